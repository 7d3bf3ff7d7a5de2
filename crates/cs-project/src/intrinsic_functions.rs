//! Static property functions: `[MSBuild]::…` (MSBuild's `IntrinsicFunctions`),
//! `[System.IO.Path]::…`, `[System.String]::…`, `[System.IO.File]::…`/`[System.IO.Directory]::…`,
//! with the semantics of MSBuild's sources (`IntrinsicFunctions.cs`, `WellKnownFunctions.cs`,
//! `FileUtilities.cs`, `SimpleVersion.cs`, `NuGetFrameworkWrapper.cs`).
//!
//! The path and file functions are in `path_functions.rs`. `IsOSPlatform` answers for the
//! machine the server runs on, as the reserved `OS` property does. Functions reading the
//! environment, the registry, the clock or the toolset are not evaluated (`None`), nor is
//! anything unlisted.

use std::cmp::Ordering;

use crate::fs::EntryKind;
use crate::path_functions::{
    self, directory_of_file_above, ensure_trailing_slash, entry_kind, fix, full_path,
    make_relative, normalize_path,
};
use crate::paths;
use crate::properties::Properties;
use crate::property_functions::{Args, Value};
use crate::target_framework::{Family, TargetFramework};

/// Calls `[type_name]::name(args)`.
pub(crate) fn call(
    type_name: &str,
    name: &str,
    args: &Args,
    properties: &Properties<'_>,
) -> Option<Value> {
    let name = name.to_ascii_lowercase();
    match type_name.to_ascii_lowercase().as_str() {
        "msbuild" | "microsoft.build.evaluation.intrinsicfunctions" => {
            msbuild(&name, args, properties)
        }
        "system.io.path" => path_functions::call_path(&name, args, properties),
        "system.string" | "string" => string(&name, args),
        "system.io.file" | "system.io.directory" => {
            let directory = type_name.to_ascii_lowercase().ends_with("directory");
            path_functions::file_system(&name, args, properties, directory)
        }
        _ => None,
    }
}

fn msbuild(name: &str, args: &Args, properties: &Properties<'_>) -> Option<Value> {
    let one = || (args.len() == 1).then(|| args.text(0)).flatten();
    let two = || {
        (args.len() == 2)
            .then(|| Some((args.text(0)?, args.text(1)?)))
            .flatten()
    };
    let value = match name {
        "add" | "subtract" | "multiply" | "divide" | "modulo" => arithmetic(name, args)?,
        "bitwiseor" | "bitwiseand" | "bitwisexor" => {
            let (a, b) = (int32(args, 0)?, int32(args, 1)?);
            (args.len() == 2).then_some(())?;
            Value::Int(i64::from(match name {
                "bitwiseor" => a | b,
                "bitwiseand" => a & b,
                _ => a ^ b,
            }))
        }
        "bitwisenot" if args.len() == 1 => Value::Int(i64::from(!int32(args, 0)?)),
        "valueordefault" if args.len() == 2 => Value::Text(
            args.text(0)
                .filter(|value| !value.is_empty())
                .or(args.text(1))
                .unwrap_or_default()
                .to_owned(),
        ),
        "escape" => Value::Text(escape(one()?)),
        "unescape" => Value::Text(unescape(one()?)),
        "ensuretrailingslash" => Value::Text(ensure_trailing_slash(fix(one()?))),
        "normalizepath" => Value::Text(normalize_path(args, properties)?),
        "normalizedirectory" => {
            Value::Text(ensure_trailing_slash(normalize_path(args, properties)?))
        }
        "getdirectorynameoffileabove" => {
            let (start, file) = two()?;
            Value::Text(directory_of_file_above(start, file, properties)?)
        }
        "getpathoffileabove" => {
            let file = args.text(0)?;
            if file.contains(['/', '\\']) {
                return None; // ArgumentException: a file name, not a path.
            }
            let start = match args.len() {
                // The directory of the file holding the function.
                1 => properties
                    .get("MSBuildThisFileDirectory")
                    .trim_end_matches('/')
                    .to_owned(),
                2 => args.text(1)?.to_owned(),
                _ => return None,
            };
            let dir = directory_of_file_above(&start, file, properties)?;
            Value::Text(if dir.is_empty() {
                dir
            } else {
                paths::to_slash(&full_path(&format!("{dir}/{file}"), properties))
            })
        }
        "fileexists" | "directoryexists" => {
            let kind = entry_kind(one()?, properties)?;
            let wanted = if name == "fileexists" {
                EntryKind::File
            } else {
                EntryKind::Dir
            };
            Value::Bool(kind == Some(wanted))
        }
        "makerelative" => {
            let (base, path) = two()?;
            Value::Text(make_relative(base, path, properties)?)
        }
        "isosplatform" => Value::Bool(one()?.eq_ignore_ascii_case(host_platform())),
        "isosunixlike" if args.len() == 0 => Value::Bool(!cfg!(windows)),
        "isosbsdlike" if args.len() == 0 => Value::Bool(cfg!(target_os = "freebsd")),
        "isrunningfromvisualstudio" if args.len() == 0 => Value::Bool(false),
        "versionequals"
        | "versionnotequals"
        | "versiongreaterthan"
        | "versiongreaterthanorequals"
        | "versionlessthan"
        | "versionlessthanorequals" => {
            let (a, b) = two()?;
            let ordering = simple_version(a)?.cmp(&simple_version(b)?);
            Value::Bool(match name {
                "versionequals" => ordering == Ordering::Equal,
                "versionnotequals" => ordering != Ordering::Equal,
                "versiongreaterthan" => ordering == Ordering::Greater,
                "versiongreaterthanorequals" => ordering != Ordering::Less,
                "versionlessthan" => ordering == Ordering::Less,
                _ => ordering != Ordering::Greater,
            })
        }
        "gettargetframeworkidentifier" => Value::Text(match framework(one()?)? {
            Some(framework) => framework_identifier(framework.family).to_owned(),
            None => "Unsupported".to_owned(),
        }),
        "gettargetframeworkversion" => {
            let count = part_count(args)?;
            Value::Text(match framework(args.text(0)?)? {
                Some(framework) => framework.version.normalized(count).joined("."),
                None => zero_version(count),
            })
        }
        "gettargetplatformidentifier" => Value::Text(
            framework(one()?)?
                .and_then(|framework| framework.platform)
                .map(|platform| platform.identifier)
                .unwrap_or_default(),
        ),
        "gettargetplatformversion" => {
            let count = part_count(args)?;
            let version = framework(args.text(0)?)?
                .and_then(|framework| framework.platform)
                .and_then(|platform| platform.version);
            Value::Text(match version {
                Some(version) => version.normalized(count).joined("."),
                None => zero_version(count),
            })
        }
        "istargetframeworkcompatible" => {
            let (target, candidate) = two()?;
            Value::Bool(match (framework(target)?, framework(candidate)?) {
                (Some(target), Some(candidate)) => is_compatible(&target, &candidate),
                // NuGet's unsupported framework is compatible with nothing.
                _ => false,
            })
        }
        _ => return None,
    };
    Some(value)
}

