//! The plugin side of the protocol in Rust: register typed handlers, then [`Plugin::run`]
//! answers the host over stdin/stdout. Handlers get a [`Context`] bound to the call's
//! snapshot, through which they call the host's read-only services.

use std::io::{BufRead, Write};

use schemars::JsonSchema;
use schemars::generate::SchemaSettings;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::protocol::{
    self, Annotations, InitializeResult, PLUGIN_API_VERSION, ToolCallParams, ToolCallResult,
    ToolDescriptor, ToolKind, error_codes, methods,
};
use crate::types::{DocumentSelector, MutationOutcome, Snapshot, WorkspaceRef};

/// A tool's published name, title and description.
#[derive(Debug, Clone)]
pub struct ToolInfo {
    pub name: String,
    pub title: Option<String>,
    pub description: String,
    pub annotations: Annotations,
}

impl ToolInfo {
    pub fn new(name: &str, description: &str) -> ToolInfo {
        ToolInfo {
            name: name.to_string(),
            title: None,
            description: description.to_string(),
            annotations: Annotations::default(),
        }
    }

    pub fn title(mut self, title: &str) -> ToolInfo {
        self.title = Some(title.to_string());
        self
    }
}

/// A refusal a handler returns: a contract error code (`InvalidArgument`,
/// `DocumentNotFound`, …) the host passes on to the agent as a handled failure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolError {
    pub code: String,
    pub message: String,
}

impl ToolError {
    pub fn new(code: &str, message: impl Into<String>) -> ToolError {
        ToolError {
            code: code.to_string(),
            message: message.into(),
        }
    }
}

/// A host service's refusal (`data.code` of its JSON-RPC error), or a broken exchange.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostCallError {
    /// The contract's error code, e.g. `DocumentNotFound`; `ProtocolError` when the exchange
    /// itself failed.
    pub code: String,
    pub message: String,
}

impl From<HostCallError> for ToolError {
    fn from(error: HostCallError) -> ToolError {
        ToolError {
            code: error.code,
            message: error.message,
        }
    }
}

/// A document's text as the call's snapshot has it.
#[derive(Debug, Clone, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentText {
    pub document: DocumentRef,
    pub text: String,
}

/// A resolved document identity.
#[derive(Debug, Clone, serde::Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentRef {
    pub document_id: String,
    pub path: String,
    pub project_id: String,
}

type Handler = Box<dyn Fn(&mut Context<'_>, Value) -> Result<ToolCallResult, ToolError>>;

struct Registered {
    descriptor: ToolDescriptor,
    handler: Handler,
}

/// The call being answered: its snapshot, its workspace, and the channel to the host.
pub struct Context<'a> {
    snapshot: Snapshot,
    workspace: WorkspaceRef,
    input: &'a mut dyn BufRead,
    output: &'a mut dyn Write,
    next_id: &'a mut u64,
}

impl Context<'_> {
    /// The snapshot every callback of this call answers from.
    pub fn snapshot(&self) -> &Snapshot {
        &self.snapshot
    }

    pub fn workspace(&self) -> &WorkspaceRef {
        &self.workspace
    }

    /// Sends one host request and waits for its answer.
    pub fn call_host(&mut self, method: &str, params: Value) -> Result<Value, HostCallError> {
        *self.next_id += 1;
        let id = *self.next_id;
        write_frame(self.output, &protocol::request(id, method, params))
            .map_err(|e| protocol_error(format!("cannot write to the host: {e}")))?;
        loop {
            let frame = read_frame(self.input)
                .map_err(|e| protocol_error(format!("cannot read from the host: {e}")))?
                .ok_or_else(|| protocol_error("the host closed the connection".into()))?;
            if frame.get("id") != Some(&json!(id)) || frame.get("method").is_some() {
                continue;
            }
            if let Some(error) = frame.get("error") {
                return Err(HostCallError {
                    code: error["data"]["code"]
                        .as_str()
                        .unwrap_or("ProtocolError")
                        .to_string(),
                    message: error["message"].as_str().unwrap_or_default().to_string(),
                });
            }
            return Ok(frame.get("result").cloned().unwrap_or(Value::Null));
        }
    }

    pub fn document_text(
        &mut self,
        document: &DocumentSelector,
    ) -> Result<DocumentText, HostCallError> {
        let value = self.call_host(methods::DOCUMENT_TEXT, json!({"document": document}))?;
        serde_json::from_value(value).map_err(|e| protocol_error(e.to_string()))
    }

    /// `list-documents` arguments (`project?`, `pathPrefix?`, `limit?`) → its `data`.
    pub fn list_documents(&mut self, arguments: Value) -> Result<Value, HostCallError> {
        self.call_host(methods::LIST_DOCUMENTS, arguments)
    }

    pub fn resolve_location(&mut self, location: Value) -> Result<Value, HostCallError> {
        self.call_host(methods::RESOLVE_LOCATION, json!({"location": location}))
    }

    pub fn symbol_info(&mut self, arguments: Value) -> Result<Value, HostCallError> {
        self.call_host(methods::SYMBOL_INFO, arguments)
    }

    pub fn find_references(&mut self, arguments: Value) -> Result<Value, HostCallError> {
        self.call_host(methods::FIND_REFERENCES, arguments)
    }

    pub fn type_hierarchy(&mut self, arguments: Value) -> Result<Value, HostCallError> {
        self.call_host(methods::TYPE_HIERARCHY, arguments)
    }

    pub fn diagnostics(&mut self, arguments: Value) -> Result<Value, HostCallError> {
        self.call_host(methods::DIAGNOSTICS, arguments)
    }
}

