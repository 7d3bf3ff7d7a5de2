//! Locals, parameters and type parameters as tools present them: name, kind, type, where
//! they are declared and what declares them. (Declared symbols are described by
//! [`crate::SymbolInfo`].)

use cs_bind::{BoundSymbol, LocalKind, RefKind};
use cs_db::{Db, Document, Project};
use cs_hir::{Symbol, Ty, member_context, project_documents, resolve_type_ref};

use crate::FileRange;

/// What kind of scoped symbol it is, with the names tools use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocalSymbolKind {
    /// A local variable or constant, a pattern or `out var` variable.
    Local,
    /// A member's, local function's or lambda's parameter.
    Parameter,
    TypeParameter,
    /// A query expression's range variable (`from x in ...`).
    RangeVariable,
    LocalFunction,
}

impl LocalSymbolKind {
    pub fn as_str(self) -> &'static str {
        match self {
            LocalSymbolKind::Local => "Local",
            LocalSymbolKind::Parameter => "Parameter",
            LocalSymbolKind::TypeParameter => "TypeParameter",
            LocalSymbolKind::RangeVariable => "RangeVariable",
            LocalSymbolKind::LocalFunction => "LocalFunction",
        }
    }
}

/// A local, parameter or type parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalSymbolInfo {
    pub symbol: BoundSymbol,
    pub name: String,
    pub kind: LocalSymbolKind,
    /// The C# type (a local function's return type); none for type parameters and when it
    /// is not known.
    pub ty: Option<String>,
    /// The declaring name; none in the core library.
    pub declaration: Option<FileRange>,
    /// The member (or type, for a type's type parameter or a primary-constructor parameter's
    /// constructor) that declares it; none at the top level.
    pub owner: Option<Symbol>,
    pub from_core_library: bool,
}

/// Describes a symbol that is not a declared one; `local_project` is the project a local's
/// document was bound under.
pub(crate) fn local_symbol_info(
    db: &dyn Db,
    local_project: Option<Project>,
    symbol: &BoundSymbol,
) -> Option<LocalSymbolInfo> {
    match symbol {
        BoundSymbol::Symbol(_) => None,
        BoundSymbol::Local(id) => {
            let project = local_project?;
            let bindings = cs_bind::document_bindings(db, project, id.document);
            let local = bindings.locals.iter().find(|l| l.id == *id)?;
            let kind = match local.kind {
                LocalKind::Local | LocalKind::Constant => LocalSymbolKind::Local,
                LocalKind::LambdaParameter => LocalSymbolKind::Parameter,
                LocalKind::RangeVariable => LocalSymbolKind::RangeVariable,
                LocalKind::LocalFunction => LocalSymbolKind::LocalFunction,
            };
            Some(LocalSymbolInfo {
                symbol: symbol.clone(),
                name: local.name.to_string(),
                kind,
                ty: type_text(db, &local.ty, None),
                declaration: Some(FileRange {
                    document: id.document,
                    range: local.name_range,
                }),
                owner: local.container.clone(),
                from_core_library: false,
            })
        }
        BoundSymbol::Parameter { member, index } => {
            let view = cs_hir::member(db, *member)?;
            let param = view.decl.params.get(*index as usize)?;
            let context = member_context(db, &view);
            let bound = resolve_type_ref(db, &context, &param.ty);
            let from_core_library = member.ty.is_from_core_library(db);
            let declaration = if from_core_library {
                None
            } else {
                project_documents(db, member.ty.project)
                    .get(view.doc as usize)
                    .and_then(|d| declaration_in(db, member.ty.project, *d, symbol))
            };
            Some(LocalSymbolInfo {
                symbol: symbol.clone(),
                name: param.name.to_string(),
                kind: LocalSymbolKind::Parameter,
                ty: type_text(db, &bound, Some(&param.ty)),
                declaration,
                owner: Some(Symbol::Member(*member)),
                from_core_library,
            })
        }
        BoundSymbol::TypeParameter { owner, index } => {
            let (name, project, documents, from_core_library) = match owner {
                Symbol::Type(t) => {
                    let (file, i) = cs_hir::first_decl(db, *t)?;
                    let name = file.types[i].type_params.get(*index as usize)?.name.clone();
                    let all = project_documents(db, t.project);
                    let documents: Vec<Document> = t
                        .data(db)
                        .parts
                        .iter()
                        .filter_map(|p| all.get(p.doc as usize).copied())
                        .collect();
                    (name, t.project, documents, t.is_from_core_library(db))
                }
                Symbol::Member(m) => {
                    let view = cs_hir::member(db, *m)?;
                    let name = view.decl.type_params.get(*index as usize)?.name.clone();
                    let documents = project_documents(db, m.ty.project)
                        .get(view.doc as usize)
                        .copied()
                        .into_iter()
                        .collect();
                    (name, m.ty.project, documents, m.ty.is_from_core_library(db))
                }
                Symbol::Namespace(_) => return None,
            };
            let declaration = if from_core_library {
                None
            } else {
                documents
                    .iter()
                    .find_map(|d| declaration_in(db, project, *d, symbol))
            };
            Some(LocalSymbolInfo {
                symbol: symbol.clone(),
                name: name.to_string(),
                kind: LocalSymbolKind::TypeParameter,
                ty: None,
                declaration,
                owner: Some(owner.clone()),
                from_core_library,
            })
        }
    }
}

/// Where binding recorded the declaration of `symbol` in a document.
fn declaration_in(
    db: &dyn Db,
    project: Project,
    document: Document,
    symbol: &BoundSymbol,
) -> Option<FileRange> {
    cs_bind::document_bindings(db, project, document)
        .references
        .iter()
        .find(|r| r.kind == RefKind::Declaration && r.symbol == *symbol)
        .map(|r| FileRange {
            document,
            range: r.range,
        })
}

fn type_text(db: &dyn Db, ty: &Ty, written: Option<&cs_hir::TypeRef>) -> Option<String> {
    match ty {
        Ty::Missing => None,
        Ty::Unresolved { name, .. } if name.is_empty() => None,
        _ => Some(crate::signatures::type_text(db, ty, written)),
    }
}
