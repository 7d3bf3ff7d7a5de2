//! Counts the files of a C# checkout that parse with syntax errors (a measurement, not a test):
//! `cargo run -p cs-syntax --example real_errors -- DIR [SYMBOL...]`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn main() {
    let mut args = std::env::args().skip(1);
    let root = PathBuf::from(args.next().expect("usage: real_errors DIR [SYMBOL...]"));
    let options = cs_syntax::ParseOptions::with_symbols(args);
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let (mut with_errors, mut total, mut warnings, mut inactive) = (0, 0, 0, 0);
    let mut ids: BTreeMap<String, usize> = BTreeMap::new();
    for path in &files {
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let text = cs_syntax::decode_source(&bytes).text;
        let parse = cs_syntax::parse_with(&text, &options);
        assert_eq!(parse.syntax().text(), text.as_str(), "{}", path.display());
        warnings += parse.warnings().len();
        inactive += parse.inactive_ranges().len();
        if parse.errors().is_empty() {
            continue;
        }
        with_errors += 1;
        total += parse.errors().len();
        let first = &parse.errors()[0];
        let line = text[..usize::from(first.range.start())].lines().count();
        println!(
            "{}:{line}: {} {} ({} errors)",
            path.display(),
            first.id,
            first.message,
            parse.errors().len()
        );
        for error in parse.errors() {
            *ids.entry(error.id.clone()).or_default() += 1;
        }
    }
    println!(
        "{} files, {with_errors} with errors, {total} errors: {ids:?}; {warnings} warnings, \
         {inactive} inactive regions",
        files.len()
    );
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !name.starts_with('.') && name != "bin" && name != "obj" {
                collect(&path, files);
            }
        } else if name.ends_with(".cs") {
            files.push(path);
        }
    }
}
