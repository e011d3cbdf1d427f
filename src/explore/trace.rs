//! Counterexamples and their replay.
//!
//! A counterexample is the list of moves (labels) from the initial state; a liveness
//! counterexample adds a cycle (a lasso: prefix then cycle repeated forever). Nothing else is
//! stored: states are rebuilt by [`replay`], which re-executes the moves and fails loudly, naming
//! the step, if the system does not follow them (a move not enabled, a path cut early, the
//! violation not occurring at the end, a cycle that does not close) — the same guard as
//! stateright's path reconstruction against nondeterministic models.

use super::system::{Step, TransitionSystem};
use serde::Serialize;
use std::fmt;

/// What went wrong at the end of a counterexample path.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Cause<V> {
    /// The last move of the path returned [`Step::Violation`].
    Step(V),
    /// The state reached by the path fails [`TransitionSystem::check`].
    State(V),
    /// The state reached has no moves and [`TransitionSystem::terminal`] calls it an error.
    Terminal(V),
    /// An accepting cycle: the path leads to the cycle's first state; `fair` says the cycle was
    /// required to be weakly fair.
    Acceptance {
        /// Whether weak fairness over processes was required.
        fair: bool,
    },
}

/// A violation with the moves that lead to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Counterexample<L, V> {
    /// Moves from the initial state (for a lasso: to the first state of the cycle).
    pub path: Vec<L>,
    /// For [`Cause::Acceptance`]: the moves of the cycle, from the end of `path` back to a state
    /// with the same matched bytes. Empty means the end of `path` is terminal and stutters
    /// forever.
    pub cycle: Option<Vec<L>>,
    /// The violation.
    pub cause: Cause<V>,
}

impl<L: fmt::Debug, V: fmt::Debug> fmt::Display for Counterexample<L, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.cause {
            Cause::Step(v) => writeln!(f, "violation during the last move: {v:?}")?,
            Cause::State(v) => writeln!(f, "state property violated: {v:?}")?,
            Cause::Terminal(v) => writeln!(f, "invalid end state: {v:?}")?,
            Cause::Acceptance { fair } => writeln!(
                f,
                "acceptance cycle{}",
                if *fair { " (weakly fair)" } else { "" }
            )?,
        }
        for (i, l) in self.path.iter().enumerate() {
            writeln!(f, "{:>6}: {l:?}", i + 1)?;
        }
        if let Some(cycle) = &self.cycle {
            writeln!(f, "  <<<<<START OF CYCLE>>>>>")?;
            if cycle.is_empty() {
                writeln!(f, "  (terminal state, stuttering)")?;
            }
            for (i, l) in cycle.iter().enumerate() {
                writeln!(f, "{:>6}: {l:?}", self.path.len() + i + 1)?;
            }
        }
        Ok(())
    }
}

/// Which part of a counterexample a replay error is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Part {
    /// The path from the initial state.
    Path,
    /// The cycle of a lasso.
    Cycle,
}

/// How a replay diverged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ReplayErrorKind {
    /// The move is not among the enabled moves (both shown with `Debug`).
    NotEnabled {
        /// The move of the counterexample.
        label: String,
        /// The moves the system offers.
        enabled: Vec<String>,
    },
    /// The move was cut ([`Step::Pruned`]).
    Pruned,
    /// The move reported a violation before the end of the path.
    EarlyViolation(String),
    /// The expected violation did not occur at the end.
    NoViolation,
    /// The cycle does not return to a state with the matched bytes of its start.
    CycleNotClosed,
    /// An empty cycle (stuttering) but the end state has moves.
    NotTerminal,
    /// No state of the cycle is accepting.
    NotAccepting,
    /// The process stays enabled along the whole cycle and never moves in it.
    Unfair(u32),
    /// An acceptance cause without a cycle, or a cycle without an acceptance cause.
    Malformed,
}

