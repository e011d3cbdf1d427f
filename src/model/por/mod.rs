//! Partial order reduction beyond supersteps: at each state, expand only a *stubborn set*
//! of threads instead of every enabled one.
//!
//! Supersteps (`vm::superstep`) merge each thread's independent operations into one move,
//! but every enabled thread still gets a successor. This module chooses, at each state, a
//! subset of the enabled threads whose moves are enough (`--por stubborn`, the default with
//! `--granularity superstep`; `--por none` turns it off).
//!
//! # The algorithm, and why this one
//!
//! Static stubborn sets over the threads (Valmari 1988/1991; Godefroid, *Partial-Order
//! Methods for the Verification of Concurrent Systems*, LNCS 1032, 1996, ch. 4), computed
//! per state from two ingredients pancam already has or can derive cheaply:
//!
//! - each enabled thread's superstep *access table* (what its move from this state touches:
//!   `vm::superstep`), and for each blocked thread the access that would enable it;
//! - each thread's *future*: an over-approximation of every shared access it can still make
//!   ([`future`]), from a per-function analysis of the bytecode made concrete with the
//!   thread's current register values (so that `lock(&fork[i])` in a loop is one mutex).
//!
//! The selection ([`stubborn`]) closes a seed thread under "a thread whose future conflicts
//! with a move in the set joins it" and "a blocked thread in the set brings whoever could
//! enable it", tries every seed and keeps the smallest set. Stateful dynamic POR (source
//! sets with state caching) needs the explored traces and sleep sets in the store; Spin's
//! safe-transition ample sets (Holzmann & Peled 1994) only reduce threads that touch
//! nothing shared, which supersteps already merge. Static stubborn sets give a reduced
//! graph that is a *function of the state*, which the parallel search, nested DFS and the
//! replay of counterexamples all require of the successor function (see
//! `explore::system`), and which distributed search needs too.
//!
//! One more rule, when the selection finds no single thread: a thread standing before
//! private operations (its start function's local set-up, say) is moved alone through
//! them, up to its first shared access. Private operations are independent of everything
//! and invisible: Spin's "safe" transitions. It keeps threads that have not started from
//! multiplying the states of those that have (on the philosophers, most of the reduction).
//!
//! # Sleep sets
//!
//! On top, the DFS uses sleep sets (Godefroid, LNCS 1032 ch. 5), one level deep
//! (`explore::dfs`, `TransitionSystem::sleep_key` and `commute`): when moves `a` (explored
//! first) and `b` of a state commute (their supersteps' accesses do not conflict), and `b`
//! is among the moves of `a`'s successor with the same length, then from `b`'s successor
//! the move `a` of the same length is not executed: `a·b` and `b·a` reach the same state,
//! and `a`'s successor's move `b` reaches it. That argument does not depend on how the
//! state was reached, so no sleep set needs to be stored with a state for state matching
//! (which the classic algorithm needs because it also prunes *states*); here the stored
//! states are exactly those without sleep sets, and only transitions are saved. Stubborn
//! sets leave few commuting pairs among the moves they keep (an independent move would not
//! have been pulled into the set), so the saving is small: BENCHMARKS.md, "Reductions".
//!
//! # Why it is sound
//!
//! The reduced graph keeps, from every state, the moves of the threads in `T`. Take any
//! path of the unreduced program from the state to a violation or a deadlock, and the
//! first point where a thread of `T` completes the superstep it has at the state. Before
//! it, threads outside `T` ran only operations in their futures, which conflict with no
//! move of `T` (D1) and cannot enable a blocked thread of `T` (D2), and threads of `T` ran
//! only operations of their supersteps but the last, which are independent of the other
//! threads' supersteps (the superstep requirement). So that thread's superstep can be moved
//! to the front, and the rest of the path still reaches the same violation (the
//! dissertation's "core" argument, Definition 9 and Lemma 4, with `T`'s complement in the
//! role of the independent transitions). If no thread of `T` ever completes its superstep
//! on the path, the path is infinite (a deadlock needs the enabled thread of `T` to have
//! moved), and the cycle proviso handles it:
//!
//! - **C3, the cycle proviso, statically.** A move is *backward* unless it takes the moving
//!   thread to a strictly later position in a fixed total order (its call stack compared
//!   frame by frame, outermost first, by the reverse-postorder rank of each frame's op; a
//!   frame added by a call counts as later than the caller stopping at the call). A set
//!   holding a backward move is not used. Along any cycle of the reduced graph some thread
//!   moves and comes back to the same position (only a thread's own moves change its
//!   frames), so one of its moves on the cycle is backward, and the state it leaves is
//!   fully expanded. This needs no DFS stack, so it holds in every search order (parallel
//!   workers, nested DFS, a future distributed search) and the reduced graph stays a
//!   function of the state.
//! - **C2, visibility.** A set holding a move that writes something a property reads
//!   (`Visibility`: the LTL propositions' variables, every write under invariants) is not
//!   used. With C3, next-free LTL is preserved (stuttering equivalence).
//! - **Deadlocks.** A seed is an enabled thread whose move is not only a spurious wakeup;
//!   it stays enabled along any path outside `T`, so a deadlock is only reached through a
//!   move of `T`.
//! - **Data races** (`--races`) are checked on every stored state between the next
//!   accesses of two enabled threads; two such threads are both in `T` or both outside it
//!   (the second's future holds its next access, which conflicts with the first's move),
//!   and moves of `T` do not change the racing threads' next accesses.
//!
//! What the reduction does not preserve, and where it is switched off with a warning:
//! context bounding (reordering moves changes how many preemptions a path has; the bound
//! would no longer mean the same) and weak fairness (`--fair`: a cycle of the reduced graph
//! may starve a thread the unreduced one runs). Monte Carlo sampling and `simulate` sample
//! the program's own schedules and never use it. The end of the program (`exit`, `main`
//! returning) in the future of a thread left out is independent of everything unless
//! leaks or LTL look at final states (`ModelOptions::observe_end`,
//! [`future::FutureOptions`]): paths to violations never continue past it, but in a final
//! state where the program exited while other threads still ran, those threads may stand
//! at other positions than on every unreduced path (`tests/fuzz_reduction.rs` compares the
//! final states both ways). Data races: that some race is reported is preserved; which of
//! several racing pairs are reported may differ, as between granularities.

