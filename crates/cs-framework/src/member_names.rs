//! Every name a type can be asked for through member lookup (its members and nested types and
//! those of its base classes, or of its base interfaces for an interface), from the index: the
//! answer to "does `StringBuilder` have an `Appendd`?" where the hand-written stubs list only
//! part of a type. Decoded per namespace on first use and kept (only the namespaces these
//! questions reach, a handful). See docs/framework-index.md, "Which source wins for what".

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock};

use crate::model::*;

/// A type as (namespace, nesting path of (name, arity) outermost first).
pub type TypeKey = (String, Vec<(String, u32)>);

/// What member lookup needs of one type, by name only.
#[derive(Debug)]
struct Shape {
    kind: TypeKind,
    /// Members and nested types declared by the type itself.
    names: HashSet<String>,
    /// The base class (`None`: `System.Object`, or the root itself); unknown when the data
    /// could not write it.
    base: Result<Option<TypeKey>, ()>,
    /// Base interfaces; `Err` when one could not be written.
    interfaces: Result<Vec<TypeKey>, ()>,
}

type NamespaceShapes = HashMap<Vec<(String, u32)>, Arc<Shape>>;

fn shapes_cache() -> &'static Mutex<HashMap<usize, Arc<NamespaceShapes>>> {
    static CACHE: OnceLock<Mutex<HashMap<usize, Arc<NamespaceShapes>>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

type ClosureKey = (Vec<Package>, TypeKey);
type Closures = HashMap<ClosureKey, Option<Arc<HashSet<String>>>>;

fn closure_cache() -> &'static Mutex<Closures> {
    static CACHE: OnceLock<Mutex<Closures>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

fn key_of(name: &TypeName) -> Option<TypeKey> {
    match name {
        TypeName::Named {
            namespace, path, ..
        } => Some((namespace.clone(), path.clone())),
        _ => None,
    }
}

fn add_shapes(out: &mut NamespaceShapes, prefix: &[(String, u32)], ty: &Type) {
    let mut path = prefix.to_vec();
    path.push((ty.name.clone(), ty.type_params.len() as u32));
    let mut names: HashSet<String> = ty
        .members
        .iter()
        .filter(|m| !matches!(m.kind, MemberKind::Constructor | MemberKind::Indexer))
        .map(|m| m.name.clone())
        .collect();
    names.extend(ty.nested.iter().map(|n| n.name.clone()));
    let base = if ty.kind == TypeKind::Class && ty.inexact_base_class {
        Err(())
    } else {
        Ok(ty.base.as_ref().and_then(key_of))
    };
    // An interface's own bases are its interfaces: any left out leaves its names unknown.
    let interfaces = if ty.kind == TypeKind::Interface && ty.inexact_bases {
        Err(())
    } else {
        Ok(ty.interfaces.iter().filter_map(key_of).collect())
    };
    out.insert(
        path.clone(),
        Arc::new(Shape {
            kind: ty.kind,
            names,
            base,
            interfaces,
        }),
    );
    for nested in &ty.nested {
        add_shapes(out, &path, nested);
    }
}

impl crate::Index {
    fn shapes(&self, entry: usize) -> Arc<NamespaceShapes> {
        if let Some(found) = shapes_cache().lock().unwrap().get(&entry) {
            return found.clone();
        }
        let mut shapes = NamespaceShapes::new();
        for ty in &self.namespace(entry).types {
            add_shapes(&mut shapes, &[], ty);
        }
        let shapes = Arc::new(shapes);
        shapes_cache().lock().unwrap().insert(entry, shapes.clone());
        shapes
    }

    fn shape(&self, packages: &[Package], key: &TypeKey) -> Option<Arc<Shape>> {
        for &package in packages {
            let entry = (0..self.entries().len()).find(|&i| {
                let e = &self.entries()[i];
                e.package == package && e.namespace == key.0
            });
            if let Some(entry) = entry
                && let Some(shape) = self.shapes(entry).get(&key.1)
            {
                return Some(shape.clone());
            }
        }
        None
    }

    /// The names member lookup can find on the type `key` (declared by it or inherited: base
    /// classes up to `System.Object` for a class, struct, enum or delegate; base interfaces
    /// and `System.Object` for an interface), when the index of `packages` lists the type and
    /// every type of that hierarchy exactly; `None` when any of them is unknown. Constructors
    /// and indexers have no name to look up and are not in the set.
    pub fn member_names(
        &self,
        packages: &[Package],
        key: &TypeKey,
    ) -> Option<Arc<HashSet<String>>> {
        let cache_key = (packages.to_vec(), key.clone());
        if let Some(found) = closure_cache().lock().unwrap().get(&cache_key) {
            return found.clone();
        }
        let found = self.collect_names(packages, key).map(Arc::new);
        closure_cache()
            .lock()
            .unwrap()
            .insert(cache_key, found.clone());
        found
    }

    fn collect_names(&self, packages: &[Package], key: &TypeKey) -> Option<HashSet<String>> {
        let object: TypeKey = ("System".into(), vec![("Object".into(), 0)]);
        let mut names = HashSet::new();
        let mut seen: HashSet<TypeKey> = HashSet::new();
        let mut pending = vec![key.clone()];
        let root = self.shape(packages, key)?;
        if root.kind == TypeKind::Interface {
            pending.push(object.clone());
        }
        while let Some(current) = pending.pop() {
            if !seen.insert(current.clone()) {
                continue;
            }
            let shape = self.shape(packages, &current)?;
            names.extend(shape.names.iter().cloned());
            match shape.kind {
                TypeKind::Interface => pending.extend(shape.interfaces.clone().ok()?),
                TypeKind::Class => match shape.base.clone().ok()? {
                    Some(base) => pending.push(base),
                    None if current != object => pending.push(object.clone()),
                    None => {}
                },
                TypeKind::Struct => {
                    pending.push(("System".into(), vec![("ValueType".into(), 0)]));
                }
                TypeKind::Enum => pending.push(("System".into(), vec![("Enum".into(), 0)])),
                TypeKind::Delegate => {
                    pending.push(("System".into(), vec![("MulticastDelegate".into(), 0)]));
                }
            }
        }
        Some(names)
    }

    /// True when some type of `packages` declares an extension method named `name`, whatever
    /// its receiver (those whose receiver the data erased are not extensions in the model, so
    /// only this says that no extension method of that name exists).
    pub fn has_extension_method(&self, packages: &[Package], name: &str) -> bool {
        type Names = HashMap<Package, Arc<HashSet<String>>>;
        static NAMES: OnceLock<Mutex<Names>> = OnceLock::new();
        let cache = NAMES.get_or_init(Default::default);
        packages.iter().any(|&package| {
            let names = {
                let found = cache.lock().unwrap().get(&package).cloned();
                match found {
                    Some(names) => names,
                    None => {
                        let mut names = HashSet::new();
                        for entry in self.package(package) {
                            for ty in &self.namespace(entry).types {
                                names.extend(
                                    ty.members
                                        .iter()
                                        .filter(|m| m.is_extension)
                                        .map(|m| m.name.clone()),
                                );
                            }
                        }
                        let names = Arc::new(names);
                        cache.lock().unwrap().insert(package, names.clone());
                        names
                    }
                }
            };
            names.contains(name)
        })
    }
}