/// A counterexample the system does not follow.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayError {
    /// The part of the counterexample.
    pub part: Part,
    /// Index of the move (0-based within the part) where replay diverged; the part's length if
    /// the problem is at its end.
    pub step: usize,
    /// What happened.
    pub kind: ReplayErrorKind,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let part = match self.part {
            Part::Path => "path",
            Part::Cycle => "cycle",
        };
        write!(
            f,
            "replay diverged at move {} of the {part}: ",
            self.step + 1
        )?;
        match &self.kind {
            ReplayErrorKind::NotEnabled { label, enabled } => write!(
                f,
                "{label} is not enabled (enabled: [{}]); is the transition system \
                 deterministic?",
                enabled.join(", ")
            ),
            ReplayErrorKind::Pruned => write!(f, "the move was pruned"),
            ReplayErrorKind::EarlyViolation(v) => {
                write!(f, "the move reported a violation before the end: {v}")
            }
            ReplayErrorKind::NoViolation => write!(f, "the expected violation did not occur"),
            ReplayErrorKind::CycleNotClosed => {
                write!(f, "the cycle does not return to its first state")
            }
            ReplayErrorKind::NotTerminal => {
                write!(f, "stuttering cycle but the state has moves")
            }
            ReplayErrorKind::NotAccepting => write!(f, "no state of the cycle is accepting"),
            ReplayErrorKind::Unfair(p) => write!(
                f,
                "process {p} is enabled throughout the cycle but never moves (unfair)"
            ),
            ReplayErrorKind::Malformed => {
                write!(f, "cycle and cause do not match (malformed counterexample)")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// The outcome of a successful replay.
#[derive(Clone, Debug)]
pub struct Replayed<S, V> {
    /// The state at the end of the path (for a lasso: at the end of the cycle).
    pub state: S,
    /// The violation reproduced (`None` for an acceptance cycle).
    pub violation: Option<V>,
}

struct Walker<'a, T: TransitionSystem> {
    sys: &'a T,
    labels: Vec<T::Label>,
    aux: T::Aux,
}

impl<T: TransitionSystem> Walker<'_, T> {
    /// Computes the moves of `s` into `self.labels` / `self.aux`.
    fn moves(&mut self, s: &T::State) {
        self.labels.clear();
        self.sys.transitions(s, &mut self.labels, &mut self.aux);
    }

    /// Executes `label` from `s`. `last`: a violation is expected (returned) rather than an
    /// error.
    fn exec(
        &mut self,
        s: &T::State,
        label: &T::Label,
        part: Part,
        step: usize,
    ) -> Result<Step<T::State, T::Violation>, ReplayError> {
        self.moves(s);
        if !self.sys.has_move(s, label, &self.labels) {
            return Err(ReplayError {
                part,
                step,
                kind: ReplayErrorKind::NotEnabled {
                    label: format!("{label:?}"),
                    enabled: self.labels.iter().map(|l| format!("{l:?}")).collect(),
                },
            });
        }
        match self.sys.step(s, label, &self.aux) {
            Step::Pruned => Err(ReplayError {
                part,
                step,
                kind: ReplayErrorKind::Pruned,
            }),
            other => Ok(other),
        }
    }

    /// Walks `labels` from `s`; all moves must be plain successors except perhaps the last when
    /// `violation_at_end`.
    fn walk(
        &mut self,
        mut s: T::State,
        labels: &[T::Label],
        part: Part,
        violation_at_end: bool,
        mut visit: impl FnMut(&mut Self, &T::State, &T::Label),
    ) -> Result<(T::State, Option<T::Violation>), ReplayError> {
        for (i, label) in labels.iter().enumerate() {
            let last = i + 1 == labels.len();
            let step = self.exec(&s, label, part, i)?;
            visit(self, &s, label);
            match step {
                Step::Next(n) => {
                    if last && violation_at_end {
                        return Err(ReplayError {
                            part,
                            step: i,
                            kind: ReplayErrorKind::NoViolation,
                        });
                    }
                    s = n;
                }
                Step::Violation(n, v) => {
                    if last && violation_at_end {
                        return Ok((n, Some(v)));
                    }
                    return Err(ReplayError {
                        part,
                        step: i,
                        kind: ReplayErrorKind::EarlyViolation(format!("{v:?}")),
                    });
                }
                Step::Pruned => {
                    return Err(ReplayError {
                        part,
                        step: i,
                        kind: ReplayErrorKind::Pruned,
                    });
                }
            }
        }
        if violation_at_end {
            return Err(ReplayError {
                part,
                step: labels.len(),
                kind: ReplayErrorKind::NoViolation,
            });
        }
        Ok((s, None))
    }
}

