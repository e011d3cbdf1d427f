//! Duplicated block tails merged at lowering (cross-jumping, as GCC's `crossjump` and LLVM's
//! branch folding do), to undo what loop rotation does to the state space.
//!
//! At -O1 and above clang rotates loops: the loop's header is copied in front of the loop
//! (the guard) and at the end of its body (the latch), so that every iteration but the first
//! runs the latch's copy. For a thread of a model checker, the two copies are *the same
//! position reached by two pcs*: a philosopher waiting for its second fork after its first
//! meal is in another state than one waiting for it before its first meal, though nothing it
//! can do differs. Each thread's positions double, states multiply by up to 2 per thread, and
//! the stubborn sets' future analysis sees two loops' worth of code.
//!
//! [`plan`] finds, for a block `B2`, an earlier block `B1` whose tail is the same code as
//! `B2`'s: the same instructions in the same order with the same debug locations, up to a
//! renaming of the values the tails define, ending in the same terminator with the same
//! targets, where every phi of a target takes corresponding values from `B1` and from `B2`,
//! and no value either tail defines is used anywhere else. Lowering then emits `B2`'s code up
//! to its tail and a jump into `B1`'s copy: both copies compute the same values from the same
//! operands and leave for the same targets with the same phi values, so the jump changes no
//! execution, only which pcs exist. Counterexamples keep their C lines (the debug locations
//! are the same).
//!
//! Only tails that can hold a thread's position are merged (a tail with a call or a memory
//! access): other tails would only shrink the code. Functions whose code contains inlined
//! `__VERIFIER_atomic_*` sections, or so large that their values share frame slots, are left
//! alone.

use crate::ir::*;
use std::collections::HashMap;

use super::refs::{
    for_each_term_value, for_each_term_value_mut, for_each_value, for_each_value_mut,
};

/// What lowering does with one block whose tail is merged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Merge {
    /// Instructions of the block emitted before the jump (the tail starts here).
    pub cut: usize,
    /// The block whose copy of the tail is kept.
    pub into: usize,
    /// Where that copy starts (instruction index in `into`).
    pub at: usize,
}

/// Where a local value is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Use {
    /// By instruction `.1` of block `.0` (not a phi).
    Inst(usize, usize),
    /// By the terminator of block `.0`.
    Term(usize),
    /// By a phi of block `.0`, for the edge from block `.1`.
    Phi(usize, usize),
}

/// Debug records and `llvm.dbg.*` calls: no semantics, left out of the comparison (the kept
/// copy's records stay).
fn is_debug(i: &Inst) -> bool {
    match &i.kind {
        InstKind::DbgRecord { .. } => true,
        InstKind::Call {
            callee: Value::Const(Const::Global(n)),
            ..
        } => n.starts_with("llvm.dbg."),
        _ => false,
    }
}

/// An instruction where a thread's step can end (a call, a memory access, a fence).
fn can_stop(i: &Inst) -> bool {
    matches!(
        i.kind,
        InstKind::Call { .. }
            | InstKind::Load { .. }
            | InstKind::Store { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::Fence { .. }
    )
}

/// The merges for function `f`: entry `b` says how block `b` is lowered (`None`: whole).
pub(crate) fn plan(f: &Function) -> Vec<Option<Merge>> {
    let n = f.blocks.len();
    let mut out = vec![None; n];
    if n < 2 {
        return out;
    }
    let uses = uses_of(f);
    // Blocks grouped by terminator shape and targets; tails are compared within a group.
    let mut groups: HashMap<(u8, Vec<BlockId>), Vec<usize>> = HashMap::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        let shape = match &b.term.kind {
            TermKind::Ret(_) => 0,
            TermKind::Br(_) => 1,
            TermKind::CondBr { .. } => 2,
            TermKind::Switch { .. } => 3,
            // An indirect branch's targets are addresses taken elsewhere: left alone.
            TermKind::IndirectBr { .. } => continue,
            TermKind::Unreachable => 4,
        };
        groups
            .entry((shape, b.term.kind.successors()))
            .or_default()
            .push(bi);
    }
    // Bounded work on generated code with thousands of alike blocks.
    const MAX_GROUP: usize = 64;
    for members in groups.values() {
        let members = &members[..members.len().min(MAX_GROUP)];
        for (j, &b2) in members.iter().enumerate() {
            let mut best: Option<Merge> = None;
            let mut best_len = 0;
            for &b1 in &members[..j] {
                if out[b1].is_some() {
                    continue;
                }
                if let Some((m, len)) = longest_tail(f, &uses, b1, b2)
                    && len > best_len
                {
                    best = Some(m);
                    best_len = len;
                }
            }
            out[b2] = best;
        }
    }
    out
}

