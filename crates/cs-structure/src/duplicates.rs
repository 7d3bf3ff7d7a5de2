//! Duplicate code (Type-2 clones): statement sequences that are equal once identifiers and
//! literals are abstracted. Each statement is hashed once (a salsa query per document); equal
//! windows of `minimum` consecutive statements are found through a hash map and chained into
//! maximal runs, so the work grows with the code, never with pairs of statements.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use cs_db::{Db, Document, Project, SourceFile, Workspace};
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange, kind_name};

/// One statement, normalised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementHash {
    pub hash: u64,
    pub range: TextRange,
    pub tokens: u32,
}

/// The statements of one block (or switch section), in order.
pub type StatementList = Vec<StatementHash>;

const LITERALS: [&str; 8] = [
    "integer_literal",
    "real_literal",
    "boolean_literal",
    "null_literal",
    "character_literal",
    "string_literal",
    "verbatim_string_literal",
    "raw_string_literal",
];

/// Feeds a statement's tokens to the hasher: identifiers and literals as placeholders, every
/// other token (keywords, operators, punctuation, predefined types) as written.
fn normalise(node: &SyntaxNode, hasher: &mut DefaultHasher, tokens: &mut u32) {
    for child in node.children_with_tokens() {
        let kind = kind_name(child.kind());
        if cs_syntax::is_trivia(child.kind()) {
            continue;
        }
        if LITERALS.contains(&kind) {
            "$lit".hash(hasher);
            *tokens += 1;
            continue;
        }
        match child {
            SyntaxElement::Node(n) => normalise(&n, hasher, tokens),
            SyntaxElement::Token(t) => {
                *tokens += 1;
                if kind == "identifier" {
                    "$id".hash(hasher);
                } else {
                    t.text().hash(hasher);
                }
            }
        }
    }
}

fn is_statement(kind: &str) -> bool {
    kind.ends_with("_statement") || kind == "block"
}

/// Every statement list of a file (blocks and switch sections with a statement), hashed.
#[salsa::tracked(returns(ref))]
pub fn statement_lists(db: &dyn Db, document: Document) -> Arc<Vec<StatementList>> {
    let root = cs_db::parse(db, document).syntax();
    let mut lists = Vec::new();
    for node in root.descendants() {
        let kind = kind_name(node.kind());
        if kind != "block" && kind != "switch_section" {
            continue;
        }
        let list: StatementList = node
            .children()
            .filter(|c| is_statement(kind_name(c.kind())))
            .map(|statement| {
                let mut hasher = DefaultHasher::new();
                let mut tokens = 0;
                normalise(&statement, &mut hasher, &mut tokens);
                StatementHash {
                    hash: hasher.finish(),
                    range: statement.text_range(),
                    tokens,
                }
            })
            .collect();
        if !list.is_empty() {
            lists.push(list);
        }
    }
    Arc::new(lists)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DuplicateOptions {
    pub minimum_statements: usize,
}

/// One copy of a duplicated sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CloneOccurrence {
    pub document: Document,
    /// From the first statement's start to the last one's end.
    pub range: TextRange,
}

/// Copies of one statement sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CloneGroup {
    pub statements: usize,
    /// Tokens of one copy.
    pub tokens: u32,
    /// In document order.
    pub occurrences: Vec<CloneOccurrence>,
}

/// The duplicated statement sequences of the projects in scope, largest first (statements,
/// then tokens, then number of copies, then first location).
pub fn find_duplicates(
    db: &dyn Db,
    workspace: Workspace,
    project: Option<Project>,
    options: DuplicateOptions,
) -> Vec<CloneGroup> {
    let k = options.minimum_statements.max(1);
    // Each file once, however many projects compile it.
    let mut seen_sources: HashSet<SourceFile> = HashSet::new();
    let mut lists: Vec<(Document, Arc<str>, &StatementList)> = Vec::new();
    for &p in workspace.projects(db).iter() {
        if project.is_some_and(|only| only != p) {
            continue;
        }
        for &document in cs_hir::project_documents(db, p).iter() {
            if !seen_sources.insert(document.source(db)) {
                continue;
            }
            let path = document.source(db).path(db).clone();
            for list in statement_lists(db, document).iter() {
                if list.len() >= k {
                    lists.push((document, path.clone(), list));
                }
            }
        }
    }
    lists.sort_by(|a, b| {
        a.1.cmp(&b.1)
            .then(a.2[0].range.start().cmp(&b.2[0].range.start()))
    });

    // Windows of k statements by their combined hash.
    let mut windows: HashMap<u64, Vec<(usize, usize)>> = HashMap::new();
    for (l, (_, _, list)) in lists.iter().enumerate() {
        for start in 0..=list.len() - k {
            let mut hasher = DefaultHasher::new();
            for s in &list[start..start + k] {
                s.hash.hash(&mut hasher);
            }
            windows.entry(hasher.finish()).or_default().push((l, start));
        }
    }
    // Groups of two or more copies that do not overlap each other.
    let mut groups: Vec<Vec<(usize, usize)>> = windows
        .into_values()
        .filter_map(|mut occurrences| {
            occurrences.sort_unstable();
            let mut kept: Vec<(usize, usize)> = Vec::new();
            for o in occurrences {
                if kept
                    .last()
                    .is_some_and(|last| last.0 == o.0 && o.1 < last.1 + k)
                {
                    continue;
                }
                kept.push(o);
            }
            (kept.len() > 1).then_some(kept)
        })
        .collect();
    groups.sort_unstable();
    let group_of: HashMap<(usize, usize), usize> = groups
        .iter()
        .enumerate()
        .flat_map(|(g, occ)| occ.iter().map(move |&o| (o, g)))
        .collect();
    // The group one statement further on, when it holds exactly the same copies shifted.
    let next = |g: usize| -> Option<usize> {
        let first = groups[g][0];
        let h = *group_of.get(&(first.0, first.1 + 1))?;
        (groups[h].len() == groups[g].len()
            && groups[g]
                .iter()
                .zip(&groups[h])
                .all(|(a, b)| b.0 == a.0 && b.1 == a.1 + 1))
        .then_some(h)
    };
    let continued: HashSet<usize> = (0..groups.len()).filter_map(next).collect();
    let mut result = Vec::new();
    for (g, copies) in groups.iter().enumerate() {
        if continued.contains(&g) {
            continue;
        }
        let mut length = k;
        let mut at = g;
        while let Some(h) = next(at) {
            length += 1;
            at = h;
            if length > 100_000 {
                break;
            }
        }
        let occurrences: Vec<CloneOccurrence> = copies
            .iter()
            .map(|&(l, start)| {
                let list = lists[l].2;
                CloneOccurrence {
                    document: lists[l].0,
                    range: TextRange::new(
                        list[start].range.start(),
                        list[start + length - 1].range.end(),
                    ),
                }
            })
            .collect();
        let (l, start) = copies[0];
        let tokens = lists[l].2[start..start + length]
            .iter()
            .map(|s| s.tokens)
            .sum();
        result.push((
            copies[0],
            CloneGroup {
                statements: length,
                tokens,
                occurrences,
            },
        ));
    }
    result.sort_by(|(a_first, a), (b_first, b)| {
        b.statements
            .cmp(&a.statements)
            .then(b.tokens.cmp(&a.tokens))
            .then(b.occurrences.len().cmp(&a.occurrences.len()))
            .then(a_first.cmp(b_first))
    });
    result.into_iter().map(|(_, g)| g).collect()
}
