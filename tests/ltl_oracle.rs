//! Our translation against independent translators: `spin -f` (never claims) and `lbt`
//! (generalised Büchi automata in LBTT format). On random lassos, the direct semantics, our
//! automaton and theirs must agree. Also compares state counts with Spin on common formulas.
//!
//! Needs the Debian packages `spin` and `lbt`; without them these tests are ignored (see
//! `build.rs`).

use crate::common;

#[allow(unused_imports)]
use common::ltl::{F, Lasso, Ops, Rng, ToolError, from_pancam, lbt, spin, spin_within};
#[allow(unused_imports)]
use pancam::ltl::{never_claim_for, parse, translate};

/// Common formulas (Spin syntax, no `X`), for the state-count comparison with Spin.
pub const COMMON: [&str; 24] = [
    "[]p",
    "<>p",
    "p U q",
    "p V q",
    "[]<>p",
    "<>[]p",
    "[](p -> <>q)",
    "!([](p -> <>q))",
    "[]<>p && []<>q",
    "[]<>p && []<>q && []<>r",
    "<>[]p || <>[]q",
    "[]<>p -> []<>q",
    "!([]<>p -> []<>q)",
    "([]<>p && []<>q) -> []<>r",
    "<>[]p && []<>q",
    "p U (q U r)",
    "(p U q) U r",
    "[](p -> (q U r))",
    "<>p && <>q",
    "<>(p && <>(q && <>r))",
    "[](p -> <>(q && <>r))",
    "(!q U p) || []!q",
    "[](p -> []q)",
    "!(p U (q && <>r))",
];

/// Checks one random formula against `spin -f`; returns the number of lasso checks (0 if
/// Spin timed out).
#[allow(dead_code)]
fn check_against_spin(f: &F, props: u32, rng: &mut Rng) -> usize {
    let text = f.spin();
    let ours = translate(&parse(&text).expect("parses"));
    let ours = from_pancam(&ours);
    let theirs = match spin_within(&text, std::time::Duration::from_millis(800)) {
        Ok(a) => a,
        Err(ToolError::Timeout) => return 0,
        Err(e) => panic!("spin on {text}: {e}"),
    };
    let mut n = 0;
    for _ in 0..24 {
        let w = Lasso::random(rng, props);
        let truth = f.eval(&w)[0];
        assert_eq!(
            theirs.accepts(&w),
            truth,
            "spin's automaton of {text} on {w:?}"
        );
        assert_eq!(ours.accepts(&w), truth, "our automaton of {text} on {w:?}");
        n += 1;
    }
    n
}

#[test]
#[cfg_attr(not(has_spin), ignore = "needs spin (Debian package spin)")]
fn agrees_with_spin_on_random_formulas() {
    let mut rng = Rng(0x5917);
    let ops = Ops {
        next: false,
        weak_until: false,
        equiv: false,
    };
    let mut checks = 0;
    for i in 0..400 {
        let props = 2 + (i % 2) as u32;
        let f = F::random(&mut rng, 1 + i % 8, props, ops);
        checks += check_against_spin(&f, props, &mut rng);
    }
    // A few formulas may time out in Spin; most must have been checked.
    assert!(checks >= 8000, "only {checks} checks");
}

