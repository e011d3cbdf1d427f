//! Mutexes and their attributes: `pthread_mutex_*` and `pthread_mutexattr_*`.
//!
//! A mutex is its owner's `pthread_t` value (0: unlocked), a lock count and a kind
//! ([`MutexLayout`]). Locking a mutex another thread holds blocks; relocking a normal mutex
//! one holds deadlocks (as natively); a recursive mutex counts, an error-checking one
//! returns `EDEADLK`. Unlocking a mutex the caller does not hold is a misuse (an error code
//! for an error-checking mutex), and so are destroying a locked mutex and using a destroyed
//! one (it is marked in its kind, [`MUTEX_DESTROYED`], until `pthread_mutex_init`).

use super::abi::errno::{EBUSY, EDEADLK, EINVAL, EPERM};
use super::abi::{
    MUTEX_DESTROYED, MUTEX_ERRORCHECK, MUTEX_KIND_MAX, MUTEX_RECURSIVE, MutexLayout,
    MutexattrLayout,
};
use super::{SyncResult, block, thread_name};
use crate::vm::Vm;
use crate::vm::builtins::Flow;
use crate::vm::memory::flags::READONLY;
use crate::vm::state::{BlockReason, State};

/// A mutex's meaning from its words (`word(off)` reads the one at `off`).
pub(super) fn render(l: &MutexLayout, word: impl Fn(u64) -> Option<u32>) -> Option<String> {
    let (owner, count, kind) = (word(l.owner)?, word(l.count)?, word(l.kind)?);
    Some(if kind & MUTEX_DESTROYED != 0 {
        "destroyed".into()
    } else if owner == 0 {
        "unlocked".into()
    } else if kind == MUTEX_RECURSIVE && count > 1 {
        format!("locked by {} ({count} times)", thread_name(owner))
    } else {
        format!("locked by {}", thread_name(owner))
    })
}

/// A mutex attribute's meaning: the kind it sets.
pub(super) fn render_attr(
    l: &MutexattrLayout,
    word: impl Fn(u64) -> Option<u32>,
) -> Option<String> {
    Some(match word(l.kind)? {
        MUTEX_RECURSIVE => "recursive".into(),
        MUTEX_ERRORCHECK => "error-checking".into(),
        0 | MUTEX_KIND_MAX => "normal".into(),
        k => format!("kind {k}"),
    })
}

