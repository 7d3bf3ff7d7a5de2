//! Symbols as tools present them: identity, documentation-comment ID, kind, container,
//! C# signature, accessibility, documentation summary and declaration locations; and the
//! three ways a tool names a symbol (ID, name, location).

use cs_db::{Db, Document, Project, Workspace};
use cs_hir::{
    DefMap, MemberKind, MemberView, Modifiers, Symbol, SymbolKind, TypeId, TypeKind, def_map,
    display, member, member_doc_id, project_documents, type_doc_id,
};
use cs_syntax::{TextRange, TextSize};

use crate::metadata_source::{LibraryDeclaration, library_declaration, minimal_signature};
use crate::{Analysis, Cancellable};

/// A range in a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FileRange {
    pub document: Document,
    /// UTF-8 byte range.
    pub range: TextRange,
}

/// What tools say about a symbol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolInfo {
    pub symbol: Symbol,
    /// Documentation-comment ID (`T:N.C`, `M:N.C.M(System.Int32)`).
    pub symbol_id: String,
    pub name: String,
    pub kind: SymbolKind,
    /// Qualified name of the containing type or namespace (empty for the global namespace).
    pub container: String,
    /// The declaration header in C# (`public int Add(int a, int b)`).
    pub signature: String,
    /// `public`, `internal`, `protected`, `private`, `protected internal`, `private protected`, `file`.
    pub accessibility: &'static str,
    pub modifiers: Vec<&'static str>,
    /// The `<summary>` of the documentation comment, as plain text.
    pub documentation: Option<String>,
    /// Name ranges of every declaration in source (all parts of a partial type); empty for
    /// core-library symbols.
    pub declarations: Vec<FileRange>,
    /// The project the symbol was found in (none for namespaces, which span projects).
    pub project: Option<Project>,
    /// True when the symbol comes from a core library: the embedded one (framework stand-in)
    /// or the declaration-only C# rendered from reference assemblies.
    pub from_core_library: bool,
    /// For core-library types and members (which have no `declarations`): where the
    /// library's declaration-only text declares it.
    pub library_declaration: Option<LibraryDeclaration>,
}

impl Analysis {
    /// Describes a symbol.
    pub fn symbol_info(&self, symbol: &Symbol) -> Cancellable<Option<SymbolInfo>> {
        self.with_db(|db| symbol_info(db, symbol))
    }

    /// Source symbols (and core-library ones) whose documentation-comment ID is `id`, one
    /// per project that compiles them (multi-targeted projects give several).
    pub fn symbols_by_id(&self, workspace: Workspace, id: &str) -> Cancellable<Vec<Symbol>> {
        self.with_db(|db| crate::search::symbols_by_id(db, workspace, id))
    }

    /// Symbols whose simple or qualified name is `name` (optionally of one kind).
    pub fn symbols_by_name(
        &self,
        workspace: Workspace,
        name: &str,
        kind: Option<SymbolKind>,
    ) -> Cancellable<Vec<Symbol>> {
        self.with_db(|db| crate::search::symbols_by_name(db, workspace, name, kind))
    }

    /// The symbol declared at an offset (on its name or anywhere in its header), or the type
    /// a written type name in a signature binds to.
    pub fn symbol_at(
        &self,
        project: Project,
        document: Document,
        offset: TextSize,
    ) -> Cancellable<Option<Symbol>> {
        self.with_db(|db| crate::search::symbol_at(db, project, document, offset))
    }
}

pub(crate) fn symbol_info(db: &dyn Db, symbol: &Symbol) -> Option<SymbolInfo> {
    match symbol {
        Symbol::Namespace(name) => Some(SymbolInfo {
            symbol: symbol.clone(),
            symbol_id: cs_hir::namespace_doc_id(name),
            name: name.rsplit('.').next().unwrap_or(name).to_string(),
            kind: SymbolKind::Namespace,
            container: name
                .rsplit_once('.')
                .map(|(c, _)| c.to_string())
                .unwrap_or_default(),
            signature: format!("namespace {name}"),
            accessibility: "public",
            modifiers: Vec::new(),
            documentation: None,
            declarations: Vec::new(),
            project: None,
            from_core_library: false,
            library_declaration: None,
        }),
        Symbol::Type(id) => Some(type_info(db, *id)),
        Symbol::Member(id) => member(db, *id).map(|m| member_info(db, &m)),
    }
}

