//! Adding one `using` directive where Visual Studio's Add Import puts it: into the block of
//! directives of the innermost namespace around the position that has one (else the file's
//! top block), at its sorted place by the order organize-usings uses (so an already sorted
//! block stays sorted), with the indentation of its neighbours and the document's line
//! ending. Without any directive, it goes above the first declaration, after a file banner,
//! followed by a blank line.

use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize, WHITESPACE};

use crate::formatting::detect_line_ending;
use crate::organize_usings::{
    Key, Kind, Kinds, OrganizeOptions, blocks, compare_keys, key, line_end, line_start,
};
use crate::text_edit::TextEdit;

/// The edit that imports `namespace` (dotted) for code at `at`; `None` when a directive of
/// the chosen block already imports it.
pub fn add_using_edit(
    root: &SyntaxNode,
    text: &str,
    at: TextSize,
    namespace: &str,
    options: &OrganizeOptions,
) -> Option<TextEdit> {
    let kinds = Kinds::new();
    let eol = detect_line_ending(text);
    let new_key = Key {
        kind: Kind::Namespace,
        alias: None,
        segments: namespace.split('.').map(str::to_string).collect(),
    };
    let directive = format!("using {namespace};");
    // Innermost namespace body around `at` with directives, else the file's top block.
    let mut containers: Vec<SyntaxNode> = root
        .descendants()
        .filter(|n| {
            n.kind() == kinds.declaration_list
                && n.parent()
                    .is_some_and(|p| p.kind() == kinds.namespace_declaration)
                && n.text_range().contains_inclusive(at)
        })
        .collect();
    containers.reverse();
    containers.push(root.clone());
    for container in &containers {
        let Some(block) = blocks(container, &kinds).into_iter().next() else {
            continue;
        };
        if block.iter().any(|d| {
            key(d, &kinds).kind == Kind::Namespace && key(d, &kinds).segments == new_key.segments
        }) {
            return None;
        }
        let before = block
            .iter()
            .find(|d| compare_keys(&new_key, &key(d, &kinds), options.system_first).is_lt());
        return Some(match before {
            Some(next) => {
                let start = usize::from(next.text_range().start());
                let line = line_start(text, start);
                let indent = indentation(&text[line..start]);
                insert(line, format!("{indent}{directive}{eol}"))
            }
            None => {
                let last = block.last().expect("a block has directives");
                let start = usize::from(last.text_range().start());
                let indent = indentation(&text[line_start(text, start)..start]);
                let end = line_end(text, usize::from(last.text_range().end()));
                if end == text.len() && !text.ends_with(['\n', '\r']) {
                    insert(end, format!("{eol}{indent}{directive}"))
                } else {
                    insert(end, format!("{indent}{directive}{eol}"))
                }
            }
        });
    }
    let offset = top_insertion_point(root, text, &kinds);
    Some(insert(offset, format!("{directive}{eol}{eol}")))
}

fn indentation(prefix: &str) -> &str {
    if prefix.chars().all(|c| c == ' ' || c == '\t') {
        prefix
    } else {
        ""
    }
}

fn insert(offset: usize, text: String) -> TextEdit {
    let at = TextSize::from(offset as u32);
    TextEdit::replace(TextRange::empty(at), text)
}

/// Where a file without directives gets its first one: the line of the first declaration, or
/// of the comments directly above it (no blank line between), so a banner separated by a blank
/// line stays first.
fn top_insertion_point(root: &SyntaxNode, text: &str, kinds: &Kinds) -> usize {
    let children: Vec<SyntaxElement> = root.children_with_tokens().collect();
    let Some(first) = children
        .iter()
        .position(|e| matches!(e, SyntaxElement::Node(_)))
    else {
        return text.len();
    };
    let mut start = usize::from(children[first].text_range().start());
    let mut i = first;
    while i > 0 {
        let previous = &children[i - 1];
        match previous {
            SyntaxElement::Token(t) if t.kind() == WHITESPACE => {
                if t.text().matches('\n').count() > 1 {
                    break;
                }
            }
            SyntaxElement::Token(t) if t.kind() == kinds.comment => {
                start = usize::from(t.text_range().start());
            }
            _ => break,
        }
        i -= 1;
    }
    line_start(text, start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text_edit::apply_edits;

    fn check(before: &str, namespace: &str, after: &str) {
        let at = TextSize::from(before.find("$0").expect("caret") as u32);
        let text = before.replace("$0", "");
        let root = cs_syntax::parse(&text).syntax();
        let edit = add_using_edit(&root, &text, at, namespace, &OrganizeOptions::default())
            .expect("an edit");
        assert_eq!(apply_edits(&text, &[edit]), after);
    }

    #[test]
    fn sorted_place_in_the_top_block() {
        check(
            "using System;\nusing System.Linq;\n\nclass C { $0 }\n",
            "System.IO",
            "using System;\nusing System.IO;\nusing System.Linq;\n\nclass C {  }\n",
        );
        check(
            "using System;\r\n\r\nclass C { $0 }\r\n",
            "Zeta",
            "using System;\r\nusing Zeta;\r\n\r\nclass C {  }\r\n",
        );
    }

    #[test]
    fn namespace_block_and_no_block() {
        check(
            "namespace N\n{\n    using B;\n\n    class C { $0 }\n}\n",
            "A",
            "namespace N\n{\n    using A;\n    using B;\n\n    class C {  }\n}\n",
        );
        check(
            "// banner\n\n/// doc\nclass C { $0 }\n",
            "System.Text",
            "// banner\n\nusing System.Text;\n\n/// doc\nclass C {  }\n",
        );
    }

    #[test]
    fn already_imported_gives_nothing() {
        let text = "using System.IO;\nclass C { }\n";
        let root = cs_syntax::parse(text).syntax();
        let options = OrganizeOptions::default();
        assert!(add_using_edit(&root, text, 20.into(), "System.IO", &options).is_none());
    }
}
