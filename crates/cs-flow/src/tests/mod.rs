//! Tests over C# snippets compiled against the embedded core library.

mod dataflow;
mod diagnostics;
mod graphs;
mod operations;
mod precheck;

use std::sync::Arc;

use cs_db::{
    Document, DocumentStatus, Project, ProjectSettings, RootDatabase, SourceFile, SymbolSet,
};

pub(crate) struct Fixture {
    pub db: RootDatabase,
    pub project: Project,
    pub document: Document,
    pub text: String,
}

/// One document in one project over the core library.
pub(crate) fn fixture(text: &str) -> Fixture {
    let db = RootDatabase::default();
    let symbols = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
    let core_docs = cs_hir::core_library_sources()
        .iter()
        .map(|(name, text)| {
            let source = SourceFile::new(&db, format!("<core>/{name}").into(), (*text).into());
            Document::new(&db, source, symbols, DocumentStatus::Live)
        })
        .collect();
    let core_settings = ProjectSettings {
        name: "core".into(),
        is_core_library: true,
        ..Default::default()
    };
    let core = Project::new(&db, Arc::new(core_settings), core_docs, Vec::new());
    let source = SourceFile::new(&db, "main.cs".into(), text.into());
    let document = Document::new(&db, source, symbols, DocumentStatus::Live);
    let settings = ProjectSettings {
        name: "App".into(),
        ..Default::default()
    };
    let project = Project::new(&db, Arc::new(settings), vec![document], vec![core]);
    Fixture {
        db,
        project,
        document,
        text: text.to_string(),
    }
}

impl Fixture {
    /// The body whose declaration holds the first occurrence of `marker`.
    pub fn body_start(&self, marker: &str) -> u32 {
        let offset = self.text.find(marker).expect("marker") as u32;
        let root = cs_db::parse(&self.db, self.document).syntax();
        let body = crate::body::body_at(&root, cs_syntax::TextRange::empty(offset.into()), true)
            .expect("a body");
        u32::from(body.declaration.start())
    }

    pub fn operations(&self, marker: &str, typed: bool) -> Arc<crate::BodyOperations> {
        let start = self.body_start(marker);
        let found = if typed {
            crate::typed_body_operations(&self.db, self.project, self.document, start)
        } else {
            crate::body_operations(&self.db, self.project, self.document, start)
        };
        found.clone().expect("operations")
    }

    pub fn tree(&self, marker: &str) -> String {
        crate::dump::operation_tree(&self.operations(marker, true).root, &self.text)
    }
}

impl Fixture {
    pub fn graph(&self, marker: &str) -> Arc<crate::cfg::ControlFlowGraph> {
        let start = self.body_start(marker);
        crate::control_flow_graph(&self.db, self.project, self.document, start)
            .clone()
            .expect("graph")
    }

    pub fn local_name(&self, symbol: &cs_bind::BoundSymbol) -> String {
        let bindings = cs_bind::document_bindings(&self.db, self.project, self.document);
        match symbol {
            cs_bind::BoundSymbol::Local(id) => bindings
                .locals
                .iter()
                .find(|l| l.id == *id)
                .map(|l| l.name.to_string())
                .unwrap_or_default(),
            other => format!("{other:?}"),
        }
    }

    /// The compacted graph as text.
    pub fn graph_text(&self, marker: &str) -> String {
        let graph = crate::cfg::compact(&self.graph(marker));
        crate::dump::control_flow_graph(&graph, &self.text, &|s| self.local_name(s))
    }
}

impl Fixture {
    /// Data flow of the text between `/*[*/` and `/*]*/` (markers removed from the range's
    /// ends by trimming).
    pub fn data_flow(&self, selected: &str) -> Result<crate::DataFlowAnswer, crate::FlowError> {
        let start = self.text.find(selected).expect("selection") as u32;
        let range = cs_syntax::TextRange::new(start.into(), (start + selected.len() as u32).into());
        crate::analyze_data_flow(&self.db, self.project, self.document, range)
    }

    pub fn names(&self, symbols: &[cs_bind::BoundSymbol]) -> Vec<String> {
        symbols
            .iter()
            .map(|s| match s {
                cs_bind::BoundSymbol::Parameter { member, index } => {
                    cs_hir::member(&self.db, *member)
                        .and_then(|m| {
                            m.decl
                                .params
                                .get(*index as usize)
                                .map(|p| p.name.to_string())
                        })
                        .unwrap_or_default()
                }
                other => self.local_name(other),
            })
            .collect()
    }

    /// Flow diagnostics as `ID line:col` (one-based); the pre-check must not change them.
    pub fn flow_diagnostics(&self) -> Vec<String> {
        let lines = cs_db::line_index(&self.db, self.document);
        let found = crate::flow_diagnostics(&self.db, self.project, self.document);
        let unfiltered = crate::flow_diagnostics_unfiltered(&self.db, self.project, self.document);
        assert_eq!(
            **found, unfiltered,
            "the pre-check skipped a body that reports"
        );
        found
            .iter()
            .map(|d| {
                let at = lines.line_col(d.range.start());
                format!("{} {}:{} {}", d.id, at.line + 1, at.col + 1, d.message)
            })
            .collect()
    }
}
