//! Differential test of the reductions under the weak memory models: random litmus-style
//! programs (`fuzz_weak/gen.rs`: 2–4 threads, 2–3 locations, random orders and fences,
//! read-modify-writes, plain accesses, a random final assertion), compiled at -O0 and -O1,
//! checked under `--memory-model tso` (and `rc11` for the C11 ones) by the unreduced search
//! (`--granularity instruction --por none`, every violation) and by `shared-access`,
//! `superstep --por none`, `superstep` with stubborn sets (`pancam check`'s default) and two
//! workers (with the spin-loop reduction under rc11, as `pancam check`). Each must report
//! the same violation kinds at the same places (a data race: the same pair of accesses,
//! whichever ran second), replay every
//! counterexample it reports, and (where the reference is small) reach the same final
//! states; the stored states must not grow from a granularity to a coarser one, and two
//! workers store what one does. The canonical form is checked against the successor
//! function at each level and model (`common::canonicity`: equal matched states, equal
//! successors: what the normalisation of the RC11 state must guarantee).
//!
//! - `fuzz_weak_slice`: a fixed slice of seeds (needs clang; about a minute in release).
//! - `fuzz_weak_campaign` (ignored): `PANCAM_FUZZ_SEEDS=1000..3000 PANCAM_FUZZ_JOBS=2 cargo
//!   test --release --test integration fuzz_weak_campaign -- --ignored --nocapture`; the
//!   programs that differ go to `PANCAM_FUZZ_OUT` (default `target/fuzz-weak`).

use crate::common;

#[path = "fuzz_weak/gen.rs"]
mod generator;

use common::{TempDir, parallel_map, run_pancam, text};
use pancam::bytecode::Program;
use pancam::explore::{
    Cause, SearchConfig, Step, Stop, StoreMode, TransitionSystem, replay, search,
};
use pancam::model::por::PorMode;
use pancam::model::{CProgram, ModelOptions};
use pancam::vm::Granularity;
use pancam::vm::weak::MemoryModel;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const REF_TIMEOUT: Duration = Duration::from_secs(10);
const RUN_TIMEOUT: Duration = Duration::from_secs(90);
const FINALS_MAX_STATES: usize = 200_000;
const CANON_MAX_STATES: usize = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Config {
    Instruction,
    SharedAccess,
    Superstep,
    Stubborn,
    Workers2,
}

impl Config {
    fn flags(self) -> &'static str {
        match self {
            Config::Instruction => "--granularity instruction --por none",
            Config::SharedAccess => "--granularity shared-access",
            Config::Superstep => "--granularity superstep --por none",
            Config::Stubborn => "(defaults)",
            Config::Workers2 => "--workers 2",
        }
    }

    fn options(self, model: MemoryModel) -> ModelOptions {
        let mut o = ModelOptions {
            granularity: match self {
                Config::Instruction => Granularity::Instruction,
                Config::SharedAccess => Granularity::SharedAccess,
                _ => Granularity::Superstep,
            },
            por: match self {
                Config::Stubborn | Config::Workers2 => PorMode::Stubborn,
                _ => PorMode::None,
            },
            ..ModelOptions::default()
        };
        o.vm.memory_model = model;
        o.vm.spurious_wakeups = true;
        // As `pancam check`: the spin-loop reduction under rc11 with supersteps (the
        // instruction-level reference runs without it).
        o.spin_reduction = true;
        o
    }
}

#[derive(Debug)]
struct Found {
    kinds: BTreeSet<String>,
    located: BTreeSet<String>,
    stored: u64,
    complete: bool,
    problems: Vec<String>,
}

