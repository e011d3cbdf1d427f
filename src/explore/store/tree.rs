//! Tree-compressed exact visited set (the default exact store).
//!
//! Laarman, van de Pol and Weber's *tree compression* ("Parallel recursive state compression
//! for free", SPIN 2011; LTSmin's `-s`/`--state=tree`), which generalises Spin's COLLAPSE
//! (Holzmann, "State compression in SPIN", 1997) from one level of components to a binary tree:
//!
//! - the matched bytes of a state are cut into 8-byte **leaves** (the last one zero-padded);
//!   each distinct leaf value is interned once in the leaf table and named by a 32-bit index;
//! - pairs of indices are interned in the node table, level by level (an odd one out is paired
//!   with [`NIL`]), until one index — the tree's root — is left;
//! - a state is its **root record** `(root index, byte length)` in the root table. The length
//!   fixes the tree's shape, so equal records ⇔ equal trees ⇔ equal bytes (one node table serves
//!   every level: an index is interpreted at the level where it is used, and two trees of the
//!   same shape are equal iff their indices agree level by level, by induction from the root).
//!
//! Successive states of a depth-first search differ in a few leaves, and most subtrees recur
//! across the whole state space, so a new state typically adds its root record and a handful of
//! nodes: a few tens of bytes instead of its full matched bytes. The work is made
//! **incremental** by a per-worker positional cache ([`Memo`]): each tree position remembers the
//! last key seen there and its index, so only the positions that changed since the worker's
//! previous state (its parent or a sibling, in DFS order) touch a shared table; the rest costs a
//! comparison.
//!
//! A part may come **by reference** ([`Parts::shared`]: a page of a large object, as its
//! piece's `Arc`). The cache then keeps the last two references seen at the part's position
//! with their heads, and a part met again under the same pointer costs a pointer comparison,
//! its bytes unread: the cache's clone keeps the piece from being written in place (a state
//! copies a shared piece before writing it), so the pointer names the same bytes for as
//! long as the cache holds it. Other bytes, or the same bytes under another pointer, take the
//! byte path and give the head their bytes give.
//!
//! Tables are sharded open-addressing hash tables ([`Table`], 64 shards): an entry's index is
//! its position in its shard's append-only key chunks, so indices never change when a shard's
//! slot array grows. **A lookup that finds its key takes no lock and writes nothing shared**
//! (atomic loads of the slot array and the key); only a key not found takes its shard's lock,
//! to probe again and insert. Most lookups of a search find their key (a state's subtrees recur
//! across the state space), so workers rarely touch a lock, and the cache lines of the locks are
//! not passed from core to core on every lookup. A grown slot array replaces the old one
//! atomically and the old one is freed once no reader can be in it (epoch-based reclamation,
//! `crossbeam-epoch`, which `crossbeam-deque` already brought in).
//!
//! What was weighed: LTSmin's table is lock-free for inserts too, but only because it is
//! preallocated at a fixed size for the whole run (the index is the slot), which costs its full
//! size in memory from the start; a resizable table with stable indices needs this indirection.
//! `dashmap` (sharded `RwLock`s over hash maps; a new key's index from an atomic counter) was
//! measured against this table on the tree store's workload (test `table_against_dashmap`,
//! 2²² interns per thread over 2²⁰ keys): on the 2-core development machine 12.8 M interns/s
//! with one thread and 23.2 M with two for the earlier all-locked version of this table (16
//! bytes per entry), 8.9 M and 14.2 M for `dashmap`; `dashmap`'s read locks write their lock
//! word on every lookup, as the all-locked table did. Figures for more threads, and search
//! figures, are in BENCHMARKS.md ("Stores and memory", "Scaling").

use super::{PartRef, Parts, Slab, Visit, VisitedSet, hash64, mix64, same_part};
use crate::explore::stats::StoreReport;
use crossbeam_epoch::{self as epoch, Atomic, Guard, Owned};
use crossbeam_utils::CachePadded;
use std::cell::RefCell;
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// Shards per table (a power of two). The shard is part of an index: `local << SHARD_BITS | shard`.
const SHARD_BITS: u32 = 6;
const SHARDS: usize = 1 << SHARD_BITS;
/// Entries of a shard's first key chunk; chunk `c` holds `BASE << c` entries, so a shard's
/// keys grow geometrically without ever being moved or copied, and a small search allocates
/// little.
const BASE_BITS: u32 = 6;
const BASE: usize = 1 << BASE_BITS;

/// Bits of a slot that hold `local index + 1`; the 6 above hold the tag.
const LOCAL_BITS: u32 = u32::BITS - SHARD_BITS;
const LOCAL_MASK: u32 = (1 << LOCAL_BITS) - 1;

/// A key's slot tag: 6 bits of its hash used for neither the shard (the top 6) nor the
/// position in the slot array (from the low 32), in the slot's top bits.
#[inline(always)]
fn tag_of(h: u64) -> u32 {
    ((h >> 52) as u32 & ((1 << SHARD_BITS) - 1)) << LOCAL_BITS
}

/// The home slot of hash `h` in an array of `cap` slots: multiply-shift of its low 32 bits,
/// so that `cap` need not be a power of two.
#[inline(always)]
fn home(h: u64, cap: usize) -> usize {
    (((h & 0xffff_ffff) * cap as u64) >> 32) as usize
}

/// The slot after `i` in an array of `cap` slots (linear probing, wrapping around).
#[inline(always)]
fn next_slot(i: usize, cap: usize) -> usize {
    if i + 1 == cap { 0 } else { i + 1 }
}

/// A slot array grows, by half, when more than `LOAD_NUM / LOAD_DEN` of it is used. The tags
/// make a long probe cheap (its slots are read, not their keys), so the arrays are kept
/// fuller than plain linear probing would like: between 7/12 and 7/8 full, 4.6 to 6.9 bytes
/// of slots per entry (growing by doubling at 3/4, as before: 5.3 to 10.7).
const LOAD_NUM: usize = 7;
const LOAD_DEN: usize = 8;

/// The chunk and offset of local index `i` (chunk `c` starts at `BASE · (2^c − 1)`).
#[inline]
fn chunk_of(i: u32) -> (usize, usize) {
    let j = (i as usize >> BASE_BITS) + 1;
    let c = (usize::BITS - 1 - j.leading_zeros()) as usize;
    (c, i as usize - BASE * ((1 << c) - 1))
}
/// Largest local index: indices are `u32` with [`SHARD_BITS`] bits of shard, and [`NIL`] is
/// reserved.
const MAX_LOCAL: u32 = (u32::MAX >> SHARD_BITS) - 1;
const _: () = assert!(
    MAX_LOCAL < LOCAL_MASK,
    "a local index + 1 fits below the tag"
);
/// Largest part the per-worker cache keeps (bytes), and the cache's budget per worker: a
/// cached part costs about six times its bytes (two copies of its bytes, two ways of 12 bytes
/// per 8-byte leaf, the levels above).
const MEMO_PART_MAX: usize = 1 << 20;
const MEMO_BUDGET: usize = 64 << 20;
/// Largest initial slot array of a shard.
const PREALLOC: usize = 1 << 6;
/// The right child of an odd node out.
pub const NIL: u32 = u32::MAX;

/// Key (or meta) chunks a shard can have: chunk `c` holds `BASE << c` entries, and the chunks
/// together cover every local index up to [`MAX_LOCAL`].
const MAX_CHUNKS: usize = (u32::BITS - SHARD_BITS - BASE_BITS + 1) as usize;

