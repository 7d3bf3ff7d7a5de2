//! The renderer's shapes of one namespace turned into the [`FileDecls`] that `lower.rs` gives
//! for their C# text: the same modifiers, names, types and values, and declaration ids in
//! text order (compilation unit, namespace, each type, its members, then its nested types).

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use cs_metadata::TypeKind as MdTypeKind;
use cs_metadata::csharp::{
    AccessorShapeKind, AttributeShape, Body, ConstraintShape, MemberShape, MemberShapeKind,
    ParamShape, TypeParamShape, TypeShape, TypeSyntax, type_shapes,
};
use cs_metadata::{RefKind, Variance as MdVariance};

use super::MetadataNamespace;
use crate::Name;
use crate::decls::*;
use crate::lower::operator_metadata_name;
use crate::type_ref::{NameSegment, TypeRef};

/// Builds `TypeRef`s as `TypeRef::lower` reads them from the rendered text, and shares each
/// name among the declarations of one summary (a framework namespace repeats `System`,
/// `Collections`, `value`… thousands of times).
pub(crate) struct Names {
    names: HashSet<Name, BuildHasherDefault<NameHasher>>,
    global: Name,
}

impl Default for Names {
    fn default() -> Names {
        Names {
            names: HashSet::default(),
            global: Name::from("global"),
        }
    }
}

impl Names {
    pub(crate) fn name(&mut self, text: &str) -> Name {
        if let Some(name) = self.names.get(text) {
            return name.clone();
        }
        let name = Name::from(text);
        self.names.insert(name.clone());
        name
    }

    fn segment(&mut self, name: &str) -> NameSegment {
        NameSegment {
            name: self.name(name),
            args: Vec::new(),
        }
    }

    /// `global::A.B.C`
    fn global_name(&mut self, dotted: &str) -> TypeRef {
        TypeRef::Named {
            alias: Some(self.global.clone()),
            segments: dotted.split('.').map(|s| self.segment(s)).collect(),
        }
    }
}

impl TypeSyntax for Names {
    type Type = TypeRef;

    fn keyword(&mut self, keyword: &'static str) -> TypeRef {
        TypeRef::Predefined(self.name(keyword))
    }

    fn global(&mut self, namespace: &str, parts: Vec<(&str, Vec<TypeRef>)>) -> TypeRef {
        let namespace = namespace.split('.').filter(|_| !namespace.is_empty());
        let mut segments: Vec<NameSegment> = namespace.map(|s| self.segment(s)).collect();
        for (name, args) in parts {
            segments.push(NameSegment {
                name: self.name(name),
                args,
            });
        }
        TypeRef::Named {
            alias: Some(self.global.clone()),
            segments,
        }
    }

    fn type_param(&mut self, name: &str) -> TypeRef {
        TypeRef::Named {
            alias: None,
            segments: vec![self.segment(name)],
        }
    }

    fn array(&mut self, element: TypeRef, ranks: Vec<u8>) -> TypeRef {
        TypeRef::Array {
            element: Box::new(element),
            ranks,
        }
    }

    fn pointer(&mut self, element: TypeRef) -> TypeRef {
        TypeRef::Pointer(Box::new(element))
    }

    fn by_ref(&mut self, inner: TypeRef, readonly: bool) -> TypeRef {
        TypeRef::Ref {
            inner: Box::new(inner),
            readonly,
        }
    }
}

/// FxHash's mixing step (rustc's hasher): names are short and not adversarial, and SipHash
/// costs as much as the allocations sharing saves.
#[derive(Default)]
pub(crate) struct NameHasher(u64);

impl Hasher for NameHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }
}

pub(super) fn file_decls(source: &MetadataNamespace) -> FileDecls {
    let mut summary = Summary::new(&source.namespace);
    type_shapes(
        &source.assembly,
        &source.renderable,
        &source.types,
        &mut Names::default(),
        |names, shape| summary.add(names, shape),
    );
    summary.decls
}

