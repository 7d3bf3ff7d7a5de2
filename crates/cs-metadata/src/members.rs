//! Members of one type (fields, methods, properties, events), decoded on demand.

use crate::attributes::known_attributes;
use crate::constants::constant_of;
use crate::md::Md;
use crate::model::{
    Accessibility, Accessor, Constant, Event, Field, KnownAttributes, MdType, Method, MethodKind,
    Parameter, Primitive, Property, RefKind, TypeMembers,
};
use crate::signature::{Decoder, SigType};
use crate::tables::{Coded, TableId, col};
use crate::types::generic_params;

const ACCESS_MASK: u16 = 0x07;

const FIELD_STATIC: u16 = 0x10;
const FIELD_INIT_ONLY: u16 = 0x20;
const FIELD_LITERAL: u16 = 0x40;
const FIELD_HAS_DEFAULT: u16 = 0x8000;

const METHOD_STATIC: u16 = 0x10;
const METHOD_FINAL: u16 = 0x20;
const METHOD_VIRTUAL: u16 = 0x40;
const METHOD_HIDE_BY_SIG: u16 = 0x80;
const METHOD_NEW_SLOT: u16 = 0x100;
const METHOD_ABSTRACT: u16 = 0x400;
const METHOD_SPECIAL_NAME: u16 = 0x800;
const METHOD_RT_SPECIAL_NAME: u16 = 0x1000;

const PARAM_IN: u16 = 0x01;
const PARAM_OUT: u16 = 0x02;
const PARAM_OPTIONAL: u16 = 0x10;
const PARAM_HAS_DEFAULT: u16 = 0x1000;

const SEMANTICS_SETTER: u32 = 0x01;
const SEMANTICS_GETTER: u32 = 0x02;
const SEMANTICS_ADD: u32 = 0x08;
const SEMANTICS_REMOVE: u32 = 0x10;
const SEMANTICS_FIRE: u32 = 0x20;

/// Which PropertyMap / EventMap row belongs to each TypeDef row (those tables need not be
/// sorted, so they are indexed once per assembly).
pub(crate) struct MapIndex {
    by_type: Vec<u32>,
}

impl MapIndex {
    pub(crate) fn build(md: Md<'_>, map: TableId, parent_column: usize) -> MapIndex {
        let mut by_type = vec![0u32; md.rows(TableId::TypeDef) as usize + 1];
        for row in 1..=md.rows(map) {
            let parent = md.cell(map, row, parent_column) as usize;
            if let Some(slot) = by_type.get_mut(parent) {
                *slot = row;
            }
        }
        MapIndex { by_type }
    }

    fn row_for(&self, type_row: u32) -> Option<u32> {
        self.by_type
            .get(type_row as usize)
            .copied()
            .filter(|r| *r != 0)
    }
}

pub(crate) fn read_members(
    md: Md<'_>,
    type_row: u32,
    properties: &MapIndex,
    events: &MapIndex,
) -> TypeMembers {
    let decoder = Decoder::new(md);
    let fields = md
        .list(
            TableId::TypeDef,
            type_row,
            col::TYPEDEF_FIELDS,
            TableId::Field,
            TableId::FieldPtr,
        )
        .filter_map(|row| read_field(md, &decoder, row))
        .collect();
    let method_rows: Vec<u32> = md
        .list(
            TableId::TypeDef,
            type_row,
            col::TYPEDEF_METHODS,
            TableId::MethodDef,
            TableId::MethodPtr,
        )
        .collect();
    let mut methods: Vec<Method> = Vec::with_capacity(method_rows.len());
    let mut kept_rows = Vec::with_capacity(method_rows.len());
    for row in method_rows {
        if let Some(method) = read_method(md, &decoder, row) {
            methods.push(method);
            kept_rows.push(row);
        }
    }
    let mut members = TypeMembers {
        fields,
        methods,
        properties: Vec::new(),
        events: Vec::new(),
    };
    if let Some(map) = properties.row_for(type_row) {
        let list = md.list(
            TableId::PropertyMap,
            map,
            col::PROPERTY_MAP_PROPERTIES,
            TableId::Property,
            TableId::PropertyPtr,
        );
        for row in list {
            if let Some(property) =
                read_property(md, &decoder, row, &kept_rows, &mut members.methods)
            {
                members.properties.push(property);
            }
        }
    }
    if let Some(map) = events.row_for(type_row) {
        let list = md.list(
            TableId::EventMap,
            map,
            col::EVENT_MAP_EVENTS,
            TableId::Event,
            TableId::EventPtr,
        );
        for row in list {
            if let Some(event) = read_event(md, &decoder, row, &kept_rows, &mut members.methods) {
                members.events.push(event);
            }
        }
    }
    members
}

