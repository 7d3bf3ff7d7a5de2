//! The body binder: walks one document of one project, binds every name in declarations and
//! bodies to its symbol, and records references, locals and certain diagnostics.

mod access;
mod args;
mod creation;
mod decl_walk;
mod diagnostics;
mod expr;
mod expr_forms;
mod infer;
mod missing_types;
mod names;
mod operators;
mod overloads;
mod patterns;
mod query;
mod stmt;
mod types;

use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

use cs_db::{DiagnosticSeverity, Document, Project};
use cs_hir::{MemberView, Name, Symbol, Ty, TypeId, TypeParamDecl};
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange, kind_name};

use crate::model::*;
use crate::sema::Sema;

/// A local in scope.
#[derive(Debug, Clone)]
pub(crate) struct LocalEntry {
    pub symbol: BoundSymbol,
    /// The local's type; a local function's return type.
    pub ty: Ty,
    pub is_function: bool,
    /// A `const` local's integer value.
    pub constant: Option<i128>,
}

/// The member (or type-level position) whose body is being bound.
#[derive(Clone, Default)]
pub(crate) struct Context {
    /// The namespace scope of the file.
    pub scope: u32,
    pub ty: Option<TypeId>,
    pub member: Option<Arc<MemberView>>,
    pub method_type_params: Vec<TypeParamDecl>,
    /// In a static member (no `this`).
    pub is_static: bool,
    /// The symbol references are attributed to.
    pub container: Option<Symbol>,
    /// The return type of the innermost member, lambda or local function (for `return`).
    pub return_ty: Option<Ty>,
    /// Primary constructor parameters of the type (shadowed by members, except in
    /// initializers).
    pub primary_params: Vec<(Name, LocalEntry)>,
    /// Binding a field, property or base-argument initializer.
    pub in_initializer: bool,
    /// In an async member, lambda or local function (`return e` gives the task's result).
    pub is_async: bool,
}

pub(crate) struct Binder<'db> {
    pub sema: Sema<'db>,
    pub document: Document,
    pub doc_index: u32,
    pub out: DocumentBindings,
    pub scopes: Vec<HashMap<Name, LocalEntry>>,
    pub cx: Context,
    /// While above zero nothing is recorded: a lambda bound to try a candidate overload.
    /// Inside an expression that is probably a misparse (`M<(int a, int b)>(x)` read as
    /// `M < (…) > (x)`): types there are not to be trusted, so no diagnostics.
    pub misparse_depth: u32,
    pub speculative: u32,
    /// Bound expression types by range: a lambda's body is bound once per candidate, the
    /// rest only once.
    pub depth: u32,
    /// The locals of top-level statements, kept between `global_statement`s.
    pub top_level_scopes: Option<Vec<HashMap<Name, LocalEntry>>>,
    /// The imports of each namespace scope of the file, computed once.
    pub imports: HashMap<u32, Rc<cs_hir::Imports>>,
    /// Types of `return` statements seen in the innermost lambda body (for inference).
    pub lambda_returns: Vec<Vec<Ty>>,
    /// Receivers of the conditional accesses being bound (`a?.b`: the type of `a`).
    pub conditional_receivers: Vec<Ty>,
    /// Locals' origins and uses, for the local-variable diagnostics.
    pub local_facts: diagnostics::LocalFacts,
    /// Lambdas and local functions around the code being bound.
    pub function_depth: u32,
    /// Extension methods per namespace, by name.
    pub extension_cache: HashMap<String, Rc<HashMap<Name, Vec<crate::sema::Found>>>>,
    /// Per-expression facts, kept only when binding in recording mode
    /// ([`crate::expression_facts`]); `None` on the everyday `document_bindings` path.
    pub recording: Option<Box<Recording>>,
}

/// What recording mode keeps about each expression bound outside speculation.
#[derive(Default)]
pub(crate) struct Recording {
    /// Each expression's type (the value's type before any conversion).
    pub types: HashMap<TextRange, Ty>,
    /// Each expression's integer constant value, when the binder folded one.
    pub constants: HashMap<TextRange, i128>,
    /// The target type of expressions implicitly converted to another type.
    pub conversions: HashMap<TextRange, Ty>,
}

/// Deepest expression nesting bound; deeper code is left unbound (and silent).
const MAX_DEPTH: u32 = 2000;
/// Stack kept free before binding one more level, and the size of each extra segment.
const STACK_RED_ZONE: usize = 128 * 1024;
const STACK_GROWTH: usize = 4 * 1024 * 1024;

impl<'db> Binder<'db> {
    pub fn new(
        db: &'db dyn cs_db::Db,
        project: Project,
        document: Document,
        doc_index: u32,
    ) -> Self {
        Binder {
            sema: Sema::new(db, project),
            document,
            doc_index,
            out: DocumentBindings::default(),
            scopes: Vec::new(),
            cx: Context::default(),
            speculative: 0,
            misparse_depth: 0,
            depth: 0,
            top_level_scopes: None,
            imports: HashMap::new(),
            lambda_returns: Vec::new(),
            conditional_receivers: Vec::new(),
            local_facts: diagnostics::LocalFacts::default(),
            function_depth: 0,
            extension_cache: HashMap::new(),
            recording: None,
        }
    }

