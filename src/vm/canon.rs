//! Canonical state bytes: what the visited set hashes and compares.
//!
//! Equal behaviour must give equal bytes. The serialisation walks the object table in id
//! order (ids are deterministic: the lowest free id is reused), writing each live object's
//! metadata and bytes, then each thread's status, frames and *live* registers. Left out, so
//! that they cannot distinguish otherwise equal states: read-only objects (they never change),
//! the constant pool of each frame (a function of the frame's function), registers past the
//! top frame (stale), registers that are dead at the frame's pc (their values are never read
//! again: see [`super::liveness`]), and where objects sit in the byte buffer.

use super::Vm;
use super::memory::{ObjKind, PAGE, PieceData, Roots};
use super::state::{
    BlockReason, FREEZE_KEEP, Frame, Segment, State, SyncPhase, Thread, ThreadRef, ThreadStatus,
};
use crate::bytecode::program::ArgPass;
use std::sync::Arc;

/// Where [`Vm::canonical_parts`] reports how the canonical bytes fall into parts.
pub trait PartSink {
    /// A part ends at offset `end` of the buffer (and the next begins).
    fn cut(&mut self, end: usize);

    /// Appends the part that is exactly the bytes of `page` (one page of a large object; a
    /// part of its own, cut before and after) to `buf`, or notes it by reference instead: a
    /// page shared with an earlier state is the same `Arc`, which lets a store skip it.
    fn page(&mut self, buf: &mut Vec<u8>, page: &Arc<PieceData>) {
        buf.extend_from_slice(page.bytes());
    }

    /// Appends the part that is exactly the canonical bytes of frozen stack segment `seg`
    /// (computed: [`Segment::canon`]) to `buf`, or notes it by reference, as [`Self::page`].
    fn segment(&mut self, buf: &mut Vec<u8>, seg: &Arc<Segment>) {
        buf.extend_from_slice(seg.canon.get().map_or(&[][..], Vec::as_slice));
    }
}

/// No parts.
pub(crate) struct NoParts;

impl PartSink for NoParts {
    fn cut(&mut self, _end: usize) {}
}

/// A renaming of the threads (the symmetry reduction, `crate::model::symmetry`): the
/// canonical form of the state with its threads in `order` (position `k` holds the thread
/// that was `order[k]`), thread references renamed by `rank` (`rank[t]` is the new
/// position of thread `t`). Main stays thread 0.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Perm {
    /// The old thread at each new position.
    pub order: Vec<u16>,
    /// The new position of each old thread.
    pub rank: Vec<u16>,
    /// Argument blocks moved with their threads ([`super::argobj`]): (old thread, the
    /// block's id, its id in the representative).
    pub objs: Vec<(u16, u32, u32)>,
    /// Finished threads (old names) whose argument the representative writes masked
    /// ([`super::argobj::ArgObj::obj`]).
    pub masked: Vec<u16>,
    /// Orphan blocks moved ([`super::argobj::ArgObjs::orphans`]), and tombstones of stack
    /// objects moved ([`super::argobj::ArgObjs::dead`]): (the object's id, its id in the
    /// representative).
    pub orphans: Vec<(u32, u32)>,
    /// Stack objects moved with their threads ([`super::argobj::ArgObjs::stacks`]): (old
    /// thread, the object's id, its id in the representative), grouped by thread.
    pub stacks: Vec<(u16, u32, u32)>,
}

impl Perm {
    /// The permutation that puts the threads in `order`.
    pub fn from_order(order: Vec<u16>) -> Perm {
        let mut rank = vec![0u16; order.len()];
        for (k, &t) in order.iter().enumerate() {
            rank[usize::from(t)] = k as u16;
        }
        Perm {
            order,
            rank,
            objs: Vec::new(),
            masked: Vec::new(),
            orphans: Vec::new(),
            stacks: Vec::new(),
        }
    }
}

/// How the canonical bytes write what names a thread (a thread index, a handle held in a
/// register or a marked cell: [`super::handles`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Names<'a> {
    /// As they are.
    Same,
    /// Every thread but main as one placeholder: the part of a thread that does not depend
    /// on which threads it names (what the symmetry reduction sorts threads by).
    Masked,
    /// Renamed by a permutation's `rank`.
    Ranked(&'a [u16]),
}

impl Names<'_> {
    /// Thread index `t`.
    #[inline]
    pub(crate) fn tid(self, t: u16) -> u16 {
        match self {
            Names::Same => t,
            _ if t == 0 || t == u16::MAX => t,
            Names::Masked => u16::MAX - 1,
            Names::Ranked(rank) => rank.get(usize::from(t)).copied().unwrap_or(t),
        }
    }

    /// A marked value: the handle `v` ([`super::threads::handle`]; 0 and main's stay).
    #[inline]
    pub(crate) fn handle(self, v: u64) -> u64 {
        if v < 2 {
            return v;
        }
        match self {
            Names::Same => v,
            Names::Masked => 0,
            Names::Ranked(rank) => {
                let t = (v - 1) as usize;
                rank.get(t).map_or(v, |&r| u64::from(r) + 1)
            }
        }
    }
}

