//! "Generate method 'M'" (CS0103 on an invoked simple name) and "Generate field 'x'" /
//! "Generate property 'x'" / "Generate local 'x'" (CS0103 on the target of a simple
//! assignment; the property first for a PascalCase name, as Roslyn orders them), with types inferred at
//! the use: argument types from literals, `new T(…)`, locals and parameters; the return type
//! from a typed declaration, a `return` or an expression statement (`void`); anything else is
//! `object`. The method goes after the member that uses it (`private`, `static` in a static
//! member) with `throw new NotImplementedException();`; the field (or `{ get; set; }`
//! property) at the top of the type.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange, TextSize};

use crate::fixes::implement::system_import;
use crate::syntax::{indentation_at, kind, line_end, line_start, token_in};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct GenerateMember;

const MEMBERS: &[&str] = &[
    "method_declaration",
    "constructor_declaration",
    "property_declaration",
    "operator_declaration",
];

impl CodeActionProvider for GenerateMember {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.GenerateMember.GenerateVariable.CSharpGenerateVariableCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0103"]
    }
    fn priority(&self) -> u32 {
        70
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match usage(ctx, trigger) {
            Some(Usage::Call { name, .. }) => {
                vec![Offer::new(format!("Generate method '{name}'"), "Method")]
            }
            Some(Usage::Assigned { name, .. }) => {
                let field = Offer::new(format!("Generate field '{name}'"), "Field");
                let property = Offer::new(format!("Generate property '{name}'"), "Property");
                let local = Offer::new(format!("Generate local '{name}'"), "Local");
                // Roslyn puts the property first for a PascalCase name.
                if name.starts_with(|c: char| c.is_uppercase()) {
                    vec![property, field, local]
                } else {
                    vec![field, property, local]
                }
            }
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some(usage) = usage(ctx, trigger) else {
            return Vec::new();
        };
        match (usage, key) {
            (Usage::Call { name, call, member }, "Method") => method(ctx, &name, &call, &member),
            (
                Usage::Assigned {
                    name,
                    value,
                    member,
                    ..
                },
                "Field",
            ) => field(ctx, &name, &value, &member, false),
            (
                Usage::Assigned {
                    name,
                    value,
                    member,
                    ..
                },
                "Property",
            ) => field(ctx, &name, &value, &member, true),
            (Usage::Assigned { token, value, .. }, "Local") => {
                let ty = infer(ctx, &value, &token);
                vec![TextEdit::replace(
                    TextRange::empty(token.text_range().start()),
                    format!("{ty} "),
                )]
            }
            _ => Vec::new(),
        }
    }
}

enum Usage {
    /// `Name(args)`: the invocation and the member it is in.
    Call {
        name: String,
        call: SyntaxNode,
        member: SyntaxNode,
    },
    /// `name = value;` as a statement.
    Assigned {
        name: String,
        token: SyntaxToken,
        value: SyntaxElement,
        member: SyntaxNode,
    },
}

fn usage(ctx: &ActionContext, trigger: &Trigger) -> Option<Usage> {
    let diagnostic = trigger.diagnostic()?;
    let token = token_in(&ctx.root, diagnostic.range)?;
    if token.text_range() != diagnostic.range {
        return None;
    }
    let name = token.text().to_string();
    let parent = token.parent()?;
    let member_kinds: Vec<_> = MEMBERS.iter().map(|k| kind(k)).collect();
    let member = parent
        .ancestors()
        .find(|n| member_kinds.contains(&n.kind()))?;
    let first = |node: &SyntaxNode| {
        node.children_with_tokens()
            .find(|e| !cs_syntax::is_trivia(e.kind()))
            .map(|e| e.text_range())
    };
    if parent.kind() == kind("invocation_expression") && first(&parent) == Some(token.text_range())
    {
        return Some(Usage::Call {
            name,
            call: parent,
            member,
        });
    }
    if parent.kind() == kind("assignment_expression")
        && first(&parent) == Some(token.text_range())
        && parent.parent()?.kind() == kind("expression_statement")
    {
        let mut elements = parent
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()));
        elements.next()?;
        let operator = elements.next()?;
        if operator.as_token().map(|t| t.text()) != Some("=") {
            return None;
        }
        let value = elements.next()?;
        return Some(Usage::Assigned {
            name,
            token,
            value,
            member,
        });
    }
    None
}

