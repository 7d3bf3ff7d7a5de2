//! The data file: a directory of (package, namespace) entries, then one deflate-compressed
//! blob per entry holding tab-separated lines (`T` a type, `M` a member of the type above), so
//! that one namespace decodes without touching the others.
//!
//! ```text
//! "CSWFX1\n" u32 count, then per entry: u8 package, u16 name length, name, u32 offset,
//! u32 compressed length; then the blobs.
//! T <depth> <kind C|S|I|E|D> <flags> <name> <type params a,b> <base> <interfaces a;b>
//! M <kind f|c|e|p|i|v|m|k> <flags> <name> <arity> <type> <params: [&><]type;…>
//! ```
//! Type flags: `s` static, `a` abstract, `z` sealed, `p` protected, `x` inexact bases,
//! `b` inexact base class.
//! Member flags: `s` static, `a` abstract, `v` virtual, `o` override, `z` sealed,
//! `p` protected, `x` extension, `r` readonly, `g` getter, `t` setter.

use std::fmt;

use crate::model::*;

const MAGIC: &[u8] = b"CSWFX1\n";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub package: Package,
    pub namespace: String,
    offset: u32,
    len: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError(pub String);

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "framework index: {}", self.0)
    }
}

fn error(what: &str) -> FormatError {
    FormatError(what.to_string())
}

/// Writes namespaces (already in their final order) as a data file; deterministic.
pub fn encode(namespaces: &[Namespace]) -> Vec<u8> {
    let blobs: Vec<Vec<u8>> = namespaces
        .iter()
        .map(|ns| {
            let mut text = String::new();
            for ty in &ns.types {
                write_type(&mut text, ty, 0);
            }
            miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 10)
        })
        .collect();
    let mut header = Vec::from(MAGIC);
    header.extend((namespaces.len() as u32).to_le_bytes());
    let directory_len: usize = namespaces.iter().map(|ns| 1 + 2 + ns.name.len() + 8).sum();
    let mut offset = (header.len() + directory_len) as u32;
    for (ns, blob) in namespaces.iter().zip(&blobs) {
        header.push(ns.package.code());
        header.extend((ns.name.len() as u16).to_le_bytes());
        header.extend(ns.name.as_bytes());
        header.extend(offset.to_le_bytes());
        header.extend((blob.len() as u32).to_le_bytes());
        offset += blob.len() as u32;
    }
    for blob in blobs {
        header.extend(blob);
    }
    header
}

fn write_type(out: &mut String, ty: &Type, depth: usize) {
    let kind = match ty.kind {
        TypeKind::Class => 'C',
        TypeKind::Struct => 'S',
        TypeKind::Interface => 'I',
        TypeKind::Enum => 'E',
        TypeKind::Delegate => 'D',
    };
    let mut flags = String::new();
    for (on, c) in [
        (ty.is_static, 's'),
        (ty.is_abstract, 'a'),
        (ty.is_sealed, 'z'),
        (ty.is_protected, 'p'),
        (ty.inexact_bases, 'x'),
        (ty.inexact_base_class, 'b'),
    ] {
        if on {
            flags.push(c);
        }
    }
    let base = ty.base.as_ref().map(TypeName::to_text).unwrap_or_default();
    let interfaces: Vec<String> = ty.interfaces.iter().map(TypeName::to_text).collect();
    out.push_str(&format!(
        "T\t{depth}\t{kind}\t{flags}\t{}\t{}\t{base}\t{}\n",
        ty.name,
        ty.type_params.join(","),
        interfaces.join(";")
    ));
    for m in &ty.members {
        write_member(out, m);
    }
    for nested in &ty.nested {
        write_type(out, nested, depth + 1);
    }
}

fn write_member(out: &mut String, m: &Member) {
    let kind = match m.kind {
        MemberKind::Field => 'f',
        MemberKind::Constant => 'c',
        MemberKind::EnumMember => 'e',
        MemberKind::Property => 'p',
        MemberKind::Indexer => 'i',
        MemberKind::Event => 'v',
        MemberKind::Method => 'm',
        MemberKind::Constructor => 'k',
    };
    let mut flags = String::new();
    for (on, c) in [
        (m.is_static, 's'),
        (m.is_abstract, 'a'),
        (m.is_virtual, 'v'),
        (m.is_override, 'o'),
        (m.is_sealed, 'z'),
        (m.is_protected, 'p'),
        (m.is_extension, 'x'),
        (m.is_readonly, 'r'),
        (m.has_getter, 'g'),
        (m.has_setter, 't'),
    ] {
        if on {
            flags.push(c);
        }
    }
    let params: Vec<String> = m
        .params
        .iter()
        .map(|p| {
            let prefix = match p.modifier {
                ParamModifier::None => "",
                ParamModifier::Ref => "&",
                ParamModifier::Out => ">",
                ParamModifier::In => "<",
            };
            format!("{prefix}{}", p.ty.to_text())
        })
        .collect();
    out.push_str(&format!(
        "M\t{kind}\t{flags}\t{}\t{}\t{}\t{}\n",
        m.name,
        m.arity,
        m.ty.to_text(),
        params.join(";")
    ));
}

fn u32_at(data: &[u8], at: usize) -> Result<u32, FormatError> {
    data.get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .ok_or_else(|| error("truncated directory"))
}

