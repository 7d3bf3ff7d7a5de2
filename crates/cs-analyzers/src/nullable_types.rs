//! What the nullable rules need to know about a declaration: whether a variable, field,
//! property, parameter or return type is declared as a non-nullable reference type in an
//! annotations-enabled context, read from the declaring syntax (the written type without `?`,
//! not `var`, not a type parameter, no nullability attribute) and the bound type. Every helper
//! answers `None`/`false` when unsure, so the rules stay silent.

use cs_bind::BoundSymbol;
use cs_db::{Db, Document, Project};
use cs_hir::{MemberId, MemberKind, MemberView, ParamModifier, Symbol, Ty, TypeKind};
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use crate::analyzer::AnalysisContext;
use crate::nullable_context::document_nullable_context;
use crate::syntax_util::{kind, token_kind};

/// Grammar kinds a written type can have (a bare name is an `identifier` token).
const TYPE_KINDS: &[&str] = &[
    "predefined_type",
    "identifier",
    "qualified_name",
    "generic_name",
    "nullable_type",
    "array_type",
    "implicit_type",
    "pointer_type",
    "ref_type",
    "tuple_type",
    "function_pointer_type",
    "alias_qualified_name",
    "scoped_type",
];

/// The written type of a declaration node (variable declaration, field, property, method,
/// local function, indexer, parameter): its first type child after attributes and modifiers.
pub fn written_type(node: &SyntaxNode) -> Option<SyntaxElement> {
    node.children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .find(|e| {
            let k = cs_syntax::kind_name(e.kind());
            TYPE_KINDS.contains(&k)
        })
}

/// Whether a written type is one nullable analysis can judge as non-nullable: not `T?`, not
/// `var`, not `ref`, pointer, tuple or function pointer (tuples are value types).
fn written_non_nullable(ty: &SyntaxElement) -> bool {
    matches!(
        cs_syntax::kind_name(ty.kind()),
        "predefined_type" | "identifier" | "qualified_name" | "generic_name" | "array_type"
    )
}

/// A reference type we know fully: a class, interface, delegate or record class (or an array),
/// never a type parameter, `dynamic` or anything unresolved.
pub fn is_known_reference_type(db: &dyn Db, ty: &Ty) -> bool {
    let known = crate::unused_values::fully_known(ty);
    match ty {
        Ty::Array { .. } => known,
        Ty::Named { id, .. } => {
            known
                && matches!(
                    id.data(db).kind,
                    TypeKind::Class | TypeKind::Interface | TypeKind::Delegate | TypeKind::Record
                )
        }
        _ => false,
    }
}

/// Whether annotations are on at `offset` of `document` as `project` compiles it.
fn annotations_on(db: &dyn Db, project: Project, document: Document, offset: u32) -> bool {
    document_nullable_context(db, project, document)
        .at(offset)
        .annotations
}

/// A written type that declares a non-nullable reference type: written without `?` in an
/// annotations-enabled context and bound to a known reference type.
pub fn declares_non_nullable(
    db: &dyn Db,
    project: Project,
    document: Document,
    written: &SyntaxElement,
    bound: &Ty,
) -> bool {
    written_non_nullable(written)
        && is_known_reference_type(db, bound)
        && annotations_on(
            db,
            project,
            document,
            u32::from(written.text_range().start()),
        )
}

/// Whether a declaration carries an attribute that changes nullability (`[AllowNull]`,
/// `[MaybeNull]`, `[NotNull]`, `[MaybeNullWhen]`, `[DisallowNull]`, …) or any attribute whose
/// name we cannot read: any attribute name containing `Null`.
pub fn has_nullability_attribute(node: &SyntaxNode) -> bool {
    node.children()
        .filter(|c| kind(c) == "attribute_list")
        .any(|list| list.text().to_string().contains("Null"))
}

/// A member declared in source: its project, document and declaring node (the field's
/// `field_declaration`, not the declarator).
pub struct SourceMember {
    pub view: MemberView,
    pub project: Project,
    pub document: Document,
    pub node: SyntaxNode,
}

pub fn source_member(db: &dyn Db, id: MemberId) -> Option<SourceMember> {
    let view = cs_hir::member(db, id)?;
    if view.synthesized {
        return None;
    }
    let project = id.ty.project;
    let settings = project.settings(db);
    if settings.is_core_library || settings.is_framework_index {
        return None;
    }
    let document = *cs_hir::project_documents(db, project).get(view.doc as usize)?;
    if document.source(db).generated(db).is_some() {
        return None;
    }
    let range = cs_hir::decl_ranges(db, document).get(view.decl.decl)?.full;
    let root = cs_db::parse(db, document).syntax();
    let mut node = node_covering(&root, range)?;
    if kind(&node) == "variable_declarator" {
        node = node.parent()?.parent()?;
    }
    Some(SourceMember {
        view,
        project,
        document,
        node,
    })
}

