//! Operators: unary and binary expressions, numeric promotion and user-defined operators.

use cs_hir::{MemberKind, Ty, TypeKind};
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::expr::is_expression_like;
use super::names::Val;
use super::{Binder, children, kind_of, node_kind};
use crate::model::RefKind;
use crate::sema::Prim;

impl Binder<'_> {
    pub(super) fn unary(&mut self, node: &SyntaxNode) -> Val {
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

    pub(super) fn binary(&mut self, node: &SyntaxNode, expected: Option<&Ty>) -> Val {
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
    pub(super) fn user_operator(&mut self, op: &str, l: &Val, r: &Val) -> Option<Ty> {
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

pub(super) fn promote(b: &Binder<'_>, ty: &Ty) -> Ty {
    match b.sema.prim(ty) {
        Some(Prim::Byte | Prim::SByte | Prim::Short | Prim::UShort | Prim::Char) => {
            b.sema.prim_ty(Prim::Int)
        }
        _ => ty.clone(),
    }
}

/// Binary numeric promotion.
pub(super) fn binary_numeric(a: Prim, b: Prim) -> Prim {
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

/// A `<` comparison (the left half of a misparsed generic call).
pub(super) fn is_less_than(node: &SyntaxNode) -> bool {
    node_kind(node) == "binary_expression"
        && children(node).nth(1).is_some_and(|op| kind_of(&op) == "<")
}
