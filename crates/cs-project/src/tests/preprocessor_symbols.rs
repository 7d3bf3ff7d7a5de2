//! The preprocessor symbols of a project: each framework family and platform, the project's
//! own `DefineConstants`, the switches that turn the SDK's symbols off, and legacy projects.

use std::path::Path;

use super::memory::memory_fs;
use crate::preprocessor_symbols::{compute, csharp_props, csharp_targets};
use crate::properties::Properties;
use crate::{ProjectModel, load_workspace};

/// The symbols of an SDK-style project targeting `framework` whose body sets `body`, evaluated
/// as the loader does: SDK props, body, SDK targets.
fn sdk(framework: &str, body: &[(&str, &str)]) -> Vec<String> {
    let mut properties = Properties::default();
    properties.set("Configuration", "Debug".to_owned());
    csharp_props(&mut properties);
    properties.set("TargetFramework", framework.to_owned());
    for (name, value) in body {
        let value = properties.expand(value);
        properties.set(name, value);
    }
    csharp_targets(&mut properties);
    compute(&properties, true)
}

/// `expected` sorted, as the symbols are.
fn sorted(expected: &[&str]) -> Vec<String> {
    let mut expected: Vec<String> = expected.iter().map(|s| (*s).to_owned()).collect();
    expected.sort();
    expected
}

const NETCOREAPP_CHAIN: &[&str] = &[
    "NETCOREAPP1_0_OR_GREATER",
    "NETCOREAPP1_1_OR_GREATER",
    "NETCOREAPP2_0_OR_GREATER",
    "NETCOREAPP2_1_OR_GREATER",
    "NETCOREAPP2_2_OR_GREATER",
    "NETCOREAPP3_0_OR_GREATER",
    "NETCOREAPP3_1_OR_GREATER",
];

fn net8(extra: &[&str]) -> Vec<String> {
    let mut expected = vec![
        "TRACE",
        "DEBUG",
        "NET",
        "NET8_0",
        "NETCOREAPP",
        "NET5_0_OR_GREATER",
        "NET6_0_OR_GREATER",
        "NET7_0_OR_GREATER",
        "NET8_0_OR_GREATER",
    ];
    expected.extend(NETCOREAPP_CHAIN);
    expected.extend(extra);
    sorted(&expected)
}

#[test]
fn dotnet_5_and_later() {
    assert_eq!(sdk("net8.0", &[]), net8(&[]));
    let mut net10 = vec!["TRACE", "DEBUG", "NET", "NET10_0", "NETCOREAPP"];
    net10.extend([
        "NET5_0_OR_GREATER",
        "NET6_0_OR_GREATER",
        "NET7_0_OR_GREATER",
        "NET8_0_OR_GREATER",
        "NET9_0_OR_GREATER",
        "NET10_0_OR_GREATER",
    ]);
    net10.extend(NETCOREAPP_CHAIN);
    assert_eq!(sdk("net10.0", &[]), sorted(&net10));
}

#[test]
fn dotnet_core() {
    let mut expected = vec!["TRACE", "DEBUG", "NETCOREAPP", "NETCOREAPP3_1"];
    expected.extend(NETCOREAPP_CHAIN);
    assert_eq!(sdk("netcoreapp3.1", &[]), sorted(&expected));
    assert_eq!(
        sdk("netcoreapp2.0", &[]),
        sorted(&[
            "TRACE",
            "DEBUG",
            "NETCOREAPP",
            "NETCOREAPP2_0",
            "NETCOREAPP1_0_OR_GREATER",
            "NETCOREAPP1_1_OR_GREATER",
            "NETCOREAPP2_0_OR_GREATER",
        ])
    );
}

#[test]
fn dotnet_standard() {
    let mut expected = vec!["TRACE", "DEBUG", "NETSTANDARD", "NETSTANDARD2_0"];
    expected.extend([
        "NETSTANDARD1_0_OR_GREATER",
        "NETSTANDARD1_1_OR_GREATER",
        "NETSTANDARD1_2_OR_GREATER",
        "NETSTANDARD1_3_OR_GREATER",
        "NETSTANDARD1_4_OR_GREATER",
        "NETSTANDARD1_5_OR_GREATER",
        "NETSTANDARD1_6_OR_GREATER",
        "NETSTANDARD2_0_OR_GREATER",
    ]);
    assert_eq!(sdk("netstandard2.0", &[]), sorted(&expected));
    let twenty_one = sdk("netstandard2.1", &[]);
    assert!(twenty_one.contains(&"NETSTANDARD2_1".to_owned()));
    assert!(twenty_one.contains(&"NETSTANDARD2_1_OR_GREATER".to_owned()));
    assert!(!twenty_one.contains(&"NETSTANDARD2_0".to_owned()));
}

