//! "Convert to file-scoped namespace" ↔ "Convert to block scoped namespace", at a caret on the
//! namespace's header (`namespace` through its name, or the `;`). A block namespace converts
//! when it is the compilation unit's only namespace or type (usings and attributes may precede
//! it) and its braces stand on their own lines; its lines lose one level of indentation. A
//! file-scoped namespace's following lines gain one inside new braces. A line that starts inside
//! a multi-line string keeps its text: re-indenting it would change the string.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize};

use super::{caret_token, child_token};
use crate::syntax::{kind, line_end, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ConvertNamespace;

const TO_FILE_SCOPED: &str = "Convert to file-scoped namespace";
const TO_BLOCK_SCOPED: &str = "Convert to block scoped namespace";

impl CodeActionProvider for ConvertNamespace {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ConvertNamespace.ConvertNamespaceCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["namespace_declaration", "file_scoped_namespace_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some((true, _)) => vec![Offer::new(TO_FILE_SCOPED, "ToFileScoped")],
            Some((false, _)) => vec![Offer::new(TO_BLOCK_SCOPED, "ToBlockScoped")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).map(|(_, e)| e).into_iter().collect()
    }
}

/// Whether the conversion is to a file-scoped namespace, and its edit.
fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<(bool, TextEdit)> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let namespace = token.parent_ancestors().find(|n| {
        n.kind() == kind("namespace_declaration")
            || n.kind() == kind("file_scoped_namespace_declaration")
    })?;
    let name = namespace
        .children_with_tokens()
        .find(|e| e.kind() == kind("identifier") || e.kind() == kind("qualified_name"))?;
    let header_end = if namespace.kind() == kind("file_scoped_namespace_declaration") {
        child_token(&namespace, ";")?.text_range().end()
    } else {
        name.text_range().end()
    };
    if at < namespace.text_range().start() || at > header_end {
        return None;
    }
    if namespace.parent()?.kind() != kind("compilation_unit") {
        return None;
    }
    // A raw string's content is measured from its closing quotes' indentation: re-indenting
    // some of its lines but not others would change it.
    if ctx.text[namespace.parent()?.text_range()].contains("\"\"\"") {
        return None;
    }
    if namespace.kind() == kind("namespace_declaration") {
        to_file_scoped(ctx, &namespace, &name).map(|e| (true, e))
    } else {
        to_block_scoped(ctx, &namespace).map(|e| (false, e))
    }
}

fn to_file_scoped(
    ctx: &ActionContext,
    namespace: &SyntaxNode,
    name: &SyntaxElement,
) -> Option<TextEdit> {
    // Nothing but usings, externs and attributes besides it at the top level.
    let alone = namespace.parent()?.children().all(|n| {
        n == *namespace
            || n.kind() == kind("using_directive")
            || n.kind() == kind("extern_alias_directive")
            || n.kind() == kind("attribute_list")
    });
    if !alone {
        return None;
    }
    let body = namespace
        .children()
        .find(|n| n.kind() == kind("declaration_list"))?;
    let text = &*ctx.text;
    let open = usize::from(body.text_range().start());
    let close = usize::from(body.text_range().end()) - 1;
    // `{` ends its line and `}` starts its own; only whitespace between the name and `{`.
    let name_end = usize::from(name.text_range().end());
    let content_start = line_end(text, open);
    let content_end = line_start(text, close);
    if !text[name_end..open].trim().is_empty()
        || !text[open + 1..content_start].trim().is_empty()
        || !text[content_end..close].trim().is_empty()
        || content_start > content_end
        || !text[close + 1..usize::from(namespace.text_range().end())].is_empty()
    {
        return None;
    }
    let content = &text[content_start..content_end];
    let unit = content
        .lines()
        .find(|l| !l.trim().is_empty())
        .map(|l| &l[..l.len() - l.trim_start_matches([' ', '\t']).len()])
        .unwrap_or("");
    let mut out = String::new();
    for (start, line) in lines(content, content_start) {
        if !starts_inside_token(ctx, start) && !unit.is_empty() {
            out.push_str(line.strip_prefix(unit).unwrap_or(line));
        } else {
            out.push_str(line);
        }
    }
    // The closing line goes with its line break.
    let end = line_end(text, close);
    let eol = ctx.eol();
    let after_close = &text[close + 1..end];
    let trailing = if after_close.trim().is_empty() && end > close + 1 {
        ""
    } else {
        after_close
    };
    let new_text = format!(
        ";{eol}{eol}{}{trailing}",
        out.trim_start_matches(['\r', '\n'])
    );
    Some(TextEdit::replace(
        TextRange::new(name.text_range().end(), TextSize::from(end as u32)),
        new_text,
    ))
}

fn to_block_scoped(ctx: &ActionContext, namespace: &SyntaxNode) -> Option<TextEdit> {
    let text = &*ctx.text;
    let semicolon = child_token(namespace, ";")?;
    let after = usize::from(semicolon.text_range().end());
    let rest_start = line_end(text, after);
    if !text[after..rest_start].trim().is_empty() {
        return None;
    }
    let eol = ctx.eol();
    let unit = ctx.options.indent_unit();
    let mut out = String::new();
    for (start, line) in lines(&text[rest_start..], rest_start) {
        if line.trim().is_empty() {
            // Blank lines stay blank (no trailing indentation).
            out.push_str(&line[line.trim_end_matches(['\r', '\n']).len()..]);
        } else if starts_inside_token(ctx, start) {
            out.push_str(line);
        } else {
            out.push_str(&unit);
            out.push_str(line);
        }
    }
    let body = out.trim_start_matches(['\r', '\n']).trim_end();
    let final_eol = if text.ends_with('\n') { eol } else { "" };
    let new_text = format!("{eol}{{{eol}{body}{eol}}}{final_eol}");
    Some(TextEdit::replace(
        TextRange::new(
            semicolon.text_range().start(),
            TextSize::from(text.len() as u32),
        ),
        new_text,
    ))
}

/// The lines of `text` (with their breaks) and their offsets in the document.
fn lines(text: &str, base: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < text.len() {
        let end = line_end(text, at);
        out.push((base + at, &text[at..end]));
        at = end;
    }
    out
}

/// Whether a line starting at `offset` begins inside a token (a multi-line string).
fn starts_inside_token(ctx: &ActionContext, offset: usize) -> bool {
    let at = TextSize::from(offset as u32);
    ctx.root.token_at_offset(at).any(|t| {
        t.text_range().start() < at && at < t.text_range().end() && !cs_syntax::is_trivia(t.kind())
    })
}
