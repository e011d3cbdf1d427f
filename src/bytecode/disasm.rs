//! The disassembler behind `pancam disasm`: every function's ops with their operands, block
//! boundaries, side tables and source locations.

use super::program::{Program, StaticKind};
use std::fmt::Write;

/// Renders the whole program as text.
pub fn disassemble(p: &Program) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "; program {} ({:?}, {}-bit pointers)",
        p.path,
        p.target,
        p.dl.ptr_size * 8
    );
    let _ = writeln!(s, "; static objects");
    for (id, o) in p.objects.iter().enumerate() {
        if matches!(o.kind, StaticKind::Code | StaticKind::BlockAddrs) || id == 0 {
            continue;
        }
        let _ = writeln!(
            s,
            ";   #{id} @{} {:?} {} bytes{}",
            o.name,
            o.kind,
            o.init.len(),
            o.c_name
                .as_ref()
                .map(|c| format!(" (C name {c})"))
                .unwrap_or_default()
        );
    }
    for (fi, f) in p.funcs.iter().enumerate() {
        let _ = writeln!(s);
        if let Some(b) = f.stub {
            let _ = writeln!(s, "func #{fi} @{} = builtin {}", f.name, b.name());
            continue;
        }
        let params: Vec<String> = f
            .params
            .iter()
            .map(|(r, n)| {
                if *n == 1 {
                    format!("{r:?}")
                } else {
                    format!("{r:?}..+{n}")
                }
            })
            .collect();
        let _ = writeln!(
            s,
            "func #{fi} @{}({}{}) regs={} consts@{}={:?} ; {}",
            f.name,
            params.join(", "),
            if f.varargs { ", ..." } else { "" },
            f.nregs,
            f.consts_at,
            f.consts,
            p.srcmap.describe(f.loc)
        );
        // Jump targets that start no IR block: phi-move trampolines and the copies that
        // merged tails jump into (`lower::tailmerge`).
        let mut targets = std::collections::BTreeSet::new();
        let mut succ = Vec::new();
        for (pc, op) in f.code.iter().enumerate() {
            succ.clear();
            crate::vm::liveness::successors(op, pc, f, &mut succ);
            targets.extend(succ.iter().copied().filter(|&t| t != pc + 1));
        }
        let mut last_loc = u32::MAX;
        for (pc, op) in f.code.iter().enumerate() {
            if let Some(b) = f.block_starts.iter().position(|&b| b as usize == pc) {
                let _ = writeln!(s, "  bb{b}:");
            } else if targets.contains(&pc) {
                let _ = writeln!(s, "  @{pc}:");
            }
            let operands: Vec<String> = op
                .operands()
                .into_iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect();
            let loc = p.loc_at(fi as u32, pc as u32);
            let mut line = format!("    {pc:5}  {:<10} {}", op.name(), operands.join(" "));
            if loc != last_loc {
                let l = p.srcmap.loc(loc);
                if l.line > 0 {
                    while line.len() < 60 {
                        line.push(' ');
                    }
                    let _ = write!(line, " ; {}", p.srcmap.describe(loc));
                }
                last_loc = loc;
            }
            let _ = writeln!(s, "{line}");
        }
        for (i, t) in f.switches.iter().enumerate() {
            let _ = writeln!(s, "  switch table {i}: {t:?}");
        }
        for (i, site) in f.sites.iter().enumerate() {
            let args: Vec<String> = site
                .args
                .iter()
                .map(|a| format!("{:?}:{:?}", a.reg, a.class))
                .collect();
            let _ = writeln!(
                s,
                "  site {i}: {}({}) -> {} slots",
                site.callee,
                args.join(", "),
                site.ret_slots
            );
        }
        for (i, v) in f.vecs.iter().enumerate() {
            let _ = writeln!(s, "  vector spec {i}: {:?} x{} lanes", v.kind, v.lanes);
        }
    }
    s
}
