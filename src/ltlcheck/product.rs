//! The product of a C program and the Büchi automaton of a negated LTL formula (Spin's never
//! claim), as a [`TransitionSystem`] for [`crate::explore::nested_dfs`].
//!
//! A product state is `(program state, claim state q)`. Spin's convention: the claim moves
//! first, from the initial state, and then the claim and the program alternate; the claim's
//! guard reads the program state it is *in* when it moves. So from `(s, q)` a product move is
//! a claim edge `q → q'` whose guard holds on the propositions of `s`, followed by a program
//! move `s → s'`, reaching `(s', q')`. Along a run the claim reads `s0 s1 s2 …`: the initial
//! state and then every state the program reaches (equivalently: each claim move reads the
//! state the previous program move reached). Accepting product states are those whose claim
//! state is accepting.
//!
//! Finite runs: when the program has no move (every thread finished, `exit`, or a deadlock),
//! the program stutters: the claim keeps moving on the same program state (`Stutter` moves),
//! as Spin does. Deadlocks are therefore not reported as safety violations during an LTL
//! search (Spin: "invalid end states — disabled by never claim"); `[] <> p` is violated by a
//! deadlock in a state where `p` is false. When no claim edge matches, the product node is a
//! dead end (a `Blocked` move that is pruned, so that nested DFS does not take the node for a
//! terminal state that stutters).
//!
//! The claim state is part of the matched state (appended to the program's matched bytes).
//! Weak fairness is about the program's threads: a move's process is its thread; stutter
//! moves have none.

use super::props::{Prop, eval};
use crate::explore::store::Parts;
use crate::explore::{Step, TransitionSystem};
use crate::ltl::Buchi;
use crate::model::{CProgram, Move, SuperAux};
use crate::vm::error::{Violation, ViolationKind};
use crate::vm::state::State;
use serde::{Deserialize, Serialize};

/// A move of the product.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PMove {
    /// A program move with the claim edge taken (index in the claim state's edge list).
    Move {
        /// The program move.
        m: Move,
        /// The claim edge.
        edge: u32,
    },
    /// The program has no move and stutters; the claim takes this edge.
    Stutter {
        /// The claim edge.
        edge: u32,
    },
    /// No claim edge matches: the node is a dead end (this move is pruned).
    Blocked,
}

impl PMove {
    /// The program move, if any.
    pub fn program(&self) -> Option<Move> {
        match self {
            PMove::Move { m, .. } => Some(*m),
            _ => None,
        }
    }
}

/// A product move in a checkpoint: a tag, the claim edge, and the program move as the
/// program encodes it.
impl crate::explore::checkpoint::LabelCodec<PMove> for Product<'_, '_> {
    fn put_label(&self, l: &PMove, out: &mut Vec<u8>) {
        use crate::explore::distributed::{StateCodec, wire};
        match l {
            PMove::Move { m, edge } => {
                out.push(0);
                wire::put(out, u64::from(*edge));
                self.sys.encode_label(m, out);
            }
            PMove::Stutter { edge } => {
                out.push(1);
                wire::put(out, u64::from(*edge));
            }
            PMove::Blocked => out.push(2),
        }
    }

    fn get_label(&self, b: &[u8], pos: &mut usize) -> Option<PMove> {
        use crate::explore::distributed::{StateCodec, wire};
        let tag = *b.get(*pos)?;
        *pos += 1;
        Some(match tag {
            0 => {
                let edge = u32::try_from(wire::get(b, pos)?).ok()?;
                PMove::Move {
                    edge,
                    m: self.sys.decode_label(b, pos)?,
                }
            }
            1 => PMove::Stutter {
                edge: u32::try_from(wire::get(b, pos)?).ok()?,
            },
            2 => PMove::Blocked,
            _ => return None,
        })
    }
}

/// A product state.
#[derive(Clone, Debug)]
pub struct PState {
    /// The program state.
    pub prog: State,
    /// The claim state.
    pub q: u32,
}

/// The product of a program and a never claim.
pub struct Product<'a, 'p> {
    /// The program.
    pub sys: &'a CProgram<'p>,
    /// The automaton of the negated formula.
    pub claim: &'a Buchi,
    /// The propositions, in the order of `claim.props()`.
    pub props: &'a [Prop],
}

impl Product<'_, '_> {
    /// The valuation of the propositions in `s` (bit `i`: `claim.props()[i]`), and the first
    /// failure of a `@func` proposition, if any.
    pub fn valuation(&self, s: &State) -> (u64, Option<String>) {
        let prog = self.sys.prog();
        let mut failure = None;
        let mut v = 0u64;
        for (i, p) in self.props.iter().enumerate() {
            let mut call = |st: &State, f: u32| match self.sys.eval_function(st, f) {
                Ok(x) => x as i64,
                Err(e) => {
                    if failure.is_none() {
                        failure = Some(format!(
                            "proposition {} = {}: {}() failed: {e}",
                            p.name, p.text, prog.funcs[f as usize].name
                        ));
                    }
                    0
                }
            };
            if eval(prog, &p.expr, s, &mut call) != 0 {
                v |= 1 << i;
            }
        }
        (v, failure)
    }
}

impl Product<'_, '_> {
    /// The claim edges of `s.q` whose guards the program state satisfies.
    fn edges(&self, s: &PState) -> Vec<u32> {
        let (v, _) = self.valuation(&s.prog);
        self.claim
            .edges(s.q)
            .iter()
            .enumerate()
            .filter(|(_, e)| e.guard.matches(v))
            .map(|(i, _)| i as u32)
            .collect()
    }
}

