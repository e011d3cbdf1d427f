//! Natively implemented external functions ([`Builtin`]): the heap, memory and string
//! primitives that need the object model, output, process exit, assertions and the verifier
//! interface. The rest of the C library is C code linked into the program (`vm/libc`).

pub mod decimal;
pub mod printf;

use super::Env;
use super::Event;
use super::Vm;
use super::canon::ThreadRoots;
use super::error::ViolationKind;
use super::memory::{Fault, FaultKind, Memory, ObjKind};
use super::state::State;
use crate::bytecode::Builtin;
use crate::bytecode::op::R;
use crate::bytecode::program::{ArgClass, CallSite, Target};
use printf::ArgSource;

/// What the step loop does after a builtin.
pub(crate) enum Flow {
    /// Continue with the next op.
    Next,
    /// The builtin cannot proceed now (blocking call): retry the same op later.
    #[allow(dead_code)]
    Retry,
    /// Stop with this event.
    Stop(Event),
    /// A choice is needed: rewind to the call and stop with [`Event::Choice`].
    Choice(super::Choice),
}

/// Arguments taken from the call's registers, starting at argument `next`.
struct RegArgs<'a> {
    vals: &'a [(u64, ArgClass)],
    /// Second slot of each argument (for `long double`).
    hi: &'a [u64],
    next: usize,
}

impl ArgSource for RegArgs<'_> {
    fn int(&mut self, _m: &Memory, _size: u32) -> Result<u64, Fault> {
        let v = self.vals.get(self.next).map(|a| a.0).unwrap_or(0);
        self.next += 1;
        Ok(v)
    }
    fn f64(&mut self, _m: &Memory) -> Result<f64, Fault> {
        let v = match self.vals.get(self.next) {
            Some((v, ArgClass::F32)) => f64::from(f32::from_bits(*v as u32)),
            Some((v, _)) => f64::from_bits(*v),
            None => 0.0,
        };
        self.next += 1;
        Ok(v)
    }
    fn fext(&mut self, _m: &Memory) -> Result<u128, Fault> {
        let v = match self.vals.get(self.next) {
            Some((v, ArgClass::FExt)) => {
                u128::from(*v) | (u128::from(self.hi[self.next] & 0xffff) << 64)
            }
            Some((v, ArgClass::F32)) => crate::vm::xfloat::from_f64_bits(
                f64::from(f32::from_bits(*v as u32)),
                crate::bytecode::op::FTy::X87,
            ),
            Some((v, _)) => {
                crate::vm::xfloat::from_f64_bits(f64::from_bits(*v), crate::bytecode::op::FTy::X87)
            }
            None => 0,
        };
        self.next += 1;
        Ok(v)
    }
    fn ptr(&mut self, m: &Memory) -> Result<u64, Fault> {
        self.int(m, 8)
    }
}

/// Arguments read from a `va_list` (the VM's varargs area layout for the target).
struct VaArgs {
    at: u64,
    slot: u64,
}

impl ArgSource for VaArgs {
    fn int(&mut self, m: &Memory, size: u32) -> Result<u64, Fault> {
        let n = u64::from(size).max(self.slot).min(8);
        let v = m.read_uint(self.at, u64::from(size.min(8)))?;
        self.at = self.at.wrapping_add(n.div_ceil(self.slot) * self.slot);
        Ok(v)
    }
    fn f64(&mut self, m: &Memory) -> Result<f64, Fault> {
        let v = f64::from_bits(m.read_uint(self.at, 8)?);
        self.at = self.at.wrapping_add(8);
        Ok(v)
    }
    fn fext(&mut self, m: &Memory) -> Result<u128, Fault> {
        if self.slot == 8 {
            let (id, off) = m.codec.decode(self.at);
            self.at = m.codec.encode(id, off.div_ceil(16) * 16);
        }
        let mut b = [0u8; 16];
        b[..10].copy_from_slice(&m.read(self.at, 10)?);
        let v = u128::from_le_bytes(b);
        self.at = self.at.wrapping_add(if self.slot == 8 { 16 } else { 12 });
        Ok(v)
    }
    fn ptr(&mut self, m: &Memory) -> Result<u64, Fault> {
        let n = if self.slot == 8 { 8 } else { 4 };
        self.int(m, n)
    }
}

