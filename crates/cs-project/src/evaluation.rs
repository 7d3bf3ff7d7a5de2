//! The first pass of evaluating a project, as MSBuild's: properties in document order through
//! the SDK's defaults, `Directory.Build.props`/`.targets`, explicit imports and `Choose`
//! blocks, with conditions evaluated on the way. Items are only collected, in order, for the
//! second pass (`project.rs`), which evaluates their conditions with the final properties.
//!
//! Imports of the MSBuild toolset or of an SDK (`$(MSBuildToolsPath)\Microsoft.CSharp.targets`,
//! `<Import Sdk="…">`) are not read: the SDK is modelled by the defaults below and by the
//! `DefineConstants` steps of `preprocessor_symbols.rs`. A toolset import of
//! `Microsoft.Common.props`/`.targets` (as in legacy projects) brings in
//! `Directory.Build.props`/`.targets`, as it does in MSBuild; `Microsoft.Common.props` also
//! brings in `Directory.Packages.props` (see `central_packages.rs`).
//!
//! What cannot be evaluated becomes a load diagnostic naming the file and line, and the pass
//! goes on: a condition that cannot be evaluated (see `conditions.rs`) counts as true
//! (`CSW1014`); an import of a file that does not exist is skipped, and reported (`CSW1011`)
//! unless an `Exists` condition guards it, since MSBuild would fail (MSB4019); an SDK that is
//! not modelled is taken as `Microsoft.NET.Sdk` (`CSW1013`). A wildcard import imports every
//! match in path order, as MSBuild does.
//!
//! The pass also notes whether the build is a multi-targeting (outer) build. MSBuild decides
//! `IsCrossTargetingBuild` (`'$(TargetFrameworks)' != '' and '$(TargetFramework)' == ''`) in the
//! SDK's `Sdk.targets`, right after the project body, and in `Microsoft.Managed.Before.targets`
//! (imported by `Microsoft.CSharp.targets`), both before `Directory.Build.targets` is imported.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::central_packages;
use crate::conditions::{self, Context};
use crate::diagnostics;
use crate::fs::{EntryKind, FileSystem};
use crate::items::{self, Spec};
use crate::model::Severity;
use crate::paths;
use crate::preprocessor_symbols;
use crate::project_file::{self, Element, Import, ItemElement, ProjectFile};
use crate::properties::Properties;
use crate::text;

/// An item operation for the second pass, with the file it is written in (whose
/// `MSBuildThisFile*` properties it sees).
pub(crate) struct PendingItem {
    pub(crate) item: ItemElement,
    pub(crate) file: PathBuf,
}

/// Imported files, read and parsed once per project load (`None`: unreadable or not MSBuild).
pub(crate) type ImportCache = HashMap<PathBuf, Option<Rc<ProjectFile>>>;

pub(crate) struct PropertyPass<'a, 'fs> {
    pub(crate) fs: &'a dyn FileSystem,
    /// The project file (absolute, normalised).
    pub(crate) project: &'a Path,
    pub(crate) properties: &'a mut Properties<'fs>,
    /// Every imported file that was looked for (existing or not) goes here: changing one
    /// changes the evaluation.
    pub(crate) inputs: &'a mut BTreeSet<PathBuf>,
    pub(crate) cache: &'a mut ImportCache,
}

#[derive(Clone, Copy)]
enum DirectoryFile {
    Props,
    Targets,
}

