//! A check as a library call: [`CheckOptions`] are resolved against the program in one place,
//! the model is built, the search runs (the safety DFS, or nested DFS on the product with a
//! never claim for LTL), every counterexample is replayed, and the verdict is classified once
//! ([`CheckReport`]), with every reason the search was incomplete. `pancam check`, `sweep` and
//! the SV-COMP mode are front ends over [`run`]; trails live in [`trail`].

pub mod trail;

use crate::bytecode::Program;
use crate::explore::checkpoint::Checkpointing;
use crate::explore::distributed::{DistStats, Transport, distributed, distributed_checkpointed};
use crate::explore::montecarlo::{
    DEFAULT_IDLE_SHARE, IdleDraw, MonteCarloConfig, MonteCarloOutcome, MonteCarloStats,
    monte_carlo, monte_carlo_checkpointed, samples_needed,
};
use crate::explore::{
    Cause, Counterexample, Counters, Monitor, Outcome, SearchConfig, StackStates, Stats, Stop,
    StoreMode, StoreReport, TransitionSystem, nested_dfs, replay, search, swarm,
    swarm_checkpointed, swarm_of,
};
use crate::ltlcheck::product::{PMove, Product};
use crate::ltlcheck::{LtlSetup, setup as ltl_setup};
use crate::model::por::{PorMode, PorStats};
use crate::model::{Abstraction, CProgram, ModelOptions, Move, Properties};
use crate::vm::error::{Violation, ViolationKind};
use crate::vm::{Granularity, Limit, VmConfig};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// An LTL property to check.
#[derive(Clone, Debug, Default)]
pub struct LtlOptions {
    /// The formula (Spin syntax).
    pub formula: String,
    /// The `--prop` definitions.
    pub props: Vec<String>,
    /// Weak fairness over threads.
    pub fair: bool,
}

/// What the visited set matches, by name (resolved against the program by [`run`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum AbstractionSpec {
    /// The whole state.
    #[default]
    None,
    /// `--match`: these globals (C names, optionally `.field` / `[index]`).
    Globals(Vec<String>),
    /// `--abstraction`: the program's `pancam_abstract` function (linked in by the loader).
    Function,
}

/// Everything a check needs besides the program. [`Default`] is `pancam check`'s defaults.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// How far one move runs a thread.
    pub granularity: Granularity,
    /// Partial order reduction on top of supersteps (`--por`).
    pub por: PorMode,
    /// Sleep sets with the stubborn-set reduction (`--no-sleep-sets` turns them off).
    pub sleep_sets: bool,
    /// The spin-loop reduction under `--memory-model rc11` (`--no-spin-reduction` turns it
    /// off): see [`ModelOptions::spin_reduction`]. Exhaustive safety searches only (not
    /// LTL, Monte Carlo, context bounds or a granularity other than supersteps).
    pub spin_reduction: bool,
    /// Visited-set mode.
    pub store: StoreMode,
    /// Properties (invariants are given by name in [`CheckOptions::invariants`]).
    pub properties: Properties,
    /// Invariant functions of the program, by name.
    pub invariants: Vec<String>,
    /// Values tried for wide `__VERIFIER_nondet_*` types.
    pub nondet_range: (i64, i64),
    /// Bound on preemptive context switches.
    pub context_bound: Option<u32>,
    /// The original pancam's incomplete context-bound rule (for comparisons only).
    pub naive_context_bound: bool,
    /// What the visited set matches.
    pub abstraction: AbstractionSpec,
    /// VM limits (`max_threads`, ...).
    pub vm: VmConfig,
    /// Depth limit.
    pub depth: Option<usize>,
    /// Stop after this many violations (0: all).
    pub max_violations: usize,
    /// Memory limit in bytes; `None`: the default, 3/4 of the machine's (or the container's)
    /// memory ([`crate::explore::memory::default_memory_limit`]); `Some(usize::MAX)`: none.
    pub max_memory: Option<usize>,
    /// Time limit.
    pub max_time: Option<Duration>,
    /// Search worker threads.
    pub workers: usize,
    /// Expected number of states (sizes the visited set).
    pub expected_states: usize,
    /// Which frames of the depth-first stack keep their full state (`--stack-states`).
    pub stack: StackStates,
    /// An LTL property instead of (besides) the safety properties.
    pub ltl: Option<LtlOptions>,
    /// `argv` of the program (`argv[0]` included).
    pub args: Vec<String>,
    /// Progress and cancellation.
    pub monitor: Arc<Monitor>,
    /// Monte Carlo model checking (random lassos) instead of the exhaustive search.
    pub monte_carlo: Option<MonteCarloOptions>,
    /// Swarm verification ([`crate::explore::swarm`]): many diversified searches, `workers`
    /// of them at once, instead of one.
    pub swarm: Option<SwarmOptions>,
    /// One rank of a distributed search ([`run_distributed`]; `--distributed`).
    pub distributed: bool,
    /// With `swarm`: one rank of a swarm spread over MPI ranks ([`run_distributed`]).
    pub swarm_ranks: bool,
    /// `--shortest`: after the depth-first search finds a violation, a breadth-first search
    /// ([`crate::explore::bfs`]) over the same graph finds the counterexample with the fewest
    /// moves (see [`ShortestStats`]).
    pub shortest: bool,
    /// `--checkpoint`, `--resume`: the exhaustive safety search writes checkpoints and
    /// resumes from one ([`crate::explore::checkpoint`]). A checkpoint that cannot be
    /// resumed is recorded in [`Checkpointing::failed`] and the search does not run.
    pub checkpoint: Option<Arc<Checkpointing>>,
    /// The symmetry reduction (`--symmetry`, the default; `--no-symmetry`): where it
    /// applies ([`symmetry_decision`]), states are matched up to renaming the threads
    /// ([`crate::model::symmetry`]).
    pub symmetry: bool,
    /// Stop the search the first time `pthread_create` fails at `--max-threads` (the
    /// report is then incomplete at the thread limit): `pancam svcomp` turns to the counter
    /// abstraction there rather than spend its time on a search that cannot end in a proof.
    pub stop_at_thread_limit: bool,
}

/// The parameters of a swarm (`--swarm K`; see [`crate::explore::swarm`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SwarmOptions {
    /// Number of runs.
    pub runs: usize,
    /// The swarm's seed (run `i` searches with [`crate::explore::run_seed`]`(seed + i)`).
    pub seed: u64,
}

/// The parameters of a Monte Carlo check (`--search monte-carlo`; see
/// [`crate::explore::montecarlo`]).
#[derive(Clone, Debug, PartialEq)]
pub struct MonteCarloOptions {
    /// The bound ε on the probability of a violating lasso.
    pub epsilon: f64,
    /// 1 − δ is the confidence.
    pub delta: f64,
    /// Seed of the samples' random streams.
    pub seed: u64,
    /// At most this many samples.
    pub max_samples: Option<u64>,
    /// Run only this sample.
    pub sample: Option<u64>,
    /// The longest walk, in moves.
    pub max_length: usize,
    /// How lazy inputs are drawn.
    pub inputs: crate::model::InputDraw,
    /// How spurious wakeups are drawn (`--mc-spurious`): their share of a step where other
    /// moves are possible, or like any other move.
    pub spurious: IdleDraw,
}

impl Default for MonteCarloOptions {
    fn default() -> Self {
        MonteCarloOptions {
            epsilon: 1e-3,
            delta: 1e-3,
            seed: 0,
            max_samples: None,
            sample: None,
            max_length: 1 << 20,
            inputs: crate::model::InputDraw::Uniform,
            spurious: IdleDraw::Share(DEFAULT_IDLE_SHARE),
        }
    }
}

impl CheckOptions {
    /// The `nondet_k` the VM runs with: `vm.nondet_k` for an exhaustive search (at most
    /// [`crate::model::MAX_LISTED_CHOICES`]); unlimited (`u64::MAX`) for Monte Carlo, which
    /// draws one value of a domain and lists none, and for a trail that recorded that.
    pub fn effective_nondet_k(&self) -> u64 {
        if self.monte_carlo.is_some() || self.vm.nondet_k == u64::MAX {
            u64::MAX
        } else {
            self.vm.nondet_k.min(crate::model::MAX_LISTED_CHOICES)
        }
    }

