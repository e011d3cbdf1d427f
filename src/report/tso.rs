//! Which store a load read under x86-TSO (`--memory-model tso`), for the reads-from arrows
//! of the message-sequence chart.
//!
//! The VM records nothing of it (the search pays nothing): the report's replay of a path,
//! which runs each move one op at a time, keeps a [`Tracker`] beside it. Before each op it
//! takes the op's memory accesses (`Vm::next_memory_access`, the op decoded at the thread's
//! position); a load's bytes that the thread's own store buffer does not cover come from
//! memory, and the tracker's record of memory writes along the path says which move last
//! wrote each of them. After the op it compares the thread's buffer before and after: the
//! entries that left its front reached memory in this move (a drain: a locked instruction,
//! `mfence`, a library call, the thread's end, a full buffer), an entry at its back is the
//! op's store (it reaches memory at its flush), and a write of the op that went to no
//! buffer went to memory at once (a locked instruction, a `seq_cst` store). A flush move
//! writes its buffer's oldest entry.
//!
//! The arrow starts at the move that wrote memory (the flush, for a buffered store: what
//! made the store visible to other threads) and its label names the move of the store
//! itself. Nothing is drawn for a value that no move of the path wrote (the initial value),
//! for the thread's own write, nor where the recorded write's bytes are not the bytes the
//! load found (a write the tracker did not see, such as one to memory that was private to
//! its thread when it was made).

use crate::bytecode::op::Op;
use crate::model::CProgram;
use crate::vm::state::State;
use crate::vm::weak::WeakMem;
use crate::vm::weak::tso::Entry;

/// A write to memory along the path.
struct Write {
    obj: u32,
    lo: u64,
    bytes: Vec<u8>,
    /// The thread whose store it is.
    thread: u16,
    /// The move (1-based) that wrote memory.
    moved: usize,
    /// The move (1-based) of the store, when known (a buffered store's, before its flush).
    store: Option<usize>,
    /// Written by a flush move (`moved` is the flush), or drained by a step of the thread.
    how: How,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum How {
    Flush,
    Drain,
    Direct,
}

/// A load's read of another thread's write: the arrow's start and its label's facts.
pub(super) struct Read {
    /// The writing thread.
    pub(super) thread: u16,
    /// The move (1-based) that wrote memory: the arrow's start.
    pub(super) from: usize,
    /// The move (1-based) of the store.
    pub(super) store: Option<usize>,
    /// What the load read and from where, in words.
    pub(super) text: String,
}

/// An op's accesses and its thread's buffer before it ran ([`Tracker::before_op`]).
pub(super) struct OpStart {
    writes: Vec<(u32, u64, u64)>,
    buf: Vec<Entry>,
}

/// Memory's writers along a path under TSO.
pub(super) struct Tracker {
    /// Oldest first.
    writes: Vec<Write>,
    /// Per thread, its buffered entries with the move (1-based) of each entry's store.
    pending: Vec<Vec<(Entry, Option<usize>)>>,
}

fn buffer(s: &State, t: usize) -> &[Entry] {
    s.mem
        .weak
        .as_deref()
        .and_then(WeakMem::tso)
        .map_or(&[], |b| b.buf(t))
}

impl Tracker {
    /// A tracker for a path from `s`, if its memory model is TSO.
    pub(super) fn new(s: &State) -> Option<Tracker> {
        s.mem.weak.as_deref().and_then(WeakMem::tso)?;
        let mut t = Tracker {
            writes: Vec::new(),
            pending: Vec::new(),
        };
        t.sync(s);
        Some(t)
    }

    /// Brings the buffered entries in line with `s`'s buffers (before a move): a buffer
    /// that changed otherwise than the tracker saw (a freed object's stores dropped) keeps
    /// its entries without their stores' moves.
    pub(super) fn sync(&mut self, s: &State) {
        let n = s.threads.len().max(self.pending.len());
        self.pending.resize_with(n, Vec::new);
        for (t, p) in self.pending.iter_mut().enumerate() {
            let b = buffer(s, t);
            if p.len() != b.len() || p.iter().zip(b).any(|(x, y)| x.0 != *y) {
                *p = b.iter().map(|e| (e.clone(), None)).collect();
            }
        }
    }

    /// Flush move `k` (0-based) of thread `t`'s buffer, from `s`.
    pub(super) fn flush(&mut self, sys: &CProgram, s: &State, t: usize, k: usize) {
        self.sync(s);
        let Some((e, store)) = self
            .pending
            .get_mut(t)
            .filter(|p| !p.is_empty())
            .map(|p| p.remove(0))
        else {
            return;
        };
        self.record(sys, &e, t, k + 1, store, How::Flush);
    }

    fn record(
        &mut self,
        sys: &CProgram,
        e: &Entry,
        t: usize,
        moved: usize,
        store: Option<usize>,
        how: How,
    ) {
        let (obj, lo, _) = e.range(&sys.vm.codec);
        self.writes.push(Write {
            obj,
            lo,
            bytes: e.bytes.get().to_vec(),
            thread: t as u16,
            moved,
            store,
            how,
        });
    }