/// Every argument of the call at `site` (value and class), and the high words of those passed
/// in two registers (0 for the others).
fn all_args(
    st: &State,
    tid: usize,
    site: &CallSite,
    base: usize,
) -> (Vec<(u64, ArgClass)>, Vec<u64>) {
    let regs = &st.threads[tid].regs;
    let vals = site
        .args
        .iter()
        .map(|a| (regs[base + a.reg.i()], a.class))
        .collect();
    let his = site
        .args
        .iter()
        .map(|a| {
            if a.slots > 1 {
                regs[base + a.reg.i() + 1]
            } else {
                0
            }
        })
        .collect();
    (vals, his)
}

fn fault_stop(vm: &Vm, st: &State, tid: usize, f: Fault) -> Flow {
    Flow::Stop(vm.violation(st, tid, ViolationKind::of_fault(f.kind), f.msg))
}

fn misuse(vm: &Vm, st: &State, tid: usize, msg: String) -> Flow {
    Flow::Stop(vm.violation(st, tid, ViolationKind::LibraryMisuse, msg))
}

macro_rules! tryf {
    ($vm:expr, $st:expr, $tid:expr, $e:expr) => {
        match $e {
            Ok(v) => v,
            Err(f) => return fault_stop($vm, $st, $tid, f),
        }
    };
}

