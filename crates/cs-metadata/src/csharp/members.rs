//! Which members of one type are written and how: fields and constants, constructors,
//! properties and indexers, events, methods (extension methods with `this`), operators and
//! conversions, as [`MemberShape`]s. Bodies are `=> throw null;` or `{ }`; a member C# cannot
//! spell is left out.

use std::borrow::Cow;

use super::literals::{constant_text, literal};
use super::names::{TypeContext, has_pointer, is_identifier, type_params};
use super::shape::{
    AccessorShape, AccessorShapeKind, AttributeShape, Body, DelegateShape, MemberShape,
    MemberShapeKind, ParamShape, TypeSyntax, Words,
};
use crate::model::{
    Accessibility, Constant, Event, Field, KnownAttributes, MdType, Method, MethodKind, Parameter,
    Primitive, Property, RefKind, TypeDef, TypeKind, TypeMembers,
};

/// What every member of one type shares.
pub(crate) struct MemberShaper<'a> {
    pub ty: &'a TypeDef,
    pub members: &'a TypeMembers,
    pub rendered: &'a [bool],
}

/// Visible from another assembly: `public`, `protected`, `protected internal`.
pub(crate) fn is_visible(accessibility: Accessibility) -> bool {
    matches!(
        accessibility,
        Accessibility::Public | Accessibility::Protected | Accessibility::ProtectedInternal
    )
}

/// The accessibility as another assembly sees it: `protected internal` is `protected` there.
fn access_word(accessibility: Accessibility) -> &'static str {
    match accessibility {
        Accessibility::Public => "public",
        _ => "protected",
    }
}

/// `[global::System.Obsolete("…", true)]` when the entity is obsolete.
pub(crate) fn obsolete_attribute(attributes: &KnownAttributes) -> Vec<AttributeShape> {
    let Some(obsolete) = &attributes.obsolete else {
        return Vec::new();
    };
    let arguments = match (&obsolete.message, obsolete.is_error) {
        (None, false) => None,
        (message, is_error) => {
            let mut arguments = literal(&Constant::String(message.clone().unwrap_or_default()));
            if is_error {
                arguments.push_str(", true");
            }
            Some(arguments)
        }
    };
    vec![AttributeShape {
        name: "System.Obsolete",
        arguments,
    }]
}

/// The C# token of an operator method (`op_Addition` → `+`); conversions are separate.
fn operator_token(name: &str) -> Option<&'static str> {
    Some(match name {
        "op_UnaryPlus" | "op_Addition" => "+",
        "op_UnaryNegation" | "op_Subtraction" => "-",
        "op_LogicalNot" => "!",
        "op_OnesComplement" => "~",
        "op_Increment" => "++",
        "op_Decrement" => "--",
        "op_True" => "true",
        "op_False" => "false",
        "op_Multiply" => "*",
        "op_Division" => "/",
        "op_Modulus" => "%",
        "op_BitwiseAnd" => "&",
        "op_BitwiseOr" => "|",
        "op_ExclusiveOr" => "^",
        "op_LeftShift" => "<<",
        "op_RightShift" => ">>",
        "op_Equality" => "==",
        "op_Inequality" => "!=",
        "op_LessThan" => "<",
        "op_GreaterThan" => ">",
        "op_LessThanOrEqual" => "<=",
        "op_GreaterThanOrEqual" => ">=",
        _ => return None,
    })
}

impl<'a> MemberShaper<'a> {
    fn is_interface(&self) -> bool {
        self.ty.kind == TypeKind::Interface
    }

    fn context(&self, method: Option<&'a Method>) -> TypeContext<'a> {
        TypeContext {
            type_params: &self.ty.generic_params,
            method_params: method.map_or(&[], |m| m.generic_params.as_slice()),
            rendered: self.rendered,
        }
    }

    fn method(&self, index: u32) -> Option<&'a Method> {
        self.members.methods.get(index as usize)
    }

