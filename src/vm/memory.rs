//! Memory: objects addressed by (id, offset) pointers ([`PtrCodec`]), their bytes in one
//! contiguous buffer, and the checks that turn bad accesses into diagnostics.
//!
//! Every object — global, constant, stack slot, heap block, thread-local copy — has an entry
//! in the object table ([`ObjMeta`]) indexed by its id; its bytes live in `bytes` at
//! `base..base + cap`. An access of `len` bytes at offset `off` is valid iff
//! `off + len <= size`, where `size` is the object's capacity while it is usable and 0 while
//! it is freed, dead (returned frame, `lifetime.end`) or not allocated: one comparison on the
//! hot path; the reason for a failure is worked out on the cold path.
//!
//! Fresh memory (stack and heap) is zero-filled: reading uninitialised memory reads zeros and
//! is not reported. This keeps execution deterministic and states canonical; it also means a
//! program that reads uninitialised memory may behave differently from a native run.
//!
//! Object ids are deterministic. In checking mode a freed id is reused by the next allocation
//! (lowest free id first), which keeps states canonical; a dangling pointer into a reused id is
//! then not detected. In `pancam run` freed ids wait in a quarantine (like AddressSanitizer's)
//! before reuse, so use-after-free is caught unless a great many objects were freed since.

use crate::bytecode::ptr::PtrCodec;
use std::collections::VecDeque;

/// What an object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ObjKind {
    /// Not allocated.
    Vacant,
    /// The code object (function pointers).
    Code,
    /// Block addresses.
    BlockAddrs,
    /// A mutable global.
    Global,
    /// A read-only global (string literals, `const` tables).
    Constant,
    /// A stack object (alloca, varargs area, byval copy) of thread `owner`.
    Stack,
    /// A heap block.
    Heap,
    /// A freed heap block (tombstone).
    Freed,
    /// A stack object whose frame returned (tombstone).
    DeadStack,
    /// A thread's copy of a thread-local global.
    Tls,
    /// Program arguments (`argv` strings and array).
    Args,
}

/// Per-object flags.
pub mod flags {
    /// Writes are errors.
    pub const READONLY: u8 = 1;
    /// Between `llvm.lifetime.end` and the next `llvm.lifetime.start`.
    pub const LIFETIME_DEAD: u8 = 2;
    /// A stack or thread-local object whose address other threads may have: its accesses
    /// are shared (visible).
    pub const ESCAPED: u8 = 4;
}

/// An entry of the object table. 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ObjMeta {
    /// Offset of the object's bytes in [`Memory::bytes`].
    pub base: u32,
    /// Accessible size: `cap` while usable, 0 otherwise.
    pub size: u32,
    /// Allocated size.
    pub cap: u32,
    /// Kind.
    pub kind: ObjKind,
    /// [`flags`].
    pub flags: u8,
    /// Owning thread of stack and thread-local objects.
    pub owner: u16,
}

impl ObjMeta {
    const VACANT: ObjMeta = ObjMeta {
        base: 0,
        size: 0,
        cap: 0,
        kind: ObjKind::Vacant,
        flags: 0,
        owner: 0,
    };
}

/// Why an access failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// Dereference of the null pointer (or an address near it).
    Null,
    /// Dereference of an address that is no object.
    Invalid,
    /// Past the end (or before the start) of a live object.
    OutOfBounds,
    /// Into a freed heap block.
    UseAfterFree,
    /// Into a stack object whose frame returned or whose lifetime ended.
    DeadStack,
    /// Write to read-only memory.
    ReadOnly,
    /// A data access to a function or block address.
    CodeAccess,
    /// `free` of a pointer that is not the start of a live heap block.
    InvalidFree,
    /// `free` of an already freed block.
    DoubleFree,
    /// Overlapping `memcpy`.
    Overlap,
    /// Out of memory for the pointer encoding or the configured limit.
    Exhausted,
}

