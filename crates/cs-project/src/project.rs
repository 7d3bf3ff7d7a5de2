//! Evaluating one `.csproj` into a [`ProjectModel`]: properties, compile items, references.
//!
//! Evaluation follows MSBuild's two passes: first properties, in document order through the
//! SDK defaults, `Directory.Build.props`/`.targets`, imports and `Choose` (see
//! `evaluation.rs`); then items, in document order, with their conditions and values evaluated
//! with the final properties. A multi-targeting project is evaluated as the build of its first
//! target framework. Property functions (`$([MSBuild]::…)`, `$(X.Replace(…))`) are not
//! evaluated: they expand to nothing, and a condition that needs one counts as true.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::diagnostics;
use crate::evaluation::{self, ImportCache, PendingItem, PropertyPass};
use crate::fs::{EntryKind, FileSystem};
use crate::items::{self, Spec};
use crate::model::{LoadDiagnostic, PackageReference, ProjectModel, ProjectReference, Severity};
use crate::paths;
use crate::preprocessor_symbols;
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
/// it is loaded through, whose global properties (`SolutionDir`, …) it then sees. Files the
/// evaluation imports (or looked for) are added to `inputs`.
pub(crate) fn load(
    fs: &dyn FileSystem,
    path: &Path,
    solution: Option<&Path>,
    diagnostics: &mut Vec<LoadDiagnostic>,
    inputs: &mut BTreeSet<PathBuf>,
) -> Result<ProjectModel, ProjectError> {
    let bytes = fs
        .read(path)
        .map_err(|error| ProjectError::Unreadable(error.to_string()))?;
    let file = project_file::read(&text::decode(&bytes)).map_err(ProjectError::Invalid)?;
    let evaluation = Evaluation {
        fs,
        path,
        solution,
        dir: paths::parent_dir(path),
        name: paths::file_stem(path),
        properties: initial_properties(path, solution),
        diagnostics,
        inputs,
        imports: ImportCache::new(),
    };
    Ok(evaluation.run(&file))
}

/// The reserved properties of the project and the solution's global properties.
fn initial_properties(path: &Path, solution: Option<&Path>) -> Properties {
    let mut properties = Properties::for_project(path);
    if let Some(solution) = solution {
        properties.add_solution_globals(solution);
    }
    properties
}

struct Evaluation<'a> {
    fs: &'a dyn FileSystem,
    path: &'a Path,
    solution: Option<&'a Path>,
    dir: PathBuf,
    name: String,
    properties: Properties,
    diagnostics: &'a mut Vec<LoadDiagnostic>,
    inputs: &'a mut BTreeSet<PathBuf>,
    imports: ImportCache,
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

impl Evaluation<'_> {
    fn run(mut self, file: &ProjectFile) -> ProjectModel {
        let mut pending = self.property_pass(file);
        // A multi-targeting project is seen as the build of its first target framework (as an
        // IDE shows it): conditions on `$(TargetFramework)` then choose that framework's
        // settings (`DefineConstants`, …) instead of none.
        if self.properties.non_empty("TargetFramework").is_none()
            && let Some(first) = properties::split_list(self.properties.get("TargetFrameworks"))
                .into_iter()
                .next()
        {
            self.properties = initial_properties(self.path, self.solution);
            self.properties.set_global("TargetFramework", &first);
            pending = self.property_pass(file);
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
        for PendingItem {
            item,
            file: written_in,
        } in &pending
        {
            // Items are evaluated with the final properties, each seeing its own file as
            // `MSBuildThisFile`.
            self.properties.set_this_file(written_in);
            if !evaluation::holds(&self.properties, self.fs, self.path, &item.conditions) {
                continue;
            }
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
        self.properties.set_this_file(self.path);
        self.into_model(file, compile, references)
    }

    fn property_pass(&mut self, file: &ProjectFile) -> Vec<PendingItem> {
        PropertyPass {
            fs: self.fs,
            project: self.path,
            properties: &mut self.properties,
            inputs: self.inputs,
            cache: &mut self.imports,
        }
        .run(file)
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
            preprocessor_symbols: preprocessor_symbols::compute(properties, file.is_sdk_style),
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
