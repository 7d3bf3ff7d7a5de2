//! Compacting input schemas for `tools/list`: every shared shape (snapshot, workspace,
//! document, location, symbol and project selectors, ranges, …) that a schema uses more than
//! once becomes one entry of its `$defs` under a short name, shapes used once are written in
//! place, and descriptions that only repeat their property's name are dropped. Done here, on
//! what schemars generates, so every tool, including ones added later, gets it.
//!
//! Two forms come out: the full one (published with `--tool-output-schema-mode Full`, for
//! clients that validate arguments) and the brief one published by default, where each shared
//! selector is only `{"type": "object"}` because the server's instructions define the
//! selectors once for the whole catalogue (62 tools would otherwise repeat them about 30 KB).

use std::collections::BTreeMap;

use serde_json::{Map, Value};

/// The contract's shared shapes: the server's instructions explain them once (see
/// `server::INSTRUCTIONS`), so their schemas carry structure only.
const SHARED: &[&str] = &[
    "SnapshotDto",
    "WorkspaceSelectorDto",
    "ProjectSelectorDto",
    "DocumentSelectorDto",
    "RangeDto",
    "SpanLocationDto",
    "PositionLocationDto",
    "TextLocationDto",
    "LocationSelectorDto",
    "SymbolSelectorDto",
];

/// Properties whose null is a value of its own (a snapshot outside a transaction).
const NULL_MEANS_SOMETHING: &[&str] = &["transactionRevision"];

/// Property names that always hold one of the instructions' selectors.
const SELECTOR_PROPERTIES: &[&str] = &["project", "document", "location", "symbol", "range"];

/// Properties every workspace-bound request has, with the same meaning everywhere.
const COMMON_PROPERTIES: &[&str] = &["workspace", "expectedSnapshot"];

/// Which of the two published forms `compact` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SchemaForm {
    /// Every shape written out (shared ones as local `$defs`).
    Full,
    /// Shared selectors as plain objects, explained by the server's instructions.
    Brief,
}

/// Compacts a root schema generated with `$defs` (schemars without inlining).
pub fn compact(schema: &mut Value, form: SchemaForm) {
    // `root` is the schema without its `$defs`, kept as a `Value` so the tree walks below take
    // it directly; the definitions are put back at the end.
    let Some(root_map) = schema.as_object_mut() else {
        return;
    };
    let mut defs: Map<String, Value> = match root_map.remove("$defs") {
        Some(Value::Object(defs)) => defs,
        _ => Map::new(),
    };
    let root = schema;
    drop_nullability(root);
    for (name, body) in defs.iter_mut() {
        drop_nullability(body);
        if SHARED.contains(&name.as_str()) {
            drop_descriptions(body);
        }
    }
    if let Some(Value::Object(properties)) = root.get_mut("properties") {
        for name in COMMON_PROPERTIES {
            if let Some(property) = properties.get_mut(*name) {
                drop_descriptions(property);
            }
        }
    }
    if form == SchemaForm::Brief {
        let stub = serde_json::json!({"type": "object"});
        for name in SHARED {
            if defs.remove(*name).is_some() {
                inline(root, name, &stub);
                for def in defs.values_mut() {
                    inline(def, name, &stub);
                }
            }
        }
        if let Some(Value::Object(properties)) = root.get_mut("properties") {
            if let Some(property) = properties.get_mut("expectedSnapshot") {
                *property = stub.clone();
            }
            // Every workspace-bound tool takes `workspace`, and it is needed only when several
            // workspaces are open: the instructions say so once instead of 60 schemas.
            properties.remove("workspace");
        }
        if let Some(root_map) = root.as_object_mut() {
            drop_plain_limit_description(root_map);
        }
        drop_server_checks(root);
        defs.values_mut().for_each(drop_server_checks);
    }
    // Inline every definition used once (in the root or in another definition), until each
    // left is used at least twice.
    loop {
        let mut uses: BTreeMap<String, usize> = BTreeMap::new();
        count_refs(root, &mut uses);
        for def in defs.values() {
            count_refs(def, &mut uses);
        }
        let single: Vec<String> = defs
            .keys()
            .filter(|name| uses.get(*name).copied().unwrap_or(0) <= 1)
            .cloned()
            .collect();
        if single.is_empty() {
            break;
        }
        for name in single {
            let body = defs.remove(&name).expect("a definition just listed");
            inline(root, &name, &body);
            for def in defs.values_mut() {
                inline(def, &name, &body);
            }
        }
    }
    // Short names: `DocumentSelectorDto` → `document`.
    let renames: BTreeMap<String, String> =
        defs.keys().map(|k| (k.clone(), short_name(k))).collect();
    let mut renamed = Map::new();
    for (name, mut body) in defs {
        rename_refs(&mut body, &renames);
        renamed.insert(renames[&name].clone(), body);
    }
    rename_refs(root, &renames);
    if form == SchemaForm::Brief {
        stub_selectors_by_name(root);
        renamed.values_mut().for_each(stub_selectors_by_name);
        // A definition only a stubbed selector used is left without uses.
        loop {
            let mut uses: BTreeMap<String, usize> = BTreeMap::new();
            count_refs(root, &mut uses);
            for def in renamed.values() {
                count_refs(def, &mut uses);
            }
            let before = renamed.len();
            renamed.retain(|name, _| uses.contains_key(name));
            if renamed.len() == before {
                break;
            }
        }
    }
    drop_name_descriptions(root);
    for body in renamed.values_mut() {
        drop_name_descriptions(body);
    }
    if let (Some(root_map), false) = (root.as_object_mut(), renamed.is_empty()) {
        root_map.insert("$defs".into(), Value::Object(renamed));
    }
}

