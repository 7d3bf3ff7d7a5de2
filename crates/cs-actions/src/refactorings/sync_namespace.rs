//! "Change namespace to 'N'" (Roslyn's `CSharpSyncNamespaceCodeRefactoringProvider`), at a
//! caret on the name of a file's only namespace declaration (block or file-scoped; no type
//! outside it) when the name differs from the one its folder implies: the project's
//! `RootNamespace` followed by the folders from the project's folder to the file's, each a
//! valid identifier (else not offered; nor for a file outside the project's folder, nor where
//! that gives the global namespace).
//!
//! Roslyn also updates references in other documents; we do not, so the change is offered only
//! where it cannot change what any name binds to. Over every other source document of the
//! workspace (syntax only, as identifiers):
//!
//! - none mentions a type the file declares (by simple name, qualified or in a using);
//! - unless another document still declares the old namespace (or one inside it), none has a
//!   using directive naming it;
//! - the file mentions no type or namespace that another document declares in a namespace
//!   around the old name but not around the new one (it would be lost), or around the new
//!   name but not the old one (it could capture a name), and no segment of either name.
//!
//! Not offered in a file with preprocessor directives. Types from referenced assemblies that
//! live in those namespaces are not considered.

use std::collections::HashSet;

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::caret_token;
use super::type_files::{has_directives, is_type, top_level_types, type_name};
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct SyncNamespace;

const KEY: &str = "ChangeNamespace";

impl CodeActionProvider for SyncNamespace {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeRefactorings.SyncNamespace.CSharpSyncNamespaceCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["namespace_declaration", "file_scoped_namespace_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        plan(ctx, trigger)
            .map(|(_, expected)| Offer::new(format!("Change namespace to '{expected}'"), KEY))
            .into_iter()
            .collect()
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        plan(ctx, trigger)
            .map(|(range, expected)| TextEdit::replace(range, expected))
            .into_iter()
            .collect()
    }
}

fn is_namespace(node: &SyntaxNode) -> bool {
    node.kind() == kind("namespace_declaration")
        || node.kind() == kind("file_scoped_namespace_declaration")
}

/// The namespace's name (an identifier or a qualified name).
fn name_of(namespace: &SyntaxNode) -> Option<SyntaxElement> {
    namespace
        .children_with_tokens()
        .find(|e| e.kind() == kind("identifier") || e.kind() == kind("qualified_name"))
}

fn spelled(element: &SyntaxElement) -> String {
    let text = match element {
        SyntaxElement::Node(n) => n.text().to_string(),
        SyntaxElement::Token(t) => t.text().to_string(),
    };
    text.split_whitespace().collect()
}

/// The name's range and the namespace the folder implies.
fn plan(ctx: &ActionContext, trigger: &Trigger) -> Option<(TextRange, String)> {
    let token = caret_token(ctx, trigger)?;
    let namespace = token.parent_ancestors().find(is_namespace)?;
    let name = name_of(&namespace)?;
    if !name.text_range().contains_range(token.text_range())
        || namespace.parent()?.kind() != kind("compilation_unit")
        || ctx.root.descendants().filter(is_namespace).count() != 1
        || has_directives(&ctx.text)
    {
        return None;
    }
    if namespace.kind() == kind("namespace_declaration")
        && ctx
            .root
            .children()
            .any(|n| is_type(&n) || n.kind() == kind("global_statement"))
    {
        return None;
    }
    let old = spelled(&name);
    let expected = expected_namespace(ctx)?;
    if old == expected || !safe(ctx, &namespace, &old, &expected) {
        return None;
    }
    Some((name.text_range(), expected))
}

/// `RootNamespace` and the folders from the project's folder to the document's.
fn expected_namespace(ctx: &ActionContext) -> Option<String> {
    let project_folder = ctx.options.project_folder.as_ref()?;
    let folder = ctx.folder();
    let below = if project_folder.is_empty() {
        folder.as_str()
    } else {
        folder.strip_prefix(&format!("{project_folder}/"))?
    };
    let root = ctx.project.settings(ctx.db()).root_namespace.clone();
    let parts: Vec<&str> = root
        .split('.')
        .filter(|p| !p.is_empty())
        .chain(below.split('/').filter(|p| !p.is_empty()))
        .collect();
    let valid = |p: &&str| !p.starts_with('@') && cs_ide::validate_identifier(p).is_ok();
    (!parts.is_empty() && parts.iter().all(valid)).then(|| parts.join("."))
}

