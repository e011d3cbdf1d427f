//! Threads whose arguments point to objects of their own, for the symmetry reduction
//! (`crate::model::symmetry`, [`super::orbit`]).
//!
//! A worker pool often gives each worker a block of its own (`struct job *j =
//! malloc(...); pthread_create(&t, 0, worker, j)`). The threads then differ in their
//! argument, a pointer, and the reduction by threads alone keeps them apart. They are
//! interchangeable all the same when renaming the threads *and their blocks* together is a
//! symmetry of the state graph: thread 2 with block 12 and thread 3 with block 13 behave as
//! thread 3 with block 12 and thread 2 with block 13 would, if nothing but each thread
//! names its block and nothing depends on where a block is (its id) but through the
//! pointers to it.
//!
//! **Which functions.** A static analysis of the start function (and of the functions its
//! argument is passed to) finds the registers that hold pointers made from the argument
//! ([`Derived`]: the argument, and what moves, `getelementptr` and `select` make of them)
//! and admits the function only if every use of such a register is one that does not
//! depend on the block's id: the address of a load, a store, an atomic operation, `memcpy`,
//! `memset`; a comparison for equality at the pointer's width; an argument to a function
//! analysed the same way, to `free` or to a lock operation. Anything else — storing the
//! pointer, returning it, arithmetic on it as an integer (`ptrtoint`), an ordered
//! comparison, an unknown or indirect call — and the function's threads are compared by
//! their argument's value, as before; the report says why. A program that looks at a
//! pointer's bits anywhere ([`Func::ptr_bits`]: `inttoptr`, `ptrtoint`, or pointers
//! compared by order, in a function of the program, not of pancam's C library) is not
//! analysed: a pointer made from an integer could name a block without being one of the
//! registers above, and the order or bits of pointers would tell a block's id, which the
//! renaming changes.
//!
//! **Which states.** In a state, a running thread `t` has an *argument block* when its
//! argument points to a heap block (live or freed) that no other running thread's argument
//! points to. A finished thread has none: its argument is never read again, so the
//! canonical form writes it masked (the thread keeps its class). The block a finished
//! thread's argument names is an *orphan* of its class when no running thread's argument
//! names it and no finished thread's of another class: a worker's block that it freed, or
//! left behind, and whose id main may since have given to the next worker. The blocks and
//! orphans are renamed only where nothing else names them ([`Vm::arg_objects`]): no word
//! of memory (another object, or a block itself), no register but the analysed registers
//! of the thread a block belongs to, no other value a thread holds (what it waits on, its
//! return value) reads as a pointer into one. Pointers are found by value, as the memory's
//! tombstones are found ([`super::memory`]): an integer that reads as a pointer into a
//! block keeps the block from being renamed in that state (fewer matches, never a wrong
//! one).
//!
//! **Why it is sound.** Let `R` rename threads within a class (start function, the
//! argument's offset in its block, the block's id space), move each running thread's block
//! to the id of the block of the thread whose place it takes, permute the class's orphans
//! among the ids left, rewrite, by value, the analysed registers of each thread that point
//! into a block, and mask the finished threads' arguments. A state `s` and `R(s)` are
//! bisimilar: relate every pair of states that differ by a renaming of threads, a
//! bijection of heap block ids, and the arguments of finished threads (which no step
//! reads). A step that is not an allocation commutes with such a
//! renaming: the analysed registers are used only as addresses (the renamed state reads
//! and writes the moved block, which holds the same bytes) and in comparisons for equality
//! (a bijection keeps them); they flow into no other register and no memory, so after the
//! step nothing else names the blocks either; and no code of the program looks at a
//! pointer's bits, so no other pointer tells an id either. An allocation takes the lowest
//! free id, which may differ between the two states (when the freed blocks were renamed
//! among themselves); but a free id is named by nothing, so the two successors are again
//! related, by the bijection with those two free ids exchanged. A pointer read back from
//! memory as an integer (a union, `memcpy` into a `long`) is no `ptrtoint`; where the
//! program may order or compute with such a value, lowering watches the load
//! (`crate::bytecode::lower::pun`, [`Op::PunCheck`]), and a value that reads as a pointer to
//! a dynamic object stops the reduced search as a use of a thread's identity
//! ([`Vm::watch_puns`]): the check searches again without the reduction. clang's own
//! integer copies of pointers only move them, and are not watched. The assumption left that
//! pancam does not check: no pointer is read back in parts narrower than a pointer, or as a
//! floating-point number, and then ordered or computed with.
//!
//! **Stack objects.** A thread's stack objects (an array, a local whose address it passes
//! to a function) are objects of the table like any other, and their ids depend on the
//! order in which the threads allocated them: two workers in the same local state whose
//! arrays have swapped ids would not match. A running thread whose start function another
//! thread runs too is renamed with its stack objects ([`ArgObjs::stacks`]) when nothing
//! but the thread names them: no word of memory (their own bytes included), no other
//! thread, nothing a thread waits on, and of the thread's own live
//! registers only those that hold pointers made from its frames' `alloca`s
//! ([`StackDerived`]: an `alloca`'s result and what moves, `getelementptr` and `select`
//! make of it, and a parameter its caller's call passed such a register for). Those
//! registers are rewritten with the renaming; any other register that reads as a pointer
//! into one of the objects keeps the thread's objects where they are (fewer matches, never
//! a wrong one). A start argument is not looked at: the VM never reads it again (the
//! thread's registers hold what it reads), and a worker's freed argument block may have
//! left its id to another object. The ids of the renamed threads' stack objects, and of the tombstones of
//! stack objects that nothing names (a tombstone keeps no owner, and an id nothing names
//! is as good as a free one for the allocator), are then given out again per id space in
//! a canonical order: the threads' objects in the representative's thread order, each
//! thread's in allocation order, then the tombstones ([`Vm::orbit_perm`]). This is a
//! bijection of heap ids that only the renamed registers observe, as for argument blocks,
//! and needs the same: no code of the program looks at pointers' bits. With lazy inputs,
//! only threads whose objects hold no marked cell (a lazy value stored there): the key
//! holds the objects' bytes, not the marks. (A marked cell is kept by the place of its
//! bytes, which moves with the object's entry, so the renaming keeps the other objects'
//! cells where they are.)
//!
//! **Thread-local copies.** A thread's copy of a `__thread` variable is an object of the
//! table too, allocated when the thread starts. Until the thread takes its address the
//! canonical form leaves it out ([`Thread::tls_taken`]); from then on its id shows, and
//! depends on the order the threads started in. A thread's taken copies are renamed with
//! it as its stack objects are, and on the same terms: they join its stack objects
//! ([`StackObjs::ids`], after them), the registers made from `TlsAddr` results are among
//! [`StackDerived`]'s, its list of copies is rewritten with them, and nothing else may name
//! them. A finished thread keeps its copies (and no stack objects): it is renamed with
//! them too.
//!
//! The renamed state is built for its canonical bytes only ([`Vm::rename_arg_objects`]);
//! the search keeps the state it reached, so counterexamples and trails are concrete.

