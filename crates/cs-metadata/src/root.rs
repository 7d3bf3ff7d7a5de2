//! The metadata root (ECMA-335 II.24.2.1): the `BSJB` header and its stream directory.

use std::ops::Range;

use crate::bytes::{slice, u16_at, u32_at};
use crate::error::{MetadataError, Result};

const SIGNATURE: u32 = 0x424A_5342; // "BSJB"

/// Where each stream we read lies, as ranges of the whole file.
#[derive(Debug, Clone, Default)]
pub(crate) struct Streams {
    /// `#~` (compressed) or `#-` (uncompressed, with pointer tables).
    pub tables: Range<usize>,
    pub strings: Range<usize>,
    pub blob: Range<usize>,
    pub guid: Range<usize>,
    /// The table stream is `#-`, which may use pointer tables and need not be sorted.
    pub uncompressed: bool,
    /// The runtime version string (`v4.0.30319`).
    pub version: String,
}

/// Reads the stream directory of the metadata that starts at `metadata.start` in `bytes`.
pub(crate) fn read_streams(bytes: &[u8], metadata: Range<usize>) -> Result<Streams> {
    let md = &bytes[metadata.clone()];
    if u32_at(md, 0, "metadata root")? != SIGNATURE {
        return Err(MetadataError::malformed(
            "metadata root",
            "no BSJB signature",
        ));
    }
    let version_length = u32_at(md, 12, "metadata root")? as usize;
    let version_bytes = slice(md, 16, version_length, "metadata version")?;
    let version_end = version_bytes
        .iter()
        .position(|b| *b == 0)
        .unwrap_or(version_bytes.len());
    let version = String::from_utf8_lossy(&version_bytes[..version_end]).into_owned();
    let flags_at = 16 + version_length;
    let stream_count = usize::from(u16_at(md, flags_at + 2, "metadata root")?);
    let mut cursor = flags_at + 4;
    let mut streams = Streams {
        version,
        ..Streams::default()
    };
    let mut found_tables = false;
    for _ in 0..stream_count {
        let offset = u32_at(md, cursor, "stream header")? as usize;
        let size = u32_at(md, cursor + 4, "stream header")? as usize;
        let name_start = cursor + 8;
        // Names are NUL-terminated and padded to 4 bytes; at most 32 characters.
        let name_area =
            md.get(name_start..md.len().min(name_start + 32))
                .ok_or(MetadataError::truncated(
                    "stream name",
                    metadata.start + name_start,
                ))?;
        let name_length =
            name_area
                .iter()
                .position(|b| *b == 0)
                .ok_or(MetadataError::truncated(
                    "stream name",
                    metadata.start + name_start,
                ))?;
        let name = &name_area[..name_length];
        cursor = name_start + (name_length + 4) / 4 * 4;
        let range = offset
            .checked_add(size)
            .filter(|end| *end <= md.len())
            .map(|end| metadata.start + offset..metadata.start + end)
            .ok_or(MetadataError::truncated("stream", metadata.start + offset))?;
        match name {
            b"#~" | b"#-" => {
                streams.tables = range;
                streams.uncompressed = name == b"#-";
                found_tables = true;
            }
            b"#Strings" => streams.strings = range,
            b"#Blob" => streams.blob = range,
            b"#GUID" => streams.guid = range,
            _ => {} // #US (IL string literals), #Pdb, #JTD: not needed for declarations.
        }
    }
    if !found_tables {
        return Err(MetadataError::malformed("metadata root", "no #~ stream"));
    }
    Ok(streams)
}