    /// Before an op of thread `t` at `s` in move `k` (0-based): the other threads' writes
    /// its loads read from memory (pushed to `out`, one per writing move), and what
    /// [`Self::after_op`] needs.
    pub(super) fn before_op(
        &self,
        sys: &CProgram,
        s: &State,
        t: usize,
        out: &mut Vec<Read>,
    ) -> OpStart {
        let buf = buffer(s, t).to_vec();
        let mut writes = Vec::new();
        let Some(acc) = sys.vm.next_memory_access(s, t) else {
            return OpStart { writes, buf };
        };
        let rmw = s.threads[t].frames.last().is_some_and(|f| {
            matches!(
                sys.prog().funcs[f.func as usize].code.get(f.pc as usize),
                Some(Op::AtomicRmw { .. } | Op::CmpXchg { .. })
            )
        });
        for a in acc.iter().filter(|a| a.is_memory()) {
            if a.write {
                writes.push((a.obj, a.lo, a.hi));
                if !rmw {
                    continue;
                }
            }
            // A load: the bytes its own buffer does not give it come from memory.
            let len = (a.hi - a.lo).min(1 << 16);
            let Ok(mem) = s.mem.read(sys.vm.codec.encode(a.obj, a.lo), len) else {
                continue;
            };
            let mut mine = vec![false; len as usize];
            for e in &buf {
                let (id, elo, ehi) = e.range(&sys.vm.codec);
                if id == a.obj {
                    for x in elo.max(a.lo)..ehi.min(a.lo + len) {
                        mine[(x - a.lo) as usize] = true;
                    }
                }
            }
            self.reads(sys, s, t, a.obj, a.lo, &mem, &mine, out);
        }
        OpStart { writes, buf }
    }

    /// The latest writes of the bytes `mem` at `[lo, lo + mem.len())` of object `obj` that
    /// thread `t` read from memory (those not `mine`), pushed to `out` when another
    /// thread's and the bytes agree.
    #[allow(clippy::too_many_arguments)]
    fn reads(
        &self,
        sys: &CProgram,
        s: &State,
        t: usize,
        obj: u32,
        lo: u64,
        mem: &[u8],
        mine: &[bool],
        out: &mut Vec<Read>,
    ) {
        // The latest write of each byte read from memory.
        let mut by: Vec<Option<usize>> = vec![None; mem.len()];
        let mut left = mine.iter().filter(|m| !**m).count();
        for (wi, w) in self.writes.iter().enumerate().rev() {
            if left == 0 {
                break;
            }
            if w.obj != obj {
                continue;
            }
            let (a, b) = (
                w.lo.max(lo),
                (w.lo + w.bytes.len() as u64).min(lo + mem.len() as u64),
            );
            for x in a..b.max(a) {
                let i = (x - lo) as usize;
                if !mine[i] && by[i].is_none() {
                    by[i] = Some(wi);
                    left -= 1;
                }
            }
        }
        let mut seen: Vec<usize> = Vec::new();
        for wi in by.iter().flatten() {
            if seen.contains(wi) {
                continue;
            }
            seen.push(*wi);
            let w = &self.writes[*wi];
            // The bytes the load found are the write's (else a write the tracker did not
            // see came after it).
            let agree = by
                .iter()
                .enumerate()
                .filter(|(_, x)| **x == Some(*wi))
                .all(|(i, _)| w.bytes[(lo + i as u64 - w.lo) as usize] == mem[i]);
            if !agree || usize::from(w.thread) == t {
                continue;
            }
            if out.iter().any(|r| r.from == w.moved) {
                continue;
            }
            let what = super::store_text(sys, s, sys.vm.codec.encode(w.obj, w.lo), &w.bytes);
            let store = match w.store {
                Some(m) if m != w.moved => format!("T{}'s store of move {m}", w.thread),
                _ => format!("T{}'s store", w.thread),
            };
            let how = match w.how {
                How::Flush => format!(", flushed in move {}", w.moved),
                How::Drain => format!(", drained in move {}", w.moved),
                How::Direct => format!(" in move {}", w.moved),
            };
            out.push(Read {
                thread: w.thread,
                from: w.moved,
                store: w.store,
                text: format!("T{t} reads {what} ({store}{how})"),
            });
        }
    }

    /// After the op of thread `t` that [`Self::before_op`] saw, in move `k` (0-based), at
    /// `s` (the state after it): the entries its buffer wrote to memory, the store it
    /// buffered, the writes that went to memory at once.
    pub(super) fn after_op(&mut self, sys: &CProgram, s: &State, t: usize, k: usize, op: OpStart) {
        let after = buffer(s, t);
        let before = &op.buf;
        // The entries that left the front; the rest is a prefix of the buffer now.
        let Some(i) = (0..=before.len()).find(|&i| {
            let rest = &before[i..];
            after.len() >= rest.len() && after[..rest.len()] == *rest
        }) else {
            return;
        };
        if self.pending.len() <= t {
            self.pending.resize_with(t + 1, Vec::new);
        }
        let mut p = std::mem::take(&mut self.pending[t]);
        if p.len() != before.len() || p.iter().zip(before).any(|(x, y)| x.0 != *y) {
            p = before.iter().map(|e| (e.clone(), None)).collect();
        }
        for (e, store) in p.drain(..i) {
            self.record(sys, &e, t, k + 1, store, How::Drain);
        }
        let pushed = &after[before.len() - i..];
        p.extend(pushed.iter().map(|e| (e.clone(), Some(k + 1))));
        self.pending[t] = p;
        if pushed.is_empty() {
            // Writes that went to no buffer went to memory.
            for (obj, lo, hi) in op.writes {
                let len = (hi - lo).min(1 << 16);
                if let Ok(bytes) = s.mem.read(sys.vm.codec.encode(obj, lo), len) {
                    self.writes.push(Write {
                        obj,
                        lo,
                        bytes,
                        thread: t as u16,
                        moved: k + 1,
                        store: Some(k + 1),
                        how: How::Direct,
                    });
                }
            }
        }
    }
}
