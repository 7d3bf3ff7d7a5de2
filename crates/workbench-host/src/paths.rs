//! Path arithmetic for workspace-relative paths: lexical normalisation and `/` separators.

use std::path::{Component, Path, PathBuf};

/// Removes `.` and folds `..` without touching the disk.
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// `path` relative to `root` with `/` separators; `..` segments when it lies outside.
pub fn relative_to(path: &Path, root: &Path) -> String {
    let path = normalize(path);
    let root = normalize(root);
    let path_parts: Vec<_> = path.components().collect();
    let root_parts: Vec<_> = root.components().collect();
    let common = path_parts
        .iter()
        .zip(&root_parts)
        .take_while(|(a, b)| a == b)
        .count();
    let mut parts: Vec<String> = Vec::new();
    for _ in common..root_parts.len() {
        parts.push("..".to_string());
    }
    for part in &path_parts[common..] {
        parts.push(part.as_os_str().to_string_lossy().into_owned());
    }
    parts.join("/")
}

/// Whether a relative path (as produced by [`relative_to`] or given by a caller) stays inside
/// the root.
pub fn is_inside(relative: &str) -> bool {
    relative.split('/').next().is_none_or(|first| first != "..")
}

/// Interprets a caller's path (absolute, or relative to `root`; `\` or `/` separators) as a
/// normalised workspace-relative path.
pub fn caller_path_to_relative(input: &str, root: &Path) -> String {
    let unified = input.replace('\\', "/");
    let candidate = Path::new(&unified);
    if candidate.is_absolute() {
        relative_to(candidate, root)
    } else {
        relative_to(&root.join(candidate), root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_use_forward_slashes_and_fold_dots() {
        let root = Path::new("/w/sol");
        assert_eq!(relative_to(Path::new("/w/sol/src/a.cs"), root), "src/a.cs");
        assert_eq!(
            relative_to(Path::new("/w/shared/x.cs"), root),
            "../shared/x.cs"
        );
        assert_eq!(
            caller_path_to_relative("src\\.\\b\\..\\a.cs", root),
            "src/a.cs"
        );
        assert_eq!(caller_path_to_relative("/w/sol/src/a.cs", root), "src/a.cs");
        assert_eq!(
            caller_path_to_relative("../../etc/passwd", root),
            "../../etc/passwd"
        );
        assert!(!is_inside("../../etc/passwd"));
        assert!(is_inside("src/a.cs"));
    }
}
