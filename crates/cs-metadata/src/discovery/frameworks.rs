//! Target framework monikers (`net8.0`, `netstandard2.0`, `net48`) and NuGet's nearest-framework
//! choice among a package's `lib/<tfm>` or `ref/<tfm>` folders.

use std::cmp::Reverse;

/// How near a candidate framework is to a target: smaller is nearer.
pub type Nearness = (u8, Reverse<(u32, u32, u32)>);

/// A parsed target framework. Versions are (major, minor, patch).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Framework {
    pub family: Family,
    pub version: (u32, u32, u32),
    /// `windows` in `net8.0-windows10.0.19041`, lowercase, version stripped.
    pub platform: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// .NET Core and .NET 5+ (`netcoreapp3.1`, `net8.0`).
    NetCoreApp,
    NetStandard,
    /// .NET Framework (`net48`, `net472`).
    NetFramework,
}

impl Framework {
    /// Parses a short folder or project TFM; `None` for forms discovery does not use
    /// (portable profiles, `uap`, Xamarin, …).
    pub fn parse(tfm: &str) -> Option<Framework> {
        let tfm = tfm.trim().to_ascii_lowercase();
        let (main, platform) = match tfm.split_once('-') {
            Some((main, platform)) => {
                let name: String = platform
                    .chars()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .collect();
                (main.to_string(), (!name.is_empty()).then_some(name))
            }
            None => (tfm.clone(), None),
        };
        let (family, digits) = if let Some(rest) = main.strip_prefix("netcoreapp") {
            (Family::NetCoreApp, rest)
        } else if let Some(rest) = main.strip_prefix("netstandard") {
            (Family::NetStandard, rest)
        } else if let Some(rest) = main.strip_prefix("net") {
            if rest.contains('.') {
                (Family::NetCoreApp, rest) // net5.0 and later
            } else {
                (Family::NetFramework, rest) // net48, net472
            }
        } else {
            return None;
        };
        let version = if digits.contains('.') {
            let mut parts = digits.split('.').map(|p| p.parse::<u32>());
            let major = parts.next()?.ok()?;
            let minor = parts.next().unwrap_or(Ok(0)).ok()?;
            let patch = parts.next().unwrap_or(Ok(0)).ok()?;
            (major, minor, patch)
        } else {
            // net472 → 4.7.2; net48 → 4.8; net4 → 4.0.
            let d: Vec<u32> = digits
                .chars()
                .map(|c| c.to_digit(10))
                .collect::<Option<_>>()?;
            match d.as_slice() {
                [major] => (*major, 0, 0),
                [major, minor] => (*major, *minor, 0),
                [major, minor, patch] => (*major, *minor, *patch),
                _ => return None,
            }
        };
        if family == Family::NetCoreApp
            && main.starts_with("net")
            && !main.starts_with("netcoreapp")
            && version.0 < 5
        {
            return None;
        }
        Some(Framework {
            family,
            version,
            platform,
        })
    }

    /// The folder name the SDK and NuGet use (`net8.0`, `netcoreapp3.1`, `net472`).
    pub fn short_name(&self) -> String {
        let (major, minor, patch) = self.version;
        match self.family {
            Family::NetCoreApp if major >= 5 => format!("net{major}.{minor}"),
            Family::NetCoreApp => format!("netcoreapp{major}.{minor}"),
            Family::NetStandard => format!("netstandard{major}.{minor}"),
            Family::NetFramework if patch > 0 => format!("net{major}{minor}{patch}"),
            Family::NetFramework => format!("net{major}{minor}"),
        }
    }

    /// The long name used as a key in `project.assets.json` (`.NETCoreApp,Version=v8.0`).
    pub fn long_name(&self) -> String {
        let (major, minor, patch) = self.version;
        let version = if patch > 0 {
            format!("{major}.{minor}.{patch}")
        } else {
            format!("{major}.{minor}")
        };
        let identifier = match self.family {
            Family::NetCoreApp => ".NETCoreApp",
            Family::NetStandard => ".NETStandard",
            Family::NetFramework => ".NETFramework",
        };
        format!("{identifier},Version=v{version}")
    }

