//! Identifiers and type expressions as compilable C#: keywords escaped with `@`, every named
//! type written from `global::`, and `None` for what C# cannot spell (so the member that
//! needs it is left out rather than rendered wrong).

use super::shape::{ConstraintShape, TypeParamShape, TypeSyntax};
use crate::model::{GenericParam, MdType, NamedType, Primitive, TypeScope};

/// C#'s reserved keywords, plus the contextual ones the grammar gives meaning to in
/// declarations (escaping those is always legal and never changes the name).
const KEYWORDS: &[&str] = &[
    "abstract",
    "add",
    "alias",
    "and",
    "args",
    "as",
    "ascending",
    "async",
    "await",
    "base",
    "bool",
    "break",
    "by",
    "byte",
    "case",
    "catch",
    "char",
    "checked",
    "class",
    "const",
    "continue",
    "decimal",
    "default",
    "delegate",
    "descending",
    "do",
    "double",
    "dynamic",
    "else",
    "enum",
    "equals",
    "event",
    "explicit",
    "extern",
    "false",
    "file",
    "finally",
    "fixed",
    "float",
    "for",
    "foreach",
    "from",
    "get",
    "global",
    "goto",
    "group",
    "if",
    "implicit",
    "in",
    "init",
    "int",
    "interface",
    "internal",
    "into",
    "is",
    "join",
    "let",
    "lock",
    "long",
    "managed",
    "nameof",
    "namespace",
    "new",
    "nint",
    "not",
    "notnull",
    "nuint",
    "null",
    "object",
    "on",
    "operator",
    "or",
    "orderby",
    "out",
    "override",
    "params",
    "partial",
    "private",
    "protected",
    "public",
    "readonly",
    "record",
    "ref",
    "remove",
    "required",
    "return",
    "sbyte",
    "scoped",
    "sealed",
    "select",
    "set",
    "short",
    "sizeof",
    "stackalloc",
    "static",
    "string",
    "struct",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "uint",
    "ulong",
    "unchecked",
    "unmanaged",
    "unsafe",
    "ushort",
    "using",
    "value",
    "var",
    "virtual",
    "void",
    "volatile",
    "when",
    "where",
    "while",
    "with",
    "yield",
];

/// True when `name` is a C# identifier (letters, digits and `_`, not starting with a digit).
/// Compiler-generated names (`<Item>k__BackingField`, `<>c`) and explicit implementations
/// (`System.IDisposable.Dispose`) are not.
pub(crate) fn is_identifier(name: &str) -> bool {
    // Almost every name is ASCII: check its bytes without decoding characters.
    if let [first, rest @ ..] = name.as_bytes()
        && name.is_ascii()
    {
        let word = |b: &u8| *b == b'_' || b.is_ascii_alphanumeric();
        return (*first == b'_' || first.is_ascii_alphabetic()) && rest.iter().all(word);
    }
    let mut chars = name.chars();
    match chars.next() {
        Some(first) if first == '_' || first.is_alphabetic() => {}
        _ => return false,
    }
    chars.all(|c| c == '_' || c.is_alphanumeric())
}

/// Appends `name` as an identifier, `@`-escaped when it is a keyword; false when it is not an
/// identifier at all.
pub(crate) fn push_identifier(out: &mut String, name: &str) -> bool {
    if !is_identifier(name) {
        return false;
    }
    if KEYWORDS.binary_search(&name).is_ok() {
        out.push('@');
    }
    out.push_str(name);
    true
}

/// Names for `!i` and `!!i`, and which type definitions of the assembly are rendered (a
/// reference to one that is not, such as a fixed buffer's hidden struct, cannot be written).
pub(crate) struct TypeContext<'a> {
    pub type_params: &'a [GenericParam],
    pub method_params: &'a [GenericParam],
    pub rendered: &'a [bool],
}

