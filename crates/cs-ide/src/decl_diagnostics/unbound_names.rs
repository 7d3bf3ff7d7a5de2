//! Type names that bind to nothing: CS0246 (a name not found) and CS0234 (a name missing from
//! the namespace it is looked up in), for the types written in a document's signatures and
//! base lists.

use std::collections::HashMap;
use std::sync::Arc;

use cs_db::{Db, Document, DocumentDiagnostic, Project};
use cs_hir::{
    MemberOrigin, NameSegment, Ty, TypeContext, TypeId, TypeKind, TypeRef, bases_of, decl_ranges,
    def_map, file_decls, member_context, resolve_type_ref,
};
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::syntax::{
    K, base_type_nodes, child, decl_node, elements, first_type, is_type_node, member_type_nodes,
    name_segments, parameter_type_nodes,
};
use super::{base_list_contexts, error};

/// Which symbol-table type each declared type of a file is: (document, index in the file's
/// types) → (type index, part index).
#[salsa::tracked(returns(ref))]
fn part_types(db: &dyn Db, project: Project) -> Arc<HashMap<(u32, u32), (u32, u32)>> {
    let map = def_map(db, project);
    let mut result = HashMap::new();
    for (index, data) in map.types.iter().enumerate() {
        for (part_index, part) in data.parts.iter().enumerate() {
            if !part.is_synthesized() {
                result.insert((part.doc, part.ty), (index as u32, part_index as u32));
            }
        }
    }
    Arc::new(result)
}

/// Names that are keywords in context: never reported.
const CONTEXTUAL: &[&str] = &[
    "var",
    "dynamic",
    "nint",
    "nuint",
    "unmanaged",
    "notnull",
    "_",
    "record",
    "field",
    "value",
];

struct NameChecker<'a> {
    db: &'a dyn Db,
    out: &'a mut Vec<DocumentDiagnostic>,
}

