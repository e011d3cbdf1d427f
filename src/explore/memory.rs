//! How much memory the machine gives the search, and how much the process uses.
//!
//! The default memory limit of a search is [`DEFAULT_FRACTION`] of the physical memory, or of
//! the control group's limit when that is lower (a container's), so that a run that outgrows
//! the machine ends with a verdict of "incomplete" and its statistics instead of being killed
//! by the kernel's out-of-memory killer. Linux only (`/proc`, `/sys/fs/cgroup`); elsewhere
//! there is no default limit and no resident-set reading.

use std::fs;

/// Share of the available memory a search may use by default: the rest is left to the
/// allocator's slack, copies of states in flight between two polls, and the other processes.
pub const DEFAULT_FRACTION: f64 = 0.75;

/// Reads a `Name:   N kB` line of a `/proc` file, in bytes.
fn proc_kib(path: &str, name: &str) -> Option<usize> {
    let text = fs::read_to_string(path).ok()?;
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: usize = line[name.len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    kib.checked_mul(1024)
}

/// The control group's memory limit (cgroup v2 `memory.max`, else v1), if any.
fn cgroup_limit() -> Option<usize> {
    for path in [
        "/sys/fs/cgroup/memory.max",
        "/sys/fs/cgroup/memory/memory.limit_in_bytes",
    ] {
        if let Ok(text) = fs::read_to_string(path) {
            let t = text.trim();
            if t == "max" {
                return None;
            }
            // v1 reports "no limit" as a huge number.
            return t.parse::<usize>().ok().filter(|&b| b < 1 << 60);
        }
    }
    None
}

/// The memory this process may use: physical memory, or the control group's limit when
/// that is lower.
pub fn available_memory() -> Option<usize> {
    let total = proc_kib("/proc/meminfo", "MemTotal:");
    match (total, cgroup_limit()) {
        (Some(t), Some(c)) => Some(t.min(c)),
        (t, c) => t.or(c),
    }
}

/// The default memory limit of a search (see the module documentation).
pub fn default_memory_limit() -> Option<usize> {
    available_memory().map(|m| (m as f64 * DEFAULT_FRACTION) as usize)
}

/// The resident set size of this process, in bytes.
pub fn resident_bytes() -> Option<usize> {
    proc_kib("/proc/self/status", "VmRSS:")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_are_plausible_on_linux() {
        if !std::path::Path::new("/proc/meminfo").exists() {
            eprintln!("skipped: no /proc (not Linux)");
            return;
        }
        let avail = available_memory().expect("MemTotal");
        let rss = resident_bytes().expect("VmRSS");
        assert!(rss > 0 && rss < avail, "rss {rss}, available {avail}");
        let limit = default_memory_limit().expect("limit");
        assert!(limit < avail && limit > avail / 2);
    }
}
