//! What a thread may still access: a static over-approximation of the shared accesses of
//! everything a thread can execute from its current position, made concrete with the
//! values its registers hold now.
//!
//! The stubborn-set reduction ([`super::stubborn`]) needs, for a thread `r` that is left
//! out of the expanded set, every access `r` could make before the expanded threads move
//! (the *future* of `r`): those must be independent of the expanded moves. The future of a
//! thread is the union, over its frames, of what the code reachable from the frame's
//! position (its *region*) accesses, with the calls in the region replaced by the callees'
//! summaries, plus the thread's exit and the freeing of its escaped stack objects.
//!
//! # Precision from the registers
//!
//! Each access of the code is a *template*: `size` bytes at register `ptr` plus an offset.
//! Where the pointer comes from is a per-function analysis of the bytecode
//! (`Origin`): a register is `root + k` for a constant `k` (a chain of `PtrAdd` and moves),
//! somewhere in the object of `root` (through `PtrIdx`, or offsets that differ between
//! paths), or anything. A root is a register written by any other op (a load, a call, a
//! parameter, a constant of the pool). At run time a root that no op of the region writes
//! (it is *invariant* there: its value cannot change for the rest of the frame's life)
//! gives its current value, so a lock taken in a loop on a pointer computed before the
//! loop (`pthread_mutex_lock(&fork[first])` at -O1 and above) is that one mutex, not the
//! whole array. A root the region writes, or a value that is not a pointer to a live
//! object, makes the access [`ANY_MEM`]: any shared memory.
//!
//! Callees are summarised per function (`Summary`), in terms of their parameters (a
//! parameter no op writes is a root whose value is the caller's argument) and the constant
//! pool; everything else is `ANY_MEM`. `pthread_create` adds the start routine's summary
//! (with its argument) to the creator's future: the new thread's accesses come from the
//! creator. Indirect calls, atomic sections and unknown functions are [`Access::ALL`].
//!
//! # What is left out, and why that is sound
//!
//! - Accesses to objects that are private to the thread now (its own stack and
//!   thread-local objects that have not escaped, read-only constants): another thread's
//!   move can only touch an object whose address it has, and an address only travels
//!   through shared memory, whose write is itself in the future (and conflicts with the
//!   read that would learn it).
//! - Objects that do not exist yet (allocated later, stack frames of future calls): no
//!   move computed now can touch them.
//! - The end of the program (`exit`, `abort`, an assertion that ends a path) in the future
//!   of a thread left out, when no property looks at final states: a path to a violation
//!   or a deadlock never runs past the end of the program, so no reordering argument needs
//!   to move a move across it. With leak checking or LTL
//!   ([`FutureOptions::end_is_dependent`]) it is `ALL`. The other way round, a move that
//!   ends the program (or opens an atomic section) has `ALL` in its table, and every
//!   unfinished thread's future holds [`Access::NONE`], which conflicts with `ALL` only:
//!   such a move pulls in every thread it would stop, even one about to fail an assertion
//!   without touching shared memory.

use crate::bytecode::Builtin;
use crate::bytecode::op::{MemOrd, Op, R};
use crate::bytecode::program::{CODE_ID, Func, NULL_ID, Program};
use crate::vm::Vm;
use crate::vm::liveness::{regs, successors};
use crate::vm::memory::ObjKind;
use crate::vm::state::State;
use crate::vm::superstep::{Access, PSEUDO_OBJ};
use std::sync::OnceLock;

/// A future access to any shared memory (a pointer the analysis cannot follow).
pub const ANY_MEM: u32 = u32::MAX - 2;
/// A future `pthread_join` of a thread the analysis cannot name.
pub const ANY_THREAD: u32 = u32::MAX - 3;

/// An access to any shared memory.
pub const ANY_READ: Access = Access {
    obj: ANY_MEM,
    lo: 0,
    hi: u64::MAX,
    write: false,
};

/// A future access, and whether it is a lock operation (`pthread_mutex_lock`, `trylock`,
/// `unlock`, and the same of spin locks): such an access can enable a thread waiting for
/// the lock only when it is the holder's (another thread's unlock is a misuse that changes
/// nothing, and its lock blocks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fut {
    /// The access.
    pub acc: Access,
    /// A lock operation.
    pub lock_op: bool,
    /// What the access is known to be, for the weak memory models: [`ATOMIC`] (an atomic
    /// load, store, `atomicrmw` or `cmpxchg`, and nothing else), with [`RELEASES`] (a write
    /// whose ordering releases) and [`BLIND`] (a store or `atomicrmw`). Every access the analysis cannot pin to ops of one kind
    /// (summaries collapsed to any memory, library calls, everything) is 0: maybe
    /// non-atomic, maybe a relaxed write.
    pub atomic: u8,
}

/// [`Fut::atomic`]: an atomic access.
pub const ATOMIC: u8 = 1;
/// [`Fut::atomic`]: an atomic write whose ordering releases (`release`, `acq_rel`,
/// `seq_cst`; a compare-exchange by its success ordering).
pub const RELEASES: u8 = 2;
/// [`Fut::atomic`]: an atomic write that reads no message but the last one it may (an
/// atomic store, which reads nothing, or an `atomicrmw`, which reads the message no other
/// read-modify-write read yet); never a load or a compare-exchange, whose failure reads
/// any message its view allows.
pub const BLIND: u8 = 4;

impl Fut {
    fn plain(acc: Access) -> Fut {
        Fut {
            acc,
            lock_op: false,
            atomic: 0,
        }
    }
}

/// Whether access `a` (of a move's table, or the access that would enable a waiting thread)
/// and future access `f` conflict. Besides [`Access::conflicts`]: [`ANY_MEM`] overlaps every
/// memory access, [`ANY_THREAD`] every thread pseudo object, and [`Access::NONE`] nothing
/// but [`Access::ALL`].
#[inline(always)]
pub fn conflict(a: &Access, f: &Access) -> bool {
    // Two memory accesses, the common case (the stubborn sets test every table entry
    // against every future access): the test of `Access::conflicts` without its cases.
    if a.obj < PSEUDO_OBJ && f.obj < PSEUDO_OBJ {
        return a.obj == f.obj && (a.write || f.write) && a.lo < f.hi && f.lo < a.hi;
    }
    conflict_pseudo(a, f)
}

/// [`conflict`] where one access is to a pseudo object (or everything).
#[inline(always)]
fn conflict_pseudo(a: &Access, f: &Access) -> bool {
    if a.obj == u32::MAX || f.obj == u32::MAX {
        return true;
    }
    if a.obj == Access::NONE.obj || f.obj == Access::NONE.obj {
        return false;
    }
    let either_writes = a.write || f.write;
    let is_thread = |o: u32| o > PSEUDO_OBJ && o < ANY_THREAD;
    match (a.obj, f.obj) {
        (ANY_MEM, o) | (o, ANY_MEM) => either_writes && (o < PSEUDO_OBJ || o == ANY_MEM),
        (ANY_THREAD, o) | (o, ANY_THREAD) => either_writes && (is_thread(o) || o == ANY_THREAD),
        _ => a.conflicts(f),
    }
}

/// Options of the analysis.
#[derive(Clone, Debug, Default)]
pub struct FutureOptions {
    /// The end of the program (`exit`, `abort`, assertion failures that end a path) is
    /// dependent on everything: some property looks at final states (leaks, LTL).
    pub end_is_dependent: bool,
    /// Functions whose call opens an atomic section (`__VERIFIER_atomic_*`): calling one
    /// stops every other thread, so it is dependent on everything.
    pub atomic_funcs: Vec<bool>,
}

/// An access of one op, in terms of the frame's registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Tmpl {
    /// `size` bytes (`u64::MAX`: to the end of the object) at `ptr + off`.
    Mem {
        ptr: R,
        off: i64,
        size: u64,
        write: bool,
        lock: bool,
        atomic: u8,
    },
    /// Allocation or `free`: the allocator.
    Heap,
    /// `pthread_join` of some thread.
    Join,
    /// The end of the program.
    End,
    /// `pthread_create` at call site `site`: the start routine's accesses.
    Spawn { site: u32 },
    /// A direct call of function `func` at call site `site`: its summary.
    Call { func: u32, site: u32 },
    /// A call through the function pointer in `fptr` at call site `site`: the callee's
    /// summary when the pointer is known, else that of every function whose address the
    /// program takes.
    CallInd { fptr: R, site: u32 },
    /// Any shared memory (output reads its string arguments through pointers).
    Any { write: bool },
    /// Everything (indirect calls, atomic sections, unknown functions).
    All,
    /// A `seq_cst` fence or access: the SC view of the weak memory models
    /// ([`Access::SC_WRITE`]; under sequential consistency no move has such an access, so
    /// it conflicts with nothing).
    Sc,
}

/// Where the value of a register comes from: `(root, offset)` pairs, the offset `None` when
/// only the object is known; `None` as a whole: unknown.
type Origin = Option<Vec<(R, Option<i64>)>>;