/// A shard's open-addressing slot array, linear probing: per slot `local index + 1` in the
/// low [`LOCAL_BITS`] bits (0: empty) and a tag of 6 hash bits above (see [`tag_of`]), so that
/// a probe reads the key of a slot only when its tag matches (one slot in 64 by chance).
/// Replaced by one half as large again when it fills; the old one is freed once no reader
/// can still be in it (epoch-based reclamation, [`crossbeam_epoch`]). Allocated, or in a
/// resumed search until it first grows, read in place from the checkpoint ([`Slab`]).
struct Slots(Slab<AtomicU32>);

/// What [`Shard::probe`] answers when it went round the whole slot array without meeting
/// its key or an empty slot (only a forged checkpoint's array can be so full): the array
/// must grow.
const NO_ROOM: usize = usize::MAX;

/// One shard: append-only chunks of keys (an entry's local index is its position; chunks are
/// allocated once and never moved, so a reader needs no lock to read a key) and the slot
/// array. Readers probe without a lock; inserts, meta updates and growth take `write`.
///
/// Metas are a byte per entry, in chunks like the keys' but made only when a non-zero meta
/// is first written (a search without budgets or marks has none). A meta of 255 or more is
/// kept in `big` with 255 in its byte: budgets that large are rare, and a byte keeps the
/// common case at one byte per state.
///
/// A shard read back from a checkpoint keeps the entries it had there as one **base**: the
/// local indices below `base` name the keys (and metas) of `base_keys` (`base_metas`), read
/// in place from the checkpoint's file where it could be mapped ([`Slab`]); the chunks hold
/// the entries from `base` on, chunk `c` those from `base + BASE · (2^c − 1)`. A new shard's
/// base is empty. Keys never move (an index is a position), so the base keys stay where they
/// are for the whole search: pages of the file that are only read, never the process's own.
struct Shard {
    keys: [OnceLock<Box<[AtomicU64]>>; MAX_CHUNKS],
    metas: [OnceLock<Box<[AtomicU8]>>; MAX_CHUNKS],
    /// Entries in the base (see above).
    base: u32,
    base_keys: Slab<AtomicU64>,
    /// The base's metas, if any was written (made on the first write of one otherwise).
    base_metas: OnceLock<Slab<AtomicU8>>,
    big: Mutex<std::collections::HashMap<u32, u32>>,
    slots: Atomic<Slots>,
    /// Entries (written under `write`).
    len: AtomicU32,
    /// Bytes allocated: slot array and chunks (written under `write`).
    allocated: AtomicUsize,
    write: Mutex<()>,
}

/// Answer of [`Table::intern`].
struct Interned {
    index: u32,
    new: bool,
    /// The entry's meta before this call (0 for a new entry).
    old_meta: u32,
}

/// A concurrent set of `u64` keys, each named by a dense 32-bit index, with an optional
/// 32-bit meta word per entry (kept in a byte while below 255, see [`Shard`]).
///
/// A lookup that finds its key (most lookups of a search: the successors of a state share
/// most of their subtrees with states already stored) takes no lock and writes no shared
/// memory: it probes the shard's current slot array with atomic loads. Entries are never
/// removed and a key never changes once its slot names it (the key is written before the slot
/// is published with release ordering), so a key found is found for good. A lookup that
/// reaches an empty slot takes the shard's lock and probes again: the key may have been
/// inserted meanwhile, or the array replaced by a larger one. So the lock is taken per new
/// entry, not per lookup, and workers no longer pass a lock's cache line around on every
/// lookup (this matters at 16 workers; BENCHMARKS.md "Scaling").
struct Table {
    shards: Box<[CachePadded<Shard>]>,
    meta: bool,
}

fn lock(m: &Mutex<()>) -> MutexGuard<'_, ()> {
    // No code path panics while holding a shard lock; recover if one ever did.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// An array of `n` zeroed atomics.
fn zeroed<T: Default>(n: usize) -> Box<[T]> {
    (0..n).map(|_| T::default()).collect()
}

impl Shard {
    /// A shard of no entries, its slot array `slots`.
    fn empty(slots: Slab<AtomicU32>) -> Shard {
        let allocated = slots.len() * 4;
        Shard {
            keys: std::array::from_fn(|_| OnceLock::new()),
            metas: std::array::from_fn(|_| OnceLock::new()),
            base: 0,
            base_keys: Slab::owned(Box::new([])),
            base_metas: OnceLock::new(),
            big: Mutex::new(std::collections::HashMap::new()),
            slots: Atomic::new(Slots(slots)),
            len: AtomicU32::new(0),
            allocated: AtomicUsize::new(allocated),
            write: Mutex::new(()),
        }
    }

    /// The key at local index `local`, if it is one: a slot names an entry of its shard,
    /// except in a forged checkpoint (a resumed table is not checked entry by entry), whose
    /// slot naming no entry then matches no key.
    #[inline]
    fn key(&self, local: u32) -> Option<u64> {
        // A new shard's base is empty: this is chunk `c` at `o`, as ever. An index below the
        // base wraps round to a chunk past the last, and is looked up in the base.
        let (c, o) = chunk_of(local.wrapping_sub(self.base));
        match self.keys.get(c) {
            Some(chunk) => Some(chunk.get()?.get(o)?.load(Ordering::Relaxed)),
            None => self.base_key(local),
        }
    }

    /// The key of base entry `local`, if it is one.
    #[inline]
    fn base_key(&self, local: u32) -> Option<u64> {
        if local < self.base {
            self.base_keys
                .get(local as usize)
                .map(|k| k.load(Ordering::Relaxed))
        } else {
            None
        }
    }

    /// The meta of entry `local` (0 if never written).
    #[inline]
    fn meta(&self, local: u32) -> u32 {
        let byte = if local < self.base {
            self.base_metas
                .get()
                .and_then(|m| m.get(local as usize))
                .map_or(0, |m| m.load(Ordering::Acquire))
        } else {
            let (c, o) = chunk_of(local - self.base);
            self.metas
                .get(c)
                .and_then(|m| m.get())
                .and_then(|m| m.get(o))
                .map_or(0, |m| m.load(Ordering::Acquire))
        };
        match byte {
            u8::MAX => self.big_meta(local),
            v => u32::from(v),
        }
    }

    /// The byte of entry `local`'s meta, made (zeroed, with its chunk) if need be; `None`
    /// for an index past every chunk (only a forged checkpoint names one).
    fn meta_byte(&self, local: u32) -> Option<&AtomicU8> {
        if local < self.base {
            let m = self.base_metas.get_or_init(|| {
                self.allocated
                    .fetch_add(self.base as usize, Ordering::Relaxed);
                Slab::owned(zeroed(self.base as usize))
            });
            return m.get(local as usize);
        }
        let (c, o) = chunk_of(local - self.base);
        let chunk = self.metas.get(c)?.get_or_init(|| {
            self.allocated.fetch_add(BASE << c, Ordering::Relaxed);
            zeroed(BASE << c)
        });
        chunk.get(o)
    }

    /// Whether any entry has a meta byte.
    fn has_metas(&self) -> bool {
        self.base_metas.get().is_some() || self.metas.iter().any(|m| m.get().is_some())
    }

    #[cold]
    fn big_meta(&self, local: u32) -> u32 {
        let big = self.big.lock().unwrap_or_else(|e| e.into_inner());
        big.get(&local).copied().unwrap_or(u32::from(u8::MAX))
    }

    /// Sets the meta of entry `local` (under the shard's lock).
    fn set_meta(&self, local: u32, v: u32) {
        if v == 0 && self.meta(local) == 0 {
            return;
        }
        let Some(byte) = self.meta_byte(local) else {
            return;
        };
        if v >= u32::from(u8::MAX) || byte.load(Ordering::Relaxed) == u8::MAX {
            let mut big = self.big.lock().unwrap_or_else(|e| e.into_inner());
            if v >= u32::from(u8::MAX) {
                // Before the byte says to look here.
                big.insert(local, v);
            } else {
                big.remove(&local);
            }
        }
        byte.store(v.min(u32::from(u8::MAX)) as u8, Ordering::Release);
    }

