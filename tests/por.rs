//! The stubborn-set reduction against the unreduced search on LTL properties and
//! invariants. LTL: random next-free formulas over the programs' global variables, checked
//! with `--por stubborn`
//! (the default), `--por none` (plain supersteps) and `--granularity shared-access` (the
//! reference, no merging of moves at all), must get the same verdict. The safety
//! properties are compared on every program of `tests/check` and `programs/` by `check.rs`
//! and `programs.rs`, and on random programs by `fuzz_reduction.rs`; LTL is compared here.
//!
//! The formulas come from a fixed seed, so the test is repeatable; `PANCAM_POR_LTL_SEED`
//! and `PANCAM_POR_LTL_FORMULAS` (per program) run other or more of them.

use crate::common;

use common::{parallel_map, root, run_pancam, worker_count};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(120);

/// Programs with a handful of threads and integer globals (loops forever, terminates,
/// deadlocks, condition variables, atomics).
const PROGRAMS: [&str; 12] = [
    "programs/peterson.O2.ll",
    "programs/peterson-fixed.O0.ll",
    "programs/dekker.O2.ll",
    "programs/philosophers3.O2.ll",
    "programs/philosophers3-ordered.O2.ll",
    "programs/prodcons.O2.ll",
    "programs/bakery2.O2.ll",
    "programs/szymanski2.O2.ll",
    "tests/check/context_bound_revisit.O2.ll",
    "tests/check/mutex_counter.O2.ll",
    "tests/check/cond_while.O2.ll",
    "tests/check/atomic_fetch_add.O2.ll",
];

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len() as u64) as usize]
    }
}

/// The integer globals an `.ll` file defines (not those of pancam's C library, which are
/// linked in later), and the elements of integer arrays (`eating[1]`).
fn globals(ll: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(ll)).expect("program");
    let int = |t: &str| matches!(t, "i8" | "i16" | "i32" | "i64");
    let mut out = Vec::new();
    for l in text.lines() {
        let Some(name) = l.strip_prefix('@').and_then(|l| l.split(' ').next()) else {
            continue;
        };
        let Some(ty) = l.split(" global ").nth(1) else {
            continue;
        };
        if name.contains('.') {
            continue;
        }
        if int(ty.split(' ').next().unwrap_or("")) {
            out.push(name.to_string());
        } else if let Some(arr) = ty.strip_prefix('[') {
            // `[3 x i32] ...`
            let mut w = arr.split(' ');
            if let (Some(n), Some("x"), Some(t)) = (w.next(), w.next(), w.next())
                && int(t.trim_end_matches(']'))
                && let Ok(n) = n.parse::<usize>()
            {
                out.extend((0..n.min(4)).map(|k| format!("{name}[{k}]")));
            }
        }
    }
    out
}

fn formula(rng: &mut Rng, depth: u32) -> String {
    let r = rng.below(100);
    if depth > 2 || r < 30 {
        return rng.pick(&["p", "q"]).to_string();
    }
    if r < 65 {
        let op = rng.pick(&["[]", "<>", "!"]);
        return format!("{op}({})", formula(rng, depth + 1));
    }
    let op = rng.pick(&["&&", "||", "U", "->"]);
    format!(
        "({}) {op} ({})",
        formula(rng, depth + 1),
        formula(rng, depth + 1)
    )
}

/// One LTL check; `Ok(exit code)` when it is a verdict (0 or 1).
fn verdict(ll: &str, args: &[String]) -> Result<i32, String> {
    let mut a: Vec<String> = vec!["check".into(), ll.into(), "-q".into(), "--json".into()];
    a.extend(args.iter().cloned());
    let r = run_pancam(root(), &a, TIMEOUT)?;
    match r.code() {
        Some(c @ (0 | 1)) => Ok(c),
        _ => Err(format!(
            "pancam {}: {}\n{}",
            a.join(" "),
            r.describe(),
            String::from_utf8_lossy(&r.stderr)
        )),
    }
}

