//! One integration-test binary for workbench-mcp (each linked test binary costs ~60 MB of disk and a link step in CI): the modules below are the former separate test files.

mod bad_input;
mod catalog;
mod code_actions;
mod code_actions_documents;
mod common;
mod fidelity;
mod findings;
mod flow;
mod navigation;
mod references;
mod rename;
mod schema_budget;
mod sessions;
mod structure;
mod transactions;