    /// Probes `slots` for `key` from hash `h`: `Ok(local)` if found, `Err(slot)` at the first
    /// empty slot, `Err(NO_ROOM)` if there is none.
    #[inline(always)]
    fn probe(&self, slots: &Slots, h: u64, key: u64) -> Result<u32, usize> {
        let slots = &*slots.0;
        let tag = tag_of(h);
        let mut i = home(h, slots.len());
        // From the home slot to the end, then from the start: the table once round at most
        // (the bound is the loop's own, so that a probe pays nothing for it).
        for _ in 0..2 {
            while let Some(slot) = slots.get(i) {
                let s = slot.load(Ordering::Acquire);
                if s == 0 {
                    return Err(i);
                }
                if s & !LOCAL_MASK == tag {
                    let local = (s & LOCAL_MASK).wrapping_sub(1);
                    if self.key(local) == Some(key) {
                        return Ok(local);
                    }
                }
                i += 1;
            }
            i = 0;
        }
        Err(NO_ROOM)
    }
}

impl Table {
    /// A table whose slot arrays start sized for about `expected` entries, at most
    /// [`PREALLOC`] per shard: tables grow by half their size at a time, so a small search
    /// allocates little and its bytes per state are what its states use.
    fn new(expected: usize, meta: bool) -> Table {
        let per_shard = (expected / SHARDS * 2)
            .next_power_of_two()
            .clamp(16, PREALLOC);
        let shards = (0..SHARDS)
            .map(|_| CachePadded::new(Shard::empty(Slab::owned(zeroed(per_shard)))))
            .collect();
        Table { shards, meta }
    }

    /// Finds `key` or inserts it; `update(old meta) -> Option<new meta>` may rewrite the meta
    /// of a found entry, `fresh` is the meta of a new one. `None` when the table is full (more
    /// than 4·10⁹ entries: beyond any memory limit). `guard` pins the epoch (one pin serves a
    /// whole state's lookups).
    #[inline]
    fn intern(
        &self,
        key: u64,
        fresh: u32,
        update: impl Fn(u32) -> Option<u32>,
        guard: &Guard,
    ) -> Option<Interned> {
        let h = mix64(key);
        let shard_no = (h >> (64 - SHARD_BITS)) as u32;
        let sh = &*self.shards[shard_no as usize];
        // SAFETY: the slot array is replaced only under the shard's lock and freed through
        // the epoch after `guard`'s pin, so it lives while `guard` does; it is never null.
        let slots = unsafe { sh.slots.load(Ordering::Acquire, guard).deref() };
        if let Ok(local) = sh.probe(slots, h, key) {
            let index = local << SHARD_BITS | shard_no;
            if !self.meta {
                return Some(Interned {
                    index,
                    new: false,
                    old_meta: 0,
                });
            }
            let old_meta = sh.meta(local);
            if update(old_meta).is_none() {
                return Some(Interned {
                    index,
                    new: false,
                    old_meta,
                });
            }
        }
        self.intern_locked(sh, shard_no, h, key, fresh, update, guard)
    }

    /// [`Table::intern`] under the shard's lock: a key not found without it, or a meta to
    /// update.
    #[cold]
    #[allow(clippy::too_many_arguments)]
    fn intern_locked(
        &self,
        sh: &Shard,
        shard_no: u32,
        h: u64,
        key: u64,
        fresh: u32,
        update: impl Fn(u32) -> Option<u32>,
        guard: &Guard,
    ) -> Option<Interned> {
        let _w = lock(&sh.write);
        let (slots, free) = loop {
            // SAFETY: as in `intern`; under the lock the array is the current one.
            let slots = unsafe { sh.slots.load(Ordering::Acquire, guard).deref() };
            match sh.probe(slots, h, key) {
                Err(NO_ROOM) => grow(sh, slots, sh.len.load(Ordering::Relaxed), guard),
                found => break (slots, found),
            }
        };
        let free = match free {
            Ok(local) => {
                let mut old_meta = 0;
                if self.meta {
                    old_meta = sh.meta(local);
                    if let Some(new) = update(old_meta) {
                        sh.set_meta(local, new);
                    }
                }
                return Some(Interned {
                    index: local << SHARD_BITS | shard_no,
                    new: false,
                    old_meta,
                });
            }
            Err(free) => free,
        };
        let local = sh.len.load(Ordering::Relaxed);
        if local > MAX_LOCAL {
            return None;
        }
        let (c, o) = chunk_of(local - sh.base);
        if o == 0 {
            let n = BASE << c;
            let _ = sh.keys[c].set(zeroed(n));
            sh.allocated.fetch_add(n * 8, Ordering::Relaxed);
        }
        sh.keys[c].get().expect("chunk just made")[o].store(key, Ordering::Relaxed);
        if self.meta {
            sh.set_meta(local, fresh);
        }
        // Publishes the key (and meta) with the slot.
        slots.0[free].store(tag_of(h) | (local + 1), Ordering::Release);
        let len = local + 1;
        sh.len.store(len, Ordering::Relaxed);
        if len as usize * LOAD_DEN > slots.0.len() * LOAD_NUM {
            grow(sh, slots, len, guard);
        }
        Some(Interned {
            index: local << SHARD_BITS | shard_no,
            new: true,
            old_meta: 0,
        })
    }

    /// Bytes the entries occupy: key (and meta, where any was written) plus their share of
    /// the slot array at the current load.
    fn used_bytes(&self) -> usize {
        let guard = epoch::pin();
        self.shards
            .iter()
            .map(|s| {
                // SAFETY: as in `intern`.
                let slots = unsafe { s.slots.load(Ordering::Acquire, &guard).deref() };
                s.len.load(Ordering::Relaxed) as usize * (8 + usize::from(s.has_metas()))
                    + slots.0.len() * 4
            })
            .sum()
    }

    /// Bytes allocated (slot arrays, key and meta chunks).
    fn allocated(&self) -> usize {
        self.shards
            .iter()
            .map(|s| s.allocated.load(Ordering::Relaxed))
            .sum()
    }

    fn len(&self) -> u64 {
        self.shards
            .iter()
            .map(|s| u64::from(s.len.load(Ordering::Relaxed)))
            .sum()
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        for sh in self.shards.iter() {
            // SAFETY: `&mut self`: no reader is left; the array is owned by the shard.
            unsafe {
                let guard = epoch::unprotected();
                drop(sh.slots.load(Ordering::Relaxed, guard).into_owned());
            }
        }
    }
}

/// Replaces a shard's slot array `old` holding `len` entries by one half as large again, rehashed
/// from the stored keys (under the shard's lock). The old array is freed once every reader that
/// might be probing it has unpinned.
fn grow(sh: &Shard, old: &Slots, len: u32, guard: &Guard) {
    let cap = (old.0.len() + old.0.len() / 2).max(len as usize + 2);
    let slots: Box<[AtomicU32]> = zeroed(cap);
    for local in 0..len {
        // Every local index below `len` is an entry.
        let h = mix64(sh.key(local).unwrap_or(0));
        let mut i = home(h, cap);
        while slots[i].load(Ordering::Relaxed) != 0 {
            i = next_slot(i, cap);
        }
        slots[i].store(tag_of(h) | (local + 1), Ordering::Relaxed);
    }
    let prev = sh.slots.swap(
        Owned::new(Slots(Slab::owned(slots))),
        Ordering::Release,
        guard,
    );
    sh.allocated
        .fetch_add(cap * 4 - old.0.len() * 4, Ordering::Relaxed);
    // SAFETY: `prev` is no longer reachable from the shard; readers pinned before the swap
    // may still hold it, and the epoch frees it after they unpin.
    unsafe { guard.defer_destroy(prev) };
}

