//! The symbols `includeRelated` adds, following Roslyn's cascade in one direction from the
//! start: up to the members a member overrides and the interface members it implements, down
//! to the members overriding or implementing it, and from a type to its constructors. Going
//! up and then down again (to siblings) is left out, so a `ToString` override does not pull
//! in every other override of `object.ToString`.

use std::collections::HashSet;

use cs_bind::BoundSymbol;
use cs_db::{Db, Workspace};
use cs_hir::{MemberId, MemberKind, MemberView, Modifiers, Symbol, Ty, TypeKind, encode_doc_type};

use crate::signatures::{Members, all_interfaces_seen, base_chain};

/// The related symbols of `symbol`, without itself.
pub(crate) fn related_symbols(
    db: &dyn Db,
    workspace: Workspace,
    symbol: &BoundSymbol,
) -> Vec<BoundSymbol> {
    let mut result: Vec<Symbol> = Vec::new();
    match symbol {
        BoundSymbol::Symbol(Symbol::Type(t)) => {
            result.extend(
                cs_hir::type_members(db, *t)
                    .into_iter()
                    .filter(|m| m.decl.kind == MemberKind::Constructor && !m.is_static())
                    .map(|m| Symbol::Member(m.id)),
            );
        }
        BoundSymbol::Symbol(start @ Symbol::Member(id)) => {
            let Some(view) = cs_hir::member(db, *id) else {
                return Vec::new();
            };
            if !matches!(
                view.decl.kind,
                MemberKind::Method | MemberKind::Property | MemberKind::Indexer | MemberKind::Event
            ) {
                return Vec::new();
            }
            result.extend(upward(db, &view).into_iter().map(Symbol::Member));
            result.extend(crate::hierarchy::implementations(db, workspace, start));
        }
        _ => {}
    }
    let mut seen = HashSet::new();
    result
        .into_iter()
        .filter(|s| seen.insert(s.clone()))
        .filter(|s| Some(s) != symbol_of(symbol))
        .map(BoundSymbol::Symbol)
        .collect()
}

fn symbol_of(symbol: &BoundSymbol) -> Option<&Symbol> {
    match symbol {
        BoundSymbol::Symbol(s) => Some(s),
        _ => None,
    }
}

/// The members a member overrides (nearest first, all the way up) and the interface members
/// it, or any of those, implements.
fn upward(db: &dyn Db, start: &MemberView) -> Vec<MemberId> {
    let mut cache = Members::new(db);
    let mut result: Vec<MemberId> = Vec::new();
    let mut pending = vec![start.clone()];
    while let Some(member) = pending.pop() {
        let mut found = implemented_interface_members(db, &mut cache, &member);
        if let Some(base) = overridden(&mut cache, db, &member) {
            found.push(base);
        }
        for m in found {
            if m.id != start.id && !result.contains(&m.id) {
                result.push(m.id);
                pending.push(m);
            }
        }
    }
    result
}

/// The nearest base-class member that an `override` member overrides.
fn overridden(cache: &mut Members<'_>, db: &dyn Db, member: &MemberView) -> Option<MemberView> {
    if !member.decl.modifiers.contains(Modifiers::OVERRIDE) {
        return None;
    }
    let required = cache.signature(member, None);
    for step in base_chain(db, member.id.ty).bases {
        let candidates = cache.of(step.id);
        for candidate in candidates.iter() {
            if candidate.decl.explicit_interface.is_none()
                && is_overridable(candidate.decl.modifiers)
                && cache
                    .signature(candidate, Some(&step.args))
                    .may_match(&required)
            {
                return Some(candidate.clone());
            }
        }
    }
    None
}

/// The interface members that `member` implements for its own type (explicitly, or as the
/// public member C# maps the interface member to).
fn implemented_interface_members(
    db: &dyn Db,
    cache: &mut Members<'_>,
    member: &MemberView,
) -> Vec<MemberView> {
    let ty = member.id.ty;
    if ty.data(db).kind == TypeKind::Interface || member.is_static() {
        return Vec::new();
    }
    let mut steps: Vec<(cs_hir::TypeId, Option<Vec<Ty>>)> = vec![(ty, None)];
    steps.extend(
        base_chain(db, ty)
            .bases
            .into_iter()
            .map(|s| (s.id, Some(s.args))),
    );
    let mut result = Vec::new();
    for interface in all_interfaces_seen(db, ty).0 {
        let Ty::Named { id, args } = &interface else {
            continue;
        };
        let interface_text = encode_doc_type(db, &interface);
        let members = cache.of(*id);
        for candidate in members.iter() {
            if candidate.decl.kind != member.decl.kind || candidate.decl.name != member.decl.name {
                continue;
            }
            let required = cache.signature(candidate, Some(args));
            let implementation = crate::hierarchy::find_implementation(
                db,
                cache,
                &steps,
                &interface_text,
                &required,
            );
            if implementation.is_some_and(|found| found.id == member.id) {
                result.push(candidate.clone());
            }
        }
    }
    result
}

fn is_overridable(modifiers: Modifiers) -> bool {
    [Modifiers::ABSTRACT, Modifiers::VIRTUAL, Modifiers::OVERRIDE]
        .iter()
        .any(|m| modifiers.contains(*m))
}
