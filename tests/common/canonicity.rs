//! The canonical form against the successor function: two states with the same matched
//! bytes must have the same successors (as matched bytes, move by move; with the symmetry
//! reduction, which matches states up to renaming threads, as a multiset of matched bytes). The visited set
//! stores only the matched bytes, so a state whose successors depend on something the bytes
//! leave out makes a search's result depend on which of two equal states it met first: it
//! can miss states, and with them violations.
//!
//! [`check`] explores a model breadth-first, keeping for each matched state the successors
//! of the first concrete state met, and compares every later concrete state with the same
//! bytes against them. It checks only the pairs of equal states the search happens to meet,
//! so it finds a fault that shows on the program's own state space, as a search would meet
//! it.

use pancam::explore::{Step, TransitionSystem};
use pancam::model::CProgram;
use pancam::vm::state::State;
use std::collections::{HashMap, VecDeque};
use std::path::Path;
use xxhash_rust::xxh3::xxh3_128;

/// Successors of one state: per move, the label and the hash of the successor's matched
/// bytes (0: pruned, 1: a violation).
type Succs = Vec<(String, u128)>;

fn succs(sys: &CProgram, s: &State, out: &mut Vec<State>) -> Succs {
    let mut moves = Vec::new();
    let mut aux = Default::default();
    sys.transitions(s, &mut moves, &mut aux);
    let mut v = Vec::with_capacity(moves.len());
    let mut buf = Vec::new();
    for m in &moves {
        let h = match sys.step(s, m, &aux) {
            Step::Next(n) => {
                buf.clear();
                sys.matched(&n, &mut buf);
                out.push(n);
                xxh3_128(&buf)
            }
            Step::Violation(..) => 1,
            Step::Pruned => 0,
        };
        v.push((format!("{m:?}"), h));
    }
    if sys.symmetry.is_some() {
        // States are matched up to renaming threads: equal matched states have the same
        // successors up to renaming, whose moves name other threads. The successors
        // compared are then the multiset of their matched bytes.
        for x in &mut v {
            x.0.clear();
        }
        v.sort_unstable();
    }
    v
}

/// Explores `sys` breadth-first. `Ok(Some(n))`: `n` matched states, every state met again
/// had the successors of the first one with its bytes; `Ok(None)`: more than `limit` states
/// (not checked further); `Err`: the first pair of equal states with different successors,
/// described. With `dump`, that pair and their successors are written there (`first.txt`,
/// `later.txt`, `first-succ.txt`, `later-succ.txt`) for a diff.
pub fn check(sys: &CProgram, limit: usize, dump: Option<&Path>) -> Result<Option<usize>, String> {
    let mut seen: HashMap<u128, (Succs, State)> = HashMap::new();
    let mut queue = VecDeque::from([sys.initial()]);
    let mut buf = Vec::new();
    let mut next = Vec::new();
    while let Some(s) = queue.pop_front() {
        buf.clear();
        sys.matched(&s, &mut buf);
        let h = xxh3_128(&buf);
        next.clear();
        let mine = succs(sys, &s, &mut next);
        match seen.get(&h) {
            Some((first, fs)) if *first != mine => {
                if let Some(d) = dump {
                    let (mut n1, mut n2) = (Vec::new(), Vec::new());
                    succs(sys, fs, &mut n1);
                    succs(sys, &s, &mut n2);
                    for (name, text) in [
                        ("first.txt", format!("{fs:#?}")),
                        ("later.txt", format!("{s:#?}")),
                        ("first-succ.txt", format!("{n1:#?}")),
                        ("later-succ.txt", format!("{n2:#?}")),
                    ] {
                        std::fs::write(d.join(name), text).map_err(|e| e.to_string())?;
                    }
                }
                let differ: Vec<String> = first
                    .iter()
                    .zip(&mine)
                    .filter(|(a, b)| a != b)
                    .map(|(a, _)| a.0.clone())
                    .collect();
                return Err(format!(
                    "two states with equal matched bytes have different successors (after \
                     {} states): {} moves and {}; the moves that differ: {differ:?}",
                    seen.len(),
                    first.len(),
                    mine.len()
                ));
            }
            Some(_) => {}
            None => {
                if seen.len() >= limit {
                    return Ok(None);
                }
                seen.insert(h, (mine, s));
                queue.extend(next.drain(..));
            }
        }
    }
    Ok(Some(seen.len()))
}