/// Per-worker positional cache: for each part of the state, each level of its tree and each
/// position in it, the last key seen there and its index; the same for the top tree over the
/// parts. Owned by the set that filled it (`owner`).
#[derive(Default)]
struct Memo {
    owner: u64,
    parts: Vec<PartMemo>,
    top: PartMemo,
    cur: Vec<u32>,
    next: Vec<u32>,
    heads: Vec<u32>,
    /// Approximate bytes of the part caches (see [`MEMO_BUDGET`]).
    memo_bytes: usize,
}

struct PartMemo {
    /// The part's `(root, length)` node.
    head: Way,
    levels: Vec<Vec<Way>>,
    /// The bytes of the part's last two distinct values and their heads, most recent first:
    /// most parts of a successor are unchanged, and then one comparison of their bytes gives
    /// the head without touching the levels.
    seen: [(Vec<u8>, u32); 2],
    /// This part is cached (it was small enough when first seen).
    cached: bool,
    /// The part's last two references and their heads, most recent first (parts held by
    /// reference). Holding the clone keeps the referenced piece from being written in place
    /// (see [`SharedBytes`]), so meeting the same pointer again is meeting the same bytes.
    refs: [(Option<PartRef>, u32); 2],
}

impl Default for PartMemo {
    fn default() -> Self {
        PartMemo {
            head: EMPTY,
            levels: Vec::new(),
            seen: [(Vec::new(), NIL), (Vec::new(), NIL)],
            cached: false,
            refs: [(None, NIL), (None, NIL)],
        }
    }
}

impl PartMemo {
    /// The head of the part held by `r`, if it is one of the last two references seen here.
    #[inline]
    fn head_by_ref(&mut self, r: &PartRef) -> Option<u32> {
        for w in 0..2 {
            if self.refs[w].0.as_ref().is_some_and(|x| same_part(x, r)) {
                self.refs.swap(0, w);
                return Some(self.refs[0].1);
            }
        }
        None
    }

    fn level(&mut self, l: usize, width: usize) -> &mut [Way] {
        if self.levels.len() <= l {
            self.levels.resize_with(l + 1, Vec::new);
        }
        let v = &mut self.levels[l];
        if v.len() < width {
            v.resize(width, EMPTY);
        }
        &mut v[..width]
    }
}

/// One cache position: the two most recent distinct keys seen there and their indices, most
/// recent first. Two ways, because a depth-first search inserts the successors of one state in
/// turn: the successor of thread `j` then differs from that of thread `i` in both threads'
/// parts, but from their parent (still in the second way) only in its own.
type Way = [(u64, u32); 2];

/// The leaf of up to 8 bytes (the last of a part zero-padded).
#[inline]
fn leaf(c: &[u8]) -> u64 {
    if let Ok(w) = <[u8; 8]>::try_from(c) {
        // Every leaf but a part's last: a load, not a variable-length copy (which was a
        // call to `memcpy`, 1.6% of a search).
        return u64::from_le_bytes(w);
    }
    let mut w = [0u8; 8];
    w[..c.len()].copy_from_slice(c);
    u64::from_le_bytes(w)
}

/// The key of the node over `l` and `r` (or of a head: root and length; of a record: top root
/// and number of parts).
#[inline]
fn pair(l: u32, r: u32) -> u64 {
    u64::from(l) << 32 | u64::from(r)
}

/// Looks `key` up in `table` through the cache position `slot`.
///
/// Inlined: most calls find the key in the way (a state's unchanged leaves and subtrees),
/// and a call there cost more than the comparison; the table lookup is out of line.
#[inline(always)]
fn memo_intern(table: &Table, slot: &mut Way, key: u64, guard: &Guard) -> Option<u32> {
    if slot[0].1 != NIL && slot[0].0 == key {
        return Some(slot[0].1);
    }
    memo_miss(table, slot, key, guard)
}

/// [`memo_intern`] past the first way: the second way, then the table.
#[inline(never)]
fn memo_miss(table: &Table, slot: &mut Way, key: u64, guard: &Guard) -> Option<u32> {
    if slot[1].1 != NIL && slot[1].0 == key {
        slot.swap(0, 1);
        return Some(slot[0].1);
    }
    let i = table.intern(key, 0, |_| None, guard)?.index;
    slot[1] = slot[0];
    slot[0] = (key, i);
    Some(i)
}

/// Folds the indices in `cur` pairwise into one (the odd one out paired with [`NIL`]), level
/// by level from level 1 of `memo`; `next` is scratch. An empty `cur` folds to [`NIL`].
fn fold(
    nodes: &Table,
    memo: &mut PartMemo,
    cur: &mut Vec<u32>,
    next: &mut Vec<u32>,
    guard: &Guard,
) -> Option<u32> {
    let mut level = 1;
    while cur.len() > 1 {
        let width = cur.len().div_ceil(2);
        let cache = memo.level(level, width);
        next.clear();
        for (p, slot) in cache.iter_mut().enumerate() {
            let l = cur[2 * p];
            let r = cur.get(2 * p + 1).copied().unwrap_or(NIL);
            next.push(memo_intern(nodes, slot, pair(l, r), guard)?);
        }
        std::mem::swap(cur, next);
        level += 1;
    }
    Some(cur.first().copied().unwrap_or(NIL))
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// Entries of the per-worker cache of recent keys (a power of two), and the largest key it
/// keeps: at most `RECENT_SLOTS × RECENT_KEY_MAX` = 8 MiB per worker.
const RECENT_SLOTS: usize = 1 << 11;
const RECENT_KEY_MAX: usize = 4096;

/// A direct-mapped cache of the keys a worker inserted recently, by their 64-bit hash, with
/// the keys themselves (a hit is a full comparison, so the answer is exact). A depth-first
/// search meets the same state again soon after storing it (the diamonds of independent
/// moves), and such a hit costs a hash and a comparison instead of a walk through the tree.
#[derive(Default)]
struct Recent {
    owner: u64,
    slots: Vec<(u64, Vec<u8>)>,
}

impl Recent {
    fn holds(&self, owner: u64, h: u64, key: &[u8]) -> bool {
        if self.owner != owner || self.slots.is_empty() {
            return false;
        }
        let (sh, sk) = &self.slots[h as usize & (RECENT_SLOTS - 1)];
        *sh == h && sk.as_slice() == key
    }

    fn put(&mut self, owner: u64, h: u64, key: &[u8]) {
        if self.owner != owner || self.slots.is_empty() {
            self.owner = owner;
            self.slots.clear();
            self.slots.resize_with(RECENT_SLOTS, || (0, Vec::new()));
        }
        let slot = &mut self.slots[h as usize & (RECENT_SLOTS - 1)];
        slot.0 = h;
        slot.1.clear();
        slot.1.extend_from_slice(key);
    }
}

thread_local! {
    static RECENT: RefCell<Recent> = RefCell::new(Recent::default());
}

/// Distinguishes sets for the per-thread caches (a cache filled for one set must not answer
/// for another).
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// An empty cache position (no real entry has index [`NIL`]).
const EMPTY: Way = [(0, NIL); 2];

/// The tree-compressed exact set. See the module documentation.
pub struct TreeSet {
    id: u64,
    leaves: Table,
    nodes: Table,
    roots: Table,
    /// A table ran out of indices: the search must stop (reported as a memory limit).
    full: std::sync::atomic::AtomicBool,
}

impl std::fmt::Debug for TreeSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TreeSet")
            .field("roots", &self.roots.len())
            .field("nodes", &self.nodes.len())
            .field("leaves", &self.leaves.len())
            .finish()
    }
}

