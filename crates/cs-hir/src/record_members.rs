//! The members the compiler declares for records (C# 9 `record`, C# 10 `record struct`), as
//! Roslyn synthesizes them: `Deconstruct` for positional records, the copy constructor,
//! `<Clone>$`, `EqualityContract`, the typed `Equals` (and the sealed override of the base
//! record's), `Equals(object)`, `GetHashCode`, `==`/`!=`, `PrintMembers` and `ToString`. A member
//! the user declared with the same signature replaces the synthesized one.

use std::sync::Arc;

use cs_db::Db;

use crate::Name;
use crate::db_queries::{file_decls, project_documents};
use crate::decls::*;
use crate::doc_id::{encode, member_context};
use crate::members::{MemberId, MemberOrigin, MemberView};
use crate::resolve::{TypeContext, first_decl, resolve_type_ref};
use crate::symbols::TypeId;
use crate::ty::{Ty, bases_of, find_system_type};
use crate::type_ref::{NameSegment, TypeRef};

/// Which synthesized record member (the identity of a [`MemberOrigin::RecordMember`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RecordMemberKind {
    /// `public void Deconstruct(out T1 P1, ...)` of a positional record.
    Deconstruct,
    /// `protected R(R original)` (record classes).
    CopyConstructor,
    /// `public virtual R <Clone>$()` (record classes).
    Clone,
    /// `protected virtual Type EqualityContract { get; }` (record classes).
    EqualityContract,
    /// `public virtual bool Equals(R? other)`.
    Equals,
    /// `public sealed override bool Equals(Base? other)` of a record derived from a record.
    BaseEquals,
    /// `public override bool Equals(object? obj)`.
    ObjectEquals,
    /// `public override int GetHashCode()`.
    GetHashCode,
    /// `public static bool operator ==(R? left, R? right)`.
    OpEquality,
    /// `public static bool operator !=(R? left, R? right)`.
    OpInequality,
    /// `protected virtual bool PrintMembers(StringBuilder builder)`.
    PrintMembers,
    /// `public override string ToString()`.
    ToString,
}

