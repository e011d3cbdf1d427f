//! Search statistics, the live progress monitor, and Spin-style reports.
//!
//! Workers count in plain local integers and publish deltas to the shared [`Monitor`] every
//! few thousand transitions, so another thread (the CLI's progress line) can read a
//! [`Progress`] snapshot without slowing the hot loop. The final [`Stats`] print like the
//! summary of Spin's `pan` ("states, stored", "states, matched", "transitions", …).

use super::config::StoreMode;
use serde::Serialize;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// Cancellation flag plus live counters, shared between a running search and its observers.
#[derive(Debug, Default)]
pub struct Monitor {
    cancel: AtomicBool,
    /// The cancellation was asked for by the checked model, to search again otherwise
    /// ([`Monitor::request_restart`]), and not by the user.
    restart: AtomicBool,
    /// [`Monitor::cancel`] was called.
    user: AtomicBool,
    stored: AtomicU64,
    matched: AtomicU64,
    transitions: AtomicU64,
    depth: AtomicU64,
}

/// A snapshot of a running search's counters (approximate: workers publish periodically).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// States stored so far.
    pub stored: u64,
    /// Revisits of stored states.
    pub matched: u64,
    /// Moves executed.
    pub transitions: u64,
    /// Largest depth reached.
    pub max_depth: u64,
}

impl Monitor {
    /// A monitor with zero counters and no cancellation.
    pub fn new() -> Self {
        Self::default()
    }

    /// Asks every search using this monitor to stop at its next poll.
    pub fn cancel(&self) {
        self.user.store(true, Ordering::Relaxed);
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Asks every search using this monitor to stop at its next poll, because the search
    /// is to start again in another way (the symmetry reduction met a thread's identity):
    /// [`Monitor::take_restart`] then clears the cancellation, unless [`Monitor::cancel`]
    /// was called too.
    pub fn request_restart(&self) {
        self.restart.store(true, Ordering::Relaxed);
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether a restart was requested; if so, forgets it, and the cancellation with it
    /// unless the user cancelled too.
    pub fn take_restart(&self) -> bool {
        if !self.restart.swap(false, Ordering::Relaxed) {
            return false;
        }
        if !self.user.load(Ordering::Relaxed) {
            self.cancel.store(false, Ordering::Relaxed);
        }
        true
    }

    /// Whether [`cancel`](Self::cancel) was called.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Reads the current counters.
    pub fn snapshot(&self) -> Progress {
        Progress {
            stored: self.stored.load(Ordering::Relaxed),
            matched: self.matched.load(Ordering::Relaxed),
            transitions: self.transitions.load(Ordering::Relaxed),
            max_depth: self.depth.load(Ordering::Relaxed),
        }
    }

    /// Zeroes the counters (done at the start of each search).
    pub(crate) fn reset(&self) {
        self.stored.store(0, Ordering::Relaxed);
        self.matched.store(0, Ordering::Relaxed);
        self.transitions.store(0, Ordering::Relaxed);
        self.depth.store(0, Ordering::Relaxed);
    }

    /// Adds what a worker counted since its last publication.
    pub(crate) fn publish(&self, delta: &Counters, depth: usize) {
        self.stored.fetch_add(delta.stored, Ordering::Relaxed);
        self.matched.fetch_add(delta.matched, Ordering::Relaxed);
        self.transitions
            .fetch_add(delta.transitions, Ordering::Relaxed);
        self.depth.fetch_max(depth as u64, Ordering::Relaxed);
    }
}

/// The hot-loop counters of one worker (archived in checkpoints).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Serialize,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
)]
pub struct Counters {
    /// Newly stored states.
    pub stored: u64,
    /// Successors that were already stored (Spin's "states, matched").
    pub matched: u64,
    /// Stored states reached again with a larger context-switch budget and re-explored.
    pub revisited: u64,
    /// Moves executed (calls to `step`).
    pub transitions: u64,
    /// Moves that returned [`super::Step::Pruned`].
    pub pruned: u64,
    /// Moves not executed because they were in the state's sleep set (their successor is
    /// reached by the same two moves in the other order).
    pub slept: u64,
    /// States of depth-first stack frames computed again by replaying moves from a frame
    /// below ([`super::config::StackStates`]): moves executed beyond `transitions`.
    pub replayed: u64,
}

