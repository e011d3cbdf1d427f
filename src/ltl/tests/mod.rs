//! Unit tests of the LTL modules that need crate-private access: the tableau's TGBA, the
//! implication checker, every degeneralisation strategy, the reductions and the SCCs.

use super::buchi::{Buchi, Edge};
use super::degen::{STRATEGIES, degeneralize};
use super::guard::{Cube, Guard};
use super::reduce::{reduce, trim};
use super::scc::tarjan;
use super::{parse, tableau};

fn tgba(text: &str) -> tableau::Tgba {
    let f = parse(text).unwrap();
    let mut store = f.store.clone();
    tableau::build(&mut store, f.root, 10_000).unwrap()
}

#[test]
fn tableau_states_are_formulas() {
    // (formula, TGBA states, distinct promises)
    for (text, states, promises) in [
        ("[]p", 1, 0),
        ("<>p", 2, 1),
        ("[]<>p", 1, 1),
        ("<>[]p", 2, 1),
        ("[](p -> <>q)", 2, 1),
        ("[]<>p && []<>q", 1, 2),
        ("p U (q U r)", 3, 2),
    ] {
        let t = tgba(text);
        let mut seen: Vec<u32> = t
            .edges
            .iter()
            .flatten()
            .flat_map(|e| e.promises.clone())
            .collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!((t.formulas.len(), seen.len()), (states, promises), "{text}");
    }
}

#[test]
fn dominated_transitions_are_pruned() {
    // []<>p: from the single state, "p, no promise" and "true, promise <>p" remain; the
    // dominated "p, promise <>p" is gone.
    let t = tgba("[]<>p");
    assert_eq!(t.edges[0].len(), 2);
}

#[test]
fn entails_rules() {
    let f = parse("p && q && r && s").unwrap();
    let mut st = f.store.clone();
    let (p, q) = (st.lit(0, false), st.lit(1, false));
    let fp = st.eventually(p);
    let gp = st.always(p);
    let gfp = st.always(fp);
    let puq = st.until(p, q);
    let fq = st.eventually(q);
    let xfp = st.next(fp);
    let pq = st.and2(p, q);
    assert!(st.entails(p, fp));
    assert!(st.entails(gp, p));
    assert!(st.entails(gp, fp));
    assert!(st.entails(gfp, fp));
    assert!(st.entails(puq, fq));
    assert!(st.entails(pq, p));
    assert!(!st.entails(p, gp));
    assert!(!st.entails(fp, p));
    // Deliberately not derived: X <>p => <>p (see `entails`).
    assert!(!st.entails(xfp, fp));
}

/// All lassos with prefix and cycle of length 1 or 2 over two propositions.
fn small_lassos() -> Vec<(Vec<u64>, Vec<u64>)> {
    let mut v = Vec::new();
    for plen in 0..=2u32 {
        for clen in 1..=2u32 {
            for code in 0..(1u64 << (2 * (plen + clen))) {
                let letter = |k: u32| code >> (2 * k) & 3;
                v.push((
                    (0..plen).map(letter).collect(),
                    (plen..plen + clen).map(letter).collect(),
                ));
            }
        }
    }
    v
}

#[test]
fn every_degeneralisation_strategy_is_correct() {
    let words = small_lassos();
    for text in [
        "[]<>p && []<>q",
        "[](p -> <>q)",
        "[]<>p -> []<>q",
        "(p U q) U (p V <>q)",
        "[](<>p || X[]q)",
        "!(([]<>p && []<>q) -> (p U q))",
    ] {
        let f = parse(text).unwrap();
        let mut store = f.store.clone();
        let t = tableau::build(&mut store, f.root, 10_000).unwrap();
        let reference = super::translate(&f);
        for strategy in STRATEGIES {
            let raw = degeneralize(&t, &store.props, strategy);
            let reduced = reduce(raw.clone());
            for (u, v) in &words {
                let want = reference.accepts_lasso(u, v);
                assert_eq!(
                    raw.accepts_lasso(u, v),
                    want,
                    "{text} {strategy:?} {u:?} {v:?}"
                );
                assert_eq!(
                    reduced.accepts_lasso(u, v),
                    want,
                    "{text} {strategy:?} reduced"
                );
            }
        }
    }
}

fn edge(g: Guard, to: u32) -> Edge {
    Edge { guard: g, to }
}

#[test]
fn trimming_and_quotient() {
    let p = Guard::cube(Cube::literal(0, false));
    let tt = Guard::tt();
    // 0 -p-> 1, 0 -p-> 2, 1 and 2 identical accepting loops, 3 unreachable, 4 a dead end.
    let b = Buchi::from_parts(
        vec!["p".into()],
        vec![
            vec![edge(p.clone(), 1), edge(p.clone(), 2), edge(tt.clone(), 4)],
            vec![edge(tt.clone(), 1)],
            vec![edge(tt.clone(), 2)],
            vec![edge(tt.clone(), 3)],
            vec![],
        ],
        vec![false, true, true, true, true],
    )
    .unwrap();
    let t = trim(b.clone());
    assert_eq!(t.num_states(), 3, "unreachable 3 and dead 4 removed");
    let r = reduce(b);
    assert_eq!(r.num_states(), 2, "1 and 2 merged");
    assert_eq!(r.edges(0), [edge(p, 1)]);
    assert!(r.is_accepting_sink(1));
}

#[test]
fn acceptance_off_cycles_is_cleared() {
    // An accepting state on no cycle cannot matter.
    let tt = Guard::tt();
    let b = Buchi::from_parts(
        vec![],
        vec![vec![edge(tt.clone(), 1)], vec![edge(tt, 1)]],
        vec![true, false],
    )
    .unwrap();
    let t = trim(b);
    assert!(t.is_empty());
    assert_eq!(t.num_edges(), 0);
    assert!(!t.is_accepting(0));
}

#[test]
fn tarjan_orders_sccs_in_reverse_topological_order() {
    // 0 -> 1 <-> 2 -> 3, and 4 unreachable.
    let succ = |s: u32| match s {
        0 => vec![1],
        1 => vec![2],
        2 => vec![1, 3],
        _ => vec![],
    };
    let s = tarjan(5, &[0], succ);
    assert_eq!(s.count, 3);
    assert_eq!(s.of[1], s.of[2]);
    assert!(s.of[3] < s.of[1] && s.of[1] < s.of[0]);
    assert_eq!(s.of[4], u32::MAX);
    // Deep chains do not overflow the stack.
    let n = 200_000u32;
    let chain = tarjan(n as usize, &[0], |s| {
        if s + 1 < n { vec![s + 1] } else { vec![] }
    });
    assert_eq!(chain.count, n as usize);
}
