//! Plugins through the real binary: a Python plugin (no SDK) answers with a callback, and
//! broken plugins each get their documented category at load, or fail only their own call
//! with a correlated `UnhandledException` while the server keeps answering.

use std::path::{Path, PathBuf};

use rmcp::model::CallToolRequestParams;
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;

/// The server as a child whose log (stderr) is dropped: these tests provoke failures.
fn quiet(command: tokio::process::Command) -> TokioChildProcess {
    TokioChildProcess::builder(command)
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap()
        .0
}
use rmcp::{RoleClient, ServiceExt};
use serde_json::{Value, json};

fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cs-workbench"))
}

fn script(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/plugins")
        .join(name)
        .display()
        .to_string()
}

const BROKEN: [&str; 10] = [
    "api-version",
    "bad-semver",
    "collision",
    "scalar",
    "big-schema",
    "crash",
    "hang",
    "garbage",
    "scalar-data",
    "startup-timeout",
];

/// A config file starting the Python plugin and every broken one, with short timeouts.
fn config(dir: &Path) -> PathBuf {
    let mut text = format!(
        "[[plugins]]\ncommand = \"python3\"\nargs = [{:?}]\n",
        script("word_count.py")
    );
    for mode in BROKEN {
        // Short limits only where they are the point: a loaded CI machine may take seconds
        // to start Python.
        let startup = if mode == "startup-timeout" {
            300
        } else {
            20_000
        };
        let call = if mode == "hang" { 400 } else { 20_000 };
        text.push_str(&format!(
            "[[plugins]]\ncommand = \"python3\"\nargs = [{:?}, {mode:?}]\nstartup-timeout-ms = {startup}\ncall-timeout-ms = {call}\n",
            script("broken.py")
        ));
    }
    let path = dir.join("cs-workbench.toml");
    std::fs::write(&path, text).unwrap();
    path
}

fn workspace(dir: &Path) -> PathBuf {
    let root = dir.join("app");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(
        root.join("App.csproj"),
        "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n",
    )
    .unwrap();
    std::fs::write(root.join("A.cs"), "namespace App;\npublic class A { }\n").unwrap();
    root.join("App.csproj")
}

async fn call(client: &RunningService<RoleClient, ()>, name: &str, arguments: Value) -> Value {
    let result = client
        .call_tool(
            CallToolRequestParams::new(name.to_string())
                .with_arguments(arguments.as_object().cloned().unwrap()),
        )
        .await
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let envelope = result.structured_content.clone().unwrap();
    assert_eq!(result.is_error, Some(envelope["ok"] == false), "{envelope}");
    envelope
}

/// The record behind an UnhandledException names the plugin and how it failed.
async fn failure_kind(client: &RunningService<RoleClient, ()>, envelope: &Value) -> Value {
    assert_eq!(
        envelope["error"]["code"], "UnhandledException",
        "{envelope:#}"
    );
    assert_eq!(envelope["diagnostics"]["detailsTool"], "get-error-details");
    let details = call(
        client,
        "get-error-details",
        json!({"correlationId": envelope["error"]["correlationId"]}),
    )
    .await;
    let error = &details["data"]["error"];
    assert_eq!(error["executionFamily"], "Plugin", "{details:#}");
    assert_eq!(error["pluginClassification"], "ThirdParty");
    assert_eq!(error["pluginVersion"], "1.0.0");
    json!([
        error["pluginId"],
        error["exceptions"][0]["type"],
        error["exceptions"][0]["component"]
    ])
}

