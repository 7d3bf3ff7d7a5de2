//! Lowering: a body's syntax and its bindings (and, for operation trees, the types binding
//! recorded) to the operation tree. Statements in `stmt`, expressions in `expr`, patterns in
//! `pattern`.

mod calls;
mod expr;
mod operators;
mod pattern;
mod stmt;

use std::collections::HashMap;

use cs_bind::{BoundSymbol, DocumentBindings, ExpressionFacts, LocalId, LocalKind, RefKind};
use cs_db::Db;
use cs_hir::{MemberKind, Modifiers, Symbol};
use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange, kind_name};

use crate::body::{BodyInfo, BodyKind, body_of};
use crate::constant::Const;
use crate::operation::{Access, Operation, OperationKind};

/// Lowers one body.
pub(crate) struct Lowerer<'a> {
    pub db: &'a dyn Db,
    pub bindings: &'a DocumentBindings,
    pub facts: Option<&'a ExpressionFacts>,
    /// Locals by id (kind, name range).
    pub locals: HashMap<LocalId, (LocalKind, TextRange)>,
    /// `const` locals' values, computed on first use.
    pub local_constants: HashMap<LocalId, Option<Const>>,
    pub root: SyntaxNode,
    pub depth: u32,
    /// Member views by id, found once per body (in the type's memoised views).
    pub members: HashMap<cs_hir::MemberId, Option<&'a cs_hir::MemberView>>,
}

/// Deeper nesting is lowered as `Invalid` (nothing real nests this deep).
const MAX_DEPTH: u32 = 400;
/// The lowering's recursion grows the stack past this reserve (as cs-bind's binder does).
pub(super) const STACK_RED_ZONE: usize = 128 * 1024;
pub(super) const STACK_GROWTH: usize = 4 * 1024 * 1024;

