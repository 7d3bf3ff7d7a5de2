//! JSON Schemas the tools publish: compact input schemas from schemars, and the output
//! schema of the result envelope around each tool's data.

use schemars::JsonSchema;
use schemars::generate::{Contract, SchemaSettings};
use serde_json::{Map, Value, json};

use crate::schema_compact::SchemaForm;

fn generator(contract: Contract, inline: bool) -> schemars::SchemaGenerator {
    let mut settings = SchemaSettings::draft2020_12();
    settings.inline_subschemas = inline;
    settings.contract = contract;
    settings.into_generator()
}

/// The input schema of a request type: an object schema without `$schema` or `title`, whose
/// shapes used more than once are local `$defs` (see `schema_compact`).
pub fn input_schema<T: JsonSchema>() -> Map<String, Value> {
    input_schema_in::<T>(SchemaForm::Full)
}

/// The same schema with the shared selectors as plain objects (see `schema_compact`).
pub fn brief_input_schema<T: JsonSchema>() -> Map<String, Value> {
    input_schema_in::<T>(SchemaForm::Brief)
}

fn input_schema_in<T: JsonSchema>(form: SchemaForm) -> Map<String, Value> {
    let schema = generator(Contract::Deserialize, false).into_root_schema_for::<T>();
    let mut value = schema.to_value();
    strip_noise(&mut value);
    crate::schema_compact::compact(&mut value, form);
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

/// The schema of a response data type.
pub fn data_schema<T: JsonSchema>() -> Value {
    // Output schemas stay inline: they are published only on request and read by tests.
    let mut value = generator(Contract::Serialize, true)
        .into_root_schema_for::<T>()
        .to_value();
    strip_noise(&mut value);
    value
}

fn strip_noise(value: &mut Value) {
    if let Value::Object(map) = value {
        map.remove("$schema");
        map.remove("title");
    }
    strip_rust_formats(value);
}

/// Removes the formats schemars adds for Rust number types (`uint32`, `int64`, `double`, …):
/// they are not JSON Schema formats, and validating clients (ajv in the TypeScript SDK) warn
/// about every one. `minimum` already says what matters.
fn strip_rust_formats(value: &mut Value) {
    match value {
        Value::Object(map) => {
            let rust_format = map.get("format").and_then(Value::as_str).is_some_and(|f| {
                f.starts_with("int") || f.starts_with("uint") || f == "float" || f == "double"
            });
            if rust_format {
                map.remove("format");
            }
            map.values_mut().for_each(strip_rust_formats);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_rust_formats),
        _ => {}
    }
}

fn snapshot_schema() -> Value {
    json!({
        "type": "object",
        "required": ["workspaceId", "workspaceEpoch", "snapshotId", "transactionRevision"],
        "properties": {
            "workspaceId": {"type": "string", "format": "uuid"},
            "workspaceEpoch": {"type": "integer", "minimum": 1},
            "snapshotId": {"type": "string", "format": "uuid"},
            "transactionRevision": {"type": ["integer", "null"], "minimum": 0}
        }
    })
}

fn continuation_schema() -> Value {
    let variant = |kind: &str, extra: Option<(&str, Value)>| {
        let mut properties = json!({
            "kind": {"const": kind},
            "instruction": {"type": "string", "minLength": 1}
        });
        let mut required = vec![json!("kind"), json!("instruction")];
        if let Some((name, schema)) = extra {
            properties[name] = schema;
            required.push(json!(name));
        }
        json!({"type": "object", "additionalProperties": false, "required": required, "properties": properties})
    };
    json!({"oneOf": [
        variant("CallTool", Some(("tool", json!({"type": "string", "minLength": 1})))),
        variant("ChooseTool", Some(("tools", json!({"type": "array", "minItems": 1, "uniqueItems": true, "items": {"type": "string", "minLength": 1}})))),
        variant("RetryRequest", None),
        variant("ReviseRequest", None),
        variant("ResolveExternally", None),
    ]})
}

/// The whole envelope: success with this tool's data, handled failure, or unhandled failure.
pub fn envelope_schema(data: Value) -> Map<String, Value> {
    let warnings = json!({"type": "array", "items": {"$ref": "#/$defs/warning"}});
    let schema = json!({
        "type": "object",
        "oneOf": [
            {
                "type": "object",
                "required": ["ok", "data"],
                "properties": {
                    "ok": {"const": true},
                    "data": {"anyOf": [data, {"type": "null"}]},
                    "snapshot": {"$ref": "#/$defs/snapshot"},
                    "warnings": warnings
                }
            },
            {
                "type": "object",
                "required": ["ok", "error"],
                "properties": {
                    "ok": {"const": false},
                    "error": {
                        "type": "object",
                        "required": ["code", "message"],
                        "properties": {
                            "code": {"type": "string", "not": {"const": "UnhandledException"}},
                            "message": {"type": "string"},
                            "correlationId": {"type": ["string", "null"], "format": "uuid"}
                        }
                    },
                    "continuation": {"$ref": "#/$defs/continuation"},
                    "diagnostics": {"type": "array", "items": {"type": "object", "required": ["id", "message"]}},
                    "warnings": warnings
                }
            },
            {
                "type": "object",
                "required": ["ok", "error", "diagnostics"],
                "properties": {
                    "ok": {"const": false},
                    "error": {
                        "type": "object",
                        "required": ["code", "message", "correlationId"],
                        "properties": {
                            "code": {"const": "UnhandledException"},
                            "message": {"const": "Tool execution failed."},
                            "correlationId": {"type": "string", "format": "uuid"}
                        }
                    },
                    "diagnostics": {
                        "type": "object",
                        "required": ["detailsAvailable", "detailsTool"],
                        "properties": {
                            "detailsAvailable": {"const": true},
                            "detailsTool": {"const": "get-error-details"}
                        }
                    },
                    "reporting": {
                        "type": "object",
                        "required": ["state", "canPrepare", "prepareTool"],
                        "properties": {
                            "state": {"enum": ["Available", "AlwaysApproved", "DisabledByConfiguration", "ApprovalUnavailable"]},
                            "canPrepare": {"type": "boolean"},
                            "prepareTool": {"type": ["string", "null"]}
                        }
                    }
                }
            }
        ],
        "$defs": {
            "snapshot": snapshot_schema(),
            "continuation": continuation_schema(),
            "warning": {"type": "object", "required": ["code", "message"], "properties": {"code": {"type": "string"}, "message": {"type": "string"}}}
        }
    });
    match schema {
        Value::Object(map) => map,
        _ => unreachable!("the envelope schema is an object"),
    }
}
