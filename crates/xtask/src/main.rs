//! Project automation for cs-workbench, run as `cargo xtask <command>`: generating synthetic
//! C# solutions, benchmarking the server against them, counting errors on real solutions and
//! regenerating the C# grammar.

mod bench;
mod bench_analyzers;
mod bench_code_actions;
mod bench_commit;
mod bench_flow;
mod bench_plugin;
mod bench_references;
mod bench_structure;
mod corpus;
mod csharp;
mod gen_framework;
mod generator;
mod grammar;
mod measure;
mod phases;
mod plan;
mod probes;
mod rng;
mod words;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "xtask", about = "cs-workbench project automation")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write a deterministic synthetic C# solution (Synthetic.sln, src/ProjK/ProjK.csproj, …).
    GenSynthetic {
        #[arg(long, default_value_t = 50)]
        projects: usize,
        #[arg(long, default_value_t = 5000)]
        files: usize,
        #[arg(long)]
        out: PathBuf,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Generate (into target/bench-data) and measure open, freshness, diagnostics and memory.
    Bench(bench::BenchArgs),
    /// Stage an edit to each of 200 files and time transaction-commit (goal < 1 s).
    BenchCommit(bench_commit::BenchCommitArgs),
    /// Time the control-flow graph of a 300-line method and the flow share of diagnostics.
    BenchFlow(bench_flow::BenchFlowArgs),
    /// Time list-code-actions at a caret (2,000 lines) and Fix All over 200 documents.
    BenchCodeActions(bench_code_actions::BenchCodeActionsArgs),
    /// Time find-references (cold, warm, after a body edit) and staging a rename.
    BenchReferences(bench_references::BenchReferencesArgs),
    /// Regenerate the embedded .NET API index (crates/cs-framework/data) from the pinned npm
    /// packages (`npm ci` into target/framework-npm).
    GenFramework {
        /// Read target/framework-npm as it is (no `npm ci`).
        #[arg(long)]
        skip_install: bool,
    },
    /// Regenerate the C# grammar's parser from grammar.js (`--check`: fail when it differs).
    Grammar(grammar::GrammarArgs),
    /// Time the structure tools (graphs, cycles, metrics, tests, impact, duplicates) cold and warm.
    BenchStructure(bench_structure::BenchStructureArgs),
    /// Open real solutions and count their error diagnostics by ID, with first examples.
    Corpus(corpus::CorpusArgs),
    /// Time a plugin query round trip with one host callback (goal: median < 5 ms).
    BenchPlugin(bench_plugin::BenchPluginArgs),
    /// Internal: open once and report memory, for `bench` (runs in a fresh process).
    #[command(hide = true)]
    BenchMemory {
        #[arg(long)]
        solution: String,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::GenSynthetic {
            projects,
            files,
            out,
            seed,
        } => match generator::generate(&out, projects, files, seed) {
            Ok(written) => {
                println!(
                    "wrote {} projects, {} C# files ({} lines, {:.1} MB) to {}",
                    written.projects,
                    written.files,
                    written.lines,
                    written.bytes as f64 / 1e6,
                    out.display()
                );
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("gen-synthetic: {error}");
                ExitCode::FAILURE
            }
        },
        Command::GenFramework { skip_install } => match gen_framework::run(skip_install) {
            Ok(summary) => {
                eprintln!("gen-framework: {summary}");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("gen-framework: {error}");
                ExitCode::FAILURE
            }
        },
        Command::Bench(args) => bench::run(&args),
        Command::BenchCommit(args) => bench_commit::run(&args),
        Command::BenchFlow(args) => bench_flow::run(&args),
        Command::BenchStructure(args) => bench_structure::run(&args),
        Command::BenchReferences(args) => bench_references::run(&args),
        Command::Grammar(args) => grammar::run(&args),
        Command::BenchCodeActions(args) => bench_code_actions::run(&args),
        Command::BenchPlugin(args) => bench_plugin::run(&args),
        Command::BenchMemory { solution } => phases::memory_child(&solution),
        Command::Corpus(args) => corpus::run(&args),
    }
}
