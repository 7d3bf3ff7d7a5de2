//! The plugin host: starts every plugin at startup, publishes the tools of those that pass
//! validation, runs calls (with the host's callbacks), and restarts a failed process with
//! back-off, disabling it after repeated failures.

use std::collections::HashSet;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use cs_workbench_plugin::ToolKind;
use cs_workbench_plugin::protocol::{
    Annotations, InitializeParams, PLUGIN_API_VERSION, ToolCallResult, methods,
};
use serde_json::{Map, Value, json};

use super::PluginSpec;
use super::process::{ExchangeFailure, PluginProcess};
use super::validate::{Category, Issue, validate_initialize};

/// Consecutive failed calls (or restarts) after which a plugin is disabled.
pub const MAX_CONSECUTIVE_FAILURES: u32 = 3;
/// The first restart waits this long; each further one twice as long.
const RESTART_BACKOFF: Duration = Duration::from_millis(50);
const MAX_RESTART_BACKOFF: Duration = Duration::from_secs(5);

/// One published plugin tool.
pub struct PluginTool {
    pub name: String,
    pub title: Option<String>,
    pub description: String,
    pub kind: ToolKind,
    pub annotations: Annotations,
    /// The plugin's own input schema (without the host's `workspace`/`expectedSnapshot`).
    pub input_schema: Map<String, Value>,
    pub output_schema: Option<Value>,
    /// Index of the plugin in [`PluginHost::statuses`].
    pub plugin: usize,
    validator: jsonschema::Validator,
}

/// How one plugin is doing, for server-status.
#[derive(Debug, Clone)]
pub struct PluginStatus {
    pub command: String,
    pub id: Option<String>,
    pub version: Option<String>,
    /// Loaded, Disabled (validation errors, or repeated failures) or Failed (could not start).
    pub state: &'static str,
    pub errors: Vec<Issue>,
    pub warnings: Vec<Issue>,
    pub tools: Vec<String>,
    pub restart_count: u32,
    pub disabled_reason: Option<String>,
}

/// Why a call did not produce an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallFailure {
    /// The plugin is disabled after repeated failures (or could not be restarted).
    Unavailable(String),
    /// The process crashed, hung or broke the protocol during the call.
    Exchange(ExchangeFailure),
    /// The answer does not keep the tool's contract (a non-object `data`, a malformed
    /// bounded collection, a mutation without candidate).
    Contract(String),
    /// The tool refused the request with a contract error code.
    Refused { code: String, message: String },
}

impl CallFailure {
    /// The exception type recorded for an unexpected failure.
    pub fn kind(&self) -> &'static str {
        match self {
            CallFailure::Exchange(failure) => failure.kind(),
            CallFailure::Contract(_) => "PluginContractViolation",
            CallFailure::Unavailable(_) => "PluginUnavailable",
            CallFailure::Refused { .. } => "PluginError",
        }
    }

    pub fn message(&self) -> String {
        match self {
            CallFailure::Exchange(failure) => failure.message(),
            CallFailure::Contract(message)
            | CallFailure::Unavailable(message)
            | CallFailure::Refused { message, .. } => message.clone(),
        }
    }
}

struct Runtime {
    process: Option<PluginProcess>,
    restarts: u32,
    consecutive_failures: u32,
    last_failure: Option<Instant>,
    disabled: Option<String>,
}

struct Slot {
    spec: PluginSpec,
    status: PluginStatus,
    runtime: Mutex<Runtime>,
}

/// Every configured plugin and the published tools of those that loaded.
#[derive(Default)]
pub struct PluginHost {
    slots: Vec<Slot>,
    tools: Vec<PluginTool>,
}

