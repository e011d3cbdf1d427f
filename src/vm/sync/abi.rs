//! Where pancam keeps the state of each pthread object inside the object's bytes, per target:
//! the one place that knows the offsets, sizes and numbers of the C library's ABI (glibc on
//! x86-64 Linux and on i386 Linux).
//!
//! Synchronisation objects keep their state in the program's own memory, so a
//! `PTHREAD_MUTEX_INITIALIZER` (all zero bytes) is an unlocked mutex and glibc's static
//! initialisers for recursive and error-checking mutexes set the kind where pancam reads it.
//! Where a glibc field has a different meaning natively (glibc keeps 0/1/2 in a mutex's
//! `__lock`, pancam the owner's thread handle), the field's comment says so. The semantics
//! in terms of these layouts are in the primitives' modules (`sync/mutex.rs` etc.).

use crate::bytecode::program::Target;

/// `pthread_mutex_t`: glibc's `union { struct __pthread_mutex_s __data; char
/// __size[__SIZEOF_PTHREAD_MUTEX_T]; long __align; }`.
#[derive(Debug)]
pub struct MutexLayout {
    /// The owner's `pthread_t` value ([`crate::vm::threads::handle`]), 0 when unlocked:
    /// `__data.__lock` (where glibc keeps 0, 1 or 2).
    pub owner: u64,
    /// How many times the owner holds it (more than once only for a recursive mutex):
    /// `__data.__count`.
    pub count: u64,
    /// The kind ([`MUTEX_RECURSIVE`], [`MUTEX_ERRORCHECK`], else normal), with
    /// [`MUTEX_DESTROYED`] set after `pthread_mutex_destroy`: `__data.__kind`, after
    /// `__owner` and `__nusers` on x86-64 but before `__nusers` on i386.
    pub kind: u64,
    /// `sizeof(pthread_mutex_t)`: `__SIZEOF_PTHREAD_MUTEX_T`.
    pub size: u64,
}

/// `pthread_mutexattr_t`: glibc's `union { char __size[4]; int __align; }`, internally
/// `struct pthread_mutexattr { int mutexkind; }`.
#[derive(Debug)]
pub struct MutexattrLayout {
    /// The kind `pthread_mutexattr_settype` sets: `mutexkind`.
    pub kind: u64,
    /// `sizeof(pthread_mutexattr_t)`: `__SIZEOF_PTHREAD_MUTEXATTR_T`.
    pub size: u64,
}

/// `pthread_cond_t`: glibc's `union { struct __pthread_cond_s __data; char __size[48];
/// long long __align; }`. pancam keeps no state in it but a mark of its destruction: its
/// waiters are the threads whose [`crate::vm::state::SyncPhase`] names it.
#[derive(Debug)]
pub struct CondLayout {
    /// [`DESTROYED`] after `pthread_cond_destroy`, 0 otherwise: the first word (the low half
    /// of glibc's `__wseq`).
    pub destroyed: u64,
    /// `sizeof(pthread_cond_t)`: `__SIZEOF_PTHREAD_COND_T`.
    pub size: u64,
}

/// `pthread_rwlock_t`: glibc's `union { struct __pthread_rwlock_arch_t __data; char
/// __size[__SIZEOF_PTHREAD_RWLOCK_T]; long __align; }`.
#[derive(Debug)]
pub struct RwlockLayout {
    /// How many threads hold it for reading: `__data.__readers` (a count of readers and
    /// phase bits natively).
    pub readers: u64,
    /// The writer's `pthread_t` value, 0 when no thread holds it for writing:
    /// `__data.__writers` (a count of waiting writers natively).
    pub writer: u64,
    /// [`DESTROYED`] after `pthread_rwlock_destroy`, 0 otherwise: `__data.__wrphase_futex`.
    pub destroyed: u64,
    /// `sizeof(pthread_rwlock_t)`: `__SIZEOF_PTHREAD_RWLOCK_T`.
    pub size: u64,
}

/// `pthread_barrier_t`: glibc's `union { char __size[__SIZEOF_PTHREAD_BARRIER_T]; long
/// __align; }`, opaque; glibc's own `struct pthread_barrier { unsigned int in, current_round,
/// count; int shared; unsigned int out; }` behind it is used differently here.
#[derive(Debug)]
pub struct BarrierLayout {
    /// How many threads the barrier waits for (0: not initialised): the first word
    /// (glibc's `in`).
    pub count: u64,
    /// How many threads of the current generation have arrived: the second word (glibc's
    /// `current_round`); [`DESTROYED`] (with a count of 0) after `pthread_barrier_destroy`.
    pub arrived: u64,
    /// How many times the barrier has opened (waiters wait for it to change): the third
    /// word (glibc's `count`).
    pub generation: u64,
    /// `sizeof(pthread_barrier_t)`: `__SIZEOF_PTHREAD_BARRIER_T`.
    pub size: u64,
}

