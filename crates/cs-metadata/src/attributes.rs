//! Custom attributes (ECMA-335 II.22.10, II.23.3): finding those of an entity, decoding their
//! fixed arguments, and summarising the ones binding needs into [`KnownAttributes`].

use crate::bytes::Cursor;
use crate::md::Md;
use crate::model::{DecimalValue, KnownAttributes, MdType, Obsolete, Primitive};
use crate::signature::Decoder;
use crate::tables::{Coded, Rows, TableId, col};

const COMPILER_SERVICES: &str = "System.Runtime.CompilerServices";

/// One custom attribute: the attribute type's name and its decoded constructor arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct CustomAttribute {
    pub namespace: String,
    pub name: String,
    /// Fixed (constructor) arguments, decoded up to the first one whose encoding depends on a
    /// type this assembly cannot size (an enum defined elsewhere).
    pub args: Vec<AttributeArg>,
}

/// A decoded attribute argument.
#[derive(Debug, Clone, PartialEq)]
pub enum AttributeArg {
    Bool(bool),
    Char(u16),
    Int(i64),
    UInt(u64),
    Float(f64),
    String(Option<String>),
    /// A `System.Type` argument, as its serialized name.
    Type(Option<String>),
    /// `None` is a null array.
    Array(Option<Vec<AttributeArg>>),
}

/// The CustomAttribute rows whose parent is (table, row).
fn attribute_rows(md: Md<'_>, table: TableId, row: u32) -> Rows {
    match Coded::HasCustomAttribute.encode(table, row) {
        Some(parent) => md.rows_with(TableId::CustomAttribute, col::ATTRIBUTE_PARENT, parent),
        None => Rows::Range(1..1),
    }
}

/// All custom attributes of (table, row), decoded.
pub(crate) fn custom_attributes(md: Md<'_>, table: TableId, row: u32) -> Vec<CustomAttribute> {
    attribute_rows(md, table, row)
        .filter_map(|attribute| {
            let constructor = md.cell(TableId::CustomAttribute, attribute, col::ATTRIBUTE_TYPE);
            let (type_table, type_row) = md.attribute_type(constructor)?;
            let (namespace, name) = match type_table {
                TableId::TypeDef => (
                    md.string(type_table, type_row, col::TYPEDEF_NAMESPACE),
                    md.string(type_table, type_row, col::TYPEDEF_NAME),
                ),
                _ => (
                    md.string(type_table, type_row, col::TYPEREF_NAMESPACE),
                    md.string(type_table, type_row, col::TYPEREF_NAME),
                ),
            };
            Some(CustomAttribute {
                namespace: namespace.into_owned(),
                name: name.into_owned(),
                args: fixed_args(md, attribute),
            })
        })
        .collect()
}

/// The attributes binding needs, from the custom attributes of (table, row).
pub(crate) fn known_attributes(md: Md<'_>, table: TableId, row: u32) -> KnownAttributes {
    let mut known = KnownAttributes::default();
    for attribute in attribute_rows(md, table, row) {
        let constructor = md.cell(TableId::CustomAttribute, attribute, col::ATTRIBUTE_TYPE);
        let Some((t, r)) = md.attribute_type(constructor) else {
            continue;
        };
        let is = |namespace: &str, name: &str| md.is_named(t, r, namespace, name);
        if is("System", "ObsoleteAttribute") {
            let args = fixed_args(md, attribute);
            let message = match args.first() {
                Some(AttributeArg::String(message)) => message.clone(),
                _ => None,
            };
            let is_error = matches!(args.get(1), Some(AttributeArg::Bool(true)));
            known.obsolete = Some(Obsolete { message, is_error });
        } else if is("System.Reflection", "DefaultMemberAttribute") {
            if let Some(AttributeArg::String(Some(name))) = fixed_args(md, attribute).first() {
                known.default_member = Some(name.clone());
            }
        } else if is(COMPILER_SERVICES, "ExtensionAttribute") {
            known.extension = true;
        } else if is("System", "ParamArrayAttribute") {
            known.param_array = true;
        } else if is(COMPILER_SERVICES, "IsReadOnlyAttribute") {
            known.is_read_only = true;
        } else if is(COMPILER_SERVICES, "IsByRefLikeAttribute") {
            known.is_by_ref_like = true;
        } else if is(COMPILER_SERVICES, "IsUnmanagedAttribute") {
            known.is_unmanaged = true;
        } else if is(COMPILER_SERVICES, "NullableAttribute") {
            known.nullable = match fixed_args(md, attribute).first() {
                Some(AttributeArg::UInt(flag)) => Some(vec![*flag as u8]),
                Some(AttributeArg::Array(Some(flags))) => Some(
                    flags
                        .iter()
                        .map(|f| match f {
                            AttributeArg::UInt(v) => *v as u8,
                            _ => 0,
                        })
                        .collect(),
                ),
                _ => None,
            };
        } else if is(COMPILER_SERVICES, "NullableContextAttribute") {
            if let Some(AttributeArg::UInt(flag)) = fixed_args(md, attribute).first() {
                known.nullable_context = Some(*flag as u8);
            }
        } else if is(COMPILER_SERVICES, "DecimalConstantAttribute") {
            known.decimal_constant = decimal(&fixed_args(md, attribute));
        }
    }
    known
}

