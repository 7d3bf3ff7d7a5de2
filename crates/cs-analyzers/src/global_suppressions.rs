//! Assembly- and module-level `[assembly: SuppressMessage("Category", "ID", Scope = "…",
//! Target = "~M:NS.C.M(System.Int32)")]` (the `GlobalSuppressions.cs` Visual Studio writes),
//! applied as Roslyn does: without `Target` (or with `Scope = "module"`) the ID is suppressed in
//! the whole project; with a `Target`, a diagnostic is suppressed when the target is the
//! documentation ID of a symbol declared around it — the member or a containing type (`member`,
//! `type`: Roslyn walks up the containing symbols, so a type's suppression covers its
//! members), the namespace for what is declared directly in it (`namespace`), or any enclosing
//! namespace (`namespaceanddescendants`). A `Scope` we do not know suppresses nothing.

use std::sync::Arc;

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Document, Project};
use cs_hir::Symbol;
use cs_syntax::{SyntaxNode, kind_name};

/// One assembly-level suppression, with the document and one-based line of its attribute.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GlobalSuppression {
    pub id: String,
    /// `Scope` in lower case (`member`, `type`, `namespace`, `namespaceanddescendants`,
    /// `module`); empty when not written.
    pub scope: String,
    /// `Target` without its leading `~`; empty when not written.
    pub target: String,
    pub line: u32,
}

/// The `[assembly: SuppressMessage(…)]` / `[module: …]` attributes of one document.
#[salsa::tracked(returns(ref))]
pub fn document_global_suppressions(
    db: &dyn Db,
    document: Document,
) -> Arc<Vec<GlobalSuppression>> {
    let root = cs_db::parse(db, document).syntax();
    let lines = cs_db::line_index(db, document);
    let mut out = Vec::new();
    // The grammar's `global_attribute`: `[` `assembly`/`module` `:` attribute… `]`.
    for list in root
        .children()
        .filter(|n| kind_name(n.kind()) == "global_attribute")
    {
        let target = list
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .nth(1)
            .map(|e| e.to_string());
        let Some(target) = target else {
            continue;
        };
        let target = target.trim();
        if target != "assembly" && target != "module" {
            continue;
        }
        for attribute in list
            .children()
            .filter(|n| kind_name(n.kind()) == "attribute")
        {
            let Some(id) = crate::suppress_message::suppressed_id(&attribute) else {
                continue;
            };
            out.push(GlobalSuppression {
                id,
                scope: named_string(&attribute, "Scope")
                    .unwrap_or_default()
                    .to_lowercase(),
                target: named_string(&attribute, "Target")
                    .unwrap_or_default()
                    .trim_start_matches('~')
                    .to_string(),
                line: lines.line_col(attribute.text_range().start()).line + 1,
            });
        }
    }
    Arc::new(out)
}

/// Every assembly-level suppression of a project's documents, with the document holding it.
#[salsa::tracked(returns(ref))]
pub fn project_global_suppressions(
    db: &dyn Db,
    project: Project,
) -> Arc<Vec<(Document, GlobalSuppression)>> {
    let mut out = Vec::new();
    for document in cs_hir::project_documents(db, project).iter() {
        for s in document_global_suppressions(db, *document).iter() {
            out.push((*document, s.clone()));
        }
    }
    Arc::new(out)
}

/// The suppression that silences `id` at `offset` of `document`: its document and line.
pub fn global_suppression(
    db: &dyn Db,
    project: Project,
    document: Document,
    id: &str,
    offset: u32,
) -> Option<(Document, u32)> {
    let all = project_global_suppressions(db, project);
    let candidates: Vec<&(Document, GlobalSuppression)> = all
        .iter()
        .filter(|(_, s)| s.id.eq_ignore_ascii_case(id))
        .collect();
    if candidates.is_empty() {
        return None;
    }
    if let Some((d, s)) = candidates
        .iter()
        .find(|(_, s)| s.target.is_empty() || s.scope == "module")
    {
        return Some((*d, s.line));
    }
    let chain = symbol_chain(db, project, document, offset);
    candidates.iter().find_map(|(d, s)| {
        let hit = chain.iter().enumerate().any(|(depth, (kind, doc_id))| {
            *doc_id == s.target
                && match s.scope.as_str() {
                    // Roslyn walks up the containing symbols: a type's suppression covers
                    // its members and nested types.
                    "member" | "type" => *kind != 'N',
                    // Only what is declared in the namespace itself, outside any type.
                    "namespace" => *kind == 'N' && depth == 0,
                    "namespaceanddescendants" => *kind == 'N',
                    _ => false,
                }
        });
        hit.then_some((*d, s.line))
    })
}

