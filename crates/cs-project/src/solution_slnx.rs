//! Parsing the XML `.slnx` solution format: projects and `/a/b/`-named solution folders.
//!
//! Folders are flat elements whose `Name` is the full path (`/src/Core/`); a folder whose
//! parent is not declared gets the parent created implicitly, as Visual Studio shows it.
//! `<File>`, `<Configurations>`, `<Properties>` and build-type details are ignored for now.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::diagnostics;
use crate::model::{Severity, SolutionFolder};
use crate::paths;
use crate::project_file::line_of;
use crate::workspace::{SolutionEntry, SolutionFile};

/// Parses `.slnx` `text` read from `path` (absolute). Fails when the XML is not well-formed or
/// its root is not `<Solution>`; an unusable `<Project>` becomes a `CSW1008` diagnostic.
pub(crate) fn parse(text: &str, path: &Path) -> Result<SolutionFile, String> {
    let document = roxmltree::Document::parse(text).map_err(|error| {
        format!(
            "solution {} line {}: invalid XML: {error}",
            path.display(),
            error.pos().row
        )
    })?;
    let root = document.root_element();
    if root.tag_name().name() != "Solution" {
        return Err(format!(
            "solution {} line {}: the root element is <{}>, not <Solution>",
            path.display(),
            line_of(&document, root),
            root.tag_name().name()
        ));
    }
    let dir = paths::parent_dir(path);
    let mut solution = SolutionFile::default();
    // folder path (`src/Core`) → projects directly inside.
    let mut folders: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    // Projects with the folder they sit in, in document order.
    let mut listed: Vec<(roxmltree::Node<'_, '_>, Option<String>)> = Vec::new();
    for child in root.children().filter(roxmltree::Node::is_element) {
        match child.tag_name().name() {
            "Project" => listed.push((child, None)),
            "Folder" => {
                let folder = folder_path(child.attribute("Name").unwrap_or_default());
                for project in child
                    .children()
                    .filter(|node| node.is_element() && node.tag_name().name() == "Project")
                {
                    listed.push((project, Some(folder.clone())));
                }
                // Declared even when empty, so that it is listed.
                folders.entry(folder).or_default();
            }
            _ => {}
        }
    }
    for (node, folder) in listed {
        let line = line_of(&document, node);
        let Some(project_path) = node
            .attribute("Path")
            .map(str::trim)
            .filter(|p| !p.is_empty())
        else {
            solution.diagnostics.push(diagnostics::new(
                diagnostics::SOLUTION_ENTRY_MALFORMED,
                Severity::Warning,
                format!(
                    "line {line} of {}: <Project> without a Path was ignored",
                    path.display()
                ),
                Some(path),
                Some(line),
            ));
            continue;
        };
        let project_path = paths::resolve(&dir, project_path);
        if let Some(folder) = folder {
            folders
                .entry(folder)
                .or_default()
                .push(project_path.clone());
        }
        solution.entries.push(SolutionEntry {
            name: paths::file_stem(&project_path),
            path: project_path,
            line: Some(line),
        });
    }
    add_implicit_parents(&mut folders);
    solution.folders = folders
        .into_iter()
        .filter(|(folder, _)| !folder.is_empty())
        .map(|(folder, projects)| SolutionFolder {
            name: folder.rsplit('/').next().unwrap_or_default().to_owned(),
            path: folder,
            projects,
        })
        .collect();
    Ok(solution)
}

/// `/src/Core/` → `src/Core` (either separator, surrounding slashes optional).
fn folder_path(name: &str) -> String {
    paths::spec_to_slash(name).trim_matches('/').to_owned()
}

fn add_implicit_parents(folders: &mut BTreeMap<String, Vec<PathBuf>>) {
    let missing: Vec<String> = folders
        .keys()
        .flat_map(|folder| {
            folder
                .match_indices('/')
                .map(|(index, _)| folder[..index].to_owned())
                .collect::<Vec<_>>()
        })
        .collect();
    for parent in missing {
        folders.entry(parent).or_default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_projects_and_nested_folders() {
        let solution = parse(
            r#"<Solution>
  <Folder Name="/src/Core/">
    <Project Path="src\Core\Core.csproj" />
  </Folder>
  <Folder Name="/tests/" />
  <Project Path="App/App.csproj" Type="Classic C#" />
  <Project />
</Solution>"#,
            Path::new("/r/S.slnx"),
        )
        .unwrap();
        let entries: Vec<(String, String, Option<u32>)> = solution
            .entries
            .iter()
            .map(|e| (e.name.clone(), e.path.display().to_string(), e.line))
            .collect();
        assert_eq!(
            entries,
            [
                (
                    "Core".to_owned(),
                    "/r/src/Core/Core.csproj".to_owned(),
                    Some(3)
                ),
                ("App".to_owned(), "/r/App/App.csproj".to_owned(), Some(6)),
            ]
        );
        let folders: Vec<(&str, &str, usize)> = solution
            .folders
            .iter()
            .map(|f| (f.name.as_str(), f.path.as_str(), f.projects.len()))
            .collect();
        assert_eq!(
            folders,
            [
                ("src", "src", 0),
                ("Core", "src/Core", 1),
                ("tests", "tests", 0)
            ]
        );
        assert_eq!(solution.diagnostics[0].line, Some(7));
    }

    #[test]
    fn invalid_xml_names_file_and_line() {
        let error =
            parse("<Solution>\n<Project>\n</Solution>", Path::new("/r/S.slnx")).unwrap_err();
        assert!(error.contains("/r/S.slnx line 3"), "{error}");
        let error = parse("<Project />", Path::new("/r/S.slnx")).unwrap_err();
        assert!(error.contains("not <Solution>"), "{error}");
    }
}
