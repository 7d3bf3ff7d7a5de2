//! The Code Action workflow through the MCP tools: every case of `test-data/code-actions/fixes`
//! (before text with a `$0` caret or `[|…|]` selection, the exact after text, or no after text
//! when the action must not be offered), Fix All in Solution scope over
//! `test-data/code-actions/fix-all`, its over-limit error, stale and unknown action ids, and
//! the server-status component.

use crate::common;

use std::path::{Path, PathBuf};

use common::{Session, copy_dir, repo_root};
use serde_json::{Value, json};

struct Case {
    name: String,
    id: String,
    title: String,
    /// The project's target framework (`framework:` line; net8.0 by default).
    framework: String,
    before: String,
    after: Option<String>,
    /// `rename: NewName.cs`: the action renames `Case.cs`; `after` is the renamed file's text.
    rename: Option<String>,
    /// `--- after NewFile.cs` sections: the exact text of each document the action adds.
    added: Vec<(String, String)>,
}

fn cases(folder: &str) -> Vec<Case> {
    let dir = repo_root().join("test-data/code-actions").join(folder);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "case"))
        .collect();
    paths.sort();
    // CODE_ACTION_CASES=part runs only the cases whose name contains it (while writing one).
    let only = std::env::var("CODE_ACTION_CASES").ok();
    paths
        .iter()
        .map(|p| parse_case(p))
        .filter(|c| only.as_ref().is_none_or(|o| c.name.contains(o.as_str())))
        .collect()
}

fn parse_case(path: &Path) -> Case {
    let text = std::fs::read_to_string(path).unwrap();
    let mut id = String::new();
    let mut title = String::new();
    let mut framework = "net8.0".to_string();
    let mut rename = None;
    let mut sections: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("--- ") {
            sections.push((name.to_string(), String::new()));
        } else if let Some((_, body)) = sections.last_mut() {
            body.push_str(line);
            body.push('\n');
        } else if let Some(value) = line.strip_prefix("id: ") {
            id = value.to_string();
        } else if let Some(value) = line.strip_prefix("title: ") {
            title = value.to_string();
        } else if let Some(value) = line.strip_prefix("framework: ") {
            framework = value.to_string();
        } else if let Some(value) = line.strip_prefix("rename: ") {
            rename = Some(value.to_string());
        }
    }
    let section = |name: &str| {
        sections
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, b)| b.clone())
    };
    Case {
        name: path.file_stem().unwrap().to_string_lossy().into_owned(),
        id,
        title,
        framework,
        before: section("before").expect("a before section"),
        after: section("after"),
        rename,
        added: sections
            .iter()
            .filter_map(|(n, b)| Some((n.strip_prefix("after ")?.to_string(), b.clone())))
            .collect(),
    }
}

/// The text without markers and the marked range (UTF-16; the cases are ASCII).
fn strip_markers(before: &str) -> (String, Option<(usize, usize)>) {
    if let Some(at) = before.find("$0") {
        return (before.replacen("$0", "", 1), Some((at, 0)));
    }
    if let (Some(start), Some(end)) = (before.find("[|"), before.find("|]")) {
        let text = before.replacen("[|", "", 1).replacen("|]", "", 1);
        return (text, Some((start, end - start - 2)));
    }
    (before.to_string(), None)
}

pub(crate) const PROJECT: &str = "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <ImplicitUsings>disable</ImplicitUsings>\n  </PropertyGroup>\n</Project>\n";

fn open_case(session: &mut Session, text: &str) -> (tempfile::TempDir, Value) {
    open_case_for(session, text, "net8.0")
}

