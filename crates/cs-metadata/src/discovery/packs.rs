//! Step (a): the .NET SDK's reference packs (`packs/Microsoft.NETCore.App.Ref/8.0.x/ref/net8.0`)
//! and, for .NET Framework targets, the reference assembly packages the SDK restores.

use std::collections::HashSet;
use std::path::PathBuf;

use super::frameworks::{Family, Framework};
use super::fs::MetadataFs;
use super::roots::Roots;
use super::{Discovery, DiscoveryRequest, DiscoveryStep, Origin, StepKind, dlls_in};

/// The targeting pack of a framework reference name.
fn pack_of(framework_reference: &str) -> Option<&'static str> {
    match framework_reference.to_ascii_lowercase().as_str() {
        "microsoft.netcore.app" => Some("Microsoft.NETCore.App.Ref"),
        "microsoft.aspnetcore.app" => Some("Microsoft.AspNetCore.App.Ref"),
        "microsoft.windowsdesktop.app"
        | "microsoft.windowsdesktop.app.wpf"
        | "microsoft.windowsdesktop.app.windowsforms" => Some("Microsoft.WindowsDesktop.App.Ref"),
        _ => None,
    }
}

/// Parses `8.0.11` or `9.0.0-preview.1` into numbers for ordering (pre-release sorts lower).
pub(crate) fn version_key(version: &str) -> (Vec<u32>, bool) {
    let (release, pre) = match version.split_once('-') {
        Some((release, _)) => (release, true),
        None => (version, false),
    };
    let numbers = release
        .split('.')
        .map(|p| p.parse::<u32>().unwrap_or(0))
        .collect();
    (numbers, !pre)
}

pub(crate) fn reference_packs(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    framework_references: &[String],
    request: &DiscoveryRequest,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    match framework.family {
        Family::NetCoreApp => {
            let mut packs = vec!["Microsoft.NETCore.App.Ref"];
            for reference in framework_references {
                match pack_of(reference) {
                    Some(pack) if !packs.contains(&pack) => packs.push(pack),
                    Some(_) => {}
                    None => discovery.steps.push(DiscoveryStep {
                        kind: StepKind::ReferencePacks,
                        what: format!("framework reference {reference}"),
                        tried: Vec::new(),
                        found: 0,
                        note: Some("no known targeting pack".into()),
                    }),
                }
            }
            for pack in packs {
                one_pack(fs, roots, framework, pack, discovery, seen);
            }
        }
        Family::NetStandard if framework.version >= (2, 1, 0) => {
            one_pack(
                fs,
                roots,
                framework,
                "NETStandard.Library.Ref",
                discovery,
                seen,
            );
        }
        Family::NetStandard => {
            // netstandard2.0 and older: the NETStandard.Library package's build/ folder.
            netstandard_library(fs, roots, framework, discovery, seen);
        }
        Family::NetFramework => {
            framework_reference_package(fs, roots, framework, request, discovery, seen)
        }
    }
}

/// The best version folder of `<root>/packs/<pack>` for the framework: the highest whose
/// major.minor equals the framework's, else the highest that has `ref/<tfm>`.
fn one_pack(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    pack: &str,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    let tfm = framework.short_name();
    let mut tried = Vec::new();
    for root in &roots.dotnet {
        let pack_dir = root.join("packs").join(pack);
        tried.push(pack_dir.clone());
        let mut versions: Vec<(String, PathBuf)> = fs
            .read_dir(&pack_dir)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|p| {
                let name = p.file_name()?.to_string_lossy().into_owned();
                let dir = p.join("ref").join(&tfm);
                fs.is_dir(&dir).then_some((name, dir))
            })
            .collect();
        versions.sort_by_key(|(v, _)| version_key(v));
        let matching = versions
            .iter()
            .rev()
            .find(|(v, _)| {
                let (numbers, _) = version_key(v);
                numbers.first().copied() == Some(framework.version.0)
                    && numbers.get(1).copied() == Some(framework.version.1)
            })
            .or_else(|| versions.last());
        if let Some((version, dir)) = matching {
            tried.push(dir.clone());
            let origin = Origin::ReferencePack {
                pack: pack.to_string(),
                version: version.clone(),
            };
            let found = discovery.add(dlls_in(fs, dir), &origin, seen);
            discovery.steps.push(DiscoveryStep {
                kind: StepKind::ReferencePacks,
                what: format!("{pack} {version} for {tfm}"),
                tried,
                found,
                note: None,
            });
            return;
        }
    }
    discovery.steps.push(DiscoveryStep {
        kind: StepKind::ReferencePacks,
        what: format!("{pack} for {tfm}"),
        tried,
        found: 0,
        note: Some(if roots.dotnet.is_empty() {
            "no .NET installation found (DOTNET_ROOT, PATH, /usr/share/dotnet, /usr/lib/dotnet, ~/.dotnet)".into()
        } else {
            format!("no pack with ref/{tfm}")
        }),
    });
}