/// Every use of every local value of `f` (debug records left out).
fn uses_of(f: &Function) -> Vec<Vec<Use>> {
    let mut uses: Vec<Vec<Use>> = vec![Vec::new(); f.locals.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        for (ii, i) in b.insts.iter().enumerate() {
            if is_debug(i) {
                continue;
            }
            if let InstKind::Phi { incoming, .. } = &i.kind {
                for (v, from) in incoming {
                    if let Value::Local(l) = v
                        && let Some(u) = uses.get_mut(l.0 as usize)
                    {
                        u.push(Use::Phi(bi, from.0 as usize));
                    }
                }
                continue;
            }
            for_each_value(&i.kind, &mut |v| {
                if let Value::Local(l) = v
                    && let Some(u) = uses.get_mut(l.0 as usize)
                {
                    u.push(Use::Inst(bi, ii));
                }
            });
        }
        for_each_term_value(&b.term.kind, &mut |v| {
            if let Value::Local(l) = v
                && let Some(u) = uses.get_mut(l.0 as usize)
            {
                u.push(Use::Term(bi));
            }
        });
    }
    uses
}

/// The indices of a block's instructions that take part in the comparison: after its phis,
/// without debug records.
fn body(b: &Block) -> Vec<usize> {
    b.insts
        .iter()
        .enumerate()
        .filter(|(_, i)| !matches!(i.kind, InstKind::Phi { .. }) && !is_debug(i))
        .map(|(ii, _)| ii)
        .collect()
}

/// The longest tail `b2` shares with `b1` that can hold a thread's position: the merge and
/// the tail's length in instructions.
fn longest_tail(f: &Function, uses: &[Vec<Use>], b1: usize, b2: usize) -> Option<(Merge, usize)> {
    let (r1, r2) = (body(&f.blocks[b1]), body(&f.blocks[b2]));
    // Instructions from the end that match one by one, ignoring operands that the tails
    // define (checked below with the renaming): an upper bound for the tail's length.
    let mut max = 0;
    while max < r1.len().min(r2.len()) {
        let i1 = &f.blocks[b1].insts[r1[r1.len() - 1 - max]];
        let i2 = &f.blocks[b2].insts[r2[r2.len() - 1 - max]];
        if i1.dbg != i2.dbg || i1.result.is_some() != i2.result.is_some() {
            break;
        }
        if std::mem::discriminant(&i1.kind) != std::mem::discriminant(&i2.kind) {
            break;
        }
        max += 1;
    }
    for len in (1..=max).rev() {
        let t1 = &r1[r1.len() - len..];
        let t2 = &r2[r2.len() - len..];
        if !t1.iter().any(|&ii| can_stop(&f.blocks[b1].insts[ii])) {
            // Shorter tails hold no position either.
            return None;
        }
        if same_tail(f, uses, b1, t1, b2, t2) {
            return Some((
                Merge {
                    cut: t2[0],
                    into: b1,
                    at: t1[0],
                },
                len,
            ));
        }
    }
    None
}

