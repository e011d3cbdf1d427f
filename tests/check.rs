//! Model-checking tests: `pancam check` and `pancam replay` on small multithreaded C programs
//! in `tests/check`, one per pthread feature, search option or property, each in a correct
//! (holds) and a buggy (violation) version.
//!
//! Each program says what the search must find in comments:
//!
//! - `// RUN: FLAGS => EXPECT` (one or more): run `pancam check NAME.OL.ll FLAGS`; EXPECT is
//!   `holds` (exit 0, complete), `incomplete` optionally followed by `: TEXT`, a substring of
//!   the verdict (exit 3), `violation` (exit 1, the counterexample is one of the annotated
//!   violations), `violations` (exit 1, the counterexamples, with `--max-violations 0`, are
//!   exactly the annotated violations) or `error: TEXT` (exit 2, TEXT in stderr).
//! - `// VIOLATION: KIND` after the code of a line: a violation of kind KIND reported at that
//!   line. For `invariant violated`, which has no location, the line is where the last step
//!   of the counterexample ends (the write that breaks the invariant).
//! - `// MESSAGE: TEXT`: a substring of the first counterexample's message; `{file}`,
//!   `{line}` (the reported violation's line) and `{@NAME}` (the line marked `// @NAME`)
//!   expand to the program's file name and line numbers.
//! - `// CHOICE: N`: the counterexample's schedule (as `pancam replay` prints it) contains
//!   the nondeterministic choice `N`, or (a lazy input) shows an input that returns `N` on
//!   the counterexample's path.
//! - `// LEVELS: O1 O2`: the optimisation levels the program is compiled at (default: O0 and
//!   O2); the program's header says why when it is not the default.
//! - `// PANCAM-BUG: ID [LEVEL…] [GRANULARITY…] [--FLAG…]`: the runs of the program at those
//!   levels and granularities (all when none are given) whose RUN line has those flags hit
//!   the known pancam bug ID of [`KNOWN_BUGS`].
//!   They are left out of the main test; each bug has an `#[ignore]`d `bug_*` test that runs
//!   exactly them and passes once the bug is fixed (there are none at present).
//!
//! Every RUN is checked at every level under each granularity (`instruction`, `block`,
//! `shared-access`, `superstep`), under `superstep` also with `--por none` (plain supersteps
//! beside the stubborn-set reduction, which is the default) and, at the first level, with
//! `--workers 2`, and, at the first level under `shared-access`, also with
//! `--store hash-compaction`, with
//! `--store bitstate` (the same verdicts, but exit 3 instead of 0 when nothing is found)
//! and with `--workers 2` (the same verdict; for a complete search, the same number of stored
//! states), unless its flags already choose a store, workers or a limit. Under `superstep`
//! at the first level, a run of a safety property is also checked with the distributed
//! search, its ranks threads of one process with two search threads each
//! (`--ranks-in-process 3 --workers 2`): the same verdict, a
//! counterexample that replays, and for a complete search the same number of stored states.
//!
//! For every counterexample: the kind and line are an annotated violation's, `"replayed"` is
//! true, the MESSAGE texts appear, and for a violation a step causes (everything but
//! deadlocks, data races and invariants) the schedule's last step ends at the annotated line
//! in the function that contains it; the trail written with `--trail` replays with
//! `pancam replay` (exit 1, `reproduced: …`). For a complete search the number of stored
//! states does not grow from a granularity to a coarser one.
//!
//! Tests:
//! - `committed_ir_gives_annotated_verdicts`: the committed `.ll` files.
//! - `regenerated_ir_still_gives_annotated_verdicts`: regenerates the IR with the local clang
//!   (`scripts/regen-check-tests.sh`) into a temporary directory and checks every RUN at
//!   the default granularity (ignored without clang 14–19).
//! - `text_reports`: the human-readable output of a deadlock, a time-limited search and a
//!   replay.
//! - `every_program_is_annotated_and_has_committed_ir`: annotations parse, every program has
//!   its `.ll` files (tracked by git) and no stray ones, the known bugs are those annotated.
//! - `bug_*`: one ignored test per known bug.
//!
//! `PANCAM_CHECK_ONLY=a,b` selects programs whose name contains one of the substrings.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use common::{RunResult, TempDir, parallel_map, root, run_pancam, text, worker_count};
use serde_json::Value;