pub(crate) fn member_accessibility(flags: u16) -> Accessibility {
    match flags & ACCESS_MASK {
        2 => Accessibility::PrivateProtected,
        3 => Accessibility::Internal,
        4 => Accessibility::Protected,
        5 => Accessibility::ProtectedInternal,
        6 => Accessibility::Public,
        _ => Accessibility::Private, // 0 CompilerControlled, 1 Private
    }
}

fn read_field(md: Md<'_>, decoder: &Decoder<'_>, row: u32) -> Option<Field> {
    let flags = md.cell(TableId::Field, row, col::FIELD_FLAGS) as u16;
    let signature = decoder
        .field(md.blob(TableId::Field, row, col::FIELD_SIGNATURE))
        .ok();
    let attributes = known_attributes(md, TableId::Field, row);
    let mut constant = if flags & (FIELD_LITERAL | FIELD_HAS_DEFAULT) != 0 {
        constant_of(md, TableId::Field, row)
    } else {
        None
    };
    if let Some(decimal) = attributes.decimal_constant {
        constant = Some(Constant::Decimal(decimal));
    }
    let (ty, volatile) = match signature {
        Some(sig) => {
            let volatile = sig.modifiers.volatile;
            (by_ref_type(sig), volatile)
        }
        None => (MdType::Unknown, false),
    };
    Some(Field {
        token: 0x0400_0000 | row,
        name: md.string(TableId::Field, row, col::FIELD_NAME).into_owned(),
        ty,
        accessibility: member_accessibility(flags),
        is_static: flags & FIELD_STATIC != 0,
        is_read_only: flags & FIELD_INIT_ONLY != 0,
        // A `const decimal` is a static readonly field with DecimalConstant in metadata.
        is_literal: flags & FIELD_LITERAL != 0 || attributes.decimal_constant.is_some(),
        is_volatile: volatile,
        constant,
        flags,
        attributes,
    })
}

fn by_ref_type(sig: SigType) -> MdType {
    if sig.by_ref {
        MdType::ByRef(Box::new(sig.ty))
    } else {
        sig.ty
    }
}

fn read_method(md: Md<'_>, decoder: &Decoder<'_>, row: u32) -> Option<Method> {
    let flags = md.cell(TableId::MethodDef, row, col::METHOD_FLAGS) as u16;
    let impl_flags = md.cell(TableId::MethodDef, row, col::METHOD_IMPL_FLAGS) as u16;
    let name = md
        .string(TableId::MethodDef, row, col::METHOD_NAME)
        .into_owned();
    let signature = decoder
        .method(md.blob(TableId::MethodDef, row, col::METHOD_SIGNATURE))
        .ok();
    let attributes = known_attributes(md, TableId::MethodDef, row);

    // Param rows: sequence 0 is the return value, 1..n the parameters.
    let mut param_rows = Vec::new();
    let mut return_row = None;
    for param in md.list(
        TableId::MethodDef,
        row,
        col::METHOD_PARAMS,
        TableId::Param,
        TableId::ParamPtr,
    ) {
        let sequence = md.cell(TableId::Param, param, col::PARAM_SEQUENCE) as usize;
        if sequence == 0 {
            return_row = Some(param);
        } else {
            param_rows.push((sequence, param));
        }
    }
    let is_init_only = signature
        .as_ref()
        .is_some_and(|sig| sig.return_type.modifiers.external_init);
    let (return_type, return_ref_kind, sig_params, vararg) = match signature {
        Some(sig) => {
            let return_attributes_read_only = return_row
                .map(|r| known_attributes(md, TableId::Param, r).is_read_only)
                .unwrap_or(false);
            let ref_kind = if !sig.return_type.by_ref {
                RefKind::None
            } else if sig.return_type.modifiers.in_attribute || return_attributes_read_only {
                RefKind::In
            } else {
                RefKind::Ref
            };
            (sig.return_type.ty, ref_kind, sig.parameters, sig.vararg)
        }
        None => (MdType::Unknown, RefKind::None, Vec::new(), false),
    };
    let mut parameters = Vec::with_capacity(sig_params.len());
    for (index, sig) in sig_params.into_iter().enumerate() {
        let param_row = param_rows
            .iter()
            .find(|(sequence, _)| *sequence == index + 1)
            .map(|(_, r)| *r);
        parameters.push(read_parameter(md, sig, param_row));
    }
    let kind = method_kind(&name, flags, parameters.len(), &return_type);
    Some(Method {
        token: 0x0600_0000 | row,
        kind,
        accessibility: member_accessibility(flags),
        is_static: flags & METHOD_STATIC != 0,
        is_virtual: flags & METHOD_VIRTUAL != 0,
        is_abstract: flags & METHOD_ABSTRACT != 0,
        is_final: flags & METHOD_FINAL != 0,
        is_new_slot: flags & METHOD_NEW_SLOT != 0,
        hide_by_sig: flags & METHOD_HIDE_BY_SIG != 0,
        is_extension: attributes.extension,
        generic_params: generic_params(md, TableId::MethodDef, row),
        return_type,
        return_ref_kind,
        return_attributes: return_row
            .map(|r| known_attributes(md, TableId::Param, r))
            .unwrap_or_default(),
        parameters,
        is_vararg: vararg,
        is_init_only,
        flags,
        impl_flags,
        attributes,
        name,
    })
}

