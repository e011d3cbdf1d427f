//! The lowered program: functions of bytecode with their side tables, the static objects
//! (code, globals, constants) and the source map. Immutable after lowering and shared by all
//! workers (`Arc<Program>`).

use super::layout::DataLayout;
use super::op::{Op, R};
use super::srcmap::SourceMap;
use std::collections::HashMap;

/// The target architecture, as far as the VM cares (varargs ABI, pointer width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// x86-64 System V (LP64).
    X86_64,
    /// i386 System V (ILP32, `clang -m32`).
    I386,
    /// Anything else: runs, but `va_start` is unsupported.
    Other,
}

/// How a value is passed through `...` (for the varargs area and for builtins like `printf`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgClass {
    /// An integer of the given bit width.
    Int(u8),
    /// A pointer.
    Ptr,
    /// A `float` (C promotes to double before `...`, but IR may still pass float).
    F32,
    /// A `double`.
    F64,
    /// A `long double` (`x86_fp80`) or `fp128`.
    FExt,
    /// Anything else (aggregates, vectors, i128): passed as raw bytes.
    Bytes,
}

/// One argument at a call site.
#[derive(Clone, Debug, PartialEq)]
pub struct ArgPass {
    /// First register holding the value.
    pub reg: R,
    /// Number of slots.
    pub slots: u16,
    /// Size of the value in bytes (its store size).
    pub size: u32,
    /// Value class.
    pub class: ArgClass,
    /// `byval(T)`: the register holds a pointer; the callee gets a fresh copy of `size`
    /// bytes with this alignment.
    pub byval: Option<(u32, u16)>,
}

/// A call site: the arguments and where the result goes.
#[derive(Clone, Debug, PartialEq)]
pub struct CallSite {
    /// Arguments in order.
    pub args: Vec<ArgPass>,
    /// Number of result slots (0 for void).
    pub ret_slots: u16,
    /// Result width in bits for integer results (builtins use it to truncate), else 0.
    pub ret_bits: u16,
    /// The callee's name for direct calls (for diagnostics).
    pub callee: String,
    /// Some argument is passed `byval` (the call needs a copy).
    pub has_byval: bool,
}

/// A `switch` lowered to a table.
#[derive(Clone, Debug, PartialEq)]
pub enum SwitchTable {
    /// Dense cases: `targets[v - min]` for `min <= v < min + targets.len()`, else `default`.
    Dense {
        /// Smallest case value.
        min: u64,
        /// Targets, one per value from `min`.
        targets: Vec<u32>,
        /// Default target.
        default: u32,
    },
    /// Sparse cases, sorted by value; binary search.
    Sparse {
        /// (value, target) sorted by value.
        cases: Vec<(u64, u32)>,
        /// Default target.
        default: u32,
    },
    /// Cases on integers wider than 64 bits: (low, high) words; linear search.
    Wide {
        /// ((low, high), target).
        cases: Vec<((u64, u64), u32)>,
        /// Default target.
        default: u32,
    },
}

/// The operation of a [`Op::Vector`] op.
#[derive(Clone, Debug, PartialEq)]
pub enum VecKind {
    /// Lane-wise integer op.
    Int(super::op::IntOpKind),
    /// Lane-wise float op.
    Float(super::op::FOpKind),
    /// Lane-wise float unary op.
    FUn(super::op::FUnKind),
    /// Lane-wise `icmp`; result lanes are 1-byte booleans.
    ICmp(super::op::ICmpKind),
    /// Lane-wise `fcmp` with LLVM's predicate encoding.
    FCmp(u8),
    /// Lane-wise `select` with a vector condition `a` (1-byte lanes): `c ? b : (third)`.
    /// Operands: `a` = condition, `b` = if true, `c` = if false.
    Select,
    /// `select` with a scalar condition `a`: whole vector `b` or `c`.
    SelectScalar,
    /// Lane-wise integer width change (trunc / zext / sext) from `from_bits`.
    IntCast {
        /// Source lane width in bits.
        from_bits: u8,
        /// Sign-extend rather than zero-extend.
        signed: bool,
    },
    /// Lane-wise float/int conversion.
    FCast(super::op::FCastKind, super::op::FTy),
    /// Lane-wise min/max/saturating op.
    MinMax(super::op::MinMaxKind),
    /// Lane-wise bit op (ctpop, bswap, abs, …).
    Bits(super::op::BitKind),
    /// Lane-wise `fma`/`fmuladd` (third operand `c`), `true` if fused.
    Fma(bool),
    /// `extractelement`: lane index in register `b`.
    ExtractElement,
    /// `insertelement`: element `b`, index in register `c`.
    InsertElement,
    /// `shufflevector` of `a` and `b` with this mask (`None` = undef lane, zero).
    Shuffle(Vec<Option<u32>>),
    /// `llvm.vector.reduce.*` of integer lanes.
    ReduceInt(super::op::IntOpKind),
    /// `llvm.vector.reduce.{smax,smin,umax,umin}`.
    ReduceMinMax(super::op::MinMaxKind),
    /// `llvm.vector.reduce.{fadd,fmul}` with start value in `b` (ordered).
    ReduceFloat(super::op::FOpKind),
    /// `llvm.vector.reduce.{fmax,fmin}`.
    ReduceFMinMax(super::op::FOpKind),
    /// Bitcast between a vector of `i1` (1-byte lanes in registers) and a packed integer:
    /// `true` packs lanes into bits, `false` unpacks.
    BoolBits(bool),
}

