//! "Implement interface" / "Implement interface explicitly" (CS0535) and "Implement abstract
//! class" (CS0534): every member the diagnostics of that base type report missing, appended to
//! the type's body in declaration order, each with `throw new NotImplementedException();`
//! (Roslyn's default shapes: block-bodied methods, expression-bodied get-only properties,
//! `=> throw` accessors), with `using System;` added when the file does not import it.
//!
//! Signatures are copied from the base member's source (these diagnostics are reported only
//! for bases declared in the workspace), with the written base type's arguments put in for
//! its type parameters. A member declared in a generic base of the written base, or with no
//! source, makes the fix unavailable rather than wrong.

use cs_db::Document;
use cs_hir::{
    MemberKind, MemberView, Modifiers, Symbol, TypeId, decl_ranges, first_decl, project_documents,
    type_members,
};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize};

use crate::syntax::{covering, indentation_at, kind};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct ImplementInterface;
pub(crate) struct ImplementAbstractClass;

const THROW: &str = "throw new NotImplementedException()";

impl CodeActionProvider for ImplementInterface {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ImplementInterface.CSharpImplementInterfaceCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0535"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        if plan(ctx, trigger, Mode::Implicit).is_none() {
            return Vec::new();
        }
        vec![
            Offer::new("Implement interface", "Implicit"),
            Offer::new("Implement interface explicitly", "Explicit"),
        ]
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let mode = if key == "Explicit" {
            Mode::Explicit
        } else {
            Mode::Implicit
        };
        plan(ctx, trigger, mode).unwrap_or_default()
    }
}

impl CodeActionProvider for ImplementAbstractClass {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.ImplementAbstractClass.CSharpImplementAbstractClassCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0534"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match plan(ctx, trigger, Mode::Override) {
            Some(_) => vec![Offer::new("Implement abstract class", "Override")],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        plan(ctx, trigger, Mode::Override).unwrap_or_default()
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Implicit,
    Explicit,
    Override,
}

/// The member a diagnostic reports missing: its simple name (accessor suffixes dropped).
fn missing_name(message: &str) -> Option<String> {
    let quoted: Vec<&str> = message.split('\'').collect();
    let member = quoted.get(3)?;
    let head = member.split(['(', '[']).next()?;
    let mut parts: Vec<&str> = head.rsplit('.').collect();
    if matches!(
        parts.first(),
        Some(&"get" | &"set" | &"init" | &"add" | &"remove")
    ) && parts.len() > 1
    {
        parts.remove(0);
    }
    Some(parts.first()?.to_string())
}

fn plan(ctx: &ActionContext, trigger: &Trigger, mode: Mode) -> Option<Vec<TextEdit>> {
    let diagnostic = trigger.diagnostic()?;
    let db = ctx.db();
    let all = ctx.diagnostics(&[diagnostic.id.as_str()]);
    let wanted: Vec<String> = all
        .iter()
        .filter(|d| d.range == diagnostic.range)
        .filter_map(|d| missing_name(&d.message))
        .collect();
    if wanted.is_empty() {
        return None;
    }
    let type_node = ["class_declaration", "struct_declaration"]
        .iter()
        .find_map(|k| covering(&ctx.root, diagnostic.range, k))?;
    // The base whose members are missing, and the written type arguments.
    let (base, written_args, written_text) = match mode {
        Mode::Override => {
            // The first type of the base list (a leaf name is a token, a generic one a node).
            let base_list = type_node
                .children()
                .find(|n| n.kind() == kind("base_list"))?;
            let first = base_list
                .children_with_tokens()
                .filter(|e| !cs_syntax::is_trivia(e.kind()))
                .find(|e| !matches!(e, SyntaxElement::Token(t) if t.text() == ":"))?;
            let symbol = ctx
                .analysis
                .symbol_at(ctx.project, ctx.document, first.text_range().start())
                .ok()??;
            let Symbol::Type(id) = symbol else {
                return None;
            };
            let written = ctx.text[first.text_range()].to_string();
            (id, type_arguments(&written), written)
        }
        _ => {
            let symbol = ctx
                .analysis
                .symbol_at(ctx.project, ctx.document, diagnostic.range.start())
                .ok()??;
            let Symbol::Type(id) = symbol else {
                return None;
            };
            let written = ctx.text[diagnostic.range].to_string();
            (id, type_arguments(&written), written)
        }
    };
    let params = type_param_names(db, base);
    if params.len() != written_args.len() {
        return None;
    }
    let substitution: Vec<(String, String)> = params.into_iter().zip(written_args).collect();
    // Members of the base (and, for interfaces, its base interfaces) named by the diagnostics.
    let mut sources: Vec<(TypeId, bool)> = vec![(base, true)];
    if mode != Mode::Override {
        for ty in cs_hir::bases_of(db, base).interfaces.iter() {
            if let cs_hir::Ty::Named { id, args } = ty {
                sources.push((*id, args.is_empty()));
            }
        }
    }
    let mut stubs = Vec::new();
    let mut found = vec![false; wanted.len()];
    for (ty, substitutable) in sources {
        for member in type_members(db, ty) {
            let Some(i) = wanted.iter().position(|w| *w == *member.decl.name) else {
                continue;
            };
            if member.synthesized || member.decl.has_body && mode != Mode::Override {
                continue;
            }
            if mode == Mode::Override && !member.decl.modifiers.contains(Modifiers::ABSTRACT) {
                continue;
            }
            if !substitutable && ty != base {
                return None;
            }
            let subst: &[(String, String)] = if ty == base { &substitution } else { &[] };
            let interface_text = if ty == base {
                written_text.clone()
            } else {
                interface_name(db, ty)
            };
            stubs.push(stub(ctx, &member, mode, subst, &interface_text)?);
            found[i] = true;
        }
    }
    if !found.iter().all(|f| *f) {
        return None;
    }
    Some(insert_members(ctx, &type_node, &stubs))
}