impl Counters {
    pub(crate) fn add(&mut self, o: &Counters) {
        self.stored += o.stored;
        self.matched += o.matched;
        self.revisited += o.revisited;
        self.transitions += o.transitions;
        self.pruned += o.pruned;
        self.slept += o.slept;
        self.replayed += o.replayed;
    }

    pub(crate) fn sub(&self, o: &Counters) -> Counters {
        Counters {
            stored: self.stored - o.stored,
            matched: self.matched - o.matched,
            revisited: self.revisited - o.revisited,
            transitions: self.transitions - o.transitions,
            pruned: self.pruned - o.pruned,
            slept: self.slept - o.slept,
            replayed: self.replayed - o.replayed,
        }
    }
}

/// What the visited set reports about itself at the end of a search.
#[derive(
    Clone, Copy, Debug, PartialEq, Serialize, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize,
)]
pub enum StoreReport {
    /// Exact storage: no loss.
    Exact,
    /// Hash compaction: probability estimates for fingerprint collisions (birthday bound: a
    /// new state is lost when its fingerprint equals a stored one).
    HashCompaction {
        /// Fingerprint width in bits (64, or 56 when the entry carries a budget or flags).
        fingerprint_bits: u32,
        /// Expected number of states lost: n(n-1)/2^(bits+1).
        expected_omissions: f64,
        /// Probability that at least one state was lost: 1 - exp(-expected_omissions).
        collision_probability: f64,
    },
    /// Bitstate (supertrace) storage, with Spin's coverage figures.
    Bitstate {
        /// Bit-array size as a power of two (`-w`).
        log2_bits: u32,
        /// Bits set per state (`-k`).
        hashes: u32,
        /// Bits per stored state (Spin's "hash factor"; coverage is good above ~100).
        hash_factor: f64,
        /// Fraction of bits set at the end.
        fill: f64,
        /// Probability that a new state is wrongly taken as visited now: fill^k.
        false_match_probability: f64,
        /// Expected number of states lost during the run: Σ_j (1 - e^{-kj/m})^k.
        expected_omissions: f64,
    },
}

/// Statistics of a finished (or stopped) search.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Stats {
    /// Store mode used.
    pub mode: StoreMode,
    /// Worker threads used (ranks, for a distributed search).
    pub workers: usize,
    /// A distributed search: `workers` are ranks (processes), `worker_states` per rank.
    pub distributed: bool,
    /// States stored by each worker (parallel search; one entry for sequential searches).
    pub worker_states: Vec<u64>,
    /// Hot-loop counters, summed over workers.
    pub counters: Counters,
    /// Product states visited by the inner searches of nested DFS (0 for safety searches).
    pub inner_states: u64,
    /// Moves executed by the inner searches of nested DFS.
    pub inner_transitions: u64,
    /// Largest stack depth reached (moves from the initial state).
    pub max_depth: usize,
    /// Peak estimated bytes of the DFS stack(s).
    pub stack_bytes: usize,
    /// Estimated bytes of the visited set at the end, as allocated (tables include their
    /// free room; a bit array its whole size).
    pub visited_bytes: usize,
    /// Bytes the stored states occupy in the visited set (records and their table slots);
    /// `None` for bitstate, whose bit array does not grow with the states.
    pub state_bytes: Option<usize>,
    /// Wall-clock time of the search (seconds, as a number, in JSON).
    #[serde(serialize_with = "seconds")]
    pub elapsed: Duration,
    /// The visited set's loss estimate.
    pub store: StoreReport,
}

impl Stats {
    /// The statistics of a search that did not run.
    pub fn empty(mode: StoreMode) -> Stats {
        Stats {
            mode,
            workers: 0,
            distributed: false,
            worker_states: Vec::new(),
            counters: Counters::default(),
            inner_states: 0,
            inner_transitions: 0,
            max_depth: 0,
            stack_bytes: 0,
            visited_bytes: 0,
            state_bytes: None,
            elapsed: Duration::ZERO,
            store: StoreReport::Exact,
        }
    }

