//! Semantic oracle without external tools: for random formulas and random lassos
//! `u · vᵚ`, the automaton of φ accepts the lasso iff φ holds on it (evaluated directly by
//! the fixpoint semantics in `common::ltl`), and the never claim of φ iff φ does not hold.

use crate::common;

use common::ltl::{F, Lasso, Ops, Rng, from_pancam, valuation_for};
use pancam::ltl::{never_claim_for, parse, translate};

const ALL_OPS: Ops = Ops {
    next: true,
    weak_until: true,
    equiv: true,
};

/// Checks `formula` on `lassos` random lassos; returns the number of lasso checks.
fn check_formula(f: &F, props: u32, lassos: usize, rng: &mut Rng) -> usize {
    let text = f.spin_aliases(rng);
    let parsed = parse(&text).unwrap_or_else(|e| panic!("cannot parse {text}:\n{e}"));
    // The canonical spelling parses to the same formula, and printing round-trips.
    let canonical = parse(&f.spin()).expect("canonical spelling parses");
    assert_eq!(parsed, canonical, "aliases changed the meaning of {text}");
    let printed = parsed.to_string();
    assert_eq!(
        parse(&printed).expect("printed formula parses"),
        parsed,
        "print/parse round trip of {text} via {printed}"
    );
    let pos = translate(&parsed);
    let neg = never_claim_for(&parsed);
    let (pos_nba, neg_nba) = (from_pancam(&pos), from_pancam(&neg));
    let mut checks = 0;
    for _ in 0..lassos {
        let lasso = Lasso::random(rng, props);
        let truth = f.eval(&lasso)[0];
        let map = |b: &pancam::ltl::Buchi, w: &[u64]| -> Vec<u64> {
            w.iter().map(|&v| valuation_for(b, v)).collect()
        };
        let got = pos.accepts_lasso(&map(&pos, &lasso.prefix), &map(&pos, &lasso.cycle));
        assert_eq!(
            got,
            truth,
            "automaton of {text} (simplified {parsed}) on {lasso:?}\n{}",
            pos.to_never_claim()
        );
        assert_eq!(
            pos_nba.accepts(&lasso),
            got,
            "Buchi::accepts_lasso disagrees with the reference product on {text}, {lasso:?}"
        );
        let got_neg = neg.accepts_lasso(&map(&neg, &lasso.prefix), &map(&neg, &lasso.cycle));
        assert_eq!(
            got_neg,
            !truth,
            "never claim of {text} on {lasso:?}\n{}",
            neg.to_never_claim()
        );
        assert_eq!(neg_nba.accepts(&lasso), got_neg);
        checks += 2;
    }
    checks
}

#[test]
fn random_formulas_agree_with_lasso_semantics() {
    let mut rng = Rng(0x5eed_1234);
    let mut checks = 0;
    for i in 0..1500 {
        let props = 2 + (i % 2) as u32;
        let size = (i % 11) as usize;
        let f = F::random(&mut rng, size, props, ALL_OPS);
        checks += check_formula(&f, props, 16, &mut rng);
    }
    assert!(checks >= 40_000, "only {checks} checks");
}

#[test]
fn next_free_random_formulas_agree_with_lasso_semantics() {
    let mut rng = Rng(0xfeed_beef);
    let ops = Ops {
        next: false,
        weak_until: true,
        equiv: true,
    };
    for i in 0..600 {
        let f = F::random(&mut rng, 4 + (i % 7) as usize, 3, ops);
        check_formula(&f, 3, 12, &mut rng);
    }
}

