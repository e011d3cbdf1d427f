//! Differential test of the reductions: random small concurrent C programs
//! (`fuzz_reduction/gen.rs`), each compiled at -O0 and -O2, checked by the unreduced search
//! (`--granularity instruction --store exact --max-violations 0 --no-faint`, on the code as
//! clang wrote it: without the lowering's merged block tails, the reference) and by every
//! reduced or approximate configuration, which must agree with it (all of them leave faint
//! registers out, `vm::liveness`).
//!
//! For each program, level and property set (default, `--races`, `--no-deadlocks`, both),
//! every configuration must report the same *set of violation kinds* as the reference
//! (all violations, `--max-violations 0`):
//!
//! - `--granularity block`, `shared-access`, `superstep` (exact store): the same set, and
//!   a stored-state count that does not grow from a granularity to a coarser one;
//! - `superstep` with `--store hash-compaction` / `bitstate`: the same set (exit 3 instead
//!   of 0 when there is none);
//! - `superstep --workers 2`: the same set and the same number of stored states;
//! - `superstep` and `instruction` with `--context-bound K`: when the bound was never
//!   reached (exit 0 or the verdict does not say "within context bound"), the same set;
//!   otherwise a subset;
//! - `superstep --context-bound 1` with one worker and with two: the same stored states and
//!   violation kinds as each other (the bounded graph must not depend on the search order).
//! - stubborn sets with the symmetry reduction (`pancam check`'s defaults), with one worker
//!   and with two: the same set, and the same stored states as each other (a search that
//!   meets a use of a thread's identity is run again without the reduction, as the check
//!   does);
//! - `superstep --nondet-range -8..8`: inputs enumerated (a program that draws one assumes it
//!   within the range), where every other search keeps them lazy (`vm::sym`): the same set.
//!
//! At each level the canonical form is checked against the successor function
//! (`common::canonicity`: equal matched states must have equal successors).
//!
//! Every counterexample must say `"replayed": true`, and the superstep run's trail must
//! replay with `pancam replay` (exit 1). `pancam check` at its defaults runs in one process
//! and as the distributed search (`--ranks-in-process 2 --workers 2`): the same verdict,
//! kinds the reference finds, trails that replay, and the same stored states.
//!
//! Tests:
//! - `fuzz_reduction_slice`: a fixed slice of seeds (a minute or two in release; needs
//!   clang, ignored without it).
//! - `fuzz_reduction_campaign` (ignored): thousands of programs, every property set and
//!   configuration at both levels. Run it with
//!
//!   ```sh
//!   PANCAM_FUZZ_SEEDS=1000..4000 PANCAM_FUZZ_JOBS=2 \
//!     cargo test --release --test integration fuzz_reduction_campaign -- --ignored --nocapture
//!   ```
//!
//!   Failing programs (source, what differed) are written to `PANCAM_FUZZ_OUT` (default
//!   `target/fuzz-reduction`); see `tests/fuzz_reduction/README.md`.
//! - `fuzz_reduction_print` (ignored): prints the program of `PANCAM_FUZZ_SEED`.
//!
//! `PANCAM_FUZZ_SEEDS=a..b` (or a comma-separated list) selects the seeds of either test.

use crate::common;

#[path = "fuzz_reduction/gen.rs"]
pub(crate) mod generator;

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use common::{TempDir, parallel_map, run_pancam, text};
use pancam::bytecode::Program;
use pancam::explore::{Cause, SearchConfig, Stop, StoreMode, replay, search};
use pancam::model::por::PorMode;
use pancam::model::{CProgram, ModelOptions};
use pancam::vm::Granularity;
use serde_json::Value;

/// The reference search of one program must end within this (else the program is
/// skipped as too large: that is the generator's problem, not a finding).
const REF_TIMEOUT: Duration = Duration::from_secs(15);
/// Any other configuration: a reduced search taking much longer than the unreduced one is
/// a finding.
const RUN_TIMEOUT: Duration = Duration::from_secs(90);
/// Context bound large enough to be complete for most generated programs.
const BOUND: u32 = 12;
/// The small context bound of [`Config::LowBound`].
const LOW_BOUND: u32 = 1;
/// The instruction-level context-bounded search runs only when the reference stored at
/// most this many states.
const BOUNDED_MAX_STATES: u64 = 50_000;
/// The final-state comparison runs when the reference stored at most this many states.
const FINALS_MAX_STATES: usize = 100_000;
/// The canonical-form oracle checks up to this many states.
const CANON_MAX_STATES: usize = 100_000;
/// Counterexamples replayed per search (they all replay the same way; a program with
/// races has thousands).
const REPLAYS: usize = 40;

