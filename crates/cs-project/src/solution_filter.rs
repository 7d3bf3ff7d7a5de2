//! Solution filters (`.slnf`): JSON naming a solution and the projects of it to load, read as
//! MSBuild reads one (`SolutionFile.ParseSolutionFilter`): `solution.path` relative to the
//! filter's directory, `solution.projects` relative to the solution's directory, with either
//! separator; comments and trailing commas are allowed, as MSBuild's `JsonDocumentOptions`
//! allow them. The solution's folders keep only the projects the filter loads.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::diagnostics;
use crate::model::{
    LoadError, LoadErrorKind, Severity, SolutionFolder, WorkspaceKind, WorkspaceModel,
};
use crate::paths;
use crate::text;
use crate::workspace::Loader;

/// What a `.slnf` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SolutionFilter {
    /// The solution filtered (absolute, normalised).
    pub(crate) solution: PathBuf,
    pub(crate) projects: Vec<FilterEntry>,
}

/// One entry of `solution.projects`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FilterEntry {
    /// The text as written.
    pub(crate) written: String,
    /// Resolved against the solution's directory (absolute, normalised).
    pub(crate) path: PathBuf,
    /// One-based line of the entry in the filter file, when it can be found.
    pub(crate) line: Option<u32>,
}

/// Loads the solution filter at `path`: the projects of its solution that it lists, in solution
/// order. A listed project the solution does not have is a `CSW1009` warning (MSBuild refuses
/// such a filter, MSB5028); an unreadable filter, invalid JSON or a missing solution is an
/// error.
pub(crate) fn load(mut loader: Loader<'_>, path: &Path) -> Result<WorkspaceModel, LoadError> {
    let invalid = |message: String| LoadError {
        kind: LoadErrorKind::Invalid,
        message,
    };
    let bytes = loader.fs.read(path).map_err(|error| {
        invalid(format!(
            "cannot read solution filter {}: {error}",
            path.display()
        ))
    })?;
    let filter = parse(&text::decode(&bytes), path).map_err(invalid)?;
    let solution = &filter.solution;
    let kind = match paths::extension_lower(solution).as_str() {
        "sln" => WorkspaceKind::Solution,
        "slnx" => WorkspaceKind::SolutionX,
        _ => {
            return Err(invalid(format!(
                "solution filter {} names {}, which is not a solution (.sln, .slnx)",
                path.display(),
                solution.display()
            )));
        }
    };
    if loader.fs.kind(solution).is_none() {
        return Err(invalid(format!(
            "solution filter {} names solution {}, which does not exist",
            path.display(),
            solution.display()
        )));
    }
    loader.add_input(path);
    let mut parsed = loader.read_solution(solution, kind)?;
    for entry in &filter.projects {
        if !parsed
            .entries
            .iter()
            .any(|listed| listed.path == entry.path)
        {
            loader.diagnostics.push(diagnostics::new(
                diagnostics::FILTER_PROJECT_NOT_IN_SOLUTION,
                Severity::Warning,
                format!(
                    "project {} listed in solution filter {} is not in solution {}; it is not \
                     loaded",
                    entry.written,
                    path.display(),
                    solution.display()
                ),
                Some(path),
                entry.line,
            ));
        }
    }
    let kept: BTreeSet<PathBuf> = filter.projects.iter().map(|e| e.path.clone()).collect();
    parsed.entries.retain(|entry| kept.contains(&entry.path));
    let folders = filter_folders(parsed.folders, &kept);
    let (projects, skipped) = loader.load_entries(solution, parsed.entries);
    let root = paths::parent_dir(solution);
    Ok(loader.finish(
        WorkspaceKind::SolutionFilter,
        path,
        root,
        projects,
        skipped,
        folders,
    ))
}

