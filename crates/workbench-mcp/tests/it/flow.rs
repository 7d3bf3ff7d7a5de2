//! The flow tools on `test-data/flow` (one file per construct): operation trees, control-flow
//! graphs and data flow, their Roslyn facts asserted by hand, and their bad-input errors; and
//! the definite-assignment diagnostics planted in `test-data/flow-errors`.

use crate::common;

use common::{Session, fixture};
use serde_json::{Value, json};

fn open(name: &str, project: &str) -> (tempfile::TempDir, Session, Value) {
    let (dir, root) = fixture(name);
    let mut session = Session::new();
    session.redact_root(&root, name);
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join(project).display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    (dir, session, opened)
}

fn text_location(path: &str, text: &str) -> Value {
    json!({"text": {"document": {"path": path}, "match": text}})
}

fn error_code(answer: &Value) -> &str {
    answer["error"]["code"].as_str().unwrap_or("<success>")
}

fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap_or_else(|| panic!("not a list: {list}"))
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect()
}

#[test]
fn operation_tree_of_a_member_and_of_a_range() {
    let (_dir, mut session, opened) = open("flow", "Flow.csproj");
    let tree = session.call_at(
        "get-operation-tree",
        &opened,
        json!({"symbol": {"name": "Flow.Branches.Constants"}}),
    );
    assert_eq!(tree["ok"], true, "{tree:#}");
    let root = &tree["data"]["nodes"][0];
    assert_eq!(root["kind"], "Block");
    assert_eq!(root["parent"], Value::Null);
    assert_eq!(tree["data"]["body"]["kind"], "Method");
    // `const int Answer = 40 + 2;` folds; `"a" + "b"` is the constant "ab".
    let range = session.call_at(
        "get-operation-tree",
        &opened,
        json!({"location": text_location("Branches.cs", "\"a\" + \"b\"")}),
    );
    let node = &range["data"]["nodes"][0];
    assert_eq!(node["kind"], "Binary", "{range:#}");
    assert_eq!(node["detail"], "Add");
    assert_eq!(node["type"], "string");
    assert_eq!(node["constantValue"], "\"ab\"");
    let widened = session.call_at(
        "get-operation-tree",
        &opened,
        json!({"location": text_location("Branches.cs", "widened = Answer"), "depth": 3}),
    );
    let nodes = widened["data"]["nodes"].as_array().unwrap();
    assert_eq!(nodes[0]["kind"], "VariableDeclarator", "{widened:#}");
    // Declarator > VariableInitializer > Conversion (cut below: its child is counted).
    assert_eq!(nodes[1]["kind"], "VariableInitializer");
    assert_eq!(nodes[1]["parent"], 0);
    let conversion = &nodes[2];
    assert_eq!(conversion["depth"], 2);
    assert_eq!(conversion["kind"], "Conversion");
    assert_eq!(conversion["detail"], "Implicit");
    assert_eq!(conversion["isImplicit"], true);
    assert_eq!(conversion["type"], "long");
    assert_eq!(conversion["constantValue"], "42");
    assert_eq!(conversion["truncatedChildren"], 1);
}