const PANCAM_TIMEOUT: Duration = Duration::from_secs(60);
const REGEN_TIMEOUT: Duration = Duration::from_secs(600);
const DEFAULT_LEVELS: [&str; 2] = ["O0", "O2"];
const GRANULARITIES: [&str; 4] = ["instruction", "block", "shared-access", "superstep"];
/// Flags after which a run is not repeated with other stores and worker counts.
const NO_MATRIX_FLAGS: [&str; 6] = [
    "--store",
    "--workers",
    "--depth",
    "--max-time",
    "--max-violations",
    "--max-memory",
];

/// Flags of runs the distributed search does not take (LTL, other searches).
const NO_DISTRIBUTED_FLAGS: [&str; 4] = ["--ltl", "--swarm", "--search", "--fair"];

/// A known pancam bug: programs name it in a `// PANCAM-BUG:` line.
struct KnownBug {
    id: &'static str,
    summary: &'static str,
}

/// The known bugs (none at present). To record one: add it here, mark the affected runs
/// with `// PANCAM-BUG: ID …` and add an `#[ignore]`d test that calls `check_bug("ID")`.
const KNOWN_BUGS: [KnownBug; 0] = [];

fn check_dir() -> PathBuf {
    root().join("tests").join("check")
}

#[path = "check/annotations.rs"]
mod annotations;

use annotations::{Expect, Program, RunSpec, ViolationSpec, all_programs, is_state_kind};

// ---- cases ----

/// How a case changes its RUN's flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Variant {
    Base,
    HashCompaction,
    Bitstate,
    Workers2,
    /// Supersteps without the stubborn-set reduction (`--por none`).
    NoPor,
    /// The distributed search, three ranks as threads of two search threads each
    /// (`--ranks-in-process 3 --workers 2`).
    Ranks3,
}

impl Variant {
    fn flags(self) -> &'static [&'static str] {
        match self {
            Variant::Base => &[],
            Variant::HashCompaction => &["--store", "hash-compaction"],
            Variant::Bitstate => &["--store", "bitstate"],
            Variant::Workers2 => &["--workers", "2"],
            Variant::NoPor => &["--por", "none"],
            Variant::Ranks3 => &["--ranks-in-process", "3", "--workers", "2"],
        }
    }
}

/// One pancam invocation to check.
struct Case<'p> {
    prog: &'p Program,
    level: String,
    run: usize,
    gran: &'static str,
    variant: Variant,
}

impl Case<'_> {
    fn spec(&self) -> &RunSpec {
        &self.prog.runs[self.run]
    }

    fn bug(&self) -> Option<&str> {
        self.prog.bug(&self.level, self.gran, &self.spec().flags)
    }

    /// The expectation, adjusted for the variant: an inexact store cannot say "holds".
    fn expect(&self) -> Expect {
        match (&self.spec().expect, self.variant) {
            (Expect::Holds, Variant::HashCompaction) => {
                Expect::Incomplete(Some("hash-compaction store".into()))
            }
            (Expect::Holds, Variant::Bitstate) => Expect::Incomplete(Some("bitstate store".into())),
            (e, _) => e.clone(),
        }
    }

    fn args(&self) -> Vec<String> {
        let mut a = vec!["--granularity".to_string(), self.gran.to_string()];
        a.extend(self.spec().flags.iter().cloned());
        a.extend(self.variant.flags().iter().map(|s| s.to_string()));
        a
    }

    fn describe(&self) -> String {
        format!(
            "{}.{}.ll {}",
            self.prog.name,
            self.level,
            self.args().join(" ")
        )
    }
}

