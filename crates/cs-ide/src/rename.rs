//! Rename: the edits that give a symbol a new name everywhere it is declared and referred to
//! (partial parts, overrides and interface implementations, constructors of a renamed type,
//! named arguments, attribute short names), after checking the name and for collisions.

use std::collections::BTreeMap;

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Document, Workspace};
use cs_hir::{MemberKind, Symbol, def_map, type_members};

use crate::references::{ReferenceOptions, ReferenceScope};
use crate::{Analysis, Cancellable, FileRange, TextEdit};

/// The edits of a rename, by document, and what collides with the new name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RenamePlan {
    pub edits: BTreeMap<DocumentKey, (Document, Vec<TextEdit>)>,
    /// Declarations already named like the new name where it would collide.
    pub conflicts: Vec<RenameConflict>,
    /// References rewritten (declarations included).
    pub references: usize,
}

/// Orders documents by path in a plan.
pub type DocumentKey = String;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenameConflict {
    pub message: String,
    pub location: Option<FileRange>,
}

/// Why a rename cannot be planned at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenameError {
    /// Not an identifier (`why` says what is wrong).
    InvalidName(String),
    /// A C# keyword: it needs `@` to be an identifier.
    Keyword(String),
    /// Declared outside the workspace (the core library or a referenced assembly).
    NotInSource,
}

/// Checks a new name: an identifier (a leading `@` allowed), not a keyword without `@`.
pub fn validate_identifier(name: &str) -> Result<(), RenameError> {
    let (verbatim, bare) = match name.strip_prefix('@') {
        Some(rest) => (true, rest),
        None => (false, name),
    };
    let mut chars = bare.chars();
    let Some(first) = chars.next() else {
        return Err(RenameError::InvalidName("the name is empty".into()));
    };
    if !(first == '_' || first.is_alphabetic()) {
        return Err(RenameError::InvalidName(format!(
            "'{name}' must start with a letter or '_'"
        )));
    }
    if let Some(bad) = chars.find(|c| !(*c == '_' || c.is_alphanumeric())) {
        return Err(RenameError::InvalidName(format!(
            "'{name}' contains '{bad}', which an identifier cannot"
        )));
    }
    if !verbatim && cs_syntax::is_reserved_keyword(bare) {
        return Err(RenameError::Keyword(bare.to_string()));
    }
    Ok(())
}

impl Analysis {
    /// Plans renaming `symbol` to `new_name` across the workspace.
    pub fn rename(
        &self,
        workspace: Workspace,
        symbol: &BoundSymbol,
        new_name: &str,
    ) -> Cancellable<Result<RenamePlan, RenameError>> {
        if let Err(e) = validate_identifier(new_name) {
            return Ok(Err(e));
        }
        let in_source = self.with_db(|db| declared_in_source(db, symbol))?;
        if !in_source {
            return Ok(Err(RenameError::NotInSource));
        }
        let options = ReferenceOptions {
            include_declarations: true,
            include_related: true,
            scope: ReferenceScope::Solution,
        };
        let references = self.find_references(workspace, symbol, &options)?;
        self.with_db(|db| {
            // An override or implementation of a member declared outside the workspace keeps
            // that member's name.
            if references
                .iter()
                .any(|r| !declared_in_source(db, &r.symbol))
            {
                return Err(RenameError::NotInSource);
            }
            let old_name = symbol_name(db, symbol);
            let mut plan = RenamePlan {
                conflicts: conflicts(db, workspace, symbol, new_name),
                ..RenamePlan::default()
            };
            let mut seen = std::collections::HashSet::new();
            for r in &references {
                // A related symbol that is not an override/implementation of ours (e.g. the
                // constructors of a renamed type) keeps its references only where they are
                // the type's name.
                if !seen.insert((r.document, r.range)) {
                    continue;
                }
                let text = r.document.source(db).text(db);
                let Some(written) =
                    text.get(usize::from(r.range.start())..usize::from(r.range.end()))
                else {
                    continue;
                };
                let replacement = replacement(written, &old_name, new_name, r.kind);
                let Some(replacement) = replacement else {
                    continue;
                };
                let path = r.document.source(db).path(db).to_string();
                plan.edits
                    .entry(path)
                    .or_insert_with(|| (r.document, Vec::new()))
                    .1
                    .push(TextEdit::replace(r.range, replacement));
                plan.references += 1;
            }
            // A renamed type's static constructor and finalizer carry its name too.
            if let BoundSymbol::Symbol(Symbol::Type(t)) = symbol {
                for m in type_members(db, *t) {
                    let named_like_type = m.decl.kind == MemberKind::Destructor
                        || (m.decl.kind == MemberKind::Constructor && m.is_static());
                    if !named_like_type || m.synthesized {
                        continue;
                    }
                    if let Some(place) = member_location(db, &m)
                        && seen.insert((place.document, place.range))
                    {
                        let path = place.document.source(db).path(db).to_string();
                        plan.edits
                            .entry(path)
                            .or_insert_with(|| (place.document, Vec::new()))
                            .1
                            .push(TextEdit::replace(
                                place.range,
                                new_name.trim_start_matches('@'),
                            ));
                        plan.references += 1;
                    }
                }
            }
            for (_, edits) in plan.edits.values_mut() {
                edits.sort_by_key(|e| e.range.start());
            }
            Ok(plan)
        })
    }
}

