//! The file-system seam of the project system, with an in-memory implementation for tests.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntryKind {
    File,
    Dir,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirEntry {
    pub path: PathBuf,
    pub kind: EntryKind,
}

/// Read-only file access used while loading. Paths are absolute.
pub trait FileSystem {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
    /// Entries of a directory, in any order.
    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>>;
    /// What is at `path`, or `None` when nothing is.
    fn kind(&self, path: &Path) -> Option<EntryKind>;
}

/// An in-memory tree of files, for tests.
#[derive(Debug, Clone, Default)]
pub struct MemoryFs {
    files: BTreeMap<PathBuf, Vec<u8>>,
}

impl MemoryFs {
    pub fn new() -> MemoryFs {
        MemoryFs::default()
    }
    pub fn insert(&mut self, path: impl Into<PathBuf>, contents: impl Into<Vec<u8>>) {
        self.files.insert(path.into(), contents.into());
    }
}

impl FileSystem for MemoryFs {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        let _ = path;
        todo!()
    }
    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
        let _ = path;
        todo!()
    }
    fn kind(&self, path: &Path) -> Option<EntryKind> {
        let _ = path;
        todo!()
    }
}