/// `Add`/`Subtract`/…: on `long`s when both arguments are integers, else on doubles
/// (`ArgumentParser.TryExecuteArithmeticOverload`). Integer division by zero throws.
fn arithmetic(name: &str, args: &Args) -> Option<Value> {
    if args.len() != 2 {
        return None;
    }
    if let (Some(a), Some(b)) = (args.int(0), args.int(1)) {
        return Some(Value::Int(match name {
            "add" => a.checked_add(b)?,
            "subtract" => a.checked_sub(b)?,
            "multiply" => a.checked_mul(b)?,
            "divide" => a.checked_div(b)?,
            _ => a.checked_rem(b)?,
        }));
    }
    let a: f64 = args.text(0)?.trim().parse().ok()?;
    let b: f64 = args.text(1)?.trim().parse().ok()?;
    Some(Value::Float(match name {
        "add" => a + b,
        "subtract" => a - b,
        "multiply" => a * b,
        "divide" => a / b,
        _ => a % b,
    }))
}

fn int32(args: &Args, index: usize) -> Option<i32> {
    i32::try_from(args.int(index)?).ok()
}

/// The optional `versionPartCount` (default 2) of `GetTargetFrameworkVersion`/…`PlatformVersion`.
fn part_count(args: &Args) -> Option<usize> {
    match args.len() {
        1 => Some(2),
        2 => usize::try_from(args.int(1)?)
            .ok()
            .filter(|n| (1..=4).contains(n)),
        _ => None,
    }
}

/// MSBuild's `SimpleVersion.Parse`: whitespace trimmed, a leading `v` and anything from the
/// first `-` or `+` ignored, one to four numeric parts (missing ones 0); else it throws.
fn simple_version(text: &str) -> Option<[u32; 4]> {
    let mut text = text.trim();
    text = text.strip_prefix(['v', 'V']).unwrap_or(text);
    if let Some(at) = text.find(['-', '+']) {
        text = &text[..at];
    }
    let mut parts = [0u32; 4];
    for (count, piece) in text.split('.').enumerate() {
        if count == 4 || piece.is_empty() || !piece.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        parts[count] = piece.parse().ok()?;
    }
    Some(parts)
}

