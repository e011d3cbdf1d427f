//! Globals the linked program never writes.
//!
//! A mutable LLVM global (`@g = global …`, not `constant`) that no instruction of the linked
//! program can store to holds its initial bytes in every state, so the lowering gives it
//! the kind [`StaticKind::NeverWritten`]: in memory it is a constant (left out of the
//! canonical state bytes the visited set stores, and its reads are not shared accesses for
//! the partial-order reduction and race detection), while diagnostics still call it a
//! global. A typical one is the C library's `atexit_fns`, which `exit` reads but only
//! `atexit` writes: when `atexit` is not linked in, nothing writes it. As a read of a
//! constant does, a read of it commutes with every other thread's step and ends no
//! superstep, so a search in coarser steps than instructions may store fewer states than
//! with the global kept in the state (never more, and never another verdict).
//!
//! [`StaticKind::NeverWritten`]: crate::bytecode::program::StaticKind::NeverWritten
//!
//! # The rule
//!
//! [`written_globals`] scans everything that becomes part of the program: every included
//! function of every module, every included global's initialiser and every included alias.
//! A global is *never written* iff every occurrence of its name is a read-only use:
//!
//! - the pointer operand of a `load` (volatile and atomic loads included), or an operand of
//!   an `icmp`;
//! - the base of a `getelementptr` instruction, or the operand of a `bitcast` or
//!   `addrspacecast` instruction to a pointer, whose result (a *derived pointer*) has only
//!   read-only uses in turn (followed through the function's def-use chains, to any depth);
//! - inside a constant: the base of a constant `getelementptr` or the operand of a constant
//!   `bitcast`/`addrspacecast` (the expression is itself a derived pointer where it
//!   appears, e.g. `load i32, ptr getelementptr (…, ptr @g, …)`), or an operand of a
//!   constant `icmp`.
//!
//! Any other occurrence may write it, so it keeps it a global: the pointer of a `store`,
//! `atomicrmw` or `cmpxchg`; a stored value; any call's callee or argument (intrinsics such
//! as `llvm.memcpy`/`llvm.memset` included; only the `llvm.dbg.*` calls, which the lowering
//! drops, are skipped); `ptrtoint`, `inttoptr`-style arithmetic and every other constant
//! expression; `phi`, `select` and `freeze` (a derived pointer is not followed through
//! them); `insertvalue`, `insertelement`, `ret` and other terminators; a `getelementptr`
//! index; an aggregate constant; any global's initialiser and any alias. Names are compared
//! as strings across modules, so an internal global of one module that shares its name
//! with one that is written elsewhere stays a global too (conservative).
//!
//! # Why it is sound
//!
//! The VM only writes memory through a pointer the program computed (stores, atomics and
//! builtins, which get their pointers as call arguments), and a pointer to a global object
//! starts as the global's name in an operand or initialiser (`ptrtoint` of `@g`, the way to
//! rebuild its address from an integer, is an escape). A pointer that only ever reaches
//! loads and comparisons, directly or through address arithmetic whose results are again
//! only loaded or compared, can never be stored to, passed on, or saved anywhere where a
//! later write could find it. Loads of `@g` itself return the initialiser's contents, whose
//! pointers are escapes of the globals they name (initialisers count as escapes), so a
//! never-written global cannot hand out a pointer to anything writable either.
//!
//! One way around the rule is not a C program's: pointer arithmetic on another object far
//! past its end (by the encoding's largest object size, [`crate::bytecode::ptr::PtrCodec`])
//! wraps into a neighbouring object id, and the VM does not check arithmetic, only
//! accesses. Such a pointer is undefined behaviour in C; a read through it sees the same
//! bytes as before, and a store through it into a never-written global is now reported as
//! a write to read-only memory where the neighbour was silently overwritten before.
//!
//! Globals the VM itself accesses by name are only read (`__pancam_tsd_dtors`, the count of
//! thread-specific data keys with destructors: zero in every state when nothing links in
//! a writer of it) — see [`VM_WRITTEN`] for the (empty) list of exceptions.

