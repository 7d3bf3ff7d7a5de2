//! Facts the SDK derives from project properties: the default language version of a target
//! framework and Roslyn's output kind names.

/// The C# language version a project compiles with: `LangVersion` when it names a version,
/// otherwise the SDK's default for the target framework.
pub fn effective_language_version(lang_version: Option<&str>, target_framework: Option<&str>) -> String {
    match lang_version.map(str::trim) {
        Some(v) if !v.is_empty() && !v.eq_ignore_ascii_case("default") && !v.eq_ignore_ascii_case("latestMajor") => {
            if v.eq_ignore_ascii_case("latest") || v.eq_ignore_ascii_case("preview") {
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
    let net_major = tfm
        .strip_prefix("net")
        .and_then(|rest| rest.split(['.', '-']).next())
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
        // net48, net472, … are .NET Framework monikers: C# 7.3.
        Some(n) if n >= 11 && n < 100 => "14.0",
        Some(_) => "7.3",
        None => "14.0",
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
        assert_eq!(effective_language_version(None, Some("net6.0-windows")), "10.0");
        assert_eq!(effective_language_version(None, Some("netstandard2.0")), "7.3");
        assert_eq!(effective_language_version(None, Some("netstandard2.1")), "8.0");
        assert_eq!(effective_language_version(None, Some("net48")), "7.3");
        assert_eq!(effective_language_version(None, Some("net472")), "7.3");
        assert_eq!(effective_language_version(None, Some("netcoreapp3.1")), "8.0");
        assert_eq!(effective_language_version(Some("10"), Some("net8.0")), "10");
        assert_eq!(effective_language_version(Some("latest"), Some("net8.0")), "14.0");
        assert_eq!(effective_language_version(Some("default"), Some("net7.0")), "11.0");
    }

    #[test]
    fn output_kinds_use_roslyn_names() {
        assert_eq!(output_kind("Exe"), "ConsoleApplication");
        assert_eq!(output_kind("Library"), "DynamicallyLinkedLibrary");
        assert_eq!(output_kind("WinExe"), "WindowsApplication");
    }
}