/// Most roots an origin keeps before it becomes unknown.
const MAX_ROOTS: usize = 4;

/// The static data of one function.
struct FuncFuture {
    /// The function's distinct templates.
    tmpls: Vec<Tmpl>,
    /// The region of each op: index into `regions`.
    region_of: Vec<u32>,
    /// Regions: what the code reachable from an op accesses and which registers it writes.
    regions: Vec<Region>,
    /// Register origins.
    origin: Vec<Origin>,
    /// The position rank of each op (reverse postorder of the control flow), for comparing
    /// thread positions (the cycle proviso).
    rank: Vec<u32>,
}

/// What the code reachable from an op does.
#[derive(Default)]
struct Region {
    /// Distinct templates of the reachable ops (indices into [`FuncFuture::tmpls`]).
    tmpls: Vec<u32>,
    /// Registers some reachable op writes (bitset).
    defs: Vec<u64>,
    /// Some reachable op returns from the function.
    ret: bool,
}

/// A function's accesses in terms of its parameters.
#[derive(Clone, Debug, Default, PartialEq)]
struct Summary {
    items: Vec<SItem>,
}

/// An access of a summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum SItem {
    /// Memory at a base: `off` from it (`None`: anywhere in its object), `size` bytes.
    Mem {
        base: Base,
        off: Option<i64>,
        size: u64,
        write: bool,
        lock: bool,
        atomic: u8,
    },
    Heap,
    Join,
    End,
    All,
    Sc,
}

/// The base of a summary access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Base {
    /// A constant pointer.
    Const(u64),
    /// The `k`th parameter.
    Param(u16),
    /// Unknown.
    Any,
}

/// Most items of a summary before its memory accesses collapse to `ANY_MEM`.
const MAX_ITEMS: usize = 48;

/// The future-access analysis of a program (computed lazily per function, shared by all
/// workers).
pub struct Futures {
    funcs: Vec<OnceLock<FuncFuture>>,
    /// One summary per function, and a last one for an unknown indirect call (every
    /// function whose address is taken; index [`Futures::indirect`]).
    summaries: Vec<Summary>,
    /// The index of the indirect-call summary.
    indirect: u32,
    opts: FutureOptions,
    /// Some code may register thread-specific data destructors (`pthread_key_create`):
    /// a thread's exit may then run any code.
    tsd: bool,
    /// Some code may register an `atexit` handler (calls `atexit` or takes its address):
    /// `main`'s return may then run any function whose address is taken (the C library's
    /// `exit` calls the handlers through pointers), start routines included.
    atexit: bool,
    /// Which of a thread's cached raw futures is this analysis's ([`RawCache`]).
    cache_slot: usize,
}

/// The part of a thread's future that depends on the thread alone, kept with the thread's
/// version (`ThreadRef::derived`): one slot per analysis, since their options differ (the
/// stubborn sets' and the weak memory models' normal form, [`Futures::with_cache_slot`]).
///
/// Beside it, per slot, the whole future as the first state that asked for it found it
/// ([`Concrete`]): a later state with the same version of the thread reuses it when the
/// object facts it was read from are the same there.
#[derive(Default)]
struct RawCache([OnceLock<Vec<Raw>>; 2], [OnceLock<Concrete>; 2]);

/// A thread's future in one state, and what of the state it was read from: the thread's
/// index, and the facts ([`ObjFacts`]) of each object its pointers and escaped stack
/// objects name. Every other input of [`Futures::thread_future`] is the thread's version.
struct Concrete {
    t: usize,
    objs: Vec<(u32, Option<ObjFacts>)>,
    futs: Vec<Fut>,
}

/// What [`Futures::thread_future`] reads of an object: its kind, flags, owner and
/// allocated size (`None`: no such object).
type ObjFacts = (ObjKind, u8, u16, u32);

fn obj_facts(st: &State, id: u32) -> Option<ObjFacts> {
    st.mem
        .objs
        .get(id as usize)
        .map(|o| (o.kind, o.flags, o.owner, o.cap))
}

impl Concrete {
    /// Whether this future is thread `t`'s in `st` (whose thread `t` is the version that
    /// keeps it).
    #[inline]
    fn holds_in(&self, st: &State, t: usize) -> bool {
        self.t == t
            && self
                .objs
                .iter()
                .all(|&(id, facts)| obj_facts(st, id) == facts)
    }
}

impl Futures {
    /// The analysis of `prog`: function summaries now, regions on first use.
    pub fn new(prog: &Program, opts: FutureOptions) -> Futures {
        let funcs: Vec<OnceLock<FuncFuture>> =
            (0..prog.funcs.len()).map(|_| OnceLock::new()).collect();
        let tsd = prog
            .funcs
            .iter()
            .any(|f| f.sites.iter().any(|s| s.callee == "pthread_key_create"));
        let atexit = prog.func("atexit").is_some_and(|a| {
            address_taken(prog)[a as usize]
                || prog
                    .funcs
                    .iter()
                    .any(|f| f.sites.iter().any(|s| s.callee == "atexit"))
        });
        let mut fu = Futures {
            funcs,
            summaries: Vec::new(),
            indirect: prog.funcs.len() as u32,
            opts,
            tsd,
            atexit,
            cache_slot: 0,
        };
        fu.summaries = fu.summarise(prog);
        fu
    }

    /// The same analysis keeping its per-thread results in cache slot `slot` (0, the
    /// default, or 1): two analyses with different options over the same states must not
    /// read each other's.
    pub fn with_cache_slot(mut self, slot: usize) -> Futures {
        assert!(slot < 2, "two cache slots");
        self.cache_slot = slot;
        self
    }

    /// The memory that functions `fs` (taking no arguments, such as invariants) may read or
    /// write, as (object id, first byte, end) ranges of global objects, or `None` when the
    /// analysis cannot bound it (a pointer it cannot follow, an indirect call).
    pub fn footprint(&self, prog: &Program, fs: &[u32]) -> Option<Vec<(u32, u64, u64)>> {
        let codec = crate::bytecode::ptr::PtrCodec::new(prog.dl.ptr_size);
        let mut out = Vec::new();
        for &f in fs {
            for it in &self.summaries.get(f as usize)?.items {
                match *it {
                    SItem::Mem {
                        base: Base::Const(v),
                        off,
                        size,
                        ..
                    } => {
                        let (id, o) = codec.decode(v);
                        let (lo, hi) = match off {
                            Some(k) => {
                                let lo = o.wrapping_add(k as u64);
                                (lo, lo.saturating_add(size.max(1)))
                            }
                            None => (0, u64::MAX),
                        };
                        out.push((id, lo, hi));
                    }
                    SItem::Mem { .. } | SItem::All | SItem::Join => return None,
                    SItem::Heap | SItem::End | SItem::Sc => {}
                }
            }
        }
        Some(out)
    }

