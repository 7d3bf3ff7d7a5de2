//! Multi-targeting as `dotnet build` does it: one evaluation per framework of
//! `TargetFrameworks`, with the global property `TargetFramework`; a project that sets
//! `TargetFramework` itself builds once.

use std::path::Path;

use super::memory::memory_fs;
use crate::{ProjectModel, WorkspaceModel, load_workspace};

fn load(fixture: &str, path: &str) -> WorkspaceModel {
    load_workspace(&memory_fs(fixture), Path::new(path)).unwrap()
}

/// One line per instance: name, framework, documents, project and package references, and the
/// project's own symbols (the SDK's framework symbols left out).
fn outline(projects: &[ProjectModel]) -> Vec<String> {
    projects
        .iter()
        .map(|p| {
            let names = |paths: Vec<&Path>| {
                paths
                    .iter()
                    .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let own_symbols: Vec<&str> = p
                .preprocessor_symbols
                .iter()
                .map(String::as_str)
                .filter(|s| !s.starts_with("NET") && !matches!(*s, "DEBUG" | "TRACE"))
                .collect();
            format!(
                "{} [{}] of [{}]: docs {} refs {} packages {} symbols {}",
                p.name,
                p.target_framework.as_deref().unwrap_or("-"),
                p.target_frameworks.join(";"),
                names(p.documents.iter().map(|d| d.as_path()).collect()),
                names(
                    p.project_references
                        .iter()
                        .map(|r| r.path.as_path())
                        .collect()
                ),
                p.package_references
                    .iter()
                    .map(|r| r.name.as_str())
                    .collect::<Vec<_>>()
                    .join(","),
                own_symbols.join(",")
            )
        })
        .collect()
}

#[test]
fn each_framework_is_an_instance_with_its_own_items() {
    let model = load(
        r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFrameworks>net8.0; netstandard2.0 ;NET8.0</TargetFrameworks>
    <DefineConstants Condition="'$(TargetFramework)' == 'netstandard2.0'">$(DefineConstants);OLD</DefineConstants>
  </PropertyGroup>
  <ItemGroup Condition="'$(TargetFramework)' == 'netstandard2.0'">
    <Compile Remove="Modern/**" />
    <ProjectReference Include="../Shim/Shim.csproj" />
    <PackageReference Include="System.Memory" Version="4.5.5" />
  </ItemGroup>
  <ItemGroup>
    <Compile Include="../Gen/Missing.cs" />
    <Compile Include="../Gen/Only8.cs" Condition="'$(TargetFramework)' == 'net8.0'" />
  </ItemGroup>
</Project>
//- /ws/P/A.cs
//- /ws/P/Modern/M.cs
//- /ws/Shim/Shim.csproj
<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>netstandard2.0</TargetFramework></PropertyGroup></Project>
"#,
        "/ws/P/P.csproj",
    );
    assert_eq!(
        outline(&model.projects),
        [
            "P [net8.0] of [net8.0;netstandard2.0]: docs A.cs,M.cs refs  packages  symbols ",
            "P [netstandard2.0] of [net8.0;netstandard2.0]: docs A.cs refs Shim.csproj \
             packages System.Memory symbols OLD",
        ]
    );
    // Reported by both inner builds: once, as it is. By one: once, naming it.
    let messages: Vec<String> = model
        .diagnostics
        .iter()
        .map(|d| format!("{} {}", d.id, d.message))
        .collect();
    assert_eq!(
        messages,
        [
            "CSW1007 Compile item /ws/Gen/Missing.cs of project /ws/P/P.csproj does not exist",
            "CSW1007 Compile item /ws/Gen/Only8.cs of project /ws/P/P.csproj does not exist \
             (target framework net8.0 only)",
        ]
    );
}

#[test]
fn a_target_framework_set_by_the_project_wins_over_the_list() {
    // A repository-wide list in Directory.Build.props, narrowed by one project: MSBuild's
    // `IsCrossTargetingBuild` needs an empty `TargetFramework`, so that project builds once.
    let model = load(
        r#"
//- /ws/Directory.Build.props
<Project>
  <PropertyGroup><TargetFrameworks>net8.0;net48</TargetFrameworks></PropertyGroup>
</Project>
//- /ws/S.slnx
<Solution>
  <Project Path="Lib/Lib.csproj" />
  <Project Path="App/App.csproj" />
</Solution>
//- /ws/Lib/Lib.csproj
<Project Sdk="Microsoft.NET.Sdk" />
//- /ws/App/App.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFramework>net48</TargetFramework></PropertyGroup>
</Project>
"#,
        "/ws/S.slnx",
    );
    assert_eq!(
        outline(&model.projects),
        [
            "Lib [net8.0] of [net8.0;net48]: docs  refs  packages  symbols ",
            "Lib [net48] of [net8.0;net48]: docs  refs  packages  symbols ",
            "App [net48] of [net48]: docs  refs  packages  symbols ",
        ]
    );
}

#[test]
fn inner_builds_see_the_framework_from_the_start_and_cannot_change_it() {
    let model = load(
        r#"
//- /ws/Directory.Build.props
<Project>
  <PropertyGroup Condition="'$(TargetFramework)' == 'net48'"><LangVersion>7.3</LangVersion></PropertyGroup>
</Project>
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFrameworks>net8.0;net48</TargetFrameworks></PropertyGroup>
  <PropertyGroup Condition="'$(TargetFramework)' == 'net48'">
    <TargetFramework>net472</TargetFramework>
  </PropertyGroup>
</Project>
"#,
        "/ws/P/P.csproj",
    );
    let seen: Vec<(Option<&str>, Option<&str>, bool)> = model
        .projects
        .iter()
        .map(|p| {
            (
                p.target_framework.as_deref(),
                p.lang_version.as_deref(),
                p.preprocessor_symbols.contains(&"NET48".to_owned()),
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            (Some("net8.0"), None, false),
            (Some("net48"), Some("7.3"), true)
        ]
    );
}

#[test]
fn a_default_framework_for_the_outer_build_makes_a_single_build() {
    // Meant as "net6.0 unless a framework is given", but the outer build is given none: it sets
    // net6.0, and with a `TargetFramework` it is no multi-targeting build.
    let model = load(
        r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFrameworks>net8.0;net48</TargetFrameworks>
    <TargetFramework Condition="'$(TargetFramework)' == ''">net6.0</TargetFramework>
  </PropertyGroup>
</Project>
"#,
        "/ws/P/P.csproj",
    );
    assert_eq!(
        outline(&model.projects),
        ["P [net6.0] of [net6.0]: docs  refs  packages  symbols "]
    );
}

#[test]
fn the_list_is_read_after_directory_build_targets_but_decided_before() {
    let model = load(
        r#"
//- /ws/Directory.Build.targets
<Project>
  <PropertyGroup><TargetFrameworks>$(TargetFrameworks);net9.0</TargetFrameworks></PropertyGroup>
</Project>
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFrameworks>net8.0</TargetFrameworks></PropertyGroup>
</Project>
//- /ws/Q/Q.csproj
<Project Sdk="Microsoft.NET.Sdk" />
"#,
        "/ws/P/P.csproj",
    );
    // `_ComputeTargetFrameworkItems` runs at build time, with the final properties.
    assert_eq!(
        outline(&model.projects),
        [
            "P [net8.0] of [net8.0;net9.0]: docs  refs  packages  symbols ",
            "P [net9.0] of [net8.0;net9.0]: docs  refs  packages  symbols ",
        ]
    );
    // Q has no list when the SDK decides, so it is no multi-targeting build (it is not a
    // buildable one either: `dotnet build` reports NETSDK1013).
    let model = load(
        r#"
//- /ws/Directory.Build.targets
<Project>
  <PropertyGroup><TargetFrameworks>$(TargetFrameworks);net9.0</TargetFrameworks></PropertyGroup>
</Project>
//- /ws/Q/Q.csproj
<Project Sdk="Microsoft.NET.Sdk" />
"#,
        "/ws/Q/Q.csproj",
    );
    assert_eq!(
        outline(&model.projects),
        ["Q [-] of []: docs  refs  packages  symbols "]
    );
}
