//! organize-usings: Visual Studio's "Remove and Sort Usings" as text edits. Directives that
//! CS8019 reports are removed, then each contiguous block of `extern alias` and `using`
//! directives (at the top of the file, after a file-scoped namespace, or at the top of a
//! namespace body) is sorted the way Roslyn's `UsingsAndExternAliasesDirectiveComparer` sorts:
//!
//! 1. `extern alias`, then `global using` namespaces, `global using static`, global aliases,
//!    then `using` namespaces, `using static`, aliases;
//! 2. within a kind, names compare segment by segment (`System` before `System.IO`), each
//!    segment case-insensitively with lower case first on a tie; aliases by alias name, then
//!    target; with `system_first`, names whose first segment is exactly `System` come first.
//!
//! Each directive moves with its whole line (indentation, a trailing comment, its line break)
//! and the comment lines directly above it. Comments at the very top of a block with no blank
//! line between them and the start of the file or namespace body stay where they are (a file
//! banner), as do blocks that contain preprocessor directives (`#if` …) and blocks where a
//! directive shares its line with other code. When the order is already right, blank lines
//! between directives are kept; when it changes they are dropped (and, with `separate_groups`,
//! one is put between groups, as `dotnet_separate_import_directive_groups` does).

use std::cmp::Ordering;
use std::collections::{BTreeMap, HashSet};

use cs_db::{Document, Project};
use cs_syntax::{
    DISABLED_TEXT, PREPROCESSOR_DIRECTIVE, SyntaxElement, SyntaxKind, SyntaxNode, TextRange,
    TextSize, WHITESPACE, is_trivia, kind_from_name,
};

use crate::formatting::detect_line_ending;
use crate::text_edit::TextEdit;
use crate::{Analysis, Cancellable};

/// How usings are sorted and grouped; [`OrganizeOptions::from_properties`] reads the
/// `.editorconfig` keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OrganizeOptions {
    /// `dotnet_sort_system_directives_first` (default true).
    pub system_first: bool,
    /// `dotnet_separate_import_directive_groups` (default false).
    pub separate_groups: bool,
}

impl Default for OrganizeOptions {
    fn default() -> Self {
        OrganizeOptions {
            system_first: true,
            separate_groups: false,
        }
    }
}

impl OrganizeOptions {
    /// Options from resolved `.editorconfig` properties (lower-case keys); values are
    /// case-insensitive, anything but `true`/`false` keeps the default.
    pub fn from_properties(properties: &BTreeMap<String, String>) -> OrganizeOptions {
        let mut options = OrganizeOptions::default();
        let flag = |key: &str, value: &mut bool| match properties
            .get(key)
            .map(|v| v.trim().to_ascii_lowercase())
            .as_deref()
        {
            Some("true") => *value = true,
            Some("false") => *value = false,
            _ => {}
        };
        flag(
            "dotnet_sort_system_directives_first",
            &mut options.system_first,
        );
        flag(
            "dotnet_separate_import_directive_groups",
            &mut options.separate_groups,
        );
        options
    }
}

impl Analysis {
    /// Edits that remove the unnecessary usings of `document` (CS8019, as `project` compiles
    /// it) and sort the rest; none when the usings are already organised.
    pub fn organize_usings(
        &self,
        project: Project,
        document: Document,
        options: &OrganizeOptions,
    ) -> Cancellable<Vec<TextEdit>> {
        self.with_db(|db| {
            let text = document.source(db).text(db).clone();
            let root = cs_db::parse(db, document).syntax();
            let unnecessary: HashSet<TextSize> =
                crate::unnecessary_usings::unnecessary_usings(db, project, document)
                    .iter()
                    .map(|d| d.range.start())
                    .collect();
            organize_text(&root, &text, &unnecessary, options)
        })
    }
}

/// The organize edits of a parsed text; `remove` holds the start offsets of the directives to
/// delete.
pub(crate) fn organize_text(
    root: &SyntaxNode,
    text: &str,
    remove: &HashSet<TextSize>,
    options: &OrganizeOptions,
) -> Vec<TextEdit> {
    let kinds = Kinds::new();
    let mut containers = vec![root.clone()];
    containers.extend(root.descendants().filter(|n| {
        n.kind() == kinds.declaration_list
            && n.parent()
                .is_some_and(|p| p.kind() == kinds.namespace_declaration)
    }));
    let eol = detect_line_ending(text);
    let mut edits = Vec::new();
    for container in containers {
        for block in blocks(&container, &kinds) {
            if let Some(edit) = organize_block(text, &container, &block, remove, options, eol) {
                edits.push(edit);
            }
        }
    }
    edits.sort_by_key(|e| e.range.start());
    edits
}

