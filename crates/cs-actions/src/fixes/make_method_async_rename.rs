//! The edits of "Make method async" (see `make_method_async.rs`): `async` and the `Task`
//! return type at the declaration, the `Async` suffix at the declaration and every reference
//! (across the workspace's documents), and `using System.Threading.Tasks;` where the
//! declaring file does not import it.

use cs_bind::{BoundSymbol, RefKind, Sema};
use cs_hir::{Modifiers, Symbol};
use cs_ide::{ReferenceOptions, TextEdit};
use cs_syntax::{SyntaxElement, SyntaxNode};

use crate::refactorings::imported_at;
use crate::syntax::kind;
use crate::{ActionContext, Trigger};

pub(crate) struct Plan {
    pub edits: Vec<(cs_db::Document, Vec<TextEdit>)>,
}

pub(crate) fn plan(ctx: &ActionContext, trigger: &Trigger) -> Option<Plan> {
    let diagnostic = trigger.diagnostic()?;
    let workspace = ctx.options.workspace?;
    let element = ctx.root.covering_element(diagnostic.range);
    let start = match element {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    };
    let functions = [
        kind("method_declaration"),
        kind("local_function_statement"),
        kind("lambda_expression"),
        kind("anonymous_method_expression"),
        kind("constructor_declaration"),
        kind("accessor_declaration"),
    ];
    let method: SyntaxNode = start.ancestors().find(|n| functions.contains(&n.kind()))?;
    if method.kind() != kind("method_declaration") {
        return None;
    }
    let modifiers: Vec<String> = method
        .children()
        .filter(|n| n.kind() == kind("modifier"))
        .map(|n| n.to_string().trim().to_string())
        .collect();
    if modifiers.iter().any(|m| {
        matches!(
            m.as_str(),
            "virtual" | "override" | "abstract" | "new" | "extern" | "partial" | "async"
        )
    }) {
        return None;
    }
    let parts: Vec<SyntaxElement> = method
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .filter(|e| {
            !matches!(
                cs_syntax::kind_name(e.kind()),
                "attribute_list" | "modifier"
            )
        })
        .collect();
    // `ReturnType Name(` — an explicit implementation (`I.M`) has no plain name there.
    let [return_type, name, ..] = parts.as_slice() else {
        return None;
    };
    if name.kind() != kind("identifier") {
        return None;
    }
    let name_text = ctx.text[name.text_range()].to_string();
    if name_text == "Main" || name_text.ends_with("Async") {
        return None;
    }
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let symbol = bindings
        .references
        .iter()
        .find(|r| r.kind == RefKind::Declaration && r.range == name.text_range())?
        .symbol
        .clone();
    let BoundSymbol::Symbol(Symbol::Member(member)) = &symbol else {
        return None;
    };
    let view = cs_hir::member(db, *member)?;
    if view.decl.modifiers.contains(Modifiers::OVERRIDE) || view.decl.explicit_interface.is_some() {
        return None;
    }
    // An implicit interface implementation would need its interface renamed too.
    let sema = Sema::new(db, ctx.project);
    let owner = sema.self_type(member.ty);
    if !sema.all_interfaces(&owner).is_empty() {
        return None;
    }
    let new_name = format!("{name_text}Async");
    if !sema.lookup(&owner, &new_name).is_empty() {
        return None;
    }
    let written = ctx.text[return_type.text_range()].trim().to_string();
    // Roslyn adds the using where the file lacks it.
    let imported = imported_at(ctx, method.text_range().start(), "System.Threading.Tasks");
    let task = "Task";
    let new_return = match (written.as_str(), diagnostic.id.as_str()) {
        ("void", "CS4033") => task.to_string(),
        (_, "CS4032") if written != "void" => format!("{task}<{written}>"),
        _ => return None,
    };
    let references = ctx
        .analysis
        .find_references(
            workspace,
            &symbol,
            &ReferenceOptions {
                include_declarations: false,
                include_related: false,
                scope: Default::default(),
            },
        )
        .ok()?;
    let mut edits: Vec<(cs_db::Document, Vec<TextEdit>)> = vec![(
        ctx.document,
        vec![
            TextEdit::replace(return_type.text_range(), format!("async {new_return}")),
            TextEdit::replace(name.text_range(), new_name.clone()),
        ],
    )];
    for reference in references {
        if reference.kind == RefKind::Declaration {
            continue;
        }
        let edit = TextEdit::replace(reference.range, new_name.clone());
        match edits.iter_mut().find(|(d, _)| *d == reference.document) {
            Some((_, list)) => {
                if !list.contains(&edit) {
                    list.push(edit)
                }
            }
            None => edits.push((reference.document, vec![edit])),
        }
    }
    if !imported
        && let Some(using) = cs_ide::add_using_edit(
            &ctx.root,
            &ctx.text,
            method.text_range().start(),
            "System.Threading.Tasks",
            &ctx.options.organize,
        )
    {
        edits[0].1.push(using);
    }
    Some(Plan { edits })
}
