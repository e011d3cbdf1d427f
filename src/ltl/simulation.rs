//! Direct-simulation reductions of state-based Büchi automata (Dill, Hu & Wong-Toi 1991;
//! used for LTL automata by Etessami & Holzmann, CONCUR 2000, and Somenzi & Bloem, CAV 2000).
//!
//! State `r` *directly simulates* `q` (`q ≤ r`) if `q` accepting implies `r` accepting and
//! every edge `q -a-> q'` is matched by an edge `r -a-> r'` with `q' ≤ r'`. The largest such
//! relation is computed as a greatest fixpoint; per edge the check is the guard implication
//! `g ⇒ ⋁ { g' | r -g'-> r', q' ≤ r' }`. Two reductions preserve the language:
//!
//! - states that simulate each other are merged;
//! - *little brothers* are pruned: if `s` has edges to `t1` and `t2` with `t1 < t2` strictly,
//!   the letters of the `t1` edge that the `t2` edge also reads are removed from it.

use super::buchi::{Buchi, Edge};

/// The direct simulation preorder: `sim[q][r]` iff `r` simulates `q`.
pub(crate) fn direct_simulation(b: &Buchi) -> Vec<Vec<bool>> {
    let n = b.num_states();
    let mut sim: Vec<Vec<bool>> = (0..n)
        .map(|q| (0..n).map(|r| !b.accepting[q] || b.accepting[r]).collect())
        .collect();
    loop {
        let mut changed = false;
        for q in 0..n {
            for r in 0..n {
                if q == r || !sim[q][r] {
                    continue;
                }
                let ok = b.edges[q].iter().all(|e| {
                    e.guard.implies_union(
                        b.edges[r]
                            .iter()
                            .filter(|f| sim[e.to as usize][f.to as usize])
                            .map(|f| &f.guard),
                    )
                });
                if !ok {
                    sim[q][r] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return sim;
        }
    }
}

/// Above this many states the quadratic simulation is skipped.
pub(crate) const MAX_STATES: usize = 1500;

/// Merges simulation-equivalent states and prunes little brothers. The result may need
/// trimming (pruned edges can leave states unreachable). Automata with more than
/// [`MAX_STATES`] states are returned unchanged.
pub(crate) fn reduce_by_simulation(b: &Buchi) -> Buchi {
    let n = b.num_states();
    if n > MAX_STATES {
        return b.clone();
    }
    let sim = direct_simulation(b);
    // Representative of each simulation-equivalence class: its smallest member (so the
    // initial state 0 represents its class).
    let rep: Vec<u32> = (0..n)
        .map(|q| (0..n).find(|&r| sim[q][r] && sim[r][q]).unwrap_or(q) as u32)
        .collect();
    let strictly_below = |a: u32, c: u32| {
        let (a, c) = (a as usize, c as usize);
        sim[a][c] && !sim[c][a]
    };
    let mut edges: Vec<Vec<Edge>> = vec![Vec::new(); n];
    for q in 0..n {
        if rep[q] as usize != q {
            continue;
        }
        // Redirect to representatives, merging parallel edges.
        let mut out: Vec<Edge> = Vec::new();
        for e in &b.edges[q] {
            let to = rep[e.to as usize];
            match out.iter_mut().find(|x| x.to == to) {
                Some(x) => x.guard = x.guard.or(&e.guard),
                None => out.push(Edge {
                    guard: e.guard.clone(),
                    to,
                }),
            }
        }
        // Prune little brothers against the original guards of the bigger brothers.
        let original = out.clone();
        for e in out.iter_mut() {
            for big in &original {
                if big.to != e.to && strictly_below(e.to, big.to) {
                    e.guard = e.guard.and(&big.guard.not());
                }
            }
        }
        out.retain(|e| !e.guard.is_false());
        edges[q] = out;
    }
    Buchi {
        props: b.props.clone(),
        edges,
        accepting: b.accepting.clone(),
        name: b.name.clone(),
    }
}
