//! Symbol identities: a type is (project, index in its symbol table); a member is a type and
//! the member's origin; a namespace is its dotted name.

use cs_db::{Db, Project};

use crate::decls::{MemberKind, TypeKind};
use crate::def_map_impl::{TypeData, def_map};
use crate::members::MemberId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TypeId {
    pub project: Project,
    pub index: u32,
}

impl TypeId {
    pub fn data(self, db: &dyn Db) -> &TypeData {
        &def_map(db, self.project).types[self.index as usize]
    }

    pub fn parent(self, db: &dyn Db) -> Option<TypeId> {
        self.data(db).parent.map(|index| TypeId {
            project: self.project,
            index,
        })
    }

    /// The type and its containing types, outermost first (`Outer`, `Outer.Inner`).
    pub fn containing_chain(self, db: &dyn Db) -> Vec<TypeId> {
        let mut chain = vec![self];
        let mut current = self.parent(db);
        while let Some(t) = current {
            chain.push(t);
            current = t.parent(db);
        }
        chain.reverse();
        chain
    }

    pub fn is_from_core_library(self, db: &dyn Db) -> bool {
        self.project.settings(db).is_core_library
    }

    /// The number of type parameters of the containing types, outermost first: the offset of
    /// this type's own parameters in `` `n `` numbering.
    pub fn outer_arity(self, db: &dyn Db) -> u32 {
        let mut total = 0;
        let mut current = self.parent(db);
        while let Some(t) = current {
            total += t.data(db).arity;
            current = t.parent(db);
        }
        total
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// A namespace by its dotted name (merged over every project that declares it).
    Namespace(String),
    Type(TypeId),
    Member(MemberId),
}

/// The kind of a symbol, as tools report it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SymbolKind {
    Namespace,
    Class,
    Struct,
    Interface,
    Enum,
    Delegate,
    Record,
    RecordStruct,
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
    ConversionOperator,
}

impl SymbolKind {
    pub const ALL: [SymbolKind; 19] = [
        SymbolKind::Namespace,
        SymbolKind::Class,
        SymbolKind::Struct,
        SymbolKind::Interface,
        SymbolKind::Enum,
        SymbolKind::Delegate,
        SymbolKind::Record,
        SymbolKind::RecordStruct,
        SymbolKind::Field,
        SymbolKind::Constant,
        SymbolKind::EnumMember,
        SymbolKind::Property,
        SymbolKind::Indexer,
        SymbolKind::Event,
        SymbolKind::Method,
        SymbolKind::Constructor,
        SymbolKind::Destructor,
        SymbolKind::Operator,
        SymbolKind::ConversionOperator,
    ];

    pub fn of_type(kind: TypeKind) -> SymbolKind {
        match kind {
            TypeKind::Class => SymbolKind::Class,
            TypeKind::Struct => SymbolKind::Struct,
            TypeKind::Interface => SymbolKind::Interface,
            TypeKind::Enum => SymbolKind::Enum,
            TypeKind::Delegate => SymbolKind::Delegate,
            TypeKind::Record => SymbolKind::Record,
            TypeKind::RecordStruct => SymbolKind::RecordStruct,
        }
    }

    pub fn of_member(kind: MemberKind) -> SymbolKind {
        match kind {
            MemberKind::Field => SymbolKind::Field,
            MemberKind::Constant => SymbolKind::Constant,
            MemberKind::EnumMember => SymbolKind::EnumMember,
            MemberKind::Property => SymbolKind::Property,
            MemberKind::Indexer => SymbolKind::Indexer,
            MemberKind::Event => SymbolKind::Event,
            MemberKind::Method => SymbolKind::Method,
            MemberKind::Constructor => SymbolKind::Constructor,
            MemberKind::Destructor => SymbolKind::Destructor,
            MemberKind::Operator => SymbolKind::Operator,
            MemberKind::Conversion => SymbolKind::ConversionOperator,
        }
    }

    pub fn is_type(self) -> bool {
        matches!(
            self,
            SymbolKind::Class
                | SymbolKind::Struct
                | SymbolKind::Interface
                | SymbolKind::Enum
                | SymbolKind::Delegate
                | SymbolKind::Record
                | SymbolKind::RecordStruct
        )
    }

    /// The name tools use (`Class`, `RecordStruct`, `ConversionOperator`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            SymbolKind::Namespace => "Namespace",
            SymbolKind::Class => "Class",
            SymbolKind::Struct => "Struct",
            SymbolKind::Interface => "Interface",
            SymbolKind::Enum => "Enum",
            SymbolKind::Delegate => "Delegate",
            SymbolKind::Record => "Record",
            SymbolKind::RecordStruct => "RecordStruct",
            SymbolKind::Field => "Field",
            SymbolKind::Constant => "Constant",
            SymbolKind::EnumMember => "EnumMember",
            SymbolKind::Property => "Property",
            SymbolKind::Indexer => "Indexer",
            SymbolKind::Event => "Event",
            SymbolKind::Method => "Method",
            SymbolKind::Constructor => "Constructor",
            SymbolKind::Destructor => "Destructor",
            SymbolKind::Operator => "Operator",
            SymbolKind::ConversionOperator => "ConversionOperator",
        }
    }

    pub fn parse(text: &str) -> Option<SymbolKind> {
        SymbolKind::ALL
            .into_iter()
            .find(|k| k.as_str().eq_ignore_ascii_case(text))
    }
}
