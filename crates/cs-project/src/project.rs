//! Evaluating one `.csproj` into a [`ProjectModel`]: properties, compile items, references.
//!
//! Evaluation follows MSBuild's passes in miniature: SDK defaults that `Sdk.props` sets before
//! the project body, then the body's properties in document order (each value expanded with
//! what is defined so far), then the defaults `Sdk.targets` sets after the body, and only then
//! items, in document order, expanded with the final property values. Imports other than the
//! SDK (including `Directory.Build.props`) and conditions are not evaluated yet.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::diagnostics;
use crate::fs::{EntryKind, FileSystem};
use crate::items::{self, Spec};
use crate::model::{LoadDiagnostic, PackageReference, ProjectModel, ProjectReference, Severity};
use crate::paths;
use crate::project_file::{self, ItemElement, ProjectFile, ReadError};
use crate::properties::{self, Properties};
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

/// Reads and evaluates the project at `path` (absolute, normalised). `solution` is the solution
/// it is loaded through, whose global properties (`SolutionDir`, …) it then sees.
pub(crate) fn load(
    fs: &dyn FileSystem,
    path: &Path,
    solution: Option<&Path>,
    diagnostics: &mut Vec<LoadDiagnostic>,
) -> Result<ProjectModel, ProjectError> {
    let bytes = fs
        .read(path)
        .map_err(|error| ProjectError::Unreadable(error.to_string()))?;
    let file = project_file::read(&text::decode(&bytes)).map_err(ProjectError::Invalid)?;
    Ok(Evaluation::new(fs, path, solution, diagnostics).run(&file))
}

struct Evaluation<'a> {
    fs: &'a dyn FileSystem,
    path: &'a Path,
    dir: PathBuf,
    name: String,
    properties: Properties,
    diagnostics: &'a mut Vec<LoadDiagnostic>,
}

/// Compile items in evaluation order (duplicates allowed until the end, as in MSBuild) and
/// the directories whose contents the globs depend on.
#[derive(Default)]
struct CompileItems {
    items: Vec<PathBuf>,
    roots: Vec<PathBuf>,
    reported_missing: BTreeSet<PathBuf>,
}

#[derive(Default)]
struct References {
    projects: Vec<ProjectReference>,
    packages: Vec<PackageReference>,
    frameworks: Vec<String>,
}

