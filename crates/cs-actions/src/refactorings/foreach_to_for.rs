//! "Convert to 'for'" at a caret on a `foreach` header: over an array (`Length`) or a local
//! `List<T>` (`Count`) named by a local or parameter, the loop becomes
//! `for (int i = 0; i < xs.Length; i++)` whose block first declares the variable as
//! `var x = xs[i];`. Offered only when that reads the same elements: the collection is a
//! plain name the body does not mention (so it is not reassigned), the variable's written
//! type is `var` or the element type (a `foreach` casts; a declaration would not), and `i` is
//! not a name already used in the member.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::type_spelling::{Scope, compact};
use super::{caret_token, child_token, is_block};
use crate::syntax::{indentation_at, kind, line_end, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct ConvertForEachToFor;

impl CodeActionProvider for ConvertForEachToFor {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ConvertForEachToFor.CSharpConvertForEachToForCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["foreach_statement"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new("Convert to 'for'", "ConvertForEachToFor")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    let token = caret_token(ctx, trigger)?;
    let at = token.text_range().start();
    let node = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("foreach_statement"))?;
    let close = child_token(&node, ")")?;
    if at < node.text_range().start() || at > close.text_range().start() {
        return None;
    }
    let header: Vec<SyntaxElement> = node
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    // `foreach ( type name in collection ) body`: no `await`, `ref` or deconstruction.
    let [
        keyword,
        _,
        ty,
        name,
        _in,
        collection,
        _,
        SyntaxElement::Node(body),
    ] = header.as_slice()
    else {
        return None;
    };
    if keyword.as_token()?.text() != "foreach"
        || name.kind() != kind("identifier")
        || collection.kind() != kind("identifier")
        || _in.as_token()?.text() != "in"
    {
        return None;
    }
    let collection_name = &ctx.text[collection.text_range()];
    let (count, element) = collection_shape(ctx, collection)?;
    let written = compact(&ctx.text[ty.text_range()]);
    if ty.kind() != kind("implicit_type") && element.as_deref() != Some(written.as_str()) {
        return None;
    }
    if mentions(body, collection_name) || mentions(&member_of(&node), "i") {
        return None;
    }
    let text = &*ctx.text;
    let eol = ctx.eol();
    let indent = indentation_at(text, usize::from(node.text_range().start()));
    let unit = ctx.options.indent_unit();
    let inner = if is_block(body) {
        let open = usize::from(body.text_range().start());
        let close = usize::from(body.text_range().end()) - 1;
        let first = line_end(text, open);
        let last = line_start(text, close);
        if !text[open + 1..first].trim().is_empty()
            || first > last
            || !text[last..close].trim().is_empty()
        {
            return None;
        }
        text[first..last].to_string()
    } else {
        let start = usize::from(body.text_range().start());
        let end = usize::from(body.text_range().end());
        if !text[line_start(text, start)..start].trim().is_empty()
            || line_start(text, start) <= usize::from(close.text_range().end())
        {
            return None;
        }
        let own = &text[line_start(text, start)..end];
        format!("{own}{eol}")
    };
    let ty_text = &ctx.text[ty.text_range()];
    let name_text = &ctx.text[name.text_range()];
    let new_text = format!(
        "for (int i = 0; i < {collection_name}.{count}; i++){eol}{indent}{{{eol}{indent}{unit}{ty_text} {name_text} = {collection_name}[i];{eol}{inner}{indent}}}"
    );
    Some(TextEdit::replace(
        TextRange::new(node.text_range().start(), body.text_range().end()),
        new_text,
    ))
}

/// The member's count property (`Length`, `Count`) and the element type's spelling, for a
/// name bound to a local array or `List<T>` or to a parameter written as a one-rank array.
pub(super) fn collection_shape(
    ctx: &ActionContext,
    collection: &SyntaxElement,
) -> Option<(&'static str, Option<String>)> {
    let bindings = cs_bind::document_bindings(ctx.db(), ctx.project, ctx.document);
    let offset = u32::from(collection.text_range().start());
    let reference = bindings.at(offset).next()?;
    let scope = Scope::at(ctx, collection.text_range().start());
    match &reference.symbol {
        cs_bind::BoundSymbol::Local(id) => {
            let local = bindings.locals.iter().find(|l| l.id == *id)?;
            match &local.ty {
                cs_hir::Ty::Array { element, rank: 1 } => {
                    Some(("Length", scope.spell(ctx.db(), element)))
                }
                cs_hir::Ty::Named { id, args } if args.len() == 1 => {
                    let data = id.data(ctx.db());
                    let namespace = cs_hir::def_map(ctx.db(), id.project).namespace_name(id.index);
                    let is_list = &*data.name == "List"
                        && data.parent.is_none()
                        && namespace == "System.Collections.Generic";
                    is_list.then(|| ("Count", scope.spell(ctx.db(), &args[0])))
                }
                _ => None,
            }
        }
        cs_bind::BoundSymbol::Parameter { member, index } => {
            let view = cs_hir::member(ctx.db(), *member)?;
            let param = view.decl.params.get(*index as usize)?;
            if !matches!(
                param.modifier,
                cs_hir::ParamModifier::None | cs_hir::ParamModifier::Params
            ) {
                return None;
            }
            match &param.ty {
                cs_hir::TypeRef::Array { element, ranks } if ranks.as_slice() == [1] => {
                    let element = match &**element {
                        cs_hir::TypeRef::Predefined(word) => Some(word.to_string()),
                        _ => None,
                    };
                    Some(("Length", element))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether an identifier spelled `name` occurs in `node`.
pub(super) fn mentions(node: &SyntaxNode, name: &str) -> bool {
    node.descendants_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .any(|t| t.kind() == kind("identifier") && t.text() == name)
}

/// The member (or top-level statement) holding `node`.
pub(super) fn member_of(node: &SyntaxNode) -> SyntaxNode {
    node.ancestors()
        .find(|a| {
            a.parent().is_some_and(|p| {
                p.kind() == kind("declaration_list") || p.kind() == kind("compilation_unit")
            })
        })
        .unwrap_or_else(|| node.clone())
}
