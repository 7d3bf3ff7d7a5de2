//! Resolution of project and document selectors against one loaded workspace.

use crate::error::{ErrorCode, HostError, HostResult};
use crate::paths::{caller_path_to_relative, is_inside};
use crate::workspace::LoadedWorkspace;

/// Names a project; every given field must agree.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProjectSelector {
    pub project_id: Option<String>,
    pub name: Option<String>,
    /// Workspace-relative (or absolute) path of the project file.
    pub path: Option<String>,
    pub target_framework: Option<String>,
}

/// Names a document: exactly one of `path` and `document_id`, optionally narrowed by project.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DocumentSelector {
    pub path: Option<String>,
    pub document_id: Option<String>,
    pub project: Option<ProjectSelector>,
}

impl LoadedWorkspace {
    fn project_matches(&self, index: usize, selector: &ProjectSelector) -> bool {
        let project = &self.projects[index];
        let path = selector
            .path
            .as_deref()
            .map(|p| caller_path_to_relative(p, &self.root));
        selector
            .project_id
            .as_ref()
            .is_none_or(|id| *id == project.id)
            && selector
                .name
                .as_ref()
                .is_none_or(|n| n.eq_ignore_ascii_case(&project.name))
            && path.is_none_or(|p| p == project.path)
            && selector.target_framework.as_ref().is_none_or(|tf| {
                project
                    .model
                    .target_framework
                    .as_ref()
                    .is_some_and(|t| t.eq_ignore_ascii_case(tf))
            })
    }

    /// Resolves a project selector; `field` names the argument in error messages.
    pub fn resolve_project(&self, selector: &ProjectSelector, field: &str) -> HostResult<usize> {
        if selector == &ProjectSelector::default() {
            return Err(HostError::invalid_argument(
                field,
                "give at least one of projectId, name, path or targetFramework",
            ));
        }
        let matches: Vec<usize> = (0..self.projects.len())
            .filter(|&i| self.project_matches(i, selector))
            .collect();
        match matches.as_slice() {
            [one] => Ok(*one),
            [] => Err(HostError::new(
                ErrorCode::InvalidArgument,
                format!("`{field}` matches no project of this workspace."),
            )
            .revise(format!(
                "Change `{field}` to name a loaded project: list-projects lists every projectId."
            ))),
            many => {
                let ids: Vec<&str> = many.iter().map(|&i| self.projects[i].id.as_str()).collect();
                Err(HostError::invalid_argument(
                    field,
                    format!(
                        "matches several projects ({}); give the projectId",
                        ids.join(", ")
                    ),
                ))
            }
        }
    }

    /// Resolves a document selector; `field` names the argument in error messages.
    pub fn resolve_document(&self, selector: &DocumentSelector, field: &str) -> HostResult<usize> {
        let candidates: Vec<usize> = match (&selector.path, &selector.document_id) {
            (Some(_), Some(_)) | (None, None) => {
                return Err(HostError::invalid_argument(
                    field,
                    "give exactly one of `path` and `documentId`",
                ));
            }
            (None, Some(id)) => (0..self.documents.len())
                .filter(|&i| !self.documents[i].removed && self.documents[i].id == *id)
                .collect(),
            (Some(path), None) => {
                let relative = caller_path_to_relative(path, &self.root);
                let found: Vec<usize> = (0..self.documents.len())
                    .filter(|&i| !self.documents[i].removed && self.documents[i].path == relative)
                    .collect();
                if found.is_empty() && !is_inside(&relative) {
                    return Err(HostError::new(
                        ErrorCode::PathOutsideWorkspace,
                        format!(
                            "'{path}' is outside the workspace root {}.",
                            self.root.display()
                        ),
                    )
                    .revise(format!(
                        "Use a path relative to the workspace root {} (list-documents shows every document path).",
                        self.root.display()
                    )));
                }
                found
            }
        };
        let narrowed: Vec<usize> = match &selector.project {
            Some(project) => candidates
                .into_iter()
                .filter(|&i| self.project_matches(self.documents[i].project, project))
                .collect(),
            None => candidates,
        };
        if let Some(first) = self.first_framework_instance(&narrowed) {
            let chosen = &self.projects[self.documents[first].project];
            self.note(
                "TargetFrameworkChosen",
                format!(
                    "`{field}` is compiled for several target frameworks of project {}; the first, {}, was used (add `project` with `targetFramework` to choose another).",
                    chosen.name,
                    chosen.model.target_framework.as_deref().unwrap_or("?")
                ),
            );
            return Ok(first);
        }
        match narrowed.as_slice() {
            [one] => Ok(*one),
            [] => Err(HostError::new(
                ErrorCode::DocumentNotFound,
                format!("`{field}` names no document of this workspace."),
            )
            .call_tool(
                "list-documents",
                "Call list-documents (optionally with pathPrefix) to find the document's path or documentId.",
            )),
            many => {
                let projects: Vec<&str> = many
                    .iter()
                    .map(|&i| self.projects[self.documents[i].project].id.as_str())
                    .collect();
                Err(HostError::new(
                    ErrorCode::DocumentAmbiguous,
                    format!(
                        "`{field}` is compiled into several projects: {}.",
                        projects.join(", ")
                    ),
                )
                .revise(format!(
                    "Add `project` with one of these projectId values to `{field}`: {}.",
                    projects.join(", ")
                )))
            }
        }
    }
}

