//! MSBuild properties: a case-insensitive table and `$(…)` expansion.
//!
//! Plain references (`$(Name)`) and the property functions of `property_functions.rs` are
//! expanded. A function that is not evaluated (and a registry reference) expands to the empty
//! string, as an unknown property does, and is noted as load diagnostic `CSW1010` at the
//! place being evaluated (see [`Properties::set_line`]).

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::diagnostics;
use crate::fs::FileSystem;
use crate::model::{LoadDiagnostic, Severity};
use crate::paths;
use crate::property_functions;

/// Property values keyed by their name; MSBuild property names are case-insensitive.
#[derive(Clone, Default)]
pub(crate) struct Properties<'fs> {
    values: BTreeMap<String, String>,
    /// Names whose value the project cannot change: MSBuild's reserved properties and the
    /// global properties a solution build passes down.
    read_only: Vec<String>,
    /// What the file-system functions (`GetPathOfFileAbove`, `Exists`, …) look at; without
    /// it they are not evaluated.
    fs: Option<&'fs dyn FileSystem>,
    /// The line of the element being evaluated, in the file `MSBuildThisFileFullPath` names.
    line: Cell<Option<u32>>,
    /// Load diagnostics noted while evaluating, once per ID, file and message.
    notes: RefCell<Vec<LoadDiagnostic>>,
}

impl<'fs> Properties<'fs> {
    /// The same properties, with file-system functions evaluated against `fs`.
    pub(crate) fn with_fs(mut self, fs: &'fs dyn FileSystem) -> Properties<'fs> {
        self.fs = Some(fs);
        self
    }

    pub(crate) fn fs(&self) -> Option<&'fs dyn FileSystem> {
        self.fs
    }

    /// Sets the line of the element evaluated next (in the current "this file"), for the
    /// diagnostics noted while evaluating it.
    pub(crate) fn set_line(&self, line: Option<u32>) {
        self.line.set(line);
    }

    /// Notes a load diagnostic about the element being evaluated (file and line), unless one
    /// with the same ID, file and message was noted already.
    pub(crate) fn note(&self, id: &str, severity: Severity, message: String) {
        let file = PathBuf::from(self.get("MSBuildThisFileFullPath"));
        let file = (!file.as_os_str().is_empty()).then_some(file);
        let mut notes = self.notes.borrow_mut();
        if notes
            .iter()
            .any(|known| known.id == id && known.file == file && known.message == message)
        {
            return;
        }
        notes.push(diagnostics::new(
            id,
            severity,
            message,
            file.as_deref(),
            self.line.get(),
        ));
    }

    /// How many diagnostics were noted so far.
    pub(crate) fn note_count(&self) -> usize {
        self.notes.borrow().len()
    }

    /// The diagnostics noted so far, in order; the list is emptied.
    pub(crate) fn take_notes(&self) -> Vec<LoadDiagnostic> {
        std::mem::take(&mut *self.notes.borrow_mut())
    }

