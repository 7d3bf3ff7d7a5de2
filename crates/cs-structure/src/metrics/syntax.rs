//! What the code metrics count in one declaration's syntax, following the operation-based
//! definitions of `Microsoft.CodeAnalysis.Metrics` read on syntax: the decision points of
//! cyclomatic complexity, the executable lines (statements directly in a block), and the
//! operators and operands of the Halstead volume behind the maintainability index.

use std::collections::BTreeSet;

use cs_syntax::{SyntaxElement, SyntaxNode, kind_name};

/// Halstead counts: distinct operator kinds (with the distinct binary, unary and case kinds
/// each set adds beyond its first), distinct operands, and their totals. Sets hold hashes
/// of the kind or operand text so that unions stay cheap.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Halstead {
    pub operator_kinds: BTreeSet<&'static str>,
    pub binary_kinds: BTreeSet<String>,
    pub unary_kinds: BTreeSet<String>,
    pub case_kinds: BTreeSet<&'static str>,
    pub operands: BTreeSet<String>,
    pub constants: BTreeSet<String>,
    pub total_operators: u64,
    pub total_operands: u64,
}

impl Halstead {
    pub fn union(&mut self, other: &Halstead) {
        self.operator_kinds
            .extend(other.operator_kinds.iter().copied());
        self.binary_kinds.extend(other.binary_kinds.iter().cloned());
        self.unary_kinds.extend(other.unary_kinds.iter().cloned());
        self.case_kinds.extend(other.case_kinds.iter().copied());
        self.operands.extend(other.operands.iter().cloned());
        self.constants.extend(other.constants.iter().cloned());
        self.total_operators += other.total_operators;
        self.total_operands += other.total_operands;
    }

    fn extra(set_len: usize) -> usize {
        set_len.saturating_sub(1)
    }

    /// V = N · log2(n): N all operator and operand uses, n the distinct ones.
    pub fn volume(&self) -> f64 {
        let distinct_operators = self.operator_kinds.len()
            + Self::extra(self.binary_kinds.len())
            + Self::extra(self.unary_kinds.len())
            + Self::extra(self.case_kinds.len());
        let vocabulary = (distinct_operators + self.operands.len() + self.constants.len()) as f64;
        let length = (self.total_operators + self.total_operands) as f64;
        length * vocabulary.log2().max(0.0)
    }

    fn operator(&mut self, kind: &'static str) {
        self.operator_kinds.insert(kind);
        self.total_operators += 1;
    }

    fn operand(&mut self, name: &str) {
        self.operands.insert(name.to_string());
        self.total_operands += 1;
    }

    fn constant(&mut self, text: &str) {
        self.constants.insert(text.to_string());
        self.total_operands += 1;
    }
}

/// The counts of one body (a method, an accessor, a field's initializer).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BodyCounts {
    /// 1 for a block or `=>` body, plus one per decision point.
    pub complexity: u32,
    pub executable_lines: u32,
    /// A field or property initializer (counts one more effective line, as in the metrics).
    pub has_initializer: bool,
    pub halstead: Halstead,
}

pub(crate) fn kind(element: &SyntaxElement) -> &'static str {
    kind_name(element.kind())
}

fn node_kind(node: &SyntaxNode) -> &'static str {
    kind_name(node.kind())
}

fn tokens_of(node: &SyntaxNode) -> impl Iterator<Item = &'static str> + '_ {
    node.children_with_tokens()
        .filter(|c| c.as_token().is_some())
        .map(|c| kind(&c))
}

fn has_token(node: &SyntaxNode, token: &str) -> bool {
    tokens_of(node).any(|t| t == token)
}

/// Whether a `return` carries a value (a name is a token, a larger expression a node).
fn has_expression(node: &SyntaxNode) -> bool {
    node.children_with_tokens()
        .any(|c| !cs_syntax::is_trivia(c.kind()) && !matches!(kind(&c), "return" | ";"))
}

fn named_children(node: &SyntaxNode) -> impl Iterator<Item = SyntaxNode> + '_ {
    node.children().filter(|c| !cs_syntax::is_trivia(c.kind()))
}