impl<'a> Lowerer<'a> {
    pub fn new(
        db: &'a dyn Db,
        root: SyntaxNode,
        bindings: &'a DocumentBindings,
        facts: Option<&'a ExpressionFacts>,
        scope: TextRange,
    ) -> Lowerer<'a> {
        // Only the locals a body can name: those declared in its member (not every local of
        // the document, once per body).
        let locals = bindings
            .locals
            .iter()
            .filter(|l| scope.contains_range(l.name_range))
            .map(|l| (l.id, (l.kind, l.name_range)))
            .collect();
        Lowerer {
            db,
            bindings,
            facts,
            locals,
            local_constants: HashMap::new(),
            root,
            depth: 0,
            members: HashMap::new(),
        }
    }

    /// The operation tree of a body: a `Block` (expression bodies become an implicit block
    /// returning or evaluating the expression).
    pub fn lower_body(&mut self, info: &BodyInfo, declaration: &SyntaxNode) -> Operation {
        if info.kind == BodyKind::TopLevelStatements {
            let statements: Vec<Operation> = declaration
                .children()
                .filter(|c| kind(c) == "global_statement")
                .flat_map(|g| g.children().collect::<Vec<_>>())
                .map(|s| self.statement(&s))
                .collect();
            let mut block = Operation::new(OperationKind::Block, info.body)
                .implicit()
                .with_children(statements);
            block.locals = direct_locals(&block);
            return block;
        }
        let Some((_, body)) = body_of(declaration) else {
            return Operation::new(OperationKind::Invalid, info.body);
        };
        self.body_block(&body, returns_value(declaration, info.kind))
    }

    /// A block body, or an expression body as an implicit block around a `Return` (or an
    /// `ExpressionStatement` when nothing is returned).
    pub fn body_block(&mut self, body: &SyntaxNode, returns: bool) -> Operation {
        if kind(body) == "block" {
            return self.statement(body);
        }
        let expression = if kind(body) == "arrow_expression_clause" {
            body.children_with_tokens()
                .filter(|e| !cs_syntax::is_trivia(e.kind()))
                .find(is_expression)
        } else {
            Some(SyntaxElement::Node(body.clone()))
        };
        let Some(expression) = expression else {
            return Operation::new(OperationKind::Block, body.text_range()).implicit();
        };
        let value = self.expr(&expression);
        let range = expression.text_range();
        let statement = if returns {
            Operation::new(OperationKind::Return, range)
                .implicit()
                .with_children(vec![value])
        } else {
            Operation::new(OperationKind::ExpressionStatement, range)
                .implicit()
                .with_children(vec![value])
        };
        Operation::new(OperationKind::Block, body.text_range())
            .implicit()
            .with_children(vec![statement])
    }

    /// The references binding recorded at a token's range (declarations excepted).
    pub fn references(&self, range: TextRange) -> impl Iterator<Item = &'a cs_bind::Reference> {
        let refs = &self.bindings.references;
        let start = refs.partition_point(|r| r.range.start() < range.start());
        refs[start..]
            .iter()
            .take_while(move |r| r.range.start() == range.start())
            .filter(move |r| r.range == range && r.kind != RefKind::Declaration)
    }

    /// The declaration reference at a token (a declared local's own name).
    pub fn declared(&self, range: TextRange) -> Option<BoundSymbol> {
        let refs = &self.bindings.references;
        let start = refs.partition_point(|r| r.range.start() < range.start());
        refs[start..]
            .iter()
            .take_while(|r| r.range.start() == range.start())
            .find(|r| r.kind == RefKind::Declaration)
            .map(|r| r.symbol.clone())
            .or_else(|| {
                let id = LocalId {
                    document: self.bindings.locals.first()?.id.document,
                    offset: u32::from(range.start()),
                };
                self.locals
                    .contains_key(&id)
                    .then_some(BoundSymbol::Local(id))
            })
    }

    /// A reference operation for a name token bound by binding, with the implicit `this` of an
    /// instance member named by a simple name when `implicit_this`.
    pub fn name_reference(&mut self, token: &SyntaxToken, implicit_this: bool) -> Operation {
        let range = token.text_range();
        let found: Vec<&cs_bind::Reference> = self.references(range).collect();
        let chosen = found
            .iter()
            .find(|r| !matches!(r.kind, RefKind::TypeUse | RefKind::ObjectCreation))
            .or(found.first());
        let Some(reference) = chosen else {
            return Operation::new(OperationKind::Invalid, range);
        };
        let access = access_of(reference.kind);
        match &reference.symbol {
            BoundSymbol::Local(id) => {
                let local_kind = self.locals.get(id).map(|l| l.0);
                let mut op = if local_kind == Some(LocalKind::LocalFunction) {
                    Operation::new(OperationKind::MethodReference, range)
                } else {
                    let mut op = Operation::new(OperationKind::LocalReference, range);
                    op.access = Some(access);
                    if local_kind == Some(LocalKind::Constant) {
                        op.constant = self.local_constant(*id).map(|c| c.display());
                    }
                    op
                };
                op.symbol = Some(reference.symbol.clone());
                op
            }
            BoundSymbol::Parameter { .. } => {
                let mut op = Operation::new(OperationKind::ParameterReference, range);
                op.access = Some(access);
                op.symbol = Some(reference.symbol.clone());
                op
            }
            BoundSymbol::Symbol(Symbol::Member(id)) => {
                let db = self.db;
                let view = *self
                    .members
                    .entry(*id)
                    .or_insert_with(|| member_view(db, *id));
                let member_kind = view.as_ref().map(|v| v.decl.kind);
                let is_static = view.as_ref().is_none_or(|v| {
                    v.decl.modifiers.contains(Modifiers::STATIC)
                        || matches!(v.decl.kind, MemberKind::Constant | MemberKind::EnumMember)
                });
                let op_kind = match member_kind {
                    Some(MemberKind::Field | MemberKind::Constant | MemberKind::EnumMember) => {
                        OperationKind::FieldReference
                    }
                    Some(MemberKind::Property | MemberKind::Indexer) => {
                        OperationKind::PropertyReference
                    }
                    Some(MemberKind::Event) => OperationKind::EventReference,
                    _ => OperationKind::MethodReference,
                };
                let mut op = Operation::new(op_kind, range);
                op.symbol = Some(reference.symbol.clone());
                if matches!(
                    member_kind,
                    Some(MemberKind::Constant | MemberKind::EnumMember)
                ) {
                    op.constant = view
                        .as_ref()
                        .and_then(|v| v.decl.value.as_deref())
                        .and_then(Const::parse_literal)
                        .map(|c| c.display());
                }
                if implicit_this && !is_static {
                    op.children
                        .push(Operation::new(OperationKind::InstanceReference, range).implicit());
                }
                op
            }
            _ => Operation::new(OperationKind::Invalid, range),
        }
    }

    /// The value of a `const` local (its initializer folded), once.
    fn local_constant(&mut self, id: LocalId) -> Option<Const> {
        if let Some(known) = self.local_constants.get(&id) {
            return known.clone();
        }
        self.local_constants.insert(id, None);
        let name_range = self.locals.get(&id)?.1;
        let declarator = self
            .root
            .covering_element(name_range)
            .ancestors()
            .find(|n| kind(n) == "variable_declarator")?;
        let value = declarator
            .children_with_tokens()
            .filter(|e| !cs_syntax::is_trivia(e.kind()))
            .skip_while(|e| kind_name(e.kind()) != "=")
            .nth(1)?;
        let op = self.expr(&value);
        let constant = op.constant.as_deref().and_then(Const::parse_display);
        self.local_constants.insert(id, constant.clone());
        constant
    }

    /// Adds the recorded type (and implicit conversion) of an expression.
    pub fn typed(&self, mut op: Operation) -> Operation {
        let Some(facts) = self.facts else {
            return op;
        };
        let range = op.range;
        if op.ty.is_none()
            && let Some(ty) = facts.type_of(range)
        {
            op.ty = Some(cs_bind::display::ty_text(self.db, ty));
        }
        if op.constant.is_none()
            && let Some(value) = facts.constant_of(range)
            && matches!(
                op.kind,
                OperationKind::Literal
                    | OperationKind::FieldReference
                    | OperationKind::Binary
                    | OperationKind::Unary
            )
        {
            op.constant = Some(value.to_string());
        }
        if let Some(target) = facts.conversion_of(range)
            && op.kind != OperationKind::Conversion
        {
            let mut conversion = Operation::new(OperationKind::Conversion, range)
                .implicit()
                .with_detail("Implicit");
            conversion.ty = Some(cs_bind::display::ty_text(self.db, target));
            // A constant converted to another built-in value type stays constant; boxing does not.
            conversion.constant = op
                .constant
                .clone()
                .filter(|_| !matches!(conversion.ty.as_deref(), Some("object" | "dynamic") | None));
            conversion.children.push(op);
            return conversion;
        }
        op
    }
}