/// What a [`Op::Vector`] does and the shape of its operands.
#[derive(Clone, Debug, PartialEq)]
pub struct VecSpec {
    /// The operation.
    pub kind: VecKind,
    /// Number of lanes of the (first) operand.
    pub lanes: u32,
    /// Bytes per lane of the operand, in registers.
    pub lane_bytes: u8,
    /// Bits per lane for integer lanes (for masking/sign), 0 for floats.
    pub lane_bits: u8,
    /// Float format of float lanes.
    pub fty: super::op::FTy,
    /// Bytes per lane of the result.
    pub out_lane_bytes: u8,
    /// Bits per lane of the result (integers), 0 for floats.
    pub out_lane_bits: u8,
    /// Float format of result lanes.
    pub out_fty: super::op::FTy,
    /// Result size in slots.
    pub out_slots: u16,
}

/// A lowered function.
#[derive(Clone, Debug)]
pub struct Func {
    /// The symbol name.
    pub name: String,
    /// Start register and slot count of each fixed parameter (parameters come first).
    pub params: Vec<(R, u16)>,
    /// Total registers of a frame (parameters, values, temporaries, constants).
    pub nregs: u32,
    /// Where the constant pool is copied in the frame.
    pub consts_at: u32,
    /// The constant pool: copied to `regs[consts_at..]` at every call.
    pub consts: Vec<u64>,
    /// The code.
    pub code: Vec<Op>,
    /// Source location index (into [`SourceMap::locs`]) of each op; 0 = unknown.
    pub locs: Vec<u32>,
    /// Call sites.
    pub sites: Vec<CallSite>,
    /// Switch tables.
    pub switches: Vec<SwitchTable>,
    /// `indirectbr` destination tables (op indices).
    pub indirect: Vec<Vec<u32>>,
    /// Vector op specs.
    pub vecs: Vec<VecSpec>,
    /// Takes `...`.
    pub varargs: bool,
    /// Result slots (0 for void).
    pub ret_slots: u16,
    /// Op index where each IR block starts (for the disassembler and block granularity).
    pub block_starts: Vec<u32>,
    /// Source location of the definition (index into [`SourceMap::locs`]).
    pub loc: u32,
    /// For a declaration implemented natively (or unknown): the builtin, so that a call
    /// through a function pointer performs it with the caller's call site.
    pub stub: Option<super::builtins::Builtin>,
    /// Calls must take the general path (stubs, `__VERIFIER_atomic_*` functions).
    pub slow_call: bool,
    /// Op indices of atomic and volatile loads and stores, sorted (for data-race checks).
    pub atomic_pcs: Vec<u32>,
    /// The function has `volatile` loads or stores (for the note that suggests
    /// `--memory-model tso` for locks built on them).
    pub volatile: bool,
    /// The function looks at a pointer's bits: it makes a pointer from an integer
    /// (`inttoptr`), an integer from a pointer (`ptrtoint`), or compares pointers by order.
    /// The symmetry reduction then does not rename the objects threads get as arguments
    /// ([`crate::vm::argobj`]): a pointer made from an integer is not seen where it is
    /// kept, and a block's id, which the renaming changes, would be observable.
    pub ptr_bits: bool,
    /// Part of pancam's C library or a builtin stub, not of the user's program: schedules
    /// show the user's call instead of its lines.
    pub library: bool,
}

