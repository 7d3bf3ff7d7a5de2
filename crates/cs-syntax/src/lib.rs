//! C# syntax for cs-workbench: source decoding, tree-sitter parsing into a lossless rowan tree,
//! syntax diagnostics and UTF-16 line/column mapping. Pure: no IO, no salsa.

mod line_index;
mod parse;
mod text;

pub use line_index::{LineCol, LineIndex};
pub use parse::{CSharpLanguage, Parse, SyntaxError, SyntaxNode, SyntaxToken, parse};
pub use rowan::{TextRange, TextSize};
pub use text::{DecodedText, SourceEncoding, decode_source};
