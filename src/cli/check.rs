//! `pancam check` and `pancam replay`: run the search on a program, report the verdict, the
//! counterexample as a schedule of C source lines, and Spin-like statistics; write and replay
//! JSON trails.

use super::{CFlags, EXIT_USAGE};
use crate::bytecode::Program;
use crate::explore::{
    Cause, Counterexample, Monitor, Outcome, SearchConfig, StoreMode, Verdict, nested_dfs, replay,
    search,
};
use crate::ltlcheck::product::{PMove, Product};
use crate::ltlcheck::{LtlSetup, setup as ltl_setup};
use crate::model::{CProgram, ModelOptions, Move, Properties};
use crate::report;
use crate::vm::Granularity;
use crate::vm::error::{Violation, ViolationKind};
use clap::{Args, ValueEnum};
use serde::{Deserialize, Serialize};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Exit code: no violation, and the search was complete.
pub const EXIT_HOLDS: i32 = 0;
/// Exit code: a violation was found.
pub const EXIT_VIOLATION_FOUND: i32 = 1;
/// Exit code: no violation found, but the search was incomplete.
pub const EXIT_INCOMPLETE: i32 = 3;

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

/// The VM granularity of a command-line granularity.
pub fn gran_vm(g: GranArg) -> Granularity {
    g.vm()
}

impl GranArg {
    fn vm(self) -> Granularity {
        match self {
            GranArg::Instruction => Granularity::Instruction,
            GranArg::Block => Granularity::Block,
            GranArg::SharedAccess => Granularity::SharedAccess,
            GranArg::Superstep => Granularity::Superstep,
        }
    }
}

/// Visited-set mode on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StoreArg {
    /// Full matched states (exact).
    Exact,
    /// 64-bit fingerprints (Spin's hash compaction).
    HashCompaction,
    /// A bit array (Spin's supertrace / bitstate hashing).
    Bitstate,
}