fn put32(buf: &mut Vec<u8>, v: u32) {
    buf.extend_from_slice(&v.to_le_bytes());
}

fn put64(buf: &mut Vec<u8>, v: u64) {
    buf.extend_from_slice(&v.to_le_bytes());
}

fn put_symref(buf: &mut Vec<u8>, r: super::sym::SymRef) {
    put32(buf, r.sym);
    buf.extend_from_slice(&r.c.to_le_bytes());
    buf.push(r.w);
}

impl Vm<'_> {
    /// Appends the bytes of an abstraction's fixed part: whether the program exited, the
    /// pending choice, and each thread's status and location (its call stack of function and
    /// op index) — no registers, no memory.
    pub fn canonical_locations(&self, st: &State, buf: &mut Vec<u8>) {
        buf.push(u8::from(st.exited.is_some()));
        if let Some(c) = st.exited {
            put32(buf, c as u32);
        }
        buf.push(u8::from(st.pending.is_some()));
        if let Some((t, _)) = st.pending {
            buf.extend_from_slice(&t.to_le_bytes());
        }
        put32(buf, st.threads.len() as u32);
        for th in &st.threads {
            let status = match th.status {
                ThreadStatus::Runnable => 0u8,
                ThreadStatus::Blocked(_) => 1,
                ThreadStatus::Finished => 2,
            };
            buf.push(status);
            buf.push(match th.sync {
                SyncPhase::None => 0,
                SyncPhase::CondWaiting { .. } => 1,
                SyncPhase::CondWoken { .. } => 2,
                SyncPhase::BarrierWaiting { .. } => 3,
            });
            buf.extend_from_slice(&th.atomic.to_le_bytes());
            put32(buf, th.depth() as u32);
            th.for_each_frame(|f, _| {
                put32(buf, f.func);
                put32(buf, f.pc);
            });
        }
    }

    /// Appends the canonical bytes of `st` to `buf`.
    pub fn canonical(&self, st: &State, buf: &mut Vec<u8>) {
        self.canonical_parts(st, buf, &mut NoParts);
    }

    /// Appends the canonical bytes of `st` to `buf` and reports its parts to `sink`: the
    /// header with the object count, each object (a large object: its header, then each
    /// page), each thread. The tree-compressed store gives every part its own subtree, so
    /// that a part whose length changes (a thread whose live registers differ) does not shift
    /// the others. The bytes are the same whatever the sink does with the pages.
    pub fn canonical_parts(&self, st: &State, buf: &mut Vec<u8>, sink: &mut impl PartSink) {
        self.canonical_parts_as(st, None, buf, sink);
    }

    /// [`Self::canonical_parts`] of the state with its threads renamed by `perm` (`None`:
    /// as they are): the canonical bytes of the state the renaming makes, without making it.
    pub fn canonical_parts_as(
        &self,
        st: &State,
        perm: Option<&Perm>,
        buf: &mut Vec<u8>,
        sink: &mut impl PartSink,
    ) {
        match perm {
            Some(p)
                if !(p.objs.is_empty()
                    && p.masked.is_empty()
                    && p.orphans.is_empty()
                    && p.stacks.is_empty()) =>
            {
                let renamed = self.rename_arg_objects(st, p);
                self.canonical_parts_of(&renamed, perm, buf, sink);
            }
            _ => self.canonical_parts_of(st, perm, buf, sink),
        }
    }

    /// [`Self::canonical_parts_as`] once the argument blocks are moved (`perm.objs` is
    /// then ignored).
    fn canonical_parts_of(
        &self,
        st: &State,
        perm: Option<&Perm>,
        buf: &mut Vec<u8>,
        sink: &mut impl PartSink,
    ) {
        let names = perm.map_or(Names::Same, |p| Names::Ranked(&p.rank));
        match st.exited {
            Some(c) => {
                buf.push(1);
                put32(buf, c as u32);
            }
            None => buf.push(0),
        }
        match st.pending {
            None => buf.push(0),
            Some((t, c)) => {
                buf.push(1);
                buf.extend_from_slice(&names.tid(t).to_le_bytes());
                match c {
                    super::Choice::Index(n) => {
                        buf.push(0);
                        put64(buf, n);
                    }
                    super::Choice::Nondet {
                        bits,
                        signed,
                        boolean,
                    } => {
                        buf.push(1);
                        put32(buf, bits);
                        buf.push(u8::from(signed) | (u8::from(boolean) << 1));
                    }
                    super::Choice::Split(n) => {
                        buf.push(2);
                        put64(buf, n);
                    }
                    super::Choice::Read(n) => {
                        buf.push(3);
                        put64(buf, n);
                    }
                    super::Choice::Place(n) => {
                        buf.push(4);
                        put64(buf, n);
                    }
                }
            }
        }
        // Memory.
        let mem = &st.mem;
        put32(buf, mem.objs.len() as u32);
        for (id, o) in mem.objs.iter().enumerate() {
            // A thread-local copy its thread never took the address of holds the global's
            // initial bytes, and only its thread's list names it (`Thread::tls_taken`).
            let skip = !kept(o);
            if !skip {
                sink.cut(buf.len());
            }
            buf.push(o.kind as u8);
            if skip {
                continue;
            }
            self.canonical_object(mem, id as u32, o, perm.map(|_| names), buf, sink);
        }
        // Threads: each one's bytes are computed once per version of the thread and kept
        // with it (`ThreadRef::canonical`).
        put32(buf, st.threads.len() as u32);
        let n = st.threads.len();
        for k in 0..n {
            let th = match perm {
                Some(p) => &st.threads[usize::from(p.order[k])],
                None => &st.threads[k],
            };
            sink.cut(buf.len());
            if th.depth() > FREEZE_KEEP {
                // A deep thread: in parts (see `canonical_thread_parts`), and not kept with
                // the thread (that would cost each version its whole stack again).
                self.canonical_thread_parts(th, buf, sink, names);
            } else if perm.is_some() && names_thread(th) {
                self.canonical_thread_parts(th, buf, &mut NoParts, names);
            } else {
                buf.extend_from_slice(th.canonical(|t, b| self.canonical_thread(t, b)));
            }
        }
        sink.cut(buf.len());
        if st.mem.sym.is_some() {
            self.canonical_symbols(st, buf);
            sink.cut(buf.len());
        }
        if let Some(w) = &st.mem.weak {
            // The weak memory model's part (normalised after every step).
            w.canonical(&self.codec, buf, &mut |end| sink.cut(end));
            sink.cut(buf.len());
        }
    }

    /// Appends the canonical bytes of live object `id` (`o`) after its kind: its flags,
    /// owner, size, bytes, handle cells and written bytes. `renamed`: the names a renaming
    /// gives its owner and the handles in it (`None`: as they are).
    pub(crate) fn canonical_object(
        &self,
        mem: &super::memory::Memory,
        id: u32,
        o: &super::memory::ObjMeta,
        renamed: Option<Names<'_>>,
        buf: &mut Vec<u8>,
        sink: &mut impl PartSink,
    ) {
        let names = renamed.unwrap_or(Names::Same);
        buf.push(o.flags);
        buf.extend_from_slice(&names.tid(o.owner).to_le_bytes());
        put32(buf, o.cap);
        if renamed.is_some() && mem.touches_handle(o.loc(), o.cap as usize) {
            // Handles in it: its bytes renamed, each part by value.
            self.renamed_object(mem, o, names, buf, sink);
        } else if !mem.track_init
            && let Some(pages) = mem.pages(o)
        {
            // A paged object: its header, then each page a part that is exactly the
            // page's bytes (the cuts are a function of the state), which the sink may
            // take by reference. The tree store then skips the pages a state shares with
            // the last one it met, and re-reads only those that changed.
            for page in pages {
                sink.cut(buf.len());
                sink.page(buf, page);
            }
            // What follows (the kinds of skipped objects up to the next cut) is not the
            // page's.
            sink.cut(buf.len());
        } else if o.cap as usize <= PAGE {
            mem.chunks_at(o.loc(), o.cap as usize, |c| buf.extend_from_slice(c));
        } else {
            // A large object is one part per page (at fixed offsets from its start, so
            // the cuts are a function of the state): the tree store then re-reads only
            // the pages that changed, as memory copies only those.
            let mut at = 0usize;
            mem.chunks_at(o.loc(), o.cap as usize, |mut c| {
                while !c.is_empty() {
                    if at > 0 && at.is_multiple_of(PAGE) {
                        sink.cut(buf.len());
                    }
                    let k = c.len().min(PAGE - at % PAGE);
                    buf.extend_from_slice(&c[..k]);
                    at += k;
                    c = &c[k..];
                }
            });
        }
        if self.cfg.track_handles {
            // Which of its cells hold handles (their values are in its bytes), with
            // the object: a part of its own would change with every lock taken (a
            // lock's owner word is one), where the object's part changes anyway.
            self.put_handle_cells(mem, o, buf);
        }
        if mem.track_init && matches!(o.kind, ObjKind::Stack | ObjKind::Heap) {
            // Which bytes were written distinguishes states (an unwritten byte reads
            // as any value).
            buf.extend_from_slice(&mem.init_bits(id));
        }
    }

    /// The canonical bytes of thread `th` with every thread it names but main masked
    /// ([`Names::Masked`]), whether or not it names any.
    pub(crate) fn canonical_thread_masked(&self, th: &Thread, buf: &mut Vec<u8>) {
        self.canonical_thread_parts(th, buf, &mut NoParts, Names::Masked);
    }

    /// Appends the handle cells of object `o` (with [`super::VmConfig::track_handles`]):
    /// 0 when it has none, else 1, their number, then each one's offset and width.
    fn put_handle_cells(
        &self,
        mem: &super::memory::Memory,
        o: &super::memory::ObjMeta,
        buf: &mut Vec<u8>,
    ) {
        let lo = o.loc();
        let n = o.cap as usize;
        let Some(h) = mem.handles.as_ref().filter(|h| h.near(lo, n)) else {
            buf.push(0);
            return;
        };
        buf.push(1);
        let at = buf.len();
        put32(buf, 0);
        let mut count = 0u32;
        for (k, w) in h.overlapping(lo, n) {
            put32(buf, (k - lo) as u32);
            buf.push(w);
            count += 1;
        }
        buf[at..at + 4].copy_from_slice(&count.to_le_bytes());
    }

    /// Appends the lazy nondeterministic values' part ([`super::sym`]): the marked memory
    /// cells by object and offset, then the domains of the symbols that a live mark or a
    /// cell names, by id.
    fn canonical_symbols(&self, st: &State, buf: &mut Vec<u8>) {
        let Some(m) = &st.mem.sym else { return };
        let mut used: Vec<u32> = Vec::new();
        if !m.cells.is_empty() {
            for (id, o) in st.mem.objs.iter().enumerate() {
                if o.cap == 0 || o.kind.is_tombstone() {
                    continue;
                }
                let (lo, n) = (o.loc(), o.cap as usize);
                for (k, l, r) in m.overlapping(lo, n) {
                    put32(buf, id as u32);
                    put32(buf, (k - lo) as u32);
                    buf.push(l);
                    put_symref(buf, r);
                    used.push(r.sym);
                }
            }
        }
        buf.push(0xff);
        for th in &st.threads {
            self.live_marks(th, |_, _, r| used.push(r.sym));
        }
        used.sort_unstable();
        used.dedup();
        for s in used {
            put32(buf, s);
            if let Some(Some(sym)) = m.doms.get(s as usize) {
                let iv = sym.dom.intervals();
                put32(buf, iv.len() as u32);
                for &(a, b) in iv {
                    buf.extend_from_slice(&a.to_le_bytes());
                    buf.extend_from_slice(&b.to_le_bytes());
                }
            }
        }
    }

    /// Drops the marks of `th` that [`Self::live_marks`] does not report (dead registers):
    /// the canonical form leaves them out, so nothing a later step decides may depend on
    /// them. Called at the end of each step of the thread (the only thread whose registers
    /// or positions a step changes), so that between steps every mark is live.
    pub(crate) fn drop_dead_marks(&self, th: &mut Thread) {
        self.drop_dead_marks_at(th, None);
    }

    /// [`Self::drop_dead_marks`] with the innermost frame at `top_pc` (its `pc` if `None`):
    /// for a thread in the middle of a step, whose innermost `pc` the interpreter has not
    /// written back.
    pub(crate) fn drop_dead_marks_at(&self, th: &mut Thread, top_pc: Option<u32>) {
        if th.sym.is_empty() {
            return;
        }
        let mut live: Vec<u32> = Vec::with_capacity(th.sym.len());
        self.live_marks_at(th, top_pc, |k, x, _| {
            live.push(th.frames[k].base + x as u32)
        });
        if live.len() < th.sym.len() {
            // Both are in increasing register order.
            let mut at = 0;
            th.sym.retain(|m| {
                while at < live.len() && live[at] < m.0 {
                    at += 1;
                }
                at < live.len() && live[at] == m.0
            });
        }
    }

    /// Calls `f` with the marks of `th` on live registers of its top frames, in order: the
    /// frame's position among the top frames, the register in it, the value.
    pub(crate) fn live_marks(&self, th: &Thread, f: impl FnMut(usize, usize, super::sym::SymRef)) {
        self.live_marks_at(th, None, f);
    }

    /// [`Self::live_marks`] with the innermost frame at `top_pc` (its `pc` if `None`).
    fn live_marks_at(
        &self,
        th: &Thread,
        top_pc: Option<u32>,
        mut f: impl FnMut(usize, usize, super::sym::SymRef),
    ) {
        if th.sym.is_empty() {
            return;
        }
        let n = th.frames.len();
        for (k, fr) in th.frames.iter().enumerate() {
            let func = &self.prog.funcs[fr.func as usize];
            let base = fr.base as usize;
            let end = base + func.consts_at as usize;
            let lo = th.sym.partition_point(|m| (m.0 as usize) < base);
            let innermost = k + 1 == n;
            let pc = if innermost {
                top_pc.unwrap_or(fr.pc)
            } else {
                fr.pc
            };
            let live = self.liveness.live_at(self.prog, fr.func, pc, innermost);
            for &(i, r) in th.sym[lo..].iter().take_while(|m| (m.0 as usize) < end) {
                let x = i as usize - base;
                if super::liveness::keeps(live, x) {
                    f(k, x, r);
                }
            }
        }
    }

    /// Appends the canonical bytes of one thread: a function of the thread alone (its
    /// status, synchronisation phase, frames, live registers, stack and thread-local
    /// objects), so that it can be kept with the thread.
    pub(crate) fn canonical_thread(&self, th: &Thread, buf: &mut Vec<u8>) {
        self.canonical_thread_parts(th, buf, &mut NoParts, Names::Same);
    }

    /// The canonical bytes of thread `th` with every thread it names but main as one
    /// placeholder ([`Names::Masked`]): the thread's own part, which the symmetry reduction
    /// sorts threads by. `None` when it names none and is not deep: its key is its
    /// canonical bytes (cached with it: [`Self::canonical_thread`]).
    pub(crate) fn masked_thread(&self, th: &Thread) -> Option<Vec<u8>> {
        // A deep thread's bytes are not kept with it (see `canonical_parts_as`).
        if !names_thread(th) && th.depth() <= FREEZE_KEEP {
            return None;
        }
        let mut b = Vec::new();
        self.canonical_thread_parts(th, &mut b, &mut NoParts, Names::Masked);
        Some(b)
    }

    /// [`Self::canonical_thread`], and for a thread deeper than [`FREEZE_KEEP`] frames a
    /// part per [`FREEZE_KEEP`] frames counted from the outermost (a function of the state,
    /// however its frames are split between frozen segments and the top), the frozen
    /// segments handed to `sink` by reference.
    fn canonical_thread_parts(
        &self,
        th: &Thread,
        buf: &mut Vec<u8>,
        sink: &mut impl PartSink,
        names: Names<'_>,
    ) {
        if !self.canonical_thread_head(th, buf, names) {
            return;
        }
        let grouped = th.depth() > FREEZE_KEEP;
        if let Some(top) = &th.frozen {
            for seg in top.chain() {
                self.segment_canon(seg);
                sink.cut(buf.len());
                sink.segment(buf, seg);
            }
            if th.frames.is_empty() {
                // What follows is not the segment's.
                sink.cut(buf.len());
            }
        }
        let below = th.depth() - th.frames.len();
        let n = th.frames.len();
        for (k, f) in th.frames.iter().enumerate() {
            if grouped && (below + k).is_multiple_of(FREEZE_KEEP) {
                sink.cut(buf.len());
            }
            if th.hregs.is_empty() {
                self.canonical_frame(f, &th.regs, k + 1 == n, buf);
            } else {
                self.canonical_frame_named(f, &th.regs, k + 1 == n, &th.hregs, names, buf);
            }
        }
        self.canonical_thread_tail(th, buf);
    }

    /// The canonical bytes of the frames of frozen segment `seg`, computed on first use.
    fn segment_canon<'s>(&self, seg: &'s Segment) -> &'s [u8] {
        seg.canon.get_or_init(|| {
            let mut b = Vec::with_capacity(seg.frames.len() * 24 + seg.regs.len() * 8);
            for f in &seg.frames {
                self.canonical_frame(f, &seg.regs, false, &mut b);
            }
            b
        })
    }

    /// Appends the canonical bytes of a thread that come before its frames: its status,
    /// synchronisation phase, atomic depth and frame count. `false`: the thread finished,
    /// and that was all.
    fn canonical_thread_head(&self, th: &Thread, buf: &mut Vec<u8>, names: Names<'_>) -> bool {
        if self.cfg.counter_bound.is_some() {
            // The counter abstraction's "and more" flag, first: the rest is the thread's
            // local state, which its groups compare (`crate::model::counter`).
            buf.push(u8::from(th.many));
        }
        match th.status {
            ThreadStatus::Runnable => buf.push(0),
            ThreadStatus::Finished => {
                buf.push(1);
                put64(buf, th.retval);
                buf.push(u8::from(th.detached));
                if self.cfg.track_handles {
                    self.put_class(th, buf);
                }
                return false;
            }
            ThreadStatus::Blocked(r) => {
                buf.push(2);
                let (tag, a, b) = match r {
                    BlockReason::Join(u) => (0u8, u64::from(names.tid(u)), 0u64),
                    BlockReason::Mutex(m) => (1, m, 0),
                    BlockReason::CondWait(c) => (2, c, 0),
                    BlockReason::CondReacquire(m) => (3, m, 0),
                    BlockReason::RwRead(l) => (4, l, 0),
                    BlockReason::RwWrite(l) => (5, l, 0),
                    BlockReason::Barrier(b, g) => (6, b, u64::from(g)),
                    BlockReason::Spin(s) => (7, s, 0),
                    BlockReason::AwaitEq(p, v) => (8, p, u64::from(v)),
                    BlockReason::Sem(s) => (9, s, 0),
                };
                buf.push(tag);
                put64(buf, a);
                put64(buf, b);
            }
        }
        match th.sync {
            SyncPhase::None => buf.push(0),
            SyncPhase::CondWaiting { cond, mutex, timed } => {
                buf.push(1);
                put64(buf, cond);
                put64(buf, mutex);
                buf.push(u8::from(timed));
            }
            SyncPhase::CondWoken { mutex, timed_out } => {
                buf.push(2);
                put64(buf, mutex);
                buf.push(u8::from(timed_out));
            }
            SyncPhase::BarrierWaiting { addr, generation } => {
                buf.push(3);
                put64(buf, addr);
                put32(buf, generation);
            }
        }
        match th.exiting {
            None => buf.push(0),
            Some(v) => {
                buf.push(1);
                put64(buf, v);
            }
        }
        buf.extend_from_slice(&th.atomic.to_le_bytes());
        buf.push(u8::from(th.detached));
        put32(buf, th.depth() as u32);
        if self.cfg.track_handles {
            self.put_class(th, buf);
        }
        true
    }

    /// The thread's class: the symmetry reduction renames threads of one class among
    /// themselves ([`super::orbit`]), so that which threads it may rename is a function of
    /// the canonical form.
    fn put_class(&self, th: &Thread, buf: &mut Vec<u8>) {
        put32(buf, th.start.0);
        put64(buf, th.start.1);
    }

    /// Appends the canonical bytes of a thread that come after its frames: its stack and
    /// thread-local objects.
    fn canonical_thread_tail(&self, th: &Thread, buf: &mut Vec<u8>) {
        if !th.sym.is_empty() || th.sym_pick.is_some() {
            // Lazy values: which live registers hold which (their slots hold 0), and the
            // symbol a pending pick is for. Nothing when no live register is marked and no
            // pick is pending: the marks of dead registers are not part of the state, so
            // whether any are left must not show either.
            let start = buf.len();
            buf.push(0xfe);
            let mut n = 0u32;
            let at = buf.len();
            put32(buf, 0);
            self.live_marks(th, |k, x, r| {
                put32(buf, k as u32);
                put32(buf, x as u32);
                put_symref(buf, r);
                n += 1;
            });
            if n == 0 && th.sym_pick.is_none() {
                buf.truncate(start);
            } else {
                buf[at..at + 4].copy_from_slice(&n.to_le_bytes());
                put32(buf, th.sym_pick.unwrap_or(u32::MAX));
            }
        }
        if !th.hregs.is_empty() {
            // Thread handles: which live registers hold them (none: nothing, as for lazy
            // values' marks).
            let start = buf.len();
            buf.push(0xfd);
            let mut any = false;
            self.live_hmarks(th, |k, x| {
                put32(buf, k as u32);
                put32(buf, x as u32);
                any = true;
            });
            if !any {
                buf.truncate(start);
            }
        }
        put32(buf, th.allocas.len() as u32);
        for &a in &th.allocas {
            put32(buf, a);
        }
        for (ix, &t) in th.tls.iter().enumerate() {
            put32(buf, if th.tls_used(ix) { t } else { 0 });
        }
    }

    /// [`Self::canonical_frame`] of a frame of a thread with marked registers `hregs`
    /// (absolute indices): the marked ones written as `names` says.
    fn canonical_frame_named(
        &self,
        f: &Frame,
        regs: &[u64],
        innermost: bool,
        hregs: &[u32],
        names: Names<'_>,
        buf: &mut Vec<u8>,
    ) {
        put32(buf, f.func);
        put32(buf, f.pc);
        put32(buf, f.alloca_mark);
        put32(buf, f.va);
        buf.extend_from_slice(&f.ret_dst.to_le_bytes());
        buf.push(u8::from(f.atomic));
        let base = f.base as usize;
        self.live_regs_at(f, regs, innermost, None, |i, r| {
            let marked = super::handles::is_marked(hregs, base + i);
            put64(buf, if marked { names.handle(r) } else { r });
        });
    }

    /// The bytes of object `o`, whose marked cells hold handles, with the handles renamed
    /// by `names`, cut into parts as [`Self::canonical_parts_as`] cuts any object (a paged
    /// object's pages, a large one's pages), every part by value.
    fn renamed_object(
        &self,
        mem: &super::memory::Memory,
        o: &super::memory::ObjMeta,
        names: Names<'_>,
        buf: &mut Vec<u8>,
        sink: &mut impl PartSink,
    ) {
        let (lo, cap) = (o.loc(), o.cap as usize);
        let mut bytes = Vec::with_capacity(cap);
        mem.chunks_at(lo, cap, |c| bytes.extend_from_slice(c));
        if let Some(h) = &mem.handles {
            for (k, w) in h.overlapping(lo, cap) {
                let (at, w) = (k - lo, usize::from(w));
                if at + w > cap {
                    continue;
                }
                let mut v = [0u8; 8];
                v[..w].copy_from_slice(&bytes[at..at + w]);
                let r = names.handle(u64::from_le_bytes(v));
                bytes[at..at + w].copy_from_slice(&r.to_le_bytes()[..w]);
            }
        }
        let paged = !mem.track_init && mem.pages(o).is_some();
        if cap <= PAGE && !paged {
            buf.extend_from_slice(&bytes);
        } else {
            for (k, page) in bytes.chunks(PAGE).enumerate() {
                if paged || k > 0 {
                    sink.cut(buf.len());
                }
                buf.extend_from_slice(page);
            }
            if paged {
                sink.cut(buf.len());
            }
        }
    }
}