/// A member's view, borrowed from its type's memoised views (no clone).
pub(crate) fn member_view(db: &dyn Db, id: cs_hir::MemberId) -> Option<&cs_hir::MemberView> {
    cs_hir::type_member_views(db, id.ty)
        .iter()
        .find(|m| m.id == id)
}

/// How a reference's kind reads or writes its variable (an `out`/`ref` argument is refined
/// by the argument's modifier).
fn access_of(kind: RefKind) -> Access {
    match kind {
        RefKind::Write => Access::Write,
        RefKind::ReadWrite | RefKind::Reference => Access::ReadWrite,
        _ => Access::Read,
    }
}

/// Does the member or function return a value (`return e` rather than an expression statement
/// for an expression body)?
fn returns_value(declaration: &SyntaxNode, body_kind: BodyKind) -> bool {
    match body_kind {
        BodyKind::Constructor | BodyKind::Destructor => false,
        BodyKind::Accessor => declaration
            .children_with_tokens()
            .any(|e| kind_name(e.kind()) == "get"),
        BodyKind::Property | BodyKind::Operator | BodyKind::Conversion => true,
        BodyKind::Lambda | BodyKind::AnonymousMethod => true,
        _ => !declaration
            .children_with_tokens()
            .any(|e| kind_name(e.kind()) == "predefined_type" && e.to_string().trim() == "void"),
    }
}

