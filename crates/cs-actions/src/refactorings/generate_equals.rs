//! "Generate Equals(object)" and "Generate Equals and GetHashCode" (Roslyn's
//! `GenerateEqualsAndGetHashCodeFromMembersCodeRefactoringProvider`) from the instance fields
//! and properties a selection covers in a class or struct, written as Roslyn's code generator
//! writes them:
//!
//! ```text
//! public override bool Equals(object? obj)
//! {
//!     return obj is Order order &&
//!            base.Equals(obj) &&                       // a base class overrides Equals
//!            Id == order.Id &&                         // enums, numeric types, string, DateTime
//!            When.Equals(order.When) &&                // value types implementing IEquatable<T>
//!            EqualityComparer<Customer>.Default.Equals(Customer, order.Customer);
//! }
//!
//! public override int GetHashCode()
//! {
//!     return HashCode.Combine(Id, When, Customer);
//! }
//! ```
//!
//! `object?` where nullable annotations are on. The pattern variable is the last word of the
//! type's name in camel case (`CustomerOrder` → `order`); a member of that name is written
//! `this.order`. Types are written as the file's usings allow, else fully qualified
//! (`System.HashCode`), where Roslyn would add the using. Not offered when the type already
//! declares `Equals(object)`; GetHashCode only when `System.HashCode` exists and at most eight
//! members are selected (`HashCode.Combine`'s limit). The methods go after the type's last
//! method, else at its end.

use cs_bind::{BoundSymbol, RefKind, Sema};
use cs_hir::{MemberKind, Modifiers, Symbol, Ty, TypeId};
use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, TextSize};

use super::type_spelling::Scope;
use crate::syntax::{indentation_at, kind};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct GenerateEqualsAndGetHashCode;

const EQUALS_KEY: &str = "GenerateEquals";
const BOTH_KEY: &str = "GenerateEqualsAndGetHashCode";

impl CodeActionProvider for GenerateEqualsAndGetHashCode {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.GenerateEqualsAndGetHashCodeFromMembers.GenerateEqualsAndGetHashCodeFromMembersCodeRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["field_declaration", "property_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        let Some(plan) = plan(ctx, trigger) else {
            return Vec::new();
        };
        let mut offers = vec![Offer::new("Generate Equals(object)", EQUALS_KEY)];
        if plan.hash_code.is_some() {
            offers.push(Offer::new("Generate Equals and GetHashCode", BOTH_KEY));
        }
        offers
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some(plan) = plan(ctx, trigger) else {
            return Vec::new();
        };
        let eol = ctx.eol();
        let unit = ctx.options.indent_unit();
        let indent = &plan.indent;
        let continuation = format!("{indent}{unit}{}", " ".repeat("return ".len()));
        let mut text = format!(
            "{indent}public override bool Equals(object{} obj){eol}{indent}{{{eol}{indent}{unit}return {};{eol}{indent}}}",
            if plan.annotated { "?" } else { "" },
            plan.conditions.join(&format!(" &&{eol}{continuation}")),
        );
        if key == BOTH_KEY {
            let Some(combine) = &plan.hash_code else {
                return Vec::new();
            };
            text.push_str(&format!(
                "{eol}{eol}{indent}public override int GetHashCode(){eol}{indent}{{{eol}{indent}{unit}return {combine};{eol}{indent}}}"
            ));
        }
        let edit = match &plan.anchor {
            Some(anchor) => TextEdit::replace(
                TextRange::empty(anchor.text_range().end()),
                format!("{eol}{eol}{text}"),
            ),
            None => {
                // At the end of the type: after its last member, else inside the braces.
                let close = plan.close_brace;
                let before = ctx.text[..usize::from(close)].trim_end_matches([' ', '\t']);
                let at = TextSize::from(before.len() as u32);
                let lead = if plan.has_members { eol } else { "" };
                TextEdit::replace(
                    TextRange::new(at, close),
                    format!("{lead}{text}{eol}{}", plan.type_indent),
                )
            }
        };
        vec![edit]
    }
}

struct Plan {
    conditions: Vec<String>,
    hash_code: Option<String>,
    annotated: bool,
    indent: String,
    type_indent: String,
    anchor: Option<SyntaxNode>,
    close_brace: TextSize,
    has_members: bool,
}

/// A selected member: its name and bound type.
struct Selected {
    name: String,
    ty: Ty,
}

