//! The loaded workspace model: projects, documents, references and load diagnostics.

use std::path::PathBuf;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Hidden,
    Info,
    Warning,
    Error,
}

/// Something noticed while loading; loading continues after each one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadDiagnostic {
    /// Stable ID, `CSW1xxx` for load diagnostics (see docs/diagnostics.md).
    pub id: String,
    pub severity: Severity,
    pub message: String,
    /// The file the diagnostic is about (absolute), when there is one.
    pub file: Option<PathBuf>,
    /// One-based line in `file`, when known.
    pub line: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WorkspaceKind {
    Solution,
    SolutionX,
    /// A solution filter (`.slnf`): the projects of a `.sln`/`.slnx` that the filter lists.
    SolutionFilter,
    Project,
    Folder,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkspaceModel {
    pub kind: WorkspaceKind,
    /// The absolute path that was loaded (the solution, the solution filter, the project, or
    /// the folder).
    pub loaded_path: PathBuf,
    /// The directory that bounds the workspace: the solution's/project's directory or the folder
    /// (for a solution filter: the directory of the solution it filters).
    pub root: PathBuf,
    /// C# projects, in solution order, one entry per project and target framework: a
    /// multi-targeting project is one entry per framework, consecutive, in declaration order (a
    /// lone single-framework project or ad-hoc folder project: one entry).
    pub projects: Vec<ProjectModel>,
    /// Projects listed but not loaded (other languages, missing files, unreadable files).
    pub skipped_projects: Vec<SkippedProject>,
    pub solution_folders: Vec<SolutionFolder>,
    pub diagnostics: Vec<LoadDiagnostic>,
    /// Every file whose change requires a reload: solution, project files, imported props and
    /// targets that were read or probed (absolute).
    pub inputs: Vec<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProjectLanguage {
    CSharp,
    VisualBasic,
    FSharp,
    Other,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedProject {
    pub name: String,
    pub path: PathBuf,
    pub language: ProjectLanguage,
    pub reason: String,
}

/// One project as `dotnet build` compiles it for one target framework: a multi-targeting
/// project (`TargetFrameworks`) is one `ProjectModel` per framework, each evaluated as the SDK's
/// inner build for that framework (the global property `TargetFramework` set), with its own
/// documents, references and symbols. Instances of one project share `name`, `path` and
/// `target_frameworks`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectModel {
    /// The project name (the file name without extension), the same on every instance.
    pub name: String,
    /// Absolute path of the project file (for an ad-hoc folder project: the folder).
    pub path: PathBuf,
    /// The frameworks the build targets, in declaration order: the entries of `TargetFrameworks`
    /// (trimmed, the first of case-insensitive duplicates kept) for a multi-targeting project,
    /// else `TargetFramework`, else for a legacy project its `TargetFrameworkVersion` in short
    /// form (`net472`). A project setting both `TargetFramework` and `TargetFrameworks` is not
    /// multi-targeting (MSBuild's `IsCrossTargetingBuild` needs an empty `TargetFramework`): it
    /// builds `TargetFramework` alone, and that is its only entry. Empty when none is known.
    pub target_frameworks: Vec<String>,
    /// The framework this instance is evaluated for (one of `target_frameworks`); `None` only
    /// when `target_frameworks` is empty (an ad-hoc folder project, or a project without any).
    pub target_framework: Option<String>,
    pub assembly_name: String,
    pub root_namespace: String,
    /// `Exe`, `WinExe`, `Library`, … as written (default `Library`).
    pub output_type: String,
    /// `LangVersion` as written, when set.
    pub lang_version: Option<String>,
    /// `Nullable` as written (`enable`, `disable`, …), when set.
    pub nullable: Option<String>,
    /// `ImplicitUsings` is `enable` or `true` (case-insensitive): the SDK adds its implicit
    /// `Using` items (see `global_usings`).
    pub implicit_usings: bool,
    /// The `global using` directives `dotnet build` generates into
    /// `obj/…/<Project>.GlobalUsings.g.cs` (the SDK's `GenerateGlobalUsings` task, from the
    /// evaluated `Using` items), in the task's order: non-static before static, then by alias
    /// (none first), then by namespace (ordinal); exact duplicates once. SDK-style projects
    /// only; see `global_usings.rs` for the items each SDK adds.
    pub global_usings: Vec<GlobalUsing>,
    /// The `IsTestProject` property as evaluated, or true when the project references the
    /// `Microsoft.NET.Test.Sdk` package directly: that package's build props (imported from the
    /// restore-generated `nuget.g.props`, after `Directory.Build.props` and before the project
    /// body) set `IsTestProject` to true. The package is not read; its effect is inferred from
    /// the `PackageReference`, and an assignment to `IsTestProject` in the project body or a
    /// later import still wins, as it does in a real build.
    pub is_test_project: bool,
    /// NuGet central package management is on (`ManagePackageVersionsCentrally` is true and a
    /// `Directory.Packages.props` was imported): versionless `package_references` take their
    /// versions from `PackageVersion` items (see `central_packages.rs`).
    pub central_package_management: bool,
    /// `DefineConstants` as MSBuild evaluates it (conditions applied, `;`-separated entries in
    /// order, duplicates dropped). For an SDK-style project this includes what the SDK's props
    /// and targets set during evaluation: `TRACE` (unless the project replaces the property
    /// instead of appending to `$(DefineConstants)`) and the configuration (`DEBUG`). The
    /// symbols the SDK adds at build time are only in `preprocessor_symbols`.
    pub define_constants: Vec<String>,
    /// The conditional compilation symbols `dotnet build` passes to the compiler for the
    /// evaluated configuration (Debug) and `target_framework`: `DefineConstants`,
    /// plus for SDK-style projects the framework symbols (`NET`, `NET8_0`, `NETCOREAPP`,
    /// `NET8_0_OR_GREATER`, …, `NETSTANDARD2_0`, `NETFRAMEWORK`, `NET472`, …) and the platform
    /// symbols (`WINDOWS`, `WINDOWS7_0`, `WINDOWS7_0_OR_GREATER`, …) unless
    /// `DisableImplicitFrameworkDefines` is true. Entries that are not identifiers are dropped,
    /// as the compiler task drops them. Sorted, without duplicates; empty for an ad-hoc folder
    /// project.
    pub preprocessor_symbols: Vec<String>,
    pub is_sdk_style: bool,
    /// The `Sdk` attribute (e.g. `Microsoft.NET.Sdk.Web`), when present.
    pub sdk: Option<String>,
    /// Compiled source files (absolute), sorted, without duplicates.
    pub documents: Vec<PathBuf>,
    /// Directories whose added or removed `.cs` files change `documents` (absolute).
    pub source_roots: Vec<PathBuf>,
    pub project_references: Vec<ProjectReference>,
    pub package_references: Vec<PackageReference>,
    pub framework_references: Vec<String>,
    /// `<Reference Include>` assemblies (legacy and SDK-style), as written.
    pub assembly_references: Vec<String>,
    /// `<Reference>` items with a `HintPath`: the `Include` as written and the hint path,
    /// absolute (relative ones resolved against the project directory).
    pub reference_hint_paths: Vec<(String, PathBuf)>,
    /// `<Analyzer Include>` items: analyzers and source generators we do not run.
    pub analyzers: Vec<String>,
    /// `UseWPF`, `UseWindowsForms` or `UseMaui`: XAML and designer code is generated at build.
    pub uses_ui_framework: bool,
    /// `<Compile Include>` files that do not exist (yet: a build step writes them, e.g.
    /// `NativeMethods.g.cs`), absolute and sorted: the project compiles code we cannot see,
    /// so its partial types may have members there and it may declare types there.
    pub missing_documents: Vec<PathBuf>,
    /// `NoWarn`, split at `;` and `,` (IDs as written: `CS1998`, `1998`, `IDE0051`).
    pub no_warn: Vec<String>,
    /// `WarningsAsErrors`, split the same way.
    pub warnings_as_errors: Vec<String>,
    /// `TreatWarningsAsErrors` is true.
    pub treat_warnings_as_errors: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectReference {
    /// Absolute, normalised path of the referenced project file.
    pub path: PathBuf,
    /// The `Include` text as written.
    pub include: String,
}

/// A NuGet package the project references (`PackageReference`, and under central package
/// management `GlobalPackageReference`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageReference {
    pub name: String,
    /// The version (range) restore asks for: `VersionOverride` when set, else the reference's
    /// own `Version`, else under central package management the `PackageVersion` of the same
    /// name. `None` when there is none (restore fails with NU1010 under central package
    /// management, and takes the lowest version otherwise).
    pub version: Option<String>,
}

/// One `global using` directive generated from a `Using` item.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GlobalUsing {
    /// The item's `Include`: a namespace, or for a static using a type.
    pub namespace: String,
    /// The `Alias` metadata (`global using Alias = Namespace;`), when not empty.
    pub alias: Option<String>,
    /// The `Static` metadata parses as true (`global using static Type;`).
    pub is_static: bool,
}

/// The directive as written after `global using` (`System.Linq`, `static System.Math`,
/// `Json = System.Text.Json`).
impl std::fmt::Display for GlobalUsing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_static {
            f.write_str("static ")?;
        }
        if let Some(alias) = &self.alias {
            write!(f, "{alias} = ")?;
        }
        f.write_str(&self.namespace)
    }
}

/// A solution folder with the projects directly inside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionFolder {
    pub name: String,
    /// Path of folder names from the solution root, joined with `/` (e.g. `src/Core`).
    pub path: String,
    /// Absolute paths of projects directly in this folder.
    pub projects: Vec<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LoadErrorKind {
    /// Nothing exists at the path.
    NotFound,
    /// The path is a file, but not a solution or project this product reads.
    UnsupportedFile,
    /// The file could not be read or is not well-formed enough to list any project.
    Invalid,
}

/// Why nothing at all could be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub kind: LoadErrorKind,
    pub message: String,
}