/// Re-executes a counterexample and checks that the system reproduces it: every move enabled,
/// the violation at the end, and for a lasso a closed cycle (same matched bytes, and the same
/// budget if the system counts one) through an accepting state, weakly fair if required.
///
/// With an abstraction (matched bytes a function of the tracked state), a cycle closes in the
/// abstract state space: the concrete end state may differ from the start in unmatched parts.
pub fn replay<T: TransitionSystem>(
    sys: &T,
    cx: &Counterexample<T::Label, T::Violation>,
) -> Result<Replayed<T::State, T::Violation>, ReplayError> {
    let mut w = Walker {
        sys,
        labels: Vec::new(),
        aux: T::Aux::default(),
    };
    let end = |step| ReplayError {
        part: Part::Path,
        step,
        kind: ReplayErrorKind::NoViolation,
    };
    let n = cx.path.len();
    let malformed = ReplayError {
        part: Part::Path,
        step: n,
        kind: ReplayErrorKind::Malformed,
    };
    match (&cx.cause, &cx.cycle) {
        (Cause::Step(_), None) => {
            let (state, v) = w.walk(sys.initial(), &cx.path, Part::Path, true, |_, _, _| {})?;
            Ok(Replayed {
                state,
                violation: v,
            })
        }
        (Cause::State(_), None) => {
            let (state, _) = w.walk(sys.initial(), &cx.path, Part::Path, false, |_, _, _| {})?;
            let v = sys.check(&state).ok_or_else(|| end(n))?;
            Ok(Replayed {
                state,
                violation: Some(v),
            })
        }
        (Cause::Terminal(_), None) => {
            let (state, _) = w.walk(sys.initial(), &cx.path, Part::Path, false, |_, _, _| {})?;
            w.moves(&state);
            if !w.labels.is_empty() {
                return Err(end(n));
            }
            let v = sys.terminal(&state).ok_or_else(|| end(n))?;
            Ok(Replayed {
                state,
                violation: Some(v),
            })
        }
        (Cause::Acceptance { fair }, Some(cycle)) => {
            let (start, _) = w.walk(sys.initial(), &cx.path, Part::Path, false, |_, _, _| {})?;
            replay_cycle(&mut w, start, cycle, *fair)
        }
        _ => Err(malformed),
    }
}

fn replay_cycle<T: TransitionSystem>(
    w: &mut Walker<'_, T>,
    start: T::State,
    cycle: &[T::Label],
    fair: bool,
) -> Result<Replayed<T::State, T::Violation>, ReplayError> {
    let sys = w.sys;
    let err = |kind| ReplayError {
        part: Part::Cycle,
        step: cycle.len(),
        kind,
    };
    if cycle.is_empty() {
        w.moves(&start);
        if !w.labels.is_empty() {
            return Err(err(ReplayErrorKind::NotTerminal));
        }
        if !sys.accepting(&start) {
            return Err(err(ReplayErrorKind::NotAccepting));
        }
        return Ok(Replayed {
            state: start,
            violation: None,
        });
    }
    let key = |s: &T::State| {
        let mut buf = Vec::new();
        sys.matched(s, &mut buf);
        (buf, sys.budget(s))
    };
    let start_key = key(&start);
    let mut accepting = false;
    // Processes that moved, and processes disabled somewhere, along the cycle.
    let mut moved = 0u64;
    let mut disabled = 0u64;
    let (end_state, _) = w.walk(start, cycle, Part::Cycle, false, |w, s, l| {
        accepting |= sys.accepting(s);
        disabled |= !sys.enabled_processes(s, &w.labels);
        if let Some(p) = sys.process(l).filter(|&p| p < 64) {
            moved |= 1 << p;
        }
    })?;
    if key(&end_state) != start_key {
        return Err(err(ReplayErrorKind::CycleNotClosed));
    }
    if !accepting {
        return Err(err(ReplayErrorKind::NotAccepting));
    }
    if fair {
        let unfair = !(moved | disabled);
        if unfair != 0 {
            return Err(err(ReplayErrorKind::Unfair(unfair.trailing_zeros())));
        }
    }
    Ok(Replayed {
        state: end_state,
        violation: None,
    })
}

/// The states along `path` from the initial state (the initial state first, then the state after
/// each move; a violating last move contributes its successor), for front ends that show a
/// counterexample step by step. Fails like [`replay`] if a move is not enabled or is pruned.
pub fn states_along<T: TransitionSystem>(
    sys: &T,
    path: &[T::Label],
) -> Result<Vec<T::State>, ReplayError> {
    let mut w = Walker {
        sys,
        labels: Vec::new(),
        aux: T::Aux::default(),
    };
    let mut states = Vec::with_capacity(path.len() + 1);
    states.push(sys.initial());
    for (i, label) in path.iter().enumerate() {
        let Some(s) = states.last() else { break };
        let next = match w.exec(s, label, Part::Path, i)? {
            Step::Next(n) => n,
            Step::Violation(n, _) if i + 1 == path.len() => n,
            Step::Violation(_, v) => {
                return Err(ReplayError {
                    part: Part::Path,
                    step: i,
                    kind: ReplayErrorKind::EarlyViolation(format!("{v:?}")),
                });
            }
            Step::Pruned => {
                return Err(ReplayError {
                    part: Part::Path,
                    step: i,
                    kind: ReplayErrorKind::Pruned,
                });
            }
        };
        states.push(next);
    }
    Ok(states)
}
