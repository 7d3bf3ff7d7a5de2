//! Bad input of every kind gets a structured error or a load diagnostic, and the session
//! keeps working afterwards.

use crate::common;

use common::{Session, fixture};
use serde_json::{Value, json};

fn assert_invalid(envelope: &Value, field: &str) {
    assert_eq!(envelope["error"]["code"], "InvalidArgument", "{envelope:#}");
    let message = envelope["error"]["message"].as_str().unwrap();
    assert!(
        message.starts_with(&format!("`{field}`")),
        "expected field {field}: {message}"
    );
    assert_eq!(
        envelope["continuation"]["kind"], "ReviseRequest",
        "{envelope:#}"
    );
    assert!(
        envelope["continuation"]["instruction"]
            .as_str()
            .unwrap()
            .contains(field)
    );
}

fn load_ids(opened: &Value) -> Vec<String> {
    opened["data"]["loadDiagnostics"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn argument_errors_name_the_field() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let none_open = session.call("list-projects", json!({"expectedSnapshot": null}));
    assert_eq!(none_open["error"]["code"], "WorkspaceNotOpen");
    assert_eq!(none_open["continuation"]["tool"], "workspace-open");

    assert_invalid(&session.call("workspace-open", json!({"path": 3})), "path");
    assert_invalid(&session.call("workspace-open", json!({})), "path");
    assert_invalid(
        &session.call("workspace-open", json!({"path": "x", "alais": "typo"})),
        "alais",
    );
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    assert_eq!(opened["ok"], true);

    assert_invalid(
        &session.call_at("list-projects", &opened, json!({"limit": -1})),
        "limit",
    );
    assert_invalid(
        &session.call_at("list-projects", &opened, json!({"limit": "ten"})),
        "limit",
    );
    assert_invalid(
        &session.call("list-projects", json!({})),
        "expectedSnapshot",
    );
    let missing = session.call("list-projects", json!({}));
    let instruction = missing["continuation"]["instruction"].as_str().unwrap();
    assert!(
        instruction.contains(opened["snapshot"]["snapshotId"].as_str().unwrap()),
        "{instruction}"
    );
    assert_invalid(
        &session.call("list-projects", json!({"expectedSnapshot": {"workspaceId": "nope", "workspaceEpoch": 1, "snapshotId": opened["snapshot"]["snapshotId"]}})),
        "expectedSnapshot.workspaceId",
    );
    let zero = session.call_at("list-projects", &opened, json!({"limit": 0}));
    assert_eq!(zero["data"]["projects"]["items"], json!([]));
    assert_eq!(zero["data"]["projects"]["hasMore"], true);
}

#[test]
fn document_selectors_are_checked() {
    let (_dir, root) = fixture("sample");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let both = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "a.cs", "documentId": "b"}}),
    );
    assert_invalid(&both, "document");
    let neither = session.call_at("get-diagnostics", &opened, json!({"document": {}}));
    assert_invalid(&neither, "document");
    let unknown = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "src/Nope.cs"}}),
    );
    assert_eq!(unknown["error"]["code"], "DocumentNotFound");
    assert_eq!(unknown["continuation"]["tool"], "list-documents");
    let outside = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "../../etc/passwd"}}),
    );
    assert_eq!(outside["error"]["code"], "PathOutsideWorkspace");
    let absolute_outside = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "/etc/passwd"}}),
    );
    assert_eq!(absolute_outside["error"]["code"], "PathOutsideWorkspace");
    let backslashes = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "src\\Shop.Core\\Orders\\Order.cs"}}),
    );
    assert_eq!(backslashes["ok"], true, "{backslashes:#}");
    let no_project = session.call_at(
        "list-documents",
        &opened,
        json!({"project": {"name": "Nope"}}),
    );
    assert_invalid(&no_project, "project");
    assert!(
        no_project["continuation"]["instruction"]
            .as_str()
            .unwrap()
            .contains("list-projects")
    );
}

#[test]
fn unloadable_paths_fail_with_a_repair_hint() {
    let (dir, _root) = fixture("sample");
    let mut session = Session::new();
    let missing = session.call(
        "workspace-open",
        json!({"path": dir.path().join("nothing-here.sln").display().to_string()}),
    );
    assert_eq!(missing["error"]["code"], "WorkspaceLoadFailed");
    assert_eq!(missing["continuation"]["kind"], "ReviseRequest");
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "hello").unwrap();
    let unsupported = session.call(
        "workspace-open",
        json!({"path": text.display().to_string()}),
    );
    assert_eq!(unsupported["error"]["code"], "WorkspaceLoadFailed");
    let (_b, broken) = fixture("broken");
    let invalid = session.call(
        "workspace-open",
        json!({"path": broken.join("Bad/Bad.csproj").display().to_string()}),
    );
    assert_eq!(invalid["error"]["code"], "WorkspaceLoadFailed");
    assert_eq!(invalid["continuation"]["kind"], "ResolveExternally");
    assert!(
        invalid["error"]["message"]
            .as_str()
            .unwrap()
            .contains("Bad.csproj"),
        "{invalid:#}"
    );
    assert_eq!(session.call("server-status", json!({}))["ok"], true);
}