/// Every case of the programs: each RUN at each level and granularity, and the store and
/// worker variants under `shared-access` at the program's first level.
fn all_cases(programs: &[Program]) -> Vec<Case<'_>> {
    let mut cases = Vec::new();
    for p in programs {
        for (i, level) in p.levels.iter().enumerate() {
            for (run, spec) in p.runs.iter().enumerate() {
                for gran in GRANULARITIES {
                    let mut variants = vec![Variant::Base];
                    if i == 0 && gran == "shared-access" && spec.in_matrix() {
                        variants.extend([
                            Variant::HashCompaction,
                            Variant::Bitstate,
                            Variant::Workers2,
                        ]);
                    }
                    // Stubborn sets (the default) against plain supersteps at every level,
                    // and two workers on the reduced graph (which is a function of the
                    // state: the same number of states).
                    if gran == "superstep" && !spec.flags.iter().any(|f| f == "--por") {
                        variants.push(Variant::NoPor);
                        if i == 0 && spec.in_matrix() {
                            variants.push(Variant::Workers2);
                        }
                    }
                    // The distributed search (ranks as threads): safety properties, at the
                    // first level, under the default granularity.
                    if i == 0
                        && gran == "superstep"
                        && spec.in_matrix()
                        && !NO_DISTRIBUTED_FLAGS.iter().any(|f| spec.has_flag(f))
                    {
                        variants.push(Variant::Ranks3);
                    }
                    for variant in variants {
                        cases.push(Case {
                            prog: p,
                            level: level.clone(),
                            run,
                            gran,
                            variant,
                        });
                    }
                }
            }
        }
    }
    cases
}

/// What one case did.
struct CaseResult {
    problems: Vec<String>,
    /// Stored states of a complete search, for the cross-case comparisons.
    stored: Option<u64>,
    output: String,
    /// Wall-clock time of the check and replay.
    elapsed: Duration,
}

fn pancam(dir: &Path, args: &[String]) -> Result<RunResult, String> {
    run_pancam(dir, args, PANCAM_TIMEOUT)
}