#[test]
#[cfg_attr(not(has_lbt), ignore = "needs lbt (Debian package lbt)")]
fn agrees_with_lbt_on_random_formulas() {
    let mut rng = Rng(0x1b7);
    let ops = Ops {
        next: true,
        weak_until: true,
        equiv: true,
    };
    let mut checks = 0;
    for i in 0..400 {
        let props = 2 + (i % 2) as u32;
        let f = F::random(&mut rng, 1 + i % 8, props, ops);
        let text = f.spin();
        let parsed = parse(&text).expect("parses");
        let ours = from_pancam(&translate(&parsed));
        let neg = from_pancam(&never_claim_for(&parsed));
        let theirs = lbt(&f.lbt()).unwrap_or_else(|e| panic!("lbt on {}: {e}", f.lbt()));
        let theirs_neg =
            lbt(&format!("! {}", f.lbt())).unwrap_or_else(|e| panic!("lbt on !{text}: {e}"));
        for _ in 0..24 {
            let w = Lasso::random(&mut rng, props);
            let truth = f.eval(&w)[0];
            assert_eq!(
                theirs.accepts(&w),
                truth,
                "lbt's automaton of {text} on {w:?}"
            );
            assert_eq!(theirs_neg.accepts(&w), !truth, "lbt's automaton of !{text}");
            assert_eq!(ours.accepts(&w), truth, "our automaton of {text} on {w:?}");
            assert_eq!(
                neg.accepts(&w),
                !truth,
                "our never claim of {text} on {w:?}"
            );
            checks += 1;
        }
    }
    assert!(checks >= 9000);
}

/// Number of states in the never claim `spin -f` prints for `formula`.
#[allow(dead_code)]
fn spin_states(formula: &str) -> usize {
    let text = common::ltl::run_tool(
        std::process::Command::new("spin").arg("-f").arg(formula),
        "",
        common::ltl::TOOL_LIMIT,
    )
    .unwrap_or_else(|e| panic!("spin -f {formula}: {e}"));
    // A state is a run of consecutive label lines.
    let mut count = 0;
    let mut prev_label = false;
    for line in text.lines() {
        let l = line.trim();
        let is_label = l.ends_with(':') && !l.starts_with("::") && !l.contains(' ');
        if is_label && !prev_label {
            count += 1;
        }
        prev_label = is_label;
    }
    count
}

/// Our state counts beside Spin's on [`COMMON`], for the formula (`spin -f 'φ'`) and for its
/// never claim (`spin -f '!(φ)'`); prints the table (`--nocapture`) and asserts we never need
/// more states than Spin.
#[test]
#[cfg_attr(not(has_spin), ignore = "needs spin (Debian package spin)")]
fn state_counts_versus_spin() {
    let mut worse = Vec::new();
    println!("| formula | spin φ | pancam φ | spin ¬φ | pancam ¬φ | pancam time φ |");
    println!("|---|---:|---:|---:|---:|---:|");
    let mut totals = [0usize; 4];
    for text in COMMON {
        let f = parse(text).expect("parses");
        let start = std::time::Instant::now();
        let b = translate(&f);
        let elapsed = start.elapsed();
        let claim = never_claim_for(&f);
        let (s, sn) = (spin_states(text), spin_states(&format!("!({text})")));
        let row = [s, b.num_states(), sn, claim.num_states()];
        for (t, r) in totals.iter_mut().zip(row) {
            *t += r;
        }
        println!(
            "| `{text}` | {s} | {} | {sn} | {} | {:.0?} |",
            row[1], row[3], elapsed
        );
        if row[1] > s || row[3] > sn {
            worse.push((text, row));
        }
        // And the automata agree on lassos over the three propositions.
        let t = numbered(text);
        let theirs = spin(&t).expect("spin parses");
        let ours = from_pancam(&translate(&parse(&t).expect("parses")));
        let mut rng = Rng(text.len() as u64);
        for _ in 0..200 {
            let w = Lasso::random(&mut rng, 3);
            assert_eq!(theirs.accepts(&w), ours.accepts(&w), "{text} on {w:?}");
        }
    }
    println!(
        "| total | {} | {} | {} | {} | |",
        totals[0], totals[1], totals[2], totals[3]
    );
    assert!(worse.is_empty(), "more states than spin: {worse:?}");
}

/// `COMMON` uses `p`, `q`, `r`; the test helpers read `p0`, `p1`, `p2`.
#[allow(dead_code)]
fn numbered(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'p' => "p0".to_string(),
            'q' => "p1".to_string(),
            'r' => "p2".to_string(),
            c => c.to_string(),
        })
        .collect()
}
