//! Solution filters through the whole loader: errors, a filtered `.slnx`, folder discovery.

use super::memory::check;

#[test]
fn broken_filters_are_load_errors_naming_file_and_line() {
    let fixture = r#"
//- /ws/Bad.slnf
{
  "solution": {
    "path": "S.sln"
    "projects": []
  }
}
//- /ws/Lost.slnf
{ "solution": { "path": "gone/S.sln", "projects": [] } }
//- /ws/Odd.slnf
{ "solution": { "path": "S.txt", "projects": [] } }
//- /ws/S.txt
"#;
    let errors = [
        check(fixture, "/ws/Bad.slnf"),
        check(fixture, "/ws/Lost.slnf"),
        check(fixture, "/ws/Odd.slnf"),
    ];
    insta::assert_snapshot!(errors.join("\n"), @"
    error Invalid: solution filter /ws/Bad.slnf line 4: invalid JSON: expected `,` or `}`
    error Invalid: solution filter /ws/Lost.slnf names solution /ws/gone/S.sln, which does not exist
    error Invalid: solution filter /ws/Odd.slnf names /ws/S.txt, which is not a solution (.sln, .slnx)
    ");
}

#[test]
fn a_filtered_slnx_keeps_its_order_and_skips_what_it_always_skips() {
    let fixture = r#"
//- /ws/All.slnx
<Solution>
  <Folder Name="/src/">
    <Project Path="src/B/B.csproj" />
    <Project Path="src/A/A.csproj" />
    <Project Path="src/V/V.vbproj" />
  </Folder>
  <Folder Name="/tools/">
    <Project Path="tools/T/T.csproj" />
  </Folder>
</Solution>
//- /ws/Some.slnf
{
  // written by hand
  "solution": {
    "path": "All.slnx",
    "projects": ["src/A/A.csproj", "src\\B\\B.csproj", "src/V/V.vbproj",],
  },
}
//- /ws/src/A/A.csproj
<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>
//- /ws/src/B/B.csproj
<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFrameworks>net8.0;net9.0</TargetFrameworks></PropertyGroup></Project>
//- /ws/src/V/V.vbproj
<Project Sdk="Microsoft.NET.Sdk" />
//- /ws/tools/T/T.csproj
<Project Sdk="Microsoft.NET.Sdk" />
"#;
    let rendered = check(fixture, "/ws/Some.slnf");
    let summary: Vec<&str> = rendered
        .lines()
        .filter(|line| {
            !line.starts_with(' ')
                || line.starts_with("  target framework: ")
                || line.starts_with("  CSW")
        })
        .collect();
    insta::assert_snapshot!(summary.join("\n"), @"
    kind: SolutionFilter
    loaded: Some.slnf
    root: .
    project B: src/B/B.csproj
      target framework: net8.0
    project B: src/B/B.csproj
      target framework: net9.0
    project A: src/A/A.csproj
      target framework: net8.0
    skipped V (VisualBasic): src/V/V.vbproj
    solution folder src (src):
    diagnostics:
      CSW1003 Warning All.slnx:5: project src/V/V.vbproj skipped: Visual Basic projects are not analysed (only C# projects are)
    inputs:
    ");
    // Folder lists keep each project once, whatever its number of frameworks.
    assert!(rendered.contains(
        "solution folder src (src):\n    src/B/B.csproj\n    src/A/A.csproj\n    src/V/V.vbproj\n"
    ));
    assert!(!rendered.contains("tools"), "{rendered}");
}

#[test]
fn a_folder_with_several_filters_loads_the_first_and_says_so() {
    let fixture = r#"
//- /ws/S.sln
Microsoft Visual Studio Solution File, Format Version 12.00
//- /ws/filters/B.slnf
{ "solution": { "path": "../S.sln", "projects": [] } }
//- /ws/filters/A.slnf
{ "solution": { "path": "../S.sln", "projects": [] } }
"#;
    insta::assert_snapshot!(check(fixture, "/ws/filters"), @r"
    kind: SolutionFilter
    loaded: filters/A.slnf
    root: .
    diagnostics:
      CSW1005 Warning filters/A.slnf: filters holds several solution filters (A.slnf, B.slnf); loaded A.slnf because it is the first by name; open the solution file itself to choose another
    inputs:
        S.sln
        filters/A.slnf
    ");
}