/// The written type arguments of a base type (`IRepository<Order, int>` → `Order`, `int`).
fn type_arguments(written: &str) -> Vec<String> {
    let (Some(open), Some(close)) = (written.find('<'), written.rfind('>')) else {
        return Vec::new();
    };
    let mut arguments = Vec::new();
    let mut depth = 0;
    let mut current = String::new();
    for c in written[open + 1..close].chars() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                arguments.push(std::mem::take(&mut current).trim().to_string());
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    arguments.push(current.trim().to_string());
    arguments
}

fn type_param_names(db: &dyn cs_db::Db, id: TypeId) -> Vec<String> {
    first_decl(db, id)
        .map(|(file, i)| {
            file.types[i]
                .type_params
                .iter()
                .map(|p| p.name.to_string())
                .collect()
        })
        .unwrap_or_default()
}

fn interface_name(db: &dyn cs_db::Db, id: TypeId) -> String {
    id.data(db).name.to_string()
}

/// The member's declaration node in its source.
fn declaration(
    ctx: &ActionContext,
    member: &MemberView,
) -> Option<(SyntaxNode, std::sync::Arc<str>)> {
    let db = ctx.db();
    let document: Document =
        *project_documents(db, member.id.ty.project).get(member.doc as usize)?;
    let range = decl_ranges(db, document).get(member.decl.decl)?.full;
    let root = cs_db::parse(db, document).syntax();
    let text = document.source(db).text(db).clone();
    let element = root.covering_element(range);
    let node = match element {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    };
    let node = node
        .ancestors()
        .find(|n| n.text_range() == range || n.text_range().contains_range(range))?;
    Some((node, text))
}

