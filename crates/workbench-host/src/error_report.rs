//! External error reports: the redacted, immutable report prepared from a local error
//! record (no paths, no user identifiers, no exception message unless the record marks it
//! safe; frames classified by component), a representative preview, and the providers that
//! deliver it: `file:DIR`, `command:PROGRAM` (the report on its stdin) or an http(s) URL
//! (POST of the JSON).

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::str::FromStr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use uuid::Uuid;

use crate::error_capture::{Component, ErrorRecord, origin};

/// How long a provider may take to accept a report.
pub const PROVIDER_TIMEOUT: Duration = Duration::from_secs(15);

/// The redacted report of a record, as it would leave the machine.
pub fn redact(record: &ErrorRecord, handle: Uuid, server_version: &str) -> Value {
    let frames: Vec<Value> = record
        .panic
        .frames
        .iter()
        .map(|frame| match frame.component {
            // Our code, the libraries and std name no user data; anything else might.
            Component::CsWorkbench | Component::Dependency | Component::RustStd => json!({
                "component": frame.component.as_str(),
                "crate": frame.krate,
                "function": frame.function,
                "line": if frame.component == Component::CsWorkbench { frame.line } else { None },
            }),
            _ => json!({"component": frame.component.as_str()}),
        })
        .collect();
    let component = match &record.plugin {
        Some(_) => Component::Plugin,
        None => origin(&record.panic.frames),
    };
    let kind = record
        .plugin
        .as_ref()
        .map_or("panic", |p| p.failure_kind.as_str());
    json!({
        "reportId": handle,
        "correlationId": record.correlation_id,
        "failureTime": record.failure_time.to_rfc3339(),
        "toolName": record.tool_name,
        "executionFamily": record.execution_family,
        "plugin": record.plugin.as_ref().map(|p| json!({"id": p.plugin_id, "version": p.plugin_version})),
        "durationMilliseconds": record.duration.as_millis() as u64,
        "exception": {
            "type": kind,
            "component": component.as_str(),
            "message": if record.message_safe { Some(record.panic.message.as_str()) } else { None },
            "messageRedacted": !record.message_safe,
            "stackFrames": frames,
        },
        "workspace": record.workspace.as_ref().map(|w| json!({
            "lifecycleState": w.lifecycle_state,
            "projectCount": w.project_count,
            "documentCount": w.document_count,
            "inTransaction": w.transaction_revision.is_some(),
        })),
        "serverVersion": server_version,
        "operatingSystem": std::env::consts::OS,
        "processorArchitecture": std::env::consts::ARCH,
    })
}

/// A short text that shows what the report says, for the agent and the user's consent.
pub fn preview(report: &Value) -> String {
    let exception = &report["exception"];
    let mut by_component: Vec<(String, usize)> = Vec::new();
    for frame in exception["stackFrames"].as_array().into_iter().flatten() {
        let component = frame["component"].as_str().unwrap_or("Unknown").to_string();
        match by_component.iter_mut().find(|(c, _)| *c == component) {
            Some((_, n)) => *n += 1,
            None => by_component.push((component, 1)),
        }
    }
    let frames = if by_component.is_empty() {
        "none".to_string()
    } else {
        by_component
            .iter()
            .map(|(c, n)| format!("{n} {c}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let plugin = match report["plugin"].as_object() {
        Some(p) => format!(
            " in plugin {} {}",
            p["id"].as_str().unwrap_or(""),
            p["version"].as_str().unwrap_or("")
        ),
        None => String::new(),
    };
    format!(
        "cs-workbench {} on {}/{}: {} failed with {} ({}){plugin}. Message: {}. Stack frames: {frames}. No paths, user identifiers or source text are included.",
        report["serverVersion"].as_str().unwrap_or(""),
        report["operatingSystem"].as_str().unwrap_or(""),
        report["processorArchitecture"].as_str().unwrap_or(""),
        report["toolName"].as_str().unwrap_or(""),
        exception["type"].as_str().unwrap_or(""),
        exception["component"].as_str().unwrap_or(""),
        exception["message"].as_str().unwrap_or("redacted"),
    )
}

/// Where reports go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReportProvider {
    /// Each report is written as `<DIR>/cs-workbench-report-<handle>.json`.
    File(PathBuf),
    /// The program gets the report on stdin; exit status 0 accepts it.
    Command(String),
    /// The report is POSTed as JSON; a 2xx status accepts it.
    Http(String),
}

impl FromStr for ReportProvider {
    type Err = String;

    fn from_str(text: &str) -> Result<ReportProvider, String> {
        if let Some(dir) = text.strip_prefix("file:") {
            if dir.is_empty() {
                return Err("file: needs a directory, e.g. file:/var/reports".into());
            }
            return Ok(ReportProvider::File(PathBuf::from(dir)));
        }
        if let Some(program) = text.strip_prefix("command:") {
            if program.trim().is_empty() {
                return Err(
                    "command: needs a program, e.g. command:/usr/local/bin/send-report".into(),
                );
            }
            return Ok(ReportProvider::Command(program.to_string()));
        }
        if text.starts_with("http://") || text.starts_with("https://") {
            return Ok(ReportProvider::Http(text.to_string()));
        }
        Err(format!(
            "{text:?} is not an error-report provider: use file:DIR, command:PROGRAM or an http(s) URL"
        ))
    }
}

/// What a provider answered when it accepted a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    /// file, command or http.
    pub provider: &'static str,
    /// The provider's acknowledgement: the file name, the program's first output line or the
    /// HTTP status.
    pub reference: String,
}

