//! Identifiers and type expressions as compilable C#: keywords escaped with `@`, every named
//! type written from `global::`, and `None` for what C# cannot spell (so the member that
//! needs it is left out rather than rendered wrong).

use std::fmt::Write;

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
        let mut out = String::new();
        self.write(&mut out, ty).then_some(out)
    }

    pub(crate) fn write(&self, out: &mut String, ty: &MdType) -> bool {
        match ty {
            MdType::Primitive(p) => {
                out.push_str(primitive_text(*p));
                true
            }
            MdType::Named(named) => self.write_named(out, named),
            MdType::TypeParam(i) => self
                .type_params
                .get(*i as usize)
                .is_some_and(|p| push_identifier(out, &p.name)),
            MdType::MethodParam(i) => self
                .method_params
                .get(*i as usize)
                .is_some_and(|p| push_identifier(out, &p.name)),
            MdType::SzArray(_) | MdType::Array { .. } => self.write_array(out, ty),
            MdType::Pointer(element) => {
                if !self.write(out, element) {
                    return false;
                }
                out.push('*');
                true
            }
            MdType::ByRef(_) | MdType::FnPtr(_) | MdType::Unknown => false,
        }
    }

    /// C# writes the outermost rank first: a one-dimensional array of `int[,]` in metadata
    /// (`SzArray(Array(int, 2))`) is `int[][,]`.
    fn write_array(&self, out: &mut String, ty: &MdType) -> bool {
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
                    ranks.push(*rank);
                    element = inner;
                }
                MdType::Array { .. } => return false,
                _ => break,
            }
        }
        if !self.write(out, element) {
            return false;
        }
        for rank in ranks {
            out.push('[');
            for _ in 1..rank {
                out.push(',');
            }
            out.push(']');
        }
        true
    }

    /// `global::N.Outer<A>.Inner<B>`: the type arguments of every level are in `args`,
    /// outermost first, as metadata lists them.
    fn write_named(&self, out: &mut String, named: &NamedType) -> bool {
        if let TypeScope::Definition(index) = named.scope
            && !self.rendered.get(index as usize).copied().unwrap_or(false)
        {
            return false;
        }
        let total: u32 = named.enclosing.iter().map(|p| p.arity).sum::<u32>() + named.arity;
        if named.args.len() != total as usize {
            return false;
        }
        out.push_str("global::");
        if !named.namespace.is_empty() {
            for segment in named.namespace.split('.') {
                if !push_identifier(out, segment) {
                    return false;
                }
                out.push('.');
            }
        }
        let mut args = named.args.iter();
        let parts = named
            .enclosing
            .iter()
            .map(|p| (p.name.as_str(), p.arity))
            .chain(std::iter::once((named.name.as_str(), named.arity)));
        for (i, (name, arity)) in parts.enumerate() {
            if i > 0 {
                out.push('.');
            }
            if !push_identifier(out, name) {
                return false;
            }
            if arity > 0 {
                out.push('<');
                for j in 0..arity {
                    if j > 0 {
                        out.push_str(", ");
                    }
                    match args.next() {
                        Some(arg) if self.write(out, arg) => {}
                        _ => return false,
                    }
                }
                out.push('>');
            }
        }
        true
    }
}

/// The keyword of a built-in type; `IntPtr`, `UIntPtr` and `TypedReference` by their names
/// (`nint` means `IntPtr` only from C# 9 on).
pub(crate) fn primitive_text(primitive: Primitive) -> &'static str {
    match primitive {
        Primitive::IntPtr => "global::System.IntPtr",
        Primitive::UIntPtr => "global::System.UIntPtr",
        Primitive::TypedReference => "global::System.TypedReference",
        other => other.csharp_keyword().unwrap_or("object"),
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

/// `<out T, in U>` (own parameters only); `None` when a name is not an identifier.
pub(crate) fn generic_parameter_list(params: &[GenericParam]) -> Option<String> {
    if params.is_empty() {
        return Some(String::new());
    }
    let mut out = String::from("<");
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        match p.variance {
            crate::model::Variance::Covariant => out.push_str("out "),
            crate::model::Variance::Contravariant => out.push_str("in "),
            crate::model::Variance::None => {}
        }
        if !push_identifier(&mut out, &p.name) {
            return None;
        }
    }
    out.push('>');
    Some(out)
}

/// ` where T : class, global::System.IComparable<T>, new()` for each constrained parameter.
/// A constraint C# cannot write is dropped (the declaration stays usable).
pub(crate) fn constraint_clauses(params: &[GenericParam], context: &TypeContext<'_>) -> String {
    let mut out = String::new();
    for p in params {
        let mut clauses: Vec<String> = Vec::new();
        if p.unmanaged {
            clauses.push("unmanaged".into());
        } else if p.value_type {
            clauses.push("struct".into());
        } else if p.reference_type {
            clauses.push("class".into());
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
            if let Some(text) = context.text(constraint) {
                clauses.push(text);
            }
        }
        if p.default_constructor && !p.value_type && !p.unmanaged {
            clauses.push("new()".into());
        }
        if !clauses.is_empty() {
            let mut name = String::new();
            push_identifier(&mut name, &p.name);
            let _ = write!(out, " where {name} : {}", clauses.join(", "));
        }
    }
    out
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
