//! Whole sessions through the dispatcher: a reviewed transcript on the sample solution,
//! freshness (edits absorbed, structural changes requiring reload), several workspaces, and
//! panics captured as UnhandledException with local details.

use crate::common;

use common::{Session, fixture};
use serde_json::json;
use workbench_mcp::ServerOptions;

fn snapshot_settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(common::repo_root().join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings
}

#[test]
fn sample_solution_session_transcript() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    session.redact_root(&root, "sample");
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Sample.sln").display().to_string(), "alias": "shop"}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    let projects = session.call_at("list-projects", &opened, json!({}));
    let core = projects["data"]["projects"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Shop.Core")
        .expect("Shop.Core is loaded")
        .clone();
    session.call_at(
        "list-documents",
        &opened,
        json!({"project": {"projectId": core["projectId"]}, "limit": 3}),
    );
    session.call_at("list-solution-folders", &opened, json!({}));
    session.call_at(
        "list-project-references",
        &opened,
        json!({"project": {"name": "Shop.Tests"}, "transitive": true}),
    );
    session.call_at(
        "list-metadata-references",
        &opened,
        json!({"project": {"name": "Shop.Tests"}}),
    );
    let diagnostics = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(
        diagnostics["data"]["diagnostics"]["items"],
        json!([]),
        "the sample compiles"
    );
    session.call("workspace-status", json!({"workspace": {"alias": "shop"}}));
    session.call("server-status", json!({}));
    session.call("workspace-close", json!({"workspace": {"alias": "shop"}}));
    let after = session.call(
        "list-projects",
        json!({"expectedSnapshot": opened["snapshot"]}),
    );
    assert_eq!(after["error"]["code"], "WorkspaceNotOpen");
    snapshot_settings()
        .bind(|| insta::assert_json_snapshot!("sample_session", session.redacted_transcript()));
}

#[test]
fn edited_source_is_absorbed_as_a_new_snapshot() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let order = root.join("src/Shop.Core/Orders/Order.cs");
    let text = std::fs::read_to_string(&order).unwrap();
    std::fs::write(&order, format!("{text}\nclass Broken {{ int x }}\n")).unwrap();

    let stale = session.call_at("list-projects", &opened, json!({}));
    assert_eq!(stale["error"]["code"], "SnapshotMismatch", "{stale:#}");
    assert_eq!(stale["continuation"]["kind"], "RetryRequest");
    let status = session.call("workspace-status", json!({}));
    assert_eq!(status["data"]["reloadRequired"], false);
    assert_eq!(status["snapshot"]["workspaceEpoch"], 1);
    assert_ne!(
        status["snapshot"]["snapshotId"],
        opened["snapshot"]["snapshotId"]
    );
    let instruction = stale["continuation"]["instruction"].as_str().unwrap();
    assert!(
        instruction.contains(status["snapshot"]["snapshotId"].as_str().unwrap()),
        "{instruction}"
    );

    let diagnostics = session.call_at(
        "get-diagnostics",
        &status,
        json!({"document": {"path": "src/Shop.Core/Orders/Order.cs"}}),
    );
    let items = diagnostics["data"]["diagnostics"]["items"]
        .as_array()
        .unwrap();
    assert_eq!(items.len(), 1, "{diagnostics:#}");
    assert_eq!(items[0]["id"], "CS1002");
    assert_eq!(items[0]["location"]["line"], text.lines().count() + 2);

    // Writing the same text back is a new snapshot again (content changed), and clean.
    std::fs::write(&order, &text).unwrap();
    let status2 = session.call("workspace-status", json!({}));
    let clean = session.call_at("get-diagnostics", &status2, json!({}));
    assert_eq!(clean["data"]["diagnostics"]["items"], json!([]));
}

