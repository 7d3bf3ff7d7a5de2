//! Target framework monikers (`net8.0`, `netstandard2.0`, `net472`, `net8.0-windows10.0.19041.0`)
//! read as the .NET SDK infers `TargetFrameworkIdentifier`/`TargetFrameworkVersion` and
//! `TargetPlatformIdentifier`/`TargetPlatformVersion` from them
//! (`Microsoft.NET.TargetFrameworkInference.targets`, through NuGet's parser behind
//! `$([MSBuild]::GetTargetFrameworkVersion(…))` and friends).
//!
//! Only the families the SDK defines symbols for are recognised: .NET (Core), .NET Standard and
//! .NET Framework. Others (`uap10.0`, `monoandroid90`, `portable-…`) give `None`.

use std::cmp::Ordering;

/// The framework family (`TargetFrameworkIdentifier`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Family {
    /// `.NETCoreApp`: `netcoreappX.Y` and .NET 5+ (`net5.0`, `net8.0`).
    CoreApp,
    /// `.NETStandard`.
    Standard,
    /// `.NETFramework`: `net20` … `net481`.
    Framework,
}

/// A four-part version (missing parts are 0, as MSBuild's version comparisons take them) and
/// the number of parts its text has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Version {
    parts: [u32; 4],
    shown: usize,
}

impl Version {
    pub(crate) fn new(parts: [u32; 4], shown: usize) -> Version {
        Version {
            parts,
            shown: shown.clamp(1, 4),
        }
    }

    /// `1.2.3`-style text of up to four parts.
    pub(crate) fn parse(text: &str) -> Option<Version> {
        let mut parts = [0u32; 4];
        let mut count = 0;
        for piece in text.split('.') {
            if count == 4 || piece.is_empty() || !piece.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            parts[count] = piece.parse().ok()?;
            count += 1;
        }
        Some(Version::new(parts, count))
    }

    /// NuGet's `GetNonZeroVersionParts`: trailing zero parts dropped, but at least `min` parts
    /// kept (`GetTargetFrameworkVersion(…, 2)` turns 4.7.2.0 into `4.7.2` and 8.0.0.0 into
    /// `8.0`).
    pub(crate) fn normalized(self, min: usize) -> Version {
        let non_zero = self
            .parts
            .iter()
            .rposition(|part| *part != 0)
            .map_or(0, |i| i + 1);
        Version::new(self.parts, non_zero.max(min))
    }

    pub(crate) fn major(self) -> u32 {
        self.parts[0]
    }

    pub(crate) fn revision(self) -> u32 {
        self.parts[3]
    }

    pub(crate) fn is_zero(self) -> bool {
        self.parts == [0; 4]
    }

    /// The same version with its revision set to 0.
    pub(crate) fn without_revision(self) -> Version {
        let [major, minor, build, _] = self.parts;
        Version::new([major, minor, build, 0], self.shown)
    }

    /// Compares as MSBuild's `VersionLessThan`/`VersionGreaterThan` do (missing parts are 0).
    pub(crate) fn compare(self, other: Version) -> Ordering {
        self.parts.cmp(&other.parts)
    }

    /// The text with `separator` between the parts (`8_0`, `472` with an empty separator).
    pub(crate) fn joined(self, separator: &str) -> String {
        self.parts[..self.shown]
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(separator)
    }
}

/// The target platform of a .NET 5+ framework (`windows`, `android`, `ios`, …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Platform {
    /// `TargetPlatformIdentifier` as written, lower case (`windows`, `maccatalyst`).
    pub(crate) identifier: String,
    /// `TargetPlatformVersion` as inferred from the moniker; `None` when the moniker has none
    /// (then a workload, or for Windows the SDK, supplies a default).
    pub(crate) version: Option<Version>,
}

