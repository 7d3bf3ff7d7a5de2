//! Signature blobs (ECMA-335 II.23.2) decoded into [`MdType`] trees: type, field, method and
//! property signatures, TypeSpecs, and `TypeDefOrRef` coded indexes.

use crate::bytes::Cursor;
use crate::error::{MetadataError, Result};
use crate::md::{Md, name_part};
use crate::model::{FnPtrSig, MdType, NamedType, Primitive, TypeScope};
use crate::tables::{Coded, TableId, col};

/// Nesting beyond this is malformed (or hostile) input, not a real signature.
const MAX_DEPTH: u32 = 48;

const ELEMENT_PTR: u8 = 0x0F;
const ELEMENT_BYREF: u8 = 0x10;
const ELEMENT_VALUETYPE: u8 = 0x11;
const ELEMENT_CLASS: u8 = 0x12;
const ELEMENT_VAR: u8 = 0x13;
const ELEMENT_ARRAY: u8 = 0x14;
const ELEMENT_GENERICINST: u8 = 0x15;
const ELEMENT_FNPTR: u8 = 0x1B;
const ELEMENT_SZARRAY: u8 = 0x1D;
const ELEMENT_MVAR: u8 = 0x1E;
const ELEMENT_CMOD_REQD: u8 = 0x1F;
const ELEMENT_CMOD_OPT: u8 = 0x20;
const ELEMENT_SENTINEL: u8 = 0x41;
const ELEMENT_PINNED: u8 = 0x45;

const CALLCONV_MASK: u8 = 0x0F;
const CALLCONV_VARARG: u8 = 0x05;
const CALLCONV_FIELD: u8 = 0x06;
const CALLCONV_PROPERTY: u8 = 0x08;
const CALLCONV_GENERIC: u8 = 0x10;
const CALLCONV_HASTHIS: u8 = 0x20;

/// The custom modifiers C# gives meaning to, seen in front of a parameter, return or field.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Modifiers {
    /// modreq(IsVolatile): `volatile` field.
    pub volatile: bool,
    /// modreq(InAttribute): `in` parameter / `ref readonly` return of a virtual member.
    pub in_attribute: bool,
    /// modreq(IsExternalInit): `init` accessor.
    pub external_init: bool,
}

/// A return, parameter, field or property type with its by-ref mark and modifiers.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SigType {
    pub ty: MdType,
    pub by_ref: bool,
    pub modifiers: Modifiers,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MethodSig {
    pub has_this: bool,
    pub vararg: bool,
    pub generic_params: u32,
    pub return_type: SigType,
    pub parameters: Vec<SigType>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PropertySig {
    pub has_this: bool,
    pub ty: SigType,
    pub parameters: Vec<SigType>,
}

pub(crate) struct Decoder<'a> {
    pub md: Md<'a>,
}

impl<'a> Decoder<'a> {
    pub(crate) fn new(md: Md<'a>) -> Self {
        Decoder { md }
    }

    pub(crate) fn method(&self, blob: &[u8]) -> Result<MethodSig> {
        let mut cursor = Cursor::new(blob);
        let convention = cursor.u8("method signature")?;
        let generic_params = if convention & CALLCONV_GENERIC != 0 {
            cursor.compressed_u32("generic parameter count")?
        } else {
            0
        };
        let count = cursor.compressed_u32("parameter count")?;
        let return_type = self.sig_type(&mut cursor)?;
        let mut parameters = Vec::with_capacity((count as usize).min(blob.len()));
        for _ in 0..count {
            if cursor.peek_u8() == Some(ELEMENT_SENTINEL) {
                // Call-site varargs (MemberRef only): the rest are the extra arguments.
                cursor.u8("sentinel")?;
            }
            parameters.push(self.sig_type(&mut cursor)?);
        }
        Ok(MethodSig {
            has_this: convention & CALLCONV_HASTHIS != 0,
            vararg: convention & CALLCONV_MASK == CALLCONV_VARARG,
            generic_params,
            return_type,
            parameters,
        })
    }

    pub(crate) fn field(&self, blob: &[u8]) -> Result<SigType> {
        let mut cursor = Cursor::new(blob);
        if cursor.u8("field signature")? & CALLCONV_MASK != CALLCONV_FIELD {
            return Err(MetadataError::malformed(
                "field signature",
                "not a FIELD signature",
            ));
        }
        self.sig_type(&mut cursor)
    }

