//! "Add null check", "Add 'string.IsNullOrEmpty' check", "Add 'string.IsNullOrWhiteSpace'
//! check" and "Add null checks for all parameters" (Roslyn's
//! `CSharpAddParameterCheckCodeRefactoringProvider`), at a caret on a parameter of a method,
//! constructor or operator with a block body. The check goes first in the body, as Roslyn
//! writes it since its throw-helper change (dotnet/roslyn#77412): `ArgumentNullException.
//! ThrowIfNull(p);` where the framework has it (.NET 6 and later), `ArgumentException.
//! ThrowIfNullOrEmpty(p);` (.NET 7) and `ThrowIfNullOrWhiteSpace(p);` (.NET 8), else
//!
//! ```text
//! if (p is null)
//! {
//!     throw new ArgumentNullException(nameof(p));
//! }
//! ```
//!
//! (`string.IsNullOrEmpty(p)` with `new ArgumentException($"'{nameof(p)}' cannot be null or
//! empty.", nameof(p))`), followed by a blank line when statements follow. Offered only for
//! parameters of a reference type that are not annotated `?` (Roslyn offers nothing for a
//! nullable parameter), not `out`/`ref`, and not already checked in the body. `System` types are
//! written qualified where the file does not import `System` (Roslyn would add the using).

use cs_bind::{BoundSymbol, Prim, RefKind, Sema};
use cs_hir::{Ty, TypeKind};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use super::caret_token;
use super::type_spelling::Scope;
use crate::syntax::{indentation_at, kind, line_start};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct AddParameterCheck;

const NULL_KEY: &str = "AddNullCheck";
const EMPTY_KEY: &str = "AddIsNullOrEmptyCheck";
const WHITESPACE_KEY: &str = "AddIsNullOrWhiteSpaceCheck";
const ALL_KEY: &str = "AddNullChecksForAllParameters";

impl CodeActionProvider for AddParameterCheck {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.InitializeParameter.CSharpAddParameterCheckCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["parameter"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        let Some(target) = target(ctx, trigger) else {
            return Vec::new();
        };
        let Some(selected) = target
            .candidates
            .iter()
            .find(|c| c.index == target.selected)
        else {
            return Vec::new();
        };
        let mut offers = vec![Offer::new("Add null check", NULL_KEY)];
        if selected.is_string {
            offers.push(Offer::new("Add 'string.IsNullOrEmpty' check", EMPTY_KEY));
            offers.push(Offer::new(
                "Add 'string.IsNullOrWhiteSpace' check",
                WHITESPACE_KEY,
            ));
        }
        if target.candidates.len() > 1 {
            offers.push(Offer::new("Add null checks for all parameters", ALL_KEY));
        }
        offers
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some(target) = target(ctx, trigger) else {
            return Vec::new();
        };
        let checks: Vec<String> = match key {
            ALL_KEY => target
                .candidates
                .iter()
                .map(|c| target.check(ctx, &c.name, Check::Null))
                .collect(),
            _ => {
                let Some(selected) = target
                    .candidates
                    .iter()
                    .find(|c| c.index == target.selected)
                else {
                    return Vec::new();
                };
                let check = match key {
                    EMPTY_KEY if selected.is_string => Check::NullOrEmpty,
                    WHITESPACE_KEY if selected.is_string => Check::NullOrWhiteSpace,
                    NULL_KEY => Check::Null,
                    _ => return Vec::new(),
                };
                vec![target.check(ctx, &selected.name, check)]
            }
        };
        let eol = ctx.eol();
        // Block-shaped checks are separated by a blank line (Roslyn's formatting of a block
        // statement); one-line throw helpers are not.
        let separator = if checks.iter().any(|c| c.contains(eol)) {
            format!("{eol}{eol}")
        } else {
            eol.to_string()
        };
        let mut text = checks.join(&separator);
        text.push_str(eol);
        let edit = match &target.first_statement {
            Some(first) => {
                text.push_str(eol);
                let at = line_start(&ctx.text, usize::from(first.text_range().start()));
                TextEdit::replace(TextRange::empty(TextSize::from(at as u32)), text)
            }
            None => {
                // An empty body: the checks go between its braces, which may share a line.
                let open = target.open_brace;
                let close = target.close_brace;
                let closing_indent =
                    target.indent[..target.indent.len() - target.unit.len()].to_string();
                TextEdit::replace(
                    TextRange::new(open, close),
                    format!("{eol}{text}{closing_indent}"),
                )
            }
        };
        vec![edit]
    }
}

