//! The analyzer tools and analyzer findings as diagnostics over `test-data/findings`, with the
//! expected findings written by hand (see its README), and a severity change in
//! `.editorconfig` reaching `get-diagnostics` after `workspace-reload`.

use serde_json::{Value, json};

use crate::common::{Session, fixture};

const ANALYZER_IDS: &[&str] = &[
    "IDE0005",
    "IDE0051",
    "IDE0052",
    "IDE0059",
    "IDE0060",
    "CA1812",
    "CS1998",
    "CS4014",
    "VSTHRD100",
    "VSTHRD101",
    "VSTHRD002",
    "CA2007",
    "CA2000",
    "CA2213",
    "CA1816",
    "CA1063",
    "CS8600",
    "CS8602",
    "CS8603",
    "CS8604",
    "CS8625",
];

/// `file:line ID Severity` of the analyzer diagnostics in an answer.
fn analyzer_lines(items: &Value) -> Vec<String> {
    items
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| ANALYZER_IDS.contains(&d["id"].as_str().unwrap()))
        .map(|d| {
            let path = d["location"]["document"]["path"].as_str().unwrap();
            format!(
                "{}:{} {} {}",
                path.rsplit('/').next().unwrap(),
                d["location"]["line"],
                d["id"].as_str().unwrap(),
                d["severity"].as_str().unwrap()
            )
        })
        .collect()
}

fn open(session: &mut Session, root: &std::path::Path) -> Value {
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Findings.slnx").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    opened
}

#[test]
fn findings_are_diagnostics_at_their_configured_severity() {
    let (_dir, root) = fixture("findings");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let diagnostics = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(
        analyzer_lines(&diagnostics["data"]["diagnostics"]["items"]),
        [
            "Async.cs:11 CS1998 Warning",
            "Async.cs:15 CS4014 Error",
            "Async.cs:26 IDE0059 Info",
            "Disposables.cs:8 CA2213 Warning",
            "Disposables.cs:8 IDE0051 Info",
            "Disposables.cs:11 CA1816 Info",
            "Nulls.cs:8 CS8625 Warning",
            "Nulls.cs:12 CS8600 Warning",
            "Nulls.cs:19 CS8603 Warning",
            "Nulls.cs:21 CS8625 Warning",
            "Nulls.cs:31 CS8602 Warning",
            "Nulls.cs:34 CS8604 Warning",
            "Nulls.cs:36 CS8602 Warning",
            "Pragmas.cs:11 CS1998 Warning",
            "Unused.cs:7 IDE0051 Info",
            "Unused.cs:8 IDE0052 Info",
            "Unused.cs:10 IDE0051 Info",
            "Unused.cs:17 IDE0060 Info",
            "Values.cs:9 IDE0059 Info",
        ]
    );
    let errors = session.call_at(
        "get-diagnostics",
        &opened,
        json!({"minimumSeverity": "Error"}),
    );
    assert_eq!(
        analyzer_lines(&errors["data"]["diagnostics"]["items"]),
        ["Async.cs:15 CS4014 Error"]
    );
}