#[test]
fn dotnet_framework() {
    let chain = [
        "NET20_OR_GREATER",
        "NET30_OR_GREATER",
        "NET35_OR_GREATER",
        "NET40_OR_GREATER",
        "NET45_OR_GREATER",
        "NET451_OR_GREATER",
        "NET452_OR_GREATER",
        "NET46_OR_GREATER",
        "NET461_OR_GREATER",
        "NET462_OR_GREATER",
        "NET47_OR_GREATER",
        "NET471_OR_GREATER",
        "NET472_OR_GREATER",
        "NET48_OR_GREATER",
    ];
    let mut expected = vec!["TRACE", "DEBUG", "NETFRAMEWORK", "NET48"];
    expected.extend(chain);
    assert_eq!(sdk("net48", &[]), sorted(&expected));
    let mut expected = vec!["TRACE", "DEBUG", "NETFRAMEWORK", "NET472"];
    expected.extend(&chain[..13]);
    assert_eq!(sdk("net472", &[]), sorted(&expected));
    assert_eq!(
        sdk("net35", &[]),
        sorted(&[
            "TRACE",
            "DEBUG",
            "NETFRAMEWORK",
            "NET35",
            "NET20_OR_GREATER",
            "NET30_OR_GREATER",
            "NET35_OR_GREATER",
        ])
    );
    assert!(sdk("net481", &[]).contains(&"NET481_OR_GREATER".to_owned()));
}

#[test]
fn windows_gets_version_7_by_default_and_the_supported_versions_below_its_own() {
    assert_eq!(
        sdk("net8.0-windows", &[]),
        net8(&["WINDOWS", "WINDOWS7_0", "WINDOWS7_0_OR_GREATER"])
    );
    assert_eq!(
        sdk("net8.0-windows10.0.19041.0", &[]),
        net8(&[
            "WINDOWS",
            "WINDOWS10_0_19041_0",
            "WINDOWS7_0_OR_GREATER",
            "WINDOWS8_0_OR_GREATER",
            "WINDOWS10_0_17763_0_OR_GREATER",
            "WINDOWS10_0_18362_0_OR_GREATER",
            "WINDOWS10_0_19041_0_OR_GREATER",
        ])
    );
    // Three parts are read as four for Windows 10.
    assert_eq!(
        sdk("net8.0-windows10.0.19041", &[]),
        sdk("net8.0-windows10.0.19041.0", &[])
    );
}

#[test]
fn windows_sdk_revision_1_selects_cs_win_rt_3() {
    let symbols = sdk("net10.0-windows10.0.26100.1", &[]);
    for expected in [
        "WINDOWS10_0_26100_0",
        "WINDOWS10_0_26100_0_OR_GREATER",
        "CSWINRT3_0",
    ] {
        assert!(symbols.contains(&expected.to_owned()), "{expected}");
    }
    assert!(!symbols.iter().any(|symbol| symbol.contains("26100_1")));
    let without = sdk(
        "net10.0-windows10.0.26100.1",
        &[("DisableImplicitFrameworkReferences", "true")],
    );
    assert!(!without.contains(&"CSWINRT3_0".to_owned()));
}

#[test]
fn other_platforms_get_their_symbol_and_versioned_symbol() {
    assert_eq!(sdk("net8.0-android", &[]), net8(&["ANDROID"]));
    assert_eq!(
        sdk("net8.0-android34.0", &[]),
        net8(&["ANDROID", "ANDROID34_0"])
    );
    assert_eq!(sdk("net8.0-ios17.0", &[]), net8(&["IOS", "IOS17_0"]));
    assert_eq!(
        sdk("net9.0-maccatalyst", &[])
            .into_iter()
            .filter(|s| !s.starts_with("NET"))
            .collect::<Vec<_>>(),
        ["DEBUG", "MACCATALYST", "TRACE"]
    );
    // A platform suffix means nothing before .NET 5.
    assert!(!sdk("netcoreapp3.1-windows", &[]).contains(&"WINDOWS".to_owned()));
}

#[test]
fn the_projects_define_constants_are_kept() {
    assert_eq!(
        sdk(
            "net8.0",
            &[("DefineConstants", "$(DefineConstants);FOO,BAR BAZ")]
        ),
        net8(&["FOO", "BAR", "BAZ"])
    );
    // Replacing the property instead of appending to it loses the SDK's TRACE (not DEBUG,
    // which the targets add after the project body).
    let replaced = sdk("net8.0", &[("DefineConstants", "FOO")]);
    assert!(replaced.contains(&"FOO".to_owned()) && replaced.contains(&"DEBUG".to_owned()));
    assert!(!replaced.contains(&"TRACE".to_owned()));
    // What is not an identifier is dropped by the compiler task, and so is an entry with a tab
    // or line break in it: the task splits only at `,`, `;` and space.
    assert_eq!(
        sdk(
            "net8.0",
            &[(
                "DefineConstants",
                "$(DefineConstants);1BAD;X=1;A-B;_OK;\n  SPACED;\n\tTABBED;LAST\n"
            )]
        ),
        net8(&["_OK", "SPACED"])
    );
}

