//! Metadata as source: the declaration-only C# of the top-level type that declares a
//! core-library symbol (a reference assembly rendered from metadata, or the embedded core
//! library), bounded, with the symbol's name located in it — what an IDE shows on "Go to
//! Definition" into an assembly; and the minimal display of the `global::`-qualified names
//! that rendering writes (`global::System.Collections.Generic.IList<T>` → `IList<T>`).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc;

use cs_db::{Db, Document, Project};
use cs_hir::{Symbol, TypeId, decl_ranges, def_map, file_decls, member, project_documents};
use cs_syntax::{LineIndex, TextRange, TextSize};

use crate::{Analysis, Cancellable};

/// The bound on a type's text, in characters: a longer type is cut to whole lines around the
/// symbol.
pub const MAX_METADATA_SOURCE_CHARS: usize = 16_000;

/// Where a core-library symbol is declared in its library's declaration-only text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LibraryDeclaration {
    pub document: Document,
    /// The document's path (`<metadata>/mscorlib.dll/System.Collections.Generic.cs` for a
    /// reference assembly, `<core>/…` for the embedded core library).
    pub path: Arc<str>,
}

/// The C# text of the top-level type that declares a symbol, as metadata-as-source shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetadataSource {
    /// The header, the `using` directives the shortened names need, `namespace N;` and the
    /// type's declaration (cut around the symbol when `truncated`).
    pub text: String,
    /// The symbol's name in `text` (UTF-8).
    pub name: TextRange,
    /// The name's start and length in UTF-16 code units.
    pub span_start: u32,
    pub span_length: u32,
    /// One-based line and (UTF-16) column of the name.
    pub line: u32,
    pub column: u32,
    /// True when the type's text was longer than the bound and only a window of whole lines
    /// around the symbol (with the type's header and closing brace) is kept.
    pub truncated: bool,
}

impl Analysis {
    /// The declaration-only C# of the top-level type that declares a core-library type or
    /// member, with `header` (comment lines naming the assembly) first and the type's text
    /// bounded by `max_chars`; none for source symbols and namespaces.
    pub fn metadata_source(
        &self,
        symbol: &Symbol,
        header: &str,
        max_chars: usize,
    ) -> Cancellable<Option<MetadataSource>> {
        self.with_db(|db| metadata_source(db, symbol, header, max_chars))
    }
}

/// Where a core-library type or member is declared (none for source symbols and namespaces).
/// Reads no text and no positions (a metadata document's text is rendered on first use).
pub(crate) fn library_declaration(db: &dyn Db, symbol: &Symbol) -> Option<LibraryDeclaration> {
    let (_, document) = library_document(db, symbol)?;
    Some(LibraryDeclaration {
        document,
        path: document.source(db).path(db).clone(),
    })
}

/// The declaring type and document of a core-library type or member.
fn library_document(db: &dyn Db, symbol: &Symbol) -> Option<(TypeId, Document)> {
    let (ty, doc) = match symbol {
        Symbol::Namespace(_) => return None,
        Symbol::Type(id) => {
            let part = id.data(db).parts.iter().find(|p| !p.is_synthesized())?;
            (*id, part.doc)
        }
        Symbol::Member(id) => (id.ty, member(db, *id)?.doc),
    };
    if !ty.is_from_core_library(db) {
        return None;
    }
    let document = *project_documents(db, ty.project).get(doc as usize)?;
    Some((ty, document))
}

/// The declaring type, document and name range of a core-library type or member.
fn library_name(db: &dyn Db, symbol: &Symbol) -> Option<(TypeId, Document, TextRange)> {
    let (ty, document) = library_document(db, symbol)?;
    let written = match symbol {
        Symbol::Member(id) => {
            let view = member(db, *id)?;
            if view.synthesized {
                None
            } else {
                decl_ranges(db, document)
                    .get(view.decl.decl)
                    .map(|r| r.name)
            }
        }
        _ => None,
    };
    // A type, and a member the compiler declares, are shown at the type's name.
    let name = match written {
        Some(name) => name,
        None => type_ranges(db, ty, document)?.name,
    };
    Some((ty, document, name))
}

/// The declaration ranges of a type's written part in `document`.
fn type_ranges(db: &dyn Db, id: TypeId, document: Document) -> Option<cs_hir::DeclRange> {
    let documents = project_documents(db, id.project);
    id.data(db).parts.iter().find_map(|part| {
        if part.is_synthesized() || documents.get(part.doc as usize) != Some(&document) {
            return None;
        }
        let decl = file_decls(db, document).types.get(part.ty as usize)?;
        decl_ranges(db, document).get(decl.decl).cloned()
    })
}

