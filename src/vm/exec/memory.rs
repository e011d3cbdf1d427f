//! Memory ops: loads and stores (with the reads of uninitialised bytes the search chooses
//! values for), `memcpy`/`memmove`/`memset`, `va_start`/`va_copy`, pointer arithmetic,
//! object lifetimes and thread-local addresses; and escape tracking: a private object
//! whose address is stored where other threads can read it becomes shared.

use super::{Action, Executor, Step, Stop, as_bytes, as_bytes_mut};
use crate::bytecode::op::R;
use crate::bytecode::program::Target;
use crate::vm::arith::sext;
use crate::vm::error::ViolationKind;
use crate::vm::memory::{Fault, FaultKind, Memory, ObjKind, flags};
use crate::vm::{Choice, Vm};

impl Executor<'_, '_> {
    /// Ends the loop with the fault of an access of `len` bytes at `p`.
    #[inline(always)]
    pub(super) fn fault(&mut self, p: u64, len: u64, write: bool) -> Stop {
        let f = self.mem.fault(p, len, write);
        self.stop(Action::Fault(f))
    }

    /// A read of `n` bytes at memory index `i`. A read of bytes never written (tracked in
    /// the SV-COMP mode) reads a nondeterministic value: the search chooses it (the op runs
    /// again with the thread's choice), and it is stored so that later reads agree.
    #[inline(always)]
    pub(super) fn uninit_read(&mut self, i: usize, n: usize) -> Step {
        if self.mem.track_init && self.mem.uninit_in(i, n) {
            match self.th.choice.take() {
                Some(v) => self.mem.fill_uninit(i, n, v),
                None => {
                    self.rewind();
                    return Err(self.stop(Action::Choice(Choice::Nondet {
                        bits: (8 * n).min(64) as u32,
                        signed: false,
                        boolean: false,
                    })));
                }
            }
        }
        Ok(())
    }

    /// Loads `N` bytes at register `ptr` plus `off` into register `dst`.
    #[inline(always)]
    pub(super) fn load<const N: usize>(&mut self, dst: R, ptr: R, off: i32) -> Step {
        let p = self.reg(ptr).wrapping_add(off as i64 as u64);
        if self.weak {
            return self.weak_load(dst, p, N);
        }
        self.visible(p, N as u64, false)?;
        let Some(i) = self.mem.index(p, N as u64) else {
            return Err(self.fault(p, N as u64, false));
        };
        self.uninit_read(i, N)?;
        let mut a = [0u8; 8];
        self.mem.read_at(i, &mut a[..N]);
        self.set(dst, u64::from_le_bytes(a));
        if self.hnd_mem {
            self.hnd_load(dst, i, N)?;
        }
        Ok(())
    }

    /// Stores the low `N` bytes of register `val` at register `ptr` plus `off`.
    #[inline(always)]
    pub(super) fn store<const N: usize>(&mut self, val: R, ptr: R, off: i32) -> Step {
        let p = self.reg(ptr).wrapping_add(off as i64 as u64);
        if self.weak {
            return self.weak_store(val, p, N);
        }
        self.visible(p, N as u64, true)?;
        let Some(i) = self.mem.index_w(p, N as u64) else {
            return Err(self.fault(p, N as u64, true));
        };
        let v = self.reg(val);
        self.mem.write_at(i, &v.to_le_bytes()[..N]);
        if self.track
            && N == self.vm.prog.dl.ptr_size as usize
            && self.vm.is_shared(self.mem, p, self.tid)
        {
            self.vm.escape_value(self.mem, self.tid, v);
        }
        Ok(())
    }

    /// Loads `size` bytes at register `ptr` into the registers from `dst` on.
    #[inline(always)]
    pub(super) fn load_n(&mut self, dst: R, ptr: R, size: u32) -> Step {
        if self.weak {
            return self.weak_load_n(dst, ptr, size);
        }
        let p = self.reg(ptr);
        self.visible(p, u64::from(size), false)?;
        let n = size as usize;
        let Some(i) = self.mem.index(p, u64::from(size)) else {
            return Err(self.fault(p, u64::from(size), false));
        };
        self.uninit_read(i, n)?;
        let slots = n.div_ceil(8);
        let d = &mut self.r.all()[dst.i()..dst.i() + slots];
        d.fill(0);
        self.mem.read_at(i, &mut as_bytes_mut(d)[..n]);
        if self.hnd_mem {
            self.hnd_load_n(dst, i, n)?;
        }
        Ok(())
    }

