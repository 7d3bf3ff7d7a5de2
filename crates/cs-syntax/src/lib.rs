//! C# syntax for cs-workbench: source decoding, tree-sitter parsing into a lossless rowan tree,
//! the preprocessor (inactive `#if` branches are never parsed), syntax diagnostics and UTF-16
//! line/column mapping. Pure: no IO, no salsa.

mod code_scan;
mod directives;
#[cfg(test)]
mod grammar_shapes;
mod green;
mod keywords;
mod kinds;
mod line_index;
mod parse;
mod pattern_operands;
#[cfg(test)]
mod planted_errors;
mod preprocessor;
mod syntax_errors;
mod text;
mod unclosed_condition;

pub use keywords::is_reserved_keyword;
pub use kinds::{
    DISABLED_TEXT, ERROR, MISSING, PREPROCESSOR_DIRECTIVE, SKIPPED, WHITESPACE, is_trivia,
    kind_from_name, kind_name,
};
pub use line_index::{LineCol, LineIndex};
pub use parse::{
    CSharpLanguage, Missing, Parse, ParseOptions, SyntaxElement, SyntaxError, SyntaxNode,
    SyntaxToken, parse, parse_cancellable, parse_cancellable_with, parse_with,
};
pub use rowan::{SyntaxKind, TextRange, TextSize};
pub use text::{DecodedText, SourceEncoding, decode_source, encode_source};
