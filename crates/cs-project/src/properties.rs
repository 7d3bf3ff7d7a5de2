//! MSBuild properties: a case-insensitive table and `$(Name)` expansion.
//!
//! Only plain property references are expanded. Property functions (`$(X.Replace(..))`,
//! `$([System.IO.Path]::Combine(..))`) and registry references expand to the empty string, as
//! an unknown property does; full evaluation is a later step of the project system.

use std::collections::BTreeMap;
use std::path::Path;

use crate::paths;

/// Property values keyed by their name; MSBuild property names are case-insensitive.
#[derive(Debug, Clone, Default)]
pub(crate) struct Properties {
    values: BTreeMap<String, String>,
    /// Names whose value the project cannot change: MSBuild's reserved properties and the
    /// global properties a solution build passes down.
    read_only: Vec<String>,
}

impl Properties {
    /// The reserved `MSBuildProject*`/`MSBuildThisFile*` properties of `project_file`
    /// (while evaluating the project file itself, "this file" is the project file).
    pub(crate) fn for_project(project_file: &Path) -> Properties {
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

    /// Replaces every `$(Name)` in `text` by the property's value.
    pub(crate) fn expand(&self, text: &str) -> String {
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
                    }
                    // Anything else is a property function: not evaluated yet, so it expands
                    // to nothing, like an unknown property.
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

fn is_property_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
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
            "ab"
        );
        assert_eq!(properties.expand("keep $(unclosed"), "keep $(unclosed");
    }

    #[test]
    fn lists_are_trimmed_and_unique() {
        assert_eq!(split_list(" A; ;B ;\n C;"), ["A", "B", "C"]);
        assert_eq!(split_list_unique("A;B;A"), ["A", "B"]);
    }
}