pub(crate) struct Kinds {
    pub(crate) using_directive: SyntaxKind,
    pub(crate) extern_alias_directive: SyntaxKind,
    pub(crate) declaration_list: SyntaxKind,
    pub(crate) namespace_declaration: SyntaxKind,
    pub(crate) comment: SyntaxKind,
}

impl Kinds {
    pub(crate) fn new() -> Kinds {
        let named = |name| kind_from_name(name, true).expect("grammar kind");
        Kinds {
            using_directive: named("using_directive"),
            extern_alias_directive: named("extern_alias_directive"),
            declaration_list: named("declaration_list"),
            namespace_declaration: named("namespace_declaration"),
            comment: named("comment"),
        }
    }
}

/// The runs of directives among a container's children that only whitespace and comments
/// separate. A run with a preprocessor directive between two of its directives is dropped.
pub(crate) fn blocks(container: &SyntaxNode, kinds: &Kinds) -> Vec<Vec<SyntaxNode>> {
    let mut result = Vec::new();
    let mut current: Vec<SyntaxNode> = Vec::new();
    let mut tainted = false;
    let mut preprocessor_since_last = false;
    let mut close = |current: &mut Vec<SyntaxNode>, tainted: &mut bool| {
        if !current.is_empty() && !*tainted {
            result.push(std::mem::take(current));
        }
        current.clear();
        *tainted = false;
    };
    for child in container.children_with_tokens() {
        match child {
            SyntaxElement::Node(node)
                if node.kind() == kinds.using_directive
                    || node.kind() == kinds.extern_alias_directive =>
            {
                if preprocessor_since_last && !current.is_empty() {
                    tainted = true;
                }
                preprocessor_since_last = false;
                current.push(node);
            }
            SyntaxElement::Token(token) if token.kind() == WHITESPACE => {}
            SyntaxElement::Token(token) if token.kind() == kinds.comment => {}
            SyntaxElement::Token(token)
                if token.kind() == PREPROCESSOR_DIRECTIVE || token.kind() == DISABLED_TEXT =>
            {
                preprocessor_since_last = true;
            }
            _ => {
                close(&mut current, &mut tainted);
                preprocessor_since_last = false;
            }
        }
    }
    close(&mut current, &mut tainted);
    result
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    Extern,
    GlobalNamespace,
    GlobalStatic,
    GlobalAlias,
    Namespace,
    Static,
    Alias,
}

impl Kind {
    fn is_alias(self) -> bool {
        matches!(self, Kind::Alias | Kind::GlobalAlias)
    }
    fn is_static(self) -> bool {
        matches!(self, Kind::Static | Kind::GlobalStatic)
    }
    fn is_namespace(self) -> bool {
        matches!(self, Kind::Namespace | Kind::GlobalNamespace)
    }
}

/// A directive's sort key: its kind, the alias (or extern alias) name, the name's segments.
#[derive(Debug, Clone)]
pub(crate) struct Key {
    pub(crate) kind: Kind,
    pub(crate) alias: Option<String>,
    pub(crate) segments: Vec<String>,
}

pub(crate) fn key(directive: &SyntaxNode, kinds: &Kinds) -> Key {
    let tokens: Vec<String> = directive
        .descendants_with_tokens()
        .filter_map(|e| match e {
            SyntaxElement::Token(t) if !is_trivia(t.kind()) => Some(t.text().to_string()),
            _ => None,
        })
        .collect();
    let mut rest: &[String] = &tokens;
    if directive.kind() == kinds.extern_alias_directive {
        let alias = tokens
            .iter()
            .rev()
            .find(|t| *t != ";")
            .map(|t| value_text(t));
        return Key {
            kind: Kind::Extern,
            alias,
            segments: Vec::new(),
        };
    }
    let global = rest.first().is_some_and(|t| t == "global");
    if global {
        rest = &rest[1..];
    }
    rest = rest.get(1..).unwrap_or_default(); // `using`
    let mut is_static = false;
    while let Some(first) = rest.first() {
        match first.as_str() {
            "static" => is_static = true,
            "unsafe" => {}
            _ => break,
        }
        rest = &rest[1..];
    }
    let mut alias = None;
    if rest.get(1).is_some_and(|t| t == "=") {
        alias = Some(value_text(&rest[0]));
        rest = &rest[2..];
    }
    let rest = rest.strip_suffix(&[";".to_string()]).unwrap_or(rest);
    let mut segments = vec![String::new()];
    let mut depth = 0i32;
    for token in rest {
        match token.as_str() {
            "." | "::" if depth == 0 => segments.push(String::new()),
            "<" => depth += 1,
            ">" => depth -= 1,
            _ => {}
        }
        if !(depth == 0 && (token == "." || token == "::")) {
            let last = segments.last_mut().expect("one segment");
            last.push_str(&value_text(token));
        }
    }
    let kind = match (global, alias.is_some(), is_static) {
        (true, true, _) => Kind::GlobalAlias,
        (true, false, true) => Kind::GlobalStatic,
        (true, false, false) => Kind::GlobalNamespace,
        (false, true, _) => Kind::Alias,
        (false, false, true) => Kind::Static,
        (false, false, false) => Kind::Namespace,
    };
    Key {
        kind,
        alias,
        segments,
    }
}