    /// Stores `size` bytes of the registers from `val` on at register `ptr`.
    #[inline(always)]
    pub(super) fn store_n(&mut self, val: R, ptr: R, size: u32) -> Step {
        if self.weak {
            return self.weak_store_n(val, ptr, size);
        }
        let p = self.reg(ptr);
        self.visible(p, u64::from(size), true)?;
        let n = size as usize;
        let Some(i) = self.mem.index_w(p, u64::from(size)) else {
            return Err(self.fault(p, u64::from(size), true));
        };
        let slots = n.div_ceil(8);
        let s = as_bytes(&self.r.all()[val.i()..val.i() + slots]);
        self.mem.write_at(i, &s[..n]);
        if self.track && self.vm.is_shared(self.mem, p, self.tid) {
            self.vm.escape_range(self.mem, self.tid, p, i, n);
        }
        Ok(())
    }

    /// `p + off`, in register `dst`.
    #[inline(always)]
    pub(super) fn ptr_add(&mut self, dst: R, base: R, off: i64) {
        let v = self.reg(base).wrapping_add(off as u64) & self.vm.codec.mask;
        self.set(dst, v);
    }

    /// `p + idx * scale` (`idx` a signed `w`-bit register), in register `dst`.
    #[inline(always)]
    pub(super) fn ptr_idx(&mut self, dst: R, base: R, idx: R, scale: i32, w: u8) {
        let i = sext(self.reg(idx), w);
        let v = self
            .reg(base)
            .wrapping_add(i.wrapping_mul(i64::from(scale)) as u64)
            & self.vm.codec.mask;
        self.set(dst, v);
    }

    /// Copies register `len` bytes from register `src` to register `dst`: `memmove`
    /// (`overlap`), or `memcpy`, for which overlapping ranges are a fault.
    #[inline(always)]
    pub(super) fn mem_copy(&mut self, dst: R, src: R, len: R, overlap: bool) -> Step {
        if self.weak {
            return self.weak_mem_copy(dst, src, len, overlap);
        }
        self.mem_copy_plain(dst, src, len, overlap)
    }

    /// [`Self::mem_copy`] under sequential consistency (and its faults under every model).
    #[inline(always)]
    pub(super) fn mem_copy_plain(&mut self, dst: R, src: R, len: R, overlap: bool) -> Step {
        let (d, s, n) = (self.reg(dst), self.reg(src), self.reg(len));
        if n > 0 {
            self.visible(s, n, false)?;
            self.visible(d, n, true)?;
            let Some(si) = self.mem.index(s, n) else {
                return Err(self.fault(s, n, false));
            };
            let Some(di) = self.mem.index_w(d, n) else {
                return Err(self.fault(d, n, true));
            };
            if !overlap && si < di + n as usize && di < si + n as usize && si != di {
                return Err(self.stop(Action::Fault(Fault {
                    kind: FaultKind::Overlap,
                    ptr: d,
                    len: n,
                    write: true,
                    msg: format!("memcpy of {n} bytes between overlapping ranges"),
                })));
            }
            self.mem.copy_at(si, di, n as usize);
            self.mem.copied(si, di, n as usize);
            if self.track && self.vm.is_shared(self.mem, d, self.tid) {
                self.vm.escape_range(self.mem, self.tid, d, di, n as usize);
            }
        }
        Ok(())
    }

    /// Sets register `len` bytes at register `dst` to the byte in register `val`.
    #[inline(always)]
    pub(super) fn mem_set(&mut self, dst: R, val: R, len: R) -> Step {
        if self.weak {
            return self.weak_mem_set(dst, val, len);
        }
        let (d, n) = (self.reg(dst), self.reg(len));
        if n > 0 {
            self.visible(d, n, true)?;
            let Some(i) = self.mem.index_w(d, n) else {
                return Err(self.fault(d, n, true));
            };
            let v = self.reg(val) as u8;
            self.mem.fill_at(i, n as usize, v);
        }
        Ok(())
    }

    /// `llvm.lifetime.start` (`start`) or `.end` of the stack object at register `ptr`: an
    /// ended object cannot be accessed, and starts again zeroed.
    #[inline(always)]
    pub(super) fn lifetime(&mut self, ptr: R, start: bool) -> Step {
        let p = self.reg(ptr);
        // Ending (or starting again) the lifetime of an object other threads can reach
        // changes what their accesses to it do.
        if (self.pause_shared || self.superstep)
            && let Some(a) = self.vm.lifetime_access(self.mem, p)
        {
            self.pause_before()?;
            self.sup_test(a)?;
        }
        let id = self.vm.codec.decode(p).0 as usize;
        if let Some(o) = self.mem.objs.get_mut(id)
            && o.kind == ObjKind::Stack
        {
            if start {
                o.flags &= !flags::LIFETIME_DEAD;
                o.size = o.cap;
            } else {
                o.flags |= flags::LIFETIME_DEAD;
                o.size = 0;
                let (b, c) = (o.loc(), o.cap as usize);
                self.mem.fill_at(b, c, 0);
            }
        }
        Ok(())
    }

