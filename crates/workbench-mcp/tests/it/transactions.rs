//! Transactions through the dispatcher: begin → edit → status (diagnostics delta) → diff →
//! commit writes the files; rollback touches none; TransactionRequired, TransactionActive,
//! create/delete with path security, and `commit: true` per mode.

use crate::common;

use common::{Session, fixture};
use serde_json::{Value, json};
use workbench_mcp::{Mode, ServerOptions};

const ORDER: &str = "src/Shop.Core/Orders/Order.cs";

fn open(session: &mut Session, root: &std::path::Path) -> Value {
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Sample.sln").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    opened
}

/// The UTF-16 offset of the first occurrence of `needle` (the sample is ASCII).
fn offset(root: &std::path::Path, path: &str, needle: &str) -> usize {
    std::fs::read_to_string(root.join(path))
        .unwrap()
        .find(needle)
        .unwrap()
}

#[test]
fn begin_edit_status_diff_commit() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = open(&mut session, &root);

    let without = session.call_at(
        "edit-document",
        &opened,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "x"}]}),
    );
    assert_eq!(without["error"]["code"], "TransactionRequired");
    assert_eq!(without["continuation"]["tool"], "transaction-begin");

    let begun = session.call_at("transaction-begin", &opened, json!({}));
    assert_eq!(begun["ok"], true, "{begun:#}");
    assert_eq!(begun["snapshot"]["transactionRevision"], 0);
    assert_eq!(begun["data"]["baseSnapshot"], begun["snapshot"]);
    let again = session.call_at("transaction-begin", &begun, json!({}));
    assert_eq!(again["error"]["code"], "TransactionActive");
    assert_eq!(again["continuation"]["kind"], "ChooseTool");

    // Break Order.cs: drop the semicolon after `Id = id`.
    let at = offset(&root, ORDER, "Id = id;") + "Id = id".len();
    let edited = session.call_at(
        "edit-document",
        &begun,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": at, "length": 1}, "newText": ""}]}),
    );
    assert_eq!(edited["ok"], true, "{edited:#}");
    assert_eq!(edited["snapshot"]["transactionRevision"], 1);
    assert_ne!(
        edited["snapshot"]["snapshotId"],
        begun["snapshot"]["snapshotId"]
    );
    assert_eq!(edited["data"]["kind"], "Edited");

    // Queries see the staged text.
    let diagnostics = session.call_at(
        "get-diagnostics",
        &edited,
        json!({"document": {"path": ORDER}}),
    );
    let first_error = diagnostics["data"]["diagnostics"]["items"][0]["id"].clone();
    assert!(first_error.is_string(), "{diagnostics:#}");

    let status = session.call("transaction-status", json!({}));
    assert_eq!(status["ok"], true, "{status:#}");
    assert_eq!(status["data"]["revision"], 1);
    assert_eq!(status["data"]["stagedDocuments"]["items"][0]["path"], ORDER);
    assert_eq!(
        status["data"]["stagedDocuments"]["items"][0]["conflict"],
        false
    );
    let added = &status["data"]["diagnosticsDelta"]["added"]["items"];
    assert_eq!(added[0]["id"], first_error, "{status:#}");
    assert_eq!(added[0]["location"]["document"]["path"], ORDER);
    assert_eq!(
        status["data"]["diagnosticsDelta"]["removed"]["items"],
        json!([])
    );

    // Fix it again with a second edit: the delta is empty.
    let fixed = session.call_at(
        "edit-document",
        &edited,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": at, "length": 0}, "newText": "; // checked"}]}),
    );
    assert_eq!(fixed["snapshot"]["transactionRevision"], 2);
    let status = session.call("transaction-status", json!({}));
    assert_eq!(
        status["data"]["diagnosticsDelta"]["added"]["items"],
        json!([])
    );

    let diff = session.call_at("transaction-diff", &fixed, json!({}));
    let item = &diff["data"]["documents"]["items"][0];
    let text = item["diff"].as_str().unwrap();
    assert!(
        text.starts_with(&format!("--- a/{ORDER}\n+++ b/{ORDER}\n@@")),
        "{text}"
    );
    assert!(
        text.contains("-        Id = id;\n+        Id = id; // checked\n"),
        "{text}"
    );
    assert_eq!(
        text.lines().filter(|l| l.starts_with(' ')).count(),
        6,
        "3 context lines each side: {text}"
    );
    assert_eq!(item["addedLines"], 1);
    let narrow = session.call_at(
        "transaction-diff",
        &fixed,
        json!({"contextLines": 0, "documents": [{"path": "src/Shop.Core/Orders/OrderLine.cs"}]}),
    );
    assert_eq!(narrow["data"]["documents"]["items"], json!([]));

    let reload = session.call("workspace-reload", json!({}));
    assert_eq!(reload["error"]["code"], "TransactionActive");
    let ws_status = session.call("workspace-status", json!({}));
    assert_eq!(ws_status["data"]["transaction"]["revision"], 2);
    assert_eq!(ws_status["data"]["transaction"]["stagedDocumentCount"], 1);

    let before = std::fs::read_to_string(root.join(ORDER)).unwrap();
    let committed = session.call_at("transaction-commit", &fixed, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    assert_eq!(committed["data"]["written"], json!([ORDER]));
    assert_eq!(committed["snapshot"]["transactionRevision"], Value::Null);
    let after = std::fs::read_to_string(root.join(ORDER)).unwrap();
    assert_eq!(after, before.replacen("Id = id;", "Id = id; // checked", 1));

    // The commit is the new base: no reload, no new snapshot from our own write.
    let status = session.call("workspace-status", json!({}));
    assert_eq!(status["data"]["reloadRequired"], false);
    assert_eq!(status["data"]["transaction"], Value::Null);
    assert_eq!(status["snapshot"], committed["snapshot"]);
    let no_tx = session.call("transaction-status", json!({}));
    assert_eq!(no_tx["error"]["code"], "TransactionRequired");
}