    fn func<'a>(&'a self, prog: &Program, f: u32) -> &'a FuncFuture {
        self.funcs[f as usize].get_or_init(|| analyse(&prog.funcs[f as usize], &self.opts))
    }

    /// The rank of position `pc` in function `f` (larger is later in reverse postorder).
    pub fn rank(&self, prog: &Program, f: u32, pc: u32) -> u32 {
        let ff = self.func(prog, f);
        ff.rank.get(pc as usize).copied().unwrap_or(u32::MAX)
    }

    /// Appends to `out` the future accesses of thread `t` of `st` (see the module docs),
    /// without duplicates. The part that depends on the thread alone (its code, frames and
    /// registers: every pointer it may still use) is computed once per version of the
    /// thread and kept with it (`ThreadRef::derived`); only looking those pointers up in
    /// the state's memory, and its escaped stack objects, are done per state.
    pub fn thread_future(&self, vm: &Vm<'_>, st: &State, t: usize, out: &mut Vec<Fut>) {
        use crate::vm::state::ThreadStatus;
        let th = &st.threads[t];
        if th.status == ThreadStatus::Finished {
            return;
        }
        let make = |th: &crate::vm::state::Thread| {
            let mut raw = Vec::with_capacity(16);
            self.raw_future(vm, th, t, &mut raw);
            raw
        };
        let Some(cache) = th.derived(|_| RawCache::default()) else {
            let raw = make(th);
            self.concrete_future(vm, st, t, &raw, out, None);
            return;
        };
        // The whole future, when the first state that asked for it read the same object
        // facts (most states share most thread versions with their parent).
        let conc = &cache.1[self.cache_slot];
        if let Some(c) = conc.get()
            && c.holds_in(st, t)
        {
            if out.is_empty() {
                out.extend_from_slice(&c.futs);
            } else {
                for &f in &c.futs {
                    push(out, f);
                }
            }
            return;
        }
        let raw = cache.0[self.cache_slot].get_or_init(|| make(th));
        if !out.is_empty() || conc.get().is_some() {
            // Only a future computed alone is kept; one cached already stays.
            self.concrete_future(vm, st, t, raw, out, None);
            return;
        }
        let mut objs = Vec::with_capacity(raw.len() + th.allocas.len());
        self.concrete_future(vm, st, t, raw, out, Some(&mut objs));
        let _ = conc.set(Concrete {
            t,
            objs,
            futs: out.clone(),
        });
    }

    /// Thread `t`'s future in `st` from its thread-only part `raw`, appended to `out`;
    /// `objs` (if given) collects the objects whose facts it read.
    fn concrete_future(
        &self,
        vm: &Vm<'_>,
        st: &State,
        t: usize,
        raw: &[Raw],
        out: &mut Vec<Fut>,
        mut objs: Option<&mut Vec<(u32, Option<ObjFacts>)>>,
    ) {
        // The thread is alive: a move that stops every thread (the end of the program, an
        // atomic section: `Access::ALL` in its table) takes away whatever it would still
        // do, an assertion that fails included, even when it touches nothing shared.
        push(out, Fut::plain(Access::NONE));
        for r in raw {
            match *r {
                Raw::Fut(f) => push(out, f),
                Raw::Ptr {
                    v,
                    off,
                    size,
                    write,
                    lock,
                    atomic,
                } => {
                    let (id, _) = vm.codec.decode(v);
                    if let Some(objs) = objs.as_deref_mut()
                        && id != NULL_ID
                    {
                        objs.push((id, obj_facts(st, id)));
                    }
                    self.concrete(vm, st, t, v, off, size, write, lock, atomic, out)
                }
            }
        }
        // The thread's stack objects other threads can reach are freed when their frame
        // returns, by a `stackrestore`, or when the thread ends (`pthread_exit` from any
        // depth): writes of the whole objects.
        for &id in &st.threads[t].allocas {
            if let Some(objs) = objs.as_deref_mut() {
                objs.push((id, obj_facts(st, id)));
            }
            if st.mem.objs.get(id as usize).is_some_and(|o| {
                o.kind == ObjKind::Stack && o.flags & crate::vm::memory::flags::ESCAPED != 0
            }) {
                push(
                    out,
                    Fut::plain(Access {
                        obj: id,
                        lo: 0,
                        hi: u64::MAX,
                        write: true,
                    }),
                );
            }
        }
    }

    /// The part of thread `t`'s future that depends on the thread alone: accesses, and
    /// pointers to look up in memory ([`Raw`]).
    fn raw_future(&self, vm: &Vm<'_>, th: &crate::vm::state::Thread, t: usize, out: &mut Vec<Raw>) {
        let prog = vm.prog;
        let frames = th.frame_list();
        let nframes = frames.len();
        for (k, &(fr, all_regs)) in frames.iter().enumerate() {
            if !self.atexit && t == 0 && k == 0 && vm.exit_fn == Some(fr.func) {
                // `main` returned into the C library's `exit` and no handler was ever
                // registered: its loop over the handlers runs no iteration, and what is
                // left is the end of the program.
                self.end(out);
                continue;
            }
            let func = &prog.funcs[fr.func as usize];
            let ff = self.func(prog, fr.func);
            let base = fr.base as usize;
            let regs = match all_regs.get(base..base + func.nregs as usize) {
                Some(r) => r,
                None => {
                    raw_access(out, Access::ALL);
                    return;
                }
            };
            let Some(&ri) = ff.region_of.get(fr.pc as usize) else {
                continue;
            };
            let region = &ff.regions[ri as usize];
            let invariant = |r: R| {
                r.i() >= func.consts_at as usize
                    || region
                        .defs
                        .get(r.i() / 64)
                        .is_none_or(|w| w >> (r.i() % 64) & 1 == 0)
            };
            for &ti in &region.tmpls {
                match ff.tmpls[ti as usize] {
                    Tmpl::Mem {
                        ptr,
                        off,
                        size,
                        write,
                        lock,
                        atomic,
                    } => self.eval_mem(
                        &ff.origin,
                        regs,
                        &invariant,
                        ptr,
                        Some(off),
                        size,
                        write,
                        lock,
                        atomic,
                        out,
                    ),
                    Tmpl::Heap => raw_access(out, Access::HEAP),
                    Tmpl::Join => raw_access(out, any_thread()),
                    Tmpl::End => self.end(out),
                    Tmpl::All => raw_access(out, Access::ALL),
                    Tmpl::Sc => raw_access(out, Access::SC_WRITE),
                    Tmpl::Any { write } => raw_access(out, Access { write, ..ANY_READ }),
                    Tmpl::Spawn { site } => {
                        let args = &func.sites[site as usize].args;
                        let (Some(fp), Some(arg)) = (args.get(2), args.get(3)) else {
                            raw_access(out, Access::ALL);
                            continue;
                        };
                        // The start routine, if the pointer is a known function.
                        let callee = self.resolve_fn(vm, &ff.origin, regs, &invariant, fp.reg);
                        match callee {
                            Some(g) => {
                                let argv = Args::One(arg.reg);
                                self.apply_summary(&ff.origin, regs, &invariant, g, argv, out);
                                // The new thread's exit (awaited by joins).
                                raw_access(out, any_thread_write());
                            }
                            None => raw_access(out, Access::ALL),
                        }
                    }
                    Tmpl::Call { func: g, site } => {
                        let argv = Args::Site(&func.sites[site as usize].args);
                        self.apply_summary(&ff.origin, regs, &invariant, g, argv, out);
                    }
                    Tmpl::CallInd { fptr, site } => {
                        let callee = self.resolve_fn(vm, &ff.origin, regs, &invariant, fptr);
                        match callee {
                            Some(g) if self.opts.atomic_funcs.get(g as usize) == Some(&false) => {
                                let argv = Args::Site(&func.sites[site as usize].args);
                                self.apply_summary(&ff.origin, regs, &invariant, g, argv, out);
                            }
                            Some(_) => raw_access(out, Access::ALL),
                            None => self.apply_summary(
                                &ff.origin,
                                regs,
                                &invariant,
                                self.indirect,
                                Args::Unknown,
                                out,
                            ),
                        }
                    }
                }
            }
            // Returning from the bottom frame ends the thread.
            if k == 0 && region.ret {
                if t == 0 {
                    // `main` returning runs the C library's `exit` (atexit handlers: with
                    // none registered, nothing but the end of the program).
                    if let Some(e) = vm.exit_fn.filter(|_| self.atexit) {
                        self.apply_summary(&ff.origin, regs, &invariant, e, Args::Unknown, out);
                    }
                    self.end(out);
                } else {
                    raw_access(out, Access::thread(t));
                    if self.tsd {
                        raw_access(out, Access::ALL);
                    }
                }
            }
            let _ = nframes;
        }
        // A thread in a multi-step synchronisation call (a condition wait) re-executes the
        // call's op, which is in its region; its thread-specific data destructors run at
        // its exit (above).
        if th.exiting.is_some() {
            raw_access(out, Access::thread(t));
            if self.tsd {
                raw_access(out, Access::ALL);
            }
        }
    }

    fn end(&self, out: &mut Vec<Raw>) {
        if self.opts.end_is_dependent {
            raw_access(out, Access::ALL);
        }
    }

    /// The function a function-pointer register holds, if the analysis can tell.
    fn resolve_fn(
        &self,
        vm: &Vm<'_>,
        origin: &[Origin],
        regs: &[u64],
        invariant: &dyn Fn(R) -> bool,
        r: R,
    ) -> Option<u32> {
        let roots = origin.get(r.i())?.as_ref()?;
        let &[(root, Some(0))] = roots.as_slice() else {
            return None;
        };
        if !invariant(root) {
            return None;
        }
        let (id, off) = vm.codec.decode(*regs.get(root.i())?);
        (id == CODE_ID && (off as usize) < vm.prog.funcs.len()).then_some(off as u32)
    }

    /// The accesses of memory template `ptr + off` (`off` `None`: anywhere in the object).
    #[allow(clippy::too_many_arguments)]
    fn eval_mem(
        &self,
        origin: &[Origin],
        regs: &[u64],
        invariant: &dyn Fn(R) -> bool,
        ptr: R,
        off: Option<i64>,
        size: u64,
        write: bool,
        lock: bool,
        atomic: u8,
        out: &mut Vec<Raw>,
    ) {
        let any = Access { write, ..ANY_READ };
        // The pointer itself keeps its value for the rest of the frame: exact.
        if invariant(ptr)
            && let Some(&v) = regs.get(ptr.i())
        {
            push(
                out,
                Raw::Ptr {
                    v,
                    off,
                    size,
                    write,
                    lock,
                    atomic,
                },
            );
            return;
        }
        let Some(Some(roots)) = origin.get(ptr.i()) else {
            raw_access(out, any);
            return;
        };
        for &(root, k) in roots {
            if !invariant(root) {
                raw_access(out, any);
                return;
            }
            let Some(&v) = regs.get(root.i()) else {
                raw_access(out, any);
                return;
            };
            let exact = match (k, off) {
                (Some(a), Some(b)) => Some(a.wrapping_add(b)),
                _ => None,
            };
            push(
                out,
                Raw::Ptr {
                    v,
                    off: exact,
                    size,
                    write,
                    lock,
                    atomic,
                },
            );
        }
    }

    /// The access of `size` bytes at pointer value `v` plus `off` (`None`: its whole
    /// object), if it is shared memory of thread `t`.
    #[allow(clippy::too_many_arguments)]
    fn concrete(
        &self,
        vm: &Vm<'_>,
        st: &State,
        t: usize,
        v: u64,
        off: Option<i64>,
        size: u64,
        write: bool,
        lock: bool,
        atomic: u8,
        out: &mut Vec<Fut>,
    ) {
        let (id, o) = vm.codec.decode(v);
        if id == NULL_ID {
            // A null dereference faults: no access.
            return;
        }
        let Some(obj) = st.mem.objs.get(id as usize) else {
            push(out, Fut::plain(Access { write, ..ANY_READ }));
            return;
        };
        match obj.kind {
            ObjKind::Constant | ObjKind::Code | ObjKind::BlockAddrs => return,
            ObjKind::Stack | ObjKind::Tls
                if obj.owner as usize == t
                    && obj.flags & crate::vm::memory::flags::ESCAPED == 0 =>
            {
                return;
            }
            _ => {}
        }
        let (lo, hi) = match off {
            Some(d) => {
                let lo = o.wrapping_add(d as u64);
                // A computed offset outside the object (or wrapped) faults or is undefined:
                // count the whole object.
                if lo > u64::from(obj.cap) {
                    (0, u64::MAX)
                } else {
                    (lo, lo.saturating_add(size.max(1)))
                }
            }
            None => (0, u64::MAX),
        };
        push(
            out,
            Fut {
                acc: Access {
                    obj: id,
                    lo,
                    hi,
                    write,
                },
                lock_op: lock,
                atomic,
            },
        );
    }

    /// Appends the accesses of a call of `g` with arguments `argv` (registers of the
    /// caller's frame).
    #[allow(clippy::too_many_arguments)]
    fn apply_summary(
        &self,
        origin: &[Origin],
        regs: &[u64],
        invariant: &dyn Fn(R) -> bool,
        g: u32,
        argv: Args<'_>,
        out: &mut Vec<Raw>,
    ) {
        for it in &self.summaries[g as usize].items {
            match *it {
                SItem::Mem {
                    base,
                    off,
                    size,
                    write,
                    lock,
                    atomic,
                } => match base {
                    Base::Const(v) => push(
                        out,
                        Raw::Ptr {
                            v,
                            off,
                            size,
                            write,
                            lock,
                            atomic,
                        },
                    ),
                    Base::Param(k) => match argv.reg(usize::from(k)) {
                        Some(r) => self.eval_mem(
                            origin, regs, invariant, r, off, size, write, lock, atomic, out,
                        ),
                        None => raw_access(out, Access { write, ..ANY_READ }),
                    },
                    Base::Any => raw_access(out, Access { write, ..ANY_READ }),
                },
                SItem::Heap => raw_access(out, Access::HEAP),
                SItem::Join => raw_access(out, any_thread()),
                SItem::End => self.end(out),
                SItem::All => raw_access(out, Access::ALL),
                SItem::Sc => raw_access(out, Access::SC_WRITE),
            }
        }
    }

    /// Every function's summary, to a fixpoint over the call graph.
    fn summarise(&self, prog: &Program) -> Vec<Summary> {
        let n = prog.funcs.len();
        // Local templates and origins of every function (cheap: no regions).
        let locals: Vec<(Vec<Tmpl>, Vec<Origin>, Vec<bool>)> = prog
            .funcs
            .iter()
            .map(|f| {
                let tm = templates(f, &self.opts);
                let (origin, written) = origins(f);
                (tm, origin, written)
            })
            .collect();
        let taken = address_taken(prog);
        let targets: Vec<u32> = (0..n as u32).filter(|&g| taken[g as usize]).collect();
        // The summaries, and the indirect call's last (everything, if an atomic function
        // can be called through a pointer).
        let mut sums = vec![Summary::default(); n + 1];
        if targets.iter().any(|&g| {
            self.opts
                .atomic_funcs
                .get(g as usize)
                .copied()
                .unwrap_or(true)
        }) {
            sums[n] = Summary {
                items: vec![SItem::All],
            };
        }
        // Callers of each function, for the worklist.
        let mut callers: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (fi, (tm, _, _)) in locals.iter().enumerate() {
            for t in tm {
                if let Tmpl::Call { func, .. } = *t {
                    callers[func as usize].push(fi as u32);
                }
                if let Tmpl::Spawn { .. } = *t {
                    // Spawns are resolved statically below: any function may be a start
                    // routine, so a change anywhere may matter.
                }
            }
        }
        let mut work: Vec<u32> = (0..n as u32).rev().collect();
        let mut queued = vec![true; n];
        let mut rounds = 0usize;
        while let Some(fi) = work.pop() {
            queued[fi as usize] = false;
            rounds += 1;
            let f = &prog.funcs[fi as usize];
            let (tm, origin, written) = &locals[fi as usize];
            let base_of = |r: R| -> Vec<(Base, Option<i64>)> {
                match origin.get(r.i()) {
                    Some(Some(roots)) => roots
                        .iter()
                        .map(|&(root, k)| {
                            let b = if root.i() >= f.consts_at as usize {
                                Base::Const(
                                    f.consts
                                        .get(root.i() - f.consts_at as usize)
                                        .copied()
                                        .unwrap_or(0),
                                )
                            } else if let Some(p) = f
                                .params
                                .iter()
                                .position(|&(pr, n)| pr == root && n == 1 && !written[root.i()])
                            {
                                Base::Param(p as u16)
                            } else {
                                Base::Any
                            };
                            (b, if b == Base::Any { None } else { k })
                        })
                        .collect(),
                    _ => vec![(Base::Any, None)],
                }
            };
            let mut items: Vec<SItem> = Vec::new();
            let push_mem = |items: &mut Vec<SItem>,
                            base: Base,
                            off: Option<i64>,
                            size: u64,
                            write: bool,
                            lock: bool,
                            atomic: u8| {
                items.push(SItem::Mem {
                    lock: lock && base != Base::Any,
                    atomic: if base == Base::Any { 0 } else { atomic },
                    base,
                    off: if base == Base::Any { None } else { off },
                    size: if base == Base::Any { u64::MAX } else { size },
                    write,
                });
            };
            for t in tm {
                match *t {
                    Tmpl::Mem {
                        ptr,
                        off,
                        size,
                        write,
                        lock,
                        atomic,
                    } => {
                        for (b, k) in base_of(ptr) {
                            let o = k.map(|k| k.wrapping_add(off));
                            push_mem(&mut items, b, o, size, write, lock, atomic);
                        }
                    }
                    Tmpl::Heap => items.push(SItem::Heap),
                    Tmpl::Join => items.push(SItem::Join),
                    Tmpl::End => items.push(SItem::End),
                    Tmpl::All => items.push(SItem::All),
                    Tmpl::Sc => items.push(SItem::Sc),
                    Tmpl::Any { write } => {
                        push_mem(&mut items, Base::Any, None, u64::MAX, write, false, 0)
                    }
                    Tmpl::CallInd { .. } => {
                        for it in sums[n].items.clone() {
                            items.push(it);
                        }
                    }
                    Tmpl::Call { func: g, site } => {
                        let args = &f.sites[site as usize].args;
                        for it in sums[g as usize].items.clone() {
                            match it {
                                SItem::Mem {
                                    base: Base::Param(k),
                                    off,
                                    size,
                                    write,
                                    lock,
                                    atomic,
                                } => match args.get(usize::from(k)) {
                                    Some(a) if a.slots == 1 && a.byval.is_none() => {
                                        for (b, k2) in base_of(a.reg) {
                                            let o = match (k2, off) {
                                                (Some(x), Some(y)) => Some(x.wrapping_add(y)),
                                                _ => None,
                                            };
                                            push_mem(&mut items, b, o, size, write, lock, atomic);
                                        }
                                    }
                                    _ => push_mem(
                                        &mut items,
                                        Base::Any,
                                        None,
                                        u64::MAX,
                                        write,
                                        false,
                                        0,
                                    ),
                                },
                                other => items.push(other),
                            }
                        }
                    }
                    Tmpl::Spawn { site } => {
                        let args = &f.sites[site as usize].args;
                        let start = args.get(2).and_then(|fp| {
                            let b = base_of(fp.reg);
                            match b.as_slice() {
                                [(Base::Const(v), Some(0))] => {
                                    let codec =
                                        crate::bytecode::ptr::PtrCodec::new(prog.dl.ptr_size);
                                    let (id, off) = codec.decode(*v);
                                    (id == CODE_ID && (off as usize) < n).then_some(off as u32)
                                }
                                _ => None,
                            }
                        });
                        match (start, args.get(3)) {
                            (Some(g), Some(arg)) => {
                                items.push(SItem::Join);
                                for it in sums[g as usize].items.clone() {
                                    match it {
                                        SItem::Mem {
                                            base: Base::Param(0),
                                            off,
                                            size,
                                            write,
                                            lock,
                                            atomic,
                                        } => {
                                            for (b, k2) in base_of(arg.reg) {
                                                let o = match (k2, off) {
                                                    (Some(x), Some(y)) => Some(x.wrapping_add(y)),
                                                    _ => None,
                                                };
                                                push_mem(
                                                    &mut items, b, o, size, write, lock, atomic,
                                                );
                                            }
                                        }
                                        SItem::Mem {
                                            base: Base::Param(_),
                                            write,
                                            ..
                                        } => push_mem(
                                            &mut items,
                                            Base::Any,
                                            None,
                                            u64::MAX,
                                            write,
                                            false,
                                            0,
                                        ),
                                        other => items.push(other),
                                    }
                                }
                                // The new thread ends (and may exit the program).
                                if self.tsd {
                                    items.push(SItem::All);
                                }
                            }
                            _ => items.push(SItem::All),
                        }
                    }
                }
            }
            // A builtin called through a pointer (`f = pthread_mutex_lock; f(&m)`) does
            // what the builtin does, which its (empty) body does not say: everything.
            if f.stub.is_some() {
                items.push(SItem::All);
            }
            let s = normalise(items);
            if s != sums[fi as usize] {
                sums[fi as usize] = s;
                // An indirect call may reach this function: recompute the indirect summary
                // (parameters unknown) and requeue the functions that call indirectly.
                if taken[fi as usize] {
                    let mut ind: Vec<SItem> = Vec::new();
                    for &g in &targets {
                        if self
                            .opts
                            .atomic_funcs
                            .get(g as usize)
                            .copied()
                            .unwrap_or(true)
                        {
                            ind.push(SItem::All);
                        }
                        for it in &sums[g as usize].items {
                            ind.push(match *it {
                                SItem::Mem {
                                    base: Base::Param(_),
                                    write,
                                    ..
                                } => SItem::Mem {
                                    base: Base::Any,
                                    off: None,
                                    size: u64::MAX,
                                    write,
                                    lock: false,
                                    atomic: 0,
                                },
                                other => other,
                            });
                        }
                    }
                    let ind = normalise(ind);
                    if ind != sums[n] {
                        sums[n] = ind;
                        for (gi, (tm2, _, _)) in locals.iter().enumerate() {
                            if !queued[gi] && tm2.iter().any(|t| matches!(t, Tmpl::CallInd { .. }))
                            {
                                queued[gi] = true;
                                work.push(gi as u32);
                            }
                        }
                    }
                }
                for &c in &callers[fi as usize] {
                    if !queued[c as usize] {
                        queued[c as usize] = true;
                        work.push(c);
                    }
                }
                // Spawns name start routines through constants: any function that spawns
                // may depend on this one.
                for (gi, (tm2, _, _)) in locals.iter().enumerate() {
                    if !queued[gi] && tm2.iter().any(|t| matches!(t, Tmpl::Spawn { .. })) {
                        queued[gi] = true;
                        work.push(gi as u32);
                    }
                }
            }
            if rounds > 64 * n + 1024 {
                // Not converging (should not happen: summaries only grow and collapse):
                // give up on precision.
                for s in &mut sums {
                    *s = Summary {
                        items: vec![SItem::All],
                    };
                }
                break;
            }
        }
        sums
    }
}

