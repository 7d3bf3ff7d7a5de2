//! The project system: reads `.sln`, `.slnx`, `.slnf`, `.csproj` files (or a folder) into a
//! plain [`WorkspaceModel`], one [`ProjectModel`] per project and target framework. MSBuild is
//! not run; all file access goes through [`FileSystem`].

mod central_packages;
mod conditions;
mod diagnostics;
mod editorconfig;
mod evaluation;
mod folder;
mod fs;
mod fs_cache;
mod global_config;
mod global_usings;
mod intrinsic_functions;
mod items;
mod model;
mod path_functions;
mod paths;
mod preprocessor_symbols;
mod project;
mod project_file;
mod project_items;
mod properties;
mod property_functions;
mod solution_filter;
mod solution_sln;
mod solution_slnx;
mod string_functions;
mod target_framework;
#[cfg(test)]
mod tests;
mod text;
mod value_items;
mod workspace;

pub use editorconfig::{
    EditorConfig, EditorConfigCache, EditorConfigEntry, EditorConfigSection, MAX_EXPANSIONS,
    editorconfig_candidates, editorconfig_entries, editorconfig_properties,
};
pub use fs::{DirEntry, EntryKind, FileSystem, MemoryFs};
pub use global_config::{GlobalConfigEntry, find_global_config, parse_global_config};
pub use model::{
    GlobalUsing, LoadDiagnostic, LoadError, LoadErrorKind, PackageReference, ProjectLanguage,
    ProjectModel, ProjectReference, Severity, SkippedProject, SolutionFolder, WorkspaceKind,
    WorkspaceModel,
};

use std::path::Path;

/// Loads a solution (`.sln`, `.slnx`), a solution filter (`.slnf`), a project (`.csproj`) or a
/// folder. `path` must be absolute. A folder loads its only solution, else its only solution
/// filter, else its only project, else an ad-hoc project of every `.cs` file below it (bin/obj
/// excluded).
///
/// Problems inside the workspace (a broken or missing project, a non-C# project) are load
/// diagnostics; an error is returned only when nothing at all can be loaded.
pub fn load_workspace(fs: &dyn FileSystem, path: &Path) -> Result<WorkspaceModel, LoadError> {
    let path = paths::normalize(path);
    let loader = workspace::Loader::new(fs);
    match fs.kind(&path) {
        None => Err(LoadError {
            kind: LoadErrorKind::NotFound,
            message: format!("nothing exists at {}", path.display()),
        }),
        Some(EntryKind::Dir) => folder::load(loader, &path),
        Some(EntryKind::File) => match paths::extension_lower(&path).as_str() {
            "sln" => loader.load_solution(&path, WorkspaceKind::Solution),
            "slnx" => loader.load_solution(&path, WorkspaceKind::SolutionX),
            "slnf" => solution_filter::load(loader, &path),
            "csproj" => loader.load_project(&path),
            extension => Err(LoadError {
                kind: LoadErrorKind::UnsupportedFile,
                message: format!(
                    "{} is {}: open a solution (.sln, .slnx), a solution filter (.slnf), a C# \
                     project (.csproj) or a folder",
                    path.display(),
                    match extension {
                        "vbproj" | "fsproj" => "not a C# project (only C# projects are analysed)",
                        _ => "not a workspace this server reads",
                    }
                ),
            }),
        },
    }
}
