//! `pancam sweep`: context-bound sweeps. Every (bound, granularity) pair is checked; the
//! granularities run in parallel (rayon), the bounds of one granularity in increasing order so
//! that a line can stop once its state count stops changing (the bound exceeds what the
//! program can use). Prints a table, writes it as CSV and draws an SVG plot of states against
//! bound with one line per granularity and the bounds where a violation was found marked, like
//! Figs. 3.12–3.13 of the dissertation.

use super::check::GranArg;
use super::{CFlags, CliError, ExitCode};
use crate::check::{AbstractionSpec, CheckOptions, Incomplete, Verdict};
use crate::explore::StoreMode;
use clap::Args;
use plotters::prelude::*;
use rayon::prelude::*;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

/// Flags of `pancam sweep`.
#[derive(Args, Debug)]
pub struct SweepCmd {
    /// The program: a .c file (compiled with clang, cached) or a .ll file.
    pub file: PathBuf,
    #[command(flatten)]
    pub cflags: CFlags,
    /// Context bounds to sweep: `LO..=HI`, `LO..HI` or a comma list.
    #[arg(long, default_value = "0..=8", allow_hyphen_values = true)]
    pub bounds: String,
    /// Granularities to compare (comma-separated).
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        default_value = "shared-access,superstep"
    )]
    pub granularity: Vec<GranArg>,
    /// Directory for the CSV and SVG files (default: the current directory).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Time limit per check in seconds.
    #[arg(long, value_name = "SECONDS")]
    pub max_time: Option<f64>,
    /// A C function of the program returning int that must be non-zero in every state.
    #[arg(long = "invariant", value_name = "NAME")]
    pub invariants: Vec<String>,
    /// Do not stop a line when its state count stops changing.
    #[arg(long)]
    pub no_early_stop: bool,
    /// Match states only on these globals (as for `check`). May hide bugs.
    #[arg(long = "match", value_delimiter = ',', value_name = "NAMES")]
    pub match_globals: Vec<String>,
    /// Match states on the bytes written by `pancam_abstract` of this C (or .ll) file (as
    /// for `check`). May hide bugs.
    #[arg(long, value_name = "FILE")]
    pub abstraction: Option<PathBuf>,
    #[command(flatten)]
    pub memory: super::MemoryArgs,
}

/// Why a line of the sweep stopped before the last bound.
#[derive(Clone, Copy, Debug)]
enum Saturation {
    /// The state count did not change from the previous bound.
    Unchanged(u32),
    /// No transition was cut by the bound: the search was complete.
    NeverReached(u32),
}

/// One row of a sweep.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    /// Context bound.
    pub bound: u32,
    /// Granularity.
    pub granularity: String,
    /// `violation`; `bounded` (none within the bound); `holds` (none, and the bound was
    /// never reached: the search was complete); `abstracted` (none, the bound was never
    /// reached, but under an abstraction); `incomplete` (a limit stopped it).
    pub verdict: String,
    /// States stored.
    pub states: u64,
    /// Transitions.
    pub transitions: u64,
    /// Seconds.
    pub seconds: f64,
    /// Moves of the first counterexample (0 if none).
    pub cx_length: usize,
}

fn parse_bounds(s: &str) -> Result<Vec<u32>, String> {
    let bad = || format!("bad --bounds '{s}': expected LO..=HI, LO..HI or a comma list");
    if let Some((a, b)) = s.split_once("..") {
        let lo: u32 = a.trim().parse().map_err(|_| bad())?;
        let (hi, incl) = match b.strip_prefix('=') {
            Some(h) => (h, true),
            None => (b, false),
        };
        let hi: u32 = hi.trim().parse().map_err(|_| bad())?;
        let hi = if incl { hi } else { hi.saturating_sub(1) };
        if lo > hi {
            return Err(bad());
        }
        Ok((lo..=hi).collect())
    } else {
        s.split(',')
            .map(|x| x.trim().parse().map_err(|_| bad()))
            .collect()
    }
}

