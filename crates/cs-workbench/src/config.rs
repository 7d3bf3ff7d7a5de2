//! Startup configuration: command-line flags over `CS_WORKBENCH_*` variables over a TOML
//! file over defaults, resolved into the server's options.

use std::path::{Path, PathBuf};

use clap::Args;
use serde::Deserialize;
use workbench_mcp::{
    ErrorReportingConsent, Mode, PluginConfig, ServerOptions, ToolOutputSchemaMode,
};

/// Options shared by every sub-command that runs the workbench.
#[derive(Debug, Clone, Default, Args)]
pub struct StartupArgs {
    /// inspection-only, transactional (default) or autonomous-trusted.
    #[arg(long, env = "CS_WORKBENCH_MODE", global = true)]
    pub mode: Option<Mode>,
    /// Omit (default) or Full: whether tools publish output schemas.
    #[arg(long, env = "CS_WORKBENCH_TOOL_OUTPUT_SCHEMA_MODE", global = true)]
    pub tool_output_schema_mode: Option<ToolOutputSchemaMode>,
    /// never, prompt (default) or always.
    #[arg(long, env = "CS_WORKBENCH_ERROR_REPORTING_CONSENT", global = true)]
    pub error_reporting_consent: Option<ErrorReportingConsent>,
    /// A workspace to open at startup (repeatable). CS_WORKBENCH_WORKSPACE takes a
    /// path list separated like PATH.
    #[arg(long = "workspace", value_name = "PATH", global = true)]
    pub workspaces: Vec<String>,
    /// error, warn, info (default), debug or trace. Logs go to standard error only.
    #[arg(long, env = "CS_WORKBENCH_LOG_LEVEL", global = true)]
    pub log_level: Option<String>,
    /// Where commit journals live (default: the user's cache directory + /cs-workbench).
    #[arg(long, env = "CS_WORKBENCH_STATE_DIR", global = true)]
    pub state_dir: Option<PathBuf>,
    /// A plugin executable to start (repeatable). CS_WORKBENCH_PLUGINS takes a path list
    /// separated like PATH; the config file's `[[plugins]]` tables add arguments, environment
    /// and timeouts.
    #[arg(long = "plugin", value_name = "PATH", global = true)]
    pub plugins: Vec<String>,
    /// Where submitted error reports go: file:DIR, command:PROGRAM or an http(s) URL.
    #[arg(long, env = "CS_WORKBENCH_ERROR_REPORT_PROVIDER", global = true)]
    pub error_report_provider: Option<String>,
    /// A TOML file with the same settings (keys: mode, tool-output-schema-mode,
    /// error-reporting-consent, workspaces, log-level, state-dir, error-report-provider,
    /// [[plugins]] with command, args, env, startup-timeout-ms, call-timeout-ms).
    #[arg(long, env = "CS_WORKBENCH_CONFIG", global = true)]
    pub config: Option<PathBuf>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ConfigFile {
    mode: Option<String>,
    tool_output_schema_mode: Option<String>,
    error_reporting_consent: Option<String>,
    #[serde(default)]
    workspaces: Vec<String>,
    log_level: Option<String>,
    state_dir: Option<String>,
    error_report_provider: Option<String>,
    #[serde(default)]
    plugins: Vec<PluginTable>,
}

/// One `[[plugins]]` table.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct PluginTable {
    command: String,
    #[serde(default)]
    args: Vec<String>,
    #[serde(default)]
    env: std::collections::BTreeMap<String, String>,
    startup_timeout_ms: Option<u64>,
    call_timeout_ms: Option<u64>,
}

fn read_config(path: &Path) -> Result<ConfigFile, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read config file {}: {e}", path.display()))?;
    toml::from_str(&text).map_err(|e| format!("invalid config file {}: {e}", path.display()))
}

fn parse_setting<T: std::str::FromStr<Err = String>>(
    key: &str,
    value: Option<String>,
) -> Result<Option<T>, String> {
    value
        .map(|v| v.parse::<T>().map_err(|e| format!("config `{key}`: {e}")))
        .transpose()
}