/// `pthread_spinlock_t`: glibc's `typedef volatile int pthread_spinlock_t`.
#[derive(Debug)]
pub struct SpinLayout {
    /// The owner's `pthread_t` value, 0 when unlocked: the `int` itself (0 or 1 natively).
    pub owner: u64,
    /// `sizeof(pthread_spinlock_t)`.
    pub size: u64,
}

/// `sem_t`: glibc's `union { char __size[__SIZEOF_SEM_T]; long __align; }`, opaque; pancam
/// keeps its own `struct { unsigned value; int destroyed; }` in it (the C library's
/// `struct pancam_sem`, whose `sem_init`, `sem_trywait` etc. use the same words).
#[derive(Debug)]
pub struct SemLayout {
    /// The count.
    pub value: u64,
    /// Non-zero after `sem_destroy`, until `sem_init`.
    pub destroyed: u64,
    /// `sizeof(sem_t)`: `__SIZEOF_SEM_T`.
    pub size: u64,
}

/// The layouts of one target's pthread types.
#[derive(Debug)]
pub struct Abi {
    /// `pthread_mutex_t`.
    pub mutex: MutexLayout,
    /// `pthread_mutexattr_t`.
    pub mutexattr: MutexattrLayout,
    /// `pthread_cond_t`.
    pub cond: CondLayout,
    /// `pthread_rwlock_t`.
    pub rwlock: RwlockLayout,
    /// `pthread_barrier_t`.
    pub barrier: BarrierLayout,
    /// `pthread_spinlock_t`.
    pub spin: SpinLayout,
    /// `sem_t`.
    pub sem: SemLayout,
}

/// glibc on x86-64 Linux (`sysdeps/x86/nptl/bits/struct_mutex.h`, `struct_rwlock.h`,
/// `bits/pthreadtypes-arch.h` with `__WORDSIZE == 64`).
pub static X86_64: Abi = Abi {
    mutex: MutexLayout {
        owner: 0,
        count: 4,
        kind: 16,
        size: 40,
    },
    mutexattr: MutexattrLayout { kind: 0, size: 4 },
    cond: CondLayout {
        destroyed: 0,
        size: 48,
    },
    rwlock: RwlockLayout {
        readers: 0,
        writer: 4,
        destroyed: 8,
        size: 56,
    },
    barrier: BarrierLayout {
        count: 0,
        arrived: 4,
        generation: 8,
        size: 32,
    },
    spin: SpinLayout { owner: 0, size: 4 },
    sem: SemLayout {
        value: 0,
        destroyed: 4,
        size: 32,
    },
};

/// glibc on i386 Linux (the same headers with `__WORDSIZE == 32`: `__kind` comes before
/// `__nusers`, and the types are smaller).
pub static I386: Abi = Abi {
    mutex: MutexLayout {
        owner: 0,
        count: 4,
        kind: 12,
        size: 24,
    },
    mutexattr: MutexattrLayout { kind: 0, size: 4 },
    cond: CondLayout {
        destroyed: 0,
        size: 48,
    },
    rwlock: RwlockLayout {
        readers: 0,
        writer: 4,
        destroyed: 8,
        size: 32,
    },
    barrier: BarrierLayout {
        count: 0,
        arrived: 4,
        generation: 8,
        size: 20,
    },
    spin: SpinLayout { owner: 0, size: 4 },
    sem: SemLayout {
        value: 0,
        destroyed: 4,
        size: 16,
    },
};

impl Abi {
    /// The layouts of target `t` (other targets get x86-64's).
    pub fn of(t: Target) -> &'static Abi {
        match t {
            Target::I386 => &I386,
            Target::X86_64 | Target::Other => &X86_64,
        }
    }
}

