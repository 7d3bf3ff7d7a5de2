//! Loads a solution and reports how the types written in signatures bind: bound, unresolved
//! (could come from an unseen assembly) and certainly missing, with the most frequent names.
//! `cargo run --release -p workbench-host --example bind_stats -- path/to/App.sln`

use std::collections::HashMap;
use std::sync::Arc;

use cs_hir::{Ty, TypeId, def_map, member_context, resolve_type_ref, type_members};
use workbench_host::{RealSystem, WorkspaceRegistry};

fn main() {
    let path = std::env::args().nth(1).expect("usage: bind_stats PATH");
    let started = std::time::Instant::now();
    let mut registry = WorkspaceRegistry::new(Arc::new(RealSystem));
    let index = registry.open(&path, None).expect("workspace opens").index;
    let workspace = registry.get(index);
    let host = workspace.analysis();
    let db = host.db();
    let (mut bound, mut open, mut certain) = (0usize, 0usize, 0usize);
    let mut missing: HashMap<String, usize> = HashMap::new();
    for project in &workspace.projects {
        let map = def_map(db, project.input);
        for i in 0..map.types.len() as u32 {
            let ty = TypeId {
                project: project.input,
                index: i,
            };
            let bases = cs_hir::bases_of(db, ty);
            let mut all: Vec<Ty> = bases.interfaces.clone();
            all.extend(bases.base_class.clone());
            for m in type_members(db, ty) {
                let context = member_context(db, &m);
                let written = m.decl.ty.iter().chain(m.decl.params.iter().map(|p| &p.ty));
                all.extend(written.map(|t| resolve_type_ref(db, &context, t)));
            }
            for t in all {
                match t {
                    Ty::Unresolved { name, certain: c } => {
                        if c {
                            certain += 1;
                            *missing.entry(format!("{name} (certain)")).or_default() += 1;
                        } else {
                            open += 1;
                            *missing.entry(name).or_default() += 1;
                        }
                    }
                    Ty::Missing => {}
                    _ => bound += 1,
                }
            }
        }
    }
    let total = bound + open + certain;
    println!(
        "{} projects; {total} signature types: {bound} bound ({:.1}%), {open} unresolved, {certain} certainly missing; {:.2}s",
        workspace.projects.len(),
        100.0 * bound as f64 / total.max(1) as f64,
        started.elapsed().as_secs_f64()
    );
    let mut top: Vec<_> = missing.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for (name, count) in top.iter().take(25) {
        println!("  {count:6}  {name}");
    }
}