/// Nodes that are members in their own right (measured separately).
const MEMBER_KINDS: [&str; 9] = [
    "method_declaration",
    "constructor_declaration",
    "destructor_declaration",
    "operator_declaration",
    "conversion_operator_declaration",
    "property_declaration",
    "indexer_declaration",
    "event_declaration",
    "accessor_declaration",
];

/// The counts of a body: `root` is the declaration (its nested accessors are left out: they
/// are counted as the accessors' own bodies).
pub fn count_body(root: &SyntaxNode) -> BodyCounts {
    let mut counts = BodyCounts::default();
    let has_body =
        named_children(root).any(|c| matches!(node_kind(&c), "block" | "arrow_expression_clause"));
    if has_body {
        counts.complexity = 1;
    }
    visit(root, root, &mut counts);
    // A field's range is its declarator; a property's initializer follows its accessors.
    if matches!(
        node_kind(root),
        "property_declaration" | "variable_declarator"
    ) && has_token(root, "=")
    {
        counts.has_initializer = true;
        counts.executable_lines += 1;
    }
    counts
}

fn visit(root: &SyntaxNode, node: &SyntaxNode, counts: &mut BodyCounts) {
    for child in node.children_with_tokens() {
        match child {
            SyntaxElement::Node(n) => {
                let k = node_kind(&n);
                if n != *root && (MEMBER_KINDS.contains(&k) || k == "accessor_list") {
                    continue;
                }
                count_node(&n, k, counts);
                visit(root, &n, counts);
            }
            SyntaxElement::Token(t) => {
                let k = kind_name(t.kind());
                if is_literal(k) {
                    counts.halstead.constant(t.text());
                }
            }
        }
    }
}

fn is_literal(kind: &str) -> bool {
    matches!(
        kind,
        "integer_literal"
            | "real_literal"
            | "boolean_literal"
            | "null_literal"
            | "character_literal"
            | "string_literal"
            | "verbatim_string_literal"
            | "raw_string_literal"
    )
}

fn count_node(node: &SyntaxNode, kind: &'static str, counts: &mut BodyCounts) {
    executable(node, kind, counts);
    // Literals are nodes in the grammar (strings have content children): count once.
    if is_literal(kind) {
        counts.halstead.constant(&node.text().to_string());
        return;
    }
    if node.ancestors().skip(1).any(|a| is_literal(node_kind(&a))) {
        return;
    }
    complexity(node, kind, counts);
    halstead(node, kind, &mut counts.halstead);
}

fn complexity(node: &SyntaxNode, kind: &str, counts: &mut BodyCounts) {
    counts.complexity += match kind {
        "if_statement"
        | "conditional_expression"
        | "while_statement"
        | "do_statement"
        | "for_statement"
        | "foreach_statement"
        | "conditional_access_expression" => 1,
        "switch_section" => tokens_of(node)
            .filter(|t| matches!(*t, "case" | "default"))
            .count() as u32,
        "binary_expression" => u32::from(tokens_of(node).any(|t| matches!(t, "&&" | "||" | "??"))),
        _ => 0,
    };
}

/// Whether a statement directly in a block runs code: not `;`, not `return;`, not a
/// declaration without initializer, not an empty block.
fn is_executable_statement(node: &SyntaxNode, kind: &str) -> bool {
    match kind {
        "empty_statement" => false,
        "return_statement" => has_expression(node),
        "yield_statement" => has_token(node, "return"),
        "local_declaration_statement" => node
            .descendants()
            .filter(|d| node_kind(d) == "variable_declarator")
            .any(|d| has_token(&d, "=")),
        "block" => named_children(node).next().is_some(),
        _ => kind.ends_with("_statement"),
    }
}

fn executable(node: &SyntaxNode, kind: &str, counts: &mut BodyCounts) {
    let parent = node.parent().map(|p| node_kind(&p));
    let counted = match parent {
        Some("block") => is_executable_statement(node, kind),
        // `else if`: a nested conditional.
        Some("if_statement") => kind == "if_statement",
        _ => false,
    };
    // An expression body is an implicit block holding one statement.
    let expression_body = kind == "arrow_expression_clause"
        || (kind != "block"
            && parent == Some("lambda_expression")
            && node.next_sibling().is_none()
            && node.prev_sibling_or_token().is_some());
    // A field's or property's `= value` (the value may be a single literal token).
    let initializer = match kind {
        "variable_declarator" => {
            has_token(node, "=")
                && node.ancestors().any(|a| {
                    matches!(
                        node_kind(&a),
                        "field_declaration" | "event_field_declaration"
                    )
                })
        }
        _ => false,
    };
    if initializer {
        counts.has_initializer = true;
    }
    if counted || expression_body || initializer {
        counts.executable_lines += 1;
    }
}

