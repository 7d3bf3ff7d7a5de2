//! format-document: whitespace-only formatting. Lines are re-indented by their nesting in the
//! syntax tree, trailing spaces and tabs are removed, line breaks are normalised when
//! `end_of_line` is set and a final line break is added when `insert_final_newline` is. Spacing
//! between tokens inside a line is never changed, and neither is anything inside string and
//! character literals or disabled (`#if`-inactive) text. See docs/formatting.md.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use cs_db::Document;
use cs_syntax::{
    DISABLED_TEXT, ERROR, MISSING, PREPROCESSOR_DIRECTIVE, SKIPPED, SyntaxElement, SyntaxKind,
    SyntaxNode, SyntaxToken, TextRange, TextSize, is_trivia, kind_from_name, kind_name,
};

use crate::text_edit::TextEdit;
use crate::{Analysis, Cancellable};

/// `indent_style`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IndentStyle {
    Space,
    Tab,
}

/// `end_of_line`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LineEnding {
    Lf,
    CrLf,
    Cr,
}

impl LineEnding {
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnding::Lf => "\n",
            LineEnding::CrLf => "\r\n",
            LineEnding::Cr => "\r",
        }
    }
}

/// What `format_document` does; [`FormatOptions::from_properties`] reads `.editorconfig`
/// properties. The default is Visual Studio's for C#: four spaces, trailing whitespace trimmed,
/// line breaks and the final line break left as they are.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FormatOptions {
    pub indent_style: IndentStyle,
    /// Columns per indentation level.
    pub indent_size: u32,
    /// Columns a tab advances to (the next multiple of this).
    pub tab_width: u32,
    /// Normalise every line break to this; `None` leaves line breaks alone.
    pub end_of_line: Option<LineEnding>,
    pub trim_trailing_whitespace: bool,
    /// Add a line break at the end when the text does not end with one (`false` never removes
    /// one).
    pub insert_final_newline: bool,
    /// `csharp_indent_switch_labels`: `case` labels one level inside the switch's braces.
    pub indent_switch_labels: bool,
    /// `csharp_indent_case_contents`: a section's statements one level below its labels.
    pub indent_case_contents: bool,
    /// `csharp_indent_case_contents_when_block`: a section's `{ }` block one level below its
    /// labels.
    pub indent_case_contents_when_block: bool,
}

impl Default for FormatOptions {
    fn default() -> Self {
        FormatOptions {
            indent_style: IndentStyle::Space,
            indent_size: 4,
            tab_width: 4,
            end_of_line: None,
            trim_trailing_whitespace: true,
            insert_final_newline: false,
            indent_switch_labels: true,
            indent_case_contents: true,
            indent_case_contents_when_block: true,
        }
    }
}

