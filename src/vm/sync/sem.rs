//! POSIX semaphores: `sem_wait` and `sem_post` (the rest of `<semaphore.h>` is C code in the
//! C library, over the same [`SemLayout`]).
//!
//! A semaphore is its count and a mark of its destruction. A thread waiting on a count of
//! zero is blocked (so a semaphore nobody posts is a deadlock, reported at the `sem_wait`);
//! using a destroyed semaphore is a misuse.

use super::abi::SemLayout;
use super::{SyncResult, block};
use crate::vm::Vm;
use crate::vm::builtins::Flow;
use crate::vm::state::{BlockReason, State};

/// `SEM_VALUE_MAX`: glibc's largest count.
const SEM_VALUE_MAX: u32 = i32::MAX as u32;

impl Vm<'_> {
    fn sem_layout(&self) -> &'static SemLayout {
        &self.abi().sem
    }

    /// How reports name semaphore `s`: its variable (`sem_t` is a union whose first member
    /// is the byte array `__size`, which is not worth naming).
    pub(super) fn describe_sem(&self, st: &State, s: u64) -> String {
        let what = self.describe_addr(st, s);
        match what.strip_suffix(".__size[0]") {
            Some(base) => base.to_string(),
            None => what,
        }
    }

    /// A misuse when semaphore `s` was destroyed and not initialised again: `call` names
    /// the function that used it.
    fn sem_live(&self, st: &State, tid: usize, s: u64, call: &str) -> Result<(), Flow> {
        if self.load32(st, tid, s, self.sem_layout().destroyed)? == 0 {
            return Ok(());
        }
        let used = format!("{call} on {}", self.describe_sem(st, s));
        Err(self.destroyed_misuse(st, tid, used, "sem_destroy"))
    }

    /// `sem_wait(s)`: takes one from the count, or blocks while it is zero.
    pub(super) fn sem_wait(
        &self,
        st: &mut State,
        tid: usize,
        s: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        self.sem_live(st, tid, s, "sem_wait")?;
        let l = self.sem_layout();
        let v = self.load32(st, tid, s, l.value)?;
        if v == 0 {
            return Ok(block(st, tid, BlockReason::Sem(s)));
        }
        self.store32(st, tid, s, l.value, v - 1)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `sem_post(s)`: adds one to the count; -1 (glibc: `EOVERFLOW`, which is not set
    /// here) at `SEM_VALUE_MAX`.
    pub(super) fn sem_post(
        &self,
        st: &mut State,
        tid: usize,
        s: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        self.sem_live(st, tid, s, "sem_post")?;
        let l = self.sem_layout();
        let v = self.load32(st, tid, s, l.value)?;
        if v >= SEM_VALUE_MAX {
            ret(st, u64::from(u32::MAX));
        } else {
            self.store32(st, tid, s, l.value, v + 1)?;
            ret(st, 0);
        }
        Ok(Flow::Next)
    }

    /// Why a thread about to call `sem_wait(s)` would block.
    pub(super) fn sem_would_block(&self, st: &State, s: u64) -> Option<BlockReason> {
        let l = self.sem_layout();
        // A destroyed semaphore does not block: the call runs and reports the misuse.
        if self.peek32(st, s, l.destroyed)? != 0 {
            return None;
        }
        (self.peek32(st, s, l.value)? == 0).then_some(BlockReason::Sem(s))
    }

    /// Whether a thread blocked in `sem_wait(s)` can go on.
    pub(super) fn sem_posted(&self, st: &State, s: u64) -> bool {
        let l = self.sem_layout();
        self.peek32(st, s, l.value).is_some_and(|v| v != 0)
            || self.peek32(st, s, l.destroyed).is_some_and(|d| d != 0)
    }
}
