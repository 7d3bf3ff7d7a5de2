//! Code Actions that change other documents than the listed one, through the MCP tools: a fix
//! that generates a member in another document; Move type to matching file (the new document
//! listed by list-documents inside the transaction before the commit, one revision, the file's
//! CRLF kept); a new document's path taken by a file the project does not compile, or in a
//! project that lists its files one by one (structured errors when staged); Change namespace,
//! offered only where no other document refers to the file's types.

use crate::code_actions::{PROJECT, find, list};
use crate::common::Session;

use serde_json::{Value, json};

fn open(
    session: &mut Session,
    project: &str,
    files: &[(&str, &str)],
) -> (tempfile::TempDir, Value) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Fixes.csproj"), project).unwrap();
    for (name, text) in files {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let opened = session.call(
        "workspace-open",
        json!({"path": dir.path().join("Fixes.csproj").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    (dir, opened)
}

const TWO_TYPES: &str = "namespace Shapes\n{\n    class Circle { }\n\n    class Square { }\n}\n";

fn paths(listed: &Value) -> Vec<String> {
    listed["data"]["documents"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["path"].as_str().unwrap().to_string())
        .collect()
}

/// Move type to matching file: the new document is compiled (list-documents shows it) while
/// the transaction is open, nothing is on disk before the commit, and both files after it.
#[test]
fn a_moved_type_is_listed_in_the_transaction_before_commit() {
    let mut session = Session::new();
    let (dir, opened) = open(&mut session, PROJECT, &[("Case.cs", TWO_TYPES)]);
    let at = TWO_TYPES.find("Square").unwrap();
    let listed = list(&mut session, &opened, Some((at, 0)));
    let action = find(&listed, "Move type to Square.cs")
        .cloned()
        .unwrap_or_else(|| panic!("{listed:#}"));
    let staged = session.call_at(
        "stage-code-action",
        &listed,
        json!({"actionId": action["actionId"]}),
    );
    assert_eq!(staged["ok"], true, "{staged:#}");
    assert_eq!(staged["data"]["revision"], 1, "one change, one revision");
    let changed: Vec<&str> = staged["data"]["changedDocuments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["path"].as_str().unwrap())
        .collect();
    assert_eq!(changed, ["Case.cs", "Square.cs"]);
    assert_eq!(
        staged["data"]["diagnosticsDelta"]["added"]["items"],
        json!([])
    );
    let documents = session.call_at("list-documents", &staged, json!({}));
    assert_eq!(documents["ok"], true, "{documents:#}");
    assert_eq!(paths(&documents), ["Case.cs", "Square.cs"]);
    assert!(!dir.path().join("Square.cs").exists());
    let status = session.call_at("transaction-status", &staged, json!({}));
    assert_eq!(status["ok"], true, "{status:#}");
    let committed = session.call_at("transaction-commit", &staged, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("Square.cs")).unwrap(),
        "namespace Shapes\n{\n    class Square { }\n}\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("Case.cs")).unwrap(),
        "namespace Shapes\n{\n    class Circle { }\n}\n"
    );
}

/// The new document is written in the listed document's line ending (CRLF here).
#[test]
fn a_moved_type_keeps_the_line_ending_of_its_file() {
    let mut session = Session::new();
    let text = TWO_TYPES.replace('\n', "\r\n");
    let (dir, opened) = open(&mut session, PROJECT, &[("Case.cs", &text)]);
    let at = text.find("Square").unwrap();
    let listed = list(&mut session, &opened, Some((at, 0)));
    let action = find(&listed, "Move type to Square.cs").cloned().unwrap();
    let staged = session.call_at(
        "stage-code-action",
        &listed,
        json!({"actionId": action["actionId"]}),
    );
    assert_eq!(staged["ok"], true, "{staged:#}");
    let committed = session.call_at("transaction-commit", &staged, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("Square.cs")).unwrap(),
        "namespace Shapes\r\n{\r\n    class Square { }\r\n}\r\n"
    );
}

/// A file the project does not compile already has the new document's path: the action is
/// listed (no document has that path) but staging it is a structured error, staging nothing.
#[test]
fn a_new_document_over_an_existing_file_is_refused_when_staged() {
    let mut session = Session::new();
    let project = PROJECT.replace(
        "</Project>",
        "  <ItemGroup>\n    <Compile Remove=\"Square.cs\" />\n  </ItemGroup>\n</Project>",
    );
    let (dir, opened) = open(
        &mut session,
        &project,
        &[("Case.cs", TWO_TYPES), ("Square.cs", "// not compiled\n")],
    );
    let at = TWO_TYPES.find("Square").unwrap();
    let listed = list(&mut session, &opened, Some((at, 0)));
    let action = find(&listed, "Move type to Square.cs")
        .cloned()
        .unwrap_or_else(|| panic!("{listed:#}"));
    let staged = session.call_at(
        "stage-code-action",
        &listed,
        json!({"actionId": action["actionId"]}),
    );
    assert_eq!(staged["ok"], false, "{staged:#}");
    assert_eq!(staged["error"]["code"], "InvalidArgument", "{staged:#}");
    assert!(
        staged["error"]["message"]
            .as_str()
            .unwrap()
            .contains("already exists"),
        "{staged:#}"
    );
    // The transaction the call began is rolled back; the files are untouched.
    let status = session.call("transaction-status", json!({}));
    assert_eq!(status["error"]["code"], "TransactionRequired", "{status:#}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("Square.cs")).unwrap(),
        "// not compiled\n"
    );
}

/// A project that lists its files one by one would not compile a new file after a reload:
/// staging an action that adds one is refused.
#[test]
fn a_new_document_in_a_project_listing_its_files_is_refused() {
    let mut session = Session::new();
    let project = "<Project ToolsVersion=\"15.0\" xmlns=\"http://schemas.microsoft.com/developer/msbuild/2003\">\n  <PropertyGroup>\n    <OutputType>Library</OutputType>\n    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>\n  </PropertyGroup>\n  <ItemGroup>\n    <Compile Include=\"Case.cs\" />\n  </ItemGroup>\n</Project>\n";
    let (dir, opened) = open(&mut session, project, &[("Case.cs", TWO_TYPES)]);
    let at = TWO_TYPES.find("Square").unwrap();
    let listed = list(&mut session, &opened, Some((at, 0)));
    let action = find(&listed, "Move type to Square.cs")
        .cloned()
        .unwrap_or_else(|| panic!("{listed:#}"));
    let staged = session.call_at(
        "stage-code-action",
        &listed,
        json!({"actionId": action["actionId"]}),
    );
    assert_eq!(staged["error"]["code"], "InvalidArgument", "{staged:#}");
    assert!(
        staged["error"]["message"]
            .as_str()
            .unwrap()
            .contains("lists its source files"),
        "{staged:#}"
    );
    assert!(!dir.path().join("Square.cs").exists());
}

/// Change namespace to match the folder is not offered while another document refers to a
/// type of the file (it does not update references), and is offered, in a sub-folder, with
/// the folder's name appended to RootNamespace, when none does.
#[test]
fn change_namespace_is_offered_only_where_no_other_document_refers_to_its_types() {
    let mut session = Session::new();
    let widget = "namespace Wrong\n{\n    class Widget { }\n}\n";
    let user = "using Wrong;\n\nclass User\n{\n    Widget widget;\n}\n";
    let (dir, opened) = open(
        &mut session,
        PROJECT,
        &[("Case.cs", widget), ("User.cs", user)],
    );
    let at = widget.find("Wrong").unwrap();
    let listed = list(&mut session, &opened, Some((at, 0)));
    assert!(
        find(&listed, "Change namespace to 'Fixes'").is_none(),
        "{listed:#}"
    );
    drop(dir);

    let mut session = Session::new();
    let (dir, opened) = open(
        &mut session,
        PROJECT,
        &[("User.cs", "class User { }\n"), ("Tools/Widget.cs", widget)],
    );
    let at = widget.find("Wrong").unwrap();
    let listed = session.call_at(
        "list-code-actions",
        &opened,
        json!({"document": {"path": "Tools/Widget.cs"}, "kinds": "Refactorings", "range": {"start": at, "length": 0}}),
    );
    assert_eq!(listed["ok"], true, "{listed:#}");
    let action = find(&listed, "Change namespace to 'Fixes.Tools'")
        .cloned()
        .unwrap_or_else(|| panic!("{listed:#}"));
    let staged = session.call_at(
        "stage-code-action",
        &listed,
        json!({"actionId": action["actionId"]}),
    );
    assert_eq!(staged["ok"], true, "{staged:#}");
    let committed = session.call_at("transaction-commit", &staged, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("Tools/Widget.cs")).unwrap(),
        "namespace Fixes.Tools\n{\n    class Widget { }\n}\n"
    );
}

/// "Generate method" for a member missing on a type declared in another document: the edit
/// lands in that document (the caller's is unchanged), staged and committed as one change.
#[test]
fn generate_method_into_a_type_of_another_document() {
    let mut session = Session::new();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Fixes.csproj"), PROJECT).unwrap();
    let caller = "class Caller\n{\n    void Run()\n    {\n        var widget = new Widget();\n        widget.Resize(3);\n    }\n}\n";
    let widget = "class Widget\n{\n    public int Size => 1;\n}\n";
    std::fs::write(dir.path().join("Case.cs"), caller).unwrap();
    std::fs::write(dir.path().join("Widget.cs"), widget).unwrap();
    let opened = session.call(
        "workspace-open",
        json!({"path": dir.path().join("Fixes.csproj").display().to_string()}),
    );
    assert_eq!(opened["ok"], true, "{opened:#}");
    let at = caller.find("Resize").unwrap();
    let listed = list(&mut session, &opened, Some((at, 0)));
    let action = find(&listed, "Generate method 'Resize'")
        .cloned()
        .unwrap_or_else(|| panic!("{listed:#}"));
    assert_eq!(action["diagnostics"]["items"][0]["id"], "CS1061");
    let staged = session.call_at(
        "stage-code-action",
        &listed,
        json!({"actionId": action["actionId"]}),
    );
    assert_eq!(staged["ok"], true, "{staged:#}");
    let changed: Vec<&str> = staged["data"]["changedDocuments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["path"].as_str().unwrap())
        .collect();
    assert_eq!(changed, ["Widget.cs"]);
    assert_eq!(
        staged["data"]["diagnosticsDelta"]["added"]["items"],
        json!([]),
        "{staged:#}"
    );
    let remaining = session.call_at(
        "get-diagnostics",
        &staged,
        json!({"document": {"path": "Case.cs"}, "ids": ["CS1061"]}),
    );
    assert_eq!(remaining["data"]["diagnostics"]["items"], json!([]));
    let committed = session.call_at("transaction-commit", &staged, json!({}));
    assert_eq!(committed["ok"], true, "{committed:#}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("Widget.cs")).unwrap(),
        "using System;\n\nclass Widget\n{\n    public int Size => 1;\n\n    internal void Resize(int v)\n    {\n        throw new NotImplementedException();\n    }\n}\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("Case.cs")).unwrap(),
        caller
    );
}

/// In a multi-targeting project every framework compiles the file: actions that add or rename
/// documents are not listed there (staging would refuse them), the others still are.
#[test]
fn document_adding_actions_are_not_listed_for_a_file_of_several_projects() {
    let multi = PROJECT.replace(
        "<TargetFramework>net8.0</TargetFramework>",
        "<TargetFrameworks>net8.0;net9.0</TargetFrameworks>",
    );
    assert_ne!(multi, PROJECT);
    let mut session = Session::new();
    let text = "namespace Shapes\n{\n    public class Circle { public int R { get; set; } }\n\n    class Square { }\n}\n";
    let (_dir, opened) = open(&mut session, &multi, &[("Case.cs", text)]);
    let square = list(
        &mut session,
        &opened,
        Some((text.find("Square").unwrap(), 0)),
    );
    assert!(
        find(&square, "Move type to Square.cs").is_none(),
        "{square:#}"
    );
    let circle = list(
        &mut session,
        &opened,
        Some((text.find("Circle").unwrap(), 0)),
    );
    assert!(
        find(&circle, "Extract interface 'ICircle'").is_none(),
        "{circle:#}"
    );
    // A refactoring within the document is still there.
    let namespace = list(
        &mut session,
        &opened,
        Some((text.find("Shapes").unwrap(), 0)),
    );
    assert!(
        find(&namespace, "Convert to file-scoped namespace").is_some(),
        "{namespace:#}"
    );
}
