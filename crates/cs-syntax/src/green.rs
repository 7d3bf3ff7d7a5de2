//! Conversion of a tree-sitter tree into a lossless rowan green tree: every byte of the text
//! ends up in exactly one token, in order, so the tree's text is the source text.
//!
//! rowan's `GreenNodeBuilder` is not used: its node cache re-hashes whole subtrees, recursively,
//! each time its table grows, which is slow for large files and can overflow the stack on deep
//! ones. Interning tokens is what saves memory, and that is done here.

use std::collections::HashMap;

use rowan::{GreenNode, GreenToken, NodeOrToken, SyntaxKind, TextRange, TextSize};

use crate::kinds::{ERROR, KINDS, MISSING, SKIPPED, WHITESPACE};
use crate::parse::Missing;
use crate::preprocessor::Region;

/// Nodes nested deeper than this are flattened into one `ERROR` node: rowan's equality, hashing
/// and dropping recurse over the tree, and so will most code that reads it. Real code stays far
/// below (a 1,000-term `a + b + …` chain is 1,000 levels).
pub(crate) const MAX_DEPTH: usize = 2_000;

/// What building found besides the tree.
pub(crate) struct Built {
    pub green: GreenNode,
    pub missing: Vec<MissingSite>,
    /// Ranges of the `ERROR` nodes that hold flattened, too deeply nested code.
    pub too_deep: Vec<TextRange>,
}

/// A missing token and the kind of the node it is missing from, which tells what was expected
/// better than the token's kind alone.
pub(crate) struct MissingSite {
    pub missing: Missing,
    pub parent: SyntaxKind,
}

/// Builds the green tree of `text` from its tree-sitter `tree`. The root is always a
/// `compilation_unit` covering the whole text (tree-sitter's root excludes leading trivia and
/// can itself be an `ERROR`); every other node has exactly its tree-sitter range. `regions` are
/// the parts of the text tree-sitter did not see (it parsed them as spaces): in the gaps between
/// tree-sitter's tokens they become tokens of their own kind.
pub(crate) fn build(text: &str, tree: &tree_sitter::Tree, regions: &[Region]) -> Built {
    let mut b = Builder {
        text,
        regions,
        pos: 0,
        children: Vec::new(),
        open: Vec::new(),
        tokens: HashMap::new(),
        missing: Vec::new(),
        too_deep: Vec::new(),
        flattening_below: None,
    };
    let root = tree.root_node();
    b.start_node(KINDS.compilation_unit);
    let root_is_unit = SyntaxKind(root.kind_id()) == KINDS.compilation_unit;
    if !root_is_unit {
        b.enter(root, 0);
    }
    // A depth-first walk with a cursor: tree-sitter trees can be far deeper than the stack.
    let mut cursor = root.walk();
    let mut depth = 0usize;
    'walk: loop {
        if cursor.goto_first_child() {
            depth += 1;
            b.enter(cursor.node(), depth);
            continue;
        }
        while depth > 0 {
            b.leave(cursor.node(), depth);
            if cursor.goto_next_sibling() {
                b.enter(cursor.node(), depth);
                continue 'walk;
            }
            cursor.goto_parent();
            depth -= 1;
        }
        break;
    }
    if !root_is_unit {
        b.leave(root, 0);
    }
    b.gap_to(text.len());
    b.finish_node();
    let Some(NodeOrToken::Node(green)) = b.children.pop() else {
        unreachable!("the root node is the only element left")
    };
    Built {
        green,
        missing: b.missing,
        too_deep: b.too_deep,
    }
}

/// The green tree of a text tree-sitter gave no tree for: one `ERROR` node holding the text.
pub(crate) fn unparsed(text: &str) -> GreenNode {
    let tokens = if text.is_empty() {
        Vec::new()
    } else {
        vec![NodeOrToken::Token(GreenToken::new(SKIPPED, text))]
    };
    let error = GreenNode::new(ERROR, tokens);
    GreenNode::new(KINDS.compilation_unit, [NodeOrToken::Node(error)])
}

/// An `identifier` whose one child is a contextual keyword (`type`, `method`, `file`, `from`,
/// `var`… used as a name): tree-sitter wraps the keyword token, which would make every
/// consumer that looks for identifier tokens miss it (a parameter named `type` read as unused,
/// a document left out of the reference search). The tree gets a plain identifier token.
fn is_keyword_identifier(node: tree_sitter::Node<'_>) -> bool {
    node.kind_id() == KINDS.identifier.0
        && node.child_count() == 1
        && !node.has_error()
        && node.child(0).is_some_and(|child| {
            child.child_count() == 0
                && !child.is_missing()
                && child.start_byte() == node.start_byte()
                && child.end_byte() == node.end_byte()
        })
}

