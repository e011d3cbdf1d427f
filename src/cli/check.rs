//! `pancam check` and `pancam replay`: flags and rendering over the library
//! ([`crate::check`]): the verdict, the counterexample as a schedule of C source lines,
//! Spin-like statistics, JSON reports, trails, and the SV-COMP verdict line and witness.

use super::{CFlags, CliError, EXIT_USAGE, ExitCode};
use crate::bytecode::Program;
use crate::check::trail::{Trail, TrailError, describe as describe_trail, violation_location};
use crate::check::{
    AbstractionSpec, CheckOptions, Checked, Finding, FindingKind, LtlOptions, MonteCarloOptions,
    SwarmOptions, Verdict,
};
use crate::explore::montecarlo::{DEFAULT_IDLE_SHARE, IdleDraw};
use crate::explore::{Monitor, StackStates, StoreMode};
use crate::model::SvProperty;
use crate::report;
use crate::svcomp::{self, DataModel, SvVerdict};
use crate::vm::Granularity;
use crate::vm::error::{Violation, ViolationKind};
use clap::{Args, ValueEnum};
use serde::{Deserialize, Serialize};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Exit code: no violation, and the search was complete.
pub const EXIT_HOLDS: i32 = 0;
/// Exit code: a violation was found.
pub const EXIT_VIOLATION_FOUND: i32 = 1;
/// Exit code: no violation found, but the search was incomplete.
pub const EXIT_INCOMPLETE: i32 = 3;
/// Exit code of `replay`: the trail did not reproduce its violation.
pub const EXIT_NOT_REPRODUCED: i32 = 4;

/// Step granularity on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GranArg {
    /// One bytecode op (≈ one IR instruction) per step.
    Instruction,
    /// One basic block per step.
    Block,
    /// Run until just before the next shared-memory access or synchronisation call.
    SharedAccess,
    /// Superstep partial order reduction (the default).
    Superstep,
}

impl GranArg {
    /// The VM granularity.
    pub fn vm(self) -> Granularity {
        match self {
            GranArg::Instruction => Granularity::Instruction,
            GranArg::Block => Granularity::Block,
            GranArg::SharedAccess => Granularity::SharedAccess,
            GranArg::Superstep => Granularity::Superstep,
        }
    }
}

/// Partial order reduction on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PorArg {
    /// Stubborn sets: at each state only a sufficient subset of the threads moves (the
    /// default with superstep granularity).
    Stubborn,
    /// Every enabled thread moves from every state.
    None,
}

impl PorArg {
    /// The model's mode.
    pub fn mode(self) -> crate::model::por::PorMode {
        match self {
            PorArg::Stubborn => crate::model::por::PorMode::Stubborn,
            PorArg::None => crate::model::por::PorMode::None,
        }
    }
}

/// `--mc-inputs`: how Monte Carlo draws a lazy input's split.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum InputDrawArg {
    /// Each outcome as likely as the number of values it holds.
    Uniform,
    /// Each outcome equally likely.
    Branches,
}

/// Visited-set mode on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StoreArg {
    /// Every state exactly, tree-compressed (the default).
    Exact,
    /// Every state exactly, as its full matched bytes (uncompressed; for comparison).
    Full,
    /// 64-bit fingerprints (Spin's hash compaction).
    HashCompaction,
    /// A bit array (Spin's supertrace / bitstate hashing).
    Bitstate,
}

/// The search on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SearchArg {
    /// Every reachable state (depth-first; nested DFS for LTL): a proof when it finishes.
    Exhaustive,
    /// Random lassos until one violates a property or enough samples missed (Grosu &
    /// Smolka; GMC²): a confidence bound, not a proof.
    MonteCarlo,
}

/// Reads of never-written memory on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum UninitArg {
    /// Zeros.
    Zero,
    /// Nondeterministic values.
    Nondet,
}

/// `check --help` heading: the program and how it is compiled and modelled.
pub(super) const INPUT: &str = "Input and compilation";
/// `check --help` heading: how the state space is searched.
const SEARCH: &str = "Search";
/// `check --help` heading: what makes the state space smaller.
const REDUCTION: &str = "Reduction";
/// `check --help` heading: what is checked.
const PROPERTIES: &str = "Properties";
/// `check --help` heading: bounds of the search and of the program.
const LIMITS: &str = "Limits";
/// `check --help` heading: random sampling instead of the exhaustive search.
const MONTE_CARLO: &str = "Monte Carlo";
/// `check --help` heading: several searches at once.
const SWARM: &str = "Swarm and distributed";
/// `check --help` heading: what is written, and where.
pub(super) const OUTPUT: &str = "Output";
/// `check --help` heading: the competition's rules.
const SVCOMP: &str = "SV-COMP";