    pub(crate) fn property(&self, blob: &[u8]) -> Result<PropertySig> {
        let mut cursor = Cursor::new(blob);
        let convention = cursor.u8("property signature")?;
        if convention & CALLCONV_MASK != CALLCONV_PROPERTY {
            return Err(MetadataError::malformed(
                "property signature",
                "not a PROPERTY signature",
            ));
        }
        let count = cursor.compressed_u32("parameter count")?;
        let ty = self.sig_type(&mut cursor)?;
        let mut parameters = Vec::with_capacity((count as usize).min(blob.len()));
        for _ in 0..count {
            parameters.push(self.sig_type(&mut cursor)?);
        }
        Ok(PropertySig {
            has_this: convention & CALLCONV_HASTHIS != 0,
            ty,
            parameters,
        })
    }

    /// A `TypeDefOrRef` coded index (base types, interfaces, constraints, event types).
    pub(crate) fn type_def_or_ref(&self, coded: u32) -> Result<MdType> {
        self.type_def_or_ref_at(coded, 0, false)
    }

    /// The type a TypeSpec row stands for.
    pub(crate) fn type_spec(&self, row: u32, depth: u32) -> Result<MdType> {
        let blob = self
            .md
            .blob(TableId::TypeSpec, row, col::TYPE_SPEC_SIGNATURE);
        self.ty(&mut Cursor::new(blob), depth + 1)
    }

    fn type_def_or_ref_at(&self, coded: u32, depth: u32, value_type: bool) -> Result<MdType> {
        match Coded::TypeDefOrRef.decode(coded) {
            Some((TableId::TypeDef, row)) => Ok(self.type_def(row, value_type)),
            Some((TableId::TypeRef, row)) => self.type_ref(row, depth, value_type),
            Some((TableId::TypeSpec, row)) => self.type_spec(row, depth),
            _ => Err(MetadataError::malformed(
                "TypeDefOrRef",
                format!("bad coded index {coded:#x}"),
            )),
        }
    }

    fn type_def(&self, row: u32, value_type: bool) -> MdType {
        let (namespace, mut parts) = self.md.type_def_name(row);
        let last = parts.pop().unwrap_or_else(|| name_part(""));
        MdType::Named(Box::new(NamedType {
            scope: TypeScope::Definition(row - 1),
            namespace,
            name: last.name,
            arity: last.arity,
            enclosing: parts,
            args: Vec::new(),
            is_value_type: value_type,
        }))
    }

    fn type_ref(&self, row: u32, depth: u32, value_type: bool) -> Result<MdType> {
        Ok(MdType::Named(Box::new(
            self.type_ref_named(row, depth, value_type)?,
        )))
    }

    pub(crate) fn type_ref_named(
        &self,
        row: u32,
        depth: u32,
        value_type: bool,
    ) -> Result<NamedType> {
        if depth > MAX_DEPTH || row == 0 || row > self.md.rows(TableId::TypeRef) {
            return Err(MetadataError::malformed("TypeRef", format!("row {row}")));
        }
        let md = self.md;
        let part = name_part(&md.string(TableId::TypeRef, row, col::TYPEREF_NAME));
        let scope = md.cell(TableId::TypeRef, row, col::TYPEREF_SCOPE);
        let (scope, namespace, enclosing) = match Coded::ResolutionScope.decode(scope) {
            Some((TableId::TypeRef, parent)) => {
                let parent = self.type_ref_named(parent, depth + 1, false)?;
                let mut enclosing = parent.enclosing;
                enclosing.push(crate::model::NamePart {
                    name: parent.name,
                    arity: parent.arity,
                });
                (parent.scope, parent.namespace, enclosing)
            }
            other => {
                let scope = match other {
                    Some((TableId::AssemblyRef, r)) if r > 0 => TypeScope::Assembly(r - 1),
                    Some((TableId::ModuleRef, r)) => TypeScope::Module(
                        md.string(TableId::ModuleRef, r, col::MODULE_REF_NAME)
                            .into_owned(),
                    ),
                    _ => TypeScope::Unknown,
                };
                let namespace = md
                    .string(TableId::TypeRef, row, col::TYPEREF_NAMESPACE)
                    .into_owned();
                (scope, namespace, Vec::new())
            }
        };
        Ok(NamedType {
            scope,
            namespace,
            name: part.name,
            arity: part.arity,
            enclosing,
            args: Vec::new(),
            is_value_type: value_type,
        })
    }

