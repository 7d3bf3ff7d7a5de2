//! Example query plugin: the `TODO` comments of one document, or of every document of the
//! workspace, each with its one-based line and column. It reads text through the host's
//! `host/listDocuments` and `host/documentText` callbacks, so it always sees the snapshot
//! the agent named (staged edits included).

use cs_workbench_plugin::{Bounded, Context, DocumentSelector, Plugin, ToolError, ToolInfo};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ListTodosRequest {
    /// Only this document; every document of the workspace when omitted.
    document: Option<DocumentSelector>,
    /// At most this many comments; 0 returns none.
    #[schemars(range(min = 0), extend("default" = 100))]
    limit: Option<u32>,
}

#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct TodoItem {
    /// Workspace-relative path.
    path: String,
    /// One-based line.
    line: u32,
    /// One-based UTF-16 column of the `TODO` marker.
    column: u32,
    /// The comment's text after the marker.
    text: String,
}

#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
struct TodosData {
    todos: Bounded<TodoItem>,
}

fn list_todos(
    context: &mut Context<'_>,
    request: ListTodosRequest,
) -> Result<TodosData, ToolError> {
    let limit = request.limit.unwrap_or(100) as usize;
    let documents = match request.document {
        Some(document) => vec![document],
        None => {
            let listed = context.list_documents(serde_json::json!({"limit": 10_000}))?;
            listed["documents"]["items"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|d| d["documentId"].as_str())
                .map(DocumentSelector::by_id)
                .collect()
        }
    };
    let mut items = Vec::new();
    let mut has_more = false;
    'documents: for document in &documents {
        let text = context.document_text(document)?;
        for (number, line) in text.text.lines().enumerate() {
            if let Some(item) = todo_in(&text.document.path, number, line) {
                // Stop the work at the bound: one more item only tells that there are more.
                if items.len() == limit {
                    has_more = true;
                    break 'documents;
                }
                items.push(item);
            }
        }
    }
    Ok(TodosData {
        todos: Bounded::prebounded(items, has_more, None),
    })
}

/// A `// TODO` or `/* TODO` comment on a line.
fn todo_in(path: &str, number: usize, line: &str) -> Option<TodoItem> {
    let comment = line.find("//").or_else(|| line.find("/*"))?;
    let marker = comment + line[comment..].find("TODO")?;
    let rest = &line[marker + 4..];
    // A block comment ends at its `*/`; a line comment at the end of the line.
    let rest = match rest.find("*/") {
        Some(end) if line[comment..].starts_with("/*") => &rest[..end],
        _ => rest,
    };
    let text = rest.trim_start_matches(':').trim();
    Some(TodoItem {
        path: path.to_string(),
        line: number as u32 + 1,
        column: line[..marker].encode_utf16().count() as u32 + 1,
        text: text.to_string(),
    })
}

fn main() -> std::io::Result<()> {
    Plugin::new("dev.cs-workbench.examples.todo", "1.0.0")
        .name("TODO comments")
        .query(
            ToolInfo::new(
                "list-todo-comments",
                "Lists the TODO comments (// TODO or /* TODO) of a document, or of every document in the workspace, with one-based line and UTF-16 column, in document order.",
            )
            .title("List TODO Comments"),
            list_todos,
        )
        .run()
}