/// What the thread-only part of a future holds: an access, or a pointer to look up in the
/// state's memory (`concrete`) with the offset (`None`: anywhere in its object), size and
/// kind of the access.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Raw {
    Fut(Fut),
    Ptr {
        v: u64,
        off: Option<i64>,
        size: u64,
        write: bool,
        lock: bool,
        atomic: u8,
    },
}

/// Adds `x` to a future (or its thread-only part) unless it is there already (futures are
/// short: a linear scan is cheaper than sorting them).
#[inline]
fn push<T: PartialEq>(out: &mut Vec<T>, x: T) {
    if !out.contains(&x) {
        out.push(x);
    }
}

/// Adds plain access `a` to the thread-only part of a future.
#[inline]
fn raw_access(out: &mut Vec<Raw>, a: Access) {
    push(out, Raw::Fut(Fut::plain(a)));
}

/// The arguments of a call whose summary is applied: a call site's, one register (a
/// start routine's argument), or none known.
#[derive(Clone, Copy)]
enum Args<'a> {
    Site(&'a [crate::bytecode::program::ArgPass]),
    One(R),
    Unknown,
}

impl Args<'_> {
    /// The register holding argument `k`, if it is one plain slot.
    fn reg(self, k: usize) -> Option<R> {
        match self {
            Args::Site(a) => a
                .get(k)
                .filter(|a| a.slots == 1 && a.byval.is_none())
                .map(|a| a.reg),
            Args::One(r) => (k == 0).then_some(r),
            Args::Unknown => None,
        }
    }
}

