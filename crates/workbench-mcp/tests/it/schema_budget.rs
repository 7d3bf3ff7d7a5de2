//! The size of `tools/list` for an agent's context: input schemas within 1.5 KB on average
//! (shared shapes as `$defs`, see `schema_compact`), the whole catalogue within 1.8 KB a tool,
//! optional selector fields never listed as required, and every input schema accepting the
//! requests the server accepts (checked on every call of the integration tests, see
//! `common::Session::call`).

use serde_json::Value;
use workbench_mcp::ToolOutputSchemaMode;
use workbench_mcp::catalog::all_tools;
use workbench_mcp::server::mcp_tool;

/// Bytes a published tool may take on average (name, title, description, annotations and
/// input schema). 41 tools took 117,700 bytes before schemas were compacted, 68,500 after.
/// The 40 KB goal for 62 tools (645 a tool) also needs shorter tool descriptions (312 bytes
/// each on average today).
const PER_TOOL: usize = 1_800;
/// Bytes an input schema may take on average.
const PER_SCHEMA: usize = 1_500;

#[test]
fn the_catalogue_and_its_input_schemas_fit_their_budgets() {
    let tools = all_tools();
    let published: Vec<Value> = tools
        .iter()
        .map(|t| serde_json::to_value(mcp_tool(t, ToolOutputSchemaMode::Omit)).unwrap())
        .collect();
    let total = serde_json::to_string(&published).unwrap().len();
    let schemas: usize = tools
        .iter()
        .map(|t| serde_json::to_string(&*t.input_schema).unwrap().len())
        .sum();
    let mut sizes: Vec<(usize, &str)> = tools
        .iter()
        .map(|t| {
            (
                serde_json::to_string(&*t.input_schema).unwrap().len(),
                t.meta.name,
            )
        })
        .collect();
    sizes.sort();
    eprintln!(
        "tools/list: {total} bytes for {} tools; input schemas {schemas} bytes; largest {:?}",
        tools.len(),
        &sizes[sizes.len().saturating_sub(5)..]
    );
    assert!(
        total <= PER_TOOL * tools.len(),
        "tools/list is {total} bytes for {} tools (budget {} a tool)",
        tools.len(),
        PER_TOOL
    );
    assert!(
        schemas <= PER_SCHEMA * tools.len(),
        "input schemas are {schemas} bytes for {} tools",
        tools.len()
    );
}

/// A selector's optional fields (`project` of a document, `occurrence` of a text location)
/// are never listed as required.
#[test]
fn optional_selector_fields_are_not_required() {
    fn check(tool: &str, value: &Value) {
        match value {
            Value::Object(map) => {
                let is_selector = map
                    .get("properties")
                    .and_then(Value::as_object)
                    .is_some_and(|p| p.contains_key("documentId") || p.contains_key("match"));
                if is_selector && let Some(Value::Array(required)) = map.get("required") {
                    for field in ["project", "occurrence"] {
                        assert!(
                            !required.iter().any(|r| r == field),
                            "{tool} lists `{field}` as required: {value}"
                        );
                    }
                }
                map.values().for_each(|v| check(tool, v));
            }
            Value::Array(items) => items.iter().for_each(|v| check(tool, v)),
            _ => {}
        }
    }
    for tool in all_tools() {
        check(tool.meta.name, &Value::Object((*tool.input_schema).clone()));
    }
}