/// The synthesized members of a record or record struct, in Roslyn's order; `existing` are the
/// members declared so far (written ones, the primary constructor and positional properties).
pub(crate) fn record_members(db: &dyn Db, ty: TypeId, existing: &[MemberView]) -> Vec<MemberView> {
    let data = ty.data(db);
    let is_class = match data.kind {
        TypeKind::Record => true,
        TypeKind::RecordStruct => false,
        _ => return Vec::new(),
    };
    let Some(part) = record_part(db, ty) else {
        return Vec::new();
    };
    let decl = &part.decls.types[part.ty];
    let context = TypeContext {
        project: ty.project,
        doc: part.doc,
        scope: decl.scope,
        ty: Some(ty),
        type_params_of: None,
        method_type_params: &[],
    };
    let sealed = data.modifiers.contains(Modifiers::SEALED) || !is_class;
    let is_abstract = data.modifiers.contains(Modifiers::ABSTRACT);
    let readonly_struct = !is_class && data.modifiers.contains(Modifiers::READONLY);

    // The base record: anything but `object` (records derive only from records).
    let base = if is_class {
        bases_of(db, ty).base_class.clone()
    } else {
        None
    };
    let object = find_system_type(db, ty.project, "Object", 0);
    let base = base.filter(|b| b.type_id().is_none() || b.type_id() != object);
    // A base whose `<Clone>$` the synthesized one overrides: a record, or one we cannot see.
    let base_has_clone = base.as_ref().is_some_and(|b| match b {
        Ty::Named { id, .. } => id.data(db).kind == TypeKind::Record,
        _ => true,
    });

    let this = self_ref(db, ty, decl, &context);
    let this_nullable = if is_class {
        TypeRef::Nullable(Box::new(this.clone()))
    } else {
        this.clone()
    };
    let object_param = if is_class {
        TypeRef::Nullable(Box::new(predefined("object")))
    } else {
        predefined("object")
    };

    let mut builder = Builder {
        db,
        ty,
        part: part.index,
        doc: part.doc,
        decl: decl.decl,
        type_name: decl.name.clone(),
        context: &context,
        existing,
        result: Vec::new(),
    };

    // Deconstruct(out T1 P1, ...) for a positional record with parameters.
    if let Some(params) = decl.primary_params.as_ref().filter(|p| !p.is_empty()) {
        let readonly = readonly_struct
            || (!is_class
                && params
                    .iter()
                    .all(|p| positional_getter_readonly(existing, &p.name)));
        builder.add(
            RecordMemberKind::Deconstruct,
            MemberKind::Method,
            "Deconstruct",
            params
                .iter()
                .map(|p| ParamDecl {
                    name: p.name.clone(),
                    ty: p.ty.clone(),
                    modifier: ParamModifier::Out,
                    scoped: false,
                    default: None,
                })
                .collect(),
            Some(predefined("void")),
            with(Modifiers::PUBLIC, Modifiers::READONLY, readonly),
        );
    }

    if is_class {
        // The copy constructor.
        builder.add(
            RecordMemberKind::CopyConstructor,
            MemberKind::Constructor,
            &decl.name,
            vec![param("original", this.clone())],
            None,
            if sealed {
                Modifiers::PRIVATE
            } else {
                Modifiers::PROTECTED
            },
        );
        // `<Clone>$`: overrides the base record's; abstract in an abstract record.
        let mut modifiers = Modifiers::PUBLIC;
        if base_has_clone {
            modifiers.insert(Modifiers::OVERRIDE);
        } else if !sealed {
            modifiers.insert(Modifiers::VIRTUAL);
        }
        if is_abstract {
            modifiers = Modifiers(modifiers.0 & !Modifiers::VIRTUAL.0);
            modifiers.insert(Modifiers::ABSTRACT);
        }
        builder.add(
            RecordMemberKind::Clone,
            MemberKind::Method,
            "<Clone>$",
            Vec::new(),
            Some(this.clone()),
            modifiers,
        );
        // EqualityContract.
        let modifiers = match (sealed, base.is_some()) {
            (true, false) => Modifiers::PRIVATE,
            (false, false) => both(Modifiers::PROTECTED, Modifiers::VIRTUAL),
            (_, true) => both(Modifiers::PROTECTED, Modifiers::OVERRIDE),
        };
        builder.add(
            RecordMemberKind::EqualityContract,
            MemberKind::Property,
            "EqualityContract",
            Vec::new(),
            Some(global(&["System", "Type"])),
            modifiers,
        );
    }

    // Equals(R? other): virtual unless sealed; readonly in a record struct.
    let mut modifiers = with(Modifiers::PUBLIC, Modifiers::VIRTUAL, !sealed);
    if !is_class {
        modifiers.insert(Modifiers::READONLY);
    }
    builder.add(
        RecordMemberKind::Equals,
        MemberKind::Method,
        "Equals",
        vec![param("other", this_nullable.clone())],
        Some(predefined("bool")),
        modifiers,
    );

    // The sealed override of the base record's Equals(Base? other).
    if let Some(base) = &base
        && let Some(base_ref) = base_ref(db, ty, base, &context)
    {
        builder.add(
            RecordMemberKind::BaseEquals,
            MemberKind::Method,
            "Equals",
            vec![param("other", TypeRef::Nullable(Box::new(base_ref)))],
            Some(predefined("bool")),
            Modifiers(Modifiers::PUBLIC.0 | Modifiers::SEALED.0 | Modifiers::OVERRIDE.0),
        );
    }

    let object_override = with(
        both(Modifiers::PUBLIC, Modifiers::OVERRIDE),
        Modifiers::READONLY,
        !is_class,
    );
    builder.add(
        RecordMemberKind::ObjectEquals,
        MemberKind::Method,
        "Equals",
        vec![param("obj", object_param)],
        Some(predefined("bool")),
        object_override,
    );
    builder.add(
        RecordMemberKind::GetHashCode,
        MemberKind::Method,
        "GetHashCode",
        Vec::new(),
        Some(predefined("int")),
        object_override,
    );

    for (which, name, token) in [
        (RecordMemberKind::OpEquality, "op_Equality", "=="),
        (RecordMemberKind::OpInequality, "op_Inequality", "!="),
    ] {
        if let Some(view) = builder.add(
            which,
            MemberKind::Operator,
            name,
            vec![
                param("left", this_nullable.clone()),
                param("right", this_nullable.clone()),
            ],
            Some(predefined("bool")),
            both(Modifiers::PUBLIC, Modifiers::STATIC),
        ) {
            view.decl.operator_token = Some(Name::from(token));
        }
    }

    // PrintMembers(StringBuilder builder).
    let print_readonly = readonly_struct || (!is_class && printable_getters_readonly(existing));
    let mut modifiers = if !is_class || (base.is_none() && sealed) {
        Modifiers::PRIVATE
    } else {
        Modifiers::PROTECTED
    };
    if is_class && base.is_some() {
        modifiers.insert(Modifiers::OVERRIDE);
    } else if !sealed {
        modifiers.insert(Modifiers::VIRTUAL);
    }
    if print_readonly {
        modifiers.insert(Modifiers::READONLY);
    }
    let print_members = builder.add(
        RecordMemberKind::PrintMembers,
        MemberKind::Method,
        "PrintMembers",
        vec![param(
            "builder",
            global(&["System", "Text", "StringBuilder"]),
        )],
        Some(predefined("bool")),
        modifiers,
    );
    // ToString is readonly when the PrintMembers it calls is.
    let to_string_readonly = if print_members.is_some() {
        print_readonly
    } else {
        !is_class
            && (readonly_struct
                || existing.iter().any(|m| {
                    m.decl.kind == MemberKind::Method
                        && &*m.decl.name == "PrintMembers"
                        && m.decl.modifiers.contains(Modifiers::READONLY)
                }))
    };
    builder.add(
        RecordMemberKind::ToString,
        MemberKind::Method,
        "ToString",
        Vec::new(),
        Some(predefined("string")),
        with(
            both(Modifiers::PUBLIC, Modifiers::OVERRIDE),
            Modifiers::READONLY,
            to_string_readonly,
        ),
    );

    builder.result
}