/// The type of an expression as far as the syntax (and the locals in scope) tell.
pub(crate) fn infer(ctx: &ActionContext, expression: &SyntaxElement, at: &SyntaxToken) -> String {
    let text = ctx.text[expression.text_range()].trim().to_string();
    let k = expression.kind();
    let is = |name: &str| cs_syntax::kind_from_name(name, true) == Some(k);
    if is("integer_literal") {
        let lower = text.to_ascii_lowercase();
        return if lower.ends_with("ul") || lower.ends_with("lu") {
            "ulong"
        } else if lower.ends_with('l') {
            "long"
        } else if lower.ends_with('u') {
            "uint"
        } else {
            "int"
        }
        .into();
    }
    if is("real_literal") {
        let lower = text.to_ascii_lowercase();
        return if lower.ends_with('f') {
            "float"
        } else if lower.ends_with('m') {
            "decimal"
        } else {
            "double"
        }
        .into();
    }
    if is("string_literal")
        || is("verbatim_string_literal")
        || is("raw_string_literal")
        || is("interpolated_string_expression")
    {
        return "string".into();
    }
    if is("character_literal") {
        return "char".into();
    }
    if is("boolean_literal") || text == "true" || text == "false" {
        return "bool".into();
    }
    if let SyntaxElement::Node(node) = expression
        && node.kind() == kind("object_creation_expression")
    {
        let ty = node
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .nth(1);
        if let Some(ty) = ty {
            return ctx.text[ty.text_range()].to_string();
        }
    }
    if is("identifier") {
        return local_type(ctx, &text, at).unwrap_or_else(|| "object".into());
    }
    "object".into()
}

/// The type of a local or parameter named `name` visible at `at`.
fn local_type(ctx: &ActionContext, name: &str, at: &SyntaxToken) -> Option<String> {
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let offset = at.text_range().start();
    if let Some(local) = bindings
        .locals
        .iter()
        .filter(|l| &*l.name == name && l.name_range.start() < offset)
        .max_by_key(|l| l.name_range.start())
    {
        return Some(cs_bind::display::ty_text(db, &local.ty));
    }
    // A parameter of the enclosing member.
    let member = at
        .parent()?
        .ancestors()
        .find(|n| MEMBERS.iter().any(|k| n.kind() == kind(k)))?;
    let parameters = member
        .children()
        .find(|n| n.kind() == kind("parameter_list"))?;
    for parameter in parameters
        .children()
        .filter(|n| n.kind() == kind("parameter"))
    {
        let tokens: Vec<SyntaxElement> = parameter
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .collect();
        if tokens.last().map(|e| ctx.text[e.text_range()].to_string()) == Some(name.to_string())
            && tokens.len() >= 2
        {
            return Some(ctx.text[tokens[tokens.len() - 2].text_range()].to_string());
        }
    }
    None
}

fn is_static(member: &SyntaxNode) -> bool {
    member
        .children()
        .any(|n| n.kind() == kind("modifier") && n.text() == "static")
}

/// The return type the call's place asks for.
pub(crate) fn return_type(ctx: &ActionContext, call: &SyntaxNode, member: &SyntaxNode) -> String {
    let Some(parent) = call.parent() else {
        return "object".into();
    };
    if parent.kind() == kind("expression_statement") {
        return "void".into();
    }
    if parent.kind() == kind("variable_declarator")
        && let Some(declaration) = parent.parent()
        && declaration.kind() == kind("variable_declaration")
        && let Some(ty) = declaration
            .children_with_tokens()
            .find(|e| !cs_syntax::is_trivia(e.kind()))
    {
        let ty = ctx.text[ty.text_range()].to_string();
        return if ty == "var" { "object".into() } else { ty };
    }
    if parent.kind() == kind("return_statement") && member.kind() == kind("method_declaration") {
        let skip = [kind("attribute_list"), kind("modifier")];
        if let Some(ty) = member.children_with_tokens().find(|e| match e {
            SyntaxElement::Node(n) => !skip.contains(&n.kind()),
            SyntaxElement::Token(t) => !cs_syntax::is_trivia(t.kind()),
        }) {
            return ctx.text[ty.text_range()].to_string();
        }
    }
    "object".into()
}