#[test]
fn rollback_restores_staged_inputs_and_touches_no_file() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let before = std::fs::read(root.join(ORDER)).unwrap();
    let stamp = std::fs::metadata(root.join(ORDER))
        .unwrap()
        .modified()
        .unwrap();
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let edited = session.call_at(
        "edit-document",
        &begun,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "garbage "}]}),
    );
    let created = session.call_at(
        "create-document",
        &edited,
        json!({"path": "src/Shop.Core/Orders/Extra.cs", "project": {"name": "Shop.Core"}, "text": "namespace Shop.Core.Orders;\npublic class Extra { }\n"}),
    );
    assert_eq!(created["ok"], true, "{created:#}");
    assert_eq!(
        created["data"]["document"]["documentId"],
        "Shop.Core:src/Shop.Core/Orders/Extra.cs"
    );
    let deleted = session.call_at(
        "delete-document",
        &created,
        json!({"document": {"path": "src/Shop.Core/Orders/OrderStatus.cs"}}),
    );
    assert_eq!(deleted["snapshot"]["transactionRevision"], 3);
    let listed = session.call_at(
        "list-documents",
        &deleted,
        json!({"pathPrefix": "src/Shop.Core/Orders/"}),
    );
    let paths: Vec<&str> = listed["data"]["documents"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["path"].as_str().unwrap())
        .collect();
    assert!(
        paths.contains(&"src/Shop.Core/Orders/Extra.cs"),
        "{paths:?}"
    );
    assert!(
        !paths.contains(&"src/Shop.Core/Orders/OrderStatus.cs"),
        "{paths:?}"
    );

    let rolled = session.call_at("transaction-rollback", &deleted, json!({}));
    assert_eq!(rolled["ok"], true, "{rolled:#}");
    assert_eq!(rolled["data"]["discarded"].as_array().unwrap().len(), 3);
    assert_eq!(rolled["snapshot"]["transactionRevision"], Value::Null);
    assert_eq!(std::fs::read(root.join(ORDER)).unwrap(), before);
    assert_eq!(
        std::fs::metadata(root.join(ORDER))
            .unwrap()
            .modified()
            .unwrap(),
        stamp
    );
    assert!(!root.join("src/Shop.Core/Orders/Extra.cs").exists());
    assert!(root.join("src/Shop.Core/Orders/OrderStatus.cs").exists());
    let clean = session.call_at("get-diagnostics", &rolled, json!({}));
    assert_eq!(clean["data"]["diagnostics"]["items"], json!([]));
    let listed = session.call_at(
        "list-documents",
        &rolled,
        json!({"pathPrefix": "src/Shop.Core/Orders/"}),
    );
    assert_eq!(
        listed["data"]["documents"]["items"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
}

#[test]
fn create_and_delete_commit_together_and_paths_stay_inside() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let outside = session.call_at(
        "create-document",
        &begun,
        json!({"path": "../Evil.cs", "project": {"name": "Shop.Core"}, "text": ""}),
    );
    assert_eq!(outside["error"]["code"], "PathOutsideWorkspace");
    let ambiguous = session.call_at(
        "create-document",
        &begun,
        json!({"path": "src/Shop.Core/X.cs", "text": ""}),
    );
    assert_eq!(ambiguous["error"]["code"], "InvalidArgument");
    let wrong_project = session.call_at(
        "create-document",
        &begun,
        json!({"path": "src/Shop.Core/X.cs", "project": {"name": "Shop.App"}, "text": ""}),
    );
    assert_eq!(
        wrong_project["error"]["code"], "InvalidArgument",
        "{wrong_project:#}"
    );
    let created = session.call_at(
        "create-document",
        &begun,
        json!({"path": "src/Shop.Core/Orders/Extra.cs", "project": {"name": "Shop.Core"}, "text": "namespace Shop.Core.Orders;\r\npublic class Extra { }\r\n"}),
    );
    let deleted = session.call_at(
        "delete-document",
        &created,
        json!({"document": {"path": "src/Shop.Core/Orders/OrderStatus.cs"}}),
    );
    let status = session.call("transaction-status", json!({}));
    let kinds: Vec<&str> = status["data"]["stagedDocuments"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, vec!["Created", "Deleted"], "{status:#}");
    assert_eq!(
        status["data"]["diagnosticsDelta"]["projectIds"],
        json!(["Shop.Core"])
    );
    let committed = session.call_at("transaction-commit", &deleted, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    assert_eq!(
        committed["data"]["created"],
        json!(["src/Shop.Core/Orders/Extra.cs"])
    );
    assert_eq!(
        committed["data"]["deleted"],
        json!(["src/Shop.Core/Orders/OrderStatus.cs"])
    );
    assert_eq!(
        std::fs::read_to_string(root.join("src/Shop.Core/Orders/Extra.cs")).unwrap(),
        "namespace Shop.Core.Orders;\r\npublic class Extra { }\r\n"
    );
    assert!(!root.join("src/Shop.Core/Orders/OrderStatus.cs").exists());
    let status = session.call("workspace-status", json!({}));
    assert_eq!(status["data"]["reloadRequired"], false, "{status:#}");
    assert!(!root.parent().unwrap().join("Evil.cs").exists());
}

#[test]
fn a_disk_change_under_a_staged_document_is_a_conflict() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let edited = session.call_at(
        "edit-document",
        &begun,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "// staged\n"}]}),
    );
    let outside_edit = format!(
        "// outside\n{}",
        std::fs::read_to_string(root.join(ORDER)).unwrap()
    );
    std::fs::write(root.join(ORDER), &outside_edit).unwrap();
    let status = session.call("transaction-status", json!({}));
    assert_eq!(status["data"]["conflicts"], json!([ORDER]));
    // The staged text stays; the snapshot is unchanged.
    assert_eq!(status["snapshot"], edited["snapshot"]);
    let commit = session.call_at("transaction-commit", &edited, json!({}));
    assert_eq!(commit["error"]["code"], "TransactionConflict", "{commit:#}");
    assert_eq!(commit["continuation"]["kind"], "ChooseTool");
    assert_eq!(
        std::fs::read_to_string(root.join(ORDER)).unwrap(),
        outside_edit
    );
}

