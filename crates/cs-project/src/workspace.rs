//! Assembling a [`WorkspaceModel`]: loading the projects a solution lists, or a lone project,
//! and collecting diagnostics and reload inputs along the way.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::diagnostics;
use crate::fs::{EntryKind, FileSystem};
use crate::model::{
    LoadDiagnostic, LoadError, LoadErrorKind, ProjectLanguage, ProjectModel, Severity,
    SkippedProject, SolutionFolder, WorkspaceKind, WorkspaceModel,
};
use crate::paths;
use crate::project;
use crate::solution_sln;
use crate::solution_slnx;
use crate::text;

/// Files MSBuild imports implicitly from a project's directory or any directory above it.
/// Every one that exists is a reload input, also those evaluation does not read (a
/// `Directory.Build.props` above the nearest one, `Directory.Packages.props`): creating,
/// editing or deleting one can change what MSBuild would build.
const DIRECTORY_FILES: &[&str] = &[
    "Directory.Build.props",
    "Directory.Build.targets",
    "Directory.Packages.props",
];

/// A project listed in a solution file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SolutionEntry {
    pub(crate) name: String,
    /// Absolute, normalised.
    pub(crate) path: PathBuf,
    /// One-based line of the entry in the solution file.
    pub(crate) line: Option<u32>,
}

/// What a solution parser extracts from a solution file.
#[derive(Debug, Clone, Default)]
pub(crate) struct SolutionFile {
    pub(crate) entries: Vec<SolutionEntry>,
    /// Sorted by path.
    pub(crate) folders: Vec<SolutionFolder>,
    pub(crate) diagnostics: Vec<LoadDiagnostic>,
}

/// The state of one `load_workspace` call.
pub(crate) struct Loader<'a> {
    pub(crate) fs: &'a dyn FileSystem,
    pub(crate) diagnostics: Vec<LoadDiagnostic>,
    inputs: BTreeSet<PathBuf>,
    probed_dirs: BTreeSet<PathBuf>,
}

