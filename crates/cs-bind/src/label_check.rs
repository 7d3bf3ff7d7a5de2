//! Checks hand-labelled references (`/*def:L*/` before a declaration's name, `/*ref:L*/` or
//! `/*ref:L:kind*/` before each reference) against what binding finds. Used by the tests of
//! this crate and by the host's test over `test-data/references`.

use std::collections::{BTreeMap, BTreeSet};

use cs_db::{Db, Document, Project};
use cs_hir::Symbol;

use crate::model::{BoundSymbol, RefKind};
use crate::queries::document_bindings;

#[derive(Debug, Default)]
pub struct LabelReport {
    pub labels: usize,
    pub expected_refs: usize,
    /// One line per difference: a missing or unexpected reference, or a wrong kind.
    pub mismatches: Vec<String>,
}

struct Marker {
    label: String,
    kind: Option<String>,
    doc: usize,
    offset: u32,
    is_def: bool,
    is_related: bool,
}

fn markers(text: &str, doc: usize) -> Vec<Marker> {
    let mut found = Vec::new();
    let mut rest = 0;
    while let Some(start) = text[rest..].find("/*") {
        let start = rest + start;
        let Some(end) = text[start + 2..].find("*/") else {
            break;
        };
        let end = start + 2 + end + 2;
        let body = &text[start + 2..end - 2];
        rest = end;
        let (is_def, is_related, spec) = if let Some(s) = body.strip_prefix("def:") {
            (true, false, s)
        } else if let Some(s) = body.strip_prefix("ref:") {
            (false, false, s)
        } else if let Some(s) = body.strip_prefix("rel:") {
            (false, true, s)
        } else {
            continue;
        };
        let mut parts = spec.splitn(2, ':');
        let label = parts.next().unwrap_or("").to_string();
        let kind = parts.next().map(str::to_string);
        // A run of markers belongs to the token after the last one.
        let mut position = end;
        while text[position..].starts_with("/*") {
            match text[position..].find("*/") {
                Some(e) => position += e + 2,
                None => break,
            }
        }
        found.push(Marker {
            label,
            kind,
            doc,
            offset: position as u32,
            is_def,
            is_related,
        });
    }
    found
}

/// Prefers what a reader means by the name: the member (a positional record parameter also
/// declares a property) over a parameter over a local.
fn rank(symbol: &BoundSymbol) -> u8 {
    match symbol {
        BoundSymbol::Symbol(Symbol::Member(_)) | BoundSymbol::Symbol(Symbol::Type(_)) => 0,
        BoundSymbol::Symbol(Symbol::Namespace(_)) => 1,
        BoundSymbol::Parameter { .. } | BoundSymbol::TypeParameter { .. } => 2,
        BoundSymbol::Local(_) => 3,
    }
}

/// Compares the labelled references of every document with the bound ones.
pub fn check_labels(db: &dyn Db, docs: &[(Project, Document, String)]) -> LabelReport {
    let mut report = LabelReport::default();
    let mut all: Vec<Marker> = Vec::new();
    for (i, (_, document, _)) in docs.iter().enumerate() {
        all.extend(markers(document.source(db).text(db), i));
    }
    let mut by_label: BTreeMap<String, Vec<&Marker>> = BTreeMap::new();
    for m in &all {
        by_label.entry(m.label.clone()).or_default().push(m);
    }
    let bindings: Vec<_> = docs
        .iter()
        .map(|(p, d, _)| document_bindings(db, *p, *d).clone())
        .collect();
    for (label, marks) in by_label {
        report.labels += 1;
        let Some(def) = marks.iter().find(|m| m.is_def) else {
            report.mismatches.push(format!("{label}: no def marker"));
            continue;
        };
        let declared: Vec<&BoundSymbol> = bindings[def.doc]
            .references
            .iter()
            .filter(|r| r.kind == RefKind::Declaration && u32::from(r.range.start()) == def.offset)
            .map(|r| &r.symbol)
            .collect();
        let Some(symbol) = declared.into_iter().min_by_key(|s| rank(s)) else {
            report.mismatches.push(format!(
                "{label}: nothing is declared at {}:{}",
                docs[def.doc].2, def.offset
            ));
            continue;
        };
        let expected: BTreeSet<(usize, u32)> = marks
            .iter()
            .filter(|m| !m.is_def && !m.is_related)
            .map(|m| (m.doc, m.offset))
            .collect();
        report.expected_refs += expected.len();
        let mut actual: BTreeMap<(usize, u32), Vec<RefKind>> = BTreeMap::new();
        for (i, b) in bindings.iter().enumerate() {
            for r in b
                .references
                .iter()
                .filter(|r| &r.symbol == symbol && r.kind != RefKind::Declaration)
            {
                actual
                    .entry((i, u32::from(r.range.start())))
                    .or_default()
                    .push(r.kind);
            }
        }
        let line_of = |doc: usize, offset: u32| -> String {
            let text = docs[doc].1.source(db).text(db);
            let line = text[..offset as usize].matches('\n').count() + 1;
            format!("{}:{line}", docs[doc].2)
        };
        for place in &expected {
            if !actual.contains_key(place) {
                report.mismatches.push(format!(
                    "{label}: missing reference at {}",
                    line_of(place.0, place.1)
                ));
            }
        }
        for (place, kinds) in &actual {
            if !expected.contains(place) {
                report.mismatches.push(format!(
                    "{label}: unexpected reference ({}) at {}",
                    kinds
                        .iter()
                        .map(|k| k.as_str())
                        .collect::<Vec<_>>()
                        .join("/"),
                    line_of(place.0, place.1)
                ));
            }
        }
        for m in marks.iter().filter(|m| !m.is_def && !m.is_related) {
            if let (Some(kind), Some(kinds)) = (&m.kind, actual.get(&(m.doc, m.offset)))
                && !kinds.iter().any(|k| k.as_str() == kind)
            {
                report.mismatches.push(format!(
                    "{label}: kind at {} is {} (expected {kind})",
                    line_of(m.doc, m.offset),
                    kinds
                        .iter()
                        .map(|k| k.as_str())
                        .collect::<Vec<_>>()
                        .join("/")
                ));
            }
        }
    }
    report
}