/// Flags of `pancam check`.
#[derive(Args, Debug, Clone)]
pub struct CheckCmd {
    /// The program: a .c file (compiled with clang, cached) or a .ll file (not with
    /// --resume, which checks the checkpoint's program).
    #[arg(required_unless_present = "resume")]
    pub file: Option<PathBuf>,
    /// Arguments passed to main (argv[1..]), after `--` (so that options after FILE,
    /// attached values such as `-O2 -DN=3` included, are never taken for them).
    #[arg(last = true)]
    pub args: Vec<String>,
    #[command(flatten, next_help_heading = INPUT)]
    pub cflags: CFlags,
    #[command(flatten, next_help_heading = INPUT)]
    pub memory: super::MemoryArgs,
    /// Reads of memory never written (locals, malloc blocks): `zero` reads zeros (fresh
    /// memory is zero-filled), `nondet` reads any value (the search tries them; the default
    /// with --property, as C and SV-COMP treat them as indeterminate).
    #[arg(help_heading = INPUT, long, value_enum, value_name = "MODE")]
    pub uninit: Option<UninitArg>,
    /// Condition waits wake only when signalled (by default a thread in pthread_cond_wait
    /// may also wake spuriously, as POSIX allows: a program that waits without re-checking
    /// its condition in a loop is then found; a state only a spurious wakeup could leave is
    /// still reported as a deadlock). LTL checks (--ltl) never use spurious wakeups.
    #[arg(help_heading = INPUT, long)]
    pub no_spurious_wakeups: bool,
    /// How far one step runs a thread.
    #[arg(help_heading = SEARCH, long, value_enum, default_value = "superstep")]
    pub granularity: GranArg,
    /// After the depth-first search finds a violation, search breadth-first (same steps,
    /// reduction and store; no sleep sets) for the counterexample with the fewest moves, and
    /// report its length and the first one's. With the exact store it is the shortest of the
    /// graph searched (with stubborn sets, of the reduced graph: --por none for the shortest
    /// of all schedules). Safety properties only.
    #[arg(help_heading = SEARCH, long)]
    pub shortest: bool,
    /// The search: `exhaustive` (every reachable state) or `monte-carlo` (random lassos with
    /// a confidence bound: --epsilon, --delta, --seed; exit 3 when none violates).
    #[arg(help_heading = SEARCH, long, value_enum, default_value = "exhaustive")]
    pub search: SearchArg,
    /// Visited-set mode (default: exact; bitstate for --swarm).
    #[arg(help_heading = SEARCH, long, value_enum)]
    pub store: Option<StoreArg>,
    /// Bitstate: log2 of the number of bits (Spin's -w).
    #[arg(
        help_heading = SEARCH,
        short = 'w',
        long = "bitstate-bits",
        default_value_t = 27,
        value_name = "N"
    )]
    pub bitstate_bits: u32,
    /// Bitstate: hash functions per state (Spin's -k).
    #[arg(help_heading = SEARCH, short = 'k', long = "hashes", default_value_t = 3, value_name = "K")]
    pub hashes: u32,
    /// Worker threads for the search (with --swarm: runs at once; default: the machine's
    /// cores there, else 1; with --distributed: search threads in each rank).
    #[arg(help_heading = SEARCH, long, value_name = "N")]
    pub workers: Option<usize>,
    /// Expected number of states (sizes the visited set up front).
    #[arg(help_heading = SEARCH, long, default_value_t = 1 << 16, value_name = "N")]
    pub expected_states: usize,
    /// Below the 64 frames nearest its top, the depth-first stack keeps the full state of
    /// every N-th frame only, and computes the others again (by replaying at most N-1 moves)
    /// when the search backtracks to them: a deep stack then holds about 1/N of its states.
    /// 1: every frame keeps its state (no replay; more memory).
    #[arg(help_heading = SEARCH, long, default_value_t = StackStates::default().every, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub stack_states: usize,
    /// How many frames nearest the top of the stack keep their states (with
    /// --stack-states; for tests and tuning).
    #[arg(help_heading = SEARCH, long, default_value_t = StackStates::default().window, value_name = "N", hide = true)]
    pub stack_window: usize,
    /// Check every state the stack computes again against the one first reached (a hash of
    /// its matched bytes); a difference is an internal error (for tests).
    #[arg(help_heading = SEARCH, long, hide = true)]
    pub verify_stack: bool,
    /// Partial order reduction on top of supersteps: `stubborn` (only a sufficient subset
    /// of the threads moves from each state; off with a warning under --context-bound and
    /// --fair, never used by Monte Carlo sampling) or `none`.
    #[arg(help_heading = REDUCTION, long, value_enum, default_value = "stubborn")]
    pub por: PorArg,
    /// With --por stubborn: do not use sleep sets (they skip moves whose successor the
    /// search reaches by the same two moves in the other order; states are the same).
    #[arg(help_heading = REDUCTION, long)]
    pub no_sleep_sets: bool,
    /// Under --memory-model rc11: do not use the spin-loop reduction (a thread whose load
    /// can only send it round its spin loop to the same load, its views raised, waits until
    /// what it reads changes, and such reads are left out where another is possible; it
    /// loses no violation, see the README's "Memory models").
    #[arg(help_heading = REDUCTION, long)]
    pub no_spin_reduction: bool,
    /// Do not use the symmetry reduction (on by default for exhaustive searches under
    /// sequential consistency without LTL or an abstraction: states that are renamings of
    /// each other's threads, handles renamed with them, are stored once; a program that
    /// uses a thread's identity beyond equality is searched again without it, with a note).
    #[arg(help_heading = REDUCTION, long)]
    pub no_symmetry: bool,
    /// Keep faint registers in the stored states: locals that only feed their own updates
    /// and branches whose outcome cannot matter (a back-off delay doubled while spinning).
    /// They are left out by default, like dead registers; never where the program makes
    /// lazy inputs.
    #[arg(help_heading = REDUCTION, long)]
    pub no_faint: bool,
    /// Counter abstraction: threads of one start function and argument in the same local
    /// state, that nothing names, are counted up to K, and past K kept as "K or more"; a
    /// program that starts threads without a bound then has a finite state space, and a
    /// search that finds nothing proves the properties for any number of threads. A
    /// violation is looked for again in the concrete program (growing --max-threads) and
    /// reported from there, or the verdict is incomplete. Steps end at shared accesses;
    /// needs the symmetry reduction; safety properties only.
    #[arg(help_heading = REDUCTION, long, value_name = "K")]
    pub counter_bound: Option<u32>,
    /// Bound the number of preemptive context switches (switching away from a thread that
    /// could continue); a search that finds nothing is then incomplete.
    #[arg(help_heading = REDUCTION, long, value_name = "K")]
    pub context_bound: Option<u32>,
    /// With --context-bound: match states without their remaining budget, as the paper's
    /// tracked-but-unmatched counters do (incomplete for the bound; for comparisons only).
    #[arg(help_heading = REDUCTION, long, hide = true, requires = "context_bound")]
    pub naive_context_bound: bool,
    /// Match states only on these globals (comma-separated C names, optionally with a field
    /// or element: `flag,turn`, `q.count`, `a[1]`) plus thread locations. May hide bugs.
    #[arg(help_heading = REDUCTION, long = "match", value_delimiter = ',', value_name = "NAMES")]
    pub match_globals: Vec<String>,
    /// Match states on the bytes written by the function `pancam_abstract` of this C (or .ll)
    /// file, linked with the program (see abstractions/). May hide bugs.
    #[arg(help_heading = REDUCTION, long, value_name = "FILE")]
    pub abstraction: Option<PathBuf>,
    /// Do not report assertion failures (assert, __VERIFIER_assert, reach_error, abort).
    #[arg(help_heading = PROPERTIES, long)]
    pub no_assertions: bool,
    /// Do not report memory errors and other undefined behaviour.
    #[arg(help_heading = PROPERTIES, long)]
    pub no_memory: bool,
    /// Do not report deadlocks.
    #[arg(help_heading = PROPERTIES, long)]
    pub no_deadlocks: bool,
    /// Report data races (two threads' next accesses overlap, one writes, not both atomic;
    /// under --memory-model rc11: two accesses, one not atomic, not ordered by
    /// happens-before, which rc11 always reports).
    #[arg(help_heading = PROPERTIES, long)]
    pub races: bool,
    /// A C function of the program returning int that must be non-zero in every state
    /// (repeatable).
    #[arg(help_heading = PROPERTIES, long = "invariant", value_name = "NAME")]
    pub invariants: Vec<String>,
    /// Check this LTL formula (Spin syntax: [] <> U V R W X ! && || -> <->) over the
    /// propositions defined with --prop, by nested DFS on the product with its never claim.
    #[arg(help_heading = PROPERTIES, long, value_name = "FORMULA", conflicts_with = "ltl_file")]
    pub ltl: Option<String>,
    /// Read the LTL formula from this file.
    #[arg(help_heading = PROPERTIES, long, value_name = "PATH")]
    pub ltl_file: Option<PathBuf>,
    /// Define a proposition: 'NAME = C expression over globals', 'NAME = @func' (a function
    /// of the program returning int) or 'NAME = tN@func' (thread N is in func). Repeatable.
    #[arg(help_heading = PROPERTIES, long = "prop", value_name = "NAME = EXPR")]
    pub props: Vec<String>,
    /// Weak fairness over threads for --ltl: only cycles in which every thread that is
    /// enabled throughout also moves count as counterexamples.
    #[arg(help_heading = PROPERTIES, long)]
    pub fair: bool,
    /// Depth limit (states at it are not expanded; the result is then incomplete).
    #[arg(help_heading = LIMITS, long, value_name = "N")]
    pub depth: Option<usize>,
    /// Stop after this many violations (0: find all).
    #[arg(help_heading = LIMITS, long, default_value_t = 1, value_name = "N")]
    pub max_violations: usize,
    /// Stop (incomplete) when the search uses more than this many MiB (the larger of its own
    /// account and the process's resident set). Default: 3/4 of the machine's or container's
    /// memory; 0: no limit.
    #[arg(help_heading = LIMITS, long, value_name = "MIB")]
    pub max_memory: Option<usize>,
    /// Stop after this many seconds.
    #[arg(help_heading = LIMITS, long, value_name = "SECONDS")]
    pub max_time: Option<f64>,
    /// Enumerate wide __VERIFIER_nondet_* values over this range instead of keeping them
    /// lazy, e.g. -8..8 (bool and char types always get their whole domain). Without it,
    /// integer inputs are lazy: comparisons split the search, other uses enumerate.
    #[arg(help_heading = LIMITS, long, value_name = "LO..HI", allow_hyphen_values = true)]
    pub nondet_range: Option<String>,
    /// A lazy input used other than by copying, extending, adding a constant or comparing
    /// is enumerated when at most this many values are left, and the path is cut (the
    /// search is incomplete) otherwise.
    /// At most 16777216. Monte Carlo draws one value of any domain instead.
    #[arg(help_heading = LIMITS, long, default_value_t = crate::vm::DEFAULT_NONDET_K, value_name = "K",
          value_parser = clap::value_parser!(u64).range(1..=crate::model::MAX_LISTED_CHOICES))]
    pub nondet_k: u64,
    /// Maximum number of threads.
    #[arg(help_heading = LIMITS, long, default_value_t = 64, value_name = "N")]
    pub max_threads: usize,
    /// Monte Carlo: the bound on the probability of a violating lasso.
    #[arg(help_heading = MONTE_CARLO, long, value_name = "E", default_value_t = 1e-3)]
    pub epsilon: f64,
    /// Monte Carlo: the confidence is 1 - D.
    #[arg(help_heading = MONTE_CARLO, long, value_name = "D", default_value_t = 1e-3)]
    pub delta: f64,
    /// Monte Carlo: seed of the samples' random streams (sample K's stream depends only on
    /// the seed and K). Swarm: run K of seed S is run 0 of seed S + K.
    #[arg(help_heading = MONTE_CARLO, long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Monte Carlo: draw at most N samples (the statement then covers a larger ε).
    #[arg(help_heading = MONTE_CARLO, long, value_name = "N")]
    pub max_samples: Option<u64>,
    /// Monte Carlo: run only sample K (e.g. the one that found a violation).
    #[arg(help_heading = MONTE_CARLO, long, value_name = "K")]
    pub sample: Option<u64>,
    /// Monte Carlo: the longest walk in moves; longer walks end without closing a lasso.
    #[arg(help_heading = MONTE_CARLO, long, value_name = "N", default_value_t = 1 << 20)]
    pub max_walk: usize,
    /// Monte Carlo: how a lazy input is drawn where a comparison splits it: `uniform` (each
    /// outcome as likely as the values it holds: the input is uniform over its type, given
    /// the assumptions it meets), or `branches` (each outcome equally likely: rare values
    /// such as `x == 12345` as often as common ones).
    #[arg(help_heading = MONTE_CARLO, long, value_enum, default_value = "uniform")]
    pub mc_inputs: InputDrawArg,
    /// Monte Carlo: the probability that a step is a spurious wakeup, at a state where a
    /// thread could wake spuriously and another move is possible (all such wakeups together;
    /// 0 ≤ P ≤ 1, default 0.01), or `uniform`: a wakeup is drawn like any other move
    /// (GMC²'s walk, in which waiting threads drown the walk in wakeups). The ε of the
    /// verdict bounds violations under the distribution this chooses.
    #[arg(help_heading = MONTE_CARLO, long, value_name = "P", allow_hyphen_values = true)]
    pub mc_spurious: Option<String>,
    /// Swarm verification: K diversified searches (each its own move order, hash functions
    /// and visited set, bitstate unless --store says otherwise; --seed S), --workers of
    /// them at once; the first violation stops all. Finds bugs in programs too large for
    /// one search; without a violation it reports the distinct states covered: not a proof.
    #[arg(help_heading = SWARM, long, value_name = "K")]
    pub swarm: Option<usize>,
    /// Distributed search: run as one rank of `mpirun -np P pancam check FILE --distributed`;
    /// the states are partitioned over the ranks by hash, rank 0 prints the report (needs a
    /// pancam built with `--features mpi`).
    #[arg(help_heading = SWARM, long)]
    pub distributed: bool,
    /// The distributed search with N ranks that are threads of this process, talking over
    /// channels instead of MPI: the same algorithm and report as `--distributed` under
    /// `mpirun -np N`, without MPI (for tests and comparisons; one machine's cores are
    /// better used by --workers).
    #[arg(help_heading = SWARM, long, value_name = "N", hide = true, conflicts_with = "distributed")]
    pub ranks_in_process: Option<usize>,
    /// Write checkpoints of the search to this directory (`DIR/checkpoint.pancam`): every
    /// --checkpoint-every seconds, and when the search stops at --max-time or --max-memory
    /// or is interrupted (Ctrl-C, SIGTERM). Each replaces the last atomically. Every search
    /// but a swarm under mpirun (a distributed search writes one part per rank beside it).
    #[arg(help_heading = SEARCH, long, value_name = "DIR")]
    pub checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints (default 300; 0: only when the search stops).
    #[arg(help_heading = SEARCH, long, value_name = "SECONDS")]
    pub checkpoint_every: Option<f64>,
    /// Go on with the search of the checkpoint in DIR (the command that wrote it, its
    /// program and options; given here, --max-time, --max-memory, --workers, the output
    /// options, --checkpoint and --checkpoint-every replace the checkpoint's). Checkpoints
    /// go on being written to DIR unless --checkpoint names another.
    #[arg(help_heading = SEARCH, long, value_name = "DIR")]
    pub resume: Option<PathBuf>,
    /// Milliseconds to wait between writing a checkpoint's temporary file and renaming it
    /// over the last checkpoint (for the tests that kill pancam while it writes).
    #[arg(help_heading = SEARCH, long, value_name = "MS", hide = true)]
    pub checkpoint_test_pause: Option<u64>,
    /// The program's `argv[0]` when it is not FILE as given: a resumed check reads its
    /// program by a path made absolute, and runs it under the name the first check gave it
    /// (the name is in the program's memory, and so in its states).
    #[arg(skip)]
    pub argv0: Option<String>,
    /// Write the counterexample as a JSON trail to this file (replay with `pancam replay`).
    #[arg(help_heading = OUTPUT, long, value_name = "FILE")]
    pub trail: Option<PathBuf>,
    /// Print a machine-readable JSON report instead of text.
    #[arg(help_heading = OUTPUT, long)]
    pub json: bool,
    /// Write the first counterexample as a message-sequence chart in a self-contained HTML
    /// page (threads as lifelines, moves as boxes, arrows where one thread lets another go
    /// on; keyboard navigation and the shared variables' values at each move).
    #[arg(help_heading = OUTPUT, long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Write the first counterexample as a message-sequence chart (SVG, no script).
    #[arg(help_heading = OUTPUT, long, value_name = "FILE.svg")]
    pub msc: Option<PathBuf>,
    /// No progress display.
    #[arg(help_heading = OUTPUT, long, short = 'q')]
    pub quiet: bool,
    /// SV-COMP mode: check the property of this .prp file under the competition's rules
    /// (only that property's violations count; abort() and deadlocks end a path; undefined
    /// behaviour outside the property makes the verdict UNKNOWN) and print the verdict line
    /// `SV-COMP: TRUE | FALSE(prop) | UNKNOWN(reason)`.
    #[arg(help_heading = SVCOMP, long, value_name = "PROP.prp")]
    pub property: Option<PathBuf>,
    /// SV-COMP mode: the data model (ILP32 compiles with -m32).
    #[arg(help_heading = SVCOMP, long, value_enum, value_name = "MODEL", requires = "property")]
    pub data_model: Option<DataModel>,
    /// SV-COMP mode: write the violation witness (GraphML) of a FALSE verdict to this file.
    #[arg(help_heading = SVCOMP, long, value_name = "FILE", requires = "property")]
    pub witness: Option<PathBuf>,
}

