//! The built-in code fixes, one provider per module.

mod add_await;
mod add_explicit_cast;
mod add_import;
mod add_import_extension;
mod assign_out_parameters;
mod generate;
mod generate_in_type;
mod hide_base;
pub(crate) mod implement;
mod initialize_variable;
mod insert_missing_token;
mod make_method_async;
mod make_method_async_rename;
mod remove_unnecessary_usings;
mod remove_unused_member;
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
        Box::new(hide_base::MakeMemberStatic),
        Box::new(implement::ImplementInterface),
        Box::new(implement::ImplementAbstractClass),
        Box::new(generate::GenerateMember),
        Box::new(generate_in_type::GenerateMethodInType),
        Box::new(initialize_variable::InitializeVariable),
        Box::new(assign_out_parameters::AssignOutParametersAboveReturn),
        Box::new(assign_out_parameters::AssignOutParametersAtStart),
        Box::new(remove_unused_member::RemoveUnusedMember),
        Box::new(add_await::AddAwait),
        Box::new(make_method_async::MakeMethodAsync),
        Box::new(add_explicit_cast::AddExplicitCast),
    ]
}
