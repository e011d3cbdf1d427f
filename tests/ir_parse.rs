//! Parses every fixture in `tests/ir_parse/` (clang 14 and 19 output, typed and opaque
//! pointers, -O0 to -O3, with and without -g, x86_64 and i386) and checks salient facts.

use std::path::{Path, PathBuf};

use pancam::ir::*;

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir_parse")
}

fn load(name: &str) -> Module {
    let path = fixture_dir().join(name);
    parse_file(&path).unwrap_or_else(|e| panic!("{e}"))
}

fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
    m.functions
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function @{name}"))
}

fn global<'m>(m: &'m Module, name: &str) -> &'m Global {
    m.globals
        .iter()
        .find(|g| g.name == name)
        .unwrap_or_else(|| panic!("no global @{name}"))
}

/// Names of the defined functions, in order.
fn defined(m: &Module) -> Vec<&str> {
    m.functions
        .iter()
        .filter(|f| !f.is_declaration())
        .map(|f| f.name.as_str())
        .collect()
}

fn all_insts(f: &Function) -> impl Iterator<Item = &Inst> {
    f.blocks.iter().flat_map(|b| b.insts.iter())
}

fn count(f: &Function, pred: impl Fn(&InstKind) -> bool) -> usize {
    all_insts(f).filter(|i| pred(&i.kind)).count()
}

/// Callee names of direct calls in `f`.
fn callees(f: &Function) -> Vec<&str> {
    all_insts(f)
        .filter_map(|i| match &i.kind {
            InstKind::Call {
                callee: Value::Const(Const::Global(g)),
                ..
            } => Some(g.as_str()),
            _ => None,
        })
        .collect()
}

const X86_64_DL_19: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
const X86_64_DL_14: &str = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";

#[test]
fn every_fixture_parses_and_has_its_source() {
    let mut n = 0;
    for entry in std::fs::read_dir(fixture_dir()).expect("fixture dir") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "ll") {
            let m = parse_file(&path).unwrap_or_else(|e| panic!("{e}"));
            assert!(!m.functions.is_empty(), "{}", path.display());
            let stem = path.file_name().and_then(|s| s.to_str()).unwrap_or("");
            let c = stem.split('.').next().unwrap_or("");
            assert!(
                fixture_dir().join(format!("{c}.c")).exists(),
                "source of {stem}"
            );
            n += 1;
        }
    }
    assert!(n >= 8, "only {n} fixtures");
}

#[test]
fn atomics_clang19_o2() {
    let m = load("atomics.o2.clang19.ll");
    assert_eq!(m.datalayout.as_deref(), Some(X86_64_DL_19));
    assert_eq!(m.triple.as_deref(), Some("x86_64-pc-linux-gnu"));
    assert_eq!(m.source_filename.as_deref(), Some("atomics.c"));
    assert_eq!(defined(&m), vec!["worker", "main"]);
    let w = func(&m, "worker");
    assert_eq!(w.blocks.len(), 7);
    assert_eq!(m.types.display(w.ret_ty), "ptr");
    assert_eq!(
        count(w, |k| matches!(k, InstKind::CmpXchg { weak: true, .. })),
        3
    );
    assert_eq!(
        count(w, |k| matches!(k, InstKind::CmpXchg { weak: false, .. })),
        1
    );
    assert_eq!(
        count(w, |k| matches!(
            k,
            InstKind::Fence {
                ordering: Ordering::SeqCst
            }
        )),
        1
    );
    assert!(
        count(w, |k| matches!(
            k,
            InstKind::AtomicRmw { op: RmwOp::Add, .. }
        )) >= 1
    );
    assert!(
        count(w, |k| matches!(
            k,
            InstKind::AtomicRmw {
                op: RmwOp::Or,
                ordering: Ordering::Monotonic,
                ..
            }
        )) == 1
    );
    assert!(
        count(w, |k| matches!(
            k,
            InstKind::Store {
                atomic: Some(Atomic {
                    ordering: Ordering::Release,
                    ..
                }),
                ..
            }
        )) >= 1
    );
    let counter = global(&m, "counter");
    assert_eq!(counter.init, Some(Const::Int(0)));
    assert_eq!(counter.align, Some(4));
    assert_eq!(m.types.display(counter.ty), "i32");
    let main = func(&m, "main");
    assert_eq!(main.blocks.len(), 1);
    assert!(callees(main).contains(&"pthread_create"));
    assert!(func(&m, "pthread_join").is_declaration());
}

