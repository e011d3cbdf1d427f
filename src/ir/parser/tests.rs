//! Unit tests of the parser: each instruction form, constants, metadata, typed and opaque
//! pointers, forward references and error positions.
