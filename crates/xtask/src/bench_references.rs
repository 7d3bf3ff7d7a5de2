//! `bench-references`: on the generated 5,000-file solution, times `find-references` cold
//! (first call after open), warm (median over repeated queries), after a one-line body edit,
//! and staging a `rename-symbol` of the most referenced source symbol, against the goals of
//! issues 5 and 6.

use std::collections::HashSet;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use workbench_mcp::{Mode, ServerOptions, Workbench};

use crate::bench::{call, data_dir, ensure_data};
use crate::measure::{Stats, fmt_duration, machine, timed};

const COLD_GOAL: Duration = Duration::from_secs(3);
const WARM_GOAL: Duration = Duration::from_millis(30);
const AFTER_EDIT_GOAL: Duration = Duration::from_millis(50);
const RENAME_GOAL: Duration = Duration::from_millis(500);

#[derive(Debug, clap::Args)]
pub struct BenchReferencesArgs {
    #[arg(long, default_value_t = 50)]
    pub projects: usize,
    #[arg(long, default_value_t = 5000)]
    pub files: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Repeated queries per symbol for the warm median.
    #[arg(long, default_value_t = 5)]
    pub repeats: usize,
}

pub fn run(args: &BenchReferencesArgs) -> ExitCode {
    match bench(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("bench-references: {e}");
            ExitCode::FAILURE
        }
    }
}

fn references(
    workbench: &Workbench,
    snapshot: &Value,
    id: &str,
    limit: u64,
) -> Result<Value, String> {
    call(
        workbench,
        "find-references",
        json!({"expectedSnapshot": snapshot, "symbol": {"symbolId": id}, "limit": limit}),
    )
}

/// A project of `files` classes each calling `Shared.Compute` `calls` times.
fn write_rename_project(dir: &std::path::Path, files: usize, calls: usize) -> std::io::Result<()> {
    if dir.exists() {
        std::fs::remove_dir_all(dir)?;
    }
    std::fs::create_dir_all(dir.join("Callers"))?;
    std::fs::write(
        dir.join("Rename.csproj"),
        "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n",
    )?;
    std::fs::write(
        dir.join("Shared.cs"),
        "namespace Bench;\n\npublic static class Shared\n{\n    public static int Compute(int x) => x * 2;\n}\n",
    )?;
    for i in 0..files {
        let mut text = format!(
            "namespace Bench.Callers;\n\npublic class Caller{i}\n{{\n    public int Run(int seed)\n    {{\n        var total = seed;\n"
        );
        for c in 0..calls {
            text.push_str(&format!(
                "        total += Bench.Shared.Compute(total + {c});\n"
            ));
        }
        text.push_str("        return total;\n    }\n}\n");
        std::fs::write(dir.join("Callers").join(format!("Caller{i}.cs")), text)?;
    }
    Ok(())
}

