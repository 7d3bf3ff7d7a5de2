//! The preprocessor symbols the compiler sees: what `dotnet build` (Debug, the first target
//! framework) passes to `csc` as `/define:`. The rules are the .NET SDK's (dotnet/sdk,
//! `src/Tasks/Microsoft.NET.Build.Tasks/targets/`):
//!
//! - `Microsoft.NET.Sdk.CSharp.props`, after `Directory.Build.props` and before the project
//!   body: `DefineConstants` gets `TRACE` appended. A project that assigns `DefineConstants`
//!   without `$(DefineConstants)` drops it, as in a real build.
//! - `Microsoft.NET.Sdk.CSharp.targets`, after the body and `Directory.Build.targets`: the
//!   configuration, upper-cased with `-`, `.` and space as `_` (`DEBUG`), unless
//!   `DisableImplicitConfigurationDefines` is true.
//! - `Microsoft.NET.Sdk.BeforeCommon.targets`, at build time: `_DisableDiagnosticTracing`
//!   removes `TRACE` when `DisableDiagnosticTracing` is true; unless
//!   `DisableImplicitFrameworkDefines` is true, `AddImplicitDefineConstants` appends the
//!   framework symbols, the `…_OR_GREATER` chain and, for .NET 5+ with a platform, the platform
//!   symbols (see [`implicit_symbols`]).
//! - Roslyn's `Csc` task (`GetDefineConstantsSwitch`) splits the result at `,`, `;` and space
//!   and drops what is not an identifier (with warning MSB3052), so an entry with a line break
//!   in it is not defined.
//!
//! A legacy (non-SDK) project gets only its own `DefineConstants`.

use crate::properties::Properties;
use crate::target_framework::{Family, TargetFramework, Version};

/// `Microsoft.NET.Sdk.CSharp.props`: `TRACE` after whatever `DefineConstants` holds so far.
pub(crate) fn csharp_props(properties: &mut Properties) {
    let value = match properties.get("DefineConstants") {
        "" => "TRACE".to_owned(),
        existing => format!("{existing};TRACE"),
    };
    properties.set("DefineConstants", value);
}

/// `Microsoft.NET.Sdk.CSharp.targets`: the configuration symbol (`DEBUG`).
pub(crate) fn csharp_targets(properties: &mut Properties) {
    if properties.flag("DisableImplicitConfigurationDefines", false) {
        return;
    }
    let configuration: String = properties
        .get("Configuration")
        .to_uppercase()
        .chars()
        .map(|c| if matches!(c, '-' | '.' | ' ') { '_' } else { c })
        .collect();
    let value = format!("{};{configuration}", properties.get("DefineConstants"));
    properties.set("DefineConstants", value);
}

/// The symbols of a project whose evaluation ended with `properties`: sorted, without
/// duplicates.
pub(crate) fn compute(properties: &Properties, is_sdk_style: bool) -> Vec<String> {
    let mut define_constants = properties.get("DefineConstants").to_owned();
    if is_sdk_style {
        if properties.flag("DisableDiagnosticTracing", false) {
            // An item list of the property, so entries are trimmed and empty ones dropped.
            define_constants = define_constants
                .split(';')
                .map(str::trim)
                .filter(|entry| !entry.is_empty() && *entry != "TRACE")
                .collect::<Vec<_>>()
                .join(";");
        }
        if !properties.flag("DisableImplicitFrameworkDefines", false) {
            let implicit = implicit_symbols(properties);
            if !implicit.is_empty() {
                define_constants = format!("{define_constants};{}", implicit.join(";"));
            }
        }
    }
    let mut symbols: Vec<String> = define_constants
        .split([',', ';', ' '])
        .filter(|entry| is_identifier(entry))
        .map(str::to_owned)
        .collect();
    symbols.sort();
    symbols.dedup();
    symbols
}

/// `_ImplicitDefineConstant` of the build of `$(TargetFramework)`.
fn implicit_symbols(properties: &Properties) -> Vec<String> {
    let Some(framework) = properties
        .non_empty("TargetFramework")
        .and_then(TargetFramework::parse)
    else {
        return Vec::new();
    };
    let mut symbols = framework_symbols(&framework);
    if framework.is_net5_or_later() {
        symbols.extend(platform_symbols(&framework, properties));
    }
    symbols
}

/// .NET Core 1.0 to 3.1: `_NETCoreAppVersionsForDefines` (`SupportedNETCoreAppTargetFramework`
/// before .NET 11), continued by every major version from 5.0 up to the one targeted.
const NET_CORE_APP_VERSIONS: &[&str] = &["1.0", "1.1", "2.0", "2.1", "2.2", "3.0", "3.1"];
/// `SupportedNETStandardTargetFramework` (`Microsoft.NET.SupportedTargetFrameworks.props`).
const NET_STANDARD_VERSIONS: &[&str] = &[
    "1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "2.0", "2.1",
];
/// `SupportedNETFrameworkTargetFramework` (`Microsoft.NET.SupportedTargetFrameworks.props`).
const NET_FRAMEWORK_VERSIONS: &[&str] = &[
    "2.0", "3.0", "3.5", "4.0", "4.5", "4.5.1", "4.5.2", "4.6", "4.6.1", "4.6.2", "4.7", "4.7.1",
    "4.7.2", "4.8", "4.8.1",
];
/// `WindowsSdkSupportedTargetPlatformVersion` of the SDK's bundled versions (the revision-1
/// CsWinRT 3 entries normalise to these).
const WINDOWS_VERSIONS: &[&str] = &[
    "7.0",
    "8.0",
    "10.0.17763.0",
    "10.0.18362.0",
    "10.0.19041.0",
    "10.0.20348.0",
    "10.0.22000.0",
    "10.0.22621.0",
    "10.0.26100.0",
];

