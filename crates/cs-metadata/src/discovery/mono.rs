//! Step (d): Mono's framework directories (`/usr/lib/mono/4.7.2-api`, `/usr/lib/mono/4.5`) for
//! .NET Framework targets, when the SDK's reference assembly package was not found.

use std::collections::HashSet;

use super::frameworks::Framework;
use super::fs::MetadataFs;
use super::roots::Roots;
use super::{Discovery, DiscoveryRequest, DiscoveryStep, Origin, StepKind};

/// Mono's reference directories, newest first, with the framework version each serves.
const MONO_API_DIRECTORIES: &[((u32, u32, u32), &str)] = &[
    ((4, 8, 0), "4.8-api"),
    ((4, 7, 2), "4.7.2-api"),
    ((4, 7, 1), "4.7.1-api"),
    ((4, 7, 0), "4.7-api"),
    ((4, 6, 2), "4.6.2-api"),
    ((4, 6, 1), "4.6.1-api"),
    ((4, 6, 0), "4.6-api"),
    ((4, 5, 2), "4.5.2-api"),
    ((4, 5, 1), "4.5.1-api"),
    ((4, 5, 0), "4.5-api"),
    ((4, 0, 0), "4.0-api"),
];

/// Whether a 4.5 API folder (Mono's runtime `4.5`, or the folder the user names) may stand
/// for the target: not for older frameworks, whose code often declares its own `Func<>` or
/// `Task` where 4.5 has them (Newtonsoft.Json's LinqBridge for `net20`).
fn serves_runtime_api(framework: &Framework) -> bool {
    framework.version >= (4, 5, 0)
}

pub(crate) fn mono(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    request: &DiscoveryRequest,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    let has_framework = discovery
        .steps
        .iter()
        .any(|s| s.kind == StepKind::ReferencePacks && s.found > 0);
    if has_framework {
        discovery.steps.push(DiscoveryStep {
            kind: StepKind::Mono,
            what: format!("Mono reference assemblies for {}", framework.short_name()),
            tried: Vec::new(),
            found: 0,
            note: Some("skipped: the framework's reference assemblies were already found".into()),
        });
        return;
    }
    let mut tried = Vec::new();
    for root in &roots.mono {
        // The newest `-api` directory not newer than the target, then the runtime's own `4.5`
        // directory (what Debian's libmono-*-cil packages install).
        let candidates = MONO_API_DIRECTORIES
            .iter()
            .filter(|(version, _)| *version <= framework.version)
            .map(|(_, name)| *name)
            .chain(serves_runtime_api(framework).then_some("4.5"));
        for name in candidates {
            let dir = root.join(name);
            tried.push(dir.clone());
            if !fs.is_dir(&dir) {
                continue;
            }
            let paths = super::framework_directory_assemblies(fs, &dir, request);
            if paths.is_empty() {
                continue;
            }
            let origin = Origin::Mono {
                directory: dir.clone(),
            };
            let found = discovery.add(paths, &origin, seen);
            discovery.steps.push(DiscoveryStep {
                kind: StepKind::Mono,
                what: format!("Mono {name} for {}", framework.short_name()),
                tried,
                found,
                note: None,
            });
            return;
        }
    }
    discovery.steps.push(DiscoveryStep {
        kind: StepKind::Mono,
        what: format!("Mono reference assemblies for {}", framework.short_name()),
        tried,
        found: 0,
        note: Some("no Mono installation found".into()),
    });
}

/// The last resort for .NET Framework targets: the directories the user named with
/// `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR` (e.g. a copy of Mono's `4.5`), used as they are,
/// when neither the reference assembly package nor Mono gave the framework.
pub(crate) fn framework_directories(
    fs: &dyn MetadataFs,
    roots: &Roots,
    framework: &Framework,
    request: &DiscoveryRequest,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    if roots.framework_directories.is_empty() {
        return;
    }
    let what = format!(
        "CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR for {}",
        framework.short_name()
    );
    let has_framework = discovery
        .steps
        .iter()
        .any(|s| matches!(s.kind, StepKind::ReferencePacks | StepKind::Mono) && s.found > 0);
    if has_framework {
        discovery.steps.push(DiscoveryStep {
            kind: StepKind::Directory,
            what,
            tried: Vec::new(),
            found: 0,
            note: Some("skipped: the framework's reference assemblies were already found".into()),
        });
        return;
    }
    if !serves_runtime_api(framework) {
        discovery.steps.push(DiscoveryStep {
            kind: StepKind::Directory,
            what,
            tried: Vec::new(),
            found: 0,
            note: Some(format!("skipped: a 4.5 API folder has types {} lacks (a project's own shims of them would clash)", framework.short_name())),
        });
        return;
    }
    let mut tried = Vec::new();
    for dir in &roots.framework_directories {
        tried.push(dir.clone());
        let paths = super::framework_directory_assemblies(fs, dir, request);
        if paths.is_empty() {
            continue;
        }
        let origin = Origin::Directory {
            directory: dir.clone(),
        };
        let found = discovery.add(paths, &origin, seen);
        discovery.steps.push(DiscoveryStep {
            kind: StepKind::Directory,
            what,
            tried,
            found,
            note: None,
        });
        return;
    }
    discovery.steps.push(DiscoveryStep {
        kind: StepKind::Directory,
        what,
        tried,
        found: 0,
        note: Some("no framework reference assemblies in the directories".into()),
    });
}
