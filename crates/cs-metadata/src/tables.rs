//! The `#~` table stream (ECMA-335 II.24.2.6, II.22): row counts, column widths, and cell reads.
//! Nothing is copied: a cell is read from the assembly's bytes when asked for.

use std::ops::Range;

use crate::bytes::{u32_at, u64_at};
use crate::error::{MetadataError, Result};

/// The metadata tables this reader knows the layout of (0x00–0x2C). Tables above (portable PDB
/// tables) come after these in the stream, so ignoring them does not move ours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum TableId {
    Module = 0x00,
    TypeRef = 0x01,
    TypeDef = 0x02,
    FieldPtr = 0x03,
    Field = 0x04,
    MethodPtr = 0x05,
    MethodDef = 0x06,
    ParamPtr = 0x07,
    Param = 0x08,
    InterfaceImpl = 0x09,
    MemberRef = 0x0A,
    Constant = 0x0B,
    CustomAttribute = 0x0C,
    FieldMarshal = 0x0D,
    DeclSecurity = 0x0E,
    ClassLayout = 0x0F,
    FieldLayout = 0x10,
    StandAloneSig = 0x11,
    EventMap = 0x12,
    EventPtr = 0x13,
    Event = 0x14,
    PropertyMap = 0x15,
    PropertyPtr = 0x16,
    Property = 0x17,
    MethodSemantics = 0x18,
    MethodImpl = 0x19,
    ModuleRef = 0x1A,
    TypeSpec = 0x1B,
    ImplMap = 0x1C,
    FieldRva = 0x1D,
    EncLog = 0x1E,
    EncMap = 0x1F,
    Assembly = 0x20,
    AssemblyProcessor = 0x21,
    AssemblyOs = 0x22,
    AssemblyRef = 0x23,
    AssemblyRefProcessor = 0x24,
    AssemblyRefOs = 0x25,
    File = 0x26,
    ExportedType = 0x27,
    ManifestResource = 0x28,
    NestedClass = 0x29,
    GenericParam = 0x2A,
    MethodSpec = 0x2B,
    GenericParamConstraint = 0x2C,
}

const KNOWN_TABLES: usize = 0x2D;

const ALL_TABLES: [TableId; KNOWN_TABLES] = {
    use TableId::*;
    [
        Module,
        TypeRef,
        TypeDef,
        FieldPtr,
        Field,
        MethodPtr,
        MethodDef,
        ParamPtr,
        Param,
        InterfaceImpl,
        MemberRef,
        Constant,
        CustomAttribute,
        FieldMarshal,
        DeclSecurity,
        ClassLayout,
        FieldLayout,
        StandAloneSig,
        EventMap,
        EventPtr,
        Event,
        PropertyMap,
        PropertyPtr,
        Property,
        MethodSemantics,
        MethodImpl,
        ModuleRef,
        TypeSpec,
        ImplMap,
        FieldRva,
        EncLog,
        EncMap,
        Assembly,
        AssemblyProcessor,
        AssemblyOs,
        AssemblyRef,
        AssemblyRefProcessor,
        AssemblyRefOs,
        File,
        ExportedType,
        ManifestResource,
        NestedClass,
        GenericParam,
        MethodSpec,
        GenericParamConstraint,
    ]
};

/// Coded indexes (ECMA-335 II.24.2.6): a tag in the low bits selects the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Coded {
    TypeDefOrRef,
    HasConstant,
    HasCustomAttribute,
    HasFieldMarshal,
    HasDeclSecurity,
    MemberRefParent,
    HasSemantics,
    MethodDefOrRef,
    MemberForwarded,
    Implementation,
    CustomAttributeType,
    ResolutionScope,
    TypeOrMethodDef,
}

