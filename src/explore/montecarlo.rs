//! Monte Carlo model checking: random lassos with a confidence bound (Grosu & Smolka, "Monte
//! Carlo Model Checking", TACAS 2005; applied to C by GMC², the second system pancam descends
//! from — Zaks' dissertation, ch. 4, §4.1–4.2).
//!
//! A *sample* is a random walk from the initial state that picks, at every state, one of the
//! enabled moves at random ([`TransitionSystem::transitions`]: the threads, and for a
//! nondeterministic value every value of its range; see *the walk's distribution* below), and
//! ends
//!
//! - when it reaches a state it has already visited: the walk is then a *lasso* (a prefix and a
//!   cycle back to that state);
//! - in a state without moves (every thread finished, or a deadlock);
//! - at a violation: a move that violates a property ([`Step::Violation`]), a state that fails
//!   [`TransitionSystem::check`], a terminal state that [`TransitionSystem::terminal`] calls a
//!   deadlock, or — on the product with a never claim — a lasso whose cycle contains an accepting
//!   state (with weak fairness: only a weakly fair cycle counts, see below);
//! - when a move is pruned (`__VERIFIER_assume(0)`, a dead end of the never claim), or at the
//!   walk-length cap ([`MonteCarloConfig::max_length`]; such walks are counted and reported,
//!   they are not lassos).
//!
//! If `M = ⌈ln δ / ln(1 − ε)⌉` independent samples find no violation, then with confidence
//! `1 − δ` the probability that a sample hits a violating lasso is below `ε` (the samples are
//! Bernoulli trials with success probability `p_Z`; if `p_Z ≥ ε` all `M` fail with probability
//! `(1 − ε)^M ≤ δ`). This is a statement about the random-lasso distribution, not a proof: the
//! check's verdict stays "incomplete" (exit 3).
//!
//! **The walk's distribution.** At a state whose moves are all alike the walk draws one
//! uniformly (GMC²'s walk), or as [`TransitionSystem::random_move`] weighs them (a lazy
//! input's outcomes). Moves the system calls *idle* ([`TransitionSystem::idle`]: spurious
//! wakeups of condition waits) are not alike: at a state that offers both kinds, the idle
//! moves together are taken with probability `P` ([`MonteCarloConfig::idle`]; one of
//! them uniformly) and the others with `1 − P` (one of them uniformly); a state with only
//! idle moves (or none) draws uniformly. With one share per move instead
//! (`IdleDraw::Uniform`, GMC²'s uniform walk), a program whose threads wait on condition
//! variables spends most of its steps on wakeups that come back to the state they left,
//! which closes the lasso there: walks stay short and rarely reach deep states (Lowe's
//! attack on Needham–Schroeder: about 10⁻⁶ per walk). With a small `P` they stay possible
//! (a program that only fails after a spurious wakeup still fails, with a probability about
//! `P` times smaller per wakeup it needs) and no longer cut every walk short. The ε of the
//! statement below is a bound under *this* distribution: changing `P` changes which lassos
//! are likely, so an ε obtained with one `P` says nothing directly about another.
//!
//! **Which states the walk remembers.** Every state the walk reaches goes into the walk's own
//! table (a 128-bit hash of its matched bytes, [`TransitionSystem::matched`]). GMC² discusses
//! storing only the states at context switches to save memory; pancam's moves are already
//! whole supersteps (or shared-access steps) of one thread, so every state of the walk *is* a
//! point where another thread may be scheduled, and remembering all of them closes each lasso
//! at the first repetition: the shortest lasso, and the exact one the paper's definition of a
//! lasso asks for. A table of 16-byte keys per step costs little next to the states the walk
//! computes. A hash collision could only close a lasso early; every reported counterexample is
//! re-executed by [`super::replay`], which checks that the cycle returns to a state with the
//! same matched bytes, so a collision can never become a wrong verdict.
//!
//! **Liveness.** On the product of the program and the never claim of `¬φ` (whose states
//! include the claim state), a lasso violates `φ` iff a state of its cycle is accepting. Under
//! weak fairness ([`MonteCarloConfig::fairness`]) it must also be *weakly fair*: every process
//! that is enabled in every state of the cycle moves somewhere in the cycle — the same rule
//! as the nested DFS's fairness construction ([`super::fairness`]) and the replay's check. An
//! accepting but unfair lasso is not a violation (it is counted). A terminal product state
//! cannot occur (the product stutters when the program has no move), so every walk on the
//! product ends in a lasso, a violation, a pruned move or the cap.
//!
//! **All cores, deterministically.** Sample `k`'s random stream is a function of the seed and
//! `k` alone ([`sample_seed`]), so any sample can be re-run by itself
//! ([`MonteCarloConfig::sample`]). Workers take sample indices in increasing order from a shared
//! counter; when a sample violates, no worker starts a sample with a larger index, the samples
//! with smaller indices already started are finished, and the violation reported is that of
//! the *lowest* violating index. The counterexample (and the sample index) is therefore the
//! same for every number of workers; only the count of walks finished beyond it may vary.
//!
//! **Checkpoints** ([`monte_carlo_checkpointed`]): a ledger under one lock records which
//! samples are taken, running and finished, with the finished samples' tally; a checkpoint
//! is the ledger and the lowest violating index. A resumed search draws the samples that were
//! running again from their start, walks the violating sample again for its counterexample,
//! and goes on: it ends with the same tally as a search never interrupted.

use super::checkpoint::{Checkpointing, Reason, SampleImage, SearchBody};
use super::config::Stop;
use super::stats::{Counters, Monitor};
use super::system::{Step, TransitionSystem};
use super::trace::{Cause, Counterexample};
use rand::RngExt;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Options of a Monte Carlo check.
#[derive(Clone, Debug)]
pub struct MonteCarloConfig {
    /// The probability bound ε of a violating lasso (0 < ε < 1).
    pub epsilon: f64,
    /// The confidence parameter δ: the statement holds with confidence 1 − δ (0 < δ < 1).
    pub delta: f64,
    /// Seed of every sample's random stream.
    pub seed: u64,
    /// Draw at most this many samples (fewer than the `M` of ε and δ weakens the statement;
    /// more draws more: the statement reports the ε the samples drawn support).
    pub max_samples: Option<u64>,
    /// Run only this sample (its index), e.g. to re-run the one that found a violation.
    pub sample: Option<u64>,
    /// The longest walk, in moves; a walk that reaches it ends without closing a lasso.
    pub max_length: usize,
    /// Worker threads.
    pub workers: usize,
    /// Whether terminal states are asked for deadlocks ([`TransitionSystem::terminal`]).
    pub deadlocks: bool,
    /// Whether accepting lassos are violations (on a product with a never claim).
    pub liveness: bool,
    /// With `liveness`: only weakly fair accepting cycles are violations.
    pub fairness: bool,
    /// Time limit.
    pub max_time: Option<Duration>,
    /// How idle moves ([`TransitionSystem::idle`]) are drawn (see the module documentation);
    /// `None`: the system has none, or they are not told apart (drawn as [`IdleDraw::Uniform`]).
    pub idle: Option<IdleDraw>,
    /// Progress and cancellation.
    pub monitor: Arc<Monitor>,
}

/// How a walk draws idle moves ([`TransitionSystem::idle`]: spurious wakeups).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IdleDraw {
    /// At a state with idle and other moves, the idle moves together are taken with this
    /// probability (`0 ≤ P ≤ 1`), the others with `1 − P`; uniformly within each kind.
    Share(f64),
    /// One share per move, like any other move (GMC²'s uniform walk).
    Uniform,
}

impl Serialize for IdleDraw {
    /// The share as a number, or `"uniform"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            IdleDraw::Share(p) => s.serialize_f64(p),
            IdleDraw::Uniform => s.serialize_str("uniform"),
        }
    }
}

impl std::fmt::Display for IdleDraw {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IdleDraw::Share(p) => write!(f, "{p}"),
            IdleDraw::Uniform => f.write_str("uniform"),
        }
    }
}

