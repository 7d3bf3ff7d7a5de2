//! Parsing the classic text `.sln` format: project entries, solution folders and nesting.
//!
//! Only what the model needs is read: `Project(...)` lines and the `NestedProjects` section.
//! Configuration sections are ignored for now (every listed project is loaded, whichever
//! configurations it builds in).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::diagnostics;
use crate::model::{Severity, SolutionFolder};
use crate::paths;
use crate::workspace::{SolutionEntry, SolutionFile};

/// The project type GUID of a solution folder.
const SOLUTION_FOLDER_TYPE: &str = "{2150E333-8FDC-42A3-9474-1A3956D46DE8}";
const HEADER: &str = "Microsoft Visual Studio Solution File";

/// A `Project("{type}") = "name", "path", "{guid}"` line.
struct RawEntry {
    type_guid: String,
    name: String,
    path: String,
    guid: String,
    line: u32,
}

/// Parses solution `text` read from `path` (absolute). Fails only when the text is not a
/// solution at all; a malformed entry becomes a `CSW1008` diagnostic.
pub(crate) fn parse(text: &str, path: &Path) -> Result<SolutionFile, String> {
    let text = text.trim_start_matches('\u{FEFF}');
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index as u32 + 1, line.trim()));
    let header = lines.by_ref().find(|(_, line)| !line.is_empty());
    match header {
        Some((_, line)) if line.starts_with(HEADER) => {}
        Some((number, _)) => {
            return Err(format!(
                "{} is not a Visual Studio solution: line {number} should start with \
                 \"{HEADER}, Format Version\"",
                path.display()
            ));
        }
        None => return Err(format!("{} is empty, not a solution", path.display())),
    }

    let mut solution = SolutionFile::default();
    let mut entries: Vec<RawEntry> = Vec::new();
    // child GUID → parent GUID, both upper-cased (GUIDs compare case-insensitively).
    let mut parents: BTreeMap<String, String> = BTreeMap::new();
    let mut in_nested_projects = false;
    for (number, line) in lines {
        if in_nested_projects {
            if line.starts_with("EndGlobalSection") {
                in_nested_projects = false;
            } else if let Some((child, parent)) = line.split_once('=') {
                parents.insert(
                    child.trim().to_ascii_uppercase(),
                    parent.trim().to_ascii_uppercase(),
                );
            }
        } else if line.starts_with("GlobalSection(NestedProjects)") {
            in_nested_projects = true;
        } else if line.starts_with("Project(") {
            match parse_project_line(line, number) {
                Some(entry) => entries.push(entry),
                None => solution.diagnostics.push(diagnostics::new(
                    diagnostics::SOLUTION_ENTRY_MALFORMED,
                    Severity::Warning,
                    format!(
                        "line {number} of {} is not a well-formed Project entry and was ignored",
                        path.display()
                    ),
                    Some(path),
                    Some(number),
                )),
            }
        }
    }

    let dir = paths::parent_dir(path);
    let folders: BTreeMap<&str, &RawEntry> = entries
        .iter()
        .filter(|entry| entry.type_guid == SOLUTION_FOLDER_TYPE)
        .map(|entry| (entry.guid.as_str(), entry))
        .collect();
    let mut projects_by_folder: BTreeMap<&str, Vec<PathBuf>> = BTreeMap::new();
    for entry in entries
        .iter()
        .filter(|entry| entry.type_guid != SOLUTION_FOLDER_TYPE)
    {
        let project_path = paths::resolve(&dir, &entry.path);
        if let Some(parent) = parents.get(&entry.guid) {
            projects_by_folder
                .entry(parent.as_str())
                .or_default()
                .push(project_path.clone());
        }
        solution.entries.push(SolutionEntry {
            name: entry.name.clone(),
            path: project_path,
            line: Some(entry.line),
        });
    }
    for (guid, folder) in &folders {
        solution.folders.push(SolutionFolder {
            name: folder.name.clone(),
            path: folder_path(guid, &folders, &parents),
            projects: projects_by_folder.remove(guid).unwrap_or_default(),
        });
    }
    solution.folders.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(solution)
}