#[test]
fn peterson_typed_and_opaque_agree() {
    let m14 = load("peterson.o0.clang14.ll");
    let m19 = load("peterson.o0.clang19.ll");
    assert_eq!(m14.datalayout.as_deref(), Some(X86_64_DL_14));
    for m in [&m14, &m19] {
        assert_eq!(defined(m), vec!["thread", "main"]);
        let t = func(m, "thread");
        assert_eq!(t.blocks.len(), 9);
        assert_eq!(t.blocks[0].name, "1");
        assert!(callees(t).contains(&"__assert_fail"));
        assert_eq!(count(t, |k| matches!(k, InstKind::Alloca { .. })), 3);
        let flag = global(m, "flag");
        assert_eq!(flag.init, Some(Const::ZeroInit));
        assert_eq!(m.types.display(flag.ty), "[2 x i32]");
        assert_eq!(func(m, "main").blocks.len(), 1);
    }
    // Typed pointers keep their pointee; opaque ones do not.
    assert_eq!(m14.types.display(func(&m14, "thread").ret_ty), "i8*");
    assert_eq!(m19.types.display(func(&m19, "thread").ret_ty), "ptr");
    let t14 = func(&m14, "thread");
    assert_eq!(m14.types.display(t14.local_types[1]), "i8**");
    let t19 = func(&m19, "thread");
    assert_eq!(m19.types.display(t19.local_types[1]), "ptr");
    // Same instruction mix apart from pointer casts.
    let loads = |f: &Function| count(f, |k| matches!(k, InstKind::Load { .. }));
    assert_eq!(loads(t14), loads(t19));
}

#[test]
fn structs_clang14_o2_debug() {
    let m = load("structs.o2g.clang14.ll");
    assert_eq!(defined(&m), vec!["make_big", "sum_big", "main", "area"]);
    let shape = m.types.named_map["struct.shape"] as usize;
    let body = m.types.named[shape].body.expect("struct.shape body");
    match m.types.get(body) {
        Type::Struct { fields, packed } => {
            assert!(!packed);
            assert_eq!(m.types.display(fields[0]), "i8*");
            assert_eq!(m.types.display(fields[1]), "[4 x %struct.point]");
        }
        t => panic!("{t:?}"),
    }
    match &global(&m, "square").init {
        Some(Const::Struct(fields)) => {
            assert!(
                matches!(&fields[0].value, Const::Expr(e) if matches!(**e, ConstExpr::Gep { inbounds: true, .. }))
            );
            assert!(matches!(&fields[1].value, Const::Array(a) if a.len() == 4));
        }
        o => panic!("{o:?}"),
    }
    match &global(&m, "shapes").init {
        Some(Const::Array(v)) => {
            assert_eq!(v[0].value, Const::Global("square".into()));
            assert_eq!(v[1].value, Const::Null);
        }
        o => panic!("{o:?}"),
    }
    let sum_big = func(&m, "sum_big");
    let byval = sum_big.params[0].attrs.byval.expect("byval");
    assert_eq!(m.types.display(byval), "%struct.big");
    assert_eq!(sum_big.params[0].attrs.align, Some(8));
    assert!(func(&m, "make_big").params[0].attrs.sret.is_some());
    assert_eq!(func(&m, "area").linkage, Linkage::Internal);
    // Debug info: every definition has a DISubprogram, instructions carry locations.
    for name in defined(&m) {
        let f = func(&m, name);
        let sp = f.dbg.and_then(|n| m.md(n)).expect("subprogram");
        assert_eq!(sp.kind(), "DISubprogram");
        assert_eq!(sp.field("name"), Some(&MdValue::Str(name.to_string())));
    }
    let main = func(&m, "main");
    let loc = all_insts(main)
        .find_map(|i| i.dbg)
        .and_then(|n| m.md(n))
        .expect("location");
    assert_eq!(loc.kind(), "DILocation");
    // clang 14 describes variables with llvm.dbg.value calls taking metadata arguments.
    assert!(all_insts(main).any(|i| matches!(
        &i.kind,
        InstKind::Call { args, .. } if args.iter().any(|a| matches!(a.op.value, Value::Metadata(_)))
    )));
    let cu = m.named_metadata["llvm.dbg.cu"][0];
    assert_eq!(m.md(cu).map(|n| n.kind()), Some("DICompileUnit"));
}