/// The text of a range of `node`'s tokens with type parameters replaced.
fn render(node: &SyntaxNode, from: TextSize, to: TextSize, subst: &[(String, String)]) -> String {
    let mut out = String::new();
    for element in node.descendants_with_tokens() {
        let SyntaxElement::Token(token) = element else {
            continue;
        };
        let range = token.text_range();
        if range.start() < from || range.end() > to {
            continue;
        }
        match subst.iter().find(|(p, _)| p == token.text()) {
            Some((_, arg)) => out.push_str(arg),
            None => out.push_str(token.text()),
        }
    }
    out.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( ", "(")
        .replace(" )", ")")
        .replace(" ,", ",")
        .replace("< ", "<")
        .replace(" >", ">")
        .replace(" [", "[")
}

/// One generated member, as lines (without indentation) of the type's body.
fn stub(
    ctx: &ActionContext,
    member: &MemberView,
    mode: Mode,
    subst: &[(String, String)],
    interface: &str,
) -> Option<Vec<String>> {
    let (node, _) = declaration(ctx, member)?;
    let named = |n: &SyntaxNode, k: &str| n.children().find(|c| c.kind() == kind(k));
    let skip = [kind("attribute_list"), kind("modifier")];
    let start = node
        .children_with_tokens()
        .find(|e| match e {
            SyntaxElement::Node(n) => !skip.contains(&n.kind()),
            SyntaxElement::Token(t) => !cs_syntax::is_trivia(t.kind()),
        })?
        .text_range()
        .start();
    let accessibility = match mode {
        Mode::Explicit => String::new(),
        Mode::Implicit => "public ".to_string(),
        Mode::Override => {
            let words: Vec<String> = node
                .children()
                .filter(|n| n.kind() == kind("modifier"))
                .map(|n| n.text().to_string().trim().to_string())
                .filter(|w| ["public", "protected", "internal", "private"].contains(&w.as_str()))
                .collect();
            format!("{} override ", words.join(" "))
                .trim_start()
                .to_string()
        }
    };
    let qualify = |header: String, name: &str| -> String {
        if mode != Mode::Explicit {
            return header;
        }
        match header.rfind(&format!(" {name}")) {
            Some(i) => format!("{} {interface}.{}", &header[..i], &header[i + 1..]),
            None => header,
        }
    };
    let name = member.decl.name.to_string();
    match member.decl.kind {
        MemberKind::Method => {
            let params = named(&node, "parameter_list")?;
            let header = qualify(
                render(&node, start, params.text_range().end(), subst),
                &name,
            );
            Some(vec![
                format!("{accessibility}{header}"),
                "{".into(),
                format!("\t{THROW};"),
                "}".into(),
            ])
        }
        MemberKind::Property | MemberKind::Indexer => {
            let accessors = named(&node, "accessor_list")?;
            let header_end = accessors.text_range().start();
            let header = qualify(
                render(&node, start, header_end, subst),
                if member.decl.kind == MemberKind::Indexer {
                    "this"
                } else {
                    &name
                },
            );
            let words: Vec<String> = accessors
                .children()
                .filter_map(|a| {
                    a.children_with_tokens()
                        .filter_map(|e| e.into_token())
                        .find(|t| matches!(t.text(), "get" | "set" | "init"))
                        .map(|t| t.text().to_string())
                })
                .collect();
            if words == ["get"] {
                Some(vec![format!("{accessibility}{header} => {THROW};")])
            } else {
                let list: Vec<String> = words.iter().map(|w| format!("{w} => {THROW};")).collect();
                Some(vec![format!(
                    "{accessibility}{header} {{ {} }}",
                    list.join(" ")
                )])
            }
        }
        MemberKind::Event => {
            let header = render(&node, start, node.text_range().end(), subst);
            let header = header.trim_end_matches(';').trim().to_string();
            if mode == Mode::Explicit {
                let header = qualify(header, &name);
                Some(vec![
                    header,
                    "{".into(),
                    "\tadd".into(),
                    "\t{".into(),
                    format!("\t\t{THROW};"),
                    "\t}".into(),
                    String::new(),
                    "\tremove".into(),
                    "\t{".into(),
                    format!("\t\t{THROW};"),
                    "\t}".into(),
                    "}".into(),
                ])
            } else {
                Some(vec![format!("{accessibility}{header};")])
            }
        }
        _ => None,
    }
}

/// Appends the members to the type's body (a one-line `{ }` body is opened onto lines) and
/// imports `System` when needed.
fn insert_members(
    ctx: &ActionContext,
    type_node: &SyntaxNode,
    stubs: &[Vec<String>],
) -> Vec<TextEdit> {
    let text = &*ctx.text;
    let eol = ctx.eol();
    let unit = ctx.options.indent_unit();
    let Some(body) = type_node
        .children()
        .find(|n| n.kind() == kind("declaration_list"))
    else {
        return Vec::new();
    };
    let open = body.first_token().map(|t| t.text_range());
    let close = body.last_token().map(|t| t.text_range());
    let (Some(open), Some(close)) = (open, close) else {
        return Vec::new();
    };
    let outer = indentation_at(text, usize::from(type_node.text_range().start())).to_string();
    let inner = format!("{outer}{unit}");
    let render_stub = |lines: &Vec<String>| -> String {
        lines
            .iter()
            .map(|l| {
                if l.is_empty() {
                    return eol.to_string();
                }
                let depth = l.len() - l.trim_start_matches('\t').len();
                format!(
                    "{inner}{}{}{eol}",
                    unit.repeat(depth),
                    l.trim_start_matches('\t')
                )
            })
            .collect()
    };
    let members: Vec<String> = stubs.iter().map(render_stub).collect();
    let inside = &text[usize::from(open.end())..usize::from(close.start())];
    let mut edits = Vec::new();
    if !inside.contains(['\n', '\r']) {
        // `class C : I { }` → the braces on their own lines around the members.
        let before_open = text[..usize::from(open.start())]
            .trim_end_matches([' ', '\t'])
            .len();
        let replaced = TextRange::new(TextSize::from(before_open as u32), close.end());
        edits.push(TextEdit::replace(
            replaced,
            format!("{eol}{outer}{{{eol}{}{outer}}}", members.join(eol)),
        ));
    } else {
        let close_line = crate::syntax::line_start(text, usize::from(close.start()));
        let has_members = !inside.trim().is_empty();
        let mut insertion = String::new();
        if has_members {
            insertion.push_str(eol);
        }
        insertion.push_str(&members.join(eol));
        edits.push(TextEdit::replace(
            TextRange::empty(TextSize::from(close_line as u32)),
            insertion,
        ));
    }
    edits.extend(system_import(ctx, type_node.text_range().start()));
    edits
}

/// `using System;` for generated `NotImplementedException`s, unless the file or the project
/// (implicit usings) imports it already.
pub(crate) fn system_import(ctx: &ActionContext, at: TextSize) -> Option<TextEdit> {
    if imports_system(ctx) {
        return None;
    }
    cs_ide::add_using_edit(&ctx.root, &ctx.text, at, "System", &ctx.options.organize)
}

fn imports_system(ctx: &ActionContext) -> bool {
    ctx.project
        .settings(ctx.db())
        .global_usings
        .iter()
        .any(|u| u.namespace == "System" && u.alias.is_none() && !u.is_static)
}