fn read_parameter(md: Md<'_>, sig: SigType, row: Option<u32>) -> Parameter {
    let (name, flags, attributes, default_value) = match row {
        Some(row) => {
            let flags = md.cell(TableId::Param, row, col::PARAM_FLAGS) as u16;
            let default_value = if flags & PARAM_HAS_DEFAULT != 0 {
                constant_of(md, TableId::Param, row)
            } else {
                None
            };
            (
                md.string(TableId::Param, row, col::PARAM_NAME).into_owned(),
                flags,
                known_attributes(md, TableId::Param, row),
                default_value,
            )
        }
        None => (String::new(), 0, KnownAttributes::default(), None),
    };
    let default_value = match (default_value, attributes.decimal_constant) {
        (None, Some(decimal)) => Some(Constant::Decimal(decimal)),
        (value, _) => value,
    };
    let ref_kind = if !sig.by_ref {
        RefKind::None
    } else if flags & PARAM_OUT != 0 && flags & PARAM_IN == 0 {
        RefKind::Out
    } else if attributes.is_read_only || sig.modifiers.in_attribute {
        RefKind::In
    } else {
        RefKind::Ref
    };
    Parameter {
        name,
        ty: sig.ty,
        ref_kind,
        is_params: attributes.param_array,
        is_optional: flags & PARAM_OPTIONAL != 0,
        default_value,
        attributes,
    }
}

fn method_kind(name: &str, flags: u16, parameter_count: usize, return_type: &MdType) -> MethodKind {
    let special = flags & METHOD_SPECIAL_NAME != 0;
    let runtime_special = flags & METHOD_RT_SPECIAL_NAME != 0;
    match name {
        ".ctor" if runtime_special => MethodKind::Constructor,
        ".cctor" if runtime_special => MethodKind::StaticConstructor,
        _ if special && name.starts_with("op_") => MethodKind::Operator,
        "Finalize"
            if flags & METHOD_VIRTUAL != 0
                && flags & METHOD_NEW_SLOT == 0
                && parameter_count == 0
                && *return_type == MdType::Primitive(Primitive::Void) =>
        {
            MethodKind::Destructor
        }
        _ => MethodKind::Ordinary,
    }
}

/// The accessor methods of a property or event, from MethodSemantics.
fn semantics(md: Md<'_>, association: TableId, row: u32) -> Vec<(u32, u32)> {
    let Some(key) = Coded::HasSemantics.encode(association, row) else {
        return Vec::new();
    };
    md.rows_with(TableId::MethodSemantics, col::SEMANTICS_ASSOCIATION, key)
        .map(|r| {
            (
                md.cell(TableId::MethodSemantics, r, col::SEMANTICS_KIND),
                md.cell(TableId::MethodSemantics, r, col::SEMANTICS_METHOD),
            )
        })
        .collect()
}

