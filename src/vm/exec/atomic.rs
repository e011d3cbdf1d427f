//! Atomic ops: loads and stores, read-modify-write, compare-exchange and fences. A
//! read-modify-write is one access, so no other thread's op can come between its read and
//! its write. Under sequential consistency the orderings change nothing (an atomic load or
//! store is a plain one, a fence does nothing); the weak memory models
//! ([`crate::vm::weak`]) give them their meaning.

use super::{Executor, Step};
use crate::bytecode::op::*;
use crate::vm::arith::{mask, rmw};

/// The little-endian value of the `n` ≤ 8 bytes at memory index `i`.
#[inline(always)]
fn le(mem: &crate::vm::memory::Memory, i: usize, n: usize) -> u64 {
    let mut a = [0u8; 8];
    mem.read_at(i, &mut a[..n]);
    u64::from_le_bytes(a)
}

impl Executor<'_, '_> {
    /// `atomicrmw op` of `size` bytes at register `ptr` with register `val`; the old value
    /// goes to register `dst`.
    #[inline(always)]
    pub(super) fn atomic_rmw(
        &mut self,
        dst: R,
        ptr: R,
        val: R,
        op: RmwKind,
        size: u8,
        ord: MemOrd,
    ) -> Step {
        if self.weak {
            return self.weak_rmw(dst, ptr, val, op, size, ord);
        }
        let p = self.reg(ptr);
        self.visible(p, u64::from(size), true)?;
        let n = usize::from(size);
        let Some(i) = self.mem.index_w(p, u64::from(size)) else {
            return Err(self.fault(p, u64::from(size), true));
        };
        if self.hnd_mem && self.mem.touches_handle(i, n) {
            return Err(self.identity("an atomic read-modify-write of a thread handle".into()));
        }
        let old = le(self.mem, i, n);
        let new = rmw(op, old, self.reg(val), size);
        self.mem.write_at(i, &new.to_le_bytes()[..n]);
        self.set(dst, old);
        if self.track && self.vm.is_shared(self.mem, p, self.tid) {
            self.vm.escape_value(self.mem, self.tid, new);
        }
        Ok(())
    }

    /// `cmpxchg` of `size` bytes at register `ptr`: stores register `new` if the value
    /// equals register `cmp`. Register `dst` gets the old value and whether it was equal
    /// (in the byte after it, or in the next register for 8 bytes).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn cmpxchg(
        &mut self,
        dst: R,
        ptr: R,
        cmp: R,
        new: R,
        size: u8,
        ord: MemOrd,
        fail: MemOrd,
    ) -> Step {
        if self.weak {
            return self.weak_cmpxchg(dst, ptr, cmp, new, size, ord, fail);
        }
        let p = self.reg(ptr);
        self.visible(p, u64::from(size), true)?;
        let n = usize::from(size);
        let Some(i) = self.mem.index_w(p, u64::from(size)) else {
            return Err(self.fault(p, u64::from(size), true));
        };
        if self.hnd_mem && self.mem.touches_handle(i, n) {
            return Err(self.identity("a compare-exchange of a thread handle".into()));
        }
        let old = le(self.mem, i, n);
        let eq = old == mask(self.reg(cmp), size * 8);
        if eq {
            let v = self.reg(new);
            self.mem.write_at(i, &v.to_le_bytes()[..n]);
            if self.track && self.vm.is_shared(self.mem, p, self.tid) {
                self.vm.escape_value(self.mem, self.tid, v);
            }
        }
        if n < 8 {
            self.set(dst, old | (u64::from(eq) << (n * 8)));
        } else {
            self.set(dst, old);
            self.r.all()[dst.i() + 1] = u64::from(eq);
        }
        Ok(())
    }
}

impl Executor<'_, '_> {
    /// `load atomic` of `size` bytes at register `ptr` into register `dst`.
    #[inline(always)]
    pub(super) fn atomic_load(&mut self, dst: R, ptr: R, size: u8, ord: MemOrd) -> Step {
        if self.weak {
            return self.weak_atomic_load(dst, ptr, size, ord);
        }
        match size {
            1 => self.load::<1>(dst, ptr, 0),
            2 => self.load::<2>(dst, ptr, 0),
            4 => self.load::<4>(dst, ptr, 0),
            _ => self.load::<8>(dst, ptr, 0),
        }
    }

    /// `store atomic` of `size` bytes of register `val` at register `ptr`.
    #[inline(always)]
    pub(super) fn atomic_store(&mut self, val: R, ptr: R, size: u8, ord: MemOrd) -> Step {
        if self.weak {
            return self.weak_atomic_store(val, ptr, size, ord);
        }
        match size {
            1 => self.store::<1>(val, ptr, 0),
            2 => self.store::<2>(val, ptr, 0),
            4 => self.store::<4>(val, ptr, 0),
            _ => self.store::<8>(val, ptr, 0),
        }
    }

    /// `fence`: nothing under sequential consistency.
    #[inline(always)]
    pub(super) fn fence(&mut self, ord: MemOrd) -> Step {
        if self.weak {
            return self.weak_fence(ord);
        }
        Ok(())
    }
}
