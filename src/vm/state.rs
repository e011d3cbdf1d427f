//! The machine state: memory plus threads. Designed for the explorer, which copies a whole
//! state onto its DFS stack and hashes it after every step: a state is the object table, one
//! pointer per memory piece ([`super::memory`]: pages of globals, each dynamic object, the
//! pages of large ones) and one pointer per thread (its frames, register file and
//! stack-object list), pieces and threads shared copy-on-write between states; all indices
//! deterministic, no host addresses.

use super::cow::make_unique;
use super::memory::Memory;
use super::sym::SymRef;
use std::sync::Arc;

/// One activation record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    /// Function index.
    pub func: u32,
    /// Next op to execute.
    pub pc: u32,
    /// First register of this frame in the thread's register file.
    pub base: u32,
    /// Length of the thread's stack-object list when the frame was entered.
    pub alloca_mark: u32,
    /// Object id of the varargs area (0 if none).
    pub va: u32,
    /// Caller register receiving the result.
    pub ret_dst: u16,
    /// Number of result slots the caller expects.
    pub ret_n: u16,
    /// A `__VERIFIER_atomic_*` function: its return ends an atomic section.
    pub atomic: bool,
}

/// Why a thread cannot run. Plain data (addresses are pointer values), so states stay
/// hashable and canonical; whether the thread can run again is decided by looking at the
/// rest of the state (`Vm::enabled`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockReason {
    /// `pthread_join`: waiting for thread `0` to finish.
    Join(u16),
    /// `pthread_mutex_lock` on the mutex at this address.
    Mutex(u64),
    /// `pthread_cond_wait` on the condition variable at this address (until signalled).
    CondWait(u64),
    /// Woken from a condition wait: reacquiring the mutex at this address.
    CondReacquire(u64),
    /// `pthread_rwlock_rdlock` on the lock at this address.
    RwRead(u64),
    /// `pthread_rwlock_wrlock` on the lock at this address.
    RwWrite(u64),
    /// `pthread_barrier_wait` on the barrier at this address, for generation `1`.
    Barrier(u64, u32),
    /// `pthread_spin_lock` on the lock at this address.
    Spin(u64),
    /// `__pancam_await_eq`: until the `int` at this address equals the value.
    AwaitEq(u64, u32),
    /// `sem_wait` on the semaphore at this address (until its count is not zero).
    Sem(u64),
}

impl BlockReason {
    /// The address of the object the thread waits on (none for a join).
    pub fn object(self) -> Option<u64> {
        match self {
            BlockReason::Join(_) => None,
            BlockReason::Mutex(a)
            | BlockReason::CondWait(a)
            | BlockReason::CondReacquire(a)
            | BlockReason::RwRead(a)
            | BlockReason::RwWrite(a)
            | BlockReason::Barrier(a, _)
            | BlockReason::Spin(a)
            | BlockReason::AwaitEq(a, _)
            | BlockReason::Sem(a) => Some(a),
        }
    }
}

/// Where a thread is in a multi-step synchronisation call (kept across retries).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SyncPhase {
    /// Not in one.
    #[default]
    None,
    /// In `pthread_cond_wait`: released `mutex`, waiting on `cond`; `timed` if it may time out.
    CondWaiting {
        /// The condition variable.
        cond: u64,
        /// The mutex to reacquire.
        mutex: u64,
        /// `pthread_cond_timedwait`.
        timed: bool,
    },
    /// Signalled (or timed out): reacquiring `mutex`.
    CondWoken {
        /// The mutex to reacquire.
        mutex: u64,
        /// Woken by a timeout rather than a signal.
        timed_out: bool,
    },
    /// In `pthread_barrier_wait` for the barrier at `addr`, which was at generation `generation`.
    BarrierWaiting {
        /// The barrier.
        addr: u64,
        /// Its generation when this thread arrived.
        generation: u32,
    },
}

/// A thread's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThreadStatus {
    /// Can run.
    Runnable,
    /// Cannot run until something changes.
    Blocked(BlockReason),
    /// Returned from its start function (or called `pthread_exit`).
    Finished,
}

