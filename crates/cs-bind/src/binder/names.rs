//! Names in expressions: simple names (locals, parameters, members of the enclosing types,
//! primary-constructor parameters, types, namespaces, `using static` members) and member
//! access on namespaces, types and values, with Color Color.

use std::rc::Rc;

use cs_hir::{
    MemberKind, Name, Resolution, Symbol, Ty, TypeId, def_map, resolve_type_or_namespace,
};
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange, kind_name};

use super::types::{name_token, simple_ref};
use super::{Binder, children, ident, kind_of};
use crate::model::{BoundSymbol, RefKind};
use crate::sema::Found;

/// What an expression denotes.
#[derive(Debug, Clone)]
pub(crate) enum Val {
    Value {
        ty: Ty,
        constant: Option<i128>,
    },
    Type(Ty),
    Namespace(String),
    Methods(Rc<MethodGroup>),
    /// A local function, with its return type.
    LocalFunction(Ty),
    Null,
    DefaultLiteral,
    /// A lambda not yet bound (its target type decides its parameter types).
    Lambda(SyntaxNode),
    /// A target-typed expression not yet bound (`new()`, `[..]`).
    TargetTyped(SyntaxNode),
    Interpolated,
    Tuple(Vec<Val>),
    /// `throw` expressions convert to anything.
    Throw,
    Unknown,
}

