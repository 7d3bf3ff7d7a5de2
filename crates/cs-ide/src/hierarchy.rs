//! Type hierarchy and member relations: base classes, implemented interfaces, derived types,
//! interface implementations and overrides.

use std::collections::{HashMap, HashSet};

use cs_db::{Db, Workspace};
use cs_hir::{
    MemberId, MemberKind, MemberView, Modifiers, Symbol, Ty, TypeId, TypeKind, bases_of,
    encode_doc_type, member_context, member_doc_id, project_documents, resolve_type_ref,
    type_doc_id,
};

use crate::signatures::{Members, Signature, add_interfaces, all_interfaces_seen, base_chain};
use crate::{Analysis, Cancellable};

/// An interface a type implements; `direct` when listed on the type itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImplementedInterface {
    pub symbol: Symbol,
    pub direct: bool,
}

/// A type deriving from (or implementing) another, `distance` steps away (1 = direct).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DerivedType {
    pub symbol: Symbol,
    pub distance: u32,
}

impl Analysis {
    /// Base classes, nearest first (ending with `System.Object` when it binds).
    pub fn base_types(&self, ty: &Symbol) -> Cancellable<Vec<Symbol>> {
        self.with_db(|db| match ty {
            Symbol::Type(id) => crate::members::inherited_chain(db, *id)
                .into_iter()
                .map(Symbol::Type)
                .collect(),
            _ => Vec::new(),
        })
    }

    /// Every interface a type implements (through base classes and interface inheritance).
    pub fn implemented_interfaces(&self, ty: &Symbol) -> Cancellable<Vec<ImplementedInterface>> {
        self.with_db(|db| match ty {
            Symbol::Type(id) => all_interfaces(db, *id)
                .into_iter()
                .map(|(t, direct)| ImplementedInterface {
                    symbol: Symbol::Type(t),
                    direct,
                })
                .collect(),
            _ => Vec::new(),
        })
    }

    /// Types in the workspace that derive from a class or implement/extend an interface, up to
    /// `depth` steps, nearest first.
    pub fn derived_types(
        &self,
        workspace: Workspace,
        ty: &Symbol,
        depth: u32,
    ) -> Cancellable<Vec<DerivedType>> {
        self.with_db(|db| match ty {
            Symbol::Type(id) => derived(db, workspace, *id, depth)
                .into_iter()
                .map(|(t, distance)| DerivedType {
                    symbol: Symbol::Type(t),
                    distance,
                })
                .collect(),
            _ => Vec::new(),
        })
    }

    /// Implementations of an interface (types) or of an interface/abstract/virtual member
    /// (members), in the workspace's source.
    pub fn implementations(
        &self,
        workspace: Workspace,
        symbol: &Symbol,
    ) -> Cancellable<Vec<Symbol>> {
        self.with_db(|db| implementations(db, workspace, symbol))
    }

    /// Members that override a virtual, abstract or override member, at any depth.
    pub fn overrides(&self, workspace: Workspace, symbol: &Symbol) -> Cancellable<Vec<Symbol>> {
        self.with_db(|db| match symbol {
            Symbol::Member(id) => overrides(db, workspace, *id),
            _ => Vec::new(),
        })
    }
}

/// A declaration's identity across the projects that compile it (multi-targeting): its
/// documentation-comment ID and the file of its first declaration.
type TypeKey = (String, String);

fn type_key(db: &dyn Db, id: TypeId) -> TypeKey {
    let path = id
        .data(db)
        .parts
        .first()
        .and_then(|p| {
            project_documents(db, id.project)
                .get(p.doc as usize)
                .copied()
        })
        .map(|d| d.source(db).path(db).to_string())
        .unwrap_or_default();
    (type_doc_id(db, id), path)
}

fn member_key(db: &dyn Db, member: &MemberView) -> (String, String, u32) {
    let path = project_documents(db, member.id.ty.project)
        .get(member.doc as usize)
        .map(|d| d.source(db).path(db).to_string())
        .unwrap_or_default();
    (member_doc_id(db, member), path, member.decl.decl.0)
}