/// `pancam sweep`.
pub fn sweep(c: SweepCmd) -> Result<ExitCode, CliError> {
    let bounds = match parse_bounds(&c.bounds) {
        Ok(b) => b,
        Err(e) => {
            return Err(CliError::usage(e));
        }
    };
    if c.abstraction.is_some() && !c.match_globals.is_empty() {
        return Err(CliError::usage(
            "--match and --abstraction exclude each other".to_string(),
        ));
    }
    let extra: Vec<PathBuf> = c.abstraction.iter().cloned().collect();
    let prog = match crate::load::load_with(&c.file, &extra, &c.cflags.options()) {
        Ok(p) => p,
        Err(e) => return Err(CliError::load(&e)),
    };
    let abstraction = if c.abstraction.is_some() {
        AbstractionSpec::Function
    } else if !c.match_globals.is_empty() {
        AbstractionSpec::Globals(c.match_globals.clone())
    } else {
        AbstractionSpec::None
    };
    let mut base = CheckOptions {
        invariants: c.invariants.clone(),
        abstraction: abstraction.clone(),
        // The whole (bounded) state space, so counts compare across bounds.
        store: StoreMode::Exact,
        max_violations: 0,
        max_time: c.max_time.map(std::time::Duration::from_secs_f64),
        args: vec![c.file.display().to_string()],
        ..CheckOptions::default()
    };
    c.memory.apply(&mut base.vm);
    super::interrupt::cancel_on_ctrl_c(&base.monitor);
    // Validate names once, before the parallel lines.
    if let Err(e) = crate::check::model(&prog, &base) {
        return Err(CliError::usage(e));
    }
    let lines: Vec<(Vec<Row>, Option<Saturation>)> = c
        .granularity
        .par_iter()
        .map(|&g| {
            let mut rows: Vec<Row> = Vec::new();
            let mut saturated = None;
            for &k in &bounds {
                let opts = CheckOptions {
                    granularity: g.vm(),
                    context_bound: Some(k),
                    ..base.clone()
                };
                let t0 = Instant::now();
                let Ok(ch) = crate::check::run(&prog, &opts) else {
                    break;
                };
                let r = &ch.report;
                // Only the bound or the abstraction left the search incomplete?
                let only = |f: &dyn Fn(&Incomplete) -> bool| r.incomplete.iter().all(f);
                let verdict = match r.verdict {
                    Verdict::Violated => "violation",
                    Verdict::CannotCheck => "cannot-check",
                    Verdict::Holds => "holds",
                    Verdict::Incomplete
                        if only(&|i| {
                            matches!(i, Incomplete::ContextBound { .. } | Incomplete::Abstraction)
                        }) && r
                            .incomplete
                            .iter()
                            .any(|i| matches!(i, Incomplete::ContextBound { .. })) =>
                    {
                        "bounded"
                    }
                    // Under an abstraction nothing is verified.
                    Verdict::Incomplete if only(&|i| matches!(i, Incomplete::Abstraction)) => {
                        "abstracted"
                    }
                    Verdict::Incomplete => "incomplete",
                };
                let row = Row {
                    bound: k,
                    granularity: super::check::gran_name(g.vm()).to_string(),
                    verdict: verdict.to_string(),
                    states: r.stats.counters.stored,
                    transitions: r.stats.counters.transitions,
                    seconds: t0.elapsed().as_secs_f64(),
                    cx_length: r.findings.first().map(|x| x.cx.path.len()).unwrap_or(0),
                };
                // A line stops once larger bounds cannot change anything: the bound was
                // never reached (the search was complete), or no new state was reachable
                // with one more preemption (then none is with any more: the last
                // preemption of a longer schedule starts from a state already reachable
                // within the smaller bound, `sched.last` being part of the state).
                let stop = if row.verdict == "holds" || row.verdict == "abstracted" {
                    Some(Saturation::NeverReached(k))
                } else if rows
                    .last()
                    .is_some_and(|p| p.states == row.states && p.verdict == row.verdict)
                {
                    Some(Saturation::Unchanged(k))
                } else {
                    None
                };
                rows.push(row);
                if stop.is_some() && !c.no_early_stop {
                    saturated = stop;
                    break;
                }
            }
            (rows, saturated)
        })
        .collect();
    // Table.
    println!(
        "{:>5}  {:<14} {:<11} {:>10} {:>12} {:>9} {:>8}",
        "bound", "granularity", "verdict", "states", "transitions", "time(s)", "cx len"
    );
    for (rows, sat) in &lines {
        for r in rows {
            println!(
                "{:>5}  {:<14} {:<11} {:>10} {:>12} {:>9.3} {:>8}",
                r.bound,
                r.granularity,
                r.verdict,
                r.states,
                r.transitions,
                r.seconds,
                if r.cx_length > 0 {
                    r.cx_length.to_string()
                } else {
                    "-".into()
                }
            );
        }
        match (sat, rows.first()) {
            (Some(Saturation::Unchanged(k)), Some(r)) => println!(
                "       {}: state count unchanged at bound {k}: larger bounds explore nothing \
                 new (line stopped)",
                r.granularity
            ),
            (Some(Saturation::NeverReached(k)), Some(r)) => println!(
                "       {}: bound {k} never reached, the search was complete (line stopped)",
                r.granularity
            ),
            _ => {}
        }
    }
    // CSV and SVG.
    let dir = c.out.clone().unwrap_or_else(|| PathBuf::from("."));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return Err(CliError::usage(format!(
            "cannot create {}: {e}",
            dir.display()
        )));
    }
    let stem = c
        .file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "program".into());
    let csv = dir.join(format!("{stem}-sweep.csv"));
    let mut text = String::from("bound,granularity,verdict,states,transitions,seconds,cx_length\n");
    for (rows, _) in &lines {
        for r in rows {
            text.push_str(&format!(
                "{},{},{},{},{},{:.6},{}\n",
                r.bound, r.granularity, r.verdict, r.states, r.transitions, r.seconds, r.cx_length
            ));
        }
    }
    if let Err(e) = std::fs::write(&csv, text) {
        return Err(CliError::usage(format!(
            "cannot write {}: {e}",
            csv.display()
        )));
    }
    let svg = dir.join(format!("{stem}-sweep.svg"));
    if let Err(e) = plot(&svg, &stem, &lines, &bounds) {
        return Err(CliError::usage(format!(
            "cannot draw {}: {e}",
            svg.display()
        )));
    }
    println!("\nwrote {} and {}", csv.display(), svg.display());
    let any_violation = lines
        .iter()
        .any(|(rows, _)| rows.iter().any(|r| r.verdict == "violation"));
    let verified = lines
        .iter()
        .any(|(rows, _)| rows.iter().any(|r| r.verdict == "holds"));
    Ok(if any_violation {
        1
    } else if verified {
        0
    } else {
        3
    })
}

