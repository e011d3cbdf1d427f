//! The plain data model of a textual LLVM IR module.
//!
//! This is what the parser produces and what lowering (`crate::bytecode`) consumes. It mirrors
//! the `.ll` syntax closely and interprets nothing: names are resolved to dense indices
//! (types, per-function locals and blocks), but no sizes, layouts or semantics are computed here.
//!
//! Typed pointers (clang 14) and opaque `ptr` (clang 15+) both parse to [`Type::Ptr`]; for typed
//! pointers the pointee is kept for information only, since every instruction clang emits states
//! the types it operates on explicitly.

use std::collections::HashMap;

/// A position in the `.ll` file: 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pos {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column number (in bytes).
    pub col: u32,
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// Index of an interned type in [`Module::types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// An LLVM type. Types are interned in a [`TypeTable`]; structural equality of [`Type`] values
/// implies equality of their [`TypeId`]s (named structs are nominal, by name).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void`
    Void,
    /// `iN`, 1 ≤ N ≤ 2^23.
    Int(u32),
    /// `half`
    Half,
    /// `bfloat`
    BFloat,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `x86_fp80`
    X86Fp80,
    /// `fp128`
    Fp128,
    /// `ppc_fp128`
    PpcFp128,
    /// `ptr`, `ptr addrspace(N)`, or a typed pointer `T*` / `T addrspace(N)*`.
    Ptr {
        /// Address space (0 unless stated).
        addrspace: u32,
        /// The pointee of a typed pointer (clang ≤ 14); `None` for opaque `ptr`.
        pointee: Option<TypeId>,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// Field types in order.
        fields: Vec<TypeId>,
        /// `<{ ... }>`: no padding, alignment 1.
        packed: bool,
    },
    /// A named (identified) struct `%name`; its body is in [`TypeTable::named`].
    Named(u32),
    /// `[N x T]`
    Array(u64, TypeId),
    /// `<N x T>` (or `<vscale x N x T>` when `scalable`).
    Vector {
        /// Number of lanes.
        len: u32,
        /// Lane type.
        elem: TypeId,
        /// `vscale` vectors (never emitted for x86 C; rejected by lowering).
        scalable: bool,
    },
    /// A function type `R (P, ...)`.
    Function {
        /// Return type.
        ret: TypeId,
        /// Parameter types.
        params: Vec<TypeId>,
        /// Ends with `...`.
        varargs: bool,
    },
    /// `label`
    Label,
    /// `metadata`
    Metadata,
    /// `token`
    Token,
    /// `opaque` as the body of a named struct, or `x86_amx`/`x86_mmx` and other types lowering
    /// does not support; carries the spelling for error messages.
    Other(String),
}

/// A named struct type: `%struct.node = type { i32, ptr }` or `= type opaque`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedType {
    /// The name without the leading `%` (quotes removed, escapes decoded).
    pub name: String,
    /// The body: a `Type::Struct` id, or `None` while opaque / not yet defined.
    pub body: Option<TypeId>,
    /// Where it was defined (or first mentioned).
    pub pos: Pos,
}

/// The interned types of a module.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    /// All types; a [`TypeId`] indexes this.
    pub types: Vec<Type>,
    /// Reverse map used for interning.
    pub map: HashMap<Type, TypeId>,
    /// Named struct types; `Type::Named(i)` indexes this.
    pub named: Vec<NamedType>,
    /// Name → index into `named`.
    pub named_map: HashMap<String, u32>,
}

impl TypeTable {
    /// Interns `t`, returning its id.
    pub fn intern(&mut self, t: Type) -> TypeId {
        if let Some(&id) = self.map.get(&t) {
            return id;
        }
        let id = TypeId(u32::try_from(self.types.len()).expect("fewer than 2^32 types"));
        self.types.push(t.clone());
        self.map.insert(t, id);
        id
    }