impl CheckCmd {
    /// The program (given, or the resumed checkpoint's once `--resume` is resolved).
    pub fn file(&self) -> &Path {
        self.file.as_deref().unwrap_or(Path::new(""))
    }

    /// The program's `argv[0]`: FILE as given on the command line that started the check.
    pub fn argv0(&self) -> String {
        self.argv0
            .clone()
            .unwrap_or_else(|| self.file().display().to_string())
    }
}

/// Flags of `pancam replay`.
#[derive(Args, Debug)]
pub struct ReplayCmd {
    /// The trail written by `pancam check --trail`.
    pub trail: PathBuf,
    /// The memory model the trail must have been found under (a trail records its model;
    /// replaying it under another is an error).
    #[arg(long, value_enum, value_name = "MODEL")]
    pub memory_model: Option<super::MemoryModelArg>,
    /// Print the schedule as JSON.
    #[arg(long)]
    pub json: bool,
    /// Write the counterexample as a message-sequence chart in a self-contained HTML page.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Write the counterexample as a message-sequence chart (SVG, no script).
    #[arg(long, value_name = "FILE.svg")]
    pub msc: Option<PathBuf>,
}

pub(super) fn parse_range(s: &str) -> Result<(i64, i64), String> {
    let (a, b) = s
        .split_once("..=")
        .or_else(|| s.split_once(".."))
        .ok_or_else(|| format!("bad range '{s}': expected LO..HI"))?;
    let lo: i64 = a
        .trim()
        .parse()
        .map_err(|_| format!("bad range start '{a}'"))?;
    let hi: i64 = b
        .trim()
        .parse()
        .map_err(|_| format!("bad range end '{b}'"))?;
    if lo > hi {
        return Err(format!("empty range '{s}'"));
    }
    if i128::from(hi) - i128::from(lo) >= 1 << 20 {
        return Err(format!(
            "range '{s}' has more than 2^20 values: each is a successor of every \
             nondeterministic call, so the search could never enumerate them"
        ));
    }
    Ok((lo, hi))
}

/// The name of a granularity as on the command line.
pub fn gran_name(g: Granularity) -> &'static str {
    match g {
        Granularity::Instruction => "instruction",
        Granularity::Block => "block",
        Granularity::SharedAccess => "shared-access",
        Granularity::Superstep => "superstep",
        Granularity::Unlimited => "unlimited",
    }
}

/// The exit code of a verdict.
pub fn exit_code(v: Verdict) -> i32 {
    match v {
        Verdict::Holds => EXIT_HOLDS,
        Verdict::Violated => EXIT_VIOLATION_FOUND,
        Verdict::Incomplete => EXIT_INCOMPLETE,
        Verdict::CannotCheck => EXIT_USAGE,
    }
}

/// The SV-COMP setup of a `check`: the property and the data model.
struct Svcomp {
    property: SvProperty,
    data_model: DataModel,
}

/// Turns the flags into library options (validated here, in one place).
/// `--mc-spurious P|uniform`: a probability `0 ≤ P ≤ 1`, or `uniform`.
pub(crate) fn parse_mc_spurious(v: &str) -> Result<IdleDraw, String> {
    if v.eq_ignore_ascii_case("uniform") {
        return Ok(IdleDraw::Uniform);
    }
    match v.trim().parse::<f64>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(IdleDraw::Share(p)),
        _ => Err(format!(
            "--mc-spurious {v}: expected a probability from 0 to 1 (the share of a step \
             spurious wakeups get), or `uniform`"
        )),
    }
}

