//! Memory ops under the weak memory models ([`crate::vm::weak`]): the executor's loads,
//! stores, atomics and fences when the state has a weak part. Accesses to memory no other
//! thread can reach (`Vm::is_shared`) take the plain path under every model.
//!
//! - TSO: a shared store enters the thread's store buffer (its superstep access is the
//!   buffer's tail, [`Access::buffer_tail`]: other threads cannot see it); a load lays the
//!   thread's buffered bytes over memory's; a locked instruction, a `seq_cst` store or an
//!   `mfence` drains the buffer first (an access to everything while the buffer holds
//!   something: the flushes write wherever their entries go).
//! - RC11: an atomic access goes through its location's messages ([`rc11`]); where it has a
//!   choice (which message a load reads, where a store goes in modification order) the
//!   thread stops at the op for the search to choose ([`Choice::Read`],
//!   [`Choice::Place`]), as at a nondeterministic call. A non-atomic access reads and writes
//!   memory, checks for a happens-before race and records itself; on the bytes of an atomic
//!   location, a non-atomic write adds a message.

use super::{Action, Executor, Step, Stop, as_bytes, as_bytes_mut};
use crate::bytecode::op::{MemOrd, R, RmwKind};
use crate::vm::Choice;
use crate::vm::arith::{mask, rmw};
use crate::vm::memory::Memory;
use crate::vm::superstep::Access;
use crate::vm::weak::rc11::{Pos, Race, Rc11};
use crate::vm::weak::tso::Tso;
use crate::vm::weak::{self, WeakMem};
use std::sync::Arc;

/// A data race found by an access under RC11, for the outer loop to describe.
#[derive(Debug)]
pub(crate) struct RaceReport {
    /// The address accessed.
    pub addr: u64,
    /// This access is a write.
    pub write: bool,
    /// This access is atomic.
    pub atomic: bool,
    /// The other access.
    pub race: Race,
}

/// The weak part of memory, mutably (unshared first).
#[inline]
fn wm(mem: &mut Memory) -> &mut WeakMem {
    Arc::make_mut(mem.weak.as_mut().expect("a weak memory model"))
}

/// The TSO buffers of memory, mutably.
#[inline]
fn tso_mut(mem: &mut Memory) -> &mut Tso {
    wm(mem).tso_mut().expect("TSO")
}

/// The RC11 state of memory, mutably.
#[inline]
fn rc_mut(mem: &mut Memory) -> &mut Rc11 {
    wm(mem).rc11_mut().expect("RC11")
}

impl Executor<'_, '_> {
    /// Whether the model is TSO (else RC11).
    #[inline]
    fn is_tso(&self) -> bool {
        matches!(self.mem.weak.as_deref(), Some(WeakMem::Tso(_)))
    }

    /// The number of entries in this thread's store buffer (TSO).
    #[inline]
    fn buffered(&self) -> usize {
        self.mem
            .weak
            .as_deref()
            .and_then(WeakMem::tso)
            .map_or(0, |t| t.buf(self.tid).len())
    }

    /// The op being executed, as a position.
    #[inline]
    fn pos(&self) -> Pos {
        Pos {
            func: self.fidx,
            pc: (self.pc - 1) as u32,
        }
    }

    /// Whether the current function is pancam's C library (its accesses are not checked
    /// for races: it implements the synchronisation).
    #[inline]
    fn in_library(&self) -> bool {
        self.func.library
    }

    /// Ends the loop with data race `race` found by this access.
    #[cold]
    fn race_stop(&mut self, addr: u64, write: bool, atomic: bool, race: Race) -> Stop {
        self.stop(Action::Race(Box::new(RaceReport {
            addr,
            write,
            atomic,
            race,
        })))
    }

    /// The superstep test of access `a`, after the shared-access pause (see
    /// `Executor::visible`).
    #[inline]
    fn weak_test(&mut self, a: Access) -> Step {
        if self.pause_shared || self.superstep {
            self.pause_before()?;
            self.sup_test(a)?;
        }
        Ok(())
    }

