//! "Encapsulate field: 'f' (and use property)" and "Encapsulate field: 'f' (but still use
//! field)" (Roslyn's `EncapsulateFieldRefactoringProvider`) at a caret on a private field of a
//! class or struct declared in one file: a public property named after the field (`_count`,
//! `count` → `Count`) goes right after the field's declaration, written with expression-bodied
//! accessors as Roslyn's default style does (`public int Count { get => count; set => count =
//! value; }`; `public int Count => count;` for a `readonly` field; `static` for a static
//! field). The first action also makes every other reference to the field in the type use the
//! property, except in constructors (Roslyn leaves those on the field). Not offered for
//! constants, several declarators in one declaration, a partial type, a name whose property
//! name is the field's own or already taken, or (for "and use property") a field passed by
//! `ref`/`out`/`in`, which a property cannot be.

use cs_bind::{BoundSymbol, RefKind, Sema};
use cs_hir::Symbol;
use cs_ide::TextEdit;
use cs_syntax::{SyntaxNode, TextRange, TextSize};

use super::caret_token;
use super::semantic::has_modifier;
use crate::syntax::{indentation_at, kind, line_end};
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct EncapsulateField;

const USE_PROPERTY: &str = "EncapsulateFieldUseProperty";
const KEEP_FIELD: &str = "EncapsulateFieldKeepField";

impl CodeActionProvider for EncapsulateField {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CodeRefactorings.EncapsulateField.EncapsulateFieldRefactoringProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["field_declaration"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        let Some(target) = target(ctx, trigger) else {
            return Vec::new();
        };
        let mut offers = Vec::new();
        if target.passed_by_reference.is_none() {
            offers.push(Offer::new(
                format!("Encapsulate field: '{}' (and use property)", target.field),
                USE_PROPERTY,
            ));
        }
        offers.push(Offer::new(
            format!(
                "Encapsulate field: '{}' (but still use field)",
                target.field
            ),
            KEEP_FIELD,
        ));
        offers
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some(target) = target(ctx, trigger) else {
            return Vec::new();
        };
        let eol = ctx.eol();
        let indent = indentation_at(
            &ctx.text,
            usize::from(target.declaration.text_range().start()),
        );
        let statics = if target.is_static { "static " } else { "" };
        let (field, property, ty) = (&target.field, &target.property, &target.ty);
        let body = if target.is_readonly {
            format!("=> {field};")
        } else {
            format!("{{ get => {field}; set => {field} = value; }}")
        };
        let end = usize::from(target.declaration.text_range().end());
        let line = line_end(&ctx.text, end);
        // A blank line before the property, and after it when a member follows at once.
        let next_blank = ctx.text[line..].lines().next().is_none_or(|l| {
            let t = l.trim();
            t.is_empty() || t == "}"
        });
        let after = if next_blank { "" } else { eol };
        let mut edits = vec![TextEdit::replace(
            TextRange::empty(TextSize::from(end as u32)),
            format!("{eol}{eol}{indent}public {statics}{ty} {property} {body}{after}"),
        )];
        if key == USE_PROPERTY {
            if target.passed_by_reference.is_some() {
                return Vec::new();
            }
            edits.extend(
                target
                    .uses
                    .iter()
                    .map(|r| TextEdit::replace(*r, property.clone())),
            );
        }
        edits
    }
}

struct Target {
    declaration: SyntaxNode,
    field: String,
    property: String,
    ty: String,
    is_static: bool,
    is_readonly: bool,
    /// References to replace with the property (outside constructors).
    uses: Vec<TextRange>,
    passed_by_reference: Option<TextRange>,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let token = caret_token(ctx, trigger)?;
    let declaration = token
        .parent_ancestors()
        .find(|n| n.kind() == kind("field_declaration"))?;
    if has_modifier(&declaration, "const")
        || ["public", "protected", "internal"]
            .iter()
            .any(|m| has_modifier(&declaration, m))
    {
        return None;
    }
    let list = declaration.parent()?;
    let owner = list.parent()?;
    if list.kind() != kind("declaration_list")
        || !(owner.kind() == kind("class_declaration")
            || owner.kind() == kind("struct_declaration"))
        || has_modifier(&owner, "partial")
    {
        return None;
    }
    let variables = declaration
        .children()
        .find(|n| n.kind() == kind("variable_declaration"))?;
    let declarators: Vec<SyntaxNode> = variables
        .children()
        .filter(|n| n.kind() == kind("variable_declarator"))
        .collect();
    let [declarator] = declarators.as_slice() else {
        return None;
    };
    let name = declarator.first_token()?;
    let ty = variables.first_child_or_token()?;
    let field = name.text().to_string();
    let property = property_name(&field)?;
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
    // The property's name must be free in the type (and its bases).
    let sema = Sema::new(db, ctx.project);
    let owner_ty = sema.self_type(member.ty);
    if !sema.lookup(&owner_ty, &property).is_empty() {
        return None;
    }
    let constructors: Vec<TextRange> = list
        .children()
        .filter(|m| m.kind() == kind("constructor_declaration"))
        .map(|m| m.text_range())
        .collect();
    let mut uses = Vec::new();
    let mut passed_by_reference = None;
    for r in bindings
        .references
        .iter()
        .filter(|r| r.symbol == symbol && r.kind != RefKind::Declaration)
    {
        if constructors.iter().any(|c| c.contains_range(r.range)) {
            continue;
        }
        if is_by_reference(ctx, r.range) {
            passed_by_reference = Some(r.range);
        }
        uses.push(r.range);
    }
    Some(Target {
        field,
        property,
        ty: ctx.text[ty.text_range()].trim().to_string(),
        is_static: has_modifier(&declaration, "static"),
        is_readonly: has_modifier(&declaration, "readonly"),
        declaration,
        uses,
        passed_by_reference,
    })
}

/// `count`, `_count`, `m_count` → `Count`; `None` when that is the field's own name.
fn property_name(field: &str) -> Option<String> {
    let base = field
        .strip_prefix("m_")
        .unwrap_or(field)
        .trim_start_matches('_');
    let mut chars = base.chars();
    let first = chars.next()?;
    let name: String = first.to_uppercase().chain(chars).collect();
    (name != field && !name.is_empty()).then_some(name)
}

/// The reference is an argument passed by `ref`, `out` or `in`, or `ref`-taken.
fn is_by_reference(ctx: &ActionContext, range: TextRange) -> bool {
    let Some(token) = ctx.root.token_at_offset(range.start()).right_biased() else {
        return false;
    };
    token.parent_ancestors().take(3).any(|n| {
        (n.kind() == kind("argument") || n.kind() == kind("ref_expression"))
            && n.children_with_tokens()
                .any(|e| matches!(ctx.text[e.text_range()].trim(), "ref" | "out" | "in"))
    })
}

#[cfg(test)]
mod tests {
    use super::property_name;

    #[test]
    fn property_names_follow_the_field() {
        assert_eq!(property_name("count").as_deref(), Some("Count"));
        assert_eq!(property_name("_count").as_deref(), Some("Count"));
        assert_eq!(property_name("m_count").as_deref(), Some("Count"));
        assert_eq!(property_name("Count"), None);
    }
}