impl<'a> Loader<'a> {
    pub(crate) fn new(fs: &'a dyn FileSystem) -> Loader<'a> {
        Loader {
            fs,
            diagnostics: Vec::new(),
            inputs: BTreeSet::new(),
            probed_dirs: BTreeSet::new(),
        }
    }

    /// Loads the solution at `path` (`.sln` or `.slnx`).
    pub(crate) fn load_solution(
        mut self,
        path: &Path,
        kind: WorkspaceKind,
    ) -> Result<WorkspaceModel, LoadError> {
        let parsed = self.read_solution(path, kind)?;
        let (projects, skipped) = self.load_entries(path, parsed.entries);
        let root = paths::parent_dir(path);
        Ok(self.finish(kind, path, root, projects, skipped, parsed.folders))
    }

    /// Reads and parses the solution at `path` (`.sln`, or `.slnx` for `SolutionX`); the
    /// solution becomes an input and its parse diagnostics are kept.
    pub(crate) fn read_solution(
        &mut self,
        path: &Path,
        kind: WorkspaceKind,
    ) -> Result<SolutionFile, LoadError> {
        let bytes = self.fs.read(path).map_err(|error| LoadError {
            kind: LoadErrorKind::Invalid,
            message: format!("cannot read solution {}: {error}", path.display()),
        })?;
        let text = text::decode(&bytes);
        let mut parsed = match kind {
            WorkspaceKind::SolutionX => solution_slnx::parse(&text, path),
            _ => solution_sln::parse(&text, path),
        }
        .map_err(|message| LoadError {
            kind: LoadErrorKind::Invalid,
            message,
        })?;
        self.inputs.insert(path.to_path_buf());
        self.diagnostics.append(&mut parsed.diagnostics);
        Ok(parsed)
    }

    /// Loads the projects `solution` lists, in order, each once: the instances of the C# ones
    /// (one per target framework), and the others as skipped.
    pub(crate) fn load_entries(
        &mut self,
        solution: &Path,
        entries: Vec<SolutionEntry>,
    ) -> (Vec<ProjectModel>, Vec<SkippedProject>) {
        let mut projects = Vec::new();
        let mut skipped = Vec::new();
        let mut seen = BTreeSet::new();
        for entry in entries {
            if !seen.insert(entry.path.clone()) {
                continue;
            }
            match self.load_solution_entry(solution, &entry) {
                Ok(instances) => projects.extend(instances),
                Err(skip) => skipped.push(skip),
            }
        }
        (projects, skipped)
    }

    /// Records a file whose change requires a reload.
    pub(crate) fn add_input(&mut self, path: &Path) {
        self.inputs.insert(path.to_path_buf());
    }

    fn load_solution_entry(
        &mut self,
        solution: &Path,
        entry: &SolutionEntry,
    ) -> Result<Vec<ProjectModel>, SkippedProject> {
        let language = language_of(&entry.path);
        let skip = |reason: String| SkippedProject {
            name: entry.name.clone(),
            path: entry.path.clone(),
            language,
            reason,
        };
        if language != ProjectLanguage::CSharp {
            let reason = format!(
                "{} projects are not analysed (only C# projects are)",
                language_name(language, &entry.path)
            );
            self.diagnostics.push(diagnostics::new(
                diagnostics::PROJECT_LANGUAGE,
                Severity::Warning,
                format!("project {} skipped: {reason}", entry.path.display()),
                Some(solution),
                entry.line,
            ));
            return Err(skip(reason));
        }
        // A missing project is still an input: creating it changes what loads.
        self.inputs.insert(entry.path.clone());
        if self.fs.kind(&entry.path) != Some(EntryKind::File) {
            let line = entry
                .line
                .map(|line| format!(" (line {line})"))
                .unwrap_or_default();
            self.diagnostics.push(diagnostics::new(
                diagnostics::PROJECT_MISSING,
                Severity::Error,
                format!(
                    "project file {} listed in solution {}{line} does not exist",
                    entry.path.display(),
                    solution.display()
                ),
                Some(solution),
                entry.line,
            ));
            return Err(skip("the project file does not exist".to_owned()));
        }
        self.probe_directory_files(&paths::parent_dir(&entry.path));
        project::load(
            self.fs,
            &entry.path,
            Some(solution),
            &mut self.diagnostics,
            &mut self.inputs,
        )
        .map_err(|error| {
            let message = error.describe(&entry.path);
            self.diagnostics.push(diagnostics::new(
                diagnostics::PROJECT_INVALID,
                Severity::Error,
                message.clone(),
                Some(&entry.path),
                error.line(),
            ));
            skip(message)
        })
    }

    /// Loads a lone `.csproj`; the workspace root is the project's directory.
    pub(crate) fn load_project(mut self, path: &Path) -> Result<WorkspaceModel, LoadError> {
        let root = paths::parent_dir(path);
        self.inputs.insert(path.to_path_buf());
        self.probe_directory_files(&root);
        let instances = project::load(self.fs, path, None, &mut self.diagnostics, &mut self.inputs)
            .map_err(|error| LoadError {
                kind: LoadErrorKind::Invalid,
                message: error.describe(path),
            })?;
        Ok(self.finish(
            WorkspaceKind::Project,
            path,
            root,
            instances,
            Vec::new(),
            Vec::new(),
        ))
    }

    /// Records the `Directory.*` files that exist in `dir` or above it.
    fn probe_directory_files(&mut self, dir: &Path) {
        for ancestor in dir.ancestors() {
            // Ancestors of a probed directory have been probed too.
            if !self.probed_dirs.insert(ancestor.to_path_buf()) {
                break;
            }
            for name in DIRECTORY_FILES {
                let candidate = ancestor.join(name);
                if self.fs.kind(&candidate) == Some(EntryKind::File) {
                    self.inputs.insert(candidate);
                }
            }
        }
    }

    pub(crate) fn finish(
        self,
        kind: WorkspaceKind,
        loaded_path: &Path,
        root: PathBuf,
        projects: Vec<ProjectModel>,
        skipped_projects: Vec<SkippedProject>,
        solution_folders: Vec<SolutionFolder>,
    ) -> WorkspaceModel {
        // A file imported by several projects (`Directory.Build.props`) would report the same
        // thing once per project: keep the first.
        let mut diagnostics: Vec<LoadDiagnostic> = Vec::with_capacity(self.diagnostics.len());
        for diagnostic in self.diagnostics {
            if !diagnostics.contains(&diagnostic) {
                diagnostics.push(diagnostic);
            }
        }
        WorkspaceModel {
            kind,
            loaded_path: loaded_path.to_path_buf(),
            root,
            projects,
            skipped_projects,
            solution_folders,
            diagnostics,
            inputs: self.inputs.into_iter().collect(),
        }
    }
}

pub(crate) fn language_of(path: &Path) -> ProjectLanguage {
    match paths::extension_lower(path).as_str() {
        "csproj" => ProjectLanguage::CSharp,
        "vbproj" => ProjectLanguage::VisualBasic,
        "fsproj" => ProjectLanguage::FSharp,
        _ => ProjectLanguage::Other,
    }
}

fn language_name(language: ProjectLanguage, path: &Path) -> String {
    match language {
        ProjectLanguage::CSharp => "C#".to_owned(),
        ProjectLanguage::VisualBasic => "Visual Basic".to_owned(),
        ProjectLanguage::FSharp => "F#".to_owned(),
        ProjectLanguage::Other => match paths::extension_lower(path) {
            extension if extension.is_empty() => "Extension-less".to_owned(),
            extension => format!(".{extension}"),
        },
    }
}
