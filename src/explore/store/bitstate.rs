//! Bitstate hashing (Spin's supertrace): a bit array, k bits per state.
//!
//! Holzmann, "An analysis of bitstate hashing" (FMSD 13, 1998). A state is hashed once with
//! 128-bit xxh3; the k bit positions are `h1 + i·h2 mod 2^w` (double hashing, Kirsch &
//! Mitzenmacher 2006, with `h2` odd so the positions differ). Insertion sets the bits with
//! `fetch_or` (skipped when a plain load shows the bit already set); the state is new iff some bit
//! was clear. A new state whose k bits happen to be set already is lost ("omitted"): the search
//! under-approximates, never reports a false violation.
//!
//! Budgets and flags cannot be stored next to a bit, so they are folded into the hash: the
//! position sequence is derived from `(hash, budget)` or `(hash, flag)`. See the `store` module
//! documentation for what that means for context bounding.
//!
//! Coverage estimates reported as Spin does: the hash factor m/n (bits per state), the fill
//! ratio counted exactly by popcount, the probability that a new state is falsely matched at the
//! end (fill^k), and the expected number of omitted states Σ_{j<n} (1 - e^{-kj/m})^k.

use super::{AnyStore, PartId};
use super::{Mapping, PartSink, Slab, Visit, VisitedSet, hash128, mix64};
use crate::explore::checkpoint::{Part, StoreImage};
use crate::explore::stats::StoreReport;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// The bitstate visited set. See the module documentation.
pub struct BitstateSet {
    /// The words: allocated, or read in place from a checkpoint (see [`Slab`]): the pages
    /// the search sets bits in become its own.
    words: Slab<AtomicU64>,
    log2_bits: u32,
    hashes: u32,
    /// Seed of the hash (0: the standard one).
    seed: u64,
}

impl std::fmt::Debug for BitstateSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BitstateSet")
            .field("log2_bits", &self.log2_bits)
            .field("hashes", &self.hashes)
            .finish()
    }
}

impl BitstateSet {
    /// A zeroed array of `2^log2_bits` bits (clamped to 2^6..2^40) with `hashes` bits per state
    /// (clamped to 1..=32).
    pub fn new(log2_bits: u32, hashes: u32) -> Self {
        let log2_bits = log2_bits.clamp(6, 40);
        let words = (0..1usize << (log2_bits - 6))
            .map(|_| AtomicU64::new(0))
            .collect();
        BitstateSet {
            words: Slab::owned(words),
            log2_bits,
            hashes: hashes.clamp(1, 32),
            seed: 0,
        }
    }

    /// The same set with its hash seeded by `seed`: sets with different seeds set different
    /// bits for a state, so two states that collide in one rarely collide in the other
    /// (Spin's swarm gives each run its own hash functions for this).
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Number of bits set (exact popcount).
    pub fn bits_set(&self) -> u64 {
        self.words
            .iter()
            .map(|w| u64::from(w.load(Ordering::Relaxed).count_ones()))
            .sum()
    }

    #[inline]
    fn set_bits(&self, key: &[u8], salt: u64) -> bool {
        let h = if self.seed == 0 {
            hash128(key)
        } else {
            xxhash_rust::xxh3::xxh3_128_with_seed(key, mix64(self.seed))
        };
        let mut h1 = h as u64;
        let mut h2 = (h >> 64) as u64;
        if salt != 0 {
            h1 ^= mix64(salt);
            h2 ^= mix64(salt.rotate_left(32) ^ 0x5bd1_e995);
        }
        let h2 = h2 | 1;
        let mask = (1u64 << self.log2_bits) - 1;
        let mut fresh = false;
        let mut pos = h1;
        for _ in 0..self.hashes {
            let p = pos & mask;
            let word = &self.words[(p >> 6) as usize];
            let bit = 1u64 << (p & 63);
            if word.load(Ordering::Relaxed) & bit == 0
                && word.fetch_or(bit, Ordering::Relaxed) & bit == 0
            {
                fresh = true;
            }
            pos = pos.wrapping_add(h2);
        }
        fresh
    }
}

impl VisitedSet for BitstateSet {
    #[inline]
    fn insert(&self, key: &[u8], budget: Option<u32>) -> Visit {
        let salt = budget.map_or(0, |b| u64::from(b) + 1);
        if self.set_bits(key, salt) {
            Visit::New
        } else {
            Visit::Seen
        }
    }

    #[inline]
    fn mark(&self, key: &[u8], flag: u32) -> bool {
        !self.set_bits(key, (u64::from(flag) + 1) << 40)
    }

    fn memory_bytes(&self) -> usize {
        self.words.len() * 8
    }

    fn state_bytes(&self) -> Option<usize> {
        None
    }

    fn report(&self, stored: u64) -> StoreReport {
        let m = 2f64.powi(self.log2_bits as i32);
        let k = f64::from(self.hashes);
        let n = stored as f64;
        let fill = self.bits_set() as f64 / m;
        // Σ_{j<n} (1 - e^{-kj/m})^k by the midpoint rule over at most 1000 segments.
        let segments = stored.clamp(1, 1000) as f64;
        let width = n / segments;
        let expected = (0..segments as u64)
            .map(|i| {
                let j = (i as f64 + 0.5) * width;
                (1.0 - (-k * j / m).exp()).powf(k) * width
            })
            .sum::<f64>();
        StoreReport::Bitstate {
            log2_bits: self.log2_bits,
            hashes: self.hashes,
            hash_factor: if stored == 0 { f64::INFINITY } else { m / n },
            fill,
            false_match_probability: fill.powf(k),
            expected_omissions: expected,
        }
    }
}

impl BitstateSet {
    /// The bit array's image, for a checkpoint: its words are written from the array itself
    /// (`BitstateSet::write_words`).
    pub fn image(&self, me: &Arc<AnyStore>) -> StoreImage {
        StoreImage::Bitstate {
            log2_bits: self.log2_bits,
            hashes: self.hashes,
            seed: self.seed,
            words: Part::of(me, PartId::Bits),
        }
    }

    /// Writes the words into a checkpoint.
    pub(super) fn write_words(&self, out: &mut PartSink<'_>) {
        out.values(&self.words);
    }

    /// The set a checkpoint's bit array describes: on a little-endian machine, read in place
    /// from `map`, the checkpoint's private copy-on-write mapping (`Slab::from_archive`);
    /// otherwise, or without a mapping, its words are copied.
    pub fn restore(
        log2_bits: u32,
        hashes: u32,
        seed: u64,
        words: &[rkyv::rend::u64_le],
        map: Option<&Arc<Mapping>>,
    ) -> Result<BitstateSet, String> {
        if !(6..=40).contains(&log2_bits)
            || !(1..=32).contains(&hashes)
            || words.len() != 1usize << (log2_bits - 6)
        {
            return Err("a bit array whose size does not match its parameters".into());
        }
        Ok(BitstateSet {
            words: Slab::from_archive(words, map),
            log2_bits,
            hashes,
            seed,
        })
    }

    /// Whether the bit array is read in place from a checkpoint's file (not copied).
    pub fn is_mapped(&self) -> bool {
        self.words.is_mapped()
    }

    /// Bytes read in place from a checkpoint's file.
    pub(super) fn mapped_bytes(&self) -> usize {
        if self.is_mapped() {
            self.words.len() * 8
        } else {
            0
        }
    }
}