fn options(c: &CheckCmd, sv: Option<&Svcomp>) -> Result<CheckOptions, String> {
    let range = match &c.nondet_range {
        Some(r) => parse_range(r).map_err(|e| format!("--nondet-range: {e}"))?,
        None => CheckOptions::default().nondet_range,
    };
    let workers = match (c.workers, c.swarm) {
        (Some(w), _) => w,
        (None, Some(_)) => std::thread::available_parallelism().map_or(1, |n| n.get()),
        (None, None) => 1,
    };
    if workers == 0 || workers > 1024 {
        return Err(format!("--workers {workers}: expected 1 to 1024"));
    }
    if let Some(k) = c.swarm {
        if !(1..=1 << 20).contains(&k) {
            return Err(format!("--swarm {k}: expected 1 to 1048576 runs"));
        }
        if c.search != SearchArg::Exhaustive {
            return Err("--swarm runs exhaustive searches: leave out --search".into());
        }
        if c.max_violations != 1 {
            return Err("--swarm reports the first violation a run finds; \
                        --max-violations is for one search"
                .into());
        }
    }
    let distributed = c.distributed || c.ranks_in_process.is_some();
    if c.ranks_in_process.is_some_and(|n| !(1..=256).contains(&n)) {
        return Err("--ranks-in-process: expected 1 to 256 ranks".into());
    }
    if distributed && c.swarm.is_some() {
        return Err(
            "--swarm under mpirun spreads its runs over the ranks by itself: \
                    leave out --distributed"
                .into(),
        );
    }
    if distributed && c.max_violations != 1 {
        return Err(
            "--distributed stops at the first violation: leave out --max-violations".into(),
        );
    }
    let store_arg = c.store.unwrap_or(if c.swarm.is_some() {
        StoreArg::Bitstate
    } else {
        StoreArg::Exact
    });
    if !(1..=1 << 16).contains(&c.max_threads) {
        return Err(format!(
            "--max-threads {}: expected 1 to 65536",
            c.max_threads
        ));
    }
    if store_arg == StoreArg::Bitstate && !(10..=40).contains(&c.bitstate_bits) {
        return Err(format!(
            "-w {}: the bitstate array needs 2^10 to 2^40 bits",
            c.bitstate_bits
        ));
    }
    if store_arg != StoreArg::Bitstate && (c.bitstate_bits != 27 || c.hashes != 3) {
        return Err("-w and -k size the bitstate store: use them with --store bitstate".into());
    }
    if store_arg == StoreArg::Bitstate && !(1..=16).contains(&c.hashes) {
        return Err(format!("-k {}: expected 1 to 16 hash functions", c.hashes));
    }
    if c.max_time.is_some_and(|t| !t.is_finite() || t < 0.0) {
        return Err("--max-time: expected a number of seconds".into());
    }
    let ltl_text = match (&c.ltl, &c.ltl_file) {
        (Some(f), _) => Some(f.clone()),
        (None, Some(path)) => Some(
            std::fs::read_to_string(path)
                .map_err(|e| format!("--ltl-file: cannot read {}: {e}", path.display()))?,
        ),
        (None, None) => {
            if !c.props.is_empty() {
                return Err("--prop needs a formula (--ltl or --ltl-file)".into());
            }
            if c.fair {
                return Err("--fair needs a formula (--ltl or --ltl-file)".into());
            }
            None
        }
    };
    let abstraction = match (&c.abstraction, c.match_globals.is_empty()) {
        (Some(_), false) => return Err("--match and --abstraction exclude each other".into()),
        (Some(_), true) => AbstractionSpec::Function,
        (None, false) => AbstractionSpec::Globals(c.match_globals.clone()),
        (None, true) => AbstractionSpec::None,
    };
    let store = match store_arg {
        StoreArg::Exact => StoreMode::Exact,
        StoreArg::Full => StoreMode::Full,
        StoreArg::HashCompaction => StoreMode::HashCompaction,
        StoreArg::Bitstate => StoreMode::Bitstate {
            log2_bits: c.bitstate_bits,
            hashes: c.hashes,
        },
    };
    let monte_carlo = match c.search {
        SearchArg::Exhaustive => {
            let mc_only = c.epsilon != 1e-3
                || c.delta != 1e-3
                || (c.seed != 0 && c.swarm.is_none())
                || c.max_samples.is_some()
                || c.sample.is_some()
                || c.max_walk != 1 << 20
                || c.mc_inputs != InputDrawArg::Uniform
                || c.mc_spurious.is_some();
            if mc_only {
                return Err("--epsilon, --delta, --seed, --max-samples, --sample, \
                            --max-walk, --mc-inputs and --mc-spurious are for --search \
                            monte-carlo (--seed also for --swarm)"
                    .into());
            }
            None
        }
        SearchArg::MonteCarlo => {
            for (name, v) in [("--epsilon", c.epsilon), ("--delta", c.delta)] {
                if !(v > 0.0 && v < 1.0) {
                    return Err(format!(
                        "{name} {v}: expected a probability between 0 and 1"
                    ));
                }
            }
            if c.max_samples == Some(0) {
                return Err("--max-samples 0: expected at least one sample".into());
            }
            let spurious = match c.mc_spurious.as_deref() {
                None => IdleDraw::Share(DEFAULT_IDLE_SHARE),
                Some(v) => parse_mc_spurious(v)?,
            };
            if c.max_walk == 0 {
                return Err("--max-walk 0: expected at least one move".into());
            }
            if c.depth.is_some() {
                return Err(
                    "--depth bounds the exhaustive search; a Monte Carlo walk is \
                            bounded by --max-walk"
                        .into(),
                );
            }
            if c.max_violations != 1 {
                return Err("--search monte-carlo reports the first violating sample; \
                            --max-violations is for the exhaustive search"
                    .into());
            }
            if c.store.is_some_and(|s| s != StoreArg::Exact) {
                return Err(
                    "--store is for the exhaustive search (a Monte Carlo walk keeps \
                            its own table of the states it visited)"
                        .into(),
                );
            }
            Some(MonteCarloOptions {
                epsilon: c.epsilon,
                delta: c.delta,
                seed: c.seed,
                max_samples: c.max_samples,
                sample: c.sample,
                max_length: c.max_walk,
                inputs: match c.mc_inputs {
                    InputDrawArg::Uniform => crate::model::InputDraw::Uniform,
                    InputDrawArg::Branches => crate::model::InputDraw::Branches,
                },
                spurious,
            })
        }
    };
    let mut args = vec![c.argv0()];
    args.extend(c.args.iter().cloned());
    let mut o = CheckOptions {
        granularity: c.granularity.vm(),
        por: c.por.mode(),
        sleep_sets: !c.no_sleep_sets,
        spin_reduction: !c.no_spin_reduction,
        symmetry: !c.no_symmetry,
        store,
        invariants: c.invariants.clone(),
        nondet_range: range,
        context_bound: c.context_bound,
        naive_context_bound: c.naive_context_bound,
        abstraction,
        depth: c.depth,
        max_violations: c.max_violations,
        max_memory: c.max_memory.map(|m| match m {
            0 => usize::MAX,
            m => m.saturating_mul(1 << 20),
        }),
        max_time: c.max_time.map(Duration::from_secs_f64),
        workers,
        expected_states: c.expected_states.clamp(1 << 10, 1 << 28),
        stack: StackStates {
            every: c.stack_states,
            window: c.stack_window,
            verify: c.verify_stack,
        },
        ltl: ltl_text.map(|formula| LtlOptions {
            formula,
            props: c.props.clone(),
            fair: c.fair,
        }),
        args,
        monitor: Arc::new(Monitor::new()),
        monte_carlo,
        swarm: c.swarm.map(|runs| SwarmOptions { runs, seed: c.seed }),
        distributed,
        swarm_ranks: c.swarm.is_some() && super::ranks::swarm_over_ranks(),
        ..CheckOptions::default()
    };
    o.properties.assertions = !c.no_assertions;
    o.properties.memory = !c.no_memory;
    o.properties.deadlocks = !c.no_deadlocks;
    o.properties.races = c.races;
    o.vm.max_threads = c.max_threads;
    o.vm.counter_bound = c.counter_bound;
    o.vm.faint_registers = !c.no_faint;
    o.vm.lazy_nondet = c.nondet_range.is_none();
    o.vm.nondet_k = c.nondet_k;
    c.memory.apply(&mut o.vm);
    if let Some(sv) = sv {
        if o.ltl.is_some() {
            return Err("--property and --ltl exclude each other".into());
        }
        svcomp::configure(&mut o, sv.property);
    }
    if let Some(u) = c.uninit {
        o.vm.nondet_uninit = u == UninitArg::Nondet;
    }
    o.vm.spurious_wakeups = !c.no_spurious_wakeups;
    if c.shortest {
        let other = if o.ltl.is_some() {
            Some("--ltl (a lasso has no breadth-first search here)")
        } else if o.monte_carlo.is_some() {
            Some("--search monte-carlo")
        } else if o.swarm.is_some() {
            Some("--swarm")
        } else if c.distributed || c.ranks_in_process.is_some() {
            Some("--distributed")
        } else if c.max_violations != 1 {
            Some("--max-violations other than 1")
        } else {
            None
        };
        if let Some(other) = other {
            return Err(format!(
                "--shortest looks for one counterexample of a safety property with the                  exhaustive search of one process: it does not combine with {other}"
            ));
        }
        o.shortest = true;
    }
    Ok(o)
}