/// The property sets: `(races, deadlocks)`.
const PROPS: [(bool, bool); 4] = [(false, true), (true, true), (false, false), (true, false)];

fn props_name(p: (bool, bool)) -> &'static str {
    match p {
        (false, true) => "default",
        (true, true) => "--races",
        (false, false) => "--no-deadlocks",
        (true, false) => "--races --no-deadlocks",
    }
}

/// One configuration compared with the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Config {
    Instruction,
    Block,
    SharedAccess,
    Superstep,
    /// Superstep with stubborn sets (`pancam check`'s default); `Superstep` has none.
    Stubborn,
    HashCompaction,
    Bitstate,
    Workers2,
    BoundSuperstep,
    BoundInstruction,
    /// Superstep with a small bound ([`LOW_BOUND`]), where states with no budget left are
    /// common, with one worker and with two: the same graph (it must not depend on the
    /// budget a state is first met with), so the same stored states and violation kinds.
    LowBound,
    LowBoundWorkers2,
    /// Superstep with inputs enumerated over a range that covers the assumed one
    /// (`--nondet-range`), where every other configuration keeps them lazy: the same set.
    Enumerate,
    /// Stubborn sets with the symmetry reduction (`pancam check`'s defaults): the same set
    /// (a search that meets a use of a thread's identity is run again without it, as the
    /// check does).
    Symmetry,
    /// The same with two workers: the same stored states as with one.
    SymmetryWorkers2,
}

impl Config {
    /// Every configuration but the reference (`Instruction`).
    const ALL: [Config; 14] = [
        Config::Block,
        Config::SharedAccess,
        Config::Superstep,
        Config::Stubborn,
        Config::HashCompaction,
        Config::Bitstate,
        Config::Workers2,
        Config::BoundSuperstep,
        Config::BoundInstruction,
        Config::LowBound,
        Config::LowBoundWorkers2,
        Config::Enumerate,
        Config::Symmetry,
        Config::SymmetryWorkers2,
    ];

    fn granularity(self) -> Granularity {
        match self {
            Config::Instruction | Config::BoundInstruction => Granularity::Instruction,
            Config::Block => Granularity::Block,
            Config::SharedAccess => Granularity::SharedAccess,
            _ => Granularity::Superstep,
        }
    }

    fn store(self) -> StoreMode {
        match self {
            Config::HashCompaction => StoreMode::HashCompaction,
            Config::Bitstate => StoreMode::Bitstate {
                log2_bits: 22,
                hashes: 3,
            },
            _ => StoreMode::Exact,
        }
    }

    /// The `pancam check` flags of this configuration (for reports).
    fn flags(self) -> &'static str {
        match self {
            Config::Instruction => "--granularity instruction --no-faint",
            Config::Block => "--granularity block",
            Config::SharedAccess => "--granularity shared-access",
            Config::Superstep => "--granularity superstep --por none",
            Config::Stubborn => "--granularity superstep --por stubborn",
            Config::HashCompaction => "--store hash-compaction",
            Config::Bitstate => "--store bitstate",
            Config::Workers2 => "--workers 2",
            Config::BoundSuperstep => "--context-bound 12",
            Config::BoundInstruction => "--granularity instruction --context-bound 12",
            Config::LowBound => "--context-bound 1",
            Config::LowBoundWorkers2 => "--context-bound 1 --workers 2",
            Config::Enumerate => "--nondet-range -8..8",
            Config::Symmetry => "(defaults, with symmetry)",
            Config::SymmetryWorkers2 => "--workers 2 (with symmetry)",
        }
    }
}

/// What one search found.
#[derive(Debug)]
struct Found {
    /// Kinds of the violations (`ViolationKind::name`).
    kinds: BTreeSet<String>,
    /// `kind at location` of the violations other than data races.
    located: BTreeSet<String>,
    stored: u64,
    /// The context bound kept some thread from moving.
    bound_cut: bool,
    /// Paths were cut where a lazy input had to be concrete and had too many values (the
    /// search is incomplete: it finds a subset).
    input_cut: bool,
    problems: Vec<String>,
}

/// The canonical-form oracle (`common::canonicity`) on `prog` under `pancam check`'s
/// defaults (supersteps with stubborn sets, lazy inputs), up to [`CANON_MAX_STATES`].
fn canonicity(prog: &Program, ll: &Path) -> Result<(), String> {
    let mut opts = ModelOptions::default();
    opts.vm.spurious_wakeups = true;
    let sys = CProgram::new(prog, opts, &[ll.display().to_string()])?;
    common::canonicity::check(&sys, CANON_MAX_STATES, None).map(|_| ())
}