impl TreeSet {
    /// A set preallocated for about `expected` states.
    pub fn with_capacity(expected: usize) -> Self {
        TreeSet {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            leaves: Table::new(expected / 16, false),
            nodes: Table::new(expected * 2, false),
            roots: Table::new(expected, true),
            full: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// Stored states.
    pub fn len(&self) -> u64 {
        self.roots.len()
    }

    /// Whether no state is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Interior nodes and distinct leaves stored (for statistics and tests).
    pub fn table_sizes(&self) -> (u64, u64) {
        (self.nodes.len(), self.leaves.len())
    }

    /// Whether a table ran out of 32-bit indices (about 4·10⁹ entries); inserts then answer
    /// `Seen`, and the search must report itself incomplete.
    pub fn is_full(&self) -> bool {
        self.full.load(Ordering::Relaxed)
    }

    /// The root record of `key` cut into `parts`, interning leaves and nodes: each part's
    /// bytes fold into a subtree whose `(root, byte length)` pair is a node (the part's
    /// *head*); the heads fold into the top tree; the record is `(top root, number of parts)`.
    /// The number of parts fixes the top tree's shape and each head's length its subtree's,
    /// so equal records ⇔ equal parts. A part held by reference ([`Parts::shared`]) whose
    /// reference this worker met last at its position costs a pointer comparison.
    fn record_of(&self, key: &[u8], parts: &Parts, guard: &Guard) -> Option<u64> {
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            let m = &mut *m;
            if m.owner != self.id {
                *m = Memo {
                    owner: self.id,
                    ..Memo::default()
                };
            }
            let mut start = 0usize;
            let ends = parts
                .ends
                .iter()
                .map(|&e| (e as usize).min(key.len()))
                .chain(
                    (parts.ends.last().map_or(0, |&e| e as usize) < key.len()
                        || parts.ends.is_empty())
                    .then_some(key.len()),
                );
            let mut shared = parts.shared.iter().peekable();
            m.heads.clear();
            for (k, end) in ends.enumerate() {
                let in_key = &key[start..end.max(start)];
                start = end.max(start);
                let by_ref = shared.next_if(|(i, _)| *i as usize == k).map(|(_, r)| r);
                if m.parts.len() <= k {
                    m.parts.resize_with(k + 1, PartMemo::default);
                }
                let pm = &mut m.parts[k];
                let (bytes, seen) = match by_ref {
                    Some(r) => {
                        // Known by its pointer: the bytes are not even looked at.
                        if let Some(h) = pm.head_by_ref(r) {
                            m.heads.push(h);
                            continue;
                        }
                        if parts.by_ref {
                            // Bytes here would be ignored: the key must leave them out.
                            assert!(in_key.is_empty(), "a shared part's bytes in the key");
                            (r.bytes(), false)
                        } else {
                            (in_key, false)
                        }
                    }
                    None => (in_key, true),
                };
                let head = self.part_head(
                    pm,
                    &mut m.memo_bytes,
                    bytes,
                    seen,
                    (&mut m.cur, &mut m.next),
                    guard,
                )?;
                if let Some(r) = by_ref {
                    pm.refs.swap(0, 1);
                    pm.refs[0] = (Some(r.clone()), head);
                }
                m.heads.push(head);
            }
            let count = m.heads.len() as u32;
            m.cur.clear();
            m.cur.extend_from_slice(&m.heads);
            let top = fold(&self.nodes, &mut m.top, &mut m.cur, &mut m.next, guard)?;
            Some(pair(top, count))
        })
    }

    /// The head of one part of `bytes` through its cache `pm` (`memo_bytes`: the worker's
    /// cache bytes so far). `seen`: compare with (and remember) the part's last two values
    /// first; a part held by reference is remembered by its reference instead.
    fn part_head(
        &self,
        pm: &mut PartMemo,
        memo_bytes: &mut usize,
        bytes: &[u8],
        seen: bool,
        (cur, next): (&mut Vec<u32>, &mut Vec<u32>),
        guard: &Guard,
    ) -> Option<u32> {
        // The cache costs about six times a part's bytes: parts too large for it, or beyond
        // the worker's budget, are interned leaf by leaf without it.
        let cached = pm.cached
            || (bytes.len() <= MEMO_PART_MAX && *memo_bytes + bytes.len() * 6 <= MEMO_BUDGET);
        if !cached {
            return self.head_uncached(bytes, cur, next, guard);
        }
        if !pm.cached {
            pm.cached = true;
            *memo_bytes += bytes.len() * 6;
        }
        if seen {
            if pm.seen[0].1 != NIL && pm.seen[0].0 == bytes {
                return Some(pm.seen[0].1);
            }
            if pm.seen[1].1 != NIL && pm.seen[1].0 == bytes {
                pm.seen.swap(0, 1);
                return Some(pm.seen[0].1);
            }
        }
        let n = bytes.len().div_ceil(8);
        let cache = pm.level(0, n);
        cur.clear();
        for (slot, c) in cache.iter_mut().zip(bytes.chunks(8)) {
            cur.push(memo_intern(&self.leaves, slot, leaf(c), guard)?);
        }
        let root = fold(&self.nodes, pm, cur, next, guard)?;
        let len = u32::try_from(bytes.len()).unwrap_or(u32::MAX);
        let head = memo_intern(&self.nodes, &mut pm.head, pair(root, len), guard)?;
        if seen {
            pm.seen.swap(0, 1);
            pm.seen[0].0.clear();
            pm.seen[0].0.extend_from_slice(bytes);
            pm.seen[0].1 = head;
        }
        Some(head)
    }

    /// The head of a part computed without the worker's cache: every leaf and node looked up.
    fn head_uncached(
        &self,
        bytes: &[u8],
        cur: &mut Vec<u32>,
        next: &mut Vec<u32>,
        guard: &Guard,
    ) -> Option<u32> {
        cur.clear();
        for c in bytes.chunks(8) {
            cur.push(self.leaves.intern(leaf(c), 0, |_| None, guard)?.index);
        }
        while cur.len() > 1 {
            next.clear();
            for p in cur.chunks(2) {
                let r = p.get(1).copied().unwrap_or(NIL);
                next.push(self.nodes.intern(pair(p[0], r), 0, |_| None, guard)?.index);
            }
            std::mem::swap(cur, next);
        }
        let root = cur.first().copied().unwrap_or(NIL);
        let len = u32::try_from(bytes.len()).unwrap_or(u32::MAX);
        Some(
            self.nodes
                .intern(pair(root, len), 0, |_| None, guard)?
                .index,
        )
    }

    /// Finds or inserts `key`'s root record with `fresh` meta, applying `update` to the meta
    /// of a found one. `None` when a table is full.
    fn upsert(
        &self,
        key: &[u8],
        parts: &Parts,
        fresh: u32,
        update: impl Fn(u32) -> Option<u32>,
    ) -> Option<Interned> {
        // One pin for the whole walk through the tables.
        let guard = epoch::pin();
        let record = self.record_of(key, parts, &guard)?;
        self.roots.intern(record, fresh, update, &guard)
    }
}

/// A search with one worker runs on the caller's thread, whose caches outlive the search:
/// the set empties this thread's caches if they are its own, so that they do not keep its
/// keys, nor the pages they hold by reference, once it is gone. (Worker threads end with
/// the search, and their caches with them.)
impl Drop for TreeSet {
    fn drop(&mut self) {
        let _ = MEMO.try_with(|m| {
            if let Ok(mut m) = m.try_borrow_mut()
                && m.owner == self.id
            {
                *m = Memo::default();
            }
        });
        let _ = RECENT.try_with(|r| {
            if let Ok(mut r) = r.try_borrow_mut()
                && r.owner == self.id
            {
                *r = Recent::default();
            }
        });
    }
}

