//! The index's data model: namespaces, types, members and type expressions, with the text
//! form of type expressions the data file stores (`System.Int32`, `!T`, `?`, `A.B`1<!T>[]`).

/// The npm package a namespace entry comes from; the host loads a package's entries only for
/// projects that reference what it describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Package {
    /// `Microsoft.NETCore.App` (`@tsonic/dotnet`).
    Bcl,
    /// `Microsoft.AspNetCore.App` (`@tsonic/aspnetcore`).
    AspNetCore,
    /// `Microsoft.Extensions.*` (`@tsonic/microsoft-extensions`).
    Extensions,
    /// `Microsoft.EntityFrameworkCore*` (`@tsonic/efcore`).
    EfCore,
}

impl Package {
    pub const ALL: [Package; 4] = [
        Package::Bcl,
        Package::AspNetCore,
        Package::Extensions,
        Package::EfCore,
    ];

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<Package> {
        Package::ALL.get(code as usize).copied()
    }

    /// The assembly set it stands for, as navigation names it.
    pub fn assembly_name(self) -> &'static str {
        match self {
            Package::Bcl => "Microsoft.NETCore.App",
            Package::AspNetCore => "Microsoft.AspNetCore.App",
            Package::Extensions => "Microsoft.Extensions",
            Package::EfCore => "Microsoft.EntityFrameworkCore",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Namespace {
    pub package: Package,
    pub name: String,
    /// Top-level types, sorted by name then arity.
    pub types: Vec<Type>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Class,
    Struct,
    Interface,
    Enum,
    Delegate,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Type {
    pub kind: TypeKind,
    pub name: String,
    /// The type's own type parameters (a nested type's outer ones are its container's).
    pub type_params: Vec<String>,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_sealed: bool,
    pub is_protected: bool,
    /// A base type or interface could not be written exactly (left out): its inherited
    /// members are unknown.
    pub inexact_bases: bool,
    /// The base class itself could not be written (a subset of `inexact_bases`): with it
    /// unset, a class without `base` derives from `System.Object`, so the names its class
    /// chain declares are all known even when an interface was left out.
    pub inexact_base_class: bool,
    pub base: Option<TypeName>,
    pub interfaces: Vec<TypeName>,
    /// Delegates: `Invoke`'s return type and parameters.
    pub members: Vec<Member>,
    pub nested: Vec<Type>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MemberKind {
    Field,
    Constant,
    EnumMember,
    Property,
    Indexer,
    Event,
    Method,
    Constructor,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub kind: MemberKind,
    pub name: String,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_virtual: bool,
    pub is_override: bool,
    pub is_sealed: bool,
    pub is_protected: bool,
    pub is_extension: bool,
    pub is_readonly: bool,
    pub has_getter: bool,
    pub has_setter: bool,
    /// Generic arity of a method.
    pub arity: u32,
    pub params: Vec<Param>,
    /// Field, property, event or return type (`Void` for `void` methods).
    pub ty: TypeName,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ParamModifier {
    None,
    Ref,
    Out,
    In,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    pub modifier: ParamModifier,
    pub ty: TypeName,
}

/// A type expression. `Unknown` where the source data is not exact (erased generic
/// arguments, unqualified nested names, method type parameters).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeName {
    Unknown,
    Void,
    /// A type parameter of the containing type (or its containers), by name.
    Param(String),
    /// `namespace`, then each type of the nesting path with its arity; `args` for all
    /// segments, outermost first.
    Named {
        namespace: String,
        path: Vec<(String, u32)>,
        args: Vec<TypeName>,
    },
    Array(Box<TypeName>, u8),
    Pointer(Box<TypeName>),
}

impl TypeName {
    pub fn is_exact(&self) -> bool {
        match self {
            TypeName::Unknown => false,
            TypeName::Void | TypeName::Param(_) => true,
            TypeName::Named { args, .. } => args.iter().all(TypeName::is_exact),
            TypeName::Array(e, _) | TypeName::Pointer(e) => e.is_exact(),
        }
    }

    /// `System.Collections.Generic.Dictionary`2+Enumerator` (no arguments) as a named type.
    pub fn clr(full: &str, args: Vec<TypeName>) -> Option<TypeName> {
        let (first, rest) = match full.find('+') {
            Some(i) => (&full[..i], Some(&full[i + 1..])),
            None => (full, None),
        };
        let dot = first.rfind('.')?;
        let namespace = first[..dot].to_string();
        let mut path = vec![segment(&first[dot + 1..])?];
        if let Some(rest) = rest {
            for part in rest.split('+') {
                path.push(segment(part)?);
            }
        }
        let arity: u32 = path.iter().map(|(_, a)| a).sum();
        if arity as usize != args.len() {
            return None;
        }
        Some(TypeName::Named {
            namespace,
            path,
            args,
        })
    }

    /// The stored text form.
    pub fn write(&self, out: &mut String) {
        match self {
            TypeName::Unknown => out.push('?'),
            TypeName::Void => out.push_str("void"),
            TypeName::Param(name) => {
                out.push('!');
                out.push_str(name);
            }
            TypeName::Named {
                namespace,
                path,
                args,
            } => {
                out.push_str(namespace);
                for (i, (name, arity)) in path.iter().enumerate() {
                    out.push(if i == 0 { '.' } else { '+' });
                    out.push_str(name);
                    if *arity > 0 {
                        out.push('`');
                        out.push_str(&arity.to_string());
                    }
                }
                if !args.is_empty() {
                    out.push('<');
                    for (i, arg) in args.iter().enumerate() {
                        if i > 0 {
                            out.push(',');
                        }
                        arg.write(out);
                    }
                    out.push('>');
                }
            }
            TypeName::Array(element, rank) => {
                element.write(out);
                out.push('[');
                for _ in 1..*rank {
                    out.push(',');
                }
                out.push(']');
            }
            TypeName::Pointer(element) => {
                element.write(out);
                out.push('*');
            }
        }
    }

    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    /// Reads the stored text form; `None` when malformed.
    pub fn parse(text: &str) -> Option<TypeName> {
        let (ty, rest) = parse_prefix(text)?;
        rest.is_empty().then_some(ty)
    }
}

fn segment(part: &str) -> Option<(String, u32)> {
    let (name, arity) = match part.split_once('`') {
        Some((name, arity)) => (name, arity.parse().ok()?),
        None => (part, 0),
    };
    (!name.is_empty()).then(|| (name.to_string(), arity))
}

fn parse_prefix(text: &str) -> Option<(TypeName, &str)> {
    let (mut ty, mut rest) = if let Some(rest) = text.strip_prefix('?') {
        (TypeName::Unknown, rest)
    } else if let Some(rest) = text.strip_prefix('!') {
        let end = rest
            .find(['<', '>', ',', '[', ']', '*'])
            .unwrap_or(rest.len());
        (TypeName::Param(rest[..end].to_string()), &rest[end..])
    } else {
        let end = text
            .find(['<', '>', ',', '[', ']', '*'])
            .unwrap_or(text.len());
        let name = &text[..end];
        let mut rest = &text[end..];
        if name == "void" {
            (TypeName::Void, rest)
        } else {
            let mut args = Vec::new();
            if let Some(inner) = rest.strip_prefix('<') {
                rest = inner;
                loop {
                    let (arg, after) = parse_prefix(rest)?;
                    args.push(arg);
                    if let Some(after) = after.strip_prefix(',') {
                        rest = after;
                    } else {
                        rest = after.strip_prefix('>')?;
                        break;
                    }
                }
            }
            (TypeName::clr(name, args)?, rest)
        }
    };
    loop {
        if let Some(after) = rest.strip_prefix('*') {
            ty = TypeName::Pointer(Box::new(ty));
            rest = after;
        } else if let Some(after) = rest.strip_prefix('[') {
            let close = after.find(']')?;
            let commas = &after[..close];
            if commas.chars().any(|c| c != ',') {
                return None;
            }
            ty = TypeName::Array(Box::new(ty), commas.len() as u8 + 1);
            rest = &after[close + 1..];
        } else {
            return Some((ty, rest));
        }
    }
}
