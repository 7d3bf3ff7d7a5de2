//! Members of a type (own and inherited), overloads, partial declarations, attributes and the
//! public API listing of projects.

use cs_db::{Db, Project};
use cs_hir::{
    MemberKind, Modifiers, Symbol, SymbolKind, Ty, TypeId, TypeKind, bases_of, def_map,
    project_documents, type_members,
};

use crate::symbols::{FileRange, SymbolInfo, member_info, symbol_info, type_info};
use crate::{Analysis, Cancellable};

/// A member in `list-members`: its description, and the type it is inherited from (none for
/// the type's own members).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberItem {
    pub info: SymbolInfo,
    pub inherited_from: Option<String>,
}

/// An attribute applied to a declaration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttributeItem {
    /// The attribute class when it binds (`System.ObsoleteAttribute`), as a symbol.
    pub attribute_type: Option<SymbolInfo>,
    /// The name as written (`Obsolete`).
    pub written_name: String,
    /// The argument list as written, without parentheses.
    pub arguments: String,
    /// `return`, `assembly`, ... when the attribute names a target.
    pub target: Option<String>,
    /// The declaration the attribute belongs to.
    pub declaration: Option<FileRange>,
}

impl Analysis {
    /// Members of a type, own first (declaration order), then inherited ones base by base
    /// (constructors, finalizers and members hidden by a same-signature member are left out).
    pub fn members(&self, ty: &Symbol, include_inherited: bool) -> Cancellable<Vec<MemberItem>> {
        self.with_db(|db| members(db, ty, include_inherited))
    }

    /// Methods (or indexers, constructors, operators) of the same type and name, the symbol
    /// itself included.
    pub fn overloads(&self, symbol: &Symbol) -> Cancellable<Vec<SymbolInfo>> {
        self.with_db(|db| overloads(db, symbol))
    }

    /// Every declaration of a (partial) type or method.
    pub fn partial_declarations(&self, symbol: &Symbol) -> Cancellable<Vec<FileRange>> {
        self.with_db(|db| partial_declarations(db, symbol))
    }

    pub fn attributes(&self, symbol: &Symbol) -> Cancellable<Vec<AttributeItem>> {
        self.with_db(|db| attributes(db, symbol))
    }

    /// Types and members of the projects at or above an accessibility (`public` = the API
    /// surface; `protected` members of public unsealed types count as API).
    pub fn api_symbols(
        &self,
        projects: &[Project],
        include_internal: bool,
    ) -> Cancellable<Vec<SymbolInfo>> {
        self.with_db(|db| api_symbols(db, projects, include_internal))
    }
}

/// Compiler-declared members whose names C# cannot write (`<Main>$`, a record's `<Clone>$`)
/// are not listed; the other compiler-declared members (a record's `Equals`, `ToString`,
/// `Deconstruct`, ...) are, as Roslyn lists them.
fn unspeakable(member: &cs_hir::MemberView) -> bool {
    member.synthesized && member.decl.name.starts_with('<')
}

fn members(db: &dyn Db, ty: &Symbol, include_inherited: bool) -> Vec<MemberItem> {
    let Symbol::Type(id) = ty else {
        return Vec::new();
    };
    let mut items: Vec<MemberItem> = type_members(db, *id)
        .iter()
        .filter(|m| !unspeakable(m))
        .map(|m| MemberItem {
            info: member_info(db, m),
            inherited_from: None,
        })
        .collect();
    if !include_inherited {
        return items;
    }
    let mut seen: std::collections::HashSet<String> =
        items.iter().map(|i| hiding_key(&i.info)).collect();
    let mut bases = inherited_chain(db, *id);
    if id.data(db).kind == TypeKind::Interface {
        bases = crate::hierarchy::all_interfaces(db, *id)
            .into_iter()
            .map(|(t, _)| t)
            .collect();
    }
    for base in bases {
        let base_name = crate::symbols::type_display_name(db, base);
        for m in type_members(db, base) {
            if matches!(
                m.decl.kind,
                MemberKind::Constructor | MemberKind::Destructor
            ) || m.decl.modifiers.contains(Modifiers::PRIVATE)
                || unspeakable(&m)
                || m.decl.explicit_interface.is_some()
            {
                continue;
            }
            let info = member_info(db, &m);
            if info.accessibility == "private" && base.data(db).kind != TypeKind::Interface {
                continue;
            }
            if !seen.insert(hiding_key(&info)) {
                continue;
            }
            items.push(MemberItem {
                info,
                inherited_from: Some(base_name.clone()),
            });
        }
    }
    items
}

/// A member hides (or overrides) an inherited one with the same name and parameters.
fn hiding_key(info: &SymbolInfo) -> String {
    let id = &info.symbol_id;
    let after_prefix = id.split_once(':').map_or(id.as_str(), |(_, r)| r);
    let params = after_prefix.find('(').map_or("", |i| &after_prefix[i..]);
    format!("{}{params}", info.name)
}

/// Base classes, nearest first.
pub(crate) fn inherited_chain(db: &dyn Db, id: TypeId) -> Vec<TypeId> {
    let mut chain = Vec::new();
    let mut current = bases_of(db, id).base_class.as_ref().and_then(Ty::type_id);
    while let Some(t) = current {
        if chain.contains(&t) || chain.len() > 64 {
            break;
        }
        chain.push(t);
        current = bases_of(db, t).base_class.as_ref().and_then(Ty::type_id);
    }
    chain
}

