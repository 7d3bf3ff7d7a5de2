//! Base lists: CS0527 (a non-interface in an interface list), CS1721 (several base classes)
//! and CS1722 (a base class after an interface).

use cs_hir::{Ty, TypeId, TypeKind, TypePart, TypeRef, resolve_type_ref};

use super::{Checker, Place, base_list_contexts};
use crate::signatures::{type_def_text, type_text};

impl Checker<'_> {
    /// A written base bound as the compiler would: in the type's base-list context, and again
    /// with the containing types' inherited members in scope; both must agree on the type.
    fn bind_base(&self, id: TypeId, part: TypePart, written: &TypeRef) -> Option<Ty> {
        let [base_context, outer_context] =
            base_list_contexts(self.db, id, part.doc, self.type_decl(part).scope);
        let bound = resolve_type_ref(self.db, &base_context, written);
        let target = bound.type_id()?;
        (resolve_type_ref(self.db, &outer_context, written).type_id() == Some(target))
            .then_some(bound)
    }

    pub(super) fn base_list(&mut self, id: TypeId) {
        let db = self.db;
        let parts: Vec<TypePart> = id
            .data(db)
            .parts
            .iter()
            .copied()
            .filter(|p| !p.is_synthesized())
            .collect();
        for part in parts {
            let decl = self.type_decl(part).clone();
            if matches!(decl.kind, TypeKind::Enum | TypeKind::Delegate) {
                continue;
            }
            let is_class = matches!(decl.kind, TypeKind::Class | TypeKind::Record);
            let mut local_base: Option<String> = None;
            for (i, written) in decl.bases.iter().enumerate() {
                // Past a base we cannot bind for sure, the compiler's reading is unknown.
                let Some(bound) = self.bind_base(id, part, written) else {
                    break;
                };
                let Some(base) = bound.type_id() else {
                    break;
                };
                let base_kind = base.data(db).kind;
                let text = type_text(db, &bound, Some(written));
                if i == 0
                    && is_class
                    && matches!(
                        base_kind,
                        TypeKind::Class
                            | TypeKind::Record
                            | TypeKind::Delegate
                            | TypeKind::Struct
                            | TypeKind::RecordStruct
                    )
                {
                    local_base = Some(text);
                    continue;
                }
                let place = Place::BaseType(decl.decl, i as u32);
                match base_kind {
                    TypeKind::Interface => {}
                    TypeKind::Class | TypeKind::Record if is_class => match &local_base {
                        None => {
                            self.push(
                                part.doc,
                                place,
                                "CS1722",
                                format!("Base class '{text}' must come before any interfaces"),
                            );
                            local_base = Some(text);
                        }
                        Some(first) => {
                            let message = format!(
                                "Class '{}' cannot have multiple base classes: '{first}' and '{text}'",
                                type_def_text(db, id)
                            );
                            self.push(part.doc, place, "CS1721", message);
                        }
                    },
                    _ => self.push(
                        part.doc,
                        place,
                        "CS0527",
                        format!("Type '{text}' in interface list is not an interface"),
                    ),
                }
            }
        }
    }
}