    /// Writes this thread's whole store buffer to memory (TSO), oldest first. A write that
    /// faults (the object went away) ends the loop with the fault.
    pub(super) fn drain(&mut self) -> Step {
        while let Some(e) = tso_mut(self.mem).pop(self.tid) {
            let b = e.bytes.get();
            let Some(i) = self.mem.index_w(e.addr, b.len() as u64) else {
                return Err(self.fault(e.addr, b.len() as u64, true));
            };
            self.mem.write_at(i, b);
        }
        Ok(())
    }

    /// The superstep test of an op that drains the buffer (TSO): while the buffer holds
    /// stores, everything (the flushes write wherever they go); else `a`, if any.
    #[inline]
    fn drain_test(&mut self, a: Option<Access>) -> Step {
        if self.buffered() > 0 {
            self.weak_test(Access::ALL)
        } else if let Some(a) = a {
            self.weak_test(a)
        } else {
            Ok(())
        }
    }

    /// Reads `out.len()` bytes at `p` under the weak model (a non-atomic load, or an atomic
    /// one under TSO): the superstep test, the fault check, TSO forwarding, RC11's race
    /// check.
    fn weak_read(&mut self, p: u64, out: &mut [u8]) -> Step {
        let n = out.len() as u64;
        self.visible(p, n, false)?;
        let Some(i) = self.mem.index(p, n) else {
            return Err(self.fault(p, n, false));
        };
        self.uninit_read(i, out.len())?;
        self.mem.read_at(i, out);
        if !self.vm.is_shared(self.mem, p, self.tid) {
            return Ok(());
        }
        let (id, off) = self.vm.codec.decode(p);
        if self.is_tso() {
            if self.buffered() > 0
                && let Some(t) = self.mem.weak.as_deref().and_then(WeakMem::tso)
            {
                t.forward(&self.vm.codec, self.tid, id, off, out);
            }
        } else if !self.in_library() {
            let pos = self.pos();
            if let Some(r) = rc_mut(self.mem).plain_access(self.tid, id, off, off + n, false, pos) {
                return Err(self.race_stop(p, false, false, r));
            }
        }
        Ok(())
    }

    /// Writes `bytes` at `p` under the weak model (a non-atomic store, or a non-`seq_cst`
    /// atomic one under TSO).
    fn weak_write(&mut self, p: u64, bytes: &[u8]) -> Step {
        let n = bytes.len() as u64;
        let shared = self.vm.is_shared(self.mem, p, self.tid);
        if shared && self.is_tso() {
            let full = self.buffered() >= self.vm.cfg.store_buffer.max(1);
            self.weak_test(if full {
                Access::ALL
            } else {
                Access::buffer_tail(self.tid)
            })?;
            if self.mem.index_w(p, n).is_none() {
                return Err(self.fault(p, n, true));
            }
            if full {
                // The oldest entry is written first (a flush the unbounded machine could
                // make here); the search is no longer complete.
                if let Some(e) = tso_mut(self.mem).pop(self.tid) {
                    let b = e.bytes.get();
                    let Some(i) = self.mem.index_w(e.addr, b.len() as u64) else {
                        return Err(self.fault(e.addr, b.len() as u64, true));
                    };
                    self.mem.write_at(i, b);
                }
                weak::hit(weak::WeakLimit::StoreBuffer);
            }
            tso_mut(self.mem).push(self.tid, p, bytes);
            if self.track {
                self.escape_bytes(p, bytes);
            }
            return Ok(());
        }
        self.visible(p, n, true)?;
        let Some(i) = self.mem.index_w(p, n) else {
            return Err(self.fault(p, n, true));
        };
        if shared && !self.is_tso() && !self.in_library() {
            let (id, off) = self.vm.codec.decode(p);
            let pos = self.pos();
            if let Some(r) = rc_mut(self.mem).plain_access(self.tid, id, off, off + n, true, pos) {
                return Err(self.race_stop(p, true, false, r));
            }
        }
        self.mem.write_at(i, bytes);
        if shared {
            if !self.is_tso() {
                self.rc11_plain_messages(p, n);
            }
            if self.track {
                self.escape_bytes(p, bytes);
            }
        }
        Ok(())
    }

