//! `cs-workbench tools` and `cs-workbench call`: the catalogue and single calls for humans
//! and scripts, through the same dispatcher the server uses.

use std::process::ExitCode;

use serde_json::{Map, Value, json};
use workbench_mcp::Workbench;
use workbench_mcp::server::mcp_tools;

pub fn print_tools(workbench: &Workbench, as_json: bool) -> ExitCode {
    if as_json {
        let tools = mcp_tools(workbench.tools(), &workbench.options());
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({ "tools": tools })).unwrap_or_default()
        );
    } else {
        for tool in workbench.tools() {
            let kind = format!("{:?}", tool.meta.kind);
            println!("{:<28} {:<10} {}", tool.meta.name, kind, tool.meta.title);
        }
        println!(
            "\n{} tools (mode {}).",
            workbench.tools().len(),
            workbench.options().mode
        );
    }
    ExitCode::SUCCESS
}

/// The current snapshot of the only open workspace, for scripts that do not carry one.
fn current_snapshot(workbench: &Workbench) -> Option<Value> {
    let status = workbench.call("server-status", None)?;
    status.envelope.get("snapshot").cloned()
}

pub fn call(workbench: &Workbench, tool: &str, arguments: &str) -> ExitCode {
    let mut arguments: Map<String, Value> = match serde_json::from_str(arguments) {
        Ok(Value::Object(map)) => map,
        Ok(_) => {
            eprintln!("cs-workbench: the arguments must be a JSON object");
            return ExitCode::from(2);
        }
        Err(error) => {
            eprintln!("cs-workbench: the arguments are not valid JSON: {error}");
            return ExitCode::from(2);
        }
    };
    let takes_snapshot = workbench
        .tools()
        .iter()
        .find(|t| t.meta.name == tool)
        .is_some_and(|t| {
            t.input_schema
                .get("properties")
                .and_then(|p| p.get("expectedSnapshot"))
                .is_some()
        });
    if takes_snapshot
        && !arguments.contains_key("expectedSnapshot")
        && let Some(snapshot) = current_snapshot(workbench)
    {
        arguments.insert("expectedSnapshot".into(), snapshot);
    }
    let Some(outcome) = workbench.call(tool, Some(arguments)) else {
        eprintln!("cs-workbench: unknown tool '{tool}' (see `cs-workbench tools`)");
        return ExitCode::from(2);
    };
    println!(
        "{}",
        serde_json::to_string_pretty(&outcome.envelope).unwrap_or_default()
    );
    if outcome.is_error {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