use super::refs::{const_refs, for_each_term_value, for_each_value};
use crate::ir::*;
use std::collections::HashSet;

/// Globals the VM or a builtin writes by name rather than through a pointer the program
/// computed: they must stay globals whatever the program does. None does today (the VM
/// only reads `__pancam_tsd_dtors`); a builtin that starts writing a C library global
/// directly must list it here.
pub const VM_WRITTEN: &[&str] = &[];

/// The names of the globals that the included definitions of `modules` may write (every
/// global not named here is never written); `include[m]` holds the names of the functions,
/// globals and aliases included from `modules[m]`.
pub fn written_globals(modules: &[&Module], include: &[HashSet<String>]) -> HashSet<String> {
    let mut written: HashSet<String> = VM_WRITTEN.iter().map(|s| s.to_string()).collect();
    for (m, module) in modules.iter().enumerate() {
        let included = &include[m];
        for f in &module.functions {
            if !f.is_declaration() && included.contains(&f.name) {
                scan_function(f, &module.types, &mut written);
            }
        }
        for g in &module.globals {
            if let Some(init) = &g.init
                && included.contains(&g.name)
            {
                escape_const(init, &mut written);
            }
        }
        for a in &module.aliases {
            if included.contains(&a.name) {
                escape_const(&a.aliasee.value, &mut written);
            }
        }
    }
    written
}

/// Every global `c` mentions may be written.
fn escape_const(c: &Const, written: &mut HashSet<String>) {
    let mut names = Vec::new();
    const_refs(c, &mut names);
    written.extend(names);
}

/// `c` used as a pointer that is only read from or compared: pushes to `out` the globals
/// it points into (when it is a global or a constant GEP or pointer cast of one) and marks
/// every global it mentions otherwise as possibly written.
fn derived_const(c: &Const, written: &mut HashSet<String>, out: &mut Vec<String>) {
    match c {
        Const::Global(n) => out.push(n.clone()),
        Const::Expr(e) => match &**e {
            ConstExpr::Gep { base, indices, .. } => {
                derived_const(&base.value, written, out);
                for i in indices {
                    escape_const(&i.value, written);
                }
            }
            ConstExpr::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                value,
                ..
            } => derived_const(&value.value, written, out),
            // Compared: a read, and the result is no pointer.
            ConstExpr::ICmp { lhs, rhs, .. } => {
                derived_const(&lhs.value, written, &mut Vec::new());
                derived_const(&rhs.value, written, &mut Vec::new());
            }
            _ => escape_const(c, written),
        },
        _ => escape_const(c, written),
    }
}

/// Every global an inline metadata operand of a call other than `llvm.dbg.*` mentions may
/// be written (the lowering gives such operands no address, but when in doubt: written).
fn escape_md(md: &MdValue, written: &mut HashSet<String>) {
    match md {
        MdValue::Value(op) => {
            if let Value::Const(c) = &op.value {
                escape_const(c, written);
            }
        }
        MdValue::List(l) => l.iter().for_each(|m| escape_md(m, written)),
        MdValue::Node(n) => {
            if let MdNode::Tuple(l) = &**n {
                l.iter().for_each(|m| escape_md(m, written))
            }
        }
        _ => {}
    }
}

/// Whether `ty` is a pointer or a vector of pointers.
fn is_ptr(types: &TypeTable, ty: TypeId) -> bool {
    match types.get(ty) {
        Type::Ptr { .. } => true,
        Type::Vector { elem, .. } => matches!(types.get(*elem), Type::Ptr { .. }),
        _ => false,
    }
}