/// `pthread_join` of an unknown thread.
fn any_thread() -> Access {
    Access {
        obj: ANY_THREAD,
        lo: 0,
        hi: 1,
        write: true,
    }
}

/// Functions whose address the program takes (in a constant pool or a global's initial
/// bytes), by index: the possible targets of an indirect call.
fn address_taken(prog: &Program) -> Vec<bool> {
    let n = prog.funcs.len();
    let codec = crate::bytecode::ptr::PtrCodec::new(prog.dl.ptr_size);
    let mut taken = vec![false; n];
    let mut mark = |v: u64| {
        let (id, off) = codec.decode(v);
        if id == CODE_ID && (off as usize) < n {
            taken[off as usize] = true;
        }
    };
    for f in &prog.funcs {
        f.consts.iter().for_each(|&c| mark(c));
    }
    let w = (prog.dl.ptr_size as usize).max(1);
    for o in &prog.objects {
        for chunk in o.init.chunks_exact(w) {
            let mut v = 0u64;
            for (i, b) in chunk.iter().enumerate() {
                v |= u64::from(*b) << (8 * i);
            }
            mark(v);
        }
    }
    taken
}

/// The exit of a thread not created yet.
fn any_thread_write() -> Access {
    any_thread()
}

/// Sorts, deduplicates and bounds a summary: past [`MAX_ITEMS`], memory accesses collapse
/// to one read and one write of any memory; `All` absorbs everything.
fn normalise(mut items: Vec<SItem>) -> Summary {
    if items.contains(&SItem::All) {
        return Summary {
            items: vec![SItem::All],
        };
    }
    items.sort_unstable();
    items.dedup();
    // An access anywhere in an object covers the exact ones on the same base.
    let whole: Vec<(Base, bool)> = items
        .iter()
        .filter_map(|i| match *i {
            SItem::Mem {
                base,
                off: None,
                write,
                ..
            } => Some((base, write)),
            _ => None,
        })
        .collect();
    items.retain(|i| match *i {
        SItem::Mem {
            base,
            off: Some(_),
            write,
            ..
        } => !whole.contains(&(base, write)) && !whole.contains(&(base, true)),
        _ => true,
    });
    if items.len() > MAX_ITEMS {
        let mut out: Vec<SItem> = items
            .iter()
            .filter(|i| !matches!(i, SItem::Mem { .. }))
            .copied()
            .collect();
        let any_write = items
            .iter()
            .any(|i| matches!(i, SItem::Mem { write: true, .. }));
        out.push(SItem::Mem {
            base: Base::Any,
            off: None,
            size: u64::MAX,
            write: any_write,
            lock: false,
            atomic: 0,
        });
        if any_write {
            // A write covers the reads.
        } else {
            // Only reads.
        }
        items = out;
        items.sort_unstable();
        items.dedup();
    }
    Summary { items }
}

