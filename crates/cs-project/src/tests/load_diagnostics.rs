//! What the evaluation cannot do becomes a load diagnostic naming the file and line
//! (`CSW1010`–`CSW1014`), and the load goes on.

use std::path::Path;

use super::memory::memory_fs;
use crate::{WorkspaceModel, load_workspace};

fn load(fixture: &str, path: &str) -> WorkspaceModel {
    load_workspace(&memory_fs(fixture), Path::new(path)).unwrap()
}

/// `ID severity file:line message`, one per diagnostic.
fn lines(model: &WorkspaceModel) -> Vec<String> {
    model
        .diagnostics
        .iter()
        .map(|d| {
            format!(
                "{} {:?} {}:{} {}",
                d.id,
                d.severity,
                d.file
                    .as_deref()
                    .map_or(String::new(), |f| f.display().to_string()),
                d.line.map_or(String::new(), |l| l.to_string()),
                d.message
            )
        })
        .collect()
}

#[test]
fn a_shared_file_reports_once_and_each_place_names_its_file_and_line() {
    let fixture = r#"
//- /ws/S.slnx
<Solution>
  <Project Path="A/A.csproj" />
  <Project Path="B/B.csproj" />
</Solution>
//- /ws/Directory.Build.props
<Project>
  <PropertyGroup>
    <Stamp>$([System.Guid]::NewGuid())</Stamp>
  </PropertyGroup>
  <Import Project="$(NotDefined)" />
  <Import Project="$(MSBuildThisFileDirectory)none/*.props" />
  <Import Project="@(SomeItems)" />
</Project>
//- /ws/A/A.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
  </PropertyGroup>
  <Choose>
    <When Condition="'$(Configuration)' = 'Debug'">
      <PropertyGroup><X>1</X></PropertyGroup>
    </When>
  </Choose>
  <ItemGroup>
    <Compile Remove="Old.cs" Condition="Frob('x')" />
  </ItemGroup>
</Project>
//- /ws/A/A.cs
//- /ws/A/Old.cs
//- /ws/B/B.csproj
<Project Sdk="Microsoft.NET.Sdk;Aspire.AppHost.Sdk/9.0.0">
  <Sdk Name="Microsoft.Build.CentralPackageVersions" Version="2.1.3" />
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
  </PropertyGroup>
</Project>
//- /ws/B/B.cs
"#;
    let model = load(fixture, "/ws/S.slnx");
    assert_eq!(
        lines(&model),
        [
            "CSW1010 Info /ws/Directory.Build.props:3 property function \
             '$([System.Guid]::NewGuid())' is not evaluated; it was taken as empty",
            "CSW1011 Warning /ws/Directory.Build.props:5 import '$(NotDefined)' names no file \
             (it expands to nothing); it was skipped (MSBuild would fail, MSB4020)",
            "CSW1012 Info /ws/Directory.Build.props:7 import '@(SomeItems)' (@(SomeItems)) could \
             not be expanded; it was skipped",
            "CSW1014 Info /ws/A/A.csproj:6 condition \"'$(Configuration)' = 'Debug'\" could not \
             be evaluated; it was taken as true",
            "CSW1014 Info /ws/A/A.csproj:11 condition \"Frob('x')\" could not be evaluated; it \
             was taken as true",
            "CSW1013 Info /ws/B/B.csproj:1 SDK 'Aspire.AppHost.Sdk' is not modelled; the project \
             was evaluated as a Microsoft.NET.Sdk project (what 'Aspire.AppHost.Sdk' adds is \
             missing)",
            "CSW1013 Info /ws/B/B.csproj:2 SDK 'Microsoft.Build.CentralPackageVersions' is not \
             modelled; the project was evaluated as a Microsoft.NET.Sdk project (what \
             'Microsoft.Build.CentralPackageVersions' adds is missing)",
        ]
    );
    // Loading went on: the malformed conditions counted as true.
    let a = &model.projects[0];
    assert_eq!(a.documents.len(), 1, "{:?}", a.documents);
    assert_eq!(model.projects.len(), 2);
}

#[test]
fn wildcard_imports_take_every_match_in_order_and_missing_guarded_imports_are_silent() {
    let fixture = r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
  </PropertyGroup>
  <Import Project="props\*.props;extra.props" />
  <Import Project="local.props" Condition="Exists('local.props')" />
  <Import Project="$(MSBuildThisFileDirectory)also-missing.props" Condition="'$(X)' == ''" />
</Project>
//- /ws/P/props/b.props
<Project><PropertyGroup><DefineConstants>$(DefineConstants);B</DefineConstants></PropertyGroup></Project>
//- /ws/P/props/a.props
<Project><PropertyGroup><DefineConstants>$(DefineConstants);A</DefineConstants></PropertyGroup></Project>
//- /ws/P/props/c.targets
<Project><PropertyGroup><DefineConstants>$(DefineConstants);NOT_IMPORTED</DefineConstants></PropertyGroup></Project>
//- /ws/P/extra.props
<Project><PropertyGroup><DefineConstants>$(DefineConstants);EXTRA</DefineConstants></PropertyGroup></Project>
"#;
    let model = load(fixture, "/ws/P/P.csproj");
    assert_eq!(
        model.projects[0].define_constants,
        ["TRACE", "A", "B", "EXTRA", "DEBUG"]
    );
    assert_eq!(
        lines(&model),
        ["CSW1011 Warning /ws/P/P.csproj:7 imported project \
          '$(MSBuildThisFileDirectory)also-missing.props' was not found at \
          /ws/P/also-missing.props; the import was skipped (MSBuild would fail, MSB4019)"]
    );
}

#[test]
fn multi_targeting_reports_the_outer_build_once_and_marks_inner_only_diagnostics() {
    let fixture = r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFrameworks>net8.0;net48</TargetFrameworks>
    <Everywhere>$([System.Environment]::MachineName)</Everywhere>
    <Modern Condition="$([MSBuild]::IsTargetFrameworkCompatible('$(TargetFramework)', 'net5.0'))">$([System.DateTime]::Now)</Modern>
  </PropertyGroup>
</Project>
"#;
    let model = load(fixture, "/ws/P/P.csproj");
    assert_eq!(
        lines(&model),
        [
            "CSW1010 Info /ws/P/P.csproj:4 property function \
             '$([System.Environment]::MachineName)' is not evaluated; it was taken as empty",
            "CSW1010 Info /ws/P/P.csproj:5 property function '$([System.DateTime]::Now)' is not \
             evaluated; it was taken as empty (target framework net8.0 only)",
        ]
    );
}
