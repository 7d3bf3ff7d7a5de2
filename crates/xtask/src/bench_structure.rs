//! `bench-structure`: on the generated 5,000-file solution, times each structure tool cold
//! (its first call after open) and warm (median of repeats) against issue 19's goals (each
//! under 1 s warm, find-duplicate-code under 3 s), and checks the project graph: an edge only
//! where a project reference (direct or transitive) allows it, and no project cycle.

use std::collections::{HashMap, HashSet};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use workbench_mcp::{Mode, ServerOptions, Workbench};

use crate::bench::{call, data_dir, ensure_data};
use crate::measure::{Stats, fmt_duration, machine, timed};

const WARM_GOAL: Duration = Duration::from_secs(1);
const DUPLICATES_GOAL: Duration = Duration::from_secs(3);

#[derive(Debug, clap::Args)]
pub struct BenchStructureArgs {
    #[arg(long, default_value_t = 50)]
    pub projects: usize,
    #[arg(long, default_value_t = 5000)]
    pub files: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Warm repeats per tool.
    #[arg(long, default_value_t = 3)]
    pub repeats: usize,
}

pub fn run(args: &BenchStructureArgs) -> ExitCode {
    match bench(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("bench-structure: {e}");
            ExitCode::FAILURE
        }
    }
}

