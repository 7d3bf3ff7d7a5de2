//! Finding symbols: by documentation-comment ID, by name, at a position, and by a search query
//! (substring, camel humps, qualified names) over a per-project index with a deterministic
//! ranking.

use std::sync::Arc;

use cs_db::{Db, Document, Project, Workspace};
use cs_hir::{
    MemberKind, Symbol, SymbolKind, TypeId, def_map, file_decls, member_doc_id, project_documents,
    type_doc_id, type_members,
};
use cs_syntax::TextSize;

use crate::symbols::{SymbolInfo, symbol_info};
use crate::{Analysis, Cancellable};

/// One searchable symbol of a project.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexEntry {
    pub symbol: Symbol,
    pub name: String,
    pub lower_name: String,
    /// `Namespace.Type.Member` (type parameters omitted), for qualified queries.
    pub qualified: String,
    pub kind: SymbolKind,
    /// Declared by the compiler without any source (the implicit parameterless constructor):
    /// found by ID, left out of searches.
    pub implicit: bool,
    /// Where it is declared (file path, declaration id): the same declaration compiled by
    /// several projects (multi-targeting) has the same place. `None` for namespaces.
    pub place: Option<(Arc<str>, u32)>,
}

/// The searchable symbols of a project: namespaces it declares, its types and their members.
/// Rebuilt only when the project's declarations change.
#[salsa::tracked(returns(ref))]
pub fn symbol_index(db: &dyn Db, project: Project) -> Arc<Vec<IndexEntry>> {
    let map = def_map(db, project);
    let mut entries = Vec::new();
    for ns in map.namespaces.iter().filter(|n| !n.full_name.is_empty()) {
        if ns.declarations.is_empty() {
            continue;
        }
        entries.push(IndexEntry {
            symbol: Symbol::Namespace(ns.full_name.clone()),
            name: ns.name.to_string(),
            lower_name: ns.name.to_lowercase(),
            qualified: ns.full_name.clone(),
            kind: SymbolKind::Namespace,
            implicit: false,
            place: None,
        });
    }
    let documents = project_documents(db, project);
    let path = |doc: u32| -> Arc<str> {
        documents
            .get(doc as usize)
            .map(|d| d.source(db).path(db).clone())
            .unwrap_or_else(|| Arc::from(""))
    };
    for index in 0..map.types.len() as u32 {
        let id = TypeId { project, index };
        let data = &map.types[index as usize];
        let qualified = plain_qualified(db, id);
        let type_place = data.parts.first().map(|part| {
            let decl = documents
                .get(part.doc as usize)
                .filter(|_| !part.is_synthesized())
                .and_then(|d| file_decls(db, *d).types.get(part.ty as usize))
                .map_or(u32::MAX, |t| t.decl.0);
            (path(part.doc), decl)
        });
        entries.push(IndexEntry {
            symbol: Symbol::Type(id),
            name: data.name.to_string(),
            lower_name: data.name.to_lowercase(),
            qualified: qualified.clone(),
            kind: SymbolKind::of_type(data.kind),
            implicit: false,
            place: type_place,
        });
        // Every member, the compiler-declared ones too, so that every symbolId a tool prints
        // can be given back.
        for m in type_members(db, id) {
            let name = match m.decl.kind {
                MemberKind::Constructor | MemberKind::Destructor => data.name.to_string(),
                _ => m.decl.name.to_string(),
            };
            entries.push(IndexEntry {
                symbol: Symbol::Member(m.id),
                lower_name: name.to_lowercase(),
                qualified: format!("{qualified}.{name}"),
                name,
                kind: SymbolKind::of_member(m.decl.kind),
                implicit: matches!(
                    m.id.origin,
                    cs_hir::MemberOrigin::ImplicitConstructor { .. }
                        | cs_hir::MemberOrigin::RecordMember { .. }
                ),
                place: Some((path(m.doc), m.decl.decl.0)),
            });
        }
    }
    Arc::new(entries)
}

