//! `get-code-context`: the lines around a location, the member and type enclosing it, and
//! what the names in those lines refer to.

use cs_ide::{BoundSymbol, FileRange};
use cs_syntax::{LineCol, TextRange, TextSize};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::{HostError, HostResult};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{
    DocumentRefDto, LocationDto, LocationSelectorDto, SnapshotDto, SymbolDto, TargetSymbolDto,
    WorkspaceSelectorDto,
};
use crate::state::State;
use crate::tools::symbol_selector::Symbols;
use crate::tools::{cancelled, document_ref, prepare};

/// The most lines either side of the location.
const MAX_LINES: u32 = 200;

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CodeContextRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub location: LocationSelectorDto,
    #[schemars(extend("default" = 10), range(max = 200))]
    pub lines_before: Option<u32>,
    #[schemars(extend("default" = 10), range(max = 200))]
    pub lines_after: Option<u32>,
}

/// A symbol named in the window.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContextSymbolDto {
    pub symbol: TargetSymbolDto,
    /// How the window uses it (the reference kinds of find-references), in order of appearance.
    pub kinds: Vec<String>,
    /// Its first name in the window.
    pub location: LocationDto,
    /// How many names in the window refer to it.
    pub occurrences: u32,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeContextData {
    pub document: DocumentRefDto,
    /// One-based line of the location.
    pub line: u32,
    /// One-based first and last line of the window.
    pub start_line: u32,
    pub end_line: u32,
    /// The window's lines as written.
    pub text: String,
    /// The innermost member whose declaration holds the location; null in top-level statements
    /// and outside members.
    pub enclosing_member: Option<SymbolDto>,
    /// The innermost type whose declaration holds the location.
    pub enclosing_type: Option<SymbolDto>,
    /// Every symbol named in the window (declarations included), in order of first appearance.
    pub symbols: Vec<ContextSymbolDto>,
}

const GET_CODE_CONTEXT: ToolMeta = ToolMeta::query(
    "get-code-context",
    "Get Code Context",
    "The lines around a location with the enclosing member and type, and how each symbol named \
there is used.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![tool(GET_CODE_CONTEXT, get_code_context)]
}

fn lines(requested: Option<u32>, field: &str) -> HostResult<u32> {
    match requested.unwrap_or(10) {
        n if n > MAX_LINES => Err(HostError::invalid_argument(
            field,
            format!("must be at most {MAX_LINES}"),
        )),
        n => Ok(n),
    }
}

fn get_code_context(
    state: &mut State,
    request: CodeContextRequest,
) -> HostResult<Reply<CodeContextData>> {
    let before = lines(request.lines_before, "linesBefore")?;
    let after = lines(request.lines_after, "linesAfter")?;
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let symbols = Symbols::new(workspace);
    let resolved =
        workspace.resolve_location(&request.location.into_selector("location")?, "location")?;
    let document_index = resolved.document;
    let document = &workspace.documents[document_index];
    let project = workspace.projects[document.project].input;
    let text = workspace.document_text(document_index);
    let line_index = workspace.line_index(document_index);
    let line = line_index.line_col(resolved.range.start()).line;
    let first = line.saturating_sub(before);
    let last = (line + after).min(line_index.line_count().saturating_sub(1));
    let start = line_index
        .offset(LineCol {
            line: first,
            col: 0,
        })
        .unwrap_or_default();
    let last_start = line_index
        .offset(LineCol { line: last, col: 0 })
        .unwrap_or_default();
    let end = text[usize::from(last_start)..]
        .find(['\n', '\r'])
        .map_or(text.len(), |i| usize::from(last_start) + i);
    let window = TextRange::new(start, TextSize::from(end as u32));
    let context = symbols
        .analysis
        .code_context(project, document.input, resolved.range.start(), window)
        .map_err(cancelled)?;
    let describe = |symbol: &Option<cs_ide::Symbol>| -> HostResult<Option<SymbolDto>> {
        Ok(match symbol {
            Some(s) => symbols.info(s)?.map(|info| symbols.item(&info)),
            None => None,
        })
    };
    // Grouped by symbol, in order of first appearance.
    let mut groups: Vec<(BoundSymbol, Vec<String>, TextRange, u32)> = Vec::new();
    for reference in &context.references {
        let kind = reference.kind.as_str().to_string();
        match groups.iter_mut().find(|g| g.0 == reference.symbol) {
            Some(group) => {
                if !group.1.contains(&kind) {
                    group.1.push(kind);
                }
                group.3 += 1;
            }
            None => groups.push((reference.symbol.clone(), vec![kind], reference.range, 1)),
        }
    }
    let mut named = Vec::new();
    for (symbol, kinds, first_range, occurrences) in groups {
        let Some(item) = symbols.target_item(&symbol)? else {
            continue;
        };
        let Some(location) = symbols.location(&FileRange {
            document: document.input,
            range: first_range,
        }) else {
            continue;
        };
        named.push(ContextSymbolDto {
            symbol: item,
            kinds,
            location,
            occurrences,
        });
    }
    Ok(Reply::new(
        CodeContextData {
            document: document_ref(workspace, document_index),
            line: line + 1,
            start_line: first + 1,
            end_line: last + 1,
            text: text[usize::from(start)..end].to_string(),
            enclosing_member: describe(&context.member)?,
            enclosing_type: describe(&context.ty)?,
            symbols: named,
        },
        Some(workspace.snapshot()),
    ))
}
