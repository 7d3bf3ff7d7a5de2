//! Evaluating one `.csproj` into its [`ProjectModel`]s: one per target framework, as
//! `dotnet build` compiles it.
//!
//! Each evaluation follows MSBuild's two passes: first properties, in document order through
//! the SDK defaults, `Directory.Build.props`/`.targets`, imports and `Choose` (see
//! `evaluation.rs`); then items, in document order, with their conditions and values evaluated
//! with the final properties (see `project_items.rs`). The common property functions are
//! evaluated (`property_functions.rs`); what cannot be evaluated is noted as a load diagnostic
//! with its file and line (see `evaluation.rs`) and evaluation goes on.
//!
//! A multi-targeting project is built as MSBuild builds it. The outer evaluation (without
//! `TargetFramework`) decides `IsCrossTargetingBuild` and gives the frameworks, read as
//! `Microsoft.Common.CrossTargeting.targets` (`_ComputeTargetFrameworkItems`) reads
//! `TargetFrameworks`: entries trimmed, case-insensitive duplicates dropped, order kept. Each
//! framework is then evaluated anew with the global property `TargetFramework` set to it, as the
//! inner builds that `DispatchToInnerBuilds` starts are, so that everything conditioned on
//! `$(TargetFramework)` applies per framework. A project that sets `TargetFramework` itself is
//! not multi-targeting, whatever `TargetFrameworks` says.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::evaluation::{ImportCache, PassOutcome, PropertyPass};
use crate::fs::FileSystem;
use crate::fs_cache::CachedFs;
use crate::model::{LoadDiagnostic, ProjectModel};
use crate::paths;
use crate::project_file::{self, ProjectFile, ReadError};
use crate::project_items::{Frameworks, ItemPass};
use crate::properties::Properties;
use crate::text;

/// Why a project file produced no model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ProjectError {
    Unreadable(String),
    Invalid(ReadError),
}

impl ProjectError {
    /// A message naming the file (and the line when known).
    pub(crate) fn describe(&self, path: &Path) -> String {
        match self {
            ProjectError::Unreadable(error) => {
                format!("cannot read project file {}: {error}", path.display())
            }
            ProjectError::Invalid(ReadError {
                message,
                line: Some(line),
            }) => format!("project file {} line {line}: {message}", path.display()),
            ProjectError::Invalid(ReadError {
                message,
                line: None,
            }) => format!("project file {}: {message}", path.display()),
        }
    }

    pub(crate) fn line(&self) -> Option<u32> {
        match self {
            ProjectError::Invalid(error) => error.line,
            ProjectError::Unreadable(_) => None,
        }
    }
}

/// Reads and evaluates the project at `path` (absolute, normalised): one model per target
/// framework. `solution` is the solution it is loaded through, whose global properties
/// (`SolutionDir`, …) it then sees. Files the evaluations import (or looked for) are added to
/// `inputs`.
pub(crate) fn load(
    fs: &dyn FileSystem,
    path: &Path,
    solution: Option<&Path>,
    diagnostics: &mut Vec<LoadDiagnostic>,
    inputs: &mut BTreeSet<PathBuf>,
) -> Result<Vec<ProjectModel>, ProjectError> {
    let bytes = fs
        .read(path)
        .map_err(|error| ProjectError::Unreadable(error.to_string()))?;
    let file = project_file::read(&text::decode(&bytes)).map_err(ProjectError::Invalid)?;
    let mut project = Project {
        fs,
        path,
        solution,
        file: &file,
        imports: ImportCache::new(),
    };
    let (outer, outcome) = project.properties(None, inputs);
    let frameworks = if outcome.cross_targeting {
        inner_build_frameworks(outer.get("TargetFrameworks"))
    } else {
        Vec::new()
    };
    if frameworks.is_empty() {
        // The evaluation is the build: a single target framework, or none known.
        let all: Vec<String> = single_target_framework(&outer, file.is_sdk_style)
            .into_iter()
            .collect();
        let this = all.first().cloned();
        let frameworks = Frameworks { all, this };
        return Ok(vec![project.items(
            outer,
            &outcome,
            frameworks,
            diagnostics,
        )]);
    }
    // The inner builds walk the same directories: list each once.
    // The outer evaluation's own diagnostics (the inner builds repeat most of them).
    let outer_notes = outer.take_notes();
    let cached = CachedFs::new(fs);
    let mut project = Project {
        fs: &cached,
        ..project
    };
    let mut models = Vec::with_capacity(frameworks.len());
    let mut reported = Vec::with_capacity(frameworks.len());
    for framework in &frameworks {
        let (properties, outcome) = project.properties(Some(framework), inputs);
        let mut own = Vec::new();
        let instance = Frameworks {
            all: frameworks.clone(),
            this: Some(framework.clone()),
        };
        models.push(project.items(properties, &outcome, instance, &mut own));
        reported.push((framework.as_str(), own));
    }
    merge_diagnostics(&outer_notes, &reported, diagnostics);
    Ok(models)
}

