//! All integration tests but the MPI ones, as modules of one test binary (see
//! tests/README.md): one binary links (and with the release profile's LTO, optimises) the
//! library once, where a binary per file did it once per file.

mod common;

mod abstractions;
mod canonicity;
mod check;
mod cli;
mod context_bound;
mod csmith;
mod differential;
mod distributed;
mod errors;
mod explore_ndfs;
mod explore_parallel;
mod explore_safety;
mod explore_store;
mod fuzz_reduction;
mod huge_functions;
mod ir_parse;
mod ir_parse_fuzz;
mod ltl_check;
mod ltl_guard;
mod ltl_oracle;
mod ltl_parse;
mod ltl_semantics;
mod ltl_simplify;
mod ltl_translate;
mod monte_carlo;
mod por;
mod programs;
mod reduction;
mod state_codec;
mod state_storage;
mod svcomp;
mod swarm;
mod targets;
mod unusual_ir;
