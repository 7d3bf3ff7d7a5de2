//! Semantic helpers of the data-flow refactorings (Extract method, Introduce local, …): the
//! member around a body, a variable's name and type, an expression's type, and types written
//! as C# displays them, simplified by the namespaces the file imports (fully qualified when a
//! namespace is not imported, so the new text binds to the same type).

use cs_bind::{BoundSymbol, DocumentBindings, LocalKind, RefKind};
use cs_hir::{Symbol, Ty};
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use crate::ActionContext;
use crate::syntax::kind;

/// Member declarations a body belongs to (an accessor's member is its property).
const MEMBERS: &[&str] = &[
    "method_declaration",
    "constructor_declaration",
    "destructor_declaration",
    "operator_declaration",
    "conversion_operator_declaration",
    "property_declaration",
    "indexer_declaration",
    "event_declaration",
];

/// The member declaration holding `range`.
pub(crate) fn containing_member(ctx: &ActionContext, range: TextRange) -> Option<SyntaxNode> {
    let element = ctx.root.covering_element(range);
    let start = match element {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    };
    start
        .ancestors()
        .find(|n| MEMBERS.iter().any(|k| n.kind() == kind(k)))
}

/// The type declaration holding a member.
pub(crate) fn containing_type(member: &SyntaxNode) -> Option<SyntaxNode> {
    member.ancestors().skip(1).find(|n| {
        [
            "class_declaration",
            "struct_declaration",
            "record_declaration",
            "interface_declaration",
        ]
        .iter()
        .any(|k| n.kind() == kind(k))
    })
}

pub(crate) fn has_modifier(node: &SyntaxNode, text: &str) -> bool {
    node.children_with_tokens()
        .any(|e| e.kind() == kind("modifier") && e.to_string().trim() == text)
}

/// The member (as cs-hir knows it) whose body holds `range`, from the references bound there.
pub(crate) fn member_id(bindings: &DocumentBindings, range: TextRange) -> Option<cs_hir::MemberId> {
    bindings.references.iter().find_map(|r| match &r.container {
        Some(Symbol::Member(id)) if range.contains_range(r.range) => Some(*id),
        _ => None,
    })
}

/// The namespaces whose types are written unqualified at a member (its namespaces and the
/// usings in effect); `None` when the member is not known.
pub(crate) fn imported_namespaces(ctx: &ActionContext, member: TextRange) -> Option<Vec<String>> {
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let id = member_id(bindings, member)?;
    let view = cs_hir::member(db, id)?;
    let context = cs_hir::member_context(db, &view);
    let imports = cs_hir::context_imports(db, &context);
    Some(imports.levels.into_iter().flatten().collect())
}

/// A bound type as C# source: keywords for built-in types, names simplified where every
/// namespace involved is imported, else fully qualified. `None` for types that cannot be
/// written (missing, unresolved, pointers to functions).
pub(crate) fn type_text(ctx: &ActionContext, ty: &Ty, imported: &[String]) -> Option<String> {
    if !writable(ty) {
        return None;
    }
    let db = ctx.db();
    if all_imported(ctx, ty, imported) {
        Some(cs_bind::display::ty_text(db, ty))
    } else {
        Some(cs_hir::display_qualified(db, ty))
    }
}

fn writable(ty: &Ty) -> bool {
    match ty {
        Ty::Named { args, .. } => args.iter().all(writable),
        Ty::Array { element, .. } => writable(element),
        Ty::Pointer(inner) => writable(inner),
        Ty::TypeParam { .. } | Ty::Dynamic => true,
        Ty::Ref(_) | Ty::FunctionPointer(_) | Ty::Unresolved { .. } | Ty::Missing => false,
    }
}

