//! `list-metadata-references` over `test-data/metadata` (net48) with
//! `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR` pointing at the Mono 4.5 folder fetched by
//! `bash scripts/fetch-reference-assemblies.sh`: every project, each discovery step, the
//! assemblies used, and no diagnostics; and navigation into those assemblies
//! (`find-definitions`, `get-symbol-info` with their metadata location and source,
//! `search-symbols` with `includeMetadata`).

#[path = "it/common/mod.rs"]
mod common;

use std::sync::Once;

use common::{Session, repo_root};
use serde_json::{Value, json};

fn use_fetched_mono() {
    static SET: Once = Once::new();
    SET.call_once(|| {
        let mono = repo_root().join("target/reference-assemblies/mono/usr/lib/mono/4.5");
        assert!(
            mono.join("mscorlib.dll").is_file(),
            "{} is missing: run `bash scripts/fetch-reference-assemblies.sh`",
            mono.display()
        );
        // SAFETY: set once, before any thread of this test binary reads the environment
        // (every test waits on this `Once` first).
        unsafe { std::env::set_var("CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR", &mono) };
    });
}

#[test]
fn every_project_lists_its_steps_and_the_assemblies_it_uses() {
    let (mut session, opened) = open_legacy();
    let listed = session.call_at("list-metadata-references", &opened, json!({}));
    let projects = listed["data"]["projects"]["items"].as_array().unwrap();
    assert_eq!(projects.len(), 2, "{listed:#}");
    for project in projects {
        assert_eq!(project["targetFramework"], "net48");
        assert_eq!(project["usesEmbeddedCoreLibrary"], false, "{project:#}");
        let names: Vec<&str> = project["assemblies"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["name"].as_str().unwrap())
            .collect();
        assert_eq!(names.len(), 10, "{names:?}");
        assert_eq!(
            names[..2],
            ["System.Core", "System.Data"],
            "the implicit framework references, by file name"
        );
        assert_eq!(names[8..], ["System", "mscorlib"]);
        let mscorlib = &project["assemblies"]["items"][9];
        assert_eq!(mscorlib["origin"], "Directory");
        assert_eq!(mscorlib["version"], "4.0.0.0");
        assert!(mscorlib["types"].as_u64().unwrap() > 1000);
        let steps = project["discovery"]["items"].as_array().unwrap();
        let kinds: Vec<&str> = steps.iter().map(|s| s["kind"].as_str().unwrap()).collect();
        assert_eq!(kinds.last(), Some(&"Directory"), "{steps:#?}");
        assert_eq!(steps.last().unwrap()["found"], 10);
    }
    let one = session.call_at(
        "list-metadata-references",
        &opened,
        json!({"project": {"name": "Legacy.App"}, "limit": 1}),
    );
    let app = &one["data"]["projects"]["items"][0];
    assert_eq!(app["projectId"], "Legacy.App");
    assert_eq!(app["assemblies"]["hasMore"], true);
    assert_eq!(app["assemblies"]["totalCount"], 10);
    let diagnostics = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(
        diagnostics["data"]["diagnostics"]["items"],
        json!([]),
        "the solution compiles against the real assemblies"
    );
}