impl Coded {
    /// The tables selected by each tag value (`None`: a tag value the format leaves unused).
    fn tables(self) -> &'static [Option<TableId>] {
        use TableId::*;
        match self {
            Coded::TypeDefOrRef => &[Some(TypeDef), Some(TypeRef), Some(TypeSpec)],
            Coded::HasConstant => &[Some(Field), Some(Param), Some(Property)],
            Coded::HasCustomAttribute => &[
                Some(MethodDef),
                Some(Field),
                Some(TypeRef),
                Some(TypeDef),
                Some(Param),
                Some(InterfaceImpl),
                Some(MemberRef),
                Some(Module),
                Some(DeclSecurity),
                Some(Property),
                Some(Event),
                Some(StandAloneSig),
                Some(ModuleRef),
                Some(TypeSpec),
                Some(Assembly),
                Some(AssemblyRef),
                Some(File),
                Some(ExportedType),
                Some(ManifestResource),
                Some(GenericParam),
                Some(GenericParamConstraint),
                Some(MethodSpec),
            ],
            Coded::HasFieldMarshal => &[Some(Field), Some(Param)],
            Coded::HasDeclSecurity => &[Some(TypeDef), Some(MethodDef), Some(Assembly)],
            Coded::MemberRefParent => &[
                Some(TypeDef),
                Some(TypeRef),
                Some(ModuleRef),
                Some(MethodDef),
                Some(TypeSpec),
            ],
            Coded::HasSemantics => &[Some(Event), Some(Property)],
            Coded::MethodDefOrRef => &[Some(MethodDef), Some(MemberRef)],
            Coded::MemberForwarded => &[Some(Field), Some(MethodDef)],
            Coded::Implementation => &[Some(File), Some(AssemblyRef), Some(ExportedType)],
            Coded::CustomAttributeType => &[None, None, Some(MethodDef), Some(MemberRef), None],
            Coded::ResolutionScope => &[
                Some(Module),
                Some(ModuleRef),
                Some(AssemblyRef),
                Some(TypeRef),
            ],
            Coded::TypeOrMethodDef => &[Some(TypeDef), Some(MethodDef)],
        }
    }

    fn tag_bits(self) -> u32 {
        let count = self.tables().len() as u32;
        32 - (count - 1).leading_zeros()
    }

    /// Splits a coded value into (table, one-based row); `None` for an unused tag.
    pub(crate) fn decode(self, value: u32) -> Option<(TableId, u32)> {
        let bits = self.tag_bits();
        let tag = (value & ((1 << bits) - 1)) as usize;
        let table = (*self.tables().get(tag)?)?;
        Some((table, value >> bits))
    }

    /// The coded value of (table, row), for binary searches on coded columns.
    pub(crate) fn encode(self, table: TableId, row: u32) -> Option<u32> {
        let tag = self.tables().iter().position(|t| *t == Some(table))? as u32;
        Some((row << self.tag_bits()) | tag)
    }
}

#[derive(Debug, Clone, Copy)]
enum Column {
    U16,
    U32,
    String,
    Guid,
    Blob,
    Index(TableId),
    Coded(Coded),
}

