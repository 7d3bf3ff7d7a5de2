//! Error reports end to end through the real binary, with the panic test hook: prepare
//! (a new handle per call, redacted), submit to a local HTTP server, a `file:` directory and
//! a command; consent `prompt` asked through MCP elicitation (accepted, declined, or not
//! available); no provider; consent `never` hides both tools.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::path::Path;
use std::sync::{Arc, Mutex};

use rmcp::model::{
    CallToolRequestParams, ClientConfig, ElicitRequestParams, ElicitResult, ElicitationAction,
    ElicitationCapability,
};
use rmcp::service::{RequestContext, RunningService, Service};
use rmcp::transport::TokioChildProcess;

/// The server as a child whose log (stderr) is dropped: these tests provoke failures.
fn quiet(command: tokio::process::Command) -> TokioChildProcess {
    TokioChildProcess::builder(command)
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap()
        .0
}
use rmcp::{ClientHandler, ErrorData, RoleClient, ServiceExt};
use serde_json::{Value, json};

/// A client whose user answers every consent question the same way.
#[derive(Clone)]
struct User {
    accepts: bool,
    asked: Arc<Mutex<Vec<String>>>,
}

impl ClientHandler for User {
    async fn create_elicitation(
        &self,
        request: ElicitRequestParams,
        _context: RequestContext<RoleClient>,
    ) -> Result<ElicitResult, ErrorData> {
        if let ElicitRequestParams::FormElicitationParams { message, .. } = request {
            self.asked.lock().unwrap().push(message);
        }
        Ok(if self.accepts {
            ElicitResult::new(ElicitationAction::Accept).with_content(json!({}))
        } else {
            ElicitResult::new(ElicitationAction::Decline)
        })
    }

    fn get_info(&self) -> ClientConfig {
        let mut info = ClientConfig::default();
        info.capabilities.elicitation = Some(ElicitationCapability::new());
        info
    }
}

async fn start<S: Service<RoleClient>>(
    client: S,
    args: &[&str],
    env: &[(&str, String)],
    state: &Path,
) -> RunningService<RoleClient, S> {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_cs-workbench"));
    command
        .arg("serve")
        .args(args)
        .arg("--state-dir")
        .arg(state)
        .env("CS_WORKBENCH_TEST_PANIC_TOOL", "list-projects");
    for (key, value) in env {
        command.env(key, value);
    }
    client.serve(quiet(command)).await.unwrap()
}

async fn call<S: Service<RoleClient>>(
    client: &RunningService<RoleClient, S>,
    name: &str,
    arguments: Value,
) -> Value {
    let result = client
        .call_tool(
            CallToolRequestParams::new(name.to_string())
                .with_arguments(arguments.as_object().cloned().unwrap()),
        )
        .await
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    result.structured_content.unwrap()
}

/// Fails list-projects (the panic hook) and prepares a report of it.
async fn failure_and_report<S: Service<RoleClient>>(
    client: &RunningService<RoleClient, S>,
) -> (Value, Value) {
    let failed = call(client, "list-projects", json!({})).await;
    assert_eq!(failed["error"]["code"], "UnhandledException", "{failed:#}");
    let prepared = call(
        client,
        "prepare-error-report",
        json!({"correlationId": failed["error"]["correlationId"]}),
    )
    .await;
    assert_eq!(prepared["ok"], true, "{prepared:#}");
    (failed, prepared)
}

/// A local HTTP endpoint that keeps every request body and answers 201.
fn endpoint() -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/reports", listener.local_addr().unwrap());
    let bodies = Arc::new(Mutex::new(Vec::new()));
    let kept = bodies.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut length = 0;
            loop {
                let mut line = String::new();
                reader.read_line(&mut line).unwrap();
                if line.trim().is_empty() {
                    break;
                }
                if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = value.trim().parse().unwrap();
                }
            }
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            kept.lock().unwrap().push(String::from_utf8(body).unwrap());
            stream
                .write_all(
                    b"HTTP/1.1 201 Created\r\ncontent-length: 0\r\nconnection: close\r\n\r\n",
                )
                .unwrap();
        }
    });
    (url, bodies)
}

#[tokio::test]
async fn always_approved_reports_go_to_an_http_endpoint_once_per_handle() {
    let dir = tempfile::tempdir().unwrap();
    let (url, bodies) = endpoint();
    let client = start(
        (),
        &[
            "--error-reporting-consent",
            "always",
            "--error-report-provider",
            &url,
        ],
        &[],
        dir.path(),
    )
    .await;
    let (failed, prepared) = failure_and_report(&client).await;
    assert_eq!(
        failed["reporting"],
        json!({"state": "AlwaysApproved", "canPrepare": true, "prepareTool": "prepare-error-report"})
    );
    let data = &prepared["data"];
    assert_eq!(data["sensitivity"], "Redacted");
    assert_eq!(data["report"]["toolName"], "list-projects");
    assert_eq!(data["report"]["exception"]["message"], Value::Null);
    assert!(
        data["preview"]
            .as_str()
            .unwrap()
            .contains("list-projects failed with panic")
    );
    // Every preparation is a new handle.
    let again = call(
        &client,
        "prepare-error-report",
        json!({"correlationId": failed["error"]["correlationId"]}),
    )
    .await;
    assert_ne!(again["data"]["handle"], data["handle"]);

    let handle = json!({"handle": data["handle"]});
    let sent = call(&client, "submit-error-report", handle.clone()).await;
    assert_eq!(sent["data"]["provider"], "http", "{sent:#}");
    assert_eq!(sent["data"]["reference"], "HTTP 201");
    assert_eq!(sent["data"]["alreadySubmitted"], false);
    let resent = call(&client, "submit-error-report", handle).await;
    assert_eq!(resent["data"]["alreadySubmitted"], true);
    assert_eq!(resent["data"]["submittedAt"], sent["data"]["submittedAt"]);
    let bodies = bodies.lock().unwrap().clone();
    assert_eq!(bodies.len(), 1, "sent once");
    let body: Value = serde_json::from_str(&bodies[0]).unwrap();
    assert_eq!(body, data["report"]);
    assert!(!bodies[0].contains(dir.path().to_str().unwrap()));
    let unknown = call(
        &client,
        "submit-error-report",
        json!({"handle": "00000000-0000-0000-0000-000000000000"}),
    )
    .await;
    assert_eq!(unknown["error"]["code"], "ReportNotFound");
    assert_eq!(unknown["continuation"]["tool"], "prepare-error-report");
    client.cancel().await.unwrap();
}

