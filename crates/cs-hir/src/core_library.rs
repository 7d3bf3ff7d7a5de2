//! The embedded core library: declaration-only C# written for this project that stands in for
//! the framework's reference assemblies (`int` is `System.Int32` declared there). The host
//! loads it as a project every other project references.

/// The project name the core library is loaded under.
pub const CORE_LIBRARY_NAME: &str = "<core library>";

static FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/corelib_files.rs"));

/// The core library's files: (file name, text), sorted by name.
pub fn core_library_sources() -> &'static [(&'static str, &'static str)] {
    FILES
}
