//! External functions the VM implements natively (in Rust). Lowering maps a call to one of
//! these names to [`Op::Builtin`](super::Op::Builtin); the VM's `builtins` module implements
//! them. Everything else of the C library that pancam models is written in C
//! (`src/vm/libc/libc.c`) and linked into the program as IR.

macro_rules! builtins {
    ($( $(#[doc = $doc:literal])* $variant:ident = $($name:literal)|+ ),* $(,)?) => {
        /// A natively implemented external function.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u16)]
        pub enum Builtin {
            $( $(#[doc = $doc])* $variant, )*
        }

        impl Builtin {
            /// All builtins in table order.
            pub const ALL: &'static [Builtin] = &[$(Builtin::$variant),*];

            /// The builtin implementing C function `name`, if any.
            pub fn from_name(name: &str) -> Option<Builtin> {
                match name {
                    $( $($name)|+ => Some(Builtin::$variant), )*
                    _ => None,
                }
            }

            /// The primary C name.
            pub fn name(self) -> &'static str {
                match self {
                    $( Builtin::$variant => [$($name),+][0], )*
                }
            }

            /// The builtin with numeric id `id`.
            pub fn from_id(id: u16) -> Option<Builtin> {
                Self::ALL.get(id as usize).copied()
            }
        }
    };
}

builtins! {
    /// A call to an external function pancam does not know: an error when executed,
    /// naming the function (the call site's `callee`).
    Unknown = "__pancam_unknown",
    /// `malloc(size)`
    Malloc = "malloc",
    /// `calloc(n, size)`
    Calloc = "calloc",
    /// `realloc(p, size)`
    Realloc = "realloc",
    /// `free(p)`
    Free = "free",
    /// `aligned_alloc(align, size)` / `memalign(align, size)`
    AlignedAlloc = "aligned_alloc" | "memalign",
    /// `posix_memalign(&p, align, size)`
    PosixMemalign = "posix_memalign",
    /// `memcpy(d, s, n)`
    Memcpy = "memcpy",
    /// `memmove(d, s, n)`
    Memmove = "memmove",
    /// `memset(d, c, n)`
    Memset = "memset",
    /// `strlen(s)`
    Strlen = "strlen",
    /// `printf(fmt, ...)`
    Printf = "printf",
    /// `fprintf(f, fmt, ...)`
    Fprintf = "fprintf",
    /// `sprintf(buf, fmt, ...)`
    Sprintf = "sprintf",
    /// `snprintf(buf, n, fmt, ...)`
    Snprintf = "snprintf",
    /// `vprintf(fmt, ap)`
    Vprintf = "vprintf",
    /// `vfprintf(f, fmt, ap)`
    Vfprintf = "vfprintf",
    /// `vsprintf(buf, fmt, ap)`
    Vsprintf = "vsprintf",
    /// `vsnprintf(buf, n, fmt, ap)`
    Vsnprintf = "vsnprintf",
    /// `puts(s)`
    Puts = "puts",
    /// `putchar(c)`
    Putchar = "putchar",
    /// `fputs(s, f)`
    Fputs = "fputs",
    /// `fputc(c, f)` / `putc(c, f)`
    Fputc = "fputc" | "putc",
    /// `fwrite(p, size, n, f)`
    Fwrite = "fwrite",
    /// `fflush(f)`: output is unbuffered in the VM; returns 0.
    Fflush = "fflush",
    /// `write(fd, p, n)` to standard output or error (1, 2); other descriptors are not
    /// modelled.
    Write = "write",
    /// `exit` after `atexit` handlers ran (called by the C library's `exit`).
    Exit = "__pancam_exit" | "_Exit" | "_exit",
    /// `abort()`
    Abort = "abort",
    /// glibc's `__assert_fail(expr, file, line, func)`
    AssertFail = "__assert_fail",
    /// BSD/musl-style `__assert(func, file, line, expr)` / `__assert2`
    AssertBsd = "__assert" | "__assert2",
    /// `__VERIFIER_error()` / `reach_error()` when not defined by the program
    VerifierError = "__VERIFIER_error" | "reach_error",
    /// `__VERIFIER_assert(cond)`
    VerifierAssert = "__VERIFIER_assert",
    /// `__VERIFIER_assume(cond)`
    VerifierAssume = "__VERIFIER_assume",
    /// `__VERIFIER_nondet_int()` and friends (the result type decides the domain)
    Nondet = "__VERIFIER_nondet_int" | "__VERIFIER_nondet_uint" | "__VERIFIER_nondet_long"
        | "__VERIFIER_nondet_ulong" | "__VERIFIER_nondet_char" | "__VERIFIER_nondet_uchar"
        | "__VERIFIER_nondet_short" | "__VERIFIER_nondet_ushort" | "__VERIFIER_nondet_bool"
        | "__VERIFIER_nondet__Bool" | "__VERIFIER_nondet_pointer" | "__VERIFIER_nondet_longlong"
        | "__VERIFIER_nondet_ulonglong" | "__VERIFIER_nondet_size_t" | "__VERIFIER_nondet_u8"
        | "__VERIFIER_nondet_u16" | "__VERIFIER_nondet_u32" | "__VERIFIER_nondet_unsigned"
        | "__VERIFIER_nondet_uint128" | "__VERIFIER_nondet_int128" | "__VERIFIER_nondet_loff_t"
        | "__VERIFIER_nondet_sector_t" | "__VERIFIER_nondet_pthread_t" | "__VERIFIER_nondet_pchar"
        | "__VERIFIER_nondet_charp" | "__VERIFIER_nondet_float" | "__VERIFIER_nondet_double"
        | "__VERIFIER_nondet_s8" | "__VERIFIER_nondet_s16" | "__VERIFIER_nondet_s32",
    /// clang's `-fsanitize=signed-integer-overflow` handlers (`__ubsan_handle_add_overflow`
    /// and friends, `_abort` variants included): a signed integer overflow happened
    UbsanOverflow = "__ubsan_handle_add_overflow" | "__ubsan_handle_sub_overflow"
        | "__ubsan_handle_mul_overflow" | "__ubsan_handle_negate_overflow"
        | "__ubsan_handle_divrem_overflow" | "__ubsan_handle_add_overflow_abort"
        | "__ubsan_handle_sub_overflow_abort" | "__ubsan_handle_mul_overflow_abort"
        | "__ubsan_handle_negate_overflow_abort" | "__ubsan_handle_divrem_overflow_abort",
    /// `__VERIFIER_atomic_begin()`
    AtomicBegin = "__VERIFIER_atomic_begin",
    /// `__VERIFIER_atomic_end()`
    AtomicEnd = "__VERIFIER_atomic_end",
    /// `pthread_create(&t, attr, fn, arg)`
    PthreadCreate = "pthread_create",
    /// `pthread_join(t, &ret)`
    PthreadJoin = "pthread_join",
    /// `pthread_exit(ret)`
    PthreadExit = "pthread_exit",
    /// `pthread_self()`
    PthreadSelf = "pthread_self",
    /// `pthread_equal(a, b)`
    PthreadEqual = "pthread_equal",
    /// `pthread_detach(t)`
    PthreadDetach = "pthread_detach",
    /// `pthread_attr_*` and other calls that only succeed: return 0
    ReturnZero = "pthread_attr_init" | "pthread_attr_destroy" | "pthread_attr_setdetachstate"
        | "pthread_attr_setstacksize" | "pthread_attr_setscope" | "pthread_mutexattr_destroy"
        | "pthread_condattr_init" | "pthread_condattr_destroy" | "pthread_rwlockattr_init"
        | "pthread_rwlockattr_destroy" | "pthread_barrierattr_init"
        | "pthread_barrierattr_destroy" | "pthread_setcancelstate" | "pthread_setcanceltype"
        | "pthread_mutexattr_setpshared" | "pthread_condattr_setpshared"
        | "pthread_mutexattr_setprotocol",
    /// `pthread_mutexattr_init(&a)`: kind = normal
    MutexattrInit = "pthread_mutexattr_init",
    /// `pthread_mutexattr_settype(&a, kind)`
    MutexattrSettype = "pthread_mutexattr_settype",
    /// `pthread_mutex_init(&m, attr)`
    MutexInit = "pthread_mutex_init",
    /// `pthread_mutex_lock(&m)`
    MutexLock = "pthread_mutex_lock",
    /// `pthread_mutex_trylock(&m)`
    MutexTrylock = "pthread_mutex_trylock",
    /// `pthread_mutex_unlock(&m)`
    MutexUnlock = "pthread_mutex_unlock",
    /// `pthread_mutex_destroy(&m)`
    MutexDestroy = "pthread_mutex_destroy",
    /// `pthread_cond_init(&c, attr)`
    CondInit = "pthread_cond_init",
    /// `pthread_cond_wait(&c, &m)`
    CondWait = "pthread_cond_wait",
    /// `pthread_cond_timedwait(&c, &m, abstime)`: may time out
    CondTimedwait = "pthread_cond_timedwait",
    /// `pthread_cond_signal(&c)`
    CondSignal = "pthread_cond_signal",
    /// `pthread_cond_broadcast(&c)`
    CondBroadcast = "pthread_cond_broadcast",
    /// `pthread_cond_destroy(&c)`
    CondDestroy = "pthread_cond_destroy",
    /// `pthread_rwlock_init(&l, attr)`
    RwInit = "pthread_rwlock_init",
    /// `pthread_rwlock_rdlock(&l)`
    RwRdlock = "pthread_rwlock_rdlock",
    /// `pthread_rwlock_wrlock(&l)`
    RwWrlock = "pthread_rwlock_wrlock",
    /// `pthread_rwlock_tryrdlock(&l)`
    RwTryrdlock = "pthread_rwlock_tryrdlock",
    /// `pthread_rwlock_trywrlock(&l)`
    RwTrywrlock = "pthread_rwlock_trywrlock",
    /// `pthread_rwlock_unlock(&l)`
    RwUnlock = "pthread_rwlock_unlock",
    /// `pthread_rwlock_destroy(&l)`
    RwDestroy = "pthread_rwlock_destroy",
    /// `pthread_barrier_init(&b, attr, count)`
    BarrierInit = "pthread_barrier_init",
    /// `pthread_barrier_wait(&b)`
    BarrierWait = "pthread_barrier_wait",
    /// `pthread_barrier_destroy(&b)`
    BarrierDestroy = "pthread_barrier_destroy",
    /// `pthread_spin_init(&s, pshared)`
    SpinInit = "pthread_spin_init",
    /// `pthread_spin_lock(&s)`
    SpinLock = "pthread_spin_lock",
    /// `pthread_spin_trylock(&s)`
    SpinTrylock = "pthread_spin_trylock",
    /// `pthread_spin_unlock(&s)`
    SpinUnlock = "pthread_spin_unlock",
    /// `pthread_spin_destroy(&s)`
    SpinDestroy = "pthread_spin_destroy",
    /// `sched_yield()`, `usleep`, `nanosleep`, `sleep`, `pthread_yield`: a scheduling point
    Yield = "sched_yield" | "usleep" | "nanosleep" | "sleep" | "pthread_yield",
    /// `__pancam_await_eq(int *p, int v)`: blocks until `*p == v` (used by the C library)
    AwaitEq = "__pancam_await_eq",
    /// `sem_wait(&s)`: waits until the count is not zero, and takes one
    SemWait = "sem_wait",
    /// `sem_post(&s)`
    SemPost = "sem_post",
    /// `__pancam_misuse(const char *what)`: a synchronisation misuse the C library found
    /// (a semaphore used after `sem_destroy`), reported with the message `what`
    Misuse = "__pancam_misuse",
}

impl Builtin {
    /// Whether it is an output function whose only effect is the output stream (`printf`,
    /// `fprintf`, `puts`, `putchar`, `fputs`, `fputc`, `fwrite`, `fflush`, `write`): it reads
    /// its arguments and changes no state.
    pub fn is_output(self) -> bool {
        use Builtin as B;
        matches!(
            self,
            B::Printf
                | B::Fprintf
                | B::Puts
                | B::Putchar
                | B::Fputs
                | B::Fputc
                | B::Fwrite
                | B::Fflush
                | B::Write
        )
    }

    /// Whether the call returns a new heap block (`malloc`, `calloc`, `aligned_alloc`,
    /// `realloc`).
    pub fn allocates(self) -> bool {
        matches!(
            self,
            Builtin::Malloc | Builtin::Calloc | Builtin::AlignedAlloc | Builtin::Realloc
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for (i, b) in Builtin::ALL.iter().enumerate() {
            assert_eq!(Builtin::from_id(i as u16), Some(*b));
            assert_eq!(Builtin::from_name(b.name()), Some(*b));
        }
        assert_eq!(Builtin::from_name("putc"), Some(Builtin::Fputc));
        assert_eq!(Builtin::from_name("no_such"), None);
    }
}
