//! Members hiding inherited members without `new`: CS0108 (hides an inherited member; use
//! `new`) and CS0114 (hides an inherited virtual or override member; add `override` or `new`).
//! Both are warnings on the hiding member's name.
//!
//! Reported only when certain: the base chain is complete, the member's signature binds, an
//! accessible base member of the same kind has the same name, arity and parameter types, and
//! no same-named base member of another kind exists (the compiler's choice between CS0108 and
//! other errors depends on it). Hiding an abstract member is CS0533, an error this does not
//! report, so it is skipped; so is a static member hiding a virtual one or the reverse.

use cs_hir::{MemberKind, MemberView, Modifiers, TypeId};

use super::{Checker, Place, is_plain_class_or_struct};
use crate::signatures::{SeenMember, certain_chain, member_text, seen_member_text, type_def_text};

impl Checker<'_> {
    pub(super) fn hidden_members(&mut self, id: TypeId) {
        let db = self.db;
        if !is_plain_class_or_struct(id.data(db).kind) {
            return;
        }
        let members = self.members.of(id);
        let own: Vec<&MemberView> = members
            .iter()
            .filter(|m| {
                !m.synthesized
                    && m.decl.explicit_interface.is_none()
                    && !m.decl.modifiers.contains(Modifiers::NEW)
                    && !m.decl.modifiers.contains(Modifiers::OVERRIDE)
                    && hiding_kind(m.decl.kind)
            })
            .collect();
        if own.is_empty() {
            return;
        }
        let Some(chain) = certain_chain(db, id) else {
            return;
        };
        let display = type_def_text(db, id);
        let mut problems = Vec::new();
        for m in own {
            let sig = self.members.signature(m, None);
            if !sig.is_resolved() {
                continue;
            }
            let mut other_kind = false;
            let mut hidden: Option<(SeenMember, usize)> = None;
            for (k, step) in chain.iter().enumerate() {
                if step.id.data(db).nested.contains_key(&sig.name) {
                    other_kind = true;
                }
                for seen in self.members.seen(step.id, Some(&step.args)) {
                    if seen.is_explicit() || seen.sig.name != sig.name {
                        continue;
                    }
                    if !self.sees(&seen, id) {
                        continue;
                    }
                    if seen.sig.kind != sig.kind {
                        other_kind = true;
                    } else if hidden.is_none() && seen.sig.is_resolved() && seen.sig.may_match(&sig)
                    {
                        hidden = Some((seen, k));
                    }
                }
            }
            let Some((seen, k)) = hidden else {
                continue;
            };
            if other_kind || seen.modifiers.contains(Modifiers::ABSTRACT) {
                continue;
            }
            let text = member_text(db, m, &display, None);
            let base_text = seen_member_text(db, &seen, &chain[k]);
            if base_text.is_empty() {
                continue;
            }
            // A static member hiding a virtual one (or the reverse): which warning the
            // compiler picks is not certain here, so neither is reported.
            if seen.is_overridable() && (seen.is_static() || m.is_static()) {
                continue;
            }
            let overridable = seen.is_overridable()
                && matches!(
                    m.decl.kind,
                    MemberKind::Method
                        | MemberKind::Property
                        | MemberKind::Indexer
                        | MemberKind::Event
                );
            let (code, message) = if overridable {
                (
                    "CS0114",
                    format!(
                        "'{text}' hides inherited member '{base_text}'. To make the current member override that implementation, add the override keyword. Otherwise add the new keyword."
                    ),
                )
            } else {
                (
                    "CS0108",
                    format!(
                        "'{text}' hides inherited member '{base_text}'. Use the new keyword if hiding was intended."
                    ),
                )
            };
            problems.push((m.doc, m.decl.decl, code, message));
        }
        for (doc, decl, code, message) in problems {
            self.push(doc, Place::Name(decl), code, message);
        }
    }

    /// Whether lookup from a derived type finds a base member (private ones it skips;
    /// internal ones only within the project).
    fn sees(&self, member: &SeenMember, from: TypeId) -> bool {
        let m = member.modifiers;
        if m.contains(Modifiers::PUBLIC) || m.contains(Modifiers::PROTECTED) {
            return true;
        }
        if member.view.is_none() {
            // Built-in members of System.Object are public or protected.
            return member.builtin_text.is_some();
        }
        m.contains(Modifiers::INTERNAL)
            && member
                .view
                .as_ref()
                .is_some_and(|v| v.id.ty.project == from.project)
    }
}

/// Member kinds whose hiding the compiler warns about by signature or name.
fn hiding_kind(kind: MemberKind) -> bool {
    matches!(
        kind,
        MemberKind::Field
            | MemberKind::Constant
            | MemberKind::Property
            | MemberKind::Indexer
            | MemberKind::Event
            | MemberKind::Method
    )
}

#[cfg(test)]
mod tests {
    use crate::decl_diagnostics::tests::fixture;

    fn hiding(text: &str) -> Vec<String> {
        fixture(text)
            .diagnostics()
            .into_iter()
            .filter(|d| d.starts_with("CS0108") || d.starts_with("CS0114"))
            .collect()
    }

    #[test]
    fn hiding_without_new_or_override() {
        let text = "namespace N
{
    class B { public void M(int x) { } public virtual int P => 1; protected int F; public static void S() { } public virtual void V() { } }
    class D : B { public void M(int x) { } public int P => 2; public int F; public void S() { } public static void V() { } }
}
";
        assert_eq!(
            hiding(text),
            vec![
                "CS0108 main.cs:4:31 'M' 'N.D.M(int)' hides inherited member 'N.B.M(int)'. Use the new keyword if hiding was intended.",
                "CS0114 main.cs:4:55 'P' 'N.D.P' hides inherited member 'N.B.P'. To make the current member override that implementation, add the override keyword. Otherwise add the new keyword.",
                "CS0108 main.cs:4:74 'F' 'N.D.F' hides inherited member 'N.B.F'. Use the new keyword if hiding was intended.",
                "CS0108 main.cs:4:89 'S' 'N.D.S()' hides inherited member 'N.B.S()'. Use the new keyword if hiding was intended.",
            ]
        );
    }

    #[test]
    fn no_warning_for_new_override_overloads_private_or_abstract() {
        let text = "namespace N
{
    abstract class B { public void M(int x) { } public virtual void V() { } private void H() { } public abstract void A(); }
    class D : B { public void M(string s) { } public new void V() { } public override void A() { } void H() { } }
    class E : B { public override void V() { } public override void A() { } public void M(int x, int y) { } }
    interface I { void M(); }
    interface J : I { }
}
";
        assert_eq!(hiding(text), Vec::<String>::new());
    }
}