/// Runs one search of `prog` (all violations) and replays some of its counterexamples.
fn explore(
    prog: &Program,
    ll: &Path,
    cfg: Config,
    props: (bool, bool),
    limit: Duration,
) -> Result<Found, String> {
    let mut opts = ModelOptions {
        granularity: cfg.granularity(),
        // Stubborn sets with the configurations `pancam check` runs them in; plain
        // supersteps for `Superstep` (the granularities are compared with each other).
        por: if cfg == Config::Superstep {
            PorMode::None
        } else {
            PorMode::Stubborn
        },
        ..ModelOptions::default()
    };
    opts.properties.races = props.0;
    opts.properties.deadlocks = props.1;
    // Inputs are lazy, as in `pancam check`, but for the configuration that enumerates
    // them over the default range (which covers `generator::INPUT_RANGE`).
    opts.vm.lazy_nondet = cfg != Config::Enumerate;
    const _: () = assert!(generator::INPUT_RANGE.0 >= -8 && generator::INPUT_RANGE.1 <= 8);
    const _: () =
        assert!(generator::THREAD_INPUT_RANGE.0 >= -8 && generator::THREAD_INPUT_RANGE.1 <= 8);
    // As `pancam check` does (its verdicts are compared with these searches).
    opts.vm.spurious_wakeups = true;
    if matches!(cfg, Config::BoundSuperstep | Config::BoundInstruction) {
        opts.context_bound = Some(BOUND);
    }
    if matches!(cfg, Config::LowBound | Config::LowBoundWorkers2) {
        opts.context_bound = Some(LOW_BOUND);
    }
    opts.symmetry = matches!(cfg, Config::Symmetry | Config::SymmetryWorkers2);
    // The reference keeps faint registers.
    opts.vm.faint_registers = cfg != Config::Instruction;
    let sys = CProgram::new(prog, opts, &[ll.display().to_string()])?;
    let config = SearchConfig {
        store: cfg.store(),
        max_violations: 0,
        max_time: Some(limit),
        workers: if matches!(
            cfg,
            Config::Workers2 | Config::LowBoundWorkers2 | Config::SymmetryWorkers2
        ) {
            2
        } else {
            1
        },
        deadlocks: props.1,
        ..SearchConfig::default()
    };
    let t0 = Instant::now();
    if let Some(s) = &sys.symmetry {
        s.watch(&config.monitor);
    }
    let out = search(&sys, &config);
    if sys.symmetry.as_ref().is_some_and(|s| s.broken().is_some()) {
        // Thread identity is observable: as `pancam check`, without the reduction.
        let plain = if cfg == Config::Symmetry {
            Config::Stubborn
        } else {
            Config::Workers2
        };
        return explore(prog, ll, plain, props, limit);
    }
    let searched = t0.elapsed();
    match out.stop {
        None => {}
        Some(Stop::Time) => return Err(format!("timed out after {limit:.0?}")),
        Some(s) => return Err(format!("stopped: {s:?}")),
    }
    if out.depth_truncated {
        return Err("depth limit".into());
    }
    let mut found = Found {
        kinds: BTreeSet::new(),
        located: BTreeSet::new(),
        stored: out.stats.counters.stored,
        bound_cut: sys.bound_cut.load(Ordering::Relaxed),
        input_cut: sys.cuts.sym_cuts().is_some(),
        problems: Vec::new(),
    };
    let mut replayed = BTreeSet::new();
    for cx in &out.counterexamples {
        let v = match &cx.cause {
            Cause::Step(v) | Cause::State(v) | Cause::Terminal(v) => v,
            Cause::Acceptance { .. } => continue,
        };
        let kind = v.kind.name().to_string();
        if kind == "unsupported" || v.msg.contains("cannot run") {
            return Err(format!("pancam cannot run the program: {}", v.msg));
        }
        let loc = if v.stack.is_empty() {
            String::new()
        } else {
            v.location(prog)
        };
        if kind != "data race" {
            found.located.insert(format!("{kind} at {loc}"));
        }
        found.kinds.insert(kind.clone());
        // Replay the first few, and the first of each kind and location.
        if replayed.len() < REPLAYS || replayed.insert((kind.clone(), loc.clone())) {
            replayed.insert((kind.clone(), loc.clone()));
            if let Err(e) = replay(&sys, cx) {
                found.problems.push(format!(
                    "a counterexample ({kind} at {loc}) does not replay: {e}"
                ));
            }
        }
    }
    if std::env::var_os("PANCAM_FUZZ_VERBOSE").is_some() {
        eprintln!(
            "  {} {:?} {}: {} states, {} violations, search {:.2?}, total {:.2?}",
            ll.display(),
            cfg,
            props_name(props),
            found.stored,
            out.counterexamples.len(),
            searched,
            t0.elapsed()
        );
    }
    Ok(found)
}

