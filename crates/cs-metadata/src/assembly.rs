//! [`Assembly`]: one parsed assembly. Opening reads the identity, references, forwarders and
//! the type list; members are decoded per type on first request and kept.

use std::collections::HashMap;
use std::ops::{Deref, Range};
use std::sync::{Arc, OnceLock};

use crate::attributes::{CustomAttribute, custom_attributes};
use crate::error::Result;
use crate::heaps::Heaps;
use crate::md::{Md, name_part};
use crate::members::{MapIndex, read_members};
use crate::model::{AssemblyIdentity, TypeDef, TypeForwarder, TypeIndex, TypeMembers, Version};
use crate::pe;
use crate::root::read_streams;
use crate::tables::{Coded, TableId, Tables, col};
use crate::types::read_types;

/// The bytes of an assembly file, shared: a `Vec`, an `Arc<[u8]>` or a memory map.
#[derive(Clone)]
pub struct AssemblyBytes(Arc<dyn AsRef<[u8]> + Send + Sync>);

impl Deref for AssemblyBytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        (*self.0).as_ref()
    }
}

impl From<Vec<u8>> for AssemblyBytes {
    fn from(bytes: Vec<u8>) -> Self {
        AssemblyBytes(Arc::new(bytes))
    }
}

impl From<&[u8]> for AssemblyBytes {
    fn from(bytes: &[u8]) -> Self {
        AssemblyBytes(Arc::new(bytes.to_vec()))
    }
}

struct SharedSlice(Arc<[u8]>);

impl AsRef<[u8]> for SharedSlice {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

impl From<Arc<[u8]>> for AssemblyBytes {
    fn from(bytes: Arc<[u8]>) -> Self {
        AssemblyBytes(Arc::new(SharedSlice(bytes)))
    }
}

impl From<memmap2::Mmap> for AssemblyBytes {
    fn from(map: memmap2::Mmap) -> Self {
        AssemblyBytes(Arc::new(map))
    }
}

/// A parsed assembly. `Send + Sync`: share it (in an `Arc`) between projects and threads.
pub struct Assembly {
    bytes: AssemblyBytes,
    tables: Tables,
    strings: Range<usize>,
    blob: Range<usize>,
    guid: Range<usize>,
    runtime_version: String,
    module_name: String,
    identity: Option<AssemblyIdentity>,
    references: Vec<AssemblyIdentity>,
    forwarders: Vec<TypeForwarder>,
    types: Vec<TypeDef>,
    nested: Vec<Vec<TypeIndex>>,
    top_level: HashMap<(String, String, u32), TypeIndex>,
    members: Vec<OnceLock<TypeMembers>>,
    property_maps: OnceLock<MapIndex>,
    event_maps: OnceLock<MapIndex>,
}

impl std::fmt::Debug for Assembly {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Assembly")
            .field("identity", &self.identity)
            .field("types", &self.types.len())
            .field("forwarders", &self.forwarders.len())
            .finish_non_exhaustive()
    }
}

const ASSEMBLY_PUBLIC_KEY_FLAG: u32 = 0x0001;
const EXPORTED_NESTING_LIMIT: u32 = 16;

