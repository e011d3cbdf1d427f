//! x86-TSO store buffers (Sewell et al., CACM 2010, the abstract machine of its Fig. 1):
//! one FIFO buffer of pending stores per thread.
//!
//! - A store of a thread to *shared* memory (`Vm::is_shared`) is appended to its buffer
//!   (an entry of any size: a `store`, a `memset`, a `memcpy`'s destination). A store to
//!   memory only its thread can reach goes to memory at once: no other thread can tell,
//!   since a pointer to it reaches another thread only through a later store, which the
//!   FIFO buffer writes after it.
//! - A load reads memory with the thread's own buffered bytes laid over it, oldest entry
//!   first, so each byte comes from the newest store to it (store-to-load forwarding, also
//!   of a part of a load).
//! - Writing a buffer's oldest entry to memory (a *flush*) is a move of its own
//!   (`model::Move::flush`): the search interleaves it with the threads' steps.
//! - Locked instructions (`atomicrmw`, `cmpxchg`, `seq_cst` stores as `xchg`), `mfence`
//!   (`fence seq_cst`) and the C library's functions (glibc's take locks) *drain* the
//!   buffer: every entry is written, in order, before the instruction.
//! - A buffer holds at most `--store-buffer` entries: a store into a full buffer first
//!   writes the oldest entry (a behaviour of the unbounded machine, so nothing wrong is
//!   found; but the search no longer covers every behaviour and says so).

use crate::bytecode::ptr::PtrCodec;

/// The bytes of a buffered store: up to 16 inline, more on the heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Bytes {
    /// At most 16 bytes (the length, then the bytes).
    Inline(u8, [u8; 16]),
    /// More.
    Heap(Box<[u8]>),
}

impl Bytes {
    /// The bytes of `b`.
    pub fn new(b: &[u8]) -> Bytes {
        if b.len() <= 16 {
            let mut a = [0u8; 16];
            a[..b.len()].copy_from_slice(b);
            Bytes::Inline(b.len() as u8, a)
        } else {
            Bytes::Heap(b.into())
        }
    }

    /// The bytes.
    pub fn get(&self) -> &[u8] {
        match self {
            Bytes::Inline(n, a) => &a[..usize::from(*n)],
            Bytes::Heap(b) => b,
        }
    }
}

/// One buffered store: its address (object id and offset, as a pointer) and bytes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// Where it goes.
    pub addr: u64,
    /// What it writes.
    pub bytes: Bytes,
}

impl Entry {
    /// The object and byte range `[lo, hi)` it writes.
    pub fn range(&self, codec: &PtrCodec) -> (u32, u64, u64) {
        let (id, off) = codec.decode(self.addr);
        (id, off, off + self.bytes.get().len() as u64)
    }
}

/// The store buffers of all threads.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tso {
    /// By thread id (threads past the end have empty buffers), oldest entry first.
    pub bufs: Vec<Vec<Entry>>,
}

impl Tso {
    /// Thread `t`'s buffer.
    pub fn buf(&self, t: usize) -> &[Entry] {
        self.bufs.get(t).map_or(&[], Vec::as_slice)
    }

    /// Appends a store of `bytes` at `addr` to thread `t`'s buffer.
    pub fn push(&mut self, t: usize, addr: u64, bytes: &[u8]) {
        if self.bufs.len() <= t {
            self.bufs.resize_with(t + 1, Vec::new);
        }
        self.bufs[t].push(Entry {
            addr,
            bytes: Bytes::new(bytes),
        });
    }

    /// Removes and returns thread `t`'s oldest entry.
    pub fn pop(&mut self, t: usize) -> Option<Entry> {
        let b = self.bufs.get_mut(t)?;
        if b.is_empty() {
            return None;
        }
        let e = b.remove(0);
        if b.is_empty() && t + 1 == self.bufs.len() {
            // Keep the vector canonical: no trailing empty buffers.
            while self.bufs.last().is_some_and(Vec::is_empty) {
                self.bufs.pop();
            }
        }
        Some(e)
    }

