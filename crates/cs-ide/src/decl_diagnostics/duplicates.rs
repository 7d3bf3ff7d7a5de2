//! Duplicate declarations: CS0101 / CS0102 between types of one name, CS0102 between members
//! (and against the type's own type parameters and nested types), CS0111 between members with
//! the same parameter types.

use std::collections::{BTreeMap, HashMap, HashSet};

use cs_hir::{
    DeclId, MemberKind, MemberOrigin, MemberView, Modifiers, Name, TypeId, TypeKind, def_map,
};

use super::{Checker, Place};
use crate::signatures::{RefKind, type_def_text};

/// One declaration of a type, for duplicate checks.
#[derive(Debug, Clone)]
struct PartInfo {
    doc: u32,
    decl: DeclId,
    kind: TypeKind,
    partial: bool,
}

fn is_method_like(kind: MemberKind) -> bool {
    matches!(
        kind,
        MemberKind::Method
            | MemberKind::Constructor
            | MemberKind::Destructor
            | MemberKind::Operator
            | MemberKind::Conversion
    )
}

/// The name the compiler files a member under when looking for clashes.
fn clash_name(member: &MemberView) -> Name {
    match member.decl.kind {
        MemberKind::Constructor if member.decl.modifiers.contains(Modifiers::STATIC) => {
            ".cctor".into()
        }
        MemberKind::Constructor => ".ctor".into(),
        MemberKind::Destructor => "Finalize".into(),
        _ => member.decl.name.clone(),
    }
}

