//! A tiny deterministic PRNG (SplitMix64) so generated solutions depend only on the seed.

/// SplitMix64: fast, good enough for test data, and stable across platforms and releases.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// A generator for one sub-stream (e.g. one file), independent of how much the parent
    /// stream was used before, so changing one file's shape does not reshuffle the others.
    pub fn derive(seed: u64, a: u64, b: u64) -> Rng {
        let mut rng = Rng::new(seed ^ a.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        rng.state ^= b.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        rng.next_u64();
        rng
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A version-4-shaped GUID in the upper-case braced form solutions use.
    pub fn guid(&mut self) -> String {
        let a = self.next_u64();
        let b = self.next_u64();
        let hi = (a & 0xFFFF_FFFF_FFFF_0FFF) | 0x4000;
        let lo = (b & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000;
        format!(
            "{{{:08X}-{:04X}-{:04X}-{:04X}-{:012X}}}",
            hi >> 32,
            (hi >> 16) & 0xFFFF,
            hi & 0xFFFF,
            lo >> 48,
            lo & 0xFFFF_FFFF_FFFF
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(
            Rng::derive(7, 1, 2).next_u64(),
            Rng::derive(7, 2, 1).next_u64()
        );
    }

    #[test]
    fn guid_shape() {
        let guid = Rng::new(1).guid();
        assert_eq!(guid.len(), 38);
        assert_eq!(&guid[15..16], "4");
        assert!(guid.starts_with('{') && guid.ends_with('}'));
    }
}
