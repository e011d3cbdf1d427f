//! Reader-writer locks: `pthread_rwlock_*`.
//!
//! A lock is a count of readers and the writer's `pthread_t` value ([`RwlockLayout`]): any
//! number of threads may read while none writes; a writer needs it free of both. Readers are
//! not preferred over writers or the other way round: the search tries every order.
//! Destroying a held lock and using a destroyed one ([`DESTROYED`] in
//! [`RwlockLayout::destroyed`], until `pthread_rwlock_init`) are misuses.

use super::abi::errno::EBUSY;
use super::abi::{DESTROYED, RwlockLayout};
use super::{SyncResult, block, thread_name};
use crate::vm::Vm;
use crate::vm::builtins::Flow;
use crate::vm::state::{BlockReason, State};

/// A reader-writer lock's meaning from its words.
pub(super) fn render(l: &RwlockLayout, word: impl Fn(u64) -> Option<u32>) -> Option<String> {
    let (readers, writer) = (word(l.readers)?, word(l.writer)?);
    if word(l.destroyed)? == DESTROYED {
        return Some("destroyed".into());
    }
    Some(match (readers, writer) {
        (0, 0) => "unlocked".into(),
        (0, w) => format!("write-locked by {}", thread_name(w)),
        (1, 0) => "read-locked by 1 thread".into(),
        (n, 0) => format!("read-locked by {n} threads"),
        (n, w) => format!("read-locked by {n} and write-locked by {}", thread_name(w)),
    })
}

impl Vm<'_> {
    /// `pthread_rwlock_init(l)`: unlocked.
    pub(super) fn rwlock_init(
        &self,
        st: &mut State,
        tid: usize,
        p: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().rwlock;
        self.store32(st, tid, p, l.readers, 0)?;
        self.store32(st, tid, p, l.writer, 0)?;
        self.store32(st, tid, p, l.destroyed, 0)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_rwlock_destroy(l)`: a misuse while it is held, or when it was destroyed
    /// already; marks it destroyed.
    pub(super) fn rwlock_destroy(
        &self,
        st: &mut State,
        tid: usize,
        p: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().rwlock;
        self.rwlock_live(st, tid, p, "pthread_rwlock_destroy")?;
        if self.load32(st, tid, p, l.readers)? != 0 || self.load32(st, tid, p, l.writer)? != 0 {
            let what = self.describe_addr(st, p);
            return Err(self.misuse(
                st,
                tid,
                format!("pthread_rwlock_destroy of {what}, which is locked"),
            ));
        }
        self.store32(st, tid, p, l.destroyed, DESTROYED)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// A misuse when lock `p` was destroyed and not initialised again: `call` names the
    /// function that used it.
    fn rwlock_live(&self, st: &State, tid: usize, p: u64, call: &str) -> Result<(), Flow> {
        if self.load32(st, tid, p, self.abi().rwlock.destroyed)? != DESTROYED {
            return Ok(());
        }
        let used = format!("{call} of {}", self.describe_addr(st, p));
        Err(self.destroyed_misuse(st, tid, used, "pthread_rwlock_destroy"))
    }

    /// `pthread_rwlock_rdlock(l)` (`trylock`: `pthread_rwlock_tryrdlock`).
    pub(super) fn rwlock_rdlock(
        &self,
        st: &mut State,
        tid: usize,
        p: u64,
        trylock: bool,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().rwlock;
        let call = if trylock {
            "pthread_rwlock_tryrdlock"
        } else {
            "pthread_rwlock_rdlock"
        };
        self.rwlock_live(st, tid, p, call)?;
        if self.load32(st, tid, p, l.writer)? == 0 {
            let n = self.load32(st, tid, p, l.readers)?;
            self.store32(st, tid, p, l.readers, n + 1)?;
            ret(st, 0);
        } else if trylock {
            ret(st, EBUSY);
        } else {
            return Ok(block(st, tid, BlockReason::RwRead(p)));
        }
        Ok(Flow::Next)
    }

    /// `pthread_rwlock_wrlock(l)` (`trylock`: `pthread_rwlock_trywrlock`) by the thread `tid`
    /// whose `pthread_t` is `me`.
    pub(super) fn rwlock_wrlock(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        p: u64,
        trylock: bool,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().rwlock;
        let call = if trylock {
            "pthread_rwlock_trywrlock"
        } else {
            "pthread_rwlock_wrlock"
        };
        self.rwlock_live(st, tid, p, call)?;
        if self.load32(st, tid, p, l.readers)? == 0 && self.load32(st, tid, p, l.writer)? == 0 {
            self.store32(st, tid, p, l.writer, me)?;
            ret(st, 0);
        } else if trylock {
            ret(st, EBUSY);
        } else {
            return Ok(block(st, tid, BlockReason::RwWrite(p)));
        }
        Ok(Flow::Next)
    }

    /// Why a thread about to lock `p` (`write`: for writing) would block.
    pub(super) fn rwlock_would_block(
        &self,
        st: &State,
        p: u64,
        write: bool,
    ) -> Option<BlockReason> {
        let l = &self.abi().rwlock;
        if write {
            (self.peek32(st, p, l.readers)? != 0 || self.peek32(st, p, l.writer)? != 0)
                .then_some(BlockReason::RwWrite(p))
        } else {
            (self.peek32(st, p, l.writer)? != 0).then_some(BlockReason::RwRead(p))
        }
    }

    /// Whether a thread blocked locking `p` (`write`: for writing) can take it now.
    pub(super) fn rwlock_free(&self, st: &State, p: u64, write: bool) -> bool {
        let l = &self.abi().rwlock;
        let no_writer = self.peek32(st, p, l.writer) == Some(0);
        if write {
            self.peek32(st, p, l.readers) == Some(0) && no_writer
        } else {
            no_writer
        }
    }

    /// `pthread_rwlock_unlock(l)` by the thread `tid` whose `pthread_t` is `me`: a misuse
    /// when it holds the lock neither for writing nor (as far as the count says) for reading.
    pub(super) fn rwlock_unlock(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        p: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().rwlock;
        self.rwlock_live(st, tid, p, "pthread_rwlock_unlock")?;
        if self.load32(st, tid, p, l.writer)? == me {
            self.store32(st, tid, p, l.writer, 0)?;
        } else if self.load32(st, tid, p, l.writer)? == 0 && self.load32(st, tid, p, l.readers)? > 0
        {
            let n = self.load32(st, tid, p, l.readers)?;
            self.store32(st, tid, p, l.readers, n - 1)?;
        } else {
            let what = self.describe_addr(st, p);
            return Err(self.misuse(
                st,
                tid,
                format!("pthread_rwlock_unlock of {what}, which the caller does not hold"),
            ));
        }
        ret(st, 0);
        Ok(Flow::Next)
    }
}
