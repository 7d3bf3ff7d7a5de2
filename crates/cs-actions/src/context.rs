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
}

impl EditOptions {
    /// From resolved `.editorconfig` properties (lower-case keys).
    pub fn from_properties(properties: &BTreeMap<String, String>) -> EditOptions {
        EditOptions {
            format: FormatOptions::from_properties(properties),
            organize: OrganizeOptions::from_properties(properties),
            severity: Default::default(),
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

    /// The document's line ending (its first line break; `\n` without one).
    pub fn eol(&self) -> &'static str {
        match self.options.format.end_of_line {
            Some(ending) => ending.as_str(),
            None => cs_ide::detect_line_ending(&self.text),
        }
    }
}
