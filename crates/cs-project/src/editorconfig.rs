//! `.editorconfig` files: parsing, section globs, and the properties that apply to one file
//! (closer files and later sections win; a file with `root = true` stops the walk upwards).
//! Files are read through [`FileSystem`]; nothing is cached here.
//!
//! Globs follow the EditorConfig specification: `*` (not `/`), `**` (anything), `?`, `[abc]`,
//! `[!abc]`, `{a,b}` (nestable), `{1..3}` (integer ranges, expanded up to
//! [`MAX_EXPANSIONS`] alternatives), `\` escapes. A glob without `/` matches the file name at
//! any depth below the file's directory; with a `/` it is relative to that directory. Matching
//! is case-sensitive. As in Roslyn's parser, keys are lower-cased, `:` is accepted besides `=`,
//! and `#`/`;` start a comment anywhere in a line. A value `unset` removes the property.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};

use crate::fs::FileSystem;
use crate::paths;

/// Brace expansion stops (and the section matches nothing) beyond this many alternatives.
pub const MAX_EXPANSIONS: usize = 1024;

/// One parsed `.editorconfig` file.
#[derive(Debug, Clone)]
pub struct EditorConfig {
    /// `root = true` in the preamble: files further up are not read.
    pub root: bool,
    pub sections: Vec<EditorConfigSection>,
}

/// A `[glob]` section and its properties in file order (keys lower-cased).
#[derive(Debug, Clone)]
pub struct EditorConfigSection {
    pub glob: String,
    pub properties: Vec<(String, String)>,
    /// The one-based line of each property, beside `properties`.
    pub lines: Vec<u32>,
    matcher: Option<GlobSet>,
}

impl EditorConfigSection {
    /// Whether the section applies to `relative`: a `/`-separated path relative to the
    /// directory of the `.editorconfig` file.
    pub fn matches(&self, relative: &str) -> bool {
        self.matcher
            .as_ref()
            .is_some_and(|matcher| matcher.is_match(relative))
    }
}

impl EditorConfig {
    /// Parses the text of an `.editorconfig` file. Never fails: lines that are not a section
    /// header, a property or a comment are ignored, as editors do.
    pub fn parse(text: &str) -> EditorConfig {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut root = false;
        let mut sections: Vec<EditorConfigSection> = Vec::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
                continue;
            }
            if line.starts_with('[') {
                if let Some(end) = line.rfind(']') {
                    let glob = line[1..end].to_string();
                    let matcher = compile_section_glob(&glob);
                    sections.push(EditorConfigSection {
                        glob,
                        properties: Vec::new(),
                        lines: Vec::new(),
                        matcher,
                    });
                }
                continue;
            }
            let Some(separator) = line.find(['=', ':']) else {
                continue;
            };
            let key = line[..separator].trim().to_ascii_lowercase();
            let mut value = &line[separator + 1..];
            if let Some(comment) = value.find(['#', ';']) {
                value = &value[..comment];
            }
            let value = value.trim().to_string();
            if key.is_empty() {
                continue;
            }
            match sections.last_mut() {
                Some(section) => {
                    section.properties.push((key, value));
                    section.lines.push(number as u32 + 1);
                }
                None => {
                    if key == "root" {
                        root = value.eq_ignore_ascii_case("true");
                    }
                }
            }
        }
        EditorConfig { root, sections }
    }

    /// Applies the matching sections, in order, to `properties` (later ones overwrite).
    pub fn apply(&self, relative: &str, properties: &mut BTreeMap<String, String>) {
        for section in &self.sections {
            if section.matches(relative) {
                for (key, value) in &section.properties {
                    properties.insert(key.clone(), value.clone());
                }
            }
        }
    }
}

/// A property that applies to a file, with the `.editorconfig` and line that set it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditorConfigEntry {
    pub value: String,
    pub path: PathBuf,
    /// One-based.
    pub line: u32,
}

/// Parsed `.editorconfig` files by path (`None`: absent or unreadable), shared between the
/// documents of a workspace so each file is read once.
pub type EditorConfigCache = HashMap<PathBuf, Option<Arc<EditorConfig>>>;

