//! Analyzers: rules with Roslyn's IDs, titles, categories, messages and default severities,
//! each computed per document as a salsa query over syntax and bindings (`document_findings`),
//! and the severity configuration that decides which of their findings become diagnostics
//! (`.editorconfig`, `<NoWarn>`, `<WarningsAsErrors>`, `#pragma warning`, `[SuppressMessage]`). Pure: no IO; the
//! host reads the configuration files and hands them in as [`SeverityConfig`].

mod analyzer;
mod async_rules;
mod await_outside_async;
mod configured;
mod dispose_rules;
mod global_suppressions;
mod null_literals;
mod null_state;
mod null_state_vars;
pub mod nullable_context;
mod nullable_types;
pub mod rule;
pub mod severity;
mod suppress_message;
mod syntax_util;
mod undisposed_locals;
mod unused_members;
mod unused_parameters;
mod unused_types;
mod unused_usings;
mod unused_values;
mod usage;

#[cfg(test)]
mod nullable_tests;
#[cfg(test)]
mod tests;

pub use analyzer::{AnalysisContext, Analyzer, Finding, analyzers, document_findings};
pub use configured::{
    ConfiguredFinding, apply_configuration, configured_findings, document_pragmas,
};
pub use rule::{ALL_RULES, Family, Needs, Origin, Rule, rule};
pub use severity::{
    ConfigEntry, EditorConfigSeverities, Effective, ProjectWarnings, SeverityConfig, SeveritySource,
};
pub use suppress_message::{AttributeSuppression, document_suppressions};
