//! The machine state: memory plus threads. Designed for the explorer, which copies a whole
//! state onto its DFS stack and hashes it after every step: a state is a handful of
//! contiguous vectors (the object table, the object bytes, and per thread its frames, its
//! register file and its stack-object list), all indices deterministic, no host addresses.

use super::memory::Memory;

/// One activation record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    /// Function index.
    pub func: u32,
    /// Next op to execute.
    pub pc: u32,
    /// First register of this frame in the thread's register file.
    pub base: u32,
    /// Length of the thread's stack-object list when the frame was entered.
    pub alloca_mark: u32,
    /// Object id of the varargs area (0 if none).
    pub va: u32,
    /// Caller register receiving the result.
    pub ret_dst: u16,
    /// Number of result slots the caller expects.
    pub ret_n: u16,
}

/// Why a thread cannot run (pthread blocking comes with the threads issue).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockReason {
    /// Waiting for thread `0` to finish.
    Join(u16),
}

/// A thread's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThreadStatus {
    /// Can run.
    Runnable,
    /// Cannot run until something changes.
    Blocked(BlockReason),
    /// Returned from its start function (or called `pthread_exit`).
    Finished,
}

/// A thread.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Thread {
    /// Status.
    pub status: ThreadStatus,
    /// Call stack, outermost first.
    pub frames: Vec<Frame>,
    /// Register file: the frames' registers, contiguous. Its length is a high-water mark:
    /// slots past the top frame hold stale values that are never read.
    pub regs: Vec<u64>,
    /// Stack objects in allocation order (freed when their frame returns).
    pub allocas: Vec<u32>,
    /// This thread's copies of the thread-local globals, by TLS index.
    pub tls: Vec<u32>,
    /// The start function's return value, once finished.
    pub retval: u64,
}

impl Thread {
    /// Grows the register file to at least `n` slots.
    #[inline]
    pub fn ensure_regs(&mut self, n: usize) {
        if self.regs.len() < n {
            self.regs.resize(n.max(self.regs.len() * 2).max(256), 0);
        }
    }
}

/// The whole machine state.
#[derive(Clone, Debug)]
pub struct State {
    /// Memory.
    pub mem: Memory,
    /// Threads; index = thread id.
    pub threads: Vec<Thread>,
    /// Set once the program called `exit` (or `main` returned and exit handlers ran).
    pub exited: Option<i32>,
    /// `exit` is running its handlers.
    pub exiting: bool,
}
