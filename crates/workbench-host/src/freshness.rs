//! Cheap detection of on-disk changes before each call. Stamps of documents, project inputs
//! and source directories are recorded at load; a check compares only what change
//! notification names (or, without a watcher or after lost events, every stamp).

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use cs_project::EntryKind;

use crate::system::{Stamp, System};
use crate::watcher::DirWatcher;

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
    subdirs: BTreeSet<PathBuf>,
}

/// The stamps recorded at load time (and refreshed as changes are absorbed).
#[derive(Default)]
pub struct Freshness {
    documents: Vec<TrackedFile>,
    inputs: Vec<TrackedFile>,
    dirs: Vec<TrackedDir>,
    document_index: HashMap<PathBuf, usize>,
    input_index: HashMap<PathBuf, usize>,
    dir_index: HashMap<PathBuf, usize>,
    watcher: Option<Box<dyn DirWatcher>>,
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

fn is_ignored_path(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| is_ignored_dir(&n.to_string_lossy()))
}

impl Freshness {
    /// Records stamps of `documents` (unique absolute paths), project `inputs`, and every
    /// directory below `source_roots` (with the `.cs` files each holds), and starts watching
    /// the directories that hold any of them.
    pub fn record(
        system: &dyn System,
        documents: impl IntoIterator<Item = PathBuf>,
        inputs: impl IntoIterator<Item = PathBuf>,
        source_roots: impl IntoIterator<Item = PathBuf>,
    ) -> Freshness {
        let mut freshness = Freshness {
            watcher: system.watcher(),
            ..Freshness::default()
        };
        for path in documents {
            freshness
                .document_index
                .insert(path.clone(), freshness.documents.len());
            freshness.documents.push(TrackedFile {
                stamp: system.stamp(&path),
                path,
            });
        }
        for path in inputs {
            freshness
                .input_index
                .insert(path.clone(), freshness.inputs.len());
            freshness.inputs.push(TrackedFile {
                stamp: system.stamp(&path),
                path,
            });
        }
        let mut roots: Vec<PathBuf> = source_roots.into_iter().collect();
        roots.sort();
        roots.dedup();
        for root in roots {
            freshness.track_tree(system, root, &mut |_| {});
        }
        if freshness.watcher.is_some() {
            // Directories holding documents or inputs outside the source roots (linked
            // files, solution and props files) are watched too.
            let mut extra: BTreeSet<PathBuf> = freshness
                .documents
                .iter()
                .chain(&freshness.inputs)
                .filter_map(|f| f.path.parent().map(Path::to_path_buf))
                .filter(|dir| !freshness.dir_index.contains_key(dir))
                .collect();
            extra.retain(|dir| system.stamp(dir).is_some_and(|s| s.kind == EntryKind::Dir));
            let dirs: Vec<PathBuf> = freshness.dirs.iter().map(|d| d.path.clone()).collect();
            let watcher = freshness.watcher.as_mut().expect("checked above");
            let all_watched = dirs.iter().chain(&extra).all(|dir| watcher.watch(dir));
            if !all_watched {
                // Partial coverage would miss changes silently: sweep stamps instead.
                tracing::info!(
                    "change notification unavailable for some directories; sweeping stamps"
                );
                freshness.watcher = None;
            }
        }
        freshness
    }

    /// Records the current stamp of a document file the host itself just wrote (or created),
    /// so the write is not mistaken for an outside change.
    pub fn track_document(&mut self, system: &dyn System, path: &Path) {
        let stamp = system.stamp(path);
        match self.document_index.get(path) {
            Some(&i) => self.documents[i].stamp = stamp,
            None => {
                self.document_index
                    .insert(path.to_path_buf(), self.documents.len());
                self.documents.push(TrackedFile {
                    path: path.to_path_buf(),
                    stamp,
                });
            }
        }
        if let Some(&i) = path.parent().and_then(|p| self.dir_index.get(p)) {
            self.dirs[i].source_files.insert(path.to_path_buf());
        }
    }

