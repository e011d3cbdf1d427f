//! What can go wrong when running a program, kept in two kinds as STYLE.md asks: a
//! [`Violation`] is *program behaviour* (an assertion failure, a memory error, undefined
//! behaviour the VM detected) and is what the checker reports; a [`Failure`] is the
//! *interpreter's* inability to continue (an unknown external function, an unsupported
//! operation), which is never a verdict about the program.

use super::memory::FaultKind;
use crate::bytecode::Program;

/// The kinds of program behaviour pancam reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ViolationKind {
    /// Null pointer dereference.
    NullDereference,
    /// Access to an address that is no live object.
    InvalidDereference,
    /// Access outside the bounds of an object.
    OutOfBounds,
    /// Access to a freed heap block.
    UseAfterFree,
    /// Access to a stack object whose frame returned or whose scope ended.
    DeadStackObject,
    /// Write to read-only memory.
    ReadOnlyWrite,
    /// Data access through a function pointer.
    CodeAccess,
    /// `free` of something that is not a live heap block start.
    InvalidFree,
    /// `free` of an already freed block.
    DoubleFree,
    /// `memcpy` with overlapping ranges.
    OverlappingCopy,
    /// Integer division by zero.
    DivisionByZero,
    /// `INT_MIN / -1` and friends.
    DivisionOverflow,
    /// `unreachable` executed.
    Unreachable,
    /// Call through a pointer that is not a function.
    BadFunctionPointer,
    /// Call depth limit exceeded.
    StackOverflow,
    /// `assert` failed.
    AssertionFailure,
    /// `__VERIFIER_error`, `reach_error` or a failed `__VERIFIER_assert`.
    VerifierError,
    /// `abort()` called.
    Abort,
    /// `llvm.trap` executed.
    Trap,
    /// Misuse of the C library (bad `va_start`, bad stream, …).
    LibraryMisuse,
    /// Memory exhausted (too many objects for the pointer encoding).
    OutOfMemory,
    /// Misuse of a synchronisation object (unlocking a mutex one does not hold, …).
    SyncMisuse,
    /// No thread can move but some have not finished.
    Deadlock,
    /// Two threads' next accesses touch the same bytes, at least one writes, not both atomic.
    DataRace,
    /// A user invariant evaluated to false.
    InvariantViolation,
    /// Signed integer overflow (`+ - * /` and negation on a signed type, found by clang's
    /// `-fsanitize=signed-integer-overflow` checks, which the SV-COMP mode compiles in).
    Overflow,
    /// Heap memory still allocated but no longer pointed to when the program ends
    /// (SV-COMP's valid-memtrack).
    MemoryLeak,
    /// The interpreter could not continue (unsupported construct, unknown function): not a
    /// verdict about the program.
    Unsupported,
    /// The program used a thread handle in a way that depends on which thread it names
    /// (with [`super::VmConfig::track_handles`], for the symmetry reduction; see
    /// [`super::handles`]): not a verdict about the program, and never reported as one: the
    /// search starts again without the reduction.
    ThreadIdentity,
}

