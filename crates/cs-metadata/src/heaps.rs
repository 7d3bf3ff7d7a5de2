//! The `#Strings`, `#Blob` and `#GUID` heaps (ECMA-335 II.24.2.3–5), read in place.

use std::borrow::Cow;

use crate::bytes::Cursor;

/// Borrowed views of the heaps of one assembly.
#[derive(Clone, Copy)]
pub(crate) struct Heaps<'a> {
    pub strings: &'a [u8],
    pub blob: &'a [u8],
    pub guid: &'a [u8],
}

impl<'a> Heaps<'a> {
    /// The NUL-terminated UTF-8 string at `index`; empty when the index is out of range
    /// (a malformed index must not stop the whole assembly from loading).
    pub(crate) fn string(&self, index: u32) -> Cow<'a, str> {
        let bytes = self.string_bytes(index);
        String::from_utf8_lossy(bytes)
    }

    /// The raw bytes of the string at `index`, for comparisons that need no allocation.
    pub(crate) fn string_bytes(&self, index: u32) -> &'a [u8] {
        let Some(rest) = self.strings.get(index as usize..) else {
            return &[];
        };
        let end = rest.iter().position(|b| *b == 0).unwrap_or(rest.len());
        &rest[..end]
    }

    /// The blob at `index` (after its compressed length); empty when out of range.
    pub(crate) fn blob(&self, index: u32) -> &'a [u8] {
        let Some(rest) = self.blob.get(index as usize..) else {
            return &[];
        };
        let mut cursor = Cursor::new(rest);
        let Ok(length) = cursor.compressed_u32("blob length") else {
            return &[];
        };
        cursor.take(length as usize, "blob").unwrap_or(&[])
    }

    /// The GUID at one-based `index`.
    pub(crate) fn guid(&self, index: u32) -> Option<[u8; 16]> {
        let start = (index as usize).checked_sub(1)?.checked_mul(16)?;
        let bytes = self.guid.get(start..start + 16)?;
        let mut guid = [0u8; 16];
        guid.copy_from_slice(bytes);
        Some(guid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_range_indexes_give_empty_values() {
        let heaps = Heaps {
            strings: b"\0List`1\0Sys",
            blob: &[0, 3, 1, 2, 3, 0x85],
            guid: &[7; 16],
        };
        assert_eq!(heaps.string(1), "List`1");
        assert_eq!(heaps.string(8), "Sys");
        assert_eq!(heaps.string(99), "");
        assert_eq!(heaps.blob(1), &[1, 2, 3]);
        assert_eq!(heaps.blob(5), &[] as &[u8]);
        assert_eq!(heaps.blob(500), &[] as &[u8]);
        assert_eq!(heaps.guid(1), Some([7; 16]));
        assert_eq!(heaps.guid(0), None);
        assert_eq!(heaps.guid(2), None);
    }
}