impl VisitedSet for TreeSet {
    #[inline]
    fn insert(&self, key: &[u8], budget: Option<u32>) -> Visit {
        self.insert_parts(key, &Parts::default(), budget)
    }

    #[inline]
    fn mark(&self, key: &[u8], flag: u32) -> bool {
        self.mark_parts(key, &Parts::default(), flag)
    }

    #[inline]
    fn insert_parts(&self, key: &[u8], parts: &Parts, budget: Option<u32>) -> Visit {
        // Without a budget, a key this worker stored or met recently is `Seen` (entries are
        // never removed): answered from the worker's cache of recent keys, compared in full
        // (so only a key that holds all of its state's bytes).
        let recent = budget.is_none() && key.len() <= RECENT_KEY_MAX && parts.key_is_whole();
        let h = if recent {
            let h = hash64(key);
            if RECENT.with(|r| r.borrow().holds(self.id, h, key)) {
                return Visit::Seen;
            }
            h
        } else {
            0
        };
        let b = budget.unwrap_or(0);
        let v = match self.upsert(key, parts, b, |old| (b > old).then_some(b)) {
            None => {
                self.full.store(true, Ordering::Relaxed);
                return Visit::Seen;
            }
            Some(e) if e.new => Visit::New,
            Some(e) if budget.is_some() && b > e.old_meta => Visit::Better,
            Some(_) => Visit::Seen,
        };
        if recent {
            RECENT.with(|r| r.borrow_mut().put(self.id, h, key));
        }
        v
    }

    #[inline]
    fn mark_parts(&self, key: &[u8], parts: &Parts, flag: u32) -> bool {
        let bit = 1u32 << (flag & 31);
        match self.upsert(key, parts, bit, |old| (old & bit == 0).then_some(old | bit)) {
            None => {
                self.full.store(true, Ordering::Relaxed);
                true
            }
            Some(e) if e.new => false,
            Some(e) => e.old_meta & bit != 0,
        }
    }

    fn takes_refs(&self) -> bool {
        true
    }

    fn memory_bytes(&self) -> usize {
        [&self.leaves, &self.nodes, &self.roots]
            .iter()
            .map(|t| t.allocated())
            .sum()
    }

    fn state_bytes(&self) -> Option<usize> {
        Some(self.leaves.used_bytes() + self.nodes.used_bytes() + self.roots.used_bytes())
    }

    fn report(&self, _stored: u64) -> StoreReport {
        StoreReport::Exact
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: usize, seed: u64) -> Vec<u8> {
        (0..n).map(|i| (mix64(seed ^ i as u64) & 3) as u8).collect()
    }

    #[test]
    fn chunks_tile_the_indices() {
        let mut next = 0usize;
        for i in 0..100_000u32 {
            let (c, o) = chunk_of(i);
            assert!(o < BASE << c, "{i}: {c} {o}");
            if o == 0 {
                assert_eq!(i as usize, next, "chunk {c} starts at {i}");
                next += BASE << c;
            }
        }
    }

    #[test]
    fn equal_bytes_equal_states() {
        let s = TreeSet::with_capacity(16);
        let mut seen = std::collections::HashSet::new();
        for seed in 0..4000u64 {
            let len = 1 + (seed % 97) as usize;
            let k = key(len, seed % 1500);
            let fresh = seen.insert(k.clone());
            assert_eq!(s.insert(&k, None) == Visit::New, fresh, "key {k:?}");
        }
        assert_eq!(s.len(), seen.len() as u64);
    }

    #[test]
    fn length_is_part_of_the_state() {
        let s = TreeSet::with_capacity(16);
        assert_eq!(s.insert(&[1, 2, 3], None), Visit::New);
        // Same leaves after zero padding, different length.
        assert_eq!(s.insert(&[1, 2, 3, 0], None), Visit::New);
        assert_eq!(s.insert(&[1, 2, 3, 0, 0, 0, 0, 0, 0], None), Visit::New);
        assert_eq!(s.insert(&[], None), Visit::New);
        assert_eq!(s.insert(&[0], None), Visit::New);
        assert_eq!(s.insert(&[1, 2, 3], None), Visit::Seen);
        assert_eq!(s.insert(&[], None), Visit::Seen);
    }

    #[test]
    fn a_subtree_is_not_a_state() {
        // The left half of a 32-byte state is a 16-byte tree with the same root index as
        // that subtree; the length in the root record keeps them apart.
        let s = TreeSet::with_capacity(16);
        let big: Vec<u8> = (0..32).collect();
        assert_eq!(s.insert(&big, None), Visit::New);
        assert_eq!(s.insert(&big[..16], None), Visit::New);
        assert_eq!(s.insert(&big[..16], None), Visit::Seen);
    }

    #[test]
    fn two_sets_do_not_share_a_cache() {
        let a = TreeSet::with_capacity(16);
        let b = TreeSet::with_capacity(16);
        let k = key(200, 7);
        assert_eq!(a.insert(&k, None), Visit::New);
        assert_eq!(b.insert(&k, None), Visit::New);
        assert_eq!(a.insert(&k, None), Visit::Seen);
        assert_eq!(b.insert(&k, None), Visit::Seen);
    }

    /// A part held by reference is its bytes: the same bytes under another pointer, or in
    /// the key itself, are the same state; other bytes under a pointer met before are not
    /// (a pointer is only trusted while the cache holds it).
    #[test]
    fn parts_by_reference_are_their_bytes() {
        struct Page(Vec<u8>);
        impl super::super::SharedBytes for Page {
            fn bytes(&self) -> &[u8] {
                &self.0
            }
        }
        let page = |v: u8| -> PartRef { std::sync::Arc::new(Page(vec![v; 4096])) };
        let head = [1u8, 2, 3];
        let key = |r: &PartRef, by_ref: bool| {
            let mut k = head.to_vec();
            let mut parts = Parts {
                by_ref,
                ..Parts::default()
            };
            parts.ends.push(k.len() as u32);
            parts.shared.push((1, r.clone()));
            if !by_ref {
                k.extend_from_slice(r.bytes());
            }
            parts.ends.push(k.len() as u32);
            (k, parts)
        };
        let set = TreeSet::with_capacity(16);
        let (p7, p7_again, p8) = (page(7), page(7), page(8));
        let insert = |r: &PartRef, by_ref| {
            let (k, parts) = key(r, by_ref);
            set.insert_parts(&k, &parts, None)
        };
        assert_eq!(insert(&p7, true), Visit::New);
        assert_eq!(insert(&p7, true), Visit::Seen, "the same pointer");
        assert_eq!(
            insert(&p7_again, true),
            Visit::Seen,
            "the same bytes elsewhere"
        );
        assert_eq!(insert(&p8, true), Visit::New, "other bytes");
        assert_eq!(insert(&p7, false), Visit::Seen, "the bytes in the key");
        let mut whole = head.to_vec();
        whole.extend_from_slice(p8.bytes());
        let plain = Parts {
            ends: vec![3, whole.len() as u32],
            ..Parts::default()
        };
        assert_eq!(
            set.insert_parts(&whole, &plain, None),
            Visit::Seen,
            "no reference"
        );
        assert_eq!(set.len(), 2);
        // The worker's cache held the pages; the set's end lets them go.
        assert!(std::sync::Arc::strong_count(&p7) > 1);
        drop(set);
        for p in [&p7, &p7_again, &p8] {
            assert_eq!(std::sync::Arc::strong_count(p), 1, "a page still held");
        }
    }