impl Checker<'_> {
    // CS0101 / CS0102 between types --------------------------------------------------

    pub(super) fn duplicate_types(&mut self) {
        let db = self.db;
        let map = def_map(db, self.project);
        for ns in &map.namespaces {
            let display = if ns.full_name.is_empty() {
                "<global namespace>".to_string()
            } else {
                ns.full_name.clone()
            };
            for (name, list) in &ns.types {
                self.type_group(None, &display, name, list);
            }
        }
        for index in 0..map.types.len() as u32 {
            let nested = &map.types[index as usize].nested;
            if nested.is_empty() {
                continue;
            }
            let container = TypeId {
                project: self.project,
                index,
            };
            let display = type_def_text(db, container);
            for (name, list) in nested {
                self.type_group(Some(container), &display, name, list);
            }
        }
    }

    /// The types of one name in a namespace (`container` none) or type. The compiler merges
    /// declarations of the same name, arity and kind into one type: several without `partial`
    /// are CS0101 (CS0102 in a type) at each one after the first; different kinds are one
    /// error at each type after the first (the previous one in a namespace, the first in a
    /// type) unless both are partial (CS0261, not reported).
    fn type_group(&mut self, container: Option<TypeId>, display: &str, name: &Name, list: &[u32]) {
        let db = self.db;
        let map = def_map(db, self.project);
        let mut by_arity: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for &t in list {
            by_arity
                .entry(map.types[t as usize].arity)
                .or_default()
                .push(t);
        }
        let container_merged = container.is_some_and(|c| self.is_skipped(c));
        for types in by_arity.values() {
            let mut parts = Vec::new();
            let mut unusual = false;
            for &t in types {
                for part in &map.types[t as usize].parts {
                    if part.is_synthesized() {
                        unusual = true;
                        continue;
                    }
                    let decl = self.type_decl(*part);
                    unusual |= decl.modifiers.contains(Modifiers::FILE);
                    parts.push(PartInfo {
                        doc: part.doc,
                        decl: decl.decl,
                        kind: decl.kind,
                        partial: decl.modifiers.contains(Modifiers::PARTIAL),
                    });
                }
            }
            let one_kind = parts.windows(2).all(|w| w[0].kind == w[1].kind);
            if types.len() == 1 && one_kind {
                continue;
            }
            self.skipped.extend(types.iter().copied());
            if unusual || container_merged {
                continue;
            }
            parts.sort_by_key(|p| (p.doc, p.decl));
            // The compiler's types: declarations grouped by kind, in order of appearance.
            let mut symbols: Vec<Vec<PartInfo>> = Vec::new();
            for part in parts {
                match symbols.iter_mut().find(|s| s[0].kind == part.kind) {
                    Some(symbol) => symbol.push(part),
                    None => symbols.push(vec![part]),
                }
            }
            let (id, message) = match container {
                None => (
                    "CS0101",
                    format!("The namespace '{display}' already contains a definition for '{name}'"),
                ),
                Some(_) => (
                    "CS0102",
                    format!("The type '{display}' already contains a definition for '{name}'"),
                ),
            };
            let is_partial = |symbol: &[PartInfo]| symbol.iter().any(|p| p.partial);
            for symbol in &symbols {
                if !is_partial(symbol) {
                    for part in &symbol[1..] {
                        self.push(part.doc, Place::Name(part.decl), id, message.clone());
                    }
                }
            }
            for k in 1..symbols.len() {
                let other = if container.is_none() {
                    &symbols[k - 1]
                } else {
                    &symbols[0]
                };
                if is_partial(&symbols[k]) && is_partial(other) {
                    continue;
                }
                let first = &symbols[k][0];
                self.push(first.doc, Place::Name(first.decl), id, message.clone());
            }
        }
    }

    // CS0102 between members -----------------------------------------------------------

    pub(super) fn member_names(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if data.kind == TypeKind::Delegate {
            return;
        }
        let members = self.members.of(id);
        // Written members that can clash; a partial member's parts are one member.
        let mut partial_seen = HashSet::new();
        let mut list: Vec<&MemberView> = Vec::new();
        for m in members.iter() {
            if m.synthesized
                || m.decl.explicit_interface.is_some()
                || m.decl.kind == MemberKind::Indexer
            {
                continue;
            }
            if m.decl.modifiers.contains(Modifiers::PARTIAL)
                && !partial_seen.insert((m.decl.name.clone(), m.decl.kind))
            {
                continue;
            }
            list.push(m);
        }
        let mut order: Vec<Name> = Vec::new();
        let mut by_name: HashMap<Name, Vec<&MemberView>> = HashMap::new();
        for m in &list {
            let name = clash_name(m);
            by_name
                .entry(name.clone())
                .or_insert_with(|| {
                    order.push(name);
                    Vec::new()
                })
                .push(*m);
        }
        let mut found = Vec::new();
        for name in &order {
            // A nested type of the name comes first and is not a method.
            let mut last: Option<bool> = data
                .nested
                .get(name)
                .filter(|l| !l.is_empty())
                .map(|_| false);
            for m in &by_name[name] {
                let method = is_method_like(m.decl.kind);
                match last {
                    None => last = Some(method),
                    Some(previous) => {
                        if !(method && previous) {
                            found.push((m.doc, m.decl.decl, name.clone()));
                            if previous {
                                last = Some(method);
                            }
                        }
                    }
                }
            }
        }
        // Members named like one of the type's own type parameters.
        if let Some(part) = self.first_part(id) {
            let params: Vec<Name> = self
                .type_decl(part)
                .type_params
                .iter()
                .map(|p| p.name.clone())
                .collect();
            for p in &params {
                for m in list.iter().filter(|m| clash_name(m) == *p) {
                    found.push((m.doc, m.decl.decl, p.clone()));
                }
                for &nested in data.nested.get(p).into_iter().flatten() {
                    let nested = TypeId {
                        project: id.project,
                        index: nested,
                    };
                    if let Some(np) = self.first_part(nested) {
                        let decl = self.type_decl(np).decl;
                        found.push((np.doc, decl, p.clone()));
                    }
                }
            }
        }
        // An indexer is named `Item` in metadata.
        let has_item =
            by_name.contains_key("Item") || data.nested.get("Item").is_some_and(|l| !l.is_empty());
        if has_item {
            for m in members.iter() {
                let renamed = m.decl.attributes.iter().any(|a| {
                    matches!(
                        a.name.last_name(),
                        Some("IndexerName" | "IndexerNameAttribute")
                    )
                });
                if m.decl.kind == MemberKind::Indexer
                    && m.decl.explicit_interface.is_none()
                    && !renamed
                {
                    found.push((m.doc, m.decl.decl, "Item".into()));
                }
            }
        }
        if found.is_empty() {
            return;
        }
        let display = type_def_text(db, id);
        for (doc, decl, name) in found {
            let message =
                format!("The type '{display}' already contains a definition for '{name}'");
            self.push(doc, Place::Name(decl), "CS0102", message);
        }
    }

    // CS0111 ---------------------------------------------------------------------------

    pub(super) fn member_signatures(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        let members = self.members.of(id);
        type Key = (&'static str, Name, usize, Vec<(String, bool)>);
        let mut first: HashMap<Key, (MemberView, Vec<RefKind>)> = HashMap::new();
        let mut found = Vec::new();
        for m in members.iter() {
            if m.decl.explicit_interface.is_some()
                || (m.synthesized
                    && !matches!(m.id.origin, MemberOrigin::PrimaryConstructor { .. }))
            {
                continue;
            }
            let (tag, name): (&'static str, Name) = match m.decl.kind {
                MemberKind::Method => ("method", m.decl.name.clone()),
                MemberKind::Constructor if m.decl.modifiers.contains(Modifiers::STATIC) => {
                    ("cctor", "".into())
                }
                MemberKind::Constructor => ("ctor", "".into()),
                MemberKind::Destructor => ("dtor", "".into()),
                MemberKind::Operator if &*m.decl.name != "op_Unknown" => {
                    ("operator", m.decl.name.clone())
                }
                MemberKind::Indexer => ("indexer", "".into()),
                _ => continue,
            };
            let sig = self.members.signature(m, None);
            if !sig.is_resolved() {
                continue;
            }
            let key: Key = (
                tag,
                name,
                sig.arity,
                sig.params
                    .iter()
                    .map(|p| (p.ty.clone().unwrap_or_default(), p.ref_kind.is_by_ref()))
                    .collect(),
            );
            let refs: Vec<RefKind> = sig.params.iter().map(|p| p.ref_kind).collect();
            match first.get(&key) {
                Some((previous, previous_refs)) => {
                    let partial = |m: &MemberView| m.decl.modifiers.contains(Modifiers::PARTIAL);
                    // Partial parts, a compiler-declared constructor, or ref/out only (CS0663).
                    if partial(previous) || partial(m) || m.synthesized || *previous_refs != refs {
                        continue;
                    }
                    let called = match m.decl.kind {
                        MemberKind::Constructor => data.name.to_string(),
                        MemberKind::Destructor => format!("~{}", data.name),
                        MemberKind::Indexer => "this".to_string(),
                        _ => m.decl.name.to_string(),
                    };
                    found.push((m.doc, m.decl.decl, called));
                }
                None => {
                    first.insert(key, (m.clone(), refs));
                }
            }
        }
        if found.is_empty() {
            return;
        }
        let display = type_def_text(db, id);
        for (doc, decl, called) in found {
            self.push(
                doc,
                Place::Name(decl),
                "CS0111",
                format!("Type '{display}' already defines a member called '{called}' with the same parameter types"),
            );
        }
    }
}