/// The program's compile options: the flags', or the SV-COMP mode's.
fn compile_options(c: &CheckCmd, sv: Option<&Svcomp>) -> crate::load::CompileOptions {
    match sv {
        Some(sv) => {
            let mut o = svcomp::compile_options(sv.data_model, c.cflags.opt);
            o.defines = c.cflags.defines.clone();
            o.includes = c.cflags.includes.clone();
            o
        }
        None => c.cflags.options(),
    }
}

/// `pancam check`.
pub fn check(mut c: CheckCmd) -> Result<ExitCode, CliError> {
    let resume = match c.resume {
        Some(_) => Some(super::checkpoint::resolve(&mut c).map_err(CliError::usage)?),
        None => None,
    };
    let sv = match &c.property {
        Some(p) => {
            let text = match std::fs::read_to_string(p) {
                Ok(t) => t,
                Err(e) => {
                    return Err(CliError::usage(format!(
                        "--property: cannot read {}: {e}",
                        p.display()
                    )));
                }
            };
            match svcomp::parse_property(&text) {
                Ok(property) => Some(Svcomp {
                    property,
                    data_model: c.data_model.unwrap_or(if c.cflags.m32 {
                        DataModel::Ilp32
                    } else {
                        DataModel::Lp64
                    }),
                }),
                Err(e) => {
                    return Err(CliError::usage(format!("--property {}: {e}", p.display())));
                }
            }
        }
        None => None,
    };
    let opts = match options(&c, sv.as_ref()) {
        Ok(o) => o,
        Err(e) => {
            return Err(CliError::usage(e));
        }
    };
    let mut opts = opts;
    opts.checkpoint = super::checkpoint::plan(&c, resume).map_err(CliError::usage)?;
    let mut ranks = if c.distributed || opts.swarm_ranks {
        Some(super::ranks::Ranks::start().map_err(CliError::usage)?)
    } else {
        c.ranks_in_process.map(super::ranks::Ranks::in_process)
    };
    let root = ranks.as_ref().is_none_or(|r| r.is_root());
    let cflags = compile_options(&c, sv.as_ref());
    let extra: Vec<PathBuf> = c.abstraction.iter().cloned().collect();
    let prog = match crate::load::load_with(c.file(), &extra, &cflags) {
        Ok(p) => p,
        Err(e) => return Err(CliError::load(&e)),
    };
    if let Some(sv) = &sv
        && prog.dl.ptr_size != sv.data_model.ptr_size()
    {
        return Err(CliError::usage(format!(
            "{}: the program has {}-byte pointers, but the data model is {}",
            c.file().display(),
            prog.dl.ptr_size,
            sv.data_model.name()
        )));
    }
    let prepared = match crate::check::prepare(&prog, &opts) {
        Ok(p) => p,
        Err(e) => {
            return Err(CliError::usage(e));
        }
    };
    if root {
        for w in &prepared.warnings {
            eprintln!("pancam: warning: {w}");
        }
        if !c.json {
            for n in crate::check::memory_model_notes(&prog, &opts) {
                eprintln!("pancam: note: {n}");
            }
        }
    }
    // A distributed search has no live progress line: each rank counts only its own states.
    let show_progress = !c.quiet && !c.json && std::io::stderr().is_terminal() && ranks.is_none();
    if !c.json && root {
        // The header comes first, before a search that may take long.
        let mut out = std::io::stdout().lock();
        let _ = match &opts.monte_carlo {
            Some(m) => writeln!(
                out,
                "pancam: Monte Carlo check of {} ({} steps, {}, seed {}, {} worker{})",
                c.file().display(),
                gran_name(prepared.granularity()),
                match m.sample {
                    Some(k) => format!("sample {k} only"),
                    None => format!(
                        "epsilon {}, delta {}: {} samples",
                        m.epsilon,
                        m.delta,
                        m.max_samples
                            .unwrap_or(crate::explore::montecarlo::samples_needed(
                                m.epsilon, m.delta
                            ))
                    ),
                },
                m.seed,
                opts.workers,
                if opts.workers == 1 { "" } else { "s" }
            ),
            None if opts.swarm.is_some() => {
                let sw = opts.swarm.expect("swarm");
                writeln!(
                    out,
                    "pancam: swarm check of {} ({} steps{}, {} runs with their own {} store, \
                     {} at once{}, seed {})",
                    c.file().display(),
                    gran_name(prepared.granularity()),
                    if prepared.sys.por.is_some() {
                        ", stubborn sets"
                    } else {
                        ""
                    },
                    sw.runs,
                    opts.store.name(),
                    opts.workers.min(sw.runs),
                    match &ranks {
                        Some(r) => format!(" on each of {} MPI ranks", r.size()),
                        None => String::new(),
                    },
                    sw.seed
                )
            }
            None if ranks.is_some() => writeln!(
                out,
                "pancam: distributed check of {} ({} steps{}, {} store on each of {} ranks{})",
                c.file().display(),
                gran_name(prepared.granularity()),
                if prepared.sys.por.is_some() {
                    ", stubborn sets"
                } else {
                    ""
                },
                opts.store.name(),
                ranks.as_ref().map_or(1, |r| r.size()),
                if opts.workers > 1 {
                    format!(", {} search threads each", opts.workers)
                } else {
                    String::new()
                }
            ),
            None => writeln!(
                out,
                "pancam: checking {} ({} steps{}, {} store{})",
                c.file().display(),
                gran_name(prepared.granularity()),
                if prepared.sys.por.is_some() {
                    ", stubborn sets"
                } else {
                    ""
                },
                opts.store.name(),
                match opts.vm.memory_model {
                    crate::vm::weak::MemoryModel::Sc => String::new(),
                    m => format!(", memory model {}", m.name()),
                }
            ),
        };
        let _ = out.flush();
    }
    super::interrupt::cancel_on_ctrl_c(&opts.monitor);
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let progress = show_progress.then(|| {
        let (m, d) = (opts.monitor.clone(), done.clone());
        let sampling = opts.monte_carlo.is_some();
        std::thread::spawn(move || progress_loop(&m, &d, sampling))
    });
    let checked = match &mut ranks {
        Some(r) => match r.check(&prog, prepared, &opts) {
            Some(ch) => ch,
            // Not rank 0: the report is rank 0's; exit with its code.
            None => return Ok(r.exit_code(0)),
        },
        None => prepared.run(&opts),
    };
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    if let Some(h) = progress {
        let _ = h.join();
    }
    if let Some(e) = opts.checkpoint.as_ref().and_then(|p| p.failed()) {
        if let Some(r) = &mut ranks {
            // The other ranks wait for rank 0's exit code.
            r.exit_code(2);
        }
        return Err(CliError::usage(format!("cannot resume: {e}")));
    }
    let code = exit_code(checked.report.verdict);
    if let (Some(path), Some(f)) = (&c.trail, checked.report.findings.first()) {
        match Trail::new(
            c.file(),
            &cflags,
            &opts,
            &prog,
            f,
            checked.report.symmetry.on,
        )
        .and_then(|t| serde_json::to_string_pretty(&t).map_err(|e| e.to_string()))
        {
            Ok(j) => {
                if let Err(e) = std::fs::write(path, j) {
                    eprintln!("pancam: cannot write {}: {e}", path.display());
                }
            }
            Err(e) => eprintln!("pancam: cannot write the trail: {e}"),
        }
    }
    let sv_verdict = sv
        .as_ref()
        .map(|s| svcomp::verdict(s.property, &checked.report, &opts));
    if let (Some(s), Some(SvVerdict::False(_)), Some(path)) = (&sv, &sv_verdict, &c.witness)
        && let Some(f) = checked
            .report
            .findings
            .iter()
            .find(|f| f.kind != FindingKind::Unsupported)
    {
        let name = c
            .file()
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let source = source_of(c.file(), &prog);
        match svcomp::witness::graphml(
            &checked.sys,
            f,
            s.property,
            &source,
            &name_in_debug_info(&prog, &name),
            s.data_model,
        ) {
            Ok(text) => {
                if let Err(e) = std::fs::write(path, text) {
                    eprintln!("pancam: cannot write {}: {e}", path.display());
                }
            }
            Err(e) => eprintln!("pancam: cannot write the witness: {e}"),
        }
    }
    if c.html.is_some() || c.msc.is_some() {
        write_chart(&c, &prog, &checked);
    }
    let text = render(&c, &prog, &opts, &checked, sv_verdict.as_ref(), code);
    let _ = std::io::stdout().write_all(text.as_bytes());
    let _ = std::io::stdout().flush();
    let code = match sv_verdict {
        Some(SvVerdict::True) => EXIT_HOLDS,
        Some(SvVerdict::False(_)) => EXIT_VIOLATION_FOUND,
        Some(SvVerdict::Unknown(_)) => EXIT_INCOMPLETE,
        None => code,
    };
    Ok(match &mut ranks {
        Some(r) => r.exit_code(code),
        None => code,
    })
}

