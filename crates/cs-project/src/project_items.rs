//! The second pass of evaluating a project, as MSBuild's: items in document order (`Compile`,
//! `ProjectReference`, `FrameworkReference`, `Using` and the package items of
//! `central_packages.rs`), their conditions and values evaluated with the final properties;
//! then the [`ProjectModel`] of the evaluation.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::central_packages::PackageItems;
use crate::diagnostics;
use crate::evaluation::{self, PassOutcome, PendingItem};
use crate::fs::{EntryKind, FileSystem};
use crate::global_usings;
use crate::items::{self, Spec};
use crate::model::{LoadDiagnostic, ProjectModel, ProjectReference, Severity};
use crate::paths;
use crate::preprocessor_symbols;
use crate::project_file::{ItemElement, ProjectFile};
use crate::properties::{self, Properties};
use crate::value_items::ValueItems;

/// The item pass of one evaluation, with the properties the property pass left.
pub(crate) struct ItemPass<'a> {
    pub(crate) fs: &'a dyn FileSystem,
    /// The project file (absolute, normalised).
    pub(crate) path: &'a Path,
    pub(crate) dir: PathBuf,
    pub(crate) name: String,
    pub(crate) properties: Properties<'a>,
    pub(crate) diagnostics: &'a mut Vec<LoadDiagnostic>,
}

/// The frameworks of the model: all the build targets, and the one this evaluation is for.
pub(crate) struct Frameworks {
    pub(crate) all: Vec<String>,
    pub(crate) this: Option<String>,
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
    packages: PackageItems,
    frameworks: Vec<String>,
    usings: ValueItems,
    assemblies: Vec<String>,
    hint_paths: Vec<(String, PathBuf)>,
    analyzers: Vec<String>,
}

impl ItemPass<'_> {
    /// Evaluates the items the property pass collected (in order) and builds the model of this
    /// evaluation, targeting `frameworks`.
    pub(crate) fn run(
        mut self,
        file: &ProjectFile,
        outcome: &PassOutcome,
        frameworks: Frameworks,
    ) -> ProjectModel {
        // What the property pass could not evaluate comes first.
        self.diagnostics.extend(self.properties.take_notes());
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
        for (index, pending) in outcome.items.iter().enumerate() {
            if outcome.sdk_items_at == Some(index) {
                self.add_sdk_items(&mut references, file);
            }
            let PendingItem {
                item,
                file: written_in,
            } = pending;
            // Items are evaluated with the final properties, each seeing its own file as
            // `MSBuildThisFile`.
            self.properties.set_this_file(written_in);
            self.properties.set_line(Some(item.line));
            if !evaluation::holds(&self.properties, self.fs, self.path, &item.conditions) {
                continue;
            }
            if item.is("Compile") {
                self.compile_item(&mut compile, item);
            } else if item.is("ProjectReference") {
                self.project_reference_item(&mut references.projects, item);
            } else if item.is("FrameworkReference") {
                self.framework_reference_item(&mut references.frameworks, item);
            } else if item.is("Using") {
                references.usings.apply(item, &self.properties);
            } else if item.is("Reference") || item.is("Analyzer") {
                let list = if item.is("Reference") {
                    &mut references.assemblies
                } else {
                    &mut references.analyzers
                };
                if let Some(include) = &item.include {
                    list.extend(properties::split_list(&self.properties.expand(include)));
                    if item.is("Reference")
                        && let Some(hint) = item.metadata("HintPath")
                    {
                        let hint = self.properties.expand(hint);
                        if !hint.trim().is_empty() {
                            let path = crate::paths::resolve(&self.dir, hint.trim());
                            let include = self.properties.expand(include).trim().to_string();
                            references.hint_paths.push((include, path));
                        }
                    }
                }
            } else {
                // `PackageReference`, `PackageVersion`, `GlobalPackageReference`; others are
                // not tracked.
                references.packages.apply(item, &self.properties);
            }
        }
        self.properties.set_this_file(self.path);
        self.properties.set_line(None);
        self.diagnostics.extend(self.properties.take_notes());
        if outcome.sdk_items_at == Some(outcome.items.len()) {
            self.add_sdk_items(&mut references, file);
        }
        self.into_model(
            file,
            compile,
            references,
            frameworks,
            outcome.is_test_project_set_after_package_props,
        )
    }

    /// The items the SDK's props add, at their place among the project's.
    fn add_sdk_items(&self, references: &mut References, file: &ProjectFile) {
        global_usings::add_sdk_items(&mut references.usings, &self.properties, file);
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
        frameworks: Frameworks,
        is_test_project_set_after_package_props: Option<bool>,
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
        let packages = references.packages.resolve(properties);
        // `Microsoft.NET.Test.Sdk.props` sets `IsTestProject` to true where `nuget.g.props` is
        // imported; only a later assignment overrides it.
        let is_test_project = properties.flag("IsTestProject", false)
            || (packages.test_sdk && is_test_project_set_after_package_props == Some(false));
        let global_usings = if file.is_sdk_style {
            global_usings::generate(&references.usings)
        } else {
            Vec::new()
        };
        ProjectModel {
            name: self.name,
            path: self.path.to_path_buf(),
            target_frameworks: frameworks.all,
            target_framework: frameworks.this,
            assembly_name,
            root_namespace,
            output_type,
            lang_version: properties.non_empty("LangVersion").map(str::to_owned),
            nullable: properties.non_empty("Nullable").map(str::to_owned),
            implicit_usings: global_usings::implicit_usings_enabled(properties),
            global_usings,
            is_test_project,
            central_package_management: packages.central,
            define_constants: properties::split_list_unique(properties.get("DefineConstants")),
            preprocessor_symbols: preprocessor_symbols::compute(properties, file.is_sdk_style),
            is_sdk_style: file.is_sdk_style,
            sdk: file.sdk.clone(),
            documents,
            source_roots: paths::outermost(compile.roots),
            project_references: references.projects,
            package_references: packages.references,
            framework_references: references.frameworks,
            assembly_references: references.assemblies,
            reference_hint_paths: references.hint_paths,
            analyzers: references.analyzers,
            uses_ui_framework: ["UseWPF", "UseWindowsForms", "UseMaui"]
                .iter()
                .any(|p| properties.flag(p, false)),
            missing_documents: compile.reported_missing.into_iter().collect(),
            no_warn: warning_list(properties.get("NoWarn")),
            warnings_as_errors: warning_list(properties.get("WarningsAsErrors")),
            treat_warnings_as_errors: properties.flag("TreatWarningsAsErrors", false),
        }
    }
}

/// A `NoWarn`/`WarningsAsErrors` value as IDs: `;` and `,` separate, blanks dropped.
fn warning_list(value: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for id in value
        .split([';', ','])
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        if !out.iter().any(|known| known.eq_ignore_ascii_case(id)) {
            out.push(id.to_owned());
        }
    }
    out
}
