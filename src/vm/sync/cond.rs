//! Condition variables: `pthread_cond_wait`, `pthread_cond_timedwait`, `pthread_cond_signal`
//! and `pthread_cond_broadcast`.
//!
//! A condition variable keeps no state in memory but the mark of its destruction
//! ([`CondLayout::destroyed`]; using it again before `pthread_cond_init` is a misuse, as is
//! destroying it while threads wait on it): its waiters are the threads whose
//! [`SyncPhase`] is [`SyncPhase::CondWaiting`] on it. A wait releases the mutex and blocks;
//! a signal wakes one waiter (which one is a choice of the search), a broadcast all; a woken
//! thread reacquires the mutex before its wait returns. A timed wait may also time out
//! whenever it is scheduled while waiting, and with [`VmConfig::spurious_wakeups`] any wait
//! may end without a signal (returning 0) when scheduled while waiting.
//!
//! [`VmConfig::spurious_wakeups`]: crate::vm::VmConfig::spurious_wakeups
//! [`CondLayout::destroyed`]: super::abi::CondLayout::destroyed

use super::abi::DESTROYED;
use super::abi::errno::ETIMEDOUT;
use super::{SyncResult, block};
use crate::vm::builtins::Flow;
use crate::vm::state::{BlockReason, State, SyncPhase, Thread, ThreadStatus};
use crate::vm::{Choice, Env, Vm};

/// A condition variable's meaning: it has no state of its own to show but its destruction.
pub(super) fn render(l: &super::abi::CondLayout, word: impl Fn(u64) -> Option<u32>) -> String {
    if word(l.destroyed) == Some(DESTROYED) {
        "destroyed condition variable".into()
    } else {
        "condition variable".into()
    }
}