#[test]
fn vectorised_loops_clang14_and_19() {
    for (name, ptr) in [
        ("vector.o3.clang19.ll", "ptr"),
        ("vector.o3.clang14.ll", "i32*"),
    ] {
        let m = load(name);
        assert_eq!(defined(&m), vec!["dot", "reverse", "max", "scale"]);
        let dot = func(&m, "dot");
        assert_eq!(m.types.display(dot.params[1].ty), ptr);
        assert!(
            callees(dot).contains(&"llvm.vector.reduce.add.v4i32"),
            "{name}"
        );
        let rev = func(&m, "reverse");
        let masks: Vec<_> = all_insts(rev)
            .filter_map(|i| match &i.kind {
                InstKind::ShuffleVector { mask, .. } => Some(mask.clone()),
                _ => None,
            })
            .collect();
        assert!(
            masks.contains(&vec![Some(3), Some(2), Some(1), Some(0)]),
            "{name}"
        );
        assert!(count(dot, |k| matches!(k, InstKind::Phi { .. })) >= 2);
        let vec_ty = all_insts(dot).any(
            |i| matches!(&i.kind, InstKind::Bin { ty, .. } if m.types.display(*ty) == "<4 x i32>"),
        );
        assert!(vec_ty, "{name}");
    }
    let m = load("vector.o3.clang19.ll");
    assert_eq!(func(&m, "dot").blocks.len(), 8);
    assert_eq!(func(&m, "scale").blocks.len(), 7);
}

#[test]
fn computed_goto_and_switch_clang19_o0_debug() {
    let m = load("goto.o0g.clang19.ll");
    assert_eq!(defined(&m), vec!["run", "classify", "main"]);
    match &global(&m, "run.ops").init {
        Some(Const::Array(v)) => {
            let addrs: Vec<_> = v.iter().map(|c| c.value.clone()).collect();
            assert_eq!(
                addrs,
                vec![
                    Const::BlockAddress("run".into(), "10".into()),
                    Const::BlockAddress("run".into(), "19".into()),
                    Const::BlockAddress("run".into(), "28".into()),
                ]
            );
        }
        o => panic!("{o:?}"),
    }
    let run = func(&m, "run");
    assert_eq!(run.blocks.len(), 5);
    let ib = run
        .blocks
        .iter()
        .find_map(|b| match &b.term.kind {
            TermKind::IndirectBr { dests, .. } => Some(dests.clone()),
            _ => None,
        })
        .expect("indirectbr");
    let names: Vec<_> = ib
        .iter()
        .map(|d| run.blocks[d.0 as usize].name.as_str())
        .collect();
    assert_eq!(names, vec!["10", "19", "28"]);
    let classify = func(&m, "classify");
    assert_eq!(classify.blocks.len(), 17);
    let cases = classify
        .blocks
        .iter()
        .find_map(|b| match &b.term.kind {
            TermKind::Switch { cases, .. } => Some(cases.clone()),
            _ => None,
        })
        .expect("switch");
    let values: Vec<_> = cases.iter().map(|c| c.0).collect();
    assert_eq!(values, vec![0, 1, 2, 0xffff_fff9, 1000]);
    // LLVM 19 debug records.
    let records = count(
        classify,
        |k| matches!(k, InstKind::DbgRecord { kind, .. } if kind == "declare"),
    );
    assert!(records >= 2);
    assert!(
        count(
            run,
            |k| matches!(k, InstKind::DbgRecord { kind, .. } if kind == "label")
        ) >= 3
    );
    assert!(all_insts(classify).filter(|i| i.dbg.is_some()).count() > 10);
    assert!(global(&m, "run.ops").dbg.len() == 1);
}