impl FormatOptions {
    /// Options from resolved `.editorconfig` properties (lower-case keys, as
    /// `cs_project::editorconfig_properties` returns them); values are case-insensitive and
    /// unknown or invalid values keep the default. `indent_size = tab` means `tab_width`;
    /// `tab_width` defaults to `indent_size`.
    pub fn from_properties(properties: &BTreeMap<String, String>) -> FormatOptions {
        let mut options = FormatOptions::default();
        let get = |key: &str| properties.get(key).map(|v| v.trim().to_ascii_lowercase());
        match get("indent_style").as_deref() {
            Some("space") => options.indent_style = IndentStyle::Space,
            Some("tab") => options.indent_style = IndentStyle::Tab,
            _ => {}
        }
        let number = |key: &str| {
            get(key)
                .and_then(|v| v.parse::<u32>().ok())
                .filter(|n| (1..=64).contains(n))
        };
        let tab_width = number("tab_width");
        let indent_size = number("indent_size");
        let indent_is_tab = get("indent_size").as_deref() == Some("tab");
        options.tab_width = tab_width.or(indent_size).unwrap_or(4);
        options.indent_size = match indent_size {
            Some(size) => size,
            None if indent_is_tab || options.indent_style == IndentStyle::Tab => options.tab_width,
            None => 4,
        };
        options.end_of_line = match get("end_of_line").as_deref() {
            Some("lf") => Some(LineEnding::Lf),
            Some("crlf") => Some(LineEnding::CrLf),
            Some("cr") => Some(LineEnding::Cr),
            _ => None,
        };
        match get("trim_trailing_whitespace").as_deref() {
            Some("true") => options.trim_trailing_whitespace = true,
            Some("false") => options.trim_trailing_whitespace = false,
            _ => {}
        }
        if let Some("true") = get("insert_final_newline").as_deref() {
            options.insert_final_newline = true;
        }
        let flag = |key: &str, value: &mut bool| match get(key).as_deref() {
            Some("true") => *value = true,
            Some("false") => *value = false,
            _ => {}
        };
        flag(
            "csharp_indent_switch_labels",
            &mut options.indent_switch_labels,
        );
        flag(
            "csharp_indent_case_contents",
            &mut options.indent_case_contents,
        );
        flag(
            "csharp_indent_case_contents_when_block",
            &mut options.indent_case_contents_when_block,
        );
        options
    }
}

impl Analysis {
    /// Whitespace edits that format `document` (its text as parsed with its project's
    /// preprocessor symbols); with `range`, only the edits that lie inside it. The edits do not
    /// overlap and are in text order; none when the document is already formatted.
    pub fn format_document(
        &self,
        document: Document,
        options: &FormatOptions,
        range: Option<TextRange>,
    ) -> Cancellable<Vec<TextEdit>> {
        self.with_db(|db| {
            let text = document.source(db).text(db).clone();
            let root = cs_db::parse(db, document).syntax();
            format_text(&root, &text, options, range)
        })
    }
}

struct Kinds {
    compilation_unit: SyntaxKind,
    l_brace: SyntaxKind,
    r_brace: SyntaxKind,
    switch_section: SyntaxKind,
    switch_body: SyntaxKind,
    labeled_statement: SyntaxKind,
    using_statement: SyntaxKind,
    block: SyntaxKind,
    /// Statements whose body is an embedded statement.
    embedding: Vec<SyntaxKind>,
    /// `else`, `catch_clause`, `finally_clause`.
    clauses: Vec<SyntaxKind>,
    /// Literals whose text must not change.
    literals: Vec<SyntaxKind>,
}

static KINDS: LazyLock<Kinds> = LazyLock::new(|| {
    let named = |name| kind_from_name(name, true).expect("grammar kind");
    Kinds {
        compilation_unit: named("compilation_unit"),
        l_brace: kind_from_name("{", false).expect("grammar kind"),
        r_brace: kind_from_name("}", false).expect("grammar kind"),
        switch_section: named("switch_section"),
        switch_body: named("switch_body"),
        labeled_statement: named("labeled_statement"),
        using_statement: named("using_statement"),
        block: named("block"),
        embedding: [
            "if_statement",
            "while_statement",
            "do_statement",
            "for_statement",
            "foreach_statement",
            "lock_statement",
            "fixed_statement",
            "using_statement",
        ]
        .into_iter()
        .map(named)
        .collect(),
        clauses: vec![
            kind_from_name("else", false).expect("grammar kind"),
            named("catch_clause"),
            named("finally_clause"),
        ],
        literals: [
            "string_literal",
            "verbatim_string_literal",
            "raw_string_literal",
            "interpolated_string_expression",
            "character_literal",
        ]
        .into_iter()
        .map(named)
        .collect(),
    }
});

fn is_statement(kind: SyntaxKind) -> bool {
    kind == KINDS.block || kind_name(kind).ends_with("_statement")
}

/// A line of the text: `start..content_end` is its text, `content_end..end` its line break.
#[derive(Debug, Clone, Copy)]
struct Line {
    start: usize,
    content_end: usize,
    end: usize,
}