use super::Vm;
use super::canon::{Names, NoParts, Perm};
use super::memory::ObjKind;
use super::state::{State, Thread, ThreadStatus};
use crate::bytecode::Builtin;
use crate::bytecode::op::{ICmpKind, Op, R};
use crate::bytecode::program::{Func, Program};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Per start function, the analysis ([`Derived`] or why not), computed on first use and
/// shared by all workers.
#[derive(Debug, Default)]
pub struct ArgObjects {
    funcs: Vec<OnceLock<Result<Derived, String>>>,
    /// Per function, the registers that hold pointers to its frame's stack objects, or to
    /// those its parameters point to ([`StackDerived`]), computed on first use.
    stack: Vec<OnceLock<StackDerived>>,
    /// Why no start function is analysed (the program looks at pointers' bits), if so.
    refused: Option<String>,
}

/// The registers that hold pointers made from a start function's argument: per function
/// analysed (the start function and those the pointers are passed to), a bitset.
#[derive(Debug, Default)]
pub struct Derived {
    regs: BTreeMap<u32, Vec<u64>>,
}

impl Derived {
    /// Whether register `r` of a frame of function `func` is one of them.
    #[inline]
    pub fn has(&self, func: u32, r: usize) -> bool {
        self.regs
            .get(&func)
            .and_then(|b| b.get(r / 64))
            .is_some_and(|w| w >> (r % 64) & 1 == 1)
    }
}

impl ArgObjects {
    /// The registers of function `f` that may hold pointers to its thread's stack objects.
    pub fn stack_of(&self, prog: &Program, f: u32) -> &StackDerived {
        self.stack[f as usize].get_or_init(|| stack_derived(&prog.funcs[f as usize]))
    }

    /// An empty cache for the functions of `prog`.
    pub fn new(prog: &Program) -> ArgObjects {
        let refused = prog
            .funcs
            .iter()
            .find(|f| f.ptr_bits && !f.library)
            .map(|f| {
                format!(
                    "the program looks at pointers' bits (inttoptr, ptrtoint or an ordered \
                 pointer comparison in {})",
                    f.name
                )
            });
        ArgObjects {
            funcs: (0..prog.funcs.len()).map(|_| OnceLock::new()).collect(),
            stack: (0..prog.funcs.len()).map(|_| OnceLock::new()).collect(),
            refused,
        }
    }

    /// Whether any thread may be renamed with its argument block (else every start
    /// function's analysis fails, for one reason: [`Self::of`]).
    #[inline]
    pub fn possible(&self) -> bool {
        self.refused.is_none()
    }

    /// The analysis of start function `f`: its derived registers, or why its argument's
    /// block may not be renamed.
    pub fn of(&self, prog: &Program, f: u32) -> Result<&Derived, &str> {
        if let Some(why) = &self.refused {
            return Err(why);
        }
        match self.funcs.get(f as usize) {
            None => Err("not a function of the program"),
            Some(c) => c
                .get_or_init(|| analyse(prog, f))
                .as_ref()
                .map_err(String::as_str),
        }
    }
}

