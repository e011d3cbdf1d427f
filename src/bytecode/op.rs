//! The instruction set: one table (the `define_ops!` macro) defines every op, its operands and its
//! documentation; the enum, the op names and the disassembler's operand listing are generated
//! from it.
//!
//! Conventions:
//! - Registers ([`R`]) are 64-bit frame slots indexed from the frame base. A value wider than 8
//!   bytes (i128, vectors, aggregates) occupies consecutive slots holding its in-memory byte
//!   image (little-endian, datalayout offsets); narrower values are zero-extended in one slot.
//! - Integer widths `w` are in bits (1..=64 unless the op says otherwise); results are masked to
//!   `w` bits so every register holds a canonical value.
//! - Branch targets are op indices within the function.
//! - Side tables (call sites, switch tables, vector specs) are indexed by `u32` fields and live
//!   in the [`Func`](super::Func).
//!
//! A size test pins `Op` at 16 bytes.

/// A frame register (slot index relative to the frame base).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct R(pub u16);

impl std::fmt::Debug for R {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "r{}", self.0)
    }
}

impl R {
    /// The slot index as `usize`.
    #[inline(always)]
    pub fn i(self) -> usize {
        self.0 as usize
    }
}

/// The widest integer type pancam runs (`WideOp` and friends take up to this many bits).
pub const MAX_INT_BITS: u32 = 4096;

/// Generic integer binary operations (the `op` field of [`Op::IntOp`] and [`Op::WideOp`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum IntOpKind {
    /// wrapping `+`
    Add,
    /// wrapping `-`
    Sub,
    /// wrapping `*`
    Mul,
    /// unsigned `/` (checked: division by zero)
    UDiv,
    /// signed `/` (checked: division by zero, `MIN / -1`)
    SDiv,
    /// unsigned `%`
    URem,
    /// signed `%`
    SRem,
    /// `<<` (amount ≥ width gives 0)
    Shl,
    /// logical `>>` (amount ≥ width gives 0)
    LShr,
    /// arithmetic `>>` (amount ≥ width gives the sign fill)
    AShr,
    /// `&`
    And,
    /// `|`
    Or,
    /// `^`
    Xor,
}

/// Integer comparison predicates (the `pred` field of [`Op::ICmp`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum ICmpKind {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// unsigned `>`
    Ugt,
    /// unsigned `>=`
    Uge,
    /// unsigned `<`
    Ult,
    /// unsigned `<=`
    Ule,
    /// signed `>`
    Sgt,
    /// signed `>=`
    Sge,
    /// signed `<`
    Slt,
    /// signed `<=`
    Sle,
}

/// Floating-point formats in registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FTy {
    /// IEEE binary32 in the low 32 bits.
    F32,
    /// IEEE binary64.
    F64,
    /// `half`: IEEE binary16 in the low 16 bits.
    F16,
    /// `x86_fp80`: two slots holding the 10-byte memory image (extended-precision ops only).
    X87,
    /// `fp128`: two slots holding the 16-byte memory image (extended-precision ops only).
    Quad,
}

/// Float binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FOpKind {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `fmod`-style remainder
    Rem,
    /// `copysign(a, b)`
    CopySign,
    /// IEEE `minNum`
    MinNum,
    /// IEEE `maxNum`
    MaxNum,
    /// `minimum` (NaN-propagating)
    Minimum,
    /// `maximum` (NaN-propagating)
    Maximum,
    /// `pow`
    Pow,
}

/// Float unary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FUnKind {
    /// `-x`
    Neg,
    /// `|x|`
    Abs,
    /// square root
    Sqrt,
    /// round down
    Floor,
    /// round up
    Ceil,
    /// round toward zero
    Trunc,
    /// round half away from zero
    Round,
    /// round half to even (`rint`, `nearbyint`, `roundeven`)
    RoundEven,
    /// `sin`
    Sin,
    /// `cos`
    Cos,
    /// `exp`
    Exp,
    /// `log`
    Log,
}

/// Float conversions (the `kind` field of [`Op::FCast`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum FCastKind {
    /// float → float of another format (`fptrunc`, `fpext`)
    FToF,
    /// float → unsigned int of width `w`
    FToU,
    /// float → signed int of width `w`
    FToS,
    /// unsigned int of width `w` → float
    UToF,
    /// signed int of width `w` → float
    SToF,
}