    /// Stops expecting a document file the host itself deleted.
    pub fn forget_document(&mut self, path: &Path) {
        if let Some(&i) = self.document_index.get(path) {
            self.documents[i].stamp = None;
        }
        if let Some(&i) = path.parent().and_then(|p| self.dir_index.get(p)) {
            self.dirs[i].source_files.remove(path);
        }
    }

    /// Records `root` and every directory below it (except ignored ones), calling
    /// `on_source_file` for each `.cs` file found.
    fn track_tree(
        &mut self,
        system: &dyn System,
        root: PathBuf,
        on_source_file: &mut dyn FnMut(PathBuf),
    ) {
        let mut pending = vec![root];
        while let Some(dir) = pending.pop() {
            if self.dir_index.contains_key(&dir) {
                continue;
            }
            let Ok(entries) = system.read_dir(&dir) else {
                continue;
            };
            let mut source_files = BTreeSet::new();
            let mut subdirs = BTreeSet::new();
            for entry in entries {
                match entry.kind {
                    EntryKind::Dir if !is_ignored_path(&entry.path) => {
                        subdirs.insert(entry.path.clone());
                        pending.push(entry.path);
                    }
                    EntryKind::File if is_source_file(&entry.path) => {
                        on_source_file(entry.path.clone());
                        source_files.insert(entry.path);
                    }
                    _ => {}
                }
            }
            self.dir_index.insert(dir.clone(), self.dirs.len());
            self.dirs.push(TrackedDir {
                stamp: system.stamp(&dir),
                path: dir,
                source_files,
                subdirs,
            });
        }
    }

    /// Compares stamps with the disk: only those named by change notification, or all of
    /// them when there is no watcher or events were lost.
    pub fn check(&mut self, system: &dyn System) -> FreshnessReport {
        let mut report = FreshnessReport::default();
        let drained = self.watcher.as_mut().map(|w| w.drain());
        match drained {
            Some(drained) if !drained.overflowed => {
                let mut dirs = BTreeSet::new();
                for path in &drained.paths {
                    if let Some(&i) = self.document_index.get(path) {
                        self.check_document(system, i, &mut report);
                    }
                    if let Some(&i) = self.input_index.get(path) {
                        self.check_input(system, i, &mut report);
                    }
                    if let Some(&i) = self.dir_index.get(path) {
                        dirs.insert(i);
                    }
                    if let Some(&i) = path.parent().and_then(|p| self.dir_index.get(p)) {
                        dirs.insert(i);
                    }
                }
                for i in dirs {
                    self.check_dir(system, i, &mut report);
                }
            }
            _ => {
                for i in 0..self.documents.len() {
                    self.check_document(system, i, &mut report);
                }
                for i in 0..self.inputs.len() {
                    self.check_input(system, i, &mut report);
                }
                for i in 0..self.dirs.len() {
                    self.check_dir(system, i, &mut report);
                }
            }
        }
        report.touched_documents.sort();
        report.touched_documents.dedup();
        report.reload_reasons.sort();
        report.reload_reasons.dedup();
        report
    }