    /// The memory limit the search runs under (see [`CheckOptions::max_memory`]).
    pub fn memory_limit(&self) -> Option<usize> {
        match self.max_memory {
            Some(usize::MAX) => None,
            Some(m) => Some(m),
            None => crate::explore::memory::default_memory_limit(),
        }
    }
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            granularity: Granularity::Superstep,
            por: PorMode::Stubborn,
            sleep_sets: true,
            spin_reduction: true,
            store: StoreMode::Exact,
            properties: Properties::default(),
            invariants: Vec::new(),
            nondet_range: (-8, 8),
            context_bound: None,
            naive_context_bound: false,
            abstraction: AbstractionSpec::None,
            // A check covers what POSIX allows: condition waits may wake spuriously.
            // Inputs are lazy (`vm::sym`): `nondet_range` applies only without.
            vm: VmConfig {
                spurious_wakeups: true,
                lazy_nondet: true,
                ..VmConfig::default()
            },
            depth: None,
            max_violations: 1,
            max_memory: None,
            max_time: None,
            workers: 1,
            expected_states: 1 << 16,
            stack: StackStates::default(),
            ltl: None,
            args: vec!["program".into()],
            monitor: Arc::new(Monitor::new()),
            monte_carlo: None,
            swarm: None,
            distributed: false,
            swarm_ranks: false,
            shortest: false,
            checkpoint: None,
            symmetry: true,
            stop_at_thread_limit: false,
        }
    }
}

/// Why a check could not run: the options do not fit the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError(pub String);

impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CheckError {}

/// The verdict of a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Every reachable state was explored and nothing is violated.
    Holds,
    /// A violation was found.
    Violated,
    /// Nothing found, but the search was incomplete (see [`CheckReport::incomplete`]).
    Incomplete,
    /// Nothing found, and the program uses something pancam cannot execute.
    CannotCheck,
}

/// A reason why a search that found nothing does not prove anything.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "reason")]
pub enum Incomplete {
    /// A time or memory limit, or cancellation (Ctrl-C), stopped the search.
    Stopped {
        /// Which.
        stop: Stop,
    },
    /// States at the depth limit had unexplored moves.
    DepthLimit {
        /// The limit.
        depth: usize,
    },
    /// The context bound kept a thread from moving somewhere.
    ContextBound {
        /// The bound.
        bound: u32,
    },
    /// Under an abstraction, states it does not distinguish were merged.
    Abstraction,
    /// The counter abstraction (`--counter-bound`) found a violation that the concrete
    /// searches run after it did not confirm (see [`CounterStats`]).
    CounterAbstraction {
        /// The bound.
        bound: u32,
        /// The violation the abstract search found.
        violation: String,
        /// The most threads (main included) the concrete searches allowed.
        threads: usize,
    },
    /// Wide nondeterministic values were only tried in this range.
    NondetRange {
        /// Lowest value tried.
        lo: i64,
        /// Highest value tried.
        hi: i64,
    },
    /// Paths were cut where a lazy nondeterministic value had to be concrete and had more
    /// values than `--nondet-k`.
    NondetCut {
        /// The first one: location and reason.
        first: String,
    },
    /// Hash compaction or bitstate storage may have missed states.
    LossyStore {
        /// The store's name.
        store: String,
    },
    /// One of pancam's limits changed the program's behaviour.
    Limit {
        /// Which.
        limit: Limit,
    },
    /// Paths ended in events that are not reported under the checked properties (undefined
    /// behaviour with memory checks off or under an SV-COMP property, an operation pancam
    /// cannot execute): what follows them was not explored.
    PathsCut {
        /// The first such event.
        first: String,
    },
    /// Swarm verification: diversified searches with lossy stores (or stopped by a limit)
    /// found nothing. Not a proof.
    Swarm {
        /// Runs that went to their end or to a limit.
        runs: usize,
        /// Estimated distinct states they stored together.
        distinct_states: u64,
    },
    /// Monte Carlo: random lassos were sampled, none violated a property. With confidence
    /// `1 − delta`, a violating lasso has probability below `epsilon_reached` (≤ ε once the
    /// required samples were drawn). Not a proof.
    Sampled {
        /// Samples drawn.
        samples: u64,
        /// ε asked for.
        epsilon: f64,
        /// The samples ε and δ require.
        required: u64,
        /// δ.
        delta: f64,
        /// The ε these samples support: `1 − δ^(1/samples)`.
        epsilon_reached: f64,
        /// Walks that reached the length cap without closing a lasso.
        capped: u64,
        /// Walks cut by `__VERIFIER_assume` (their inputs or schedule failed an assumption).
        pruned: u64,
        /// How the walks drew spurious wakeups (`None`: there were none to draw).
        spurious: Option<IdleDraw>,
    },
}

impl Incomplete {
    /// One line for the verdict.
    pub fn describe(&self, opts: &CheckOptions) -> String {
        match self {
            Incomplete::Stopped { stop } => match stop {
                Stop::Time => "stopped at the time limit".into(),
                Stop::Memory => match opts.memory_limit() {
                    Some(m) => format!(
                        "stopped at the memory limit ({:.0} MiB; --max-memory MIB sets it)",
                        m as f64 / (1u64 << 20) as f64
                    ),
                    None => "stopped: the visited set is full".into(),
                },
                Stop::Cancelled => "interrupted".into(),
                Stop::ViolationLimit => "the violation limit stopped the search".into(),
            },
            Incomplete::DepthLimit { depth } => {
                format!("depth limit {depth} reached: deeper states were not explored")
            }
            Incomplete::ContextBound { bound } => format!(
                "no violation within context bound {bound}: schedules with more preemptions \
                 were not explored"
            ),
            Incomplete::Abstraction => "an abstraction merges states it does not distinguish \
                                        and can hide violations"
                .into(),
            Incomplete::CounterAbstraction {
                bound,
                violation,
                threads,
            } => format!(
                "incomplete (counter abstraction): the abstract search with --counter-bound \
                 {bound} found \"{violation}\", which concrete searches with up to {threads} \
                 threads did not confirm (a larger --counter-bound is more precise; \
                 --max-threads and --max-time bound the concrete searches)"
            ),
            Incomplete::NondetRange { lo, hi } => {
                format!(
                    "no violation within the nondet range {lo}..{hi}: wider values were not tried"
                )
            }
            Incomplete::NondetCut { first } => format!(
                "paths were cut where an input had to be concrete and had more values than \
                 --nondet-k {} (first: {first})",
                opts.vm.nondet_k
            ),
            Incomplete::LossyStore { store } => {
                format!("{store} store: a state may have been missed; see the omission estimate")
            }
            Incomplete::Limit { limit } => match limit {
                Limit::Threads => format!(
                    "pthread_create failed at pancam's thread limit (--max-threads {})",
                    opts.vm.max_threads
                ),
                Limit::Heap => {
                    "an allocation failed at pancam's heap or object-id limit".to_string()
                }
                Limit::Nondet => "a nondeterministic pointer or floating-point value was only \
                                  tried as NULL / 0.0"
                    .to_string(),
                Limit::StoreBuffer => format!(
                    "a store found its thread's store buffer full (--store-buffer {}): the \
                     oldest entry went to memory first, and executions with longer buffers \
                     were not explored",
                    opts.vm.store_buffer
                ),
                Limit::Messages => format!(
                    "an atomic location had more than --max-messages {} messages some thread \
                     could still read: the oldest were dropped",
                    opts.vm.max_messages
                ),
            },
            Incomplete::Swarm {
                runs,
                distinct_states,
            } => format!(
                "{runs} diversified searches (a swarm) found nothing in about \
                 {distinct_states} distinct states; a state none of them stored may violate"
            ),
            Incomplete::PathsCut { first } => format!(
                "paths ended in events not reported under the checked properties, and what \
                 follows them was not explored (first: {first})"
            ),
            Incomplete::Sampled {
                samples,
                epsilon,
                required,
                delta,
                epsilon_reached,
                capped,
                pruned,
                spurious,
            } => format!(
                "no violation in {samples} random lassos: with confidence 1 - δ = {} the \
                 probability of a violating lasso is below {}, under the walk's distribution \
                 ({}){}{}; not a proof; to search longer: --epsilon {} ({} samples) or \
                 --max-samples N, bounded by --max-time S",
                short_float(1.0 - delta),
                if samples >= required {
                    format!("ε = {}", short_float(*epsilon))
                } else {
                    format!(
                        "{} (ε = {} needs {required} samples)",
                        short_float(*epsilon_reached),
                        short_float(*epsilon)
                    )
                },
                walk_distribution(*spurious, opts),
                if *capped > 0 {
                    format!(
                        "; {capped} walks reached the length cap before closing a lasso \
                         (--max-walk)"
                    )
                } else {
                    String::new()
                },
                if *pruned > 0 {
                    format!(
                        "; {pruned} walks were cut by __VERIFIER_assume{}",
                        if pruned * 2 > *samples && opts.vm.lazy_nondet {
                            " (inputs drawn uniformly rarely pass a narrow assumption: \
                             --mc-inputs branches draws each outcome of a comparison alike)"
                        } else {
                            ""
                        }
                    )
                } else {
                    String::new()
                },
                short_exp(epsilon / 1000.0),
                samples_needed(epsilon / 1000.0, *delta),
            ),
        }
    }
}

