//! Decoding of source file bytes into text: BOMs, UTF-16, the Windows-1252 fallback for files
//! that are not UTF-8, and lossy replacement where nothing else fits.

/// The encoding a source file was read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SourceEncoding {
    Utf8,
    Utf8Bom,
    Utf16Le,
    Utf16Be,
    /// No BOM and not valid UTF-8: read as code page 1252 (a superset of Latin-1), as the C#
    /// compiler does.
    Windows1252,
}

/// Text decoded from a file, with what was noticed on the way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodedText {
    /// The text without any byte-order mark; line endings are kept as they were.
    pub text: String,
    pub encoding: SourceEncoding,
    /// True when invalid byte sequences were replaced with U+FFFD.
    pub lossy: bool,
}

/// Decodes file bytes the way the C# compiler reads sources: a BOM decides the encoding,
/// otherwise UTF-8, and when that fails code page 1252 (every byte is a character there);
/// invalid sequences after a BOM are replaced (and reported through `lossy`).
pub fn decode_source(bytes: &[u8]) -> DecodedText {
    match bytes {
        [0xEF, 0xBB, 0xBF, rest @ ..] => decode_utf8(rest, SourceEncoding::Utf8Bom),
        [0xFF, 0xFE, rest @ ..] => decode_utf16(rest, SourceEncoding::Utf16Le, u16::from_le_bytes),
        [0xFE, 0xFF, rest @ ..] => decode_utf16(rest, SourceEncoding::Utf16Be, u16::from_be_bytes),
        _ => match std::str::from_utf8(bytes) {
            Ok(text) => DecodedText {
                text: text.to_owned(),
                encoding: SourceEncoding::Utf8,
                lossy: false,
            },
            Err(_) => {
                let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
                DecodedText {
                    text: text.into_owned(),
                    encoding: SourceEncoding::Windows1252,
                    lossy: false,
                }
            }
        },
    }
}

/// Encodes text back to the bytes of its file's encoding (BOM included). Text that code page
/// 1252 cannot hold (an edit added `😀` to a Latin-1 file) is written as UTF-8 with a BOM
/// instead, which keeps every character and which the compiler reads the same.
pub fn encode_source(text: &str, encoding: SourceEncoding) -> Vec<u8> {
    match encoding {
        SourceEncoding::Utf8 => text.as_bytes().to_vec(),
        SourceEncoding::Utf8Bom => {
            let mut out = vec![0xEF, 0xBB, 0xBF];
            out.extend_from_slice(text.as_bytes());
            out
        }
        SourceEncoding::Utf16Le => {
            let mut out = vec![0xFF, 0xFE];
            for unit in text.encode_utf16() {
                out.extend_from_slice(&unit.to_le_bytes());
            }
            out
        }
        SourceEncoding::Utf16Be => {
            let mut out = vec![0xFE, 0xFF];
            for unit in text.encode_utf16() {
                out.extend_from_slice(&unit.to_be_bytes());
            }
            out
        }
        SourceEncoding::Windows1252 => {
            let (bytes, _, unmappable) = encoding_rs::WINDOWS_1252.encode(text);
            if unmappable {
                encode_source(text, SourceEncoding::Utf8Bom)
            } else {
                bytes.into_owned()
            }
        }
    }
}

fn decode_utf8(bytes: &[u8], encoding: SourceEncoding) -> DecodedText {
    let (text, lossy) = match String::from_utf8_lossy(bytes) {
        std::borrow::Cow::Borrowed(text) => (text.to_owned(), false),
        std::borrow::Cow::Owned(text) => (text, true),
    };
    DecodedText {
        text,
        encoding,
        lossy,
    }
}