impl StartupArgs {
    /// Resolves flags, environment and config file into options.
    pub fn resolve(&self) -> Result<ServerOptions, String> {
        let file = match &self.config {
            Some(path) => read_config(path)?,
            None => ConfigFile::default(),
        };
        let defaults = ServerOptions::default();
        let mut workspaces = self.workspaces.clone();
        if workspaces.is_empty()
            && let Some(list) = std::env::var_os("CS_WORKBENCH_WORKSPACE")
        {
            workspaces = std::env::split_paths(&list)
                .filter(|p| !p.as_os_str().is_empty())
                .map(|p| p.display().to_string())
                .collect();
        }
        if workspaces.is_empty() {
            workspaces = file.workspaces.clone();
        }
        // Flags, then the environment's list, then the config file: all of them, in order.
        let mut plugins: Vec<PluginConfig> = self
            .plugins
            .iter()
            .map(|command| PluginConfig {
                command: command.clone(),
                ..Default::default()
            })
            .collect();
        if let Some(list) = std::env::var_os("CS_WORKBENCH_PLUGINS") {
            plugins.extend(
                std::env::split_paths(&list)
                    .filter(|p| !p.as_os_str().is_empty())
                    .map(|p| PluginConfig {
                        command: p.display().to_string(),
                        ..Default::default()
                    }),
            );
        }
        plugins.extend(file.plugins.into_iter().map(|t| PluginConfig {
            command: t.command,
            args: t.args,
            env: t.env,
            startup_timeout_ms: t.startup_timeout_ms,
            call_timeout_ms: t.call_timeout_ms,
        }));
        Ok(ServerOptions {
            plugins,
            error_report_provider: self
                .error_report_provider
                .clone()
                .or(file.error_report_provider),
            mode: match self.mode {
                Some(m) => m,
                None => parse_setting("mode", file.mode)?.unwrap_or(defaults.mode),
            },
            tool_output_schema_mode: match self.tool_output_schema_mode {
                Some(m) => m,
                None => parse_setting("tool-output-schema-mode", file.tool_output_schema_mode)?
                    .unwrap_or(defaults.tool_output_schema_mode),
            },
            error_reporting_consent: match self.error_reporting_consent {
                Some(c) => c,
                None => parse_setting("error-reporting-consent", file.error_reporting_consent)?
                    .unwrap_or(defaults.error_reporting_consent),
            },
            workspaces,
            log_level: self
                .log_level
                .clone()
                .or(file.log_level)
                .unwrap_or(defaults.log_level),
            config_file: self.config.as_ref().map(|p| p.display().to_string()),
            state_dir: self
                .state_dir
                .as_ref()
                .map(|p| p.display().to_string())
                .or(file.state_dir),
            panic_tool: std::env::var("CS_WORKBENCH_TEST_PANIC_TOOL")
                .ok()
                .filter(|s| !s.is_empty()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_win_over_the_config_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cs-workbench.toml");
        std::fs::write(&path, "mode = \"inspection-only\"\ntool-output-schema-mode = \"Full\"\nworkspaces = [\"a.sln\"]\n").unwrap();
        let args = StartupArgs {
            tool_output_schema_mode: Some(ToolOutputSchemaMode::Omit),
            config: Some(path),
            ..Default::default()
        };
        let options = args.resolve().unwrap();
        assert_eq!(options.mode, Mode::InspectionOnly);
        assert_eq!(options.tool_output_schema_mode, ToolOutputSchemaMode::Omit);
        assert_eq!(options.workspaces, vec!["a.sln".to_string()]);
    }

    #[test]
    fn plugins_come_from_flags_and_the_config_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cs-workbench.toml");
        std::fs::write(
            &path,
            "error-report-provider = \"file:/tmp/reports\"\n[[plugins]]\ncommand = \"python3\"\nargs = [\"todo.py\"]\nenv = { TODO_MARK = \"FIXME\" }\ncall-timeout-ms = 500\n",
        )
        .unwrap();
        let args = StartupArgs {
            plugins: vec!["/opt/plugins/licence".into()],
            config: Some(path),
            ..Default::default()
        };
        let options = args.resolve().unwrap();
        let commands: Vec<&str> = options.plugins.iter().map(|p| p.command.as_str()).collect();
        assert_eq!(commands, ["/opt/plugins/licence", "python3"]);
        assert_eq!(options.plugins[1].args, ["todo.py"]);
        assert_eq!(options.plugins[1].env["TODO_MARK"], "FIXME");
        assert_eq!(options.plugins[1].call_timeout_ms, Some(500));
        assert_eq!(
            options.error_report_provider.as_deref(),
            Some("file:/tmp/reports")
        );
    }

    #[test]
    fn bad_config_values_are_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.toml");
        std::fs::write(&path, "mode = \"yolo\"\n").unwrap();
        let args = StartupArgs {
            config: Some(path),
            ..Default::default()
        };
        let error = args.resolve().unwrap_err();
        assert!(error.contains("mode") && error.contains("yolo"), "{error}");
    }
}
