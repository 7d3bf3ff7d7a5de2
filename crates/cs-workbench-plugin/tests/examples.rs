//! The two example plugins, run as real processes by an in-process workbench: the query
//! answers TODO comments from the call's snapshot (staged edits included), the mutation
//! stages its candidate in the active transaction, and bad arguments never reach a plugin.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::{Map, Value, json};
use workbench_mcp::{PluginConfig, ServerOptions, Workbench};

/// `cargo test` builds the examples next to the test binaries' directory.
fn example(name: &str) -> String {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap().join("examples");
    dir.join(name).display().to_string()
}

fn plugin(name: &str) -> PluginConfig {
    PluginConfig {
        command: example(name),
        startup_timeout_ms: Some(5_000),
        call_timeout_ms: Some(5_000),
        ..Default::default()
    }
}

/// A one-project workspace with two documents holding TODO comments.
fn workspace() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("app");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(
        root.join("App.csproj"),
        "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n",
    )
    .unwrap();
    std::fs::write(
        root.join("A.cs"),
        "namespace App;\n\n// TODO: name this better\npublic class A\n{\n    /* TODO remove */ public int X;\n}\n",
    )
    .unwrap();
    std::fs::write(
        root.join("B.cs"),
        "namespace App;\n\npublic class B { } // TODO split\n",
    )
    .unwrap();
    (dir, root)
}

fn call(workbench: &Workbench, tool: &str, arguments: Value) -> Value {
    let arguments: Map<String, Value> = arguments.as_object().cloned().unwrap();
    workbench
        .call(tool, Some(arguments))
        .unwrap_or_else(|| panic!("{tool} is not published"))
        .envelope
}

fn start(root: &Path) -> (Workbench, Value, tempfile::TempDir) {
    let state = tempfile::tempdir().unwrap();
    let options = ServerOptions {
        plugins: vec![plugin("todo_comments"), plugin("licence_header")],
        state_dir: Some(state.path().display().to_string()),
        ..Default::default()
    };
    let workbench = Workbench::new(options, Arc::new(workbench_host::RealSystem));
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": root.join("App.csproj").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    let snapshot = opened["snapshot"].clone();
    (workbench, snapshot, state)
}

#[test]
fn the_query_plugin_lists_todo_comments_from_the_snapshot() {
    let (_dir, root) = workspace();
    let (workbench, snapshot, _state) = start(&root);
    let all = call(
        &workbench,
        "list-todo-comments",
        json!({"expectedSnapshot": snapshot}),
    );
    assert_eq!(all["ok"], true, "{all:#}");
    assert_eq!(all["snapshot"], snapshot);
    assert_eq!(
        all["data"]["todos"],
        json!({"items": [
            {"path": "A.cs", "line": 3, "column": 4, "text": "name this better"},
            {"path": "A.cs", "line": 6, "column": 8, "text": "remove"},
            {"path": "B.cs", "line": 3, "column": 23, "text": "split"},
        ], "hasMore": false, "totalCount": null})
    );
    let one = call(
        &workbench,
        "list-todo-comments",
        json!({"expectedSnapshot": snapshot, "document": {"path": "B.cs"}, "limit": 0}),
    );
    assert_eq!(
        one["data"]["todos"],
        json!({"items": [], "hasMore": true, "totalCount": null})
    );
    // The plugin never sees arguments its schema refuses.
    let negative = call(
        &workbench,
        "list-todo-comments",
        json!({"expectedSnapshot": snapshot, "limit": -1}),
    );
    assert_eq!(negative["error"]["code"], "InvalidArgument", "{negative:#}");
    assert!(
        negative["error"]["message"]
            .as_str()
            .unwrap()
            .contains("/limit"),
        "{negative:#}"
    );
    // A callback refusal comes back as the contract's error.
    let missing = call(
        &workbench,
        "list-todo-comments",
        json!({"expectedSnapshot": snapshot, "document": {"path": "Nope.cs"}}),
    );
    assert_eq!(missing["error"]["code"], "DocumentNotFound", "{missing:#}");
    let stale = call(
        &workbench,
        "list-todo-comments",
        json!({"expectedSnapshot": {"workspaceId": snapshot["workspaceId"], "workspaceEpoch": 1, "snapshotId": uuid_zero(), "transactionRevision": null}}),
    );
    assert_eq!(stale["error"]["code"], "SnapshotMismatch", "{stale:#}");
}

fn uuid_zero() -> &'static str {
    "00000000-0000-0000-0000-000000000000"
}

#[test]
fn the_mutation_plugin_stages_its_candidate_in_the_transaction() {
    let (_dir, root) = workspace();
    let (workbench, snapshot, _state) = start(&root);
    let arguments =
        |snapshot: &Value| json!({"expectedSnapshot": snapshot, "document": {"path": "A.cs"}});
    let refused = call(&workbench, "add-licence-header", arguments(&snapshot));
    assert_eq!(
        refused["error"]["code"], "TransactionRequired",
        "{refused:#}"
    );
    let begun = call(
        &workbench,
        "transaction-begin",
        json!({"expectedSnapshot": snapshot}),
    );
    let staged = call(
        &workbench,
        "add-licence-header",
        arguments(&begun["snapshot"]),
    );
    assert_eq!(staged["ok"], true, "{staged:#}");
    assert_eq!(staged["data"]["revision"], 1);
    assert_eq!(
        staged["data"]["summary"],
        "Added the licence header to A.cs"
    );
    assert_eq!(staged["data"]["documents"][0]["path"], "A.cs");
    assert_eq!(staged["snapshot"]["transactionRevision"], 1);
    // The disk is untouched; the query sees the staged text (two lines more in A.cs).
    assert!(
        std::fs::read_to_string(root.join("A.cs"))
            .unwrap()
            .starts_with("namespace")
    );
    let todos = call(
        &workbench,
        "list-todo-comments",
        json!({"expectedSnapshot": staged["snapshot"], "document": {"path": "A.cs"}}),
    );
    assert_eq!(todos["data"]["todos"]["items"][0]["line"], 5, "{todos:#}");
    // Already there: nothing more is staged.
    let again = call(
        &workbench,
        "add-licence-header",
        arguments(&staged["snapshot"]),
    );
    assert_eq!(again["data"]["revision"], 1, "{again:#}");
    assert_eq!(again["data"]["documents"], json!([]));
    let bad = call(
        &workbench,
        "add-licence-header",
        json!({"expectedSnapshot": staged["snapshot"], "document": {"path": "A.cs"}, "header": "# not a comment"}),
    );
    assert_eq!(bad["error"]["code"], "InvalidArgument", "{bad:#}");
    let status = call(&workbench, "server-status", json!({"detail": "Full"}));
    let plugins = status["data"]["full"]["plugins"].as_array().unwrap();
    let summary: Vec<(&str, &str, u64)> = plugins
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap(),
                p["state"].as_str().unwrap(),
                p["restartCount"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("dev.cs-workbench.examples.todo", "Loaded", 0),
            ("dev.cs-workbench.examples.licence-header", "Loaded", 0)
        ]
    );
    assert_eq!(plugins[0]["tools"], json!(["list-todo-comments"]));
    assert_eq!(plugins[0]["errors"], json!([]));
}
