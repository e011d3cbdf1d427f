//! Superstep partial order reduction (Zaks' dissertation §3.5, Figs. 3.9–3.10): one move of a
//! thread runs as many of its operations as three requirements allow:
//!
//! 1. *size*: at least one operation, at most a bound (the step's op limit);
//! 2. *independence*: only the last operation of the superstep may conflict with an
//!    operation of another thread's superstep from the same state (see *When two accesses
//!    are independent* below);
//! 3. *visibility*: at most one operation that may change an atomic proposition, and only
//!    as the last one.
//!
//! Each operation accessing shared memory is tested against the *access tables* of the
//! other threads (Fig. 3.10): a conflict with an entry of an operation that is not the last
//! of its table is `PreStop` (the operation is not executed), a conflict with the last
//! operations' entries only is `PostStop` (executed, then the superstep ends), otherwise
//! `Continue` (recorded in this thread's table). A table ([`Table`]) knows which of its
//! entries belong to its last operation: an operation may make two accesses (a `memcpy`
//! reads its source and writes its destination; both are tested before it runs and
//! recorded together), and an atomic section, one transition, is one operation with all
//! its accesses.
//!
//! After a `PostStop` (or a visible write) the thread still runs its *private* operations
//! (on memory no other thread can reach) up to just before its next shared access or library
//! call: those are independent of every transition of every other thread and invisible, so
//! they commute to right after the last transition without changing what any interleaving
//! can observe. This aligns superstep boundaries with the shared-access granularity's, so
//! the reduced state space is never larger than the shared-access one.
//!
//! # When two accesses are independent
//!
//! An access ([`Access`]) is a byte range of one object, read or written, or a pseudo
//! object. Two accesses *conflict* ([`Access::conflicts`]) when either is [`Access::ALL`],
//! or they are on the same object, their byte ranges overlap and at least one writes.
//! Everything else is independent: different objects, disjoint bytes of one object, two
//! reads. What each operation accesses:
//!
//! - loads, stores, atomic read-modify-writes and compare-exchanges (writes, even when the
//!   comparison fails), `memset`, `memcpy`/`memmove` (a read of the source and a write of
//!   the destination), `va_start`/`va_copy`: their bytes, when the memory is *shared*;
//! - lock operations (mutex, spinlock, rwlock, barrier, `__VERIFIER_await`-style waits): a
//!   write of the first 16 bytes of the lock object (every field they read or write, and
//!   each other's: two readers of a rwlock conflict);
//! - allocation: the allocator pseudo object [`Access::HEAP`] (allocations number objects,
//!   so they conflict with each other; the new block is fresh, no other access can touch
//!   it); nondeterministic choices, `sched_yield`, `pthread_self`/`equal`, `assume`,
//!   `__VERIFIER_assert`: [`Access::NONE`] (conflicts only with `ALL`);
//! - condition variables (which keep no state in memory: their waiters are the threads
//!   whose state says so): `pthread_cond_wait`/`timedwait` write the first 16 bytes of the
//!   condition variable and of the mutex (it releases the mutex; waking up, spuriously or
//!   not, reacquires it), `pthread_cond_signal`/`broadcast` those of the condition
//!   variable, which is also the access that would enable a waiter: a signal and a wait on
//!   the same condition variable conflict, and a signal ends the superstep of a thread
//!   whose signal a waiting thread needs;
//! - every other library call (thread creation and joining, `free`,
//!   `exit`, output, string functions…): `ALL`; entering an atomic section: `ALL` before it
//!   starts (its own accesses are then recorded as the accesses of that one operation);
//! - freeing stack objects another thread can reach (returning from their frame, the
//!   thread's exit, `stackrestore`): `ALL`; starting or ending the lifetime of one: a write
//!   of the whole object (the other thread's access to it then faults, or stops faulting);
//! - a thread's exit: the thread's pseudo object ([`Access::thread`]), which only a
//!   `pthread_join` waiting for it conflicts with (it is recorded, never tested: the joiner
//!   cannot run before it, and nothing follows it); `main` returning without the C library's
//!   `exit` to run ends the program: `ALL` (returning into `exit` is no event: `exit` ends the
//!   program at its library call).
//!
//! *Shared* memory (`Vm::is_shared`) is everything but the thread's own stack and
//! thread-local objects whose address has not *escaped*, and read-only constants. Accesses
//! to private memory are no accesses at all: independent of every operation of every other
//! thread, because no other thread can form the address (pancam's pointers are object ids,
//! and an id is learnt only from memory or a register). Escape tracking
//! (`Vm::escape_value`) marks an object, and everything reachable from its pointers,
//! escaped as soon as its address is written to shared memory (a pointer-sized store, a
//! wider store or a `memcpy` intrinsic or library call at pointer-aligned offsets, an atomic
//! exchange or compare-exchange) or passed to `pthread_create` (the new thread's argument
//! register), the only ways another thread can obtain it; from then on every access to it is
//! shared, before the other thread can have read the address.
//!
//! A thread that is not enabled contributes the access that would enable it (the mutex it
//! waits for, the thread it joins) as a one-operation table, so a superstep ends right after
//! an unlock or exit that lets it run. Thread creation and the end of an atomic section
//! (which enable threads that have no table) end the superstep at the next access, and so
//! does an access the superstep already made in an earlier operation (a loop over shared
//! memory: polling, retrying; every round is then a step of its own).
//!
//! # Why this is sound
//!
//! The reduced graph is the dissertation's: from a state, every enabled thread moves, by a
//! sequence whose operations other than the last are independent of every operation of
//! every other thread's move from that state (requirement 2, checked pairwise below) and
//! invisible (requirement 3). Any interleaving of the threads' operations from the state can
//! then be reordered, by swapping independent neighbours, into one that begins with one of
//! the moves (the first thread whose last operation of its move runs, runs all of it first)
//! without changing any state a property reads. *Ending a superstep earlier is always
//! sound*: a prefix of a move satisfies both requirements; every `stop` below errs that way.
//!
//! - With `--races` (`strict`) every conflict ends a superstep before the conflicting
//!   operation, so that a state with both threads at their conflicting accesses is reached
//!   and the race check ([`crate::model`]) sees it.
//! - The first operation of a superstep runs whatever the tables say (a superstep is never
//!   empty); a conflict there ends the superstep after it, as a `PostStop`. This is sound
//!   because every thread's first operation is in every other thread's table (below): a
//!   thread tested earlier that conflicts with it stopped at that conflict.
//!
//! **First accesses.** A thread's first table entry must be the first operation its
//! superstep will make, so before the tables are built each enabled thread is run (on a
//! copy) through its private operations up to that operation ([`super::Vm::next_access`]
//! gives all its accesses, the same ones its test will see); its superstep continues from
//! there. A thread whose step ends before any access (the rest of an atomic section, a
//! fault, a private loop up to the op limit) has the table `ALL`; one whose private
//! operations end in an exit nobody can observe, the exit's.
//!
//! **Determinism.** The paper computes supersteps lazily, in the order the search happens to
//! ask for them, so the reduced graph depends on the search order. pancam computes the tables
//! of all enabled threads of a state in increasing thread order before any successor is
//! emitted (see `model::CProgram::transitions`): thread `k`'s superstep is tested against the
//! complete tables of threads `< k` and the first operation of threads `> k`. For a pair
//! `j < k`: `k`'s operations were tested against `j`'s complete table, so only `k`'s last
//! may conflict, and only with `j`'s last; `j`'s were tested against `k`'s first operation,
//! so a `j` operation conflicting with it is `j`'s last; and `k`'s later operations, which
//! `j` did not see, conflict with no earlier `j` operation (else `k` stopped before them).
//! This yields supersteps satisfying requirement 2 for every pair, depending only on the
//! state. The resulting op counts travel with the DFS stack entry; a move replays exactly
//! that many ops. Every enabled thread gets a successor, so no cycle proviso is needed; the
//! reduced graph is stuttering equivalent for next-free LTL (the dissertation's Theorem 3).
//!
//! **Context bounding.** When the budget is spent only the last thread may move (if it is
//! enabled): its superstep is computed without the other enabled threads' tables, which is
//! sound for the bounded semantics (they cannot move before it is disabled) and the search is
//! then marked as cut by the bound.