    /// Modifiers from a method's flags: `static`, `abstract`, `virtual`, `override`,
    /// `sealed override`; interface members have none but `static`.
    fn method_modifiers(&self, words: &mut Words, method: &Method) {
        if method.is_static {
            words.push("static");
        }
        if self.is_interface() {
            return;
        }
        if method.is_abstract {
            words.push("abstract");
        } else if method.is_override() {
            if method.is_final {
                words.push("sealed");
            }
            words.push("override");
        } else if method.is_virtual && !method.is_final {
            words.push("virtual");
        }
    }

    /// No body for abstract and interface instance members.
    fn has_body(&self, method: &Method) -> bool {
        !(method.is_abstract || self.is_interface() && !method.is_static)
    }

    /// A member with nothing written yet but its kind and name.
    pub(crate) fn member<T>(&self, kind: MemberShapeKind, name: &'a str) -> MemberShape<'a, T> {
        MemberShape {
            kind,
            attributes: Vec::new(),
            modifiers: Words::default(),
            ty: None,
            name,
            type_params: Vec::new(),
            params: Vec::new(),
            accessors: Vec::new(),
            body: Body::None,
            value: None,
        }
    }

    pub(crate) fn field<S: TypeSyntax>(
        &self,
        s: &mut S,
        field: &'a Field,
    ) -> Option<MemberShape<'a, S::Type>> {
        if !is_visible(field.accessibility) || !is_identifier(&field.name) {
            return None;
        }
        let context = self.context(None);
        let ty = context.build(s, &field.ty)?;
        let mut shape = if field.is_literal {
            let value = field.constant.as_ref()?;
            let mut shape = self.member(MemberShapeKind::Constant, &field.name);
            shape.modifiers.push(access_word(field.accessibility));
            shape.modifiers.push("const");
            shape.value = Some(constant_text(value, &field.ty, || {
                context.text(&field.ty).unwrap_or_default()
            }));
            shape
        } else {
            let mut shape = self.member(MemberShapeKind::Field, &field.name);
            let words = &mut shape.modifiers;
            words.push(access_word(field.accessibility));
            if has_pointer(&field.ty) {
                words.push("unsafe");
            }
            if field.is_static {
                words.push("static");
            }
            if field.is_read_only {
                words.push("readonly");
            }
            if field.is_volatile {
                words.push("volatile");
            }
            shape
        };
        shape.ty = Some(ty);
        shape.attributes = obsolete_attribute(&field.attributes);
        Some(shape)
    }

    /// `A = 1,` for an enum member.
    pub(crate) fn enum_member<T>(&self, field: &'a Field) -> Option<MemberShape<'a, T>> {
        if !field.is_literal || !is_identifier(&field.name) {
            return None;
        }
        let value = field.constant.as_ref()?;
        let mut shape = self.member(MemberShapeKind::EnumMember, &field.name);
        shape.attributes = obsolete_attribute(&field.attributes);
        shape.value = Some(literal(value));
        Some(shape)
    }

    /// `(int index, params object[] args)`; `None` when a type cannot be written.
    fn parameters<S: TypeSyntax>(
        &self,
        s: &mut S,
        parameters: &'a [Parameter],
        context: &TypeContext<'_>,
        extension: bool,
    ) -> Option<Vec<ParamShape<'a, S::Type>>> {
        let mut shapes = Vec::with_capacity(parameters.len());
        for (i, p) in parameters.iter().enumerate() {
            let ty = context.build(s, &p.ty)?;
            // Metadata may leave parameters unnamed (or give names C# cannot use).
            let name = if is_identifier(&p.name) {
                Cow::Borrowed(p.name.as_str())
            } else {
                Cow::Owned(format!("arg{i}"))
            };
            let default = if p.is_params || p.ref_kind == RefKind::Out {
                None
            } else {
                match &p.default_value {
                    Some(value) => Some(constant_text(value, &p.ty, || {
                        context.text(&p.ty).unwrap_or_default()
                    })),
                    None if p.is_optional => Some("default".to_string()),
                    None => None,
                }
            };
            shapes.push(ParamShape {
                this: extension && i == 0,
                params: p.is_params && p.ref_kind == RefKind::None,
                ref_kind: p.ref_kind,
                ty,
                name,
                default,
            });
        }
        Some(shapes)
    }

    fn return_type<S: TypeSyntax>(
        &self,
        s: &mut S,
        method: &Method,
        context: &TypeContext<'_>,
    ) -> Option<S::Type> {
        let ty = context.build(s, &method.return_type)?;
        Some(by_ref(s, ty, method.return_ref_kind))
    }

