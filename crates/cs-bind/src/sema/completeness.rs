//! Whether we see all of a type's members (and signatures): what decides that a missing
//! member is certainly missing (CS0117, CS1061, CS0103).

use super::*;

impl Sema<'_> {
    /// True when every member a type has is visible to us: the type, its base classes and
    /// interfaces are declared in source (or are `System.Object`/`ValueType`/`Enum`), and no
    /// source generator could add to a partial part.
    pub fn members_complete(&self, ty: &Ty) -> bool {
        self.members_known(ty, true)
    }

    /// True when every member a type inherits is visible to us (its own partial parts may
    /// still gain generated members): a simple name that is none of them is certainly not an
    /// inherited member.
    pub fn inherited_members_known(&self, ty: &Ty) -> bool {
        self.members_known(ty, false)
    }

    /// True when `ty` certainly has no member named `name` that lookup did not find: as
    /// [`members_complete`](Self::members_complete), except that a hand-written stub type of
    /// the hierarchy counts as known when the framework index (which lists every member by
    /// name) lists none of that name on it or what it inherits.
    pub fn certainly_lacks_member(&self, ty: &Ty, name: &str) -> bool {
        self.members_known_lacking(ty, true, Some(name))
    }

    /// [`inherited_members_known`](Self::inherited_members_known) for one name, with the
    /// index answering for stub types as in [`certainly_lacks_member`](Self::certainly_lacks_member).
    pub fn certainly_inherits_no_member(&self, ty: &Ty, name: &str) -> bool {
        self.members_known_lacking(ty, false, Some(name))
    }

    pub(super) fn members_known(&self, ty: &Ty, own_generated: bool) -> bool {
        self.members_known_lacking(ty, own_generated, None)
    }

    pub(super) fn members_known_lacking(
        &self,
        ty: &Ty,
        own_generated: bool,
        name: Option<&str>,
    ) -> bool {
        let Ty::Named { .. } = ty else {
            return false;
        };
        let mut all = vec![ty.clone()];
        all.extend(self.base_chain(ty));
        all.extend(self.all_interfaces(ty));
        let complete_chain = match all
            .iter()
            .rev()
            .find(|t| !matches!(self.kind(t), Some(TypeKind::Interface)))
        {
            Some(last) => self.base_class(last).is_none(),
            None => true,
        };
        complete_chain
            && all.iter().enumerate().all(|(i, t)| match t {
                Ty::Named { id, .. } => {
                    let data = id.data(self.db);
                    if id.is_from_core_library(self.db)
                        && !id.project.settings(self.db).is_complete_metadata
                    {
                        return (data.parent.is_none()
                            && def_map(self.db, id.project).namespace_name(id.index) == "System"
                            && matches!(&*data.name, "Object" | "ValueType" | "Enum"))
                            || name.is_some_and(|name| {
                                cs_hir::index_member_names(self.db, self.project, *id)
                                    .is_some_and(|names| !names.contains(name))
                            });
                    }
                    !(data.modifiers.contains(Modifiers::PARTIAL)
                        && (own_generated || i > 0)
                        && id.project.settings(self.db).may_generate_members())
                }
                _ => false,
            })
    }

    /// [`members_complete`](Self::members_complete), and its signatures are exact enough to
    /// judge calls and conversions: no type of its hierarchy comes from the framework index,
    /// which records neither operators, conversions, optional parameters nor `params`.
    pub fn signatures_complete(&self, ty: &Ty) -> bool {
        if !self.members_complete(ty) {
            return false;
        }
        let mut all = vec![ty.clone()];
        all.extend(self.base_chain(ty));
        all.extend(self.all_interfaces(ty));
        !all.iter().any(|t| match t {
            Ty::Named { id, .. } => id.project.settings(self.db).is_framework_index,
            _ => false,
        })
    }
}