/// The summary of one namespace's text, built type by type.
pub(crate) struct Summary {
    pub(crate) decls: FileDecls,
    next: u32,
    /// The namespace's scope (0 for the global namespace).
    scope: u32,
}

impl Summary {
    /// The compilation unit and, unless `namespace` is empty, `namespace N { … }`.
    pub(crate) fn new(namespace: &str) -> Summary {
        let mut summary = Summary {
            decls: FileDecls::default(),
            next: 0,
            scope: 0,
        };
        let root = summary.id();
        summary.decls.scopes.push(Scope {
            parent: None,
            name: Vec::new(),
            file_scoped: false,
            externs: Vec::new(),
            usings: Vec::new(),
            decl: root,
        });
        if !namespace.is_empty() {
            let decl = summary.id();
            summary.decls.scopes.push(Scope {
                parent: Some(0),
                name: namespace.split('.').map(Name::from).collect(),
                file_scoped: false,
                externs: Vec::new(),
                usings: Vec::new(),
                decl,
            });
            summary.scope = 1;
        }
        summary
    }

    /// A top-level type of the namespace, written after the ones added before; `names` built
    /// its type expressions.
    pub(crate) fn add(&mut self, names: &mut Names, shape: TypeShape<'_, TypeRef>) {
        self.type_decl(names, shape, self.scope, None);
    }

    /// The next declaration id (for other builders of summaries, e.g. the framework index).
    pub(crate) fn next_id(&mut self) -> DeclId {
        self.id()
    }

    fn id(&mut self) -> DeclId {
        self.next += 1;
        DeclId(self.next - 1)
    }

    fn type_decl(
        &mut self,
        names: &mut Names,
        shape: TypeShape<'_, TypeRef>,
        scope: u32,
        parent: Option<u32>,
    ) {
        let decl = self.id();
        let index = self.decls.types.len() as u32;
        let (delegate_return, delegate_params) = match shape.delegate {
            Some((returns, params)) => (Some(returns), self::params(names, params)),
            None => (None, Vec::new()),
        };
        let members = shape
            .members
            .into_iter()
            .map(|member| self.member(names, member))
            .collect();
        self.decls.types.push(TypeDecl {
            kind: match shape.kind {
                MdTypeKind::Class => TypeKind::Class,
                MdTypeKind::Struct => TypeKind::Struct,
                MdTypeKind::Interface => TypeKind::Interface,
                MdTypeKind::Enum => TypeKind::Enum,
                MdTypeKind::Delegate => TypeKind::Delegate,
            },
            name: names.name(shape.name),
            type_params: type_params(names, shape.type_params),
            // tree-sitter-c-sharp reads the `ref` of `ref struct` as part of the declaration,
            // not as a modifier, so lowering the text does not record it.
            modifiers: modifiers(shape.modifiers.as_slice().iter().filter(|w| **w != "ref")),
            attributes: attributes(names, shape.attributes),
            bases: shape.bases,
            primary_params: None,
            delegate_return,
            delegate_params,
            members,
            scope,
            parent,
            decl,
        });
        for nested in shape.nested {
            self.type_decl(names, nested, scope, Some(index));
        }
    }

