//! Concurrent visited sets: exact, hash compaction, bitstate (supertrace).
//!
//! One interface, [`VisitedSet`], three representations of the set of *matched* states (Zaks
//! §3.2.1: the set holds matched bytes, the stack holds tracked states):
//!
//! - [`TreeSet`] (the exact store, the default): LTSmin's tree compression — each state is a
//!   root record over a tree of interned 8-byte leaves and index pairs shared by all states; a
//!   new state costs a few tens of bytes; nothing is lost.
//! - [`ExactSet`] (`full`): the full matched bytes in per-shard arenas behind per-shard locks;
//!   equal bytes ⇔ same state, nothing is lost. Kept for comparison and as a test oracle.
//! - [`CompactSet`]: hash compaction (Wolper & Leroy, "Reliable hashing without collision
//!   detection", CAV'93): a 64-bit fingerprint per state in lock-free open-addressing tables
//!   (CAS on empty slots), sharded so a shard can double under its own write lock.
//! - [`BitstateSet`]: Holzmann's bitstate hashing / supertrace ("An analysis of bitstate
//!   hashing", FMSD 1998): `2^w` bits, `k` bit positions per state derived from one 128-bit hash
//!   by double hashing (Kirsch & Mitzenmacher), set with atomic `fetch_or`.
//!
//! All hashing is xxh3 with the fixed seed [`HASH_SEED`], so state counts are reproducible across
//! builds and machines.
//!
//! Besides membership an entry carries a little metadata:
//! - a **budget** (context bounding, DESIGN.md): [`VisitedSet::insert`] keeps the largest
//!   remaining budget seen for a matched state and answers [`Visit::Better`] when a state comes
//!   back with more, so the search re-explores it. Exact entries keep a `u32`; compaction entries
//!   keep 8 bits (budgets saturate at 255: a saturated entry may be re-explored needlessly, never
//!   skipped wrongly) and 56-bit fingerprints. Bitstate cannot update an entry, so it folds the
//!   budget into the hash: each (state, budget) pair is its own entry. That is complete for the
//!   bound (up to the usual bitstate omissions) at the cost of up to bound+1 entries per state.
//! - **flag bits** for nested DFS ([`VisitedSet::mark`]): "seen by the outer search", "seen by
//!   the inner search" (the two-bit marking of Courcoubetis et al.). Compaction keeps them in the
//!   same 8 spare bits; bitstate stores each (state, flag) as its own pseudo-entry.

mod bitstate;
mod compact;
mod exact;
mod slab;
mod tree;

pub use bitstate::BitstateSet;
pub use compact::CompactSet;
pub use exact::ExactSet;
pub use slab::Mapping;
pub(crate) use slab::{ArchivedAs, Slab};
pub use tree::TreeSet;

use super::config::StoreMode;
use super::stats::StoreReport;

/// Seed of every hash the visited sets compute ("pancam!" in ASCII, plus one).
pub const HASH_SEED: u64 = 0x7061_6e63_616d_2101;

/// The bytes of a part that a key holds by reference: an immutable piece of a state (a page
/// of a large object), shared by the states that have it. Its identity (the `Arc`'s
/// pointer) names its bytes for as long as the `Arc` is held, so a store may keep a clone as
/// the key of a cache: meeting the same pointer again, it knows the part without reading it.
pub trait SharedBytes: Send + Sync {
    /// The part's bytes.
    fn bytes(&self) -> &[u8];
}

/// A part held by reference (see [`SharedBytes`]).
pub type PartRef = std::sync::Arc<dyn SharedBytes>;

/// Whether two part references are the same piece (the same allocation).
#[inline]
pub fn same_part(a: &PartRef, b: &PartRef) -> bool {
    std::ptr::eq(
        std::sync::Arc::as_ptr(a).cast::<u8>(),
        std::sync::Arc::as_ptr(b).cast::<u8>(),
    )
}

/// How a key is cut into parts (see
/// [`crate::explore::TransitionSystem::matched_parts`]).
///
/// - `ends`: the end offset in the key of each part, in increasing order; the bytes after
///   the last end form one more part; no ends: one part.
/// - `shared`: parts whose bytes are a [`PartRef`]'s, as `(part index, reference)` in
///   increasing order of index.
/// - `by_ref`: set by the caller before the key is built, from
///   [`VisitedSet::takes_refs`]. When set, the bytes of the shared parts are *not* in the key
///   (those parts are empty there, and only the references say what they hold); when clear,
///   they are in the key as well, and the references are only identities.
#[derive(Default)]
pub struct Parts {
    /// End offsets of the parts.
    pub ends: Vec<u32>,
    /// The parts held by reference.
    pub shared: Vec<(u32, PartRef)>,
    /// Shared parts' bytes are left out of the key.
    pub by_ref: bool,
}

