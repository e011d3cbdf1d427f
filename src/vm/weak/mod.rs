//! Weak memory models (`--memory-model sc|tso|rc11`): what a load may read besides the last
//! value written.
//!
//! Under sequential consistency ([`MemoryModel::Sc`], the default) memory is one value per
//! byte and every access takes effect at once; this module is not involved. The weak
//! models keep extra state in the memory ([`crate::vm::memory::Memory::weak`], shared
//! copy-on-write between states like the symbolic part):
//!
//! - [`MemoryModel::Tso`], x86-TSO (Sewell, Sarkar, Owens, Zappa Nardelli, Myreen, *x86-TSO:
//!   a rigorous and usable programmer's model for x86 multiprocessors*, CACM 2010): each
//!   thread has a FIFO store buffer ([`tso`]); its stores to shared memory enter it, its
//!   loads read their newest buffered bytes before memory, and the write of the oldest
//!   entry to memory is a move of its own, which the search schedules like a thread's.
//!   LLVM IR is read as compilers map C11 to x86: loads and stores (atomic or not, but
//!   `seq_cst` stores) are plain moves; `seq_cst` stores, read-modify-writes,
//!   compare-exchanges, `fence seq_cst` and the C library drain the buffer first.
//! - [`MemoryModel::Rc11`], C11 as repaired by Lahav, Vafeiadis, Kang, Hur and Dreyer
//!   (*Repairing sequential consistency in C/C++11*, PLDI 2017), the model GenMC checks by
//!   default, in an operational, view-based form ([`rc11`]): per atomic location a list of
//!   messages in modification order, per thread its views; a load may read any message its
//!   view does not exclude, a store may go anywhere after it.
//!
//! Both are canonical: the RC11 state is normalised after every step
//! ([`rc11::Rc11::normalise`]; TSO's buffers need nothing), so that states that allow the
//! same futures have the same bytes ([`WeakMem::canonical`]).

pub mod glue;
pub mod rc11;
pub mod tso;

use serde::{Deserialize, Serialize};

/// The memory model a program runs under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MemoryModel {
    /// Sequential consistency: every access at once, in one order all threads agree on.
    #[default]
    Sc,
    /// x86-TSO: per-thread FIFO store buffers.
    Tso,
    /// RC11 (C11 atomics, release/acquire, relaxed, SC fences; data races are errors).
    Rc11,
}

impl MemoryModel {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            MemoryModel::Sc => "sc",
            MemoryModel::Tso => "tso",
            MemoryModel::Rc11 => "rc11",
        }
    }

    /// Whether this is a weak model (anything but SC).
    pub fn is_weak(self) -> bool {
        self != MemoryModel::Sc
    }
}

/// Default bound of a thread's store buffer under TSO (`--store-buffer`).
///
/// Litmus tests and the lock and queue code people check under TSO have at most a few
/// stores between two fences or locked instructions; a loop that stores without ever
/// draining fills any buffer, and every entry more multiplies the states by the ways the
/// flushes can interleave. Eight entries is past what those programs need, and a search
/// that reaches it is reported incomplete, never "holds".
pub const DEFAULT_STORE_BUFFER: usize = 8;

/// Default bound of the messages kept per atomic location under RC11 (`--max-messages`).
///
/// Messages that no thread can read any more are dropped (a thread that will never access
/// the location again does not count), so what is left is the history some thread that may
/// still read it has not caught up with. A lock taken in a loop keeps about two messages
/// per round of a flag readable by the other thread: Peterson's and Dekker's locks with
/// four rounds each, and the Chase–Lev deque with four items, need 9–12 (BENCHMARKS.md,
/// "Beside GenMC and Nidhugg"). A thread that stores forever while another one that may
/// still read the location is running grows the history without end, and every message
/// more multiplies the states by where each thread's view can lag: GenMC's
/// `saver/spin-fai1` reaches 8 messages in 8 k states, 12 in 65 k and 16 only past 290 k.
/// Twelve completes the bounded programs and still cuts the unbounded ones within seconds;
/// a search that reaches it is
/// reported incomplete, never "holds".
pub const DEFAULT_MAX_MESSAGES: usize = 12;

/// The weak-memory state of a [`crate::vm::memory::Memory`].
#[derive(Clone, Debug)]
pub enum WeakMem {
    /// x86-TSO store buffers.
    Tso(tso::Tso),
    /// RC11 messages and views.
    Rc11(Box<rc11::Rc11>),
}