fn decode_utf16(bytes: &[u8], encoding: SourceEncoding, unit: fn([u8; 2]) -> u16) -> DecodedText {
    let pairs = bytes.chunks_exact(2);
    // An odd trailing byte cannot be a code unit: it becomes one replacement character.
    let odd = !pairs.remainder().is_empty();
    let mut lossy = odd;
    let mut text = String::with_capacity(bytes.len());
    for c in char::decode_utf16(pairs.map(|p| unit([p[0], p[1]]))) {
        text.push(c.unwrap_or_else(|_| {
            lossy = true;
            char::REPLACEMENT_CHARACTER
        }));
    }
    if odd {
        text.push(char::REPLACEMENT_CHARACTER);
    }
    DecodedText {
        text,
        encoding,
        lossy,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(text: &str, encoding: SourceEncoding, lossy: bool) -> DecodedText {
        DecodedText {
            text: text.to_owned(),
            encoding,
            lossy,
        }
    }

    fn utf16le(text: &str) -> Vec<u8> {
        text.encode_utf16().flat_map(u16::to_le_bytes).collect()
    }

    fn utf16be(text: &str) -> Vec<u8> {
        text.encode_utf16().flat_map(u16::to_be_bytes).collect()
    }

    #[test]
    fn empty_input_is_utf8() {
        assert_eq!(decode_source(b""), decoded("", SourceEncoding::Utf8, false));
    }

    #[test]
    fn plain_utf8_keeps_line_endings() {
        let text = "class É {}\r\n// 中 😀\r";
        assert_eq!(
            decode_source(text.as_bytes()),
            decoded(text, SourceEncoding::Utf8, false)
        );
    }

    #[test]
    fn utf8_bom_is_stripped() {
        assert_eq!(
            decode_source(b"\xEF\xBB\xBFclass C {}"),
            decoded("class C {}", SourceEncoding::Utf8Bom, false)
        );
        assert_eq!(
            decode_source(b"\xEF\xBB\xBF"),
            decoded("", SourceEncoding::Utf8Bom, false)
        );
    }

    #[test]
    fn text_that_is_not_utf8_is_read_as_windows_1252() {
        // Latin-1 `é` and a 1252-only `€` (0x80).
        assert_eq!(
            decode_source(b"// caf\xE9 \x80\nclass C {}"),
            decoded("// café €\nclass C {}", SourceEncoding::Windows1252, false)
        );
        // A truncated BOM is just text that is not UTF-8.
        assert_eq!(
            decode_source(b"\xEF\xBB"),
            decoded("ï»", SourceEncoding::Windows1252, false)
        );
    }

    #[test]
    fn invalid_utf8_after_a_bom_is_replaced() {
        assert_eq!(
            decode_source(b"\xEF\xBB\xBFa\xFFb\xC3"),
            decoded("a\u{FFFD}b\u{FFFD}", SourceEncoding::Utf8Bom, true)
        );
    }

    #[test]
    fn windows_1252_text_is_written_back_in_its_encoding_unless_it_cannot_hold_it() {
        let bytes = b"// caf\xE9 \x80\r\nclass C {}".to_vec();
        let text = decode_source(&bytes).text;
        assert_eq!(encode_source(&text, SourceEncoding::Windows1252), bytes);
        let wider = format!("{text} // 😀");
        let written = encode_source(&wider, SourceEncoding::Windows1252);
        assert_eq!(&written[..3], b"\xEF\xBB\xBF");
        assert_eq!(decode_source(&written).text, wider);
    }

    #[test]
    fn utf16_little_endian() {
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(utf16le("é😀\r\nx"));
        assert_eq!(
            decode_source(&bytes),
            decoded("é😀\r\nx", SourceEncoding::Utf16Le, false)
        );
        assert_eq!(
            decode_source(&[0xFF, 0xFE]),
            decoded("", SourceEncoding::Utf16Le, false)
        );
    }

    #[test]
    fn utf16_big_endian() {
        let mut bytes = vec![0xFE, 0xFF];
        bytes.extend(utf16be("中😀\n"));
        assert_eq!(
            decode_source(&bytes),
            decoded("中😀\n", SourceEncoding::Utf16Be, false)
        );
    }

    #[test]
    fn utf16_odd_length_and_lone_surrogate_are_lossy() {
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(utf16le("ab"));
        bytes.push(b'c');
        assert_eq!(
            decode_source(&bytes),
            decoded("ab\u{FFFD}", SourceEncoding::Utf16Le, true)
        );

        // A high surrogate followed by a plain character.
        let bytes = [0xFE, 0xFF, 0xD8, 0x3D, 0x00, 0x41];
        assert_eq!(
            decode_source(&bytes),
            decoded("\u{FFFD}A", SourceEncoding::Utf16Be, true)
        );
    }
}
