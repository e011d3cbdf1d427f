//! The command-line front end.

/// Runs the command line; returns the process exit code.
pub fn main() -> i32 {
    eprintln!("pancam: the command line is not built yet");
    2
}