/// Global variables that hold pointers: their values are object ids, which depend on the
/// order of allocations, so the final-state comparison leaves them out.
const POINTER_GLOBALS: [&str; 4] = ["hp", "gp", "gps", "step_fp"];

/// Projected final states.
type Finals = BTreeSet<Vec<u8>>;

/// The final states of every complete path under `g` (all threads finished, the program
/// exited, or a deadlock; the first byte says which), projected on the non-pointer globals and the heap blocks; `Err`
/// when there are more than `max` states.
fn finals(
    prog: &Program,
    ll: &Path,
    g: Granularity,
    por: PorMode,
    observe_end: bool,
    max: usize,
) -> Result<Finals, String> {
    use pancam::explore::{Step, TransitionSystem};
    use pancam::vm::memory::ObjKind;
    use pancam::vm::state::ThreadStatus;
    let opts = ModelOptions {
        granularity: g,
        por,
        observe_end,
        ..ModelOptions::default()
    };
    let sys = CProgram::new(prog, opts, &[ll.display().to_string()])?;
    let keep: Vec<bool> = prog
        .objects
        .iter()
        .map(|o| {
            let n = o.c_name.as_deref().unwrap_or(&o.name);
            !POINTER_GLOBALS.contains(&n)
        })
        .collect();
    let mut seen = std::collections::HashSet::new();
    let mut out = BTreeSet::new();
    let mut stack = vec![sys.initial()];
    let mut key = Vec::new();
    let mut moves = Vec::new();
    let mut aux = Default::default();
    while let Some(s) = stack.pop() {
        key.clear();
        sys.matched(&s, &mut key);
        if !seen.insert(key.clone()) {
            continue;
        }
        if seen.len() > max {
            return Err(format!("more than {max} states"));
        }
        moves.clear();
        sys.transitions(&s, &mut moves, &mut aux);
        let finished = s.threads.iter().all(|t| t.status == ThreadStatus::Finished);
        let done = s.exited.is_some() || finished;
        if done || moves.is_empty() {
            // 0: a deadlock; 1: every thread finished; 2: the program exited while threads
            // still ran.
            let mut v = vec![if finished {
                1
            } else if done {
                2
            } else {
                0
            }];
            for (id, o) in s.mem.objs.iter().enumerate() {
                let take = match o.kind {
                    ObjKind::Global => keep.get(id).copied().unwrap_or(true),
                    ObjKind::Heap => true,
                    _ => false,
                };
                if take {
                    s.mem
                        .chunks_at(o.loc(), o.size as usize, |c| v.extend_from_slice(c));
                    v.push(0xff);
                }
            }
            out.insert(v);
            continue;
        }
        for m in &moves {
            if let Step::Next(n) = sys.step(&s, m, &aux) {
                stack.push(n);
            }
        }
    }
    Ok(out)
}

/// How a program fared.
#[derive(Debug, Default)]
struct Report {
    seed: u64,
    /// Differences from the reference: the findings.
    problems: Vec<String>,
    /// Why the program was not (fully) compared, e.g. the reference timed out.
    skipped: Option<String>,
    runs: usize,
    violations: BTreeSet<String>,
    elapsed: Duration,
    /// The program draws an input (`generator::INPUT_RANGE`), and how many reference
    /// searches were cut for it.
    input: bool,
    input_cuts: usize,
}

fn set(s: &BTreeSet<String>) -> String {
    format!("{{{}}}", s.iter().cloned().collect::<Vec<_>>().join(", "))
}

/// Compares a configuration's findings with the reference's; the problems found.
fn compare(cfg: Config, props: (bool, bool), r: &Found, o: &Found) -> Vec<String> {
    let mut p = Vec::new();
    let (rk, ok) = (&r.kinds, &o.kinds);
    // A search cut for a lazy input finds a subset of what a complete one finds.
    match (r.input_cut, o.input_cut) {
        (false, false) => {}
        (true, false) if rk.is_subset(ok) => return p,
        (false, true) if ok.is_subset(rk) => return p,
        (true, true) => return p,
        _ => {
            p.push(format!(
                "found {} but the reference {} (one cut for an input)",
                set(ok),
                set(rk)
            ));
            return p;
        }
    }
    let cut = o.bound_cut;
    let races = props.0;
    if cut || races {
        // A cut search finds a subset. With --races a race ends its path, and which
        // states count as racy depends on the granularity (a thread's next shared access
        // is found past its private operations under superstep), so the other kinds are
        // only a subset; whether a race is found at all must agree.
        if !ok.is_subset(rk) {
            p.push(format!(
                "found {} but the reference only {}",
                set(ok),
                set(rk)
            ));
        }
        if races && !cut && rk.contains("data race") != ok.contains("data race") {
            p.push(format!("found {} but the reference {}", set(ok), set(rk)));
        }
        if !cut && rk.is_empty() != ok.is_empty() {
            p.push(format!("found {} but the reference {}", set(ok), set(rk)));
        }
    } else {
        if ok != rk {
            p.push(format!("found {} but the reference {}", set(ok), set(rk)));
        } else if o.located != r.located {
            let missed: BTreeSet<String> = r.located.difference(&o.located).cloned().collect();
            let extra: BTreeSet<String> = o.located.difference(&r.located).cloned().collect();
            p.push(format!(
                "violations at other places: missed {}, extra {}",
                set(&missed),
                set(&extra)
            ));
        }
    }
    let _ = cfg;
    p
}