struct Builder<'t> {
    text: &'t str,
    /// Preprocessor regions not reached yet, in text order.
    regions: &'t [Region],
    /// Everything before this byte offset is in the tree already.
    pos: usize,
    /// Finished children of all open nodes, innermost last.
    children: Vec<NodeOrToken<GreenNode, GreenToken>>,
    /// Open nodes: kind and index of the first child in `children`.
    open: Vec<(SyntaxKind, usize)>,
    /// One green token per distinct kind and text: most tokens repeat.
    tokens: HashMap<(SyntaxKind, &'t str), GreenToken>,
    missing: Vec<MissingSite>,
    too_deep: Vec<TextRange>,
    /// While flattening: the tree-sitter depth of the node that started it, and its offset.
    flattening_below: Option<(usize, usize)>,
}

impl Builder<'_> {
    fn enter(&mut self, node: tree_sitter::Node<'_>, depth: usize) {
        let start = node.start_byte();
        let end = node.end_byte();
        self.gap_to(start);
        let is_leaf = node.child_count() == 0;
        let automatic_semicolon = node.kind_id() == KINDS.automatic_semicolon.0;
        if node.is_missing()
            || automatic_semicolon
            || (is_leaf && start == end && node.has_error() && !node.is_error())
        {
            // A wrapper node such as `identifier` can hide a missing token: it is then a
            // zero-width leaf with an error inside. The grammar's automatic semicolon is a
            // `;` missing at the end of a line.
            self.token(MISSING, self.pos);
            let kind = if automatic_semicolon {
                KINDS.semicolon
            } else {
                SyntaxKind(node.kind_id())
            };
            let missing = Missing {
                offset: TextSize::new(self.pos as u32),
                kind,
            };
            let parent = self.open.last().map_or(KINDS.compilation_unit, |o| o.0);
            self.missing.push(MissingSite { missing, parent });
        } else if (is_leaf && !node.is_error()) || is_keyword_identifier(node) {
            self.token(SyntaxKind(node.kind_id()), end);
        } else if self.flattening_below.is_some() {
            // Inside flattened code, inner nodes add only their tokens.
        } else if self.open.len() >= MAX_DEPTH {
            self.flattening_below = Some((depth, self.pos));
            self.start_node(ERROR);
        } else {
            let kind = if node.is_error() {
                ERROR
            } else {
                SyntaxKind(node.kind_id())
            };
            self.start_node(kind);
        }
    }

    fn leave(&mut self, node: tree_sitter::Node<'_>, depth: usize) {
        let is_node = node.child_count() > 0 || node.is_error();
        if !is_node || node.is_missing() || is_keyword_identifier(node) {
            return;
        }
        // Text inside a node after its last child stays inside the node.
        self.gap_to(node.end_byte());
        match self.flattening_below {
            Some((d, start)) if d == depth => {
                self.flattening_below = None;
                let range =
                    TextRange::new(TextSize::new(start as u32), TextSize::new(self.pos as u32));
                self.too_deep.push(range);
                self.finish_node();
            }
            Some(_) => {}
            None => self.finish_node(),
        }
    }

    fn start_node(&mut self, kind: SyntaxKind) {
        self.open.push((kind, self.children.len()));
    }

    fn finish_node(&mut self) {
        let (kind, first) = self.open.pop().expect("finish_node matches start_node");
        let node = GreenNode::new(kind, self.children.drain(first..));
        self.children.push(NodeOrToken::Node(node));
    }

    /// Adds the text between the current position and `end` as whitespace and skipped tokens
    /// (words of skipped text apart, so that a message can name the first one), and as
    /// directive and disabled-text tokens where it crosses a preprocessor region.
    fn gap_to(&mut self, end: usize) {
        let end = self.boundary(end);
        while self.pos < end {
            while self.regions.first().is_some_and(|r| r.end <= self.pos) {
                self.regions = &self.regions[1..];
            }
            let mut stop = end;
            if let Some(region) = self.regions.first() {
                if region.start <= self.pos {
                    self.token(region.kind, region.end.min(end));
                    continue;
                }
                stop = stop.min(region.start);
            }
            let rest = &self.text[self.pos..stop];
            let is_ws = rest.starts_with(char::is_whitespace);
            let len = rest
                .find(|c: char| c.is_whitespace() != is_ws)
                .unwrap_or(rest.len());
            self.token(if is_ws { WHITESPACE } else { SKIPPED }, self.pos + len);
        }
    }

    /// Adds the text from the current position to `end` as one token. A `MISSING` token is the
    /// only empty one: overlapping tree-sitter ranges must not duplicate text.
    fn token(&mut self, kind: SyntaxKind, end: usize) {
        let end = self.boundary(end);
        if end <= self.pos && kind != MISSING {
            return;
        }
        let text = &self.text[self.pos..end];
        let token = self
            .tokens
            .entry((kind, text))
            .or_insert_with(|| GreenToken::new(kind, text))
            .clone();
        self.children.push(NodeOrToken::Token(token));
        self.pos = end;
    }

    /// `offset` clamped to the text and rounded down to a char boundary. tree-sitter offsets are
    /// char boundaries for valid UTF-8, but a slicing panic must be impossible.
    fn boundary(&self, offset: usize) -> usize {
        let mut offset = offset.min(self.text.len()).max(self.pos);
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        offset
    }
}
