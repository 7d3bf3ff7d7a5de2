//! `bench-plugin`: the round trip of a plugin query through the host — argument validation,
//! snapshot binding, `tool/call` to the example TODO plugin (a real process), one
//! `host/documentText` callback, the answer's contract checks and the envelope — against
//! the issue 20 goal of a 5 ms median.

use std::path::Path;
use std::process::{Command, ExitCode};
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use workbench_mcp::{PluginConfig, ServerOptions, Workbench};

use crate::bench::call;
use crate::measure::{Stats, fmt_duration, timed};

const ROUND_TRIP_GOAL: Duration = Duration::from_millis(5);

#[derive(Debug, clap::Args)]
pub struct BenchPluginArgs {
    /// Calls to time (after 20 warm-up calls).
    #[arg(long, default_value_t = 500)]
    pub calls: usize,
    /// Use this plugin executable instead of building the example in release.
    #[arg(long)]
    pub plugin: Option<String>,
}

pub fn run(args: &BenchPluginArgs) -> ExitCode {
    match bench(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("bench-plugin: {error}");
            ExitCode::from(2)
        }
    }
}

/// Builds the example plugin in release and returns its path.
fn build_example() -> Result<String, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args([
            "build",
            "--release",
            "-p",
            "cs-workbench-plugin",
            "--example",
            "todo_comments",
        ])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("building the example plugin failed".into());
    }
    let target = crate::bench::data_dir()
        .parent()
        .map(Path::to_path_buf)
        .ok_or("no target directory")?;
    Ok(target
        .join("release/examples/todo_comments")
        .display()
        .to_string())
}

fn write_project(dir: &Path) -> std::io::Result<()> {
    if dir.exists() {
        std::fs::remove_dir_all(dir)?;
    }
    std::fs::create_dir_all(dir)?;
    std::fs::write(
        dir.join("Bench.csproj"),
        "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n",
    )?;
    let mut text = String::from("namespace Bench;\n\npublic class Work\n{\n");
    for m in 0..200 {
        text.push_str(&format!(
            "    // TODO: method {m} needs a better name\n    public int Step{m}(int x) => x * {m};\n"
        ));
    }
    text.push_str("}\n");
    std::fs::write(dir.join("Work.cs"), text)
}

fn bench(args: &BenchPluginArgs) -> Result<bool, String> {
    let plugin = match &args.plugin {
        Some(path) => path.clone(),
        None => build_example()?,
    };
    let base = crate::bench::data_dir().join("plugin");
    let dir = base.join("project");
    write_project(&dir).map_err(|e| e.to_string())?;
    let options = ServerOptions {
        state_dir: Some(base.join("state").display().to_string()),
        plugins: vec![PluginConfig {
            command: plugin,
            ..Default::default()
        }],
        ..ServerOptions::default()
    };
    let workbench = Workbench::new(options, Arc::new(workbench_host::RealSystem));
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": dir.display().to_string(), "limit": 0}),
    )?;
    let arguments = json!({
        "expectedSnapshot": opened["snapshot"],
        "document": {"path": "Work.cs"},
        "limit": 10,
    });
    for _ in 0..20 {
        call(&workbench, "list-todo-comments", arguments.clone())?;
    }
    let mut times = Vec::with_capacity(args.calls);
    for _ in 0..args.calls.max(1) {
        let (answer, took) = timed(|| call(&workbench, "list-todo-comments", arguments.clone()));
        let answer = answer?;
        if answer["data"]["todos"]["items"]
            .as_array()
            .map_or(0, Vec::len)
            != 10
        {
            return Err(format!("unexpected answer: {answer}"));
        }
        times.push(took);
    }
    let stats = Stats::of(&times);
    println!(
        "\nplugin query round trip (host → plugin → one host/documentText callback → answer), {} calls",
        times.len()
    );
    println!(
        "  {:<46} {:>11}  p95 {} min {} max {}",
        "list-todo-comments, median",
        fmt_duration(stats.median),
        fmt_duration(stats.p95),
        fmt_duration(stats.min),
        fmt_duration(stats.max)
    );
    let pass = stats.median < ROUND_TRIP_GOAL;
    println!(
        "  goal: median < {}: {}",
        fmt_duration(ROUND_TRIP_GOAL),
        if pass { "PASS" } else { "FAIL" }
    );
    Ok(pass)
}
