//! Body binding: every name in declarations and bodies bound to its symbol, expression types,
//! references with their kinds, locals, and the body diagnostics that are certain. Pure: no IO.

mod binder;
mod conversions;
pub mod display;
mod facts;
pub mod label_check;
mod model;
mod queries;
mod sema;
#[cfg(test)]
mod tests;

pub use facts::{ExpressionFacts, expression_facts};
pub use model::*;
pub use queries::{ExtensionIndex, document_bindings, document_names, extension_methods};
pub use sema::{MemberSig, ParamSig, Prim, Sema, ty_args};