impl TransitionSystem for Product<'_, '_> {
    type State = PState;
    type Label = PMove;
    type Violation = Violation;
    type Aux = SuperAux;

    fn initial(&self) -> PState {
        PState {
            prog: self.sys.initial(),
            q: self.claim.initial(),
        }
    }

    fn record(&self) -> Vec<u8> {
        self.sys.record()
    }

    fn absorb_record(&self, bytes: &[u8]) -> Result<(), String> {
        self.sys.absorb_record(bytes)
    }

    /// The program's drawn move (a lazy input's value), with a claim edge drawn uniformly:
    /// the distribution of [`transitions`](Self::transitions) drawn uniformly, with the
    /// program's move weighted.
    fn random_move(
        &self,
        s: &PState,
        aux: &mut SuperAux,
        draw: &mut dyn FnMut(u128) -> u128,
    ) -> Option<PMove> {
        let edges = self.edges(s);
        if edges.is_empty() {
            return None; // `Blocked`
        }
        let m = self.sys.random_move(&s.prog, aux, draw)?;
        let edge = edges[draw(edges.len() as u128) as usize];
        Some(PMove::Move { m, edge })
    }

    fn idle(&self, s: &PState, l: &PMove) -> bool {
        l.program().is_some_and(|m| self.sys.idle(&s.prog, &m))
    }

    fn has_move(&self, s: &PState, l: &PMove, listed: &[PMove]) -> bool {
        listed.contains(l)
            || matches!(*l, PMove::Move { m, edge }
                if self.edges(s).contains(&edge) && self.sys.has_move(&s.prog, &m, &[]))
    }

    fn transitions(&self, s: &PState, out: &mut Vec<PMove>, aux: &mut SuperAux) {
        let edges = self.edges(s);
        aux.clear();
        if edges.is_empty() {
            out.push(PMove::Blocked);
            return;
        }
        let mut moves = Vec::new();
        self.sys.transitions(&s.prog, &mut moves, aux);
        // The successors the program's tables kept are not kept on the nested search's
        // stack (its frames do not account for them): each move replays its superstep.
        self.sys.drop_successors(aux, true);
        if moves.is_empty() {
            out.extend(edges.iter().map(|&edge| PMove::Stutter { edge }));
            return;
        }
        for m in moves {
            out.extend(edges.iter().map(|&edge| PMove::Move { m, edge }));
        }
    }

    fn step(&self, s: &PState, l: &PMove, aux: &SuperAux) -> Step<PState, Violation> {
        let to = |edge: u32| self.claim.edges(s.q)[edge as usize].to;
        match *l {
            PMove::Move { m, edge } => match self.sys.step(&s.prog, &m, aux) {
                Step::Next(st) => Step::Next(PState {
                    prog: st,
                    q: to(edge),
                }),
                Step::Violation(st, v) => Step::Violation(
                    PState {
                        prog: st,
                        q: to(edge),
                    },
                    v,
                ),
                Step::Pruned => Step::Pruned,
            },
            PMove::Stutter { edge } => Step::Next(PState {
                prog: s.prog.clone(),
                q: to(edge),
            }),
            PMove::Blocked => Step::Pruned,
        }
    }

    fn matched(&self, s: &PState, buf: &mut Vec<u8>) {
        self.sys.matched(&s.prog, buf);
        buf.extend_from_slice(&s.q.to_le_bytes());
    }

    fn matched_parts(&self, s: &PState, buf: &mut Vec<u8>, parts: &mut Parts) {
        self.sys.matched_parts(&s.prog, buf, parts);
        buf.extend_from_slice(&s.q.to_le_bytes());
    }

    fn check(&self, s: &PState) -> Option<Violation> {
        if let Some(v) = self.sys.check(&s.prog) {
            return Some(v);
        }
        let (_, failure) = self.valuation(&s.prog);
        failure.map(|msg| Violation {
            kind: ViolationKind::InvariantViolation,
            msg,
            thread: 0,
            stack: Vec::new(),
        })
    }

    fn budget(&self, s: &PState) -> Option<u32> {
        self.sys.budget(&s.prog)
    }

    fn accepting(&self, s: &PState) -> bool {
        self.claim.is_accepting(s.q)
    }

    fn process(&self, l: &PMove) -> Option<u32> {
        l.program().map(|m| u32::from(m.thread))
    }

    /// The threads the *program* has enabled, whatever the product offers: a nondeterministic
    /// choice offers only the choosing thread's alternatives, and with no context-switch
    /// budget left only the last thread may move, yet the other threads are still enabled in
    /// the program. Weak fairness is about the program's runs, so a cycle that keeps such a
    /// thread waiting is unfair (with a context bound, only fair runs with at most K
    /// preemptions are searched).
    fn enabled_processes(&self, s: &PState, labels: &[PMove]) -> u64 {
        if labels.iter().all(|l| matches!(l, PMove::Blocked)) {
            return 0;
        }
        (0..s.prog.threads.len().min(64))
            .filter(|&t| self.sys.vm.enabled(&s.prog, t))
            .fold(0u64, |set, t| set | (1u64 << t))
    }

    fn heap_bytes(&self, s: &PState) -> usize {
        self.sys.heap_bytes(&s.prog)
    }
}