/// Whether the canonical form writes object `o`'s bytes: not for vacant ids, tombstones,
/// read-only objects (they never change), or a thread-local copy its thread never took the
/// address of (it holds the global's initial bytes, and only its thread's list names it:
/// `Thread::tls_taken`).
pub(crate) fn kept(o: &super::memory::ObjMeta) -> bool {
    !(matches!(
        o.kind,
        ObjKind::Vacant
            | ObjKind::Freed
            | ObjKind::DeadStack
            | ObjKind::Constant
            | ObjKind::Code
            | ObjKind::BlockAddrs
    ) || (o.kind == ObjKind::Tls && o.flags & super::memory::flags::TAKEN == 0))
}

/// Calls `f` with the values of `th` outside its registers that may be pointers: the
/// return value of a finished thread, the object it waits on, those of its condition or
/// barrier wait, its exit value.
pub(crate) fn held_values(th: &Thread, f: &mut dyn FnMut(u64)) {
    match th.status {
        ThreadStatus::Finished => f(th.retval),
        ThreadStatus::Blocked(r) => r.object().into_iter().for_each(&mut *f),
        ThreadStatus::Runnable => {}
    }
    if th.status == ThreadStatus::Finished {
        return;
    }
    match th.sync {
        SyncPhase::None => {}
        SyncPhase::CondWaiting { cond, mutex, .. } => {
            f(cond);
            f(mutex);
        }
        SyncPhase::CondWoken { mutex, .. } => f(mutex),
        SyncPhase::BarrierWaiting { addr, .. } => f(addr),
    }
    if let Some(v) = th.exiting {
        f(v);
    }
}

