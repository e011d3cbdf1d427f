//! Symbol references: which globals and functions a definition mentions (for linking the C
//! library on demand), and operand traversal of instructions.

use crate::ir::*;

/// Calls `f` on every value operand of an instruction.
pub fn for_each_value(kind: &InstKind, f: &mut dyn FnMut(&Value)) {
    match kind {
        InstKind::Bin { lhs, rhs, .. }
        | InstKind::FBin { lhs, rhs, .. }
        | InstKind::ICmp { lhs, rhs, .. }
        | InstKind::FCmp { lhs, rhs, .. } => {
            f(lhs);
            f(rhs);
        }
        InstKind::FNeg { value, .. } => f(value),
        InstKind::Cast { value, .. } | InstKind::Freeze { value } => f(&value.value),
        InstKind::Alloca { count, .. } => {
            if let Some(c) = count {
                f(&c.value)
            }
        }
        InstKind::Load { ptr, .. } => f(&ptr.value),
        InstKind::Store { value, ptr, .. } => {
            f(&value.value);
            f(&ptr.value);
        }
        InstKind::Gep { base, indices, .. } => {
            f(&base.value);
            indices.iter().for_each(|i| f(&i.value));
        }
        InstKind::Select { cond, t, f: e } => {
            f(&cond.value);
            f(&t.value);
            f(&e.value);
        }
        InstKind::Phi { incoming, .. } => incoming.iter().for_each(|(v, _)| f(v)),
        InstKind::Call { callee, args, .. } => {
            f(callee);
            args.iter().for_each(|a| f(&a.op.value));
        }
        InstKind::ExtractValue { agg, .. } => f(&agg.value),
        InstKind::InsertValue { agg, value, .. } => {
            f(&agg.value);
            f(&value.value);
        }
        InstKind::ExtractElement { vec, idx } => {
            f(&vec.value);
            f(&idx.value);
        }
        InstKind::InsertElement { vec, elt, idx } => {
            f(&vec.value);
            f(&elt.value);
            f(&idx.value);
        }
        InstKind::ShuffleVector { a, b, .. } => {
            f(&a.value);
            f(&b.value);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            f(&ptr.value);
            f(&value.value);
        }
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            f(&ptr.value);
            f(&cmp.value);
            f(&new.value);
        }
        InstKind::VaArg { list, .. } => f(&list.value),
        InstKind::Fence { .. } | InstKind::DbgRecord { .. } => {}
    }
}

/// Calls `f` on every value operand of a terminator.
pub fn for_each_term_value(t: &TermKind, f: &mut dyn FnMut(&Value)) {
    match t {
        TermKind::Ret(Some(v)) => f(&v.value),
        TermKind::CondBr { cond, .. } => f(cond),
        TermKind::Switch { value, .. } => f(value),
        TermKind::IndirectBr { addr, .. } => f(&addr.value),
        TermKind::Ret(None) | TermKind::Br(_) | TermKind::Unreachable => {}
    }
}

/// Pushes every symbol name `c` mentions (anywhere inside it) to `out`.
pub(super) fn const_refs(c: &Const, out: &mut Vec<String>) {
    match c {
        Const::Global(n) => out.push(n.clone()),
        Const::BlockAddress(fname, _) => out.push(fname.clone()),
        Const::Struct(v) | Const::Array(v) | Const::Vector(v) => {
            v.iter().for_each(|e| const_refs(&e.value, out))
        }
        Const::Expr(e) => match &**e {
            ConstExpr::Gep { base, indices, .. } => {
                const_refs(&base.value, out);
                indices.iter().for_each(|i| const_refs(&i.value, out));
            }
            ConstExpr::Cast { value, .. } => const_refs(&value.value, out),
            ConstExpr::Bin { lhs, rhs, .. } | ConstExpr::ICmp { lhs, rhs, .. } => {
                const_refs(&lhs.value, out);
                const_refs(&rhs.value, out);
            }
            ConstExpr::Select { cond, t, f } => {
                const_refs(&cond.value, out);
                const_refs(&t.value, out);
                const_refs(&f.value, out);
            }
            ConstExpr::ExtractElement { vec, idx } => {
                const_refs(&vec.value, out);
                const_refs(&idx.value, out);
            }
        },
        _ => {}
    }
}

fn value_refs(v: &Value, out: &mut Vec<String>) {
    if let Value::Const(c) = v {
        const_refs(c, out);
    }
}

fn function_refs(f: &Function, out: &mut Vec<String>) {
    for b in &f.blocks {
        for i in &b.insts {
            for_each_value(&i.kind, &mut |v| value_refs(v, out));
        }
        for_each_term_value(&b.term.kind, &mut |v| value_refs(v, out));
    }
}

/// Every symbol name referenced anywhere in `m` (function bodies, initialisers, aliases).
pub fn module_refs(m: &Module) -> Vec<String> {
    let mut out = Vec::new();
    for f in &m.functions {
        function_refs(f, &mut out);
    }
    for g in &m.globals {
        if let Some(i) = &g.init {
            const_refs(i, &mut out);
        }
    }
    for a in &m.aliases {
        const_refs(&a.aliasee.value, &mut out);
    }
    out.sort();
    out.dedup();
    out
}

/// The symbols referenced by the definition of `name` in `m`.
pub fn symbol_refs(m: &Module, name: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(f) = m.functions.iter().find(|f| f.name == name) {
        function_refs(f, &mut out);
    }
    if let Some(g) = m.globals.iter().find(|g| g.name == name)
        && let Some(i) = &g.init
    {
        const_refs(i, &mut out);
    }
    if let Some(a) = m.aliases.iter().find(|a| a.name == name) {
        const_refs(&a.aliasee.value, &mut out);
    }
    out
}

/// The C name of a global from its `DIGlobalVariableExpression` attachment.
pub fn global_c_name(m: &Module, g: &Global) -> Option<String> {
    for &d in &g.dbg {
        let node = m.md(d)?;
        let var = match node.field("var") {
            Some(MdValue::Ref(v)) => m.md(*v)?,
            _ => node,
        };
        if let Some(MdValue::Str(s)) = var.field("name") {
            return Some(s.clone());
        }
    }
    None
}