/// One access of an access table: bytes `[lo, hi)` of object `obj`, or every location
/// (`obj == u32::MAX`: thread creation, library calls, freeing shared stack objects).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// Object id, or `u32::MAX` for "everything".
    pub obj: u32,
    /// First byte.
    pub lo: u64,
    /// One past the last byte.
    pub hi: u64,
    /// A write (or a lock operation).
    pub write: bool,
}

/// Object ids from here up name pseudo objects, not memory: the threads (for joins and
/// exits, see [`Access::thread`]), the allocator ([`Access::HEAP`]), [`Access::NONE`] and
/// [`Access::ALL`].
pub const PSEUDO_OBJ: u32 = u32::MAX - (1 << 17);

impl Access {
    /// The access that conflicts with every other.
    pub const ALL: Access = Access {
        obj: u32::MAX,
        lo: 0,
        hi: u64::MAX,
        write: true,
    };

    /// The access of an operation that touches nothing another thread can see (a
    /// nondeterministic choice, `sched_yield`): it conflicts only with [`Access::ALL`].
    pub const NONE: Access = Access {
        obj: u32::MAX - 1,
        lo: 0,
        hi: 0,
        write: false,
    };

    /// The allocator (object numbering): written by every allocation.
    pub const HEAP: Access = Access {
        obj: PSEUDO_OBJ,
        lo: 0,
        hi: 1,
        write: true,
    };