/// Runs one case from `ir_dir`, writing its trail into `trail_dir`.
fn run_case(ir_dir: &Path, trail_dir: &Path, id: usize, c: &Case) -> CaseResult {
    let start = std::time::Instant::now();
    let mut res = CaseResult {
        problems: Vec::new(),
        stored: None,
        output: String::new(),
        elapsed: Duration::ZERO,
    };
    let ll = format!("{}.{}.ll", c.prog.name, c.level);
    if !ir_dir.join(&ll).is_file() {
        res.problems.push(format!("missing IR file {ll}"));
        return res;
    }
    let trail = trail_dir.join(format!("{id}.trail.json"));
    let mut args = vec![
        "check".to_string(),
        ll,
        "--json".to_string(),
        "--trail".into(),
    ];
    args.push(trail.display().to_string());
    args.extend(c.args());
    let r = match pancam(ir_dir, &args) {
        Ok(r) => r,
        Err(e) => {
            res.problems.push(e);
            return res;
        }
    };
    res.output = format!("{}{}", text(&r.stderr), text(&r.stdout));
    let expect = c.expect();
    let want_code = match expect {
        Expect::Holds => 0,
        Expect::Violation | Expect::AllViolations => 1,
        Expect::Incomplete(_) => 3,
        Expect::UsageError(_) => 2,
    };
    if r.code() != Some(want_code) {
        res.problems
            .push(format!("exit: expected {want_code}, got {}", r.describe()));
    }
    if let Expect::UsageError(t) = &expect {
        if !text(&r.stderr).contains(t.as_str()) {
            res.problems.push(format!("stderr does not contain `{t}`"));
        }
        return res;
    }
    let j: Value = match serde_json::from_slice(&r.stdout) {
        Ok(j) => j,
        Err(e) => {
            res.problems.push(format!("stdout is not JSON: {e}"));
            return res;
        }
    };
    let verdict = j["verdict"].as_str().unwrap_or_default();
    if j["exit_code"].as_i64() != r.code().map(i64::from) {
        res.problems
            .push(format!("JSON exit_code {} differs", j["exit_code"]));
    }
    let stored = j["statistics"]["counters"]["stored"].as_u64();
    if stored.unwrap_or(0) == 0 {
        res.problems
            .push("no stored states in the statistics".into());
    }
    let cxs = j["counterexamples"].as_array().cloned().unwrap_or_default();
    match &expect {
        Expect::Holds | Expect::Incomplete(_) => {
            if !cxs.is_empty() {
                res.problems.push(format!(
                    "unexpected counterexample: {}: {} at {}",
                    cxs[0]["kind"], cxs[0]["message"], cxs[0]["location"]
                ));
            }
            if let Expect::Incomplete(Some(t)) = &expect
                && !verdict.contains(t.as_str())
            {
                res.problems
                    .push(format!("verdict `{verdict}` does not contain `{t}`"));
            }
            if expect == Expect::Holds {
                if j["complete"] != Value::Bool(true) {
                    res.problems
                        .push("JSON says the search is incomplete".into());
                }
                res.stored = stored;
            }
        }
        Expect::Violation | Expect::AllViolations => {
            res.problems.extend(check_counterexamples(c, &cxs));
            res.problems.extend(check_replay(ir_dir, c.prog, &trail));
        }
        Expect::UsageError(_) => unreachable!("handled above"),
    }
    let _ = std::fs::remove_file(&trail);
    res.elapsed = start.elapsed();
    res
}

/// The annotated violation a counterexample matches, or why none does.
fn match_violation<'p>(p: &'p Program, cx: &Value) -> Result<&'p ViolationSpec, String> {
    let kind = cx["kind"].as_str().unwrap_or_default();
    let loc = cx["location"].as_str().unwrap_or_default();
    let last_line = last_step_line(cx).map(|(_, l, _)| l);
    let line = if kind == "invariant violated" {
        if !loc.is_empty() {
            return Err(format!("an invariant violation with a location `{loc}`"));
        }
        last_line.and_then(|l| line_of(&l, &p.file()))
    } else {
        line_of(loc, &p.file())
    };
    p.violations
        .iter()
        .find(|v| v.kind == kind && Some(v.line) == line)
        .ok_or_else(|| {
            let want: Vec<String> = p
                .violations
                .iter()
                .map(|v| format!("{} at line {}", v.kind, v.line))
                .collect();
            format!(
                "counterexample `{kind}` at `{loc}` (message `{}`) is none of [{}]",
                cx["message"].as_str().unwrap_or_default(),
                want.join(", ")
            )
        })
}

/// The line of a `FILE:LINE[:COL]` location in `file`.
fn line_of(loc: &str, file: &str) -> Option<u32> {
    let rest = loc.strip_prefix(file)?.strip_prefix(':')?;
    rest.split(':').next()?.parse().ok()
}

/// (function, location, note) of the last line of the schedule's last step.
fn last_step_line(cx: &Value) -> Option<(String, String, String)> {
    let step = cx["schedule"].as_array()?.last()?;
    let line = step["lines"].as_array()?.last()?;
    Some((
        line["func"].as_str()?.to_string(),
        line["location"].as_str()?.to_string(),
        step["note"].as_str().unwrap_or_default().to_string(),
    ))
}