impl Assembly {
    /// Parses the headers, identity, references, forwarders and type list of an assembly.
    /// Never panics on malformed input: every structure is bounds-checked.
    pub fn parse(bytes: impl Into<AssemblyBytes>) -> Result<Assembly> {
        let bytes = bytes.into();
        let metadata = pe::metadata_range(&bytes)?;
        let streams = read_streams(&bytes, metadata)?;
        let tables = Tables::parse(&bytes, streams.tables.clone(), streams.uncompressed)?;
        let mut assembly = Assembly {
            tables,
            strings: streams.strings,
            blob: streams.blob,
            guid: streams.guid,
            runtime_version: streams.version,
            module_name: String::new(),
            identity: None,
            references: Vec::new(),
            forwarders: Vec::new(),
            types: Vec::new(),
            nested: Vec::new(),
            top_level: HashMap::new(),
            members: Vec::new(),
            property_maps: OnceLock::new(),
            event_maps: OnceLock::new(),
            bytes,
        };
        let md = assembly.md();
        let module_name = md.string(TableId::Module, 1, col::MODULE_NAME).into_owned();
        let identity = read_identity(md);
        let references = (1..=md.rows(TableId::AssemblyRef))
            .map(|row| read_reference(md, row))
            .collect();
        let forwarders = read_forwarders(md);
        let types = read_types(md);
        let mut nested = vec![Vec::new(); types.len()];
        let mut top_level = HashMap::with_capacity(types.len());
        for (index, ty) in types.iter().enumerate() {
            match ty.enclosing {
                Some(enclosing) => {
                    if let Some(children) = nested.get_mut(enclosing as usize) {
                        children.push(index as TypeIndex);
                    }
                }
                None => {
                    top_level
                        .entry((ty.namespace.clone(), ty.name.clone(), ty.arity))
                        .or_insert(index as TypeIndex);
                }
            }
        }
        assembly.members = (0..types.len()).map(|_| OnceLock::new()).collect();
        assembly.module_name = module_name;
        assembly.identity = identity;
        assembly.references = references;
        assembly.forwarders = forwarders;
        assembly.types = types;
        assembly.nested = nested;
        assembly.top_level = top_level;
        Ok(assembly)
    }

