//! What the renderer writes, as data: each rendered type and member with its modifiers, types,
//! parameters, bodies and values already decided, so that the C# text (`text.rs`) and a
//! caller's declaration summary are two readings of one set of decisions. Names are unescaped
//! identifiers; type expressions are built by the caller's [`TypeSyntax`] (`String` gives
//! their text).

use std::borrow::Cow;

use crate::model::{RefKind, TypeIndex, TypeKind, Variance};

/// Builds the type expressions of shapes, bottom-up ([`Text`](super::Text) writes them as C#).
/// Every name given is a C# identifier, not escaped.
pub trait TypeSyntax {
    /// A built type expression.
    type Type;
    /// A built-in type by its keyword (`int`, `object`, `void`).
    fn keyword(&mut self, keyword: &'static str) -> Self::Type;
    /// `global::N.S.Outer<A>.Inner<B>`: the dotted namespace (empty for the global one), then
    /// each level of the name with its type arguments.
    fn global(&mut self, namespace: &str, parts: Vec<(&str, Vec<Self::Type>)>) -> Self::Type;
    /// A type parameter of the type or the method.
    fn type_param(&mut self, name: &str) -> Self::Type;
    /// An array of a non-array element; ranks outermost first, as C# writes them (`int[][,]`
    /// is `int` with `[1, 2]`).
    fn array(&mut self, element: Self::Type, ranks: Vec<u8>) -> Self::Type;
    fn pointer(&mut self, element: Self::Type) -> Self::Type;
    /// `ref T` or `ref readonly T` (returns and properties).
    fn by_ref(&mut self, inner: Self::Type, readonly: bool) -> Self::Type;
}

/// Modifier words in the order they are written (`public`, `unsafe`, `static`, `sealed`,
/// `override`, `readonly`, ...).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Words {
    words: [&'static str; 8],
    len: usize,
}

impl Words {
    /// Appends a word (at most eight).
    pub fn push(&mut self, word: &'static str) {
        self.words[self.len] = word;
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[&'static str] {
        &self.words[..self.len]
    }
}

/// `[global::System.Obsolete("…", true)]`: the attribute's full name (without `global::`)
/// and its argument list as written, without parentheses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttributeShape {
    pub name: &'static str,
    pub arguments: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConstraintShape<T> {
    Class,
    Struct,
    Unmanaged,
    New,
    Type(T),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeParamShape<'a, T> {
    pub name: &'a str,
    pub variance: Variance,
    /// Empty when the parameter gets no `where` clause.
    pub constraints: Vec<ConstraintShape<T>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamShape<'a, T> {
    /// `this` (the first parameter of an extension method).
    pub this: bool,
    /// `params` (never with a `ref_kind`).
    pub params: bool,
    /// `ref`, `in`, `out`.
    pub ref_kind: RefKind,
    pub ty: T,
    /// The metadata name, or `argN` when it is not an identifier.
    pub name: Cow<'a, str>,
    /// `= value` as written.
    pub default: Option<String>,
}

/// How a method, accessor or operator ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Body {
    /// `;`
    None,
    /// ` { }`
    Block,
    /// ` => throw null;`
    Throw,
}

impl Body {
    pub fn text(self) -> &'static str {
        match self {
            Body::None => ";",
            Body::Block => " { }",
            Body::Throw => " => throw null;",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessorShapeKind {
    Get,
    Set,
    Init,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessorShape {
    /// Written when it differs from the property's.
    pub access: Option<&'static str>,
    pub kind: AccessorShapeKind,
    pub body: Body,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberShapeKind {
    Field,
    Constant,
    EnumMember,
    Constructor,
    Method,
    /// `operator +`: the token.
    Operator(&'static str),
    /// `implicit operator T` or `explicit operator T`.
    Conversion {
        implicit: bool,
    },
    Property,
    /// `this[…]`; its name is the metadata name (`Item`, or the `IndexerName`).
    Indexer,
    /// A field-like event.
    Event,
}

/// One member as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberShape<'a, T> {
    pub kind: MemberShapeKind,
    pub attributes: Vec<AttributeShape>,
    pub modifiers: Words,
    /// The field, constant, property or event type; a method's or operator's return type
    /// (`ref` included); a conversion's target; `None` for constructors and enum members.
    pub ty: Option<T>,
    /// Constructors carry the type's name.
    pub name: &'a str,
    pub type_params: Vec<TypeParamShape<'a, T>>,
    pub params: Vec<ParamShape<'a, T>>,
    /// Properties and indexers: the visible accessors, `get` first.
    pub accessors: Vec<AccessorShape>,
    /// Methods, constructors and operators; `Body::None` for the others.
    pub body: Body,
    /// Constants and enum members: the value as written.
    pub value: Option<String>,
}

/// A delegate's return type and parameters.
pub type DelegateShape<'a, T> = (T, Vec<ParamShape<'a, T>>);

/// One type as written, with its members and nested types in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeShape<'a, T> {
    pub index: TypeIndex,
    pub kind: TypeKind,
    pub attributes: Vec<AttributeShape>,
    /// The access word, then `static`/`abstract`/`sealed` or `readonly`/`ref`.
    pub modifiers: Words,
    pub name: &'a str,
    pub type_params: Vec<TypeParamShape<'a, T>>,
    /// Base class and interfaces, or an enum's underlying type (not `int`).
    pub bases: Vec<T>,
    pub delegate: Option<DelegateShape<'a, T>>,
    pub members: Vec<MemberShape<'a, T>>,
    pub nested: Vec<TypeShape<'a, T>>,
}