/// The default share of idle moves ([`IdleDraw::Share`]): where other moves are possible,
/// spurious wakeups together get one step in a hundred (measured: BENCHMARKS.md, "Monte
/// Carlo").
pub const DEFAULT_IDLE_SHARE: f64 = 0.01;

impl Default for MonteCarloConfig {
    fn default() -> Self {
        MonteCarloConfig {
            epsilon: 1e-3,
            delta: 1e-3,
            seed: 0,
            max_samples: None,
            sample: None,
            max_length: 1 << 20,
            workers: 1,
            deadlocks: true,
            liveness: false,
            fairness: false,
            max_time: None,
            idle: Some(IdleDraw::Share(DEFAULT_IDLE_SHARE)),
            monitor: Arc::new(Monitor::new()),
        }
    }
}

/// `M = ⌈ln δ / ln(1 − ε)⌉`: the samples that must all miss for the statement "with
/// confidence 1 − δ, a violating lasso has probability below ε" (Grosu & Smolka).
pub fn samples_needed(epsilon: f64, delta: f64) -> u64 {
    let m = (delta.ln() / (-epsilon).ln_1p()).ceil();
    if m.is_finite() && m >= 1.0 {
        m.min(u64::MAX as f64) as u64
    } else {
        1
    }
}

/// The smallest ε that `n` missing samples support with confidence `1 − δ`:
/// `1 − δ^(1/n)` (the inverse of [`samples_needed`]).
pub fn epsilon_supported(n: u64, delta: f64) -> f64 {
    if n == 0 {
        1.0
    } else {
        -(delta.ln() / n as f64).exp_m1()
    }
}

/// The seed of sample `index`'s random stream: a function of the run's seed and the index only.
pub fn sample_seed(seed: u64, index: u64) -> u64 {
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&seed.to_le_bytes());
    b[8..].copy_from_slice(&index.to_le_bytes());
    xxhash_rust::xxh3::xxh3_64(&b)
}

/// How a walk ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WalkEnd {
    /// It came back to a state it had visited: a lasso without violation.
    Lasso,
    /// An accepting lasso whose cycle is not weakly fair (with fairness required).
    UnfairLasso,
    /// A state without moves that is not an error.
    Terminal,
    /// A move was pruned (`assume`, a dead end of the never claim).
    Pruned,
    /// The walk-length cap (or, for a simulation, the step limit).
    Cap,
    /// A violation.
    Violation,
    /// The search was stopped (time limit, cancellation, a lower sample violated).
    Stopped,
}

/// One walk: its moves, how it ended, and the counterexample if it violated something.
#[derive(Clone, Debug)]
pub struct Walk<L, V> {
    /// The moves, in order (for a lasso: the prefix then the cycle).
    pub moves: Vec<L>,
    /// How it ended.
    pub end: WalkEnd,
    /// For [`WalkEnd::Lasso`], [`WalkEnd::UnfairLasso`] and an acceptance violation: the index
    /// in `moves` where the cycle starts.
    pub cycle_start: Option<usize>,
    /// The violation, as a counterexample.
    pub counterexample: Option<Counterexample<L, V>>,
}

/// Statistics of a Monte Carlo check.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MonteCarloStats {
    /// ε asked for.
    pub epsilon: f64,
    /// δ asked for.
    pub delta: f64,
    /// The seed.
    pub seed: u64,
    /// `M`, the samples that ε and δ require.
    pub samples_required: u64,
    /// Samples (walks) finished, by all workers.
    pub samples: u64,
    /// The index of the violating sample (re-run it alone with `sample`).
    pub violating_sample: Option<u64>,
    /// Walks that ended in a lasso (no violation).
    pub lassos: u64,
    /// Accepting lassos that were not weakly fair (with fairness).
    pub unfair_lassos: u64,
    /// Walks that ended in a state without moves.
    pub terminal: u64,
    /// Walks that ended in a pruned move.
    pub pruned: u64,
    /// Walks that reached the length cap without closing a lasso.
    pub capped: u64,
    /// The length cap.
    pub max_length_allowed: usize,
    /// Moves executed by all walks.
    pub transitions: u64,
    /// How the walks drew idle moves ([`MonteCarloConfig::idle`]). In JSON `mc_spurious`:
    /// the share P, `"uniform"`, or `null` where the system has no idle moves.
    #[serde(rename = "mc_spurious")]
    pub idle: Option<IdleDraw>,
    /// Idle moves (spurious wakeups) the walks took.
    #[serde(rename = "spurious_moves")]
    pub idle_moves: u64,
    /// Mean walk length (moves).
    pub mean_length: f64,
    /// Longest walk (moves).
    pub max_length: usize,
    /// Worker threads.
    pub workers: usize,
    /// Wall-clock time (seconds in JSON).
    #[serde(serialize_with = "seconds")]
    pub elapsed: Duration,
    /// With no violation: the ε the samples drawn support with confidence `1 − δ`
    /// ([`epsilon_supported`]; below `epsilon` once `samples ≥ samples_required`).
    pub epsilon_reached: f64,
}

fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

impl std::fmt::Display for MonteCarloStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "(pancam) Monte Carlo search (random lassos), {} worker{}, seed {}",
            self.workers,
            if self.workers == 1 { "" } else { "s" },
            self.seed
        )?;
        writeln!(
            f,
            "epsilon {:e}, delta {:e}: {} samples required",
            self.epsilon, self.delta, self.samples_required
        )?;
        write!(f, "{:>12} samples", self.samples)?;
        if let Some(k) = self.violating_sample {
            write!(
                f,
                " (the violation is sample {k}; re-run it with --sample {k})"
            )?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "{:>12} lassos, {} ended in a state without moves, {} pruned, {} at the length cap \
             ({}){}",
            self.lassos,
            self.terminal,
            self.pruned,
            self.capped,
            self.max_length_allowed,
            if self.unfair_lassos > 0 {
                format!(", {} accepting but unfair", self.unfair_lassos)
            } else {
                String::new()
            }
        )?;
        write!(f, "{:>12} transitions", self.transitions)?;
        match self.idle {
            Some(IdleDraw::Share(p)) => writeln!(
                f,
                ", {} of them spurious wakeups (drawn with probability {p} where other \
                 moves were possible: --mc-spurious)",
                self.idle_moves
            )?,
            Some(IdleDraw::Uniform) => writeln!(
                f,
                ", {} of them spurious wakeups (drawn like any other move: --mc-spurious \
                 uniform)",
                self.idle_moves
            )?,
            None => writeln!(f)?,
        }
        writeln!(
            f,
            "walk length: mean {:.1}, max {}",
            self.mean_length, self.max_length
        )?;
        write!(
            f,
            "elapsed time {:.3} seconds, {:.0} samples/second",
            self.elapsed.as_secs_f64(),
            self.samples as f64 / self.elapsed.as_secs_f64().max(1e-9)
        )
    }
}

/// The result of [`monte_carlo`].
#[derive(Clone, Debug)]
pub struct MonteCarloOutcome<L, V> {
    /// The violation of the lowest violating sample, if any.
    pub counterexample: Option<Counterexample<L, V>>,
    /// Statistics.
    pub stats: MonteCarloStats,
    /// Why sampling stopped before the required samples were drawn (time limit,
    /// cancellation), if it did.
    pub stop: Option<Stop>,
}

/// What a walk remembers of each state it leaves, for the fairness of a cycle.
#[derive(Clone, Copy)]
struct Visit {
    accepting: bool,
    enabled: u64,
}

/// Per-worker buffers reused from walk to walk.
struct Scratch<T: TransitionSystem> {
    seen: HashMap<u128, u32>,
    visits: Vec<Visit>,
    moves: Vec<T::Label>,
    aux: T::Aux,
    buf: Vec<u8>,
    /// Idle moves taken, by all walks of this worker so far.
    idle_moves: u64,
}