/// The directory of a data file.
pub fn read_directory(data: &[u8]) -> Result<Vec<Entry>, FormatError> {
    if !data.starts_with(MAGIC) {
        return Err(error("not an index file"));
    }
    let count = u32_at(data, MAGIC.len())? as usize;
    let mut at = MAGIC.len() + 4;
    let mut entries = Vec::with_capacity(count.min(4096));
    for _ in 0..count {
        let package = data
            .get(at)
            .and_then(|&c| Package::from_code(c))
            .ok_or_else(|| error("bad package"))?;
        let len = data
            .get(at + 1..at + 3)
            .map(|b| u16::from_le_bytes([b[0], b[1]]) as usize)
            .ok_or_else(|| error("truncated directory"))?;
        let name = data
            .get(at + 3..at + 3 + len)
            .and_then(|b| std::str::from_utf8(b).ok())
            .ok_or_else(|| error("bad namespace name"))?;
        at += 3 + len;
        let offset = u32_at(data, at)?;
        let blob_len = u32_at(data, at + 4)?;
        at += 8;
        if offset as usize + blob_len as usize > data.len() {
            return Err(error("blob out of range"));
        }
        entries.push(Entry {
            package,
            namespace: name.to_string(),
            offset,
            len: blob_len,
        });
    }
    Ok(entries)
}

/// Decompresses and reads one entry's namespace.
pub fn decode_namespace(data: &[u8], entry: &Entry) -> Result<Namespace, FormatError> {
    let blob = &data[entry.offset as usize..(entry.offset + entry.len) as usize];
    let raw = miniz_oxide::inflate::decompress_to_vec_with_limit(blob, 64 << 20)
        .map_err(|_| error("bad compressed blob"))?;
    let text = std::str::from_utf8(&raw).map_err(|_| error("blob is not UTF-8"))?;
    // The path of types being filled: stack[d] is the open type at depth d.
    let mut stack: Vec<Type> = Vec::new();
    let mut types = Vec::new();
    let close_to = |stack: &mut Vec<Type>, types: &mut Vec<Type>, depth: usize| {
        while stack.len() > depth {
            let done = stack.pop().expect("non-empty");
            match stack.last_mut() {
                Some(parent) => parent.nested.push(done),
                None => types.push(done),
            }
        }
    };
    for line in text.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        match fields.as_slice() {
            ["T", depth, kind, flags, name, params, base, interfaces] => {
                let depth: usize = depth.parse().map_err(|_| error("bad depth"))?;
                if depth > stack.len() {
                    return Err(error("nested type without container"));
                }
                close_to(&mut stack, &mut types, depth);
                let kind = match *kind {
                    "C" => TypeKind::Class,
                    "S" => TypeKind::Struct,
                    "I" => TypeKind::Interface,
                    "E" => TypeKind::Enum,
                    "D" => TypeKind::Delegate,
                    _ => return Err(error("bad type kind")),
                };
                let has = |c| flags.contains(c);
                stack.push(Type {
                    kind,
                    name: name.to_string(),
                    type_params: list(params, ','),
                    is_static: has('s'),
                    is_abstract: has('a'),
                    is_sealed: has('z'),
                    is_protected: has('p'),
                    inexact_bases: has('x'),
                    inexact_base_class: has('b'),
                    base: if base.is_empty() {
                        None
                    } else {
                        Some(TypeName::parse(base).ok_or_else(|| error("bad base"))?)
                    },
                    interfaces: list(interfaces, ';')
                        .iter()
                        .map(|t| TypeName::parse(t).ok_or_else(|| error("bad interface")))
                        .collect::<Result<_, _>>()?,
                    members: Vec::new(),
                    nested: Vec::new(),
                });
            }
            ["M", kind, flags, name, arity, ty, params] => {
                let owner = stack
                    .last_mut()
                    .ok_or_else(|| error("member outside type"))?;
                let kind = match *kind {
                    "f" => MemberKind::Field,
                    "c" => MemberKind::Constant,
                    "e" => MemberKind::EnumMember,
                    "p" => MemberKind::Property,
                    "i" => MemberKind::Indexer,
                    "v" => MemberKind::Event,
                    "m" => MemberKind::Method,
                    "k" => MemberKind::Constructor,
                    _ => return Err(error("bad member kind")),
                };
                let has = |c| flags.contains(c);
                let params = list(params, ';')
                    .iter()
                    .map(|p| {
                        let (modifier, rest) = match p.as_bytes().first() {
                            Some(b'&') => (ParamModifier::Ref, &p[1..]),
                            Some(b'>') => (ParamModifier::Out, &p[1..]),
                            Some(b'<') => (ParamModifier::In, &p[1..]),
                            _ => (ParamModifier::None, &p[..]),
                        };
                        TypeName::parse(rest)
                            .map(|ty| Param { modifier, ty })
                            .ok_or_else(|| error("bad parameter"))
                    })
                    .collect::<Result<_, _>>()?;
                owner.members.push(Member {
                    kind,
                    name: name.to_string(),
                    is_static: has('s'),
                    is_abstract: has('a'),
                    is_virtual: has('v'),
                    is_override: has('o'),
                    is_sealed: has('z'),
                    is_protected: has('p'),
                    is_extension: has('x'),
                    is_readonly: has('r'),
                    has_getter: has('g'),
                    has_setter: has('t'),
                    arity: arity.parse().map_err(|_| error("bad arity"))?,
                    params,
                    ty: TypeName::parse(ty).ok_or_else(|| error("bad member type"))?,
                });
            }
            [""] => {}
            _ => return Err(error("bad line")),
        }
    }
    close_to(&mut stack, &mut types, 0);
    Ok(Namespace {
        package: entry.package,
        name: entry.namespace.clone(),
        types,
    })
}

fn list(text: &str, separator: char) -> Vec<String> {
    if text.is_empty() {
        Vec::new()
    } else {
        text.split(separator).map(str::to_string).collect()
    }
}