/// The types of the workspace's projects (not the core library), each declaration once.
fn source_types(db: &dyn Db, workspace: Workspace) -> Vec<(TypeId, TypeKey)> {
    let mut seen = HashSet::new();
    let mut result = Vec::new();
    for &project in workspace.projects(db).iter() {
        if project.settings(db).is_core_library {
            continue;
        }
        for t in crate::symbols::project_types(db, project) {
            let key = type_key(db, t);
            if seen.insert(key.clone()) {
                result.push((t, key));
            }
        }
    }
    result
}

/// Source types deriving from `target` (base class or interface, directly or through other
/// types) with their distance, up to `depth`, nearest first, then by qualified name.
fn derived(db: &dyn Db, workspace: Workspace, target: TypeId, depth: u32) -> Vec<(TypeId, u32)> {
    let types = source_types(db, workspace);
    // Direct subtypes by the key of the supertype they list.
    let mut subtypes: HashMap<TypeKey, Vec<usize>> = HashMap::new();
    for (i, (t, _)) in types.iter().enumerate() {
        let bases = bases_of(db, *t);
        let listed = bases.base_class.iter().chain(bases.interfaces.iter());
        let mut keys = HashSet::new();
        for base in listed.filter_map(Ty::type_id) {
            let key = type_key(db, base);
            if keys.insert(key.clone()) {
                subtypes.entry(key).or_default().push(i);
            }
        }
    }
    let mut visited: HashSet<TypeKey> = HashSet::from([type_key(db, target)]);
    let mut frontier = vec![type_key(db, target)];
    let mut result = Vec::new();
    let mut distance = 0;
    while !frontier.is_empty() && distance < depth {
        distance += 1;
        let mut level: Vec<usize> = Vec::new();
        for key in &frontier {
            for &i in subtypes.get(key).into_iter().flatten() {
                if visited.insert(types[i].1.clone()) {
                    level.push(i);
                }
            }
        }
        let mut named: Vec<(String, usize)> = level
            .iter()
            .map(|&i| (crate::symbols::type_display_name(db, types[i].0), i))
            .collect();
        named.sort();
        frontier = named.iter().map(|(_, i)| types[*i].1.clone()).collect();
        result.extend(named.into_iter().map(|(_, i)| (types[i].0, distance)));
    }
    result
}

pub(crate) fn implementations(db: &dyn Db, workspace: Workspace, symbol: &Symbol) -> Vec<Symbol> {
    match symbol {
        Symbol::Type(id) => {
            let data = id.data(db);
            let wanted = match data.kind {
                TypeKind::Interface => true,
                // Concrete classes deriving from an abstract class.
                TypeKind::Class | TypeKind::Record => data.modifiers.contains(Modifiers::ABSTRACT),
                _ => false,
            };
            if !wanted {
                return Vec::new();
            }
            derived(db, workspace, *id, u32::MAX)
                .into_iter()
                .filter(|(t, _)| {
                    let d = t.data(db);
                    d.kind != TypeKind::Interface && !d.modifiers.contains(Modifiers::ABSTRACT)
                })
                .map(|(t, _)| Symbol::Type(t))
                .collect()
        }
        Symbol::Member(id) => {
            let Some(member) = cs_hir::member(db, *id) else {
                return Vec::new();
            };
            if id.ty.data(db).kind == TypeKind::Interface {
                interface_member_implementations(db, workspace, &member)
            } else if [Modifiers::ABSTRACT, Modifiers::VIRTUAL, Modifiers::OVERRIDE]
                .iter()
                .any(|m| member.decl.modifiers.contains(*m))
            {
                overrides(db, workspace, *id)
            } else {
                Vec::new()
            }
        }
        Symbol::Namespace(_) => Vec::new(),
    }
}