fn overloads(db: &dyn Db, symbol: &Symbol) -> Vec<SymbolInfo> {
    let Symbol::Member(id) = symbol else {
        return Vec::new();
    };
    let Some(target) = cs_hir::member(db, *id) else {
        return Vec::new();
    };
    type_members(db, id.ty)
        .iter()
        .filter(|m| m.decl.kind == target.decl.kind && m.decl.name == target.decl.name)
        .filter(|m| !unspeakable(m))
        .map(|m| member_info(db, m))
        .collect()
}

fn partial_declarations(db: &dyn Db, symbol: &Symbol) -> Vec<FileRange> {
    match symbol {
        Symbol::Type(id) => type_info(db, *id).declarations,
        Symbol::Member(id) => {
            let Some(target) = cs_hir::member(db, *id) else {
                return Vec::new();
            };
            // A partial method's defining and implementing declarations.
            if !target.decl.modifiers.contains(Modifiers::PARTIAL) {
                return member_info(db, &target).declarations;
            }
            let target_id = member_info(db, &target).symbol_id;
            type_members(db, id.ty)
                .iter()
                .filter(|m| m.decl.modifiers.contains(Modifiers::PARTIAL))
                .map(|m| member_info(db, m))
                .filter(|info| info.symbol_id == target_id)
                .flat_map(|info| info.declarations)
                .collect()
        }
        Symbol::Namespace(_) => Vec::new(),
    }
}

fn attributes(db: &dyn Db, symbol: &Symbol) -> Vec<AttributeItem> {
    let mut result = Vec::new();
    let documents = |project| project_documents(db, project);
    match symbol {
        Symbol::Type(id) => {
            let data = id.data(db);
            let docs = documents(id.project);
            for part in data.parts.iter().filter(|p| !p.is_synthesized()) {
                let Some(&document) = docs.get(part.doc as usize) else {
                    continue;
                };
                let decls = cs_hir::file_decls(db, document);
                let decl = &decls.types[part.ty as usize];
                let context = cs_hir::TypeContext {
                    project: id.project,
                    doc: part.doc,
                    scope: decl.scope,
                    ty: id.parent(db),
                    type_params_of: None,
                    method_type_params: &[],
                };
                let range = cs_hir::decl_ranges(db, document)
                    .get(decl.decl)
                    .map(|r| FileRange {
                        document,
                        range: r.name,
                    });
                for attribute in &decl.attributes {
                    result.push(attribute_item(db, &context, attribute, range));
                }
            }
        }
        Symbol::Member(id) => {
            let Some(m) = cs_hir::member(db, *id) else {
                return result;
            };
            let context = cs_hir::member_context(db, &m);
            let docs = documents(id.ty.project);
            let range = docs.get(m.doc as usize).and_then(|&document| {
                cs_hir::decl_ranges(db, document)
                    .get(m.decl.decl)
                    .map(|r| FileRange {
                        document,
                        range: r.name,
                    })
            });
            for attribute in &m.decl.attributes {
                result.push(attribute_item(db, &context, attribute, range));
            }
        }
        Symbol::Namespace(_) => {}
    }
    result
}

/// Binds an attribute name: `Obsolete` finds `ObsoleteAttribute` first, as the compiler does.
fn attribute_item(
    db: &dyn Db,
    context: &cs_hir::TypeContext<'_>,
    attribute: &cs_hir::AttributeDecl,
    declaration: Option<FileRange>,
) -> AttributeItem {
    let written_name = attribute.name.to_string();
    let mut with_suffix = attribute.name.clone();
    if let cs_hir::TypeRef::Named { segments, .. } = &mut with_suffix
        && let Some(last) = segments.last_mut()
        && !last.name.ends_with("Attribute")
    {
        last.name = format!("{}Attribute", last.name).into();
    }
    let bound = [with_suffix, attribute.name.clone()]
        .iter()
        .find_map(|t| cs_hir::resolve_type_ref(db, context, t).type_id());
    AttributeItem {
        attribute_type: bound.and_then(|t| symbol_info(db, &Symbol::Type(t))),
        written_name,
        arguments: attribute.arguments.clone(),
        target: attribute.target.as_ref().map(|t| t.to_string()),
        declaration,
    }
}

fn is_api_type(db: &dyn Db, id: TypeId, include_internal: bool) -> bool {
    let mut current = Some(id);
    while let Some(t) = current {
        let info_access = type_info(db, t).accessibility;
        let ok = match info_access {
            "public" | "protected" | "protected internal" => true,
            "internal" | "private protected" => include_internal,
            _ => false,
        };
        if !ok {
            return false;
        }
        current = t.parent(db);
    }
    true
}

fn api_symbols(db: &dyn Db, projects: &[Project], include_internal: bool) -> Vec<SymbolInfo> {
    let mut result = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for &project in projects {
        let map = def_map(db, project);
        let mut types: Vec<TypeId> = (0..map.types.len() as u32)
            .map(|index| TypeId { project, index })
            .filter(|t| is_api_type(db, *t, include_internal))
            .collect();
        types.sort_by_cached_key(|t| crate::symbols::type_display_name(db, *t));
        for t in types {
            let info = type_info(db, t);
            if !seen.insert(info.symbol_id.clone()) {
                continue;
            }
            let sealed = info.modifiers.contains(&"sealed") || info.modifiers.contains(&"static");
            let in_interface = info.kind == SymbolKind::Interface;
            result.push(info);
            for m in type_members(db, t) {
                if unspeakable(&m) {
                    continue;
                }
                let member = member_info(db, &m);
                let visible = match member.accessibility {
                    "public" => true,
                    "protected" | "protected internal" => !sealed || include_internal,
                    "internal" | "private protected" => include_internal,
                    _ => in_interface && m.decl.explicit_interface.is_none(),
                };
                if visible && seen.insert(member.symbol_id.clone()) {
                    result.push(member);
                }
            }
        }
    }
    result
}
