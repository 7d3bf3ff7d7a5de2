//! Types as written in declarations (`List<int>?`, `global::A.B`, `(int x, T)`, `int[,][]`),
//! lowered from syntax before any name is bound.

use std::fmt;

use cs_syntax::SyntaxNode;

use crate::Name;
use crate::syntax::{K, child_of, has_token, ident_text, is_type_node, tokens};

/// One `Name<Args>` step of a written name.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NameSegment {
    pub name: Name,
    pub args: Vec<TypeRef>,
}

/// A type as written. `Named` keeps the segments of a (possibly qualified) name; `alias` is
/// the left side of `alias::` (`global` included).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeRef {
    Named {
        alias: Option<Name>,
        segments: Vec<NameSegment>,
    },
    /// `int`, `string`, `object`, `void`, ... (the keyword).
    Predefined(Name),
    /// Ranks outermost first, as C# reads them: `int[,][]` is a rank-2 array of `int[]`.
    Array {
        element: Box<TypeRef>,
        ranks: Vec<u8>,
    },
    Pointer(Box<TypeRef>),
    /// `T?`: a nullable value type, or an annotation on a reference type.
    Nullable(Box<TypeRef>),
    Tuple(Vec<(TypeRef, Option<Name>)>),
    /// `delegate*<A, B, R>`: parameter types then the return type.
    FunctionPointer(Vec<TypeRef>),
    /// `ref T` / `ref readonly T` (ref returns and ref fields).
    Ref {
        inner: Box<TypeRef>,
        readonly: bool,
    },
    /// `var`.
    Implicit,
    /// What could not be read (syntax errors).
    Missing,
}

impl TypeRef {
    pub fn simple(name: &str) -> TypeRef {
        TypeRef::Named {
            alias: None,
            segments: vec![NameSegment {
                name: name.into(),
                args: Vec::new(),
            }],
        }
    }

    /// Lowers a type node; anything unexpected becomes `Missing`.
    pub fn lower(node: &SyntaxNode) -> TypeRef {
        let k = &*K;
        let kind = node.kind();
        if kind == k.predefined_type {
            TypeRef::Predefined(node.text().to_string().trim().into())
        } else if kind == k.identifier {
            let text = ident_text(node);
            if text == "var" {
                return TypeRef::Implicit;
            }
            TypeRef::Named {
                alias: None,
                segments: vec![NameSegment {
                    name: text.into(),
                    args: Vec::new(),
                }],
            }
        } else if kind == k.implicit_type {
            TypeRef::Implicit
        } else if kind == k.generic_name
            || kind == k.qualified_name
            || kind == k.alias_qualified_name
        {
            let mut alias = None;
            let mut segments = Vec::new();
            collect_name(node, &mut alias, &mut segments);
            TypeRef::Named { alias, segments }
        } else if kind == k.array_type {
            // tree-sitter nests `int[,][]` as ((int)[,])[]: collect the specifiers in source
            // order, which is C#'s outermost-first order.
            let mut ranks = Vec::new();
            let mut current = node.clone();
            loop {
                let mut inner = None;
                let mut here = Vec::new();
                for child in current.children() {
                    if child.kind() == k.array_rank_specifier {
                        let commas = tokens(&child).filter(|t| t.kind() == k.comma).count();
                        here.push(commas as u8 + 1);
                    } else if is_type_node(child.kind()) && inner.is_none() {
                        inner = Some(child);
                    }
                }
                ranks.splice(0..0, here);
                match inner {
                    Some(n) if n.kind() == k.array_type => current = n,
                    Some(n) => {
                        return TypeRef::Array {
                            element: Box::new(TypeRef::lower(&n)),
                            ranks,
                        };
                    }
                    None => return TypeRef::Missing,
                }
            }
        } else if kind == k.nullable_type {
            first_type(node).map_or(TypeRef::Missing, |t| TypeRef::Nullable(Box::new(t)))
        } else if kind == k.pointer_type {
            first_type(node).map_or(TypeRef::Missing, |t| TypeRef::Pointer(Box::new(t)))
        } else if kind == k.ref_type {
            let readonly = node.text().to_string().contains("readonly");
            first_type(node).map_or(TypeRef::Missing, |t| TypeRef::Ref {
                inner: Box::new(t),
                readonly,
            })
        } else if kind == k.scoped_type {
            first_type(node).unwrap_or(TypeRef::Missing)
        } else if kind == k.tuple_type {
            let elements = node
                .children()
                .filter(|c| c.kind() == k.tuple_element)
                .map(|e| {
                    let ty = first_type(&e).unwrap_or(TypeRef::Missing);
                    let names: Vec<_> = e.children().filter(|c| c.kind() == k.identifier).collect();
                    // `(T name)`: when the type itself is an identifier the name is the second.
                    let name = match names.len() {
                        0 => None,
                        1 if !matches!(ty, TypeRef::Named { .. }) => Some(ident_text(&names[0])),
                        1 => None,
                        _ => Some(ident_text(&names[names.len() - 1])),
                    };
                    (ty, name.map(Name::from))
                })
                .collect();
            TypeRef::Tuple(elements)
        } else if kind == k.function_pointer_type {
            let mut parts = Vec::new();
            for child in node.children() {
                if child.kind() == k.function_pointer_parameter {
                    parts.push(first_type(&child).unwrap_or(TypeRef::Missing));
                } else if is_type_node(child.kind()) {
                    parts.push(TypeRef::lower(&child));
                }
            }
            TypeRef::FunctionPointer(parts)
        } else {
            TypeRef::Missing
        }
    }

