//! Search options, stop reasons and the limit checks shared by every search.
//!
//! Limits follow Spin's `pan` options: a depth limit (`-m`), a memory bound (`-DMEMLIM`), a time
//! bound, a violation count (`-c`), and a store mode (exact, hash compaction `-DHC`, bitstate
//! `-DBITSTATE` with `-w`/`-k`). A search that hits a limit stops cleanly: the statistics gathered
//! so far are returned and the verdict says the search is incomplete.

use super::stats::Monitor;
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How the visited set stores states (see [`super::store`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum StoreMode {
    /// Every state exactly, tree-compressed (a few tens of bytes per state): no state is
    /// ever lost.
    Exact,
    /// Every state exactly as its full matched bytes (no compression; for comparison).
    Full,
    /// 64-bit fingerprints (56 bits when a budget or nested-DFS flags share the word).
    HashCompaction,
    /// Spin's supertrace: `2^log2_bits` bits, `hashes` bits set per state.
    Bitstate {
        /// Size of the bit array as a power of two (Spin's `-w`).
        log2_bits: u32,
        /// Number of hash functions (Spin's `-k`, default 3).
        hashes: u32,
    },
}

impl StoreMode {
    /// Whether the mode never loses a state (exact, full).
    pub fn is_lossless(&self) -> bool {
        matches!(self, StoreMode::Exact | StoreMode::Full)
    }

    /// A short human-readable name.
    pub fn name(&self) -> &'static str {
        match self {
            StoreMode::Exact => "exact",
            StoreMode::Full => "full",
            StoreMode::HashCompaction => "hash-compaction",
            StoreMode::Bitstate { .. } => "bitstate",
        }
    }
}

/// Options of a search. Build with [`SearchConfig::default`] and set the fields you need.
#[derive(Clone, Debug)]
pub struct SearchConfig {
    /// The visited-set representation.
    pub store: StoreMode,
    /// Expected number of stored states: exact and hash-compaction tables are preallocated for
    /// it (they still grow past it).
    pub expected_states: usize,
    /// Stop after this many violations; 0 means "find all" (each violating move, state or
    /// deadlock is reported once per path that first reaches it).
    pub max_violations: usize,
    /// States at this depth (number of moves from the initial state) are not expanded; if one of
    /// them has moves the result is marked incomplete.
    pub max_depth: Option<usize>,
    /// Stop when the estimated bytes of stacks plus visited set exceed this.
    pub max_memory: Option<usize>,
    /// Stop after this much wall-clock time.
    pub max_time: Option<Duration>,
    /// Worker threads for the safety search (1 = sequential, deterministic order).
    pub workers: usize,
    /// Report terminal states for which [`super::TransitionSystem::terminal`] returns a violation.
    pub deadlocks: bool,
    /// Nested DFS only: require weak fairness over processes in accepting cycles.
    pub fairness: bool,
    /// Shared cancellation flag and live progress counters.
    pub monitor: Arc<Monitor>,
    /// Diversifies the search (swarm verification): a nonzero seed shuffles every state's
    /// moves (differently for each worker) and seeds the bitstate store's hash functions, so
    /// that searches with different seeds go different ways and lose different states. 0:
    /// the system's order and the standard hash.
    pub seed: u64,
    /// Every newly stored state's hash is added here: several searches with their own
    /// visited sets estimate together how many distinct states they covered.
    pub sketch: Option<Arc<super::sketch::Sketch>>,
    /// Which frames of the depth-first stack keep their full state ([`StackStates`]).
    pub stack: StackStates,
}

impl SearchConfig {
    /// The state of worker `worker`'s move shuffle ([`Self::seed`]; see [`shuffle`]); 0 when
    /// the search is not diversified.
    pub(crate) fn shuffle_state(&self, worker: usize) -> u64 {
        if self.seed == 0 {
            0
        } else {
            super::store::mix64(self.seed ^ (worker as u64 + 1).wrapping_mul(0x9e37_79b9)) | 1
        }
    }
}

/// Puts `moves` in a random order (Fisher–Yates, xorshift state `rng`, nonzero): a
/// diversified search's move order ([`SearchConfig::seed`]). Any order gives a depth-first
/// search, nested or not.
pub(crate) fn shuffle<L>(moves: &mut [L], rng: &mut u64) {
    for i in (1..moves.len()).rev() {
        let mut x = *rng;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *rng = x;
        moves.swap(i, (x % (i as u64 + 1)) as usize);
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            store: StoreMode::Exact,
            expected_states: 1 << 14,
            max_violations: 1,
            max_depth: None,
            max_memory: None,
            max_time: None,
            workers: 1,
            deadlocks: true,
            fairness: false,
            monitor: Arc::new(Monitor::default()),
            seed: 0,
            sketch: None,
            stack: StackStates::default(),
        }
    }
}

