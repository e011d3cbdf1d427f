//! Degeneralisation: transition-based generalised Büchi (TGBA) to state-based Büchi.
//!
//! The classic counter construction (Courcoubetis, Vardi, Wolper & Yannakakis 1992; here in
//! the transition-based form of Gastin & Oddoux, CAV 2001), refined per strongly connected
//! component as in Spot's SCC-aware degeneralisation:
//!
//! - an SCC whose internal transitions all postpone some until (or that has no cycle) can host
//!   no accepting run: its states get a single, non-accepting copy;
//! - an until postponed by no internal transition of an SCC is irrelevant there; the *relevant*
//!   untils of an SCC are those postponed by some but not all of its internal transitions;
//! - an accepting SCC with `k` relevant untils gets levels `0..=k`: taking a transition from
//!   level `i` (level `k` counts as 0) advances the level past every consecutive relevant until
//!   the transition fulfils (does not postpone); level `k` is the accepting copy. With `k = 0`
//!   the SCC has one accepting copy.
//!
//! Entering another SCC starts at a level chosen by [`Entry`]; any choice is correct, since
//! acceptance only depends on the SCC a run ends in.

use std::collections::HashMap;

use super::buchi::{Buchi, Edge};
use super::guard::Guard;
use super::scc::tarjan;
use super::tableau::Tgba;

/// The level at which a run starts in the initial SCC or enters another SCC.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Entry {
    /// Level 0.
    Zero,
    /// The accepting level.
    Top,
    /// The level reached from 0 by the entering transition's fulfilled untils.
    Advance,
}

/// The combinations of (initial level, entry level) tried by [`super::translate`], which
/// keeps the smallest result.
pub(crate) const STRATEGIES: [(Entry, Entry); 6] = [
    (Entry::Zero, Entry::Zero),
    (Entry::Top, Entry::Top),
    (Entry::Top, Entry::Zero),
    (Entry::Zero, Entry::Top),
    (Entry::Zero, Entry::Advance),
    (Entry::Top, Entry::Advance),
];

/// What the degeneralisation knows of one SCC.
#[derive(Debug, Clone)]
struct SccInfo {
    accepting: bool,
    /// Relevant untils, in order of levels.
    relevant: Vec<u32>,
}

/// Degeneralises `t` into a state-based Büchi automaton over `props`.
pub(crate) fn degeneralize(t: &Tgba, props: &[String], (start, entry): (Entry, Entry)) -> Buchi {
    let n = t.formulas.len();
    let sccs = tarjan(n, &[0], |s| {
        t.edges[s as usize].iter().map(|e| e.to).collect::<Vec<_>>()
    });
    // Per SCC: does it have an internal edge, and the union / intersection of the promises of
    // its internal edges.
    let mut has_cycle = vec![false; sccs.count];
    let mut some: Vec<Vec<u32>> = vec![Vec::new(); sccs.count];
    let mut all: Vec<Option<Vec<u32>>> = vec![None; sccs.count];
    for (s, es) in t.edges.iter().enumerate() {
        let c = sccs.of[s];
        if c == u32::MAX {
            continue;
        }
        for e in es.iter().filter(|e| sccs.of[e.to as usize] == c) {
            let c = c as usize;
            has_cycle[c] = true;
            for &p in &e.promises {
                if !some[c].contains(&p) {
                    some[c].push(p);
                }
            }
            all[c] = Some(match all[c].take() {
                None => e.promises.clone(),
                Some(a) => a.into_iter().filter(|p| e.promises.contains(p)).collect(),
            });
        }
    }
    let info: Vec<SccInfo> = (0..sccs.count)
        .map(|c| {
            let accepting = has_cycle[c] && all[c].as_ref().is_some_and(Vec::is_empty);
            let mut relevant = if accepting {
                some[c].clone()
            } else {
                Vec::new()
            };
            relevant.sort_unstable();
            SccInfo {
                accepting,
                relevant,
            }
        })
        .collect();
    // A TGBA state is useful if it can reach an accepting SCC. SCC indices are in reverse
    // topological order, so one pass in increasing SCC order settles it.
    let mut useful_scc: Vec<bool> = info.iter().map(|i| i.accepting).collect();
    let mut by_scc: Vec<Vec<usize>> = vec![Vec::new(); sccs.count];
    for s in 0..n {
        if sccs.of[s] != u32::MAX {
            by_scc[sccs.of[s] as usize].push(s);
        }
    }
    for c in 0..sccs.count {
        if !useful_scc[c] {
            useful_scc[c] = by_scc[c].iter().any(|&s| {
                t.edges[s]
                    .iter()
                    .any(|e| useful_scc[sccs.of[e.to as usize] as usize])
            });
        }
    }
    let useful = |s: u32| {
        let c = sccs.of[s as usize];
        c != u32::MAX && useful_scc[c as usize]
    };
    // Levels: an SCC with k relevant untils has levels 0..=k, k accepting; other SCCs one
    // level, 0, accepting iff the SCC is accepting.
    let top = |c: usize| info[c].relevant.len();
    let advance = |c: usize, from: usize, promises: &[u32]| {
        let rel = &info[c].relevant;
        let mut j = from;
        while j < rel.len() && !promises.contains(&rel[j]) {
            j += 1;
        }
        j
    };
    let is_acc = |c: usize, level: usize| info[c].accepting && level == top(c);

    let mut index: HashMap<(u32, usize), u32> = HashMap::new();
    let mut states: Vec<(u32, usize)> = Vec::new();
    let mut edges: Vec<Vec<Edge>> = Vec::new();
    let mut accepting = Vec::new();
    let c0 = sccs.of[0] as usize;
    let start = if start == Entry::Top { top(c0) } else { 0 };
    states.push((0, start));
    index.insert((0, start), 0);
    let mut k = 0;
    while k < states.len() {
        let (q, level) = states[k];
        let cq = sccs.of[q as usize] as usize;
        accepting.push(is_acc(cq, level));
        let mut out: Vec<(u32, Guard)> = Vec::new();
        if useful(q) {
            for e in &t.edges[q as usize] {
                if !useful(e.to) {
                    continue;
                }
                let ct = sccs.of[e.to as usize] as usize;
                let to_level = if ct == cq {
                    let from = if level == top(cq) { 0 } else { level };
                    advance(cq, from, &e.promises)
                } else {
                    match entry {
                        Entry::Zero => 0,
                        Entry::Top => top(ct),
                        Entry::Advance => advance(ct, 0, &e.promises),
                    }
                };
                let key = (e.to, to_level);
                let id = *index.entry(key).or_insert_with(|| {
                    states.push(key);
                    (states.len() - 1) as u32
                });
                match out.iter_mut().find(|(to, _)| *to == id) {
                    Some((_, g)) => *g = g.or(&e.guard),
                    None => out.push((id, e.guard.clone())),
                }
            }
        }
        edges.push(
            out.into_iter()
                .map(|(to, guard)| Edge { guard, to })
                .collect(),
        );
        k += 1;
    }
    Buchi {
        props: props.to_vec(),
        edges,
        accepting,
        name: String::new(),
    }
}