    /// The highest .NET Standard version this framework implements.
    fn max_netstandard(&self) -> Option<(u32, u32, u32)> {
        let v = self.version;
        match self.family {
            Family::NetStandard => Some(v),
            Family::NetCoreApp if v >= (3, 0, 0) => Some((2, 1, 0)),
            Family::NetCoreApp if v >= (2, 0, 0) => Some((2, 0, 0)),
            Family::NetCoreApp => Some((1, 6, 0)),
            // .NET Framework 4.6.1 and later implement .NET Standard 2.0.
            Family::NetFramework if v >= (4, 6, 1) => Some((2, 0, 0)),
            Family::NetFramework if v >= (4, 6, 0) => Some((1, 3, 0)),
            Family::NetFramework if v >= (4, 5, 2) => Some((1, 2, 0)),
            Family::NetFramework if v >= (4, 5, 1) => Some((1, 2, 0)),
            Family::NetFramework if v >= (4, 5, 0) => Some((1, 1, 0)),
            Family::NetFramework => None,
        }
    }

    /// How well `candidate` assets serve this target: `None` when incompatible, else a key
    /// where smaller is nearer (same family first, highest version first, then .NET Standard).
    pub fn nearness(&self, candidate: &Framework) -> Option<Nearness> {
        if candidate.platform.is_some() && candidate.platform != self.platform {
            return None;
        }
        if candidate.family == self.family && candidate.version <= self.version {
            let platform_bonus = u8::from(candidate.platform.is_none());
            return Some((platform_bonus, Reverse(candidate.version)));
        }
        if candidate.family == Family::NetStandard
            && self.family != Family::NetStandard
            && self
                .max_netstandard()
                .is_some_and(|max| candidate.version <= max)
        {
            return Some((2, Reverse(candidate.version)));
        }
        None
    }

    /// The nearest of `candidates` (folder names), as NuGet would choose it.
    pub fn nearest<'a>(&self, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
        candidates
            .into_iter()
            .filter_map(|name| {
                let framework = Framework::parse(name)?;
                Some((self.nearness(&framework)?, name))
            })
            .min_by(|a, b| a.0.cmp(&b.0))
            .map(|(_, name)| name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(tfm: &str) -> Framework {
        Framework::parse(tfm).unwrap()
    }

    #[test]
    fn parses_the_three_families() {
        assert_eq!(parse("net8.0").family, Family::NetCoreApp);
        assert_eq!(parse("net8.0").version, (8, 0, 0));
        assert_eq!(parse("netcoreapp3.1").short_name(), "netcoreapp3.1");
        assert_eq!(parse("net472").version, (4, 7, 2));
        assert_eq!(parse("net48").short_name(), "net48");
        assert_eq!(parse("NETStandard2.0").family, Family::NetStandard);
        assert_eq!(
            parse("net8.0-windows10.0.19041").platform.as_deref(),
            Some("windows")
        );
        assert_eq!(parse("net48").long_name(), ".NETFramework,Version=v4.8");
        assert_eq!(parse("net8.0").long_name(), ".NETCoreApp,Version=v8.0");
        assert!(Framework::parse("portable-net45+win8").is_none());
        assert!(Framework::parse("uap10.0").is_none());
    }

    #[test]
    fn nearest_framework_follows_nuget_order() {
        let folders = [
            "net45",
            "net6.0",
            "netstandard2.0",
            "netstandard2.1",
            "net9.0",
        ];
        assert_eq!(parse("net8.0").nearest(folders), Some("net6.0"));
        assert_eq!(parse("net9.0").nearest(folders), Some("net9.0"));
        assert_eq!(
            parse("netcoreapp3.1").nearest(folders),
            Some("netstandard2.1")
        );
        assert_eq!(
            parse("netcoreapp2.1").nearest(folders),
            Some("netstandard2.0")
        );
        assert_eq!(parse("net48").nearest(folders), Some("net45"));
        assert_eq!(
            parse("net48").nearest(["netstandard2.0", "netstandard1.3"]),
            Some("netstandard2.0")
        );
        assert_eq!(parse("net472").nearest(["net48", "net471"]), Some("net471"));
        assert_eq!(
            parse("netstandard2.0").nearest(["net6.0", "netstandard1.6"]),
            Some("netstandard1.6")
        );
        assert_eq!(parse("net40").nearest(["netstandard2.0"]), None);
        assert_eq!(
            parse("net8.0-windows").nearest(["net8.0-windows7.0", "net8.0"]),
            Some("net8.0-windows7.0")
        );
        assert_eq!(parse("net8.0").nearest(["net8.0-windows7.0"]), None);
    }
}
