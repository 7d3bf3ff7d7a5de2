//! Floors to compare the host against: the same file-system calls and parses done directly,
//! without host code, serially and across threads. They say what a design can reach on this
//! machine, not what the host does.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use workbench_host::LoadedWorkspace;

use crate::bench::Row;
use crate::measure::{Stats, fmt_duration, timed};

/// Everything the freshness check stats: documents, project inputs and source directories.
pub fn tracked_paths(workspace: &LoadedWorkspace) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut files: Vec<PathBuf> = workspace
        .documents
        .iter()
        .map(|d| d.abs_path.clone())
        .collect();
    files.sort();
    files.dedup();
    files.extend(workspace.model.inputs.iter().cloned());
    let mut dirs = Vec::new();
    let mut pending: Vec<PathBuf> = workspace
        .model
        .projects
        .iter()
        .flat_map(|p| p.source_roots.iter().cloned())
        .collect();
    pending.sort();
    pending.dedup();
    while let Some(dir) = pending.pop() {
        if let Ok(entries) = std::fs::read_dir(&dir) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                let ignored = name.starts_with('.')
                    || name.eq_ignore_ascii_case("bin")
                    || name.eq_ignore_ascii_case("obj");
                if entry.file_type().is_ok_and(|t| t.is_dir()) && !ignored {
                    pending.push(entry.path());
                }
            }
        }
        dirs.push(dir);
    }
    (files, dirs)
}

fn median_of(runs: usize, mut f: impl FnMut()) -> Duration {
    let samples: Vec<Duration> = (0..runs).map(|_| timed(&mut f).1).collect();
    Stats::of(&samples).median
}

/// `std::fs::metadata` on every path, on one thread and on `threads` threads.
pub fn stat_floors(paths: &[PathBuf], threads: usize) -> Vec<Row> {
    let serial = median_of(9, || {
        for path in paths {
            std::hint::black_box(std::fs::metadata(path).ok());
        }
    });
    let chunk = paths.len().div_ceil(threads.max(1)).max(1);
    let parallel = median_of(9, || {
        std::thread::scope(|scope| {
            for part in paths.chunks(chunk) {
                scope.spawn(move || {
                    for path in part {
                        std::hint::black_box(std::fs::metadata(path).ok());
                    }
                });
            }
        });
    });
    let per = |d: Duration| {
        format!(
            "{:.2} µs per path",
            d.as_secs_f64() * 1e6 / paths.len().max(1) as f64
        )
    };
    vec![
        Row::new(
            format!("metadata() x {} paths, 1 thread", paths.len()),
            fmt_duration(serial),
            per(serial),
        ),
        Row::new(
            format!("metadata() x {} paths, {threads} threads", paths.len()),
            fmt_duration(parallel),
            per(parallel),
        ),
    ]
}

/// Listing directories as `RealSystem::read_dir` does (one `metadata` per entry) and with the
/// entry type the directory listing already carries.
pub fn read_dir_floors(dirs: &[PathBuf]) -> Vec<Row> {
    let list = |dir: &Path, stat_each: bool| -> usize {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return 0;
        };
        let mut n = 0;
        for entry in entries.flatten() {
            let is_dir = if stat_each {
                std::fs::metadata(entry.path()).is_ok_and(|m| m.is_dir())
            } else {
                entry.file_type().is_ok_and(|t| t.is_dir())
            };
            n += usize::from(is_dir) + 1;
        }
        n
    };
    let with_metadata = median_of(5, || {
        for dir in dirs {
            std::hint::black_box(list(dir, true));
        }
    });
    let with_file_type = median_of(5, || {
        for dir in dirs {
            std::hint::black_box(list(dir, false));
        }
    });
    vec![
        Row::new(
            format!("read_dir x {} dirs + metadata() per entry", dirs.len()),
            fmt_duration(with_metadata),
            "what RealSystem::read_dir does",
        ),
        Row::new(
            format!("read_dir x {} dirs + DirEntry::file_type()", dirs.len()),
            fmt_duration(with_file_type),
            "d_type from the listing; stat only symlinks",
        ),
    ]
}

/// Raw tree-sitter parses of every text, without building the rowan tree or errors.
pub fn tree_sitter_floor(texts: &[Arc<str>]) -> Row {
    let mut parser = tree_sitter::Parser::new();
    let language: tree_sitter::Language = tree_sitter_csharp14::LANGUAGE.into();
    let ok = parser.set_language(&language).is_ok();
    let took = timed(|| {
        for text in texts {
            if ok {
                std::hint::black_box(parser.parse(text.as_bytes(), None));
            }
        }
    })
    .1;
    Row::new(
        format!("tree-sitter parse only x {} texts", texts.len()),
        fmt_duration(took),
        "no rowan tree, no syntax errors",
    )
}

/// Whole-solution parsing split across `threads` threads with `cs_syntax::parse`.
pub fn parallel_parse_floor(texts: &[Arc<str>], threads: usize) -> Row {
    let chunk = texts.len().div_ceil(threads.max(1)).max(1);
    let took = timed(|| {
        std::thread::scope(|scope| {
            for part in texts.chunks(chunk) {
                scope.spawn(move || {
                    for text in part {
                        std::hint::black_box(cs_syntax::parse(text));
                    }
                });
            }
        });
    })
    .1;
    Row::new(
        format!(
            "cs_syntax::parse x {} texts, {threads} threads",
            texts.len()
        ),
        fmt_duration(took),
        "what a parallel whole-solution pass could reach",
    )
}

/// `cs_syntax::parse` of every text on one thread, outside salsa: what get-diagnostics
/// cannot avoid doing today.
pub fn parse_floor(texts: &[Arc<str>]) -> Row {
    let took = timed(|| {
        for text in texts {
            std::hint::black_box(cs_syntax::parse(text));
        }
    })
    .1;
    Row::new(
        format!("cs_syntax::parse x {} texts, 1 thread", texts.len()),
        fmt_duration(took),
        "tree-sitter + rowan tree + syntax errors",
    )
}