#[test]
fn find_tools_answer_by_family_with_disabled_rules_marked() {
    let (_dir, root) = fixture("findings");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let asynchronous = session.call_at("find-async-issues", &opened, json!({}));
    let items = &asynchronous["data"]["findings"]["items"];
    let found: Vec<String> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{}:{} {} {} fix:{}",
                f["location"]["document"]["path"]
                    .as_str()
                    .unwrap()
                    .rsplit('/')
                    .next()
                    .unwrap(),
                f["location"]["line"],
                f["id"].as_str().unwrap(),
                f["enabled"],
                f["hasFix"]
            )
        })
        .collect();
    // CS4014 has "Add 'await'"; CS1998 and the VSTHRD rules have no fix.
    assert_eq!(
        found,
        [
            "Async.cs:11 CS1998 true fix:false",
            "Async.cs:15 CS4014 true fix:true",
            "Async.cs:20 VSTHRD100 false fix:false",
            "Async.cs:26 VSTHRD002 false fix:false",
            "Pragmas.cs:11 CS1998 true fix:false",
        ]
    );
    let enabled_only = session.call_at(
        "find-async-issues",
        &opened,
        json!({"includeDisabled": false, "ids": ["cs4014"]}),
    );
    assert_eq!(
        enabled_only["data"]["findings"]["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    let unused = session.call_at(
        "find-unused-symbols",
        &opened,
        json!({"document": {"path": "src/Findings/Unused.cs"}}),
    );
    let symbols: Vec<String> = unused["data"]["findings"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| format!("{} fix:{}", f["symbol"].as_str().unwrap(), f["hasFix"]))
        .collect();
    // IDE0051 has "Remove unused member"; IDE0052 and IDE0060 have no fix.
    assert_eq!(
        symbols,
        [
            "Unused._never fix:true",
            "Unused._writtenOnly fix:false",
            "Unused.Helper fix:true",
            "dropped fix:false"
        ]
    );
    assert_eq!(unused["data"]["notComputed"], json!([]));
    let values = session.call_at(
        "find-unused-symbols",
        &opened,
        json!({"document": {"path": "src/Findings/Values.cs"}}),
    );
    let values: Vec<String> = values["data"]["findings"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{} {} {}",
                f["id"].as_str().unwrap(),
                f["location"]["line"],
                f["message"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        values,
        ["IDE0059 9 Unnecessary assignment of a value to 'first'"]
    );

    let disposable = session.call_at("find-disposable-issues", &opened, json!({"limit": 1}));
    assert_eq!(disposable["data"]["findings"]["hasMore"], true);
    assert_eq!(
        disposable["data"]["findings"]["totalCount"], 4,
        "{disposable:#}"
    );
    assert_eq!(disposable["data"]["notComputed"], json!([]));
    let ownership = session.call_at(
        "find-disposable-issues",
        &opened,
        json!({"document": {"path": "src/Findings/Ownership.cs"}}),
    );
    let ownership: Vec<String> = ownership["data"]["findings"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{} {} {} {}",
                f["id"].as_str().unwrap(),
                f["location"]["line"],
                f["enabled"],
                f["message"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        ownership,
        [
            "CA2000 30 false Call System.IDisposable.Dispose on object created by 'new Connection()' before all references to it are out of scope"
        ]
    );

    let nullability = session.call_at("find-nullability-issues", &opened, json!({}));
    let nulls: Vec<String> = nullability["data"]["findings"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{} {}:{} {}",
                f["id"].as_str().unwrap(),
                f["location"]["line"],
                f["location"]["column"],
                f["message"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        nulls,
        [
            "CS8625 8:40 Cannot convert null literal to non-nullable reference type.",
            "CS8600 12:24 Converting null literal or possible null value to non-nullable type.",
            "CS8603 19:38 Possible null reference return.",
            "CS8625 21:65 Cannot convert null literal to non-nullable reference type.",
            "CS8602 31:16 Dereference of a possibly null reference.",
            "CS8604 34:46 Possible null reference argument for parameter 'value' in 'void Nulls.Set(string value)'.",
            "CS8602 36:36 Dereference of a possibly null reference.",
        ]
    );
    let not_computed = nullability["data"]["notComputed"].as_array().unwrap();
    assert_eq!(not_computed, &[json!("CS8618")]);

    let bad = session.call_at("find-unused-symbols", &opened, json!({"scope": "Document"}));
    assert_eq!(bad["error"]["code"], "InvalidArgument", "{bad:#}");
}

#[test]
fn list_analyzers_names_the_source_of_each_severity() {
    let (_dir, root) = fixture("findings");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let listed = session.call_at("list-analyzers", &opened, json!({}));
    let items = listed["data"]["analyzers"]["items"].as_array().unwrap();
    let rule = |id: &str| items.iter().find(|r| r["id"] == id).unwrap().clone();
    let ca2213 = rule("CA2213");
    assert_eq!(ca2213["enabledByDefault"], false);
    assert_eq!(ca2213["effectiveSeverity"], "Warning");
    assert_eq!(
        ca2213["source"],
        json!({"kind": "EditorConfig", "path": ".editorconfig", "line": 4, "detail": "dotnet_diagnostic.ca2213.severity"})
    );
    assert_eq!(rule("CS4014")["source"]["kind"], "WarningsAsErrors");
    assert_eq!(rule("CS4014")["effectiveSeverity"], "Error");
    assert_eq!(rule("VSTHRD100")["source"]["kind"], "PackageNotReferenced");
    assert_eq!(rule("VSTHRD100")["enabled"], false);
    assert_eq!(rule("CS8602")["implemented"], true);
    assert_eq!(rule("CS8602")["enabled"], true);
    assert_eq!(rule("CS8604")["implemented"], true);
    assert_eq!(rule("CS8618")["implemented"], false);
    let quiet = session.call_at(
        "list-analyzers",
        &opened,
        json!({"document": {"path": "src/Findings/Quiet/Silenced.cs"}}),
    );
    let ide0051 = quiet["data"]["analyzers"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "IDE0051")
        .unwrap()
        .clone();
    assert_eq!(ide0051["effectiveSeverity"], Value::Null);
    assert_eq!(ide0051["source"]["line"], 7);
}

#[test]
fn a_globalconfig_sets_severities_below_editorconfig() {
    let (_dir, root) = fixture("findings");
    // The nearest `.globalconfig` at or above the project applies to all its documents;
    // `.editorconfig` still wins for the keys it sets (CA2213 there is `warning`).
    std::fs::write(
        root.join(".globalconfig"),
        "is_global = true\n\ndotnet_diagnostic.IDE0052.severity = error\ndotnet_diagnostic.CA2213.severity = none\n",
    )
    .unwrap();
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    let listed = session.call_at("list-analyzers", &opened, json!({}));
    let items = listed["data"]["analyzers"]["items"].as_array().unwrap();
    let rule = |id: &str| items.iter().find(|r| r["id"] == id).unwrap().clone();
    assert_eq!(rule("IDE0052")["effectiveSeverity"], "Error");
    assert_eq!(
        rule("IDE0052")["source"],
        json!({"kind": "GlobalConfig", "path": ".globalconfig", "line": 3, "detail": "dotnet_diagnostic.ide0052.severity"})
    );
    assert_eq!(rule("CA2213")["effectiveSeverity"], "Warning");
    assert_eq!(rule("CA2213")["source"]["kind"], "EditorConfig");
    let diagnostics = session.call_at("get-diagnostics", &opened, json!({}));
    let lines = analyzer_lines(&diagnostics["data"]["diagnostics"]["items"]);
    assert!(
        lines.contains(&"Unused.cs:8 IDE0052 Error".to_string()),
        "{lines:?}"
    );
}

#[test]
fn editorconfig_changes_reach_diagnostics_after_reload_and_none_silences() {
    let (_dir, root) = fixture("findings");
    let mut session = Session::new();
    let opened = open(&mut session, &root);
    std::fs::write(
        root.join(".editorconfig"),
        "root = true\n\n[*.cs]\ndotnet_diagnostic.IDE0051.severity = none\ndotnet_diagnostic.IDE0052.severity = error\n",
    )
    .unwrap();
    let stale = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(stale["error"]["code"], "WorkspaceOutOfDate", "{stale:#}");
    let reloaded = session.call("workspace-reload", json!({}));
    assert_eq!(reloaded["ok"], true, "{reloaded:#}");
    let diagnostics = session.call_at("get-diagnostics", &reloaded, json!({}));
    let lines = analyzer_lines(&diagnostics["data"]["diagnostics"]["items"]);
    assert!(!lines.iter().any(|l| l.contains("IDE0051")), "{lines:?}");
    assert!(
        lines.contains(&"Unused.cs:8 IDE0052 Error".to_string()),
        "{lines:?}"
    );
    let unused = session.call_at(
        "find-unused-symbols",
        &reloaded,
        json!({"ids": ["IDE0051"]}),
    );
    assert_eq!(
        unused["data"]["findings"]["items"],
        json!([]),
        "none silences the find tool too"
    );
}

/// The flow rules (IDE0059, CA2000) report nothing on the solutions of test-data but the
/// planted ones of `test-data/findings`: each finding elsewhere would be one Roslyn does not
/// report (checked by hand when a solution is added).
#[test]
fn flow_rules_have_no_false_findings_on_test_data() {
    let root = crate::common::repo_root().join("test-data");
    let mut entries: Vec<std::path::PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    entries.sort();
    let mut opened_count = 0;
    let mut found = Vec::new();
    for dir in entries {
        let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
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
        for tool in ["find-unused-symbols", "find-disposable-issues"] {
            let answer = session.call_at(
                tool,
                &opened,
                json!({"ids": ["IDE0059", "CA2000"], "limit": 50}),
            );
            for f in answer["data"]["findings"]["items"].as_array().unwrap() {
                let path = f["location"]["document"]["path"].as_str().unwrap();
                found.push(format!(
                    "{}/{}:{} {}",
                    dir.file_name().unwrap().to_string_lossy(),
                    path.rsplit('/').next().unwrap(),
                    f["location"]["line"],
                    f["id"].as_str().unwrap()
                ));
            }
        }
    }
    assert_eq!(
        found,
        [
            "findings/Async.cs:26 IDE0059",
            "findings/Values.cs:9 IDE0059",
            "findings/Ownership.cs:30 CA2000"
        ]
    );
    assert!(opened_count >= 10, "{opened_count}");
}