    /// After a non-atomic write of `n` bytes at `p` (RC11): the atomic locations among
    /// those bytes get a message with their new value.
    fn rc11_plain_messages(&mut self, p: u64, n: u64) {
        let (id, off) = self.vm.codec.decode(p);
        let Some(rc) = self.mem.weak.as_deref().and_then(WeakMem::rc11) else {
            return;
        };
        let ls: Vec<(usize, u64, u8)> = rc
            .overlapping(id, off, off + n)
            .map(|li| {
                let l = &rc.locs[li];
                (li, crate::vm::weak::rc11::unkey(l.key).1, l.size)
            })
            .collect();
        for (li, loff, size) in ls {
            let mut a = [0u8; 8];
            if let Some(i) = self
                .mem
                .index(self.vm.codec.encode(id, loff), u64::from(size))
            {
                self.mem.read_at(i, &mut a[..usize::from(size)]);
            }
            rc_mut(self.mem).append_plain(self.tid, li, u64::from_le_bytes(a));
        }
    }

    /// Escape tracking for `bytes` stored at `p` in shared memory: pointers among them (at
    /// pointer-aligned offsets) escape.
    fn escape_bytes(&mut self, p: u64, bytes: &[u8]) {
        let w = self.vm.prog.dl.ptr_size as usize;
        let off = self.vm.codec.decode(p).1 as usize;
        let mut k = (w - off % w) % w;
        while k + w <= bytes.len() {
            let mut a = [0u8; 8];
            a[..w].copy_from_slice(&bytes[k..k + w]);
            let x = u64::from_le_bytes(a);
            if x != 0 {
                self.vm.escape_value(self.mem, self.tid, x);
            }
            k += w;
        }
    }

    /// `Load1`…`Load8` under a weak model.
    #[inline(never)]
    pub(super) fn weak_load(&mut self, dst: R, p: u64, n: usize) -> Step {
        let mut a = [0u8; 8];
        self.weak_read(p, &mut a[..n])?;
        self.set(dst, u64::from_le_bytes(a));
        Ok(())
    }

    /// `Store1`…`Store8` under a weak model.
    #[inline(never)]
    pub(super) fn weak_store(&mut self, val: R, p: u64, n: usize) -> Step {
        let v = self.reg(val).to_le_bytes();
        self.weak_write(p, &v[..n])
    }

    /// `LoadN` under a weak model.
    #[inline(never)]
    pub(super) fn weak_load_n(&mut self, dst: R, ptr: R, size: u32) -> Step {
        let p = self.reg(ptr);
        let n = size as usize;
        let mut buf = vec![0u8; n];
        self.weak_read(p, &mut buf)?;
        let slots = n.div_ceil(8);
        let d = &mut self.r.all()[dst.i()..dst.i() + slots];
        d.fill(0);
        as_bytes_mut(d)[..n].copy_from_slice(&buf);
        Ok(())
    }

    /// `StoreN` under a weak model.
    #[inline(never)]
    pub(super) fn weak_store_n(&mut self, val: R, ptr: R, size: u32) -> Step {
        let p = self.reg(ptr);
        let n = size as usize;
        let slots = n.div_ceil(8);
        let bytes = as_bytes(&self.r.all()[val.i()..val.i() + slots])[..n].to_vec();
        self.weak_write(p, &bytes)
    }

    /// `memset` under a weak model.
    #[inline(never)]
    pub(super) fn weak_mem_set(&mut self, dst: R, val: R, len: R) -> Step {
        let (d, n) = (self.reg(dst), self.reg(len));
        if n == 0 {
            return Ok(());
        }
        if self.mem.index(d, n).is_none() {
            self.visible(d, n, true)?;
            return Err(self.fault(d, n, true));
        }
        let bytes = vec![self.reg(val) as u8; n as usize];
        self.weak_write(d, &bytes)
    }

