//! Property functions by family, each expected value as MSBuild computes it (per
//! `IntrinsicFunctions.cs`, `WellKnownFunctions.cs`, `FileUtilities.cs`, `SimpleVersion.cs`,
//! NuGet's framework parser), evaluated through `Properties::expand` over an in-memory tree.

use std::path::Path;

use crate::fs::MemoryFs;
use crate::properties::Properties;

/// `/repo/Root.slnx`, `/repo/build/Versions.props`, `/repo/src/App/App.csproj` (the project),
/// `/repo/src/App/version.txt`.
fn tree() -> MemoryFs {
    let mut fs = MemoryFs::new();
    fs.insert("/repo/Root.slnx", "");
    fs.insert("/repo/build/Versions.props", "<Project />");
    fs.insert("/repo/src/App/App.csproj", "<Project />");
    fs.insert("/repo/src/App/version.txt", "1.2.3");
    fs
}

/// Expands `text` in the project `/repo/src/App/App.csproj` (with `Tfm` = `net8.0`,
/// `Version` = `v4.7.2-beta`, `Name` = `My.App`); `None` when a function was not evaluated.
fn expand(text: &str) -> Option<String> {
    let fs = tree();
    let mut properties =
        Properties::for_project(Path::new("/repo/src/App/App.csproj")).with_fs(&fs);
    properties.set("Tfm", "net8.0".to_owned());
    properties.set("Version", "v4.7.2-beta".to_owned());
    properties.set("Name", "My.App".to_owned());
    let value = properties.expand(text);
    properties.take_notes().is_empty().then_some(value)
}

fn check(cases: &[(&str, Option<&str>)]) {
    for (text, expected) in cases {
        assert_eq!(expand(text).as_deref(), *expected, "{text}");
    }
}

#[test]
fn string_instance_methods_and_chains() {
    check(&[
        ("$(Name.Replace('.', '_'))", Some("My_App")),
        ("$(Name.Replace('.', '').ToLowerInvariant())", Some("myapp")),
        ("$(Name.ToUpper())", Some("MY.APP")),
        ("$(Name.Length)", Some("6")),
        ("$(Name.Substring(3))", Some("App")),
        ("$(Name.Substring(0, 2))", Some("My")),
        ("$(Name.Split('.')[1])", Some("App")),
        ("$(Name.Split('.'))", Some("My;App")),
        ("$(Name[0])", Some("M")),
        ("$(Tfm.StartsWith('net8'))", Some("True")),
        ("$(Tfm.EndsWith(\"6.0\"))", Some("False")),
        ("$(Tfm.Contains(`.`))", Some("True")),
        ("$(Tfm.TrimStart('net'))", Some("8.0")),
        ("$(Tfm.IndexOf('.'))", Some("4")),
        ("$(Undefined.Trim())", Some("")),
        ("x$(Name.Equals('My.App'))x", Some("xTruex")),
        // Nested references in arguments are expanded.
        ("$(Name.Replace('App', '$(Tfm)'))", Some("My.net8.0")),
        (
            "$(Name.Replace('.', $([System.IO.Path]::DirectorySeparatorChar)))",
            Some("My/App"),
        ),
        // MSBuild fails on these: not evaluated.
        ("$(Name.Substring(10))", None),
        ("$(Name.Frobnicate())", None),
    ]);
}

#[test]
fn system_io_path() {
    check(&[
        (
            "$([System.IO.Path]::Combine('a', 'b', 'c.cs'))",
            Some("a/b/c.cs"),
        ),
        (
            "$([System.IO.Path]::Combine('a/', '/abs', 'c'))",
            Some("/abs/c"),
        ),
        (
            "$([System.IO.Path]::Combine('$(MSBuildProjectDirectory)', '..\\x'))",
            Some("/repo/src/App/../x"),
        ),
        (
            "$([System.IO.Path]::GetFileName('a\\b\\c.Tests.csproj'))",
            Some("c.Tests.csproj"),
        ),
        (
            "$([System.IO.Path]::GetFileNameWithoutExtension('a/b/c.Tests.csproj'))",
            Some("c.Tests"),
        ),
        ("$([System.IO.Path]::GetExtension('a/b/c.cs'))", Some(".cs")),
        (
            "$([System.IO.Path]::GetDirectoryName('/repo/src/App/'))",
            Some("/repo/src/App"),
        ),
        (
            "$([System.IO.Path]::GetDirectoryName('/repo/src/App'))",
            Some("/repo/src"),
        ),
        ("$([System.IO.Path]::GetDirectoryName('file.cs'))", Some("")),
        ("$([System.IO.Path]::GetDirectoryName('/x'))", Some("/")),
        (
            "$([System.IO.Path]::GetFullPath('../Lib'))",
            Some("/repo/src/Lib"),
        ),
        ("$([System.IO.Path]::IsPathRooted('/x'))", Some("True")),
        ("$([system.io.path]::getfilename('x/y'))", Some("y")),
        ("$([System.IO.Path]::GetTempPath())", None),
    ]);
}

