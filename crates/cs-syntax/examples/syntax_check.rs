//! Parses every `.cs` file under the folders given and prints each syntax error (compiler
//! style, 1-based line and column) and a count per folder, for checking the grammar on real
//! code: `cargo run --release -p cs-syntax --example syntax_check -- DIR...`. No preprocessor
//! symbol is defined (the `cs-workbench check` of a solution defines its projects' symbols).

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path
                .file_name()
                .is_some_and(|n| n == ".git" || n == "bin" || n == "obj")
            {
                continue;
            }
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "cs") {
            out.push(path);
        }
    }
}

fn main() {
    for dir in std::env::args().skip(1) {
        let mut paths = Vec::new();
        files(Path::new(&dir), &mut paths);
        paths.sort();
        let (mut lines, mut errors) = (0, 0);
        let started = std::time::Instant::now();
        for path in &paths {
            let Ok(bytes) = std::fs::read(path) else {
                continue;
            };
            let text = cs_syntax::decode_source(&bytes).text;
            lines += text.lines().count();
            let parse = cs_syntax::parse(&text);
            let index = cs_syntax::LineIndex::new(&text);
            for error in parse.errors() {
                let at = index.line_col(error.range.start());
                println!(
                    "{}({},{}): error {}: {}",
                    path.display(),
                    at.line + 1,
                    at.col + 1,
                    error.id,
                    error.message
                );
                errors += 1;
            }
        }
        println!(
            "{dir}: {} files, {lines} lines, {errors} syntax errors, {:.1} s",
            paths.len(),
            started.elapsed().as_secs_f64()
        );
    }
}