pub mod future;
pub mod stubborn;

use crate::bytecode::Program;
use crate::vm::state::Thread;
use crossbeam_utils::CachePadded;
use serde::Serialize;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

pub use future::{FutureOptions, Futures};
pub use stubborn::{Full, Mover, Selection, select};

/// The reduction on top of supersteps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PorMode {
    /// Every enabled thread moves from every state.
    None,
    /// Stubborn sets (the default with supersteps).
    #[default]
    Stubborn,
}

impl PorMode {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            PorMode::None => "none",
            PorMode::Stubborn => "stubborn",
        }
    }
}

/// Whether a move ends the moving thread at a strictly later position than it started
/// (the cycle proviso, C3, in the module docs). Positions are call stacks, compared frame
/// by frame from the outermost: at the first frame that differs, by function id and then by
/// the reverse-postorder rank of the frame's op; when one stack is a proper prefix of the
/// other, the shorter is the *later* one (lexicographic order with the end of a stack
/// above every frame). That is a strict total order, so a thread that comes back to a
/// position made a move that was not forward. It makes the common moves forward: running
/// on in a function, calling (the caller's position moves past the call) and returning
/// (the stack gets shorter); a loop's back edge, or a call that went round a loop first,
/// is not. A thread that finishes never moves again: forward.
pub fn forward(fu: &Futures, prog: &Program, before: &Thread, after: &Thread) -> bool {
    use crate::vm::state::ThreadStatus;
    if after.status == ThreadStatus::Finished && before.status != ThreadStatus::Finished {
        return true;
    }
    if before.frozen.is_none() && after.frozen.is_none() {
        return later(
            before.frames.iter().map(|f| (f.func, f.pc)),
            after.frames.iter().map(|f| (f.func, f.pc)),
            |f, pc| fu.rank(prog, f, pc),
        );
    }
    let pos = |t: &Thread| -> Vec<(u32, u32)> {
        t.frame_list().iter().map(|(f, _)| (f.func, f.pc)).collect()
    };
    later(pos(before).into_iter(), pos(after).into_iter(), |f, pc| {
        fu.rank(prog, f, pc)
    })
}

/// Whether position `b` (frames as (function, op), outermost first) comes strictly after
/// `a` in the order of [`forward`], ops compared by `rank`.
fn later(
    a: impl ExactSizeIterator<Item = (u32, u32)>,
    b: impl ExactSizeIterator<Item = (u32, u32)>,
    rank: impl Fn(u32, u32) -> u32,
) -> bool {
    let (na, nb) = (a.len(), b.len());
    for ((xf, xpc), (yf, ypc)) in a.zip(b) {
        if xf != yf {
            return yf > xf;
        }
        if xpc != ypc {
            return rank(yf, ypc) > rank(xf, xpc);
        }
    }
    nb < na
}

#[cfg(test)]
mod tests {
    fn later(a: &[(u32, u32)], b: &[(u32, u32)], rank: impl Fn(u32, u32) -> u32) -> bool {
        super::later(a.iter().copied(), b.iter().copied(), rank)
    }

    #[test]
    fn positions_are_totally_ordered_and_loops_go_back() {
        // Function 0's ops ranked by index, except op 5 (a loop head reached back from 9).
        let rank = |_f: u32, pc: u32| pc;
        // Running on in a function is forward; a back edge is not.
        assert!(later(&[(0, 3)], &[(0, 7)], rank));
        assert!(!later(&[(0, 9)], &[(0, 5)], rank));
        // A call (the caller's position moves past the call) and a return are forward.
        assert!(later(&[(0, 3)], &[(0, 4), (1, 0)], rank));
        assert!(later(&[(0, 4), (1, 6)], &[(0, 4)], rank));
        // A call after going round a loop, back to the same caller position: not forward.
        assert!(!later(&[(0, 4)], &[(0, 4), (1, 0)], rank));
        // Equal positions are not forward either way; the order is antisymmetric.
        let ps: [&[(u32, u32)]; 5] = [
            &[(0, 4)],
            &[(0, 4), (1, 0)],
            &[(0, 4), (1, 6)],
            &[(0, 2)],
            &[(1, 0)],
        ];
        for a in ps {
            assert!(!later(a, a, rank));
            for b in ps {
                if a != b {
                    assert!(later(a, b, rank) != later(b, a, rank), "{a:?} {b:?}");
                }
            }
        }
    }
}