    /// The output stream (standard output and error), as the output functions (`printf`,
    /// `puts`, `putchar`, `fputs`, `fputc`, `fwrite`, `fflush`, `write`) touch it. The stream is not
    /// part of the state and no property looks at it: two output calls of different threads
    /// reach the same state in either order, so output conflicts with nothing but
    /// [`Access::ALL`] (a read, where two reads never conflict). The output a report shows
    /// comes in the order of its moves.
    pub const OUTPUT: Access = Access {
        obj: PSEUDO_OBJ,
        lo: 2,
        hi: 3,
        write: false,
    };

    /// Thread `t` finishing (written by its exit, awaited by `pthread_join`).
    pub fn thread(t: usize) -> Access {
        Access {
            obj: PSEUDO_OBJ + 1 + t as u32,
            lo: 0,
            hi: 1,
            write: true,
        }
    }

    /// The head of thread `t`'s store buffer (TSO): written by the flush of its oldest
    /// entry, and by the thread when it drains the buffer.
    pub fn buffer_head(t: usize) -> Access {
        Access {
            obj: PSEUDO_OBJ + 1 + t as u32,
            lo: 1,
            hi: 2,
            write: true,
        }
    }

    /// The tail of thread `t`'s store buffer (TSO): written by the thread's buffered
    /// stores. A store into a non-empty buffer and the flush of its oldest entry commute,
    /// so head and tail are different bytes.
    pub fn buffer_tail(t: usize) -> Access {
        Access {
            obj: PSEUDO_OBJ + 1 + t as u32,
            lo: 2,
            hi: 3,
            write: true,
        }
    }

    /// A read of the SC view (RC11): a `seq_cst` load.
    pub const SC_READ: Access = Access {
        obj: PSEUDO_OBJ,
        lo: 1,
        hi: 2,
        write: false,
    };

    /// A write of the SC view (RC11): a `seq_cst` store, read-modify-write or fence.
    pub const SC_WRITE: Access = Access {
        obj: PSEUDO_OBJ,
        lo: 1,
        hi: 2,
        write: true,
    };

    /// Whether this is an access to memory (not to a pseudo object).
    pub fn is_memory(&self) -> bool {
        self.obj < PSEUDO_OBJ
    }

    /// Whether two accesses conflict: they overlap and at least one writes.
    pub fn conflicts(&self, o: &Access) -> bool {
        if self.obj == u32::MAX || o.obj == u32::MAX {
            return true;
        }
        self.obj == o.obj && (self.write || o.write) && self.lo < o.hi && o.lo < self.hi
    }
}

/// What to do with an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Independent: execute and continue.
    Continue,
    /// Conflicts only with last entries: execute, then end the superstep.
    PostStop,
    /// Conflicts with a non-last entry: end the superstep before it.
    PreStop,
}

/// An access table: the accesses of one thread's superstep, in order. The entries from
/// `last` on are those of its last operation (an op can make two accesses, a `memcpy` its
/// read and its write; an atomic section, one transition, makes them all).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    /// The accesses.
    pub acc: Vec<Access>,
    /// Where the last operation's accesses start.
    pub last: usize,
}

impl Table {
    /// The table of one operation.
    pub fn op(acc: impl IntoIterator<Item = Access>) -> Table {
        Table {
            acc: acc.into_iter().collect(),
            last: 0,
        }
    }
}