/// As [`editorconfig_properties`], with each property's source, reading through `cache`;
/// only keys accepted by `keep` are returned.
pub fn editorconfig_entries(
    fs: &dyn FileSystem,
    file: &Path,
    cache: &mut EditorConfigCache,
    keep: &dyn Fn(&str) -> bool,
) -> BTreeMap<String, EditorConfigEntry> {
    let file = paths::normalize(file);
    let mut found: Vec<(PathBuf, Arc<EditorConfig>)> = Vec::new();
    for candidate in editorconfig_candidates(&file) {
        let config = cache
            .entry(candidate.clone())
            .or_insert_with(|| {
                fs.read(&candidate)
                    .ok()
                    .map(|bytes| Arc::new(EditorConfig::parse(&String::from_utf8_lossy(&bytes))))
            })
            .clone();
        let Some(config) = config else {
            continue;
        };
        let root = config.root;
        found.push((candidate, config));
        if root {
            break;
        }
    }
    let mut entries = BTreeMap::new();
    for (path, config) in found.iter().rev() {
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let Ok(relative) = file.strip_prefix(&dir) else {
            continue;
        };
        let relative = paths::to_slash(relative);
        for section in config.sections.iter().filter(|s| s.matches(&relative)) {
            for ((key, value), line) in section.properties.iter().zip(&section.lines) {
                if keep(key) {
                    entries.insert(
                        key.clone(),
                        EditorConfigEntry {
                            value: value.clone(),
                            path: path.clone(),
                            line: *line,
                        },
                    );
                }
            }
        }
    }
    entries.retain(|_, e| !e.value.eq_ignore_ascii_case("unset"));
    entries
}

/// The `.editorconfig` paths consulted for `file`, closest first: one per ancestor directory,
/// whether it exists or not (a host watching for new files can track them all).
pub fn editorconfig_candidates(file: &Path) -> Vec<PathBuf> {
    let file = paths::normalize(file);
    file.ancestors()
        .skip(1)
        .map(|dir| dir.join(".editorconfig"))
        .collect()
}

/// The EditorConfig properties that apply to `file` (absolute): every `.editorconfig` from the
/// file's directory upwards until one says `root = true`, applied farthest first so that closer
/// files win; within a file later sections win. Unreadable files are skipped. Properties whose
/// final value is `unset` are left out. Keys are lower-case; values keep their case.
pub fn editorconfig_properties(fs: &dyn FileSystem, file: &Path) -> BTreeMap<String, String> {
    let file = paths::normalize(file);
    let mut found: Vec<(PathBuf, EditorConfig)> = Vec::new();
    for candidate in editorconfig_candidates(&file) {
        let Ok(bytes) = fs.read(&candidate) else {
            continue;
        };
        let config = EditorConfig::parse(&String::from_utf8_lossy(&bytes));
        let root = config.root;
        let dir = candidate
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        found.push((dir, config));
        if root {
            break;
        }
    }
    let mut properties = BTreeMap::new();
    for (dir, config) in found.iter().rev() {
        let Ok(relative) = file.strip_prefix(dir) else {
            continue;
        };
        let relative = paths::to_slash(relative);
        config.apply(&relative, &mut properties);
    }
    properties.retain(|_, value| !value.eq_ignore_ascii_case("unset"));
    properties
}

/// A section's glob as a set of globset globs (one per brace alternative), or `None` when it
/// cannot match anything (too many alternatives, or a glob globset rejects).
fn compile_section_glob(glob: &str) -> Option<GlobSet> {
    let glob = glob.trim();
    let mut has_separator = false;
    let mut in_class = false;
    let mut escaped = false;
    for ch in glob.chars() {
        match ch {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '[' => in_class = true,
            ']' => in_class = false,
            '/' if !in_class => has_separator = true,
            _ => {}
        }
    }
    let anchored = if has_separator {
        glob.strip_prefix('/').unwrap_or(glob).to_string()
    } else {
        format!("**/{glob}")
    };
    let mut builder = GlobSetBuilder::new();
    for pattern in expand_braces(&anchored)? {
        let compiled = GlobBuilder::new(&pattern)
            .literal_separator(true)
            .backslash_escape(true)
            .build()
            .ok()?;
        builder.add(compiled);
    }
    builder.build().ok()
}

