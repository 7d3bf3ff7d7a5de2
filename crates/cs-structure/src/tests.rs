//! Tests over `test-data/structure` (three projects over the embedded core library), with
//! the expected facts counted by hand from the sources.

mod dependencies;
mod findings;
mod metrics;

use std::path::Path;
use std::sync::Arc;

use cs_db::{Document, DocumentStatus, Project, ProjectSettings, SourceFile, SymbolSet, Workspace};
use cs_hir::{Symbol, TypeId};
use cs_ide::AnalysisHost;

pub(crate) struct Solution {
    pub host: AnalysisHost,
    pub workspace: Workspace,
    pub projects: Vec<Project>,
}

fn sources_under(dir: &Path, root: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources_under(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "cs") {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            out.push((rel, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

/// The solution, loaded once for all tests (its queries memoised across them); tests take
/// turns.
pub(crate) fn solution() -> std::sync::MutexGuard<'static, Solution> {
    static SOLUTION: std::sync::OnceLock<std::sync::Mutex<Solution>> = std::sync::OnceLock::new();
    SOLUTION
        .get_or_init(|| std::sync::Mutex::new(load()))
        .lock()
        .unwrap_or_else(|p| p.into_inner())
}

/// Domain; Services → Domain; Tests → Services, Domain (as the project files say).
fn load() -> Solution {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data/structure");
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
        assembly_name: "System.Runtime".into(),
        is_core_library: true,
        ..Default::default()
    };
    let core = Project::new(db, Arc::new(core_settings), core_docs, Vec::new());
    let mut projects: Vec<Project> = Vec::new();
    for (name, refs) in [
        ("Domain", vec![]),
        ("Services", vec![0]),
        ("Tests", vec![1, 0]),
    ] {
        let mut files = Vec::new();
        sources_under(&root.join(name), &root, &mut files);
        let documents = files
            .into_iter()
            .map(|(path, text)| {
                let source = SourceFile::new(db, path.into(), text.into());
                Document::new(db, source, symbols, DocumentStatus::Live)
            })
            .collect();
        let mut references: Vec<Project> = refs.iter().map(|&i| projects[i]).collect();
        references.push(core);
        let settings = ProjectSettings {
            name: name.into(),
            assembly_name: name.into(),
            ..Default::default()
        };
        projects.push(Project::new(db, Arc::new(settings), documents, references));
    }
    let workspace = Workspace::new(db, projects.clone());
    Solution {
        host,
        workspace,
        projects,
    }
}

impl Solution {
    pub fn db(&self) -> &dyn cs_db::Db {
        self.host.db()
    }

    /// A source type by its documentation ID (`T:Shop.Domain.Orders.Order`).
    pub fn ty(&self, doc_id: &str) -> TypeId {
        let db = self.db();
        for &project in &self.projects {
            for index in 0..cs_hir::def_map(db, project).types.len() as u32 {
                let ty = TypeId { project, index };
                if cs_hir::type_doc_id(db, ty) == doc_id {
                    return ty;
                }
            }
        }
        panic!("no type {doc_id}")
    }

    /// A member of a source type by name (the first with that name).
    pub fn member(&self, type_doc_id: &str, name: &str) -> Symbol {
        let db = self.db();
        let ty = self.ty(type_doc_id);
        let member = cs_hir::type_members(db, ty)
            .into_iter()
            .find(|m| &*m.decl.name == name)
            .unwrap_or_else(|| panic!("no member {name} in {type_doc_id}"));
        Symbol::Member(member.id)
    }

    pub fn name_of(&self, symbol: &Symbol) -> String {
        let info = self.host.analysis().symbol_info(symbol).unwrap().unwrap();
        if info.container.is_empty() {
            info.name
        } else {
            format!(
                "{}.{}",
                info.container.rsplit('.').next().unwrap(),
                info.name
            )
        }
    }
}
