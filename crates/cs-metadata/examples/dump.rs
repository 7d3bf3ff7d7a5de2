//! Prints an assembly's identity and types (or one type's members as C#-like signatures),
//! with the time each step took:
//! `cargo run --release -p cs-metadata --example dump -- path.dll [TypeName | --all-members]`.

use std::io::Write;
use std::time::Instant;

use cs_metadata::{Assembly, render};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: dump PATH.dll [Namespace.Type`N[+Nested] | --all-members]");
        std::process::exit(2);
    };
    let selection = args.next();
    // Printing stops quietly when the reader goes away (`| head`).
    let mut stdout = std::io::stdout().lock();
    macro_rules! out {
        ($($arg:tt)*) => {
            if writeln!(stdout, $($arg)*).is_err() {
                std::process::exit(0);
            }
        };
    }

    let started = Instant::now();
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(1);
        }
    };
    let read = started.elapsed();
    let started = Instant::now();
    let assembly = match Assembly::parse(bytes) {
        Ok(assembly) => assembly,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let opened = started.elapsed();

    if let Some(identity) = assembly.identity() {
        out!(
            "assembly {} {} token={}",
            identity.name,
            identity.version,
            identity
                .public_key_token_hex()
                .unwrap_or_else(|| "null".into())
        );
    }
    for reference in assembly.references() {
        out!("  references {} {}", reference.name, reference.version);
    }
    match selection.as_deref() {
        None => {
            for index in 0..assembly.types().len() as u32 {
                out!("{}", render::type_declaration(&assembly, index));
            }
            for forwarder in assembly.forwarders() {
                let target = assembly
                    .references()
                    .get(forwarder.assembly as usize)
                    .map_or("?", |r| r.name.as_str());
                out!(
                    "forwarded {}.{}`{} -> {target}",
                    forwarder.namespace,
                    forwarder.name,
                    forwarder.arity
                );
            }
        }
        Some("--all-members") => {
            let started = Instant::now();
            let mut count = 0usize;
            for index in 0..assembly.types().len() as u32 {
                if let Some(members) = assembly.members(index) {
                    count += members.fields.len()
                        + members.methods.len()
                        + members.properties.len()
                        + members.events.len();
                }
            }
            let decoded = started.elapsed();
            let started = Instant::now();
            for index in 0..assembly.types().len() as u32 {
                let _ = assembly.members(index);
            }
            eprintln!(
                "decoded {count} members of {} types in {decoded:?} (cached second pass {:?})",
                assembly.types().len(),
                started.elapsed()
            );
        }
        Some(name) => {
            let Some(index) = assembly.find_type_by_metadata_name(name) else {
                eprintln!("no type {name}");
                std::process::exit(1);
            };
            let started = Instant::now();
            let members = assembly.members(index);
            let decoded = started.elapsed();
            out!("{} {{", render::type_declaration(&assembly, index));
            if let Some(members) = members {
                for field in &members.fields {
                    out!("    {};", render::field(&assembly, index, field));
                }
                for property in &members.properties {
                    out!("    {}", render::property(&assembly, index, property));
                }
                for event in &members.events {
                    out!("    {};", render::event(&assembly, index, event));
                }
                for method in &members.methods {
                    out!("    {};", render::method(&assembly, index, method));
                }
            }
            for nested in assembly.nested_types(index) {
                out!(
                    "    {} {{ … }}",
                    render::type_declaration(&assembly, *nested)
                );
            }
            out!("}}");
            eprintln!("members decoded in {decoded:?}");
        }
    }
    eprintln!(
        "read {path} in {read:?}; opened and listed {} types, {} forwarders in {opened:?}",
        assembly.types().len(),
        assembly.forwarders().len()
    );
}