fn node_covering(root: &SyntaxNode, range: TextRange) -> Option<SyntaxNode> {
    let node = match root.covering_element(range) {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    };
    node.ancestors()
        .find(|n| n.text_range() == range)
        .or(Some(node))
}

/// The type node of a field, property or method declaration (a field's through its
/// `variable_declaration`).
fn member_written_type(node: &SyntaxNode) -> Option<SyntaxElement> {
    if matches!(kind(node), "field_declaration" | "event_field_declaration") {
        let declaration = node
            .children()
            .find(|c| kind(c) == "variable_declaration")?;
        return written_type(&declaration);
    }
    written_type(node)
}

/// A field or property (not an indexer, event or constant) declared in source as a
/// non-nullable reference type, without nullability attributes.
pub fn non_nullable_field_or_property(cx: &AnalysisContext<'_>, id: MemberId) -> bool {
    let Some(member) = source_member(cx.db, id) else {
        return false;
    };
    if !matches!(member.view.kind(), MemberKind::Field | MemberKind::Property)
        || !matches!(
            kind(&member.node),
            "field_declaration" | "property_declaration"
        )
        || has_nullability_attribute(&member.node)
        || crate::syntax_util::has_modifier(&member.node, "const")
    {
        return false;
    }
    let Some(written) = member_written_type(&member.node) else {
        return false;
    };
    let bound = cx.sema.sig(&member.view).ty.clone();
    declares_non_nullable(cx.db, member.project, member.document, &written, &bound)
}

/// The declared return type of a method, property or indexer is a non-nullable reference
/// type (no `[return: …]` or nullability attribute, not `async`).
pub fn non_nullable_return(cx: &AnalysisContext<'_>, id: MemberId) -> bool {
    let Some(member) = source_member(cx.db, id) else {
        return false;
    };
    if !matches!(
        member.view.kind(),
        MemberKind::Method | MemberKind::Property | MemberKind::Indexer
    ) || has_nullability_attribute(&member.node)
        || crate::syntax_util::has_modifier(&member.node, "async")
        || member
            .view
            .decl
            .attributes
            .iter()
            .any(|a| a.target.is_some())
    {
        return false;
    }
    let Some(written) = member_written_type(&member.node) else {
        return false;
    };
    let bound = cx.sema.sig(&member.view).ty.clone();
    declares_non_nullable(cx.db, member.project, member.document, &written, &bound)
}

/// A source method (not generic, no attribute) whose written return type is `T?` for a known
/// reference type `T`, in an annotations-enabled context: its result may be null.
pub fn nullable_return(cx: &AnalysisContext<'_>, id: MemberId) -> bool {
    let Some(member) = source_member(cx.db, id) else {
        return false;
    };
    if member.view.kind() != MemberKind::Method
        || !member.view.decl.attributes.is_empty()
        || !member.view.decl.type_params.is_empty()
        || kind(&member.node) != "method_declaration"
    {
        return false;
    }
    let Some(written) = member_written_type(&member.node) else {
        return false;
    };
    let bound = cx.sema.sig(&member.view).ty.clone();
    cs_syntax::kind_name(written.kind()) == "nullable_type"
        && is_known_reference_type(cx.db, &bound)
        && annotations_on(
            cx.db,
            member.project,
            member.document,
            u32::from(written.text_range().start()),
        )
}

/// Parameter `index` of a source method or constructor is a value parameter of non-nullable
/// reference type (not `params`, `this`, `ref`/`out`/`in`, no attribute).
pub fn non_nullable_parameter(cx: &AnalysisContext<'_>, id: MemberId, index: usize) -> bool {
    let Some(member) = source_member(cx.db, id) else {
        return false;
    };
    if !matches!(
        member.view.kind(),
        MemberKind::Method | MemberKind::Constructor
    ) {
        return false;
    }
    let Some(param) = member.view.decl.params.get(index) else {
        return false;
    };
    if param.modifier != ParamModifier::None {
        return false;
    }
    let Some(list) = member.node.children().find(|c| kind(c) == "parameter_list") else {
        return false;
    };
    let Some(node) = list
        .children()
        .filter(|c| kind(c) == "parameter")
        .nth(index)
    else {
        return false;
    };
    if node
        .children()
        .any(|c| matches!(kind(&c), "attribute_list" | "modifier"))
        || node
            .children_with_tokens()
            .any(|t| t.as_token().is_some_and(|t| token_kind(t) == "modifier"))
    {
        return false;
    }
    let Some(written) = written_type(&node) else {
        return false;
    };
    let sig = cx.sema.sig(&member.view);
    let Some(bound) = sig.params.get(index) else {
        return false;
    };
    declares_non_nullable(cx.db, member.project, member.document, &written, &bound.ty)
}