/// `A.B.C` → `A`, `A.B`, `A.B.C`.
fn prefixes(name: &str) -> Vec<String> {
    let parts: Vec<&str> = name.split('.').collect();
    (1..=parts.len()).map(|n| parts[..n].join(".")).collect()
}

/// The namespaces a document declares (full names) with the type names declared directly in
/// each.
fn declared(root: &SyntaxNode) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for namespace in root.descendants().filter(is_namespace) {
        let mut names: Vec<String> = namespace
            .ancestors()
            .filter(is_namespace)
            .filter_map(|n| name_of(&n).map(|e| spelled(&e)))
            .collect();
        names.reverse();
        out.push((names.join("."), Vec::new()));
    }
    for ty in top_level_types(root) {
        let namespace = ty.ancestors().find(is_namespace).or_else(|| {
            // Types after a file-scoped namespace are its siblings.
            root.children()
                .find(|n| n.kind() == kind("file_scoped_namespace_declaration"))
        });
        let Some(namespace) = namespace else { continue };
        let mut names: Vec<String> = namespace
            .ancestors()
            .filter(is_namespace)
            .filter_map(|n| name_of(&n).map(|e| spelled(&e)))
            .collect();
        names.reverse();
        let full = names.join(".");
        if let (Some(entry), Some(name)) =
            (out.iter_mut().find(|(n, _)| *n == full), type_name(&ty))
        {
            entry.1.push(name.text().to_string());
        }
    }
    out
}

fn identifiers(root: &SyntaxNode) -> HashSet<String> {
    root.descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .filter(|t| t.kind() == kind("identifier"))
        .map(|t| t.text().trim_start_matches('@').to_string())
        .collect()
}

fn safe(ctx: &ActionContext, namespace: &SyntaxNode, old: &str, new: &str) -> bool {
    let db = ctx.db();
    let own_types: HashSet<String> = top_level_types(&ctx.root)
        .iter()
        .filter_map(|t| type_name(t).map(|n| n.text().to_string()))
        .collect();
    let old_scopes = prefixes(old);
    let new_scopes = prefixes(new);
    let mut shifted: HashSet<String> = old
        .split('.')
        .chain(new.split('.'))
        .map(String::from)
        .collect();
    let mut old_still_declared = false;
    let mut usings_of_old = false;
    let source = ctx.document.source(db);
    for document in ctx.live_documents() {
        if document.source(db) == source {
            continue;
        }
        let root = cs_db::parse(db, document).syntax();
        if identifiers(&root).iter().any(|i| own_types.contains(i)) {
            return false;
        }
        for (name, types) in declared(&root) {
            if name == old || name.starts_with(&format!("{old}.")) {
                old_still_declared = true;
            }
            let in_old = old_scopes.contains(&name) && !new_scopes.contains(&name);
            let in_new = new_scopes.contains(&name) && !old_scopes.contains(&name);
            if in_old || in_new {
                shifted.extend(types);
            }
            // A namespace inside one of the scopes is reachable by its next segment.
            for scope in old_scopes.iter().chain(&new_scopes) {
                if let Some(rest) = name.strip_prefix(&format!("{scope}.")) {
                    shifted.extend(rest.split('.').next().map(String::from));
                }
            }
        }
        usings_of_old |= root
            .descendants()
            .filter(|n| n.kind() == kind("using_directive"))
            .any(|u| {
                let text: String = u.text().to_string().split_whitespace().collect();
                text.contains(old)
            });
    }
    if usings_of_old && !old_still_declared {
        return false;
    }
    // The file's own names, but for its namespace's name.
    let name_range = name_of(namespace).map(|e| e.text_range());
    !ctx.root
        .descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .filter(|t| t.kind() == kind("identifier"))
        .filter(|t| name_range.is_none_or(|r| !r.contains_range(t.text_range())))
        .any(|t| shifted.contains(t.text().trim_start_matches('@')))
}
