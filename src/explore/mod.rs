//! Depth-first search, visited sets, counterexample traces and statistics.
//!
//! The search engine of pancam: Spin's algorithms (Holzmann, *The Spin Model Checker*, 2003) in
//! Rust, behind a small trait the VM implements ([`TransitionSystem`]), with the split of duties
//! pancam had with Spin (Zaks' dissertation, ch. 3): the search owns the stack, the visited set
//! and the choice of the next move; the model owns states and successors. The search never
//! imports the VM; [`toys`] holds the toy systems it is tested on.
//!
//! - [`search`]: safety — iterative DFS (sequential or parallel with work donation), visited set
//!   of *matched* states while the stack keeps the full *tracked* ones (§3.2.1), depth, memory,
//!   time and violation-count limits, cancellation, the context-bounding budget rule (§3.4.2,
//!   DESIGN.md).
//! - [`nested_dfs`]: liveness — accepting cycles of a Büchi product by nested DFS (Courcoubetis,
//!   Vardi, Wolper, Yannakakis 1992, with Holzmann, Peled & Yannakakis 1996), optionally under
//!   weak fairness over processes ([`fairness`]).
//! - [`bfs`]: safety, breadth-first — the counterexample with the fewest moves.
//! - [`store`]: the visited sets (exact, hash compaction, bitstate).
//! - [`replay`]: re-executes a counterexample and fails loudly if the system does not follow it.
//! - [`montecarlo`]: Monte Carlo model checking — random lassos with a confidence bound
//!   (Grosu & Smolka 2005, GMC²), and the random walk of `pancam simulate`.
//! - [`distributed`]: the safety search partitioned over processes (MPI ranks, `mpi` with
//!   the `mpi` feature) by hash of the state, with Safra's termination detection.
//! - [`Stats`], [`Monitor`]: statistics, live progress, cancellation.

pub mod bfs;
pub mod checkpoint;
mod config;
mod dfs;
pub mod distributed;
pub mod fairness;
pub mod memory;
pub mod montecarlo;
#[cfg(feature = "mpi")]
pub mod mpi;
mod ndfs;
mod search;
pub mod sketch;
mod stats;
pub mod store;
mod swarm;
mod system;
pub mod toys;
mod trace;

pub use config::{SearchConfig, StackStates, Stop, StoreMode};
pub use ndfs::{nested_dfs, nested_dfs_checkpointed};
pub use search::{search, search_checkpointed};
pub use stats::{Counters, Monitor, Progress, Stats, StoreReport};
pub use swarm::{SwarmRun, SwarmStats, run_seed, swarm, swarm_checkpointed, swarm_of, swarm_over};
pub use system::{Step, TransitionSystem};
pub use trace::{
    Cause, Counterexample, Part, ReplayError, ReplayErrorKind, Replayed, replay, states_along,
};

use serde::Serialize;
use std::fmt;

/// The verdict of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Verdict {
    /// The search was complete and found no violation. (With hash compaction or bitstate
    /// storage "complete" is up to the omission estimate in [`Stats::store`].)
    Holds,
    /// At least one violation was found (see [`Outcome::counterexamples`]).
    Violated,
    /// No violation found, but the search was incomplete (a limit stopped it, or the depth
    /// limit cut some states).
    Incomplete,
}

/// The result of a search: verdict, counterexamples, statistics and why it stopped.
#[derive(Clone, Debug, Serialize)]
pub struct Outcome<L, V> {
    /// See [`Verdict`].
    pub verdict: Verdict,
    /// Violations found, in the order found (at most `max_violations`).
    pub counterexamples: Vec<Counterexample<L, V>>,
    /// Statistics (partial if the search stopped early).
    pub stats: Stats,
    /// Why the search stopped before exhausting the state space, if it did.
    pub stop: Option<Stop>,
    /// Whether states at the depth limit had moves that were not explored.
    pub depth_truncated: bool,
}

impl<L, V> Outcome<L, V> {
    pub(crate) fn new(
        counterexamples: Vec<Counterexample<L, V>>,
        stats: Stats,
        stop: Option<Stop>,
        depth_truncated: bool,
    ) -> Self {
        let verdict = if !counterexamples.is_empty() {
            Verdict::Violated
        } else if stop.is_some() || depth_truncated {
            Verdict::Incomplete
        } else {
            Verdict::Holds
        };
        Outcome {
            verdict,
            counterexamples,
            stats,
            stop,
            depth_truncated,
        }
    }

    /// Whether the whole reachable state space (within the bounds the system imposes) was
    /// explored: no limit stopped the search and the depth limit cut nothing.
    pub fn complete(&self) -> bool {
        self.stop.is_none() && !self.depth_truncated
    }
}

impl<L, V> fmt::Display for Outcome<L, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "errors: {}", self.counterexamples.len())?;
        match self.stop {
            Some(Stop::ViolationLimit) => writeln!(f, "search stopped at the violation limit")?,
            Some(Stop::Time) => writeln!(f, "search stopped: time limit (incomplete)")?,
            Some(Stop::Memory) => writeln!(f, "search stopped: memory limit (incomplete)")?,
            Some(Stop::Cancelled) => writeln!(f, "search cancelled (incomplete)")?,
            None => {}
        }
        if self.depth_truncated {
            writeln!(f, "depth limit reached: search incomplete")?;
        }
        write!(f, "{}", self.stats)
    }
}
