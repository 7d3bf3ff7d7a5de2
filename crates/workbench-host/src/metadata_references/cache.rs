//! The process-wide cache of reference assemblies: each file is opened (memory-mapped) once
//! per path, length and modification time, and rendered to C# once, however many projects and
//! workspaces use it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

use cs_metadata::Assembly;
use cs_metadata::csharp::render_assembly;

use crate::system::System;

/// Identifies one version of an assembly file.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct AssemblyKey {
    pub path: PathBuf,
    pub len: u64,
    pub modified: Option<SystemTime>,
}

/// One rendered namespace: the document name inside the metadata project and its text.
#[derive(Debug)]
pub(crate) struct RenderedFile {
    /// `mscorlib.dll/System.Collections.Generic.cs`
    pub name: String,
    pub text: Arc<str>,
    /// Top-level types declared in it.
    pub types: usize,
}

/// An opened assembly and, once asked for, its C# rendering.
pub(crate) struct CachedAssembly {
    pub key: AssemblyKey,
    pub assembly: Assembly,
    rendered: OnceLock<Arc<[RenderedFile]>>,
}

impl CachedAssembly {
    /// The assembly's public API as C#, one file per namespace (empty for a facade).
    pub fn rendered(&self) -> &Arc<[RenderedFile]> {
        self.rendered.get_or_init(|| {
            let file_name = self
                .key
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            // Rendering decodes every member; a second view of the same (shared) bytes keeps
            // those tens of megabytes only while rendering, not for the life of the process.
            let scratch = Assembly::parse(self.assembly.bytes().clone()).ok();
            render_assembly(scratch.as_ref().unwrap_or(&self.assembly))
                .into_iter()
                .map(|namespace| RenderedFile {
                    name: format!(
                        "{file_name}/{}.cs",
                        if namespace.namespace.is_empty() {
                            "_global"
                        } else {
                            &namespace.namespace
                        }
                    ),
                    text: Arc::from(namespace.text),
                    types: namespace.types,
                })
                .collect()
        })
    }
}

fn cache() -> &'static Mutex<HashMap<PathBuf, Arc<CachedAssembly>>> {
    static CACHE: OnceLock<Mutex<HashMap<PathBuf, Arc<CachedAssembly>>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// The assembly at `path`, from the cache when the file has not changed since it was opened.
/// A file that cannot be read or parsed is an error message (never a panic).
pub(crate) fn load(system: &dyn System, path: &Path) -> Result<Arc<CachedAssembly>, String> {
    let stamp = system
        .stamp(path)
        .ok_or_else(|| "the file does not exist".to_string())?;
    let key = AssemblyKey {
        path: path.to_path_buf(),
        len: stamp.len,
        modified: stamp.modified,
    };
    let mut cache = cache().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(cached) = cache.get(path)
        && cached.key == key
    {
        return Ok(cached.clone());
    }
    // Memory-mapped from disk; a system that is not the disk (tests) is read through.
    let assembly = match cs_metadata::load_file(path) {
        Ok(assembly) => assembly,
        Err(cs_metadata::MetadataError::Io { .. }) => {
            let bytes = system.read(path).map_err(|e| e.to_string())?;
            Assembly::parse(bytes).map_err(|e| e.to_string())?
        }
        Err(error) => return Err(error.to_string()),
    };
    let cached = Arc::new(CachedAssembly {
        key,
        assembly,
        rendered: OnceLock::new(),
    });
    cache.insert(path.to_path_buf(), cached.clone());
    Ok(cached)
}

/// Renders the assemblies that are not rendered yet, on every core.
pub(crate) fn render_all(assemblies: &[Arc<CachedAssembly>]) {
    let pending: Vec<&Arc<CachedAssembly>> = assemblies
        .iter()
        .filter(|a| a.rendered.get().is_none())
        .collect();
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(8)
        .min(pending.len());
    if threads <= 1 {
        for assembly in pending {
            assembly.rendered();
        }
        return;
    }
    std::thread::scope(|scope| {
        for worker in 0..threads {
            let pending = &pending;
            scope.spawn(move || {
                for assembly in pending.iter().skip(worker).step_by(threads) {
                    assembly.rendered();
                }
            });
        }
    });
}