/// `x` with at most 3 significant digits in exponent notation, as a flag takes it: `1e-6`,
/// `2.5e-5`.
fn short_exp(x: f64) -> String {
    let s = format!("{x:.2e}");
    match s.split_once('e') {
        Some((m, e)) if m.contains('.') => {
            format!("{}e{e}", m.trim_end_matches('0').trim_end_matches('.'))
        }
        _ => s,
    }
}

/// The distribution a Monte Carlo walk draws its moves from, for the verdict: the measure
/// under which its ε bounds the probability of a violating lasso.
fn walk_distribution(spurious: Option<IdleDraw>, opts: &CheckOptions) -> String {
    let inputs = match opts.monte_carlo.as_ref().map(|m| m.inputs) {
        Some(crate::model::InputDraw::Branches) => "each outcome of a comparison on an input alike",
        _ => "an input's value uniformly from its type",
    };
    let wakeups = match spurious {
        Some(IdleDraw::Share(p)) => format!(
            "; spurious wakeups together with probability {} where other moves exist, \
             --mc-spurious",
            short_float(p)
        ),
        Some(IdleDraw::Uniform) => "; a spurious wakeup like any other move".into(),
        None => String::new(),
    };
    format!("each step draws one enabled move uniformly, {inputs}{wakeups}")
}

/// What a counterexample shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case", tag = "type")]
pub enum FindingKind {
    /// A violation of a safety property of this kind.
    Violation {
        /// The kind.
        kind: ViolationKind,
    },
    /// An accepting cycle of the product with the never claim: the LTL property is violated.
    Ltl,
    /// pancam cannot execute an operation the program reaches (not a verdict about it).
    Unsupported,
}

/// A counterexample with what it shows and whether replaying it reproduced it.
#[derive(Clone, Debug)]
pub struct Finding {
    /// What it shows.
    pub kind: FindingKind,
    /// The violation (for an LTL finding: the formula and the shape of the lasso).
    pub violation: Violation,
    /// The program moves (claim moves and stutters dropped for LTL).
    pub cx: Counterexample<Move, Violation>,
    /// For LTL: the product counterexample (for trails).
    pub product: Option<Counterexample<PMove, Violation>>,
    /// Replaying the counterexample: `Ok(preemptions)` when it reproduced.
    pub replay: Result<u32, String>,
}

/// The result of [`run`].
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// The verdict.
    pub verdict: Verdict,
    /// Why a search without findings is not a proof (empty when it is one).
    pub incomplete: Vec<Incomplete>,
    /// Counterexamples, in the order found.
    pub findings: Vec<Finding>,
    /// Search statistics.
    pub stats: Stats,
    /// The granularity searched (LTL may force `Instruction`).
    pub granularity: Granularity,
    /// Warnings (granularity switched, unused propositions, ignored options).
    pub warnings: Vec<String>,
    /// Monte Carlo statistics (`--search monte-carlo`); `stats` then holds the moves only.
    pub monte_carlo: Option<MonteCarloStats>,
    /// Statistics of the stubborn-set reduction, when it ran.
    pub por: Option<PorStats>,
    /// Swarm statistics (`--swarm`); `stats` then sums the runs' counters.
    pub swarm: Option<crate::explore::SwarmStats>,
    /// Statistics of a distributed search (`--distributed`): per rank, messages, bytes;
    /// `stats` then sums the ranks' counters.
    pub distributed: Option<DistStats>,
    /// `--shortest`: the breadth-first search for the shortest counterexample (`stats` are
    /// the depth-first search's).
    pub shortest: Option<ShortestStats>,
    /// What the symmetry reduction did.
    pub symmetry: SymmetryStats,
    /// What the counter abstraction did (`--counter-bound`).
    pub counter: Option<CounterStats>,
}

/// What the counter abstraction did in a check ([`crate::model::counter`]).
#[derive(Clone, Debug, Default, Serialize)]
pub struct CounterStats {
    /// The bound K ("K or more").
    pub bound: u32,
    /// States the abstract search stored.
    pub abstract_states: u64,
    /// Its time.
    pub abstract_seconds: f64,
    /// What the abstract search found: "holds", "incomplete" or the violation's message.
    pub abstract_result: String,
    /// The thread limits (main included) of the concrete searches that looked for the
    /// abstract search's violation, in order, with what each found ("violated", "holds",
    /// "incomplete").
    pub concrete: Vec<(usize, String)>,
    /// Where the abstract search came to the thread limit: the threads it could not
    /// count, per start function and reason ("thr1: 62 threads: a heap block it
    /// allocated"). Empty where it never did.
    pub uncounted: Vec<String>,
}

/// The thread limits (main included) of the concrete searches that look for a violation
/// the counter abstraction found, up to `--max-threads`.
const CONFIRM_THREADS: [usize; 12] = [2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65];

/// Time the concrete searches after a counter abstraction's violation take together when
/// no `--max-time` is given.
const CONFIRM_TIME: Duration = Duration::from_secs(60);

/// What the symmetry reduction did in a check ([`crate::model::symmetry`]).
#[derive(Clone, Debug, Default, Serialize)]
pub struct SymmetryStats {
    /// The search matched states up to renaming threads.
    pub on: bool,
    /// Why not, when it did not.
    pub off: Option<String>,
    /// A first search with the reduction met a use of a thread's identity and the check
    /// searched again without it: the use, and what the first search had done.
    pub restarted: Option<SymmetryRestart>,
    /// States matched as a renaming of themselves other than the identity (how often the
    /// reduction reordered threads; each such state may stand for others).
    pub renamed: u64,
    /// Per start function, how many distinct arguments its threads got: threads started
    /// with the same function and argument are the ones whose states merge.
    pub started: Vec<crate::model::symmetry::StartedThreads>,
}

/// The first search of a check whose symmetry reduction met a thread's identity.
#[derive(Clone, Debug, Serialize)]
pub struct SymmetryRestart {
    /// The use of a thread's identity.
    pub identity: crate::model::symmetry::IdentityUse,
    /// States the first search stored before it stopped.
    pub states: u64,
    /// Its time.
    pub seconds: f64,
}

/// What `--shortest` did: the depth-first search found a counterexample of `dfs_moves`
/// moves; a breadth-first search over the same graph (same granularity, stubborn sets and
/// store; no sleep sets, which depend on the search order; no deeper than `dfs_moves`) looked
/// for the shortest.
#[derive(Clone, Debug, Serialize)]
pub struct ShortestStats {
    /// Moves of the counterexample reported (the shortest found; the depth-first one's when
    /// the breadth-first search found none).
    pub moves: usize,
    /// Moves of the depth-first search's counterexample.
    pub dfs_moves: usize,
    /// The counterexample has the fewest moves of all counterexamples of the graph searched:
    /// the breadth-first search found it with a lossless store and no limit stopped it.
    pub minimal: bool,
    /// What the minimality is relative to, in words.
    pub scope: String,
    /// The breadth-first search's statistics (its cost).
    pub search: Stats,
    /// Why the breadth-first search stopped early, if it did.
    pub stop: Option<Stop>,
}

/// A probability for a verdict line: 4 significant digits.
pub fn short_float(x: f64) -> String {
    if x == 0.0 || (1e-3..1e4).contains(&x.abs()) {
        let s = format!("{x:.6}");
        let s = s.trim_end_matches('0').trim_end_matches('.');
        s.to_string()
    } else {
        format!("{x:.3e}")
    }
}

/// A finished check: the model (to render counterexamples) and the report.
pub struct Checked<'p> {
    /// The model that was searched.
    pub sys: CProgram<'p>,
    /// The LTL setup, if an LTL property was checked.
    pub ltl: Option<LtlSetup>,
    /// The result.
    pub report: CheckReport,
}

