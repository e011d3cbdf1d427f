//! Symbol references: which globals and functions a definition mentions (for linking the C
//! library on demand), and operand traversal of instructions.

use crate::ir::*;

/// Defines a function calling `f` on every value operand of an instruction, by shared or
/// by mutable reference (`for_each_value`, `for_each_value_mut`): one list of operands.
macro_rules! value_visitor {
    ($(#[$doc:meta])* $name:ident, $($m:ident)?) => {
        $(#[$doc])*
        pub fn $name(kind: &$($m)? InstKind, f: &mut dyn FnMut(&$($m)? Value)) {
            match kind {
                InstKind::Bin { lhs, rhs, .. }
                | InstKind::FBin { lhs, rhs, .. }
                | InstKind::ICmp { lhs, rhs, .. }
                | InstKind::FCmp { lhs, rhs, .. } => {
                    f(lhs);
                    f(rhs);
                }
                InstKind::FNeg { value, .. } => f(value),
                InstKind::Cast { value, .. } | InstKind::Freeze { value } => {
                    f(&$($m)? value.value)
                }
                InstKind::Alloca { count, .. } => {
                    if let Some(c) = count {
                        f(&$($m)? c.value)
                    }
                }
                InstKind::Load { ptr, .. } => f(&$($m)? ptr.value),
                InstKind::Store { value, ptr, .. } => {
                    f(&$($m)? value.value);
                    f(&$($m)? ptr.value);
                }
                InstKind::Gep { base, indices, .. } => {
                    f(&$($m)? base.value);
                    for i in indices {
                        f(&$($m)? i.value);
                    }
                }
                InstKind::Select { cond, t, f: e } => {
                    f(&$($m)? cond.value);
                    f(&$($m)? t.value);
                    f(&$($m)? e.value);
                }
                InstKind::Phi { incoming, .. } => {
                    for (v, _) in incoming {
                        f(v);
                    }
                }
                InstKind::Call { callee, args, .. } => {
                    f(callee);
                    for a in args {
                        f(&$($m)? a.op.value);
                    }
                }
                InstKind::ExtractValue { agg, .. } => f(&$($m)? agg.value),
                InstKind::InsertValue { agg, value, .. } => {
                    f(&$($m)? agg.value);
                    f(&$($m)? value.value);
                }
                InstKind::ExtractElement { vec, idx } => {
                    f(&$($m)? vec.value);
                    f(&$($m)? idx.value);
                }
                InstKind::InsertElement { vec, elt, idx } => {
                    f(&$($m)? vec.value);
                    f(&$($m)? elt.value);
                    f(&$($m)? idx.value);
                }
                InstKind::ShuffleVector { a, b, .. } => {
                    f(&$($m)? a.value);
                    f(&$($m)? b.value);
                }
                InstKind::AtomicRmw { ptr, value, .. } => {
                    f(&$($m)? ptr.value);
                    f(&$($m)? value.value);
                }
                InstKind::CmpXchg { ptr, cmp, new, .. } => {
                    f(&$($m)? ptr.value);
                    f(&$($m)? cmp.value);
                    f(&$($m)? new.value);
                }
                InstKind::VaArg { list, .. } => f(&$($m)? list.value),
                InstKind::Fence { .. } | InstKind::DbgRecord { .. } => {}
            }
        }
    };
}

value_visitor!(
    /// Calls `f` on every value operand of an instruction.
    for_each_value,
);
value_visitor!(
    /// Calls `f` on every value operand of an instruction, which it may rewrite.
    for_each_value_mut,
    mut
);

/// Defines a function calling `f` on every value operand of a terminator.
macro_rules! term_visitor {
    ($(#[$doc:meta])* $name:ident, $($m:ident)?) => {
        $(#[$doc])*
        pub fn $name(t: &$($m)? TermKind, f: &mut dyn FnMut(&$($m)? Value)) {
            match t {
                TermKind::Ret(Some(v)) => f(&$($m)? v.value),
                TermKind::CondBr { cond, .. } => f(cond),
                TermKind::Switch { value, .. } => f(value),
                TermKind::IndirectBr { addr, .. } => f(&$($m)? addr.value),
                TermKind::Ret(None) | TermKind::Br(_) | TermKind::Unreachable => {}
            }
        }
    };
}

term_visitor!(
    /// Calls `f` on every value operand of a terminator.
    for_each_term_value,
);
term_visitor!(
    /// Calls `f` on every value operand of a terminator, which it may rewrite.
    for_each_term_value_mut,
    mut
);

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
