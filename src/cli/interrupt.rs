//! Ctrl-C: the first interrupt cancels the running searches (they stop at their next poll
//! and report partial statistics, with the verdict "incomplete: interrupted", exit 3); a
//! second one ends the process at once (exit 130, as a shell reports SIGINT). SIGTERM and
//! SIGHUP are taken the same way (`ctrlc`'s `termination` feature): `mpirun` passes Ctrl-C
//! on to its ranks as SIGTERM (and SIGKILL a second later), so that a distributed search
//! still reports.

use crate::explore::Monitor;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

static MONITORS: OnceLock<Mutex<Vec<Arc<Monitor>>>> = OnceLock::new();
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Cancels `m` on Ctrl-C (installing the handler the first time).
pub fn cancel_on_ctrl_c(m: &Arc<Monitor>) {
    let list = MONITORS.get_or_init(|| {
        let _ = ctrlc::set_handler(|| {
            if INTERRUPTED.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
            eprintln!("\npancam: interrupted: stopping the search (Ctrl-C again to quit at once)");
            if let Some(list) = MONITORS.get() {
                for m in list.lock().unwrap_or_else(|e| e.into_inner()).iter() {
                    m.cancel();
                }
            }
        });
        Mutex::new(Vec::new())
    });
    list.lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(m.clone());
    if INTERRUPTED.load(Ordering::SeqCst) {
        m.cancel();
    }
}