/// The qualified C# name of a type (`N.Outer<T>.Inner`).
pub(crate) fn type_display_name(db: &dyn Db, id: TypeId) -> String {
    let chain: Vec<String> = id
        .containing_chain(db)
        .into_iter()
        .map(|t| {
            let name = &t.data(db).name;
            let params = cs_hir::first_decl(db, t)
                .map(|(file, i)| {
                    file.types[i]
                        .type_params
                        .iter()
                        .map(|p| p.name.to_string())
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            if params.is_empty() {
                name.to_string()
            } else {
                format!("{name}<{}>", params.join(", "))
            }
        })
        .collect();
    let ns = def_map(db, id.project).namespace_name(id.index);
    if ns.is_empty() {
        chain.join(".")
    } else {
        format!("{ns}.{}", chain.join("."))
    }
}

fn type_container(db: &dyn Db, id: TypeId) -> String {
    match id.parent(db) {
        Some(parent) => type_display_name(db, parent),
        None => def_map(db, id.project).namespace_name(id.index).to_string(),
    }
}

pub(crate) fn type_info(db: &dyn Db, id: TypeId) -> SymbolInfo {
    let data = id.data(db);
    let nested = data.parent.is_some();
    let first = cs_hir::first_decl(db, id);
    let signature = match &first {
        Some((file, i)) => display::type_signature(&file.types[*i], data.modifiers, nested),
        None => format!("internal partial class {}", data.name),
    };
    let default_access = if nested { "private" } else { "internal" };
    let documents = project_documents(db, id.project);
    let mut declarations = Vec::new();
    let mut documentation = None;
    let from_core_library = id.is_from_core_library(db);
    for part in &data.parts {
        let Some(&document) = documents.get(part.doc as usize) else {
            continue;
        };
        // Reference assemblies have no positions or comments worth rendering and parsing
        // their text for (navigation renders it on request).
        if is_generated(db, document) {
            continue;
        }
        let ranges = cs_hir::decl_ranges(db, document);
        let range = if part.is_synthesized() {
            ranges
                .get(cs_hir::DeclId(0))
                .map(|r| TextRange::empty(r.full.start()))
        } else {
            let decl = &cs_hir::file_decls(db, document).types[part.ty as usize];
            let r = ranges.get(decl.decl);
            if documentation.is_none() {
                documentation = r.and_then(|r| r.doc_comment).map(|c| {
                    summary_text(&cs_hir::doc_comment_text(document.source(db).text(db), c))
                });
            }
            r.map(|r| r.name)
        };
        if let Some(range) = range
            && !from_core_library
        {
            declarations.push(FileRange { document, range });
        }
    }
    let (signature, library_declaration) = if from_core_library {
        (
            minimal_signature(db, id.project, signature),
            library_declaration(db, &Symbol::Type(id)),
        )
    } else {
        (signature, None)
    };
    SymbolInfo {
        symbol: Symbol::Type(id),
        symbol_id: type_doc_id(db, id),
        name: data.name.to_string(),
        kind: SymbolKind::of_type(data.kind),
        container: type_container(db, id),
        signature,
        accessibility: display::accessibility(data.modifiers, default_access),
        modifiers: display::other_modifiers(data.modifiers),
        documentation,
        declarations,
        project: Some(id.project),
        from_core_library,
        library_declaration,
    }
}

pub(crate) fn member_info(db: &dyn Db, m: &MemberView) -> SymbolInfo {
    let ty = m.id.ty;
    let data = ty.data(db);
    let in_interface = data.kind == TypeKind::Interface;
    let signature = display::member_signature(&m.decl, &data.name, in_interface);
    let default_access = if in_interface || m.decl.kind == MemberKind::EnumMember {
        "public"
    } else {
        // Explicit implementations have no accessibility of their own; C# calls them private.
        "private"
    };
    let documents = project_documents(db, ty.project);
    let from_core_library = ty.is_from_core_library(db);
    let mut declarations = Vec::new();
    let mut documentation = None;
    if let Some(&document) = documents.get(m.doc as usize)
        && !is_generated(db, document)
        && let Some(r) = cs_hir::decl_ranges(db, document).get(m.decl.decl)
    {
        if !m.synthesized {
            documentation = r
                .doc_comment
                .map(|c| summary_text(&cs_hir::doc_comment_text(document.source(db).text(db), c)));
        }
        if !from_core_library {
            declarations.push(FileRange {
                document,
                range: r.name,
            });
        }
    }
    let name = match m.decl.kind {
        MemberKind::Constructor | MemberKind::Destructor => data.name.to_string(),
        MemberKind::Indexer => "this[]".to_string(),
        _ => m.decl.name.to_string(),
    };
    let mut modifiers = display::other_modifiers(m.decl.modifiers);
    if in_interface
        && !m.decl.has_body
        && !m.decl.modifiers.contains(Modifiers::STATIC)
        && matches!(
            m.decl.kind,
            MemberKind::Method | MemberKind::Property | MemberKind::Indexer | MemberKind::Event
        )
        && !modifiers.contains(&"abstract")
    {
        modifiers.push("abstract");
    }
    let (signature, library_declaration) = if from_core_library {
        (
            minimal_signature(db, ty.project, signature),
            library_declaration(db, &Symbol::Member(m.id)),
        )
    } else {
        (signature, None)
    };
    SymbolInfo {
        symbol: Symbol::Member(m.id),
        symbol_id: member_doc_id(db, m),
        name,
        kind: SymbolKind::of_member(m.decl.kind),
        container: type_display_name(db, ty),
        signature,
        accessibility: display::accessibility(m.decl.modifiers, default_access),
        modifiers,
        documentation,
        declarations,
        project: Some(ty.project),
        from_core_library,
        library_declaration,
    }
}

/// The plain text of a documentation comment's `<summary>` (or of the whole comment when it
/// has none): tags removed, `<see cref="T:X"/>` kept as `X`, whitespace collapsed.
pub(crate) fn summary_text(comment: &str) -> String {
    let body = match (comment.find("<summary>"), comment.find("</summary>")) {
        (Some(start), Some(end)) if end > start => &comment[start + "<summary>".len()..end],
        _ => comment,
    };
    let mut out = String::new();
    let mut rest = body;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('>') else {
            rest = &rest[open..];
            break;
        };
        let tag = &rest[open + 1..open + close];
        for attr in ["cref=\"", "langword=\"", "name=\""] {
            if let Some(i) = tag.find(attr) {
                let value = &tag[i + attr.len()..];
                let value = value.split('"').next().unwrap_or("");
                let value = value.split_once(':').map_or(value, |(_, v)| v);
                out.push_str(value);
            }
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// All type symbols of a project's table (for scans).
pub(crate) fn project_types(db: &dyn Db, project: Project) -> impl Iterator<Item = TypeId> + '_ {
    let map: &DefMap = def_map(db, project);
    (0..map.types.len() as u32).map(move |index| TypeId { project, index })
}

/// A document generated from reference assemblies (its text exists only when rendered).
fn is_generated(db: &dyn Db, document: cs_db::Document) -> bool {
    document.source(db).generated(db).is_some()
}
