//! Test harness: an in-process session against a `Workbench` on the real file system, which
//! validates every envelope against the tool's published output schema and records a
//! redacted transcript for insta.

#![allow(dead_code)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::{Map, Value, json};
use workbench_host::RealSystem;
use workbench_mcp::schema::envelope_schema;
use workbench_mcp::{ServerOptions, Workbench};

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// Copies `test-data/<name>` into a fresh temporary directory (so tests may edit it).
pub fn fixture(name: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join(name);
    copy_dir(&repo_root().join("test-data").join(name), &target);
    (dir, target)
}

pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

pub struct Session {
    pub workbench: Workbench,
    /// Commit journals of this session (never the user's cache directory).
    pub state_dir: tempfile::TempDir,
    pub transcript: Vec<Value>,
    /// Absolute paths replaced by placeholders in transcripts.
    roots: Vec<(String, String)>,
}

impl Session {
    pub fn new() -> Session {
        Session::with_options(ServerOptions::default())
    }

    pub fn with_options(mut options: ServerOptions) -> Session {
        workbench_host::error_capture::install_panic_hook();
        let state_dir = tempfile::tempdir().unwrap();
        if options.state_dir.is_none() {
            options.state_dir = Some(state_dir.path().display().to_string());
        }
        Session {
            workbench: Workbench::new(options, Arc::new(RealSystem)),
            state_dir,
            transcript: Vec::new(),
            roots: Vec::new(),
        }
    }

    /// Paths under `root` appear as `<name>` in transcripts.
    pub fn redact_root(&mut self, root: &Path, name: &str) {
        self.roots
            .push((root.display().to_string(), format!("<{name}>")));
    }

    /// Calls a tool, checks the envelope against the published schema, records it.
    pub fn call(&mut self, tool: &str, arguments: Value) -> Value {
        let entry = self
            .workbench
            .tools()
            .iter()
            .find(|t| t.meta.name == tool)
            .unwrap_or_else(|| panic!("tool {tool} is not published"))
            .clone();
        let outcome = self
            .workbench
            .call(tool, arguments.as_object().cloned())
            .expect("published tool");
        let envelope = outcome.envelope;
        assert_eq!(
            outcome.is_error,
            envelope["ok"] == json!(false),
            "isError must mirror ok: {envelope}"
        );
        if !outcome.is_error {
            check_request(tool, &entry.input_schema, &arguments);
            check_request(tool, &entry.brief_input_schema, &arguments);
        }
        let schema = Value::Object(envelope_schema(entry.data_schema.clone()));
        let validator = jsonschema::validator_for(&schema).expect("output schema compiles");
        let errors: Vec<String> = validator
            .iter_errors(&envelope)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        assert!(
            errors.is_empty(),
            "{tool} answer violates its output schema: {errors:?}\n{envelope:#}"
        );
        self.transcript
            .push(json!({"call": tool, "arguments": arguments, "response": envelope}));
        envelope
    }

    /// The call with `expectedSnapshot` (and optionally the workspace) filled in from `from`.
    pub fn call_at(&mut self, tool: &str, from: &Value, mut arguments: Value) -> Value {
        arguments["expectedSnapshot"] = from["snapshot"].clone();
        self.call(tool, arguments)
    }

    /// The transcript with ids, snapshots and absolute paths replaced by stable placeholders.
    pub fn redacted_transcript(&self) -> Value {
        let mut ids = HashMap::new();
        let mut value = Value::Array(self.transcript.clone());
        // The home directory last (a workspace root may lie below it): discovery of reference
        // assemblies names `~/.nuget/packages/...` in `list-metadata-references`.
        let mut roots = self.roots.clone();
        if let Some(home) = std::env::var("HOME").ok().filter(|h| h.len() > 1) {
            roots.push((home, "<home>".into()));
        }
        sort_keys(&mut value);
        redact(&mut value, &mut ids, &roots);
        value
    }
}

/// Object keys in sorted order, whatever map serde_json was built with (`preserve_order` is
/// switched on when the whole workspace is built), so a transcript reads the same either way.
fn sort_keys(value: &mut Value) {
    match value {
        Value::Object(map) => {
            let mut entries: Vec<(String, Value)> = std::mem::take(map).into_iter().collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            for (key, mut item) in entries {
                sort_keys(&mut item);
                map.insert(key, item);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(sort_keys),
        _ => {}
    }
}

fn is_uuid(text: &str) -> bool {
    text.len() == 36 && uuid::Uuid::parse_str(text).is_ok()
}

fn redact(value: &mut Value, ids: &mut HashMap<String, String>, roots: &[(String, String)]) {
    match value {
        Value::String(text) => {
            if is_uuid(text) {
                let next = ids.len() + 1;
                *text = ids
                    .entry(text.clone())
                    .or_insert_with(|| format!("<uuid-{next}>"))
                    .clone();
                return;
            }
            for (root, name) in roots {
                if text.contains(root.as_str()) {
                    *text = text.replace(root.as_str(), name);
                }
            }
            // Uuids inside messages (e.g. a snapshot quoted in an instruction).
            let mut out = String::new();
            let mut rest = text.as_str();
            while let Some(pos) = find_uuid(rest) {
                out.push_str(&rest[..pos]);
                let id = &rest[pos..pos + 36];
                let next = ids.len() + 1;
                out.push_str(
                    &ids.entry(id.to_string())
                        .or_insert_with(|| format!("<uuid-{next}>"))
                        .clone(),
                );
                rest = &rest[pos + 36..];
            }
            out.push_str(rest);
            *text = out;
        }
        Value::Array(items) => items.iter_mut().for_each(|v| redact(v, ids, roots)),
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                if matches!(
                    key.as_str(),
                    "failureTime" | "expiresAt" | "durationMilliseconds"
                ) {
                    *v = json!("<redacted>");
                } else {
                    redact(v, ids, roots);
                }
            }
        }
        _ => {}
    }
}

fn find_uuid(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(35)).find(|&i| {
        text.is_char_boundary(i) && text.is_char_boundary(i + 36) && is_uuid(&text[i..i + 36])
    })
}

pub fn args(value: Value) -> Map<String, Value> {
    value.as_object().cloned().unwrap()
}

/// A request the server accepted must satisfy the tool's published input schema (a schema
/// stricter than the server misleads validating clients). An echoed `expectedSnapshot` that a
/// tool exempt from the precondition ignores is not part of its schema.
fn check_request(tool: &str, schema: &Map<String, Value>, arguments: &Value) {
    let mut request = arguments.clone();
    let takes_snapshot = schema
        .get("properties")
        .and_then(Value::as_object)
        .is_some_and(|p| p.contains_key("expectedSnapshot"));
    if !takes_snapshot && let Some(map) = request.as_object_mut() {
        map.remove("expectedSnapshot");
    }
    let validator = jsonschema::validator_for(&Value::Object(schema.clone()))
        .unwrap_or_else(|e| panic!("{tool} input schema does not compile: {e}"));
    let errors: Vec<String> = validator
        .iter_errors(&request)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "{tool} accepted a request its input schema rejects: {errors:?}\n{request:#}"
    );
}