/// The locals the statements of a block declare directly (not in nested blocks).
pub(crate) fn direct_locals(block: &Operation) -> Vec<BoundSymbol> {
    let mut out = Vec::new();
    for statement in &block.children {
        collect_declared(statement, &mut out, true);
    }
    out
}

/// Declared locals of an operation, not descending into nested statements' own scopes.
fn collect_declared(op: &Operation, out: &mut Vec<BoundSymbol>, top: bool) {
    let _ = top;
    match op.kind {
        OperationKind::VariableDeclarator | OperationKind::DeclarationPattern
            if op.symbol.is_some() =>
        {
            out.extend(op.symbol.clone());
        }
        OperationKind::VariableDeclarator => out.extend(op.locals.iter().cloned()),
        OperationKind::LocalReference if op.access == Some(Access::Out) && op.is_implicit => {
            out.extend(op.symbol.clone());
        }
        OperationKind::LocalFunction => {
            out.extend(op.symbol.clone());
            return;
        }
        OperationKind::Block
        | OperationKind::Loop
        | OperationKind::Using
        | OperationKind::Try
        | OperationKind::Switch
        | OperationKind::AnonymousFunction
        | OperationKind::Lock
        | OperationKind::SwitchExpression => {
            return;
        }
        // A statement embedded in an `if` has its own scope; the condition's pattern and
        // `out` variables belong to the enclosing block.
        OperationKind::Conditional if top => {
            if let Some(condition) = op.children.first() {
                collect_declared(condition, out, false);
            }
            return;
        }
        _ => {}
    }
    for child in &op.children {
        collect_declared(child, out, false);
    }
}

pub(crate) fn kind(node: &SyntaxNode) -> &'static str {
    kind_name(node.kind())
}

pub(crate) fn element_kind(e: &SyntaxElement) -> &'static str {
    kind_name(e.kind())
}

/// The non-trivia children of a node.
pub(crate) fn parts(node: &SyntaxNode) -> Vec<SyntaxElement> {
    node.children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect()
}

pub(crate) fn is_expression(e: &SyntaxElement) -> bool {
    let k = element_kind(e);
    k.ends_with("_expression")
        || k.ends_with("_literal")
        || matches!(
            k,
            "identifier" | "generic_name" | "this" | "base" | "predefined_type" | "qualified_name"
        )
}

pub(crate) fn is_statement_kind(k: &str) -> bool {
    k.ends_with("_statement") || k == "block"
}

pub(crate) fn name_token(e: &SyntaxElement) -> Option<SyntaxToken> {
    match e {
        SyntaxElement::Token(t) => Some(t.clone()),
        SyntaxElement::Node(n) => match kind(n) {
            "generic_name" => n
                .children_with_tokens()
                .find(|c| kind_name(c.kind()) == "identifier")
                .and_then(|c| match c {
                    SyntaxElement::Token(t) => Some(t),
                    SyntaxElement::Node(n) => n.first_token(),
                }),
            _ => n.first_token(),
        },
    }
}

/// The last identifier token of a name (`A.B.C` → `C`, `List<int>` → `List`).
pub(crate) fn last_name(e: &SyntaxElement) -> Option<SyntaxToken> {
    match e {
        SyntaxElement::Token(t) => (kind_name(t.kind()) == "identifier").then(|| t.clone()),
        SyntaxElement::Node(n) => match kind(n) {
            "generic_name" => name_token(e),
            "identifier" => n.first_token(),
            _ => n
                .children_with_tokens()
                .filter(|c| !cs_syntax::is_trivia(c.kind()))
                .filter(|c| !matches!(kind_name(c.kind()), "type_argument_list" | "." | "::"))
                .last()
                .and_then(|c| last_name(&c)),
        },
    }
}
