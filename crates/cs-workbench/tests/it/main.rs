//! One integration-test binary for cs-workbench (each linked test binary costs ~60 MB of disk and a link step in CI): the modules below are the former separate test files.

mod cli;
mod commit_recovery;
mod error_reports;
mod framework_index;
mod plugins;
mod stdio;