fn bench(args: &BenchReferencesArgs) -> Result<bool, String> {
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

    let options = || ServerOptions {
        mode: Mode::Transactional,
        ..ServerOptions::default()
    };
    // The symbol to ask about first, found in a throwaway server so that the timed server
    // has built nothing before its first find-references (declaration index included).
    let id = {
        let scout = Workbench::new(options(), Arc::new(workbench_host::RealSystem));
        let opened = call(&scout, "workspace-open", json!({"path": path, "limit": 0}))?;
        let found = call(
            &scout,
            "search-symbols",
            json!({"expectedSnapshot": opened["snapshot"], "query": "Estimate", "kinds": ["Method"], "limit": 1}),
        )?;
        found["data"]["symbols"]["items"][0]["symbolId"]
            .as_str()
            .ok_or("no method named Estimate* in the generated solution")?
            .to_string()
    };
    let workbench = Workbench::new(options(), Arc::new(workbench_host::RealSystem));
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": path, "limit": 0}),
    )?;
    let snapshot = opened["snapshot"].clone();
    let (first, cold) = {
        let (result, took) = timed(|| references(&workbench, &snapshot, &id, 100));
        (result?, took)
    };
    let first_id = first["data"]["symbol"]["symbolId"]
        .as_str()
        .unwrap_or("")
        .to_string();
    let mut ids: Vec<String> = vec![first_id.clone()];
    for query in [
        "Render",
        "Label",
        "Amount",
        "Code",
        "Milestone",
        "Empty",
        "IsEmpty",
    ] {
        let found = call(
            &workbench,
            "search-symbols",
            json!({"expectedSnapshot": snapshot, "query": query, "limit": 3}),
        )?;
        if let Some(items) = found["data"]["symbols"]["items"].as_array() {
            ids.extend(
                items
                    .iter()
                    .filter_map(|i| i["symbolId"].as_str().map(str::to_string)),
            );
        }
    }
    let mut seen = HashSet::new();
    ids.retain(|i| seen.insert(i.clone()));

    let mut warm_times = Vec::new();
    let mut first_times = Vec::new();
    let mut best: Option<(String, u64)> = None;
    for id in &ids {
        let (result, took) = timed(|| references(&workbench, &snapshot, id, 2000));
        let result = result?;
        first_times.push(took);
        let count = result["data"]["references"]["totalCount"]
            .as_u64()
            .unwrap_or(0);
        let in_source = result["data"]["symbol"]["location"].is_object();
        if in_source && best.as_ref().is_none_or(|(_, c)| count > *c) {
            best = Some((id.clone(), count));
        }
        for _ in 0..args.repeats {
            let (r, took) = timed(|| references(&workbench, &snapshot, id, 100));
            r?;
            warm_times.push(took);
        }
    }
    let warm = Stats::of(&warm_times);
    let first_per_symbol = Stats::of(&first_times);

    // A one-line edit inside a body of a document that refers to the first symbol.
    let location = &first["data"]["references"]["items"][0]["location"];
    let document = location["document"]["path"]
        .as_str()
        .ok_or("no reference to edit near")?;
    let line = location["line"].as_u64().unwrap_or(1);
    let begun = call(
        &workbench,
        "transaction-begin",
        json!({"expectedSnapshot": snapshot}),
    )?;
    let text = std::fs::read_to_string(dir.join(document)).map_err(|e| e.to_string())?;
    let line_start: usize = text
        .split_inclusive('\n')
        .take(line as usize - 1)
        .map(|l| l.encode_utf16().count())
        .sum();
    let edited = call(
        &workbench,
        "edit-document",
        json!({"expectedSnapshot": begun["snapshot"], "document": {"path": document},
               "edits": [{"range": {"start": line_start, "length": 0}, "newText": "/* edited */ "}]}),
    )?;
    let after_snapshot = edited["snapshot"].clone();
    let (after, after_edit) = timed(|| references(&workbench, &after_snapshot, &first_id, 100));
    let after = after?;
    if after["data"]["references"]["totalCount"] != first["data"]["references"]["totalCount"] {
        return Err("the reference count changed after a comment was inserted".into());
    }
    call(
        &workbench,
        "transaction-rollback",
        json!({"expectedSnapshot": after_snapshot}),
    )?;

    drop(workbench);
    let _ = best;

    // Staging a rename with 1,000 references across 200 files, in a project written for it.
    let rename_dir = data_dir().join("rename-bench");
    write_rename_project(&rename_dir, 200, 5).map_err(|e| e.to_string())?;
    let rename_workbench = Workbench::new(options(), Arc::new(workbench_host::RealSystem));
    let opened = call(
        &rename_workbench,
        "workspace-open",
        json!({"path": rename_dir.join("Rename.csproj").display().to_string(), "limit": 0}),
    )?;
    let mut rename_times = Vec::new();
    let mut rename_count = 0;
    let mut rename_files = 0;
    let mut current = opened["snapshot"].clone();
    for _ in 0..3 {
        let begun = call(
            &rename_workbench,
            "transaction-begin",
            json!({"expectedSnapshot": current}),
        )?;
        let (renamed, took) = timed(|| {
            call(
                &rename_workbench,
                "rename-symbol",
                json!({"expectedSnapshot": begun["snapshot"], "symbol": {"symbolId": "M:Bench.Shared.Compute(System.Int32)"}, "newName": "Calculate"}),
            )
        });
        let renamed = renamed?;
        rename_times.push(took);
        rename_count = renamed["data"]["referenceCount"].as_u64().unwrap_or(0);
        rename_files = renamed["data"]["documents"]
            .as_array()
            .map_or(0, |d| d.len());
        let rolled = call(
            &rename_workbench,
            "transaction-rollback",
            json!({"expectedSnapshot": renamed["snapshot"]}),
        )?;
        current = rolled["snapshot"].clone();
    }
    let rename_time = rename_times[0];
    let rename_warm = Stats::of(&rename_times[1..]).median;

    println!("\nmeasurements:");
    let total = first["data"]["references"]["totalCount"]
        .as_u64()
        .unwrap_or(0);
    println!(
        "  find-references, first call after open (cold)   {:>9}   {total} references of {first_id}",
        fmt_duration(cold)
    );
    println!(
        "  find-references, first call per symbol           {:>9}   median of {} symbols (p95 {})",
        fmt_duration(first_per_symbol.median),
        ids.len(),
        fmt_duration(first_per_symbol.p95)
    );
    println!(
        "  find-references warm, median of {:<4}             {:>9}   p95 {}",
        warm_times.len(),
        fmt_duration(warm.median),
        fmt_duration(warm.p95)
    );
    println!(
        "  find-references after a one-line body edit       {:>9}",
        fmt_duration(after_edit)
    );
    println!(
        "  rename-symbol staged, first                      {:>9}   {rename_count} places in {rename_files} files",
        fmt_duration(rename_time)
    );
    println!(
        "  rename-symbol staged, again (after rollback)     {:>9}",
        fmt_duration(rename_warm)
    );

    println!("\ngoals:");
    let goals = [
        ("find-references cold (first call)", COLD_GOAL, cold),
        ("find-references warm (median)", WARM_GOAL, warm.median),
        (
            "find-references after a body edit",
            AFTER_EDIT_GOAL,
            after_edit,
        ),
        ("rename-symbol staged (first)", RENAME_GOAL, rename_time),
    ];
    let mut ok = true;
    for (what, goal, measured) in goals {
        ok &= measured < goal;
        let verdict = if measured < goal { "PASS" } else { "FAIL" };
        println!(
            "  {what:<40} goal < {:>9}   measured {:>9}   {verdict}",
            fmt_duration(goal),
            fmt_duration(measured)
        );
    }
    Ok(ok)
}