/// What the property pass leaves for the item pass and for the choice of inner builds.
pub(crate) struct PassOutcome {
    /// The item operations, in evaluation order.
    pub(crate) items: Vec<PendingItem>,
    /// MSBuild's `IsCrossTargetingBuild`: the build dispatches to one inner build per entry of
    /// `TargetFrameworks` instead of compiling. False when the decision point was never reached
    /// (a project importing neither the SDK nor `Microsoft.CSharp.targets` compiles nothing).
    pub(crate) cross_targeting: bool,
    /// Where among `items` the SDK's own props add theirs (the implicit `Using` items): after
    /// `Microsoft.Common.props` (with `Directory.Build.props` and `Directory.Packages.props`),
    /// before the project body. `None` for a project without the SDK.
    pub(crate) sdk_items_at: Option<usize>,
    /// Whether `IsTestProject` is assigned after the point where `Microsoft.Common.props`
    /// imports the restore-generated `nuget.g.props` (and with it the packages' build props),
    /// so that such an assignment overrides what a package's props set. `None` when
    /// `Microsoft.Common.props` is never imported.
    pub(crate) is_test_project_set_after_package_props: Option<bool>,
}

impl PropertyPass<'_, '_> {
    /// Runs the pass over `file`, the parsed project. Diagnostics are noted in the properties.
    pub(crate) fn run(mut self, file: &ProjectFile) -> PassOutcome {
        self.check_sdks(file);
        let mut walk = Walk {
            imported: BTreeSet::new(),
            pending: Vec::new(),
            cross_targeting: None,
            sdk_items_at: None,
            is_test_project_assignments: 0,
            package_props_at: None,
        };
        if file.is_sdk_style {
            sdk_props_defaults(self.properties, &paths::file_stem(self.project));
            self.import_common_props(self.project, &mut walk);
            preprocessor_symbols::csharp_props(self.properties);
            application_sdk_props(self.properties, file);
            walk.sdk_items_at = Some(walk.pending.len());
        }
        self.walk(&file.elements, self.project, &mut walk);
        if file.is_sdk_style {
            walk.decide_cross_targeting(self.properties);
            sdk_targets_defaults(self.properties);
            self.import_directory_file(DirectoryFile::Targets, self.project, &mut walk);
            preprocessor_symbols::csharp_targets(self.properties);
        }
        self.properties.set_line(None);
        PassOutcome {
            items: walk.pending,
            cross_targeting: walk.cross_targeting.unwrap_or(false),
            sdk_items_at: walk.sdk_items_at,
            is_test_project_set_after_package_props: walk
                .package_props_at
                .map(|assignments| walk.is_test_project_assignments > assignments),
        }
    }

    /// What `Microsoft.Common.props` brings in: `Directory.Build.props`, then the
    /// restore-generated `nuget.g.props` (packages' build props, not on disk here: only the
    /// point is noted), then through `NuGet.props` `Directory.Packages.props`.
    fn import_common_props(&mut self, this_file: &Path, walk: &mut Walk) {
        self.import_directory_file(DirectoryFile::Props, this_file, walk);
        walk.package_props_at
            .get_or_insert(walk.is_test_project_assignments);
        if let Some(packages) =
            central_packages::directory_packages_props(self.properties, self.fs, self.project)
        {
            self.import_file(&packages, this_file, walk);
            central_packages::mark_imported(self.properties);
        }
    }

    fn holds(&self, conditions: &[String]) -> bool {
        holds(self.properties, self.fs, self.project, conditions)
    }

    /// Notes the SDKs the project names that are not modelled (`CSW1013`).
    fn check_sdks(&self, file: &ProjectFile) {
        for (sdk, line) in &file.sdks {
            if !KNOWN_SDKS
                .iter()
                .any(|known| known.eq_ignore_ascii_case(sdk))
            {
                self.properties.set_line(Some(*line));
                self.properties.note(
                    diagnostics::SDK_UNKNOWN,
                    Severity::Info,
                    format!(
                        "SDK '{sdk}' is not modelled; the project was evaluated as a \
                         Microsoft.NET.Sdk project (what '{sdk}' adds is missing)"
                    ),
                );
            }
        }
        self.properties.set_line(None);
    }