/// The member a name token is bound to, when it is one.
pub fn bound_member(cx: &AnalysisContext<'_>, range: TextRange) -> Option<MemberId> {
    let mut found = cx
        .bindings
        .at(u32::from(range.start()))
        .filter(|r| r.range == range)
        .filter_map(|r| match &r.symbol {
            BoundSymbol::Symbol(Symbol::Member(m)) => Some(*m),
            _ => None,
        });
    let first = found.next()?;
    found.next().is_none().then_some(first)
}

/// The bound symbol of an identifier token (locals and parameters too).
pub fn bound_symbol(cx: &AnalysisContext<'_>, range: TextRange) -> Option<BoundSymbol> {
    let mut found = cx
        .bindings
        .at(u32::from(range.start()))
        .filter(|r| r.range == range)
        .map(|r| r.symbol.clone());
    let first = found.next()?;
    found.next().is_none().then_some(first)
}

/// Roslyn's display of a source method or constructor in CS8604 (`void C.M(string s)`,
/// `C.C(object o)`), only for the shapes we print exactly: a non-generic method of a
/// non-generic, non-nested type, no overload of the same arity, every type written as a
/// predefined type (`string`, `object?`, `int[]`), parameters without modifiers, attributes or
/// default values.
pub fn argument_display(cx: &AnalysisContext<'_>, id: MemberId, arity: usize) -> Option<String> {
    let member = source_member(cx.db, id)?;
    let view = &member.view;
    if !matches!(view.kind(), MemberKind::Method | MemberKind::Constructor)
        || !view.decl.type_params.is_empty()
        || !view.decl.attributes.is_empty()
        || view.decl.params.len() != arity
    {
        return None;
    }
    let data = id.ty.data(cx.db);
    if data.arity != 0 || data.parent.is_some() {
        return None;
    }
    let same_arity = cx
        .sema
        .members_of(id.ty)
        .iter()
        .filter(|m| {
            m.kind() == view.kind() && m.decl.name == view.decl.name && m.decl.params.len() == arity
        })
        .count();
    if same_arity != 1 {
        return None;
    }
    let simple = |e: &SyntaxElement| -> Option<String> {
        let text: String = match e {
            SyntaxElement::Node(n) => n.text().to_string(),
            SyntaxElement::Token(t) => t.text().to_string(),
        };
        let text: String = text.split_whitespace().collect();
        let core = text.trim_end_matches("[]").trim_end_matches('?');
        let predefined = matches!(
            core,
            "string"
                | "object"
                | "int"
                | "long"
                | "bool"
                | "char"
                | "byte"
                | "double"
                | "float"
                | "decimal"
                | "short"
                | "uint"
                | "ulong"
                | "ushort"
                | "sbyte"
                | "void"
        );
        predefined.then_some(text)
    };
    let list = member
        .node
        .children()
        .find(|c| kind(c) == "parameter_list")?;
    let mut params = Vec::new();
    for p in list.children().filter(|c| kind(c) == "parameter") {
        if p.children()
            .any(|c| matches!(kind(&c), "attribute_list" | "modifier"))
            || p.children_with_tokens()
                .any(|t| matches!(cs_syntax::kind_name(t.kind()), "modifier" | "="))
        {
            return None;
        }
        let ty = simple(&written_type(&p)?)?;
        let name = p
            .children_with_tokens()
            .filter(|c| cs_syntax::kind_name(c.kind()) == "identifier")
            .last()?
            .to_string();
        params.push(format!("{ty} {name}"));
    }
    let params = params.join(", ");
    let type_name = &data.name;
    Some(match view.kind() {
        MemberKind::Constructor => format!("{type_name}.{type_name}({params})"),
        _ => {
            let ret = simple(&written_type(&member.node)?)?;
            format!("{ret} {type_name}.{}({params})", view.decl.name)
        }
    })
}
