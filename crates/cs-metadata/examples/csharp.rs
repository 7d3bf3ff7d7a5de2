//! Renders an assembly's public API as C# ("metadata as source"), one file per namespace,
//! and prints the time taken.
//! `cargo run --release -p cs-metadata --example csharp -- PATH.dll [OUT_DIR]`

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: csharp PATH.dll [OUT_DIR]");
        std::process::exit(2);
    };
    let out_dir = args.next();
    let started = Instant::now();
    let assembly = match cs_metadata::load_file(path.as_ref()) {
        Ok(assembly) => assembly,
        Err(error) => {
            eprintln!("{path}: {error}");
            std::process::exit(1);
        }
    };
    let opened = started.elapsed();
    let namespaces = cs_metadata::csharp::render_assembly(&assembly);
    let rendered = started.elapsed() - opened;
    let bytes: usize = namespaces.iter().map(|n| n.text.len()).sum();
    let types: usize = namespaces.iter().map(|n| n.types).sum();
    if let Some(dir) = out_dir {
        std::fs::create_dir_all(&dir).expect("output directory");
        for namespace in &namespaces {
            let name = if namespace.namespace.is_empty() {
                "_global"
            } else {
                &namespace.namespace
            };
            std::fs::write(format!("{dir}/{name}.cs"), &namespace.text).expect("write");
        }
    }
    println!(
        "{path}: {} namespaces, {types} top-level types, {bytes} bytes of C#; open {:.1} ms, render {:.1} ms",
        namespaces.len(),
        opened.as_secs_f64() * 1e3,
        rendered.as_secs_f64() * 1e3
    );
}