/// A failed access with enough context to explain it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// Why.
    pub kind: FaultKind,
    /// The pointer.
    pub ptr: u64,
    /// Access length.
    pub len: u64,
    /// Whether it was a write.
    pub write: bool,
    /// A sentence describing it.
    pub msg: String,
}

/// All objects and their bytes.
#[derive(Debug)]
pub struct Memory {
    /// The object table, indexed by id.
    pub objs: Vec<ObjMeta>,
    /// Object bytes.
    pub bytes: Vec<u8>,
    /// First id that may be allocated dynamically.
    pub first_dynamic: u32,
    /// Bytes in `bytes` no longer used by any object.
    garbage: usize,
    /// Lowest id that might be free (a hint; ≥ `first_dynamic`).
    free_hint: u32,
    /// Freed ids not yet reusable (run mode), oldest first.
    quarantine: VecDeque<u32>,
    /// Capacity of the quarantine (0: reuse at once, as checking needs).
    quarantine_cap: usize,
    /// Ids out of quarantine, ready for reuse (run mode only; LIFO).
    vacant: Vec<u32>,
    /// The pointer codec.
    pub codec: PtrCodec,
    /// Bytes of heap currently allocated, and the limit.
    pub heap_bytes: u64,
    /// Heap limit in bytes (`malloc` returns NULL beyond it).
    pub heap_limit: u64,
    /// Track which bytes of stack objects and `malloc` blocks were ever written
    /// ([`Memory::init`]); reads of others are then nondeterministic (the SV-COMP mode).
    pub track_init: bool,
    /// With `track_init`: one bit per byte of `bytes`, set once the byte was written (or
    /// for objects that start initialised: globals, constants, `calloc` blocks, arguments).
    /// Bits past `bytes.len()` are stale. Empty otherwise.
    pub init: Vec<u64>,
}

impl Clone for Memory {
    fn clone(&self) -> Self {
        Memory {
            objs: self.objs.clone(),
            bytes: self.bytes.clone(),
            first_dynamic: self.first_dynamic,
            garbage: self.garbage,
            free_hint: self.free_hint,
            quarantine: self.quarantine.clone(),
            quarantine_cap: self.quarantine_cap,
            vacant: self.vacant.clone(),
            codec: self.codec,
            heap_bytes: self.heap_bytes,
            heap_limit: self.heap_limit,
            track_init: self.track_init,
            init: self.init.clone(),
        }
    }

    /// Copies `o` into `self` reusing `self`'s buffers: the explorer recycles dead states
    /// this way so that computing a successor allocates nothing in the steady state.
    fn clone_from(&mut self, o: &Self) {
        self.objs.clone_from(&o.objs);
        self.bytes.clone_from(&o.bytes);
        self.first_dynamic = o.first_dynamic;
        self.garbage = o.garbage;
        self.free_hint = o.free_hint;
        self.quarantine.clone_from(&o.quarantine);
        self.quarantine_cap = o.quarantine_cap;
        self.vacant.clone_from(&o.vacant);
        self.codec = o.codec;
        self.heap_bytes = o.heap_bytes;
        self.heap_limit = o.heap_limit;
        self.track_init = o.track_init;
        self.init.clone_from(&o.init);
    }
}

impl Memory {
    /// Heap bytes this memory owns (its buffers' capacities).
    pub fn heap_size(&self) -> usize {
        self.bytes.capacity()
            + self.objs.capacity() * std::mem::size_of::<ObjMeta>()
            + self.init.capacity() * 8
            + (self.vacant.capacity() + self.quarantine.capacity()) * 4
    }

    /// An empty memory for pointers encoded by `codec`.
    pub fn new(codec: PtrCodec, quarantine_cap: usize, heap_limit: u64) -> Memory {
        Memory {
            objs: Vec::new(),
            bytes: Vec::new(),
            first_dynamic: 0,
            garbage: 0,
            free_hint: 0,
            quarantine: VecDeque::new(),
            quarantine_cap,
            vacant: Vec::new(),
            codec,
            heap_bytes: 0,
            heap_limit,
            track_init: false,
            init: Vec::new(),
        }
    }

