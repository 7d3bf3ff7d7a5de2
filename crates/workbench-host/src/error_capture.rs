//! Capture of unexpected failures (panics inside tool handlers): a local record per
//! correlation id, with the panic message, classified stack frames and context, kept for a
//! limited time for `get-error-details`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::time::Duration;

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// How long a captured record stays available.
pub const RECORD_LIFETIME: Duration = Duration::from_secs(60 * 60);
/// How many records are kept at most (oldest dropped first).
const MAX_RECORDS: usize = 64;

/// Which part of the program a stack frame belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Component {
    Unknown,
    /// Our own crates.
    CsWorkbench,
    /// The libraries the analysis is built on (salsa, tree-sitter, rowan, rmcp, tokio, …).
    Dependency,
    /// The Rust standard library.
    RustStd,
    /// A third-party plugin process.
    Plugin,
}

impl Component {
    pub fn as_str(self) -> &'static str {
        match self {
            Component::Unknown => "Unknown",
            Component::CsWorkbench => "CsWorkbench",
            Component::Dependency => "Dependency",
            Component::RustStd => "RustStd",
            Component::Plugin => "Plugin",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub component: Component,
    /// The crate the function belongs to, when it can be told.
    pub krate: Option<String>,
    /// The function path as the symbolizer printed it.
    pub function: Option<String>,
    pub file: Option<String>,
    pub line: Option<u32>,
}

/// What the panic hook saw.
#[derive(Debug, Clone)]
pub struct PanicCapture {
    pub message: String,
    pub location: Option<String>,
    pub frames: Vec<Frame>,
}

#[derive(Debug, Clone)]
pub struct WorkspaceContext {
    pub workspace_id: Uuid,
    pub workspace_epoch: u64,
    pub lifecycle_state: String,
    pub project_count: usize,
    pub document_count: usize,
    pub transaction_revision: Option<u64>,
}

#[derive(Debug, Clone)]
pub struct ErrorRecord {
    pub correlation_id: Uuid,
    pub failure_time: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub tool_name: String,
    pub execution_family: String,
    pub duration: Duration,
    pub cancellation_requested: bool,
    pub panic: PanicCapture,
    pub workspace: Option<WorkspaceContext>,
    /// Set when a plugin-backed tool failed (execution family `plugin`).
    pub plugin: Option<PluginAttribution>,
    /// Whether the message may leave the machine (the host wrote it and it names no user
    /// data); panic messages never may.
    pub message_safe: bool,
}

/// Which plugin a failure belongs to, and how it failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluginAttribution {
    pub plugin_id: String,
    pub plugin_version: String,
    /// PluginCrashed, PluginTimedOut, PluginProtocolViolation or PluginContractViolation.
    pub failure_kind: String,
}

thread_local! {
    static LAST_PANIC: RefCell<Option<PanicCapture>> = const { RefCell::new(None) };
}

/// Installs a panic hook that remembers each panic's message and backtrace on its thread
/// (for the record) and still prints to standard error through the previous hook.
pub fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = if let Some(s) = info.payload().downcast_ref::<&str>() {
            (*s).to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "panic with a non-text payload".to_string()
        };
        let backtrace = std::backtrace::Backtrace::force_capture();
        let capture = PanicCapture {
            message,
            location: info
                .location()
                .map(|l| format!("{}:{}", l.file(), l.line())),
            frames: parse_backtrace(&backtrace.to_string()),
        };
        LAST_PANIC.with(|slot| *slot.borrow_mut() = Some(capture));
        previous(info);
    }));
}

/// The component a panic comes from: that of its first frame outside the standard library.
pub fn origin(frames: &[Frame]) -> Component {
    frames
        .iter()
        .map(|f| f.component)
        .find(|c| *c != Component::RustStd)
        .unwrap_or(Component::Unknown)
}

/// Takes what the hook captured on this thread, if anything.
pub fn take_last_panic() -> Option<PanicCapture> {
    LAST_PANIC.with(|slot| slot.borrow_mut().take())
}

