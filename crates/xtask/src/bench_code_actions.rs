//! `bench-code-actions`: times `list-code-actions` at a caret in a 2,000-line document (cold
//! and warm; goal < 50 ms warm) and Fix All over 200 documents (prepare-fix-all plus
//! stage-code-action; goal < 1 s) and Extract method on 100 statements of a 200-line method
//! (stage-code-action; goal < 100 ms), through the MCP tools.

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use workbench_mcp::{ServerOptions, Workbench};

use crate::bench::call;
use crate::measure::{Stats, fmt_duration, timed};

const LIST_GOAL: Duration = Duration::from_millis(50);
const FIX_ALL_GOAL: Duration = Duration::from_secs(1);
const EXTRACT_GOAL: Duration = Duration::from_millis(100);

/// `Long.cs`: one 200-line method; returns the text and the selection (start, length) of its
/// middle 100 statements, which read `seed` and read and write `total`.
fn long_method() -> (String, usize, usize) {
    let mut text = String::from(
        "namespace Bench.Big\n{\n    public class Long\n    {\n        public int Run(int seed)\n        {\n            int total = seed;\n",
    );
    let (mut start, mut end) = (0, 0);
    for i in 0..196 {
        if i == 48 {
            start = text.len() + 12;
        }
        text.push_str(&format!("            total += seed * {i} - total / 7;\n"));
        if i == 147 {
            end = text.len() - 1;
        }
    }
    text.push_str("            return total;\n        }\n    }\n}\n");
    (text, start, end - start)
}

#[derive(Debug, clap::Args)]
pub struct BenchCodeActionsArgs {
    /// Documents that need the same `using` (Fix All in Solution scope).
    #[arg(long, default_value_t = 200)]
    pub files: usize,
    /// Lines of the large document.
    #[arg(long, default_value_t = 2000)]
    pub lines: usize,
    /// Warm list-code-actions calls to time.
    #[arg(long, default_value_t = 20)]
    pub iterations: usize,
}

/// Writes the project; returns the caret offset (UTF-16 = bytes, ASCII) in `Big.cs`.
fn write_project(dir: &Path, files: usize, lines: usize) -> std::io::Result<usize> {
    if dir.exists() {
        std::fs::remove_dir_all(dir)?;
    }
    std::fs::create_dir_all(dir.join("Uses"))?;
    std::fs::write(
        dir.join("Bench.csproj"),
        "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <ImplicitUsings>disable</ImplicitUsings>\n  </PropertyGroup>\n</Project>\n",
    )?;
    std::fs::write(
        dir.join("Widget.cs"),
        "namespace Bench.Lib\n{\n    public class Widget\n    {\n        public int Size => 1;\n    }\n}\n",
    )?;
    for i in 0..files {
        let text = format!(
            "namespace Bench.Uses\n{{\n    public class User{i}\n    {{\n        private Widget first;\n        private Widget second;\n\n        public int Total(Widget extra) => extra.Size + {i};\n    }}\n}}\n"
        );
        std::fs::write(dir.join(format!("Uses/User{i}.cs")), text)?;
    }
    let mut big = String::from("namespace Bench.Big\n{\n    public class Big\n    {\n");
    let methods = lines.saturating_sub(6) / 5;
    let mut caret = 0;
    for m in 0..methods {
        big.push_str(&format!("        public int M{m}(int x)\n        {{\n"));
        if m == methods / 2 {
            big.push_str("            int ");
            caret = big.len();
            big.push_str("unused;\n");
        } else {
            big.push_str(&format!("            var y = x * {m};\n"));
        }
        big.push_str("            return x;\n        }\n");
    }
    big.push_str("    }\n}\n");
    std::fs::write(dir.join("Big.cs"), big)?;
    std::fs::write(dir.join("Long.cs"), long_method().0)?;
    Ok(caret)
}

pub fn run(args: &BenchCodeActionsArgs) -> ExitCode {
    match bench(args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("bench-code-actions: {error}");
            ExitCode::from(2)
        }
    }
}