fn check_counterexamples(c: &Case, cxs: &[Value]) -> Vec<String> {
    let p = c.prog;
    let mut errs = Vec::new();
    let Some(first) = cxs.first() else {
        return vec!["no counterexample".into()];
    };
    let mut found = BTreeSet::new();
    for (i, cx) in cxs.iter().enumerate() {
        let v = match match_violation(p, cx) {
            Ok(v) => v,
            Err(e) => {
                errs.push(e);
                continue;
            }
        };
        found.insert(v.line);
        if cx["replayed"] != Value::Bool(true) {
            errs.push(format!("counterexample {i} is not replayed"));
        }
        if !is_state_kind(&v.kind) {
            match last_step_line(cx) {
                Some((func, loc, note)) => {
                    if line_of(&loc, &p.file()) != Some(v.line) || func != v.func {
                        errs.push(format!(
                            "the last step ends in {func} at {loc}, not in {} at line {}",
                            v.func, v.line
                        ));
                    }
                    if !note.starts_with(&v.kind) {
                        errs.push(format!("the last step's note is `{note}`"));
                    }
                }
                None => errs.push("the schedule's last step has no line".into()),
            }
        }
        if i == 0 {
            let msg = cx["message"].as_str().unwrap_or_default();
            for m in &p.messages {
                let m = p.expand(m, v.line);
                if !msg.contains(&m) {
                    errs.push(format!("message `{msg}` does not contain `{m}`"));
                }
            }
        }
    }
    if c.expect() == Expect::AllViolations {
        let want: BTreeSet<u32> = p.violations.iter().map(|v| v.line).collect();
        if found != want {
            errs.push(format!(
                "violations found at lines {found:?}, annotated at {want:?}"
            ));
        }
    } else if cxs.len() != 1 {
        errs.push(format!("{} counterexamples, expected 1", cxs.len()));
    }
    if first["schedule"].as_array().is_none_or(|s| s.is_empty()) {
        errs.push("the counterexample has no schedule".into());
    }
    errs
}

/// `pancam replay` of the trail: exit 1, `reproduced: …`, and the annotated choice.
fn check_replay(ir_dir: &Path, p: &Program, trail: &Path) -> Vec<String> {
    if !trail.is_file() {
        return vec!["no trail written".into()];
    }
    let args = vec!["replay".to_string(), trail.display().to_string()];
    let r = match pancam(ir_dir, &args) {
        Ok(r) => r,
        Err(e) => return vec![e],
    };
    let out = text(&r.stdout);
    let mut errs = Vec::new();
    if r.code() != Some(1) || !out.contains("\nreproduced: ") {
        let tail: Vec<&str> = out.lines().rev().take(2).collect();
        errs.push(format!(
            "replay: {} ({}{})",
            r.describe(),
            tail.join(" / "),
            text(&r.stderr).trim()
        ));
    }
    if let Some(n) = &p.choice
        && !out.lines().any(|l| {
            l.ends_with(&format!(" choice: {n}"))
                || l.ends_with(&format!(" returns {n} on this path)"))
        })
    {
        errs.push(format!(
            "the replayed schedule has no `choice: {n}` nor an input returning {n}"
        ));
    }
    errs
}

