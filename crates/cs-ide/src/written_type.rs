//! The symbol a type name written in a declaration refers to (`Order` in
//! `void Add(Order o)`, `Models` in `using App.Models;`), for location selectors. Names inside
//! bodies are bound by the body layer, not here.

use cs_db::{Db, Document, Project};
use cs_hir::{Symbol, Ty, TypeContext, TypeRef, resolve_type_ref};
use cs_syntax::{SyntaxElement, SyntaxKind, SyntaxNode, TextSize, kind_from_name};

fn kind(name: &str) -> SyntaxKind {
    kind_from_name(name, true).expect("grammar kind")
}

/// The written name at `offset` and how far it reaches: clicking `B` in `A.B.C` means `A.B`.
fn name_element_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxElement> {
    let identifier = kind("identifier");
    let token = root
        .token_at_offset(offset)
        .find(|t| t.kind() == identifier)?;
    let generic = kind("generic_name");
    let qualified = kind("qualified_name");
    let alias_qualified = kind("alias_qualified_name");
    let mut element = SyntaxElement::Token(token.clone());
    loop {
        let Some(parent) = element.parent() else {
            break;
        };
        if parent.kind() == generic {
            element = SyntaxElement::Node(parent);
            continue;
        }
        if parent.kind() == qualified || parent.kind() == alias_qualified {
            // Only the rightmost part makes the whole name; a qualifier stays a prefix.
            let last = parent
                .children_with_tokens()
                .filter(|e| !cs_syntax::is_trivia(e.kind()))
                .last();
            if last.as_ref() == Some(&element) {
                element = SyntaxElement::Node(parent);
                continue;
            }
        }
        break;
    }
    // Inside bodies and expressions names are not type names we can judge here.
    let stops: Vec<SyntaxKind> = [
        "block",
        "arrow_expression_clause",
        "argument_list",
        "attribute_argument_list",
        "global_statement",
        "variable_declarator",
        "enum_member_declaration",
    ]
    .into_iter()
    .map(kind)
    .collect();
    let mut ancestor = element.parent();
    while let Some(node) = ancestor {
        if stops.contains(&node.kind()) {
            return None;
        }
        ancestor = node.parent();
    }
    Some(element)
}

/// The type or namespace a written name at `offset` binds to, in the context of the innermost
/// declaration around it (`enclosing`).
pub(crate) fn written_type_at(
    db: &dyn Db,
    project: Project,
    document: Document,
    doc_index: u32,
    offset: TextSize,
    enclosing: Option<&Symbol>,
) -> Option<Symbol> {
    let root = cs_db::parse(db, document).syntax();
    let element = name_element_at(&root, offset)?;
    let written = TypeRef::lower(&element);
    if matches!(written, TypeRef::Missing | TypeRef::Implicit) {
        return None;
    }
    let decls = cs_hir::file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    // The innermost namespace scope around the offset.
    let scope = (0..decls.scopes.len() as u32)
        .rfind(|&s| {
            ranges.get(decls.scopes[s as usize].decl).is_some_and(|r| {
                r.full.contains_inclusive(offset) || decls.scopes[s as usize].file_scoped
            })
        })
        .unwrap_or(0);
    let member = match enclosing {
        Some(Symbol::Member(id)) => cs_hir::member(db, *id),
        _ => None,
    };
    let ty = match enclosing {
        Some(Symbol::Type(t)) => Some(*t),
        Some(Symbol::Member(m)) => Some(m.ty),
        _ => None,
    };
    let scope = ty
        .and_then(|t| {
            t.data(db)
                .parts
                .iter()
                .find(|p| p.doc == doc_index && !p.is_synthesized())
                .map(|p| decls.types[p.ty as usize].scope)
        })
        .unwrap_or(scope);
    let context = TypeContext {
        project,
        doc: doc_index,
        scope,
        ty,
        type_params_of: None,
        method_type_params: member.as_ref().map_or(&[], |m| &m.decl.type_params),
    };
    // A using directive's target is a namespace or a type.
    let using = kind("using_directive");
    if element.parent().is_some_and(|p| p.kind() == using)
        && matches!(written, TypeRef::Named { .. })
        && let Some(ns) = cs_hir::using_target_namespace(db, project, doc_index, scope, &written)
    {
        return Some(Symbol::Namespace(ns));
    }
    // `[Audit]` names `AuditAttribute` first, as the compiler looks it up.
    let attribute = kind("attribute");
    if element.parent().is_some_and(|p| p.kind() == attribute) {
        let mut suffixed = written.clone();
        if let TypeRef::Named { segments, .. } = &mut suffixed
            && let Some(last) = segments.last_mut()
            && !last.name.ends_with("Attribute")
        {
            last.name = format!("{}Attribute", last.name).into();
            if let Ty::Named { id, .. } = resolve_type_ref(db, &context, &suffixed) {
                return Some(Symbol::Type(id));
            }
        }
    }
    match resolve_type_ref(db, &context, &written) {
        Ty::Named { id, .. } => Some(Symbol::Type(id)),
        Ty::Unresolved { name, .. } => {
            // A qualifier that names a namespace (`System` in `System.String`).
            let exists = cs_hir::visible_projects(db, project).iter().any(|p| {
                cs_hir::def_map(db, *p)
                    .namespace_by_name
                    .contains_key(&name)
            });
            exists.then_some(Symbol::Namespace(name))
        }
        _ => None,
    }
}
