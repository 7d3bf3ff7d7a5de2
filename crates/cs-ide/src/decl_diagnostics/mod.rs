//! Declaration diagnostics: the compiler errors a project's declarations alone decide —
//! duplicate types and members, interface and abstract members left unimplemented, `override`
//! with nothing to override, non-interfaces in interface lists, and type names in signatures
//! that bind to nothing. Each is reported only when certain; the reasoning is in
//! docs/diagnostics.md ("Declaration diagnostics").
//!
//! Two stages: [`declaration_problems`] works on declaration summaries only (no positions), so
//! an edit inside a body does not recompute it; [`document_diagnostics`] places a document's
//! problems on its syntax and adds the unbound type names of its signatures. Each rule family
//! is a module of its own, adding methods to the project stage's [`Checker`].

mod base_lists;
mod duplicates;
mod hiding;
mod implementation;
mod overrides;
mod static_classes;
mod syntax;
mod unbound_names;

use std::collections::HashSet;
use std::sync::Arc;

use cs_db::{Db, DiagnosticSeverity, Document, DocumentDiagnostic, Project};
use cs_hir::{
    DeclId, FileDecls, TypeContext, TypeDecl, TypeId, TypeKind, TypePart, decl_ranges, def_map,
    file_decls, project_documents,
};
use cs_syntax::TextRange;

use crate::signatures::Members;
use syntax::{base_type_range, name_range};
use unbound_names::unbound_type_names;

/// Where a problem is reported, without positions.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Place {
    /// The declaration's name (an indexer's `this`, an operator's token).
    Name(DeclId),
    /// The `index`-th type of a type declaration's base list.
    BaseType(DeclId, u32),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Problem {
    place: Place,
    id: &'static str,
    message: String,
}

/// The declaration diagnostics of a document compiled by a project, sorted by position.
pub(crate) fn declaration_diagnostics(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> &[DocumentDiagnostic] {
    document_diagnostics(db, project, document).as_slice()
}

/// The problems of a project's declarations, by document index (into the project's live
/// documents). Depends on declaration summaries, symbol tables and bases only.
#[salsa::tracked(returns(ref))]
fn declaration_problems(db: &dyn Db, project: Project) -> Arc<Vec<Vec<Problem>>> {
    let documents = project_documents(db, project);
    if project.settings(db).is_core_library {
        return Arc::new(vec![Vec::new(); documents.len()]);
    }
    let mut checker = Checker {
        db,
        project,
        decls: documents
            .iter()
            .map(|d| file_decls(db, *d).clone())
            .collect(),
        members: Members::new(db),
        skipped: HashSet::new(),
        out: vec![Vec::new(); documents.len()],
    };
    checker.duplicate_types();
    let count = def_map(db, project).types.len() as u32;
    for index in 0..count {
        let id = TypeId { project, index };
        if checker.is_skipped(id) {
            continue;
        }
        checker.member_names(id);
        checker.member_signatures(id);
        checker.base_list(id);
        checker.unimplemented_interface_members(id);
        checker.unimplemented_abstract_members(id);
        checker.overrides(id);
        checker.hidden_members(id);
        checker.instance_members_of_static_class(id);
    }
    for problems in &mut checker.out {
        let mut seen = HashSet::new();
        problems.retain(|p| seen.insert(p.clone()));
    }
    Arc::new(checker.out)
}

/// The declaration diagnostics of one document: the project's problems placed on the syntax,
/// plus the type names in its signatures that certainly bind to nothing.
#[salsa::tracked(returns(ref))]
fn document_diagnostics(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Arc<Vec<DocumentDiagnostic>> {
    let documents = project_documents(db, project);
    let Some(doc) = documents.iter().position(|d| *d == document) else {
        return Arc::new(Vec::new());
    };
    if project.settings(db).is_core_library {
        return Arc::new(Vec::new());
    }
    let root = cs_db::parse(db, document).syntax();
    let ranges = decl_ranges(db, document);
    let mut result = Vec::new();
    for problem in &declaration_problems(db, project)[doc] {
        let range = match problem.place {
            Place::Name(decl) => ranges.get(decl).map(|r| name_range(&root, r.full, r.name)),
            Place::BaseType(decl, index) => ranges
                .get(decl)
                .and_then(|r| base_type_range(&root, r.full, index)),
        };
        if let Some(range) = range {
            result.push(error(problem.id, problem.message.clone(), range));
        }
    }
    unbound_type_names(db, project, doc as u32, document, &root, &mut result);
    // Stable: at one position, problems keep the order of the members they are about.
    result.sort_by_key(|d| (d.range.start(), d.range.end()));
    let mut seen = HashSet::new();
    result.retain(|d| seen.insert(d.clone()));
    Arc::new(result)
}

fn error(id: &str, message: String, range: TextRange) -> DocumentDiagnostic {
    // Hiding without `new` is a warning; every other declaration problem is an error.
    let severity = match id {
        "CS0108" | "CS0114" => DiagnosticSeverity::Warning,
        _ => DiagnosticSeverity::Error,
    };
    DocumentDiagnostic {
        id: id.to_string(),
        severity,
        message,
        range,
    }
}

/// The project stage: each rule family's methods add the problems of one type (or, for
/// duplicate types, of every namespace) to `out`.
struct Checker<'db> {
    db: &'db dyn Db,
    project: Project,
    decls: Vec<Arc<FileDecls>>,
    members: Members<'db>,
    /// Types whose declarations clash with others of the same name: the compiler merges or
    /// keeps them apart differently than our table, so their members are not checked.
    skipped: HashSet<u32>,
    out: Vec<Vec<Problem>>,
}

impl<'db> Checker<'db> {
    fn push(&mut self, doc: u32, place: Place, id: &'static str, message: String) {
        if let Some(list) = self.out.get_mut(doc as usize) {
            list.push(Problem { place, id, message });
        }
    }

    fn type_decl(&self, part: TypePart) -> &TypeDecl {
        &self.decls[part.doc as usize].types[part.ty as usize]
    }

    /// The first written declaration of a type: where type-level errors go.
    fn first_part(&self, id: TypeId) -> Option<TypePart> {
        id.data(self.db)
            .parts
            .iter()
            .copied()
            .find(|p| !p.is_synthesized())
    }

    fn is_skipped(&self, id: TypeId) -> bool {
        let mut current = Some(id);
        while let Some(t) = current {
            if self.skipped.contains(&t.index) {
                return true;
            }
            current = t.parent(self.db);
        }
        false
    }
}

/// The contexts a type's base list binds in: its own base-list context (its type parameters in
/// scope, not its members), and the same with the containing types' inherited members in scope.
fn base_list_contexts(db: &dyn Db, id: TypeId, doc: u32, scope: u32) -> [TypeContext<'static>; 2] {
    let own = TypeContext {
        project: id.project,
        doc,
        scope,
        ty: id.parent(db),
        type_params_of: Some(id),
        method_type_params: &[],
    };
    let outer = TypeContext {
        type_params_of: None,
        ..own.clone()
    };
    [own, outer]
}

/// True for types whose members the declaration checks look at: classes and structs, not
/// records (they declare members the compiler writes).
fn is_plain_class_or_struct(kind: TypeKind) -> bool {
    matches!(kind, TypeKind::Class | TypeKind::Struct)
}

#[cfg(test)]
pub(crate) mod tests;