fn value_text(token: &str) -> String {
    token.strip_prefix('@').unwrap_or(token).to_string()
}

/// Roslyn's token order: case-insensitive, then lower case before upper case.
fn compare_text(a: &str, b: &str) -> Ordering {
    let fold = |s: &str| s.chars().flat_map(char::to_lowercase).collect::<Vec<_>>();
    fold(a).cmp(&fold(b)).then_with(|| {
        for (x, y) in a.chars().zip(b.chars()) {
            if x != y {
                return match (x.is_lowercase(), y.is_lowercase()) {
                    (true, false) => Ordering::Less,
                    (false, true) => Ordering::Greater,
                    _ => x.cmp(&y),
                };
            }
        }
        a.len().cmp(&b.len())
    })
}

fn compare_first(a: &str, b: &str, system_first: bool) -> Ordering {
    if system_first {
        match (a == "System", b == "System") {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
    }
    compare_text(a, b)
}

fn compare_names(a: &[String], b: &[String], system_first: bool) -> Ordering {
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        let order = if i == 0 {
            compare_first(x, y, system_first)
        } else {
            compare_text(x, y)
        };
        if order != Ordering::Equal {
            return order;
        }
    }
    a.len().cmp(&b.len())
}

pub(crate) fn compare_keys(a: &Key, b: &Key, system_first: bool) -> Ordering {
    a.kind.cmp(&b.kind).then_with(|| match a.kind {
        Kind::Extern => compare_first(
            a.alias.as_deref().unwrap_or(""),
            b.alias.as_deref().unwrap_or(""),
            false,
        ),
        Kind::Alias | Kind::GlobalAlias => compare_first(
            a.alias.as_deref().unwrap_or(""),
            b.alias.as_deref().unwrap_or(""),
            system_first,
        )
        .then_with(|| compare_names(&a.segments, &b.segments, false)),
        _ => compare_names(&a.segments, &b.segments, system_first),
    })
}

/// Roslyn's `NeedsGrouping`: a blank line between an extern and a using, between kinds, and
/// between namespace imports whose first segment differs.
fn needs_blank_line(previous: &Key, next: &Key) -> bool {
    if previous.kind == Kind::Extern || next.kind == Kind::Extern {
        return previous.kind != next.kind;
    }
    if previous.kind.is_alias() && next.kind.is_alias() {
        return false;
    }
    if previous.kind.is_static() && next.kind.is_static() {
        return false;
    }
    if previous.kind.is_namespace() && next.kind.is_namespace() {
        return previous.segments.first() != next.segments.first();
    }
    true
}

/// One directive with the text that moves with it.
struct Item {
    key: Key,
    remove: bool,
    /// Lines above the directive that move with it (comments, and blank lines between
    /// directives).
    leading: String,
    /// The directive's line, line break included (added when the text ends without one).
    line: String,
}

pub(crate) fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind(['\n', '\r']).map_or(0, |i| i + 1)
}

/// The end of the line holding `offset`, after its line break.
pub(crate) fn line_end(text: &str, offset: usize) -> usize {
    match text[offset..].find(['\n', '\r']) {
        Some(i) if text[offset + i..].starts_with("\r\n") => offset + i + 2,
        Some(i) => offset + i + 1,
        None => text.len(),
    }
}

fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

/// Splits text into lines that keep their line breaks.
fn lines_of(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut start = 0;
    while start < text.len() {
        let end = line_end(text, start);
        lines.push(&text[start..end]);
        start = end;
    }
    lines
}

