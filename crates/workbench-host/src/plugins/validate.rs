//! Validation of a plugin's `initialize` answer before anything is published: identity,
//! versions, tool names, schemas and response contracts. Every problem is collected with its
//! category; one error disables the whole plugin, warnings are published with it.

use std::collections::HashSet;

use cs_workbench_plugin::protocol::{InitializeResult, ToolDescriptor};
use cs_workbench_plugin::{PLUGIN_API_VERSION, ToolKind};
use serde_json::{Map, Value};

/// The bound the contract sets on every minified input schema.
pub const MAX_INPUT_SCHEMA_BYTES: usize = 5_000;

/// The categories of plugin load problems.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    Identity,
    Version,
    Schema,
    Collision,
    Contract,
    Startup,
}

impl Category {
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Identity => "Identity",
            Category::Version => "Version",
            Category::Schema => "Schema",
            Category::Collision => "Collision",
            Category::Contract => "Contract",
            Category::Startup => "Startup",
        }
    }
}

/// One load problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    pub category: Category,
    /// The tool it concerns, if any.
    pub tool: Option<String>,
    pub message: String,
}

impl Issue {
    pub fn new(category: Category, tool: Option<&str>, message: impl Into<String>) -> Issue {
        Issue {
            category,
            tool: tool.map(str::to_string),
            message: message.into(),
        }
    }
}

/// Properties the host owns on every plugin tool.
pub const HOST_PROPERTIES: [&str; 2] = ["workspace", "expectedSnapshot"];

/// What validation found, and the answer when it could be read at all.
#[derive(Debug, Default)]
pub struct Validation {
    pub errors: Vec<Issue>,
    pub warnings: Vec<Issue>,
    pub answer: Option<InitializeResult>,
}

/// Validates an `initialize` answer. `taken_names` holds every name already in use (the
/// built-in tools, reserved names, earlier plugins' tools); `taken_ids` the ids of earlier
/// plugins.
pub fn validate_initialize(
    answer: Value,
    taken_names: &HashSet<String>,
    taken_ids: &HashSet<String>,
) -> Validation {
    let mut validation = Validation::default();
    let answer: InitializeResult = match serde_json::from_value(answer) {
        Ok(answer) => answer,
        Err(error) => {
            validation.errors.push(Issue::new(
                Category::Startup,
                None,
                format!("the initialize answer does not have the protocol's shape: {error}"),
            ));
            return validation;
        }
    };
    let errors = &mut validation.errors;
    if !is_reverse_dns(&answer.id) {
        errors.push(Issue::new(
            Category::Identity,
            None,
            format!(
                "plugin id {:?} is not a reverse-DNS identifier (lowercase labels of letters, digits and '-', at least two, separated by '.', e.g. com.example.todo)",
                answer.id
            ),
        ));
    } else if taken_ids.contains(&answer.id) {
        errors.push(Issue::new(
            Category::Identity,
            None,
            format!("plugin id {} is already used by another plugin", answer.id),
        ));
    }
    if answer.api_version != PLUGIN_API_VERSION {
        errors.push(Issue::new(
            Category::Version,
            None,
            format!(
                "apiVersion {:?} does not match the host's plugin API version {:?}",
                answer.api_version, PLUGIN_API_VERSION
            ),
        ));
    }
    if let Err(error) = semver::Version::parse(&answer.version) {
        errors.push(Issue::new(
            Category::Version,
            None,
            format!(
                "version {:?} is not a SemVer 2.0 version: {error}",
                answer.version
            ),
        ));
    }
    let mut own_names = HashSet::new();
    for tool in &answer.tools {
        validate_tool(tool, taken_names, &mut own_names, &mut validation);
    }
    validation.answer = Some(answer);
    validation
}