fn previous_significant_is(element: &SyntaxElement, text: &str) -> bool {
    let mut current = Some(element.clone());
    while let Some(e) = current {
        if !cs_syntax::is_trivia(e.kind()) {
            return kind(&e) == text;
        }
        current = e.prev_sibling_or_token();
    }
    false
}

fn last_identifier(node: &SyntaxNode) -> Option<String> {
    node.descendants_with_tokens()
        .filter(|d| kind(d) == "identifier")
        .last()
        .map(|d| match d {
            SyntaxElement::Node(n) => n.text().to_string(),
            SyntaxElement::Token(t) => t.text().to_string(),
        })
}

fn element_text(element: &SyntaxElement) -> String {
    match element {
        SyntaxElement::Node(n) => n.text().to_string(),
        SyntaxElement::Token(t) => t.text().to_string(),
    }
}

fn operator_token(node: &SyntaxNode) -> Option<String> {
    node.children_with_tokens()
        .filter(|c| c.as_token().is_some() && !cs_syntax::is_trivia(c.kind()))
        .map(|c| element_text(&c))
        .next()
}

fn halstead(node: &SyntaxNode, node_kind_name: &'static str, h: &mut Halstead) {
    let parent = node.parent();
    let parent_kind = parent.as_ref().map(node_kind);
    match node_kind_name {
        "invocation_expression" => {
            h.operator("Invocation");
            if let Some(function) = named_children(node).next()
                && let Some(name) = last_identifier(&function)
            {
                h.operand(&format!("{name}()"));
            }
        }
        "object_creation_expression" => {
            h.operator("ObjectCreation");
            if let Some(ty) = named_children(node).next() {
                h.operand(&format!("new {}", ty.text()));
            }
        }
        "member_access_expression" => {
            let is_callee = parent_kind == Some("invocation_expression")
                && parent
                    .as_ref()
                    .and_then(|p| named_children(p).next())
                    .as_ref()
                    == Some(node);
            if !is_callee {
                h.operator("MemberReference");
                if let Some(name) = last_identifier(node) {
                    h.operand(&format!(".{name}"));
                }
            }
        }
        "binary_expression" => match operator_token(node).as_deref() {
            Some("??") => h.operator("Coalesce"),
            Some(op) => {
                h.operator("BinaryOperator");
                h.binary_kinds.insert(op.to_string());
            }
            None => {}
        },
        "assignment_expression" => match operator_token(node).as_deref() {
            Some("=") => h.operator("SimpleAssignment"),
            Some("??=") => h.operator("CoalesceAssignment"),
            Some(op) => {
                h.operator("CompoundAssignment");
                h.binary_kinds.insert(op.trim_end_matches('=').to_string());
            }
            None => {}
        },
        "prefix_unary_expression" | "postfix_unary_expression" => {
            match operator_token(node).as_deref() {
                Some("++") => h.operator("Increment"),
                Some("--") => h.operator("Decrement"),
                Some(op) => {
                    h.operator("UnaryOperator");
                    h.unary_kinds.insert(op.to_string());
                }
                None => {}
            }
        }
        "switch_section" => {
            for token in tokens_of(node) {
                let case = match token {
                    "default" => "Default",
                    "case" => "SingleValue",
                    _ => continue,
                };
                h.operator("CaseClause");
                h.case_kinds.insert(case);
            }
        }
        "variable_declarator" if has_token(node, "=") => {
            h.operator("VariableInitializer");
            if let Some(name) = node
                .children_with_tokens()
                .find(|c| kind(c) == "identifier")
            {
                h.operand(&element_text(&name));
            }
        }
        "return_statement" if has_expression(node) => h.operator("Return"),
        "yield_statement" if has_token(node, "return") => h.operator("YieldReturn"),
        "conditional_access_expression" => h.operator("ConditionalAccess"),
        "cast_expression" => h.operator("Conversion"),
        "element_access_expression" => h.operator("ArrayElementReference"),
        "await_expression" => h.operator("Await"),
        "typeof_expression" => h.operator("TypeOf"),
        "sizeof_expression" => h.operator("SizeOf"),
        "is_expression" => h.operator("IsType"),
        "is_pattern_expression" => h.operator("IsPattern"),
        "parenthesized_expression" => h.operator("Parenthesized"),
        "array_creation_expression" | "implicit_array_creation_expression" => {
            h.operator("ArrayCreation")
        }
        "initializer_expression" => h.operator("ArrayInitializer"),
        "tuple_expression" => h.operator("Tuple"),
        "lock_statement" => h.operator("Lock"),
        "using_statement" => h.operator("Using"),
        "throw_statement" | "throw_expression" => h.operator("Throw"),
        "interpolated_string_expression" => h.operator("InterpolatedString"),
        _ => {}
    }
    // Names read as values: locals, parameters, fields and properties named alone.
    for child in node.children_with_tokens() {
        if kind(&child) != "identifier" || !is_value_position(node, kind_name(node.kind()), &child)
        {
            continue;
        }
        h.operand(&element_text(&child));
    }
}