impl<T: TransitionSystem> Scratch<T> {
    fn new() -> Self {
        Scratch {
            seen: HashMap::new(),
            visits: Vec::new(),
            moves: Vec::new(),
            aux: T::Aux::default(),
            buf: Vec::new(),
            idle_moves: 0,
        }
    }
}

/// How a walk runs: stop at the first repeated state (a sample), or go on to the step limit
/// (a simulation).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Lasso,
    Simulate,
}

/// The shared stop signal of one walk: `true` to abandon it.
type Abandon<'a> = &'a dyn Fn() -> bool;

/// One random walk from the initial state with `rng`.
fn walk<T: TransitionSystem>(
    sys: &T,
    rng: &mut Xoshiro256PlusPlus,
    cfg: &MonteCarloConfig,
    mode: Mode,
    sc: &mut Scratch<T>,
    abandon: Abandon,
    counters: &mut Counters,
) -> Walk<T::Label, T::Violation> {
    sc.seen.clear();
    sc.visits.clear();
    let mut path: Vec<T::Label> = Vec::new();
    let violation = |path: Vec<T::Label>, cause| Walk {
        counterexample: Some(Counterexample {
            path: path.clone(),
            cycle: None,
            cause,
        }),
        moves: path,
        end: WalkEnd::Violation,
        cycle_start: None,
    };
    let ended = |path: Vec<T::Label>, end| Walk {
        moves: path,
        end,
        cycle_start: None,
        counterexample: None,
    };
    let mut state = sys.initial();
    if mode == Mode::Lasso {
        sc.buf.clear();
        sys.matched(&state, &mut sc.buf);
        sc.seen.insert(xxhash_rust::xxh3::xxh3_128(&sc.buf), 0);
    }
    loop {
        if let Some(v) = sys.check(&state) {
            return violation(path, Cause::State(v));
        }
        sc.moves.clear();
        let drawn = sys.random_move(&state, &mut sc.aux, &mut |n| rng.random_range(0..n));
        match &drawn {
            Some(l) => sc.moves.push(l.clone()),
            None => sys.transitions(&state, &mut sc.moves, &mut sc.aux),
        }
        if sc.moves.is_empty() {
            if cfg.deadlocks
                && let Some(v) = sys.terminal(&state)
            {
                return violation(path, Cause::Terminal(v));
            }
            // A terminal state stutters forever (Spin's convention; the nested DFS's too): an
            // accepting one is an accepting lasso with an empty cycle, and its stutter is fair.
            if cfg.liveness && sys.accepting(&state) {
                return Walk {
                    counterexample: Some(Counterexample {
                        path: path.clone(),
                        cycle: Some(Vec::new()),
                        cause: Cause::Acceptance { fair: cfg.fairness },
                    }),
                    cycle_start: Some(path.len()),
                    moves: path,
                    end: WalkEnd::Violation,
                };
            }
            return ended(path, WalkEnd::Terminal);
        }
        if path.len() >= cfg.max_length || (path.len() % 1024 == 1023 && abandon()) {
            let end = if path.len() >= cfg.max_length {
                WalkEnd::Cap
            } else {
                WalkEnd::Stopped
            };
            return ended(path, end);
        }
        if cfg.liveness && mode == Mode::Lasso {
            sc.visits.push(Visit {
                accepting: sys.accepting(&state),
                enabled: if cfg.fairness {
                    sys.enabled_processes(&state, &sc.moves)
                } else {
                    0
                },
            });
        }
        let i = if drawn.is_some() {
            0
        } else {
            let (i, idle) = draw_move(sys, &state, &sc.moves, cfg.idle, rng);
            sc.idle_moves += u64::from(idle);
            i
        };
        let label = sc.moves[i].clone();
        counters.transitions += 1;
        let next = sys.step_mut(&state, &label, &mut sc.aux);
        path.push(label);
        match next {
            Step::Violation(s, v) => {
                sys.recycle(s);
                sys.recycle(state);
                return violation(path, Cause::Step(v));
            }
            Step::Pruned => {
                sys.recycle(state);
                return ended(path, WalkEnd::Pruned);
            }
            Step::Next(s) => {
                sys.recycle(std::mem::replace(&mut state, s));
            }
        }
        if mode == Mode::Simulate {
            continue;
        }
        sc.buf.clear();
        sys.matched(&state, &mut sc.buf);
        let key = xxhash_rust::xxh3::xxh3_128(&sc.buf);
        let at = path.len() as u32;
        let Some(&j) = sc.seen.get(&key) else {
            sc.seen.insert(key, at);
            continue;
        };
        // A lasso: the state at `path.len()` is the state at `j`.
        let j = j as usize;
        sys.recycle(state);
        if !cfg.liveness {
            return Walk {
                moves: path,
                end: WalkEnd::Lasso,
                cycle_start: Some(j),
                counterexample: None,
            };
        }
        let cycle = &sc.visits[j..];
        if !cycle.iter().any(|v| v.accepting) {
            return Walk {
                moves: path,
                end: WalkEnd::Lasso,
                cycle_start: Some(j),
                counterexample: None,
            };
        }
        if cfg.fairness {
            let always = cycle.iter().fold(!0u64, |a, v| a & v.enabled);
            let moved = path[j..]
                .iter()
                .filter_map(|l| sys.process(l))
                .filter(|&p| p < 64)
                .fold(0u64, |a, p| a | 1 << p);
            if always & !moved != 0 {
                return Walk {
                    moves: path,
                    end: WalkEnd::UnfairLasso,
                    cycle_start: Some(j),
                    counterexample: None,
                };
            }
        }
        return Walk {
            counterexample: Some(Counterexample {
                path: path[..j].to_vec(),
                cycle: Some(path[j..].to_vec()),
                cause: Cause::Acceptance { fair: cfg.fairness },
            }),
            moves: path,
            end: WalkEnd::Violation,
            cycle_start: Some(j),
        };
    }
}

/// Draws one of `moves` (the moves of `state`, at least one) as the walk's distribution says
/// (see the module documentation): its index, and whether it is idle.
fn draw_move<T: TransitionSystem>(
    sys: &T,
    state: &T::State,
    moves: &[T::Label],
    idle: Option<IdleDraw>,
    rng: &mut Xoshiro256PlusPlus,
) -> (usize, bool) {
    let n = moves.len();
    let Some(IdleDraw::Share(p)) = idle else {
        // Uniform (the same draws as before idle moves were told apart).
        let i = rng.random_range(0..n);
        let idle = idle.is_some() && sys.idle(state, &moves[i]);
        return (i, idle);
    };
    let k = moves.iter().filter(|l| sys.idle(state, l)).count();
    if k == 0 {
        return (rng.random_range(0..n), false);
    }
    if k == n {
        return (rng.random_range(0..n), true);
    }
    let take_idle = rng.random_bool(p);
    let r = rng.random_range(0..if take_idle { k } else { n - k });
    let i = moves
        .iter()
        .enumerate()
        .filter(|(_, l)| sys.idle(state, l) == take_idle)
        .nth(r)
        .map(|(i, _)| i)
        .expect("r is below the moves of its kind");
    (i, take_idle)
}

/// Sample `index` of a run with seed `seed`, by itself (what [`monte_carlo`] ran as that
/// sample).
pub fn sample<T: TransitionSystem>(
    sys: &T,
    cfg: &MonteCarloConfig,
    index: u64,
) -> Walk<T::Label, T::Violation> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(sample_seed(cfg.seed, index));
    let mut sc = Scratch::new();
    walk(
        sys,
        &mut rng,
        cfg,
        Mode::Lasso,
        &mut sc,
        &|| false,
        &mut Counters::default(),
    )
}

