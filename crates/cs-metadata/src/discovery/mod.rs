//! Finding a project's reference assemblies, in the order the SDK would supply them: .NET SDK
//! reference packs, restored packages (`obj/project.assets.json`, else the NuGet global
//! packages folder), `<Reference HintPath>`, then Mono's reference assemblies and the user's
//! `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR` for .NET Framework targets. Pure functions over
//! [`MetadataFs`]; every attempt is a [`DiscoveryStep`].

mod frameworks;
mod fs;
mod mono;
mod packages;
mod packs;
mod roots;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

pub use frameworks::{Family, Framework};
pub use fs::{MetadataFs, StdFs};
pub use roots::{Environment, Roots};

/// What a project asks for.
#[derive(Debug, Clone, Default)]
pub struct DiscoveryRequest {
    /// The project's directory (for `obj/project.assets.json` and relative hint paths).
    pub project_dir: PathBuf,
    /// The target framework (`net8.0`, `netstandard2.0`, `net48`).
    pub target_framework: String,
    /// `<FrameworkReference Include>` (`Microsoft.AspNetCore.App`, …).
    pub framework_references: Vec<String>,
    /// `<PackageReference Include Version>`.
    pub package_references: Vec<PackageReference>,
    /// `<Reference Include>` items: simple name and optional resolved hint path.
    pub assembly_references: Vec<AssemblyReference>,
    /// `obj/project.assets.json` unless the project moved its intermediate directory.
    pub assets_file: Option<PathBuf>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageReference {
    pub id: String,
    /// As written (`13.0.1`, `[1.0,2.0)`, `6.*`); `None` when centrally managed and unknown.
    pub version: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssemblyReference {
    /// `System.Windows.Forms`
    pub name: String,
    /// The `HintPath`, absolute or relative to the project directory.
    pub hint_path: Option<PathBuf>,
}

/// Where an assembly came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// `<root>/packs/<pack>/<version>/ref/<tfm>/`.
    ReferencePack {
        pack: String,
        version: String,
    },
    /// A .NET Framework reference assembly package (`microsoft.netframework.referenceassemblies.net48`).
    FrameworkReferencePackage {
        package: String,
        version: String,
    },
    /// A compile asset listed by `project.assets.json`.
    ProjectAssets {
        package: String,
        version: String,
    },
    /// A package folder of the NuGet global packages folder, nearest framework `folder`.
    PackageFolder {
        package: String,
        version: String,
        folder: String,
    },
    HintPath,
    /// Mono's framework directory (`/usr/lib/mono/4.7.2-api`).
    Mono {
        directory: PathBuf,
    },
    /// A directory named by `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR`.
    Directory {
        directory: PathBuf,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundAssembly {
    pub path: PathBuf,
    pub origin: Origin,
}

/// The sources, in search order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepKind {
    ReferencePacks,
    RestoredPackages,
    HintPaths,
    Mono,
    /// `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR`, the last resort for .NET Framework targets.
    Directory,
}

/// One attempt: what was looked for, where, and how many assemblies it gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscoveryStep {
    pub kind: StepKind,
    /// Human-readable: `Microsoft.NETCore.App.Ref for net8.0`.
    pub what: String,
    /// The paths looked at, in order.
    pub tried: Vec<PathBuf>,
    /// Assemblies this step added (duplicates of earlier ones by file name are not added).
    pub found: usize,
    /// Why nothing was found or why the step was skipped, when it says more than `found`.
    pub note: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Discovery {
    pub assemblies: Vec<FoundAssembly>,
    pub steps: Vec<DiscoveryStep>,
}

impl Discovery {
    /// Adds assemblies not already present by file name (the first source wins, as the SDK's
    /// framework assemblies win over package copies of the same library); returns how many.
    fn add(&mut self, paths: Vec<PathBuf>, origin: &Origin, seen: &mut HashSet<String>) -> usize {
        let mut added = 0;
        for path in paths {
            let key = file_key(&path);
            if seen.insert(key) {
                self.assemblies.push(FoundAssembly {
                    path,
                    origin: origin.clone(),
                });
                added += 1;
            }
        }
        added
    }
}

fn file_key(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default()
}

/// The `*.dll` files directly in `dir`, sorted.
fn dlls_in(fs: &dyn MetadataFs, dir: &Path) -> Vec<PathBuf> {
    let mut dlls: Vec<PathBuf> = fs
        .read_dir(dir)
        .unwrap_or_default()
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("dll")))
        .collect();
    dlls.sort();
    dlls
}