    pub fn db(&self) -> &'db dyn cs_db::Db {
        self.sema.db
    }

    pub fn project(&self) -> Project {
        self.sema.project
    }

    pub fn finish(mut self) -> DocumentBindings {
        self.local_diagnostics();
        self.out
            .references
            .sort_by_key(|r| (r.range.start(), r.range.end(), r.kind));
        self.out.references.dedup();
        self.out
            .diagnostics
            .sort_by_key(|d| (d.range.start(), d.id));
        self.out.diagnostics.dedup();
        self.out
    }

    pub fn record(&mut self, range: TextRange, symbol: BoundSymbol, kind: RefKind) {
        if self.speculative > 0 {
            return;
        }
        if let BoundSymbol::Local(id) = &symbol
            && kind != RefKind::Declaration
        {
            self.local_facts
                .uses
                .push((*id, range, kind, self.function_depth));
        }
        self.out.references.push(Reference {
            range,
            symbol,
            kind,
            container: self.cx.container.clone(),
        });
    }

    pub fn record_symbol(&mut self, range: TextRange, symbol: Symbol, kind: RefKind) {
        self.record(range, BoundSymbol::Symbol(symbol), kind);
    }

    pub fn diagnostic(
        &mut self,
        id: &'static str,
        severity: DiagnosticSeverity,
        range: TextRange,
        message: String,
    ) {
        if self.speculative > 0 || self.misparse_depth > 0 {
            return;
        }
        self.out.diagnostics.push(BodyDiagnostic {
            id,
            severity,
            message,
            range,
        });
    }

    /// Counts a bound name for the coverage figures.
    pub fn count_name(&mut self, bound: bool) {
        if self.speculative > 0 {
            return;
        }
        self.out.names_seen += 1;
        if !bound {
            self.out.names_external += 1;
        }
    }

    /// A name that stays unbound: `known` when everything it depends on is visible (then it
    /// counts against coverage and is kept for diagnostics), else it is external.
    pub fn unbound(&mut self, range: TextRange, name: &str, known: bool, reason: &'static str) {
        if self.speculative > 0 {
            return;
        }
        self.out.names_seen += 1;
        if known {
            self.out.names_unbound += 1;
            self.out.unbound.push(Unbound {
                range,
                name: name.to_string(),
                reason,
            });
        } else {
            self.out.names_external += 1;
        }
    }

    pub fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    pub fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    /// Declares a local in the innermost scope and records it.
    pub fn declare_local(&mut self, name_token: &SyntaxToken, ty: Ty, kind: LocalKind) -> LocalId {
        let id = LocalId {
            document: self.document,
            offset: u32::from(name_token.text_range().start()),
        };
        let name: Name = ident(name_token).into();
        if self.scopes.is_empty() {
            self.push_scope();
        }
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(
                name.clone(),
                LocalEntry {
                    symbol: BoundSymbol::Local(id),
                    ty: ty.clone(),
                    is_function: kind == LocalKind::LocalFunction,
                    constant: None,
                },
            );
        }
        if self.speculative == 0 {
            self.out.locals.push(LocalInfo {
                id,
                name,
                name_range: name_token.text_range(),
                ty,
                kind,
                container: self.cx.container.clone(),
            });
        }
        id
    }

    /// Gives a `const` local its value.
    pub fn set_local_constant(&mut self, id: LocalId, value: i128) {
        for scope in self.scopes.iter_mut().rev() {
            for entry in scope.values_mut() {
                if entry.symbol == BoundSymbol::Local(id) {
                    entry.constant = Some(value);
                }
            }
        }
    }

    pub fn lookup_local(&self, name: &str) -> Option<&LocalEntry> {
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }

    /// Runs `f` without recording anything.
    pub fn speculate<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        self.speculative += 1;
        let saved_scopes = self.scopes.len();
        let result = f(self);
        self.scopes.truncate(saved_scopes);
        self.speculative -= 1;
        result
    }
}

/// The text of an identifier token without a verbatim `@`.
pub(crate) fn ident(token: &SyntaxToken) -> &str {
    token.text().trim_start_matches('@')
}

/// The token of a name: the identifier token, or the first token of an identifier node (a
/// contextual keyword used as a name).
pub(crate) fn ident_token(element: &SyntaxElement) -> Option<SyntaxToken> {
    match element {
        SyntaxElement::Token(t) => Some(t.clone()),
        SyntaxElement::Node(n) => n.first_token(),
    }
}

/// The text of a name element without a verbatim `@`.
pub(crate) fn element_text(element: &SyntaxElement) -> String {
    element
        .to_string()
        .trim()
        .trim_start_matches('@')
        .to_string()
}

/// The grammar kind name of an element.
pub(crate) fn kind_of(element: &SyntaxElement) -> &'static str {
    kind_name(element.kind())
}

pub(crate) fn node_kind(node: &SyntaxNode) -> &'static str {
    kind_name(node.kind())
}

/// The non-trivia children of a node.
pub(crate) fn children(node: &SyntaxNode) -> impl Iterator<Item = SyntaxElement> + '_ {
    node.children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
}

pub(crate) fn child_node(node: &SyntaxNode, kind: &str) -> Option<SyntaxNode> {
    node.children().find(|n| node_kind(n) == kind)
}