fn plan(ctx: &ActionContext, trigger: &Trigger) -> Option<Plan> {
    let Trigger::Selection(range) = trigger else {
        return None;
    };
    if range.is_empty() {
        return None;
    }
    let list = match ctx.root.covering_element(*range) {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    }
    .ancestors()
    .find(|n| n.kind() == kind("declaration_list"))?;
    let declaration = list.parent()?;
    if declaration.kind() != kind("class_declaration")
        && declaration.kind() != kind("struct_declaration")
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
    let type_name = declaration
        .children_with_tokens()
        .find(|e| e.kind() == kind("identifier"))?;
    let Some(BoundSymbol::Symbol(Symbol::Type(type_id))) = declared(type_name.text_range()) else {
        return None;
    };
    let sema = Sema::new(db, ctx.project);
    let self_ty = sema.self_type(type_id);
    if declares_equals(&sema, type_id) {
        return None;
    }
    let members: Vec<SyntaxNode> = list.children().collect();
    let mut selected = Vec::new();
    for member in members.iter().filter(|m| {
        m.text_range()
            .intersect(*range)
            .is_some_and(|r| !r.is_empty())
    }) {
        if member.kind() != kind("field_declaration")
            && member.kind() != kind("property_declaration")
        {
            return None;
        }
        for name in member_names(member) {
            let Some(BoundSymbol::Symbol(Symbol::Member(id))) = declared(name) else {
                return None;
            };
            let view = cs_hir::member(db, id)?;
            let readable = match view.kind() {
                MemberKind::Field => true,
                MemberKind::Property => view
                    .decl
                    .accessors
                    .iter()
                    .any(|a| a.kind == cs_hir::AccessorKind::Get),
                _ => false,
            };
            if view.is_static() || !readable {
                return None;
            }
            selected.push(Selected {
                name: ctx.text[name].to_string(),
                ty: sema.sig(&view).ty.clone(),
            });
        }
    }
    if selected.is_empty() {
        return None;
    }
    let scope = Scope::at(ctx, declaration.text_range().start());
    let type_text = ctx.text[type_name.text_range()].to_string();
    let local = local_name(&type_text);
    let written = |name: &str| {
        if name == local {
            format!("this.{name}")
        } else {
            name.to_string()
        }
    };
    let mut conditions = vec![format!("obj is {} {local}", scope.spell(db, &self_ty)?)];
    if !sema.is_value_type(&self_ty) && base_overrides_equals(&sema, &self_ty) {
        conditions.push("base.Equals(obj)".to_string());
    }
    for member in &selected {
        let this = written(&member.name);
        let other = format!("{local}.{}", member.name);
        conditions.push(match comparison(&sema, &member.ty) {
            Comparison::Operator => format!("{this} == {other}"),
            Comparison::EqualsMethod => format!("{this}.Equals({other})"),
            Comparison::Comparer => {
                let comparer = sema.generic(
                    "System.Collections.Generic",
                    "EqualityComparer",
                    vec![member.ty.clone()],
                );
                format!(
                    "{}.Default.Equals({this}, {other})",
                    scope.spell(db, &comparer)?
                )
            }
        });
    }
    let hash_code = sema
        .system("HashCode")
        .filter(|_| selected.len() <= 8)
        .and_then(|id| {
            scope.spell(
                db,
                &Ty::Named {
                    id,
                    args: Vec::new(),
                },
            )
        })
        .filter(|_| !declares_get_hash_code(&sema, type_id))
        .map(|hash| {
            let names: Vec<String> = selected.iter().map(|m| written(&m.name)).collect();
            format!("{hash}.Combine({})", names.join(", "))
        });
    let anchor = members
        .iter()
        .rfind(|m| m.kind() == kind("method_declaration"))
        .cloned();
    let close_brace = list.last_token()?;
    if close_brace.text() != "}" {
        return None;
    }
    let type_indent = indentation_at(&ctx.text, usize::from(declaration.text_range().start()));
    let indent = match members.first() {
        Some(first) => {
            indentation_at(&ctx.text, usize::from(first.text_range().start())).to_string()
        }
        None => format!("{type_indent}{}", ctx.options.indent_unit()),
    };
    Some(Plan {
        conditions,
        hash_code,
        annotated: annotations_enabled(ctx, declaration.text_range().start()),
        indent,
        type_indent: type_indent.to_string(),
        anchor,
        close_brace: close_brace.text_range().start(),
        has_members: !members.is_empty(),
    })
}

/// The names a field declaration's declarators or a property declaration declare.
fn member_names(member: &SyntaxNode) -> Vec<TextRange> {
    if member.kind() == kind("field_declaration") {
        return member
            .children()
            .filter(|n| n.kind() == kind("variable_declaration"))
            .flat_map(|d| {
                d.children()
                    .filter(|n| n.kind() == kind("variable_declarator"))
            })
            .filter_map(|d| d.first_token())
            .map(|t| t.text_range())
            .collect();
    }
    member
        .children_with_tokens()
        .filter(|e| e.kind() == kind("identifier"))
        .last()
        .map(|e| e.text_range())
        .into_iter()
        .collect()
}

enum Comparison {
    Operator,
    EqualsMethod,
    Comparer,
}

