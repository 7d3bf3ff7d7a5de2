//! Declaration diagnostics: the compiler errors a project's declarations alone decide —
//! duplicate types and members, interface and abstract members left unimplemented, `override`
//! with nothing to override, non-interfaces in interface lists, and type names in signatures
//! that bind to nothing. Each is reported only when certain; the reasoning is in
//! docs/diagnostics.md ("Declaration diagnostics").
//!
//! Two stages: [`declaration_problems`] works on declaration summaries only (no positions), so
//! an edit inside a body does not recompute it; [`document_diagnostics`] places a document's
//! problems on its syntax and adds the unbound type names of its signatures.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, LazyLock};

use cs_db::{Db, DiagnosticSeverity, Document, DocumentDiagnostic, Project};
use cs_hir::{
    AccessorKind, DeclId, FileDecls, MemberKind, MemberOrigin, MemberView, Modifiers, Name,
    NameSegment, Ty, TypeContext, TypeDecl, TypeId, TypeKind, TypePart, TypeRef, bases_of,
    decl_ranges, def_map, encode_doc_type, file_decls, member_context, project_documents,
    resolve_type_ref,
};
use cs_syntax::{SyntaxElement, SyntaxKind, SyntaxNode, TextRange, is_trivia, kind_from_name};

use crate::signatures::{
    BaseStep, Members, RefKind, SeenMember, add_interfaces, all_interfaces_seen, certain_chain,
    is_plain_class_or_struct, may_gain_members, member_text, seen_member_text, type_def_text,
    type_text,
};

/// Where a problem is reported, without positions.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Place {
    /// The declaration's name (an indexer's `this`, an operator's token).
    Name(DeclId),
    /// The `index`-th type of a type declaration's base list.
    BaseType(DeclId, u32),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Problem {
    place: Place,
    id: &'static str,
    message: String,
}