/// Frames frozen below the top of a thread's call stack, with their registers: shared by
/// every version of the thread that has them (copy-on-write never copies them), so that a
/// thread recursing deeply costs each state on the search stack its top frames, not its
/// whole stack. A segment and those below it are immutable; a return into a frozen frame
/// first thaws the segment ([`Thread::thaw`]).
#[derive(Debug)]
pub struct Segment {
    /// The segment below (outer frames), if any.
    pub below: Option<Arc<Segment>>,
    /// The frames, outermost first; their `base` indexes `regs`.
    pub frames: Vec<Frame>,
    /// The frames' registers.
    pub regs: Vec<u64>,
    /// Frames in this segment and below it.
    pub depth: usize,
    /// The canonical bytes of the frames (computed by the canonical form on first use).
    pub canon: std::sync::OnceLock<Vec<u8>>,
}

impl PartialEq for Segment {
    fn eq(&self, o: &Self) -> bool {
        self.frames == o.frames && self.regs == o.regs && self.below == o.below
    }
}

impl Eq for Segment {}

impl std::hash::Hash for Segment {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.frames.hash(h);
        self.regs.hash(h);
        self.below.hash(h);
    }
}

impl Segment {
    /// Calls `f` with each frame of this segment and those below it, outermost first, with
    /// the registers its `base` indexes.
    pub fn for_each_frame<'a>(self: &'a Arc<Segment>, f: &mut impl FnMut(&'a Frame, &'a [u64])) {
        for seg in self.chain() {
            for fr in &seg.frames {
                f(fr, &seg.regs);
            }
        }
    }

    /// The segments from the outermost to this one.
    pub fn chain(self: &Arc<Segment>) -> Vec<&Arc<Segment>> {
        let mut v = Vec::with_capacity(16);
        let mut s = Some(self);
        while let Some(x) = s {
            v.push(x);
            s = x.below.as_ref();
        }
        v.reverse();
        v
    }
}

/// Top frames at which the bottom [`FREEZE_KEEP`] are frozen into a [`Segment`].
pub const FREEZE_AT: usize = 2 * FREEZE_KEEP;
/// Frames per frozen segment.
pub const FREEZE_KEEP: usize = 8;

/// The class ([`Thread::start`]) of a place the counter abstraction emptied
/// ([`crate::model::counter`]): a finished thread that nothing names, which the next
/// `pthread_create` reuses.
pub const VACANT: (u32, u64) = (u32::MAX, 1);

/// A thread.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Thread {
    /// Status.
    pub status: ThreadStatus,
    /// The top of the call stack (all of it for a thread less than [`FREEZE_AT`] frames
    /// deep), outermost first.
    pub frames: Vec<Frame>,
    /// The frames below `frames`, frozen (see [`Segment`]).
    pub frozen: Option<Arc<Segment>>,
    /// Register file: the registers of `frames`, contiguous. Its length is a high-water
    /// mark: slots past the top frame hold stale values that are never read.
    pub regs: Vec<u64>,
    /// Stack objects in allocation order (freed when their frame returns).
    pub allocas: Vec<u32>,
    /// This thread's copies of the thread-local globals, by TLS index.
    pub tls: Vec<u32>,
    /// Bit `i`: the thread took the address of its copy `tls[i]` (bit 63 for every index
    /// from 63 on). Until then the copy holds the global's initial bytes and only this list
    /// names it, so which object it is does not matter: the canonical form leaves such
    /// copies out (and their ids), which lets threads that differ only in the ids of copies
    /// they never used match (the symmetry reduction).
    pub tls_taken: u64,
    /// The start function and argument `pthread_create` gave the thread (`(u32::MAX, 0)`
    /// for main): the thread's class for the symmetry reduction, which renames only threads
    /// of one class among themselves (see [`super::orbit`]). Part of the canonical form
    /// while the thread runs, when handles are tracked.
    pub start: (u32, u64),
    /// The start function's return value, once finished.
    pub retval: u64,
    /// Progress through a multi-step synchronisation call.
    pub sync: SyncPhase,
    /// Depth of `__VERIFIER_atomic_*` sections: while non-zero no other thread runs.
    pub atomic: u16,
    /// `pthread_detach`ed.
    pub detached: bool,
    /// Ending with this value (returned from its start function or called `pthread_exit`):
    /// running its thread-specific data destructors.
    pub exiting: Option<u64>,
    /// A value chosen by the explorer for the nondeterministic call this thread is stopped
    /// at (consumed by that call).
    pub choice: Option<u64>,
    /// Bytes of stack objects (derived from `allocas`, kept for the stack size limit).
    pub stack_bytes: u64,
    /// The registers holding lazy nondeterministic values ([`super::sym`]), by index in
    /// `regs`, in increasing order; their slots in `regs` hold 0. Only registers of the
    /// top frames (never of a frozen segment: a thread with marks is not frozen).
    pub sym: Vec<(u32, SymRef)>,
    /// The symbol whose value the explorer's next choice (`choice`) is: the thread stopped
    /// at a use that concretises it.
    pub sym_pick: Option<u32>,
    /// The number of values of each outcome of the split the thread stopped at
    /// (`Choice::Split`), in outcome order: how likely each is when the input is drawn
    /// uniformly (Monte Carlo). A function of the rest of the state; not in the
    /// canonical form.
    pub split_sizes: Option<Box<[u128]>>,
    /// The registers holding thread handles ([`super::handles`]), by index in `regs`, in
    /// increasing order (only with [`super::VmConfig::track_handles`]). Only registers of
    /// the top frames, as for `sym`: a thread with marks is not frozen.
    pub hregs: Vec<u32>,
    /// The counter abstraction ([`crate::model::counter`]): this thread stands for one or
    /// more identical threads in its local state ("and more": the bound was reached).
    pub many: bool,
}

