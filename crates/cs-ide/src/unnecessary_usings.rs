//! CS8019 (hidden): `using` directives nothing in the file can be using. Without bound bodies
//! this is decided from names: a directive is unnecessary when no identifier written in the
//! file (code and `cref`s) is the name of anything it imports. Only for imports whose contents
//! are completely known: source namespaces of projects that see no unseen assemblies.

use std::collections::HashSet;
use std::sync::Arc;

use cs_db::{Db, DiagnosticSeverity, Document, DocumentDiagnostic, Project};
use cs_hir::{
    MemberKind, ParamModifier, TypeId, UsingKind, def_map, file_decls, is_open_namespace,
    project_documents, type_members, using_static_target, using_target_namespace, visible_projects,
};
use cs_syntax::{SyntaxElement, SyntaxKind, kind_from_name};

/// Every identifier written in a document outside `using` directives, and the simple names
/// inside `cref="…"`.
#[salsa::tracked(returns(ref))]
pub(crate) fn document_identifiers(db: &dyn Db, document: Document) -> Arc<HashSet<String>> {
    let identifier: SyntaxKind = kind_from_name("identifier", true).expect("grammar kind");
    let comment: SyntaxKind = kind_from_name("comment", true).expect("grammar kind");
    let using: SyntaxKind = kind_from_name("using_directive", true).expect("grammar kind");
    let root = cs_db::parse(db, document).syntax();
    let mut names = HashSet::new();
    for element in root.descendants_with_tokens() {
        let SyntaxElement::Token(token) = element else {
            continue;
        };
        if token.kind() == identifier {
            if token.parent_ancestors().any(|a| a.kind() == using) {
                continue;
            }
            names.insert(token.text().trim_start_matches('@').to_string());
        } else if token.kind() == comment && token.text().starts_with("///") {
            for part in token.text().split("cref=\"").skip(1) {
                let reference = part.split('"').next().unwrap_or("");
                for word in reference.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                    if !word.is_empty() {
                        names.insert(word.to_string());
                    }
                }
            }
        }
    }
    // Identifiers that are grammar nodes (e.g. containing a contextual keyword) are rare;
    // their tokens are keywords and do not name types.
    Arc::new(names)
}

/// Names a namespace import makes usable: its types (and `Foo` for `FooAttribute`), and the
/// extension methods of its static classes.
fn namespace_names(db: &dyn Db, project: Project, namespace: &str) -> HashSet<String> {
    let mut names = HashSet::new();
    for &p in visible_projects(db, project).iter() {
        let map = def_map(db, p);
        let Some(ns) = map.namespace(namespace) else {
            continue;
        };
        for (name, types) in &ns.types {
            names.insert(name.to_string());
            if let Some(short) = name.strip_suffix("Attribute") {
                names.insert(short.to_string());
            }
            for &index in types {
                let id = TypeId { project: p, index };
                for m in type_members(db, id) {
                    let extension = m.decl.kind == MemberKind::Method
                        && m.decl.params.first().is_some_and(|param| {
                            matches!(
                                param.modifier,
                                ParamModifier::This
                                    | ParamModifier::ThisRef
                                    | ParamModifier::ThisIn
                            )
                        });
                    if extension {
                        names.insert(m.decl.name.to_string());
                    }
                }
            }
        }
    }
    names
}

/// Names a `using static T;` makes usable: T's members and nested types.
fn static_names(db: &dyn Db, ty: TypeId) -> HashSet<String> {
    let mut names: HashSet<String> = type_members(db, ty)
        .into_iter()
        .map(|m| m.decl.name.to_string())
        .collect();
    names.extend(ty.data(db).nested.keys().map(|n| n.to_string()));
    names
}

