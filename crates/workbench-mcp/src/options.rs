//! Startup options of the server (mode, schema publication, error-reporting consent, …);
//! parsed by the binary from flags, a TOML file and `CS_WORKBENCH_*` variables.

use std::fmt;
use std::str::FromStr;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

macro_rules! option_enum {
    ($(#[$doc:meta])* $name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
        pub enum $name {
            $(#[serde(rename = $text)] $variant),+
        }

        impl $name {
            pub const ALL: &'static [&'static str] = &[$($text),+];
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
        }

        impl FromStr for $name {
            type Err = String;
            fn from_str(s: &str) -> Result<Self, String> {
                $(if s.eq_ignore_ascii_case($text) { return Ok($name::$variant); })+
                Err(format!("'{}' is not one of: {}", s, Self::ALL.join(", ")))
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

option_enum!(
    /// What the server may do to files.
    Mode {
        InspectionOnly => "inspection-only",
        Transactional => "transactional",
        AutonomousTrusted => "autonomous-trusted",
    }
);

option_enum!(
    /// Whether tools publish their output schemas in `tools/list`.
    ToolOutputSchemaMode { Omit => "Omit", Full => "Full" }
);

option_enum!(
    /// Whether failures may be reported outside the machine.
    ErrorReportingConsent { Never => "never", Prompt => "prompt", Always => "always" }
);

/// The effective startup configuration.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServerOptions {
    pub mode: Mode,
    pub tool_output_schema_mode: ToolOutputSchemaMode,
    pub error_reporting_consent: ErrorReportingConsent,
    /// Workspaces opened at startup.
    pub workspaces: Vec<String>,
    pub log_level: String,
    /// The TOML configuration file that was read, if any.
    pub config_file: Option<String>,
    /// Where commit journals live (`--state-dir`, `CS_WORKBENCH_STATE_DIR`); null: the
    /// user's cache directory (`$XDG_CACHE_HOME` or `~/.cache`) + `/cs-workbench`.
    pub state_dir: Option<String>,
    /// Third-party plugins started at startup (`--plugin`, `CS_WORKBENCH_PLUGINS`,
    /// `[[plugins]]` in the config file), in order.
    #[serde(default)]
    pub plugins: Vec<PluginConfig>,
    /// Where submitted error reports go: `file:DIR`, `command:PROGRAM` or an http(s) URL
    /// (`--error-report-provider`, `CS_WORKBENCH_ERROR_REPORT_PROVIDER`); null: none.
    #[serde(default)]
    pub error_report_provider: Option<String>,
    /// Test hook: the named tool panics when called (from `CS_WORKBENCH_TEST_PANIC_TOOL`).
    #[serde(skip)]
    #[schemars(skip)]
    pub panic_tool: Option<String>,
}

impl Default for ServerOptions {
    fn default() -> Self {
        ServerOptions {
            mode: Mode::Transactional,
            tool_output_schema_mode: ToolOutputSchemaMode::Omit,
            error_reporting_consent: ErrorReportingConsent::Prompt,
            workspaces: Vec::new(),
            log_level: "info".to_string(),
            config_file: None,
            state_dir: None,
            panic_tool: None,
            plugins: Vec::new(),
            error_report_provider: None,
        }
    }
}

/// How to start one plugin: an executable speaking the plugin protocol over its stdio.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PluginConfig {
    pub command: String,
    #[serde(default)]
    pub args: Vec<String>,
    /// Extra environment variables for the plugin process.
    #[serde(default)]
    pub env: std::collections::BTreeMap<String, String>,
    /// How long `initialize` may take (default 10000).
    pub startup_timeout_ms: Option<u64>,
    /// How long one tool call may take, callbacks included (default 30000).
    pub call_timeout_ms: Option<u64>,
}

impl PluginConfig {
    pub fn spec(&self) -> workbench_host::plugins::PluginSpec {
        let mut spec = workbench_host::plugins::PluginSpec::new(self.command.clone());
        spec.args = self.args.clone();
        spec.env = self.env.clone();
        if let Some(ms) = self.startup_timeout_ms {
            spec.startup_timeout = std::time::Duration::from_millis(ms);
        }
        if let Some(ms) = self.call_timeout_ms {
            spec.call_timeout = std::time::Duration::from_millis(ms);
        }
        spec
    }
}