/// `PTHREAD_MUTEX_RECURSIVE`: the owner may lock it again, and must unlock it as often.
pub const MUTEX_RECURSIVE: u32 = 1;
/// `PTHREAD_MUTEX_ERRORCHECK`: relocking by the owner and unlocking by another thread fail
/// with an error.
pub const MUTEX_ERRORCHECK: u32 = 2;
/// Set in a mutex's kind by `pthread_mutex_destroy` (glibc's own kind bits are below 2^10):
/// using the mutex again before `pthread_mutex_init` is a misuse.
pub const MUTEX_DESTROYED: u32 = 1 << 30;
/// The mark `pthread_cond_destroy`, `pthread_rwlock_destroy` and `pthread_barrier_destroy`
/// leave in the object (in the word of [`CondLayout::destroyed`],
/// [`RwlockLayout::destroyed`] and [`BarrierLayout::arrived`]; static initialisers leave 0
/// there): using the object again before its `init` is a misuse.
pub const DESTROYED: u32 = 0x6465_7374;
/// The largest mutex kind `pthread_mutexattr_settype` accepts (`PTHREAD_MUTEX_ADAPTIVE_NP`,
/// which behaves as a normal mutex).
pub const MUTEX_KIND_MAX: u32 = 3;
/// `PTHREAD_BARRIER_SERIAL_THREAD`: what `pthread_barrier_wait` returns to the one thread
/// that opens the barrier (`-1` as an `int`).
pub const BARRIER_SERIAL: u64 = u32::MAX as u64;

/// Linux `errno` values the pthread functions return.
pub mod errno {
    /// Operation not permitted.
    pub const EPERM: u64 = 1;
    /// No such thread.
    pub const ESRCH: u64 = 3;
    /// Resource temporarily unavailable (no more threads).
    pub const EAGAIN: u64 = 11;
    /// Device or resource busy (a trylock that would block).
    pub const EBUSY: u64 = 16;
    /// Invalid argument.
    pub const EINVAL: u64 = 22;
    /// Resource deadlock would occur.
    pub const EDEADLK: u64 = 35;
    /// A timed wait timed out.
    pub const ETIMEDOUT: u64 = 110;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 32-bit fields pancam uses in a type: (name, offset).
    fn fields(a: &Abi) -> Vec<(&'static str, Vec<u64>, u64)> {
        vec![
            (
                "mutex",
                vec![a.mutex.owner, a.mutex.count, a.mutex.kind],
                a.mutex.size,
            ),
            ("mutexattr", vec![a.mutexattr.kind], a.mutexattr.size),
            ("cond", vec![a.cond.destroyed], a.cond.size),
            (
                "rwlock",
                vec![a.rwlock.readers, a.rwlock.writer, a.rwlock.destroyed],
                a.rwlock.size,
            ),
            (
                "barrier",
                vec![a.barrier.count, a.barrier.arrived, a.barrier.generation],
                a.barrier.size,
            ),
            ("spin", vec![a.spin.owner], a.spin.size),
            ("sem", vec![a.sem.value, a.sem.destroyed], a.sem.size),
        ]
    }

    #[test]
    fn fields_are_distinct_aligned_words_inside_the_type() {
        for (target, abi) in [("x86_64", &X86_64), ("i386", &I386)] {
            for (ty, offs, size) in fields(abi) {
                let mut sorted = offs.clone();
                sorted.sort_unstable();
                for w in sorted.windows(2) {
                    assert!(w[0] + 4 <= w[1], "{target} {ty}: fields overlap: {offs:?}");
                }
                for o in offs {
                    assert_eq!(o % 4, 0, "{target} {ty}: field at {o} is not aligned");
                    assert!(
                        o + 4 <= size,
                        "{target} {ty}: field at {o} outside {size} bytes"
                    );
                }
            }
        }
    }

    #[test]
    fn sizes_are_glibcs() {
        // `__SIZEOF_PTHREAD_*_T` in glibc's `bits/pthreadtypes-arch.h`.
        let sizes = |a: &Abi| {
            [
                a.mutex.size,
                a.mutexattr.size,
                a.cond.size,
                a.rwlock.size,
                a.barrier.size,
                a.spin.size,
                a.sem.size,
            ]
        };
        // `__SIZEOF_SEM_T` in `bits/semaphore.h`: 32 and 16.
        assert_eq!(sizes(&X86_64), [40, 4, 48, 56, 32, 4, 32]);
        assert_eq!(sizes(&I386), [24, 4, 48, 32, 20, 4, 16]);
    }

    #[test]
    fn mutex_kind_is_glibcs_kind_field() {
        // x86-64: int __lock; unsigned __count; int __owner; unsigned __nusers; int __kind.
        assert_eq!(X86_64.mutex.kind, 4 * 4);
        // i386: int __lock; unsigned __count; int __owner; int __kind; unsigned __nusers.
        assert_eq!(I386.mutex.kind, 3 * 4);
        assert!(std::ptr::eq(Abi::of(Target::I386), &I386));
        assert!(std::ptr::eq(Abi::of(Target::X86_64), &X86_64));
        assert!(std::ptr::eq(Abi::of(Target::Other), &X86_64));
    }
}
