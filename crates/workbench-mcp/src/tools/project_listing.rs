//! Project-system listings: `list-projects`, `list-documents`, `list-solution-folders` and
//! `list-project-references` (`list-metadata-references` is in `metadata.rs`).

use std::collections::{BTreeSet, VecDeque};
use std::path::PathBuf;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{HostResult, LoadedWorkspace, ProjectSelector};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{Bounded, ProjectSelectorDto, SnapshotDto, WorkspaceSelectorDto};
use crate::state::State;
use crate::tools::{limit, prepare};

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListProjectsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Maximum number of projects; 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectItem {
    pub project_id: String,
    pub name: String,
    /// Workspace-relative path of the project file.
    pub path: String,
    /// The framework this project is compiled for (a multi-targeting project is one project per framework).
    pub target_framework: Option<String>,
    /// Every framework the project file targets.
    pub target_frameworks: Vec<String>,
    /// The C# version the project compiles with (LangVersion or the framework's default).
    pub language_version: String,
    /// Roslyn's OutputKind, e.g. ConsoleApplication or DynamicallyLinkedLibrary.
    pub output_kind: String,
    pub assembly_name: String,
    pub root_namespace: String,
    pub nullable: Option<String>,
    pub implicit_usings: bool,
    /// The `global using` directives the SDK generates, as written after `global using`
    /// (e.g. `System.Linq`, `static System.Math`, `Json = System.Text.Json`).
    pub global_usings: Vec<String>,
    /// IsTestProject, or a reference to Microsoft.NET.Test.Sdk.
    pub is_test_project: bool,
    pub is_sdk_style: bool,
    pub document_count: usize,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectsData {
    pub projects: Bounded<ProjectItem>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListDocumentsRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub project: Option<ProjectSelectorDto>,
    pub path_prefix: Option<String>,
    /// Maximum number of documents; 0 returns none.
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentItem {
    pub document_id: String,
    pub path: String,
    pub project_id: String,
    /// `Source` (generated and additional documents are not modelled yet).
    pub kind: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentsData {
    pub documents: Bounded<DocumentItem>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectRef {
    /// Null when the project is not loaded (missing file or other language).
    pub project_id: Option<String>,
    pub name: String,
    pub path: String,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SolutionFolderItem {
    pub name: String,
    /// Folder names from the solution root joined with `/`.
    pub path: String,
    /// The containing folder's path, null at the top level.
    pub parent_path: Option<String>,
    pub projects: Vec<ProjectRef>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListSolutionFoldersRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Maximum number of folders; 0 returns none.
    #[schemars(extend("default" = 200))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SolutionFoldersData {
    pub folders: Bounded<SolutionFolderItem>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProjectReferencesRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub project: ProjectSelectorDto,
    #[schemars(extend("default" = false))]
    pub transitive: Option<bool>,
    /// Maximum number of references; 0 returns none.
    #[schemars(extend("default" = 50))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectReferenceItem {
    #[serde(flatten)]
    pub project: ProjectRef,
    /// True for references written in the project itself.
    pub direct: bool,
    /// Shortest number of reference steps from the project (1 = direct).
    pub distance: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectReferencesData {
    pub project_id: String,
    pub references: Bounded<ProjectReferenceItem>,
}

const LIST_PROJECTS: ToolMeta = ToolMeta::query(
    "list-projects",
    "List Projects",
    "The C# projects in solution order (one per target framework): id, path, framework, language \
version, output kind, test flag.",
);
const LIST_DOCUMENTS: ToolMeta = ToolMeta::query(
    "list-documents",
    "List Documents",
    "Compiled documents (documentId, path, projectId) by project and path, filtered by project \
and path prefix.",
);
const LIST_FOLDERS: ToolMeta = ToolMeta::query(
    "list-solution-folders",
    "List Solution Folders",
    "The solution folders (path, parent) with the projects directly inside each.",
);
const LIST_PROJECT_REFERENCES: ToolMeta = ToolMeta::query(
    "list-project-references",
    "List Project References",
    "The projects a project references, directly or (transitive=true) indirectly, with their \
distance.",
);
pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(LIST_PROJECTS, list_projects),
        tool(LIST_DOCUMENTS, list_documents),
        tool(LIST_FOLDERS, list_solution_folders),
        tool(LIST_PROJECT_REFERENCES, list_project_references),
    ]
}

fn list_projects(
    state: &mut State,
    request: ListProjectsRequest,
) -> HostResult<Reply<ProjectsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let items = workspace.projects.iter().map(|p| ProjectItem {
        project_id: p.id.clone(),
        name: p.name.clone(),
        path: p.path.clone(),
        target_framework: p.model.target_framework.clone(),
        target_frameworks: p.model.target_frameworks.clone(),
        language_version: p.language_version.clone(),
        output_kind: p.output_kind.to_string(),
        assembly_name: p.model.assembly_name.clone(),
        root_namespace: p.model.root_namespace.clone(),
        nullable: p.model.nullable.clone(),
        implicit_usings: p.model.implicit_usings,
        global_usings: p
            .model
            .global_usings
            .iter()
            .map(ToString::to_string)
            .collect(),
        is_test_project: p.model.is_test_project,
        is_sdk_style: p.model.is_sdk_style,
        document_count: p.documents.len(),
    });
    let projects = Bounded::from_all(items.collect(), limit(request.limit, 100));
    Ok(Reply::new(
        ProjectsData { projects },
        Some(workspace.snapshot()),
    ))
}

fn list_documents(
    state: &mut State,
    request: ListDocumentsRequest,
) -> HostResult<Reply<DocumentsData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let project = match request.project {
        Some(selector) => Some(workspace.resolve_project(&selector.into(), "project")?),
        None => None,
    };
    let prefix = request.path_prefix.map(|p| p.replace('\\', "/"));
    let items = workspace
        .projects
        .iter()
        .enumerate()
        .filter(|(i, _)| project.is_none_or(|p| p == *i))
        .flat_map(|(_, p)| p.documents.iter().map(|&d| &workspace.documents[d]))
        .filter(|d| {
            prefix
                .as_deref()
                .is_none_or(|prefix| d.path.starts_with(prefix))
        })
        .map(|d| DocumentItem {
            document_id: d.id.clone(),
            path: d.path.clone(),
            project_id: workspace.projects[d.project].id.clone(),
            kind: "Source".into(),
        });
    let documents = Bounded::from_all(items.collect(), limit(request.limit, 200));
    Ok(Reply::new(
        DocumentsData { documents },
        Some(workspace.snapshot()),
    ))
}

/// The project at `path`; for a multi-targeting one, the instance for `framework` when there
/// is one, else its first.
fn project_ref(
    workspace: &LoadedWorkspace,
    path: &PathBuf,
    framework: Option<&String>,
) -> ProjectRef {
    let instances: Vec<_> = workspace
        .projects
        .iter()
        .filter(|p| p.model.path == *path)
        .collect();
    let loaded = instances
        .iter()
        .find(|p| p.model.target_framework.as_ref() == framework)
        .or(instances.first())
        .copied();
    let skipped = workspace
        .model
        .skipped_projects
        .iter()
        .find(|p| p.path == *path);
    let name = loaded
        .map(|p| p.name.clone())
        .or_else(|| skipped.map(|p| p.name.clone()))
        .unwrap_or_else(|| {
            path.file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        });
    ProjectRef {
        project_id: loaded.map(|p| p.id.clone()),
        name,
        path: workspace.relative(path),
    }
}

fn list_solution_folders(
    state: &mut State,
    request: ListSolutionFoldersRequest,
) -> HostResult<Reply<SolutionFoldersData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let items = workspace
        .model
        .solution_folders
        .iter()
        .map(|f| SolutionFolderItem {
            name: f.name.clone(),
            path: f.path.clone(),
            parent_path: f
                .path
                .rsplit_once('/')
                .map(|(parent, _)| parent.to_string()),
            projects: f
                .projects
                .iter()
                .map(|p| project_ref(workspace, p, None))
                .collect(),
        });
    let folders = Bounded::from_all(items.collect(), limit(request.limit, 200));
    Ok(Reply::new(
        SolutionFoldersData { folders },
        Some(workspace.snapshot()),
    ))
}

fn list_project_references(
    state: &mut State,
    request: ProjectReferencesRequest,
) -> HostResult<Reply<ProjectReferencesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let selector: ProjectSelector = request.project.into();
    let project = workspace.resolve_project(&selector, "project")?;
    let transitive = request.transitive.unwrap_or(false);
    // Breadth-first, so each project is listed at its shortest distance; cycles stop at
    // already-visited projects.
    let start = &workspace.projects[project];
    let mut visited: BTreeSet<PathBuf> = BTreeSet::from([start.model.path.clone()]);
    let mut queue: VecDeque<(PathBuf, u32)> = VecDeque::new();
    let mut items = Vec::new();
    for reference in &start.model.project_references {
        queue.push_back((reference.path.clone(), 1));
    }
    while let Some((path, distance)) = queue.pop_front() {
        if !visited.insert(path.clone()) {
            continue;
        }
        items.push(ProjectReferenceItem {
            project: project_ref(workspace, &path, start.model.target_framework.as_ref()),
            direct: distance == 1,
            distance,
        });
        if transitive && let Some(next) = workspace.projects.iter().find(|p| p.model.path == path) {
            for reference in &next.model.project_references {
                queue.push_back((reference.path.clone(), distance + 1));
            }
        }
    }
    let references = Bounded::from_all(items, limit(request.limit, 50));
    Ok(Reply::new(
        ProjectReferencesData {
            project_id: start.id.clone(),
            references,
        },
        Some(workspace.snapshot()),
    ))
}
