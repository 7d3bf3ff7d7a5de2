//! What a reference search binds: the searched declaration in every project that compiles it
//! (multi-targeting, linked files), the projects that can see one of those copies, and in
//! them the documents whose name index mentions a name the symbol can be written as.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use cs_bind::BoundSymbol;
use cs_db::{Db, Document, Project, Workspace};
use cs_hir::{
    MemberKind, Symbol, TypeId, TypeRef, UsingKind, file_decls, member_doc_id, project_documents,
    project_global_usings, type_doc_id, visible_projects,
};

use super::ReferenceScope;

/// Which documents may mention a symbol: those whose name index has one of the names, or
/// every document when the symbol is not written as a name (indexers, operators).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum NameFilter {
    Any,
    Names(HashSet<String>),
}

impl NameFilter {
    fn merge(&mut self, other: &NameFilter) {
        match (&mut *self, other) {
            (NameFilter::Any, _) => {}
            (_, NameFilter::Any) => *self = NameFilter::Any,
            (NameFilter::Names(mine), NameFilter::Names(theirs)) => {
                mine.extend(theirs.iter().cloned())
            }
        }
    }

    pub(crate) fn admits(&self, db: &dyn Db, document: Document) -> bool {
        match self {
            NameFilter::Any => true,
            NameFilter::Names(names) => {
                let mentioned = cs_bind::document_names(db, document);
                names.iter().any(|n| mentioned.contains(n))
            }
        }
    }
}

/// The documents to bind and the symbols to look for in them.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    /// Every copy of every searched symbol (copies differ by project, so one set serves all
    /// documents).
    pub targets: HashSet<BoundSymbol>,
    /// The copies of the symbol asked about (the rest are related symbols).
    pub primary: HashSet<BoundSymbol>,
    /// Documents in project order, then document order, each with its name filter.
    pub documents: Vec<(Project, Document, NameFilter)>,
}

impl Plan {
    /// Adds a symbol and every copy of it, with the documents that may refer to it.
    pub(crate) fn add(
        &mut self,
        db: &dyn Db,
        workspace: Workspace,
        symbol: &BoundSymbol,
        primary: bool,
    ) {
        let all = copies(db, workspace, symbol);
        let filter = name_filter(db, workspace, symbol);
        let mut places: HashMap<(Project, Document), usize> = self
            .documents
            .iter()
            .enumerate()
            .map(|(i, (p, d, _))| ((*p, *d), i))
            .collect();
        for copy in &all {
            for (project, document) in search_documents(db, workspace, copy) {
                match places.get(&(project, document)) {
                    Some(&i) => self.documents[i].2.merge(&filter),
                    None => {
                        places.insert((project, document), self.documents.len());
                        self.documents.push((project, document, filter.clone()));
                    }
                }
            }
        }
        if primary {
            self.primary.extend(all.iter().cloned());
        }
        self.targets.extend(all);
    }

    /// Keeps the documents inside `scope`, ordered by project (workspace order) and then
    /// document.
    pub(crate) fn restrict(&mut self, db: &dyn Db, workspace: Workspace, scope: ReferenceScope) {
        match scope {
            ReferenceScope::Solution => {}
            ReferenceScope::Project(p) => self.documents.retain(|(project, _, _)| *project == p),
            ReferenceScope::Document(d) => self.documents.retain(|(_, document, _)| *document == d),
        }
        let order = project_order(db, workspace);
        let mut positions: HashMap<Project, HashMap<Document, usize>> = HashMap::new();
        for (project, _, _) in &self.documents {
            positions.entry(*project).or_insert_with(|| {
                project_documents(db, *project)
                    .iter()
                    .enumerate()
                    .map(|(i, d)| (*d, i))
                    .collect()
            });
        }
        self.documents.sort_by_key(|(p, d, _)| {
            (
                order.get(p).copied().unwrap_or(usize::MAX),
                positions[p].get(d).copied().unwrap_or(usize::MAX),
            )
        });
    }
}