impl ViolationKind {
    /// A short lower-case name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            ViolationKind::NullDereference => "null pointer dereference",
            ViolationKind::InvalidDereference => "invalid pointer dereference",
            ViolationKind::OutOfBounds => "out-of-bounds access",
            ViolationKind::UseAfterFree => "use after free",
            ViolationKind::DeadStackObject => "use of a dead stack object",
            ViolationKind::ReadOnlyWrite => "write to read-only memory",
            ViolationKind::CodeAccess => "data access through a function pointer",
            ViolationKind::InvalidFree => "invalid free",
            ViolationKind::DoubleFree => "double free",
            ViolationKind::OverlappingCopy => "overlapping memcpy",
            ViolationKind::DivisionByZero => "division by zero",
            ViolationKind::DivisionOverflow => "overflow in division",
            ViolationKind::Unreachable => "unreachable code reached",
            ViolationKind::BadFunctionPointer => "call through a bad function pointer",
            ViolationKind::StackOverflow => "stack overflow",
            ViolationKind::AssertionFailure => "assertion failure",
            ViolationKind::VerifierError => "verifier error reached",
            ViolationKind::Abort => "abort",
            ViolationKind::Trap => "trap",
            ViolationKind::LibraryMisuse => "C library misuse",
            ViolationKind::OutOfMemory => "out of memory",
            ViolationKind::SyncMisuse => "synchronisation misuse",
            ViolationKind::Deadlock => "deadlock",
            ViolationKind::DataRace => "data race",
            ViolationKind::InvariantViolation => "invariant violated",
            ViolationKind::Overflow => "signed integer overflow",
            ViolationKind::MemoryLeak => "memory leak",
            ViolationKind::Unsupported => "cannot continue",
            ViolationKind::ThreadIdentity => "thread identity observed",
        }
    }

    /// The violation kind of a memory fault.
    pub fn of_fault(k: FaultKind) -> ViolationKind {
        match k {
            FaultKind::Null => ViolationKind::NullDereference,
            FaultKind::Invalid => ViolationKind::InvalidDereference,
            FaultKind::OutOfBounds => ViolationKind::OutOfBounds,
            FaultKind::UseAfterFree => ViolationKind::UseAfterFree,
            FaultKind::DeadStack => ViolationKind::DeadStackObject,
            FaultKind::ReadOnly => ViolationKind::ReadOnlyWrite,
            FaultKind::CodeAccess => ViolationKind::CodeAccess,
            FaultKind::InvalidFree => ViolationKind::InvalidFree,
            FaultKind::DoubleFree => ViolationKind::DoubleFree,
            FaultKind::Overlap => ViolationKind::OverlappingCopy,
            FaultKind::Exhausted => ViolationKind::OutOfMemory,
        }
    }
}

/// A code position: function index and op index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct CodePos {
    /// Function index.
    pub func: u32,
    /// Op index.
    pub pc: u32,
}

/// Detected program behaviour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// What kind.
    pub kind: ViolationKind,
    /// A sentence explaining it.
    pub msg: String,
    /// The thread that did it.
    pub thread: u16,
    /// The call stack, innermost first.
    pub stack: Vec<CodePos>,
}

/// The interpreter cannot continue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// What went wrong.
    pub msg: String,
    /// The thread.
    pub thread: u16,
    /// The call stack, innermost first.
    pub stack: Vec<CodePos>,
}

/// Renders a call stack with source locations, one frame per line, innermost first.
pub fn render_stack(prog: &Program, stack: &[CodePos]) -> String {
    let mut s = String::new();
    const HEAD: usize = 16;
    const TAIL: usize = 4;
    for (i, p) in stack.iter().enumerate() {
        if stack.len() > HEAD + TAIL + 1 && i >= HEAD && i < stack.len() - TAIL {
            if i == HEAD {
                s.push_str(&format!(
                    "  ... {} more frames ...\n",
                    stack.len() - HEAD - TAIL
                ));
            }
            continue;
        }
        let f = &prog.funcs[p.func as usize];
        let loc = prog.loc_at(p.func, p.pc);
        // Inlined frames first (from the debug location's inlinedAt chain).
        let mut l = loc;
        let mut depth = 0;
        loop {
            let info = prog.srcmap.loc(l);
            let name = prog.srcmap.func_of(info).unwrap_or(&f.name);
            s.push_str(&format!(
                "  #{i}{} {name} at {}\n",
                if depth > 0 { " (inlined into)" } else { "" },
                prog.srcmap.describe(l)
            ));
            if info.inlined_at == 0 || depth > 32 {
                break;
            }
            l = info.inlined_at;
            depth += 1;
        }
    }
    s
}

impl Violation {
    /// The location of the innermost frame, e.g. `prog.c:12:5`.
    pub fn location(&self, prog: &Program) -> String {
        match self.stack.first() {
            Some(p) => prog.srcmap.describe(prog.loc_at(p.func, p.pc)),
            None => "<unknown location>".into(),
        }
    }

    /// A multi-line report: kind, message, location and call stack.
    pub fn render(&self, prog: &Program) -> String {
        format!(
            "{}: {}: {}\n  in thread {}\n{}",
            self.location(prog),
            self.kind.name(),
            self.msg,
            self.thread,
            render_stack(prog, &self.stack)
        )
    }
}

impl Failure {
    /// A multi-line report.
    pub fn render(&self, prog: &Program) -> String {
        let loc = match self.stack.first() {
            Some(p) => prog.srcmap.describe(prog.loc_at(p.func, p.pc)),
            None => "<unknown location>".into(),
        };
        format!(
            "{loc}: {}\n  in thread {}\n{}",
            self.msg,
            self.thread,
            render_stack(prog, &self.stack)
        )
    }
}
