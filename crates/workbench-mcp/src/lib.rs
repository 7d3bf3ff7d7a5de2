//! The MCP layer of cs-workbench: the only crate that knows the protocol. It holds the
//! contract's shapes, the tool catalogue with schemas, the result envelope, argument
//! validation and the rmcp server handler.

pub mod args;
pub mod catalog;
pub mod contract;
pub mod demo;
pub mod envelope;
pub mod options;
pub mod plugin_services;
pub mod plugin_tools;
pub mod schema;
mod schema_compact;
pub mod server;
pub mod state;
pub mod tools;
pub mod workbench;

pub use options::{ErrorReportingConsent, Mode, PluginConfig, ServerOptions, ToolOutputSchemaMode};
pub use server::{McpServer, SERVER_NAME, SERVER_VERSION, serve_stdio};
pub use workbench::{CallOutcome, Workbench};
