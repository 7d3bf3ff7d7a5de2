//! Embeds every `corelib/*.cs` file: writes the list of `(name, include_str!)` pairs that
//! `core_library.rs` includes, so adding a file needs no code change.

use std::fmt::Write;

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corelib");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".cs"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut out = String::from("&[\n");
    for name in &names {
        println!("cargo:rerun-if-changed={}", dir.join(name).display());
        let path = dir.join(name);
        writeln!(
            out,
            "    ({name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    out.push(']');
    let target = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("corelib_files.rs");
    std::fs::write(target, out).unwrap();
}
