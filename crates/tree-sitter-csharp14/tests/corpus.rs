//! The grammar's corpus tests, in `tree-sitter test`'s format: `test/corpus/*.txt` (one entry
//! per rule our grammar.js adds) and `test/upstream/*.txt` (tree-sitter-c-sharp 0.23.5's own
//! corpus, which must keep passing). Each entry is a name between `===` lines, C# source, a
//! `---` line and the expected tree as an S-expression; field names are compared only when
//! the expected tree has some, as `tree-sitter test` does.

use std::path::Path;

struct Entry {
    file: String,
    name: String,
    source: String,
    expected: String,
    /// `:error`: the source must not parse cleanly; the tree is not compared.
    error: bool,
}

fn entries(dir: &Path) -> Vec<Entry> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
        .iter()
        .flat_map(|path| entries_of(&std::fs::read_to_string(path).unwrap(), path))
        .collect()
}

/// The entries of one corpus file.
fn entries_of(text: &str, path: &Path) -> Vec<Entry> {
    let mut entries = Vec::new();
    {
        let text = text.replace("\r\n", "\n");
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let lines: Vec<&str> = text.split('\n').collect();
        let is_header = |line: &str| line.len() >= 3 && line.bytes().all(|b| b == b'=');
        let is_divider = |line: &str| line.len() >= 3 && line.bytes().all(|b| b == b'-');
        let mut i = 0;
        while i < lines.len() {
            if !is_header(lines[i]) {
                i += 1;
                continue;
            }
            let name = lines[i + 1].trim().to_owned();
            let mut error = false;
            let mut j = i + 2;
            while !is_header(lines[j]) {
                error |= lines[j].trim() == ":error";
                j += 1;
            }
            let body_start = j + 1;
            let mut end = body_start;
            while end < lines.len() && !is_header(lines[end]) {
                end += 1;
            }
            // The last divider of the body separates the source from the tree.
            let divider = (body_start..end)
                .rev()
                .find(|&k| is_divider(lines[k]))
                .unwrap_or_else(|| panic!("{file}: {name}: no --- divider"));
            let source = lines[body_start..divider].join("\n").trim().to_owned() + "\n";
            let expected = lines[divider + 1..end].join("\n");
            entries.push(Entry {
                file: file.clone(),
                name,
                source,
                expected,
                error,
            });
            i = end;
        }
    }
    entries
}

/// Whitespace collapsed, none inside parentheses, comments (`; …`) dropped.
fn normalize(sexp: &str) -> String {
    let without_comments: String = sexp
        .lines()
        .map(|line| line.split_once(" ;").map_or(line, |(code, _)| code))
        .filter(|line| !line.trim_start().starts_with(';'))
        .collect::<Vec<_>>()
        .join(" ");
    let collapsed = without_comments
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    collapsed.replace("( ", "(").replace(" )", ")")
}

/// `(a name: (b))` without its field names: `(a (b))`.
fn strip_fields(sexp: &str) -> String {
    sexp.split(' ')
        .filter(|word| !word.ends_with(':') || word.starts_with('('))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An S-expression one node per line, as `tree-sitter test --update` writes them.
fn pretty(sexp: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    let mut pending_field = false;
    for word in normalize(sexp).split(' ') {
        if word.ends_with(':') && !word.starts_with('(') {
            out.push('\n');
            out.push_str(&"  ".repeat(depth));
            out.push_str(word);
            pending_field = true;
            continue;
        }
        if word.starts_with('(') {
            if pending_field {
                out.push(' ');
            } else if depth > 0 || !out.is_empty() {
                out.push('\n');
                out.push_str(&"  ".repeat(depth));
            }
        } else {
            out.push(' ');
        }
        pending_field = false;
        out.push_str(word);
        depth += word.matches('(').count();
        depth -= word.matches(')').count();
    }
    out
}

/// Rewrites the expected trees of the entries in the files of `dir` that `only` accepts with
/// what the grammar gives (`CORPUS_UPDATE=1` for ours; `CORPUS_UPDATE_UPSTREAM=a.txt,b.txt`
/// for upstream files where we differ on purpose): the trees are then reviewed by hand.
fn update(dir: &Path, parser: &mut tree_sitter::Parser, only: &dyn Fn(&Path) -> bool) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if !only(&path) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let mut out = String::new();
        let entries = entries_of(&text, &path);
        for entry in entries {
            let tree = parser.parse(&entry.source, None).unwrap();
            let bar = "=".repeat(80);
            let dash = "-".repeat(80);
            out.push_str(&format!(
                "{bar}\n{}\n{bar}\n\n{}\n{dash}\n\n{}\n\n",
                entry.name,
                entry.source,
                pretty(&tree.root_node().to_sexp())
            ));
        }
        std::fs::write(&path, out.trim_end().to_owned() + "\n").unwrap();
    }
}

fn run(dir: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&tree_sitter_csharp14::LANGUAGE.into())
        .unwrap();
    if dir.ends_with("test/corpus") && std::env::var_os("CORPUS_UPDATE").is_some() {
        update(&dir, &mut parser, &|_| true);
    }
    if let Some(files) = std::env::var("CORPUS_UPDATE_UPSTREAM")
        .ok()
        .filter(|_| dir.ends_with("test/upstream"))
    {
        let files: Vec<&str> = files.split(',').collect();
        update(&dir, &mut parser, &|path| {
            files
                .iter()
                .any(|f| path.file_name().is_some_and(|n| n == *f))
        });
    }
    let entries = entries(&dir);
    assert!(
        entries.len() > 10,
        "{} entries in {}",
        entries.len(),
        dir.display()
    );
    let mut failures = Vec::new();
    for entry in &entries {
        let tree = parser.parse(&entry.source, None).unwrap();
        if entry.error {
            if !tree.root_node().has_error() {
                failures.push(format!(
                    "{}: {}: parsed without error",
                    entry.file, entry.name
                ));
            }
            continue;
        }
        let expected = normalize(&entry.expected);
        let mut actual = normalize(&tree.root_node().to_sexp());
        if !expected.contains(": ") {
            actual = strip_fields(&actual);
        }
        if actual != expected {
            failures.push(format!(
                "{}: {}\n  expected: {expected}\n  actual:   {actual}",
                entry.file, entry.name
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus entries failed:\n{}",
        failures.len(),
        entries.len(),
        failures.join("\n")
    );
}

#[test]
fn our_corpus() {
    run("test/corpus");
}

#[test]
fn upstream_corpus() {
    run("test/upstream");
}