impl LoadedWorkspace {
    /// When several document instances all belong to instances of one project file (a
    /// multi-targeting project), the one of its first target framework, as the symbol rule
    /// picks; `None` when they span different projects (then the selector is ambiguous).
    fn first_framework_instance(&self, documents: &[usize]) -> Option<usize> {
        let [first, rest @ ..] = documents else {
            return None;
        };
        if rest.is_empty() {
            return None;
        }
        let path_of = |d: usize| &self.projects[self.documents[d].project].path;
        if !rest.iter().all(|&d| path_of(d) == path_of(*first)) {
            return None;
        }
        let rank = |d: usize| {
            let model = &self.projects[self.documents[d].project].model;
            model
                .target_frameworks
                .iter()
                .position(|t| model.target_framework.as_ref() == Some(t))
                .unwrap_or(usize::MAX)
        };
        documents.iter().copied().min_by_key(|&d| (rank(d), d))
    }

    /// Records a choice made for the caller, for the answer's warnings.
    pub(crate) fn note(&self, code: &str, message: String) {
        let mut notes = self
            .selector_notes
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if !notes.iter().any(|(c, m)| c == code && *m == message) {
            notes.push((code.to_owned(), message));
        }
    }

    /// Takes the choices recorded since the last call (`(code, message)`).
    pub fn take_selector_notes(&self) -> Vec<(String, String)> {
        std::mem::take(
            &mut *self
                .selector_notes
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        )
    }
}

/// A place in a document, in one of the contract's three forms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocationSelector {
    /// Zero-based UTF-16 `start` and `length`.
    Span {
        document: DocumentSelector,
        start: u32,
        length: u32,
    },
    /// One-based line and UTF-16 column.
    Position {
        document: DocumentSelector,
        line: u32,
        column: u32,
    },
    /// The `occurrence`-th (one-based) exact match of copied text.
    Text {
        document: DocumentSelector,
        text: String,
        occurrence: u32,
    },
}

/// A resolved location: the document and a UTF-8 byte range in its current text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResolvedLocation {
    pub document: usize,
    pub range: cs_syntax::TextRange,
}