impl Val {
    pub fn value(ty: Ty) -> Val {
        Val::Value { ty, constant: None }
    }
    pub fn ty(&self) -> Option<&Ty> {
        match self {
            Val::Value { ty, .. } => Some(ty),
            _ => None,
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct MethodGroup {
    pub candidates: Vec<Found>,
    /// The receiver's type for instance calls (and extension lookup).
    pub receiver: Option<Ty>,
    /// Called on a type name: static members only.
    pub on_type: bool,
    pub name: Name,
    pub name_range: TextRange,
    pub type_args: Vec<Ty>,
    /// `base.M()`: no extension lookup, no virtual dispatch.
    pub is_base: bool,
}

impl Binder<'_> {
    /// The value type of a found field, property, event or constant.
    pub(crate) fn member_value_ty(&self, found: &Found) -> Ty {
        let sig = self.sema.sig(&found.member);
        sig.ty.substitute(found.owner_args())
    }

    pub(crate) fn imports(&mut self) -> Rc<cs_hir::Imports> {
        let scope = self.cx.scope;
        if let Some(i) = self.imports.get(&scope) {
            return i.clone();
        }
        let imports = Rc::new(cs_hir::context_imports(self.db(), &self.type_context()));
        self.imports.insert(scope, imports.clone());
        imports
    }

    /// A simple name in an expression.
    pub(crate) fn simple_name(
        &mut self,
        token: &SyntaxToken,
        type_args: Vec<Ty>,
        written_args: Vec<cs_hir::TypeRef>,
        access: RefKind,
    ) -> Val {
        let name = ident(token).to_string();
        let range = token.text_range();
        if type_args.is_empty() {
            if let Some(entry) = self.lookup_local(&name).cloned() {
                self.count_name(true);
                self.record(range, entry.symbol, access);
                if entry.is_function {
                    return Val::LocalFunction(entry.ty);
                }
                return Val::Value {
                    ty: entry.ty,
                    constant: entry.constant,
                };
            }
            if self.cx.in_initializer
                && let Some(v) = self.primary_param(&name, range, access)
            {
                return v;
            }
        }
        // A generic local function (`Map<T>()` called as `Map<int>()`).
        if !type_args.is_empty()
            && let Some(entry) = self.lookup_local(&name).cloned()
            && entry.is_function
        {
            self.count_name(true);
            self.record(range, entry.symbol, access);
            return Val::LocalFunction(entry.ty);
        }
        // Members of the enclosing types, innermost first.
        let mut current = self.cx.ty;
        while let Some(t) = current {
            let own = self.sema.self_type(t);
            let mut found = self.sema.lookup(&own, &name);
            // `Comparer<T>.Default` beside a property `Comparer`: with type arguments only a
            // generic method of that arity is viable; other members do not hide the type.
            if !type_args.is_empty() {
                found.retain(|f| {
                    f.member.decl.kind == MemberKind::Method
                        && f.member.decl.type_params.len() == type_args.len()
                });
            }
            if !found.is_empty() {
                return self.member_val(found, None, false, range, type_args, access, &name);
            }
            current = t.parent(self.db());
        }
        if type_args.is_empty()
            && let Some(v) = self.primary_param(&name, range, access)
        {
            return v;
        }
        // Types, type parameters and namespaces.
        let written = simple_ref(&name, written_args);
        let resolution = resolve_type_or_namespace(self.db(), &self.type_context(), &written);
        let certain = match resolution {
            Resolution::Type(ty) => {
                self.record_resolution(token, &Resolution::Type(ty.clone()), RefKind::TypeUse);
                return Val::Type(ty);
            }
            Resolution::Namespace(ns) => {
                self.count_name(true);
                self.record_symbol(range, Symbol::Namespace(ns.clone()), RefKind::TypeUse);
                return Val::Namespace(ns);
            }
            Resolution::Unresolved { certain, .. } => certain,
        };
        // `using static` members.
        let imports = self.imports();
        let mut found = Vec::new();
        for id in &imports.static_types {
            let ty = self.sema.self_type(*id);
            found.extend(
                self.sema
                    .lookup(&ty, &name)
                    .into_iter()
                    .filter(|f| f.member.is_static()),
            );
        }
        if !found.is_empty() {
            return self.member_val(found, None, true, range, type_args, access, &name);
        }
        // A name standing as a value can only be a local, a member of the enclosing types or
        // their bases, or a `using static` member (a type or namespace there is an error of
        // its own): namespaces we cannot see do not matter then. But a package we cannot see
        // may add a global `using static` from its build props (Verify.Xunit adds
        // `VerifyXunit.Verifier`, whose `Verify(…)` tests call unqualified), so with unseen
        // references the using-static set is not known either.
        let as_value = type_args.is_empty()
            && access != RefKind::Nameof
            && !imports.unresolved_static
            && !cs_hir::project_scope(self.db(), self.project()).open
            && stands_as_value(token);
        // Certain only when no enclosing type can inherit a member we cannot see.
        let mut known = (certain || as_value)
            && imports.static_types.iter().all(|t| {
                self.sema
                    .certainly_lacks_member(&self.sema.self_type(*t), &name)
            });
        let mut current = self.cx.ty;
        while let Some(t) = current {
            known &= self
                .sema
                .certainly_lacks_member(&self.sema.self_type(t), &name);
            current = t.parent(self.db());
        }
        // Discards and the `field` keyword of semi-auto properties are not names.
        if matches!(name.as_str(), "_" | "field") {
            known = false;
        }
        self.unbound(range, &name, known, "no symbol of this name is in scope");
        if known {
            self.name_does_not_exist(range, &name);
        }
        Val::Unknown
    }

    /// True when no enclosing type inherits members we cannot see, so a simple name that
    /// binds to a type or namespace is not shadowed by an unseen inherited member.
    pub(crate) fn enclosing_inherited_known(&self) -> bool {
        let mut current = self.cx.ty;
        while let Some(t) = current {
            if !self.sema.inherited_members_known(&self.sema.self_type(t)) {
                return false;
            }
            current = t.parent(self.db());
        }
        true
    }

    fn primary_param(&mut self, name: &str, range: TextRange, access: RefKind) -> Option<Val> {
        let entry = self
            .cx
            .primary_params
            .iter()
            .find(|(n, _)| &**n == name)
            .map(|(_, e)| e.clone())?;
        self.count_name(true);
        self.record(range, entry.symbol, access);
        Some(Val::value(entry.ty))
    }

    /// Members found by lookup: a method group, or a value recorded as a reference.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn member_val(
        &mut self,
        found: Vec<Found>,
        receiver: Option<Ty>,
        on_type: bool,
        range: TextRange,
        type_args: Vec<Ty>,
        access: RefKind,
        name: &str,
    ) -> Val {
        let methods: Vec<Found> = found
            .iter()
            .filter(|f| f.member.decl.kind == MemberKind::Method)
            .cloned()
            .collect();
        if !methods.is_empty() {
            return Val::Methods(Rc::new(MethodGroup {
                candidates: methods,
                receiver,
                on_type,
                name: name.into(),
                name_range: range,
                type_args,
                is_base: false,
            }));
        }
        let first = found[0].clone();
        self.count_name(true);
        self.record_symbol(range, Symbol::Member(first.id()), access);
        let ty = self.member_value_ty(&first);
        // Integer constants keep their value (for constant conversions: `byte b = Max;`).
        // A constant whose value we do not evaluate counts as a small one: it may take part in
        // constant conversions (`byte b = Computed;`), which the compiler would allow.
        let constant = (first.member.decl.kind == MemberKind::Constant).then(|| {
            first
                .member
                .decl
                .value
                .as_deref()
                .and_then(integer_value)
                .unwrap_or(0)
        });
        Val::Value { ty, constant }
    }

    /// A nested type by name, in a type or its base classes.
    pub(crate) fn nested_type(&self, ty: &Ty, name: &str, arity: u32) -> Option<TypeId> {
        let mut current = ty.type_id();
        let mut guard = 0;
        while let Some(t) = current {
            let map = def_map(self.db(), t.project);
            if let Some(index) = map.nested_types(t.index, name, arity).next() {
                return Some(TypeId {
                    project: t.project,
                    index,
                });
            }
            guard += 1;
            if guard > 64 {
                return None;
            }
            current = cs_hir::bases_of(self.db(), t)
                .base_class
                .as_ref()
                .and_then(Ty::type_id);
        }
        None
    }

    /// `left.name` (and `left->name`).
    pub(crate) fn member_access(&mut self, node: &SyntaxNode, access: RefKind) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let Some(left) = parts.first() else {
            return Val::Unknown;
        };
        let Some(right) = parts.last() else {
            return Val::Unknown;
        };
        let is_base = kind_of(left) == "base";
        let left_val = self.expr(left, None, RefKind::Read);
        let Some(token) = name_token(right) else {
            return Val::Unknown;
        };
        let type_args = self.type_arguments(right);
        self.member_of(left, left_val, &token, right, type_args, access, is_base)
    }

