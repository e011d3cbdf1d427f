//! Choosing the threads to expand at one state: a stubborn set over the threads' supersteps.
//!
//! Input, for a state `s`: the enabled threads with their superstep's access table (what
//! their move from `s` accesses), whether that move is *visible* (it writes something a
//! property reads) and whether it goes *backward* (see [`super`]'s cycle proviso); the
//! threads that cannot move, with the access that would enable them; and every unfinished
//! thread's *future* ([`super::future`]). Output: the enabled threads to expand, or `None`
//! for all of them.
//!
//! The set `T` of threads is closed under two rules (Valmari's stubborn sets over
//! processes, Godefroid's LNCS 1032 ch. 4 with "may be executed in the future" taken from
//! the static analysis):
//!
//! - *D1*: for an enabled `q ∈ T`, every thread `r` whose future may conflict with an
//!   access of `q`'s superstep is in `T` (so nothing outside `T` can touch what the move
//!   of `q` touches before `q` moves);
//! - *D2*: for a disabled `q ∈ T`, every thread whose future may write the access that
//!   would enable `q` is in `T` (a necessary enabling set: nothing outside `T` can enable
//!   `q`).
//!
//! Every enabled thread is tried as the seed of `T`; the smallest `T ∩ enabled` wins (ties:
//! the lowest seed), so the choice depends only on the state. A seed must be *really*
//! enabled: a thread whose only move is a spurious wakeup from `pthread_cond_wait` does not
//! keep a state from being a deadlock (see `CProgram::stuck_but_spurious`), so it cannot
//! be the enabled thread `T` must contain. A set with a visible or backward move is not
//! used (conditions C2 and C3); if no set is smaller than all enabled threads, the state is
//! fully expanded.

use super::future::{Fut, conflict};
use crate::vm::superstep::Access;

/// An enabled thread's move, as the selection sees it.
#[derive(Clone, Copy, Debug)]
pub struct Mover<'a> {
    /// The thread.
    pub thread: usize,
    /// Its superstep's accesses.
    pub table: &'a [Access],
    /// The move may change what a property sees.
    pub visible: bool,
    /// The move does not take the thread strictly forward (the cycle proviso).
    pub backward: bool,
    /// Its only move is a spurious wakeup.
    pub spurious_only: bool,
}

/// Why a state was fully expanded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    /// Every stubborn set holds every enabled thread (the threads depend on each other).
    Dependent,
    /// The smaller sets all hold a visible move.
    Visible,
    /// The smaller sets all hold a backward move (the cycle proviso).
    Proviso,
}

/// The selection: which enabled threads to expand (indices into the movers), or why all.
pub type Selection = Result<Vec<usize>, Full>;

/// A thread that cannot move.
#[derive(Clone, Copy, Debug)]
pub struct Waiter {
    /// The thread.
    pub thread: usize,
    /// The access that would enable it (`None`: nothing another thread does, e.g. it waits
    /// for an atomic section to end).
    pub enable: Option<Access>,
    /// For a thread waiting for a lock, the thread holding it: of the lock operations, only
    /// the holder's can enable it.
    pub holder: Option<usize>,
}

