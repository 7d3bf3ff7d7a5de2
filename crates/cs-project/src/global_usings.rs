//! The `global using` directives `dotnet build` generates for an SDK-style C# project, from its
//! `Using` items (dotnet/sdk `Microsoft.NET.GenerateGlobalUsings.targets`, imported by
//! `Microsoft.NET.Sdk.targets` for C#; the file is written only when there are `Using` items).
//!
//! The items are the project's own (`<Using Include="X" />`, with `Alias` and `Static`
//! metadata, `Remove` and `Update`, from the project and every import, conditions applied, in
//! evaluation order) and those the SDKs' props add when `ImplicitUsings` is `true` or `enable`.
//! The SDK props are imported after `Directory.Build.props` and `Directory.Packages.props` and
//! before the project body, so a `Remove` in the project removes an implicit using, and one in
//! `Directory.Build.props` does not. The SDK sets, in import order:
//!
//! - `Microsoft.NET.Sdk.CSharp.props` (every SDK-style project): `System`,
//!   `System.Collections.Generic`, `System.IO`, `System.Linq`, `System.Net.Http` (not when
//!   `TargetFrameworkIdentifier` is `.NETFramework`, since SDK 8), `System.Threading`,
//!   `System.Threading.Tasks`. No framework is excluded otherwise: `netstandard2.0` gets them
//!   too (and then needs `LangVersion` 10 or later to compile them).
//! - `Microsoft.NET.Sdk.WindowsDesktop.props` (imported by `Microsoft.NET.Sdk.props`): with
//!   `UseWindowsForms` true, `System.Drawing` and `System.Windows.Forms` (dotnet/winforms
//!   `Microsoft.NET.Sdk.WindowsDesktop.WindowsForms.props`); with `UseWPF` true, `System.IO`
//!   and `System.Net.Http` removed (dotnet/wpf `Microsoft.NET.Sdk.WindowsDesktop.WPF.props`).
//! - `Microsoft.NET.Sdk.Web` (`Sdk.Server.props`): `System.Net.Http.Json`,
//!   `Microsoft.AspNetCore.Builder`, `.Hosting`, `.Http`, `.Routing`,
//!   `Microsoft.Extensions.Configuration`, `.DependencyInjection`, `.Hosting`, `.Logging`.
//! - `Microsoft.NET.Sdk.Worker` (`Microsoft.NET.Sdk.Worker.props`):
//!   `Microsoft.Extensions.Configuration`, `.DependencyInjection`, `.Hosting`, `.Logging`.
//! - `Microsoft.NET.Sdk.BlazorWebAssembly` (its `Sdk.props`):
//!   `Microsoft.Extensions.Configuration`, `.DependencyInjection`, `.Logging`.
//! - `Microsoft.NET.Sdk.Razor` adds none of its own.
//!
//! The `GenerateGlobalUsings` task then reads each item as (namespace = item spec, `Static`
//! parsed as `bool.TryParse` does, `Alias`), sorts by static (non-static first), alias
//! (`string.CompareTo`, culture-sensitive; empty first) and namespace (ordinal), and keeps the
//! first of equal entries. A legacy (non-SDK) project generates nothing.

use std::cmp::Ordering;

use crate::model::GlobalUsing;
use crate::project_file::ProjectFile;
use crate::properties::Properties;
use crate::target_framework::{Family, TargetFramework};
use crate::value_items::{ValueItem, ValueItems};

const CSHARP: &[&str] = &[
    "System",
    "System.Collections.Generic",
    "System.IO",
    "System.Linq",
    "System.Net.Http",
    "System.Threading",
    "System.Threading.Tasks",
];
const WINDOWS_FORMS: &[&str] = &["System.Drawing", "System.Windows.Forms"];
const WPF_REMOVED: &[&str] = &["System.IO", "System.Net.Http"];
const WEB: &[&str] = &[
    "System.Net.Http.Json",
    "Microsoft.AspNetCore.Builder",
    "Microsoft.AspNetCore.Hosting",
    "Microsoft.AspNetCore.Http",
    "Microsoft.AspNetCore.Routing",
    "Microsoft.Extensions.Configuration",
    "Microsoft.Extensions.DependencyInjection",
    "Microsoft.Extensions.Hosting",
    "Microsoft.Extensions.Logging",
];
const WORKER: &[&str] = &[
    "Microsoft.Extensions.Configuration",
    "Microsoft.Extensions.DependencyInjection",
    "Microsoft.Extensions.Hosting",
    "Microsoft.Extensions.Logging",
];
const BLAZOR_WEBASSEMBLY: &[&str] = &[
    "Microsoft.Extensions.Configuration",
    "Microsoft.Extensions.DependencyInjection",
    "Microsoft.Extensions.Logging",
];