    /// Metas are a byte each; a budget of 255 or more is kept exactly all the same.
    #[test]
    fn large_budgets_are_kept_exactly() {
        use Visit::{Better, New, Seen};
        let set = TreeSet::with_capacity(16);
        // Per key, the budgets it is inserted with in turn and the answers.
        let runs: [&[(u32, Visit)]; 3] = [
            &[
                (300, New),
                (299, Seen),
                (255, Seen),
                (301, Better),
                (301, Seen),
            ],
            &[
                (254, New),
                (255, Better),
                (255, Seen),
                (256, Better),
                (1000, Better),
                (999, Seen),
            ],
            &[(0, New), (0, Seen), (7, Better)],
        ];
        for (seed, run) in runs.iter().enumerate() {
            let k = key(40, seed as u64);
            for &(b, want) in *run {
                assert_eq!(set.insert(&k, Some(b)), want, "key {seed}, budget {b}");
            }
        }
    }

    #[test]
    fn budgets_and_marks() {
        let s = TreeSet::with_capacity(16);
        assert_eq!(s.insert(b"state", Some(2)), Visit::New);
        assert_eq!(s.insert(b"state", Some(1)), Visit::Seen);
        assert_eq!(s.insert(b"state", Some(3)), Visit::Better);
        assert_eq!(s.insert(b"state", Some(3)), Visit::Seen);
        let m = TreeSet::with_capacity(16);
        assert!(!m.mark(b"x", 0));
        assert!(m.mark(b"x", 0));
        assert!(!m.mark(b"x", 1));
        assert!(m.mark(b"x", 1));
    }

