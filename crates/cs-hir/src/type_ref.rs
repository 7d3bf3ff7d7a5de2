//! Types as written in declarations (`List<int>?`, `global::A.B`, `(int x, T)`, `int[,][]`),
//! lowered from syntax before any name is bound.

use std::fmt;

use cs_syntax::{SyntaxElement, SyntaxNode};

use crate::Name;
use crate::syntax::{
    K, element_of, element_text, elements, has_token, ident_text, is_type_node, tokens,
    type_element,
};

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

    /// Lowers a type element; anything unexpected becomes `Missing`.
    pub fn lower(element: &SyntaxElement) -> TypeRef {
        let k = &*K;
        let kind = element.kind();
        if kind == k.predefined_type {
            return TypeRef::Predefined(element_text(element).trim().into());
        }
        if kind == k.identifier {
            let text = ident_text(element);
            if text == "var" {
                return TypeRef::Implicit;
            }
            return TypeRef::Named {
                alias: None,
                segments: vec![NameSegment {
                    name: text.into(),
                    args: Vec::new(),
                }],
            };
        }
        if kind == k.implicit_type {
            return TypeRef::Implicit;
        }
        let SyntaxElement::Node(node) = element else {
            return TypeRef::Missing;
        };
        if kind == k.generic_name || kind == k.qualified_name || kind == k.alias_qualified_name {
            let mut alias = None;
            let mut segments = Vec::new();
            collect_name(element, &mut alias, &mut segments);
            TypeRef::Named { alias, segments }
        } else if kind == k.array_type {
            // tree-sitter nests `int[,][]` as ((int)[,])[]: collect the specifiers in source
            // order, which is C#'s outermost-first order.
            let mut ranks = Vec::new();
            let mut current = node.clone();
            loop {
                let mut inner = None;
                let mut here = Vec::new();
                for child in elements(&current) {
                    if child.kind() == k.array_rank_specifier {
                        if let SyntaxElement::Node(spec) = &child {
                            let commas = tokens(spec).filter(|t| t.kind() == k.comma).count();
                            here.push(commas as u8 + 1);
                        }
                    } else if is_type_node(child.kind()) && inner.is_none() {
                        inner = Some(child);
                    }
                }
                ranks.splice(0..0, here);
                match inner {
                    Some(SyntaxElement::Node(n)) if n.kind() == k.array_type => current = n,
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
            let readonly =
                has_token(node, k.kw_readonly) || node.text().to_string().contains("readonly");
            first_type(node).map_or(TypeRef::Missing, |t| TypeRef::Ref {
                inner: Box::new(t),
                readonly,
            })
        } else if kind == k.scoped_type {
            first_type(node).unwrap_or(TypeRef::Missing)
        } else if kind == k.tuple_type {
            let items = node
                .children()
                .filter(|c| c.kind() == k.tuple_element)
                .map(|e| {
                    let ty = first_type(&e).unwrap_or(TypeRef::Missing);
                    let names: Vec<_> = elements(&e).filter(|c| c.kind() == k.identifier).collect();
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
            TypeRef::Tuple(items)
        } else if kind == k.function_pointer_type {
            let mut parts = Vec::new();
            for child in elements(node) {
                if let SyntaxElement::Node(param) = &child
                    && child.kind() == k.function_pointer_parameter
                {
                    parts.push(first_type(param).unwrap_or(TypeRef::Missing));
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

/// The first child that is a type, lowered.
pub(crate) fn first_type(node: &SyntaxNode) -> Option<TypeRef> {
    type_element(node).map(|c| TypeRef::lower(&c))
}

fn collect_name(
    element: &SyntaxElement,
    alias: &mut Option<Name>,
    segments: &mut Vec<NameSegment>,
) {
    let k = &*K;
    let kind = element.kind();
    if kind == k.identifier {
        segments.push(NameSegment {
            name: ident_text(element).into(),
            args: Vec::new(),
        });
        return;
    }
    let SyntaxElement::Node(node) = element else {
        return;
    };
    if kind == k.generic_name {
        let name = element_of(node, k.identifier)
            .map(|i| ident_text(&i))
            .unwrap_or_default();
        let list = node.children().find(|c| c.kind() == k.type_argument_list);
        let args = list
            .as_ref()
            .map(|list| {
                elements(list)
                    .filter(|c| is_type_node(c.kind()))
                    .map(|c| TypeRef::lower(&c))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        // `List<>` in typeof: keep the arity with missing arguments.
        let arity = list
            .as_ref()
            .map(|list| tokens(list).filter(|t| t.kind() == k.comma).count() + 1)
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
        for child in elements(node).filter(|e| is_type_node(e.kind())) {
            collect_name(&child, alias, segments);
        }
    } else if kind == k.alias_qualified_name {
        let mut children = elements(node).filter(|e| is_type_node(e.kind()));
        if let Some(first) = children.next() {
            let text = ident_text(&first);
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