/// Resolves invariant names to functions of the program.
pub fn resolve_invariants(prog: &Program, names: &[String]) -> Result<Vec<(String, u32)>, String> {
    names
        .iter()
        .map(|n| match prog.func(n) {
            Some(f) if prog.funcs[f as usize].stub.is_none() => {
                if prog.funcs[f as usize].params.is_empty() {
                    Ok((n.clone(), f))
                } else {
                    Err(format!("invariant {n} must take no arguments"))
                }
            }
            _ => Err(format!(
                "no function named {n} in the program (for --invariant)"
            )),
        })
        .collect()
}

/// Resolves `--match` names or `--abstraction` into an [`Abstraction`].
pub fn resolve_abstraction(
    prog: &Program,
    spec: &AbstractionSpec,
) -> Result<Option<Abstraction>, String> {
    let names = match spec {
        AbstractionSpec::None => return Ok(None),
        AbstractionSpec::Function => {
            return match prog.func("pancam_abstract") {
                Some(f) if prog.funcs[f as usize].stub.is_none() => {
                    Ok(Some(Abstraction::Function(f)))
                }
                _ => Err(
                    "the --abstraction file defines no function pancam_abstract(unsigned char \
                     *buf, unsigned long cap)"
                        .into(),
                ),
            };
        }
        AbstractionSpec::Globals(names) => names,
    };
    let mut ranges = Vec::new();
    for n in names {
        let base_len = n.find(['[', '.']).unwrap_or(n.len());
        let (base, path) = n.split_at(base_len);
        let id = prog
            .objects
            .iter()
            .position(|o| o.c_name.as_deref() == Some(base) || o.name == base)
            .ok_or_else(|| format!("--match: no global variable named {base}"))?;
        let o = &prog.objects[id];
        if path.is_empty() {
            ranges.push((id as u32, 0, o.init.len() as u64));
            continue;
        }
        let t = o
            .c_type
            .as_ref()
            .ok_or_else(|| format!("--match: no debug information for the type of {base}"))?;
        let leaf = t
            .leaves(1 << 16)
            .into_iter()
            .find(|(p, _, _)| p == path)
            .ok_or_else(|| format!("--match: {base} has no field or element {path}"))?;
        ranges.push((id as u32, leaf.1, leaf.1 + leaf.2.size()));
    }
    Ok(Some(Abstraction::Globals(ranges)))
}

/// The program moves of a product counterexample (claim moves and stutters dropped).
fn program_cx(cx: &Counterexample<PMove, Violation>) -> Counterexample<Move, Violation> {
    Counterexample {
        path: cx.path.iter().filter_map(PMove::program).collect(),
        cycle: cx
            .cycle
            .as_ref()
            .map(|c| c.iter().filter_map(PMove::program).collect()),
        cause: cx.cause.clone(),
    }
}

/// A product search's outcome with program counterexamples, and the product ones (for
/// replay and trails).
#[allow(clippy::type_complexity)]
fn program_outcome(
    o: Outcome<PMove, Violation>,
) -> (
    Outcome<Move, Violation>,
    Vec<Counterexample<PMove, Violation>>,
) {
    let outcome = Outcome {
        verdict: o.verdict,
        counterexamples: o.counterexamples.iter().map(program_cx).collect(),
        stats: o.stats,
        stop: o.stop,
        depth_truncated: o.depth_truncated,
    };
    (outcome, o.counterexamples)
}

/// The message of an LTL counterexample: the formula and the shape of the lasso.
pub fn acceptance_message(
    formula: &str,
    fair: bool,
    cx: &Counterexample<Move, Violation>,
) -> String {
    let stutter = cx.cycle.as_ref().is_some_and(|c| c.is_empty());
    format!(
        "{} is violated by a{} run: {}{}",
        formula.trim(),
        if fair { " weakly fair" } else { "n infinite" },
        if stutter {
            "the prefix ends in a state without moves (all threads finished or blocked) \
             that stutters forever"
        } else {
            "the prefix, then the cycle repeated forever"
        },
        if fair {
            ""
        } else {
            " (fairness off: the cycle may starve an enabled thread; try --fair)"
        }
    )
}

/// Builds the model of `prog` under `opts` (resolving names, setting up LTL), without
/// searching.
pub fn model<'p>(
    prog: &'p Program,
    opts: &CheckOptions,
) -> Result<(CProgram<'p>, Option<LtlSetup>, Vec<String>), CheckError> {
    let abstraction = resolve_abstraction(prog, &opts.abstraction).map_err(CheckError)?;
    let invariants = resolve_invariants(prog, &opts.invariants).map_err(CheckError)?;
    let mut warnings = Vec::new();
    let ltl = match &opts.ltl {
        Some(l) => {
            let s = ltl_setup(prog, &l.formula, &l.props, opts.granularity).map_err(CheckError)?;
            for (name, t) in crate::ltlcheck::props::threads_named(&s.props) {
                if usize::from(t) >= opts.vm.max_threads {
                    return Err(CheckError(format!(
                        "--prop {name}: thread t{t} can never exist (threads are numbered from \
                         t0, main, in creation order, and --max-threads is {})",
                        opts.vm.max_threads
                    )));
                }
            }
            warnings.extend(s.warnings.iter().cloned());
            // Monte Carlo samples the product on all workers; nested DFS is sequential.
            if opts.workers > 1 && opts.monte_carlo.is_none() && opts.swarm.is_none() {
                warnings
                    .push("the LTL search (nested DFS) is sequential; --workers ignored".into());
            }
            Some(s)
        }
        None => None,
    };
    let mut granularity = ltl.as_ref().map_or(opts.granularity, |l| l.granularity);
    if opts.vm.counter_bound.is_some()
        && matches!(granularity, Granularity::Superstep | Granularity::Unlimited)
    {
        // A flagged thread stands for threads whose first access may fall into another
        // thread's superstep (see `crate::model::counter`).
        granularity = Granularity::SharedAccess;
        warnings.push(
            "--counter-bound: steps end at each access to shared memory (--granularity \
             shared-access), and partial order reduction is off"
                .into(),
        );
    }
    let mut properties = opts.properties.clone();
    properties.invariants = invariants;
    let model = opts.vm.memory_model;
    if model.is_weak() {
        let why = if opts.properties.svcomp.is_some() {
            Some("SV-COMP mode follows the competition's rules, which are sequentially consistent")
        } else if opts.vm.nondet_uninit {
            Some("--uninit nondet reads of never-written memory are not modelled under weak memory")
        } else {
            None
        };
        if let Some(w) = why {
            return Err(CheckError(format!(
                "--memory-model {}: {w} (use --memory-model sc)",
                model.name()
            )));
        }
    }
    if model == crate::vm::weak::MemoryModel::Rc11 {
        // Races are found by happens-before at each access (always, under rc11); the check
        // of two threads' next accesses is not needed.
        properties.races = false;
    }
    let por = por_mode(opts, granularity, &mut warnings);
    let mut mopts = ModelOptions {
        por,
        sleep_sets: opts.sleep_sets,
        spin_reduction: opts.spin_reduction && ltl.is_none() && opts.monte_carlo.is_none(),
        granularity,
        nondet_range: opts.nondet_range,
        properties,
        context_bound: opts.context_bound,
        naive_bound: opts.naive_context_bound,
        abstraction,
        vm: VmConfig {
            nondet_k: opts.effective_nondet_k(),
            ..opts.vm.clone()
        },
        input_draw: opts
            .monte_carlo
            .as_ref()
            .map_or(crate::model::InputDraw::Uniform, |m| m.inputs),
        symmetry: symmetry_decision(opts).is_ok(),
        ..ModelOptions::default()
    };
    if let Some(l) = &ltl {
        mopts.visible = l.visible.clone();
        // A run that ends stutters in its last state: the claim sees final states.
        mopts.observe_end = true;
        // No real run wakes spuriously forever: under LTL, spurious wakeups would make
        // every wait loop a (fair) cycle that violates liveness.
        mopts.vm.spurious_wakeups = false;
    }
    let sys = CProgram::new(prog, mopts, &opts.args).map_err(CheckError)?;
    Ok((sys, ltl, warnings))
}

