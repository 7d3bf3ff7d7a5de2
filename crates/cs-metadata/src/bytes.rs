//! Bounds-checked little-endian reads over untrusted bytes, and ECMA-335 compressed integers.

use crate::error::{MetadataError, Result};

/// `len` bytes at `offset`, or a `Truncated` error naming `what`.
pub(crate) fn slice<'a>(
    bytes: &'a [u8],
    offset: usize,
    len: usize,
    what: &'static str,
) -> Result<&'a [u8]> {
    offset
        .checked_add(len)
        .and_then(|end| bytes.get(offset..end))
        .ok_or(MetadataError::truncated(what, offset))
}

pub(crate) fn u16_at(bytes: &[u8], offset: usize, what: &'static str) -> Result<u16> {
    let b = slice(bytes, offset, 2, what)?;
    Ok(u16::from_le_bytes([b[0], b[1]]))
}

pub(crate) fn u32_at(bytes: &[u8], offset: usize, what: &'static str) -> Result<u32> {
    let b = slice(bytes, offset, 4, what)?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

pub(crate) fn u64_at(bytes: &[u8], offset: usize, what: &'static str) -> Result<u64> {
    let b = slice(bytes, offset, 8, what)?;
    let mut a = [0u8; 8];
    a.copy_from_slice(b);
    Ok(u64::from_le_bytes(a))
}

/// A forward cursor over a blob (signatures, custom attribute values, constants).
#[derive(Clone)]
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Cursor { bytes, pos: 0 }
    }

    pub(crate) fn peek_u8(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    pub(crate) fn take(&mut self, len: usize, what: &'static str) -> Result<&'a [u8]> {
        let s = slice(self.bytes, self.pos, len, what)?;
        self.pos += len;
        Ok(s)
    }

    pub(crate) fn u8(&mut self, what: &'static str) -> Result<u8> {
        Ok(self.take(1, what)?[0])
    }

    pub(crate) fn u16(&mut self, what: &'static str) -> Result<u16> {
        let b = self.take(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub(crate) fn u32(&mut self, what: &'static str) -> Result<u32> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub(crate) fn u64(&mut self, what: &'static str) -> Result<u64> {
        let b = self.take(8, what)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    /// ECMA-335 II.23.2: an unsigned integer in 1, 2 or 4 bytes, big-endian, the length given
    /// by the high bits of the first byte.
    pub(crate) fn compressed_u32(&mut self, what: &'static str) -> Result<u32> {
        let first = self.u8(what)?;
        if first & 0x80 == 0 {
            Ok(u32::from(first))
        } else if first & 0xC0 == 0x80 {
            let second = self.u8(what)?;
            Ok((u32::from(first & 0x3F) << 8) | u32::from(second))
        } else if first & 0xE0 == 0xC0 {
            let rest = self.take(3, what)?;
            Ok((u32::from(first & 0x1F) << 24)
                | (u32::from(rest[0]) << 16)
                | (u32::from(rest[1]) << 8)
                | u32::from(rest[2]))
        } else {
            Err(MetadataError::malformed(what, "invalid compressed integer"))
        }
    }

    /// A `SerString` of custom attribute blobs: compressed length then UTF-8, or `0xFF` for null.
    pub(crate) fn ser_string(&mut self, what: &'static str) -> Result<Option<String>> {
        if self.peek_u8() == Some(0xFF) {
            self.pos += 1;
            return Ok(None);
        }
        let len = self.compressed_u32(what)? as usize;
        let bytes = self.take(len, what)?;
        Ok(Some(String::from_utf8_lossy(bytes).into_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compressed_integers_follow_the_specification_examples() {
        // ECMA-335 II.23.2 examples.
        let cases: &[(&[u8], u32)] = &[
            (&[0x03], 3),
            (&[0x7F], 0x7F),
            (&[0x80, 0x80], 0x80),
            (&[0xAE, 0x57], 0x2E57),
            (&[0xBF, 0xFF], 0x3FFF),
            (&[0xC0, 0x00, 0x40, 0x00], 0x4000),
            (&[0xDF, 0xFF, 0xFF, 0xFF], 0x1FFF_FFFF),
        ];
        for (bytes, value) in cases {
            assert_eq!(Cursor::new(bytes).compressed_u32("test").unwrap(), *value);
        }
    }

    #[test]
    fn reads_past_the_end_are_errors() {
        assert!(Cursor::new(&[0xC0, 0x00]).compressed_u32("x").is_err());
        assert!(Cursor::new(&[0xFF]).compressed_u32("x").is_err());
        assert!(u32_at(&[1, 2, 3], 0, "x").is_err());
        assert!(slice(&[1, 2, 3], usize::MAX, 2, "x").is_err());
        assert_eq!(Cursor::new(&[0xFF]).ser_string("s").unwrap(), None);
        assert_eq!(
            Cursor::new(&[2, b'h', b'i']).ser_string("s").unwrap(),
            Some("hi".to_string())
        );
    }
}
