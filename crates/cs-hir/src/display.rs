//! C# signatures for people: a declaration's header as it is written, normalised
//! (`public static int Max(int a, int b)`, `public string Name { get; init; }`,
//! `public sealed class Order<T> : Entity, IComparable<Order<T>> where T : class`).

use crate::decls::*;

/// Accessibility as C# spells it, from modifiers and the default for the context.
pub fn accessibility(modifiers: Modifiers, default: &'static str) -> &'static str {
    let has = |m| modifiers.contains(m);
    if has(Modifiers::PUBLIC) {
        "public"
    } else if has(Modifiers::PROTECTED) && has(Modifiers::INTERNAL) {
        "protected internal"
    } else if has(Modifiers::PRIVATE) && has(Modifiers::PROTECTED) {
        "private protected"
    } else if has(Modifiers::PROTECTED) {
        "protected"
    } else if has(Modifiers::INTERNAL) {
        "internal"
    } else if has(Modifiers::PRIVATE) {
        "private"
    } else if has(Modifiers::FILE) {
        "file"
    } else {
        default
    }
}

/// Modifier words other than accessibility.
pub fn other_modifiers(modifiers: Modifiers) -> Vec<&'static str> {
    modifiers
        .words()
        .into_iter()
        .filter(|w| !matches!(*w, "public" | "private" | "protected" | "internal" | "file"))
        .collect()
}

fn type_params(params: &[TypeParamDecl]) -> String {
    if params.is_empty() {
        return String::new();
    }
    let names: Vec<String> = params
        .iter()
        .map(|p| match p.variance {
            Variance::In => format!("in {}", p.name),
            Variance::Out => format!("out {}", p.name),
            Variance::None => p.name.to_string(),
        })
        .collect();
    format!("<{}>", names.join(", "))
}

fn constraints(params: &[TypeParamDecl]) -> String {
    let mut out = String::new();
    for p in params.iter().filter(|p| !p.constraints.is_empty()) {
        let list: Vec<String> = p
            .constraints
            .iter()
            .map(|c| match c {
                Constraint::Class => "class".into(),
                Constraint::NullableClass => "class?".into(),
                Constraint::Struct => "struct".into(),
                Constraint::Unmanaged => "unmanaged".into(),
                Constraint::NotNull => "notnull".into(),
                Constraint::New => "new()".into(),
                Constraint::Default => "default".into(),
                Constraint::AllowsRefStruct => "allows ref struct".into(),
                Constraint::Type(t) => t.to_string(),
            })
            .collect();
        out.push_str(&format!(" where {} : {}", p.name, list.join(", ")));
    }
    out
}