impl Clone for Thread {
    fn clone(&self) -> Self {
        Thread {
            status: self.status,
            frames: self.frames.clone(),
            frozen: self.frozen.clone(),
            regs: self.regs.clone(),
            allocas: self.allocas.clone(),
            tls: self.tls.clone(),
            tls_taken: self.tls_taken,
            start: self.start,
            retval: self.retval,
            sync: self.sync,
            atomic: self.atomic,
            detached: self.detached,
            exiting: self.exiting,
            choice: self.choice,
            stack_bytes: self.stack_bytes,
            sym: self.sym.clone(),
            sym_pick: self.sym_pick,
            split_sizes: self.split_sizes.clone(),
            hregs: self.hregs.clone(),
            many: self.many,
        }
    }

    /// Field by field, reusing `self`'s vectors (see [`State`]'s `clone_from`).
    fn clone_from(&mut self, o: &Self) {
        self.status = o.status;
        self.frames.clone_from(&o.frames);
        self.frozen.clone_from(&o.frozen);
        self.regs.clone_from(&o.regs);
        self.allocas.clone_from(&o.allocas);
        self.tls.clone_from(&o.tls);
        self.tls_taken = o.tls_taken;
        self.start = o.start;
        self.retval = o.retval;
        self.sync = o.sync;
        self.atomic = o.atomic;
        self.detached = o.detached;
        self.exiting = o.exiting;
        self.choice = o.choice;
        self.stack_bytes = o.stack_bytes;
        self.sym.clone_from(&o.sym);
        self.sym_pick = o.sym_pick;
        self.split_sizes.clone_from(&o.split_sizes);
        self.hregs.clone_from(&o.hregs);
        self.many = o.many;
    }
}

impl Thread {
    /// A vacant place ([`VACANT`]).
    pub fn vacant() -> Thread {
        Thread {
            status: ThreadStatus::Finished,
            frames: Vec::new(),
            frozen: None,
            regs: Vec::new(),
            allocas: Vec::new(),
            tls: Vec::new(),
            tls_taken: 0,
            start: VACANT,
            retval: 0,
            sync: SyncPhase::None,
            atomic: 0,
            detached: false,
            exiting: None,
            choice: None,
            stack_bytes: 0,
            sym: Vec::new(),
            sym_pick: None,
            split_sizes: None,
            hregs: Vec::new(),
            many: false,
        }
    }

    /// Whether the thread took the address of its copy of thread-local global number `ix`.
    #[inline]
    pub fn tls_used(&self, ix: usize) -> bool {
        self.tls_taken >> ix.min(63) & 1 != 0
    }

    /// Whether the thread has objects that may be its own (stack objects, thread-local
    /// copies whose address it took), which the symmetry reduction and the counter
    /// abstraction rename with it (`super::argobj`).
    #[inline]
    pub fn may_own_objects(&self) -> bool {
        !self.allocas.is_empty() || self.tls_taken != 0
    }

    /// Records stack object `id` of `size` bytes as this thread's newest.
    #[inline]
    pub fn push_alloca(&mut self, id: u32, size: u64) {
        self.allocas.push(id);
        self.stack_bytes += size;
    }

