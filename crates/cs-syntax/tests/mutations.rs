//! Robustness: damaged versions of real-looking C# (bytes cut, duplicated, swapped, brackets
//! and directives inserted) never panic, always round-trip losslessly, and are analysed with
//! and without preprocessor symbols.

use std::path::Path;

use cs_syntax::{ParseOptions, parse_with};

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn sources() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-data");
    let mut files = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "cs")
                && let Ok(text) = std::fs::read_to_string(&path)
            {
                files.push(text);
            }
        }
    }
    files.sort();
    files
}

const INSERTS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "\"",
    "'",
    "$\"{",
    "@\"",
    "\"\"\"",
    "/*",
    "*/",
    "\n#if X\n",
    "\n#else\n",
    "\n#endif\n",
    "\n#region r\n",
    "\n#define Y\n",
    "<",
    ">",
    ";",
    "=>",
    "*(int*)",
    "{{",
    "}}",
    "\r",
    "\u{FEFF}",
    "é",
    "😀",
];

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut out = text.to_string();
    for _ in 0..1 + rng.below(4) {
        let boundaries: Vec<usize> = (0..=out.len())
            .filter(|&i| out.is_char_boundary(i))
            .collect();
        let a = boundaries[rng.below(boundaries.len())];
        let b = boundaries[rng.below(boundaries.len())];
        let (start, end) = (a.min(b), a.max(b).min(a.min(b) + 200));
        let end = (start..=end)
            .rev()
            .find(|&i| out.is_char_boundary(i))
            .unwrap_or(start);
        match rng.below(4) {
            0 => out.replace_range(start..end, ""),
            1 => {
                let copy = out[start..end].to_string();
                out.insert_str(end, &copy);
            }
            2 => out.insert_str(start, INSERTS[rng.below(INSERTS.len())]),
            _ => {
                let cut = out[start..end].to_string();
                out.replace_range(start..end, "");
                let at = (0..=out.len())
                    .filter(|&i| out.is_char_boundary(i))
                    .nth(rng.below(out.len()))
                    .unwrap_or(0);
                out.insert_str(at, &cut);
            }
        }
    }
    out
}

#[test]
fn damaged_sources_never_panic_and_round_trip() {
    let sources = sources();
    assert!(sources.len() >= 20, "{} sources", sources.len());
    let mut rng = Rng(0x5eed);
    let with_symbols = ParseOptions::with_symbols(["X", "DEBUG", "NET8_0"]);
    let without = ParseOptions::default();
    let mut with_errors = 0;
    for round in 0..400 {
        let source = &sources[round % sources.len()];
        let damaged = mutate(source, &mut rng);
        for options in [&with_symbols, &without] {
            let parse = parse_with(&damaged, options);
            assert_eq!(
                parse.syntax().text().to_string(),
                damaged,
                "round {round} lost text"
            );
            let len = damaged.len() as u32;
            for error in parse.errors() {
                assert!(
                    u32::from(error.range.end()) <= len,
                    "round {round}: error outside the text"
                );
            }
            with_errors += usize::from(!parse.errors().is_empty());
        }
    }
    // Damage must be noticed most of the time: a parser that reports nothing would pass the
    // round-trip check but not this one.
    assert!(
        with_errors > 400,
        "only {with_errors} of 800 damaged parses had errors"
    );
}