    /// The reserved `MSBuildProject*`/`MSBuildThisFile*` properties of `project_file`
    /// (while evaluating the project file itself, "this file" is the project file).
    pub(crate) fn for_project(project_file: &Path) -> Properties<'fs> {
        let mut properties = Properties::default();
        let dir = paths::to_slash(&paths::parent_dir(project_file));
        let dir_with_slash = if dir.ends_with('/') {
            dir.clone()
        } else {
            format!("{dir}/")
        };
        let full = paths::to_slash(project_file);
        let name = paths::file_stem(project_file);
        let file = paths::file_name(project_file);
        let extension = project_file
            .extension()
            .map(|ext| format!(".{}", ext.to_string_lossy()))
            .unwrap_or_default();
        let no_root = dir_with_slash.trim_start_matches('/').to_owned();
        for (prefix, directory) in [
            ("MSBuildProject", dir.as_str()),
            ("MSBuildThisFile", dir_with_slash.as_str()),
        ] {
            properties.set_read_only(&format!("{prefix}Directory"), directory);
            properties.set_read_only(&format!("{prefix}DirectoryNoRoot"), &no_root);
            properties.set_read_only(&format!("{prefix}FullPath"), &full);
            properties.set_read_only(&format!("{prefix}Extension"), &extension);
        }
        properties.set_read_only("MSBuildProjectName", &name);
        properties.set_read_only("MSBuildProjectFile", &file);
        properties.set_read_only("MSBuildThisFileName", &name);
        properties.set_read_only("MSBuildThisFile", &file);
        // MSBuild's `OS` comes from the machine it runs on; projects test it to choose
        // Windows-only target frameworks.
        let os = if cfg!(windows) { "Windows_NT" } else { "Unix" };
        properties.set("OS", os.to_owned());
        properties
    }

    /// Points the `MSBuildThisFile*` properties at `file`: an imported file sees itself there
    /// while it is evaluated.
    pub(crate) fn set_this_file(&mut self, file: &Path) {
        let dir = paths::to_slash(&paths::parent_dir(file));
        let dir_with_slash = if dir.ends_with('/') {
            dir
        } else {
            format!("{dir}/")
        };
        let extension = file
            .extension()
            .map(|ext| format!(".{}", ext.to_string_lossy()))
            .unwrap_or_default();
        self.set_read_only("MSBuildThisFileDirectory", &dir_with_slash);
        self.set_read_only(
            "MSBuildThisFileDirectoryNoRoot",
            dir_with_slash.trim_start_matches('/'),
        );
        self.set_read_only("MSBuildThisFileFullPath", &paths::to_slash(file));
        self.set_read_only("MSBuildThisFileExtension", &extension);
        self.set_read_only("MSBuildThisFileName", &paths::file_stem(file));
        self.set_read_only("MSBuildThisFile", &paths::file_name(file));
    }

    /// Sets a global property: the project cannot change it (e.g. `TargetFramework` for the
    /// build of one target framework).
    pub(crate) fn set_global(&mut self, name: &str, value: &str) {
        self.set_read_only(name, value);
    }

    /// The global properties `dotnet build`/`msbuild` pass to each project of a solution.
    pub(crate) fn add_solution_globals(&mut self, solution_file: &Path) {
        let dir = paths::to_slash(&paths::parent_dir(solution_file));
        let dir = if dir.ends_with('/') {
            dir
        } else {
            format!("{dir}/")
        };
        let extension = solution_file
            .extension()
            .map(|ext| format!(".{}", ext.to_string_lossy()))
            .unwrap_or_default();
        self.set_read_only("SolutionDir", &dir);
        self.set_read_only("SolutionPath", &paths::to_slash(solution_file));
        self.set_read_only("SolutionName", &paths::file_stem(solution_file));
        self.set_read_only("SolutionFileName", &paths::file_name(solution_file));
        self.set_read_only("SolutionExt", &extension);
    }

    fn set_read_only(&mut self, name: &str, value: &str) {
        let key = name.to_ascii_lowercase();
        self.values.insert(key.clone(), value.to_owned());
        if !self.read_only.contains(&key) {
            self.read_only.push(key);
        }
    }

    /// Assigns `value` (already expanded). Assignments to reserved or global properties are
    /// ignored, as MSBuild ignores (or rejects) them.
    pub(crate) fn set(&mut self, name: &str, value: String) {
        let key = name.to_ascii_lowercase();
        if !self.read_only.contains(&key) {
            self.values.insert(key, value);
        }
    }

    /// The value, or the empty string for an undefined property (MSBuild's rule).
    pub(crate) fn get(&self, name: &str) -> &str {
        self.values
            .get(&name.to_ascii_lowercase())
            .map(String::as_str)
            .unwrap_or("")
    }

    /// The trimmed value when it is not empty.
    pub(crate) fn non_empty(&self, name: &str) -> Option<&str> {
        Some(self.get(name).trim()).filter(|value| !value.is_empty())
    }

    /// Whether the value is `true` (case-insensitive); `default` when unset or empty.
    pub(crate) fn flag(&self, name: &str, default: bool) -> bool {
        match self.non_empty(name) {
            Some(value) => value.eq_ignore_ascii_case("true"),
            None => default,
        }
    }

    /// Replaces every `$(…)` in `text` by its value; one that is not evaluated becomes empty
    /// and is noted (`CSW1010`).
    pub(crate) fn expand(&self, text: &str) -> String {
        let mut unevaluated = Vec::new();
        let out = self.expand_noting(text, &mut unevaluated);
        for reference in unevaluated {
            self.note(
                diagnostics::PROPERTY_FUNCTION_NOT_EVALUATED,
                Severity::Info,
                format!(
                    "property function '{}' is not evaluated; it was taken as empty",
                    shorten(reference)
                ),
            );
        }
        out
    }

    /// Like [`Properties::expand`], but `None` when a reference in `text` is not evaluated
    /// (for the arguments of a property function: the whole function is then not evaluated).
    pub(crate) fn expand_strict(&self, text: &str) -> Option<String> {
        let mut unevaluated = Vec::new();
        let out = self.expand_noting(text, &mut unevaluated);
        unevaluated.is_empty().then_some(out)
    }

    fn expand_noting<'t>(&self, text: &'t str, unevaluated: &mut Vec<&'t str>) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(start) = rest.find("$(") {
            out.push_str(&rest[..start]);
            let after = &rest[start + 2..];
            match closing_paren(after) {
                Some(end) => {
                    let inner = after[..end].trim();
                    if is_property_name(inner) {
                        out.push_str(self.get(inner));
                    } else if let Some(value) = property_functions::evaluate(inner, self) {
                        out.push_str(&value);
                    } else {
                        // Expands to nothing, like an unknown property.
                        unevaluated.push(&rest[start..start + 2 + end + 1]);
                    }
                    rest = &after[end + 1..];
                }
                None => {
                    // Unbalanced: MSBuild keeps such text literally.
                    out.push_str(&rest[start..]);
                    rest = "";
                }
            }
        }
        out.push_str(rest);
        out
    }
}