/// Expands `{a,b}` alternatives and `{n..m}` integer ranges into plain globs, escaping braces
/// and commas that are not part of an expansion (globset would read them as alternations).
fn expand_braces(glob: &str) -> Option<Vec<String>> {
    let chars: Vec<char> = glob.chars().collect();
    let mut results = vec![String::new()];
    let mut i = 0;
    while i < chars.len() {
        let ch = chars[i];
        match ch {
            '\\' if i + 1 < chars.len() => {
                push_all(&mut results, &chars[i..i + 2].iter().collect::<String>());
                i += 2;
                continue;
            }
            '[' => {
                // A class runs to its `]`; without one, `[` is literal.
                if let Some(close) = chars[i + 1..].iter().position(|&c| c == ']') {
                    let end = i + 1 + close;
                    push_all(&mut results, &chars[i..=end].iter().collect::<String>());
                    i = end + 1;
                } else {
                    push_all(&mut results, "\\[");
                    i += 1;
                }
                continue;
            }
            '{' => {
                if let Some(close) = matching_brace(&chars, i) {
                    let inner: String = chars[i + 1..close].iter().collect();
                    let alternatives = brace_alternatives(&inner)?;
                    if let Some(alternatives) = alternatives {
                        let mut next = Vec::new();
                        for prefix in &results {
                            for alternative in &alternatives {
                                for expanded in expand_braces(alternative)? {
                                    next.push(format!("{prefix}{expanded}"));
                                    if next.len() > MAX_EXPANSIONS {
                                        return None;
                                    }
                                }
                            }
                        }
                        results = next;
                        i = close + 1;
                        continue;
                    }
                }
                push_all(&mut results, "\\{");
            }
            '}' => push_all(&mut results, "\\}"),
            ',' => push_all(&mut results, "\\,"),
            _ => push_all(&mut results, ch.encode_utf8(&mut [0; 4])),
        }
        i += 1;
    }
    Some(results)
}

fn push_all(results: &mut [String], text: &str) {
    for result in results {
        result.push_str(text);
    }
}

fn matching_brace(chars: &[char], open: usize) -> Option<usize> {
    let mut depth = 0;
    let mut i = open;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 1,
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The alternatives of a brace group's inside: `Some(list)` for `a,b` or an integer range,
/// `Some(None)` for a group that is literal text (`{single}`), `None` when a range is too big.
#[allow(clippy::option_option)]
fn brace_alternatives(inner: &str) -> Option<Option<Vec<String>>> {
    if let Some((from, to)) = inner.split_once("..")
        && let (Ok(from), Ok(to)) = (from.parse::<i64>(), to.parse::<i64>())
    {
        let (low, high) = (from.min(to), from.max(to));
        if high - low >= MAX_EXPANSIONS as i64 {
            return None;
        }
        return Some(Some((low..=high).map(|n| n.to_string()).collect()));
    }
    // Split at top-level commas.
    let chars: Vec<char> = inner.chars().collect();
    let mut parts = Vec::new();
    let mut current = String::new();
    let mut depth = 0;
    let mut i = 0;
    while i < chars.len() {
        let ch = chars[i];
        match ch {
            '\\' if i + 1 < chars.len() => {
                current.push(ch);
                current.push(chars[i + 1]);
                i += 2;
                continue;
            }
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut current));
                i += 1;
                continue;
            }
            _ => {}
        }
        current.push(ch);
        i += 1;
    }
    parts.push(current);
    Some((parts.len() > 1).then_some(parts))
}

#[cfg(test)]
mod entry_tests {
    use super::*;