/// Flags of `pancam check`.
#[derive(Args, Debug)]
pub struct CheckCmd {
    /// The program: a .c file (compiled with clang, cached) or a .ll file.
    pub file: PathBuf,
    /// Arguments passed to main (argv[1..]), after `--` (so that options after FILE,
    /// attached values such as `-O2 -DN=3` included, are never taken for them).
    #[arg(last = true)]
    pub args: Vec<String>,
    #[command(flatten)]
    pub cflags: CFlags,
    /// How far one step runs a thread.
    #[arg(long, value_enum, default_value = "superstep")]
    pub granularity: GranArg,
    /// Visited-set mode.
    #[arg(long, value_enum, default_value = "exact")]
    pub store: StoreArg,
    /// Bitstate: log2 of the number of bits (Spin's -w).
    #[arg(
        short = 'w',
        long = "bitstate-bits",
        default_value_t = 27,
        value_name = "N"
    )]
    pub bitstate_bits: u32,
    /// Bitstate: hash functions per state (Spin's -k).
    #[arg(short = 'k', long = "hashes", default_value_t = 3, value_name = "K")]
    pub hashes: u32,
    /// Depth limit (states at it are not expanded; the result is then incomplete).
    #[arg(long, value_name = "N")]
    pub depth: Option<usize>,
    /// Stop after this many violations (0: find all).
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub max_violations: usize,
    /// Stop when the search's memory estimate exceeds this many MiB.
    #[arg(long, value_name = "MIB")]
    pub max_memory: Option<usize>,
    /// Stop after this many seconds.
    #[arg(long, value_name = "SECONDS")]
    pub max_time: Option<f64>,
    /// Worker threads for the search.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub workers: usize,
    /// Do not report assertion failures (assert, __VERIFIER_assert, reach_error, abort).
    #[arg(long)]
    pub no_assertions: bool,
    /// Do not report memory errors and other undefined behaviour.
    #[arg(long)]
    pub no_memory: bool,
    /// Do not report deadlocks.
    #[arg(long)]
    pub no_deadlocks: bool,
    /// Report data races (two threads' next accesses overlap, one writes, not both atomic).
    #[arg(long)]
    pub races: bool,
    /// A C function of the program returning int that must be non-zero in every state
    /// (repeatable).
    #[arg(long = "invariant", value_name = "NAME")]
    pub invariants: Vec<String>,
    /// Range of values for wide __VERIFIER_nondet_* types (bool and char types always get
    /// their whole domain), e.g. -8..8.
    #[arg(
        long,
        default_value = "-8..8",
        value_name = "LO..HI",
        allow_hyphen_values = true
    )]
    pub nondet_range: String,
    /// Maximum number of threads.
    #[arg(long, default_value_t = 64, value_name = "N")]
    pub max_threads: usize,
    /// Bound the number of preemptive context switches (switching away from a thread that
    /// could continue); a search that finds nothing is then incomplete.
    #[arg(long, value_name = "K")]
    pub context_bound: Option<u32>,
    /// With --context-bound: match states without their remaining budget, as the paper's
    /// tracked-but-unmatched counters do (incomplete for the bound; for comparisons only).
    #[arg(long, hide = true, requires = "context_bound")]
    pub naive_context_bound: bool,
    /// Match states only on these globals (comma-separated C names, optionally with a field
    /// or element: `flag,turn`, `q.count`, `a[1]`) plus thread locations. May hide bugs.
    #[arg(long = "match", value_delimiter = ',', value_name = "NAMES")]
    pub match_globals: Vec<String>,
    /// Match states on the bytes written by the function `pancam_abstract` of this C (or .ll)
    /// file, linked with the program (see abstractions/). May hide bugs.
    #[arg(long, value_name = "FILE")]
    pub abstraction: Option<PathBuf>,
    /// Write the counterexample as a JSON trail to this file (replay with `pancam replay`).
    #[arg(long, value_name = "FILE")]
    pub trail: Option<PathBuf>,
    /// Print a machine-readable JSON report instead of text.
    #[arg(long)]
    pub json: bool,
    /// No progress display.
    #[arg(long, short = 'q')]
    pub quiet: bool,
    /// Expected number of states (sizes the visited set up front).
    #[arg(long, default_value_t = 1 << 16, value_name = "N")]
    pub expected_states: usize,
    /// Check this LTL formula (Spin syntax: [] <> U V R W X ! && || -> <->) over the
    /// propositions defined with --prop, by nested DFS on the product with its never claim.
    #[arg(long, value_name = "FORMULA", conflicts_with = "ltl_file")]
    pub ltl: Option<String>,
    /// Read the LTL formula from this file.
    #[arg(long, value_name = "PATH")]
    pub ltl_file: Option<PathBuf>,
    /// Define a proposition: 'NAME = C expression over globals', 'NAME = @func' (a function
    /// of the program returning int) or 'NAME = tN@func' (thread N is in func). Repeatable.
    #[arg(long = "prop", value_name = "NAME = EXPR")]
    pub props: Vec<String>,
    /// Weak fairness over threads for --ltl: only cycles in which every thread that is
    /// enabled throughout also moves count as counterexamples.
    #[arg(long)]
    pub fair: bool,
}

/// Flags of `pancam replay`.
#[derive(Args, Debug)]
pub struct ReplayCmd {
    /// The trail written by `pancam check --trail`.
    pub trail: PathBuf,
    /// Print the schedule as JSON.
    #[arg(long)]
    pub json: bool,
}

/// What a trail records: enough to rebuild the model and follow the moves.
#[derive(Serialize, Deserialize, Debug)]
pub struct Trail {
    /// Format version.
    pub pancam_trail: u32,
    /// The program as given on the command line.
    pub program: String,
    /// Compile flags (for `.c` programs).
    pub opt: u8,
    /// `-D` definitions.
    pub defines: Vec<String>,
    /// `-I` directories.
    pub includes: Vec<String>,
    /// `--m32`.
    pub m32: bool,
    /// `argv`.
    pub args: Vec<String>,
    /// Step granularity.
    pub granularity: GranArg,
    /// Nondet range.
    pub nondet_range: (i64, i64),
    /// Properties (`assertions`, `memory`, `deadlocks`, `races`) and invariants.
    pub properties: TrailProps,
    /// Context bound of the search (`None`: unbounded).
    #[serde(default)]
    pub context_bound: Option<u32>,
    /// Thread limit (`--max-threads`; absent in older trails: the default).
    #[serde(default)]
    pub max_threads: Option<usize>,
    /// Moves from the initial state.
    pub moves: Vec<Move>,
    /// Moves of the cycle of a lasso (LTL).
    pub cycle: Option<Vec<Move>>,
    /// For an LTL counterexample: the formula, propositions, fairness and the product moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ltl: Option<TrailLtl>,
    /// The violation: kind, message and location.
    pub violation: TrailViolation,
}

