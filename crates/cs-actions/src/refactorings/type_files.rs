//! What the refactorings that add or rename documents share: the top-level type declarations
//! of a file (not nested in a type, in any namespace), the one whose name a caret is on, and
//! a document's text reduced to one of them (its usings, its namespace, the type) by deleting
//! every other member with its leading comment lines and one blank line beside it.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange, TextSize};

use super::caret_token;
use crate::syntax::{deletion, kind, line_end, line_start};
use crate::{ActionContext, Trigger};

/// The type declarations a file may declare at the top level.
const TYPE_KINDS: [&str; 6] = [
    "class_declaration",
    "struct_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "delegate_declaration",
];

pub(crate) fn is_type(node: &SyntaxNode) -> bool {
    TYPE_KINDS.iter().any(|k| node.kind() == kind(k))
}

fn is_namespace(node: &SyntaxNode) -> bool {
    node.kind() == kind("namespace_declaration")
        || node.kind() == kind("file_scoped_namespace_declaration")
}

/// The name token of a type declaration (a delegate's is the identifier before its
/// parameters; the others' the first identifier after the keyword).
pub(crate) fn type_name(node: &SyntaxNode) -> Option<SyntaxToken> {
    let tokens = node
        .children_with_tokens()
        .take_while(|e| {
            e.kind() != kind("parameter_list")
                && e.kind() != kind("type_parameter_list")
                && e.kind() != kind("declaration_list")
                && e.kind() != kind("enum_member_declaration_list")
                && e.kind() != kind("base_list")
        })
        .filter_map(SyntaxElement::into_token)
        .filter(|t| t.kind() == kind("identifier"));
    if node.kind() == kind("delegate_declaration") {
        tokens.last()
    } else {
        tokens.into_iter().next()
    }
}

/// The members of a compilation unit or namespace body (nodes, in order).
fn members(parent: &SyntaxNode) -> Vec<SyntaxNode> {
    let body = if parent.kind() == kind("namespace_declaration") {
        match parent
            .children()
            .find(|n| n.kind() == kind("declaration_list"))
        {
            Some(body) => body,
            None => return Vec::new(),
        }
    } else {
        parent.clone()
    };
    body.children().collect()
}

/// Every type declared outside types, in document order.
pub(crate) fn top_level_types(root: &SyntaxNode) -> Vec<SyntaxNode> {
    let mut out = Vec::new();
    let mut pending = vec![root.clone()];
    while let Some(parent) = pending.pop() {
        for member in members(&parent) {
            if is_type(&member) {
                out.push(member);
            } else if member.kind() == kind("namespace_declaration") {
                pending.push(member);
            }
        }
    }
    out.sort_by_key(|n| n.text_range().start());
    out
}

/// The top-level type whose name the caret is on, and its name.
pub(crate) fn type_at_caret(
    ctx: &ActionContext,
    trigger: &Trigger,
) -> Option<(SyntaxNode, SyntaxToken)> {
    let token = caret_token(ctx, trigger)?;
    let node = token.parent()?;
    if !is_type(&node) || type_name(&node)? != token {
        return None;
    }
    let parent = node.parent()?;
    let top = parent.kind() == kind("compilation_unit")
        || parent
            .parent()
            .is_some_and(|p| p.kind() == kind("namespace_declaration"));
    top.then_some((node, token))
}

/// Whether the file has a preprocessor directive (deleting around one could unbalance it).
pub(crate) fn has_directives(text: &str) -> bool {
    text.lines().any(|l| l.trim_start().starts_with('#'))
}

/// The file name of a type: its name and `.cs`.
pub(crate) fn file_name_of(name: &str) -> String {
    format!("{name}.cs")
}

/// The start of the comment lines right above `node`'s line (none: its line's start).
pub(crate) fn leading_comments_start(text: &str, node: &SyntaxNode) -> usize {
    let mut start = line_start(text, usize::from(node.text_range().start()));
    while start > 0 {
        let previous = line_start(text, start - 1);
        let line = text[previous..start].trim();
        let comment = line.starts_with("//") || (line.starts_with("/*") && line.ends_with("*/"));
        if !comment {
            break;
        }
        start = previous;
    }
    start
}

/// The range that deletes the run of members `first..=last` with the comment lines above
/// `first` and one blank line: the one after (unless a `}` or the end of the file follows),
/// else the one before. `None` when a member shares a line with text that stays.
pub(crate) fn run_deletion(text: &str, first: &SyntaxNode, last: &SyntaxNode) -> Option<TextRange> {
    let span = TextRange::new(first.text_range().start(), last.text_range().end());
    let (from, to) = (usize::from(span.start()), usize::from(span.end()));
    let alone = text[line_start(text, from)..from].trim().is_empty()
        && text[to..line_end(text, to)].trim().is_empty();
    if !alone {
        return None;
    }
    let lines = deletion(text, span);
    let mut start = leading_comments_start(text, first).min(usize::from(lines.start()));
    let mut end = usize::from(lines.end());
    let blank = |from: usize, to: usize| from < to && text[from..to].trim().is_empty();
    let after = text[end..].trim_start();
    if blank(end, line_end(text, end)) && !after.is_empty() && !after.starts_with('}') {
        end = line_end(text, end);
    } else if start > 0 && blank(line_start(text, start - 1), start) {
        start = line_start(text, start - 1);
    }
    Some(TextRange::new(
        TextSize::from(start as u32),
        TextSize::from(end as u32),
    ))
}

