//! `pancam simulate`: one random run of the program, printed as the same schedule of C source
//! lines as a counterexample (like Spin's random simulation). The run is the Monte Carlo
//! search's random walk ([`crate::explore::montecarlo::simulate`]) without lasso detection:
//! it goes on until the program ends, a property is violated, a move is cut by
//! `__VERIFIER_assume`, or `--steps` moves. Like a sample, it takes a spurious wakeup with
//! probability `--mc-spurious` (default 0.01) where another move is possible.

use super::check::{EXIT_HOLDS, EXIT_VIOLATION_FOUND, GranArg, gran_name};
use super::{CFlags, CliError, ExitCode};
use crate::check::{CheckOptions, model};
use crate::explore::montecarlo::{DEFAULT_IDLE_SHARE, IdleDraw, WalkEnd, simulate as random_run};
use crate::explore::{Cause, TransitionSystem, states_along};
use crate::report;
use crate::vm::state::ThreadStatus;
use clap::Args;
use std::path::PathBuf;

/// Flags of `pancam simulate`.
#[derive(Args, Debug)]
pub struct SimulateCmd {
    /// The program: a .c file (compiled with clang, cached) or a .ll file.
    pub file: PathBuf,
    /// Arguments passed to main (argv[1..]), after `--`.
    #[arg(last = true)]
    pub args: Vec<String>,
    #[command(flatten)]
    pub cflags: CFlags,
    /// Seed of the random choices (threads, nondeterministic values).
    #[arg(long, default_value_t = 0, value_name = "S")]
    pub seed: u64,
    /// Stop after this many moves.
    #[arg(long, default_value_t = 1000, value_name = "N")]
    pub steps: usize,
    /// How far one move runs a thread.
    #[arg(long, value_enum, default_value = "superstep")]
    pub granularity: GranArg,
    /// Draw wide __VERIFIER_nondet_* values from this range (e.g. -8..8) at the call.
    /// Without it, integer inputs are lazy: a comparison draws its outcome with the
    /// probability that a value drawn uniformly from the type's range gives it.
    #[arg(long, value_name = "LO..HI", allow_hyphen_values = true)]
    pub nondet_range: Option<String>,
    /// Maximum number of threads.
    #[arg(long, default_value_t = 64, value_name = "N")]
    pub max_threads: usize,
    /// Do not stop at assertion failures.
    #[arg(long)]
    pub no_assertions: bool,
    /// Do not stop at memory errors.
    #[arg(long)]
    pub no_memory: bool,
    /// A run that ends with blocked threads is not reported as a deadlock.
    #[arg(long)]
    pub no_deadlocks: bool,
    /// Stop at data races.
    #[arg(long)]
    pub races: bool,
    #[command(flatten)]
    pub memory: super::MemoryArgs,
    /// A C function returning int that must be non-zero in every state (repeatable).
    #[arg(long = "invariant", value_name = "NAME")]
    pub invariants: Vec<String>,
    /// The probability that a move is a spurious wakeup where a thread could wake
    /// spuriously and another move is possible (0 ≤ P ≤ 1; default 0.01, as for Monte
    /// Carlo), or `uniform`: a wakeup is drawn like any other move.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    pub mc_spurious: Option<String>,
    /// Print the run as JSON.
    #[arg(long)]
    pub json: bool,
    /// Write the run as a message-sequence chart in a self-contained HTML page.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Write the run as a message-sequence chart (SVG, no script).
    #[arg(long, value_name = "FILE.svg")]
    pub msc: Option<PathBuf>,
}

