//! Hash compaction: 64-bit fingerprints in lock-free open-addressing tables.
//!
//! Wolper & Leroy, "Reliable hashing without collision detection" (CAV'93): store only a
//! fingerprint of each state; two states with the same fingerprint are confused, so a state may
//! be lost with probability about n/2^b. Each entry is one `AtomicU64`: the fingerprint, or, when
//! the set carries metadata (a budget or nested-DFS flags), a 56-bit fingerprint in the high bits
//! and 8 bits of metadata in the low byte. 0 marks an empty slot (a zero fingerprint is remapped).
//!
//! Insertion probes linearly and claims an empty slot with one compare-and-swap; budgets and
//! flags are updated with CAS / `fetch_or` on the same word, so an entry is never torn. The table
//! is split into shards by the fingerprint's top bits; each shard sits behind a `RwLock` that
//! inserters take for *reading* (many at once, lock-free among themselves) and that is taken for
//! writing only while that shard doubles, at 3/4 load.

use super::{AnyStore, Mapping, PartId, PartSink, Slab, Visit, VisitedSet, hash64};
use crate::explore::checkpoint::{ArchivedCompactShardImage, CompactShardImage, Part, StoreImage};
use crate::explore::stats::StoreReport;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

const SHARD_BITS: u32 = 6;
const SHARDS: usize = 1 << SHARD_BITS;
const META_MASK: u64 = 0xff;

/// One shard: its table and its entry count (padded against false sharing). The table is
/// allocated, or, in a resumed search until it first grows, read in place from the
/// checkpoint ([`Slab`]).
#[repr(align(64))]
struct Shard {
    table: RwLock<Slab<AtomicU64>>,
    len: AtomicUsize,
}

/// The hash-compaction visited set. See the module documentation.
pub struct CompactSet {
    shards: Box<[Shard]>,
    meta: bool,
    bytes: AtomicUsize,
}

impl std::fmt::Debug for CompactSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompactSet")
            .field("meta", &self.meta)
            .field("bytes", &self.memory_bytes())
            .finish()
    }
}

fn table(cap: usize) -> Slab<AtomicU64> {
    Slab::owned((0..cap).map(|_| AtomicU64::new(0)).collect())
}

enum Probe {
    Done(Visit),
    /// A flag set on an entry that was there: whether it was set already.
    Flag(bool),
    /// A flag set on an entry the mark inserted.
    FlagNew,
    Full,
}

impl CompactSet {
    /// A set preallocated for about `expected` states; `meta` reserves the low byte of each
    /// entry for a budget or flags (56-bit fingerprints).
    pub fn new(expected: usize, meta: bool) -> Self {
        let per_shard = (expected / SHARDS * 4 / 3).next_power_of_two().max(64);
        let shards: Box<[Shard]> = (0..SHARDS)
            .map(|_| Shard {
                table: RwLock::new(table(per_shard)),
                len: AtomicUsize::new(0),
            })
            .collect();
        CompactSet {
            shards,
            meta,
            bytes: AtomicUsize::new(SHARDS * per_shard * 8),
        }
    }

    /// Number of stored fingerprints.
    pub fn len(&self) -> usize {
        self.shards
            .iter()
            .map(|s| s.len.load(Ordering::Relaxed))
            .sum()
    }

    /// Whether no fingerprint is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Fingerprint bits actually compared.
    pub fn fingerprint_bits(&self) -> u32 {
        if self.meta { 56 } else { 64 }
    }

    #[inline]
    fn fingerprint(&self, key: &[u8]) -> u64 {
        let h = hash64(key);
        if self.meta {
            let fp = h & !META_MASK;
            if fp == 0 { 1 << 8 } else { fp }
        } else if h == 0 {
            1
        } else {
            h
        }
    }

