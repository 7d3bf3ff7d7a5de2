//! C#-like rendering of declarations and signatures ("metadata as source", signatures only),
//! for the `dump` example, tests and later navigation answers.

use std::fmt::Write;

use crate::assembly::Assembly;
use crate::model::{
    Accessibility, Constant, Event, Field, GenericParam, MdType, Method, MethodKind, NamedType,
    Parameter, Primitive, Property, RefKind, TypeDef, TypeIndex, TypeKind, Variance,
};

/// Names for `!i` and `!!i`.
struct Scope<'a> {
    type_params: &'a [GenericParam],
    method_params: &'a [GenericParam],
}

/// A type as C# writes it, with type parameters named from `type_index` (and `method`).
pub fn type_name(
    assembly: &Assembly,
    type_index: TypeIndex,
    method: Option<&Method>,
    ty: &MdType,
) -> String {
    let scope = Scope {
        type_params: assembly
            .type_def(type_index)
            .map_or(&[], |t| t.generic_params.as_slice()),
        method_params: method.map_or(&[], |m| m.generic_params.as_slice()),
    };
    let mut out = String::new();
    write_type(&mut out, ty, &scope);
    out
}

fn write_type(out: &mut String, ty: &MdType, scope: &Scope<'_>) {
    match ty {
        MdType::Primitive(p) => match p.csharp_keyword() {
            Some(keyword) => out.push_str(keyword),
            None => out.push_str(p.system_name()),
        },
        MdType::Named(named) => write_named(out, named, scope),
        MdType::TypeParam(i) => match scope.type_params.get(*i as usize) {
            Some(p) => out.push_str(&p.name),
            None => {
                let _ = write!(out, "!{i}");
            }
        },
        MdType::MethodParam(i) => match scope.method_params.get(*i as usize) {
            Some(p) => out.push_str(&p.name),
            None => {
                let _ = write!(out, "!!{i}");
            }
        },
        MdType::SzArray(element) => {
            write_type(out, element, scope);
            out.push_str("[]");
        }
        MdType::Array { element, rank } => {
            write_type(out, element, scope);
            out.push('[');
            for _ in 1..*rank {
                out.push(',');
            }
            out.push(']');
        }
        MdType::Pointer(element) => {
            write_type(out, element, scope);
            out.push('*');
        }
        MdType::ByRef(element) => {
            out.push_str("ref ");
            write_type(out, element, scope);
        }
        MdType::FnPtr(sig) => {
            out.push_str("delegate*<");
            for p in &sig.parameters {
                write_type(out, p, scope);
                out.push_str(", ");
            }
            write_type(out, &sig.return_type, scope);
            out.push('>');
        }
        MdType::Unknown => out.push('?'),
    }
}

fn write_named(out: &mut String, named: &NamedType, scope: &Scope<'_>) {
    if named.enclosing.is_empty() && named.namespace == "System" {
        if named.name == "Nullable" && named.args.len() == 1 {
            write_type(out, &named.args[0], scope);
            out.push('?');
            return;
        }
        if named.args.is_empty()
            && let Some(keyword) = keyword_of(&named.name)
        {
            out.push_str(keyword);
            return;
        }
    }
    let mut args = named.args.iter();
    let parts = named
        .enclosing
        .iter()
        .map(|p| (p.name.as_str(), p.arity))
        .chain(std::iter::once((named.name.as_str(), named.arity)));
    for (i, (name, arity)) in parts.enumerate() {
        if i > 0 {
            out.push('.');
        }
        out.push_str(name);
        if arity > 0 {
            out.push('<');
            for j in 0..arity {
                if j > 0 {
                    out.push_str(", ");
                }
                if let Some(arg) = args.next() {
                    write_type(out, arg, scope);
                }
            }
            out.push('>');
        }
    }
}

fn keyword_of(system_name: &str) -> Option<&'static str> {
    use Primitive::*;
    [
        Void, Boolean, Char, SByte, Byte, Int16, UInt16, Int32, UInt32, Int64, UInt64, Single,
        Double, String, Object,
    ]
    .into_iter()
    .find(|p| p.system_name() == system_name)
    .and_then(Primitive::csharp_keyword)
    .or(match system_name {
        "Decimal" => Some("decimal"),
        _ => None,
    })
}

fn generic_list(params: &[GenericParam]) -> String {
    if params.is_empty() {
        return String::new();
    }
    let names: Vec<String> = params
        .iter()
        .map(|p| {
            let variance = match p.variance {
                Variance::Covariant => "out ",
                Variance::Contravariant => "in ",
                Variance::None => "",
            };
            format!("{variance}{}", p.name)
        })
        .collect();
    format!("<{}>", names.join(", "))
}