fn names_thread(th: &Thread) -> bool {
    !th.hregs.is_empty()
        || matches!(th.status, ThreadStatus::Blocked(BlockReason::Join(t)) if t != 0)
}

impl Vm<'_> {
    /// Appends the canonical bytes of frame `f`, whose `base` indexes `regs`; `innermost`:
    /// the thread's top frame.
    fn canonical_frame(&self, f: &Frame, regs: &[u64], innermost: bool, buf: &mut Vec<u8>) {
        put32(buf, f.func);
        put32(buf, f.pc);
        put32(buf, f.alloca_mark);
        put32(buf, f.va);
        buf.extend_from_slice(&f.ret_dst.to_le_bytes());
        buf.push(u8::from(f.atomic));
        self.live_regs(f, regs, innermost, None, |r| put64(buf, r));
    }

    /// Calls `f` with the live registers of frame `fr` (whose `base` indexes `regs`), in
    /// order: the registers the canonical form keeps. `innermost`: the thread's top frame;
    /// `at` overrides the frame's `pc`.
    #[inline]
    pub(crate) fn live_regs(
        &self,
        fr: &Frame,
        regs: &[u64],
        innermost: bool,
        at: Option<u32>,
        mut f: impl FnMut(u64),
    ) {
        let func = &self.prog.funcs[fr.func as usize];
        let base = fr.base as usize;
        // The innermost frame is stopped at `pc`; callers at the op after the call, which
        // is where they resume (their `pc`).
        let live = self
            .liveness
            .live_at(self.prog, fr.func, at.unwrap_or(fr.pc), innermost);
        let regs = &regs[base..base + func.consts_at as usize];
        match live {
            Some((bits, (ex, exn))) => {
                let ex = usize::from(ex)..usize::from(ex) + usize::from(exn);
                for (i, r) in regs.iter().enumerate() {
                    if super::liveness::is_live(bits, i) && !ex.contains(&i) {
                        f(*r);
                    }
                }
            }
            None => regs.iter().for_each(|&r| f(r)),
        }
    }

    /// [`Self::live_regs`], with each register's index in the frame.
    #[inline]
    pub(crate) fn live_regs_at(
        &self,
        fr: &Frame,
        regs: &[u64],
        innermost: bool,
        at: Option<u32>,
        mut f: impl FnMut(usize, u64),
    ) {
        let func = &self.prog.funcs[fr.func as usize];
        let base = fr.base as usize;
        let live = self
            .liveness
            .live_at(self.prog, fr.func, at.unwrap_or(fr.pc), innermost);
        let regs = &regs[base..base + func.consts_at as usize];
        match live {
            Some((bits, (ex, exn))) => {
                let ex = usize::from(ex)..usize::from(ex) + usize::from(exn);
                for (i, r) in regs.iter().enumerate() {
                    if super::liveness::is_live(bits, i) && !ex.contains(&i) {
                        f(i, *r);
                    }
                }
            }
            None => regs.iter().enumerate().for_each(|(i, &r)| f(i, r)),
        }
    }

    /// Calls `f` with every value of `th` that the canonical form keeps and that may be a
    /// pointer: live registers, the return or exit value, the objects it waits on. With
    /// `at`, the innermost frame is executing the op at `at`: its registers are those live
    /// before that op (not those at its `pc`, which may include the op's own result, not
    /// written yet: a stale value).
    fn thread_roots(&self, th: &Thread, at: Option<u32>, f: &mut dyn FnMut(u64)) {
        held_values(th, f);
        if th.status == ThreadStatus::Finished {
            return;
        }
        let n = th.depth();
        let mut k = 0;
        th.for_each_frame(|fr, regs| {
            k += 1;
            let innermost = k == n;
            self.live_regs(fr, regs, innermost, at.filter(|_| innermost), &mut *f);
        });
    }
}