fn project_order(db: &dyn Db, workspace: Workspace) -> HashMap<Project, usize> {
    workspace
        .projects(db)
        .iter()
        .enumerate()
        .map(|(i, p)| (*p, i))
        .collect()
}

/// The project a symbol is declared in (none for namespaces, which span projects).
pub(crate) fn declaring_project(
    db: &dyn Db,
    workspace: Workspace,
    symbol: &BoundSymbol,
) -> Option<Project> {
    match symbol {
        BoundSymbol::Symbol(s) => symbol_project(s),
        BoundSymbol::Parameter { member, .. } => Some(member.ty.project),
        BoundSymbol::TypeParameter { owner, .. } => symbol_project(owner),
        BoundSymbol::Local(id) => project_of_document(db, workspace, id.document),
    }
}

fn symbol_project(symbol: &Symbol) -> Option<Project> {
    match symbol {
        Symbol::Namespace(_) => None,
        Symbol::Type(t) => Some(t.project),
        Symbol::Member(m) => Some(m.ty.project),
    }
}

/// The workspace project whose documents include `document`.
pub(crate) fn project_of_document(
    db: &dyn Db,
    workspace: Workspace,
    document: Document,
) -> Option<Project> {
    workspace
        .projects(db)
        .iter()
        .copied()
        .find(|p| project_documents(db, *p).contains(&document))
}

/// A declaration's identity across projects: its documentation-comment ID and the file and
/// declaration it is written in.
fn declaration_key(db: &dyn Db, symbol: &Symbol) -> Option<(String, String, u32)> {
    match symbol {
        Symbol::Namespace(_) => None,
        Symbol::Type(t) => {
            let part = t.data(db).parts.first()?;
            let document = *project_documents(db, t.project).get(part.doc as usize)?;
            Some((
                type_doc_id(db, *t),
                document.source(db).path(db).to_string(),
                part.ty,
            ))
        }
        Symbol::Member(m) => {
            let view = cs_hir::member(db, *m)?;
            let document = *project_documents(db, m.ty.project).get(view.doc as usize)?;
            Some((
                member_doc_id(db, &view),
                document.source(db).path(db).to_string(),
                view.decl.decl.0,
            ))
        }
    }
}

/// The same declared symbol in every project that compiles its declaration, and the other
/// parts of a partial method (same ID, same project); the symbol itself first.
pub(crate) fn symbol_copies(db: &dyn Db, workspace: Workspace, symbol: &Symbol) -> Vec<Symbol> {
    // Looking symbols up by ID scans every project's index: only worth it when the
    // declaration's file is compiled by another project or a partial method has other parts.
    if !compiled_elsewhere(db, workspace, symbol) && !is_partial_member(db, symbol) {
        return vec![symbol.clone()];
    }
    let Some(key) = declaration_key(db, symbol) else {
        return vec![symbol.clone()];
    };
    let own_project = symbol_project(symbol);
    let mut result = vec![symbol.clone()];
    for other in crate::search::symbols_by_id(db, workspace, &key.0) {
        if result.contains(&other) {
            continue;
        }
        let same = symbol_project(&other) == own_project
            || declaration_key(db, &other).is_some_and(|k| k == key);
        if same {
            result.push(other);
        }
    }
    result
}

/// Whether a project other than the declaring one compiles the file of the declaration.
fn compiled_elsewhere(db: &dyn Db, workspace: Workspace, symbol: &Symbol) -> bool {
    let (project, doc) = match symbol {
        Symbol::Namespace(_) => return false,
        Symbol::Type(t) => match t.data(db).parts.first() {
            Some(part) => (t.project, part.doc),
            None => return false,
        },
        Symbol::Member(m) => match cs_hir::member(db, *m) {
            Some(view) => (m.ty.project, view.doc),
            None => return false,
        },
    };
    let Some(source) = project_documents(db, project)
        .get(doc as usize)
        .map(|d| d.source(db))
    else {
        return false;
    };
    workspace.projects(db).iter().any(|p| {
        *p != project
            && project_documents(db, *p)
                .iter()
                .any(|d| d.source(db) == source)
    })
}

