//! Member declarations of one type as C#: fields and constants, constructors, properties and
//! indexers, events, methods (extension methods with `this`), operators and conversions.
//! Bodies are `=> throw null;` or `{ }`; a member C# cannot spell is left out.

use std::fmt::Write;

use super::literals::constant_text;
use super::names::{
    TypeContext, constraint_clauses, generic_parameter_list, has_pointer, push_identifier,
};
use crate::model::{
    Accessibility, Event, Field, KnownAttributes, MdType, Method, MethodKind, Parameter, Property,
    RefKind, TypeDef, TypeKind, TypeMembers,
};

/// What every member of one type shares.
pub(crate) struct MemberWriter<'a> {
    pub ty: &'a TypeDef,
    pub members: &'a TypeMembers,
    pub rendered: &'a [bool],
    pub indent: &'a str,
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

/// `[global::System.Obsolete("…", true)]` and a newline, when the entity is obsolete.
pub(crate) fn obsolete_attribute(out: &mut String, attributes: &KnownAttributes, indent: &str) {
    let Some(obsolete) = &attributes.obsolete else {
        return;
    };
    out.push_str(indent);
    out.push_str("[global::System.Obsolete");
    match (&obsolete.message, obsolete.is_error) {
        (None, false) => {}
        (message, is_error) => {
            let message = super::literals::literal(&crate::model::Constant::String(
                message.clone().unwrap_or_default(),
            ));
            out.push('(');
            out.push_str(&message);
            if is_error {
                out.push_str(", true");
            }
            out.push(')');
        }
    }
    out.push_str("]\n");
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

impl MemberWriter<'_> {
    fn is_interface(&self) -> bool {
        self.ty.kind == TypeKind::Interface
    }

    fn context<'m>(&'m self, method: Option<&'m Method>) -> TypeContext<'m> {
        TypeContext {
            type_params: &self.ty.generic_params,
            method_params: method.map_or(&[], |m| m.generic_params.as_slice()),
            rendered: self.rendered,
        }
    }

    fn method(&self, index: u32) -> Option<&Method> {
        self.members.methods.get(index as usize)
    }

    /// Modifiers from a method's flags: `static`, `abstract`, `virtual`, `override`,
    /// `sealed override`; interface members have none but `static`.
    fn method_modifiers(&self, out: &mut String, method: &Method) {
        if method.is_static {
            out.push_str(" static");
        }
        if self.is_interface() {
            return;
        }
        if method.is_abstract {
            out.push_str(" abstract");
        } else if method.is_override() {
            out.push_str(if method.is_final {
                " sealed override"
            } else {
                " override"
            });
        } else if method.is_virtual && !method.is_final {
            out.push_str(" virtual");
        }
    }

    /// No body for abstract and interface instance members.
    fn has_body(&self, method: &Method) -> bool {
        !(method.is_abstract || self.is_interface() && !method.is_static)
    }

    pub(crate) fn field(&self, out: &mut String, field: &Field) {
        if !is_visible(field.accessibility) || !super::names::is_identifier(&field.name) {
            return;
        }
        let Some(ty) = self.context(None).text(&field.ty) else {
            return;
        };
        let mut head = String::from(access_word(field.accessibility));
        if field.is_literal {
            let Some(value) = &field.constant else {
                return;
            };
            let _ = write!(head, " const {ty} ");
            push_identifier(&mut head, &field.name);
            let _ = write!(head, " = {};", constant_text(value, &field.ty, &ty));
        } else {
            if has_pointer(&field.ty) {
                head.push_str(" unsafe");
            }
            if field.is_static {
                head.push_str(" static");
            }
            if field.is_read_only {
                head.push_str(" readonly");
            }
            if field.is_volatile {
                head.push_str(" volatile");
            }
            let _ = write!(head, " {ty} ");
            push_identifier(&mut head, &field.name);
            head.push(';');
        }
        obsolete_attribute(out, &field.attributes, self.indent);
        out.push_str(self.indent);
        out.push_str(&head);
        out.push('\n');
    }

    /// `A = 1,` for an enum member.
    pub(crate) fn enum_member(&self, out: &mut String, field: &Field) {
        if !field.is_literal || !super::names::is_identifier(&field.name) {
            return;
        }
        let Some(value) = &field.constant else {
            return;
        };
        obsolete_attribute(out, &field.attributes, self.indent);
        out.push_str(self.indent);
        push_identifier(out, &field.name);
        let _ = writeln!(out, " = {},", super::literals::literal(value));
    }

    /// `(int index, params object[] args)`; `None` when a type cannot be written.
    fn parameters(
        &self,
        parameters: &[Parameter],
        context: &TypeContext<'_>,
        extension: bool,
    ) -> Option<String> {
        let mut out = String::new();
        for (i, p) in parameters.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if extension && i == 0 {
                out.push_str("this ");
            }
            let ty = context.text(&p.ty)?;
            if p.is_params && p.ref_kind == RefKind::None {
                out.push_str("params ");
            }
            out.push_str(match p.ref_kind {
                RefKind::None => "",
                RefKind::Ref => "ref ",
                RefKind::In => "in ",
                RefKind::Out => "out ",
            });
            out.push_str(&ty);
            out.push(' ');
            if !push_identifier(&mut out, &p.name) {
                // Metadata may leave parameters unnamed (or give names C# cannot use).
                let _ = write!(out, "arg{i}");
            }
            if p.is_params || p.ref_kind == RefKind::Out {
                continue;
            }
            match &p.default_value {
                Some(value) => {
                    let _ = write!(out, " = {}", constant_text(value, &p.ty, &ty));
                }
                None if p.is_optional => out.push_str(" = default"),
                None => {}
            }
        }
        Some(out)
    }

    fn return_type(&self, method: &Method, context: &TypeContext<'_>) -> Option<String> {
        let ty = context.text(&method.return_type)?;
        Some(match method.return_ref_kind {
            RefKind::Ref => format!("ref {ty}"),
            RefKind::In => format!("ref readonly {ty}"),
            _ => ty,
        })
    }

    fn uses_pointers(method: &Method) -> bool {
        has_pointer(&method.return_type) || method.parameters.iter().any(|p| has_pointer(&p.ty))
    }

    /// Constructors, ordinary methods, operators and conversions (accessors are written with
    /// their property or event; static constructors and finalizers are nobody's to call).
    pub(crate) fn method_declaration(&self, out: &mut String, method: &Method) {
        if !is_visible(method.accessibility) || method.is_vararg {
            return;
        }
        let context = self.context(Some(method));
        let Some(parameters) = self.parameters(&method.parameters, &context, method.is_extension)
        else {
            return;
        };
        let mut head = String::new();
        head.push_str(access_word(method.accessibility));
        if Self::uses_pointers(method) {
            head.push_str(" unsafe");
        }
        let token = operator_token(&method.name);
        match (method.kind, token) {
            (MethodKind::Constructor, _) => {
                if method.is_static {
                    return;
                }
                head.push(' ');
                if !push_identifier(&mut head, &self.ty.name) {
                    return;
                }
                let _ = write!(head, "({parameters}) {{ }}");
            }
            (MethodKind::Operator, _)
                if matches!(method.name.as_str(), "op_Implicit" | "op_Explicit") =>
            {
                let Some(target) = context.text(&method.return_type) else {
                    return;
                };
                let kind = if method.name == "op_Implicit" {
                    "implicit"
                } else {
                    "explicit"
                };
                let _ = write!(
                    head,
                    " static {kind} operator {target}({parameters}) => throw null;"
                );
            }
            (MethodKind::Operator, Some(token)) => {
                let Some(returns) = self.return_type(method, &context) else {
                    return;
                };
                let _ = write!(
                    head,
                    " static {returns} operator {token}({parameters}) => throw null;"
                );
            }
            // An `op_` name C# has no operator for (`op_Concatenate`) stays a method.
            (MethodKind::Ordinary | MethodKind::Operator, _) => {
                let Some(returns) = self.return_type(method, &context) else {
                    return;
                };
                let Some(generics) = generic_parameter_list(&method.generic_params) else {
                    return;
                };
                self.method_modifiers(&mut head, method);
                if method.attributes.is_read_only && self.ty.kind == TypeKind::Struct {
                    head.push_str(" readonly");
                }
                let _ = write!(head, " {returns} ");
                if !push_identifier(&mut head, &method.name) {
                    return;
                }
                let constraints = constraint_clauses(&method.generic_params, &context);
                let body = if !self.has_body(method) {
                    ";"
                } else if returns == "void" {
                    " { }"
                } else {
                    " => throw null;"
                };
                let _ = write!(head, "{generics}({parameters}){constraints}{body}");
            }
            _ => return,
        }
        obsolete_attribute(out, &method.attributes, self.indent);
        out.push_str(self.indent);
        if self.is_interface() && !method.is_static {
            // Interface members take no access modifier (they are all public).
            let without = head
                .strip_prefix("public ")
                .or_else(|| head.strip_prefix("protected "))
                .unwrap_or(&head);
            out.push_str(without);
        } else {
            out.push_str(&head);
        }
        out.push('\n');
    }

    /// A property, or an indexer when it has parameters and is the type's default member
    /// (`[DefaultMember("Item")]`); other parameterized properties are not C#.
    pub(crate) fn property(&self, out: &mut String, property: &Property) {
        let visible = |accessor: Option<crate::model::Accessor>| {
            accessor.filter(|a| is_visible(a.accessibility))
        };
        let getter = visible(property.getter);
        let setter = visible(property.setter);
        let Some(main) = getter.or(setter).and_then(|a| self.method(a.method)) else {
            return;
        };
        let is_indexer = !property.parameters.is_empty();
        let default_member = self
            .ty
            .attributes
            .default_member
            .as_deref()
            .unwrap_or("Item");
        if is_indexer && property.name != default_member
            || !super::names::is_identifier(&property.name)
        {
            return;
        }
        let context = self.context(None);
        let Some(ty) = context.text(&property.ty) else {
            return;
        };
        let overall = [getter, setter]
            .into_iter()
            .flatten()
            .map(|a| a.accessibility)
            .max()
            .unwrap_or(Accessibility::Public);
        let mut head = String::new();
        if !self.is_interface() || main.is_static {
            head.push_str(access_word(overall));
        }
        if has_pointer(&property.ty) {
            head.push_str(" unsafe");
        }
        self.method_modifiers(&mut head, main);
        let ref_prefix = match property.ref_kind {
            RefKind::Ref => "ref ",
            RefKind::In => "ref readonly ",
            _ => "",
        };
        let _ = write!(head, " {ref_prefix}{ty} ");
        if is_indexer {
            let Some(parameters) = self.parameters(&property.parameters, &context, false) else {
                return;
            };
            let _ = write!(head, "this[{parameters}]");
        } else {
            push_identifier(&mut head, &property.name);
        }
        let body = self.has_body(main);
        head.push_str(" {");
        for (accessor, keyword) in [
            (getter, "get"),
            (setter, if property.is_init_only { "init" } else { "set" }),
        ] {
            let Some(accessor) = accessor else {
                continue;
            };
            head.push(' ');
            if access_word(accessor.accessibility) != access_word(overall) {
                head.push_str(access_word(accessor.accessibility));
                head.push(' ');
            }
            head.push_str(keyword);
            head.push_str(match (body, keyword) {
                (false, _) => ";",
                (true, "get") => " => throw null;",
                (true, _) => " { }",
            });
        }
        head.push_str(" }");
        obsolete_attribute(out, &property.attributes, self.indent);
        if is_indexer && property.name != "Item" {
            let _ = writeln!(
                out,
                "{}[global::System.Runtime.CompilerServices.IndexerName(\"{}\")]",
                self.indent, property.name
            );
        }
        out.push_str(self.indent);
        out.push_str(head.trim_start());
        out.push('\n');
    }

    /// A field-like event declaration (`public event global::System.EventHandler Changed;`).
    pub(crate) fn event(&self, out: &mut String, event: &Event) {
        let Some(add) = event.add.filter(|a| is_visible(a.accessibility)) else {
            return;
        };
        let Some(method) = self.method(add.method) else {
            return;
        };
        if !super::names::is_identifier(&event.name) {
            return;
        }
        let Some(ty) = self.context(None).text(&event.ty) else {
            return;
        };
        let mut head = String::new();
        if !self.is_interface() || method.is_static {
            head.push_str(access_word(add.accessibility));
        }
        self.method_modifiers(&mut head, method);
        let _ = write!(head, " event {ty} ");
        push_identifier(&mut head, &event.name);
        head.push(';');
        obsolete_attribute(out, &event.attributes, self.indent);
        out.push_str(self.indent);
        out.push_str(head.trim_start());
        out.push('\n');
    }

    /// A delegate's declaration from its `Invoke` method: `delegate R Name<T>(T arg)`, without
    /// the leading modifiers and name (the caller writes those).
    pub(crate) fn delegate_signature(&self) -> Option<(String, String)> {
        let invoke = self.members.methods.iter().find(|m| m.name == "Invoke")?;
        let context = self.context(Some(invoke));
        let returns = self.return_type(invoke, &context)?;
        let parameters = self.parameters(&invoke.parameters, &context, false)?;
        Some((returns, parameters))
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