/// Notes about the memory model of a check: under sequential consistency, a program whose
/// own code (not pancam's C library) uses atomics or fences weaker than `seq_cst` gets a
/// note naming `--memory-model rc11`, and one with `volatile` accesses (locks built on
/// plain variables) a note naming `--memory-model tso`. SV-COMP mode, which is SC by the
/// competition's rules, gets none.
pub fn memory_model_notes(prog: &Program, opts: &CheckOptions) -> Vec<String> {
    use crate::bytecode::op::{MemOrd, Op};
    if opts.vm.memory_model.is_weak() || opts.properties.svcomp.is_some() {
        return Vec::new();
    }
    let mut weak_at: Option<(u32, u32)> = None;
    let mut volatile = false;
    for (fi, f) in prog.funcs.iter().enumerate() {
        if f.library {
            continue;
        }
        volatile |= f.volatile;
        if weak_at.is_some() {
            continue;
        }
        for (pc, op) in f.code.iter().enumerate() {
            let ord = match *op {
                Op::ALoad { ord, .. }
                | Op::AStore { ord, .. }
                | Op::AtomicRmw { ord, .. }
                | Op::Fence { ord } => ord,
                Op::CmpXchg { ord, fail, .. } => ord.min(fail),
                _ => continue,
            };
            if ord != MemOrd::SeqCst {
                weak_at = Some((fi as u32, pc as u32));
                break;
            }
        }
    }
    let mut notes = Vec::new();
    if let Some((f, pc)) = weak_at {
        notes.push(format!(
            "the program uses atomics or fences weaker than seq_cst (first at {}), which this \
             sequentially consistent check runs as seq_cst: check with --memory-model rc11 for \
             what C11 allows them",
            prog.srcmap.describe(prog.loc_at(f, pc))
        ));
    }
    if volatile {
        notes.push(
            "the program has volatile accesses, which this sequentially consistent check runs \
             in order: a lock built on them may fail on x86 (store buffers); check with \
             --memory-model tso"
                .to_string(),
        );
    }
    notes
}

/// The reduction a check runs with: `opts.por`, unless something it does not preserve is
/// asked for (then off, with a warning) or the granularity has no supersteps.
fn por_mode(opts: &CheckOptions, granularity: Granularity, warnings: &mut Vec<String>) -> PorMode {
    por_decision(opts, granularity, warnings)
}

/// The reduction a search under `opts` at its own granularity runs with (what a trail
/// records, so that its replay follows the same reduced graph).
pub fn effective_por(opts: &CheckOptions) -> PorMode {
    por_decision(opts, opts.granularity, &mut Vec::new())
}

/// Whether a check under `opts` runs with the symmetry reduction: `Err` with the reason
/// when it does not.
pub fn symmetry_decision(opts: &CheckOptions) -> Result<(), &'static str> {
    if !opts.symmetry {
        Err("--no-symmetry")
    } else if opts.ltl.is_some() {
        Err("not with an LTL property yet (the nested search would close cycles up to a renaming)")
    } else if opts.vm.memory_model.is_weak() {
        Err("not under a weak memory model yet (per-thread store buffers and views)")
    } else if opts.abstraction != AbstractionSpec::None {
        Err("not with an abstraction (--match, --abstraction)")
    } else if opts.monte_carlo.is_some() {
        Err("Monte Carlo keeps no visited set")
    } else {
        Ok(())
    }
}

fn por_decision(
    opts: &CheckOptions,
    granularity: Granularity,
    warnings: &mut Vec<String>,
) -> PorMode {
    if opts.por == PorMode::None
        || granularity != Granularity::Superstep
        || opts.vm.counter_bound.is_some()
    {
        return PorMode::None;
    }
    let why = if opts.context_bound.is_some() {
        Some(
            "a context bound (reordering moves changes how many preemptions a path has; \
             supersteps still apply)",
        )
    } else if opts.ltl.as_ref().is_some_and(|l| l.fair) {
        Some("weak fairness (--fair): a reduced cycle may starve a thread the program would run")
    } else if opts.monte_carlo.is_some() {
        // Sampling walks the program's own schedules: no reduction by design, no warning.
        return PorMode::None;
    } else if opts.properties.svcomp == Some(crate::model::SvProperty::Termination) {
        Some("the termination property, which needs weak fairness")
    } else {
        None
    };
    match why {
        Some(w) => {
            warnings.push(format!(
                "partial order reduction (--por stubborn) is off under {w}"
            ));
            PorMode::None
        }
        None => PorMode::Stubborn,
    }
}

/// A check ready to search: the model built, names resolved, LTL set up.
pub struct Prepared<'p> {
    /// The model.
    pub sys: CProgram<'p>,
    /// The LTL setup.
    pub ltl: Option<LtlSetup>,
    /// Warnings so far.
    pub warnings: Vec<String>,
}

impl<'p> Prepared<'p> {
    /// The granularity the search will use (LTL may force `Instruction`).
    pub fn granularity(&self) -> Granularity {
        self.sys.opts.granularity
    }

    /// Runs the search. A search with the symmetry reduction that meets a use of a
    /// thread's identity stops, and the check searches again without it (without writing
    /// checkpoints: those of the command line would be the reduced search's), saying why.
    pub fn run(self, opts: &CheckOptions) -> Checked<'p> {
        let prog = self.sys.prog();
        let ch = self.run_reduced(opts);
        match opts.vm.counter_bound {
            Some(k) => confirm_counter(prog, ch, opts, k),
            None => ch,
        }
    }

    /// [`Self::run`] without the counter abstraction's concrete searches.
    fn run_reduced(self, opts: &CheckOptions) -> Checked<'p> {
        let prog = self.sys.prog();
        let first = search_model(self, opts);
        let Some(identity) = first.sys.symmetry.as_ref().and_then(|s| s.broken()) else {
            return first;
        };
        opts.monitor.take_restart();
        let again = CheckOptions {
            symmetry: false,
            checkpoint: None,
            // The counter abstraction needs the reduction.
            vm: VmConfig {
                counter_bound: None,
                ..opts.vm.clone()
            },
            ..opts.clone()
        };
        let restart = SymmetryRestart {
            identity,
            states: first.report.stats.counters.stored,
            seconds: first.report.stats.elapsed.as_secs_f64(),
        };
        let mut warnings = first.report.warnings.clone();
        if opts.checkpoint.is_some() {
            warnings.push(
                "the search started again without symmetry reduction and writes no \
                 checkpoints: run with --no-symmetry to have them"
                    .into(),
            );
        }
        let p = match prepare(prog, &again) {
            Ok(p) => p,
            // Not expected: the options are those that prepared once, less the reduction and
            // the checkpoints. The first search's report then stands, incomplete.
            Err(_) => return first,
        };
        drop(first);
        let mut ch = search_model(p, &again);
        ch.report.warnings = warnings;
        ch.report.symmetry.off = Some("the first search met a use of a thread's identity".into());
        ch.report.symmetry.restarted = Some(restart);
        ch
    }
}

/// After the counter abstraction's search: a proof stands; a violation is looked for in
/// the concrete program, with growing thread limits, and reported from there (a
/// counterexample is always concrete), or the verdict is incomplete
/// ([`Incomplete::CounterAbstraction`]).
fn confirm_counter<'p>(
    prog: &'p Program,
    mut ch: Checked<'p>,
    opts: &CheckOptions,
    k: u32,
) -> Checked<'p> {
    if ch.sys.vm.cfg.counter_bound.is_none() {
        // The search ran again without the symmetry reduction, and so without the
        // abstraction: its verdict is the concrete program's.
        ch.report
            .warnings
            .push("--counter-bound: off, as the symmetry reduction it needs".into());
        return ch;
    }
    let r = &ch.report;
    let mut stats = CounterStats {
        bound: k,
        abstract_states: r.stats.counters.stored,
        abstract_seconds: r.stats.elapsed.as_secs_f64(),
        abstract_result: match r.verdict {
            Verdict::Holds => "holds".into(),
            Verdict::Violated => r.findings[0].violation.msg.clone(),
            _ => "incomplete".into(),
        },
        concrete: Vec::new(),
        uncounted: ch.sys.uncounted.get().cloned().unwrap_or_default(),
    };
    let found = r
        .findings
        .iter()
        .find(|f| f.kind != FindingKind::Unsupported)
        .map(|f| f.violation.msg.clone());
    let Some(found) = found else {
        ch.report.counter = Some(stats);
        return ch;
    };
    let start = std::time::Instant::now();
    let budget = opts
        .max_time
        .map_or(CONFIRM_TIME, |t| t.saturating_sub(r.stats.elapsed));
    let mut last = 0;
    for &n in CONFIRM_THREADS.iter() {
        let n = n.min(opts.vm.max_threads);
        if n <= last {
            break;
        }
        last = n;
        let left = budget.saturating_sub(start.elapsed());
        if left.is_zero() {
            break;
        }
        let concrete = CheckOptions {
            vm: VmConfig {
                counter_bound: None,
                max_threads: n,
                ..opts.vm.clone()
            },
            checkpoint: None,
            max_time: Some(left),
            ..opts.clone()
        };
        let Ok(p) = prepare(prog, &concrete) else {
            break;
        };
        let mut c = p.run(&concrete);
        let verdict = c.report.verdict;
        stats.concrete.push((
            n,
            match verdict {
                Verdict::Violated => "violated",
                Verdict::Holds => "holds",
                Verdict::CannotCheck => "cannot check",
                Verdict::Incomplete => "incomplete",
            }
            .into(),
        ));
        if verdict == Verdict::Violated || verdict == Verdict::Holds {
            // A concrete counterexample, or a proof of the concrete program (its search
            // never met the thread limit: the program starts fewer threads).
            c.report.counter = Some(stats);
            c.report
                .warnings
                .splice(0..0, ch.report.warnings.iter().cloned());
            return c;
        }
        // A search that held (so never met the thread limit), or that stopped at a time
        // or memory limit, is not helped by more threads.
        let at_limit = c.report.incomplete.iter().any(|i| {
            matches!(
                i,
                Incomplete::Limit {
                    limit: Limit::Threads
                }
            )
        });
        let stopped = c
            .report
            .incomplete
            .iter()
            .any(|i| matches!(i, Incomplete::Stopped { .. }));
        if stopped || !at_limit {
            break;
        }
    }
    let r = &mut ch.report;
    r.findings.clear();
    r.verdict = Verdict::Incomplete;
    r.incomplete.push(Incomplete::CounterAbstraction {
        bound: k,
        violation: found,
        threads: stats.concrete.last().map_or(0, |c| c.0),
    });
    r.counter = Some(stats);
    ch
}

