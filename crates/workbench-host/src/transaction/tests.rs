//! Transactions end to end on the real disk (staging, rollback, conflicts, encodings, path
//! security, diff, diagnostics delta) and the write protocol under injected faults.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::commit::{plan, write_all};
use super::journal::{Journal, journal_dir, recover_dir};
use super::*;
use crate::error::ErrorCode;
use crate::selectors::DocumentSelector;
use crate::system::{RealSystem, Stamp, System};
use crate::{LoadedWorkspace, WorkspaceRegistry};

struct Fixture {
    _dir: tempfile::TempDir,
    root: PathBuf,
    state: tempfile::TempDir,
    registry: WorkspaceRegistry,
}

fn fixture(files: &[(&str, &[u8])]) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    for (path, bytes) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    let state = tempfile::tempdir().unwrap();
    let mut registry =
        WorkspaceRegistry::with_state_dir(Arc::new(RealSystem), Some(state.path().to_path_buf()));
    registry.open(&root.display().to_string(), None).unwrap();
    Fixture {
        _dir: dir,
        root,
        state,
        registry,
    }
}

impl Fixture {
    fn w(&mut self) -> &mut LoadedWorkspace {
        self.registry.get_mut(0)
    }
    fn doc(&self, path: &str) -> usize {
        self.registry
            .get(0)
            .resolve_document(
                &DocumentSelector {
                    path: Some(path.into()),
                    ..Default::default()
                },
                "document",
            )
            .unwrap()
    }
    fn edit(&mut self, path: &str, start: u32, length: u32, new_text: &str) -> HostResult<()> {
        let doc = self.doc(path);
        self.registry.get_mut(0).stage_edit(
            &RealSystem,
            doc,
            &[TextEditInput {
                start,
                length,
                new_text: new_text.into(),
            }],
        )
    }
    fn disk(&self) -> BTreeMap<String, (Vec<u8>, Option<std::time::SystemTime>)> {
        let mut out = BTreeMap::new();
        let mut pending = vec![self.root.clone()];
        while let Some(dir) = pending.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let entry = entry.unwrap();
                if entry.file_type().unwrap().is_dir() {
                    pending.push(entry.path());
                } else {
                    let meta = entry.metadata().unwrap();
                    out.insert(
                        entry.path().display().to_string(),
                        (std::fs::read(entry.path()).unwrap(), meta.modified().ok()),
                    );
                }
            }
        }
        out
    }
}

use crate::HostResult;

#[test]
fn staging_is_seen_by_queries_and_rollback_touches_no_file() {
    let mut f = fixture(&[("A.cs", b"class A { }\n"), ("B.cs", b"class B { }\n")]);
    let before = f.disk();
    let s0 = f.w().snapshot();
    assert_eq!(s0.transaction_revision, None);
    assert_eq!(
        f.w().stage_edit(&RealSystem, 0, &[]).unwrap_err().code,
        ErrorCode::TransactionRequired
    );
    f.w().begin_transaction().unwrap();
    assert_eq!(f.w().snapshot().transaction_revision, Some(0));
    assert_eq!(
        f.w().begin_transaction().unwrap_err().code,
        ErrorCode::TransactionActive
    );
    f.edit("A.cs", 6, 1, "Renamed").unwrap();
    let s1 = f.w().snapshot();
    assert_eq!(s1.transaction_revision, Some(1));
    assert_ne!(s1.snapshot_id, s0.snapshot_id);
    let a = f.doc("A.cs");
    assert_eq!(&*f.w().document_text(a), "class Renamed { }\n");
    let created = f
        .w()
        .stage_create(&RealSystem, "C.cs", 0, "class C { }".into())
        .unwrap();
    assert_eq!(f.w().documents[created].path, "C.cs");
    let b = f.doc("B.cs");
    f.w().stage_delete(&RealSystem, b).unwrap();
    assert_eq!(f.w().snapshot().transaction_revision, Some(3));
    assert!(f.w().live_documents().all(|d| d != b));
    let discarded = f.w().rollback_transaction(&RealSystem).unwrap();
    assert_eq!(discarded, vec!["A.cs", "B.cs", "C.cs"]);
    assert_eq!(f.w().snapshot().transaction_revision, None);
    assert_eq!(&*f.w().document_text(a), "class A { }\n");
    assert_eq!(f.w().live_document_count(), 2);
    assert_eq!(f.disk(), before, "rollback wrote nothing");
    assert!(
        std::fs::read_dir(f.state.path())
            .map(|d| d.count() == 0)
            .unwrap_or(true),
        "no journal for a rollback"
    );
}