fn explore(
    prog: &Program,
    ll: &Path,
    cfg: Config,
    model: MemoryModel,
    limit: Duration,
) -> Result<Found, String> {
    let sys = CProgram::new(prog, cfg.options(model), &[ll.display().to_string()])?;
    let config = SearchConfig {
        store: StoreMode::Exact,
        max_violations: 0,
        max_time: Some(limit),
        workers: if cfg == Config::Workers2 { 2 } else { 1 },
        deadlocks: true,
        ..SearchConfig::default()
    };
    let out = search(&sys, &config);
    match out.stop {
        None => {}
        Some(Stop::Time) => return Err(format!("timed out after {limit:.0?}")),
        Some(s) => return Err(format!("stopped: {s:?}")),
    }
    let limits = sys.cuts.limits();
    let mut found = Found {
        kinds: BTreeSet::new(),
        located: BTreeSet::new(),
        stored: out.stats.counters.stored,
        complete: limits.is_empty(),
        problems: Vec::new(),
    };
    for (i, cx) in out.counterexamples.iter().enumerate() {
        let v = match &cx.cause {
            Cause::Step(v) | Cause::State(v) | Cause::Terminal(v) => v,
            Cause::Acceptance { .. } => continue,
        };
        let kind = v.kind.name().to_string();
        if kind == "unsupported" {
            return Err(format!("pancam cannot run the program: {}", v.msg));
        }
        let loc = if v.stack.is_empty() {
            String::new()
        } else if kind == "data race" {
            // A race by its pair of accesses, whichever of the two ran second: when two
            // independent moves race at one state, a reduction moves one of them and its
            // race ends the path, so the other pair is reported from the other order.
            race_pair(&v.msg).unwrap_or_else(|| v.location(prog))
        } else {
            v.location(prog)
        };
        found.located.insert(format!("{kind} at {loc}"));
        found.kinds.insert(kind.clone());
        if i < 40
            && let Err(e) = replay(&sys, cx)
        {
            found.problems.push(format!(
                "a counterexample ({kind} at {loc}) does not replay: {e}"
            ));
        }
    }
    Ok(found)
}

/// The two accesses of a data race report (`… writes at F:L:C, and thread 2 non-atomic read
/// at F:L:C, …`), sorted: the race whichever access came second.
fn race_pair(msg: &str) -> Option<String> {
    let mut at: Vec<&str> = msg
        .split(" at ")
        .skip(1)
        .filter_map(|p| p.split([',', ' ']).next())
        .filter(|p| p.contains(':'))
        .collect();
    if at.len() < 2 {
        return None;
    }
    at.truncate(2);
    at.sort_unstable();
    Some(at.join(" and "))
}