impl WeakMem {
    /// The empty weak state for `model` (`None` for SC), bounded by `cfg`.
    pub fn new(model: MemoryModel) -> Option<WeakMem> {
        match model {
            MemoryModel::Sc => None,
            MemoryModel::Tso => Some(WeakMem::Tso(tso::Tso::default())),
            MemoryModel::Rc11 => Some(WeakMem::Rc11(Box::default())),
        }
    }

    /// The model.
    pub fn model(&self) -> MemoryModel {
        match self {
            WeakMem::Tso(_) => MemoryModel::Tso,
            WeakMem::Rc11(_) => MemoryModel::Rc11,
        }
    }

    /// The TSO part, if this is TSO.
    pub fn tso(&self) -> Option<&tso::Tso> {
        match self {
            WeakMem::Tso(t) => Some(t),
            WeakMem::Rc11(_) => None,
        }
    }

    /// The TSO part, mutably.
    pub fn tso_mut(&mut self) -> Option<&mut tso::Tso> {
        match self {
            WeakMem::Tso(t) => Some(t),
            WeakMem::Rc11(_) => None,
        }
    }

    /// The RC11 part, if this is RC11.
    pub fn rc11(&self) -> Option<&rc11::Rc11> {
        match self {
            WeakMem::Rc11(r) => Some(r),
            WeakMem::Tso(_) => None,
        }
    }

    /// The RC11 part, mutably.
    pub fn rc11_mut(&mut self) -> Option<&mut rc11::Rc11> {
        match self {
            WeakMem::Rc11(r) => Some(r),
            WeakMem::Tso(_) => None,
        }
    }

    /// Appends the canonical bytes of the weak state (normalised: [`rc11::Rc11::normalise`]).
    pub fn canonical(
        &self,
        codec: &crate::bytecode::ptr::PtrCodec,
        buf: &mut Vec<u8>,
        cut: &mut dyn FnMut(usize),
    ) {
        match self {
            WeakMem::Tso(t) => t.canonical(codec, buf),
            WeakMem::Rc11(r) => r.canonical(buf, cut),
        }
    }

    /// Whether the weak state mentions object `id` (a store buffered to it, an atomic
    /// location or a race record in it).
    pub fn mentions(&self, codec: &crate::bytecode::ptr::PtrCodec, id: u32) -> bool {
        match self {
            WeakMem::Tso(t) => t
                .bufs
                .iter()
                .any(|b| b.iter().any(|e| e.range(codec).0 == id)),
            WeakMem::Rc11(r) => {
                r.locs.iter().any(|l| rc11::unkey(l.key).0 == id)
                    || r.shadow.iter().any(|s| s.obj == id)
            }
        }
    }

    /// Forgets everything about object `id` (freed).
    pub fn release(&mut self, codec: &crate::bytecode::ptr::PtrCodec, id: u32) {
        match self {
            WeakMem::Tso(t) => t.release(codec, id),
            WeakMem::Rc11(r) => r.release(id),
        }
    }

    /// Approximate heap bytes of the weak state (for the search's memory account).
    pub fn heap_bytes(&self) -> usize {
        match self {
            WeakMem::Tso(t) => t.heap_bytes(),
            WeakMem::Rc11(r) => r.heap_bytes(),
        }
    }
}

thread_local! {
    /// Limits of the weak models hit during the step running on this OS thread (bits of
    /// [`WeakLimit`]): the executor records them here, `Vm::step_sup` hands them to the
    /// environment (`Env::limit_hit`).
    static LIMITS: std::cell::Cell<u8> = const { std::cell::Cell::new(0) };
}

/// A bound of a weak model that cut behaviour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum WeakLimit {
    /// A store found its thread's buffer full (`--store-buffer`): the oldest entry was
    /// written to memory first.
    StoreBuffer = 1,
    /// A location had more messages than `--max-messages`: the oldest were dropped.
    Messages = 2,
}

/// Records that limit `l` was hit in the current step.
pub(crate) fn hit(l: WeakLimit) {
    LIMITS.with(|c| c.set(c.get() | l as u8));
}

/// The limits hit since the last call (and forgets them).
pub(crate) fn take_hits() -> u8 {
    LIMITS.with(|c| c.replace(0))
}