impl Parts {
    /// Empties the ends and references (keeps `by_ref`).
    pub fn clear(&mut self) {
        self.ends.clear();
        self.shared.clear();
    }

    /// Whether the key alone holds every byte of the state (no part left out by reference).
    pub fn key_is_whole(&self) -> bool {
        !self.by_ref || self.shared.is_empty()
    }
}

/// Answer of [`VisitedSet::insert`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visit {
    /// The state was not in the set; it is now.
    New,
    /// The state was already stored with at least this budget: do not explore it again.
    Seen,
    /// The state was stored with a smaller budget; the entry now holds the new one and the
    /// state must be explored again.
    Better,
}

/// A set of matched states, safe to share between worker threads.
pub trait VisitedSet: Send + Sync {
    /// Inserts the matched bytes `key`. With `budget`, also applies the largest-budget rule
    /// (see the module documentation).
    fn insert(&self, key: &[u8], budget: Option<u32>) -> Visit;

    /// [`insert`](Self::insert) of a key cut into [`Parts`] (see
    /// [`crate::explore::TransitionSystem::matched_parts`]). Only the tree store uses the parts
    /// (the others see the same bytes); a search must insert every key of a set the same way.
    fn insert_parts(&self, key: &[u8], parts: &Parts, budget: Option<u32>) -> Visit {
        assert!(parts.key_is_whole(), "a key without its shared parts");
        self.insert(key, budget)
    }

    /// [`mark`](Self::mark) of a key cut into parts, as for
    /// [`insert_parts`](Self::insert_parts).
    fn mark_parts(&self, key: &[u8], parts: &Parts, flag: u32) -> bool {
        assert!(parts.key_is_whole(), "a key without its shared parts");
        self.mark(key, flag)
    }

    /// Whether [`insert_parts`](Self::insert_parts) and [`mark_parts`](Self::mark_parts)
    /// take keys without their shared parts' bytes ([`Parts::by_ref`]); only the tree store
    /// does.
    fn takes_refs(&self) -> bool {
        false
    }

    /// Sets flag bit `flag` (0..8) of `key`'s entry, inserting the entry if needed. Returns
    /// whether the bit was already set. Sets used with `mark` must be built with `meta = true`.
    fn mark(&self, key: &[u8], flag: u32) -> bool;

    /// Estimated bytes used by the set (tables, arenas, bit array), as allocated.
    fn memory_bytes(&self) -> usize;

    /// Bytes the stored states occupy (their records and table slots), without the
    /// tables' free room; `None` for a bit array, whose size does not grow with the states.
    fn state_bytes(&self) -> Option<usize>;

    /// Loss estimate for `stored` states.
    fn report(&self, stored: u64) -> StoreReport;

    /// The set can take no more states (its index space is used up): the search must stop
    /// as at a memory limit. Checked when the search polls its limits.
    fn full(&self) -> bool {
        false
    }
}

/// The 64-bit seeded hash of a key.
#[inline]
pub fn hash64(key: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64_with_seed(key, HASH_SEED)
}

/// The 128-bit seeded hash of a key.
#[inline]
pub fn hash128(key: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128_with_seed(key, HASH_SEED)
}