    /// Releases this thread's newest stack object.
    #[inline]
    pub fn pop_alloca(&mut self, mem: &mut super::memory::Memory) {
        if let Some(id) = self.allocas.pop() {
            let cap = mem
                .objs
                .get(id as usize)
                .map(|o| u64::from(o.cap))
                .unwrap_or(0);
            self.stack_bytes = self.stack_bytes.saturating_sub(cap);
            mem.release(id, super::memory::ObjKind::DeadStack);
        }
    }

    /// Frames on the call stack, frozen ones included.
    #[inline]
    pub fn depth(&self) -> usize {
        self.frames.len() + self.frozen.as_ref().map_or(0, |s| s.depth)
    }

    /// Calls `f` with each frame of the call stack, outermost first, with the registers its
    /// `base` indexes (a frozen segment's, or the thread's register file).
    pub fn for_each_frame<'a>(&'a self, mut f: impl FnMut(&'a Frame, &'a [u64])) {
        if let Some(s) = &self.frozen {
            s.for_each_frame(&mut f);
        }
        for fr in &self.frames {
            f(fr, &self.regs);
        }
    }

    /// The frames of the call stack, outermost first, each with the registers its `base`
    /// indexes.
    pub fn frame_list(&self) -> Vec<(&Frame, &[u64])> {
        let mut v = Vec::with_capacity(self.depth());
        self.for_each_frame(|f, r| v.push((f, r)));
        v
    }

    /// Frame `k` of the call stack (0: outermost) and the registers its `base` indexes.
    pub fn frame_at(&self, k: usize) -> Option<(&Frame, &[u64])> {
        let below = self.frozen.as_ref().map_or(0, |s| s.depth);
        if k >= below {
            return self.frames.get(k - below).map(|f| (f, &self.regs[..]));
        }
        let mut s = self.frozen.as_deref();
        while let Some(seg) = s {
            let start = seg.depth - seg.frames.len();
            if k >= start {
                return Some((&seg.frames[k - start], &seg.regs[..]));
            }
            s = seg.below.as_deref();
        }
        None
    }

    /// Freezes the outermost frames of the top while there are [`FREEZE_AT`] or more, into
    /// segments of [`FREEZE_KEEP`]: the registers move with them, and the remaining frames'
    /// bases are rebased onto the shortened register file. Called where no frame base is
    /// held (after a call has set up its frame).
    pub fn freeze(&mut self) {
        while self.frames.len() >= FREEZE_AT {
            let cut = self.frames[FREEZE_KEEP].base as usize;
            let frames: Vec<Frame> = self.frames.drain(..FREEZE_KEEP).collect();
            let regs: Vec<u64> = self.regs.drain(..cut).collect();
            for f in &mut self.frames {
                f.base -= cut as u32;
            }
            let below = self.frozen.take();
            let depth = FREEZE_KEEP + below.as_ref().map_or(0, |s| s.depth);
            self.frozen = Some(Arc::new(Segment {
                below,
                frames,
                regs,
                depth,
                canon: std::sync::OnceLock::new(),
            }));
        }
    }

    /// [`Thread::freeze`] if the top has [`FREEZE_AT`] frames or more; whether it did (the
    /// top frames' bases then changed).
    #[inline]
    pub fn freeze_if_deep(&mut self) -> bool {
        // Marks index the top's registers: a thread that has some is not frozen.
        let deep = self.frames.len() >= FREEZE_AT && self.sym.is_empty() && self.hregs.is_empty();
        if deep {
            self.freeze();
        }
        deep
    }

    /// Moves the top frozen segment's frames back onto the top (below the frames there,
    /// whose bases move up past its registers): before a return from the last top frame.
    pub fn thaw(&mut self) {
        let Some(seg) = self.frozen.take() else {
            return;
        };
        let shift = seg.regs.len();
        for m in &mut self.sym {
            m.0 += shift as u32;
        }
        for m in &mut self.hregs {
            *m += shift as u32;
        }
        self.regs.splice(0..0, seg.regs.iter().copied());
        for f in &mut self.frames {
            f.base += shift as u32;
        }
        self.frames.splice(0..0, seg.frames.iter().copied());
        self.frozen = seg.below.clone();
    }

    /// Grows the register file to at least `n` slots.
    #[inline]
    pub fn ensure_regs(&mut self, n: usize) {
        if self.regs.len() < n {
            // Exactly what is needed (the Vec's capacity still grows geometrically), so a
            // copied state carries no unused registers.
            self.regs.resize(n, 0);
        }
    }
}