fn protocol_error(message: String) -> HostCallError {
    HostCallError {
        code: "ProtocolError".into(),
        message,
    }
}

/// The schema of a type as plugins publish it: inlined, without `$schema` and `title`, and
/// without the Rust-only number formats.
pub fn schema_of<T: JsonSchema>(deserialize: bool) -> Value {
    let mut settings = SchemaSettings::draft2020_12();
    settings.inline_subschemas = true;
    settings.contract = if deserialize {
        schemars::generate::Contract::Deserialize
    } else {
        schemars::generate::Contract::Serialize
    };
    let mut value = settings
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value();
    if let Value::Object(map) = &mut value {
        map.remove("$schema");
        map.remove("title");
    }
    strip_rust_formats(&mut value);
    value
}

fn strip_rust_formats(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if map
                .get("format")
                .and_then(Value::as_str)
                .is_some_and(|f| f.starts_with("int") || f.starts_with("uint") || f == "double")
            {
                map.remove("format");
            }
            map.values_mut().for_each(strip_rust_formats);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_rust_formats),
        _ => {}
    }
}

/// A plugin: identity, version and tools.
pub struct Plugin {
    id: String,
    version: String,
    name: Option<String>,
    tools: Vec<Registered>,
}

impl Plugin {
    /// `id` is reverse-DNS (`com.example.todo`), `version` SemVer 2.0.
    pub fn new(id: &str, version: &str) -> Plugin {
        Plugin {
            id: id.to_string(),
            version: version.to_string(),
            name: None,
            tools: Vec::new(),
        }
    }

    pub fn name(mut self, name: &str) -> Plugin {
        self.name = Some(name.to_string());
        self
    }

    /// A read-only tool: arguments `I` (its schema is published), answer `O` (an object).
    pub fn query<I, O>(
        mut self,
        info: ToolInfo,
        handler: fn(&mut Context<'_>, I) -> Result<O, ToolError>,
    ) -> Plugin
    where
        I: DeserializeOwned + JsonSchema + 'static,
        O: Serialize + JsonSchema + 'static,
    {
        let descriptor = descriptor(
            info,
            ToolKind::Query,
            schema_of::<I>(true),
            Some(schema_of::<O>(false)),
        );
        self.tools.push(Registered {
            descriptor,
            handler: Box::new(move |context, arguments| {
                let request = parse_arguments::<I>(arguments)?;
                let data = handler(context, request)?;
                Ok(ToolCallResult {
                    data: Some(serde_json::to_value(data).map_err(|e| {
                        ToolError::new("UnhandledException", format!("answer: {e}"))
                    })?),
                    ..Default::default()
                })
            }),
        });
        self
    }

    /// A tool that proposes changes; the host stages its candidate.
    pub fn mutation<I>(
        mut self,
        info: ToolInfo,
        handler: fn(&mut Context<'_>, I) -> Result<MutationOutcome, ToolError>,
    ) -> Plugin
    where
        I: DeserializeOwned + JsonSchema + 'static,
    {
        let descriptor = descriptor(info, ToolKind::Mutation, schema_of::<I>(true), None);
        self.tools.push(Registered {
            descriptor,
            handler: Box::new(move |context, arguments| {
                let request = parse_arguments::<I>(arguments)?;
                let outcome = handler(context, request)?;
                Ok(ToolCallResult {
                    candidate: Some(outcome.candidate),
                    summary: Some(outcome.summary),
                    ..Default::default()
                })
            }),
        });
        self
    }

    /// Serves the host over this process's stdin and stdout until stdin closes.
    pub fn run(self) -> std::io::Result<()> {
        let stdin = std::io::stdin();
        let stdout = std::io::stdout();
        self.serve(&mut stdin.lock(), &mut stdout.lock())
    }

    /// Serves the host over any pair of streams (tests use in-memory ones).
    pub fn serve(self, input: &mut dyn BufRead, output: &mut dyn Write) -> std::io::Result<()> {
        let mut next_id = 0u64;
        while let Some(frame) = read_frame(input)? {
            let (Some(id), Some(method)) = (frame.get("id").cloned(), frame["method"].as_str())
            else {
                continue;
            };
            let answer = match method {
                methods::INITIALIZE => protocol::response(id, self.initialize_result()),
                methods::TOOL_CALL => {
                    self.tool_call(id, &frame["params"], input, output, &mut next_id)
                }
                other => protocol::error_response(
                    id,
                    error_codes::METHOD_NOT_FOUND,
                    &format!("unknown method {other}"),
                    None,
                ),
            };
            write_frame(output, &answer)?;
        }
        Ok(())
    }

    fn initialize_result(&self) -> Value {
        serde_json::to_value(InitializeResult {
            id: self.id.clone(),
            api_version: PLUGIN_API_VERSION.to_string(),
            version: self.version.clone(),
            name: self.name.clone(),
            tools: self.tools.iter().map(|t| t.descriptor.clone()).collect(),
        })
        .unwrap_or(Value::Null)
    }

    fn tool_call(
        &self,
        id: Value,
        params: &Value,
        input: &mut dyn BufRead,
        output: &mut dyn Write,
        next_id: &mut u64,
    ) -> Value {
        let params: ToolCallParams = match serde_json::from_value(params.clone()) {
            Ok(params) => params,
            Err(e) => {
                return protocol::error_response(
                    id,
                    error_codes::INVALID_PARAMS,
                    &format!("tool/call params: {e}"),
                    None,
                );
            }
        };
        let Some(tool) = self.tools.iter().find(|t| t.descriptor.name == params.tool) else {
            return protocol::error_response(
                id,
                error_codes::METHOD_NOT_FOUND,
                &format!("unknown tool {}", params.tool),
                None,
            );
        };
        let mut context = Context {
            snapshot: params.snapshot,
            workspace: params.workspace,
            input,
            output,
            next_id,
        };
        match (tool.handler)(&mut context, Value::Object(params.arguments)) {
            Ok(result) => protocol::response(id, serde_json::to_value(result).unwrap_or_default()),
            Err(error) => protocol::error_response(
                id,
                error_codes::TOOL_ERROR,
                &error.message,
                Some(&error.code),
            ),
        }
    }
}

fn descriptor(
    info: ToolInfo,
    kind: ToolKind,
    input_schema: Value,
    output_schema: Option<Value>,
) -> ToolDescriptor {
    ToolDescriptor {
        name: info.name,
        title: info.title,
        description: info.description,
        kind,
        annotations: info.annotations,
        input_schema,
        output_schema,
    }
}

fn parse_arguments<I: DeserializeOwned>(arguments: Value) -> Result<I, ToolError> {
    serde_json::from_value(arguments).map_err(|e| ToolError::new("InvalidArgument", e.to_string()))
}

/// Reads one frame; `None` at end of input. Blank lines are skipped.
fn read_frame(input: &mut dyn BufRead) -> std::io::Result<Option<Value>> {
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        if line.trim().is_empty() {
            continue;
        }
        return serde_json::from_str(&line)
            .map(Some)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e));
    }
}

