//! The text of Extract method / Extract local function from a [`Plan`]: the call replacing the
//! selection, and the new `NewMethod` after the containing member (or the local function at
//! the end of the member's block), in the document's indentation and line endings.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use super::extract_method::{Pass, Plan};
use super::semantic::{containing_type, unused_name};
use crate::ActionContext;
use crate::syntax::{indentation_at, kind, line_end, line_start};

pub(crate) fn edits(ctx: &ActionContext, plan: &Plan, local_function: bool) -> Vec<TextEdit> {
    let text = &*ctx.text;
    let eol = ctx.eol();
    let unit = ctx.options.indent_unit();
    let scope = containing_type(&plan.member).unwrap_or_else(|| plan.member.clone());
    let name = unused_name(&scope, "NewMethod");
    let arguments: Vec<String> = plan
        .params
        .iter()
        .map(|p| match p.pass {
            Pass::Value => p.var.name.clone(),
            Pass::Ref => format!("ref {}", p.var.name),
            Pass::Out => format!("out {}", p.var.name),
        })
        .collect();
    let call = format!(
        "{}{name}({})",
        if plan.is_async { "await " } else { "" },
        arguments.join(", ")
    );
    let selection_indent = indentation_at(text, usize::from(plan.range.start())).to_string();
    let mut edits = Vec::new();
    let selected = &text[plan.range];
    let (call_text, body) = if plan.expression_type.is_some() {
        (call, format!("return {selected};"))
    } else {
        let mut lines: Vec<String> = plan
            .params
            .iter()
            .filter(|p| p.declared_inside)
            .map(|p| format!("{} {};", p.var.ty, p.var.name))
            .collect();
        lines.push(match &plan.returned {
            Some(r) if r.declared_inside => format!("{} {} = {call};", r.var.ty, r.var.name),
            Some(r) => format!("{} = {call};", r.var.name),
            None => format!("{call};"),
        });
        (
            lines.join(&format!("{eol}{selection_indent}")),
            statements_body(ctx, plan, &selection_indent, eol),
        )
    };
    edits.push(TextEdit::replace(plan.range, call_text));

    let value = match (&plan.expression_type, &plan.returned) {
        (Some(ty), _) => ty.clone(),
        (None, Some(r)) => r.var.ty.clone(),
        (None, None) => "void".to_string(),
    };
    let return_type = match (plan.is_async, value.as_str()) {
        (false, _) => value,
        (true, "void") => plan.task.clone(),
        (true, _) => format!("{}<{value}>", plan.task),
    };
    let mut modifiers = String::new();
    if !local_function {
        modifiers.push_str("private ");
    }
    // A static local function could not call the member's other local functions.
    if plan.is_static && !(local_function && plan.calls_outer_local_function) {
        modifiers.push_str("static ");
    }
    if plan.is_async {
        modifiers.push_str("async ");
    }
    let parameters: Vec<String> = plan
        .params
        .iter()
        .map(|p| {
            let pass = match p.pass {
                Pass::Value => "",
                Pass::Ref => "ref ",
                Pass::Out => "out ",
            };
            format!("{pass}{} {}", p.var.ty, p.var.name)
        })
        .collect();
    let (at, indent, lead) = if local_function {
        let Some(block) = &plan.body_block else {
            return Vec::new();
        };
        let Some(close) = block.last_token() else {
            return Vec::new();
        };
        let close_start = usize::from(close.text_range().start());
        let start = line_start(text, close_start);
        let indent = format!("{}{unit}", indentation_at(text, close_start));
        if text[start..close_start].trim().is_empty() {
            (start, indent, String::new())
        } else {
            (close_start, indent, eol.to_string())
        }
    } else {
        let end = line_end(text, usize::from(plan.member.text_range().end()));
        let indent =
            indentation_at(text, usize::from(plan.member.text_range().start())).to_string();
        let lead = if end == text.len() && !text.ends_with(['\n', '\r']) {
            eol.to_string()
        } else {
            String::new()
        };
        (end, indent, lead)
    };
    let body = reindent(&body, &selection_indent, &format!("{indent}{unit}"), eol);
    let method = format!(
        "{lead}{eol}{indent}{modifiers}{return_type} {name}({}){eol}{indent}{{{eol}{body}{eol}{indent}}}{eol}",
        parameters.join(", ")
    );
    edits.push(TextEdit::replace(
        TextRange::empty(TextSize::from(at as u32)),
        method,
    ));
    edits
}

