//! "Use object initializer" (Roslyn's IDE0017 fix, offered here as a refactoring) at a caret on
//! a local declared with `new T(…)` (or `new(…)`) and followed by statements that assign its
//! fields and properties (`c.A = 1; c.B = x;`): the assignments move into an initializer,
//! one per line, and the statements go. The run stops at the first statement that is not a
//! simple assignment to a field or property of that local, whose value mentions the local, or
//! that assigns a member twice. Not offered when the creation already has an initializer or no
//! assignment follows.

use cs_bind::{BoundSymbol, RefKind};
use cs_hir::{MemberKind, Symbol};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use super::caret_token;
use crate::syntax::{indentation_at, kind, line_end};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UseObjectInitializer;

impl CodeActionProvider for UseObjectInitializer {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.UseObjectInitializer.CSharpUseObjectInitializerCodeFixProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["local_declaration_statement"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Use object initializer", "UseObjectInitializer")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        let Some(target) = target(ctx, trigger) else {
            return Vec::new();
        };
        let eol = ctx.eol();
        let indent = indentation_at(
            &ctx.text,
            usize::from(target.statement.text_range().start()),
        );
        let unit = ctx.options.indent_unit();
        let members: Vec<String> = target
            .assignments
            .iter()
            .map(|(member, value)| format!("{indent}{unit}{member} = {value}"))
            .collect();
        let initializer = format!(
            "{eol}{indent}{{{eol}{}{eol}{indent}}}",
            members.join(&format!(",{eol}"))
        );
        let creation_end = target.creation.text_range().end();
        // From the creation's end to the end of the last assignment's line: the statement's
        // own `;` stays, the assignment statements go, text after the last one on its line
        // (a comment) stays.
        let statement_end = target.statement.text_range().end();
        let statement_tail = &ctx.text[usize::from(creation_end)..usize::from(statement_end)];
        let last = usize::from(target.last_statement.text_range().end());
        let removed_to = line_end(&ctx.text, last);
        let trailing = &ctx.text[last..removed_to];
        vec![TextEdit::replace(
            TextRange::new(creation_end, TextSize::from(removed_to as u32)),
            format!("{initializer}{statement_tail}{trailing}"),
        )]
    }
}

struct Target {
    statement: SyntaxNode,
    creation: SyntaxNode,
    last_statement: SyntaxNode,
    /// Member name and value text, in order.
    assignments: Vec<(String, String)>,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let token = caret_token(ctx, trigger)?;
    let statement = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("local_declaration_statement"))?;
    let declaration = statement
        .children()
        .find(|n| n.kind() == kind("variable_declaration"))?;
    let declarators: Vec<SyntaxNode> = declaration
        .children()
        .filter(|n| n.kind() == kind("variable_declarator"))
        .collect();
    let [declarator] = declarators.as_slice() else {
        return None;
    };
    let local = declarator.first_token()?.text().to_string();
    let creation = declarator.children().find(|n| {
        n.kind() == kind("object_creation_expression")
            || n.kind() == kind("implicit_object_creation_expression")
    })?;
    if creation
        .children()
        .any(|n| n.kind() == kind("initializer_expression"))
    {
        return None;
    }
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let is_field_or_property = |range: TextRange| {
        bindings.references.iter().any(|r| {
            r.range == range
                && r.kind != RefKind::Declaration
                && matches!(&r.symbol, BoundSymbol::Symbol(Symbol::Member(id))
                if cs_hir::member(db, *id).is_some_and(|m| {
                    !m.is_static() && matches!(m.kind(), MemberKind::Field | MemberKind::Property)
                }))
        })
    };
    let mut assignments: Vec<(String, String)> = Vec::new();
    let mut last_statement = None;
    let mut next = statement.next_sibling();
    while let Some(candidate) = next {
        let Some((member, member_range, value)) = member_assignment(ctx, &candidate, &local) else {
            break;
        };
        if assignments.iter().any(|(m, _)| *m == member)
            || mentions(&value, &local)
            || !is_field_or_property(member_range)
        {
            break;
        }
        assignments.push((member, ctx.text[value.text_range()].trim().to_string()));
        last_statement = Some(candidate.clone());
        next = candidate.next_sibling();
    }
    Some(Target {
        statement,
        creation,
        last_statement: last_statement?,
        assignments,
    })
}

/// `local.Member = value;`: the member's name and range, and the value.
fn member_assignment(
    ctx: &ActionContext,
    statement: &SyntaxNode,
    local: &str,
) -> Option<(String, TextRange, SyntaxNode)> {
    if statement.kind() != kind("expression_statement") {
        return None;
    }
    let assignment = statement.first_child()?;
    if assignment.kind() != kind("assignment_expression") {
        return None;
    }
    let parts: Vec<_> = assignment
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    let [target, operator, value] = parts.as_slice() else {
        return None;
    };
    if ctx.text[operator.text_range()] != *"=" {
        return None;
    }
    let target = target.as_node()?;
    if target.kind() != kind("member_access_expression") {
        return None;
    }
    let pieces: Vec<_> = target
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    let [receiver, dot, name] = pieces.as_slice() else {
        return None;
    };
    if ctx.text[receiver.text_range()] != *local
        || ctx.text[dot.text_range()] != *"."
        || name.kind() != kind("identifier")
    {
        return None;
    }
    Some((
        ctx.text[name.text_range()].to_string(),
        name.text_range(),
        value.as_node()?.clone(),
    ))
}

/// An identifier token spelled `name` anywhere in `node`.
fn mentions(node: &SyntaxNode, name: &str) -> bool {
    node.descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .any(|t| t.text() == name)
        || node.first_token().is_some_and(|t| t.text() == name)
}