/// Roslyn's choice: `==` for enums, the numeric types, `bool`, `char`, `string` and `DateTime`
/// (and their nullable forms); `a.Equals(b)` for tuples and other value types implementing
/// `IEquatable<T>` of themselves; `EqualityComparer<T>.Default` for the rest.
fn comparison(sema: &Sema, ty: &Ty) -> Comparison {
    use cs_bind::Prim;
    let underlying = sema.nullable_underlying(ty).unwrap_or_else(|| ty.clone());
    let operator = sema.kind(&underlying) == Some(cs_hir::TypeKind::Enum)
        || sema.is_type(&underlying, "System", "DateTime")
        || sema
            .prim(&underlying)
            .is_some_and(|p| !matches!(p, Prim::Object | Prim::Void | Prim::NInt | Prim::NUInt));
    if operator {
        return Comparison::Operator;
    }
    let is_tuple =
        matches!(ty, Ty::Named { id, .. } if id.data(sema.db).name.starts_with("ValueTuple"));
    let equatable = sema.is_value_type(ty)
        && sema.all_interfaces(ty).iter().any(|i| {
            sema.is_type(i, "System", "IEquatable") && cs_bind::ty_args(i).first() == Some(ty)
        });
    if is_tuple || equatable {
        Comparison::EqualsMethod
    } else {
        Comparison::Comparer
    }
}

fn is_equals_of_object(sema: &Sema, view: &cs_hir::MemberView) -> bool {
    if view.kind() != MemberKind::Method || &*view.decl.name != "Equals" || view.is_static() {
        return false;
    }
    let sig = sema.sig(view);
    sig.params.len() == 1 && sema.prim(&sig.params[0].ty) == Some(cs_bind::Prim::Object)
}

fn declares_equals(sema: &Sema, ty: TypeId) -> bool {
    sema.members_of(ty)
        .iter()
        .any(|m| m.id.ty == ty && is_equals_of_object(sema, m))
}

fn declares_get_hash_code(sema: &Sema, ty: TypeId) -> bool {
    sema.members_of(ty).iter().any(|m| {
        m.id.ty == ty
            && m.kind() == MemberKind::Method
            && &*m.decl.name == "GetHashCode"
            && m.decl.params.is_empty()
    })
}

/// A base class (other than `object`) declares a public, non-abstract `override Equals(object)`.
fn base_overrides_equals(sema: &Sema, ty: &Ty) -> bool {
    sema.base_chain(ty).iter().any(|base| {
        let Some(id) = base.type_id() else {
            return false;
        };
        sema.members_of(id).iter().any(|m| {
            m.id.ty == id
                && is_equals_of_object(sema, m)
                && m.decl.modifiers.contains(Modifiers::OVERRIDE)
                && m.decl.modifiers.contains(Modifiers::PUBLIC)
                && !m.decl.modifiers.contains(Modifiers::ABSTRACT)
        })
    })
}

/// The last word of a type's name in camel case (`CustomerOrder` → `order`, `HTTPRequest` →
/// `request`), Roslyn's `GetLocalName`; `v` when it has no letters.
fn local_name(type_name: &str) -> String {
    let chars: Vec<char> = type_name.chars().collect();
    let mut start = None;
    for i in (0..chars.len()).rev() {
        if !chars[i].is_alphabetic() {
            continue;
        }
        let is_word_start = chars[i].is_uppercase()
            && (i == 0
                || !chars[i - 1].is_uppercase()
                || chars.get(i + 1).is_some_and(|c| c.is_lowercase()));
        if is_word_start || i == 0 || !chars[i - 1].is_alphanumeric() {
            start = Some(i);
            break;
        }
    }
    let Some(start) = start else {
        return "v".into();
    };
    let word: String = chars[start..]
        .iter()
        .take_while(|c| c.is_alphanumeric())
        .collect();
    let mut out = String::new();
    let mut lower = true;
    for (i, c) in word.chars().enumerate() {
        // Leading capitals are lowered (`HTTP` → `http`), the rest kept.
        if lower && c.is_uppercase() {
            out.extend(c.to_lowercase());
        } else {
            lower = false;
            out.push(c);
        }
        if i == 0 && !c.is_uppercase() {
            lower = false;
        }
    }
    if cs_syntax::is_reserved_keyword(&out) {
        format!("@{out}")
    } else {
        out
    }
}

/// Nullable annotations are on at `at` (the project's `<Nullable>` and the `#nullable`
/// directives before it, as cs-analyzers reads them).
pub(crate) fn annotations_enabled(ctx: &ActionContext, at: TextSize) -> bool {
    cs_analyzers::nullable_context::document_nullable_context(ctx.db(), ctx.project, ctx.document)
        .at(u32::from(at))
        .annotations
}

#[cfg(test)]
mod tests {
    use super::local_name;

    #[test]
    fn local_names_follow_roslyn() {
        assert_eq!(local_name("Order"), "order");
        assert_eq!(local_name("CustomerOrder"), "order");
        assert_eq!(local_name("HTTPRequest"), "request");
        assert_eq!(local_name("Point3"), "point3");
        assert_eq!(local_name("Event"), "@event");
    }
}