/// Why the counter abstraction (`--counter-bound`) cannot run under `opts`, if it cannot.
pub fn counter_refusal(opts: &CheckOptions) -> Option<String> {
    opts.vm.counter_bound?;
    let why = if let Err(e) = symmetry_decision(opts) {
        format!("it needs the symmetry reduction, which is off: {e}")
    } else if opts.context_bound.is_some() {
        "not with a context bound".into()
    } else if opts.swarm.is_some() {
        "not with a swarm".into()
    } else if opts.shortest {
        "not with --shortest (the counterexample comes from the concrete search)".into()
    } else if opts.vm.counter_bound == Some(0) {
        "the bound must be at least 1".into()
    } else {
        return None;
    };
    Some(format!("--counter-bound: {why}"))
}

/// Builds the model of a check without searching (see [`run`]).
pub fn prepare<'p>(prog: &'p Program, opts: &CheckOptions) -> Result<Prepared<'p>, CheckError> {
    if let Some(why) = counter_refusal(opts) {
        return Err(CheckError(why));
    }
    if let Some(sw) = &opts.swarm {
        let why = if sw.runs == 0 {
            Some("a swarm needs at least one run")
        } else if opts.monte_carlo.is_some() {
            Some("a swarm and a Monte Carlo search exclude each other")
        } else {
            None
        };
        if let Some(w) = why {
            return Err(CheckError(w.into()));
        }
    }
    if opts.swarm_ranks && opts.ltl.is_some() {
        return Err(CheckError(
            "--swarm with --ltl spreads its runs over one machine's cores; under mpirun \
             a swarm checks safety properties only (run it without mpirun)"
                .into(),
        ));
    }
    if opts.distributed {
        let why = if opts.ltl.is_some() {
            Some(
                "the distributed search checks safety properties only: an LTL property needs \
                 the nested DFS of one process (leave out --distributed)",
            )
        } else if opts.swarm.is_some() {
            Some("--swarm under mpirun spreads its runs over the ranks: leave out --distributed")
        } else if opts.monte_carlo.is_some() {
            Some("a distributed search is exhaustive: leave out --search monte-carlo")
        } else if opts.max_violations != 1 {
            Some("the distributed search stops at the first violation: leave out --max-violations")
        } else if opts.vm.memory_model.is_weak() {
            Some(
                "the distributed search runs under sequential consistency only: leave out \
                 --distributed, or use --memory-model sc",
            )
        } else {
            None
        };
        if let Some(w) = why {
            return Err(CheckError(w.into()));
        }
    }
    if opts.checkpoint.is_some() && opts.swarm_ranks {
        return Err(CheckError(
            "a swarm spread over MPI ranks does not write checkpoints: run it without mpirun \
             (its runs then share one machine's cores and checkpoint), or leave out \
             --checkpoint"
                .into(),
        ));
    }
    let (sys, ltl, mut warnings) = model(prog, opts)?;
    if opts.distributed
        && let Ok(cpus) = std::thread::available_parallelism()
        && opts.workers > cpus.get()
    {
        // Open MPI binds each rank to one core by default (two ranks or fewer).
        warnings.push(format!(
            "--workers {} but this process may run on {} CPU{} only (its affinity mask): \
             under mpirun, give each rank cores (--bind-to none, or --map-by \
             ppr:1:node:PE={})",
            opts.workers,
            cpus,
            if cpus.get() == 1 { "" } else { "s" },
            opts.workers
        ));
    }
    Ok(Prepared { sys, ltl, warnings })
}

/// Runs a check of `prog`.
pub fn run<'p>(prog: &'p Program, opts: &CheckOptions) -> Result<Checked<'p>, CheckError> {
    Ok(prepare(prog, opts)?.run(opts))
}

/// The search options of a check.
fn search_config(opts: &CheckOptions) -> SearchConfig {
    SearchConfig {
        store: opts.store,
        expected_states: opts.expected_states,
        max_violations: opts.max_violations,
        max_depth: opts.depth,
        max_memory: opts.memory_limit(),
        max_time: opts.max_time,
        workers: opts.workers.max(1),
        // Terminal states are looked at for deadlocks and for leaks at the program's end.
        deadlocks: opts.properties.deadlocks || opts.properties.leaks,
        fairness: false,
        monitor: opts.monitor.clone(),
        seed: 0,
        sketch: None,
        stack: opts.stack,
    }
}

fn search_model<'p>(p: Prepared<'p>, opts: &CheckOptions) -> Checked<'p> {
    let Prepared { sys, ltl, warnings } = p;
    if let Some(s) = &sys.symmetry {
        s.watch(&opts.monitor);
    }
    if opts.stop_at_thread_limit {
        sys.cuts.stop_at_thread_limit(&opts.monitor);
    }
    let config = search_config(opts);
    let product = ltl.as_ref().map(|l| Product {
        sys: &sys,
        claim: &l.claim,
        props: &l.props,
    });
    let mc_config = |liveness: bool| {
        opts.monte_carlo.as_ref().map(|m| MonteCarloConfig {
            epsilon: m.epsilon,
            delta: m.delta,
            seed: m.seed,
            max_samples: m.max_samples,
            sample: m.sample,
            max_length: m.max_length,
            workers: opts.workers.max(1),
            deadlocks: !liveness && config.deadlocks,
            liveness,
            fairness: liveness && opts.ltl.as_ref().is_some_and(|l| l.fair),
            max_time: opts.max_time,
            // Only a program whose condition waits may wake spuriously has idle moves.
            idle: sys.vm.cfg.spurious_wakeups.then_some(m.spurious),
            monitor: opts.monitor.clone(),
        })
    };
    let mut mc_stats = None;
    let mut swarm_stats = None;
    let mut shortest = None;
    let (outcome, product_cxs): (Outcome<Move, Violation>, Vec<_>) = match &product {
        Some(p) if opts.monte_carlo.is_some() => {
            let (o, st) = sampled(p, &mc_config(true).expect("monte carlo"), opts);
            mc_stats = Some(st);
            program_outcome(o)
        }
        None if opts.monte_carlo.is_some() => {
            let (o, st) = sampled(&sys, &mc_config(false).expect("monte carlo"), opts);
            mc_stats = Some(st);
            (o, Vec::new())
        }
        Some(p) => {
            let config = SearchConfig {
                fairness: opts.ltl.as_ref().is_some_and(|l| l.fair),
                deadlocks: false,
                ..config.clone()
            };
            match opts.swarm {
                Some(sw) => {
                    let (o, st) = match &opts.checkpoint {
                        None => swarm_of(&config, sw.runs, sw.seed, &|c: &SearchConfig| {
                            nested_dfs(p, c)
                        }),
                        Some(plan) => {
                            swarm_checkpointed(&sys, &config, sw.runs, sw.seed, plan, &|c, run| {
                                crate::explore::nested_dfs_checkpointed(
                                    p,
                                    c,
                                    run.expect("a checkpointing swarm's run has its plan"),
                                )
                            })
                        }
                    };
                    swarm_stats = Some(st);
                    program_outcome(o)
                }
                None => program_outcome(nested_search(p, &config, opts)),
            }
        }
        None => match opts.swarm {
            Some(sw) => {
                let (o, st) = match &opts.checkpoint {
                    None => swarm(&sys, &config, sw.runs, sw.seed),
                    Some(plan) => {
                        swarm_checkpointed(&sys, &config, sw.runs, sw.seed, plan, &|c, run| {
                            crate::explore::search_checkpointed(
                                &sys,
                                c,
                                run.expect("a checkpointing swarm's run has its plan"),
                            )
                        })
                    }
                };
                swarm_stats = Some(st);
                (o, Vec::new())
            }
            None if opts.shortest => {
                let (o, st) = shortest_after_dfs(&sys, &config, opts);
                shortest = st;
                (o, Vec::new())
            }
            None => (safety_search(&sys, &config, opts), Vec::new()),
        },
    };
    let mut ch = checked(
        sys,
        ltl,
        warnings,
        opts,
        Searched {
            outcome,
            product_cxs,
            mc_stats,
            swarm_stats,
        },
    );
    ch.report.shortest = shortest;
    ch
}