/// The whole machine state.
///
/// `clone_from` reuses the destination's buffers (every vector, per thread too): the
/// explorer keeps a small pool of dead states per worker ([`crate::model`]) and builds each
/// successor in one of them, so that a step costs copies, not allocations.
#[derive(Debug)]
pub struct State {
    /// Memory.
    pub mem: Memory,
    /// Threads; index = thread id. Shared copy-on-write between a state and its copies: a
    /// successor shares every thread but the one that moved.
    pub threads: Vec<ThreadRef>,
    /// Set once the program called `exit` (or `main` returned and exit handlers ran).
    pub exited: Option<i32>,
    /// `exit` is running its handlers.
    pub exiting: bool,
    /// A thread stopped at a nondeterministic choice, and what it chooses from: the next
    /// moves of the search are the alternatives.
    pub pending: Option<(u16, super::Choice)>,
    /// Scheduling history the search tracks (context bounding): the thread that made the
    /// last move and the preemptions still allowed. Not part of the VM's semantics.
    pub sched: Sched,
}

impl Clone for State {
    fn clone(&self) -> Self {
        State {
            mem: self.mem.clone(),
            threads: self.threads.clone(),
            exited: self.exited,
            exiting: self.exiting,
            pending: self.pending,
            sched: self.sched,
        }
    }

    fn clone_from(&mut self, o: &Self) {
        self.mem.clone_from(&o.mem);
        // A recycled state keeps its threads (see `State::recycle`): those it shares with `o`
        // stay, without counting a reference again; the others go to the pool of threads.
        self.threads.truncate(o.threads.len());
        for (a, b) in self.threads.iter_mut().zip(&o.threads) {
            if !Arc::ptr_eq(&a.0, &b.0) {
                std::mem::replace(a, b.clone()).recycle();
            }
        }
        let n = self.threads.len();
        self.threads.extend_from_slice(&o.threads[n..]);
        self.exited = o.exited;
        self.exiting = o.exiting;
        self.pending = o.pending;
        self.sched = o.sched;
    }
}

thread_local! {
    /// Dead states of this thread, kept to be overwritten by [`State::copy`].
    static SPARE: std::cell::RefCell<Vec<State>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Threads no state refers to any more, kept to be overwritten when a shared thread is
    /// written ([`ThreadRef`]'s `DerefMut`).
    static SPARE_THREADS: std::cell::RefCell<Vec<Arc<Shared>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Threads kept per OS thread for reuse.
const SPARE_THREADS_MAX: usize = 64;

/// What a [`ThreadRef`] points to: the thread and, once computed, its canonical bytes (a
/// function of the thread alone, see `Vm::canonical`), dropped by every write.
#[derive(Debug)]
struct Shared {
    t: Thread,
    canon: std::sync::OnceLock<Vec<u8>>,
    /// Something else derived from the thread alone by a layer above the VM (the
    /// stubborn-set reduction keeps the memory-independent part of the thread's future
    /// here), computed once per version like `canon`.
    derived: std::sync::OnceLock<Box<dyn std::any::Any + Send + Sync>>,
}

impl Shared {
    /// Thread `t` with nothing derived from it yet.
    fn fresh(t: Thread) -> Shared {
        Shared {
            t,
            canon: std::sync::OnceLock::new(),
            derived: std::sync::OnceLock::new(),
        }
    }
}

/// A thread of a [`State`], shared copy-on-write between a state and its copies (an
/// `Arc`): copying a state copies one pointer per thread, and the first write to a shared
/// thread (through `DerefMut`) copies that thread alone, into the buffers of a thread
/// recycled from a dead state when there is one. Reads go through `Deref` at no cost. The
/// thread's canonical bytes are computed once per version of the thread and shared with it
/// ([`ThreadRef::canonical`]), so that a successor re-serialises only the threads that moved.
#[derive(Debug)]
pub struct ThreadRef(Arc<Shared>);

impl PartialEq for ThreadRef {
    fn eq(&self, o: &Self) -> bool {
        self.0.t == o.0.t
    }
}

impl Eq for ThreadRef {}

impl std::hash::Hash for ThreadRef {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.t.hash(h);
    }
}

