//! The navigation and symbol tools on `test-data/navigation` (two projects: an interface with
//! implementations, an abstract base with overrides, a partial class over two files, overloads,
//! attributes, generics, a nested type, a positional record, documentation comments) and on
//! `test-data/multi-target`: real answers, the symbol selector's three forms and its errors.

use crate::common;

use common::{Session, fixture};
use serde_json::{Value, json};

fn snapshot_settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(common::repo_root().join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings
}

/// A session with the navigation solution open, and the open answer.
fn open_navigation() -> (tempfile::TempDir, std::path::PathBuf, Session, Value) {
    let (dir, root) = fixture("navigation");
    let mut session = Session::new();
    session.redact_root(&root, "navigation");
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("Navigation.sln").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    assert_eq!(opened["data"]["projectCount"], 2);
    (dir, root, session, opened)
}

/// The items of the bounded collection `field` of a success.
fn items<'a>(answer: &'a Value, field: &str) -> &'a Vec<Value> {
    answer["data"][field]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("no {field} items: {answer:#}"))
}

/// The symbolIds of the bounded collection `field` of a success.
fn ids(answer: &Value, field: &str) -> Vec<String> {
    items(answer, field)
        .iter()
        .map(|i| i["symbolId"].as_str().unwrap().to_string())
        .collect()
}

fn error_code(answer: &Value) -> &str {
    answer["error"]["code"].as_str().unwrap_or("<success>")
}

#[test]
fn navigation_session_transcript() {
    let (_dir, _root, mut session, opened) = open_navigation();
    session.call_at("search-symbols", &opened, json!({"query": "OSC"}));
    session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Orders.Order"}}),
    );
    session.call_at(
        "list-overloads",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.Order.Add(Shop.Orders.Item,System.Int32)"}, "limit": 2}),
    );
    session.call_at(
        "list-base-types",
        &opened,
        json!({"symbol": {"location": {"text": {"document": {"path": "src/Shop.Client/OrderServiceClient.cs"}, "match": "CachedOrderServiceClient"}}}}),
    );
    session.call_at(
        "list-attributes",
        &opened,
        json!({"symbol": {"name": "Shop.Orders.Order", "kind": "Class"}}),
    );
    session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"name": "Add"}}),
    );
    session.call_at(
        "list-members",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Orders.Missing"}}),
    );
    snapshot_settings()
        .bind(|| insta::assert_json_snapshot!("navigation_session", session.redacted_transcript()));
}