/// The new text for one reference token: `@` kept when written, the `Attribute` suffix left
/// off where the usage left it off; `None` when the token is not the symbol's name.
fn replacement(written: &str, old: &str, new: &str, kind: RefKind) -> Option<String> {
    let verbatim = written.starts_with('@');
    let bare = written.trim_start_matches('@');
    let new_bare = new.trim_start_matches('@');
    let text = if bare == old {
        new_bare.to_string()
    } else if kind == RefKind::Attribute
        && old.ends_with("Attribute")
        && bare == &old[..old.len() - "Attribute".len()]
    {
        new_bare
            .strip_suffix("Attribute")
            .unwrap_or(new_bare)
            .to_string()
    } else if matches!(kind, RefKind::Invocation | RefKind::Declaration) && !written.is_empty() {
        // A constructor or destructor named after its type, or `base`/`this` initializers.
        if matches!(bare, "base" | "this") {
            return None;
        }
        new_bare.to_string()
    } else {
        return None;
    };
    let keyword = cs_syntax::is_reserved_keyword(&text);
    Some(
        if (verbatim || new.starts_with('@')) && keyword || new.starts_with('@') {
            format!("@{text}")
        } else {
            text
        },
    )
}

fn declared_in_source(db: &dyn Db, symbol: &BoundSymbol) -> bool {
    let project = match symbol {
        BoundSymbol::Symbol(Symbol::Type(t)) => t.project,
        BoundSymbol::Symbol(Symbol::Member(m)) => m.ty.project,
        BoundSymbol::Parameter { member, .. } => member.ty.project,
        BoundSymbol::TypeParameter { owner, .. } => match owner {
            Symbol::Type(t) => t.project,
            Symbol::Member(m) => m.ty.project,
            Symbol::Namespace(_) => return false,
        },
        BoundSymbol::Local(_) => return true,
        BoundSymbol::Symbol(Symbol::Namespace(_)) => return true,
    };
    !project.settings(db).is_core_library
}

/// The name a symbol is declared with.
fn symbol_name(db: &dyn Db, symbol: &BoundSymbol) -> String {
    match symbol {
        BoundSymbol::Symbol(Symbol::Type(t)) => t.data(db).name.to_string(),
        BoundSymbol::Symbol(Symbol::Member(m)) => cs_hir::member(db, *m)
            .map(|v| v.decl.name.to_string())
            .unwrap_or_default(),
        BoundSymbol::Symbol(Symbol::Namespace(ns)) => {
            ns.rsplit('.').next().unwrap_or_default().to_string()
        }
        BoundSymbol::Parameter { member, index } => cs_hir::member(db, *member)
            .and_then(|v| {
                v.decl
                    .params
                    .get(*index as usize)
                    .map(|p| p.name.to_string())
            })
            .unwrap_or_default(),
        BoundSymbol::TypeParameter { owner, index } => match owner {
            Symbol::Type(t) => cs_hir::first_decl(db, *t)
                .and_then(|(f, d)| {
                    f.types[d]
                        .type_params
                        .get(*index as usize)
                        .map(|p| p.name.to_string())
                })
                .unwrap_or_default(),
            Symbol::Member(m) => cs_hir::member(db, *m)
                .and_then(|v| {
                    v.decl
                        .type_params
                        .get(*index as usize)
                        .map(|p| p.name.to_string())
                })
                .unwrap_or_default(),
            Symbol::Namespace(_) => String::new(),
        },
        BoundSymbol::Local(id) => {
            let text = id.document.source(db).text(db);
            text[id.offset as usize..]
                .chars()
                .take_while(|c| *c == '@' || *c == '_' || c.is_alphanumeric())
                .collect::<String>()
                .trim_start_matches('@')
                .to_string()
        }
    }
}