/// `NuGetFramework.Parse` for the families modelled: `Some(None)` is NuGet's unsupported
/// framework (what an empty moniker, as in a multi-targeting project's outer build, parses
/// to); `None` a moniker of another family, not evaluated.
fn framework(moniker: &str) -> Option<Option<TargetFramework>> {
    if moniker.is_empty() {
        return Some(None);
    }
    TargetFramework::parse(moniker).map(Some)
}

/// NuGet's `GetNonZeroVersionParts` of version 0.0: `count` zeros, at least one.
fn zero_version(count: usize) -> String {
    vec!["0"; count.max(1)].join(".")
}

fn framework_identifier(family: Family) -> &'static str {
    match family {
        Family::CoreApp => ".NETCoreApp",
        Family::Standard => ".NETStandard",
        Family::Framework => ".NETFramework",
    }
}

/// NuGet's `DefaultCompatibilityProvider.IsCompatible(target, candidate)`: whether a project
/// targeting `target` can use what targets `candidate`, for the .NET, .NET Standard and .NET
/// Framework families (NuGet's mappings: .NET Framework 4.5 runs .NET Standard 1.1, 4.5.1 1.2,
/// 4.6 1.3, 4.6.1 2.0; .NET Core 1.x 1.6, 2.x 2.0, 3.0 and later 2.1).
fn is_compatible(target: &TargetFramework, candidate: &TargetFramework) -> bool {
    let at_least =
        |a: &TargetFramework, b: &TargetFramework| a.version.compare(b.version) != Ordering::Less;
    let platform_fits = match (&candidate.platform, &target.platform) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(wanted), Some(have)) => {
            wanted.identifier == have.identifier
                && match (wanted.version, have.version) {
                    (None, _) => true,
                    (Some(_), None) => false,
                    (Some(w), Some(h)) => h.compare(w) != Ordering::Less,
                }
        }
    };
    match (target.family, candidate.family) {
        (Family::CoreApp, Family::CoreApp) | (Family::Framework, Family::Framework) => {
            at_least(target, candidate) && platform_fits
        }
        (Family::Standard, Family::Standard) => at_least(target, candidate),
        (Family::CoreApp | Family::Framework, Family::Standard) => {
            let v = |text: &str| {
                crate::target_framework::Version::parse(text).unwrap_or_else(|| unreachable!())
            };
            let table: &[(&str, &str)] = match target.family {
                Family::CoreApp => &[("3.0", "2.1"), ("2.0", "2.0"), ("1.0", "1.6")],
                _ => &[
                    ("4.6.1", "2.0"),
                    ("4.6", "1.3"),
                    ("4.5.1", "1.2"),
                    ("4.5", "1.1"),
                ],
            };
            table
                .iter()
                .find(|(framework, _)| target.version.compare(v(framework)) != Ordering::Less)
                .is_some_and(|(_, standard)| {
                    candidate.version.compare(v(standard)) != Ordering::Greater
                })
        }
        _ => false,
    }
}

/// The name `RuntimeInformation.IsOSPlatform` knows the machine by.
fn host_platform() -> &'static str {
    if cfg!(windows) {
        "Windows"
    } else if cfg!(target_os = "macos") {
        "OSX"
    } else if cfg!(target_os = "freebsd") {
        "FreeBSD"
    } else {
        "Linux"
    }
}

fn string(name: &str, args: &Args) -> Option<Value> {
    let value = match (name, args.len()) {
        ("isnullorempty", 1) => Value::Bool(args.text(0).is_none_or(str::is_empty)),
        ("isnullorwhitespace", 1) => {
            Value::Bool(args.text(0).is_none_or(|text| text.trim().is_empty()))
        }
        ("copy", 1) => Value::Text(args.text(0)?.to_owned()),
        ("concat", _) => Value::Text(args.0.iter().flatten().map(String::as_str).collect()),
        _ => return None,
    };
    Some(value)
}

/// MSBuild's `EscapingUtilities.Escape`.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '%' | '*' | '?' | '@' | '$' | '(' | ')' | ';' | '\'' => {
                out.push_str(&format!("%{:02x}", ch as u32));
            }
            _ => out.push(ch),
        }
    }
    out
}

/// MSBuild's `EscapingUtilities.UnescapeAll`: each `%XX` (two hex digits) is that character.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let hex = rest.get(at + 1..at + 3);
        match hex.and_then(|hex| u8::from_str_radix(hex, 16).ok()) {
            Some(byte) if hex.is_some_and(|h| h.bytes().all(|b| b.is_ascii_hexdigit())) => {
                out.push(char::from(byte));
                rest = &rest[at + 3..];
            }
            _ => {
                out.push('%');
                rest = &rest[at + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}
