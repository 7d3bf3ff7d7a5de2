//! Syntax errors from the shapes tree-sitter leaves in the tree (`ERROR` nodes and `MISSING`
//! tokens), named with the C# compiler's IDs and messages where the shape is recognisable.

use rowan::{NodeOrToken, SyntaxKind, TextRange, TextSize, WalkEvent};

use crate::green::MissingSite;
use crate::kinds::{ERROR, KINDS, SKIPPED, is_named, is_trivia, kind_name};
use crate::parse::{SyntaxElement, SyntaxError, SyntaxNode, SyntaxToken};

/// All syntax errors of a tree, sorted by position: one per outermost `ERROR` node, one per
/// missing token, and misplaced using directives. `too_deep` are the ranges of the `ERROR`
/// nodes that hold flattened, too deeply nested code.
pub(crate) fn collect(
    root: &SyntaxNode,
    missing: &[MissingSite],
    too_deep: &[TextRange],
) -> Vec<SyntaxError> {
    let mut errors: Vec<SyntaxError> = missing.iter().map(|m| missing_error(root, m)).collect();
    let mut walk = root.preorder();
    while let Some(event) = walk.next() {
        let WalkEvent::Enter(node) = event else {
            continue;
        };
        if node.kind() == ERROR {
            errors.push(if too_deep.contains(&node.text_range()) {
                let message = "An expression is too long or complex to compile";
                error("CS8078", message, node.text_range())
            } else {
                error_node_error(&node)
            });
            // Errors nested in an error are consequences of the outer one.
            walk.skip_subtree();
        } else if holds_usings(&node) {
            misplaced_usings(&node, &mut errors);
        }
    }
    sort(&mut errors);
    errors
}

/// Sorts errors by position (then ID) and drops duplicates.
pub(crate) fn sort(errors: &mut Vec<SyntaxError>) {
    errors.sort_by(|a, b| {
        (a.range.start(), a.range.end(), &a.id).cmp(&(b.range.start(), b.range.end(), &b.id))
    });
    errors.dedup();
}

fn error(id: &str, message: impl Into<String>, range: TextRange) -> SyntaxError {
    SyntaxError {
        id: id.to_owned(),
        message: message.into(),
        range,
    }
}

/// Where the compiler reports a token missing after `offset` (the end of the token before it,
/// or a place after it on the same line): at the end of the previous token when that token
/// ends its line, else on the token that stands where the missing one should be (or at the
/// end of the text). Roslyn's `GetDiagnosticSpanForMissingToken` does the same.
fn missing_token_range(root: &SyntaxNode, offset: TextSize) -> TextRange {
    let previous_end = root
        .token_at_offset(offset)
        .left_biased()
        .and_then(|t| {
            if t.text_range().end() <= offset && !is_trivia(t.kind()) && !t.text().is_empty() {
                Some(t)
            } else {
                previous_significant_token(&t)
            }
        })
        .map_or(TextSize::from(0), |t| t.text_range().end());
    let next = token_from(root, offset);
    let gap_end = next
        .as_ref()
        .map_or(root.text_range().end(), |t| t.text_range().start());
    let gap = root
        .text()
        .slice(TextRange::new(previous_end.min(gap_end), gap_end));
    let breaks_line = gap.find_char('\n').is_some()
        || gap.find_char('\r').is_some()
        || gap.find_char('\u{2028}').is_some()
        || gap.find_char('\u{2029}').is_some()
        || gap.find_char('\u{85}').is_some();
    match next {
        _ if breaks_line => TextRange::empty(previous_end),
        Some(next) => next.text_range(),
        None => TextRange::empty(root.text_range().end()),
    }
}

fn previous_significant_token(token: &SyntaxToken) -> Option<SyntaxToken> {
    let mut token = token.prev_token()?;
    while is_trivia(token.kind()) || token.text().is_empty() {
        token = token.prev_token()?;
    }
    Some(token)
}

fn root_of(node: &SyntaxNode) -> SyntaxNode {
    node.ancestors().last().unwrap_or_else(|| node.clone())
}