fn bit(v: &[u64], r: usize) -> bool {
    v.get(r / 64).is_some_and(|w| w >> (r % 64) & 1 == 1)
}

fn set(v: &mut [u64], r: usize) -> bool {
    let (w, b) = (r / 64, 1u64 << (r % 64));
    match v.get_mut(w) {
        Some(x) if *x & b == 0 => {
            *x |= b;
            true
        }
        _ => false,
    }
}

/// The analysis of start function `start` (see the module documentation), in a program that
/// does not look at pointers' bits.
fn analyse(prog: &Program, start: u32) -> Result<Derived, String> {
    let f0 = &prog.funcs[start as usize];
    if f0.stub.is_some() || f0.code.is_empty() {
        return Err("the start function has no code".into());
    }
    if f0.params.len() != 1 || f0.params[0].1 != 1 {
        return Err("the start function does not take one pointer".into());
    }
    let mut masks: BTreeMap<u32, Vec<bool>> = BTreeMap::new();
    masks.insert(start, vec![true]);
    let mut work = vec![start];
    let mut out = Derived::default();
    while let Some(g) = work.pop() {
        let f = &prog.funcs[g as usize];
        let d = derive(f, &masks[&g]);
        for (h, k) in validate(prog, g, f, &d)? {
            let hf = &prog.funcs[h as usize];
            if hf.stub.is_some() || hf.code.is_empty() {
                return Err(format!(
                    "its argument is passed to {}, which pancam does not analyse",
                    hf.name
                ));
            }
            if k >= hf.params.len() || hf.params[k].1 != 1 {
                return Err(format!(
                    "its argument is passed to {} as a variadic argument",
                    hf.name
                ));
            }
            let m = masks
                .entry(h)
                .or_insert_with(|| vec![false; hf.params.len()]);
            if !m[k] {
                m[k] = true;
                work.push(h);
            }
        }
        out.regs.insert(g, d);
    }
    Ok(out)
}

/// The registers of `f` derived from the parameters `mask` selects: a fixpoint over the
/// ops that make a pointer from a pointer.
fn derive(f: &Func, mask: &[bool]) -> Vec<u64> {
    let mut d = vec![0u64; (f.nregs as usize).div_ceil(64).max(1)];
    for (p, &(r, _)) in f.params.iter().enumerate() {
        if mask.get(p).copied().unwrap_or(false) {
            set(&mut d, r.i());
        }
    }
    derive_from(f, d)
}

/// The registers of `f` derived from those of `d` (a bitset): what moves, `getelementptr`
/// and `select` make of them, to a fixpoint.
fn derive_from(f: &Func, mut d: Vec<u64>) -> Vec<u64> {
    loop {
        let mut grew = false;
        for op in &f.code {
            let (dst, from) = match *op {
                Op::Mov { dst, src } => (dst, bit(&d, src.i())),
                Op::PtrAdd { dst, base, .. } | Op::PtrIdx { dst, base, .. } => {
                    (dst, bit(&d, base.i()))
                }
                Op::Select { dst, a, b, .. } => (dst, bit(&d, a.i()) || bit(&d, b.i())),
                _ => continue,
            };
            if from {
                grew |= set(&mut d, dst.i());
            }
        }
        if !grew {
            return d;
        }
    }
}

/// The registers of a function that hold pointers to the stack objects of its thread
/// ([`Vm::arg_objects`]'s private stack objects) or to its thread-local copies: derived
/// from the function's own `alloca`s and `TlsAddr`s, and, per parameter, from the parameter (a frame's parameter is one where its
/// caller passed such a register: `Vm::stack_regs`).
#[derive(Debug, Default)]
pub struct StackDerived {
    own: Vec<u64>,
    params: Vec<Vec<u64>>,
}

fn stack_derived(f: &Func) -> StackDerived {
    let words = (f.nregs as usize).div_ceil(64).max(1);
    let mut seeds = vec![0u64; words];
    for op in &f.code {
        if let Op::Alloca { dst, .. } | Op::AllocaDyn { dst, .. } | Op::TlsAddr { dst, .. } = *op {
            set(&mut seeds, dst.i());
        }
    }
    let params = (0..f.params.len())
        .map(|p| {
            if f.params[p].1 != 1 {
                return vec![0u64; words];
            }
            let mut m = vec![false; f.params.len()];
            m[p] = true;
            derive(f, &m)
        })
        .collect();
    StackDerived {
        own: derive_from(f, seeds),
        params,
    }
}

/// Checks every read of a derived register of `f` (function `g`); returns the calls that
/// pass one, as (callee, parameter index).
fn validate(prog: &Program, g: u32, f: &Func, d: &[u64]) -> Result<Vec<(u32, usize)>, String> {
    let ptr_bits = prog.dl.ptr_size * 8;
    let mut calls = Vec::new();
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    for (pc, op) in f.code.iter().enumerate() {
        reads.clear();
        writes.clear();
        super::liveness::regs(op, f, &mut reads, &mut writes);
        for &(r, n) in &reads {
            for x in r.i()..r.i() + usize::from(n) {
                if !bit(d, x) {
                    continue;
                }
                if n != 1 || !allowed(op, R(x as u16), ptr_bits, f, &mut calls) {
                    let at = prog.srcmap.describe(prog.loc_at(g, pc as u32));
                    let what = match *op {
                        Op::Builtin { site, .. } | Op::Call { site, .. } => {
                            format!("passed to {}", f.sites[site as usize].callee)
                        }
                        _ => format!("used by {}", op.name()),
                    };
                    return Err(format!("its argument is {what} at {at}"));
                }
            }
        }
    }
    Ok(calls)
}