/// Selector-named properties of a tool's own type (a flow tool's member selector, the seed's
/// code-action range) are written as the instructions define them too: a plain object with
/// the property's own description.
fn stub_selectors_by_name(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Object(properties)) = map.get_mut("properties") {
                for (name, property) in properties.iter_mut() {
                    let is_object = property.get("type") == Some(&Value::String("object".into()));
                    if SELECTOR_PROPERTIES.contains(&name.as_str()) && is_object {
                        let mut stub = Map::new();
                        stub.insert("type".into(), Value::String("object".into()));
                        if let Some(description) = property.get("description") {
                            stub.insert("description".into(), description.clone());
                        }
                        *property = Value::Object(stub);
                    }
                }
            }
            map.values_mut().for_each(stub_selectors_by_name);
        }
        Value::Array(items) => items.iter_mut().for_each(stub_selectors_by_name),
        _ => {}
    }
}

/// Unknown fields and negative counts are refused by the server anyway, with a structured
/// error naming the field, so the brief form leaves out `additionalProperties: false` and
/// `minimum: 0`.
fn drop_server_checks(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if map.get("additionalProperties") == Some(&Value::Bool(false)) {
                map.remove("additionalProperties");
            }
            if map.get("minimum").and_then(Value::as_u64) == Some(0) {
                map.remove("minimum");
            }
            map.values_mut().for_each(drop_server_checks);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_server_checks),
        _ => {}
    }
}

/// The instructions say what `limit` is ("at most this many items of the answer's list; 0
/// returns none"); its description stays only where the tool has another limit to tell it
/// from.
fn drop_plain_limit_description(root: &mut Map<String, Value>) {
    let Some(Value::Object(properties)) = root.get_mut("properties") else {
        return;
    };
    if properties.keys().any(|k| k.ends_with("Limit")) {
        return;
    }
    if let Some(Value::Object(limit)) = properties.get_mut("limit")
        && limit
            .get("description")
            .and_then(Value::as_str)
            .is_some_and(|d| d.starts_with("Maximum number of"))
    {
        limit.remove("description");
    }
}

/// Optional fields are simply not required: `anyOf [X, null]` becomes `X`, `["string",
/// "null"]` becomes `"string"` and `"default": null` goes (the server still accepts null).
fn drop_nullability(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Array(options)) = map.get("anyOf")
                && options.len() == 2
                && let Some(i) = options
                    .iter()
                    .position(|o| *o == serde_json::json!({"type": "null"}))
            {
                let kept = options[1 - i].clone();
                map.remove("anyOf");
                if let Value::Object(inner) = kept {
                    for (k, v) in inner {
                        map.entry(k).or_insert(v);
                    }
                }
            }
            if let Some(Value::Array(types)) = map.get("type")
                && types.len() == 2
                && let Some(i) = types.iter().position(|t| t == "null")
            {
                let kept = types[1 - i].clone();
                map.insert("type".into(), kept);
            }
            if map.get("default") == Some(&Value::Null) {
                map.remove("default");
            }
            for (key, inner) in map.iter_mut() {
                if key == "properties"
                    && let Value::Object(properties) = inner
                {
                    for (name, property) in properties.iter_mut() {
                        if !NULL_MEANS_SOMETHING.contains(&name.as_str()) {
                            drop_nullability(property);
                        }
                    }
                } else {
                    drop_nullability(inner);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(drop_nullability),
        _ => {}
    }
}

/// Removes every description in a shared shape (names of properties are kept, of course),
/// and the checks the server makes anyway when it parses one (unknown fields, UUID format,
/// non-negative numbers): the shape is what a client needs to write it.
fn drop_descriptions(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for key in ["description", "format", "minimum"] {
                if map.get(key).is_some_and(|v| v.is_string() || v.is_number()) {
                    map.remove(key);
                }
            }
            if map.get("additionalProperties") == Some(&Value::Bool(false)) {
                map.remove("additionalProperties");
            }
            map.values_mut().for_each(drop_descriptions);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_descriptions),
        _ => {}
    }
}