/// A 64-bit finaliser (splitmix64), used to derive independent values from one hash.
#[inline]
pub(crate) fn mix64(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Any of the three sets, chosen at run time (static dispatch by `match`).
#[derive(Debug)]
pub enum AnyStore {
    /// See [`TreeSet`].
    Tree(TreeSet),
    /// See [`ExactSet`].
    Full(ExactSet),
    /// See [`CompactSet`].
    Compact(CompactSet),
    /// See [`BitstateSet`].
    Bitstate(BitstateSet),
}

impl AnyStore {
    /// Builds the set for `mode`, preallocated for `expected` states. `meta` reserves room for a
    /// budget or flag bits per entry (compaction then uses 56-bit fingerprints).
    pub fn new(mode: StoreMode, expected: usize, meta: bool) -> Self {
        Self::seeded(mode, expected, meta, 0)
    }

    /// [`AnyStore::new`], with the bitstate store's hash functions seeded by `seed` (0: the
    /// standard ones; see [`super::SearchConfig::seed`]).
    pub fn seeded(mode: StoreMode, expected: usize, meta: bool, seed: u64) -> Self {
        match mode {
            StoreMode::Exact => AnyStore::Tree(TreeSet::with_capacity(expected)),
            StoreMode::Full => AnyStore::Full(ExactSet::with_capacity(expected)),
            StoreMode::HashCompaction => AnyStore::Compact(CompactSet::new(expected, meta)),
            StoreMode::Bitstate { log2_bits, hashes } => {
                AnyStore::Bitstate(BitstateSet::new(log2_bits, hashes).with_seed(seed))
            }
        }
    }
}

impl AnyStore {
    /// The set's image, for a checkpoint ([`crate::explore::checkpoint`]): its shape and
    /// small fields, and a [`Part`](crate::explore::checkpoint::Part) naming each table,
    /// which the file's writer reads straight from this set (nothing is copied here). No
    /// insert may run from here until the file is written.
    pub fn image(self: &std::sync::Arc<Self>) -> crate::explore::checkpoint::StoreImage {
        match &**self {
            AnyStore::Tree(s) => s.image(self),
            AnyStore::Full(s) => s.image(self),
            AnyStore::Compact(s) => s.image(self),
            AnyStore::Bitstate(s) => s.image(self),
        }
    }

    /// Writes the table `id` names into `out` (see [`AnyStore::image`]), or says why not.
    pub fn write_part(&self, id: PartId, out: &mut PartSink<'_>) -> Result<(), String> {
        match (self, id) {
            (AnyStore::Tree(s), PartId::TreeKeys(t, i)) => s.write_keys(t, i, out),
            (AnyStore::Tree(s), PartId::TreeMetas(t, i)) => s.write_metas(t, i, out),
            (AnyStore::Tree(s), PartId::TreeSlots(t, i)) => s.write_slots(t, i, out),
            (AnyStore::Full(s), PartId::FullSlots(i)) => s.write_slots(i, out),
            (AnyStore::Full(s), PartId::FullChunk(i, c)) => s.write_chunk(i, c, out),
            (AnyStore::Compact(s), PartId::CompactTable(i)) => s.write_table(i, out),
            (AnyStore::Bitstate(s), PartId::Bits) => {
                s.write_words(out);
                Ok(())
            }
            _ => Err(format!("{id:?} is not a table of this visited set")),
        }
    }

    /// Bytes of the set's tables read in place from a checkpoint's file (not copied: see
    /// [`Mapping`]); 0 for a set not resumed, or resumed by copying.
    pub fn mapped_bytes(&self) -> usize {
        match self {
            AnyStore::Tree(s) => s.mapped_bytes(),
            AnyStore::Full(s) => s.mapped_bytes(),
            AnyStore::Compact(s) => s.mapped_bytes(),
            AnyStore::Bitstate(s) => s.mapped_bytes(),
        }
    }
}

/// A table of a visited set, as a checkpoint's image names it (see [`AnyStore::image`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartId {
    /// The tree store's table (0 leaves, 1 nodes, 2 roots) and shard: its keys.
    TreeKeys(u8, u8),
    /// The same: the entries' meta bytes.
    TreeMetas(u8, u8),
    /// The same: the slot array.
    TreeSlots(u8, u8),
    /// The full store's shard: its slots.
    FullSlots(u8),
    /// The full store's shard and arena chunk.
    FullChunk(u8, u32),
    /// The hash-compaction store's shard: its table.
    CompactTable(u8),
    /// The bit array.
    Bits,
}

/// Where a table's values go when a checkpoint is written: the archive's writer, through a
/// buffer of some 64 KiB. A table is read value by value with atomic loads (or, for the full
/// store's records, under its shard's lock), never copied whole, so that writing a
/// checkpoint takes little memory beside the set, whatever its size.
pub struct PartSink<'a> {
    buf: Vec<u8>,
    out: &'a mut dyn FnMut(&[u8]) -> bool,
    bytes: u64,
    failed: bool,
}

/// A value of a live table, written as its little-endian bytes.
pub trait LeBytes {
    /// Its bytes.
    const SIZE: usize;
    /// Writes its value's little-endian bytes into `out` (`SIZE` bytes).
    fn put(&self, out: &mut [u8]);
}

impl LeBytes for std::sync::atomic::AtomicU64 {
    const SIZE: usize = 8;
    #[inline(always)]
    fn put(&self, out: &mut [u8]) {
        out.copy_from_slice(
            &self
                .load(std::sync::atomic::Ordering::Relaxed)
                .to_le_bytes(),
        );
    }
}

impl LeBytes for std::sync::atomic::AtomicU32 {
    const SIZE: usize = 4;
    #[inline(always)]
    fn put(&self, out: &mut [u8]) {
        out.copy_from_slice(
            &self
                .load(std::sync::atomic::Ordering::Relaxed)
                .to_le_bytes(),
        );
    }
}

impl LeBytes for std::sync::atomic::AtomicU8 {
    const SIZE: usize = 1;
    #[inline(always)]
    fn put(&self, out: &mut [u8]) {
        out[0] = self.load(std::sync::atomic::Ordering::Acquire);
    }
}

impl<'a> PartSink<'a> {
    /// Bytes gathered before they are passed on.
    const BUF: usize = 64 << 10;

