//! The `cs-workbench` binary: `serve` (MCP over stdio, the default), `tools`, `call`,
//! `check` and `demo`. Standard output carries only protocol frames when serving; all
//! logging goes to standard error.

mod check;
mod cli_call;
mod config;

use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use workbench_host::RealSystem;
use workbench_mcp::{ServerOptions, Workbench};

use crate::config::StartupArgs;

#[derive(Debug, Parser)]
#[command(
    name = "cs-workbench",
    version,
    about = "C# code understanding for coding agents, over MCP"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    startup: StartupArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve MCP over standard input and output (the default).
    Serve,
    /// Print the published tool catalogue.
    Tools {
        /// Print the MCP `tools/list` JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Run one tool call and print its result envelope. `expectedSnapshot` is filled in
    /// with the current snapshot when the arguments leave it out.
    Call {
        /// The tool name, e.g. list-projects.
        tool: String,
        /// The arguments as a JSON object.
        #[arg(default_value = "{}")]
        arguments: String,
    },
    /// Print compiler-style diagnostics for a solution, project or folder; exit code 1 when
    /// there are errors.
    Check { path: String },
    /// Run a scripted MCP session against a child `cs-workbench serve`, printing each call.
    Demo { path: String },
}

fn init_logging(level: &str) {
    // A bare level keeps the protocol library's per-message chatter below it at warn.
    let directives = match level {
        "error" | "warn" | "info" => format!("{level},rmcp=warn,salsa=warn"),
        other => other.to_string(),
    };
    let filter = tracing_subscriber::EnvFilter::try_new(&directives)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();
}

fn workbench(options: ServerOptions) -> Workbench {
    workbench_host::error_capture::install_panic_hook();
    let workbench = Workbench::new(options, Arc::new(RealSystem));
    workbench.open_startup_workspaces();
    workbench
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let options = match cli.startup.resolve() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("cs-workbench: {message}");
            return ExitCode::from(2);
        }
    };
    init_logging(&options.log_level);
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => serve(options),
        Command::Tools { json } => cli_call::print_tools(&workbench(options), json),
        Command::Call { tool, arguments } => cli_call::call(&workbench(options), &tool, &arguments),
        Command::Check { path } => check::check(&workbench(options), &path),
        Command::Demo { path } => demo(&path, options),
    }
}

fn runtime() -> Option<tokio::runtime::Runtime> {
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => Some(runtime),
        Err(error) => {
            eprintln!("cs-workbench: cannot start the async runtime: {error}");
            None
        }
    }
}

fn demo(path: &str, options: ServerOptions) -> ExitCode {
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    let server = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(error) => {
            eprintln!("cs-workbench demo: cannot find this executable: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(workbench_mcp::demo::run_demo(server, path, options.mode)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("cs-workbench demo: {error}");
            ExitCode::FAILURE
        }
    }
}

fn serve(options: ServerOptions) -> ExitCode {
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    let result = runtime.block_on(async move {
        let mode = options.mode;
        let workbench = workbench(options);
        tracing::info!(version = workbench_mcp::SERVER_VERSION, mode = %mode, tools = workbench.tools().len(), "serving MCP on stdio");
        workbench_mcp::serve_stdio(workbench).await
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "server stopped");
            ExitCode::FAILURE
        }
    }
}
