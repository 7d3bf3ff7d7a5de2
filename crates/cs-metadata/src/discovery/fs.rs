//! The file access discovery needs, as a trait so tests (and the host) can substitute it.

use std::io;
use std::path::{Path, PathBuf};

/// Read-only file access for discovery.
pub trait MetadataFs {
    /// The entries (full paths) of a directory.
    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>>;
    fn exists(&self, path: &Path) -> bool;
    fn is_dir(&self, path: &Path) -> bool;
    fn read_to_string(&self, path: &Path) -> io::Result<String>;
    /// The path with symbolic links resolved (`/usr/bin/dotnet` → `/usr/lib/dotnet/dotnet`);
    /// `None` when it cannot be resolved.
    fn canonicalize(&self, path: &Path) -> Option<PathBuf>;
}

/// The real file system.
#[derive(Debug, Clone, Copy, Default)]
pub struct StdFs;

impl MetadataFs for StdFs {
    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let mut entries = std::fs::read_dir(path)?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .collect::<Vec<_>>();
        entries.sort();
        Ok(entries)
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn is_dir(&self, path: &Path) -> bool {
        path.is_dir()
    }

    fn read_to_string(&self, path: &Path) -> io::Result<String> {
        std::fs::read_to_string(path)
    }

    fn canonicalize(&self, path: &Path) -> Option<PathBuf> {
        std::fs::canonicalize(path).ok()
    }
}

/// An in-memory tree of files for tests: directories are implied by file paths.
#[cfg(test)]
#[derive(Default)]
pub(crate) struct FakeFs {
    files: std::collections::BTreeMap<PathBuf, String>,
    links: std::collections::BTreeMap<PathBuf, PathBuf>,
}

#[cfg(test)]
impl FakeFs {
    pub(crate) fn with_files(paths: &[&str]) -> FakeFs {
        let mut fs = FakeFs::default();
        for path in paths {
            fs.files.insert(PathBuf::from(path), String::new());
        }
        fs
    }

    pub(crate) fn add(&mut self, path: &str, content: &str) {
        self.files.insert(PathBuf::from(path), content.to_string());
    }

    pub(crate) fn link(&mut self, from: &str, to: &str) {
        self.links.insert(PathBuf::from(from), PathBuf::from(to));
    }
}

#[cfg(test)]
impl MetadataFs for FakeFs {
    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let mut entries = std::collections::BTreeSet::new();
        for file in self.files.keys().chain(self.links.keys()) {
            if let Ok(rest) = file.strip_prefix(path)
                && let Some(first) = rest.components().next()
            {
                entries.insert(path.join(first));
            }
        }
        if entries.is_empty() {
            return Err(io::Error::new(io::ErrorKind::NotFound, "no directory"));
        }
        Ok(entries.into_iter().collect())
    }

    fn exists(&self, path: &Path) -> bool {
        self.links.contains_key(path) || self.files.contains_key(path) || self.is_dir(path)
    }

    fn is_dir(&self, path: &Path) -> bool {
        self.files
            .keys()
            .any(|f| f.starts_with(path) && f.as_path() != path)
    }

    fn read_to_string(&self, path: &Path) -> io::Result<String> {
        self.files
            .get(path)
            .cloned()
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no file"))
    }

    fn canonicalize(&self, path: &Path) -> Option<PathBuf> {
        match self.links.get(path) {
            Some(target) => Some(target.clone()),
            None => self.exists(path).then(|| path.to_path_buf()),
        }
    }
}
