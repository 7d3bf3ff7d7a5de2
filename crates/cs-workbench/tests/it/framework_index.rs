//! The embedded .NET API index as a user without a .NET SDK meets it (discovery off, so no
//! reference assemblies are found on any machine): on net8.0 and later, framework namespaces
//! the index declares are closed, so unknown types, names and members are errors; correct code
//! has none; and an ASP.NET Core controller's `User` binds to `ControllerBase.User`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cs-workbench"));
    command
        .env_remove("CS_WORKBENCH_MODE")
        .env_remove("CS_WORKBENCH_FRAMEWORK_INDEX")
        .env("CS_WORKBENCH_METADATA_REFERENCES", "off");
    command
}

fn solution() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../test-data/framework-index/FrameworkIndex.sln")
        .canonicalize()
        .unwrap()
}

/// `check`'s error lines (`File.cs(line,column): error ID`) for a path.
fn errors(path: &Path, index: bool) -> Vec<String> {
    let mut command = binary();
    if !index {
        command.env("CS_WORKBENCH_FRAMEWORK_INDEX", "off");
    }
    let output = command.arg("check").arg(path).output().unwrap();
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|l| {
            let (place, rest) = l.split_once(": error ")?;
            Some(format!("{place} {}", rest.split(':').next()?))
        })
        .collect()
}

const BROKEN: &str = "using System;
using System.Text;

namespace App;

public class Broken
{
    public Widget Make() => throw new NotImplementedException();

    public string Use(System.Security.Claims.ClaimsPrincipal user)
    {
        user.FindFirstt(\"sub\");
        System.Security.Claims.Claim.Nope();
        return undefinedName.ToString() + new StringBuilder().ToString();
    }
}
";

const NO_USING: &str = "namespace App;

public class NoUsing
{
    public StringBuilder Builder { get; } = null!;
}
";

/// Members of the hand-written stub types (`StringBuilder`, `string`, `List<T>`), whose
/// existence the index decides; names missing from a closed namespace in expressions and
/// initializers.
const MEMBERS: &str = "using System.Text;

namespace App;

public class Members
{
    private object unknown = new System.Text.Foo();
    public object Gadget = new Widget();