fn missing_error(root: &SyntaxNode, site: &MissingSite) -> SyntaxError {
    let range = missing_token_range(root, site.missing.offset);
    let k = &*KINDS;
    match site.missing.kind {
        kind if kind == k.semicolon => error("CS1002", "; expected", range),
        kind if kind == k.r_brace => error("CS1513", "} expected", range),
        kind if kind == k.r_paren => error("CS1026", ") expected", range),
        // tree-sitter fills a missing operand with an identifier; the compiler complains about
        // the token that stands where the operand should be.
        kind if kind == k.identifier && is_operand_context(site.parent) => {
            match token_from(root, site.missing.offset) {
                Some(next) => invalid_expression_term(&next),
                None => error("CS1733", "Expected expression", range),
            }
        }
        kind if kind == k.identifier => error("CS1001", "Identifier expected", range),
        kind => expected(kind_name(kind), range),
    }
}

fn expected(what: &str, range: TextRange) -> SyntaxError {
    error("CS1003", format!("Syntax error, '{what}' expected"), range)
}

/// Classifies one `ERROR` node by where it is and what it holds.
fn error_node_error(node: &SyntaxNode) -> SyntaxError {
    let k = &*KINDS;
    let parts = significant_children(node);
    let end = TextRange::empty(significant_range(node).end());
    let Some(first) = first_significant_token(node) else {
        return error("CSW0001", "Syntax error: unexpected end of text", end);
    };
    let next = last_significant_token(node).and_then(|t| next_significant_token(&t));
    let parent = node.parent();
    let parent_kind = parent.as_ref().map(|p| p.kind());
    let container = parent
        .as_ref()
        .and_then(SyntaxNode::parent)
        .map(|p| p.kind());
    let at_top_level = match parent_kind {
        None => true,
        Some(kind) if kind == k.compilation_unit => true,
        Some(kind) => kind == k.declaration_list && container == Some(k.namespace_declaration),
    };

    // An opening brace or parenthesis that the error never closes: what is missing is the
    // closing one, at the end of what was parsed.
    let root = root_of(node);
    let missing_after = |offset| missing_token_range(&root, offset);
    let count = |kind| parts.iter().filter(|p| p.kind() == kind).count();
    if count(k.l_brace) > count(k.r_brace) {
        return error("CS1513", "} expected", missing_after(end.start()));
    }
    if count(k.l_paren) > count(k.r_paren) {
        let at =
            crate::unclosed_condition::missing_paren_before_body(&parts).unwrap_or(end.start());
        return error("CS1026", ") expected", missing_after(at));
    }

    // A closing brace with no opening one, outside any type: the file should have ended.
    if at_top_level && let Some(stray) = unmatched_closing(&parts) {
        let range = stray.text_range();
        return error(
            "CS1022",
            "Type or namespace definition, or end-of-file expected",
            range,
        );
    }

    // `class {`: the declaration has no name.
    if let Some(keyword) = nameless_declaration(&parts, next.as_ref()) {
        return error(
            "CS1001",
            "Identifier expected",
            missing_after(keyword.end()),
        );
    }

    // `a.;`: a member access with no member name.
    if let Some(NodeOrToken::Token(last)) = parts.last()
        && matches!(last.text(), "." | "?." | "->" | "::")
    {
        return error(
            "CS1001",
            "Identifier expected",
            missing_after(last.text_range().end()),
        );
    }

    // An operator with nothing after it: the next token is not an expression.
    if let Some(NodeOrToken::Token(last)) = parts.last()
        && expects_operand(last.kind())
        && let Some(next) = &next
        && ends_expression(next.kind())
    {
        return invalid_expression_term(next);
    }

    // A complete expression or declaration followed by something that cannot continue it (the
    // next token, or stray closing brackets the error swallowed): the statement lacked its
    // semicolon. In a type body, only a field declaration can end that way.
    let in_statement_list = parent_kind.is_none_or(|p| p == k.block || p == k.compilation_unit);
    let closers = parts
        .iter()
        .rev()
        .take_while(|p| is_closing(p.kind()))
        .count();
    let statement = &parts[..parts.len() - closers];
    if let Some(last) = statement.last()
        && is_named(last.kind())
        && (in_statement_list || last.kind() == k.variable_declaration)
        && (closers > 0 || next.as_ref().is_none_or(|n| n.kind() != k.semicolon))
    {
        return error(
            "CS1002",
            "; expected",
            missing_after(last.text_range().end()),
        );
    }

    if parent_kind == Some(k.declaration_list) && container.is_some_and(is_type_declaration) {
        let message = format!(
            "Invalid token '{}' in class, record, struct, or interface member declaration",
            shown(&first)
        );
        return error("CS1519", message, first.text_range());
    }

    // Two list items side by side.
    if parent_kind.is_some_and(is_comma_list)
        && (parts.first().is_some_and(|p| is_named(p.kind()))
            || (first.kind() == SKIPPED && is_word(first.text())))
    {
        return expected(",", first.text_range());
    }

    // A token that cannot start an expression where an expression belongs.
    if parent_kind.is_some_and(is_operand_context) && !is_word(first.text()) {
        return invalid_expression_term(&first);
    }

    let message = format!("Syntax error: unexpected '{}'", shown(&first));
    error("CSW0001", message, significant_range(node))
}

