//! `pancam svcomp TASK.yml...`: runs SV-COMP tasks (task-definition format 2.0) the way the
//! competition does — each (task, property) pair checked under the SV-COMP semantics with a
//! time limit — compares each verdict with the expected one and prints the score
//! (correct TRUE +2, correct FALSE +1, wrong FALSE −16, wrong TRUE −32, UNKNOWN 0).

use super::check::source_of;
use super::{CliError, ExitCode};
use crate::check::{CheckOptions, FindingKind};
use crate::svcomp::task::Task;
use crate::svcomp::{self, SvVerdict, parse_property, property_name};
use clap::Args;
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Flags of `pancam svcomp`.
#[derive(Args, Debug)]
pub struct SvcompCmd {
    /// Task-definition files (`.yml`, format 2.0).
    #[arg(required = true)]
    pub tasks: Vec<PathBuf>,
    /// Run each task on the committed IR beside its input (`TASK.ll` next to `TASK.c`),
    /// compiled as `pancam compile --svcomp` does, instead of compiling the input (no clang
    /// needed).
    #[arg(long)]
    pub committed_ir: bool,
    /// Time limit per (task, property) in seconds.
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS")]
    pub max_time: f64,
    /// Optimisation level for compiling the inputs.
    #[arg(short = 'O', value_name = "LEVEL", default_value_t = 0,
          value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt: u8,
    /// Write a GraphML violation witness for every FALSE verdict into this directory
    /// (`TASK.PROPERTY.graphml`).
    #[arg(long, value_name = "DIR")]
    pub witness_dir: Option<PathBuf>,
    /// Tasks checked at once.
    #[arg(short = 'j', long, default_value_t = 1, value_name = "N")]
    pub jobs: usize,
    /// JSON results instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Do not use the symmetry reduction (as `pancam check --no-symmetry`).
    #[arg(long)]
    pub no_symmetry: bool,
    /// Where a task's search meets --max-threads (threads started without a bound), it
    /// stops there, and the task is checked with the counter abstraction (as `pancam check
    /// --counter-bound`) at bounds 1, 2, … up to K, each in a share of the time left, until
    /// one ends in a proof or a concrete counterexample; failing that, the plain search
    /// again in the time left.
    #[arg(long, value_name = "K", default_value_t = 2,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub counter_bound: u32,
    /// No counter abstraction: a search that meets --max-threads goes on to the time limit.
    #[arg(long)]
    pub no_counter: bool,
}

/// The result of one (task, property) run.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Run {
    /// The task file.
    pub task: String,
    /// The property.
    pub property: String,
    /// `true`, `false(SUBPROP)` or absent.
    pub expected: Option<String>,
    /// The verdict line.
    pub verdict: String,
    /// `correct`, `wrong`, `unknown` or `no-expectation`.
    pub status: String,
    /// Points by the SV-COMP scheme.
    pub score: i32,
    /// Seconds.
    pub seconds: f64,
    /// Stored states.
    pub states: u64,
}

fn expected_text(exp: Option<bool>, sub: Option<&str>) -> Option<String> {
    match (exp, sub) {
        (Some(true), _) => Some("true".into()),
        (Some(false), Some(s)) => Some(format!("false({s})")),
        (Some(false), None) => Some("false".into()),
        (None, _) => None,
    }
}

/// Classifies a verdict against the expected one: status and points.
pub fn score(
    verdict: &SvVerdict,
    expected: Option<bool>,
    sub: Option<&str>,
) -> (&'static str, i32) {
    match (verdict, expected) {
        (_, None) => ("no-expectation", 0),
        (SvVerdict::Unknown(_), _) => ("unknown", 0),
        (SvVerdict::True, Some(true)) => ("correct", 2),
        (SvVerdict::True, Some(false)) => ("wrong", -32),
        (SvVerdict::False(_), Some(true)) => ("wrong", -16),
        (SvVerdict::False(p), Some(false)) => match sub {
            Some(s) if s != p => ("wrong", -16),
            _ => ("correct", 1),
        },
    }
}