/// `Project("{type}") = "name", "path", "{guid}"`: the four quoted values, in order.
fn parse_project_line(line: &str, number: u32) -> Option<RawEntry> {
    let quoted: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
    let [type_guid, name, path, guid, ..] = quoted.as_slice() else {
        return None;
    };
    if name.trim().is_empty() || path.trim().is_empty() {
        return None;
    }
    Some(RawEntry {
        type_guid: type_guid.trim().to_ascii_uppercase(),
        name: name.trim().to_owned(),
        path: path.trim().to_owned(),
        guid: guid.trim().to_ascii_uppercase(),
        line: number,
    })
}

/// The folder's names from the solution root down, joined with `/`. A nesting cycle (only a
/// hand-edited solution has one) stops at the first repeated folder.
fn folder_path(
    guid: &str,
    folders: &BTreeMap<&str, &RawEntry>,
    parents: &BTreeMap<String, String>,
) -> String {
    let mut names = Vec::new();
    let mut seen = BTreeSet::new();
    let mut current = guid;
    while let Some(folder) = folders.get(current) {
        if !seen.insert(current) {
            break;
        }
        names.push(folder.name.as_str());
        match parents.get(current) {
            Some(parent) => current = parent.as_str(),
            None => break,
        }
    }
    names.reverse();
    names.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION: &str = "\u{FEFF}\r
Microsoft Visual Studio Solution File, Format Version 12.00\r
# Visual Studio Version 17\r
Project(\"{9A19103F-16F7-4668-BE54-9A1E7A4F7556}\") = \"Core\", \"src\\Core\\Core.csproj\", \"{11111111-1111-1111-1111-111111111111}\"\r
EndProject\r
Project(\"{2150E333-8FDC-42A3-9474-1A3956D46DE8}\") = \"src\", \"src\", \"{22222222-2222-2222-2222-222222222222}\"\r
EndProject\r
Project(\"{2150E333-8FDC-42A3-9474-1A3956D46DE8}\") = \"Inner\", \"Inner\", \"{33333333-3333-3333-3333-333333333333}\"\r
EndProject\r
Project(\"{broken\r
Global\r
\tGlobalSection(NestedProjects) = preSolution\r
\t\t{11111111-1111-1111-1111-111111111111} = {33333333-3333-3333-3333-333333333333}\r
\t\t{33333333-3333-3333-3333-333333333333} = {22222222-2222-2222-2222-222222222222}\r
\tEndGlobalSection\r
EndGlobal\r
";

    #[test]
    fn reads_projects_folders_and_nesting() {
        let solution = parse(SOLUTION, Path::new("/r/S.sln")).unwrap();
        assert_eq!(
            solution.entries,
            [SolutionEntry {
                name: "Core".to_owned(),
                path: PathBuf::from("/r/src/Core/Core.csproj"),
                line: Some(4),
            }]
        );
        let folders: Vec<(String, String, usize)> = solution
            .folders
            .iter()
            .map(|f| (f.name.clone(), f.path.clone(), f.projects.len()))
            .collect();
        assert_eq!(
            folders,
            [
                ("src".to_owned(), "src".to_owned(), 0),
                ("Inner".to_owned(), "src/Inner".to_owned(), 1)
            ]
        );
        assert_eq!(solution.diagnostics.len(), 1);
        assert_eq!(solution.diagnostics[0].id, "CSW1008");
        assert_eq!(solution.diagnostics[0].line, Some(10));
    }

    #[test]
    fn rejects_text_without_the_header() {
        let error = parse("\n\nhello", Path::new("/r/S.sln")).unwrap_err();
        assert!(error.contains("line 3"), "{error}");
        assert!(parse("  \n", Path::new("/r/S.sln")).is_err());
    }

    #[test]
    fn nesting_cycles_terminate() {
        let text = "Microsoft Visual Studio Solution File, Format Version 12.00
Project(\"{2150E333-8FDC-42A3-9474-1A3956D46DE8}\") = \"a\", \"a\", \"{A}\"
EndProject
Project(\"{2150E333-8FDC-42A3-9474-1A3956D46DE8}\") = \"b\", \"b\", \"{B}\"
EndProject
Global
\tGlobalSection(NestedProjects) = preSolution
\t\t{A} = {B}
\t\t{B} = {A}
\tEndGlobalSection
EndGlobal
";
        let solution = parse(text, Path::new("/r/S.sln")).unwrap();
        let paths: Vec<&str> = solution.folders.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["a/b", "b/a"]);
    }
}
