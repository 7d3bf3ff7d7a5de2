//! The embedded .NET API index (`cs-framework`) in the model: for a project on net8.0 or
//! later whose framework was not found as reference assemblies, one core-library project per
//! index package it uses (the base class library always; ASP.NET Core for the Web SDK or a
//! `Microsoft.AspNetCore.App` framework reference; Microsoft.Extensions.* and EF Core for
//! package references whose assemblies were not found), after the embedded core library so
//! that the hand-written stubs win. Each project is one generated source per namespace,
//! decoded on first use, shared by every project of the workspace.

use std::collections::HashMap;
use std::sync::Arc;

use cs_db::{
    Document, DocumentStatus, Durability, GeneratedSource, Project, ProjectSettings, SourceFile,
    SymbolSet,
};
use cs_framework::Package;
use cs_hir::framework_index::IndexNamespace;
use cs_ide::AnalysisHost;
use cs_project::ProjectModel;

/// The index packages of one workspace build, created on first use.
#[derive(Default)]
pub(crate) struct FrameworkIndexProjects {
    projects: HashMap<Package, Project>,
    symbols: Option<SymbolSet>,
}

/// The environment variable that turns the framework index off (`off`, `false`, `0`).
pub const DISABLE_VARIABLE: &str = "CS_WORKBENCH_FRAMEWORK_INDEX";

pub(crate) fn disabled() -> bool {
    std::env::var(DISABLE_VARIABLE)
        .is_ok_and(|v| ["off", "false", "0"].contains(&v.trim().to_ascii_lowercase().as_str()))
}

/// True for `net8.0`, `net9.0`, `net10.0` and their platform forms (`net8.0-windows`).
pub(crate) fn targets_net8_or_later(target_framework: &str) -> bool {
    let tfm = target_framework.trim().to_ascii_lowercase();
    let Some(version) = tfm.strip_prefix("net") else {
        return false;
    };
    let major = version.split(['.', '-']).next().unwrap_or("");
    // `net48` (no dot) is .NET Framework 4.8.
    version.contains('.') && major.parse::<u32>().is_ok_and(|m| (8..100).contains(&m))
}

/// The index packages a project uses, given the names of the assemblies found for it.
pub(crate) fn packages_for(model: &ProjectModel, found_assemblies: &[String]) -> Vec<Package> {
    let Some(tfm) = model.target_framework.as_deref() else {
        return Vec::new();
    };
    if !targets_net8_or_later(tfm) {
        return Vec::new();
    }
    let found = |prefix: &str| {
        found_assemblies.iter().any(|a| {
            a.to_ascii_lowercase()
                .starts_with(&prefix.to_ascii_lowercase())
        })
    };
    let sdk = model.sdk.as_deref().unwrap_or("").to_ascii_lowercase();
    let aspnet = sdk.ends_with(".web")
        || sdk.contains(".web.")
        || model
            .framework_references
            .iter()
            .any(|r| r.eq_ignore_ascii_case("Microsoft.AspNetCore.App"));
    let package = |prefix: &str| {
        model.package_references.iter().any(|p| {
            p.name
                .to_ascii_lowercase()
                .starts_with(&prefix.to_ascii_lowercase())
        })
    };
    let mut packages = vec![Package::Bcl];
    if aspnet && !found("Microsoft.AspNetCore.") {
        packages.push(Package::AspNetCore);
    }
    if (aspnet || package("Microsoft.Extensions.") || package("Microsoft.EntityFrameworkCore"))
        && !found("Microsoft.Extensions.")
    {
        packages.push(Package::Extensions);
    }
    if package("Microsoft.EntityFrameworkCore") && !found("Microsoft.EntityFrameworkCore") {
        packages.push(Package::EfCore);
    }
    packages
}

impl FrameworkIndexProjects {
    /// The projects of `packages`, created on first use; `embedded` is the embedded core
    /// library, whose types win over the index's.
    pub(crate) fn projects(
        &mut self,
        host: &AnalysisHost,
        packages: &[Package],
        embedded: Project,
    ) -> Vec<Project> {
        packages
            .iter()
            .map(|&package| self.project(host, package, embedded))
            .collect()
    }

    fn project(&mut self, host: &AnalysisHost, package: Package, embedded: Project) -> Project {
        if let Some(project) = self.projects.get(&package) {
            return *project;
        }
        let db = host.db();
        let symbols = *self.symbols.get_or_insert_with(|| {
            SymbolSet::builder(Arc::from(Vec::<String>::new()))
                .durability(Durability::HIGH)
                .new(db)
        });
        let index = cs_framework::index();
        let documents = index
            .package(package)
            .map(|entry| {
                let generator = IndexNamespace {
                    entry,
                    shadowed_by: Some(embedded),
                };
                let path = format!(
                    "<framework>/{}/{}.cs",
                    package.assembly_name(),
                    index.entries()[entry].namespace
                );
                let source = SourceFile::builder(Arc::from(path), Arc::from(""))
                    .generated(Some(GeneratedSource(Arc::new(generator))))
                    .durability(Durability::HIGH)
                    .new(db);
                Document::builder(source, symbols, DocumentStatus::Live)
                    .durability(Durability::HIGH)
                    .new(db)
            })
            .collect();
        let settings = ProjectSettings {
            name: format!("<framework index {}>", package.assembly_name()),
            assembly_name: package.assembly_name().into(),
            language_version: "latest".into(),
            is_core_library: true,
            // Every type of a namespace and every member of a type is listed by name.
            is_complete_metadata: true,
            // A type whose bases the index could not name is `partial` in the summary: with
            // this, its members are never complete.
            has_framework_generators: true,
            is_framework_index: true,
            ..ProjectSettings::default()
        };
        // Its signatures name the framework's root types (`System.Object`, `int`), which the
        // embedded core library declares.
        let references = if package == Package::Bcl {
            vec![embedded]
        } else {
            vec![embedded, self.project(host, Package::Bcl, embedded)]
        };
        let project = Project::builder(Arc::new(settings), documents, references)
            .durability(Durability::HIGH)
            .new(db);
        self.projects.insert(package, project);
        project
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn net8_and_later_only() {
        for yes in ["net8.0", "net9.0", "net10.0", "net8.0-windows", "NET10.0"] {
            assert!(targets_net8_or_later(yes), "{yes}");
        }
        for no in [
            "net48",
            "net7.0",
            "net6.0",
            "netstandard2.0",
            "netcoreapp3.1",
            "net472",
        ] {
            assert!(!targets_net8_or_later(no), "{no}");
        }
    }
}