/// The access templates of function `f`'s ops, in op order (with duplicates).
fn op_templates(f: &Func, op: &Op, opts: &FutureOptions, out: &mut Vec<Tmpl>) {
    let mem = |ptr: R, off: i64, size: u64, write: bool| Tmpl::Mem {
        ptr,
        off,
        size,
        write,
        lock: false,
        atomic: 0,
    };
    // An atomic op's access: `flags` for `Fut::atomic`.
    let atomic = |ptr: R, size: u8, write: bool, flags: u8| Tmpl::Mem {
        ptr,
        off: 0,
        size: size.into(),
        write,
        lock: false,
        atomic: flags,
    };
    let arg = |site: u32, i: usize| -> Option<R> {
        f.sites
            .get(site as usize)
            .and_then(|s| s.args.get(i))
            .map(|a| a.reg)
    };
    match *op {
        Op::Load1 { ptr, off, .. } => out.push(mem(ptr, off.into(), 1, false)),
        Op::Load2 { ptr, off, .. } => out.push(mem(ptr, off.into(), 2, false)),
        Op::Load4 { ptr, off, .. } => out.push(mem(ptr, off.into(), 4, false)),
        Op::Load8 { ptr, off, .. } => out.push(mem(ptr, off.into(), 8, false)),
        Op::LoadN { ptr, size, .. } => out.push(mem(ptr, 0, size.into(), false)),
        Op::Store1 { ptr, off, .. } => out.push(mem(ptr, off.into(), 1, true)),
        Op::Store2 { ptr, off, .. } => out.push(mem(ptr, off.into(), 2, true)),
        Op::Store4 { ptr, off, .. } => out.push(mem(ptr, off.into(), 4, true)),
        Op::Store8 { ptr, off, .. } => out.push(mem(ptr, off.into(), 8, true)),
        Op::StoreN { ptr, size, .. } => out.push(mem(ptr, 0, size.into(), true)),
        Op::AtomicRmw { ptr, size, ord, .. } | Op::AStore { ptr, size, ord, .. } => {
            let rel = if ord.releases() { RELEASES } else { 0 };
            out.push(atomic(ptr, size, true, ATOMIC | BLIND | rel));
            if ord == MemOrd::SeqCst {
                out.push(Tmpl::Sc);
            }
        }
        Op::CmpXchg {
            ptr,
            size,
            ord,
            fail,
            ..
        } => {
            let rel = if ord.releases() { RELEASES } else { 0 };
            out.push(atomic(ptr, size, true, ATOMIC | rel));
            if ord == MemOrd::SeqCst || fail == MemOrd::SeqCst {
                out.push(Tmpl::Sc);
            }
        }
        Op::ALoad { ptr, size, ord, .. } => {
            out.push(atomic(ptr, size, false, ATOMIC));
            if ord == MemOrd::SeqCst {
                out.push(Tmpl::Sc);
            }
        }
        Op::Fence {
            ord: MemOrd::SeqCst,
        } => out.push(Tmpl::Sc),
        Op::MemSet { dst, .. } => out.push(mem(dst, 0, u64::MAX, true)),
        Op::MemCpy { dst, src, .. } | Op::MemMove { dst, src, .. } => {
            out.push(mem(src, 0, u64::MAX, false));
            out.push(mem(dst, 0, u64::MAX, true));
        }
        Op::VaStart { list } => out.push(mem(list, 0, 24, true)),
        Op::VaCopy { dst, src } => {
            out.push(mem(src, 0, 24, false));
            out.push(mem(dst, 0, 24, true));
        }
        Op::LifetimeStart { ptr } | Op::LifetimeEnd { ptr } => {
            out.push(mem(ptr, 0, u64::MAX, true))
        }
        Op::Call { func, .. }
            if opts
                .atomic_funcs
                .get(func as usize)
                .copied()
                .unwrap_or(true) =>
        {
            out.push(Tmpl::All)
        }
        Op::Call { func, site, .. } => out.push(Tmpl::Call { func, site }),
        Op::CallInd { fptr, site, .. } => out.push(Tmpl::CallInd { fptr, site }),
        Op::Builtin { id, site, .. } => {
            let Some(b) = Builtin::from_id(id) else {
                out.push(Tmpl::All);
                return;
            };
            let a = |i: usize| arg(site, i);
            let m = |i: usize, size: u64, write: bool, out: &mut Vec<Tmpl>| match a(i) {
                Some(r) => out.push(mem(r, 0, size, write)),
                None => out.push(Tmpl::All),
            };
            use Builtin as B;
            match b {
                B::MutexLock
                | B::MutexTrylock
                | B::MutexUnlock
                | B::SpinLock
                | B::SpinTrylock
                | B::SpinUnlock => match a(0) {
                    Some(r) => out.push(Tmpl::Mem {
                        ptr: r,
                        off: 0,
                        size: u64::MAX,
                        write: true,
                        lock: true,
                        atomic: 0,
                    }),
                    None => out.push(Tmpl::All),
                },
                B::MutexInit
                | B::MutexDestroy
                | B::SpinInit
                | B::SpinDestroy
                | B::RwRdlock
                | B::RwWrlock
                | B::RwTryrdlock
                | B::RwTrywrlock
                | B::RwUnlock
                | B::RwInit
                | B::RwDestroy
                | B::BarrierInit
                | B::BarrierDestroy
                | B::CondInit
                | B::CondDestroy
                | B::CondSignal
                | B::CondBroadcast => m(0, u64::MAX, true, out),
                B::BarrierWait | B::AwaitEq | B::SemWait | B::SemPost => m(0, u64::MAX, true, out),
                B::CondWait | B::CondTimedwait => {
                    m(0, u64::MAX, true, out);
                    m(1, u64::MAX, true, out);
                }
                B::MutexattrInit | B::MutexattrSettype => m(0, u64::MAX, true, out),
                B::Nondet
                | B::Yield
                | B::PthreadSelf
                | B::PthreadEqual
                | B::VerifierAssume
                | B::UbsanOverflow
                | B::VerifierAssert => {}
                B::ReturnZero => {}
                B::Malloc | B::Calloc | B::AlignedAlloc => out.push(Tmpl::Heap),
                B::PosixMemalign => {
                    out.push(Tmpl::Heap);
                    m(0, u64::MAX, true, out);
                }
                B::Realloc | B::Free => {
                    out.push(Tmpl::Heap);
                    m(0, u64::MAX, true, out);
                }
                B::Memcpy | B::Memmove => {
                    m(1, u64::MAX, false, out);
                    m(0, u64::MAX, true, out);
                }
                B::Memset => m(0, u64::MAX, true, out),
                B::Strlen => m(0, u64::MAX, false, out),
                // Output reads its arguments (strings through pointers).
                B::Printf
                | B::Vprintf
                | B::Puts
                | B::Putchar
                | B::Fputs
                | B::Fputc
                | B::Fwrite
                | B::Fflush
                | B::Write
                | B::Fprintf
                | B::Vfprintf => out.push(Tmpl::Any { write: false }),
                B::Sprintf | B::Snprintf | B::Vsprintf | B::Vsnprintf => {
                    out.push(Tmpl::Any { write: false });
                    m(0, u64::MAX, true, out);
                }
                B::Exit
                | B::Abort
                | B::AssertFail
                | B::AssertBsd
                | B::VerifierError
                | B::Misuse => out.push(Tmpl::End),
                B::PthreadCreate => {
                    m(0, u64::MAX, true, out);
                    out.push(Tmpl::Spawn { site });
                }
                B::PthreadJoin => {
                    out.push(Tmpl::Join);
                    if let Some(r) = a(1) {
                        out.push(mem(r, 0, u64::MAX, true));
                    }
                }
                B::PthreadExit | B::PthreadDetach => out.push(Tmpl::Join),
                B::AtomicBegin | B::AtomicEnd => out.push(Tmpl::All),
                B::Unknown => out.push(Tmpl::All),
            }
        }
        _ => {}
    }
}