impl ThreadRef {
    /// A thread of its own.
    pub fn new(t: Thread) -> ThreadRef {
        ThreadRef(Arc::new(Shared::fresh(t)))
    }

    /// Whether `a` and `b` are the very same version of a thread (one `Arc`), not merely
    /// equal ones: for the state codec ([`super::codec`]), which writes a thread shared
    /// with the initial state as a reference.
    pub fn ptr_eq(a: &ThreadRef, b: &ThreadRef) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }

    /// The address of this version (for a table keyed by [`ThreadRef::ptr_eq`] identity,
    /// which must hold a clone so that the address is not reused).
    pub(crate) fn addr(&self) -> usize {
        Arc::as_ptr(&self.0) as usize
    }

    /// The thread's canonical bytes, computed by `make` on first use after each change.
    #[inline]
    pub fn canonical(&self, make: impl FnOnce(&Thread, &mut Vec<u8>)) -> &[u8] {
        self.0.canon.get_or_init(|| {
            // An upper bound of the bytes (every register live), so that the buffer is
            // allocated once, not grown.
            let t = &self.0.t;
            let mut b = Vec::with_capacity(
                64 + t.frames.len() * 24 + t.regs.len() * 8 + (t.allocas.len() + t.tls.len()) * 4,
            );
            make(t, &mut b);
            b
        })
    }

    /// Data derived from the thread alone, computed by `make` on first use after each
    /// change and kept with this version of the thread (see `Shared::derived`). `None`
    /// if another layer stored a value of another type.
    pub fn derived<T: std::any::Any + Send + Sync>(
        &self,
        make: impl FnOnce(&Thread) -> T,
    ) -> Option<&T> {
        self.0
            .derived
            .get_or_init(|| Box::new(make(&self.0.t)))
            .downcast_ref::<T>()
    }

    /// This state's share of the thread's bytes: its size divided by the number of states
    /// sharing it, so that summing over the states on a search stack counts each thread
    /// once.
    pub fn share_of_bytes(&self) -> usize {
        let t = &self.0.t;
        let bytes = std::mem::size_of::<Shared>()
            + 16
            + t.frames.capacity() * std::mem::size_of::<Frame>()
            + t.regs.capacity() * 8
            + (t.allocas.capacity() + t.tls.capacity() + t.hregs.capacity()) * 4
            + self.0.canon.get().map_or(0, |c| c.capacity());
        // Frozen segments: each one's size over the threads sharing it (only the top one is
        // counted per sharer; those below are shared by it alone, or by more).
        let mut frozen = 0usize;
        let mut s = t.frozen.as_ref();
        let mut sharers = 1usize;
        while let Some(seg) = s {
            sharers = sharers.saturating_mul(Arc::strong_count(seg).max(1));
            frozen += (std::mem::size_of::<Segment>()
                + 16
                + seg.frames.capacity() * std::mem::size_of::<Frame>()
                + seg.regs.capacity() * 8
                + seg.canon.get().map_or(0, |c| c.capacity()))
                / sharers;
            s = seg.below.as_ref();
        }
        (bytes + frozen) / Arc::strong_count(&self.0).max(1)
    }
}

impl Clone for ThreadRef {
    #[inline]
    fn clone(&self) -> Self {
        ThreadRef(Arc::clone(&self.0))
    }
}

impl std::ops::Deref for ThreadRef {
    type Target = Thread;
    #[inline]
    fn deref(&self) -> &Thread {
        &self.0.t
    }
}

impl std::ops::DerefMut for ThreadRef {
    #[inline]
    fn deref_mut(&mut self) -> &mut Thread {
        // A plain load decides, and no atomic read-modify-write is needed: `Arc::get_mut`'s
        // two atomic exchanges were about 10% of a search's time (BENCHMARKS.md). The
        // interpreter asks for its thread this way at every call, return and builtin.
        // `ThreadRef` never makes a `Weak` (the `Arc` is private to this module and never
        // downgraded): `make_unique`'s contract.
        let own = make_unique(&mut self.0, ThreadRef::unshared);
        // The thread may change: its canonical bytes are recomputed when next asked for.
        own.canon.take();
        own.derived.take();
        &mut own.t
    }
}

