//! In-memory fixtures for the cases `test-data/` does not cover: folder discovery choices,
//! evaluation corner cases, and malformed inputs.

use std::path::Path;

use super::render::render;
use crate::{MemoryFs, load_workspace};

/// Builds a `MemoryFs` from `//- /path` sections, loads `path` and renders the model (paths
/// relative to `/ws`), or the error.
pub(super) fn check(fixture: &str, path: &str) -> String {
    let fs = memory_fs(fixture);
    match load_workspace(&fs, Path::new(path)) {
        Ok(model) => render(&model, Path::new("/ws")),
        Err(error) => format!("error {:?}: {}", error.kind, error.message),
    }
}

pub(super) fn memory_fs(fixture: &str) -> MemoryFs {
    let mut fs = MemoryFs::new();
    let mut current: Option<(String, String)> = None;
    for line in fixture.lines() {
        if let Some(path) = line.trim_start().strip_prefix("//- ") {
            if let Some((path, text)) = current.take() {
                fs.insert(path, text);
            }
            current = Some((path.trim().to_owned(), String::new()));
        } else if let Some((_, text)) = current.as_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    if let Some((path, text)) = current {
        fs.insert(path, text);
    }
    fs
}

const SLN_HEADER: &str = "Microsoft Visual Studio Solution File, Format Version 12.00";

#[test]
fn slnx_is_preferred_over_sln_of_the_same_name() {
    let fixture = format!(
        r#"
//- /ws/App.sln
{SLN_HEADER}
//- /ws/App.slnx
<Solution><Project Path="A/A.csproj" /></Solution>
//- /ws/A/A.csproj
<Project Sdk="Microsoft.NET.Sdk" />
"#
    );
    insta::assert_snapshot!(check(&fixture, "/ws"), @"
    kind: SolutionX
    loaded: App.slnx
    root: .
    project A: A/A.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: -
      target framework: -
      assembly name: A
      root namespace: A
      output type: Library
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: TRACE;DEBUG
      preprocessor symbols: DEBUG;TRACE
      documents: -
      source roots:
        A
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics:
      CSW1005 Info App.slnx: . holds several solutions (App.sln, App.slnx); loaded App.slnx because the .slnx format is preferred over .sln of the same name
    inputs:
        A/A.csproj
        App.slnx
    ");
}

#[test]
fn the_first_of_several_solutions_is_loaded_with_a_warning() {
    let fixture = format!(
        r#"
//- /ws/B.sln
{SLN_HEADER}
//- /ws/A.sln
{SLN_HEADER}
//- /ws/A.slnx
<Solution />
"#
    );
    insta::assert_snapshot!(check(&fixture, "/ws"), @"
    kind: SolutionX
    loaded: A.slnx
    root: .
    diagnostics:
      CSW1005 Warning A.slnx: . holds several solutions (A.sln, A.slnx, B.sln); loaded A.slnx because it is the first by name; open the solution file itself to choose another
    inputs:
        A.slnx
    ");
}

#[test]
fn several_projects_without_a_solution_make_an_ad_hoc_project() {
    let fixture = r#"
//- /ws/A.csproj
<Project Sdk="Microsoft.NET.Sdk" />
//- /ws/B.csproj
<Project Sdk="Microsoft.NET.Sdk" />
//- /ws/A.cs
//- /ws/sub/B.cs
"#;
    insta::assert_snapshot!(check(fixture, "/ws"), @"
    kind: Folder
    loaded: .
    root: .
    project ws: .
      sdk: (not SDK-style)
      target frameworks: -
      target framework: -
      assembly name: ws
      root namespace: ws
      output type: Library
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: -
      preprocessor symbols: -
      documents:
        A.cs
        sub/B.cs
      source roots:
        .
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics:
      CSW1006 Info .: . has no solution and several project files; loaded as an ad-hoc C# project of the 2 .cs files below it (bin, obj and hidden folders excluded)
    inputs: -
    ");
}

#[test]
fn cyclic_project_references_are_recorded_without_following_them() {
    let fixture = format!(
        r#"
//- /ws/S.sln
{SLN_HEADER}
Project("{{9A19103F-16F7-4668-BE54-9A1E7A4F7556}}") = "A", "A\A.csproj", "{{A0000000-0000-0000-0000-000000000000}}"
EndProject
Project("{{9A19103F-16F7-4668-BE54-9A1E7A4F7556}}") = "B", "B\B.csproj", "{{B0000000-0000-0000-0000-000000000000}}"
EndProject
Project("{{9A19103F-16F7-4668-BE54-9A1E7A4F7556}}") = "A again", "A\A.csproj", "{{C0000000-0000-0000-0000-000000000000}}"
EndProject
//- /ws/A/A.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup><ProjectReference Include="..\B\B.csproj" /></ItemGroup>
</Project>
//- /ws/B/B.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup><ProjectReference Include="..\A\A.csproj;..\B\B.csproj" /></ItemGroup>
</Project>
"#
    );
    insta::assert_snapshot!(check(&fixture, "/ws/S.sln"), @r"
    kind: Solution
    loaded: S.sln
    root: .
    project A: A/A.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: -
      target framework: -
      assembly name: A
      root namespace: A
      output type: Library
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: TRACE;DEBUG
      preprocessor symbols: DEBUG;TRACE
      documents: -
      source roots:
        A
      project references:
        ..\B\B.csproj => B/B.csproj
      central package management: false
      package references: -
      framework references: -
    project B: B/B.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: -
      target framework: -
      assembly name: B
      root namespace: B
      output type: Library
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: TRACE;DEBUG
      preprocessor symbols: DEBUG;TRACE
      documents: -
      source roots:
        B
      project references:
        ..\A\A.csproj => A/A.csproj
        ..\B\B.csproj => B/B.csproj
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        A/A.csproj
        B/B.csproj
        S.sln
    ");
}

#[test]
fn other_languages_are_skipped_and_folders_nest() {
    let fixture = format!(
        r#"
//- /ws/S.sln
{SLN_HEADER}
Project("{{F2A71F9B-5D33-465A-A702-920D77279786}}") = "Fs", "tools\Fs\Fs.fsproj", "{{F0000000-0000-0000-0000-000000000000}}"
EndProject
Project("{{D954291E-2A0B-460D-934E-DC6B0785DB48}}") = "Shared", "Shared\Shared.shproj", "{{E0000000-0000-0000-0000-000000000000}}"
EndProject
Project("{{2150E333-8FDC-42A3-9474-1A3956D46DE8}}") = "tools", "tools", "{{10000000-0000-0000-0000-000000000000}}"
EndProject
Project("{{2150E333-8FDC-42A3-9474-1A3956D46DE8}}") = "fsharp", "fsharp", "{{20000000-0000-0000-0000-000000000000}}"
EndProject
Global
	GlobalSection(NestedProjects) = preSolution
		{{f0000000-0000-0000-0000-000000000000}} = {{20000000-0000-0000-0000-000000000000}}
		{{20000000-0000-0000-0000-000000000000}} = {{10000000-0000-0000-0000-000000000000}}
	EndGlobalSection
EndGlobal
"#
    );
    insta::assert_snapshot!(check(&fixture, "/ws/S.sln"), @"
    kind: Solution
    loaded: S.sln
    root: .
    skipped Fs (FSharp): tools/Fs/Fs.fsproj
      reason: F# projects are not analysed (only C# projects are)
    skipped Shared (Other): Shared/Shared.shproj
      reason: .shproj projects are not analysed (only C# projects are)
    solution folder tools (tools): -
    solution folder fsharp (tools/fsharp):
        tools/Fs/Fs.fsproj
    diagnostics:
      CSW1003 Warning S.sln:2: project tools/Fs/Fs.fsproj skipped: F# projects are not analysed (only C# projects are)
      CSW1003 Warning S.sln:4: project Shared/Shared.shproj skipped: .shproj projects are not analysed (only C# projects are)
    inputs:
        S.sln
    ");
}

#[test]
fn default_excludes_follow_the_final_output_paths() {
    // `BaseOutputPath` set in the body moves the excluded output folder: `bin/` is then an
    // ordinary folder, as in MSBuild (the excludes are computed after the body).
    let fixture = r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <BaseOutputPath>out\</BaseOutputPath>
  </PropertyGroup>
  <ItemGroup>
    <Compile Remove="later/B.cs;gen/**" />
    <Compile Include="later/B.cs" />
  </ItemGroup>
</Project>
//- /ws/P/A.cs
//- /ws/P/bin/Bin.cs
//- /ws/P/out/Out.cs
//- /ws/P/obj/Obj.cs
//- /ws/P/gen/G.cs
//- /ws/P/later/B.cs
"#;
    insta::assert_snapshot!(check(fixture, "/ws/P/P.csproj"), @"
    kind: Project
    loaded: P/P.csproj
    root: P
    project P: P/P.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: -
      target framework: -
      assembly name: P
      root namespace: P
      output type: Library
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: TRACE;DEBUG
      preprocessor symbols: DEBUG;TRACE
      documents:
        P/A.cs
        P/bin/Bin.cs
        P/later/B.cs
      source roots:
        P
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        P/P.csproj
    ");
}

#[test]
fn explicit_globs_do_not_get_the_default_excludes() {
    let fixture = r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup>
    <Compile Remove="@(Compile)" />
    <Compile Include="**\*.cs" Exclude="skip\**;**\*.g.cs" />
  </ItemGroup>
</Project>
//- /ws/P/A.cs
//- /ws/P/A.g.cs
//- /ws/P/bin/Bin.cs
//- /ws/P/.hidden/H.cs
//- /ws/P/skip/S.cs
"#;
    insta::assert_snapshot!(check(fixture, "/ws/P/P.csproj"), @"
    kind: Project
    loaded: P/P.csproj
    root: P
    project P: P/P.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: -
      target framework: -
      assembly name: P
      root namespace: P
      output type: Library
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: TRACE;DEBUG
      preprocessor symbols: DEBUG;TRACE
      documents:
        P/.hidden/H.cs
        P/A.cs
        P/bin/Bin.cs
      source roots:
        P
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        P/P.csproj
    ");
}

#[test]
fn default_items_can_be_disabled() {
    let fixture = r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><EnableDefaultItems>False</EnableDefaultItems></PropertyGroup>
  <ItemGroup><Compile Include="src/*.cs" /></ItemGroup>
</Project>
//- /ws/P/A.cs
//- /ws/P/src/B.cs
"#;
    insta::assert_snapshot!(check(fixture, "/ws/P/P.csproj"), @"
    kind: Project
    loaded: P/P.csproj
    root: P
    project P: P/P.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: -
      target framework: -
      assembly name: P
      root namespace: P
      output type: Library
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: TRACE;DEBUG
      preprocessor symbols: DEBUG;TRACE
      documents:
        P/src/B.cs
      source roots:
        P/src
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        P/P.csproj
    ");
}

#[test]
fn properties_expand_in_order_and_unknowns_are_empty() {
    let fixture = format!(
        r#"
//- /ws/S.sln
{SLN_HEADER}
Project("{{9A19103F-16F7-4668-BE54-9A1E7A4F7556}}") = "My App", "My App\My App.csproj", "{{A0000000-0000-0000-0000-000000000000}}"
EndProject
//- /ws/My App/My App.csproj
<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net6.0</TargetFramework>
    <TargetFrameworks>net8.0; $(TargetFramework) ;net8.0</TargetFrameworks>
    <Early>$(Late)</Early>
    <Late>late</Late>
    <DefineConstants>$(SolutionName);$(Early);$(Late);$([System.DateTime]::Now.Year);$(Undefined)</DefineConstants>
    <ImplicitUsings>True</ImplicitUsings>
    <Nullable> annotations </Nullable>
    <LangVersion></LangVersion>
    <AssemblyName>$(AssemblyName).Web</AssemblyName>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="A;B" Version="1.0" />
    <PackageReference Update="B" Version="$(Late)-2" />
    <PackageReference Include="C" />
    <PackageReference Remove="A" />
    <FrameworkReference Include="Microsoft.AspNetCore.App" />
  </ItemGroup>
</Project>
"#
    );
    // `TargetFramework` is set, so `TargetFrameworks` does not make this a multi-targeting build.
    insta::assert_snapshot!(check(&fixture, "/ws/S.sln"), @"
    kind: Solution
    loaded: S.sln
    root: .
    project My App: My App/My App.csproj
      sdk: Microsoft.NET.Sdk.Web
      target frameworks: net6.0
      target framework: net6.0
      assembly name: My App.Web
      root namespace: My_App
      output type: Exe
      test project: false
      lang version: -
      nullable: annotations
      implicit usings: true
      global usings:
        global using Microsoft.AspNetCore.Builder;
        global using Microsoft.AspNetCore.Hosting;
        global using Microsoft.AspNetCore.Http;
        global using Microsoft.AspNetCore.Routing;
        global using Microsoft.Extensions.Configuration;
        global using Microsoft.Extensions.DependencyInjection;
        global using Microsoft.Extensions.Hosting;
        global using Microsoft.Extensions.Logging;
        global using System;
        global using System.Collections.Generic;
        global using System.IO;
        global using System.Linq;
        global using System.Net.Http;
        global using System.Net.Http.Json;
        global using System.Threading;
        global using System.Threading.Tasks;
      define constants: S;late;DEBUG
      preprocessor symbols: DEBUG;NET;NET5_0_OR_GREATER;NET6_0;NET6_0_OR_GREATER;NETCOREAPP;NETCOREAPP1_0_OR_GREATER;NETCOREAPP1_1_OR_GREATER;NETCOREAPP2_0_OR_GREATER;NETCOREAPP2_1_OR_GREATER;NETCOREAPP2_2_OR_GREATER;NETCOREAPP3_0_OR_GREATER;NETCOREAPP3_1_OR_GREATER;S;late
      documents: -
      source roots:
        My App
      project references: -
      central package management: false
      package references:
        B late-2
        C (no version)
      framework references: Microsoft.AspNetCore.App
    diagnostics:
      CSW1010 Info My App/My App.csproj:7: property function '$([System.DateTime]::Now.Year)' is not evaluated; it was taken as empty
    inputs:
        My App/My App.csproj
        S.sln
    ");
}

#[test]
fn directory_files_above_each_project_are_inputs() {
    let fixture = r#"
//- /Directory.Packages.props
<Project />
//- /ws/Directory.Build.props
<Project />
//- /ws/src/Directory.Build.targets
<Project />
//- /ws/src/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk" />
//- /ws/src/P/directory.build.props
Not the name MSBuild looks for (file names are case-sensitive here).
"#;
    let fs = memory_fs(fixture);
    let model = load_workspace(&fs, Path::new("/ws/src/P/P.csproj")).unwrap();
    let inputs: Vec<String> = model
        .inputs
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    assert_eq!(
        inputs,
        [
            "/Directory.Packages.props",
            "/ws/Directory.Build.props",
            "/ws/src/Directory.Build.targets",
            "/ws/src/P/P.csproj",
        ]
    );
}

#[test]
fn legacy_defaults_come_from_the_common_targets() {
    let fixture = r#"
//- /ws/Old/Old.csproj
<Project ToolsVersion="4.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <ItemGroup><Compile Include="*.cs" /></ItemGroup>
</Project>
//- /ws/Old/A.cs
"#;
    insta::assert_snapshot!(check(fixture, "/ws/Old/Old.csproj"), @"
    kind: Project
    loaded: Old/Old.csproj
    root: Old
    project Old: Old/Old.csproj
      sdk: (not SDK-style)
      target frameworks: net40
      target framework: net40
      assembly name: Old
      root namespace: Old
      output type: exe
      test project: false
      lang version: -
      nullable: -
      implicit usings: false
      global usings: -
      define constants: -
      preprocessor symbols: -
      documents:
        Old/A.cs
      source roots:
        Old
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        Old/Old.csproj
    ");
}

#[test]
fn unusable_files_are_reported() {
    let fixture = format!(
        r#"
//- /ws/S.sln
{SLN_HEADER}
Project("{{9A19103F-16F7-4668-BE54-9A1E7A4F7556}}") = "X", "X\X.csproj", "{{A0000000-0000-0000-0000-000000000000}}"
EndProject
Project("{{9A19103F-16F7-4668-BE54-9A1E7A4F7556}}") = "no path"
EndProject
//- /ws/X/X.csproj
<Solution />
//- /ws/Bad.sln
This is not a solution.
//- /ws/Bad.slnx
<Solution>
  <Folder Name="/a/">
</Solution>
"#
    );
    insta::assert_snapshot!(
        [
            check(&fixture, "/ws/S.sln"),
            check(&fixture, "/ws/Bad.sln"),
            check(&fixture, "/ws/Bad.slnx"),
            check(&fixture, "/ws/X/X.csproj"),
        ]
        .join("\n"),
        @r#"
    kind: Solution
    loaded: S.sln
    root: .
    skipped X (CSharp): X/X.csproj
      reason: project file X/X.csproj line 1: the root element is <Solution>, not an MSBuild <Project>
    diagnostics:
      CSW1008 Warning S.sln:4: line 4 of S.sln is not a well-formed Project entry and was ignored
      CSW1001 Error X/X.csproj:1: project file X/X.csproj line 1: the root element is <Solution>, not an MSBuild <Project>
    inputs:
        S.sln
        X/X.csproj

    error Invalid: /ws/Bad.sln is not a Visual Studio solution: line 1 should start with "Microsoft Visual Studio Solution File, Format Version"
    error Invalid: solution /ws/Bad.slnx line 3: invalid XML: expected 'Folder' tag, not 'Solution' at 3:1
    error Invalid: project file /ws/X/X.csproj line 1: the root element is <Solution>, not an MSBuild <Project>
    "#
    );
}

#[test]
fn utf16_solutions_are_decoded() {
    let text = format!(
        "{SLN_HEADER}\r\nProject(\"{{9A19103F-16F7-4668-BE54-9A1E7A4F7556}}\") = \"A\", \"A\\A.csproj\", \"{{A0000000-0000-0000-0000-000000000000}}\"\r\nEndProject\r\n"
    );
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    let mut fs =
        memory_fs("//- /ws/A/A.csproj\n<Project Sdk=\"Microsoft.NET.Sdk\" />\n//- /ws/A/A.cs\n");
    fs.insert("/ws/S.sln", bytes);
    let model = load_workspace(&fs, Path::new("/ws/S.sln")).unwrap();
    assert_eq!(model.projects.len(), 1);
    assert_eq!(model.projects[0].documents, [Path::new("/ws/A/A.cs")]);
    assert!(model.diagnostics.is_empty(), "{:?}", model.diagnostics);
}

#[test]
fn assembly_references_analyzers_and_ui_frameworks_are_recorded() {
    let fs = memory_fs(
        r#"
//- /ws/A/A.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><UseWPF>true</UseWPF></PropertyGroup>
  <ItemGroup>
    <Reference Include="Vendor.Lib"><HintPath>..\lib\Vendor.Lib.dll</HintPath></Reference>
    <Analyzer Include="..\tools\Gen.dll" />
  </ItemGroup>
</Project>
//- /ws/B/B.csproj
<Project Sdk="Microsoft.NET.Sdk" />
"#,
    );
    let a = load_workspace(&fs, Path::new("/ws/A/A.csproj")).unwrap();
    let a = &a.projects[0];
    assert_eq!(a.assembly_references, vec!["Vendor.Lib".to_string()]);
    assert_eq!(
        a.reference_hint_paths,
        vec![(
            "Vendor.Lib".to_string(),
            std::path::PathBuf::from("/ws/lib/Vendor.Lib.dll")
        )]
    );
    assert_eq!(a.analyzers, vec!["..\\tools\\Gen.dll".to_string()]);
    assert!(a.uses_ui_framework);
    let b = load_workspace(&fs, Path::new("/ws/B/B.csproj")).unwrap();
    let b = &b.projects[0];
    assert!(b.assembly_references.is_empty() && b.analyzers.is_empty() && !b.uses_ui_framework);
}