fn schema(table: TableId) -> &'static [Column] {
    use Column::*;
    use TableId as T;
    match table {
        T::Module => &[U16, String, Guid, Guid, Guid],
        T::TypeRef => &[Coded(self::Coded::ResolutionScope), String, String],
        T::TypeDef => &[
            U32,
            String,
            String,
            Coded(self::Coded::TypeDefOrRef),
            Index(T::Field),
            Index(T::MethodDef),
        ],
        T::FieldPtr => &[Index(T::Field)],
        T::Field => &[U16, String, Blob],
        T::MethodPtr => &[Index(T::MethodDef)],
        T::MethodDef => &[U32, U16, U16, String, Blob, Index(T::Param)],
        T::ParamPtr => &[Index(T::Param)],
        T::Param => &[U16, U16, String],
        T::InterfaceImpl => &[Index(T::TypeDef), Coded(self::Coded::TypeDefOrRef)],
        T::MemberRef => &[Coded(self::Coded::MemberRefParent), String, Blob],
        // Type is one byte followed by one byte of padding: read both as a U16.
        T::Constant => &[U16, Coded(self::Coded::HasConstant), Blob],
        T::CustomAttribute => &[
            Coded(self::Coded::HasCustomAttribute),
            Coded(self::Coded::CustomAttributeType),
            Blob,
        ],
        T::FieldMarshal => &[Coded(self::Coded::HasFieldMarshal), Blob],
        T::DeclSecurity => &[U16, Coded(self::Coded::HasDeclSecurity), Blob],
        T::ClassLayout => &[U16, U32, Index(T::TypeDef)],
        T::FieldLayout => &[U32, Index(T::Field)],
        T::StandAloneSig => &[Blob],
        T::EventMap => &[Index(T::TypeDef), Index(T::Event)],
        T::EventPtr => &[Index(T::Event)],
        T::Event => &[U16, String, Coded(self::Coded::TypeDefOrRef)],
        T::PropertyMap => &[Index(T::TypeDef), Index(T::Property)],
        T::PropertyPtr => &[Index(T::Property)],
        T::Property => &[U16, String, Blob],
        T::MethodSemantics => &[U16, Index(T::MethodDef), Coded(self::Coded::HasSemantics)],
        T::MethodImpl => &[
            Index(T::TypeDef),
            Coded(self::Coded::MethodDefOrRef),
            Coded(self::Coded::MethodDefOrRef),
        ],
        T::ModuleRef => &[String],
        T::TypeSpec => &[Blob],
        T::ImplMap => &[
            U16,
            Coded(self::Coded::MemberForwarded),
            String,
            Index(T::ModuleRef),
        ],
        T::FieldRva => &[U32, Index(T::Field)],
        T::EncLog => &[U32, U32],
        T::EncMap => &[U32],
        T::Assembly => &[U32, U16, U16, U16, U16, U32, Blob, String, String],
        T::AssemblyProcessor => &[U32],
        T::AssemblyOs => &[U32, U32, U32],
        T::AssemblyRef => &[U16, U16, U16, U16, U32, Blob, String, String, Blob],
        T::AssemblyRefProcessor => &[U32, Index(T::AssemblyRef)],
        T::AssemblyRefOs => &[U32, U32, U32, Index(T::AssemblyRef)],
        T::File => &[U32, String, Blob],
        T::ExportedType => &[U32, U32, String, String, Coded(self::Coded::Implementation)],
        T::ManifestResource => &[U32, U32, String, Coded(self::Coded::Implementation)],
        T::NestedClass => &[Index(T::TypeDef), Index(T::TypeDef)],
        T::GenericParam => &[U16, U16, Coded(self::Coded::TypeOrMethodDef), String],
        T::MethodSpec => &[Coded(self::Coded::MethodDefOrRef), Blob],
        T::GenericParamConstraint => &[Index(T::GenericParam), Coded(self::Coded::TypeDefOrRef)],
    }
}

/// Where one table's rows are, and where each column is inside a row.
#[derive(Debug, Clone, Copy, Default)]
struct Layout {
    start: usize,
    rows: u32,
    row_size: usize,
    offsets: [u8; 9],
    widths: [u8; 9],
}

/// The table stream's directory: enough to read any cell of any known table.
#[derive(Debug, Clone)]
pub(crate) struct Tables {
    layouts: [Layout; KNOWN_TABLES],
    /// `#-` streams may route lists through pointer tables (FieldPtr, MethodPtr, …).
    pub uncompressed: bool,
    /// The header's `Sorted` bit vector: which tables the producer sorted by their key.
    sorted: u64,
}

