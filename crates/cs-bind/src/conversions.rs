//! Implicit conversions between types (identity, numeric, nullable, reference, boxing,
//! user-defined), and which of two conversion targets is better for overload resolution.

use cs_hir::{MemberKind, Ty, TypeKind, Variance};

use crate::sema::{Prim, Sema};

/// How an argument converts to a parameter type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Conv {
    None,
    /// One side is not fully known: the conversion may exist.
    Unknown,
    Implicit,
    Identity,
}

impl Conv {
    pub fn exists(self) -> bool {
        self != Conv::None
    }
}

/// What an expression is, for conversions that depend on more than its type.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    Typed(Ty),
    /// An integer constant (a literal or constant expression) with its value and type.
    IntConstant(Ty, i128),
    Null,
    /// `default` without a type.
    Default,
    /// A lambda or anonymous method with its parameter count (or `None` for `delegate { }`)
    /// and whether its parameters are explicitly typed.
    Lambda {
        params: Option<usize>,
    },
    /// A method group with the arities of its candidates' parameter lists.
    MethodGroup {
        arities: Vec<usize>,
    },
    /// A tuple literal of element sources.
    Tuple(Vec<Source>),
    /// An interpolated string.
    Interpolated,
    /// A collection expression `[...]`.
    Collection,
    /// Could not be bound (unresolved or erroneous): converts to anything, unknowingly.
    Unknown,
}

impl Source {
    pub fn ty(&self) -> Option<&Ty> {
        match self {
            Source::Typed(t) | Source::IntConstant(t, _) => Some(t),
            _ => None,
        }
    }
}