/// The documentation IDs of the declarations around `offset`, innermost first, each with its
/// kind: `M` (a member), `T` (a type), `N` (a namespace).
fn symbol_chain(
    db: &dyn Db,
    project: Project,
    document: Document,
    offset: u32,
) -> Vec<(char, String)> {
    let root = cs_db::parse(db, document).syntax();
    let Some(token) = root.token_at_offset(offset.into()).right_biased() else {
        return Vec::new();
    };
    let bindings = cs_bind::document_bindings(db, project, document);
    let declared = |node: &SyntaxNode| {
        let name = node
            .children_with_tokens()
            .filter(|e| kind_name(e.kind()) == "identifier")
            .last()
            .or_else(|| {
                // A field's name is in its declarator.
                node.descendants()
                    .find(|n| kind_name(n.kind()) == "variable_declarator")
                    .and_then(|d| d.first_token())
                    .map(Into::into)
            })?;
        bindings
            .references
            .iter()
            .find(|r| r.kind == RefKind::Declaration && r.range == name.text_range())
            .map(|r| r.symbol.clone())
    };
    let mut chain = Vec::new();
    let mut namespaces: Vec<String> = Vec::new();
    for node in token.parent_ancestors() {
        let k = kind_name(node.kind());
        if k == "namespace_declaration" || k == "file_scoped_namespace_declaration" {
            if let Some(name) = node
                .children()
                .find(|c| matches!(kind_name(c.kind()), "qualified_name" | "identifier"))
                .map(|c| c.to_string())
                .or_else(|| {
                    node.children_with_tokens()
                        .find(|e| kind_name(e.kind()) == "identifier")
                        .map(|e| e.to_string())
                })
            {
                namespaces.push(name.split_whitespace().collect());
            }
            continue;
        }
        if !k.ends_with("_declaration") || k == "variable_declaration" {
            continue;
        }
        match declared(&node) {
            Some(BoundSymbol::Symbol(Symbol::Type(id))) => {
                chain.push(('T', cs_hir::type_doc_id(db, id)));
            }
            Some(BoundSymbol::Symbol(Symbol::Member(id))) => {
                if let Some(view) = cs_hir::member(db, id) {
                    chain.push(('M', cs_hir::member_doc_id(db, &view)));
                }
            }
            _ => {}
        }
    }
    // `namespace A { namespace B`: the inner one's full name is `A.B`.
    namespaces.reverse();
    let mut full = String::new();
    let mut namespace_ids = Vec::new();
    for name in namespaces {
        if !full.is_empty() {
            full.push('.');
        }
        full.push_str(&name);
        namespace_ids.push(('N', cs_hir::namespace_doc_id(&full)));
    }
    namespace_ids.reverse();
    chain.extend(namespace_ids);
    chain
}

/// A named argument's string value (`Scope = "member"`).
fn named_string(attribute: &SyntaxNode, name: &str) -> Option<String> {
    let arguments = attribute
        .children()
        .find(|n| kind_name(n.kind()) == "attribute_argument_list")?;
    for argument in arguments
        .children()
        .filter(|n| kind_name(n.kind()) == "attribute_argument")
    {
        let text = argument.to_string();
        let Some((key, value)) = text.split_once('=') else {
            continue;
        };
        if key.trim() != name {
            continue;
        }
        let value = value.trim();
        let value = value.strip_prefix('@').unwrap_or(value);
        return Some(value.strip_prefix('"')?.strip_suffix('"')?.to_string());
    }
    None
}