/// The accessor for MethodDef `method_row`, marking the method's kind as `kind`.
fn accessor(
    method_row: u32,
    kept_rows: &[u32],
    methods: &mut [Method],
    kind: MethodKind,
) -> Option<Accessor> {
    let index = kept_rows.iter().position(|r| *r == method_row)?;
    let method = methods.get_mut(index)?;
    method.kind = kind;
    Some(Accessor {
        method: index as u32,
        accessibility: method.accessibility,
    })
}

fn read_property(
    md: Md<'_>,
    decoder: &Decoder<'_>,
    row: u32,
    kept_rows: &[u32],
    methods: &mut [Method],
) -> Option<Property> {
    let signature = decoder
        .property(md.blob(TableId::Property, row, col::PROPERTY_SIGNATURE))
        .ok();
    let mut getter = None;
    let mut setter = None;
    for (kind, method) in semantics(md, TableId::Property, row) {
        if kind & SEMANTICS_GETTER != 0 {
            getter = accessor(method, kept_rows, methods, MethodKind::PropertyGet);
        } else if kind & SEMANTICS_SETTER != 0 {
            setter = accessor(method, kept_rows, methods, MethodKind::PropertySet);
        }
    }
    // Parameter names and attributes come from an accessor: the getter's parameters, or the
    // setter's without the trailing `value`.
    let accessor_parameters: Vec<Parameter> = match (getter, setter) {
        (Some(get), _) => methods
            .get(get.method as usize)
            .map(|m| m.parameters.clone())
            .unwrap_or_default(),
        (None, Some(set)) => methods
            .get(set.method as usize)
            .map(|m| {
                let mut ps = m.parameters.clone();
                ps.pop();
                ps
            })
            .unwrap_or_default(),
        (None, None) => Vec::new(),
    };
    let is_init_only = setter
        .and_then(|s| methods.get(s.method as usize))
        .is_some_and(|m| m.is_init_only);
    let (ty, ref_kind, parameters, has_this) = match signature {
        Some(sig) => {
            let ref_kind = if !sig.ty.by_ref {
                RefKind::None
            } else if sig.ty.modifiers.in_attribute {
                RefKind::In
            } else {
                RefKind::Ref
            };
            let parameters = sig
                .parameters
                .into_iter()
                .enumerate()
                .map(|(i, p)| match accessor_parameters.get(i) {
                    Some(from_accessor) => from_accessor.clone(),
                    None => read_parameter(md, p, None),
                })
                .collect();
            (sig.ty.ty, ref_kind, parameters, sig.has_this)
        }
        None => (MdType::Unknown, RefKind::None, Vec::new(), true),
    };
    Some(Property {
        token: 0x1700_0000 | row,
        name: md
            .string(TableId::Property, row, col::PROPERTY_NAME)
            .into_owned(),
        ty,
        ref_kind,
        parameters,
        is_static: !has_this,
        getter,
        setter,
        is_init_only,
        attributes: known_attributes(md, TableId::Property, row),
    })
}

fn read_event(
    md: Md<'_>,
    decoder: &Decoder<'_>,
    row: u32,
    kept_rows: &[u32],
    methods: &mut [Method],
) -> Option<Event> {
    let ty = decoder
        .type_def_or_ref(md.cell(TableId::Event, row, col::EVENT_TYPE))
        .unwrap_or(MdType::Unknown);
    let (mut add, mut remove, mut raise) = (None, None, None);
    for (kind, method) in semantics(md, TableId::Event, row) {
        if kind & SEMANTICS_ADD != 0 {
            add = accessor(method, kept_rows, methods, MethodKind::EventAdd);
        } else if kind & SEMANTICS_REMOVE != 0 {
            remove = accessor(method, kept_rows, methods, MethodKind::EventRemove);
        } else if kind & SEMANTICS_FIRE != 0 {
            raise = accessor(method, kept_rows, methods, MethodKind::EventRaise);
        }
    }
    let is_static = add
        .or(remove)
        .and_then(|a| methods.get(a.method as usize))
        .is_some_and(|m| m.is_static);
    Some(Event {
        token: 0x1400_0000 | row,
        name: md.string(TableId::Event, row, col::EVENT_NAME).into_owned(),
        ty,
        is_static,
        add,
        remove,
        raise,
        attributes: known_attributes(md, TableId::Event, row),
    })
}