/// Compiles the program of `seed` and compares every configuration with the reference.
fn run_program(seed: u64, full: bool, work: &Path) -> Report {
    let start = Instant::now();
    let g = generator::generate(seed);
    let mut rep = Report {
        seed,
        input: g.features.contains(&"input"),
        ..Report::default()
    };
    let dir = work.join(format!("p{seed}"));
    let _ = std::fs::create_dir_all(&dir);
    let c = format!("p{seed}.c");
    if let Err(e) = std::fs::write(dir.join(&c), &g.source) {
        rep.problems.push(format!("cannot write the program: {e}"));
        return rep;
    }
    // The quick slice uses two of the four property sets, chosen by the seed, and leaves
    // out the instruction-level bounded search.
    let props: Vec<(bool, bool)> = if full {
        PROPS.to_vec()
    } else {
        vec![
            PROPS[(seed % 2) as usize * 2],
            PROPS[1 + (seed / 2 % 2) as usize * 2],
        ]
    };
    let configs: Vec<Config> = Config::ALL
        .iter()
        .copied()
        .filter(|c| full || *c != Config::BoundInstruction)
        .collect();
    for level in ["O0", "O2"] {
        let ll = format!("p{seed}.{level}.ll");
        let args: Vec<String> = ["compile", &c, &format!("-{level}"), "-o", &ll]
            .iter()
            .map(|s| s.to_string())
            .collect();
        match run_pancam(&dir, &args, Duration::from_secs(120)) {
            Ok(r) if r.code() == Some(0) => {}
            // A machine too busy to run clang is no finding.
            Ok(r) if r.timed_out => {
                rep.skipped = Some(format!("-{level}: clang {}", r.describe()));
                return rep;
            }
            Ok(r) => {
                rep.problems.push(format!(
                    "-{level}: the generated program does not compile: {}",
                    text(&r.stderr)
                ));
                return rep;
            }
            Err(e) => {
                rep.problems.push(e);
                return rep;
            }
        }
        let llp = dir.join(&ll);
        let prog = match pancam::load::load_ll(&llp) {
            Ok(p) => p,
            Err(e) => {
                rep.problems.push(format!("-{level}: cannot load: {e}"));
                return rep;
            }
        };
        // The reference runs the code as clang wrote it: without the lowering's merged
        // block tails (`LowerOptions::tail_merge`), which every other configuration has.
        let unmerged = match pancam::load::load_ll_with(
            &llp,
            pancam::bytecode::LowerOptions { tail_merge: false },
        ) {
            Ok(p) => p,
            Err(e) => {
                rep.problems.push(format!("-{level}: cannot load: {e}"));
                return rep;
            }
        };
        // The canonical form: equal matched states have equal successors (lazy inputs,
        // their ids and marks, are where it went wrong before).
        rep.runs += 1;
        match canonicity(&prog, &llp) {
            Ok(()) => {}
            Err(e) => rep.problems.push(format!("-{level} canonical form: {e}")),
        }
        for &p in &props {
            let what = |cfg: Config| format!("-{level} {} {}", props_name(p), cfg.flags());
            rep.runs += 1;
            let reference = match explore(&unmerged, &llp, Config::Instruction, p, REF_TIMEOUT) {
                Ok(o) => o,
                Err(e) if e.starts_with("timed out") => {
                    rep.skipped = Some(format!("{}: reference {e}", what(Config::Instruction)));
                    continue;
                }
                Err(e) => {
                    rep.problems
                        .push(format!("{}: reference: {e}", what(Config::Instruction)));
                    continue;
                }
            };
            rep.problems.extend(
                reference
                    .problems
                    .iter()
                    .map(|e| format!("{}: {e}", what(Config::Instruction))),
            );
            rep.violations.extend(reference.kinds.iter().cloned());
            rep.input_cuts += usize::from(reference.input_cut);
            let mut stored: Vec<(Config, u64)> = vec![(Config::Instruction, reference.stored)];
            let mut stubborn_stored: Option<u64> = None;
            let mut symmetric_stored: Option<u64> = None;
            let mut low_bound: Option<(u64, BTreeSet<String>)> = None;
            for &cfg in &configs {
                // The instruction-level bounded search keeps a state per budget and last
                // thread: only for small programs.
                if cfg == Config::BoundInstruction && reference.stored > BOUNDED_MAX_STATES {
                    continue;
                }
                rep.runs += 1;
                let o = match explore(&prog, &llp, cfg, p, RUN_TIMEOUT) {
                    Ok(o) => o,
                    Err(e) => {
                        rep.problems.push(format!("{}: {e}", what(cfg)));
                        continue;
                    }
                };
                rep.problems
                    .extend(o.problems.iter().map(|e| format!("{}: {e}", what(cfg))));
                rep.problems.extend(
                    compare(cfg, p, &reference, &o)
                        .into_iter()
                        .map(|e| format!("{}: {e}", what(cfg))),
                );
                match cfg {
                    Config::Block | Config::SharedAccess | Config::Superstep => {
                        stored.push((cfg, o.stored));
                    }
                    Config::Stubborn => stubborn_stored = Some(o.stored),
                    Config::Symmetry => symmetric_stored = Some(o.stored),
                    Config::SymmetryWorkers2 => {
                        if let Some(s) = symmetric_stored
                            && s != o.stored
                        {
                            rep.problems.push(format!(
                                "{}: {} stored states, but {s} with one worker",
                                what(cfg),
                                o.stored
                            ));
                        }
                    }
                    Config::LowBound => low_bound = Some((o.stored, o.kinds.clone())),
                    Config::LowBoundWorkers2 => {
                        if let Some((s, kinds)) = &low_bound
                            && (*s != o.stored || *kinds != o.kinds)
                        {
                            rep.problems.push(format!(
                                "{}: {} stored states and {}, but {s} and {} with one worker",
                                what(cfg),
                                o.stored,
                                set(&o.kinds),
                                set(kinds)
                            ));
                        }
                    }
                    Config::Workers2 => {
                        // Two workers search the same reduced graph (it is a function of
                        // the state) as one.
                        let one = stubborn_stored.map(|s| (Config::Stubborn, s));
                        let one = one.as_ref();
                        if let Some(&(_, s)) = one
                            && s != o.stored
                        {
                            rep.problems.push(format!(
                                "{}: {} stored states, but {s} with one worker",
                                what(cfg),
                                o.stored
                            ));
                        }
                    }
                    _ => {}
                }
            }
            // With --races a race ends its path, and which states are racy depends on the
            // granularity: the state counts are not comparable.
            for w in stored.windows(2).filter(|_| !p.0) {
                if w[1].1 > w[0].1 {
                    rep.problems.push(format!(
                        "-{level} {}: {} stores {} states, more than {} ({})",
                        props_name(p),
                        w[1].0.flags(),
                        w[1].1,
                        w[0].0.flags(),
                        w[0].1
                    ));
                }
            }
            // The strongest check, where it is affordable: every granularity reaches the
            // same final states (a missed interleaving shows there even when no assertion
            // looks at it).
            if p == PROPS[0] && reference.stored <= FINALS_MAX_STATES as u64 {
                // Stubborn sets keep every final state when the end of the program counts
                // as dependent (`observe_end`, as under LTL and leak checks); without it,
                // the final states where the program exited while threads still ran may
                // show those threads at other positions, and only the others must agree.
                rep.runs += 6;
                let sets: Vec<(Granularity, PorMode, bool, Result<Finals, String>)> = [
                    (Granularity::Instruction, PorMode::None, false),
                    (Granularity::Block, PorMode::None, false),
                    (Granularity::SharedAccess, PorMode::None, false),
                    (Granularity::Superstep, PorMode::None, false),
                    (Granularity::Superstep, PorMode::Stubborn, true),
                    (Granularity::Superstep, PorMode::Stubborn, false),
                ]
                .into_iter()
                .map(|(g, por, end)| {
                    let f = finals(&prog, &llp, g, por, end, FINALS_MAX_STATES * 2);
                    (g, por, end, f)
                })
                .collect();
                if let (_, _, _, Ok(r)) = &sets[0] {
                    for (g, por, end, f) in &sets[1..] {
                        let partial = *por == PorMode::Stubborn && !end;
                        // See `finals`: an exit with threads still running is marked 2.
                        let keep = |x: &Finals| -> Finals {
                            x.iter()
                                .filter(|v| !partial || v[0] != 2)
                                .cloned()
                                .collect()
                        };
                        let what = format!(
                            "-{level} {g:?} --por {}{}",
                            por.name(),
                            if *end { " (end dependent)" } else { "" }
                        );
                        match f {
                            Ok(f) if keep(f) == keep(r) => {}
                            Ok(f) => rep.problems.push(format!(
                                "{what}: {} final states the instruction level does not \
                                 reach, {} it misses",
                                keep(f).difference(&keep(r)).count(),
                                keep(r).difference(&keep(f)).count()
                            )),
                            Err(e) => rep.problems.push(format!("{what}: finals: {e}")),
                        }
                    }
                }
            }
            // The command line: the default search's verdict, its JSON and its trail.
            rep.problems.extend(
                cli_check(&dir, &ll, p, &reference)
                    .into_iter()
                    .map(|e| format!("-{level} {} (pancam check): {e}", props_name(p))),
            );
        }
    }
    rep.elapsed = start.elapsed();
    if rep.problems.is_empty() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    rep
}