fn plain_qualified(db: &dyn Db, id: TypeId) -> String {
    let chain: Vec<String> = id
        .containing_chain(db)
        .into_iter()
        .map(|t| t.data(db).name.to_string())
        .collect();
    let ns = def_map(db, id.project).namespace_name(id.index);
    if ns.is_empty() {
        chain.join(".")
    } else {
        format!("{ns}.{}", chain.join("."))
    }
}

/// A `search-symbols` request.
#[derive(Debug, Clone, Default)]
pub struct SymbolQuery {
    pub query: String,
    /// When non-empty, only these kinds.
    pub kinds: Vec<SymbolKind>,
    /// When non-empty, only these projects.
    pub projects: Vec<Project>,
    /// Also search the core libraries the searched projects reference: the embedded one
    /// (framework stand-in) and the metadata projects of reference assemblies.
    pub include_core_library: bool,
    pub limit: usize,
}

/// How well a name matches; lower is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum MatchRank {
    Exact,
    ExactIgnoreCase,
    Prefix,
    PrefixIgnoreCase,
    CamelHumps,
    Substring,
    SubstringIgnoreCase,
}

fn rank(name: &str, lower_name: &str, query: &str, lower_query: &str) -> Option<MatchRank> {
    if name == query {
        Some(MatchRank::Exact)
    } else if lower_name == lower_query {
        Some(MatchRank::ExactIgnoreCase)
    } else if name.starts_with(query) {
        Some(MatchRank::Prefix)
    } else if lower_name.starts_with(lower_query) {
        Some(MatchRank::PrefixIgnoreCase)
    } else if camel_humps(name, query) {
        Some(MatchRank::CamelHumps)
    } else if name.contains(query) {
        Some(MatchRank::Substring)
    } else if lower_name.contains(lower_query) {
        Some(MatchRank::SubstringIgnoreCase)
    } else {
        None
    }
}

/// `OSC`, `OrdSerCli` and `OrderSC` match `OrderServiceClient`: each hump of the query (an
/// upper-case letter and the lower-case letters after it) is a prefix of a hump of the name,
/// in order.
fn camel_humps(name: &str, query: &str) -> bool {
    let query_humps = humps(query);
    if query_humps.len() < 2 && !query.chars().all(|c| c.is_ascii_uppercase()) {
        return false;
    }
    // An all-capitals query is one hump per letter.
    let query_humps: Vec<String> = if query.chars().all(|c| c.is_ascii_uppercase()) {
        query.chars().map(|c| c.to_string()).collect()
    } else {
        query_humps
    };
    let name_humps = humps(name);
    let mut next = 0;
    for q in &query_humps {
        let lower_q = q.to_lowercase();
        let Some(found) = name_humps[next..]
            .iter()
            .position(|h| h.to_lowercase().starts_with(&lower_q) && h.starts_with(&q[..1]))
        else {
            return false;
        };
        next += found + 1;
    }
    !query_humps.is_empty()
}

fn humps(text: &str) -> Vec<String> {
    let mut result: Vec<String> = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        if c == '_' {
            if !current.is_empty() {
                result.push(std::mem::take(&mut current));
            }
            continue;
        }
        if (c.is_uppercase() || c.is_ascii_digit() && !current.chars().all(|d| d.is_ascii_digit()))
            && !current.is_empty()
        {
            result.push(std::mem::take(&mut current));
        }
        current.push(c);
    }
    if !current.is_empty() {
        result.push(current);
    }
    result
}

fn kind_order(kind: SymbolKind) -> u8 {
    if kind.is_type() {
        0
    } else if kind == SymbolKind::Namespace {
        2
    } else {
        1
    }
}

impl Analysis {
    /// Symbols matching a query, best first, at most `query.limit`; also the total number of
    /// matches. The first call builds the declaration index on every core.
    pub fn search_symbols(
        &self,
        workspace: Workspace,
        query: &SymbolQuery,
    ) -> Cancellable<(Vec<SymbolInfo>, usize)> {
        let projects = self.with_db(|db| searched_projects(db, workspace, query))?;
        self.warm_declarations(&projects)?;
        self.with_db(|db| search(db, workspace, query))
    }

