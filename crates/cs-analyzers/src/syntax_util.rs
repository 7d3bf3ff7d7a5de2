//! Small syntax helpers the analyzers share: node kinds by grammar name, modifiers, function
//! bodies and whether they await, identifier tokens.

use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextRange};

pub fn kind(node: &SyntaxNode) -> &'static str {
    cs_syntax::kind_name(node.kind())
}

pub fn token_kind(token: &SyntaxToken) -> &'static str {
    cs_syntax::kind_name(token.kind())
}

/// Nodes that start a function body of their own.
pub const FUNCTION_KINDS: &[&str] = &[
    "method_declaration",
    "local_function_statement",
    "lambda_expression",
    "anonymous_method_expression",
    "constructor_declaration",
    "destructor_declaration",
    "operator_declaration",
    "conversion_operator_declaration",
    "accessor_declaration",
    "property_declaration",
    "indexer_declaration",
];

pub fn is_function(node: &SyntaxNode) -> bool {
    FUNCTION_KINDS.contains(&kind(node))
}

/// The modifier words of a declaration, lambda or local function.
pub fn modifiers(node: &SyntaxNode) -> Vec<String> {
    node.children_with_tokens()
        .filter_map(|child| match child {
            SyntaxElement::Node(n) if kind(&n) == "modifier" => Some(n.text().to_string()),
            SyntaxElement::Token(t) if token_kind(&t) == "modifier" => Some(t.text().to_string()),
            _ => None,
        })
        .map(|s| s.trim().to_string())
        .collect()
}

pub fn has_modifier(node: &SyntaxNode, word: &str) -> bool {
    modifiers(node).iter().any(|m| m == word)
}

/// The block or expression body of a function node.
pub fn body(node: &SyntaxNode) -> Option<SyntaxNode> {
    let children: Vec<SyntaxNode> = node.children().collect();
    if let Some(b) = children
        .iter()
        .find(|c| matches!(kind(c), "block" | "arrow_expression_clause"))
    {
        return Some(b.clone());
    }
    if kind(node) == "lambda_expression" {
        return children
            .last()
            .cloned()
            .filter(|c| !matches!(kind(c), "parameter_list" | "modifier" | "identifier"));
    }
    None
}

/// Whether a body awaits (`await e`, `await foreach`, `await using`) outside nested functions.
pub fn awaits(body: &SyntaxNode) -> bool {
    let mut stack = vec![body.clone()];
    while let Some(node) = stack.pop() {
        match kind(&node) {
            "await_expression" => return true,
            "foreach_statement" | "local_declaration_statement" | "using_statement"
                if node
                    .children_with_tokens()
                    .any(|c| c.as_token().is_some_and(|t| t.text() == "await")) =>
            {
                return true;
            }
            _ => {}
        }
        for child in node.children() {
            if !is_function(&child) {
                stack.push(child);
            }
        }
    }
    false
}

/// Whether a body contains `yield` outside nested functions (an iterator).
pub fn yields(body: &SyntaxNode) -> bool {
    let mut stack = vec![body.clone()];
    while let Some(node) = stack.pop() {
        if kind(&node) == "yield_statement" {
            return true;
        }
        stack.extend(node.children().filter(|c| !is_function(c)));
    }
    false
}

/// The innermost function node around `node` (itself excluded).
pub fn enclosing_function(node: &SyntaxNode) -> Option<SyntaxNode> {
    node.ancestors().skip(1).find(is_function)
}

/// The name token of a declaration: its last direct `identifier` child before the parameter
/// or type parameter list (a method's return type may be an identifier too).
pub fn name_token(node: &SyntaxNode) -> Option<SyntaxToken> {
    let mut name = None;
    for child in node.children_with_tokens() {
        match child {
            SyntaxElement::Node(n)
                if matches!(kind(&n), "parameter_list" | "type_parameter_list" | "block") =>
            {
                break;
            }
            SyntaxElement::Token(t) if token_kind(&t) == "identifier" => name = Some(t),
            _ => {}
        }
    }
    name
}

/// Identifier tokens with a name (without `@`) inside a range of the tree.
pub fn identifiers_named(root: &SyntaxNode, range: TextRange, name: &str) -> Vec<SyntaxToken> {
    root.descendants_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| {
            token_kind(t) == "identifier"
                && range.contains_range(t.text_range())
                && t.text().trim_start_matches('@') == name
        })
        .collect()
}

/// The name an invocation calls: the last identifier of its function part.
pub fn invoked_name(invocation: &SyntaxNode) -> Option<SyntaxToken> {
    match invocation.children_with_tokens().next()? {
        SyntaxElement::Token(t) if token_kind(&t) == "identifier" => Some(t),
        SyntaxElement::Node(n) => last_name(&n),
        _ => None,
    }
}

/// The identifier a name expression ends with (`a.b.C`, `C<T>`, `a?.C`).
pub fn last_name(expr: &SyntaxNode) -> Option<SyntaxToken> {
    match kind(expr) {
        "generic_name" => name_token(expr),
        "member_access_expression"
        | "qualified_name"
        | "member_binding_expression"
        | "conditional_access_expression" => match expr.children_with_tokens().last()? {
            SyntaxElement::Token(t) if token_kind(&t) == "identifier" => Some(t),
            SyntaxElement::Node(n) => last_name(&n),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a function node's parameters have the event-handler shape `(object sender, XEventArgs e)`.
pub fn is_event_handler_shape(params: &[(String, String)]) -> bool {
    params.len() == 2
        && matches!(
            params[0].0.trim_end_matches('?'),
            "object" | "Object" | "System.Object"
        )
        && params[1].0.trim_end_matches('?').ends_with("EventArgs")
}

/// The parameters of a function node as (type text, name) pairs.
pub fn parameters(node: &SyntaxNode) -> Vec<(String, String)> {
    let Some(list) = node.children().find(|c| kind(c) == "parameter_list") else {
        return Vec::new();
    };
    list.children()
        .filter(|p| kind(p) == "parameter")
        .map(|p| {
            let parts: Vec<SyntaxElement> = p
                .children_with_tokens()
                .filter(|c| match c {
                    SyntaxElement::Node(n) => !matches!(
                        kind(n),
                        "modifier" | "attribute_list" | "equals_value_clause"
                    ),
                    SyntaxElement::Token(t) => {
                        token_kind(t) == "identifier" || token_kind(t) == "predefined_type"
                    }
                })
                .collect();
            let text = |e: &SyntaxElement| match e {
                SyntaxElement::Node(n) => n.text().to_string(),
                SyntaxElement::Token(t) => t.text().to_string(),
            };
            let name = parts.last().map(text).unwrap_or_default();
            let ty = if parts.len() >= 2 {
                text(&parts[0])
            } else {
                String::new()
            };
            (ty, name)
        })
        .collect()
}
