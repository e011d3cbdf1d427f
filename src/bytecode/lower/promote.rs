//! Promotion of scalar stack slots to registers (what LLVM's `mem2reg` does, at lowering).
//!
//! clang -O0 keeps every local variable in an `alloca` and reads and writes it through
//! `load`/`store`. A slot whose address is used *only* as the pointer operand of plain loads
//! and stores of its own scalar type (and by lifetime markers) can never be reached any other
//! way: no pointer to it exists in memory, no other thread can see it, no access can be out of
//! bounds or after its lifetime. Keeping its value in a register is then exactly equivalent,
//! and saves an object allocation per call plus checked memory accesses (and makes states
//! smaller).
//!
//! A slot that may be read before it is written on some path (an uninitialised local) stays
//! in memory: there, a read of never-written bytes is tracked (a nondeterministic value in
//! the SV-COMP mode, zeros otherwise), where a register would hold a fixed zero. A forward
//! "definitely stored" dataflow over the CFG decides it.

use crate::ir::*;
use std::collections::HashSet;

/// Whether `ty` is a scalar that fits one register slot.
fn scalar(types: &TypeTable, ty: TypeId) -> bool {
    matches!(
        types.get(ty),
        Type::Int(b) if *b <= 64
    ) || matches!(
        types.get(ty),
        Type::Float | Type::Double | Type::Ptr { .. } | Type::Half
    )
}

fn local(v: &Value) -> Option<LocalId> {
    match v {
        Value::Local(l) => Some(*l),
        _ => None,
    }
}

/// The allocas of `f` that can live in registers.
pub(crate) fn promotable(f: &Function, types: &TypeTable) -> HashSet<LocalId> {
    // Candidates: single scalar slots, and the type they hold.
    let mut cand: std::collections::HashMap<LocalId, TypeId> = std::collections::HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let (Some(r), InstKind::Alloca { ty, count, .. }) = (i.result, &i.kind) {
                let one = match count {
                    None => true,
                    Some(c) => matches!(&c.value, Value::Const(Const::Int(1))),
                };
                if one && scalar(types, *ty) {
                    cand.insert(r, *ty);
                }
            }
        }
    }
    if cand.is_empty() {
        return HashSet::new();
    }
    let mut bad: HashSet<LocalId> = HashSet::new();
    for b in &f.blocks {
        for i in &b.insts {
            match &i.kind {
                InstKind::Load {
                    ty,
                    ptr,
                    volatile,
                    atomic,
                    ..
                } => {
                    if let Some(a) = local(&ptr.value)
                        && (cand.get(&a) != Some(ty) || *volatile || atomic.is_some())
                    {
                        bad.insert(a);
                    }
                }
                InstKind::Store {
                    value,
                    ptr,
                    volatile,
                    atomic,
                    ..
                } => {
                    if let Some(a) = local(&value.value) {
                        bad.insert(a); // the slot's address is stored somewhere
                    }
                    if let Some(a) = local(&ptr.value)
                        && (cand.get(&a) != Some(&value.ty) || *volatile || atomic.is_some())
                    {
                        bad.insert(a);
                    }
                }
                InstKind::Call {
                    callee: Value::Const(Const::Global(n)),
                    ..
                } if n.starts_with("llvm.lifetime.") || n.starts_with("llvm.dbg.") => {
                    // Lifetime markers and debug intrinsics do not let the address escape.
                }
                kind => super::refs::for_each_value(kind, &mut |v| {
                    if let Some(a) = local(v) {
                        bad.insert(a);
                    }
                }),
            }
        }
        super::refs::for_each_term_value(&b.term.kind, &mut |v| {
            if let Some(a) = local(v) {
                bad.insert(a);
            }
        });
    }
    let ok: Vec<LocalId> = cand.into_keys().filter(|a| !bad.contains(a)).collect();
    let uninit = maybe_read_uninitialised(f, &ok);
    ok.into_iter().filter(|a| !uninit.contains(a)).collect()
}

/// The slots among `slots` that some load may read before any store to them on a path from
/// the entry: a forward must-analysis of the slots definitely stored on entry to each block.
fn maybe_read_uninitialised(f: &Function, slots: &[LocalId]) -> HashSet<LocalId> {
    let ix: std::collections::HashMap<LocalId, usize> =
        slots.iter().enumerate().map(|(i, s)| (*s, i)).collect();
    let words = slots.len().div_ceil(64).max(1);
    let nb = f.blocks.len();
    let full = vec![u64::MAX; words];
    // in[b]: slots definitely stored on entry to b (unreached blocks keep "all").
    let mut inn: Vec<Vec<u64>> = vec![full.clone(); nb];
    if nb > 0 {
        inn[0] = vec![0; words];
    }
    let stored_by = |b: &Block, set: &mut Vec<u64>| {
        for i in &b.insts {
            if let InstKind::Store { ptr, .. } = &i.kind
                && let Some(k) = local(&ptr.value).and_then(|a| ix.get(&a))
            {
                set[k / 64] |= 1 << (k % 64);
            }
        }
    };
    let mut changed = true;
    while changed {
        changed = false;
        for (bi, b) in f.blocks.iter().enumerate() {
            let mut out = inn[bi].clone();
            stored_by(b, &mut out);
            for s in b.term.kind.successors() {
                let s = s.0 as usize;
                if s >= nb || s == 0 {
                    continue;
                }
                let next: Vec<u64> = inn[s].iter().zip(&out).map(|(a, b)| a & b).collect();
                if next != inn[s] {
                    inn[s] = next;
                    changed = true;
                }
            }
        }
    }
    let mut out = HashSet::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut set = inn[bi].clone();
        for i in &b.insts {
            match &i.kind {
                InstKind::Load { ptr, .. } => {
                    if let Some(a) = local(&ptr.value)
                        && let Some(&k) = ix.get(&a)
                        && set[k / 64] >> (k % 64) & 1 == 0
                    {
                        out.insert(a);
                    }
                }
                InstKind::Store { ptr, .. } => {
                    if let Some(&k) = local(&ptr.value).and_then(|a| ix.get(&a)) {
                        set[k / 64] |= 1 << (k % 64);
                    }
                }
                _ => {}
            }
        }
    }
    out
}