    /// Sets the initialisation bits of bytes `i..i + n` to `v` (tracking only).
    fn set_init(&mut self, i: usize, n: usize, v: bool) {
        let need = (i + n).div_ceil(64);
        if self.init.len() < need {
            self.init.resize(need, 0);
        }
        for k in i..i + n {
            let (w, b) = (k / 64, k % 64);
            if v {
                self.init[w] |= 1 << b;
            } else {
                self.init[w] &= !(1 << b);
            }
        }
    }

    /// Whether byte `k` of `bytes` was initialised (tracking only).
    #[inline]
    fn is_init(&self, k: usize) -> bool {
        self.init
            .get(k / 64)
            .is_some_and(|w| w >> (k % 64) & 1 != 0)
    }

    /// Records that bytes `i..i + n` of `bytes` were written.
    #[inline]
    pub fn written(&mut self, i: usize, n: usize) {
        if self.track_init {
            self.set_init(i, n, true);
        }
    }

    /// Copies the initialisation bits of `n` bytes from `si` to `di` (after the bytes
    /// themselves were copied: a copy of uninitialised memory stays uninitialised).
    pub fn copied(&mut self, si: usize, di: usize, n: usize) {
        if !self.track_init || si == di {
            return;
        }
        let bits: Vec<bool> = (si..si + n).map(|k| self.is_init(k)).collect();
        for (j, b) in bits.into_iter().enumerate() {
            self.set_init(di + j, 1, b);
        }
    }

    /// Whether some byte of `i..i + n` was never written (tracking only).
    #[inline]
    pub fn uninit_in(&self, i: usize, n: usize) -> bool {
        self.track_init && (i..i + n).any(|k| !self.is_init(k))
    }

    /// Gives the never-written bytes of `i..i + n` the bytes of `v` at their positions
    /// (little-endian, `v`'s byte `j` for byte `i + j`) and marks the range written: a
    /// nondeterministic value chosen for an uninitialised read.
    pub fn fill_uninit(&mut self, i: usize, n: usize, v: u64) {
        for j in 0..n {
            if !self.is_init(i + j) {
                self.bytes[i + j] = if j < 8 { (v >> (8 * j)) as u8 } else { 0 };
            }
        }
        self.set_init(i, n, true);
    }

    /// The initialisation bits of object `id` as bytes (one per byte of the object, 0 or
    /// 1), for canonical states; empty when not tracking.
    pub fn init_bits(&self, id: u32) -> Vec<u8> {
        if !self.track_init {
            return Vec::new();
        }
        let o = self.objs[id as usize];
        (o.base as usize..(o.base + o.cap) as usize)
            .map(|k| u8::from(self.is_init(k)))
            .collect()
    }

    /// Adds a static object with id `objs.len()` and the given initial bytes.
    pub fn push_static(&mut self, kind: ObjKind, init: &[u8], readonly: bool) -> u32 {
        let id = self.objs.len() as u32;
        let base = self.bytes.len() as u32;
        self.bytes.extend_from_slice(init);
        if self.track_init {
            self.set_init(base as usize, init.len(), true);
        }
        let usable = !matches!(kind, ObjKind::Code | ObjKind::BlockAddrs | ObjKind::Vacant);
        let cap = init.len() as u32;
        self.objs.push(ObjMeta {
            base,
            size: if usable { cap } else { 0 },
            cap,
            kind,
            flags: if readonly { flags::READONLY } else { 0 },
            owner: 0,
        });
        self.first_dynamic = self.objs.len() as u32;
        self.free_hint = self.first_dynamic;
        id
    }

