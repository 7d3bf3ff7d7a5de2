//! Where to look: .NET installations, the NuGet global packages folder and Mono, from
//! environment values the caller passes in.

use std::path::{Path, PathBuf};

use super::fs::MetadataFs;

/// The environment values discovery reads (so tests pass their own).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Environment {
    pub dotnet_root: Option<String>,
    /// `PATH`, separated by the platform separator.
    pub path: Option<String>,
    pub home: Option<String>,
    pub nuget_packages: Option<String>,
    /// `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR`: directories of .NET Framework reference
    /// assemblies (a `PATH`-style list) searched last for .NET Framework targets.
    pub reference_assemblies_dir: Option<String>,
}

impl Environment {
    /// `DOTNET_ROOT`, `PATH`, `HOME` (or `USERPROFILE`), `NUGET_PACKAGES` and
    /// `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR` of this process.
    pub fn from_process() -> Environment {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        Environment {
            dotnet_root: var("DOTNET_ROOT"),
            path: var("PATH"),
            home: var("HOME").or_else(|| var("USERPROFILE")),
            nuget_packages: var("NUGET_PACKAGES"),
            reference_assemblies_dir: var("CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR"),
        }
    }
}

/// Candidate roots, most specific first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Roots {
    /// .NET installations (each may have `packs/`).
    pub dotnet: Vec<PathBuf>,
    /// The NuGet global packages folder.
    pub nuget_packages: Option<PathBuf>,
    /// Mono library roots (each may have `4.5`, `4.7.2-api`, …).
    pub mono: Vec<PathBuf>,
    /// Directories holding .NET Framework reference assemblies themselves (`mscorlib.dll`
    /// directly inside), given by the user; searched last.
    pub framework_directories: Vec<PathBuf>,
}

const USUAL_DOTNET_ROOTS: &[&str] = &[
    "/usr/share/dotnet",
    "/usr/lib/dotnet",
    "/usr/local/share/dotnet",
];
const USUAL_MONO_ROOTS: &[&str] = &[
    "/usr/lib/mono",
    "/usr/local/lib/mono",
    "/Library/Frameworks/Mono.framework/Versions/Current/lib/mono",
];

impl Roots {
    /// The usual places: `DOTNET_ROOT`, the directories on `PATH` holding `dotnet` (through
    /// symbolic links), `/usr/share/dotnet`, `/usr/lib/dotnet`, `~/.dotnet`; `NUGET_PACKAGES`
    /// or `~/.nuget/packages`; `/usr/lib/mono`; the directories of
    /// `CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR`. Only existing directories are kept (but the
    /// NuGet folder).
    pub fn locate(fs: &dyn MetadataFs, env: &Environment) -> Roots {
        let mut dotnet: Vec<PathBuf> = Vec::new();
        let mut push = |dir: PathBuf| {
            if fs.is_dir(&dir) && !dotnet.contains(&dir) {
                dotnet.push(dir);
            }
        };
        if let Some(root) = &env.dotnet_root {
            push(PathBuf::from(root));
        }
        if let Some(path) = &env.path {
            for dir in std::env::split_paths(path) {
                let executable = dir.join(if cfg!(windows) {
                    "dotnet.exe"
                } else {
                    "dotnet"
                });
                if fs.exists(&executable) {
                    let real = fs.canonicalize(&executable).unwrap_or(executable);
                    if let Some(parent) = real.parent() {
                        push(parent.to_path_buf());
                    }
                }
            }
        }
        for usual in USUAL_DOTNET_ROOTS {
            push(PathBuf::from(usual));
        }
        let home = env.home.as_deref().map(Path::new);
        if let Some(home) = home {
            push(home.join(".dotnet"));
        }
        let nuget_packages = env
            .nuget_packages
            .as_deref()
            .map(PathBuf::from)
            .or_else(|| home.map(|h| h.join(".nuget").join("packages")));
        let mono = USUAL_MONO_ROOTS
            .iter()
            .map(PathBuf::from)
            .filter(|p| fs.is_dir(p))
            .collect();
        let framework_directories = env
            .reference_assemblies_dir
            .as_deref()
            .map(|list| {
                std::env::split_paths(list)
                    .filter(|p| fs.is_dir(p))
                    .collect()
            })
            .unwrap_or_default();
        Roots {
            dotnet,
            nuget_packages,
            mono,
            framework_directories,
        }
    }
}