fn split_lines(text: &str) -> Vec<Line> {
    let bytes = text.as_bytes();
    let mut lines = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let width = match bytes[i] {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => 2,
            b'\r' | b'\n' => 1,
            _ => {
                i += 1;
                continue;
            }
        };
        lines.push(Line {
            start,
            content_end: i,
            end: i + width,
        });
        i += width;
        start = i;
    }
    lines.push(Line {
        start,
        content_end: bytes.len(),
        end: bytes.len(),
    });
    lines
}

/// The first line break of `text` (`\n` when there is none).
pub fn detect_line_ending(text: &str) -> &'static str {
    match text.find(['\r', '\n']) {
        Some(i) if text[i..].starts_with("\r\n") => "\r\n",
        Some(i) if text[i..].starts_with('\r') => "\r",
        _ => "\n",
    }
}

/// Sorted, disjoint ranges whose text formatting never changes: literals and disabled text.
struct Protected(Vec<TextRange>);

impl Protected {
    fn collect(root: &SyntaxNode) -> Protected {
        let mut ranges: Vec<TextRange> = Vec::new();
        for element in root.descendants_with_tokens() {
            let kind = element.kind();
            let range = element.text_range();
            // Preorder: an element inside the last protected range is already covered.
            if ranges.last().is_some_and(|last| range.start() < last.end()) {
                continue;
            }
            if KINDS.literals.contains(&kind) || kind == DISABLED_TEXT {
                ranges.push(range);
            }
        }
        Protected(ranges)
    }

    /// Whether a protected range shares text with `start..end` (non-empty).
    fn overlaps(&self, start: usize, end: usize) -> bool {
        let first = self.0.partition_point(|r| usize::from(r.end()) <= start);
        self.0
            .get(first)
            .is_some_and(|r| usize::from(r.start()) < end)
    }

    /// Whether `offset` is strictly inside a protected range.
    fn strictly_contains(&self, offset: usize) -> bool {
        let first = self.0.partition_point(|r| usize::from(r.end()) <= offset);
        self.0
            .get(first)
            .is_some_and(|r| usize::from(r.start()) < offset)
    }

    fn ends_at(&self, offset: usize) -> bool {
        self.0
            .last()
            .is_some_and(|r| usize::from(r.end()) == offset)
    }
}

/// Where a line's indentation goes.
enum Target {
    /// This column.
    Column(u32),
    /// Shift by as much as that (earlier) line was shifted.
    Relative(usize),
    /// Leave it.
    Keep,
}

struct Formatter<'a> {
    text: &'a str,
    options: &'a FormatOptions,
    range: Option<TextRange>,
    lines: Vec<Line>,
    /// Each line's indentation column before and after formatting.
    old_columns: Vec<u32>,
    new_columns: Vec<u32>,
    edits: Vec<TextEdit>,
}

/// The formatting edits of a parsed text (see [`Analysis::format_document`]).
pub(crate) fn format_text(
    root: &SyntaxNode,
    text: &str,
    options: &FormatOptions,
    range: Option<TextRange>,
) -> Vec<TextEdit> {
    let lines = split_lines(text);
    let mut formatter = Formatter {
        text,
        options,
        range,
        old_columns: vec![0; lines.len()],
        new_columns: vec![0; lines.len()],
        lines,
        edits: Vec::new(),
    };
    let protected = Protected::collect(root);
    // Indentation comes from the tree, so a tree with syntax errors (whose shape may be
    // anything around them) re-indents nothing; the other fixes still apply.
    let reindent = !root
        .descendants_with_tokens()
        .any(|e| e.kind() == ERROR || e.kind() == MISSING);
    for index in 0..formatter.lines.len() {
        formatter.line(root, &protected, index, reindent);
    }
    formatter.final_newline(&protected);
    merge_adjacent(formatter.edits)
}