    /// `memcpy`/`memmove` under a weak model: a read of the source, a write of the
    /// destination.
    #[inline(never)]
    pub(super) fn weak_mem_copy(&mut self, dst: R, src: R, len: R, overlap: bool) -> Step {
        let (d, s, n) = (self.reg(dst), self.reg(src), self.reg(len));
        if n == 0 {
            return Ok(());
        }
        let (Some(si), Some(di)) = (self.mem.index(s, n), self.mem.index(d, n)) else {
            // The plain path reports the fault.
            return self.mem_copy_plain(dst, src, len, overlap);
        };
        if !overlap && si < di + n as usize && di < si + n as usize && si != di {
            return self.mem_copy_plain(dst, src, len, overlap);
        }
        let mut buf = vec![0u8; n as usize];
        self.weak_read(s, &mut buf)?;
        self.weak_write(d, &buf)
    }

    /// `load atomic` under a weak model.
    #[inline(never)]
    pub(super) fn weak_atomic_load(&mut self, dst: R, ptr: R, size: u8, ord: MemOrd) -> Step {
        let p = self.reg(ptr);
        if self.is_tso() {
            return self.weak_load(dst, p, usize::from(size));
        }
        let n = u64::from(size);
        self.visible(p, n, false)?;
        if ord == MemOrd::SeqCst {
            self.weak_test(Access::SC_READ)?;
        }
        let Some(i) = self.mem.index(p, n) else {
            return Err(self.fault(p, n, false));
        };
        if !self.vm.is_shared(self.mem, p, self.tid) {
            let mut a = [0u8; 8];
            self.mem.read_at(i, &mut a[..usize::from(size)]);
            self.set(dst, u64::from_le_bytes(a));
            return Ok(());
        }
        let li = self.location(p, size)?;
        let pos = self.pos();
        if let Some(r) = rc_mut(self.mem).atomic_access(self.tid, li, false, pos) {
            return Err(self.race_stop(p, false, true, r));
        }
        let cands = rc_mut(self.mem).readable(self.tid, li, ord == MemOrd::SeqCst, false);
        let k = self.pick(cands.len(), Choice::Read)?;
        let mi = cands[k];
        let rc = rc_mut(self.mem);
        rc.read(self.tid, li, mi, ord);
        let v = rc.locs[li].msgs[mi as usize].val;
        self.set(dst, v);
        Ok(())
    }

    /// `store atomic` under a weak model.
    #[inline(never)]
    pub(super) fn weak_atomic_store(&mut self, val: R, ptr: R, size: u8, ord: MemOrd) -> Step {
        let p = self.reg(ptr);
        let n = u64::from(size);
        if self.is_tso() {
            if ord != MemOrd::SeqCst {
                return self.weak_store(val, p, usize::from(size));
            }
            // `xchg`: the buffer drains, then the store goes to memory.
            let a = self
                .vm
                .is_shared(self.mem, p, self.tid)
                .then(|| self.vm.access_of(p, n, true));
            self.drain_test(a)?;
            let Some(i) = self.mem.index_w(p, n) else {
                return Err(self.fault(p, n, true));
            };
            self.drain()?;
            let v = self.reg(val).to_le_bytes();
            self.mem.write_at(i, &v[..usize::from(size)]);
            if self.track && self.vm.is_shared(self.mem, p, self.tid) {
                self.escape_bytes(p, &v[..usize::from(size)]);
            }
            return Ok(());
        }
        self.visible(p, n, true)?;
        if ord == MemOrd::SeqCst {
            self.weak_test(Access::SC_WRITE)?;
        }
        let Some(i) = self.mem.index_w(p, n) else {
            return Err(self.fault(p, n, true));
        };
        let v = mask(self.reg(val), size * 8);
        if !self.vm.is_shared(self.mem, p, self.tid) {
            self.mem.write_at(i, &v.to_le_bytes()[..usize::from(size)]);
            return Ok(());
        }
        let li = self.location(p, size)?;
        let pos = self.pos();
        if let Some(r) = rc_mut(self.mem).atomic_access(self.tid, li, true, pos) {
            return Err(self.race_stop(p, true, true, r));
        }
        let cands = rc_mut(self.mem).positions(self.tid, li, ord == MemOrd::SeqCst);
        let k = self.pick(cands.len(), Choice::Place)?;
        if rc_mut(self.mem).write(self.tid, li, cands[k], v, ord, None) {
            self.mem.write_at(i, &v.to_le_bytes()[..usize::from(size)]);
        }
        if self.track {
            self.escape_bytes(p, &v.to_le_bytes()[..usize::from(size)]);
        }
        Ok(())
    }