#[test]
fn structural_changes_require_a_reload() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let documents_before = opened["data"]["documentCount"].as_u64().unwrap();
    let not_required = session.call("workspace-reload", json!({}));
    assert_eq!(not_required["error"]["code"], "WorkspaceReloadNotRequired");

    std::fs::write(
        root.join("src/Shop.Core/Orders/Invoice.cs"),
        "namespace Shop.Core.Orders;\npublic class Invoice { }\n",
    )
    .unwrap();
    let out_of_date = session.call_at("list-projects", &opened, json!({}));
    assert_eq!(
        out_of_date["error"]["code"], "WorkspaceOutOfDate",
        "{out_of_date:#}"
    );
    assert_eq!(
        out_of_date["continuation"],
        json!({"kind": "CallTool", "tool": "workspace-reload", "instruction": out_of_date["continuation"]["instruction"]})
    );
    let status = session.call("workspace-status", json!({}));
    assert_eq!(status["data"]["reloadRequired"], true);
    assert_eq!(
        status["data"]["reloadReasons"],
        json!([{"kind": "DocumentAdded", "path": "src/Shop.Core/Orders/Invoice.cs"}])
    );

    let reloaded = session.call("workspace-reload", json!({}));
    assert_eq!(reloaded["ok"], true, "{reloaded:#}");
    assert_eq!(reloaded["snapshot"]["workspaceEpoch"], 2);
    assert_eq!(
        reloaded["snapshot"]["workspaceId"],
        opened["snapshot"]["workspaceId"]
    );
    assert_eq!(
        reloaded["data"]["documentCount"].as_u64().unwrap(),
        documents_before + 1
    );
    let listed = session.call_at(
        "list-documents",
        &reloaded,
        json!({"pathPrefix": "src/Shop.Core/Orders/Inv"}),
    );
    assert_eq!(listed["data"]["documents"]["totalCount"], 1);

    let project = root.join("src/Shop.Core/Shop.Core.csproj");
    let text = std::fs::read_to_string(&project).unwrap();
    std::fs::write(
        &project,
        text.replace(
            "</Project>",
            "  <PropertyGroup><Nullable>enable</Nullable></PropertyGroup>\n</Project>",
        ),
    )
    .unwrap();
    let status = session.call("workspace-status", json!({}));
    assert_eq!(
        status["data"]["reloadReasons"],
        json!([{"kind": "ProjectInputChanged", "path": "src/Shop.Core/Shop.Core.csproj"}])
    );

    std::fs::remove_file(root.join("src/Shop.App/Program.cs")).unwrap();
    let status = session.call("workspace-status", json!({}));
    let kinds: Vec<&str> = status["data"]["reloadReasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["ProjectInputChanged", "DocumentRemoved"]);
}

#[test]
fn several_workspaces_need_a_selector() {
    let (_a, sample) = fixture("sample");
    let (_b, folder) = fixture("folder-only");
    let mut session = Session::new();
    let first = session.call(
        "workspace-open",
        json!({"path": sample.display().to_string(), "alias": "shop"}),
    );
    let second = session.call(
        "workspace-open",
        json!({"path": folder.display().to_string(), "alias": "loose"}),
    );
    assert_ne!(
        first["snapshot"]["workspaceId"],
        second["snapshot"]["workspaceId"]
    );

    let ambiguous = session.call(
        "list-projects",
        json!({"expectedSnapshot": first["snapshot"]}),
    );
    assert_eq!(ambiguous["error"]["code"], "WorkspaceAmbiguous");
    assert_eq!(ambiguous["continuation"]["kind"], "ReviseRequest");
    let by_alias = session.call_at(
        "list-projects",
        &second,
        json!({"workspace": {"alias": "loose"}}),
    );
    assert_eq!(by_alias["data"]["projects"]["totalCount"], 1);
    let wrong = session.call_at(
        "list-projects",
        &second,
        json!({"workspace": {"alias": "loose", "workspaceId": first["snapshot"]["workspaceId"]}}),
    );
    assert_eq!(wrong["error"]["code"], "WorkspaceNotFound");
    let again = session.call(
        "workspace-open",
        json!({"path": sample.display().to_string()}),
    );
    assert_eq!(again["snapshot"], first["snapshot"]);
    assert_eq!(again["warnings"][0]["code"], "WorkspaceAlreadyOpen");
    let taken = session.call(
        "workspace-open",
        json!({"path": folder.join("Utils").display().to_string(), "alias": "shop"}),
    );
    assert_eq!(taken["error"]["code"], "InvalidArgument");
    let status = session.call("server-status", json!({"detail": "Full"}));
    assert_eq!(status["data"]["workspaces"].as_array().unwrap().len(), 2);
    assert!(
        status.get("snapshot").is_none(),
        "no single workspace context"
    );
    assert_eq!(
        status["data"]["full"]["configuration"]["mode"],
        "transactional"
    );
}

#[test]
fn a_panicking_tool_answers_unhandled_exception_and_the_server_stays_up() {
    let (_dir, root) = fixture("sample");
    let options = ServerOptions {
        panic_tool: Some("list-projects".into()),
        ..Default::default()
    };
    let mut session = Session::with_options(options);
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let failed = session.call_at("list-projects", &opened, json!({}));
    assert_eq!(failed["error"]["code"], "UnhandledException");
    assert_eq!(failed["error"]["message"], "Tool execution failed.");
    assert_eq!(
        failed["diagnostics"],
        json!({"detailsAvailable": true, "detailsTool": "get-error-details"})
    );
    assert_eq!(failed["reporting"]["canPrepare"], false);
    let id = failed["error"]["correlationId"].clone();

    let details = session.call("get-error-details", json!({"correlationId": id}));
    let record = &details["data"]["error"];
    assert_eq!(record["toolName"], "list-projects");
    assert!(
        record["exceptions"][0]["message"]
            .as_str()
            .unwrap()
            .contains("fault injected")
    );
    assert_eq!(
        record["workspace"]["workspaceId"],
        opened["snapshot"]["workspaceId"]
    );
    assert_eq!(details["data"]["safeForExternalSubmission"], false);
    let frames = record["exceptions"][0]["stackFrames"].as_array().unwrap();
    assert!(
        frames.iter().any(|f| f["component"] == "CsWorkbench"),
        "{frames:#?}"
    );

    let unknown = session.call(
        "get-error-details",
        json!({"correlationId": "6f1f4b8e-0000-4000-8000-000000000000"}),
    );
    assert_eq!(unknown["error"]["code"], "ReportNotFound");
    let alive = session.call_at("list-documents", &opened, json!({"limit": 1}));
    assert_eq!(alive["ok"], true);
}