impl Vm<'_> {
    /// `pthread_cond_init(c)`: clears the mark of an earlier destruction.
    pub(super) fn cond_init(
        &self,
        st: &mut State,
        tid: usize,
        c: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        self.store32(st, tid, c, self.abi().cond.destroyed, 0)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_cond_destroy(c)`: a misuse while threads wait on it, or when it was
    /// destroyed already; marks it destroyed.
    pub(super) fn cond_destroy(
        &self,
        st: &mut State,
        tid: usize,
        c: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        self.cond_live(st, tid, c, "pthread_cond_destroy")?;
        let waiters = st
            .threads
            .iter()
            .filter(|th| matches!(th.sync, SyncPhase::CondWaiting { cond, .. } if cond == c))
            .count();
        if waiters > 0 {
            let what = self.describe_addr(st, c);
            let who = if waiters == 1 {
                "a thread waits".to_string()
            } else {
                format!("{waiters} threads wait")
            };
            return Err(self.misuse(
                st,
                tid,
                format!("pthread_cond_destroy of {what} while {who} on it"),
            ));
        }
        self.store32(st, tid, c, self.abi().cond.destroyed, DESTROYED)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// A misuse when condition variable `c` was destroyed and not initialised again:
    /// `call` names the function that used it.
    fn cond_live(&self, st: &State, tid: usize, c: u64, call: &str) -> Result<(), Flow> {
        if self.load32(st, tid, c, self.abi().cond.destroyed)? != DESTROYED {
            return Ok(());
        }
        let used = format!("{call} on {}", self.describe_addr(st, c));
        Err(self.destroyed_misuse(st, tid, used, "pthread_cond_destroy"))
    }

    /// Whether thread `th`, blocked in a condition wait, can end it without a signal: a
    /// timed wait by timing out, any wait by a spurious wakeup when those are on.
    pub(super) fn cond_wait_ends(&self, th: &Thread) -> bool {
        match th.sync {
            SyncPhase::CondWaiting { timed, .. } => timed || self.cfg.spurious_wakeups,
            _ => false,
        }
    }

    /// `pthread_cond_wait(c, m)` (`timed`: `pthread_cond_timedwait`) by the thread `tid`
    /// whose `pthread_t` is `me`: each call of a wait continues it from its [`SyncPhase`].
    #[allow(clippy::too_many_arguments)]
    pub(super) fn cond_wait(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        c: u64,
        m: u64,
        timed: bool,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().mutex;
        match st.threads[tid].sync {
            SyncPhase::None => {
                let call = if timed {
                    "pthread_cond_timedwait"
                } else {
                    "pthread_cond_wait"
                };
                self.cond_live(st, tid, c, call)?;
                let kind = self.load32(st, tid, m, l.kind)?;
                self.mutex_live(st, tid, m, kind, call)?;
                if self.load32(st, tid, m, l.owner)? != me {
                    let what = self.describe_addr(st, m);
                    return Err(self.misuse(
                        st,
                        tid,
                        format!("pthread_cond_wait with {what} not held by the caller"),
                    ));
                }
                self.store32(st, tid, m, l.owner, 0)?;
                self.store32(st, tid, m, l.count, 0)?;
                st.threads[tid].sync = SyncPhase::CondWaiting {
                    cond: c,
                    mutex: m,
                    timed,
                };
                Ok(block(st, tid, BlockReason::CondWait(c)))
            }
            SyncPhase::CondWaiting { mutex, timed, .. } => {
                // Scheduled while still waiting: a timed wait times out, an untimed one
                // (with spurious wakeups on) wakes spuriously.
                st.threads[tid].sync = SyncPhase::CondWoken {
                    mutex,
                    timed_out: timed,
                };
                Ok(self.cond_reacquire(st, tid, me, ret))
            }
            SyncPhase::CondWoken { .. } => Ok(self.cond_reacquire(st, tid, me, ret)),
            SyncPhase::BarrierWaiting { .. } => Err(self.misuse(
                st,
                tid,
                "internal: condition wait during a barrier wait".into(),
            )),
        }
    }

    /// The end of a condition wait: thread `tid` (`pthread_t` `me`), woken, takes the mutex
    /// back, or blocks until it can.
    fn cond_reacquire(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> Flow {
        let SyncPhase::CondWoken { mutex, timed_out } = st.threads[tid].sync else {
            return Flow::Next;
        };
        let l = &self.abi().mutex;
        match st.mem.read_uint(mutex.wrapping_add(l.owner), 4) {
            Ok(0) => {
                let _ = st
                    .mem
                    .write_uint(mutex.wrapping_add(l.owner), 4, u64::from(me));
                let _ = st.mem.write_uint(mutex.wrapping_add(l.count), 4, 1);
                st.threads[tid].sync = SyncPhase::None;
                ret(st, if timed_out { ETIMEDOUT } else { 0 });
                Flow::Next
            }
            Ok(_) => block(st, tid, BlockReason::CondReacquire(mutex)),
            Err(f) => Flow::Stop(self.violation(
                st,
                tid,
                crate::vm::error::ViolationKind::of_fault(f.kind),
                f.msg,
            )),
        }
    }

    /// `pthread_cond_signal(c)` (`all`: `pthread_cond_broadcast`): wakes one waiter (a
    /// choice of the search) or all of them.
    pub(super) fn cond_signal(
        &self,
        st: &mut State,
        tid: usize,
        c: u64,
        all: bool,
        ret: &mut dyn FnMut(&mut State, u64),
        env: &mut dyn Env,
    ) -> SyncResult {
        let call = if all {
            "pthread_cond_broadcast"
        } else {
            "pthread_cond_signal"
        };
        self.cond_live(st, tid, c, call)?;
        let waiters: Vec<usize> = (0..st.threads.len())
            .filter(
                |&u| matches!(st.threads[u].sync, SyncPhase::CondWaiting { cond, .. } if cond == c),
            )
            .collect();
        let wake: Vec<usize> = if all || waiters.len() <= 1 {
            waiters
        } else {
            // Which waiter wakes is up to the implementation: a choice.
            let n = waiters.len() as u64;
            let pick = match st.threads[tid].choice.take() {
                Some(v) if v < n => Some(v),
                _ => env.choose(n),
            };
            match pick {
                Some(i) => vec![waiters[i as usize]],
                None => return Ok(Flow::Choice(Choice::Index(n))),
            }
        };
        for u in wake {
            if let SyncPhase::CondWaiting { mutex, .. } = st.threads[u].sync {
                st.threads[u].sync = SyncPhase::CondWoken {
                    mutex,
                    timed_out: false,
                };
                st.threads[u].status = ThreadStatus::Blocked(BlockReason::CondReacquire(mutex));
            }
        }
        ret(st, 0);
        Ok(Flow::Next)
    }
}
