//! The lowered program: the op table ([`op`]), data layout ([`layout`]), lowering from IR
//! ([`lower()`]), the source map ([`srcmap`]) and the disassembler ([`disasm`]).
//!
//! Translation is separate from execution (as in wasmi): this module produces an immutable
//! [`Program`] that the VM (`crate::vm`) executes and that all search workers share.

pub mod builtins;
pub mod debuginfo;
pub mod disasm;
pub mod floatfmt;
pub mod layout;
pub mod lower;
pub mod op;
pub mod program;
pub mod ptr;
pub mod srcmap;
pub mod verify;

pub use builtins::Builtin;
pub use lower::{LowerError, LowerOptions, lower, lower_linked, lower_linked_with};
pub use op::{Op, R};
pub use program::*;
pub use srcmap::SourceMap;