/// Declarations the new name would collide with: members of the same type (methods only
/// when the signatures are the same), types of the same namespace or containing type, and
/// locals and parameters of the same member.
fn conflicts(
    db: &dyn Db,
    workspace: Workspace,
    symbol: &BoundSymbol,
    new_name: &str,
) -> Vec<RenameConflict> {
    let new_bare = new_name.trim_start_matches('@');
    let mut found = Vec::new();
    match symbol {
        BoundSymbol::Symbol(Symbol::Member(m)) => {
            let Some(view) = cs_hir::member(db, *m) else {
                return found;
            };
            let overloadable = matches!(view.decl.kind, MemberKind::Method);
            for other in type_members(db, m.ty) {
                if other.id == *m || *other.decl.name != *new_bare {
                    continue;
                }
                let both_methods = overloadable && other.decl.kind == MemberKind::Method;
                let same_params = other.decl.params.len() == view.decl.params.len()
                    && other
                        .decl
                        .params
                        .iter()
                        .zip(&view.decl.params)
                        .all(|(a, b)| a.ty == b.ty && a.modifier == b.modifier);
                if !both_methods || same_params {
                    found.push(RenameConflict {
                        message: format!(
                            "'{}' already declares a member named '{new_bare}'",
                            m.ty.data(db).name
                        ),
                        location: member_location(db, &other),
                    });
                }
            }
            if *m.ty.data(db).name == *new_bare && view.decl.kind != MemberKind::Constructor {
                found.push(RenameConflict {
                    message: format!("members cannot be named like their type '{new_bare}'"),
                    location: member_location(db, &view),
                });
            }
        }
        BoundSymbol::Symbol(Symbol::Type(t)) => {
            let data = t.data(db);
            let map = def_map(db, t.project);
            let siblings: Vec<u32> = match data.parent {
                Some(parent) => map.nested_types(parent, new_bare, data.arity).collect(),
                None => map
                    .types_in_namespace(data.namespace, new_bare, data.arity)
                    .collect(),
            };
            for other in siblings.into_iter().filter(|i| *i != t.index) {
                let other_id = cs_hir::TypeId {
                    project: t.project,
                    index: other,
                };
                found.push(RenameConflict {
                    message: format!(
                        "a type named '{new_bare}' with the same arity already exists there"
                    ),
                    location: type_location(db, other_id),
                });
            }
        }
        BoundSymbol::Local(id) => {
            local_conflicts(
                db,
                workspace,
                id.document,
                None,
                Some(*id),
                new_bare,
                &mut found,
            );
        }
        BoundSymbol::Parameter { member, index } => {
            if let Some(view) = cs_hir::member(db, *member) {
                if let Some(other) = view
                    .decl
                    .params
                    .iter()
                    .enumerate()
                    .find(|(i, p)| *i as u32 != *index && *p.name == *new_bare)
                {
                    found.push(RenameConflict {
                        message: format!(
                            "the member already has a parameter named '{}'",
                            other.1.name
                        ),
                        location: member_location(db, &view),
                    });
                }
                let documents = cs_hir::project_documents(db, member.ty.project);
                if let Some(document) = documents.get(view.doc as usize) {
                    let container = Symbol::Member(*member);
                    local_conflicts(
                        db,
                        workspace,
                        *document,
                        Some(&container),
                        None,
                        new_bare,
                        &mut found,
                    );
                }
            }
        }
        // Type parameters: not checked (the staged change's diagnostics delta shows a clash).
        _ => {}
    }
    found
}

