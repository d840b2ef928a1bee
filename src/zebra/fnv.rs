//! The hash maps of the clue and English readers: the standard library's maps with the
//! FNV-1a hash in place of its randomly keyed SipHash. Their keys are a puzzle's own names,
//! words and offsets, read once in the reader's own page, where a seeded hash defends
//! nothing; the small hash keeps SipHash and its per-thread random keys out of the
//! WebAssembly modules (1.1 KB gzip of the English reader's). Nothing reads these maps in
//! their iteration order, so the answers do not depend on the hash.

use std::hash::{BuildHasherDefault, Hasher};

/// FNV-1a over the bytes written, 64 bits.
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// A hash map hashed with [`Fnv`].
pub type HashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<Fnv>>;

#[cfg(test)]
mod tests {
    use super::Fnv;
    use std::hash::Hasher;

    /// The published FNV-1a 64-bit test vectors (Fowler, Noll and Vo's reference set).
    #[test]
    fn published_vectors() {
        for (text, hash) in [
            ("", 0xcbf2_9ce4_8422_2325_u64),
            ("a", 0xaf63_dc4c_8601_ec8c),
            ("foobar", 0x8594_4171_f739_67e8),
        ] {
            let mut h = Fnv::default();
            h.write(text.as_bytes());
            assert_eq!(h.finish(), hash, "{text:?}");
        }
    }
}
