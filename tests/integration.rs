//! All integration tests but the MPI ones, as modules of one test binary (see
//! tests/README.md): one binary links (and with the release profile's LTO, optimises) the
//! library once, where a binary per file did it once per file.

mod common;

mod abstractions;
mod canonicity;
mod check;
mod checkpoint;
mod cli;
mod context_bound;
mod counter;
mod csmith;
mod differential;
mod distributed;
mod errors;
mod explore_ndfs;
mod explore_parallel;
mod explore_safety;
mod explore_store;
mod faint;
mod fuzz_reduction;
mod fuzz_weak;
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
mod msc;
mod output;
mod por;
mod programs;
mod reduction;
mod shortest;
mod state_codec;
mod state_storage;
mod svcomp;
mod swarm;
mod symmetry;
mod targets;
mod unusual_ir;
mod weak;

/// Every `tests/*.rs` file is a module of this binary (but the MPI binary's): with
/// `autotests = false` a file left out of the list above would compile and run nowhere,
/// silently.
#[test]
fn every_test_file_is_a_module() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let listed = include_str!("integration.rs");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a file name");
        if matches!(name, "integration" | "mpi") {
            continue;
        }
        files += 1;
        assert!(
            listed.lines().any(|l| l == format!("mod {name};")),
            "tests/{name}.rs is not listed in tests/integration.rs"
        );
    }
    assert!(files > 30, "{files} test files");
}