    #[test]
    fn concurrent_inserts_agree() {
        let s = TreeSet::with_capacity(64);
        let news = AtomicU64::new(0);
        std::thread::scope(|sc| {
            for t in 0..4u64 {
                let (s, news) = (&s, &news);
                sc.spawn(move || {
                    for i in 0..3000u64 {
                        let k = key(40 + (i % 50) as usize, (i * 7 + t) % 2000);
                        if s.insert(&k, None) == Visit::New {
                            news.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        assert_eq!(news.load(Ordering::Relaxed), s.len());
    }

    #[test]
    fn concurrent_interns_name_each_key_once() {
        // Threads intern overlapping keys while the shards' slot arrays grow under them
        // (the table starts at 16 slots per shard): every thread must get the same index for
        // a key, and distinct keys distinct indices.
        let table = Table::new(0, true);
        // A power of two: every odd stride walks all the keys.
        const KEYS: u64 = 1 << 15;
        let got: Vec<Vec<u32>> = std::thread::scope(|sc| {
            let hs: Vec<_> = (0..4u64)
                .map(|t| {
                    let table = &table;
                    sc.spawn(move || {
                        let mut ix = vec![NIL; KEYS as usize];
                        for round in 0..3u64 {
                            for i in 0..KEYS {
                                // Each thread walks the keys in its own order.
                                let k = (i * (2 * t + 1) + round * 7919) % KEYS;
                                let e = table.intern(k, 1, |_| None, &epoch::pin()).expect("room");
                                assert!(ix[k as usize] == NIL || ix[k as usize] == e.index);
                                ix[k as usize] = e.index;
                            }
                        }
                        ix
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().expect("thread")).collect()
        });
        for ix in &got[1..] {
            assert!(ix == &got[0], "threads disagree on an index");
        }
        let distinct: std::collections::HashSet<u32> = got[0].iter().copied().collect();
        assert_eq!(distinct.len() as u64, KEYS);
        assert_eq!(table.len(), KEYS);
    }

    #[test]
    fn many_states_share_nodes() {
        // States that differ in one word each: about one root and a path of nodes per state.
        let s = TreeSet::with_capacity(1024);
        let base = vec![7u8; 1024];
        for i in 0..10_000u32 {
            let mut k = base.clone();
            let p = (i as usize * 8) % 1024;
            k[p..p + 4].copy_from_slice(&i.to_le_bytes());
            assert_eq!(s.insert(&k, None), Visit::New);
        }
        let (nodes, _) = s.table_sizes();
        assert!(nodes < 10_000 * 10, "{nodes} nodes");
    }

    /// The node table against `dashmap` (a sharded `RwLock` hash map; the index of a new key
    /// from an atomic counter), on the lookups a tree store makes: 2²² interns per thread of
    /// keys drawn from 2²⁰ (mostly hits, as in a search). Prints millions of interns per
    /// second for 1, 2, 4, … threads up to the machine's cores. A measurement, not a check:
    /// `cargo test --release --lib -- --ignored --nocapture table_against_dashmap`.
    #[test]
    #[ignore]
    fn table_against_dashmap() {
        const N: u64 = 1 << 22;
        const U: u64 = 1 << 20;
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get() as u64);
        for threads in [1u64, 2, 4, 8, 16]
            .into_iter()
            .filter(|&t| t <= cores.max(2))
        {
            let table = Table::new(1 << 10, false);
            let t0 = std::time::Instant::now();
            std::thread::scope(|sc| {
                for t in 0..threads {
                    let table = &table;
                    sc.spawn(move || {
                        for i in 0..N {
                            let k = mix64(i ^ (t << 40)) % U;
                            std::hint::black_box(table.intern(k, 0, |_| None, &epoch::pin()));
                        }
                    });
                }
            });
            let ours = (N * threads) as f64 / t0.elapsed().as_secs_f64() / 1e6;
            let map: dashmap::DashMap<u64, u32> = dashmap::DashMap::new();
            let next = std::sync::atomic::AtomicU32::new(0);
            let t0 = std::time::Instant::now();
            std::thread::scope(|sc| {
                for t in 0..threads {
                    let (map, next) = (&map, &next);
                    sc.spawn(move || {
                        for i in 0..N {
                            let k = mix64(i ^ (t << 40)) % U;
                            let v = *map
                                .entry(k)
                                .or_insert_with(|| next.fetch_add(1, Ordering::Relaxed));
                            std::hint::black_box(v);
                        }
                    });
                }
            });
            let dash = (N * threads) as f64 / t0.elapsed().as_secs_f64() / 1e6;
            println!(
                "{threads} thread(s): table {ours:.1} M interns/s \
                 ({} entries, {:.1} B/entry), dashmap {dash:.1} M interns/s \
                 ({} entries)",
                table.len(),
                table.used_bytes() as f64 / table.len() as f64,
                map.len()
            );
        }
    }
}

/// Checkpoints ([`crate::explore::checkpoint`]): the tables as they are, and back.
mod image {
    use super::*;
    use crate::explore::checkpoint::{
        ArchivedTableImage, Part, StoreImage, TableImage, TableShardImage,
    };
    use crate::explore::store::{AnyStore, Mapping, PartId, PartSink};
    use std::sync::Arc;

    impl Table {
        /// The table's image: its shards' keys, metas and slots are written from the
        /// shards themselves (`write_keys` …); `t` is its number in the set (0 leaves, 1
        /// nodes, 2 roots).
        fn image(&self, me: &Arc<AnyStore>, t: u8) -> TableImage {
            let shards = self
                .shards
                .iter()
                .enumerate()
                .map(|(i, sh)| {
                    let mut big: Vec<(u32, u32)> = sh
                        .big
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .iter()
                        .map(|(&k, &v)| (k, v))
                        .collect();
                    big.sort_unstable();
                    let i = i as u8;
                    TableShardImage {
                        keys: Part::of(me, PartId::TreeKeys(t, i)),
                        metas: Part::of(me, PartId::TreeMetas(t, i)),
                        big,
                        slots: Part::of(me, PartId::TreeSlots(t, i)),
                    }
                })
                .collect();
            TableImage {
                meta: self.meta,
                shards,
            }
        }

        fn shard(&self, i: u8) -> Result<&Shard, String> {
            self.shards
                .get(usize::from(i))
                .map(|s| &**s)
                .ok_or_else(|| format!("no tree-store shard {i}"))
        }

        /// Writes shard `i`'s keys, in index order.
        fn write_keys(&self, i: u8, out: &mut PartSink<'_>) -> Result<(), String> {
            let sh = self.shard(i)?;
            let len = sh.len.load(Ordering::Acquire);
            out.values(&sh.base_keys[..sh.base.min(len) as usize]);
            let mut left = len.saturating_sub(sh.base) as usize;
            for c in 0..MAX_CHUNKS {
                if left == 0 {
                    break;
                }
                let chunk = sh.keys[c].get().ok_or("a tree-store entry in no chunk")?;
                let n = left.min(chunk.len());
                out.values(&chunk[..n]);
                left -= n;
            }
            Ok(())
        }

        /// Writes shard `i`'s meta bytes, in index order (nothing if it has none).
        fn write_metas(&self, i: u8, out: &mut PartSink<'_>) -> Result<(), String> {
            let sh = self.shard(i)?;
            if !sh.has_metas() {
                return Ok(());
            }
            let len = sh.len.load(Ordering::Acquire);
            let base = sh.base.min(len) as usize;
            match sh.base_metas.get() {
                Some(m) => out.values(&m[..base]),
                None => out.zeros(base),
            }
            let mut left = len.saturating_sub(sh.base) as usize;
            for c in 0..MAX_CHUNKS {
                if left == 0 {
                    break;
                }
                let n = left.min(BASE << c);
                match sh.metas[c].get() {
                    Some(m) => out.values(&m[..n]),
                    None => out.zeros(n),
                }
                left -= n;
            }
            Ok(())
        }

        /// Writes shard `i`'s slot array.
        fn write_slots(&self, i: u8, out: &mut PartSink<'_>) -> Result<(), String> {
            let sh = self.shard(i)?;
            let guard = epoch::pin();
            // SAFETY: as in `intern`.
            let slots = unsafe { sh.slots.load(Ordering::Acquire, &guard).deref() };
            out.values(&slots.0);
            Ok(())
        }

        /// The table an image describes: each shard's keys, metas and slot array read in
        /// place from `map`, the checkpoint's private copy-on-write mapping, where it can be
        /// ([`Slab::from_archive`]), else copied. The keys become the shard's base (see
        /// [`Shard`]); the slot array is the shard's until it grows.
        ///
        /// What is checked costs nothing per entry (the checksum already caught any damage
        /// in the file): the shards' sizes. A forged slot naming no entry matches no key and
        /// a forged array with no empty slot grows (see [`Shard::key`], [`Shard::probe`]), so
        /// a forged checkpoint gives wrong states, never a crash.
        fn restore(im: &ArchivedTableImage, map: Option<&Arc<Mapping>>) -> Result<Table, String> {
            if im.shards.len() != SHARDS {
                return Err(format!(
                    "a table of {} shards where this pancam has {SHARDS}",
                    im.shards.len()
                ));
            }
            let mut shards = Vec::with_capacity(SHARDS);
            for s in im.shards.iter() {
                let len = s.keys.len();
                if len > MAX_LOCAL as usize + 1 {
                    return Err("a table shard with too many entries".into());
                }
                if !s.metas.is_empty() && s.metas.len() != len {
                    return Err("a table shard whose metas do not match its keys".into());
                }
                // A probe stops at an empty slot: there must be one.
                if s.slots.len() <= len {
                    return Err("a table shard whose slot array does not fit its keys".into());
                }
                let mut shard = Shard::empty(Slab::from_archive(&s.slots, map));
                shard.base = len as u32;
                shard.base_keys = Slab::from_archive(&s.keys, map);
                if !s.metas.is_empty() {
                    let _ = shard.base_metas.set(Slab::from_archive(&s.metas, map));
                }
                *shard.big.get_mut().unwrap_or_else(|e| e.into_inner()) = s
                    .big
                    .iter()
                    .map(|e| (e.0.to_native(), e.1.to_native()))
                    .collect();
                *shard.len.get_mut() = len as u32;
                *shard.allocated.get_mut() += len * 8 + s.metas.len();
                shards.push(CachePadded::new(shard));
            }
            Ok(Table {
                shards: shards.into_boxed_slice(),
                meta: im.meta,
            })
        }

        /// Bytes read in place from a checkpoint's file.
        fn mapped_bytes(&self) -> usize {
            let guard = epoch::pin();
            self.shards
                .iter()
                .map(|sh| {
                    // SAFETY: as in `intern`.
                    let slots = unsafe { sh.slots.load(Ordering::Acquire, &guard).deref() };
                    let mut n = 0;
                    if slots.0.is_mapped() {
                        n += slots.0.len() * 4;
                    }
                    if sh.base_keys.is_mapped() {
                        n += sh.base_keys.len() * 8;
                    }
                    if let Some(m) = sh.base_metas.get().filter(|m| m.is_mapped()) {
                        n += m.len();
                    }
                    n
                })
                .sum()
        }
    }

    impl TreeSet {
        fn table(&self, t: u8) -> Result<&Table, String> {
            match t {
                0 => Ok(&self.leaves),
                1 => Ok(&self.nodes),
                2 => Ok(&self.roots),
                _ => Err(format!("no tree-store table {t}")),
            }
        }

        /// The set's image, for a checkpoint: its tables' shards are written from the
        /// tables themselves.
        pub fn image(&self, me: &Arc<AnyStore>) -> StoreImage {
            StoreImage::Tree {
                leaves: self.leaves.image(me, 0),
                nodes: self.nodes.image(me, 1),
                roots: self.roots.image(me, 2),
                full: self.is_full(),
            }
        }

        /// Writes table `t`'s shard `i`'s keys into a checkpoint.
        pub(in crate::explore::store) fn write_keys(
            &self,
            t: u8,
            i: u8,
            out: &mut PartSink<'_>,
        ) -> Result<(), String> {
            self.table(t)?.write_keys(i, out)
        }

        /// Writes table `t`'s shard `i`'s meta bytes into a checkpoint.
        pub(in crate::explore::store) fn write_metas(
            &self,
            t: u8,
            i: u8,
            out: &mut PartSink<'_>,
        ) -> Result<(), String> {
            self.table(t)?.write_metas(i, out)
        }

        /// Writes table `t`'s shard `i`'s slot array into a checkpoint.
        pub(in crate::explore::store) fn write_slots(
            &self,
            t: u8,
            i: u8,
            out: &mut PartSink<'_>,
        ) -> Result<(), String> {
            self.table(t)?.write_slots(i, out)
        }

        /// The set a checkpoint's tables describe (see `Table::restore`).
        pub fn restore(
            leaves: &ArchivedTableImage,
            nodes: &ArchivedTableImage,
            roots: &ArchivedTableImage,
            full: bool,
            map: Option<&Arc<Mapping>>,
        ) -> Result<TreeSet, String> {
            if leaves.meta || nodes.meta || !roots.meta {
                return Err("a tree store whose tables are not the ones this pancam has".into());
            }
            Ok(TreeSet {
                id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
                leaves: Table::restore(leaves, map)?,
                nodes: Table::restore(nodes, map)?,
                roots: Table::restore(roots, map)?,
                full: std::sync::atomic::AtomicBool::new(full),
            })
        }

        /// Bytes of the tables read in place from a checkpoint's file.
        pub(in crate::explore::store) fn mapped_bytes(&self) -> usize {
            self.leaves.mapped_bytes() + self.nodes.mapped_bytes() + self.roots.mapped_bytes()
        }
    }
}