    fn member(&mut self, names: &mut Names, shape: MemberShape<'_, TypeRef>) -> MemberDecl {
        let decl = self.id();
        let operator_name: String;
        let (kind, name, operator_token) = match shape.kind {
            MemberShapeKind::Field => (MemberKind::Field, shape.name, None),
            MemberShapeKind::Constant => (MemberKind::Constant, shape.name, None),
            MemberShapeKind::EnumMember => (MemberKind::EnumMember, shape.name, None),
            MemberShapeKind::Constructor => (MemberKind::Constructor, shape.name, None),
            MemberShapeKind::Method => (MemberKind::Method, shape.name, None),
            MemberShapeKind::Property => (MemberKind::Property, shape.name, None),
            MemberShapeKind::Indexer => (MemberKind::Indexer, "this", None),
            MemberShapeKind::Event => (MemberKind::Event, shape.name, None),
            MemberShapeKind::Operator(token) => {
                operator_name = operator_metadata_name(token, shape.params.len(), false);
                (MemberKind::Operator, operator_name.as_str(), Some(token))
            }
            MemberShapeKind::Conversion { implicit: true } => {
                (MemberKind::Conversion, "op_Implicit", Some("implicit"))
            }
            MemberShapeKind::Conversion { implicit: false } => {
                (MemberKind::Conversion, "op_Explicit", Some("explicit"))
            }
        };
        let modifiers = if kind == MemberKind::EnumMember {
            Modifiers::PUBLIC
        } else {
            modifiers(shape.modifiers.as_slice())
        };
        let accessors = shape
            .accessors
            .iter()
            .map(|accessor| AccessorDecl {
                kind: match accessor.kind {
                    AccessorShapeKind::Get => AccessorKind::Get,
                    AccessorShapeKind::Set => AccessorKind::Set,
                    AccessorShapeKind::Init => AccessorKind::Init,
                },
                modifiers: accessor
                    .access
                    .and_then(Modifiers::from_word)
                    .unwrap_or_default(),
                has_body: accessor.body != Body::None,
            })
            .collect();
        MemberDecl {
            kind,
            name: names.name(name),
            explicit_interface: None,
            type_params: type_params(names, shape.type_params),
            params: params(names, shape.params),
            ty: shape.ty,
            modifiers,
            attributes: attributes(names, shape.attributes),
            accessors,
            has_body: shape.body != Body::None,
            value: shape.value,
            operator_token: operator_token.map(|token| names.name(token)),
            decl,
        }
    }
}

fn modifiers<'w>(words: impl IntoIterator<Item = &'w &'static str>) -> Modifiers {
    let mut modifiers = Modifiers::default();
    for word in words {
        if let Some(modifier) = Modifiers::from_word(word) {
            modifiers.insert(modifier);
        }
    }
    modifiers
}

fn attributes(names: &mut Names, shapes: Vec<AttributeShape>) -> Vec<AttributeDecl> {
    shapes
        .into_iter()
        .map(|attribute| AttributeDecl {
            name: names.global_name(attribute.name),
            arguments: attribute.arguments.unwrap_or_default(),
            target: None,
        })
        .collect()
}

fn type_params(names: &mut Names, shapes: Vec<TypeParamShape<'_, TypeRef>>) -> Vec<TypeParamDecl> {
    shapes
        .into_iter()
        .map(|p| TypeParamDecl {
            name: names.name(p.name),
            variance: match p.variance {
                MdVariance::None => Variance::None,
                MdVariance::Covariant => Variance::Out,
                MdVariance::Contravariant => Variance::In,
            },
            constraints: p
                .constraints
                .into_iter()
                .map(|c| match c {
                    ConstraintShape::Class => Constraint::Class,
                    ConstraintShape::Struct => Constraint::Struct,
                    ConstraintShape::Unmanaged => Constraint::Unmanaged,
                    ConstraintShape::New => Constraint::New,
                    ConstraintShape::Type(ty) => Constraint::Type(ty),
                })
                .collect(),
        })
        .collect()
}

/// Parameter modifiers as `lower.rs` reads the written words (`this` wins, `params` comes
/// with no `ref`).
fn params(names: &mut Names, shapes: Vec<ParamShape<'_, TypeRef>>) -> Vec<ParamDecl> {
    shapes
        .into_iter()
        .map(|p| ParamDecl {
            name: names.name(&p.name),
            ty: p.ty,
            modifier: match (p.this, p.params, p.ref_kind) {
                (true, _, RefKind::Ref) => ParamModifier::ThisRef,
                (true, _, RefKind::In) => ParamModifier::ThisIn,
                (true, _, _) => ParamModifier::This,
                (false, true, _) => ParamModifier::Params,
                (false, false, RefKind::Ref) => ParamModifier::Ref,
                (false, false, RefKind::Out) => ParamModifier::Out,
                (false, false, RefKind::In) => ParamModifier::In,
                (false, false, RefKind::None) => ParamModifier::None,
            },
            scoped: false,
            default: p.default,
        })
        .collect()
}