impl Sema<'_> {
    /// Is there an implicit conversion from `from` to `to`?
    pub fn convert(&self, from: &Source, to: &Ty) -> Conv {
        // A lambda's parameter count decides even against a partly inferred delegate type.
        if let Source::Lambda { params: Some(n) } = from
            && let Some((ps, _)) = self.delegate_signature(&self.expression_tree_inner(to))
            && ps.len() != *n
        {
            return Conv::None;
        }
        if !is_known(to) {
            return Conv::Unknown;
        }
        match from {
            Source::Unknown => Conv::Unknown,
            Source::Typed(t) => self.convert_ty(t, to),
            Source::IntConstant(t, value) => {
                let by_type = self.convert_ty(t, to);
                if by_type != Conv::None {
                    return by_type;
                }
                if *value == 0 && self.kind(to) == Some(TypeKind::Enum) {
                    return Conv::Implicit;
                }
                // Implicit constant conversions start from `int` (or `long` to `ulong`).
                let target = self.nullable_underlying(to).unwrap_or_else(|| to.clone());
                match (self.prim(t), self.prim(&target)) {
                    (Some(Prim::Int), Some(p)) if fits(p, *value) => Conv::Implicit,
                    (Some(Prim::Long), Some(Prim::ULong)) if *value >= 0 => Conv::Implicit,
                    _ => Conv::None,
                }
            }
            Source::Null => {
                if matches!(to, Ty::Pointer(_)) {
                    return Conv::Implicit;
                }
                if self.nullable_underlying(to).is_some() || !self.is_value_type(to) {
                    if matches!(to, Ty::TypeParam { .. }) {
                        // Only when constrained to classes; unknown otherwise.
                        return Conv::Unknown;
                    }
                    Conv::Implicit
                } else {
                    Conv::None
                }
            }
            Source::Default => Conv::Implicit,
            Source::Lambda { params } => {
                match self.delegate_signature(&self.expression_tree_inner(to)) {
                    Some((ps, _)) => match params {
                        Some(n) if *n != ps.len() => Conv::None,
                        _ => Conv::Implicit,
                    },
                    None => {
                        if self.is_type(to, "System", "Delegate")
                            || self.is_type(to, "System", "MulticastDelegate")
                            || self.prim(to) == Some(Prim::Object)
                        {
                            Conv::Implicit
                        } else {
                            Conv::None
                        }
                    }
                }
            }
            Source::MethodGroup { arities } => match self.delegate_signature(to) {
                Some((ps, _)) => {
                    if arities.contains(&ps.len()) {
                        Conv::Implicit
                    } else {
                        Conv::None
                    }
                }
                None => {
                    if self.is_type(to, "System", "Delegate") {
                        Conv::Implicit
                    } else {
                        Conv::None
                    }
                }
            },
            Source::Tuple(elements) => {
                let target = self.nullable_underlying(to).unwrap_or_else(|| to.clone());
                if self.is_type(&target, "System", "ValueTuple") {
                    let args = crate::sema::ty_args(&target);
                    if args.len() != elements.len() {
                        return Conv::None;
                    }
                    let mut worst = Conv::Identity;
                    for (e, a) in elements.iter().zip(args) {
                        let c = self.convert(e, a);
                        if c == Conv::None {
                            return Conv::None;
                        }
                        worst = worst.min(c);
                    }
                    worst.min(Conv::Implicit)
                } else if self.prim(to) == Some(Prim::Object) {
                    Conv::Implicit
                } else {
                    Conv::None
                }
            }
            Source::Interpolated => {
                if self.prim(to) == Some(Prim::String)
                    || self.prim(to) == Some(Prim::Object)
                    || self.is_type(to, "System", "FormattableString")
                    || self.is_type(to, "System", "IFormattable")
                {
                    Conv::Implicit
                } else {
                    // Interpolated string handlers.
                    Conv::Unknown
                }
            }
            Source::Collection => Conv::Unknown,
        }
    }

    /// `Expression<TDelegate>` → `TDelegate` (lambdas convert to both).
    fn expression_tree_inner(&self, ty: &Ty) -> Ty {
        if self.is_type(ty, "System.Linq.Expressions", "Expression")
            && let [inner] = crate::sema::ty_args(ty)
        {
            return inner.clone();
        }
        ty.clone()
    }

    pub fn convert_ty(&self, from: &Ty, to: &Ty) -> Conv {
        if from == to {
            return Conv::Identity;
        }
        if !is_known(from) || !is_known(to) {
            return Conv::Unknown;
        }
        if matches!(from, Ty::Dynamic) || matches!(to, Ty::Dynamic) {
            return Conv::Implicit;
        }
        // Any pointer converts to `void*`.
        if let (Ty::Pointer(_), Ty::Pointer(target)) = (from, to)
            && self.prim(target) == Some(Prim::Void)
        {
            return Conv::Implicit;
        }
        if let (Some(a), Some(b)) = (self.prim(from), self.prim(to))
            && numeric_implicit(a, b)
        {
            return Conv::Implicit;
        }
        // Nullable: T → T?, S? → T? when S → T.
        if let Some(target) = self.nullable_underlying(to) {
            let inner_from = self
                .nullable_underlying(from)
                .unwrap_or_else(|| from.clone());
            let c = self.convert_ty(&inner_from, &target);
            if c.exists() {
                return c.min(Conv::Implicit);
            }
        }
        if self.is_reference_convertible(from, to) {
            return Conv::Implicit;
        }
        if self.user_defined_implicit(from, to) {
            return Conv::Implicit;
        }
        Conv::None
    }

    /// Reference and boxing conversions: to a base class, an implemented interface (with
    /// variance), `object`, `System.ValueType`/`System.Enum`, array covariance.
    fn is_reference_convertible(&self, from: &Ty, to: &Ty) -> bool {
        if self.prim(to) == Some(Prim::Object) {
            return !matches!(from, Ty::Pointer(_) | Ty::Ref(_))
                && self.prim(from) != Some(Prim::Void);
        }
        if let (
            Ty::Array {
                element: a,
                rank: ra,
            },
            Ty::Array {
                element: b,
                rank: rb,
            },
        ) = (from, to)
        {
            return ra == rb && !self.is_value_type(a) && self.is_reference_convertible(a, b);
        }
        for base in self.base_chain(from) {
            if &base == to {
                return true;
            }
        }
        if matches!(self.kind(to), Some(TypeKind::Interface)) {
            for i in self.all_interfaces(from) {
                if &i == to || self.variant_convertible(&i, to) {
                    return true;
                }
            }
            if self.variant_convertible(from, to) {
                return true;
            }
        }
        if let Ty::TypeParam { .. } = from {
            let bounds = self.type_param_bounds.borrow();
            if let Ty::TypeParam { name, method, .. } = from
                && let Some(b) = bounds.get(&(name.clone(), *method))
                && b.contains(to)
            {
                return true;
            }
        }
        if self.kind(from) == Some(TypeKind::Delegate)
            && (self.is_type(to, "System", "Delegate")
                || self.is_type(to, "System", "MulticastDelegate"))
        {
            return true;
        }
        false
    }

    /// `IEnumerable<Derived>` → `IEnumerable<Base>` through `out`/`in` parameters.
    fn variant_convertible(&self, from: &Ty, to: &Ty) -> bool {
        let (Ty::Named { id: a, args: aa }, Ty::Named { id: b, args: ba }) = (from, to) else {
            return false;
        };
        if a != b || aa.len() != ba.len() || aa.is_empty() {
            return false;
        }
        let Some((file, decl)) = cs_hir::first_decl(self.db, *a) else {
            return false;
        };
        let params = &file.types[decl].type_params;
        aa.iter().zip(ba).enumerate().all(|(i, (x, y))| {
            if x == y {
                return true;
            }
            match params.get(i).map(|p| p.variance) {
                Some(Variance::Out) => {
                    !self.is_value_type(x) && self.is_reference_convertible(x, y)
                }
                Some(Variance::In) => !self.is_value_type(y) && self.is_reference_convertible(y, x),
                _ => false,
            }
        })
    }

    fn user_defined_implicit(&self, from: &Ty, to: &Ty) -> bool {
        let from_inner = self
            .nullable_underlying(from)
            .unwrap_or_else(|| from.clone());
        for owner in [&from_inner, to] {
            let Ty::Named { id, args } = owner else {
                continue;
            };
            for m in self.members_of(*id).iter() {
                if m.decl.kind != MemberKind::Conversion
                    || m.decl.operator_token.as_deref() != Some("implicit")
                {
                    continue;
                }
                let sig = self.sig(m);
                let target = sig.ty.substitute(args);
                let Some(source) = sig.params.first().map(|p| p.ty.substitute(args)) else {
                    continue;
                };
                let source_ok = &source == from
                    || source == from_inner
                    || self.is_reference_convertible(from, &source)
                    || matches!(
                        (self.prim(from), self.prim(&source)),
                        (Some(a), Some(b)) if numeric_implicit(a, b)
                    );
                let target_ok = &target == to
                    || self.is_reference_convertible(&target, to)
                    || matches!(
                        (self.prim(&target), self.prim(to)),
                        (Some(a), Some(b)) if numeric_implicit(a, b)
                    );
                if source_ok && target_ok {
                    return true;
                }
            }
        }
        false
    }

    /// C#'s better conversion target: is `a` better than `b` for an argument of `source`?
    pub fn better_target(&self, source: &Source, a: &Ty, b: &Ty) -> bool {
        if a == b {
            return false;
        }
        if let Some(t) = source.ty() {
            if t == a {
                return true;
            }
            if t == b {
                return false;
            }
        }
        // A lambda: the delegate whose return type is better.
        if let Source::Lambda { .. } = source
            && let (Some((_, ra)), Some((_, rb))) =
                (self.delegate_signature(a), self.delegate_signature(b))
        {
            if self.prim(&rb) == Some(Prim::Void) && self.prim(&ra) != Some(Prim::Void) {
                return true;
            }
            return self.better_target(&Source::Unknown, &ra, &rb);
        }
        let ab = self.convert_ty(a, b) == Conv::Implicit;
        let ba = self.convert_ty(b, a) == Conv::Implicit;
        if ab && !ba {
            return true;
        }
        if ba && !ab {
            return false;
        }
        // Signed integral types are better than unsigned ones.
        matches!(
            (self.prim(a), self.prim(b)),
            (
                Some(Prim::SByte),
                Some(Prim::Byte | Prim::UShort | Prim::UInt | Prim::ULong)
            ) | (
                Some(Prim::Short),
                Some(Prim::UShort | Prim::UInt | Prim::ULong)
            ) | (Some(Prim::Int), Some(Prim::UInt | Prim::ULong))
                | (Some(Prim::Long), Some(Prim::ULong))
        )
    }
}

