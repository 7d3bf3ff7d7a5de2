//! `[SuppressMessage("Category", "ID[:Title]")]` (and `UnconditionalSuppressMessage`) on a type
//! or member: diagnostics of that ID inside the declaration are suppressed, as Roslyn's
//! suppression of source attributes does. Assembly- and module-level attributes (with `Scope`
//! and `Target`) are in `global_suppressions.rs`.

use std::sync::Arc;

use cs_db::{Db, Document};
use cs_syntax::{SyntaxNode, TextRange, kind_name};

/// One suppression: the declaration it covers, the rule ID and the attribute's one-based line.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AttributeSuppression {
    pub range: TextRange,
    pub id: String,
    pub line: u32,
}

/// The `[SuppressMessage]` attributes on the document's declarations.
#[salsa::tracked(returns(ref))]
pub fn document_suppressions(db: &dyn Db, document: Document) -> Arc<Vec<AttributeSuppression>> {
    let root = cs_db::parse(db, document).syntax();
    let lines = cs_db::line_index(db, document);
    let mut out = Vec::new();
    for list in root
        .descendants()
        .filter(|n| kind_name(n.kind()) == "attribute_list")
    {
        // `[return: …]`, `[param: …]`…: not the declaration's own symbol.
        if list
            .children()
            .any(|c| kind_name(c.kind()) == "attribute_target_specifier")
        {
            continue;
        }
        let Some(declaration) = list.parent() else {
            continue;
        };
        let declaration_kind = kind_name(declaration.kind());
        if !(declaration_kind.ends_with("_declaration")
            && declaration_kind != "variable_declaration")
        {
            continue;
        }
        for attribute in list
            .children()
            .filter(|n| kind_name(n.kind()) == "attribute")
        {
            if let Some(id) = suppressed_id(&attribute) {
                out.push(AttributeSuppression {
                    range: declaration.text_range(),
                    id,
                    line: lines.line_col(attribute.text_range().start()).line + 1,
                });
            }
        }
    }
    Arc::new(out)
}

/// The ID a `SuppressMessage` attribute names (its second positional argument up to `:`).
pub(crate) fn suppressed_id(attribute: &SyntaxNode) -> Option<String> {
    let name = attribute
        .children_with_tokens()
        .find(|e| !cs_syntax::is_trivia(e.kind()))?;
    let written = name.to_string();
    let last = written.rsplit('.').next()?.trim();
    let short = last.strip_suffix("Attribute").unwrap_or(last);
    if short != "SuppressMessage" && short != "UnconditionalSuppressMessage" {
        return None;
    }
    let arguments = attribute
        .children()
        .find(|n| kind_name(n.kind()) == "attribute_argument_list")?;
    let check_id = arguments
        .children()
        .filter(|n| kind_name(n.kind()) == "attribute_argument")
        .nth(1)?;
    let mut children = check_id.children();
    let literal = children.next()?;
    if kind_name(literal.kind()) != "string_literal" || children.next().is_some() {
        return None;
    }
    let text = literal.to_string();
    let value = text.trim().strip_prefix('"')?.strip_suffix('"')?;
    let id = value.split(':').next()?.trim();
    (!id.is_empty() && !id.contains('\\')).then(|| id.to_string())
}

/// The line of the `[SuppressMessage]` suppressing `id` at `offset`, if any.
pub fn attribute_suppression(
    suppressions: &[AttributeSuppression],
    id: &str,
    offset: u32,
) -> Option<u32> {
    suppressions
        .iter()
        .find(|s| s.id.eq_ignore_ascii_case(id) && s.range.contains(offset.into()))
        .map(|s| s.line)
}