#[derive(Clone, Copy)]
enum Check {
    Null,
    NullOrEmpty,
    NullOrWhiteSpace,
}

struct Candidate {
    index: usize,
    name: String,
    is_string: bool,
}

struct Target {
    candidates: Vec<Candidate>,
    selected: usize,
    first_statement: Option<SyntaxNode>,
    open_brace: TextSize,
    close_brace: TextSize,
    indent: String,
    unit: String,
    system: &'static str,
    throw_if_null: bool,
    throw_if_null_or_empty: bool,
    throw_if_null_or_white_space: bool,
}

impl Target {
    fn check(&self, ctx: &ActionContext, name: &str, check: Check) -> String {
        let eol = ctx.eol();
        let indent = &self.indent;
        let unit = &self.unit;
        let system = self.system;
        let helper = match check {
            Check::Null if self.throw_if_null => Some("ArgumentNullException.ThrowIfNull"),
            Check::NullOrEmpty if self.throw_if_null_or_empty => {
                Some("ArgumentException.ThrowIfNullOrEmpty")
            }
            Check::NullOrWhiteSpace if self.throw_if_null_or_white_space => {
                Some("ArgumentException.ThrowIfNullOrWhiteSpace")
            }
            _ => None,
        };
        if let Some(helper) = helper {
            return format!("{indent}{system}{helper}({name});");
        }
        let (condition, exception) = match check {
            Check::Null => (
                format!("{name} is null"),
                format!("{system}ArgumentNullException(nameof({name}))"),
            ),
            Check::NullOrEmpty => (
                format!("string.IsNullOrEmpty({name})"),
                format!(
                    "{system}ArgumentException($\"'{{nameof({name})}}' cannot be null or empty.\", nameof({name}))"
                ),
            ),
            Check::NullOrWhiteSpace => (
                format!("string.IsNullOrWhiteSpace({name})"),
                format!(
                    "{system}ArgumentException($\"'{{nameof({name})}}' cannot be null or whitespace.\", nameof({name}))"
                ),
            ),
        };
        format!(
            "{indent}if ({condition}){eol}{indent}{{{eol}{indent}{unit}throw new {exception};{eol}{indent}}}"
        )
    }
}

