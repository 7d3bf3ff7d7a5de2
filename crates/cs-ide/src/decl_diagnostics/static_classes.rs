//! CS0708: an instance field, method, property or event declared in a static class
//! ("'C.M()': cannot declare instance members in a static class"), on the member's name.
//! Constants, nested types and members that are static are fine; instance constructors,
//! destructors, indexers and operators have errors of their own (CS0710, CS0711, CS0720,
//! CS0715) that this does not report.

use cs_hir::{MemberKind, Modifiers, TypeId, TypeKind};

use super::{Checker, Place};
use crate::signatures::{member_text, type_def_text};

impl Checker<'_> {
    pub(super) fn instance_members_of_static_class(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if data.kind != TypeKind::Class || !data.modifiers.contains(Modifiers::STATIC) {
            return;
        }
        let display = type_def_text(db, id);
        let mut problems = Vec::new();
        for m in self.members.of(id).iter() {
            let instance_kind = matches!(
                m.decl.kind,
                MemberKind::Field | MemberKind::Method | MemberKind::Property | MemberKind::Event
            );
            if m.synthesized
                || m.id.ty != id
                || !instance_kind
                || m.decl.modifiers.contains(Modifiers::STATIC)
                || m.decl.modifiers.contains(Modifiers::CONST)
            {
                continue;
            }
            let text = member_text(db, m, &display, None);
            problems.push((
                m.doc,
                m.decl.decl,
                format!("'{text}': cannot declare instance members in a static class"),
            ));
        }
        for (doc, decl, message) in problems {
            self.push(doc, Place::Name(decl), "CS0708", message);
        }
    }
}
