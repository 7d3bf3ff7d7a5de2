//! The `global using` directives of a project through the whole loader: where the SDK's
//! implicit items sit in evaluation order, and which projects generate any.

use std::path::Path;

use super::memory::memory_fs;
use crate::{ProjectModel, load_workspace};

fn load_all(fixture: &str, path: &str) -> Vec<ProjectModel> {
    load_workspace(&memory_fs(fixture), Path::new(path))
        .unwrap()
        .projects
}

/// The directives as C# (`global using static X;`, `global using A = X;`).
fn usings(project: &ProjectModel) -> Vec<String> {
    project
        .global_usings
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn directory_build_targets_comes_after_the_sdk_items_and_directory_build_props_before() {
    let projects = load_all(
        r#"
//- /ws/Directory.Build.props
<Project>
  <PropertyGroup><ImplicitUsings>true</ImplicitUsings></PropertyGroup>
  <ItemGroup><Using Remove="System" /></ItemGroup>
</Project>
//- /ws/Directory.Build.targets
<Project>
  <ItemGroup>
    <Using Remove="System.IO;System.Net.*" />
    <Using Include="Late.$(MSBuildProjectName)" Condition="'$(TargetFramework)' == 'net8.0'" />
  </ItemGroup>
</Project>
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFrameworks>net8.0;net472</TargetFrameworks></PropertyGroup>
  <ItemGroup><Using Remove="system.linq" /></ItemGroup>
</Project>
"#,
        "/ws/P/P.csproj",
    );
    let [net8, net472] = projects.as_slice() else {
        panic!("two instances: {projects:?}");
    };
    assert_eq!(
        usings(net8),
        [
            "Late.P",
            "System",
            "System.Collections.Generic",
            "System.Threading",
            "System.Threading.Tasks"
        ]
    );
    assert_eq!(
        usings(net472),
        [
            "System",
            "System.Collections.Generic",
            "System.Threading",
            "System.Threading.Tasks"
        ]
    );
}

#[test]
fn explicit_items_count_without_implicit_usings_and_legacy_projects_generate_nothing() {
    let fixture = r#"
//- /ws/Sdk/Sdk.csproj
<Project Sdk="Microsoft.NET.Sdk.Worker">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <ImplicitUsings>disable</ImplicitUsings>
  </PropertyGroup>
  <ItemGroup>
    <Using Include="Dapper" />
    <Using Include="Dapper" Alias="D" />
    <Using Include="Dapper" Static="yes" />
  </ItemGroup>
</Project>
//- /ws/Worker/Worker.csproj
<Project Sdk="Microsoft.NET.Sdk.Worker">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <ImplicitUsings>enable</ImplicitUsings>
  </PropertyGroup>
</Project>
//- /ws/Old/Old.csproj
<Project ToolsVersion="15.0">
  <PropertyGroup><ImplicitUsings>enable</ImplicitUsings></PropertyGroup>
  <ItemGroup><Using Include="System" /></ItemGroup>
  <Import Project="$(MSBuildToolsPath)\Microsoft.CSharp.targets" />
</Project>
"#;
    let sdk = load_all(fixture, "/ws/Sdk/Sdk.csproj").remove(0);
    assert_eq!(usings(&sdk), ["Dapper", "D = Dapper"]);
    assert_eq!(sdk.output_type, "Exe");
    let worker = load_all(fixture, "/ws/Worker/Worker.csproj").remove(0);
    assert_eq!(
        usings(&worker),
        [
            "Microsoft.Extensions.Configuration",
            "Microsoft.Extensions.DependencyInjection",
            "Microsoft.Extensions.Hosting",
            "Microsoft.Extensions.Logging",
            "System",
            "System.Collections.Generic",
            "System.IO",
            "System.Linq",
            "System.Net.Http",
            "System.Threading",
            "System.Threading.Tasks"
        ]
    );
    let old = load_all(fixture, "/ws/Old/Old.csproj").remove(0);
    assert!(old.implicit_usings);
    assert!(old.global_usings.is_empty());
}

#[test]
fn blazor_webassembly_adds_its_three() {
    let project = load_all(
        r#"
//- /ws/Client/Client.csproj
<Project Sdk="Microsoft.NET.Sdk.BlazorWebAssembly">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <ImplicitUsings>enable</ImplicitUsings>
  </PropertyGroup>
  <ItemGroup>
    <Using Remove="System.IO" />
    <Using Include="Microsoft.JSInterop" />
  </ItemGroup>
</Project>
"#,
        "/ws/Client/Client.csproj",
    )
    .remove(0);
    assert_eq!(project.output_type, "Exe");
    assert_eq!(
        usings(&project),
        [
            "Microsoft.Extensions.Configuration",
            "Microsoft.Extensions.DependencyInjection",
            "Microsoft.Extensions.Logging",
            "Microsoft.JSInterop",
            "System",
            "System.Collections.Generic",
            "System.Linq",
            "System.Net.Http",
            "System.Threading",
            "System.Threading.Tasks"
        ]
    );
}
