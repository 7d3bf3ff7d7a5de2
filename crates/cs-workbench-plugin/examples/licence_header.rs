//! Example mutation plugin: adds a licence header comment at the top of a document unless
//! the document already starts with it. It proposes a candidate; the host stages it in the
//! active transaction, where the agent reviews it with transaction-diff before committing.

use cs_workbench_plugin::{
    Context, DocumentEdit, DocumentSelector, MutationCandidate, MutationOutcome, Plugin, Range,
    TextEdit, ToolError, ToolInfo,
};
use schemars::JsonSchema;
use serde::Deserialize;

const DEFAULT_HEADER: &str = "// Licensed under the MIT License.";

#[derive(Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct AddHeaderRequest {
    document: DocumentSelector,
    /// The header's text, one or more `//` comment lines (default: `// Licensed under the MIT License.`).
    #[schemars(extend("default" = DEFAULT_HEADER))]
    header: Option<String>,
}

fn add_header(
    context: &mut Context<'_>,
    request: AddHeaderRequest,
) -> Result<MutationOutcome, ToolError> {
    let header = request.header.unwrap_or_else(|| DEFAULT_HEADER.to_string());
    if !header.lines().all(|l| l.trim_start().starts_with("//")) {
        return Err(ToolError::new(
            "InvalidArgument",
            "`header`: every line must be a // comment",
        ));
    }
    let current = context.document_text(&request.document)?;
    let path = current.document.path.clone();
    if current
        .text
        .trim_start_matches('\u{feff}')
        .starts_with(header.trim_end())
    {
        return Ok(MutationOutcome {
            candidate: MutationCandidate::default(),
            summary: format!("{path} already starts with the header; nothing to change"),
        });
    }
    // Keep the document's own line ending.
    let newline = if current.text.contains("\r\n") {
        "\r\n"
    } else {
        "\n"
    };
    let mut new_text: String = header
        .trim_end()
        .lines()
        .map(|l| format!("{l}{newline}"))
        .collect();
    new_text.push_str(newline);
    Ok(MutationOutcome {
        candidate: MutationCandidate {
            edits: vec![DocumentEdit {
                document: DocumentSelector::by_id(current.document.document_id),
                edits: vec![TextEdit {
                    range: Range {
                        start: 0,
                        length: 0,
                    },
                    new_text,
                }],
            }],
            ..Default::default()
        },
        summary: format!("Added the licence header to {path}"),
    })
}

fn main() -> std::io::Result<()> {
    Plugin::new("dev.cs-workbench.examples.licence-header", "1.0.0")
        .name("Licence header")
        .mutation(
            ToolInfo::new(
                "add-licence-header",
                "Stages a licence header comment at the top of a document in the active transaction (TransactionRequired without one); a document that already starts with the header stages nothing.",
            )
            .title("Add Licence Header"),
            add_header,
        )
        .run()
}
