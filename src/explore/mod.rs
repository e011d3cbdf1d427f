//! Depth-first search, visited sets, counterexample traces and statistics.