    /// `op` on the entry of `fp`: `Some(budget)` = insert with the budget rule, `None` with a
    /// flag = mark, neither = plain insert.
    #[inline]
    fn probe(&self, slots: &[AtomicU64], fp: u64, budget: Option<u64>, flag: Option<u64>) -> Probe {
        let mask = slots.len() - 1;
        let cmp = if self.meta { !META_MASK } else { !0 };
        let init = fp | budget.unwrap_or(0) | flag.unwrap_or(0);
        let mut i = ((fp >> 8) as usize) & mask;
        for _ in 0..slots.len() {
            let slot = &slots[i];
            let mut cur = slot.load(Ordering::Acquire);
            if cur == 0 {
                match slot.compare_exchange(0, init, Ordering::AcqRel, Ordering::Acquire) {
                    Ok(_) => {
                        return match flag {
                            Some(_) => Probe::FlagNew,
                            None => Probe::Done(Visit::New),
                        };
                    }
                    Err(actual) => cur = actual,
                }
            }
            if (cur ^ fp) & cmp == 0 {
                if let Some(bit) = flag {
                    let old = if cur & bit != 0 {
                        cur
                    } else {
                        slot.fetch_or(bit, Ordering::AcqRel)
                    };
                    return Probe::Flag(old & bit != 0);
                }
                let Some(b) = budget else {
                    return Probe::Done(Visit::Seen);
                };
                loop {
                    if cur & META_MASK >= b {
                        return Probe::Done(Visit::Seen);
                    }
                    let new = (cur & !META_MASK) | b;
                    match slot.compare_exchange(cur, new, Ordering::AcqRel, Ordering::Acquire) {
                        Ok(_) => return Probe::Done(Visit::Better),
                        Err(actual) => cur = actual,
                    }
                }
            }
            i = (i + 1) & mask;
        }
        Probe::Full
    }

    fn run(&self, key: &[u8], budget: Option<u64>, flag: Option<u64>) -> Probe {
        let fp = self.fingerprint(key);
        let shard = &self.shards[(fp >> (64 - SHARD_BITS)) as usize];
        loop {
            let (result, cap) = {
                let slots = read(&shard.table);
                (self.probe(&slots, fp, budget, flag), slots.len())
            };
            let inserted = matches!(result, Probe::Done(Visit::New) | Probe::FlagNew);
            if inserted || matches!(result, Probe::Full) {
                let len = if inserted {
                    shard.len.fetch_add(1, Ordering::Relaxed) + 1
                } else {
                    shard.len.load(Ordering::Relaxed)
                };
                let full = matches!(result, Probe::Full);
                if full || len * 4 > cap * 3 {
                    self.grow(shard, full);
                }
            }
            if !matches!(result, Probe::Full) {
                return result;
            }
        }
    }

    #[cold]
    fn grow(&self, shard: &Shard, force: bool) {
        let mut slots = write(&shard.table);
        let len = shard.len.load(Ordering::Relaxed);
        if !force && len * 4 <= slots.len() * 3 {
            return; // another thread grew it meanwhile
        }
        let cap = slots.len() * 2;
        let mask = cap - 1;
        let new = table(cap);
        for v in slots.iter().map(|s| s.load(Ordering::Relaxed)) {
            if v != 0 {
                let mut i = ((v >> 8) as usize) & mask;
                while new[i].load(Ordering::Relaxed) != 0 {
                    i = (i + 1) & mask;
                }
                new[i].store(v, Ordering::Relaxed);
            }
        }
        self.bytes
            .fetch_add((cap - slots.len()) * 8, Ordering::Relaxed);
        *slots = new;
    }
}

fn read(l: &RwLock<Slab<AtomicU64>>) -> RwLockReadGuard<'_, Slab<AtomicU64>> {
    l.read().unwrap_or_else(|e| e.into_inner())
}

fn write(l: &RwLock<Slab<AtomicU64>>) -> RwLockWriteGuard<'_, Slab<AtomicU64>> {
    l.write().unwrap_or_else(|e| e.into_inner())
}

impl VisitedSet for CompactSet {
    #[inline]
    fn insert(&self, key: &[u8], budget: Option<u32>) -> Visit {
        let budget = if self.meta {
            budget.map(|b| u64::from(b.min(255)))
        } else {
            None
        };
        match self.run(key, budget, None) {
            Probe::Done(v) => v,
            Probe::Flag(_) | Probe::FlagNew | Probe::Full => Visit::Seen,
        }
    }