#[test]
fn edits_are_validated() {
    let mut f = fixture(&[("A.cs", "class A { string s = \"😀\"; }\n".as_bytes())]);
    f.w().begin_transaction().unwrap();
    assert_eq!(
        f.edit("A.cs", 500, 0, "x").unwrap_err().code,
        ErrorCode::InvalidRange
    );
    // 23 lies between the halves of the emoji's surrogate pair.
    assert_eq!(
        f.edit("A.cs", 23, 0, "x").unwrap_err().code,
        ErrorCode::InvalidRange
    );
    let doc = f.doc("A.cs");
    let overlapping = [
        TextEditInput {
            start: 0,
            length: 5,
            new_text: "struct".into(),
        },
        TextEditInput {
            start: 4,
            length: 2,
            new_text: "".into(),
        },
    ];
    assert_eq!(
        f.w()
            .stage_edit(&RealSystem, doc, &overlapping)
            .unwrap_err()
            .code,
        ErrorCode::InvalidRange
    );
    assert_eq!(f.w().snapshot().transaction_revision, Some(0));
    // Several edits apply against the original text, whatever their order.
    let edits = [
        TextEditInput {
            start: 6,
            length: 1,
            new_text: "B".into(),
        },
        TextEditInput {
            start: 0,
            length: 5,
            new_text: "struct".into(),
        },
    ];
    f.w().stage_edit(&RealSystem, doc, &edits).unwrap();
    assert!(f.w().document_text(doc).starts_with("struct B {"));
}

