//! `rename-symbol` on a copy of `test-data/references`: after each rename is committed, every
//! labelled declaration, reference and related place of the renamed symbol carries the new
//! name (the labels are comments, so they survive the rename), nothing else changed, and the
//! solution has no new errors. Also: invalid names, keywords, collisions, no transaction.

use crate::common;

use std::path::Path;

use common::{Session, fixture};
use serde_json::{Value, json};

fn open(session: &mut Session, root: &Path) -> Value {
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("References.sln").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    opened
}

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "cs") {
            out.push(path);
        }
    }
}

/// For every marker of `label` (any form), the text right after its run of markers.
fn after_markers(root: &Path, label: &str) -> Vec<(String, String)> {
    let mut files = Vec::new();
    sources(root, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for form in ["def", "ref", "rel"] {
            for exact in [format!("/*{form}:{label}*/"), format!("/*{form}:{label}:")] {
                let mut rest = 0;
                while let Some(i) = text[rest..].find(&exact) {
                    let start = rest + i;
                    let mut end = start + text[start..].find("*/").unwrap() + 2;
                    while text[end..].starts_with("/*") {
                        end += text[end..].find("*/").unwrap() + 2;
                    }
                    let word: String = text[end..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '@')
                        .collect();
                    found.push((file.display().to_string(), word));
                    rest = end;
                }
            }
        }
    }
    found
}

/// A location selector on the declaration of `label`.
fn def_location(root: &Path, label: &str) -> Value {
    let mut files = Vec::new();
    sources(root, &mut files);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let marker = format!("/*def:{label}*/");
        if let Some(i) = text.find(&marker) {
            let offset = i + marker.len();
            let path = file
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            return json!({"span": {"document": {"path": path}, "range": {"start": offset, "length": 1}}});
        }
    }
    panic!("no def marker for {label}");
}

fn errors(session: &mut Session, from: &Value) -> Value {
    let diagnostics = session.call_at("get-diagnostics", from, json!({"minimumSeverity": "Error"}));
    assert_eq!(diagnostics["ok"], true, "{diagnostics:#}");
    diagnostics["data"]["diagnostics"]["items"].clone()
}