impl Formatter<'_> {
    fn edit(&mut self, start: usize, end: usize, new_text: String) -> bool {
        let range = TextRange::new(TextSize::new(start as u32), TextSize::new(end as u32));
        if self
            .range
            .is_some_and(|allowed| !allowed.contains_range(range))
        {
            return false;
        }
        self.edits.push(TextEdit::replace(range, new_text));
        true
    }

    fn columns(&self, whitespace: &str) -> u32 {
        let tab = self.options.tab_width.max(1);
        whitespace.chars().fold(0, |column, ch| match ch {
            '\t' => column + tab - column % tab,
            _ => column + 1,
        })
    }

    fn render(&self, column: u32) -> String {
        match self.options.indent_style {
            IndentStyle::Space => " ".repeat(column as usize),
            IndentStyle::Tab => {
                let tab = self.options.tab_width.max(1);
                let mut out = "\t".repeat((column / tab) as usize);
                out.push_str(&" ".repeat((column % tab) as usize));
                out
            }
        }
    }

    fn line_of(&self, offset: TextSize) -> usize {
        let offset = usize::from(offset);
        self.lines.partition_point(|line| line.end <= offset)
    }

    fn line(&mut self, root: &SyntaxNode, protected: &Protected, index: usize, reindent: bool) {
        let line = self.lines[index];
        let content = &self.text[line.start..line.content_end];
        // Indentation is any whitespace (a stray no-break space too); only spaces and tabs are
        // trailing whitespace.
        let indent_len = content.len() - content.trim_start().len();
        let indent_end = line.start + indent_len;
        let old = self.columns(&content[..indent_len]);
        self.old_columns[index] = old;
        self.new_columns[index] = old;

        if indent_end == line.content_end {
            // Blank or whitespace-only.
            if self.options.trim_trailing_whitespace
                && indent_len > 0
                && !protected.overlaps(line.start, line.content_end)
            {
                self.edit(line.start, line.content_end, String::new());
            }
        } else {
            let target = if !reindent
                || protected.strictly_contains(line.start)
                || protected.strictly_contains(indent_end)
            {
                Target::Keep
            } else {
                match root
                    .token_at_offset(TextSize::new(indent_end as u32))
                    .right_biased()
                {
                    Some(token) if usize::from(token.text_range().start()) == indent_end => {
                        self.target(&token)
                    }
                    _ => Target::Keep,
                }
            };
            let column = match target {
                Target::Keep => None,
                Target::Column(column) => Some(column),
                Target::Relative(anchor) => {
                    let shift =
                        i64::from(self.new_columns[anchor]) - i64::from(self.old_columns[anchor]);
                    Some((i64::from(old) + shift).max(0) as u32)
                }
            };
            if let Some(column) = column {
                let rendered = self.render(column);
                // Outside the range the line keeps its indentation (and later lines see that).
                if rendered == content[..indent_len] || self.edit(line.start, indent_end, rendered)
                {
                    self.new_columns[index] = column;
                }
            }
            // Trailing whitespace.
            let trimmed_end = line.start + content.trim_end_matches([' ', '\t']).len();
            if self.options.trim_trailing_whitespace
                && trimmed_end < line.content_end
                && !protected.overlaps(trimmed_end, line.content_end)
            {
                self.edit(trimmed_end, line.content_end, String::new());
            }
        }

        if let Some(ending) = self.options.end_of_line
            && line.end > line.content_end
            && &self.text[line.content_end..line.end] != ending.as_str()
            && !protected.overlaps(line.content_end, line.end)
        {
            self.edit(line.content_end, line.end, ending.as_str().to_string());
        }
    }

    fn final_newline(&mut self, protected: &Protected) {
        let last = *self.lines.last().expect("at least one line");
        let len = self.text.len();
        if !self.options.insert_final_newline
            || len == 0
            || last.end > last.content_end
            || last.start == last.content_end
            || protected.ends_at(len)
        {
            return;
        }
        let ending = match self.options.end_of_line {
            Some(ending) => ending.as_str(),
            None => detect_line_ending(self.text),
        };
        self.edit(len, len, ending.to_string());
    }

    /// The indentation of a line whose first token is `token`.
    fn target(&self, token: &SyntaxToken) -> Target {
        let kind = token.kind();
        if kind == PREPROCESSOR_DIRECTIVE || kind == DISABLED_TEXT || kind == SKIPPED {
            return Target::Keep;
        }
        let start = token.text_range().start();
        // The outermost element that starts with this token, and its parent.
        let mut element = SyntaxElement::Token(token.clone());
        let parent = loop {
            let Some(parent) = element.parent() else {
                return Target::Keep;
            };
            if parent.text_range().start() == start && parent.kind() != KINDS.compilation_unit {
                element = SyntaxElement::Node(parent);
            } else {
                break parent;
            }
        };
        let size = self.options.indent_size;
        let column_of = |offset: TextSize| self.new_columns[self.line_of(offset)];
        let parent_kind = parent.kind();
        let parent_start = parent.text_range().start();
        let element_kind = element.kind();
        let is_token =
            |kind: SyntaxKind| matches!(&element, SyntaxElement::Token(t) if t.kind() == kind);

        if let Some(open) = direct_child_token(&parent, KINDS.l_brace) {
            let open_start = open.text_range().start();
            if start < open_start {
                // A header line before the brace (`k switch` ... `{`).
                return Target::Relative(self.line_of(parent_start));
            }
            if start == open_start {
                // The `{` of a container that starts before it (`new {`, `x switch {`).
                return Target::Relative(self.line_of(parent_start));
            }
            let closes = is_token(KINDS.r_brace);
            let open_line = self.line_of(open_start);
            let owner = brace_owner(&parent);
            let base = if let Some(owner) = owner.filter(|o| is_structural(o.kind())) {
                // Statement and declaration bodies hang off their owner, wherever the `{` is.
                if self.starts_line(&open) {
                    self.new_columns[open_line]
                } else {
                    self.body_column(&owner)
                }
            } else {
                // Expression bodies (initializers, lambdas, anonymous objects...) hang off the
                // line of their `{`, one level per brace opened on it that is still open:
                // `{ "k", new D {` indents its contents by two.
                let levels = open_braces_around(token)
                    .filter(|brace| self.line_of(brace.text_range().start()) == open_line)
                    .count() as u32;
                let levels = if closes { levels } else { levels - 1 };
                self.new_columns[open_line] + size * levels
            };
            if closes {
                return Target::Column(base);
            }
            let labels = parent_kind == KINDS.switch_body && !self.options.indent_switch_labels;
            return Target::Column(if labels { base } else { base + size });
        }
        if parent_kind == KINDS.compilation_unit {
            return Target::Column(0);
        }
        if parent_kind == KINDS.labeled_statement {
            return Target::Keep;
        }
        if parent_kind == KINDS.switch_section {
            let base = column_of(parent_start);
            // A comment goes where the statement or label after it goes.
            let element_kind = match &element {
                SyntaxElement::Token(t) if is_trivia(t.kind()) => {
                    std::iter::successors(t.next_sibling_or_token(), |e| e.next_sibling_or_token())
                        .find(|e| !is_trivia(e.kind()))
                        .map_or(element_kind, |e| e.kind())
                }
                _ => element_kind,
            };
            let indent = if element_kind == KINDS.block {
                self.options.indent_case_contents_when_block
            } else {
                is_statement(element_kind) && self.options.indent_case_contents
            };
            return Target::Column(if indent { base + size } else { base });
        }
        if KINDS.embedding.contains(&parent_kind) && is_statement(element_kind) {
            let base = column_of(parent_start);
            let nested_using =
                element_kind == KINDS.using_statement && parent_kind == KINDS.using_statement;
            return Target::Column(if element_kind == KINDS.block || nested_using {
                base
            } else {
                base + size
            });
        }
        let opens_body = match &element {
            SyntaxElement::Node(node) => node
                .first_token()
                .is_some_and(|first| first.kind() == KINDS.l_brace),
            SyntaxElement::Token(_) => false,
        };
        // The `{` of a declaration's or statement's body and the clauses that continue a
        // statement (`else`, `catch`, `finally`) line up with their owner; an expression's
        // `{` on its own line keeps its place relative to the owner's line.
        if (opens_body && is_structural(parent_kind)) || KINDS.clauses.contains(&element_kind) {
            return Target::Column(column_of(parent_start));
        }
        Target::Relative(self.line_of(parent_start))
    }

    /// Whether `token` is the first thing on its line.
    fn starts_line(&self, token: &SyntaxToken) -> bool {
        let start = usize::from(token.text_range().start());
        let line = self.lines[self.line_of(token.text_range().start())];
        self.text[line.start..start]
            .chars()
            .all(|c| c == ' ' || c == '\t')
    }

    /// The column of a structural owner's body braces: its first line's, one level deeper for a
    /// block in a switch section (`csharp_indent_case_contents_when_block`).
    fn body_column(&self, owner: &SyntaxNode) -> u32 {
        let column = self.new_columns[self.line_of(owner.text_range().start())];
        if owner.kind() == KINDS.switch_section && self.options.indent_case_contents_when_block {
            column + self.options.indent_size
        } else {
            column
        }
    }
}

