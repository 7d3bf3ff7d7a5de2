//! Loading the hand-written solutions under `test-data/` from the real disk.

use std::io;
use std::path::{Path, PathBuf};

use super::render::render;
use crate::paths;
use crate::{DirEntry, EntryKind, FileSystem, LoadErrorKind, WorkspaceKind, load_workspace};

/// The real file system, for tests only (the product's lives in the host crate).
struct DiskFs;

impl FileSystem for DiskFs {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        std::fs::read(path)
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
        let mut entries = Vec::new();
        for entry in std::fs::read_dir(path)? {
            let path = entry?.path();
            if let Some(kind) = self.kind(&path) {
                entries.push(DirEntry { path, kind });
            }
        }
        Ok(entries)
    }

    fn kind(&self, path: &Path) -> Option<EntryKind> {
        let metadata = std::fs::metadata(path).ok()?;
        Some(if metadata.is_dir() {
            EntryKind::Dir
        } else {
            EntryKind::File
        })
    }
}

fn test_data() -> PathBuf {
    paths::normalize(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data"))
}

/// Loads `relative` (below `test-data/`) and renders the model relative to `test-data/`.
fn load(relative: &str) -> String {
    let base = test_data();
    let model = load_workspace(&DiskFs, &base.join(relative))
        .unwrap_or_else(|error| panic!("loading {relative} failed: {error:?}"));
    render(&model, &base)
}

#[test]
fn sample_solution() {
    insta::assert_snapshot!(load("sample/Sample.sln"));
}

#[test]
fn real_shapes_multi_target() {
    insta::assert_snapshot!(load("real-shapes/multi-target/Shapes.slnx"));
}

#[test]
fn platforms_and_switched_off_defaults() {
    insta::assert_snapshot!(load("platforms/Platforms.slnx"));
}

#[test]
fn property_functions_and_what_cannot_be_evaluated() {
    insta::assert_snapshot!(load("property-functions/PropertyFunctions.slnx"));
}

#[test]
fn sample_folder_loads_its_solution() {
    let base = test_data();
    let folder = load_workspace(&DiskFs, &base.join("sample")).unwrap();
    let solution = load_workspace(&DiskFs, &base.join("sample/Sample.sln")).unwrap();
    assert_eq!(folder, solution);
    assert_eq!(folder.kind, WorkspaceKind::Solution);
}

#[test]
fn slnx_solution_with_nested_folders() {
    insta::assert_snapshot!(load("slnx/Tools.slnx"));
}

#[test]
fn global_usings_the_sdk_generates() {
    insta::assert_snapshot!(load("global-usings/GlobalUsings.slnx"));
}

#[test]
fn central_package_management() {
    insta::assert_snapshot!(load("central-packages/CentralPackages.slnx"));
}

#[test]
fn linked_files_and_explicit_items() {
    insta::assert_snapshot!(load("linked-files/Linked.sln"));
}

#[test]
fn legacy_project() {
    insta::assert_snapshot!(load("legacy/Legacy.Tool/Legacy.Tool.csproj"));
}

#[test]
fn folder_with_one_project_loads_it() {
    let base = test_data();
    let folder = load_workspace(&DiskFs, &base.join("legacy/Legacy.Tool")).unwrap();
    let project =
        load_workspace(&DiskFs, &base.join("legacy/Legacy.Tool/Legacy.Tool.csproj")).unwrap();
    assert_eq!(folder, project);
    assert_eq!(folder.root, base.join("legacy/Legacy.Tool"));
}

#[test]
fn mixed_languages() {
    insta::assert_snapshot!(load("mixed-languages/Mixed.sln"));
}

#[test]
fn broken_projects_do_not_stop_the_load() {
    insta::assert_snapshot!(load("broken/Broken.sln"));
}

#[test]
fn folder_without_projects_is_an_ad_hoc_project() {
    insta::assert_snapshot!(load("folder-only"));
}

#[test]
fn encodings_project() {
    insta::assert_snapshot!(load("encodings"));
}

#[test]
fn multi_target_projects_are_one_instance_per_framework() {
    insta::assert_snapshot!(load("multi-target/MultiTarget.sln"));
}

#[test]
fn solution_filter_loads_the_listed_projects() {
    insta::assert_snapshot!(load("solution-filter/filters/Backend.slnf"));
}

#[test]
fn folder_with_only_a_solution_filter_loads_it() {
    let base = test_data();
    let folder = load_workspace(&DiskFs, &base.join("solution-filter/filters")).unwrap();
    let filter =
        load_workspace(&DiskFs, &base.join("solution-filter/filters/Backend.slnf")).unwrap();
    assert_eq!(folder, filter);
    assert_eq!(folder.kind, WorkspaceKind::SolutionFilter);
    assert_eq!(folder.root, base.join("solution-filter"));
    // The solution beside the projects is the whole workspace: a folder holding a solution
    // loads the solution, not a filter.
    let solution = load_workspace(&DiskFs, &base.join("solution-filter")).unwrap();
    assert_eq!(solution.kind, WorkspaceKind::Solution);
    assert_eq!(solution.projects.len(), 3);
}

#[test]
fn load_errors() {
    let base = test_data();
    let error = |relative: &str| {
        let error = load_workspace(&DiskFs, &base.join(relative)).unwrap_err();
        let message = error
            .message
            .replace(&format!("{}/", paths::to_slash(&base)), "");
        format!("{:?}: {message}", error.kind)
    };
    insta::assert_snapshot!(
        [
            error("does-not-exist"),
            error("folder-only/notes.txt"),
            error("mixed-languages/Calc.Vb/Calc.Vb.vbproj"),
            error("broken/Bad/Bad.csproj"),
        ]
        .join("\n"),
        @"
    NotFound: nothing exists at does-not-exist
    UnsupportedFile: folder-only/notes.txt is not a workspace this server reads: open a solution (.sln, .slnx), a solution filter (.slnf), a C# project (.csproj) or a folder
    UnsupportedFile: mixed-languages/Calc.Vb/Calc.Vb.vbproj is not a C# project (only C# projects are analysed): open a solution (.sln, .slnx), a solution filter (.slnf), a C# project (.csproj) or a folder
    Invalid: project file broken/Bad/Bad.csproj line 5: invalid XML: expected 'PropertyGroup' tag, not 'Project' at 5:1
    "
    );
    assert_eq!(
        load_workspace(&DiskFs, &base.join("does-not-exist"))
            .unwrap_err()
            .kind,
        LoadErrorKind::NotFound
    );
}
