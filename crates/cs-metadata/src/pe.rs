//! The PE/COFF container: from a file's bytes to the range of its CLI metadata (ECMA-335
//! II.25), with every header offset checked against the input.

use std::ops::Range;

use crate::bytes::{u16_at, u32_at};
use crate::error::{MetadataError, Result};

/// Offset of `e_lfanew` in the DOS header.
const DOS_LFANEW: usize = 0x3C;
const PE32_MAGIC: u16 = 0x10B;
const PE32_PLUS_MAGIC: u16 = 0x20B;
/// Data directory 14 is the CLI header.
const CLI_DIRECTORY: usize = 14;
const SECTION_HEADER_SIZE: usize = 40;

/// The byte range of the metadata root (`BSJB…`) inside a PE image.
pub(crate) fn metadata_range(bytes: &[u8]) -> Result<Range<usize>> {
    if bytes.len() < 2 || &bytes[..2] != b"MZ" {
        return Err(MetadataError::NotPe);
    }
    let pe = u32_at(bytes, DOS_LFANEW, "DOS header")? as usize;
    if bytes.get(pe..pe.saturating_add(4)) != Some(b"PE\0\0".as_slice()) {
        return Err(MetadataError::NotPe);
    }
    let coff = pe + 4;
    let section_count = usize::from(u16_at(bytes, coff + 2, "COFF header")?);
    let optional_size = usize::from(u16_at(bytes, coff + 16, "COFF header")?);
    let optional = coff + 20;
    let directories = match u16_at(bytes, optional, "optional header")? {
        PE32_MAGIC => optional + 96,
        PE32_PLUS_MAGIC => optional + 112,
        other => {
            return Err(MetadataError::malformed(
                "optional header",
                format!("unknown magic {other:#x}"),
            ));
        }
    };
    let directory_count = u32_at(bytes, directories - 4, "optional header")? as usize;
    if directory_count <= CLI_DIRECTORY {
        return Err(MetadataError::NotDotNet);
    }
    let cli_rva = u32_at(bytes, directories + CLI_DIRECTORY * 8, "data directories")?;
    if cli_rva == 0 {
        return Err(MetadataError::NotDotNet);
    }
    let sections = Sections {
        bytes,
        start: optional + optional_size,
        count: section_count,
    };
    let cli = sections.file_offset(cli_rva)?;
    let metadata_rva = u32_at(bytes, cli + 8, "CLI header")?;
    let metadata_size = u32_at(bytes, cli + 12, "CLI header")? as usize;
    let metadata = sections.file_offset(metadata_rva)?;
    let end = metadata
        .checked_add(metadata_size)
        .filter(|end| *end <= bytes.len())
        .ok_or(MetadataError::truncated("metadata", metadata))?;
    Ok(metadata..end)
}

struct Sections<'a> {
    bytes: &'a [u8],
    start: usize,
    count: usize,
}

impl Sections<'_> {
    /// The file offset of a relative virtual address, through the section that contains it.
    fn file_offset(&self, rva: u32) -> Result<usize> {
        for index in 0..self.count {
            let header = self.start + index * SECTION_HEADER_SIZE;
            let virtual_size = u32_at(self.bytes, header + 8, "section header")?;
            let virtual_address = u32_at(self.bytes, header + 12, "section header")?;
            let raw_size = u32_at(self.bytes, header + 16, "section header")?;
            let raw_pointer = u32_at(self.bytes, header + 20, "section header")?;
            // Some linkers leave VirtualSize zero; the raw size then bounds the section.
            let size = virtual_size.max(raw_size);
            if rva >= virtual_address && rva - virtual_address < size {
                return Ok((rva - virtual_address) as usize + raw_pointer as usize);
            }
        }
        Err(MetadataError::malformed(
            "PE sections",
            format!("no section contains RVA {rva:#x}"),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_what_is_not_a_pe_image() {
        assert_eq!(metadata_range(b""), Err(MetadataError::NotPe));
        assert_eq!(metadata_range(b"hello world"), Err(MetadataError::NotPe));
        let mut dos = vec![0u8; 0x80];
        dos[..2].copy_from_slice(b"MZ");
        dos[0x3C] = 0x40;
        assert_eq!(metadata_range(&dos), Err(MetadataError::NotPe));
        // e_lfanew far past the end.
        dos[0x3C..0x40].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(metadata_range(&dos), Err(MetadataError::NotPe));
    }

    #[test]
    fn a_truncated_header_is_an_error() {
        let mut image = vec![0u8; 0x48];
        image[..2].copy_from_slice(b"MZ");
        image[0x3C] = 0x40;
        image[0x40..0x44].copy_from_slice(b"PE\0\0");
        assert!(matches!(
            metadata_range(&image),
            Err(MetadataError::Truncated { .. })
        ));
    }
}