/// The final states of every path (projected on the globals), up to `max` states.
fn finals(
    prog: &Program,
    ll: &Path,
    cfg: Config,
    model: MemoryModel,
    max: usize,
) -> Result<BTreeSet<Vec<u8>>, String> {
    use pancam::vm::memory::ObjKind;
    use pancam::vm::state::ThreadStatus;
    let mut opts = cfg.options(model);
    // Stubborn sets keep every final state only when the end counts as dependent.
    opts.observe_end = true;
    let sys = CProgram::new(prog, opts, &[ll.display().to_string()])?;
    let mut seen = std::collections::HashSet::new();
    let mut out = BTreeSet::new();
    let mut stack = vec![sys.initial()];
    let (mut key, mut moves, mut aux) = (Vec::new(), Vec::new(), Default::default());
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
        // A state without moves is final when it is a deadlock; where threads only spin
        // (the spin-loop reduction) the unreduced search spins on and reaches no end.
        if s.exited.is_some() || finished || (moves.is_empty() && sys.terminal(&s).is_some()) {
            let mut v = vec![u8::from(finished) | u8::from(s.exited.is_some()) << 1];
            for o in s.mem.objs.iter().filter(|o| o.kind == ObjKind::Global) {
                s.mem
                    .chunks_at(o.loc(), o.size as usize, |c| v.extend_from_slice(c));
                v.push(0xff);
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

fn set(s: &BTreeSet<String>) -> String {
    format!("{{{}}}", s.iter().cloned().collect::<Vec<_>>().join(", "))
}

#[derive(Debug, Default)]
struct Report {
    seed: u64,
    problems: Vec<String>,
    skipped: Option<String>,
    runs: usize,
    violations: BTreeSet<String>,
    elapsed: Duration,
}

fn run_program(seed: u64, work: &Path) -> Report {
    let start = Instant::now();
    let g = generator::generate(seed);
    let mut rep = Report {
        seed,
        ..Report::default()
    };
    let dir = work.join(format!("w{seed}"));
    let _ = std::fs::create_dir_all(&dir);
    let c = format!("w{seed}.c");
    if let Err(e) = std::fs::write(dir.join(&c), &g.source) {
        rep.problems.push(format!("cannot write the program: {e}"));
        return rep;
    }
    let models: &[MemoryModel] = if g.c11 {
        &[MemoryModel::Rc11, MemoryModel::Tso]
    } else {
        &[MemoryModel::Tso]
    };
    for level in ["O0", "O1"] {
        let ll = format!("w{seed}.{level}.ll");
        let args = ["compile", &c, &format!("-{level}"), "-o", &ll];
        match run_pancam(&dir, &args, Duration::from_secs(120)) {
            Ok(r) if r.code() == Some(0) => {}
            Ok(r) if r.timed_out => {
                rep.skipped = Some(format!("-{level}: clang {}", r.describe()));
                return rep;
            }
            Ok(r) => {
                rep.problems
                    .push(format!("-{level}: does not compile: {}", text(&r.stderr)));
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
        for &model in models {
            let what =
                |cfg: Config| format!("-{level} --memory-model {} {}", model.name(), cfg.flags());
            // The canonical form against the successors, under pancam check's defaults.
            rep.runs += 1;
            match CProgram::new(
                &prog,
                Config::Stubborn.options(model),
                &[llp.display().to_string()],
            ) {
                Ok(sys) => {
                    if let Err(e) = common::canonicity::check(&sys, CANON_MAX_STATES, None) {
                        rep.problems
                            .push(format!("{}: canonical form: {e}", what(Config::Stubborn)));
                    }
                }
                Err(e) => rep
                    .problems
                    .push(format!("{}: {e}", what(Config::Stubborn))),
            }
            rep.runs += 1;
            let reference = match explore(&prog, &llp, Config::Instruction, model, REF_TIMEOUT) {
                Ok(f) => f,
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
                    .map(|p| format!("{}: {p}", what(Config::Instruction))),
            );
            rep.violations.extend(
                reference
                    .kinds
                    .iter()
                    .map(|k| format!("{k} ({})", model.name())),
            );
            let mut stored = vec![(Config::Instruction, reference.stored)];
            let mut one_worker = None;
            for cfg in [
                Config::SharedAccess,
                Config::Superstep,
                Config::Stubborn,
                Config::Workers2,
            ] {
                rep.runs += 1;
                let o = match explore(&prog, &llp, cfg, model, RUN_TIMEOUT) {
                    Ok(o) => o,
                    Err(e) => {
                        rep.problems.push(format!("{}: {e}", what(cfg)));
                        continue;
                    }
                };
                rep.problems
                    .extend(o.problems.iter().map(|p| format!("{}: {p}", what(cfg))));
                if reference.complete && o.complete {
                    if o.kinds != reference.kinds {
                        rep.problems.push(format!(
                            "{}: found {} but the reference {}",
                            what(cfg),
                            set(&o.kinds),
                            set(&reference.kinds)
                        ));
                    } else if o.located != reference.located {
                        rep.problems.push(format!(
                            "{}: violations at {} but the reference at {}",
                            what(cfg),
                            set(&o.located),
                            set(&reference.located)
                        ));
                    }
                } else if !o.kinds.is_subset(&reference.kinds) && reference.complete {
                    rep.problems.push(format!(
                        "{}: a cut search found {} beyond the reference's {}",
                        what(cfg),
                        set(&o.kinds),
                        set(&reference.kinds)
                    ));
                }
                match cfg {
                    Config::SharedAccess | Config::Superstep => stored.push((cfg, o.stored)),
                    Config::Stubborn => one_worker = Some(o.stored),
                    Config::Workers2 => {
                        if let Some(s) = one_worker
                            && s != o.stored
                        {
                            rep.problems.push(format!(
                                "{}: {} stored states, {s} with one worker",
                                what(cfg),
                                o.stored
                            ));
                        }
                    }
                    Config::Instruction => {}
                }
            }
            for w in stored.windows(2) {
                if w[1].1 > w[0].1 {
                    rep.problems.push(format!(
                        "-{level} --memory-model {}: {} stores {} states, more than {} ({})",
                        model.name(),
                        w[1].0.flags(),
                        w[1].1,
                        w[0].0.flags(),
                        w[0].1
                    ));
                }
            }
            // Every configuration reaches the same final states (also those no assertion
            // looks at).
            if reference.stored as usize <= FINALS_MAX_STATES && reference.complete {
                rep.runs += 4;
                let r = finals(
                    &prog,
                    &llp,
                    Config::Instruction,
                    model,
                    FINALS_MAX_STATES * 2,
                );
                if let Ok(r) = r {
                    for cfg in [Config::SharedAccess, Config::Superstep, Config::Stubborn] {
                        match finals(&prog, &llp, cfg, model, FINALS_MAX_STATES * 2) {
                            Ok(f) if f == r => {}
                            Ok(f) => rep.problems.push(format!(
                                "{}: {} final states the instruction level does not reach, {} it misses",
                                what(cfg),
                                f.difference(&r).count(),
                                r.difference(&f).count()
                            )),
                            Err(e) => rep.problems.push(format!("{}: finals: {e}", what(cfg))),
                        }
                    }
                }
            }
        }
    }
    rep.elapsed = start.elapsed();
    if rep.problems.is_empty() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    rep
}

fn seeds(default: std::ops::Range<u64>) -> Vec<u64> {
    match std::env::var("PANCAM_FUZZ_SEEDS") {
        Ok(s) if s.contains("..") => {
            let (a, b) = s.split_once("..").expect("range");
            (a.trim().parse().expect("seed")..b.trim().parse().expect("seed")).collect()
        }
        Ok(s) => s
            .split(',')
            .map(|x| x.trim().parse().expect("seed"))
            .collect(),
        Err(_) => default.collect(),
    }
}

fn campaign(seeds: &[u64]) {
    let tmp = TempDir::new("pancam-fuzz-weak").expect("temporary directory");
    let jobs = std::env::var("PANCAM_FUZZ_JOBS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(common::worker_count);
    let t0 = Instant::now();
    let reports = parallel_map(seeds, jobs, |&seed| {
        let r = run_program(seed, tmp.path());
        if !r.problems.is_empty() || std::env::var_os("PANCAM_FUZZ_VERBOSE").is_some() {
            eprintln!(
                "seed {seed}: {} runs, {:.1?}{}{}",
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
    let failed: Vec<&Report> = reports.iter().filter(|r| !r.problems.is_empty()).collect();
    let mut kinds = BTreeSet::new();
    for r in &reports {
        kinds.extend(r.violations.iter().cloned());
    }
    let mut summary = String::new();
    let _ = writeln!(
        summary,
        "{} programs, {} searches, {} with violations (seen: {}), {} partly skipped, {} differ, {:.0?}",
        reports.len(),
        reports.iter().map(|r| r.runs).sum::<usize>(),
        reports.iter().filter(|r| !r.violations.is_empty()).count(),
        set(&kinds),
        reports.iter().filter(|r| r.skipped.is_some()).count(),
        failed.len(),
        t0.elapsed()
    );
    let out = std::env::var_os("PANCAM_FUZZ_OUT")
        .map(PathBuf::from)
        .unwrap_or_else(|| common::root().join("target/fuzz-weak"));
    for r in &failed {
        let _ = writeln!(summary, "seed {}:", r.seed);
        for p in r.problems.iter().take(12) {
            let _ = writeln!(summary, "  {p}");
        }
        let _ = std::fs::create_dir_all(&out);
        let _ = std::fs::write(
            out.join(format!("w{}.c", r.seed)),
            generator::generate(r.seed).source,
        );
        let _ = std::fs::write(
            out.join(format!("w{}.txt", r.seed)),
            r.problems.join("\n") + "\n",
        );
    }
    eprintln!("{summary}");
    assert!(
        failed.is_empty(),
        "the reductions disagree with the unreduced search under a weak memory model (programs in {}):\n{summary}",
        out.display()
    );
}

/// A fixed slice of seeds.
#[test]
#[cfg_attr(not(has_clang), ignore = "needs clang 14-19 (not found)")]
fn fuzz_weak_slice() {
    campaign(&seeds(0..24));
}

/// The long campaign: see the module documentation for the command.
#[test]
#[ignore = "long campaign: PANCAM_FUZZ_SEEDS=1000..3000 cargo test --release --test integration fuzz_weak_campaign -- --ignored --nocapture"]
fn fuzz_weak_campaign() {
    campaign(&seeds(1000..3000));
}

/// Prints the program of `PANCAM_FUZZ_SEED`.
#[test]
#[ignore = "prints the program of PANCAM_FUZZ_SEED"]
fn fuzz_weak_print() {
    let seed: u64 = std::env::var("PANCAM_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    println!("{}", generator::generate(seed).source);
}
