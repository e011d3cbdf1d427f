//! LTL to transition-based generalised Büchi automaton (TGBA) by on-the-fly tableau
//! expansion.
//!
//! This is the construction of Gerth, Peled, Vardi & Wolper ("Simple on-the-fly automatic
//! verification of linear temporal logic", PSTV 1995) in the formula-rewriting style of
//! Couvreur ("On-the-fly verification of linear temporal logic", FM 1999): a state *is* a
//! formula (a hash-consed node, so equal obligations give the same state), and its outgoing
//! transitions are the terms of its expansion
//!
//! ```text
//!   φ  ≡  ⋁ᵢ ( guardᵢ ∧ X nextᵢ )      with   a U b ≡ b ∨ (a ∧ X(a U b))
//!                                             a V b ≡ (a ∧ b) ∨ (b ∧ X(a V b))
//! ```
//!
//! where `guardᵢ` is a cube of literals and `nextᵢ` a conjunction of formulas, simplified by
//! the smart constructors into the next state. A term that postpones `a U b` (takes the
//! `X(a U b)` branch) carries the *promise* `a U b`; the acceptance set of `a U b` holds the
//! transitions that do not carry its promise, so an accepting run cannot postpone an until
//! forever.
//!
//! Terms dominated by another term (weaker guard, subset of next obligations, subset of
//! promises) are pruned, as in LTL2BA (Gastin & Oddoux, CAV 2001); transitions to the same
//! state with the same promises are merged by or-ing their guards.

use std::collections::HashMap;
use std::rc::Rc;

use super::formula::{FALSE, Node, NodeId, Store};
use super::guard::{Cube, Guard};

/// One transition of a [`Tgba`].
#[derive(Debug, Clone)]
pub(crate) struct TEdge {
    pub guard: Guard,
    pub to: u32,
    /// Indices of the untils this transition postpones (sorted); it is in the acceptance set
    /// of every other until.
    pub promises: Vec<u32>,
}

/// A transition-based generalised Büchi automaton whose states are formulas.
#[derive(Debug, Clone)]
pub(crate) struct Tgba {
    /// The formula of each state; state 0 is initial.
    pub formulas: Vec<NodeId>,
    /// Outgoing transitions of each state.
    pub edges: Vec<Vec<TEdge>>,
}

/// A term of an expansion: `guard ∧ X(⋀ next)`, postponing the untils in `promises`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Term {
    guard: Cube,
    next: Vec<NodeId>,
    promises: Vec<NodeId>,
}

impl Term {
    fn unit() -> Term {
        Term {
            guard: Cube::TRUE,
            next: Vec::new(),
            promises: Vec::new(),
        }
    }

    /// The conjunction of two terms, `None` if the guards clash.
    fn and(&self, o: &Term) -> Option<Term> {
        Some(Term {
            guard: self.guard.and(o.guard)?,
            next: union(&self.next, &o.next),
            promises: union(&self.promises, &o.promises),
        })
    }

    /// Whether `self` makes `o` redundant.
    fn dominates(&self, o: &Term) -> bool {
        o.guard.implies(self.guard)
            && subset(&self.next, &o.next)
            && subset(&self.promises, &o.promises)
    }
}

fn union(a: &[NodeId], b: &[NodeId]) -> Vec<NodeId> {
    let mut v = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                v.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                v.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                v.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    v.extend_from_slice(&a[i..]);
    v.extend_from_slice(&b[j..]);
    v
}

fn subset<T: Ord>(a: &[T], b: &[T]) -> bool {
    let mut j = 0;
    for x in a {
        while j < b.len() && b[j] < *x {
            j += 1;
        }
        if j == b.len() || b[j] != *x {
            return false;
        }
        j += 1;
    }
    true
}

/// Removes duplicate and dominated terms.
fn prune(mut terms: Vec<Term>) -> Vec<Term> {
    terms.sort();
    terms.dedup();
    let n = terms.len();
    let mut keep = vec![true; n];
    for i in 0..n {
        if !keep[i] {
            continue;
        }
        for j in 0..n {
            if i != j && keep[j] && terms[i].dominates(&terms[j]) {
                keep[j] = false;
            }
        }
    }
    terms
        .into_iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(t, _)| t)
        .collect()
}

/// All conjunctions of a term of `a` with a term of `b` (not pruned).
fn product(a: &[Term], b: &[Term]) -> Vec<Term> {
    let mut v = Vec::with_capacity(a.len().saturating_mul(b.len()));
    for x in a {
        for y in b {
            if let Some(t) = x.and(y) {
                v.push(t);
            }
        }
    }
    v
}

/// Memoised expansion of formulas into terms.
struct Expander<'s> {
    store: &'s mut Store,
    memo: HashMap<NodeId, Rc<Vec<Term>>>,
    /// Work that may still be done before giving up ([`TooLarge`]).
    budget: usize,
    /// The most terms one expansion may have.
    max_terms: usize,
}