fn is_partial_member(db: &dyn Db, symbol: &Symbol) -> bool {
    match symbol {
        Symbol::Member(m) => cs_hir::member(db, *m)
            .is_some_and(|view| view.decl.modifiers.contains(cs_hir::Modifiers::PARTIAL)),
        _ => false,
    }
}

/// Every copy of a symbol (see [`symbol_copies`]); a local's copies are the same position
/// in each project's document of the same file.
pub(crate) fn copies(db: &dyn Db, workspace: Workspace, symbol: &BoundSymbol) -> Vec<BoundSymbol> {
    match symbol {
        BoundSymbol::Symbol(s) => symbol_copies(db, workspace, s)
            .into_iter()
            .map(BoundSymbol::Symbol)
            .collect(),
        BoundSymbol::Parameter { member, index } => {
            symbol_copies(db, workspace, &Symbol::Member(*member))
                .into_iter()
                .filter_map(|s| match s {
                    Symbol::Member(m) => Some(BoundSymbol::Parameter {
                        member: m,
                        index: *index,
                    }),
                    _ => None,
                })
                .collect()
        }
        BoundSymbol::TypeParameter { owner, index } => symbol_copies(db, workspace, owner)
            .into_iter()
            .map(|owner| BoundSymbol::TypeParameter {
                owner,
                index: *index,
            })
            .collect(),
        BoundSymbol::Local(id) => {
            let source = id.document.source(db);
            let mut result = vec![symbol.clone()];
            for project in workspace.projects(db).iter() {
                for document in project_documents(db, *project).iter() {
                    if *document != id.document && document.source(db) == source {
                        result.push(BoundSymbol::Local(cs_bind::LocalId {
                            document: *document,
                            offset: id.offset,
                        }));
                    }
                }
            }
            result
        }
    }
}

/// The (project, document) pairs where a copy can be referred to.
fn search_documents(
    db: &dyn Db,
    workspace: Workspace,
    copy: &BoundSymbol,
) -> Vec<(Project, Document)> {
    match copy {
        BoundSymbol::Local(id) => project_of_document(db, workspace, id.document)
            .map(|p| vec![(p, id.document)])
            .unwrap_or_default(),
        BoundSymbol::TypeParameter { owner, .. } => owner_documents(db, owner),
        BoundSymbol::Parameter { member, .. } => {
            all_documents(db, seeing(db, workspace, Some(member.ty.project)))
        }
        BoundSymbol::Symbol(s) => all_documents(db, seeing(db, workspace, symbol_project(s))),
    }
}

/// The documents holding a declaration (a type's parts, a member's declaration).
fn owner_documents(db: &dyn Db, owner: &Symbol) -> Vec<(Project, Document)> {
    match owner {
        Symbol::Type(t) => {
            let documents = project_documents(db, t.project);
            let mut result: Vec<(Project, Document)> = Vec::new();
            for part in &t.data(db).parts {
                if let Some(d) = documents.get(part.doc as usize)
                    && !result.contains(&(t.project, *d))
                {
                    result.push((t.project, *d));
                }
            }
            result
        }
        Symbol::Member(m) => cs_hir::member(db, *m)
            .and_then(|view| {
                project_documents(db, m.ty.project)
                    .get(view.doc as usize)
                    .map(|d| vec![(m.ty.project, *d)])
            })
            .unwrap_or_default(),
        Symbol::Namespace(_) => Vec::new(),
    }
}

/// The workspace projects that see `declaring` (itself and those referencing it, directly or
/// not); all of them for a namespace or the core library.
fn seeing(db: &dyn Db, workspace: Workspace, declaring: Option<Project>) -> Vec<Project> {
    workspace
        .projects(db)
        .iter()
        .copied()
        .filter(|q| declaring.is_none_or(|p| visible_projects(db, *q).contains(&p)))
        .collect()
}

