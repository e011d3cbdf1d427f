//! Symmetry reduction: threads that can be renamed into each other are one state.
//!
//! A state in which thread 2 is at line 10 and thread 3 at line 20 behaves like the one in
//! which thread 2 is at line 20 and thread 3 at line 10, if every handle that names
//! thread 2 or 3 is swapped too: renaming threads is an automorphism of the program's state
//! graph, so the search stores one representative per orbit (Ip & Dill, "Better
//! verification through symmetry", FMSD 1996; Emerson & Sistla, "Symmetry and model
//! checking", FMSD 1996). The search keeps the concrete state on its stack (so
//! counterexamples and trails are the concrete schedule, replayable as they are) and
//! matches the canonical bytes of the representative ([`crate::vm::orbit`]): the threads
//! sorted by their own part, the handles in registers, marked memory cells, lock owners,
//! object owners and join targets renamed with them ([`crate::vm::canon::Perm`]).
//!
//! **Which threads are interchangeable.** Every thread but main: renaming is an
//! automorphism whatever code the threads run, so no class needs declaring. States merge
//! where threads are in the same local state: threads started from the same function with
//! the same argument. Threads given different arguments (an index, a pointer) keep their
//! difference in their registers, and nothing merges among them, with one exception: a
//! thread given a pointer to a heap block of its own that nothing else names is renamed
//! together with its block, where a static analysis of its start function shows that the
//! block's id cannot be observed ([`crate::vm::argobj`]). The report lists, per start
//! function, how many distinct arguments the threads got, and whether their blocks are
//! renamed or why not.
//!
//! **Where identity is observable**, renaming is not an automorphism: a thread handle
//! compared with `<`, used as an index or in arithmetic, printed, or a thread named by a
//! number instead of a handle. The VM tracks handles as marked values
//! ([`crate::vm::handles`]) and reports such a use as
//! [`ViolationKind::ThreadIdentity`](crate::vm::error::ViolationKind::ThreadIdentity). The
//! use is found by the reduced search if it is reachable at all (it is a property of one
//! step, found like an assertion failure: the renaming is an automorphism on every step
//! before the first such use, and the reductions preserve the first one). The model then
//! records it and cancels the search, and the check runs again without the reduction
//! (`crate::check`), saying why. Nothing is lost: a search that ends without meeting one
//! searched a graph on which renaming was an automorphism throughout.
//!
//! **With the other reductions.** Supersteps and stubborn sets are computed with the
//! enabled threads in the representative's order (`CProgram::symmetry_order`), so that
//! the reduced graph of a state is the renaming of its representative's: the stored
//! orbits do not depend on which member of an orbit the search met first (nor on the
//! worker count). Sleep sets only skip moves whose successors were expanded from the same
//! state. The cycle proviso is per move (a thread going back in its code), which a
//! renaming keeps. Under a context bound, the thread that moved last (part of the matched
//! state) is renamed too. Not with LTL (the nested search's cycles would have to close up
//! to a renaming), a weak memory model (per-thread buffers and views), an abstraction
//! (`--match`, `--abstraction`), Monte Carlo or simulation (no visited set): there the
//! reduction is off, and the report says so.

use super::CProgram;
use crate::bytecode::Program;
use crate::explore::Monitor;
use crate::vm::canon::Perm;
use crate::vm::error::Violation;
use crate::vm::state::State;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// Most distinct arguments recorded per start function (more are counted as "many").
const ARGS_KEPT: usize = 16;

/// The symmetry reduction's record during a search.
#[derive(Debug, Default)]
pub struct Symmetry {
    /// The first use of a thread's identity met (see the module documentation).
    broken: Mutex<Option<IdentityUse>>,
    /// The search's monitor, cancelled at the first such use.
    monitor: OnceLock<Arc<Monitor>>,
    /// States matched as a renaming of themselves other than the identity.
    renamed: AtomicU64,
    /// The threads started: per start function, the distinct arguments (at most
    /// [`ARGS_KEPT`]), whether there were more, and the thread places (indices) it was
    /// started in, a bit each (63: all from 63 on).
    started: Mutex<BTreeMap<u32, Started>>,
}

/// A use of a thread's identity that stopped the reduction.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IdentityUse {
    /// What the program did.
    pub why: String,
    /// Where (the C source location), if known.
    pub at: Option<String>,
    /// The thread that did it.
    pub thread: u16,
}

impl std::fmt::Display for IdentityUse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.at {
            Some(at) => write!(f, "{} (thread {}, {at})", self.why, self.thread),
            None => write!(f, "{} (thread {})", self.why, self.thread),
        }
    }
}