    /// Lays thread `t`'s buffered bytes for `[off, off + out.len())` of object `id` over
    /// `out` (which holds memory's bytes), oldest entry first; whether any entry covered a
    /// byte.
    pub fn forward(&self, codec: &PtrCodec, t: usize, id: u32, off: u64, out: &mut [u8]) -> bool {
        let hi = off + out.len() as u64;
        let mut any = false;
        for e in self.buf(t) {
            let (eid, lo, ehi) = e.range(codec);
            if eid != id || ehi <= off || hi <= lo {
                continue;
            }
            let (a, b) = (lo.max(off), ehi.min(hi));
            let src = &e.bytes.get()[(a - lo) as usize..(b - lo) as usize];
            out[(a - off) as usize..(b - off) as usize].copy_from_slice(src);
            any = true;
        }
        any
    }

    /// Whether every byte of `[off, off + len)` of object `id` is in thread `t`'s buffer.
    pub fn covers(&self, codec: &PtrCodec, t: usize, id: u32, off: u64, len: u64) -> bool {
        let mut covered = vec![false; len as usize];
        for e in self.buf(t) {
            let (eid, lo, hi) = e.range(codec);
            if eid != id {
                continue;
            }
            for k in lo.max(off)..hi.min(off + len) {
                covered[(k - off) as usize] = true;
            }
        }
        covered.iter().all(|&c| c)
    }

    /// Whether some thread other than `t` has a store to object `id` in its buffer (the
    /// thread that owns it is about to free it).
    pub fn pending_on(&self, codec: &PtrCodec, t: usize, id: u32) -> Option<usize> {
        self.bufs
            .iter()
            .enumerate()
            .find(|(u, b)| *u != t && b.iter().any(|e| e.range(codec).0 == id))
            .map(|(u, _)| u)
    }

    /// Forgets the stores to object `id` (freed: its own thread's stack objects when they
    /// go, whose buffered stores nobody can observe any more).
    pub fn release(&mut self, codec: &PtrCodec, id: u32) {
        for b in &mut self.bufs {
            b.retain(|e| e.range(codec).0 != id);
        }
        while self.bufs.last().is_some_and(Vec::is_empty) {
            self.bufs.pop();
        }
    }

    /// Appends the canonical bytes: per thread with a non-empty buffer, its id and entries
    /// (object id, offset, length, bytes).
    pub fn canonical(&self, codec: &PtrCodec, buf: &mut Vec<u8>) {
        for (t, b) in self.bufs.iter().enumerate() {
            if b.is_empty() {
                continue;
            }
            buf.extend_from_slice(&(t as u32).to_le_bytes());
            buf.extend_from_slice(&(b.len() as u32).to_le_bytes());
            for e in b {
                let (id, off) = codec.decode(e.addr);
                buf.extend_from_slice(&id.to_le_bytes());
                buf.extend_from_slice(&off.to_le_bytes());
                let by = e.bytes.get();
                buf.extend_from_slice(&(by.len() as u32).to_le_bytes());
                buf.extend_from_slice(by);
            }
        }
        buf.extend_from_slice(&u32::MAX.to_le_bytes());
    }

    /// Approximate heap bytes.
    pub fn heap_bytes(&self) -> usize {
        self.bufs
            .iter()
            .map(|b| {
                24 + b.capacity() * std::mem::size_of::<Entry>()
                    + b.iter()
                        .map(|e| match &e.bytes {
                            Bytes::Heap(h) => h.len(),
                            Bytes::Inline(..) => 0,
                        })
                        .sum::<usize>()
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forwarding_takes_the_newest_bytes_and_parts() {
        let codec = PtrCodec::new(8);
        let mut t = Tso::default();
        let p = codec.encode(5, 8);
        t.push(1, p, &[1, 1, 1, 1]);
        t.push(1, codec.encode(5, 10), &[7, 7]);
        t.push(1, codec.encode(6, 8), &[9]);
        let mut out = [0u8; 8];
        assert!(t.forward(&codec, 1, 5, 6, &mut out));
        assert_eq!(out, [0, 0, 1, 1, 7, 7, 0, 0]);
        // Another thread's buffer is not forwarded.
        let mut out = [0u8; 4];
        assert!(!t.forward(&codec, 0, 5, 8, &mut out));
        assert!(t.covers(&codec, 1, 5, 8, 4));
        assert!(!t.covers(&codec, 1, 5, 8, 5));
        // Oldest first out; the trailing empty buffers go, so equal buffers compare equal.
        assert_eq!(t.pop(1).map(|e| e.addr), Some(p));
        t.pop(1);
        t.pop(1);
        assert_eq!(t, Tso::default());
    }
}