    /// Allocates an object of `size` zero bytes. Returns its id.
    pub fn alloc(&mut self, kind: ObjKind, size: u64, owner: u16) -> Result<u32, FaultKind> {
        if size >= self.codec.max_size() || size > u64::from(u32::MAX) {
            return Err(FaultKind::Exhausted);
        }
        let size = size as u32;
        // On 32-bit targets the ids that can hold objects over 4 KiB are few: small objects
        // leave the upper half of them alone.
        let reserved = self
            .codec
            .large_id_limit()
            .filter(|_| u64::from(size) <= self.codec.max_size_of(u32::MAX))
            .map(|l| l / 2..l);
        let mut id = if self.quarantine_cap > 0 {
            // Run mode: any id out of quarantine, else a new one.
            let mut skipped = Vec::new();
            let id = loop {
                match self.vacant.pop() {
                    Some(v) if reserved.as_ref().is_some_and(|r| r.contains(&v)) => skipped.push(v),
                    Some(v) => break v,
                    None => break self.objs.len() as u32,
                }
            };
            self.vacant.extend(skipped);
            id
        } else {
            // Checking: the lowest reusable id, so that ids are canonical.
            let mut id = self.free_hint.max(self.first_dynamic);
            while (id as usize) < self.objs.len()
                && (!self.reusable(id) || reserved.as_ref().is_some_and(|r| r.contains(&id)))
            {
                id += 1;
            }
            id
        };
        if let Some(r) = &reserved
            && r.contains(&id)
        {
            id = r.end.max(id);
            while (id as usize) < self.objs.len() && !self.reusable(id) {
                id += 1;
            }
        }
        if (id as usize) > self.objs.len() {
            // Skipped over the reserved range: fill the gap with vacant entries.
            self.objs.resize(id as usize, ObjMeta::VACANT);
        }
        let mut normal = true;
        if u64::from(size) > self.codec.max_size_of(id) {
            if self.quarantine_cap > 0 && (id as usize) < self.objs.len() {
                self.vacant.push(id);
            }
            normal = false;
            // Only the large-object ids (32-bit targets) can hold it.
            // Quarantined ids are taken too: large ids are scarce.
            let limit = self.codec.large_id_limit().unwrap_or(u32::MAX);
            id = self.first_dynamic;
            while id < limit
                && (id as usize) < self.objs.len()
                && !matches!(
                    self.objs[id as usize].kind,
                    ObjKind::Vacant | ObjKind::Freed | ObjKind::DeadStack
                )
            {
                id += 1;
            }
            if id >= limit {
                return Err(FaultKind::Exhausted);
            }
            if let Some(pos) = self.quarantine.iter().position(|&q| q == id) {
                self.quarantine.remove(pos);
            }
        }
        if id > self.codec.max_id() {
            // Drain the quarantine before giving up.
            if let Some(q) = self.quarantine.pop_front() {
                self.objs[q as usize].kind = ObjKind::Vacant;
                self.vacant.push(q);
                self.free_hint = self.first_dynamic;
                return self.alloc(kind, u64::from(size), owner);
            }
            return Err(FaultKind::Exhausted);
        }
        if self.bytes.len() + size as usize > u32::MAX as usize {
            self.compact();
            if self.bytes.len() + size as usize > u32::MAX as usize {
                return Err(FaultKind::Exhausted);
            }
        }
        let base = self.bytes.len() as u32;
        self.bytes.resize(self.bytes.len() + size as usize, 0);
        if self.track_init {
            // Stack objects and heap blocks start uninitialised; everything else (argv,
            // thread-local copies) is written by its creator or starts as zeros.
            let fresh = !matches!(kind, ObjKind::Stack | ObjKind::Heap);
            self.set_init(base as usize, size as usize, fresh);
        }
        let meta = ObjMeta {
            base,
            size,
            cap: size,
            kind,
            flags: 0,
            owner,
        };
        if id as usize == self.objs.len() {
            self.objs.push(meta);
        } else {
            self.objs[id as usize] = meta;
        }
        if normal {
            self.free_hint = id + 1;
        }
        if kind == ObjKind::Heap {
            self.heap_bytes += u64::from(size);
        }
        Ok(id)
    }