    /// The RC11 location of an atomic access of `size` bytes at `p` (made from memory's
    /// value if new); mixed sizes are a failure.
    fn location(&mut self, p: u64, size: u8) -> Result<usize, Stop> {
        let (id, off) = self.vm.codec.decode(p);
        let mut a = [0u8; 8];
        if let Some(i) = self.mem.index(p, u64::from(size)) {
            self.mem.read_at(i, &mut a[..usize::from(size)]);
        }
        match rc_mut(self.mem).ensure(id, off, size, u64::from_le_bytes(a)) {
            Ok(li) => Ok(li),
            Err(msg) => Err(self.stop(Action::Failure(msg))),
        }
    }

    /// The alternative the search chose among `n` (0 when there is only one); when it has
    /// not chosen yet, stops before the op for it to choose (`what(n)`).
    fn pick(&mut self, n: usize, what: fn(u64) -> Choice) -> Result<usize, Stop> {
        if n <= 1 {
            return Ok(0);
        }
        match self.th.choice.take() {
            Some(v) if (v as usize) < n => Ok(v as usize),
            _ => {
                self.rewind();
                Err(self.stop(Action::Choice(what(n as u64))))
            }
        }
    }

    /// `atomicrmw` under a weak model.
    #[inline(never)]
    pub(super) fn weak_rmw(
        &mut self,
        dst: R,
        ptr: R,
        val: R,
        op: RmwKind,
        size: u8,
        ord: MemOrd,
    ) -> Step {
        let p = self.reg(ptr);
        let n = u64::from(size);
        let shared = self.vm.is_shared(self.mem, p, self.tid);
        if self.is_tso() {
            let a = shared.then(|| self.vm.access_of(p, n, true));
            self.drain_test(a)?;
        } else {
            self.visible(p, n, true)?;
            if ord == MemOrd::SeqCst {
                self.weak_test(Access::SC_WRITE)?;
            }
        }
        let Some(i) = self.mem.index_w(p, n) else {
            return Err(self.fault(p, n, true));
        };
        let z = usize::from(size);
        if self.is_tso() || !shared {
            if self.is_tso() {
                self.drain()?;
            }
            let mut a = [0u8; 8];
            self.mem.read_at(i, &mut a[..z]);
            let old = u64::from_le_bytes(a);
            let new = rmw(op, old, self.reg(val), size);
            self.mem.write_at(i, &new.to_le_bytes()[..z]);
            self.set(dst, old);
            if self.track && shared {
                self.escape_bytes(p, &new.to_le_bytes()[..z]);
            }
            return Ok(());
        }
        let li = self.location(p, size)?;
        let pos = self.pos();
        if let Some(r) = rc_mut(self.mem).atomic_access(self.tid, li, true, pos) {
            return Err(self.race_stop(p, true, true, r));
        }
        let cands = rc_mut(self.mem).readable(self.tid, li, ord == MemOrd::SeqCst, true);
        let k = self.pick(cands.len(), Choice::Read)?;
        let mi = cands[k];
        let rc = rc_mut(self.mem);
        let (old, view) = {
            let m = &rc.locs[li].msgs[mi as usize];
            (m.val, m.view.clone())
        };
        rc.read(self.tid, li, mi, ord);
        let new = rmw(op, old, self.reg(val), size);
        if rc_mut(self.mem).write(self.tid, li, mi + 1, new, ord, Some(view)) {
            self.mem.write_at(i, &new.to_le_bytes()[..z]);
        }
        self.set(dst, old);
        if self.track {
            self.escape_bytes(p, &new.to_le_bytes()[..z]);
        }
        Ok(())
    }