/// The values outside memory that may be pointers ([`Roots`]): what the canonical form keeps
/// of each thread that may be a pointer, for the threads of a state (one of them perhaps
/// borrowed apart: `cur`, the running thread), plus values in flight (`extra`, and the
/// arguments of a call being made). Like the canonical form, they leave out registers that
/// are dead or stale, so that the ids an allocation picks are a function of the state's
/// canonical form.
pub struct ThreadRoots<'a, 'p> {
    /// The VM (for the liveness of registers).
    pub vm: &'a Vm<'p>,
    /// Threads.
    pub threads: [&'a [ThreadRef]; 2],
    /// A thread not in `threads`, and the op its innermost frame is executing (`None`: the
    /// frame's `pc` tells where it is, as in a state between steps).
    pub cur: Option<(&'a Thread, Option<u32>)>,
    /// Other values.
    pub extra: &'a [u64],
    /// The arguments of a call `cur` is making, and the caller's first register.
    pub args: Option<(&'a [ArgPass], usize)>,
}

impl<'a, 'p> ThreadRoots<'a, 'p> {
    /// The roots of `threads`.
    pub fn of(vm: &'a Vm<'p>, threads: &'a [ThreadRef]) -> Self {
        ThreadRoots {
            vm,
            threads: [threads, &[]],
            cur: None,
            extra: &[],
            args: None,
        }
    }

    /// The roots of thread `cur`, borrowed apart, executing the op at `at` (see
    /// [`ThreadRoots::cur`]), and of the `others`.
    pub fn beside(
        vm: &'a Vm<'p>,
        others: [&'a [ThreadRef]; 2],
        cur: &'a Thread,
        at: Option<u32>,
    ) -> Self {
        ThreadRoots {
            vm,
            threads: others,
            cur: Some((cur, at)),
            extra: &[],
            args: None,
        }
    }

    /// The roots of `threads`, thread `tid` of which is executing the op before its innermost
    /// frame's `pc` (a builtin call: the frame's `pc` is already past it).
    pub fn running(vm: &'a Vm<'p>, threads: &'a [ThreadRef], tid: usize) -> Self {
        let (lo, rest) = threads.split_at(tid);
        let (th, hi) = rest.split_first().expect("thread");
        let at = th.frames.last().and_then(|f| f.pc.checked_sub(1));
        Self::beside(vm, [lo, hi], th, at)
    }
}

impl Roots for ThreadRoots<'_, '_> {
    fn each(&self, f: &mut dyn FnMut(u64)) {
        for th in self.threads.iter().flat_map(|g| g.iter()) {
            self.vm.thread_roots(th, None, f);
        }
        if let Some((th, at)) = self.cur {
            self.vm.thread_roots(th, at, f);
        }
        self.extra.iter().for_each(|&v| f(v));
        if let (Some((th, _)), Some((args, base))) = (self.cur, self.args) {
            for a in args {
                let at = base + a.reg.i();
                th.regs[at..at + usize::from(a.slots)]
                    .iter()
                    .for_each(|&v| f(v));
            }
        }
    }
}