    #[inline]
    fn reusable(&self, id: u32) -> bool {
        match self.objs[id as usize].kind {
            ObjKind::Vacant => true,
            ObjKind::Freed | ObjKind::DeadStack => self.quarantine_cap == 0,
            _ => false,
        }
    }

    /// Whether another thread can see one of the objects `ids` (stack objects whose
    /// address escaped).
    pub fn any_escaped(&self, ids: &[u32]) -> bool {
        ids.iter()
            .any(|&id| self.objs[id as usize].flags & flags::ESCAPED != 0)
    }

    /// Releases object `id`, leaving a tombstone of kind `tomb` (Freed or DeadStack).
    pub fn release(&mut self, id: u32, tomb: ObjKind) {
        let Some(o) = self.objs.get_mut(id as usize) else {
            return;
        };
        if o.kind == ObjKind::Heap {
            self.heap_bytes -= u64::from(o.cap);
        }
        let end = o.base as usize + o.cap as usize;
        if end == self.bytes.len() {
            self.bytes.truncate(o.base as usize);
        } else {
            self.garbage += o.cap as usize;
        }
        *o = ObjMeta {
            kind: tomb,
            ..ObjMeta::VACANT
        };
        if self.quarantine_cap > 0 {
            self.quarantine.push_back(id);
            if self.quarantine.len() > self.quarantine_cap
                && let Some(q) = self.quarantine.pop_front()
            {
                self.objs[q as usize].kind = ObjKind::Vacant;
                self.vacant.push(q);
            }
        } else {
            self.free_hint = self.free_hint.min(id);
        }
        if self.quarantine_cap == 0 {
            // Trailing vacancies are dropped so equal states have equal tables. Tombstones stay
            // (until their id is reused) so that a dangling pointer to the newest object is
            // still reported as a use after free.
            while self.objs.len() as u32 > self.first_dynamic
                && self.objs.last().map(|o| o.kind) == Some(ObjKind::Vacant)
            {
                self.objs.pop();
            }
        }
        if self.garbage > 4096 && self.garbage * 2 > self.bytes.len() {
            self.compact();
        }
    }

    /// Moves live objects together, dropping garbage.
    pub fn compact(&mut self) {
        let mut order: Vec<u32> = (0..self.objs.len() as u32)
            .filter(|&i| self.objs[i as usize].cap > 0)
            .collect();
        order.sort_by_key(|&i| self.objs[i as usize].base);
        let mut out = 0usize;
        for i in order {
            let o = self.objs[i as usize];
            let (b, c) = (o.base as usize, o.cap as usize);
            if b != out {
                self.bytes.copy_within(b..b + c, out);
                if self.track_init {
                    // `out < b`: copying forwards never overwrites bits still to be read.
                    for k in 0..c {
                        let v = self.is_init(b + k);
                        self.set_init(out + k, 1, v);
                    }
                }
            }
            self.objs[i as usize].base = out as u32;
            out += c;
        }
        self.bytes.truncate(out);
        self.garbage = 0;
    }

    /// The byte index of an access of `len` bytes at pointer `p`, or `None` if it is invalid.
    #[inline(always)]
    pub fn index(&self, p: u64, len: u64) -> Option<usize> {
        let (id, off) = self.codec.decode(p);
        let o = self.objs.get(id as usize)?;
        if off + len <= u64::from(o.size) {
            Some(o.base as usize + off as usize)
        } else {
            None
        }
    }

    /// Like [`index`](Self::index) for a write (also rejects read-only objects). The caller
    /// writes all `len` bytes: they count as initialised from now on.
    #[inline(always)]
    pub fn index_w(&mut self, p: u64, len: u64) -> Option<usize> {
        let (id, off) = self.codec.decode(p);
        let o = self.objs.get(id as usize)?;
        if off + len <= u64::from(o.size) && o.flags & flags::READONLY == 0 {
            let i = o.base as usize + off as usize;
            if self.track_init {
                self.set_init(i, len as usize, true);
            }
            Some(i)
        } else {
            None
        }
    }