/// Finds the reference assemblies of one project and target framework.
pub fn discover(fs: &dyn MetadataFs, roots: &Roots, request: &DiscoveryRequest) -> Discovery {
    let mut discovery = Discovery::default();
    let mut seen = HashSet::new();
    let framework = Framework::parse(&request.target_framework);
    let Some(framework) = framework else {
        discovery.steps.push(DiscoveryStep {
            kind: StepKind::ReferencePacks,
            what: format!("target framework {:?}", request.target_framework),
            tried: Vec::new(),
            found: 0,
            note: Some("not a target framework discovery understands".into()),
        });
        hint_paths(fs, request, &mut discovery, &mut seen);
        return discovery;
    };
    let assets = packages::read_assets(fs, request, &framework);
    let mut framework_references = request.framework_references.clone();
    if let Some(assets) = &assets {
        for reference in &assets.framework_references {
            if !framework_references
                .iter()
                .any(|r| r.eq_ignore_ascii_case(reference))
            {
                framework_references.push(reference.clone());
            }
        }
    }
    packs::reference_packs(
        fs,
        roots,
        &framework,
        &framework_references,
        request,
        &mut discovery,
        &mut seen,
    );
    packages::restored_packages(
        fs,
        roots,
        &framework,
        request,
        assets.as_ref(),
        &mut discovery,
        &mut seen,
    );
    hint_paths(fs, request, &mut discovery, &mut seen);
    if framework.family == Family::NetFramework {
        mono::mono(fs, roots, &framework, request, &mut discovery, &mut seen);
        mono::framework_directories(fs, roots, &framework, request, &mut discovery, &mut seen);
    }
    discovery
}

fn hint_paths(
    fs: &dyn MetadataFs,
    request: &DiscoveryRequest,
    discovery: &mut Discovery,
    seen: &mut HashSet<String>,
) {
    for reference in &request.assembly_references {
        let Some(hint) = &reference.hint_path else {
            continue;
        };
        let path = if hint.is_absolute() {
            hint.clone()
        } else {
            request.project_dir.join(hint)
        };
        let exists = fs.exists(&path);
        let found = if exists {
            discovery.add(vec![path.clone()], &Origin::HintPath, seen)
        } else {
            0
        };
        discovery.steps.push(DiscoveryStep {
            kind: StepKind::HintPaths,
            what: format!("{} (HintPath)", reference.name),
            tried: vec![path],
            found,
            note: (!exists).then(|| "the hint path does not exist".to_string()),
        });
    }
}

/// Assemblies the SDK references by default in a .NET Framework project (besides facades).
pub const FRAMEWORK_IMPLICIT_REFERENCES: &[&str] = &[
    "mscorlib",
    "System",
    "System.Core",
    "System.Data",
    "System.Drawing",
    "System.IO.Compression.FileSystem",
    "System.Numerics",
    "System.Runtime.Serialization",
    "System.Xml",
    "System.Xml.Linq",
];

/// The .NET Framework assemblies of `dir` a project references: the implicit set, its
/// `<Reference>` items without hint path, and every facade (`Facades/*.dll`).
pub(crate) fn framework_directory_assemblies(
    fs: &dyn MetadataFs,
    dir: &Path,
    request: &DiscoveryRequest,
) -> Vec<PathBuf> {
    let wanted: Vec<String> = FRAMEWORK_IMPLICIT_REFERENCES
        .iter()
        .map(|s| s.to_ascii_lowercase())
        .chain(
            request
                .assembly_references
                .iter()
                .filter(|r| r.hint_path.is_none())
                .map(|r| r.name.to_ascii_lowercase()),
        )
        .collect();
    let mut paths: Vec<PathBuf> = dlls_in(fs, dir)
        .into_iter()
        .filter(|p| {
            p.file_stem()
                .is_some_and(|s| wanted.contains(&s.to_string_lossy().to_ascii_lowercase()))
        })
        .collect();
    paths.extend(dlls_in(fs, &dir.join("Facades")));
    paths
}

#[cfg(test)]
mod tests;