/// The LTL part of a trail: enough to rebuild the product and follow the lasso in it.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct TrailLtl {
    /// The formula as given.
    pub formula: String,
    /// The `--prop` definitions.
    pub props: Vec<String>,
    /// Weak fairness required.
    pub fair: bool,
    /// Product moves from the initial state to the cycle start.
    pub path: Vec<PMove>,
    /// Product moves of the cycle.
    pub cycle: Vec<PMove>,
}

/// Properties recorded in a trail.
#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct TrailProps {
    /// Assertions checked.
    pub assertions: bool,
    /// Memory errors checked.
    pub memory: bool,
    /// Deadlocks checked.
    pub deadlocks: bool,
    /// Races checked.
    pub races: bool,
    /// Invariant function names.
    pub invariants: Vec<String>,
}

/// The violation recorded in a trail.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct TrailViolation {
    /// Kind name.
    pub kind: String,
    /// Message.
    pub message: String,
    /// Source location.
    pub location: String,
}

fn parse_range(s: &str) -> Result<(i64, i64), String> {
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
    Ok((lo, hi))
}

fn resolve_invariants(prog: &Program, names: &[String]) -> Result<Vec<(String, u32)>, String> {
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

/// Resolves `--match` names and `--abstraction` into an [`Abstraction`].
pub fn resolve_abstraction(
    prog: &Program,
    names: &[String],
    function: bool,
) -> Result<Option<crate::model::Abstraction>, String> {
    use crate::model::Abstraction;
    if function {
        if !names.is_empty() {
            return Err("--match and --abstraction exclude each other".into());
        }
        return match prog.func("pancam_abstract") {
            Some(f) if prog.funcs[f as usize].stub.is_none() => Ok(Some(Abstraction::Function(f))),
            _ => Err(
                "the --abstraction file defines no function pancam_abstract(unsigned char *buf, \
                      unsigned long cap)"
                    .into(),
            ),
        };
    }
    if names.is_empty() {
        return Ok(None);
    }
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

/// The LTL setup of a `check` command: `None` without `--ltl`/`--ltl-file`.
fn ltl_for(prog: &Program, c: &CheckCmd) -> Result<Option<LtlSetup>, String> {
    let text = match (&c.ltl, &c.ltl_file) {
        (Some(f), _) => f.clone(),
        (None, Some(path)) => std::fs::read_to_string(path)
            .map_err(|e| format!("--ltl-file: cannot read {}: {e}", path.display()))?,
        (None, None) => {
            if !c.props.is_empty() {
                return Err("--prop needs a formula (--ltl or --ltl-file)".into());
            }
            if c.fair {
                return Err("--fair needs a formula (--ltl or --ltl-file)".into());
            }
            return Ok(None);
        }
    };
    if c.workers > 1 {
        eprintln!("pancam: warning: the LTL search (nested DFS) is sequential; --workers ignored");
    }
    ltl_setup(prog, &text, &c.props, c.granularity.vm()).map(Some)
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

fn violation_location(prog: &Program, v: &Violation) -> String {
    if v.stack.is_empty() {
        String::new()
    } else {
        v.location(prog)
    }
}

/// `pancam check`.
pub fn check(c: CheckCmd) -> i32 {
    let extra: Vec<PathBuf> = c.abstraction.iter().cloned().collect();
    let prog = match crate::load::load_with(&c.file, &extra, &c.cflags.options()) {
        Ok(p) => p,
        Err(e) => return super::load_error(&e),
    };
    let abstraction = match resolve_abstraction(&prog, &c.match_globals, c.abstraction.is_some()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("pancam: {e}");
            return EXIT_USAGE;
        }
    };
    let range = match parse_range(&c.nondet_range) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("pancam: --nondet-range: {e}");
            return EXIT_USAGE;
        }
    };
    let invariants = match resolve_invariants(&prog, &c.invariants) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("pancam: {e}");
            return EXIT_USAGE;
        }
    };
    let ltl = match ltl_for(&prog, &c) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("pancam: {e}");
            return EXIT_USAGE;
        }
    };
    if let Some(l) = &ltl {
        for w in &l.warnings {
            eprintln!("pancam: warning: {w}");
        }
    }
    // The granularity searched (LTL may force instruction granularity).
    let granularity = match &ltl {
        Some(l) if l.granularity != c.granularity.vm() => GranArg::Instruction,
        _ => c.granularity,
    };
    let props = Properties {
        assertions: !c.no_assertions,
        memory: !c.no_memory,
        deadlocks: !c.no_deadlocks,
        races: c.races,
        invariants,
    };
    let mut opts = ModelOptions {
        granularity: granularity.vm(),
        nondet_range: range,
        properties: props,
        ..ModelOptions::default()
    };
    if let Some(l) = &ltl {
        opts.visible = l.visible.clone();
    }
    opts.vm.max_threads = c.max_threads;
    opts.context_bound = c.context_bound;
    opts.naive_bound = c.naive_context_bound;
    opts.abstraction = abstraction;
    let mut args = vec![c.file.display().to_string()];
    args.extend(c.args.iter().cloned());
    let sys = match CProgram::new(&prog, opts, &args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("pancam: {e}");
            return EXIT_USAGE;
        }
    };
    let store = match c.store {
        StoreArg::Exact => StoreMode::Exact,
        StoreArg::HashCompaction => StoreMode::HashCompaction,
        StoreArg::Bitstate => StoreMode::Bitstate {
            log2_bits: c.bitstate_bits.clamp(10, 40),
            hashes: c.hashes.clamp(1, 16),
        },
    };
    let monitor = Arc::new(Monitor::new());
    let config = SearchConfig {
        store,
        expected_states: c.expected_states,
        max_violations: c.max_violations,
        max_depth: c.depth,
        max_memory: c.max_memory.map(|m| m << 20),
        max_time: c.max_time.map(Duration::from_secs_f64),
        workers: c.workers.max(1),
        deadlocks: !c.no_deadlocks,
        fairness: false,
        monitor: monitor.clone(),
    };
    let show_progress = !c.quiet && !c.json && std::io::stderr().is_terminal();
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let progress = show_progress.then(|| {
        let (m, d) = (monitor.clone(), done.clone());
        std::thread::spawn(move || progress_loop(&m, &d))
    });
    let product = ltl.as_ref().map(|l| Product {
        sys: &sys,
        claim: &l.claim,
        props: &l.props,
    });
    let (outcome, product_cxs) = match &product {
        Some(p) => {
            let config = SearchConfig {
                fairness: c.fair,
                deadlocks: false,
                ..config.clone()
            };
            let o = nested_dfs(p, &config);
            let cxs: Vec<Counterexample<Move, Violation>> =
                o.counterexamples.iter().map(program_cx).collect();
            let outcome = Outcome {
                verdict: o.verdict,
                counterexamples: cxs,
                stats: o.stats,
                stop: o.stop,
                depth_truncated: o.depth_truncated,
            };
            (outcome, o.counterexamples)
        }
        None => (search(&sys, &config), Vec::new()),
    };
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    if let Some(h) = progress {
        let _ = h.join();
    }
    let truncated = sys
        .nondet_truncated
        .load(std::sync::atomic::Ordering::Relaxed);
    let bound_cut =
        c.context_bound.is_some() && sys.bound_cut.load(std::sync::atomic::Ordering::Relaxed);
    let unsupported = outcome
        .counterexamples
        .iter()
        .any(|cx| matches!(&cx.cause, Cause::Step(v) if v.kind == ViolationKind::Unsupported));
    // Verdict and exit code.
    let (verdict, code) = match outcome.verdict {
        Verdict::Violated if unsupported => (
            "cannot check: pancam cannot run this program".to_string(),
            EXIT_USAGE,
        ),
        Verdict::Violated => ("violation found".to_string(), EXIT_VIOLATION_FOUND),
        Verdict::Incomplete => (
            format!(
                "no violation found, but the search was incomplete ({})",
                match (outcome.stop, outcome.depth_truncated) {
                    (Some(s), _) => format!("stopped: {s:?}"),
                    (None, true) => "depth limit reached".into(),
                    _ => "limit reached".into(),
                }
            ),
            EXIT_INCOMPLETE,
        ),
        Verdict::Holds if c.abstraction.is_some() || !c.match_globals.is_empty() => (
            "no violation found under the abstraction (incomplete: an abstraction merges \
             states it does not distinguish and can hide violations)"
                .to_string(),
            EXIT_INCOMPLETE,
        ),
        Verdict::Holds if bound_cut => (
            format!(
                "no violation within context bound {} (incomplete: schedules with more \
                 preemptions were not explored)",
                c.context_bound.unwrap_or(0)
            ),
            EXIT_INCOMPLETE,
        ),
        Verdict::Holds if truncated => (
            format!(
                "no violation within the nondet range {}..{} (incomplete: wider values were not tried)",
                range.0, range.1
            ),
            EXIT_INCOMPLETE,
        ),
        Verdict::Holds if store != StoreMode::Exact => (
            format!(
                "no violation found ({} store: a state may have been missed; see the omission estimate)",
                store.name()
            ),
            EXIT_INCOMPLETE,
        ),
        Verdict::Holds => (
            match c.context_bound {
                Some(k) => format!(
                    "no violation: every reachable state was explored (the context bound {k} \
                     was never reached)"
                ),
                None => "no violation: every reachable state was explored".to_string(),
            },
            EXIT_HOLDS,
        ),
    };
    let verdict = match (&ltl, code) {
        (Some(_), EXIT_HOLDS) => format!(
            "the LTL property holds: every reachable state of the product with the never claim \
             was explored ({})",
            if c.fair {
                "under weak fairness over threads"
            } else {
                "fairness off"
            }
        ),
        (Some(_), EXIT_VIOLATION_FOUND) if !c.fair => format!("{verdict} (fairness off)"),
        (Some(_), EXIT_VIOLATION_FOUND) => format!("{verdict} (weak fairness over threads)"),
        _ => verdict,
    };
    // Counterexamples.
    let mut rendered = Vec::new();
    for (i, cx) in outcome.counterexamples.iter().enumerate() {
        let text = match report::render_counterexample(&sys, cx) {
            Ok(t) => t,
            Err(e) => format!("(could not render the schedule: {e})\n"),
        };
        let replay_ok = match (&product, product_cxs.get(i)) {
            // An LTL counterexample is replayed in the product: the lasso must close, pass an
            // accepting claim state and (with --fair) be weakly fair.
            (Some(p), Some(pcx)) => replay(p, pcx)
                .map(|r| r.state.prog.sched.used)
                .map_err(|e| e.to_string()),
            _ => replay(&sys, cx)
                .map(|r| r.state.sched.used)
                .map_err(|e| e.to_string()),
        };
        rendered.push((cx, text, replay_ok));
    }
    if let (Some(path), Some(cx)) = (&c.trail, outcome.counterexamples.first()) {
        let v = cause_violation(cx, ltl.as_ref(), c.fair);
        let trail = Trail {
            pancam_trail: 1,
            program: c.file.display().to_string(),
            opt: c.cflags.opt,
            defines: c.cflags.defines.clone(),
            includes: c
                .cflags
                .includes
                .iter()
                .map(|p| p.display().to_string())
                .collect(),
            m32: c.cflags.m32,
            args: c.args.clone(),
            granularity,
            nondet_range: range,
            context_bound: c.context_bound,
            max_threads: Some(c.max_threads),
            properties: TrailProps {
                assertions: !c.no_assertions,
                memory: !c.no_memory,
                deadlocks: !c.no_deadlocks,
                races: c.races,
                invariants: c.invariants.clone(),
            },
            moves: cx.path.clone(),
            cycle: cx.cycle.clone(),
            ltl: match (&ltl, product_cxs.first()) {
                (Some(l), Some(pcx)) => Some(TrailLtl {
                    formula: l.formula.clone(),
                    props: c.props.clone(),
                    fair: c.fair,
                    path: pcx.path.clone(),
                    cycle: pcx.cycle.clone().unwrap_or_default(),
                }),
                _ => None,
            },
            violation: TrailViolation {
                kind: kind_name(cx, &v).to_string(),
                message: v.msg.clone(),
                location: violation_location(&prog, &v),
            },
        };
        match serde_json::to_string_pretty(&trail) {
            Ok(j) => {
                if let Err(e) = std::fs::write(path, j) {
                    eprintln!("pancam: cannot write {}: {e}", path.display());
                }
            }
            Err(e) => eprintln!("pancam: cannot encode the trail: {e}"),
        }
    }
    if c.json {
        let cxs: Vec<serde_json::Value> = rendered
            .iter()
            .map(|(cx, _, ok)| {
                let v = cause_violation(cx, ltl.as_ref(), c.fair);
                let mut path = cx.path.clone();
                if let Some(cy) = &cx.cycle {
                    path.extend(cy.iter().copied());
                }
                serde_json::json!({
                    "kind": kind_name(cx, &v),
                    "message": v.msg,
                    "location": violation_location(&prog, &v),
                    "moves": cx.path,
                    "cycle": cx.cycle,
                    "cycle_start": cx.cycle.as_ref().map(|_| cx.path.len() + 1),
                    "schedule": report::schedule(&sys, &path).ok(),
                    "replayed": ok.is_ok(),
                    "preemptions": ok.as_ref().ok(),
                })
            })
            .collect();
        let j = serde_json::json!({
            "program": c.file.display().to_string(),
            "verdict": verdict,
            "exit_code": code,
            "complete": code == EXIT_HOLDS || code == EXIT_VIOLATION_FOUND,
            "nondet_range_truncated": truncated,
            "granularity": granularity,
            "ltl": ltl.as_ref().map(|l| serde_json::json!({
                "formula": l.formula,
                "never_claim": l.claim.name(),
                "claim_states": l.claim.num_states(),
                "propositions": l.props.iter().map(|p| serde_json::json!({
                    "name": p.name,
                    "definition": p.text,
                })).collect::<Vec<_>>(),
                "fairness": if c.fair { "weak fairness over threads" } else { "fairness off" },
            })),
            "statistics": outcome.stats,
            "counterexamples": cxs,
        });
        println!("{}", serde_json::to_string_pretty(&j).unwrap_or_default());
        return code;
    }
    let mut out = String::new();
    out.push_str(&format!(
        "pancam: checking {} ({} steps, {} store)\n",
        c.file.display(),
        match granularity {
            GranArg::Instruction => "instruction",
            GranArg::Block => "block",
            GranArg::SharedAccess => "shared-access",
            GranArg::Superstep => "superstep",
        },
        store.name()
    ));
    if let Some(l) = &ltl {
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
    for (i, (cx, text, ok)) in rendered.iter().enumerate() {
        let v = cause_violation(cx, ltl.as_ref(), c.fair);
        if rendered.len() > 1 {
            out.push_str(&format!("\nviolation {} of {}:\n", i + 1, rendered.len()));
        }
        let head = if matches!(cx.cause, Cause::Acceptance { .. }) {
            format!("error: {LTL_KIND}: {}", v.msg)
        } else {
            headline(&prog, &v)
        };
        out.push_str(&format!("\n{head}\n"));
        out.push_str(&format!(
            "\ncounterexample ({} moves{}{}):\n",
            cx.path.len() + cx.cycle.as_ref().map(|c| c.len()).unwrap_or(0),
            if cx.cycle.is_some() { ", lasso" } else { "" },
            match (c.context_bound, ok) {
                (Some(_), Ok(used)) => format!(", {used} preemptions"),
                _ => String::new(),
            }
        ));
        out.push_str(text);
        if let Err(e) = ok {
            out.push_str(&format!(
                "WARNING: replaying this counterexample did not reproduce it: {e}\n"
            ));
        }
    }
    out.push('\n');
    out.push_str(&outcome.stats.to_string());
    out.push_str(&format!("\nverdict: {verdict}\n"));
    let _ = std::io::stdout().write_all(out.as_bytes());
    code
}