/// Writes `--html` and `--msc` for the first finding of `ch` (a note on standard error when
/// there is none, or when a file cannot be written).
fn write_chart(c: &CheckCmd, prog: &Program, ch: &Checked) {
    let Some(f) = ch.report.findings.first() else {
        eprintln!("pancam: no counterexample: no chart written");
        return;
    };
    let mut path = f.cx.path.clone();
    if let Some(cy) = &f.cx.cycle {
        path.extend(cy.iter().copied());
    }
    let sched = match report::schedule_full(&ch.sys, &path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("pancam: cannot chart the counterexample: {e}");
            return;
        }
    };
    let kind = match f.kind {
        FindingKind::Violation { kind } => Some(kind),
        _ => None,
    };
    let mut details = Vec::new();
    if let Some(sh) = &ch.report.shortest {
        details.push(shortest_line(sh));
    }
    let chart = super::msc::Chart {
        title: format!("pancam check {}", c.file().display()),
        headline: finding_headline(prog, f),
        details,
        schedule: &sched,
        ending: super::msc::ending_of(&f.cx.cause, kind),
        cycle_start: f.cx.cycle.as_ref().map(|_| f.cx.path.len() + 1),
    };
    if let Err(e) = super::msc::write(&chart, c.html.as_deref(), c.msc.as_deref()) {
        eprintln!("pancam: {e}");
    }
}

/// The first line of a finding in the text report.
fn finding_headline(prog: &Program, f: &Finding) -> String {
    match f.kind {
        FindingKind::Ltl => format!("error: {LTL_KIND}: {}", f.violation.msg),
        FindingKind::Unsupported => headline(prog, &f.violation).replacen(
            "error: ",
            "pancam cannot check this program: ",
            1,
        ),
        FindingKind::Violation { .. } => headline(prog, &f.violation),
    }
}

/// `--shortest`'s line of the report.
fn shortest_line(sh: &crate::check::ShortestStats) -> String {
    format!(
        "shortest counterexample: {} moves (the depth-first search's: {}); {}; breadth-first \
         search: {} states stored, {} transitions, {:.2} s{}",
        sh.moves,
        sh.dfs_moves,
        sh.scope,
        sh.search.counters.stored,
        sh.search.counters.transitions,
        sh.search.elapsed.as_secs_f64(),
        match sh.stop {
            Some(s) => format!(", stopped early ({s:?})"),
            None => String::new(),
        }
    )
}

/// The C source a witness names: the `.c`/`.i` given, or for a `.ll` the `.c` or `.i`
/// beside it with the same stem, if there is one.
pub fn source_of(file: &Path, _prog: &Program) -> PathBuf {
    if file.extension().is_some_and(|e| e == "ll") {
        for ext in ["c", "i"] {
            let p = file.with_extension(ext);
            if p.is_file() {
                return p;
            }
        }
    }
    file.to_path_buf()
}

/// The name clang recorded for the program's own file (debug info), matched by stem.
pub fn name_in_debug_info(prog: &Program, given: &str) -> String {
    let stem = Path::new(given)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    prog.srcmap
        .files
        .iter()
        .find(|f| {
            Path::new(f)
                .file_stem()
                .is_some_and(|s| s.to_string_lossy() == stem)
        })
        .cloned()
        .unwrap_or_else(|| given.to_string())
}