/// The shared accesses the next op of a thread makes (see [`super::Vm::next_access`]): one,
/// or two for an op that reads one place and writes another (`memcpy`, `va_copy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpAccess {
    /// The first access.
    pub first: Access,
    /// The second, if any.
    pub second: Option<Access>,
    /// Whether the op is atomic (an atomic load, store or read-modify-write, a library
    /// call): two atomic accesses do not race.
    pub atomic: bool,
}

impl OpAccess {
    /// The accesses.
    pub fn iter(&self) -> impl Iterator<Item = Access> + '_ {
        std::iter::once(self.first).chain(self.second)
    }
}

/// Which shared writes may change an atomic proposition (they must end a superstep).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Visibility {
    /// None (safety checking without propositions).
    #[default]
    Nothing,
    /// Every shared write (invariants written in C, propositions given as functions).
    AllWrites,
    /// Writes overlapping these (object, lo, hi) ranges.
    Ranges(Vec<(u32, u64, u64)>),
}

impl Visibility {
    /// Whether access `a` is a write that may change what a property reads.
    pub fn sees(&self, a: &Access) -> bool {
        if !a.write {
            return false;
        }
        match self {
            Visibility::Nothing => false,
            Visibility::AllWrites => true,
            Visibility::Ranges(r) => {
                a.obj == u32::MAX
                    || r.iter()
                        .any(|&(o, lo, hi)| o == a.obj && a.lo < hi && lo < a.hi)
            }
        }
    }
}

/// The superstep state of one thread's move being computed.
#[derive(Clone, Debug)]
pub struct Superstep {
    /// The access tables of the other enabled threads (and of the disabled ones, the
    /// access that would enable them).
    pub others: Vec<Table>,
    /// Index in `others` of a table to leave out (the moving thread's own, when one
    /// `others` serves every thread of a state); `usize::MAX` for none.
    pub skip: usize,
    /// This thread's table so far.
    pub own: Table,
    /// End at any conflict *before* the instruction (data-race checking needs both threads
    /// stopped at their conflicting accesses).
    pub strict: bool,
    /// Writes that change propositions.
    pub visible: Visibility,
    /// End the superstep before the next operation's first shared access.
    pub stop_after: bool,
    /// The number (in the step) of the operation whose accesses are being recorded: an
    /// op's second access is tested and recorded with its first (`u64::MAX`: none yet).
    pub op: u64,
}

impl Default for Superstep {
    fn default() -> Self {
        Superstep {
            others: Vec::new(),
            skip: usize::MAX,
            own: Table::default(),
            strict: false,
            visible: Visibility::Nothing,
            stop_after: false,
            op: u64::MAX,
        }
    }
}

impl Superstep {
    /// Starts a new thread's superstep against the same `others`, leaving out entry
    /// `skip`: clears the per-run fields (own table, operation number, pending stop).
    pub fn begin(&mut self, skip: usize) {
        self.skip = skip;
        self.own.acc.clear();
        self.own.last = 0;
        self.op = u64::MAX;
        self.stop_after = false;
    }

    /// Tests an access of the thread against the other tables.
    pub fn test(&self, a: &Access) -> Decision {
        let mut post = false;
        for (k, t) in self.others.iter().enumerate() {
            if k == self.skip {
                continue;
            }
            for (j, b) in t.acc.iter().enumerate() {
                if a.conflicts(b) {
                    if j < t.last || self.strict {
                        return Decision::PreStop;
                    }
                    post = true;
                }
            }
        }
        if post {
            Decision::PostStop
        } else {
            Decision::Continue
        }
    }

    /// Whether a write access changes a proposition.
    pub fn is_visible(&self, a: &Access) -> bool {
        self.visible.sees(a)
    }

    /// Whether the superstep ends before operation `op`: an earlier operation conflicted
    /// (or made a visible write). An op's own accesses do not stop it halfway.
    pub fn stop_pending(&self, op: u64) -> bool {
        self.stop_after && self.op != op
    }

    /// Records an access of operation `op` in this thread's table.
    pub fn record(&mut self, a: Access, op: u64) {
        if op != self.op {
            self.op = op;
            self.own.last = self.own.acc.len();
        }
        if !self.own.acc[self.own.last..].contains(&a) {
            self.own.acc.push(a);
        }
    }

    /// Whether `a` repeats an access of an earlier operation of this superstep:
    /// the thread went round a loop over shared memory (polling, a retry loop, a lock
    /// taken and released again), and the superstep ends before the next round rather than
    /// running on until the op limit or until the state repeats. Ending a superstep early
    /// is always sound; every round is then a step, as at `shared-access`.
    pub fn repeats(&self, a: &Access, op: u64) -> bool {
        let end = if op == self.op {
            self.own.last
        } else {
            self.own.acc.len()
        };
        self.own.acc[..end].contains(a)
    }
}

