//! `bench-flow`: the control-flow graph of a generated 300-line method (cold and warm, through
//! `get-control-flow-graph`), and what definite-assignment and reachability analysis adds to
//! whole-solution diagnostics on a generated solution.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use workbench_host::{RealSystem, WorkspaceRegistry};
use workbench_mcp::{ServerOptions, Workbench};

use crate::bench::{Row, call};
use crate::generator::{self, SOLUTION_FILE};
use crate::measure::{Stats, fmt_duration, machine, timed, timed_cpu};

/// Issue 15: a warm graph of a 300-line method.
const GRAPH_GOAL: Duration = Duration::from_millis(20);
/// Issue 15: flow diagnostics add at most 15% to whole-solution diagnostics.
pub const OVERHEAD_GOAL: f64 = 0.15;

#[derive(Debug, clap::Args)]
pub struct BenchFlowArgs {
    #[arg(long, default_value_t = 10)]
    pub projects: usize,
    #[arg(long, default_value_t = 1000)]
    pub files: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Warm graph calls to time.
    #[arg(long, default_value_t = 50)]
    pub iterations: usize,
    /// Only check these solutions or projects: the pre-check must leave every document's flow
    /// diagnostics unchanged (nothing is timed).
    #[arg(long, num_args = 1..)]
    pub verify: Vec<std::path::PathBuf>,
}

pub fn run(args: &BenchFlowArgs) -> ExitCode {
    match bench(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("bench-flow: {error}");
            ExitCode::from(2)
        }
    }
}

/// A method of about 300 lines mixing every statement form the graph lowers.
pub fn long_method() -> String {
    let mut body = String::new();
    for i in 0..20 {
        let _ = write!(
            body,
            "        int v{i} = n + {i};
        if (v{i} > 10 && flag || v{i} < -3) total += v{i}; else total -= {i};
        for (int i{i} = 0; i{i} < v{i}; i{i}++)
        {{
            if (i{i} == 3) continue;
            if (i{i} > 50) break;
            total += i{i};
        }}
        switch (v{i} % 4)
        {{
            case 0: total++; break;
            case 1:
            case 2: total--; break;
            default: total ^= 1; break;
        }}
        try {{ total += Parse(text); }}
        catch (System.FormatException e) when (e.Message.Length > 0) {{ total = 0; }}
        finally {{ count++; }}
"
        );
    }
    format!(
        "namespace FlowBench;

public class Long
{{
    static int Parse(string s) => s.Length;

    public static int Run(int n, bool flag, string text)
    {{
        int total = 0;
        int count = 0;
{body}        return total + count;
    }}
}}
"
    )
}