#[test]
fn msbuild_path_functions() {
    check(&[
        // The starting directory as given (with its trailing slash) when the file is there.
        (
            "$([MSBuild]::GetDirectoryNameOfFileAbove('$(MSBuildThisFileDirectory)', 'App.csproj'))",
            Some("/repo/src/App/"),
        ),
        (
            "$([MSBuild]::GetDirectoryNameOfFileAbove('$(MSBuildProjectDirectory)', 'Root.slnx'))",
            Some("/repo"),
        ),
        (
            "$([MSBuild]::GetDirectoryNameOfFileAbove('.', 'Nowhere.props'))",
            Some(""),
        ),
        (
            "$([MSBuild]::GetPathOfFileAbove('Root.slnx'))",
            Some("/repo/Root.slnx"),
        ),
        (
            "$([MSBuild]::GetPathOfFileAbove('Versions.props', '$(MSBuildThisFileDirectory)../../build'))",
            Some("/repo/build/Versions.props"),
        ),
        // A path, not a file name: MSBuild throws.
        (
            "$([MSBuild]::GetPathOfFileAbove('build/Versions.props'))",
            None,
        ),
        ("$([MSBuild]::EnsureTrailingSlash('a\\b'))", Some("a/b/")),
        ("$([MSBuild]::EnsureTrailingSlash(''))", Some("")),
        (
            "$([MSBuild]::NormalizeDirectory('$(MSBuildProjectDirectory)', '..', 'Lib'))",
            Some("/repo/src/Lib/"),
        ),
        (
            "$([MSBuild]::NormalizePath('$(MSBuildProjectDirectory)', '../Lib/Lib.csproj'))",
            Some("/repo/src/Lib/Lib.csproj"),
        ),
        (
            "$([MSBuild]::MakeRelative('/repo/src/App', '/repo/build/Versions.props'))",
            Some("../../build/Versions.props"),
        ),
        (
            "$([MSBuild]::MakeRelative('/repo/src/App/', '/repo/src/App/sub/'))",
            Some("sub/"),
        ),
        ("$([MSBuild]::MakeRelative('/repo', '/repo'))", Some(".")),
        ("$([MSBuild]::FileExists('version.txt'))", Some("True")),
        ("$([MSBuild]::DirectoryExists('/repo/build'))", Some("True")),
        ("$([System.IO.File]::Exists('/repo/nope'))", Some("False")),
        ("$([System.IO.Directory]::Exists('../App'))", Some("True")),
        (
            "$([System.IO.File]::ReadAllText('$(MSBuildProjectDirectory)/version.txt'))",
            Some("1.2.3"),
        ),
    ]);
}

