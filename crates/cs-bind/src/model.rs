//! What body binding produces: the symbol each name in a document refers to, how it is used
//! there, the locals it declares, and the body diagnostics it is certain of.

use cs_db::{DiagnosticSeverity, Document};
use cs_hir::{MemberId, Name, Symbol, Ty};
use cs_syntax::TextRange;

/// A local variable, range variable, pattern variable or lambda parameter: identified by its
/// document and the start of its declaring name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LocalId {
    pub document: Document,
    pub offset: u32,
}

/// What a name binds to: a declared symbol, a member's parameter, or a local.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum BoundSymbol {
    Symbol(Symbol),
    /// Parameter `index` of a member (for a primary constructor: of that constructor).
    Parameter {
        member: MemberId,
        index: u32,
    },
    /// Type parameter `index` of a type (its own, not its containers') or a method.
    TypeParameter {
        owner: Symbol,
        index: u32,
    },
    Local(LocalId),
}

/// How a reference uses its symbol (the tags of `find-references`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RefKind {
    Read,
    Write,
    ReadWrite,
    /// Passed as a `ref`/`out`/`in` argument.
    Reference,
    Invocation,
    Nameof,
    TypeUse,
    ObjectCreation,
    BaseType,
    TypeArgument,
    Attribute,
    Cref,
    Import,
    /// The name of a named argument (`Resize(width: 3)`).
    NamedArgument,
    /// A declaration's own name (reported only when declarations are asked for).
    Declaration,
}

impl RefKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RefKind::Read => "read",
            RefKind::Write => "write",
            RefKind::ReadWrite => "readWrite",
            RefKind::Reference => "reference",
            RefKind::Invocation => "invocation",
            RefKind::Nameof => "nameof",
            RefKind::TypeUse => "typeUse",
            RefKind::ObjectCreation => "objectCreation",
            RefKind::BaseType => "baseType",
            RefKind::TypeArgument => "typeArgument",
            RefKind::Attribute => "attribute",
            RefKind::Cref => "cref",
            RefKind::Import => "import",
            RefKind::NamedArgument => "namedArgument",
            RefKind::Declaration => "declaration",
        }
    }
}

/// One bound name.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Reference {
    /// The name token (for `new Foo()` the `Foo`, for `base(...)` the `base` keyword).
    pub range: TextRange,
    pub symbol: BoundSymbol,
    pub kind: RefKind,
    /// The member whose body (or signature) holds the reference, when there is one.
    pub container: Option<Symbol>,
}

/// A local declared in a body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalInfo {
    pub id: LocalId,
    pub name: Name,
    pub name_range: TextRange,
    pub ty: Ty,
    pub kind: LocalKind,
    pub container: Option<Symbol>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocalKind {
    Local,
    Constant,
    LambdaParameter,
    RangeVariable,
    LocalFunction,
}

/// A diagnostic found while binding bodies.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BodyDiagnostic {
    pub id: &'static str,
    pub severity: DiagnosticSeverity,
    pub message: String,
    pub range: TextRange,
}

/// Everything body binding found in one document of one project.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DocumentBindings {
    /// Sorted by range start.
    pub references: Vec<Reference>,
    pub locals: Vec<LocalInfo>,
    pub diagnostics: Vec<BodyDiagnostic>,
    /// Names seen (identifier tokens outside declarations' own names) and names left unbound:
    /// go-to-definition coverage figures.
    pub names_seen: u32,
    pub names_unbound: u32,
    /// Names left unbound because something they depend on is not visible (a package's or
    /// the framework's type, an unresolved receiver): not counted against coverage.
    pub names_external: u32,
    /// The names left unbound although everything they depend on is known.
    pub unbound: Vec<Unbound>,
}

/// A name binding could not resolve although its context is fully known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unbound {
    pub range: TextRange,
    pub name: String,
    pub reason: &'static str,
}

impl DocumentBindings {
    /// The references whose range contains `offset` (a token may carry a type and a
    /// constructor reference).
    pub fn at(&self, offset: u32) -> impl Iterator<Item = &Reference> {
        self.references.iter().filter(move |r| {
            u32::from(r.range.start()) <= offset && offset <= u32::from(r.range.end())
        })
    }
}
