//! Unit tests of the LTL modules that need crate-private access.
