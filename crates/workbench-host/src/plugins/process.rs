//! One running plugin process: spawned with piped stdio, its stdout read line by line on a
//! thread (each line a JSON-RPC frame, anything else a protocol violation), its stderr
//! forwarded to the host log, never to the host's stdout.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::PluginSpec;

/// What the stdout reader saw.
#[derive(Debug)]
pub enum Event {
    Frame(Value),
    /// A line that is not a JSON object (the first 200 characters).
    Garbage(String),
    /// End of stdout: the process exited or closed it.
    Closed,
}

/// Why an exchange with the plugin failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExchangeFailure {
    /// The process exited (or closed stdout) before answering.
    Crashed(String),
    /// No answer within the deadline.
    TimedOut(Duration),
    /// Bytes on stdout that are not protocol frames, or a malformed frame.
    ProtocolViolation(String),
}

impl ExchangeFailure {
    /// The exception type recorded for get-error-details.
    pub fn kind(&self) -> &'static str {
        match self {
            ExchangeFailure::Crashed(_) => "PluginCrashed",
            ExchangeFailure::TimedOut(_) => "PluginTimedOut",
            ExchangeFailure::ProtocolViolation(_) => "PluginProtocolViolation",
        }
    }

    pub fn message(&self) -> String {
        match self {
            ExchangeFailure::Crashed(detail) => format!("the plugin process ended: {detail}"),
            ExchangeFailure::TimedOut(limit) => {
                format!("the plugin did not answer within {} ms", limit.as_millis())
            }
            ExchangeFailure::ProtocolViolation(detail) => {
                format!("the plugin broke the protocol: {detail}")
            }
        }
    }
}

pub struct PluginProcess {
    child: Child,
    stdin: ChildStdin,
    events: Receiver<Event>,
    next_id: u64,
}

impl PluginProcess {
    pub fn spawn(spec: &PluginSpec, label: &str) -> std::io::Result<PluginProcess> {
        let mut command = Command::new(&spec.command);
        command
            .args(&spec.args)
            .envs(&spec.env)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn()?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr = child.stderr.take().expect("stderr is piped");
        let (sender, events) = channel();
        std::thread::Builder::new()
            .name(format!("plugin-out {label}"))
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if line.trim().is_empty() {
                        continue;
                    }
                    let event = match serde_json::from_str::<Value>(&line) {
                        Ok(frame @ Value::Object(_)) => Event::Frame(frame),
                        _ => Event::Garbage(line.chars().take(200).collect()),
                    };
                    if sender.send(event).is_err() {
                        return;
                    }
                }
                let _ = sender.send(Event::Closed);
            })?;
        let stderr_label = label.to_string();
        std::thread::Builder::new()
            .name(format!("plugin-err {label}"))
            .spawn(move || {
                for line in BufReader::new(stderr).lines() {
                    let Ok(line) = line else { break };
                    tracing::info!(target: "plugin", plugin = %stderr_label, "{line}");
                }
            })?;
        Ok(PluginProcess {
            child,
            stdin,
            events,
            next_id: 0,
        })
    }

    /// Sends a request and waits for its response until `deadline`. Requests the plugin
    /// sends meanwhile go to `on_request` (method, params) → `Ok(result)` or
    /// `Err(error object)`, answered in order.
    pub fn request(
        &mut self,
        method: &str,
        params: Value,
        timeout: Duration,
        on_request: &mut dyn FnMut(&str, Value) -> Result<Value, Value>,
    ) -> Result<Result<Value, Value>, ExchangeFailure> {
        self.discard_stale();
        self.next_id += 1;
        let id = self.next_id;
        let frame = cs_workbench_plugin::protocol::request(id, method, params);
        self.send(&frame)?;
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let event = match self.events.recv_timeout(left) {
                Ok(event) => event,
                Err(RecvTimeoutError::Timeout) => return Err(ExchangeFailure::TimedOut(timeout)),
                Err(RecvTimeoutError::Disconnected) => Event::Closed,
            };
            let frame = match event {
                Event::Frame(frame) => frame,
                Event::Garbage(line) => {
                    return Err(ExchangeFailure::ProtocolViolation(format!(
                        "stdout carried a line that is not a JSON-RPC frame: {line:?}"
                    )));
                }
                Event::Closed => {
                    let status = self.wait_briefly();
                    return Err(ExchangeFailure::Crashed(status));
                }
            };
            if frame.get("jsonrpc") != Some(&Value::from("2.0")) {
                return Err(ExchangeFailure::ProtocolViolation(
                    "a frame without \"jsonrpc\": \"2.0\"".into(),
                ));
            }
            if let Some(method) = frame.get("method").and_then(Value::as_str) {
                let Some(request_id) = frame.get("id").cloned() else {
                    continue; // a notification: nothing to answer
                };
                let params = frame.get("params").cloned().unwrap_or(Value::Null);
                let answer = match on_request(method, params) {
                    Ok(result) => cs_workbench_plugin::protocol::response(request_id, result),
                    Err(error) => {
                        serde_json::json!({"jsonrpc": "2.0", "id": request_id, "error": error})
                    }
                };
                self.send(&answer)?;
                continue;
            }
            if frame.get("id") != Some(&Value::from(id)) {
                return Err(ExchangeFailure::ProtocolViolation(format!(
                    "a response to id {} while id {id} was awaited",
                    frame.get("id").cloned().unwrap_or(Value::Null)
                )));
            }
            if let Some(error) = frame.get("error") {
                return Ok(Err(error.clone()));
            }
            return match frame.get("result") {
                Some(result) => Ok(Ok(result.clone())),
                None => Err(ExchangeFailure::ProtocolViolation(
                    "a response with neither result nor error".into(),
                )),
            };
        }
    }

    /// Frames left over from an earlier, failed exchange do not belong to the next one.
    fn discard_stale(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            tracing::debug!(?event, "discarded a stale plugin frame");
        }
    }

    fn send(&mut self, frame: &Value) -> Result<(), ExchangeFailure> {
        let mut text = frame.to_string();
        text.push('\n');
        self.stdin
            .write_all(text.as_bytes())
            .and_then(|_| self.stdin.flush())
            .map_err(|e| {
                let status = self.wait_briefly();
                ExchangeFailure::Crashed(format!("cannot write to its stdin ({e}); {status}"))
            })
    }

    fn wait_briefly(&mut self) -> String {
        for _ in 0..20 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return format!("exit status {status}");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        "stdout closed".to_string()
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for PluginProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
