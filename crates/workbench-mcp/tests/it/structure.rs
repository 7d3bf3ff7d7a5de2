//! The structure tools on `test-data/structure` (three projects: Domain, Services → Domain,
//! Tests → Services, Domain; a planted namespace cycle, hand-counted metrics, tests in three
//! frameworks, two clone pairs): the answers as an agent reads them, and bad input.

use crate::common;

use common::{Session, fixture};
use serde_json::{Value, json};

/// A clone's copy: path, first line, last line.
type CopyAt = (String, u64, u64);

fn open() -> (tempfile::TempDir, std::path::PathBuf, Session, Value) {
    let (dir, root) = fixture("structure");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Structure.sln").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    (dir, root, session, opened)
}

fn names_and_counts(nodes: &Value) -> Vec<(String, u64)> {
    nodes["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            (
                n["node"]["name"].as_str().unwrap().to_string(),
                n["referenceCount"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn pairs(items: &[(&str, u64)]) -> Vec<(String, u64)> {
    items.iter().map(|(n, c)| (n.to_string(), *c)).collect()
}

#[test]
fn dependencies_and_dependents() {
    let (_dir, _root, mut session, opened) = open();
    let used = session.call_at(
        "list-dependencies",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Domain.Orders.Order"}}),
    );
    assert_eq!(used["ok"], true, "{used:#}");
    assert_eq!(used["data"]["level"], "Type");
    assert_eq!(
        names_and_counts(&used["data"]["nodes"]),
        pairs(&[
            ("Shop.Domain.Pricing.PriceCalculator", 3),
            ("Shop.Domain.Orders.OrderLine", 2)
        ])
    );
    let first = &used["data"]["nodes"]["items"][0];
    assert_eq!(
        first["node"]["symbolId"],
        "T:Shop.Domain.Pricing.PriceCalculator"
    );
    assert_eq!(
        first["sample"]["document"]["path"],
        "Domain/Orders/Order.cs"
    );
    assert_eq!(first["sample"]["line"], 16);

    let users = session.call_at(
        "list-dependents",
        &opened,
        json!({"project": {"name": "Domain"}}),
    );
    assert_eq!(users["data"]["level"], "Project");
    assert_eq!(
        names_and_counts(&users["data"]["nodes"]),
        pairs(&[("Tests", 31), ("Services", 10)])
    );
    assert_eq!(
        users["data"]["nodes"]["items"][0]["node"]["projectId"],
        "Tests"
    );

    // A namespace's dependencies at namespace level; the framework as one assembly node.
    let namespaces = session.call_at(
        "list-dependencies",
        &opened,
        json!({"symbol": {"symbolId": "N:Shop.Domain.Pricing"}, "level": "Namespace"}),
    );
    let nodes = &namespaces["data"]["nodes"]["items"];
    assert_eq!(nodes[0]["node"]["name"], "Shop.Domain.Orders");
    assert_eq!(nodes[0]["referenceCount"], 4);
    let tests = session.call_at(
        "list-dependencies",
        &opened,
        json!({"project": {"name": "Tests"}}),
    );
    let kinds: Vec<(&str, &str)> = tests["data"]["nodes"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            (
                n["node"]["name"].as_str().unwrap(),
                n["node"]["kind"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            ("Domain", "Project"),
            ("System.Runtime", "Assembly"),
            ("Services", "Project")
        ]
    );
}

#[test]
fn graph_is_bounded_deterministic_and_drawable() {
    let (_dir, _root, mut session, opened) = open();
    let graph = session.call_at(
        "get-dependency-graph",
        &opened,
        json!({"level": "Project", "format": "mermaid"}),
    );
    assert_eq!(graph["ok"], true, "{graph:#}");
    let nodes: Vec<&str> = graph["data"]["nodes"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["name"].as_str().unwrap())
        .collect();
    assert_eq!(nodes, ["Domain", "Services", "Tests"]);
    let edges: Vec<(u64, u64, u64)> = graph["data"]["edges"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["from"].as_u64().unwrap(),
                e["to"].as_u64().unwrap(),
                e["weight"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(edges, [(2, 0, 31), (1, 0, 10), (2, 1, 6)]);
    assert_eq!(
        graph["data"]["text"],
        "flowchart LR\n  n0[\"Domain\"]\n  n1[\"Services\"]\n  n2[\"Tests\"]\n  n2 -->|31| n0\n  n1 -->|10| n0\n  n2 -->|6| n1\n"
    );
    // Cut to one edge: the heaviest.
    let cut = session.call_at(
        "get-dependency-graph",
        &opened,
        json!({"level": "Project", "edgeLimit": 1}),
    );
    assert_eq!(cut["data"]["edges"]["items"].as_array().unwrap().len(), 1);
    assert_eq!(cut["data"]["edges"]["items"][0]["weight"], 31);
    assert_eq!(cut["data"]["edges"]["hasMore"], true);
    assert_eq!(cut["data"]["edges"]["totalCount"], 3);
    assert!(cut["data"]["text"].is_null());
    let again = session.call_at(
        "get-dependency-graph",
        &opened,
        json!({"level": "Project", "edgeLimit": 1}),
    );
    assert_eq!(again["data"], cut["data"]);
    let dot = session.call_at(
        "get-dependency-graph",
        &opened,
        json!({"level": "Namespace", "scope": {"namespace": "Shop.Domain"}, "format": "dot"}),
    );
    let text = dot["data"]["text"].as_str().unwrap();
    assert!(text.starts_with("digraph dependencies {"), "{text}");
    assert_eq!(dot["data"]["edges"]["totalCount"], 2);
}

#[test]
fn cycles_at_namespace_and_project_level() {
    let (_dir, _root, mut session, opened) = open();
    let cycles = session.call_at("find-dependency-cycles", &opened, json!({}));
    assert_eq!(cycles["ok"], true, "{cycles:#}");
    assert_eq!(cycles["data"]["level"], "Namespace");
    let items = cycles["data"]["cycles"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 1);
    let names: Vec<&str> = items[0]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Shop.Domain.Orders", "Shop.Domain.Pricing"]);
    assert_eq!(items[0]["path"], json!([0, 1, 0]));
    assert_eq!(items[0]["edges"][0]["weight"], 4);
    let projects = session.call_at(
        "find-dependency-cycles",
        &opened,
        json!({"level": "Project"}),
    );
    assert_eq!(projects["data"]["cycles"]["items"], json!([]));
    let types = session.call_at("find-dependency-cycles", &opened, json!({"level": "Type"}));
    assert_eq!(types["data"]["cycles"]["totalCount"], 1);
}

fn test_names(answer: &Value) -> Vec<(String, Value)> {
    answer["data"]["tests"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["test"]["name"].as_str().unwrap().to_string(),
                t["distance"].clone(),
            )
        })
        .collect()
}

#[test]
fn tests_of_three_frameworks_and_those_reaching_a_member() {
    let (_dir, _root, mut session, opened) = open();
    let all = session.call_at("find-tests", &opened, json!({}));
    assert_eq!(all["ok"], true, "{all:#}");
    assert_eq!(all["data"]["tests"]["totalCount"], 9);
    let frameworks: Vec<&str> = all["data"]["tests"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["framework"].as_str().unwrap())
        .collect();
    assert_eq!(frameworks.iter().filter(|f| **f == "xUnit").count(), 4);
    assert_eq!(frameworks.iter().filter(|f| **f == "NUnit").count(), 3);
    assert_eq!(frameworks.iter().filter(|f| **f == "MSTest").count(), 2);
    let reaching = session.call_at(
        "find-tests",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Domain.Pricing.PriceCalculator.Total(Shop.Domain.Orders.Order)"}}),
    );
    assert_eq!(reaching["ok"], true, "{reaching:#}");
    assert_eq!(
        test_names(&reaching),
        [
            ("PlacesOrder".to_string(), json!(2)),
            ("AliasedFact".to_string(), json!(4))
        ]
    );
    assert_eq!(
        reaching["data"]["tests"]["items"][1]["via"],
        json!([
            "M:Shop.Tests.XunitTests.Quote",
            "M:Shop.Services.OrderService.Quote(Shop.Domain.Orders.Order)",
            "M:Shop.Domain.Orders.Order.Total"
        ])
    );
}

#[test]
fn impact_of_a_symbol_and_of_staged_changes() {
    let (_dir, root, mut session, opened) = open();
    let impact = session.call_at(
        "analyze-change-impact",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Domain.Pricing.PriceCalculator.Total(Shop.Domain.Orders.Order)"}}),
    );
    assert_eq!(impact["ok"], true, "{impact:#}");
    let members: Vec<(&str, &str, u64)> = impact["data"]["members"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["symbol"]["name"].as_str().unwrap(),
                m["reason"].as_str().unwrap(),
                m["distance"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        members,
        [
            ("Total", "calls", 1),
            ("PlaceOrder", "calls", 1),
            ("Quote", "calls", 2),
            ("PlacesOrder", "calls", 2),
            ("Quote", "calls", 3)
        ]
    );
    assert_eq!(impact["data"]["locations"]["totalCount"], 2);
    assert_eq!(
        impact["data"]["projectIds"],
        json!(["Domain", "Services", "Tests"])
    );
    assert_eq!(impact["data"]["tests"][0]["test"]["name"], "PlacesOrder");
    assert_eq!(impact["data"]["truncated"], true);

    // Staged: a parameter added to PriceCalculator.Total, and Samples.Add's body edited.
    let begun = session.call_at("transaction-begin", &opened, json!({}));
    let pricing = std::fs::read_to_string(root.join("Domain/Pricing/PriceCalculator.cs")).unwrap();
    let at = pricing.find("Order order)").unwrap() + "Order order".len();
    let edited = session.call_at(
        "edit-document",
        &begun,
        json!({"document": {"path": "Domain/Pricing/PriceCalculator.cs"}, "edits": [{"range": {"start": at, "length": 0}, "newText": ", int rounding = 0"}]}),
    );
    assert_eq!(edited["ok"], true, "{edited:#}");
    let samples = std::fs::read_to_string(root.join("Domain/Metrics/Samples.cs")).unwrap();
    let at = samples.find("return a + b;").unwrap() + "return ".len();
    let edited = session.call_at(
        "edit-document",
        &edited,
        json!({"document": {"path": "Domain/Metrics/Samples.cs"}, "edits": [{"range": {"start": at, "length": 5}, "newText": "b + a"}]}),
    );
    let staged = session.call_at("analyze-change-impact", &edited, json!({}));
    assert_eq!(staged["ok"], true, "{staged:#}");
    let changed: Vec<(&str, bool)> = staged["data"]["changed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["symbol"]["name"].as_str().unwrap(),
                c["signatureChanged"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(changed, [("Add", false), ("Total", true)]);
    let affected: Vec<&str> = staged["data"]["members"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["symbol"]["name"].as_str().unwrap())
        .collect();
    assert!(affected.contains(&"PlaceOrder"), "{affected:?}");
}

#[test]
fn metrics_sorted_worst_first() {
    let (_dir, _root, mut session, opened) = open();
    let members = session.call_at(
        "get-metrics",
        &opened,
        json!({"level": "Member", "scope": {"namespace": "Shop.Domain.Metrics"}, "limit": 3}),
    );
    assert_eq!(members["ok"], true, "{members:#}");
    let top: Vec<(&str, u64)> = members["data"]["items"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["name"].as_str().unwrap(),
                i["metrics"]["cyclomaticComplexity"].as_u64().unwrap(),
            )
        })
        .collect();
    // Equal values keep declaration order.
    assert_eq!(
        top,
        [
            ("Shop.Domain.Metrics.Samples.Name", 4),
            ("Shop.Domain.Metrics.Samples.CountBlank", 4),
            ("Shop.Domain.Metrics.Samples.Sign", 3)
        ]
    );
    assert_eq!(members["data"]["items"]["totalCount"], 12);
    let add = session.call_at(
        "get-metrics",
        &opened,
        json!({"level": "Member", "scope": {"namespace": "Shop.Domain.Metrics"}, "sortBy": "maintainabilityIndex"}),
    );
    let items = add["data"]["items"]["items"].as_array().unwrap();
    let add = items
        .iter()
        .find(|i| i["name"] == "Shop.Domain.Metrics.Samples.Add")
        .unwrap();
    assert_eq!(
        add["metrics"],
        json!({"maintainabilityIndex": 94, "cyclomaticComplexity": 1, "sourceLines": 4, "executableLines": 1, "classCoupling": 0, "depthOfInheritance": null})
    );
    let mi: Vec<u64> = items
        .iter()
        .map(|i| i["metrics"]["maintainabilityIndex"].as_u64().unwrap())
        .collect();
    assert!(mi.windows(2).all(|w| w[0] <= w[1]), "{mi:?}");
    let projects = session.call_at("get-metrics", &opened, json!({"level": "Project"}));
    let complexity: Vec<(&str, u64)> = projects["data"]["items"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["name"].as_str().unwrap(),
                i["metrics"]["cyclomaticComplexity"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        complexity,
        [("Domain", 44), ("Tests", 23), ("Services", 10)]
    );
}

#[test]
fn duplicate_code_groups() {
    let (_dir, _root, mut session, opened) = open();
    let groups = session.call_at("find-duplicate-code", &opened, json!({}));
    assert_eq!(groups["ok"], true, "{groups:#}");
    let found: Vec<(u64, Vec<CopyAt>)> = groups["data"]["groups"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["statements"].as_u64().unwrap(),
                g["locations"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|l| {
                        (
                            l["location"]["document"]["path"]
                                .as_str()
                                .unwrap()
                                .to_string(),
                            l["location"]["line"].as_u64().unwrap(),
                            l["endLine"].as_u64().unwrap(),
                        )
                    })
                    .collect(),
            )
        })
        .collect();
    let labels = "Services/Reports/Labels.cs".to_string();
    let scores = "Services/Reports/Scores.cs".to_string();
    assert_eq!(
        found,
        [
            (4, vec![(labels.clone(), 7, 10), (labels, 15, 18)]),
            (3, vec![(scores.clone(), 7, 9), (scores, 15, 17)]),
        ]
    );
    let four = session.call_at(
        "find-duplicate-code",
        &opened,
        json!({"minimumStatements": 4}),
    );
    assert_eq!(four["data"]["groups"]["totalCount"], 1);
}

#[test]
fn bad_input_gets_structured_errors() {
    let (_dir, _root, mut session, opened) = open();
    let unknown = session.call_at(
        "list-dependencies",
        &opened,
        json!({"symbol": {"name": "NoSuchType"}}),
    );
    assert_eq!(unknown["error"]["code"], "SymbolNotFound", "{unknown:#}");
    let level = session.call_at(
        "get-dependency-graph",
        &opened,
        json!({"level": "Assembly"}),
    );
    assert_eq!(level["error"]["code"], "InvalidArgument", "{level:#}");
    assert!(
        level["error"]["message"]
            .as_str()
            .unwrap()
            .contains("level"),
        "{level:#}"
    );
    let metrics_level = session.call_at("get-metrics", &opened, json!({"level": "File"}));
    assert_eq!(metrics_level["error"]["code"], "InvalidArgument");
    let member = session.call_at(
        "list-dependents",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Domain.Pricing.PriceCalculator.Total(Shop.Domain.Orders.Order)"}}),
    );
    assert_eq!(member["error"]["code"], "InvalidArgument", "{member:#}");
    let neither = session.call_at("list-dependencies", &opened, json!({}));
    assert_eq!(neither["error"]["code"], "InvalidArgument");
    let no_transaction = session.call_at("analyze-change-impact", &opened, json!({}));
    assert_eq!(
        no_transaction["error"]["code"], "TransactionRequired",
        "{no_transaction:#}"
    );
    assert_eq!(no_transaction["continuation"]["tool"], "transaction-begin");
    let zero = session.call_at(
        "find-duplicate-code",
        &opened,
        json!({"minimumStatements": 0}),
    );
    assert_eq!(zero["error"]["code"], "InvalidArgument");
    let unknown_test_target = session.call_at(
        "find-tests",
        &opened,
        json!({"symbol": {"symbolId": "M:Nope.Nothing"}}),
    );
    assert_eq!(unknown_test_target["error"]["code"], "SymbolNotFound");
    // The server is still answering.
    let status = session.call("server-status", json!({}));
    assert_eq!(status["ok"], true);
}