    #[inline]
    fn mark(&self, key: &[u8], flag: u32) -> bool {
        if !self.meta {
            // Without spare bits only one flag fits: the entry's presence.
            return self.insert(key, None) == Visit::Seen;
        }
        let bit = 1u64 << (flag & 7);
        match self.run(key, None, Some(bit)) {
            Probe::Flag(seen) => seen,
            Probe::FlagNew => false,
            _ => true,
        }
    }

    fn memory_bytes(&self) -> usize {
        self.bytes.load(Ordering::Relaxed)
    }

    fn state_bytes(&self) -> Option<usize> {
        // One 8-byte slot per fingerprint.
        Some(self.len() * 8)
    }

    fn report(&self, stored: u64) -> StoreReport {
        let n = stored as f64;
        let bits = self.fingerprint_bits();
        let expected = n * (n - 1.0).max(0.0) / 2f64.powi(bits as i32 + 1);
        StoreReport::HashCompaction {
            fingerprint_bits: bits,
            expected_omissions: expected,
            collision_probability: -(-expected).exp_m1(),
        }
    }
}

impl CompactSet {
    /// The set's image, for a checkpoint: each shard's table is written from the shard
    /// itself (`CompactSet::write_table`).
    pub fn image(&self, me: &Arc<AnyStore>) -> StoreImage {
        let shards = self
            .shards
            .iter()
            .enumerate()
            .map(|(i, s)| CompactShardImage {
                table: Part::of(me, PartId::CompactTable(i as u8)),
                len: s.len.load(Ordering::Relaxed) as u64,
            })
            .collect();
        StoreImage::Compact {
            meta: self.meta,
            shards,
        }
    }

    /// Writes shard `i`'s table into a checkpoint.
    pub(super) fn write_table(&self, i: u8, out: &mut PartSink<'_>) -> Result<(), String> {
        let shard = self
            .shards
            .get(usize::from(i))
            .ok_or("no such hash-compaction shard")?;
        out.values(&read(&shard.table));
        Ok(())
    }

    /// The set a checkpoint's tables describe: on a little-endian machine read in place from
    /// `map`, the checkpoint's private copy-on-write mapping (`Slab::from_archive`), each
    /// until its shard grows; otherwise copied.
    ///
    /// What is checked costs nothing per entry (the checksum already caught any damage in
    /// the file): a table of a power of two slots with room for one more entry. A forged
    /// table whose count does not match its slots is still safe: a probe visits each slot at
    /// most once, and a table found full grows (`Probe::Full`).
    pub fn restore(
        meta: bool,
        shards: &[ArchivedCompactShardImage],
        map: Option<&Arc<Mapping>>,
    ) -> Result<CompactSet, String> {
        if shards.len() != SHARDS {
            return Err(format!(
                "a hash-compaction store of {} shards",
                shards.len()
            ));
        }
        let mut out = Vec::with_capacity(SHARDS);
        let mut bytes = 0;
        for s in shards {
            let cap = s.table.len();
            let len = s.len.to_native();
            if !cap.is_power_of_two() || len >= cap as u64 {
                return Err("a hash-compaction shard whose count does not fit its table".into());
            }
            bytes += cap * 8;
            out.push(Shard {
                table: RwLock::new(Slab::from_archive(&s.table, map)),
                len: AtomicUsize::new(len as usize),
            });
        }
        Ok(CompactSet {
            shards: out.into_boxed_slice(),
            meta,
            bytes: AtomicUsize::new(bytes),
        })
    }

    /// Bytes of the tables read in place from a checkpoint's file.
    pub(super) fn mapped_bytes(&self) -> usize {
        self.shards
            .iter()
            .map(|s| {
                let t = read(&s.table);
                if t.is_mapped() { t.len() * 8 } else { 0 }
            })
            .sum()
    }

    /// Entries in each shard's table, counted slot by slot (the counts kept must match).
    #[cfg(test)]
    pub(crate) fn counts_match(&self) -> bool {
        self.shards.iter().all(|s| {
            let t = read(&s.table);
            t.iter().filter(|v| v.load(Ordering::Relaxed) != 0).count()
                == s.len.load(Ordering::Relaxed)
        })
    }
}
