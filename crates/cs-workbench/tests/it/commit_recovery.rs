//! The real binary killed in the middle of a commit (test hook
//! `CS_WORKBENCH_TEST_COMMIT_PAUSE`) and started again: the journal is rolled forward at
//! startup, every file is new, and `server-status` with `detail: Full` reports it.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

const FILES: [&str; 4] = [
    "src/Shop.Core/Orders/Order.cs",
    "src/Shop.Core/Orders/OrderLine.cs",
    "src/Shop.Core/Orders/OrderService.cs",
    "src/Shop.Core/Orders/OrderStatus.cs",
];
const STAMP: &str = "// committed by the kill test\n";

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: i64,
}

impl Server {
    fn start(state_dir: &Path, pause: Option<&str>) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_cs-workbench"));
        command
            .arg("serve")
            .env("CS_WORKBENCH_STATE_DIR", state_dir)
            .env_remove("CS_WORKBENCH_TEST_COMMIT_PAUSE")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(pause) = pause {
            command.env("CS_WORKBENCH_TEST_COMMIT_PAUSE", pause);
        }
        let mut child = command.spawn().unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut server = Server {
            child,
            stdin,
            stdout,
            next_id: 1,
        };
        server.request("initialize", json!({"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "kill-test", "version": "0"}}));
        server.send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        server
    }

    fn send(&mut self, frame: Value) {
        writeln!(self.stdin, "{frame}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn request(&mut self, method: &str, params: Value) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        id
    }

    fn response(&mut self, id: i64) -> Value {
        loop {
            let mut line = String::new();
            assert!(
                self.stdout.read_line(&mut line).unwrap() > 0,
                "server closed stdout"
            );
            let frame: Value = serde_json::from_str(&line).unwrap();
            if frame["id"] == json!(id) {
                return frame;
            }
        }
    }

    fn call(&mut self, tool: &str, arguments: Value) -> Value {
        let id = self.request("tools/call", json!({"name": tool, "arguments": arguments}));
        let frame = self.response(id);
        frame["result"]["structuredContent"].clone()
    }
}

fn is_new(root: &Path, file: &str) -> bool {
    std::fs::read_to_string(root.join(file))
        .unwrap()
        .starts_with(STAMP)
}

#[test]
fn a_commit_killed_midway_is_rolled_forward_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("sample");
    copy_dir(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-data/sample"),
        &root,
    );
    let state_dir = dir.path().join("state");

    // Pause for a minute after the second of four replacements.
    let mut server = Server::start(&state_dir, Some("2:60"));
    let opened = server.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened}");
    let mut snapshot = server.call(
        "transaction-begin",
        json!({"expectedSnapshot": opened["snapshot"]}),
    )["snapshot"]
        .clone();
    for file in FILES {
        let edited = server.call(
            "edit-document",
            json!({"expectedSnapshot": snapshot, "document": {"path": file}, "edits": [{"range": {"start": 0, "length": 0}, "newText": STAMP}]}),
        );
        assert_eq!(edited["ok"], true, "{edited}");
        snapshot = edited["snapshot"].clone();
    }
    server.request(
        "tools/call",
        json!({"name": "transaction-commit", "arguments": {"expectedSnapshot": snapshot}}),
    );
    let started = Instant::now();
    while FILES.iter().filter(|f| is_new(&root, f)).count() < 2 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the commit never reached the pause"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // Give the pause a moment to start, then kill the server mid-commit.
    std::thread::sleep(Duration::from_millis(200));
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    let new_count = FILES.iter().filter(|f| is_new(&root, f)).count();
    assert_eq!(new_count, 2, "killed halfway: two files replaced, two not");

    // The next start finishes the commit and reports it.
    let mut server = Server::start(&state_dir, None);
    let status = server.call("server-status", json!({"detail": "Full"}));
    let recovery = &status["data"]["full"]["recovery"];
    assert_eq!(recovery.as_array().map(Vec::len), Some(1), "{status:#}");
    assert_eq!(recovery[0]["action"], "RolledForward", "{status:#}");
    assert_eq!(recovery[0]["files"].as_array().unwrap().len(), 4);
    for file in FILES {
        assert!(is_new(&root, file), "{file} is whole and new");
    }
    let leftovers: Vec<_> = std::fs::read_dir(root.join("src/Shop.Core/Orders"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("cswb"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    // And the workspace opens cleanly on the recovered files.
    let opened = server.call(
        "workspace-open",
        json!({"path": root.display().to_string()}),
    );
    let diagnostics = server.call(
        "get-diagnostics",
        json!({"expectedSnapshot": opened["snapshot"]}),
    );
    assert_eq!(
        diagnostics["data"]["diagnostics"]["items"],
        json!([]),
        "{diagnostics}"
    );
    server.child.kill().unwrap();
    server.child.wait().unwrap();
}
