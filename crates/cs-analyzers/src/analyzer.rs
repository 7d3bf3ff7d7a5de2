//! The analyzer framework: an [`Analyzer`] reports [`Finding`]s of its [`Rule`]s for one
//! document through an [`AnalysisContext`] (syntax, declarations, bindings, semantics). Flow
//! rules (`Needs::Graph`) read `cs-flow`'s per-body queries with the context's database.

use std::collections::HashMap;
use std::sync::Arc;

use cs_bind::{DocumentBindings, Sema};
use cs_db::{Db, Document, Project};
use cs_hir::{DeclRanges, FileDecls, MemberId, MemberOrigin, TypeId};
use cs_syntax::{SyntaxNode, TextRange};

use crate::rule::Rule;

/// One finding of a rule in a document, at its default severity.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Finding {
    pub rule: &'static Rule,
    pub message: String,
    pub range: TextRange,
    /// The symbol the finding is about, as `Type.Member` or a parameter/local name.
    pub symbol: Option<String>,
}

/// What an analyzer sees of a document.
pub struct AnalysisContext<'db> {
    pub db: &'db dyn Db,
    pub project: Project,
    pub document: Document,
    /// Index of the document among the project's live documents.
    pub doc_index: u32,
    pub root: SyntaxNode,
    pub decls: &'db FileDecls,
    pub ranges: &'db DeclRanges,
    pub bindings: &'db DocumentBindings,
    pub sema: Sema<'db>,
    /// `FileDecls::types` index → the type and the part this file declares.
    pub types: HashMap<u32, (TypeId, u32)>,
    /// Inactive `#if` branches: code there may use anything.
    pub inactive: &'db [TextRange],
}

impl<'db> AnalysisContext<'db> {
    pub fn new(db: &'db dyn Db, project: Project, document: Document) -> Option<Self> {
        let documents = cs_hir::project_documents(db, project);
        let doc_index = documents.iter().position(|d| *d == document)? as u32;
        let map = cs_hir::def_map(db, project);
        let mut types = HashMap::new();
        for (index, data) in map.types.iter().enumerate() {
            for (part, p) in data.parts.iter().enumerate() {
                if p.doc == doc_index && !p.is_synthesized() {
                    let id = TypeId {
                        project,
                        index: index as u32,
                    };
                    types.insert(p.ty, (id, part as u32));
                }
            }
        }
        Some(AnalysisContext {
            db,
            project,
            document,
            doc_index,
            root: cs_db::parse(db, document).syntax(),
            decls: cs_hir::file_decls(db, document),
            ranges: cs_hir::decl_ranges(db, document),
            bindings: cs_bind::document_bindings(db, project, document),
            sema: Sema::new(db, project),
            types,
            inactive: cs_db::parse(db, document).inactive_ranges(),
        })
    }

    /// The member id of member `index` of file type `ty`.
    pub fn member_id(&self, ty: u32, index: u32) -> Option<MemberId> {
        let &(id, part) = self.types.get(&ty)?;
        Some(MemberId {
            ty: id,
            origin: MemberOrigin::Declared { part, index },
        })
    }

    /// The bindings of another document of the project.
    pub fn bindings_of(&self, document: Document) -> &'db DocumentBindings {
        cs_bind::document_bindings(self.db, self.project, document)
    }

    /// Whether inactive preprocessor text lies inside `range`.
    pub fn has_inactive_code(&self, range: TextRange) -> bool {
        self.inactive.iter().any(|r| range.contains_range(*r))
    }

    /// The innermost node that covers `range` exactly or contains it.
    pub fn node_at(&self, range: TextRange) -> Option<SyntaxNode> {
        let element = self.root.covering_element(range);
        let node = match element {
            cs_syntax::SyntaxElement::Node(n) => n,
            cs_syntax::SyntaxElement::Token(t) => t.parent()?,
        };
        node.ancestors()
            .find(|n| n.text_range() == range)
            .or(Some(node))
    }

    pub fn text(&self, range: TextRange) -> String {
        self.root.text().slice(range).to_string()
    }
}

/// A group of rules computed together.
pub trait Analyzer: Sync {
    fn rules(&self) -> &'static [Rule];
    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>);
}

/// Every analyzer, in catalogue order.
pub fn analyzers() -> &'static [&'static dyn Analyzer] {
    &[
        &crate::unused_members::UnusedMembers,
        &crate::unused_parameters::UnusedParameters,
        &crate::unused_usings::UnnecessaryUsings,
        &crate::unused_types::UninstantiatedTypes,
        &crate::unused_values::UnusedValues,
        &crate::async_rules::AsyncRules,
        &crate::await_outside_async::AwaitOutsideAsync,
        &crate::dispose_rules::DisposeRules,
        &crate::undisposed_locals::UndisposedLocals,
        &crate::null_literals::NullLiterals,
        &crate::null_state::NullStates,
    ]
}

/// Every finding of every analyzer in a document as `project` compiles it, at default
/// severity, in position order. Nothing for a document with syntax errors.
#[salsa::tracked(returns(ref))]
pub fn document_findings(db: &dyn Db, project: Project, document: Document) -> Arc<Vec<Finding>> {
    let has_errors = cs_db::syntax_diagnostics(db, document)
        .iter()
        .any(|d| d.severity == cs_db::DiagnosticSeverity::Error);
    if has_errors {
        return Arc::new(Vec::new());
    }
    let Some(cx) = AnalysisContext::new(db, project, document) else {
        return Arc::new(Vec::new());
    };
    let mut out = Vec::new();
    for analyzer in analyzers() {
        analyzer.analyze(&cx, &mut out);
    }
    out.sort_by_key(|f| (f.range.start(), f.range.end(), f.rule.id));
    out.dedup();
    Arc::new(out)
}