/// Chooses the movers to expand. `waiting` lists the unfinished threads that cannot move;
/// `future[t]` is thread `t`'s future (empty for finished threads). `nthreads` bounds the
/// thread ids.
pub fn select(
    movers: &[Mover<'_>],
    waiting: &[Waiter],
    future: &[Vec<Fut>],
    nthreads: usize,
) -> Selection {
    let m = movers.len();
    if m <= 1 {
        return Err(Full::Dependent);
    }
    SCRATCH.with(|c| {
        let mut sc = c.borrow_mut();
        select_in(&mut sc, movers, waiting, future, nthreads)
    })
}

/// Buffers of [`select`], kept per OS thread: every thread's role, the rows of the "pulls
/// in" relation computed so far (bitsets), the set being closed, and the work list.
#[derive(Default)]
struct Scratch {
    role: Vec<Option<Role>>,
    dep: Vec<u64>,
    known: Vec<bool>,
    in_t: Vec<u64>,
    work: Vec<usize>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

fn select_in(
    sc: &mut Scratch,
    movers: &[Mover<'_>],
    waiting: &[Waiter],
    future: &[Vec<Fut>],
    nthreads: usize,
) -> Selection {
    let m = movers.len();
    let words = nthreads.div_ceil(64).max(1);
    let Scratch {
        role,
        dep,
        known,
        in_t,
        work,
    } = sc;
    role.clear();
    role.resize(nthreads, None);
    for (i, mv) in movers.iter().enumerate() {
        role[mv.thread] = Some(Role::Moves(i));
    }
    for w in waiting {
        if role[w.thread].is_none() {
            role[w.thread] = Some(Role::Waits(w.enable, w.holder));
        }
    }
    // Row q of `dep`: the threads r (r ≠ q) such that q ∈ T forces r ∈ T; computed when
    // q first joins a set.
    dep.clear();
    dep.resize(nthreads * words, 0);
    known.clear();
    known.resize(nthreads, false);
    let row = |q: usize, dep: &mut [u64]| {
        for r in 0..nthreads {
            if r == q || role[r].is_none() {
                continue;
            }
            let fr = future.get(r).map_or(&[][..], |v| v.as_slice());
            let forced = match role[q] {
                Some(Role::Moves(i)) => movers[i]
                    .table
                    .iter()
                    .any(|a| fr.iter().any(|f| conflict(a, &f.acc))),
                Some(Role::Waits(Some(w), holder)) => {
                    let w = Access { write: true, ..w };
                    fr.iter().any(|f| {
                        conflict(&w, &f.acc) && (!f.lock_op || holder.is_none_or(|h| h == r))
                    })
                }
                _ => false,
            };
            if forced {
                dep[q * words + r / 64] |= 1 << (r % 64);
            }
        }
    };
    let mut best: Option<Vec<usize>> = None;
    let mut reason = Full::Dependent;
    in_t.resize(words, 0);
    for seed in movers.iter().filter(|mv| !mv.spurious_only) {
        in_t.iter_mut().for_each(|w| *w = 0);
        in_t[seed.thread / 64] |= 1 << (seed.thread % 64);
        work.clear();
        work.push(seed.thread);
        // Movers in the set so far: a set no smaller than the best is abandoned.
        let mut count = 1;
        let limit = best.as_ref().map_or(m, |b| b.len());
        while let Some(q) = work.pop() {
            if !known[q] {
                row(q, dep);
                known[q] = true;
            }
            for wi in 0..words {
                let mut new = dep[q * words + wi] & !in_t[wi];
                in_t[wi] |= new;
                while new != 0 {
                    let r = wi * 64 + new.trailing_zeros() as usize;
                    new &= new - 1;
                    work.push(r);
                    if matches!(role[r], Some(Role::Moves(_))) {
                        count += 1;
                    }
                }
            }
            if count >= limit {
                break;
            }
        }
        if count >= limit {
            continue;
        }
        let chosen: Vec<usize> = (0..m)
            .filter(|&i| in_t[movers[i].thread / 64] >> (movers[i].thread % 64) & 1 != 0)
            .collect();
        if chosen.iter().any(|&i| movers[i].visible) {
            reason = Full::Visible;
            continue;
        }
        if chosen.iter().any(|&i| movers[i].backward) {
            if reason == Full::Dependent {
                reason = Full::Proviso;
            }
            continue;
        }
        let one = chosen.len() == 1;
        best = Some(chosen);
        if one {
            break;
        }
    }
    best.ok_or(reason)
}

/// What a thread is at the state.
#[derive(Clone, Copy, Debug)]
enum Role {
    /// It moves: index into the movers.
    Moves(usize),
    /// It waits; this access would enable it; the lock's holder.
    Waits(Option<Access>, Option<usize>),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(obj: u32) -> Access {
        Access {
            obj,
            lo: 0,
            hi: 4,
            write: true,
        }
    }

    fn f(v: Vec<Vec<Access>>) -> Vec<Vec<Fut>> {
        v.into_iter()
            .map(|x| {
                x.into_iter()
                    .map(|acc| Fut {
                        acc,
                        lock_op: false,
                        atomic: 0,
                    })
                    .collect()
            })
            .collect()
    }

    fn waiter(thread: usize, enable: Access) -> Waiter {
        Waiter {
            thread,
            enable: Some(enable),
            holder: None,
        }
    }

    fn mover(thread: usize, table: &[Access]) -> Mover<'_> {
        Mover {
            thread,
            table,
            visible: false,
            backward: false,
            spurious_only: false,
        }
    }

    #[test]
    fn independent_threads_expand_one() {
        let (a, b) = ([w(1)], [w(2)]);
        let movers = [mover(0, &a), mover(1, &b)];
        let fut = f(vec![vec![w(1)], vec![w(2)]]);
        assert_eq!(select(&movers, &[], &fut, 2), Ok(vec![0]));
    }

    #[test]
    fn a_future_conflict_pulls_the_thread_in() {
        // Threads 0 and 1 both touch object 1; thread 2 is alone on object 3.
        let (a, b, c) = ([w(1)], [w(1)], [w(3)]);
        let movers = [mover(0, &a), mover(1, &b), mover(2, &c)];
        let fut = f(vec![vec![w(1)], vec![w(1)], vec![w(3)]]);
        assert_eq!(select(&movers, &[], &fut, 3), Ok(vec![2]));
        // Now thread 0 will touch object 3 too: seed 2 pulls in 0, which pulls in 1; seed
        // 0 still needs only 1 (its move is on object 1, which thread 2 never touches).
        let fut = f(vec![vec![w(1), w(3)], vec![w(1)], vec![w(3)]]);
        assert_eq!(select(&movers, &[], &fut, 3), Ok(vec![0, 1]));
        let fut = f(vec![vec![w(1), w(3)], vec![w(1)], vec![w(3), w(1)]]);
        assert_eq!(select(&movers, &[], &fut, 3), Err(Full::Dependent));
    }

    #[test]
    fn a_waiting_thread_pulls_in_who_can_enable_it() {
        // Thread 0 moves on object 1; thread 1 waits for lock 9, which only thread 2 will
        // write; thread 1's future conflicts with thread 0's move.
        let (a, c) = ([w(1)], [w(7)]);
        let movers = [mover(0, &a), mover(2, &c)];
        let waiting = [waiter(1, w(9))];
        // Seed 0 pulls 1, which pulls 2 (its enabler): everything; seed 2 is alone.
        let fut = f(vec![vec![w(1)], vec![w(9), w(1)], vec![w(7), w(9)]]);
        assert_eq!(select(&movers, &waiting, &fut, 3), Ok(vec![1]));
        // If thread 0 will touch object 7 too, seed 2 pulls 0 as well.
        let fut = f(vec![vec![w(1), w(7)], vec![w(9), w(1)], vec![w(7), w(9)]]);
        assert_eq!(select(&movers, &waiting, &fut, 3), Err(Full::Dependent));
        // Without the conflict through thread 1, thread 0 alone suffices.
        let fut = f(vec![vec![w(1)], vec![w(9)], vec![w(7), w(9)]]);
        assert_eq!(select(&movers, &waiting, &fut, 3), Ok(vec![0]));
    }

    #[test]
    fn only_the_holder_unlocks() {
        // Thread 1 waits for lock 9 held by thread 2; thread 0 may lock 9 in the future too
        // (a lock operation), which cannot enable thread 1.
        let (a, c) = ([w(1)], [w(7)]);
        let movers = [mover(0, &a), mover(2, &c)];
        let lock = |acc| Fut {
            acc,
            lock_op: true,
            atomic: 0,
        };
        let fut = vec![
            vec![
                lock(w(9)),
                Fut {
                    acc: w(1),
                    lock_op: false,
                    atomic: 0,
                },
            ],
            vec![
                lock(w(9)),
                Fut {
                    acc: w(1),
                    lock_op: false,
                    atomic: 0,
                },
            ],
            vec![
                lock(w(9)),
                Fut {
                    acc: w(7),
                    lock_op: false,
                    atomic: 0,
                },
            ],
        ];
        let mut wt = waiter(1, w(9));
        // Without the holder, both may enable it: 0 -> 1 (conflict on 1) -> {0, 2}.
        assert_eq!(select(&movers, &[wt], &fut, 3), Ok(vec![1]));
        wt.holder = Some(2);
        // Seed 0: 0 -> 1 (object 1) -> 2 (holder): everything; seed 2 alone: {2}.
        assert_eq!(select(&movers, &[wt], &fut, 3), Ok(vec![1]));
        wt.holder = Some(0);
        let fut2 = vec![fut[0].clone(), fut[1].clone(), vec![lock(w(7))]];
        // Seed 2 alone; seed 0 pulls 1 (object 1), which pulls only 0 (the holder).
        assert_eq!(select(&movers, &[wt], &fut2, 3), Ok(vec![0]));
    }

    #[test]
    fn visible_and_backward_moves_force_full_expansion() {
        let (a, b) = ([w(1)], [w(2)]);
        let mut movers = [mover(0, &a), mover(1, &b)];
        movers[0].visible = true;
        let fut = f(vec![vec![w(1)], vec![w(2)]]);
        assert_eq!(select(&movers, &[], &fut, 2), Ok(vec![1]));
        movers[1].backward = true;
        let r = select(&movers, &[], &fut, 2);
        assert!(
            matches!(r, Err(Full::Visible) | Err(Full::Proviso)),
            "{r:?}"
        );
    }

    #[test]
    fn spurious_wakeups_are_not_seeds() {
        let (a, b) = ([w(1)], [w(2)]);
        let mut movers = [mover(0, &a), mover(1, &b)];
        movers[0].spurious_only = true;
        let fut = f(vec![vec![w(1)], vec![w(2)]]);
        assert_eq!(select(&movers, &[], &fut, 2), Ok(vec![1]));
        movers[1].spurious_only = true;
        assert_eq!(select(&movers, &[], &fut, 2), Err(Full::Dependent));
    }
}
