//! One integration-test binary for cs-metadata (each linked test binary costs ~60 MB of disk and a link step in CI): the modules below are the former separate test files.

mod csharp;
mod malformed;
mod real_assemblies;
