//! The declarations a text change touches: the lines that differ from the original text
//! mapped onto the members (or, outside any member, the types) of the current text, each
//! marked when the change reaches its signature rather than only its body.

use cs_db::{Db, Document, Project};
use cs_hir::{MemberId, MemberOrigin, Symbol, TypeId};
use cs_syntax::{TextRange, TextSize};

/// A changed member or type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangedDeclaration {
    pub symbol: Symbol,
    /// The change reaches the declaration outside its body (name, parameters, types,
    /// modifiers, attributes, bases).
    pub signature_changed: bool,
}

/// Byte ranges of the current text that differ from `original` (an insertion or deletion is
/// an empty range where it happened).
fn changed_ranges(original: &str, current: &str) -> Vec<TextRange> {
    let diff = similar::TextDiff::from_lines(original, current);
    let mut ranges = Vec::new();
    let mut offset_of_line = vec![0usize];
    for line in current.split_inclusive('\n') {
        offset_of_line.push(offset_of_line.last().unwrap() + line.len());
    }
    for op in diff.ops() {
        if matches!(op.tag(), similar::DiffTag::Equal) {
            continue;
        }
        let new = op.new_range();
        let start = offset_of_line[new.start.min(offset_of_line.len() - 1)];
        let end = offset_of_line[new.end.min(offset_of_line.len() - 1)];
        ranges.push(TextRange::new(
            TextSize::from(start as u32),
            TextSize::from(end as u32),
        ));
    }
    ranges
}

fn touches(change: TextRange, range: TextRange) -> bool {
    change.start() <= range.end() && range.start() <= change.end()
}

/// The body of a member's declaration: its block or `=>` clause, or its accessor list.
fn body_range(root: &cs_syntax::SyntaxNode, full: TextRange) -> Option<TextRange> {
    let node = root.covering_element(full);
    let node = match node {
        cs_syntax::SyntaxElement::Node(n) => n,
        cs_syntax::SyntaxElement::Token(t) => t.parent()?,
    };
    node.children()
        .find(|c| {
            matches!(
                cs_syntax::kind_name(c.kind()),
                "block" | "arrow_expression_clause" | "accessor_list"
            )
        })
        .map(|c| c.text_range())
}

pub fn changed_declarations(
    db: &dyn Db,
    project: Project,
    document: Document,
    original: &str,
) -> Vec<ChangedDeclaration> {
    let current = document.source(db).text(db).clone();
    let changes = changed_ranges(original, &current);
    if changes.is_empty() {
        return Vec::new();
    }
    let documents = cs_hir::project_documents(db, project);
    let Some(doc_index) = documents.iter().position(|d| *d == document) else {
        return Vec::new();
    };
    let decls = cs_hir::file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    let root = cs_db::parse(db, document).syntax();
    let map = cs_hir::def_map(db, project);
    let mut result = Vec::new();
    for index in 0..map.types.len() as u32 {
        let ty = TypeId { project, index };
        for (part_index, part) in ty.data(db).parts.iter().enumerate() {
            if part.doc != doc_index as u32 || part.is_synthesized() {
                continue;
            }
            let Some(type_decl) = decls.types.get(part.ty as usize) else {
                continue;
            };
            let Some(type_range) = ranges.get(type_decl.decl) else {
                continue;
            };
            let mut in_member = false;
            for (member_index, member) in type_decl.members.iter().enumerate() {
                let Some(range) = ranges.get(member.decl) else {
                    continue;
                };
                let touching: Vec<TextRange> = changes
                    .iter()
                    .copied()
                    .filter(|c| touches(*c, range.full))
                    .collect();
                if touching.is_empty() {
                    continue;
                }
                in_member = true;
                let body = body_range(&root, range.full);
                let signature_changed = touching
                    .iter()
                    .any(|c| body.is_none_or(|b| c.start() < b.start() || c.end() > b.end()));
                let symbol = Symbol::Member(MemberId {
                    ty,
                    origin: MemberOrigin::Declared {
                        part: part_index as u32,
                        index: member_index as u32,
                    },
                });
                if !result
                    .iter()
                    .any(|c: &ChangedDeclaration| c.symbol == symbol)
                {
                    result.push(ChangedDeclaration {
                        symbol,
                        signature_changed,
                    });
                }
            }
            if !in_member && changes.iter().any(|c| touches(*c, type_range.full)) {
                result.push(ChangedDeclaration {
                    symbol: Symbol::Type(ty),
                    signature_changed: true,
                });
            }
        }
    }
    result
}