/// One random run for `pancam simulate`: random moves from the initial state until the
/// program ends, a violation, or `steps` moves (states may repeat: no lasso is closed),
/// drawn as a sample's are, with idle moves drawn as `idle` says.
pub fn simulate<T: TransitionSystem>(
    sys: &T,
    seed: u64,
    steps: usize,
    deadlocks: bool,
    idle: IdleDraw,
) -> Walk<T::Label, T::Violation> {
    let cfg = MonteCarloConfig {
        max_length: steps,
        deadlocks,
        idle: Some(idle),
        ..MonteCarloConfig::default()
    };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut sc = Scratch::new();
    walk(
        sys,
        &mut rng,
        &cfg,
        Mode::Simulate,
        &mut sc,
        &|| false,
        &mut Counters::default(),
    )
}

/// Totals of the finished walks (archived in a checkpoint's [`SampleImage`]).
#[derive(Default, Clone, Debug, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Tally {
    /// Walks finished.
    pub samples: u64,
    /// Ended in a lasso without violation.
    pub lassos: u64,
    /// Ended in an accepting lasso that is not weakly fair.
    pub unfair: u64,
    /// Ended in a state without moves.
    pub terminal: u64,
    /// Ended in a pruned move.
    pub pruned: u64,
    /// Ended at the length cap.
    pub capped: u64,
    /// Moves of the finished walks.
    pub transitions: u64,
    /// Idle moves of the finished walks.
    pub idle_moves: u64,
    /// Sum of the finished walks' lengths.
    pub length_sum: u64,
    /// The longest finished walk.
    pub max_length: u64,
}

impl Tally {
    fn add(&mut self, end: WalkEnd, len: usize) {
        if end == WalkEnd::Stopped {
            return;
        }
        self.samples += 1;
        self.length_sum += len as u64;
        self.max_length = self.max_length.max(len as u64);
        match end {
            WalkEnd::Lasso => self.lassos += 1,
            WalkEnd::UnfairLasso => self.unfair += 1,
            WalkEnd::Terminal => self.terminal += 1,
            WalkEnd::Pruned => self.pruned += 1,
            WalkEnd::Cap => self.capped += 1,
            WalkEnd::Violation | WalkEnd::Stopped => {}
        }
    }
}

/// Which samples are taken, running and finished: every index below `next` is finished
/// (in `tally`), running, or waiting in `redo` (a resumed search's samples not finished
/// before its checkpoint). A checkpoint is this, taken under its lock.
struct Ledger {
    next: u64,
    redo: VecDeque<u64>,
    running: BTreeSet<u64>,
    tally: Tally,
}

impl Ledger {
    /// The next sample to draw (below `end`), marked running.
    fn take(&mut self, end: u64) -> Option<u64> {
        let k = match self.redo.pop_front() {
            Some(k) => k,
            None if self.next < end => {
                self.next += 1;
                self.next - 1
            }
            None => return None,
        };
        self.running.insert(k);
        Some(k)
    }

    /// The checkpoint: the samples not finished are those running and waiting.
    fn image(&self, violating: Option<u64>, elapsed: Duration, model: Vec<u8>) -> SampleImage {
        let mut redo: Vec<u64> = self.running.iter().chain(&self.redo).copied().collect();
        redo.sort_unstable();
        SampleImage {
            next: self.next,
            redo,
            tally: self.tally.clone(),
            violating,
            elapsed_ns: elapsed.as_nanos() as u64,
            model,
        }
    }
}

/// The lowest violating sample so far and its counterexample.
type Found<T> = (
    u64,
    Counterexample<<T as TransitionSystem>::Label, <T as TransitionSystem>::Violation>,
);

/// Draws random lassos of `sys` until one violates a property or enough samples missed (see
/// the module documentation).
pub fn monte_carlo<T>(sys: &T, cfg: &MonteCarloConfig) -> MonteCarloOutcome<T::Label, T::Violation>
where
    T: TransitionSystem + Sync,
{
    run(sys, cfg, None).expect("a search without a checkpoint to resume cannot fail")
}

/// [`monte_carlo`], writing checkpoints as `plan` says and resuming from its checkpoint if it
/// has one ([`super::checkpoint`]): the samples finished and their tally; the samples not
/// finished are drawn again from their start. An error: the checkpoint does not fit (another
/// kind of search, or a violating sample that does not violate).
pub fn monte_carlo_checkpointed<T>(
    sys: &T,
    cfg: &MonteCarloConfig,
    plan: &Checkpointing,
) -> Result<MonteCarloOutcome<T::Label, T::Violation>, String>
where
    T: TransitionSystem + Sync,
{
    run(sys, cfg, Some(plan))
}

/// The walk of sample `k`, to its end.
fn sample_walk<T: TransitionSystem>(
    sys: &T,
    cfg: &MonteCarloConfig,
    k: u64,
    sc: &mut Scratch<T>,
    abandon: Abandon,
    counters: &mut Counters,
) -> Walk<T::Label, T::Violation> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(sample_seed(cfg.seed, k));
    walk(sys, &mut rng, cfg, Mode::Lasso, sc, abandon, counters)
}

