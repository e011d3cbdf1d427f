//! The lowered program: op table, data layout, lowering from IR, source map, disassembler.