/// `ImplicitUsings` is `true` or `enable` (compared ignoring case, as MSBuild's `==` does).
pub(crate) fn implicit_usings_enabled(properties: &Properties) -> bool {
    properties.non_empty("ImplicitUsings").is_some_and(|value| {
        value.eq_ignore_ascii_case("enable") || value.eq_ignore_ascii_case("true")
    })
}

/// Applies the `Using` items of the SDK props to `usings`, at their place in evaluation order.
pub(crate) fn add_sdk_items(usings: &mut ValueItems, properties: &Properties, file: &ProjectFile) {
    if !implicit_usings_enabled(properties) {
        return;
    }
    let net_framework = target_framework_identifier_is_net_framework(properties);
    for namespace in CSHARP {
        if *namespace == "System.Net.Http" && net_framework {
            continue;
        }
        usings.push(ValueItem::new(namespace, &[]));
    }
    if properties.flag("UseWindowsForms", false) {
        for namespace in WINDOWS_FORMS {
            usings.push(ValueItem::new(namespace, &[]));
        }
    }
    if properties.flag("UseWPF", false) {
        let removed: Vec<String> = WPF_REMOVED.iter().map(|name| (*name).to_owned()).collect();
        usings.remove(&removed, "Using");
    }
    for (name, namespaces) in [
        ("Microsoft.NET.Sdk.Web", WEB),
        ("Microsoft.NET.Sdk.Worker", WORKER),
        ("Microsoft.NET.Sdk.BlazorWebAssembly", BLAZOR_WEBASSEMBLY),
    ] {
        if file.uses_sdk(name) {
            for namespace in namespaces {
                usings.push(ValueItem::new(namespace, &[]));
            }
        }
    }
}

/// `'$(TargetFrameworkIdentifier)' == '.NETFramework'` after
/// `Microsoft.NET.TargetFrameworkInference.targets`: the property when the project sets it,
/// else inferred from `TargetFramework`.
fn target_framework_identifier_is_net_framework(properties: &Properties) -> bool {
    match properties.non_empty("TargetFrameworkIdentifier") {
        Some(identifier) => identifier.eq_ignore_ascii_case(".NETFramework"),
        None => properties
            .non_empty("TargetFramework")
            .and_then(TargetFramework::parse)
            .is_some_and(|framework| framework.family == Family::Framework),
    }
}

/// What the `GenerateGlobalUsings` task makes of the final `Using` items.
pub(crate) fn generate(usings: &ValueItems) -> Vec<GlobalUsing> {
    let mut generated: Vec<GlobalUsing> = usings
        .iter()
        .map(|item| GlobalUsing {
            namespace: item.name.clone(),
            alias: item.non_empty("Alias").map(str::to_owned),
            is_static: item.metadata("Static").and_then(parse_bool) == Some(true),
        })
        .collect();
    generated.sort_by(compare);
    generated.dedup();
    generated
}

/// `bool.TryParse`: `true`/`false` ignoring case and surrounding whitespace.
fn parse_bool(text: &str) -> Option<bool> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("true") {
        Some(true)
    } else if text.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// The task's `UsingInfoComparer`: static, then alias, then namespace (ordinal).
fn compare(a: &GlobalUsing, b: &GlobalUsing) -> Ordering {
    a.is_static
        .cmp(&b.is_static)
        .then_with(|| {
            compare_culture(
                a.alias.as_deref().unwrap_or_default(),
                b.alias.as_deref().unwrap_or_default(),
            )
        })
        .then_with(|| a.namespace.cmp(&b.namespace))
}