fn validate_tool(
    tool: &ToolDescriptor,
    taken_names: &HashSet<String>,
    own_names: &mut HashSet<String>,
    validation: &mut Validation,
) {
    let name = tool.name.as_str();
    let errors = &mut validation.errors;
    if !is_tool_name(name) {
        errors.push(Issue::new(
            Category::Contract,
            Some(name),
            "tool names are kebab-case: lowercase letters and digits in words separated by '-', at most 64 characters",
        ));
    }
    if taken_names.contains(name) {
        errors.push(Issue::new(
            Category::Collision,
            Some(name),
            format!("tool name {name} is already taken by a built-in tool, a reserved name or another plugin"),
        ));
    } else if !own_names.insert(name.to_string()) {
        errors.push(Issue::new(
            Category::Collision,
            Some(name),
            format!("the plugin publishes {name} twice"),
        ));
    }
    if tool.description.trim().is_empty() {
        errors.push(Issue::new(
            Category::Contract,
            Some(name),
            "the tool has no description",
        ));
    }
    validate_input_schema(name, &tool.input_schema, validation);
    match (tool.kind, &tool.output_schema) {
        (ToolKind::Query, None) => validation.errors.push(Issue::new(
            Category::Contract,
            Some(name),
            "a query tool must publish the output schema of its data",
        )),
        (ToolKind::Query, Some(schema)) if !is_object_schema(schema) => {
            validation.errors.push(Issue::new(
                Category::Contract,
                Some(name),
                "the response contract must be an object (a scalar, array or map answer is not admitted)",
            ))
        }
        _ => {}
    }
}

fn validate_input_schema(name: &str, schema: &Value, validation: &mut Validation) {
    let Some(map) = schema.as_object().filter(|_| is_object_schema(schema)) else {
        validation.errors.push(Issue::new(
            Category::Schema,
            Some(name),
            "the input schema must be an object schema (\"type\": \"object\")",
        ));
        return;
    };
    if let Err(error) = jsonschema::validator_for(schema) {
        validation.errors.push(Issue::new(
            Category::Schema,
            Some(name),
            format!("the input schema is not a valid JSON Schema: {error}"),
        ));
    }
    let empty = Map::new();
    let properties = map
        .get("properties")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    for (property, body) in properties {
        if HOST_PROPERTIES.contains(&property.as_str()) {
            validation.errors.push(Issue::new(
                Category::Schema,
                Some(name),
                format!(
                    "property {property} is supplied by the host; leave it out of the input schema"
                ),
            ));
        }
        if property == "limit" || property.ends_with("Limit") {
            check_limit(name, property, body, validation);
        }
        if let Some(description) = body.get("description").and_then(Value::as_str)
            && repeats_name(property, description)
        {
            validation.warnings.push(Issue::new(
                Category::Schema,
                Some(name),
                format!("the description of {property} only repeats its name; say what the name does not (units, defaults, effects) or leave it out"),
            ));
        }
    }
    let size = schema.to_string().len();
    if size > MAX_INPUT_SCHEMA_BYTES {
        validation.warnings.push(Issue::new(
            Category::Schema,
            Some(name),
            format!("the minified input schema has {size} bytes, more than the {MAX_INPUT_SCHEMA_BYTES} that stay portable across MCP clients"),
        ));
    }
}

/// A collection limit: a nullable integer with `minimum: 0` and a positive published default.
fn check_limit(name: &str, property: &str, body: &Value, validation: &mut Validation) {
    let default_ok = body
        .get("default")
        .and_then(Value::as_u64)
        .is_some_and(|d| d > 0);
    if !default_ok {
        validation.errors.push(Issue::new(
            Category::Schema,
            Some(name),
            format!("collection limit {property} must publish a positive integer default"),
        ));
    }
    if body.get("minimum").and_then(Value::as_f64) != Some(0.0) {
        validation.errors.push(Issue::new(
            Category::Schema,
            Some(name),
            format!("collection limit {property} must declare \"minimum\": 0 so negative values are refused"),
        ));
    }
}

pub fn is_object_schema(schema: &Value) -> bool {
    match schema.get("type") {
        Some(Value::String(t)) => t == "object",
        Some(Value::Array(types)) => types == &[Value::from("object")],
        _ => false,
    }
}

