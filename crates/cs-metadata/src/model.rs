//! The public model of an assembly: identities, types, members and signature trees, as plain
//! data (no borrowing from the bytes, so it can be cached and shared).

/// A four-part assembly version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Version {
    pub major: u16,
    pub minor: u16,
    pub build: u16,
    pub revision: u16,
}

impl std::fmt::Display for Version {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}.{}.{}.{}",
            self.major, self.minor, self.build, self.revision
        )
    }
}

/// Name, version, culture and public key token of an assembly or an assembly reference.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AssemblyIdentity {
    pub name: String,
    pub version: Version,
    /// `None` for the neutral culture.
    pub culture: Option<String>,
    /// The last 8 bytes of SHA-1 of the public key, reversed; `None` when unsigned.
    pub public_key_token: Option<[u8; 8]>,
}

impl AssemblyIdentity {
    /// The token as lowercase hex (`b77a5c561934e089`), as .NET prints it.
    pub fn public_key_token_hex(&self) -> Option<String> {
        self.public_key_token
            .map(|token| token.iter().map(|b| format!("{b:02x}")).collect())
    }
}

/// Index of a type definition in [`crate::Assembly::types`].
pub type TypeIndex = u32;

/// A type exported by this assembly but defined in another (`[TypeForwardedTo]`), as facades
/// such as `netstandard.dll` and `System.Runtime.dll` do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeForwarder {
    pub namespace: String,
    /// Name without the `` `N `` suffix.
    pub name: String,
    pub arity: u32,
    /// Enclosing type names (outermost first) when a nested type is forwarded with its parent.
    pub enclosing: Vec<String>,
    /// Index into [`crate::Assembly::references`] of the assembly that defines the type.
    pub assembly: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Class,
    Struct,
    Interface,
    Enum,
    Delegate,
}

/// Declared accessibility, in C# terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Accessibility {
    Private,
    /// `private protected` (FamANDAssem).
    PrivateProtected,
    Internal,
    Protected,
    /// `protected internal` (FamORAssem).
    ProtectedInternal,
    Public,
}

impl Accessibility {
    pub fn as_csharp(self) -> &'static str {
        match self {
            Accessibility::Private => "private",
            Accessibility::PrivateProtected => "private protected",
            Accessibility::Internal => "internal",
            Accessibility::Protected => "protected",
            Accessibility::ProtectedInternal => "protected internal",
            Accessibility::Public => "public",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variance {
    None,
    /// `out T`
    Covariant,
    /// `in T`
    Contravariant,
}

/// A generic parameter of a type or method, with its constraints.
#[derive(Debug, Clone, PartialEq)]
pub struct GenericParam {
    pub name: String,
    pub variance: Variance,
    /// `where T : class`
    pub reference_type: bool,
    /// `where T : struct` (the compiler also sets `default_constructor` and a `ValueType`
    /// constraint for it).
    pub value_type: bool,
    /// `where T : new()`
    pub default_constructor: bool,
    /// `where T : unmanaged` (`IsUnmanagedAttribute`).
    pub unmanaged: bool,
    /// Type constraints (base class, interfaces, other type parameters).
    pub constraints: Vec<MdType>,
    /// Raw `NullableAttribute` bytes of the parameter, if any.
    pub nullable: Option<Vec<u8>>,
}

/// `[Obsolete]`: message and whether using the symbol is an error.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Obsolete {
    pub message: Option<String>,
    pub is_error: bool,
}

/// The attributes binding cares about, decoded from the custom attributes of one entity.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KnownAttributes {
    pub obsolete: Option<Obsolete>,
    /// `[DefaultMember("Item")]`: the indexer name of a type.
    pub default_member: Option<String>,
    /// `[Extension]` on a method (an extension method) or a type (contains some).
    pub extension: bool,
    /// `[ParamArray]` on a parameter: C# `params`.
    pub param_array: bool,
    /// `[IsReadOnly]`: `readonly struct`, `in` parameter, `ref readonly` return.
    pub is_read_only: bool,
    /// `[IsByRefLike]`: `ref struct`.
    pub is_by_ref_like: bool,
    /// `[IsUnmanaged]` on a generic parameter.
    pub is_unmanaged: bool,
    /// Raw `NullableAttribute` argument (one byte, or the byte array), not interpreted here.
    pub nullable: Option<Vec<u8>>,
    /// `NullableContextAttribute` argument.
    pub nullable_context: Option<u8>,
    /// `[DecimalConstant]`: the value of a `const decimal`.
    pub decimal_constant: Option<DecimalValue>,
}