impl NameChecker<'_> {
    /// Checks a written type: one binding of the whole type first, since a type with no name
    /// certainly missing in the first context cannot have one missing in all of them.
    fn check_type(&mut self, element: &SyntaxElement, contexts: &[TypeContext<'_>]) {
        let Some(first) = contexts.first() else {
            return;
        };
        let whole = resolve_type_ref(self.db, first, &TypeRef::lower(element));
        if has_certainly_missing(&whole) {
            self.check(element, contexts);
        }
    }

    /// Checks every name in a written type.
    fn check(&mut self, element: &SyntaxElement, contexts: &[TypeContext<'_>]) {
        let kind = element.kind();
        let is_name = kind == K.identifier
            || kind == K.generic_name
            || kind == K.qualified_name
            || kind == K.alias_qualified_name;
        if is_name {
            let segments = name_segments(element);
            let bound = self.check_name(element, &segments, contexts);
            // Type arguments are bound even when a simple generic name is not found.
            if bound || (segments.len() == 1 && kind == K.generic_name) {
                for segment in &segments {
                    if let SyntaxElement::Node(segment) = segment
                        && let Some(list) = child(segment, K.type_argument_list)
                    {
                        for argument in elements(&list).filter(|c| is_type_node(c.kind())) {
                            self.check(&argument, contexts);
                        }
                    }
                }
            }
            return;
        }
        let SyntaxElement::Node(node) = element else {
            return;
        };
        if kind == K.tuple_type {
            for item in node.children().filter(|c| c.kind() == K.tuple_element) {
                if let Some(ty) = first_type(&item) {
                    self.check(&ty, contexts);
                }
            }
        } else if kind == K.function_pointer_type {
            for c in elements(node) {
                if let SyntaxElement::Node(parameter) = &c
                    && c.kind() == K.function_pointer_parameter
                {
                    if let Some(ty) = first_type(parameter) {
                        self.check(&ty, contexts);
                    }
                } else if is_type_node(c.kind()) {
                    self.check(&c, contexts);
                }
            }
        } else if K.wrappers.contains(&kind) {
            for c in elements(node).filter(|c| is_type_node(c.kind())) {
                self.check(&c, contexts);
            }
        }
    }

    /// Binds a name in every context; reports it when none binds it and each is sure nothing
    /// unseen could. Returns true when it binds.
    fn check_name(
        &mut self,
        element: &SyntaxElement,
        segment_nodes: &[SyntaxElement],
        contexts: &[TypeContext<'_>],
    ) -> bool {
        let written = TypeRef::lower(element);
        let TypeRef::Named { alias, segments } = &written else {
            return false;
        };
        let mut unresolved_name: Option<String> = None;
        for context in contexts {
            match resolve_type_ref(self.db, context, &written) {
                Ty::Unresolved {
                    name,
                    certain: true,
                } => {
                    if unresolved_name.as_ref().is_some_and(|n| *n != name) {
                        return false;
                    }
                    unresolved_name = Some(name);
                }
                Ty::Unresolved { .. } | Ty::Missing => return false,
                _ => return true,
            }
        }
        let Some(name) = unresolved_name else {
            return false;
        };
        if alias.is_some() || segments.len() != segment_nodes.len() || segments.is_empty() {
            return false;
        }
        if segments.len() == 1
            && segments[0].args.is_empty()
            && CONTEXTUAL.contains(&&*segments[0].name)
        {
            return false;
        }
        let (index, message) = match name.rsplit_once('.') {
            None => {
                if *segments[0].name != *name {
                    return false;
                }
                (
                    0,
                    format!(
                        "The type or namespace name '{}' could not be found (are you missing a using directive or an assembly reference?)",
                        segment_text(&segments[0])
                    ),
                )
            }
            Some((namespace, last)) => {
                let namespace_last = namespace.rsplit('.').next().unwrap_or(namespace);
                let Some(k) = (1..segments.len()).find(|&k| {
                    &*segments[k].name == last && &*segments[k - 1].name == namespace_last
                }) else {
                    return false;
                };
                (
                    k,
                    format!(
                        "The type or namespace name '{}' does not exist in the namespace '{namespace}' (are you missing an assembly reference?)",
                        segment_text(&segments[k])
                    ),
                )
            }
        };
        let id = if index == 0 { "CS0246" } else { "CS0234" };
        self.out
            .push(error(id, message, segment_nodes[index].text_range()));
        false
    }
}

/// True when a bound type holds a name that certainly binds to nothing.
fn has_certainly_missing(ty: &Ty) -> bool {
    match ty {
        Ty::Unresolved { certain, .. } => *certain,
        Ty::Named { args, .. } => args.iter().any(has_certainly_missing),
        Ty::Array { element, .. } | Ty::Pointer(element) | Ty::Ref(element) => {
            has_certainly_missing(element)
        }
        Ty::FunctionPointer(parts) => parts.iter().any(has_certainly_missing),
        Ty::TypeParam { .. } | Ty::Dynamic | Ty::Missing => false,
    }
}

/// `List<>`, `Dictionary<,>`: a name segment as the compiler's not-found messages write it.
fn segment_text(segment: &NameSegment) -> String {
    if segment.args.is_empty() {
        segment.name.to_string()
    } else {
        format!("{}<{}>", segment.name, ",".repeat(segment.args.len() - 1))
    }
}

/// True when a type or one containing it is an interface extending others: nested types are
/// inherited through interfaces there, which the binder does not follow.
fn in_inheriting_interface(db: &dyn Db, mut current: Option<TypeId>) -> bool {
    while let Some(t) = current {
        if t.data(db).kind == TypeKind::Interface && !bases_of(db, t).interfaces.is_empty() {
            return true;
        }
        current = t.parent(db);
    }
    false
}

/// CS0246 / CS0234 for the types written in the signatures and base lists of a document.
pub(super) fn unbound_type_names(
    db: &dyn Db,
    project: Project,
    doc: u32,
    document: Document,
    root: &SyntaxNode,
    out: &mut Vec<DocumentDiagnostic>,
) {
    // With references we cannot see, no name is certainly missing.
    if cs_hir::visible_projects(db, project)
        .iter()
        .any(|p| p.settings(db).has_unseen_references)
    {
        return;
    }
    let decls = file_decls(db, document);
    let ranges = decl_ranges(db, document);
    let parts = part_types(db, project);
    let mut found = Vec::new();
    let mut checker = NameChecker {
        db,
        out: &mut found,
    };
    for (ti, decl) in decls.types.iter().enumerate() {
        let Some(&(type_index, part_index)) = parts.get(&(doc, ti as u32)) else {
            continue;
        };
        let id = TypeId {
            project,
            index: type_index,
        };
        if in_inheriting_interface(db, Some(id)) {
            continue;
        }
        let Some(range) = ranges.get(decl.decl) else {
            continue;
        };
        let Some(node) = decl_node(root, range.full) else {
            continue;
        };
        let base_contexts = base_list_contexts(db, id, doc, decl.scope);
        if decl.kind != TypeKind::Enum {
            for base in base_type_nodes(&node) {
                checker.check_type(&base, &base_contexts);
            }
        }
        let type_context = TypeContext {
            project,
            doc,
            scope: decl.scope,
            ty: Some(id),
            type_params_of: None,
            method_type_params: &[],
        };
        if node.kind() == K.delegate_declaration {
            // A delegate's signature binds outside it (its base class is the framework's),
            // with its own type parameters in scope: as its base list would.
            let written = elements(&node)
                .take_while(|c| c.text_range().end() <= range.name.start())
                .find(|c| is_type_node(c.kind()));
            let params = child(&node, K.parameter_list)
                .map(|l| parameter_type_nodes(&l))
                .unwrap_or_default();
            for ty in written.into_iter().chain(params) {
                checker.check_type(&ty, &base_contexts);
            }
        } else if let Some(list) = child(&node, K.parameter_list) {
            for ty in parameter_type_nodes(&list) {
                checker.check_type(&ty, std::slice::from_ref(&type_context));
            }
        }
        for member in cs_hir::type_members(db, id) {
            if member.synthesized
                || !matches!(member.id.origin, MemberOrigin::Declared { part, .. } if part == part_index)
            {
                continue;
            }
            let Some(member_range) = ranges.get(member.decl.decl) else {
                continue;
            };
            let Some(member_node) = decl_node(root, member_range.full) else {
                continue;
            };
            let context = member_context(db, &member);
            for ty in member_type_nodes(&member_node, member.decl.kind, member_range.name) {
                checker.check_type(&ty, std::slice::from_ref(&context));
            }
        }
    }
    out.extend(found);
}