/// One project file, evaluated once per set of global properties; imported files are read and
/// parsed once for all of them.
struct Project<'a> {
    fs: &'a dyn FileSystem,
    path: &'a Path,
    solution: Option<&'a Path>,
    file: &'a ProjectFile,
    imports: ImportCache,
}

impl<'a> Project<'a> {
    /// The property pass with the reserved properties, the solution's global properties and,
    /// for an inner build, the global `TargetFramework`.
    fn properties(
        &mut self,
        target_framework: Option<&str>,
        inputs: &mut BTreeSet<PathBuf>,
    ) -> (Properties<'a>, PassOutcome) {
        let mut properties = Properties::for_project(self.path).with_fs(self.fs);
        if let Some(solution) = self.solution {
            properties.add_solution_globals(solution);
        }
        if let Some(framework) = target_framework {
            properties.set_global("TargetFramework", framework);
        }
        let outcome = PropertyPass {
            fs: self.fs,
            project: self.path,
            properties: &mut properties,
            inputs,
            cache: &mut self.imports,
        }
        .run(self.file);
        (properties, outcome)
    }

    fn items(
        &self,
        properties: Properties<'a>,
        outcome: &PassOutcome,
        frameworks: Frameworks,
        diagnostics: &mut Vec<LoadDiagnostic>,
    ) -> ProjectModel {
        ItemPass {
            fs: self.fs,
            path: self.path,
            dir: paths::parent_dir(self.path),
            name: paths::file_stem(self.path),
            properties,
            diagnostics,
        }
        .run(self.file, outcome, frameworks)
    }
}

/// The inner builds of `TargetFrameworks`: entries trimmed, empty ones dropped, and of
/// case-insensitive duplicates the first kept (`@(_TargetFramework->Trim()->Distinct())`).
fn inner_build_frameworks(value: &str) -> Vec<String> {
    let mut frameworks: Vec<String> = Vec::new();
    for entry in value.split(';').map(str::trim).filter(|e| !e.is_empty()) {
        if !frameworks
            .iter()
            .any(|known| known.eq_ignore_ascii_case(entry))
        {
            frameworks.push(entry.to_owned());
        }
    }
    frameworks
}

/// The framework of a build that is not multi-targeting: `TargetFramework`; for a legacy
/// project its `TargetFrameworkVersion` (`v4.7.2`, default `v4.0`) in short form (`net472`), so
/// that all projects read alike.
fn single_target_framework(properties: &Properties, is_sdk_style: bool) -> Option<String> {
    if let Some(single) = properties.non_empty("TargetFramework") {
        return Some(single.to_owned());
    }
    let identifier = properties
        .non_empty("TargetFrameworkIdentifier")
        .unwrap_or(".NETFramework");
    if is_sdk_style || !identifier.eq_ignore_ascii_case(".NETFramework") {
        return None;
    }
    let version = properties
        .non_empty("TargetFrameworkVersion")
        .unwrap_or("v4.0");
    let digits: String = version
        .trim_start_matches(['v', 'V'])
        .chars()
        .filter(|c| *c != '.')
        .collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(format!("net{digits}"))
}

/// Adds the diagnostics of a multi-targeting project's outer evaluation (`outer`) and inner
/// builds to `out`: once each, in order of first report; one not reported by the outer
/// evaluation nor by every inner build names the frameworks that reported it.
fn merge_diagnostics(
    outer: &[LoadDiagnostic],
    reported: &[(&str, Vec<LoadDiagnostic>)],
    out: &mut Vec<LoadDiagnostic>,
) {
    out.extend(outer.iter().cloned());
    let mut merged: Vec<(&LoadDiagnostic, Vec<&str>)> = Vec::new();
    for (framework, diagnostics) in reported {
        for diagnostic in diagnostics.iter().filter(|d| !outer.contains(d)) {
            match merged.iter_mut().find(|(known, _)| *known == diagnostic) {
                Some((_, frameworks)) => {
                    if !frameworks.contains(framework) {
                        frameworks.push(framework);
                    }
                }
                None => merged.push((diagnostic, vec![framework])),
            }
        }
    }
    for (diagnostic, frameworks) in merged {
        let mut diagnostic = diagnostic.clone();
        if frameworks.len() < reported.len() {
            diagnostic.message = format!(
                "{} (target framework{} {} only)",
                diagnostic.message,
                if frameworks.len() == 1 { "" } else { "s" },
                frameworks.join(", ")
            );
        }
        out.push(diagnostic);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inner_builds_are_trimmed_and_distinct_ignoring_case() {
        assert_eq!(
            inner_build_frameworks(" net8.0 ;\n NET8.0;;net48; net8.0-windows ;"),
            ["net8.0", "net48", "net8.0-windows"]
        );
        assert!(inner_build_frameworks(" ; ").is_empty());
    }
}