    /// Explains why an access of `len` bytes at `p` failed.
    #[cold]
    pub fn fault(&self, p: u64, len: u64, write: bool) -> Fault {
        let (mut id, off) = self.codec.decode(p);
        let mut soff = off as i128;
        // A pointer just below an object decodes to the previous id with a huge offset:
        // attribute it to the object it came from, with a negative offset.
        let span = self.codec.max_size_of(id);
        if id != 0 && off >= span / 2 {
            let next = id + 1;
            if let Some(o) = self.objs.get(next as usize)
                && o.kind != ObjKind::Vacant
            {
                id = next;
                soff = off as i128 - i128::from(span);
            }
        }
        let what = if write { "write" } else { "read" };
        let bytes = if len == 1 {
            "1 byte".to_string()
        } else {
            format!("{len} bytes")
        };
        let access = format!("{what} of {bytes}");
        let (kind, msg) = match self.objs.get(id as usize) {
            _ if id == 0 && off == 0 => {
                (FaultKind::Null, format!("{access} through a null pointer"))
            }
            _ if id == 0 && off < 4096 => (
                FaultKind::Null,
                format!("{access} at invalid address {p:#x} (near null)"),
            ),
            _ if id == 0 => (
                FaultKind::Invalid,
                format!("{access} at invalid address {p:#x} (no object there)"),
            ),
            None => (
                FaultKind::Invalid,
                format!("{access} at invalid address {p:#x} (no object there)"),
            ),
            Some(o) => match o.kind {
                ObjKind::Vacant => (
                    FaultKind::Invalid,
                    format!("{access} at invalid address {p:#x} (no live object)"),
                ),
                ObjKind::Freed => (
                    FaultKind::UseAfterFree,
                    format!("{access} at offset {soff} of freed heap block #{id}"),
                ),
                ObjKind::DeadStack => (
                    FaultKind::DeadStack,
                    format!(
                        "{access} at offset {soff} of stack object #{id} (its function returned or its block ended)"
                    ),
                ),
                ObjKind::Code | ObjKind::BlockAddrs => (
                    FaultKind::CodeAccess,
                    format!("{access} through a function pointer"),
                ),
                _ if o.flags & flags::LIFETIME_DEAD != 0 => (
                    FaultKind::DeadStack,
                    format!("{access} at offset {soff} of stack object #{id} (out of scope)"),
                ),
                _ if soff >= 0 && off + len <= u64::from(o.size) && write => (
                    FaultKind::ReadOnly,
                    format!("{access} to read-only memory (offset {off} of constant #{id})"),
                ),
                k => (
                    FaultKind::OutOfBounds,
                    format!(
                        "{access} at offset {soff} of {} object #{id} of {} bytes",
                        kind_name(k),
                        o.cap
                    ),
                ),
            },
        };
        Fault {
            kind,
            ptr: p,
            len,
            write,
            msg,
        }
    }

    /// Reads `len` bytes at `p`.
    pub fn read(&self, p: u64, len: u64) -> Result<&[u8], Fault> {
        match self.index(p, len) {
            Some(i) => Ok(&self.bytes[i..i + len as usize]),
            None => Err(self.fault(p, len, false)),
        }
    }

    /// Mutable access to `len` bytes at `p`.
    pub fn write(&mut self, p: u64, len: u64) -> Result<&mut [u8], Fault> {
        match self.index_w(p, len) {
            Some(i) => Ok(&mut self.bytes[i..i + len as usize]),
            None => Err(self.fault(p, len, true)),
        }
    }

