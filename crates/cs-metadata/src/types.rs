//! The type list: every TypeDef row decoded into a [`TypeDef`] (names, kind, accessibility,
//! nesting, generic parameters, base type, interfaces, attributes). Members are not touched.

use crate::attributes::known_attributes;
use crate::md::{Md, name_part};
use crate::model::{Accessibility, GenericParam, TypeDef, TypeKind, Variance};
use crate::signature::Decoder;
use crate::tables::{Coded, TableId, col};

const VISIBILITY_MASK: u32 = 0x07;
const INTERFACE: u32 = 0x20;
const ABSTRACT: u32 = 0x80;
const SEALED: u32 = 0x100;

const VARIANCE_MASK: u16 = 0x03;
const REFERENCE_TYPE_CONSTRAINT: u16 = 0x04;
const VALUE_TYPE_CONSTRAINT: u16 = 0x08;
const DEFAULT_CONSTRUCTOR_CONSTRAINT: u16 = 0x10;

pub(crate) fn read_types(md: Md<'_>) -> Vec<TypeDef> {
    (1..=md.rows(TableId::TypeDef))
        .map(|row| read_type(md, row))
        .collect()
}

fn read_type(md: Md<'_>, row: u32) -> TypeDef {
    let decoder = Decoder::new(md);
    let flags = md.cell(TableId::TypeDef, row, col::TYPEDEF_FLAGS);
    let (namespace, mut parts) = md.type_def_name(row);
    let own = parts.pop().unwrap_or_else(|| name_part(""));
    let enclosing = md.enclosing_type(row);
    let extends = md.cell(TableId::TypeDef, row, col::TYPEDEF_EXTENDS);
    let base = if extends == 0 {
        None
    } else {
        decoder.type_def_or_ref(extends).ok()
    };
    let interfaces = md
        .rows_with(TableId::InterfaceImpl, col::INTERFACE_IMPL_CLASS, row)
        .filter_map(|r| {
            let coded = md.cell(TableId::InterfaceImpl, r, col::INTERFACE_IMPL_INTERFACE);
            decoder.type_def_or_ref(coded).ok()
        })
        .collect();
    TypeDef {
        token: 0x0200_0000 | row,
        kind: kind(md, flags, &namespace, &own.name, extends),
        namespace,
        name: own.name,
        arity: own.arity,
        accessibility: type_accessibility(flags),
        is_abstract: flags & ABSTRACT != 0,
        is_sealed: flags & SEALED != 0,
        enclosing: enclosing.map(|r| r - 1),
        generic_params: generic_params(md, TableId::TypeDef, row),
        base,
        interfaces,
        flags,
        attributes: known_attributes(md, TableId::TypeDef, row),
    }
}

fn kind(md: Md<'_>, flags: u32, namespace: &str, name: &str, extends: u32) -> TypeKind {
    if flags & INTERFACE != 0 {
        return TypeKind::Interface;
    }
    let Some((table, base)) = Coded::TypeDefOrRef.decode(extends) else {
        return TypeKind::Class;
    };
    let base_is = |name: &str| md.is_named(table, base, "System", name);
    // System.Enum itself derives from ValueType but is a class, as is ValueType.
    let is_special = namespace == "System" && (name == "Enum" || name == "ValueType");
    if base_is("Enum") {
        TypeKind::Enum
    } else if base_is("ValueType") && !is_special {
        TypeKind::Struct
    } else if base_is("MulticastDelegate") {
        TypeKind::Delegate
    } else {
        TypeKind::Class
    }
}

fn type_accessibility(flags: u32) -> Accessibility {
    match flags & VISIBILITY_MASK {
        1 | 2 => Accessibility::Public,
        3 => Accessibility::Private,
        4 => Accessibility::Protected,
        6 => Accessibility::PrivateProtected,
        7 => Accessibility::ProtectedInternal,
        _ => Accessibility::Internal, // 0 NotPublic, 5 NestedAssembly
    }
}

/// The generic parameters of a TypeDef or MethodDef row, in order, with constraints.
pub(crate) fn generic_params(md: Md<'_>, owner: TableId, row: u32) -> Vec<GenericParam> {
    let Some(key) = Coded::TypeOrMethodDef.encode(owner, row) else {
        return Vec::new();
    };
    let decoder = Decoder::new(md);
    let mut params: Vec<(u32, GenericParam)> = md
        .rows_with(TableId::GenericParam, col::GENERIC_PARAM_OWNER, key)
        .map(|gp| {
            let flags = md.cell(TableId::GenericParam, gp, col::GENERIC_PARAM_FLAGS) as u16;
            let constraints = md
                .rows_with(TableId::GenericParamConstraint, col::CONSTRAINT_OWNER, gp)
                .filter_map(|c| {
                    let coded = md.cell(TableId::GenericParamConstraint, c, col::CONSTRAINT_TYPE);
                    decoder.type_def_or_ref(coded).ok()
                })
                .collect();
            let attributes = known_attributes(md, TableId::GenericParam, gp);
            let number = md.cell(TableId::GenericParam, gp, col::GENERIC_PARAM_NUMBER);
            let param = GenericParam {
                name: md
                    .string(TableId::GenericParam, gp, col::GENERIC_PARAM_NAME)
                    .into_owned(),
                variance: match flags & VARIANCE_MASK {
                    1 => Variance::Covariant,
                    2 => Variance::Contravariant,
                    _ => Variance::None,
                },
                reference_type: flags & REFERENCE_TYPE_CONSTRAINT != 0,
                value_type: flags & VALUE_TYPE_CONSTRAINT != 0,
                default_constructor: flags & DEFAULT_CONSTRUCTOR_CONSTRAINT != 0,
                unmanaged: attributes.is_unmanaged,
                constraints,
                nullable: attributes.nullable,
            };
            (number, param)
        })
        .collect();
    params.sort_by_key(|(number, _)| *number);
    params.into_iter().map(|(_, p)| p).collect()
}