#[test]
fn commit_preserves_encoding_bom_and_line_endings() {
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(
            "class U\r\n{\r\n}\r\n"
                .encode_utf16()
                .flat_map(|u| u.to_le_bytes()),
        )
        .collect();
    let mut f = fixture(&[
        ("Bom.cs", b"\xEF\xBB\xBFclass Bom\r\n{\r\n}\r\n"),
        ("Plain.cs", b"class Plain\n{\n}\n"),
        ("U.cs", &utf16),
    ]);
    f.w().begin_transaction().unwrap();
    f.edit("Bom.cs", 6, 3, "Bom2").unwrap();
    f.edit("Plain.cs", 11, 0, " // x").unwrap();
    f.edit("U.cs", 6, 1, "U2").unwrap();
    let outcome = f.registry.commit(0).unwrap();
    assert_eq!(outcome.written, vec!["Bom.cs", "Plain.cs", "U.cs"]);
    assert_eq!(
        std::fs::read(f.root.join("Bom.cs")).unwrap(),
        b"\xEF\xBB\xBFclass Bom2\r\n{\r\n}\r\n"
    );
    assert_eq!(
        std::fs::read(f.root.join("Plain.cs")).unwrap(),
        b"class Plain // x\n{\n}\n"
    );
    let expected: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(
            "class U2\r\n{\r\n}\r\n"
                .encode_utf16()
                .flat_map(|u| u.to_le_bytes()),
        )
        .collect();
    assert_eq!(std::fs::read(f.root.join("U.cs")).unwrap(), expected);
    let w = f.w();
    assert_eq!(w.snapshot().transaction_revision, None);
    let before = w.snapshot();
    w.refresh(&RealSystem);
    assert_eq!(w.snapshot(), before, "our own writes are not outside edits");
    assert!(!w.reload_required());
    let leftovers: Vec<_> = std::fs::read_dir(&f.root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("cswb"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn created_and_deleted_files_commit_without_reload() {
    let mut f = fixture(&[("A.cs", b"class A { }\n"), ("B.cs", b"class B { }\n")]);
    f.w().begin_transaction().unwrap();
    f.w()
        .stage_create(&RealSystem, "New/Deeper/C.cs", 0, "class C { }\n".into())
        .unwrap();
    let b = f.doc("B.cs");
    f.w().stage_delete(&RealSystem, b).unwrap();
    let outcome = f.registry.commit(0).unwrap();
    assert_eq!(outcome.created, vec!["New/Deeper/C.cs"]);
    assert_eq!(outcome.deleted, vec!["B.cs"]);
    assert_eq!(
        std::fs::read(f.root.join("New/Deeper/C.cs")).unwrap(),
        b"class C { }\n"
    );
    assert!(!f.root.join("B.cs").exists());
    let w = f.w();
    w.refresh(&RealSystem);
    assert!(!w.reload_required(), "{:?}", w.reload_reasons);
    assert_eq!(w.live_document_count(), 2);
}

#[test]
fn a_file_changed_underneath_is_a_conflict_and_nothing_is_written() {
    let mut f = fixture(&[("A.cs", b"class A { }\n"), ("B.cs", b"class B { }\n")]);
    f.w().begin_transaction().unwrap();
    f.edit("A.cs", 6, 1, "A2").unwrap();
    f.edit("B.cs", 6, 1, "B2").unwrap();
    std::fs::write(f.root.join("B.cs"), "class B { int changed; }\n").unwrap();
    // A refresh does not overwrite the staged text with the disk's.
    f.registry.refresh(0);
    let b = f.doc("B.cs");
    assert_eq!(&*f.w().document_text(b), "class B2 { }\n");
    let error = f.registry.commit(0).unwrap_err();
    assert_eq!(error.code, ErrorCode::TransactionConflict);
    assert!(error.message.contains("B.cs"), "{}", error.message);
    assert_eq!(
        std::fs::read(f.root.join("A.cs")).unwrap(),
        b"class A { }\n",
        "nothing written"
    );
    assert!(f.w().transaction.is_some(), "the transaction stays");
    f.w().rollback_transaction(&RealSystem).unwrap();
    assert_eq!(&*f.w().document_text(b), "class B { int changed; }\n");
}

#[test]
fn paths_outside_the_workspace_are_refused() {
    let mut f = fixture(&[("A.cs", b"class A { }\n")]);
    let outside_dir = f._dir.path().join("outside");
    std::fs::create_dir_all(&outside_dir).unwrap();
    f.w().begin_transaction().unwrap();
    let code = |f: &mut Fixture, path: &str| {
        f.w()
            .stage_create(&RealSystem, path, 0, String::new())
            .unwrap_err()
            .code
    };
    assert_eq!(code(&mut f, "../x.cs"), ErrorCode::PathOutsideWorkspace);
    assert_eq!(
        code(&mut f, "sub/../../x.cs"),
        ErrorCode::PathOutsideWorkspace
    );
    let absolute = outside_dir.join("x.cs").display().to_string();
    assert_eq!(code(&mut f, &absolute), ErrorCode::PathOutsideWorkspace);
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&outside_dir, f.root.join("link")).unwrap();
        assert_eq!(code(&mut f, "link/x.cs"), ErrorCode::PathOutsideWorkspace);
        assert_eq!(
            code(&mut f, "link/deeper/x.cs"),
            ErrorCode::PathOutsideWorkspace
        );
    }
    assert_eq!(code(&mut f, "A.cs"), ErrorCode::InvalidArgument, "exists");
    assert_eq!(code(&mut f, "obj/G.cs"), ErrorCode::InvalidArgument);
    assert_eq!(code(&mut f, "notes.txt"), ErrorCode::InvalidArgument);
    assert_eq!(f.w().snapshot().transaction_revision, Some(0));
    assert!(!outside_dir.join("x.cs").exists());
}

#[test]
fn diff_and_diagnostics_delta() {
    let mut f = fixture(&[
        ("A.cs", b"class A\n{\n    void M() { }\n}\n"),
        ("B.cs", b"class B { int x }\n"),
    ]);
    f.w().begin_transaction().unwrap();
    // Fix B's error, break A.
    let b_doc = f.doc("B.cs");
    let b_text = f.w().document_text(b_doc);
    let at = b_text.find(" }").unwrap() as u32;
    f.edit("B.cs", at, 0, ";").unwrap();
    f.edit("A.cs", 24, 0, " int y ").unwrap();
    let delta = f.w().diagnostics_delta().unwrap();
    let added: Vec<&str> = delta.added.iter().map(|e| e.id.as_str()).collect();
    let removed: Vec<&str> = delta.removed.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(removed, vec!["CS1002"], "{delta:?}");
    assert!(!added.is_empty(), "{delta:?}");
    assert!(
        delta
            .added
            .iter()
            .all(|e| f.registry.get(0).documents[e.document].path == "A.cs")
    );
    let diffs = f.w().transaction_diff(3);
    assert_eq!(diffs.len(), 2);
    assert_eq!(diffs[0].relative, "A.cs");
    assert!(
        diffs[0].diff.starts_with("--- a/A.cs\n+++ b/A.cs\n@@"),
        "{}",
        diffs[0].diff
    );
    assert!(
        diffs[0]
            .diff
            .contains("-    void M() { }\n+    void M() { int y  }\n")
    );
    assert_eq!((diffs[0].added_lines, diffs[0].removed_lines), (1, 1));
    let narrow = f.w().transaction_diff(0);
    assert!(!narrow[0].diff.contains(" class A"), "{}", narrow[0].diff);
}

// ---- fault injection -------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Fault {
    /// Only the k-th counted operation fails.
    Once(usize),
    /// The k-th and every later operation fail (the process died there).
    CrashAt(usize),
}

