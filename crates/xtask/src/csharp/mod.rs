//! The text of one generated C# file: usings, namespace, and a class, record, interface or
//! static class whose method bodies call the planned dependencies.

mod declarations;
mod methods;
mod statements;

use std::collections::HashSet;

use crate::plan::{Kind, SolutionPlan, TypePlan};
use crate::rng::Rng;

/// Writes `plan.types[index]` as C# source.
pub fn render(plan: &SolutionPlan, index: usize) -> String {
    let mut file = FileGen::new(plan, index);
    file.render();
    file.w.out
}

/// Lines with indentation.
struct Writer {
    out: String,
    indent: usize,
    lines: usize,
}

impl Writer {
    fn line(&mut self, text: &str) {
        if !text.is_empty() {
            for _ in 0..self.indent {
                self.out.push_str("    ");
            }
            self.out.push_str(text);
        }
        self.out.push('\n');
        self.lines += 1;
    }

    fn open(&mut self, header: &str) {
        self.line(header);
        self.line("{");
        self.indent += 1;
    }

    fn close(&mut self) {
        self.close_with("}");
    }

    fn close_with(&mut self, text: &str) {
        self.indent -= 1;
        self.line(text);
    }
}

/// A field (or local) the body can call methods on.
struct Receiver<'a> {
    expr: String,
    ty: &'a TypePlan,
    nullable: bool,
}

struct FileGen<'a> {
    plan: &'a SolutionPlan,
    ty: &'a TypePlan,
    rng: Rng,
    w: Writer,
    receivers: Vec<Receiver<'a>>,
    /// Locals declared in the current method, so names never repeat.
    locals: HashSet<String>,
    /// Whether the type has the `_values`, `_sync`, `_counter` and `_lastError` fields.
    has_state: bool,
    logger: bool,
    json: bool,
    /// Lines the whole file should roughly have.
    target_lines: usize,
}

impl<'a> FileGen<'a> {
    fn new(plan: &'a SolutionPlan, index: usize) -> FileGen<'a> {
        let ty = &plan.types[index];
        let mut rng = Rng::derive(plan.seed, 4, index as u64);
        let project = &plan.projects[ty.project];
        let stateful = matches!(ty.kind, Kind::Class | Kind::GenericClass);
        let logger = stateful
            && project.has_package("Microsoft.Extensions.Logging.Abstractions")
            && rng.chance(60);
        let json = stateful && project.has_package("Newtonsoft.Json") && rng.chance(60);
        let mut fields = HashSet::new();
        let receivers = ty
            .deps
            .iter()
            .map(|&d| {
                let dep = &plan.types[d];
                let mut expr = format!("_{}", camel(&bare_name(dep)));
                while !fields.insert(expr.clone()) {
                    expr.push('2');
                }
                Receiver {
                    expr,
                    ty: dep,
                    nullable: dep.kind == Kind::Interface,
                }
            })
            .collect();
        FileGen {
            plan,
            ty,
            target_lines: rng.range(50, 100),
            rng,
            w: Writer {
                out: String::new(),
                indent: 0,
                lines: 0,
            },
            receivers,
            locals: HashSet::new(),
            has_state: stateful,
            logger,
            json,
        }
    }

    fn render(&mut self) {
        self.header();
        match self.ty.kind {
            Kind::Class | Kind::GenericClass => self.class(),
            Kind::Record => self.record(),
            Kind::Interface => self.interface(),
            Kind::Extensions => self.extensions(),
            Kind::Program => self.program(),
        }
        if !self.file_scoped() {
            self.w.close();
        }
    }

    fn file_scoped(&self) -> bool {
        self.plan.projects[self.ty.project].file_scoped_namespaces
    }
}

/// How a user names a type: generic classes are used with `string`.
fn type_ref(ty: &TypePlan) -> String {
    if ty.kind == Kind::GenericClass {
        format!("{}<string>", ty.name)
    } else {
        ty.name.clone()
    }
}

/// `OrderService` → `orderService`.
fn camel(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `CalculateOrder` → `Calculates`, for doc comments.
fn verb_phrase(method: &str) -> String {
    let end = method
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_uppercase())
        .map_or(method.len(), |(i, _)| i);
    let verb = &method[..end];
    match verb {
        "Try" => "Tries to find".to_string(),
        v if v.ends_with("sh") || v.ends_with("ch") || v.ends_with('s') || v.ends_with('x') => {
            format!("{v}es")
        }
        v if v.ends_with('y') => format!("{}ies", &v[..v.len() - 1]),
        v => format!("{v}s"),
    }
}

/// The name without an interface's `I` prefix: `IOrderStore` → `OrderStore`.
fn bare_name(ty: &TypePlan) -> String {
    match ty.name.strip_prefix('I') {
        Some(rest) if ty.kind == Kind::Interface => rest.to_string(),
        _ => ty.name.clone(),
    }
}