#[test]
fn switches_turn_the_sdks_symbols_off() {
    assert_eq!(
        sdk(
            "net8.0-windows",
            &[
                ("DefineConstants", "$(DefineConstants);OWN"),
                ("DisableImplicitFrameworkDefines", "true"),
            ]
        ),
        sorted(&["TRACE", "DEBUG", "OWN"])
    );
    assert!(
        !sdk("net8.0", &[("DisableImplicitConfigurationDefines", "true")])
            .contains(&"DEBUG".to_owned())
    );
    assert_eq!(
        sdk(
            "net8.0",
            &[
                ("DisableDiagnosticTracing", "true"),
                ("DefineConstants", "$(DefineConstants);\n  KEPT  ")
            ]
        ),
        {
            let mut expected = net8(&["KEPT"]);
            expected.retain(|symbol| symbol != "TRACE");
            expected
        }
    );
}

#[test]
fn the_configuration_symbol_is_sanitised() {
    let mut properties = Properties::default();
    properties.set("Configuration", "Debug-Net.Core x".to_owned());
    csharp_targets(&mut properties);
    assert_eq!(compute(&properties, true), ["DEBUG_NET_CORE_X"]);
}

/// The instances of the project loaded from `path`, one per target framework.
fn load_all(fixture: &str, path: &str) -> Vec<ProjectModel> {
    let fs = memory_fs(fixture);
    load_workspace(&fs, Path::new(path)).unwrap().projects
}

fn load(fixture: &str, path: &str) -> ProjectModel {
    load_all(fixture, path).remove(0)
}

#[test]
fn sdk_projects_see_trace_before_their_body_and_the_configuration_after() {
    let instances = load_all(
        r#"
//- /ws/Directory.Build.props
<Project><PropertyGroup><DefineConstants>FROM_PROPS</DefineConstants></PropertyGroup></Project>
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFrameworks>netstandard2.0;net8.0</TargetFrameworks>
    <DefineConstants>$(DefineConstants);IN_BODY</DefineConstants>
  </PropertyGroup>
  <PropertyGroup Condition="'$(TargetFramework)' == 'netstandard2.0'">
    <DefineConstants>$(DefineConstants);LEGACY_API</DefineConstants>
  </PropertyGroup>
</Project>
"#,
        "/ws/P/P.csproj",
    );
    let [standard, net8] = instances.as_slice() else {
        panic!("one instance per framework: {instances:?}");
    };
    assert_eq!(
        standard.define_constants,
        ["FROM_PROPS", "TRACE", "IN_BODY", "LEGACY_API", "DEBUG"]
    );
    assert_eq!(
        net8.define_constants,
        ["FROM_PROPS", "TRACE", "IN_BODY", "DEBUG"]
    );
    let has = |project: &ProjectModel, symbol: &str| {
        project.preprocessor_symbols.contains(&symbol.to_owned())
    };
    assert!(has(standard, "NETSTANDARD2_0") && has(standard, "LEGACY_API"));
    assert!(!has(standard, "NET8_0"));
    assert!(has(net8, "NET8_0") && !has(net8, "LEGACY_API") && !has(net8, "NETSTANDARD2_0"));
}

#[test]
fn legacy_projects_get_only_their_define_constants() {
    let project = load(
        r#"
//- /ws/Old/Old.csproj
<Project ToolsVersion="15.0" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <PropertyGroup>
    <Configuration Condition=" '$(Configuration)' == '' ">Debug</Configuration>
    <TargetFrameworkVersion>v4.7.2</TargetFrameworkVersion>
  </PropertyGroup>
  <PropertyGroup Condition=" '$(Configuration)' == 'Debug' ">
    <DefineConstants>DEBUG;TRACE</DefineConstants>
  </PropertyGroup>
  <PropertyGroup Condition=" '$(Configuration)' == 'Release' ">
    <DefineConstants>TRACE;RELEASE_ONLY</DefineConstants>
  </PropertyGroup>
  <Import Project="$(MSBuildToolsPath)\Microsoft.CSharp.targets" />
</Project>
"#,
        "/ws/Old/Old.csproj",
    );
    assert_eq!(project.target_frameworks, ["net472"]);
    assert_eq!(project.define_constants, ["DEBUG", "TRACE"]);
    assert_eq!(project.preprocessor_symbols, ["DEBUG", "TRACE"]);
}
