//! "Initialize 'x' with default value" (CS0165, use of an unassigned local): gives the local's
//! declarator an initializer, the default value of its type written as Roslynator writes it
//! (Roslyn itself ships no fix for CS0165): `null` for reference types, `false`, `0`, `'\0'`,
//! and the `default` literal for other value types. Only for a local declared by a plain
//! declaration statement whose type is bound.

use cs_bind::BoundSymbol;
use cs_hir::{Ty, TypeKind};
use cs_ide::TextEdit;
use cs_syntax::TextRange;

use crate::syntax::{covering, kind};
use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

pub(crate) struct InitializeVariable;

const KEY: &str = "InitializeLocalVariableWithDefaultValue";

impl CodeActionProvider for InitializeVariable {
    fn type_name(&self) -> &'static str {
        "Roslynator.CSharp.CodeFixes.IdentifierNameCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        &["CS0165"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(t) => vec![Offer::new(
                format!("Initialize '{}' with default value", t.name),
                KEY,
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        match target(ctx, trigger) {
            Some(t) => vec![TextEdit::replace(
                TextRange::empty(t.name_end),
                format!(" = {}", t.value),
            )],
            None => Vec::new(),
        }
    }
}

struct Target {
    name: String,
    name_end: cs_syntax::TextSize,
    value: &'static str,
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<Target> {
    let diagnostic = trigger.diagnostic()?;
    let db = ctx.db();
    let bindings = cs_bind::document_bindings(db, ctx.project, ctx.document);
    let reference = bindings
        .at(u32::from(diagnostic.range.start()))
        .find(|r| r.range == diagnostic.range)?;
    let BoundSymbol::Local(id) = &reference.symbol else {
        return None;
    };
    let local = bindings.locals.iter().find(|l| l.id == *id)?;
    if local.kind != cs_bind::LocalKind::Local {
        return None;
    }
    let declarator = covering(&ctx.root, local.name_range, "variable_declarator")?;
    let declaration = declarator.parent()?;
    if declaration.kind() != kind("variable_declaration")
        || declaration.parent()?.kind() != kind("local_declaration_statement")
    {
        return None;
    }
    // Already initialized (a read before a later assignment in a loop is not this shape).
    if declarator
        .children_with_tokens()
        .any(|e| e.as_token().is_some_and(|t| t.text() == "="))
    {
        return None;
    }
    let value = default_value(db, &local.ty)?;
    Some(Target {
        name: local.name.to_string(),
        name_end: local.name_range.end(),
        value,
    })
}

/// The default value of a bound type as source text; `None` when the type is not known.
pub(crate) fn default_value(db: &dyn cs_db::Db, ty: &Ty) -> Option<&'static str> {
    match ty {
        Ty::Array { .. } | Ty::Dynamic => Some("null"),
        Ty::Named { id, .. } => {
            let data = id.data(db);
            match data.kind {
                TypeKind::Class | TypeKind::Interface | TypeKind::Delegate | TypeKind::Record => {
                    Some("null")
                }
                TypeKind::Enum | TypeKind::RecordStruct => Some("default"),
                TypeKind::Struct => {
                    let system = data.parent.is_none()
                        && cs_hir::def_map(db, id.project).namespace_name(id.index) == "System";
                    Some(match (system, &*data.name) {
                        (true, "Boolean") => "false",
                        (true, "Char") => "'\\0'",
                        (
                            true,
                            "Byte" | "SByte" | "Int16" | "UInt16" | "Int32" | "UInt32" | "Int64"
                            | "UInt64" | "Single" | "Double" | "Decimal",
                        ) => "0",
                        (true, "Nullable") => "null",
                        _ => "default",
                    })
                }
            }
        }
        _ => None,
    }
}