/// Executes builtin `b` for the current frame of `tid`; `site` describes the arguments and
/// `dst` receives the result.
pub(crate) fn call(
    vm: &Vm,
    st: &mut State,
    tid: usize,
    b: Builtin,
    site: &CallSite,
    dst: R,
    env: &mut dyn Env,
) -> Flow {
    let base = st.threads[tid].frames.last().expect("frame").base as usize;
    let regs = &st.threads[tid].regs;
    // The first arguments' values, copied out of the registers (the builtins below write the
    // state): on the stack, since every mutex operation comes through here. Only the
    // printf family, which may take more, collects all of them (`all_args`).
    const FIRST: usize = 4;
    let mut first = [0u64; FIRST];
    for (v, a) in first.iter_mut().zip(&site.args) {
        *v = regs[base + a.reg.i()];
    }
    let arg = |i: usize| {
        debug_assert!(i < FIRST, "argument {i} is not among the first {FIRST}");
        first.get(i).copied().unwrap_or(0)
    };
    let ptr_size = vm.prog.dl.ptr_size;
    let ret = |st: &mut State, v: u64| {
        if site.ret_slots > 0 {
            let bits = if site.ret_bits == 0 {
                64
            } else {
                site.ret_bits.min(64) as u8
            };
            st.threads[tid].regs[base + dst.i()] = super::arith::mask(v, bits);
        }
    };
    match b {
        Builtin::Unknown => {
            let name = if site.callee.is_empty() {
                "(through a function pointer)"
            } else {
                site.callee.as_str()
            };
            return Flow::Stop(vm.failure(
                st,
                tid,
                format!(
                    "call to unknown external function '{name}': pancam has no model of it \
                     (define it in the program, or it is not supported yet)"
                ),
            ));
        }
        Builtin::Malloc | Builtin::AlignedAlloc => {
            let n = if b == Builtin::Malloc { arg(0) } else { arg(1) };
            let p = heap_alloc(vm, st, &first, n, tid, env);
            ret(st, p);
        }
        Builtin::PosixMemalign => {
            let p = heap_alloc(vm, st, &first, arg(2), tid, env);
            tryf!(
                vm,
                st,
                tid,
                st.mem.write_uint(arg(0), u64::from(ptr_size), p)
            );
            ret(st, if p == 0 { 12 } else { 0 });
        }
        Builtin::Calloc => {
            let p = match arg(0).checked_mul(arg(1)) {
                Some(n) => {
                    let p = heap_alloc(vm, st, &first, n, tid, env);
                    // calloc's zeros are initialised.
                    if let Some(i) = st.mem.index(p, n).filter(|_| p != 0) {
                        st.mem.written(i, n as usize);
                    }
                    p
                }
                None => 0,
            };
            ret(st, p);
        }
        Builtin::Realloc => {
            let (old, n) = (arg(0), arg(1));
            if old == 0 {
                let p = heap_alloc(vm, st, &first, n, tid, env);
                ret(st, p);
            } else {
                let (id, off) = st.mem.codec.decode(old);
                let o = st.mem.objs.get(id as usize).copied();
                match o {
                    Some(o) if o.kind == ObjKind::Heap && off == 0 && n == 0 => {
                        // glibc: realloc(p, 0) frees p and returns NULL.
                        st.mem.release(id, ObjKind::Freed);
                        ret(st, 0);
                    }
                    Some(o) if o.kind == ObjKind::Heap && off == 0 => {
                        let p = heap_alloc(vm, st, &first, n, tid, env);
                        if p != 0 || n == 0 {
                            if p != 0 {
                                let keep = u64::from(o.cap).min(n) as usize;
                                let s = o.loc();
                                let d = st.mem.index(p, keep as u64).expect("fresh block");
                                st.mem.copy_at(s, d, keep);
                                st.mem.copied(s, d, keep);
                            }
                            st.mem.release(id, ObjKind::Freed);
                        }
                        ret(st, p);
                    }
                    _ => {
                        let f = free_fault(&st.mem, old, "realloc");
                        return fault_stop(vm, st, tid, f);
                    }
                }
            }
        }
        Builtin::Free => {
            let p = arg(0);
            if p != 0 {
                let (id, off) = st.mem.codec.decode(p);
                match st.mem.objs.get(id as usize) {
                    Some(o) if o.kind == ObjKind::Heap && off == 0 => {
                        st.mem.release(id, ObjKind::Freed)
                    }
                    _ => {
                        let f = free_fault(&st.mem, p, "free");
                        return fault_stop(vm, st, tid, f);
                    }
                }
            }
        }
        Builtin::Memcpy | Builtin::Memmove => {
            let (d, s, n) = (arg(0), arg(1), arg(2));
            if n > 0 {
                let si = tryf!(
                    vm,
                    st,
                    tid,
                    st.mem.index(s, n).ok_or_else(|| st.mem.fault(s, n, false))
                );
                let di = tryf!(
                    vm,
                    st,
                    tid,
                    st.mem.index_w(d, n).ok_or_else(|| st.mem.fault(d, n, true))
                );
                if b == Builtin::Memcpy && si != di && si < di + n as usize && di < si + n as usize
                {
                    return Flow::Stop(vm.violation(
                        st,
                        tid,
                        ViolationKind::OverlappingCopy,
                        format!("memcpy of {n} bytes between overlapping ranges"),
                    ));
                }
                st.mem.copy_at(si, di, n as usize);
                st.mem.copied(si, di, n as usize);
                // Pointers copied into shared memory escape, as with the intrinsics.
                if vm.is_shared(&st.mem, d, tid) {
                    vm.escape_range(&mut st.mem, tid, d, di, n as usize);
                }
            }
            ret(st, d);
        }
        Builtin::Memset => {
            let (d, c, n) = (arg(0), arg(1), arg(2));
            if n > 0 {
                let di = tryf!(
                    vm,
                    st,
                    tid,
                    st.mem.index_w(d, n).ok_or_else(|| st.mem.fault(d, n, true))
                );
                st.mem.fill_at(di, n as usize, c as u8);
            }
            ret(st, d);
        }
        Builtin::Strlen => {
            let s = tryf!(vm, st, tid, st.mem.read_cstr(arg(0)));
            ret(st, s.len() as u64);
        }
        Builtin::Printf | Builtin::Fprintf | Builtin::Sprintf | Builtin::Snprintf => {
            let (fmt_i, sink) = match b {
                Builtin::Printf => (0, Sink::Fd(1)),
                Builtin::Fprintf => match stream_fd(&st.mem, arg(0)) {
                    Ok(fd) => (1, Sink::Fd(fd)),
                    Err(m) => return misuse(vm, st, tid, format!("fprintf: {m}")),
                },
                Builtin::Sprintf => (1, Sink::Buf(arg(0), None)),
                _ => (2, Sink::Buf(arg(0), Some(arg(1)))),
            };
            let fmt = tryf!(vm, st, tid, st.mem.read_cstr(arg(fmt_i)));
            let (vals, his) = all_args(st, tid, site, base);
            let mut src = RegArgs {
                vals: &vals,
                hi: &his,
                next: fmt_i + 1,
            };
            return finish_format(vm, st, tid, &fmt, &mut src, sink, env, site, dst, base);
        }
        Builtin::Vprintf | Builtin::Vfprintf | Builtin::Vsprintf | Builtin::Vsnprintf => {
            let (fmt_i, sink) = match b {
                Builtin::Vprintf => (0, Sink::Fd(1)),
                Builtin::Vfprintf => match stream_fd(&st.mem, arg(0)) {
                    Ok(fd) => (1, Sink::Fd(fd)),
                    Err(m) => return misuse(vm, st, tid, format!("vfprintf: {m}")),
                },
                Builtin::Vsprintf => (1, Sink::Buf(arg(0), None)),
                _ => (2, Sink::Buf(arg(0), Some(arg(1)))),
            };
            let fmt = tryf!(vm, st, tid, st.mem.read_cstr(arg(fmt_i)));
            let list = arg(fmt_i + 1);
            let mut src = match vm.prog.target {
                Target::X86_64 => {
                    let area = tryf!(vm, st, tid, st.mem.read_uint(list.wrapping_add(8), 8));
                    VaArgs { at: area, slot: 8 }
                }
                Target::I386 => {
                    // A va_list is passed by value: it is the area pointer itself.
                    VaArgs { at: list, slot: 4 }
                }
                Target::Other => {
                    return misuse(vm, st, tid, "va_list functions need an x86 target".into());
                }
            };
            return finish_format(vm, st, tid, &fmt, &mut src, sink, env, site, dst, base);
        }
        Builtin::Puts | Builtin::Fputs => {
            let mut s = tryf!(vm, st, tid, st.mem.read_cstr(arg(0)));
            let fd = if b == Builtin::Puts {
                s.push(b'\n');
                1
            } else {
                match stream_fd(&st.mem, arg(1)) {
                    Ok(fd) => fd,
                    Err(m) => return misuse(vm, st, tid, format!("fputs: {m}")),
                }
            };
            env.output(fd, &s);
            ret(
                st,
                if b == Builtin::Puts {
                    s.len() as u64
                } else {
                    1
                },
            );
        }
        Builtin::Putchar | Builtin::Fputc => {
            let fd = if b == Builtin::Putchar {
                1
            } else {
                match stream_fd(&st.mem, arg(1)) {
                    Ok(fd) => fd,
                    Err(m) => return misuse(vm, st, tid, format!("fputc: {m}")),
                }
            };
            let c = arg(0) as u8;
            env.output(fd, &[c]);
            ret(st, u64::from(c));
        }
        Builtin::Fwrite => {
            let (p, size, n) = (arg(0), arg(1), arg(2));
            let fd = match stream_fd(&st.mem, arg(3)) {
                Ok(fd) => fd,
                Err(m) => return misuse(vm, st, tid, format!("fwrite: {m}")),
            };
            let total = size.saturating_mul(n);
            if total > 0 {
                let data = tryf!(vm, st, tid, st.mem.read(p, total));
                env.output(fd, &data);
            }
            ret(st, if size == 0 { 0 } else { n });
        }
        Builtin::Fflush => ret(st, 0),
        Builtin::Write => {
            let (fd, p, n) = (arg(0) as u32 as i32, arg(1), arg(2));
            if fd != 1 && fd != 2 {
                return Flow::Stop(vm.violation(
                    st,
                    tid,
                    ViolationKind::Unsupported,
                    format!(
                        "write to file descriptor {fd}: pancam models only standard output \
                         (1) and standard error (2)"
                    ),
                ));
            }
            if n > 0 {
                let data = tryf!(vm, st, tid, st.mem.read(p, n));
                env.output(fd, &data);
            }
            ret(st, n);
        }
        Builtin::Exit => {
            let code = arg(0) as u32 as i32;
            st.exited = Some(code);
            return Flow::Stop(Event::Exit(code));
        }
        Builtin::Abort => {
            return Flow::Stop(vm.violation(
                st,
                tid,
                ViolationKind::Abort,
                "abort() called".into(),
            ));
        }
        Builtin::AssertFail | Builtin::AssertBsd => {
            let (e, f, l, func) = if b == Builtin::AssertFail {
                (arg(0), arg(1), arg(2), arg(3))
            } else {
                (arg(3), arg(1), arg(2), arg(0))
            };
            let s = |p: u64| -> String {
                st.mem
                    .read_cstr(p)
                    .map(|v| String::from_utf8_lossy(&v).into_owned())
                    .unwrap_or_else(|_| "?".into())
            };
            let msg = format!(
                "{}:{}: {}: Assertion `{}' failed.",
                s(f),
                l as u32,
                s(func),
                s(e)
            );
            return Flow::Stop(vm.violation(st, tid, ViolationKind::AssertionFailure, msg));
        }
        Builtin::VerifierError => {
            return Flow::Stop(vm.violation(
                st,
                tid,
                ViolationKind::VerifierError,
                format!("{}() called", site.callee),
            ));
        }
        Builtin::UbsanOverflow => {
            if vm.cfg.report_overflow {
                let msg = ubsan_overflow_message(vm, st, &site.callee, arg(0), arg(1), arg(2));
                return Flow::Stop(vm.violation(st, tid, ViolationKind::Overflow, msg));
            }
        }
        Builtin::VerifierAssert => {
            if arg(0) & 0xffff_ffff == 0 {
                return Flow::Stop(vm.violation(
                    st,
                    tid,
                    ViolationKind::VerifierError,
                    "__VERIFIER_assert failed".into(),
                ));
            }
        }
        Builtin::VerifierAssume => {
            if arg(0) & 0xffff_ffff == 0 {
                return Flow::Stop(Event::AssumeFailed);
            }
        }
        Builtin::Nondet => {
            let name = site.callee.as_str();
            let choice = st.threads[tid].choice.take();
            let bits = u32::from(site.ret_bits.clamp(1, 64));
            let unsigned = name.contains("uint")
                || name.contains("ulong")
                || name.contains("uchar")
                || name.contains("ushort")
                || name.contains("unsigned")
                || name.contains("size_t")
                || name.contains("_u");
            let boolean = name.ends_with("bool") || name.ends_with("_Bool");
            // Pointers and floating-point values are not enumerated: NULL and 0.0 only, and
            // the search says it was incomplete.
            let restricted = ["pointer", "pchar", "charp", "float", "double"]
                .iter()
                .any(|k| name.ends_with(k));
            if vm.cfg.lazy_nondet && !restricted && !boolean && choice.is_none() && bits <= 64 {
                // A lazy value: a symbol with the type's whole range (`vm::sym`).
                if site.ret_slots > 0 {
                    vm.new_symbol(st, tid, name, bits as u8, !unsigned, base + dst.i());
                }
                return Flow::Next;
            }
            let v = if restricted {
                env.limit_hit(crate::vm::Limit::Nondet);
                Some(0)
            } else if choice.is_some() {
                choice
            } else if boolean {
                env.nondet(name, 1, false).map(|v| v & 1)
            } else {
                env.nondet(name, bits, !unsigned)
            };
            match v {
                Some(v) => ret(st, v),
                None => {
                    return Flow::Choice(super::Choice::Nondet {
                        bits: if boolean { 1 } else { bits },
                        signed: !unsigned && !boolean,
                        boolean,
                    });
                }
            }
        }
        _ => {
            let mut r = |st: &mut State, v: u64| ret(st, v);
            return vm.sync_builtin(st, tid, b, &arg, &mut r, env);
        }
    }
    Flow::Next
}