/// A type definition. Members are decoded on demand by [`crate::Assembly::members`].
#[derive(Debug, Clone, PartialEq)]
pub struct TypeDef {
    /// Metadata token (`0x02xxxxxx`).
    pub token: u32,
    /// Namespace; nested types carry the namespace of their outermost type.
    pub namespace: String,
    /// Name without the `` `N `` arity suffix.
    pub name: String,
    /// Number of type parameters this type adds (the `N` of `` `N ``).
    pub arity: u32,
    pub kind: TypeKind,
    pub accessibility: Accessibility,
    pub is_abstract: bool,
    pub is_sealed: bool,
    /// The enclosing type of a nested type.
    pub enclosing: Option<TypeIndex>,
    /// All generic parameters as in metadata: a nested type repeats its enclosing types'
    /// parameters first, so `TypeParam(i)` in signatures indexes this list; the last
    /// `arity` are its own.
    pub generic_params: Vec<GenericParam>,
    pub base: Option<MdType>,
    pub interfaces: Vec<MdType>,
    /// Raw `TypeAttributes` flags.
    pub flags: u32,
    pub attributes: KnownAttributes,
}

impl TypeDef {
    /// A C# `static class`: abstract and sealed.
    pub fn is_static(&self) -> bool {
        self.kind == TypeKind::Class && self.is_abstract && self.is_sealed
    }

    /// The generic parameters this type declares itself (not those of enclosing types).
    pub fn own_generic_params(&self) -> &[GenericParam] {
        let own = (self.arity as usize).min(self.generic_params.len());
        &self.generic_params[self.generic_params.len() - own..]
    }
}

/// The members of one type, decoded together on first request.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TypeMembers {
    pub fields: Vec<Field>,
    pub methods: Vec<Method>,
    pub properties: Vec<Property>,
    pub events: Vec<Event>,
}

/// A compile-time constant (`const` field, enum member, optional parameter default).
#[derive(Debug, Clone, PartialEq)]
pub enum Constant {
    Bool(bool),
    Char(u16),
    I1(i8),
    U1(u8),
    I2(i16),
    U2(u16),
    I4(i32),
    U4(u32),
    I8(i64),
    U8(u64),
    R4(f32),
    R8(f64),
    String(String),
    /// `null` (or `default` of a reference type).
    Null,
    Decimal(DecimalValue),
}

/// A `decimal` value as `DecimalConstantAttribute` stores it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecimalValue {
    pub scale: u8,
    pub negative: bool,
    pub hi: u32,
    pub mid: u32,
    pub lo: u32,
}

impl DecimalValue {
    /// The digits with the scale applied, as C# writes the value without its suffix: `1.50`,
    /// `-79228162514264337593543950335`.
    pub fn digits(&self) -> String {
        let magnitude =
            (u128::from(self.hi) << 64) | (u128::from(self.mid) << 32) | u128::from(self.lo);
        let mut digits = magnitude.to_string();
        let scale = usize::from(self.scale);
        if scale > 0 {
            if digits.len() <= scale {
                digits = format!("{}{digits}", "0".repeat(scale + 1 - digits.len()));
            }
            digits.insert(digits.len() - scale, '.');
        }
        if self.negative {
            digits.insert(0, '-');
        }
        digits
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub token: u32,
    pub name: String,
    pub ty: MdType,
    pub accessibility: Accessibility,
    pub is_static: bool,
    /// `readonly` (InitOnly).
    pub is_read_only: bool,
    /// `const` (Literal); the value is in `constant`.
    pub is_literal: bool,
    /// `volatile` (modreq IsVolatile).
    pub is_volatile: bool,
    pub constant: Option<Constant>,
    pub flags: u16,
    pub attributes: KnownAttributes,
}

/// What a method is to C#.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MethodKind {
    Ordinary,
    /// `.ctor`
    Constructor,
    /// `.cctor`
    StaticConstructor,
    /// `op_Addition`, `op_Implicit`, … (special name).
    Operator,
    /// `Finalize` overriding `object.Finalize`: `~T()`.
    Destructor,
    PropertyGet,
    PropertySet,
    EventAdd,
    EventRemove,
    EventRaise,
}