fn run<T>(
    sys: &T,
    cfg: &MonteCarloConfig,
    ckpt: Option<&Checkpointing>,
) -> Result<MonteCarloOutcome<T::Label, T::Violation>, String>
where
    T: TransitionSystem + Sync,
{
    let start = Instant::now();
    cfg.monitor.reset();
    let required = samples_needed(cfg.epsilon, cfg.delta);
    let (first, end) = match cfg.sample {
        Some(k) => (k, k.saturating_add(1)),
        None => (0, cfg.max_samples.unwrap_or(required)),
    };
    let mut ledger = Ledger {
        next: first,
        redo: VecDeque::new(),
        running: BTreeSet::new(),
        tally: Tally::default(),
    };
    let mut before = Duration::ZERO;
    let mut found: Option<Found<T>> = None;
    if let Some(im) = ckpt.map(|p| p.resumed_samples()).transpose()?.flatten() {
        let im: SampleImage = rkyv::deserialize::<SampleImage, rkyv::rancor::Error>(im)
            .map_err(|e| format!("the checkpoint's samples do not read back: {e}"))?;
        if im.next < first || im.redo.iter().any(|&k| k < first || k >= im.next) {
            return Err("the checkpoint's samples are not this search's".into());
        }
        sys.absorb_record(&im.model)?;
        if let Some(k) = im.violating {
            // Its walk is a function of the seed and k: walked again, it violates again.
            let w = sample_walk(
                sys,
                cfg,
                k,
                &mut Scratch::new(),
                &|| false,
                &mut Counters::default(),
            );
            let cx = w.counterexample.ok_or_else(|| {
                format!("sample {k} of the checkpoint violated, and walked again it does not")
            })?;
            found = Some((k, cx));
        }
        ledger.next = im.next;
        ledger.redo = im.redo.into();
        ledger.tally = im.tally;
        before = Duration::from_nanos(im.elapsed_ns);
        if let Some(p) = ckpt {
            *p.restored_in.lock().unwrap_or_else(|e| e.into_inner()) = Some(start.elapsed());
        }
    }
    let ledger = Mutex::new(ledger);
    // The lowest violating index so far (u64::MAX: none).
    let best = AtomicU64::new(found.as_ref().map_or(u64::MAX, |(k, _)| *k));
    let found: Mutex<Option<Found<T>>> = Mutex::new(found);
    // Moves of walks abandoned when the search stopped (not in the ledger: a resumed search
    // draws those samples again).
    let abandoned = AtomicU64::new(0);
    let stop_code = AtomicU64::new(0);
    let stopped = AtomicBool::new(false);
    let deadline = cfg.max_time.map(|t| start + t);
    let out_of_time = || {
        if cfg.monitor.is_cancelled() {
            stop_code.store(u64::from(Stop::Cancelled.code()), Ordering::Relaxed);
            stopped.store(true, Ordering::Relaxed);
        } else if deadline.is_some_and(|d| Instant::now() >= d) {
            stop_code.store(u64::from(Stop::Time.code()), Ordering::Relaxed);
            stopped.store(true, Ordering::Relaxed);
        }
        stopped.load(Ordering::Relaxed)
    };
    let violating = || Some(best.load(Ordering::Relaxed)).filter(|&k| k != u64::MAX);
    // Milliseconds after `start` of the next periodic checkpoint (taken by the first worker
    // to see it due).
    let next_ms = AtomicU64::new(
        ckpt.and_then(|p| p.every)
            .map_or(u64::MAX, |e| e.as_millis() as u64),
    );
    let periodic = |plan: &Checkpointing| {
        let due = next_ms.load(Ordering::Relaxed);
        let now = start.elapsed();
        if (now.as_millis() as u64) < due {
            return;
        }
        let next = plan
            .every
            .map_or(u64::MAX, |e| (now + e).as_millis() as u64);
        if next_ms
            .compare_exchange(due, next, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
        {
            let t0 = Instant::now();
            let image = ledger.lock().unwrap_or_else(|e| e.into_inner()).image(
                violating(),
                before + start.elapsed(),
                sys.record(),
            );
            plan.write(SearchBody::Sampled(image), Reason::Periodic, t0);
        }
    };
    let work = || {
        let mut sc = Scratch::<T>::new();
        let mut counters = Counters::default();
        let mut max_length = 0;
        loop {
            if out_of_time() {
                break;
            }
            if let Some(plan) = ckpt {
                periodic(plan);
            }
            let k = ledger.lock().unwrap_or_else(|e| e.into_inner()).take(end);
            let Some(k) = k.filter(|&k| k <= best.load(Ordering::Relaxed)) else {
                break;
            };
            let abandon = || k > best.load(Ordering::Relaxed) || out_of_time();
            let (moves, idle) = (counters.transitions, sc.idle_moves);
            let w = sample_walk(sys, cfg, k, &mut sc, &abandon, &mut counters);
            let (moves, idle) = (counters.transitions - moves, sc.idle_moves - idle);
            if let Some(cx) = w.counterexample {
                let prev = best.fetch_min(k, Ordering::Relaxed);
                if k < prev {
                    let mut f = found.lock().unwrap_or_else(|e| e.into_inner());
                    if f.as_ref().is_none_or(|(j, _)| k < *j) {
                        *f = Some((k, cx));
                    }
                }
            }
            if w.end == WalkEnd::Stopped {
                // Not finished: it stays running in the ledger (drawn again on resume).
                abandoned.fetch_add(moves, Ordering::Relaxed);
            } else {
                let mut l = ledger.lock().unwrap_or_else(|e| e.into_inner());
                l.running.remove(&k);
                l.tally.add(w.end, w.moves.len());
                l.tally.transitions += moves;
                l.tally.idle_moves += idle;
            }
            max_length = max_length.max(w.moves.len());
            counters.stored += 1;
            if counters.stored >= 64 || counters.transitions >= 1 << 16 {
                cfg.monitor.publish(&counters, max_length);
                counters = Counters::default();
            }
        }
        cfg.monitor.publish(&counters, max_length);
    };
    let workers = cfg.workers.max(1);
    if workers == 1 {
        work();
    } else {
        std::thread::scope(|s| {
            for _ in 0..workers {
                s.spawn(work);
            }
        });
    }
    let ledger = ledger.into_inner().unwrap_or_else(|e| e.into_inner());
    let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    let stop = if found.is_some() {
        None
    } else {
        Stop::from_code(stop_code.load(Ordering::Relaxed) as u8)
    };
    let elapsed = before + start.elapsed();
    // A search stopped at its time limit or cancelled writes where it stopped; one that
    // found a violation or drew every sample has its verdict.
    if let (Some(plan), Some(s)) = (ckpt, stop) {
        let t0 = Instant::now();
        let image = ledger.image(None, elapsed, sys.record());
        plan.write(SearchBody::Sampled(image), Reason::Stopped(s), t0);
    }
    let t = ledger.tally;
    let stats = MonteCarloStats {
        epsilon: cfg.epsilon,
        delta: cfg.delta,
        seed: cfg.seed,
        samples_required: required,
        samples: t.samples,
        violating_sample: found.as_ref().map(|(k, _)| *k),
        lassos: t.lassos,
        unfair_lassos: t.unfair,
        terminal: t.terminal,
        pruned: t.pruned,
        capped: t.capped,
        max_length_allowed: cfg.max_length,
        transitions: t.transitions + abandoned.into_inner(),
        idle: cfg.idle,
        idle_moves: t.idle_moves,
        mean_length: if t.samples > 0 {
            t.length_sum as f64 / t.samples as f64
        } else {
            0.0
        },
        max_length: t.max_length as usize,
        workers,
        elapsed,
        epsilon_reached: epsilon_supported(t.samples, cfg.delta),
    };
    Ok(MonteCarloOutcome {
        counterexample: found.map(|(_, cx)| cx),
        stats,
        stop,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Büchi automaton of Grosu & Smolka's Fig. 1 (GMC² paper, Example 1): states 1…4,
    /// edges 1→1, 1→2, 2→3, 2→4, 3→1, 3→4, 4→4, state 3 accepting. Its lassos 11, 1244, 1231
    /// and 12344 have probabilities 1/2, 1/4, 1/8, 1/8; only 1231 is accepting: p_Z = 1/8.
    struct Fig1;

    impl TransitionSystem for Fig1 {
        type State = u8;
        type Label = u8;
        type Violation = &'static str;
        type Aux = ();
        fn initial(&self) -> u8 {
            1
        }
        fn transitions(&self, s: &u8, out: &mut Vec<u8>, _: &mut ()) {
            out.extend_from_slice(match s {
                1 => &[1, 2],
                2 => &[3, 4],
                3 => &[1, 4],
                _ => &[4],
            });
        }
        fn step(&self, _: &u8, l: &u8, _: &()) -> Step<u8, &'static str> {
            Step::Next(*l)
        }
        fn matched(&self, s: &u8, buf: &mut Vec<u8>) {
            buf.push(*s);
        }
        fn accepting(&self, s: &u8) -> bool {
            *s == 3
        }
    }

    /// A safety toy: from the start, one of four moves fails an assertion, the others lead
    /// to a proper end. p = 1/4.
    struct Coin;

    impl TransitionSystem for Coin {
        type State = u8;
        type Label = u8;
        type Violation = &'static str;
        type Aux = ();
        fn initial(&self) -> u8 {
            0
        }
        fn transitions(&self, s: &u8, out: &mut Vec<u8>, _: &mut ()) {
            if *s == 0 {
                out.extend_from_slice(&[1, 2, 3, 4]);
            }
        }
        fn step(&self, _: &u8, l: &u8, _: &()) -> Step<u8, &'static str> {
            if *l == 4 {
                Step::Violation(*l, "assertion")
            } else {
                Step::Next(*l)
            }
        }
        fn matched(&self, s: &u8, buf: &mut Vec<u8>) {
            buf.push(*s);
        }
    }

    /// Weak fairness: in state 0 (accepting) process 0 loops, process 1 leaves to a terminal
    /// state 1 that is not accepting. The lasso 0 →p0→ 0 is accepting but unfair (process 1
    /// is enabled throughout and never moves).
    struct Starve;

    impl TransitionSystem for Starve {
        type State = u8;
        type Label = u8;
        type Violation = &'static str;
        type Aux = ();
        fn initial(&self) -> u8 {
            0
        }
        fn transitions(&self, s: &u8, out: &mut Vec<u8>, _: &mut ()) {
            if *s == 0 {
                out.extend_from_slice(&[0, 1]);
            }
        }
        fn step(&self, _: &u8, l: &u8, _: &()) -> Step<u8, &'static str> {
            Step::Next(*l)
        }
        fn matched(&self, s: &u8, buf: &mut Vec<u8>) {
            buf.push(*s);
        }
        fn accepting(&self, s: &u8) -> bool {
            *s == 0
        }
        fn process(&self, l: &u8) -> Option<u32> {
            Some(u32::from(*l))
        }
    }

    /// Idle moves: from state 0, move 1 ends the walk properly, move 2 violates an assertion,
    /// and move 3 is idle and comes back to state 0 (a spurious wakeup of a waiter that
    /// waits again): its lasso closes at once. Under a share `P` the three walks have
    /// probabilities `(1 − P)/2`, `(1 − P)/2` and `P`; uniformly, a third each. State 5 has
    /// only idle moves (to 6 and 7, both terminal), drawn uniformly whatever `P`.
    struct Wakeup;

    impl TransitionSystem for Wakeup {
        type State = u8;
        type Label = u8;
        type Violation = &'static str;
        type Aux = ();
        fn initial(&self) -> u8 {
            0
        }
        fn transitions(&self, s: &u8, out: &mut Vec<u8>, _: &mut ()) {
            match s {
                0 => out.extend_from_slice(&[1, 3, 2]),
                5 => out.extend_from_slice(&[6, 7]),
                _ => {}
            }
        }
        fn step(&self, _: &u8, l: &u8, _: &()) -> Step<u8, &'static str> {
            match l {
                2 => Step::Violation(2, "assertion"),
                3 => Step::Next(0),
                _ => Step::Next(*l),
            }
        }
        fn matched(&self, s: &u8, buf: &mut Vec<u8>) {
            buf.push(*s);
        }
        fn idle(&self, s: &u8, l: &u8) -> bool {
            *l == 3 || *s == 5
        }
    }

    /// Waiting threads along a protocol: states 0…`len`; at each state below `len` one move
    /// goes on to the next state and one idle move comes back to the same state (closing the
    /// lasso); state `len` violates. The violation needs `len` steps without a wakeup:
    /// probability `(1 − P)^len` under a share `P`, `2^−len` uniformly — the drowned walk.
    /// With `need`, the last step is reached only by the idle move (a program that fails only
    /// after a spurious wakeup): probability `(1 − P)^(len−1)·P`.
    struct Protocol {
        len: u8,
        need: bool,
    }

    impl TransitionSystem for Protocol {
        type State = u8;
        type Label = (u8, bool);
        type Violation = &'static str;
        type Aux = ();
        fn initial(&self) -> u8 {
            0
        }
        fn transitions(&self, s: &u8, out: &mut Vec<(u8, bool)>, _: &mut ()) {
            if *s < self.len {
                out.extend_from_slice(&[(*s, false), (*s, true)]);
            }
        }
        fn step(&self, s: &u8, l: &(u8, bool), _: &()) -> Step<u8, &'static str> {
            let last = *s + 1 == self.len;
            // The move that goes on: the idle one at the last step with `need`.
            let on = if last && self.need { l.1 } else { !l.1 };
            match (on, last) {
                (true, true) => Step::Violation(self.len, "assertion"),
                (true, false) => Step::Next(*s + 1),
                // The other move: a wakeup that waits again, or the end of the program.
                (false, _) if l.1 => Step::Next(*s),
                (false, _) => Step::Next(100),
            }
        }
        fn matched(&self, s: &u8, buf: &mut Vec<u8>) {
            buf.push(*s);
        }
        fn idle(&self, _: &u8, l: &(u8, bool)) -> bool {
            l.1
        }
    }

    fn share(p: f64) -> MonteCarloConfig {
        MonteCarloConfig {
            idle: Some(IdleDraw::Share(p)),
            ..MonteCarloConfig::default()
        }
    }

    /// The walks' frequencies of `Wakeup`'s three outcomes: (proper end, violation, lasso).
    fn wakeup_frequencies(cfg: &MonteCarloConfig, n: u64) -> [f64; 3] {
        let mut c = [0u64; 3];
        for k in 0..n {
            let w = sample(&Wakeup, cfg, k);
            match w.end {
                WalkEnd::Terminal => c[0] += 1,
                WalkEnd::Violation => c[1] += 1,
                WalkEnd::Lasso => c[2] += 1,
                e => panic!("{e:?}"),
            }
        }
        c.map(|x| x as f64 / n as f64)
    }

    #[test]
    fn idle_moves_get_their_share_of_a_step() {
        let n = 8000;
        // Binomial(8000, p): σ ≤ 0.56%; ±2.5% is more than 4σ.
        for (cfg, want) in [
            (share(0.1), [0.45, 0.45, 0.1]),
            (share(0.01), [0.495, 0.495, 0.01]),
            (share(0.5), [0.25, 0.25, 0.5]),
            (
                MonteCarloConfig {
                    idle: Some(IdleDraw::Uniform),
                    ..MonteCarloConfig::default()
                },
                [1.0 / 3.0; 3],
            ),
            (
                MonteCarloConfig {
                    idle: None,
                    ..MonteCarloConfig::default()
                },
                [1.0 / 3.0; 3],
            ),
        ] {
            let got = wakeup_frequencies(&cfg, n);
            for (g, w) in got.iter().zip(want) {
                assert!((g - w).abs() < 0.025, "{:?}: {got:?} vs {want:?}", cfg.idle);
            }
        }
        // The extremes: never idle where another move exists, or always.
        assert_eq!(wakeup_frequencies(&share(0.0), 2000)[2], 0.0);
        assert_eq!(wakeup_frequencies(&share(1.0), 2000)[2], 1.0);
    }

    #[test]
    fn a_state_with_only_idle_moves_draws_them_uniformly() {
        struct From5;
        impl TransitionSystem for From5 {
            type State = u8;
            type Label = u8;
            type Violation = &'static str;
            type Aux = ();
            fn initial(&self) -> u8 {
                5
            }
            fn transitions(&self, s: &u8, out: &mut Vec<u8>, a: &mut ()) {
                Wakeup.transitions(s, out, a)
            }
            fn step(&self, s: &u8, l: &u8, a: &()) -> Step<u8, &'static str> {
                Wakeup.step(s, l, a)
            }
            fn matched(&self, s: &u8, buf: &mut Vec<u8>) {
                buf.push(*s);
            }
            fn idle(&self, s: &u8, l: &u8) -> bool {
                Wakeup.idle(s, l)
            }
        }
        for p in [0.0, 0.01, 1.0] {
            let n = 4000;
            let six = (0..n)
                .filter(|&k| sample(&From5, &share(p), k).moves == [6])
                .count();
            // Binomial(4000, 1/2): σ ≈ 32.
            assert!((1850..=2150).contains(&six), "P = {p}: {six} of {n}");
        }
    }

    #[test]
    fn a_small_share_keeps_waiting_walks_alive() {
        let sys = Protocol {
            len: 10,
            need: false,
        };
        let n = 4000;
        let rate = |cfg: &MonteCarloConfig| {
            (0..n)
                .filter(|&k| sample(&sys, cfg, k).end == WalkEnd::Violation)
                .count() as f64
                / n as f64
        };
        // (1 − 0.01)^10 ≈ 0.904 (σ ≈ 0.5%), (1 − 0.1)^10 ≈ 0.349 (σ ≈ 0.75%).
        for p in [0.01f64, 0.1] {
            let want = (1.0 - p).powi(10);
            let got = rate(&share(p));
            assert!((got - want).abs() < 0.03, "P = {p}: {got} vs {want}");
        }
        // Uniformly: 2^-10, about 4 walks in 4000.
        let uniform = rate(&MonteCarloConfig {
            idle: Some(IdleDraw::Uniform),
            ..MonteCarloConfig::default()
        });
        assert!(uniform < 0.003, "{uniform}");
        // The search with the defaults finds it in the first few samples.
        let o = monte_carlo(&sys, &MonteCarloConfig::default());
        assert!(o.stats.violating_sample.unwrap() < 10, "{:?}", o.stats);
    }

    #[test]
    fn a_violation_that_needs_a_wakeup_is_still_found() {
        let sys = Protocol { len: 3, need: true };
        // (1 − P)^2·P: 0.0098 for the default P = 0.01, above the default ε.
        let n = 20000;
        let hits = (0..n)
            .filter(|&k| sample(&sys, &MonteCarloConfig::default(), k).end == WalkEnd::Violation)
            .count();
        // Binomial(20000, 0.0098): mean 196, σ ≈ 14.
        assert!((130..=260).contains(&hits), "{hits} of {n}");
        let o = monte_carlo(&sys, &MonteCarloConfig::default());
        let cx = o.counterexample.expect("found with the defaults");
        assert_eq!(cx.path, vec![(0, false), (1, false), (2, true)]);
        assert!(o.stats.idle_moves >= 1);
        // With P = 0 it is never found: the wakeup is never drawn.
        let none = monte_carlo(
            &sys,
            &MonteCarloConfig {
                max_samples: Some(2000),
                ..share(0.0)
            },
        );
        assert!(none.counterexample.is_none());
        assert_eq!(none.stats.idle_moves, 0);
    }

    #[test]
    fn uniform_idle_draws_are_the_draws_of_the_uniform_walk() {
        // Telling idle moves apart costs the uniform walk no random draws: a system that
        // marks none and one drawn `Uniform` walk the same way, sample by sample.
        let uniform = MonteCarloConfig {
            idle: Some(IdleDraw::Uniform),
            ..MonteCarloConfig::default()
        };
        let plain = MonteCarloConfig {
            idle: None,
            ..MonteCarloConfig::default()
        };
        for k in 0..200 {
            assert_eq!(
                sample(&Wakeup, &uniform, k).moves,
                sample(&Wakeup, &plain, k).moves
            );
            // Without idle moves a share changes nothing either.
            assert_eq!(
                sample(&Fig1, &share(0.01), k).moves,
                sample(&Fig1, &plain, k).moves
            );
        }
    }

    fn live() -> MonteCarloConfig {
        MonteCarloConfig {
            liveness: true,
            deadlocks: false,
            ..MonteCarloConfig::default()
        }
    }

    #[test]
    fn samples_follow_the_formula() {
        assert_eq!(samples_needed(1e-3, 1e-3), 6905);
        assert_eq!(samples_needed(0.1, 0.05), 29);
        assert_eq!(samples_needed(0.5, 0.5), 1);
        for (e, d) in [(1e-3, 1e-3), (0.1, 0.05), (1e-5, 1e-2), (0.3, 0.2)] {
            let m = samples_needed(e, d);
            // (1 - ε)^M ≤ δ < (1 - ε)^(M-1)
            assert!((1.0 - e).powf(m as f64) <= d, "{e} {d} {m}");
            assert!((1.0 - e).powf((m - 1) as f64) > d, "{e} {d} {m}");
            // M samples support ε, M - 1 do not.
            assert!(epsilon_supported(m, d) <= e);
            assert!(epsilon_supported(m - 1, d) > e);
        }
    }

    #[test]
    fn a_property_that_holds_draws_exactly_m_samples() {
        // Fig. 1 without acceptance: no sample can violate anything.
        let cfg = MonteCarloConfig {
            epsilon: 0.01,
            delta: 0.01,
            ..MonteCarloConfig::default()
        };
        for workers in [1, 3] {
            let o = monte_carlo(
                &Fig1,
                &MonteCarloConfig {
                    workers,
                    ..cfg.clone()
                },
            );
            assert!(o.counterexample.is_none());
            assert_eq!(o.stats.samples, samples_needed(0.01, 0.01));
            assert_eq!(o.stats.samples_required, 459);
            assert_eq!(o.stats.lassos, o.stats.samples);
            assert!(o.stats.epsilon_reached <= 0.01);
        }
    }

    #[test]
    fn the_accepting_lasso_of_fig1_has_probability_one_eighth() {
        let cfg = live();
        let n = 8000;
        let mut hits = 0;
        let mut shapes = HashMap::new();
        for k in 0..n {
            let w = sample(&Fig1, &cfg, k);
            if let Some(cx) = &w.counterexample {
                hits += 1;
                // The lasso 1231: prefix empty, cycle 1 → 2 → 3 → 1.
                assert!(cx.path.is_empty(), "{cx:?}");
                assert_eq!(cx.cycle.as_deref(), Some(&[2u8, 3, 1][..]));
            }
            *shapes.entry(w.moves.clone()).or_insert(0u64) += 1;
        }
        // Binomial(8000, 1/8): mean 1000, σ ≈ 29.6; the seeds are fixed, so this is
        // deterministic, and ±5σ leaves room for any reasonable generator.
        assert!(
            (850..=1150).contains(&hits),
            "{hits} accepting lassos of {n}"
        );
        // The four lassos and their probabilities 1/2, 1/4, 1/8, 1/8.
        let expect = [
            (vec![1u8], 0.5),
            (vec![2, 4, 4], 0.25),
            (vec![2, 3, 1], 0.125),
            (vec![2, 3, 4, 4], 0.125),
        ];
        assert_eq!(shapes.len(), 4, "{shapes:?}");
        for (moves, p) in expect {
            let got = shapes[&moves] as f64 / n as f64;
            assert!((got - p).abs() < 0.025, "lasso {moves:?}: {got} vs {p}");
        }
    }

    #[test]
    fn the_reported_sample_is_the_lowest_violating_one_for_any_worker_count() {
        let cfg = MonteCarloConfig { seed: 42, ..live() };
        let first = (0..).find(|&k| sample(&Fig1, &cfg, k).counterexample.is_some());
        for workers in [1, 2, 4, 8] {
            let o = monte_carlo(
                &Fig1,
                &MonteCarloConfig {
                    workers,
                    ..cfg.clone()
                },
            );
            assert_eq!(o.stats.violating_sample, first, "{workers} workers");
            assert!(matches!(
                o.counterexample.unwrap().cause,
                Cause::Acceptance { fair: false }
            ));
        }
        // Re-running that sample alone gives the same violation.
        let k = first.unwrap();
        let o = monte_carlo(
            &Fig1,
            &MonteCarloConfig {
                sample: Some(k),
                ..cfg
            },
        );
        assert_eq!(o.stats.violating_sample, Some(k));
        assert_eq!(o.stats.samples, 1);
    }

    #[test]
    fn safety_violations_are_found_at_the_rate_they_occur() {
        let cfg = MonteCarloConfig::default();
        let n = 4000;
        let hits = (0..n)
            .filter(|&k| sample(&Coin, &cfg, k).counterexample.is_some())
            .count();
        assert!((850..=1150).contains(&hits), "{hits} of {n}, expected 1000");
        let o = monte_carlo(&Coin, &cfg);
        let cx = o.counterexample.expect("a violation");
        assert_eq!(cx.path, vec![4]);
        assert_eq!(cx.cause, Cause::Step("assertion"));
    }

    #[test]
    fn weak_fairness_rejects_the_starving_lasso() {
        let unfair = monte_carlo(&Starve, &live());
        let cx = unfair
            .counterexample
            .expect("accepting lasso without fairness");
        assert_eq!(cx.cycle.as_deref(), Some(&[0u8][..]));
        let fair = monte_carlo(
            &Starve,
            &MonteCarloConfig {
                fairness: true,
                ..live()
            },
        );
        assert!(fair.counterexample.is_none());
        assert_eq!(fair.stats.samples, 6905);
        assert_eq!(
            fair.stats.unfair_lassos + fair.stats.terminal,
            fair.stats.samples
        );
        assert!(fair.stats.unfair_lassos > 3000 && fair.stats.terminal > 3000);
    }

    #[test]
    fn the_walk_cap_ends_walks_without_a_lasso() {
        // Counters that never repeat within the cap.
        let sys = super::super::toys::ModCounters { n: 2, bits: 16 };
        let o = monte_carlo(
            &sys,
            &MonteCarloConfig {
                max_length: 50,
                max_samples: Some(10),
                ..MonteCarloConfig::default()
            },
        );
        assert_eq!(o.stats.capped, 10);
        assert_eq!(o.stats.max_length, 50);
    }

    #[test]
    fn a_simulation_goes_on_past_repeated_states() {
        let w = simulate(&Fig1, 1, 100, true, IdleDraw::Share(DEFAULT_IDLE_SHARE));
        assert_eq!(w.moves.len(), 100);
        assert_eq!(w.end, WalkEnd::Cap);
    }

    /// One roll of a die of `sides` sides, twice: the walk fails when both rolls show the
    /// highest side. p = 1/sides².
    struct Dice {
        sides: u8,
    }

    impl TransitionSystem for Dice {
        type State = (u8, u8);
        type Label = u8;
        type Violation = &'static str;
        type Aux = ();
        fn initial(&self) -> (u8, u8) {
            (0, 0)
        }
        fn transitions(&self, s: &(u8, u8), out: &mut Vec<u8>, _: &mut ()) {
            if s.0 < 2 {
                out.extend(1..=self.sides);
            }
        }
        fn step(&self, s: &(u8, u8), l: &u8, _: &()) -> Step<(u8, u8), &'static str> {
            if s.0 == 1 && s.1 == self.sides && *l == self.sides {
                Step::Violation((2, *l), "assertion")
            } else {
                Step::Next((s.0 + 1, *l))
            }
        }
        fn matched(&self, s: &(u8, u8), buf: &mut Vec<u8>) {
            buf.extend_from_slice(&[s.0, s.1]);
        }
    }

    /// Samples `sys` cancelled after every `cut`-th checkpoint (one per sample) and resumed,
    /// with `workers` and then `resumed_workers`, until it ends; the runs and the outcome.
    fn interrupted<T: TransitionSystem + Sync>(
        sys: &T,
        cfg: &MonteCarloConfig,
        cut: usize,
        resumed_workers: usize,
    ) -> (usize, MonteCarloOutcome<T::Label, T::Violation>) {
        use crate::explore::checkpoint::testing::cutting_plan;
        let dir = std::env::temp_dir().join(format!(
            "pancam-mc-ckpt-{}-{cut}-{resumed_workers}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let mut runs = 0;
        loop {
            runs += 1;
            let monitor = Arc::new(Monitor::new());
            let cfg = MonteCarloConfig {
                monitor: monitor.clone(),
                workers: if runs == 1 {
                    cfg.workers
                } else {
                    resumed_workers
                },
                ..cfg.clone()
            };
            let plan = cutting_plan(&dir, cut, monitor, runs > 1);
            let out = monte_carlo_checkpointed(sys, &cfg, &plan).expect("resumes");
            assert!(plan.written.lock().unwrap().1.is_none());
            if out.stop.is_none() || runs > 10_000 {
                let _ = std::fs::remove_dir_all(&dir);
                return (runs, out);
            }
        }
    }

    /// What a sampling that ran to its end must have in common with any other of the same
    /// seed (the elapsed time and the workers aside).
    fn tally(s: &MonteCarloStats) -> [u64; 9] {
        [
            s.samples,
            s.lassos,
            s.terminal,
            s.pruned,
            s.capped,
            s.transitions,
            s.idle_moves,
            s.max_length as u64,
            s.mean_length.to_bits(),
        ]
    }

    #[test]
    fn a_sampling_cut_and_resumed_ends_as_one_never_cut() {
        let cfg = MonteCarloConfig {
            max_samples: Some(3_000),
            ..MonteCarloConfig::default()
        };
        let plain = monte_carlo(&Fig1, &cfg);
        assert_eq!(plain.stats.samples, 3_000);
        for (workers, resumed, cut) in [(1, 1, 97), (1, 3, 211), (3, 1, 150), (2, 2, 401)] {
            let cfg = MonteCarloConfig {
                workers,
                ..cfg.clone()
            };
            let (runs, out) = interrupted(&Fig1, &cfg, cut, resumed);
            assert!(runs > 5, "{runs} runs");
            assert_eq!(
                tally(&out.stats),
                tally(&plain.stats),
                "{workers}→{resumed}"
            );
            assert!(out.counterexample.is_none());
        }
    }

    #[test]
    fn a_violation_found_before_a_cut_is_the_one_reported_after_it() {
        let sys = Dice { sides: 16 };
        let cfg = MonteCarloConfig {
            max_samples: Some(20_000),
            ..MonteCarloConfig::default()
        };
        let plain = monte_carlo(&sys, &cfg);
        let k = plain
            .stats
            .violating_sample
            .expect("p = 1/256 in 20,000 samples");
        assert!(k > 40, "the violation comes after some cuts: sample {k}");
        let path = plain
            .counterexample
            .as_ref()
            .expect("a violation")
            .path
            .clone();
        for (workers, resumed, cut) in [(1, 1, 7), (4, 2, 11), (2, 4, 19)] {
            let cfg = MonteCarloConfig {
                workers,
                ..cfg.clone()
            };
            let (_, out) = interrupted(&sys, &cfg, cut, resumed);
            assert_eq!(out.stats.violating_sample, Some(k), "{workers}→{resumed}");
            assert_eq!(out.counterexample.expect("a violation").path, path);
            assert!(out.stats.samples > k);
        }
    }

    #[test]
    fn a_resumed_violation_is_walked_again_and_lower_samples_finish() {
        use crate::explore::checkpoint::{CheckpointFile, Meta, open, write_file};
        let sys = Dice { sides: 16 };
        let cfg = MonteCarloConfig {
            max_samples: Some(20_000),
            workers: 2,
            ..MonteCarloConfig::default()
        };
        let plain = monte_carlo(&sys, &cfg);
        let k = plain.stats.violating_sample.expect("a violation");
        let path = plain.counterexample.expect("a violation").path;
        let dir = std::env::temp_dir().join(format!("pancam-mc-found-{}", std::process::id()));
        // A checkpoint taken while samples 3 and 5 were still running and k had violated;
        // then one whose violating sample does not violate.
        for (violating, ok) in [(k, true), (k - 1, false)] {
            let image = SampleImage {
                next: k + 1,
                redo: vec![3, 5],
                tally: Tally::default(),
                violating: Some(violating),
                elapsed_ns: 0,
                model: Vec::new(),
            };
            let file = CheckpointFile {
                meta: Meta::default(),
                search: SearchBody::Sampled(image),
            };
            write_file(&dir, &file, &[0; 32]).unwrap();
            let plan = Checkpointing::new(None, Box::new(|_, _| Ok(0)), Some(open(&dir).unwrap()));
            match monte_carlo_checkpointed(&sys, &cfg, &plan) {
                Ok(out) => {
                    assert!(ok);
                    assert_eq!(out.stats.violating_sample, Some(k));
                    assert_eq!(out.counterexample.expect("kept").path, path);
                    // Only the two unfinished samples were drawn: none above k is started.
                    assert_eq!(out.stats.samples, 2);
                }
                Err(e) => assert!(!ok && e.contains("does not"), "{e}"),
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_checkpoint_of_another_search_is_refused() {
        use crate::explore::checkpoint::{CheckpointFile, Meta, open, write_file};
        let dir = std::env::temp_dir().join(format!("pancam-mc-other-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let d = dir.clone();
        let writer = Box::new(move |im: SearchBody, _: Reason| {
            let file = CheckpointFile {
                meta: Meta::default(),
                search: im,
            };
            write_file(&d, &file, &[0; 32])
        });
        // A Monte Carlo search stopped at once writes its checkpoint...
        let cfg = MonteCarloConfig {
            max_time: Some(Duration::ZERO),
            ..MonteCarloConfig::default()
        };
        let plan = Checkpointing::new(None, writer, None);
        let out = monte_carlo_checkpointed(&Fig1, &cfg, &plan).expect("runs");
        assert_eq!(out.stop, Some(Stop::Time));
        // ... which an exhaustive search refuses to resume.
        let plan = Checkpointing::new(None, Box::new(|_, _| Ok(0)), Some(open(&dir).unwrap()));
        let sys = crate::explore::toys::SpinLock {
            procs: 2,
            buggy: false,
        };
        let err = crate::explore::search_checkpointed(
            &sys,
            &crate::explore::SearchConfig::default(),
            &plan,
        )
        .expect_err("refused");
        assert!(err.contains("a Monte Carlo search"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
