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
                    .target_frameworks
                    .iter()
                    .any(|t| t.eq_ignore_ascii_case(tf))
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
            .call_tool(
                "list-projects",
                format!("Call list-projects and use one of its projectId values in `{field}`."),
            )),
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
                .filter(|&i| self.documents[i].id == *id)
                .collect(),
            (Some(path), None) => {
                let relative = caller_path_to_relative(path, &self.root);
                let found: Vec<usize> = (0..self.documents.len())
                    .filter(|&i| self.documents[i].path == relative)
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