/// `com.example.todo`: at least two labels of lowercase letters, digits and `-`, each
/// starting with a letter.
pub fn is_reverse_dns(id: &str) -> bool {
    let labels: Vec<&str> = id.split('.').collect();
    id.len() <= 128
        && labels.len() >= 2
        && labels.iter().all(|label| {
            label.starts_with(|c: char| c.is_ascii_lowercase())
                && !label.ends_with('-')
                && label
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
}

fn is_tool_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// Whether a description says no more than the property's name split into words
/// (`maxDepth` → "Max depth.").
fn repeats_name(property: &str, description: &str) -> bool {
    let mut words = String::new();
    for c in property.chars() {
        if c.is_ascii_uppercase() && !words.is_empty() {
            words.push(' ');
        }
        match c {
            '_' | '-' => words.push(' '),
            c => words.push(c.to_ascii_lowercase()),
        }
    }
    let said = description
        .trim()
        .trim_end_matches('.')
        .trim()
        .to_lowercase();
    let said = said.strip_prefix("the ").unwrap_or(&said);
    said == words
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn answer(tools: Value) -> Value {
        json!({"id": "com.example.todo", "apiVersion": PLUGIN_API_VERSION, "version": "1.2.0", "tools": tools})
    }

    fn query(name: &str, input: Value) -> Value {
        json!({"name": name, "description": "Lists things.", "kind": "query", "inputSchema": input, "outputSchema": {"type": "object"}})
    }

    fn categories(issues: &[Issue]) -> Vec<&'static str> {
        issues.iter().map(|i| i.category.as_str()).collect()
    }

    #[test]
    fn a_sound_plugin_has_no_issues() {
        let input = json!({"type": "object", "properties": {"limit": {"type": ["integer", "null"], "minimum": 0, "default": 50, "description": "At most this many items; 0 returns none."}}});
        let v = validate_initialize(
            answer(json!([query("list-todos", input)])),
            &HashSet::new(),
            &HashSet::new(),
        );
        assert!(v.errors.is_empty() && v.warnings.is_empty(), "{v:?}");
    }

    #[test]
    fn every_error_is_collected_with_its_category() {
        let bad = json!({"id": "Example", "apiVersion": "2", "version": "1.0", "tools": [
            query("server-status", json!({"type": "object"})),
            query("BadName", json!({"type": "array"})),
            {"name": "count-things", "description": "Counts.", "kind": "query", "inputSchema": {"type": "object", "properties": {"limit": {"type": "integer"}}}, "outputSchema": {"type": "integer"}},
        ]});
        let taken: HashSet<String> = ["server-status".to_string()].into();
        let v = validate_initialize(bad, &taken, &HashSet::new());
        assert_eq!(
            categories(&v.errors),
            [
                "Identity",
                "Version",
                "Version",
                "Collision",
                "Contract",
                "Schema",
                "Schema",
                "Schema",
                "Contract"
            ],
            "{:#?}",
            v.errors
        );
    }

    #[test]
    fn large_schemas_and_name_only_descriptions_are_warnings() {
        let mut properties = Map::new();
        for i in 0..120 {
            properties.insert(
                format!("option{i}"),
                json!({"type": "string", "description": "An option that changes how things are listed in detail."}),
            );
        }
        properties.insert(
            "maxDepth".into(),
            json!({"type": "integer", "description": "Max depth."}),
        );
        let input = json!({"type": "object", "properties": properties});
        let v = validate_initialize(
            answer(json!([query("list-todos", input)])),
            &HashSet::new(),
            &HashSet::new(),
        );
        assert!(v.errors.is_empty(), "{:?}", v.errors);
        assert_eq!(categories(&v.warnings), ["Schema", "Schema"]);
        assert!(v.warnings[0].message.contains("maxDepth"));
        assert!(v.warnings[1].message.contains("bytes"));
    }

    #[test]
    fn reverse_dns_ids() {
        assert!(is_reverse_dns("com.example.todo-list"));
        assert!(is_reverse_dns("io.github.user2.x"));
        assert!(!is_reverse_dns("todo"));
        assert!(!is_reverse_dns("Com.Example"));
        assert!(!is_reverse_dns("com..example"));
        assert!(!is_reverse_dns("com.example-"));
        assert!(!is_reverse_dns("com.1example"));
    }
}
