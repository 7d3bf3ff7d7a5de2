//! Tests of the declaration model: fixtures of one or more projects (files separated by
//! `//- path` lines, `//- project Name` starts a project that references the earlier ones) over
//! a small test core library.

mod doc_ids;
mod incremental;
mod lookup;
mod metadata_source;
mod metadata_source_oracle;
mod positions;
mod records;

use std::sync::Arc;

use cs_db::{
    Document, DocumentStatus, Project, ProjectSettings, RootDatabase, SourceFile, SymbolSet,
};

use crate::{Ty, TypeId, def_map, member_doc_id, type_doc_id, type_members};

/// Enough of `System` for signatures: special types, `Nullable<T>`, `ValueTuple`s, a few
/// interfaces and attributes, and what record members name (`Type`, `StringBuilder`).
pub(crate) const MINI_CORE: &str = r#"
namespace System {
    public class Object { public virtual bool Equals(object obj) => throw null; public virtual int GetHashCode() => throw null; public virtual string ToString() => throw null; ~Object() {} }
    public abstract class ValueType {}
    public abstract class Enum : ValueType {}
    public abstract class Delegate {}
    public abstract class MulticastDelegate : Delegate {}
    public abstract class Attribute {}
    public sealed class ObsoleteAttribute : Attribute { public ObsoleteAttribute(string message) {} }
    public struct Void {}
    public struct Boolean {} public struct Char {} public struct Byte {} public struct SByte {}
    public struct Int16 {} public struct UInt16 {} public struct Int32 {} public struct UInt32 {}
    public struct Int64 {} public struct UInt64 {} public struct Single {} public struct Double {}
    public struct Decimal {} public struct IntPtr {} public struct UIntPtr {}
    public sealed class String {}
    public struct Nullable<T> where T : struct {}
    public struct ValueTuple<T1, T2> {}
    public struct ValueTuple<T1, T2, T3> {}
    public interface IDisposable { void Dispose(); }
    public interface IEquatable<T> { bool Equals(T other); }
    public class EventArgs {}
    public delegate void EventHandler(object sender, EventArgs e);
    public class Exception {}
    public abstract class Type {}
}
namespace System.Text { public sealed class StringBuilder {} }
namespace System.Collections.Generic {
    public interface IEnumerable<out T> {}
    public class List<T> : IEnumerable<T> { public class Enumerator {} }
    public class Dictionary<TKey, TValue> {}
}
"#;

pub(crate) struct Fixture {
    pub db: RootDatabase,
    pub projects: Vec<Project>,
}

pub(crate) fn fixture(text: &str) -> Fixture {
    fixture_with_db(RootDatabase::default(), text)
}

pub(crate) fn fixture_with_db(db: RootDatabase, text: &str) -> Fixture {
    let symbols = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
    let core_doc = Document::new(
        &db,
        SourceFile::new(&db, "<core>/System.cs".into(), MINI_CORE.into()),
        symbols,
        DocumentStatus::Live,
    );
    let core = Project::new(
        &db,
        Arc::new(ProjectSettings {
            name: "core".into(),
            is_core_library: true,
            ..Default::default()
        }),
        vec![core_doc],
        Vec::new(),
    );
    // Split into projects and files.
    // (project name, has unseen references, files as (path, text))
    type Group = (String, bool, Vec<(String, String)>);
    let mut groups: Vec<Group> = vec![("App".into(), false, Vec::new())];
    let mut current: Option<(String, String)> = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("//- ") {
            if let Some(file) = current.take() {
                groups.last_mut().unwrap().2.push(file);
            }
            if let Some(name) = rest.strip_prefix("project ") {
                let open = name.ends_with(" open");
                let name = name.trim_end_matches(" open").to_string();
                if groups.last().unwrap().2.is_empty() {
                    groups.pop();
                }
                groups.push((name, open, Vec::new()));
            } else {
                current = Some((rest.trim().to_string(), String::new()));
            }
            continue;
        }
        let file = current.get_or_insert_with(|| ("main.cs".into(), String::new()));
        file.1.push_str(line);
        file.1.push('\n');
    }
    if let Some(file) = current.take() {
        groups.last_mut().unwrap().2.push(file);
    }
    let mut projects: Vec<Project> = Vec::new();
    for (name, open, files) in groups {
        let documents = files
            .into_iter()
            .map(|(path, text)| {
                Document::new(
                    &db,
                    SourceFile::new(&db, path.into(), text.into()),
                    symbols,
                    DocumentStatus::Live,
                )
            })
            .collect();
        let mut references = projects.clone();
        references.push(core);
        let project = Project::new(
            &db,
            Arc::new(ProjectSettings {
                name,
                has_unseen_references: open,
                ..Default::default()
            }),
            documents,
            references,
        );
        projects.push(project);
    }
    Fixture { db, projects }
}

impl Fixture {
    pub fn project(&self) -> Project {
        *self.projects.last().unwrap()
    }

    /// Every type and member ID of the last project, one per line.
    pub fn doc_ids(&self) -> String {
        let db = &self.db;
        let project = self.project();
        let map = def_map(db, project);
        let mut lines = Vec::new();
        for index in 0..map.types.len() as u32 {
            let id = TypeId { project, index };
            lines.push(type_doc_id(db, id));
            for m in type_members(db, id) {
                lines.push(format!("  {}", member_doc_id(db, &m)));
            }
        }
        lines.join("\n")
    }

    pub fn type_named(&self, name: &str) -> TypeId {
        let db = &self.db;
        let project = self.project();
        let map = def_map(db, project);
        let index = map
            .types
            .iter()
            .position(|t| &*t.name == name)
            .unwrap_or_else(|| panic!("no type {name}"));
        TypeId {
            project,
            index: index as u32,
        }
    }

    /// How each member signature type of a type binds: `member: type → ID`.
    pub fn bound_member_types(&self, type_name: &str) -> String {
        let db = &self.db;
        let ty = self.type_named(type_name);
        let mut lines = Vec::new();
        for m in type_members(db, ty) {
            let context = crate::member_context(db, &m);
            if let Some(t) = &m.decl.ty {
                let bound = crate::resolve_type_ref(db, &context, t);
                lines.push(format!("{}: {t} -> {}", m.decl.name, describe(db, &bound)));
            }
        }
        lines.join("\n")
    }

    pub fn bases(&self, type_name: &str) -> String {
        let db = &self.db;
        let bases = crate::bases_of(db, self.type_named(type_name));
        let mut parts = Vec::new();
        if let Some(b) = &bases.base_class {
            parts.push(format!("base {}", describe(db, b)));
        }
        for i in &bases.interfaces {
            parts.push(format!("interface {}", describe(db, i)));
        }
        parts.join(", ")
    }
}

pub(crate) fn describe(db: &RootDatabase, ty: &Ty) -> String {
    match ty {
        Ty::Unresolved { name, certain } => {
            format!(
                "unresolved {name}{}",
                if *certain { " (certain)" } else { "" }
            )
        }
        other => crate::encode_doc_type(db, other),
    }
}