    /// `va_start` of the `va_list` at register `list`: it points to the frame's variadic
    /// argument area.
    #[inline(always)]
    pub(super) fn va_start(&mut self, list: R) -> Step {
        let p = self.reg(list);
        self.visible(p, 24, true)?;
        let area = self
            .vm
            .codec
            .encode(self.th.frames.last().expect("frame").va, 0);
        let res = match self.vm.prog.target {
            Target::X86_64 => {
                let mut b = [0u8; 24];
                b[0..4].copy_from_slice(&48u32.to_le_bytes());
                b[4..8].copy_from_slice(&176u32.to_le_bytes());
                b[8..16].copy_from_slice(&area.to_le_bytes());
                self.mem.write(p, &b)
            }
            Target::I386 => self.mem.write_uint(p, 4, area),
            Target::Other => {
                return Err(self.stop(Action::Violation(
                    ViolationKind::LibraryMisuse,
                    "va_start is only supported for x86-64 and i386 targets".into(),
                )));
            }
        };
        res.map_err(|f| self.stop(Action::Fault(f)))
    }

    /// `va_copy` of the `va_list` at register `src` to the one at register `dst`.
    #[inline(always)]
    pub(super) fn va_copy(&mut self, dst: R, src: R) -> Step {
        let n = if self.vm.prog.target == Target::I386 {
            4
        } else {
            24
        };
        let (d, s) = (self.reg(dst), self.reg(src));
        self.visible(s, n, false)?;
        self.visible(d, n, true)?;
        let Some(si) = self.mem.index(s, n) else {
            return Err(self.fault(s, n, false));
        };
        let Some(di) = self.mem.index_w(d, n) else {
            return Err(self.fault(d, n, true));
        };
        self.mem.copy_at(si, di, n as usize);
        self.mem.copied(si, di, n as usize);
        Ok(())
    }

    /// The address of this thread's copy of thread-local global `global`, in register `dst`.
    #[inline(always)]
    pub(super) fn tls_addr(&mut self, dst: R, global: u32) -> Step {
        let ix = self.vm.tls_index[global as usize] as usize;
        let id = self.th.tls[ix];
        if !self.th.tls_used(ix) {
            // Its address is known from now on: until then the copy holds the global's
            // initial bytes and nothing names it but the thread (see `Thread::tls_taken`).
            self.th.tls_taken |= 1 << ix.min(63);
            if let Some(o) = self.mem.objs.get_mut(id as usize) {
                o.flags |= flags::TAKEN;
            }
        }
        self.set(dst, self.vm.codec.encode(id, 0));
        Ok(())
    }
}

impl Vm<'_> {
    /// A pointer-sized value `v` was stored into shared memory by thread `tid`: if it points
    /// into one of the thread's private objects, that object (and everything reachable from
    /// it) escapes.
    pub(crate) fn escape_value(&self, mem: &mut Memory, tid: usize, v: u64) {
        let mut work = vec![v];
        while let Some(v) = work.pop() {
            let (id, _) = self.codec.decode(v);
            let Some(o) = mem.objs.get_mut(id as usize) else {
                continue;
            };
            if !matches!(o.kind, ObjKind::Stack | ObjKind::Tls)
                || o.owner as usize != tid
                || o.flags & flags::ESCAPED != 0
            {
                continue;
            }
            o.flags |= flags::ESCAPED;
            let (b, c) = (o.loc(), o.cap as usize);
            let w = self.prog.dl.ptr_size as usize;
            let mut i = 0;
            while i + w <= c {
                let mut a = [0u8; 8];
                mem.read_at(b + i, &mut a[..w]);
                let x = u64::from_le_bytes(a);
                if x != 0 {
                    work.push(x);
                }
                i += w;
            }
        }
    }

    /// Bytes `[i, i + n)` of memory, written at pointer `p`, were written into shared
    /// memory: pointers among them (at pointer-aligned offsets of the object `p` points
    /// into) escape (see [`Vm::escape_value`]).
    pub(crate) fn escape_range(&self, mem: &mut Memory, tid: usize, p: u64, i: usize, n: usize) {
        let w = self.prog.dl.ptr_size as usize;
        let off = self.codec.decode(p).1 as usize;
        let mut k = (w - off % w) % w;
        while k + w <= n {
            let mut a = [0u8; 8];
            mem.read_at(i + k, &mut a[..w]);
            let x = u64::from_le_bytes(a);
            if x != 0 {
                self.escape_value(mem, tid, x);
            }
            k += w;
        }
    }
}
