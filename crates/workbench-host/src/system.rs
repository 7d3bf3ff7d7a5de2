//! The host's only door to the operating system's files, so tests can use memory and inject
//! faults. `RealSystem` is the disk; `SystemFs` adapts any `System` to the project loader.

use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use cs_project::{DirEntry, EntryKind};

use crate::watcher::{DirWatcher, platform_watcher};

/// What is cheap to learn about a file without reading it; a change means "look again".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stamp {
    pub len: u64,
    pub modified: Option<SystemTime>,
    pub kind: EntryKind,
}

pub trait System: Send + Sync {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>>;
    /// The stamp of what is at `path`, or `None` when nothing is there.
    fn stamp(&self, path: &Path) -> Option<Stamp>;
    fn current_dir(&self) -> io::Result<PathBuf>;
    /// A watcher for directory changes, when this system has one; without it freshness
    /// checks compare every stamp.
    fn watcher(&self) -> Option<Box<dyn DirWatcher>> {
        None
    }

    // Writes, used only by transaction commits and their recovery. A system that cannot
    // write (the default) makes every commit fail before anything is written.

    /// Creates or truncates `path` and writes `bytes` to it.
    fn write(&self, path: &Path, _bytes: &[u8]) -> io::Result<()> {
        Err(read_only(path))
    }
    /// Flushes the file at `path` to stable storage.
    fn sync(&self, path: &Path) -> io::Result<()> {
        Err(read_only(path))
    }
    /// Atomically replaces `to` with `from` (same directory).
    fn rename(&self, from: &Path, _to: &Path) -> io::Result<()> {
        Err(read_only(from))
    }
    /// A second name for the file at `from` (a cheap backup); may fail where links are not supported.
    fn hard_link(&self, from: &Path, _to: &Path) -> io::Result<()> {
        Err(read_only(from))
    }
    fn remove_file(&self, path: &Path) -> io::Result<()> {
        Err(read_only(path))
    }
    fn create_dir_all(&self, path: &Path) -> io::Result<()> {
        Err(read_only(path))
    }
    /// The path with every symlink resolved (it must exist).
    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        Ok(path.to_path_buf())
    }
}

fn read_only(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::Unsupported,
        format!("this system cannot write ({})", path.display()),
    )
}

/// The real file system.
#[derive(Debug, Default, Clone, Copy)]
pub struct RealSystem;

impl System for RealSystem {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        std::fs::read(path)
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
        let mut entries = Vec::new();
        for entry in std::fs::read_dir(path)? {
            let entry = entry?;
            let Ok(file_type) = entry.file_type() else {
                continue;
            };
            // Follow symlinks the way MSBuild globbing does (a link to a directory is a
            // directory); only links cost an extra stat.
            let is_dir = if file_type.is_symlink() {
                match std::fs::metadata(entry.path()) {
                    Ok(meta) => meta.is_dir(),
                    Err(_) => continue,
                }
            } else {
                file_type.is_dir()
            };
            let kind = if is_dir {
                EntryKind::Dir
            } else {
                EntryKind::File
            };
            entries.push(DirEntry {
                path: entry.path(),
                kind,
            });
        }
        Ok(entries)
    }

    fn stamp(&self, path: &Path) -> Option<Stamp> {
        let meta = std::fs::metadata(path).ok()?;
        Some(Stamp {
            len: meta.len(),
            modified: meta.modified().ok(),
            kind: if meta.is_dir() {
                EntryKind::Dir
            } else {
                EntryKind::File
            },
        })
    }

    fn current_dir(&self) -> io::Result<PathBuf> {
        std::env::current_dir()
    }

    fn watcher(&self) -> Option<Box<dyn DirWatcher>> {
        platform_watcher()
    }

    fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        std::fs::write(path, bytes)
    }

    fn sync(&self, path: &Path) -> io::Result<()> {
        std::fs::OpenOptions::new()
            .read(true)
            .open(path)?
            .sync_all()
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        std::fs::rename(from, to)
    }

    fn hard_link(&self, from: &Path, to: &Path) -> io::Result<()> {
        std::fs::hard_link(from, to)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        std::fs::remove_file(path)
    }

    fn create_dir_all(&self, path: &Path) -> io::Result<()> {
        std::fs::create_dir_all(path)
    }

    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        std::fs::canonicalize(path)
    }
}

/// Lets the project loader read through a `System`.
pub struct SystemFs<'a>(pub &'a dyn System);

impl cs_project::FileSystem for SystemFs<'_> {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        self.0.read(path)
    }
    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
        self.0.read_dir(path)
    }
    fn kind(&self, path: &Path) -> Option<EntryKind> {
        self.0.stamp(path).map(|s| s.kind)
    }
}