    /// The type with id `id`.
    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.0 as usize]
    }

    /// Follows `Type::Named` to its body (one level); returns `id` itself for other types.
    /// Returns `None` for an opaque named struct.
    pub fn resolve(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            Type::Named(n) => self.named[*n as usize].body,
            _ => Some(id),
        }
    }

    /// Renders a type as LLVM would spell it (for diagnostics and the disassembler).
    pub fn display(&self, id: TypeId) -> String {
        let mut s = String::new();
        self.write(id, &mut s);
        s
    }

    fn write(&self, id: TypeId, s: &mut String) {
        use std::fmt::Write;
        match self.get(id) {
            Type::Void => s.push_str("void"),
            Type::Int(n) => {
                let _ = write!(s, "i{n}");
            }
            Type::Half => s.push_str("half"),
            Type::BFloat => s.push_str("bfloat"),
            Type::Float => s.push_str("float"),
            Type::Double => s.push_str("double"),
            Type::X86Fp80 => s.push_str("x86_fp80"),
            Type::Fp128 => s.push_str("fp128"),
            Type::PpcFp128 => s.push_str("ppc_fp128"),
            Type::Ptr { addrspace, pointee } => {
                if let Some(p) = pointee {
                    self.write(*p, s);
                    if *addrspace != 0 {
                        let _ = write!(s, " addrspace({addrspace})");
                    }
                    s.push('*');
                } else {
                    s.push_str("ptr");
                    if *addrspace != 0 {
                        let _ = write!(s, " addrspace({addrspace})");
                    }
                }
            }
            Type::Struct { fields, packed } => {
                s.push_str(if *packed { "<{ " } else { "{ " });
                for (i, f) in fields.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    self.write(*f, s);
                }
                s.push_str(if *packed { " }>" } else { " }" });
            }
            Type::Named(n) => {
                let _ = write!(s, "%{}", self.named[*n as usize].name);
            }
            Type::Array(n, t) => {
                let _ = write!(s, "[{n} x ");
                self.write(*t, s);
                s.push(']');
            }
            Type::Vector {
                len,
                elem,
                scalable,
            } => {
                s.push('<');
                if *scalable {
                    s.push_str("vscale x ");
                }
                let _ = write!(s, "{len} x ");
                self.write(*elem, s);
                s.push('>');
            }
            Type::Function {
                ret,
                params,
                varargs,
            } => {
                self.write(*ret, s);
                s.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    self.write(*p, s);
                }
                if *varargs {
                    if !params.is_empty() {
                        s.push_str(", ");
                    }
                    s.push_str("...");
                }
                s.push(')');
            }
            Type::Label => s.push_str("label"),
            Type::Metadata => s.push_str("metadata"),
            Type::Token => s.push_str("token"),
            Type::Other(o) => s.push_str(o),
        }
    }
}

/// Index of a function-local SSA value (parameters first, then instruction results in order of
/// definition) in [`Function::locals`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalId(pub u32);

/// Index of a basic block in [`Function::blocks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// A value used as an operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A function-local SSA value (`%x`, `%0`).
    Local(LocalId),
    /// A constant, including references to globals and functions (`@g`).
    Const(Const),
    /// An inline metadata operand (`metadata !12`, `metadata i32 %x`), as in `llvm.dbg.*` calls.
    Metadata(Box<MdValue>),
}

/// A value with its type.
#[derive(Clone, Debug, PartialEq)]
pub struct Operand {
    /// The operand's type.
    pub ty: TypeId,
    /// The value.
    pub value: Value,
}

/// A floating-point literal. LLVM prints `float` and `double` literals as decimal or as the
/// 64-bit hex pattern of the value *as a double* (`0x3FF0000000000000`); `half` as `0xH…`,
/// `bfloat` as `0xR…`, `x86_fp80` as `0xK…`, `fp128` as `0xL…`, `ppc_fp128` as `0xM…`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FloatLit {
    /// A decimal literal or a plain `0x` hex double pattern: the value as an f64.
    Double(f64),
    /// `0xH` half bits.
    Half(u16),
    /// `0xR` bfloat bits.
    BFloat(u16),
    /// `0xK` x86_fp80: 80 bits in the low bits of the u128.
    X86Fp80(u128),
    /// `0xL` fp128 bits.
    Fp128(u128),
    /// `0xM` ppc_fp128 bits.
    PpcFp128(u128),
}