impl Vm<'_> {
    /// `pthread_mutexattr_init(a)`: a normal mutex.
    pub(super) fn mutexattr_init(
        &self,
        st: &mut State,
        tid: usize,
        a: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        self.store32(st, tid, a, self.abi().mutexattr.kind, 0)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_mutexattr_settype(a, k)`.
    pub(super) fn mutexattr_settype(
        &self,
        st: &mut State,
        tid: usize,
        a: u64,
        k: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let k = k as u32;
        if k > MUTEX_KIND_MAX {
            ret(st, EINVAL);
        } else {
            self.store32(st, tid, a, self.abi().mutexattr.kind, k)?;
            ret(st, 0);
        }
        Ok(Flow::Next)
    }

    /// `pthread_mutex_init(m, a)`: unlocked, of the kind of attribute `a` (normal if null).
    pub(super) fn mutex_init(
        &self,
        st: &mut State,
        tid: usize,
        m: u64,
        a: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let abi = self.abi();
        let k = if a == 0 {
            0
        } else {
            self.load32(st, tid, a, abi.mutexattr.kind)?
        };
        let l = &abi.mutex;
        self.store32(st, tid, m, l.owner, 0)?;
        self.store32(st, tid, m, l.count, 0)?;
        self.store32(st, tid, m, l.kind, k)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_mutex_lock(m)` (`trylock`: `pthread_mutex_trylock`) by the thread `tid` whose
    /// `pthread_t` is `me`.
    pub(super) fn mutex_lock(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        m: u64,
        trylock: bool,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().mutex;
        let at = self.mutex_in_place(st, m);
        let owner = self.mutex_word(st, tid, m, at, l.owner)?;
        let kind = self.mutex_word(st, tid, m, at, l.kind)?;
        let call = if trylock {
            "pthread_mutex_trylock"
        } else {
            "pthread_mutex_lock"
        };
        self.mutex_live(st, tid, m, kind, call)?;
        if owner == 0 {
            self.set_mutex_word(st, tid, m, at, l.owner, me)?;
            self.set_mutex_word(st, tid, m, at, l.count, 1)?;
            ret(st, 0);
        } else if owner == me && kind == MUTEX_RECURSIVE {
            let c = self.mutex_word(st, tid, m, at, l.count)?;
            self.set_mutex_word(st, tid, m, at, l.count, c.wrapping_add(1))?;
            ret(st, 0);
        } else if owner == me && kind == MUTEX_ERRORCHECK {
            ret(st, EDEADLK);
        } else if trylock {
            ret(st, EBUSY);
        } else {
            // Held by another thread, or a normal mutex relocked by its owner (which
            // deadlocks, as it does natively).
            return Ok(block(st, tid, BlockReason::Mutex(m)));
        }
        Ok(Flow::Next)
    }

    /// Why thread `t`, about to call `pthread_mutex_lock(m)`, would block.
    pub(super) fn mutex_would_block(&self, st: &State, t: usize, m: u64) -> Option<BlockReason> {
        let l = &self.abi().mutex;
        let me = super::handle(t) as u32;
        let owner = self.peek32(st, m, l.owner)?;
        let kind = self.peek32(st, m, l.kind)?;
        if owner == 0 || (owner == me && (kind == MUTEX_RECURSIVE || kind == MUTEX_ERRORCHECK)) {
            None
        } else {
            Some(BlockReason::Mutex(m))
        }
    }

    /// `pthread_mutex_unlock(m)`.
    pub(super) fn mutex_unlock(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        m: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().mutex;
        let at = self.mutex_in_place(st, m);
        let owner = self.mutex_word(st, tid, m, at, l.owner)?;
        let kind = self.mutex_word(st, tid, m, at, l.kind)?;
        self.mutex_live(st, tid, m, kind, "pthread_mutex_unlock")?;
        if owner != me {
            if kind == MUTEX_ERRORCHECK {
                ret(st, EPERM);
                return Ok(Flow::Next);
            }
            let what = self.describe_addr(st, m);
            let msg = if owner == 0 {
                format!("pthread_mutex_unlock of {what}, which is not locked")
            } else {
                format!(
                    "pthread_mutex_unlock of {what}, which is held by thread {}, not by the caller",
                    owner - 1
                )
            };
            return Err(self.misuse(st, tid, msg));
        }
        let c = self.mutex_word(st, tid, m, at, l.count)?;
        if kind == MUTEX_RECURSIVE && c > 1 {
            self.set_mutex_word(st, tid, m, at, l.count, c - 1)?;
        } else {
            self.set_mutex_word(st, tid, m, at, l.owner, 0)?;
            self.set_mutex_word(st, tid, m, at, l.count, 0)?;
        }
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_mutex_destroy(m)`: a misuse while it is locked, or destroyed already; marks
    /// it destroyed.
    pub(super) fn mutex_destroy(
        &self,
        st: &mut State,
        tid: usize,
        m: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let l = &self.abi().mutex;
        let kind = self.load32(st, tid, m, l.kind)?;
        self.mutex_live(st, tid, m, kind, "pthread_mutex_destroy")?;
        if self.load32(st, tid, m, l.owner)? != 0 {
            let what = self.describe_addr(st, m);
            return Err(self.misuse(
                st,
                tid,
                format!("pthread_mutex_destroy of {what}, which is locked"),
            ));
        }
        self.store32(st, tid, m, l.kind, kind | MUTEX_DESTROYED)?;
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// The memory index of mutex `m` when its words can be read and written there
    /// directly: the whole mutex lies in one writable object, and the memory has neither
    /// lazy values nor a record of the bytes written (which every access must see). Lock
    /// and unlock then skip the checks of an access per word ([`Self::mutex_word`]); `None`
    /// takes the checked accesses, which also report a fault.
    #[inline]
    fn mutex_in_place(&self, st: &State, m: u64) -> Option<usize> {
        let mem = &st.mem;
        if mem.sym.is_some() || mem.track_init {
            return None;
        }
        let (id, off) = mem.codec.decode(m);
        let o = mem.objs.get(id as usize)?;
        let end = off.checked_add(self.abi().mutex.size)?;
        (end <= u64::from(o.size) && o.flags & READONLY == 0).then(|| o.loc() + off as usize)
    }

    /// The word at `off` of mutex `m` (`at`: [`Self::mutex_in_place`]).
    #[inline]
    fn mutex_word(
        &self,
        st: &State,
        tid: usize,
        m: u64,
        at: Option<usize>,
        off: u64,
    ) -> Result<u32, Flow> {
        match at {
            Some(i) => {
                let mut b = [0u8; 4];
                st.mem.read_at(i + off as usize, &mut b);
                Ok(u32::from_le_bytes(b))
            }
            None => self.load32(st, tid, m, off),
        }
    }

    /// Sets the word at `off` of mutex `m` (`at`: [`Self::mutex_in_place`]).
    #[inline]
    fn set_mutex_word(
        &self,
        st: &mut State,
        tid: usize,
        m: u64,
        at: Option<usize>,
        off: u64,
        v: u32,
    ) -> Result<(), Flow> {
        match at {
            Some(i) => {
                st.mem.write_at(i + off as usize, &v.to_le_bytes());
                Ok(())
            }
            None => self.store32(st, tid, m, off, v),
        }
    }

    /// A misuse when mutex `m`, of kind word `kind`, was destroyed and not initialised
    /// again: `call` names the function that used it.
    pub(super) fn mutex_live(
        &self,
        st: &State,
        tid: usize,
        m: u64,
        kind: u32,
        call: &str,
    ) -> Result<(), Flow> {
        if kind & MUTEX_DESTROYED == 0 {
            return Ok(());
        }
        let used = format!("{call} of {}", self.describe_addr(st, m));
        Err(self.destroyed_misuse(st, tid, used, "pthread_mutex_destroy"))
    }
}
