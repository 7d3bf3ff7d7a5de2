//! C# syntax for cs-workbench: source decoding, tree-sitter parsing into a lossless rowan tree,
//! syntax diagnostics and UTF-16 line/column mapping. Pure: no IO, no salsa.

mod green;
mod kinds;
mod line_index;
mod parse;
mod syntax_errors;
mod text;
mod workarounds;

pub use kinds::{ERROR, MISSING, SKIPPED, WHITESPACE, is_trivia, kind_from_name, kind_name};
pub use line_index::{LineCol, LineIndex};
pub use parse::{
    CSharpLanguage, Missing, Parse, SyntaxElement, SyntaxError, SyntaxNode, SyntaxToken, parse,
    parse_cancellable,
};
pub use rowan::{SyntaxKind, TextRange, TextSize};
pub use text::{DecodedText, SourceEncoding, decode_source};