impl Tables {
    /// Reads the header of the table stream at `range` of `bytes` and checks that every
    /// known table fits inside the stream, so later cell reads stay in bounds.
    pub(crate) fn parse(bytes: &[u8], range: Range<usize>, uncompressed: bool) -> Result<Tables> {
        let stream = &bytes[range.clone()];
        let heap_sizes = *stream
            .get(6)
            .ok_or(MetadataError::truncated("table stream header", range.start))?;
        let valid = u64_at(stream, 8, "table stream header")?;
        let sorted = u64_at(stream, 16, "table stream header")?;
        let mut cursor = 24usize;
        let mut all_rows = [0u32; 64];
        for (bit, rows) in all_rows.iter_mut().enumerate() {
            if valid & (1u64 << bit) != 0 {
                *rows = u32_at(stream, cursor, "table row counts")?;
                cursor += 4;
            }
        }
        // Bit 0x40 of HeapSizes: four extra bytes follow the row counts (seen in the wild).
        if heap_sizes & 0x40 != 0 {
            cursor += 4;
        }
        let string_width = if heap_sizes & 0x01 != 0 { 4 } else { 2 };
        let guid_width = if heap_sizes & 0x02 != 0 { 4 } else { 2 };
        let blob_width = if heap_sizes & 0x04 != 0 { 4 } else { 2 };
        let rows_of = |t: TableId| all_rows[t as usize];
        let width = |column: Column| -> u8 {
            match column {
                Column::U16 => 2,
                Column::U32 => 4,
                Column::String => string_width,
                Column::Guid => guid_width,
                Column::Blob => blob_width,
                Column::Index(t) => {
                    if rows_of(t) < (1 << 16) {
                        2
                    } else {
                        4
                    }
                }
                Column::Coded(c) => {
                    let max = c
                        .tables()
                        .iter()
                        .flatten()
                        .map(|t| rows_of(*t))
                        .max()
                        .unwrap_or(0);
                    if u64::from(max) < (1u64 << (16 - c.tag_bits())) {
                        2
                    } else {
                        4
                    }
                }
            }
        };
        let mut layouts = [Layout::default(); KNOWN_TABLES];
        let mut position = range.start + cursor;
        for table in ALL_TABLES {
            let mut layout = Layout {
                start: position,
                rows: rows_of(table),
                ..Layout::default()
            };
            let mut offset = 0u8;
            for (i, column) in schema(table).iter().enumerate() {
                let w = width(*column);
                layout.offsets[i] = offset;
                layout.widths[i] = w;
                offset += w;
            }
            layout.row_size = usize::from(offset);
            let size = layout
                .row_size
                .checked_mul(layout.rows as usize)
                .and_then(|size| position.checked_add(size))
                .filter(|end| *end <= range.end)
                .ok_or_else(|| {
                    MetadataError::malformed(
                        "table stream",
                        format!(
                            "table {table:?} with {} rows does not fit in the stream",
                            layout.rows
                        ),
                    )
                })?;
            position = size;
            layouts[table as usize] = layout;
        }
        Ok(Tables {
            layouts,
            uncompressed,
            sorted,
        })
    }

    pub(crate) fn rows(&self, table: TableId) -> u32 {
        self.layouts[table as usize].rows
    }

    /// The value of `column` in one-based `row` of `table`; 0 for a row that does not exist
    /// (callers treat 0 as "no value", as the format does for null indexes).
    pub(crate) fn cell(&self, bytes: &[u8], table: TableId, row: u32, column: usize) -> u32 {
        let layout = &self.layouts[table as usize];
        if row == 0 || row > layout.rows || column >= 9 {
            return 0;
        }
        let at = layout.start
            + (row as usize - 1) * layout.row_size
            + usize::from(layout.offsets[column]);
        match layout.widths[column] {
            2 => bytes
                .get(at..at + 2)
                .map_or(0, |b| u32::from(u16::from_le_bytes([b[0], b[1]]))),
            4 => bytes
                .get(at..at + 4)
                .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            _ => 0,
        }
    }