#[test]
fn commit_true_needs_autonomous_trusted_and_no_new_errors() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let refused = session.call_at(
        "edit-document",
        &opened,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "// x\n"}], "commit": true}),
    );
    assert_eq!(refused["error"]["code"], "ModeNotPermitted");
    assert_eq!(refused["continuation"]["kind"], "ResolveExternally");

    let (_dir2, root2) = fixture("sample");
    let mut trusted = Session::with_options(ServerOptions {
        mode: Mode::AutonomousTrusted,
        ..Default::default()
    });
    let opened = open(&mut trusted, &root2);
    let committed = trusted.call_at(
        "edit-document",
        &opened,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "// one call\n"}], "commit": true}),
    );
    assert_eq!(committed["ok"], true, "{committed:#}");
    assert_eq!(committed["data"]["committed"]["written"], json!([ORDER]));
    assert_eq!(committed["snapshot"]["transactionRevision"], Value::Null);
    assert!(
        std::fs::read_to_string(root2.join(ORDER))
            .unwrap()
            .starts_with("// one call\n")
    );

    let broken = trusted.call_at(
        "edit-document",
        &committed,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "class {"}], "commit": true}),
    );
    assert_eq!(broken["ok"], true, "{broken:#}");
    assert_eq!(broken["data"]["committed"], Value::Null);
    assert_eq!(broken["warnings"][0]["code"], "CommitSkipped");
    assert_eq!(broken["snapshot"]["transactionRevision"], 1);
    assert!(
        std::fs::read_to_string(root2.join(ORDER))
            .unwrap()
            .starts_with("// one call\n")
    );
}

