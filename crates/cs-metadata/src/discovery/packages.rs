//! Step (b): restored packages. With `obj/project.assets.json`, the compile-time assets NuGet
//! chose for the target (transitive packages included); without it, each `PackageReference`
//! looked up in the NuGet global packages folder with nearest-framework selection.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::frameworks::Framework;
use super::fs::MetadataFs;
use super::packs::highest_version_with;
use super::roots::Roots;
use super::{Discovery, DiscoveryRequest, DiscoveryStep, Origin, StepKind, dlls_in};

/// What `project.assets.json` says about one target.
#[derive(Debug, Default)]
pub(crate) struct Assets {
    pub path: PathBuf,
    /// The `targets` key used (`net8.0` or `.NETCoreApp,Version=v8.0`); `None`: no match.
    pub target: Option<String>,
    pub package_folders: Vec<PathBuf>,
    /// (package id, version, path of the package folder relative to a packages folder,
    /// compile asset relative to the package folder).
    pub compile: Vec<(String, String, String, String)>,
    pub framework_references: Vec<String>,
    pub error: Option<String>,
}

pub(crate) fn assets_path(request: &DiscoveryRequest) -> PathBuf {
    request
        .assets_file
        .clone()
        .unwrap_or_else(|| request.project_dir.join("obj").join("project.assets.json"))
}

/// Reads the assets file; `None` when there is none (the project was never restored).
pub(crate) fn read_assets(
    fs: &dyn MetadataFs,
    request: &DiscoveryRequest,
    framework: &Framework,
) -> Option<Assets> {
    let path = assets_path(request);
    let text = fs.read_to_string(&path).ok()?;
    let mut assets = Assets {
        path,
        ..Assets::default()
    };
    let json: Value = match serde_json::from_str(&text) {
        Ok(json) => json,
        Err(e) => {
            assets.error = Some(format!("unreadable: {e}"));
            return Some(assets);
        }
    };
    if let Some(folders) = json.get("packageFolders").and_then(Value::as_object) {
        assets.package_folders = folders.keys().map(PathBuf::from).collect();
    }
    let alias = request.target_framework.to_ascii_lowercase();
    let short = framework.short_name();
    let long = framework.long_name();
    let Some(targets) = json.get("targets").and_then(Value::as_object) else {
        assets.error = Some("no \"targets\"".into());
        return Some(assets);
    };
    let plain_targets: Vec<&String> = targets.keys().filter(|k| !k.contains('/')).collect();
    let chosen = plain_targets
        .iter()
        .find(|k| {
            let k = k.to_ascii_lowercase();
            k == alias || k == short || k == long.to_ascii_lowercase()
        })
        .or_else(|| (plain_targets.len() == 1).then(|| &plain_targets[0]))
        .map(|k| (*k).clone());
    let Some(target_key) = chosen else {
        assets.error = Some(format!("no target for {}", request.target_framework));
        return Some(assets);
    };
    let libraries = json.get("libraries").and_then(Value::as_object);
    if let Some(entries) = targets.get(&target_key).and_then(Value::as_object) {
        for (name, entry) in entries {
            if entry.get("type").and_then(Value::as_str) != Some("package") {
                continue; // project references are compiled from source
            }
            let (id, version) = name.split_once('/').unwrap_or((name.as_str(), ""));
            let folder = libraries
                .and_then(|l| l.get(name))
                .and_then(|l| l.get("path"))
                .and_then(Value::as_str)
                .map(str::to_string)
                .unwrap_or_else(|| {
                    format!(
                        "{}/{}",
                        id.to_ascii_lowercase(),
                        version.to_ascii_lowercase()
                    )
                });
            let Some(compile) = entry.get("compile").and_then(Value::as_object) else {
                continue;
            };
            for asset in compile.keys() {
                // `_._` marks "nothing for this framework" (the framework provides it).
                if asset.ends_with("/_._")
                    || asset == "_._"
                    || !asset.to_ascii_lowercase().ends_with(".dll")
                {
                    continue;
                }
                assets.compile.push((
                    id.to_string(),
                    version.to_string(),
                    folder.clone(),
                    asset.clone(),
                ));
            }
        }
    }
    if let Some(frameworks) = json
        .get("project")
        .and_then(|p| p.get("frameworks"))
        .and_then(Value::as_object)
    {
        let entry = frameworks
            .iter()
            .find(|(k, _)| {
                let k = k.to_ascii_lowercase();
                k == alias || k == short
            })
            .or_else(|| {
                (frameworks.len() == 1)
                    .then(|| frameworks.iter().next())
                    .flatten()
            });
        if let Some(references) = entry
            .and_then(|(_, f)| f.get("frameworkReferences"))
            .and_then(Value::as_object)
        {
            assets.framework_references = references.keys().cloned().collect();
        }
    }
    assets.target = Some(target_key);
    Some(assets)
}