impl TypeContext<'_> {
    /// The type as C# writes it, or `None` when C# cannot (by-ref inside a type, function
    /// pointers, undecoded signatures, names that are not identifiers).
    pub(crate) fn text(&self, ty: &MdType) -> Option<String> {
        self.build(&mut Text, ty)
    }

    /// The type built by `T` (its text, or a caller's syntax tree); `None` as for [`text`].
    ///
    /// [`text`]: TypeContext::text
    pub(crate) fn build<S: TypeSyntax>(&self, s: &mut S, ty: &MdType) -> Option<S::Type> {
        match ty {
            MdType::Primitive(p) => Some(primitive(s, *p)),
            MdType::Named(named) => self.named(s, named),
            MdType::TypeParam(i) => type_param(s, self.type_params, *i),
            MdType::MethodParam(i) => type_param(s, self.method_params, *i),
            MdType::SzArray(_) | MdType::Array { .. } => self.array(s, ty),
            MdType::Pointer(element) => {
                let element = self.build(s, element)?;
                Some(s.pointer(element))
            }
            MdType::ByRef(_) | MdType::FnPtr(_) | MdType::Unknown => None,
        }
    }

    /// C# writes the outermost rank first: a one-dimensional array of `int[,]` in metadata
    /// (`SzArray(Array(int, 2))`) is `int[][,]`.
    fn array<S: TypeSyntax>(&self, s: &mut S, ty: &MdType) -> Option<S::Type> {
        let mut ranks = Vec::new();
        let mut element = ty;
        loop {
            match element {
                MdType::SzArray(inner) => {
                    ranks.push(1);
                    element = inner;
                }
                MdType::Array {
                    element: inner,
                    rank,
                } if *rank >= 1 && *rank <= 32 => {
                    ranks.push(*rank as u8);
                    element = inner;
                }
                MdType::Array { .. } => return None,
                _ => break,
            }
        }
        let element = self.build(s, element)?;
        Some(s.array(element, ranks))
    }

    /// `global::N.Outer<A>.Inner<B>`: the type arguments of every level are in `args`,
    /// outermost first, as metadata lists them.
    fn named<S: TypeSyntax>(&self, s: &mut S, named: &NamedType) -> Option<S::Type> {
        if let TypeScope::Definition(index) = named.scope
            && !self.rendered.get(index as usize).copied().unwrap_or(false)
        {
            return None;
        }
        let total: u32 = named.enclosing.iter().map(|p| p.arity).sum::<u32>() + named.arity;
        if named.args.len() != total as usize
            || !(named.namespace.is_empty() || named.namespace.split('.').all(is_identifier))
        {
            return None;
        }
        let mut args = named.args.iter();
        let levels = named
            .enclosing
            .iter()
            .map(|p| (p.name.as_str(), p.arity))
            .chain(std::iter::once((named.name.as_str(), named.arity)));
        let mut parts = Vec::with_capacity(named.enclosing.len() + 1);
        for (name, arity) in levels {
            if !is_identifier(name) {
                return None;
            }
            let args = (&mut args)
                .take(arity as usize)
                .map(|arg| self.build(s, arg))
                .collect::<Option<Vec<_>>>()?;
            parts.push((name, args));
        }
        Some(s.global(&named.namespace, parts))
    }
}

fn type_param<S: TypeSyntax>(s: &mut S, params: &[GenericParam], index: u32) -> Option<S::Type> {
    let param = params.get(index as usize)?;
    is_identifier(&param.name).then(|| s.type_param(&param.name))
}

/// The keyword of a built-in type; `IntPtr`, `UIntPtr` and `TypedReference` by their names
/// (`nint` means `IntPtr` only from C# 9 on).
fn primitive<S: TypeSyntax>(s: &mut S, primitive: Primitive) -> S::Type {
    match primitive {
        Primitive::IntPtr => s.global("System", vec![("IntPtr", Vec::new())]),
        Primitive::UIntPtr => s.global("System", vec![("UIntPtr", Vec::new())]),
        Primitive::TypedReference => s.global("System", vec![("TypedReference", Vec::new())]),
        other => s.keyword(other.csharp_keyword().unwrap_or("object")),
    }
}

/// Type expressions as C# text, keywords `@`-escaped.
#[derive(Debug, Clone, Copy, Default)]
pub struct Text;

impl TypeSyntax for Text {
    type Type = String;

    fn keyword(&mut self, keyword: &'static str) -> String {
        keyword.to_string()
    }

    fn global(&mut self, namespace: &str, parts: Vec<(&str, Vec<String>)>) -> String {
        let mut out = String::from("global::");
        if !namespace.is_empty() {
            for segment in namespace.split('.') {
                push_identifier(&mut out, segment);
                out.push('.');
            }
        }
        for (i, (name, args)) in parts.iter().enumerate() {
            if i > 0 {
                out.push('.');
            }
            push_identifier(&mut out, name);
            if !args.is_empty() {
                out.push('<');
                out.push_str(&args.join(", "));
                out.push('>');
            }
        }
        out
    }

