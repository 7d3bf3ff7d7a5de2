//! The reference tools on `test-data/references`, a solution whose expected answers are
//! written into its source as markers (see its README): `/*def:L*/` before the declaration of
//! label L, `/*ref:L*/` or `/*ref:L:kind*/` before each reference, `/*rel:L*/` before what
//! `includeRelated` adds. Every label is asked about through a location selector.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use common::{Session, fixture};
use serde_json::{Value, json};

/// A place as the tools report it: path, one-based line and column.
type Place = (String, u64, u64);

#[derive(Debug, Default)]
struct Label {
    def: Option<Place>,
    refs: BTreeMap<Place, Option<String>>,
    rels: BTreeSet<Place>,
}

/// Every label of the solution, by name.
fn labels(root: &Path) -> BTreeMap<String, Label> {
    let mut labels: BTreeMap<String, Label> = BTreeMap::new();
    let mut files = Vec::new();
    collect_sources(root, &mut files);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let path = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (marker, offset) in markers(&text) {
            let place = place_of(&text, &path, offset);
            let mut parts = marker.splitn(3, ':');
            let (form, label, kind) = (parts.next().unwrap(), parts.next().unwrap(), parts.next());
            let entry = labels.entry(label.to_string()).or_default();
            match form {
                "def" => entry.def = Some(place),
                "ref" => {
                    entry.refs.insert(place, kind.map(str::to_string));
                }
                "rel" => {
                    entry.rels.insert(place);
                }
                _ => {}
            }
        }
    }
    labels
}

fn collect_sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "cs") {
            out.push(path);
        }
    }
}

/// Each `def:`/`ref:`/`rel:` marker's text and the offset of the token after its run of
/// markers.
fn markers(text: &str) -> Vec<(String, usize)> {
    let mut found = Vec::new();
    let mut rest = 0;
    while let Some(start) = text[rest..].find("/*") {
        let start = rest + start;
        let Some(end) = text[start..].find("*/").map(|e| start + e + 2) else {
            break;
        };
        rest = end;
        let body = &text[start + 2..end - 2];
        if !["def:", "ref:", "rel:"].iter().any(|p| body.starts_with(p)) {
            continue;
        }
        let mut token = end;
        while text[token..].starts_with("/*") {
            token += text[token..].find("*/").unwrap() + 2;
        }
        found.push((body.to_string(), token));
    }
    found
}

/// One-based line and column (the files are ASCII, so bytes are UTF-16 units).
fn place_of(text: &str, path: &str, offset: usize) -> Place {
    let line = text[..offset].matches('\n').count() + 1;
    let column = offset - text[..offset].rfind('\n').map_or(0, |i| i + 1) + 1;
    (path.to_string(), line as u64, column as u64)
}

fn place(location: &Value) -> Place {
    (
        location["document"]["path"].as_str().unwrap().to_string(),
        location["line"].as_u64().unwrap(),
        location["column"].as_u64().unwrap(),
    )
}

fn at(place: &Place) -> Value {
    json!({"position": {"document": {"path": place.0}, "line": place.1, "column": place.2}})
}

fn items(answer: &Value, field: &str) -> Vec<Value> {
    answer["data"][field]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("no {field} items: {answer:#}"))
        .clone()
}

