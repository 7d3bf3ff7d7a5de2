//! The published catalogue: metadata on every tool, input schemas within budget with their
//! defaults, output schemas only in Full mode, and mode-dependent publication.

use std::sync::Arc;

use workbench_host::RealSystem;
use workbench_mcp::catalog::{ToolKind, all_tools};
use workbench_mcp::server::mcp_tool;
use workbench_mcp::{Mode, ServerOptions, ToolOutputSchemaMode, Workbench};

#[test]
fn every_input_schema_is_an_object_within_5000_bytes() {
    for tool in all_tools() {
        let minified = serde_json::to_string(&*tool.input_schema).unwrap();
        assert!(
            minified.len() <= 5000,
            "{} input schema is {} bytes",
            tool.meta.name,
            minified.len()
        );
        assert_eq!(
            tool.input_schema.get("type").and_then(|t| t.as_str()),
            Some("object"),
            "{}",
            tool.meta.name
        );
        jsonschema::validator_for(&serde_json::Value::Object((*tool.input_schema).clone()))
            .unwrap_or_else(|e| panic!("{} input schema does not compile: {e}", tool.meta.name));
    }
}

#[test]
fn every_tool_has_title_description_and_annotations() {
    for tool in all_tools() {
        let published = serde_json::to_value(mcp_tool(&tool, ToolOutputSchemaMode::Omit)).unwrap();
        assert!(
            published["title"].as_str().is_some_and(|t| !t.is_empty()),
            "{}",
            tool.meta.name
        );
        assert!(
            published["description"]
                .as_str()
                .is_some_and(|d| d.len() > 40),
            "{}",
            tool.meta.name
        );
        let annotations = &published["annotations"];
        for hint in [
            "readOnlyHint",
            "destructiveHint",
            "idempotentHint",
            "openWorldHint",
            "title",
        ] {
            assert!(
                !annotations[hint].is_null(),
                "{} lacks {hint}",
                tool.meta.name
            );
        }
        assert!(
            published.get("outputSchema").is_none(),
            "Omit mode publishes no output schema"
        );
        assert_eq!(
            annotations["readOnlyHint"],
            tool.meta.kind == ToolKind::Query,
            "{}",
            tool.meta.name
        );
    }
}

#[test]
fn full_mode_publishes_a_compilable_output_schema() {
    for tool in all_tools() {
        let published = serde_json::to_value(mcp_tool(&tool, ToolOutputSchemaMode::Full)).unwrap();
        let schema = &published["outputSchema"];
        assert_eq!(schema["type"], "object", "{}", tool.meta.name);
        jsonschema::validator_for(schema).unwrap_or_else(|e| panic!("{}: {e}", tool.meta.name));
    }
}

#[test]
fn collection_limits_publish_the_contract_defaults() {
    let expected = [
        ("workspace-open", 200),
        ("workspace-reload", 200),
        ("list-projects", 100),
        ("list-documents", 200),
        ("list-solution-folders", 200),
        ("list-project-references", 50),
        ("list-metadata-references", 100),
        ("get-diagnostics", 200),
        ("find-unused-symbols", 50),
        ("find-async-issues", 50),
        ("find-disposable-issues", 50),
        ("find-nullability-issues", 50),
        ("list-analyzers", 50),
        ("search-symbols", 100),
        ("find-implementations", 100),
        ("find-overrides", 100),
        ("find-derived-types", 100),
        ("get-type-hierarchy", 100),
        ("list-base-types", 16),
        ("list-implemented-interfaces", 64),
        ("list-members", 100),
        ("list-overloads", 50),
        ("list-partial-declarations", 32),
        ("list-attributes", 50),
        ("list-api-symbols", 100),
        ("find-references", 100),
        ("find-callers", 100),
        ("find-callees", 100),
        ("get-control-flow-graph", 64),
        ("list-dependencies", 100),
        ("list-dependents", 100),
        ("get-dependency-graph", 200),
        ("find-dependency-cycles", 25),
        ("find-tests", 100),
        ("analyze-change-impact", 100),
        ("get-metrics", 100),
        ("find-duplicate-code", 25),
        ("transaction-status", 200),
        ("transaction-diff", 200),
        ("list-code-actions", 50),
    ];
    let tools = all_tools();
    for (name, default) in expected {
        let tool = tools.iter().find(|t| t.meta.name == name).unwrap();
        let limit = &tool.input_schema["properties"]["limit"];
        assert_eq!(limit["default"], default, "{name}");
        assert_eq!(limit["minimum"], 0, "{name}");
    }
    // Hierarchy depths default to 3; get-type-hierarchy bounds its base types separately.
    for name in ["find-derived-types", "get-type-hierarchy", "find-callees"] {
        let tool = tools.iter().find(|t| t.meta.name == name).unwrap();
        assert_eq!(
            tool.input_schema["properties"]["depth"]["default"], 3,
            "{name}"
        );
    }
    let graph = tools
        .iter()
        .find(|t| t.meta.name == "get-control-flow-graph")
        .unwrap();
    assert_eq!(
        graph.input_schema["properties"]["regionLimit"]["default"],
        32
    );
    let tree = tools
        .iter()
        .find(|t| t.meta.name == "get-operation-tree")
        .unwrap();
    assert_eq!(tree.input_schema["properties"]["depth"]["default"], 8);
    let context = tools
        .iter()
        .find(|t| t.meta.name == "get-code-context")
        .unwrap();
    for lines in ["linesBefore", "linesAfter"] {
        assert_eq!(context.input_schema["properties"][lines]["default"], 10);
    }
    let diff = tools
        .iter()
        .find(|t| t.meta.name == "transaction-diff")
        .unwrap();
    assert_eq!(
        diff.input_schema["properties"]["contextLines"]["default"],
        3
    );
    let hierarchy = tools
        .iter()
        .find(|t| t.meta.name == "get-type-hierarchy")
        .unwrap();
    assert_eq!(
        hierarchy.input_schema["properties"]["baseTypesLimit"]["default"],
        16
    );
}