pub fn parameters(params: &[ParamDecl]) -> String {
    params
        .iter()
        .map(|p| {
            let prefix = match p.modifier {
                ParamModifier::None => "",
                ParamModifier::Ref => "ref ",
                ParamModifier::Out => "out ",
                ParamModifier::In => "in ",
                ParamModifier::RefReadonly => "ref readonly ",
                ParamModifier::Params => "params ",
                ParamModifier::This => "this ",
                ParamModifier::ThisRef => "this ref ",
                ParamModifier::ThisIn => "this in ",
            };
            let scoped = if p.scoped { "scoped " } else { "" };
            let default = p
                .default
                .as_ref()
                .map(|d| format!(" = {d}"))
                .unwrap_or_default();
            format!("{scoped}{prefix}{} {}{default}", p.ty, p.name)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn keyword(kind: TypeKind) -> &'static str {
    match kind {
        TypeKind::Class => "class",
        TypeKind::Struct => "struct",
        TypeKind::Interface => "interface",
        TypeKind::Enum => "enum",
        TypeKind::Delegate => "delegate",
        TypeKind::Record => "record",
        TypeKind::RecordStruct => "record struct",
    }
}

/// A type's header (`public partial class C<T> : B where T : new()`), bases as written.
pub fn type_signature(decl: &TypeDecl, modifiers: Modifiers, nested: bool) -> String {
    let access = accessibility(modifiers, if nested { "private" } else { "internal" });
    let mut words = vec![access.to_string()];
    words.extend(other_modifiers(modifiers).into_iter().map(String::from));
    if decl.kind == TypeKind::Delegate {
        let ret = decl
            .delegate_return
            .as_ref()
            .map_or_else(|| "void".to_string(), |t| t.to_string());
        return format!(
            "{} delegate {ret} {}{}({}){}",
            words.join(" "),
            decl.name,
            type_params(&decl.type_params),
            parameters(&decl.delegate_params),
            constraints(&decl.type_params)
        );
    }
    let mut text = format!(
        "{} {} {}{}",
        words.join(" "),
        keyword(decl.kind),
        decl.name,
        type_params(&decl.type_params)
    );
    if let Some(params) = &decl.primary_params {
        text.push_str(&format!("({})", parameters(params)));
    }
    if !decl.bases.is_empty() {
        let bases: Vec<String> = decl.bases.iter().map(|b| b.to_string()).collect();
        text.push_str(&format!(" : {}", bases.join(", ")));
    }
    text.push_str(&constraints(&decl.type_params));
    text
}

/// A member's header, in its type's context (`in_interface` changes the default
/// accessibility; `type_name` names constructors).
pub fn member_signature(member: &MemberDecl, type_name: &str, in_interface: bool) -> String {
    let default = if in_interface || member.kind == MemberKind::EnumMember {
        "public"
    } else {
        "private"
    };
    let mut words = Vec::new();
    if member.explicit_interface.is_none() && member.kind != MemberKind::EnumMember {
        words.push(accessibility(member.modifiers, default).to_string());
    }
    words.extend(
        other_modifiers(member.modifiers)
            .into_iter()
            .map(String::from),
    );
    let prefix = if words.is_empty() {
        String::new()
    } else {
        format!("{} ", words.join(" "))
    };
    let ty = member
        .ty
        .as_ref()
        .map_or_else(|| "void".to_string(), |t| t.to_string());
    let explicit = member
        .explicit_interface
        .as_ref()
        .map(|i| format!("{i}."))
        .unwrap_or_default();
    let accessors = || {
        let list: Vec<String> = member
            .accessors
            .iter()
            .map(|a| {
                let word = match a.kind {
                    AccessorKind::Get => "get",
                    AccessorKind::Set => "set",
                    AccessorKind::Init => "init",
                    AccessorKind::Add => "add",
                    AccessorKind::Remove => "remove",
                };
                let access = accessibility(a.modifiers, "");
                if access.is_empty() {
                    format!("{word};")
                } else {
                    format!("{access} {word};")
                }
            })
            .collect();
        if list.is_empty() {
            String::new()
        } else {
            format!(" {{ {} }}", list.join(" "))
        }
    };
    match member.kind {
        MemberKind::EnumMember => match &member.value {
            Some(v) => format!("{} = {v}", member.name),
            None => member.name.to_string(),
        },
        MemberKind::Field => format!("{prefix}{ty} {}", member.name),
        MemberKind::Constant => match &member.value {
            Some(v) => format!("{prefix}{ty} {} = {v}", member.name),
            None => format!("{prefix}{ty} {}", member.name),
        },
        MemberKind::Property => format!("{prefix}{ty} {explicit}{}{}", member.name, accessors()),
        MemberKind::Indexer => format!(
            "{prefix}{ty} {explicit}this[{}]{}",
            parameters(&member.params),
            accessors()
        ),
        MemberKind::Event => format!("{prefix}event {ty} {explicit}{}", member.name),
        MemberKind::Method => format!(
            "{prefix}{ty} {explicit}{}{}({}){}",
            member.name,
            type_params(&member.type_params),
            parameters(&member.params),
            constraints(&member.type_params)
        ),
        MemberKind::Constructor => {
            format!("{prefix}{type_name}({})", parameters(&member.params))
        }
        MemberKind::Destructor => format!("~{type_name}()"),
        MemberKind::Operator => format!(
            "{prefix}{ty} {explicit}operator {}({})",
            member.operator_token.as_deref().unwrap_or("?"),
            parameters(&member.params)
        ),
        MemberKind::Conversion => format!(
            "{prefix}{} operator {ty}({})",
            member.operator_token.as_deref().unwrap_or("implicit"),
            parameters(&member.params)
        ),
    }
}