/// The member implementing an interface member in each type implementing the interface (an
/// explicit implementation, else a non-static member with the same name, kind and parameter
/// types, searched in the type and then its base classes), and the overrides of those.
fn interface_member_implementations(
    db: &dyn Db,
    workspace: Workspace,
    member: &MemberView,
) -> Vec<Symbol> {
    let interface = member.id.ty;
    let interface_key = type_key(db, interface);
    let mut cache = Members::new(db);
    let mut seen = HashSet::new();
    let mut result = Vec::new();
    for (t, _) in derived(db, workspace, interface, u32::MAX) {
        if t.data(db).kind == TypeKind::Interface {
            continue;
        }
        // A type that gets the interface only from its base class uses the base's mapping.
        let mut own = Vec::new();
        let mut complete = true;
        add_interfaces(
            db,
            &bases_of(db, t).interfaces,
            None,
            &mut own,
            &mut complete,
        );
        if !own.iter().any(|i| {
            i.type_id()
                .is_some_and(|i| type_key(db, i) == interface_key)
        }) {
            continue;
        }
        let (interfaces, _) = all_interfaces_seen(db, t);
        let constructed: Vec<Ty> = interfaces
            .into_iter()
            .filter(|i| {
                i.type_id()
                    .is_some_and(|i| type_key(db, i) == interface_key)
            })
            .collect();
        let mut steps: Vec<(TypeId, Option<Vec<Ty>>)> = vec![(t, None)];
        steps.extend(
            base_chain(db, t)
                .bases
                .into_iter()
                .map(|s| (s.id, Some(s.args))),
        );
        for iface in constructed {
            let Ty::Named { args, .. } = &iface else {
                continue;
            };
            let required = cache.signature(member, Some(args));
            let iface_text = encode_doc_type(db, &iface);
            if let Some(found) = find_implementation(db, &mut cache, &steps, &iface_text, &required)
                && seen.insert(member_key(db, &found))
            {
                result.push(Symbol::Member(found.id));
                let overridable = [Modifiers::ABSTRACT, Modifiers::VIRTUAL, Modifiers::OVERRIDE]
                    .iter()
                    .any(|m| found.decl.modifiers.contains(*m));
                if overridable {
                    for o in overrides(db, workspace, found.id) {
                        if let Symbol::Member(id) = &o
                            && let Some(view) = cs_hir::member(db, *id)
                            && seen.insert(member_key(db, &view))
                        {
                            result.push(o);
                        }
                    }
                }
            }
        }
    }
    result
}

pub(crate) fn find_implementation(
    db: &dyn Db,
    cache: &mut Members<'_>,
    steps: &[(TypeId, Option<Vec<Ty>>)],
    interface: &str,
    required: &Signature,
) -> Option<MemberView> {
    for (t, args) in steps {
        let members = cache.of(*t);
        let mut implicit = None;
        for m in members.iter() {
            let sig = cache.signature(m, args.as_deref());
            if !sig.may_match(required) {
                continue;
            }
            match &m.decl.explicit_interface {
                Some(written) => {
                    let context = member_context(db, m);
                    let bound = resolve_type_ref(db, &context, written);
                    let bound = match args {
                        Some(args) => bound.substitute(args),
                        None => bound,
                    };
                    if encode_doc_type(db, &bound) == interface {
                        return Some(m.clone());
                    }
                }
                None if !m.is_static() && implicit.is_none() => implicit = Some(m.clone()),
                None => {}
            }
        }
        if implicit.is_some() {
            return implicit;
        }
    }
    None
}

