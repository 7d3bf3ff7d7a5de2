//! Dependency graphs at the type, namespace and project level: the type edges of the
//! reference index lifted to the level's nodes (weights added), a scope filter, the bounded
//! and deterministic cut (heaviest edges first), and one node's dependencies or dependents.

use std::collections::{HashMap, HashSet};

use cs_db::{Db, Document, Project, Workspace};
use cs_hir::TypeId;
use cs_syntax::TextRange;

use crate::edges::{TypeEdge, workspace_type_edges};

/// The granularity of a graph's nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    Type,
    Namespace,
    Project,
}

/// What a node stands for. Types of reference assemblies and of the embedded core library are
/// grouped by assembly at every level.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NodeKind {
    Type(TypeId),
    /// A namespace by its dotted name, merged over the projects that declare it.
    Namespace(String),
    Project(Project),
    Assembly(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub kind: NodeKind,
    /// Stable and sortable: `T:` documentation ID, `N:` namespace, project name, `A:` assembly.
    pub key: String,
    /// What people read: the type's documentation ID without `T:`, the namespace (`<global>`
    /// for the global one), the project's or assembly's name.
    pub name: String,
}

impl Node {
    pub fn is_external(&self) -> bool {
        matches!(self.kind, NodeKind::Assembly(_))
    }
}

/// The references from one node to another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edge {
    pub from: usize,
    pub to: usize,
    pub weight: u32,
    pub document: Document,
    pub range: TextRange,
}

/// Nodes (sorted by key) and edges (heaviest first, then by keys).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DependencyGraph {
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    /// Before the cut.
    pub total_nodes: usize,
    pub total_edges: usize,
}

/// Which nodes a graph keeps: all, one project's, or one namespace's (and those nested in it).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Scope {
    #[default]
    Workspace,
    Project(Project),
    Namespace(String),
}

pub(crate) fn is_external(db: &dyn Db, ty: TypeId) -> bool {
    ty.project.settings(db).is_core_library
}

pub(crate) fn type_namespace(db: &dyn Db, ty: TypeId) -> String {
    let map = cs_hir::def_map(db, ty.project);
    map.namespaces[ty.data(db).namespace as usize]
        .full_name
        .clone()
}

/// The assembly that declares a metadata or core-library type: the file its declaration-only
/// text was rendered from (`<metadata>/System.Runtime.dll/…`), else the library's own name.
pub(crate) fn assembly_of(db: &dyn Db, ty: TypeId) -> String {
    let documents = cs_hir::project_documents(db, ty.project);
    let path = ty
        .data(db)
        .parts
        .first()
        .and_then(|p| documents.get(p.doc as usize))
        .map(|d| d.source(db).path(db).clone());
    if let Some(path) = path
        && let Some(rest) = path.strip_prefix("<metadata>/")
        && let Some((file, _)) = rest.split_once('/')
    {
        return file.strip_suffix(".dll").unwrap_or(file).to_string();
    }
    ty.project.settings(db).assembly_name.clone()
}

/// The node a type belongs to at a level.
pub(crate) fn node_kind(db: &dyn Db, ty: TypeId, level: Level) -> NodeKind {
    if is_external(db, ty) {
        return NodeKind::Assembly(assembly_of(db, ty));
    }
    match level {
        Level::Type => NodeKind::Type(ty),
        Level::Namespace => NodeKind::Namespace(type_namespace(db, ty)),
        Level::Project => NodeKind::Project(ty.project),
    }
}

pub(crate) fn node(db: &dyn Db, kind: NodeKind) -> Node {
    let (key, name) = match &kind {
        NodeKind::Type(t) => {
            let id = cs_hir::type_doc_id(db, *t);
            (id.clone(), id.trim_start_matches("T:").to_string())
        }
        NodeKind::Namespace(n) if n.is_empty() => ("N:".to_string(), "<global>".to_string()),
        NodeKind::Namespace(n) => (format!("N:{n}"), n.clone()),
        NodeKind::Project(p) => {
            let name = p.settings(db).name.clone();
            (name.clone(), name)
        }
        NodeKind::Assembly(a) => (format!("A:{a}"), a.clone()),
    };
    Node { kind, key, name }
}

fn in_scope(db: &dyn Db, ty: TypeId, scope: &Scope) -> bool {
    match scope {
        Scope::Workspace => true,
        Scope::Project(p) => ty.project == *p,
        Scope::Namespace(n) => {
            let ns = type_namespace(db, ty);
            n.is_empty()
                || ns == *n
                || ns
                    .strip_prefix(n.as_str())
                    .is_some_and(|r| r.starts_with('.'))
        }
    }
}

/// Lifted edges: (from, to) → weight and the first sample, in first-seen order.
type Lifted = Vec<((NodeKind, NodeKind), (u32, Document, TextRange))>;

fn lift(db: &dyn Db, edges: &[TypeEdge], level: Level, keep: impl Fn(&TypeEdge) -> bool) -> Lifted {
    let mut lifted: Lifted = Vec::new();
    let mut index: HashMap<(NodeKind, NodeKind), usize> = HashMap::new();
    let mut kinds: HashMap<TypeId, NodeKind> = HashMap::new();
    let mut kind_of = |t: TypeId| {
        kinds
            .entry(t)
            .or_insert_with(|| node_kind(db, t, level))
            .clone()
    };
    for edge in edges.iter().filter(|e| keep(e)) {
        let from = kind_of(edge.from);
        let to = kind_of(edge.to);
        if from == to {
            continue;
        }
        let key = (from, to);
        match index.get(&key) {
            Some(&i) => lifted[i].1.0 += edge.count,
            None => {
                index.insert(key.clone(), lifted.len());
                lifted.push((key, (edge.count, edge.document, edge.range)));
            }
        }
    }
    lifted
}