/// Renames the symbol declared at `label` and commits; returns the rename's answer and the
/// commit's (whose snapshot the next call echoes).
fn rename_and_commit(
    session: &mut Session,
    root: &Path,
    from: &Value,
    label: &str,
    new_name: &str,
) -> (Value, Value) {
    let begun = session.call_at("transaction-begin", from, json!({}));
    assert_eq!(begun["ok"], true, "{begun:#}");
    let renamed = session.call_at(
        "rename-symbol",
        &begun,
        json!({"symbol": {"location": def_location(root, label)}, "newName": new_name}),
    );
    assert_eq!(renamed["ok"], true, "{renamed:#}");
    assert_eq!(
        renamed["snapshot"]["transactionRevision"], 1,
        "one staged change"
    );
    let status = session.call("transaction-status", json!({}));
    assert_eq!(
        status["data"]["diagnosticsDelta"]["added"]["items"],
        json!([]),
        "the rename adds errors: {status:#}"
    );
    let committed = session.call_at("transaction-commit", &renamed, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    (renamed, committed)
}

#[test]
fn renames_reach_every_labelled_place_across_projects_overrides_and_interfaces() {
    let (_dir, root) = fixture("references");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    assert_eq!(errors(&mut session, &opened), json!([]));

    // An abstract property with overrides in derived classes and uses in both projects.
    let (renamed, now) = rename_and_commit(&mut session, &root, &opened, "Shape.Area", "Surface");
    for label in ["Shape.Area", "Circle.Area"] {
        for (file, word) in after_markers(&root, label) {
            assert_eq!(word, "Surface", "{label} in {file}");
        }
    }
    assert!(renamed["data"]["referenceCount"].as_u64().unwrap() >= 12);

    // An interface method: implementations and calls through the interface follow.
    let (_, now) = rename_and_commit(&mut session, &root, &now, "IGreeter.Greet", "Welcome");
    for label in [
        "IGreeter.Greet",
        "EnglishGreeter.Greet",
        "PrefixGreeter.Greet",
    ] {
        for (file, word) in after_markers(&root, label) {
            assert_eq!(word, "Welcome", "{label} in {file}");
        }
    }

    // A constructor parameter used as a named argument in the other project.
    let (_, now) = rename_and_commit(&mut session, &root, &now, "Circle.ctor.radius", "size");
    for (file, word) in after_markers(&root, "Circle.ctor.radius") {
        assert_eq!(word, "size", "{file}");
    }

    // A method used in both parts of a partial class.
    let (_, now) = rename_and_commit(&mut session, &root, &now, "Inventory.Find", "Lookup");
    for (file, word) in after_markers(&root, "Inventory.Find") {
        assert_eq!(word, "Lookup", "{file}");
    }

    // A type: its constructors, the alias target and `new` sites follow; uses through the
    // alias `Pen` keep the alias name (as Roslyn's rename does).
    let (_, now) = rename_and_commit(&mut session, &root, &now, "Brush", "Stroke");
    for (file, word) in after_markers(&root, "Brush") {
        assert!(word == "Stroke" || word == "Pen", "{file}: {word}");
    }
    let service = std::fs::read_to_string(root.join("App/Services/StockService.cs")).unwrap();
    assert!(
        service.contains("= Core.Palette./*ref:Brush:import*/Stroke;")
            || service.contains("Palette.Stroke"),
        "{service}"
    );

    // A local.
    let (_, now) = rename_and_commit(&mut session, &root, &now, "first", "opening");
    for (file, word) in after_markers(&root, "first") {
        assert_eq!(word, "opening", "{file}");
    }
    assert_eq!(errors(&mut session, &now), json!([]));
}

#[test]
fn invalid_names_collisions_and_missing_transactions_are_refused() {
    let (_dir, root) = fixture("references");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let area = json!({"location": def_location(&root, "Shape.Area")});

    let without = session.call_at(
        "rename-symbol",
        &opened,
        json!({"symbol": area, "newName": "Surface"}),
    );
    assert_eq!(without["error"]["code"], "TransactionRequired");

    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let keyword = session.call_at(
        "rename-symbol",
        &begun,
        json!({"symbol": area, "newName": "class"}),
    );
    assert_eq!(keyword["error"]["code"], "InvalidArgument", "{keyword:#}");
    assert!(
        keyword["error"]["message"]
            .as_str()
            .unwrap()
            .contains("@class")
    );
    let digits = session.call_at(
        "rename-symbol",
        &begun,
        json!({"symbol": area, "newName": "2d"}),
    );
    assert_eq!(digits["error"]["code"], "InvalidArgument");

    let taken = session.call_at(
        "rename-symbol",
        &begun,
        json!({"symbol": area, "newName": "Name"}),
    );
    assert_eq!(taken["error"]["code"], "RenameConflict", "{taken:#}");
    assert_eq!(taken["continuation"]["kind"], "ReviseRequest");
    assert!(!taken["diagnostics"].as_array().unwrap().is_empty());

    // A local renamed like another local of the same member (top-level statements).
    let local = json!({"location": def_location(&root, "first")});
    let clash = session.call_at(
        "rename-symbol",
        &begun,
        json!({"symbol": local, "newName": "second"}),
    );
    assert_eq!(clash["error"]["code"], "RenameConflict", "{clash:#}");

    // Nothing was staged by the refusals.
    let status = session.call("transaction-status", json!({}));
    assert_eq!(status["data"]["revision"], 0, "{status:#}");

    let verbatim = session.call_at(
        "rename-symbol",
        &begun,
        json!({"symbol": area, "newName": "@class"}),
    );
    assert_eq!(verbatim["ok"], true, "{verbatim:#}");
    let diff = session.call_at("transaction-diff", &verbatim, json!({}));
    assert!(diff.to_string().contains("@class"), "{diff:#}");
}