/// Nothing in the type is unresolved (type parameters count as known).
pub fn is_known(ty: &Ty) -> bool {
    ty.is_fully_resolved()
}

/// C#'s implicit numeric conversions (§10.2.3).
pub fn numeric_implicit(from: Prim, to: Prim) -> bool {
    use Prim::*;
    matches!(
        (from, to),
        (SByte, Short | Int | Long | Float | Double | Decimal | NInt)
            | (
                Byte,
                Short
                    | UShort
                    | Int
                    | UInt
                    | Long
                    | ULong
                    | Float
                    | Double
                    | Decimal
                    | NInt
                    | NUInt
            )
            | (Short, Int | Long | Float | Double | Decimal | NInt)
            | (
                UShort,
                Int | UInt | Long | ULong | Float | Double | Decimal | NInt | NUInt
            )
            | (Int, Long | Float | Double | Decimal | NInt)
            | (UInt, Long | ULong | Float | Double | Decimal | NUInt)
            | (Long, Float | Double | Decimal)
            | (ULong, Float | Double | Decimal)
            | (
                Char,
                UShort | Int | UInt | Long | ULong | Float | Double | Decimal | NInt | NUInt
            )
            | (Float, Double)
            | (NInt, Long | Float | Double | Decimal)
            | (NUInt, ULong | Float | Double | Decimal)
    )
}

/// Does an integer constant fit in a type (implicit constant expression conversions)?
fn fits(to: Prim, value: i128) -> bool {
    use Prim::*;
    let (lo, hi): (i128, i128) = match to {
        SByte => (i8::MIN as i128, i8::MAX as i128),
        Byte => (0, u8::MAX as i128),
        Short => (i16::MIN as i128, i16::MAX as i128),
        UShort | Char => return to == UShort && (0..=u16::MAX as i128).contains(&value),
        Int => (i32::MIN as i128, i32::MAX as i128),
        UInt => (0, u32::MAX as i128),
        Long => (i64::MIN as i128, i64::MAX as i128),
        ULong => (0, u64::MAX as i128),
        NInt => (i32::MIN as i128, i32::MAX as i128),
        NUInt => (0, u32::MAX as i128),
        Float | Double | Decimal => return true,
        _ => return false,
    };
    (lo..=hi).contains(&value)
}