/// The declaration diagnostics of a document compiled by a project, sorted by position.
pub(crate) fn declaration_diagnostics(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> &[DocumentDiagnostic] {
    document_diagnostics(db, project, document).as_slice()
}

/// The problems of a project's declarations, by document index (into the project's live
/// documents). Depends on declaration summaries, symbol tables and bases only.
#[salsa::tracked(returns(ref))]
fn declaration_problems(db: &dyn Db, project: Project) -> Arc<Vec<Vec<Problem>>> {
    let documents = project_documents(db, project);
    if project.settings(db).is_core_library {
        return Arc::new(vec![Vec::new(); documents.len()]);
    }
    let mut checker = Checker {
        db,
        project,
        decls: documents
            .iter()
            .map(|d| file_decls(db, *d).clone())
            .collect(),
        members: Members::new(db),
        skipped: HashSet::new(),
        out: vec![Vec::new(); documents.len()],
    };
    checker.duplicate_types();
    let count = def_map(db, project).types.len() as u32;
    for index in 0..count {
        let id = TypeId { project, index };
        if checker.is_skipped(id) {
            continue;
        }
        checker.member_names(id);
        checker.member_signatures(id);
        checker.base_list(id);
        checker.unimplemented_interface_members(id);
        checker.unimplemented_abstract_members(id);
        checker.overrides(id);
    }
    for problems in &mut checker.out {
        let mut seen = HashSet::new();
        problems.retain(|p| seen.insert(p.clone()));
    }
    Arc::new(checker.out)
}

/// Which symbol-table type each declared type of a file is: (document, index in the file's
/// types) → (type index, part index).
#[salsa::tracked(returns(ref))]
fn part_types(db: &dyn Db, project: Project) -> Arc<HashMap<(u32, u32), (u32, u32)>> {
    let map = def_map(db, project);
    let mut result = HashMap::new();
    for (index, data) in map.types.iter().enumerate() {
        for (part_index, part) in data.parts.iter().enumerate() {
            if !part.is_synthesized() {
                result.insert((part.doc, part.ty), (index as u32, part_index as u32));
            }
        }
    }
    Arc::new(result)
}

/// The declaration diagnostics of one document: the project's problems placed on the syntax,
/// plus the type names in its signatures that certainly bind to nothing.
#[salsa::tracked(returns(ref))]
fn document_diagnostics(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Arc<Vec<DocumentDiagnostic>> {
    let documents = project_documents(db, project);
    let Some(doc) = documents.iter().position(|d| *d == document) else {
        return Arc::new(Vec::new());
    };
    if project.settings(db).is_core_library {
        return Arc::new(Vec::new());
    }
    let root = cs_db::parse(db, document).syntax();
    let ranges = decl_ranges(db, document);
    let mut result = Vec::new();
    for problem in &declaration_problems(db, project)[doc] {
        let range = match problem.place {
            Place::Name(decl) => ranges.get(decl).map(|r| name_range(&root, r.full, r.name)),
            Place::BaseType(decl, index) => ranges
                .get(decl)
                .and_then(|r| base_type_range(&root, r.full, index)),
        };
        if let Some(range) = range {
            result.push(error(problem.id, problem.message.clone(), range));
        }
    }
    unbound_type_names(db, project, doc as u32, document, &root, &mut result);
    // Stable: at one position, problems keep the order of the members they are about.
    result.sort_by_key(|d| (d.range.start(), d.range.end()));
    let mut seen = HashSet::new();
    result.retain(|d| seen.insert(d.clone()));
    Arc::new(result)
}

fn error(id: &str, message: String, range: TextRange) -> DocumentDiagnostic {
    DocumentDiagnostic {
        id: id.to_string(),
        severity: DiagnosticSeverity::Error,
        message,
        range,
    }
}

// ---------------------------------------------------------------------------------------
// Project stage.

struct Checker<'db> {
    db: &'db dyn Db,
    project: Project,
    decls: Vec<Arc<FileDecls>>,
    members: Members<'db>,
    /// Types whose declarations clash with others of the same name: the compiler merges or
    /// keeps them apart differently than our table, so their members are not checked.
    skipped: HashSet<u32>,
    out: Vec<Vec<Problem>>,
}

/// One declaration of a type, for duplicate checks.
#[derive(Debug, Clone)]
struct PartInfo {
    doc: u32,
    decl: DeclId,
    kind: TypeKind,
    partial: bool,
}

fn is_method_like(kind: MemberKind) -> bool {
    matches!(
        kind,
        MemberKind::Method
            | MemberKind::Constructor
            | MemberKind::Destructor
            | MemberKind::Operator
            | MemberKind::Conversion
    )
}

/// The name the compiler files a member under when looking for clashes.
fn clash_name(member: &MemberView) -> Name {
    match member.decl.kind {
        MemberKind::Constructor if member.decl.modifiers.contains(Modifiers::STATIC) => {
            ".cctor".into()
        }
        MemberKind::Constructor => ".ctor".into(),
        MemberKind::Destructor => "Finalize".into(),
        _ => member.decl.name.clone(),
    }
}

impl<'db> Checker<'db> {
    fn push(&mut self, doc: u32, place: Place, id: &'static str, message: String) {
        if let Some(list) = self.out.get_mut(doc as usize) {
            list.push(Problem { place, id, message });
        }
    }

    fn type_decl(&self, part: TypePart) -> &TypeDecl {
        &self.decls[part.doc as usize].types[part.ty as usize]
    }

    /// The first written declaration of a type: where type-level errors go.
    fn first_part(&self, id: TypeId) -> Option<TypePart> {
        id.data(self.db)
            .parts
            .iter()
            .copied()
            .find(|p| !p.is_synthesized())
    }

    fn is_skipped(&self, id: TypeId) -> bool {
        let mut current = Some(id);
        while let Some(t) = current {
            if self.skipped.contains(&t.index) {
                return true;
            }
            current = t.parent(self.db);
        }
        false
    }

    // CS0101 / CS0102 between types --------------------------------------------------

    fn duplicate_types(&mut self) {
        let db = self.db;
        let map = def_map(db, self.project);
        for ns in &map.namespaces {
            let display = if ns.full_name.is_empty() {
                "<global namespace>".to_string()
            } else {
                ns.full_name.clone()
            };
            for (name, list) in &ns.types {
                self.type_group(None, &display, name, list);
            }
        }
        for index in 0..map.types.len() as u32 {
            let nested = &map.types[index as usize].nested;
            if nested.is_empty() {
                continue;
            }
            let container = TypeId {
                project: self.project,
                index,
            };
            let display = type_def_text(db, container);
            for (name, list) in nested {
                self.type_group(Some(container), &display, name, list);
            }
        }
    }

    /// The types of one name in a namespace (`container` none) or type. The compiler merges
    /// declarations of the same name, arity and kind into one type: several without `partial`
    /// are CS0101 (CS0102 in a type) at each one after the first; different kinds are one
    /// error at each type after the first (the previous one in a namespace, the first in a
    /// type) unless both are partial (CS0261, not reported).
    fn type_group(&mut self, container: Option<TypeId>, display: &str, name: &Name, list: &[u32]) {
        let db = self.db;
        let map = def_map(db, self.project);
        let mut by_arity: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for &t in list {
            by_arity
                .entry(map.types[t as usize].arity)
                .or_default()
                .push(t);
        }
        let container_merged = container.is_some_and(|c| self.is_skipped(c));
        for types in by_arity.values() {
            let mut parts = Vec::new();
            let mut unusual = false;
            for &t in types {
                for part in &map.types[t as usize].parts {
                    if part.is_synthesized() {
                        unusual = true;
                        continue;
                    }
                    let decl = self.type_decl(*part);
                    unusual |= decl.modifiers.contains(Modifiers::FILE);
                    parts.push(PartInfo {
                        doc: part.doc,
                        decl: decl.decl,
                        kind: decl.kind,
                        partial: decl.modifiers.contains(Modifiers::PARTIAL),
                    });
                }
            }
            let one_kind = parts.windows(2).all(|w| w[0].kind == w[1].kind);
            if types.len() == 1 && one_kind {
                continue;
            }
            self.skipped.extend(types.iter().copied());
            if unusual || container_merged {
                continue;
            }
            parts.sort_by_key(|p| (p.doc, p.decl));
            // The compiler's types: declarations grouped by kind, in order of appearance.
            let mut symbols: Vec<Vec<PartInfo>> = Vec::new();
            for part in parts {
                match symbols.iter_mut().find(|s| s[0].kind == part.kind) {
                    Some(symbol) => symbol.push(part),
                    None => symbols.push(vec![part]),
                }
            }
            let (id, message) = match container {
                None => (
                    "CS0101",
                    format!("The namespace '{display}' already contains a definition for '{name}'"),
                ),
                Some(_) => (
                    "CS0102",
                    format!("The type '{display}' already contains a definition for '{name}'"),
                ),
            };
            let is_partial = |symbol: &[PartInfo]| symbol.iter().any(|p| p.partial);
            for symbol in &symbols {
                if !is_partial(symbol) {
                    for part in &symbol[1..] {
                        self.push(part.doc, Place::Name(part.decl), id, message.clone());
                    }
                }
            }
            for k in 1..symbols.len() {
                let other = if container.is_none() {
                    &symbols[k - 1]
                } else {
                    &symbols[0]
                };
                if is_partial(&symbols[k]) && is_partial(other) {
                    continue;
                }
                let first = &symbols[k][0];
                self.push(first.doc, Place::Name(first.decl), id, message.clone());
            }
        }
    }

    // CS0102 between members -----------------------------------------------------------

    fn member_names(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if data.kind == TypeKind::Delegate {
            return;
        }
        let members = self.members.of(id);
        // Written members that can clash; a partial member's parts are one member.
        let mut partial_seen = HashSet::new();
        let mut list: Vec<&MemberView> = Vec::new();
        for m in members.iter() {
            if m.synthesized
                || m.decl.explicit_interface.is_some()
                || m.decl.kind == MemberKind::Indexer
            {
                continue;
            }
            if m.decl.modifiers.contains(Modifiers::PARTIAL)
                && !partial_seen.insert((m.decl.name.clone(), m.decl.kind))
            {
                continue;
            }
            list.push(m);
        }
        let mut order: Vec<Name> = Vec::new();
        let mut by_name: HashMap<Name, Vec<&MemberView>> = HashMap::new();
        for m in &list {
            let name = clash_name(m);
            by_name
                .entry(name.clone())
                .or_insert_with(|| {
                    order.push(name);
                    Vec::new()
                })
                .push(*m);
        }
        let mut found = Vec::new();
        for name in &order {
            // A nested type of the name comes first and is not a method.
            let mut last: Option<bool> = data
                .nested
                .get(name)
                .filter(|l| !l.is_empty())
                .map(|_| false);
            for m in &by_name[name] {
                let method = is_method_like(m.decl.kind);
                match last {
                    None => last = Some(method),
                    Some(previous) => {
                        if !(method && previous) {
                            found.push((m.doc, m.decl.decl, name.clone()));
                            if previous {
                                last = Some(method);
                            }
                        }
                    }
                }
            }
        }
        // Members named like one of the type's own type parameters.
        if let Some(part) = self.first_part(id) {
            let params: Vec<Name> = self
                .type_decl(part)
                .type_params
                .iter()
                .map(|p| p.name.clone())
                .collect();
            for p in &params {
                for m in list.iter().filter(|m| clash_name(m) == *p) {
                    found.push((m.doc, m.decl.decl, p.clone()));
                }
                for &nested in data.nested.get(p).into_iter().flatten() {
                    let nested = TypeId {
                        project: id.project,
                        index: nested,
                    };
                    if let Some(np) = self.first_part(nested) {
                        let decl = self.type_decl(np).decl;
                        found.push((np.doc, decl, p.clone()));
                    }
                }
            }
        }
        // An indexer is named `Item` in metadata.
        let has_item =
            by_name.contains_key("Item") || data.nested.get("Item").is_some_and(|l| !l.is_empty());
        if has_item {
            for m in members.iter() {
                let renamed = m.decl.attributes.iter().any(|a| {
                    matches!(
                        a.name.last_name(),
                        Some("IndexerName" | "IndexerNameAttribute")
                    )
                });
                if m.decl.kind == MemberKind::Indexer
                    && m.decl.explicit_interface.is_none()
                    && !renamed
                {
                    found.push((m.doc, m.decl.decl, "Item".into()));
                }
            }
        }
        if found.is_empty() {
            return;
        }
        let display = type_def_text(db, id);
        for (doc, decl, name) in found {
            let message =
                format!("The type '{display}' already contains a definition for '{name}'");
            self.push(doc, Place::Name(decl), "CS0102", message);
        }
    }

    // CS0111 ---------------------------------------------------------------------------

    fn member_signatures(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        let members = self.members.of(id);
        type Key = (&'static str, Name, usize, Vec<(String, bool)>);
        let mut first: HashMap<Key, (MemberView, Vec<RefKind>)> = HashMap::new();
        let mut found = Vec::new();
        for m in members.iter() {
            if m.decl.explicit_interface.is_some()
                || (m.synthesized
                    && !matches!(m.id.origin, MemberOrigin::PrimaryConstructor { .. }))
            {
                continue;
            }
            let (tag, name): (&'static str, Name) = match m.decl.kind {
                MemberKind::Method => ("method", m.decl.name.clone()),
                MemberKind::Constructor if m.decl.modifiers.contains(Modifiers::STATIC) => {
                    ("cctor", "".into())
                }
                MemberKind::Constructor => ("ctor", "".into()),
                MemberKind::Destructor => ("dtor", "".into()),
                MemberKind::Operator if &*m.decl.name != "op_Unknown" => {
                    ("operator", m.decl.name.clone())
                }
                MemberKind::Indexer => ("indexer", "".into()),
                _ => continue,
            };
            let sig = self.members.signature(m, None);
            if !sig.is_resolved() {
                continue;
            }
            let key: Key = (
                tag,
                name,
                sig.arity,
                sig.params
                    .iter()
                    .map(|p| (p.ty.clone().unwrap_or_default(), p.ref_kind.is_by_ref()))
                    .collect(),
            );
            let refs: Vec<RefKind> = sig.params.iter().map(|p| p.ref_kind).collect();
            match first.get(&key) {
                Some((previous, previous_refs)) => {
                    let partial = |m: &MemberView| m.decl.modifiers.contains(Modifiers::PARTIAL);
                    // Partial parts, a compiler-declared constructor, or ref/out only (CS0663).
                    if partial(previous) || partial(m) || m.synthesized || *previous_refs != refs {
                        continue;
                    }
                    let called = match m.decl.kind {
                        MemberKind::Constructor => data.name.to_string(),
                        MemberKind::Destructor => format!("~{}", data.name),
                        MemberKind::Indexer => "this".to_string(),
                        _ => m.decl.name.to_string(),
                    };
                    found.push((m.doc, m.decl.decl, called));
                }
                None => {
                    first.insert(key, (m.clone(), refs));
                }
            }
        }
        if found.is_empty() {
            return;
        }
        let display = type_def_text(db, id);
        for (doc, decl, called) in found {
            self.push(
                doc,
                Place::Name(decl),
                "CS0111",
                format!("Type '{display}' already defines a member called '{called}' with the same parameter types"),
            );
        }
    }

    // CS0527 / CS1721 / CS1722 ---------------------------------------------------------

    /// A written base bound as the compiler would: in the type's base-list context, and again
    /// with the containing types' inherited members in scope; both must agree on the type.
    fn bind_base(&self, id: TypeId, part: TypePart, written: &TypeRef) -> Option<Ty> {
        let decl = self.type_decl(part);
        let base_context = TypeContext {
            project: self.project,
            doc: part.doc,
            scope: decl.scope,
            ty: id.parent(self.db),
            type_params_of: Some(id),
            method_type_params: &[],
        };
        let bound = resolve_type_ref(self.db, &base_context, written);
        let target = bound.type_id()?;
        let outer_context = TypeContext {
            type_params_of: None,
            ..base_context
        };
        (resolve_type_ref(self.db, &outer_context, written).type_id() == Some(target))
            .then_some(bound)
    }

    fn base_list(&mut self, id: TypeId) {
        let db = self.db;
        let parts: Vec<TypePart> = id
            .data(db)
            .parts
            .iter()
            .copied()
            .filter(|p| !p.is_synthesized())
            .collect();
        for part in parts {
            let decl = self.type_decl(part).clone();
            if matches!(decl.kind, TypeKind::Enum | TypeKind::Delegate) {
                continue;
            }
            let is_class = matches!(decl.kind, TypeKind::Class | TypeKind::Record);
            let mut local_base: Option<String> = None;
            for (i, written) in decl.bases.iter().enumerate() {
                // Past a base we cannot bind for sure, the compiler's reading is unknown.
                let Some(bound) = self.bind_base(id, part, written) else {
                    break;
                };
                let Some(base) = bound.type_id() else {
                    break;
                };
                let base_kind = base.data(db).kind;
                let text = type_text(db, &bound, Some(written));
                if i == 0
                    && is_class
                    && matches!(
                        base_kind,
                        TypeKind::Class
                            | TypeKind::Record
                            | TypeKind::Delegate
                            | TypeKind::Struct
                            | TypeKind::RecordStruct
                    )
                {
                    local_base = Some(text);
                    continue;
                }
                let place = Place::BaseType(decl.decl, i as u32);
                match base_kind {
                    TypeKind::Interface => {}
                    TypeKind::Class | TypeKind::Record if is_class => match &local_base {
                        None => {
                            self.push(
                                part.doc,
                                place,
                                "CS1722",
                                format!("Base class '{text}' must come before any interfaces"),
                            );
                            local_base = Some(text);
                        }
                        Some(first) => {
                            let message = format!(
                                "Class '{}' cannot have multiple base classes: '{first}' and '{text}'",
                                type_def_text(db, id)
                            );
                            self.push(part.doc, place, "CS1721", message);
                        }
                    },
                    _ => self.push(
                        part.doc,
                        place,
                        "CS0527",
                        format!("Type '{text}' in interface list is not an interface"),
                    ),
                }
            }
        }
    }

    // CS0535 ---------------------------------------------------------------------------

    fn unimplemented_interface_members(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if !is_plain_class_or_struct(data.kind) || data.modifiers.contains(Modifiers::STATIC) {
            return;
        }
        let Some(chain) = certain_chain(db, id) else {
            return;
        };
        // The interfaces as written, in order, with where they are written.
        let mut listed: Vec<(u32, DeclId, u32, Ty)> = Vec::new();
        for part in data.parts.iter().copied().filter(|p| !p.is_synthesized()) {
            let decl = self.type_decl(part);
            let (doc, decl_id, scope) = (part.doc, decl.decl, decl.scope);
            let context = TypeContext {
                project: self.project,
                doc,
                scope,
                ty: id.parent(db),
                type_params_of: Some(id),
                method_type_params: &[],
            };
            for (i, written) in decl.bases.iter().enumerate() {
                listed.push((
                    doc,
                    decl_id,
                    i as u32,
                    resolve_type_ref(db, &context, written),
                ));
            }
        }
        if listed.iter().any(|(.., ty)| !ty.is_fully_resolved()) {
            return;
        }
        let (all, complete) = all_interfaces_seen(db, id);
        if !complete {
            return;
        }
        // Interfaces a base class implements are checked (and reported) there.
        let mut of_bases = Vec::new();
        let mut bases_complete = true;
        for step in &chain {
            let written = bases_of(db, step.id).interfaces.clone();
            add_interfaces(
                db,
                &written,
                Some(&step.args),
                &mut of_bases,
                &mut bases_complete,
            );
        }
        if !bases_complete {
            return;
        }
        let type_display = type_def_text(db, id);
        for interface in &all {
            let Ty::Named { id: iid, args } = interface else {
                continue;
            };
            if iid.is_from_core_library(db)
                || of_bases.contains(interface)
                || may_gain_members(db, *iid)
            {
                continue;
            }
            let Some(&(doc, decl, index, _)) = listed.iter().find(|(.., l)| {
                l == interface || {
                    let mut closure = Vec::new();
                    let mut ok = true;
                    add_interfaces(db, std::slice::from_ref(l), None, &mut closure, &mut ok);
                    closure.contains(interface)
                }
            }) else {
                continue;
            };
            let interface_text = type_text(db, interface, None);
            let members = self.members.of(*iid);
            for m in members.iter() {
                if !requires_implementation(m) {
                    continue;
                }
                let required = self.members.signature(m, Some(args));
                if !required.is_resolved()
                    || self.is_implemented(id, &chain, interface, &required, &all)
                {
                    continue;
                }
                let message = format!(
                    "'{type_display}' does not implement interface member '{}'",
                    member_text(db, m, &interface_text, Some(args))
                );
                self.push(doc, Place::BaseType(decl, index), "CS0535", message);
            }
        }
    }

    /// True when the type, a base class, or an interface it implements has a member that may
    /// implement `required` of `interface` (explicitly, or by name, kind and parameters).
    fn is_implemented(
        &mut self,
        id: TypeId,
        chain: &[BaseStep],
        interface: &Ty,
        required: &crate::signatures::Signature,
        all: &[Ty],
    ) -> bool {
        let db = self.db;
        let interface_text = encode_doc_type(db, interface);
        let mut steps: Vec<(TypeId, Option<Vec<Ty>>)> = vec![(id, None)];
        steps.extend(chain.iter().map(|s| (s.id, Some(s.args.clone()))));
        for (t, args) in &steps {
            for seen in self.members.seen(*t, args.as_deref()) {
                if seen.sig.kind != required.kind
                    || seen.sig.name != required.name
                    || !seen.sig.may_match(required)
                {
                    continue;
                }
                match seen
                    .view
                    .as_ref()
                    .and_then(|v| v.decl.explicit_interface.as_ref().map(|w| (v, w)))
                {
                    Some((view, written)) => {
                        let bound = resolve_type_ref(db, &member_context(db, view), written);
                        let bound = match args {
                            Some(args) => bound.substitute(args),
                            None => bound,
                        };
                        if !bound.is_fully_resolved()
                            || encode_doc_type(db, &bound) == interface_text
                        {
                            return true;
                        }
                    }
                    None => return true,
                }
            }
        }
        // A default implementation (or re-abstraction) in an interface the type implements.
        for other in all {
            let Ty::Named { id: oid, args } = other else {
                continue;
            };
            if oid.is_from_core_library(db) {
                continue;
            }
            for m in self.members.of(*oid).iter() {
                let Some(written) = &m.decl.explicit_interface else {
                    continue;
                };
                if m.decl.name != required.name {
                    continue;
                }
                let bound = resolve_type_ref(db, &member_context(db, m), written).substitute(args);
                if !bound.is_fully_resolved() || encode_doc_type(db, &bound) == interface_text {
                    return true;
                }
            }
        }
        false
    }

    // CS0534 ---------------------------------------------------------------------------

    fn unimplemented_abstract_members(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if data.kind != TypeKind::Class
            || data.modifiers.contains(Modifiers::ABSTRACT)
            || data.modifiers.contains(Modifiers::STATIC)
        {
            return;
        }
        let Some(chain) = certain_chain(db, id) else {
            return;
        };
        let Some(first) = self.first_part(id) else {
            return;
        };
        // Abstract members still pending, from the most basic type down.
        let mut pending: Vec<(SeenMember, usize)> = Vec::new();
        for (k, step) in chain.iter().enumerate().rev() {
            for seen in self.members.seen(step.id, Some(&step.args)) {
                if seen.is_explicit() || !overridable_kind(seen.sig.kind) {
                    continue;
                }
                if seen.modifiers.contains(Modifiers::OVERRIDE) {
                    pending.retain(|(p, _)| !p.sig.may_match(&seen.sig));
                }
                if seen.modifiers.contains(Modifiers::ABSTRACT) {
                    pending.push((seen, k));
                }
            }
        }
        for seen in self.members.seen(id, None) {
            if !seen.is_explicit() && seen.modifiers.contains(Modifiers::OVERRIDE) {
                pending.retain(|(p, _)| !p.sig.may_match(&seen.sig));
            }
        }
        if pending.is_empty() {
            return;
        }
        let type_display = type_def_text(db, id);
        let decl = self.type_decl(first).decl;
        for (seen, k) in pending {
            let Some(view) = &seen.view else {
                continue;
            };
            let text = seen_member_text(db, &seen, &chain[k]);
            // The compiler names properties and events by their accessors.
            let suffixes: Vec<&str> = match view.decl.kind {
                MemberKind::Method => vec![""],
                MemberKind::Event => vec![".add", ".remove"],
                _ => view
                    .decl
                    .accessors
                    .iter()
                    .map(|a| match a.kind {
                        AccessorKind::Get => ".get",
                        AccessorKind::Set => ".set",
                        AccessorKind::Init => ".init",
                        AccessorKind::Add => ".add",
                        AccessorKind::Remove => ".remove",
                    })
                    .collect(),
            };
            for suffix in suffixes {
                self.push(
                    first.doc,
                    Place::Name(decl),
                    "CS0534",
                    format!("'{type_display}' does not implement inherited abstract member '{text}{suffix}'"),
                );
            }
        }
    }

    // CS0115 / CS0506 ------------------------------------------------------------------

    fn overrides(&mut self, id: TypeId) {
        let db = self.db;
        let data = id.data(db);
        if !is_plain_class_or_struct(data.kind) {
            return;
        }
        let members = self.members.of(id);
        let own: Vec<&MemberView> = members
            .iter()
            .filter(|m| {
                m.decl.modifiers.contains(Modifiers::OVERRIDE)
                    && m.decl.explicit_interface.is_none()
                    && !m.synthesized
                    && overridable_kind(m.decl.kind)
            })
            .collect();
        if own.is_empty() {
            return;
        }
        let Some(chain) = certain_chain(db, id) else {
            return;
        };
        let display = type_def_text(db, id);
        let mut found_problems = Vec::new();
        for m in own {
            let sig = self.members.signature(m, None);
            if !sig.is_resolved() {
                continue;
            }
            let mut other_kind = false;
            let mut overridden: Option<(SeenMember, usize)> = None;
            for (k, step) in chain.iter().enumerate() {
                // A nested type of the name: the compiler says it is not a function (CS0505).
                if step.id.data(db).nested.contains_key(&sig.name) {
                    other_kind = true;
                }
                for seen in self.members.seen(step.id, Some(&step.args)) {
                    if seen.is_explicit() || seen.sig.name != sig.name {
                        continue;
                    }
                    if seen.sig.kind != sig.kind {
                        other_kind = true;
                    } else if overridden.is_none() && seen.sig.may_match(&sig) {
                        overridden = Some((seen, k));
                    }
                }
            }
            // A same-named member of another kind makes it another error (CS0505, CS0544).
            if other_kind {
                continue;
            }
            let text = member_text(db, m, &display, None);
            match overridden {
                None => found_problems.push((
                    m.doc,
                    m.decl.decl,
                    "CS0115",
                    format!("'{text}': no suitable method found to override"),
                )),
                Some((seen, k)) => {
                    if seen.is_overridable() || seen.is_static() || !self.is_accessible(&seen, id) {
                        continue;
                    }
                    let base_text = seen_member_text(db, &seen, &chain[k]);
                    found_problems.push((
                        m.doc,
                        m.decl.decl,
                        "CS0506",
                        format!(
                            "'{text}': cannot override inherited member '{base_text}' because it is not marked virtual, abstract, or override"
                        ),
                    ));
                }
            }
        }
        for (doc, decl, code, message) in found_problems {
            self.push(doc, Place::Name(decl), code, message);
        }
    }

    /// Whether a derived type's members see a base member (inaccessible ones are skipped by
    /// the compiler's lookup, which then reports something else).
    fn is_accessible(&self, member: &SeenMember, from: TypeId) -> bool {
        let m = member.modifiers;
        if m.contains(Modifiers::PUBLIC) || m.contains(Modifiers::PROTECTED) {
            return true;
        }
        m.contains(Modifiers::INTERNAL)
            && member
                .view
                .as_ref()
                .is_some_and(|v| v.id.ty.project == from.project)
    }
}

fn overridable_kind(kind: MemberKind) -> bool {
    matches!(
        kind,
        MemberKind::Method | MemberKind::Property | MemberKind::Indexer | MemberKind::Event
    )
}

/// An interface member a class must implement: an instance method, property, indexer or event
/// without a body (default implementations, static and explicit members are not).
fn requires_implementation(member: &MemberView) -> bool {
    let decl = &member.decl;
    overridable_kind(decl.kind)
        && !member.synthesized
        && decl.explicit_interface.is_none()
        && !member.is_static()
        && !decl.has_body
        && !decl.accessors.iter().any(|a| a.has_body)
        && ![
            Modifiers::SEALED,
            Modifiers::PRIVATE,
            Modifiers::PARTIAL,
            Modifiers::VIRTUAL,
            Modifiers::EXTERN,
        ]
        .iter()
        .any(|m| decl.modifiers.contains(*m))
}

// ---------------------------------------------------------------------------------------
// Document stage: syntax.

struct Kinds {
    declarations: Vec<SyntaxKind>,
    base_list: SyntaxKind,
    primary_constructor_base_type: SyntaxKind,
    parameter_list: SyntaxKind,
    bracketed_parameter_list: SyntaxKind,
    parameter: SyntaxKind,
    variable_declaration: SyntaxKind,
    variable_declarator: SyntaxKind,
    explicit_interface_specifier: SyntaxKind,
    indexer_declaration: SyntaxKind,
    operator_declaration: SyntaxKind,
    delegate_declaration: SyntaxKind,
    identifier: SyntaxKind,
    generic_name: SyntaxKind,
    qualified_name: SyntaxKind,
    alias_qualified_name: SyntaxKind,
    type_argument_list: SyntaxKind,
    tuple_type: SyntaxKind,
    tuple_element: SyntaxKind,
    function_pointer_type: SyntaxKind,
    function_pointer_parameter: SyntaxKind,
    /// Types wrapping other types: arrays, nullable, pointer, `ref`, `scoped`.
    wrappers: Vec<SyntaxKind>,
    /// Every node kind that can stand for a type.
    types: Vec<SyntaxKind>,
    kw_this: SyntaxKind,
    kw_operator: SyntaxKind,
    kw_checked: SyntaxKind,
    kw_params: SyntaxKind,
}

static K: LazyLock<Kinds> = LazyLock::new(|| {
    // A kind the grammar lacks matches nothing.
    let named = |n: &str| kind_from_name(n, true).unwrap_or(SyntaxKind(u16::MAX));
    let token = |n: &str| kind_from_name(n, false).unwrap_or(SyntaxKind(u16::MAX));
    let list = |names: &[&str]| names.iter().map(|n| named(n)).collect::<Vec<_>>();
    Kinds {
        declarations: list(&[
            "class_declaration",
            "struct_declaration",
            "interface_declaration",
            "enum_declaration",
            "record_declaration",
            "delegate_declaration",
            "field_declaration",
            "event_field_declaration",
            "variable_declarator",
            "enum_member_declaration",
            "method_declaration",
            "property_declaration",
            "indexer_declaration",
            "event_declaration",
            "constructor_declaration",
            "destructor_declaration",
            "operator_declaration",
            "conversion_operator_declaration",
        ]),
        base_list: named("base_list"),
        primary_constructor_base_type: named("primary_constructor_base_type"),
        parameter_list: named("parameter_list"),
        bracketed_parameter_list: named("bracketed_parameter_list"),
        parameter: named("parameter"),
        variable_declaration: named("variable_declaration"),
        variable_declarator: named("variable_declarator"),
        explicit_interface_specifier: named("explicit_interface_specifier"),
        indexer_declaration: named("indexer_declaration"),
        operator_declaration: named("operator_declaration"),
        delegate_declaration: named("delegate_declaration"),
        identifier: named("identifier"),
        generic_name: named("generic_name"),
        qualified_name: named("qualified_name"),
        alias_qualified_name: named("alias_qualified_name"),
        type_argument_list: named("type_argument_list"),
        tuple_type: named("tuple_type"),
        tuple_element: named("tuple_element"),
        function_pointer_type: named("function_pointer_type"),
        function_pointer_parameter: named("function_pointer_parameter"),
        wrappers: list(&[
            "array_type",
            "nullable_type",
            "pointer_type",
            "ref_type",
            "scoped_type",
        ]),
        types: list(&[
            "identifier",
            "qualified_name",
            "generic_name",
            "alias_qualified_name",
            "predefined_type",
            "array_type",
            "nullable_type",
            "pointer_type",
            "function_pointer_type",
            "tuple_type",
            "ref_type",
            "scoped_type",
            "implicit_type",
        ]),
        kw_this: token("this"),
        kw_operator: token("operator"),
        kw_checked: token("checked"),
        kw_params: token("params"),
    }
});

fn is_type_node(kind: SyntaxKind) -> bool {
    K.types.contains(&kind)
}

fn child(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxNode> {
    node.children().find(|c| c.kind() == kind)
}

/// Non-trivia children, nodes and tokens: leaf grammar nodes (an identifier, a predefined
/// type) are tokens in the lossless tree.
fn elements(node: &SyntaxNode) -> impl Iterator<Item = SyntaxElement> {
    node.children_with_tokens().filter(|e| !is_trivia(e.kind()))
}

/// The first child that can stand for a type.
fn first_type(node: &SyntaxNode) -> Option<SyntaxElement> {
    elements(node).find(|e| is_type_node(e.kind()))
}

/// The declaration node whose whole range is `full`.
fn decl_node(root: &SyntaxNode, full: TextRange) -> Option<SyntaxNode> {
    if !root.text_range().contains_range(full) {
        return None;
    }
    let mut node = match root.covering_element(full) {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    };
    loop {
        if node.text_range() == full && K.declarations.contains(&node.kind()) {
            return Some(node);
        }
        if node.text_range() != full && !full.contains_range(node.text_range()) {
            return None;
        }
        node = node.parent()?;
    }
}

/// The range a declaration's diagnostics point at: its name, or for an indexer the `this`
/// keyword and for an operator its token.
fn name_range(root: &SyntaxNode, full: TextRange, name: TextRange) -> TextRange {
    if name != full {
        return name;
    }
    let Some(node) = decl_node(root, full) else {
        return name;
    };
    let tokens: Vec<_> = elements(&node).filter_map(|e| e.into_token()).collect();
    if node.kind() == K.indexer_declaration
        && let Some(t) = tokens.iter().find(|t| t.kind() == K.kw_this)
    {
        return t.text_range();
    }
    if node.kind() == K.operator_declaration
        && let Some(i) = tokens.iter().position(|t| t.kind() == K.kw_operator)
        && let Some(t) = tokens[i + 1..].iter().find(|t| t.kind() != K.kw_checked)
    {
        return t.text_range();
    }
    name
}

/// The written types of a type declaration's base list, in order.
fn base_type_nodes(declaration: &SyntaxNode) -> Vec<SyntaxElement> {
    let Some(list) = child(declaration, K.base_list) else {
        return Vec::new();
    };
    elements(&list)
        .filter_map(|c| match &c {
            _ if is_type_node(c.kind()) => Some(c),
            SyntaxElement::Node(base) if c.kind() == K.primary_constructor_base_type => {
                first_type(base)
            }
            _ => None,
        })
        .collect()
}

fn base_type_range(root: &SyntaxNode, full: TextRange, index: u32) -> Option<TextRange> {
    let node = decl_node(root, full)?;
    base_type_nodes(&node)
        .get(index as usize)
        .map(|n| n.text_range())
}

/// The parameter types of a parameter list (`params` parameters sit inline in the list).
fn parameter_type_nodes(list: &SyntaxNode) -> Vec<SyntaxElement> {
    let mut result = Vec::new();
    let mut after_params = false;
    for element in elements(list) {
        if element.kind() == K.kw_params {
            after_params = true;
        } else if let SyntaxElement::Node(parameter) = &element
            && element.kind() == K.parameter
        {
            result.extend(first_type(parameter));
        } else if after_params && is_type_node(element.kind()) {
            result.push(element);
            after_params = false;
        }
    }
    result
}

/// The types written in a member's signature: its type (return, field, property, event),
/// explicit interface and parameters.
fn member_type_nodes(node: &SyntaxNode, kind: MemberKind, name: TextRange) -> Vec<SyntaxElement> {
    let mut result = Vec::new();
    if kind == MemberKind::EnumMember {
        return result;
    }
    if node.kind() == K.variable_declarator {
        if let Some(declaration) = node.parent().filter(|p| p.kind() == K.variable_declaration) {
            result.extend(first_type(&declaration));
        }
        return result;
    }
    if matches!(
        kind,
        MemberKind::Indexer | MemberKind::Operator | MemberKind::Conversion
    ) {
        // No name: the first type is the element or return type.
        result.extend(first_type(node));
    } else {
        result.extend(
            elements(node)
                .take_while(|c| c.text_range().end() <= name.start())
                .find(|c| is_type_node(c.kind())),
        );
    }
    if let Some(spec) = child(node, K.explicit_interface_specifier) {
        result.extend(first_type(&spec));
    }
    for list in [K.parameter_list, K.bracketed_parameter_list] {
        if let Some(list) = child(node, list) {
            result.extend(parameter_type_nodes(&list));
        }
    }
    result
}

/// The segments of a written name (`A.B<C>` → `A`, `B<C>`); the alias of `x::A` is not one.
fn name_segments(element: &SyntaxElement) -> Vec<SyntaxElement> {
    let kind = element.kind();
    if kind == K.identifier || kind == K.generic_name {
        return vec![element.clone()];
    }
    let SyntaxElement::Node(node) = element else {
        return Vec::new();
    };
    let parts = elements(node).filter(|c| {
        let k = c.kind();
        k == K.identifier
            || k == K.generic_name
            || k == K.qualified_name
            || k == K.alias_qualified_name
    });
    if kind == K.qualified_name {
        parts.flat_map(|c| name_segments(&c)).collect()
    } else if kind == K.alias_qualified_name {
        parts.skip(1).flat_map(|c| name_segments(&c)).collect()
    } else {
        Vec::new()
    }
}

/// Names that are keywords in context: never reported.
const CONTEXTUAL: &[&str] = &[
    "var",
    "dynamic",
    "nint",
    "nuint",
    "unmanaged",
    "notnull",
    "_",
    "record",
    "field",
    "value",
];

struct NameChecker<'a> {
    db: &'a dyn Db,
    out: &'a mut Vec<DocumentDiagnostic>,
}

impl NameChecker<'_> {
    /// Checks a written type: one binding of the whole type first, since a type with no name
    /// certainly missing in the first context cannot have one missing in all of them.
    fn check_type(&mut self, element: &SyntaxElement, contexts: &[TypeContext<'_>]) {
        let Some(first) = contexts.first() else {
            return;
        };
        let whole = resolve_type_ref(self.db, first, &TypeRef::lower(element));
        if has_certainly_missing(&whole) {
            self.check(element, contexts);
        }
    }

    /// Checks every name in a written type.
    fn check(&mut self, element: &SyntaxElement, contexts: &[TypeContext<'_>]) {
        let kind = element.kind();
        let is_name = kind == K.identifier
            || kind == K.generic_name
            || kind == K.qualified_name
            || kind == K.alias_qualified_name;
        if is_name {
            let segments = name_segments(element);
            let bound = self.check_name(element, &segments, contexts);
            // Type arguments are bound even when a simple generic name is not found.
            if bound || (segments.len() == 1 && kind == K.generic_name) {
                for segment in &segments {
                    if let SyntaxElement::Node(segment) = segment
                        && let Some(list) = child(segment, K.type_argument_list)
                    {
                        for argument in elements(&list).filter(|c| is_type_node(c.kind())) {
                            self.check(&argument, contexts);
                        }
                    }
                }
            }
            return;
        }
        let SyntaxElement::Node(node) = element else {
            return;
        };
        if kind == K.tuple_type {
            for item in node.children().filter(|c| c.kind() == K.tuple_element) {
                if let Some(ty) = first_type(&item) {
                    self.check(&ty, contexts);
                }
            }
        } else if kind == K.function_pointer_type {
            for c in elements(node) {
                if let SyntaxElement::Node(parameter) = &c
                    && c.kind() == K.function_pointer_parameter
                {
                    if let Some(ty) = first_type(parameter) {
                        self.check(&ty, contexts);
                    }
                } else if is_type_node(c.kind()) {
                    self.check(&c, contexts);
                }
            }
        } else if K.wrappers.contains(&kind) {
            for c in elements(node).filter(|c| is_type_node(c.kind())) {
                self.check(&c, contexts);
            }
        }
    }

    /// Binds a name in every context; reports it when none binds it and each is sure nothing
    /// unseen could. Returns true when it binds.
    fn check_name(
        &mut self,
        element: &SyntaxElement,
        segment_nodes: &[SyntaxElement],
        contexts: &[TypeContext<'_>],
    ) -> bool {
        let written = TypeRef::lower(element);
        let TypeRef::Named { alias, segments } = &written else {
            return false;
        };
        let mut unresolved_name: Option<String> = None;
        for context in contexts {
            match resolve_type_ref(self.db, context, &written) {
                Ty::Unresolved {
                    name,
                    certain: true,
                } => {
                    if unresolved_name.as_ref().is_some_and(|n| *n != name) {
                        return false;
                    }
                    unresolved_name = Some(name);
                }
                Ty::Unresolved { .. } | Ty::Missing => return false,
                _ => return true,
            }
        }
        let Some(name) = unresolved_name else {
            return false;
        };
        if alias.is_some() || segments.len() != segment_nodes.len() || segments.is_empty() {
            return false;
        }
        if segments.len() == 1
            && segments[0].args.is_empty()
            && CONTEXTUAL.contains(&&*segments[0].name)
        {
            return false;
        }
        let (index, message) = match name.rsplit_once('.') {
            None => {
                if *segments[0].name != *name {
                    return false;
                }
                (
                    0,
                    format!(
                        "The type or namespace name '{}' could not be found (are you missing a using directive or an assembly reference?)",
                        segment_text(&segments[0])
                    ),
                )
            }
            Some((namespace, last)) => {
                let namespace_last = namespace.rsplit('.').next().unwrap_or(namespace);
                let Some(k) = (1..segments.len()).find(|&k| {
                    &*segments[k].name == last && &*segments[k - 1].name == namespace_last
                }) else {
                    return false;
                };
                (
                    k,
                    format!(
                        "The type or namespace name '{}' does not exist in the namespace '{namespace}' (are you missing an assembly reference?)",
                        segment_text(&segments[k])
                    ),
                )
            }
        };
        let id = if index == 0 { "CS0246" } else { "CS0234" };
        self.out
            .push(error(id, message, segment_nodes[index].text_range()));
        false
    }
}

/// True when a bound type holds a name that certainly binds to nothing.
fn has_certainly_missing(ty: &Ty) -> bool {
    match ty {
        Ty::Unresolved { certain, .. } => *certain,
        Ty::Named { args, .. } => args.iter().any(has_certainly_missing),
        Ty::Array { element, .. } | Ty::Pointer(element) | Ty::Ref(element) => {
            has_certainly_missing(element)
        }
        Ty::FunctionPointer(parts) => parts.iter().any(has_certainly_missing),
        Ty::TypeParam { .. } | Ty::Dynamic | Ty::Missing => false,
    }
}

/// `List<>`, `Dictionary<,>`: a name segment as the compiler's not-found messages write it.
fn segment_text(segment: &NameSegment) -> String {
    if segment.args.is_empty() {
        segment.name.to_string()
    } else {
        format!("{}<{}>", segment.name, ",".repeat(segment.args.len() - 1))
    }
}

/// True when a type or one containing it is an interface extending others: nested types are
/// inherited through interfaces there, which the binder does not follow.
fn in_inheriting_interface(db: &dyn Db, mut current: Option<TypeId>) -> bool {
    while let Some(t) = current {
        if t.data(db).kind == TypeKind::Interface && !bases_of(db, t).interfaces.is_empty() {
            return true;
        }
        current = t.parent(db);
    }
    false
}

/// CS0246 / CS0234 for the types written in the signatures and base lists of a document.
fn unbound_type_names(
    db: &dyn Db,
    project: Project,
    doc: u32,
    document: Document,
    root: &SyntaxNode,
    out: &mut Vec<DocumentDiagnostic>,
) {
    // With references we cannot see, no name is certainly missing.
    if cs_hir::visible_projects(db, project)
        .iter()
        .any(|p| p.settings(db).has_unseen_references)
    {
        return;
    }
    let decls = file_decls(db, document);
    let ranges = decl_ranges(db, document);
    let parts = part_types(db, project);
    let mut found = Vec::new();
    let mut checker = NameChecker {
        db,
        out: &mut found,
    };
    for (ti, decl) in decls.types.iter().enumerate() {
        let Some(&(type_index, part_index)) = parts.get(&(doc, ti as u32)) else {
            continue;
        };
        let id = TypeId {
            project,
            index: type_index,
        };
        if in_inheriting_interface(db, Some(id)) {
            continue;
        }
        let Some(range) = ranges.get(decl.decl) else {
            continue;
        };
        let Some(node) = decl_node(root, range.full) else {
            continue;
        };
        if decl.kind != TypeKind::Enum {
            let base_context = TypeContext {
                project,
                doc,
                scope: decl.scope,
                ty: id.parent(db),
                type_params_of: Some(id),
                method_type_params: &[],
            };
            let outer_context = TypeContext {
                type_params_of: None,
                ..base_context.clone()
            };
            for base in base_type_nodes(&node) {
                checker.check_type(&base, &[base_context.clone(), outer_context.clone()]);
            }
        }
        let type_context = TypeContext {
            project,
            doc,
            scope: decl.scope,
            ty: Some(id),
            type_params_of: None,
            method_type_params: &[],
        };
        if node.kind() == K.delegate_declaration {
            // A delegate's signature binds outside it (its base class is the framework's),
            // with its own type parameters in scope.
            let signature_contexts = [
                TypeContext {
                    ty: id.parent(db),
                    type_params_of: Some(id),
                    ..type_context.clone()
                },
                TypeContext {
                    ty: id.parent(db),
                    ..type_context.clone()
                },
            ];
            let written = elements(&node)
                .take_while(|c| c.text_range().end() <= range.name.start())
                .find(|c| is_type_node(c.kind()));
            let params = child(&node, K.parameter_list)
                .map(|l| parameter_type_nodes(&l))
                .unwrap_or_default();
            for ty in written.into_iter().chain(params) {
                checker.check_type(&ty, &signature_contexts);
            }
        } else if let Some(list) = child(&node, K.parameter_list) {
            for ty in parameter_type_nodes(&list) {
                checker.check_type(&ty, std::slice::from_ref(&type_context));
            }
        }
        for member in cs_hir::type_members(db, id) {
            if member.synthesized
                || !matches!(member.id.origin, MemberOrigin::Declared { part, .. } if part == part_index)
            {
                continue;
            }
            let Some(member_range) = ranges.get(member.decl.decl) else {
                continue;
            };
            let Some(member_node) = decl_node(root, member_range.full) else {
                continue;
            };
            let context = member_context(db, &member);
            for ty in member_type_nodes(&member_node, member.decl.kind, member_range.name) {
                checker.check_type(&ty, std::slice::from_ref(&context));
            }
        }
    }
    out.extend(found);
}

#[cfg(test)]
pub(crate) mod tests;