/// Whether instructions `t1` of block `b1` and `t2` of `b2`, their terminators and the phis
/// of their targets are the same code up to a renaming of the values the tails define,
/// none of which is used outside its tail.
fn same_tail(
    f: &Function,
    uses: &[Vec<Use>],
    b1: usize,
    t1: &[usize],
    b2: usize,
    t2: &[usize],
) -> bool {
    let (k1, k2) = (&f.blocks[b1], &f.blocks[b2]);
    // The values each tail defines, and the renaming from `b2`'s to `b1`'s.
    let defs1: Vec<LocalId> = t1.iter().filter_map(|&ii| k1.insts[ii].result).collect();
    let defs2: Vec<LocalId> = t2.iter().filter_map(|&ii| k2.insts[ii].result).collect();
    let mut rename: HashMap<LocalId, LocalId> = HashMap::new();
    // Operand `v2` of the `b2` copy stands for `v1` of the `b1` copy.
    let same = |v1: &Value, v2: &Value, rename: &HashMap<LocalId, LocalId>| -> bool {
        match v2 {
            Value::Local(l2) if defs2.contains(l2) => {
                matches!(rename.get(l2), Some(l1) if *v1 == Value::Local(*l1))
            }
            _ => v1 == v2 && !matches!(v1, Value::Local(l1) if defs1.contains(l1)),
        }
    };
    for (&i1, &i2) in t1.iter().zip(t2) {
        let (a, b) = (&k1.insts[i1], &k2.insts[i2]);
        if a.dbg != b.dbg {
            return false;
        }
        let same_ops = |x: &Value, y: &Value| same(x, y, &rename);
        if !same_code(
            &a.kind,
            &b.kind,
            for_each_value,
            for_each_value_mut,
            same_ops,
            &rename,
        ) {
            return false;
        }
        match (a.result, b.result) {
            (None, None) => {}
            (Some(r1), Some(r2))
                if f.local_types[r1.0 as usize] == f.local_types[r2.0 as usize] =>
            {
                rename.insert(r2, r1);
            }
            _ => return false,
        }
    }
    // The terminators.
    if k1.term.dbg != k2.term.dbg {
        return false;
    }
    let same_ops = |x: &Value, y: &Value| same(x, y, &rename);
    if !same_code(
        &k1.term.kind,
        &k2.term.kind,
        for_each_term_value,
        for_each_term_value_mut,
        same_ops,
        &rename,
    ) {
        return false;
    }
    // The phis of the targets take corresponding values on the two edges.
    let mut targets = k1.term.kind.successors();
    targets.sort();
    targets.dedup();
    for s in &targets {
        for i in &f.blocks[s.0 as usize].insts {
            let InstKind::Phi { incoming, .. } = &i.kind else {
                continue;
            };
            let from = |b: usize| incoming.iter().filter(move |(_, p)| p.0 as usize == b);
            let (mut v1s, mut v2s) = (from(b1), from(b2));
            let (Some((v1, _)), Some((v2, _))) = (v1s.next(), v2s.next()) else {
                return false;
            };
            if !same(v1, v2, &rename) || v1s.any(|(v, _)| v != v1) || v2s.any(|(v, _)| v != v2) {
                return false;
            }
        }
    }
    // No value a tail defines is used outside it (its own later instructions, its
    // terminator, its targets' phis on its edge).
    let inside = |defs: &[LocalId], b: usize, t: &[usize]| {
        defs.iter().all(|l| {
            uses[l.0 as usize].iter().all(|u| match *u {
                Use::Inst(ub, ui) => ub == b && t.contains(&ui),
                Use::Term(ub) => ub == b,
                Use::Phi(s, from) => from == b && targets.contains(&BlockId(s as u32)),
            })
        })
    };
    inside(&defs1, b1, t1) && inside(&defs2, b2, t2)
}

/// A walk over the operands of an instruction's or a terminator's kind.
type Visit<K> = fn(&K, &mut dyn FnMut(&Value));
/// The same walk, which may rewrite the operands.
type VisitMut<K> = fn(&mut K, &mut dyn FnMut(&mut Value));