/// `GenerateTargetFrameworkDefineConstants` and `GenerateNETCompatibleDefineConstants`:
/// `NET`/`NET8_0`/`NETCOREAPP`, `NETCOREAPP3_1`, `NETSTANDARD2_0`, `NETFRAMEWORK`/`NET472`, and
/// one `…_OR_GREATER` symbol per known version up to the targeted one.
fn framework_symbols(framework: &TargetFramework) -> Vec<String> {
    let version = framework.version;
    let mut symbols = match framework.family {
        Family::CoreApp if framework.is_net5_or_later() => vec![
            "NET".to_owned(),
            format!("NET{}", version.joined("_")),
            "NETCOREAPP".to_owned(),
        ],
        Family::CoreApp => vec![
            "NETCOREAPP".to_owned(),
            format!("NETCOREAPP{}", version.joined("_")),
        ],
        Family::Standard => vec![
            "NETSTANDARD".to_owned(),
            format!("NETSTANDARD{}", version.joined("_")),
        ],
        Family::Framework => vec![
            "NETFRAMEWORK".to_owned(),
            format!("NET{}", version.joined("")),
        ],
    };
    let known: Vec<Version> = match framework.family {
        Family::CoreApp => parse_all(NET_CORE_APP_VERSIONS)
            .chain((5..=version.major()).map(|major| Version::new([major, 0, 0, 0], 2)))
            .collect(),
        Family::Standard => parse_all(NET_STANDARD_VERSIONS).collect(),
        Family::Framework => parse_all(NET_FRAMEWORK_VERSIONS).collect(),
    };
    for compatible in known
        .into_iter()
        .filter(|known| known.compare(version).is_le())
    {
        symbols.push(match framework.family {
            Family::CoreApp if compatible.major() >= 5 => {
                format!("NET{}_OR_GREATER", compatible.joined("_"))
            }
            Family::CoreApp => format!("NETCOREAPP{}_OR_GREATER", compatible.joined("_")),
            Family::Standard => format!("NETSTANDARD{}_OR_GREATER", compatible.joined("_")),
            Family::Framework => format!("NET{}_OR_GREATER", compatible.joined("")),
        });
    }
    symbols
}

/// `GenerateTargetPlatformDefineConstants` and `GeneratePlatformCompatibleDefineConstants`:
/// `WINDOWS`, `WINDOWS10_0_19041_0`, and for Windows the `…_OR_GREATER` chain over the SDK's
/// supported Windows versions. A platform without a version in the moniker gets its default
/// (`7.0` for Windows, from `Microsoft.NET.Windows.targets`). Other platforms' defaults and
/// version lists come from their workloads, which are not known here: they get the platform
/// symbol, the versioned one when the moniker has a version, and no chain.
fn platform_symbols(framework: &TargetFramework, properties: &Properties) -> Vec<String> {
    let Some(platform) = &framework.platform else {
        return Vec::new();
    };
    let upper = platform.identifier.to_ascii_uppercase();
    let mut symbols = vec![upper.clone()];
    let version = platform
        .version
        .or_else(|| platform.is_windows().then(|| Version::new([7, 0, 0, 0], 2)));
    let Some(version) = version else {
        return symbols;
    };
    // CsWinRT 3 is chosen by a Windows SDK revision of 1; the symbols use the revision-0 version.
    let cs_win_rt_3 = platform.is_windows() && version.revision() == 1;
    let effective = if cs_win_rt_3 {
        version.without_revision()
    } else {
        version
    };
    symbols.push(format!("{upper}{}", effective.joined("_")));
    if platform.is_windows() {
        for supported in parse_all(WINDOWS_VERSIONS).filter(|v| v.compare(version).is_le()) {
            symbols.push(format!("WINDOWS{}_OR_GREATER", supported.joined("_")));
        }
        // `Microsoft.NET.Windows.targets` turns the Windows SDK projections on by default for
        // Windows 10 and later.
        let projections = match properties.non_empty("IncludeWindowsSDKRefFrameworkReferences") {
            Some(value) => value.eq_ignore_ascii_case("true"),
            None => {
                !properties.flag("DisableImplicitFrameworkReferences", false)
                    && version.major() >= 10
            }
        };
        if cs_win_rt_3 && projections {
            symbols.push("CSWINRT3_0".to_owned());
        }
    }
    symbols
}

fn parse_all(versions: &'static [&'static str]) -> impl Iterator<Item = Version> {
    versions.iter().filter_map(|text| Version::parse(text))
}

/// Roslyn's `UnicodeCharacterUtilities.IsValidIdentifier`: a letter or `_`, then letters,
/// digits, connectors, combining and formatting characters (approximated by Unicode
/// alphanumerics beyond ASCII).
fn is_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_alphabetic())
        && chars.all(|c| c == '_' || c.is_alphanumeric())
}
