//! The MCP face of the workbench: an rmcp `ServerHandler` that publishes the catalogue once
//! and runs each call on a blocking thread through the dispatcher.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ClientResult, ElicitRequest,
    ElicitRequestParams, ElicitationAction, ElicitationSchema, Implementation, ListToolsResult,
    PaginatedRequestParams, ProgressNotificationParam, ServerCapabilities, ServerConfig,
    ServerRequest, Tool, ToolAnnotations,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::Value;

use crate::catalog::ToolEntry;
use crate::options::{Mode, ServerOptions, ToolOutputSchemaMode};
use crate::schema::envelope_schema;
use crate::state::{CallContext, ProgressSink};
use crate::tools::error_reports::ReportApproval;
use crate::workbench::Workbench;
use workbench_host::LoadProgress;

pub const SERVER_NAME: &str = "cs-workbench";
pub const SERVER_VERSION: &str = env!("CARGO_PKG_VERSION");

const INSTRUCTIONS: &str = "C# code analysis without the .NET SDK. Start with workspace-open \
(a .sln, .slnx, .slnf, .csproj or folder); every workspace-bound answer carries a `snapshot` that the \
next request echoes as `expectedSnapshot`. Failures carry a `continuation` saying what to call \
next. Offsets are zero-based UTF-16; lines and columns are one-based. Selectors, the same in \
every tool: `workspace` {workspaceId, alias, path: any combination that agrees; omit it for the only \
open workspace}; `project` {projectId, name, path (workspace-relative project file), \
targetFramework: all given must agree}; `document` {exactly one of path (workspace-relative) or \
documentId; project only when the file is in several projects (a multi-targeting project's \
first target framework is taken otherwise)}; `location` {exactly one of span {document, range \
{start, length}}, position {document, line, column}, text {document, match, occurrence \
(one-based, default 1)}}; `symbol` {exactly one of location, symbolId (documentation-comment ID \
such as `T:Shop.Order` or `M:Shop.Order.Add(System.Int32)`), name (simple or qualified, with \
optional kind); project when the symbol is compiled into several projects}. Every workspace-bound tool \
takes `workspace`, left out of the published schemas; parameters named as the other selectors \
(and `expectedSnapshot`, `range` {start, length}) are published as plain objects; start the \
server with `--tool-output-schema-mode Full` for their full schemas. `limit` caps an answer's \
list (0 returns none; `hasMore` says what was left out). Mutation tools stage into the active \
transaction (transaction-begin; TransactionRequired without one) and nothing is written before \
transaction-commit.";

/// The rmcp handler.
#[derive(Clone)]
pub struct McpServer {
    workbench: Workbench,
    tools: Arc<Vec<Tool>>,
}

/// The MCP tool descriptor of a catalogue entry.
pub fn mcp_tool(entry: &ToolEntry, schema_mode: ToolOutputSchemaMode) -> Tool {
    let meta = &entry.meta;
    let annotations = ToolAnnotations::with_title(meta.title)
        .read_only(meta.read_only)
        .destructive(meta.destructive)
        .idempotent(meta.idempotent)
        .open_world(meta.open_world);
    let input_schema = match schema_mode {
        ToolOutputSchemaMode::Full => entry.input_schema.clone(),
        ToolOutputSchemaMode::Omit => entry.brief_input_schema.clone(),
    };
    let mut tool = Tool::new(meta.name, meta.description, input_schema)
        .with_title(meta.title)
        .with_annotations(annotations);
    if schema_mode == ToolOutputSchemaMode::Full {
        tool = tool.with_raw_output_schema(Arc::new(envelope_schema(entry.data_schema.clone())));
    }
    tool
}

/// The `tools/list` entries the server publishes under `options`: as `mcp_tool`, and outside
/// autonomous-trusted mode without the `commit` argument only that mode accepts.
pub fn mcp_tools(entries: &[ToolEntry], options: &ServerOptions) -> Vec<Tool> {
    entries
        .iter()
        .map(|entry| {
            let mut tool = mcp_tool(entry, options.tool_output_schema_mode);
            if options.mode != Mode::AutonomousTrusted
                && entry
                    .input_schema
                    .get("properties")
                    .is_some_and(|p| p.get("commit").is_some())
            {
                let schema = Arc::make_mut(&mut tool.input_schema);
                if let Some(Value::Object(properties)) = schema.get_mut("properties") {
                    properties.remove("commit");
                }
            }
            tool
        })
        .collect()
}

impl McpServer {
    pub fn new(workbench: Workbench) -> McpServer {
        let tools = mcp_tools(workbench.tools(), &workbench.options());
        McpServer {
            workbench,
            tools: Arc::new(tools),
        }
    }
}

