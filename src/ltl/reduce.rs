//! Reductions of state-based Büchi automata that preserve the language.
//!
//! - **Trimming**: drop states unreachable from the initial state or unable to reach an
//!   accepting cycle (Etessami & Holzmann's removal of "never accepting" states); states on
//!   no accepting cycle become non-accepting, which cannot change the language and lets more
//!   states merge.
//! - **Bisimulation quotient**: partition refinement (Kanellakis & Smolka 1990) starting from
//!   {accepting, non-accepting}; two states stay together while, for every class, the
//!   disjunctions of their guards into that class are equal. Equal classes are merged;
//!   the quotient accepts the same language.
//! - Edges to the same state are merged into one edge whose guard is the disjunction.
//! - Then the direct-simulation reductions of `simulation`, repeated to a fixpoint.

use std::collections::HashMap;

use super::buchi::{Buchi, Edge, StateId};
use super::guard::Guard;
use super::scc::tarjan;
use super::simulation::reduce_by_simulation;

/// Trims `b`, quotients it by bisimulation, then applies the direct-simulation reductions of
/// [`super::simulation`] until nothing changes; the result is trim, numbered in breadth-first
/// order from the initial state 0.
#[cfg(test)]
pub(crate) fn reduce(b: Buchi) -> Buchi {
    simulation_reduce(bisimulation_reduce(b))
}

/// Trims `b` and quotients it by bisimulation.
pub(crate) fn bisimulation_reduce(b: Buchi) -> Buchi {
    trim(quotient(&trim(b)))
}

/// Applies the direct-simulation reductions to a trimmed automaton, then trims and quotients
/// again, to a fixpoint. Each round only removes letters from edges and merges states, so it
/// never grows the automaton.
pub(crate) fn simulation_reduce(mut b: Buchi) -> Buchi {
    for _ in 0..4 {
        let c = bisimulation_reduce(reduce_by_simulation(&b));
        if c == b {
            break;
        }
        b = c;
    }
    b
}

/// Removes useless states and clears acceptance off accepting cycles; renumbers breadth-first.
pub(crate) fn trim(b: Buchi) -> Buchi {
    let n = b.num_states();
    let succ = |s: u32| b.edges[s as usize].iter().map(|e| e.to).collect::<Vec<_>>();
    let sccs = tarjan(n, &[0], succ);
    // An SCC is accepting if it has an internal edge from an accepting state.
    let mut acc_scc = vec![false; sccs.count];
    for s in 0..n {
        let c = sccs.of[s];
        if c != u32::MAX && b.accepting[s] && b.edges[s].iter().any(|e| sccs.of[e.to as usize] == c)
        {
            acc_scc[c as usize] = true;
        }
    }
    // Useful SCCs reach an accepting one; increasing SCC index is reverse topological order.
    let mut by_scc: Vec<Vec<usize>> = vec![Vec::new(); sccs.count];
    for s in 0..n {
        if sccs.of[s] != u32::MAX {
            by_scc[sccs.of[s] as usize].push(s);
        }
    }
    let mut useful_scc = acc_scc.clone();
    for c in 0..sccs.count {
        if !useful_scc[c] {
            useful_scc[c] = by_scc[c].iter().any(|&s| {
                b.edges[s]
                    .iter()
                    .any(|e| useful_scc[sccs.of[e.to as usize] as usize])
            });
        }
    }
    let useful = |s: usize| sccs.of[s] != u32::MAX && useful_scc[sccs.of[s] as usize];
    // Breadth-first renumbering of useful states; the initial state stays (even if useless,
    // then without edges: the empty automaton).
    let mut new_id = vec![u32::MAX; n];
    let mut order = vec![0usize];
    new_id[0] = 0;
    let mut k = 0;
    while k < order.len() {
        let s = order[k];
        for e in &b.edges[s] {
            let t = e.to as usize;
            if useful(t) && new_id[t] == u32::MAX {
                new_id[t] = order.len() as u32;
                order.push(t);
            }
        }
        k += 1;
    }
    let edges: Vec<Vec<Edge>> = order
        .iter()
        .map(|&s| {
            if !useful(s) {
                return Vec::new();
            }
            merge_edges(
                b.edges[s]
                    .iter()
                    .filter(|e| useful(e.to as usize))
                    .map(|e| (new_id[e.to as usize], e.guard.clone())),
            )
        })
        .collect();
    let accepting = order
        .iter()
        .map(|&s| b.accepting[s] && sccs.of[s] != u32::MAX && acc_scc[sccs.of[s] as usize])
        .collect();
    Buchi {
        props: b.props,
        edges,
        accepting,
        name: b.name,
    }
}

/// Merges edges with the same target (guard disjunction), in order of first appearance.
fn merge_edges(edges: impl Iterator<Item = (StateId, Guard)>) -> Vec<Edge> {
    let mut out: Vec<Edge> = Vec::new();
    for (to, g) in edges {
        if g.is_false() {
            continue;
        }
        match out.iter_mut().find(|e| e.to == to) {
            Some(e) => e.guard = e.guard.or(&g),
            None => out.push(Edge { guard: g, to }),
        }
    }
    out
}

/// The quotient of `b` by the coarsest bisimulation that respects acceptance.
fn quotient(b: &Buchi) -> Buchi {
    let n = b.num_states();
    let mut class: Vec<u32> = b.accepting.iter().map(|&a| a as u32).collect();
    let mut count = class.iter().collect::<std::collections::HashSet<_>>().len();
    loop {
        let mut sigs: HashMap<(u32, Vec<Edge>), u32> = HashMap::new();
        let mut next = vec![0u32; n];
        for s in 0..n {
            let mut sig = merge_edges(
                b.edges[s]
                    .iter()
                    .map(|e| (class[e.to as usize], e.guard.clone())),
            );
            sig.sort_by(|x, y| x.to.cmp(&y.to).then_with(|| x.guard.cmp(&y.guard)));
            let len = sigs.len() as u32;
            next[s] = *sigs.entry((class[s], sig)).or_insert(len);
        }
        let new_count = sigs.len();
        class = next;
        if new_count == count {
            break;
        }
        count = new_count;
    }
    let edges = (0..count)
        .map(|c| {
            let s = (0..n).find(|&s| class[s] as usize == c).unwrap_or(0);
            merge_edges(
                b.edges[s]
                    .iter()
                    .map(|e| (class[e.to as usize], e.guard.clone())),
            )
        })
        .collect::<Vec<_>>();
    let mut accepting = vec![false; count];
    for s in 0..n {
        accepting[class[s] as usize] = b.accepting[s];
    }
    // Put the initial state's class first.
    let c0 = class[0];
    let swap = |c: u32| {
        if c == c0 {
            0
        } else if c == 0 {
            c0
        } else {
            c
        }
    };
    let mut e2 = vec![Vec::new(); count];
    let mut a2 = vec![false; count];
    for c in 0..count {
        let nc = swap(c as u32) as usize;
        e2[nc] = edges[c]
            .iter()
            .map(|e| Edge {
                guard: e.guard.clone(),
                to: swap(e.to),
            })
            .collect();
        a2[nc] = accepting[c];
    }
    Buchi {
        props: b.props.clone(),
        edges: e2,
        accepting: a2,
        name: b.name.clone(),
    }
}