/// Index in `text` of the `)` closing an already opened `(`, skipping nested parentheses and
/// quoted strings (property functions take quoted arguments that may contain parentheses).
pub(crate) fn closing_paren(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (index, ch) in text.char_indices() {
        match quote {
            Some(open) => {
                if ch == open {
                    quote = None;
                }
            }
            None => match ch {
                '\'' | '"' | '`' => quote = Some(ch),
                '(' => depth += 1,
                ')' if depth == 0 => return Some(index),
                ')' => depth -= 1,
                _ => {}
            },
        }
    }
    None
}

pub(crate) fn is_property_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// `text` cut to 200 characters, for messages.
fn shorten(text: &str) -> String {
    const MAX: usize = 200;
    match text.char_indices().nth(MAX) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// Splits a `;`-separated MSBuild list, trimming entries and dropping empty ones.
pub(crate) fn split_list(value: &str) -> Vec<String> {
    value
        .split(';')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Like [`split_list`], keeping only the first occurrence of each entry.
pub(crate) fn split_list_unique(value: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for part in split_list(value) {
        if !out.contains(&part) {
            out.push(part);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_properties_describe_the_project_file() {
        let properties = Properties::for_project(Path::new("/repo/src/My App/My App.csproj"));
        assert_eq!(properties.get("MSBuildProjectName"), "My App");
        assert_eq!(
            properties.get("msbuildprojectdirectory"),
            "/repo/src/My App"
        );
        assert_eq!(
            properties.get("MSBuildThisFileDirectory"),
            "/repo/src/My App/"
        );
        assert_eq!(properties.get("MSBuildProjectExtension"), ".csproj");
        assert_eq!(properties.get("MSBuildProjectFile"), "My App.csproj");
        assert!(matches!(properties.get("os"), "Unix" | "Windows_NT"));
    }

    #[test]
    fn expansion_is_case_insensitive_and_unknowns_are_empty() {
        let mut properties = Properties::for_project(Path::new("/r/A.csproj"));
        properties.set("Base", "x".to_owned());
        properties.set("MSBuildProjectName", "ignored".to_owned());
        assert_eq!(properties.expand("$(base);$(BASE)-$(Nope)"), "x;x-");
        assert_eq!(properties.expand("$(MSBuildProjectName).Tests"), "A.Tests");
        assert_eq!(
            properties.expand("a$([System.IO.Path]::Combine('a', 'b)'))b"),
            "aa/b)b"
        );
        assert_eq!(properties.expand("keep $(unclosed"), "keep $(unclosed");
        assert!(properties.take_notes().is_empty());
    }

    #[test]
    fn unevaluated_functions_are_empty_and_noted_once_per_file_and_text() {
        let properties = Properties::for_project(Path::new("/r/A.csproj"));
        properties.set_line(Some(3));
        let text = "a$([System.DateTime]::Now.Year)b";
        assert_eq!(properties.expand(text), "ab");
        properties.set_line(Some(9));
        assert_eq!(properties.expand(text), "ab");
        // An argument that is not evaluated leaves the whole call unevaluated.
        assert_eq!(
            properties.expand("$(X.Replace('a', $([System.Guid]::NewGuid())))"),
            ""
        );
        assert_eq!(properties.expand("$(Registry:HKEY_LOCAL_MACHINE\\X@Y)"), "");
        let notes: Vec<String> = properties
            .take_notes()
            .iter()
            .map(|n| format!("{} {:?} {:?} {}", n.id, n.file, n.line, n.message))
            .collect();
        assert_eq!(
            notes,
            [
                "CSW1010 Some(\"/r/A.csproj\") Some(3) property function \
                 '$([System.DateTime]::Now.Year)' is not evaluated; it was taken as empty",
                "CSW1010 Some(\"/r/A.csproj\") Some(9) property function \
                 '$(X.Replace('a', $([System.Guid]::NewGuid())))' is not evaluated; it was \
                 taken as empty",
                "CSW1010 Some(\"/r/A.csproj\") Some(9) property function \
                 '$(Registry:HKEY_LOCAL_MACHINE\\X@Y)' is not evaluated; it was taken as empty",
            ]
        );
    }

    #[test]
    fn lists_are_trimmed_and_unique() {
        assert_eq!(split_list(" A; ;B ;\n C;"), ["A", "B", "C"]);
        assert_eq!(split_list_unique("A;B;A"), ["A", "B"]);
    }
}
