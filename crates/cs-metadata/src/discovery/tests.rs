//! Discovery over a fake file system: each source, the order between them, and the steps.

use std::path::{Path, PathBuf};

use super::fs::FakeFs;
use super::*;

fn roots() -> Roots {
    Roots {
        dotnet: vec![PathBuf::from("/usr/share/dotnet")],
        nuget_packages: Some(PathBuf::from("/home/u/.nuget/packages")),
        mono: vec![PathBuf::from("/usr/lib/mono")],
        framework_directories: Vec::new(),
    }
}

fn request(tfm: &str) -> DiscoveryRequest {
    DiscoveryRequest {
        project_dir: PathBuf::from("/src/App"),
        target_framework: tfm.to_string(),
        ..DiscoveryRequest::default()
    }
}

fn names(discovery: &Discovery) -> Vec<String> {
    discovery
        .assemblies
        .iter()
        .map(|a| a.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn reference_pack_of_the_matching_major_minor_wins() {
    let fs = FakeFs::with_files(&[
        "/usr/share/dotnet/packs/Microsoft.NETCore.App.Ref/8.0.1/ref/net8.0/System.Runtime.dll",
        "/usr/share/dotnet/packs/Microsoft.NETCore.App.Ref/8.0.11/ref/net8.0/System.Runtime.dll",
        "/usr/share/dotnet/packs/Microsoft.NETCore.App.Ref/8.0.11/ref/net8.0/System.Linq.dll",
        "/usr/share/dotnet/packs/Microsoft.NETCore.App.Ref/9.0.0/ref/net9.0/System.Runtime.dll",
        "/usr/share/dotnet/packs/Microsoft.AspNetCore.App.Ref/8.0.11/ref/net8.0/Microsoft.AspNetCore.dll",
    ]);
    let mut req = request("net8.0");
    req.framework_references = vec!["Microsoft.AspNetCore.App".into()];
    let discovery = discover(&fs, &roots(), &req);
    assert_eq!(
        names(&discovery),
        [
            "System.Linq.dll",
            "System.Runtime.dll",
            "Microsoft.AspNetCore.dll"
        ]
    );
    assert_eq!(
        discovery.assemblies[0].origin,
        Origin::ReferencePack {
            pack: "Microsoft.NETCore.App.Ref".into(),
            version: "8.0.11".into()
        }
    );
    assert_eq!(discovery.steps[0].found, 2);
    assert_eq!(
        discovery.steps[0].what,
        "Microsoft.NETCore.App.Ref 8.0.11 for net8.0"
    );
    assert_eq!(discovery.steps[1].found, 1);
}

#[test]
fn a_missing_sdk_is_reported_not_an_error() {
    let fs = FakeFs::default();
    let discovery = discover(&fs, &Roots::default(), &request("net8.0"));
    assert!(discovery.assemblies.is_empty());
    let step = &discovery.steps[0];
    assert_eq!(step.kind, StepKind::ReferencePacks);
    assert!(
        step.note
            .as_deref()
            .unwrap()
            .contains("no .NET installation")
    );
    assert_eq!(discovery.steps[1].kind, StepKind::RestoredPackages);
}

const ASSETS: &str = r#"{
  "version": 3,
  "targets": {
    "net8.0": {
      "Newtonsoft.Json/13.0.3": {
        "type": "package",
        "compile": { "lib/net6.0/Newtonsoft.Json.dll": { "related": ".xml" } },
        "runtime": { "lib/net6.0/Newtonsoft.Json.dll": {} }
      },
      "System.Memory/4.5.5": {
        "type": "package",
        "compile": { "ref/netcoreapp2.1/_._": {} }
      },
      "Lib/1.0.0": {
        "type": "project",
        "compile": { "bin/placeholder/Lib.dll": {} }
      }
    },
    "net8.0/linux-x64": {}
  },
  "libraries": {
    "Newtonsoft.Json/13.0.3": { "type": "package", "path": "newtonsoft.json/13.0.3" },
    "System.Memory/4.5.5": { "type": "package", "path": "system.memory/4.5.5" }
  },
  "packageFolders": { "/home/u/.nuget/packages/": {} },
  "project": {
    "frameworks": {
      "net8.0": { "frameworkReferences": { "Microsoft.AspNetCore.App": { "privateAssets": "none" } } }
    }
  }
}"#;

#[test]
fn project_assets_give_compile_assets_and_framework_references() {
    let mut fs = FakeFs::with_files(&[
        "/home/u/.nuget/packages/newtonsoft.json/13.0.3/lib/net6.0/Newtonsoft.Json.dll",
        "/usr/share/dotnet/packs/Microsoft.NETCore.App.Ref/8.0.0/ref/net8.0/System.Runtime.dll",
        "/usr/share/dotnet/packs/Microsoft.AspNetCore.App.Ref/8.0.0/ref/net8.0/Microsoft.AspNetCore.dll",
    ]);
    fs.add("/src/App/obj/project.assets.json", ASSETS);
    let discovery = discover(&fs, &roots(), &request("net8.0"));
    assert_eq!(
        names(&discovery),
        [
            "System.Runtime.dll",
            "Microsoft.AspNetCore.dll",
            "Newtonsoft.Json.dll"
        ]
    );
    assert_eq!(
        discovery.assemblies[2].origin,
        Origin::ProjectAssets {
            package: "Newtonsoft.Json".into(),
            version: "13.0.3".into()
        }
    );
    let step = discovery
        .steps
        .iter()
        .find(|s| s.kind == StepKind::RestoredPackages)
        .unwrap();
    assert_eq!(step.what, "project.assets.json target net8.0");
    assert_eq!(step.found, 1);
    assert_eq!(step.note, None);
}

#[test]
fn without_assets_the_packages_folder_gives_the_nearest_framework() {
    let fs = FakeFs::with_files(&[
        "/home/u/.nuget/packages/newtonsoft.json/13.0.3/lib/net45/Newtonsoft.Json.dll",
        "/home/u/.nuget/packages/newtonsoft.json/13.0.3/lib/netstandard2.0/Newtonsoft.Json.dll",
        "/home/u/.nuget/packages/newtonsoft.json/13.0.3/lib/net6.0/Newtonsoft.Json.dll",
        "/home/u/.nuget/packages/dapper/2.1.0/lib/net461/Dapper.dll",
        "/home/u/.nuget/packages/dapper/2.1.0/lib/netstandard2.0/Dapper.dll",
    ]);
    let mut req = request("net8.0");
    req.package_references = vec![
        PackageReference {
            id: "Newtonsoft.Json".into(),
            version: Some("13.0.3".into()),
        },
        PackageReference {
            id: "Dapper".into(),
            version: Some("[2.0,3.0)".into()),
        },
        PackageReference {
            id: "Missing".into(),
            version: Some("1.0.0".into()),
        },
    ];
    let discovery = discover(&fs, &roots(), &req);
    let paths: Vec<&Path> = discovery
        .assemblies
        .iter()
        .map(|a| a.path.as_path())
        .collect();
    assert_eq!(
        paths,
        [
            Path::new(
                "/home/u/.nuget/packages/newtonsoft.json/13.0.3/lib/net6.0/Newtonsoft.Json.dll"
            ),
            Path::new("/home/u/.nuget/packages/dapper/2.1.0/lib/netstandard2.0/Dapper.dll"),
        ]
    );
    let restored: Vec<&DiscoveryStep> = discovery
        .steps
        .iter()
        .filter(|s| s.kind == StepKind::RestoredPackages)
        .collect();
    assert!(restored[0].note.as_deref().unwrap().contains("not found"));
    assert!(restored[2].note.as_deref().unwrap().contains("using 2.1.0"));
    assert_eq!(restored[3].found, 0);

    // net48 picks net461 over netstandard2.0.
    let discovery = discover(
        &fs,
        &roots(),
        &DiscoveryRequest {
            target_framework: "net48".into(),
            ..req
        },
    );
    assert!(
        discovery
            .assemblies
            .iter()
            .any(|a| a.path.ends_with("lib/net461/Dapper.dll"))
    );
}

#[test]
fn hint_paths_are_relative_to_the_project() {
    let fs = FakeFs::with_files(&["/src/App/libs/Vendor.dll"]);
    let mut req = request("net48");
    req.assembly_references = vec![
        AssemblyReference {
            name: "Vendor".into(),
            hint_path: Some(PathBuf::from("libs/Vendor.dll")),
        },
        AssemblyReference {
            name: "Gone".into(),
            hint_path: Some(PathBuf::from("/nowhere/Gone.dll")),
        },
    ];
    let discovery = discover(&fs, &Roots::default(), &req);
    assert_eq!(
        discovery.assemblies[0].path,
        Path::new("/src/App/libs/Vendor.dll")
    );
    assert_eq!(discovery.assemblies[0].origin, Origin::HintPath);
    let hints: Vec<&DiscoveryStep> = discovery
        .steps
        .iter()
        .filter(|s| s.kind == StepKind::HintPaths)
        .collect();
    assert_eq!(hints.len(), 2);
    assert_eq!(hints[1].found, 0);
    assert!(hints[1].note.is_some());
}

#[test]
fn mono_serves_framework_targets_with_the_nearest_api_directory() {
    let fs = FakeFs::with_files(&[
        "/usr/lib/mono/4.5/mscorlib.dll",
        "/usr/lib/mono/4.7.2-api/mscorlib.dll",
        "/usr/lib/mono/4.7.2-api/System.Core.dll",
        "/usr/lib/mono/4.7.2-api/System.Web.dll",
        "/usr/lib/mono/4.7.2-api/System.Windows.Forms.dll",
        "/usr/lib/mono/4.7.2-api/Facades/netstandard.dll",
        "/usr/lib/mono/4.8-api/mscorlib.dll",
    ]);
    let mut req = request("net472");
    req.assembly_references = vec![AssemblyReference {
        name: "System.Windows.Forms".into(),
        hint_path: None,
    }];
    let discovery = discover(&fs, &roots(), &req);
    assert_eq!(
        names(&discovery),
        [
            "System.Core.dll",
            "System.Windows.Forms.dll",
            "mscorlib.dll",
            "netstandard.dll"
        ]
    );
    let mono = discovery.steps.last().unwrap();
    assert_eq!(mono.kind, StepKind::Mono);
    assert_eq!(mono.what, "Mono 4.7.2-api for net472");

    // Only the runtime directory (Debian's packages): it serves 4.5 and later targets.
    let fs = FakeFs::with_files(&[
        "/usr/lib/mono/4.5/mscorlib.dll",
        "/usr/lib/mono/4.5/System.Core.dll",
    ]);
    let discovery = discover(&fs, &roots(), &request("net48"));
    assert_eq!(names(&discovery), ["System.Core.dll", "mscorlib.dll"]);
    let discovery = discover(&fs, &roots(), &request("net45"));
    assert_eq!(names(&discovery), ["System.Core.dll", "mscorlib.dll"]);
    // Not older ones: 4.5 has `Func<>`, `Task`, … that their code may declare itself.
    for older in ["net40", "net35", "net20"] {
        let discovery = discover(&fs, &roots(), &request(older));
        assert!(discovery.assemblies.is_empty(), "{older}: {discovery:?}");
    }

    // Never for .NET Core targets.
    let discovery = discover(&fs, &roots(), &request("net8.0"));
    assert!(discovery.steps.iter().all(|s| s.kind != StepKind::Mono));
}

#[test]
fn the_framework_reference_package_comes_before_mono() {
    let fs = FakeFs::with_files(&[
        "/home/u/.nuget/packages/microsoft.netframework.referenceassemblies.net48/1.0.3/build/.NETFramework/v4.8/mscorlib.dll",
        "/home/u/.nuget/packages/microsoft.netframework.referenceassemblies.net48/1.0.3/build/.NETFramework/v4.8/System.Web.dll",
        "/usr/lib/mono/4.5/mscorlib.dll",
    ]);
    let discovery = discover(&fs, &roots(), &request("net48"));
    assert_eq!(names(&discovery), ["mscorlib.dll"]);
    assert!(matches!(
        discovery.assemblies[0].origin,
        Origin::FrameworkReferencePackage { .. }
    ));
    assert!(
        discovery
            .steps
            .last()
            .unwrap()
            .note
            .as_deref()
            .unwrap()
            .starts_with("skipped")
    );
}

#[test]
fn roots_come_from_the_environment_and_path() {
    let mut fs = FakeFs::with_files(&[
        "/opt/dotnet/packs/x",
        "/usr/lib/dotnet/dotnet",
        "/home/u/.dotnet/packs/y",
        "/usr/lib/mono/4.5/mscorlib.dll",
    ]);
    fs.link("/usr/bin/dotnet", "/usr/lib/dotnet/dotnet");
    let env = Environment {
        dotnet_root: Some("/opt/dotnet".into()),
        path: Some("/usr/local/bin:/usr/bin".into()),
        home: Some("/home/u".into()),
        nuget_packages: None,
        reference_assemblies_dir: Some("/missing:/refs/4.5".into()),
    };
    let roots = Roots::locate(&fs, &env);
    assert_eq!(
        roots.dotnet,
        [
            PathBuf::from("/opt/dotnet"),
            PathBuf::from("/usr/lib/dotnet"),
            PathBuf::from("/home/u/.dotnet"),
        ]
    );
    assert_eq!(
        roots.nuget_packages,
        Some(PathBuf::from("/home/u/.nuget/packages"))
    );
    assert_eq!(roots.mono, [PathBuf::from("/usr/lib/mono")]);
    assert!(roots.framework_directories.is_empty(), "only existing ones");
    let fs = FakeFs::with_files(&["/refs/4.5/mscorlib.dll"]);
    let roots = Roots::locate(&fs, &env);
    assert_eq!(roots.framework_directories, [PathBuf::from("/refs/4.5")]);
}

#[test]
fn the_reference_assemblies_directory_is_the_last_resort_for_the_framework() {
    let fs = FakeFs::with_files(&[
        "/refs/4.5/mscorlib.dll",
        "/refs/4.5/System.Core.dll",
        "/refs/4.5/Other.dll",
    ]);
    let mut roots = roots();
    roots.framework_directories = vec![PathBuf::from("/refs/4.5")];
    let discovery = discover(&fs, &roots, &request("net48"));
    assert_eq!(names(&discovery), ["System.Core.dll", "mscorlib.dll"]);
    let step = discovery.steps.last().unwrap();
    assert_eq!(step.kind, StepKind::Directory);
    assert_eq!(step.found, 2);
    assert!(matches!(
        discovery.assemblies[0].origin,
        Origin::Directory { .. }
    ));
    // A folder of 4.5 assemblies does not stand for an older framework.
    let discovery = discover(&fs, &roots, &request("net35"));
    assert!(discovery.assemblies.is_empty());
    let step = discovery.steps.last().unwrap();
    assert_eq!(step.kind, StepKind::Directory);
    assert!(
        step.note.as_deref().unwrap().starts_with("skipped"),
        "{step:?}"
    );

    // Mono wins when present; .NET Core targets never look there.
    let fs = FakeFs::with_files(&["/refs/4.5/mscorlib.dll", "/usr/lib/mono/4.5/mscorlib.dll"]);
    let discovery = discover(&fs, &roots, &request("net48"));
    assert!(matches!(
        discovery.assemblies[0].origin,
        Origin::Mono { .. }
    ));
    assert!(
        discovery
            .steps
            .last()
            .unwrap()
            .note
            .as_deref()
            .unwrap()
            .starts_with("skipped")
    );
    let discovery = discover(&fs, &roots, &request("net8.0"));
    assert!(
        discovery
            .steps
            .iter()
            .all(|s| s.kind != StepKind::Directory)
    );
}

#[test]
fn unknown_target_frameworks_still_use_hint_paths() {
    let fs = FakeFs::with_files(&["/src/App/x.dll"]);
    let mut req = request("uap10.0");
    req.assembly_references = vec![AssemblyReference {
        name: "x".into(),
        hint_path: Some(PathBuf::from("x.dll")),
    }];
    let discovery = discover(&fs, &roots(), &req);
    assert_eq!(names(&discovery), ["x.dll"]);
    assert!(discovery.steps[0].note.is_some());
}
