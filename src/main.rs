#[cfg(unix)]
unsafe extern "C" {
    fn signal(sig: i32, handler: usize) -> usize;
}

fn main() {
    // Writing to a closed pipe (`pancam check X | head`) ends the process quietly, as it does
    // for other Unix tools, instead of failing every later write.
    #[cfg(unix)]
    // SAFETY: SIGPIPE (13) back to its default disposition (SIG_DFL = 0) before any thread
    // starts; no handler runs Rust code.
    unsafe {
        signal(13, 0);
    }
    // A panic is a bug in pancam: report it as one, with a documented exit code, instead of
    // a bare backtrace and exit 101.
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!(
            "pancam: internal error: {msg}{at}\n\
             This is a bug in pancam; please report it with the command line and the program \
             (RUST_BACKTRACE=1 shows where it happened)."
        );
        if std::env::var_os("RUST_BACKTRACE").is_some() {
            eprintln!("{}", std::backtrace::Backtrace::force_capture());
        }
    }));
    let code = std::panic::catch_unwind(pancam::cli::main).unwrap_or(pancam::cli::EXIT_INTERNAL);
    std::process::exit(code);
}