/// Which frames of the depth-first stacks keep their full state (the safety search's, and
/// both stacks of the nested search).
///
/// A frame needs its state only while it is the top frame: to take its next move. The
/// `window` frames nearest the top keep theirs; below them only every `every`-th frame (a
/// *checkpoint*: frame index a multiple of `every`, the job's root included) does. When the
/// search backtracks to a frame without its state, the state is computed again by replaying
/// the moves from the nearest checkpoint below (at most `every - 1` moves; every move is
/// deterministic), and the frames replayed keep their states until the stack grows `window`
/// frames past them again. So a deep stack costs about `1 / every` of its states, plus each
/// frame's move list and bookkeeping, instead of one state per frame; the time it costs is
/// at most `every - 1` replayed moves per `window` frames pushed since.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackStates {
    /// Every `every`-th frame below the window keeps its state; 1: every frame does (no
    /// replay).
    pub every: usize,
    /// The frames nearest the top that keep their states.
    pub window: usize,
    /// Check each replayed state against a hash of the state's matched bytes taken when the
    /// frame was pushed (for tests: a replay that does not give the state again panics).
    pub verify: bool,
}

impl Default for StackStates {
    fn default() -> Self {
        StackStates {
            every: 64,
            window: 64,
            verify: false,
        }
    }
}

/// Why a search stopped before exhausting the state space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stop {
    /// `max_violations` violations were found.
    ViolationLimit,
    /// `max_time` elapsed.
    Time,
    /// `max_memory` was exceeded.
    Memory,
    /// The monitor's cancellation flag was raised.
    Cancelled,
}

impl Stop {
    pub(crate) fn code(self) -> u8 {
        match self {
            Stop::ViolationLimit => 1,
            Stop::Time => 2,
            Stop::Memory => 3,
            Stop::Cancelled => 4,
        }
    }

    pub(crate) fn from_code(code: u8) -> Option<Stop> {
        match code {
            1 => Some(Stop::ViolationLimit),
            2 => Some(Stop::Time),
            3 => Some(Stop::Memory),
            4 => Some(Stop::Cancelled),
            _ => None,
        }
    }
}

/// Time, memory and cancellation checks, polled every few thousand transitions.
#[derive(Clone, Debug)]
pub(crate) struct Limits {
    pub(crate) deadline: Option<Instant>,
    pub(crate) max_memory: Option<usize>,
    pub(crate) monitor: Arc<Monitor>,
    /// The resident set's last reading, shared by the workers.
    rss: Arc<RssProbe>,
}

/// Reads the resident set size for [`Limits::exceeded`], at most every
/// [`RssProbe::PERIOD_MS`] while the search's own estimate is far below the limit: a reading
/// costs 20–30 µs (the kernel formats `/proc/self/status`), which at a poll every
/// [`POLL_INTERVAL`] transitions was 2–3% of a search.
#[derive(Debug)]
struct RssProbe {
    start: Instant,
    /// Milliseconds after `start` of the last reading, plus one (0: none yet).
    at_ms: AtomicU64,
    /// The last reading, in bytes.
    bytes: AtomicUsize,
}

impl RssProbe {
    const PERIOD_MS: u64 = 50;

    /// The resident set size: read now when `now` or when the last reading is older than
    /// [`Self::PERIOD_MS`], else the last reading.
    fn resident(&self, now: bool) -> usize {
        let ms = self.start.elapsed().as_millis() as u64 + 1;
        let at = self.at_ms.load(Ordering::Relaxed);
        if now || at == 0 || ms >= at + Self::PERIOD_MS {
            let r = super::memory::resident_bytes().unwrap_or(0);
            self.bytes.store(r, Ordering::Relaxed);
            self.at_ms.store(ms, Ordering::Relaxed);
            r
        } else {
            self.bytes.load(Ordering::Relaxed)
        }
    }
}

impl Limits {
    pub(crate) fn new(config: &SearchConfig, start: Instant) -> Self {
        Limits {
            deadline: config.max_time.map(|t| start + t),
            max_memory: config.max_memory,
            monitor: config.monitor.clone(),
            rss: Arc::new(RssProbe {
                start,
                at_ms: AtomicU64::new(0),
                bytes: AtomicUsize::new(0),
            }),
        }
    }

    /// The first limit that is exceeded, given the search's own memory estimate (visited
    /// set and stacks) and whether the visited set is full (its index space used up, which
    /// stops the search as the memory limit does). The memory compared with the limit is the
    /// larger of the estimate and the process's resident set, so that whatever the estimate
    /// misses (copies of states in flight, the allocator's slack) still counts. The resident
    /// set is read at every poll once the estimate reaches a quarter of the limit, and below
    /// that every [`RssProbe::PERIOD_MS`].
    pub(crate) fn exceeded(&self, memory: usize, store_full: bool) -> Option<Stop> {
        if self.monitor.is_cancelled() {
            return Some(Stop::Cancelled);
        }
        if store_full {
            return Some(Stop::Memory);
        }
        if let Some(m) = self.max_memory
            && (memory > m || self.rss.resident(memory >= m / 4) > m)
        {
            return Some(Stop::Memory);
        }
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            return Some(Stop::Time);
        }
        None
    }
}

/// How many transitions a worker executes between two limit polls.
pub(crate) const POLL_INTERVAL: u64 = 1024;

/// Bytes of new stack frames after which a worker polls the limits early (large states fill
/// memory in fewer than [`POLL_INTERVAL`] transitions).
pub(crate) const POLL_BYTES: usize = 16 << 20;