    fn type_param(&mut self, name: &str) -> String {
        let mut out = String::new();
        push_identifier(&mut out, name);
        out
    }

    fn array(&mut self, mut element: String, ranks: Vec<u8>) -> String {
        for rank in ranks {
            element.push('[');
            for _ in 1..rank {
                element.push(',');
            }
            element.push(']');
        }
        element
    }

    fn pointer(&mut self, mut element: String) -> String {
        element.push('*');
        element
    }

    fn by_ref(&mut self, inner: String, readonly: bool) -> String {
        let prefix = if readonly { "ref readonly " } else { "ref " };
        format!("{prefix}{inner}")
    }
}

/// True when the type mentions a pointer (the member needs `unsafe`).
pub(crate) fn has_pointer(ty: &MdType) -> bool {
    match ty {
        MdType::Pointer(_) | MdType::FnPtr(_) => true,
        MdType::SzArray(element) | MdType::ByRef(element) => has_pointer(element),
        MdType::Array { element, .. } => has_pointer(element),
        MdType::Named(named) => named.args.iter().any(has_pointer),
        _ => false,
    }
}

/// Own generic parameters with their constraints; `None` when a name is not an identifier.
/// A constraint C# cannot write is dropped (the declaration stays usable).
pub(crate) fn type_params<'a, S: TypeSyntax>(
    s: &mut S,
    params: &'a [GenericParam],
    context: &TypeContext<'_>,
) -> Option<Vec<TypeParamShape<'a, S::Type>>> {
    params
        .iter()
        .map(|p| {
            is_identifier(&p.name).then(|| TypeParamShape {
                name: &p.name,
                variance: p.variance,
                constraints: constraints(s, p, context),
            })
        })
        .collect()
}

/// `class`, `global::System.IComparable<T>`, `new()` for one parameter, in C#'s order.
fn constraints<S: TypeSyntax>(
    s: &mut S,
    p: &GenericParam,
    context: &TypeContext<'_>,
) -> Vec<ConstraintShape<S::Type>> {
    let mut clauses = Vec::new();
    if p.unmanaged {
        clauses.push(ConstraintShape::Unmanaged);
    } else if p.value_type {
        clauses.push(ConstraintShape::Struct);
    } else if p.reference_type {
        clauses.push(ConstraintShape::Class);
    }
    for constraint in &p.constraints {
        // `struct` and `unmanaged` are a `ValueType` constraint in metadata; `object` is
        // no constraint in C#.
        let implied = matches!(
            constraint.full_name(),
            Some(("System", "ValueType")) if p.value_type || p.unmanaged
        ) || matches!(constraint.full_name(), Some(("System", "Object")));
        if implied {
            continue;
        }
        if let Some(ty) = context.build(s, constraint) {
            clauses.push(ConstraintShape::Type(ty));
        }
    }
    if p.default_constructor && !p.value_type && !p.unmanaged {
        clauses.push(ConstraintShape::New);
    }
    clauses
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_are_sorted_for_binary_search() {
        assert!(KEYWORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn identifiers_are_escaped_or_refused() {
        let mut out = String::new();
        assert!(push_identifier(&mut out, "object"));
        assert_eq!(out, "@object");
        assert!(!push_identifier(&mut out, "<Item>k__BackingField"));
        assert!(!push_identifier(&mut out, "System.IDisposable.Dispose"));
        assert!(!push_identifier(&mut out, "1st"));
        assert!(is_identifier("_value2"));
    }

    #[test]
    fn arrays_write_the_outermost_rank_first() {
        let context = TypeContext {
            type_params: &[],
            method_params: &[],
            rendered: &[],
        };
        let int = || MdType::Primitive(Primitive::Int32);
        let jagged_of_2d = MdType::SzArray(Box::new(MdType::Array {
            element: Box::new(int()),
            rank: 2,
        }));
        assert_eq!(context.text(&jagged_of_2d).as_deref(), Some("int[][,]"));
        let two_d_of_arrays = MdType::Array {
            element: Box::new(MdType::SzArray(Box::new(int()))),
            rank: 2,
        };
        assert_eq!(context.text(&two_d_of_arrays).as_deref(), Some("int[,][]"));
        assert_eq!(context.text(&MdType::Unknown), None);
    }
}
