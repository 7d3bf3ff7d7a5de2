//! The file-system seam of the project system, with an in-memory implementation for tests.

use std::collections::BTreeMap;
use std::io;
use std::ops::Bound;
use std::path::{Path, PathBuf};

use crate::paths::normalize;

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

/// An in-memory tree of files, for tests. Directories exist implicitly above every file.
/// Paths are normalised lexically on insertion and lookup.
#[derive(Debug, Clone, Default)]
pub struct MemoryFs {
    files: BTreeMap<PathBuf, Vec<u8>>,
}

impl MemoryFs {
    pub fn new() -> MemoryFs {
        MemoryFs::default()
    }
    pub fn insert(&mut self, path: impl Into<PathBuf>, contents: impl Into<Vec<u8>>) {
        self.files.insert(normalize(&path.into()), contents.into());
    }

    /// Files strictly below `dir`, in path order.
    fn files_below<'a>(&'a self, dir: &'a Path) -> impl Iterator<Item = &'a PathBuf> + 'a {
        // `PathBuf` orders component-wise, so everything below `dir` follows it directly.
        self.files
            .range::<Path, _>((Bound::Excluded(dir), Bound::Unbounded))
            .map(|(path, _)| path)
            .take_while(move |path| path.starts_with(dir))
            .filter(move |path| path.as_path() != dir)
    }
}

impl FileSystem for MemoryFs {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        let path = normalize(path);
        match self.files.get(&path) {
            Some(contents) => Ok(contents.clone()),
            None if self.kind(&path) == Some(EntryKind::Dir) => Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                format!("{} is a directory", path.display()),
            )),
            None => Err(not_found(&path)),
        }
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
        let dir = normalize(path);
        match self.kind(&dir) {
            Some(EntryKind::Dir) => {}
            Some(EntryKind::File) => {
                return Err(io::Error::new(
                    io::ErrorKind::NotADirectory,
                    format!("{} is not a directory", dir.display()),
                ));
            }
            None => return Err(not_found(&dir)),
        }
        let mut entries: Vec<DirEntry> = Vec::new();
        for file in self.files_below(&dir) {
            let Ok(rest) = file.strip_prefix(&dir) else {
                continue;
            };
            let Some(first) = rest.components().next() else {
                continue;
            };
            let child = dir.join(first);
            let kind = if child == *file {
                EntryKind::File
            } else {
                EntryKind::Dir
            };
            if entries.last().map(|entry| &entry.path) != Some(&child) {
                entries.push(DirEntry { path: child, kind });
            }
        }
        Ok(entries)
    }

    fn kind(&self, path: &Path) -> Option<EntryKind> {
        let path = normalize(path);
        if self.files.contains_key(&path) {
            Some(EntryKind::File)
        } else if self.files_below(&path).next().is_some() {
            Some(EntryKind::Dir)
        } else {
            None
        }
    }
}

fn not_found(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::NotFound,
        format!("{} does not exist", path.display()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> MemoryFs {
        let mut fs = MemoryFs::new();
        fs.insert("/r/a/x.cs", "x");
        fs.insert("/r/a/sub/y.cs", "y");
        fs.insert("/r/b.txt", "b");
        fs.insert("/r/a.txt", "a");
        fs
    }

    #[test]
    fn kinds_are_implied_by_files() {
        let fs = sample();
        assert_eq!(fs.kind(Path::new("/r")), Some(EntryKind::Dir));
        assert_eq!(fs.kind(Path::new("/")), Some(EntryKind::Dir));
        assert_eq!(fs.kind(Path::new("/r/a/sub")), Some(EntryKind::Dir));
        assert_eq!(fs.kind(Path::new("/r/a/x.cs")), Some(EntryKind::File));
        assert_eq!(
            fs.kind(Path::new("/r/a/./sub/../x.cs")),
            Some(EntryKind::File)
        );
        assert_eq!(fs.kind(Path::new("/r/c")), None);
        assert_eq!(fs.kind(Path::new("/r/a/x")), None);
    }

    #[test]
    fn read_dir_lists_direct_children_once() {
        let fs = sample();
        let entries = fs.read_dir(Path::new("/r")).unwrap();
        let rendered: Vec<String> = entries
            .iter()
            .map(|e| format!("{:?} {}", e.kind, e.path.display()))
            .collect();
        assert_eq!(rendered, ["Dir /r/a", "File /r/a.txt", "File /r/b.txt"]);
        assert_eq!(
            fs.read_dir(Path::new("/r/b.txt")).unwrap_err().kind(),
            io::ErrorKind::NotADirectory
        );
        assert_eq!(
            fs.read_dir(Path::new("/nope")).unwrap_err().kind(),
            io::ErrorKind::NotFound
        );
    }

    #[test]
    fn read_returns_contents_or_not_found() {
        let fs = sample();
        assert_eq!(fs.read(Path::new("/r/b.txt")).unwrap(), b"b");
        assert_eq!(
            fs.read(Path::new("/r/zz")).unwrap_err().kind(),
            io::ErrorKind::NotFound
        );
        assert_eq!(
            fs.read(Path::new("/r/a")).unwrap_err().kind(),
            io::ErrorKind::IsADirectory
        );
    }
}
