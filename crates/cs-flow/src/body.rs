//! Member bodies: which syntax holds an executable body (methods, accessors, constructors,
//! operators, local functions, lambdas, top-level statements) and the innermost one around a
//! range.

use cs_syntax::{SyntaxNode, TextRange, TextSize, kind_name};

/// What declares a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BodyKind {
    Method,
    Constructor,
    Destructor,
    Operator,
    Conversion,
    Accessor,
    /// An expression-bodied property or indexer (`int P => 1;`).
    Property,
    LocalFunction,
    Lambda,
    AnonymousMethod,
    TopLevelStatements,
}

impl BodyKind {
    pub fn as_str(self) -> &'static str {
        match self {
            BodyKind::Method => "Method",
            BodyKind::Constructor => "Constructor",
            BodyKind::Destructor => "Destructor",
            BodyKind::Operator => "Operator",
            BodyKind::Conversion => "Conversion",
            BodyKind::Accessor => "Accessor",
            BodyKind::Property => "Property",
            BodyKind::LocalFunction => "LocalFunction",
            BodyKind::Lambda => "Lambda",
            BodyKind::AnonymousMethod => "AnonymousMethod",
            BodyKind::TopLevelStatements => "TopLevelStatements",
        }
    }

    /// Lambdas and local functions live inside another body.
    pub fn is_nested(self) -> bool {
        matches!(
            self,
            BodyKind::LocalFunction | BodyKind::Lambda | BodyKind::AnonymousMethod
        )
    }
}

/// A body found in a document.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BodyInfo {
    pub kind: BodyKind,
    /// The declaring syntax (method declaration, accessor, lambda, ...); for top-level
    /// statements the range from the first to the last global statement.
    pub declaration: TextRange,
    /// The block or expression that is the body.
    pub body: TextRange,
    /// The declared name (method, local function, accessor keyword), when there is one.
    pub name: Option<TextRange>,
}

pub(crate) fn kind(node: &SyntaxNode) -> &'static str {
    kind_name(node.kind())
}

/// The body syntax of a declaring node, if it has one.
pub(crate) fn body_of(node: &SyntaxNode) -> Option<(BodyKind, SyntaxNode)> {
    let body_kind = match kind(node) {
        "method_declaration" => BodyKind::Method,
        "constructor_declaration" => BodyKind::Constructor,
        "destructor_declaration" => BodyKind::Destructor,
        "operator_declaration" => BodyKind::Operator,
        "conversion_operator_declaration" => BodyKind::Conversion,
        "accessor_declaration" => BodyKind::Accessor,
        "property_declaration" | "indexer_declaration" => BodyKind::Property,
        "local_function_statement" => BodyKind::LocalFunction,
        "lambda_expression" => BodyKind::Lambda,
        "anonymous_method_expression" => BodyKind::AnonymousMethod,
        _ => return None,
    };
    let body = match body_kind {
        BodyKind::Lambda => node
            .children()
            .filter(|c| kind(c) != "parameter_list" && kind(c) != "modifier")
            .last()?,
        BodyKind::Property => node
            .children()
            .find(|c| kind(c) == "arrow_expression_clause")?,
        _ => node
            .children()
            .find(|c| matches!(kind(c), "block" | "arrow_expression_clause"))?,
    };
    if body_kind == BodyKind::Lambda && kind(&body) == "identifier" && node.children().count() == 1
    {
        // `x => x`: the single identifier child is the parameter, the body is the token after.
        return None;
    }
    Some((body_kind, body))
}

fn name_of(node: &SyntaxNode, body_kind: BodyKind) -> Option<TextRange> {
    match body_kind {
        BodyKind::Lambda | BodyKind::AnonymousMethod => None,
        BodyKind::Accessor => node.first_token().map(|t| {
            node.children_with_tokens()
                .find(|e| {
                    matches!(
                        kind_name(e.kind()),
                        "get" | "set" | "init" | "add" | "remove"
                    )
                })
                .map(|e| e.text_range())
                .unwrap_or(t.text_range())
        }),
        _ => node
            .children_with_tokens()
            .filter(|e| kind_name(e.kind()) == "identifier")
            .last()
            .map(|e| e.text_range()),
    }
}

