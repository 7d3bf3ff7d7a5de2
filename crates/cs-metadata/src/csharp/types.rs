//! Which types are written and how: one top-level type with its nested types as a
//! [`TypeShape`] tree (kind words, base list, members in the order C# text lists them, the
//! synthesized private constructor), from members decoded for the occasion.

use super::members::{
    MemberShaper, enum_underlying, has_visible_instance_constructor, obsolete_attribute,
};
use super::names::{TypeContext, type_params};
use super::shape::{Body, MemberShape, MemberShapeKind, TypeShape, TypeSyntax, Words};
use crate::assembly::Assembly;
use crate::model::{
    Accessibility, MdType, Method, MethodKind, Primitive, TypeDef, TypeIndex, TypeKind, TypeMembers,
};

/// The members of one top-level type and of its rendered nested types, sorted by type.
pub(crate) struct DecodedMembers(Vec<(TypeIndex, TypeMembers)>);

impl DecodedMembers {
    /// Decodes (without caching them in the assembly) the members of `index` and of the
    /// rendered types nested in it.
    pub(crate) fn decode(assembly: &Assembly, rendered: &[bool], index: TypeIndex) -> Self {
        let mut decoded = Vec::new();
        let mut pending = vec![index];
        while let Some(index) = pending.pop() {
            let members = assembly.decode_members(index).unwrap_or_default();
            decoded.push((index, members));
            pending.extend(
                assembly
                    .nested_types(index)
                    .iter()
                    .filter(|n| rendered.get(**n as usize).copied().unwrap_or(false)),
            );
        }
        decoded.sort_unstable_by_key(|(index, _)| *index);
        DecodedMembers(decoded)
    }

    fn get(&self, index: TypeIndex) -> Option<&TypeMembers> {
        let at = self.0.binary_search_by_key(&index, |(i, _)| *i).ok()?;
        Some(&self.0[at].1)
    }
}

pub(crate) struct TypeShaper<'a> {
    pub assembly: &'a Assembly,
    pub rendered: &'a [bool],
    pub members: &'a DecodedMembers,
}

const NO_MEMBERS: &TypeMembers = &TypeMembers {
    fields: Vec::new(),
    methods: Vec::new(),
    properties: Vec::new(),
    events: Vec::new(),
};

impl<'a> TypeShaper<'a> {
    /// The type and its nested types; `None` when it cannot be written (a delegate whose
    /// signature C# cannot spell).
    pub(crate) fn shape<S: TypeSyntax>(
        &self,
        s: &mut S,
        index: TypeIndex,
    ) -> Option<TypeShape<'a, S::Type>> {
        let ty = self.assembly.type_def(index)?;
        let members = self.members.get(index).unwrap_or(NO_MEMBERS);
        let shaper = MemberShaper {
            ty,
            members,
            rendered: self.rendered,
        };
        let context = TypeContext {
            type_params: &ty.generic_params,
            method_params: &[],
            rendered: self.rendered,
        };
        let mut shape = TypeShape {
            index,
            kind: ty.kind,
            attributes: Vec::new(),
            modifiers: Words::default(),
            name: &ty.name,
            type_params: type_params(s, ty.own_generic_params(), &context)?,
            bases: Vec::new(),
            delegate: None,
            members: Vec::new(),
            nested: Vec::new(),
        };
        shape
            .modifiers
            .push(if ty.accessibility == Accessibility::Public {
                "public"
            } else {
                "protected"
            });
        if ty.kind == TypeKind::Delegate {
            shape.delegate = Some(shaper.delegate_signature(s)?);
            shape.attributes = obsolete_attribute(&ty.attributes);
            return Some(shape);
        }
        shape.attributes = obsolete_attribute(&ty.attributes);
        match ty.kind {
            TypeKind::Class if ty.is_static() => shape.modifiers.push("static"),
            TypeKind::Class if ty.is_abstract => shape.modifiers.push("abstract"),
            TypeKind::Class if ty.is_sealed => shape.modifiers.push("sealed"),
            TypeKind::Struct => {
                if ty.attributes.is_read_only {
                    shape.modifiers.push("readonly");
                }
                if ty.attributes.is_by_ref_like {
                    shape.modifiers.push("ref");
                }
            }
            _ => {}
        }
        shape.bases = bases(s, ty, members, &context);
        if ty.kind == TypeKind::Enum {
            shape.members = members
                .fields
                .iter()
                .filter_map(|f| shaper.enum_member(f))
                .collect();
        } else {
            shape.members = self.members(s, &shaper, ty);
        }
        for nested in self.assembly.nested_types(index) {
            if self
                .rendered
                .get(*nested as usize)
                .copied()
                .unwrap_or(false)
            {
                shape.nested.extend(self.shape(s, *nested));
            }
        }
        Some(shape)
    }

    /// Fields, the synthesized private constructor, constructors, properties, events, then
    /// the other methods.
    fn members<S: TypeSyntax>(
        &self,
        s: &mut S,
        shaper: &MemberShaper<'a>,
        ty: &'a TypeDef,
    ) -> Vec<MemberShape<'a, S::Type>> {
        let members = shaper.members;
        let mut shapes = Vec::new();
        for field in &members.fields {
            shapes.extend(shaper.field(s, field));
        }
        // A class whose constructors are all internal must not get C#'s implicit public one.
        if ty.kind == TypeKind::Class
            && !ty.is_static()
            && !has_visible_instance_constructor(members)
        {
            let mut constructor = shaper.member(MemberShapeKind::Constructor, &ty.name);
            constructor.modifiers.push("private");
            constructor.body = Body::Block;
            shapes.push(constructor);
        }
        let constructor = |m: &&Method| m.kind == MethodKind::Constructor;
        for method in members.methods.iter().filter(constructor) {
            shapes.extend(shaper.method_declaration(s, method));
        }
        for property in &members.properties {
            shapes.extend(shaper.property(s, property));
        }
        for event in &members.events {
            shapes.extend(shaper.event(s, event));
        }
        for method in members.methods.iter().filter(|m| !constructor(m)) {
            shapes.extend(shaper.method_declaration(s, method));
        }
        shapes
    }
}

/// The base class (not `object`, and none for structs), interfaces that can be written, or an
/// enum's underlying type (not `int`).
fn bases<S: TypeSyntax>(
    s: &mut S,
    ty: &TypeDef,
    members: &TypeMembers,
    context: &TypeContext<'_>,
) -> Vec<S::Type> {
    if ty.kind == TypeKind::Enum {
        return enum_underlying(members)
            .filter(|underlying| **underlying != MdType::Primitive(Primitive::Int32))
            .and_then(|underlying| context.build(s, underlying))
            .into_iter()
            .collect();
    }
    let mut bases = Vec::new();
    if ty.kind == TypeKind::Class
        && let Some(base) = &ty.base
        && base.full_name() != Some(("System", "Object"))
        && let Some(built) = context.build(s, base)
    {
        bases.push(built);
    }
    for interface in &ty.interfaces {
        bases.extend(context.build(s, interface));
    }
    bases
}