/// Whether `op` may read derived register `x` (see the module documentation); a call that
/// passes it is pushed to `calls`.
fn allowed(op: &Op, x: R, ptr_bits: u32, f: &Func, calls: &mut Vec<(u32, usize)>) -> bool {
    let eq =
        |p: ICmpKind, w: u8| matches!(p, ICmpKind::Eq | ICmpKind::Ne) && u32::from(w) == ptr_bits;
    match *op {
        Op::Mov { src, .. } => src == x,
        Op::PtrAdd { base, .. } => base == x,
        Op::PtrIdx { base, idx, .. } => base == x && idx != x,
        Op::Select { c, .. } => c != x,
        Op::Load1 { ptr, .. }
        | Op::Load2 { ptr, .. }
        | Op::Load4 { ptr, .. }
        | Op::Load8 { ptr, .. }
        | Op::LoadN { ptr, .. }
        | Op::ALoad { ptr, .. } => ptr == x,
        Op::Store1 { val, ptr, .. }
        | Op::Store2 { val, ptr, .. }
        | Op::Store4 { val, ptr, .. }
        | Op::Store8 { val, ptr, .. }
        | Op::StoreN { val, ptr, .. }
        | Op::AStore { val, ptr, .. }
        | Op::AtomicRmw { val, ptr, .. } => ptr == x && val != x,
        Op::CmpXchg { ptr, cmp, new, .. } => ptr == x && cmp != x && new != x,
        Op::MemCpy { len, .. } | Op::MemMove { len, .. } => len != x,
        Op::MemSet { dst, val, len } => dst == x && val != x && len != x,
        Op::ICmp { pred, w, .. } | Op::BrICmp { pred, w, .. } => eq(pred, w),
        Op::Call { func, site, .. } => {
            let Some(cs) = f.sites.get(site as usize) else {
                return false;
            };
            let mut ok = true;
            for (k, a) in cs.args.iter().enumerate() {
                if a.reg == x {
                    ok &= a.slots == 1 && a.byval.is_none();
                    calls.push((func, k));
                }
            }
            ok
        }
        Op::Builtin { id, site, .. } => {
            let lock = matches!(
                Builtin::from_id(id),
                Some(
                    Builtin::Free
                        | Builtin::MutexLock
                        | Builtin::MutexTrylock
                        | Builtin::MutexUnlock
                        | Builtin::SpinLock
                        | Builtin::SpinTrylock
                        | Builtin::SpinUnlock
                )
            );
            lock && f
                .sites
                .get(site as usize)
                .is_some_and(|cs| cs.args.iter().all(|a| a.reg != x || a.slots == 1))
        }
        _ => false,
    }
}

/// A thread's argument block in a state ([`Vm::arg_objects`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgObj {
    /// The thread.
    pub thread: u16,
    /// The block's id; `None` for a finished thread: its argument, which nothing reads
    /// again, is written masked ([`Perm::masked`]), and the block it names, if nothing else
    /// names it, is one of its class's orphans ([`ArgObjs::orphans`]).
    pub obj: Option<u32>,
    /// The class: the start function, and where the argument points: its offset in the
    /// block, and the id space of the block (on 32-bit targets, small and large objects
    /// have ids of their own, [`crate::bytecode::ptr`]). Not the block's kind or size,
    /// which change as it is freed, and which its thread's key holds.
    pub class: Class,
}

/// A class of threads renamed with their argument blocks ([`ArgObj::class`]).
pub type Class = (u32, u64);

/// The threads of a state renamed with their argument blocks, and the blocks renamed
/// without a thread ([`Vm::arg_objects`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArgObjs {
    /// The threads, in increasing order; only classes of at least two.
    pub threads: Vec<ArgObj>,
    /// Blocks that only the arguments of finished threads of one class name (a worker's
    /// block it freed, or left behind), with that class, in increasing order of id. They
    /// are renamed among the ids of their class's blocks.
    pub orphans: Vec<(Class, u32)>,
    /// Running threads renamed with their stack objects (nothing else names them), in
    /// increasing order.
    pub stacks: Vec<StackObjs>,
    /// Tombstones of stack objects that nothing names, in increasing order of id (renamed
    /// among the ids of the stack objects of `stacks`: nothing tells them from a free id);
    /// empty when `stacks` is.
    pub dead: Vec<u32>,
}

