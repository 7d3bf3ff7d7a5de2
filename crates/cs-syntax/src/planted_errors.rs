//! Tests error recovery against the compiler: `test-data/syntax/errors/PlantedErrors.cs` holds
//! 30 planted syntax errors, and the parse must report exactly those, with the compiler's IDs
//! at the compiler's positions (1-based line and column). A missing token is reported where
//! Roslyn reports it: at the end of the previous token when that token ends its line, else at
//! the start of the token that stands in its place.

use crate::{LineIndex, parse};

#[test]
fn planted_errors_are_reported_where_the_compiler_reports_them() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../test-data/syntax/errors/PlantedErrors.cs");
    let text = std::fs::read_to_string(path).unwrap();
    let parse = parse(&text);
    let index = LineIndex::new(&text);
    let actual: Vec<(String, u32, u32)> = parse
        .errors()
        .iter()
        .map(|e| {
            let at = index.line_col(e.range.start());
            (e.id.clone(), at.line + 1, at.col + 1)
        })
        .collect();
    let expected: Vec<(String, u32, u32)> = [
        ("CS1002", 1, 13),
        ("CS1002", 8, 15),
        ("CS1519", 10, 5),
        ("CS1519", 12, 5),
        ("CS1002", 16, 18),
        ("CS1002", 17, 12),
        ("CS1002", 18, 29),
        ("CS1002", 19, 20),
        ("CS1002", 20, 14),
        ("CS1002", 21, 32),
        ("CS1002", 22, 40),
        ("CS1002", 23, 21),
        ("CS1002", 29, 30),
        ("CS1002", 34, 23),
        ("CS1002", 39, 28),
        ("CS1026", 44, 12),
        ("CS1026", 45, 30),
        ("CS1026", 46, 37),
        ("CS1026", 47, 23),
        ("CS1003", 52, 13),
        ("CS1003", 53, 28),
        ("CS1003", 54, 65),
        ("CS1003", 57, 27),
        ("CS1001", 61, 13),
        ("CS1001", 62, 19),
        ("CS1525", 67, 17),
        ("CS1525", 68, 17),
        ("CS1525", 69, 14),
        ("CS1001", 75, 7),
        ("CS1513", 79, 17),
    ]
    .into_iter()
    .map(|(id, line, col)| (id.to_owned(), line, col))
    .collect();
    assert_eq!(actual, expected);
}