    /// The last segment's name (`List` for `System.Collections.Generic.List<T>`).
    pub fn last_name(&self) -> Option<&str> {
        match self {
            TypeRef::Named { segments, .. } => segments.last().map(|s| &*s.name),
            _ => None,
        }
    }
}

/// The first child that is a type node, lowered.
pub(crate) fn first_type(node: &SyntaxNode) -> Option<TypeRef> {
    node.children()
        .find(|c| is_type_node(c.kind()))
        .map(|c| TypeRef::lower(&c))
}

fn collect_name(node: &SyntaxNode, alias: &mut Option<Name>, segments: &mut Vec<NameSegment>) {
    let k = &*K;
    let kind = node.kind();
    if kind == k.identifier {
        segments.push(NameSegment {
            name: ident_text(node).into(),
            args: Vec::new(),
        });
    } else if kind == k.generic_name {
        let name = child_of(node, k.identifier).map(|i| ident_text(&i)).unwrap_or_default();
        let args = child_of(node, k.type_argument_list)
            .map(|list| {
                list.children()
                    .filter(|c| is_type_node(c.kind()))
                    .map(|c| TypeRef::lower(&c))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        // `List<>` in typeof: keep the arity with missing arguments.
        let arity = child_of(node, k.type_argument_list)
            .map(|list| tokens(&list).filter(|t| t.kind() == k.comma).count() + 1)
            .unwrap_or(0);
        let mut args = args;
        while args.len() < arity {
            args.push(TypeRef::Missing);
        }
        segments.push(NameSegment {
            name: name.into(),
            args,
        });
    } else if kind == k.qualified_name {
        for child in node.children() {
            collect_name(&child, alias, segments);
        }
    } else if kind == k.alias_qualified_name {
        let mut children = node.children();
        if let Some(first) = children.next() {
            let text = if has_token(&first, k.kw_global) || first.text() == "global" {
                "global".to_string()
            } else {
                ident_text(&first)
            };
            *alias = Some(text.into());
        }
        for child in children {
            collect_name(&child, alias, segments);
        }
    }
}

impl fmt::Display for TypeRef {
    /// The type as C# would write it (normalised spacing).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeRef::Named { alias, segments } => {
                if let Some(alias) = alias {
                    write!(f, "{alias}::")?;
                }
                for (i, s) in segments.iter().enumerate() {
                    if i > 0 {
                        f.write_str(".")?;
                    }
                    f.write_str(&s.name)?;
                    if !s.args.is_empty() {
                        f.write_str("<")?;
                        for (j, a) in s.args.iter().enumerate() {
                            if j > 0 {
                                f.write_str(", ")?;
                            }
                            if *a != TypeRef::Missing {
                                write!(f, "{a}")?;
                            }
                        }
                        f.write_str(">")?;
                    }
                }
                Ok(())
            }
            TypeRef::Predefined(k) => f.write_str(k),
            TypeRef::Array { element, ranks } => {
                write!(f, "{element}")?;
                for r in ranks {
                    write!(f, "[{}]", ",".repeat(usize::from(*r).saturating_sub(1)))?;
                }
                Ok(())
            }
            TypeRef::Pointer(t) => write!(f, "{t}*"),
            TypeRef::Nullable(t) => write!(f, "{t}?"),
            TypeRef::Tuple(elements) => {
                f.write_str("(")?;
                for (i, (t, n)) in elements.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                    if let Some(n) = n {
                        write!(f, " {n}")?;
                    }
                }
                f.write_str(")")
            }
            TypeRef::FunctionPointer(parts) => {
                f.write_str("delegate*<")?;
                for (i, t) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(">")
            }
            TypeRef::Ref { inner, readonly } => {
                write!(f, "ref {}{inner}", if *readonly { "readonly " } else { "" })
            }
            TypeRef::Implicit => f.write_str("var"),
            TypeRef::Missing => f.write_str("?"),
        }
    }
}