    fn uses_pointers(method: &Method) -> bool {
        has_pointer(&method.return_type) || method.parameters.iter().any(|p| has_pointer(&p.ty))
    }

    /// Constructors, ordinary methods, operators and conversions (accessors are written with
    /// their property or event; static constructors and finalizers are nobody's to call).
    pub(crate) fn method_declaration<S: TypeSyntax>(
        &self,
        s: &mut S,
        method: &'a Method,
    ) -> Option<MemberShape<'a, S::Type>> {
        if !is_visible(method.accessibility) || method.is_vararg {
            return None;
        }
        let context = self.context(Some(method));
        let parameters = self.parameters(s, &method.parameters, &context, method.is_extension)?;
        let mut words = Words::default();
        // Interface members take no access modifier (they are all public).
        if !self.is_interface() || method.is_static {
            words.push(access_word(method.accessibility));
        }
        if Self::uses_pointers(method) {
            words.push("unsafe");
        }
        let mut shape = match (method.kind, operator_token(&method.name)) {
            (MethodKind::Constructor, _) => {
                if method.is_static || !is_identifier(&self.ty.name) {
                    return None;
                }
                let mut shape = self.member(MemberShapeKind::Constructor, &self.ty.name);
                shape.body = Body::Block;
                shape
            }
            (MethodKind::Operator, _)
                if matches!(method.name.as_str(), "op_Implicit" | "op_Explicit") =>
            {
                let implicit = method.name == "op_Implicit";
                let mut shape = self.member(MemberShapeKind::Conversion { implicit }, &method.name);
                shape.ty = Some(context.build(s, &method.return_type)?);
                words.push("static");
                shape.body = Body::Throw;
                shape
            }
            (MethodKind::Operator, Some(token)) => {
                let mut shape = self.member(MemberShapeKind::Operator(token), &method.name);
                shape.ty = Some(self.return_type(s, method, &context)?);
                words.push("static");
                shape.body = Body::Throw;
                shape
            }
            // An `op_` name C# has no operator for (`op_Concatenate`) stays a method.
            (MethodKind::Ordinary | MethodKind::Operator, _) => {
                let returns = self.return_type(s, method, &context)?;
                let generics = type_params(s, &method.generic_params, &context)?;
                if !is_identifier(&method.name) {
                    return None;
                }
                self.method_modifiers(&mut words, method);
                if method.attributes.is_read_only && self.ty.kind == TypeKind::Struct {
                    words.push("readonly");
                }
                let mut shape = self.member(MemberShapeKind::Method, &method.name);
                let returns_void = matches!(method.return_type, MdType::Primitive(Primitive::Void))
                    && !matches!(method.return_ref_kind, RefKind::Ref | RefKind::In);
                shape.body = if !self.has_body(method) {
                    Body::None
                } else if returns_void {
                    Body::Block
                } else {
                    Body::Throw
                };
                shape.ty = Some(returns);
                shape.type_params = generics;
                shape
            }
            _ => return None,
        };
        shape.modifiers = words;
        shape.params = parameters;
        shape.attributes = obsolete_attribute(&method.attributes);
        Some(shape)
    }

    /// A property, or an indexer when it has parameters and is the type's default member
    /// (`[DefaultMember("Item")]`); other parameterized properties are not C#.
    pub(crate) fn property<S: TypeSyntax>(
        &self,
        s: &mut S,
        property: &'a Property,
    ) -> Option<MemberShape<'a, S::Type>> {
        let visible = |accessor: Option<crate::model::Accessor>| {
            accessor.filter(|a| is_visible(a.accessibility))
        };
        let getter = visible(property.getter);
        let setter = visible(property.setter);
        let main = getter.or(setter).and_then(|a| self.method(a.method))?;
        let is_indexer = !property.parameters.is_empty();
        let default_member = self
            .ty
            .attributes
            .default_member
            .as_deref()
            .unwrap_or("Item");
        if is_indexer && property.name != default_member || !is_identifier(&property.name) {
            return None;
        }
        let context = self.context(None);
        let ty = context.build(s, &property.ty)?;
        let overall = [getter, setter]
            .into_iter()
            .flatten()
            .map(|a| a.accessibility)
            .max()
            .unwrap_or(Accessibility::Public);
        let kind = if is_indexer {
            MemberShapeKind::Indexer
        } else {
            MemberShapeKind::Property
        };
        let mut shape = self.member(kind, &property.name);
        if !self.is_interface() || main.is_static {
            shape.modifiers.push(access_word(overall));
        }
        if has_pointer(&property.ty) {
            shape.modifiers.push("unsafe");
        }
        self.method_modifiers(&mut shape.modifiers, main);
        shape.ty = Some(by_ref(s, ty, property.ref_kind));
        if is_indexer {
            shape.params = self.parameters(s, &property.parameters, &context, false)?;
        }
        let body = self.has_body(main);
        let setter_kind = if property.is_init_only {
            AccessorShapeKind::Init
        } else {
            AccessorShapeKind::Set
        };
        for (accessor, kind) in [(getter, AccessorShapeKind::Get), (setter, setter_kind)] {
            let Some(accessor) = accessor else {
                continue;
            };
            let access = access_word(accessor.accessibility);
            shape.accessors.push(AccessorShape {
                access: (access != access_word(overall)).then_some(access),
                kind,
                body: match (body, kind) {
                    (false, _) => Body::None,
                    (true, AccessorShapeKind::Get) => Body::Throw,
                    (true, _) => Body::Block,
                },
            });
        }
        shape.attributes = obsolete_attribute(&property.attributes);
        if is_indexer && property.name != "Item" {
            shape.attributes.push(AttributeShape {
                name: "System.Runtime.CompilerServices.IndexerName",
                arguments: Some(format!("\"{}\"", property.name)),
            });
        }
        Some(shape)
    }

    /// A field-like event declaration (`public event global::System.EventHandler Changed;`).
    pub(crate) fn event<S: TypeSyntax>(
        &self,
        s: &mut S,
        event: &'a Event,
    ) -> Option<MemberShape<'a, S::Type>> {
        let add = event.add.filter(|a| is_visible(a.accessibility))?;
        let method = self.method(add.method)?;
        if !is_identifier(&event.name) {
            return None;
        }
        let ty = self.context(None).build(s, &event.ty)?;
        let mut shape = self.member(MemberShapeKind::Event, &event.name);
        if !self.is_interface() || method.is_static {
            shape.modifiers.push(access_word(add.accessibility));
        }
        self.method_modifiers(&mut shape.modifiers, method);
        shape.ty = Some(ty);
        shape.attributes = obsolete_attribute(&event.attributes);
        Some(shape)
    }

    /// A delegate's return type and parameters, from its `Invoke` method.
    pub(crate) fn delegate_signature<S: TypeSyntax>(
        &self,
        s: &mut S,
    ) -> Option<DelegateShape<'a, S::Type>> {
        let invoke = self.members.methods.iter().find(|m| m.name == "Invoke")?;
        let context = self.context(Some(invoke));
        let returns = self.return_type(s, invoke, &context)?;
        let parameters = self.parameters(s, &invoke.parameters, &context, false)?;
        Some((returns, parameters))
    }
}

/// `ref T` for `ref` returns and properties, `ref readonly T` for `in` ones.
fn by_ref<S: TypeSyntax>(s: &mut S, ty: S::Type, ref_kind: RefKind) -> S::Type {
    match ref_kind {
        RefKind::Ref => s.by_ref(ty, false),
        RefKind::In => s.by_ref(ty, true),
        _ => ty,
    }
}

/// True when another assembly can call one of the type's instance constructors.
pub(crate) fn has_visible_instance_constructor(members: &TypeMembers) -> bool {
    members
        .methods
        .iter()
        .any(|m| m.kind == MethodKind::Constructor && !m.is_static && is_visible(m.accessibility))
}

/// The underlying type of an enum: the type of its instance field `value__`.
pub(crate) fn enum_underlying(members: &TypeMembers) -> Option<&MdType> {
    members
        .fields
        .iter()
        .find(|f| !f.is_static && !f.is_literal)
        .map(|f| &f.ty)
}
