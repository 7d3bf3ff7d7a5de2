//! Plugin hosting: each configured plugin is a child process speaking the plugin protocol
//! (`cs-workbench-plugin`) over its stdio. Plugins are started and validated once at startup;
//! the tools of those that pass are fixed for the process lifetime. A failing plugin fails
//! only the call in flight: it is restarted with back-off, and disabled after repeated
//! failures.

mod process;
mod supervisor;
pub mod validate;

use std::collections::BTreeMap;
use std::time::Duration;

pub use process::ExchangeFailure;
pub use supervisor::{CallFailure, PluginHost, PluginStatus, PluginTool};
pub use validate::{Category, Issue};

/// How to start one plugin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluginSpec {
    /// The executable (a path, or a name looked up on `PATH`).
    pub command: String,
    pub args: Vec<String>,
    /// Extra environment variables for the plugin.
    pub env: BTreeMap<String, String>,
    /// How long `initialize` may take.
    pub startup_timeout: Duration,
    /// How long one `tool/call` may take, callbacks included.
    pub call_timeout: Duration,
}

impl PluginSpec {
    pub const DEFAULT_STARTUP_TIMEOUT: Duration = Duration::from_secs(10);
    pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_secs(30);

    pub fn new(command: impl Into<String>) -> PluginSpec {
        PluginSpec {
            command: command.into(),
            args: Vec::new(),
            env: BTreeMap::new(),
            startup_timeout: Self::DEFAULT_STARTUP_TIMEOUT,
            call_timeout: Self::DEFAULT_CALL_TIMEOUT,
        }
    }

    /// The command line, for logs and status.
    pub fn display(&self) -> String {
        std::iter::once(self.command.as_str())
            .chain(self.args.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ")
    }
}
