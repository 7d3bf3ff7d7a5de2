//! Derived queries: the syntax tree of a file under a symbol set, the line index and
//! syntax diagnostics of a document.

use std::sync::Arc;

use cs_syntax::{LineIndex, Parse, TextRange};

use crate::{Db, Document, SourceFile, SymbolSet};

/// Severity of an analysis diagnostic, in the compiler's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DiagnosticSeverity {
    Hidden,
    Info,
    Warning,
    Error,
}

/// A diagnostic inside one document, with a UTF-8 byte range into its text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DocumentDiagnostic {
    pub id: String,
    pub severity: DiagnosticSeverity,
    pub message: String,
    pub range: TextRange,
}

/// Parses a file under a symbol set. The result is compared with the previous one, so an
/// edit that reproduces the same tree does not invalidate dependants.
#[salsa::tracked(returns(ref))]
pub fn parse_source(db: &dyn Db, source: SourceFile, symbols: SymbolSet) -> Parse {
    let options = cs_syntax::ParseOptions {
        symbols: symbols.symbols(db).clone(),
    };
    cs_syntax::parse_with(source.text(db), &options)
}

/// The syntax tree of a document (its file under its project's symbols).
pub fn parse(db: &dyn Db, document: Document) -> &Parse {
    parse_source(db, document.source(db), document.symbols(db))
}

#[salsa::tracked(returns(ref))]
pub fn source_line_index(db: &dyn Db, source: SourceFile) -> Arc<LineIndex> {
    Arc::new(LineIndex::new(source.text(db)))
}

pub fn line_index(db: &dyn Db, document: Document) -> &Arc<LineIndex> {
    source_line_index(db, document.source(db))
}

/// Syntax and preprocessor diagnostics of a document (errors, and `#warning` warnings),
/// sorted by position.
#[salsa::tracked(returns(ref))]
pub fn syntax_diagnostics(db: &dyn Db, document: Document) -> Vec<DocumentDiagnostic> {
    let parsed = parse(db, document);
    let with_severity = |severity| {
        move |error: &cs_syntax::SyntaxError| DocumentDiagnostic {
            id: error.id.clone(),
            severity,
            message: error.message.clone(),
            range: error.range,
        }
    };
    let mut diagnostics: Vec<DocumentDiagnostic> = parsed
        .errors()
        .iter()
        .map(with_severity(DiagnosticSeverity::Error))
        .chain(
            parsed
                .warnings()
                .iter()
                .map(with_severity(DiagnosticSeverity::Warning)),
        )
        .collect();
    diagnostics.sort_by_key(|d| (d.range.start(), d.range.end()));
    diagnostics
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use salsa::Setter;

    use crate::{Document, DocumentStatus, RootDatabase, SourceFile, SymbolSet};

    use super::*;

    fn document(db: &RootDatabase, path: &str, text: &str, symbols: SymbolSet) -> Document {
        let source = SourceFile::new(db, path.into(), text.into());
        Document::new(db, source, symbols, DocumentStatus::Live)
    }

    #[test]
    fn editing_one_file_reparses_only_that_file() {
        let log = Arc::new(Mutex::new(Vec::<String>::new()));
        let sink = log.clone();
        let mut db = RootDatabase::with_execution_log(move |e| sink.lock().unwrap().push(e));
        let symbols = SymbolSet::new(&db, Arc::from(vec!["DEBUG".to_string()]));
        let a = document(&db, "a.cs", "class A {}", symbols);
        let b = document(&db, "b.cs", "class B {}", symbols);
        assert!(syntax_diagnostics(&db, a).is_empty());
        assert!(syntax_diagnostics(&db, b).is_empty());
        log.lock().unwrap().clear();

        a.source(&db)
            .set_text(&mut db)
            .to("class A { int x }".into());
        assert_eq!(syntax_diagnostics(&db, a).len(), 1);
        assert!(syntax_diagnostics(&db, b).is_empty());
        let executed = log.lock().unwrap().clone();
        let parses = executed
            .iter()
            .filter(|e| e.starts_with("parse_source"))
            .count();
        assert_eq!(parses, 1, "only a.cs is parsed again: {executed:?}");
        assert_eq!(
            executed.len(),
            2,
            "parse and diagnostics of a.cs: {executed:?}"
        );
    }

    #[test]
    fn documents_are_parsed_with_their_symbols() {
        let db = RootDatabase::default();
        let text = "class C {\n#if NET8_0\n    void M() {}\n#else\n    void M( {}\n#endif\n#warning check me\n}\n";
        let net8 = SymbolSet::new(&db, Arc::from(vec!["NET8_0".to_string()]));
        let other = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
        let modern = document(&db, "c.cs", text, net8);
        let old = document(&db, "c.cs", text, other);
        let ids = |d| {
            syntax_diagnostics(&db, d)
                .iter()
                .map(|d| (d.id.clone(), d.severity))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            ids(modern),
            vec![("CS1030".to_string(), DiagnosticSeverity::Warning)]
        );
        assert!(
            ids(old)
                .iter()
                .any(|(_, s)| *s == DiagnosticSeverity::Error),
            "{:?}",
            ids(old)
        );
    }

    #[test]
    fn a_shared_file_is_parsed_once_per_symbol_set() {
        let log = Arc::new(Mutex::new(Vec::<String>::new()));
        let sink = log.clone();
        let db = RootDatabase::with_execution_log(move |e| sink.lock().unwrap().push(e));
        let debug = SymbolSet::new(&db, Arc::from(vec!["DEBUG".to_string()]));
        let release = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
        let source = SourceFile::new(&db, "shared.cs".into(), "class S {}".into());
        let in_a = Document::new(&db, source, debug, DocumentStatus::Live);
        let in_b = Document::new(&db, source, debug, DocumentStatus::Live);
        let in_c = Document::new(&db, source, release, DocumentStatus::Live);
        for document in [in_a, in_b, in_c] {
            let _ = parse(&db, document);
        }
        let parses = log
            .lock()
            .unwrap()
            .iter()
            .filter(|e| e.starts_with("parse_source"))
            .count();
        assert_eq!(parses, 2);
    }
}
