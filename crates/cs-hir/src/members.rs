//! The members of a type: every member written in any of its parts, plus the members the
//! compiler declares for the source (primary constructors, positional record properties, the
//! entry point of top-level statements, implicit constructors and the record members of
//! [`crate::record_members`]).

use std::sync::Arc;

use cs_db::{Db, Project};

use crate::Name;
use crate::db_queries::{file_decls, project_documents};
use crate::decls::*;
use crate::record_members::{RecordMemberKind, record_members};
use crate::symbols::TypeId;
use crate::type_ref::TypeRef;

/// Where a member comes from. `part` indexes [`crate::TypeData::parts`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MemberOrigin {
    Declared {
        part: u32,
        index: u32,
    },
    /// The constructor of a primary-constructor parameter list.
    PrimaryConstructor {
        part: u32,
    },
    /// A positional record's property for a parameter.
    PrimaryProperty {
        part: u32,
        param: u32,
    },
    /// `<Main>$` of top-level statements.
    TopLevelMain {
        part: u32,
    },
    /// The parameterless constructor the compiler declares for a class without instance
    /// constructors, and for every struct that does not declare one.
    ImplicitConstructor {
        part: u32,
    },
    /// A member the compiler declares for a record or record struct (`Equals`, `ToString`,
    /// `Deconstruct`, `<Clone>$`, ...), unless the user declared one with its signature. `part`
    /// is the part with the parameter list, else the first.
    RecordMember {
        part: u32,
        which: RecordMemberKind,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MemberId {
    pub ty: TypeId,
    pub origin: MemberOrigin,
}

/// A member with its (possibly synthesized) declaration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberView {
    pub id: MemberId,
    pub decl: MemberDecl,
    /// Index of the declaring document among the project's live documents.
    pub doc: u32,
    /// Declared by the compiler rather than written (still located at the type's parameter).
    pub synthesized: bool,
}

impl MemberView {
    pub fn kind(&self) -> MemberKind {
        self.decl.kind
    }
    pub fn is_static(&self) -> bool {
        self.decl.modifiers.contains(Modifiers::STATIC)
            || matches!(
                self.decl.kind,
                MemberKind::Constant
                    | MemberKind::EnumMember
                    | MemberKind::Operator
                    | MemberKind::Conversion
            )
    }
}

/// The members of a type in declaration order (part by part).
pub fn type_members(db: &dyn Db, ty: TypeId) -> Vec<MemberView> {
    type_member_views(db, ty).to_vec()
}

/// The members of a type in declaration order, built once per type and revision: binding and
/// flow lowering ask for a member by id at every member reference, and building the views
/// clones every declaration of the type (thousands for a framework type).
pub fn type_member_views(db: &dyn Db, ty: TypeId) -> &Arc<Vec<MemberView>> {
    member_views(db, ty.project, ty.index)
}

#[salsa::tracked(returns(ref))]
fn member_views(db: &dyn Db, project: Project, index: u32) -> Arc<Vec<MemberView>> {
    Arc::new(build_type_members(db, TypeId { project, index }))
}