fn bench(args: &BenchStructureArgs) -> Result<bool, String> {
    let bench_args = crate::bench::BenchArgs {
        projects: args.projects,
        files: args.files,
        seed: args.seed,
        iterations: 1,
        checks: 1,
    };
    let dir = data_dir();
    ensure_data(&dir, &bench_args)?;
    let sln = std::fs::canonicalize(dir.join(crate::generator::SOLUTION_FILE))
        .map_err(|e| e.to_string())?;
    let path = sln.to_string_lossy().to_string();
    let (cpus, model, memory) = machine();
    println!("machine: {cpus} CPUs, {model}, {memory} RAM");
    println!("solution: {path}");
    let options = ServerOptions {
        mode: Mode::Transactional,
        ..ServerOptions::default()
    };
    let workbench = Workbench::new(options, Arc::new(workbench_host::RealSystem));
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": path, "limit": 0}),
    )?;
    let snapshot = opened["snapshot"].clone();
    let with_snapshot = |mut arguments: Value| {
        arguments["expectedSnapshot"] = snapshot.clone();
        arguments
    };
    let found = call(
        &workbench,
        "search-symbols",
        with_snapshot(json!({"query": "Estimate", "kinds": ["Method"], "limit": 1})),
    )?;
    let method = found["data"]["symbols"]["items"][0]["symbolId"]
        .as_str()
        .ok_or("no method named Estimate* in the generated solution")?
        .to_string();
    let ty = found["data"]["symbols"]["items"][0]["container"]
        .as_str()
        .map(|c| format!("T:{c}"))
        .unwrap_or_default();
    let projects = call(
        &workbench,
        "list-projects",
        with_snapshot(json!({"limit": 1})),
    )?;
    let first_project = projects["data"]["projects"]["items"][0]["projectId"]
        .as_str()
        .ok_or("no project")?
        .to_string();
    let cases: Vec<(&str, &str, Value, Duration)> = vec![
        (
            "get-dependency-graph",
            "Project",
            json!({"level": "Project"}),
            WARM_GOAL,
        ),
        (
            "get-dependency-graph",
            "Namespace",
            json!({"level": "Namespace"}),
            WARM_GOAL,
        ),
        (
            "get-dependency-graph",
            "Type",
            json!({"level": "Type"}),
            WARM_GOAL,
        ),
        (
            "find-dependency-cycles",
            "Project",
            json!({"level": "Project"}),
            WARM_GOAL,
        ),
        (
            "find-dependency-cycles",
            "Type",
            json!({"level": "Type"}),
            WARM_GOAL,
        ),
        (
            "list-dependencies",
            "project",
            json!({"project": {"projectId": first_project}}),
            WARM_GOAL,
        ),
        (
            "list-dependents",
            "type",
            json!({"symbol": {"symbolId": ty}, "level": "Type"}),
            WARM_GOAL,
        ),
        (
            "get-metrics",
            "Member",
            json!({"level": "Member"}),
            WARM_GOAL,
        ),
        ("get-metrics", "Type", json!({"level": "Type"}), WARM_GOAL),
        (
            "get-metrics",
            "Project",
            json!({"level": "Project"}),
            WARM_GOAL,
        ),
        ("find-tests", "all", json!({}), WARM_GOAL),
        (
            "find-tests",
            "symbol",
            json!({"symbol": {"symbolId": method}}),
            WARM_GOAL,
        ),
        (
            "analyze-change-impact",
            "symbol",
            json!({"symbol": {"symbolId": method}}),
            WARM_GOAL,
        ),
        (
            "find-duplicate-code",
            "workspace",
            json!({}),
            DUPLICATES_GOAL,
        ),
    ];
    let mut ok = true;
    println!("| tool | case | cold (first call) | warm median | warm max | goal |");
    println!("|---|---|---|---|---|---|");
    let mut answers: HashMap<(&str, &str), Value> = HashMap::new();
    for (tool, case, arguments, goal) in &cases {
        let (first, cold) = timed(|| call(&workbench, tool, with_snapshot(arguments.clone())));
        let first = first?;
        let mut warm = Vec::new();
        for _ in 0..args.repeats.max(1) {
            let (again, took) = timed(|| call(&workbench, tool, with_snapshot(arguments.clone())));
            again?;
            warm.push(took);
        }
        let stats = Stats::of(&warm);
        let pass = stats.median <= *goal;
        ok &= pass;
        println!(
            "| {tool} | {case} | {} | {} | {} | < {} {} |",
            fmt_duration(cold),
            fmt_duration(stats.median),
            fmt_duration(stats.max),
            fmt_duration(*goal),
            if pass { "ok" } else { "MISSED" }
        );
        answers.insert((tool, case), first);
    }

    // The project graph against the project references.
    let graph = &answers[&("get-dependency-graph", "Project")]["data"];
    let nodes: Vec<String> = graph["nodes"]["items"]
        .as_array()
        .ok_or("no nodes")?
        .iter()
        .map(|n| n["projectId"].as_str().unwrap_or("").to_string())
        .collect();
    let mut allowed: HashSet<(String, String)> = HashSet::new();
    for project in &nodes {
        let references = call(
            &workbench,
            "list-project-references",
            with_snapshot(
                json!({"project": {"projectId": project}, "transitive": true, "limit": 1000}),
            ),
        )?;
        for item in references["data"]["references"]["items"]
            .as_array()
            .into_iter()
            .flatten()
        {
            if let Some(target) = item["projectId"].as_str() {
                allowed.insert((project.clone(), target.to_string()));
            }
        }
    }
    let edges = graph["edges"]["items"].as_array().ok_or("no edges")?;
    let disallowed: Vec<(String, String)> = edges
        .iter()
        .map(|e| {
            (
                nodes[e["from"].as_u64().unwrap_or(0) as usize].clone(),
                nodes[e["to"].as_u64().unwrap_or(0) as usize].clone(),
            )
        })
        .filter(|pair| !allowed.contains(pair))
        .collect();
    let project_cycles =
        answers[&("find-dependency-cycles", "Project")]["data"]["cycles"]["totalCount"]
            .as_u64()
            .unwrap_or(0);
    println!(
        "project graph: {} nodes, {} edges (total {}), {} allowed project-reference pairs; edges without a reference: {}; project cycles: {project_cycles}",
        nodes.len(),
        edges.len(),
        graph["edges"]["totalCount"],
        allowed.len(),
        disallowed.len()
    );
    println!(
        "type graph: {} nodes, {} edges; type cycles: {}; duplicate groups: {}; tests: {}",
        answers[&("get-dependency-graph", "Type")]["data"]["nodes"]["totalCount"],
        answers[&("get-dependency-graph", "Type")]["data"]["edges"]["totalCount"],
        answers[&("find-dependency-cycles", "Type")]["data"]["cycles"]["totalCount"],
        answers[&("find-duplicate-code", "workspace")]["data"]["groups"]["totalCount"],
        answers[&("find-tests", "all")]["data"]["tests"]["totalCount"],
    );
    ok &= disallowed.is_empty() && project_cycles == 0;
    Ok(ok)
}