/// The part the members belong to: the one with the parameter list, else the first written.
struct RecordPart {
    index: u32,
    doc: u32,
    decls: Arc<FileDecls>,
    ty: usize,
}

fn record_part(db: &dyn Db, ty: TypeId) -> Option<RecordPart> {
    let documents = project_documents(db, ty.project);
    let mut chosen: Option<RecordPart> = None;
    for (index, part) in ty.data(db).parts.iter().enumerate() {
        if part.is_synthesized() {
            continue;
        }
        let Some(&document) = documents.get(part.doc as usize) else {
            continue;
        };
        let decls = file_decls(db, document).clone();
        let Some(decl) = decls.types.get(part.ty as usize) else {
            continue;
        };
        let positional = decl.primary_params.is_some();
        if chosen.is_none() || positional {
            chosen = Some(RecordPart {
                index: index as u32,
                doc: part.doc,
                ty: part.ty as usize,
                decls,
            });
            if positional {
                break;
            }
        }
    }
    chosen
}

struct Builder<'a> {
    db: &'a dyn Db,
    ty: TypeId,
    part: u32,
    doc: u32,
    decl: DeclId,
    type_name: Name,
    context: &'a TypeContext<'a>,
    existing: &'a [MemberView],
    result: Vec<MemberView>,
}