/// The kind name of an LTL counterexample (trails, JSON).
pub const LTL_KIND: &str = "LTL property violated";

fn cause_violation(
    cx: &Counterexample<Move, Violation>,
    ltl: Option<&LtlSetup>,
    fair: bool,
) -> Violation {
    match &cx.cause {
        Cause::Step(v) | Cause::State(v) | Cause::Terminal(v) => v.clone(),
        Cause::Acceptance { .. } => Violation {
            kind: ViolationKind::InvariantViolation,
            msg: acceptance_message(ltl.map_or("", |l| l.formula.as_str()), fair, cx),
            thread: 0,
            stack: Vec::new(),
        },
    }
}

fn acceptance_message(formula: &str, fair: bool, cx: &Counterexample<Move, Violation>) -> String {
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

/// The kind name shown for a counterexample.
fn kind_name(cx: &Counterexample<Move, Violation>, v: &Violation) -> &'static str {
    if matches!(cx.cause, Cause::Acceptance { .. }) {
        LTL_KIND
    } else {
        v.kind.name()
    }
}

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

fn progress_loop(m: &Monitor, done: &std::sync::atomic::AtomicBool) {
    let start = std::time::Instant::now();
    let mut shown = false;
    while !done.load(std::sync::atomic::Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(200));
        if start.elapsed() < Duration::from_millis(500) {
            continue;
        }
        let p = m.snapshot();
        let secs = start.elapsed().as_secs_f64();
        eprint!(
            "\r{:>10} states  {:>10} transitions  depth {:>6}  {:>9.0} states/s  {:>6.1}s ",
            p.stored,
            p.transitions,
            p.max_depth,
            p.stored as f64 / secs,
            secs
        );
        shown = true;
    }
    if shown {
        eprint!("\r{}\r", " ".repeat(90));
    }
}