fn all_imported(ctx: &ActionContext, ty: &Ty, imported: &[String]) -> bool {
    let db = ctx.db();
    match ty {
        Ty::Named { id, args } => {
            let namespace = cs_hir::def_map(db, id.project)
                .namespace_name(id.index)
                .to_string();
            // `int`, `string`, `int?` need no using.
            let keyword = namespace == "System"
                && (&*id.data(db).name == "Nullable" || {
                    let text = cs_bind::display::ty_text(db, ty);
                    text.chars().all(|c| c.is_ascii_lowercase())
                });
            (keyword || namespace.is_empty() || imported.contains(&namespace))
                && args.iter().all(|a| all_imported(ctx, a, imported))
        }
        Ty::Array { element, .. } => all_imported(ctx, element, imported),
        Ty::Pointer(inner) => all_imported(ctx, inner, imported),
        _ => true,
    }
}

/// The bound type of the expression at `range` (binds the document in recording mode once).
pub(crate) fn expression_type(ctx: &ActionContext, range: TextRange) -> Option<Ty> {
    let facts = cs_bind::expression_facts(ctx.db(), ctx.project, ctx.document);
    facts.type_of(range).cloned()
}

/// A local's or parameter's name and the C# type to declare it with.
pub(crate) struct Variable {
    pub symbol: BoundSymbol,
    pub name: String,
    pub ty: String,
}

/// The name and type of a local or a parameter declared in this document.
pub(crate) fn variable(
    ctx: &ActionContext,
    bindings: &DocumentBindings,
    symbol: &BoundSymbol,
    imported: &[String],
) -> Option<Variable> {
    match symbol {
        BoundSymbol::Local(id) => {
            let local = bindings.locals.iter().find(|l| l.id == *id)?;
            if local.kind == LocalKind::LocalFunction {
                return None;
            }
            Some(Variable {
                symbol: symbol.clone(),
                name: local.name.to_string(),
                ty: type_text(ctx, &local.ty, imported)?,
            })
        }
        BoundSymbol::Parameter { .. } => {
            let declaration = bindings
                .references
                .iter()
                .find(|r| r.kind == RefKind::Declaration && r.symbol == *symbol)?;
            let name = ctx.text[declaration.range].to_string();
            // The parameter's written type: the element before its name.
            let token = ctx
                .root
                .token_at_offset(declaration.range.start())
                .right_biased()?;
            let parameter = token.parent()?;
            if parameter.kind() != kind("parameter") {
                return None;
            }
            let before =
                std::iter::successors(token.prev_sibling_or_token(), |e| e.prev_sibling_or_token())
                    .find(|e| !cs_syntax::is_trivia(e.kind()))?;
            let ty = ctx.text[before.text_range()].trim().to_string();
            if ty.is_empty() || ty == "ref" || ty == "out" || ty == "in" || ty == "this" {
                return None;
            }
            Some(Variable {
                symbol: symbol.clone(),
                name,
                ty,
            })
        }
        _ => None,
    }
}

/// Is `node` inside a lambda, anonymous method or local function that is itself inside
/// `range`?
pub(crate) fn in_nested_function(node: &SyntaxNode, range: TextRange) -> bool {
    node.ancestors().skip(1).any(|a| {
        range.contains_range(a.text_range())
            && [
                "lambda_expression",
                "anonymous_method_expression",
                "local_function_statement",
            ]
            .iter()
            .any(|k| a.kind() == kind(k))
    })
}

/// The nodes inside `range` (descendants of the innermost node covering it).
pub(crate) fn nodes_in(ctx: &ActionContext, range: TextRange) -> Vec<SyntaxNode> {
    let element = ctx.root.covering_element(range);
    let container = match element {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => match t.parent() {
            Some(p) => p,
            None => return Vec::new(),
        },
    };
    container
        .descendants()
        .filter(|n| range.contains_range(n.text_range()))
        .collect()
}

/// A name not yet used by any identifier of `scope`: `base`, `base1`, `base2`, …
pub(crate) fn unused_name(scope: &SyntaxNode, base: &str) -> String {
    let identifier = kind("identifier");
    let used: std::collections::HashSet<String> = scope
        .descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .filter(|t| t.kind() == identifier)
        .map(|t| t.text().to_string())
        .collect();
    if !used.contains(base) {
        return base.to_string();
    }
    (1..)
        .map(|i| format!("{base}{i}"))
        .find(|n| !used.contains(n))
        .expect("a free name")
}