#[test]
fn ltl_verdicts_agree_with_and_without_stubborn_sets() {
    let seed: u64 = std::env::var("PANCAM_POR_LTL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2026);
    let per: usize = std::env::var("PANCAM_POR_LTL_FORMULAS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);
    let mut cases = Vec::new();
    let mut rng = Rng(seed | 1);
    for ll in PROGRAMS {
        let gs = globals(ll);
        assert!(!gs.is_empty(), "{ll}: no integer globals");
        for _ in 0..per {
            let prop = |rng: &mut Rng, name: &str| {
                let g = rng.pick(&gs).clone();
                let cmp = rng.pick(&["==", "!=", ">"]);
                format!("{name} = {g} {cmp} {}", rng.below(3))
            };
            let p = prop(&mut rng, "p");
            let q = prop(&mut rng, "q");
            cases.push((ll, formula(&mut rng, 0), p, q));
        }
    }
    let problems: Vec<String> = parallel_map(&cases, worker_count(), |(ll, f, p, q)| {
        let base: Vec<String> = ["--ltl", f, "--prop", p, "--prop", q]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let with = |extra: &[&str]| {
            let mut a = base.clone();
            a.extend(extra.iter().map(|s| s.to_string()));
            verdict(ll, &a)
        };
        let runs = [
            ("--por stubborn", with(&["--por", "stubborn"])),
            ("--por none", with(&["--por", "none"])),
            (
                "--granularity shared-access",
                with(&["--granularity", "shared-access"]),
            ),
        ];
        let mut out = Vec::new();
        for (what, r) in &runs {
            if let Err(e) = r {
                out.push(format!("{ll} {f} [{p}; {q}] {what}: {e}"));
            }
        }
        let codes: Vec<(&str, i32)> = runs
            .iter()
            .filter_map(|(w, r)| r.as_ref().ok().map(|c| (*w, *c)))
            .collect();
        if codes.windows(2).any(|w| w[0].1 != w[1].1) {
            out.push(format!(
                "{ll} {f} [{p}; {q}]: verdicts differ: {codes:?} (exit 0 holds, 1 violated)"
            ));
        }
        out
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        problems.is_empty(),
        "{} of {} formulas:\n{}",
        problems.len(),
        cases.len(),
        problems.join("\n")
    );
}

/// Invariants: a move is visible when it writes what the invariant function reads (a
/// static footprint of the function), so supersteps and stubborn sets keep every state
/// where an invariant could change. The verdicts must be those of shared-access steps.
#[test]
fn invariant_verdicts_agree_with_and_without_stubborn_sets() {
    let cases = [
        ("programs/dekker.O2.ll", "check_exclusion"),
        ("programs/dekker-bug.O2.ll", "check_exclusion"),
        ("programs/peterson.O2.ll", "check_exclusion"),
        ("programs/peterson-fixed.O0.ll", "check_exclusion"),
        ("programs/bakery2.O2.ll", "check_exclusion"),
        ("programs/bakery2-bug.O2.ll", "check_exclusion"),
        ("programs/szymanski2-bug.O2.ll", "check_exclusion"),
        ("programs/philosophers4-ordered.O2.ll", "check_forks"),
        ("programs/philosophers4.O2.ll", "check_forks"),
    ];
    let problems: Vec<String> = parallel_map(&cases, worker_count(), |&(ll, inv)| {
        let run = |extra: &[&str]| {
            let mut a: Vec<String> = ["--no-assertions", "--no-deadlocks", "--invariant", inv]
                .iter()
                .map(|s| s.to_string())
                .collect();
            a.extend(extra.iter().map(|s| s.to_string()));
            verdict(ll, &a)
        };
        let codes = [
            run(&["--por", "stubborn"]),
            run(&["--por", "none"]),
            run(&["--granularity", "shared-access"]),
        ];
        match codes {
            [Ok(a), Ok(b), Ok(c)] if a == b && b == c => None,
            other => Some(format!("{ll} --invariant {inv}: {other:?}")),
        }
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
