//! The process-wide cache of reference assemblies: each file is opened (memory-mapped) once
//! per path, length and modification time, and split into per-namespace generated sources
//! once, however many projects and workspaces use it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

use cs_hir::metadata_source::MetadataNamespace;
use cs_metadata::Assembly;

use crate::system::System;

/// Identifies one version of an assembly file.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct AssemblyKey {
    pub path: PathBuf,
    pub len: u64,
    pub modified: Option<SystemTime>,
}

/// One namespace of an assembly: the document name inside the metadata project and its
/// generated source (summary from metadata, text rendered only when asked for).
#[derive(Debug)]
pub(crate) struct NamespaceFile {
    /// `mscorlib.dll/System.Collections.Generic.cs`
    pub name: String,
    pub source: Arc<MetadataNamespace>,
}

/// An opened assembly and, once asked for, its namespaces as generated sources.
pub(crate) struct CachedAssembly {
    pub key: AssemblyKey,
    pub assembly: Arc<Assembly>,
    namespaces: OnceLock<Arc<[NamespaceFile]>>,
}

impl CachedAssembly {
    /// The assembly's public API, one generated file per namespace (empty for a facade).
    /// Cheap: it lists types; members are decoded when a namespace's summary is built.
    pub fn namespaces(&self) -> &Arc<[NamespaceFile]> {
        self.namespaces.get_or_init(|| {
            let file_name = self
                .key
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            MetadataNamespace::all(&self.assembly)
                .into_iter()
                .map(|source| NamespaceFile {
                    name: format!(
                        "{file_name}/{}.cs",
                        if source.namespace.is_empty() {
                            "_global"
                        } else {
                            &source.namespace
                        }
                    ),
                    source: Arc::new(source),
                })
                .collect()
        })
    }

    /// Top-level types this assembly puts in the model.
    pub fn type_count(&self) -> usize {
        self.namespaces().iter().map(|f| f.source.types.len()).sum()
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
        assembly: Arc::new(assembly),
        namespaces: OnceLock::new(),
    });
    cache.insert(path.to_path_buf(), cached.clone());
    Ok(cached)
}