    /// A sink passing its bytes to `out`, which answers whether it took them.
    pub fn new(out: &'a mut dyn FnMut(&[u8]) -> bool) -> Self {
        PartSink {
            buf: Vec::with_capacity(2 * Self::BUF),
            out,
            bytes: 0,
            failed: false,
        }
    }

    /// Writes `vals`' values.
    pub fn values<W: LeBytes>(&mut self, vals: &[W]) {
        for block in vals.chunks(Self::BUF / W::SIZE) {
            let start = self.buf.len();
            self.buf.resize(start + block.len() * W::SIZE, 0);
            for (d, v) in self.buf[start..].chunks_exact_mut(W::SIZE).zip(block) {
                v.put(d);
            }
            if self.buf.len() >= Self::BUF {
                self.flush();
            }
        }
    }

    /// Writes `b`.
    pub fn bytes(&mut self, b: &[u8]) {
        if self.buf.len() + b.len() <= 2 * Self::BUF {
            self.buf.extend_from_slice(b);
            if self.buf.len() >= Self::BUF {
                self.flush();
            }
        } else {
            self.flush();
            self.pass(b);
        }
    }

    /// Writes `n` zero bytes.
    pub fn zeros(&mut self, n: usize) {
        let mut left = n;
        while left > 0 {
            let k = left.min(Self::BUF);
            self.buf.resize(self.buf.len() + k, 0);
            left -= k;
            if self.buf.len() >= Self::BUF {
                self.flush();
            }
        }
    }

    fn pass(&mut self, b: &[u8]) {
        if !self.failed && !b.is_empty() {
            self.failed = !(self.out)(b);
            self.bytes += b.len() as u64;
        }
    }

    fn flush(&mut self) {
        let buf = std::mem::take(&mut self.buf);
        self.pass(&buf);
        self.buf = buf;
        self.buf.clear();
    }

    /// Passes on what is left; the bytes written, or `None` if the writer failed.
    pub fn finish(mut self) -> Option<u64> {
        self.flush();
        (!self.failed).then_some(self.bytes)
    }
}

impl VisitedSet for AnyStore {
    #[inline]
    fn insert(&self, key: &[u8], budget: Option<u32>) -> Visit {
        match self {
            AnyStore::Tree(s) => s.insert(key, budget),
            AnyStore::Full(s) => s.insert(key, budget),
            AnyStore::Compact(s) => s.insert(key, budget),
            AnyStore::Bitstate(s) => s.insert(key, budget),
        }
    }

    #[inline]
    fn mark(&self, key: &[u8], flag: u32) -> bool {
        match self {
            AnyStore::Tree(s) => s.mark(key, flag),
            AnyStore::Full(s) => s.mark(key, flag),
            AnyStore::Compact(s) => s.mark(key, flag),
            AnyStore::Bitstate(s) => s.mark(key, flag),
        }
    }

    #[inline]
    fn insert_parts(&self, key: &[u8], parts: &Parts, budget: Option<u32>) -> Visit {
        match self {
            AnyStore::Tree(s) => s.insert_parts(key, parts, budget),
            _ => {
                assert!(parts.key_is_whole(), "a key without its shared parts");
                self.insert(key, budget)
            }
        }
    }

    #[inline]
    fn mark_parts(&self, key: &[u8], parts: &Parts, flag: u32) -> bool {
        match self {
            AnyStore::Tree(s) => s.mark_parts(key, parts, flag),
            _ => {
                assert!(parts.key_is_whole(), "a key without its shared parts");
                self.mark(key, flag)
            }
        }
    }

    fn takes_refs(&self) -> bool {
        matches!(self, AnyStore::Tree(_))
    }

    fn memory_bytes(&self) -> usize {
        match self {
            AnyStore::Tree(s) => s.memory_bytes(),
            AnyStore::Full(s) => s.memory_bytes(),
            AnyStore::Compact(s) => s.memory_bytes(),
            AnyStore::Bitstate(s) => s.memory_bytes(),
        }
    }

    fn state_bytes(&self) -> Option<usize> {
        match self {
            AnyStore::Tree(s) => s.state_bytes(),
            AnyStore::Full(s) => s.state_bytes(),
            AnyStore::Compact(s) => s.state_bytes(),
            AnyStore::Bitstate(s) => s.state_bytes(),
        }
    }

    fn report(&self, stored: u64) -> StoreReport {
        match self {
            AnyStore::Tree(s) => s.report(stored),
            AnyStore::Full(s) => s.report(stored),
            AnyStore::Compact(s) => s.report(stored),
            AnyStore::Bitstate(s) => s.report(stored),
        }
    }

    fn full(&self) -> bool {
        match self {
            AnyStore::Tree(s) => s.is_full(),
            _ => false,
        }
    }
}
