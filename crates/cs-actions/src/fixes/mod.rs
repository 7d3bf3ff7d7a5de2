//! The built-in code fixes, one provider per module.

mod add_import;
mod generate;
mod hide_base;
pub(crate) mod implement;
mod insert_missing_token;
mod remove_unnecessary_usings;
mod remove_unused_variable;

use crate::CodeActionProvider;

/// Every built-in provider, in registry order.
pub(crate) fn builtin() -> Vec<Box<dyn CodeActionProvider>> {
    vec![
        Box::new(add_import::AddImport),
        Box::new(add_import::FullyQualify),
        Box::new(remove_unused_variable::RemoveUnusedVariable),
        Box::new(remove_unnecessary_usings::RemoveUnnecessaryUsings),
        Box::new(insert_missing_token::InsertMissingToken),
        Box::new(hide_base::AddOverride),
        Box::new(hide_base::AddNew),
        Box::new(implement::ImplementInterface),
        Box::new(implement::ImplementAbstractClass),
        Box::new(generate::GenerateMember),
    ]
}
