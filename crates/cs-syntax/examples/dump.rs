//! Prints the lossless syntax tree of a C# file (kinds by grammar name), for exploring shapes.

fn main() {
    let path = std::env::args().nth(1).expect("usage: dump FILE.cs");
    let text = std::fs::read_to_string(path).expect("readable UTF-8 file");
    let parse = cs_syntax::parse(&text);
    print(&parse.syntax(), 0);
}

fn print(node: &cs_syntax::SyntaxNode, depth: usize) {
    println!(
        "{}{}",
        "  ".repeat(depth),
        cs_syntax::kind_name(node.kind())
    );
    for child in node.children_with_tokens() {
        match child {
            rowan::NodeOrToken::Node(n) => print(&n, depth + 1),
            rowan::NodeOrToken::Token(t) if !cs_syntax::is_trivia(t.kind()) => {
                println!(
                    "{}{} {:?}",
                    "  ".repeat(depth + 1),
                    cs_syntax::kind_name(t.kind()),
                    t.text()
                )
            }
            _ => {}
        }
    }
}
