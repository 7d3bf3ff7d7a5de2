//! Prints the tree of the C# read from stdin (or of each file named), for working on the
//! grammar: `cargo run -p tree-sitter-csharp14 --example parse < file.cs`.

use std::io::Read;

fn main() {
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&tree_sitter_csharp14::LANGUAGE.into())
        .unwrap();
    let files: Vec<String> = std::env::args().skip(1).collect();
    let texts: Vec<(String, String)> = if files.is_empty() {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).unwrap();
        vec![("stdin".into(), text)]
    } else {
        files
            .into_iter()
            .map(|f| (f.clone(), std::fs::read_to_string(&f).unwrap()))
            .collect()
    };
    for (name, text) in texts {
        let tree = parser.parse(&text, None).unwrap();
        let root = tree.root_node();
        if root.has_error() || std::env::var_os("SEXP").is_some() {
            println!("{name}: {}", root.to_sexp());
        } else {
            println!("{name}: ok");
        }
    }
}
