//! Code metrics with Visual Studio's definitions (`Microsoft.CodeAnalysis.Metrics`):
//! cyclomatic complexity, lines of source and executable code, maintainability index, class
//! coupling and depth of inheritance, per member (a salsa query per document), then summed
//! or averaged per type, namespace and project as the metrics library does.

mod aggregate;
mod syntax;

pub use aggregate::{MetricsItem, metrics};

use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;

use cs_bind::{BoundSymbol, RefKind};
use cs_db::{Db, Document, Project};
use cs_hir::{MemberId, MemberKind, MemberOrigin, Symbol, Ty, TypeId, TypeKind};
use cs_syntax::SyntaxNode;

pub use syntax::{BodyCounts, Halstead};

/// The metrics of one member, type, namespace or project.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MetricSet {
    pub cyclomatic_complexity: u32,
    pub source_lines: u32,
    pub executable_lines: u32,
    /// 0 (hard to maintain) to 100.
    pub maintainability_index: u32,
    /// Distinct types used, other than the primitive types, `string`, `object` and the
    /// symbol's own type and its containers.
    pub class_coupling: u32,
    /// Types (and above) only.
    pub depth_of_inheritance: Option<u32>,
}

/// One measured member, as stored by the per-document query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberMetrics {
    pub member: MemberId,
    pub kind: MemberKind,
    pub metrics: MetricSet,
    pub halstead: Halstead,
    /// Executable lines plus one for an initializer (the index's lines of code).
    pub effective_lines: u32,
    pub coupled: BTreeSet<TypeKey>,
    /// Fields count towards their type only with an initializer.
    pub counts_for_type: bool,
}

/// A coupled type by its documentation ID (one type however many projects compile it).
pub type TypeKey = String;

/// The metrics index formula: 171 − 5.2·ln(V) − 0.23·CC − 16.2·ln(LOC), logarithms floored
/// at 0, scaled to 0–100 and rounded.
pub fn maintainability_index(volume: f64, complexity: f64, lines: f64) -> u32 {
    let ln = |x: f64| if x > 0.0 { x.ln().max(0.0) } else { 0.0 };
    let raw = 171.0 - 5.2 * ln(volume) - 0.23 * complexity - 16.2 * ln(lines);
    ((raw.max(0.0) / 171.0) * 100.0).round() as u32
}

/// The special types coupling leaves out (as the metrics library does).
const IGNORED_TYPES: [&str; 18] = [
    "T:System.Boolean",
    "T:System.Byte",
    "T:System.Char",
    "T:System.Double",
    "T:System.Int16",
    "T:System.Int32",
    "T:System.Int64",
    "T:System.UInt16",
    "T:System.UInt32",
    "T:System.UInt64",
    "T:System.IntPtr",
    "T:System.UIntPtr",
    "T:System.SByte",
    "T:System.Single",
    "T:System.String",
    "T:System.Object",
    "T:System.ValueType",
    "T:System.Void",
];

pub(super) fn type_key(db: &dyn Db, ty: TypeId) -> Option<TypeKey> {
    let id = cs_hir::type_doc_id(db, ty);
    if IGNORED_TYPES.contains(&id.as_str()) {
        return None;
    }
    Some(id)
}

/// The types a range of a document's bindings uses: named types, and the declaring types of
/// static members and extension methods used.
fn coupled_in(
    db: &dyn Db,
    references: &[cs_bind::Reference],
    range: cs_syntax::TextRange,
    own: TypeId,
) -> BTreeSet<TypeKey> {
    let containers: HashSet<TypeId> = own.containing_chain(db).into_iter().collect();
    let mut result = BTreeSet::new();
    let start = references.partition_point(|r| r.range.start() < range.start());
    for reference in references[start..]
        .iter()
        .take_while(|r| r.range.end() <= range.end())
    {
        if matches!(
            reference.kind,
            RefKind::Declaration | RefKind::Cref | RefKind::Import
        ) {
            continue;
        }
        let ty = match &reference.symbol {
            BoundSymbol::Symbol(Symbol::Type(t)) => *t,
            BoundSymbol::Symbol(Symbol::Member(m)) => {
                let Some(view) = cs_hir::member(db, *m) else {
                    continue;
                };
                let extension = view
                    .decl
                    .params
                    .first()
                    .is_some_and(|p| matches!(p.modifier, cs_hir::ParamModifier::This));
                if !(view.is_static() || extension) {
                    continue;
                }
                m.ty
            }
            _ => continue,
        };
        if containers.contains(&ty) {
            continue;
        }
        if let Some(key) = type_key(db, ty) {
            result.insert(key);
        }
    }
    result
}

pub(super) fn node_at(root: &SyntaxNode, range: cs_syntax::TextRange) -> Option<SyntaxNode> {
    let element = root.covering_element(range);
    let mut node = match element {
        cs_syntax::SyntaxElement::Node(n) => n,
        cs_syntax::SyntaxElement::Token(t) => t.parent()?,
    };
    while node.text_range() != range {
        match node.parent() {
            Some(p)
                if p.text_range().len() >= range.len() && node.text_range().len() < range.len() =>
            {
                node = p
            }
            _ => break,
        }
    }
    Some(node)
}