/// Classic formulas, checked exhaustively on all lassos with prefix ≤ 2 and cycle ≤ 2 over
/// two propositions.
#[test]
fn classic_formulas_on_all_small_lassos() {
    let classics = [
        "[]p0",
        "<>p0",
        "p0 U p1",
        "p0 V p1",
        "p0 W p1",
        "[]<>p0",
        "<>[]p0",
        "[](p0 -> <>p1)",
        "[]<>p0 -> []<>p1",
        "<>[]p0 || []<>p1",
        "X p0 U X p1",
        "[](p0 -> X p1)",
        "!(p0 U p1) <-> (!p1 W (!p0 && !p1))",
        "<>(p0 && X(p1 && X p0))",
    ];
    let mut words = Vec::new();
    for plen in 0..=2u32 {
        for clen in 1..=2u32 {
            for code in 0..(1u64 << (2 * (plen + clen))) {
                let letter = |k: u32| code >> (2 * k) & 3;
                words.push(Lasso {
                    prefix: (0..plen).map(letter).collect(),
                    cycle: (plen..plen + clen).map(letter).collect(),
                });
            }
        }
    }
    for text in classics {
        let f = parse(text).unwrap();
        let b = translate(&f);
        let nb = from_pancam(&b);
        let neg = from_pancam(&never_claim_for(&f));
        // Reference semantics through the test AST: parse the text again with common::ltl.
        for w in &words {
            let truth = reference(text, w);
            assert_eq!(nb.accepts(w), truth, "{text} on {w:?}");
            assert_eq!(neg.accepts(w), !truth, "never claim of {text} on {w:?}");
        }
    }
}

/// The truth of a classic formula on a lasso, via a tiny parser into the test AST.
fn reference(text: &str, w: &Lasso) -> bool {
    let f = parse_reference(text);
    f.eval(w)[0]
}

/// A minimal fully-parenthesised-enough parser for the classics above: precedence as Spin
/// (unary > temporal binary > boolean binary, all left-associative).
fn parse_reference(text: &str) -> F {
    let toks: Vec<String> = text
        .replace('(', " ( ")
        .replace(')', " ) ")
        .replace("[]", " [] ")
        .replace("<>", " <> ")
        .replace('!', " ! ")
        .split_whitespace()
        .map(String::from)
        .collect();
    fn boolean(t: &[String], p: &mut usize) -> F {
        let mut a = temporal(t, p);
        while let Some(op) = t
            .get(*p)
            .filter(|o| ["&&", "||", "->", "<->"].contains(&o.as_str()))
        {
            let op = op.clone();
            *p += 1;
            let b = Box::new(temporal(t, p));
            let x = Box::new(a);
            a = match op.as_str() {
                "&&" => F::And(x, b),
                "||" => F::Or(x, b),
                "->" => F::Implies(x, b),
                _ => F::Equiv(x, b),
            };
        }
        a
    }
    fn temporal(t: &[String], p: &mut usize) -> F {
        let mut a = unary(t, p);
        while let Some(op) = t.get(*p).filter(|o| ["U", "V", "W"].contains(&o.as_str())) {
            let op = op.clone();
            *p += 1;
            let b = Box::new(unary(t, p));
            let x = Box::new(a);
            a = match op.as_str() {
                "U" => F::Until(x, b),
                "V" => F::Release(x, b),
                _ => F::WeakUntil(x, b),
            };
        }
        a
    }
    fn unary(t: &[String], p: &mut usize) -> F {
        let tok = t[*p].clone();
        *p += 1;
        match tok.as_str() {
            "!" => F::Not(Box::new(unary(t, p))),
            "[]" => F::Al(Box::new(unary(t, p))),
            "<>" => F::Ev(Box::new(unary(t, p))),
            "X" => F::Next(Box::new(unary(t, p))),
            "(" => {
                let a = boolean(t, p);
                assert_eq!(t[*p], ")");
                *p += 1;
                a
            }
            "true" => F::True,
            "false" => F::False,
            name => F::P(name[1..].parse().expect("p<i>")),
        }
    }
    let mut p = 0;
    let f = boolean(&toks, &mut p);
    assert_eq!(p, toks.len(), "reference parser left tokens in {text}");
    f
}

/// A longer run of the random check: `LTL_STRESS=<formulas> cargo test --release --test
/// ltl_semantics stress -- --ignored` (seed from `LTL_SEED`).
#[test]
#[ignore = "long-running stress test; run explicitly"]
fn stress_random_formulas() {
    let n: usize = std::env::var("LTL_STRESS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    let seed: u64 = std::env::var("LTL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    let mut rng = Rng(seed);
    for i in 0..n {
        let props = 2 + (i % 2) as u32;
        let size = 4 + (i % 11);
        let f = F::random(&mut rng, size, props, ALL_OPS);
        check_formula(&f, props, 24, &mut rng);
    }
}
