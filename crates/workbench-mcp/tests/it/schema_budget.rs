//! The size of `tools/list` for an agent's context: the whole catalogue the server publishes by
//! default within 40 KB minified (shared selectors as plain objects the instructions define,
//! see `schema_compact`), the full input schemas (`--tool-output-schema-mode Full`) within
//! 1.5 KB on average, optional selector fields never listed as required, and every input
//! schema, brief and full, accepting the requests the server accepts (checked on every call of
//! the integration tests, see `common::Session::call`).

use serde_json::Value;
use workbench_mcp::ServerOptions;
use workbench_mcp::catalog::all_tools;
use workbench_mcp::server::mcp_tools;

/// Bytes of the default `tools/list` (names, titles, descriptions, annotations and brief
/// input schemas). 41 tools took 117,700 bytes before schemas were compacted, 68,500 after;
/// 62 tools took 109,600 with full schemas, before the brief form and shorter descriptions.
const CATALOGUE: usize = 40_000;
/// Bytes a full input schema may take on average.
const PER_FULL_SCHEMA: usize = 1_500;

fn minified(value: &impl serde::Serialize) -> usize {
    serde_json::to_string(value).unwrap().len()
}

#[test]
fn the_catalogue_and_its_input_schemas_fit_their_budgets() {
    let tools = all_tools();
    let published = mcp_tools(&tools, &ServerOptions::default());
    let total = minified(&published);
    let descriptions: usize = published
        .iter()
        .map(|t| t.description.as_deref().unwrap_or("").len())
        .sum();
    let full_schemas: usize = tools.iter().map(|t| minified(&*t.input_schema)).sum();
    let mut sizes: Vec<(usize, String)> = published
        .iter()
        .map(|t| (minified(t), t.name.to_string()))
        .collect();
    sizes.sort();
    eprintln!(
        "tools/list: {total} bytes for {} tools (descriptions {descriptions}); full input \
         schemas {full_schemas} bytes; largest {:?}",
        tools.len(),
        &sizes[sizes.len().saturating_sub(5)..]
    );
    assert_eq!(tools.len(), 62);
    assert!(
        total <= CATALOGUE,
        "tools/list is {total} bytes (budget {CATALOGUE})"
    );
    assert!(
        full_schemas <= PER_FULL_SCHEMA * tools.len(),
        "full input schemas are {full_schemas} bytes for {} tools",
        tools.len()
    );
}

/// The brief form keeps every property of the full one but `workspace` (the instructions say
/// every workspace-bound tool takes it; selectors lose their inside), so an agent sees every
/// argument; `commit` is published only in autonomous-trusted mode.
#[test]
fn brief_schemas_name_every_argument_of_the_full_ones() {
    for tool in all_tools() {
        let names = |schema: &serde_json::Map<String, Value>| -> Vec<String> {
            schema
                .get("properties")
                .and_then(Value::as_object)
                .map(|p| {
                    let mut names: Vec<String> =
                        p.keys().filter(|k| *k != "workspace").cloned().collect();
                    // Key order depends on serde_json's preserve_order (unified in by the
                    // workspace build): compare the sets.
                    names.sort();
                    names
                })
                .unwrap_or_default()
        };
        assert_eq!(
            names(&tool.brief_input_schema),
            names(&tool.input_schema),
            "{}",
            tool.meta.name
        );
        assert_eq!(
            tool.brief_input_schema.get("required"),
            tool.input_schema.get("required"),
            "{}",
            tool.meta.name
        );
    }
    let tools = all_tools();
    let has_commit = |options: &ServerOptions| {
        mcp_tools(&tools, options)
            .iter()
            .filter(|t| {
                t.input_schema
                    .get("properties")
                    .and_then(|p| p.get("commit"))
                    .is_some()
            })
            .count()
    };
    assert_eq!(has_commit(&ServerOptions::default()), 0);
    let trusted = ServerOptions {
        mode: workbench_mcp::Mode::AutonomousTrusted,
        ..ServerOptions::default()
    };
    assert_eq!(has_commit(&trusted), 6);
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