/// `string.CompareTo` (current culture) as ICU and NLS order identifiers: punctuation (`_`)
/// before digits before letters, letters ignoring case first, then lower case before upper
/// case at the first difference, then ordinal.
fn compare_culture(a: &str, b: &str) -> Ordering {
    fn primary(c: char) -> (u8, Vec<char>) {
        if c.is_alphabetic() {
            (2, c.to_lowercase().collect())
        } else if c.is_numeric() {
            (1, vec![c])
        } else {
            (0, vec![c])
        }
    }
    let primary_order = a.chars().map(primary).cmp(b.chars().map(primary));
    primary_order
        .then_with(|| {
            a.chars()
                .zip(b.chars())
                .find(|(x, y)| x != y)
                .map_or(Ordering::Equal, |(x, y)| {
                    x.is_uppercase().cmp(&y.is_uppercase())
                })
        })
        .then_with(|| a.cmp(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn render(usings: &[GlobalUsing]) -> Vec<String> {
        usings.iter().map(GlobalUsing::to_string).collect()
    }

    fn item(name: &str, alias: &str, is_static: &str) -> ValueItem {
        ValueItem::new(name, &[("Alias", alias), ("Static", is_static)])
    }

    #[test]
    fn the_task_sorts_static_then_alias_then_namespace_and_drops_duplicates() {
        let mut usings = ValueItems::default();
        for item in [
            item("System.Math", "", " True "),
            item("System.Linq", "", ""),
            item("System", "", "yes"),
            item("System.Text.Json", "json", ""),
            item("System.Text.Json", "Json", ""),
            item("A.B", "_X", ""),
            item("A.B", "Zed", ""),
            item("System.Linq", "", "false"),
            item("system", "", ""),
        ] {
            usings.push(item);
        }
        assert_eq!(
            render(&generate(&usings)),
            [
                "System",
                "System.Linq",
                "system",
                "_X = A.B",
                "json = System.Text.Json",
                "Json = System.Text.Json",
                "Zed = A.B",
                "static System.Math",
            ]
        );
    }

    #[test]
    fn implicit_items_depend_on_the_sdk_and_framework() {
        let implicit = |sdk: &str, settings: &[(&str, &str)]| {
            let mut properties = Properties::for_project(Path::new("/p/P.csproj"));
            properties.set("ImplicitUsings", "Enable".to_owned());
            for (name, value) in settings {
                properties.set(name, (*value).to_owned());
            }
            let file = ProjectFile {
                sdk: Some(sdk.to_owned()),
                is_sdk_style: true,
                sdks: Vec::new(),
                elements: Vec::new(),
            };
            let mut usings = ValueItems::default();
            add_sdk_items(&mut usings, &properties, &file);
            usings
                .iter()
                .map(|item| item.name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            implicit("Microsoft.NET.Sdk", &[("TargetFramework", "net8.0")]),
            CSHARP
        );
        assert_eq!(
            implicit(
                "Microsoft.NET.Sdk",
                &[("TargetFramework", "netstandard2.0")]
            ),
            CSHARP
        );
        assert!(
            !implicit("Microsoft.NET.Sdk", &[("TargetFramework", "net48")])
                .contains(&"System.Net.Http".to_owned())
        );
        let wpf_forms = implicit(
            "Microsoft.NET.Sdk",
            &[("UseWPF", "true"), ("UseWindowsForms", "true")],
        );
        assert_eq!(
            wpf_forms,
            [
                "System",
                "System.Collections.Generic",
                "System.Linq",
                "System.Threading",
                "System.Threading.Tasks",
                "System.Drawing",
                "System.Windows.Forms"
            ]
        );
        assert_eq!(implicit("Microsoft.NET.Sdk.Web/8.0.0", &[]).len(), 7 + 9);
        assert_eq!(implicit("Foo;Microsoft.NET.Sdk.Worker", &[]).len(), 7 + 4);
        assert_eq!(
            implicit("Microsoft.NET.Sdk.BlazorWebAssembly", &[]).len(),
            7 + 3
        );
        assert_eq!(implicit("Microsoft.NET.Sdk.Razor", &[]).len(), 7);
        assert!(implicit("Microsoft.NET.Sdk", &[("ImplicitUsings", "disable")]).is_empty());
    }

    #[test]
    fn culture_order_of_aliases() {
        let mut aliases = ["b", "B", "a", "_z", "9", "A", "ab"];
        aliases.sort_by(|a, b| compare_culture(a, b));
        assert_eq!(aliases, ["_z", "9", "a", "A", "ab", "b", "B"]);
    }
}