    /// The member `name` of what `left` denotes.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn member_of(
        &mut self,
        left: &SyntaxElement,
        left_val: Val,
        token: &SyntaxToken,
        _right: &SyntaxElement,
        type_args: Vec<Ty>,
        access: RefKind,
        is_base: bool,
    ) -> Val {
        let name = ident(token).to_string();
        let range = token.text_range();
        match left_val {
            Val::Namespace(ns) => {
                let arity = type_args.len() as u32;
                let full = if ns.is_empty() {
                    name.clone()
                } else {
                    format!("{ns}.{name}")
                };
                if let Some(id) =
                    cs_hir::find_type_by_name(self.db(), self.project(), &ns, &name, arity)
                {
                    self.count_name(true);
                    self.record_symbol(range, Symbol::Type(id), RefKind::TypeUse);
                    return Val::Type(Ty::Named {
                        id,
                        args: type_args,
                    });
                }
                if arity == 0
                    && cs_hir::project_scope(self.db(), self.project()).namespace_exists(&full)
                {
                    self.count_name(true);
                    self.record_symbol(range, Symbol::Namespace(full.clone()), RefKind::TypeUse);
                    return Val::Namespace(full);
                }
                let scope = cs_hir::project_scope(self.db(), self.project());
                let known = !scope.open
                    && !scope.is_open_namespace(&ns)
                    && (kind_of(left) != "identifier" || self.enclosing_inherited_known());
                self.unbound(
                    range,
                    &name,
                    known,
                    "no such type or namespace in the namespace",
                );
                // `System.Text.Foo.Bar()`: the namespace is closed and has no `Foo`.
                if known && !ns.is_empty() {
                    self.missing_in_namespace(range, &ns, &name, arity as usize);
                }
                Val::Unknown
            }
            Val::Type(ty) => {
                let found: Vec<Found> = self.sema.lookup(&ty, &name).into_iter().collect();
                if !found.is_empty() {
                    return self.member_val(
                        found,
                        Some(ty.clone()),
                        true,
                        range,
                        type_args,
                        access,
                        &name,
                    );
                }
                if let Some(id) = self.nested_type(&ty, &name, type_args.len() as u32) {
                    self.count_name(true);
                    self.record_symbol(range, Symbol::Type(id), RefKind::TypeUse);
                    let mut args = cs_hir_args(&ty);
                    args.truncate(id.outer_arity(self.db()) as usize);
                    args.extend(type_args);
                    return Val::Type(Ty::Named { id, args });
                }
                // `User.GetUserId()` in a controller: `User` bound to a type of that name
                // may really be a property inherited from a base we cannot see (members
                // come first in simple-name lookup).
                // A package may declare a C# 14 static extension member on a framework type:
                // the index answers for stub types only when the project sees everything.
                let lacks = if cs_hir::project_scope(self.db(), self.project()).open {
                    self.sema.members_complete(&ty)
                } else {
                    self.sema.certainly_lacks_member(&ty, &name)
                };
                let known =
                    lacks && (kind_of(left) != "identifier" || self.enclosing_inherited_known());
                self.unbound(range, &name, known, "no such member of the type");
                if known {
                    self.no_definition(range, &ty, &name);
                }
                Val::Unknown
            }
            Val::Value { ty, .. } => {
                let receiver = ty.clone();
                let found = self.sema.lookup(&receiver, &name);
                if !found.is_empty() {
                    // Color Color: `Color.Red` where `Color` is both a property and its type.
                    if found.iter().all(|f| f.member.is_static())
                        && kind_of(left) == "identifier"
                        && let Some(t) = left.as_token()
                        && type_name_is(self, &ty, ident(t))
                    {
                        self.rebind_as_type(t.text_range(), &ty);
                    }
                    let mut v = self.member_val(
                        found,
                        Some(receiver.clone()),
                        false,
                        range,
                        type_args.clone(),
                        access,
                        &name,
                    );
                    if let Val::Methods(group) = &mut v {
                        let mut g = (**group).clone();
                        g.is_base = is_base;
                        *group = Rc::new(g);
                    }
                    return v;
                }
                if matches!(ty, Ty::Dynamic) {
                    self.count_name(true);
                    return Val::value(Ty::Dynamic);
                }
                // Not after `?.`: tree-sitter-c-sharp reads `a != b?.C` as `(a != b)?.C`, so
                // the receiver of a conditional access is not certain.
                if ty.is_fully_resolved()
                    && !is_base
                    && kind_of(left) != "member_binding_expression"
                    && self.certainly_no_member(&receiver, &name)
                {
                    self.unbound(range, &name, true, "no such member or extension method");
                    self.no_definition_or_extension(range, &receiver, &name);
                    return Val::Unknown;
                }
                // Maybe an extension method: decided by the invocation.
                if ty.is_fully_resolved() {
                    return Val::Methods(Rc::new(MethodGroup {
                        candidates: Vec::new(),
                        receiver: Some(receiver),
                        on_type: false,
                        name: name.into(),
                        name_range: range,
                        type_args,
                        is_base,
                    }));
                }
                self.unbound(range, &name, false, "the receiver's type is not known");
                Val::Unknown
            }
            _ => {
                self.unbound(range, &name, false, "the receiver is not known");
                Val::Unknown
            }
        }
    }

    /// Re-records a name first bound as a value as its type (Color Color).
    fn rebind_as_type(&mut self, range: TextRange, ty: &Ty) {
        if self.speculative > 0 {
            return;
        }
        let Some(id) = ty.type_id() else { return };
        for r in self.out.references.iter_mut().filter(|r| r.range == range) {
            r.symbol = BoundSymbol::Symbol(Symbol::Type(id));
            r.kind = RefKind::TypeUse;
        }
    }
}

