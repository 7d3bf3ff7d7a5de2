//! Decoding of solution and project files: BOM-aware, never failing.
//!
//! Visual Studio writes `.sln` files with a UTF-8 BOM and has written some as UTF-16; project
//! files are UTF-8 with or without a BOM. Anything else is decoded lossily: a stray byte in a
//! comment must not make a whole solution unloadable.

/// Decodes `bytes` to text, honouring a UTF-8 or UTF-16 byte-order mark; without one the
/// bytes are read as UTF-8, with invalid sequences replaced by U+FFFD.
pub(crate) fn decode(bytes: &[u8]) -> String {
    if let Some(rest) = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]) {
        return String::from_utf8_lossy(rest).into_owned();
    }
    if let Some(rest) = bytes.strip_prefix(&[0xFF, 0xFE]) {
        return decode_utf16(rest, u16::from_le_bytes);
    }
    if let Some(rest) = bytes.strip_prefix(&[0xFE, 0xFF]) {
        return decode_utf16(rest, u16::from_be_bytes);
    }
    String::from_utf8_lossy(bytes).into_owned()
}

fn decode_utf16(bytes: &[u8], unit: fn([u8; 2]) -> u16) -> String {
    let units: Vec<u16> = bytes
        .chunks(2)
        .map(|pair| match pair {
            [a, b] => unit([*a, *b]),
            // An odd trailing byte cannot be a code unit.
            _ => 0xFFFD,
        })
        .collect();
    String::from_utf16_lossy(&units)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boms_are_honoured_and_stripped() {
        assert_eq!(decode(b"\xEF\xBB\xBFabc"), "abc");
        assert_eq!(decode(b"\xFF\xFEa\0b\0"), "ab");
        assert_eq!(decode(b"\xFE\xFF\0a\0b"), "ab");
        assert_eq!(decode(b"a\xFFb"), "a\u{FFFD}b");
    }
}