/// The workspace's dependency graph at a level, cut to `max_nodes` and `max_edges`: the
/// heaviest edges are kept first (with their nodes while nodes fit), then the remaining nodes
/// by key. Assemblies appear only with `include_external`.
pub fn dependency_graph(
    db: &dyn Db,
    workspace: Workspace,
    level: Level,
    scope: &Scope,
    include_external: bool,
    max_nodes: usize,
    max_edges: usize,
) -> DependencyGraph {
    let edges = workspace_type_edges(db, workspace);
    let lifted = lift(db, edges, level, |e| {
        in_scope(db, e.from, scope)
            && (is_external(db, e.to) && include_external
                || !is_external(db, e.to) && in_scope(db, e.to, scope))
    });
    // Every node of the scope, also those without edges.
    let mut kinds: HashSet<NodeKind> = HashSet::new();
    for &project in workspace.projects(db).iter() {
        let map = cs_hir::def_map(db, project);
        for index in 0..map.types.len() as u32 {
            let ty = TypeId { project, index };
            if in_scope(db, ty, scope) {
                kinds.insert(node_kind(db, ty, level));
            }
        }
    }
    for ((from, to), _) in &lifted {
        kinds.insert(from.clone());
        kinds.insert(to.clone());
    }
    let mut all: Vec<Node> = kinds.into_iter().map(|k| node(db, k)).collect();
    all.sort_by(|a, b| {
        a.key
            .cmp(&b.key)
            .then_with(|| format!("{:?}", a.kind).cmp(&format!("{:?}", b.kind)))
    });
    let position: HashMap<NodeKind, usize> = all
        .iter()
        .enumerate()
        .map(|(i, n)| (n.kind.clone(), i))
        .collect();
    let mut full: Vec<Edge> = lifted
        .into_iter()
        .map(|((from, to), (weight, document, range))| Edge {
            from: position[&from],
            to: position[&to],
            weight,
            document,
            range,
        })
        .collect();
    full.sort_by(|a, b| {
        b.weight
            .cmp(&a.weight)
            .then(a.from.cmp(&b.from))
            .then(a.to.cmp(&b.to))
    });
    cut(all, full, max_nodes, max_edges)
}

fn cut(all: Vec<Node>, full: Vec<Edge>, max_nodes: usize, max_edges: usize) -> DependencyGraph {
    let total_nodes = all.len();
    let total_edges = full.len();
    let mut kept_nodes: Vec<bool> = vec![false; all.len()];
    let mut node_count = 0;
    let mut kept_edges = Vec::new();
    for edge in full {
        if kept_edges.len() == max_edges {
            break;
        }
        let new = usize::from(!kept_nodes[edge.from])
            + usize::from(!kept_nodes[edge.to] && edge.from != edge.to);
        if node_count + new > max_nodes {
            continue;
        }
        for n in [edge.from, edge.to] {
            if !kept_nodes[n] {
                kept_nodes[n] = true;
                node_count += 1;
            }
        }
        kept_edges.push(edge);
    }
    for flag in kept_nodes.iter_mut() {
        if node_count == max_nodes {
            break;
        }
        if !*flag {
            *flag = true;
            node_count += 1;
        }
    }
    let mut renumber = vec![usize::MAX; all.len()];
    let mut nodes = Vec::new();
    for (i, node) in all.into_iter().enumerate() {
        if kept_nodes[i] {
            renumber[i] = nodes.len();
            nodes.push(node);
        }
    }
    for edge in &mut kept_edges {
        edge.from = renumber[edge.from];
        edge.to = renumber[edge.to];
    }
    DependencyGraph {
        nodes,
        edges: kept_edges,
        total_nodes,
        total_edges,
    }
}

/// The node whose dependencies or dependents are asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Selection {
    Type(TypeId),
    Namespace(String),
    Project(Project),
}

impl Selection {
    fn contains(&self, db: &dyn Db, ty: TypeId) -> bool {
        match self {
            Selection::Type(t) => *t == ty,
            Selection::Namespace(n) => type_namespace(db, ty) == *n,
            Selection::Project(p) => ty.project == *p,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// What the selection uses.
    Dependencies,
    /// What uses the selection.
    Dependents,
}

/// One node the selection uses (or that uses it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Neighbour {
    pub node: Node,
    /// References between the selection and the node.
    pub count: u32,
    pub document: Document,
    pub range: TextRange,
}

/// The nodes at `level` that the selection depends on (or that depend on it), heaviest first,
/// then by key; references inside the selection itself are left out.
pub fn neighbours(
    db: &dyn Db,
    workspace: Workspace,
    selection: &Selection,
    level: Level,
    direction: Direction,
) -> Vec<Neighbour> {
    let edges = workspace_type_edges(db, workspace);
    let lifted = lift(db, edges, level, |e| match direction {
        Direction::Dependencies => selection.contains(db, e.from) && !selection.contains(db, e.to),
        Direction::Dependents => selection.contains(db, e.to) && !selection.contains(db, e.from),
    });
    let mut merged: Vec<Neighbour> = Vec::new();
    let mut index: HashMap<NodeKind, usize> = HashMap::new();
    for ((from, to), (count, document, range)) in lifted {
        let other = match direction {
            Direction::Dependencies => to,
            Direction::Dependents => from,
        };
        match index.get(&other) {
            Some(&i) => merged[i].count += count,
            None => {
                index.insert(other.clone(), merged.len());
                merged.push(Neighbour {
                    node: node(db, other),
                    count,
                    document,
                    range,
                });
            }
        }
    }
    merged.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then_with(|| a.node.key.cmp(&b.node.key))
    });
    merged
}