/// All templates of a function (with duplicates removed).
fn templates(f: &Func, opts: &FutureOptions) -> Vec<Tmpl> {
    let mut out = Vec::new();
    for op in &f.code {
        op_templates(f, op, opts, &mut out);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Register origins of `f` (see [`Origin`]) and which registers some op writes.
fn origins(f: &Func) -> (Vec<Origin>, Vec<bool>) {
    let nregs = f.nregs as usize;
    let mut written = vec![false; nregs];
    let (mut rd, mut wr) = (Vec::new(), Vec::new());
    // Derivations: (dst, src, offset change): `Some(k)` adds k, `None` loses the offset.
    let mut derived: Vec<(usize, usize, Option<i64>)> = Vec::new();
    let mut own_root = vec![false; nregs];
    for op in &f.code {
        rd.clear();
        wr.clear();
        regs(op, f, &mut rd, &mut wr);
        for &(r, k) in &wr {
            let hi = (r.i() + usize::from(k.max(1))).min(nregs);
            written
                .get_mut(r.i()..hi)
                .into_iter()
                .flatten()
                .for_each(|w| *w = true);
        }
        match *op {
            Op::PtrAdd { dst, base, off } => derived.push((dst.i(), base.i(), Some(off))),
            Op::PtrIdx { dst, base, .. } => derived.push((dst.i(), base.i(), None)),
            Op::Mov { dst, src } => derived.push((dst.i(), src.i(), Some(0))),
            Op::Select { dst, a, b, .. } => {
                derived.push((dst.i(), a.i(), Some(0)));
                derived.push((dst.i(), b.i(), Some(0)));
            }
            _ => {
                for &(r, k) in &wr {
                    let hi = (r.i() + usize::from(k.max(1))).min(nregs);
                    own_root
                        .get_mut(r.i()..hi)
                        .into_iter()
                        .flatten()
                        .for_each(|w| *w = true);
                }
            }
        }
    }
    // Registers no op writes (parameters, the constant pool) and those written by an op
    // that is not a derivation are their own roots.
    let mut origin: Vec<Origin> = (0..nregs)
        .map(|i| {
            if !written[i] || own_root[i] {
                Some(vec![(R(i as u16), Some(0))])
            } else {
                Some(Vec::new())
            }
        })
        .collect();
    if nregs > u16::MAX as usize {
        return (vec![None; nregs], written);
    }
    // Fixpoint: origin[dst] ⊇ shift(origin[src]).
    let mut changed = true;
    let mut iters = 0;
    while changed {
        changed = false;
        iters += 1;
        if iters > 64 {
            // Give up on the registers still changing: unknown.
            for &(d, _, _) in &derived {
                origin[d] = None;
            }
            break;
        }
        for &(d, s, k) in &derived {
            if d >= nregs || s >= nregs {
                continue;
            }
            let add: Origin = origin[s].as_ref().map(|v| {
                v.iter()
                    .map(|&(root, o)| {
                        let o = match (o, k) {
                            (Some(a), Some(b)) => Some(a.wrapping_add(b)),
                            _ => None,
                        };
                        (root, o)
                    })
                    .collect()
            });
            let merged = merge(&origin[d], &add);
            if merged != origin[d] {
                origin[d] = merged;
                changed = true;
            }
        }
    }
    (origin, written)
}

/// The union of two origins, widened: one root with two offsets keeps only the object; more
/// than [`MAX_ROOTS`] roots is unknown.
fn merge(a: &Origin, b: &Origin) -> Origin {
    let (Some(a), Some(b)) = (a, b) else {
        return None;
    };
    let mut out = a.clone();
    for &(root, o) in b {
        match out.iter_mut().find(|(r, _)| *r == root) {
            Some(e) => {
                if e.1 != o {
                    e.1 = None;
                }
            }
            None => out.push((root, o)),
        }
    }
    if out.len() > MAX_ROOTS {
        return None;
    }
    out.sort_unstable_by_key(|&(r, o)| (r, o.is_none(), o.unwrap_or(0)));
    Some(out)
}

/// Most template indices and register-set words all regions of one function may hold
/// together; a function beyond it gets one region (everything it does).
const REGION_BUDGET: usize = 1 << 21;

/// Regions, origins and ranks of function `f`. A region is per strongly connected
/// component of the basic blocks: an op's region is its block's, which over-approximates
/// what the ops after it in the block reach (the ops before it count too).
fn analyse(f: &Func, opts: &FutureOptions) -> FuncFuture {
    let n = f.code.len();
    let (origin, _) = origins(f);
    let words = (f.nregs as usize).div_ceil(64).max(1);
    let mut succ: Vec<Vec<u32>> = Vec::with_capacity(n);
    let mut s = Vec::new();
    for (pc, op) in f.code.iter().enumerate() {
        s.clear();
        successors(op, pc, f, &mut s);
        succ.push(s.iter().filter(|&&t| t < n).map(|&t| t as u32).collect());
    }
    let rank = rpo_rank(&succ);
    // The function's distinct templates, and each op's (as indices) and written registers.
    let mut all: Vec<Tmpl> = Vec::new();
    let mut op_tm: Vec<Vec<Tmpl>> = Vec::with_capacity(n);
    let mut v = Vec::new();
    for op in &f.code {
        v.clear();
        op_templates(f, op, opts, &mut v);
        all.extend_from_slice(&v);
        op_tm.push(v.clone());
    }
    all.sort_unstable();
    all.dedup();
    let index = |t: &Tmpl| all.binary_search(t).expect("template listed") as u32;
    let (mut rd, mut wr) = (Vec::new(), Vec::new());
    let mut defs_of = |op: &Op, out: &mut Vec<u64>| {
        rd.clear();
        wr.clear();
        regs(op, f, &mut rd, &mut wr);
        for &(r, k) in &wr {
            for i in r.i()..r.i() + usize::from(k.max(1)) {
                if let Some(w) = out.get_mut(i / 64) {
                    *w |= 1 << (i % 64);
                }
            }
        }
    };
    let whole = |defs_of: &mut dyn FnMut(&Op, &mut Vec<u64>)| {
        let mut r = Region {
            defs: vec![0; words],
            tmpls: (0..all.len() as u32).collect(),
            ..Region::default()
        };
        for op in &f.code {
            defs_of(op, &mut r.defs);
            r.ret |= matches!(op, Op::Ret { .. });
        }
        r
    };
    if n == 0 {
        return FuncFuture {
            tmpls: all,
            region_of: Vec::new(),
            regions: Vec::new(),
            origin,
            rank,
        };
    }
    // Basic blocks: leaders are op 0, branch targets and ops after a branch.
    let mut leader = vec![false; n];
    leader[0] = true;
    for (pc, ss) in succ.iter().enumerate() {
        let falls_through = ss.len() == 1 && ss[0] as usize == pc + 1;
        if !falls_through {
            for &t in ss {
                leader[t as usize] = true;
            }
            if pc + 1 < n {
                leader[pc + 1] = true;
            }
        }
    }
    let mut block_of = vec![0u32; n];
    let mut starts: Vec<usize> = Vec::new();
    for pc in 0..n {
        if leader[pc] {
            starts.push(pc);
        }
        block_of[pc] = (starts.len() - 1) as u32;
    }
    let nb = starts.len();
    let mut bsucc: Vec<Vec<u32>> = vec![Vec::new(); nb];
    for (b, &st) in starts.iter().enumerate() {
        let end = starts.get(b + 1).copied().unwrap_or(n);
        for &t in &succ[end - 1] {
            bsucc[b].push(block_of[t as usize]);
        }
        bsucc[b].sort_unstable();
        bsucc[b].dedup();
        let _ = st;
    }
    let comp = sccs(&bsucc);
    let ncomp = comp.iter().map(|&c| c as usize + 1).max().unwrap_or(0);
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); ncomp];
    for (b, &c) in comp.iter().enumerate() {
        members[c as usize].push(b);
    }
    let mut regions: Vec<Region> = Vec::with_capacity(ncomp);
    let mut budget = 0usize;
    for (c, blocks) in members.iter().enumerate() {
        let mut r = Region {
            defs: vec![0; words],
            ..Region::default()
        };
        let mut next: Vec<usize> = Vec::new();
        for &b in blocks {
            let end = starts.get(b + 1).copied().unwrap_or(n);
            for (op, tms) in f.code[starts[b]..end].iter().zip(&op_tm[starts[b]..end]) {
                r.tmpls.extend(tms.iter().map(index));
                defs_of(op, &mut r.defs);
                r.ret |= matches!(op, Op::Ret { .. });
            }
            for &t in &bsucc[b] {
                let tc = comp[t as usize] as usize;
                if tc != c {
                    next.push(tc);
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        // Successor components complete first, so they have smaller numbers.
        for tc in next {
            let o = &regions[tc];
            r.tmpls.extend_from_slice(&o.tmpls);
            for (w, x) in r.defs.iter_mut().zip(&o.defs) {
                *w |= x;
            }
            r.ret |= o.ret;
        }
        r.tmpls.sort_unstable();
        r.tmpls.dedup();
        budget += r.tmpls.len() + words;
        if budget > REGION_BUDGET {
            return FuncFuture {
                region_of: vec![0; n],
                regions: vec![whole(&mut defs_of)],
                tmpls: all,
                origin,
                rank,
            };
        }
        regions.push(r);
    }
    FuncFuture {
        region_of: block_of.iter().map(|&b| comp[b as usize]).collect(),
        regions,
        tmpls: all,
        origin,
        rank,
    }
}

/// Reverse-postorder rank of every op of a control-flow graph from op 0 (unreachable ops
/// after the reachable ones, in op order).
fn rpo_rank(succ: &[Vec<u32>]) -> Vec<u32> {
    let n = succ.len();
    let mut rank = vec![u32::MAX; n];
    if n == 0 {
        return rank;
    }
    let mut post: Vec<usize> = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(&mut (v, ref mut i)) = stack.last_mut() {
        if let Some(&w) = succ[v].get(*i) {
            *i += 1;
            let w = w as usize;
            if !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
    let m = post.len();
    for (k, &v) in post.iter().enumerate() {
        rank[v] = (m - 1 - k) as u32;
    }
    let mut next = m as u32;
    for r in rank.iter_mut() {
        if *r == u32::MAX {
            *r = next;
            next += 1;
        }
    }
    rank
}

/// Tarjan's strongly connected components, iteratively; component numbers in the order
/// the components complete (so every edge between components goes to a smaller number).
fn sccs(succ: &[Vec<u32>]) -> Vec<u32> {
    let n = succ.len();
    let mut index = vec![u32::MAX; n];
    let mut low = vec![0u32; n];
    let mut on = vec![false; n];
    let mut comp = vec![u32::MAX; n];
    let mut st: Vec<usize> = Vec::new();
    let mut next_index = 0u32;
    let mut ncomp = 0u32;
    let mut call: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != u32::MAX {
            continue;
        }
        call.push((root, 0));
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        st.push(root);
        on[root] = true;
        while let Some(&mut (v, ref mut i)) = call.last_mut() {
            if let Some(&w) = succ[v].get(*i) {
                *i += 1;
                let w = w as usize;
                if index[w] == u32::MAX {
                    index[w] = next_index;
                    low[w] = next_index;
                    next_index += 1;
                    st.push(w);
                    on[w] = true;
                    call.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                call.pop();
                if let Some(&(u, _)) = call.last() {
                    low[u] = low[u].min(low[v]);
                }
                if low[v] == index[v] {
                    loop {
                        let w = st.pop().expect("scc stack");
                        on[w] = false;
                        comp[w] = ncomp;
                        if w == v {
                            break;
                        }
                    }
                    ncomp += 1;
                }
            }
        }
    }
    comp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sccs_are_numbered_in_reverse_topological_order() {
        // 0 -> 1 <-> 2 -> 3; 0 -> 3
        let succ = vec![vec![1, 3], vec![2], vec![1, 3], vec![]];
        let c = sccs(&succ);
        assert_eq!(c[1], c[2]);
        assert!(c[3] < c[1]);
        assert!(c[1] < c[0]);
        for (v, s) in succ.iter().enumerate() {
            for &w in s {
                assert!(c[w as usize] <= c[v]);
            }
        }
    }

    #[test]
    fn rpo_ranks_a_loop_back_edge_backwards() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3
        let succ = vec![vec![1], vec![2], vec![1, 3], vec![]];
        let r = rpo_rank(&succ);
        assert!(r[0] < r[1] && r[1] < r[2] && r[2] < r[3]);
        // The back edge 2 -> 1 goes to a smaller rank.
        assert!(r[1] < r[2]);
    }

    #[test]
    fn conflicts_of_pseudo_objects() {
        let m = |obj, write| Access {
            obj,
            lo: 0,
            hi: 4,
            write,
        };
        let any_w = Access {
            write: true,
            ..ANY_READ
        };
        assert!(conflict(&m(7, false), &any_w));
        assert!(!conflict(&m(7, false), &ANY_READ));
        assert!(conflict(&m(7, true), &ANY_READ));
        assert!(!conflict(&Access::HEAP, &any_w));
        assert!(!conflict(&Access::NONE, &any_w));
        assert!(conflict(&Access::NONE, &Access::ALL));
        assert!(conflict(&Access::thread(3), &any_thread()));
        assert!(!conflict(&m(7, true), &any_thread()));
        assert!(conflict(&Access::HEAP, &Access::HEAP));
    }

    #[test]
    fn origins_follow_pointer_arithmetic() {
        // r2 = r1 + 8; r3 = r2[idx]; r4 = phi(r1, r4 + 4)
        let f = Func {
            name: "f".into(),
            params: vec![(R(0), 1), (R(1), 1)],
            nregs: 8,
            consts_at: 8,
            consts: vec![],
            code: vec![
                Op::PtrAdd {
                    dst: R(2),
                    base: R(1),
                    off: 8,
                },
                Op::PtrIdx {
                    dst: R(3),
                    base: R(2),
                    idx: R(0),
                    scale: 4,
                    w: 64,
                },
                Op::Mov {
                    dst: R(4),
                    src: R(1),
                },
                Op::PtrAdd {
                    dst: R(5),
                    base: R(4),
                    off: 4,
                },
                Op::Mov {
                    dst: R(4),
                    src: R(5),
                },
                Op::Load4 {
                    dst: R(6),
                    ptr: R(4),
                    off: 0,
                },
                Op::Ret { val: R(0), n: 0 },
            ],
            locs: vec![0; 7],
            sites: vec![],
            switches: vec![],
            indirect: vec![],
            vecs: vec![],
            varargs: false,
            ret_slots: 0,
            block_starts: vec![0],
            loc: 0,
            stub: None,
            slow_call: false,
            atomic_pcs: vec![],
            volatile: false,
            ptr_bits: false,
            library: false,
        };
        let (o, written) = origins(&f);
        assert_eq!(o[2], Some(vec![(R(1), Some(8))]));
        assert_eq!(o[3], Some(vec![(R(1), None)]));
        assert_eq!(o[4], Some(vec![(R(1), None)]));
        assert_eq!(o[6], Some(vec![(R(6), Some(0))]));
        assert!(!written[1] && written[4]);
    }
}

#[cfg(test)]
mod program_tests {
    use super::*;
    use crate::explore::{Step, TransitionSystem};
    use crate::model::{CProgram, ModelOptions};

    /// The dining philosophers at -O2: once every philosopher runs its loop, its future is
    /// exactly its two forks (lock operations on one mutex each, not the array) and its own
    /// `eating` element: the pointers were computed before the loop, so their registers are
    /// invariant in it.
    #[test]
    fn philosophers_futures_are_their_own_forks() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("programs/philosophers3-ordered.O2.ll");
        let prog = crate::load::load_ll(&path).expect("program");
        let sys = CProgram::new(&prog, ModelOptions::default(), &["p".into()]).expect("model");
        let por = sys.por.as_ref().expect("stubborn sets are on by default");
        // Follow the first move until the three philosophers exist and have all moved.
        let mut s = sys.initial();
        let mut moved = [false; 4];
        for _ in 0..200 {
            if s.threads.len() == 4 && moved[1..].iter().all(|&m| m) {
                break;
            }
            let (mut out, mut aux) = (Vec::new(), Default::default());
            sys.transitions(&s, &mut out, &mut aux);
            let m = out
                .iter()
                .find(|m| !moved[usize::from(m.thread)])
                .or(out.first())
                .copied()
                .expect("a move");
            moved[usize::from(m.thread)] = true;
            match sys.step(&s, &m, &aux) {
                Step::Next(n) => s = n,
                other => panic!("unexpected {other:?}"),
            }
        }
        assert_eq!(s.threads.len(), 4);
        let forks = prog.global_ids["fork_mutex"];
        let eating = prog.global_ids["eating"];
        for t in 1..4usize {
            let mut fut = Vec::new();
            por.futures.thread_future(&sys.vm, &s, t, &mut fut);
            let i = (t - 1) as u64;
            let (first, second) = (i.min((i + 1) % 3), i.max((i + 1) % 3));
            let mut locks: Vec<u64> = fut
                .iter()
                .filter(|f| f.acc.obj == forks)
                .map(|f| {
                    assert!(f.lock_op && f.acc.write, "{f:?}");
                    f.acc.lo
                })
                .collect();
            locks.sort_unstable();
            locks.dedup();
            assert_eq!(locks, vec![first * 40, second * 40], "thread {t}: {fut:?}");
            let eat: Vec<&Fut> = fut.iter().filter(|f| f.acc.obj == eating).collect();
            assert!(
                !eat.is_empty()
                    && eat
                        .iter()
                        .all(|f| f.acc.lo == i * 4 && f.acc.hi == i * 4 + 4),
                "thread {t}: {fut:?}"
            );
            assert!(
                fut.iter().all(|f| f.acc.obj == forks
                    || f.acc.obj == eating
                    || f.acc.obj == Access::NONE.obj),
                "thread {t}: nothing else: {fut:?}"
            );
        }
        // The whole future is kept with the thread's version: asked again, in this state or
        // in a copy that shares the version, it is the same; in a copy where an object it
        // names is another kind of object, it is computed again, as for a new version.
        for t in 1..4usize {
            let fresh = |st: &State| {
                let mut own = st.copy();
                let _ = &mut *own.threads[t]; // a version of its own: nothing cached
                let mut fut = Vec::new();
                por.futures.thread_future(&sys.vm, &own, t, &mut fut);
                fut
            };
            let mut first = Vec::new();
            por.futures.thread_future(&sys.vm, &s, t, &mut first);
            let mut again = Vec::new();
            por.futures.thread_future(&sys.vm, &s.copy(), t, &mut again);
            assert_eq!(first, again);
            assert_eq!(first, fresh(&s));
            let mut changed = s.copy();
            changed.mem.objs[forks as usize].kind = ObjKind::Constant;
            let mut fut = Vec::new();
            por.futures.thread_future(&sys.vm, &changed, t, &mut fut);
            assert!(fut.iter().all(|f| f.acc.obj != forks), "{fut:?}");
            assert_eq!(fut, fresh(&changed));
            // Appended to a future of another thread: no access twice.
            let mut both = first.clone();
            por.futures.thread_future(&sys.vm, &s, t, &mut both);
            assert_eq!(both, first);
        }
    }
}