fn all_documents(db: &dyn Db, projects: Vec<Project>) -> Vec<(Project, Document)> {
    projects
        .into_iter()
        .flat_map(|p| {
            project_documents(db, p)
                .iter()
                .map(move |d| (p, *d))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The names a reference to the symbol is written with: its own name; for a constructor its
/// type's; for an attribute class also the name without `Attribute`; and any using alias
/// naming the type.
fn name_filter(db: &dyn Db, workspace: Workspace, symbol: &BoundSymbol) -> NameFilter {
    let mut names = HashSet::new();
    match symbol {
        BoundSymbol::Symbol(Symbol::Namespace(name)) => {
            names.insert(name.rsplit('.').next().unwrap_or(name).to_string());
        }
        BoundSymbol::Symbol(Symbol::Type(t)) => add_type_names(db, workspace, *t, &mut names),
        BoundSymbol::Symbol(Symbol::Member(m)) => {
            let Some(view) = cs_hir::member(db, *m) else {
                return NameFilter::Any;
            };
            match view.decl.kind {
                MemberKind::Indexer | MemberKind::Operator | MemberKind::Conversion => {
                    return NameFilter::Any;
                }
                MemberKind::Constructor | MemberKind::Destructor => {
                    add_type_names(db, workspace, m.ty, &mut names)
                }
                _ => {
                    names.insert(view.decl.name.to_string());
                }
            }
        }
        BoundSymbol::Parameter { member, index } => {
            match cs_hir::member(db, *member)
                .and_then(|v| v.decl.params.get(*index as usize).cloned())
            {
                Some(param) => {
                    names.insert(param.name.to_string());
                }
                None => return NameFilter::Any,
            }
        }
        // Searched only in their own declarations' documents.
        BoundSymbol::TypeParameter { .. } | BoundSymbol::Local(_) => return NameFilter::Any,
    }
    NameFilter::Names(names)
}

fn add_type_names(db: &dyn Db, workspace: Workspace, ty: TypeId, names: &mut HashSet<String>) {
    let name = ty.data(db).name.to_string();
    if let Some(short) = name.strip_suffix("Attribute")
        && !short.is_empty()
    {
        names.insert(short.to_string());
    }
    names.extend(alias_names(db, workspace, ty, &name));
    names.insert(name);
}

/// Aliases (`using Pen = Core.Palette.Brush;`, global ones too) whose target ends with the
/// type's name, in the projects that see the type: a reference through an alias is written
/// with the alias name.
fn alias_names(db: &dyn Db, workspace: Workspace, ty: TypeId, name: &str) -> Vec<String> {
    seeing(db, workspace, Some(ty.project))
        .into_iter()
        .flat_map(|project| {
            project_aliases(db, project)
                .iter()
                .filter(|(_, target)| target == name)
                .map(|(alias, _)| alias.clone())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every using alias of a project (its documents' and the project file's global ones) with
/// the last name of its target: the alias names a reference search must also look for.
/// Rebuilt only when the project's declarations change.
#[salsa::tracked(returns(ref))]
pub(crate) fn project_aliases(db: &dyn Db, project: Project) -> Arc<Vec<(String, String)>> {
    let target_name = |target: &TypeRef| match target {
        TypeRef::Named { segments, .. } => segments.last().map(|s| s.name.to_string()),
        _ => None,
    };
    let mut result = Vec::new();
    let mut add = |kind: &UsingKind, target: &TypeRef| {
        if let UsingKind::Alias(alias) = kind
            && let Some(name) = target_name(target)
        {
            result.push((alias.to_string(), name));
        }
    };
    for using in project_global_usings(db, project).iter() {
        add(&using.kind, &using.target);
    }
    for document in project_documents(db, project).iter() {
        for scope in &file_decls(db, *document).scopes {
            for using in &scope.usings {
                add(&using.kind, &using.target);
            }
        }
    }
    Arc::new(result)
}
