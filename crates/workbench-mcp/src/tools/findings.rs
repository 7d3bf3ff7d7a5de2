//! The analyzer tools: `find-unused-symbols`, `find-async-issues`, `find-disposable-issues`,
//! `find-nullability-issues` (bounded findings of one rule family) and `list-analyzers` (every
//! rule with its default and effective severity and where that came from).

use cs_analyzers::{ALL_RULES, Family, Needs, Rule, SeveritySource};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{DocumentSelector, HostError, HostResult, LoadedWorkspace};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    Bounded, DocumentSelectorDto, LocationDto, ProjectSelectorDto, SeverityDto, SnapshotDto,
    WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::{cancelled, limit, location, prepare};

#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
pub enum ScopeDto {
    Document,
    Project,
    Solution,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FindRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Default: the narrowest selector given.
    pub scope: Option<ScopeDto>,
    pub document: Option<DocumentSelectorDto>,
    pub project: Option<ProjectSelectorDto>,
    pub minimum_severity: Option<SeverityDto>,
    pub ids: Option<Vec<String>>,
    /// Also rules that are off (enabled false); default true.
    pub include_disabled: Option<bool>,
    /// Maximum number of findings; 0 returns none.
    #[schemars(extend("default" = 50))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindingItem {
    pub id: String,
    pub severity: SeverityDto,
    /// False when the rule is off here (by default or because its package is absent): not a
    /// diagnostic.
    pub enabled: bool,
    pub message: String,
    pub location: LocationDto,
    pub symbol: Option<String>,
    /// Whether list-code-actions offers a fix for it.
    pub has_fix: bool,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindData {
    pub findings: Bounded<FindingItem>,
    /// Rules of this family that need flow analysis, which is not built yet: never reported.
    pub not_computed: Vec<String>,
}

const FIND_UNUSED: ToolMeta = ToolMeta::query(
    "find-unused-symbols",
    "Find Unused Symbols",
    "Unused code: IDE0051 private members, IDE0052 never read, IDE0060 parameters, IDE0005 \
usings, CA1812 internal classes.",
);
const FIND_ASYNC: ToolMeta = ToolMeta::query(
    "find-async-issues",
    "Find Async Issues",
    "Async findings: CS1998, CS4014, VSTHRD100 async void, VSTHRD101, VSTHRD002 sync over async, \
CA2007 (opt-in).",
);
const FIND_DISPOSABLE: ToolMeta = ToolMeta::query(
    "find-disposable-issues",
    "Find Disposable Issues",
    "Dispose findings in IDisposable classes: CA1816 GC.SuppressFinalize, CA1063 pattern, CA2213 \
field not disposed.",
);
const FIND_NULLABILITY: ToolMeta = ToolMeta::query(
    "find-nullability-issues",
    "Find Nullability Issues",
    "Nullable warnings where <Nullable>/#nullable enables them: CS8625/CS8600/CS8603 for null \
literals, CS8602/CS8600/CS8603/CS8604 from a flow state of locals and parameters; CS8618 is \
not computed yet (listed in notComputed).",
);

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListAnalyzersRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    /// Severities for this project (its first document's .editorconfig).
    pub project: Option<ProjectSelectorDto>,
    pub document: Option<DocumentSelectorDto>,
    /// Maximum number of rules; 0 returns none.
    #[schemars(extend("default" = 50))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeveritySourceDto {
    /// Default, PackageNotReferenced, EditorConfig, GlobalConfig, NoWarn, WarningsAsErrors,
    /// TreatWarningsAsErrors, Pragma, SuppressMessage, GlobalSuppressMessage.
    pub kind: String,
    pub path: Option<String>,
    pub line: Option<u32>,
    /// The .editorconfig key, or the package that is not referenced.
    pub detail: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyzerItem {
    pub id: String,
    pub title: String,
    pub category: String,
    pub family: String,
    pub default_severity: SeverityDto,
    pub enabled_by_default: bool,
    /// Null when the rule is off.
    pub effective_severity: Option<SeverityDto>,
    pub enabled: bool,
    pub source: SeveritySourceDto,
    /// False for rules that need flow analysis (not built yet): they never report.
    pub implemented: bool,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListAnalyzersData {
    pub analyzers: Bounded<AnalyzerItem>,
}

const LIST_ANALYZERS: ToolMeta = ToolMeta::query(
    "list-analyzers",
    "List Analyzers",
    "The analyzer rules with category, default and effective severity for a project or document, \
and the setting it came from.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![
        tool(FIND_UNUSED, |s, r| find(s, r, Family::Unused)),
        tool(FIND_ASYNC, |s, r| find(s, r, Family::Async)),
        tool(FIND_DISPOSABLE, |s, r| find(s, r, Family::Disposable)),
        tool(FIND_NULLABILITY, |s, r| find(s, r, Family::Nullability)),
        tool(LIST_ANALYZERS, list_analyzers),
    ]
}

/// The documents a find request covers.
fn scope_documents(
    workspace: &LoadedWorkspace,
    scope: Option<ScopeDto>,
    document: Option<DocumentSelectorDto>,
    project: Option<ProjectSelectorDto>,
) -> HostResult<Vec<usize>> {
    let document = match document {
        Some(d) => Some(workspace.resolve_document(&DocumentSelector::from(d), "document")?),
        None => None,
    };
    let project = match project {
        Some(p) => Some(workspace.resolve_project(&p.into(), "project")?),
        None => document.map(|d| workspace.documents[d].project),
    };
    let scope = scope.unwrap_or(match (document, project) {
        (Some(_), _) => ScopeDto::Document,
        (None, Some(_)) => ScopeDto::Project,
        _ => ScopeDto::Solution,
    });
    Ok(match scope {
        ScopeDto::Document => vec![document.ok_or_else(|| {
            HostError::invalid_argument("document", "scope Document needs `document`")
        })?],
        ScopeDto::Project => {
            let project = project.ok_or_else(|| {
                HostError::invalid_argument(
                    "project",
                    "scope Project needs `project` or `document`",
                )
            })?;
            workspace.projects[project].documents.clone()
        }
        ScopeDto::Solution => workspace.live_documents().collect(),
    })
}

fn find(state: &mut State, request: FindRequest, family: Family) -> HostResult<Reply<FindData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let documents = scope_documents(workspace, request.scope, request.document, request.project)?;
    let max = limit(request.limit, 50);
    let minimum = request
        .minimum_severity
        .map(cs_ide::DiagnosticSeverity::from);
    let ids = request.ids.unwrap_or_default();
    let include_disabled = request.include_disabled.unwrap_or(true);
    let mut items = Vec::new();
    let mut sites = Vec::new();
    for document in documents {
        if workspace.documents[document].removed {
            continue;
        }
        for c in workspace.document_findings(document).map_err(cancelled)? {
            let rule = c.finding.rule;
            let configured_off = c.effective.severity.is_none()
                && matches!(
                    c.effective.source,
                    SeveritySource::EditorConfig { .. }
                        | SeveritySource::NoWarn
                        | SeveritySource::Pragma { .. }
                        | SeveritySource::SuppressMessage { .. }
                        | SeveritySource::GlobalSuppressMessage { .. }
                );
            let enabled = c.effective.severity.is_some();
            let wanted = rule.family == family
                && !configured_off
                && (enabled || (include_disabled && rule.find_when_disabled))
                && (ids.is_empty() || ids.iter().any(|i| i.eq_ignore_ascii_case(rule.id)));
            let severity = c.effective.severity.unwrap_or(rule.default_severity);
            if !wanted || minimum.is_some_and(|m| severity < m) {
                continue;
            }
            sites.push((document, c.finding.range));
            items.push(FindingItem {
                id: rule.id.to_string(),
                severity: severity.into(),
                enabled,
                message: c.finding.message,
                location: location(workspace, document, c.finding.range),
                symbol: c.finding.symbol,
                has_fix: false,
            });
        }
    }
    let mut findings = Bounded::from_all(items, max);
    for (item, (document, range)) in findings.items.iter_mut().zip(sites) {
        item.has_fix = item.enabled && has_fix(state, index, document, range, &item.id)?;
    }
    let workspace = state.registry.get(index);
    let not_computed = ALL_RULES
        .iter()
        .filter(|r| r.family == family && r.needs == Needs::Flow)
        .map(|r| r.id.to_string())
        .collect();
    Ok(Reply::new(
        FindData {
            findings,
            not_computed,
        },
        Some(workspace.snapshot()),
    ))
}