/// Members with `override` in types deriving from the member's type whose name, kind and
/// parameter types match the member's as the deriving type sees them.
fn overrides(db: &dyn Db, workspace: Workspace, id: MemberId) -> Vec<Symbol> {
    let Some(member) = cs_hir::member(db, id) else {
        return Vec::new();
    };
    let declaring = id.ty;
    if !matches!(
        member.decl.kind,
        MemberKind::Method | MemberKind::Property | MemberKind::Indexer | MemberKind::Event
    ) || declaring.data(db).kind == TypeKind::Interface
        || member.decl.explicit_interface.is_some()
    {
        return Vec::new();
    }
    let declaring_key = type_key(db, declaring);
    let mut cache = Members::new(db);
    let mut seen = HashSet::new();
    let mut result = Vec::new();
    for (t, _) in derived(db, workspace, declaring, u32::MAX) {
        let chain = base_chain(db, t);
        let Some(step) = chain
            .bases
            .iter()
            .find(|s| type_key(db, s.id) == declaring_key)
        else {
            continue;
        };
        let required = cache.signature(&member, Some(&step.args));
        for m in cache.of(t).iter() {
            if !m.decl.modifiers.contains(Modifiers::OVERRIDE)
                || m.decl.explicit_interface.is_some()
            {
                continue;
            }
            if cache.signature(m, None).may_match(&required) && seen.insert(member_key(db, m)) {
                result.push(Symbol::Member(m.id));
            }
        }
    }
    result
}

/// All interfaces of a type with a "listed directly" flag, in a deterministic order: the
/// type's own list first, then those inherited.
pub(crate) fn all_interfaces(db: &dyn Db, id: TypeId) -> Vec<(TypeId, bool)> {
    let mut result: Vec<(TypeId, bool)> = Vec::new();
    let mut queue: Vec<(TypeId, bool)> = bases_of(db, id)
        .interfaces
        .iter()
        .filter_map(Ty::type_id)
        .map(|t| (t, true))
        .collect();
    for base in crate::members::inherited_chain(db, id) {
        queue.extend(
            bases_of(db, base)
                .interfaces
                .iter()
                .filter_map(Ty::type_id)
                .map(|t| (t, false)),
        );
    }
    let mut next = 0;
    while next < queue.len() {
        let (t, direct) = queue[next];
        next += 1;
        if result.iter().any(|(r, _)| *r == t) || result.len() > 256 {
            continue;
        }
        result.push((t, direct));
        queue.extend(
            bases_of(db, t)
                .interfaces
                .iter()
                .filter_map(Ty::type_id)
                .map(|i| (i, false)),
        );
    }
    result
}

#[cfg(test)]
mod tests {
    use cs_hir::{Symbol, SymbolKind};

    use crate::AnalysisHost;
    use crate::decl_diagnostics::tests::{Fixture, fixture};

    fn names(f: &Fixture, symbols: &[Symbol]) -> Vec<String> {
        let analysis = AnalysisHost::new(f.db.clone()).analysis();
        symbols
            .iter()
            .map(|s| {
                let info = analysis.symbol_info(s).unwrap().unwrap();
                format!("{}.{}", info.container, info.name)
            })
            .collect()
    }

    fn find(f: &Fixture, name: &str, kind: SymbolKind) -> Symbol {
        let analysis = AnalysisHost::new(f.db.clone()).analysis();
        let found = analysis
            .symbols_by_name(f.workspace, name, Some(kind))
            .unwrap();
        assert!(!found.is_empty(), "{name} not found");
        found[0].clone()
    }

    fn derived(f: &Fixture, name: &str, kind: SymbolKind, depth: u32) -> Vec<String> {
        let analysis = AnalysisHost::new(f.db.clone()).analysis();
        let target = find(f, name, kind);
        analysis
            .derived_types(f.workspace, &target, depth)
            .unwrap()
            .into_iter()
            .map(|d| format!("{} {}", names(f, &[d.symbol])[0], d.distance))
            .collect()
    }

    const HIERARCHY: &str = "namespace N
{
    public class A {}
    public class B : A {}
    public class D : A {}
    public class C : B {}
    public interface I { void M(); int P { get; } }
    public interface J : I {}
    public class X : I { void I.M() {} public virtual int P => 0; }
    public class Y : J { public void M() {} public int P { get; } }
    public class Z : X { public new void M() {} public override int P => 1; }
    public class W : Z, I { public void M() {} }
    public struct S : I { public void M() {} public int P => 0; }
}
";