/// A constant. Its type is carried by the enclosing [`Operand`] / [`TypedConst`].
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer literal (`42`, `-1`, `true`, `false`, or `u0x…`/`s0x…`), as the two's
    /// complement bit pattern truncated to 128 bits (the type gives the width).
    Int(u128),
    /// An integer literal of a type wider than 128 bits (clang's storage units for runs of
    /// bit-fields in packed structs): the two's complement bit pattern at the type's width,
    /// as 64-bit limbs, least significant first (`width.div_ceil(64)` of them).
    BigInt(Box<[u64]>),
    /// A floating-point literal.
    Float(FloatLit),
    /// `null`
    Null,
    /// `none` (token)
    None,
    /// `undef`
    Undef,
    /// `poison`
    Poison,
    /// `zeroinitializer`
    ZeroInit,
    /// `{ T v, ... }` or `<{ T v, ... }>`
    Struct(Vec<TypedConst>),
    /// `[ T v, ... ]`
    Array(Vec<TypedConst>),
    /// `< T v, ... >`
    Vector(Vec<TypedConst>),
    /// `c"..."` with escapes decoded.
    CString(Vec<u8>),
    /// `@name`: a global variable, function or alias (name without `@`, unquoted, unescaped).
    Global(String),
    /// `blockaddress(@f, %bb)`: function name and block name.
    BlockAddress(String, String),
    /// A constant expression.
    Expr(Box<ConstExpr>),
}

/// A constant with its type (elements of aggregates, initialisers).
#[derive(Clone, Debug, PartialEq)]
pub struct TypedConst {
    /// The constant's type.
    pub ty: TypeId,
    /// The constant.
    pub value: Const,
}

/// A constant expression, e.g. `getelementptr inbounds (i8, ptr @g, i64 24)`.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    /// `getelementptr [inbounds] (T, ptr base, idx...)`
    Gep {
        /// The GEP's source element type.
        source_ty: TypeId,
        /// The base pointer.
        base: TypedConst,
        /// The indices.
        indices: Vec<TypedConst>,
        /// `inbounds` (informational).
        inbounds: bool,
    },
    /// A cast: `bitcast (T v to U)`, `ptrtoint`, `inttoptr`, `trunc`, `zext`, `sext`, …
    Cast {
        /// Which cast.
        op: CastOp,
        /// The operand.
        value: TypedConst,
        /// The result type.
        to: TypeId,
    },
    /// An integer binary operation: `add (T a, T b)`, `sub`, `mul`, `shl`, `xor`, …
    Bin {
        /// Which operation.
        op: BinOp,
        /// Left operand.
        lhs: TypedConst,
        /// Right operand.
        rhs: TypedConst,
    },
    /// `icmp pred (T a, T b)`
    ICmp {
        /// Predicate.
        pred: IPred,
        /// Left operand.
        lhs: TypedConst,
        /// Right operand.
        rhs: TypedConst,
    },
    /// `select (i1 c, T a, T b)`
    Select {
        /// Condition.
        cond: TypedConst,
        /// Value if true.
        t: TypedConst,
        /// Value if false.
        f: TypedConst,
    },
    /// `extractelement (<N x T> v, iK idx)`
    ExtractElement {
        /// Vector.
        vec: TypedConst,
        /// Index.
        idx: TypedConst,
    },
}

/// Integer binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `udiv`
    UDiv,
    /// `sdiv`
    SDiv,
    /// `urem`
    URem,
    /// `srem`
    SRem,
    /// `shl`
    Shl,
    /// `lshr`
    LShr,
    /// `ashr`
    AShr,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
}

/// Floating-point binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FBinOp {
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmul`
    FMul,
    /// `fdiv`
    FDiv,
    /// `frem`
    FRem,
}

/// Cast operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    /// `trunc`
    Trunc,
    /// `zext`
    ZExt,
    /// `sext`
    SExt,
    /// `fptrunc`
    FpTrunc,
    /// `fpext`
    FpExt,
    /// `fptoui`
    FpToUi,
    /// `fptosi`
    FpToSi,
    /// `uitofp`
    UiToFp,
    /// `sitofp`
    SiToFp,
    /// `ptrtoint`
    PtrToInt,
    /// `inttoptr`
    IntToPtr,
    /// `bitcast`
    BitCast,
    /// `addrspacecast`
    AddrSpaceCast,
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IPred {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
    /// `slt`
    Slt,
    /// `sle`
    Sle,
}

/// `fcmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FPred {
    /// `false`
    False,
    /// `oeq`
    Oeq,
    /// `ogt`
    Ogt,
    /// `oge`
    Oge,
    /// `olt`
    Olt,
    /// `ole`
    Ole,
    /// `one`
    One,
    /// `ord`
    Ord,
    /// `ueq`
    Ueq,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `une`
    Une,
    /// `uno`
    Uno,
    /// `true`
    True,
}