impl ThreadRef {
    /// A copy of a shared thread, of its own (in a recycled thread's buffers when this OS
    /// thread has one).
    #[cold]
    fn unshared(src: &Arc<Shared>) -> Arc<Shared> {
        let spare = SPARE_THREADS
            .try_with(|p| p.borrow_mut().pop())
            .ok()
            .flatten();
        match spare {
            Some(mut t) => match Arc::get_mut(&mut t) {
                Some(own) => {
                    own.t.clone_from(&src.t);
                    own.canon = std::sync::OnceLock::new();
                    own.derived = std::sync::OnceLock::new();
                    t
                }
                None => Arc::new(Shared::fresh(src.t.clone())),
            },
            None => Arc::new(Shared::fresh(src.t.clone())),
        }
    }

    /// Gives the thread to this OS thread's pool if no state refers to it any more.
    fn recycle(self) {
        // `ThreadRef` never makes a `Weak`, so a count of 1 means no other state has it (and
        // none can get it: this is the only `Arc`). A plain load instead of `Arc::get_mut`'s
        // atomic exchange: this runs for every thread of every dead state.
        if Arc::strong_count(&self.0) == 1 {
            let _ = SPARE_THREADS.try_with(|p| {
                let mut p = p.borrow_mut();
                if p.len() < SPARE_THREADS_MAX {
                    p.push(self.0);
                }
            });
        }
    }
}

/// States kept per thread by [`State::recycle`].
const SPARE_MAX: usize = 64;
/// Larger states are freed, not kept (a pool of huge states would pin their memory).
const SPARE_MAX_BYTES: usize = 1 << 20;
/// A recycled state keeps its threads and pieces (see [`State::recycle`]) if its threads
/// have at most this many registers in all and its memory at most this many pieces (each of
/// at most a page but piece 0).
const SPARE_KEEP_REGS: usize = 1 << 14;
const SPARE_KEEP_PIECES: usize = 64;
/// How many states with more pieces than that the pool may keep with their pieces (per OS
/// thread): what they pin that no live state holds is at most this many states' worth.
const SPARE_KEEP_LARGE: usize = 1;

impl State {
    /// The heap bytes this state uses beside `base`, a state it was copied from: its own
    /// tables, and the threads and memory pieces it does not share with `base`.
    pub fn heap_bytes_beside(&self, base: &State) -> usize {
        self.mem.heap_size_beside(&base.mem)
            + self.threads.capacity() * std::mem::size_of::<ThreadRef>()
            + self
                .threads
                .iter()
                .enumerate()
                .filter(|(i, t)| {
                    base.threads
                        .get(*i)
                        .is_none_or(|b| !Arc::ptr_eq(&b.0, &t.0))
                })
                .map(|(_, t)| t.share_of_bytes())
                .sum::<usize>()
    }

    /// Whether this is a small state: at most `SPARE_KEEP_PIECES` memory pieces (each at
    /// most a page, but piece 0) and `SPARE_KEEP_REGS` registers in all, as the pool of dead
    /// states keeps with their pieces. A layer that holds states outside the search's memory
    /// account holds only small ones.
    pub fn is_small(&self) -> bool {
        self.mem.pieces_len() <= SPARE_KEEP_PIECES
            && self.threads.iter().map(|t| t.regs.len()).sum::<usize>() <= SPARE_KEEP_REGS
    }

    /// A copy of `self` built in a recycled state's buffers when this thread has one (see
    /// [`State::recycle`]); otherwise a fresh clone.
    #[inline]
    pub fn copy(&self) -> State {
        let spare = SPARE.try_with(|p| p.borrow_mut().pop()).ok().flatten();
        match spare {
            Some(mut s) => {
                s.clone_from(self);
                s
            }
            None => self.clone(),
        }
    }