impl ReportProvider {
    /// Delivers one report; the error says why it was not accepted.
    pub fn deliver(&self, handle: Uuid, report: &Value) -> Result<Delivery, String> {
        let body = serde_json::to_string_pretty(report).map_err(|e| e.to_string())?;
        match self {
            ReportProvider::File(dir) => {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create the report directory: {e}"))?;
                let name = format!("cs-workbench-report-{handle}.json");
                let partial = dir.join(format!(".{name}.partial"));
                std::fs::write(&partial, body.as_bytes())
                    .and_then(|_| std::fs::rename(&partial, dir.join(&name)))
                    .map_err(|e| format!("cannot write the report: {e}"))?;
                Ok(Delivery {
                    provider: "file",
                    reference: name,
                })
            }
            ReportProvider::Command(program) => run_command(program, &body),
            ReportProvider::Http(url) => {
                let agent: ureq::Agent = ureq::Agent::config_builder()
                    .timeout_global(Some(PROVIDER_TIMEOUT))
                    .build()
                    .into();
                let response = agent
                    .post(url)
                    .header("content-type", "application/json")
                    .send(body.as_str())
                    .map_err(|e| format!("the endpoint did not accept the report: {e}"))?;
                Ok(Delivery {
                    provider: "http",
                    reference: format!("HTTP {}", response.status().as_u16()),
                })
            }
        }
    }
}

fn run_command(program: &str, body: &str) -> Result<Delivery, String> {
    // The program's output is captured: nothing of it may reach the server's stdout.
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the report command: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(body.as_bytes())
            .map_err(|e| format!("cannot write the report to the command: {e}"))?;
    }
    let deadline = Instant::now() + PROVIDER_TIMEOUT;
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "the report command did not finish within {} s",
                    PROVIDER_TIMEOUT.as_secs()
                ));
            }
            Err(e) => return Err(format!("cannot wait for the report command: {e}")),
        }
    }
    let output = child
        .wait_with_output()
        .map_err(|e| format!("cannot read the report command's output: {e}"))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(format!(
            "the report command failed ({}): {}",
            output.status,
            stderr.lines().next().unwrap_or("")
        ));
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    Ok(Delivery {
        provider: "command",
        reference: stdout
            .lines()
            .next()
            .unwrap_or("accepted")
            .trim()
            .to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error_capture::{Frame, PanicCapture, WorkspaceContext};

    fn record() -> ErrorRecord {
        let now = chrono::Utc::now();
        ErrorRecord {
            correlation_id: Uuid::new_v4(),
            failure_time: now,
            expires_at: now,
            tool_name: "find-references".into(),
            execution_family: "Server".into(),
            duration: Duration::from_millis(12),
            cancellation_requested: false,
            panic: PanicCapture {
                message: "no symbol Secret.Customer in /home/alice/shop/Order.cs".into(),
                location: Some("/home/alice/src/lib.rs:3".into()),
                frames: vec![
                    Frame {
                        component: Component::CsWorkbench,
                        krate: Some("cs_ide".into()),
                        function: Some("cs_ide::references::find".into()),
                        file: Some(
                            "/home/alice/cs-workbench/crates/cs-ide/src/references.rs".into(),
                        ),
                        line: Some(42),
                    },
                    Frame {
                        component: Component::Unknown,
                        krate: None,
                        function: Some("Alice_Secret_Thing".into()),
                        file: Some("/home/alice/x".into()),
                        line: Some(1),
                    },
                ],
            },
            workspace: Some(WorkspaceContext {
                workspace_id: Uuid::new_v4(),
                workspace_epoch: 1,
                lifecycle_state: "Loaded".into(),
                project_count: 3,
                document_count: 10,
                transaction_revision: None,
            }),
            plugin: None,
            message_safe: false,
        }
    }

    #[test]
    fn reports_carry_no_paths_identifiers_or_unsafe_messages() {
        let record = record();
        let report = redact(&record, Uuid::new_v4(), "0.1.0");
        let text = report.to_string();
        for secret in ["alice", "Secret", "Order.cs", "/home"] {
            assert!(!text.contains(secret), "{secret} leaked: {text}");
        }
        assert_eq!(report["exception"]["message"], Value::Null);
        assert_eq!(
            report["exception"]["stackFrames"][0]["function"],
            "cs_ide::references::find"
        );
        assert_eq!(report["exception"]["stackFrames"][0]["line"], 42);
        assert_eq!(
            report["exception"]["stackFrames"][1],
            json!({"component": "Unknown"})
        );
        let preview = preview(&report);
        assert!(
            preview.contains("find-references failed with panic (CsWorkbench)"),
            "{preview}"
        );
        assert!(preview.contains("1 CsWorkbench, 1 Unknown"), "{preview}");
        assert!(preview.contains("Message: redacted"), "{preview}");
    }

    #[test]
    fn providers_are_parsed_and_files_written() {
        assert_eq!(
            "command:/bin/send".parse::<ReportProvider>(),
            Ok(ReportProvider::Command("/bin/send".into()))
        );
        assert!(matches!(
            "https://x.test/r".parse(),
            Ok(ReportProvider::Http(_))
        ));
        assert!("ftp://x".parse::<ReportProvider>().is_err());
        assert!("file:".parse::<ReportProvider>().is_err());
        let dir = tempfile::tempdir().unwrap();
        let provider = ReportProvider::File(dir.path().join("reports"));
        let handle = Uuid::new_v4();
        let delivery = provider.deliver(handle, &json!({"a": 1})).unwrap();
        assert_eq!(delivery.provider, "file");
        let written =
            std::fs::read_to_string(dir.path().join("reports").join(&delivery.reference)).unwrap();
        assert_eq!(
            serde_json::from_str::<Value>(&written).unwrap(),
            json!({"a": 1})
        );
    }
}
