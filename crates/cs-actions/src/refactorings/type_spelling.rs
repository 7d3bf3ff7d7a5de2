//! How a bound type is written at a place in a document: C#'s keywords for the core types,
//! `T?` for `Nullable<T>`, the namespace dropped where a using (the file's, an enclosing
//! namespace's, or the project's global ones) or an enclosing namespace brings it into scope,
//! else written out. `None` for what has no exact spelling here: unresolved types, tuples
//! (their element names are not in the bound type), anonymous types, pointers, refs.

use std::collections::BTreeSet;

use cs_db::Db;
use cs_hir::{Ty, TypeRef, UsingKind, def_map};
use cs_syntax::{SyntaxNode, TextSize};

use crate::ActionContext;
use crate::syntax::kind;

/// The namespaces whose types are written without qualification at `at`.
pub(crate) struct Scope {
    namespaces: BTreeSet<String>,
}

impl Scope {
    pub(crate) fn at(ctx: &ActionContext, at: TextSize) -> Scope {
        let mut namespaces = BTreeSet::new();
        namespaces.insert(String::new());
        for using in cs_hir::project_global_usings(ctx.db(), ctx.project).iter() {
            if let (
                UsingKind::Namespace,
                TypeRef::Named {
                    alias: None,
                    segments,
                },
            ) = (&using.kind, &using.target)
            {
                let names: Vec<&str> = segments.iter().map(|s| &*s.name).collect();
                namespaces.insert(names.join("."));
            }
        }
        let Some(token) = ctx.root.token_at_offset(at).right_biased() else {
            return Scope { namespaces };
        };
        let mut enclosing: Vec<String> = Vec::new();
        for node in token.parent_ancestors() {
            let is_namespace = node.kind() == kind("namespace_declaration")
                || node.kind() == kind("file_scoped_namespace_declaration");
            if is_namespace
                && let Some(name) = node
                    .children_with_tokens()
                    .find(|e| e.kind() == kind("identifier") || e.kind() == kind("qualified_name"))
            {
                enclosing.push(compact(&ctx.text[name.text_range()]));
            }
            let holds_usings = is_namespace
                || node.kind() == kind("compilation_unit")
                || node.kind() == kind("declaration_list");
            if holds_usings {
                usings_of(ctx, &node, &mut namespaces);
            }
        }
        // `namespace A.B` (or `namespace A { namespace B`) brings `A.B` and `A` into scope.
        enclosing.reverse();
        let mut prefix = String::new();
        for name in enclosing {
            for part in name.split('.') {
                if !prefix.is_empty() {
                    prefix.push('.');
                }
                prefix.push_str(part);
                namespaces.insert(prefix.clone());
            }
        }
        Scope { namespaces }
    }

    /// `namespace`'s types are written without qualification here.
    pub(crate) fn imports(&self, namespace: &str) -> bool {
        self.namespaces.contains(namespace)
    }

    pub(crate) fn spell(&self, db: &dyn Db, ty: &Ty) -> Option<String> {
        match ty {
            Ty::Named { id, args } => {
                let data = id.data(db);
                let namespace = def_map(db, id.project).namespace_name(id.index).to_string();
                if data.parent.is_none() && namespace == "System" {
                    // `void` is no variable's type: only the value types and `string`/`object`.
                    if let Some(word) =
                        cs_hir::special_type_keyword(db, *id).filter(|w| *w != "void")
                    {
                        return Some(word.to_string());
                    }
                    if &*data.name == "Nullable" && args.len() == 1 {
                        return Some(format!("{}?", self.spell(db, &args[0])?));
                    }
                    if data.name.starts_with("ValueTuple") {
                        return None;
                    }
                }
                let mut chain = vec![*id];
                while let Some(parent) = chain.last().and_then(|t| t.parent(db)) {
                    chain.push(parent);
                }
                chain.reverse();
                let mut used = 0usize;
                let mut parts = Vec::new();
                for t in chain {
                    let data = t.data(db);
                    if !is_identifier(&data.name) {
                        return None;
                    }
                    let arity = data.arity as usize;
                    let mut part = data.name.to_string();
                    if arity > 0 {
                        let own = args.get(used..used + arity)?;
                        let own: Option<Vec<String>> =
                            own.iter().map(|a| self.spell(db, a)).collect();
                        part.push_str(&format!("<{}>", own?.join(", ")));
                    }
                    used += arity;
                    parts.push(part);
                }
                let written = parts.join(".");
                if self.namespaces.contains(&namespace) {
                    Some(written)
                } else {
                    Some(format!("{namespace}.{written}"))
                }
            }
            Ty::TypeParam { name, .. } => Some(name.to_string()),
            // Ranks nest inside out in C# (`int[][,]`): only uniform rank-1 nesting is
            // written here.
            Ty::Array { element, rank } => {
                if *rank != 1 && matches!(**element, Ty::Array { .. }) {
                    return None;
                }
                if let Ty::Array { rank: inner, .. } = **element
                    && inner != 1
                {
                    return None;
                }
                let commas = ",".repeat(usize::from(rank.saturating_sub(1)));
                Some(format!("{}[{commas}]", self.spell(db, element)?))
            }
            Ty::Dynamic => Some("dynamic".into()),
            _ => None,
        }
    }
}

fn usings_of(ctx: &ActionContext, node: &SyntaxNode, out: &mut BTreeSet<String>) {
    for using in node
        .children()
        .filter(|n| n.kind() == kind("using_directive"))
    {
        let text = compact(&ctx.text[using.text_range()]);
        let name = text
            .trim_start_matches("global")
            .trim_start_matches("using")
            .trim_end_matches(';');
        if name.contains('=') || name.starts_with("static") || name.is_empty() {
            continue;
        }
        out.insert(name.trim_start_matches("global::").to_string());
    }
}

/// The text without whitespace (`System . Linq` → `System.Linq`).
pub(crate) fn compact(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
}
