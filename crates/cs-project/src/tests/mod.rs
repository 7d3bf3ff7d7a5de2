//! Whole-loader tests: the hand-written solutions under `test-data/` (real disk) and small
//! in-memory fixtures, both compared as a readable rendering of the model.

mod central_packages;
mod disk;
mod evaluation;
mod global_usings;
mod load_diagnostics;
mod memory;
mod multi_target;
mod preprocessor_symbols;
mod property_functions;
mod render;
mod solution_filter;