impl LoadedWorkspace {
    /// Resolves a location selector against the current text of its document.
    pub fn resolve_location(
        &self,
        selector: &LocationSelector,
        field: &str,
    ) -> HostResult<ResolvedLocation> {
        let invalid_range = |message: String| {
            HostError::new(ErrorCode::InvalidRange, format!("`{field}`: {message}")).revise(format!(
                "Correct `{field}` against the document's current text (get-code-context shows it), then call again."
            ))
        };
        let (document, range) = match selector {
            LocationSelector::Span {
                document,
                start,
                length,
            } => {
                let index = self.resolve_document(document, &format!("{field}.span.document"))?;
                let lines = self.line_index(index);
                let end = start
                    .checked_add(*length)
                    .ok_or_else(|| invalid_range("start + length overflows".into()))?;
                let (Some(from), Some(to)) = (lines.from_utf16(*start), lines.from_utf16(end))
                else {
                    return Err(invalid_range(format!(
                        "range {start}..{end} is outside the document (length {} UTF-16 units) or splits a surrogate pair",
                        lines.utf16_len()
                    )));
                };
                return Ok(ResolvedLocation {
                    document: index,
                    range: cs_syntax::TextRange::new(from, to),
                });
            }
            LocationSelector::Position {
                document,
                line,
                column,
            } => {
                let index =
                    self.resolve_document(document, &format!("{field}.position.document"))?;
                let lines = self.line_index(index);
                if *line == 0 || *column == 0 {
                    return Err(invalid_range("line and column are one-based".into()));
                }
                let line_col = cs_syntax::LineCol {
                    line: line - 1,
                    col: column - 1,
                };
                let Some(offset) = lines.offset(line_col) else {
                    return Err(invalid_range(format!(
                        "line {line}, column {column} is outside the document ({} lines)",
                        lines.line_count()
                    )));
                };
                (index, cs_syntax::TextRange::empty(offset))
            }
            LocationSelector::Text {
                document,
                text,
                occurrence,
            } => {
                let index = self.resolve_document(document, &format!("{field}.text.document"))?;
                if text.is_empty() {
                    return Err(HostError::invalid_argument(
                        &format!("{field}.text.match"),
                        "must not be empty",
                    ));
                }
                if *occurrence == 0 {
                    return Err(HostError::invalid_argument(
                        &format!("{field}.text.occurrence"),
                        "is one-based",
                    ));
                }
                let content = self.document_text(index);
                let starts: Vec<usize> = content
                    .match_indices(text.as_str())
                    .map(|(i, _)| i)
                    .collect();
                let Some(&start) = starts.get(*occurrence as usize - 1) else {
                    return Err(invalid_range(format!(
                        "the text occurs {} time(s) in the document, not {occurrence}",
                        starts.len()
                    )));
                };
                let from = cs_syntax::TextSize::from(start as u32);
                (
                    index,
                    cs_syntax::TextRange::at(from, cs_syntax::TextSize::from(text.len() as u32)),
                )
            }
        };
        Ok(ResolvedLocation { document, range })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::{RealSystem, WorkspaceRegistry};

    fn workspace(files: &[(&str, &str)]) -> (tempfile::TempDir, WorkspaceRegistry) {
        let dir = tempfile::tempdir().unwrap();
        for (path, text) in files {
            let path = dir.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
        registry
            .open(&dir.path().display().to_string(), None)
            .unwrap();
        (dir, registry)
    }

    fn doc(path: &str) -> DocumentSelector {
        DocumentSelector {
            path: Some(path.into()),
            ..Default::default()
        }
    }

    fn text_at(w: &LoadedWorkspace, r: ResolvedLocation) -> String {
        w.document_text(r.document)[r.range.start().into()..r.range.end().into()].to_string()
    }

    #[test]
    fn the_three_location_forms_resolve_to_the_same_place() {
        let (_dir, registry) =
            workspace(&[("A.cs", "// é😀\nclass Target { }\nclass Target2 { }\n")]);
        let w = registry.get(0);
        // Line 2 starts after `// é😀\n`: 2 + 1 + 1 + 2 + 1 = 7 UTF-16 units.
        let span = LocationSelector::Span {
            document: doc("A.cs"),
            start: 13,
            length: 6,
        };
        let position = LocationSelector::Position {
            document: doc("A.cs"),
            line: 2,
            column: 7,
        };
        let text = LocationSelector::Text {
            document: doc("A.cs"),
            text: "Target".into(),
            occurrence: 1,
        };
        let by_span = w.resolve_location(&span, "location").unwrap();
        assert_eq!(text_at(w, by_span), "Target");
        let by_text = w.resolve_location(&text, "location").unwrap();
        assert_eq!(by_text, by_span);
        let by_position = w.resolve_location(&position, "location").unwrap();
        assert_eq!(by_position.range.start(), by_span.range.start());
        assert!(by_position.range.is_empty());
        let second = LocationSelector::Text {
            document: doc("A.cs"),
            text: "Target".into(),
            occurrence: 2,
        };
        assert_eq!(
            text_at(w, w.resolve_location(&second, "location").unwrap()),
            "Target"
        );
    }

    #[test]
    fn out_of_range_locations_are_invalid_ranges() {
        let (_dir, registry) = workspace(&[("A.cs", "class A { string s = \"😀\"; }\n")]);
        let w = registry.get(0);
        let code = |selector: LocationSelector| {
            w.resolve_location(&selector, "location").unwrap_err().code
        };
        assert_eq!(
            code(LocationSelector::Span {
                document: doc("A.cs"),
                start: 500,
                length: 1
            }),
            ErrorCode::InvalidRange
        );
        // Offset 23 is between the two halves of the emoji's surrogate pair.
        assert_eq!(
            code(LocationSelector::Span {
                document: doc("A.cs"),
                start: 23,
                length: 1
            }),
            ErrorCode::InvalidRange
        );
        assert_eq!(
            code(LocationSelector::Position {
                document: doc("A.cs"),
                line: 9,
                column: 1
            }),
            ErrorCode::InvalidRange
        );
        assert_eq!(
            code(LocationSelector::Position {
                document: doc("A.cs"),
                line: 0,
                column: 1
            }),
            ErrorCode::InvalidRange
        );
        assert_eq!(
            code(LocationSelector::Text {
                document: doc("A.cs"),
                text: "B".into(),
                occurrence: 1
            }),
            ErrorCode::InvalidRange
        );
        assert_eq!(
            code(LocationSelector::Text {
                document: doc("A.cs"),
                text: "".into(),
                occurrence: 1
            }),
            ErrorCode::InvalidArgument
        );
        assert_eq!(
            code(LocationSelector::Span {
                document: doc("B.cs"),
                start: 0,
                length: 0
            }),
            ErrorCode::DocumentNotFound
        );
    }
}