    /// `cmpxchg` under a weak model.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub(super) fn weak_cmpxchg(
        &mut self,
        dst: R,
        ptr: R,
        cmp: R,
        new: R,
        size: u8,
        ord: MemOrd,
        fail: MemOrd,
    ) -> Step {
        let p = self.reg(ptr);
        let n = u64::from(size);
        let shared = self.vm.is_shared(self.mem, p, self.tid);
        let sc = ord == MemOrd::SeqCst || fail == MemOrd::SeqCst;
        if self.is_tso() {
            let a = shared.then(|| self.vm.access_of(p, n, true));
            self.drain_test(a)?;
        } else {
            self.visible(p, n, true)?;
            if sc {
                self.weak_test(Access::SC_WRITE)?;
            }
        }
        let Some(i) = self.mem.index_w(p, n) else {
            return Err(self.fault(p, n, true));
        };
        let z = usize::from(size);
        let expect = mask(self.reg(cmp), size * 8);
        let newv = self.reg(new);
        let result = |ex: &mut Self, old: u64, eq: bool| {
            if z < 8 {
                ex.set(dst, old | (u64::from(eq) << (z * 8)));
            } else {
                ex.set(dst, old);
                ex.r.all()[dst.i() + 1] = u64::from(eq);
            }
        };
        if self.is_tso() || !shared {
            if self.is_tso() {
                self.drain()?;
            }
            let mut a = [0u8; 8];
            self.mem.read_at(i, &mut a[..z]);
            let old = u64::from_le_bytes(a);
            let eq = old == expect;
            if eq {
                self.mem.write_at(i, &newv.to_le_bytes()[..z]);
                if self.track && shared {
                    self.escape_bytes(p, &newv.to_le_bytes()[..z]);
                }
            }
            result(self, old, eq);
            return Ok(());
        }
        let li = self.location(p, size)?;
        let pos = self.pos();
        let cands = rc_mut(self.mem).cas_candidates(self.tid, li, expect, ord, fail);
        let k = self.pick(cands.len(), Choice::Read)?;
        let mi = cands[k];
        let rc = rc_mut(self.mem);
        let (old, view) = {
            let m = &rc.locs[li].msgs[mi as usize];
            (m.val, m.view.clone())
        };
        let eq = old == expect;
        if let Some(r) = rc.atomic_access(self.tid, li, eq, pos) {
            return Err(self.race_stop(p, eq, true, r));
        }
        let rc = rc_mut(self.mem);
        rc.read(self.tid, li, mi, if eq { ord } else { fail });
        if eq {
            let v = mask(newv, size * 8);
            if rc.write(self.tid, li, mi + 1, v, ord, Some(view)) {
                self.mem.write_at(i, &v.to_le_bytes()[..z]);
            }
            if self.track {
                self.escape_bytes(p, &v.to_le_bytes()[..z]);
            }
        }
        result(self, old, eq);
        Ok(())
    }

    /// `fence` under a weak model.
    #[inline(never)]
    pub(super) fn weak_fence(&mut self, ord: MemOrd) -> Step {
        if self.is_tso() {
            if ord == MemOrd::SeqCst {
                self.drain_test(None)?;
                self.drain()?;
            }
            return Ok(());
        }
        if ord == MemOrd::SeqCst {
            self.weak_test(Access::SC_WRITE)?;
        }
        rc_mut(self.mem).fence(self.tid, ord);
        Ok(())
    }
}

/// The C line number of the innermost position of `stack` (0: none).
fn stack_first_line(vm: &crate::vm::Vm<'_>, stack: &[crate::vm::error::CodePos]) -> Option<u32> {
    let p = stack.first()?;
    Some(vm.prog.srcmap.loc(vm.prog.loc_at(p.func, p.pc)).line)
}

