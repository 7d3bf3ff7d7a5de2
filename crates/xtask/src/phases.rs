//! Breaking `workspace-open` down without a profiler: the model load and the workspace build
//! timed separately with every file-system call counted, and time, CPU time and peak memory
//! of one open and one whole-solution diagnostics pass measured in a fresh child process.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use serde_json::{Value, json};
use workbench_host::freshness::Freshness;
use workbench_host::system::SystemFs;
use workbench_host::{LoadedWorkspace, System};
use workbench_mcp::{ServerOptions, Workbench};

use crate::bench::{Row, call};
use crate::measure::{
    CountingSystem, IoCounts, cpu_seconds, fmt_duration, proc_status_mib, reset_peak_rss, timed,
};

/// `read 5051 (11.6 MB, 35 ms), read_dir …, stat …`.
pub fn io_detail(io: &IoCounts) -> String {
    format!(
        "read {} ({:.1} MB, {}), read_dir {} ({}), stat {} ({})",
        io.read.calls,
        io.read.bytes as f64 / 1e6,
        fmt_duration(io.read.time),
        io.read_dir.calls,
        fmt_duration(io.read_dir.time),
        io.stat.calls,
        fmt_duration(io.stat.time)
    )
}

/// Loads the model and builds the workspace separately, then records freshness stamps
/// alone, attributing file-system time to each phase (`existing` only lends its id).
pub fn open_phases(
    system: &Arc<CountingSystem>,
    sln: &Path,
    existing: &LoadedWorkspace,
) -> Result<Vec<Row>, String> {
    let fs = SystemFs(&**system);
    system.take();
    let (model, load) = timed(|| cs_project::load_workspace(&fs, sln));
    let model = model.map_err(|e| e.message)?;
    let load_io = system.take();
    let (workspace, build) =
        timed(|| LoadedWorkspace::build(&**system, model, existing.id, None, 1));
    let build_io = system.take();
    let model = &workspace.model;
    let mut documents: Vec<PathBuf> = workspace
        .projects
        .iter()
        .flat_map(|p| p.model.documents.iter().cloned())
        .collect();
    documents.sort();
    documents.dedup();
    let roots: Vec<PathBuf> = workspace
        .projects
        .iter()
        .flat_map(|p| p.model.source_roots.iter().cloned())
        .collect();
    let (_, record) = timed(|| {
        Freshness::record(
            &**system as &dyn System,
            documents,
            model.inputs.iter().cloned(),
            roots,
        )
    });
    let record_io = system.take();
    let (_, dropped) = timed(|| drop(workspace));
    let rest = build.saturating_sub(build_io.read.time + record.min(build));
    Ok(vec![
        Row::new(
            "cs_project::load_workspace (model)",
            fmt_duration(load),
            io_detail(&load_io),
        ),
        Row::new(
            "LoadedWorkspace::build",
            fmt_duration(build),
            io_detail(&build_io),
        ),
        Row::new(
            "  of which Freshness::record (run alone)",
            fmt_duration(record),
            io_detail(&record_io),
        ),
        Row::new(
            "  of which reading .cs files",
            fmt_duration(build_io.read.time),
            format!("{} files", build_io.read.calls),
        ),
        Row::new(
            "  rest: decode, salsa inputs, identities",
            fmt_duration(rest),
            "by subtraction",
        ),
        Row::new("dropping the workspace", fmt_duration(dropped), ""),
    ])
}

/// Peak memory (MiB), open time and whole-solution diagnostics time of one open and one
/// diagnostics pass over every document in a fresh process.
#[derive(Debug, Default)]
pub struct Memory {
    pub rss_start: f64,
    pub hwm_open: f64,
    pub rss_open: f64,
    pub hwm_diagnostics: f64,
    pub rss_diagnostics: f64,
    pub open_seconds: f64,
    /// Wall time of the whole-solution `get-diagnostics` (no limit reached).
    pub diagnostics_seconds: f64,
    /// CPU time (user, system) of every thread during that call.
    pub diagnostics_user: f64,
    pub diagnostics_system: f64,
    pub diagnostics_count: u64,
    /// Diagnostics of severity Error among them.
    pub error_count: u64,
}

/// Runs `xtask bench-memory` on `path` and reads its answer.
pub fn memory_in_child(path: &str) -> Result<Memory, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let output = std::process::Command::new(exe)
        .args(["bench-memory", "--solution", path])
        .output()
        .map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(format!(
            "bench-memory failed: {}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let value: Value = serde_json::from_slice(&output.stdout).map_err(|e| e.to_string())?;
    let f = |k: &str| value[k].as_f64().unwrap_or(f64::NAN);
    Ok(Memory {
        rss_start: f("rssStart"),
        hwm_open: f("hwmOpen"),
        rss_open: f("rssOpen"),
        hwm_diagnostics: f("hwmDiagnostics"),
        rss_diagnostics: f("rssDiagnostics"),
        open_seconds: f("openSeconds"),
        diagnostics_seconds: f("diagnosticsSeconds"),
        diagnostics_user: f("diagnosticsUser"),
        diagnostics_system: f("diagnosticsSystem"),
        diagnostics_count: value["diagnosticsCount"].as_u64().unwrap_or(0),
        error_count: value["errorCount"].as_u64().unwrap_or(u64::MAX),
    })
}

/// The child's side of `memory_in_child`: prints one JSON object.
pub fn memory_child(path: &str) -> ExitCode {
    let run = || -> Result<Value, String> {
        reset_peak_rss();
        let rss_start = proc_status_mib("VmRSS");
        let workbench = Workbench::new(
            ServerOptions::default(),
            Arc::new(workbench_host::RealSystem),
        );
        let (opened, took) = timed(|| {
            call(
                &workbench,
                "workspace-open",
                json!({"path": path, "limit": 0}),
            )
        });
        let opened = opened?;
        let (hwm_open, rss_open) = (proc_status_mib("VmHWM"), proc_status_mib("VmRSS"));
        // Every document: a limit that is never reached (a smaller one stops the work after
        // the batch that reaches it).
        let before = cpu_seconds();
        let (diagnostics, took_diagnostics) = timed(|| {
            call(
                &workbench,
                "get-diagnostics",
                json!({"expectedSnapshot": opened["snapshot"], "limit": u32::MAX}),
            )
        });
        let diagnostics = diagnostics?;
        let after = cpu_seconds();
        let list = &diagnostics["data"]["diagnostics"];
        let count = list["totalCount"]
            .as_u64()
            .unwrap_or_else(|| list["items"].as_array().map_or(0, |a| a.len() as u64));
        let errors = list["items"].as_array().map_or(0, |items| {
            items.iter().filter(|d| d["severity"] == "Error").count()
        });
        Ok(json!({
            "rssStart": rss_start,
            "hwmOpen": hwm_open,
            "rssOpen": rss_open,
            "hwmDiagnostics": proc_status_mib("VmHWM"),
            "rssDiagnostics": proc_status_mib("VmRSS"),
            "openSeconds": took.as_secs_f64(),
            "diagnosticsSeconds": took_diagnostics.as_secs_f64(),
            "diagnosticsUser": after.0 - before.0,
            "diagnosticsSystem": after.1 - before.1,
            "diagnosticsCount": count,
            "errorCount": errors,
        }))
    };
    match run() {
        Ok(value) => {
            println!("{value}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
