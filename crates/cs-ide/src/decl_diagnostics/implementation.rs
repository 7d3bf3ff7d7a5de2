//! Members left unimplemented: CS0535 (an interface member a class or struct does not
//! implement) and CS0534 (an inherited abstract member a non-abstract class does not override).

use cs_hir::{
    AccessorKind, DeclId, MemberKind, MemberView, Modifiers, Ty, TypeId, TypeKind, bases_of,
    encode_doc_type, member_context, resolve_type_ref,
};

use super::overrides::overridable_kind;
use super::{Checker, Place, base_list_contexts, is_plain_class_or_struct};
use crate::signatures::{
    BaseStep, SeenMember, Signature, add_interfaces, all_interfaces_seen, certain_chain,
    may_gain_members, member_text, seen_member_text, type_def_text, type_text, with_args,
};

impl Checker<'_> {
    // CS0535 ---------------------------------------------------------------------------

    pub(super) fn unimplemented_interface_members(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if !is_plain_class_or_struct(data.kind) || data.modifiers.contains(Modifiers::STATIC) {
            return;
        }
        let Some(chain) = certain_chain(db, id) else {
            return;
        };
        // The interfaces as written, in order, with where they are written.
        let mut listed: Vec<(u32, DeclId, u32, Ty)> = Vec::new();
        for part in data.parts.iter().copied().filter(|p| !p.is_synthesized()) {
            let decl = self.type_decl(part);
            let (doc, decl_id) = (part.doc, decl.decl);
            let [context, _] = base_list_contexts(db, id, doc, decl.scope);
            for (i, written) in decl.bases.iter().enumerate() {
                listed.push((
                    doc,
                    decl_id,
                    i as u32,
                    resolve_type_ref(db, &context, written),
                ));
            }
        }
        if listed.iter().any(|(.., ty)| !ty.is_fully_resolved()) {
            return;
        }
        let (all, complete) = all_interfaces_seen(db, id);
        if !complete {
            return;
        }
        // Interfaces a base class implements are checked (and reported) there.
        let mut of_bases = Vec::new();
        let mut bases_complete = true;
        for step in &chain {
            let written = bases_of(db, step.id).interfaces.clone();
            add_interfaces(
                db,
                &written,
                Some(&step.args),
                &mut of_bases,
                &mut bases_complete,
            );
        }
        if !bases_complete {
            return;
        }
        let type_display = type_def_text(db, id);
        for interface in &all {
            let Ty::Named { id: iid, args } = interface else {
                continue;
            };
            if iid.is_from_core_library(db)
                || of_bases.contains(interface)
                || may_gain_members(db, *iid)
            {
                continue;
            }
            let Some(&(doc, decl, index, _)) = listed.iter().find(|(.., l)| {
                l == interface || {
                    let mut closure = Vec::new();
                    let mut ok = true;
                    add_interfaces(db, std::slice::from_ref(l), None, &mut closure, &mut ok);
                    closure.contains(interface)
                }
            }) else {
                continue;
            };
            let interface_text = type_text(db, interface, None);
            let members = self.members.of(*iid);
            for m in members.iter() {
                if !requires_implementation(m) {
                    continue;
                }
                let required = self.members.signature(m, Some(args));
                if !required.is_resolved()
                    || self.is_implemented(id, &chain, interface, &required, &all)
                {
                    continue;
                }
                let message = format!(
                    "'{type_display}' does not implement interface member '{}'",
                    member_text(db, m, &interface_text, Some(args))
                );
                self.push(doc, Place::BaseType(decl, index), "CS0535", message);
            }
        }
    }

    /// True when the type, a base class, or an interface it implements has a member that may
    /// implement `required` of `interface` (explicitly, or by name, kind and parameters).
    fn is_implemented(
        &mut self,
        id: TypeId,
        chain: &[BaseStep],
        interface: &Ty,
        required: &Signature,
        all: &[Ty],
    ) -> bool {
        let db = self.db;
        let interface_text = encode_doc_type(db, interface);
        let mut steps: Vec<(TypeId, Option<Vec<Ty>>)> = vec![(id, None)];
        steps.extend(chain.iter().map(|s| (s.id, Some(s.args.clone()))));
        for (t, args) in &steps {
            for seen in self.members.seen(*t, args.as_deref()) {
                if seen.sig.kind != required.kind
                    || seen.sig.name != required.name
                    || !seen.sig.may_match(required)
                {
                    continue;
                }
                match seen
                    .view
                    .as_ref()
                    .and_then(|v| v.decl.explicit_interface.as_ref().map(|w| (v, w)))
                {
                    Some((view, written)) => {
                        let bound = with_args(
                            &resolve_type_ref(db, &member_context(db, view), written),
                            args.as_deref(),
                        );
                        if !bound.is_fully_resolved()
                            || encode_doc_type(db, &bound) == interface_text
                        {
                            return true;
                        }
                    }
                    None => return true,
                }
            }
        }
        // A default implementation (or re-abstraction) in an interface the type implements.
        for other in all {
            let Ty::Named { id: oid, args } = other else {
                continue;
            };
            if oid.is_from_core_library(db) {
                continue;
            }
            for m in self.members.of(*oid).iter() {
                let Some(written) = &m.decl.explicit_interface else {
                    continue;
                };
                if m.decl.name != required.name {
                    continue;
                }
                let bound = resolve_type_ref(db, &member_context(db, m), written).substitute(args);
                if !bound.is_fully_resolved() || encode_doc_type(db, &bound) == interface_text {
                    return true;
                }
            }
        }
        false
    }

    // CS0534 ---------------------------------------------------------------------------

    pub(super) fn unimplemented_abstract_members(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if data.kind != TypeKind::Class
            || data.modifiers.contains(Modifiers::ABSTRACT)
            || data.modifiers.contains(Modifiers::STATIC)
        {
            return;
        }
        let Some(chain) = certain_chain(db, id) else {
            return;
        };
        let Some(first) = self.first_part(id) else {
            return;
        };
        // Abstract members still pending, from the most basic type down.
        let mut pending: Vec<(SeenMember, usize)> = Vec::new();
        for (k, step) in chain.iter().enumerate().rev() {
            for seen in self.members.seen(step.id, Some(&step.args)) {
                if seen.is_explicit() || !overridable_kind(seen.sig.kind) {
                    continue;
                }
                if seen.modifiers.contains(Modifiers::OVERRIDE) {
                    pending.retain(|(p, _)| !p.sig.may_match(&seen.sig));
                }
                if seen.modifiers.contains(Modifiers::ABSTRACT) {
                    pending.push((seen, k));
                }
            }
        }
        for seen in self.members.seen(id, None) {
            if !seen.is_explicit() && seen.modifiers.contains(Modifiers::OVERRIDE) {
                pending.retain(|(p, _)| !p.sig.may_match(&seen.sig));
            }
        }
        if pending.is_empty() {
            return;
        }
        let type_display = type_def_text(db, id);
        let decl = self.type_decl(first).decl;
        for (seen, k) in pending {
            let Some(view) = &seen.view else {
                continue;
            };
            let text = seen_member_text(db, &seen, &chain[k]);
            // The compiler names properties and events by their accessors.
            let suffixes: Vec<&str> = match view.decl.kind {
                MemberKind::Method => vec![""],
                MemberKind::Event => vec![".add", ".remove"],
                _ => view
                    .decl
                    .accessors
                    .iter()
                    .map(|a| match a.kind {
                        AccessorKind::Get => ".get",
                        AccessorKind::Set => ".set",
                        AccessorKind::Init => ".init",
                        AccessorKind::Add => ".add",
                        AccessorKind::Remove => ".remove",
                    })
                    .collect(),
            };
            for suffix in suffixes {
                self.push(
                    first.doc,
                    Place::Name(decl),
                    "CS0534",
                    format!("'{type_display}' does not implement inherited abstract member '{text}{suffix}'"),
                );
            }
        }
    }
}

/// An interface member a class must implement: an instance method, property, indexer or event
/// without a body (default implementations, static and explicit members are not).
fn requires_implementation(member: &MemberView) -> bool {
    let decl = &member.decl;
    overridable_kind(decl.kind)
        && !member.synthesized
        && decl.explicit_interface.is_none()
        && !member.is_static()
        && !decl.has_body
        && !decl.accessors.iter().any(|a| a.has_body)
        && ![
            Modifiers::SEALED,
            Modifiers::PRIVATE,
            Modifiers::PARTIAL,
            Modifiers::VIRTUAL,
            Modifiers::EXTERN,
        ]
        .iter()
        .any(|m| decl.modifiers.contains(*m))
}