/// The disk, with writes, flushes, renames, links and removals counted and failed on cue.
struct FaultySystem {
    fault: Option<Fault>,
    count: AtomicUsize,
}

impl FaultySystem {
    fn new(fault: Option<Fault>) -> FaultySystem {
        FaultySystem {
            fault,
            count: AtomicUsize::new(0),
        }
    }
    fn tick(&self, path: &Path) -> io::Result<()> {
        let n = self.count.fetch_add(1, Ordering::SeqCst) + 1;
        let fails = match self.fault {
            Some(Fault::Once(k)) => n == k,
            Some(Fault::CrashAt(k)) => n >= k,
            None => false,
        };
        if fails {
            Err(io::Error::other(format!(
                "injected fault #{n} at {}",
                path.display()
            )))
        } else {
            Ok(())
        }
    }
}

impl System for FaultySystem {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        RealSystem.read(path)
    }
    fn read_dir(&self, path: &Path) -> io::Result<Vec<cs_project::DirEntry>> {
        RealSystem.read_dir(path)
    }
    fn stamp(&self, path: &Path) -> Option<Stamp> {
        RealSystem.stamp(path)
    }
    fn current_dir(&self) -> io::Result<PathBuf> {
        RealSystem.current_dir()
    }
    fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.tick(path)?;
        RealSystem.write(path, bytes)
    }
    fn sync(&self, path: &Path) -> io::Result<()> {
        self.tick(path)?;
        RealSystem.sync(path)
    }
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.tick(from)?;
        RealSystem.rename(from, to)
    }
    fn hard_link(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.tick(from)?;
        RealSystem.hard_link(from, to)
    }
    fn remove_file(&self, path: &Path) -> io::Result<()> {
        self.tick(path)?;
        RealSystem.remove_file(path)
    }
    fn create_dir_all(&self, path: &Path) -> io::Result<()> {
        RealSystem.create_dir_all(path)
    }
    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        RealSystem.canonicalize(path)
    }
}