/// Locals (and, for a local, the member's parameters) of the same member already named
/// `new_name`. Sibling scopes count too: a conservative answer.
fn local_conflicts(
    db: &dyn Db,
    workspace: Workspace,
    document: Document,
    container: Option<&Symbol>,
    local: Option<cs_bind::LocalId>,
    new_name: &str,
    found: &mut Vec<RenameConflict>,
) {
    let Some(project) = workspace
        .projects(db)
        .iter()
        .copied()
        .find(|p| cs_hir::project_documents(db, *p).contains(&document))
    else {
        return;
    };
    let bindings = cs_bind::document_bindings(db, project, document);
    let owner = match (container, local) {
        (Some(c), _) => Some(c.clone()),
        (None, Some(id)) => bindings
            .locals
            .iter()
            .find(|l| l.id == id)
            .and_then(|l| l.container.clone()),
        _ => None,
    };
    let Some(owner) = owner else { return };
    for other in bindings.locals.iter() {
        if other.container.as_ref() == Some(&owner)
            && Some(other.id) != local
            && *other.name == *new_name
        {
            found.push(RenameConflict {
                message: format!("a local named '{new_name}' is already declared in this member"),
                location: Some(FileRange {
                    document,
                    range: other.name_range,
                }),
            });
        }
    }
    if local.is_some()
        && let Symbol::Member(member) = &owner
        && let Some(view) = cs_hir::member(db, *member)
        && view.decl.params.iter().any(|p| *p.name == *new_name)
    {
        found.push(RenameConflict {
            message: format!("the member has a parameter named '{new_name}'"),
            location: member_location(db, &view),
        });
    }
}

fn member_location(db: &dyn Db, view: &cs_hir::MemberView) -> Option<FileRange> {
    let documents = cs_hir::project_documents(db, view.id.ty.project);
    let document = *documents.get(view.doc as usize)?;
    let range = cs_hir::decl_ranges(db, document).get(view.decl.decl)?.name;
    Some(FileRange { document, range })
}

fn type_location(db: &dyn Db, id: cs_hir::TypeId) -> Option<FileRange> {
    let documents = cs_hir::project_documents(db, id.project);
    let part = id.data(db).parts.iter().find(|p| !p.is_synthesized())?;
    let document = *documents.get(part.doc as usize)?;
    let decls = cs_hir::file_decls(db, document);
    let decl = decls.types.get(part.ty as usize)?;
    let range = cs_hir::decl_ranges(db, document).get(decl.decl)?.name;
    Some(FileRange { document, range })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_identifiers_and_keywords_need_the_verbatim_prefix() {
        assert!(validate_identifier("Total").is_ok());
        assert!(validate_identifier("_count2").is_ok());
        assert!(validate_identifier("größe").is_ok());
        assert!(validate_identifier("@class").is_ok());
        assert_eq!(
            validate_identifier("class"),
            Err(RenameError::Keyword("class".into()))
        );
        assert!(matches!(
            validate_identifier("2fast"),
            Err(RenameError::InvalidName(_))
        ));
        assert!(matches!(
            validate_identifier("a-b"),
            Err(RenameError::InvalidName(_))
        ));
        assert!(matches!(
            validate_identifier(""),
            Err(RenameError::InvalidName(_))
        ));
    }

    #[test]
    fn attribute_short_names_keep_their_short_form() {
        assert_eq!(
            replacement(
                "Audited",
                "AuditedAttribute",
                "TrackedAttribute",
                RefKind::Attribute
            ),
            Some("Tracked".into())
        );
        assert_eq!(
            replacement(
                "AuditedAttribute",
                "AuditedAttribute",
                "TrackedAttribute",
                RefKind::TypeUse
            ),
            Some("TrackedAttribute".into())
        );
        assert_eq!(
            replacement("@count", "count", "total", RefKind::Read),
            Some("total".into())
        );
        assert_eq!(
            replacement("count", "count", "@class", RefKind::Read),
            Some("@class".into())
        );
    }
}
