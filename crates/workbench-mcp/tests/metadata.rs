//! `list-metadata-references` over `test-data/metadata` (net48) with
//! `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR` pointing at the Mono 4.5 folder fetched by
//! `bash scripts/fetch-reference-assemblies.sh`: every project, each discovery step, the
//! assemblies used, and no diagnostics.

#[path = "it/common/mod.rs"]
mod common;

use std::sync::Once;

use common::{Session, repo_root};
use serde_json::json;

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
        // (the only test waits on this `Once` first).
        unsafe { std::env::set_var("CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR", &mono) };
    });
}

#[test]
fn every_project_lists_its_steps_and_the_assemblies_it_uses() {
    use_fetched_mono();
    let mut session = Session::new();
    let path = repo_root().join("test-data/metadata/Legacy.sln");
    let opened = session.call(
        "workspace-open",
        json!({"path": path.display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
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
        assert_eq!(names, ["System.Core", "System", "mscorlib"]);
        let mscorlib = &project["assemblies"]["items"][2];
        assert_eq!(mscorlib["origin"], "Directory");
        assert_eq!(mscorlib["version"], "4.0.0.0");
        assert!(mscorlib["types"].as_u64().unwrap() > 1000);
        let steps = project["discovery"]["items"].as_array().unwrap();
        let kinds: Vec<&str> = steps.iter().map(|s| s["kind"].as_str().unwrap()).collect();
        assert_eq!(kinds.last(), Some(&"Directory"), "{steps:#?}");
        assert_eq!(steps.last().unwrap()["found"], 3);
    }
    let one = session.call_at(
        "list-metadata-references",
        &opened,
        json!({"project": {"name": "Legacy.App"}, "limit": 1}),
    );
    let app = &one["data"]["projects"]["items"][0];
    assert_eq!(app["projectId"], "Legacy.App");
    assert_eq!(app["assemblies"]["hasMore"], true);
    assert_eq!(app["assemblies"]["totalCount"], 3);
    let diagnostics = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(
        diagnostics["data"]["diagnostics"]["items"],
        json!([]),
        "the solution compiles against the real assemblies"
    );
}
