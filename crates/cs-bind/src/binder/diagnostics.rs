//! Body diagnostics the binder is certain of: names that do not exist (CS0103), members a
//! fully visible type lacks (CS0117, CS1061 on values when no extension method can supply it), impossible conversions between types we fully know
//! (CS0029, CS1503) and unused and never-read locals (CS0168, CS0219).

use std::collections::HashMap;

use cs_db::DiagnosticSeverity;
use cs_hir::{MemberKind, Ty, TypeKind};
use cs_syntax::TextRange;

use super::Binder;
use crate::display::ty_text;
use crate::model::{LocalId, RefKind};
use crate::sema::Prim;

/// How a local was introduced, for the unused-variable warnings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LocalOrigin {
    /// `T x;` / `T x = e;` as a statement; `constant` when `e` is a literal.
    Statement {
        initialized: bool,
        constant: bool,
        is_struct: bool,
    },
    /// `catch (E x)`.
    Catch,
}

/// What the binder remembers about locals while binding a document.
#[derive(Default)]
pub(crate) struct LocalFacts {
    pub origin: HashMap<LocalId, (LocalOrigin, TextRange, u32)>,
    /// Every use: (local, range, kind, nested-function depth at the use).
    pub uses: Vec<(LocalId, TextRange, RefKind, u32)>,
}