/// `pancam check LL --json --trail` at the default granularity, then `pancam replay`.
fn cli_check(dir: &Path, ll: &str, p: (bool, bool), reference: &Found) -> Vec<String> {
    let mut problems = Vec::new();
    let mut single_stored = None;
    // One process, then the distributed search on two in-process ranks of two threads
    // each: the same exit code, kinds the reference finds, trails that replay, and for a
    // complete search without a violation the same stored states.
    for extra in [&[][..], &["--ranks-in-process", "2", "--workers", "2"][..]] {
        let what = if extra.is_empty() {
            String::new()
        } else {
            format!("{}: ", extra.join(" "))
        };
        let (errs, stored) = cli_check_one(dir, ll, p, reference, extra);
        problems.extend(errs.into_iter().map(|e| format!("{what}{e}")));
        match (single_stored, stored) {
            (None, s) => single_stored = Some(s),
            (Some(Some(a)), Some(b)) if a != b => {
                problems.push(format!("{what}{b} stored states, but {a} in one process"))
            }
            _ => {}
        }
    }
    problems
}

/// One `pancam check` of [`cli_check`] with `extra` flags: the problems found, and the
/// stored states of a complete search without a violation.
fn cli_check_one(
    dir: &Path,
    ll: &str,
    p: (bool, bool),
    reference: &Found,
    extra: &[&str],
) -> (Vec<String>, Option<u64>) {
    let (violation, kinds) = (!reference.kinds.is_empty(), &reference.kinds);
    let mut problems = Vec::new();
    let mut args: Vec<String> = ["check", ll, "--json", "-q", "--trail", "t.trail"]
        .iter()
        .chain(extra)
        .map(|s| s.to_string())
        .collect();
    if p.0 {
        args.push("--races".into());
    }
    if !p.1 {
        args.push("--no-deadlocks".into());
    }
    let r = match run_pancam(dir, &args, RUN_TIMEOUT) {
        Ok(r) => r,
        Err(e) => return (vec![e], None),
    };
    // A reference cut for an input finds nothing and is incomplete.
    let want = match (violation, reference.input_cut) {
        (true, _) => 1,
        (false, true) => 3,
        (false, false) => 0,
    };
    if r.code() != Some(want) {
        problems.push(format!("{} (expected exit {want})", r.describe()));
        return (problems, None);
    }
    let j: Value = match serde_json::from_slice(&r.stdout) {
        Ok(j) => j,
        Err(e) => return (vec![format!("stdout is not JSON: {e}")], None),
    };
    for cx in j["counterexamples"].as_array().into_iter().flatten() {
        let k = cx["kind"].as_str().unwrap_or_default();
        if !kinds.contains(k) {
            problems.push(format!("a {k} the reference does not find"));
        }
        if cx["replayed"] != Value::Bool(true) {
            problems.push(format!("the {k} counterexample was not replayed"));
        }
    }
    if violation {
        let args = vec!["replay".to_string(), "t.trail".into()];
        match run_pancam(dir, &args, RUN_TIMEOUT) {
            Ok(r) if r.code() == Some(1) => {}
            Ok(r) => problems.push(format!(
                "the trail does not replay ({}): {}",
                r.describe(),
                text(&r.stderr).trim()
            )),
            Err(e) => problems.push(format!("replay: {e}")),
        }
    }
    let stored = (want == 0)
        .then(|| j["statistics"]["counters"]["stored"].as_u64())
        .flatten();
    (problems, stored)
}

