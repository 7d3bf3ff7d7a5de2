//! Path handling: MSBuild-style specs (either separator) to absolute, lexically normalised paths.
//!
//! Solution and project files are written on Windows as often as not, so a `\` in a spec is a
//! separator, never part of a file name. Normalisation is lexical (no symlink resolution, no
//! IO): the model must be computable from the `FileSystem` seam alone, and MSBuild itself
//! normalises item specs lexically (`Path.GetFullPath`).

use std::ffi::OsStr;
use std::path::{Component, Path, PathBuf};

/// Collapses `.` and `..` lexically. A `..` above the root stays at the root, as
/// `Path.GetFullPath` does.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    let mut normal_depth = 0usize;
    for component in path.components() {
        match component {
            Component::Prefix(_) | Component::RootDir => {
                out.push(component.as_os_str());
                normal_depth = 0;
            }
            Component::CurDir => {}
            Component::ParentDir => {
                if normal_depth > 0 {
                    out.pop();
                    normal_depth -= 1;
                } else if !out.has_root() {
                    // A relative path that climbs above its start keeps its `..`.
                    out.push("..");
                }
            }
            Component::Normal(name) => {
                out.push(name);
                normal_depth += 1;
            }
        }
    }
    out
}

/// Turns an MSBuild spec (a path written in a solution or project file) into a `/`-separated
/// string: `\` becomes `/` and repeated separators collapse.
pub(crate) fn spec_to_slash(spec: &str) -> String {
    let replaced = spec.trim().replace('\\', "/");
    let mut out = String::with_capacity(replaced.len());
    let mut previous_slash = false;
    for ch in replaced.chars() {
        if ch == '/' {
            if !previous_slash {
                out.push(ch);
            }
            previous_slash = true;
        } else {
            out.push(ch);
            previous_slash = false;
        }
    }
    out
}

/// Resolves a spec written in a file whose directory is `base`: absolute specs stay, relative
/// ones are joined to `base`; the result is normalised.
pub(crate) fn resolve(base: &Path, spec: &str) -> PathBuf {
    let slashed = spec_to_slash(spec);
    let candidate = Path::new(&slashed);
    if candidate.is_absolute() {
        normalize(candidate)
    } else {
        normalize(&base.join(candidate))
    }
}

/// The path as a string with `/` separators, for glob matching and display.
pub(crate) fn to_slash(path: &Path) -> String {
    let text = path.to_string_lossy();
    if cfg!(windows) {
        text.replace('\\', "/")
    } else {
        text.into_owned()
    }
}

/// The extension, lower-cased (`Foo.CSPROJ` → `csproj`); empty when there is none.
pub(crate) fn extension_lower(path: &Path) -> String {
    path.extension()
        .and_then(OsStr::to_str)
        .map(str::to_ascii_lowercase)
        .unwrap_or_default()
}

/// The file name without its last extension, as MSBuild's `MSBuildProjectName`.
pub(crate) fn file_stem(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}

pub(crate) fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The directory holding `path` (the path itself when it has no parent, i.e. a root).
pub(crate) fn parent_dir(path: &Path) -> PathBuf {
    path.parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| path.to_path_buf())
}

/// Sorts and removes paths that lie inside another path of the list, so that a list of
/// directories watched recursively has no redundant entry.
pub(crate) fn outermost(mut dirs: Vec<PathBuf>) -> Vec<PathBuf> {
    dirs.sort();
    dirs.dedup();
    let mut kept: Vec<PathBuf> = Vec::new();
    for dir in dirs {
        if !kept.iter().any(|outer| dir.starts_with(outer)) {
            kept.push(dir);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_collapses_dots() {
        assert_eq!(normalize(Path::new("/a/./b/../c")), PathBuf::from("/a/c"));
        assert_eq!(normalize(Path::new("/a/b/../../..")), PathBuf::from("/"));
        assert_eq!(normalize(Path::new("a/../../b")), PathBuf::from("../b"));
        assert_eq!(normalize(Path::new("/a//b/")), PathBuf::from("/a/b"));
    }

    #[test]
    fn resolve_accepts_windows_separators() {
        let base = Path::new("/repo/src/App");
        assert_eq!(
            resolve(base, r"..\Core\Core.csproj"),
            PathBuf::from("/repo/src/Core/Core.csproj")
        );
        assert_eq!(resolve(base, "/abs//x.cs"), PathBuf::from("/abs/x.cs"));
        assert_eq!(
            resolve(base, r".\a\\b.cs"),
            PathBuf::from("/repo/src/App/a/b.cs")
        );
    }

    #[test]
    fn outermost_drops_nested_dirs() {
        let dirs = vec![
            PathBuf::from("/r/a/b"),
            PathBuf::from("/r/a"),
            PathBuf::from("/r/ab"),
            PathBuf::from("/r/a"),
        ];
        assert_eq!(
            outermost(dirs),
            vec![PathBuf::from("/r/a"), PathBuf::from("/r/ab")]
        );
    }
}