    #[test]
    fn entries_carry_path_and_line_and_stop_at_root() {
        let mut fs = crate::MemoryFs::new();
        fs.insert(
            "/.editorconfig",
            "[*.cs]\ndotnet_diagnostic.IDE0051.severity = error\n",
        );
        fs.insert(
            "/w/.editorconfig",
            "root = true\n\n[*.cs]\ndotnet_diagnostic.CS1998.severity = none\n[Tests/**.cs]\ndotnet_diagnostic.CS1998.severity = warning\nindent_size = 2\n",
        );
        let mut cache = EditorConfigCache::new();
        let keep = |k: &str| k.starts_with("dotnet_diagnostic.");
        let entries = editorconfig_entries(&fs, Path::new("/w/src/a.cs"), &mut cache, &keep);
        let e = &entries["dotnet_diagnostic.cs1998.severity"];
        assert_eq!((e.value.as_str(), e.line), ("none", 4));
        assert_eq!(e.path, Path::new("/w/.editorconfig"));
        assert!(
            !entries.contains_key("dotnet_diagnostic.ide0051.severity"),
            "root = true stops"
        );
        let entries = editorconfig_entries(&fs, Path::new("/w/Tests/b.cs"), &mut cache, &keep);
        assert_eq!(entries["dotnet_diagnostic.cs1998.severity"].line, 6);
        assert_eq!(entries.len(), 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MemoryFs;

    fn matches(glob: &str, path: &str) -> bool {
        let config = EditorConfig::parse(&format!("[{glob}]\nk = v\n"));
        config.sections[0].matches(path)
    }

    #[test]
    fn globs_follow_the_editorconfig_rules() {
        assert!(matches("*", "a.cs"));
        assert!(matches("*", "src/deep/a.cs"), "no `/`: any depth");
        assert!(matches("*.cs", "src/a.cs"));
        assert!(!matches("*.cs", "src/a.csx"));
        assert!(matches("*.{cs,vb}", "x/a.vb"));
        assert!(!matches("*.{cs,vb}", "a.fs"));
        assert!(matches("{a,b{c,d}}.cs", "bd.cs"), "nested alternatives");
        assert!(matches("src/*.cs", "src/a.cs"));
        assert!(!matches("src/*.cs", "src/x/a.cs"), "`*` stops at `/`");
        assert!(
            !matches("src/*.cs", "lib/src/a.cs"),
            "with `/`: relative to the file"
        );
        assert!(matches("/src/**/*.cs", "src/x/y/a.cs"));
        assert!(matches("src/**", "src/x/y/a.cs"));
        assert!(matches("file{1..3}.cs", "file2.cs"));
        assert!(!matches("file{1..3}.cs", "file4.cs"));
        assert!(
            matches("{single}.cs", "{single}.cs"),
            "one alternative is literal"
        );
        assert!(matches("[ab].cs", "b.cs"));
        assert!(matches("[!ab].cs", "c.cs"));
        assert!(!matches("[!ab].cs", "a.cs"));
        assert!(matches("a?.cs", "ab.cs"));
        assert!(!matches("*.CS", "a.cs"), "case-sensitive");
        assert!(
            !matches("file{1..100000}.cs", "file1.cs"),
            "too big: matches nothing"
        );
    }

    #[test]
    fn parses_sections_properties_and_comments() {
        let config = EditorConfig::parse(
            "\u{feff}# top\nroot = TRUE\n\n[*.cs]\nIndent_Style = tab ; why\nindent_size: 2\n; c\n[*]\nend_of_line=lf\n",
        );
        assert!(config.root);
        let sections: Vec<(String, Vec<(String, String)>)> = config
            .sections
            .iter()
            .map(|s| (s.glob.clone(), s.properties.clone()))
            .collect();
        assert_eq!(
            sections,
            vec![
                (
                    "*.cs".to_string(),
                    vec![
                        ("indent_style".to_string(), "tab".to_string()),
                        ("indent_size".to_string(), "2".to_string())
                    ]
                ),
                (
                    "*".to_string(),
                    vec![("end_of_line".to_string(), "lf".to_string())]
                )
            ]
        );
    }

    #[test]
    fn closer_files_and_later_sections_win_and_root_stops_the_walk() {
        let mut fs = MemoryFs::new();
        fs.insert("/.editorconfig", "[*]\ncharset = latin1\n");
        fs.insert(
            "/repo/.editorconfig",
            "root = true\n[*]\nindent_style = space\nindent_size = 4\ninsert_final_newline = true\n\
             [*.cs]\nindent_size = 2\n[src/**]\ntrim_trailing_whitespace = false\n",
        );
        fs.insert(
            "/repo/src/.editorconfig",
            "[*.cs]\nindent_style = tab\ninsert_final_newline = unset\n",
        );
        fs.insert("/repo/src/app/a.cs", "");
        let properties = editorconfig_properties(&fs, Path::new("/repo/src/app/a.cs"));
        insta::assert_debug_snapshot!(properties, @r#"
        {
            "indent_size": "2",
            "indent_style": "tab",
            "trim_trailing_whitespace": "false",
        }
        "#);
        let other = editorconfig_properties(&fs, Path::new("/repo/b.txt"));
        insta::assert_debug_snapshot!(other, @r#"
        {
            "indent_size": "4",
            "indent_style": "space",
            "insert_final_newline": "true",
        }
        "#);
        assert!(editorconfig_properties(&fs, Path::new("/elsewhere/c.cs")).contains_key("charset"));
    }

    #[test]
    fn candidates_are_every_ancestor_directory() {
        assert_eq!(
            editorconfig_candidates(Path::new("/a/b/../c.cs")),
            vec![
                PathBuf::from("/a/.editorconfig"),
                PathBuf::from("/.editorconfig")
            ]
        );
    }
}