impl ServerHandler for McpServer {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(
                Implementation::new(SERVER_NAME, SERVER_VERSION)
                    .with_title("C# Workbench")
                    .with_description("Compiler-grade C# code understanding for coding agents"),
            )
            .with_instructions(INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(self.tools.as_ref().clone()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let workbench = self.workbench.clone();
        let name = request.name.to_string();
        let arguments = request.arguments;
        // Progress goes through a channel: the call runs on a blocking thread, notifications
        // are sent from here, all before the result.
        let (sender, mut receiver) = tokio::sync::mpsc::unbounded_channel::<LoadProgress>();
        let forwarder = context.meta.get_progress_token().map(|token| {
            let peer = context.peer.clone();
            tokio::spawn(async move {
                while let Some(step) = receiver.recv().await {
                    let notification =
                        ProgressNotificationParam::new(token.clone(), f64::from(step.step))
                            .with_total(f64::from(LoadProgress::STEPS))
                            .with_message(step.message);
                    if let Err(error) = peer.notify_progress(notification).await {
                        tracing::debug!(%error, "progress notification not sent");
                    }
                }
            })
        });
        let sink: Option<ProgressSink> = forwarder.as_ref().map(|_| {
            Box::new(move |step: LoadProgress| {
                let _ = sender.send(step);
            }) as ProgressSink
        });
        // A client's cancellation sets a flag that long work checks between steps.
        let cancelled = Arc::new(AtomicBool::new(false));
        let watcher = {
            let (token, flag) = (context.ct.clone(), cancelled.clone());
            tokio::spawn(async move {
                token.cancelled().await;
                flag.store(true, Ordering::Relaxed);
            })
        };
        let client_can_elicit = context
            .peer
            .peer_info()
            .is_some_and(|info| info.capabilities.elicitation.is_some());
        // Consent is asked here, where the protocol is, before the call runs.
        let question = if name == crate::tools::error_reports::SUBMIT_TOOL {
            workbench.report_consent_question(&arguments)
        } else {
            None
        };
        let approval = match question {
            Some(preview) if client_can_elicit => Some(ask_consent(&context, preview).await),
            Some(_) => Some(ReportApproval::Unavailable),
            None => None,
        };
        let call_context = CallContext {
            progress: sink,
            cancelled,
            approval,
            client_can_elicit,
        };
        let outcome =
            tokio::task::spawn_blocking(move || workbench.call_in(&name, arguments, call_context))
                .await
                .map_err(|e| ErrorData::internal_error(format!("tool task failed: {e}"), None))?;
        watcher.abort();
        if let Some(forwarder) = forwarder {
            // The sink (and so the sender) was dropped with the call: the forwarder ends.
            let _ = forwarder.await;
            // Every notification is written before the result, but some clients (the
            // TypeScript SDK) dispatch notifications on a later tick than responses, and drop
            // progress that arrives after the response was handled: written back to back, the
            // last step was lost about every other call. A short pause lets them catch up.
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        let Some(outcome) = outcome else {
            return Err(ErrorData::invalid_params(
                format!(
                    "Unknown tool '{}'. Call tools/list for the {} published tools.",
                    request.name,
                    self.tools.len()
                ),
                None,
            ));
        };
        let result = if outcome.is_error {
            CallToolResult::structured_error(outcome.envelope)
        } else {
            CallToolResult::structured(outcome.envelope)
        };
        Ok(result.into())
    }
}

/// Asks the user, through the client's elicitation, whether a prepared report may be sent.
async fn ask_consent(context: &RequestContext<RoleServer>, preview: String) -> ReportApproval {
    let params = ElicitRequestParams::FormElicitationParams {
        meta: None,
        message: format!(
            "Send this error report to the configured destination? {preview} Accept to send it, decline to keep it local."
        ),
        requested_schema: ElicitationSchema::new(Default::default()),
    };
    let request = ServerRequest::ElicitRequest(ElicitRequest::new(params));
    match context.peer.send_request(request).await {
        Ok(ClientResult::ElicitResult(result)) => match result.action {
            ElicitationAction::Accept => ReportApproval::Granted,
            _ => ReportApproval::Declined,
        },
        Ok(_) => ReportApproval::Unavailable,
        Err(error) => {
            tracing::warn!(%error, "the consent question failed");
            ReportApproval::Unavailable
        }
    }
}

/// Serves MCP over this process's standard input and output until the client disconnects.
pub async fn serve_stdio(workbench: Workbench) -> Result<(), String> {
    let service = McpServer::new(workbench)
        .serve(rmcp::transport::stdio())
        .await
        .map_err(|e| e.to_string())?;
    service.waiting().await.map_err(|e| e.to_string())?;
    Ok(())
}