/// Bit-counting and byte-order intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum BitKind {
    /// population count
    CtPop,
    /// count leading zeros
    Ctlz,
    /// count trailing zeros
    Cttz,
    /// byte swap
    BSwap,
    /// bit reverse
    BitReverse,
    /// `abs` (two's complement; `MIN` stays `MIN`)
    Abs,
}

/// `min`/`max` family and saturating arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum MinMaxKind {
    /// signed max
    SMax,
    /// signed min
    SMin,
    /// unsigned max
    UMax,
    /// unsigned min
    UMin,
    /// signed saturating add
    SAddSat,
    /// unsigned saturating add
    UAddSat,
    /// signed saturating sub
    SSubSat,
    /// unsigned saturating sub
    USubSat,
}

/// `*.with.overflow` intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum OvfKind {
    /// `sadd`
    SAdd,
    /// `uadd`
    UAdd,
    /// `ssub`
    SSub,
    /// `usub`
    USub,
    /// `smul`
    SMul,
    /// `umul`
    UMul,
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum RmwKind {
    /// exchange
    Xchg,
    /// add
    Add,
    /// sub
    Sub,
    /// and
    And,
    /// nand
    Nand,
    /// or
    Or,
    /// xor
    Xor,
    /// signed max
    Max,
    /// signed min
    Min,
    /// unsigned max
    UMax,
    /// unsigned min
    UMin,
    /// `uinc_wrap`
    UIncWrap,
    /// `udec_wrap`
    UDecWrap,
    /// float add (format in the size: 4 = f32, 8 = f64)
    FAdd,
    /// float sub
    FSub,
    /// float max
    FMax,
    /// float min
    FMin,
}

/// Memory orderings of atomic operations and fences (C11's, as LLVM IR writes them;
/// `unordered` counts as `Relaxed`). Under sequential consistency every ordering behaves
/// as `SeqCst`; the weak memory models ([`crate::vm::weak`]) tell them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum MemOrd {
    /// `monotonic` (C11 `memory_order_relaxed`), or `unordered`.
    Relaxed,
    /// `acquire`
    Acquire,
    /// `release`
    Release,
    /// `acq_rel`
    AcqRel,
    /// `seq_cst`
    SeqCst,
}

impl MemOrd {
    /// Whether the ordering has acquire semantics (`acquire`, `acq_rel`, `seq_cst`).
    #[inline]
    pub fn acquires(self) -> bool {
        matches!(self, MemOrd::Acquire | MemOrd::AcqRel | MemOrd::SeqCst)
    }

    /// Whether the ordering has release semantics (`release`, `acq_rel`, `seq_cst`).
    #[inline]
    pub fn releases(self) -> bool {
        matches!(self, MemOrd::Release | MemOrd::AcqRel | MemOrd::SeqCst)
    }

    /// C11's name (`relaxed`, `acquire`, …, `seq_cst`).
    pub fn name(self) -> &'static str {
        match self {
            MemOrd::Relaxed => "relaxed",
            MemOrd::Acquire => "acquire",
            MemOrd::Release => "release",
            MemOrd::AcqRel => "acq_rel",
            MemOrd::SeqCst => "seq_cst",
        }
    }
}

/// Lets the op table visit register fields generically (non-register fields do nothing).
pub trait RegField {
    /// Calls `f` if `self` is a register.
    fn visit(&mut self, f: &mut dyn FnMut(&mut R));
}

impl RegField for R {
    #[inline]
    fn visit(&mut self, f: &mut dyn FnMut(&mut R)) {
        f(self)
    }
}

macro_rules! not_reg {
    ($($t:ty),*) => {$(
        impl RegField for $t {
            #[inline]
            fn visit(&mut self, _f: &mut dyn FnMut(&mut R)) {}
        }
    )*};
}

not_reg!(
    u8, u16, u32, u64, i32, i64, bool, IntOpKind, ICmpKind, FTy, FOpKind, FUnKind, FCastKind,
    BitKind, MinMaxKind, OvfKind, RmwKind, MemOrd
);