fn build_type_members(db: &dyn Db, ty: TypeId) -> Vec<MemberView> {
    let data = ty.data(db);
    let documents = project_documents(db, ty.project);
    let mut result = Vec::new();
    for (part_index, part) in data.parts.iter().enumerate() {
        let part_index = part_index as u32;
        let Some(&document) = documents.get(part.doc as usize) else {
            continue;
        };
        if part.is_synthesized() {
            result.push(MemberView {
                id: MemberId {
                    ty,
                    origin: MemberOrigin::TopLevelMain { part: part_index },
                },
                decl: synthesized_main(),
                doc: part.doc,
                synthesized: true,
            });
            continue;
        }
        let decls = file_decls(db, document);
        let Some(decl) = decls.types.get(part.ty as usize) else {
            continue;
        };
        if let Some(params) = &decl.primary_params {
            let is_record = matches!(decl.kind, TypeKind::Record | TypeKind::RecordStruct);
            result.push(MemberView {
                id: MemberId {
                    ty,
                    origin: MemberOrigin::PrimaryConstructor { part: part_index },
                },
                decl: MemberDecl {
                    kind: MemberKind::Constructor,
                    name: decl.name.clone(),
                    explicit_interface: None,
                    type_params: Vec::new(),
                    params: params.clone(),
                    ty: None,
                    modifiers: if decl.modifiers.contains(Modifiers::ABSTRACT) && is_record {
                        Modifiers::PROTECTED
                    } else {
                        Modifiers::PUBLIC
                    },
                    attributes: Vec::new(),
                    accessors: Vec::new(),
                    has_body: true,
                    value: None,
                    operator_token: None,
                    decl: decl.decl,
                },
                doc: part.doc,
                synthesized: true,
            });
            if is_record {
                for (i, param) in params.iter().enumerate() {
                    let written = decl
                        .members
                        .iter()
                        .any(|m| m.name == param.name && m.kind != MemberKind::Constructor);
                    if written {
                        continue;
                    }
                    let setter = if decl.kind == TypeKind::RecordStruct
                        && !decl.modifiers.contains(Modifiers::READONLY)
                    {
                        AccessorKind::Set
                    } else {
                        AccessorKind::Init
                    };
                    result.push(MemberView {
                        id: MemberId {
                            ty,
                            origin: MemberOrigin::PrimaryProperty {
                                part: part_index,
                                param: i as u32,
                            },
                        },
                        decl: MemberDecl {
                            kind: MemberKind::Property,
                            name: param.name.clone(),
                            explicit_interface: None,
                            type_params: Vec::new(),
                            params: Vec::new(),
                            ty: Some(param.ty.clone()),
                            modifiers: Modifiers::PUBLIC,
                            attributes: Vec::new(),
                            accessors: [AccessorKind::Get, setter]
                                .into_iter()
                                .map(|kind| AccessorDecl {
                                    kind,
                                    modifiers: Modifiers::default(),
                                    has_body: false,
                                })
                                .collect(),
                            has_body: false,
                            value: None,
                            operator_token: None,
                            decl: decl.decl,
                        },
                        doc: part.doc,
                        synthesized: true,
                    });
                }
            }
        }
        for (index, member) in decl.members.iter().enumerate() {
            result.push(MemberView {
                id: MemberId {
                    ty,
                    origin: MemberOrigin::Declared {
                        part: part_index,
                        index: index as u32,
                    },
                },
                decl: member.clone(),
                doc: part.doc,
                synthesized: false,
            });
        }
    }
    if let Some(implicit) = implicit_constructor(db, ty, &result) {
        result.push(implicit);
    }
    // After the implicit constructor: the copy constructor does not count as one.
    let synthesized = record_members(db, ty, &result);
    result.extend(synthesized);
    result
}

/// The implicitly declared parameterless constructor, when the type has one.
fn implicit_constructor(db: &dyn Db, ty: TypeId, members: &[MemberView]) -> Option<MemberView> {
    let data = ty.data(db);
    let instance_constructors = || {
        members.iter().filter(|m| {
            m.decl.kind == MemberKind::Constructor && !m.decl.modifiers.contains(Modifiers::STATIC)
        })
    };
    let wanted = match data.kind {
        TypeKind::Class | TypeKind::Record => {
            !data.modifiers.contains(Modifiers::STATIC) && instance_constructors().next().is_none()
        }
        TypeKind::Struct | TypeKind::RecordStruct => {
            !instance_constructors().any(|m| m.decl.params.is_empty())
        }
        TypeKind::Interface | TypeKind::Enum | TypeKind::Delegate => false,
    };
    if !wanted {
        return None;
    }
    let (part_index, part) = data
        .parts
        .iter()
        .enumerate()
        .find(|(_, p)| !p.is_synthesized())?;
    let documents = project_documents(db, ty.project);
    let decls = file_decls(db, *documents.get(part.doc as usize)?);
    let decl = decls.types.get(part.ty as usize)?;
    let modifiers = if data.modifiers.contains(Modifiers::ABSTRACT) {
        Modifiers::PROTECTED
    } else {
        Modifiers::PUBLIC
    };
    Some(MemberView {
        id: MemberId {
            ty,
            origin: MemberOrigin::ImplicitConstructor {
                part: part_index as u32,
            },
        },
        decl: MemberDecl {
            kind: MemberKind::Constructor,
            name: decl.name.clone(),
            explicit_interface: None,
            type_params: Vec::new(),
            params: Vec::new(),
            ty: None,
            modifiers,
            attributes: Vec::new(),
            accessors: Vec::new(),
            has_body: true,
            value: None,
            operator_token: None,
            decl: decl.decl,
        },
        doc: part.doc,
        synthesized: true,
    })
}

/// One member by id.
pub fn member(db: &dyn Db, id: MemberId) -> Option<MemberView> {
    type_member_views(db, id.ty)
        .iter()
        .find(|m| m.id == id)
        .cloned()
}

fn synthesized_main() -> MemberDecl {
    MemberDecl {
        kind: MemberKind::Method,
        name: Name::from("<Main>$"),
        explicit_interface: None,
        type_params: Vec::new(),
        params: vec![ParamDecl {
            name: "args".into(),
            ty: TypeRef::Array {
                element: Box::new(TypeRef::Predefined("string".into())),
                ranks: vec![1],
            },
            modifier: ParamModifier::None,
            scoped: false,
            default: None,
        }],
        ty: Some(TypeRef::Predefined("void".into())),
        modifiers: Modifiers(Modifiers::PRIVATE.0 | Modifiers::STATIC.0),
        attributes: Vec::new(),
        accessors: Vec::new(),
        has_body: true,
        value: None,
        operator_token: None,
        decl: DeclId(0),
    }
}
