//! Exact visited set: full matched bytes in sharded open-addressing tables.
//!
//! The key space is split into [`SHARDS`] shards by the top bits of the key's 64-bit hash; each
//! shard is a mutex around a linear-probing table of `(hash, location)` slots and a chunked byte
//! arena holding `[len: u32][meta: u32][bytes]` records. Chunks never move, so a table can double
//! (rehashing from the stored hashes, without touching the keys) under its shard's lock while
//! other shards keep inserting. Equal bytes ⇔ same state: nothing is ever lost.

use super::{Visit, VisitedSet, hash64};
use crate::explore::stats::StoreReport;
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

#[derive(Clone, Copy)]
struct Slot {
    hash: u64,
    /// `chunk << 32 | offset`, or [`EMPTY`].
    loc: u64,
}

struct Shard {
    slots: Vec<Slot>,
    len: usize,
    chunks: Vec<Vec<u8>>,
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
            slots: vec![
                Slot {
                    hash: 0,
                    loc: EMPTY
                };
                capacity
            ],
            len: 0,
            chunks: Vec::new(),
            used: 0,
        }
    }

    #[inline]
    fn record(&self, loc: u64) -> (&[u8], u32) {
        let chunk = &self.chunks[(loc >> 32) as usize];
        let off = (loc & 0xffff_ffff) as usize;
        let mut word = [0u8; 4];
        word.copy_from_slice(&chunk[off..off + 4]);
        let len = u32::from_le_bytes(word) as usize;
        word.copy_from_slice(&chunk[off + 4..off + 8]);
        let meta = u32::from_le_bytes(word);
        (&chunk[off + HEADER..off + HEADER + len], meta)
    }

    fn set_meta(&mut self, loc: u64, meta: u32) {
        let chunk = &mut self.chunks[(loc >> 32) as usize];
        let off = (loc & 0xffff_ffff) as usize;
        chunk[off + 4..off + 8].copy_from_slice(&meta.to_le_bytes());
    }

    /// Appends a record; returns its location and the bytes newly allocated.
    fn append(&mut self, key: &[u8], meta: u32) -> (u64, usize) {
        let need = HEADER + key.len();
        let mut grown = 0;
        let fits = self
            .chunks
            .last()
            .is_some_and(|c| c.capacity() - c.len() >= need);
        if !fits {
            let last = self.chunks.last().map_or(4096, |c| c.capacity());
            let cap = (last * 2).min(MAX_CHUNK).max(need);
            self.chunks.push(Vec::with_capacity(cap));
            grown = cap;
        }
        let idx = self.chunks.len() - 1;
        let chunk = &mut self.chunks[idx];
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
        let mut slots = vec![
            Slot {
                hash: 0,
                loc: EMPTY
            };
            cap
        ];
        for s in self.slots.iter().filter(|s| s.loc != EMPTY) {
            let mut i = (s.hash as usize) & mask;
            while slots[i].loc != EMPTY {
                i = (i + 1) & mask;
            }
            slots[i] = *s;
        }
        let added = (cap - self.slots.len()) * std::mem::size_of::<Slot>();
        self.slots = slots;
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
        let mask = shard.slots.len() - 1;
        let mut i = (hash as usize) & mask;
        loop {
            let slot = shard.slots[i];
            if slot.loc == EMPTY {
                break;
            }
            if slot.hash == hash {
                let (bytes, old) = shard.record(slot.loc);
                if bytes == key {
                    if let Some(new) = update(old) {
                        shard.set_meta(slot.loc, new);
                    }
                    return Some(old);
                }
            }
            i = (i + 1) & mask;
        }
        let (loc, grown) = shard.append(key, meta);
        shard.slots[i] = Slot { hash, loc };
        shard.len += 1;
        let mut added = grown;
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
    /// The set's shards, for a checkpoint.
    pub fn image(&self) -> crate::explore::checkpoint::StoreImage {
        let shards = self
            .shards
            .iter()
            .map(|s| {
                let s = lock(s);
                crate::explore::checkpoint::ExactShardImage {
                    hashes: s.slots.iter().map(|x| x.hash).collect(),
                    locs: s.slots.iter().map(|x| x.loc).collect(),
                    len: s.len as u64,
                    chunks: s.chunks.clone(),
                    used: s.used as u64,
                }
            })
            .collect();
        crate::explore::checkpoint::StoreImage::Full { shards }
    }

    /// The set a checkpoint's shards describe, after checking that every record lies in
    /// its chunk.
    pub fn restore(
        shards: &[crate::explore::checkpoint::ArchivedExactShardImage],
    ) -> Result<ExactSet, String> {
        if shards.len() != SHARDS {
            return Err(format!("a full store of {} shards", shards.len()));
        }
        let mut out = Vec::with_capacity(SHARDS);
        let mut bytes = 0;
        for im in shards {
            let cap = im.hashes.len();
            if cap == 0 || !cap.is_power_of_two() || im.locs.len() != cap {
                return Err("a full-store shard with a malformed slot array".into());
            }
            let chunks: Vec<Vec<u8>> = im.chunks.iter().map(|c| c.as_slice().to_vec()).collect();
            let mut slots = Vec::with_capacity(cap);
            let mut len = 0;
            for (h, l) in im.hashes.iter().zip(im.locs.iter()) {
                let loc = l.to_native();
                if loc != EMPTY {
                    let chunk = chunks
                        .get((loc >> 32) as usize)
                        .ok_or("a full-store record in no chunk")?;
                    let off = (loc & 0xffff_ffff) as usize;
                    let n = chunk
                        .get(off..off + 4)
                        .map(|w| u32::from_le_bytes(w.try_into().expect("4 bytes")) as usize)
                        .ok_or("a full-store record past its chunk")?;
                    if off + HEADER + n > chunk.len() {
                        return Err("a full-store record past its chunk".into());
                    }
                    len += 1;
                }
                slots.push(Slot {
                    hash: h.to_native(),
                    loc,
                });
            }
            if len != im.len.to_native() as usize || len >= cap {
                return Err("a full-store shard whose count does not match its slots".into());
            }
            bytes += cap * std::mem::size_of::<Slot>() + chunks.iter().map(Vec::len).sum::<usize>();
            out.push(Mutex::new(Shard {
                slots,
                len,
                chunks,
                used: im.used.to_native() as usize,
            }));
        }
        Ok(ExactSet {
            shards: out.into_boxed_slice(),
            bytes: AtomicUsize::new(bytes),
        })
    }
}
