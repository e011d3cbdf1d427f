//! Integer loads whose value a function may order or compute with ([`watched`]), for the
//! symmetry reduction's renaming of threads with their heap blocks (`crate::vm::argobj`).
//!
//! That renaming changes objects' ids, which a pointer's bits tell. A program that looks at
//! them through `ptrtoint`, `inttoptr` or an ordered pointer comparison is refused as a whole
//! (`Func::ptr_bits`). What that leaves is a pointer stored as a pointer and read back as
//! an integer (a union, `memcpy` into a `long`, `*(uintptr_t *)&p`): the load is of an
//! integer type, and nothing in the IR says it is a pointer. clang also copies pointers as
//! integers itself, but then the value only moves: it is stored again, compared for
//! equality, passed on. So a load is *watched* when its value, through `phi`, `select`,
//! `freeze` and vector and aggregate moves, reaches any other use: arithmetic, a cast, an
//! ordered comparison, an index, a return, a call of a function the program defines (whose
//! code may do any of these), an indirect call, an atomic read-modify-write other than an
//! exchange. Lowering puts an `Op::PunCheck` after a watched load (and after every
//! read-modify-write of an integer as wide as a pointer), and the VM stops the reduced
//! search when the value loaded reads as a pointer to a dynamic object.
//!
//! Not covered: a pointer read back in parts narrower than a pointer (the loads this module
//! watches are at least as wide as a pointer), or as a floating-point number.

use crate::ir::*;
use std::collections::{HashMap, HashSet};

/// Whether `ty` holds integers only (an integer, or a vector of them), at least
/// `min_bits` bits of them.
fn int_of_width(types: &TypeTable, ty: TypeId, min_bits: u32) -> bool {
    match types.get(ty) {
        Type::Int(w) => *w >= min_bits,
        Type::Vector { len, elem, .. } => {
            matches!(types.get(*elem), Type::Int(w) if *w * *len >= min_bits)
        }
        _ => false,
    }
}

