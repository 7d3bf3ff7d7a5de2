//! `cargo xtask corpus DIR...`: opens each solution (a `.sln`/`.slnx`/`.csproj` or a folder,
//! as `workspace-open` takes it) and prints its error diagnostics counted by ID with the first
//! examples of each, so false errors on real code show up as a table (see docs/fidelity.md).

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use clap::Args;
use serde_json::{Value, json};
use workbench_mcp::{ServerOptions, Workbench};

use crate::bench::call;

#[derive(Args)]
pub struct CorpusArgs {
    /// Solutions, projects or folders to open.
    #[arg(required = true)]
    pub paths: Vec<String>,
    /// Examples printed per diagnostic ID.
    #[arg(long, default_value_t = 3)]
    pub examples: usize,
    /// Also count warnings (errors only by default).
    #[arg(long)]
    pub warnings: bool,
}

/// What one solution gave.
struct Finding {
    projects: u64,
    documents: u64,
    /// By ID: the count and the first examples (`path(line,col): message`).
    by_id: BTreeMap<String, (usize, Vec<String>)>,
    load_errors: Vec<String>,
    seconds: f64,
}

pub fn run(args: &CorpusArgs) -> ExitCode {
    let mut failed = false;
    let mut total: BTreeMap<String, usize> = BTreeMap::new();
    for path in &args.paths {
        match check(path, args) {
            Ok(finding) => {
                print_finding(path, &finding);
                for (id, (count, _)) in &finding.by_id {
                    *total.entry(id.clone()).or_default() += count;
                }
            }
            Err(error) => {
                failed = true;
                eprintln!("{path}: {error}");
            }
        }
    }
    if args.paths.len() > 1 {
        let summary: Vec<String> = total.iter().map(|(id, n)| format!("{id} {n}")).collect();
        println!(
            "all: {}",
            if summary.is_empty() {
                "no errors".to_string()
            } else {
                summary.join(", ")
            }
        );
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn check(path: &str, args: &CorpusArgs) -> Result<Finding, String> {
    let started = Instant::now();
    let workbench = Workbench::new(
        ServerOptions::default(),
        Arc::new(workbench_host::RealSystem),
    );
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": path, "limit": 100000}),
    )?;
    let load_errors = items(&opened["data"]["loadDiagnostics"])
        .filter(|d| d["severity"] == "Error")
        .map(|d| {
            format!(
                "{} {}",
                d["id"].as_str().unwrap_or(""),
                d["message"].as_str().unwrap_or("")
            )
        })
        .collect();
    let minimum = if args.warnings { "Warning" } else { "Error" };
    let diagnostics = call(
        &workbench,
        "get-diagnostics",
        json!({
            "workspace": {"workspaceId": opened["data"]["workspace"]["workspaceId"]},
            "expectedSnapshot": opened["snapshot"],
            "minimumSeverity": minimum,
            "limit": u32::MAX,
        }),
    )?;
    let mut by_id: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    for d in items(&diagnostics["data"]["diagnostics"]) {
        let entry = by_id
            .entry(d["id"].as_str().unwrap_or("?").to_string())
            .or_default();
        entry.0 += 1;
        if entry.1.len() < args.examples {
            let location = &d["location"];
            entry.1.push(format!(
                "{}({},{}): {}",
                location["document"]["path"].as_str().unwrap_or(""),
                location["line"],
                location["column"],
                d["message"].as_str().unwrap_or("")
            ));
        }
    }
    Ok(Finding {
        projects: opened["data"]["projectCount"].as_u64().unwrap_or(0),
        documents: opened["data"]["documentCount"].as_u64().unwrap_or(0),
        by_id,
        load_errors,
        seconds: started.elapsed().as_secs_f64(),
    })
}

fn print_finding(path: &str, finding: &Finding) {
    let errors: usize = finding.by_id.values().map(|(n, _)| n).sum();
    println!(
        "{path}: {} project(s), {} document(s), {errors} diagnostic(s) in {:.1} s",
        finding.projects, finding.documents, finding.seconds
    );
    for error in &finding.load_errors {
        println!("  load: {error}");
    }
    for (id, (count, examples)) in &finding.by_id {
        println!("  {id} ×{count}");
        for example in examples {
            println!("    {example}");
        }
    }
}

/// The items of a bounded collection.
fn items(collection: &Value) -> impl Iterator<Item = &Value> {
    collection["items"].as_array().into_iter().flatten()
}