    #[test]
    fn derived_types_nearest_first_then_by_name() {
        let f = fixture(HIERARCHY);
        assert_eq!(
            derived(&f, "N.A", SymbolKind::Class, 3),
            vec!["N.B 1", "N.D 1", "N.C 2"]
        );
        assert_eq!(
            derived(&f, "N.A", SymbolKind::Class, 1),
            vec!["N.B 1", "N.D 1"]
        );
        assert_eq!(
            derived(&f, "N.I", SymbolKind::Interface, 5),
            vec!["N.J 1", "N.S 1", "N.W 1", "N.X 1", "N.Y 2", "N.Z 2"]
        );
    }

    #[test]
    fn implementations_of_interfaces_and_their_members() {
        let f = fixture(HIERARCHY);
        let analysis = AnalysisHost::new(f.db.clone()).analysis();
        let interface = find(&f, "N.I", SymbolKind::Interface);
        let types = analysis.implementations(f.workspace, &interface).unwrap();
        assert_eq!(names(&f, &types), vec!["N.S", "N.W", "N.X", "N.Y", "N.Z"]);
        let method = find(&f, "N.I.M", SymbolKind::Method);
        let members = analysis.implementations(f.workspace, &method).unwrap();
        let infos: Vec<String> = members
            .iter()
            .map(|m| analysis.symbol_info(m).unwrap().unwrap().symbol_id)
            .collect();
        // Z gets I from X and keeps X's explicit implementation; W re-implements I.
        assert_eq!(infos, vec!["M:N.S.M", "M:N.W.M", "M:N.X.N#I#M", "M:N.Y.M"]);
        let property = find(&f, "N.I.P", SymbolKind::Property);
        let members = analysis.implementations(f.workspace, &property).unwrap();
        // W re-implements I with the P it inherits from Z; Z.P also overrides X.P.
        assert_eq!(
            names(&f, &members),
            vec!["N.S.P", "N.Z.P", "N.X.P", "N.Y.P"]
        );
    }

    #[test]
    fn overrides_at_any_depth_through_generic_bases() {
        let f = fixture(
            "abstract class Base<T> { public abstract void M(T x); public virtual void M(string s) {} public abstract int P { get; } }
class Mid : Base<int> { public override void M(int x) {} public override int P => 0; }
class Leaf : Mid { public override void M(int x) {} public override void M(string s) {} }
class Other : Base<long> { public override void M(long x) {} public override int P => 1; }
",
        );
        let analysis = AnalysisHost::new(f.db.clone()).analysis();
        let base = find(&f, "Base", SymbolKind::Class);
        let Symbol::Type(base) = base else {
            unreachable!()
        };
        let members = cs_hir::type_members(&f.db, base);
        let abstract_m = Symbol::Member(members[0].id);
        let found = analysis.overrides(f.workspace, &abstract_m).unwrap();
        let ids: Vec<String> = found
            .iter()
            .map(|m| analysis.symbol_info(m).unwrap().unwrap().symbol_id)
            .collect();
        assert_eq!(
            ids,
            vec![
                "M:Mid.M(System.Int32)",
                "M:Other.M(System.Int64)",
                "M:Leaf.M(System.Int32)"
            ]
        );
        let virtual_m = Symbol::Member(members[1].id);
        let found = analysis.implementations(f.workspace, &virtual_m).unwrap();
        assert_eq!(names(&f, &found), vec!["Leaf.M"]);
    }

    #[test]
    fn a_declaration_compiled_twice_is_listed_once() {
        let source = "namespace Lib { public class Base {} public class Derived : Base {} }\n";
        let f = fixture(&format!(
            "//- project Lib(net8.0)\n//- Lib.cs\n{source}//- project Lib(net6.0)\n//- Lib.cs\n{source}"
        ));
        assert_eq!(
            derived(&f, "Lib.Base", SymbolKind::Class, 3),
            vec!["Lib.Derived 1"]
        );
    }
}