/// The verdict line of a report.
fn verdict_text(c: &CheckCmd, opts: &CheckOptions, ch: &Checked) -> String {
    let r = &ch.report;
    let fair = c.fair;
    match r.verdict {
        Verdict::Violated => {
            let errors = r
                .findings
                .iter()
                .filter(|f| f.kind != FindingKind::Unsupported)
                .count();
            let base = if errors == 1 {
                "violation found".to_string()
            } else {
                format!("{errors} violations found")
            };
            match (&ch.ltl, fair) {
                (Some(_), false) => format!("{base} (fairness off)"),
                (Some(_), true) => format!("{base} (weak fairness over threads)"),
                _ => base,
            }
        }
        Verdict::CannotCheck => "cannot check: pancam cannot run this program".into(),
        Verdict::Incomplete if r.monte_carlo.is_some() => format!(
            "no violation found by sampling: {}",
            r.incomplete
                .iter()
                .map(|i| i.describe(opts))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Verdict::Incomplete => format!(
            "no violation found, but the search was incomplete: {}",
            r.incomplete
                .iter()
                .map(|i| i.describe(opts))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Verdict::Holds => match (&ch.ltl, opts.context_bound) {
            (Some(_), _) => format!(
                "the LTL property holds: every reachable state of the product with the never \
                 claim was explored ({})",
                if fair {
                    "under weak fairness over threads"
                } else {
                    "fairness off"
                }
            ),
            (None, Some(k)) => format!(
                "no violation: every reachable state was explored (the context bound {k} was \
                 never reached)"
            ),
            (None, None) => match &r.counter {
                Some(c) if c.concrete.is_empty() => format!(
                    "no violation, however many threads the program starts: every reachable \
                     state of the counter abstraction (--counter-bound {}) was explored",
                    c.bound
                ),
                _ => "no violation: every reachable state was explored".into(),
            },
        },
    }
}

/// The kind name shown for a finding.
fn kind_name(f: &Finding) -> &'static str {
    match &f.kind {
        FindingKind::Ltl => LTL_KIND,
        FindingKind::Unsupported => ViolationKind::Unsupported.name(),
        FindingKind::Violation { kind } => kind.name(),
    }
}

fn render(
    c: &CheckCmd,
    prog: &Program,
    opts: &CheckOptions,
    ch: &Checked,
    sv: Option<&SvVerdict>,
    code: i32,
) -> String {
    let r = &ch.report;
    let verdict = verdict_text(c, opts, ch);
    let cx_path = |f: &Finding| {
        let mut path = f.cx.path.clone();
        if let Some(cy) = &f.cx.cycle {
            path.extend(cy.iter().copied());
        }
        path
    };
    if c.json {
        let cxs: Vec<serde_json::Value> = r
            .findings
            .iter()
            .map(|f| {
                let sched = report::schedule_full(&ch.sys, &cx_path(f)).ok();
                serde_json::json!({
                    "kind": kind_name(f),
                    "finding": f.kind,
                    "message": f.violation.msg,
                    "location": violation_location(prog, &f.violation),
                    "moves": f.cx.path,
                    "cycle": f.cx.cycle,
                    "cycle_start": f.cx.cycle.as_ref().map(|_| f.cx.path.len() + 1),
                    "schedule": sched.as_ref().map(|s| &s.steps),
                    "threads": sched.as_ref().map(|s| &s.threads),
                    "initial_values": sched.as_ref().map(|s| &s.initial),
                    "arrows": sched.as_ref().map(|s| report::arrows(&s.steps, &s.threads)),
                    "replayed": f.replay.is_ok(),
                    "preemptions": f.replay.as_ref().ok(),
                })
            })
            .collect();
        let mut j = serde_json::json!({
            "program": c.file().display().to_string(),
            "verdict": verdict,
            "result": r.verdict,
            "exit_code": code,
            "complete": r.incomplete.is_empty(),
            "incomplete": r.incomplete.iter().map(|i| serde_json::json!({
                "reason": i,
                "description": i.describe(opts),
            })).collect::<Vec<_>>(),
            "nondet_range_truncated": r
                .incomplete
                .iter()
                .any(|i| matches!(i, crate::check::Incomplete::NondetRange { .. })),
            "granularity": gran_name(r.granularity),
            "memory_model": opts.vm.memory_model.name(),
            "notes": crate::check::memory_model_notes(prog, opts),
            "svcomp": sv.map(|v| serde_json::json!({
                "verdict": v.to_string(),
                "category": v.category(),
            })),
            "ltl": ch.ltl.as_ref().map(|l| serde_json::json!({
                "formula": l.formula,
                "never_claim": l.claim.name(),
                "claim_states": l.claim.num_states(),
                "propositions": l.props.iter().map(|p| serde_json::json!({
                    "name": p.name,
                    "definition": p.text,
                })).collect::<Vec<_>>(),
                "fairness": if c.fair { "weak fairness over threads" } else { "fairness off" },
            })),
            "statistics": r.stats,
            "por": r.por.map(|p| serde_json::json!({
                "reduction": "stubborn",
                "states": p.states,
                "reduced": p.reduced,
                "fully_expanded": p.full(),
                "private_first": p.private_first,
                "full_dependent": p.full_dependent,
                "full_visible": p.full_visible,
                "full_proviso": p.full_proviso,
                "mean_enabled": p.mean_enabled(),
                "mean_expanded": p.mean_expanded(),
            })),
            "monte_carlo": r.monte_carlo,
            "swarm": r.swarm,
            "distributed": r.distributed.as_ref().map(|d| serde_json::json!({
                "ranks": d.ranks,
                "per_rank": d.per_rank,
                "states_sent": d.states_sent,
                "batches_sent": d.batches_sent,
                "bytes_sent": d.bytes_sent,
                "raw_bytes_sent": d.raw_bytes_sent,
                "bytes_per_stored_state": d.bytes_per_stored_state(),
                "bytes_per_sent_state": d.bytes_per_sent_state(),
                "imbalance": d.imbalance(),
                "termination_rounds": d.termination_rounds,
                "found_by": d.found_by,
            })),
            "counterexamples": cxs,
            "shortest": r.shortest,
            "symmetry": r.symmetry,
            "counter_abstraction": r.counter,
        });
        if let Some(p) = &opts.checkpoint {
            j["checkpoint"] = super::checkpoint::json(c, p);
        }
        return format!("{}\n", serde_json::to_string_pretty(&j).unwrap_or_default());
    }
    let mut out = String::new();
    if let Some(l) = &ch.ltl {
        out.push_str(&format!(
            "LTL property: {}   ({})\nnever claim: {} ({} states)\n",
            l.formula.trim(),
            if c.fair {
                "weak fairness over threads"
            } else {
                "fairness off"
            },
            l.claim.name(),
            l.claim.num_states()
        ));
        for p in &l.props {
            out.push_str(&format!("  proposition {} = {}\n", p.name, p.text));
        }
    }
    for (i, f) in r.findings.iter().enumerate() {
        if r.findings.len() > 1 {
            out.push_str(&format!("\nviolation {} of {}:\n", i + 1, r.findings.len()));
        }
        // An unsupported construct is not a verdict about the program: pancam's limitation.
        let head = finding_headline(prog, f);
        out.push_str(&format!("\n{head}\n"));
        let text = match report::render_counterexample(&ch.sys, &f.cx) {
            Ok(t) => t,
            Err(e) => format!("(could not render the schedule: {e})\n"),
        };
        out.push_str(&format!(
            "\n{} ({} moves{}{}):\n",
            if f.kind == FindingKind::Unsupported {
                "schedule that reaches it"
            } else {
                "counterexample"
            },
            f.cx.path.len() + f.cx.cycle.as_ref().map(|c| c.len()).unwrap_or(0),
            if f.cx.cycle.is_some() { ", lasso" } else { "" },
            match (opts.context_bound, &f.replay) {
                (Some(_), Ok(used)) => format!(", {used} preemptions"),
                _ => String::new(),
            }
        ));
        out.push_str(&text);
        if let Some(sh) = &r.shortest {
            out.push_str(&format!("{}\n", shortest_line(sh)));
        }
        if let Err(e) = &f.replay {
            out.push_str(&format!(
                "WARNING: replaying this counterexample did not reproduce it: {e}\n"
            ));
        }
    }
    out.push('\n');
    let errors = r
        .findings
        .iter()
        .filter(|f| f.kind != FindingKind::Unsupported)
        .count();
    out.push_str(&format!("errors: {errors}\n"));
    match &r.monte_carlo {
        Some(mc) => out.push_str(&mc.to_string()),
        None => out.push_str(&r.stats.to_string()),
    }
    if let Some(sw) = &r.swarm {
        out.push_str(&swarm_block(sw));
    }
    if let Some(d) = &r.distributed {
        out.push_str(&distributed_block(d));
    }
    if let Some(p) = &r.por {
        out.push_str(&por_block(p));
    }
    out.push_str(&symmetry_block(&r.symmetry));
    if let Some(c) = &r.counter {
        out.push_str(&counter_block(c));
    }
    out.push_str(&format!("\nverdict: {verdict}\n"));
    if let Some(v) = sv {
        out.push_str(&format!("SV-COMP: {v}\n"));
    }
    if let Some(p) = &opts.checkpoint {
        out.push_str(&super::checkpoint::summary(c, p));
    }
    out
}

/// The ranks of a distributed search, for the text report.
fn distributed_block(d: &crate::explore::distributed::DistStats) -> String {
    let mut out = format!(
        "\ndistributed: {} ranks; {} states sent ({} more not sent again: sent lately; {} \
         received not decoded: received lately) in {} batches, {} bytes compressed from {} \
         ({:.1} per stored state, {:.1} per state sent); load imbalance {:.2} (largest rank / \
         mean); {} termination rounds (Safra){}\n",
        d.ranks,
        d.states_sent,
        d.per_rank.iter().map(|r| r.not_resent).sum::<u64>(),
        d.per_rank.iter().map(|r| r.not_decoded).sum::<u64>(),
        d.batches_sent,
        d.bytes_sent,
        d.raw_bytes_sent,
        d.bytes_per_stored_state(),
        d.bytes_per_sent_state(),
        d.imbalance(),
        d.termination_rounds,
        match d.found_by {
            Some(k) => format!("; the violation was found by rank {k}"),
            None => String::new(),
        }
    );
    for (k, r) in d.per_rank.iter().enumerate() {
        out.push_str(&format!(
            "  rank {k:>3}: {:>10} states, {:>11} transitions, {:>10} sent, {:>10} received, \
             {:.3} s{}\n",
            r.stored,
            r.transitions,
            r.states_sent,
            r.states_received,
            r.seconds,
            if r.workers > 1 {
                format!(", {} threads", r.workers)
            } else {
                String::new()
            }
        ));
    }
    out
}

/// What the symmetry reduction did, for the text report: nothing when it was off because it
/// was not asked for, or where it does not apply and no thread was started.
pub fn symmetry_block(s: &crate::check::SymmetryStats) -> String {
    if let Some(r) = &s.restarted {
        return format!(
            "\nsymmetry: off: the search with the symmetry reduction met a use of a thread's \
             identity, {}, after {} states ({:.3} s), and the check searched again without it\n",
            r.identity, r.states, r.seconds
        );
    }
    if !s.on {
        return String::new();
    }
    let mut out = format!(
        "\nsymmetry: on; {} states matched with their threads reordered\n",
        s.renamed
    );
    for t in &s.started {
        let what = match (t.arguments, t.more) {
            _ if t.places == 1 => {
                out.push_str(&format!(
                    "  {}: one thread, nothing to interchange\n",
                    t.function
                ));
                continue;
            }
            (_, true) => format!(
                "more than {} distinct arguments: threads with the same one are interchangeable",
                t.arguments
            ),
            (1, false) => "one argument: interchangeable".to_string(),
            (k, false) => {
                format!("{k} distinct arguments: interchangeable where their arguments are equal")
            }
        };
        out.push_str(&format!("  threads of {}: {what}\n", t.function));
        match &t.blocks {
            Some(b) if b.renamed => out.push_str(
                "    the heap blocks their arguments point to are renamed with them (where \
                 nothing else names a block)\n",
            ),
            Some(b) => out.push_str(&format!(
                "    the heap blocks their arguments point to are not renamed with them: {}\n",
                b.why.as_deref().unwrap_or("?")
            )),
            None => {}
        }
    }
    out
}

/// What the counter abstraction did, for the text report.
pub fn counter_block(c: &crate::check::CounterStats) -> String {
    let mut out = format!(
        "\ncounter abstraction: --counter-bound {}; the abstract search stored {} states in \
         {:.3} s: {}\n",
        c.bound, c.abstract_states, c.abstract_seconds, c.abstract_result
    );
    if !c.uncounted.is_empty() {
        out.push_str("  threads not counted, at the thread limit:\n");
        for u in &c.uncounted {
            out.push_str(&format!("    {u}\n"));
        }
    }
    for (n, what) in &c.concrete {
        out.push_str(&format!(
            "  concrete search with --max-threads {n}: {what}\n"
        ));
    }
    match c.concrete.last().map(|c| c.1.as_str()) {
        Some("violated") => out.push_str("  the counterexample above is the concrete search's\n"),
        Some("holds") => out.push_str(
            "  the violation was the abstraction's only: the concrete search, which never \
             met the thread limit, is the verdict\n",
        ),
        _ => {}
    }
    out
}

/// The swarm's runs, for the text report.
fn swarm_block(sw: &crate::explore::SwarmStats) -> String {
    let mut out = format!(
        "\nswarm: {} of {} runs started ({} at once, seed {}), about {} distinct states \
         stored together\n",
        sw.per_run.len(),
        sw.runs,
        sw.parallel,
        sw.seed,
        sw.distinct_states
    );
    for r in &sw.per_run {
        out.push_str(&format!(
            "  run {:>4}: {:>10} states, {:>11} transitions, depth {:>6}, {:.3} s{}\n",
            r.index,
            r.stored,
            r.transitions,
            r.max_depth,
            r.elapsed.as_secs_f64(),
            if Some(r.index) == sw.winner {
                format!(
                    ", the counterexample reported (--swarm 1 --seed {} repeats this run)",
                    sw.seed.wrapping_add(r.index as u64)
                )
            } else if r.violated {
                ", found a violation too".to_string()
            } else {
                match r.stop {
                    Some(crate::explore::Stop::Cancelled) => ", stopped".to_string(),
                    Some(s) => format!(
                        ", stopped ({})",
                        serde_json::to_value(s)
                            .ok()
                            .and_then(|v| v.as_str().map(str::to_string))
                            .unwrap_or_default()
                    ),
                    None => String::new(),
                }
            }
        ));
    }
    out
}

/// The statistics of the stubborn-set reduction, for the text report.
pub fn por_block(p: &crate::model::por::PorStats) -> String {
    let pct = |n: u64| {
        if p.states == 0 {
            0.0
        } else {
            100.0 * n as f64 / p.states as f64
        }
    };
    format!(
        "\npartial order reduction (stubborn sets), over {} states with 2 or more threads \
         enabled:\n\
         {:>12} reduced ({:.1}%; {} moved one thread through private operations)\n\
         {:>12} fully expanded: {} dependent, {} visible, {} cycle proviso\n\
         {:>12.2} threads expanded on average, of {:.2} enabled\n",
        p.states,
        p.reduced,
        pct(p.reduced),
        p.private_first,
        p.full(),
        p.full_dependent,
        p.full_visible,
        p.full_proviso,
        p.mean_expanded(),
        p.mean_enabled(),
    )
}

/// The kind name of an LTL counterexample (trails, JSON).
pub const LTL_KIND: &str = "LTL property violated";

fn headline(prog: &Program, v: &Violation) -> String {
    let loc = violation_location(prog, v);
    let mut s = if loc.is_empty() {
        format!("error: {}: {}", v.kind.name(), v.msg)
    } else {
        format!("error: {}: {}: {}", loc, v.kind.name(), v.msg)
    };
    if !v.stack.is_empty() && v.kind != ViolationKind::DataRace {
        s.push_str(&format!("\n  in thread {}\n", v.thread));
        s.push_str(crate::vm::error::render_stack(prog, &v.stack).trim_end());
    }
    s
}

/// The live progress line (indicatif, on stderr when it is a terminal): states, transitions,
/// depth, rate and time, from the search's [`Monitor`], from the start of the search.
fn progress_loop(m: &Monitor, done: &std::sync::atomic::AtomicBool, sampling: bool) {
    use indicatif::{ProgressBar, ProgressStyle};
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} {elapsed_precise}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    let start = std::time::Instant::now();
    while !done.load(std::sync::atomic::Ordering::Relaxed) {
        let p = m.snapshot();
        let secs = start.elapsed().as_secs_f64().max(1e-3);
        bar.set_message(if sampling {
            // The Monte Carlo search counts samples where the DFS counts stored states.
            format!(
                "{:>10} samples  {:>10} transitions  longest walk {:>6}  {:>9.0} samples/s",
                p.stored,
                p.transitions,
                p.max_depth,
                p.stored as f64 / secs
            )
        } else {
            format!(
                "{:>10} states  {:>10} transitions  depth {:>6}  {:>9.0} states/s",
                p.stored,
                p.transitions,
                p.max_depth,
                p.stored as f64 / secs
            )
        });
        bar.tick();
        std::thread::sleep(Duration::from_millis(100));
    }
    bar.finish_and_clear();
}