#[tokio::test]
async fn prompt_consent_is_asked_through_elicitation() {
    let dir = tempfile::tempdir().unwrap();
    let reports = dir.path().join("reports");
    let provider = format!("file:{}", reports.display());
    let args = ["--error-report-provider", provider.as_str()];
    let asked = Arc::new(Mutex::new(Vec::new()));

    let accepting = start(
        User {
            accepts: true,
            asked: asked.clone(),
        },
        &args,
        &[],
        dir.path(),
    )
    .await;
    let (failed, prepared) = failure_and_report(&accepting).await;
    assert_eq!(failed["reporting"]["state"], "Available");
    let sent = call(
        &accepting,
        "submit-error-report",
        json!({"handle": prepared["data"]["handle"]}),
    )
    .await;
    assert_eq!(sent["data"]["provider"], "file", "{sent:#}");
    let file = reports.join(sent["data"]["reference"].as_str().unwrap());
    let written: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    assert_eq!(written, prepared["data"]["report"]);
    assert_eq!(asked.lock().unwrap().len(), 1);
    assert!(asked.lock().unwrap()[0].contains("list-projects failed"));
    accepting.cancel().await.unwrap();

    let declining = start(
        User {
            accepts: false,
            asked: asked.clone(),
        },
        &args,
        &[],
        dir.path(),
    )
    .await;
    let (_, prepared) = failure_and_report(&declining).await;
    let declined = call(
        &declining,
        "submit-error-report",
        json!({"handle": prepared["data"]["handle"]}),
    )
    .await;
    assert_eq!(declined["error"]["code"], "ReportDeclined", "{declined:#}");
    assert_eq!(
        std::fs::read_dir(&reports).unwrap().count(),
        1,
        "nothing more written"
    );
    declining.cancel().await.unwrap();

    // A client that cannot ask: no report is offered, and submitting says why.
    let silent = start((), &args, &[], dir.path()).await;
    let (failed, prepared) = failure_and_report(&silent).await;
    assert_eq!(
        failed["reporting"],
        json!({"state": "ApprovalUnavailable", "canPrepare": false, "prepareTool": null})
    );
    let refused = call(
        &silent,
        "submit-error-report",
        json!({"handle": prepared["data"]["handle"]}),
    )
    .await;
    assert_eq!(refused["error"]["code"], "ApprovalUnavailable");
    assert_eq!(refused["continuation"]["kind"], "ResolveExternally");
    silent.cancel().await.unwrap();
}

#[tokio::test]
async fn command_providers_missing_providers_and_consent_never() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("send-report");
    std::fs::write(
        &script,
        "#!/bin/sh\ncat > \"$REPORT_OUT\"\necho receipt-42\n",
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let out = dir.path().join("sent.json");
    let provider = format!("command:{}", script.display());
    let client = start(
        (),
        &[
            "--error-reporting-consent",
            "always",
            "--error-report-provider",
            &provider,
        ],
        &[("REPORT_OUT", out.display().to_string())],
        dir.path(),
    )
    .await;
    let (_, prepared) = failure_and_report(&client).await;
    let sent = call(
        &client,
        "submit-error-report",
        json!({"handle": prepared["data"]["handle"]}),
    )
    .await;
    assert_eq!(sent["data"]["reference"], "receipt-42", "{sent:#}");
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(written["reportId"], prepared["data"]["handle"]);
    client.cancel().await.unwrap();

    let unconfigured = start(
        (),
        &["--error-reporting-consent", "always"],
        &[],
        dir.path(),
    )
    .await;
    let (_, prepared) = failure_and_report(&unconfigured).await;
    let refused = call(
        &unconfigured,
        "submit-error-report",
        json!({"handle": prepared["data"]["handle"]}),
    )
    .await;
    assert_eq!(refused["error"]["code"], "ReportingDisabled");
    assert!(
        refused["continuation"]["instruction"]
            .as_str()
            .unwrap()
            .contains("--error-report-provider")
    );
    unconfigured.cancel().await.unwrap();

    let never = start((), &["--error-reporting-consent", "never"], &[], dir.path()).await;
    let names: Vec<String> = never
        .list_all_tools()
        .await
        .unwrap()
        .iter()
        .map(|t| t.name.to_string())
        .collect();
    assert!(
        !names.iter().any(|n| n.ends_with("-error-report")),
        "{names:?}"
    );
    assert!(names.iter().any(|n| n == "get-error-details"));
    let failed = call(&never, "list-projects", json!({})).await;
    assert_eq!(
        failed["reporting"],
        json!({"state": "DisabledByConfiguration", "canPrepare": false, "prepareTool": null})
    );
    never.cancel().await.unwrap();
}