/// The deletions that reduce the document to `keep`: every member of the compilation unit and
/// of the namespaces around `keep` but usings, extern aliases, those namespaces and `keep`
/// (neighbouring members deleted as one run). `None` when a member cannot be deleted by lines.
pub(crate) fn reduce_to(ctx: &ActionContext, keep: &SyntaxNode) -> Option<Vec<TextEdit>> {
    let path: Vec<SyntaxNode> = keep.ancestors().filter(is_namespace).collect();
    let kept = |n: &SyntaxNode| {
        n == keep
            || path.contains(n)
            || n.kind() == kind("using_directive")
            || n.kind() == kind("extern_alias_directive")
            // A file-scoped namespace is a sibling of the declarations it contains.
            || n.kind() == kind("file_scoped_namespace_declaration")
    };
    let mut parents = vec![ctx.root.clone()];
    parents.extend(
        path.iter()
            .filter(|n| n.kind() == kind("namespace_declaration"))
            .cloned(),
    );
    let mut edits = Vec::new();
    for parent in parents {
        let mut run: Option<(SyntaxNode, SyntaxNode)> = None;
        for member in members(&parent).into_iter().chain([keep.clone()]) {
            if !kept(&member) {
                run = Some(match run {
                    Some((first, _)) => (first, member),
                    None => (member.clone(), member),
                });
                continue;
            }
            if let Some((first, last)) = run.take() {
                edits.push(TextEdit::replace(
                    run_deletion(&ctx.text, &first, &last)?,
                    "",
                ));
            }
        }
    }
    Some(edits)
}

/// The text with `edits` (non-overlapping) applied.
pub(crate) fn apply(text: &str, mut edits: Vec<TextEdit>) -> String {
    edits.sort_by_key(|e| std::cmp::Reverse(e.range.start()));
    let mut out = text.to_string();
    for edit in edits {
        out.replace_range(
            usize::from(edit.range.start())..usize::from(edit.range.end()),
            &edit.new_text,
        );
    }
    out
}

/// What removing `node` from its file removes: the node, or the namespace blocks around it
/// that would be left with nothing but usings.
pub(crate) fn removed_with_namespaces(node: &SyntaxNode) -> SyntaxNode {
    let mut removed = node.clone();
    loop {
        let Some(body) = removed.parent() else {
            return removed;
        };
        let namespace = match body.parent() {
            Some(p) if body.kind() == kind("declaration_list") && is_namespace(&p) => p,
            _ => return removed,
        };
        let alone = body.children().all(|n| {
            n == removed
                || n.kind() == kind("using_directive")
                || n.kind() == kind("extern_alias_directive")
        });
        if !alone {
            return removed;
        }
        removed = namespace;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<String> {
        top_level_types(&cs_syntax::parse(text).syntax())
            .iter()
            .map(|t| type_name(t).unwrap().text().to_string())
            .collect()
    }

    #[test]
    fn top_level_types_skip_nested_ones_and_name_delegates_by_their_name() {
        let text = "namespace A\n{\n    class Outer { class Inner { } }\n    namespace B { delegate Result Handler<T>(T value); }\n}\nrecord struct Point(int X);\n";
        assert_eq!(names(text), ["Outer", "Handler", "Point"]);
        let scoped = "namespace N;\n\ninterface IShape { }\nenum Kind { A }\n";
        assert_eq!(names(scoped), ["IShape", "Kind"]);
    }

    #[test]
    fn a_deleted_type_takes_its_comments_and_one_blank_line() {
        let text = "class A { }\n\n// About B.\nclass B { }\n\nclass C { }\n";
        let root = cs_syntax::parse(text).syntax();
        let types = top_level_types(&root);
        let cut = |n: &SyntaxNode| {
            let range = run_deletion(text, n, n).unwrap();
            let mut out = text.to_string();
            out.replace_range(usize::from(range.start())..usize::from(range.end()), "");
            out
        };
        // The blank line after it, unless the end of the file follows: then the one before.
        assert_eq!(cut(&types[1]), "class A { }\n\nclass C { }\n");
        assert_eq!(cut(&types[2]), "class A { }\n\n// About B.\nclass B { }\n");
        assert_eq!(cut(&types[0]), "// About B.\nclass B { }\n\nclass C { }\n");
        // A type sharing its line is not deleted by lines.
        let shared = "class A { } class B { }\n";
        let root = cs_syntax::parse(shared).syntax();
        let types = top_level_types(&root);
        assert!(run_deletion(shared, &types[1], &types[1]).is_none());
    }
}
