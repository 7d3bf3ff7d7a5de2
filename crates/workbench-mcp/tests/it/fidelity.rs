//! `test-data/fidelity`: shapes of real solutions that gave false errors or missed ones. The
//! `Web` and `Native` projects compile with Roslyn, so they get no error; `Errors` gets exactly
//! the errors its `// error: ID` markers name, on their lines; the Latin-1 file and the
//! missing generated file are one load warning each; document selectors choose the first
//! target framework of a multi-targeting project but not between two projects.

use std::collections::BTreeMap;

use crate::common;

use common::{Session, fixture};
use serde_json::{Value, json};

fn open(session: &mut Session) -> (tempfile::TempDir, std::path::PathBuf, Value) {
    let (dir, root) = fixture("fidelity");
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Fidelity.slnx").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    (dir, root, opened)
}

/// `path:line` → sorted IDs, from the `// error: ID ID` markers of every `.cs` file.
fn expected_errors(root: &std::path::Path) -> BTreeMap<String, Vec<String>> {
    let mut expected = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "cs") {
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            let relative = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            for (i, line) in text.lines().enumerate() {
                if let Some((_, ids)) = line.split_once("// error: ") {
                    let mut ids: Vec<String> = ids.split_whitespace().map(String::from).collect();
                    ids.sort();
                    expected.insert(format!("{relative}:{}", i + 1), ids);
                }
            }
        }
    }
    expected
}

#[test]
fn correct_code_has_no_error_and_every_real_error_is_reported_where_it_is() {
    let mut session = Session::new();
    let (_dir, root, opened) = open(&mut session);
    let diagnostics = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"minimumSeverity": "Error", "limit": 1000}),
    );
    assert_eq!(diagnostics["ok"], true, "{diagnostics:#}");
    let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for item in diagnostics["data"]["diagnostics"]["items"]
        .as_array()
        .unwrap()
    {
        let place = format!(
            "{}:{}",
            item["location"]["document"]["path"].as_str().unwrap(),
            item["location"]["line"]
        );
        found
            .entry(place)
            .or_default()
            .push(item["id"].as_str().unwrap().to_string());
    }
    for ids in found.values_mut() {
        ids.sort();
    }
    assert_eq!(found, expected_errors(&root), "{diagnostics:#}");
}

#[test]
fn a_latin1_file_and_a_missing_generated_file_are_one_warning_each() {
    let mut session = Session::new();
    let (_dir, _root, opened) = open(&mut session);
    let items = opened["data"]["loadDiagnostics"]["items"]
        .as_array()
        .unwrap();
    let of = |id: &str| -> Vec<&Value> { items.iter().filter(|d| d["id"] == id).collect() };
    assert!(of("CSW1101").is_empty(), "{opened:#}");
    let latin1 = of("CSW1103");
    assert_eq!(latin1.len(), 1, "{opened:#}");
    assert_eq!(latin1[0]["path"], "src/Native/Latin1.cs");
    let missing = of("CSW1007");
    assert_eq!(missing.len(), 1, "{opened:#}");
    assert_eq!(missing[0]["severity"], "Warning");
    assert!(
        missing[0]["message"]
            .as_str()
            .unwrap()
            .contains("NativeMethods.g.cs"),
        "{opened:#}"
    );
}

#[test]
fn a_document_selector_takes_the_first_target_framework_but_not_one_of_two_projects() {
    let mut session = Session::new();
    let (_dir, _root, opened) = open(&mut session);
    let web = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "src/Web/Models.cs"}}),
    );
    assert_eq!(web["ok"], true, "{web:#}");
    assert_eq!(
        web["warnings"][0]["code"], "TargetFrameworkChosen",
        "{web:#}"
    );
    assert!(
        web["warnings"][0]["message"]
            .as_str()
            .unwrap()
            .contains("net8.0"),
        "{web:#}"
    );
    // A document compiled by two different projects stays ambiguous.
    let shared = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "shared/Clock.cs"}}),
    );
    assert_eq!(shared["error"]["code"], "DocumentAmbiguous", "{shared:#}");
    let native = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"document": {"path": "shared/Clock.cs", "project": {"name": "Native"}}}),
    );
    assert_eq!(native["ok"], true, "{native:#}");
    assert!(native.get("warnings").is_none(), "{native:#}");
}

#[test]
fn tools_exempt_from_the_snapshot_precondition_ignore_an_echoed_snapshot() {
    let mut session = Session::new();
    let (_dir, root, opened) = open(&mut session);
    for (tool, arguments) in [
        ("workspace-status", json!({})),
        ("server-status", json!({})),
        (
            "workspace-open",
            json!({"path": root.join("Fidelity.slnx").display().to_string()}),
        ),
    ] {
        let answer = session.call_at(tool, &opened, arguments);
        assert_eq!(answer["ok"], true, "{tool}: {answer:#}");
    }
}
