//! Roslyn's two CS0177 fixes (an out parameter unassigned where control leaves):
//! "Assign 'out' parameters" writes `p = default-value;` for each parameter unassigned at a
//! `return` just above it (wrapping an embedded `return` in braces), and "Assign 'out'
//! parameters (at start)" writes them as the first statements of the body (not offered when the
//! `return` already is the body's first statement). The value is Roslyn's `DefaultExpression`:
//! `null` for reference and nullable types, `false`, `0` for the numeric types. Roslyn offers
//! neither where CS0177 is on the member's name (control falling off the end), nor do we; nor
//! for expression bodies or a `return` sharing its line (not built: precision first).

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use crate::syntax::{covering, indentation_at, kind, line_end, line_start};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

const ID: &str = "CS0177";

pub(crate) struct AssignOutParametersAboveReturn;
pub(crate) struct AssignOutParametersAtStart;

impl CodeActionProvider for AssignOutParametersAboveReturn {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.AssignOutParameters.AssignOutParametersAboveReturnCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &[ID]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match site(ctx, trigger) {
            Some(_) => vec![Offer::new("Assign 'out' parameters", "AssignOutParameters")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some(site) = site(ctx, trigger) else {
            return Vec::new();
        };
        let text = &*ctx.text;
        let eol = ctx.eol();
        let start = usize::from(site.statement.text_range().start());
        let indent = indentation_at(text, start).to_string();
        let assignments: String = site
            .assignments()
            .iter()
            .map(|a| format!("{indent}{a}{eol}"))
            .collect();
        let from = TextSize::from(line_start(text, start) as u32);
        if !site.embedded {
            return vec![TextEdit::replace(TextRange::empty(from), assignments)];
        }
        // An embedded `return` becomes a block at its owner's indentation.
        let owner = site.statement.parent().map(|p| p.text_range().start());
        let outer = indentation_at(text, owner.map_or(start, usize::from)).to_string();
        let statement = &text[site.statement.text_range()];
        vec![TextEdit::replace(
            TextRange::new(from, site.statement.text_range().end()),
            format!("{outer}{{{eol}{assignments}{indent}{statement}{eol}{outer}}}"),
        )]
    }
}

impl CodeActionProvider for AssignOutParametersAtStart {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.AssignOutParameters.AssignOutParametersAtStartCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &[ID]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match site(ctx, trigger) {
            Some(site) if !site.first_in_body() => vec![Offer::new(
                "Assign 'out' parameters (at start)",
                "AssignOutParametersAtStart",
            )],
            _ => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        match site(ctx, trigger) {
            Some(site) => at_start(ctx, &site.body, &site.container, site.unassigned),
            None => Vec::new(),
        }
    }
    /// One insertion per body: every parameter some `return` of it leaves unassigned.
    fn fix_all_edits(&self, ctx: &ActionContext, triggers: &[Trigger], _: &str) -> Vec<TextEdit> {
        let mut bodies: Vec<(SyntaxNode, SyntaxNode, Vec<Unassigned>)> = Vec::new();
        for site in triggers.iter().filter_map(|t| site(ctx, t)) {
            match bodies.iter_mut().find(|(b, _, _)| *b == site.body) {
                Some((_, _, all)) => {
                    for u in site.unassigned {
                        if !all.iter().any(|a| a.name == u.name) {
                            all.push(u);
                        }
                    }
                }
                None => bodies.push((site.body, site.container, site.unassigned)),
            }
        }
        bodies
            .into_iter()
            .flat_map(|(body, container, mut all)| {
                all.sort_by_key(|u| u.position);
                at_start(ctx, &body, &container, all)
            })
            .collect()
    }
}

fn at_start(
    ctx: &ActionContext,
    body: &SyntaxNode,
    _container: &SyntaxNode,
    unassigned: Vec<Unassigned>,
) -> Vec<TextEdit> {
    let text = &*ctx.text;
    let eol = ctx.eol();
    let Some(first) = body
        .children()
        .find(|n| !cs_syntax::is_trivia(n.kind()))
        .map(|n| n.text_range().start())
    else {
        return Vec::new();
    };
    let indent = indentation_at(text, usize::from(first)).to_string();
    let Some(open) = body.first_token() else {
        return Vec::new();
    };
    let at = line_end(text, usize::from(open.text_range().end()));
    let assignments: String = unassigned
        .iter()
        .map(|u| format!("{indent}{} = {};{eol}", u.name, u.value))
        .collect();
    vec![TextEdit::replace(
        TextRange::empty(TextSize::from(at as u32)),
        assignments,
    )]
}

/// An out parameter unassigned at a `return`.
#[derive(Clone)]
struct Unassigned {
    name: String,
    value: &'static str,
    /// Its declaration's offset: the order statements are written in.
    position: TextSize,
}

/// A `return` CS0177 is reported on, in a member's block body.
struct Site {
    statement: SyntaxNode,
    /// The statement is the embedded statement of an `if`, `else`, loop…
    embedded: bool,
    body: SyntaxNode,
    container: SyntaxNode,
    unassigned: Vec<Unassigned>,
}

impl Site {
    fn assignments(&self) -> Vec<String> {
        self.unassigned
            .iter()
            .map(|u| format!("{} = {};", u.name, u.value))
            .collect()
    }
    fn first_in_body(&self) -> bool {
        self.statement.parent().as_ref() == Some(&self.body)
            && self.body.children().next().as_ref() == Some(&self.statement)
    }
}

fn site(ctx: &ActionContext, trigger: &Trigger) -> Option<Site> {
    let diagnostic = trigger.diagnostic()?;
    let statement = covering(&ctx.root, diagnostic.range, "return_statement")?;
    if statement.text_range() != diagnostic.range {
        return None;
    }
    // One action per `return`, however many parameters it leaves unassigned: offered for the
    // first of its diagnostics.
    let here: Vec<_> = ctx
        .diagnostics(&[ID])
        .into_iter()
        .filter(|d| d.range == diagnostic.range)
        .collect();
    if here.first() != Some(diagnostic) {
        return None;
    }
    let text = &*ctx.text;
    let start = usize::from(statement.text_range().start());
    if !text[line_start(text, start)..start].trim().is_empty() {
        return None;
    }
    let parent = statement.parent()?;
    let embedded = if parent.kind() == kind("block") || parent.kind() == kind("switch_section") {
        false
    } else if [
        "if_statement",
        "else_clause",
        "while_statement",
        "for_statement",
        "foreach_statement",
        "do_statement",
        "using_statement",
        "lock_statement",
        "fixed_statement",
    ]
    .iter()
    .any(|k| cs_syntax::kind_from_name(k, true) == Some(parent.kind()))
    {
        true
    } else {
        return None;
    };
    let container = parent.ancestors().find(|n| {
        [
            "method_declaration",
            "constructor_declaration",
            "operator_declaration",
            "conversion_operator_declaration",
        ]
        .iter()
        .any(|k| cs_syntax::kind_from_name(k, true) == Some(n.kind()))
    })?;
    // Nested functions are not judged by CS0177's flow pass; their returns are not ours.
    if parent.ancestors().take_while(|n| *n != container).any(|n| {
        [
            "local_function_statement",
            "lambda_expression",
            "anonymous_method_expression",
        ]
        .iter()
        .any(|k| cs_syntax::kind_from_name(k, true) == Some(n.kind()))
    }) {
        return None;
    }
    let body = container.children().find(|n| n.kind() == kind("block"))?;
    let parameters = container
        .children()
        .find(|n| n.kind() == kind("parameter_list"))?;
    let mut unassigned = Vec::new();
    for d in &here {
        let name = quoted(&d.message)?;
        unassigned.push(parameter(ctx, &parameters, name)?);
    }
    unassigned.sort_by_key(|u| u.position);
    Some(Site {
        statement,
        embedded,
        body,
        container,
        unassigned,
    })
}

/// The first `'…'` of a message.
fn quoted(message: &str) -> Option<&str> {
    let start = message.find('\'')? + 1;
    let end = start + message[start..].find('\'')?;
    Some(&message[start..end])
}

/// The out parameter `name` of the list, with its type's default value.
fn parameter(ctx: &ActionContext, list: &SyntaxNode, name: &str) -> Option<Unassigned> {
    let parameter = list.children().find(|p| {
        p.kind() == kind("parameter")
            && p.children_with_tokens()
                .filter(|e| !cs_syntax::is_trivia(e.kind()))
                .last()
                .is_some_and(|e| ctx.text[e.text_range()] == *name)
    })?;
    // The type: the first element after attributes and modifiers (a predefined type is a
    // token, an array or nullable type a node).
    let ty = parameter
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .find(|e| {
            !matches!(
                cs_syntax::kind_name(e.kind()),
                "attribute_list" | "modifier"
            )
        })?;
    let ty_kind = cs_syntax::kind_name(ty.kind());
    let value = if ty_kind == "array_type" || ty_kind == "nullable_type" {
        "null"
    } else if ty_kind == "predefined_type" {
        match ty.to_string().trim() {
            "string" | "object" | "dynamic" => "null",
            "bool" => "false",
            "sbyte" | "byte" | "short" | "ushort" | "int" | "uint" | "long" | "ulong"
            | "decimal" | "float" | "double" => "0",
            _ => return None,
        }
    } else {
        return None;
    };
    Some(Unassigned {
        name: name.to_string(),
        value,
        position: parameter.text_range().start(),
    })
}