/// Per start function, the threads' arguments, for the report.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StartedThreads {
    /// The start function's name.
    pub function: String,
    /// How many distinct argument values its threads got (at least this many when `more`).
    pub arguments: usize,
    /// More than `ARGS_KEPT` distinct arguments.
    pub more: bool,
    /// In how many thread places (indices) it was started, over the whole search (places
    /// from 64 on count as one).
    #[serde(default)]
    pub places: u32,
    /// Some argument pointed to a heap block: whether the threads' blocks are renamed with
    /// them ([`crate::vm::argobj`]), and if not, why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocks: Option<BlockRenaming>,
}

/// Whether the threads of a start function that got heap blocks as arguments are renamed
/// with their blocks.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BlockRenaming {
    /// They are (where nothing else names the blocks).
    pub renamed: bool,
    /// Why not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

/// One start function's record in [`Symmetry`]: its threads' distinct arguments, whether
/// there were more, its thread places (a bit each), and whether an argument pointed to a
/// heap block.
type Started = (BTreeSet<u64>, bool, u64, bool);

impl Symmetry {
    /// Cancels `monitor`'s search at the first use of a thread's identity.
    pub fn watch(&self, monitor: &Arc<Monitor>) {
        let _ = self.monitor.set(monitor.clone());
    }

    /// Records the use of a thread's identity `v` (a
    /// [`ViolationKind::ThreadIdentity`](crate::vm::error::ViolationKind::ThreadIdentity))
    /// and stops the search.
    pub(crate) fn broken_by(&self, v: &Violation, prog: &Program) {
        let mut b = self.broken.lock().unwrap_or_else(|e| e.into_inner());
        if b.is_none() {
            *b = Some(IdentityUse {
                why: v.msg.clone(),
                at: (!v.stack.is_empty()).then(|| v.location(prog)),
                thread: v.thread,
            });
        }
        drop(b);
        if let Some(m) = self.monitor.get() {
            m.request_restart();
        }
    }

    /// The first use of a thread's identity met, if any.
    pub fn broken(&self) -> Option<IdentityUse> {
        self.broken
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Takes up a use recorded elsewhere (a checkpoint, another rank).
    pub fn absorb(&self, u: IdentityUse) {
        let mut b = self.broken.lock().unwrap_or_else(|e| e.into_inner());
        if b.is_none() {
            *b = Some(u);
        }
    }

    /// States matched as a renaming of themselves other than the identity.
    pub fn renamed(&self) -> u64 {
        self.renamed.load(Ordering::Relaxed)
    }

    /// Records a thread started with function `f` and argument `arg` (`block`: a pointer
    /// to a heap block).
    pub(crate) fn started(&self, f: u32, arg: u64, thread: usize, block: bool) {
        let mut s = self.started.lock().unwrap_or_else(|e| e.into_inner());
        let (args, more, places, blocks) = s.entry(f).or_default();
        *places |= 1 << thread.min(63);
        *blocks |= block;
        if !args.contains(&arg) {
            if args.len() < ARGS_KEPT {
                args.insert(arg);
            } else {
                *more = true;
            }
        }
    }

    /// The threads started, per start function (`blocks`: the analysis of which start
    /// functions' blocks may be renamed).
    pub fn started_threads(
        &self,
        prog: &Program,
        blocks: &crate::vm::argobj::ArgObjects,
    ) -> Vec<StartedThreads> {
        let s = self.started.lock().unwrap_or_else(|e| e.into_inner());
        s.iter()
            .map(|(&f, (args, more, places, block))| StartedThreads {
                function: prog
                    .funcs
                    .get(f as usize)
                    .map_or_else(|| format!("#{f}"), |x| x.name.clone()),
                arguments: args.len(),
                more: *more,
                places: places.count_ones(),
                blocks: block.then(|| match blocks.of(prog, f) {
                    Ok(_) => BlockRenaming {
                        renamed: true,
                        why: None,
                    },
                    Err(e) => BlockRenaming {
                        renamed: false,
                        why: Some(e.to_string()),
                    },
                }),
            })
            .collect()
    }
}

impl CProgram<'_> {
    /// The renaming of `s`'s threads into its orbit's representative, when the symmetry
    /// reduction is on and it is not the identity.
    #[inline]
    pub(crate) fn symmetry_perm(&self, s: &State) -> Option<Perm> {
        let sym = self.symmetry.as_ref()?;
        let p = self.vm.orbit_perm(s, self.opts.context_bound.is_some())?;
        sym.renamed.fetch_add(1, Ordering::Relaxed);
        Some(p)
    }

    /// Puts the threads `ts` (enabled threads of `s`, in index order) in the order of
    /// `s`'s representative, so that what is computed from them in turn (supersteps,
    /// stubborn sets) is the renaming of what the representative gives.
    pub(crate) fn symmetry_order(&self, s: &State, ts: &mut [usize]) {
        if self.symmetry.is_none() || ts.len() < 2 {
            return;
        }
        if let Some(p) = self.vm.orbit_perm(s, self.opts.context_bound.is_some()) {
            ts.sort_by_key(|&t| p.rank[t]);
        }
    }
}