    /// Gives a state that is no longer needed back to this thread's pool, so that a later
    /// [`State::copy`] reuses its buffers instead of allocating (and its threads that no other
    /// state shares to the pool of threads).
    ///
    /// A small state keeps its threads and memory pieces in the pool: the next `copy` into
    /// it is usually of a close relative (a sibling, the parent of the supersteps just
    /// computed), which shares most of them, and a shared one is then kept without an
    /// atomic count up and down. This cannot make a live state copy a thread or piece it
    /// could have written in place: in-place writes only happen to the versions a step has
    /// just made, which no dead state holds. A state with deep call stacks gives them back
    /// instead, and so does one with many pieces (a large memory) unless the pool holds fewer
    /// than `SPARE_KEEP_LARGE` such states and a sample of its pieces are all shared with
    /// other states: the pool never pins much memory (a state whose whole memory was
    /// rewritten is given back), and a search of large states that change a little at a
    /// time still copies into one that shares all but a few of its pieces, where counting a
    /// reference to each of thousands of pieces was half of its time.
    #[inline]
    pub fn recycle(mut self) {
        if self.mem.objs.capacity() * std::mem::size_of::<super::memory::ObjMeta>()
            > SPARE_MAX_BYTES
        {
            self.release();
            return;
        }
        let regs: usize = self.threads.iter().map(|t| t.regs.len()).sum();
        let large = |s: &State| s.mem.pieces_len() > SPARE_KEEP_PIECES;
        let full = SPARE
            .try_with(|p| {
                let mut p = p.borrow_mut();
                let keep = regs <= SPARE_KEEP_REGS
                    && (!large(&self)
                        || (p.iter().filter(|s| large(s)).count() < SPARE_KEEP_LARGE
                            && self.mem.mostly_shared()));
                if !keep {
                    self.release();
                }
                if p.len() < SPARE_MAX {
                    p.push(self);
                    None
                } else {
                    Some(self)
                }
            })
            .ok()
            .flatten();
        if let Some(mut s) = full {
            s.release();
        }
    }

    /// Gives the threads and pieces no other state shares to their pools.
    fn release(&mut self) {
        for t in self.threads.drain(..) {
            t.recycle();
        }
        self.mem.recycle_pieces();
    }
}

/// Scheduling history for context bounding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sched {
    /// The thread of the last move (`u16::MAX` before the first).
    pub last: u16,
    /// Preemptive context switches still allowed.
    pub budget: u32,
    /// Preemptive context switches used so far.
    pub used: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A thread `n` frames deep, frame `k` with `k % 5 + 1` registers holding `k * 100 + i`.
    fn deep_thread(n: usize) -> Thread {
        let mut t = Thread {
            status: ThreadStatus::Runnable,
            start: (u32::MAX, 0),
            ..Thread::vacant()
        };
        for k in 0..n {
            let base = t.regs.len() as u32;
            t.regs.extend((0..k % 5 + 1).map(|i| (k * 100 + i) as u64));
            t.frames.push(Frame {
                func: k as u32,
                pc: 7,
                base,
                alloca_mark: 0,
                va: 0,
                ret_dst: 0,
                ret_n: 1,
                atomic: false,
            });
            t.freeze_if_deep();
        }
        t
    }

    /// Each frame's (function, registers), outermost first.
    fn view(t: &Thread) -> Vec<(u32, Vec<u64>)> {
        t.frame_list()
            .iter()
            .map(|(f, r)| {
                let b = f.base as usize;
                (f.func, r[b..b + f.func as usize % 5 + 1].to_vec())
            })
            .collect()
    }

    #[test]
    fn frozen_frames_read_and_thaw_as_they_were() {
        let n = 10 * FREEZE_AT + 3;
        let t = deep_thread(n);
        assert_eq!(t.depth(), n);
        assert!(t.frames.len() < FREEZE_AT && t.frozen.is_some());
        let want: Vec<(u32, Vec<u64>)> = (0..n)
            .map(|k| {
                (
                    k as u32,
                    (0..k % 5 + 1).map(|i| (k * 100 + i) as u64).collect(),
                )
            })
            .collect();
        assert_eq!(view(&t), want);
        for k in [0, 1, FREEZE_KEEP, n / 2, n - 1] {
            let (f, r) = t.frame_at(k).expect("frame");
            assert_eq!((f.func, r[f.base as usize]), (k as u32, (k * 100) as u64));
        }
        // Copies share the segments; popping frames (thawing when the top runs out) gives
        // back every frame with its registers, and leaves the copy alone.
        let mut u = t.clone();
        for k in (0..n).rev() {
            if u.frames.len() == 1 {
                u.thaw();
            }
            let f = u.frames.pop().expect("frame");
            let b = f.base as usize;
            assert_eq!(f.func, k as u32);
            assert_eq!(u.regs[b], (k * 100) as u64);
            assert_eq!(u.depth(), k);
        }
        assert!(u.frozen.is_none());
        assert_eq!(view(&t), want);
    }
}
