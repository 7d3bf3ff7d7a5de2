//! `bench-commit`: stages an edit to each of 200 files through the MCP tools and times
//! `transaction-commit` (journal, flushed temporaries and backups, renames), against the
//! issue 6 goal of one second.

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use workbench_mcp::{ServerOptions, Workbench};

use crate::bench::call;
use crate::measure::{Stats, fmt_duration, timed};

const COMMIT_GOAL: Duration = Duration::from_secs(1);

#[derive(Debug, clap::Args)]
pub struct BenchCommitArgs {
    /// Files edited (and committed) per run.
    #[arg(long, default_value_t = 200)]
    pub files: usize,
    /// Commits to time, each on a freshly written folder.
    #[arg(long, default_value_t = 3)]
    pub iterations: usize,
}

fn write_project(dir: &Path, files: usize) -> std::io::Result<()> {
    if dir.exists() {
        std::fs::remove_dir_all(dir)?;
    }
    std::fs::create_dir_all(dir.join("Models"))?;
    std::fs::write(
        dir.join("Bench.csproj"),
        "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n",
    )?;
    for i in 0..files {
        let mut text = format!("namespace Bench.Models;\r\n\r\npublic class Model{i}\r\n{{\r\n");
        for m in 0..20 {
            text.push_str(&format!(
                "    public int Value{m}(int x) => x * {m} + {i};\r\n"
            ));
        }
        text.push_str("}\r\n");
        std::fs::write(dir.join(format!("Models/Model{i}.cs")), text)?;
    }
    Ok(())
}

pub fn run(args: &BenchCommitArgs) -> ExitCode {
    match bench(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("bench-commit: {error}");
            ExitCode::from(2)
        }
    }
}

fn bench(args: &BenchCommitArgs) -> Result<bool, String> {
    let base = crate::bench::data_dir().join("commit");
    let dir = base.join("project");
    let state = base.join("state");
    let mut commit_times = Vec::new();
    let mut stage_times = Vec::new();
    for _ in 0..args.iterations.max(1) {
        write_project(&dir, args.files).map_err(|e| e.to_string())?;
        let options = ServerOptions {
            state_dir: Some(state.display().to_string()),
            ..ServerOptions::default()
        };
        let workbench = Workbench::new(options, Arc::new(workbench_host::RealSystem));
        let opened = call(
            &workbench,
            "workspace-open",
            json!({"path": dir.display().to_string(), "limit": 0}),
        )?;
        let begun = call(
            &workbench,
            "transaction-begin",
            json!({"expectedSnapshot": opened["snapshot"]}),
        )?;
        let mut snapshot = begun["snapshot"].clone();
        let (staged, took) = timed(|| -> Result<(), String> {
            for i in 0..args.files {
                let edited = call(
                    &workbench,
                    "edit-document",
                    json!({
                        "expectedSnapshot": snapshot,
                        "document": {"path": format!("Models/Model{i}.cs")},
                        "edits": [{"range": {"start": 0, "length": 0}, "newText": "// edited by bench-commit\r\n"}]
                    }),
                )?;
                snapshot = edited["snapshot"].clone();
            }
            Ok(())
        });
        staged?;
        stage_times.push(took);
        let (committed, took) = timed(|| {
            call(
                &workbench,
                "transaction-commit",
                json!({"expectedSnapshot": snapshot}),
            )
        });
        let committed = committed?;
        let written = committed["data"]["written"].as_array().map_or(0, Vec::len);
        if written != args.files {
            return Err(format!(
                "the commit wrote {written} files, not {}",
                args.files
            ));
        }
        commit_times.push(took);
    }
    let commit = Stats::of(&commit_times);
    let stage = Stats::of(&stage_times);
    println!(
        "\ncommit of {} files (journal, flushed temporaries and backups, renames)",
        args.files
    );
    println!(
        "  {:<46} {:>11}  min {} max {}",
        format!("transaction-commit, median of {}", commit_times.len()),
        fmt_duration(commit.median),
        fmt_duration(commit.min),
        fmt_duration(commit.max)
    );
    println!(
        "  {:<46} {:>11}",
        format!("staging {} edit-document calls, median", args.files),
        fmt_duration(stage.median)
    );
    let ok = commit.median < COMMIT_GOAL;
    println!(
        "\ngoal: commit of {} files < {} — {}",
        args.files,
        fmt_duration(COMMIT_GOAL),
        if ok { "met" } else { "MISSED" }
    );
    Ok(ok)
}