/// `pancam simulate`.
pub fn simulate(c: SimulateCmd) -> Result<ExitCode, CliError> {
    let range = match &c.nondet_range {
        Some(r) => Some(
            super::check::parse_range(r)
                .map_err(|e| CliError::usage(format!("--nondet-range: {e}")))?,
        ),
        None => None,
    };
    let idle = match c.mc_spurious.as_deref() {
        None => IdleDraw::Share(DEFAULT_IDLE_SHARE),
        Some(v) => super::check::parse_mc_spurious(v).map_err(CliError::usage)?,
    };
    if !(1..=1 << 16).contains(&c.max_threads) {
        return Err(CliError::usage(format!(
            "--max-threads {}: expected 1 to 65536",
            c.max_threads
        )));
    }
    let prog = crate::load::load(&c.file, &c.cflags.options()).map_err(|e| CliError::load(&e))?;
    let mut args = vec![c.file.display().to_string()];
    args.extend(c.args.iter().cloned());
    let mut opts = CheckOptions {
        granularity: c.granularity.vm(),
        // A random run of the program's own schedules: every enabled thread may move.
        por: crate::model::por::PorMode::None,
        invariants: c.invariants.clone(),
        nondet_range: range.unwrap_or(CheckOptions::default().nondet_range),
        args,
        ..CheckOptions::default()
    };
    opts.vm.lazy_nondet = range.is_none();
    opts.properties.assertions = !c.no_assertions;
    opts.properties.memory = !c.no_memory;
    opts.properties.deadlocks = !c.no_deadlocks;
    opts.properties.races = c.races;
    opts.vm.max_threads = c.max_threads;
    c.memory.apply(&mut opts.vm);
    // One random run draws one value of a lazy input wherever it is needed: no cut.
    opts.vm.nondet_k = u64::MAX;
    let (sys, _, warnings) = model(&prog, &opts).map_err(CliError::usage)?;
    for w in &warnings {
        eprintln!("pancam: warning: {w}");
    }
    let run = random_run(&sys, c.seed, c.steps, opts.properties.deadlocks, idle);
    // A pruned last move leaves no state to show: the run ends before it.
    let shown = match run.end {
        WalkEnd::Pruned => &run.moves[..run.moves.len().saturating_sub(1)],
        _ => &run.moves[..],
    };
    let sched = report::schedule_full(&sys, shown).map_err(|e| {
        CliError::new(
            super::EXIT_INTERNAL,
            format!("internal error: the random run does not replay: {e}"),
        )
    })?;
    let last = states_along(&sys, shown)
        .ok()
        .and_then(|mut v| v.pop())
        .unwrap_or_else(|| sys.initial());
    let violation = run.counterexample.as_ref().map(|cx| match &cx.cause {
        Cause::Step(v) | Cause::State(v) | Cause::Terminal(v) => v.clone(),
        Cause::Acceptance { .. } => unreachable!("a simulation checks no LTL property"),
    });
    let ending = match (&violation, run.end) {
        (Some(v), _) => format!(
            "{}: {}{}",
            v.kind.name(),
            v.msg,
            match crate::check::trail::violation_location(&prog, v) {
                l if l.is_empty() => String::new(),
                l => format!(" (at {l})"),
            }
        ),
        (None, WalkEnd::Terminal) => match last.exited {
            Some(code) => format!("the program exited with code {code}"),
            None if last
                .threads
                .iter()
                .all(|t| t.status == ThreadStatus::Finished) =>
            {
                "every thread finished".into()
            }
            None => format!("no thread can move ({})", report::threads_summary(&last)),
        },
        (None, WalkEnd::Pruned) => format!(
            "the next move (thread {}) was cut by __VERIFIER_assume",
            run.moves.last().map_or(0, |m| m.thread)
        ),
        (None, _) => format!("stopped after {} moves (--steps)", run.moves.len()),
    };
    let steps = &sched.steps;
    if c.html.is_some() || c.msc.is_some() {
        let chart = super::msc::Chart {
            title: format!("pancam simulate {} (seed {})", c.file.display(), c.seed),
            headline: if violation.is_some() {
                format!("error: {ending}")
            } else {
                String::new()
            },
            details: if violation.is_some() {
                Vec::new()
            } else {
                vec![format!("end: {ending}")]
            },
            schedule: &sched,
            ending: match (&run.counterexample, &violation) {
                (Some(cx), Some(v)) => super::msc::ending_of(&cx.cause, Some(v.kind)),
                _ => super::msc::Ending::None,
            },
            cycle_start: None,
        };
        if let Err(e) = super::msc::write(&chart, c.html.as_deref(), c.msc.as_deref()) {
            eprintln!("pancam: {e}");
        }
    }
    if c.json {
        let j = serde_json::json!({
            "program": c.file.display().to_string(),
            "seed": c.seed,
            "granularity": gran_name(sys.opts.granularity),
            "moves": shown,
            "schedule": steps,
            "threads": sched.threads,
            "initial_values": sched.initial,
            "arrows": report::arrows(steps, &sched.threads),
            "end": run.end,
            "ending": ending,
            "violation": violation.as_ref().map(|v| serde_json::json!({
                "kind": v.kind.name(),
                "message": v.msg,
                "location": crate::check::trail::violation_location(&prog, v),
            })),
        });
        println!("{}", serde_json::to_string_pretty(&j).unwrap_or_default());
    } else {
        println!(
            "pancam: random simulation of {} ({} steps, seed {})\n",
            c.file.display(),
            gran_name(sys.opts.granularity),
            c.seed
        );
        print!("{}", report::render_schedule(steps));
        println!(
            "\n{}: {ending}",
            if violation.is_some() { "error" } else { "end" }
        );
    }
    Ok(if violation.is_some() {
        EXIT_VIOLATION_FOUND
    } else {
        EXIT_HOLDS
    })
}