impl PluginHost {
    /// Starts every plugin (in parallel), then validates them in configuration order:
    /// `reserved` holds the names plugins may not take.
    pub fn start(specs: &[PluginSpec], reserved: &HashSet<String>) -> PluginHost {
        let started: Vec<Result<(PluginProcess, Value), String>> = std::thread::scope(|scope| {
            let handles: Vec<_> = specs
                .iter()
                .map(|spec| scope.spawn(move || handshake(spec)))
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err("the handshake panicked".into()))
                })
                .collect()
        });
        let mut host = PluginHost::default();
        let mut taken_names = reserved.clone();
        let mut taken_ids = HashSet::new();
        for (spec, started) in specs.iter().zip(started) {
            let mut status = PluginStatus {
                command: spec.display(),
                id: None,
                version: None,
                state: "Failed",
                errors: Vec::new(),
                warnings: Vec::new(),
                tools: Vec::new(),
                restart_count: 0,
                disabled_reason: None,
            };
            let mut process = None;
            match started {
                Err(message) => status
                    .errors
                    .push(Issue::new(Category::Startup, None, message)),
                Ok((running, answer)) => {
                    let validation = validate_initialize(answer, &taken_names, &taken_ids);
                    status.errors = validation.errors;
                    status.warnings = validation.warnings;
                    if let Some(answer) = validation.answer {
                        status.id = Some(answer.id.clone());
                        status.version = Some(answer.version.clone());
                        status.tools = answer.tools.iter().map(|t| t.name.clone()).collect();
                        if status.errors.is_empty() {
                            let index = host.slots.len();
                            for tool in answer.tools {
                                taken_names.insert(tool.name.clone());
                                let validator = jsonschema::validator_for(&tool.input_schema)
                                    .expect("validated above");
                                host.tools.push(PluginTool {
                                    name: tool.name,
                                    title: tool.title,
                                    description: tool.description,
                                    kind: tool.kind,
                                    annotations: tool.annotations,
                                    input_schema: tool
                                        .input_schema
                                        .as_object()
                                        .cloned()
                                        .unwrap_or_default(),
                                    output_schema: tool.output_schema,
                                    plugin: index,
                                    validator,
                                });
                            }
                            taken_ids.insert(answer.id);
                            status.state = "Loaded";
                            process = Some(running);
                        } else {
                            status.state = if status
                                .errors
                                .iter()
                                .all(|e| e.category == Category::Startup)
                            {
                                "Failed"
                            } else {
                                "Disabled"
                            };
                        }
                    }
                }
            }
            for issue in &status.errors {
                tracing::error!(plugin = %status.command, category = issue.category.as_str(), tool = ?issue.tool, "{}", issue.message);
            }
            for issue in &status.warnings {
                tracing::warn!(plugin = %status.command, category = issue.category.as_str(), tool = ?issue.tool, "{}", issue.message);
            }
            host.slots.push(Slot {
                spec: spec.clone(),
                status,
                runtime: Mutex::new(Runtime {
                    process,
                    restarts: 0,
                    consecutive_failures: 0,
                    last_failure: None,
                    disabled: None,
                }),
            });
        }
        host
    }

    /// The published tools, in configuration order.
    pub fn tools(&self) -> &[PluginTool] {
        &self.tools
    }

    pub fn tool(&self, name: &str) -> Option<&PluginTool> {
        self.tools.iter().find(|t| t.name == name)
    }

    /// The id and version of the plugin that publishes a tool.
    pub fn owner(&self, tool: &PluginTool) -> (String, String) {
        let status = &self.slots[tool.plugin].status;
        (
            status.id.clone().unwrap_or_default(),
            status.version.clone().unwrap_or_default(),
        )
    }

    /// The load result of every configured plugin, with live restart counts.
    pub fn statuses(&self) -> Vec<PluginStatus> {
        self.slots
            .iter()
            .map(|slot| {
                let mut status = slot.status.clone();
                let runtime = lock(&slot.runtime);
                status.restart_count = runtime.restarts;
                if let Some(reason) = &runtime.disabled {
                    status.state = "Disabled";
                    status.disabled_reason = Some(reason.clone());
                }
                status
            })
            .collect()
    }

    /// Checks arguments against the tool's input schema; the messages name each violation.
    pub fn check_arguments(&self, tool: &PluginTool, arguments: &Value) -> Result<(), Vec<String>> {
        let problems: Vec<String> = tool
            .validator
            .iter_errors(arguments)
            .map(|error| {
                let path = error.instance_path().to_string();
                if path.is_empty() {
                    error.to_string()
                } else {
                    format!("{path}: {error}")
                }
            })
            .collect();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }

    /// Runs one `tool/call`; `on_request` answers the plugin's host requests meanwhile.
    pub fn call(
        &self,
        tool: &PluginTool,
        params: Value,
        on_request: &mut dyn FnMut(&str, Value) -> Result<Value, Value>,
    ) -> Result<ToolCallResult, CallFailure> {
        let slot = &self.slots[tool.plugin];
        let mut runtime = lock(&slot.runtime);
        if let Some(reason) = &runtime.disabled {
            return Err(CallFailure::Unavailable(reason.clone()));
        }
        if runtime.process.is_none() {
            self.restart(slot, &mut runtime)?;
        }
        let process = runtime.process.as_mut().expect("started above");
        let answer = process.request(
            methods::TOOL_CALL,
            params,
            slot.spec.call_timeout,
            on_request,
        );
        match answer {
            Err(failure) => {
                tracing::error!(plugin = %slot.spec.display(), tool = %tool.name, "{}", failure.message());
                if let Some(mut process) = runtime.process.take() {
                    process.kill();
                }
                note_failure(&mut runtime, &failure.message());
                Err(CallFailure::Exchange(failure))
            }
            Ok(Err(error)) => {
                runtime.consecutive_failures = 0;
                let message = error["message"].as_str().unwrap_or("").to_string();
                match error["data"]["code"].as_str() {
                    Some(code) if code != "UnhandledException" => Err(CallFailure::Refused {
                        code: code.to_string(),
                        message,
                    }),
                    _ => Err(CallFailure::Contract(format!(
                        "the plugin answered a JSON-RPC error without a contract error code: {error}"
                    ))),
                }
            }
            Ok(Ok(result)) => {
                runtime.consecutive_failures = 0;
                check_answer(tool.kind, result).map_err(CallFailure::Contract)
            }
        }
    }

    /// Starts a fresh process after the back-off, and checks it is still the same plugin.
    fn restart(&self, slot: &Slot, runtime: &mut Runtime) -> Result<(), CallFailure> {
        let exponent = runtime.consecutive_failures.saturating_sub(1).min(16);
        let backoff = (RESTART_BACKOFF * 2u32.pow(exponent)).min(MAX_RESTART_BACKOFF);
        if let Some(last) = runtime.last_failure {
            let waited = last.elapsed();
            if waited < backoff {
                std::thread::sleep(backoff - waited);
            }
        }
        runtime.restarts += 1;
        let restarted = handshake(&slot.spec).and_then(|(process, answer)| {
            let same = answer["id"].as_str() == slot.status.id.as_deref()
                && answer["version"].as_str() == slot.status.version.as_deref();
            let tools: Vec<&str> = answer["tools"]
                .as_array()
                .map(|tools| tools.iter().filter_map(|t| t["name"].as_str()).collect())
                .unwrap_or_default();
            if same && tools == slot.status.tools {
                Ok(process)
            } else {
                Err("the restarted plugin answered another identity, version or tool list".into())
            }
        });
        match restarted {
            Ok(process) => {
                tracing::info!(plugin = %slot.spec.display(), restarts = runtime.restarts, "plugin restarted");
                runtime.process = Some(process);
                Ok(())
            }
            Err(message) => {
                note_failure(runtime, &message);
                Err(CallFailure::Unavailable(format!(
                    "the plugin could not be restarted: {message}"
                )))
            }
        }
    }
}

