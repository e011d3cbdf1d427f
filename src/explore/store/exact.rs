//! Exact visited set: full matched bytes in sharded open-addressing tables.
//!
//! The key space is split into [`SHARDS`] shards by the top bits of the key's 64-bit hash; each
//! shard is a mutex around a linear-probing table of `(hash, location)` slots and a chunked byte
//! arena holding `[len: u32][meta: u32][bytes]` records. Chunks never move, so a table can double
//! (rehashing from the stored hashes, without touching the keys) under its shard's lock while
//! other shards keep inserting. Equal bytes ⇔ same state: nothing is ever lost.

use super::{AnyStore, ArchivedAs, Mapping, PartId, PartSink, Slab, Visit, VisitedSet, hash64};
use crate::explore::checkpoint::{
    ArchivedExactShardImage, ArchivedSlotImage, ExactShardImage, Part, StoreImage,
};
use crate::explore::stats::StoreReport;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

/// Number of shards (a power of two).
const SHARD_BITS: u32 = 6;
const SHARDS: usize = 1 << SHARD_BITS;
/// Marker of an empty slot.
const EMPTY: u64 = u64::MAX;
/// Largest arena chunk (bytes); chunks start small and double up to this.
const MAX_CHUNK: usize = 1 << 20;
const HEADER: usize = 8;

/// A slot: laid out as a checkpoint archives it ([`crate::explore::checkpoint::SlotImage`]),
/// so that a resumed table is read in place.
#[derive(Clone, Copy)]
#[repr(C)]
struct Slot {
    hash: u64,
    /// `chunk << 32 | offset`, or [`EMPTY`].
    loc: u64,
}

const EMPTY_SLOT: Slot = Slot {
    hash: 0,
    loc: EMPTY,
};

// SAFETY: two 8-byte integers in both, in the same order (`repr(C)` on both sides), any
// bits a value; the archived one is little-endian.
unsafe impl ArchivedAs<ArchivedSlotImage> for Slot {
    fn from_archived(a: &ArchivedSlotImage) -> Self {
        Slot {
            hash: a.hash.to_native(),
            loc: a.loc.to_native(),
        }
    }
}

const _: () = assert!(
    std::mem::size_of::<Slot>() == std::mem::size_of::<ArchivedSlotImage>()
        && std::mem::offset_of!(Slot, loc) == std::mem::offset_of!(ArchivedSlotImage, loc)
        && std::mem::align_of::<Slot>() <= std::mem::align_of::<ArchivedSlotImage>(),
    "a slot is laid out as it is archived"
);

/// An arena chunk of records: allocated (with room to append), or read back from a
/// checkpoint (in place where it could be mapped, else copied), which takes no more records:
/// new ones go to a new chunk.
enum Chunk {
    Owned(Vec<u8>),
    Restored(Slab<u8>),
}

impl Chunk {
    #[inline]
    fn bytes(&self) -> &[u8] {
        match self {
            Chunk::Owned(v) => v,
            Chunk::Restored(m) => m,
        }
    }

    fn bytes_mut(&mut self) -> &mut [u8] {
        match self {
            Chunk::Owned(v) => v,
            Chunk::Restored(m) => m,
        }
    }

    /// Bytes that can still be appended.
    fn room(&self) -> usize {
        match self {
            Chunk::Owned(v) => v.capacity() - v.len(),
            Chunk::Restored(_) => 0,
        }
    }

    /// Bytes allocated for it.
    fn capacity(&self) -> usize {
        match self {
            Chunk::Owned(v) => v.capacity(),
            Chunk::Restored(m) => m.len(),
        }
    }
}

struct Shard {
    /// The slot array: allocated, or in a resumed search until it first grows, read in
    /// place from the checkpoint ([`Slab`]).
    slots: Slab<Slot>,
    len: usize,
    chunks: Vec<Chunk>,
    /// Bytes of the records stored (headers and keys).
    used: usize,
}

/// The exact visited set. See the module documentation.
pub struct ExactSet {
    shards: Box<[Mutex<Shard>]>,
    bytes: AtomicUsize,
}

impl std::fmt::Debug for ExactSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExactSet")
            .field("bytes", &self.memory_bytes())
            .finish()
    }
}

impl Shard {
    fn new(capacity: usize) -> Self {
        Shard {
            slots: Slab::owned(vec![EMPTY_SLOT; capacity].into_boxed_slice()),
            len: 0,
            chunks: Vec::new(),
            used: 0,
        }
    }

    /// The record at `loc`: its bytes and meta. `None` for a location in no record, which
    /// only a forged checkpoint can give (a resumed table is not checked entry by entry):
    /// it then matches no key.
    #[inline]
    fn record(&self, loc: u64) -> Option<(&[u8], u32)> {
        let chunk = self.chunks.get((loc >> 32) as usize)?.bytes();
        let off = (loc & 0xffff_ffff) as usize;
        let head = chunk.get(off..off + HEADER)?;
        let len = u32::from_le_bytes(head[..4].try_into().expect("4 bytes")) as usize;
        let meta = u32::from_le_bytes(head[4..].try_into().expect("4 bytes"));
        Some((chunk.get(off + HEADER..off + HEADER + len)?, meta))
    }