/// Parses `std::backtrace` output (`N: function` lines, each optionally followed by an
/// `at file:line:col` line) into classified frames, dropping the panic machinery itself.
pub fn parse_backtrace(text: &str) -> Vec<Frame> {
    let mut frames: Vec<Frame> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(location) = trimmed.strip_prefix("at ") {
            if let Some(frame) = frames.last_mut() {
                let mut parts = location.rsplitn(3, ':');
                let _column = parts.next();
                let line_no = parts.next().and_then(|l| l.parse().ok());
                let file = parts.next().map(str::to_string);
                if file.is_some() {
                    frame.file = file;
                    frame.line = line_no;
                }
            }
            continue;
        }
        let Some((index, function)) = trimmed.split_once(": ") else {
            continue;
        };
        if index.parse::<u32>().is_err() {
            continue;
        }
        let function = function.trim().to_string();
        let krate = function
            .trim_start_matches('<')
            .split("::")
            .next()
            .map(|head| head.split('<').next().unwrap_or(head).to_string());
        frames.push(Frame {
            component: classify(krate.as_deref()),
            krate,
            function: Some(function),
            file: None,
            line: None,
        });
    }
    // The hook and the unwinding machinery before the panicking function are noise.
    let machinery = frames
        .iter()
        .take_while(|f| {
            let name = f.function.as_deref().unwrap_or("");
            f.component == Component::RustStd
                || name.contains("error_capture")
                || name.contains("rust_begin_unwind")
        })
        .count();
    frames.drain(..machinery);
    frames.truncate(48);
    frames
}

fn classify(krate: Option<&str>) -> Component {
    match krate {
        None => Component::Unknown,
        Some(k) if k.starts_with("cs_") || k.starts_with("workbench_") || k == "xtask" => {
            Component::CsWorkbench
        }
        Some(
            "std"
            | "core"
            | "alloc"
            | "__rustc"
            | "__rust_try"
            | "__rust_begin_short_backtrace"
            | "__rust_end_short_backtrace",
        ) => Component::RustStd,
        Some(k) if k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !k.is_empty() => {
            Component::Dependency
        }
        Some(_) => Component::Unknown,
    }
}

/// The retained records, oldest first.
#[derive(Debug, Default)]
pub struct ErrorStore {
    records: VecDeque<ErrorRecord>,
}

impl ErrorStore {
    pub fn insert(&mut self, record: ErrorRecord) {
        self.expire(Utc::now());
        if self.records.len() == MAX_RECORDS {
            self.records.pop_front();
        }
        self.records.push_back(record);
    }

    pub fn get(&mut self, correlation_id: Uuid) -> Option<&ErrorRecord> {
        self.expire(Utc::now());
        self.records
            .iter()
            .find(|r| r.correlation_id == correlation_id)
    }

    fn expire(&mut self, now: DateTime<Utc>) {
        self.records.retain(|r| r.expires_at > now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backtrace_frames_are_classified_by_crate() {
        let text = "   0: std::backtrace::Backtrace::force_capture\n             at /rustc/x/library/std/src/backtrace.rs:312:13\n   1: workbench_host::error_capture::install_panic_hook::{{closure}}\n   2: __rustc::rust_begin_unwind\n   3: core::panicking::panic_fmt\n   4: workbench_mcp::tools::status::run\n             at ./crates/workbench-mcp/src/tools/status.rs:10:5\n   2: salsa::function::fetch\n   3: <alloc::boxed::Box<F,A> as core::ops::function::FnOnce<Args>>::call_once\n";
        let frames = parse_backtrace(text);
        let summary: Vec<(Component, Option<String>, Option<u32>)> = frames
            .iter()
            .map(|f| (f.component, f.krate.clone(), f.line))
            .collect();
        assert_eq!(
            summary,
            vec![
                (
                    Component::CsWorkbench,
                    Some("workbench_mcp".into()),
                    Some(10)
                ),
                (Component::Dependency, Some("salsa".into()), None),
                (Component::RustStd, Some("alloc".into()), None),
            ]
        );
        assert_eq!(
            frames[0].file.as_deref(),
            Some("./crates/workbench-mcp/src/tools/status.rs")
        );
    }

    #[test]
    fn records_expire_and_are_found_by_id() {
        let mut store = ErrorStore::default();
        let now = Utc::now();
        let record = |id: Uuid, expires_at| ErrorRecord {
            correlation_id: id,
            failure_time: now,
            expires_at,
            tool_name: "t".into(),
            execution_family: "Server".into(),
            duration: Duration::ZERO,
            cancellation_requested: false,
            panic: PanicCapture {
                message: "boom".into(),
                location: None,
                frames: vec![],
            },
            workspace: None,
            plugin: None,
            message_safe: false,
        };
        let live = Uuid::new_v4();
        let expired = Uuid::new_v4();
        store.insert(record(expired, now - chrono::Duration::seconds(1)));
        store.insert(record(live, now + chrono::Duration::seconds(60)));
        assert!(store.get(expired).is_none());
        assert_eq!(
            store.get(live).map(|r| r.panic.message.as_str()),
            Some("boom")
        );
    }
}