/// The accesses of a builtin call whose table entries are `first` and `second`; an output
/// call ([`Access::OUTPUT`]) is only what it reads: one that reads nothing shared is a
/// private operation.
fn output_free(first: Access, second: Option<Access>) -> Option<OpAccess> {
    if first == Access::OUTPUT {
        return second.map(|first| OpAccess {
            first,
            second: None,
            atomic: true,
        });
    }
    Some(OpAccess {
        first,
        second,
        atomic: true,
    })
}

impl super::Vm<'_> {
    /// For a thread `t` that is not enabled in `st`, the access that would enable it: a
    /// write there (an unlock, a signal, an exit, a store) may let it run. `None` for a
    /// thread that is finished or waits only for another thread's atomic section.
    pub fn wait_access(&self, st: &super::state::State, t: usize) -> Option<Access> {
        Some(self.wait_access_for(self.block_reason(st, t)?))
    }

    /// [`Self::wait_access`] of a thread waiting for `reason` ([`Self::block_reason`]).
    pub fn wait_access_for(&self, reason: super::state::BlockReason) -> Access {
        use super::state::BlockReason as B;
        match reason {
            B::Join(u) => Access::thread(usize::from(u)),
            B::Mutex(p)
            | B::CondWait(p)
            | B::CondReacquire(p)
            | B::RwRead(p)
            | B::RwWrite(p)
            | B::Barrier(p, _)
            | B::Spin(p)
            | B::Sem(p) => self.access_of(p, 16, true),
            B::AwaitEq(p, _) => self.access_of(p, 4, true),
        }
    }

    /// The shared accesses the next op of thread `t` makes, for access tables and race
    /// checks: exactly what the superstep test of that op will see (`Vm::inner`'s
    /// `sup_test`), or more. Library calls give their `Vm::builtin_access` and count as
    /// atomic (synchronisation); entering an atomic section accesses everything; a start
    /// function's return is the thread's exit (`Vm::exit_access`); returning from a frame,
    /// ending a lifetime or restoring the stack frees objects other threads may reach when
    /// some escaped. `None` when the next op touches no shared memory (or the thread has
    /// no frame).
    pub fn next_access(&self, st: &super::state::State, t: usize) -> Option<OpAccess> {
        self.next_access_as(st, t, true)
    }

    /// The memory the next op of thread `t` accesses, as [`Self::next_access`] under
    /// sequential consistency: a TSO store's bytes rather than its store buffer (for the
    /// race check between two threads' next accesses, which keeps its meaning under tso).
    pub fn next_memory_access(&self, st: &super::state::State, t: usize) -> Option<OpAccess> {
        self.next_access_as(st, t, false)
    }

    /// [`Self::next_access`], with the weak model's accesses (`weak`) or without.
    fn next_access_as(&self, st: &super::state::State, t: usize, weak: bool) -> Option<OpAccess> {
        use crate::bytecode::op::{Op, R};
        let th = &st.threads[t];
        let f = th.frames.last()?;
        let func = &self.prog.funcs[f.func as usize];
        let op = func.code.get(f.pc as usize)?;
        let base = f.base as usize;
        let r = &th.regs[base..base + func.nregs as usize];
        let reg = |x: R| r[x.i()];
        let atomic = func.atomic_pcs.binary_search(&f.pc).is_ok();
        let shared = |p: u64, len: u64, w: bool| -> Option<Access> {
            self.is_shared(&st.mem, p, t)
                .then(|| self.access_of(p, len, w))
        };
        let one = |a: Option<Access>, atomic: bool| -> Option<OpAccess> {
            a.map(|first| OpAccess {
                first,
                second: None,
                atomic,
            })
        };
        let two = |a: Option<Access>, b: Option<Access>| -> Option<OpAccess> {
            match (a, b) {
                (Some(first), second) => Some(OpAccess {
                    first,
                    second,
                    atomic: false,
                }),
                (None, b) => one(b, false),
            }
        };
        let at = |p: u64, len: u64, w: bool, atomic: bool| one(shared(p, len, w), atomic);
        let all = || one(Some(Access::ALL), true);
        let off = |p: R, o: i32| reg(p).wrapping_add(o as i64 as u64);
        if let Some(w) = st.mem.weak.as_deref().filter(|_| weak) {
            // What the weak models change (see `exec::weak`): TSO's buffered stores,
            // drains and flushes, RC11's SC view.
            use super::weak::WeakMem;
            let pending = super::weak::glue::tso_pending(&st.mem, t);
            let tso = matches!(w, WeakMem::Tso(_));
            let buffered = |p: u64, _len: u64| -> Option<OpAccess> {
                if !self.is_shared(&st.mem, p, t) {
                    return None;
                }
                let full = w.tso().map_or(0, |b| b.buf(t).len()) >= self.cfg.store_buffer.max(1);
                one(
                    Some(if full {
                        Access::ALL
                    } else {
                        Access::buffer_tail(t)
                    }),
                    atomic,
                )
            };
            let drain =
                |a: Option<OpAccess>| -> Option<OpAccess> { if pending { all() } else { a } };
            let with_sc = |a: Option<OpAccess>, sc: Access| -> Option<OpAccess> {
                match a {
                    Some(x) => Some(OpAccess {
                        second: Some(sc),
                        ..x
                    }),
                    None => one(Some(sc), true),
                }
            };
            use crate::bytecode::op::MemOrd;
            match *op {
                Op::Store1 { ptr, off: o, .. } if tso => return buffered(off(ptr, o), 1),
                Op::Store2 { ptr, off: o, .. } if tso => return buffered(off(ptr, o), 2),
                Op::Store4 { ptr, off: o, .. } if tso => return buffered(off(ptr, o), 4),
                Op::Store8 { ptr, off: o, .. } if tso => return buffered(off(ptr, o), 8),
                Op::StoreN { ptr, size, .. } if tso => {
                    return buffered(reg(ptr), u64::from(size));
                }
                Op::AStore { ptr, size, ord, .. } if tso && ord != MemOrd::SeqCst => {
                    return buffered(reg(ptr), u64::from(size));
                }
                Op::MemSet { dst, len, .. } if tso && reg(len) > 0 => {
                    return buffered(reg(dst), reg(len));
                }
                Op::MemCpy { dst, src, len } | Op::MemMove { dst, src, len }
                    if tso && reg(len) > 0 =>
                {
                    let n = reg(len);
                    let w = buffered(reg(dst), n).map(|a| a.first);
                    return two(shared(reg(src), n, false), w);
                }
                Op::AStore { ptr, size, .. }
                | Op::AtomicRmw { ptr, size, .. }
                | Op::CmpXchg { ptr, size, .. }
                    if tso =>
                {
                    return drain(at(reg(ptr), u64::from(size), true, true));
                }
                Op::Fence { ord } if tso => {
                    return if ord == MemOrd::SeqCst {
                        drain(None)
                    } else {
                        None
                    };
                }
                Op::Builtin { id, .. }
                    if tso
                        && pending
                        && crate::bytecode::Builtin::from_id(id)
                            .is_some_and(super::weak::glue::drains) =>
                {
                    return all();
                }
                Op::ALoad {
                    ptr,
                    size,
                    ord: MemOrd::SeqCst,
                    ..
                } if !tso => {
                    return with_sc(at(reg(ptr), u64::from(size), false, true), Access::SC_READ);
                }
                Op::AStore {
                    ptr,
                    size,
                    ord: MemOrd::SeqCst,
                    ..
                }
                | Op::AtomicRmw {
                    ptr,
                    size,
                    ord: MemOrd::SeqCst,
                    ..
                } if !tso => {
                    return with_sc(at(reg(ptr), u64::from(size), true, true), Access::SC_WRITE);
                }
                Op::CmpXchg {
                    ptr,
                    size,
                    ord,
                    fail,
                    ..
                } if !tso && (ord == MemOrd::SeqCst || fail == MemOrd::SeqCst) => {
                    return with_sc(at(reg(ptr), u64::from(size), true, true), Access::SC_WRITE);
                }
                Op::Fence {
                    ord: MemOrd::SeqCst,
                } if !tso => {
                    return one(Some(Access::SC_WRITE), true);
                }
                _ => {}
            }
        }
        match *op {
            Op::Load1 { ptr, off: o, .. } => at(off(ptr, o), 1, false, atomic),
            Op::Load2 { ptr, off: o, .. } => at(off(ptr, o), 2, false, atomic),
            Op::Load4 { ptr, off: o, .. } => at(off(ptr, o), 4, false, atomic),
            Op::Load8 { ptr, off: o, .. } => at(off(ptr, o), 8, false, atomic),
            Op::LoadN { ptr, size, .. } => at(reg(ptr), u64::from(size), false, atomic),
            Op::Store1 { ptr, off: o, .. } => at(off(ptr, o), 1, true, atomic),
            Op::Store2 { ptr, off: o, .. } => at(off(ptr, o), 2, true, atomic),
            Op::Store4 { ptr, off: o, .. } => at(off(ptr, o), 4, true, atomic),
            Op::Store8 { ptr, off: o, .. } => at(off(ptr, o), 8, true, atomic),
            Op::StoreN { ptr, size, .. } => at(reg(ptr), u64::from(size), true, atomic),
            Op::AtomicRmw { ptr, size, .. }
            | Op::CmpXchg { ptr, size, .. }
            | Op::AStore { ptr, size, .. } => at(reg(ptr), u64::from(size), true, true),
            Op::ALoad { ptr, size, .. } => at(reg(ptr), u64::from(size), false, true),
            Op::MemSet { dst, len, .. } if reg(len) > 0 => at(reg(dst), reg(len), true, false),
            Op::MemCpy { dst, src, len } | Op::MemMove { dst, src, len } if reg(len) > 0 => {
                let n = reg(len);
                two(shared(reg(src), n, false), shared(reg(dst), n, true))
            }
            Op::VaStart { list } => at(reg(list), 24, true, false),
            Op::VaCopy { dst, src } => {
                let n = if self.prog.target == crate::bytecode::program::Target::I386 {
                    4
                } else {
                    24
                };
                two(shared(reg(src), n, false), shared(reg(dst), n, true))
            }
            Op::LifetimeStart { ptr } | Op::LifetimeEnd { ptr } => {
                one(self.lifetime_access(&st.mem, reg(ptr)), false)
            }
            Op::StackRestore { src } => {
                let mark = f.alloca_mark as usize;
                let keep = (reg(src) as usize).max(mark);
                let freed = th.allocas.get(keep..).unwrap_or_default();
                if st.mem.any_escaped(freed) {
                    all()
                } else {
                    None
                }
            }
            Op::Builtin { id, site, .. } => {
                let b = crate::bytecode::Builtin::from_id(id)?;
                if b == crate::bytecode::Builtin::AtomicBegin {
                    return all();
                }
                let (first, second) = self.builtin_accesses(b, func, site, r, &st.mem, t);
                output_free(first, second)
            }
            Op::Call { func: callee, .. } if self.prog.atomic_funcs[callee as usize] => all(),
            Op::Ret { .. } if th.depth() == 1 => one(
                Some(self.exit_access(&st.mem, &th.allocas, t, st.exiting)),
                true,
            ),
            Op::Ret { .. } => {
                let mark = (f.alloca_mark as usize).min(th.allocas.len());
                if st.mem.any_escaped(&th.allocas[mark..]) {
                    all()
                } else {
                    None
                }
            }
            Op::CallInd { fptr, site, .. } => {
                let (id, off) = self.codec.decode(reg(fptr));
                if id != crate::bytecode::program::CODE_ID {
                    return None;
                }
                let callee = self.prog.funcs.get(off as usize)?;
                if self.prog.atomic_funcs[off as usize] {
                    return all();
                }
                let b = callee.stub?;
                let (first, second) = self.builtin_accesses(b, func, site, r, &st.mem, t);
                output_free(first, second)
            }
            _ => None,
        }
    }

    /// The first access of thread `t` of `st` when the thread stands right at it: its next op
    /// is a memory access to shared memory or a library call (whose tests come before
    /// anything else the op does), outside an atomic section, with nothing pending that the
    /// start of a step would change (a blocked status, a choice, a lazy value's pick). A
    /// private prefix from there runs no op and changes nothing, so the caller can skip
    /// running it: `Some` is exactly what that run's first access would be. `None`: not
    /// known without running the thread.
    pub fn at_first_access(&self, st: &super::state::State, t: usize) -> Option<OpAccess> {
        use super::state::ThreadStatus;
        use crate::bytecode::op::Op;
        if st.mem.sym.is_some() {
            return None;
        }
        let th = &st.threads[t];
        if th.status != ThreadStatus::Runnable
            || th.atomic != 0
            || th.choice.is_some()
            || th.split_sizes.is_some()
            || th.sym_pick.is_some()
            || !th.sym.is_empty()
        {
            return None;
        }
        let f = th.frames.last()?;
        match self.prog.funcs[f.func as usize].code.get(f.pc as usize)? {
            Op::Load1 { .. }
            | Op::Load2 { .. }
            | Op::Load4 { .. }
            | Op::Load8 { .. }
            | Op::LoadN { .. }
            | Op::Store1 { .. }
            | Op::Store2 { .. }
            | Op::Store4 { .. }
            | Op::Store8 { .. }
            | Op::StoreN { .. }
            | Op::AtomicRmw { .. }
            | Op::CmpXchg { .. }
            | Op::ALoad { .. }
            | Op::AStore { .. }
            | Op::Builtin { .. } => self.next_access(st, t),
            _ => None,
        }
    }

    /// The access of starting or ending the lifetime of the stack object `p` points into,
    /// when other threads can reach it (it escaped): their accesses to it then succeed or
    /// fault, and ending it zeroes it, so it is a write of the whole object.
    pub(crate) fn lifetime_access(&self, mem: &super::memory::Memory, p: u64) -> Option<Access> {
        let (id, _) = self.codec.decode(p);
        let o = mem.objs.get(id as usize)?;
        (o.kind == super::memory::ObjKind::Stack && o.flags & super::memory::flags::ESCAPED != 0)
            .then(|| Access {
                obj: id,
                lo: 0,
                hi: u64::from(o.cap).max(1),
                write: true,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acc(obj: u32, lo: u64, hi: u64, write: bool) -> Access {
        Access { obj, lo, hi, write }
    }

    #[test]
    fn conflicts() {
        assert!(acc(3, 0, 4, true).conflicts(&acc(3, 2, 6, false)));
        assert!(!acc(3, 0, 4, false).conflicts(&acc(3, 2, 6, false)));
        assert!(!acc(3, 0, 4, true).conflicts(&acc(3, 4, 8, true)));
        assert!(!acc(3, 0, 4, true).conflicts(&acc(4, 0, 4, true)));
        assert!(Access::ALL.conflicts(&acc(9, 0, 1, false)));
    }

    #[test]
    fn decisions_follow_fig_3_10() {
        let s = Superstep {
            others: vec![
                Table::op([acc(1, 0, 4, false)]),
                Table::op([acc(5, 0, 4, true)]),
            ],
            ..Superstep::default()
        };
        let mut s = s;
        s.others[0] = Table {
            acc: vec![acc(1, 0, 4, false), acc(2, 0, 4, false)],
            last: 1,
        };
        // Conflicts with a non-last entry of thread A: pre-stop.
        assert_eq!(s.test(&acc(1, 0, 4, true)), Decision::PreStop);
        // Conflicts with the last entry of A: post-stop.
        assert_eq!(s.test(&acc(2, 0, 4, true)), Decision::PostStop);
        // Reads do not conflict with reads.
        assert_eq!(s.test(&acc(1, 0, 4, false)), Decision::Continue);
        // Conflicts with the only (last) entry of B.
        assert_eq!(s.test(&acc(5, 0, 4, false)), Decision::PostStop);
        let strict = Superstep {
            strict: true,
            ..s.clone()
        };
        assert_eq!(strict.test(&acc(5, 0, 4, false)), Decision::PreStop);
    }

    #[test]
    fn an_operations_accesses_are_all_last() {
        // A memcpy's read and write are both its last operation's.
        let mut a = Superstep::default();
        a.record(acc(1, 0, 4, true), 1);
        a.record(acc(2, 0, 8, false), 2);
        a.record(acc(3, 0, 8, true), 2);
        assert_eq!(a.own.last, 1);
        let b = Superstep {
            others: vec![a.own.clone()],
            ..Superstep::default()
        };
        assert_eq!(b.test(&acc(1, 0, 4, false)), Decision::PreStop);
        assert_eq!(b.test(&acc(2, 0, 4, true)), Decision::PostStop);
        assert_eq!(b.test(&acc(3, 0, 4, false)), Decision::PostStop);
        // Within an op, its second access neither stops it nor counts as a repeat.
        assert!(!a.stop_pending(2) || !a.stop_after);
        assert!(!a.repeats(&acc(2, 0, 8, false), 2));
        assert!(a.repeats(&acc(2, 0, 8, false), 3));
        assert!(a.repeats(&acc(1, 0, 4, true), 2));
    }
}
