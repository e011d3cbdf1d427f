//! Why a command stops before its normal outcome, and the exit code that says so: every
//! subcommand returns `Result<ExitCode, CliError>`, and [`super::main`] prints the error as
//! one `pancam: …` line on stderr and exits with its code.

use super::{EXIT_FAILURE, EXIT_USAGE};
use crate::load::LoadError;
use std::fmt;

/// A process exit code (README.md, "Exit codes").
pub type ExitCode = i32;

/// A command that cannot do its work: what to tell the user and the exit code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    /// The exit code.
    pub code: ExitCode,
    /// The message, without the `pancam: ` prefix (it may span lines: a diagnostic with
    /// its context).
    pub message: String,
}

impl CliError {
    /// An error with an explicit exit code.
    pub fn new(code: ExitCode, message: impl fmt::Display) -> CliError {
        CliError {
            code,
            message: message.to_string(),
        }
    }

    /// A usage or input error (exit 2): bad options, unreadable or invalid files.
    pub fn usage(message: impl fmt::Display) -> CliError {
        CliError::new(EXIT_USAGE, message)
    }

    /// A program that cannot be loaded for `check`, `sweep` or `replay`: every load error
    /// is an input error there (exit 2), an unsupported construct included, since nothing
    /// was checked.
    pub fn load(e: &LoadError) -> CliError {
        CliError::usage(e)
    }

    /// A program that cannot be loaded for `run`, `compile` or `disasm`: an unsupported
    /// construct is "cannot run" (exit 126), anything else an input error.
    pub fn load_to_run(e: &LoadError) -> CliError {
        match e {
            LoadError::Lower(_) => CliError::new(EXIT_FAILURE, e),
            _ => CliError::usage(e),
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes() {
        assert_eq!(CliError::usage("x").code, EXIT_USAGE);
        assert_eq!(CliError::new(4, "y").to_string(), "y");
    }
}