    /// Builds the declaration summaries of every document and the symbol index of every
    /// project, spreading files and then projects over the available cores. Cheap when warm.
    pub fn warm_declarations(&self, projects: &[Project]) -> Cancellable<()> {
        let documents: Vec<cs_db::Document> = self.with_db(|db| {
            projects
                .iter()
                .flat_map(|p| project_documents(db, *p).to_vec())
                .collect()
        })?;
        self.in_parallel(&documents, |db, d| {
            let _ = file_decls(db, *d);
        })?;
        self.in_parallel(projects, |db, p| {
            let _ = symbol_index(db, *p);
        })
    }

    /// Lowers every document of the projects on every core (declaration summaries only).
    pub fn warm_summaries(&self, projects: &[Project]) -> Cancellable<()> {
        let documents: Vec<cs_db::Document> = self.with_db(|db| {
            projects
                .iter()
                .flat_map(|p| project_documents(db, *p).to_vec())
                .collect()
        })?;
        self.in_parallel(&documents, |db, d| {
            let _ = file_decls(db, *d);
        })
    }

    /// Runs `work` over `items` on every available core, each thread with its own handle.
    fn in_parallel<T: Sync>(
        &self,
        items: &[T],
        work: impl Fn(&dyn Db, &T) + Sync,
    ) -> Cancellable<()> {
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(8)
            .min(items.len().max(1));
        let work = &work;
        let results: Vec<Cancellable<()>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|worker| {
                    let analysis = Analysis {
                        db: self.db.clone(),
                    };
                    scope.spawn(move || {
                        let db = &analysis.db;
                        cs_db::Cancelled::catch(std::panic::AssertUnwindSafe(|| {
                            for item in items.iter().skip(worker).step_by(threads) {
                                work(db, item);
                            }
                        }))
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .collect()
        });
        results.into_iter().collect()
    }
}

fn searched_projects(db: &dyn Db, workspace: Workspace, query: &SymbolQuery) -> Vec<Project> {
    let mut projects: Vec<Project> = if query.projects.is_empty() {
        workspace.projects(db).clone()
    } else {
        query.projects.clone()
    };
    if query.include_core_library {
        let libraries = core_libraries(db, &projects);
        projects.extend(libraries);
    }
    projects
}

/// The core libraries the projects reference, once each, in reference order: the embedded
/// core library and the metadata projects of reference assemblies.
fn core_libraries(db: &dyn Db, projects: &[Project]) -> Vec<Project> {
    let mut libraries: Vec<Project> = Vec::new();
    for reference in projects.iter().flat_map(|p| p.references(db).iter()) {
        if reference.settings(db).is_core_library && !libraries.contains(reference) {
            libraries.push(*reference);
        }
    }
    libraries
}

fn search(db: &dyn Db, workspace: Workspace, query: &SymbolQuery) -> (Vec<SymbolInfo>, usize) {
    let text = query.query.trim();
    let (qualifier, simple) = match text.rsplit_once('.') {
        Some((q, s)) => (Some(q.to_lowercase()), s),
        None => (None, text),
    };
    let lower = simple.to_lowercase();
    let mut hits: Vec<(MatchRank, u8, usize, String, Symbol)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for project in searched_projects(db, workspace, query) {
        for entry in symbol_index(db, project).iter() {
            if entry.implicit || (!query.kinds.is_empty() && !query.kinds.contains(&entry.kind)) {
                continue;
            }
            let Some(rank) = (if simple.is_empty() {
                Some(MatchRank::Substring)
            } else {
                rank(&entry.name, &entry.lower_name, simple, &lower)
            }) else {
                continue;
            };
            if let Some(q) = &qualifier {
                let lower_qualified = entry.qualified.to_lowercase();
                let container = lower_qualified.rsplit_once('.').map_or("", |(c, _)| c);
                if !(container == q || container.ends_with(&format!(".{q}"))) {
                    continue;
                }
            }
            // The same declaration compiled by several projects (multi-targeting) is one hit.
            let key = (entry.qualified.clone(), entry.kind, entry.place.clone());
            if !seen.insert(key) {
                continue;
            }
            hits.push((
                rank,
                kind_order(entry.kind),
                entry.name.len(),
                entry.qualified.clone(),
                entry.symbol.clone(),
            ));
        }
    }
    hits.sort_by(|a, b| (a.0, a.1, a.2, &a.3).cmp(&(b.0, b.1, b.2, &b.3)));
    let total = hits.len();
    let items = hits
        .into_iter()
        .take(query.limit)
        .filter_map(|(_, _, _, _, symbol)| symbol_info(db, &symbol))
        .collect();
    (items, total)
}

fn all_projects(db: &dyn Db, workspace: Workspace) -> Vec<Project> {
    let mut projects = workspace.projects(db).clone();
    let libraries = core_libraries(db, &projects);
    projects.extend(libraries);
    projects
}

pub(crate) fn symbols_by_id(db: &dyn Db, workspace: Workspace, id: &str) -> Vec<Symbol> {
    let id = id.trim();
    if let Some(ns) = id.strip_prefix("N:") {
        let exists = all_projects(db, workspace)
            .iter()
            .any(|p| def_map(db, *p).namespace_by_name.contains_key(ns));
        return if exists {
            vec![Symbol::Namespace(ns.to_string())]
        } else {
            Vec::new()
        };
    }
    // Narrow by the simple name the ID ends with, then compare IDs.
    let Some((_, rest)) = id.split_once(':') else {
        return Vec::new();
    };
    let before_params = rest.split('(').next().unwrap_or(rest);
    let before_params = before_params.split('~').next().unwrap_or(before_params);
    let last = before_params.rsplit('.').next().unwrap_or(before_params);
    let simple = last.split('`').next().unwrap_or(last);
    let simple = match simple {
        "#ctor" | "#cctor" | "Finalize" | "Item" => None,
        s => Some(s.rsplit('#').next().unwrap_or(s).to_lowercase()),
    };
    let mut result = Vec::new();
    for project in all_projects(db, workspace) {
        for entry in symbol_index(db, project).iter() {
            if let Some(simple) = &simple
                && entry.lower_name != *simple
                && !ends_with_ignoring_case(&entry.qualified, simple)
            {
                continue;
            }
            let entry_id = match &entry.symbol {
                Symbol::Type(t) => type_doc_id(db, *t),
                Symbol::Member(m) => match cs_hir::member(db, *m) {
                    Some(view) => member_doc_id(db, &view),
                    None => continue,
                },
                Symbol::Namespace(_) => continue,
            };
            if entry_id == id && !result.contains(&entry.symbol) {
                result.push(entry.symbol.clone());
            }
        }
    }
    result
}

/// `text.to_lowercase().ends_with(lower_suffix)` without allocating for ASCII text (this runs
/// for every index entry when a symbolId is resolved).
fn ends_with_ignoring_case(text: &str, lower_suffix: &str) -> bool {
    if !text.is_ascii() {
        return text.to_lowercase().ends_with(lower_suffix);
    }
    let (t, s) = (text.as_bytes(), lower_suffix.as_bytes());
    t.len() >= s.len() && t[t.len() - s.len()..].eq_ignore_ascii_case(s)
}

pub(crate) fn symbols_by_name(
    db: &dyn Db,
    workspace: Workspace,
    name: &str,
    kind: Option<SymbolKind>,
) -> Vec<Symbol> {
    let name = name.trim().trim_start_matches("global::");
    let lower = name.to_lowercase();
    let simple = lower.rsplit('.').next().unwrap_or(&lower).to_string();
    let qualified = name.contains('.');
    let mut result = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for project in all_projects(db, workspace) {
        let is_core = project.settings(db).is_core_library;
        for entry in symbol_index(db, project).iter() {
            if entry.lower_name != simple || kind.is_some_and(|k| k != entry.kind) {
                continue;
            }
            // A type's name also names its constructors; they answer only when asked for.
            let constructor =
                matches!(entry.kind, SymbolKind::Constructor | SymbolKind::Destructor);
            if constructor && kind.is_none() {
                continue;
            }
            if qualified && entry.qualified.to_lowercase() != lower {
                continue;
            }
            // Core-library symbols answer only qualified names or when the source has none.
            if is_core && !qualified && !result.is_empty() {
                continue;
            }
            let key = (entry.qualified.clone(), entry.kind, entry.place.clone());
            if seen.insert(key) {
                result.push(entry.symbol.clone());
            }
        }
    }
    if qualified && result.is_empty() {
        let exists = all_projects(db, workspace)
            .iter()
            .any(|p| def_map(db, *p).namespace_by_name.contains_key(name));
        if exists && kind.is_none_or(|k| k == SymbolKind::Namespace) {
            result.push(Symbol::Namespace(name.to_string()));
        }
    }
    result
}

/// The declaration whose header contains `offset` (innermost), or the type a written name in a
/// signature binds to.
pub(crate) fn symbol_at(
    db: &dyn Db,
    project: Project,
    document: Document,
    offset: TextSize,
) -> Option<Symbol> {
    let documents = project_documents(db, project);
    let doc_index = documents.iter().position(|d| *d == document)? as u32;
    let decls = file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    let map = def_map(db, project);
    // Members first (they are inside types), on their name.
    let mut best: Option<(cs_syntax::TextRange, Symbol)> = None;
    fn consider(
        best: &mut Option<(cs_syntax::TextRange, Symbol)>,
        offset: TextSize,
        range: cs_syntax::TextRange,
        symbol: Symbol,
    ) {
        if range.contains_inclusive(offset)
            && best.as_ref().is_none_or(|(r, _)| r.len() >= range.len())
        {
            *best = Some((range, symbol));
        }
    }
    for (index, data) in map.types.iter().enumerate() {
        let id = TypeId {
            project,
            index: index as u32,
        };
        for part in data
            .parts
            .iter()
            .filter(|p| p.doc == doc_index && !p.is_synthesized())
        {
            let decl = &decls.types[part.ty as usize];
            if let Some(r) = ranges.get(decl.decl) {
                consider(&mut best, offset, r.name, Symbol::Type(id));
            }
        }
    }
    if let Some((_, Symbol::Type(_))) = &best {
        return best.map(|(_, s)| s);
    }
    for (index, data) in map.types.iter().enumerate() {
        if !data.parts.iter().any(|p| p.doc == doc_index) {
            continue;
        }
        let id = TypeId {
            project,
            index: index as u32,
        };
        for m in type_members(db, id) {
            if m.doc != doc_index || m.synthesized {
                continue;
            }
            if let Some(r) = ranges.get(m.decl.decl) {
                consider(&mut best, offset, r.name, Symbol::Member(m.id));
            }
        }
    }
    if best.is_some() {
        return best.map(|(_, s)| s);
    }
    // Otherwise the innermost declaration containing the offset.
    for (index, data) in map.types.iter().enumerate() {
        let id = TypeId {
            project,
            index: index as u32,
        };
        for part in data
            .parts
            .iter()
            .filter(|p| p.doc == doc_index && !p.is_synthesized())
        {
            let decl = &decls.types[part.ty as usize];
            if let Some(r) = ranges.get(decl.decl) {
                consider(&mut best, offset, r.full, Symbol::Type(id));
            }
        }
        if data.parts.iter().any(|p| p.doc == doc_index) {
            for m in type_members(db, id) {
                if m.doc == doc_index
                    && !m.synthesized
                    && let Some(r) = ranges.get(m.decl.decl)
                {
                    consider(&mut best, offset, r.full, Symbol::Member(m.id));
                }
            }
        }
    }
    let enclosing = best.map(|(_, s)| s);
    crate::written_type::written_type_at(
        db,
        project,
        document,
        doc_index,
        offset,
        enclosing.as_ref(),
    )
    .or(enclosing)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use cs_db::{DocumentStatus, ProjectSettings, SourceFile, SymbolSet};

    use super::*;
    use crate::AnalysisHost;

    /// A workspace of one project over the embedded core library; `//- path` separates files
    /// and `$0` marks the cursor.
    struct Fixture {
        host: AnalysisHost,
        workspace: Workspace,
        project: Project,
        cursor: Option<(Document, TextSize)>,
    }

    fn fixture(text: &str) -> Fixture {
        let host = AnalysisHost::default();
        let db = host.db();
        let symbols = SymbolSet::new(db, Arc::from(Vec::<String>::new()));
        let core_docs = cs_hir::core_library_sources()
            .iter()
            .map(|(name, text)| {
                let source = SourceFile::new(db, format!("<core>/{name}").into(), (*text).into());
                Document::new(db, source, symbols, DocumentStatus::Live)
            })
            .collect();
        let core_settings = ProjectSettings {
            name: "core".into(),
            is_core_library: true,
            ..Default::default()
        };
        let core = Project::new(db, Arc::new(core_settings), core_docs, Vec::new());
        let mut files: Vec<(String, String)> = Vec::new();
        for line in text.lines() {
            if let Some(path) = line.strip_prefix("//- ") {
                files.push((path.trim().to_string(), String::new()));
                continue;
            }
            if files.is_empty() {
                files.push(("main.cs".into(), String::new()));
            }
            let file = files.last_mut().unwrap();
            file.1.push_str(line);
            file.1.push('\n');
        }
        let mut cursor = None;
        let mut documents = Vec::new();
        for (path, text) in files {
            let (text, offset) = match text.find("$0") {
                Some(i) => (text.replacen("$0", "", 1), Some(TextSize::from(i as u32))),
                None => (text, None),
            };
            let source = SourceFile::new(db, path.into(), text.into());
            let document = Document::new(db, source, symbols, DocumentStatus::Live);
            if let Some(offset) = offset {
                cursor = Some((document, offset));
            }
            documents.push(document);
        }
        let settings = ProjectSettings {
            name: "App".into(),
            ..Default::default()
        };
        let project = Project::new(db, Arc::new(settings), documents, vec![core]);
        let workspace = Workspace::new(db, vec![project]);
        Fixture {
            host,
            workspace,
            project,
            cursor,
        }
    }

    impl Fixture {
        fn id(&self, symbol: &Symbol) -> String {
            symbol_info(self.host.db(), symbol)
                .map(|i| i.symbol_id)
                .unwrap_or_default()
        }

        /// The documentation-comment ID of the symbol at the cursor.
        fn at_cursor(&self) -> String {
            let (document, offset) = self.cursor.expect("fixture has a $0 cursor");
            let analysis = self.host.analysis();
            match analysis.symbol_at(self.project, document, offset).unwrap() {
                Some(symbol) => self.id(&symbol),
                None => "<none>".into(),
            }
        }
    }

    fn at(text: &str) -> String {
        fixture(text).at_cursor()
    }

    #[test]
    fn the_cursor_on_a_declaration_names_it() {
        let file = "namespace Shop { public partial class Order<T> : System.IDisposable { public int Count { get; set; } public void Add(T item, int quantity) {} void System.IDisposable.Dispose() {} public Order() {} public event System.EventHandler Changed; public int this[int i] => 0; public const int Max = 1; } public enum Color { Red } public delegate void Handler(); public record Point(int X); }";
        let cases = [
            ("class Or$0der", "T:Shop.Order`1"),
            ("Cou$0nt", "P:Shop.Order`1.Count"),
            ("void A$0dd", "M:Shop.Order`1.Add(`0,System.Int32)"),
            (
                "Dis$0pose() {}",
                "M:Shop.Order`1.System#IDisposable#Dispose",
            ),
            ("public Ord$0er()", "M:Shop.Order`1.#ctor"),
            ("Chang$0ed", "E:Shop.Order`1.Changed"),
            ("this$0[", "P:Shop.Order`1.Item(System.Int32)"),
            ("Ma$0x", "F:Shop.Order`1.Max"),
            ("Re$0d", "F:Shop.Color.Red"),
            ("delegate void Hand$0ler", "T:Shop.Handler"),
            ("Poi$0nt", "T:Shop.Point"),
        ];
        for (marker, expected) in cases {
            let plain = marker.replace("$0", "");
            let text = file.replacen(&plain, marker, 1);
            assert_eq!(at(&text), expected, "cursor at {marker}");
        }
    }

    #[test]
    fn the_cursor_on_a_written_type_names_the_type_it_binds_to() {
        let lib = "//- lib.cs\nnamespace Shop.Models { public class Item {} public class AuditAttribute : System.Attribute {} }\n//- main.cs\n";
        let cases = [
            ("using Shop.Mod$0els;\nclass C {}", "N:Shop.Models"),
            (
                "using Shop.Models;\nclass C { void Add(It$0em item) {} }",
                "T:Shop.Models.Item",
            ),
            (
                "using Shop.Models;\nclass C : System.Collections.Generic.List<It$0em> {}",
                "T:Shop.Models.Item",
            ),
            (
                "class C { System.Collections.Generic.List<int> L$0ist; }",
                "F:C.List",
            ),
            (
                "class C { System.Collections.Generic.Li$0st<int> L; }",
                "T:System.Collections.Generic.List`1",
            ),
            ("class C { Sys$0tem.String S; }", "N:System"),
            (
                "using Shop.Models;\n[Aud$0it] class C {}",
                "T:Shop.Models.AuditAttribute",
            ),
            ("class C { int M() { return It$0em; } }", "M:C.M"),
        ];
        for (text, expected) in cases {
            assert_eq!(at(&format!("{lib}{text}")), expected, "in {text}");
        }
    }

    #[test]
    fn compiler_declared_members_are_found_by_their_ids() {
        let f =
            fixture("namespace N { class C {} record R(int A); struct S { public S(int x) {} } }");
        let analysis = f.host.analysis();
        for id in [
            "M:N.C.#ctor",
            "M:N.R.#ctor(System.Int32)",
            "P:N.R.A",
            "M:N.S.#ctor",
        ] {
            let found = analysis.symbols_by_id(f.workspace, id).unwrap();
            assert_eq!(found.len(), 1, "{id}");
            assert_eq!(f.id(&found[0]), id);
        }
    }

    #[test]
    fn search_ranks_exact_then_prefix_then_camel_humps_then_substring() {
        let f = fixture(
            "namespace Shop { class OrderServiceClient {} class Order {} class OrderLine {} class BackOrder {} class Orders {} }",
        );
        let analysis = f.host.analysis();
        let search = |query: &str| {
            let query = SymbolQuery {
                query: query.into(),
                limit: 10,
                ..Default::default()
            };
            let (items, _) = analysis.search_symbols(f.workspace, &query).unwrap();
            items.into_iter().map(|i| i.symbol_id).collect::<Vec<_>>()
        };
        assert_eq!(
            search("Order"),
            vec![
                "T:Shop.Order",
                "T:Shop.Orders",
                "T:Shop.OrderLine",
                "T:Shop.OrderServiceClient",
                "T:Shop.BackOrder"
            ]
        );
        assert_eq!(search("OSC"), vec!["T:Shop.OrderServiceClient"]);
        assert_eq!(search("Shop.Back"), vec!["T:Shop.BackOrder"]);
        assert!(search("Zebra").is_empty());
    }
}