/// The selected statements as the new method's body (still in the selection's indentation):
/// `out` variables declared inside assigned instead of declared, the returned variable declared
/// when it is not a parameter, `return` at the end.
fn statements_body(ctx: &ActionContext, plan: &Plan, indent: &str, eol: &str) -> String {
    let text = &*ctx.text;
    let base = usize::from(plan.range.start());
    // Edits relative to the selection, applied from the end.
    let mut replacements: Vec<(usize, usize, String)> = Vec::new();
    for p in plan.params.iter().filter(|p| p.declared_inside) {
        let Some(statement) = &p.declaration else {
            continue;
        };
        if let Some(declarator) = statement
            .descendants()
            .find(|n| n.kind() == kind("variable_declarator"))
        {
            let start = usize::from(statement.text_range().start()) - base;
            let end = usize::from(declarator.text_range().start()) - base;
            replacements.push((start, end, String::new()));
        }
    }
    let mut prefix = String::new();
    if let Some(r) = &plan.returned
        && !r.declared_inside
        && !r.passed_in
    {
        match first_assignment_to(ctx, plan.range, &r.var.name) {
            Some(start) => {
                replacements.push((start - base, start - base, format!("{} ", r.var.ty)))
            }
            None => prefix = format!("{} {};{eol}{indent}", r.var.ty, r.var.name),
        }
    }
    replacements.sort_by_key(|r| std::cmp::Reverse(r.0));
    let mut body = text[plan.range].to_string();
    for (start, end, new) in replacements {
        body.replace_range(start..end, &new);
    }
    let mut out = format!("{prefix}{body}");
    if let Some(r) = &plan.returned {
        out.push_str(&format!("{eol}{indent}return {};", r.var.name));
    }
    out
}

/// The start of the selection's first statement when it is `name = value;`.
fn first_assignment_to(ctx: &ActionContext, range: TextRange, name: &str) -> Option<usize> {
    let token = ctx.root.token_at_offset(range.start()).right_biased()?;
    let statement: SyntaxNode = token.parent()?.ancestors().find(|n| {
        n.text_range().start() == range.start() && n.kind() == kind("expression_statement")
    })?;
    let assignment = statement.children().next()?;
    if assignment.kind() != kind("assignment_expression") {
        return None;
    }
    let parts: Vec<String> = assignment
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .take(2)
        .map(|e| e.to_string())
        .collect();
    (parts.len() == 2 && parts[0] == name && parts[1] == "=").then(|| usize::from(range.start()))
}

/// Moves lines from indentation `from` to `to`; the first line starts unindented.
fn reindent(body: &str, from: &str, to: &str, eol: &str) -> String {
    let lines: Vec<&str> = body
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        if i == 0 {
            out.push(format!("{to}{line}"));
        } else if line.trim().is_empty() {
            out.push(String::new());
        } else if let Some(rest) = line.strip_prefix(from) {
            out.push(format!("{to}{rest}"));
        } else {
            out.push(format!("{to}{}", line.trim_start()));
        }
    }
    out.join(eol)
}

#[cfg(test)]
mod tests {
    use super::reindent;

    #[test]
    fn reindent_moves_every_line() {
        let body = "a();\r\n        if (x)\r\n            b();\r\n\r\n        c();";
        assert_eq!(
            reindent(body, "        ", "\t\t", "\r\n"),
            "\t\ta();\r\n\t\tif (x)\r\n\t\t    b();\r\n\r\n\t\tc();"
        );
    }
}