/// The exhaustive safety search, writing checkpoints and resuming from one when `opts`
/// says so. A checkpoint that cannot be resumed is recorded in the plan (the caller reports
/// it) and gives an outcome of no states, stopped as cancelled: never a verdict.
fn safety_search(
    sys: &CProgram<'_>,
    config: &SearchConfig,
    opts: &CheckOptions,
) -> Outcome<Move, Violation> {
    let Some(plan) = &opts.checkpoint else {
        return search(sys, config);
    };
    crate::explore::search_checkpointed(sys, config, plan)
        .unwrap_or_else(|e| not_resumed(plan, e, config))
}

/// The outcome of a search whose checkpoint could not be resumed (`why`, recorded in the
/// plan for the caller to report): no states, stopped as cancelled, never a verdict.
fn not_resumed<L, V>(plan: &Checkpointing, why: String, config: &SearchConfig) -> Outcome<L, V> {
    plan.fail(why);
    Outcome::new(
        Vec::new(),
        crate::explore::Stats::empty(config.store),
        Some(crate::explore::Stop::Cancelled),
        false,
    )
}

/// The nested DFS of an LTL check, writing checkpoints and resuming from one when `opts`
/// says so (as [`safety_search`]).
fn nested_search(
    p: &Product<'_, '_>,
    config: &SearchConfig,
    opts: &CheckOptions,
) -> Outcome<PMove, Violation> {
    let Some(plan) = &opts.checkpoint else {
        return nested_dfs(p, config);
    };
    crate::explore::nested_dfs_checkpointed(p, config, plan)
        .unwrap_or_else(|e| not_resumed(plan, e, config))
}

/// `--shortest`: the depth-first search, then, when it found a counterexample, the
/// breadth-first search for the shortest one (bounded by the first one's length). The outcome
/// is the depth-first search's with its counterexample replaced by the shortest found.
fn shortest_after_dfs(
    sys: &CProgram<'_>,
    config: &SearchConfig,
    opts: &CheckOptions,
) -> (Outcome<Move, Violation>, Option<ShortestStats>) {
    let mut outcome = safety_search(sys, config, opts);
    let Some(dfs_moves) = outcome.counterexamples.first().map(|c| c.path.len()) else {
        return (outcome, None);
    };
    let bfs = crate::explore::bfs::shortest(sys, config, Some(dfs_moves));
    let found = bfs.counterexamples.into_iter().next();
    let minimal = found.is_some() && opts.store.is_lossless() && bfs.stop.is_none();
    let reduced = sys.por.is_some();
    let scope = format!(
        "{}among the counterexamples of the graph searched (its steps{}){}",
        if minimal {
            "fewest moves "
        } else {
            "shortest found, not proven minimal, "
        },
        if reduced {
            ", stubborn sets: a schedule the reduction leaves out may be shorter; \
             --por none searches all schedules"
        } else {
            ""
        },
        if opts.store.is_lossless() {
            ""
        } else {
            "; a lossy store may have lost the shortest path"
        }
    );
    let moves = match found {
        Some(cx) => {
            let n = cx.path.len();
            outcome.counterexamples = vec![cx];
            n
        }
        None => dfs_moves,
    };
    let st = ShortestStats {
        moves,
        dfs_moves,
        minimal,
        scope,
        search: bfs.stats,
        stop: bfs.stop,
    };
    (outcome, Some(st))
}

/// What a search produced, for [`checked`].
struct Searched {
    outcome: Outcome<Move, Violation>,
    product_cxs: Vec<Counterexample<PMove, Violation>>,
    mc_stats: Option<MonteCarloStats>,
    swarm_stats: Option<crate::explore::SwarmStats>,
}

/// The report of a search: verdict, reasons for incompleteness, findings replayed.
fn checked<'p>(
    sys: CProgram<'p>,
    ltl: Option<LtlSetup>,
    warnings: Vec<String>,
    opts: &CheckOptions,
    searched: Searched,
) -> Checked<'p> {
    let Searched {
        outcome,
        product_cxs,
        mc_stats,
        swarm_stats,
    } = searched;
    let product = ltl.as_ref().map(|l| Product {
        sys: &sys,
        claim: &l.claim,
        props: &l.props,
    });
    // Reasons for incompleteness and the reduction's counters, read before replaying (which
    // runs the model again).
    let por_stats = sys.por.as_ref().map(|p| p.counters.read());
    let mut incomplete = Vec::new();
    if let Some(stop) = outcome.stop
        && stop != Stop::ViolationLimit
    {
        incomplete.push(Incomplete::Stopped { stop });
    }
    if outcome.depth_truncated {
        incomplete.push(Incomplete::DepthLimit {
            depth: opts.depth.unwrap_or(0),
        });
    }
    if let Some(bound) = opts.context_bound
        && sys.bound_cut.load(Ordering::Relaxed)
    {
        incomplete.push(Incomplete::ContextBound { bound });
    }
    if opts.abstraction != AbstractionSpec::None {
        incomplete.push(Incomplete::Abstraction);
    }
    if sys.nondet_truncated.load(Ordering::Relaxed) {
        incomplete.push(Incomplete::NondetRange {
            lo: opts.nondet_range.0,
            hi: opts.nondet_range.1,
        });
    }
    if let Some(first) = sys.cuts.sym_cuts() {
        incomplete.push(Incomplete::NondetCut { first });
    }
    for limit in sys.cuts.limits() {
        incomplete.push(Incomplete::Limit { limit });
    }
    if let Some(first) = sys.cuts.first() {
        incomplete.push(Incomplete::PathsCut { first });
    }
    if let Some(st) = &mc_stats
        && st.violating_sample.is_none()
    {
        incomplete.push(Incomplete::Sampled {
            samples: st.samples,
            epsilon: st.epsilon,
            required: st.samples_required,
            delta: st.delta,
            epsilon_reached: st.epsilon_reached,
            capped: st.capped,
            pruned: st.pruned,
            spurious: st.idle,
        });
    }
    if let Some(st) = &swarm_stats
        && st.winner.is_none()
    {
        // One run that went to its end with a lossless store is a proof; otherwise the
        // swarm only says how much it covered.
        let proof = opts.store.is_lossless()
            && st.per_run.iter().any(|r| r.stop.is_none())
            && !outcome.depth_truncated;
        if !proof {
            incomplete.push(Incomplete::Swarm {
                runs: st.per_run.len(),
                distinct_states: st.distinct_states,
            });
        }
    }
    if !opts.store.is_lossless() && mc_stats.is_none() {
        incomplete.push(Incomplete::LossyStore {
            store: opts.store.name().to_string(),
        });
    }
    let fair = opts.ltl.as_ref().is_some_and(|l| l.fair);
    let formula = ltl.as_ref().map_or("", |l| l.formula.as_str());
    let findings: Vec<Finding> = outcome
        .counterexamples
        .iter()
        .enumerate()
        .map(|(i, cx)| {
            let (kind, violation) = match &cx.cause {
                Cause::Step(v) | Cause::State(v) | Cause::Terminal(v) => (
                    if v.kind == ViolationKind::Unsupported {
                        FindingKind::Unsupported
                    } else {
                        FindingKind::Violation { kind: v.kind }
                    },
                    v.clone(),
                ),
                Cause::Acceptance { .. } => (
                    FindingKind::Ltl,
                    Violation {
                        kind: ViolationKind::InvariantViolation,
                        msg: acceptance_message(formula, fair, cx),
                        thread: 0,
                        stack: Vec::new(),
                    },
                ),
            };
            let pcx = product_cxs.get(i).cloned();
            let replay = match (&product, &pcx) {
                // An LTL counterexample is replayed in the product: the lasso must close,
                // pass an accepting claim state and (with fairness) be weakly fair.
                (Some(p), Some(pcx)) => replay(p, pcx)
                    .map(|r| r.state.prog.sched.used)
                    .map_err(|e| e.to_string()),
                _ => replay(&sys, cx)
                    .map(|r| r.state.sched.used)
                    .map_err(|e| e.to_string()),
            };
            Finding {
                kind,
                violation,
                cx: cx.clone(),
                product: pcx,
                replay,
            }
        })
        .collect();
    // A race is one finding whichever side was seen first: the same pair of accesses
    // reported from another state, or with the threads swapped, is dropped.
    let mut races_seen = std::collections::HashSet::new();
    let findings: Vec<Finding> = findings
        .into_iter()
        .filter(|f| {
            if f.violation.kind != ViolationKind::DataRace || f.violation.stack.len() != 2 {
                return true;
            }
            let (a, b) = (f.violation.stack[0], f.violation.stack[1]);
            let key = if (a.func, a.pc) <= (b.func, b.pc) {
                (a.func, a.pc, b.func, b.pc)
            } else {
                (b.func, b.pc, a.func, a.pc)
            };
            races_seen.insert(key)
        })
        .collect();
    let verdict = if findings.iter().any(|f| f.kind != FindingKind::Unsupported) {
        Verdict::Violated
    } else if !findings.is_empty() {
        Verdict::CannotCheck
    } else if incomplete.is_empty() {
        Verdict::Holds
    } else {
        Verdict::Incomplete
    };
    let granularity = sys.opts.granularity;
    let symmetry = match &sys.symmetry {
        Some(sym) => SymmetryStats {
            on: true,
            off: None,
            restarted: None,
            renamed: sym.renamed(),
            started: sym.started_threads(sys.prog(), &sys.vm.argobj),
        },
        None => SymmetryStats {
            on: false,
            off: symmetry_decision(opts).err().map(str::to_string),
            ..SymmetryStats::default()
        },
    };
    Checked {
        sys,
        ltl,
        report: CheckReport {
            verdict,
            incomplete,
            findings,
            stats: outcome.stats,
            granularity,
            warnings,
            monte_carlo: mc_stats,
            por: por_stats,
            swarm: swarm_stats,
            distributed: None,
            shortest: None,
            symmetry,
            counter: None,
        },
    }
}