    fn set_meta(&mut self, loc: u64, meta: u32) {
        let Some(chunk) = self.chunks.get_mut((loc >> 32) as usize) else {
            return;
        };
        let off = (loc & 0xffff_ffff) as usize;
        if let Some(m) = chunk.bytes_mut().get_mut(off + 4..off + 8) {
            m.copy_from_slice(&meta.to_le_bytes());
        }
    }

    /// Appends a record; returns its location and the bytes newly allocated.
    fn append(&mut self, key: &[u8], meta: u32) -> (u64, usize) {
        let need = HEADER + key.len();
        let mut grown = 0;
        let fits = self.chunks.last().is_some_and(|c| c.room() >= need);
        if !fits {
            let last = self.chunks.last().map_or(4096, Chunk::capacity);
            let cap = (last * 2).min(MAX_CHUNK).max(need);
            self.chunks.push(Chunk::Owned(Vec::with_capacity(cap)));
            grown = cap;
        }
        let idx = self.chunks.len() - 1;
        let Chunk::Owned(chunk) = &mut self.chunks[idx] else {
            unreachable!("a chunk with room is allocated")
        };
        let off = chunk.len();
        // Keys longer than 4 GiB cannot occur (a state that large exceeds any memory limit);
        // saturate rather than truncate silently.
        let len = u32::try_from(key.len()).unwrap_or(u32::MAX);
        chunk.extend_from_slice(&len.to_le_bytes());
        chunk.extend_from_slice(&meta.to_le_bytes());
        chunk.extend_from_slice(key);
        self.used += need;
        ((idx as u64) << 32 | off as u64, grown)
    }

    fn grow(&mut self) -> usize {
        let cap = self.slots.len() * 2;
        let mask = cap - 1;
        let mut slots = vec![EMPTY_SLOT; cap];
        for s in self.slots.iter().filter(|s| s.loc != EMPTY) {
            let mut i = (s.hash as usize) & mask;
            while slots[i].loc != EMPTY {
                i = (i + 1) & mask;
            }
            slots[i] = *s;
        }
        let added = (cap - self.slots.len()) * std::mem::size_of::<Slot>();
        self.slots = Slab::owned(slots.into_boxed_slice());
        added
    }
}

impl ExactSet {
    /// A set preallocated for about `expected` states.
    pub fn with_capacity(expected: usize) -> Self {
        let per_shard = (expected / SHARDS * 4 / 3).next_power_of_two().max(16);
        let shards: Box<[Mutex<Shard>]> = (0..SHARDS)
            .map(|_| Mutex::new(Shard::new(per_shard)))
            .collect();
        let bytes = SHARDS * per_shard * std::mem::size_of::<Slot>();
        ExactSet {
            shards,
            bytes: AtomicUsize::new(bytes),
        }
    }

    /// Number of stored states.
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| lock(s).len).sum()
    }

    /// Whether no state is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Finds `key` or inserts it with `meta`; `update(old) -> Option<new>` may rewrite the meta
    /// of a found entry. Returns `(found, old meta)`.
    #[inline]
    fn upsert(&self, key: &[u8], meta: u32, update: impl Fn(u32) -> Option<u32>) -> Option<u32> {
        let hash = hash64(key);
        let mut shard = lock(&self.shards[(hash >> (64 - SHARD_BITS)) as usize]);
        let mut added = 0;
        let free = loop {
            let cap = shard.slots.len();
            let mask = cap - 1;
            let mut i = (hash as usize) & mask;
            let mut free = None;
            // At most one turn of the table: only a forged checkpoint's table has no empty
            // slot, and that one grows.
            for _ in 0..cap {
                let slot = shard.slots[i];
                if slot.loc == EMPTY {
                    free = Some(i);
                    break;
                }
                if slot.hash == hash
                    && let Some((bytes, old)) = shard.record(slot.loc)
                    && bytes == key
                {
                    if let Some(new) = update(old) {
                        shard.set_meta(slot.loc, new);
                    }
                    return Some(old);
                }
                i = (i + 1) & mask;
            }
            match free {
                Some(i) => break i,
                None => added += shard.grow(),
            }
        };
        let (loc, grown) = shard.append(key, meta);
        shard.slots[free] = Slot { hash, loc };
        shard.len += 1;
        added += grown;
        if shard.len * 4 > shard.slots.len() * 3 {
            added += shard.grow();
        }
        if added > 0 {
            self.bytes.fetch_add(added, Ordering::Relaxed);
        }
        None
    }
}