fn open_case_for(session: &mut Session, text: &str, framework: &str) -> (tempfile::TempDir, Value) {
    let dir = tempfile::tempdir().unwrap();
    let project = PROJECT.replace("net8.0", framework);
    std::fs::write(dir.path().join("Fixes.csproj"), project).unwrap();
    std::fs::write(dir.path().join("Case.cs"), text).unwrap();
    let opened = session.call(
        "workspace-open",
        json!({"path": dir.path().join("Fixes.csproj").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    (dir, opened)
}

pub(crate) fn list(session: &mut Session, at: &Value, range: Option<(usize, usize)>) -> Value {
    let mut arguments = json!({"document": {"path": "Case.cs"}, "kinds": "All"});
    if let Some((start, length)) = range {
        arguments["range"] = json!({"start": start, "length": length});
    }
    let listed = session.call_at("list-code-actions", at, arguments);
    assert_eq!(listed["ok"], true, "{listed:#}");
    listed
}

pub(crate) fn find<'a>(listed: &'a Value, title: &str) -> Option<&'a Value> {
    listed["data"]["actions"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["title"] == title)
}

#[test]
fn every_fix_case_gives_its_exact_after_text() {
    let cases = cases("fixes");
    let filtered = std::env::var("CODE_ACTION_CASES").is_ok();
    assert!(filtered || cases.len() >= 10, "{} cases", cases.len());
    let failed: Vec<String> = cases
        .iter()
        .filter(|case| std::panic::catch_unwind(|| check_case(case)).is_err())
        .map(|case| case.name.clone())
        .collect();
    assert!(failed.is_empty(), "failed cases: {failed:?}");
}

fn check_case(case: &Case) {
    {
        let mut session = Session::new();
        let (text, range) = strip_markers(&case.before);
        let (dir, opened) = open_case_for(&mut session, &text, &case.framework);
        let listed = list(&mut session, &opened, range);
        let Some(after) = &case.after else {
            assert!(
                find(&listed, &case.title).is_none(),
                "{}: offered {listed:#}",
                case.name
            );
            return;
        };
        let Some(action) = find(&listed, &case.title).cloned() else {
            let diagnostics = session.call_at(
                "get-diagnostics",
                &opened,
                json!({"document": {"path": "Case.cs"}, "minimumSeverity": "Hidden"}),
            );
            panic!(
                "{}: no '{}' in {listed:#}\ndiagnostics: {diagnostics:#}",
                case.name, case.title
            );
        };
        let refactoring = case.id.is_empty();
        let kind = if refactoring {
            "Refactoring"
        } else {
            "CodeFix"
        };
        assert_eq!(action["kind"], kind, "{}", case.name);
        if !refactoring {
            assert_eq!(
                action["diagnostics"]["items"][0]["id"], case.id,
                "{}",
                case.name
            );
            assert_eq!(
                action["fixAllScopes"],
                json!(["Document", "Project", "Solution"])
            );
        }
        let staged = session.call_at(
            "stage-code-action",
            &listed,
            json!({"actionId": action["actionId"]}),
        );
        assert_eq!(staged["ok"], true, "{}: {staged:#}", case.name);
        let changed: Vec<&str> = staged["data"]["changedDocuments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["path"].as_str().unwrap())
            .collect();
        let written_name = case.rename.as_deref().unwrap_or("Case.cs");
        assert_eq!(changed.first(), Some(&written_name), "{}", case.name);
        for (name, _) in &case.added {
            assert!(
                changed.contains(&name.as_str()),
                "{}: {changed:?}",
                case.name
            );
        }
        assert_eq!(
            staged["data"]["diagnosticsDelta"]["added"]["items"],
            json!([]),
            "{}: the fix adds errors",
            case.name
        );
        // The fixed document has no diagnostic of the ID left.
        if !refactoring {
            let remaining = session.call_at(
                "get-diagnostics",
                &staged,
                json!({"document": {"path": "Case.cs"}, "ids": [case.id]}),
            );
            assert_eq!(remaining["ok"], true, "{remaining:#}");
            assert_eq!(
                remaining["data"]["diagnostics"]["items"],
                json!([]),
                "{}: {remaining:#}",
                case.name
            );
        }
        let committed = session.call_at("transaction-commit", &staged, json!({}));
        assert_eq!(committed["ok"], true, "{committed:#}");
        let written = std::fs::read_to_string(dir.path().join(written_name)).unwrap();
        assert_eq!(&written, after, "{}", case.name);
        if case.rename.is_some() {
            assert!(!dir.path().join("Case.cs").exists(), "{}", case.name);
        }
        for (name, text) in &case.added {
            let written = std::fs::read_to_string(dir.path().join(name)).unwrap();
            assert_eq!(&written, text, "{}: {name}", case.name);
        }
    }
}

/// The refactoring cases (no `id:` line): listed as refactorings, staged with no new
/// diagnostic, committed to the exact after text; not offered where they do not apply.
#[test]
fn every_refactoring_case_gives_its_exact_after_text() {
    let cases = cases("refactorings");
    assert!(!cases.is_empty(), "no cases");
    let failed: Vec<String> = cases
        .iter()
        .filter(|case| std::panic::catch_unwind(|| check_case(case)).is_err())
        .map(|case| case.name.clone())
        .collect();
    assert!(failed.is_empty(), "failed cases: {failed:?}");
}

#[test]
fn actions_are_ordered_and_carry_provenance() {
    let mut session = Session::new();
    let text =
        "class Report\n{\n    private StringBuilder buffer;\n    private StringBuilder other;\n}\n";
    let (_dir, opened) = open_case(&mut session, text);
    let listed = session.call_at(
        "list-code-actions",
        &opened,
        json!({"document": {"path": "Case.cs"}, "kinds": "CodeFixes", "includeProvenance": true}),
    );
    assert_eq!(listed["ok"], true, "{listed:#}");
    let items = listed["data"]["actions"]["items"].as_array().unwrap();
    let titles: Vec<&str> = items.iter().map(|a| a["title"].as_str().unwrap()).collect();
    assert_eq!(
        titles,
        vec![
            "using System.Text;",
            "System.Text.StringBuilder",
            // IDE0051: the private fields are never used.
            "Remove unused member",
            "using System.Text;",
            "System.Text.StringBuilder",
            "Remove unused member"
        ]
    );
    let first = &items[0];
    assert_eq!(first["location"]["line"], 2);
    assert_eq!(first["location"]["column"], 12);
    assert_eq!(
        first["location"]["span"],
        json!({"start": 27, "length": 13})
    );
    let provider = first["providerId"].as_str().unwrap();
    assert_eq!(
        listed["data"]["providers"][provider]["typeName"],
        "Microsoft.CodeAnalysis.CSharp.AddImport.CSharpAddImportCodeFixProvider"
    );
    // Refactorings only: none applies to a selection of the whole document.
    let refactorings = session.call_at(
        "list-code-actions",
        &opened,
        json!({"document": {"path": "Case.cs"}, "kinds": "Refactorings"}),
    );
    assert_eq!(refactorings["data"]["actions"]["items"], json!([]));
    // A limit bounds the leaves.
    let one = session.call_at(
        "list-code-actions",
        &opened,
        json!({"document": {"path": "Case.cs"}, "kinds": "All", "limit": 1, "diagnosticIds": ["cs0246"]}),
    );
    assert_eq!(one["data"]["actions"]["items"].as_array().unwrap().len(), 1);
    assert_eq!(one["data"]["actions"]["hasMore"], true);
    assert_eq!(one["data"]["actions"]["totalCount"], 4);
}

#[test]
fn a_stale_action_id_is_a_snapshot_mismatch_and_an_unknown_one_is_not_found() {
    let mut session = Session::new();
    let text = "class C\n{\n    int M()\n    {\n        int unused;\n        return 1;\n    }\n}\n";
    let (_dir, opened) = open_case(&mut session, text);
    let listed = list(&mut session, &opened, None);
    let action = find(&listed, "Remove unused variable").unwrap()["actionId"].clone();
    let begun = session.call_at("transaction-begin", &listed, json!({}));
    assert_eq!(begun["ok"], true, "{begun:#}");
    let edited = session.call_at(
        "edit-document",
        &begun,
        json!({"document": {"path": "Case.cs"}, "edits": [{"range": {"start": 0, "length": 0}, "newText": "// edited\n"}]}),
    );
    assert_eq!(edited["ok"], true, "{edited:#}");
    let stale = session.call_at("stage-code-action", &edited, json!({"actionId": action}));
    assert_eq!(stale["ok"], false);
    assert_eq!(stale["error"]["code"], "SnapshotMismatch", "{stale:#}");
    assert_eq!(stale["continuation"]["kind"], "CallTool");
    assert_eq!(stale["continuation"]["tool"], "list-code-actions");
    let unknown = session.call_at(
        "stage-code-action",
        &edited,
        json!({"actionId": "00000000-0000-4000-8000-000000000000"}),
    );
    assert_eq!(unknown["error"]["code"], "ActionNotFound", "{unknown:#}");
    // Listing again at the new snapshot gives an id that stages.
    let again = list(&mut session, &edited, None);
    let fresh = find(&again, "Remove unused variable").unwrap()["actionId"].clone();
    let staged = session.call_at("stage-code-action", &again, json!({"actionId": fresh}));
    assert_eq!(staged["ok"], true, "{staged:#}");
    assert_eq!(staged["data"]["revision"], 2);
}

fn open_fix_all(session: &mut Session) -> (tempfile::TempDir, Value) {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(
        &repo_root().join("test-data/code-actions/fix-all"),
        dir.path(),
    );
    let opened = session.call(
        "workspace-open",
        json!({"path": dir.path().join("FixAll.sln").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    (dir, opened)
}

#[test]
fn fix_all_in_solution_adds_each_missing_using_once_per_document() {
    let mut session = Session::new();
    let (dir, opened) = open_fix_all(&mut session);
    let originals: Vec<(String, String)> = ["Alpha/Plain.cs", "Alpha/Shared.cs", "Beta/Already.cs"]
        .iter()
        .map(|p| {
            (
                p.to_string(),
                std::fs::read_to_string(dir.path().join(p)).unwrap(),
            )
        })
        .collect();
    let listed = session.call_at(
        "list-code-actions",
        &opened,
        json!({"document": {"path": "Alpha/Report.cs"}, "kinds": "CodeFixes", "range": {"start": 85, "length": 0}}),
    );
    let action =
        find(&listed, "using Shared.Text;").unwrap_or_else(|| panic!("{listed:#}"))["actionId"]
            .clone();
    let over = session.call_at(
        "prepare-fix-all",
        &listed,
        json!({"actionId": action, "scope": "Solution", "maxChangedDocuments": 2}),
    );
    assert_eq!(over["error"]["code"], "FixAllLimitExceeded", "{over:#}");
    assert!(
        over["error"]["message"]
            .as_str()
            .unwrap()
            .contains("would change 3 documents"),
        "{over:#}"
    );
    assert_eq!(over["continuation"]["kind"], "ReviseRequest");
    let prepared = session.call_at(
        "prepare-fix-all",
        &listed,
        json!({"actionId": action, "scope": "Solution"}),
    );
    assert_eq!(prepared["ok"], true, "{prepared:#}");
    let data = &prepared["data"];
    assert_eq!(data["changedDocumentCount"], 3, "{prepared:#}");
    assert!(
        data["occurrenceCount"].as_u64().unwrap() >= 4,
        "{prepared:#}"
    );
    let paths: Vec<&str> = data["documents"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        paths,
        vec!["Alpha/Report.cs", "Beta/Log.cs", "Gamma/Page.cs"]
    );
    let limited = session.call_at(
        "prepare-fix-all",
        &listed,
        json!({"actionId": action, "scope": "Solution", "maxReturnedDocuments": 1}),
    );
    assert_eq!(limited["data"]["documents"]["hasMore"], true);
    let staged = session.call_at(
        "stage-code-action",
        &prepared,
        json!({"actionId": data["actionId"]}),
    );
    assert_eq!(staged["ok"], true, "{staged:#}");
    assert_eq!(
        staged["data"]["changedDocuments"].as_array().unwrap().len(),
        3
    );
    assert_eq!(
        staged["data"]["diagnosticsDelta"]["added"]["items"],
        json!([])
    );
    assert_ne!(
        staged["data"]["diagnosticsDelta"]["removed"]["items"],
        json!([])
    );
    let committed = session.call_at("transaction-commit", &staged, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    let read = |p: &str| std::fs::read_to_string(dir.path().join(p)).unwrap();
    assert!(
        read("Alpha/Report.cs")
            .starts_with("using Shared.Items;\nusing Shared.Text;\n\nnamespace Alpha\n")
    );
    assert!(read("Beta/Log.cs").starts_with("using Shared.Text;\n\nnamespace Beta\n"));
    assert!(
        read("Gamma/Page.cs")
            .starts_with("using Shared.Items;\nusing Shared.Text;\n\nnamespace Gamma\n")
    );
    for file in ["Alpha/Report.cs", "Beta/Log.cs", "Gamma/Page.cs"] {
        assert_eq!(
            read(file).matches("using Shared.Text;").count(),
            1,
            "{file}"
        );
    }
    for (path, original) in originals {
        assert_eq!(read(&path), original, "{path} must stay untouched");
    }
}

#[test]
fn server_status_reports_code_actions_as_a_component() {
    let mut session = Session::new();
    let status = session.call("server-status", json!({"detail": "Full"}));
    let full = &status["data"]["full"];
    let component = full["components"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "code-actions")
        .unwrap();
    assert_eq!(component["status"], "Available");
    assert_eq!(full["codeActions"]["available"], true);
    assert!(
        full["codeActions"]["providersByKind"]["CodeFix"]
            .as_u64()
            .unwrap()
            >= 5
    );
    let ids = full["codeActions"]["fixableDiagnosticIds"]
        .as_array()
        .unwrap();
    for id in [
        "CS0246", "CS0103", "CS0168", "CS0219", "CS8019", "CS1002", "CS1513",
    ] {
        assert!(ids.contains(&json!(id)), "{id}");
    }
    assert!(full["plugins"].as_array().unwrap().is_empty());
}

/// CS0108 and CS0114 (declaration diagnostics this family fixes) are never reported on the
/// solutions of test-data, which compile without them.
#[test]
fn hiding_warnings_have_no_false_positives_on_test_data() {
    let root = repo_root().join("test-data");
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir() && !p.ends_with("code-actions"))
        .collect();
    entries.sort();
    let mut opened_count = 0;
    for dir in entries {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.extension()
                    .is_some_and(|e| e == "sln" || e == "slnx" || e == "csproj")
            })
            .collect();
        files.sort();
        let Some(file) = files.first() else { continue };
        let mut session = Session::new();
        let opened = session.call(
            "workspace-open",
            json!({"path": file.display().to_string()}),
        );
        if opened["ok"] != true {
            continue;
        }
        opened_count += 1;
        let found = session.call_at(
            "get-diagnostics",
            &opened,
            json!({"ids": ["CS0108", "CS0114"]}),
        );
        assert_eq!(
            found["data"]["diagnostics"]["items"],
            json!([]),
            "{}",
            file.display()
        );
    }
    assert!(opened_count >= 10, "{opened_count}");
}