    /// States stored per second of search.
    pub fn states_per_second(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 {
            self.counters.stored as f64 / s
        } else {
            0.0
        }
    }

    /// Visited-set bytes per stored state: what a stored state occupies (its record and its
    /// table slot), not the tables' preallocated room divided among few states. `None`
    /// without states or for bitstate.
    pub fn bytes_per_state(&self) -> Option<f64> {
        let b = self.state_bytes?;
        (self.counters.stored > 0).then(|| b as f64 / self.counters.stored as f64)
    }
}

pub(crate) fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

fn mib(bytes: usize) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.counters;
        let (search, unit) = if self.distributed {
            ("distributed search (hash-partitioned)", "rank")
        } else {
            ("depth-first search", "worker")
        };
        writeln!(
            f,
            "(pancam) {search}, {} store, {} {unit}{}",
            self.mode.name(),
            self.workers,
            if self.workers == 1 { "" } else { "s" }
        )?;
        writeln!(f, "{:>12} states, stored", c.stored)?;
        if self.worker_states.len() > 1 {
            let per: Vec<String> = self.worker_states.iter().map(u64::to_string).collect();
            writeln!(f, "             (per {unit}: {})", per.join(" + "))?;
        }
        writeln!(f, "{:>12} states, matched", c.matched)?;
        if c.revisited > 0 {
            writeln!(f, "{:>12} states, revisited with more budget", c.revisited)?;
        }
        writeln!(f, "{:>12} transitions", c.transitions)?;
        if c.pruned > 0 {
            writeln!(f, "{:>12} transitions, pruned", c.pruned)?;
        }
        if c.slept > 0 {
            writeln!(f, "{:>12} transitions, slept (sleep sets)", c.slept)?;
        }
        if c.replayed > 0 {
            writeln!(
                f,
                "{:>12} transitions, replayed (stack states recomputed)",
                c.replayed
            )?;
        }
        if self.inner_states > 0 || self.inner_transitions > 0 {
            writeln!(
                f,
                "{:>12} states, nested search ({} transitions)",
                self.inner_states, self.inner_transitions
            )?;
        }
        writeln!(f, "max depth reached {}", self.max_depth)?;
        let set = match (self.state_bytes, self.bytes_per_state()) {
            (Some(used), Some(b)) => format!(
                "{:.3} MiB visited set ({b:.1} bytes/state, {:.3} MiB allocated)",
                mib(used),
                mib(self.visited_bytes)
            ),
            (Some(used), None) => format!(
                "{:.3} MiB visited set ({:.3} MiB allocated)",
                mib(used),
                mib(self.visited_bytes)
            ),
            (None, _) => format!("{:.3} MiB bit array", mib(self.visited_bytes)),
        };
        writeln!(
            f,
            "memory: {set}, {:.3} MiB peak stack",
            mib(self.stack_bytes)
        )?;
        match self.store {
            StoreReport::Exact => {}
            StoreReport::HashCompaction {
                fingerprint_bits,
                expected_omissions,
                collision_probability,
            } => writeln!(
                f,
                "hash compaction: {fingerprint_bits}-bit fingerprints, expected omissions \
                 {expected_omissions:.3e}, P(any collision) {collision_probability:.3e}"
            )?,
            StoreReport::Bitstate {
                log2_bits,
                hashes,
                hash_factor,
                fill,
                false_match_probability,
                expected_omissions,
            } => writeln!(
                f,
                "bitstate: -w{log2_bits} -k{hashes}, hash factor {hash_factor:.2} (best if > \
                 100.), fill {fill:.4}, P(false match) {false_match_probability:.3e}, expected \
                 omissions {expected_omissions:.1}"
            )?,
        }
        write!(
            f,
            "elapsed time {:.3} seconds, rate {:.0} states/second",
            self.elapsed.as_secs_f64(),
            self.states_per_second()
        )
    }
}