fn run_one(
    c: &SvcompCmd,
    task: &Task,
    prop_file: &Path,
    expected: Option<bool>,
    sub: Option<&str>,
) -> Result<Run, String> {
    let start = Instant::now();
    let text = std::fs::read_to_string(prop_file).map_err(|e| {
        format!(
            "{}: cannot read {}: {e}",
            task.path.display(),
            prop_file.display()
        )
    })?;
    let property = parse_property(&text)
        .map_err(|e| format!("{}: {}: {e}", task.path.display(), prop_file.display()))?;
    let input = task
        .inputs
        .first()
        .ok_or_else(|| format!("{}: no input file", task.path.display()))?;
    let file = if c.committed_ir {
        input.with_extension("ll")
    } else {
        input.clone()
    };
    let cflags = svcomp::compile_options(task.data_model, c.opt);
    let monitor = std::sync::Arc::new(crate::explore::Monitor::new());
    super::interrupt::cancel_on_ctrl_c(&monitor);
    let mut opts = CheckOptions {
        monitor,
        max_time: Some(Duration::from_secs_f64(c.max_time)),
        args: vec![file.display().to_string()],
        symmetry: !c.no_symmetry,
        stop_at_thread_limit: !c.no_counter,
        ..CheckOptions::default()
    };
    svcomp::configure(&mut opts, property);
    let base = Run {
        task: task.path.display().to_string(),
        property: property_name(property).into(),
        expected: expected_text(expected, sub),
        verdict: String::new(),
        status: String::new(),
        score: 0,
        seconds: 0.0,
        states: 0,
    };
    let unknown = |why: String, base: Run| {
        let v = SvVerdict::Unknown(why);
        let (status, points) = score(&v, expected, sub);
        Run {
            verdict: v.to_string(),
            status: status.into(),
            score: points,
            seconds: start.elapsed().as_secs_f64(),
            ..base
        }
    };
    let prog = match crate::load::load(&file, &cflags) {
        Ok(p) => p,
        Err(e) => return Ok(unknown(format!("cannot load: {e}"), base)),
    };
    if prog.dl.ptr_size != task.data_model.ptr_size() {
        return Ok(unknown(
            format!(
                "{} has {}-byte pointers but the task's data model is {}",
                file.display(),
                prog.dl.ptr_size,
                task.data_model.name()
            ),
            base,
        ));
    }
    let mut checked = match crate::check::run(&prog, &opts) {
        Ok(ch) => ch,
        Err(e) => return Ok(unknown(e.to_string(), base)),
    };
    let at_thread_limit = checked.report.findings.is_empty()
        && checked.report.incomplete.iter().any(|i| {
            matches!(
                i,
                crate::check::Incomplete::Limit {
                    limit: crate::vm::Limit::Threads
                }
            )
        });
    if !c.no_counter && at_thread_limit {
        // Threads started without a bound: the first search stopped at the thread limit.
        // The counter abstraction at K = 1, 2, … up to the bound, each in a share of the
        // time left (the plain search keeps one), until one ends in a proof or a concrete
        // counterexample: a small K is cheap and often enough; where it is not, its
        // abstract counterexample does not replay, or it stops at its share.
        let top = c.counter_bound;
        let base = opts.clone();
        // A search from the first one's options with bound `k` (`None`: the plain search)
        // in `share` of the time left.
        let attempt = |k: Option<u32>, share: u32| {
            let mut o = base.clone();
            o.stop_at_thread_limit = false;
            o.vm.counter_bound = k;
            o.max_time =
                Some(Duration::from_secs_f64(c.max_time).saturating_sub(start.elapsed()) / share);
            base.monitor.take_restart();
            let ran = crate::check::run(&prog, &o);
            (o, ran)
        };
        let ended =
            |ch: &crate::check::Checked<'_>| ch.report.verdict != crate::check::Verdict::Incomplete;
        let mut done = false;
        for k in 1..=top {
            // Refused (the property or the program does not allow it): the plain search.
            let (o, Ok(ch)) = attempt(Some(k), top - k + 2) else {
                break;
            };
            done = ended(&ch);
            if done || ch.report.counter.is_some() {
                checked = ch;
                opts = o;
            }
            if done {
                break;
            }
        }
        if !done {
            // The plain search in the time left: it may still find a counterexample.
            if let (o, Ok(ch)) = attempt(None, 1)
                && (ended(&ch) || checked.report.counter.is_none())
            {
                checked = ch;
                opts = o;
            }
        }
    }
    let v = svcomp::verdict(property, &checked.report, &opts);
    if let (SvVerdict::False(_), Some(dir)) = (&v, &c.witness_dir)
        && let Some(f) = checked
            .report
            .findings
            .iter()
            .find(|f| f.kind != FindingKind::Unsupported)
    {
        let name = input
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let source = source_of(&file, &prog);
        let w = svcomp::witness::graphml(
            &checked.sys,
            f,
            property,
            &source,
            &super::check::name_in_debug_info(&prog, &name),
            task.data_model,
        )?;
        let stem = task
            .path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let out = dir.join(format!("{stem}.{}.graphml", property_name(property)));
        std::fs::write(&out, w).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    let (status, points) = score(&v, expected, sub);
    Ok(Run {
        verdict: v.to_string(),
        status: status.into(),
        score: points,
        seconds: start.elapsed().as_secs_f64(),
        states: checked.report.stats.counters.stored,
        ..base
    })
}

/// `pancam svcomp`.
pub fn svcomp(c: SvcompCmd) -> Result<ExitCode, CliError> {
    if !(c.max_time.is_finite() && c.max_time > 0.0) {
        return Err(CliError::usage(
            "--max-time: expected a positive number of seconds".to_string(),
        ));
    }
    if c.jobs == 0 || c.jobs > 256 {
        return Err(CliError::usage(format!(
            "--jobs {}: expected 1 to 256",
            c.jobs
        )));
    }
    if let Some(d) = &c.witness_dir
        && let Err(e) = std::fs::create_dir_all(d)
    {
        return Err(CliError::usage(format!(
            "cannot create {}: {e}",
            d.display()
        )));
    }
    let mut tasks = Vec::new();
    for t in &c.tasks {
        match Task::load(t) {
            Ok(task) => tasks.push(task),
            Err(e) => {
                return Err(CliError::usage(e));
            }
        }
    }
    let jobs: Vec<(&Task, usize)> = tasks
        .iter()
        .flat_map(|t| (0..t.properties.len()).map(move |i| (t, i)))
        .collect();
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(c.jobs).build() {
        Ok(p) => p,
        Err(e) => {
            return Err(CliError::usage(e));
        }
    };
    let results: Vec<Result<Run, String>> = pool.install(|| {
        jobs.par_iter()
            .map(|(t, i)| {
                let p = &t.properties[*i];
                run_one(&c, t, &p.file, p.expected, p.subproperty.as_deref())
            })
            .collect()
    });
    let mut runs = Vec::new();
    for r in results {
        match r {
            Ok(r) => runs.push(r),
            Err(e) => {
                return Err(CliError::usage(e));
            }
        }
    }
    let count = |s: &str, exp: Option<&str>| {
        runs.iter()
            .filter(|r| {
                r.status == s
                    && exp.is_none_or(|e| r.expected.as_deref().is_some_and(|x| x.starts_with(e)))
            })
            .count()
    };
    let total: i32 = runs.iter().map(|r| r.score).sum();
    let max: i32 = runs
        .iter()
        .map(|r| match r.expected.as_deref() {
            Some("true") => 2,
            Some(_) => 1,
            None => 0,
        })
        .sum();
    let wrong = count("wrong", None);
    if c.json {
        let j = serde_json::json!({
            "runs": runs,
            "score": total,
            "max_score": max,
            "correct_true": count("correct", Some("true")),
            "correct_false": count("correct", Some("false")),
            "wrong_true": runs.iter().filter(|r| r.status == "wrong" && r.verdict == "TRUE").count(),
            "wrong_false": runs.iter().filter(|r| r.status == "wrong" && r.verdict != "TRUE").count(),
            "unknown": count("unknown", None),
        });
        println!("{}", serde_json::to_string_pretty(&j).unwrap_or_default());
    } else {
        println!(
            "{:<44} {:<16} {:<22} {:<9} {:>5} {:>8}  verdict",
            "task", "property", "expected", "status", "score", "time(s)"
        );
        for r in &runs {
            let name = Path::new(&r.task)
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let cat = Path::new(&r.task)
                .parent()
                .and_then(|p| p.file_name())
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            println!(
                "{:<44} {:<16} {:<22} {:<9} {:>5} {:>8.2}  {}",
                format!("{cat}/{name}"),
                r.property,
                r.expected.as_deref().unwrap_or("-"),
                r.status,
                r.score,
                r.seconds,
                r.verdict
            );
        }
        println!(
            "\n{} runs: {} correct ({} true, {} false), {} wrong, {} unknown; score {total} of {max}",
            runs.len(),
            count("correct", None),
            count("correct", Some("true")),
            count("correct", Some("false")),
            wrong,
            count("unknown", None)
        );
    }
    Ok(if wrong > 0 { 1 } else { 0 })
}