/// Whether the Code Action registry offers a fix for the diagnostic `id` at `range`.
fn has_fix(
    state: &State,
    index: usize,
    document: usize,
    range: cs_syntax::TextRange,
    id: &str,
) -> HostResult<bool> {
    let registry = crate::tools::code_actions::registry();
    if !registry.fixable_ids().contains(&id) {
        return Ok(false);
    }
    let workspace = state.registry.get(index);
    let info = &workspace.documents[document];
    let options = crate::tools::code_actions::edit_options(state, workspace, document);
    let filter = cs_actions::ListFilter {
        code_fixes: true,
        refactorings: false,
        diagnostic_ids: Some(vec![id.to_string()]),
    };
    let leaves = registry
        .list(
            &workspace.analysis(),
            workspace.projects[info.project].input,
            info.input,
            &options,
            range,
            &filter,
        )
        .map_err(cancelled)?;
    Ok(leaves.iter().any(|leaf| {
        leaf.trigger
            .diagnostic()
            .is_some_and(|d| d.id == id && d.range == range)
    }))
}

fn source_dto(source: &SeveritySource) -> SeveritySourceDto {
    let (kind, path, line, detail) = match source {
        SeveritySource::Default => ("Default", None, None, None),
        SeveritySource::PackageNotReferenced(p) => {
            ("PackageNotReferenced", None, None, Some(p.to_string()))
        }
        SeveritySource::EditorConfig { key, path, line } => (
            // A `.globalconfig` entry travels with the `.editorconfig` ones; its path says.
            if path.rsplit('/').next() == Some(".globalconfig") {
                "GlobalConfig"
            } else {
                "EditorConfig"
            },
            Some(path.clone()),
            Some(*line),
            Some(key.clone()),
        ),
        SeveritySource::NoWarn => ("NoWarn", None, None, None),
        SeveritySource::WarningsAsErrors => ("WarningsAsErrors", None, None, None),
        SeveritySource::TreatWarningsAsErrors => ("TreatWarningsAsErrors", None, None, None),
        SeveritySource::Pragma { line } => ("Pragma", None, Some(*line), None),
        SeveritySource::SuppressMessage { line } => ("SuppressMessage", None, Some(*line), None),
        SeveritySource::GlobalSuppressMessage { path, line } => (
            "GlobalSuppressMessage",
            Some(path.clone()),
            Some(*line),
            None,
        ),
    };
    SeveritySourceDto {
        kind: kind.to_string(),
        path,
        line,
        detail,
    }
}