fn metadata_source(
    db: &dyn Db,
    symbol: &Symbol,
    header: &str,
    max_chars: usize,
) -> Option<MetadataSource> {
    let (ty, document, name) = library_name(db, symbol)?;
    let top = *ty.containing_chain(db).first()?;
    // The part of the top-level type that holds the name (metadata types have one part).
    let documents = project_documents(db, top.project);
    let full = top.data(db).parts.iter().find_map(|part| {
        if part.is_synthesized() || documents.get(part.doc as usize) != Some(&document) {
            return None;
        }
        let decl = file_decls(db, document).types.get(part.ty as usize)?;
        let range = decl_ranges(db, document).get(decl.decl)?.full;
        range.contains_range(name).then_some(range)
    })?;
    let text = document.source(db).text(db);
    let namespace = def_map(db, top.project).namespace_name(top.index);
    let declares = declares_test(db, top.project);
    Some(build_source(
        text, full, name, namespace, header, max_chars, &declares,
    ))
}

/// A core-library symbol's signature with rendered names shown minimally (see
/// [`simplify_names`]).
pub(crate) fn minimal_signature(db: &dyn Db, project: Project, signature: String) -> String {
    if !signature.contains("global::") {
        return signature;
    }
    simplify_names(&signature, &declares_test(db, project)).text
}

/// Whether a namespace of the project (where the rendered names point) declares a type of a
/// simple name.
pub(crate) fn declares_test(db: &dyn Db, project: Project) -> impl Fn(&str, &str) -> bool + '_ {
    let map = def_map(db, project);
    move |namespace: &str, name: &str| {
        map.namespace(namespace)
            .is_some_and(|ns| ns.types.contains_key(name))
    }
}

/// Builds the text from the declaring document's `text`, the type's `full` range and the
/// symbol's `name` range in it (the pure part of [`Analysis::metadata_source`]).
pub(crate) fn build_source(
    text: &str,
    full: TextRange,
    name: TextRange,
    namespace: &str,
    header: &str,
    max_chars: usize,
    declares: &dyn Fn(&str, &str) -> bool,
) -> MetadataSource {
    let (dedented, name_offset) = dedented_declaration(text, full, usize::from(name.start()));
    let simplified = simplify_names(&dedented, declares);
    let name_offset = simplified.map_offset(name_offset);
    let name_len = usize::from(name.len());
    let window = window_lines(&simplified.text, name_offset, max_chars);
    // The `using` directives for the namespaces left out in the kept text (not the enclosing
    // ones, which `namespace N;` brings into scope).
    let usings: BTreeSet<&str> = simplified
        .namespaces
        .iter()
        .filter(|(offset, ns)| {
            window.keeps(*offset)
                && !ns.is_empty()
                && ns != namespace
                && !namespace.starts_with(&format!("{ns}."))
        })
        .map(|(_, ns)| ns.as_str())
        .collect();
    let mut usings: Vec<&str> = usings.into_iter().collect();
    // `System` first, as Roslyn orders them.
    usings.sort_by_key(|ns| (*ns != "System" && !ns.starts_with("System."), *ns));
    let mut out = String::new();
    if !header.is_empty() {
        out.push_str(header);
        if !header.ends_with('\n') {
            out.push('\n');
        }
    }
    for ns in &usings {
        out.push_str(&format!("using {ns};\n"));
    }
    if !out.is_empty() {
        out.push('\n');
    }
    if !namespace.is_empty() {
        out.push_str(&format!("namespace {namespace};\n\n"));
    }
    let type_start = out.len();
    out.push_str(&window.text);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    let start = (type_start + window.name_offset).min(out.len());
    let end = (start + name_len).min(out.len());
    let name = TextRange::new(TextSize::from(start as u32), TextSize::from(end as u32));
    let index = LineIndex::new(&out);
    let span_start = index.to_utf16(name.start());
    let span_end = index.to_utf16(name.end());
    let line_col = index.line_col(name.start());
    MetadataSource {
        text: out,
        name,
        span_start,
        span_length: span_end - span_start,
        line: line_col.line + 1,
        column: line_col.col + 1,
        truncated: window.truncated,
    }
}

/// The declaration from the start of its first line, with that line's indentation removed from
/// every line; and where `name_start` (an offset in `text`) lands in it.
fn dedented_declaration(text: &str, full: TextRange, name_start: usize) -> (String, usize) {
    let full_start = usize::from(full.start()).min(text.len());
    let full_end = usize::from(full.end()).clamp(full_start, text.len());
    let line_start = text[..full_start].rfind('\n').map_or(0, |i| i + 1);
    let before = &text[line_start..full_start];
    let (start, indent) = if before.chars().all(|c| c == ' ' || c == '\t') {
        (line_start, before)
    } else {
        (full_start, "")
    };
    let mut out = String::with_capacity(full_end - start);
    let mut name_offset = 0;
    let mut offset = start;
    for line in text[start..full_end].split_inclusive('\n') {
        let removed = if line.starts_with(indent) {
            indent.len()
        } else {
            0
        };
        if (offset..offset + line.len()).contains(&name_start) {
            name_offset = out.len() + (name_start - offset).saturating_sub(removed);
        }
        out.push_str(&line[removed..]);
        offset += line.len();
    }
    (out, name_offset)
}