/// Counters of the reduction, summed over all workers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct PorStats {
    /// States whose moves were computed with two or more enabled threads.
    pub states: u64,
    /// Of those, states where only some enabled threads moved.
    pub reduced: u64,
    /// Of the reduced, states where one thread ran its private operations alone.
    pub private_first: u64,
    /// States fully expanded because every stubborn set held every enabled thread.
    pub full_dependent: u64,
    /// States fully expanded because the smaller sets held a visible move.
    pub full_visible: u64,
    /// States fully expanded by the cycle proviso.
    pub full_proviso: u64,
    /// Enabled threads, summed over the states.
    pub enabled: u64,
    /// Threads expanded, summed over the states.
    pub expanded: u64,
}

impl PorStats {
    /// Average number of threads expanded per state (with two or more enabled).
    pub fn mean_expanded(&self) -> f64 {
        if self.states == 0 {
            0.0
        } else {
            self.expanded as f64 / self.states as f64
        }
    }

    /// Average number of enabled threads per state (with two or more enabled).
    pub fn mean_enabled(&self) -> f64 {
        if self.states == 0 {
            0.0
        } else {
            self.enabled as f64 / self.states as f64
        }
    }

    /// States fully expanded.
    pub fn full(&self) -> u64 {
        self.states - self.reduced
    }
}

const COUNTERS: usize = 8;
const SHARDS: usize = 16;

/// [`PorStats`] as counters sharded by OS thread (no cache line shared between workers).
#[derive(Default)]
pub struct PorCounters {
    shards: [CachePadded<[AtomicU64; COUNTERS]>; SHARDS],
}

/// The counter indices.
#[derive(Clone, Copy)]
pub(crate) enum Counter {
    States = 0,
    Reduced,
    PrivateFirst,
    FullDependent,
    FullVisible,
    FullProviso,
    Enabled,
    Expanded,
}

static NEXT_SHARD: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static SHARD: usize = NEXT_SHARD.fetch_add(1, Ordering::Relaxed) % SHARDS;
}

impl PorCounters {
    /// Adds `n` to counter `c`.
    #[inline]
    pub(crate) fn add(&self, c: Counter, n: u64) {
        let s = SHARD.with(|s| *s);
        self.shards[s][c as usize].fetch_add(n, Ordering::Relaxed);
    }

    /// Adds counts made elsewhere (another process of a distributed search).
    pub fn absorb(&self, o: &PorStats) {
        for (c, n) in [
            (Counter::States, o.states),
            (Counter::Reduced, o.reduced),
            (Counter::PrivateFirst, o.private_first),
            (Counter::FullDependent, o.full_dependent),
            (Counter::FullVisible, o.full_visible),
            (Counter::FullProviso, o.full_proviso),
            (Counter::Enabled, o.enabled),
            (Counter::Expanded, o.expanded),
        ] {
            self.add(c, n);
        }
    }

    /// The sums.
    pub fn read(&self) -> PorStats {
        let sum = |c: Counter| {
            self.shards
                .iter()
                .map(|s| s[c as usize].load(Ordering::Relaxed))
                .sum()
        };
        PorStats {
            states: sum(Counter::States),
            reduced: sum(Counter::Reduced),
            private_first: sum(Counter::PrivateFirst),
            full_dependent: sum(Counter::FullDependent),
            full_visible: sum(Counter::FullVisible),
            full_proviso: sum(Counter::FullProviso),
            enabled: sum(Counter::Enabled),
            expanded: sum(Counter::Expanded),
        }
    }

    /// Counts one state's decision: `enabled` threads, `expanded` of them moved.
    pub(crate) fn state(&self, enabled: usize, expanded: usize, why: Option<Full>) {
        self.add(Counter::States, 1);
        self.add(Counter::Enabled, enabled as u64);
        self.add(Counter::Expanded, expanded as u64);
        match why {
            None => self.add(Counter::Reduced, 1),
            Some(Full::Dependent) => self.add(Counter::FullDependent, 1),
            Some(Full::Visible) => self.add(Counter::FullVisible, 1),
            Some(Full::Proviso) => self.add(Counter::FullProviso, 1),
        }
    }
}

/// The reduction's state in a model: the analysis and the counters.
pub struct Por {
    /// The future-access analysis.
    pub futures: Futures,
    /// Counters.
    pub counters: PorCounters,
}

impl Por {
    /// The reduction for `prog`.
    pub fn new(prog: &Program, opts: FutureOptions) -> Por {
        Por {
            futures: Futures::new(prog, opts),
            counters: PorCounters::default(),
        }
    }
}