/// Memory orderings of atomic instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ordering {
    /// `unordered`
    Unordered,
    /// `monotonic`
    Monotonic,
    /// `acquire`
    Acquire,
    /// `release`
    Release,
    /// `acq_rel`
    AcqRel,
    /// `seq_cst`
    SeqCst,
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    /// `xchg`
    Xchg,
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `and`
    And,
    /// `nand`
    Nand,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `max`
    Max,
    /// `min`
    Min,
    /// `umax`
    UMax,
    /// `umin`
    UMin,
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmax`
    FMax,
    /// `fmin`
    FMin,
    /// `uinc_wrap`
    UIncWrap,
    /// `udec_wrap`
    UDecWrap,
}

/// Atomic ordering and scope of a `load atomic` / `store atomic`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atomic {
    /// The ordering.
    pub ordering: Ordering,
    /// `syncscope("…")` if present.
    pub syncscope: Option<String>,
}

/// Parameter / argument attributes that matter for semantics. Everything else is skipped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParamAttrs {
    /// `byval(T)`: the callee receives a pointer to a fresh copy of a `T`. In typed-pointer IR
    /// a bare `byval` takes the pointee type; the parser fills it in from the pointer type.
    pub byval: Option<TypeId>,
    /// `sret(T)`.
    pub sret: Option<TypeId>,
    /// `align N` when given with `byval`.
    pub align: Option<u64>,
}

/// A call argument.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    /// The argument value and type.
    pub op: Operand,
    /// Its attributes.
    pub attrs: ParamAttrs,
}

/// One instruction (non-terminator).
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    /// The SSA value it defines (`%x = ...`), if any.
    pub result: Option<LocalId>,
    /// What it does.
    pub kind: InstKind,
    /// Where it starts in the `.ll` file.
    pub pos: Pos,
    /// The `!dbg !N` attachment, if any.
    pub dbg: Option<u32>,
}

/// The instruction kinds clang emits for C.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    /// Integer binary op; `ty` may be a vector of integers.
    Bin {
        /// Operator.
        op: BinOp,
        /// Operand type.
        ty: TypeId,
        /// Left.
        lhs: Value,
        /// Right.
        rhs: Value,
        /// `nuw` present.
        nuw: bool,
        /// `nsw` present.
        nsw: bool,
        /// `exact` present.
        exact: bool,
    },
    /// Floating binary op (fast-math flags skipped); `ty` may be a vector.
    FBin {
        /// Operator.
        op: FBinOp,
        /// Operand type.
        ty: TypeId,
        /// Left.
        lhs: Value,
        /// Right.
        rhs: Value,
    },
    /// `fneg`
    FNeg {
        /// Operand type.
        ty: TypeId,
        /// Operand.
        value: Value,
    },
    /// `icmp`; `ty` may be a pointer or a vector.
    ICmp {
        /// Predicate.
        pred: IPred,
        /// Operand type.
        ty: TypeId,
        /// Left.
        lhs: Value,
        /// Right.
        rhs: Value,
    },
    /// `fcmp`
    FCmp {
        /// Predicate.
        pred: FPred,
        /// Operand type.
        ty: TypeId,
        /// Left.
        lhs: Value,
        /// Right.
        rhs: Value,
    },
    /// Any cast instruction.
    Cast {
        /// Which cast.
        op: CastOp,
        /// The operand.
        value: Operand,
        /// Result type.
        to: TypeId,
    },
    /// `alloca T[, iN count][, align A]`
    Alloca {
        /// Allocated type.
        ty: TypeId,
        /// Element count, if given.
        count: Option<Operand>,
        /// Alignment, if given.
        align: Option<u64>,
    },
    /// `load [atomic] [volatile] T, ptr p[, align A]`
    Load {
        /// Loaded type.
        ty: TypeId,
        /// Address.
        ptr: Operand,
        /// Alignment.
        align: Option<u64>,
        /// `volatile`
        volatile: bool,
        /// `atomic` with ordering.
        atomic: Option<Atomic>,
    },
    /// `store [atomic] [volatile] T v, ptr p[, align A]`
    Store {
        /// Stored value.
        value: Operand,
        /// Address.
        ptr: Operand,
        /// Alignment.
        align: Option<u64>,
        /// `volatile`
        volatile: bool,
        /// `atomic` with ordering.
        atomic: Option<Atomic>,
    },
    /// `getelementptr [inbounds] T, ptr base, idx...`
    Gep {
        /// Source element type.
        source_ty: TypeId,
        /// Base pointer (or vector of pointers).
        base: Operand,
        /// Indices.
        indices: Vec<Operand>,
        /// `inbounds`
        inbounds: bool,
    },
    /// `select [fmf] i1 c, T a, T b` (condition may be a vector of i1).
    Select {
        /// Condition.
        cond: Operand,
        /// If true.
        t: Operand,
        /// If false.
        f: Operand,
    },
    /// `phi T [v, %bb], ...`
    Phi {
        /// Type of the value.
        ty: TypeId,
        /// Incoming (value, predecessor) pairs.
        incoming: Vec<(Value, BlockId)>,
    },
    /// `call`; also `tail`/`musttail`/`notail` calls. Inline asm callees are rejected by the
    /// parser with an error naming `asm`.
    Call {
        /// Return type as written.
        ret_ty: TypeId,
        /// The explicit function type, if written (`call i32 (ptr, ...) @printf(...)`).
        fn_ty: Option<TypeId>,
        /// The callee (usually `Value::Const(Const::Global(name))`).
        callee: Value,
        /// Arguments.
        args: Vec<Arg>,
    },
    /// `extractvalue T agg, idx...`
    ExtractValue {
        /// Aggregate.
        agg: Operand,
        /// Indices.
        indices: Vec<u32>,
    },
    /// `insertvalue T agg, U v, idx...`
    InsertValue {
        /// Aggregate.
        agg: Operand,
        /// Inserted value.
        value: Operand,
        /// Indices.
        indices: Vec<u32>,
    },
    /// `extractelement <N x T> v, iK idx`
    ExtractElement {
        /// Vector.
        vec: Operand,
        /// Index.
        idx: Operand,
    },
    /// `insertelement <N x T> v, T e, iK idx`
    InsertElement {
        /// Vector.
        vec: Operand,
        /// Element.
        elt: Operand,
        /// Index.
        idx: Operand,
    },
    /// `shufflevector <N x T> a, <N x T> b, <M x i32> mask`; mask entries `None` are undef/poison.
    ShuffleVector {
        /// First vector.
        a: Operand,
        /// Second vector.
        b: Operand,
        /// Lane selectors.
        mask: Vec<Option<u32>>,
    },
    /// `atomicrmw [volatile] op ptr p, T v [syncscope] ordering`
    AtomicRmw {
        /// Operation.
        op: RmwOp,
        /// Address.
        ptr: Operand,
        /// Operand value.
        value: Operand,
        /// Ordering.
        ordering: Ordering,
        /// `volatile`
        volatile: bool,
    },
    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope] succ fail`; yields `{T, i1}`.
    CmpXchg {
        /// Address.
        ptr: Operand,
        /// Expected.
        cmp: Operand,
        /// Replacement.
        new: Operand,
        /// Success ordering.
        success: Ordering,
        /// Failure ordering.
        failure: Ordering,
        /// `weak` (may fail spuriously; we never fail spuriously).
        weak: bool,
        /// `volatile`
        volatile: bool,
    },
    /// `fence [syncscope] ordering`
    Fence {
        /// Ordering.
        ordering: Ordering,
    },
    /// `freeze T v`
    Freeze {
        /// The operand.
        value: Operand,
    },
    /// `va_arg ptr list, T`
    VaArg {
        /// The `va_list` pointer.
        list: Operand,
        /// The requested type.
        ty: TypeId,
    },
    /// A debug record of newer LLVM (`#dbg_declare(...)`, `#dbg_value(...)`, `#dbg_assign`,
    /// `#dbg_label`). Defines no value; kept so lowering can map variables.
    DbgRecord {
        /// `declare`, `value`, `assign` or `label`.
        kind: String,
        /// The record's operands.
        args: Vec<MdValue>,
    },
}