/// `pancam replay`.
pub fn replay_cmd(r: ReplayCmd) -> Result<ExitCode, CliError> {
    let text = match std::fs::read_to_string(&r.trail) {
        Ok(t) => t,
        Err(e) => {
            return Err(CliError::usage(format!(
                "cannot read {}: {e}",
                r.trail.display()
            )));
        }
    };
    let trail = match Trail::parse(&text) {
        Ok(t) => t,
        Err(e) => {
            return Err(CliError::usage(format!("{}: {e}", r.trail.display())));
        }
    };
    if let Some(m) = r.memory_model
        && m.model() != trail.memory_model
    {
        return Err(CliError::usage(format!(
            "{}: the trail was found under --memory-model {}, not {}: a counterexample of \
             one memory model is not a run of another",
            r.trail.display(),
            trail.memory_model.name(),
            m.model().name()
        )));
    }
    if let Err(e) = trail.check_program() {
        return Err(CliError::new(
            EXIT_NOT_REPRODUCED,
            format!("REPLAY FAILED: {e}"),
        ));
    }
    let prog = match crate::load::load(Path::new(&trail.program), &trail.compile_options()) {
        Ok(p) => p,
        Err(e) => return Err(CliError::load(&e)),
    };
    let opts = trail.check_options();
    let (sys, ltl, _) = match crate::check::model(&prog, &opts) {
        Ok(m) => m,
        Err(e) => {
            return Err(CliError::usage(e));
        }
    };
    let sched = match report::schedule_full(&sys, &trail.all_moves()) {
        Ok(s) => s,
        Err(e) => {
            return Err(CliError::new(
                EXIT_NOT_REPRODUCED,
                format!(
                    "REPLAY FAILED: the program no longer follows the trail: {e}\n\
                 (was it recompiled with another clang since the trail was written?)"
                ),
            ));
        }
    };
    let reproduced = trail.reproduce(&sys, ltl.as_ref());
    let steps = &sched.steps;
    if r.html.is_some() || r.msc.is_some() {
        let v = &trail.violation;
        let kind = match v.kind {
            FindingKind::Violation { kind } => Some(kind),
            _ => None,
        };
        let ending = match (&trail.cycle, kind) {
            (Some(_), _) => super::msc::Ending::Lasso,
            (None, Some(ViolationKind::Deadlock)) => super::msc::Ending::Deadlock,
            (None, Some(ViolationKind::DataRace | ViolationKind::InvariantViolation)) => {
                super::msc::Ending::State
            }
            (None, Some(_)) => super::msc::Ending::Step,
            (None, None) => super::msc::Ending::Step,
        };
        let chart = super::msc::Chart {
            title: format!("pancam replay {}", r.trail.display()),
            headline: format!(
                "error: {}{}",
                if v.location.is_empty() {
                    String::new()
                } else {
                    format!("{}: ", v.location)
                },
                v.message
            ),
            details: vec![match &reproduced {
                Ok(_) => "reproduced by replaying the trail".to_string(),
                Err(e) => format!("not reproduced: {e}"),
            }],
            schedule: &sched,
            ending,
            cycle_start: trail.cycle.as_ref().map(|_| trail.moves.len() + 1),
        };
        if let Err(e) = super::msc::write(&chart, r.html.as_deref(), r.msc.as_deref()) {
            eprintln!("pancam: {e}");
        }
    }
    if r.json {
        let j = serde_json::json!({
            "trail": r.trail.display().to_string(),
            "violation": trail.violation,
            "reproduced": reproduced.as_ref().ok(),
            "error": reproduced.as_ref().err().map(|e| e.to_string()),
            "schedule": steps,
            "threads": sched.threads,
            "initial_values": sched.initial,
            "arrows": report::arrows(steps, &sched.threads),
        });
        println!("{}", serde_json::to_string_pretty(&j).unwrap_or_default());
    } else {
        println!(
            "pancam: replaying {} on {}\n",
            r.trail.display(),
            trail.program
        );
        print!("{}", report::render_schedule(steps));
        match &reproduced {
            Ok(v) => println!(
                "\nreproduced: {}{}",
                if v.location.is_empty() {
                    String::new()
                } else {
                    format!("{}: ", v.location)
                },
                describe_trail(v)
            ),
            Err(e) => println!("\nREPLAY FAILED: {e}"),
        }
    }
    Ok(match reproduced {
        Ok(_) => EXIT_VIOLATION_FOUND,
        Err(TrailError::Format(_)) => EXIT_USAGE,
        Err(_) => EXIT_NOT_REPRODUCED,
    })
}
