//! "using X;" (Add Import) and "X.Name" (Fully Qualify) for a type name that binds to nothing
//! (CS0246, and CS0103 for a simple name used as a type, `File.ReadAllText`): one leaf per
//! namespace declaring an accessible type of that name and arity in the project's sources, the
//! projects it references, its reference assemblies or the embedded core library. For CS1061
//! (`items.Shuffle()`), "using X;" for each namespace declaring an extension method of that
//! name whose receiver takes the receiver's type (`add_import_extension.rs`); an extension
//! call cannot be fully qualified, so that fix offers nothing there.

use cs_hir::{Modifiers, project_scope};
use cs_ide::TextEdit;
use cs_syntax::TextRange;

use crate::{ActionContext, CodeActionProvider, Offer, Trigger};

const IDS: &[&str] = &["CS0246", "CS0103"];
const IMPORT_IDS: &[&str] = &["CS0246", "CS0103", "CS1061"];

pub(crate) struct AddImport;
pub(crate) struct FullyQualify;

impl CodeActionProvider for AddImport {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.AddImport.CSharpAddImportCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        IMPORT_IDS
    }
    fn priority(&self) -> u32 {
        10
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        import_candidates(ctx, trigger)
            .into_iter()
            .map(|ns| Offer::new(format!("using {ns};"), ns))
            .collect()
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let namespaces = import_candidates(ctx, trigger);
        if !namespaces.iter().any(|ns| ns == key) {
            return Vec::new();
        }
        cs_ide::add_using_edit(
            &ctx.root,
            &ctx.text,
            trigger.range().start(),
            key,
            &ctx.options.organize,
        )
        .into_iter()
        .collect()
    }
}

impl CodeActionProvider for FullyQualify {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.CodeFixes.FullyQualify.CSharpFullyQualifyCodeFixProvider"
    }
    fn fixable_diagnostic_ids(&self) -> &'static [&'static str] {
        IDS
    }
    fn priority(&self) -> u32 {
        20
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        candidates(ctx, trigger)
            .map(|(name, namespaces)| {
                namespaces
                    .into_iter()
                    .map(|ns| Offer::new(format!("{ns}.{}", name.text), ns))
                    .collect()
            })
            .unwrap_or_default()
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, key: &str) -> Vec<TextEdit> {
        let Some((name, namespaces)) = candidates(ctx, trigger) else {
            return Vec::new();
        };
        if !namespaces.iter().any(|ns| ns == key) {
            return Vec::new();
        }
        vec![TextEdit::replace(
            name.range,
            format!("{key}.{}", name.text),
        )]
    }
}

/// The namespaces to import: types for CS0246/CS0103, extension methods for CS1061.
fn import_candidates(ctx: &ActionContext, trigger: &Trigger) -> Vec<String> {
    match trigger.diagnostic() {
        Some(d) if d.id == "CS1061" => {
            super::add_import_extension::extension_namespaces(ctx, d.range).unwrap_or_default()
        }
        Some(_) => candidates(ctx, trigger)
            .map(|(_, namespaces)| namespaces)
            .unwrap_or_default(),
        None => Vec::new(),
    }
}

/// The simple name a diagnostic reports, where it is written, and its arity.
struct WrittenName {
    text: String,
    range: TextRange,
    arity: u32,
}

fn written_name(ctx: &ActionContext, trigger: &Trigger) -> Option<WrittenName> {
    let diagnostic = trigger.diagnostic()?;
    let written = ctx
        .text
        .get(usize::from(diagnostic.range.start())..usize::from(diagnostic.range.end()))?;
    let (name, arguments) = match written.find('<') {
        Some(i) => (&written[..i], Some(&written[i..])),
        None => (written, None),
    };
    let name = name.trim();
    let ident = name.strip_prefix('@').unwrap_or(name);
    if ident.is_empty() || !ident.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let arity = arguments.map_or(0, |args| {
        let mut depth = 0;
        let mut commas = 0;
        for c in args.chars() {
            match c {
                '<' => depth += 1,
                '>' => depth -= 1,
                ',' if depth == 1 => commas += 1,
                _ => {}
            }
        }
        commas + 1
    });
    let start = diagnostic.range.start();
    Some(WrittenName {
        text: name.to_string(),
        range: TextRange::at(start, cs_syntax::TextSize::of(name)),
        arity,
    })
}

/// The namespaces (sorted, System first) that declare an accessible top-level type of the
/// written name and arity.
fn candidates(ctx: &ActionContext, trigger: &Trigger) -> Option<(WrittenName, Vec<String>)> {
    let name = written_name(ctx, trigger)?;
    let db = ctx.db();
    let scope = project_scope(db, ctx.project);
    let lookup = name.text.strip_prefix('@').unwrap_or(&name.text);
    let mut namespaces: Vec<String> = Vec::new();
    for (project, map) in scope.projects.iter().zip(&scope.maps) {
        let own = *project == ctx.project;
        for namespace in &map.namespaces {
            if namespace.full_name.is_empty() {
                continue;
            }
            let Some(types) = namespace.types.get(lookup) else {
                continue;
            };
            let accessible = types.iter().any(|&t| {
                let data = &map.types[t as usize];
                data.parent.is_none()
                    && data.arity == name.arity
                    && (own || data.modifiers.contains(Modifiers::PUBLIC))
            });
            if accessible && !namespaces.contains(&namespace.full_name) {
                namespaces.push(namespace.full_name.clone());
            }
        }
    }
    if namespaces.is_empty() {
        return None;
    }
    sort_namespaces(&mut namespaces);
    Some((name, namespaces))
}

/// System namespaces first, then case-insensitive order (Roslyn's).
pub(super) fn sort_namespaces(namespaces: &mut [String]) {
    namespaces.sort_by(|a, b| {
        let system = |s: &str| !(s == "System" || s.starts_with("System."));
        (system(a), a.to_lowercase(), a).cmp(&(system(b), b.to_lowercase(), b))
    });
}