const FILES: usize = 20;

fn old_text(i: usize) -> String {
    format!("class C{i}\r\n{{\r\n    int old{i};\r\n}}\r\n")
}

fn new_text(i: usize) -> String {
    format!("class C{i}\r\n{{\r\n    int brandNew{i} = {i};\r\n}}\r\n")
}

/// `n` files: the last but one created, the last deleted, the others edited.
fn setup_n(root: &Path, n: usize) -> (Journal, Vec<Option<Vec<u8>>>) {
    let _ = std::fs::remove_dir_all(root);
    std::fs::create_dir_all(root.join("sub")).unwrap();
    let mut planned = Vec::new();
    let mut contents = Vec::new();
    for i in 0..n {
        let path = root.join(format!("sub/F{i}.cs"));
        let kind = match n - i {
            2 => StagedKind::Created,
            1 => StagedKind::Deleted,
            _ => StagedKind::Edited,
        };
        if kind != StagedKind::Created {
            std::fs::write(&path, old_text(i)).unwrap();
        }
        planned.push((kind, path));
        contents.push((kind != StagedKind::Deleted).then(|| new_text(i).into_bytes()));
    }
    let mut journal = plan(uuid::Uuid::new_v4(), root, &planned);
    // Recovery leaves journals of live processes alone; this one stands for a dead one.
    journal.pid = 0;
    (journal, contents)
}

fn setup(root: &Path) -> (Journal, Vec<Option<Vec<u8>>>) {
    setup_n(root, FILES)
}

fn whole_state(root: &Path) -> Option<bool> {
    whole_state_n(root, FILES)
}

/// `Some(true)` when every file is new, `Some(false)` when every file is old.
fn whole_state_n(root: &Path, n: usize) -> Option<bool> {
    let states: Vec<Option<bool>> = (0..n)
        .map(|i| {
            let content = std::fs::read_to_string(root.join(format!("sub/F{i}.cs"))).ok();
            match (n - i, content.as_deref()) {
                (2, None) => Some(false),
                (2, Some(c)) if c == new_text(i) => Some(true),
                (1, None) => Some(true),
                (_, Some(c)) if c == old_text(i) => Some(false),
                (_, Some(c)) if c == new_text(i) => Some(true),
                _ => None,
            }
        })
        .collect();
    let first = states[0]?;
    states.iter().all(|s| *s == Some(first)).then_some(first)
}

fn leftovers(root: &Path, journals: &Path) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(root.join("sub"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("cswb"))
        .collect();
    if let Ok(entries) = std::fs::read_dir(journals) {
        found.extend(entries.map(|e| e.unwrap().path().display().to_string()));
    }
    found
}

#[test]
fn every_fault_in_a_20_file_commit_leaves_files_wholly_old_or_wholly_new() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    let state = dir.path().join("state");
    let journals = journal_dir(&state, &root);

    // A clean run counts the operations.
    let (journal, contents) = setup(&root);
    let counting = FaultySystem::new(None);
    write_all(&counting, &journals, &journal, &contents, None).unwrap();
    assert_eq!(whole_state(&root), Some(true));
    assert!(leftovers(&root, &journals).is_empty());
    let total = counting.count.load(Ordering::SeqCst);
    assert!(total > 3 * FILES, "{total} operations");

    let mut outcomes = BTreeMap::new();
    for k in 1..=total {
        for fault in [Fault::Once(k), Fault::CrashAt(k)] {
            let (journal, contents) = setup(&root);
            let faulty = FaultySystem::new(Some(fault));
            let result = write_all(&faulty, &journals, &journal, &contents, None);
            if let Err(failure) = &result
                && failure.clean
            {
                assert_eq!(
                    whole_state(&root),
                    Some(false),
                    "{fault:?}: a clean failure leaves old files"
                );
                assert!(leftovers(&root, &journals).is_empty(), "{fault:?}");
            }
            // The next start.
            let records = recover_dir(&RealSystem, &journals);
            let state = whole_state(&root);
            assert!(
                state.is_some(),
                "{fault:?}: mixed files after recovery ({records:?})"
            );
            assert!(
                leftovers(&root, &journals).is_empty(),
                "{fault:?}: {:?}",
                leftovers(&root, &journals)
            );
            if result.is_ok() {
                assert_eq!(state, Some(true), "{fault:?}");
            }
            *outcomes
                .entry((matches!(fault, Fault::Once(_)), state == Some(true)))
                .or_insert(0) += 1;
        }
    }
    // Both outcomes occur: early faults undo, late crashes roll forward.
    assert!(
        outcomes.get(&(false, true)).is_some_and(|&n| n > 0),
        "{outcomes:?}"
    );
    assert!(
        outcomes.get(&(false, false)).is_some_and(|&n| n > 0),
        "{outcomes:?}"
    );
}