/// A session with `test-data/metadata/Legacy.sln` open, and the `workspace-open` answer.
fn open_legacy() -> (Session, Value) {
    use_fetched_mono();
    let mut session = Session::new();
    let path = repo_root().join("test-data/metadata/Legacy.sln");
    let opened = session.call(
        "workspace-open",
        json!({"path": path.display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    (session, opened)
}

/// The text a metadata source's UTF-16 span names, checked against its line and column.
fn span_text(source: &Value) -> String {
    let text: Vec<u16> = source["text"].as_str().unwrap().encode_utf16().collect();
    let start = source["span"]["start"].as_u64().unwrap() as usize;
    let length = source["span"]["length"].as_u64().unwrap() as usize;
    let named = String::from_utf16(&text[start..start + length]).unwrap();
    let line: Vec<u16> = source["text"]
        .as_str()
        .unwrap()
        .lines()
        .nth(source["line"].as_u64().unwrap() as usize - 1)
        .unwrap()
        .encode_utf16()
        .collect();
    let column = source["column"].as_u64().unwrap() as usize - 1;
    assert_eq!(
        String::from_utf16(&line[column..column + length]).unwrap(),
        named,
        "line and column name the span"
    );
    named
}

/// Checks a metadata location against the assembly `list-metadata-references` reports.
fn assert_assembly(metadata: &Value, listed: &Value, name: &str) {
    let assembly = listed["data"]["projects"]["items"][0]["assemblies"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["name"] == name)
        .unwrap_or_else(|| panic!("{name} is listed: {listed:#}"));
    assert_eq!(metadata["assemblyName"], name, "{metadata:#}");
    assert_eq!(metadata["assemblyVersion"], assembly["version"]);
    assert_eq!(metadata["assemblyPath"], assembly["path"]);
    assert_eq!(metadata["origin"], assembly["origin"]);
}

#[test]
fn find_definitions_into_a_framework_method_answers_its_assembly_and_source() {
    let (mut session, opened) = open_legacy();
    let listed = session.call_at(
        "list-metadata-references",
        &opened,
        json!({"project": {"name": "Legacy.App"}}),
    );
    let program = repo_root().join("test-data/metadata/Legacy.App/Program.cs");
    let found = session.call_at(
        "find-definitions",
        &opened,
        json!({"location": {"text": {
            "document": {"path": program.display().to_string()},
            "match": "Where("
        }}}),
    );
    assert_eq!(found["ok"], true, "{found:#}");
    let definition = &found["data"]["definitions"][0];
    assert_eq!(definition["symbol"]["fromCoreLibrary"], true);
    assert_eq!(definition["symbol"]["assemblyName"], "System.Core");
    assert_eq!(definition["declarations"], json!([]));
    let metadata = &definition["metadata"];
    assert_assembly(metadata, &listed, "System.Core");
    assert_eq!(metadata["assemblyVersion"], "4.0.0.0");
    let id = metadata["documentationId"].as_str().unwrap();
    assert!(id.starts_with("M:System.Linq.Enumerable.Where"), "{id}");
    assert_eq!(
        metadata["documentationId"],
        definition["symbol"]["symbolId"]
    );
    let source = &metadata["source"];
    let text = source["text"].as_str().unwrap();
    assert!(text.contains("public static class Enumerable"), "{text}");
    assert!(
        text.contains("System.Core"),
        "the header names the assembly"
    );
    assert!(text.contains("namespace System.Linq;"), "{text}");
    assert!(!text.contains("global::"), "{text}");
    assert_eq!(span_text(source), "Where");
    // Enumerable is larger than the bound: a window of whole lines around Where is kept.
    assert!(text.chars().count() < 17_000, "bounded: {}", text.len());
    assert_eq!(source["truncated"], true);
    let signature = definition["symbol"]["signature"].as_str().unwrap();
    assert!(!signature.contains("global::"), "{signature}");

    // A source symbol has no metadata.
    let local = session.call_at(
        "find-definitions",
        &opened,
        json!({"location": {"text": {
            "document": {"path": program.display().to_string()},
            "match": "orders.Where"
        }}}),
    );
    assert_eq!(local["data"]["definitions"][0]["symbol"]["kind"], "Local");
    assert_eq!(local["data"]["definitions"][0].get("metadata"), None);
}

#[test]
fn get_symbol_info_on_a_framework_type_answers_its_assembly_and_source() {
    let (mut session, opened) = open_legacy();
    let listed = session.call_at(
        "list-metadata-references",
        &opened,
        json!({"project": {"name": "Legacy.App"}}),
    );
    let info = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "T:System.Collections.Generic.List`1"}}),
    );
    assert_eq!(info["ok"], true, "{info:#}");
    let symbol = &info["data"]["symbol"];
    let signature = symbol["signature"].as_str().unwrap();
    assert!(!signature.contains("global::"), "{signature}");
    assert!(
        signature.starts_with("public class List<T> : IList<T>, IList, IReadOnlyList<T>"),
        "{signature}"
    );
    assert_eq!(symbol["assemblyName"], "mscorlib");
    let metadata = &symbol["metadata"];
    assert_assembly(metadata, &listed, "mscorlib");
    assert_eq!(metadata["assemblyVersion"], "4.0.0.0");
    assert_eq!(
        metadata["documentationId"],
        "T:System.Collections.Generic.List`1"
    );
    let source = &metadata["source"];
    let text = source["text"].as_str().unwrap();
    assert!(text.contains("class List<T>"), "{text}");
    assert!(
        text.contains("namespace System.Collections.Generic;"),
        "{text}"
    );
    assert_eq!(source["truncated"], false);
    assert_eq!(span_text(source), "List");
    // Only List<T>: the next type of the namespace is not in the text.
    assert!(!text.contains("class Queue<T>"), "{text}");

    // A member of a nested type is shown in its top-level type.
    let current = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "P:System.Collections.Generic.List`1.Enumerator.Current"}}),
    );
    let source = &current["data"]["symbol"]["metadata"]["source"];
    assert_eq!(span_text(source), "Current", "{current:#}");
    assert!(source["text"].as_str().unwrap().contains("class List<T>"));

    // includeMetadataSource false leaves the text out, not the assembly.
    let without = session.call_at(
        "get-symbol-info",
        &opened,
        json!({
            "symbol": {"symbolId": "T:System.Collections.Generic.List`1"},
            "includeMetadataSource": false
        }),
    );
    let metadata = &without["data"]["symbol"]["metadata"];
    assert_eq!(metadata["assemblyName"], "mscorlib");
    assert_eq!(metadata.get("source"), None, "{without:#}");

    // Source symbols have none.
    let order = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "T:Legacy.Models.Order"}}),
    );
    assert_eq!(order["ok"], true, "{order:#}");
    assert_eq!(order["data"]["symbol"].get("metadata"), None);
    assert_eq!(order["data"]["symbol"].get("assemblyName"), None);
}

#[test]
fn search_symbols_reaches_the_assemblies_only_with_include_metadata() {
    let (mut session, opened) = open_legacy();
    let with = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "List", "kinds": ["Class"], "includeMetadata": true, "limit": 20}),
    );
    assert_eq!(with["ok"], true, "{with:#}");
    let items = with["data"]["symbols"]["items"].as_array().unwrap();
    let list = items
        .iter()
        .find(|i| i["symbolId"] == "T:System.Collections.Generic.List`1")
        .unwrap_or_else(|| panic!("List<T> is found: {with:#}"));
    assert_eq!(list["assemblyName"], "mscorlib");
    assert_eq!(list["fromCoreLibrary"], true);
    assert!(items.len() <= 20);
    assert!(
        items
            .iter()
            .all(|i| i["fromCoreLibrary"] == false || i["assemblyName"].is_string()),
        "every metadata result names its assembly: {with:#}"
    );
    let without = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "List", "kinds": ["Class"], "limit": 20}),
    );
    assert_eq!(without["ok"], true, "{without:#}");
    let items = without["data"]["symbols"]["items"].as_array().unwrap();
    assert!(
        items.iter().all(|i| i["fromCoreLibrary"] == false
            && i["symbolId"] != "T:System.Collections.Generic.List`1"),
        "{without:#}"
    );
}