/// Parses filter `text` read from `path` (absolute).
pub(crate) fn parse(text: &str, path: &Path) -> Result<SolutionFilter, String> {
    let cleaned = strip_trailing_commas(&strip_comments(text));
    let value: Value = serde_json::from_str(&cleaned).map_err(|error| {
        let message = error.to_string();
        // The position is given as the line; serde_json repeats it at the end of the text.
        let message = message
            .rsplit_once(" at line ")
            .map_or(message.as_str(), |(before, _)| before);
        format!(
            "solution filter {} line {}: invalid JSON: {message}",
            path.display(),
            error.line()
        )
    })?;
    let malformed = |what: &str| format!("solution filter {}: {what}", path.display());
    let solution = value
        .get("solution")
        .filter(|solution| solution.is_object())
        .ok_or_else(|| malformed("there is no \"solution\" object"))?;
    let solution_path = solution
        .get("path")
        .and_then(Value::as_str)
        .filter(|text| !text.trim().is_empty())
        .ok_or_else(|| malformed("\"solution\" has no \"path\" string"))?;
    let projects = solution
        .get("projects")
        .and_then(Value::as_array)
        .ok_or_else(|| malformed("\"solution\" has no \"projects\" array"))?;
    let solution = paths::resolve(&paths::parent_dir(path), solution_path);
    let solution_dir = paths::parent_dir(&solution);
    // Entries are found in order after the `projects` key, to give each its line.
    let mut cursor = cleaned.find("\"projects\"").unwrap_or(0);
    let mut entries = Vec::with_capacity(projects.len());
    for (index, project) in projects.iter().enumerate() {
        let written = project.as_str().ok_or_else(|| {
            malformed(&format!(
                "entry {} of \"projects\" is not a string",
                index + 1
            ))
        })?;
        let line = serde_json::to_string(written)
            .ok()
            .and_then(|literal| cleaned[cursor..].find(&literal).map(|at| at + cursor))
            .map(|at| {
                cursor = at + 1;
                cleaned[..at].matches('\n').count() as u32 + 1
            });
        entries.push(FilterEntry {
            written: written.to_owned(),
            path: paths::resolve(&solution_dir, written),
            line,
        });
    }
    Ok(SolutionFilter {
        solution,
        projects: entries,
    })
}

/// The solution's folders with only the projects the filter keeps. A folder left without
/// projects (directly or below) is dropped, unless it held none in the solution either.
fn filter_folders(folders: Vec<SolutionFolder>, kept: &BTreeSet<PathBuf>) -> Vec<SolutionFolder> {
    let has_projects = |all: &[SolutionFolder], path: &str| {
        let below = format!("{path}/");
        all.iter().any(|folder| {
            (folder.path == path || folder.path.starts_with(&below)) && !folder.projects.is_empty()
        })
    };
    let filtered: Vec<SolutionFolder> = folders
        .iter()
        .cloned()
        .map(|mut folder| {
            folder.projects.retain(|project| kept.contains(project));
            folder
        })
        .collect();
    filtered
        .iter()
        .filter(|folder| {
            has_projects(&filtered, &folder.path) || !has_projects(&folders, &folder.path)
        })
        .cloned()
        .collect()
}

/// Calls `visit` with each byte index of `text` outside JSON strings.
fn outside_strings(text: &[u8], mut visit: impl FnMut(usize)) {
    let mut in_string = false;
    let mut escaped = false;
    for (index, byte) in text.iter().enumerate() {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
        } else if *byte == b'"' {
            in_string = true;
        } else {
            visit(index);
        }
    }
}

/// Blanks `//` and `/* */` comments outside strings, keeping line breaks so that lines stay.
fn strip_comments(text: &str) -> String {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Json,
        String { escaped: bool },
        LineComment,
        BlockComment,
    }
    let bytes = text.as_bytes();
    let mut out = bytes.to_vec();
    let mut state = State::Json;
    let mut index = 0;
    while index < bytes.len() {
        let byte = bytes[index];
        let next = bytes.get(index + 1).copied();
        state = match state {
            State::Json => match (byte, next) {
                (b'"', _) => State::String { escaped: false },
                (b'/', Some(b'/')) => State::LineComment,
                (b'/', Some(b'*')) => {
                    out[index] = b' ';
                    out[index + 1] = b' ';
                    index += 2;
                    state = State::BlockComment;
                    continue;
                }
                _ => State::Json,
            },
            State::String { escaped: true } => State::String { escaped: false },
            State::String { escaped: false } => match byte {
                b'\\' => State::String { escaped: true },
                b'"' => State::Json,
                _ => state,
            },
            State::LineComment if byte == b'\n' => State::Json,
            State::BlockComment if byte == b'*' && next == Some(b'/') => {
                out[index] = b' ';
                out[index + 1] = b' ';
                index += 2;
                state = State::Json;
                continue;
            }
            _ => state,
        };
        if matches!(state, State::LineComment | State::BlockComment) && byte != b'\n' {
            out[index] = b' ';
        }
        index += 1;
    }
    // Whole comments were replaced byte for byte, so the text stays UTF-8.
    String::from_utf8(out).unwrap_or_else(|_| text.to_owned())
}