fn organize_block(
    text: &str,
    container: &SyntaxNode,
    block: &[SyntaxNode],
    remove: &HashSet<TextSize>,
    options: &OrganizeOptions,
    eol: &str,
) -> Option<TextEdit> {
    let kinds = Kinds::new();
    // Every directive alone on its line (a trailing `//` comment is fine).
    for directive in block {
        let range = directive.text_range();
        let (start, end) = (usize::from(range.start()), usize::from(range.end()));
        let before = &text[line_start(text, start)..start];
        let after = text[end..line_end(text, end)].trim();
        if !before.trim().is_empty() || !(after.is_empty() || after.starts_with("//")) {
            return None;
        }
    }
    // Comment lines directly above the first directive move with it, unless nothing but
    // comments lies between them and the start of the container (a banner).
    let first_line = line_start(text, usize::from(block[0].text_range().start()));
    let container_start = if container.parent().is_none() {
        0
    } else {
        line_end(text, usize::from(container.text_range().start()))
    };
    let mut block_start = first_line;
    loop {
        if block_start <= container_start {
            block_start = first_line;
            break;
        }
        let before_break = text[..block_start]
            .strip_suffix("\r\n")
            .or_else(|| text[..block_start].strip_suffix(['\n', '\r']))
            .map_or(block_start, str::len);
        let previous = line_start(text, before_break);
        let line = text[previous..block_start].trim();
        if line.is_empty() || !line.starts_with("//") {
            break;
        }
        block_start = previous;
    }
    if block_start < container_start {
        block_start = first_line;
    }

    let mut items = Vec::new();
    let mut cursor = block_start;
    for directive in block {
        let start = usize::from(directive.text_range().start());
        let this_line = line_start(text, start);
        let end = line_end(text, usize::from(directive.text_range().end()));
        let mut line = text[this_line..end].to_string();
        if !line.ends_with(['\n', '\r']) {
            line.push_str(eol);
        }
        items.push(Item {
            key: key(directive, &kinds),
            remove: remove.contains(&directive.text_range().start()),
            leading: text[cursor..this_line].to_string(),
            line,
        });
        cursor = end;
    }
    let block_end = cursor;
    let old = &text[block_start..block_end];

    // Comments above a removed directive stay, on the next directive kept.
    let mut carried = String::new();
    let mut kept: Vec<Item> = Vec::new();
    for mut item in items {
        let comments: String = lines_of(&item.leading)
            .into_iter()
            .filter(|l| !is_blank(l))
            .collect();
        if item.remove {
            carried.push_str(&comments);
            continue;
        }
        if !carried.is_empty() {
            item.leading = format!("{}{}", std::mem::take(&mut carried), item.leading);
        }
        kept.push(item);
    }

    let mut order: Vec<usize> = (0..kept.len()).collect();
    order.sort_by(|&a, &b| compare_keys(&kept[a].key, &kept[b].key, options.system_first));
    let reordered = order.iter().enumerate().any(|(i, &j)| i != j);

    let mut new = String::new();
    let mut previous: Option<&Key> = None;
    for &index in &order {
        let item = &kept[index];
        let leading: String = if reordered || previous.is_none() {
            // Blank lines go when the order changes (and never lead the block).
            lines_of(&item.leading)
                .into_iter()
                .skip_while(|l| is_blank(l))
                .collect()
        } else {
            item.leading.clone()
        };
        if options.separate_groups
            && leading.is_empty()
            && previous.is_some_and(|p| needs_blank_line(p, &item.key))
        {
            new.push_str(eol);
        }
        new.push_str(&leading);
        new.push_str(&item.line);
        previous = Some(&item.key);
    }
    new.push_str(&carried);

    let mut end = block_end;
    if new.is_empty() {
        // Nothing left: the blank lines after the block go too.
        while end < text.len() {
            let next = line_end(text, end);
            if !is_blank(&text[end..next]) || next == end {
                break;
            }
            end = next;
        }
    } else if !old.ends_with(['\n', '\r']) {
        // The block ended the text without a line break: so does the new one.
        let trimmed = new.trim_end_matches(['\n', '\r']).len();
        new.truncate(trimmed);
    }
    let old = &text[block_start..end];
    if new == old {
        return None;
    }
    Some(minimal_edit(block_start, old, &new))
}

/// One edit replacing `old` (at `offset`) with `new`, without the lines both share at the
/// start and at the end.
fn minimal_edit(offset: usize, old: &str, new: &str) -> TextEdit {
    let old_lines = lines_of(old);
    let new_lines = lines_of(new);
    let prefix = old_lines
        .iter()
        .zip(&new_lines)
        .take_while(|(a, b)| a == b)
        .count();
    let suffix = old_lines[prefix..]
        .iter()
        .rev()
        .zip(new_lines[prefix..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let start: usize = old_lines[..prefix].iter().map(|l| l.len()).sum();
    let old_end = old.len()
        - old_lines[old_lines.len() - suffix..]
            .iter()
            .map(|l| l.len())
            .sum::<usize>();
    let new_text: String = new_lines[prefix..new_lines.len() - suffix].concat();
    TextEdit::replace(
        TextRange::new(
            TextSize::new((offset + start) as u32),
            TextSize::new((offset + old_end) as u32),
        ),
        new_text,
    )
}

#[cfg(test)]
mod tests;
