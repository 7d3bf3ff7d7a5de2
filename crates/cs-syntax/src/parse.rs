//! Parsing C# with tree-sitter-c-sharp and converting the result into a lossless rowan tree.

use std::sync::Arc;

use rowan::{GreenNode, TextRange};

/// rowan language tag for C#; node kinds are tree-sitter-c-sharp kind ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CSharpLanguage {}

impl rowan::Language for CSharpLanguage {
    type Kind = rowan::SyntaxKind;
    fn kind_from_raw(raw: rowan::SyntaxKind) -> Self::Kind {
        raw
    }
    fn kind_to_raw(kind: Self::Kind) -> rowan::SyntaxKind {
        kind
    }
}

pub type SyntaxNode = rowan::SyntaxNode<CSharpLanguage>;
pub type SyntaxToken = rowan::SyntaxToken<CSharpLanguage>;

/// A syntax error with the compiler's ID where the shape is recognised (e.g. `CS1002`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SyntaxError {
    pub id: String,
    pub message: String,
    /// UTF-8 byte range in the parsed text.
    pub range: TextRange,
}

/// The result of parsing one text: a lossless tree and its syntax errors. Cheap to clone,
/// comparable (so salsa can backdate), `Send + Sync`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parse {
    green: GreenNode,
    errors: Arc<[SyntaxError]>,
}

impl Parse {
    pub fn syntax(&self) -> SyntaxNode {
        SyntaxNode::new_root(self.green.clone())
    }
    pub fn green(&self) -> &GreenNode {
        &self.green
    }
    pub fn errors(&self) -> &[SyntaxError] {
        &self.errors
    }
}

/// Parses a whole compilation unit.
pub fn parse(text: &str) -> Parse {
    let _ = text;
    todo!()
}