/// Blanks a comma that only white space separates from a closing `}` or `]`.
fn strip_trailing_commas(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut trailing = Vec::new();
    outside_strings(bytes, |at| {
        if bytes[at] == b',' {
            let next = bytes[at + 1..].iter().find(|b| !b.is_ascii_whitespace());
            if matches!(next, Some(b'}' | b']')) {
                trailing.push(at);
            }
        }
    });
    let mut out = bytes.to_vec();
    for at in trailing {
        out[at] = b' ';
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_paths_relative_to_filter_and_solution() {
        let filter = parse(
            r#"{
  // VS writes none of these, but MSBuild and VS accept them
  "solution": {
    "path": "..\\All.sln", /* the solution */
    "projects": [
      "src\\A\\A.csproj",
      "src/B/B.csproj",
    ],
  },
}"#,
            Path::new("/r/filters/Some.slnf"),
        )
        .unwrap();
        assert_eq!(filter.solution, PathBuf::from("/r/All.sln"));
        let entries: Vec<(&str, String, Option<u32>)> = filter
            .projects
            .iter()
            .map(|e| (e.written.as_str(), e.path.display().to_string(), e.line))
            .collect();
        assert_eq!(
            entries,
            [
                (r"src\A\A.csproj", "/r/src/A/A.csproj".to_owned(), Some(6)),
                ("src/B/B.csproj", "/r/src/B/B.csproj".to_owned(), Some(7)),
            ]
        );
    }

    #[test]
    fn comment_markers_inside_strings_are_text() {
        let text = r#"{"solution": {"path": "a//b/*c*/.sln", "projects": ["x,]"]}}"#;
        let filter = parse(text, Path::new("/r/F.slnf")).unwrap();
        assert_eq!(filter.solution, PathBuf::from("/r/a/b/*c*/.sln"));
        assert_eq!(filter.projects[0].written, "x,]");
    }

    #[test]
    fn errors_name_the_file_and_line() {
        let error = parse(
            "{\n  \"solution\": {\n    \"path\": \n}",
            Path::new("/r/F.slnf"),
        )
        .unwrap_err();
        assert!(
            error.starts_with("solution filter /r/F.slnf line 4: invalid JSON: "),
            "{error}"
        );
        assert!(!error.contains("column"), "{error}");
        let error =
            parse(r#"{"solution": {"path": "S.sln"}}"#, Path::new("/r/F.slnf")).unwrap_err();
        assert!(error.contains("no \"projects\" array"), "{error}");
        let error = parse("[]", Path::new("/r/F.slnf")).unwrap_err();
        assert!(error.contains("no \"solution\" object"), "{error}");
        let error = parse(
            r#"{"solution": {"path": "S.sln", "projects": ["a", 1]}}"#,
            Path::new("/r/F.slnf"),
        )
        .unwrap_err();
        assert!(error.contains("entry 2"), "{error}");
    }

    #[test]
    fn folders_keep_the_filtered_projects() {
        let folder = |path: &str, projects: &[&str]| SolutionFolder {
            name: path.rsplit('/').next().unwrap().to_owned(),
            path: path.to_owned(),
            projects: projects.iter().map(PathBuf::from).collect(),
        };
        let folders = vec![
            folder("docs", &[]),
            folder("src", &[]),
            folder("src/Core", &["/r/A.csproj", "/r/B.csproj"]),
            folder("tests", &["/r/T.csproj"]),
        ];
        let kept: BTreeSet<PathBuf> = [PathBuf::from("/r/A.csproj")].into();
        let paths: Vec<(String, usize)> = filter_folders(folders, &kept)
            .into_iter()
            .map(|f| (f.path, f.projects.len()))
            .collect();
        assert_eq!(
            paths,
            [
                ("docs".to_owned(), 0),
                ("src".to_owned(), 0),
                ("src/Core".to_owned(), 1)
            ]
        );
    }
}