impl Builder<'_> {
    /// Adds a member unless one with its signature is declared; returns it for finishing.
    fn add(
        &mut self,
        which: RecordMemberKind,
        kind: MemberKind,
        name: &str,
        params: Vec<ParamDecl>,
        ty: Option<TypeRef>,
        modifiers: Modifiers,
    ) -> Option<&mut MemberView> {
        let name: Name = if kind == MemberKind::Constructor {
            self.type_name.clone()
        } else {
            Name::from(name)
        };
        if self.declared(kind, &name, &params) {
            return None;
        }
        let accessors = if kind == MemberKind::Property {
            vec![AccessorDecl {
                kind: AccessorKind::Get,
                modifiers: Modifiers::default(),
                has_body: true,
            }]
        } else {
            Vec::new()
        };
        self.result.push(MemberView {
            id: MemberId {
                ty: self.ty,
                origin: MemberOrigin::RecordMember {
                    part: self.part,
                    which,
                },
            },
            decl: MemberDecl {
                kind,
                name,
                explicit_interface: None,
                type_params: Vec::new(),
                params,
                ty,
                modifiers,
                attributes: Vec::new(),
                accessors,
                has_body: kind != MemberKind::Property && !modifiers.contains(Modifiers::ABSTRACT),
                value: None,
                operator_token: None,
                decl: self.decl,
            },
            doc: self.doc,
            synthesized: true,
        });
        self.result.last_mut()
    }

    /// Whether a member with this signature is already declared: same kind, name, parameter
    /// types and by-reference-ness (as the compiler's duplicate check compares them).
    fn declared(&self, kind: MemberKind, name: &str, params: &[ParamDecl]) -> bool {
        let candidates: Vec<&MemberView> = self
            .existing
            .iter()
            .filter(|m| {
                let decl = &m.decl;
                decl.kind == kind
                    && decl.explicit_interface.is_none()
                    && decl.type_params.is_empty()
                    && decl.params.len() == params.len()
                    && match kind {
                        MemberKind::Constructor => !decl.modifiers.contains(Modifiers::STATIC),
                        _ => &*decl.name == name,
                    }
            })
            .collect();
        if candidates.is_empty() {
            return false;
        }
        let ours: Vec<(String, bool)> = params
            .iter()
            .map(|p| {
                let bound = resolve_type_ref(self.db, self.context, &p.ty);
                (encode(self.db, &bound), is_by_ref(p.modifier))
            })
            .collect();
        candidates.into_iter().any(|m| {
            let context = member_context(self.db, m);
            m.decl.params.iter().zip(&ours).all(|(p, (ty, by_ref))| {
                let bound = resolve_type_ref(self.db, &context, &p.ty);
                is_by_ref(p.modifier) == *by_ref && encode(self.db, &bound) == *ty
            })
        })
    }
}

fn is_by_ref(modifier: ParamModifier) -> bool {
    matches!(
        modifier,
        ParamModifier::Ref
            | ParamModifier::Out
            | ParamModifier::In
            | ParamModifier::RefReadonly
            | ParamModifier::ThisRef
            | ParamModifier::ThisIn
    )
}

fn param(name: &str, ty: TypeRef) -> ParamDecl {
    ParamDecl {
        name: name.into(),
        ty,
        modifier: ParamModifier::None,
        scoped: false,
        default: None,
    }
}

fn predefined(keyword: &str) -> TypeRef {
    TypeRef::Predefined(keyword.into())
}

/// `global::A.B.C`: binds to the same type wherever it is written.
fn global(segments: &[&str]) -> TypeRef {
    TypeRef::Named {
        alias: Some("global".into()),
        segments: segments
            .iter()
            .map(|s| NameSegment {
                name: (*s).into(),
                args: Vec::new(),
            })
            .collect(),
    }
}

fn both(a: Modifiers, b: Modifiers) -> Modifiers {
    Modifiers(a.0 | b.0)
}

fn with(base: Modifiers, extra: Modifiers, when: bool) -> Modifiers {
    if when { both(base, extra) } else { base }
}

/// The record as a written type: its name with its type parameters (`R<T>`) when that binds
/// to the record inside it, otherwise fully qualified from `global::`.
fn self_ref(db: &dyn Db, ty: TypeId, decl: &TypeDecl, context: &TypeContext<'_>) -> TypeRef {
    let simple = TypeRef::Named {
        alias: None,
        segments: vec![NameSegment {
            name: decl.name.clone(),
            args: decl
                .type_params
                .iter()
                .map(|p| TypeRef::simple(&p.name))
                .collect(),
        }],
    };
    let mut args = Vec::new();
    for t in ty.containing_chain(db) {
        if let Some((file, index)) = first_decl(db, t) {
            for p in &file.types[index].type_params {
                args.push(Ty::TypeParam {
                    name: p.name.clone(),
                    index: args.len() as u32,
                    method: false,
                });
            }
        }
    }
    let identity = Ty::Named { id: ty, args };
    if resolve_type_ref(db, context, &simple) == identity {
        simple
    } else {
        written_from_ty(db, &identity)
    }
}