/// A block terminator.
#[derive(Clone, Debug, PartialEq)]
pub enum TermKind {
    /// `ret void` / `ret T v`
    Ret(Option<Operand>),
    /// `br label %bb`
    Br(BlockId),
    /// `br i1 c, label %t, label %f`
    CondBr {
        /// Condition.
        cond: Value,
        /// Target if true.
        t: BlockId,
        /// Target if false.
        f: BlockId,
    },
    /// `switch T v, label %default [ T c, label %bb ... ]`
    Switch {
        /// Scrutinee type.
        ty: TypeId,
        /// Scrutinee.
        value: Value,
        /// Default target.
        default: BlockId,
        /// (case value bit pattern, target).
        cases: Vec<(u128, BlockId)>,
    },
    /// `indirectbr ptr addr, [label %a, ...]`
    IndirectBr {
        /// Address (from `blockaddress`).
        addr: Operand,
        /// Possible destinations.
        dests: Vec<BlockId>,
    },
    /// `unreachable`
    Unreachable,
}

impl TermKind {
    /// The blocks control may go to next (with repetitions).
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            TermKind::Ret(_) | TermKind::Unreachable => Vec::new(),
            TermKind::Br(b) => vec![*b],
            TermKind::CondBr { t, f, .. } => vec![*t, *f],
            TermKind::Switch { default, cases, .. } => std::iter::once(*default)
                .chain(cases.iter().map(|c| c.1))
                .collect(),
            TermKind::IndirectBr { dests, .. } => dests.clone(),
        }
    }
}

