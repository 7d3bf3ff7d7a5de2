//! A [`FileSystem`] that remembers directory listings and entry kinds, for the inner builds of
//! one multi-targeting project: they walk the same directories for their globs and test the
//! same files, so each is asked of the file system once.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};

use crate::fs::{DirEntry, EntryKind, FileSystem};

pub(crate) struct CachedFs<'a> {
    inner: &'a dyn FileSystem,
    /// `None`: the directory could not be listed (the error is not kept; callers of `read_dir`
    /// in evaluation read an unreadable directory as empty).
    listings: RefCell<HashMap<PathBuf, Option<Vec<DirEntry>>>>,
    kinds: RefCell<HashMap<PathBuf, Option<EntryKind>>>,
}

impl<'a> CachedFs<'a> {
    pub(crate) fn new(inner: &'a dyn FileSystem) -> CachedFs<'a> {
        CachedFs {
            inner,
            listings: RefCell::new(HashMap::new()),
            kinds: RefCell::new(HashMap::new()),
        }
    }
}

impl FileSystem for CachedFs<'_> {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        // Imported files are cached parsed, by the evaluation; nothing else is read twice.
        self.inner.read(path)
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
        let listing = self
            .listings
            .borrow_mut()
            .entry(path.to_path_buf())
            .or_insert_with(|| self.inner.read_dir(path).ok())
            .clone();
        listing.ok_or_else(|| io::Error::other(format!("{} could not be listed", path.display())))
    }

    fn kind(&self, path: &Path) -> Option<EntryKind> {
        *self
            .kinds
            .borrow_mut()
            .entry(path.to_path_buf())
            .or_insert_with(|| self.inner.kind(path))
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use crate::fs::MemoryFs;

    struct Counting {
        inner: MemoryFs,
        calls: Cell<usize>,
    }

    impl FileSystem for Counting {
        fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
            self.inner.read(path)
        }
        fn read_dir(&self, path: &Path) -> io::Result<Vec<DirEntry>> {
            self.calls.set(self.calls.get() + 1);
            self.inner.read_dir(path)
        }
        fn kind(&self, path: &Path) -> Option<EntryKind> {
            self.calls.set(self.calls.get() + 1);
            self.inner.kind(path)
        }
    }

    #[test]
    fn listings_and_kinds_are_asked_once() {
        let mut inner = MemoryFs::new();
        inner.insert("/r/a.cs", "");
        let counting = Counting {
            inner,
            calls: Cell::new(0),
        };
        let cached = CachedFs::new(&counting);
        for _ in 0..3 {
            assert_eq!(cached.read_dir(Path::new("/r")).unwrap().len(), 1);
            assert!(cached.read_dir(Path::new("/nope")).is_err());
            assert_eq!(cached.kind(Path::new("/r/a.cs")), Some(EntryKind::File));
            assert_eq!(cached.kind(Path::new("/r/b.cs")), None);
        }
        assert_eq!(counting.calls.get(), 4);
    }
}