#[test]
fn versions_and_target_frameworks() {
    check(&[
        (
            "$([MSBuild]::VersionGreaterThanOrEquals('$(Version)', '4.7'))",
            Some("True"),
        ),
        (
            "$([MSBuild]::VersionLessThan('$(Version)', '4.7.2.1'))",
            Some("True"),
        ),
        ("$([MSBuild]::VersionEquals('8', '8.0.0.0'))", Some("True")),
        (
            "$([MSBuild]::VersionNotEquals('1.2+abc', '1.2'))",
            Some("False"),
        ),
        (
            "$([MSBuild]::VersionGreaterThan('10.0', '9.9'))",
            Some("True"),
        ),
        (
            "$([MSBuild]::VersionLessThanOrEquals('1.2.3.4.5', '1'))",
            None,
        ),
        ("$([MSBuild]::VersionEquals('', '1'))", None),
        (
            "$([MSBuild]::GetTargetFrameworkIdentifier('$(Tfm)'))",
            Some(".NETCoreApp"),
        ),
        (
            "$([MSBuild]::GetTargetFrameworkIdentifier('netstandard2.0'))",
            Some(".NETStandard"),
        ),
        (
            "$([MSBuild]::GetTargetFrameworkIdentifier('net472'))",
            Some(".NETFramework"),
        ),
        (
            "$([MSBuild]::GetTargetFrameworkIdentifier(''))",
            Some("Unsupported"),
        ),
        (
            "$([MSBuild]::GetTargetFrameworkVersion('net472'))",
            Some("4.7.2"),
        ),
        (
            "$([MSBuild]::GetTargetFrameworkVersion('net8.0'))",
            Some("8.0"),
        ),
        (
            "$([MSBuild]::GetTargetFrameworkVersion('net8.0', 3))",
            Some("8.0.0"),
        ),
        (
            "$([MSBuild]::GetTargetPlatformIdentifier('net8.0-windows10.0.19041'))",
            Some("windows"),
        ),
        (
            "$([MSBuild]::GetTargetPlatformIdentifier('net8.0'))",
            Some(""),
        ),
        (
            "$([MSBuild]::GetTargetPlatformVersion('net8.0-windows10.0.19041'))",
            Some("10.0.19041"),
        ),
        (
            "$([MSBuild]::GetTargetPlatformVersion('net8.0-android'))",
            Some("0.0"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net8.0', 'net6.0'))",
            Some("True"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net6.0', 'net8.0'))",
            Some("False"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net8.0', 'netstandard2.1'))",
            Some("True"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net472', 'netstandard2.0'))",
            Some("True"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net472', 'netstandard2.1'))",
            Some("False"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net46', 'netstandard1.3'))",
            Some("True"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('netstandard2.0', 'net461'))",
            Some("False"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net48', 'net8.0'))",
            Some("False"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net8.0-windows', 'net8.0'))",
            Some("True"),
        ),
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('net8.0', 'net8.0-windows'))",
            Some("False"),
        ),
        // The outer build of a multi-targeting project: no framework, compatible with nothing.
        (
            "$([MSBuild]::IsTargetFrameworkCompatible('', 'net6.0'))",
            Some("False"),
        ),
        // Families not modelled.
        (
            "$([MSBuild]::GetTargetFrameworkIdentifier('uap10.0'))",
            None,
        ),
    ]);
}

#[test]
fn arithmetic_strings_and_the_rest() {
    check(&[
        ("$([MSBuild]::Add(40, 2))", Some("42")),
        ("$([MSBuild]::Subtract(5, 7))", Some("-2")),
        ("$([MSBuild]::Multiply(2.5, 2))", Some("5")),
        ("$([MSBuild]::Add(1.5, 2))", Some("3.5")),
        ("$([MSBuild]::Divide(10, 4))", Some("2")),
        ("$([MSBuild]::Divide(10.0, 4))", Some("2.5")),
        ("$([MSBuild]::Modulo(10, 4))", Some("2")),
        ("$([MSBuild]::Divide(1, 0))", None),
        ("$([MSBuild]::BitwiseOr(1, 4))", Some("5")),
        (
            "$([MSBuild]::ValueOrDefault('$(Undefined)', 'fallback'))",
            Some("fallback"),
        ),
        (
            "$([MSBuild]::ValueOrDefault('$(Tfm)', 'fallback'))",
            Some("net8.0"),
        ),
        ("$([MSBuild]::Escape('a;b'))", Some("a%3bb")),
        ("$([MSBuild]::Unescape('a%3Bb%2'))", Some("a;b%2")),
        (
            "$([MSBuild]::IsOSPlatform('Windows'))",
            Some(if cfg!(windows) { "True" } else { "False" }),
        ),
        (
            "$([MSBuild]::IsOsUnixLike())",
            Some(if cfg!(windows) { "False" } else { "True" }),
        ),
        (
            "$([System.String]::IsNullOrEmpty('$(Undefined)'))",
            Some("True"),
        ),
        ("$([System.String]::IsNullOrWhiteSpace('  '))", Some("True")),
        ("$([System.String]::IsNullOrEmpty(null))", Some("True")),
        ("$([System.String]::Copy('$(Tfm)'))", Some("net8.0")),
        (
            "$([System.String]::Concat('a', 'b', $(Tfm)))",
            Some("abnet8.0"),
        ),
        ("$([MSBuild]::Add(1, 2).ToString())", Some("3")),
        ("$([MSBuild]::IsRunningFromVisualStudio())", Some("False")),
        // Environment, clock, toolset, unknown types: not evaluated.
        (
            "$([System.Environment]::GetEnvironmentVariable('HOME'))",
            None,
        ),
        ("$([System.DateTime]::Now.ToString('yyyy'))", None),
        ("$([MSBuild]::GetMSBuildSDKsPath())", None),
        ("$([MSBuild]::NoSuchFunction())", None),
        ("$([Unknown.Type]::Foo())", None),
        ("$(Registry:HKEY_LOCAL_MACHINE\\Software@Value)", None),
    ]);
}
