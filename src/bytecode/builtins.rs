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
        | "__VERIFIER_nondet_uint128" | "__VERIFIER_nondet_int128",
    /// `__VERIFIER_atomic_begin()`
    AtomicBegin = "__VERIFIER_atomic_begin",
    /// `__VERIFIER_atomic_end()`
    AtomicEnd = "__VERIFIER_atomic_end",
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