/// A terminator with its position and debug location.
#[derive(Clone, Debug, PartialEq)]
pub struct Terminator {
    /// What it does.
    pub kind: TermKind,
    /// Where it starts in the `.ll` file.
    pub pos: Pos,
    /// `!dbg !N`
    pub dbg: Option<u32>,
}

/// A basic block.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// The label (`entry`, `7`, …); for the unnamed entry block, its implicit number.
    pub name: String,
    /// Non-terminator instructions, in order (phis first).
    pub insts: Vec<Inst>,
    /// The terminator.
    pub term: Terminator,
    /// Position of the label (or of the first instruction for the entry block).
    pub pos: Pos,
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Type.
    pub ty: TypeId,
    /// Semantically relevant attributes.
    pub attrs: ParamAttrs,
}

/// Linkage and visibility, as far as execution cares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Linkage {
    /// `external` or no linkage keyword.
    #[default]
    External,
    /// `internal` / `private`.
    Internal,
    /// `weak`, `weak_odr`, `linkonce`, `linkonce_odr`, `common`, `available_externally`,
    /// `extern_weak`.
    Weak,
}

/// A function definition or declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Name without `@`.
    pub name: String,
    /// Return type.
    pub ret_ty: TypeId,
    /// Parameters.
    pub params: Vec<Param>,
    /// `...`
    pub varargs: bool,
    /// Linkage.
    pub linkage: Linkage,
    /// Blocks; empty for a declaration.
    pub blocks: Vec<Block>,
    /// Every local value: `locals[i]` is the source name of `LocalId(i)` (without `%`).
    /// Parameters come first (`params.len()` entries), then instruction results.
    pub locals: Vec<String>,
    /// Types of the locals, parallel to `locals`.
    pub local_types: Vec<TypeId>,
    /// `!dbg !N` on the definition (a `DISubprogram`).
    pub dbg: Option<u32>,
    /// Position of `define` / `declare`.
    pub pos: Pos,
}

impl Function {
    /// True for a declaration (no body).
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }
}

/// Thread-local storage of a global.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadLocal {
    /// `thread_local` or any `thread_local(...)` model.
    Yes,
}

