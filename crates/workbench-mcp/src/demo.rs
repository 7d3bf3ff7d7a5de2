//! A scripted MCP session against a child `cs-workbench serve` over real stdio, printing each
//! request and answer, so a person can watch the product work (`cs-workbench demo PATH`).

use std::path::PathBuf;

use rmcp::ServiceExt;
use rmcp::model::CallToolRequestParams;
use rmcp::transport::TokioChildProcess;
use serde_json::{Map, Value, json};

use crate::options::Mode;

fn show(title: &str, value: &Value) {
    println!("\n=== {title}");
    let text = serde_json::to_string_pretty(value).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(60) {
        println!("{line}");
    }
    if lines.len() > 60 {
        println!("… ({} more lines)", lines.len() - 60);
    }
}

/// Runs the session against the server binary at `server` (normally this executable).
pub async fn run_demo(server: PathBuf, path: &str, mode: Mode) -> Result<(), String> {
    let mut command = tokio::process::Command::new(server);
    command
        .arg("serve")
        .arg("--log-level")
        .arg("warn")
        .arg("--mode")
        .arg(mode.as_str());
    let transport = TokioChildProcess::new(command).map_err(|e| e.to_string())?;
    let client = ().serve(transport).await.map_err(|e| e.to_string())?;
    if let Some(info) = client.peer_info() {
        show("initialize → serverInfo", &json!(info.server_info));
    }
    let tools = client.list_all_tools().await.map_err(|e| e.to_string())?;
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    show("tools/list", &json!({"count": names.len(), "names": names}));

    let call = |name: &'static str, arguments: Value| {
        let client = &client;
        async move {
            let arguments: Map<String, Value> = arguments.as_object().cloned().unwrap_or_default();
            println!(
                "\n>>> tools/call {name} {}",
                Value::Object(arguments.clone())
            );
            let result = client
                .call_tool(CallToolRequestParams::new(name).with_arguments(arguments))
                .await
                .map_err(|e| e.to_string())?;
            let envelope = result.structured_content.unwrap_or(Value::Null);
            show(name, &envelope);
            Ok::<Value, String>(envelope)
        }
    };

    let absolute = std::path::Path::new(path);
    let absolute = if absolute.is_absolute() {
        absolute.to_path_buf()
    } else {
        std::env::current_dir()
            .map_err(|e| e.to_string())?
            .join(absolute)
    };
    let opened = call(
        "workspace-open",
        json!({"path": absolute.display().to_string(), "alias": "demo"}),
    )
    .await?;
    let snapshot = opened["snapshot"].clone();
    let base = json!({"workspace": {"alias": "demo"}, "expectedSnapshot": snapshot});
    let with = |extra: Value| {
        let mut merged = base.clone();
        for (k, v) in extra.as_object().into_iter().flatten() {
            merged[k] = v.clone();
        }
        merged
    };
    let projects = call("list-projects", with(json!({}))).await?;
    call("list-solution-folders", with(json!({}))).await?;
    if let Some(first) = projects["data"]["projects"]["items"].get(0) {
        let project = json!({"projectId": first["projectId"]});
        call(
            "list-documents",
            with(json!({"project": project, "limit": 10})),
        )
        .await?;
        call(
            "list-project-references",
            with(json!({"project": project, "transitive": true})),
        )
        .await?;
        call(
            "list-metadata-references",
            with(json!({"project": project})),
        )
        .await?;
    }
    call("get-diagnostics", with(json!({"limit": 20}))).await?;
    println!("\n>>> symbols: search, describe, members, hierarchy:");
    call(
        "search-symbols",
        with(json!({"query": "Discount", "limit": 5})),
    )
    .await?;
    call(
        "get-symbol-info",
        with(json!({"symbol": {"name": "DiscountPolicy", "kind": "Class"}})),
    )
    .await?;
    call(
        "list-members",
        with(json!({"symbol": {"name": "DiscountPolicy"}, "limit": 10})),
    )
    .await?;
    call(
        "get-type-hierarchy",
        with(json!({"symbol": {"name": "DiscountPolicy"}})),
    )
    .await?;
    call(
        "find-implementations",
        with(json!({"symbol": {"name": "IDiscountPolicy"}})),
    )
    .await?;
    call("workspace-status", json!({"workspace": {"alias": "demo"}})).await?;
    println!("\n>>> a stale snapshot is refused with what to do next:");
    let mut stale = base.clone();
    stale["expectedSnapshot"]["snapshotId"] = json!("00000000-0000-0000-0000-000000000000");
    call("list-projects", stale).await?;
    client.cancel().await.map_err(|e| e.to_string())?;
    Ok(())
}
