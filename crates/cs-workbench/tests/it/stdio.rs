//! The real binary over stdio: only JSON-RPC frames on stdout (with logging turned up),
//! malformed input answered without stopping, and a full session through rmcp's client.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use rmcp::ServiceExt;
use rmcp::model::CallToolRequestParams;
use rmcp::transport::TokioChildProcess;
use serde_json::{Value, json};

fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cs-workbench"))
}

fn sample() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../test-data/sample")
        .canonicalize()
        .unwrap()
}

/// Sends raw lines, then waits for `expected` responses (by id) and closes stdin.
fn raw_session(lines: &[String], expected_ids: &[i64]) -> (Vec<Value>, String) {
    let mut child = Command::new(binary())
        .args(["serve", "--log-level", "trace"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    // Drain stderr while the server runs: trace logging would otherwise fill the pipe and
    // block the server.
    let mut stderr_pipe = child.stderr.take().unwrap();
    let stderr_reader = std::thread::spawn(move || {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut stderr_pipe, &mut text).unwrap();
        text
    });
    let reader = std::thread::spawn(move || {
        let mut frames = Vec::new();
        for line in BufReader::new(stdout).lines() {
            let line = line.unwrap();
            let frame: Value = serde_json::from_str(&line)
                .unwrap_or_else(|e| panic!("stdout line is not JSON ({e}): {line}"));
            frames.push(frame);
        }
        frames
    });
    for line in lines {
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        std::thread::sleep(Duration::from_millis(50));
    }
    // Give the server time to answer everything before closing its input.
    std::thread::sleep(Duration::from_millis(1500));
    drop(stdin);
    let status = child.wait().unwrap();
    let frames = reader.join().unwrap();
    let stderr = stderr_reader.join().unwrap();
    assert!(
        status.success() || status.code().is_some(),
        "server crashed: {status:?}\n{stderr}"
    );
    for id in expected_ids {
        assert!(
            frames.iter().any(|f| f["id"] == json!(id)),
            "no answer to id {id}: {frames:#?}\n{stderr}"
        );
    }
    (frames, stderr)
}

#[test]
fn stdout_carries_only_json_rpc_frames() {
    let sample = sample().join("Sample.sln").display().to_string();
    let lines = vec![
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}}).to_string(),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string(),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}).to_string(),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "workspace-open", "arguments": {"path": sample}, "_meta": {"progressToken": "open-1"}}}).to_string(),
        json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "no-such-tool", "arguments": {}}}).to_string(),
        json!({"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "get-diagnostics", "arguments": {"expectedSnapshot": 7}}}).to_string(),
        json!({"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": {"name": "server-status", "arguments": {"detail": "Full"}}}).to_string(),
    ];
    let (frames, stderr) = raw_session(&lines, &[1, 2, 3, 4, 5, 6]);
    for frame in &frames {
        assert_eq!(frame["jsonrpc"], "2.0", "{frame}");
    }
    assert!(!stderr.is_empty(), "trace logging goes to stderr");
    let by_id = |id: i64| {
        frames
            .iter()
            .find(|f| f["id"] == json!(id))
            .unwrap()
            .clone()
    };
    assert_eq!(by_id(1)["result"]["serverInfo"]["name"], "cs-workbench");
    assert_eq!(by_id(2)["result"]["tools"].as_array().unwrap().len(), 62);
    assert_eq!(
        by_id(3)["result"]["structuredContent"]["ok"],
        true,
        "{}",
        by_id(3)
    );
    assert!(
        by_id(4)["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no-such-tool")
    );
    let wrong_type = &by_id(5)["result"];
    assert_eq!(wrong_type["isError"], true);
    assert_eq!(
        wrong_type["structuredContent"]["error"]["code"],
        "InvalidArgument"
    );
    assert_eq!(
        by_id(6)["result"]["structuredContent"]["data"]["workspaces"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn malformed_json_rpc_does_not_stop_the_server() {
    let lines = vec![
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}}).to_string(),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string(),
        "{ this is not json".to_string(),
        json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": "not an object"}).to_string(),
        json!({"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "server-status"}}).to_string(),
    ];
    let (frames, _stderr) = raw_session(&lines, &[1, 8]);
    let status = frames.iter().find(|f| f["id"] == 8).unwrap();
    assert_eq!(
        status["result"]["structuredContent"]["ok"], true,
        "{status}"
    );
}

#[tokio::test]
async fn a_session_through_the_rmcp_client() {
    let mut command = tokio::process::Command::new(binary());
    command.args(["serve", "--tool-output-schema-mode", "Full"]);
    let client = ().serve(TokioChildProcess::new(command).unwrap()).await.unwrap();
    let info = client.peer_info().unwrap();
    assert_eq!(
        info.server_info.as_ref().map(|s| s.name.as_str()),
        Some("cs-workbench")
    );
    let tools = client.list_all_tools().await.unwrap();
    assert_eq!(tools.len(), 62);
    assert!(
        tools.iter().all(|t| t.output_schema.is_some()),
        "Full mode publishes output schemas"
    );

    let call = |name: &'static str, arguments: Value| {
        let client = &client;
        async move {
            let result = client
                .call_tool(
                    CallToolRequestParams::new(name)
                        .with_arguments(arguments.as_object().cloned().unwrap()),
                )
                .await
                .unwrap();
            let envelope = result.structured_content.clone().unwrap();
            assert_eq!(result.is_error, Some(envelope["ok"] == false));
            envelope
        }
    };
    let opened = call(
        "workspace-open",
        json!({"path": sample().display().to_string(), "alias": "shop"}),
    )
    .await;
    assert_eq!(opened["data"]["projectCount"], 3, "{opened:#}");
    let projects = call(
        "list-projects",
        json!({"expectedSnapshot": opened["snapshot"]}),
    )
    .await;
    assert_eq!(projects["snapshot"], opened["snapshot"]);
    let names: Vec<&str> = projects["data"]["projects"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"Shop.Core") && names.contains(&"Shop.App"),
        "{names:?}"
    );
    let unknown = client
        .call_tool(CallToolRequestParams::new("no-such-tool"))
        .await;
    assert!(unknown.is_err());
    let status = call("workspace-status", json!({"workspace": {"alias": "shop"}})).await;
    assert_eq!(status["data"]["state"], "Loaded");
    client.cancel().await.unwrap();
}