fn note_failure(runtime: &mut Runtime, message: &str) {
    runtime.consecutive_failures += 1;
    runtime.last_failure = Some(Instant::now());
    if runtime.consecutive_failures >= MAX_CONSECUTIVE_FAILURES {
        runtime.disabled = Some(format!(
            "disabled after {MAX_CONSECUTIVE_FAILURES} consecutive failures; the last: {message}"
        ));
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|p| p.into_inner())
}

/// Spawns the process and runs `initialize`; callbacks are refused during the handshake.
fn handshake(spec: &PluginSpec) -> Result<(PluginProcess, Value), String> {
    let mut process = PluginProcess::spawn(spec, &spec.command)
        .map_err(|e| format!("cannot start {}: {e}", spec.display()))?;
    let params = serde_json::to_value(InitializeParams {
        api_version: PLUGIN_API_VERSION.to_string(),
        host_name: "cs-workbench".to_string(),
        host_version: env!("CARGO_PKG_VERSION").to_string(),
    })
    .expect("initialize params serialise");
    let mut refuse = |method: &str, _params: Value| {
        Err(
            json!({"code": -32601, "message": format!("{method} is not available during initialize")}),
        )
    };
    match process.request(
        methods::INITIALIZE,
        params,
        spec.startup_timeout,
        &mut refuse,
    ) {
        Ok(Ok(answer)) => Ok((process, answer)),
        Ok(Err(error)) => Err(format!("initialize failed: {error}")),
        Err(ExchangeFailure::TimedOut(limit)) => Err(format!(
            "no initialize answer within the startup timeout of {} ms",
            limit.as_millis()
        )),
        Err(failure) => Err(format!("initialize: {}", failure.message())),
    }
}