/// The first closing brace among an error's children that no opening brace before it matches.
fn unmatched_closing(parts: &[SyntaxElement]) -> Option<&SyntaxElement> {
    let k = &*KINDS;
    let mut depth = 0usize;
    for part in parts {
        if part.kind() == k.l_brace {
            depth += 1;
        } else if part.kind() == k.r_brace {
            if depth == 0 {
                return Some(part);
            }
            depth -= 1;
        }
    }
    None
}

/// The range of a type or namespace keyword directly followed by `{`, `:` or `<`, among an
/// error's children and the token after the error.
fn nameless_declaration(parts: &[SyntaxElement], next: Option<&SyntaxToken>) -> Option<TextRange> {
    const KEYWORDS: &[&str] = &[
        "class",
        "struct",
        "interface",
        "enum",
        "record",
        "namespace",
    ];
    let is_keyword =
        |e: &SyntaxElement| KEYWORDS.contains(&kind_name(e.kind())) && !is_named(e.kind());
    let opens_body = |kind| kind == KINDS.l_brace || matches!(kind_name(kind), ":" | "<");
    let next = next.map(|t| NodeOrToken::Token(t.clone()));
    let mut elements = parts.iter().chain(next.as_ref()).peekable();
    while let Some(element) = elements.next() {
        if is_keyword(element) && elements.peek().is_some_and(|e| opens_body(e.kind())) {
            return Some(element.text_range());
        }
    }
    None
}

fn invalid_expression_term(token: &SyntaxToken) -> SyntaxError {
    error(
        "CS1525",
        format!("Invalid expression term '{}'", shown(token)),
        token.text_range(),
    )
}

/// Using directives must come before every other member of a compilation unit or namespace.
fn holds_usings(node: &SyntaxNode) -> bool {
    let k = &*KINDS;
    node.kind() == k.compilation_unit
        || (node.kind() == k.declaration_list
            && node
                .parent()
                .is_some_and(|p| p.kind() == k.namespace_declaration))
}

fn misplaced_usings(node: &SyntaxNode, errors: &mut Vec<SyntaxError>) {
    let k = &*KINDS;
    let mut after_member = false;
    for child in node.children() {
        let kind = child.kind();
        if kind == k.using_directive {
            if after_member {
                errors.push(error(
                    "CS1529",
                    "A using clause must precede all other elements defined in the namespace \
                     except extern alias declarations",
                    child.text_range(),
                ));
            }
        } else if kind == k.file_scoped_namespace_declaration {
            // What follows `namespace N;` is inside the namespace: usings may start again.
            after_member = false;
        } else if kind != k.extern_alias_directive
            && kind != ERROR
            && !kind_name(kind).starts_with("preproc_")
        {
            after_member = true;
        }
    }
}