    /// Reads a little-endian integer of `len` ≤ 8 bytes.
    pub fn read_uint(&self, p: u64, len: u64) -> Result<u64, Fault> {
        let b = self.read(p, len)?;
        let mut a = [0u8; 8];
        a[..b.len()].copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    /// Writes a little-endian integer of `len` ≤ 8 bytes.
    pub fn write_uint(&mut self, p: u64, len: u64, v: u64) -> Result<(), Fault> {
        let b = self.write(p, len)?;
        let n = b.len();
        b.copy_from_slice(&v.to_le_bytes()[..n]);
        Ok(())
    }

    /// Reads a NUL-terminated string at `p` (without the NUL), checking every byte.
    pub fn read_cstr(&self, p: u64) -> Result<Vec<u8>, Fault> {
        let (id, off) = self.codec.decode(p);
        let o = match self.objs.get(id as usize) {
            Some(o) if off < u64::from(o.size) => *o,
            _ => return Err(self.fault(p, 1, false)),
        };
        let start = o.base as usize + off as usize;
        let end = o.base as usize + o.size as usize;
        match self.bytes[start..end].iter().position(|&b| b == 0) {
            Some(n) => Ok(self.bytes[start..start + n].to_vec()),
            None => Err(self.fault(self.codec.encode(id, u64::from(o.size)), 1, false)),
        }
    }

    /// The object id a pointer refers to.
    pub fn id_of(&self, p: u64) -> u32 {
        self.codec.decode(p).0
    }
}

/// A lower-case name for an object kind.
pub fn kind_name(k: ObjKind) -> &'static str {
    match k {
        ObjKind::Vacant => "unallocated",
        ObjKind::Code => "code",
        ObjKind::BlockAddrs => "block-address",
        ObjKind::Global => "global",
        ObjKind::Constant => "constant",
        ObjKind::Stack => "stack",
        ObjKind::Heap => "heap",
        ObjKind::Freed => "freed",
        ObjKind::DeadStack => "dead stack",
        ObjKind::Tls => "thread-local",
        ObjKind::Args => "argument",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mem(q: usize) -> Memory {
        let mut m = Memory::new(PtrCodec::new(8), q, u64::MAX);
        m.push_static(ObjKind::Constant, &[], true);
        m.push_static(ObjKind::Global, &[1, 2, 3, 4], false);
        m
    }

    #[test]
    fn alloc_read_write_free() {
        let mut m = mem(0);
        let id = m.alloc(ObjKind::Heap, 8, 0).unwrap();
        assert_eq!(id, 2);
        let p = m.codec.encode(id, 0);
        m.write_uint(p + 4, 4, 0xdead_beef).unwrap();
        assert_eq!(m.read_uint(p + 4, 4).unwrap(), 0xdead_beef);
        assert_eq!(m.read(p + 5, 4).unwrap_err().kind, FaultKind::OutOfBounds);
        m.release(id, ObjKind::Freed);
        // The tombstone stays (a later access reports a use after free), and checking mode
        // reuses its id at once.
        assert_eq!(m.objs.len(), 3);
        assert_eq!(m.read(p, 1).unwrap_err().kind, FaultKind::UseAfterFree);
        assert_eq!(m.alloc(ObjKind::Heap, 4, 0).unwrap(), 2);
    }

    #[test]
    fn initialisation_tracking() {
        let mut m = Memory::new(PtrCodec::new(8), 0, u64::MAX);
        m.track_init = true;
        m.push_static(ObjKind::Constant, &[], true);
        let g = m.push_static(ObjKind::Global, &[1, 2, 3, 4], false);
        let gi = m.index(m.codec.encode(g, 0), 4).unwrap();
        assert!(!m.uninit_in(gi, 4), "globals start initialised");
        let s = m.alloc(ObjKind::Stack, 8, 0).unwrap();
        let h = m.alloc(ObjKind::Heap, 8, 0).unwrap();
        let (ps, ph) = (m.codec.encode(s, 0), m.codec.encode(h, 0));
        let si = m.index(ps, 8).unwrap();
        assert!(
            m.uninit_in(si, 1) && m.uninit_in(si, 8),
            "stack objects start uninitialised"
        );
        m.write_uint(ps + 2, 2, 0xabcd).unwrap();
        assert!(!m.uninit_in(si + 2, 2));
        assert!(m.uninit_in(si, 4) && m.uninit_in(si + 4, 1));
        // A copy carries the bits: bytes 2..4 of the heap block are initialised, the rest not.
        let hi = m.index(ph, 8).unwrap();
        m.bytes.copy_within(si..si + 8, hi);
        m.copied(si, hi, 8);
        assert!(!m.uninit_in(hi + 2, 2) && m.uninit_in(hi, 1) && m.uninit_in(hi + 4, 4));
        // A chosen value fills only the unwritten bytes.
        m.fill_uninit(si, 4, 0x1122_3344);
        assert_eq!(m.read_uint(ps, 4).unwrap(), 0xabcd_3344);
        assert!(!m.uninit_in(si, 4));
        assert_eq!(m.init_bits(s), vec![1, 1, 1, 1, 0, 0, 0, 0]);
        // Compaction moves the bits with the bytes.
        m.release(s, ObjKind::DeadStack);
        m.compact();
        let hi = m.index(ph, 8).unwrap();
        assert!(!m.uninit_in(hi + 2, 2) && m.uninit_in(hi, 1) && m.uninit_in(hi + 4, 4));
        assert_eq!(m.init_bits(h), vec![0, 0, 1, 1, 0, 0, 0, 0]);
        // Without tracking nothing is ever uninitialised.
        let mut n = mem(0);
        let id = n.alloc(ObjKind::Stack, 4, 0).unwrap();
        let i = n.index(n.codec.encode(id, 0), 4).unwrap();
        assert!(!n.uninit_in(i, 4) && n.init_bits(id).is_empty());
    }

    #[test]
    fn quarantine_detects_use_after_free() {
        let mut m = mem(16);
        let a = m.alloc(ObjKind::Heap, 8, 0).unwrap();
        let _b = m.alloc(ObjKind::Heap, 8, 0).unwrap();
        m.release(a, ObjKind::Freed);
        let c = m.alloc(ObjKind::Heap, 8, 0).unwrap();
        assert_ne!(a, c);
        let f = m.read(m.codec.encode(a, 0), 1).unwrap_err();
        assert_eq!(f.kind, FaultKind::UseAfterFree);
    }

    #[test]
    fn null_and_readonly() {
        let mut m = mem(0);
        assert_eq!(m.read(0, 4).unwrap_err().kind, FaultKind::Null);
        let g = m.codec.encode(1, 0);
        assert!(m.write(g, 1).is_ok());
        assert_eq!(
            m.read(m.codec.encode(9, 0), 1).unwrap_err().kind,
            FaultKind::Invalid
        );
        let ro = m.push_static(ObjKind::Constant, b"hi\0", true);
        let p = m.codec.encode(ro, 0);
        assert_eq!(m.read_cstr(p).unwrap(), b"hi");
        assert_eq!(m.write(p, 1).unwrap_err().kind, FaultKind::ReadOnly);
    }

    #[test]
    fn compaction_keeps_contents() {
        let mut m = mem(0);
        let ids: Vec<u32> = (0..10)
            .map(|i| {
                let id = m.alloc(ObjKind::Heap, 1000, 0).unwrap();
                m.write_uint(m.codec.encode(id, 0), 4, i).unwrap();
                id
            })
            .collect();
        for &id in ids.iter().step_by(2) {
            m.release(id, ObjKind::Freed);
        }
        m.compact();
        for (i, &id) in ids.iter().enumerate().skip(1).step_by(2) {
            assert_eq!(m.read_uint(m.codec.encode(id, 0), 4).unwrap(), i as u64);
        }
    }
}
