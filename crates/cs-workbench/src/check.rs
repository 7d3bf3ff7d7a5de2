//! `cs-workbench check PATH`: compiler-style diagnostics for a solution, project or folder,
//! with a non-zero exit code when there are errors.

use std::process::ExitCode;

use serde_json::{Value, json};
use workbench_mcp::Workbench;

/// Errors and warnings seen so far.
#[derive(Default)]
struct Tally {
    errors: usize,
    warnings: usize,
}

impl Tally {
    /// Counts a diagnostic and returns its severity.
    fn count<'a>(&mut self, diagnostic: &'a Value) -> &'a str {
        let severity = diagnostic["severity"].as_str().unwrap_or("Error");
        match severity {
            "Error" => self.errors += 1,
            "Warning" => self.warnings += 1,
            _ => {}
        }
        severity
    }
}

/// The items of a bounded collection.
fn items(collection: &Value) -> impl Iterator<Item = &Value> {
    collection["items"].as_array().into_iter().flatten()
}

fn call(workbench: &Workbench, tool: &str, arguments: Value) -> Result<Value, Value> {
    let outcome = workbench
        .call(tool, arguments.as_object().cloned())
        .expect("the tool is published in every mode");
    if outcome.is_error {
        Err(outcome.envelope)
    } else {
        Ok(outcome.envelope)
    }
}

pub fn check(workbench: &Workbench, path: &str) -> ExitCode {
    let opened = match call(
        workbench,
        "workspace-open",
        json!({"path": path, "limit": 100000}),
    ) {
        Ok(envelope) => envelope,
        Err(envelope) => {
            eprintln!(
                "cs-workbench: {}",
                envelope["error"]["message"]
                    .as_str()
                    .unwrap_or("cannot open")
            );
            return ExitCode::from(2);
        }
    };
    let workspace_id = opened["data"]["workspace"]["workspaceId"].clone();
    let mut tally = Tally::default();
    for diagnostic in items(&opened["data"]["loadDiagnostics"]) {
        let severity = tally.count(diagnostic);
        let place = match (diagnostic["path"].as_str(), diagnostic["line"].as_u64()) {
            (Some(path), Some(line)) => format!("{path}({line}): "),
            (Some(path), None) => format!("{path}: "),
            _ => String::new(),
        };
        println!(
            "{place}{} {}: {}",
            severity.to_lowercase(),
            diagnostic["id"].as_str().unwrap_or(""),
            diagnostic["message"].as_str().unwrap_or("")
        );
    }
    let arguments = json!({
        "workspace": {"workspaceId": workspace_id},
        "expectedSnapshot": opened["snapshot"],
        "limit": u32::MAX,
    });
    let diagnostics = match call(workbench, "get-diagnostics", arguments) {
        Ok(envelope) => envelope,
        Err(envelope) => {
            eprintln!(
                "cs-workbench: {}",
                envelope["error"]["message"]
                    .as_str()
                    .unwrap_or("diagnostics failed")
            );
            return ExitCode::from(2);
        }
    };
    for diagnostic in items(&diagnostics["data"]["diagnostics"]) {
        let severity = tally.count(diagnostic);
        let location = &diagnostic["location"];
        println!(
            "{}({},{}): {} {}: {} [{}]",
            location["document"]["path"].as_str().unwrap_or(""),
            location["line"],
            location["column"],
            severity.to_lowercase(),
            diagnostic["id"].as_str().unwrap_or(""),
            diagnostic["message"].as_str().unwrap_or(""),
            location["document"]["projectId"].as_str().unwrap_or("")
        );
    }
    println!(
        "{} project(s), {} document(s): {} error(s), {} warning(s)",
        opened["data"]["projectCount"],
        opened["data"]["documentCount"],
        tally.errors,
        tally.warnings
    );
    if tally.errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
