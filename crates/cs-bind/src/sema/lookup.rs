//! Member lookup with C#'s hiding and overriding rules, and a type's constructors.

use super::*;

impl Sema<'_> {
    /// Members named `name` visible on values or names of type `ty`, nearest first: a level
    /// that declares a non-method hides everything further up; methods collect over the
    /// chain, a derived override or `new` member replacing the base member with its
    /// signature.
    pub fn lookup(&self, ty: &Ty, name: &str) -> Vec<Found> {
        let mut levels: Vec<Ty> = Vec::new();
        match ty {
            Ty::Named { id, .. } => {
                levels.push(ty.clone());
                levels.extend(self.base_chain(ty));
                if id.data(self.db).kind == TypeKind::Interface {
                    levels.extend(self.all_interfaces(ty));
                    levels.push(self.system_ty("Object"));
                }
            }
            Ty::TypeParam { .. } => {
                levels.extend(self.base_chain(ty));
                if let Some(first) = self.base_class(ty) {
                    levels.insert(0, first);
                }
                levels.extend(self.all_interfaces(ty));
            }
            Ty::Array { .. } => {
                levels.push(self.system_ty("Array"));
                levels.extend(self.base_chain(&self.system_ty("Array")));
            }
            _ => return Vec::new(),
        }
        levels.dedup();
        let mut found: Vec<Found> = Vec::new();
        let mut seen_sigs: Vec<(usize, Vec<(Ty, ParamModifier)>)> = Vec::new();
        for level in levels {
            let Ty::Named { id, .. } = &level else {
                continue;
            };
            let members = self.members_of(*id);
            let mut level_has_non_method = false;
            let mut level_found = Vec::new();
            for m in members.iter() {
                if !name_matches(m, name) {
                    continue;
                }
                if m.decl.explicit_interface.is_some() {
                    continue;
                }
                let f = Found {
                    member: m.clone(),
                    owner: level.clone(),
                };
                if matches!(
                    m.decl.kind,
                    MemberKind::Method | MemberKind::Constructor | MemberKind::Indexer
                ) {
                    let params: Vec<(Ty, ParamModifier)> = self
                        .sig(m)
                        .params
                        .iter()
                        .map(|p| (p.ty.substitute(f.owner_args()), p.modifier))
                        .collect();
                    let key = (m.decl.type_params.len(), params);
                    if seen_sigs.contains(&key) && m.decl.kind != MemberKind::Constructor {
                        continue;
                    }
                    seen_sigs.push(key);
                } else {
                    level_has_non_method = true;
                }
                level_found.push(f);
            }
            // Constructors are not inherited.
            if name_is_constructor(name) {
                found.extend(level_found);
                break;
            }
            let only_methods = !level_has_non_method;
            if !found.is_empty() && !only_methods {
                break;
            }
            if level_has_non_method && found.is_empty() {
                found.extend(
                    level_found
                        .into_iter()
                        .filter(|f| !overloads(f.member.decl.kind)),
                );
                break;
            }
            found.extend(level_found);
        }
        found
    }

    /// The instance constructors of a type.
    pub fn constructors(&self, ty: &Ty) -> Vec<Found> {
        let Ty::Named { id, .. } = ty else {
            return Vec::new();
        };
        self.members_of(*id)
            .iter()
            .filter(|m| {
                m.decl.kind == MemberKind::Constructor
                    && !m.decl.modifiers.contains(Modifiers::STATIC)
            })
            .map(|m| Found {
                member: m.clone(),
                owner: ty.clone(),
            })
            .collect()
    }
}

pub(super) fn name_is_constructor(name: &str) -> bool {
    name == ".ctor"
}

pub(super) fn name_matches(member: &MemberView, name: &str) -> bool {
    match member.decl.kind {
        MemberKind::Constructor | MemberKind::Destructor => false,
        MemberKind::Indexer => name == "this[]",
        _ => &*member.decl.name == name,
    }
}

/// Method kinds that overload rather than hide.
pub(super) fn overloads(kind: MemberKind) -> bool {
    matches!(
        kind,
        MemberKind::Method | MemberKind::Operator | MemberKind::Conversion
    )
}
