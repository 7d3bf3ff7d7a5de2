//! Shapes written as C# text: four spaces of indentation per level, one member per line,
//! attributes on their own lines, identifiers `@`-escaped.

use std::fmt::Write;

use super::names::push_identifier;
use super::shape::{
    AccessorShapeKind, AttributeShape, ConstraintShape, MemberShape, MemberShapeKind, ParamShape,
    TypeParamShape, TypeShape, Words,
};
use crate::model::{RefKind, TypeKind, Variance};

/// A type, its members and its nested types at `depth` levels of indentation.
pub(crate) fn write_type(out: &mut String, shape: &TypeShape<'_, String>, depth: usize) {
    let indent = "    ".repeat(depth);
    attributes(out, &shape.attributes, &indent);
    out.push_str(&indent);
    words(out, &shape.modifiers);
    if let Some((returns, params)) = &shape.delegate {
        let _ = write!(out, "delegate {returns} ");
        push_identifier(out, shape.name);
        type_params(out, &shape.type_params);
        parameters(out, params);
        constraints(out, &shape.type_params);
        out.push_str(";\n");
        return;
    }
    out.push_str(match shape.kind {
        TypeKind::Class | TypeKind::Delegate => "class ",
        TypeKind::Struct => "struct ",
        TypeKind::Interface => "interface ",
        TypeKind::Enum => "enum ",
    });
    push_identifier(out, shape.name);
    type_params(out, &shape.type_params);
    if !shape.bases.is_empty() {
        let _ = write!(out, " : {}", shape.bases.join(", "));
    }
    constraints(out, &shape.type_params);
    let _ = writeln!(out, "\n{indent}{{");
    let member_indent = "    ".repeat(depth + 1);
    for member in &shape.members {
        write_member(out, member, &member_indent);
    }
    for nested in &shape.nested {
        write_type(out, nested, depth + 1);
    }
    let _ = writeln!(out, "{indent}}}");
}

fn write_member(out: &mut String, member: &MemberShape<'_, String>, indent: &str) {
    attributes(out, &member.attributes, indent);
    out.push_str(indent);
    words(out, &member.modifiers);
    let ty = member.ty.as_deref().unwrap_or("");
    match member.kind {
        MemberShapeKind::EnumMember => {
            push_identifier(out, member.name);
        }
        MemberShapeKind::Field | MemberShapeKind::Constant => {
            let _ = write!(out, "{ty} ");
            push_identifier(out, member.name);
        }
        MemberShapeKind::Event => {
            let _ = write!(out, "event {ty} ");
            push_identifier(out, member.name);
        }
        MemberShapeKind::Constructor => {
            push_identifier(out, member.name);
            parameters(out, &member.params);
        }
        MemberShapeKind::Method => {
            let _ = write!(out, "{ty} ");
            push_identifier(out, member.name);
            type_params(out, &member.type_params);
            parameters(out, &member.params);
            constraints(out, &member.type_params);
        }
        MemberShapeKind::Operator(token) => {
            let _ = write!(out, "{ty} operator {token}");
            parameters(out, &member.params);
        }
        MemberShapeKind::Conversion { implicit } => {
            let kind = if implicit { "implicit" } else { "explicit" };
            let _ = write!(out, "{kind} operator {ty}");
            parameters(out, &member.params);
        }
        MemberShapeKind::Property | MemberShapeKind::Indexer => {
            let _ = write!(out, "{ty} ");
            if member.kind == MemberShapeKind::Indexer {
                out.push_str("this[");
                parameter_list(out, &member.params);
                out.push(']');
            } else {
                push_identifier(out, member.name);
            }
            out.push_str(" {");
            for accessor in &member.accessors {
                out.push(' ');
                if let Some(access) = accessor.access {
                    let _ = write!(out, "{access} ");
                }
                out.push_str(match accessor.kind {
                    AccessorShapeKind::Get => "get",
                    AccessorShapeKind::Set => "set",
                    AccessorShapeKind::Init => "init",
                });
                out.push_str(accessor.body.text());
            }
            out.push_str(" }");
        }
    }
    match member.kind {
        MemberShapeKind::EnumMember => {
            let _ = write!(out, " = {},", member.value.as_deref().unwrap_or(""));
        }
        MemberShapeKind::Field | MemberShapeKind::Constant | MemberShapeKind::Event => {
            if let Some(value) = &member.value {
                let _ = write!(out, " = {value}");
            }
            out.push(';');
        }
        MemberShapeKind::Property | MemberShapeKind::Indexer => {}
        _ => out.push_str(member.body.text()),
    }
    out.push('\n');
}

/// Each word followed by a space.
fn words(out: &mut String, words: &Words) {
    for word in words.as_slice() {
        out.push_str(word);
        out.push(' ');
    }
}

fn attributes(out: &mut String, attributes: &[AttributeShape], indent: &str) {
    for attribute in attributes {
        let _ = write!(out, "{indent}[global::{}", attribute.name);
        if let Some(arguments) = &attribute.arguments {
            let _ = write!(out, "({arguments})");
        }
        out.push_str("]\n");
    }
}

/// `<out T, in U>`, nothing when there are none.
fn type_params(out: &mut String, params: &[TypeParamShape<'_, String>]) {
    if params.is_empty() {
        return;
    }
    out.push('<');
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(match p.variance {
            Variance::Covariant => "out ",
            Variance::Contravariant => "in ",
            Variance::None => "",
        });
        push_identifier(out, p.name);
    }
    out.push('>');
}

/// ` where T : class, global::System.IComparable<T>, new()` for each constrained parameter.
fn constraints(out: &mut String, params: &[TypeParamShape<'_, String>]) {
    for p in params.iter().filter(|p| !p.constraints.is_empty()) {
        out.push_str(" where ");
        push_identifier(out, p.name);
        out.push_str(" : ");
        for (i, constraint) in p.constraints.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(match constraint {
                ConstraintShape::Class => "class",
                ConstraintShape::Struct => "struct",
                ConstraintShape::Unmanaged => "unmanaged",
                ConstraintShape::New => "new()",
                ConstraintShape::Type(ty) => ty,
            });
        }
    }
}

/// `(int index, params object[] args)`
fn parameters(out: &mut String, params: &[ParamShape<'_, String>]) {
    out.push('(');
    parameter_list(out, params);
    out.push(')');
}

fn parameter_list(out: &mut String, params: &[ParamShape<'_, String>]) {
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if p.this {
            out.push_str("this ");
        }
        if p.params {
            out.push_str("params ");
        }
        out.push_str(match p.ref_kind {
            RefKind::None => "",
            RefKind::Ref => "ref ",
            RefKind::In => "in ",
            RefKind::Out => "out ",
        });
        out.push_str(&p.ty);
        out.push(' ');
        push_identifier(out, &p.name);
        if let Some(default) = &p.default {
            let _ = write!(out, " = {default}");
        }
    }
}
