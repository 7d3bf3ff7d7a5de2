//! Positions beside the summaries: name ranges and documentation comments.

use std::sync::Arc;

use cs_db::{Document, DocumentStatus, RootDatabase, SourceFile, SymbolSet};

use crate::{decl_ranges, doc_comment_text, file_decls};

#[test]
fn documentation_comments_are_found_for_types_members_and_field_declarators() {
    let text = "namespace N {\n    /// <summary>A type.</summary>\n    /// More.\n    [System.Obsolete]\n    class C {\n        /// Two fields.\n        int a, b;\n        // not documentation\n        void M() {}\n        /// A method.\n        void P() {}\n    }\n}\n";
    let db = RootDatabase::default();
    let symbols = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
    let source = SourceFile::new(&db, "a.cs".into(), text.into());
    let document = Document::new(&db, source, symbols, DocumentStatus::Live);
    let decls = file_decls(&db, document);
    let ranges = decl_ranges(&db, document);
    let comment = |decl| {
        ranges
            .get(decl)
            .and_then(|r| r.doc_comment)
            .map(|range| doc_comment_text(text, range))
    };
    let class = &decls.types[0];
    assert_eq!(
        comment(class.decl).as_deref(),
        Some("<summary>A type.</summary>\nMore.")
    );
    let members: Vec<(String, Option<String>)> = class
        .members
        .iter()
        .map(|m| (m.name.to_string(), comment(m.decl)))
        .collect();
    assert_eq!(
        members,
        [
            ("a".to_string(), Some("Two fields.".to_string())),
            ("b".to_string(), Some("Two fields.".to_string())),
            ("M".to_string(), None),
            ("P".to_string(), Some("A method.".to_string())),
        ]
    );
}
