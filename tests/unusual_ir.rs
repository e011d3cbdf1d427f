//! Legal but unusual function shapes: each must load, run and check like any other function.
//!
//! Regression for issue 8 (item 1): `void reach_error(){}` — a function whose body needs no
//! register — made the bytecode verifier reject the program ("op 0 (Ret) uses register r0
//! outside the frame", exit 126). The cases below cover the class of bug: what else a
//! verifier or the interpreter may assume about a function and a legal module breaks — no
//! registers at all, a single block, unreachable blocks, only a tail call, only
//! `unreachable`, an endless loop, unused parameters, aggregate returns, a `noreturn` call
//! ending a block.

use crate::common;

use common::{TempDir, run_with_timeout};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

const HEADER: &str = r#"target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
"#;

/// Writes `body` (a module without its header) to a temporary `.ll`, runs `pancam ARGS FILE`
/// and returns (exit code, stdout, stderr).
fn pancam(dir: &TempDir, name: &str, body: &str, args: &[&str]) -> (i32, String, String) {
    let path = dir.path().join(format!("{name}.ll"));
    std::fs::write(&path, format!("{HEADER}{body}")).expect("write .ll");
    run(&path, args)
}

fn run(path: &Path, args: &[&str]) -> (i32, String, String) {
    let mut cmd = Command::new(common::PANCAM);
    cmd.args(&args[..1]).arg(path).args(&args[1..]);
    let r = run_with_timeout(&mut cmd, Duration::from_secs(60)).expect("run pancam");
    (
        r.code().unwrap_or(-1),
        String::from_utf8_lossy(&r.stdout).into_owned(),
        String::from_utf8_lossy(&r.stderr).into_owned(),
    )
}

/// Each case: a module whose `main` returns 0 after calling the unusual function(s).
const CASES: &[(&str, &str)] = &[
    (
        "no_registers",
        r#"
define dso_local void @reach_error() { ret void }
define dso_local void @g() {
entry:
  ret void
}
define dso_local i32 @main() {
  call void @g()
  ret i32 0
}
"#,
    ),
    (
        "main_without_registers_returns_constant",
        r#"
define dso_local i32 @main() { ret i32 0 }
"#,
    ),
    (
        "unused_parameters",
        r#"
define dso_local void @p(i32 noundef %a, ptr noundef %b, double %c) { ret void }
define dso_local i32 @main() {
  call void @p(i32 1, ptr null, double 2.0)
  ret i32 0
}
"#,
    ),
    (
        "unreachable_blocks",
        r#"
define dso_local i32 @f(i32 %x) {
entry:
  ret i32 %x
dead:
  %y = add i32 %z, 1
  br label %dead2
dead2:
  %z = phi i32 [ %y, %dead ]
  br label %dead
}
define dso_local i32 @main() {
  %r = call i32 @f(i32 0)
  ret i32 %r
}
"#,
    ),
    (
        "only_a_tail_call",
        r#"
define dso_local i32 @k(i32 %x) { ret i32 %x }
define dso_local i32 @h(i32 %x) {
  %r = tail call i32 @k(i32 %x)
  ret i32 %r
}
define dso_local i32 @m(i32 %x) {
  %r = musttail call i32 @h(i32 %x)
  ret i32 %r
}
define dso_local i32 @main() {
  %r = call i32 @m(i32 0)
  ret i32 %r
}
"#,
    ),
    (
        "void_tail_call_only",
        r#"
define dso_local void @e() { ret void }
define dso_local void @t() {
  tail call void @e()
  ret void
}
define dso_local i32 @main() {
  call void @t()
  ret i32 0
}
"#,
    ),
    (
        "never_called_unreachable_only",
        r#"
define dso_local void @never() { unreachable }
define dso_local i32 @main() { ret i32 0 }
"#,
    ),
    (
        "never_called_endless_loop",
        r#"
define dso_local void @spin() {
entry:
  br label %l
l:
  br label %l
}
define dso_local i32 @main() { ret i32 0 }
"#,
    ),
    (
        "aggregate_return_of_constants",
        r#"
define dso_local { i32, i32 } @pair() { ret { i32, i32 } zeroinitializer }
define dso_local i32 @main() {
  %p = call { i32, i32 } @pair()
  %a = extractvalue { i32, i32 } %p, 1
  ret i32 %a
}
"#,
    ),
    (
        "empty_struct_and_void_pointer_returns",
        r#"
define dso_local {} @nothing() { ret {} zeroinitializer }
define dso_local ptr @nul() { ret ptr null }
define dso_local i32 @main() {
  %n = call {} @nothing()
  %p = call ptr @nul()
  %c = icmp eq ptr %p, null
  %r = select i1 %c, i32 0, i32 1
  ret i32 %r
}
"#,
    ),
    (
        "noreturn_call_ends_block",
        r#"
declare void @exit(i32) noreturn
define dso_local void @bye() noreturn {
  call void @exit(i32 0)
  unreachable
}
define dso_local i32 @main() {
  call void @bye()
  unreachable
}
"#,
    ),
    (
        // clang -O2 compares a loaded `<4 x i8>` as an `i32` (GenMC's tests/wrong/fs
        // pord-app-na): bitcasts between a vector of narrow lanes and an integer of as many
        // bits, which take register slots of different sizes.
        "vector_bitcast_to_and_from_narrow_integer",
        r#"
define dso_local i32 @main() {
  %p = alloca i32, align 4
  store i32 842150450, ptr %p, align 4
  %v = load <4 x i8>, ptr %p, align 4
  %f = freeze <4 x i8> %v
  %i = bitcast <4 x i8> %f to i32
  %ok1 = icmp eq i32 %i, 842150450
  %x = add <4 x i8> %f, <i8 1, i8 1, i8 1, i8 1>
  %j = bitcast <4 x i8> %x to i32
  %ok2 = icmp eq i32 %j, 858993459
  %k = xor i32 %j, 1
  %w = bitcast i32 %k to <4 x i8>
  %e0 = extractelement <4 x i8> %w, i32 0
  %e3 = extractelement <4 x i8> %w, i32 3
  %ok3 = icmp eq i8 %e0, 50
  %ok4 = icmp eq i8 %e3, 51
  %h = bitcast <2 x i16> <i16 3, i16 5> to i32
  %ok5 = icmp eq i32 %h, 327683
  %a = and i1 %ok1, %ok2
  %b = and i1 %ok3, %ok4
  %c = and i1 %a, %b
  %d = and i1 %c, %ok5
  %r = select i1 %d, i32 0, i32 1
  ret i32 %r
}
"#,
    ),
    (
        "thread_start_without_registers",
        r#"
%union.pthread_attr_t = type { i64, [48 x i8] }
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
define dso_local ptr @worker(ptr %a) { ret ptr null }
define dso_local i32 @main() {
  %t = alloca i64
  %c = call i32 @pthread_create(ptr %t, ptr null, ptr @worker, ptr null)
  %id = load i64, ptr %t
  %j = call i32 @pthread_join(i64 %id, ptr null)
  ret i32 %j
}
"#,
    ),
];