fn list_analyzers(
    state: &mut State,
    request: ListAnalyzersRequest,
) -> HostResult<Reply<ListAnalyzersData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let document = match (request.document, request.project) {
        (Some(d), _) => Some(workspace.resolve_document(&DocumentSelector::from(d), "document")?),
        (None, Some(p)) => {
            let project = workspace.resolve_project(&p.into(), "project")?;
            workspace.projects[project].documents.first().copied()
        }
        (None, None) => workspace.live_documents().next(),
    };
    let config = document
        .map(|d| workspace.severity_config(d))
        .unwrap_or_default();
    let items = ALL_RULES.iter().map(|rule: &Rule| {
        let effective = config.effective(rule);
        AnalyzerItem {
            id: rule.id.to_string(),
            title: rule.title.to_string(),
            category: rule.category.to_string(),
            family: rule.family.as_str().to_string(),
            default_severity: rule.default_severity.into(),
            enabled_by_default: rule.enabled_by_default,
            effective_severity: effective.severity.map(Into::into),
            enabled: effective.severity.is_some() && rule.needs != Needs::Flow,
            source: source_dto(&effective.source),
            implemented: rule.needs != Needs::Flow,
        }
    });
    Ok(Reply::new(
        ListAnalyzersData {
            analyzers: Bounded::from_iter_limited(items, limit(request.limit, 50)),
        },
        Some(workspace.snapshot()),
    ))
}