fn constraints(params: &[GenericParam], scope: &Scope<'_>) -> String {
    let mut out = String::new();
    for p in params {
        let mut clauses = Vec::new();
        if p.unmanaged {
            clauses.push("unmanaged".to_string());
        } else if p.value_type {
            clauses.push("struct".to_string());
        } else if p.reference_type {
            clauses.push("class".to_string());
        }
        for c in &p.constraints {
            let is_value_type_of_struct =
                p.value_type && c.full_name() == Some(("System", "ValueType"));
            if !is_value_type_of_struct {
                let mut text = String::new();
                write_type(&mut text, c, scope);
                clauses.push(text);
            }
        }
        if p.default_constructor && !p.value_type {
            clauses.push("new()".to_string());
        }
        if !clauses.is_empty() {
            let _ = write!(out, " where {} : {}", p.name, clauses.join(", "));
        }
    }
    out
}

/// `public sealed class List<T> : IList<T>, …`
pub fn type_declaration(assembly: &Assembly, index: TypeIndex) -> String {
    let Some(ty) = assembly.type_def(index) else {
        return String::new();
    };
    let scope = Scope {
        type_params: &ty.generic_params,
        method_params: &[],
    };
    let mut out = String::from(ty.accessibility.as_csharp());
    let own = ty.own_generic_params();
    match ty.kind {
        TypeKind::Class if ty.is_static() => out.push_str(" static class "),
        TypeKind::Class if ty.is_abstract => out.push_str(" abstract class "),
        TypeKind::Class if ty.is_sealed => out.push_str(" sealed class "),
        TypeKind::Class => out.push_str(" class "),
        TypeKind::Struct => {
            if ty.attributes.is_read_only {
                out.push_str(" readonly");
            }
            if ty.attributes.is_by_ref_like {
                out.push_str(" ref");
            }
            out.push_str(" struct ");
        }
        TypeKind::Interface => out.push_str(" interface "),
        TypeKind::Enum => out.push_str(" enum "),
        TypeKind::Delegate => {
            out.push_str(" delegate ");
            let invoke = assembly
                .members(index)
                .and_then(|m| m.methods.iter().find(|m| m.name == "Invoke"));
            if let Some(invoke) = invoke {
                write_type(&mut out, &invoke.return_type, &scope);
                let _ = write!(out, " {}{}(", ty.name, generic_list(own));
                write_parameters(&mut out, &invoke.parameters, &scope);
                out.push(')');
            } else {
                let _ = write!(out, "{}{}", ty.name, generic_list(own));
            }
            out.push_str(&constraints(own, &scope));
            return out;
        }
    }
    out.push_str(&ty.name);
    out.push_str(&generic_list(own));
    let mut bases = Vec::new();
    if let Some(base) = &ty.base
        && ty.kind == TypeKind::Class
        && base.full_name() != Some(("System", "Object"))
    {
        let mut text = String::new();
        write_type(&mut text, base, &scope);
        bases.push(text);
    }
    for interface in &ty.interfaces {
        let mut text = String::new();
        write_type(&mut text, interface, &scope);
        bases.push(text);
    }
    if !bases.is_empty() {
        let _ = write!(out, " : {}", bases.join(", "));
    }
    out.push_str(&constraints(own, &scope));
    out
}

fn write_constant(out: &mut String, value: &Constant) {
    let _ = match value {
        Constant::Bool(v) => write!(out, "{v}"),
        Constant::Char(v) => match char::from_u32(u32::from(*v)) {
            Some(c) => write!(out, "{c:?}"),
            None => write!(out, "'\\u{v:04x}'"),
        },
        Constant::I1(v) => write!(out, "{v}"),
        Constant::U1(v) => write!(out, "{v}"),
        Constant::I2(v) => write!(out, "{v}"),
        Constant::U2(v) => write!(out, "{v}"),
        Constant::I4(v) => write!(out, "{v}"),
        Constant::U4(v) => write!(out, "{v}"),
        Constant::I8(v) => write!(out, "{v}"),
        Constant::U8(v) => write!(out, "{v}"),
        Constant::R4(v) => write!(out, "{v}"),
        Constant::R8(v) => write!(out, "{v}"),
        Constant::String(v) => write!(out, "{v:?}"),
        Constant::Null => write!(out, "null"),
        Constant::Decimal(d) => write!(out, "{}m", d.digits()),
    };
}

fn modifiers(accessibility: Accessibility, is_static: bool) -> String {
    let mut out = String::from(accessibility.as_csharp());
    if is_static {
        out.push_str(" static");
    }
    out
}