/// A text with `global::` and the namespace of rendered names removed.
pub(crate) struct Simplified {
    pub text: String,
    /// (offset in the original text, bytes replaced there, replacement), in order.
    edits: Vec<(usize, usize, &'static str)>,
    /// (offset in `text`, namespace left out there).
    pub namespaces: Vec<(usize, String)>,
}

impl Simplified {
    /// Where an offset of the original text (outside the replaced parts) is now.
    fn map_offset(&self, offset: usize) -> usize {
        let shrunk: usize = self
            .edits
            .iter()
            .take_while(|(at, len, _)| at + len <= offset)
            .map(|(_, len, with)| len - with.len())
            .sum();
        offset - shrunk
    }
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '@'
}

/// Shows `global::`-qualified names minimally: `global::` goes, and so does the longest
/// namespace that `declares` the name after it (`global::System.Collections.Generic.List<T>.Enumerator`
/// → `List<T>.Enumerator`, `global::System.Environment.SpecialFolder` →
/// `Environment.SpecialFolder`); `global::System.Nullable<int>` is `int?`. A simple name (and
/// arity) left from several namespaces in the same text keeps its namespace (only `global::`
/// goes), so that the result stays unambiguous.
pub(crate) fn simplify_names(text: &str, declares: &dyn Fn(&str, &str) -> bool) -> Simplified {
    const GLOBAL: &str = "global::";
    struct Found<'t> {
        at: usize,
        namespace: String,
        simple: &'t str,
        arity: usize,
        /// For `Nullable<T>`: the offset of its closing `>`.
        nullable_end: Option<usize>,
    }
    let mut found: Vec<Found> = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find(GLOBAL) {
        let at = from + i;
        from = at + GLOBAL.len();
        if text[..at].chars().next_back().is_some_and(is_ident_char) {
            continue;
        }
        let rest = &text[from..];
        let mut segments: Vec<&str> = Vec::new();
        let mut pos = 0;
        loop {
            let len = rest[pos..]
                .find(|c: char| !is_ident_char(c))
                .unwrap_or(rest.len() - pos);
            if len == 0 {
                break;
            }
            segments.push(&rest[pos..pos + len]);
            pos += len;
            if rest[pos..].starts_with('.')
                && rest[pos + 1..].chars().next().is_some_and(is_ident_char)
            {
                pos += 1;
            } else {
                break;
            }
        }
        if segments.is_empty() {
            continue;
        }
        // The longest namespace that declares the name after it.
        let count = (1..segments.len())
            .rev()
            .find(|&k| declares(&segments[..k].join("."), segments[k]))
            .unwrap_or(0);
        // The type arguments of the last name read (reading stops at `<`).
        let arguments = type_argument_list(&rest[pos..]);
        let nullable_end = match arguments {
            Some((1, close)) if segments == ["System", "Nullable"] => Some(from + pos + close),
            _ => None,
        };
        // The arity of the first name after the namespace.
        let arity = match arguments {
            Some((arity, _)) if count == segments.len() - 1 => arity,
            _ => 0,
        };
        found.push(Found {
            at,
            namespace: segments[..count].join("."),
            simple: segments[count],
            arity,
            nullable_end,
        });
    }
    let mut namespaces_of: HashMap<(&str, usize), HashSet<&str>> = HashMap::new();
    for f in &found {
        namespaces_of
            .entry((f.simple, f.arity))
            .or_default()
            .insert(f.namespace.as_str());
    }
    // (offset, bytes replaced, replacement, namespace left out)
    let mut edits: Vec<(usize, usize, &'static str, Option<&str>)> = Vec::new();
    for f in &found {
        if let Some(end) = f.nullable_end {
            // `global::System.Nullable<` goes and its `>` becomes `?`.
            let len = GLOBAL.len() + "System.Nullable<".len();
            edits.push((f.at, len, "", None));
            edits.push((end, 1, "?", None));
            continue;
        }
        let ambiguous = namespaces_of
            .get(&(f.simple, f.arity))
            .is_some_and(|set| set.len() > 1);
        if f.namespace.is_empty() || ambiguous {
            edits.push((f.at, GLOBAL.len(), "", None));
        } else {
            let len = GLOBAL.len() + f.namespace.len() + 1;
            edits.push((f.at, len, "", Some(f.namespace.as_str())));
        }
    }
    edits.sort_by_key(|e| e.0);
    let mut out = String::with_capacity(text.len());
    let mut namespaces = Vec::new();
    let mut copied = 0;
    for (at, len, with, namespace) in &edits {
        out.push_str(&text[copied..*at]);
        if let Some(namespace) = namespace {
            namespaces.push((out.len(), namespace.to_string()));
        }
        out.push_str(with);
        copied = at + len;
    }
    out.push_str(&text[copied..]);
    Simplified {
        text: out,
        edits: edits
            .into_iter()
            .map(|(at, len, with, _)| (at, len, with))
            .collect(),
        namespaces,
    }
}

/// The number of arguments of the type argument list `text` starts with (`<A, B<C, D>>` has
/// two) and the offset of its closing `>`; none when it starts with none.
fn type_argument_list(text: &str) -> Option<(usize, usize)> {
    if !text.starts_with('<') {
        return None;
    }
    let mut depth = 0usize;
    let mut arity = 1;
    for (i, c) in text.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some((arity, i));
                }
            }
            ',' if depth == 1 => arity += 1,
            _ => {}
        }
    }
    None
}

