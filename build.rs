//! Detects optional external tools so tests that need them are *ignored with a reason* (shown
//! in the test summary) rather than silently passing when the tool is missing.
//!
//! Sets `--cfg has_clang` when a clang 14–19 is found (via `$PANCAM_CLANG`, then `clang`,
//! `clang-19` … `clang-14` on `PATH`), `--cfg has_spin` when `spin` is on `PATH`, and
//! `--cfg has_lbt` when `lbt` is on `PATH`, `--cfg has_i386_headers` when the 32-bit libc
//! headers are installed (Debian `libc6-dev-i386`).

use std::path::Path;

fn on_path(name: &str) -> bool {
    if name.contains('/') {
        return Path::new(name).is_file();
    }
    std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).any(|d| d.join(name).is_file()))
        .unwrap_or(false)
}

fn main() {
    println!("cargo::rerun-if-env-changed=PATH");
    println!("cargo::rerun-if-env-changed=PANCAM_CLANG");
    println!("cargo::rustc-check-cfg=cfg(has_clang)");
    println!("cargo::rustc-check-cfg=cfg(has_spin)");
    println!("cargo::rustc-check-cfg=cfg(has_lbt)");
    println!("cargo::rustc-check-cfg=cfg(has_i386_headers)");
    // The 32-bit libc headers (Debian libc6-dev-i386), for `-m32` with system includes.
    let stubs32 = [
        "/usr/include/x86_64-linux-gnu/gnu/stubs-32.h",
        "/usr/include/i386-linux-gnu/gnu/stubs-32.h",
        "/usr/include/gnu/stubs-32.h",
    ];
    // Watch only what exists: cargo reruns a build script whose watched file is missing
    // every time, and a rerun build script recompiles pancam. Where a header is missing its
    // folder is watched instead (when that exists), so installing the headers later is seen.
    for s in stubs32 {
        let p = Path::new(s);
        if p.is_file() {
            println!("cargo::rerun-if-changed={s}");
        } else if let Some(dir) = p.parent().filter(|d| d.is_dir()) {
            println!("cargo::rerun-if-changed={}", dir.display());
        }
    }
    if stubs32.iter().any(|s| Path::new(s).is_file()) {
        println!("cargo::rustc-cfg=has_i386_headers");
    }
    let mut clangs: Vec<String> = Vec::new();
    if let Ok(c) = std::env::var("PANCAM_CLANG") {
        clangs.push(c);
    }
    clangs.push("clang".into());
    for v in (14..=19).rev() {
        clangs.push(format!("clang-{v}"));
    }
    if clangs.iter().any(|c| on_path(c)) {
        println!("cargo::rustc-cfg=has_clang");
    }
    if on_path("spin") {
        println!("cargo::rustc-cfg=has_spin");
    }
    if on_path("lbt") {
        println!("cargo::rustc-cfg=has_lbt");
    }
}
