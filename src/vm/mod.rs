//! The virtual machine: memory, threads, builtins and the step loop.