    /// Custom modifiers, an optional BYREF, then a type.
    fn sig_type(&self, cursor: &mut Cursor<'_>) -> Result<SigType> {
        let modifiers = self.modifiers(cursor)?;
        let by_ref = cursor.peek_u8() == Some(ELEMENT_BYREF);
        if by_ref {
            cursor.u8("byref")?;
        }
        // Modifiers may also follow BYREF (`ref readonly` returns put InAttribute there).
        let inner = self.modifiers(cursor)?;
        let ty = self.ty(cursor, 0)?;
        Ok(SigType {
            ty,
            by_ref,
            modifiers: Modifiers {
                volatile: modifiers.volatile || inner.volatile,
                in_attribute: modifiers.in_attribute || inner.in_attribute,
                external_init: modifiers.external_init || inner.external_init,
            },
        })
    }

    fn modifiers(&self, cursor: &mut Cursor<'_>) -> Result<Modifiers> {
        let mut modifiers = Modifiers::default();
        while let Some(element @ (ELEMENT_CMOD_REQD | ELEMENT_CMOD_OPT)) = cursor.peek_u8() {
            cursor.u8("custom modifier")?;
            let (table, row) = self.encoded_type(cursor)?;
            if element == ELEMENT_CMOD_REQD {
                let md = self.md;
                modifiers.volatile |=
                    md.is_named(table, row, "System.Runtime.CompilerServices", "IsVolatile");
                modifiers.in_attribute |=
                    md.is_named(table, row, "System.Runtime.InteropServices", "InAttribute");
                modifiers.external_init |= md.is_named(
                    table,
                    row,
                    "System.Runtime.CompilerServices",
                    "IsExternalInit",
                );
            }
        }
        Ok(modifiers)
    }

    /// A `TypeDefOrRefOrSpecEncoded` (II.23.2.8) as (table, row).
    fn encoded_type(&self, cursor: &mut Cursor<'_>) -> Result<(TableId, u32)> {
        let value = cursor.compressed_u32("TypeDefOrRefOrSpecEncoded")?;
        Coded::TypeDefOrRef.decode(value).ok_or_else(|| {
            MetadataError::malformed("TypeDefOrRefOrSpecEncoded", format!("{value:#x}"))
        })
    }

    fn named_from_encoded(
        &self,
        cursor: &mut Cursor<'_>,
        depth: u32,
        value_type: bool,
    ) -> Result<MdType> {
        let (table, row) = self.encoded_type(cursor)?;
        let coded = Coded::TypeDefOrRef.encode(table, row).unwrap_or(0);
        self.type_def_or_ref_at(coded, depth + 1, value_type)
    }

