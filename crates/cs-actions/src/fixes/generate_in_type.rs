//! "Generate method 'M'" into another type (CS1061 on `value.M(…)`, CS0117 on `Type.M(…)`):
//! the method goes at the end of the target type's declaration, in whatever document declares
//! it, `internal` as Roslyn writes a member generated into another type of the same project
//! (`internal static` for a call through the type name), with the parameter and return types
//! inferred at the call as the same-type fix does, throwing `NotImplementedException` (and
//! `using System;` in that document when needed). Only for a non-partial class, struct or
//! record of the caller's project whose body spans lines; not for the caller's own type.

use cs_bind::BoundSymbol;
use cs_hir::{Symbol, Ty, TypeKind};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use crate::fixes::generate::{parameters_from_call, return_type};
use crate::fixes::implement::system_import;
use crate::syntax::{covering, indentation_at, kind, line_start, token_in};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct GenerateMethodInType;

const MEMBERS: &[&str] = &[
    "method_declaration",
    "constructor_declaration",
    "property_declaration",
    "operator_declaration",
];

impl CodeActionProvider for GenerateMethodInType {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.GenerateMethod.GenerateMethodCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS1061", "CS0117"]
    }
    fn priority(&self) -> u32 {
        70
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        // Offered only when the target's declaration can take the method.
        if self.document_edits(ctx, trigger, "").is_empty() {
            return Vec::new();
        }
        match target(ctx, trigger) {
            Some(t) => vec![Offer::new(
                format!("Generate method '{}'", t.name),
                "GenerateMethod",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        self.document_edits(ctx, trigger, key)
            .into_iter()
            .filter(|(d, _)| *d == ctx.document)
            .flat_map(|(_, e)| e)
            .collect()
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
        if t.call.first_token().is_none() {
            return Vec::new();
        }
        // Parameters and return type come from the call's document.
        let params = parameters_from_call(ctx, &t.call);
        let ret = return_type(ctx, &t.call, &t.member);
        let modifiers = if t.is_static {
            "internal static"
        } else {
            "internal"
        };
        // The text goes into the target's document, written in its style.
        let target_ctx = ActionContext::new(ctx.analysis, ctx.project, t.document, ctx.options);
        let Some(body) = type_body(&target_ctx, t.range) else {
            return Vec::new();
        };
        let text = &*target_ctx.text;
        let eol = target_ctx.eol();
        let unit = target_ctx.options.indent_unit();
        let Some(close) = body.last_token().filter(|t| t.text() == "}") else {
            return Vec::new();
        };
        let close_start = usize::from(close.text_range().start());
        let outer = indentation_at(text, close_start).to_string();
        let indent = format!("{outer}{unit}");
        let at = line_start(text, close_start);
        let has_members = body.children().any(|n| !cs_syntax::is_trivia(n.kind()));
        let blank = if has_members { eol } else { "" };
        let method = format!(
            "{blank}{indent}{modifiers} {ret} {}({}){eol}{indent}{{{eol}{indent}{unit}throw new NotImplementedException();{eol}{indent}}}{eol}",
            t.name,
            params.join(", ")
        );
        let mut edits = vec![TextEdit::replace(
            TextRange::empty(TextSize::from(at as u32)),
            method,
        )];
        edits.extend(system_import(&target_ctx, body.text_range().start()));
        vec![(t.document, edits)]
    }
}

struct Target {
    name: String,
    call: SyntaxNode,
    member: SyntaxNode,
    is_static: bool,
    document: cs_db::Document,
    /// The target type's declaration in `document`.
    range: TextRange,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let diagnostic = trigger.diagnostic()?;
    let token = token_in(&ctx.root, diagnostic.range)?;
    if token.text_range() != diagnostic.range {
        return None;
    }
    let access = token.parent()?;
    if access.kind() != kind("member_access_expression") {
        return None;
    }
    let call = access.parent()?;
    let first = |node: &SyntaxNode| {
        node.children_with_tokens()
            .find(|e| !cs_syntax::is_trivia(e.kind()))
            .map(|e| e.text_range())
    };
    if call.kind() != kind("invocation_expression") || first(&call) != Some(access.text_range()) {
        return None;
    }
    let receiver = access
        .children_with_tokens()
        .find(|e| !cs_syntax::is_trivia(e.kind()))?;
    let db = ctx.db();
    let (ty, is_static) = if diagnostic.id == "CS0117" {
        let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
        let id = bindings
            .references
            .iter()
            .filter(|r| r.range == receiver.text_range())
            .find_map(|r| match &r.symbol {
                BoundSymbol::Symbol(Symbol::Type(id)) => Some(*id),
                _ => None,
            })?;
        (id, true)
    } else {
        let facts = cs_bind::expression_facts(db, ctx.project, ctx.document);
        match facts.type_of(receiver.text_range())? {
            Ty::Named { id, .. } => (*id, false),
            _ => return None,
        }
    };
    if ty.project != ctx.project {
        return None;
    }
    let data = ty.data(db);
    if !matches!(
        data.kind,
        TypeKind::Class | TypeKind::Struct | TypeKind::Record | TypeKind::RecordStruct
    ) || data.parts.len() != 1
        || data.parts[0].is_synthesized()
        || data.arity != 0
    {
        return None;
    }
    let part = data.parts[0];
    let documents = cs_hir::project_documents(db, ty.project);
    let document = *documents.get(part.doc as usize)?;
    let decls = cs_hir::file_decls(db, document);
    let decl = decls.types.get(part.ty as usize)?;
    let range = cs_hir::decl_ranges(db, document).get(decl.decl)?.full;
    let member_kinds: Vec<_> = MEMBERS.iter().map(|k| kind(k)).collect();
    let member = call
        .ancestors()
        .find(|n| member_kinds.contains(&n.kind()))?;
    // The caller's own type (or one around it): Roslyn writes a private member there.
    if document == ctx.document && range.contains_range(call.text_range()) {
        return None;
    }
    Some(Target {
        name: token.text().to_string(),
        call,
        member,
        is_static,
        document,
        range,
    })
}

/// The `{ … }` body of the type declared at `range`, when it spans lines.
fn type_body(ctx: &ActionContext, range: TextRange) -> Option<SyntaxNode> {
    let declaration = ctx.root.descendants().find(|n| {
        n.text_range() == range && n.children().any(|c| c.kind() == kind("declaration_list"))
    })?;
    let body = declaration
        .children()
        .find(|c| c.kind() == kind("declaration_list"))?;
    let text = &ctx.text[body.text_range()];
    (text.contains('\n') && covering(&ctx.root, body.text_range(), "declaration_list").is_some())
        .then_some(body)
}