#[test]
fn unusual_functions_run() {
    let dir = TempDir::new("pancam-unusual").expect("tempdir");
    let mut bad = Vec::new();
    for (name, body) in CASES {
        let (code, _out, err) = pancam(&dir, name, body, &["run"]);
        if code != 0 {
            bad.push(format!("run {name}: exit {code}\n{err}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn unusual_functions_check_at_every_granularity() {
    let dir = TempDir::new("pancam-unusual").expect("tempdir");
    let mut bad = Vec::new();
    for (name, body) in CASES {
        for g in ["instruction", "block", "shared-access", "superstep"] {
            let (code, out, err) = pancam(&dir, name, body, &["check", "-q", "--granularity", g]);
            if code != 0 {
                bad.push(format!("check {name} at {g}: exit {code}\n{out}{err}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// `reach_error` with an empty body, called from a thread: the SV-COMP shape. It must load,
/// and calling it is the violation whatever its body (the SV-COMP convention).
#[test]
fn empty_reach_error_called_from_a_thread() {
    let dir = TempDir::new("pancam-unusual").expect("tempdir");
    let body = r#"
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
define dso_local void @reach_error() { ret void }
define dso_local ptr @worker(ptr %a) {
  call void @reach_error()
  ret ptr null
}
define dso_local i32 @main() {
  %t = alloca i64
  %c = call i32 @pthread_create(ptr %t, ptr null, ptr @worker, ptr null)
  %id = load i64, ptr %t
  %j = call i32 @pthread_join(i64 %id, ptr null)
  ret i32 0
}
"#;
    let (code, out, err) = pancam(&dir, "reach_error_thread", body, &["check", "-q"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("reach_error() called"), "{out}{err}");
}