fn lock(m: &Mutex<Shard>) -> MutexGuard<'_, Shard> {
    // No code path panics while holding a shard lock; recover the data if one ever did.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl VisitedSet for ExactSet {
    #[inline]
    fn insert(&self, key: &[u8], budget: Option<u32>) -> Visit {
        match budget {
            None => match self.upsert(key, 0, |_| None) {
                None => Visit::New,
                Some(_) => Visit::Seen,
            },
            Some(b) => match self.upsert(key, b, |old| (b > old).then_some(b)) {
                None => Visit::New,
                Some(old) if b > old => Visit::Better,
                Some(_) => Visit::Seen,
            },
        }
    }

    #[inline]
    fn mark(&self, key: &[u8], flag: u32) -> bool {
        let bit = 1u32 << (flag & 31);
        match self.upsert(key, bit, |old| (old & bit == 0).then_some(old | bit)) {
            None => false,
            Some(old) => old & bit != 0,
        }
    }

    fn memory_bytes(&self) -> usize {
        self.bytes.load(Ordering::Relaxed)
    }

    fn state_bytes(&self) -> Option<usize> {
        Some(
            self.shards
                .iter()
                .map(|s| {
                    let s = lock(s);
                    s.used + s.len * std::mem::size_of::<Slot>()
                })
                .sum(),
        )
    }

    fn report(&self, _stored: u64) -> StoreReport {
        StoreReport::Exact
    }
}

impl ExactSet {
    /// The set's image, for a checkpoint: each shard's slots and arena chunks are written
    /// from the shard itself (`ExactSet::write_slots`, `ExactSet::write_chunk`).
    pub fn image(&self, me: &Arc<AnyStore>) -> StoreImage {
        let shards = self
            .shards
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let s = lock(s);
                ExactShardImage {
                    slots: Part::of(me, PartId::FullSlots(i as u8)),
                    len: s.len as u64,
                    chunks: (0..s.chunks.len())
                        .map(|c| Part::of(me, PartId::FullChunk(i as u8, c as u32)))
                        .collect(),
                    used: s.used as u64,
                }
            })
            .collect();
        StoreImage::Full { shards }
    }

    /// Writes shard `i`'s slots into a checkpoint.
    pub(super) fn write_slots(&self, i: u8, out: &mut PartSink<'_>) -> Result<(), String> {
        let s = lock(
            self.shards
                .get(usize::from(i))
                .ok_or("no such full-store shard")?,
        );
        let mut b = [0u8; 16];
        for slot in s.slots.iter() {
            b[..8].copy_from_slice(&slot.hash.to_le_bytes());
            b[8..].copy_from_slice(&slot.loc.to_le_bytes());
            out.bytes(&b);
        }
        Ok(())
    }

    /// Writes chunk `c` of shard `i`'s arena into a checkpoint (the records in it).
    pub(super) fn write_chunk(&self, i: u8, c: u32, out: &mut PartSink<'_>) -> Result<(), String> {
        let s = lock(
            self.shards
                .get(usize::from(i))
                .ok_or("no such full-store shard")?,
        );
        let chunk = s.chunks.get(c as usize).ok_or("no such full-store chunk")?;
        out.bytes(chunk.bytes());
        Ok(())
    }

    /// The set a checkpoint's shards describe: on a little-endian machine, its slot arrays
    /// (until they grow) and record chunks read in place from `map`, the checkpoint's
    /// private copy-on-write mapping (`Slab::from_archive`); otherwise copied. A chunk read
    /// in place takes no more records: new ones go to a new chunk.
    ///
    /// What is checked costs nothing per record (the checksum already caught any damage in
    /// the file): slot arrays of a power of two slots with room for one more entry. A forged
    /// slot naming no record matches no key, and a forged table with no empty slot grows, so
    /// a forged checkpoint gives wrong states, never a crash.
    pub fn restore(
        shards: &[ArchivedExactShardImage],
        map: Option<&Arc<Mapping>>,
    ) -> Result<ExactSet, String> {
        if shards.len() != SHARDS {
            return Err(format!("a full store of {} shards", shards.len()));
        }
        let mut out = Vec::with_capacity(SHARDS);
        let mut bytes = 0;
        for im in shards {
            let cap = im.slots.len();
            let len = im.len.to_native();
            if !cap.is_power_of_two() || len >= cap as u64 || im.chunks.len() > u32::MAX as usize {
                return Err("a full-store shard whose count does not fit its slots".into());
            }
            let chunks: Vec<Chunk> = im
                .chunks
                .iter()
                .map(|c| Chunk::Restored(Slab::from_archive(c, map)))
                .collect();
            bytes += cap * std::mem::size_of::<Slot>()
                + chunks.iter().map(Chunk::capacity).sum::<usize>();
            out.push(Mutex::new(Shard {
                slots: Slab::from_archive(&im.slots, map),
                len: len as usize,
                chunks,
                used: im.used.to_native() as usize,
            }));
        }
        Ok(ExactSet {
            shards: out.into_boxed_slice(),
            bytes: AtomicUsize::new(bytes),
        })
    }

    /// Bytes of the slot arrays and chunks read in place from a checkpoint's file.
    pub(super) fn mapped_bytes(&self) -> usize {
        self.shards
            .iter()
            .map(|s| {
                let s = lock(s);
                let slots = if s.slots.is_mapped() {
                    s.slots.len() * std::mem::size_of::<Slot>()
                } else {
                    0
                };
                slots
                    + s.chunks
                        .iter()
                        .map(|c| match c {
                            Chunk::Restored(m) if m.is_mapped() => m.len(),
                            _ => 0,
                        })
                        .sum::<usize>()
            })
            .sum()
    }
}