/// Parents in which a simple name can only denote a value (a local, member or `using static`
/// member): never a type or namespace in code that compiles.
const VALUE_PARENTS: &[&str] = &[
    "arrow_expression_clause",
    "return_statement",
    "equals_value_clause",
    "variable_declarator",
    "argument",
    "assignment_expression",
    "conditional_expression",
    "prefix_unary_expression",
    "postfix_unary_expression",
    "interpolation",
    "expression_statement",
    "await_expression",
    "throw_expression",
    "throw_statement",
    "yield_statement",
    "if_statement",
    "while_statement",
    "initializer_expression",
];

/// True when the simple name at `token` stands where only a value can: see [`VALUE_PARENTS`];
/// also the callee of a call, a binary operand (not around `<`/`>`, which may be a misread
/// generic name) and an indexed receiver.
fn stands_as_value(token: &SyntaxToken) -> bool {
    let mut name = SyntaxElement::Token(token.clone());
    let mut parent = token.parent();
    while let Some(p) = parent.clone()
        && kind_name(p.kind()) == "identifier"
    {
        name = SyntaxElement::Node(p.clone());
        parent = p.parent();
    }
    let Some(parent) = parent else {
        return false;
    };
    let first_is_name = || {
        children(&parent)
            .next()
            .is_some_and(|c| c.text_range() == name.text_range())
    };
    match kind_name(parent.kind()) {
        "invocation_expression" | "element_access_expression" => first_is_name(),
        "binary_expression" => {
            !children(&parent).any(|c| matches!(kind_of(&c), "<" | ">" | "<<" | ">>" | ">>>"))
        }
        kind => VALUE_PARENTS.contains(&kind),
    }
}

/// The value of a simple integer literal as written (`42`, `0x1F`, `1_000`).
fn integer_value(text: &str) -> Option<i128> {
    let t = text.trim().replace('_', "").to_ascii_lowercase();
    let t = t.trim_end_matches(['u', 'l']);
    match t.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok(),
        None => t.parse().ok(),
    }
}

fn type_name_is(b: &Binder<'_>, ty: &Ty, name: &str) -> bool {
    ty.type_id()
        .is_some_and(|id| *id.data(b.db()).name == *name)
}

fn cs_hir_args(ty: &Ty) -> Vec<Ty> {
    match ty {
        Ty::Named { args, .. } => args.clone(),
        _ => Vec::new(),
    }
}
