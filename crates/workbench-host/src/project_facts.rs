//! Facts the SDK derives from project properties: the default language version of a target
//! framework and Roslyn's output kind names.

/// The C# language version a project compiles with: `LangVersion` when it names a version,
/// otherwise the SDK's default for the target framework.
pub fn effective_language_version(
    lang_version: Option<&str>,
    target_framework: Option<&str>,
) -> String {
    match lang_version.map(str::trim) {
        Some(v) if !v.is_empty() => {
            // `default` and `latestMajor` mean the newest major version whatever the
            // framework; `latest` and `preview` the newest version this product knows.
            if ["default", "latestMajor", "latest", "preview"]
                .iter()
                .any(|word| v.eq_ignore_ascii_case(word))
            {
                "14.0".to_string()
            } else {
                v.to_string()
            }
        }
        _ => default_language_version(target_framework.unwrap_or("")).to_string(),
    }
}

/// The SDK's default `LangVersion` per target framework (as documented for `dotnet build`).
fn default_language_version(tfm: &str) -> &'static str {
    let tfm = tfm.to_ascii_lowercase();
    // Modern monikers have a dot (`net8.0`, `net10.0-windows`); .NET Framework ones do not
    // (`net48`, `net472`).
    let net_major = tfm
        .strip_prefix("net")
        .filter(|rest| rest.contains('.') && rest.starts_with(|c: char| c.is_ascii_digit()))
        .and_then(|rest| rest.split('.').next())
        .and_then(|major| major.parse::<u32>().ok());
    if let Some(rest) = tfm.strip_prefix("netcoreapp") {
        return if rest.starts_with('3') { "8.0" } else { "7.3" };
    }
    if tfm.starts_with("netstandard2.1") {
        return "8.0";
    }
    if tfm.starts_with("netstandard") {
        return "7.3";
    }
    match net_major {
        Some(10) => "14.0",
        Some(9) => "13.0",
        Some(8) => "12.0",
        Some(7) => "11.0",
        Some(6) => "10.0",
        Some(5) => "9.0",
        Some(n) if n > 10 => "14.0",
        Some(_) => "7.3",
        // .NET Framework (`net48`) or unknown monikers.
        None if tfm.is_empty() => "14.0",
        None => "7.3",
    }
}

/// Which .NET a target framework moniker names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameworkFamily {
    /// .NET Core and .NET 5+ (`netcoreapp3.1`, `net8.0`).
    Core,
    /// .NET Standard (`netstandard2.0`).
    Standard,
    /// .NET Framework (`net48`, `net472`).
    Framework,
    Unknown,
}

pub fn framework_family(tfm: &str) -> FrameworkFamily {
    let tfm = tfm.to_ascii_lowercase();
    if tfm.starts_with("netcoreapp") {
        FrameworkFamily::Core
    } else if tfm.starts_with("netstandard") {
        FrameworkFamily::Standard
    } else if let Some(rest) = tfm.strip_prefix("net") {
        if rest.contains('.') && rest.starts_with(|c: char| c.is_ascii_digit()) {
            FrameworkFamily::Core
        } else if !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()) {
            FrameworkFamily::Framework
        } else {
            FrameworkFamily::Unknown
        }
    } else {
        FrameworkFamily::Unknown
    }
}

/// Roslyn's `OutputKind` for an MSBuild `OutputType`.
pub fn output_kind(output_type: &str) -> &'static str {
    match output_type.to_ascii_lowercase().as_str() {
        "exe" => "ConsoleApplication",
        "winexe" => "WindowsApplication",
        "module" => "NetModule",
        "appcontainerexe" => "WindowsRuntimeApplication",
        "winmdobj" => "WindowsRuntimeMetadata",
        _ => "DynamicallyLinkedLibrary",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_version_defaults_follow_the_sdk() {
        assert_eq!(effective_language_version(None, Some("net8.0")), "12.0");
        assert_eq!(effective_language_version(None, Some("net9.0")), "13.0");
        assert_eq!(
            effective_language_version(None, Some("net6.0-windows")),
            "10.0"
        );
        assert_eq!(
            effective_language_version(None, Some("netstandard2.0")),
            "7.3"
        );
        assert_eq!(
            effective_language_version(None, Some("netstandard2.1")),
            "8.0"
        );
        assert_eq!(effective_language_version(None, Some("net48")), "7.3");
        assert_eq!(effective_language_version(None, Some("net472")), "7.3");
        assert_eq!(
            effective_language_version(None, Some("netcoreapp3.1")),
            "8.0"
        );
        assert_eq!(effective_language_version(Some("10"), Some("net8.0")), "10");
        assert_eq!(
            effective_language_version(Some("latest"), Some("net8.0")),
            "14.0"
        );
        assert_eq!(
            effective_language_version(Some("default"), Some("net7.0")),
            "14.0"
        );
    }

    #[test]
    fn framework_families_follow_the_moniker_shape() {
        assert_eq!(framework_family("net8.0"), FrameworkFamily::Core);
        assert_eq!(framework_family("net10.0-windows"), FrameworkFamily::Core);
        assert_eq!(framework_family("netcoreapp3.1"), FrameworkFamily::Core);
        assert_eq!(
            framework_family("netstandard2.0"),
            FrameworkFamily::Standard
        );
        assert_eq!(framework_family("net48"), FrameworkFamily::Framework);
        assert_eq!(framework_family("net472"), FrameworkFamily::Framework);
        assert_eq!(framework_family("uap10.0"), FrameworkFamily::Unknown);
    }

    #[test]
    fn output_kinds_use_roslyn_names() {
        assert_eq!(output_kind("Exe"), "ConsoleApplication");
        assert_eq!(output_kind("Library"), "DynamicallyLinkedLibrary");
        assert_eq!(output_kind("WinExe"), "WindowsApplication");
    }
}