#[tokio::test]
async fn python_and_broken_plugins_through_the_real_binary() {
    let dir = tempfile::tempdir().unwrap();
    let config = config(dir.path());
    let project = workspace(dir.path());
    let mut command = tokio::process::Command::new(binary());
    command
        .args(["serve", "--config"])
        .arg(&config)
        .arg("--state-dir")
        .arg(dir.path().join("state"));
    let client = ().serve(quiet(command)).await.unwrap();

    let status = call(&client, "server-status", json!({"detail": "Full"})).await;
    let names: Vec<String> = client
        .list_all_tools()
        .await
        .unwrap()
        .iter()
        .map(|t| t.name.to_string())
        .collect();
    for published in [
        "count-words",
        "broken-big-schema",
        "broken-crash",
        "broken-hang",
        "broken-garbage",
        "broken-scalar-data",
    ] {
        assert!(
            names.iter().any(|n| n == published),
            "{published} missing: {names:?}\n{:#}",
            status["data"]["full"]["plugins"]
        );
    }
    for refused in [
        "broken-api-version",
        "broken-bad-semver",
        "broken-scalar",
        "broken-startup-timeout",
    ] {
        assert!(!names.iter().any(|n| n == refused), "{refused} published");
    }
    assert_eq!(names.iter().filter(|n| *n == "find-references").count(), 1);

    // Load results by category.
    let status = call(&client, "server-status", json!({"detail": "Full"})).await;
    let plugins = status["data"]["full"]["plugins"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(plugins.len(), 11);
    assert_eq!(plugins[0]["state"], "Loaded");
    assert_eq!(plugins[0]["id"], "dev.cs-workbench.tests.word-count");
    let outcome = |mode: &str| {
        let plugin = plugins
            .iter()
            .find(|p| {
                p["command"]
                    .as_str()
                    .unwrap()
                    .ends_with(&format!(" {mode}"))
            })
            .unwrap();
        let categories = |key: &str| -> Vec<String> {
            plugin[key]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| i["category"].as_str().unwrap().to_string())
                .collect()
        };
        (
            plugin["state"].as_str().unwrap().to_string(),
            categories("errors"),
            categories("warnings"),
        )
    };
    let s = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        outcome("api-version"),
        ("Disabled".into(), s(&["Version"]), s(&[]))
    );
    assert_eq!(
        outcome("bad-semver"),
        ("Disabled".into(), s(&["Version"]), s(&[]))
    );
    assert_eq!(
        outcome("collision"),
        ("Disabled".into(), s(&["Collision"]), s(&[]))
    );
    assert_eq!(
        outcome("scalar"),
        ("Disabled".into(), s(&["Contract"]), s(&[]))
    );
    assert_eq!(
        outcome("big-schema"),
        ("Loaded".into(), s(&[]), s(&["Schema"]))
    );
    assert_eq!(
        outcome("startup-timeout"),
        ("Failed".into(), s(&["Startup"]), s(&[]))
    );

    let opened = call(
        &client,
        "workspace-open",
        json!({"path": project.display().to_string()}),
    )
    .await;
    let snapshot = opened["snapshot"].clone();

    // The Python plugin answers through one callback, bound to the snapshot.
    let words = call(
        &client,
        "count-words",
        json!({"expectedSnapshot": snapshot, "path": "A.cs"}),
    )
    .await;
    assert_eq!(
        words["data"],
        json!({"path": "A.cs", "words": 7}),
        "{words:#}"
    );
    assert_eq!(words["snapshot"], snapshot);
    let missing = call(
        &client,
        "count-words",
        json!({"expectedSnapshot": snapshot, "path": "Nope.cs"}),
    )
    .await;
    assert_eq!(missing["error"]["code"], "DocumentNotFound", "{missing:#}");
    let extra = call(
        &client,
        "count-words",
        json!({"expectedSnapshot": snapshot, "path": "A.cs", "paths": []}),
    )
    .await;
    assert_eq!(extra["error"]["code"], "InvalidArgument", "{extra:#}");

    // Each broken call fails alone, attributed to its plugin.
    let at = json!({"expectedSnapshot": snapshot});
    let crash = call(&client, "broken-crash", at.clone()).await;
    assert_eq!(
        failure_kind(&client, &crash).await,
        json!(["dev.cs-workbench.tests.crash", "PluginCrashed", "Plugin"])
    );
    let started = std::time::Instant::now();
    let hang = call(&client, "broken-hang", at.clone()).await;
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
    assert_eq!(
        failure_kind(&client, &hang).await,
        json!(["dev.cs-workbench.tests.hang", "PluginTimedOut", "Plugin"])
    );
    let garbage = call(&client, "broken-garbage", at.clone()).await;
    assert_eq!(
        failure_kind(&client, &garbage).await,
        json!([
            "dev.cs-workbench.tests.garbage",
            "PluginProtocolViolation",
            "Plugin"
        ])
    );
    let scalar = call(&client, "broken-scalar-data", at.clone()).await;
    assert_eq!(
        failure_kind(&client, &scalar).await,
        json!([
            "dev.cs-workbench.tests.scalar-data",
            "PluginContractViolation",
            "Plugin"
        ])
    );

    // The crashing plugin is restarted for each call, then disabled.
    for _ in 0..2 {
        let again = call(&client, "broken-crash", at.clone()).await;
        assert_eq!(again["error"]["code"], "UnhandledException");
    }
    let disabled = call(&client, "broken-crash", at.clone()).await;
    assert_eq!(
        disabled["error"]["code"], "PluginUnavailable",
        "{disabled:#}"
    );
    assert_eq!(disabled["continuation"]["kind"], "ResolveExternally");

    // The server, the healthy plugins and the restarted ones keep answering.
    let hang_again = call(&client, "broken-big-schema", at.clone()).await;
    assert_eq!(hang_again["ok"], true, "{hang_again:#}");
    let words = call(
        &client,
        "count-words",
        json!({"expectedSnapshot": snapshot, "path": "A.cs"}),
    )
    .await;
    assert_eq!(words["data"]["words"], 7);
    let projects = call(&client, "list-projects", at.clone()).await;
    assert_eq!(projects["ok"], true);
    let status = call(&client, "server-status", json!({"detail": "Full"})).await;
    let crash_status = status["data"]["full"]["plugins"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["command"].as_str().unwrap().ends_with(" crash"))
        .unwrap()
        .clone();
    assert_eq!(crash_status["state"], "Disabled");
    assert_eq!(crash_status["restartCount"], 2);
    assert!(
        crash_status["disabledReason"]
            .as_str()
            .unwrap()
            .contains("3 consecutive failures")
    );
    client.cancel().await.unwrap();
}

#[test]
fn plugin_stderr_goes_to_the_host_log_never_to_stdout() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("c.toml");
    std::fs::write(
        &config,
        format!(
            "[[plugins]]\ncommand = \"python3\"\nargs = [{:?}]\n",
            script("word_count.py")
        ),
    )
    .unwrap();
    let output = std::process::Command::new(binary())
        .args(["tools", "--config"])
        .arg(&config)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stdout.contains("count-words"), "{stdout}");
    assert!(!stdout.contains("plugin ready"), "{stdout}");
    assert!(stderr.contains("word-count plugin ready"), "{stderr}");
}
