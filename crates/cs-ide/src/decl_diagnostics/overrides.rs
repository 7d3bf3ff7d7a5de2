//! Overrides with nothing to override: CS0115 (no suitable member in the base classes) and
//! CS0506 (the member found is not virtual, abstract or override).

use cs_hir::{MemberKind, MemberView, Modifiers, TypeId};

use super::{Checker, Place, is_plain_class_or_struct};
use crate::signatures::{SeenMember, certain_chain, member_text, seen_member_text, type_def_text};

impl Checker<'_> {
    pub(super) fn overrides(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if !is_plain_class_or_struct(data.kind) {
            return;
        }
        let members = self.members.of(id);
        let own: Vec<&MemberView> = members
            .iter()
            .filter(|m| {
                m.decl.modifiers.contains(Modifiers::OVERRIDE)
                    && m.decl.explicit_interface.is_none()
                    && !m.synthesized
                    && overridable_kind(m.decl.kind)
            })
            .collect();
        if own.is_empty() {
            return;
        }
        let Some(chain) = certain_chain(db, id) else {
            return;
        };
        let display = type_def_text(db, id);
        let mut found_problems = Vec::new();
        for m in own {
            let sig = self.members.signature(m, None);
            if !sig.is_resolved() {
                continue;
            }
            let mut other_kind = false;
            let mut overridden: Option<(SeenMember, usize)> = None;
            for (k, step) in chain.iter().enumerate() {
                // A nested type of the name: the compiler says it is not a function (CS0505).
                if step.id.data(db).nested.contains_key(&sig.name) {
                    other_kind = true;
                }
                for seen in self.members.seen(step.id, Some(&step.args)) {
                    if seen.is_explicit() || seen.sig.name != sig.name {
                        continue;
                    }
                    if seen.sig.kind != sig.kind {
                        other_kind = true;
                    } else if overridden.is_none() && seen.sig.may_match(&sig) {
                        overridden = Some((seen, k));
                    }
                }
            }
            // A same-named member of another kind makes it another error (CS0505, CS0544).
            if other_kind {
                continue;
            }
            let text = member_text(db, m, &display, None);
            match overridden {
                None => found_problems.push((
                    m.doc,
                    m.decl.decl,
                    "CS0115",
                    format!("'{text}': no suitable method found to override"),
                )),
                Some((seen, k)) => {
                    if seen.is_overridable() || seen.is_static() || !self.is_accessible(&seen, id) {
                        continue;
                    }
                    let base_text = seen_member_text(db, &seen, &chain[k]);
                    found_problems.push((
                        m.doc,
                        m.decl.decl,
                        "CS0506",
                        format!(
                            "'{text}': cannot override inherited member '{base_text}' because it is not marked virtual, abstract, or override"
                        ),
                    ));
                }
            }
        }
        for (doc, decl, code, message) in found_problems {
            self.push(doc, Place::Name(decl), code, message);
        }
    }

    /// Whether a derived type's members see a base member (inaccessible ones are skipped by
    /// the compiler's lookup, which then reports something else).
    fn is_accessible(&self, member: &SeenMember, from: TypeId) -> bool {
        let m = member.modifiers;
        if m.contains(Modifiers::PUBLIC) || m.contains(Modifiers::PROTECTED) {
            return true;
        }
        m.contains(Modifiers::INTERNAL)
            && member
                .view
                .as_ref()
                .is_some_and(|v| v.id.ty.project == from.project)
    }
}

/// Member kinds that can be virtual, abstract or override.
pub(super) fn overridable_kind(kind: MemberKind) -> bool {
    matches!(
        kind,
        MemberKind::Method | MemberKind::Property | MemberKind::Indexer | MemberKind::Event
    )
}