    /// The rows of `table` whose `column` equals `key`. Tables keyed by their parent
    /// (CustomAttribute, Constant, NestedClass, GenericParam, …) are sorted by that column
    /// when the header says so (compilers always do): binary search; otherwise a scan.
    pub(crate) fn rows_with(&self, bytes: &[u8], table: TableId, column: usize, key: u32) -> Rows {
        let rows = self.rows(table);
        if self.uncompressed || self.sorted & (1u64 << table as u64) == 0 {
            let matching: Vec<u32> = (1..=rows)
                .filter(|r| self.cell(bytes, table, *r, column) == key)
                .collect();
            return Rows::List(matching.into_iter());
        }
        let lower = partition_point(1, rows + 1, |r| self.cell(bytes, table, r, column) < key);
        let upper = partition_point(lower, rows + 1, |r| {
            self.cell(bytes, table, r, column) <= key
        });
        Rows::Range(lower..upper)
    }

    /// The run of rows of `target` owned by `row` of `owner` through the list column
    /// `list_column` (TypeDef.FieldList, TypeDef.MethodList, MethodDef.ParamList, …): from this
    /// row's value up to the next row's, clamped to the target table.
    pub(crate) fn list(
        &self,
        bytes: &[u8],
        owner: TableId,
        row: u32,
        list_column: usize,
        target: TableId,
    ) -> Range<u32> {
        let target_rows = self.rows(target);
        let start = self.cell(bytes, owner, row, list_column).max(1);
        let end = if row < self.rows(owner) {
            self.cell(bytes, owner, row + 1, list_column)
        } else {
            target_rows + 1
        };
        let end = end.min(target_rows + 1);
        if start >= end { 1..1 } else { start..end }
    }
}

/// Rows found by [`Tables::rows_with`].
pub(crate) enum Rows {
    Range(Range<u32>),
    List(std::vec::IntoIter<u32>),
}

impl Iterator for Rows {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        match self {
            Rows::Range(range) => range.next(),
            Rows::List(list) => list.next(),
        }
    }
}