macro_rules! define_ops {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident { $($field:ident : $fty:ty),* $(,)? }
    ),* $(,)?) => {
        /// A bytecode instruction. See the module documentation for operand conventions.
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub enum Op {
            $(
                $(#[doc = $doc])*
                $name { $(#[allow(missing_docs)] $field: $fty),* },
            )*
        }

        impl Op {
            /// The op's mnemonic.
            pub fn name(&self) -> &'static str {
                match self {
                    $(Op::$name { .. } => stringify!($name),)*
                }
            }

            /// Calls `f` on every register operand (read or written), mutably.
            pub fn for_each_reg_mut(&mut self, f: &mut dyn FnMut(&mut R)) {
                match self {
                    $(
                        #[allow(unused_variables)]
                        Op::$name { $($field),* } => { $( RegField::visit($field, f); )* }
                    )*
                }
            }

            /// The op's operands as `name=value` pairs, for the disassembler.
            pub fn operands(&self) -> Vec<(&'static str, String)> {
                match self {
                    $(
                        #[allow(unused_variables)]
                        Op::$name { $($field),* } => vec![$((stringify!($field), format!("{:?}", $field))),*],
                    )*
                }
            }
        }

        /// Every op's mnemonic, in table order.
        pub const OP_NAMES: &[&str] = &[$(stringify!($name)),*];
    };
}

define_ops! {
    // ---- control ----
    /// Does nothing.
    Nop {},
    /// Jumps to op `target`.
    Jump { target: u32 },
    /// Jumps to `t` if `cond` (an `i1`) is 1, else to `f`.
    BrIf { cond: R, t: u32, f: u32 },
    /// Multi-way branch on `val` through switch table `table`.
    Switch { val: R, table: u32 },
    /// Jumps to the block address in `addr` (must be one of the function's block addresses).
    IndirectBr { addr: R, table: u32 },
    /// Returns `n` slots starting at `val` (n = 0: `ret void`).
    Ret { val: R, n: u16 },
    /// `unreachable` was executed: undefined behaviour, reported.
    Unreachable {},
    /// `llvm.trap` / `llvm.ubsantrap`: the program aborts.
    Trap {},

    // ---- moves ----
    /// `dst = src` (one slot). Also `zext`, `bitcast`, `freeze` and `llvm.expect`.
    Mov { dst: R, src: R },
    /// Copies `n` slots from `src` to `dst`.
    MovN { dst: R, src: R, n: u16 },
    /// `dst = imm`.
    Imm { dst: R, imm: u64 },

    // ---- integer arithmetic ----
    /// 64-bit wrapping add.
    Add64 { dst: R, a: R, b: R },
    /// 64-bit wrapping sub.
    Sub64 { dst: R, a: R, b: R },
    /// 64-bit wrapping mul.
    Mul64 { dst: R, a: R, b: R },
    /// 32-bit wrapping add.
    Add32 { dst: R, a: R, b: R },
    /// 32-bit wrapping sub.
    Sub32 { dst: R, a: R, b: R },
    /// 32-bit wrapping mul.
    Mul32 { dst: R, a: R, b: R },
    /// Bitwise and (any width ≤ 64: inputs are canonical).
    And { dst: R, a: R, b: R },
    /// Bitwise or (any width ≤ 64).
    Or { dst: R, a: R, b: R },
    /// Bitwise xor (any width ≤ 64).
    Xor { dst: R, a: R, b: R },
    /// Any integer binary op at width `w` ≤ 64 ([`IntOpKind`]); divisions are checked.
    IntOp { dst: R, a: R, b: R, op: IntOpKind, w: u8 },
    /// Integer comparison at width `w` ≤ 64; `dst` is an `i1`.
    ICmp { dst: R, a: R, b: R, pred: ICmpKind, w: u8 },
    /// Fused `icmp` + `br`: jumps to `t` if `a pred b` at width `w`, else to `f`.
    BrICmp { a: R, b: R, pred: ICmpKind, w: u8, t: u32, f: u32 },
    /// Integer op on widths over 64 (`w.div_ceil(64)` slots each, least significant
    /// first); `w` is the width. Widths over 128 (clang's storage units for runs of
    /// bit-fields in packed structs: `i136`, `i168`, …) take a slower arbitrary-width path.
    WideOp { dst: R, a: R, b: R, op: IntOpKind, w: u16 },
    /// Integer comparison on widths over 64.
    WideCmp { dst: R, a: R, b: R, pred: ICmpKind, w: u16 },
    /// Width change where either width is over 64: truncation, zero extension (`signed`
    /// false) or sign extension (`signed` true) from `from` to `to` bits.
    WideCast { dst: R, src: R, from: u16, to: u16, signed: bool },

    // ---- casts ----
    /// `dst = src` truncated to `w` bits (also `ptrtoint` to a narrower int).
    Trunc { dst: R, src: R, w: u8 },
    /// `dst = src` sign-extended from `from` bits, then masked to `to` bits.
    SExt { dst: R, src: R, from: u8, to: u8 },
    /// Float / int conversions ([`FCastKind`]); `w` is the integer width, `from`/`to` the
    /// float formats.
    FCast { dst: R, src: R, kind: FCastKind, from: FTy, to: FTy, w: u8 },
    /// `dst = c ? a : b` (one slot).
    Select { dst: R, c: R, a: R, b: R },
    /// `dst = c ? a : b` over `n` slots.
    SelectN { dst: R, c: R, a: R, b: R, n: u16 },

    // ---- floating point ----
    /// Float binary op ([`FOpKind`]).
    FBin { dst: R, a: R, b: R, op: FOpKind, ty: FTy },
    /// Float unary op ([`FUnKind`]).
    FUn { dst: R, a: R, op: FUnKind, ty: FTy },
    /// Float comparison; `pred` is the `fcmp` predicate number (0 = false … 15 = true, LLVM's
    /// encoding: bit 0 = equal, bit 1 = greater, bit 2 = less, bit 3 = unordered).
    FCmp { dst: R, a: R, b: R, pred: u8, ty: FTy },
    /// `dst = a * b + c`; `fused` rounds once (`llvm.fma`), otherwise twice (`llvm.fmuladd`,
    /// as x86-64 without FMA does).
    Fma { dst: R, a: R, b: R, c: R, ty: FTy, fused: bool },

    // ---- extended precision (x86_fp80, fp128: two slots each) ----
    /// Binary op on extended values.
    XBin { dst: R, a: R, b: R, op: FOpKind, ty: FTy },
    /// Unary op on an extended value.
    XUn { dst: R, a: R, op: FUnKind, ty: FTy },
    /// Comparison of extended values (predicate as for [`Op::FCmp`]).
    XCmp { dst: R, a: R, b: R, pred: u8, ty: FTy },
    /// Conversion with an extended format on at least one side; integers of width `w` up to
    /// 128 (two slots when wider than 64).
    XCast { dst: R, src: R, kind: FCastKind, from: FTy, to: FTy, w: u8 },
    /// `a * b + c` on extended values.
    XFma { dst: R, a: R, b: R, c: R, ty: FTy, fused: bool },

    // ---- memory ----
    /// Loads 1 byte from `ptr + off`.
    Load1 { dst: R, ptr: R, off: i32 },
    /// Loads 2 bytes.
    Load2 { dst: R, ptr: R, off: i32 },
    /// Loads 4 bytes.
    Load4 { dst: R, ptr: R, off: i32 },
    /// Loads 8 bytes.
    Load8 { dst: R, ptr: R, off: i32 },
    /// Loads `size` bytes into consecutive slots (zero-padded); also odd sizes like 3.
    LoadN { dst: R, ptr: R, size: u32 },
    /// Stores the low byte of `val` at `ptr + off`.
    Store1 { val: R, ptr: R, off: i32 },
    /// Stores 2 bytes.
    Store2 { val: R, ptr: R, off: i32 },
    /// Stores 4 bytes.
    Store4 { val: R, ptr: R, off: i32 },
    /// Stores 8 bytes.
    Store8 { val: R, ptr: R, off: i32 },
    /// Stores `size` bytes from consecutive slots.
    StoreN { val: R, ptr: R, size: u32 },
    /// Allocates a stack object of `size` bytes; `dst` gets its address.
    Alloca { dst: R, size: u32, align: u16 },
    /// Allocates a stack object of `count * elem` bytes (`count` of width `w`).
    AllocaDyn { dst: R, count: R, elem: u32, w: u8 },
    /// `dst = base + off` (pointer arithmetic, wrapping at the pointer width).
    PtrAdd { dst: R, base: R, off: i64 },
    /// `dst = base + sext_w(idx) * scale` (wrapping at the pointer width).
    PtrIdx { dst: R, base: R, idx: R, scale: i32, w: u8 },
    /// `memcpy(dst, src, len)`; overlapping ranges are an error.
    MemCpy { dst: R, src: R, len: R },
    /// `memmove(dst, src, len)`.
    MemMove { dst: R, src: R, len: R },
    /// `memset(dst, val, len)`.
    MemSet { dst: R, val: R, len: R },
    /// `atomicrmw`: `dst = *ptr; *ptr = op(*ptr, val)` on `size` bytes, ordering `ord`.
    AtomicRmw { dst: R, ptr: R, val: R, op: RmwKind, size: u8, ord: MemOrd },
    /// `cmpxchg`: `dst` gets `{old, old == cmp}`, and `*ptr = new` if equal; ordering
    /// `ord` on success, `fail` on failure.
    CmpXchg { dst: R, ptr: R, cmp: R, new: R, size: u8, ord: MemOrd, fail: MemOrd },
    /// `load atomic` of `size` (1, 2, 4 or 8) bytes at `ptr`, ordering `ord`.
    ALoad { dst: R, ptr: R, size: u8, ord: MemOrd },
    /// `store atomic` of the low `size` (1, 2, 4 or 8) bytes of `val` at `ptr`, ordering
    /// `ord`.
    AStore { val: R, ptr: R, size: u8, ord: MemOrd },
    /// `fence` with ordering `ord` (nothing under sequential consistency).
    Fence { ord: MemOrd },
    /// After an integer load whose value the function may order or compute with: with the
    /// symmetry reduction renaming threads with their blocks, one of the `n` slots at `src`
    /// reading as a pointer to a dynamic object stops the search, which starts again
    /// without the reduction (a pointer read back as an integer would tell an id the
    /// renaming changes; [`crate::vm::argobj`]). Nothing otherwise.
    PunCheck { src: R, n: u16 },
    /// `llvm.lifetime.start`: the stack object at `ptr` becomes usable again.
    LifetimeStart { ptr: R },
    /// `llvm.lifetime.end`: the stack object at `ptr` is dead until the next start.
    LifetimeEnd { ptr: R },
    /// `llvm.stacksave`: `dst` gets a token for the current stack height.
    StackSave { dst: R },
    /// `llvm.stackrestore`: frees stack objects allocated after the token in `src`.
    StackRestore { src: R },
    /// `llvm.va_start`: initialises the `va_list` at `list` for the current frame.
    VaStart { list: R },
    /// `llvm.va_copy`: copies the `va_list` at `src` to `dst`.
    VaCopy { dst: R, src: R },
    /// The address of this thread's copy of thread-local global `global`.
    TlsAddr { dst: R, global: u32 },

    // ---- calls ----
    /// Calls function `func` with call site `site` (arguments, result slots).
    Call { dst: R, func: u32, site: u32 },
    /// Calls the function whose address is in `fptr`.
    CallInd { dst: R, fptr: R, site: u32 },
    /// Calls a VM builtin (libc, pthreads, verifier interface).
    Builtin { dst: R, id: u16, site: u32 },

    // ---- aggregates and vectors ----
    /// Copies `size` bytes at byte offset `off` of the value at `src` into `dst` (zero-padded).
    Extract { dst: R, src: R, off: u32, size: u16 },
    /// `dst` = the `n`-slot value at `agg` with `size` bytes at byte offset `off` replaced by
    /// the value at `val`.
    Insert { dst: R, agg: R, val: R, off: u32, size: u16, n: u16 },
    /// Lane-wise or whole-vector operation described by vector spec `spec` (binary ops, casts,
    /// compares, reductions, element access, shuffles); `c` is a third operand where needed.
    Vector { dst: R, a: R, b: R, c: R, spec: u32 },

    // ---- intrinsics ----
    /// Bit counting, byte swaps and `abs` at width `w` ([`BitKind`]).
    Bits { dst: R, a: R, op: BitKind, w: u8 },
    /// `smax`/`smin`/`umax`/`umin` and saturating add/sub at width `w` ([`MinMaxKind`]).
    MinMax { dst: R, a: R, b: R, op: MinMaxKind, w: u8 },
    /// `*.with.overflow` at width `w`: `dst` gets `{result, overflowed}` (flag at byte `w/8`).
    Overflow { dst: R, a: R, b: R, op: OvfKind, w: u8 },
    /// Funnel shift at width `w`: `fshl` (`left`) or `fshr` of `a:b` by `c`.
    Funnel { dst: R, a: R, b: R, c: R, w: u8, left: bool },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_is_16_bytes() {
        assert_eq!(std::mem::size_of::<Op>(), 16);
    }

    #[test]
    fn names_and_operands() {
        let op = Op::Add64 {
            dst: R(3),
            a: R(1),
            b: R(2),
        };
        assert_eq!(op.name(), "Add64");
        assert_eq!(op.operands()[0], ("dst", "r3".to_string()));
        assert!(OP_NAMES.contains(&"BrICmp"));
    }
}