/// `pancam replay`.
pub fn replay_cmd(r: ReplayCmd) -> i32 {
    let text = match std::fs::read_to_string(&r.trail) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("pancam: cannot read {}: {e}", r.trail.display());
            return EXIT_USAGE;
        }
    };
    let trail: Trail = match serde_json::from_str(&text) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("pancam: {} is not a pancam trail: {e}", r.trail.display());
            return EXIT_USAGE;
        }
    };
    let cflags = crate::load::CompileOptions {
        opt: trail.opt,
        defines: trail.defines.clone(),
        includes: trail.includes.iter().map(PathBuf::from).collect(),
        m32: trail.m32,
        extra: Vec::new(),
    };
    let prog = match crate::load::load(std::path::Path::new(&trail.program), &cflags) {
        Ok(p) => p,
        Err(e) => return super::load_error(&e),
    };
    let invariants = match resolve_invariants(&prog, &trail.properties.invariants) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("pancam: {e}");
            return EXIT_USAGE;
        }
    };
    let ltl = match &trail.ltl {
        Some(l) => match ltl_setup(&prog, &l.formula, &l.props, trail.granularity.vm()) {
            Ok(s) => Some(s),
            Err(e) => {
                eprintln!("pancam: {e}");
                return EXIT_USAGE;
            }
        },
        None => None,
    };
    let mut opts = ModelOptions {
        granularity: trail.granularity.vm(),
        nondet_range: trail.nondet_range,
        properties: Properties {
            assertions: trail.properties.assertions,
            memory: trail.properties.memory,
            deadlocks: trail.properties.deadlocks,
            races: trail.properties.races,
            invariants,
        },
        context_bound: trail.context_bound,
        ..ModelOptions::default()
    };
    if let Some(n) = trail.max_threads {
        opts.vm.max_threads = n;
    }
    if let Some(l) = &ltl {
        opts.visible = l.visible.clone();
    }
    let mut args = vec![trail.program.clone()];
    args.extend(trail.args.iter().cloned());
    let sys = match CProgram::new(&prog, opts, &args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("pancam: {e}");
            return EXIT_USAGE;
        }
    };
    // Follow the moves; the violation must happen at the end.
    let mut path = trail.moves.clone();
    if let Some(c) = &trail.cycle {
        path.extend(c.iter().copied());
    }
    let steps = match report::schedule(&sys, &path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!(
                "pancam: REPLAY FAILED: the program no longer follows the trail: {e}\n\
                 (was it recompiled or changed since the trail was written?)"
            );
            return EXIT_VIOLATION_FOUND + 1;
        }
    };
    let reproduced = match (&ltl, &trail.ltl) {
        (Some(setup), Some(tl)) if trail.violation.kind == LTL_KIND => {
            reproduce_ltl(&sys, setup, tl, &trail.violation)
        }
        _ => reproduce(&sys, &trail),
    };
    if r.json {
        let j = serde_json::json!({
            "trail": r.trail.display().to_string(),
            "violation": trail.violation,
            "reproduced": reproduced.as_ref().ok(),
            "error": reproduced.as_ref().err(),
            "schedule": steps,
        });
        println!("{}", serde_json::to_string_pretty(&j).unwrap_or_default());
    } else {
        println!(
            "pancam: replaying {} on {}\n",
            r.trail.display(),
            trail.program
        );
        print!("{}", report::render_schedule(&steps));
        match &reproduced {
            Ok(v) => println!(
                "\nreproduced: {}{}: {}",
                if v.location.is_empty() {
                    String::new()
                } else {
                    format!("{}: ", v.location)
                },
                v.kind,
                v.message
            ),
            Err(e) => println!("\nREPLAY FAILED: {e}"),
        }
    }
    match reproduced {
        Ok(_) => EXIT_VIOLATION_FOUND,
        Err(_) => EXIT_VIOLATION_FOUND + 1,
    }
}