/// The loads of `f` (their results) that `Op::PunCheck` watches (see the module
/// documentation): integer loads of at least `ptr_bits` bits whose value may be ordered
/// or computed with. `user`: the program's modules (a call of a function one of them
/// defines is a use that may compute).
pub(crate) fn watched(
    f: &Function,
    module: &Module,
    user: &[&Module],
    ptr_bits: u32,
) -> HashSet<LocalId> {
    let types = &module.types;
    let mut loads = Vec::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let (Some(r), InstKind::Load { ty, .. }) = (i.result, &i.kind)
                && int_of_width(types, *ty, ptr_bits)
            {
                loads.push(r);
            }
        }
    }
    if loads.is_empty() {
        return HashSet::new();
    }
    let defined: HashSet<&str> = user
        .iter()
        .flat_map(|m| &m.functions)
        .filter(|g| !g.blocks.is_empty())
        .map(|g| g.name.as_str())
        .collect();
    let local = |v: &Value| match v {
        Value::Local(l) => Some(*l),
        _ => None,
    };
    // Values used other than by moving them on, and the moves (from, to).
    let mut bad: HashSet<LocalId> = HashSet::new();
    let mut moves: HashMap<LocalId, Vec<LocalId>> = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            let mut each = |v: &Value, ok: bool, moved: bool| {
                if let Some(l) = local(v) {
                    if moved && let Some(r) = i.result {
                        moves.entry(l).or_default().push(r);
                    } else if !ok {
                        bad.insert(l);
                    }
                }
            };
            match &i.kind {
                InstKind::Store { value, ptr, .. } => {
                    each(&value.value, true, false);
                    each(&ptr.value, true, false);
                }
                InstKind::Load { ptr, .. } => each(&ptr.value, true, false),
                InstKind::ICmp { pred, lhs, rhs, .. } => {
                    let eq = matches!(pred, IPred::Eq | IPred::Ne);
                    each(lhs, eq, false);
                    each(rhs, eq, false);
                }
                InstKind::Phi { incoming, .. } => {
                    for (v, _) in incoming {
                        each(v, false, true);
                    }
                }
                InstKind::Select { cond, t, f: e } => {
                    each(&cond.value, true, false);
                    each(&t.value, false, true);
                    each(&e.value, false, true);
                }
                InstKind::Freeze { value } => each(&value.value, false, true),
                InstKind::ExtractValue { agg, .. } => each(&agg.value, false, true),
                InstKind::InsertValue { agg, value, .. } => {
                    each(&agg.value, false, true);
                    each(&value.value, false, true);
                }
                InstKind::ExtractElement { vec, idx } => {
                    each(&vec.value, false, true);
                    each(&idx.value, false, false);
                }
                InstKind::InsertElement { vec, elt, idx } => {
                    each(&vec.value, false, true);
                    each(&elt.value, false, true);
                    each(&idx.value, false, false);
                }
                InstKind::ShuffleVector { a, b, .. } => {
                    each(&a.value, false, true);
                    each(&b.value, false, true);
                }
                InstKind::AtomicRmw { op, ptr, value, .. } => {
                    each(&ptr.value, true, false);
                    each(&value.value, matches!(op, RmwOp::Xchg), false);
                }
                InstKind::CmpXchg { ptr, cmp, new, .. } => {
                    each(&ptr.value, true, false);
                    each(&cmp.value, true, false);
                    each(&new.value, true, false);
                }
                InstKind::Call { callee, args, .. } => {
                    // A function the program does not define is pancam's (its C library,
                    // a builtin: thread handles, sizes, printing); one it defines may do
                    // anything with the value.
                    let ok = matches!(
                        callee,
                        Value::Const(Const::Global(g)) if !defined.contains(g.as_str())
                    );
                    each(callee, false, false);
                    for a in args {
                        each(&a.op.value, ok, false);
                    }
                }
                other => super::refs::for_each_value(other, &mut |v| each(v, false, false)),
            }
        }
        let mut term = |v: &Value, ok: bool| {
            if let Some(l) = local(v)
                && !ok
            {
                bad.insert(l);
            }
        };
        match &b.term.kind {
            TermKind::Ret(Some(v)) => term(&v.value, false),
            TermKind::CondBr { cond, .. } => term(cond, true),
            TermKind::Switch { value, .. } => term(value, true),
            TermKind::IndirectBr { addr, .. } => term(&addr.value, false),
            TermKind::Ret(None) | TermKind::Br(_) | TermKind::Unreachable => {}
        }
    }
    // A load is watched when a value it moves to is used badly.
    let reaches = |l: LocalId| {
        let mut seen = HashSet::from([l]);
        let mut work = vec![l];
        while let Some(x) = work.pop() {
            if bad.contains(&x) {
                return true;
            }
            for &t in moves.get(&x).into_iter().flatten() {
                if seen.insert(t) {
                    work.push(t);
                }
            }
        }
        false
    };
    loads.into_iter().filter(|&l| reaches(l)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names of the watched loads of function `f` in `src`.
    fn watched_in(src: &str, f: &str) -> Vec<String> {
        let m = crate::ir::parse(src, "t.ll").expect("parses");
        let func = m.functions.iter().find(|g| g.name == f).expect("function");
        let mut names: Vec<String> = watched(func, &m, &[&m], 64)
            .into_iter()
            .map(|l| func.locals[l.0 as usize].clone())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn loads_whose_value_is_only_moved_are_not_watched() {
        let src = r#"
declare i32 @pthread_detach(i64)
define void @helper(i64 %x) {
  ret void
}
define i64 @f(ptr %p, ptr %q, i1 %c) {
  %copied = load i64, ptr %p
  store i64 %copied, ptr %q
  %eq = load i64, ptr %p
  %e = icmp eq i64 %eq, 0
  %handle = load i64, ptr %q
  %r = call i32 @pthread_detach(i64 %handle)
  %narrow = load i32, ptr %p
  %n2 = add i32 %narrow, 1
  %ord = load i64, ptr %p
  %o = icmp ult i64 %ord, 5
  %sum = load i64, ptr %q
  %s = add i64 %sum, 1
  %via = load i64, ptr %p
  %sel = select i1 %c, i64 %via, i64 0
  %frozen = freeze i64 %sel
  %sh = lshr i64 %frozen, 32
  %passed = load i64, ptr %q
  call void @helper(i64 %passed)
  %vec = load <2 x i64>, ptr %p
  %lane = extractelement <2 x i64> %vec, i32 0
  %back = load i64, ptr %q
  ret i64 %back
}
"#;
        assert_eq!(
            watched_in(src, "f"),
            ["back", "ord", "passed", "sum", "via"]
        );
        // `vec` is only extracted from (`lane` is not used): it is not watched.
    }
}