#[test]
fn faults_in_a_commit_written_on_several_threads_leave_files_whole() {
    // 64 files: temporaries are written on 4 threads, so which operation is the k-th varies;
    // every k in a stride still ends wholly old or wholly new.
    const N: usize = 64;
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    let journals = journal_dir(&dir.path().join("state"), &root);
    let (journal, contents) = setup_n(&root, N);
    let counting = FaultySystem::new(None);
    write_all(&counting, &journals, &journal, &contents, None).unwrap();
    assert_eq!(whole_state_n(&root, N), Some(true));
    let total = counting.count.load(Ordering::SeqCst);
    for k in (1..=total).step_by(7) {
        for fault in [Fault::Once(k), Fault::CrashAt(k)] {
            let (journal, contents) = setup_n(&root, N);
            let faulty = FaultySystem::new(Some(fault));
            let result = write_all(&faulty, &journals, &journal, &contents, None);
            if let Err(failure) = &result
                && failure.clean
            {
                assert_eq!(whole_state_n(&root, N), Some(false), "{fault:?}");
            }
            recover_dir(&RealSystem, &journals);
            let state = whole_state_n(&root, N);
            assert!(state.is_some(), "{fault:?}: mixed files after recovery");
            if result.is_ok() {
                assert_eq!(state, Some(true), "{fault:?}");
            }
            assert!(leftovers(&root, &journals).is_empty(), "{fault:?}");
        }
    }
}

#[test]
fn a_failed_commit_through_the_workspace_keeps_the_transaction() {
    let mut f = fixture(&[("A.cs", b"class A { }\n"), ("B.cs", b"class B { }\n")]);
    f.w().begin_transaction().unwrap();
    f.edit("A.cs", 6, 1, "A2").unwrap();
    f.edit("B.cs", 6, 1, "B2").unwrap();
    let state = f.state.path().to_path_buf();
    // Operations: journal write, flush, rename (1-3); per file temp write, flush, backup
    // link (4-9); prepared write, flush (10-11); the first rename over a target (12).
    for k in [1, 5, 8, 10, 12, 13] {
        let faulty = FaultySystem::new(Some(Fault::Once(k)));
        let error = f
            .w()
            .commit_transaction(&faulty, Some(&state), None)
            .unwrap_err();
        assert_eq!(error.code, ErrorCode::CommitFailed, "{k}: {error}");
        assert_eq!(
            std::fs::read(f.root.join("A.cs")).unwrap(),
            b"class A { }\n"
        );
        assert_eq!(
            std::fs::read(f.root.join("B.cs")).unwrap(),
            b"class B { }\n"
        );
        assert!(f.w().transaction.is_some());
    }
    f.w()
        .commit_transaction(&RealSystem, Some(&state), None)
        .unwrap();
    assert_eq!(
        std::fs::read(f.root.join("A.cs")).unwrap(),
        b"class A2 { }\n"
    );
}

mod changes;