/// Re-executes an LTL trail in the product of the program and the never claim: the prefix
/// must reach the cycle start, and the cycle must return to it (same matched program state and
/// claim state), pass an accepting claim state and, if fairness was required, be weakly fair.
fn reproduce_ltl(
    sys: &CProgram,
    setup: &LtlSetup,
    tl: &TrailLtl,
    want: &TrailViolation,
) -> Result<TrailViolation, String> {
    let product = Product {
        sys,
        claim: &setup.claim,
        props: &setup.props,
    };
    let cx = Counterexample {
        path: tl.path.clone(),
        cycle: Some(tl.cycle.clone()),
        cause: Cause::Acceptance { fair: tl.fair },
    };
    replay(&product, &cx).map_err(|e| e.to_string())?;
    Ok(want.clone())
}

/// Re-executes the trail's moves and checks the same violation happens at the end.
fn reproduce(sys: &CProgram, trail: &Trail) -> Result<TrailViolation, String> {
    use crate::explore::TransitionSystem;
    let want = &trail.violation;
    let cause = match want.kind.as_str() {
        "deadlock" => Cause::Terminal(dummy()),
        "data race" | "invariant violated" => Cause::State(dummy()),
        _ => Cause::Step(dummy()),
    };
    let cx = Counterexample {
        path: trail.moves.clone(),
        cycle: trail.cycle.clone(),
        cause,
    };
    let r = replay(sys, &cx).map_err(|e| e.to_string())?;
    let got = match r.violation {
        Some(v) => v,
        None => {
            // Terminal and state causes: evaluate them on the final state.
            match want.kind.as_str() {
                "deadlock" => sys
                    .terminal(&r.state)
                    .ok_or("the final state is not a deadlock")?,
                _ => sys
                    .check(&r.state)
                    .ok_or("the final state violates nothing")?,
            }
        }
    };
    let got = TrailViolation {
        kind: got.kind.name().to_string(),
        message: got.msg.clone(),
        location: violation_location(sys.prog(), &got),
    };
    if got.kind != want.kind || got.message != want.message {
        return Err(format!(
            "the trail ends in a different violation: expected {}: {}, got {}: {}",
            want.kind, want.message, got.kind, got.message
        ));
    }
    Ok(got)
}

fn dummy() -> Violation {
    Violation {
        kind: ViolationKind::Unsupported,
        msg: String::new(),
        thread: 0,
        stack: Vec::new(),
    }
}