#[test]
fn control_flow_graph_regions_and_branches() {
    let (_dir, mut session, opened) = open("flow", "Flow.csproj");
    let graph = session.call_at(
        "get-control-flow-graph",
        &opened,
        json!({"symbol": {"name": "Flow.Exceptions.Parse"}}),
    );
    assert_eq!(graph["ok"], true, "{graph:#}");
    let regions = graph["data"]["regions"]["items"].as_array().unwrap();
    let kind = |i: &Value| {
        regions[i.as_u64().unwrap() as usize]["kind"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let try_finally = regions
        .iter()
        .find(|r| r["kind"] == "TryAndFinally")
        .expect("TryAndFinally");
    let nested: Vec<String> = try_finally["nestedRegions"]
        .as_array()
        .unwrap()
        .iter()
        .map(kind)
        .collect();
    assert_eq!(nested, ["Try", "Finally"]);
    let try_catch = regions
        .iter()
        .find(|r| r["kind"] == "TryAndCatch")
        .expect("TryAndCatch");
    let handlers: Vec<String> = try_catch["nestedRegions"]
        .as_array()
        .unwrap()
        .iter()
        .map(kind)
        .collect();
    assert_eq!(handlers, ["Try", "FilterAndHandler", "Catch"]);
    let filter = regions
        .iter()
        .find(|r| r["kind"] == "FilterAndHandler")
        .unwrap();
    assert_eq!(filter["exceptionType"], "FormatException");
    assert_eq!(names(&filter["locals"]), ["e"]);
    let blocks = graph["data"]["blocks"]["items"].as_array().unwrap();
    assert_eq!(blocks.first().unwrap()["kind"], "Entry");
    assert_eq!(blocks.last().unwrap()["kind"], "Exit");
    assert!(blocks.iter().all(|b| b["isReachable"] == true));
    // `if (c) x = 1; else x = 2;`: the condition jumps WhenFalse to the else block.
    let branches = session.call_at(
        "get-control-flow-graph",
        &opened,
        json!({"location": text_location("Branches.cs", "if (c) x = 1;")}),
    );
    let blocks = branches["data"]["blocks"]["items"].as_array().unwrap();
    let condition = blocks
        .iter()
        .find(|b| b["branchValue"]["text"] == "c")
        .expect("condition block");
    assert_eq!(condition["conditionKind"], "WhenFalse");
    let else_block = condition["conditionalSuccessor"]["destination"]
        .as_u64()
        .unwrap() as usize;
    assert_eq!(blocks[else_block]["operations"][0]["text"], "x = 2;");
    let limited = session.call_at(
        "get-control-flow-graph",
        &opened,
        json!({"symbol": {"name": "Flow.Exceptions.Parse"}, "limit": 2, "regionLimit": 1}),
    );
    assert_eq!(
        limited["data"]["blocks"]["items"].as_array().unwrap().len(),
        2
    );
    assert_eq!(limited["data"]["blocks"]["hasMore"], true);
    assert_eq!(limited["data"]["regions"]["hasMore"], true);
}

#[test]
fn data_flow_of_statements_and_lambdas() {
    let (_dir, mut session, opened) = open("flow", "Flow.csproj");
    let flow = session.call_at(
        "analyze-data-flow",
        &opened,
        json!({"location": text_location("Branches.cs", "if (c) x = 1; else x = 2;")}),
    );
    assert_eq!(flow["ok"], true, "{flow:#}");
    let data = &flow["data"];
    assert_eq!(data["succeeded"], true);
    assert_eq!(names(&data["alwaysAssigned"]), ["x"]);
    assert_eq!(names(&data["dataFlowsOut"]), ["x"]);
    assert_eq!(names(&data["dataFlowsIn"]), ["c"]);
    assert_eq!(data["alwaysAssigned"][0]["kind"], "Local");
    let lambda = session.call_at(
        "analyze-data-flow",
        &opened,
        json!({"location": text_location("Lambdas.cs", "Func<int, int> add = value => value + offset;")}),
    );
    let data = &lambda["data"];
    assert_eq!(names(&data["captured"]), ["offset"], "{lambda:#}");
    assert_eq!(names(&data["capturedInside"]), ["offset"]);
    assert_eq!(names(&data["dataFlowsIn"]), ["offset"]);
    assert_eq!(names(&data["variablesDeclared"]), ["add", "value"]);
}

#[test]
fn bad_flow_input_asks_for_a_revision() {
    let (_dir, mut session, opened) = open("flow", "Flow.csproj");
    // A range that cuts a statement names it.
    let cut = session.call_at(
        "analyze-data-flow",
        &opened,
        json!({"location": text_location("Branches.cs", "Use(x);\n        return")}),
    );
    assert_eq!(error_code(&cut), "InvalidRange", "{cut:#}");
    let message = cut["error"]["message"].as_str().unwrap();
    assert!(message.contains("return x;"), "{message}");
    assert_eq!(cut["continuation"]["kind"], "ReviseRequest", "{cut:#}");
    // Outside any body.
    let outside = session.call_at(
        "get-control-flow-graph",
        &opened,
        json!({"location": text_location("Branches.cs", "public class Branches")}),
    );
    assert_eq!(error_code(&outside), "InvalidRange", "{outside:#}");
    // Only a comment.
    let comment = session.call_at(
        "get-operation-tree",
        &opened,
        json!({"location": text_location("Jumps.cs", "namespace Flow;")}),
    );
    assert_eq!(error_code(&comment), "InvalidRange", "{comment:#}");
    // A symbol that is not a method.
    let type_symbol = session.call_at(
        "get-control-flow-graph",
        &opened,
        json!({"symbol": {"name": "Flow.Branches"}}),
    );
    assert_eq!(
        error_code(&type_symbol),
        "InvalidArgument",
        "{type_symbol:#}"
    );
    assert!(
        type_symbol["error"]["message"]
            .as_str()
            .unwrap()
            .contains("not a method")
    );
}

#[test]
fn planted_flow_errors_are_reported_exactly() {
    let (_dir, mut session, opened) = open("flow-errors", "FlowErrors.csproj");
    let diagnostics = session.call_at("get-diagnostics", &opened, json!({}));
    assert_eq!(diagnostics["ok"], true, "{diagnostics:#}");
    let mut found: Vec<String> = diagnostics["data"]["diagnostics"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            format!(
                "{} {} {}:{}",
                d["location"]["document"]["path"].as_str().unwrap(),
                d["id"].as_str().unwrap(),
                d["location"]["line"],
                d["location"]["column"]
            )
        })
        .collect();
    found.sort();
    assert_eq!(
        found,
        [
            "CS0161.cs CS0161 5:23",
            "CS0162.cs CS0162 10:9",
            "CS0165.cs CS0165 9:16",
            "CS0168.cs CS0168 7:13",
            "CS0177.cs CS0177 8:9",
            "CS0219.cs CS0219 7:13",
            "CS0269.cs CS0269 7:20",
        ]
    );
    let clean = {
        let (_dir, mut session, opened) = open("flow", "Flow.csproj");
        session.call_at("get-diagnostics", &opened, json!({}))
    };
    assert_eq!(
        clean["data"]["diagnostics"]["items"],
        json!([]),
        "{clean:#}"
    );
}