/// What the model recorded during a search besides the search's own counters (cut paths,
/// truncated inputs, the context bound, the reduction's counters): sent by every rank of a
/// distributed search to rank 0, which reports them as a single process would.
#[derive(Serialize, serde::Deserialize)]
struct ModelFlags {
    /// [`TransitionSystem::record`].
    record: Vec<u8>,
    por: Option<PorStats>,
}

impl ModelFlags {
    fn of(sys: &CProgram<'_>) -> ModelFlags {
        ModelFlags {
            record: sys.record(),
            por: sys.por.as_ref().map(|p| p.counters.read()),
        }
    }

    fn absorb_into(self, sys: &CProgram<'_>) {
        sys.absorb_record(&self.record)
            .expect("a record of the same program");
        if let (Some(p), Some(o)) = (&sys.por, &self.por) {
            p.counters.absorb(o);
        }
    }
}

/// Runs this process's rank of a distributed check ([`crate::explore::distributed`]) over
/// `comm`: every rank calls it with the same program and options (`opts.distributed`,
/// validated by [`prepare`]). Rank 0 gets the report, with its counterexample rebuilt across
/// the ranks and replayed as a single process's; the other ranks get `None`. With
/// `opts.swarm`, the swarm's runs are spread over the ranks instead
/// ([`crate::explore::swarm_over`]).
pub fn run_distributed<'p>(
    p: Prepared<'p>,
    opts: &CheckOptions,
    comm: &mut dyn Transport,
) -> Option<Checked<'p>> {
    let Prepared { sys, ltl, warnings } = p;
    if let Some(s) = &sys.symmetry {
        s.watch(&opts.monitor);
    }
    let config = search_config(opts);
    let (result, swarm_stats) = match opts.swarm {
        Some(sw) => match crate::explore::swarm_over(&sys, &config, sw.runs, sw.seed, comm) {
            Some((o, st)) => (Some((o, None)), Some(st)),
            None => (None, None),
        },
        None => {
            let r = match &opts.checkpoint {
                None => distributed(&sys, &config, comm),
                Some(plan) => {
                    let rank = comm.rank();
                    distributed_checkpointed(&sys, &config, comm, plan).unwrap_or_else(|why| {
                        // Every rank has the error and none searched: rank 0 reports it.
                        let outcome = not_resumed(plan, why, &config);
                        (rank == 0).then(|| (outcome, DistStats::default()))
                    })
                }
            };
            (r.map(|(o, d)| (o, Some(d))), None)
        }
    };
    let flags = serde_json::to_vec(&ModelFlags::of(&sys)).expect("flags serialise");
    let all = comm.gather(&flags);
    for f in all.into_iter().flatten().skip(1) {
        let f: ModelFlags = serde_json::from_slice(&f).expect("flags of the same program");
        f.absorb_into(&sys);
    }
    // A rank whose symmetry reduction met a thread's identity stopped every rank: rank 0
    // (which has every rank's record now) tells them all to search again without it.
    let mut again = vec![u8::from(
        sys.symmetry.as_ref().is_some_and(|s| s.broken().is_some()),
    )];
    comm.broadcast(&mut again);
    let o = CheckOptions {
        symmetry: false,
        checkpoint: None,
        ..opts.clone()
    };
    // The options prepared once, less the reduction and the checkpoints; should they not,
    // every rank reports the first search, incomplete.
    if again.first() == Some(&1)
        && let Ok(p) = prepare(sys.prog(), &o)
    {
        opts.monitor.take_restart();
        let identity = sys.symmetry.as_ref().and_then(|s| s.broken());
        let first = result
            .as_ref()
            .map(|(o, _)| (o.stats.counters.stored, o.stats.elapsed));
        drop(sys);
        let mut c = run_distributed(p, &o, comm)?;
        if let (Some(identity), Some((states, t))) = (identity, first) {
            c.report.symmetry.off =
                Some("the first search met a use of a thread's identity".into());
            c.report.symmetry.restarted = Some(SymmetryRestart {
                identity,
                states,
                seconds: t.as_secs_f64(),
            });
        }
        return Some(c);
    }
    let (outcome, dist) = result?;
    let mut c = checked(
        sys,
        ltl,
        warnings,
        opts,
        Searched {
            outcome,
            product_cxs: Vec::new(),
            mc_stats: None,
            swarm_stats,
        },
    );
    c.report.distributed = dist;
    Some(c)
}

/// Runs the Monte Carlo search on `sys` and reports it as a search [`Outcome`] (its
/// statistics hold the moves executed) with the Monte Carlo statistics beside it.
fn sampled<T>(
    sys: &T,
    cfg: &MonteCarloConfig,
    opts: &CheckOptions,
) -> (Outcome<T::Label, T::Violation>, MonteCarloStats)
where
    T: crate::explore::TransitionSystem + Sync,
{
    let o = match &opts.checkpoint {
        None => monte_carlo(sys, cfg),
        Some(plan) => monte_carlo_checkpointed(sys, cfg, plan).unwrap_or_else(|e| {
            // Never a verdict: the caller reports the checkpoint that could not be resumed.
            // The statistics are those of a search that draws no sample.
            plan.fail(e);
            let none = MonteCarloConfig {
                max_samples: Some(0),
                sample: None,
                ..cfg.clone()
            };
            MonteCarloOutcome {
                stop: Some(Stop::Cancelled),
                ..monte_carlo(sys, &none)
            }
        }),
    };
    let stats = Stats {
        mode: opts.store,
        distributed: false,
        workers: o.stats.workers,
        worker_states: Vec::new(),
        counters: Counters {
            transitions: o.stats.transitions,
            ..Counters::default()
        },
        inner_states: 0,
        inner_transitions: 0,
        max_depth: o.stats.max_length,
        stack_bytes: 0,
        visited_bytes: 0,
        state_bytes: None,
        elapsed: o.stats.elapsed,
        store: StoreReport::Exact,
    };
    let outcome = Outcome::new(o.counterexample.into_iter().collect(), stats, o.stop, false);
    (outcome, o.stats)
}