/// A thread's stack objects and the thread-local copies whose address it took, renamed
/// with it ([`ArgObjs::stacks`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackObjs {
    /// The thread.
    pub thread: u16,
    /// Its stack objects, in allocation order ([`Thread::allocas`]), then its taken
    /// thread-local copies, in the order of their TLS index ([`taken_tls`]).
    pub ids: Vec<u32>,
}

/// The thread-local copies of `th` whose address it took, in the order of their TLS index:
/// those the canonical form writes ([`Thread::tls_used`]) and whose object says so (past
/// index 63 the thread's bits do not tell one copy from another).
pub fn taken_tls<'a>(
    th: &'a Thread,
    mem: &'a super::memory::Memory,
) -> impl Iterator<Item = u32> + 'a {
    th.tls.iter().enumerate().filter_map(move |(ix, &id)| {
        let taken = th.tls_used(ix)
            && mem
                .objs
                .get(id as usize)
                .is_some_and(|o| o.flags & super::memory::flags::TAKEN != 0);
        taken.then_some(id)
    })
}

impl ArgObjs {
    /// Thread `t`'s stack objects, if it is renamed with them.
    pub fn stack_of(&self, t: usize) -> Option<&StackObjs> {
        self.stacks
            .binary_search_by_key(&t, |s| usize::from(s.thread))
            .ok()
            .map(|k| &self.stacks[k])
    }

    /// Thread `t`'s entry.
    pub fn of(&self, t: usize) -> Option<&ArgObj> {
        self.threads
            .binary_search_by_key(&t, |a| usize::from(a.thread))
            .ok()
            .map(|k| &self.threads[k])
    }
}

/// The id a key writes for a thread's own block (one that no object has: keys only).
const KEY_ID: u32 = u32::MAX;

/// The argument written for a finished thread of a class renamed with its blocks
/// ([`ArgObj::obj`]). A thread started with this very value may exist; as the masked thread
/// is finished, and a finished thread's argument is never read again, states whose bytes
/// are then equal are still bisimilar.
const MASKED_ARG: u64 = u64::MAX;

/// Where a block of [`Vm::arg_objects`]'s search is: a running thread's argument block, an
/// orphan, a thread's stack object, or a stack object's tombstone.
#[derive(Clone, Copy)]
enum Holder {
    Thread(usize),
    Orphan(usize),
    /// A stack object of a thread with stack objects (its index among them).
    Stack(usize),
    /// A stack object's tombstone.
    Dead(usize),
}

