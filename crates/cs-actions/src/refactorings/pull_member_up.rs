//! "Pull 'M' up to 'Base'" (Roslyn's `PullMemberUpCodeRefactoringProvider`, one action per
//! destination, without its dialog) at a caret on the name of a method or property of a class
//! whose base class is declared in source in the same project: the member moves, with its
//! comment lines, to the end of the base class's body (in whatever document declares it),
//! re-indented there. Only where the program stays the same and compiles: the member is not
//! `private` (derived callers must still see it), not `override`/`abstract`/`extern`/`partial`,
//! not an explicit implementation; neither class is generic or partial; the base declares no
//! member of that name; and the member's body refers to nothing declared in the derived class
//! (no member of it, no `this` or `base` but `this.X` with `X` a member of the base chain).
//! Pulling up to interfaces is not built.

use cs_bind::{BoundSymbol, RefKind};
use cs_hir::{Symbol, Ty, TypeId, TypeKind};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use super::caret_token;
use super::semantic::has_modifier;
use super::type_files::run_deletion;
use crate::syntax::{indentation_at, kind, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct PullMemberUp;

impl CodeActionProvider for PullMemberUp {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CodeRefactorings.PullMemberUp.PullMemberUpCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["method_declaration", "property_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        if self.document_edits(ctx, trigger, "").is_empty() {
            return Vec::new();
        }
        match target(ctx, trigger) {
            Some(t) => vec![Offer::new(
                format!("Pull '{}' up to '{}'", t.name, t.base_name),
                "PullMemberUp",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        crate::own_document_edits(ctx, self.document_edits(ctx, trigger, key))
    }
    fn document_edits(
        &self,
        ctx: &ActionContext,
        trigger: &Trigger,
        _: &str,
    ) -> Vec<(cs_db::Document, Vec<TextEdit>)> {
        let Some(t) = target(ctx, trigger) else {
            return Vec::new();
        };
        let text = &*ctx.text;
        let Some(removed) = run_deletion(text, &t.member, &t.member) else {
            return Vec::new();
        };
        // The member's lines (with its comments), re-indented for the base's body.
        let from = super::type_files::leading_comments_start(text, &t.member);
        let to = usize::from(t.member.text_range().end());
        let old_indent = indentation_at(text, usize::from(t.member.text_range().start()));
        let base_ctx = ActionContext::new(ctx.analysis, ctx.project, t.base_document, ctx.options);
        let Some(body) = base_body(&base_ctx, t.base_range) else {
            return Vec::new();
        };
        let base_text = &*base_ctx.text;
        let eol = base_ctx.eol();
        let Some(close) = body.last_token().filter(|t| t.text() == "}") else {
            return Vec::new();
        };
        let close_start = usize::from(close.text_range().start());
        let outer = indentation_at(base_text, close_start).to_string();
        let new_indent = format!("{outer}{}", base_ctx.options.indent_unit());
        let moved: Vec<String> = text[from..to]
            .lines()
            .map(|line| match line.strip_prefix(old_indent) {
                Some(rest) if !rest.is_empty() => format!("{new_indent}{rest}"),
                _ if line.trim().is_empty() => String::new(),
                _ => line.to_string(),
            })
            .collect();
        let has_members = body.children().next().is_some();
        let blank = if has_members { eol } else { "" };
        let insertion = format!("{blank}{}{eol}", moved.join(eol));
        let at = line_start(base_text, close_start);
        let insert = TextEdit::replace(TextRange::empty(TextSize::from(at as u32)), insertion);
        let remove = TextEdit::replace(removed, String::new());
        if t.base_document == ctx.document {
            vec![(ctx.document, vec![remove, insert])]
        } else {
            vec![
                (ctx.document, vec![remove]),
                (t.base_document, vec![insert]),
            ]
        }
    }
}

struct Target {
    member: SyntaxNode,
    name: String,
    base_name: String,
    base_document: cs_db::Document,
    /// The base class's declaration in `base_document`.
    base_range: TextRange,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let token = caret_token(ctx, trigger)?;
    let member = token.parent_ancestors().find(|n| {
        n.kind() == kind("method_declaration") || n.kind() == kind("property_declaration")
    })?;
    // The caret on the member's name: the identifier before the parameter list (a method) or
    // the accessors (a property).
    let follows = [
        "parameter_list",
        "type_parameter_list",
        "accessor_list",
        "arrow_expression_clause",
    ];
    let elements: Vec<cs_syntax::SyntaxElement> = member
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    let name = elements
        .windows(2)
        .find(|w| {
            w[0].kind() == kind("identifier")
                && follows.contains(&cs_syntax::kind_name(w[1].kind()))
        })
        .map(|w| w[0].clone())?;
    if name.text_range() != token.text_range() {
        return None;
    }
    let name_text = ctx.text[name.text_range()].to_string();
    if ["private", "override", "abstract", "extern", "partial"]
        .iter()
        .any(|m| has_modifier(&member, m))
        || !["public", "protected", "internal"]
            .iter()
            .any(|m| has_modifier(&member, m))
    {
        return None;
    }
    let list = member.parent()?;
    let derived = list.parent()?;
    if derived.kind() != kind("class_declaration")
        || has_modifier(&derived, "partial")
        || derived
            .children()
            .any(|n| n.kind() == kind("type_parameter_list") || n.kind() == kind("parameter_list"))
    {
        return None;
    }
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let declared = |range: TextRange| {
        bindings
            .references
            .iter()
            .find(|r| r.kind == RefKind::Declaration && r.range == range)
            .map(|r| r.symbol.clone())
    };
    let Some(BoundSymbol::Symbol(Symbol::Member(member_id))) = declared(name.text_range()) else {
        return None;
    };
    let view = cs_hir::member(db, member_id)?;
    if view.decl.explicit_interface.is_some() {
        return None;
    }
    let derived_id = member_id.ty;
    let sema = cs_bind::Sema::new(db, ctx.project);
    let base_ty = sema.base_class(&sema.self_type(derived_id))?;
    let Ty::Named { id: base_id, args } = &base_ty else {
        return None;
    };
    let base_data = base_id.data(db);
    if !args.is_empty()
        || base_id.project != ctx.project
        || base_data.kind != TypeKind::Class
        || base_data.parts.len() != 1
        || base_data.parts[0].is_synthesized()
    {
        return None;
    }
    // The base declares (or inherits) nothing of that name.
    if !sema.lookup(&base_ty, &name_text).is_empty() {
        return None;
    }
    if refers_to_derived(ctx, &member, derived_id) {
        return None;
    }
    let part = base_data.parts[0];
    let documents = cs_hir::project_documents(db, base_id.project);
    let base_document = *documents.get(part.doc as usize)?;
    let decls = cs_hir::file_decls(db, base_document);
    let decl = decls.types.get(part.ty as usize)?;
    let base_range = cs_hir::decl_ranges(db, base_document).get(decl.decl)?.full;
    Some(Target {
        member,
        name: name_text,
        base_name: base_data.name.to_string(),
        base_document,
        base_range,
    })
}

/// The member's text refers to something of the derived class: a member declared there, or
/// `this`/`base` used other than as `this.X` on a member of the base chain.
fn refers_to_derived(ctx: &ActionContext, member: &SyntaxNode, derived: TypeId) -> bool {
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let range = member.text_range();
    let derived_member = bindings.references.iter().any(|r| {
        range.contains_range(r.range)
            && r.kind != RefKind::Declaration
            && matches!(&r.symbol, BoundSymbol::Symbol(Symbol::Member(id)) if id.ty == derived)
    });
    if derived_member {
        return true;
    }
    member.descendants_with_tokens().any(|e| {
        match cs_syntax::kind_name(e.kind()) {
            "base" => true,
            // `this.X` only (X is then a member of the base chain: none of the derived class's
            // members is referred to).
            "this" => !e.parent().is_some_and(|p| {
                p.kind() == kind("member_access_expression")
                    && p.first_token().is_some_and(|t| t.text() == "this")
            }),
            _ => false,
        }
    })
}

/// The `{ … }` body of the class declared at `range`, when it spans lines.
fn base_body(ctx: &ActionContext, range: TextRange) -> Option<SyntaxNode> {
    let declaration = ctx.root.descendants().find(|n| {
        n.text_range() == range && n.children().any(|c| c.kind() == kind("declaration_list"))
    })?;
    let body = declaration
        .children()
        .find(|c| c.kind() == kind("declaration_list"))?;
    ctx.text[body.text_range()].contains('\n').then_some(body)
}