#[test]
fn workspace_bound_queries_require_expected_snapshot() {
    let server_owned = [
        "server-status",
        "get-error-details",
        "prepare-error-report",
        "submit-error-report",
        "workspace-open",
        "workspace-status",
        "workspace-reload",
        "workspace-close",
        "transaction-status",
    ];
    for tool in all_tools() {
        let required: Vec<&str> = tool
            .input_schema
            .get("required")
            .and_then(|r| r.as_array())
            .map(|r| r.iter().filter_map(|v| v.as_str()).collect())
            .unwrap_or_default();
        assert_eq!(
            required.contains(&"expectedSnapshot"),
            !server_owned.contains(&tool.meta.name),
            "{}",
            tool.meta.name
        );
    }
}

#[test]
fn the_tool_list_depends_only_on_startup_options() {
    let names = |mode| {
        let options = ServerOptions {
            mode,
            ..Default::default()
        };
        Workbench::new(options, Arc::new(RealSystem))
            .tools()
            .iter()
            .map(|t| t.meta.name)
            .collect::<Vec<_>>()
    };
    let transactional = names(Mode::Transactional);
    assert_eq!(transactional, names(Mode::Transactional));
    // inspection-only leaves out mutations and the transaction family (also its queries);
    // lifecycle tools change server state, not files, and are published in every mode.
    let inspection = names(Mode::InspectionOnly);
    assert!(inspection.contains(&"workspace-open"));
    for hidden in [
        "transaction-begin",
        "transaction-status",
        "transaction-diff",
        "transaction-commit",
        "transaction-rollback",
        "edit-document",
        "create-document",
        "delete-document",
        "format-document",
        "organize-usings",
        "rename-symbol",
        "stage-code-action",
    ] {
        assert!(transactional.contains(&hidden), "{hidden}");
        assert!(!inspection.contains(&hidden), "{hidden}");
    }
    // The error-report pair is published unless consent is never.
    assert!(inspection.contains(&"prepare-error-report"));
    assert!(inspection.contains(&"submit-error-report"));
    assert_eq!(inspection.len(), 50);
    assert_eq!(transactional.len(), 62);
    assert_eq!(names(Mode::AutonomousTrusted), transactional);
    let never = Workbench::new(
        ServerOptions {
            error_reporting_consent: workbench_mcp::ErrorReportingConsent::Never,
            ..Default::default()
        },
        Arc::new(RealSystem),
    );
    let never: Vec<&str> = never.tools().iter().map(|t| t.meta.name).collect();
    assert_eq!(never.len(), 60);
    assert!(!never.contains(&"prepare-error-report") && !never.contains(&"submit-error-report"));
}

#[test]
fn schemas_use_only_json_schema_formats() {
    fn formats(value: &serde_json::Value, found: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(map) => {
                if let Some(format) = map.get("format").and_then(|f| f.as_str()) {
                    found.push(format.to_string());
                }
                map.values().for_each(|v| formats(v, found));
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| formats(v, found)),
            _ => {}
        }
    }
    for tool in all_tools() {
        let published = serde_json::to_value(mcp_tool(&tool, ToolOutputSchemaMode::Full)).unwrap();
        let mut found = Vec::new();
        formats(&published["inputSchema"], &mut found);
        formats(&published["outputSchema"], &mut found);
        assert!(
            found
                .iter()
                .all(|f| ["uuid", "date-time"].contains(&f.as_str())),
            "{}: {found:?}",
            tool.meta.name
        );
    }
}
