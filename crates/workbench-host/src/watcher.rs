//! Change notification for freshness checks: which paths changed since the last look, read
//! without blocking. On Linux this is inotify (events are queued by the kernel when the write
//! returns, so a check right after an edit always sees it); elsewhere there is no watcher and
//! the host sweeps stamps instead.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What happened since the last drain.
#[derive(Debug, Default)]
pub struct Drained {
    /// Paths named by events: files, and directories whose entries changed.
    pub paths: BTreeSet<PathBuf>,
    /// Events were lost (queue overflow or a read error): every stamp must be compared.
    pub overflowed: bool,
}

/// Watches directories (not recursively) for changes to their entries.
pub trait DirWatcher: Send {
    /// Starts watching `dir`; false when the watch could not be added.
    fn watch(&mut self, dir: &Path) -> bool;
    fn drain(&mut self) -> Drained;
}

#[cfg(target_os = "linux")]
mod linux {
    use std::collections::HashMap;
    use std::io::ErrorKind;
    use std::path::{Path, PathBuf};

    use inotify::{EventMask, Inotify, WatchDescriptor, WatchMask};

    use super::{DirWatcher, Drained};

    pub struct InotifyWatcher {
        inotify: Inotify,
        dirs: HashMap<WatchDescriptor, PathBuf>,
        buffer: Vec<u8>,
    }

    impl InotifyWatcher {
        pub fn new() -> Option<InotifyWatcher> {
            let inotify = Inotify::init().ok()?;
            Some(InotifyWatcher {
                inotify,
                dirs: HashMap::new(),
                buffer: vec![0; 64 * 1024],
            })
        }
    }

    impl DirWatcher for InotifyWatcher {
        fn watch(&mut self, dir: &Path) -> bool {
            let mask = WatchMask::MODIFY
                | WatchMask::ATTRIB
                | WatchMask::CLOSE_WRITE
                | WatchMask::CREATE
                | WatchMask::DELETE
                | WatchMask::MOVED_FROM
                | WatchMask::MOVED_TO
                | WatchMask::DELETE_SELF
                | WatchMask::MOVE_SELF
                | WatchMask::ONLYDIR;
            match self.inotify.watches().add(dir, mask) {
                Ok(wd) => {
                    self.dirs.insert(wd, dir.to_path_buf());
                    true
                }
                Err(error) => {
                    tracing::debug!(dir = %dir.display(), %error, "cannot watch directory");
                    false
                }
            }
        }

        fn drain(&mut self) -> Drained {
            let mut drained = Drained::default();
            loop {
                match self.inotify.read_events(&mut self.buffer) {
                    Ok(events) => {
                        for event in events {
                            if event.mask.contains(EventMask::Q_OVERFLOW) {
                                drained.overflowed = true;
                                continue;
                            }
                            let Some(dir) = self.dirs.get(&event.wd) else {
                                continue;
                            };
                            drained.paths.insert(match event.name {
                                Some(name) => dir.join(name),
                                None => dir.clone(),
                            });
                        }
                    }
                    Err(error) if error.kind() == ErrorKind::WouldBlock => break,
                    Err(error) => {
                        tracing::warn!(%error, "reading change notifications failed; sweeping instead");
                        drained.overflowed = true;
                        break;
                    }
                }
            }
            drained
        }
    }
}

/// The platform's watcher, when it has one and it can start.
pub fn platform_watcher() -> Option<Box<dyn DirWatcher>> {
    #[cfg(target_os = "linux")]
    {
        linux::InotifyWatcher::new().map(|w| Box::new(w) as Box<dyn DirWatcher>)
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}