    fn walk(&mut self, elements: &[Element], this_file: &Path, walk: &mut Walk) {
        for element in elements {
            match element {
                Element::Property(property) => {
                    self.properties.set_line(Some(property.line));
                    if self.holds(&property.conditions) {
                        let value = self.properties.expand(&property.value);
                        self.properties.set(&property.name, value);
                        if property.name.eq_ignore_ascii_case("IsTestProject") {
                            walk.is_test_project_assignments += 1;
                        }
                    }
                }
                Element::Item(item) => walk.pending.push(PendingItem {
                    item: item.clone(),
                    file: this_file.to_path_buf(),
                }),
                Element::Import(import) => self.import(import, this_file, walk),
                Element::Choose(branches) => {
                    let chosen = branches.iter().find(|branch| {
                        self.properties.set_line(Some(branch.line));
                        branch
                            .condition
                            .as_ref()
                            .is_none_or(|condition| self.holds(std::slice::from_ref(condition)))
                    });
                    if let Some(branch) = chosen {
                        self.walk(&branch.elements, this_file, walk);
                    }
                }
            }
        }
    }

    fn import(&mut self, import: &Import, this_file: &Path, walk: &mut Walk) {
        if import.sdk.is_some() {
            return;
        }
        if is_toolset_path(&import.project) {
            let name = import
                .project
                .rsplit(['/', '\\'])
                .next()
                .unwrap_or_default()
                .to_ascii_lowercase();
            match name.as_str() {
                "microsoft.common.props" => self.import_common_props(this_file, walk),
                "microsoft.common.targets" => {
                    self.import_directory_file(DirectoryFile::Targets, this_file, walk);
                }
                "microsoft.csharp.targets" => {
                    walk.decide_cross_targeting(self.properties);
                    self.import_directory_file(DirectoryFile::Targets, this_file, walk);
                }
                _ => {}
            }
            return;
        }
        self.properties.set_line(Some(import.line));
        if !self.holds(&import.conditions) {
            return;
        }
        let notes = self.properties.note_count();
        let expanded = self.properties.expand(&import.project);
        if expanded.trim().is_empty() {
            if self.properties.note_count() == notes {
                self.properties.note(
                    diagnostics::IMPORT_MISSING,
                    Severity::Warning,
                    format!(
                        "import '{}' names no file (it expands to nothing); it was skipped \
                         (MSBuild would fail, MSB4020)",
                        import.project.trim()
                    ),
                );
            }
            return;
        }
        // MSBuild imports each `;`-separated entry, a wildcard one as all its matches.
        for spec in items::parse_specs(&paths::parent_dir(this_file), &expanded) {
            match spec {
                Spec::Literal(target) => {
                    if self.fs.kind(&target) != Some(EntryKind::File) {
                        self.inputs.insert(target.clone());
                        self.report_missing_import(import, &target);
                        continue;
                    }
                    self.import_file(&target, this_file, walk);
                }
                Spec::Glob(glob) if glob.is_valid() => {
                    for target in items::expand(self.fs, &glob, &[]) {
                        self.import_file(&target, this_file, walk);
                        self.properties.set_line(Some(import.line));
                    }
                }
                Spec::Glob(_) | Spec::ItemReference(_) => {
                    self.properties.note(
                        diagnostics::WILDCARD_IMPORT,
                        Severity::Info,
                        format!(
                            "import '{}' ({expanded}) could not be expanded; it was skipped",
                            import.project.trim()
                        ),
                    );
                }
            }
            self.properties.set_line(Some(import.line));
        }
    }

    /// `CSW1011` for an import of `target`, which does not exist, unless an `Exists`
    /// condition guards the import (then skipping it is what the project means).
    fn report_missing_import(&self, import: &Import, target: &Path) {
        let guarded = import
            .conditions
            .iter()
            .any(|condition| condition.to_ascii_lowercase().contains("exists("));
        if guarded {
            return;
        }
        self.properties.note(
            diagnostics::IMPORT_MISSING,
            Severity::Warning,
            format!(
                "imported project '{}' was not found at {}; the import was skipped (MSBuild \
                 would fail, MSB4019)",
                import.project.trim(),
                target.display()
            ),
        );
    }

