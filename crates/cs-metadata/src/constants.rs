//! Values of the Constant table (ECMA-335 II.22.9): `const` fields, enum members and
//! parameter defaults.

use crate::bytes::Cursor;
use crate::md::Md;
use crate::model::Constant;
use crate::tables::{Coded, TableId, col};

const ELEMENT_CLASS: u8 = 0x12;

/// The constant attached to a Field, Param or Property row, if any.
pub(crate) fn constant_of(md: Md<'_>, table: TableId, row: u32) -> Option<Constant> {
    let parent = Coded::HasConstant.encode(table, row)?;
    let row = md
        .rows_with(TableId::Constant, col::CONSTANT_PARENT, parent)
        .next()?;
    // The Type column is one byte plus one byte of padding, read as a u16.
    let element = (md.cell(TableId::Constant, row, col::CONSTANT_TYPE) & 0xFF) as u8;
    let blob = md.blob(TableId::Constant, row, col::CONSTANT_VALUE);
    decode(element, blob)
}

/// Decodes a constant blob of element type `element`.
pub(crate) fn decode(element: u8, blob: &[u8]) -> Option<Constant> {
    let mut c = Cursor::new(blob);
    let what = "constant";
    Some(match element {
        0x02 => Constant::Bool(c.u8(what).ok()? != 0),
        0x03 => Constant::Char(c.u16(what).ok()?),
        0x04 => Constant::I1(c.u8(what).ok()? as i8),
        0x05 => Constant::U1(c.u8(what).ok()?),
        0x06 => Constant::I2(c.u16(what).ok()? as i16),
        0x07 => Constant::U2(c.u16(what).ok()?),
        0x08 => Constant::I4(c.u32(what).ok()? as i32),
        0x09 => Constant::U4(c.u32(what).ok()?),
        0x0A => Constant::I8(c.u64(what).ok()? as i64),
        0x0B => Constant::U8(c.u64(what).ok()?),
        0x0C => Constant::R4(f32::from_bits(c.u32(what).ok()?)),
        0x0D => Constant::R8(f64::from_bits(c.u64(what).ok()?)),
        0x0E => {
            // UTF-16LE without terminator; a null string has no blob at all.
            let units: Vec<u16> = blob
                .chunks_exact(2)
                .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
                .collect();
            Constant::String(String::from_utf16_lossy(&units))
        }
        ELEMENT_CLASS => Constant::Null,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_each_element_type() {
        assert_eq!(
            decode(0x08, &0x7FFF_FFFFu32.to_le_bytes()),
            Some(Constant::I4(i32::MAX))
        );
        assert_eq!(decode(0x02, &[1]), Some(Constant::Bool(true)));
        assert_eq!(
            decode(0x0E, &[b'h', 0, b'i', 0]),
            Some(Constant::String("hi".into()))
        );
        assert_eq!(decode(0x12, &[0, 0, 0, 0]), Some(Constant::Null));
        assert_eq!(decode(0x0D, &1.5f64.to_le_bytes()), Some(Constant::R8(1.5)));
        // Truncated values are not constants.
        assert_eq!(decode(0x08, &[1, 2]), None);
        assert_eq!(decode(0x55, &[1]), None);
    }
}