/// The message of a signed overflow caught by a `__ubsan_handle_*_overflow` handler, like
/// UBSan's: the operation, its operands and the type, read from the handler's static data
/// (`{ {file, line, column}, type descriptor }`; the descriptor is `{u16 kind, u16 info,
/// name}` with `info = log2(bits) << 1 | signed`). Falls back to the operation alone.
fn ubsan_overflow_message(vm: &Vm, st: &State, callee: &str, data: u64, a: u64, b: u64) -> String {
    let op = callee
        .trim_start_matches("__ubsan_handle_")
        .trim_end_matches("_abort")
        .trim_end_matches("_overflow");
    let psize = u64::from(vm.prog.dl.ptr_size);
    let ty = st.mem.read_uint(data.wrapping_add(psize + 8), psize).ok();
    let info = ty.and_then(|t| st.mem.read_uint(t.wrapping_add(2), 2).ok());
    let name = ty
        .and_then(|t| st.mem.read_cstr(t.wrapping_add(4)).ok())
        .map(|v| String::from_utf8_lossy(&v).into_owned());
    let (Some(info), Some(name)) = (info, name) else {
        return format!("signed integer overflow in {op}");
    };
    let bits = 1u32 << (info >> 1).min(6);
    let val = |v: u64| -> i128 {
        if bits >= 64 {
            i128::from(v as i64)
        } else {
            let sh = 64 - bits;
            i128::from(((v << sh) as i64) >> sh)
        }
    };
    match op {
        "add" => format!(
            "{} + {} cannot be represented in type {name}",
            val(a),
            val(b)
        ),
        "sub" => format!(
            "{} - {} cannot be represented in type {name}",
            val(a),
            val(b)
        ),
        "mul" => format!(
            "{} * {} cannot be represented in type {name}",
            val(a),
            val(b)
        ),
        "negate" => format!(
            "negation of {} cannot be represented in type {name}",
            val(a)
        ),
        "divrem" => format!(
            "division of {} by {} cannot be represented in type {name}",
            val(a),
            val(b)
        ),
        _ => format!("signed integer overflow in {op} ({name})"),
    }
}

