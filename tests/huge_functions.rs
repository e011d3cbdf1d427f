//! Functions with more SSA values than pancam has register slots (32767).
//!
//! Regression for the csmith campaign (issue 8): csmith's `main` at -O0 (hashing every
//! element of large global arrays of structs) had 41,000 SSA values, and pancam refused it
//! ("function too large: more than 32767 value slots", exit 126). Values that live within one
//! block now share slots in such functions. The module below is built so that a wrong
//! sharing shows: values used in a later block (and through a phi), a promoted `alloca`
//! (its slot must start as zero), two-slot `i128` values that stay live across many
//! one-slot values, and a long chain of short-lived values; freeing a slot before its
//! value's last use garbles the printed results.

use crate::common;

use common::{TempDir, run_with_timeout};
use std::process::Command;
use std::time::Duration;

const HEADER: &str = r#"target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [17 x i8] c"%d %d %lld %lld\0A\00"
declare i32 @printf(ptr, ...)
"#;

/// A `main` with about `3 * n` values; returns the module and the output it must print.
fn module(n: u32) -> (String, String) {
    let mut s = String::from(HEADER);
    s.push_str("define i32 @main() {\nentry:\n");
    s.push_str("  %p = alloca i32\n  %z = load i32, ptr %p\n");
    s.push_str("  %keep = add i32 7, 0\n  %a = add i32 5, 0\n  %b = add i32 9, 0\n");
    s.push_str("  %c = icmp slt i32 %a, %b\n");
    s.push_str("  %v0 = add i32 1, 0\n  %w0 = add i128 1, 0\n");
    let (mut v, mut w): (i32, i128) = (1, 1);
    for i in 1..=n {
        s.push_str(&format!(
            "  %m{i} = mul i32 %v{p}, 3\n  %v{i} = add i32 %m{i}, {i}\n",
            p = i - 1
        ));
        v = v.wrapping_mul(3).wrapping_add(i as i32);
        if i % 4 == 0 {
            s.push_str(&format!("  %w{i} = mul i128 %w{p}, 1000003\n", p = i - 4));
            w = w.wrapping_mul(1_000_003);
        }
    }
    let wl = n - n % 4;
    s.push_str(&format!(
        "  %sum = add i32 %v{n}, %z\n  store i32 %sum, ptr %p\n  br i1 %c, label %yes, label %no\n"
    ));
    s.push_str("yes:\n  br label %join\nno:\n  br label %join\n");
    s.push_str("join:\n  %r = phi i32 [ %keep, %yes ], [ 0, %no ]\n");
    s.push_str("  %l = load i32, ptr %p\n");
    s.push_str(&format!(
        "  %wl = trunc i128 %w{wl} to i64\n  %wh0 = lshr i128 %w{wl}, 64\n  %wh = trunc i128 %wh0 to i64\n"
    ));
    s.push_str(
        "  call i32 (ptr, ...) @printf(ptr @.fmt, i32 %r, i32 %l, i64 %wl, i64 %wh)\n  ret i32 0\n}\n",
    );
    let expected = format!("7 {v} {} {}\n", w as i64, (w >> 64) as i64);
    (s, expected)
}

fn run(n: u32) -> (i32, String, String, String) {
    let dir = TempDir::new("pancam-huge").expect("temporary directory");
    let (text, expected) = module(n);
    let path = dir.path().join("huge.ll");
    std::fs::write(&path, text).expect("write .ll");
    let mut cmd = Command::new(common::PANCAM);
    cmd.arg("run").arg(&path);
    let r = run_with_timeout(&mut cmd, Duration::from_secs(120)).expect("run pancam");
    (
        r.code().unwrap_or(-1),
        String::from_utf8_lossy(&r.stdout).into_owned(),
        String::from_utf8_lossy(&r.stderr).into_owned(),
        expected,
    )
}

#[test]
fn small_function_runs() {
    let (code, out, err, expected) = run(100);
    assert_eq!(
        (code, out.as_str()),
        (0, expected.as_str()),
        "stderr: {err}"
    );
}

#[test]
fn function_with_more_values_than_register_slots_runs() {
    // 2 values per step plus one per 4 steps (two slots each): well over 32767 slots.
    let (code, out, err, expected) = run(20_000);
    assert_eq!(
        (code, out.as_str()),
        (0, expected.as_str()),
        "stderr: {err}"
    );
}
