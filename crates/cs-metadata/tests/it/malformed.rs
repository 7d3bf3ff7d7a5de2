//! Malformed input: truncated files, non-PE bytes, corrupted headers and huge counts give
//! errors (or a degraded model), never a panic.

use std::path::PathBuf;

use cs_metadata::{Assembly, MetadataError};

fn system_core_bytes() -> Vec<u8> {
    let root = std::env::var_os("CS_WORKBENCH_REFERENCE_ASSEMBLIES")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/reference-assemblies")
        });
    let path = root.join("mono/usr/lib/mono/4.5/System.Core.dll");
    std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}: run `bash scripts/fetch-reference-assemblies.sh`",
            path.display()
        )
    })
}

/// Parses, then decodes every member of every type, so lazy paths are exercised too.
fn parse_everything(bytes: Vec<u8>) -> Result<usize, MetadataError> {
    let assembly = Assembly::parse(bytes)?;
    let mut count = 0;
    for index in 0..assembly.types().len() as u32 {
        if let Some(members) = assembly.members(index) {
            count += members.methods.len();
        }
        count += assembly.custom_attributes(0x0200_0000 | (index + 1)).len();
    }
    Ok(count)
}

#[test]
fn not_a_pe_image() {
    assert_eq!(
        Assembly::parse(Vec::new()).unwrap_err(),
        MetadataError::NotPe
    );
    assert_eq!(
        Assembly::parse(b"just some text".to_vec()).unwrap_err(),
        MetadataError::NotPe
    );
    let error = Assembly::parse(b"MZ".to_vec()).unwrap_err();
    assert!(matches!(error, MetadataError::Truncated { .. }), "{error}");
}

#[test]
fn truncated_files_are_errors() {
    let bytes = system_core_bytes();
    let step = bytes.len() / 97;
    let mut parsed_from = None;
    for cut in (0..bytes.len()).step_by(step.max(1)) {
        let result = std::panic::catch_unwind(|| parse_everything(bytes[..cut].to_vec()));
        let Ok(result) = result else {
            panic!("panicked on a file truncated at {cut}");
        };
        match (result.is_ok(), parsed_from) {
            // A cut after the metadata (in trailing sections) leaves the metadata whole.
            (true, None) => parsed_from = Some(cut),
            (false, Some(first)) => panic!("truncated at {cut} failed but {first} parsed"),
            _ => {}
        }
    }
    let parsed_from = parsed_from.unwrap_or(bytes.len());
    assert!(
        parsed_from > bytes.len() * 9 / 10,
        "parsed when cut at {parsed_from}"
    );
}

#[test]
fn corrupted_bytes_never_panic() {
    let original = system_core_bytes();
    // Deterministic pseudo-random corruption of the metadata area (xorshift).
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..60 {
        let mut bytes = original.clone();
        for _ in 0..(1 + round % 16) {
            let at = (next() as usize) % bytes.len();
            bytes[at] = next() as u8;
        }
        let result = std::panic::catch_unwind(|| parse_everything(bytes));
        assert!(result.is_ok(), "round {round} panicked");
    }
}

#[test]
fn huge_row_counts_are_errors() {
    let mut bytes = system_core_bytes();
    // Find the #~ stream header's row count of TypeDef and make it enormous.
    let tables = bytes
        .windows(4)
        .position(|w| w == b"#~\0\0")
        .expect("a #~ stream header");
    let metadata = bytes.windows(4).position(|w| w == b"BSJB").unwrap();
    let offset = u32::from_le_bytes(bytes[tables - 8..tables - 4].try_into().unwrap()) as usize;
    let stream = metadata + offset;
    // Module (table 0) always present; TypeRef (1) next; TypeDef (2) third.
    let type_def_count = stream + 24 + 8;
    bytes[type_def_count..type_def_count + 4].copy_from_slice(&u32::MAX.to_le_bytes());
    let error = Assembly::parse(bytes).unwrap_err();
    assert!(matches!(error, MetadataError::Malformed { .. }), "{error}");
}