    fn md(&self) -> Md<'_> {
        let bytes: &[u8] = &self.bytes;
        let heap = |range: &Range<usize>| bytes.get(range.clone()).unwrap_or(&[]);
        Md {
            bytes,
            tables: &self.tables,
            heaps: Heaps {
                strings: heap(&self.strings),
                blob: heap(&self.blob),
                guid: heap(&self.guid),
            },
        }
    }

    /// The assembly's identity; `None` for a module without an Assembly row (a netmodule).
    pub fn identity(&self) -> Option<&AssemblyIdentity> {
        self.identity.as_ref()
    }

    /// The module name (`mscorlib.dll`).
    pub fn module_name(&self) -> &str {
        &self.module_name
    }

    /// The module version id: a GUID the compiler makes new for every build, so a cache
    /// keyed by it (with the path) knows when a file was rebuilt.
    pub fn mvid(&self) -> Option<[u8; 16]> {
        let md = self.md();
        md.heaps.guid(md.cell(TableId::Module, 1, col::MODULE_MVID))
    }

    /// The runtime version the assembly was built against (`v4.0.30319`).
    pub fn runtime_version(&self) -> &str {
        &self.runtime_version
    }

    /// Referenced assemblies; [`crate::TypeScope::Assembly`] indexes this list.
    pub fn references(&self) -> &[AssemblyIdentity] {
        &self.references
    }

    /// Types this assembly forwards to others.
    pub fn forwarders(&self) -> &[TypeForwarder] {
        &self.forwarders
    }

    /// Every type definition, in metadata order (index = TypeDef row − 1). The first is the
    /// `<Module>` pseudo-type that holds global members.
    pub fn types(&self) -> &[TypeDef] {
        &self.types
    }

    pub fn type_def(&self, index: TypeIndex) -> Option<&TypeDef> {
        self.types.get(index as usize)
    }

    /// The types nested directly in `index`.
    pub fn nested_types(&self, index: TypeIndex) -> &[TypeIndex] {
        self.nested.get(index as usize).map_or(&[], Vec::as_slice)
    }

    /// A top-level type by namespace, name (without suffix) and arity.
    pub fn find_type(&self, namespace: &str, name: &str, arity: u32) -> Option<TypeIndex> {
        self.top_level
            .get(&(namespace.to_string(), name.to_string(), arity))
            .copied()
    }

    /// A type by its metadata name: `System.Collections.Generic.Dictionary`2+Enumerator`.
    pub fn find_type_by_metadata_name(&self, full_name: &str) -> Option<TypeIndex> {
        let mut parts = full_name.split('+');
        let outer = parts.next()?;
        let (namespace, name) = outer.rsplit_once('.').unwrap_or(("", outer));
        let part = name_part(name);
        let mut current = self.find_type(namespace, &part.name, part.arity)?;
        for nested_name in parts {
            let part = name_part(nested_name);
            current = *self.nested_types(current).iter().find(|child| {
                self.types
                    .get(**child as usize)
                    .is_some_and(|t| t.name == part.name && t.arity == part.arity)
            })?;
        }
        Some(current)
    }

    /// The members of a type, decoded on the first call and kept for later ones.
    pub fn members(&self, index: TypeIndex) -> Option<&TypeMembers> {
        let slot = self.members.get(index as usize)?;
        Some(slot.get_or_init(|| {
            let md = self.md();
            let properties = self.property_maps.get_or_init(|| {
                MapIndex::build(md, TableId::PropertyMap, col::PROPERTY_MAP_PARENT)
            });
            let events = self
                .event_maps
                .get_or_init(|| MapIndex::build(md, TableId::EventMap, col::EVENT_MAP_PARENT));
            read_members(md, index + 1, properties, events)
        }))
    }

    /// The members of a type, decoded now and not kept: for passes over many types (building
    /// declaration summaries, rendering) that should not leave every type's members cached in
    /// the assembly. `None` for an index out of range, as [`members`](Assembly::members).
    pub fn decode_members(&self, index: TypeIndex) -> Option<TypeMembers> {
        if index as usize >= self.members.len() {
            return None;
        }
        let md = self.md();
        let properties = self
            .property_maps
            .get_or_init(|| MapIndex::build(md, TableId::PropertyMap, col::PROPERTY_MAP_PARENT));
        let events = self
            .event_maps
            .get_or_init(|| MapIndex::build(md, TableId::EventMap, col::EVENT_MAP_PARENT));
        Some(read_members(md, index + 1, properties, events))
    }

    /// All custom attributes of the entity with metadata `token` (type, method, field,
    /// parameter, property, event, assembly …), with decoded constructor arguments.
    pub fn custom_attributes(&self, token: u32) -> Vec<CustomAttribute> {
        let Some(table) = table_of_token(token) else {
            return Vec::new();
        };
        custom_attributes(self.md(), table, token & 0x00FF_FFFF)
    }

    /// The underlying bytes.
    pub fn bytes(&self) -> &AssemblyBytes {
        &self.bytes
    }
}

fn table_of_token(token: u32) -> Option<TableId> {
    Some(match token >> 24 {
        0x02 => TableId::TypeDef,
        0x04 => TableId::Field,
        0x06 => TableId::MethodDef,
        0x08 => TableId::Param,
        0x14 => TableId::Event,
        0x17 => TableId::Property,
        0x20 => TableId::Assembly,
        0x2A => TableId::GenericParam,
        _ => return None,
    })
}

fn version(md: Md<'_>, table: TableId, first_column: usize, row: u32) -> Version {
    let part = |i: usize| md.cell(table, row, first_column + i) as u16;
    Version {
        major: part(0),
        minor: part(1),
        build: part(2),
        revision: part(3),
    }
}

fn culture(md: Md<'_>, table: TableId, row: u32, column: usize) -> Option<String> {
    let culture = md.string(table, row, column);
    (!culture.is_empty() && culture != "neutral").then(|| culture.into_owned())
}

/// The public key token: the last 8 bytes of SHA-1(public key), reversed.
fn public_key_token(public_key: &[u8]) -> [u8; 8] {
    let digest = sha1_smol::Sha1::from(public_key).digest().bytes();
    let mut token = [0u8; 8];
    for (i, byte) in digest[12..20].iter().rev().enumerate() {
        token[i] = *byte;
    }
    token
}