fn open_references() -> (tempfile::TempDir, std::path::PathBuf, Session, Value) {
    let (dir, root) = fixture("references");
    let mut session = Session::new();
    session.redact_root(&root, "references");
    let opened = session.call(
        "workspace-open",
        json!({"path": root.join("References.sln").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    assert_eq!(opened["data"]["projectCount"], 2);
    (dir, root, session, opened)
}

/// find-references on the label's declaration.
fn references(session: &mut Session, opened: &Value, label: &Label, extra: Value) -> Value {
    let mut arguments =
        json!({"symbol": {"location": at(label.def.as_ref().unwrap())}, "limit": 1000});
    for (key, value) in extra.as_object().unwrap() {
        arguments[key] = value.clone();
    }
    let answer = session.call_at("find-references", opened, arguments);
    assert_eq!(answer["ok"], true, "{answer:#}");
    answer
}

fn snapshot_settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(common::repo_root().join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings
}

/// The answers' shapes, one call of each tool.
#[test]
fn references_session_transcript() {
    let (_dir, _root, mut session, opened) = open_references();
    let program =
        |text: &str| json!({"text": {"document": {"path": "App/Program.cs"}, "match": text}});
    session.call_at(
        "find-definitions",
        &opened,
        json!({"location": program("Circle(2)")}),
    );
    session.call_at(
        "find-references",
        &opened,
        json!({"symbol": {"symbolId": "P:Core.Geometry.Shape.Area"}, "includeRelated": true, "limit": 3}),
    );
    session.call_at(
        "find-references",
        &opened,
        json!({"symbol": {"location": program("line in")}, "includeDeclarations": true}),
    );
    session.call_at(
        "find-callers",
        &opened,
        json!({"symbol": {"symbolId": "P:Core.Geometry.Circle.Radius"}, "limit": 2}),
    );
    session.call_at(
        "find-callees",
        &opened,
        json!({"symbol": {"symbolId": "M:Core.Geometry.Circle.Describe"}, "depth": 1}),
    );
    session.call_at(
        "get-code-context",
        &opened,
        json!({"location": program("MakeShape(1.5)"), "linesBefore": 1, "linesAfter": 1}),
    );
    session.call_at(
        "find-definitions",
        &opened,
        json!({"location": program("foreach")}),
    );
    snapshot_settings()
        .bind(|| insta::assert_json_snapshot!("references_session", session.redacted_transcript()));
}

#[test]
fn every_label_gets_exactly_its_references_with_their_kinds() {
    let (_dir, root, mut session, opened) = open_references();
    let labels = labels(&root);
    assert!(labels.len() >= 70, "{} labels", labels.len());
    let mut mismatches = Vec::new();
    for (name, label) in &labels {
        let answer = references(&mut session, &opened, label, json!({}));
        let found: BTreeMap<Place, String> = items(&answer, "references")
            .iter()
            .map(|r| {
                (
                    place(&r["location"]),
                    r["kind"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        let expected: BTreeSet<&Place> = label.refs.keys().collect();
        let actual: BTreeSet<&Place> = found.keys().collect();
        if expected != actual {
            mismatches.push(format!(
                "{name}: missing {:?}, unexpected {:?}",
                expected.difference(&actual).collect::<Vec<_>>(),
                actual.difference(&expected).collect::<Vec<_>>()
            ));
        }
        for (place, kind) in &label.refs {
            if let (Some(kind), Some(got)) = (kind, found.get(place))
                && kind != got
            {
                mismatches.push(format!("{name}: {place:?} is {got}, expected {kind}"));
            }
        }
    }
    assert!(mismatches.is_empty(), "{mismatches:#?}");
}

#[test]
fn include_related_follows_the_interface_and_override_chains() {
    let (_dir, root, mut session, opened) = open_references();
    let labels = labels(&root);
    for name in ["IGreeter.Greet", "Shape.Area"] {
        let label = &labels[name];
        let answer = references(
            &mut session,
            &opened,
            label,
            json!({"includeRelated": true}),
        );
        let found: BTreeSet<Place> = items(&answer, "references")
            .iter()
            .map(|r| place(&r["location"]))
            .collect();
        let expected: BTreeSet<Place> = label.refs.keys().chain(&label.rels).cloned().collect();
        assert_eq!(found, expected, "{name}");
        // Related references name the symbol they refer to.
        for item in items(&answer, "references") {
            let related = label.rels.contains(&place(&item["location"]));
            assert_eq!(item["relatedSymbolId"].is_string(), related, "{item:#}");
        }
    }
    // Upwards only checked: the sibling implementation may or may not be included.
    let english = &labels["EnglishGreeter.Greet"];
    let answer = references(
        &mut session,
        &opened,
        english,
        json!({"includeRelated": true}),
    );
    let found: BTreeSet<Place> = items(&answer, "references")
        .iter()
        .map(|r| place(&r["location"]))
        .collect();
    for place in english.rels.iter().chain(english.refs.keys()) {
        assert!(found.contains(place), "{place:?} missing: {found:#?}");
    }
}

#[test]
fn declarations_scope_and_limit() {
    let (_dir, root, mut session, opened) = open_references();
    let labels = labels(&root);
    let shape = &labels["Shape"];
    let all = references(&mut session, &opened, shape, json!({}));
    let total = shape.refs.len() as u64;
    assert_eq!(all["data"]["references"]["totalCount"], total);
    assert_eq!(all["data"]["symbol"]["symbolId"], "T:Core.Geometry.Shape");

    let with_declarations = references(
        &mut session,
        &opened,
        shape,
        json!({"includeDeclarations": true}),
    );
    let declarations: Vec<Place> = items(&with_declarations, "references")
        .iter()
        .filter(|r| r["kind"] == "declaration")
        .map(|r| place(&r["location"]))
        .collect();
    assert_eq!(declarations, [shape.def.clone().unwrap()]);

    let first_two = references(&mut session, &opened, shape, json!({"limit": 2}));
    assert_eq!(first_two["data"]["references"]["hasMore"], true);
    assert_eq!(first_two["data"]["references"]["totalCount"], total);
    let two = items(&first_two, "references");
    assert_eq!(two.len(), 2);
    assert_eq!(two[..], items(&all, "references")[..2]);
    // Each item: location, kind, the line's text and the member holding it.
    let first = &two[0];
    assert_eq!(first["kind"], "typeArgument");
    assert!(first["snippet"].as_str().unwrap().contains("Shape"));
    assert!(first["containingSymbolId"].is_string(), "{first:#}");

    let in_core = references(
        &mut session,
        &opened,
        shape,
        json!({"scope": {"kind": "Project", "project": {"name": "Core"}}}),
    );
    assert!(items(&in_core, "references").iter().all(|r| {
        r["location"]["document"]["path"]
            .as_str()
            .unwrap()
            .starts_with("Core/")
    }));
    let in_program = references(
        &mut session,
        &opened,
        shape,
        json!({"scope": {"kind": "Document", "document": {"path": "App/Program.cs"}}}),
    );
    let expected_in_program = shape
        .refs
        .keys()
        .filter(|p| p.0 == "App/Program.cs")
        .count();
    assert_eq!(items(&in_program, "references").len(), expected_in_program);
    let bad_scope = session.call_at(
        "find-references",
        &opened,
        json!({"symbol": {"symbolId": "T:Core.Geometry.Shape"}, "scope": {"kind": "Project"}}),
    );
    assert_eq!(bad_scope["error"]["code"], "InvalidArgument");
}

#[test]
fn locals_and_parameters_are_symbols_without_ids() {
    let (_dir, root, mut session, opened) = open_references();
    let labels = labels(&root);
    let local = references(&mut session, &opened, &labels["shapes"], json!({}));
    let symbol = &local["data"]["symbol"];
    assert_eq!(symbol["kind"], "Local");
    assert_eq!(symbol["symbolId"], "");
    assert_eq!(symbol["name"], "shapes");
    assert_eq!(
        symbol["type"],
        "System.Collections.Generic.List<Core.Geometry.Shape>"
    );
    assert_eq!(
        place(&symbol["location"]),
        labels["shapes"].def.clone().unwrap()
    );

    let parameter = references(
        &mut session,
        &opened,
        &labels["Write.string.value"],
        json!({}),
    );
    let symbol = &parameter["data"]["symbol"];
    assert_eq!(symbol["kind"], "Parameter");
    assert_eq!(symbol["type"], "string");
    assert_eq!(
        symbol["containingSymbolId"],
        "M:Core.Text.Log.Write(System.String)"
    );
    let kinds: Vec<String> = items(&parameter, "references")
        .iter()
        .map(|r| r["kind"].as_str().unwrap().to_string())
        .collect();
    // App/Program.cs sorts before Core/Text/Log.cs.
    assert_eq!(kinds, ["namedArgument", "read"]);

    // Symbol tools that describe declarations say what to use instead.
    let info = session.call_at(
        "get-symbol-info",
        &opened,
        json!({"symbol": {"location": at(labels["shapes"].def.as_ref().unwrap())}}),
    );
    assert_eq!(info["error"]["code"], "InvalidArgument");
    assert!(
        info["error"]["message"]
            .as_str()
            .unwrap()
            .contains("find-references")
    );
}

#[test]
fn definitions_from_every_use_site() {
    let (_dir, root, mut session, opened) = open_references();
    let labels = labels(&root);
    let mut mismatches = Vec::new();
    for (name, label) in &labels {
        let Some(first_use) = label.refs.keys().next() else {
            continue;
        };
        let answer = session.call_at(
            "find-definitions",
            &opened,
            json!({"location": at(first_use)}),
        );
        let declared: Vec<Place> = answer["data"]["definitions"]
            .as_array()
            .map(|d| {
                d.iter()
                    .flat_map(|d| d["declarations"].as_array().unwrap().iter().map(place))
                    .collect()
            })
            .unwrap_or_default();
        if !declared.contains(label.def.as_ref().unwrap()) {
            mismatches.push(format!("{name} from {first_use:?}: {declared:?}"));
        }
    }
    assert!(mismatches.is_empty(), "{mismatches:#?}");

    // A core-library member: the symbol, no declarations.
    let write_line = session.call_at(
        "find-definitions",
        &opened,
        json!({"location": {"text": {"document": {"path": "App/Program.cs"}, "match": "WriteLine"}}}),
    );
    let definition = &write_line["data"]["definitions"][0];
    assert_eq!(definition["symbol"]["fromCoreLibrary"], true);
    assert_eq!(definition["symbol"]["location"], Value::Null);
    assert_eq!(definition["declarations"], json!([]));

    // `new Circle(...)`: the type first, then the constructor.
    let circle = session.call_at(
        "find-definitions",
        &opened,
        json!({"location": {"text": {"document": {"path": "App/Program.cs"}, "match": "Circle(2)"}}}),
    );
    let ids: Vec<&str> = circle["data"]["definitions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["symbol"]["symbolId"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [
            "T:Core.Geometry.Circle",
            "M:Core.Geometry.Circle.#ctor(System.Double)"
        ]
    );

    let keyword = session.call_at(
        "find-definitions",
        &opened,
        json!({"location": {"text": {"document": {"path": "App/Program.cs"}, "match": "foreach"}}}),
    );
    assert_eq!(keyword["error"]["code"], "SymbolNotFound");
    assert_eq!(keyword["continuation"]["kind"], "CallTool");
    assert_eq!(keyword["continuation"]["tool"], "search-symbols");
}

#[test]
fn callers_and_callees() {
    let (_dir, _root, mut session, opened) = open_references();
    let callers = session.call_at(
        "find-callers",
        &opened,
        json!({"symbol": {"symbolId": "P:Core.Geometry.Circle.Radius"}}),
    );
    assert_eq!(callers["ok"], true, "{callers:#}");
    let by_caller: Vec<(String, usize)> = items(&callers, "callers")
        .iter()
        .map(|c| {
            (
                c["caller"]["symbolId"].as_str().unwrap().to_string(),
                c["sites"].as_array().unwrap().len(),
            )
        })
        .collect();
    assert_eq!(
        by_caller,
        [
            ("M:Program.<Main>$(System.String[])".to_string(), 1),
            // Property patterns read the property.
            (
                "M:App.Reports.ShapeReport.Classify(Core.Geometry.Shape)".to_string(),
                2
            ),
            (
                "M:App.Reports.ShapeReport.RadiusOf(System.Object)".to_string(),
                2
            ),
            (
                "M:App.Reports.ShapeReport.KindOf(Core.Geometry.Shape)".to_string(),
                1
            ),
            ("M:Core.Geometry.Circle.#ctor(System.Double)".to_string(), 1),
            ("P:Core.Geometry.Circle.Area".to_string(), 2),
            ("M:Core.Geometry.Circle.Describe".to_string(), 1),
        ]
    );
    let site = &items(&callers, "callers")[4]["sites"][0];
    assert_eq!(
        site["snippet"],
        "/*ref:Circle.Radius:write*/Radius = /*ref:Circle.ctor.radius:read*/radius;"
    );

    let callees = session.call_at(
        "find-callees",
        &opened,
        json!({"symbol": {"symbolId": "M:Core.Geometry.Circle.Describe"}}),
    );
    assert_eq!(callees["ok"], true, "{callees:#}");
    let tree: Vec<(u64, Value, String)> = items(&callees, "callees")
        .iter()
        .map(|c| {
            (
                c["depth"].as_u64().unwrap(),
                c["parentIndex"].clone(),
                c["callee"]["symbolId"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        tree[0],
        (1, Value::Null, "M:Core.Geometry.Shape.Describe".into())
    );
    assert_eq!(
        tree[1],
        (1, Value::Null, "P:Core.Geometry.Circle.Radius".into())
    );
    // Shape.Describe reads Name and Area and calls Math.Round.
    let below: Vec<&str> = tree
        .iter()
        .filter(|(_, parent, _)| *parent == json!(0))
        .map(|(_, _, id)| id.as_str())
        .collect();
    assert!(below.contains(&"P:Core.Geometry.Shape.Name"), "{tree:#?}");
    assert!(below.contains(&"P:Core.Geometry.Shape.Area"), "{tree:#?}");
    assert!(
        below.iter().any(|id| id.starts_with("M:System.Math.Round")),
        "{tree:#?}"
    );

    let direct = session.call_at(
        "find-callees",
        &opened,
        json!({"symbol": {"symbolId": "M:Core.Geometry.Circle.Describe"}, "depth": 1}),
    );
    assert!(items(&direct, "callees").iter().all(|c| c["depth"] == 1));
    let one = session.call_at(
        "find-callees",
        &opened,
        json!({"symbol": {"symbolId": "M:Core.Geometry.Circle.Describe"}, "limit": 1}),
    );
    assert_eq!(one["data"]["callees"]["hasMore"], true);
    let not_a_member = session.call_at(
        "find-callees",
        &opened,
        json!({"symbol": {"symbolId": "T:Core.Geometry.Circle"}}),
    );
    assert_eq!(not_a_member["error"]["code"], "InvalidArgument");
}

#[test]
fn code_context_shows_the_window_the_enclosing_member_and_the_symbols_in_it() {
    let (_dir, _root, mut session, opened) = open_references();
    let context = session.call_at(
        "get-code-context",
        &opened,
        json!({
            "location": {"text": {"document": {"path": "Core/Geometry/Circle.cs"}, "match": "Radius = "}},
            "linesBefore": 3,
            "linesAfter": 1
        }),
    );
    assert_eq!(context["ok"], true, "{context:#}");
    let data = &context["data"];
    assert_eq!(data["line"], 14);
    assert_eq!(data["startLine"], 11);
    assert_eq!(data["endLine"], 15);
    assert_eq!(data["text"].as_str().unwrap().lines().count(), 5);
    assert_eq!(
        data["enclosingMember"]["symbolId"],
        "M:Core.Geometry.Circle.#ctor(System.Double)"
    );
    assert_eq!(data["enclosingType"]["symbolId"], "T:Core.Geometry.Circle");
    let named: Vec<(String, String, Vec<String>)> = data["symbols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["symbol"]["name"].as_str().unwrap().to_string(),
                s["symbol"]["kind"].as_str().unwrap().to_string(),
                s["kinds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|k| k.as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect();
    assert!(
        named.contains(&("Radius".into(), "Property".into(), vec!["write".into()])),
        "{named:#?}"
    );
    assert!(
        named.contains(&(
            "radius".into(),
            "Parameter".into(),
            vec!["nameof".into(), "read".into()]
        )),
        "{named:#?}"
    );
    let too_many = session.call_at(
        "get-code-context",
        &opened,
        json!({
            "location": {"text": {"document": {"path": "Core/Geometry/Circle.cs"}, "match": "Radius = "}},
            "linesBefore": 500
        }),
    );
    assert_eq!(too_many["error"]["code"], "InvalidArgument");
}