impl<'a> Evaluation<'a> {
    fn new(
        fs: &'a dyn FileSystem,
        path: &'a Path,
        solution: Option<&Path>,
        diagnostics: &'a mut Vec<LoadDiagnostic>,
    ) -> Evaluation<'a> {
        let mut properties = Properties::for_project(path);
        if let Some(solution) = solution {
            properties.add_solution_globals(solution);
        }
        Evaluation {
            fs,
            path,
            dir: paths::parent_dir(path),
            name: paths::file_stem(path),
            properties,
            diagnostics,
        }
    }

    fn run(mut self, file: &ProjectFile) -> ProjectModel {
        if file.is_sdk_style {
            self.apply_sdk_props_defaults();
        }
        for assignment in &file.properties {
            let value = self.properties.expand(&assignment.value);
            self.properties.set(&assignment.name, value);
        }
        if file.is_sdk_style {
            self.apply_sdk_targets_defaults();
        }

        let mut compile = CompileItems::default();
        if file.is_sdk_style
            && self.properties.flag("EnableDefaultItems", true)
            && self.properties.flag("EnableDefaultCompileItems", true)
        {
            let include = format!(
                "**/*{}",
                self.properties
                    .non_empty("DefaultLanguageSourceExtension")
                    .unwrap_or(".cs")
            );
            let exclude = format!(
                "{};{}",
                self.properties.get("DefaultItemExcludes"),
                self.properties.get("DefaultExcludesInProjectFolder")
            );
            self.include_compile(&mut compile, &include, &exclude, None);
            compile.roots.push(self.dir.clone());
        }
        let mut references = References::default();
        for item in &file.items {
            if item.is("Compile") {
                self.compile_item(&mut compile, item);
            } else if item.is("ProjectReference") {
                self.project_reference_item(&mut references.projects, item);
            } else if item.is("PackageReference") {
                self.package_reference_item(&mut references.packages, item);
            } else if item.is("FrameworkReference") {
                self.framework_reference_item(&mut references.frameworks, item);
            }
        }
        self.into_model(file, compile, references)
    }

    /// What `Microsoft.NET.Sdk.props` sets before the project body, so that the body can
    /// refer to (and override) them.
    fn apply_sdk_props_defaults(&mut self) {
        let root_namespace = self.name.replace(' ', "_");
        for (name, value) in [
            ("Configuration", "Debug"),
            ("Platform", "AnyCPU"),
            ("OutputType", "Library"),
            ("AssemblyName", self.name.as_str()),
            ("RootNamespace", root_namespace.as_str()),
            ("DefaultLanguageSourceExtension", ".cs"),
        ] {
            self.properties.set(name, value.to_owned());
        }
    }

    /// What `Microsoft.NET.Sdk.DefaultItems.targets` (and the common targets before it) sets
    /// after the project body: the default item excludes, built from the final output paths.
    fn apply_sdk_targets_defaults(&mut self) {
        let base_output = self
            .properties
            .non_empty("BaseOutputPath")
            .unwrap_or("bin\\");
        let base_intermediate = self
            .properties
            .non_empty("BaseIntermediateOutputPath")
            .unwrap_or("obj\\");
        let mut excludes = format!(
            "{};{base_output}/**;{base_intermediate}/**;**/*.user;**/*.*proj;**/*.sln;\
             **/*.slnx;**/*.vssscc;**/.DS_Store",
            self.properties.get("DefaultItemExcludes")
        );
        if let Some(publish_dir) = self.properties.non_empty("PublishDir") {
            excludes.push_str(&format!(";{publish_dir}/**"));
        }
        let in_project_folder = format!(
            "{};{};**/.*/**",
            self.properties.get("DefaultExcludesInProjectFolder"),
            self.properties.get("DefaultItemExcludesInProjectFolder")
        );
        self.properties.set("DefaultItemExcludes", excludes);
        self.properties
            .set("DefaultExcludesInProjectFolder", in_project_folder);
    }

    fn compile_item(&mut self, compile: &mut CompileItems, item: &ItemElement) {
        if let Some(include) = &item.include {
            let include = self.properties.expand(include);
            let exclude = self
                .properties
                .expand(item.exclude.as_deref().unwrap_or_default());
            self.include_compile(compile, &include, &exclude, Some(item.line));
        } else if let Some(remove) = &item.remove {
            let removes = items::parse_specs(&self.dir, &self.properties.expand(remove));
            if removes
                .iter()
                .any(|spec| matches!(spec, Spec::ItemReference(name) if name.eq_ignore_ascii_case("Compile")))
            {
                compile.items.clear();
            }
            compile
                .items
                .retain(|path| !removes.iter().any(|spec| spec.matches(path)));
        }
        // `Update` changes metadata only (e.g. `Link`), never the set of documents.
    }

    fn include_compile(
        &mut self,
        compile: &mut CompileItems,
        include: &str,
        exclude: &str,
        line: Option<u32>,
    ) {
        // Exclude is relative to the project directory, whatever directory Include starts in.
        let excludes = items::parse_specs(&self.dir, exclude);
        let excluded = |path: &Path| excludes.iter().any(|spec| spec.matches(path));
        for spec in items::parse_specs(&self.dir, include) {
            match spec {
                Spec::Literal(path) => {
                    if excluded(&path) {
                        continue;
                    }
                    if self.fs.kind(&path) == Some(EntryKind::File) {
                        compile.items.push(path);
                    } else if compile.reported_missing.insert(path.clone()) {
                        self.diagnostics.push(diagnostics::new(
                            diagnostics::COMPILE_ITEM_MISSING,
                            Severity::Warning,
                            format!(
                                "Compile item {} of project {} does not exist",
                                path.display(),
                                self.path.display()
                            ),
                            Some(self.path),
                            line,
                        ));
                    }
                }
                Spec::Glob(glob) => {
                    let found = items::expand(self.fs, &glob, &excludes);
                    compile
                        .items
                        .extend(found.into_iter().filter(|path| !excluded(path)));
                    compile.roots.push(glob.base);
                }
                // `@(Compile)` re-adds what is there (duplicates only); other item types are
                // not tracked yet.
                Spec::ItemReference(_) => {}
            }
        }
    }

    fn project_reference_item(
        &mut self,
        references: &mut Vec<ProjectReference>,
        item: &ItemElement,
    ) {
        if let Some(include) = &item.include {
            for part in properties::split_list(&self.properties.expand(include)) {
                let targets: Vec<PathBuf> = match items::parse_specs(&self.dir, &part).pop() {
                    Some(Spec::Literal(path)) => vec![path],
                    Some(Spec::Glob(glob)) => {
                        items::expand(self.fs, &glob, &[]).into_iter().collect()
                    }
                    _ => Vec::new(),
                };
                for path in targets {
                    if references.iter().any(|reference| reference.path == path) {
                        continue;
                    }
                    if self.fs.kind(&path) != Some(EntryKind::File) {
                        self.diagnostics.push(diagnostics::new(
                            diagnostics::REFERENCE_MISSING,
                            Severity::Warning,
                            format!(
                                "project {} references {}, which does not exist",
                                self.path.display(),
                                path.display()
                            ),
                            Some(self.path),
                            Some(item.line),
                        ));
                    }
                    references.push(ProjectReference {
                        path,
                        include: part.clone(),
                    });
                }
            }
        } else if let Some(remove) = &item.remove {
            let removes = items::parse_specs(&self.dir, &self.properties.expand(remove));
            references
                .retain(|reference| !removes.iter().any(|spec| spec.matches(&reference.path)));
        }
    }

    fn package_reference_item(&mut self, packages: &mut Vec<PackageReference>, item: &ItemElement) {
        let version = item
            .metadata("Version")
            .map(|version| self.properties.expand(version).trim().to_owned())
            .filter(|version| !version.is_empty());
        if let Some(include) = &item.include {
            for name in properties::split_list(&self.properties.expand(include)) {
                // A repeated package is an error for NuGet (NU1504); the first one stands.
                if !packages
                    .iter()
                    .any(|package| package.name.eq_ignore_ascii_case(&name))
                {
                    packages.push(PackageReference {
                        name,
                        version: version.clone(),
                    });
                }
            }
        } else if let Some(remove) = &item.remove {
            let names = properties::split_list(&self.properties.expand(remove));
            packages.retain(|package| {
                !names
                    .iter()
                    .any(|name| name.eq_ignore_ascii_case(&package.name))
            });
        } else if let (Some(update), Some(version)) = (&item.update, version) {
            let names = properties::split_list(&self.properties.expand(update));
            for package in packages.iter_mut() {
                if names
                    .iter()
                    .any(|name| name.eq_ignore_ascii_case(&package.name))
                {
                    package.version = Some(version.clone());
                }
            }
        }
    }

    fn framework_reference_item(&mut self, frameworks: &mut Vec<String>, item: &ItemElement) {
        if let Some(include) = &item.include {
            for name in properties::split_list(&self.properties.expand(include)) {
                if !frameworks
                    .iter()
                    .any(|known| known.eq_ignore_ascii_case(&name))
                {
                    frameworks.push(name);
                }
            }
        } else if let Some(remove) = &item.remove {
            let names = properties::split_list(&self.properties.expand(remove));
            frameworks.retain(|known| !names.iter().any(|name| name.eq_ignore_ascii_case(known)));
        }
    }

    fn into_model(
        self,
        file: &ProjectFile,
        compile: CompileItems,
        references: References,
    ) -> ProjectModel {
        let properties = &self.properties;
        let assembly_name = properties
            .non_empty("AssemblyName")
            .map(str::to_owned)
            .unwrap_or_else(|| self.name.clone());
        // Legacy projects get no RootNamespace default from MSBuild; the SDK's default (the
        // project name, spaces as `_`) is what Visual Studio would offer, so use it for both.
        let root_namespace = properties
            .non_empty("RootNamespace")
            .map(str::to_owned)
            .unwrap_or_else(|| self.name.replace(' ', "_"));
        // `Microsoft.Common.CurrentVersion.targets` defaults a legacy project to `exe`; the SDK
        // seeded `Library` above.
        let output_type = properties
            .non_empty("OutputType")
            .unwrap_or("exe")
            .to_owned();
        let mut documents = compile.items;
        documents.sort();
        documents.dedup();
        ProjectModel {
            name: self.name.clone(),
            path: self.path.to_path_buf(),
            target_frameworks: target_frameworks(properties, file.is_sdk_style),
            assembly_name,
            root_namespace,
            output_type,
            lang_version: properties.non_empty("LangVersion").map(str::to_owned),
            nullable: properties.non_empty("Nullable").map(str::to_owned),
            implicit_usings: properties.non_empty("ImplicitUsings").is_some_and(|value| {
                value.eq_ignore_ascii_case("enable") || value.eq_ignore_ascii_case("true")
            }),
            define_constants: properties::split_list_unique(properties.get("DefineConstants")),
            is_sdk_style: file.is_sdk_style,
            sdk: file.sdk.clone(),
            documents,
            source_roots: paths::outermost(compile.roots),
            project_references: references.projects,
            package_references: references.packages,
            framework_references: references.frameworks,
        }
    }
}

/// `TargetFrameworks` wins over `TargetFramework` (it drives the outer, multi-targeting build).
/// A legacy project names its framework by `TargetFrameworkVersion` (`v4.7.2`, default `v4.0`),
/// which is reported in its short form (`net472`) so that all projects read alike.
fn target_frameworks(properties: &Properties, is_sdk_style: bool) -> Vec<String> {
    let multi = properties::split_list_unique(properties.get("TargetFrameworks"));
    if !multi.is_empty() {
        return multi;
    }
    if let Some(single) = properties.non_empty("TargetFramework") {
        return vec![single.to_owned()];
    }
    let identifier = properties
        .non_empty("TargetFrameworkIdentifier")
        .unwrap_or(".NETFramework");
    if is_sdk_style || !identifier.eq_ignore_ascii_case(".NETFramework") {
        return Vec::new();
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
        return Vec::new();
    }
    vec![format!("net{digits}")]
}