fn plot(
    path: &std::path::Path,
    title: &str,
    lines: &[(Vec<Row>, Option<Saturation>)],
    bounds: &[u32],
) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::new(path, (820, 520)).into_drawing_area();
    root.fill(&WHITE)?;
    let max_states = lines
        .iter()
        .flat_map(|(r, _)| r.iter().map(|x| x.states))
        .max()
        .unwrap_or(1)
        .max(1);
    let (lo, hi) = (*bounds.first().unwrap_or(&0), *bounds.last().unwrap_or(&1));
    // States grow exponentially with the bound and differ by orders of magnitude between
    // granularities: a logarithmic axis shows every line.
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!("{title}: states against context bound"),
            ("sans-serif", 20),
        )
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(80)
        .build_cartesian_2d(
            lo..hi.max(lo + 1),
            (1u64..(max_states * 2).max(10)).log_scale(),
        )?;
    chart
        .configure_mesh()
        .x_desc("context bound")
        .y_desc("states stored (log scale)")
        .draw()?;
    let colours = [BLUE, RED, GREEN, MAGENTA, CYAN, BLACK];
    for (i, (rows, _)) in lines.iter().enumerate() {
        let colour = colours[i % colours.len()];
        let Some(first) = rows.first() else { continue };
        let pts: Vec<(u32, u64)> = rows.iter().map(|r| (r.bound, r.states.max(1))).collect();
        chart
            .draw_series(LineSeries::new(pts.clone(), colour.stroke_width(2)))?
            .label(first.granularity.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour));
        // Bounded (incomplete) points hollow, complete ones filled.
        chart.draw_series(rows.iter().filter(|r| r.verdict != "violation").map(|r| {
            let style = if r.verdict == "bounded" || r.verdict == "incomplete" {
                colour.stroke_width(2)
            } else {
                colour.filled()
            };
            Circle::new((r.bound, r.states.max(1)), 4, style)
        }))?;
        // Bounds where a violation was found: a cross.
        chart.draw_series(
            rows.iter()
                .filter(|r| r.verdict == "violation")
                .map(|r| Cross::new((r.bound, r.states.max(1)), 8, colour.stroke_width(3))),
        )?;
    }
    // Legend entries for the marks.
    let (lx, ly) = (hi, 1u64);
    chart
        .draw_series(std::iter::once(Cross::new(
            (lx, ly),
            0,
            BLACK.stroke_width(3),
        )))?
        .label("violation found")
        .legend(|(x, y)| Cross::new((x + 10, y), 6, BLACK.stroke_width(3)));
    chart
        .draw_series(std::iter::once(Circle::new(
            (lx, ly),
            0,
            BLACK.stroke_width(2),
        )))?
        .label("bounded: none within the bound (incomplete)")
        .legend(|(x, y)| Circle::new((x + 10, y), 4, BLACK.stroke_width(2)));
    chart
        .draw_series(std::iter::once(Circle::new((lx, ly), 0, BLACK.filled())))?
        .label("holds: the bound was never reached (complete)")
        .legend(|(x, y)| Circle::new((x + 10, y), 4, BLACK.filled()));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .border_style(BLACK)
        .background_style(WHITE.mix(0.8))
        .draw()?;
    root.present()?;
    Ok(())
}