impl crate::vm::Vm<'_> {
    /// The violation of data race `r` found by thread `tid` (RC11): both accesses with
    /// their C lines, and why nothing orders them when the thread read the other's value
    /// without synchronising.
    #[cold]
    pub(crate) fn race_violation(
        &self,
        st: &crate::vm::state::State,
        tid: usize,
        r: &RaceReport,
    ) -> crate::vm::Event {
        let what = self.describe_addr(st, r.addr);
        let verb = |w: bool| if w { "writes" } else { "reads" };
        let kind = |a: bool| if a { "atomic " } else { "non-atomic " };
        let other = r.race.other;
        let here = self.stack_of(st, tid);
        let line = |func: u32, pc: u32| self.prog.srcmap.describe(self.prog.loc_at(func, pc));
        let here_line = here.first().map(|p| line(p.func, p.pc)).unwrap_or_default();
        let other_line = line(other.pos.func, other.pos.pc);
        // The other "write" may be the allocation of the block (glue: weak_after_builtin).
        let allocated = self
            .prog
            .funcs
            .get(other.pos.func as usize)
            .and_then(|f| f.code.get(other.pos.pc as usize))
            .is_some_and(|op| {
                matches!(op, crate::bytecode::Op::Builtin { id, .. }
                    if crate::bytecode::Builtin::from_id(*id).is_some_and(|b| b.allocates()))
            });
        let other_did = if allocated {
            "allocated it".to_string()
        } else {
            format!(
                "{}{}",
                kind(r.race.other_atomic),
                if r.race.other_write { "wrote" } else { "read" }
            )
        };
        let mut msg = format!(
            "on {what}: thread {tid} {}{} at {here_line}, and thread {} {other_did} at \
             {other_line}, with nothing ordering them (no happens-before)",
            kind(r.atomic),
            verb(r.write),
            other.thread,
        );
        let hint = st
            .mem
            .weak
            .as_deref()
            .and_then(WeakMem::rc11)
            .and_then(|rc| rc.threads.get(tid))
            .and_then(|tv| tv.hint);
        if let Some((k, writer, word, rord)) = hint
            && writer == other.thread
        {
            let (id, off) = crate::vm::weak::rc11::unkey(k);
            let flag = self.describe_addr(st, self.codec.encode(id, off));
            let why = match word {
                Some(w) if !w.releases() => format!(
                    "thread {writer}'s store to {flag} that thread {tid} read is {}: it does \
                     not synchronise (make it release, and the load acquire)",
                    w.name()
                ),
                Some(_) if !rord.acquires() => format!(
                    "thread {tid}'s load of {flag} (which read thread {writer}'s store) is {}: \
                     it does not synchronise (make it acquire)",
                    rord.name()
                ),
                None => format!(
                    "thread {writer}'s store to {flag} that thread {tid} read is not atomic: \
                     it does not synchronise"
                ),
                _ => String::new(),
            };
            if !why.is_empty() {
                msg = format!("{msg}: {why}");
            }
        }
        if !r.write
            && let Some(p) = stack_first_line(self, &here)
            && p == 0
        {
            msg.push_str(
                " (this load has no C line: the compiler moved or added it, e.g. loaded a \
                 variable before the check that guards it, which LLVM allows since a racing \
                 load only yields an unspecified value; check at -O0 for the races of the C \
                 code)",
            );
        }
        // Both accesses, as a race between two threads' next accesses reports them.
        let mut stack: Vec<crate::vm::error::CodePos> = here.into_iter().take(1).collect();
        stack.push(crate::vm::error::CodePos {
            func: other.pos.func,
            pc: other.pos.pc,
        });
        crate::vm::Event::Violation(Box::new(crate::vm::error::Violation {
            kind: crate::vm::error::ViolationKind::DataRace,
            msg,
            thread: tid as u16,
            stack,
        }))
    }
}