    /// `Directory.Build.props` (or `.targets`): the one named by `DirectoryBuildPropsPath`,
    /// else the first found in the project's directory or above, unless switched off.
    fn import_directory_file(&mut self, which: DirectoryFile, this_file: &Path, walk: &mut Walk) {
        let (name, switch, path_property) = match which {
            DirectoryFile::Props => (
                "Directory.Build.props",
                "ImportDirectoryBuildProps",
                "DirectoryBuildPropsPath",
            ),
            DirectoryFile::Targets => (
                "Directory.Build.targets",
                "ImportDirectoryBuildTargets",
                "DirectoryBuildTargetsPath",
            ),
        };
        if !self.properties.flag(switch, true) {
            return;
        }
        let dir = paths::parent_dir(self.project);
        let found = match self.properties.non_empty(path_property) {
            Some(path) => Some(paths::resolve(&dir, &paths::spec_to_slash(path))),
            None => dir
                .ancestors()
                .map(|ancestor| ancestor.join(name))
                .find(|candidate| self.fs.kind(candidate) == Some(EntryKind::File)),
        };
        if let Some(found) = found {
            self.import_file(&found, this_file, walk);
        }
    }

    fn import_file(&mut self, target: &Path, this_file: &Path, walk: &mut Walk) {
        // MSBuild ignores a file imported a second time (warning MSB4011), cycles included.
        if !walk.imported.insert(target.to_path_buf()) {
            return;
        }
        self.inputs.insert(target.to_path_buf());
        let Some(file) = self.read(target) else {
            return;
        };
        self.properties.set_this_file(target);
        self.walk(&file.elements, target, walk);
        self.properties.set_this_file(this_file);
    }

    fn read(&mut self, path: &Path) -> Option<Rc<ProjectFile>> {
        let fs = self.fs;
        self.cache
            .entry(path.to_path_buf())
            .or_insert_with(|| {
                let bytes = fs.read(path).ok()?;
                project_file::read(&text::decode(&bytes)).ok().map(Rc::new)
            })
            .clone()
    }
}

struct Walk {
    imported: BTreeSet<PathBuf>,
    pending: Vec<PendingItem>,
    cross_targeting: Option<bool>,
    sdk_items_at: Option<usize>,
    /// How many assignments to `IsTestProject` took effect so far.
    is_test_project_assignments: u32,
    /// `is_test_project_assignments` when the packages' build props were imported.
    package_props_at: Option<u32>,
}

impl Walk {
    /// Decides `IsCrossTargetingBuild` with the properties so far, the first time only (the
    /// SDK's `Sdk.targets` imports `Microsoft.CSharp.targets`, which tests it again).
    fn decide_cross_targeting(&mut self, properties: &Properties<'_>) {
        self.cross_targeting.get_or_insert_with(|| {
            !properties.get("TargetFrameworks").is_empty()
                && properties.get("TargetFramework").is_empty()
        });
    }
}

/// Whether all `conditions` hold. One that cannot be evaluated counts as holding and is noted
/// (`CSW1014`) at the element being evaluated, unless a property function in it was noted
/// already. Relative paths in `Exists` are resolved against the project's directory.
pub(crate) fn holds(
    properties: &Properties<'_>,
    fs: &dyn FileSystem,
    project: &Path,
    conditions: &[String],
) -> bool {
    let dir = paths::parent_dir(project);
    let context = Context {
        properties,
        fs,
        dir: &dir,
    };
    conditions.iter().all(|condition| {
        let notes = properties.note_count();
        conditions::evaluate(condition, &context).unwrap_or_else(|| {
            if properties.note_count() == notes {
                properties.note(
                    diagnostics::CONDITION_NOT_EVALUATED,
                    Severity::Info,
                    format!(
                        "condition \"{}\" could not be evaluated; it was taken as true",
                        condition.trim()
                    ),
                );
            }
            true
        })
    })
}