/// What a static object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StaticKind {
    /// The code object: function pointers point into it (offset = function index).
    Code,
    /// Block addresses (`blockaddress`): offset = index into [`Program::block_addrs`].
    BlockAddrs,
    /// A mutable global variable.
    Global,
    /// A `constant` global (read-only).
    Constant,
    /// A mutable global (`global`, not `constant`) that nothing in the linked program can
    /// write (`src/bytecode/lower/readonly.rs`): the VM keeps it as it keeps a constant
    /// (outside the canonical state, its reads not shared accesses), while diagnostics and
    /// reports still call it a global, as the program declares it.
    NeverWritten,
    /// A thread-local global: the template each thread's copy starts from.
    ThreadLocal,
}

/// A static object: created in every initial state with a fixed id.
#[derive(Clone, Debug)]
pub struct StaticObject {
    /// Its name (`@g` without `@`), or a description.
    pub name: String,
    /// Kind.
    pub kind: StaticKind,
    /// Initial bytes (with every pointer already encoded).
    pub init: Vec<u8>,
    /// Alignment.
    pub align: u64,
    /// Where it was defined in the `.ll` (line), 0 if synthetic.
    pub line: u32,
    /// Debug-info name and type, if any (C name of the variable).
    pub c_name: Option<String>,
    /// The variable's C type from debug info, if any.
    pub c_type: Option<super::debuginfo::CType>,
    /// Defined by pancam's C library, not by the program (its `stdout`, `atexit` table).
    pub library: bool,
}

impl StaticObject {
    /// The name reports use: the C name, else the IR name.
    pub fn display_name(&self) -> &str {
        self.c_name.as_deref().unwrap_or(&self.name)
    }
}

/// The lowered program.
#[derive(Clone, Debug)]
pub struct Program {
    /// The `.ll` path it came from.
    pub path: String,
    /// The data layout.
    pub dl: DataLayout,
    /// The target.
    pub target: Target,
    /// Functions.
    pub funcs: Vec<Func>,
    /// Function name → index.
    pub func_index: HashMap<String, u32>,
    /// Static objects, by object id (id 0 is the null object and has an empty entry).
    pub objects: Vec<StaticObject>,
    /// Global name → object id.
    pub global_ids: HashMap<String, u32>,
    /// `blockaddress` targets: (function, op index).
    pub block_addrs: Vec<(u32, u32)>,
    /// Source locations.
    pub srcmap: SourceMap,
    /// The function `main`, if defined.
    pub main: Option<u32>,
    /// Functions whose name starts with `__VERIFIER_atomic_` (run as one atomic step).
    pub atomic_funcs: Vec<bool>,
}

/// Object id of the null object.
pub const NULL_ID: u32 = 0;
/// Object id of the code object.
pub const CODE_ID: u32 = 1;
/// Object id of the block-address object.
pub const BLOCKADDR_ID: u32 = 2;

impl Program {
    /// The first object id that is not static.
    pub fn first_dynamic_id(&self) -> u32 {
        u32::try_from(self.objects.len()).unwrap_or(u32::MAX)
    }

    /// The C name of byte `off` of static object `id`: the variable's name with the element
    /// or field its debug-info type places the byte in (`fork_mutex[1]`, `q.count`), and
    /// `+N` for what remains (`buf+3` without a type). `None` if `id` is not static.
    pub fn describe_static(&self, id: u32, off: u64) -> Option<String> {
        let o = self.objects.get(id as usize)?;
        let mut n = o.display_name().to_string();
        let (path, rest) = match &o.c_type {
            Some(t) => t.path_at(off),
            None => (String::new(), off),
        };
        n.push_str(&path);
        if rest != 0 {
            n.push_str(&format!("+{rest}"));
        }
        Some(n)
    }

    /// Index of function `name`.
    pub fn func(&self, name: &str) -> Option<u32> {
        self.func_index.get(name).copied()
    }

    /// The source location (an index into [`SourceMap::locs`]) of op `pc` of function
    /// `func`: the op's own ([`Func::locs`]; 0 when it has none), or, for a `pc` past the
    /// end of the code (a frame stopped after its last op), the function's definition
    /// ([`Func::loc`]). Every (function, pc) → source lookup goes through here.
    pub fn loc_at(&self, func: u32, pc: u32) -> u32 {
        let f = &self.funcs[func as usize];
        f.locs.get(pc as usize).copied().unwrap_or(f.loc)
    }
}
