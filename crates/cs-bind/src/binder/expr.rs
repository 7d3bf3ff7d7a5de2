//! Expressions: each kind's type and the references inside it. Target-typed forms (lambdas,
//! `new()`, `default`, `null`, collection expressions) take the type expected of them.

use cs_hir::Ty;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::names::Val;
use super::types::{is_type_kind, name_token};
use super::{
    Binder, MAX_DEPTH, STACK_GROWTH, STACK_RED_ZONE, child_node, children, kind_of, node_kind,
};
use crate::model::RefKind;
use crate::sema::Prim;

impl Binder<'_> {
    /// Binds an expression for its value, converted to `expected` where that decides
    /// something (lambdas, method groups, target-typed forms).
    pub(crate) fn expr_expect(&mut self, e: &SyntaxElement, expected: Option<&Ty>) -> Val {
        let v = self.expr(e, expected, RefKind::Read);
        let settled = self.settle(v, expected);
        if self.recording.is_some() {
            self.record_settled(e, &settled, expected);
        }
        settled
    }

    /// Recording mode: the settled type of an expression, and its implicit conversion to the
    /// type expected of it.
    fn record_settled(&mut self, e: &SyntaxElement, v: &Val, expected: Option<&Ty>) {
        if self.speculative > 0 {
            return;
        }
        let range = e.text_range();
        let Some(recording) = self.recording.as_mut() else {
            return;
        };
        if let Some(ty) = v.ty() {
            recording.types.entry(range).or_insert_with(|| ty.clone());
        }
        if let (Some(target), Some(from)) = (expected, recording.types.get(&range))
            && from != target
            && from.is_fully_resolved()
            && target.is_fully_resolved()
        {
            recording.conversions.insert(range, target.clone());
        }
    }

    /// The type of an expression's value (Missing when unknown).
    pub(crate) fn expr_ty(&mut self, e: &SyntaxElement) -> Ty {
        match self.expr_expect(e, None) {
            Val::Value { ty, .. } => ty,
            Val::Interpolated => self.sema.prim_ty(Prim::String),
            _ => Ty::Missing,
        }
    }

    /// Gives a deferred value its target type: binds lambdas and target-typed forms, picks a
    /// method group's overload for a delegate.
    pub(crate) fn settle(&mut self, v: Val, expected: Option<&Ty>) -> Val {
        match v {
            Val::Lambda(node) => {
                self.bind_lambda(&node, expected);
                match expected {
                    Some(t) => Val::value(t.clone()),
                    None => Val::Unknown,
                }
            }
            Val::TargetTyped(node) => self.target_typed(&node, expected),
            Val::Methods(group) => {
                self.method_group_conversion(&group, expected);
                match expected {
                    Some(t) => Val::value(t.clone()),
                    None => Val::Unknown,
                }
            }
            Val::Null | Val::DefaultLiteral => match expected {
                Some(t) => Val::value(t.clone()),
                None => v,
            },
            Val::Interpolated => Val::value(self.sema.prim_ty(Prim::String)),
            Val::Tuple(elements) => {
                let expected_args: Vec<Ty> = expected
                    .map(|t| crate::sema::ty_args(t).to_vec())
                    .unwrap_or_default();
                let mut types = Vec::new();
                for (i, e) in elements.into_iter().enumerate() {
                    let settled = self.settle(e, expected_args.get(i));
                    types.push(settled.ty().cloned().unwrap_or(Ty::Missing));
                }
                Val::value(self.sema.generic("System", "ValueTuple", types))
            }
            other => other,
        }
    }

    pub(crate) fn expr(
        &mut self,
        e: &SyntaxElement,
        expected: Option<&Ty>,
        access: RefKind,
    ) -> Val {
        self.depth += 1;
        // Long chains (`a + b + ...`, fluent calls) nest deeply: grow the stack as needed.
        let v = if self.depth > MAX_DEPTH {
            Val::Unknown
        } else {
            stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
                self.expr_inner(e, expected, access)
            })
        };
        self.depth -= 1;
        if self.speculative == 0
            && let Some(recording) = self.recording.as_mut()
            && let Val::Value { ty, constant } = &v
        {
            let range = e.text_range();
            recording.types.insert(range, ty.clone());
            if let Some(c) = constant {
                recording.constants.insert(range, *c);
            }
        }
        v
    }

    fn expr_inner(&mut self, e: &SyntaxElement, expected: Option<&Ty>, access: RefKind) -> Val {
        let kind = kind_of(e);
        let node = e.as_node().cloned();
        match (kind, node) {
            ("identifier", _) => match super::ident_token(e) {
                Some(t) => self.simple_name(&t, Vec::new(), Vec::new(), access),
                None => Val::Unknown,
            },
            ("alias_qualified_name", Some(n)) => self.alias_qualified(e, &n),
            ("generic_name", Some(n)) => {
                let written = cs_hir::TypeRef::lower(e);
                let written_args = match written {
                    cs_hir::TypeRef::Named { segments, .. } => segments
                        .into_iter()
                        .next()
                        .map(|s| s.args)
                        .unwrap_or_default(),
                    _ => Vec::new(),
                };
                let args = self.type_arguments(e);
                match name_token(&SyntaxElement::Node(n)) {
                    Some(t) => self.simple_name(&t, args, written_args, access),
                    None => Val::Unknown,
                }
            }
            ("this", _) => match self.cx.ty {
                Some(t) => Val::value(self.sema.self_type(t)),
                None => Val::Unknown,
            },
            ("base", _) => match self.cx.ty {
                Some(t) => {
                    let own = self.sema.self_type(t);
                    match self.sema.base_class(&own) {
                        Some(b) => Val::value(b),
                        None => Val::Unknown,
                    }
                }
                None => Val::Unknown,
            },
            ("predefined_type", _) => Val::Type(self.bind_type(e, RefKind::TypeUse)),
            ("integer_literal", _) => self.integer_literal(&e.to_string()),
            ("real_literal", _) => {
                let text = e.to_string().to_ascii_lowercase();
                let prim = if text.ends_with('f') {
                    Prim::Float
                } else if text.ends_with('m') {
                    Prim::Decimal
                } else {
                    Prim::Double
                };
                Val::value(self.sema.prim_ty(prim))
            }
            ("string_literal" | "verbatim_string_literal" | "raw_string_literal", _) => {
                Val::value(self.sema.prim_ty(Prim::String))
            }
            ("character_literal", _) => Val::value(self.sema.prim_ty(Prim::Char)),
            ("boolean_literal", _) => Val::value(self.sema.prim_ty(Prim::Bool)),
            ("null_literal", _) => Val::Null,
            ("interpolated_string_expression", Some(n)) => {
                for interpolation in n.children().filter(|c| node_kind(c) == "interpolation") {
                    for child in children(&interpolation) {
                        if is_expression_like(&child) {
                            self.expr_expect(&child, None);
                        }
                    }
                }
                Val::Interpolated
            }
            ("parenthesized_expression", Some(n)) => match children(&n).find(is_expression_like) {
                Some(inner) => self.expr(&inner, expected, access),
                None => Val::Unknown,
            },
            ("member_access_expression", Some(n)) => self.member_access(&n, access),
            ("invocation_expression", Some(n)) => self.invocation(&n, expected),
            ("object_creation_expression", Some(n)) => self.object_creation(&n),
            ("implicit_object_creation_expression" | "collection_expression", Some(n)) => {
                match expected {
                    Some(_) => self.target_typed(&n, expected),
                    None => Val::TargetTyped(n),
                }
            }
            ("assignment_expression", Some(n)) => self.assignment(&n),
            ("binary_expression", Some(n)) => self.binary(&n, expected),
            ("prefix_unary_expression" | "postfix_unary_expression", Some(n)) => self.unary(&n),
            ("conditional_expression", Some(n)) => self.conditional(&n, expected),
            ("cast_expression", Some(n)) => {
                let parts: Vec<SyntaxElement> = children(&n)
                    .filter(|c| !matches!(kind_of(c), "(" | ")"))
                    .collect();
                let ty = parts
                    .first()
                    .map(|t| self.bind_type(t, RefKind::TypeUse))
                    .unwrap_or(Ty::Missing);
                if let Some(value) = parts.get(1) {
                    self.expr_expect(value, Some(&ty));
                }
                Val::value(ty)
            }
            ("as_expression", Some(n)) => {
                let parts: Vec<SyntaxElement> =
                    children(&n).filter(|c| kind_of(c) != "as").collect();
                if let Some(value) = parts.first() {
                    self.expr_expect(value, None);
                }
                let ty = parts
                    .get(1)
                    .map(|t| self.bind_type(t, RefKind::TypeUse))
                    .unwrap_or(Ty::Missing);
                Val::value(self.sema.make_nullable(ty))
            }
            ("is_expression", Some(n)) => {
                let parts: Vec<SyntaxElement> =
                    children(&n).filter(|c| kind_of(c) != "is").collect();
                if let Some(value) = parts.first() {
                    self.expr_expect(value, None);
                }
                if let Some(t) = parts.get(1) {
                    self.bind_type(t, RefKind::TypeUse);
                }
                Val::value(self.sema.prim_ty(Prim::Bool))
            }
            ("is_pattern_expression", Some(n)) => {
                let parts: Vec<SyntaxElement> =
                    children(&n).filter(|c| kind_of(c) != "is").collect();
                let ty = parts
                    .first()
                    .map(|v| self.expr_ty(v))
                    .unwrap_or(Ty::Missing);
                if let Some(p) = parts.get(1) {
                    self.pattern(p, &ty);
                }
                Val::value(self.sema.prim_ty(Prim::Bool))
            }
            ("lambda_expression" | "anonymous_method_expression", Some(n)) => match expected {
                Some(t) => {
                    self.bind_lambda(&n, Some(t));
                    Val::value(t.clone())
                }
                None => Val::Lambda(n),
            },
            ("element_access_expression", Some(n)) => self.element_access(&n),
            ("conditional_access_expression", Some(n)) => self.conditional_access(&n, access),
            ("member_binding_expression" | "element_binding_expression", Some(n)) => {
                // Reached only through `conditional_access`, which sets the receiver.
                self.binding_expression(&n, access)
            }
            ("await_expression", Some(n)) => {
                let ty = children(&n)
                    .find(is_expression_like)
                    .map(|v| self.expr_ty(&v))
                    .unwrap_or(Ty::Missing);
                match self.sema.await_result(&ty) {
                    Some(t) => Val::value(t),
                    None => Val::Unknown,
                }
            }
            ("typeof_expression", Some(n)) => {
                if let Some(t) = children(&n).find(|c| is_type_kind(kind_of(c))) {
                    self.bind_type(&t, RefKind::TypeUse);
                }
                Val::value(self.sema.system_ty("Type"))
            }
            ("sizeof_expression", Some(n)) => {
                if let Some(t) = children(&n).find(|c| is_type_kind(kind_of(c))) {
                    self.bind_type(&t, RefKind::TypeUse);
                }
                Val::value(self.sema.prim_ty(Prim::Int))
            }
            ("default_expression", Some(n)) => {
                match children(&n).find(|c| is_type_kind(kind_of(c))) {
                    Some(t) => Val::value(self.bind_type(&t, RefKind::TypeUse)),
                    None => match expected {
                        Some(t) => Val::value(t.clone()),
                        None => Val::DefaultLiteral,
                    },
                }
            }
            ("checked_expression" | "ref_expression" | "makeref_expression", Some(n)) => {
                match children(&n).find(is_expression_like) {
                    Some(inner) => self.expr(&inner, expected, access),
                    None => Val::Unknown,
                }
            }
            ("throw_expression", Some(n)) => {
                if let Some(inner) = children(&n).find(is_expression_like) {
                    self.expr_expect(&inner, None);
                }
                Val::Throw
            }
            ("tuple_expression", Some(n)) => {
                let mut elements = Vec::new();
                for argument in n.children().filter(|c| node_kind(c) == "argument") {
                    let value = children(&argument).filter(is_expression_like).last();
                    elements.push(match value {
                        Some(v) if kind_of(&v) == "declaration_expression" => match v.as_node() {
                            Some(n) => self.declaration_expression(n, None),
                            None => Val::Unknown,
                        },
                        Some(v) => self.expr(&v, None, access),
                        None => Val::Unknown,
                    });
                }
                Val::Tuple(elements)
            }
            ("declaration_expression", Some(n)) => self.declaration_expression(&n, expected),
            ("switch_expression", Some(n)) => self.switch_expression(&n, expected),
            ("with_expression", Some(n)) => {
                let parts: Vec<SyntaxElement> = children(&n).collect();
                let ty = parts
                    .first()
                    .map(|v| self.expr_ty(v))
                    .unwrap_or(Ty::Missing);
                if let Some(init) = child_node(&n, "with_initializer") {
                    self.member_initializers(&init, &ty);
                }
                for init in n.children().filter(|c| node_kind(c) == "with_initializer") {
                    self.member_initializers(&init, &ty);
                }
                Val::value(ty)
            }
            ("stackalloc_expression", Some(n)) => {
                let mut element = Ty::Missing;
                for child in children(&n) {
                    if is_type_kind(kind_of(&child)) {
                        if let Ty::Array { element: e, .. } =
                            self.bind_type(&child, RefKind::TypeUse)
                        {
                            element = *e;
                        }
                        if let Some(t) = child.as_node() {
                            for rank in t
                                .descendants()
                                .filter(|d| node_kind(d) == "array_rank_specifier")
                            {
                                for size in children(&rank).filter(is_expression_like) {
                                    self.expr_expect(&size, None);
                                }
                            }
                        }
                    } else if kind_of(&child) == "initializer_expression"
                        && let Some(init) = child.as_node()
                    {
                        self.array_initializer(init, Some(&element));
                    }
                }
                Val::value(self.sema.generic("System", "Span", vec![element]))
            }
            ("array_creation_expression", Some(n)) => {
                let mut ty = Ty::Missing;
                for child in children(&n) {
                    if is_type_kind(kind_of(&child)) {
                        ty = self.bind_type(&child, RefKind::TypeUse);
                        // Sizes inside the rank specifiers.
                        if let Some(t) = child.as_node() {
                            for rank in t
                                .descendants()
                                .filter(|d| node_kind(d) == "array_rank_specifier")
                            {
                                for size in children(&rank).filter(is_expression_like) {
                                    self.expr_expect(&size, None);
                                }
                            }
                        }
                    } else if kind_of(&child) == "initializer_expression"
                        && let Some(init) = child.as_node()
                    {
                        let element = match &ty {
                            Ty::Array { element, .. } => Some((**element).clone()),
                            _ => None,
                        };
                        self.array_initializer(init, element.as_ref());
                    }
                }
                Val::value(ty)
            }
            ("implicit_array_creation_expression" | "implicit_stack_alloc_expression", Some(n)) => {
                let element = expected.and_then(|t| match t {
                    Ty::Array { element, .. } => Some((**element).clone()),
                    _ => None,
                });
                let mut first = None;
                if let Some(init) = child_node(&n, "initializer_expression") {
                    first = self.array_initializer(&init, element.as_ref());
                }
                match element.or(first) {
                    Some(e) => Val::value(Ty::Array {
                        element: Box::new(e),
                        rank: 1,
                    }),
                    None => Val::Unknown,
                }
            }
            ("anonymous_object_creation_expression", Some(n)) => {
                // Member names declare the anonymous type's properties; values bind.
                let parts: Vec<SyntaxElement> = children(&n).collect();
                let mut i = 0;
                while i < parts.len() {
                    let p = &parts[i];
                    if kind_of(p) == "identifier"
                        && parts.get(i + 1).is_some_and(|e| kind_of(e) == "=")
                    {
                        i += 2;
                        continue;
                    }
                    if is_expression_like(p) {
                        self.expr_expect(p, None);
                    }
                    i += 1;
                }
                Val::Unknown
            }
            ("query_expression", Some(n)) => self.query(&n),
            ("range_expression", Some(n)) => {
                for part in children(&n).filter(is_expression_like) {
                    self.expr_expect(&part, None);
                }
                Val::value(self.sema.system_ty("Range"))
            }
            ("initializer_expression", Some(n)) => {
                self.array_initializer(&n, None);
                Val::Unknown
            }
            (_, Some(n)) => {
                // Kinds not modelled: their parts still bind.
                for child in children(&n) {
                    if is_expression_like(&child) {
                        self.expr_expect(&child, None);
                    }
                }
                Val::Unknown
            }
            _ => Val::Unknown,
        }
    }

    fn integer_literal(&mut self, text: &str) -> Val {
        let lower = text.to_ascii_lowercase().replace('_', "");
        let digits = lower.trim_end_matches(['u', 'l']);
        let suffix = &lower[digits.len()..];
        let value = if let Some(hex) = digits.strip_prefix("0x") {
            i128::from_str_radix(hex, 16).ok()
        } else if let Some(bin) = digits.strip_prefix("0b") {
            i128::from_str_radix(bin, 2).ok()
        } else {
            digits.parse::<i128>().ok()
        };
        let v = value.unwrap_or(0);
        let prim = match suffix {
            "u" => {
                if v <= u32::MAX as i128 {
                    Prim::UInt
                } else {
                    Prim::ULong
                }
            }
            "l" => {
                if v <= i64::MAX as i128 {
                    Prim::Long
                } else {
                    Prim::ULong
                }
            }
            "ul" | "lu" => Prim::ULong,
            _ => {
                if v <= i32::MAX as i128 {
                    Prim::Int
                } else if v <= u32::MAX as i128 {
                    Prim::UInt
                } else if v <= i64::MAX as i128 {
                    Prim::Long
                } else {
                    Prim::ULong
                }
            }
        };
        Val::Value {
            ty: self.sema.prim_ty(prim),
            constant: Some(v),
        }
    }

    /// Binds each argument's value without a target (arguments of things we cannot resolve).
    pub(crate) fn bind_argument_values(&mut self, list: &SyntaxNode) {
        for argument in list.children().filter(|c| node_kind(c) == "argument") {
            let access = children(&argument)
                .find_map(|c| match kind_of(&c) {
                    "out" => Some(RefKind::Write),
                    "ref" => Some(RefKind::ReadWrite),
                    _ => None,
                })
                .unwrap_or(RefKind::Read);
            if let Some(value) = children(&argument).filter(is_expression_like).last() {
                if kind_of(&value) == "declaration_expression" {
                    if let Some(n) = value.as_node() {
                        self.declaration_expression(n, None);
                    }
                } else {
                    let v = self.expr(&value, None, access);
                    self.settle(v, None);
                }
            }
        }
    }
}

/// The last identifier of a written name (`C` in `A.B.C<T>`).
pub(crate) fn last_name_token(element: &SyntaxElement) -> Option<cs_syntax::SyntaxToken> {
    match element {
        SyntaxElement::Token(t) if kind_of(element) == "identifier" => Some(t.clone()),
        SyntaxElement::Node(n) => match node_kind(n) {
            "generic_name" => name_token(element),
            "qualified_name" | "alias_qualified_name" => {
                let last = children(n).last()?;
                last_name_token(&last)
            }
            _ => None,
        },
        _ => None,
    }
}

/// Is this element an expression (rather than punctuation, a keyword or a clause)?
pub(crate) fn is_expression_like(e: &SyntaxElement) -> bool {
    let k = kind_of(e);
    k.ends_with("_expression")
        || k.ends_with("_literal")
        || matches!(
            k,
            "identifier" | "generic_name" | "this" | "base" | "predefined_type" | "qualified_name"
        )
}