#[test]
fn recovery_session_transcript() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    session.redact_root(&root, "sample");
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string(), "limit": 0}),
    );
    let mut stale = opened["snapshot"].clone();
    stale["snapshotId"] = json!("00000000-0000-4000-8000-000000000000");
    session.call(
        "list-projects",
        json!({"expectedSnapshot": stale, "limit": 1}),
    );
    session.call("list-projects", json!({"limit": 1}));
    session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "src/Missing.cs"}}),
    );
    std::fs::write(
        root.join("src/Shop.Core/Orders/Refund.cs"),
        "namespace Shop.Core.Orders;\n\npublic record Refund(decimal Amount)\n{\n    public bool IsFull => Amount > 0\n}\n",
    )
    .unwrap();
    let out_of_date = session.call_at("list-projects", &opened, json!({"limit": 1}));
    assert_eq!(out_of_date["error"]["code"], "WorkspaceOutOfDate");
    session.call("workspace-status", json!({}));
    let reloaded = session.call("workspace-reload", json!({"limit": 0}));
    session.call_at(
        "get-diagnostics",
        &reloaded,
        json!({"project": {"name": "Shop.Core"}}),
    );
    session.call("workspace-reload", json!({}));
    snapshot_settings()
        .bind(|| insta::assert_json_snapshot!("recovery_session", session.redacted_transcript()));
}

#[test]
fn a_multi_targeting_project_is_one_project_per_framework() {
    let (_dir, root) = fixture("multi-target");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let projects = session.call_at("list-projects", &opened, json!({}));
    let summary: Vec<(String, String, String)> = projects["data"]["projects"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["projectId"].as_str().unwrap().to_string(),
                p["targetFramework"].as_str().unwrap().to_string(),
                p["languageVersion"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let ids: Vec<&str> = summary.iter().map(|(id, _, _)| id.as_str()).collect();
    assert_eq!(
        ids,
        ["Polyfill(net8.0)", "Polyfill(net48)", "App"],
        "{projects:#}"
    );
    assert_eq!(summary[1].2, "7.3", "net48 compiles with C# 7.3");

    let net48 = session.call_at(
        "list-documents",
        &opened,
        json!({"project": {"name": "Polyfill", "targetFramework": "net48"}}),
    );
    let modern = session.call_at(
        "list-documents",
        &opened,
        json!({"project": {"projectId": "Polyfill(net8.0)"}}),
    );
    assert_ne!(
        net48["data"]["documents"]["items"],
        modern["data"]["documents"]["items"]
    );
    let ambiguous = session.call_at(
        "list-documents",
        &opened,
        json!({"project": {"name": "Polyfill"}}),
    );
    assert_eq!(ambiguous["error"]["code"], "InvalidArgument");
    let clean = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(
        clean["data"]["diagnostics"]["items"],
        json!([]),
        "each framework parses with its own symbols"
    );
}

#[test]
fn a_solution_filter_loads_only_its_projects() {
    let (_dir, root) = fixture("solution-filter");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("filters/Backend.slnf").display().to_string()}),
    );
    assert_eq!(opened["data"]["projectCount"], 2, "{opened:#}");
    let ids: Vec<&str> = opened["data"]["loadDiagnostics"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["CSW1009"]);
}

#[test]
fn a_cancelled_call_answers_cancelled_and_the_next_one_works() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let arguments = json!({"expectedSnapshot": opened["snapshot"]});
    let context = workbench_mcp::state::CallContext {
        progress: None,
        cancelled: std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true)),
        ..Default::default()
    };
    let outcome = session
        .workbench
        .call_in("get-diagnostics", arguments.as_object().cloned(), context)
        .unwrap();
    assert_eq!(
        outcome.envelope["error"]["code"], "Cancelled",
        "{:#}",
        outcome.envelope
    );
    assert_eq!(outcome.envelope["continuation"]["kind"], "RetryRequest");
    let again = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(again["ok"], true);
}
