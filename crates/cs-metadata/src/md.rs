//! A borrowed view of one assembly's tables and heaps, with the lookups every decoder shares:
//! cells, strings, blobs, type names, nesting and member owners.

use std::borrow::Cow;

use crate::heaps::Heaps;
use crate::model::NamePart;
use crate::tables::{Coded, Rows, TableId, Tables, col, partition_point};

#[derive(Clone, Copy)]
pub(crate) struct Md<'a> {
    pub bytes: &'a [u8],
    pub tables: &'a Tables,
    pub heaps: Heaps<'a>,
}

impl<'a> Md<'a> {
    pub(crate) fn rows(&self, table: TableId) -> u32 {
        self.tables.rows(table)
    }

    pub(crate) fn cell(&self, table: TableId, row: u32, column: usize) -> u32 {
        self.tables.cell(self.bytes, table, row, column)
    }

    pub(crate) fn string(&self, table: TableId, row: u32, column: usize) -> Cow<'a, str> {
        self.heaps.string(self.cell(table, row, column))
    }

    pub(crate) fn string_bytes(&self, table: TableId, row: u32, column: usize) -> &'a [u8] {
        self.heaps.string_bytes(self.cell(table, row, column))
    }

    pub(crate) fn blob(&self, table: TableId, row: u32, column: usize) -> &'a [u8] {
        self.heaps.blob(self.cell(table, row, column))
    }

    pub(crate) fn rows_with(&self, table: TableId, column: usize, key: u32) -> Rows {
        self.tables.rows_with(self.bytes, table, column, key)
    }

    /// The rows of `target` listed by `row` of `owner`, through the pointer table when the
    /// stream has one (`#-` streams). Yields rows of `target` itself.
    pub(crate) fn list(
        &self,
        owner: TableId,
        row: u32,
        list_column: usize,
        target: TableId,
        pointer: TableId,
    ) -> impl Iterator<Item = u32> + 'a {
        let tables = self.tables;
        let bytes = self.bytes;
        let through_pointer = tables.rows(pointer) > 0;
        let listed = if through_pointer {
            tables.list(bytes, owner, row, list_column, pointer)
        } else {
            tables.list(bytes, owner, row, list_column, target)
        };
        listed.map(move |r| {
            if through_pointer {
                tables.cell(bytes, pointer, r, col::POINTER_TARGET)
            } else {
                r
            }
        })
    }

    /// The enclosing TypeDef row of a nested TypeDef row.
    pub(crate) fn enclosing_type(&self, type_row: u32) -> Option<u32> {
        let row = self
            .rows_with(TableId::NestedClass, col::NESTED_CLASS, type_row)
            .next()?;
        let enclosing = self.cell(TableId::NestedClass, row, col::NESTED_ENCLOSING);
        (enclosing != 0).then_some(enclosing)
    }

    /// The TypeDef row that owns MethodDef `method_row` (TypeDef.MethodList is ascending).
    pub(crate) fn method_owner(&self, method_row: u32) -> Option<u32> {
        self.list_owner(col::TYPEDEF_METHODS, method_row)
    }

    fn list_owner(&self, list_column: usize, member_row: u32) -> Option<u32> {
        let rows = self.rows(TableId::TypeDef);
        // The last type whose list starts at or before the member.
        let after = partition_point(1, rows + 1, |r| {
            self.cell(TableId::TypeDef, r, list_column) <= member_row
        });
        (after > 1).then_some(after - 1)
    }

    /// Namespace and name parts (outermost first, the type itself last) of a TypeDef row.
    pub(crate) fn type_def_name(&self, type_row: u32) -> (String, Vec<NamePart>) {
        let mut parts = Vec::new();
        let mut current = type_row;
        // Nesting deeper than this is a cycle in malformed metadata.
        for _ in 0..64 {
            parts.push(name_part(&self.string(
                TableId::TypeDef,
                current,
                col::TYPEDEF_NAME,
            )));
            match self.enclosing_type(current) {
                Some(enclosing) if enclosing != current => current = enclosing,
                _ => break,
            }
        }
        parts.reverse();
        let namespace = self
            .string(TableId::TypeDef, current, col::TYPEDEF_NAMESPACE)
            .into_owned();
        (namespace, parts)
    }

    /// Whether a `TypeDefOrRef`-like (table, row) names `namespace.name`, without allocating.
    pub(crate) fn is_named(&self, table: TableId, row: u32, namespace: &str, name: &str) -> bool {
        let (ns_column, name_column) = match table {
            TableId::TypeDef => (col::TYPEDEF_NAMESPACE, col::TYPEDEF_NAME),
            TableId::TypeRef => (col::TYPEREF_NAMESPACE, col::TYPEREF_NAME),
            _ => return false,
        };
        self.string_bytes(table, row, name_column) == name.as_bytes()
            && self.string_bytes(table, row, ns_column) == namespace.as_bytes()
    }

    /// The (table, row) of the type that declares a custom attribute constructor.
    pub(crate) fn attribute_type(&self, constructor: u32) -> Option<(TableId, u32)> {
        match Coded::CustomAttributeType.decode(constructor)? {
            (TableId::MethodDef, row) => Some((TableId::TypeDef, self.method_owner(row)?)),
            (TableId::MemberRef, row) => {
                let parent = self.cell(TableId::MemberRef, row, col::MEMBER_REF_PARENT);
                match Coded::MemberRefParent.decode(parent)? {
                    (table @ (TableId::TypeRef | TableId::TypeDef), row) => Some((table, row)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The signature blob of a custom attribute constructor.
    pub(crate) fn constructor_signature(&self, constructor: u32) -> &'a [u8] {
        match Coded::CustomAttributeType.decode(constructor) {
            Some((TableId::MethodDef, row)) => {
                self.blob(TableId::MethodDef, row, col::METHOD_SIGNATURE)
            }
            Some((TableId::MemberRef, row)) => {
                self.blob(TableId::MemberRef, row, col::MEMBER_REF_SIGNATURE)
            }
            _ => &[],
        }
    }
}

/// Splits `` List`1 `` into `List` and 1; a name without a numeric suffix has arity 0.
pub(crate) fn name_part(raw: &str) -> NamePart {
    if let Some((name, digits)) = raw.rsplit_once('`')
        && let Ok(arity) = digits.parse::<u32>()
    {
        return NamePart {
            name: name.to_string(),
            arity,
        };
    }
    NamePart {
        name: raw.to_string(),
        arity: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arity_suffixes_are_split() {
        assert_eq!(
            name_part("Dictionary`2"),
            NamePart {
                name: "Dictionary".into(),
                arity: 2
            }
        );
        assert_eq!(name_part("Enumerator").arity, 0);
        assert_eq!(name_part("Odd`x").name, "Odd`x");
    }
}