fn direct_child_token(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxToken> {
    node.children_with_tokens().find_map(|child| match child {
        SyntaxElement::Token(t) if t.kind() == kind => Some(t),
        _ => None,
    })
}

/// What a brace container belongs to: its parent when it starts with its `{` (a block's
/// statement, a class's declaration), else itself (`new { ... }`, `x switch { ... }`).
fn brace_owner(container: &SyntaxNode) -> Option<SyntaxNode> {
    let starts_with_brace = container
        .first_token()
        .is_some_and(|first| first.kind() == KINDS.l_brace);
    if starts_with_brace {
        container.parent()
    } else {
        Some(container.clone())
    }
}

/// Statements, declarations and clauses: owners whose bodies follow Roslyn's block rules.
fn is_structural(kind: SyntaxKind) -> bool {
    let name = kind_name(kind);
    is_statement(kind)
        || kind == KINDS.switch_section
        || kind == KINDS.compilation_unit
        || name.ends_with("_declaration")
        || name.ends_with("_clause")
}

/// The `{` of every ancestor of `token` whose braces enclose it (the token is after the `{`
/// and is not the matching `}`), innermost first.
fn open_braces_around(token: &SyntaxToken) -> impl Iterator<Item = SyntaxToken> + '_ {
    let start = token.text_range().start();
    token.parent_ancestors().filter_map(move |ancestor| {
        let mut open = None;
        for child in ancestor.children_with_tokens() {
            if let SyntaxElement::Token(t) = child {
                if t.kind() == KINDS.l_brace && open.is_none() {
                    open = Some(t);
                } else if t.kind() == KINDS.r_brace && t == *token {
                    return None;
                }
            }
        }
        open.filter(|open| open.text_range().start() < start)
    })
}

fn merge_adjacent(edits: Vec<TextEdit>) -> Vec<TextEdit> {
    let mut merged: Vec<TextEdit> = Vec::with_capacity(edits.len());
    for edit in edits {
        match merged.last_mut() {
            Some(last) if last.range.end() == edit.range.start() => {
                last.range = TextRange::new(last.range.start(), edit.range.end());
                last.new_text.push_str(&edit.new_text);
            }
            _ => merged.push(edit),
        }
    }
    merged
}

#[cfg(test)]
mod tests;