/// Direct children of a node that are not trivia.
fn significant_children(node: &SyntaxNode) -> Vec<SyntaxElement> {
    node.children_with_tokens()
        .filter(|c| !is_trivia(c.kind()))
        .collect()
}

/// The node's range without leading and trailing trivia.
fn significant_range(node: &SyntaxNode) -> TextRange {
    let range = node.text_range();
    let start = first_significant_token(node).map_or(range.start(), |t| t.text_range().start());
    let end = last_significant_token(node).map_or(range.end(), |t| t.text_range().end());
    TextRange::new(start, end.max(start))
}

fn first_significant_token(node: &SyntaxNode) -> Option<SyntaxToken> {
    let end = node.text_range().end();
    let mut token = node.first_token()?;
    while is_trivia(token.kind()) || token.text().is_empty() {
        token = token
            .next_token()
            .filter(|t| t.text_range().start() < end)?;
    }
    Some(token)
}

fn last_significant_token(node: &SyntaxNode) -> Option<SyntaxToken> {
    let start = node.text_range().start();
    let mut token = node.last_token()?;
    while is_trivia(token.kind()) || token.text().is_empty() {
        token = token
            .prev_token()
            .filter(|t| t.text_range().end() > start)?;
    }
    Some(token)
}

fn next_significant_token(token: &SyntaxToken) -> Option<SyntaxToken> {
    let mut token = token.next_token()?;
    while is_trivia(token.kind()) || token.text().is_empty() {
        token = token.next_token()?;
    }
    Some(token)
}

/// The first significant token that starts at or after `offset`.
fn token_from(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    let token = root.token_at_offset(offset).right_biased()?;
    if token.text_range().start() >= offset && !is_trivia(token.kind()) && !token.text().is_empty()
    {
        return Some(token);
    }
    next_significant_token(&token)
}

fn is_type_declaration(kind: SyntaxKind) -> bool {
    let k = &*KINDS;
    [
        k.class_declaration,
        k.struct_declaration,
        k.record_declaration,
        k.interface_declaration,
    ]
    .contains(&kind)
}

fn is_closing(kind: SyntaxKind) -> bool {
    let k = &*KINDS;
    kind == k.r_brace || kind == k.r_paren || kind == k.r_bracket
}

/// Tokens after which an expression must follow.
fn expects_operand(kind: SyntaxKind) -> bool {
    const OPERATORS: &[&str] = &[
        "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ">>>=", "??=", "+", "-",
        "*", "/", "%", "&", "|", "^", "&&", "||", "??", "==", "!=", "<", ">", "<=", ">=", "<<",
        ">>", ">>>", "!", "~", "?", ":", "=>", "(", "[", ",", "return", "throw", "await",
    ];
    kind != SKIPPED && OPERATORS.contains(&kind_name(kind))
}

/// Tokens that end an expression, so that an expression cannot start with them.
fn ends_expression(kind: SyntaxKind) -> bool {
    let k = &*KINDS;
    is_closing(kind) || kind == k.semicolon || kind == k.comma
}

/// Parents whose missing or broken child is an operand: an expression was expected there.
/// (Member access and qualified names are not: there an identifier is expected.)
fn is_operand_context(kind: SyntaxKind) -> bool {
    let name = kind_name(kind);
    (name.ends_with("_expression") && name != "member_access_expression")
        || matches!(
            name,
            "argument" | "equals_value_clause" | "arrow_expression_clause"
        )
}

/// Parents whose children are separated by commas.
fn is_comma_list(kind: SyntaxKind) -> bool {
    matches!(
        kind_name(kind),
        "argument_list"
            | "bracketed_argument_list"
            | "parameter_list"
            | "bracketed_parameter_list"
            | "type_argument_list"
            | "type_parameter_list"
            | "attribute_argument_list"
            | "tuple_expression"
            | "initializer_expression"
    )
}

fn is_word(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '@')
}

/// A token's text for a message: long skipped text is cut, to keep messages short.
fn shown(token: &SyntaxToken) -> String {
    const MAX: usize = 40;
    let text = token.text();
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests;
