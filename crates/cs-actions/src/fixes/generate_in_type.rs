//! "Generate method 'M'" into another type (CS1061 on `value.M(…)`, CS0117 on `Type.M(…)`),
//! and "Generate property 'P'" / "Generate field 'P'" for a member access that is not called
//! (`value.P`, `value.P = 3`): the member goes at the end of the target type's declaration, in
//! whatever document declares it, `internal` as Roslyn writes a member generated into another
//! type of the same project (`internal static` through the type name), with the types inferred
//! at the use as the same-type fix does (the method throws `NotImplementedException`, with
//! `using System;` in that document when needed; the property is `{ get; set; }`; a value
//! assigned gives the member's type, a typed declaration or `return` too, else `object`).
//! Only for a non-partial class, struct or record of the caller's project whose body spans
//! lines; not for the caller's own type.

use cs_bind::BoundSymbol;
use cs_hir::{Symbol, Ty, TypeKind};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use crate::fixes::generate::{infer, parameters_from_call, return_type};
use crate::fixes::implement::system_import;
use crate::syntax::{covering, indentation_at, kind, line_start, token_in};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct GenerateMethodInType;

const METHOD: &str = "GenerateMethod";
const PROPERTY: &str = "GenerateProperty";
const FIELD: &str = "GenerateField";

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
        let Some(t) = target(ctx, trigger) else {
            return Vec::new();
        };
        let keys: &[&str] = if t.called {
            &[METHOD]
        } else {
            &[PROPERTY, FIELD]
        };
        // Offered only when the target's declaration can take the member.
        if self.document_edits(ctx, trigger, keys[0]).is_empty() {
            return Vec::new();
        }
        keys.iter()
            .map(|key| {
                let what = match *key {
                    METHOD => "method",
                    PROPERTY => "property",
                    _ => "field",
                };
                Offer::new(format!("Generate {what} '{}'", t.name), *key)
            })
            .collect()
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        crate::own_document_edits(ctx, self.document_edits(ctx, trigger, key))
    }
    fn document_edits(
        &self,
        ctx: &ActionContext,
        trigger: &Trigger,
        key: &str,
    ) -> Vec<(cs_db::Document, Vec<TextEdit>)> {
        let Some(t) = target(ctx, trigger) else {
            return Vec::new();
        };
        if t.call.first_token().is_none() || (key == METHOD) != t.called {
            return Vec::new();
        }
        // Parameters and types come from the use's document.
        let params = if t.called {
            parameters_from_call(ctx, &t.call)
        } else {
            Vec::new()
        };
        let ret = if t.called {
            return_type(ctx, &t.call, &t.member)
        } else {
            value_type(ctx, &t.call, &t.member)
        };
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
        let name = &t.name;
        let member = match key {
            METHOD => format!(
                "{blank}{indent}{modifiers} {ret} {name}({}){eol}{indent}{{{eol}{indent}{unit}throw new NotImplementedException();{eol}{indent}}}{eol}",
                params.join(", ")
            ),
            PROPERTY => format!("{blank}{indent}{modifiers} {ret} {name} {{ get; set; }}{eol}"),
            FIELD => format!("{blank}{indent}{modifiers} {ret} {name};{eol}"),
            _ => return Vec::new(),
        };
        let mut edits = vec![TextEdit::replace(
            TextRange::empty(TextSize::from(at as u32)),
            member,
        )];
        if key == METHOD {
            edits.extend(system_import(&target_ctx, body.text_range().start()));
        }
        vec![(t.document, edits)]
    }
}

struct Target {
    name: String,
    /// The call (`value.M(…)`), or the member access when it is not called.
    call: SyntaxNode,
    called: bool,
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
    let parent = access.parent()?;
    let first = |node: &SyntaxNode| {
        node.children_with_tokens()
            .find(|e| !cs_syntax::is_trivia(e.kind()))
            .map(|e| e.text_range())
    };
    let called = parent.kind() == kind("invocation_expression")
        && first(&parent) == Some(access.text_range());
    let call = if called { parent } else { access.clone() };
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
        called,
        member,
        is_static,
        document,
        range,
    })
}

/// The type of a member that is read or assigned at `access`: the assigned value's, else what
/// the context expects (a typed declaration, a `return`), else `object`.
fn value_type(ctx: &ActionContext, access: &SyntaxNode, member: &SyntaxNode) -> String {
    if let Some(parent) = access.parent()
        && parent.kind() == kind("assignment_expression")
        && parent.first_child().as_ref() == Some(access)
    {
        let parts: Vec<cs_syntax::SyntaxElement> = parent
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .collect();
        if let [_, operator, value] = parts.as_slice()
            && ctx.text[operator.text_range()] == *"="
            && let Some(at) = access.first_token()
        {
            return infer(ctx, value, &at);
        }
        return "object".into();
    }
    match return_type(ctx, access, member).as_str() {
        "void" => "object".into(),
        other => other.to_string(),
    }
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