const FUNCTIONS: &[&str] = &[
    "method_declaration",
    "constructor_declaration",
    "operator_declaration",
    "conversion_operator_declaration",
];

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let token = caret_token(ctx, trigger)?;
    let parameter = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("parameter"))?;
    let list = parameter.parent()?;
    let function = list.parent()?;
    if list.kind() != kind("parameter_list")
        || !FUNCTIONS.iter().any(|k| function.kind() == kind(k))
    {
        return None;
    }
    let body = function.children().find(|n| n.kind() == kind("block"))?;
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let sema = Sema::new(db, ctx.project);
    let parameters: Vec<SyntaxNode> = list
        .children()
        .filter(|n| n.kind() == kind("parameter"))
        .collect();
    let selected = parameters.iter().position(|p| *p == parameter)?;
    let body_text = &ctx.text[body.text_range()];
    let annotations =
        super::generate_equals::annotations_enabled(ctx, function.text_range().start());
    let mut candidates = Vec::new();
    for (index, p) in parameters.iter().enumerate() {
        let Some(name) = p
            .children_with_tokens()
            .filter(|e| e.kind() == kind("identifier"))
            .last()
        else {
            continue;
        };
        let modified = p.children_with_tokens().any(|e| {
            e.kind() == kind("modifier")
                || matches!(
                    ctx.text[e.text_range()].trim(),
                    "out" | "ref" | "in" | "params"
                )
        });
        let written = p
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()) && e.kind() != kind("attribute_list"))
            .take_while(|e| e.text_range() != name.text_range())
            .last()
            .map(|e| ctx.text[e.text_range()].trim().to_string())
            .unwrap_or_default();
        let has_default = p
            .children_with_tokens()
            .any(|e| ctx.text[e.text_range()].trim() == "=");
        if modified || has_default || (annotations && written.ends_with('?')) {
            continue;
        }
        let Some(BoundSymbol::Parameter { member, index: at }) = bindings
            .references
            .iter()
            .find(|r| r.kind == RefKind::Declaration && r.range == name.text_range())
            .map(|r| r.symbol.clone())
        else {
            continue;
        };
        let Some(view) = cs_hir::member(db, member) else {
            continue;
        };
        let Some(param) = sema.sig(&view).params.get(at as usize).cloned() else {
            continue;
        };
        let name = ctx.text[name.text_range()].to_string();
        if !is_reference_type(&sema, &param.ty) || already_checked(body_text, &name) {
            continue;
        }
        candidates.push(Candidate {
            index,
            is_string: sema.prim(&param.ty) == Some(Prim::String),
            name,
        });
    }
    if !candidates.iter().any(|c| c.index == selected) {
        return None;
    }
    let open_brace = body.first_token()?;
    let close_brace = body.last_token()?;
    if open_brace.text() != "{" || close_brace.text() != "}" {
        return None;
    }
    let first_statement = body.children().next();
    let unit = ctx.options.indent_unit();
    let indent = match &first_statement {
        Some(s) => indentation_at(&ctx.text, usize::from(s.text_range().start())).to_string(),
        None => format!(
            "{}{unit}",
            indentation_at(&ctx.text, usize::from(function.text_range().start()))
        ),
    };
    let scope = Scope::at(ctx, function.text_range().start());
    let version = framework_version(ctx);
    let has_static = |type_name: &'static str, method: &str| {
        sema.system(type_name).is_some_and(|id| {
            sema.lookup(
                &Ty::Named {
                    id,
                    args: Vec::new(),
                },
                method,
            )
            .iter()
            .any(|f| f.member.is_static())
        })
    };
    Some(Target {
        candidates,
        selected,
        first_statement,
        open_brace: open_brace.text_range().end(),
        close_brace: close_brace.text_range().start(),
        indent,
        unit,
        system: if scope.imports("System") {
            ""
        } else {
            "System."
        },
        throw_if_null: version >= 6 && has_static("ArgumentNullException", "ThrowIfNull"),
        throw_if_null_or_empty: version >= 7
            && has_static("ArgumentException", "ThrowIfNullOrEmpty"),
        throw_if_null_or_white_space: version >= 8
            && has_static("ArgumentException", "ThrowIfNullOrWhiteSpace"),
    })
}

/// A class, interface, delegate, record, array, `string` or `object`: what can be null
/// without `Nullable<T>` (type parameters are left out).
fn is_reference_type(sema: &Sema, ty: &Ty) -> bool {
    match ty {
        Ty::Array { .. } | Ty::Dynamic => true,
        Ty::Named { .. } => matches!(
            sema.kind(ty),
            Some(TypeKind::Class | TypeKind::Interface | TypeKind::Delegate | TypeKind::Record)
        ),
        _ => false,
    }
}

/// The body already tests the parameter for null (any of the usual spellings).
fn already_checked(body: &str, name: &str) -> bool {
    let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    [
        format!("ThrowIfNull({name})"),
        format!("ThrowIfNullOrEmpty({name})"),
        format!("ThrowIfNullOrWhiteSpace({name})"),
        format!("({name}isnull)"),
        format!("({name}==null)"),
        format!("(null=={name})"),
        format!("{name}??throw"),
        format!("IsNullOrEmpty({name})"),
        format!("IsNullOrWhiteSpace({name})"),
    ]
    .iter()
    .any(|p| compact.contains(p.as_str()))
}

/// The major version of a `netX.Y` target framework (.NET 5 and later); 0 for .NET Framework,
/// .NET Standard, .NET Core 1–3 and an unknown target.
fn framework_version(ctx: &ActionContext) -> u32 {
    let settings = ctx.project.settings(ctx.db());
    let Some(tfm) = settings.target_framework.as_deref() else {
        return 0;
    };
    let Some(rest) = tfm.strip_prefix("net") else {
        return 0;
    };
    let major: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let is_modern = rest[major.len()..].starts_with('.');
    match major.parse::<u32>() {
        Ok(v) if is_modern && v >= 5 => v,
        _ => 0,
    }
}