#[test]
fn broken_projects_become_load_diagnostics() {
    let (_dir, root) = fixture("broken");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Broken.sln").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    let ids = load_ids(&opened);
    for id in ["CSW1001", "CSW1002", "CSW1004"] {
        assert!(ids.contains(&id.to_string()), "{id} missing from {ids:?}");
    }
    let invalid_xml = opened["data"]["loadDiagnostics"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == "CSW1001")
        .unwrap();
    assert_eq!(invalid_xml["path"], "Bad/Bad.csproj");
    assert!(invalid_xml["line"].as_u64().is_some());
    let projects = session.call_at("list-projects", &opened, json!({}));
    let names: Vec<&str> = projects["data"]["projects"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Good"]);
    let references = session.call_at(
        "list-project-references",
        &opened,
        json!({"project": {"name": "Good"}}),
    );
    let reference = &references["data"]["references"]["items"][0];
    assert_eq!(reference["projectId"], Value::Null, "{references:#}");
}

#[test]
fn other_languages_are_skipped_with_a_diagnostic() {
    let (_dir, root) = fixture("mixed-languages");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Mixed.sln").display().to_string()}),
    );
    assert!(
        load_ids(&opened).contains(&"CSW1003".to_string()),
        "{opened:#}"
    );
    assert_eq!(opened["data"]["projectCount"], 1);
}

#[test]
fn encodings_are_decoded_and_offsets_are_utf16() {
    let (_dir, root) = fixture("encodings");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    // The file that is not UTF-8 is read as Windows-1252 (a warning), not decoded lossily.
    let ids = |id: &str| -> Vec<Value> {
        opened["data"]["loadDiagnostics"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["id"] == id)
            .cloned()
            .collect()
    };
    assert!(ids("CSW1101").is_empty(), "{opened:#}");
    let fallback = ids("CSW1103");
    assert_eq!(fallback.len(), 1, "{opened:#}");
    assert_eq!(fallback[0]["severity"], "Warning", "{opened:#}");
    assert_eq!(fallback[0]["path"], "InvalidUtf8.cs", "{opened:#}");
    let diagnostics = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(
        diagnostics["data"]["diagnostics"]["items"],
        json!([]),
        "{diagnostics:#}"
    );

    // An error after astral and accented characters: offsets and columns count UTF-16 units.
    std::fs::write(
        root.join("Wide.cs"),
        "class Ä { string s = \"😀\"; int x }\n",
    )
    .unwrap();
    session.call("workspace-reload", json!({}));
    let status = session.call("workspace-status", json!({}));
    let wide = session.call_at(
        "get-diagnostics",
        &status,
        json!({"document": {"path": "Wide.cs"}}),
    );
    let item = &wide["data"]["diagnostics"]["items"][0];
    assert_eq!(item["id"], "CS1002", "{wide:#}");
    // `class Ä { string s = "😀"; int x ` is 33 UTF-16 units (the emoji counts 2); on the same
    // line Roslyn places the missing `;` at the next token (`}`), not after `x`.
    assert_eq!(item["location"]["span"]["start"], 33);
    assert_eq!(item["location"]["column"], 34);
    assert_eq!(item["location"]["selector"]["span"]["range"]["start"], 33);
}

#[test]
fn a_windows_1252_file_is_edited_and_committed_in_its_own_encoding() {
    let (_dir, root) = fixture("encodings");
    let path = root.join("InvalidUtf8.cs");
    let before = std::fs::read(&path).unwrap();
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    assert_eq!(begun["ok"], true, "{begun:#}");
    // Insert `// é\n` at the start: one accented character the file's code page holds.
    let edited = session.call_at(
        "edit-document",
        &begun,
        json!({"document": {"path": "InvalidUtf8.cs"}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "// é\n"}]}),
    );
    assert_eq!(edited["ok"], true, "{edited:#}");
    let committed = session.call_at("transaction-commit", &edited, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    let mut expected = b"// \xE9\n".to_vec();
    expected.extend_from_slice(&before);
    assert_eq!(std::fs::read(&path).unwrap(), expected);
}