#[test]
fn tls_varargs_aliases_weak() {
    for name in ["tls_varargs.o1g.clang19.ll", "tls_varargs.o0g.clang14.ll"] {
        let m = load(name);
        let tls = global(&m, "tls_counter");
        assert_eq!(tls.thread_local, Some(ThreadLocal::Yes), "{name}");
        assert_eq!(tls.init, Some(Const::Int(7)));
        assert_eq!(global(&m, "tls_buf").linkage, Linkage::Internal);
        assert_eq!(
            global(&m, "greeting").init,
            Some(Const::CString(b"hi \"there\"\n\t\\\0".to_vec()))
        );
        assert!(global(&m, "greeting").is_constant);
        assert_eq!(m.aliases.len(), 1);
        assert_eq!(m.aliases[0].name, "impl_alias");
        assert_eq!(m.aliases[0].aliasee.value, Const::Global("impl".into()));
        assert_eq!(func(&m, "hook").linkage, Linkage::Weak);
        let maybe = func(&m, "maybe");
        assert!(maybe.is_declaration());
        assert_eq!(maybe.linkage, Linkage::Weak);
        let sum = func(&m, "sum");
        assert!(sum.varargs);
        assert!(callees(sum).iter().any(|c| c.starts_with("llvm.va_start")));
        let main = func(&m, "main");
        assert!(all_insts(main).any(|i| matches!(&i.kind, InstKind::Load { volatile: true, .. })));
        assert!(callees(main).contains(&"printf"));
    }
    let m = load("tls_varargs.o0g.clang14.ll");
    assert_eq!(func(&m, "twice").linkage, Linkage::Internal);
}

#[test]
fn i386_clang19() {
    let m = load("m32.o2g.clang19.ll");
    assert_eq!(m.triple.as_deref(), Some("i386-pc-linux-gnu"));
    assert!(m.datalayout.as_deref().unwrap_or("").contains("-p:32:32-"));
    assert_eq!(
        global(&m, "ld").init,
        Some(Const::Float(FloatLit::X86Fp80(0x3fff_a000_0000_0000_0000)))
    );
    assert_eq!(
        global(&m, "mask").init,
        Some(Const::Int(0xffff_ffff_0000_0000))
    );
    let swap = func(&m, "swap");
    let sret = swap.params[0].attrs.sret.expect("sret");
    assert_eq!(m.types.display(sret), "%struct.pair");
    assert_eq!(defined(&m), vec!["mul64", "average", "swap", "lsq", "main"]);
    assert_eq!(func(&m, "average").blocks.len(), 7);
}

#[test]
fn floats_clang14_o0() {
    let m = load("floats.o0.clang14.ll");
    assert_eq!(
        global(&m, "f").init,
        Some(Const::Float(FloatLit::Double(f64::from(0.1f32))))
    );
    assert_eq!(
        global(&m, "d").init,
        Some(Const::Float(FloatLit::Double(-2.5e-3)))
    );
    assert_eq!(
        global(&m, "ld").init,
        Some(Const::Float(FloatLit::X86Fp80(0x4000_c000_0000_0000_0000)))
    );
    assert_eq!(global(&m, "big").init, Some(Const::Int(1 << 100)));
    let classify = func(&m, "classify");
    assert_eq!(classify.blocks.len(), 6);
    assert!(
        count(classify, |k| matches!(
            k,
            InstKind::FCmp {
                pred: FPred::Une,
                ..
            }
        )) == 1
    );
    let mix = func(&m, "mix");
    assert_eq!(m.types.display(mix.ret_ty), "x86_fp80");
    assert!(
        count(mix, |k| matches!(
            k,
            InstKind::Cast {
                op: CastOp::FpExt,
                ..
            }
        )) >= 1
    );
    let shift = func(&m, "shift");
    assert_eq!(m.types.display(shift.ret_ty), "{ i64, i64 }");
}
