//! Compiles the generated parser (`src/parser.c`, from `grammar.js` by `cargo xtask grammar`)
//! and the external scanner (`src/scanner.c`, upstream's with our fixes) into a static library.

fn main() {
    let src = std::path::Path::new("src");
    let mut build = cc::Build::new();
    build.std("c11").include(src);
    // Generated code: its warnings are not ours to fix.
    build.warnings(false);
    #[cfg(target_env = "msvc")]
    build.flag("-utf-8");
    for file in ["parser.c", "scanner.c"] {
        let path = src.join(file);
        build.file(&path);
        println!("cargo:rerun-if-changed={}", path.display());
    }
    println!("cargo:rerun-if-changed=src/tree_sitter");
    build.compile("tree-sitter-csharp14");
}