/// `netstandard.library/2.0.x/build/netstandard2.0/ref/*.dll` in the packages folder.
fn netstandard_library(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    let tfm = framework.short_name();
    let mut tried = Vec::new();
    if let Some(packages) = &roots.nuget_packages {
        let package_dir = packages.join("netstandard.library");
        tried.push(package_dir.clone());
        if let Some((version, dir)) = highest_version_with(fs, &package_dir, |v| {
            v.join("build").join("netstandard2.0").join("ref")
        }) {
            let origin = Origin::FrameworkReferencePackage {
                package: "NETStandard.Library".into(),
                version: version.clone(),
            };
            tried.push(dir.clone());
            let found = discovery.add(dlls_in(fs, &dir), &origin, seen);
            discovery.steps.push(DiscoveryStep {
                kind: StepKind::ReferencePacks,
                what: format!("NETStandard.Library {version} for {tfm}"),
                tried,
                found,
                note: None,
            });
            return;
        }
    }
    discovery.steps.push(DiscoveryStep {
        kind: StepKind::ReferencePacks,
        what: format!("NETStandard.Library for {tfm}"),
        tried,
        found: 0,
        note: Some("package not in the NuGet global packages folder".into()),
    });
}

/// `microsoft.netframework.referenceassemblies.net48/<v>/build/.NETFramework/v4.8/`.
fn framework_reference_package(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    request: &DiscoveryRequest,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    let tfm = framework.short_name();
    let package = format!("microsoft.netframework.referenceassemblies.{tfm}");
    let (major, minor, patch) = framework.version;
    let folder = if patch > 0 {
        format!("v{major}.{minor}.{patch}")
    } else {
        format!("v{major}.{minor}")
    };
    let mut tried = Vec::new();
    if let Some(packages) = &roots.nuget_packages {
        let package_dir = packages.join(&package);
        tried.push(package_dir.clone());
        if let Some((version, dir)) = highest_version_with(fs, &package_dir, |v| {
            v.join("build").join(".NETFramework").join(&folder)
        }) {
            tried.push(dir.clone());
            let origin = Origin::FrameworkReferencePackage {
                package: package.clone(),
                version: version.clone(),
            };
            let paths = super::framework_directory_assemblies(fs, &dir, request);
            let found = discovery.add(paths, &origin, seen);
            discovery.steps.push(DiscoveryStep {
                kind: StepKind::ReferencePacks,
                what: format!("{package} {version}"),
                tried,
                found,
                note: None,
            });
            return;
        }
    }
    discovery.steps.push(DiscoveryStep {
        kind: StepKind::ReferencePacks,
        what: format!("{package} for {tfm}"),
        tried,
        found: 0,
        note: Some("reference assembly package not restored".into()),
    });
}

/// The highest version folder of `package_dir` for which `inner(version_dir)` is a directory.
pub(crate) fn highest_version_with(
    fs: &dyn MetadataFs,
    package_dir: &std::path::Path,
    inner: impl Fn(&std::path::Path) -> PathBuf,
) -> Option<(String, PathBuf)> {
    let mut versions: Vec<(String, PathBuf)> = fs
        .read_dir(package_dir)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|p| {
            let name = p.file_name()?.to_string_lossy().into_owned();
            let dir = inner(&p);
            fs.is_dir(&dir).then_some((name, dir))
        })
        .collect();
    versions.sort_by_key(|(v, _)| version_key(v));
    versions.pop()
}
