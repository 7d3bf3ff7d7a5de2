//! The per-file declaration summary: namespaces, usings, types and member signatures, without
//! positions or bodies, so that it compares equal after an edit inside a body and the
//! project's symbol tables are not rebuilt. Positions live beside it in [`DeclRanges`].

use crate::Name;
use crate::type_ref::TypeRef;

/// Index of a recorded declaration in its file, in syntax order: the key into [`DeclRanges`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeclId(pub u32);

/// Everything a file declares, in flat arenas. Scope 0 is the compilation unit.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FileDecls {
    pub scopes: Vec<Scope>,
    pub types: Vec<TypeDecl>,
    /// True when the file has top-level statements (the compiler's synthesized `Program`).
    pub has_top_level_statements: bool,
}

/// A compilation unit or a namespace declaration, with the usings written in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scope {
    pub parent: Option<u32>,
    /// Name segments relative to the parent scope (`namespace A.B` → `[A, B]`); empty for the
    /// compilation unit.
    pub name: Vec<Name>,
    pub file_scoped: bool,
    pub externs: Vec<Name>,
    pub usings: Vec<UsingDecl>,
    pub decl: DeclId,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsingKind {
    Namespace,
    Static,
    Alias(Name),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsingDecl {
    pub kind: UsingKind,
    pub target: TypeRef,
    pub is_global: bool,
    pub decl: DeclId,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypeKind {
    Class,
    Struct,
    Interface,
    Enum,
    Delegate,
    Record,
    RecordStruct,
}

impl TypeKind {
    pub fn is_value_type(self) -> bool {
        matches!(
            self,
            TypeKind::Struct | TypeKind::Enum | TypeKind::RecordStruct
        )
    }
}

/// Declaration modifiers as a bit set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Modifiers(pub u32);

macro_rules! modifiers {
    ($($name:ident = $bit:literal $word:literal),* $(,)?) => {
        impl Modifiers {
            $(pub const $name: Modifiers = Modifiers(1 << $bit);)*
            const WORDS: &'static [(&'static str, Modifiers)] = &[$(($word, Modifiers::$name)),*];
        }
    };
}

modifiers! {
    PUBLIC = 0 "public", PRIVATE = 1 "private", PROTECTED = 2 "protected", INTERNAL = 3 "internal",
    FILE = 4 "file", STATIC = 5 "static", ABSTRACT = 6 "abstract", VIRTUAL = 7 "virtual",
    OVERRIDE = 8 "override", SEALED = 9 "sealed", NEW = 10 "new", PARTIAL = 11 "partial",
    READONLY = 12 "readonly", CONST = 13 "const", EXTERN = 14 "extern", UNSAFE = 15 "unsafe",
    ASYNC = 16 "async", VOLATILE = 17 "volatile", REQUIRED = 18 "required", REF = 19 "ref",
    FIXED = 20 "fixed",
}

impl Modifiers {
    pub fn from_word(word: &str) -> Option<Modifiers> {
        Self::WORDS
            .iter()
            .find(|(w, _)| *w == word)
            .map(|(_, m)| *m)
    }
    pub fn contains(self, other: Modifiers) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }
    pub fn insert(&mut self, other: Modifiers) {
        self.0 |= other.0;
    }
    /// The modifier words in C#'s conventional order.
    pub fn words(self) -> Vec<&'static str> {
        Self::WORDS
            .iter()
            .filter(|(_, m)| self.contains(*m))
            .map(|(w, _)| *w)
            .collect()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttributeDecl {
    pub name: TypeRef,
    /// The argument list as written, without parentheses; empty when there is none.
    pub arguments: String,
    /// `return`, `assembly`, `field`, ... when written.
    pub target: Option<Name>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Constraint {
    Class,
    NullableClass,
    Struct,
    Unmanaged,
    NotNull,
    New,
    Default,
    AllowsRefStruct,
    Type(TypeRef),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variance {
    None,
    In,
    Out,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeParamDecl {
    pub name: Name,
    pub variance: Variance,
    pub constraints: Vec<Constraint>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ParamModifier {
    None,
    Ref,
    Out,
    In,
    RefReadonly,
    Params,
    This,
    /// `this ref` / `ref this` on extension methods over structs.
    ThisRef,
    ThisIn,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamDecl {
    pub name: Name,
    pub ty: TypeRef,
    pub modifier: ParamModifier,
    pub scoped: bool,
    /// The default value as written (`= 5` → `5`).
    pub default: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MemberKind {
    Field,
    Constant,
    EnumMember,
    Property,
    Indexer,
    Event,
    Method,
    Constructor,
    Destructor,
    Operator,
    Conversion,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccessorKind {
    Get,
    Set,
    Init,
    Add,
    Remove,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessorDecl {
    pub kind: AccessorKind,
    pub modifiers: Modifiers,
    pub has_body: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberDecl {
    pub kind: MemberKind,
    /// The name as written; constructors and finalizers carry the type's name, operators
    /// their metadata name (`op_Addition`), indexers `this`.
    pub name: Name,
    pub explicit_interface: Option<TypeRef>,
    pub type_params: Vec<TypeParamDecl>,
    pub params: Vec<ParamDecl>,
    /// Field, property, event or return type; `None` for constructors and finalizers.
    pub ty: Option<TypeRef>,
    pub modifiers: Modifiers,
    pub attributes: Vec<AttributeDecl>,
    pub accessors: Vec<AccessorDecl>,
    /// A method, accessor or operator with a block or `=>` body (partial method parts differ).
    pub has_body: bool,
    /// Constant and enum member values as written.
    pub value: Option<String>,
    /// Operators: the token (`+`), conversions: `implicit`/`explicit`.
    pub operator_token: Option<Name>,
    pub decl: DeclId,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeDecl {
    pub kind: TypeKind,
    pub name: Name,
    pub type_params: Vec<TypeParamDecl>,
    pub modifiers: Modifiers,
    pub attributes: Vec<AttributeDecl>,
    /// Base class and interfaces as written (the enum's underlying type for enums).
    pub bases: Vec<TypeRef>,
    /// Primary constructor parameters (records, and classes/structs since C# 12).
    pub primary_params: Option<Vec<ParamDecl>>,
    /// Delegates: the return type and parameters.
    pub delegate_return: Option<TypeRef>,
    pub delegate_params: Vec<ParamDecl>,
    pub members: Vec<MemberDecl>,
    /// The namespace scope the declaration is written in.
    pub scope: u32,
    /// The containing type's index in [`FileDecls::types`].
    pub parent: Option<u32>,
    pub decl: DeclId,
}

impl TypeDecl {
    pub fn arity(&self) -> usize {
        self.type_params.len()
    }
}