/// Runs the cases and the cross-case comparisons; returns the report of every problem.
fn check_cases(ir_dir: &Path, cases: &[&Case], what: &str) -> Option<String> {
    assert!(!cases.is_empty(), "{what}: no cases selected");
    let trails = TempDir::new("pancam-check-trails").expect("cannot create a temporary directory");
    let start = std::time::Instant::now();
    let jobs: Vec<(usize, &Case)> = cases.iter().copied().enumerate().collect();
    let results = parallel_map(&jobs, worker_count(), |&(i, c)| {
        run_case(ir_dir, trails.path(), i, c)
    });
    let programs: BTreeSet<&str> = cases.iter().map(|c| c.prog.name.as_str()).collect();
    let mut slowest: Vec<(Duration, String)> = cases
        .iter()
        .zip(&results)
        .map(|(c, r)| (r.elapsed, c.describe()))
        .collect();
    slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
    eprintln!(
        "{what}: {} runs of {} programs in {:.2?}; slowest:",
        cases.len(),
        programs.len(),
        start.elapsed()
    );
    for (t, c) in slowest.iter().take(8) {
        eprintln!("  {t:>8.2?}  {c}");
    }
    let mut report = String::new();
    let mut failures = 0;
    for (c, r) in cases.iter().zip(&results) {
        if r.problems.is_empty() {
            continue;
        }
        failures += 1;
        let _ = writeln!(report, "\n=== {}:", c.describe());
        for p in &r.problems {
            let _ = writeln!(report, "  {p}");
        }
        for l in r.output.lines().take(12) {
            let shown: String = l.chars().take(240).collect();
            let _ = writeln!(report, "    | {shown}");
        }
    }
    let cross = compare_state_counts(cases, &results);
    if !cross.is_empty() {
        let _ = writeln!(report, "\n=== state counts:");
        for p in &cross {
            let _ = writeln!(report, "  {p}");
        }
    }
    if report.is_empty() {
        None
    } else {
        Some(format!(
            "\n{what}: {failures} of {} runs failed, {} state-count problems\n{report}",
            cases.len(),
            cross.len()
        ))
    }
}

/// For complete searches: any number of workers stores as many states as one, and the count
/// does not grow from a granularity to a coarser one (`instruction` ⊑ `block` ⊑
/// `shared-access` ⊑ `superstep`; pairs where both cases ran and passed). Runs are compared
/// when their flags differ only in these options.
fn compare_state_counts(cases: &[&Case], results: &[CaseResult]) -> Vec<String> {
    type Key<'a> = (&'a str, &'a str, Vec<String>);
    // (granularity, workers, stored states) by program, level and the other flags.
    let mut groups: BTreeMap<Key, Vec<(&str, String, u64)>> = BTreeMap::new();
    for (c, r) in cases.iter().zip(results) {
        let (Some(n), true) = (r.stored, r.problems.is_empty()) else {
            continue;
        };
        let (mut flags, mut workers, mut ranks) = (Vec::new(), "1".to_string(), None);
        let args = c.args();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            match a.as_str() {
                "--granularity" => {
                    it.next();
                }
                "--workers" => workers = it.next().cloned().unwrap_or_default(),
                "--ranks-in-process" => ranks = it.next().cloned(),
                _ => flags.push(a.clone()),
            }
        }
        if let Some(r) = ranks {
            workers = format!("{r} ranks of {workers}");
        }
        groups
            .entry((&c.prog.name, &c.level, flags))
            .or_default()
            .push((c.gran, workers, n));
    }
    let mut errs = Vec::new();
    for ((name, level, flags), runs) in &groups {
        let here = format!("{name}.{level}.ll {}", flags.join(" "))
            .trim_end()
            .to_string();
        let one = |g: &str| runs.iter().find(|r| r.0 == g && r.1 == "1").map(|r| r.2);
        for (g, w, n) in runs {
            if let Some(m) = one(g)
                && m != *n
            {
                errs.push(format!(
                    "{here}: {n} states with {w} workers, {m} with 1 ({g})"
                ));
            }
        }
        for (i, &fine) in GRANULARITIES.iter().enumerate() {
            for &coarse in &GRANULARITIES[i + 1..] {
                if let (Some(f), Some(c)) = (one(fine), one(coarse))
                    && c > f
                {
                    errs.push(format!("{here}: {c} states at {coarse} > {f} at {fine}"));
                }
            }
        }
    }
    errs
}

/// The selected cases that hit no known bug (`None`) or the given bug.
fn cases_for<'a>(cases: &'a [Case<'a>], bug: Option<&str>) -> Vec<&'a Case<'a>> {
    let only = std::env::var("PANCAM_CHECK_ONLY").unwrap_or_default();
    let pats: Vec<&str> = only
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    cases
        .iter()
        .filter(|c| c.bug() == bug)
        .filter(|c| pats.is_empty() || pats.iter().any(|pat| c.prog.name.contains(pat)))
        .collect()
}

