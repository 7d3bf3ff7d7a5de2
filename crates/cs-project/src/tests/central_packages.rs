//! Package references, central package management and test projects through the whole
//! loader: where `Directory.Packages.props` comes from, when its versions apply, and what makes
//! a project a test project.

use std::path::{Path, PathBuf};

use super::memory::memory_fs;
use crate::{ProjectModel, WorkspaceModel, load_workspace};

fn load(fixture: &str, path: &str) -> WorkspaceModel {
    load_workspace(&memory_fs(fixture), Path::new(path)).unwrap()
}

fn project(fixture: &str, path: &str) -> ProjectModel {
    load(fixture, path).projects.remove(0)
}

/// `name version` per reference (`-` for none).
fn packages(project: &ProjectModel) -> Vec<String> {
    project
        .package_references
        .iter()
        .map(|package| {
            format!(
                "{} {}",
                package.name,
                package.version.as_deref().unwrap_or("-")
            )
        })
        .collect()
}

const VERSIONS: &str = r#"
//- /ws/Directory.Packages.props
<Project>
  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>
  <ItemGroup>
    <PackageVersion Include="A" Version="1.0.0" />
    <PackageVersion Include="B" Version="2.0.0" />
    <PackageVersion Include="C;D" Version="3.0.0" />
    <PackageVersion Include="Empty" Version="" />
    <PackageVersion Include="Empty" Version="9.9.9" />
    <GlobalPackageReference Include="G" Version="7.0.0" />
    <GlobalPackageReference Include="B" Version="8.0.0" />
  </ItemGroup>
</Project>
"#;

#[test]
fn versions_come_from_the_reference_its_override_or_the_central_file() {
    let fixture = format!(
        r#"{VERSIONS}
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup>
    <PackageVersion Remove="C" />
    <PackageVersion Update="D" Version="3.1.0" />
    <PackageVersion Include="Own" Version="6.0.0" />
    <PackageReference Include="A" />
    <PackageReference Include="b" Version="2.5.0" />
    <PackageReference Include="C;D;Empty;Missing" />
    <PackageReference Include="Own" IsImplicitlyDefined="true" />
    <PackageReference Include="a" Version="5.0.0" />
    <PackageReference Update="Missing" VersionOverride="0.1.0" />
  </ItemGroup>
</Project>
"#
    );
    let workspace = load(&fixture, "/ws/P/P.csproj");
    let project = &workspace.projects[0];
    assert!(project.central_package_management);
    assert_eq!(
        packages(project),
        [
            "A 1.0.0",
            // Its own version: NU1008 for restore, which still reads it.
            "b 2.5.0",
            "C -",
            "D 3.1.0",
            // The first `PackageVersion` of a package counts, even without a version.
            "Empty -",
            "Missing 0.1.0",
            // `IsImplicitlyDefined` references are not centrally managed.
            "Own -",
            // The global reference comes last; `B` is already referenced.
            "G 7.0.0",
        ]
    );
    assert!(
        workspace
            .inputs
            .contains(&PathBuf::from("/ws/Directory.Packages.props"))
    );
}

#[test]
fn central_management_needs_the_property_and_the_file() {
    // The file without the property: its versions do not apply.
    let no_property = project(
        r#"
//- /ws/Directory.Packages.props
<Project><ItemGroup><PackageVersion Include="A" Version="1.0.0" /></ItemGroup></Project>
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup><PackageReference Include="A" VersionOverride="0.9.0" /><PackageReference Include="B" /></ItemGroup>
</Project>
"#,
        "/ws/P/P.csproj",
    );
    assert!(!no_property.central_package_management);
    assert_eq!(packages(&no_property), ["A 0.9.0", "B -"]);
    // The property without the file: global references still become references, unversioned.
    let no_file = project(
        r#"
//- /ws/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>
  <ItemGroup>
    <PackageVersion Include="A" Version="1.0.0" />
    <PackageReference Include="A" />
    <GlobalPackageReference Include="G" Version="7.0.0" />
  </ItemGroup>
</Project>
"#,
        "/ws/P/P.csproj",
    );
    assert!(!no_file.central_package_management);
    assert_eq!(packages(&no_file), ["A -", "G -"]);
}