/// How a parameter or return is passed by reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RefKind {
    None,
    Ref,
    /// `in` parameter, or `ref readonly` return.
    In,
    Out,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Parameter {
    /// Empty when metadata gives no name.
    pub name: String,
    /// The type, with a by-ref already moved to `ref_kind`.
    pub ty: MdType,
    pub ref_kind: RefKind,
    /// `params T[]`.
    pub is_params: bool,
    /// `[Optional]` (C# `= default` parameters are optional with a default value).
    pub is_optional: bool,
    pub default_value: Option<Constant>,
    pub attributes: KnownAttributes,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Method {
    pub token: u32,
    pub name: String,
    pub kind: MethodKind,
    pub accessibility: Accessibility,
    pub is_static: bool,
    pub is_virtual: bool,
    pub is_abstract: bool,
    /// `sealed` (Final).
    pub is_final: bool,
    /// NewSlot: a virtual that starts a new slot (C# `virtual`/`new virtual`/interface member)
    /// rather than overriding.
    pub is_new_slot: bool,
    /// HideBySig.
    pub hide_by_sig: bool,
    /// The method is an extension method (`[Extension]`).
    pub is_extension: bool,
    /// Own generic parameters (`MethodParam(i)` indexes them).
    pub generic_params: Vec<GenericParam>,
    pub return_type: MdType,
    pub return_ref_kind: RefKind,
    /// Attributes of the return value (parameter sequence 0).
    pub return_attributes: KnownAttributes,
    pub parameters: Vec<Parameter>,
    /// Vararg calling convention (`__arglist`).
    pub is_vararg: bool,
    /// An `init` accessor (its return carries modreq(IsExternalInit)).
    pub is_init_only: bool,
    /// Raw `MethodAttributes` and `MethodImplAttributes`.
    pub flags: u16,
    pub impl_flags: u16,
    pub attributes: KnownAttributes,
}

impl Method {
    /// C# `override`: virtual, and reusing the slot of a base method.
    pub fn is_override(&self) -> bool {
        self.is_virtual && !self.is_new_slot
    }
}

/// A property accessor: the method's index in [`TypeMembers::methods`] and its accessibility.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Accessor {
    pub method: u32,
    pub accessibility: Accessibility,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    pub token: u32,
    pub name: String,
    pub ty: MdType,
    pub ref_kind: RefKind,
    /// Indexer parameters (names from the getter or setter); empty for a plain property.
    pub parameters: Vec<Parameter>,
    pub is_static: bool,
    pub getter: Option<Accessor>,
    pub setter: Option<Accessor>,
    /// The setter is `init` (modreq IsExternalInit).
    pub is_init_only: bool,
    pub attributes: KnownAttributes,
}

impl Property {
    /// The most accessible accessor's accessibility (C# declares the property with it).
    pub fn accessibility(&self) -> Accessibility {
        self.getter
            .iter()
            .chain(self.setter.iter())
            .map(|a| a.accessibility)
            .max()
            .unwrap_or(Accessibility::Private)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub token: u32,
    pub name: String,
    pub ty: MdType,
    pub is_static: bool,
    pub add: Option<Accessor>,
    pub remove: Option<Accessor>,
    pub raise: Option<Accessor>,
    pub attributes: KnownAttributes,
}

impl Event {
    pub fn accessibility(&self) -> Accessibility {
        self.add
            .iter()
            .chain(self.remove.iter())
            .map(|a| a.accessibility)
            .max()
            .unwrap_or(Accessibility::Private)
    }
}

/// Built-in element types of signatures, with the framework type each stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Primitive {
    Void,
    Boolean,
    Char,
    SByte,
    Byte,
    Int16,
    UInt16,
    Int32,
    UInt32,
    Int64,
    UInt64,
    Single,
    Double,
    IntPtr,
    UIntPtr,
    String,
    Object,
    TypedReference,
}

