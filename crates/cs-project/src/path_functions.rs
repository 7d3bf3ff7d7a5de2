//! Path and file-system property functions: `[System.IO.Path]::…`, `[System.IO.File]::…`,
//! `[System.IO.Directory]::…` and the path functions of `[MSBuild]::…`, as MSBuild's
//! `WellKnownFunctions.cs` and `FileUtilities.cs` compute them.
//!
//! Paths behave as on the Unix machines this server runs on, as MSBuild there: arguments have
//! `\` turned into `/` (`FixFilePath`), results use `/`, and a relative path is taken from the
//! project's directory (the directory the build evaluates in). Without a file system (unit
//! tests of other modules) the functions that look at files are not evaluated.

use std::path::{Path, PathBuf};

use crate::fs::EntryKind;
use crate::paths;
use crate::properties::Properties;
use crate::property_functions::{Args, Value};
use crate::text;

pub(crate) fn call_path(name: &str, args: &Args, properties: &Properties<'_>) -> Option<Value> {
    if name == "directoryseparatorchar" && args.len() == 0 {
        return Some(Value::Char('/'));
    }
    if name == "combine" {
        let parts = args.texts()?;
        if parts.is_empty() {
            return None;
        }
        let parts: Vec<String> = parts.into_iter().map(fix).collect();
        return Some(Value::Text(combine(&parts)));
    }
    if args.len() != 1 {
        return None;
    }
    let arg = fix(args.text(0)?);
    let file_name = arg.rsplit('/').next().unwrap_or_default();
    let value = match name {
        "getfilename" => Value::Text(file_name.to_owned()),
        "getfilenamewithoutextension" => Value::Text(
            file_name
                .rsplit_once('.')
                .map_or(file_name, |(stem, _)| stem)
                .to_owned(),
        ),
        "getextension" => Value::Text(
            file_name
                .rfind('.')
                .filter(|at| at + 1 < file_name.len())
                .map_or("", |at| &file_name[at..])
                .to_owned(),
        ),
        "hasextension" => Value::Bool(
            file_name
                .rfind('.')
                .is_some_and(|at| at + 1 < file_name.len()),
        ),
        "getdirectoryname" => Value::Text(directory_name(&arg)),
        "ispathrooted" => Value::Bool(arg.starts_with('/')),
        "getfullpath" => {
            let trailing = arg.ends_with('/');
            let mut full = paths::to_slash(&full_path(&arg, properties));
            if trailing && !full.ends_with('/') {
                full.push('/');
            }
            Value::Text(full)
        }
        _ => return None,
    };
    Some(value)
}

pub(crate) fn file_system(
    name: &str,
    args: &Args,
    properties: &Properties<'_>,
    directory: bool,
) -> Option<Value> {
    if args.len() != 1 {
        return None;
    }
    let arg = args.text(0)?;
    match (name, directory) {
        ("exists", _) => {
            let wanted = if directory {
                EntryKind::Dir
            } else {
                EntryKind::File
            };
            Some(Value::Bool(entry_kind(arg, properties)? == Some(wanted)))
        }
        ("readalltext", false) => {
            let bytes = properties
                .fs()?
                .read(&full_path(&fix(arg), properties))
                .ok()?;
            Some(Value::Text(text::decode(&bytes)))
        }
        _ => None,
    }
}

/// `FixFilePath` on Unix: `\` is a separator.
pub(crate) fn fix(path: &str) -> String {
    path.replace('\\', "/")
}

/// `Path.Combine`: a rooted part restarts the path, empty parts are skipped, a separator is
/// added where the previous part has none.
fn combine(parts: &[String]) -> String {
    let mut out = String::new();
    for part in parts.iter().filter(|part| !part.is_empty()) {
        if part.starts_with('/') {
            out.clear();
        } else if !out.is_empty() && !out.ends_with('/') {
            out.push('/');
        }
        out.push_str(part);
    }
    out
}

