//! pancam's C library: `libc.c` compiled to IR for each supported target
//! (`scripts/regen-libc.sh`), embedded in the binary and linked into programs on demand by
//! lowering (`crate::bytecode::lower`).

use crate::ir::{Module, ParseError};
use std::sync::OnceLock;

/// IR of the C library for x86-64.
pub const LIBC_X86_64: &str = include_str!("libc.x86_64.ll");
/// IR of the C library for i386.
pub const LIBC_I386: &str = include_str!("libc.i386.ll");

static X86_64: OnceLock<Result<Module, ParseError>> = OnceLock::new();
static I386: OnceLock<Result<Module, ParseError>> = OnceLock::new();

/// The parsed C library for pointers of `ptr_size` bytes (parsed once per process).
pub fn module(ptr_size: u32) -> Result<&'static Module, ParseError> {
    let cell = if ptr_size == 4 { &I386 } else { &X86_64 };
    let r = cell.get_or_init(|| {
        if ptr_size == 4 {
            crate::ir::parse(LIBC_I386, "<pancam libc>/libc.i386.ll")
        } else {
            crate::ir::parse(LIBC_X86_64, "<pancam libc>/libc.x86_64.ll")
        }
    });
    r.as_ref().map_err(|e| e.clone())
}