impl Primitive {
    /// The framework type's name in namespace `System` (`int32` → `Int32`).
    pub fn system_name(self) -> &'static str {
        match self {
            Primitive::Void => "Void",
            Primitive::Boolean => "Boolean",
            Primitive::Char => "Char",
            Primitive::SByte => "SByte",
            Primitive::Byte => "Byte",
            Primitive::Int16 => "Int16",
            Primitive::UInt16 => "UInt16",
            Primitive::Int32 => "Int32",
            Primitive::UInt32 => "UInt32",
            Primitive::Int64 => "Int64",
            Primitive::UInt64 => "UInt64",
            Primitive::Single => "Single",
            Primitive::Double => "Double",
            Primitive::IntPtr => "IntPtr",
            Primitive::UIntPtr => "UIntPtr",
            Primitive::String => "String",
            Primitive::Object => "Object",
            Primitive::TypedReference => "TypedReference",
        }
    }

    /// The C# keyword, where there is one.
    pub fn csharp_keyword(self) -> Option<&'static str> {
        Some(match self {
            Primitive::Void => "void",
            Primitive::Boolean => "bool",
            Primitive::Char => "char",
            Primitive::SByte => "sbyte",
            Primitive::Byte => "byte",
            Primitive::Int16 => "short",
            Primitive::UInt16 => "ushort",
            Primitive::Int32 => "int",
            Primitive::UInt32 => "uint",
            Primitive::Int64 => "long",
            Primitive::UInt64 => "ulong",
            Primitive::Single => "float",
            Primitive::Double => "double",
            Primitive::IntPtr => "nint",
            Primitive::UIntPtr => "nuint",
            Primitive::String => "string",
            Primitive::Object => "object",
            Primitive::TypedReference => return None,
        })
    }
}

/// Where a referenced type is defined.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeScope {
    /// Defined in this assembly.
    Definition(TypeIndex),
    /// Defined in the assembly at this index of [`crate::Assembly::references`].
    Assembly(u32),
    /// Another module of this assembly (multi-module assemblies).
    Module(String),
    /// A scope that could not be resolved (malformed or exported-type scopes).
    Unknown,
}

/// One part of a type name: name without arity suffix, and arity.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NamePart {
    pub name: String,
    pub arity: u32,
}

/// A reference to a named type, possibly generic and nested.
#[derive(Debug, Clone, PartialEq)]
pub struct NamedType {
    pub scope: TypeScope,
    /// Namespace of the outermost type.
    pub namespace: String,
    /// Name without the `` `N `` suffix.
    pub name: String,
    pub arity: u32,
    /// Enclosing types, outermost first (empty for a top-level type).
    pub enclosing: Vec<NamePart>,
    /// Type arguments for all generic parameters, enclosing types' first (as in metadata).
    pub args: Vec<MdType>,
    /// Encoded as a value type (`valuetype`) in the signature; false when unknown.
    pub is_value_type: bool,
}

/// A type as signatures spell it.
#[derive(Debug, Clone, PartialEq)]
pub enum MdType {
    Primitive(Primitive),
    Named(Box<NamedType>),
    /// `!i`: the i-th generic parameter of the enclosing type (all parameters counted).
    TypeParam(u32),
    /// `!!i`: the i-th generic parameter of the method.
    MethodParam(u32),
    /// `T[]`
    SzArray(Box<MdType>),
    /// `T[,]` and other multi-dimensional arrays.
    Array {
        element: Box<MdType>,
        rank: u32,
    },
    Pointer(Box<MdType>),
    ByRef(Box<MdType>),
    FnPtr(Box<FnPtrSig>),
    /// `C#'s dynamic` is `object` in metadata; this is for element types the reader does not
    /// model (e.g. a malformed signature), so one odd member does not hide the others.
    Unknown,
}

/// A function pointer signature (`delegate*<int, void>`).
#[derive(Debug, Clone, PartialEq)]
pub struct FnPtrSig {
    pub return_type: MdType,
    pub parameters: Vec<MdType>,
}

impl MdType {
    /// `(namespace, name)` of a named type or a primitive's framework type.
    pub fn full_name(&self) -> Option<(&str, &str)> {
        match self {
            MdType::Primitive(p) => Some(("System", p.system_name())),
            MdType::Named(named) if named.enclosing.is_empty() => {
                Some((named.namespace.as_str(), named.name.as_str()))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_keep_their_scale() {
        let value = |scale, negative, lo| DecimalValue {
            scale,
            negative,
            hi: 0,
            mid: 0,
            lo,
        };
        assert_eq!(value(0, false, 0).digits(), "0");
        assert_eq!(value(2, false, 150).digits(), "1.50");
        assert_eq!(value(3, true, 5).digits(), "-0.005");
        let max = DecimalValue {
            scale: 0,
            negative: false,
            hi: u32::MAX,
            mid: u32::MAX,
            lo: u32::MAX,
        };
        assert_eq!(max.digits(), "79228162514264337593543950335");
    }
}
