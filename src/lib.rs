//! pancam: an explicit-state model checker for multithreaded C programs.
//!
//! clang compiles C to LLVM IR; pancam parses the textual IR ([`ir`]), lowers it to a compact
//! register bytecode ([`bytecode`]) and interprets it in a pthread-aware virtual machine
//! ([`vm`]), while a Spin-like search ([`explore`]) explores the thread interleavings.
//! See `README.md` for usage and `../shared/docs/DESIGN.md` for the architecture.

pub mod bytecode;
pub mod check;
pub mod cli;
pub mod explore;
pub mod ir;
pub mod load;
pub mod ltl;
pub mod ltlcheck;
pub mod model;
pub mod report;
pub mod svcomp;
pub mod varint;
pub mod vm;