impl Binder<'_> {
    pub(crate) fn error(&mut self, id: &'static str, range: TextRange, message: String) {
        self.diagnostic(id, DiagnosticSeverity::Error, range, message);
    }

    pub(crate) fn warning(&mut self, id: &'static str, range: TextRange, message: String) {
        self.diagnostic(id, DiagnosticSeverity::Warning, range, message);
    }

    /// CS0103.
    pub(crate) fn name_does_not_exist(&mut self, range: TextRange, name: &str) {
        self.error(
            "CS0103",
            range,
            format!("The name '{name}' does not exist in the current context"),
        );
    }

    /// CS0117.
    pub(crate) fn no_definition(&mut self, range: TextRange, ty: &Ty, name: &str) {
        let text = ty_text(self.db(), ty);
        self.error(
            "CS0117",
            range,
            format!("'{text}' does not contain a definition for '{name}'"),
        );
    }

    /// CS1061.
    pub(crate) fn no_definition_or_extension(&mut self, range: TextRange, ty: &Ty, name: &str) {
        let text = ty_text(self.db(), ty);
        self.error(
            "CS1061",
            range,
            format!(
                "'{text}' does not contain a definition for '{name}' and no accessible extension method '{name}' accepting a first argument of type '{text}' could be found (are you missing a using directive or an assembly reference?)"
            ),
        );
    }

    /// Is `receiver.name` certainly nothing? The receiver's type has no such member (it lacks
    /// one: lookup came back empty) and every member it has is visible to us, no extension
    /// method of that name is in scope, and no namespace in scope may hide one (the project
    /// sees all its references, and the framework is read from real assemblies).
    pub(crate) fn certainly_no_member(&mut self, receiver: &Ty, name: &str) -> bool {
        // Delegates have members the runtime supplies (`Invoke`, `BeginInvoke`) that no
        // declaration lists; tuples have their element names (`t.count`), which types here
        // do not carry.
        if !self.sema.certainly_lacks_member(receiver, name)
            || self.sema.kind(receiver) == Some(TypeKind::Delegate)
            || is_value_tuple(self, receiver)
        {
            return false;
        }
        let scope = cs_hir::project_scope(self.db(), self.project()).clone();
        if scope.open {
            return false;
        }
        let imports = self.imports();
        // An open framework namespace (the embedded model, partial) may hold an extension
        // method of that name — unless the receiver is a type of the project's own that no
        // framework extension method applies to, and only the everyday namespaces are open.
        let open: Vec<&String> = imports
            .levels
            .iter()
            .flatten()
            .filter(|ns| scope.is_open_namespace(ns))
            .collect();
        let everyday_only = open
            .iter()
            .all(|ns| NO_EXTENSIONS_FOR_SOURCE_TYPES.contains(&ns.as_str()));
        if !open.is_empty()
            && (!everyday_only || !self.is_own_type_without_framework_interfaces(receiver))
        {
            return false;
        }
        // `using static` brings a type's extension methods into scope too.
        let statically_imported = imports.static_types.iter().any(|t| {
            self.sema
                .members_of(*t)
                .iter()
                .any(|m| m.decl.kind == MemberKind::Method && &*m.decl.name == name)
        });
        // The index keeps an extension method whose receiver it could not write as a plain
        // static method: its name alone says one may apply.
        !statically_imported
            && self.extension_candidates(name).is_empty()
            && !cs_hir::index_has_extension_method(self.db(), self.project(), name)
    }

    /// A class or struct declared in source whose bases are declared in source too (up to
    /// `object`/`ValueType`) and which implements no framework interface: no framework
    /// extension method can take it (they extend framework types and interfaces).
    fn is_own_type_without_framework_interfaces(&self, ty: &Ty) -> bool {
        let Some(id) = ty.type_id() else {
            return false;
        };
        if id.is_from_core_library(self.db())
            || !matches!(
                self.sema.kind(ty),
                Some(
                    TypeKind::Class | TypeKind::Struct | TypeKind::Record | TypeKind::RecordStruct
                )
            )
        {
            return false;
        }
        let from_framework = |t: &Ty| {
            t.type_id()
                .is_none_or(|id| id.is_from_core_library(self.db()))
        };
        let bases_own = self.sema.base_chain(ty).iter().all(|b| {
            !from_framework(b)
                || self.sema.prim(b) == Some(Prim::Object)
                || b.type_id() == self.sema.system("ValueType")
        });
        bases_own && !self.sema.all_interfaces(ty).iter().any(from_framework)
    }

    /// A type whose conversions we know completely: a built-in type, or a type declared in
    /// source whose members (user-defined conversions included) are all visible.
    fn judgeable(&self, ty: &Ty) -> bool {
        if !ty.is_fully_resolved() || matches!(ty, Ty::Dynamic | Ty::TypeParam { .. }) {
            return false;
        }
        match self.sema.prim(ty) {
            Some(Prim::Object | Prim::Void) => false,
            Some(_) => true,
            None => matches!(ty, Ty::Named { .. }) && self.sema.signatures_complete(ty),
        }
    }

    fn has_user_conversions(&self, ty: &Ty) -> bool {
        match ty {
            Ty::Named { id, .. } if self.sema.prim(ty).is_none() => self
                .sema
                .members_of(*id)
                .iter()
                .any(|m| m.decl.kind == MemberKind::Conversion),
            _ => false,
        }
    }

    /// Is there certainly neither an implicit nor an explicit conversion from `from` to `to`?
    pub(crate) fn certainly_inconvertible(&self, from: &Ty, to: &Ty) -> bool {
        if from == to || !self.judgeable(from) || !self.judgeable(to) {
            return false;
        }
        if self.has_user_conversions(from) || self.has_user_conversions(to) {
            return false;
        }
        let (a, b) = (self.sema.prim(from), self.sema.prim(to));
        let numeric_like = |p: Option<Prim>, t: &Ty| {
            p.is_some_and(Prim::is_numeric) || self.sema.kind(t) == Some(TypeKind::Enum)
        };
        // Every numeric type (and enum) converts explicitly to every other.
        if numeric_like(a, from) && numeric_like(b, to) {
            return false;
        }
        if self.sema.convert_ty(from, to).exists() || self.sema.convert_ty(to, from).exists() {
            return false;
        }
        // Interfaces convert explicitly to and from most class types.
        let interface = |t: &Ty| self.sema.kind(t) == Some(TypeKind::Interface);
        if interface(from) || interface(to) {
            return false;
        }
        true
    }

    /// CS0029 when a value certainly cannot become the target type.
    pub(crate) fn check_assignable(
        &mut self,
        value: &super::names::Val,
        target: &Ty,
        range: TextRange,
    ) {
        let Some(from) = value.ty() else { return };
        if self.judgeable(from)
            && self.judgeable(target)
            && let (Some(a), Some(b)) = (self.sema.prim(from), self.sema.prim(target))
            && only_explicit_numeric(a, b)
        {
            let (a, b) = (ty_text(self.db(), from), ty_text(self.db(), target));
            self.error(
                "CS0266",
                range,
                format!(
                    "Cannot implicitly convert type '{a}' to '{b}'. An explicit conversion exists (are you missing a cast?)"
                ),
            );
            return;
        }
        if self.certainly_inconvertible(from, target) {
            let (a, b) = (ty_text(self.db(), from), ty_text(self.db(), target));
            self.error(
                "CS0029",
                range,
                format!("Cannot implicitly convert type '{a}' to '{b}'"),
            );
        }
    }

    /// The local-variable warnings, once a document is bound (CS0165 and CS0162 come from the
    /// control-flow graphs of `cs-flow`).
    pub(crate) fn local_diagnostics(&mut self) {
        let facts = std::mem::take(&mut self.local_facts);
        let mut uses: HashMap<LocalId, Vec<(TextRange, RefKind, u32)>> = HashMap::new();
        for (id, range, kind, depth) in &facts.uses {
            uses.entry(*id).or_default().push((*range, *kind, *depth));
        }
        let mut origins: Vec<_> = facts.origin.iter().collect();
        origins.sort_by_key(|(_, (_, r, _))| r.start());
        for (id, (origin, name_range, _depth)) in origins {
            let name = self.local_name(*id);
            // In binding order, which follows flow order (a `for` loop's iterators after its
            // body), not source order.
            let list = uses.remove(id).unwrap_or_default();
            match origin {
                LocalOrigin::Statement {
                    initialized: false, ..
                } if list.is_empty() => {
                    self.warning(
                        "CS0168",
                        *name_range,
                        format!("The variable '{name}' is declared but never used"),
                    );
                }
                LocalOrigin::Statement {
                    initialized: true,
                    constant: true,
                    ..
                } if list.is_empty() => {
                    self.warning(
                        "CS0219",
                        *name_range,
                        format!("The variable '{name}' is assigned but its value is never used"),
                    );
                }
                LocalOrigin::Catch if list.is_empty() => {
                    self.warning(
                        "CS0168",
                        *name_range,
                        format!("The variable '{name}' is declared but never used"),
                    );
                }
                _ => {}
            }
        }
    }

    fn local_name(&self, id: LocalId) -> String {
        self.out
            .locals
            .iter()
            .find(|l| l.id == id)
            .map(|l| l.name.to_string())
            .unwrap_or_default()
    }
}

