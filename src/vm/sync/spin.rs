//! Spinlocks: `pthread_spin_*`.
//!
//! A spinlock is its owner's `pthread_t` value, 0 when unlocked ([`SpinLayout`]). A thread
//! spinning on a held lock is blocked rather than looping, so the search does not unroll the
//! spinning; unlocking a lock the caller does not hold, and destroying a held one, are
//! misuses. (A spinlock is one `int`: there is no room to mark it destroyed, so its use
//! after `pthread_spin_destroy` is not detected.)

use super::abi::SpinLayout;
use super::abi::errno::EBUSY;
use super::{SyncResult, block, thread_name};
use crate::vm::Vm;
use crate::vm::builtins::Flow;
use crate::vm::state::{BlockReason, State};

/// A spinlock's meaning from its word.
pub(super) fn render(l: &SpinLayout, word: impl Fn(u64) -> Option<u32>) -> Option<String> {
    Some(match word(l.owner)? {
        0 => "unlocked".into(),
        o => format!("locked by {}", thread_name(o)),
    })
}

impl Vm<'_> {
    /// `pthread_spin_init(s)`: unlocked.
    pub(super) fn spin_init(
        &self,
        st: &mut State,
        tid: usize,
        s: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        self.store32(st, tid, s, self.abi().spin.owner, 0)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_spin_lock(s)` (`trylock`: `pthread_spin_trylock`) by the thread `tid` whose
    /// `pthread_t` is `me`.
    pub(super) fn spin_lock(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        s: u64,
        trylock: bool,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().spin;
        if self.load32(st, tid, s, l.owner)? == 0 {
            self.store32(st, tid, s, l.owner, me)?;
            ret(st, 0);
        } else if trylock {
            ret(st, EBUSY);
        } else {
            return Ok(block(st, tid, BlockReason::Spin(s)));
        }
        Ok(Flow::Next)
    }

    /// `pthread_spin_destroy(s)`: a misuse while it is held.
    pub(super) fn spin_destroy(
        &self,
        st: &mut State,
        tid: usize,
        s: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        if self.load32(st, tid, s, self.abi().spin.owner)? != 0 {
            let what = self.describe_addr(st, s);
            return Err(self.misuse(
                st,
                tid,
                format!("pthread_spin_destroy of {what}, which is locked"),
            ));
        }
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// Why a thread about to call `pthread_spin_lock(s)` would block.
    pub(super) fn spin_would_block(&self, st: &State, s: u64) -> Option<BlockReason> {
        (self.peek32(st, s, self.abi().spin.owner)? != 0).then_some(BlockReason::Spin(s))
    }

    /// `pthread_spin_unlock(s)` by the thread `tid` whose `pthread_t` is `me`.
    pub(super) fn spin_unlock(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        s: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().spin;
        if self.load32(st, tid, s, l.owner)? != me {
            let what = self.describe_addr(st, s);
            return Err(self.misuse(
                st,
                tid,
                format!("pthread_spin_unlock of {what}, which the caller does not hold"),
            ));
        }
        self.store32(st, tid, s, l.owner, 0)?;
        ret(st, 0);
        Ok(Flow::Next)
    }
}