/// Seeds from `PANCAM_FUZZ_SEEDS` (`a..b` or `a,b,c`), else `default`.
fn seeds(default: std::ops::Range<u64>) -> Vec<u64> {
    match std::env::var("PANCAM_FUZZ_SEEDS") {
        Ok(s) if s.contains("..") => {
            let (a, b) = s.split_once("..").expect("range");
            let a: u64 = a.trim().parse().expect("seed range start");
            let b: u64 = b.trim().parse().expect("seed range end");
            (a..b).collect()
        }
        Ok(s) => s
            .split(',')
            .map(|x| x.trim().parse().expect("seed"))
            .collect(),
        Err(_) => default.collect(),
    }
}

fn jobs() -> usize {
    std::env::var("PANCAM_FUZZ_JOBS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(common::worker_count)
}

fn out_dir() -> PathBuf {
    std::env::var_os("PANCAM_FUZZ_OUT")
        .map(PathBuf::from)
        .unwrap_or_else(|| common::root().join("target/fuzz-reduction"))
}

/// Runs the seeds and fails with a summary of the findings.
fn campaign(seeds: &[u64], full: bool, keep: bool) {
    let tmp = TempDir::new("pancam-fuzz-reduction").expect("temporary directory");
    let done = Mutex::new(0usize);
    let total = seeds.len();
    let t0 = Instant::now();
    let reports = parallel_map(seeds, jobs(), |&seed| {
        let r = run_program(seed, full, tmp.path());
        let mut d = done.lock().unwrap_or_else(|e| e.into_inner());
        *d += 1;
        if full || !r.problems.is_empty() || r.elapsed > Duration::from_secs(8) {
            eprintln!(
                "[{}/{total} {:.0?}] seed {seed}: {} runs, {:.1?}{}{}",
                *d,
                t0.elapsed(),
                r.runs,
                r.elapsed,
                if r.problems.is_empty() {
                    ""
                } else {
                    " DIFFERS"
                },
                r.skipped
                    .as_deref()
                    .map(|s| format!(" (skipped: {s})"))
                    .unwrap_or_default()
            );
        }
        r
    });
    let mut summary = String::new();
    let failed: Vec<&Report> = reports.iter().filter(|r| !r.problems.is_empty()).collect();
    let skipped = reports.iter().filter(|r| r.skipped.is_some()).count();
    let runs: usize = reports.iter().map(|r| r.runs).sum();
    let with_violations = reports.iter().filter(|r| !r.violations.is_empty()).count();
    let mut all_kinds: BTreeSet<String> = BTreeSet::new();
    for r in &reports {
        all_kinds.extend(r.violations.iter().cloned());
    }
    let inputs = reports.iter().filter(|r| r.input).count();
    let input_cuts: usize = reports.iter().map(|r| r.input_cuts).sum();
    let _ = writeln!(
        summary,
        "{} programs, {runs} searches, {} with violations (kinds seen: {}), {skipped} \
         partly skipped (reference too large), {} differ, {:.0?}; {inputs} draw a lazy \
         input, {input_cuts} reference searches cut for one",
        reports.len(),
        with_violations,
        set(&all_kinds),
        failed.len(),
        t0.elapsed()
    );
    let out = out_dir();
    for r in &failed {
        let _ = writeln!(summary, "seed {}:", r.seed);
        for p in r.problems.iter().take(12) {
            let _ = writeln!(summary, "  {p}");
        }
        if keep || !failed.is_empty() {
            let _ = std::fs::create_dir_all(&out);
            let g = generator::generate(r.seed);
            let _ = std::fs::write(out.join(format!("p{}.c", r.seed)), &g.source);
            let _ = std::fs::write(
                out.join(format!("p{}.txt", r.seed)),
                r.problems.join("\n") + "\n",
            );
        }
    }
    eprintln!("{summary}");
    assert!(
        failed.is_empty(),
        "the reductions disagree with the unreduced search (programs in {}):\n{summary}",
        out.display()
    );
}

/// A fixed slice of seeds: every granularity, store, worker count and bound against the
/// unreduced search on two of the four property sets per program.
#[test]
#[cfg_attr(not(has_clang), ignore = "needs clang 14-19 (not found)")]
fn fuzz_reduction_slice() {
    campaign(&seeds(0..48), false, false);
}

/// The long campaign: see the module documentation for the command.
#[test]
#[ignore = "long campaign: PANCAM_FUZZ_SEEDS=1000..4000 cargo test --release --test integration fuzz_reduction_campaign -- --ignored --nocapture"]
fn fuzz_reduction_campaign() {
    campaign(&seeds(1000..4000), true, true);
}

/// Prints the program of `PANCAM_FUZZ_SEED` (for minimising a finding).
#[test]
#[ignore = "prints the program of PANCAM_FUZZ_SEED"]
fn fuzz_reduction_print() {
    let seed: u64 = std::env::var("PANCAM_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let g = generator::generate(seed);
    assert_eq!(g.seed, seed);
    println!("{}", g.source);
    eprintln!("features: {}", g.features.join(", "));
}
