//! The built-in refactorings, one provider per module (the data-flow ones share `semantic`),
//! and the helpers they share: the token at a caret and a statement's parts.

mod add_braces;
mod add_null_check;
mod body_shapes;
mod collection_expression;
mod conditional_expression;
mod convert_namespace;
mod encapsulate_field;
mod expression_body;
mod extract_interface;
mod extract_method;
mod extract_render;
mod for_to_foreach;
mod foreach_to_for;
mod generate_constructor;
mod generate_equals;
mod inline_temp;
mod interpolate_concatenation;
mod interpolate_format;
mod introduce_constant;
mod introduce_local;
mod introduce_parameter;
mod invert_if;
mod lambda_body;
mod move_type;
mod object_initializer;
mod primary_constructor;
mod pull_member_up;
mod raw_string;
mod semantic;
mod string_literals;
mod switch_expression;
mod sync_namespace;
mod type_files;
mod type_spelling;
mod use_explicit_type;
mod use_implicit_type;

use cs_syntax::{SyntaxElement, SyntaxNode, SyntaxToken, TextSize};

use crate::syntax::kind;
use crate::{ActionContext, CodeActionProvider, Trigger};

/// `namespace`'s types are written unqualified at `at` (its usings, the project's global
/// usings, the enclosing namespaces).
pub(crate) fn imported_at(ctx: &ActionContext, at: TextSize, namespace: &str) -> bool {
    type_spelling::Scope::at(ctx, at).imports(namespace)
}

/// Every built-in refactoring, in registry order.
pub(crate) fn builtin() -> Vec<Box<dyn CodeActionProvider>> {
    vec![
        Box::new(add_braces::AddBraces),
        Box::new(invert_if::InvertIf),
        Box::new(expression_body::UseExpressionBody),
        Box::new(lambda_body::UseLambdaBody),
        Box::new(use_explicit_type::UseExplicitType),
        Box::new(use_implicit_type::UseImplicitType),
        Box::new(convert_namespace::ConvertNamespace),
        Box::new(move_type::MoveType),
        Box::new(extract_interface::ExtractInterface),
        Box::new(sync_namespace::SyncNamespace),
        Box::new(interpolate_concatenation::ConvertConcatenationToInterpolatedString),
        Box::new(interpolate_format::ConvertFormatToInterpolatedString),
        Box::new(raw_string::ConvertToRawString),
        Box::new(conditional_expression::ConditionalForReturn),
        Box::new(conditional_expression::ConditionalForAssignment),
        Box::new(foreach_to_for::ConvertForEachToFor),
        Box::new(for_to_foreach::ConvertForToForEach),
        Box::new(switch_expression::ConvertSwitchStatementToExpression),
        Box::new(generate_constructor::GenerateConstructorFromMembers),
        Box::new(generate_equals::GenerateEqualsAndGetHashCode),
        Box::new(add_null_check::AddParameterCheck),
        Box::new(object_initializer::UseObjectInitializer),
        Box::new(collection_expression::UseCollectionExpression),
        Box::new(encapsulate_field::EncapsulateField),
        Box::new(primary_constructor::UsePrimaryConstructor),
        Box::new(pull_member_up::PullMemberUp),
        Box::new(extract_method::ExtractMethod),
        Box::new(introduce_local::IntroduceLocal),
        Box::new(introduce_constant::IntroduceConstant),
        Box::new(inline_temp::InlineTemporary),
        Box::new(introduce_parameter::IntroduceParameter),
    ]
}

/// The token a caret (or a selection's start) is on: the one to its right, or the one to its
/// left when the right one is trivia (a caret just after `if`).
pub(crate) fn caret_token(ctx: &ActionContext, trigger: &Trigger) -> Option<SyntaxToken> {
    let Trigger::Selection(range) = trigger else {
        return None;
    };
    let at = range.start();
    if at > ctx.root.text_range().end() {
        return None;
    }
    let offset = ctx.root.token_at_offset(at);
    let right = offset.clone().right_biased();
    match right {
        Some(t) if !cs_syntax::is_trivia(t.kind()) => Some(t),
        _ => offset
            .left_biased()
            .filter(|t| !cs_syntax::is_trivia(t.kind())),
    }
}

/// A direct child token of `node` spelled `text`.
pub(crate) fn child_token(node: &SyntaxNode, text: &str) -> Option<SyntaxToken> {
    node.children_with_tokens()
        .filter_map(SyntaxElement::into_token)
        .find(|t| t.text() == text)
}

/// The parts of a statement with a parenthesized header and an embedded statement: the
/// header's `)` and the embedded statement (an `if`'s consequence).
pub(crate) fn embedded_statement(node: &SyntaxNode) -> Option<(SyntaxToken, SyntaxNode)> {
    let close = child_token(node, ")")?;
    let after = close.text_range().end();
    let body = node.children().find(|n| n.text_range().start() >= after)?;
    Some((close, body))
}

/// An `if`'s `else` token and its alternative statement.
pub(crate) fn else_part(node: &SyntaxNode) -> Option<(SyntaxToken, SyntaxNode)> {
    let token = child_token(node, "else")?;
    let after = token.text_range().end();
    let alternative = node.children().find(|n| n.text_range().start() >= after)?;
    Some((token, alternative))
}

pub(crate) fn is_block(node: &SyntaxNode) -> bool {
    node.kind() == kind("block")
}

pub(crate) fn within(at: TextSize, start: TextSize, end: TextSize) -> bool {
    start <= at && at <= end
}