#[test]
fn search_ranks_exact_names_first_and_understands_camel_humps() {
    let (_dir, _root, mut session, opened) = open_navigation();
    let order = session.call_at("search-symbols", &opened, json!({"query": "Order"}));
    let found = ids(&order, "symbols");
    assert_eq!(found[0], "T:Shop.Orders.Order", "{found:?}");
    // Prefix matches come next, types before namespaces, shorter names first.
    assert_eq!(
        found[1..4],
        [
            "T:Shop.Orders.OrderServiceBase",
            "T:Shop.Client.OrderServiceClient",
            "N:Shop.Orders"
        ]
    );
    assert!(found.contains(&"T:Shop.Orders.IOrderService".to_string()));
    assert_eq!(order["data"]["symbols"]["totalCount"], found.len());

    let humps = session.call_at("search-symbols", &opened, json!({"query": "OSC"}));
    assert_eq!(
        ids(&humps, "symbols"),
        [
            "T:Shop.Client.OrderServiceClient",
            "T:Shop.Client.CachedOrderServiceClient"
        ]
    );

    let qualified = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "Orders.Order.Add"}),
    );
    assert_eq!(
        ids(&qualified, "symbols"),
        [
            "M:Shop.Orders.Order.Add(Shop.Orders.Item)",
            "M:Shop.Orders.Order.Add(Shop.Orders.Item,System.Int32)",
            "M:Shop.Orders.Order.Add(System.String,System.Int32)"
        ]
    );

    let methods = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "find", "kinds": ["method"], "project": {"name": "Shop.Client"}}),
    );
    // Equal matches (case-insensitive prefix, same kind and length) in qualified-name order.
    assert_eq!(
        ids(&methods, "symbols"),
        [
            "M:Shop.Client.CachedOrderServiceClient.Find(System.Int32)",
            "M:Shop.Client.LocalOrderService.Find(System.Int32)",
            "M:Shop.Client.OrderServiceClient.Find(System.Int32)"
        ]
    );
    let local = &items(&methods, "symbols")[1];
    assert_eq!(
        local["location"]["document"]["path"],
        "src/Shop.Client/LocalOrderService.cs"
    );
    assert_eq!(local["location"]["line"], 10);
    assert_eq!(local["location"]["column"], 19);

    let core = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "IDisposable", "includeCoreLibrary": true}),
    );
    let disposable = &items(&core, "symbols")[0];
    assert_eq!(disposable["symbolId"], "T:System.IDisposable");
    assert_eq!(disposable["fromCoreLibrary"], true);
    assert_eq!(disposable["location"], Value::Null);
    let source_only = session.call_at("search-symbols", &opened, json!({"query": "IDisposable"}));
    assert_eq!(source_only["data"]["symbols"]["totalCount"], 0);
    // includeMetadata reaches the embedded core library too; its symbols name no assembly and
    // have no metadata location.
    let metadata = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "IDisposable", "includeMetadata": true}),
    );
    assert_eq!(items(&metadata, "symbols")[0], *disposable);
    assert_eq!(disposable.get("assemblyName"), None);
    let info = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "T:System.IDisposable"}}),
    );
    assert_eq!(info["data"]["symbol"]["fromCoreLibrary"], true);
    // No reference assemblies here: the embedded model answers, saying so.
    let metadata = &info["data"]["symbol"]["metadata"];
    assert_eq!(metadata["origin"], "EmbeddedCoreLibrary", "{info:#}");
    assert_eq!(metadata.get("assemblyPath"), None);
    assert_eq!(metadata["documentationId"], "T:System.IDisposable");
    let text = metadata["source"]["text"].as_str().unwrap();
    assert!(text.contains("embedded model of the framework"), "{text}");
    assert!(text.contains("public interface IDisposable"), "{text}");
    let start = metadata["source"]["span"]["start"].as_u64().unwrap() as usize;
    assert_eq!(&text[start..start + "IDisposable".len()], "IDisposable");

    let none = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "Order", "limit": 0}),
    );
    assert_eq!(
        none["data"]["symbols"],
        json!({"items": [], "hasMore": true, "totalCount": found.len()})
    );
    let unknown_kind = session.call_at(
        "search-symbols",
        &opened,
        json!({"query": "Order", "kinds": ["Class", "Klass"]}),
    );
    assert_eq!(error_code(&unknown_kind), "InvalidArgument");
    assert!(
        unknown_kind["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("`kinds[1]`: unknown kind 'Klass'"),
        "{unknown_kind:#}"
    );
    let empty = session.call_at("search-symbols", &opened, json!({"query": "  "}));
    assert_eq!(error_code(&empty), "InvalidArgument");
    assert!(
        empty["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("`query`")
    );
}

#[test]
fn symbol_info_by_id_name_and_location() {
    let (_dir, _root, mut session, opened) = open_navigation();
    let by_id = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.Order.Add(Shop.Orders.Item,System.Int32)"}}),
    );
    let info = &by_id["data"]["symbol"];
    assert_eq!(info["name"], "Add");
    assert_eq!(info["kind"], "Method");
    assert_eq!(info["container"], "Shop.Orders.Order");
    assert_eq!(
        info["signature"],
        "public void Add(Item item, int quantity)"
    );
    assert_eq!(info["accessibility"], "public");
    assert_eq!(info["documentation"], "Adds quantity units of an item.");
    assert_eq!(info["projectId"], "Shop.Orders");
    assert_eq!(info["fromCoreLibrary"], false);
    assert_eq!(info["location"]["line"], 18);
    assert_eq!(info["location"]["column"], 17);
    assert_eq!(info["location"]["span"]["length"], 3);

    // The output selector is accepted as a location, as is a position in the declaration's
    // header (on `public`).
    let selector = info["location"]["selector"].clone();
    let by_location = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"location": selector}}),
    );
    assert_eq!(by_location["data"], by_id["data"]);
    let by_position = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"location": {"position": {"document": {"path": "src/Shop.Orders/Order.cs"}, "line": 18, "column": 5}}}}),
    );
    assert_eq!(by_position["data"], by_id["data"]);

    let record = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"name": "Item", "kind": "record"}}),
    );
    let record = &record["data"]["symbol"];
    assert_eq!(record["symbolId"], "T:Shop.Orders.Item");
    assert_eq!(
        record["signature"],
        "public record Item(string Sku, decimal Price)"
    );
    assert_eq!(
        record["documentation"],
        "A catalogue item and its unit price."
    );

    let order = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"name": "Shop.Orders.Order"}}),
    );
    let order = &order["data"]["symbol"];
    assert_eq!(order["modifiers"], json!(["partial"]));
    assert_eq!(
        order["documentation"],
        "An order: Shop.Orders.Item lines and their quantities."
    );
    let parts: Vec<(&str, u64)> = order["declarations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["document"]["path"].as_str().unwrap(),
                d["line"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        parts,
        [
            ("src/Shop.Orders/Order.Totals.cs", 4),
            ("src/Shop.Orders/Order.cs", 10)
        ]
    );

    let nested = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"name": "Page"}}),
    );
    assert_eq!(
        nested["data"]["symbol"]["symbolId"],
        "T:Shop.Orders.Repository`1.Page"
    );
    assert_eq!(
        nested["data"]["symbol"]["container"],
        "Shop.Orders.Repository<T>"
    );

    // A partial method is one symbol with two declarations.
    let partial = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"name": "OnChanged"}}),
    );
    assert_eq!(
        partial["data"]["symbol"]["symbolId"],
        "M:Shop.Orders.Order.OnChanged"
    );
    assert_eq!(
        partial["data"]["symbol"]["declarations"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    let object = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "T:System.Object"}}),
    );
    let object = &object["data"]["symbol"];
    assert_eq!(object["fromCoreLibrary"], true);
    assert_eq!(object["location"], Value::Null);
    assert_eq!(object["declarations"], json!([]));
    assert_eq!(object["projectId"], Value::Null);

    let namespace = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "N:Shop.Client"}}),
    );
    assert_eq!(namespace["data"]["symbol"]["kind"], "Namespace");
    assert_eq!(namespace["data"]["symbol"]["container"], "Shop");
}