/// Whether an identifier directly under `parent` names a value (not a declaration, a type or
/// a member accessed by name, which are counted elsewhere or not at all).
fn is_value_position(parent: &SyntaxNode, parent_kind: &str, identifier: &SyntaxElement) -> bool {
    match parent_kind {
        "argument"
        | "binary_expression"
        | "assignment_expression"
        | "return_statement"
        | "parenthesized_expression"
        | "arrow_expression_clause"
        | "interpolation"
        | "conditional_expression"
        | "prefix_unary_expression"
        | "postfix_unary_expression"
        | "element_access_expression"
        | "initializer_expression"
        | "is_expression"
        | "is_pattern_expression"
        | "await_expression"
        | "throw_statement"
        | "throw_expression"
        | "expression_statement"
        | "if_statement"
        | "while_statement"
        | "do_statement"
        | "switch_statement"
        | "lock_statement"
        | "yield_statement"
        | "range_expression"
        | "conditional_access_expression"
        | "switch_expression"
        | "cast_expression" => {
            // The type of a cast is not a value.
            parent_kind != "cast_expression" || identifier.next_sibling_or_token().is_none()
        }
        "member_access_expression" => {
            named_children(parent)
                .next()
                .is_some_and(|first| identifier.as_node() == Some(&first))
                || parent
                    .children_with_tokens()
                    .find(|c| !cs_syntax::is_trivia(c.kind()))
                    .as_ref()
                    == Some(identifier)
        }
        "variable_declarator" | "foreach_statement" | "lambda_expression" => {
            let marker = match parent_kind {
                "variable_declarator" => "=",
                "foreach_statement" => "in",
                _ => "=>",
            };
            identifier
                .prev_sibling_or_token()
                .is_some_and(|p| previous_significant_is(&p, marker))
        }
        _ => false,
    }
}

/// Lines of source code of a declaration as the metrics count them: from the line after the
/// previous token (its leading trivia belongs to it) to its last line, at least one.
pub fn source_lines(node: &SyntaxNode, line_of: impl Fn(u32) -> u32) -> u32 {
    let start = u32::from(node.text_range().start());
    let end = u32::from(node.text_range().end());
    let last_line = line_of(end.saturating_sub(1).max(start));
    let mut first_line = line_of(start);
    let mut previous = node.first_token().and_then(|t| t.prev_token());
    while let Some(token) = previous.clone() {
        if !cs_syntax::is_trivia(token.kind()) {
            break;
        }
        previous = token.prev_token();
    }
    if let Some(token) = previous {
        let previous_line = line_of(u32::from(token.text_range().end()).saturating_sub(1));
        if previous_line < first_line {
            first_line = previous_line + 1;
        }
    } else {
        first_line = 0;
    }
    // The full span ends after the last token's trailing line break: one more line than its
    // last line unless the declaration is on one line.
    (last_line + 1 - first_line).max(1)
}