impl Vm<'_> {
    /// The threads of `st` that may be renamed with their argument blocks, the orphan
    /// blocks, and the threads renamed with their stack objects (see the module
    /// documentation).
    pub fn arg_objects(&self, st: &State) -> ArgObjs {
        if !self.argobj.possible() {
            return ArgObjs::default();
        }
        let mem = &st.mem;
        let codec = mem.codec;
        let finished = |t: usize| st.threads[t].status == ThreadStatus::Finished;
        // Threads with stack objects of their own, and the stack objects' tombstones:
        // only threads whose start function another thread runs too, and whose objects
        // hold no lazy input's marked cell (a key holds the objects' bytes, not the
        // marks).
        let mut stacks: Vec<StackObjs> = Vec::new();
        let mut dead: Vec<u32> = Vec::new();
        let marked = |id: u32| {
            mem.sym.as_ref().is_some_and(|m| {
                mem.objs
                    .get(id as usize)
                    .is_some_and(|o| m.overlapping(o.loc(), o.cap as usize).next().is_some())
            })
        };
        {
            let mut starts: Vec<u32> = st.threads[1..].iter().map(|th| th.start.0).collect();
            starts.sort_unstable();
            // (A thread flagged by the counter abstraction stands for more than one.)
            let shared = |t: usize| {
                let f = st.threads[t].start.0;
                st.threads[t].many
                    || starts.partition_point(|&x| x <= f) - starts.partition_point(|&x| x < f) > 1
            };
            for (t, th) in st.threads.iter().enumerate().skip(1) {
                if !th.may_own_objects()
                    || th.frozen.is_some()
                    || !shared(t)
                    || (finished(t) && !th.allocas.is_empty())
                {
                    continue;
                }
                let mut ids = th.allocas.clone();
                ids.extend(taken_tls(th, mem));
                let own = |id: &u32, kind: ObjKind| {
                    mem.objs
                        .get(*id as usize)
                        .is_some_and(|o| o.kind == kind && usize::from(o.owner) == t && o.cap > 0)
                };
                let own = th.allocas.iter().all(|id| own(id, ObjKind::Stack))
                    && ids[th.allocas.len()..]
                        .iter()
                        .all(|id| own(id, ObjKind::Tls));
                if own
                    && !ids.is_empty()
                    && th.frames.iter().all(|f| f.va == 0)
                    && !ids.iter().any(|&id| marked(id))
                {
                    stacks.push(StackObjs {
                        thread: t as u16,
                        ids,
                    });
                }
            }
            if !stacks.is_empty() {
                // (A tombstone keeps no owner.)
                for (id, o) in mem.objs.iter().enumerate() {
                    if o.kind == ObjKind::DeadStack {
                        dead.push(id as u32);
                    }
                }
            }
        }
        let mut cand: Vec<ArgObj> = Vec::new();
        for (t, th) in st.threads.iter().enumerate().skip(1) {
            let (f, arg) = th.start;
            let (id, off) = codec.decode(arg);
            if id < mem.first_dynamic || th.frozen.is_some() {
                continue;
            }
            let Some(o) = mem.objs.get(id as usize) else {
                continue;
            };
            if !matches!(o.kind, ObjKind::Heap | ObjKind::Freed) {
                continue;
            }
            cand.push(ArgObj {
                thread: t as u16,
                obj: Some(id),
                class: (f, (codec.max_size_of(id) << 32) | off.min(0xffff_ffff)),
            });
        }
        if cand.len() < 2 {
            cand.clear();
        }
        if cand.is_empty() && stacks.is_empty() {
            return ArgObjs::default();
        }
        cand.retain(|c| self.argobj.of(self.prog, c.class.0).is_ok());
        // A running thread keeps its block if no other running thread's argument names it.
        // A finished thread has none (its argument is never read again): the block it
        // names is an orphan if no running thread's argument names it, and only finished
        // threads of its class do.
        let named_running: Vec<u32> = {
            let mut v: Vec<u32> = st
                .threads
                .iter()
                .enumerate()
                .skip(1)
                .filter(|&(t, _)| !finished(t))
                .map(|(_, th)| codec.decode(th.start.1).0)
                .collect();
            v.sort_unstable();
            v
        };
        let once = |id: u32| {
            let lo = named_running.partition_point(|&x| x < id);
            named_running.get(lo + 1) != Some(&id)
        };
        let mut owners: Vec<ArgObj> = Vec::new();
        let mut blockless: Vec<ArgObj> = Vec::new();
        let mut orphans: Vec<(Class, u32)> = Vec::new();
        for c in cand {
            let Some(id) = c.obj else { continue };
            if !finished(usize::from(c.thread)) {
                if once(id) {
                    owners.push(c);
                }
                continue;
            }
            blockless.push(ArgObj { obj: None, ..c });
            if named_running.binary_search(&id).is_err() {
                orphans.push((c.class, id));
            }
        }
        orphans.sort_unstable_by_key(|&(c, id)| (id, c));
        orphans.dedup();
        let split: Vec<u32> = orphans
            .windows(2)
            .filter(|w| w[0].1 == w[1].1)
            .map(|w| w[0].1)
            .collect();
        orphans.retain(|o| !split.contains(&o.1));
        // Nothing else may name the blocks, the stack objects or the tombstones.
        let mut blocks: Vec<(u32, Holder)> = owners
            .iter()
            .enumerate()
            .map(|(k, c)| (c.obj.unwrap_or(u32::MAX), Holder::Thread(k)))
            .chain(
                orphans
                    .iter()
                    .enumerate()
                    .map(|(k, o)| (o.1, Holder::Orphan(k))),
            )
            .chain(
                stacks
                    .iter()
                    .enumerate()
                    .flat_map(|(k, s)| s.ids.iter().map(move |&id| (id, Holder::Stack(k)))),
            )
            .chain(dead.iter().enumerate().map(|(k, &d)| (d, Holder::Dead(k))))
            .collect();
        blocks.sort_unstable_by_key(|b| b.0);
        let mut drop_owner = vec![false; owners.len()];
        let mut drop_orphan = vec![false; orphans.len()];
        let mut drop_stack = vec![false; stacks.len()];
        let mut drop_dead = vec![false; dead.len()];
        if let (Some(&(lo, _)), Some(&(hi, _))) = (blocks.first(), blocks.last()) {
            let find = |v: u64| -> Option<Holder> {
                let id = codec.decode(v).0;
                if id < lo || id > hi {
                    return None;
                }
                blocks
                    .binary_search_by_key(&id, |b| b.0)
                    .ok()
                    .map(|k| blocks[k].1)
            };
            let mut named = |h: Holder| match h {
                Holder::Thread(k) => drop_owner[k] = true,
                Holder::Orphan(k) => drop_orphan[k] = true,
                Holder::Stack(k) => drop_stack[k] = true,
                Holder::Dead(k) => drop_dead[k] = true,
            };
            // Memory: every pointer-sized word of every object the canonical form keeps.
            let pb = codec.ptr_bytes();
            for o in &mem.objs {
                if !super::canon::kept(o) || (o.cap as usize) < pb {
                    continue;
                }
                let mut word = [0u8; 8];
                let mut at = 0usize;
                mem.chunks_raw(o.loc(), o.cap as usize, |c| {
                    for &b in c {
                        word[at % pb] = b;
                        at += 1;
                        if at.is_multiple_of(pb) {
                            let v = if pb == 8 {
                                u64::from_le_bytes(word)
                            } else {
                                u64::from(u32::from_le_bytes([word[0], word[1], word[2], word[3]]))
                            };
                            if let Some(h) = find(v) {
                                named(h);
                            }
                        }
                    }
                });
            }
            // Threads: what each holds and its live registers. (Not its start argument,
            // which its class holds and nothing reads again: a worker's argument block that
            // it freed may have left its id to a stack object, which the renaming may move
            // while the argument keeps the id.)
            for (u, th) in st.threads.iter().enumerate() {
                if th.frozen.is_some() {
                    // A deep thread's frozen frames are not looked at here.
                    return ArgObjs::default();
                }
                super::canon::held_values(th, &mut |v| {
                    if let Some(h) = find(v) {
                        named(h);
                    }
                });
                let mine = stacks.iter().position(|s| usize::from(s.thread) == u);
                let regs = mine.map(|_| self.stack_regs(th));
                let n = th.frames.len();
                for (j, fr) in th.frames.iter().enumerate() {
                    self.live_regs_at(fr, &th.regs, j + 1 == n, None, |i, v| {
                        let Some(h) = find(v) else { return };
                        let own = match h {
                            Holder::Thread(k) => {
                                usize::from(owners[k].thread) == u
                                    && self
                                        .argobj
                                        .of(self.prog, owners[k].class.0)
                                        .is_ok_and(|d| d.has(fr.func, i))
                            }
                            Holder::Stack(k) => {
                                mine == Some(k) && regs.as_ref().is_some_and(|r| bit(&r[j], i))
                            }
                            Holder::Orphan(_) | Holder::Dead(_) => false,
                        };
                        if !own {
                            named(h);
                        }
                    });
                }
            }
        }
        keep_unnamed(&mut owners, &drop_owner);
        keep_unnamed(&mut orphans, &drop_orphan);
        keep_unnamed(&mut stacks, &drop_stack);
        keep_unnamed(&mut dead, &drop_dead);
        let mut threads = owners;
        threads.extend(blockless);
        keep_classes(&mut threads);
        threads.sort_unstable_by_key(|a| a.thread);
        orphans.retain(|o| threads.iter().any(|a| a.class == o.0));
        if stacks.is_empty() {
            dead.clear();
        }
        ArgObjs {
            threads,
            orphans,
            stacks,
            dead,
        }
    }

    /// Per frame of `th` (its top frames, outermost first), the registers that may hold
    /// pointers to its stack objects ([`StackDerived`]): those made from the frame's own
    /// `alloca`s, and from each parameter its caller's call passed such a register for.
    pub(crate) fn stack_regs(&self, th: &Thread) -> Vec<Vec<u64>> {
        let mut out: Vec<Vec<u64>> = Vec::with_capacity(th.frames.len());
        for (j, fr) in th.frames.iter().enumerate() {
            let sd = self.argobj.stack_of(self.prog, fr.func);
            let mut d = sd.own.clone();
            if j > 0 {
                // The caller stopped after its call (its pc is the next op).
                let caller = &th.frames[j - 1];
                let cf = &self.prog.funcs[caller.func as usize];
                let op = caller
                    .pc
                    .checked_sub(1)
                    .and_then(|pc| cf.code.get(pc as usize));
                if let Some(&Op::Call { func, site, .. }) = op
                    && func == fr.func
                    && let Some(cs) = cf.sites.get(site as usize)
                {
                    for (k, a) in cs.args.iter().enumerate() {
                        if a.slots == 1
                            && a.byval.is_none()
                            && bit(&out[j - 1], a.reg.i())
                            && let Some(pd) = sd.params.get(k)
                        {
                            for (w, x) in d.iter_mut().zip(pd) {
                                *w |= x;
                            }
                        }
                    }
                }
            }
            out.push(d);
        }
        out
    }

    /// Rewrites, in `th`, the analysed registers that point into block `from` (and its
    /// argument) to point into block `to` at the same offset.
    fn move_arg_pointers(&self, th: &mut Thread, from: u32, to: u32) {
        let codec = self.codec;
        let re = |v: &mut u64| {
            let (id, off) = codec.decode(*v);
            if id == from {
                *v = codec.encode(to, off);
            }
        };
        re(&mut th.start.1);
        let Ok(d) = self.argobj.of(self.prog, th.start.0) else {
            return;
        };
        for fr in &th.frames {
            let func = &self.prog.funcs[fr.func as usize];
            let base = fr.base as usize;
            for i in 0..func.consts_at as usize {
                if d.has(fr.func, i)
                    && let Some(v) = th.regs.get_mut(base + i)
                {
                    re(v);
                }
            }
        }
    }

    /// Rewrites, in `th`, the registers that may point to its stack objects and
    /// thread-local copies ([`Self::stack_regs`]) and its lists of them, by `map` (an id
    /// and its new id, in increasing order of id).
    pub(crate) fn move_stack_pointers(&self, th: &mut Thread, map: &[(u32, u32)]) {
        let codec = self.codec;
        let to = |id: u32| {
            map.binary_search_by_key(&id, |m| m.0)
                .ok()
                .map(|k| map[k].1)
        };
        let regs = self.stack_regs(th);
        for (fr, d) in th.frames.iter().zip(&regs) {
            let func = &self.prog.funcs[fr.func as usize];
            let base = fr.base as usize;
            for i in 0..func.consts_at as usize {
                if bit(d, i)
                    && let Some(v) = th.regs.get_mut(base + i)
                {
                    let (id, off) = codec.decode(*v);
                    if let Some(t) = to(id) {
                        *v = codec.encode(t, off);
                    }
                }
            }
        }
        for a in th.allocas.iter_mut().chain(th.tls.iter_mut()) {
            if let Some(t) = to(*a) {
                *a = t;
            }
        }
    }

    /// The key of thread `t`, renamed with its argument block `a` or its stack objects `s`
    /// (what the symmetry reduction sorts by): its bytes with thread names masked, its
    /// pointers into its block and its stack objects written with ids that no object has,
    /// then its block's bytes (with masked names), then each stack object's id space and
    /// bytes; for a finished thread, its bytes with its argument masked.
    pub(crate) fn arg_object_key(
        &self,
        st: &State,
        t: usize,
        a: Option<&ArgObj>,
        s: Option<&StackObjs>,
    ) -> Vec<u8> {
        let mut th = (*st.threads[t]).clone();
        if let Some(a) = a {
            match a.obj {
                Some(id) => self.move_arg_pointers(&mut th, id, KEY_ID),
                None => th.start.1 = MASKED_ARG,
            }
        }
        if let Some(s) = s {
            let mut map: Vec<(u32, u32)> = s
                .ids
                .iter()
                .enumerate()
                .map(|(k, &id)| (id, KEY_ID - 1 - (k as u32).min(1 << 20)))
                .collect();
            map.sort_unstable();
            self.move_stack_pointers(&mut th, &map);
        }
        // Sized for the thread's registers and its objects' bytes: the key is built in
        // one allocation (growing it was a tenth of the time of a counter-abstract step).
        let objects: usize = s.map_or(0, |s| {
            s.ids
                .iter()
                .map(|&id| st.mem.objs.get(id as usize).map_or(0, |o| o.cap as usize))
                .sum()
        });
        let mut b = Vec::with_capacity(64 + 9 * th.regs.len() + 2 * objects);
        self.canonical_thread_masked(&th, &mut b);
        match a.and_then(|a| a.obj) {
            Some(id) => self.block_key(st, id, &mut b),
            // No block (and no kind byte, which a block's bytes start with).
            None => b.push(0xff),
        }
        if let Some(s) = s {
            for &id in &s.ids {
                b.push(u8::from(
                    self.codec.max_size_of(id) == self.codec.max_size(),
                ));
                self.block_key(st, id, &mut b);
            }
        }
        b
    }

    /// Appends the key of block `id`: its kind, then its bytes with masked names (those of
    /// a block the canonical form keeps).
    pub(crate) fn block_key(&self, st: &State, id: u32, b: &mut Vec<u8>) {
        let o = st.mem.objs[id as usize];
        b.push(o.kind as u8);
        if super::canon::kept(&o) {
            self.canonical_object(&st.mem, id, &o, Some(Names::Masked), b, &mut NoParts);
        }
    }

    /// The state whose canonical bytes stand for `st` renamed by `perm` with its argument
    /// blocks and stack objects moved (`perm.objs`, `perm.stacks`, `perm.orphans`): the
    /// objects' table entries moved, and each moved object's thread pointing into its new
    /// id; and the arguments of the
    /// finished threads in `perm.masked` written as `MASKED_ARG` (`u64::MAX`). Built for
    /// its canonical bytes only.
    pub fn rename_arg_objects(&self, st: &State, perm: &Perm) -> State {
        let mut s = st.clone();
        let moves = perm.objs.iter().map(|&(_, from, to)| (from, to));
        let stacks = perm.stacks.iter().map(|&(_, from, to)| (from, to));
        for (from, to) in moves.chain(stacks).chain(perm.orphans.iter().copied()) {
            s.mem.objs[to as usize] = st.mem.objs[from as usize];
        }
        for moves in perm.stacks.chunk_by(|a, b| a.0 == b.0) {
            let mut map: Vec<(u32, u32)> = moves.iter().map(|&(_, f, t)| (f, t)).collect();
            map.sort_unstable();
            let th = &mut *s.threads[usize::from(moves[0].0)];
            self.move_stack_pointers(th, &map);
        }
        for &(t, from, to) in &perm.objs {
            let th = &mut *s.threads[usize::from(t)];
            self.move_arg_pointers(th, from, to);
        }
        for &t in &perm.masked {
            let th = &mut *s.threads[usize::from(t)];
            debug_assert!(th.status == ThreadStatus::Finished);
            th.start.1 = MASKED_ARG;
        }
        s
    }
}

/// Drops the entries of `v` that `named` marks.
fn keep_unnamed<T>(v: &mut Vec<T>, named: &[bool]) {
    let mut k = 0;
    v.retain(|_| {
        k += 1;
        !named[k - 1]
    });
}

/// Keeps the threads whose class has at least two of them.
fn keep_classes(cand: &mut Vec<ArgObj>) {
    let mut count: BTreeMap<Class, usize> = BTreeMap::new();
    for c in cand.iter() {
        *count.entry(c.class).or_default() += 1;
    }
    cand.retain(|c| count[&c.class] > 1);
}