/// The first value in `lo..hi` for which `before` is false (`before` must be monotone).
pub(crate) fn partition_point(mut lo: u32, mut hi: u32, before: impl Fn(u32) -> bool) -> u32 {
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Column numbers, named per table, so reads say what they read.
pub(crate) mod col {
    pub const TYPEREF_SCOPE: usize = 0;
    pub const TYPEREF_NAME: usize = 1;
    pub const TYPEREF_NAMESPACE: usize = 2;

    pub const TYPEDEF_FLAGS: usize = 0;
    pub const TYPEDEF_NAME: usize = 1;
    pub const TYPEDEF_NAMESPACE: usize = 2;
    pub const TYPEDEF_EXTENDS: usize = 3;
    pub const TYPEDEF_FIELDS: usize = 4;
    pub const TYPEDEF_METHODS: usize = 5;

    pub const POINTER_TARGET: usize = 0;

    pub const FIELD_FLAGS: usize = 0;
    pub const FIELD_NAME: usize = 1;
    pub const FIELD_SIGNATURE: usize = 2;

    pub const METHOD_IMPL_FLAGS: usize = 1;
    pub const METHOD_FLAGS: usize = 2;
    pub const METHOD_NAME: usize = 3;
    pub const METHOD_SIGNATURE: usize = 4;
    pub const METHOD_PARAMS: usize = 5;

    pub const PARAM_FLAGS: usize = 0;
    pub const PARAM_SEQUENCE: usize = 1;
    pub const PARAM_NAME: usize = 2;

    pub const INTERFACE_IMPL_CLASS: usize = 0;
    pub const INTERFACE_IMPL_INTERFACE: usize = 1;

    pub const MEMBER_REF_PARENT: usize = 0;
    pub const MEMBER_REF_SIGNATURE: usize = 2;

    pub const CONSTANT_TYPE: usize = 0;
    pub const CONSTANT_PARENT: usize = 1;
    pub const CONSTANT_VALUE: usize = 2;

    pub const ATTRIBUTE_PARENT: usize = 0;
    pub const ATTRIBUTE_TYPE: usize = 1;
    pub const ATTRIBUTE_VALUE: usize = 2;

    pub const EVENT_MAP_PARENT: usize = 0;
    pub const EVENT_MAP_EVENTS: usize = 1;
    pub const EVENT_NAME: usize = 1;
    pub const EVENT_TYPE: usize = 2;

    pub const PROPERTY_MAP_PARENT: usize = 0;
    pub const PROPERTY_MAP_PROPERTIES: usize = 1;
    pub const PROPERTY_NAME: usize = 1;
    pub const PROPERTY_SIGNATURE: usize = 2;

    pub const SEMANTICS_KIND: usize = 0;
    pub const SEMANTICS_METHOD: usize = 1;
    pub const SEMANTICS_ASSOCIATION: usize = 2;

    pub const MODULE_NAME: usize = 1;
    pub const MODULE_MVID: usize = 2;
    pub const MODULE_REF_NAME: usize = 0;
    pub const TYPE_SPEC_SIGNATURE: usize = 0;

    pub const ASSEMBLY_MAJOR: usize = 1;
    pub const ASSEMBLY_PUBLIC_KEY: usize = 6;
    pub const ASSEMBLY_NAME: usize = 7;
    pub const ASSEMBLY_CULTURE: usize = 8;

    pub const ASSEMBLY_REF_MAJOR: usize = 0;
    pub const ASSEMBLY_REF_FLAGS: usize = 4;
    pub const ASSEMBLY_REF_KEY: usize = 5;
    pub const ASSEMBLY_REF_NAME: usize = 6;
    pub const ASSEMBLY_REF_CULTURE: usize = 7;

    pub const EXPORTED_NAME: usize = 2;
    pub const EXPORTED_NAMESPACE: usize = 3;
    pub const EXPORTED_IMPLEMENTATION: usize = 4;

    pub const NESTED_CLASS: usize = 0;
    pub const NESTED_ENCLOSING: usize = 1;

    pub const GENERIC_PARAM_NUMBER: usize = 0;
    pub const GENERIC_PARAM_FLAGS: usize = 1;
    pub const GENERIC_PARAM_OWNER: usize = 2;
    pub const GENERIC_PARAM_NAME: usize = 3;

    pub const CONSTRAINT_OWNER: usize = 0;
    pub const CONSTRAINT_TYPE: usize = 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coded_indexes_round_trip() {
        assert_eq!(Coded::TypeDefOrRef.tag_bits(), 2);
        assert_eq!(Coded::HasCustomAttribute.tag_bits(), 5);
        assert_eq!(Coded::CustomAttributeType.tag_bits(), 3);
        assert_eq!(Coded::MethodDefOrRef.tag_bits(), 1);
        let value = Coded::HasCustomAttribute
            .encode(TableId::Param, 300)
            .unwrap();
        assert_eq!(
            Coded::HasCustomAttribute.decode(value),
            Some((TableId::Param, 300))
        );
        assert_eq!(Coded::CustomAttributeType.decode(0), None);
        assert_eq!(Coded::TypeDefOrRef.decode(3), None);
    }

    #[test]
    fn huge_row_counts_are_rejected() {
        // A #~ header that claims 0xFFFFFFFF TypeDef rows in a 40-byte stream.
        let mut stream = vec![0u8; 40];
        stream[8..16].copy_from_slice(&(1u64 << TableId::TypeDef as u64).to_le_bytes());
        stream[24..28].copy_from_slice(&u32::MAX.to_le_bytes());
        let error = Tables::parse(&stream, 0..stream.len(), false).unwrap_err();
        assert!(matches!(error, MetadataError::Malformed { .. }), "{error}");
    }

    #[test]
    fn partition_point_finds_the_first_false() {
        assert_eq!(partition_point(1, 11, |r| r < 4), 4);
        assert_eq!(partition_point(1, 1, |_| true), 1);
        assert_eq!(partition_point(1, 5, |_| true), 5);
    }
}