impl Expander<'_> {
    /// Charges `n` terms to the budget; `false` once it is exhausted.
    fn charge(&mut self, n: usize) -> bool {
        match self.budget.checked_sub(n) {
            Some(b) => {
                self.budget = b;
                true
            }
            None => {
                self.budget = 0;
                false
            }
        }
    }

    fn product(&mut self, a: &[Term], b: &[Term]) -> Vec<Term> {
        let n = a.len().saturating_mul(b.len());
        if n > self.max_terms || !self.charge(n) {
            self.budget = 0;
            return Vec::new();
        }
        let v = product(a, b);
        self.prune(v)
    }

    /// [`prune`], charging its quadratic cost.
    fn prune(&mut self, v: Vec<Term>) -> Vec<Term> {
        if v.len() > self.max_terms || !self.charge(v.len().saturating_mul(v.len())) {
            self.budget = 0;
            return Vec::new();
        }
        prune(v)
    }

    fn expand(&mut self, f: NodeId) -> Rc<Vec<Term>> {
        if let Some(t) = self.memo.get(&f) {
            return t.clone();
        }
        let terms = match self.store.node(f).clone() {
            Node::True => vec![Term::unit()],
            Node::False => Vec::new(),
            Node::Lit { prop, neg } => vec![Term {
                guard: Cube::literal(prop, neg),
                ..Term::unit()
            }],
            Node::And(cs) => {
                let mut acc = vec![Term::unit()];
                for &c in cs.iter() {
                    let e = self.expand(c);
                    acc = self.product(&acc, &e);
                    if acc.is_empty() {
                        break;
                    }
                }
                acc
            }
            Node::Or(cs) => {
                let mut acc = Vec::new();
                for &c in cs.iter() {
                    acc.extend(self.expand(c).iter().cloned());
                }
                self.prune(acc)
            }
            Node::Next(a) => vec![Term {
                next: vec![a],
                ..Term::unit()
            }],
            Node::Until(a, b) => {
                let mut acc: Vec<Term> = self.expand(b).to_vec();
                let stay = Term {
                    guard: Cube::TRUE,
                    next: vec![f],
                    promises: vec![f],
                };
                let ea = self.expand(a);
                acc.extend(self.product(&ea, &[stay]));
                self.prune(acc)
            }
            Node::Release(a, b) => {
                let eb = self.expand(b);
                let mut acc = if a == FALSE {
                    Vec::new()
                } else {
                    let ea = self.expand(a);
                    self.product(&ea, &eb)
                };
                let stay = Term {
                    next: vec![f],
                    ..Term::unit()
                };
                acc.extend(self.product(&eb, &[stay]));
                self.prune(acc)
            }
        };
        let terms = Rc::new(terms);
        self.memo.insert(f, terms.clone());
        terms
    }
}

/// The tableau outgrew the state limit given to [`super::translate_within`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLarge {
    /// The limit on states that was exceeded.
    pub limit: usize,
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "formula too large: its automaton needs more than {} tableau states",
            self.limit
        )
    }
}

impl std::error::Error for TooLarge {}

/// Work (terms built plus term comparisons) the expansion may do per allowed state.
const WORK_PER_STATE: usize = 4096;

/// The most terms one expansion may have, unless `max_states` is `usize::MAX`.
const MAX_TERMS: usize = 4096;

/// Builds the TGBA of `root`, or gives up after `max_states` states (or after
/// `WORK_PER_STATE` units of expansion work per allowed state, or an expansion of more than
/// `MAX_TERMS` terms); `store` receives the next-state formulas.
pub(crate) fn build(store: &mut Store, root: NodeId, max_states: usize) -> Result<Tgba, TooLarge> {
    let too_large = TooLarge { limit: max_states };
    let mut ex = Expander {
        store,
        memo: HashMap::new(),
        budget: max_states.saturating_mul(WORK_PER_STATE),
        max_terms: if max_states == usize::MAX {
            usize::MAX
        } else {
            MAX_TERMS
        },
    };
    let mut index: HashMap<NodeId, u32> = HashMap::new();
    let mut formulas = vec![root];
    index.insert(root, 0);
    let mut marks: HashMap<NodeId, u32> = HashMap::new();
    let mut edges: Vec<Vec<TEdge>> = Vec::new();
    let mut s = 0;
    while s < formulas.len() {
        if formulas.len() > max_states {
            return Err(too_large);
        }
        let f = formulas[s];
        let terms = ex.expand(f);
        if ex.budget == 0 {
            return Err(too_large);
        }
        // (target, promises) -> cubes
        let mut grouped: HashMap<(u32, Vec<u32>), Vec<Cube>> = HashMap::new();
        let mut order: Vec<(u32, Vec<u32>)> = Vec::new();
        for t in terms.iter() {
            let next = ex.store.and(t.next.clone());
            if next == FALSE {
                continue;
            }
            let to = *index.entry(next).or_insert_with(|| {
                formulas.push(next);
                (formulas.len() - 1) as u32
            });
            let mut ps: Vec<u32> = t
                .promises
                .iter()
                .map(|u| {
                    let n = marks.len() as u32;
                    *marks.entry(*u).or_insert(n)
                })
                .collect();
            ps.sort_unstable();
            let key = (to, ps);
            let e = grouped.entry(key.clone()).or_default();
            if e.is_empty() {
                order.push(key);
            }
            e.push(t.guard);
        }
        let mut out: Vec<TEdge> = order
            .into_iter()
            .map(|key| {
                let cubes = grouped.remove(&key).unwrap_or_default();
                TEdge {
                    guard: Guard::from_cubes(cubes),
                    to: key.0,
                    promises: key.1,
                }
            })
            .collect();
        prune_edges(&mut out);
        edges.push(out);
        s += 1;
    }
    debug_assert!(formulas.len() == edges.len());
    Ok(Tgba { formulas, edges })
}

/// Drops transitions dominated by another to the same state (weaker guard, fewer promises).
fn prune_edges(edges: &mut Vec<TEdge>) {
    let n = edges.len();
    let mut keep = vec![true; n];
    for i in 0..n {
        for j in 0..n {
            if i != j
                && keep[i]
                && keep[j]
                && edges[i].to == edges[j].to
                && subset(&edges[i].promises, &edges[j].promises)
                && edges[j].guard.implies(&edges[i].guard)
            {
                keep[j] = false;
            }
        }
    }
    let mut k = keep.into_iter();
    edges.retain(|_| k.next().unwrap_or(true));
}