    fn check_document(&mut self, system: &dyn System, i: usize, report: &mut FreshnessReport) {
        let file = &mut self.documents[i];
        let now = system.stamp(&file.path);
        if now == file.stamp {
            return;
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

    fn check_input(&mut self, system: &dyn System, i: usize, report: &mut FreshnessReport) {
        let file = &self.inputs[i];
        let now = system.stamp(&file.path);
        if now == file.stamp {
            return;
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

    /// Re-lists a directory whose stamp moved: new `.cs` files (also inside new
    /// subdirectories) are reported; removed ones are reported through their own stamps.
    fn check_dir(&mut self, system: &dyn System, i: usize, report: &mut FreshnessReport) {
        let now = system.stamp(&self.dirs[i].path);
        if now == self.dirs[i].stamp {
            return;
        }
        self.dirs[i].stamp = now;
        let entries = system.read_dir(&self.dirs[i].path).unwrap_or_default();
        let mut source_files = BTreeSet::new();
        let mut subdirs = BTreeSet::new();
        for entry in entries {
            match entry.kind {
                EntryKind::Dir if !is_ignored_path(&entry.path) => {
                    subdirs.insert(entry.path);
                }
                EntryKind::File if is_source_file(&entry.path) => {
                    source_files.insert(entry.path);
                }
                _ => {}
            }
        }
        let dir = &mut self.dirs[i];
        for added in source_files.difference(&dir.source_files) {
            report.reload_reasons.push(ReloadReason {
                kind: ReloadReasonKind::DocumentAdded,
                path: added.clone(),
            });
        }
        let new_subdirs: Vec<PathBuf> = subdirs.difference(&dir.subdirs).cloned().collect();
        dir.source_files = source_files;
        dir.subdirs = subdirs;
        for subdir in new_subdirs {
            let first_new = self.dirs.len();
            let mut found = Vec::new();
            self.track_tree(system, subdir, &mut |path| found.push(path));
            for path in found {
                report.reload_reasons.push(ReloadReason {
                    kind: ReloadReasonKind::DocumentAdded,
                    path,
                });
            }
            if let Some(watcher) = self.watcher.as_mut() {
                for dir in &self.dirs[first_new..] {
                    if !watcher.watch(&dir.path) {
                        self.watcher = None;
                        break;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::system::RealSystem;

    /// A disk system without change notification, to exercise the sweep.
    struct SweepingSystem;

    impl System for SweepingSystem {
        fn read(&self, path: &Path) -> std::io::Result<Vec<u8>> {
            RealSystem.read(path)
        }
        fn read_dir(&self, path: &Path) -> std::io::Result<Vec<cs_project::DirEntry>> {
            RealSystem.read_dir(path)
        }
        fn stamp(&self, path: &Path) -> Option<Stamp> {
            RealSystem.stamp(path)
        }
        fn current_dir(&self) -> std::io::Result<PathBuf> {
            RealSystem.current_dir()
        }
    }

    fn changes(system: &dyn System) {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let doc = root.join("A.cs");
        let project = root.join("P.csproj");
        std::fs::write(&doc, "class A {}").unwrap();
        std::fs::write(&project, "<Project />").unwrap();
        let mut freshness =
            Freshness::record(system, [doc.clone()], [project.clone()], [root.clone()]);
        let quiet = freshness.check(system);
        assert!(quiet.touched_documents.is_empty() && quiet.reload_reasons.is_empty());

        std::fs::write(&doc, "class A { int x; }").unwrap();
        assert_eq!(freshness.check(system).touched_documents, vec![doc.clone()]);
        assert!(
            freshness.check(system).touched_documents.is_empty(),
            "absorbed once"
        );

        std::fs::create_dir_all(root.join("New/Deeper")).unwrap();
        std::fs::write(root.join("New/Deeper/B.cs"), "class B {}").unwrap();
        std::fs::create_dir_all(root.join("obj")).unwrap();
        std::fs::write(root.join("obj/G.cs"), "class G {}").unwrap();
        let added = freshness.check(system);
        assert_eq!(
            added.reload_reasons,
            vec![ReloadReason {
                kind: ReloadReasonKind::DocumentAdded,
                path: root.join("New/Deeper/B.cs")
            }]
        );
        std::fs::write(root.join("New/C.cs"), "class C {}").unwrap();
        assert_eq!(
            freshness.check(system).reload_reasons[0].path,
            root.join("New/C.cs")
        );

        std::fs::write(&project, "<Project Sdk=\"x\" />").unwrap();
        std::fs::remove_file(&doc).unwrap();
        let kinds: Vec<ReloadReasonKind> = freshness
            .check(system)
            .reload_reasons
            .iter()
            .map(|r| r.kind)
            .collect();
        assert_eq!(
            kinds,
            vec![
                ReloadReasonKind::ProjectInputChanged,
                ReloadReasonKind::DocumentRemoved
            ]
        );
    }

    #[test]
    fn changes_are_seen_with_change_notification() {
        assert!(RealSystem.watcher().is_some() || !cfg!(target_os = "linux"));
        changes(&RealSystem);
    }

    #[test]
    fn changes_are_seen_by_sweeping_stamps() {
        changes(&SweepingSystem);
    }
}