fn ref_name(value: &Value) -> Option<&str> {
    value.get("$ref")?.as_str()?.strip_prefix("#/$defs/")
}

fn count_refs(value: &Value, uses: &mut BTreeMap<String, usize>) {
    match value {
        Value::Object(map) => {
            if let Some(name) = ref_name(value) {
                *uses.entry(name.to_string()).or_default() += 1;
            }
            map.values().for_each(|v| count_refs(v, uses));
        }
        Value::Array(items) => items.iter().for_each(|v| count_refs(v, uses)),
        _ => {}
    }
}

/// Replaces `{"$ref": "#/$defs/name", …siblings}` with the definition (siblings kept, as a
/// description written at the use).
fn inline(value: &mut Value, name: &str, body: &Value) {
    if ref_name(value) == Some(name) {
        let mut siblings = value.as_object().cloned().unwrap_or_default();
        siblings.remove("$ref");
        let mut replaced = body.clone();
        if let Value::Object(map) = &mut replaced {
            for (k, v) in siblings {
                map.insert(k, v);
            }
        }
        *value = replaced;
        return;
    }
    match value {
        Value::Object(map) => map.values_mut().for_each(|v| inline(v, name, body)),
        Value::Array(items) => items.iter_mut().for_each(|v| inline(v, name, body)),
        _ => {}
    }
}

fn rename_refs(value: &mut Value, renames: &BTreeMap<String, String>) {
    if let Some(name) = ref_name(value).map(str::to_owned)
        && let Some(short) = renames.get(&name)
    {
        value["$ref"] = Value::String(format!("#/$defs/{short}"));
    }
    match value {
        Value::Object(map) => map.values_mut().for_each(|v| rename_refs(v, renames)),
        Value::Array(items) => items.iter_mut().for_each(|v| rename_refs(v, renames)),
        _ => {}
    }
}

/// `DocumentSelectorDto` → `document`, `RangeDto` → `range`.
fn short_name(name: &str) -> String {
    let base = name
        .strip_suffix("SelectorDto")
        .or_else(|| name.strip_suffix("Dto"))
        .unwrap_or(name);
    let mut chars = base.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => name.to_string(),
    }
}

/// Drops a property's description when it says no more than the name (`documentId`: "The
/// document ID.").
fn drop_name_descriptions(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Object(properties)) = map.get_mut("properties") {
                for (name, property) in properties.iter_mut() {
                    if let Some(description) = property.get("description").and_then(Value::as_str)
                        && repeats_name(name, description)
                        && let Value::Object(p) = property
                    {
                        p.remove("description");
                    }
                }
            }
            map.values_mut().for_each(drop_name_descriptions);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_name_descriptions),
        _ => {}
    }
}

fn repeats_name(name: &str, description: &str) -> bool {
    let words = |text: &str| -> String {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !matches!(w.to_lowercase().as_str(), "" | "the" | "a" | "an" | "of"))
            .collect::<Vec<_>>()
            .join("")
            .to_lowercase()
    };
    words(description) == words(name).replace(' ', "")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn shapes_used_twice_become_short_definitions_and_the_rest_is_inlined() {
        let mut schema = json!({
            "type": "object",
            "properties": {
                "from": {"$ref": "#/$defs/DocumentSelectorDto"},
                "to": {"$ref": "#/$defs/DocumentSelectorDto", "description": "Where to."},
                "range": {"$ref": "#/$defs/RangeDto"}
            },
            "$defs": {
                "DocumentSelectorDto": {"type": "object", "properties": {"documentId": {"type": "string", "description": "The document ID."}}},
                "RangeDto": {"type": "object", "properties": {"start": {"type": "integer"}}}
            }
        });
        compact(&mut schema, SchemaForm::Full);
        assert_eq!(
            schema,
            json!({
                "type": "object",
                "properties": {
                    "from": {"$ref": "#/$defs/document"},
                    "to": {"$ref": "#/$defs/document", "description": "Where to."},
                    "range": {"type": "object", "properties": {"start": {"type": "integer"}}}
                },
                "$defs": {
                    "document": {"type": "object", "properties": {"documentId": {"type": "string"}}}
                }
            })
        );
    }

    #[test]
    fn a_description_saying_more_than_the_name_stays() {
        assert!(repeats_name("documentId", "The document ID."));
        assert!(repeats_name("path", "Path"));
        assert!(!repeats_name(
            "path",
            "Workspace-relative path of the project file."
        ));
    }
}