impl Platform {
    pub(crate) fn is_windows(&self) -> bool {
        self.identifier == "windows"
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TargetFramework {
    pub(crate) family: Family,
    /// `TargetFrameworkVersion` without its `v`, at least two parts (`8.0`, `4.7.2`, `2.0`).
    pub(crate) version: Version,
    /// Only for .NET 5+; a suffix on other frameworks is a profile, not a platform.
    pub(crate) platform: Option<Platform>,
}

impl TargetFramework {
    /// Reads a moniker (case-insensitive, surrounding whitespace ignored).
    pub(crate) fn parse(moniker: &str) -> Option<TargetFramework> {
        let moniker = moniker.trim().to_ascii_lowercase();
        let (framework, suffix) = match moniker.split_once('-') {
            Some((framework, suffix)) => (framework, Some(suffix)),
            None => (moniker.as_str(), None),
        };
        let (name, version_text) = split_letters(framework);
        let version = framework_version(version_text)?.normalized(2);
        let family = match name {
            "netcoreapp" => Family::CoreApp,
            "netstandard" => Family::Standard,
            "net" if version.major() >= 5 => Family::CoreApp,
            "net" => Family::Framework,
            _ => return None,
        };
        let platform = suffix
            .filter(|_| family == Family::CoreApp && version.major() >= 5)
            .and_then(platform);
        Some(TargetFramework {
            family,
            version,
            platform,
        })
    }

    /// .NET 5 or later (`NET` rather than `NETCOREAPP` symbols, platforms allowed).
    pub(crate) fn is_net5_or_later(&self) -> bool {
        self.family == Family::CoreApp && self.version.major() >= 5
    }
}

/// Splits leading ASCII letters from the rest.
fn split_letters(text: &str) -> (&str, &str) {
    let end = text
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(text.len());
    text.split_at(end)
}

/// A framework version as NuGet reads it: dotted (`8.0`, `4.7.2`), or digits without dots, each
/// one a part (`472` is 4.7.2, `10` is 1.0).
fn framework_version(text: &str) -> Option<Version> {
    if text.contains('.') {
        return Version::parse(text);
    }
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut parts = [0u32; 4];
    for (part, digit) in parts.iter_mut().zip(text.bytes()) {
        *part = u32::from(digit - b'0');
    }
    Some(Version::new(parts, text.len()))
}

/// `windows10.0.19041.0`, `android34.0`, `ios`: the identifier and the version as
/// `TargetFrameworkInference.targets` derives `TargetPlatformVersion`: four parts for Windows 10
/// and later, otherwise at least two; an absent or zero version is none.
fn platform(suffix: &str) -> Option<Platform> {
    let (identifier, version_text) = split_letters(suffix);
    if identifier.is_empty() {
        return None;
    }
    let version = match version_text {
        "" => None,
        text if text.contains('.') => Some(Version::parse(text)?),
        text => Some(Version::new([text.parse().ok()?, 0, 0, 0], 1)),
    };
    let version = version.filter(|version| !version.is_zero()).map(|version| {
        let windows_10 = Version::new([10, 0, 0, 0], 2);
        if identifier == "windows" && version.compare(windows_10) != Ordering::Less {
            version.normalized(4)
        } else {
            version.normalized(2)
        }
    });
    Some(Platform {
        identifier: identifier.to_owned(),
        version,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn describe(moniker: &str) -> String {
        match TargetFramework::parse(moniker) {
            None => "-".to_owned(),
            Some(framework) => {
                let platform = match &framework.platform {
                    None => String::new(),
                    Some(platform) => format!(
                        " {} {}",
                        platform.identifier,
                        platform.version.map_or("-".to_owned(), |v| v.joined("."))
                    ),
                };
                format!(
                    "{:?} {}{platform}",
                    framework.family,
                    framework.version.joined(".")
                )
            }
        }
    }

    #[test]
    fn monikers_are_read_as_the_sdk_infers_them() {
        let cases = [
            ("net8.0", "CoreApp 8.0"),
            ("NET10.0", "CoreApp 10.0"),
            ("net5", "CoreApp 5.0"),
            ("netcoreapp3.1", "CoreApp 3.1"),
            ("netcoreapp2.2", "CoreApp 2.2"),
            ("netstandard2.0", "Standard 2.0"),
            ("netstandard1.6", "Standard 1.6"),
            ("net472", "Framework 4.7.2"),
            ("net48", "Framework 4.8"),
            ("net481", "Framework 4.8.1"),
            ("net40", "Framework 4.0"),
            ("net20", "Framework 2.0"),
            ("net4.7.2", "Framework 4.7.2"),
            ("net8.0-windows", "CoreApp 8.0 windows -"),
            ("net8.0-windows7.0", "CoreApp 8.0 windows 7.0"),
            (
                "net8.0-windows10.0.19041",
                "CoreApp 8.0 windows 10.0.19041.0",
            ),
            (
                "net8.0-windows10.0.19041.0",
                "CoreApp 8.0 windows 10.0.19041.0",
            ),
            ("net8.0-android", "CoreApp 8.0 android -"),
            ("net8.0-android34.0", "CoreApp 8.0 android 34.0"),
            ("net8.0-ios17", "CoreApp 8.0 ios 17.0"),
            ("net8.0-maccatalyst17.2", "CoreApp 8.0 maccatalyst 17.2"),
            ("net48-client", "Framework 4.8"),
            ("uap10.0", "-"),
            ("portable-net45+win8", "-"),
            ("net", "-"),
            ("", "-"),
        ];
        for (moniker, expected) in cases {
            assert_eq!(describe(moniker), expected, "{moniker}");
        }
    }

    #[test]
    fn versions_compare_with_missing_parts_as_zero() {
        let v = |text| Version::parse(text).unwrap();
        assert_eq!(v("4.8").compare(v("4.8.0")), Ordering::Equal);
        assert_eq!(v("4.8").compare(v("4.8.1")), Ordering::Less);
        assert_eq!(v("10.0").compare(v("8.0")), Ordering::Greater);
        assert_eq!(v("10.0.19041.0").joined("_"), "10_0_19041_0");
        assert_eq!(v("4.7.2").joined(""), "472");
        assert_eq!(Version::parse("1..2"), None);
    }
}