fn body_metrics(counts: &BodyCounts, source_lines: u32, coupled: u32) -> (MetricSet, u32) {
    let effective = counts.executable_lines + u32::from(counts.has_initializer);
    let mi = maintainability_index(
        counts.halstead.volume(),
        f64::from(counts.complexity),
        f64::from(effective),
    );
    (
        MetricSet {
            cyclomatic_complexity: counts.complexity,
            source_lines,
            executable_lines: counts.executable_lines,
            maintainability_index: mi,
            class_coupling: coupled,
            depth_of_inheritance: None,
        },
        effective,
    )
}

/// The metrics of every member declared in a document (as compiled by a project), in
/// declaration order.
#[salsa::tracked(returns(ref), no_eq)]
pub fn member_metrics_of_document(
    db: &dyn Db,
    project: Project,
    document: Document,
) -> Arc<Vec<MemberMetrics>> {
    let documents = cs_hir::project_documents(db, project);
    let Some(doc_index) = documents.iter().position(|d| *d == document) else {
        return Arc::new(Vec::new());
    };
    let root = cs_db::parse(db, document).syntax();
    let lines = cs_db::line_index(db, document);
    let line_of = |offset: u32| lines.line_col(offset.into()).line;
    let decls = cs_hir::file_decls(db, document);
    let ranges = cs_hir::decl_ranges(db, document);
    let bindings = cs_bind::document_bindings(db, project, document);
    let map = cs_hir::def_map(db, project);
    let mut result = Vec::new();
    for index in 0..map.types.len() as u32 {
        let ty = TypeId { project, index };
        for (part_index, part) in ty.data(db).parts.iter().enumerate() {
            if part.doc != doc_index as u32 || part.is_synthesized() {
                continue;
            }
            let Some(type_decl) = decls.types.get(part.ty as usize) else {
                continue;
            };
            for (member_index, member) in type_decl.members.iter().enumerate() {
                let Some(range) = ranges.get(member.decl) else {
                    continue;
                };
                let Some(node) = node_at(&root, range.full) else {
                    continue;
                };
                let id = MemberId {
                    ty,
                    origin: MemberOrigin::Declared {
                        part: part_index as u32,
                        index: member_index as u32,
                    },
                };
                let own = syntax::count_body(&node);
                let accessors: Vec<SyntaxNode> = node
                    .children()
                    .filter(|c| cs_syntax::kind_name(c.kind()) == "accessor_list")
                    .flat_map(|list| list.children())
                    .filter(|c| cs_syntax::kind_name(c.kind()) == "accessor_declaration")
                    .collect();
                let coupled = coupled_in(db, &bindings.references, range.full, ty);
                let source_lines = syntax::source_lines(&node, line_of);
                let (mut metrics, effective, halstead) = if accessors.is_empty() {
                    let (m, e) = body_metrics(&own, source_lines, coupled.len() as u32);
                    (m, e, own.halstead.clone())
                } else {
                    // A property or event: its accessors are its children (each at least 1).
                    let mut complexity = own.complexity;
                    let mut executable = own.executable_lines;
                    let mut effective = own.executable_lines + u32::from(own.has_initializer);
                    let mut halstead = own.halstead.clone();
                    let mut mi_total = 0;
                    for accessor in &accessors {
                        let counts = syntax::count_body(accessor);
                        let (m, e) = body_metrics(&counts, 0, 0);
                        complexity += counts.complexity.max(1);
                        executable += counts.executable_lines;
                        effective += e;
                        halstead.union(&counts.halstead);
                        mi_total += m.maintainability_index;
                    }
                    let mi = (f64::from(mi_total) / accessors.len() as f64).round() as u32;
                    (
                        MetricSet {
                            cyclomatic_complexity: complexity,
                            source_lines,
                            executable_lines: executable,
                            maintainability_index: mi,
                            class_coupling: coupled.len() as u32,
                            depth_of_inheritance: None,
                        },
                        effective,
                        halstead,
                    )
                };
                let is_field = matches!(
                    member.kind,
                    MemberKind::Field | MemberKind::Constant | MemberKind::EnumMember
                );
                if !is_field {
                    metrics.cyclomatic_complexity = metrics.cyclomatic_complexity.max(1);
                }
                result.push(MemberMetrics {
                    member: id,
                    kind: member.kind,
                    metrics,
                    halstead,
                    effective_lines: effective,
                    coupled,
                    counts_for_type: !is_field || own.has_initializer,
                });
            }
        }
    }
    Arc::new(result)
}

/// Roslyn's depth of inheritance: classes and interfaces count their base classes up to and
/// including `object`; structs, enums and delegates are 1.
pub fn depth_of_inheritance(db: &dyn Db, ty: TypeId) -> u32 {
    match ty.data(db).kind {
        TypeKind::Struct | TypeKind::RecordStruct | TypeKind::Enum | TypeKind::Delegate => 1,
        TypeKind::Interface => 0,
        TypeKind::Class | TypeKind::Record => {
            let mut depth = 0;
            let mut current = ty;
            let mut reached_object = false;
            while depth < 64 {
                match &cs_hir::bases_of(db, current).base_class {
                    Some(Ty::Named { id, .. }) => {
                        depth += 1;
                        if cs_hir::type_doc_id(db, *id) == "T:System.Object" {
                            reached_object = true;
                            break;
                        }
                        current = *id;
                    }
                    _ => break,
                }
            }
            // A base chain that ends without `object` (no explicit base, or an unresolved
            // one) still derives from it.
            if !reached_object {
                depth += 1;
            }
            depth
        }
    }
}