#[test]
fn symbol_selector_errors_say_how_to_repair_the_request() {
    let (_dir, _root, mut session, opened) = open_navigation();
    let mut call =
        |symbol: Value| session.call_at("get-symbol-info", &opened, json!({"symbol": symbol}));

    let both = call(json!({"symbolId": "T:Shop.Orders.Order", "name": "Order"}));
    assert_eq!(error_code(&both), "InvalidArgument");
    assert!(
        both["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("`symbol`: give exactly one of")
    );
    assert_eq!(both["continuation"]["kind"], "ReviseRequest");
    assert_eq!(error_code(&call(json!({}))), "InvalidArgument");
    let kind_alone = call(json!({"symbolId": "T:Shop.Orders.Order", "kind": "Class"}));
    assert!(
        kind_alone["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("`symbol.kind`")
    );
    let bad_kind = call(json!({"name": "Order", "kind": "Structure"}));
    assert_eq!(error_code(&bad_kind), "InvalidArgument");
    assert!(
        bad_kind["error"]["message"]
            .as_str()
            .unwrap()
            .contains("RecordStruct")
    );
    let bad_id = call(json!({"symbolId": "Shop.Orders.Order"}));
    assert_eq!(error_code(&bad_id), "InvalidArgument");
    assert!(
        bad_id["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("`symbol.symbolId`")
    );
    let unknown_field = call(json!({"name": "Order", "container": "Shop.Orders"}));
    assert_eq!(error_code(&unknown_field), "InvalidArgument");

    let missing = call(json!({"symbolId": "T:Shop.Orders.Invoice"}));
    assert_eq!(error_code(&missing), "SymbolNotFound");
    assert_eq!(missing["continuation"]["kind"], "ReviseRequest");
    assert!(
        missing["continuation"]["instruction"]
            .as_str()
            .unwrap()
            .contains("search-symbols")
    );
    let missing_name = call(json!({"name": "Order", "kind": "Interface"}));
    assert_eq!(error_code(&missing_name), "SymbolNotFound");
    assert!(
        missing_name["error"]["message"]
            .as_str()
            .unwrap()
            .contains("of kind Interface")
    );
    let nothing_there = call(
        json!({"location": {"position": {"document": {"path": "src/Shop.Orders/Order.cs"}, "line": 1, "column": 1}}}),
    );
    assert_eq!(error_code(&nothing_there), "SymbolNotFound");
    let no_document = call(
        json!({"location": {"position": {"document": {"path": "src/Nope.cs"}, "line": 1, "column": 1}}}),
    );
    assert_eq!(error_code(&no_document), "DocumentNotFound");
    let out_of_range = call(
        json!({"location": {"position": {"document": {"path": "src/Shop.Orders/Order.cs"}, "line": 900, "column": 1}}}),
    );
    assert_eq!(error_code(&out_of_range), "InvalidRange");
    let wrong_project = call(json!({"name": "Order", "project": {"name": "Nope"}}));
    assert_eq!(error_code(&wrong_project), "InvalidArgument");
    assert!(
        wrong_project["error"]["message"]
            .as_str()
            .unwrap()
            .contains("`symbol.project`")
    );
    let other_project = call(json!({"name": "Order", "project": {"name": "Shop.Client"}}));
    assert_eq!(error_code(&other_project), "SymbolNotFound");
    assert!(
        other_project["error"]["message"]
            .as_str()
            .unwrap()
            .contains("Shop.Orders")
    );

    let ambiguous = call(json!({"name": "Find"}));
    assert_eq!(error_code(&ambiguous), "SymbolAmbiguous");
    let candidates: Vec<(&str, &str, &str)> = ambiguous["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            assert_eq!(d["id"], "SymbolCandidate");
            (
                d["symbolId"].as_str().unwrap(),
                d["kind"].as_str().unwrap(),
                d["container"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        candidates,
        [
            (
                "M:Shop.Orders.IOrderService.Find(System.Int32)",
                "Method",
                "Shop.Orders.IOrderService"
            ),
            (
                "M:Shop.Orders.OrderServiceBase.Find(System.Int32)",
                "Method",
                "Shop.Orders.OrderServiceBase"
            ),
            (
                "M:Shop.Client.LocalOrderService.Find(System.Int32)",
                "Method",
                "Shop.Client.LocalOrderService"
            ),
            (
                "M:Shop.Client.OrderServiceClient.Find(System.Int32)",
                "Method",
                "Shop.Client.OrderServiceClient"
            ),
            (
                "M:Shop.Client.CachedOrderServiceClient.Find(System.Int32)",
                "Method",
                "Shop.Client.CachedOrderServiceClient"
            ),
        ]
    );
    assert_eq!(ambiguous["continuation"]["kind"], "ReviseRequest");
    let instruction = ambiguous["continuation"]["instruction"].as_str().unwrap();
    assert!(instruction.contains("`symbol.symbolId`"), "{instruction}");
    assert!(instruction.contains("M:Shop.Orders.IOrderService.Find(System.Int32)"));
}

#[test]
fn members_overloads_partial_declarations_and_attributes() {
    let (_dir, _root, mut session, opened) = open_navigation();
    let order = json!({"symbolId": "T:Shop.Orders.Order"});
    let members = session.call_at("list-members", &opened, json!({"symbol": order}));
    // Parts in path order (Order.Totals.cs sorts before Order.cs); the partial method once.
    assert_eq!(
        ids(&members, "members"),
        [
            "P:Shop.Orders.Order.Count",
            "P:Shop.Orders.Order.Total",
            "M:Shop.Orders.Order.OnChanged",
            "F:Shop.Orders.Order._lines",
            "M:Shop.Orders.Order.Add(Shop.Orders.Item)",
            "M:Shop.Orders.Order.Add(Shop.Orders.Item,System.Int32)",
            "M:Shop.Orders.Order.Add(System.String,System.Int32)",
            // Declared by the compiler: Order has no instance constructor.
            "M:Shop.Orders.Order.#ctor",
        ]
    );
    let total = &items(&members, "members")[1];
    assert_eq!(total["signature"], "public decimal Total { get; }");
    assert_eq!(total["inheritedFrom"], Value::Null);
    let limited = session.call_at(
        "list-members",
        &opened,
        json!({"symbol": order, "limit": 2}),
    );
    assert_eq!(limited["data"]["members"]["hasMore"], true);
    assert_eq!(limited["data"]["members"]["totalCount"], 8);

    let record = session.call_at(
        "list-members",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Orders.Item"}}),
    );
    // A positional record: its parameters' properties and the members the compiler declares
    // (all but the unspeakable `<Clone>$`), as Roslyn lists them.
    assert_eq!(
        ids(&record, "members"),
        [
            "M:Shop.Orders.Item.#ctor(System.String,System.Decimal)",
            "P:Shop.Orders.Item.Sku",
            "P:Shop.Orders.Item.Price",
            "M:Shop.Orders.Item.Deconstruct(System.String@,System.Decimal@)",
            "M:Shop.Orders.Item.#ctor(Shop.Orders.Item)",
            "P:Shop.Orders.Item.EqualityContract",
            "M:Shop.Orders.Item.Equals(Shop.Orders.Item)",
            "M:Shop.Orders.Item.Equals(System.Object)",
            "M:Shop.Orders.Item.GetHashCode",
            "M:Shop.Orders.Item.op_Equality(Shop.Orders.Item,Shop.Orders.Item)",
            "M:Shop.Orders.Item.op_Inequality(Shop.Orders.Item,Shop.Orders.Item)",
            "M:Shop.Orders.Item.PrintMembers(System.Text.StringBuilder)",
            "M:Shop.Orders.Item.ToString"
        ]
    );

    let inherited = session.call_at(
        "list-members",
        &opened,
        json!({"symbol": {"name": "CachedOrderServiceClient"}, "includeInherited": true}),
    );
    let listed: Vec<(String, Value)> = items(&inherited, "members")
        .iter()
        .map(|m| {
            (
                m["symbolId"].as_str().unwrap().to_string(),
                m["inheritedFrom"].clone(),
            )
        })
        .collect();
    assert_eq!(
        listed[..4],
        [
            (
                "M:Shop.Client.CachedOrderServiceClient.Find(System.Int32)".to_string(),
                Value::Null
            ),
            // The compiler's parameterless constructor (none is written).
            (
                "M:Shop.Client.CachedOrderServiceClient.#ctor".to_string(),
                Value::Null
            ),
            (
                "M:Shop.Client.OrderServiceClient.Place(Shop.Orders.Order)".to_string(),
                json!("Shop.Client.OrderServiceClient")
            ),
            (
                "P:Shop.Client.OrderServiceClient.Name".to_string(),
                json!("Shop.Client.OrderServiceClient")
            ),
        ]
    );
    assert!(
        listed
            .iter()
            .all(|(id, _)| !id.contains("OrderServiceClient.Find")
                || id.starts_with("M:Shop.Client.CachedOrderServiceClient")),
        "overridden members are not listed twice: {listed:?}"
    );
    assert!(listed.contains(&(
        "M:System.Object.ToString".to_string(),
        json!("System.Object")
    )));

    let not_a_type = session.call_at(
        "list-members",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.Order.Add(Shop.Orders.Item)"}}),
    );
    assert_eq!(error_code(&not_a_type), "InvalidArgument");
    assert!(
        not_a_type["error"]["message"]
            .as_str()
            .unwrap()
            .contains("list-members needs a type")
    );

    let overloads = session.call_at(
        "list-overloads",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.Order.Add(Shop.Orders.Item)"}}),
    );
    assert_eq!(
        ids(&overloads, "overloads"),
        [
            "M:Shop.Orders.Order.Add(Shop.Orders.Item)",
            "M:Shop.Orders.Order.Add(Shop.Orders.Item,System.Int32)",
            "M:Shop.Orders.Order.Add(System.String,System.Int32)"
        ]
    );
    let property = session.call_at(
        "list-overloads",
        &opened,
        json!({"symbol": {"symbolId": "P:Shop.Orders.Order.Total"}}),
    );
    assert_eq!(error_code(&property), "InvalidArgument");

    let parts = session.call_at(
        "list-partial-declarations",
        &opened,
        json!({"symbol": order}),
    );
    let paths: Vec<&str> = items(&parts, "locations")
        .iter()
        .map(|l| l["document"]["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        paths,
        [
            "src/Shop.Orders/Order.Totals.cs",
            "src/Shop.Orders/Order.cs"
        ]
    );
    let method_parts = session.call_at(
        "list-partial-declarations",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.Order.OnChanged"}, "limit": 1}),
    );
    assert_eq!(method_parts["data"]["locations"]["totalCount"], 2);
    assert_eq!(method_parts["data"]["locations"]["hasMore"], true);

    let attributes = session.call_at("list-attributes", &opened, json!({"symbol": order}));
    let written: Vec<(&str, Value, &str)> = items(&attributes, "attributes")
        .iter()
        .map(|a| {
            (
                a["name"].as_str().unwrap(),
                a["attributeType"]["symbolId"].clone(),
                a["arguments"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        written,
        [
            (
                "Audited",
                json!("T:Shop.Orders.AuditedAttribute"),
                "Level = 2"
            ),
            ("Serializable", json!("T:System.SerializableAttribute"), ""),
        ]
    );
    let obsolete = session.call_at(
        "list-attributes",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.Order.Add(System.String,System.Int32)"}}),
    );
    let obsolete = &items(&obsolete, "attributes")[0];
    assert_eq!(obsolete["name"], "Obsolete");
    assert_eq!(obsolete["arguments"], "\"Use Add(Item, int).\"");
    assert_eq!(obsolete["target"], Value::Null);
    assert_eq!(obsolete["location"]["line"], 25);
}

#[test]
fn base_types_and_interfaces() {
    let (_dir, _root, mut session, opened) = open_navigation();
    let cached = json!({"symbolId": "T:Shop.Client.CachedOrderServiceClient"});
    let bases = session.call_at("list-base-types", &opened, json!({"symbol": cached}));
    assert_eq!(
        ids(&bases, "baseTypes"),
        [
            "T:Shop.Client.OrderServiceClient",
            "T:Shop.Orders.OrderServiceBase",
            "T:System.Object"
        ]
    );
    assert_eq!(items(&bases, "baseTypes")[2]["fromCoreLibrary"], true);
    assert_eq!(
        bases["data"]["symbol"]["symbolId"],
        "T:Shop.Client.CachedOrderServiceClient"
    );
    let one = session.call_at(
        "list-base-types",
        &opened,
        json!({"symbol": cached, "limit": 1}),
    );
    assert_eq!(one["data"]["baseTypes"]["hasMore"], true);
    assert_eq!(one["data"]["baseTypes"]["totalCount"], 3);
    let record = session.call_at(
        "list-base-types",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Orders.Item"}}),
    );
    assert_eq!(ids(&record, "baseTypes"), ["T:System.Object"]);

    let interfaces = session.call_at(
        "list-implemented-interfaces",
        &opened,
        json!({"symbol": {"name": "OrderServiceClient"}}),
    );
    let listed: Vec<(String, bool)> = items(&interfaces, "interfaces")
        .iter()
        .map(|i| {
            (
                i["symbolId"].as_str().unwrap().to_string(),
                i["direct"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        listed,
        [
            ("T:System.IDisposable".to_string(), true),
            ("T:Shop.Orders.IOrderService".to_string(), false)
        ]
    );
    let local = session.call_at(
        "list-implemented-interfaces",
        &opened,
        json!({"symbol": {"name": "LocalOrderService"}}),
    );
    assert_eq!(items(&local, "interfaces")[0]["direct"], true);

    let hierarchy = session.call_at(
        "get-type-hierarchy",
        &opened,
        json!({"symbol": cached, "baseTypesLimit": 2}),
    );
    assert_eq!(
        ids(&hierarchy, "baseTypes"),
        [
            "T:Shop.Client.OrderServiceClient",
            "T:Shop.Orders.OrderServiceBase"
        ]
    );
    assert_eq!(hierarchy["data"]["baseTypes"]["hasMore"], true);

    let method = json!({"symbolId": "M:Shop.Orders.IOrderService.Find(System.Int32)"});
    for tool in [
        "list-base-types",
        "list-implemented-interfaces",
        "find-derived-types",
        "get-type-hierarchy",
    ] {
        let answer = session.call_at(tool, &opened, json!({"symbol": method}));
        assert_eq!(error_code(&answer), "InvalidArgument", "{tool}");
        assert!(
            answer["error"]["message"]
                .as_str()
                .unwrap()
                .contains(&format!("{tool} needs a type"))
        );
    }
    let depth = session.call_at(
        "find-derived-types",
        &opened,
        json!({"symbol": cached, "depth": 0}),
    );
    assert_eq!(error_code(&depth), "InvalidArgument");
    assert!(
        depth["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("`depth`")
    );
    let field = session.call_at(
        "find-overrides",
        &opened,
        json!({"symbol": {"symbolId": "F:Shop.Orders.OrderServiceBase.Calls"}}),
    );
    assert_eq!(error_code(&field), "InvalidArgument");
    let namespace = session.call_at(
        "find-implementations",
        &opened,
        json!({"symbol": {"symbolId": "N:Shop.Orders"}}),
    );
    assert_eq!(error_code(&namespace), "InvalidArgument");
}

/// Derived types, implementations and overrides: the answers the fixture calls for.
#[test]
fn derived_types_implementations_and_overrides() {
    let (_dir, _root, mut session, opened) = open_navigation();
    let derived = session.call_at(
        "find-derived-types",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Orders.OrderServiceBase"}}),
    );
    let found: Vec<(String, u64)> = items(&derived, "derivedTypes")
        .iter()
        .map(|d| {
            (
                d["symbolId"].as_str().unwrap().to_string(),
                d["distance"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            ("T:Shop.Client.OrderServiceClient".to_string(), 1),
            ("T:Shop.Client.CachedOrderServiceClient".to_string(), 2)
        ]
    );
    let direct = session.call_at(
        "find-derived-types",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Orders.OrderServiceBase"}, "depth": 1}),
    );
    assert_eq!(
        ids(&direct, "derivedTypes"),
        ["T:Shop.Client.OrderServiceClient"]
    );
    let hierarchy = session.call_at(
        "get-type-hierarchy",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Client.OrderServiceClient"}}),
    );
    assert_eq!(
        ids(&hierarchy, "baseTypes"),
        ["T:Shop.Orders.OrderServiceBase", "T:System.Object"]
    );
    assert_eq!(
        ids(&hierarchy, "derivedTypes"),
        ["T:Shop.Client.CachedOrderServiceClient"]
    );

    let implementations = session.call_at(
        "find-implementations",
        &opened,
        json!({"symbol": {"symbolId": "T:Shop.Orders.IOrderService"}}),
    );
    let implementing = ids(&implementations, "implementations");
    // Direct and inherited implementations (whether the abstract base counts is cs-ide's call).
    for expected in [
        "T:Shop.Client.LocalOrderService",
        "T:Shop.Client.OrderServiceClient",
        "T:Shop.Client.CachedOrderServiceClient",
    ] {
        assert!(
            implementing.contains(&expected.to_string()),
            "{expected} in {implementing:?}"
        );
    }
    let find = session.call_at(
        "find-implementations",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.IOrderService.Find(System.Int32)"}}),
    );
    let mut finds = ids(&find, "implementations");
    finds.sort();
    assert!(finds.contains(&"M:Shop.Client.LocalOrderService.Find(System.Int32)".to_string()));
    assert!(finds.contains(&"M:Shop.Orders.OrderServiceBase.Find(System.Int32)".to_string()));

    let overrides = session.call_at(
        "find-overrides",
        &opened,
        json!({"symbol": {"symbolId": "M:Shop.Orders.OrderServiceBase.Find(System.Int32)"}}),
    );
    assert_eq!(
        ids(&overrides, "overrides"),
        [
            "M:Shop.Client.OrderServiceClient.Find(System.Int32)",
            "M:Shop.Client.CachedOrderServiceClient.Find(System.Int32)"
        ]
    );
    let name = session.call_at(
        "find-overrides",
        &opened,
        json!({"symbol": {"symbolId": "P:Shop.Orders.OrderServiceBase.Name"}}),
    );
    assert_eq!(
        ids(&name, "overrides"),
        ["P:Shop.Client.OrderServiceClient.Name"]
    );
}

#[test]
fn api_symbols_list_the_public_surface() {
    let (_dir, _root, mut session, opened) = open_navigation();
    let public = session.call_at(
        "list-api-symbols",
        &opened,
        json!({"project": {"name": "Shop.Orders"}, "limit": 500}),
    );
    let listed = ids(&public, "symbols");
    assert_eq!(listed[0], "T:Shop.Orders.AuditedAttribute");
    for expected in [
        "T:Shop.Orders.Order",
        "M:Shop.Orders.Order.Add(Shop.Orders.Item,System.Int32)",
        "T:Shop.Orders.Order.Line",
        "T:Shop.Orders.Repository`1.Page",
        "M:Shop.Orders.Repository`1.Store(System.Int32,`0)",
        // Protected members of unsealed public types are API.
        "P:Shop.Orders.OrderServiceBase.Name",
        "M:Shop.Orders.IOrderService.Find(System.Int32)",
    ] {
        assert!(
            listed.contains(&expected.to_string()),
            "{expected} in {listed:#?}"
        );
    }
    for hidden in [
        "T:Shop.Orders.Ledger",
        "F:Shop.Orders.OrderServiceBase.Calls",
        "F:Shop.Orders.Order._lines",
        "M:Shop.Orders.Order.OnChanged",
    ] {
        assert!(
            !listed.contains(&hidden.to_string()),
            "{hidden} in {listed:#?}"
        );
    }
    let internal = session.call_at(
        "list-api-symbols",
        &opened,
        json!({"project": {"name": "Shop.Orders"}, "accessibility": "internal", "limit": 500}),
    );
    let with_internal = ids(&internal, "symbols");
    assert!(with_internal.contains(&"T:Shop.Orders.Ledger".to_string()));
    assert!(with_internal.contains(&"F:Shop.Orders.OrderServiceBase.Calls".to_string()));
    assert!(!with_internal.contains(&"F:Shop.Orders.Order._lines".to_string()));

    let everything = session.call_at("list-api-symbols", &opened, json!({"limit": 3}));
    assert_eq!(everything["data"]["symbols"]["hasMore"], true);
    let total = everything["data"]["symbols"]["totalCount"]
        .as_u64()
        .unwrap();
    let client = session.call_at(
        "list-api-symbols",
        &opened,
        json!({"project": {"name": "Shop.Client"}}),
    );
    assert_eq!(
        total,
        listed.len() as u64 + client["data"]["symbols"]["totalCount"].as_u64().unwrap()
    );
    let private = session.call_at(
        "list-api-symbols",
        &opened,
        json!({"accessibility": "private"}),
    );
    assert_eq!(error_code(&private), "InvalidArgument");
    assert!(
        private["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("`accessibility`")
    );
}

#[test]
fn a_multi_targeted_symbol_is_one_symbol_per_project() {
    let (_dir, root) = fixture("multi-target");
    let mut session = Session::new();
    let opened = session.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let first = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"name": "Guard"}}),
    );
    assert_eq!(
        first["data"]["symbol"]["symbolId"], "T:Polyfill.Guard",
        "{first:#}"
    );
    assert_eq!(first["data"]["symbol"]["projectId"], "Polyfill(net8.0)");
    let net48 = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"symbolId": "T:Polyfill.Guard", "project": {"targetFramework": "net48"}}}),
    );
    assert_eq!(net48["data"]["symbol"]["projectId"], "Polyfill(net48)");
    assert_eq!(
        net48["data"]["symbol"]["location"]["document"]["documentId"],
        "Polyfill(net48):src/Polyfill/Guard.cs"
    );
    // The symbol's project also picks the document of a location in a shared file.
    let location =
        json!({"text": {"document": {"path": "src/Polyfill/Guard.cs"}, "match": "NotNull"}});
    // Without `project`, the document of the first target framework (net8.0), with a warning.
    let first_framework = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"location": location}}),
    );
    assert_eq!(
        first_framework["data"]["symbol"]["projectId"], "Polyfill(net8.0)",
        "{first_framework:#}"
    );
    assert_eq!(
        first_framework["warnings"][0]["code"], "TargetFrameworkChosen",
        "{first_framework:#}"
    );
    let by_location = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"location": location, "project": {"projectId": "Polyfill(net48)"}}}),
    );
    assert_eq!(
        by_location["data"]["symbol"]["symbolId"],
        "M:Polyfill.Guard.NotNull``1(``0,System.String)"
    );
    assert_eq!(
        by_location["data"]["symbol"]["projectId"],
        "Polyfill(net48)"
    );
    let elsewhere = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"name": "Guard", "project": {"name": "App"}}}),
    );
    assert_eq!(error_code(&elsewhere), "SymbolNotFound");
    let search = session.call_at("search-symbols", &opened, json!({"query": "Guard"}));
    assert_eq!(ids(&search, "symbols"), ["T:Polyfill.Guard"]);
}