pub(crate) fn restored_packages(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    request: &DiscoveryRequest,
    assets: Option<&Assets>,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    match assets {
        Some(assets) if assets.target.is_some() => from_assets(fs, roots, assets, discovery, seen),
        other => {
            let note = match other {
                Some(assets) => format!(
                    "{}: {}",
                    assets.path.display(),
                    assets.error.as_deref().unwrap_or("no usable target")
                ),
                None => format!(
                    "{} not found (project not restored)",
                    assets_path(request).display()
                ),
            };
            discovery.steps.push(DiscoveryStep {
                kind: StepKind::RestoredPackages,
                what: "project.assets.json".into(),
                tried: vec![assets_path(request)],
                found: 0,
                note: Some(note),
            });
            from_packages_folder(fs, roots, framework, request, discovery, seen);
        }
    }
}

fn from_assets(
    fs: &dyn MetadataFs,
    roots: &Roots,
    assets: &Assets,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    let mut folders = assets.package_folders.clone();
    if let Some(global) = &roots.nuget_packages
        && !folders.contains(global)
    {
        folders.push(global.clone());
    }
    let mut found = 0;
    let mut missing = Vec::new();
    let mut tried = vec![assets.path.clone()];
    for (id, version, folder, asset) in &assets.compile {
        let located = folders
            .iter()
            .map(|root| root.join(folder).join(asset))
            .find(|p| fs.exists(p));
        match located {
            Some(path) => {
                let origin = Origin::ProjectAssets {
                    package: id.clone(),
                    version: version.clone(),
                };
                found += discovery.add(vec![path], &origin, seen);
            }
            None => {
                missing.push(format!("{id} {version} {asset}"));
                if let Some(root) = folders.first() {
                    tried.push(root.join(folder).join(asset));
                }
            }
        }
    }
    discovery.steps.push(DiscoveryStep {
        kind: StepKind::RestoredPackages,
        what: format!(
            "project.assets.json target {}",
            assets.target.as_deref().unwrap_or("?")
        ),
        tried,
        found,
        note: (!missing.is_empty()).then(|| format!("missing on disk: {}", missing.join(", "))),
    });
}

/// A plain version (`13.0.1`, `8.0.0-rc.1`) as opposed to a range or a floating version.
fn exact_version(version: &str) -> Option<&str> {
    let version = version.trim();
    let inner = version
        .strip_prefix('[')
        .and_then(|v| v.strip_suffix(']'))
        .unwrap_or(version);
    let plain = !inner.is_empty()
        && inner.chars().next().is_some_and(|c| c.is_ascii_digit())
        && !inner.contains([',', '*', '(', ')', '[', ']', ' ']);
    plain.then_some(inner)
}

fn from_packages_folder(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    request: &DiscoveryRequest,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    let Some(packages) = &roots.nuget_packages else {
        if !request.package_references.is_empty() {
            discovery.steps.push(DiscoveryStep {
                kind: StepKind::RestoredPackages,
                what: "NuGet global packages folder".into(),
                tried: Vec::new(),
                found: 0,
                note: Some("no NUGET_PACKAGES and no home directory".into()),
            });
        }
        return;
    };
    for reference in &request.package_references {
        let id = reference.id.to_ascii_lowercase();
        let package_dir = packages.join(&id);
        let mut tried = vec![package_dir.clone()];
        let wanted = reference.version.as_deref().and_then(exact_version);
        let version_dir = match wanted {
            Some(version) if fs.is_dir(&package_dir.join(version.to_ascii_lowercase())) => Some((
                version.to_string(),
                package_dir.join(version.to_ascii_lowercase()),
            )),
            _ => highest_version_with(fs, &package_dir, Path::to_path_buf),
        };
        let mut note = None;
        let mut found = 0;
        match version_dir {
            None => note = Some("not in the NuGet global packages folder".to_string()),
            Some((version, dir)) => {
                if wanted.is_some_and(|w| !w.eq_ignore_ascii_case(&version)) || wanted.is_none() {
                    note = Some(format!(
                        "version {} not present or not exact; using {version}",
                        reference.version.as_deref().unwrap_or("(none)")
                    ));
                }
                // Compile assets: ref/<tfm> when the package has one, else lib/<tfm>.
                let chosen = ["ref", "lib"].iter().find_map(|kind| {
                    let base = dir.join(kind);
                    let folders = fs.read_dir(&base).ok()?;
                    let names: Vec<String> = folders
                        .iter()
                        .filter_map(|p| Some(p.file_name()?.to_string_lossy().into_owned()))
                        .collect();
                    let nearest = framework.nearest(names.iter().map(String::as_str))?;
                    Some(base.join(nearest))
                });
                match chosen {
                    Some(folder) => {
                        tried.push(folder.clone());
                        let origin = Origin::PackageFolder {
                            package: reference.id.clone(),
                            version: version.clone(),
                            folder: folder
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default(),
                        };
                        found = discovery.add(dlls_in(fs, &folder), &origin, seen);
                    }
                    None => {
                        tried.push(dir.clone());
                        note = Some(format!(
                            "no lib/ or ref/ folder compatible with {}",
                            framework.short_name()
                        ));
                    }
                }
            }
        }
        discovery.steps.push(DiscoveryStep {
            kind: StepKind::RestoredPackages,
            what: format!(
                "{} {} (global packages folder)",
                reference.id,
                reference.version.as_deref().unwrap_or("")
            ),
            tried,
            found,
            note,
        });
    }
}