/// Numeric types between which only an explicit conversion exists, whatever the value: the
/// source is `long`, `ulong`, `float`, `double` or `decimal` (an `int` constant may convert
/// implicitly to a smaller type, and a non-negative `long` constant to `ulong`, so those pairs
/// are not judged), the target another numeric type or `char` it has no implicit conversion to.
fn only_explicit_numeric(from: Prim, to: Prim) -> bool {
    use Prim::*;
    let numeric_target = matches!(
        to,
        SByte | Byte | Short | UShort | Int | UInt | Long | ULong | Char | Float | Double | Decimal
    );
    let implicit = matches!(
        (from, to),
        (Long | ULong, Float | Double | Decimal) | (Float, Double)
    );
    matches!(from, Long | ULong | Float | Double | Decimal)
        && numeric_target
        && from != to
        && !implicit
        && !(from == Long && to == ULong)
}

/// `System.ValueTuple<…>`: a tuple type, whose element names are members too.
fn is_value_tuple(b: &Binder<'_>, ty: &Ty) -> bool {
    ty.type_id().is_some_and(|id| {
        let data = id.data(b.db());
        data.parent.is_none()
            && &*data.name == "ValueTuple"
            && cs_hir::def_map(b.db(), id.project).namespace_name(id.index) == "System"
    })
}

/// Framework namespaces whose extension methods all extend framework types or interfaces (the
/// SDK's implicit usings and other everyday ones): with only these open, a member missing from
/// a type of the project's own is certain.
const NO_EXTENSIONS_FOR_SOURCE_TYPES: &[&str] = &[
    "System",
    "System.Collections",
    "System.Collections.Concurrent",
    "System.Collections.Generic",
    "System.Collections.ObjectModel",
    "System.Diagnostics",
    "System.Globalization",
    "System.IO",
    "System.Linq",
    "System.Net.Http",
    "System.Text",
    "System.Text.RegularExpressions",
    "System.Threading",
    "System.Threading.Tasks",
];