/// Allocates a heap block of `n` bytes; NULL when out of memory or over the limit. A
/// failure is one of pancam's limits (the heap limit, the pointer encoding's object ids and
/// sizes), not necessarily the program's: it is reported to `env` so that a search that finds
/// nothing says it was incomplete.
///
/// `args` are the call's first arguments: with the threads' registers, where pointers to freed
/// blocks may be (whose ids are not reused while they are: [`Memory::alloc`]).
fn heap_alloc(vm: &Vm, st: &mut State, args: &[u64], n: u64, tid: usize, env: &mut dyn Env) -> u64 {
    // glibc refuses every request above PTRDIFF_MAX (`malloc(-2)`): that NULL is the
    // program's own on any machine, not one of pancam's limits.
    let ptrdiff_max = match vm.prog.target {
        crate::bytecode::program::Target::I386 => i32::MAX as u64,
        _ => i64::MAX as u64,
    };
    if n > ptrdiff_max {
        return 0;
    }
    let State { mem, threads, .. } = st;
    if mem.heap_bytes.saturating_add(n) > mem.heap_limit {
        env.limit_hit(crate::vm::Limit::Heap);
        return 0;
    }
    let roots = ThreadRoots {
        extra: args,
        ..ThreadRoots::running(vm, threads, tid)
    };
    match mem.alloc(ObjKind::Heap, n, tid as u16, &roots) {
        Ok(id) => mem.codec.encode(id, 0),
        Err(_) => {
            env.limit_hit(crate::vm::Limit::Heap);
            0
        }
    }
}