fn method(
    ctx: &ActionContext,
    name: &str,
    call: &SyntaxNode,
    member: &SyntaxNode,
) -> Vec<TextEdit> {
    let text = &*ctx.text;
    let eol = ctx.eol();
    let unit = ctx.options.indent_unit();
    let params = parameters_from_call(ctx, call);
    let ret = return_type(ctx, call, member);
    let indent = indentation_at(text, usize::from(member.text_range().start())).to_string();
    let modifiers = if is_static(member) {
        "private static"
    } else {
        "private"
    };
    let end = line_end(text, usize::from(member.text_range().end()));
    let body = format!(
        "{eol}{indent}{modifiers} {ret} {name}({}){eol}{indent}{{{eol}{indent}{unit}throw new NotImplementedException();{eol}{indent}}}{eol}",
        params.join(", ")
    );
    let (at, body) = if end == text.len() && !text.ends_with(['\n', '\r']) {
        (end, format!("{eol}{body}"))
    } else {
        (end, body)
    };
    let mut edits = vec![TextEdit::replace(
        TextRange::empty(TextSize::from(at as u32)),
        body,
    )];
    edits.extend(system_import(ctx, member.text_range().start()));
    edits
}

/// The parameters a generated method takes from a call's arguments: each argument's inferred
/// type, named after an identifier argument, else `v` (one) or `v1`, `v2`, ….
pub(crate) fn parameters_from_call(ctx: &ActionContext, call: &SyntaxNode) -> Vec<String> {
    let arguments: Vec<SyntaxElement> = call
        .children()
        .find(|n| n.kind() == kind("argument_list"))
        .map(|list| {
            list.children()
                .filter(|n| n.kind() == kind("argument"))
                .filter_map(|a| {
                    a.children_with_tokens()
                        .find(|e| !cs_syntax::is_trivia(e.kind()))
                })
                .collect()
        })
        .unwrap_or_default();
    let anchor = call.first_token();
    let identifier = cs_syntax::kind_from_name("identifier", true);
    let unnamed = arguments
        .iter()
        .filter(|a| identifier != Some(a.kind()))
        .count();
    let mut counter = 0;
    arguments
        .iter()
        .map(|argument| {
            let ty = match &anchor {
                Some(at) => infer(ctx, argument, at),
                None => "object".into(),
            };
            let name = if identifier == Some(argument.kind()) {
                ctx.text[argument.text_range()].to_string()
            } else if unnamed == 1 {
                "v".to_string()
            } else {
                counter += 1;
                format!("v{counter}")
            };
            format!("{ty} {name}")
        })
        .collect()
}

/// A private field (or auto-property) of the assigned value's type, first in the type.
fn field(
    ctx: &ActionContext,
    name: &str,
    value: &SyntaxElement,
    member: &SyntaxNode,
    property: bool,
) -> Vec<TextEdit> {
    let text = &*ctx.text;
    let eol = ctx.eol();
    let Some(anchor) = member.first_token() else {
        return Vec::new();
    };
    let ty = infer(ctx, value, &anchor);
    let indent = indentation_at(text, usize::from(member.text_range().start())).to_string();
    let modifiers = if is_static(member) {
        "private static"
    } else {
        "private"
    };
    // At the top of the type's body: the line after its `{`.
    let Some(body) = member.parent() else {
        return Vec::new();
    };
    let Some(open) = body.first_token() else {
        return Vec::new();
    };
    let after_open = line_end(text, usize::from(open.text_range().end()));
    let first_member = line_start(text, usize::from(member.text_range().start()));
    let blank = if after_open == first_member { eol } else { "" };
    vec![TextEdit::replace(
        TextRange::empty(TextSize::from(after_open as u32)),
        if property {
            format!("{indent}{modifiers} {ty} {name} {{ get; set; }}{eol}{blank}")
        } else {
            format!("{indent}{modifiers} {ty} {name};{eol}{blank}")
        },
    )]
}
