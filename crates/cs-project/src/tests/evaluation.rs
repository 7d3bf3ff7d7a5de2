//! MSBuild evaluation through the whole loader: conditions, `Choose`, imports,
//! `Directory.Build.props`/`.targets`, and per-framework settings of a multi-targeting project.
//! Shapes taken from real repositories, written anew.

use std::path::Path;

use super::memory::{check, memory_fs};
use crate::load_workspace;

#[test]
fn conditional_properties_apply_only_when_their_condition_holds() {
    // A target framework list that a build can override, and per-framework constants.
    let fixture = r#"
//- /ws/Lib/Lib.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFrameworks Condition="'$(LibraryFrameworks)'==''">net8.0;netstandard2.0</TargetFrameworks>
    <TargetFrameworks Condition="'$(LibraryFrameworks)'!=''">$(LibraryFrameworks)</TargetFrameworks>
    <Nullable Condition=" '$(Configuration)' == 'Release' ">disable</Nullable>
    <Nullable Condition=" '$(Configuration)' == 'Debug' ">enable</Nullable>
  </PropertyGroup>
  <PropertyGroup Condition="'$(TargetFramework)' == 'net8.0'">
    <DefineConstants>HAVE_SPAN;HAVE_ASYNC;$(DefineConstants)</DefineConstants>
  </PropertyGroup>
  <PropertyGroup Condition="'$(TargetFramework)' == 'netstandard2.0'">
    <DefineConstants>NETSTANDARD_ONLY</DefineConstants>
  </PropertyGroup>
</Project>
"#;
    insta::assert_snapshot!(check(fixture, "/ws/Lib/Lib.csproj"), @"
    kind: Project
    loaded: Lib/Lib.csproj
    root: Lib
    project Lib: Lib/Lib.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: net8.0;netstandard2.0
      target framework: net8.0
      assembly name: Lib
      root namespace: Lib
      output type: Library
      test project: false
      lang version: -
      nullable: enable
      implicit usings: false
      global usings: -
      define constants: HAVE_SPAN;HAVE_ASYNC;TRACE;DEBUG
      preprocessor symbols: DEBUG;HAVE_ASYNC;HAVE_SPAN;NET;NET5_0_OR_GREATER;NET6_0_OR_GREATER;NET7_0_OR_GREATER;NET8_0;NET8_0_OR_GREATER;NETCOREAPP;NETCOREAPP1_0_OR_GREATER;NETCOREAPP1_1_OR_GREATER;NETCOREAPP2_0_OR_GREATER;NETCOREAPP2_1_OR_GREATER;NETCOREAPP2_2_OR_GREATER;NETCOREAPP3_0_OR_GREATER;NETCOREAPP3_1_OR_GREATER;TRACE
      documents: -
      source roots:
        Lib
      project references: -
      central package management: false
      package references: -
      framework references: -
    project Lib: Lib/Lib.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: net8.0;netstandard2.0
      target framework: netstandard2.0
      assembly name: Lib
      root namespace: Lib
      output type: Library
      test project: false
      lang version: -
      nullable: enable
      implicit usings: false
      global usings: -
      define constants: NETSTANDARD_ONLY;DEBUG
      preprocessor symbols: DEBUG;NETSTANDARD;NETSTANDARD1_0_OR_GREATER;NETSTANDARD1_1_OR_GREATER;NETSTANDARD1_2_OR_GREATER;NETSTANDARD1_3_OR_GREATER;NETSTANDARD1_4_OR_GREATER;NETSTANDARD1_5_OR_GREATER;NETSTANDARD1_6_OR_GREATER;NETSTANDARD2_0;NETSTANDARD2_0_OR_GREATER;NETSTANDARD_ONLY
      documents: -
      source roots:
        Lib
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        Lib/Lib.csproj
    ");
}

#[test]
fn items_are_evaluated_with_the_final_properties() {
    let fixture = r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup Condition="'$(Legacy)' != 'true'">
    <Compile Remove="Legacy/**" />
  </ItemGroup>
  <ItemGroup>
    <Compile Include="../Shared/Windows.cs" Condition="'$(UseWindows)' == 'true'" />
    <Compile Include="../Shared/Any.cs" Condition="Exists('../Shared/Any.cs')" />
    <ProjectReference Include="../Q/Q.csproj" Condition="'$(UseQ)' == 'true'" />
  </ItemGroup>
  <PropertyGroup><UseQ>true</UseQ></PropertyGroup>
</Project>
//- /ws/P/A.cs
//- /ws/P/Legacy/Old.cs
//- /ws/Shared/Windows.cs
//- /ws/Shared/Any.cs
//- /ws/Q/Q.csproj
<Project Sdk="Microsoft.NET.Sdk" />
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
        Shared/Any.cs
      source roots:
        P
      project references:
        ../Q/Q.csproj => Q/Q.csproj
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        P/P.csproj
    ");
}

#[test]
fn choose_applies_the_first_branch_that_holds() {
    let fixture = r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><TargetFramework>net472</TargetFramework></PropertyGroup>
  <Choose>
    <When Condition="'$(TargetFramework)' == 'net8.0'">
      <PropertyGroup><LangVersion>12</LangVersion></PropertyGroup>
      <ItemGroup><Compile Remove="Framework/**" /></ItemGroup>
    </When>
    <When Condition="$(TargetFramework.StartsWith('net4'))">
      <PropertyGroup><LangVersion>7.3</LangVersion></PropertyGroup>
    </When>
    <Otherwise>
      <PropertyGroup><LangVersion>latest</LangVersion></PropertyGroup>
    </Otherwise>
  </Choose>
</Project>
//- /ws/P/Framework/F.cs
"#;
    // The property function in the second condition is not evaluated: the condition counts
    // as true, and its branch is taken.
    insta::assert_snapshot!(check(fixture, "/ws/P/P.csproj"), @"
    kind: Project
    loaded: P/P.csproj
    root: P
    project P: P/P.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: net472
      target framework: net472
      assembly name: P
      root namespace: P
      output type: Library
      test project: false
      lang version: 7.3
      nullable: -
      implicit usings: false
      global usings: -
      define constants: TRACE;DEBUG
      preprocessor symbols: DEBUG;NET20_OR_GREATER;NET30_OR_GREATER;NET35_OR_GREATER;NET40_OR_GREATER;NET451_OR_GREATER;NET452_OR_GREATER;NET45_OR_GREATER;NET461_OR_GREATER;NET462_OR_GREATER;NET46_OR_GREATER;NET471_OR_GREATER;NET472;NET472_OR_GREATER;NET47_OR_GREATER;NETFRAMEWORK;TRACE
      documents:
        P/Framework/F.cs
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
fn directory_build_files_and_imports_are_evaluated() {
    let fixture = r#"
//- /ws/Directory.Build.props
<Project>
  <PropertyGroup>
    <LangVersion>latest</LangVersion>
    <Nullable>enable</Nullable>
    <RootDir>$(MSBuildThisFileDirectory)</RootDir>
  </PropertyGroup>
  <Import Project="build/common.props" />
</Project>
//- /ws/build/common.props
<Project>
  <PropertyGroup>
    <ImplicitUsings>enable</ImplicitUsings>
    <DefineConstants>$(DefineConstants);FROM_COMMON</DefineConstants>
    <CommonDir>$(MSBuildThisFileDirectory)</CommonDir>
  </PropertyGroup>
  <ItemGroup>
    <Compile Include="$(MSBuildThisFileDirectory)Shared.cs" Link="Shared.cs" />
  </ItemGroup>
  <Import Project="$(MSBuildThisFileDirectory)../Directory.Build.props" />
</Project>
//- /ws/build/Shared.cs
//- /ws/tests/Directory.Build.props
<Project>
  <Import Project="$(MSBuildThisFileDirectory)..\Directory.Build.props" />
  <PropertyGroup><IsTestProject>true</IsTestProject></PropertyGroup>
</Project>
//- /ws/tests/Directory.Build.targets
<Project>
  <PropertyGroup><AssemblyName>$(AssemblyName).Tests</AssemblyName></PropertyGroup>
  <ItemGroup Condition="'$(IsTestProject)' == 'true'">
    <PackageReference Include="xunit" Version="2.9.0" />
  </ItemGroup>
</Project>
//- /ws/tests/T/T.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <Import Project="..\..\build\missing.props" />
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <DefineConstants>$(DefineConstants);IN_BODY</DefineConstants>
    <RootNamespace>$(RootDir)|$(CommonDir)</RootNamespace>
  </PropertyGroup>
</Project>
//- /ws/tests/T/T.cs
"#;
    insta::assert_snapshot!(check(fixture, "/ws/tests/T/T.csproj"), @r"
    kind: Project
    loaded: tests/T/T.csproj
    root: tests/T
    project T: tests/T/T.csproj
      sdk: Microsoft.NET.Sdk
      target frameworks: net8.0
      target framework: net8.0
      assembly name: T.Tests
      root namespace: /ws/|/ws/build/
      output type: Library
      test project: true
      lang version: latest
      nullable: enable
      implicit usings: true
      global usings:
        global using System;
        global using System.Collections.Generic;
        global using System.IO;
        global using System.Linq;
        global using System.Net.Http;
        global using System.Threading;
        global using System.Threading.Tasks;
      define constants: FROM_COMMON;TRACE;IN_BODY;DEBUG
      preprocessor symbols: DEBUG;FROM_COMMON;IN_BODY;NET;NET5_0_OR_GREATER;NET6_0_OR_GREATER;NET7_0_OR_GREATER;NET8_0;NET8_0_OR_GREATER;NETCOREAPP;NETCOREAPP1_0_OR_GREATER;NETCOREAPP1_1_OR_GREATER;NETCOREAPP2_0_OR_GREATER;NETCOREAPP2_1_OR_GREATER;NETCOREAPP2_2_OR_GREATER;NETCOREAPP3_0_OR_GREATER;NETCOREAPP3_1_OR_GREATER;TRACE
      documents:
        build/Shared.cs
        tests/T/T.cs
      source roots:
        tests/T
      project references: -
      central package management: false
      package references:
        xunit 2.9.0
      framework references: -
    diagnostics:
      CSW1011 Warning tests/T/T.csproj:2: imported project '..\..\build\missing.props' was not found at build/missing.props; the import was skipped (MSBuild would fail, MSB4019)
    inputs:
        Directory.Build.props
        build/common.props
        build/missing.props
        tests/Directory.Build.props
        tests/Directory.Build.targets
        tests/T/T.csproj
    ");
}

#[test]
fn legacy_projects_get_directory_build_files_through_the_common_imports() {
    let fixture = r#"
//- /ws/Directory.Build.props
<Project><PropertyGroup><LangVersion>7.3</LangVersion></PropertyGroup></Project>
//- /ws/Directory.Build.targets
<Project><ItemGroup><Compile Include="$(MSBuildThisFileDirectory)Extra.cs" /></ItemGroup></Project>
//- /ws/Extra.cs
//- /ws/Old/Old.csproj
<Project ToolsVersion="15.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <Import Project="$(MSBuildExtensionsPath)\$(MSBuildToolsVersion)\Microsoft.Common.props" Condition="Exists('$(MSBuildExtensionsPath)\$(MSBuildToolsVersion)\Microsoft.Common.props')" />
  <PropertyGroup>
    <Configuration Condition=" '$(Configuration)' == '' ">Debug</Configuration>
    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>
  </PropertyGroup>
  <PropertyGroup Condition=" '$(Configuration)|$(Platform)' == 'Debug|AnyCPU' ">
    <DefineConstants>DEBUG;TRACE</DefineConstants>
  </PropertyGroup>
  <PropertyGroup Condition=" '$(Configuration)' == 'Release' ">
    <DefineConstants>TRACE</DefineConstants>
  </PropertyGroup>
  <PropertyGroup>
    <Platform Condition=" '$(Platform)' == '' ">AnyCPU</Platform>
  </PropertyGroup>
  <ItemGroup><Compile Include="Program.cs" /></ItemGroup>
  <Import Project="$(MSBuildToolsPath)\Microsoft.CSharp.targets" />
</Project>
//- /ws/Old/Program.cs
"#;
    // `Platform` is set after the group that tests it, so that group does not apply: as in
    // MSBuild, properties are evaluated in order.
    insta::assert_snapshot!(check(fixture, "/ws/Old/Old.csproj"), @"
    kind: Project
    loaded: Old/Old.csproj
    root: Old
    project Old: Old/Old.csproj
      sdk: (not SDK-style)
      target frameworks: net48
      target framework: net48
      assembly name: Old
      root namespace: Old
      output type: exe
      test project: false
      lang version: 7.3
      nullable: -
      implicit usings: false
      global usings: -
      define constants: -
      preprocessor symbols: -
      documents:
        Extra.cs
        Old/Program.cs
      source roots: -
      project references: -
      central package management: false
      package references: -
      framework references: -
    diagnostics: -
    inputs:
        Directory.Build.props
        Directory.Build.targets
        Old/Old.csproj
    ");
}

#[test]
fn import_cycles_and_repeats_are_read_once() {
    let fixture = r#"
//- /ws/a.props
<Project>
  <PropertyGroup><Count>$(Count)a</Count></PropertyGroup>
  <Import Project="b.props" />
</Project>
//- /ws/b.props
<Project>
  <PropertyGroup><Count>$(Count)b</Count></PropertyGroup>
  <Import Project="a.props" />
</Project>
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <Import Project="../a.props" />
  <Import Project="../b.props" />
  <Import Project="../a.props" />
  <PropertyGroup><RootNamespace>$(Count)</RootNamespace></PropertyGroup>
</Project>
"#;
    let fs = memory_fs(fixture);
    let model = load_workspace(&fs, Path::new("/ws/P/P.csproj")).unwrap();
    assert_eq!(model.projects[0].root_namespace, "ab");
}
