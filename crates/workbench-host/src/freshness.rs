//! Cheap detection of on-disk changes before each call: stamps of documents, project inputs
//! and source directories, compared without reading unless a stamp moved.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use cs_project::EntryKind;

use crate::system::{Stamp, System};

/// Why a workspace must be reloaded before it can answer again.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ReloadReason {
    pub kind: ReloadReasonKind,
    /// Absolute path of what changed.
    pub path: PathBuf,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ReloadReasonKind {
    /// A solution, project or imported props/targets file changed.
    ProjectInputChanged,
    ProjectInputRemoved,
    /// A solution, project or props file appeared where the loader had looked for one.
    ProjectInputAdded,
    DocumentAdded,
    DocumentRemoved,
}

impl ReloadReasonKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ReloadReasonKind::ProjectInputChanged => "ProjectInputChanged",
            ReloadReasonKind::ProjectInputRemoved => "ProjectInputRemoved",
            ReloadReasonKind::ProjectInputAdded => "ProjectInputAdded",
            ReloadReasonKind::DocumentAdded => "DocumentAdded",
            ReloadReasonKind::DocumentRemoved => "DocumentRemoved",
        }
    }
}

#[derive(Debug)]
struct TrackedFile {
    path: PathBuf,
    stamp: Option<Stamp>,
}

#[derive(Debug)]
struct TrackedDir {
    path: PathBuf,
    stamp: Option<Stamp>,
    source_files: BTreeSet<PathBuf>,
}

/// The stamps recorded at load time (and refreshed as changes are absorbed).
#[derive(Debug, Default)]
pub struct Freshness {
    documents: Vec<TrackedFile>,
    inputs: Vec<TrackedFile>,
    dirs: Vec<TrackedDir>,
}

/// What one check found.
#[derive(Debug, Default)]
pub struct FreshnessReport {
    /// Document files whose stamp moved and which still exist: re-read them.
    pub touched_documents: Vec<PathBuf>,
    pub reload_reasons: Vec<ReloadReason>,
}

/// Directory names the SDK never compiles from; also skipped when watching for new files.
pub fn is_ignored_dir(name: &str) -> bool {
    name.starts_with('.') || name.eq_ignore_ascii_case("bin") || name.eq_ignore_ascii_case("obj")
}

fn is_source_file(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("cs"))
}

impl Freshness {
    /// Records stamps of `documents` (unique absolute paths), project `inputs`, and every
    /// directory below `source_roots` (with the `.cs` files each holds).
    pub fn record(
        system: &dyn System,
        documents: impl IntoIterator<Item = PathBuf>,
        inputs: impl IntoIterator<Item = PathBuf>,
        source_roots: impl IntoIterator<Item = PathBuf>,
    ) -> Freshness {
        let track = |path: PathBuf| TrackedFile {
            stamp: system.stamp(&path),
            path,
        };
        let mut freshness = Freshness {
            documents: documents.into_iter().map(track).collect(),
            inputs: inputs.into_iter().map(track).collect(),
            dirs: Vec::new(),
        };
        let mut roots: Vec<PathBuf> = source_roots.into_iter().collect();
        roots.sort();
        roots.dedup();
        let mut seen = BTreeSet::new();
        let mut pending = roots;
        while let Some(dir) = pending.pop() {
            if !seen.insert(dir.clone()) {
                continue;
            }
            let Ok(entries) = system.read_dir(&dir) else {
                continue;
            };
            let mut source_files = BTreeSet::new();
            for entry in entries {
                match entry.kind {
                    EntryKind::Dir => {
                        let name = entry
                            .path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned());
                        if !name.is_some_and(|n| is_ignored_dir(&n)) {
                            pending.push(entry.path);
                        }
                    }
                    EntryKind::File if is_source_file(&entry.path) => {
                        source_files.insert(entry.path);
                    }
                    EntryKind::File => {}
                }
            }
            freshness.dirs.push(TrackedDir {
                stamp: system.stamp(&dir),
                path: dir,
                source_files,
            });
        }
        freshness
    }

    /// Compares every stamp with the disk. Costs one `stat` per tracked file and directory;
    /// reads only directories whose stamp moved.
    pub fn check(&mut self, system: &dyn System) -> FreshnessReport {
        let mut report = FreshnessReport::default();
        for file in &mut self.documents {
            let now = system.stamp(&file.path);
            if now == file.stamp {
                continue;
            }
            match now {
                Some(stamp) if stamp.kind == EntryKind::File => {
                    report.touched_documents.push(file.path.clone());
                    file.stamp = Some(stamp);
                }
                _ => report.reload_reasons.push(ReloadReason {
                    kind: ReloadReasonKind::DocumentRemoved,
                    path: file.path.clone(),
                }),
            }
        }
        for file in &mut self.inputs {
            let now = system.stamp(&file.path);
            if now == file.stamp {
                continue;
            }
            let kind = match (&file.stamp, &now) {
                (None, Some(_)) => ReloadReasonKind::ProjectInputAdded,
                (Some(_), None) => ReloadReasonKind::ProjectInputRemoved,
                _ => ReloadReasonKind::ProjectInputChanged,
            };
            report.reload_reasons.push(ReloadReason {
                kind,
                path: file.path.clone(),
            });
        }
        for dir in &mut self.dirs {
            let now = system.stamp(&dir.path);
            if now == dir.stamp {
                continue;
            }
            dir.stamp = now;
            let current: BTreeSet<PathBuf> = system
                .read_dir(&dir.path)
                .unwrap_or_default()
                .into_iter()
                .filter(|e| e.kind == EntryKind::File && is_source_file(&e.path))
                .map(|e| e.path)
                .collect();
            for added in current.difference(&dir.source_files) {
                report.reload_reasons.push(ReloadReason {
                    kind: ReloadReasonKind::DocumentAdded,
                    path: added.clone(),
                });
            }
            // Removed files are reported through the documents' own stamps.
            dir.source_files = current;
        }
        report.reload_reasons.sort();
        report.reload_reasons.dedup();
        report
    }
}