/// Explains a bad `free`/`realloc` argument.
fn free_fault(mem: &Memory, p: u64, what: &str) -> Fault {
    let (id, off) = mem.codec.decode(p);
    let (kind, msg) = match mem.objs.get(id as usize) {
        Some(o) if o.kind == ObjKind::Freed && off == 0 => (
            FaultKind::DoubleFree,
            format!("{what} of heap block #{id}, which was already freed"),
        ),
        Some(o) if o.kind == ObjKind::Heap => (
            FaultKind::InvalidFree,
            format!("{what} of a pointer {off} bytes into heap block #{id} (not its start)"),
        ),
        Some(o) => (
            FaultKind::InvalidFree,
            format!(
                "{what} of a pointer to a {} object (#{id}), not a heap block",
                super::memory::obj_kind_name(o)
            ),
        ),
        None => (
            FaultKind::InvalidFree,
            format!("{what} of invalid pointer {p:#x}"),
        ),
    };
    Fault {
        kind,
        ptr: p,
        len: 0,
        write: true,
        msg,
    }
}

/// The file descriptor of a `FILE *` (pancam's C library: `struct { int fd; }`).
fn stream_fd(mem: &Memory, f: u64) -> Result<i32, String> {
    if f == 0 {
        return Err("NULL stream".into());
    }
    mem.read_uint(f, 4)
        .map(|v| v as u32 as i32)
        .map_err(|_| format!("invalid stream pointer {f:#x}"))
}

enum Sink {
    Fd(i32),
    /// Buffer and optional size limit (`snprintf`).
    Buf(u64, Option<u64>),
}

#[allow(clippy::too_many_arguments)]
fn finish_format(
    vm: &Vm,
    st: &mut State,
    tid: usize,
    fmt: &[u8],
    src: &mut dyn ArgSource,
    sink: Sink,
    env: &mut dyn Env,
    site: &CallSite,
    dst: R,
    base: usize,
) -> Flow {
    let ptr_size = vm.prog.dl.ptr_size;
    let (out, nw) = tryf!(vm, st, tid, printf::format(fmt, src, &st.mem, ptr_size));
    for w in nw {
        tryf!(
            vm,
            st,
            tid,
            st.mem.write_uint(w.ptr, u64::from(w.size), w.value)
        );
    }
    match sink {
        Sink::Fd(fd) => env.output(fd, &out),
        Sink::Buf(p, limit) => {
            let n = match limit {
                None => out.len() as u64 + 1,
                Some(0) => 0,
                Some(l) => (out.len() as u64 + 1).min(l),
            };
            if n > 0 {
                let k = n as usize - 1;
                let mut b = out[..k].to_vec();
                b.push(0);
                tryf!(vm, st, tid, st.mem.write(p, &b));
            }
        }
    }
    if site.ret_slots > 0 {
        st.threads[tid].regs[base + dst.i()] = super::arith::mask(out.len() as u64, 32);
    }
    Flow::Next
}
