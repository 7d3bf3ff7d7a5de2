//! `cargo xtask grammar`: regenerates the C# grammar crate's parser from its `grammar.js`
//! (`npm ci` brings the pinned upstream grammar, the tree-sitter generator runs in-process),
//! and `--check` fails when the committed generated files differ from a fresh generation.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The files `tree-sitter generate` writes under `src/`, all committed.
const GENERATED: &[&str] = &[
    "parser.c",
    "grammar.json",
    "node-types.json",
    "tree_sitter/parser.h",
    "tree_sitter/alloc.h",
    "tree_sitter/array.h",
];

/// The ABI the generated parser is built for: the newest the tree-sitter runtime reads.
const ABI_VERSION: usize = tree_sitter::LANGUAGE_VERSION;

#[derive(clap::Args)]
pub struct GrammarArgs {
    /// Generate into a temporary folder and fail when the committed files differ.
    #[arg(long)]
    check: bool,
    /// Skip `npm ci` (node_modules is already installed from package-lock.json).
    #[arg(long)]
    no_install: bool,
}

pub fn run(args: &GrammarArgs) -> ExitCode {
    match generate(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("grammar: {error}");
            ExitCode::FAILURE
        }
    }
}

fn grammar_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tree-sitter-csharp14")
}

fn generate(args: &GrammarArgs) -> Result<(), String> {
    let dir = grammar_dir();
    if !args.no_install {
        npm_ci(&dir)?;
    }
    let started = std::time::Instant::now();
    let out = if args.check {
        let out = std::env::temp_dir().join(format!("csharp14-grammar-{}", std::process::id()));
        std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
        out
    } else {
        dir.join("src")
    };
    let out_str = out.to_str().ok_or("the output path is not UTF-8")?;
    tree_sitter_generate::generate_parser_in_directory(
        &dir,
        Some(out_str),
        None,
        ABI_VERSION,
        None,
        None,
    )
    .map_err(|e| format!("tree-sitter generate: {e}"))?;
    eprintln!("generated in {:.1} s", started.elapsed().as_secs_f64());
    if !args.check {
        return Ok(());
    }
    let differing: Vec<&str> = GENERATED
        .iter()
        .copied()
        .filter(|file| {
            let fresh = std::fs::read(out.join(file)).ok();
            let committed = std::fs::read(dir.join("src").join(file)).ok();
            fresh.is_none() || fresh != committed
        })
        .collect();
    let _ = std::fs::remove_dir_all(&out);
    if differing.is_empty() {
        eprintln!("the committed parser matches grammar.js");
        Ok(())
    } else {
        Err(format!(
            "the committed generated files differ from grammar.js: {} (run `cargo xtask grammar` \
             and commit the result)",
            differing.join(", ")
        ))
    }
}

/// Installs the grammar's npm packages exactly as package-lock.json pins them. Install scripts
/// are skipped: tree-sitter-cli's would download its binary, and the generator runs here.
fn npm_ci(dir: &Path) -> Result<(), String> {
    let status = Command::new("npm")
        .args([
            "ci",
            "--ignore-scripts",
            "--no-audit",
            "--no-fund",
            "--loglevel=error",
        ])
        .current_dir(dir)
        .status()
        .map_err(|e| format!("npm: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("npm ci failed ({status})"))
    }
}