/// Every body in a document, outermost first within each member.
pub fn bodies(root: &SyntaxNode) -> Vec<BodyInfo> {
    let mut out: Vec<BodyInfo> = top_level_statements(root).into_iter().collect();
    out.extend(root.descendants().filter_map(|node| info_of(&node)));
    out
}

/// The top-level statements of a file as one body (first to last global statement).
fn top_level_statements(root: &SyntaxNode) -> Option<BodyInfo> {
    let mut globals = root.children().filter(|c| kind(c) == "global_statement");
    let first = globals.next()?;
    let last = globals.last().unwrap_or_else(|| first.clone());
    let range = TextRange::new(first.text_range().start(), last.text_range().end());
    Some(BodyInfo {
        kind: BodyKind::TopLevelStatements,
        declaration: range,
        body: range,
        name: None,
    })
}

/// Every body in a document with its declaring syntax (the root for top-level statements), in
/// one walk of the tree.
pub fn bodies_with_declarations(root: &SyntaxNode) -> Vec<(BodyInfo, SyntaxNode)> {
    let mut out: Vec<(BodyInfo, SyntaxNode)> = top_level_statements(root)
        .map(|b| (b, root.clone()))
        .into_iter()
        .collect();
    out.extend(
        root.descendants()
            .filter_map(|node| info_of(&node).map(|info| (info, node))),
    );
    out
}

/// The body a declaring node has, described.
pub(crate) fn info_of(node: &SyntaxNode) -> Option<BodyInfo> {
    let (body_kind, body) = body_of(node)?;
    Some(BodyInfo {
        kind: body_kind,
        declaration: node.text_range(),
        body: body.text_range(),
        name: name_of(node, body_kind),
    })
}

/// The body whose declaring syntax starts exactly at `start`, and that syntax, found from the
/// token there (not by walking every body).
pub(crate) fn body_starting_at(
    root: &SyntaxNode,
    start: TextSize,
) -> Option<(BodyInfo, SyntaxNode)> {
    let token = root.token_at_offset(start).right_biased()?;
    token
        .parent_ancestors()
        .take_while(|n| n.text_range().start() == start)
        .filter_map(|n| info_of(&n).map(|info| (info, n)))
        .last()
}

/// The innermost body whose body syntax holds `range` (`nested` = false skips lambdas and local
/// functions, answering their enclosing member).
pub fn body_at(root: &SyntaxNode, range: TextRange, nested: bool) -> Option<BodyInfo> {
    bodies(root)
        .into_iter()
        .filter(|b| nested || !b.kind.is_nested())
        .filter(|b| {
            b.body.contains_range(range)
                || (b.declaration.contains_range(range) && !range.is_empty())
                || (range.is_empty() && b.declaration.contains_inclusive(range.start()))
        })
        .min_by_key(|b| b.declaration.len())
}

/// The body declared at a declaration range (the member whose declaration starts at `start`).
pub fn body_declared_at(root: &SyntaxNode, start: TextSize) -> Option<BodyInfo> {
    bodies(root)
        .into_iter()
        .filter(|b| b.declaration.contains(start) || b.declaration.start() == start)
        .min_by_key(|b| b.declaration.len())
}

/// The syntax node of a body (the declaring node; for top-level statements the root).
pub(crate) fn find_declaration(root: &SyntaxNode, info: &BodyInfo) -> Option<SyntaxNode> {
    if info.kind == BodyKind::TopLevelStatements {
        return Some(root.clone());
    }
    root.descendants()
        .find(|n| n.text_range() == info.declaration && body_of(n).is_some())
}
