//! Barriers: `pthread_barrier_init` and `pthread_barrier_wait`.
//!
//! A barrier is the number of threads it waits for, the number that have arrived and a
//! generation ([`BarrierLayout`]). A thread that arrives before the last one waits for the
//! generation to change; the last one resets the count, opens the barrier (the next
//! generation) and gets `PTHREAD_BARRIER_SERIAL_THREAD`. Waiting at a barrier that was
//! destroyed (count 0, [`DESTROYED`] arrived) or never initialised, destroying one that
//! threads wait at, and initialising one that is initialised (a global or heap one, or one
//! threads wait at), are misuses.

use super::abi::errno::EINVAL;
use super::abi::{BARRIER_SERIAL, BarrierLayout, DESTROYED};
use super::{SyncResult, block};
use crate::vm::Vm;
use crate::vm::builtins::Flow;
use crate::vm::memory::ObjKind;
use crate::vm::state::{BlockReason, State, SyncPhase};

/// A barrier's meaning from its words.
pub(super) fn render(l: &BarrierLayout, word: impl Fn(u64) -> Option<u32>) -> Option<String> {
    let (count, arrived) = (word(l.count)?, word(l.arrived)?);
    Some(if count == 0 && arrived == DESTROYED {
        "destroyed".into()
    } else if count == 0 {
        "not initialised".into()
    } else {
        format!("{arrived} of {count} arrived")
    })
}

impl Vm<'_> {
    /// `pthread_barrier_init(b, attr, n)`.
    pub(super) fn barrier_init(
        &self,
        st: &mut State,
        tid: usize,
        b: u64,
        n: u32,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        if n == 0 {
            ret(st, EINVAL);
        } else {
            let l = &self.abi().barrier;
            // Initialising a barrier that is initialised is undefined (POSIX). A global or
            // heap barrier is one object for the whole run, so a second init without a
            // destroy between is the misuse; a stack barrier may be a new object in a dead
            // one's storage (a loop's local at -O0 has no lifetime markers), so only a
            // barrier that threads wait at is one there.
            let old = self.load32(st, tid, b, l.count)?;
            if old != 0 {
                let arrived = self.load32(st, tid, b, l.arrived)?;
                let (id, _) = self.codec.decode(b);
                let whole_run = st
                    .mem
                    .objs
                    .get(id as usize)
                    .is_some_and(|o| matches!(o.kind, ObjKind::Global | ObjKind::Heap));
                if arrived > 0 || whole_run {
                    let what = self.describe_addr(st, b);
                    let state = if arrived > 0 {
                        format!("{arrived} of {old} threads wait at it")
                    } else {
                        "it is initialised and was not destroyed".to_string()
                    };
                    return Err(self.misuse(
                        st,
                        tid,
                        format!("pthread_barrier_init of {what} while {state}"),
                    ));
                }
            }
            self.store32(st, tid, b, l.count, n)?;
            self.store32(st, tid, b, l.arrived, 0)?;
            self.store32(st, tid, b, l.generation, 0)?;
            ret(st, 0);
        }
        Ok(Flow::Next)
    }

    /// `pthread_barrier_wait(b)`: arrives, and waits unless last; called again once the
    /// barrier opened, it returns.
    pub(super) fn barrier_wait(
        &self,
        st: &mut State,
        tid: usize,
        b: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        if let SyncPhase::BarrierWaiting { .. } = st.threads[tid].sync {
            st.threads[tid].sync = SyncPhase::None;
            ret(st, 0);
            return Ok(Flow::Next);
        }
        let l = &self.abi().barrier;
        let n = self.load32(st, tid, b, l.count)?;
        let arrived = self.load32(st, tid, b, l.arrived)?;
        let generation = self.load32(st, tid, b, l.generation)?;
        if n == 0 {
            return Err(self.barrier_dead(st, tid, b, arrived, "pthread_barrier_wait"));
        }
        if arrived + 1 >= n {
            self.store32(st, tid, b, l.arrived, 0)?;
            self.store32(st, tid, b, l.generation, generation.wrapping_add(1))?;
            ret(st, BARRIER_SERIAL);
            Ok(Flow::Next)
        } else {
            self.store32(st, tid, b, l.arrived, arrived + 1)?;
            st.threads[tid].sync = SyncPhase::BarrierWaiting {
                addr: b,
                generation,
            };
            Ok(block(st, tid, BlockReason::Barrier(b, generation)))
        }
    }

    /// `pthread_barrier_destroy(b)`: a misuse while threads wait at it, or when it is not
    /// initialised (or destroyed already); marks it destroyed.
    pub(super) fn barrier_destroy(
        &self,
        st: &mut State,
        tid: usize,
        b: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().barrier;
        let n = self.load32(st, tid, b, l.count)?;
        let arrived = self.load32(st, tid, b, l.arrived)?;
        if n == 0 {
            return Err(self.barrier_dead(st, tid, b, arrived, "pthread_barrier_destroy"));
        }
        if arrived > 0 {
            let what = self.describe_addr(st, b);
            let who = if arrived == 1 {
                "a thread waits".to_string()
            } else {
                format!("{arrived} threads wait")
            };
            return Err(self.misuse(
                st,
                tid,
                format!("pthread_barrier_destroy of {what} while {who} at it"),
            ));
        }
        self.store32(st, tid, b, l.count, 0)?;
        self.store32(st, tid, b, l.arrived, DESTROYED)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// The misuse of `call` on barrier `b`, whose count is 0 (`arrived` tells a destroyed
    /// barrier from one never initialised).
    fn barrier_dead(&self, st: &State, tid: usize, b: u64, arrived: u32, call: &str) -> Flow {
        let used = format!("{call} on {}", self.describe_addr(st, b));
        if arrived == DESTROYED {
            self.destroyed_misuse(st, tid, used, "pthread_barrier_destroy")
        } else {
            self.misuse(st, tid, format!("{used}, which is not initialised"))
        }
    }

    /// Whether barrier `b` opened since a thread arrived in `generation`.
    pub(super) fn barrier_opened(&self, st: &State, b: u64, generation: u32) -> bool {
        self.peek32(st, b, self.abi().barrier.generation)
            .is_some_and(|g| g != generation)
    }
}