/// A window of whole lines of a type's text.
struct Window {
    text: String,
    /// The name's offset in `text`.
    name_offset: usize,
    truncated: bool,
    /// Byte ranges of the original text that were kept.
    kept: Vec<(usize, usize)>,
}

impl Window {
    fn keeps(&self, offset: usize) -> bool {
        self.kept.iter().any(|(s, e)| (*s..*e).contains(&offset))
    }
}

/// The whole text when it has at most `max_chars` characters; otherwise the type's header
/// (up to its `{`), the lines around the name that fit, and its closing `}`, with a comment
/// where lines were left out.
fn window_lines(text: &str, name_offset: usize, max_chars: usize) -> Window {
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        lines.push((offset, line));
        offset += line.len();
    }
    let total: usize = lines.iter().map(|(_, l)| l.chars().count()).sum();
    if total <= max_chars || lines.is_empty() {
        return Window {
            text: text.to_string(),
            name_offset,
            truncated: false,
            kept: vec![(0, text.len() + 1)],
        };
    }
    let name_line = lines
        .iter()
        .rposition(|(start, _)| *start <= name_offset)
        .unwrap_or(0);
    let chars = |i: usize| lines[i].1.chars().count();
    let mut keep = vec![false; lines.len()];
    keep[name_line] = true;
    // The header, up to the type's opening brace, and the closing brace.
    if let Some(brace) = lines.iter().take(8).position(|(_, l)| l.trim() == "{")
        && brace < name_line
    {
        keep[..=brace].iter_mut().for_each(|k| *k = true);
    }
    let last = lines.len() - 1;
    if last > name_line && lines[last].1.trim() == "}" {
        keep[last] = true;
    }
    // Room for the comments that say what was left out.
    let used: usize = (0..lines.len()).filter(|&i| keep[i]).map(chars).sum();
    let mut budget = max_chars.saturating_sub(used + 100);
    let (mut up, mut down) = (name_line, name_line);
    let (mut up_open, mut down_open) = (true, true);
    while up_open || down_open {
        if up_open {
            if up > 0 && !keep[up - 1] && chars(up - 1) <= budget {
                up -= 1;
                keep[up] = true;
                budget -= chars(up);
            } else {
                up_open = false;
            }
        }
        if down_open {
            if down < last && !keep[down + 1] && chars(down + 1) <= budget {
                down += 1;
                keep[down] = true;
                budget -= chars(down);
            } else {
                down_open = false;
            }
        }
    }
    let mut out = String::new();
    let mut new_name_offset = 0;
    let mut kept = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if keep[i] {
            let (start, line) = lines[i];
            if i == name_line {
                new_name_offset = out.len() + (name_offset - start);
            }
            out.push_str(line);
            kept.push((start, start + line.len()));
            i += 1;
            continue;
        }
        let gap_start = i;
        while i < lines.len() && !keep[i] {
            i += 1;
        }
        let indent: String = lines[gap_start]
            .1
            .chars()
            .take_while(|c| *c == ' ' || *c == '\t')
            .collect();
        let count = i - gap_start;
        let plural = if count == 1 { "" } else { "s" };
        out.push_str(&format!(
            "{indent}// ... {count} line{plural} left out ...\n"
        ));
    }
    Window {
        text: out,
        name_offset: new_name_offset,
        truncated: true,
        kept,
    }
}

#[cfg(test)]
mod laziness_tests;
#[cfg(test)]
mod tests;