// ---- tests ----

#[test]
fn committed_ir_gives_annotated_verdicts() {
    let programs = all_programs();
    let cases = all_cases(&programs);
    if let Some(report) = check_cases(&check_dir(), &cases_for(&cases, None), "committed IR") {
        panic!("{report}");
    }
}

#[test]
#[cfg_attr(
    not(has_clang),
    ignore = "needs clang 14-19 (set PANCAM_CLANG or install clang-19)"
)]
fn regenerated_ir_still_gives_annotated_verdicts() {
    let regen = common::regenerate(
        &root().join("scripts").join("regen-check-tests.sh"),
        &check_dir(),
        REGEN_TIMEOUT,
    );
    regen.note_versions();
    let dir = &regen.dir;
    let programs = all_programs();
    let cases = all_cases(&programs);
    // The granularities, stores and worker counts test the search, not the IR: the base
    // runs at the default granularity suffice here (and keep the test file fast).
    let base: Vec<&Case> = cases_for(&cases, None)
        .into_iter()
        .filter(|c| c.variant == Variant::Base && c.gran == "superstep")
        .collect();
    if let Some(report) = check_cases(dir.path(), &base, "regenerated IR") {
        panic!("{report}");
    }
}

/// The human-readable reports: a deadlock with its schedule and statistics, and a search
/// stopped by its time limit.
#[test]
fn text_reports() {
    let programs = all_programs();
    let prog = |name: &str| {
        programs
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("no program {name}"))
    };
    let dir = check_dir();
    let mut errs = Vec::new();
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();

    let p = prog("lock_order_inversion");
    let r = pancam(&dir, &args(&["check", "lock_order_inversion.O0.ll"])).expect("pancam");
    let out = text(&r.stdout);
    let line = p.violations[0].line;
    let mut want = vec![
        format!("\nerror: {}:{line}:3: deadlock: ", p.file()),
        "\ncounterexample (".to_string(),
        " states, stored\n".to_string(),
        "\nverdict: violation found\n".to_string(),
    ];
    want.extend(p.messages.iter().map(|m| p.expand(m, line)));
    for w in &want {
        if !out.contains(w.as_str()) {
            errs.push(format!("deadlock report: no `{}`", w.trim()));
        }
    }
    if r.code() != Some(1) || out.contains("WARNING") {
        errs.push(format!("deadlock report: {}\n{out}", r.describe()));
    }

    // pthread objects in schedules: by meaning, per element of an array, not as the C
    // library's internal fields.
    for (file, want) in [
        (
            "mutex_array_deadlock.O0.ll",
            &[
                "[table.forks[1] = locked by T2]",
                "[table.forks[0] = locked by T1]",
            ][..],
        ),
        (
            "mutex_recursive_bad.O0.ll",
            &["m = locked by T1 (2 times)"][..],
        ),
        (
            "rwlock_readers.O2.ll",
            &["l = read-locked by 2 threads"][..],
        ),
        ("barrier_deadlock.O0.ll", &["b = 1 of 3 arrived"][..]),
    ] {
        let r = pancam(&dir, &args(&["check", file])).expect("pancam");
        let out = text(&r.stdout);
        for w in want {
            if !out.contains(w) {
                errs.push(format!("{file} schedule: no `{w}`\n{out}"));
            }
        }
        if out.contains("__data") || out.contains("__size") || out.contains("__align") {
            errs.push(format!("{file} schedule: glibc internals\n{out}"));
        }
    }

    let r = pancam(
        &dir,
        &args(&[
            "check",
            "max_time.O0.ll",
            "--nondet-range",
            "-200..200",
            "--max-time",
            "0.001",
        ]),
    )
    .expect("pancam");
    let out = text(&r.stdout);
    for w in [
        " states, stored\n",
        " transitions\n",
        "\nverdict: no violation found, but the search was incomplete: stopped at the time limit",
    ] {
        if !out.contains(w) {
            errs.push(format!("time-limit report: no `{}`", w.trim()));
        }
    }
    if r.code() != Some(3) || !r.stderr.is_empty() {
        errs.push(format!(
            "time-limit report: {}, stderr `{}`",
            r.describe(),
            text(&r.stderr)
        ));
    }
    assert!(errs.is_empty(), "{}", errs.join("\n"));
}

