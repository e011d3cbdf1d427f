//! Weak fairness over processes for nested DFS: the counter ("k+2 copies") construction.
//!
//! A cycle is *weakly fair* if every process that is enabled in every state of the cycle moves
//! somewhere in it ("a thread that is always enabled eventually runs"). Spin enforces this
//! (`pan -f`) by running the nested DFS on k+2 copies of the state graph (Holzmann, *The Spin
//! Model Checker*, §8.4; after Choueka's flag construction). We use the same idea, generically
//! over the trait's per-move [`process`](super::TransitionSystem::process) and per-state
//! [`enabled_processes`](super::TransitionSystem::enabled_processes):
//!
//! A product node is `(state, c)` with a copy counter `c ∈ {0, 1, …, 64, 65}`; copies `1..=64`
//! stand for processes `0..64` and [`ACCEPT_COPY`] = 65 is the only accepting copy. A move by
//! process `p` from `(s, c)` goes to `(s', c')` where
//!
//! - `c = 0`: `c' = advance(1)` if `s` is accepting, else `0` (wait for acceptance);
//! - `1 ≤ c ≤ 64`: `c' = advance(c)`;
//! - `c = 65`: `c' = 0` (start a new round);
//!
//! and `advance(c)` skips every copy whose process is *done* at this step — it moves now (`p`) or
//! is disabled in `s` — stopping at the first process that is enabled and does not move (or at
//! 65 when none is left). Skipping several copies in one step is sound: each skipped process is
//! justified by this very step. A cycle through copy 65 therefore visits an accepting state and,
//! for every process, a step where it moves or is disabled: it is weakly fair. Conversely a fair
//! accepting cycle, unrolled at most 66 times, is a cycle of the product through copy 65. So
//! the product has an accepting cycle iff the system has a weakly fair one, and plain nested DFS
//! on the product decides fair acceptance. Processes that never exist are disabled everywhere and
//! cost nothing (they are skipped); the product has at most (number of processes + 2) copies of
//! each state in practice.
//!
//! A terminal state stutters with no process and nothing enabled, so its stutter loop is fair.

/// The accepting copy of the fairness product.
pub const ACCEPT_COPY: u8 = 65;

/// The copy reached from copy `copy` by a move of `process` (or a stutter: `None`) from a state
/// that is `accepting` and has the processes in `enabled` enabled.
#[inline]
pub fn next_copy(copy: u8, accepting: bool, enabled: u64, process: Option<u32>) -> u8 {
    let moved = process.filter(|&p| p < 64).map_or(0, |p| 1u64 << p);
    let done = !enabled | moved;
    match copy {
        0 if accepting => advance(1, done),
        0 => 0,
        ACCEPT_COPY => 0,
        c => advance(c, done),
    }
}

/// The first copy `≥ c` whose process is not done, or [`ACCEPT_COPY`].
#[inline]
fn advance(c: u8, done: u64) -> u8 {
    let from = u32::from(c.saturating_sub(1));
    if from >= 64 {
        return ACCEPT_COPY;
    }
    let pending = !done >> from;
    if pending == 0 {
        ACCEPT_COPY
    } else {
        // from + tz < 64, so the sum fits in a u8.
        (from + pending.trailing_zeros() + 1) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_for_acceptance_then_skips_done_processes() {
        // Processes 0 and 1 enabled; process 0 moves from an accepting state.
        assert_eq!(next_copy(0, false, 0b11, Some(0)), 0);
        assert_eq!(next_copy(0, true, 0b11, Some(0)), 2);
        assert_eq!(next_copy(2, false, 0b11, Some(0)), 2);
        assert_eq!(next_copy(2, false, 0b11, Some(1)), ACCEPT_COPY);
        assert_eq!(next_copy(2, false, 0b01, Some(0)), ACCEPT_COPY);
        assert_eq!(next_copy(ACCEPT_COPY, true, 0b11, Some(0)), 0);
        // Stutter: nothing enabled, every process is done.
        assert_eq!(next_copy(0, true, 0, None), ACCEPT_COPY);
        // Process 63 is the last copy.
        assert_eq!(next_copy(1, true, 1 << 63, None), 64);
        assert_eq!(next_copy(64, false, 1 << 63, Some(63)), ACCEPT_COPY);
    }
}