pub fn field(assembly: &Assembly, type_index: TypeIndex, field: &Field) -> String {
    let is_enum_member = assembly
        .type_def(type_index)
        .is_some_and(|t| t.kind == TypeKind::Enum);
    let mut out = String::new();
    if is_enum_member && field.is_literal {
        out.push_str(&field.name);
    } else {
        let is_const = field.is_literal;
        out.push_str(&modifiers(
            field.accessibility,
            field.is_static && !is_const,
        ));
        if is_const {
            out.push_str(" const");
        } else if field.is_read_only {
            out.push_str(" readonly");
        }
        if field.is_volatile {
            out.push_str(" volatile");
        }
        out.push(' ');
        out.push_str(&type_name(assembly, type_index, None, &field.ty));
        out.push(' ');
        out.push_str(&field.name);
    }
    if let Some(value) = &field.constant {
        out.push_str(" = ");
        write_constant(&mut out, value);
    }
    out
}

fn write_parameters(out: &mut String, parameters: &[Parameter], scope: &Scope<'_>) {
    for (i, p) in parameters.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if p.is_params {
            out.push_str("params ");
        }
        match p.ref_kind {
            RefKind::None => {}
            RefKind::Ref => out.push_str("ref "),
            RefKind::In => out.push_str("in "),
            RefKind::Out => out.push_str("out "),
        }
        write_type(out, &p.ty, scope);
        if !p.name.is_empty() {
            out.push(' ');
            out.push_str(&p.name);
        }
        if let Some(value) = &p.default_value {
            out.push_str(" = ");
            write_constant(out, value);
        }
    }
}

pub fn method(assembly: &Assembly, type_index: TypeIndex, method: &Method) -> String {
    let type_def = assembly.type_def(type_index);
    let scope = Scope {
        type_params: type_def.map_or(&[], |t: &TypeDef| t.generic_params.as_slice()),
        method_params: &method.generic_params,
    };
    let mut out = modifiers(method.accessibility, method.is_static);
    let is_interface = type_def.is_some_and(|t| t.kind == TypeKind::Interface);
    if !is_interface {
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
    out.push(' ');
    let type_name = type_def.map_or("", |t| t.name.as_str());
    match method.kind {
        MethodKind::Constructor | MethodKind::StaticConstructor => out.push_str(type_name),
        MethodKind::Destructor => {
            let _ = write!(out, "~{type_name}");
        }
        _ => {
            match method.return_ref_kind {
                RefKind::Ref => out.push_str("ref "),
                RefKind::In => out.push_str("ref readonly "),
                _ => {}
            }
            write_type(&mut out, &method.return_type, &scope);
            out.push(' ');
            out.push_str(&method.name);
            out.push_str(&generic_list(&method.generic_params));
        }
    }
    out.push('(');
    if method.is_extension {
        out.push_str("this ");
    }
    write_parameters(&mut out, &method.parameters, &scope);
    out.push(')');
    out.push_str(&constraints(&method.generic_params, &scope));
    out
}

pub fn property(assembly: &Assembly, type_index: TypeIndex, property: &Property) -> String {
    let type_def = assembly.type_def(type_index);
    let scope = Scope {
        type_params: type_def.map_or(&[], |t: &TypeDef| t.generic_params.as_slice()),
        method_params: &[],
    };
    let mut out = modifiers(property.accessibility(), property.is_static);
    out.push(' ');
    match property.ref_kind {
        RefKind::Ref => out.push_str("ref "),
        RefKind::In => out.push_str("ref readonly "),
        _ => {}
    }
    write_type(&mut out, &property.ty, &scope);
    out.push(' ');
    if property.parameters.is_empty() {
        out.push_str(&property.name);
    } else {
        out.push_str("this[");
        write_parameters(&mut out, &property.parameters, &scope);
        out.push(']');
    }
    out.push_str(" {");
    let overall = property.accessibility();
    for (accessor, keyword) in [
        (property.getter, "get"),
        (
            property.setter,
            if property.is_init_only { "init" } else { "set" },
        ),
    ] {
        if let Some(accessor) = accessor {
            out.push(' ');
            if accessor.accessibility != overall {
                out.push_str(accessor.accessibility.as_csharp());
                out.push(' ');
            }
            out.push_str(keyword);
            out.push(';');
        }
    }
    out.push_str(" }");
    out
}

pub fn event(assembly: &Assembly, type_index: TypeIndex, event: &Event) -> String {
    let mut out = modifiers(event.accessibility(), event.is_static);
    out.push_str(" event ");
    out.push_str(&type_name(assembly, type_index, None, &event.ty));
    out.push(' ');
    out.push_str(&event.name);
    out
}