/// The SDKs whose effect on evaluation is modelled: `Microsoft.NET.Sdk` and the flavours that
/// build on it.
const KNOWN_SDKS: &[&str] = &[
    "Microsoft.NET.Sdk",
    "Microsoft.NET.Sdk.Web",
    "Microsoft.NET.Sdk.Worker",
    "Microsoft.NET.Sdk.Razor",
    "Microsoft.NET.Sdk.BlazorWebAssembly",
    "Microsoft.NET.Sdk.WindowsDesktop",
];

/// An import path into the MSBuild or Visual Studio installation, which is not on disk here.
fn is_toolset_path(project: &str) -> bool {
    const TOOLSET: &[&str] = &[
        "$(MSBuildExtensionsPath",
        "$(MSBuildToolsPath",
        "$(MSBuildBinPath",
        "$(MSBuildSDKsPath",
        "$(MSBuildFrameworkToolsPath",
        "$(VSToolsPath",
        "$(MSBuildProgramFiles32",
    ];
    let lower = project.to_ascii_lowercase();
    TOOLSET
        .iter()
        .any(|prefix| lower.contains(&prefix.to_ascii_lowercase()))
}

/// What `Microsoft.NET.Sdk.props` sets before the project body, so that the body can
/// refer to (and override) them.
fn sdk_props_defaults(properties: &mut Properties, project_name: &str) {
    let root_namespace = project_name.replace(' ', "_");
    for (name, value) in [
        ("Configuration", "Debug"),
        ("Platform", "AnyCPU"),
        ("OutputType", "Library"),
        ("AssemblyName", project_name),
        ("RootNamespace", root_namespace.as_str()),
        ("DefaultLanguageSourceExtension", ".cs"),
    ] {
        properties.set(name, value.to_owned());
    }
}

/// What the application SDKs' props set after `Microsoft.NET.Sdk`'s and before the project
/// body: `Microsoft.NET.Sdk.Web.ProjectSystem.props` (imported by the Web and Blazor WebAssembly
/// SDKs) and `Microsoft.NET.Sdk.Worker.props` make the project an `Exe`, unconditionally.
fn application_sdk_props(properties: &mut Properties, file: &ProjectFile) {
    let application = [
        "Microsoft.NET.Sdk.Web",
        "Microsoft.NET.Sdk.Worker",
        "Microsoft.NET.Sdk.BlazorWebAssembly",
    ];
    if application.iter().any(|sdk| file.uses_sdk(sdk)) {
        properties.set("OutputType", "Exe".to_owned());
    }
}

/// What `Microsoft.NET.Sdk.DefaultItems.targets` (and the common targets before it) sets
/// after the project body: the default item excludes, built from the final output paths.
fn sdk_targets_defaults(properties: &mut Properties) {
    let base_output = properties.non_empty("BaseOutputPath").unwrap_or("bin\\");
    let base_intermediate = properties
        .non_empty("BaseIntermediateOutputPath")
        .unwrap_or("obj\\");
    let mut excludes = format!(
        "{};{base_output}/**;{base_intermediate}/**;**/*.user;**/*.*proj;**/*.sln;\
         **/*.slnx;**/*.vssscc;**/.DS_Store",
        properties.get("DefaultItemExcludes")
    );
    if let Some(publish_dir) = properties.non_empty("PublishDir") {
        excludes.push_str(&format!(";{publish_dir}/**"));
    }
    let in_project_folder = format!(
        "{};{};**/.*/**",
        properties.get("DefaultExcludesInProjectFolder"),
        properties.get("DefaultItemExcludesInProjectFolder")
    );
    properties.set("DefaultItemExcludes", excludes);
    properties.set("DefaultExcludesInProjectFolder", in_project_folder);
}