/// `DecimalConstantAttribute(byte scale, byte sign, uint|int hi, mid, lo)`.
fn decimal(args: &[AttributeArg]) -> Option<DecimalValue> {
    let number = |arg: &AttributeArg| match arg {
        AttributeArg::UInt(v) => Some(*v),
        AttributeArg::Int(v) => Some(*v as u64),
        _ => None,
    };
    let [scale, sign, hi, mid, lo] = args else {
        return None;
    };
    Some(DecimalValue {
        scale: number(scale)? as u8,
        negative: number(sign)? != 0,
        hi: number(hi)? as u32,
        mid: number(mid)? as u32,
        lo: number(lo)? as u32,
    })
}

/// Fixed arguments of one CustomAttribute row, typed by its constructor's signature.
fn fixed_args(md: Md<'_>, attribute: u32) -> Vec<AttributeArg> {
    let constructor = md.cell(TableId::CustomAttribute, attribute, col::ATTRIBUTE_TYPE);
    let Ok(signature) = Decoder::new(md).method(md.constructor_signature(constructor)) else {
        return Vec::new();
    };
    let blob = md.blob(TableId::CustomAttribute, attribute, col::ATTRIBUTE_VALUE);
    let mut cursor = Cursor::new(blob);
    if cursor.u16("attribute prolog").ok() != Some(0x0001) {
        return Vec::new();
    }
    let mut args = Vec::new();
    for parameter in &signature.parameters {
        match fixed_arg(&mut cursor, &parameter.ty, 0) {
            Some(arg) => args.push(arg),
            None => break,
        }
    }
    args
}

fn fixed_arg(cursor: &mut Cursor<'_>, ty: &MdType, depth: u32) -> Option<AttributeArg> {
    if depth > 4 {
        return None;
    }
    let what = "attribute argument";
    match ty {
        MdType::Primitive(primitive) => primitive_arg(cursor, *primitive),
        MdType::SzArray(element) => {
            let count = cursor.u32(what).ok()?;
            if count == u32::MAX {
                return Some(AttributeArg::Array(None));
            }
            let mut items = Vec::with_capacity((count as usize).min(256));
            for _ in 0..count {
                items.push(fixed_arg(cursor, element, depth + 1)?);
            }
            Some(AttributeArg::Array(Some(items)))
        }
        MdType::Named(named) if named.namespace == "System" && named.name == "Type" => {
            Some(AttributeArg::Type(cursor.ser_string(what).ok()?))
        }
        // Enums need their underlying type, which may live in another assembly.
        _ => None,
    }
}

fn primitive_arg(cursor: &mut Cursor<'_>, primitive: Primitive) -> Option<AttributeArg> {
    let what = "attribute argument";
    Some(match primitive {
        Primitive::Boolean => AttributeArg::Bool(cursor.u8(what).ok()? != 0),
        Primitive::Char => AttributeArg::Char(cursor.u16(what).ok()?),
        Primitive::SByte => AttributeArg::Int(i64::from(cursor.u8(what).ok()? as i8)),
        Primitive::Byte => AttributeArg::UInt(u64::from(cursor.u8(what).ok()?)),
        Primitive::Int16 => AttributeArg::Int(i64::from(cursor.u16(what).ok()? as i16)),
        Primitive::UInt16 => AttributeArg::UInt(u64::from(cursor.u16(what).ok()?)),
        Primitive::Int32 => AttributeArg::Int(i64::from(cursor.u32(what).ok()? as i32)),
        Primitive::UInt32 => AttributeArg::UInt(u64::from(cursor.u32(what).ok()?)),
        Primitive::Int64 => AttributeArg::Int(cursor.u64(what).ok()? as i64),
        Primitive::UInt64 => AttributeArg::UInt(cursor.u64(what).ok()?),
        Primitive::Single => AttributeArg::Float(f64::from(f32::from_bits(cursor.u32(what).ok()?))),
        Primitive::Double => AttributeArg::Float(f64::from_bits(cursor.u64(what).ok()?)),
        Primitive::String => AttributeArg::String(cursor.ser_string(what).ok()?),
        Primitive::Object => boxed_arg(cursor)?,
        _ => return None,
    })
}

/// An `object` parameter: a FieldOrPropType tag, then the value.
fn boxed_arg(cursor: &mut Cursor<'_>) -> Option<AttributeArg> {
    let tag = cursor.u8("boxed argument").ok()?;
    match tag {
        0x50 => Some(AttributeArg::Type(cursor.ser_string("type").ok()?)),
        0x1D => {
            let element = cursor.u8("array element").ok()?;
            let primitive = crate::signature::primitive(element)?;
            let count = cursor.u32("array count").ok()?;
            if count == u32::MAX {
                return Some(AttributeArg::Array(None));
            }
            let mut items = Vec::with_capacity((count as usize).min(256));
            for _ in 0..count {
                items.push(primitive_arg(cursor, primitive)?);
            }
            Some(AttributeArg::Array(Some(items)))
        }
        other => {
            let primitive = crate::signature::primitive(other)?;
            if primitive == Primitive::Object {
                return None;
            }
            primitive_arg(cursor, primitive)
        }
    }
}