/// Checks the shape of a `tool/call` answer against the tool's kind: a query's `data` is an
/// object whose bounded collections are well formed; a mutation carries a candidate and a
/// summary.
pub fn check_answer(kind: ToolKind, result: Value) -> Result<ToolCallResult, String> {
    if !result.is_object() {
        return Err(format!(
            "the tool/call result is not an object: {}",
            short(&result)
        ));
    }
    let answer: ToolCallResult = serde_json::from_value(result)
        .map_err(|e| format!("the tool/call result does not have the protocol's shape: {e}"))?;
    match kind {
        ToolKind::Query => {
            let Some(data) = &answer.data else {
                return Err("a query answered without data".into());
            };
            if !data.is_object() {
                return Err(format!(
                    "a query's data must be an object, the plugin answered {}",
                    short(data)
                ));
            }
            check_bounded(data, "data")?;
        }
        ToolKind::Mutation => {
            if answer.candidate.is_none() || answer.summary.is_none() {
                return Err("a mutation must answer a candidate and a summary".into());
            }
        }
    }
    Ok(answer)
}

/// Every object with `items` is a bounded collection: an array of items, a boolean
/// `hasMore`, and `totalCount` null or at least the number of items.
fn check_bounded(value: &Value, path: &str) -> Result<(), String> {
    match value {
        Value::Object(map) => {
            if let Some(items) = map.get("items") {
                let Some(list) = items.as_array() else {
                    return Err(format!("{path}.items is not an array"));
                };
                if !map.get("hasMore").is_some_and(Value::is_boolean) {
                    return Err(format!("{path} has items but no boolean hasMore"));
                }
                match map.get("totalCount") {
                    None | Some(Value::Null) => {}
                    Some(total) if total.as_u64().is_some_and(|t| t as usize >= list.len()) => {}
                    Some(_) => {
                        return Err(format!(
                            "{path}.totalCount is not an integer at least the number of items"
                        ));
                    }
                }
            }
            for (key, child) in map {
                check_bounded(child, &format!("{path}.{key}"))?;
            }
            Ok(())
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                check_bounded(child, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn short(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() > 80 {
        format!("{}…", text.chars().take(80).collect::<String>())
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_checked_against_the_kind() {
        assert!(check_answer(ToolKind::Query, json!(42)).is_err());
        let scalar = check_answer(ToolKind::Query, json!({"data": 42})).unwrap_err();
        assert!(scalar.contains("must be an object"), "{scalar}");
        let bounded = check_answer(
            ToolKind::Query,
            json!({"data": {"todos": {"items": [1, 2], "totalCount": 1, "hasMore": false}}}),
        )
        .unwrap_err();
        assert!(bounded.contains("data.todos.totalCount"), "{bounded}");
        assert!(
            check_answer(
                ToolKind::Query,
                json!({"data": {"todos": {"items": [1], "hasMore": true, "totalCount": null}}})
            )
            .is_ok()
        );
        assert!(check_answer(ToolKind::Mutation, json!({"data": {}})).is_err());
        assert!(
            check_answer(
                ToolKind::Mutation,
                json!({"candidate": {"edits": []}, "summary": "nothing"})
            )
            .is_ok()
        );
    }
}