/// The operand whose pointer the result of `kind` derives from: the base of a GEP, the
/// operand of a pointer-to-pointer cast.
fn derive_source<'a>(kind: &'a InstKind, types: &TypeTable) -> Option<&'a Value> {
    match kind {
        InstKind::Gep { base, .. } => Some(&base.value),
        InstKind::Cast {
            op: CastOp::BitCast | CastOp::AddrSpaceCast,
            value,
            to,
        } if is_ptr(types, *to) && is_ptr(types, value.ty) => Some(&value.value),
        _ => None,
    }
}

/// A call to an `llvm.dbg.*` intrinsic (dropped by the lowering).
fn is_dbg_call(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Call { callee: Value::Const(Const::Global(n)), .. }
        if n.starts_with("llvm.dbg."))
}

/// Marks the globals `f` may write.
fn scan_function(f: &Function, types: &TypeTable, written: &mut HashSet<String>) {
    // The globals each local derived pointer points into, to a fixpoint (a block may
    // come before the blocks that define its operands).
    let mut derived: Vec<Vec<String>> = vec![Vec::new(); f.locals.len()];
    let mut scratch = HashSet::new();
    loop {
        let mut changed = false;
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let (Some(r), Some(src)) = (inst.result, derive_source(&inst.kind, types)) else {
                continue;
            };
            let gs = match src {
                Value::Local(l) => derived.get(l.0 as usize).cloned().unwrap_or_default(),
                Value::Const(c) => {
                    let mut gs = Vec::new();
                    derived_const(c, &mut scratch, &mut gs);
                    gs
                }
                Value::Metadata(_) => Vec::new(),
            };
            if let Some(d) = derived.get_mut(r.0 as usize) {
                for g in gs {
                    if !d.contains(&g) {
                        d.push(g);
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    // Every operand in its position.
    let escape = |v: &Value, written: &mut HashSet<String>| match v {
        Value::Local(l) => {
            if let Some(d) = derived.get(l.0 as usize) {
                written.extend(d.iter().cloned());
            }
        }
        Value::Const(c) => escape_const(c, written),
        Value::Metadata(md) => escape_md(md, written),
    };
    // A read-only use: a local derived pointer's own uses are checked where they occur.
    let read = |v: &Value, written: &mut HashSet<String>| {
        if let Value::Const(c) = v {
            derived_const(c, written, &mut Vec::new());
        }
    };
    for b in &f.blocks {
        for inst in &b.insts {
            match &inst.kind {
                InstKind::Load { ptr, .. } => read(&ptr.value, written),
                InstKind::ICmp { lhs, rhs, .. } => {
                    read(lhs, written);
                    read(rhs, written);
                }
                InstKind::Gep { base, indices, .. } if inst.result.is_some() => {
                    read(&base.value, written);
                    indices.iter().for_each(|i| escape(&i.value, written));
                }
                k => match derive_source(k, types).filter(|_| inst.result.is_some()) {
                    Some(src) => read(src, written),
                    None if is_dbg_call(k) => {}
                    None => for_each_value(k, &mut |v| escape(v, written)),
                },
            }
        }
        for_each_term_value(&b.term.kind, &mut |v| escape(v, written));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The never-written globals among those `src` defines (one module, all included).
    fn never_written(src: &str) -> Vec<String> {
        let m = crate::ir::parse(src, "t.ll").expect("parses");
        let mut inc = HashSet::new();
        for f in &m.functions {
            inc.insert(f.name.clone());
        }
        for g in &m.globals {
            inc.insert(g.name.clone());
        }
        for a in &m.aliases {
            inc.insert(a.name.clone());
        }
        let w = written_globals(&[&m], &[inc]);
        let mut out: Vec<String> = m
            .globals
            .iter()
            .filter(|g| !w.contains(&g.name))
            .map(|g| g.name.clone())
            .collect();
        out.sort();
        out
    }

    fn ro(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn loads_directly_through_gep_and_constant_gep_are_reads() {
        let src = r#"
@a = global i32 1
@b = global [4 x i32] zeroinitializer
@c = global [4 x i32] zeroinitializer
@d = global ptr null
@e = global i64 0

define i32 @f(i64 %i, ptr %q) {
  %x = load i32, ptr @a
  %p = getelementptr inbounds [4 x i32], ptr @b, i64 0, i64 %i
  %p2 = getelementptr inbounds i8, ptr %p, i64 1
  %y = load volatile i32, ptr %p2
  %z = load atomic i32, ptr getelementptr inbounds ([4 x i32], ptr @c, i64 0, i64 2) seq_cst, align 4
  %cmp = icmp eq ptr %q, @d
  %e2 = addrspacecast ptr @e to ptr addrspace(1)
  %w = load i64, ptr addrspace(1) %e2
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  ret i32 %t
}
"#;
        assert_eq!(never_written(src), ro(&["a", "b", "c", "d", "e"]));
    }

    #[test]
    fn stores_through_derived_pointers_write() {
        let src = r#"
@a = global i32 1
@b = global [4 x i32] zeroinitializer
@c = global [4 x i32] zeroinitializer
@r = global i32 0

define void @f(i64 %i) {
  store i32 2, ptr @a
  %p = getelementptr inbounds [4 x i32], ptr @b, i64 0, i64 %i
  %p2 = getelementptr inbounds i8, ptr %p, i64 1
  store i32 3, ptr %p2
  %o = atomicrmw add ptr getelementptr inbounds ([4 x i32], ptr @c, i64 0, i64 1), i32 1 seq_cst
  %v = load i32, ptr @r
  ret void
}
"#;
        assert_eq!(never_written(src), ro(&["r"]));
    }

    #[test]
    fn escapes_write() {
        let src = r#"
@call = global i32 0
@val = global i32 0
@pti = global i32 0
@pti_c = global i32 0
@init = global i32 0
@phi = global i32 0
@sel = global i32 0
@cpy = global [8 x i8] zeroinitializer
@set = global [8 x i8] zeroinitializer
@ret = global i32 0
@cx = global i32 0
@alias_target = global i32 0
@holder = global ptr @init
@al = alias i32, ptr @alias_target
@keep = global i32 0

declare void @g(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.dbg.value(metadata, metadata, metadata)

define ptr @f(i1 %c, ptr %slot, ptr %dst) {
entry:
  call void @g(ptr @call)
  store ptr @val, ptr %slot
  %i = ptrtoint ptr @pti to i64
  store i64 ptrtoint (ptr @pti_c to i64), ptr %slot
  %q = getelementptr i8, ptr @phi, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr @cpy, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr @set, i8 0, i64 8, i1 false)
  %s = select i1 %c, ptr @sel, ptr %slot
  call void @llvm.dbg.value(metadata ptr @keep, metadata !1, metadata !DIExpression())
  %k = load i32, ptr @keep
  store i32 %k, ptr %s
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi ptr [ %q, %entry ], [ %slot, %a ]
  store i32 1, ptr %p
  %x = cmpxchg ptr @cx, i32 0, i32 1 seq_cst seq_cst
  ret ptr @ret
}

!1 = !{}
"#;
        assert_eq!(never_written(src), ro(&["holder", "keep"]));
    }

    #[test]
    fn derived_pointer_passed_on_writes() {
        let src = r#"
@a = global [2 x i32] zeroinitializer
@b = global [2 x i32] zeroinitializer
@c = global i32 0

declare void @g(ptr)

define void @f(ptr %slot) {
  %p = getelementptr [2 x i32], ptr @a, i64 0, i64 1
  call void @g(ptr %p)
  %q = getelementptr [2 x i32], ptr @b, i64 0, i64 1
  %r = getelementptr i8, ptr %q, i64 0
  store ptr %r, ptr %slot
  %v = insertvalue { ptr } undef, ptr @c, 0
  ret void
}
"#;
        assert_eq!(never_written(src), Vec::<String>::new());
    }

    #[test]
    fn excluded_functions_and_declarations_do_not_count() {
        let m = crate::ir::parse(
            r#"
@fns = global [4 x ptr] zeroinitializer
@n = global i32 0

define void @atexit(ptr %f) {
  %i = load i32, ptr @n
  store i32 1, ptr @n
  store ptr %f, ptr @fns
  ret void
}

define void @exit() {
  %i = load i32, ptr @n
  %f = load ptr, ptr @fns
  ret void
}
"#,
            "t.ll",
        )
        .expect("parses");
        let inc: HashSet<String> = ["exit", "fns", "n"].iter().map(|s| s.to_string()).collect();
        assert!(written_globals(&[&m], std::slice::from_ref(&inc)).is_empty());
        let all: HashSet<String> = inc.into_iter().chain(["atexit".to_string()]).collect();
        let w = written_globals(&[&m], &[all]);
        assert!(w.contains("fns") && w.contains("n"));
    }

    /// Through the whole lowering: a library global only its linked-in reader mentions is
    /// never written, one its unlinked writer stores to too; the kinds of the program's
    /// objects say so, and the VM keeps never-written ones as flagged constants.
    #[test]
    fn lowering_gives_never_written_globals_their_kind() {
        use crate::bytecode::program::StaticKind;
        let head = "target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\n\
                    target triple = \"x86_64-pc-linux-gnu\"\n";
        let user = crate::ir::parse(
            &format!(
                "{head}
@table = global [2 x i32] [i32 1, i32 2]
@count = global i32 0
@kept = constant i32 7
@tls = thread_local global i32 0
declare i32 @lib_read()
define i32 @main() {{
  %p = getelementptr [2 x i32], ptr @table, i64 0, i64 1
  %a = load i32, ptr %p
  store i32 %a, ptr @count
  %b = call i32 @lib_read()
  ret i32 %b
}}
"
            ),
            "user.ll",
        )
        .expect("parses");
        let lib = crate::ir::parse(
            &format!(
                "{head}
@lib_fns = internal global [4 x ptr] zeroinitializer
@lib_n = internal global i32 0
define i32 @lib_read() {{
  %f = load ptr, ptr @lib_fns
  %n = load i32, ptr @lib_n
  ret i32 %n
}}
define void @lib_register(ptr %f) {{
  store ptr %f, ptr @lib_fns
  ret void
}}
"
            ),
            "lib.ll",
        )
        .expect("parses");
        let p = crate::bytecode::lower(&user, Some(&lib)).expect("lowers");
        let kind = |n: &str| {
            p.objects
                .iter()
                .find(|o| o.name == n)
                .map(|o| o.kind)
                .unwrap_or_else(|| panic!("no object {n}"))
        };
        assert_eq!(kind("table"), StaticKind::NeverWritten);
        assert_eq!(kind("count"), StaticKind::Global);
        assert_eq!(kind("kept"), StaticKind::Constant);
        assert_eq!(kind("tls"), StaticKind::ThreadLocal);
        assert_eq!(kind("lib_fns"), StaticKind::NeverWritten);
        assert_eq!(kind("lib_n"), StaticKind::NeverWritten);
        let vm = crate::vm::Vm::new(&p, crate::vm::VmConfig::default());
        let st = vm.initial_state(&[]).expect("starts");
        let id = p
            .objects
            .iter()
            .position(|o| o.name == "table")
            .expect("table");
        let o = st.mem.objs[id];
        assert_eq!(o.kind, crate::vm::memory::ObjKind::Constant);
        assert_eq!(crate::vm::memory::obj_kind_name(&o), "global");
        let count = p
            .objects
            .iter()
            .position(|o| o.name == "count")
            .expect("count");
        assert_eq!(st.mem.objs[count].kind, crate::vm::memory::ObjKind::Global);
    }
}