fn bench(args: &BenchFlowArgs) -> Result<bool, String> {
    if !args.verify.is_empty() {
        let mut ok = true;
        for path in &args.verify {
            let share = flow_share(path)?;
            println!("{}: {} documents differ", path.display(), share.mismatches);
            ok &= share.mismatches == 0;
        }
        return Ok(ok);
    }
    let (cpus, model, kernel) = machine();
    println!("machine: {cpus} cores, {model}, {kernel}");
    let dir = crate::bench::data_dir().join(format!(
        "flow-{}-{}-{}",
        args.projects, args.files, args.seed
    ));
    if !dir.join(SOLUTION_FILE).exists() {
        generator::generate(&dir, args.projects, args.files, args.seed)
            .map_err(|e| e.to_string())?;
    }
    let method_dir = crate::bench::data_dir().join("flow-method");
    std::fs::create_dir_all(&method_dir).map_err(|e| e.to_string())?;
    let text = long_method();
    std::fs::write(method_dir.join("Long.cs"), &text).map_err(|e| e.to_string())?;
    std::fs::write(
        method_dir.join("FlowBench.csproj"),
        "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n",
    )
    .map_err(|e| e.to_string())?;
    let lines = text.lines().count();
    let mut ok = true;

    // (a) The graph of the long method.
    let workbench = Workbench::new(ServerOptions::default(), Arc::new(RealSystem));
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": method_dir.join("FlowBench.csproj").display().to_string()}),
    )?;
    let snapshot = opened["snapshot"].clone();
    let request = json!({"expectedSnapshot": snapshot, "symbol": {"name": "FlowBench.Long.Run"}});
    let (first, cold) = timed(|| call(&workbench, "get-control-flow-graph", request.clone()));
    let first = first?;
    let blocks = first["data"]["blocks"]["totalCount"].as_u64().unwrap_or(0);
    let regions = first["data"]["regions"]["totalCount"].as_u64().unwrap_or(0);
    let mut samples = Vec::new();
    for _ in 0..args.iterations {
        let (answer, took) = timed(|| call(&workbench, "get-control-flow-graph", request.clone()));
        answer?;
        samples.push(took);
    }
    let warm = Stats::of(&samples);
    let graph_ok = warm.median < GRAPH_GOAL;
    ok &= graph_ok;

    // (b) Diagnostics of the generated solution, and the flow part of them.
    let sln = dir.join(SOLUTION_FILE);
    let workbench = Workbench::new(ServerOptions::default(), Arc::new(RealSystem));
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": sln.display().to_string()}),
    )?;
    let documents = opened["data"]["documentCount"].as_u64().unwrap_or(0);
    let (diagnostics, total) = timed(|| {
        call(
            &workbench,
            "get-diagnostics",
            json!({"expectedSnapshot": opened["snapshot"].clone(), "limit": 200}),
        )
    });
    let found = diagnostics?["data"]["diagnostics"]["totalCount"]
        .as_u64()
        .unwrap_or(0);
    let share = flow_share(&sln)?;
    let overhead = share.overhead();
    let overhead_ok = overhead <= OVERHEAD_GOAL;
    ok &= overhead_ok && share.mismatches == 0;

    let rows = [
        Row::new(
            format!("get-control-flow-graph, {lines}-line method, first"),
            fmt_duration(cold),
            format!("{blocks} blocks, {regions} regions (64/32 returned)"),
        ),
        Row::new(
            format!("get-control-flow-graph, {lines}-line method, warm"),
            fmt_duration(warm.median),
            format!(
                "p95 {}, goal < {} {}",
                fmt_duration(warm.p95),
                fmt_duration(GRAPH_GOAL),
                if graph_ok { "ok" } else { "MISSED" }
            ),
        ),
        Row::new(
            format!("get-diagnostics, {documents} documents, first call"),
            fmt_duration(total),
            format!("{found} diagnostics"),
        ),
        Row::new(
            "binding every document alone (fresh workspace, one thread)",
            fmt_duration(share.binding),
            share
                .binding_cpu
                .map_or(String::new(), |c| format!("CPU {}", fmt_duration(c))),
        ),
        Row::new(
            "then flow diagnostics of every document (warm bindings)",
            fmt_duration(share.flow),
            format!(
                "{}flow / binding {:.1}%{}, goal <= {:.0}% {}",
                share
                    .flow_cpu
                    .map_or(String::new(), |c| format!("CPU {}; ", fmt_duration(c))),
                overhead * 100.0,
                if share.binding_cpu.is_some() {
                    " (CPU)"
                } else {
                    ""
                },
                OVERHEAD_GOAL * 100.0,
                if overhead_ok { "ok" } else { "MISSED" }
            ),
        ),
    ];
    println!("\nflow analysis");
    for row in &rows {
        row.print();
    }
    println!(
        "  pre-check: {} documents whose diagnostics differ with every body checked{}",
        share.mismatches,
        if share.mismatches == 0 {
            ""
        } else {
            " MISMATCH"
        }
    );
    Ok(ok)
}

/// Binding every document, then the flow diagnostics of every document over the warm
/// bindings: wall times, and this thread's CPU times where the platform has them.
pub struct FlowShare {
    pub binding: Duration,
    pub binding_cpu: Option<Duration>,
    pub flow: Duration,
    pub flow_cpu: Option<Duration>,
    /// Documents whose flow diagnostics differ from those with every body checked (the
    /// pre-check must skip only bodies that report nothing): 0.
    pub mismatches: usize,
}

impl FlowShare {
    /// What flow diagnostics add to binding: both measured in the same fresh workspace on one
    /// thread, so neither the first `get-diagnostics`' parallelism nor its other passes
    /// (syntax, declarations, analyzers) enter the ratio. CPU times when known: on a shared
    /// machine the wall times of two phases see different loads.
    pub fn overhead(&self) -> f64 {
        let (binding, flow) = match (self.binding_cpu, self.flow_cpu) {
            (Some(b), Some(f)) => (b, f),
            _ => (self.binding, self.flow),
        };
        flow.as_secs_f64() / binding.as_secs_f64().max(1e-9)
    }
}

/// In a fresh workspace, on this thread: binding every document, then the flow diagnostics of
/// every document over the warm bindings.
pub fn flow_share(sln: &Path) -> Result<FlowShare, String> {
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry
        .open(&sln.display().to_string(), None)
        .map_err(|e| e.to_string())?
        .index;
    let workspace = registry.get(index);
    let analysis = workspace.analysis();
    let db = analysis.db();
    let pairs: Vec<_> = workspace
        .documents
        .iter()
        .map(|d| (workspace.projects[d.project].input, d.input))
        .collect();
    let ((), binding, binding_cpu) = timed_cpu(|| {
        for (project, document) in &pairs {
            let _ = cs_bind::document_bindings(db, *project, *document);
        }
    });
    let ((), flow, flow_cpu) = timed_cpu(|| {
        for (project, document) in &pairs {
            let _ = cs_flow::flow_diagnostics(db, *project, *document);
        }
    });
    // Untimed: every body lowered and checked must give the same diagnostics.
    let mismatches = pairs
        .iter()
        .filter(|(project, document)| {
            **cs_flow::flow_diagnostics(db, *project, *document)
                != cs_flow::flow_diagnostics_unfiltered(db, *project, *document)
        })
        .count();
    Ok(FlowShare {
        binding,
        binding_cpu,
        flow,
        flow_cpu,
        mismatches,
    })
}