/// Whether `b` is the code `a` (an instruction's or a terminator's kind, whose operands
/// `visit` and `visit_mut` walk) once its operands are renamed by `rename`, each pair of
/// operands passing `same`.
fn same_code<K: Clone + PartialEq>(
    a: &K,
    b: &K,
    visit: Visit<K>,
    visit_mut: VisitMut<K>,
    same: impl Fn(&Value, &Value) -> bool,
    rename: &HashMap<LocalId, LocalId>,
) -> bool {
    let (mut ops_a, mut ops_b) = (Vec::new(), Vec::new());
    visit(a, &mut |v| ops_a.push(v.clone()));
    visit(b, &mut |v| ops_b.push(v.clone()));
    if ops_a.len() != ops_b.len() || !ops_a.iter().zip(&ops_b).all(|(x, y)| same(x, y)) {
        return false;
    }
    let mut renamed = b.clone();
    visit_mut(&mut renamed, &mut |v| {
        if let Value::Local(l) = v
            && let Some(r) = rename.get(l)
        {
            *l = *r;
        }
    });
    renamed == *a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn function(src: &str) -> Function {
        let m = crate::ir::parse(src, "t.ll").expect("parses");
        m.functions
            .into_iter()
            .find(|f| !f.blocks.is_empty())
            .expect("a definition")
    }

    /// A rotated loop as clang -O2 leaves it: the header's two lock calls copied into the
    /// entry block and into the latch.
    const ROTATED: &str = r#"
declare i32 @lock(ptr)
declare i32 @unlock(ptr)
@x = global i32 0

define void @f(ptr %a, ptr %b) {
  %1 = call i32 @lock(ptr %a)
  %2 = call i32 @lock(ptr %b)
  store i32 1, ptr @x
  %3 = load i32, ptr @x
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %12

5:
  store i32 0, ptr @x
  %6 = call i32 @unlock(ptr %b)
  %7 = call i32 @unlock(ptr %a)
  %8 = call i32 @lock(ptr %a)
  %9 = call i32 @lock(ptr %b)
  store i32 1, ptr @x
  %10 = load i32, ptr @x
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %5, label %12

12:
  ret void
}
"#;

    #[test]
    fn a_rotated_loop_jumps_back_into_the_first_copy() {
        let f = function(ROTATED);
        let p = plan(&f);
        assert_eq!(p[0], None);
        assert_eq!(
            p[1],
            Some(Merge {
                cut: 3,
                into: 0,
                at: 0
            })
        );
        assert_eq!(p[2], None);
    }

    #[test]
    fn the_lowered_latch_jumps_into_the_entry_blocks_copy() {
        use crate::bytecode::Op;
        let m = crate::ir::parse(ROTATED, "t.ll").expect("parses");
        let lowered = |tail_merge| {
            let p = crate::bytecode::lower_linked_with(
                &[&m],
                None,
                crate::bytecode::LowerOptions { tail_merge },
            )
            .expect("lowers");
            p.funcs[p.func("f").expect("f") as usize].clone()
        };
        let (merged, whole) = (lowered(true), lowered(false));
        // The latch: its store, two unlock calls, then a jump to the entry's first lock.
        let latch = merged.block_starts[1] as usize;
        let end = merged.block_starts[2] as usize;
        let Op::Jump { target } = merged.code[end - 1] else {
            panic!("the latch ends in {:?}", merged.code[end - 1]);
        };
        assert_eq!(target, merged.block_starts[0]);
        assert!(end - latch < whole.block_starts[2] as usize - whole.block_starts[1] as usize);
        assert!(merged.code.len() < whole.code.len());
    }

    #[test]
    fn a_tail_value_used_elsewhere_keeps_its_copy() {
        // %3 of the first copy is read after the loop: the latch's copy computes another.
        let src = ROTATED.replace("12:\n  ret void", "12:\n  store i32 %3, ptr @x\n  ret void");
        assert_eq!(plan(&function(&src))[1], None);
    }

    #[test]
    fn phis_that_take_other_values_keep_the_copies_apart() {
        let src = ROTATED.replace(
            "12:\n  ret void",
            "12:\n  %13 = phi i32 [ 1, %0 ], [ 2, %5 ]\n  ret void",
        );
        assert_eq!(plan(&function(&src))[1], None);
        let same = ROTATED.replace(
            "12:\n  ret void",
            "12:\n  %13 = phi i32 [ %3, %0 ], [ %10, %5 ]\n  ret void",
        );
        assert_eq!(plan(&function(&same))[1].map(|m| m.cut), Some(3));
    }

    #[test]
    fn tails_merge_only_from_where_they_agree() {
        // Another lock: the tails agree from the store on.
        let src = ROTATED.replace("%9 = call i32 @lock(ptr %b)", "%9 = call i32 @lock(ptr %a)");
        let m = |cut, at| Some(Merge { cut, into: 0, at });
        assert_eq!(plan(&function(&src))[1], m(5, 2));
        // Another value stored: from the load on.
        let src = ROTATED.replace(
            "  store i32 1, ptr @x\n  %10",
            "  store i32 2, ptr @x\n  %10",
        );
        assert_eq!(plan(&function(&src))[1], m(6, 3));
        // Another compare: nothing.
        let src = ROTATED.replace("icmp eq i32 %10, 1", "icmp eq i32 %10, 2");
        assert_eq!(plan(&function(&src))[1], None);
    }

    #[test]
    fn private_tails_are_left_alone() {
        let src = r#"
define i32 @g(i32 %a, i1 %c) {
  br i1 %c, label %1, label %3
1:
  %2 = add i32 %a, 1
  br label %5
3:
  %4 = add i32 %a, 1
  br label %5
5:
  %6 = phi i32 [ %2, %1 ], [ %4, %3 ]
  ret i32 %6
}
"#;
        assert!(plan(&function(src)).iter().all(Option::is_none));
    }
}
