//! The command-line face: `check` exit codes and compiler-style lines, `call` with the
//! snapshot filled in, `tools`, and options from the environment.

use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;

fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cs-workbench"));
    command
        .env_remove("CS_WORKBENCH_MODE")
        .env_remove("CS_WORKBENCH_TEST_PANIC_TOOL");
    command
}

fn test_data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../test-data")
        .join(name)
        .canonicalize()
        .unwrap()
}

#[test]
fn check_passes_on_the_sample_and_fails_on_syntax_errors() {
    let clean = binary()
        .arg("check")
        .arg(test_data("sample"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&clean.stdout);
    assert!(
        clean.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&clean.stderr)
    );
    assert!(
        stdout.contains("3 project(s)") && stdout.contains("0 error(s)"),
        "{stdout}"
    );

    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("A.cs"), "class A\n{\n    int x\n}\n").unwrap();
    let broken = binary().arg("check").arg(dir.path()).output().unwrap();
    let stdout = String::from_utf8_lossy(&broken.stdout);
    assert_eq!(broken.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("A.cs(3,10): error CS1002: ; expected"),
        "{stdout}"
    );
}

#[test]
fn call_fills_in_the_snapshot_and_prints_the_envelope() {
    let output = binary()
        .args(["call", "list-projects", r#"{"limit": 1}"#, "--workspace"])
        .arg(test_data("sample").join("Sample.sln"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let envelope: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(envelope["ok"], true);
    assert_eq!(
        envelope["data"]["projects"]["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(envelope["data"]["projects"]["hasMore"], true);

    let bad = binary()
        .args(["call", "list-projects", "{not json"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn options_come_from_the_environment_and_are_validated() {
    let output = binary()
        .args(["call", "server-status", r#"{"detail": "Full"}"#])
        .env("CS_WORKBENCH_MODE", "inspection-only")
        .output()
        .unwrap();
    let envelope: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(envelope["data"]["mode"], "inspection-only");
    assert_eq!(
        envelope["data"]["full"]["configuration"]["mode"],
        "inspection-only"
    );

    let wrong = binary().args(["tools", "--mode", "yolo"]).output().unwrap();
    assert_eq!(wrong.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("inspection-only"));
}