fn write_frame(output: &mut dyn Write, frame: &Value) -> std::io::Result<()> {
    let mut text = serde_json::to_string(frame).map_err(std::io::Error::other)?;
    text.push('\n');
    output.write_all(text.as_bytes())?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Bounded;

    #[derive(serde::Deserialize, JsonSchema)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    struct EchoRequest {
        document: DocumentSelector,
    }

    #[derive(Serialize, JsonSchema)]
    struct EchoData {
        lengths: Bounded<usize>,
    }

    fn echo(context: &mut Context<'_>, request: EchoRequest) -> Result<EchoData, ToolError> {
        let text = context.document_text(&request.document)?;
        Ok(EchoData {
            lengths: Bounded::from_complete(vec![text.text.len()], 10),
        })
    }

    #[test]
    fn a_call_with_one_callback_is_answered_in_order() {
        let plugin = Plugin::new("com.example.echo", "1.0.0")
            .query(ToolInfo::new("echo-length", "Length of a document."), echo);
        let snapshot = json!({"workspaceId": "w", "workspaceEpoch": 1, "snapshotId": "s", "transactionRevision": null});
        let input = [
            protocol::request(1, "initialize", json!({"apiVersion": "1", "hostName": "t", "hostVersion": "0"})),
            protocol::request(2, "tool/call", json!({"tool": "echo-length", "arguments": {"document": {"path": "A.cs"}}, "snapshot": snapshot, "workspace": {"workspaceId": "w", "alias": null}})),
            protocol::response(json!(1), json!({"document": {"documentId": "d", "path": "A.cs", "projectId": "p"}, "text": "abc"})),
        ]
        .iter()
        .map(|v| v.to_string() + "\n")
        .collect::<String>();
        let mut output = Vec::new();
        plugin
            .serve(&mut std::io::Cursor::new(input), &mut output)
            .unwrap();
        let frames: Vec<Value> = String::from_utf8(output)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(frames[0]["result"]["id"], "com.example.echo");
        assert_eq!(frames[0]["result"]["tools"][0]["kind"], "query");
        assert_eq!(
            frames[1],
            json!({"jsonrpc": "2.0", "id": 1, "method": "host/documentText", "params": {"document": {"path": "A.cs"}}})
        );
        assert_eq!(
            frames[2]["result"]["data"],
            json!({"lengths": {"items": [3], "hasMore": false, "totalCount": 1}})
        );
    }
}
