//! What a provider sees: the document (text, tree, project), the analysis to ask for
//! diagnostics and symbols, and the options new text is written with.

use std::collections::BTreeMap;
use std::sync::Arc;

use cs_db::{DiagnosticSeverity, Document, DocumentDiagnostic, Project};
use cs_ide::{Analysis, DiagnosticFilter, FormatOptions, IndentStyle, OrganizeOptions};
use cs_syntax::SyntaxNode;

/// How new text is written: `.editorconfig`'s formatting and using-order settings; and the
/// document's analyzer severities, so fixes see the analyzer findings the document reports.
#[derive(Debug, Clone, Default)]
pub struct EditOptions {
    pub format: FormatOptions,
    pub organize: OrganizeOptions,
    pub severity: cs_analyzers::SeverityConfig,
    /// The workspace-relative folder of the document's project file (`""` at the root),
    /// for refactorings that compare namespaces with folders; `None` when unknown.
    pub project_folder: Option<String>,
    /// The workspace, for refactorings that must see every project's documents.
    pub workspace: Option<cs_db::Workspace>,
}

impl EditOptions {
    /// From resolved `.editorconfig` properties (lower-case keys).
    pub fn from_properties(properties: &BTreeMap<String, String>) -> EditOptions {
        EditOptions {
            format: FormatOptions::from_properties(properties),
            organize: OrganizeOptions::from_properties(properties),
            severity: Default::default(),
            project_folder: None,
            workspace: None,
        }
    }

    /// One indentation level.
    pub fn indent_unit(&self) -> String {
        match self.format.indent_style {
            IndentStyle::Tab => "\t".into(),
            IndentStyle::Space => " ".repeat(self.format.indent_size as usize),
        }
    }
}

/// One document as its project compiles it.
pub struct ActionContext<'a> {
    pub analysis: &'a Analysis,
    pub project: Project,
    pub document: Document,
    pub text: Arc<str>,
    pub root: SyntaxNode,
    pub options: &'a EditOptions,
}

impl<'a> ActionContext<'a> {
    pub fn new(
        analysis: &'a Analysis,
        project: Project,
        document: Document,
        options: &'a EditOptions,
    ) -> ActionContext<'a> {
        let db = analysis.db();
        ActionContext {
            analysis,
            project,
            document,
            text: document.source(db).text(db).clone(),
            root: cs_db::parse(db, document).syntax(),
            options,
        }
    }

    pub fn db(&self) -> &dyn cs_db::Db {
        self.analysis.db()
    }

    /// The document's diagnostics with these IDs (hidden ones included), in position order:
    /// the compiler's and the analyzers' findings under the document's severity configuration,
    /// as get-diagnostics reports them.
    pub fn diagnostics(&self, ids: &[&str]) -> Vec<DocumentDiagnostic> {
        let filter = DiagnosticFilter {
            minimum_severity: Some(DiagnosticSeverity::Hidden),
            ids: Vec::new(),
        };
        let compiler = self
            .analysis
            .diagnostics(self.project, self.document, &filter)
            .unwrap_or_else(|cancelled| std::panic::resume_unwind(Box::new(cancelled)));
        let mut all = cs_analyzers::apply_configuration(
            self.db(),
            self.project,
            self.document,
            &self.options.severity,
            compiler,
        );
        all.retain(|d| ids.iter().any(|id| d.id.eq_ignore_ascii_case(id)));
        all
    }

    /// The workspace-relative folder of the document, with a trailing `/` (`""` at the root).
    pub fn folder(&self) -> String {
        let path = self.document.source(self.db()).path(self.db());
        match path.rfind('/') {
            Some(i) => path[..=i].to_string(),
            None => String::new(),
        }
    }

    /// The document's file name (`Case.cs`).
    pub fn file_name(&self) -> String {
        let path = self.document.source(self.db()).path(self.db());
        path.rsplit('/').next().unwrap_or(path).to_string()
    }

    /// Whether a live document of the workspace (every project's, or the document's project
    /// without a workspace) has this workspace-relative path (ASCII case ignored, as Windows
    /// and macOS file systems do).
    pub fn path_taken(&self, path: &str) -> bool {
        self.live_documents().any(|d| {
            d.source(self.db())
                .path(self.db())
                .eq_ignore_ascii_case(path)
        })
    }

    /// The document's file is compiled by more than one project (a multi-targeting project's
    /// frameworks, a linked file): actions that add or rename documents are not offered there,
    /// since staging refuses them (the new file would belong to one project only).
    pub fn compiled_by_several_projects(&self) -> bool {
        let db = self.db();
        let source = self.document.source(db);
        let Some(workspace) = self.options.workspace else {
            return false;
        };
        workspace
            .projects(db)
            .iter()
            .filter(|p| {
                p.documents(db)
                    .iter()
                    .any(|d| d.source(db) == source && d.status(db) == cs_db::DocumentStatus::Live)
            })
            .count()
            > 1
    }

    /// The live source documents of the workspace (every project's; only the document's
    /// project without a workspace; never generated metadata sources), a shared file once per
    /// project compiling it.
    pub fn live_documents(&self) -> impl Iterator<Item = Document> + '_ {
        let db = self.db();
        let projects: Vec<Project> = match self.options.workspace {
            Some(workspace) => workspace.projects(db).clone(),
            None => vec![self.project],
        };
        projects
            .into_iter()
            .flat_map(move |p| p.documents(db).clone())
            .filter(move |d| {
                d.status(db) == cs_db::DocumentStatus::Live && d.source(db).generated(db).is_none()
            })
    }

    /// The document's line ending (its first line break; `\n` without one).
    pub fn eol(&self) -> &'static str {
        match self.options.format.end_of_line {
            Some(ending) => ending.as_str(),
            None => cs_ide::detect_line_ending(&self.text),
        }
    }
}
