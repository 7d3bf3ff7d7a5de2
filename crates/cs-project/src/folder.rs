//! Loading a folder: its solution, else its solution filter, else its project, else an ad-hoc
//! project of its `.cs` files.

use std::path::{Path, PathBuf};

use crate::diagnostics;
use crate::fs::EntryKind;
use crate::items::{self, Spec};
use crate::model::{
    LoadError, LoadErrorKind, ProjectModel, Severity, WorkspaceKind, WorkspaceModel,
};
use crate::paths;
use crate::solution_filter;
use crate::workspace::Loader;

/// What an ad-hoc project leaves out. Unlike an SDK project's defaults (which exclude only the
/// project's own `bin/` and `obj/`), any `bin`/`obj` below counts: an ad-hoc folder is often a
/// repository root whose projects each have build output of their own.
const AD_HOC_EXCLUDES: &str = "**/bin/**;**/obj/**;**/.*/**";

pub(crate) fn load(mut loader: Loader<'_>, dir: &Path) -> Result<WorkspaceModel, LoadError> {
    let mut files: Vec<PathBuf> = loader
        .fs
        .read_dir(dir)
        .map_err(|error| LoadError {
            kind: LoadErrorKind::Invalid,
            message: format!("cannot list folder {}: {error}", dir.display()),
        })?
        .into_iter()
        .filter(|entry| entry.kind == EntryKind::File)
        .map(|entry| entry.path)
        .collect();
    files.sort();

    let solutions: Vec<&PathBuf> = files
        .iter()
        .filter(|path| matches!(paths::extension_lower(path).as_str(), "sln" | "slnx"))
        .collect();
    if let Some(chosen) = choose_solution(&mut loader, dir, &solutions, "solutions") {
        let kind = if paths::extension_lower(&chosen) == "slnx" {
            WorkspaceKind::SolutionX
        } else {
            WorkspaceKind::Solution
        };
        return loader.load_solution(&chosen, kind);
    }
    // A filter only when there is no solution: the solution beside it is the whole workspace.
    let filters: Vec<&PathBuf> = files
        .iter()
        .filter(|path| paths::extension_lower(path) == "slnf")
        .collect();
    if let Some(chosen) = choose_solution(&mut loader, dir, &filters, "solution filters") {
        return solution_filter::load(loader, &chosen);
    }

    let projects: Vec<&PathBuf> = files
        .iter()
        .filter(|path| paths::extension_lower(path) == "csproj")
        .collect();
    if let [project] = projects.as_slice() {
        return loader.load_project(project);
    }

    let project = ad_hoc_project(&loader, dir);
    loader.diagnostics.push(diagnostics::new(
        diagnostics::AD_HOC_PROJECT,
        Severity::Info,
        format!(
            "{} has no solution and {} project files; loaded as an ad-hoc C# project of the \
             {} .cs files below it (bin, obj and hidden folders excluded)",
            dir.display(),
            if projects.is_empty() { "no" } else { "several" },
            project.documents.len()
        ),
        Some(dir),
        None,
    ));
    Ok(loader.finish(
        WorkspaceKind::Folder,
        dir,
        dir.to_path_buf(),
        vec![project],
        Vec::new(),
        Vec::new(),
    ))
}

/// Picks the solution (or solution filter, as `what` says) to load among those directly in
/// `dir` (sorted by name). MSBuild would refuse to choose (MSB1011); we choose
/// deterministically and say so: a `.slnx` beside the `.sln` it was migrated from is the
/// expected case (Info), anything else is a Warning.
fn choose_solution(
    loader: &mut Loader<'_>,
    dir: &Path,
    solutions: &[&PathBuf],
    what: &str,
) -> Option<PathBuf> {
    let first = solutions.first()?;
    if solutions.len() == 1 {
        return Some(first.to_path_buf());
    }
    let stem = paths::file_stem(first);
    let chosen = solutions
        .iter()
        .filter(|path| paths::file_stem(path) == stem)
        .find(|path| paths::extension_lower(path) == "slnx")
        .unwrap_or(first);
    let all_same_stem = solutions.iter().all(|path| paths::file_stem(path) == stem);
    let names: Vec<String> = solutions
        .iter()
        .map(|path| paths::file_name(path))
        .collect();
    let (severity, why) = if all_same_stem {
        (
            Severity::Info,
            "the .slnx format is preferred over .sln of the same name",
        )
    } else {
        (
            Severity::Warning,
            "it is the first by name; open the solution file itself to choose another",
        )
    };
    loader.diagnostics.push(diagnostics::new(
        diagnostics::SOLUTION_CHOICE,
        severity,
        format!(
            "{} holds several {what} ({}); loaded {} because {why}",
            dir.display(),
            names.join(", "),
            paths::file_name(chosen)
        ),
        Some(chosen),
        None,
    ));
    Some(chosen.to_path_buf())
}

fn ad_hoc_project(loader: &Loader<'_>, dir: &Path) -> ProjectModel {
    let excludes = items::parse_specs(dir, AD_HOC_EXCLUDES);
    let documents: Vec<PathBuf> = match items::parse_specs(dir, "**/*.cs").pop() {
        Some(Spec::Glob(glob)) => items::expand(loader.fs, &glob, &excludes)
            .into_iter()
            .filter(|path| !excludes.iter().any(|spec| spec.matches(path)))
            .collect(),
        _ => Vec::new(),
    };
    let name = match paths::file_name(dir) {
        name if name.is_empty() => "Workspace".to_owned(),
        name => name,
    };
    ProjectModel {
        root_namespace: name.replace(' ', "_"),
        assembly_name: name.clone(),
        name,
        path: dir.to_path_buf(),
        // No project file, so no framework: the consumer picks its default.
        target_frameworks: Vec::new(),
        target_framework: None,
        output_type: "Library".to_owned(),
        lang_version: None,
        nullable: None,
        implicit_usings: false,
        global_usings: Vec::new(),
        is_test_project: false,
        central_package_management: false,
        define_constants: Vec::new(),
        preprocessor_symbols: Vec::new(),
        is_sdk_style: false,
        sdk: None,
        documents,
        source_roots: vec![dir.to_path_buf()],
        project_references: Vec::new(),
        package_references: Vec::new(),
        framework_references: Vec::new(),
        assembly_references: Vec::new(),
        reference_hint_paths: Vec::new(),
        analyzers: Vec::new(),
        uses_ui_framework: false,
        missing_documents: Vec::new(),
        no_warn: Vec::new(),
        warnings_as_errors: Vec::new(),
        treat_warnings_as_errors: false,
    }
}