#[test]
fn the_nearest_file_is_imported_unless_switched_off_or_named() {
    let fixture = format!(
        r#"{VERSIONS}
//- /ws/inner/Directory.Packages.props
<Project>
  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>
  <ItemGroup><PackageVersion Include="A" Version="1.1.0" /></ItemGroup>
</Project>
//- /ws/inner/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup><PackageReference Include="A" /></ItemGroup>
</Project>
//- /ws/off/Directory.Build.props
<Project><PropertyGroup><ImportDirectoryPackagesProps>false</ImportDirectoryPackagesProps></PropertyGroup></Project>
//- /ws/off/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>
  <ItemGroup><PackageReference Include="A" /></ItemGroup>
</Project>
//- /ws/named/Directory.Build.props
<Project><PropertyGroup><DirectoryPackagesPropsPath>$(MSBuildThisFileDirectory)versions.props</DirectoryPackagesPropsPath></PropertyGroup></Project>
//- /ws/named/versions.props
<Project>
  <PropertyGroup><ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally></PropertyGroup>
  <ItemGroup><PackageVersion Include="A" Version="4.0.0" /></ItemGroup>
</Project>
//- /ws/named/P/P.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup><PackageReference Include="A" /></ItemGroup>
</Project>
"#
    );
    let inner = load(&fixture, "/ws/inner/P/P.csproj");
    assert_eq!(packages(&inner.projects[0]), ["A 1.1.0"]);
    // Every `Directory.Packages.props` above a project is an input (the workspace probes for
    // them), the one imported among them.
    assert_eq!(
        inner.inputs,
        [
            PathBuf::from("/ws/Directory.Packages.props"),
            PathBuf::from("/ws/inner/Directory.Packages.props"),
            PathBuf::from("/ws/inner/P/P.csproj")
        ]
    );
    let off = project(&fixture, "/ws/off/P/P.csproj");
    assert!(!off.central_package_management);
    assert_eq!(packages(&off), ["A -"]);
    let named = load(&fixture, "/ws/named/P/P.csproj");
    assert!(named.projects[0].central_package_management);
    assert_eq!(packages(&named.projects[0]), ["A 4.0.0"]);
    assert!(
        named
            .inputs
            .contains(&PathBuf::from("/ws/named/versions.props"))
    );
}

#[test]
fn the_test_sdk_package_makes_a_test_project_unless_the_project_says_otherwise_later() {
    let fixture = r#"
//- /ws/Directory.Build.props
<Project><PropertyGroup><IsTestProject>false</IsTestProject></PropertyGroup></Project>
//- /ws/Tests/Tests.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup><PackageReference Include="microsoft.net.test.sdk" Version="17.11.1" /></ItemGroup>
</Project>
//- /ws/Helpers/Helpers.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><IsTestProject>false</IsTestProject></PropertyGroup>
  <ItemGroup><PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.11.1" /></ItemGroup>
</Project>
//- /ws/Off/Off.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <ItemGroup>
    <PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.11.1" Condition="'$(TargetFramework)' == 'net48'" />
  </ItemGroup>
</Project>
//- /ws/Marked/Marked.csproj
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><IsTestProject>True</IsTestProject></PropertyGroup>
</Project>
//- /ws/Old/Old.csproj
<Project ToolsVersion="15.0">
  <Import Project="$(MSBuildExtensionsPath)\$(MSBuildToolsVersion)\Microsoft.Common.props" />
  <ItemGroup><PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.11.1" /></ItemGroup>
  <Import Project="$(MSBuildToolsPath)\Microsoft.CSharp.targets" />
</Project>
"#;
    let is_test = |path: &str| project(fixture, path).is_test_project;
    assert!(is_test("/ws/Tests/Tests.csproj"));
    assert!(!is_test("/ws/Helpers/Helpers.csproj"));
    assert!(!is_test("/ws/Off/Off.csproj"));
    assert!(is_test("/ws/Marked/Marked.csproj"));
    assert!(is_test("/ws/Old/Old.csproj"));
}