#[test]
fn inspection_only_publishes_no_transaction_tool() {
    let session = Session::with_options(ServerOptions {
        mode: Mode::InspectionOnly,
        ..Default::default()
    });
    let names: Vec<&str> = session
        .workbench
        .tools()
        .iter()
        .map(|t| t.meta.name)
        .collect();
    assert!(
        names
            .iter()
            .all(|n| !n.starts_with("transaction-") && !n.ends_with("-document"))
    );
    assert!(session.workbench.call("transaction-begin", None).is_none());
}

#[test]
fn format_document_stages_whitespace_edits_by_editorconfig() {
    let (_dir, root) = fixture("sample");
    std::fs::write(
        root.join(".editorconfig"),
        "root = true\n[*.cs]\nindent_style = space\nindent_size = 2\n",
    )
    .unwrap();
    let path = "src/Shop.Core/Orders/OrderStatus.cs";
    let before = std::fs::read_to_string(root.join(path)).unwrap();
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let without = session.call_at(
        "format-document",
        &opened,
        json!({"document": {"path": path}}),
    );
    assert_eq!(without["error"]["code"], "TransactionRequired");
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let formatted = session.call_at(
        "format-document",
        &begun,
        json!({"document": {"path": path}}),
    );
    assert_eq!(formatted["ok"], true, "{formatted:#}");
    assert_eq!(formatted["snapshot"]["transactionRevision"], 1);
    let diff = session.call_at("transaction-diff", &formatted, json!({}));
    let text = diff["data"]["documents"]["items"][0]["diff"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(text.contains("\n+  "), "two-space indents: {text}");
    let committed = session.call_at("transaction-commit", &formatted, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    let after = std::fs::read_to_string(root.join(path)).unwrap();
    assert_ne!(after, before);
    assert_eq!(
        after.split_whitespace().collect::<Vec<_>>(),
        before.split_whitespace().collect::<Vec<_>>(),
        "only whitespace changed"
    );
}

#[test]
fn a_transaction_can_end_when_the_workspace_needs_a_reload() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let edited = session.call_at(
        "edit-document",
        &begun,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "// x\n"}]}),
    );
    std::fs::write(
        root.join("src/Shop.Core/Orders/Added.cs"),
        "namespace Shop.Core.Orders;\n",
    )
    .unwrap();
    let stale = session.call_at(
        "edit-document",
        &edited,
        json!({"document": {"path": ORDER}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "// y\n"}]}),
    );
    assert_eq!(stale["error"]["code"], "WorkspaceOutOfDate");
    let reload = session.call("workspace-reload", json!({}));
    assert_eq!(reload["error"]["code"], "TransactionActive");
    let rolled = session.call_at("transaction-rollback", &edited, json!({}));
    assert_eq!(rolled["ok"], true, "{rolled:#}");
    let reload = session.call("workspace-reload", json!({}));
    assert_eq!(reload["ok"], true, "{reload:#}");
    assert_eq!(reload["snapshot"]["workspaceEpoch"], 2);
}

#[test]
fn organize_usings_stages_removal_and_sorting() {
    let (_dir, root) = fixture("sample");
    let path = "src/Shop.Core/Orders/Usings.cs";
    std::fs::write(
        root.join(path),
        "using Shop.Core.Pricing;\nusing System.Text;\nusing Shop.Core.Catalog;\n\nnamespace Shop.Core.Orders;\n\npublic class UsesCatalog\n{\n    public Product? Item { get; set; }\n    public Money? Price { get; set; }\n}\n",
    )
    .unwrap();
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let organized = session.call_at(
        "organize-usings",
        &begun,
        json!({"document": {"path": path}}),
    );
    assert_eq!(organized["ok"], true, "{organized:#}");
    assert_eq!(
        organized["snapshot"]["transactionRevision"], 1,
        "{organized:#}"
    );
    let diff = session.call_at("transaction-diff", &organized, json!({}));
    let text = diff["data"]["documents"]["items"][0]["diff"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        text.contains("\n-using "),
        "a directive goes or moves: {text}"
    );
    // Already organised: nothing more is staged.
    let again = session.call_at(
        "organize-usings",
        &organized,
        json!({"document": {"path": path}}),
    );
    assert_eq!(again["snapshot"]["transactionRevision"], 1, "{again:#}");
}