fn bench(args: &BenchCodeActionsArgs) -> Result<bool, String> {
    let base = crate::bench::data_dir().join("code-actions");
    let dir = base.join("project");
    let caret = write_project(&dir, args.files, args.lines).map_err(|e| e.to_string())?;
    let options = ServerOptions {
        state_dir: Some(base.join("state").display().to_string()),
        ..ServerOptions::default()
    };
    let workbench = Workbench::new(options, Arc::new(workbench_host::RealSystem));
    let opened = call(
        &workbench,
        "workspace-open",
        json!({"path": dir.display().to_string(), "limit": 0}),
    )?;
    let list = |snapshot: &Value| {
        call(
            &workbench,
            "list-code-actions",
            json!({
                "expectedSnapshot": snapshot,
                "document": {"path": "Big.cs"},
                "range": {"start": caret, "length": 0},
                "kinds": "All"
            }),
        )
    };
    let (cold, cold_time) = timed(|| list(&opened["snapshot"]));
    let cold = cold?;
    let titles: Vec<&str> = cold["data"]["actions"]["items"]
        .as_array()
        .map(|a| a.iter().filter_map(|i| i["title"].as_str()).collect())
        .unwrap_or_default();
    if !titles.contains(&"Remove unused variable") {
        return Err(format!("no 'Remove unused variable' at the caret: {cold}"));
    }
    let mut warm = Vec::new();
    for _ in 0..args.iterations.max(1) {
        let (answer, took) = timed(|| list(&opened["snapshot"]));
        answer?;
        warm.push(took);
    }
    let warm = Stats::of(&warm);
    // Fix All: "using Bench.Lib;" in every document that uses Widget.
    let listed = call(
        &workbench,
        "list-code-actions",
        json!({
            "expectedSnapshot": opened["snapshot"],
            "document": {"path": "Uses/User0.cs"},
            "kinds": "CodeFixes",
            "diagnosticIds": ["CS0246"]
        }),
    )?;
    let action = listed["data"]["actions"]["items"]
        .as_array()
        .and_then(|a| a.iter().find(|i| i["title"] == "using Bench.Lib;"))
        .ok_or_else(|| format!("no 'using Bench.Lib;' in User0.cs: {listed}"))?["actionId"]
        .clone();
    let (prepared, prepare_time) = timed(|| {
        call(
            &workbench,
            "prepare-fix-all",
            json!({
                "expectedSnapshot": listed["snapshot"],
                "actionId": action,
                "scope": "Solution",
                "maxChangedDocuments": args.files + 10
            }),
        )
    });
    let prepared = prepared?;
    let changed = prepared["data"]["changedDocumentCount"]
        .as_u64()
        .unwrap_or(0);
    if changed != args.files as u64 {
        return Err(format!(
            "Fix All changes {changed} documents, not {}",
            args.files
        ));
    }
    let (staged, stage_time) = timed(|| {
        call(
            &workbench,
            "stage-code-action",
            json!({"expectedSnapshot": prepared["snapshot"], "actionId": prepared["data"]["actionId"]}),
        )
    });
    let staged = staged?;
    let added = staged["data"]["diagnosticsDelta"]["added"]["items"]
        .as_array()
        .map_or(0, Vec::len);
    // Extract method on the middle of a 200-line method (in the Fix All's transaction).
    let (_, start, length) = long_method();
    let listed = call(
        &workbench,
        "list-code-actions",
        json!({
            "expectedSnapshot": staged["snapshot"],
            "document": {"path": "Long.cs"},
            "range": {"start": start, "length": length},
            "kinds": "Refactorings"
        }),
    )?;
    let extract = listed["data"]["actions"]["items"]
        .as_array()
        .and_then(|a| a.iter().find(|i| i["title"] == "Extract method"))
        .ok_or_else(|| format!("no 'Extract method' in Long.cs: {listed}"))?["actionId"]
        .clone();
    let (extracted, extract_time) = timed(|| {
        call(
            &workbench,
            "stage-code-action",
            json!({"expectedSnapshot": listed["snapshot"], "actionId": extract}),
        )
    });
    let extracted = extracted?;
    let extract_added = extracted["data"]["diagnosticsDelta"]["added"]["items"]
        .as_array()
        .map_or(0, Vec::len);
    println!(
        "\nlist-code-actions at a caret in a {}-line document",
        args.lines
    );
    println!(
        "  {:<46} {:>11}",
        "cold (first call)",
        fmt_duration(cold_time)
    );
    println!(
        "  {:<46} {:>11}  min {} max {}",
        format!("warm, median of {}", args.iterations.max(1)),
        fmt_duration(warm.median),
        fmt_duration(warm.min),
        fmt_duration(warm.max)
    );
    println!(
        "\nFix All 'using Bench.Lib;' in Solution scope ({} documents, {} occurrences)",
        changed, prepared["data"]["occurrenceCount"]
    );
    println!(
        "  {:<46} {:>11}",
        "prepare-fix-all",
        fmt_duration(prepare_time)
    );
    println!(
        "  {:<46} {:>11}",
        "stage-code-action (incl. diagnostics delta)",
        fmt_duration(stage_time)
    );
    println!("  errors added by the change: {added}");
    println!("\nExtract method on 100 statements of a 200-line method");
    println!(
        "  {:<46} {:>11}",
        "stage-code-action (incl. diagnostics delta)",
        fmt_duration(extract_time)
    );
    println!("  errors added by the change: {extract_added}");
    let list_ok = warm.median < LIST_GOAL;
    let fix_all_ok = prepare_time + stage_time < FIX_ALL_GOAL;
    let extract_ok = extract_time < EXTRACT_GOAL;
    println!(
        "\ngoal: warm list-code-actions < {} — {}",
        fmt_duration(LIST_GOAL),
        if list_ok { "met" } else { "MISSED" }
    );
    println!(
        "goal: Fix All over {} documents (prepare + stage) < {} — {}",
        args.files,
        fmt_duration(FIX_ALL_GOAL),
        if fix_all_ok { "met" } else { "MISSED" }
    );
    println!(
        "goal: Extract method on a 200-line method staged < {} — {}",
        fmt_duration(EXTRACT_GOAL),
        if extract_ok { "met" } else { "MISSED" }
    );
    Ok(list_ok && fix_all_ok && extract_ok && added == 0 && extract_added == 0)
}