    public int Use(string name, List<int> numbers, Dictionary<string, int> map)
    {
        var sb = new StringBuilder();
        sb.Appendd(\"x\");
        sb.AppendJoin(\",\", numbers);
        var length = name.Lenght;
        numbers.Conut();
        map.GetValueOrDefault(\"k\");
        var joined = string.Jion(\",\", numbers);
        System.Text.Foo.Bar();
        var capacity = numbers.Capacity + sb.MaxCapacity + unknown.GetHashCode();
        return name.Length + numbers.Count + map.Count + sb.Length + capacity;
    }
}

public class CodedException : Exception
{
    public int Code => HResult + undefinedCode;
}
";

fn project(target_framework: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("App.csproj"),
        format!(
            "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    \
             <TargetFramework>{target_framework}</TargetFramework>\n    \
             <ImplicitUsings>enable</ImplicitUsings>\n  </PropertyGroup>\n</Project>\n"
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("Broken.cs"), BROKEN).unwrap();
    std::fs::write(dir.path().join("NoUsing.cs"), NO_USING).unwrap();
    std::fs::write(dir.path().join("Members.cs"), MEMBERS).unwrap();
    dir
}

#[test]
fn correct_code_on_the_index_has_no_errors() {
    assert_eq!(errors(&solution(), true), Vec::<String>::new());
}

#[test]
fn on_net8_and_later_missing_framework_names_and_members_are_errors() {
    let expected = [
        "Broken.cs(8,12) CS0246",
        "Broken.cs(12,14) CS1061",
        "Broken.cs(13,38) CS0117",
        "Broken.cs(14,16) CS0103",
        "Members.cs(7,46) CS0234",
        "Members.cs(8,32) CS0246",
        "Members.cs(13,12) CS1061",
        "Members.cs(15,27) CS1061",
        "Members.cs(16,17) CS1061",
        "Members.cs(18,29) CS0117",
        "Members.cs(19,21) CS0234",
        "Members.cs(27,34) CS0103",
        "NoUsing.cs(5,12) CS0246",
    ];
    for tfm in ["net8.0", "net10.0"] {
        let dir = project(tfm);
        assert_eq!(errors(dir.path(), true), expected, "{tfm}");
        // Without the index the framework's namespaces are open: nothing is provable.
        assert_eq!(errors(dir.path(), false), Vec::<String>::new(), "{tfm}");
    }
    // Before net8.0 the index (a .NET 10 surface) is not used.
    assert_eq!(errors(project("net7.0").path(), true), Vec::<String>::new());
}

fn symbol_at(path: &str, needle: &str) -> Value {
    let arguments = serde_json::json!({
        "symbol": {"location": {"text": {"document": {"path": path}, "match": needle}}}
    });
    let output = binary()
        .args([
            "call",
            "get-symbol-info",
            &arguments.to_string(),
            "--workspace",
        ])
        .arg(solution())
        .output()
        .unwrap();
    let envelope: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(envelope["ok"], true, "{envelope:#}");
    envelope["data"]["symbol"].clone()
}

#[test]
fn a_controllers_user_binds_to_controller_base_user() {
    let controller = "Web.Api/Controllers/ProfileController.cs";
    let user = symbol_at(controller, "User");
    assert_eq!(
        user["symbolId"],
        "P:Microsoft.AspNetCore.Mvc.ControllerBase.User"
    );
    assert_eq!(
        user["signature"],
        "public System.Security.Claims.ClaimsPrincipal User { get; }"
    );
    let find_first = symbol_at(controller, "FindFirst");
    assert_eq!(
        find_first["symbolId"],
        "M:System.Security.Claims.ClaimsPrincipal.FindFirst(System.String)"
    );
    let value = symbol_at(controller, "Value");
    assert_eq!(value["symbolId"], "P:System.Security.Claims.Claim.Value");
}

const INDEX_ONLY: &str = "namespace App;
public class P
{
    public string S(object o) => JsonSerializer.Serialize(o);
    public FrozenSet<int>? F;
}
";

/// The code-fix titles `list-code-actions` offers for a document.
fn code_fix_titles(workspace: &Path, path: &str, index: bool) -> Vec<String> {
    let arguments = serde_json::json!({"document": {"path": path}, "kinds": "CodeFixes"});
    let mut command = binary();
    if !index {
        command.env("CS_WORKBENCH_FRAMEWORK_INDEX", "off");
    }
    let output = command
        .args([
            "call",
            "list-code-actions",
            &arguments.to_string(),
            "--workspace",
        ])
        .arg(workspace)
        .output()
        .unwrap();
    let envelope: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(envelope["ok"], true, "{envelope:#}");
    envelope["data"]["actions"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn add_using_and_fully_qualify_offer_types_only_the_index_knows() {
    // Neither `System.Text.Json.JsonSerializer` nor `System.Collections.Frozen.FrozenSet<T>`
    // has a hand-written stub: the candidates can only come from the index.
    let dir = project("net8.0");
    std::fs::write(dir.path().join("P.cs"), INDEX_ONLY).unwrap();
    let titles = code_fix_titles(dir.path(), "P.cs", true);
    for expected in [
        "using System.Text.Json;",
        "System.Text.Json.JsonSerializer",
        "using System.Collections.Frozen;",
        "System.Collections.Frozen.FrozenSet",
    ] {
        assert!(
            titles.iter().any(|t| t == expected),
            "{expected}: {titles:?}"
        );
    }
    // Without the index the names are not errors (the namespaces are open): nothing to fix.
    let titles = code_fix_titles(dir.path(), "P.cs", false);
    assert!(
        !titles.iter().any(|t| t.contains("System.Text.Json")),
        "{titles:?}"
    );
}