/// The base record as a written type: as the base list writes it when that binds to the same
/// type among the record's members, otherwise fully qualified.
fn base_ref(db: &dyn Db, ty: TypeId, base: &Ty, context: &TypeContext<'_>) -> Option<TypeRef> {
    let documents = project_documents(db, ty.project);
    let mut first_written = None;
    for part in ty.data(db).parts.iter().filter(|p| !p.is_synthesized()) {
        let Some(&document) = documents.get(part.doc as usize) else {
            continue;
        };
        let decls = file_decls(db, document);
        let Some(written) = decls
            .types
            .get(part.ty as usize)
            .and_then(|d| d.bases.first())
        else {
            continue;
        };
        let context = TypeContext {
            doc: part.doc,
            scope: decls.types[part.ty as usize].scope,
            ..context.clone()
        };
        if resolve_type_ref(db, &context, written) == *base {
            return Some(written.clone());
        }
        first_written.get_or_insert_with(|| written.clone());
    }
    match base {
        Ty::Named { .. } => Some(written_from_ty(db, base)),
        _ => first_written,
    }
}

/// A bound type written so that it binds to itself anywhere: named types from `global::`.
fn written_from_ty(db: &dyn Db, ty: &Ty) -> TypeRef {
    match ty {
        Ty::Named { id, args } => {
            let namespace = crate::def_map(db, id.project)
                .namespace_name(id.index)
                .to_string();
            let mut segments: Vec<NameSegment> = namespace
                .split('.')
                .filter(|s| !s.is_empty())
                .map(|s| NameSegment {
                    name: s.into(),
                    args: Vec::new(),
                })
                .collect();
            let mut used = 0usize;
            for t in id.containing_chain(db) {
                let data = t.data(db);
                let arity = data.arity as usize;
                segments.push(NameSegment {
                    name: data.name.clone(),
                    args: (used..used + arity)
                        .map(|i| {
                            args.get(i)
                                .map_or(TypeRef::Missing, |a| written_from_ty(db, a))
                        })
                        .collect(),
                });
                used += arity;
            }
            TypeRef::Named {
                alias: Some("global".into()),
                segments,
            }
        }
        Ty::TypeParam { name, .. } => TypeRef::simple(name),
        Ty::Array { element, rank } => TypeRef::Array {
            element: Box::new(written_from_ty(db, element)),
            ranks: vec![*rank],
        },
        Ty::Pointer(inner) => TypeRef::Pointer(Box::new(written_from_ty(db, inner))),
        Ty::Ref(inner) => TypeRef::Ref {
            inner: Box::new(written_from_ty(db, inner)),
            readonly: false,
        },
        Ty::FunctionPointer(parts) => {
            TypeRef::FunctionPointer(parts.iter().map(|p| written_from_ty(db, p)).collect())
        }
        Ty::Dynamic => predefined("dynamic"),
        Ty::Unresolved { name, .. } => TypeRef::Named {
            alias: None,
            segments: name
                .split('.')
                .map(|s| NameSegment {
                    name: s.into(),
                    args: Vec::new(),
                })
                .collect(),
        },
        Ty::Missing => TypeRef::Missing,
    }
}

/// A property's getter is readonly: declared `readonly`, or auto-implemented.
fn getter_readonly(decl: &MemberDecl) -> bool {
    decl.modifiers.contains(Modifiers::READONLY)
        || decl
            .accessors
            .iter()
            .find(|a| a.kind == AccessorKind::Get)
            .is_none_or(|a| a.modifiers.contains(Modifiers::READONLY) || !a.has_body)
}

/// The member a positional parameter deconstructs from has a readonly getter (a record
/// struct's `Deconstruct` is then `readonly`).
fn positional_getter_readonly(existing: &[MemberView], name: &str) -> bool {
    existing
        .iter()
        .filter(|m| &*m.decl.name == name && m.decl.kind == MemberKind::Property)
        .all(|m| getter_readonly(&m.decl))
}

/// Every printable property (public, instance, not an indexer or override, with a getter) has
/// a readonly getter (a record struct's `PrintMembers` is then `readonly`).
fn printable_getters_readonly(existing: &[MemberView]) -> bool {
    existing
        .iter()
        .filter(|m| {
            let decl = &m.decl;
            decl.kind == MemberKind::Property
                && decl.explicit_interface.is_none()
                && decl.modifiers.contains(Modifiers::PUBLIC)
                && !decl.modifiers.contains(Modifiers::STATIC)
                && !decl.modifiers.contains(Modifiers::OVERRIDE)
        })
        .all(|m| getter_readonly(&m.decl))
}
