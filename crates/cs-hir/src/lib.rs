//! The semantic model's declaration half: per-file declaration summaries, per-project symbol
//! tables (namespaces and merged partial types), name binding in signatures, inheritance,
//! documentation-comment IDs and the embedded core library. Pure: no IO.

mod core_library;
mod db_queries;
mod decls;
mod def_map_impl;
pub mod display;
mod doc_id;
pub mod framework_index;
mod global_usings;
mod index_members;
mod lower;
mod members;
pub mod metadata_source;
pub mod record_members;
mod resolve;
mod scope;
mod symbols;
mod syntax;
mod ty;
mod type_ref;

#[cfg(test)]
mod tests;

/// A name as written in source, cheap to clone.
pub type Name = std::sync::Arc<str>;

pub use core_library::{CORE_LIBRARY_NAME, core_library_sources};
pub use db_queries::{decl_ranges, file_decls, project_documents, visible_projects};
pub use decls::*;
pub use def_map_impl::{DefMap, NamespaceData, TypeData, TypePart, def_map};
pub use doc_id::{
    display_qualified, encode as encode_doc_type, member_context,
    special_keyword as special_type_keyword,
};
pub use doc_id::{member_doc_id, namespace_doc_id, type_doc_id};
pub use global_usings::{ProjectUsing, project_global_usings};
pub use index_members::{index_has_extension_method, index_member_names, index_packages};
pub use lower::{DeclRange, DeclRanges, doc_comment_text, operator_metadata_name};
pub use members::member;
pub use members::{MemberId, MemberOrigin, MemberView, type_member_views, type_members};
pub use resolve::{
    Imports, Resolution, TypeContext, context_imports, resolve_type_or_namespace, resolve_type_ref,
};
pub use resolve::{
    first_decl, is_open_namespace, namespace_of_scope, using_static_target, using_target_namespace,
};
pub use scope::{ProjectScope, project_scope};
pub use symbols::{Symbol, SymbolKind, TypeId};
pub use ty::{Ty, TypeBases, bases_of, find_system_type, find_type_by_name, type_bases};
pub use type_ref::{NameSegment, TypeRef};
