//! The one primitive behind pancam's copy-on-write state pieces (threads in
//! [`super::state::ThreadRef`], memory pieces in [`super::memory`]): write access to the value
//! of an `Arc` that nobody else holds, decided by a plain load of the strong count.
//!
//! `Arc::get_mut` decides the same with two atomic exchanges (it must rule out `Weak`s); on
//! the interpreter's hot path (every store, every call) those were about 10% of a search's
//! time (BENCHMARKS.md). The pieces never make a `Weak`: their `Arc`s are private to the
//! modules that hold them and never downgraded, which is what makes the plain load enough.

use std::sync::Arc;
use std::sync::atomic::{Ordering, fence};

/// `&mut` to the value of `a`, replacing `a` by `copy(a)` first if another `Arc` shares it
/// (one load of the count when it does not).
///
/// The caller must never create a `Weak` from any clone of `a` (see the module docs).
#[inline(always)]
pub(crate) fn make_unique<T>(a: &mut Arc<T>, copy: impl FnOnce(&Arc<T>) -> Arc<T>) -> &mut T {
    if Arc::strong_count(a) != 1 {
        *a = copy(a);
    }
    fence(Ordering::Acquire);
    // Not `unique_mut(a).expect(..)`: its second load of the count and the branch cost 4% of
    // the interpreter's instructions (vm.O0, measured), this being every store's path.
    // SAFETY: as in `unique_mut`; `copy` returned an `Arc` of its own, which the caller's
    // contract also covers.
    debug_assert_eq!(Arc::strong_count(a), 1, "copy returned a shared Arc");
    unsafe { &mut *Arc::as_ptr(a).cast_mut() }
}

/// `&mut` to the value of `a` if no other `Arc` shares it, else `None`.
///
/// The caller must never create a `Weak` from any clone of `a` (see the module docs).
#[inline(always)]
pub(crate) fn unique_mut<T>(a: &mut Arc<T>) -> Option<&mut T> {
    if Arc::strong_count(a) != 1 {
        return None;
    }
    // The other owners' last accesses (each drop releases its count) happen before ours.
    fence(Ordering::Acquire);
    // SAFETY: no `Weak` exists (the caller's contract), and the strong count is 1 while we
    // hold `&mut` to the only `Arc`: no other thread can reach the value, nor clone the `Arc`
    // to reach it. This is `Arc::get_mut_unchecked` (unstable), through the pointer
    // `Arc::as_ptr` derives from the allocation.
    Some(unsafe { &mut *Arc::as_ptr(a).cast_mut() })
}
