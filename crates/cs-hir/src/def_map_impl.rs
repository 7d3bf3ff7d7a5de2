//! A project's symbol table: its namespace tree and its types, with the parts of partial types
//! merged and nested types under their containers. Built only from declaration summaries.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use cs_db::{Db, Project};

use crate::Name;
use crate::db_queries::{file_decls, project_documents};
use crate::decls::{FileDecls, Modifiers, TypeKind};

/// One declaration of a type: the document (index into the project's live documents) and the
/// type's index in that file's [`FileDecls::types`]. `ty == u32::MAX` marks the compiler's
/// synthesized `Program` of top-level statements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TypePart {
    pub doc: u32,
    pub ty: u32,
}

impl TypePart {
    pub fn is_synthesized(self) -> bool {
        self.ty == u32::MAX
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamespaceData {
    pub name: Name,
    /// Dotted full name; empty for the global namespace.
    pub full_name: String,
    pub parent: Option<u32>,
    pub children: BTreeMap<Name, u32>,
    /// Types by simple name (every arity, duplicates kept for diagnostics).
    pub types: BTreeMap<Name, Vec<u32>>,
    /// `namespace` declarations that open it: (document, scope index).
    pub declarations: Vec<(u32, u32)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeData {
    pub name: Name,
    pub arity: u32,
    pub kind: TypeKind,
    pub namespace: u32,
    pub parent: Option<u32>,
    pub parts: Vec<TypePart>,
    pub nested: BTreeMap<Name, Vec<u32>>,
    /// Union of the parts' modifiers.
    pub modifiers: Modifiers,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DefMap {
    pub namespaces: Vec<NamespaceData>,
    pub types: Vec<TypeData>,
    pub namespace_by_name: HashMap<String, u32>,
}

impl DefMap {
    pub fn namespace(&self, full_name: &str) -> Option<&NamespaceData> {
        self.namespace_by_name
            .get(full_name)
            .map(|&i| &self.namespaces[i as usize])
    }

    /// Types of a namespace with a name and arity.
    pub fn types_in_namespace(
        &self,
        namespace: u32,
        name: &str,
        arity: u32,
    ) -> impl Iterator<Item = u32> + '_ {
        self.namespaces[namespace as usize]
            .types
            .get(name)
            .into_iter()
            .flatten()
            .copied()
            .filter(move |&t| self.types[t as usize].arity == arity)
    }

    pub fn nested_types(&self, ty: u32, name: &str, arity: u32) -> impl Iterator<Item = u32> + '_ {
        self.types[ty as usize]
            .nested
            .get(name)
            .into_iter()
            .flatten()
            .copied()
            .filter(move |&t| self.types[t as usize].arity == arity)
    }

    /// The dotted name of a type's namespace.
    pub fn namespace_name(&self, ty: u32) -> &str {
        &self.namespaces[self.types[ty as usize].namespace as usize].full_name
    }
}

/// The symbol table of a project. Depends only on declaration summaries, so body edits do not
/// rebuild it.
#[salsa::tracked(returns(ref))]
pub fn def_map(db: &dyn Db, project: Project) -> Arc<DefMap> {
    let mut builder = Builder::default();
    builder.namespace_index("", None);
    for (doc, document) in project_documents(db, project).iter().enumerate() {
        builder.add_file(doc as u32, file_decls(db, *document));
    }
    Arc::new(builder.map)
}

#[derive(Default)]
struct Builder {
    map: DefMap,
    /// Merges partial parts: (container key, name, arity) → type index.
    partials: HashMap<(ContainerKey, Name, u32), u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum ContainerKey {
    Namespace(u32),
    Type(u32),
}

impl Builder {
    fn namespace_index(&mut self, full_name: &str, parent: Option<u32>) -> u32 {
        if let Some(&i) = self.map.namespace_by_name.get(full_name) {
            return i;
        }
        let index = self.map.namespaces.len() as u32;
        let name: Name = full_name.rsplit('.').next().unwrap_or("").into();
        self.map.namespaces.push(NamespaceData {
            name: name.clone(),
            full_name: full_name.to_string(),
            parent,
            children: BTreeMap::new(),
            types: BTreeMap::new(),
            declarations: Vec::new(),
        });
        self.map
            .namespace_by_name
            .insert(full_name.to_string(), index);
        if let Some(p) = parent {
            self.map.namespaces[p as usize].children.insert(name, index);
        }
        index
    }

    fn add_file(&mut self, doc: u32, decls: &FileDecls) {
        // Namespace of each scope.
        let mut scope_ns = Vec::with_capacity(decls.scopes.len());
        for (i, scope) in decls.scopes.iter().enumerate() {
            let mut ns = match scope.parent {
                Some(p) => scope_ns[p as usize],
                None => 0,
            };
            for segment in &scope.name {
                let parent_name = self.map.namespaces[ns as usize].full_name.clone();
                let full = if parent_name.is_empty() {
                    segment.to_string()
                } else {
                    format!("{parent_name}.{segment}")
                };
                ns = self.namespace_index(&full, Some(ns));
            }
            if scope.parent.is_some() {
                self.map.namespaces[ns as usize]
                    .declarations
                    .push((doc, i as u32));
            }
            scope_ns.push(ns);
        }
        let mut type_index = Vec::with_capacity(decls.types.len());
        for (i, decl) in decls.types.iter().enumerate() {
            let namespace = scope_ns[decl.scope as usize];
            let container = match decl.parent {
                Some(p) => ContainerKey::Type(type_index[p as usize]),
                None => ContainerKey::Namespace(namespace),
            };
            let part = TypePart { doc, ty: i as u32 };
            let index = self.add_type(
                container,
                namespace,
                decl.name.clone(),
                decl.arity() as u32,
                decl.kind,
                decl.modifiers,
                part,
            );
            type_index.push(index);
        }
        if decls.has_top_level_statements {
            self.add_type(
                ContainerKey::Namespace(0),
                0,
                "Program".into(),
                0,
                TypeKind::Class,
                Modifiers(Modifiers::INTERNAL.0 | Modifiers::PARTIAL.0),
                TypePart { doc, ty: u32::MAX },
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn add_type(
        &mut self,
        container: ContainerKey,
        namespace: u32,
        name: Name,
        arity: u32,
        kind: TypeKind,
        modifiers: Modifiers,
        part: TypePart,
    ) -> u32 {
        let key = (container, name.clone(), arity);
        let synthesized_program = part.is_synthesized();
        if (modifiers.contains(Modifiers::PARTIAL) || synthesized_program)
            && let Some(&existing) = self.partials.get(&key)
        {
            let data = &mut self.map.types[existing as usize];
            if data.modifiers.contains(Modifiers::PARTIAL) {
                data.parts.push(part);
                // The synthesized part adds no modifiers of its own.
                if !synthesized_program {
                    data.modifiers.insert(modifiers);
                }
                return existing;
            }
        }
        let index = self.map.types.len() as u32;
        self.map.types.push(TypeData {
            name: name.clone(),
            arity,
            kind,
            namespace,
            parent: match container {
                ContainerKey::Type(t) => Some(t),
                ContainerKey::Namespace(_) => None,
            },
            parts: vec![part],
            nested: BTreeMap::new(),
            modifiers,
        });
        if modifiers.contains(Modifiers::PARTIAL) || synthesized_program {
            self.partials.entry(key).or_insert(index);
        }
        match container {
            ContainerKey::Namespace(ns) => self.map.namespaces[ns as usize]
                .types
                .entry(name)
                .or_default()
                .push(index),
            ContainerKey::Type(t) => self.map.types[t as usize]
                .nested
                .entry(name)
                .or_default()
                .push(index),
        }
        index
    }
}