/// `Path.GetDirectoryName` on Unix: everything before the last separator (repeated ones
/// collapsed), `/` for a file at the root, empty for a bare name or the root itself.
fn directory_name(path: &str) -> String {
    let Some(at) = path.rfind('/') else {
        return String::new();
    };
    if path.trim_end_matches('/').is_empty() {
        return String::new();
    }
    let dir = path[..at].trim_end_matches('/');
    if dir.is_empty() {
        return "/".to_owned();
    }
    paths::spec_to_slash(dir)
}

/// `Path.GetFullPath` from the project's directory, lexically normalised.
pub(crate) fn full_path(path: &str, properties: &Properties<'_>) -> PathBuf {
    let base = PathBuf::from(properties.get("MSBuildProjectDirectory"));
    paths::resolve(&base, path)
}

pub(crate) fn entry_kind(path: &str, properties: &Properties<'_>) -> Option<Option<EntryKind>> {
    let fs = properties.fs()?;
    let path = fix(path);
    if path.trim().is_empty() {
        return Some(None);
    }
    Some(fs.kind(&full_path(&path, properties)))
}

/// `FileUtilities.EnsureTrailingSlash`: a separator added to a non-empty path without one.
pub(crate) fn ensure_trailing_slash(mut path: String) -> String {
    if !path.is_empty() && !path.ends_with(['/', '\\']) {
        path.push('/');
    }
    path
}

/// `FileUtilities.NormalizePath(params string[])`: the parts combined, made full.
pub(crate) fn normalize_path(args: &Args, properties: &Properties<'_>) -> Option<String> {
    let parts: Vec<String> = args.texts()?.into_iter().map(fix).collect();
    let combined = combine(&parts);
    if combined.is_empty() {
        return None; // ArgumentException
    }
    let mut full = paths::to_slash(&full_path(&combined, properties));
    if combined.ends_with('/') && !full.ends_with('/') {
        full.push('/');
    }
    Some(full)
}

/// `FileUtilities.GetDirectoryNameOfFileAbove`: the first directory from `start` upwards that
/// holds `file`, as `GetFullPath` wrote it (a trailing separator of `start` kept); else empty.
pub(crate) fn directory_of_file_above(
    start: &str,
    file: &str,
    properties: &Properties<'_>,
) -> Option<String> {
    let fs = properties.fs()?;
    let start = fix(start);
    let full = full_path(&start, properties);
    let mut shown = paths::to_slash(&full);
    if start.ends_with('/') && !shown.ends_with('/') {
        shown.push('/');
    }
    let mut dir: Option<&Path> = Some(&full);
    let mut first = true;
    while let Some(current) = dir {
        if fs.kind(&current.join(fix(file))) == Some(EntryKind::File) {
            return Some(if first {
                shown
            } else {
                paths::to_slash(current)
            });
        }
        first = false;
        dir = current.parent();
    }
    Some(String::new())
}

/// `FileUtilities.MakeRelative`: `path` relative to the directory `base` (both made full),
/// with `/`; a trailing separator of `path` kept; `.` for the same directory.
pub(crate) fn make_relative(base: &str, path: &str, properties: &Properties<'_>) -> Option<String> {
    if path.is_empty() {
        return None;
    }
    let (base, path) = (fix(base), fix(path));
    if !path.starts_with('/') {
        // Already relative: returned as written.
        return Some(path);
    }
    let full_base = full_path(&base, properties);
    let full = full_path(&path, properties);
    let split = |p: &Path| -> Vec<String> {
        paths::to_slash(p)
            .split('/')
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let (base_parts, path_parts) = (split(&full_base), split(&full));
    let common = base_parts
        .iter()
        .zip(&path_parts)
        .take_while(|(a, b)| a == b)
        .count();
    if common == base_parts.len() && common == path_parts.len() {
        return Some(".".to_owned());
    }
    if common == 0 {
        return Some(paths::to_slash(&full));
    }
    let mut parts: Vec<&str> = vec![".."; base_parts.len() - common];
    parts.extend(path_parts[common..].iter().map(String::as_str));
    let mut relative = parts.join("/");
    if path.ends_with('/') {
        relative.push('/');
    }
    Some(relative)
}