fn read_identity(md: Md<'_>) -> Option<AssemblyIdentity> {
    if md.rows(TableId::Assembly) == 0 {
        return None;
    }
    let key = md.blob(TableId::Assembly, 1, col::ASSEMBLY_PUBLIC_KEY);
    Some(AssemblyIdentity {
        name: md
            .string(TableId::Assembly, 1, col::ASSEMBLY_NAME)
            .into_owned(),
        version: version(md, TableId::Assembly, col::ASSEMBLY_MAJOR, 1),
        culture: culture(md, TableId::Assembly, 1, col::ASSEMBLY_CULTURE),
        public_key_token: (!key.is_empty()).then(|| public_key_token(key)),
    })
}

fn read_reference(md: Md<'_>, row: u32) -> AssemblyIdentity {
    let flags = md.cell(TableId::AssemblyRef, row, col::ASSEMBLY_REF_FLAGS);
    let key = md.blob(TableId::AssemblyRef, row, col::ASSEMBLY_REF_KEY);
    let public_key_token = if key.is_empty() {
        None
    } else if flags & ASSEMBLY_PUBLIC_KEY_FLAG != 0 {
        Some(public_key_token(key))
    } else {
        key.try_into().ok()
    };
    AssemblyIdentity {
        name: md
            .string(TableId::AssemblyRef, row, col::ASSEMBLY_REF_NAME)
            .into_owned(),
        version: version(md, TableId::AssemblyRef, col::ASSEMBLY_REF_MAJOR, row),
        culture: culture(md, TableId::AssemblyRef, row, col::ASSEMBLY_REF_CULTURE),
        public_key_token,
    }
}

/// ExportedType rows whose implementation leads (through enclosing exported types) to an
/// AssemblyRef: the type forwarders.
fn read_forwarders(md: Md<'_>) -> Vec<TypeForwarder> {
    (1..=md.rows(TableId::ExportedType))
        .filter_map(|row| forwarder(md, row, 0))
        .collect()
}

fn forwarder(md: Md<'_>, row: u32, depth: u32) -> Option<TypeForwarder> {
    if depth > EXPORTED_NESTING_LIMIT {
        return None;
    }
    let part = name_part(&md.string(TableId::ExportedType, row, col::EXPORTED_NAME));
    let implementation = md.cell(TableId::ExportedType, row, col::EXPORTED_IMPLEMENTATION);
    match Coded::Implementation.decode(implementation)? {
        (TableId::AssemblyRef, assembly) if assembly > 0 => Some(TypeForwarder {
            namespace: md
                .string(TableId::ExportedType, row, col::EXPORTED_NAMESPACE)
                .into_owned(),
            name: part.name,
            arity: part.arity,
            enclosing: Vec::new(),
            assembly: assembly - 1,
        }),
        (TableId::ExportedType, parent) if parent != row => {
            let parent = forwarder(md, parent, depth + 1)?;
            let mut enclosing = parent.enclosing;
            enclosing.push(parent.name);
            Some(TypeForwarder {
                namespace: parent.namespace,
                name: part.name,
                arity: part.arity,
                enclosing,
                assembly: parent.assembly,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_key_token_of_the_ecma_key() {
        // The "ECMA key" of framework assemblies has token b77a5c561934e089.
        let ecma_key = [0u8, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0];
        let token: String = public_key_token(&ecma_key)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(token, "b77a5c561934e089");
    }

    #[test]
    fn assemblies_can_be_shared_between_threads() {
        fn shared<T: Send + Sync>() {}
        shared::<Assembly>();
        shared::<AssemblyBytes>();
    }

    #[test]
    fn tokens_map_to_tables() {
        assert_eq!(table_of_token(0x0200_0001), Some(TableId::TypeDef));
        assert_eq!(table_of_token(0x7000_0001), None);
    }
}