/// CS8019 diagnostics of a document compiled by a project.
pub fn unnecessary_usings(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Vec<DocumentDiagnostic> {
    let judge_names = !visible_projects(db, project)
        .iter()
        .any(|p| p.settings(db).has_unseen_references);
    let Some(doc) = project_documents(db, project)
        .iter()
        .position(|d| *d == document)
    else {
        return Vec::new();
    };
    let decls = file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    let used = document_identifiers(db, document);
    let mut result = Vec::new();
    let duplicates: HashSet<cs_hir::DeclId> = repeated_usings(decls)
        .into_iter()
        .map(|(using, _)| using)
        .collect();
    for (scope_index, scope) in decls.scopes.iter().enumerate() {
        for using in scope.usings.iter().filter(|u| !u.is_global) {
            if duplicates.contains(&using.decl) {
                // A repeated directive never imports anything new.
                if let Some(range) = ranges.get(using.decl) {
                    result.push(DocumentDiagnostic {
                        id: "CS8019".into(),
                        severity: DiagnosticSeverity::Hidden,
                        message: "Unnecessary using directive.".into(),
                        range: range.full,
                    });
                }
                continue;
            }
            if !judge_names {
                continue;
            }
            let imported = match &using.kind {
                UsingKind::Namespace => {
                    match using_target_namespace(
                        db,
                        project,
                        doc as u32,
                        scope_index as u32,
                        &using.target,
                    ) {
                        Some(ns) if !is_open_namespace(&ns) => namespace_names(db, project, &ns),
                        _ => continue,
                    }
                }
                UsingKind::Static => {
                    match using_static_target(
                        db,
                        project,
                        doc as u32,
                        scope_index as u32,
                        &using.target,
                    ) {
                        Some(ty) if !ty.is_from_core_library(db) => static_names(db, ty),
                        _ => continue,
                    }
                }
                UsingKind::Alias(alias) => HashSet::from([alias.to_string()]),
            };
            if imported.iter().any(|name| used.contains(name)) {
                continue;
            }
            let Some(range) = ranges.get(using.decl) else {
                continue;
            };
            result.push(DocumentDiagnostic {
                id: "CS8019".into(),
                severity: DiagnosticSeverity::Hidden,
                message: "Unnecessary using directive.".into(),
                range: range.full,
            });
        }
    }
    result
}

/// Directives that repeat an earlier one of the same scope: (directive, what it repeats as
/// written). Certain whatever the project references.
fn repeated_usings(decls: &cs_hir::FileDecls) -> Vec<(cs_hir::DeclId, String)> {
    let mut result = Vec::new();
    for scope in &decls.scopes {
        let mut seen: HashSet<String> = HashSet::new();
        for using in scope.usings.iter().filter(|u| !u.is_global) {
            let key = match &using.kind {
                UsingKind::Namespace => format!("namespace {}", using.target),
                UsingKind::Static => format!("static {}", using.target),
                UsingKind::Alias(alias) => format!("alias {alias}"),
            };
            if !seen.insert(key) {
                let written = match &using.kind {
                    UsingKind::Alias(alias) => alias.to_string(),
                    _ => using.target.to_string(),
                };
                result.push((using.decl, written));
            }
        }
    }
    result
}

/// CS0105 (warning) for a repeated `using N;`/`using static T;` and CS1537 (error) for a
/// repeated alias, as the compiler reports them.
pub(crate) fn repeated_using_diagnostics(
    db: &dyn Db,
    document: Document,
) -> Vec<DocumentDiagnostic> {
    let decls = file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    let aliases: HashSet<cs_hir::DeclId> = decls
        .scopes
        .iter()
        .flat_map(|s| s.usings.iter())
        .filter(|u| matches!(u.kind, UsingKind::Alias(_)))
        .map(|u| u.decl)
        .collect();
    repeated_usings(decls)
        .into_iter()
        .filter_map(|(decl, written)| {
            let range = ranges.get(decl)?.name;
            Some(if aliases.contains(&decl) {
                DocumentDiagnostic {
                    id: "CS1537".into(),
                    severity: DiagnosticSeverity::Error,
                    message: format!(
                        "The using alias '{written}' appeared previously in this namespace"
                    ),
                    range,
                }
            } else {
                DocumentDiagnostic {
                    id: "CS0105".into(),
                    severity: DiagnosticSeverity::Warning,
                    message: format!(
                        "The using directive for '{written}' appeared previously in this namespace"
                    ),
                    range,
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use cs_db::{DocumentStatus, ProjectSettings, RootDatabase, SourceFile, SymbolSet};

    use super::*;

    fn project(db: &RootDatabase, files: &[(&str, &str)], open: bool) -> (Project, Vec<Document>) {
        let symbols = SymbolSet::new(db, Arc::from(Vec::<String>::new()));
        let documents: Vec<Document> = files
            .iter()
            .map(|(path, text)| {
                let source = SourceFile::new(db, (*path).into(), (*text).into());
                Document::new(db, source, symbols, DocumentStatus::Live)
            })
            .collect();
        let settings = ProjectSettings {
            name: "App".into(),
            has_unseen_references: open,
            ..Default::default()
        };
        let project = Project::new(db, Arc::new(settings), documents.clone(), Vec::new());
        (project, documents)
    }

    fn unnecessary(files: &[(&str, &str)], open: bool) -> Vec<String> {
        let db = RootDatabase::default();
        let (project, documents) = project(&db, files, open);
        let text = documents[0].source(&db).text(&db).clone();
        unnecessary_usings(&db, project, documents[0])
            .iter()
            .map(|d| {
                assert_eq!(
                    (d.id.as_str(), d.severity),
                    ("CS8019", DiagnosticSeverity::Hidden)
                );
                text[d.range].to_string()
            })
            .collect()
    }

    const LIB: (&str, &str) = (
        "lib.cs",
        "namespace Lib.Models { public class Order {} public sealed class TagAttribute : System.Attribute {} }\n\
         namespace Lib.Ext { public static class E { public static int Twice(this int x) => x * 2; } }\n\
         namespace Lib.Util { public static class Math2 { public static int Half(int x) => x / 2; } }",
    );

    #[test]
    fn usings_nothing_refers_to_are_unnecessary() {
        let file = (
            "use.cs",
            "using System;\nusing Lib.Models;\nusing Lib.Ext;\nusing static Lib.Util.Math2;\nusing O = Lib.Models.Order;\n\
             namespace App { class C { int M() => 1; } }",
        );
        assert_eq!(
            unnecessary(&[file, LIB], false),
            vec![
                "using Lib.Models;",
                "using Lib.Ext;",
                "using static Lib.Util.Math2;",
                "using O = Lib.Models.Order;"
            ],
            "`using System;` is never judged: the framework is not fully known"
        );
    }

    #[test]
    fn types_attributes_extension_methods_static_members_and_crefs_count_as_uses() {
        let file = (
            "use.cs",
            "using Lib.Models;\nusing Lib.Ext;\nusing static Lib.Util.Math2;\nusing O = Lib.Models.Order;\n\
             namespace App {\n/// <see cref=\"Order\"/>\n[Tag] class C { int M() => 3.Twice() + Half(4); O o; } }",
        );
        assert!(unnecessary(&[file, LIB], false).is_empty());
        let cref_only = (
            "use.cs",
            "using Lib.Models;\nnamespace App {\n/// <see cref=\"Order\"/>\nclass C {} }",
        );
        assert!(unnecessary(&[cref_only, LIB], false).is_empty());
    }

    #[test]
    fn repeated_directives_are_unnecessary_and_reported_even_with_unseen_references() {
        let file = (
            "use.cs",
            "using System;\nusing Lib.Models;\nusing System;\nusing O = Lib.Models.Order;\nusing O = Lib.Models.Order;\nnamespace App { class C { Order o; O p; } }",
        );
        assert_eq!(
            unnecessary(&[file, LIB], true),
            vec!["using System;", "using O = Lib.Models.Order;"]
        );
        let db = RootDatabase::default();
        let (_, documents) = project(&db, &[file, LIB], true);
        let text = documents[0].source(&db).text(&db).clone();
        let reported: Vec<(String, String)> = repeated_using_diagnostics(&db, documents[0])
            .iter()
            .map(|d| (d.id.clone(), text[d.range].to_string()))
            .collect();
        assert_eq!(
            reported,
            vec![
                ("CS0105".into(), "System".into()),
                ("CS1537".into(), "O".into())
            ]
        );
    }

    #[test]
    fn projects_with_unseen_references_are_not_judged() {
        let file = ("use.cs", "using Lib.Models;\nnamespace App { class C {} }");
        assert!(unnecessary(&[file, LIB], true).is_empty());
    }
}