#[test]
fn every_program_is_annotated_and_has_committed_ir() {
    let programs = all_programs(); // panics on bad annotations
    let dir = check_dir();
    let mut problems = Vec::new();
    let mut expected_files: BTreeSet<String> = BTreeSet::new();
    for p in &programs {
        expected_files.insert(p.file());
        for l in &p.levels {
            let name = format!("{}.{l}.ll", p.name);
            match std::fs::read_to_string(dir.join(&name)) {
                Err(e) => problems.push(format!("{name}: {e}")),
                Ok(text) => {
                    let want = format!("source_filename = \"{}\"", p.file());
                    if !text.starts_with("; ModuleID") || !text.lines().any(|l| l == want) {
                        problems.push(format!("{name}: not clang output for {}", p.file()));
                    }
                }
            }
            expected_files.insert(name);
        }
    }
    for e in std::fs::read_dir(&dir).expect("read tests/check").flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.ends_with(".ll") && !expected_files.contains(&name) {
            problems.push(format!("{name}: stray IR (no such program or level)"));
        }
    }
    match std::fs::read_to_string(dir.join("CLANG_VERSION")) {
        Ok(v) if !v.trim().is_empty() => {}
        _ => problems.push("CLANG_VERSION is missing or empty".into()),
    }
    expected_files.insert("CLANG_VERSION".into());
    expected_files.insert("README.md".into());
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap_or_default();
    for p in &programs {
        if !readme.contains(&format!("| `{}` |", p.name)) {
            problems.push(format!("{}: not in the table of README.md", p.name));
        }
    }
    // Every known bug is hit by some program and has its ignored test below.
    let this = std::fs::read_to_string(root().join("tests").join("check.rs")).unwrap_or_default();
    for b in &KNOWN_BUGS {
        if !programs.iter().any(|p| p.bugs.iter().any(|s| s.id == b.id)) {
            problems.push(format!("no program is annotated PANCAM-BUG: {}", b.id));
        }
        if !this.contains(&format!("check_bug(\"{}\")", b.id)) {
            problems.push(format!("no bug test calls check_bug(\"{}\")", b.id));
        }
    }
    match common::git_tracked_files(root(), "tests/check") {
        Some(tracked) => {
            for f in &expected_files {
                if !tracked.contains(&format!("tests/check/{f}")) {
                    problems.push(format!("{f}: not committed (not tracked by git)"));
                }
            }
        }
        None => eprintln!("note: not a git checkout (or no git); skipping the tracked-files check"),
    }
    assert!(
        problems.is_empty(),
        "tests/check problems:\n  {}\n(run scripts/regen-check-tests.sh and commit tests/check)",
        problems.join("\n  ")
    );
}

/// Runs the cases that hit known bug `id`, expecting the annotated (correct) results.
#[allow(dead_code)] // used by the ignored test of each entry of KNOWN_BUGS (none at present)
fn check_bug(id: &str) {
    let bug = KNOWN_BUGS.iter().find(|b| b.id == id).expect("a known bug");
    let programs = all_programs();
    let cases = all_cases(&programs);
    let selected = cases_for(&cases, Some(id));
    assert!(!selected.is_empty(), "no case hits {id}");
    let what = format!("pancam bug {id} ({})", bug.summary);
    if let Some(report) = check_cases(&check_dir(), &selected, &what) {
        panic!("{report}");
    }
}