/// A global variable definition or declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// Name without `@`.
    pub name: String,
    /// Value type.
    pub ty: TypeId,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// Initialiser; `None` for an `external` declaration.
    pub init: Option<Const>,
    /// Linkage.
    pub linkage: Linkage,
    /// `align N`
    pub align: Option<u64>,
    /// `thread_local`
    pub thread_local: Option<ThreadLocal>,
    /// `!dbg` attachments (`DIGlobalVariableExpression`s).
    pub dbg: Vec<u32>,
    /// Position of the definition.
    pub pos: Pos,
}

/// `@a = alias T, ptr @aliasee` (also `ifunc`, rejected by lowering).
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    /// Name without `@`.
    pub name: String,
    /// Value type.
    pub ty: TypeId,
    /// The aliasee constant (a global ref or constant expression).
    pub aliasee: TypedConst,
    /// Position.
    pub pos: Pos,
}

/// A metadata value: an operand of a metadata node or a field of a specialised node.
#[derive(Clone, Debug, PartialEq)]
pub enum MdValue {
    /// `!N`
    Ref(u32),
    /// `!"string"`
    Str(String),
    /// An inline node: `!{...}`, `!DIExpression(...)`, `!DILocation(...)`.
    Node(Box<MdNode>),
    /// A typed value: `i32 5`, `ptr @g`, `ptr %x` (in debug records / intrinsics).
    Value(Operand),
    /// `null` (as a field value).
    Null,
    /// An integer field value (`line: 5`, `size: -1`).
    Int(i128),
    /// A bare identifier or flag list: `DW_TAG_member`, `DIFlagPrototyped | DIFlagArtificial`,
    /// `FullDebug`, `true`.
    Ident(String),
    /// A `!DIArgList(...)`-style list or other operand list.
    List(Vec<MdValue>),
}

/// A metadata node.
#[derive(Clone, Debug, PartialEq)]
pub enum MdNode {
    /// `!{ a, b, ... }`; `distinct` is dropped.
    Tuple(Vec<MdValue>),
    /// `!DIKind(field: value, ...)`; `distinct` is dropped.
    Specialized {
        /// `DILocation`, `DISubprogram`, `DIFile`, ….
        kind: String,
        /// The fields in order.
        fields: Vec<(String, MdValue)>,
    },
}

impl MdNode {
    /// The value of field `name` of a specialised node.
    pub fn field(&self, name: &str) -> Option<&MdValue> {
        match self {
            MdNode::Specialized { fields, .. } => {
                fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
            }
            MdNode::Tuple(_) => None,
        }
    }

    /// The kind of a specialised node (`DILocation`, …), or `""` for a tuple.
    pub fn kind(&self) -> &str {
        match self {
            MdNode::Specialized { kind, .. } => kind,
            MdNode::Tuple(_) => "",
        }
    }
}

/// A parsed module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The path the module was read from (for messages).
    pub path: String,
    /// `source_filename = "…"`
    pub source_filename: Option<String>,
    /// `target datalayout = "…"`
    pub datalayout: Option<String>,
    /// `target triple = "…"`
    pub triple: Option<String>,
    /// Types.
    pub types: TypeTable,
    /// Global variables in order of appearance.
    pub globals: Vec<Global>,
    /// Functions (definitions and declarations) in order of appearance.
    pub functions: Vec<Function>,
    /// Aliases.
    pub aliases: Vec<Alias>,
    /// Numbered metadata `!N = ...`.
    pub metadata: HashMap<u32, MdNode>,
    /// Named metadata `!name = !{!0, !1}`.
    pub named_metadata: HashMap<String, Vec<u32>>,
}

impl Module {
    /// The numbered metadata node `!n`.
    pub fn md(&self, n: u32) -> Option<&MdNode> {
        self.metadata.get(&n)
    }

    /// Resolves a metadata value to a node: `!N` through the table, inline nodes directly.
    pub fn md_node<'a>(&'a self, v: &'a MdValue) -> Option<&'a MdNode> {
        match v {
            MdValue::Ref(n) => self.metadata.get(n),
            MdValue::Node(b) => Some(b),
            _ => None,
        }
    }
}