    /// One `Type` (II.23.2.12).
    pub(crate) fn ty(&self, cursor: &mut Cursor<'_>, depth: u32) -> Result<MdType> {
        if depth > MAX_DEPTH {
            return Err(MetadataError::malformed("signature", "nested too deeply"));
        }
        let element = cursor.u8("element type")?;
        if let Some(primitive) = primitive(element) {
            return Ok(MdType::Primitive(primitive));
        }
        Ok(match element {
            ELEMENT_PTR => {
                let _ = self.modifiers(cursor)?;
                MdType::Pointer(Box::new(self.ty(cursor, depth + 1)?))
            }
            ELEMENT_BYREF => MdType::ByRef(Box::new(self.ty(cursor, depth + 1)?)),
            ELEMENT_VALUETYPE => self.named_from_encoded(cursor, depth, true)?,
            ELEMENT_CLASS => self.named_from_encoded(cursor, depth, false)?,
            ELEMENT_VAR => MdType::TypeParam(cursor.compressed_u32("VAR")?),
            ELEMENT_MVAR => MdType::MethodParam(cursor.compressed_u32("MVAR")?),
            ELEMENT_SZARRAY => {
                let _ = self.modifiers(cursor)?;
                MdType::SzArray(Box::new(self.ty(cursor, depth + 1)?))
            }
            ELEMENT_ARRAY => {
                let element = self.ty(cursor, depth + 1)?;
                let rank = cursor.compressed_u32("array rank")?;
                let sizes = cursor.compressed_u32("array sizes")?;
                for _ in 0..sizes {
                    cursor.compressed_u32("array size")?;
                }
                let bounds = cursor.compressed_u32("array bounds")?;
                for _ in 0..bounds {
                    cursor.compressed_u32("array bound")?;
                }
                MdType::Array {
                    element: Box::new(element),
                    rank,
                }
            }
            ELEMENT_GENERICINST => {
                let kind = cursor.u8("generic instantiation")?;
                let generic = self.named_from_encoded(cursor, depth, kind == ELEMENT_VALUETYPE)?;
                let count = cursor.compressed_u32("generic argument count")?;
                let mut args = Vec::with_capacity((count as usize).min(64));
                for _ in 0..count {
                    args.push(self.ty(cursor, depth + 1)?);
                }
                match generic {
                    MdType::Named(mut named) => {
                        named.args = args;
                        MdType::Named(named)
                    }
                    _ => {
                        return Err(MetadataError::malformed(
                            "generic instantiation",
                            "not of a named type",
                        ));
                    }
                }
            }
            ELEMENT_FNPTR => {
                let sig = self.method_at(cursor, depth + 1)?;
                MdType::FnPtr(Box::new(FnPtrSig {
                    return_type: wrap_by_ref(sig.return_type),
                    parameters: sig.parameters.into_iter().map(wrap_by_ref).collect(),
                }))
            }
            ELEMENT_CMOD_REQD | ELEMENT_CMOD_OPT => {
                // A modifier inside a type (e.g. on a generic argument): skip it.
                self.encoded_type(cursor)?;
                self.ty(cursor, depth + 1)?
            }
            ELEMENT_PINNED => self.ty(cursor, depth + 1)?,
            other => {
                return Err(MetadataError::malformed(
                    "signature",
                    format!("unknown element type {other:#x}"),
                ));
            }
        })
    }

    /// A method signature nested in a type (function pointers).
    fn method_at(&self, cursor: &mut Cursor<'_>, depth: u32) -> Result<MethodSig> {
        if depth > MAX_DEPTH {
            return Err(MetadataError::malformed("signature", "nested too deeply"));
        }
        let convention = cursor.u8("method signature")?;
        let generic_params = if convention & CALLCONV_GENERIC != 0 {
            cursor.compressed_u32("generic parameter count")?
        } else {
            0
        };
        let count = cursor.compressed_u32("parameter count")?;
        let nested = |cursor: &mut Cursor<'_>| -> Result<SigType> {
            let modifiers = self.modifiers(cursor)?;
            let by_ref = cursor.peek_u8() == Some(ELEMENT_BYREF);
            if by_ref {
                cursor.u8("byref")?;
            }
            Ok(SigType {
                ty: self.ty(cursor, depth + 1)?,
                by_ref,
                modifiers,
            })
        };
        let return_type = nested(cursor)?;
        let mut parameters = Vec::new();
        for _ in 0..count.min(1024) {
            parameters.push(nested(cursor)?);
        }
        Ok(MethodSig {
            has_this: convention & CALLCONV_HASTHIS != 0,
            vararg: convention & CALLCONV_MASK == CALLCONV_VARARG,
            generic_params,
            return_type,
            parameters,
        })
    }
}

fn wrap_by_ref(sig: SigType) -> MdType {
    if sig.by_ref {
        MdType::ByRef(Box::new(sig.ty))
    } else {
        sig.ty
    }
}

/// The element types that stand for one framework type each.
pub(crate) fn primitive(element: u8) -> Option<Primitive> {
    Some(match element {
        0x01 => Primitive::Void,
        0x02 => Primitive::Boolean,
        0x03 => Primitive::Char,
        0x04 => Primitive::SByte,
        0x05 => Primitive::Byte,
        0x06 => Primitive::Int16,
        0x07 => Primitive::UInt16,
        0x08 => Primitive::Int32,
        0x09 => Primitive::UInt32,
        0x0A => Primitive::Int64,
        0x0B => Primitive::UInt64,
        0x0C => Primitive::Single,
        0x0D => Primitive::Double,
        0x0E => Primitive::String,
        0x16 => Primitive::TypedReference,
        0x18 => Primitive::IntPtr,
        0x19 => Primitive::UIntPtr,
        0x1C => Primitive::Object,
        _ => return None,
    })
}
