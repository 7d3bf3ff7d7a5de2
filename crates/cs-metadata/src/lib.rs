//! ECMA-335 metadata reader for .NET reference assemblies: identity, references, type
//! forwarders, the type list, and members decoded lazily per type, as plain data for binding.
//! No IO except [`load_file`] (a memory map) and the [`discovery`] module's [`MetadataFs`].
//!
//! ```no_run
//! let assembly = cs_metadata::load_file("mscorlib.dll".as_ref())?;
//! let list = assembly.find_type("System.Collections.Generic", "List", 1).unwrap();
//! for method in &assembly.members(list).unwrap().methods {
//!     println!("{}", cs_metadata::render::method(&assembly, list, method));
//! }
//! # Ok::<(), cs_metadata::MetadataError>(())
//! ```

mod assembly;
mod attributes;
mod bytes;
mod constants;
pub mod csharp;
pub mod discovery;
mod error;
mod heaps;
mod md;
mod members;
mod model;
mod pe;
pub mod render;
mod root;
mod signature;
mod tables;
mod types;

pub use assembly::{Assembly, AssemblyBytes};
pub use attributes::{AttributeArg, CustomAttribute};
pub use discovery::{MetadataFs, StdFs};
pub use error::MetadataError;
pub use model::*;

/// Memory-maps the file at `path` and parses it. The map is shared by the returned assembly.
pub fn load_file(path: &std::path::Path) -> Result<Assembly, MetadataError> {
    let io_error = |e: std::io::Error| MetadataError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    };
    let file = std::fs::File::open(path).map_err(io_error)?;
    // SAFETY: the map is read-only. Reference assemblies are not rewritten in place by
    // package managers (they replace files), so the bytes do not change under the map; if a
    // file were truncated while mapped, reads could fault, which is the accepted cost of not
    // copying tens of megabytes of framework metadata.
    let map = unsafe { memmap2::Mmap::map(&file) }.map_err(io_error)?;
    Assembly::parse(map)
}
