//! The Büchi automaton the model checker consumes: guarded edges, state-based acceptance.
//!
//! Words are infinite sequences of valuations (`u64`, bit `i` = proposition `i` of
//! [`Buchi::props`]). A run starts in [`Buchi::initial`] and reads one valuation per edge: from
//! state `s`, reading `v`, it may move along any edge of `s` whose guard matches `v`. A run is
//! accepting if it visits accepting states infinitely often. This is Spin's never-claim
//! semantics: the claim moves synchronously with the system, its guard evaluated on the
//! current system state.

use super::guard::Guard;
use super::scc::tarjan;

/// Index of an automaton state.
pub type StateId = u32;

/// An edge of a [`Buchi`] automaton.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Edge {
    /// The valuations this edge reads.
    pub guard: Guard,
    /// Target state.
    pub to: StateId,
}

/// A Büchi automaton with guarded edges and accepting states (see the module documentation
/// for its semantics).
///
/// Invariants: state 0 is the initial state; there is at least one state; every edge target is
/// a state. The automata built by [`super::translate`] are also *trim*: every state is
/// reachable and can reach an accepting cycle, so the language is empty iff there are no
/// edges ([`Buchi::is_empty`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Buchi {
    pub(crate) props: Vec<String>,
    pub(crate) edges: Vec<Vec<Edge>>,
    pub(crate) accepting: Vec<bool>,
    pub(crate) name: String,
}

impl Buchi {
    /// Builds an automaton from its parts (state 0 is initial); `Err` explains a broken
    /// invariant (no states, an edge to a missing state, `accepting` of the wrong length, a
    /// guard over a proposition beyond `props`, more than 64 propositions).
    pub fn from_parts(
        props: Vec<String>,
        edges: Vec<Vec<Edge>>,
        accepting: Vec<bool>,
    ) -> Result<Buchi, String> {
        if edges.is_empty() {
            return Err("an automaton needs at least one state".into());
        }
        if accepting.len() != edges.len() {
            return Err(format!(
                "{} acceptance flags for {} states",
                accepting.len(),
                edges.len()
            ));
        }
        if props.len() > super::formula::MAX_PROPS {
            return Err(format!("{} propositions (at most 64)", props.len()));
        }
        let known = if props.len() == 64 {
            u64::MAX
        } else {
            (1u64 << props.len()) - 1
        };
        for (s, es) in edges.iter().enumerate() {
            for e in es {
                if e.to as usize >= edges.len() {
                    return Err(format!("state {s} has an edge to missing state {}", e.to));
                }
                if e.guard.support() & !known != 0 {
                    return Err(format!("state {s} has a guard over an unknown proposition"));
                }
            }
        }
        Ok(Buchi {
            props,
            edges,
            accepting,
            name: String::new(),
        })
    }

    /// The automaton of the empty language: one non-accepting state without edges.
    pub fn empty(props: Vec<String>) -> Buchi {
        Buchi {
            props,
            edges: vec![Vec::new()],
            accepting: vec![false],
            name: String::new(),
        }
    }

    /// The proposition names; bit `i` of a valuation is proposition `i`.
    pub fn props(&self) -> &[String] {
        &self.props
    }

    /// A description of the automaton (the formula it was translated from), used as the
    /// comment of the never claim and the `name:` of the HOA output.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of states.
    pub fn num_states(&self) -> usize {
        self.edges.len()
    }

    /// Total number of edges.
    pub fn num_edges(&self) -> usize {
        self.edges.iter().map(Vec::len).sum()
    }

    /// The initial state (always 0).
    pub fn initial(&self) -> StateId {
        0
    }

    /// The edges leaving `s`.
    pub fn edges(&self, s: StateId) -> &[Edge] {
        &self.edges[s as usize]
    }

    /// Whether `s` is accepting.
    pub fn is_accepting(&self, s: StateId) -> bool {
        self.accepting[s as usize]
    }

    /// The states reachable from `s` by reading valuation `v`.
    pub fn successors(&self, s: StateId, v: u64) -> impl Iterator<Item = StateId> + '_ {
        self.edges[s as usize]
            .iter()
            .filter(move |e| e.guard.matches(v))
            .map(|e| e.to)
    }

    /// Whether `s` is an accepting sink: accepting with a single `true` self-loop, so every
    /// continuation is accepted. Reaching it in a product already proves a violation (Spin's
    /// `accept_all`).
    pub fn is_accepting_sink(&self, s: StateId) -> bool {
        let es = &self.edges[s as usize];
        self.accepting[s as usize] && es.len() == 1 && es[0].to == s && es[0].guard.is_true()
    }

    /// Whether the language is empty (no accepting cycle is reachable).
    pub fn is_empty(&self) -> bool {
        let n = self.num_states();
        let sccs = tarjan(n, &[0], |s| {
            self.edges[s as usize]
                .iter()
                .map(|e| e.to)
                .collect::<Vec<_>>()
        });
        !(0..n).any(|s| {
            self.accepting[s]
                && sccs.of[s] != u32::MAX
                && self.edges[s]
                    .iter()
                    .any(|e| sccs.of[e.to as usize] == sccs.of[s])
        })
    }

    /// Whether the automaton accepts the ultimately periodic word `prefix · cycleᵚ`
    /// (`cycle` must be non-empty; an empty `cycle` gives `false`).
    ///
    /// Builds the product of the automaton with the lasso and looks for a reachable cycle
    /// through an accepting state.
    pub fn accepts_lasso(&self, prefix: &[u64], cycle: &[u64]) -> bool {
        if cycle.is_empty() {
            return false;
        }
        let len = prefix.len() + cycle.len();
        let letter = |i: usize| {
            if i < prefix.len() {
                prefix[i]
            } else {
                cycle[i - prefix.len()]
            }
        };
        let succ_pos = |i: usize| if i + 1 < len { i + 1 } else { prefix.len() };
        let n = self.num_states();
        let id = |q: usize, i: usize| (q * len + i) as u32;
        let succ = |node: u32| {
            let (q, i) = (node as usize / len, node as usize % len);
            let v = letter(i);
            let j = succ_pos(i);
            self.edges[q]
                .iter()
                .filter(|e| e.guard.matches(v))
                .map(|e| id(e.to as usize, j))
                .collect::<Vec<_>>()
        };
        let total = n * len;
        let sccs = tarjan(total, &[id(0, 0)], &succ);
        (0..total).any(|node| {
            let q = node / len;
            self.accepting[q]
                && sccs.of[node] != u32::MAX
                && succ(node as u32)
                    .into_iter()
                    .any(|m| sccs.of[m as usize] == sccs.of[node])
        })
    }
}
