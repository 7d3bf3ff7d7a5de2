//! Expressions: each kind's type and the references inside it. Target-typed forms (lambdas,
//! `new()`, `default`, `null`, collection expressions) take the type expected of them.

use cs_hir::{MemberKind, Symbol, Ty, TypeKind};
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

    /// The elements of `{ a, b }` in an array creation; returns the first element's type.
    fn array_initializer(&mut self, init: &SyntaxNode, element: Option<&Ty>) -> Option<Ty> {
        let mut first = None;
        for child in children(init) {
            if kind_of(&child) == "initializer_expression"
                && let Some(inner) = child.as_node()
            {
                let inner_element = element.map(|t| match t {
                    Ty::Array { element, .. } => (**element).clone(),
                    _ => t.clone(),
                });
                self.array_initializer(inner, inner_element.as_ref());
            } else if is_expression_like(&child) {
                let v = self.expr_expect(&child, element);
                if first.is_none() {
                    first = v.ty().cloned();
                }
            }
        }
        first
    }

    fn assignment(&mut self, node: &SyntaxNode) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let Some(left) = parts.first() else {
            return Val::Unknown;
        };
        let op = parts.get(1).map(kind_of).unwrap_or("=");
        let right = parts.get(2);
        if kind_of(left) == "tuple_expression" && op == "=" {
            // Deconstruction: `(a, b) = t` / `(var a, var b) = t`.
            let right_ty = right.map(|r| self.expr_ty(r)).unwrap_or(Ty::Missing);
            self.deconstruct_into(left, &right_ty);
            return Val::value(right_ty);
        }
        let access = if op == "=" {
            RefKind::Write
        } else {
            RefKind::ReadWrite
        };
        let left_val = self.expr(left, None, access);
        let left_ty = left_val.ty().cloned();
        if let Some(right) = right {
            match op {
                "+=" | "-="
                    if left_ty
                        .as_ref()
                        .is_some_and(|t| self.sema.kind(t) == Some(TypeKind::Delegate)) =>
                {
                    self.expr_expect(right, left_ty.as_ref());
                }
                "=" => {
                    let value = self.expr_expect(right, left_ty.as_ref());
                    if let Some(t) = &left_ty {
                        self.check_assignable(&value, t, right.text_range());
                    }
                }
                "??=" => {
                    self.expr_expect(right, left_ty.as_ref());
                }
                _ => {
                    self.expr_expect(right, None);
                }
            }
        }
        match left_ty {
            Some(t) => Val::value(t),
            None => Val::Unknown,
        }
    }

    fn unary(&mut self, node: &SyntaxNode) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let Some(operand) = parts.iter().find(|p| is_expression_like(p)) else {
            return Val::Unknown;
        };
        let op = parts
            .iter()
            .find(|p| !is_expression_like(p))
            .map(kind_of)
            .unwrap_or("");
        match op {
            "++" | "--" => self.expr(operand, None, RefKind::ReadWrite),
            "!" if node_kind(node) == "postfix_unary_expression" => {
                // The null-forgiving operator.
                self.expr(operand, None, RefKind::Read)
            }
            "!" => {
                self.expr_expect(operand, None);
                Val::value(self.sema.prim_ty(Prim::Bool))
            }
            "^" => {
                self.expr_expect(operand, None);
                Val::value(self.sema.system_ty("Index"))
            }
            "&" => {
                // Taking the address makes a local definitely assigned (it may be written).
                let ty = match self.expr(operand, None, RefKind::ReadWrite) {
                    Val::Value { ty, .. } => ty,
                    _ => Ty::Missing,
                };
                Val::value(Ty::Pointer(Box::new(ty)))
            }
            "*" => match self.expr_ty(operand) {
                Ty::Pointer(inner) => Val::value(*inner),
                _ => Val::Unknown,
            },
            _ => {
                let v = self.expr(operand, None, RefKind::Read);
                match v {
                    Val::Value { ty, constant } => {
                        let ty = match self.sema.prim(&ty) {
                            Some(
                                Prim::Byte | Prim::SByte | Prim::Short | Prim::UShort | Prim::Char,
                            ) => self.sema.prim_ty(Prim::Int),
                            Some(Prim::UInt) if op == "-" => self.sema.prim_ty(Prim::Long),
                            _ => ty,
                        };
                        let constant = if op == "-" {
                            constant.map(|c| -c)
                        } else {
                            constant
                        };
                        Val::Value { ty, constant }
                    }
                    other => other,
                }
            }
        }
    }

    fn conditional(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
        let parts: Vec<SyntaxElement> = children(node).filter(is_expression_like).collect();
        if let Some(c) = parts.first() {
            self.expr_expect(c, None);
        }
        let a = parts.get(1).map(|e| self.expr(e, expected, RefKind::Read));
        let b = parts.get(2).map(|e| self.expr(e, expected, RefKind::Read));
        let (a, b) = (a.unwrap_or(Val::Unknown), b.unwrap_or(Val::Unknown));
        let target = expected
            .cloned()
            .or_else(|| a.ty().cloned().filter(|t| t.is_fully_resolved()))
            .or_else(|| b.ty().cloned());
        let a = self.settle(a, target.as_ref());
        let b = self.settle(b, target.as_ref());
        match (a.ty(), b.ty()) {
            (Some(x), Some(y)) if x == y => Val::value(x.clone()),
            (Some(x), Some(y)) => {
                use crate::conversions::{Conv, Source};
                if self.sema.convert(&Source::Typed(y.clone()), x) != Conv::None {
                    Val::value(x.clone())
                } else if self.sema.convert(&Source::Typed(x.clone()), y) != Conv::None {
                    Val::value(y.clone())
                } else {
                    Val::Unknown
                }
            }
            (Some(x), None) | (None, Some(x)) => {
                Val::value(if matches!(a, Val::Null) || matches!(b, Val::Null) {
                    self.sema.make_nullable(x.clone())
                } else {
                    x.clone()
                })
            }
            _ => Val::Unknown,
        }
    }

    /// `a[i]`: arrays, `string`, pointers, indexers.
    fn element_access(&mut self, node: &SyntaxNode) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let receiver = parts
            .first()
            .map(|r| self.expr_ty(r))
            .unwrap_or(Ty::Missing);
        let args = child_node(node, "bracketed_argument_list");
        self.index_into(&receiver, args.as_ref())
    }

    pub(crate) fn index_into(&mut self, receiver: &Ty, args: Option<&SyntaxNode>) -> Val {
        // `s[1..3]`, `a[..^1]`: a slice of the same type.
        let is_range = args.is_some_and(|a| {
            a.children()
                .filter(|c| node_kind(c) == "argument")
                .any(|arg| children(&arg).any(|e| kind_of(&e) == "range_expression"))
        });
        match receiver {
            Ty::Array { element, .. } => {
                if let Some(a) = args {
                    self.bind_argument_values(a);
                }
                if is_range {
                    return Val::value(receiver.clone());
                }
                return Val::value((**element).clone());
            }
            Ty::Pointer(inner) => {
                if let Some(a) = args {
                    self.bind_argument_values(a);
                }
                return Val::value((**inner).clone());
            }
            _ => {}
        }
        if self.sema.prim(receiver) == Some(Prim::String) {
            if let Some(a) = args {
                self.bind_argument_values(a);
            }
            if is_range {
                return Val::value(receiver.clone());
            }
            return Val::value(self.sema.prim_ty(Prim::Char));
        }
        let indexers = self.sema.lookup(receiver, "this[]");
        if indexers.is_empty() {
            if let Some(a) = args {
                self.bind_argument_values(a);
            }
            return if matches!(receiver, Ty::Dynamic) {
                Val::value(Ty::Dynamic)
            } else {
                Val::Unknown
            };
        }
        match args {
            Some(a) => match self.call(indexers, a, None, &[]) {
                Some(chosen) => {
                    let sig = self.sema.sig(&chosen.found.member);
                    Val::value(sig.ty.substitute(chosen.found.owner_args()))
                }
                None => Val::Unknown,
            },
            None => Val::Unknown,
        }
    }

    /// `a?.b`, `a?[i]`, chains of them.
    fn conditional_access(&mut self, node: &SyntaxNode, access: RefKind) -> Val {
        let parts: Vec<SyntaxElement> = children(node).filter(|c| kind_of(c) != "?").collect();
        let Some(receiver) = parts.first() else {
            return Val::Unknown;
        };
        let ty = self.expr_ty(receiver);
        let ty = self.sema.nullable_underlying(&ty).unwrap_or(ty);
        self.conditional_receivers.push(ty);
        let result = match parts.get(1) {
            Some(rest) => self.expr(rest, None, access),
            None => Val::Unknown,
        };
        self.conditional_receivers.pop();
        match result {
            Val::Value { ty, .. } => Val::value(self.sema.make_nullable(ty)),
            other => other,
        }
    }

    /// `global::System` (or `alias::N`) in an expression: a namespace or a type.
    fn alias_qualified(&mut self, e: &SyntaxElement, node: &SyntaxNode) -> Val {
        let written = cs_hir::TypeRef::lower(e);
        // The name after `::` (the alias before it is a keyword or an alias, not a symbol).
        let Some(token) = node
            .children_with_tokens()
            .filter(|c| kind_of(c) == "identifier")
            .last()
            .and_then(|c| c.into_token())
        else {
            return Val::Unknown;
        };
        let range = token.text_range();
        match cs_hir::resolve_type_or_namespace(self.db(), &self.type_context(), &written) {
            cs_hir::Resolution::Type(ty) => {
                self.record_resolution(
                    &token,
                    &cs_hir::Resolution::Type(ty.clone()),
                    RefKind::TypeUse,
                );
                Val::Type(ty)
            }
            cs_hir::Resolution::Namespace(ns) => {
                self.count_name(true);
                self.record_symbol(range, Symbol::Namespace(ns.clone()), RefKind::TypeUse);
                Val::Namespace(ns)
            }
            cs_hir::Resolution::Unresolved { .. } => {
                self.unbound(range, &token.to_string(), false, "an alias-qualified name");
                Val::Unknown
            }
        }
    }

    /// `.b` or `[i]` inside a conditional access.
    fn binding_expression(&mut self, node: &SyntaxNode, access: RefKind) -> Val {
        let receiver = self
            .conditional_receivers
            .last()
            .cloned()
            .unwrap_or(Ty::Missing);
        if node_kind(node) == "element_binding_expression" {
            return self.index_into(&receiver, Some(node));
        }
        let Some(right) =
            children(node).find(|c| matches!(kind_of(c), "identifier" | "generic_name"))
        else {
            return Val::Unknown;
        };
        let Some(token) = name_token(&right) else {
            return Val::Unknown;
        };
        let type_args = self.type_arguments(&right);
        let dummy = SyntaxElement::Node(node.clone());
        self.member_of(
            &dummy,
            Val::value(receiver),
            &token,
            &right,
            type_args,
            access,
            false,
        )
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

    /// `out var x`, `out T x`, `var (a, b)` as expressions: declares the locals.
    pub(crate) fn declaration_expression(
        &mut self,
        node: &SyntaxNode,
        expected: Option<&Ty>,
    ) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let written = parts
            .first()
            .filter(|p| is_type_kind(kind_of(p)) && kind_of(p) != "identifier" || parts.len() > 1);
        let mut ty = match written {
            Some(t) if parts.len() > 1 => self.bind_type(t, RefKind::TypeUse),
            _ => Ty::Missing,
        };
        if matches!(ty, Ty::Missing)
            && let Some(e) = expected
        {
            ty = e.clone();
        }
        match parts.last() {
            Some(last) if kind_of(last) == "identifier" && parts.len() > 1 => {
                let Some(token) = super::ident_token(last) else {
                    return Val::Unknown;
                };
                self.declare_local(&token, ty.clone(), crate::model::LocalKind::Local);
                self.record_local_declaration(&token);
                Val::value(ty)
            }
            Some(last)
                if matches!(
                    kind_of(last),
                    "tuple_pattern" | "parenthesized_variable_designation"
                ) =>
            {
                self.deconstruct_designation(last, &ty);
                Val::value(ty)
            }
            _ => Val::Unknown,
        }
    }

    /// Method group to delegate: records the overload the delegate's parameters select.
    pub(crate) fn method_group_conversion(
        &mut self,
        group: &super::names::MethodGroup,
        expected: Option<&Ty>,
    ) {
        let delegate = expected.and_then(|t| self.sema.delegate_signature(t));
        // A generic method whose type parameters no parameter mentions cannot be converted
        // without type arguments.
        let convertible: Vec<&crate::sema::Found> = group
            .candidates
            .iter()
            .filter(|f| {
                let sig = self.sema.sig(&f.member);
                sig.type_params.is_empty()
                    || !group.type_args.is_empty()
                    || sig
                        .params
                        .iter()
                        .any(|p| crate::sema::has_method_params(&p.ty))
            })
            .collect();
        let chosen: Vec<&crate::sema::Found> = match &delegate {
            Some((params, _)) => {
                let matching: Vec<&crate::sema::Found> = convertible
                    .iter()
                    .copied()
                    .filter(|f| {
                        let sig = self.sema.sig(&f.member);
                        sig.params.len() == params.len()
                            && sig.params.iter().zip(params).all(|(p, d)| {
                                let pt = p.ty.substitute(f.owner_args());
                                pt == d.ty
                                    || crate::sema::has_method_params(&p.ty)
                                    || !pt.is_fully_resolved()
                                    || !d.ty.is_fully_resolved()
                                    || self.sema.convert_ty(&d.ty, &pt).exists()
                            })
                    })
                    .collect();
                matching
            }
            None => convertible,
        };
        if chosen.len() == 1 {
            let id = chosen[0].id();
            self.count_name(true);
            self.record_symbol(group.name_range, Symbol::Member(id), RefKind::Read);
        } else if group.candidates.is_empty() {
            // Maybe an extension method group: look it up by name.
            if group.receiver.is_some() {
                let ext = self.extension_candidates(&group.name);
                if ext.len() == 1 {
                    self.count_name(true);
                    self.record_symbol(
                        group.name_range,
                        Symbol::Member(ext[0].id()),
                        RefKind::Read,
                    );
                    return;
                }
            }
            self.count_name(false);
        } else {
            // A method group meeting a non-delegate type is mostly a misparse of a generic
            // call (`(object)M<T>(x)` read as comparisons): not judged.
            let known = expected
                .is_some_and(|t| self.sema.kind(t) == Some(cs_hir::TypeKind::Delegate))
                && group
                    .receiver
                    .as_ref()
                    .is_none_or(|r| self.sema.signatures_complete(r));
            self.unbound(
                group.name_range,
                &group.name,
                known,
                "no overload fits the delegate",
            );
        }
    }

    /// `new()` and `[...]` once their type is known.
    fn target_typed(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
        let ty = expected.cloned().unwrap_or(Ty::Missing);
        let ty = self.sema.nullable_underlying(&ty).unwrap_or(ty);
        if node_kind(node) == "collection_expression" {
            let element = self.sema.element_type(&ty);
            // `[a, ..b]`: elements (and spreads) sit inside element nodes, one or two deep.
            let mut values = Vec::new();
            for element in node.children() {
                for inner in children(&element) {
                    match inner.as_node() {
                        Some(n)
                            if matches!(node_kind(n), "expression_element" | "spread_element") =>
                        {
                            values.extend(children(n).filter(is_expression_like));
                        }
                        _ if is_expression_like(&inner) => values.push(inner),
                        _ => {}
                    }
                }
            }
            for value in values {
                if kind_of(&value) == "range_expression"
                    && let Some(r) = value.as_node()
                {
                    // A spread: `..items`.
                    for operand in children(r).filter(is_expression_like) {
                        self.expr_expect(&operand, None);
                    }
                    continue;
                }
                self.expr_expect(&value, element.as_ref());
            }
            return Val::value(ty);
        }
        if let Some(args) = child_node(node, "argument_list") {
            let token_range = children(node)
                .find(|c| kind_of(c) == "new")
                .map(|t| t.text_range());
            if matches!(ty, Ty::Named { .. }) {
                self.bind_constructor_call_at(&ty, &args, token_range, false);
            } else {
                self.bind_argument_values(&args);
            }
        }
        if let Some(init) = child_node(node, "initializer_expression") {
            self.object_initializer(&init, &ty);
        }
        Val::value(ty)
    }

    /// `new T(args) { ... }`.
    fn object_creation(&mut self, node: &SyntaxNode) -> Val {
        let ty_element = children(node).find(|c| is_type_kind(kind_of(c)));
        let ty = match &ty_element {
            Some(t) => self.bind_type(t, RefKind::ObjectCreation),
            None => Ty::Missing,
        };
        let name_range = ty_element
            .as_ref()
            .and_then(last_name_token)
            .map(|t| t.text_range());
        let args = child_node(node, "argument_list");
        if self.sema.kind(&ty) == Some(TypeKind::Delegate) {
            // `new Action(M)`.
            if let Some(a) = &args
                && let Some(arg) = a.children().find(|c| node_kind(c) == "argument")
                && let Some(value) = children(&arg).filter(is_expression_like).last()
            {
                self.expr_expect(&value, Some(&ty));
            }
        } else if let Some(a) = &args {
            self.bind_constructor_call_at(&ty, a, name_range, true);
        } else if let Ty::Named { .. } = ty {
            // `new T { ... }` calls the parameterless constructor.
            let ctors = self.sema.constructors(&ty);
            if let Some(c) = ctors.iter().find(|c| c.member.decl.params.is_empty())
                && let Some(r) = name_range
            {
                self.record_symbol(r, Symbol::Member(c.id()), RefKind::Invocation);
            }
        }
        if let Some(init) = child_node(node, "initializer_expression") {
            self.object_initializer(&init, &ty);
        }
        Val::value(ty)
    }

    /// Object and collection initializers.
    pub(crate) fn object_initializer(&mut self, init: &SyntaxNode, ty: &Ty) {
        let element = self.collection_element_type(ty);
        for child in children(init) {
            match kind_of(&child) {
                "assignment_expression" => {
                    let Some(a) = child.as_node() else { continue };
                    let parts: Vec<SyntaxElement> = children(a).collect();
                    let Some(left) = parts.first() else { continue };
                    let member_ty = if kind_of(left) == "identifier" {
                        let Some(token) = super::ident_token(left) else {
                            continue;
                        };
                        let name = super::ident(&token).to_string();
                        let found = self.sema.lookup(ty, &name);
                        match found.first() {
                            Some(f) => {
                                self.count_name(true);
                                self.record_symbol(
                                    token.text_range(),
                                    Symbol::Member(f.id()),
                                    RefKind::Write,
                                );
                                Some(self.member_value_ty(f))
                            }
                            None => {
                                let known = self.sema.certainly_lacks_member(ty, &name);
                                self.unbound(
                                    token.text_range(),
                                    &name,
                                    known,
                                    "no such member to initialize",
                                );
                                if known {
                                    self.no_definition(token.text_range(), ty, &name);
                                }
                                None
                            }
                        }
                    } else if kind_of(left) == "element_binding_expression" {
                        left.as_node()
                            .and_then(|n| self.index_into(ty, Some(n)).ty().cloned())
                    } else {
                        None
                    };
                    if let Some(value) = parts.get(2) {
                        if kind_of(value) == "initializer_expression"
                            && let Some(inner) = value.as_node()
                        {
                            let t = member_ty.unwrap_or(Ty::Missing);
                            self.object_initializer(inner, &t);
                        } else {
                            self.expr_expect(value, member_ty.as_ref());
                        }
                    }
                }
                "initializer_expression" => {
                    // `{ k, v }` for Add(k, v).
                    if let Some(inner) = child.as_node() {
                        for v in children(inner).filter(is_expression_like) {
                            self.expr_expect(&v, None);
                        }
                    }
                }
                _ if is_expression_like(&child) => {
                    self.expr_expect(&child, element.as_ref());
                }
                _ => {}
            }
        }
    }

    fn collection_element_type(&self, ty: &Ty) -> Option<Ty> {
        let add = self.sema.lookup(ty, "Add");
        let single: Vec<_> = add
            .iter()
            .filter(|f| f.member.decl.params.len() == 1)
            .collect();
        if single.len() == 1 {
            let sig = self.sema.sig(&single[0].member);
            return Some(sig.params[0].ty.substitute(single[0].owner_args()));
        }
        None
    }

    /// `with { X = 1 }`: member writes.
    fn member_initializers(&mut self, init: &SyntaxNode, ty: &Ty) {
        let parts: Vec<SyntaxElement> = children(init).collect();
        let mut i = 0;
        while i < parts.len() {
            let p = &parts[i];
            if kind_of(p) == "identifier" && parts.get(i + 1).is_some_and(|e| kind_of(e) == "=") {
                let Some(token) = super::ident_token(p) else {
                    continue;
                };
                let name = super::ident(&token).to_string();
                let found = self.sema.lookup(ty, &name);
                let member_ty = found.first().map(|f| {
                    self.count_name(true);
                    self.record_symbol(token.text_range(), Symbol::Member(f.id()), RefKind::Write);
                    self.member_value_ty(f)
                });
                if let Some(v) = parts.get(i + 2) {
                    self.expr_expect(v, member_ty.as_ref());
                }
                i += 3;
                continue;
            }
            if kind_of(p) == "assignment_expression"
                && let Some(n) = p.as_node()
            {
                self.member_initializers(n, ty);
            }
            i += 1;
        }
    }

    fn switch_expression(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let governing = parts
            .first()
            .map(|v| self.expr_ty(v))
            .unwrap_or(Ty::Missing);
        let mut result: Option<Ty> = None;
        for arm in node
            .children()
            .filter(|c| node_kind(c) == "switch_expression_arm")
        {
            self.push_scope();
            let arm_parts: Vec<SyntaxElement> = children(&arm).collect();
            let arrow = arm_parts.iter().position(|p| kind_of(p) == "=>");
            if let Some(pattern) = arm_parts.first() {
                self.pattern(pattern, &governing);
            }
            if let Some(when) = arm_parts.iter().find(|p| kind_of(p) == "when_clause")
                && let Some(w) = when.as_node()
                && let Some(c) = children(w).find(is_expression_like)
            {
                self.expr_expect(&c, None);
            }
            if let Some(value) = arrow.and_then(|a| arm_parts.get(a + 1)) {
                let v = self.expr_expect(value, expected.or(result.as_ref()));
                if result.is_none() {
                    result = v.ty().cloned();
                }
            }
            self.pop_scope();
        }
        match expected.cloned().or(result) {
            Some(t) => Val::value(t),
            None => Val::Unknown,
        }
    }

    fn binary(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
        let parts: Vec<SyntaxElement> = children(node).collect();
        let (Some(left), Some(op), Some(right)) = (parts.first(), parts.get(1), parts.get(2))
        else {
            return Val::Unknown;
        };
        let op = kind_of(op);
        // `a < b > c` is never valid C#: it is a generic call tree-sitter read as comparisons
        // (`M<(int a, int b)>(x)`). Bind it for references, judge nothing in it, type it unknown.
        if op == ">" && left.as_node().is_some_and(is_less_than) {
            self.misparse_depth += 1;
            self.expr(left, None, RefKind::Read);
            self.expr(right, None, RefKind::Read);
            self.misparse_depth -= 1;
            return Val::Unknown;
        }
        match op {
            "&&" | "||" => {
                self.expr_expect(left, None);
                self.expr_expect(right, None);
                return Val::value(self.sema.prim_ty(Prim::Bool));
            }
            "??" => {
                let l = self.expr(left, expected, RefKind::Read);
                let lt = l.ty().cloned();
                let lt = lt.map(|t| self.sema.nullable_underlying(&t).unwrap_or(t));
                let target = expected.cloned().or(lt.clone());
                let r = self.expr(right, target.as_ref(), RefKind::Read);
                let r = self.settle(r, target.as_ref());
                self.settle(l, target.as_ref());
                return match (lt, r) {
                    (Some(t), _) => Val::value(t),
                    (None, Val::Value { ty, .. }) => Val::value(ty),
                    _ => Val::Unknown,
                };
            }
            _ => {}
        }
        let l = self.expr(left, None, RefKind::Read);
        let r = self.expr(
            right,
            l.ty().filter(|t| self.sema.kind(t) == Some(TypeKind::Enum)),
            RefKind::Read,
        );
        let l = self.settle(l, r.ty());
        let r = self.settle(r, l.ty());
        if matches!(op, "==" | "!=" | "<" | ">" | "<=" | ">=") {
            self.user_operator(op, &l, &r);
            return Val::value(self.sema.prim_ty(Prim::Bool));
        }
        let (Some(lt), Some(rt)) = (l.ty().cloned(), r.ty().cloned()) else {
            if matches!(l, Val::Interpolated) || matches!(r, Val::Interpolated) {
                return Val::value(self.sema.prim_ty(Prim::String));
            }
            return Val::Unknown;
        };
        if let Some(t) = self.user_operator(op, &l, &r) {
            return Val::value(t);
        }
        // An `int` constant operand takes the other operand's integral type when it fits
        // (`u - 1` is `uint`): the predefined operator over that type is the better one.
        let fits = |c: &Val, other: Option<Prim>| {
            matches!(c, Val::Value { constant: Some(v), ty } if self.sema.prim(ty) == Some(Prim::Int)
            && match other {
                Some(Prim::UInt) => (0..=u32::MAX as i128).contains(v),
                Some(Prim::ULong) => *v >= 0,
                Some(Prim::Long) => true,
                _ => false,
            })
        };
        let (lt, rt) = if fits(&r, self.sema.prim(&lt)) {
            (lt.clone(), lt)
        } else if fits(&l, self.sema.prim(&rt)) {
            (rt.clone(), rt)
        } else {
            (lt, rt)
        };
        let (lp, rp) = (self.sema.prim(&lt), self.sema.prim(&rt));
        if op == "+" && (lp == Some(Prim::String) || rp == Some(Prim::String)) {
            return Val::value(self.sema.prim_ty(Prim::String));
        }
        if matches!(op, "<<" | ">>" | ">>>") {
            return Val::value(promote(self, &lt));
        }
        if let (Some(a), Some(b)) = (lp, rp)
            && (a.is_numeric() || a == Prim::Bool)
            && (b.is_numeric() || b == Prim::Bool)
        {
            if a == Prim::Bool && b == Prim::Bool {
                return Val::value(self.sema.prim_ty(Prim::Bool));
            }
            let constant = match (&l, &r) {
                (
                    Val::Value {
                        constant: Some(x), ..
                    },
                    Val::Value {
                        constant: Some(y), ..
                    },
                ) => match op {
                    "+" => Some(x + y),
                    "-" => Some(x - y),
                    "*" => Some(x * y),
                    _ => None,
                },
                _ => None,
            };
            return Val::Value {
                ty: self.sema.prim_ty(binary_numeric(a, b)),
                constant,
            };
        }
        // Enums: `E | E` is E, `E - E` the underlying type (approximated as E).
        if self.sema.kind(&lt) == Some(TypeKind::Enum) {
            return Val::value(lt);
        }
        if self.sema.kind(&rt) == Some(TypeKind::Enum) {
            return Val::value(rt);
        }
        // Nullable arithmetic.
        if let Some(inner) = self.sema.nullable_underlying(&lt) {
            return Val::value(self.sema.make_nullable(inner));
        }
        if matches!(lt, Ty::Dynamic) || matches!(rt, Ty::Dynamic) {
            return Val::value(Ty::Dynamic);
        }
        Val::Unknown
    }

    /// A user-defined operator of either operand's type; records it and returns its type.
    fn user_operator(&mut self, op: &str, l: &Val, r: &Val) -> Option<Ty> {
        let name = cs_hir::operator_metadata_name(op, 2, false);
        let mut found = Vec::new();
        for v in [l, r] {
            if let Some(t) = v.ty() {
                let t = self
                    .sema
                    .nullable_underlying(t)
                    .unwrap_or_else(|| t.clone());
                if self.sema.prim(&t).is_some() {
                    continue;
                }
                if let Ty::Named { id, args } = &t {
                    for m in self.sema.members_of(*id).iter() {
                        if m.decl.kind == MemberKind::Operator
                            && *m.decl.name == *name
                            && m.decl.params.len() == 2
                        {
                            found.push((m.clone(), t.clone(), args.clone()));
                        }
                    }
                }
            }
        }
        let (lt, rt) = (l.ty()?, r.ty()?);
        let applicable: Vec<_> = found
            .into_iter()
            .filter(|(m, _, args)| {
                let sig = self.sema.sig(m);
                let p0 = sig.params[0].ty.substitute(args);
                let p1 = sig.params[1].ty.substitute(args);
                self.sema.convert_ty(lt, &p0).exists() && self.sema.convert_ty(rt, &p1).exists()
            })
            .collect();
        let (m, _, args) = applicable.first()?;
        let sig = self.sema.sig(m);
        Some(sig.ty.substitute(args))
    }
}

fn promote(b: &Binder<'_>, ty: &Ty) -> Ty {
    match b.sema.prim(ty) {
        Some(Prim::Byte | Prim::SByte | Prim::Short | Prim::UShort | Prim::Char) => {
            b.sema.prim_ty(Prim::Int)
        }
        _ => ty.clone(),
    }
}

/// Binary numeric promotion.
fn binary_numeric(a: Prim, b: Prim) -> Prim {
    use Prim::*;
    if a == Decimal || b == Decimal {
        return Decimal;
    }
    if a == Double || b == Double {
        return Double;
    }
    if a == Float || b == Float {
        return Float;
    }
    if a == ULong || b == ULong {
        return ULong;
    }
    if a == Long || b == Long {
        return Long;
    }
    if (a == UInt && matches!(b, SByte | Short | Int))
        || (b == UInt && matches!(a, SByte | Short | Int))
    {
        return Long;
    }
    if a == UInt || b == UInt {
        return UInt;
    }
    Int
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

/// A `<` comparison (the left half of a misparsed generic call).
fn is_less_than(node: &SyntaxNode) -> bool {
    node_kind(node) == "binary_expression"
        && children(node).nth(1).is_some_and(|op| kind_of(&op) == "<")
}
