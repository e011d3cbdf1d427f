//! The MPI transport of the distributed search and of swarms over ranks (the `mpi` cargo
//! feature): Open MPI through rsmpi.
//!
//! Point-to-point messages are byte vectors sent with `MPI_Issend` (non-blocking,
//! synchronous mode: a send completes once the receiver has matched it, which the
//! quiescence phase of [`super::distributed`] relies on) and received by probing
//! (`MPI_Improbe`) and a non-blocking matched receive (`MPI_Imrecv`). The receive must not
//! block: a message above the transport's eager limit (a few KiB with Open MPI's shared
//! memory, where a batch of states is about 6 KiB compressed) arrives in fragments that its
//! sender pushes only when it calls MPI, between two chunks of its search, so a blocking
//! receive would wait for the sender's next chunk (milliseconds) on every batch. The tag of
//! a message is its kind. Only the thread that initialised MPI calls it
//! (`MPI_THREAD_FUNNELED`).

use super::distributed::Transport;
use mpi::collective::{CommunicatorCollectives, Root};
use mpi::datatype::Equivalence;
use mpi::ffi;
use mpi::point_to_point::Source;
use mpi::raw::{AsRaw, AsRawMut};
use mpi::request::Request;
use mpi::topology::{Communicator, SimpleCommunicator};
use std::collections::VecDeque;

/// Receives posted and not yet handed to the caller, at most: past it, messages wait in
/// MPI until the caller takes some.
const MAX_POSTED: usize = 256;

/// MPI, initialised for this process: keep it alive for as long as MPI is used (dropping
/// it finalises MPI).
pub struct Mpi {
    _universe: mpi::environment::Universe,
    world: SimpleCommunicator,
}

/// Whether this process was started by `mpirun`/`mpiexec` (Open MPI, MPICH or Slurm's
/// PMI), so that `--swarm` spreads over the ranks.
pub fn launched_by_mpirun() -> bool {
    ["OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"]
        .iter()
        .any(|v| std::env::var_os(v).is_some())
}

impl Mpi {
    /// Initialises MPI (`MPI_Init_thread` with `MPI_THREAD_FUNNELED`). `None` if MPI was
    /// already initialised in this process.
    pub fn init() -> Option<Mpi> {
        let (universe, _) = mpi::initialize_with_threading(mpi::Threading::Funneled)?;
        let world = universe.world();
        Some(Mpi {
            _universe: universe,
            world,
        })
    }

    /// This process's rank.
    pub fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    /// Number of ranks.
    pub fn size(&self) -> usize {
        self.world.size() as usize
    }

    /// A transport over `MPI_COMM_WORLD`.
    pub fn transport(&self) -> MpiTransport {
        MpiTransport {
            world: self.world.duplicate(),
            inflight: Vec::new(),
            incoming: VecDeque::new(),
            blocked: Vec::new(),
            barrier: None,
        }
    }
}

/// [`Transport`] over an MPI communicator.
pub struct MpiTransport {
    world: SimpleCommunicator,
    /// Sends not known to be complete: the buffer (kept alive and unmoved until then) and
    /// the request.
    inflight: Vec<(Vec<u8>, ffi::MPI_Request)>,
    /// Receives posted (`MPI_Imrecv`), in the order their messages were matched, which for
    /// each source is the order sent; the caller gets them in that order per source.
    incoming: VecDeque<Incoming>,
    /// Scratch: the sources with an incomplete receive ahead, in `try_recv`.
    blocked: Vec<usize>,
    barrier: Option<Request<'static, ()>>,
}

/// A message matched and its receive posted.
struct Incoming {
    /// The receive buffer: kept alive and unmoved until the receive completes.
    data: Vec<u8>,
    req: ffi::MPI_Request,
    source: usize,
    tag: u8,
    done: bool,
}

impl MpiTransport {
    /// Posts a receive for each message that has arrived (its envelope, at least).
    fn post_receives(&mut self) {
        while self.incoming.len() < MAX_POSTED {
            let Some((mut msg, status)) = self.world.any_process().immediate_matched_probe() else {
                break;
            };
            let count = status.count(u8::equivalent_datatype());
            let mut data = vec![0u8; usize::try_from(count).expect("a message's byte count")];
            // SAFETY: `msg` is the message just matched, received once here (MPI sets the
            // handle to `MPI_MESSAGE_NULL`, as `Message`'s drop expects); the buffer holds
            // `count` bytes and stays in `incoming`, unmoved (a `Vec`'s heap block does not
            // move with the `Vec`), until `MPI_Test` says the receive is complete.
            unsafe {
                let mut req: ffi::MPI_Request = std::mem::zeroed();
                let rc = ffi::MPI_Imrecv(
                    data.as_mut_ptr().cast(),
                    count,
                    ffi::RSMPI_UINT8_T,
                    msg.as_raw_mut(),
                    &mut req,
                );
                assert_eq!(rc, 0, "MPI_Imrecv failed");
                self.incoming.push_back(Incoming {
                    data,
                    req,
                    source: status.source_rank() as usize,
                    tag: status.tag() as u8,
                    done: false,
                });
            }
        }
    }

    /// Tests the posted receives that are not complete.
    fn test_receives(&mut self) {
        // Tested until complete and never after (`done`).
        for m in self.incoming.iter_mut().filter(|m| !m.done) {
            m.done = complete(&mut m.req);
        }
    }
}

/// Whether the active request `req` (of `MPI_Issend` or `MPI_Imrecv`) is complete
/// (`MPI_Test`). The caller never tests a request again once it is.
fn complete(req: &mut ffi::MPI_Request) -> bool {
    let mut flag = 0;
    // SAFETY: `req` is an active request of this transport, not completed before (see the
    // callers); MPI writes the flag and, on completion, frees the request.
    let rc = unsafe { ffi::MPI_Test(req, &mut flag, ffi::RSMPI_STATUS_IGNORE) };
    assert_eq!(rc, 0, "MPI_Test failed");
    flag != 0
}

impl Transport for MpiTransport {
    fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    fn size(&self) -> usize {
        self.world.size() as usize
    }

    fn send(&mut self, dest: usize, tag: u8, data: Vec<u8>) {
        let count = i32::try_from(data.len()).expect("a message under 2 GiB");
        // SAFETY: the buffer stays in `inflight`, unmoved (a `Vec`'s heap block does not
        // move when the `Vec` itself does) and unmodified, until `MPI_Test` says the send
        // is complete; the datatype is bytes and the count the buffer's length.
        unsafe {
            let mut req: ffi::MPI_Request = std::mem::zeroed();
            let rc = ffi::MPI_Issend(
                data.as_ptr().cast(),
                count,
                ffi::RSMPI_UINT8_T,
                dest as i32,
                i32::from(tag),
                self.world.as_raw(),
                &mut req,
            );
            assert_eq!(rc, 0, "MPI_Issend failed");
            self.inflight.push((data, req));
        }
    }

    fn pending_sends(&mut self) -> usize {
        // A completed send is removed (its buffer dropped) and never tested again.
        self.inflight.retain_mut(|(_, req)| !complete(req));
        self.inflight.len()
    }

    fn try_recv(&mut self) -> Option<(usize, u8, Vec<u8>)> {
        self.post_receives();
        self.test_receives();
        // The first complete receive with no incomplete one from its source ahead of it.
        self.blocked.clear();
        let mut take = None;
        for (i, m) in self.incoming.iter().enumerate() {
            if !m.done {
                self.blocked.push(m.source);
            } else if !self.blocked.contains(&m.source) {
                take = Some(i);
                break;
            }
        }
        let m = self.incoming.remove(take?)?;
        Some((m.source, m.tag, m.data))
    }

    fn recv(&mut self) -> (usize, u8, Vec<u8>) {
        // Keep completing our own sends while waiting (a peer may be waiting on them).
        loop {
            if let Some(m) = self.try_recv() {
                return m;
            }
            self.pending_sends();
            std::thread::yield_now();
        }
    }

    fn barrier_start(&mut self) {
        self.barrier = Some(self.world.immediate_barrier());
    }

    /// Also waits for the receives posted: every send complete means every message
    /// matched, not yet every message received, and the caller (`quiesce`) counts on none
    /// being in flight once this says done; it keeps calling `try_recv` until then.
    fn barrier_done(&mut self) -> bool {
        if let Some(r) = self.barrier.take()
            && let Err(r) = r.test()
        {
            self.barrier = Some(r);
            return false;
        }
        self.incoming.is_empty()
    }

    fn gather(&mut self, data: &[u8]) -> Option<Vec<Vec<u8>>> {
        let root = self.world.process_at_rank(0);
        let n = self.size();
        let len = data.len() as i32;
        // An empty slice's address is its alignment, 1: Open MPI's MPI_IN_PLACE. Empty
        // buffers are given a real address.
        let one = [0u8; 1];
        let data = if data.is_empty() { &one[..0] } else { data };
        if self.rank() == 0 {
            let mut lens = vec![0i32; n];
            root.gather_into_root(&len, &mut lens[..]);
            let displs: Vec<i32> = lens
                .iter()
                .scan(0i32, |acc, &l| {
                    let d = *acc;
                    *acc += l;
                    Some(d)
                })
                .collect();
            let total: i32 = lens.iter().sum();
            let mut all = vec![0u8; total.max(1) as usize];
            {
                let mut part = mpi::datatype::PartitionMut::new(
                    &mut all[..total as usize],
                    &lens[..],
                    &displs[..],
                );
                root.gather_varcount_into_root(data, &mut part);
            }
            Some(
                displs
                    .iter()
                    .zip(&lens)
                    .map(|(&d, &l)| all[d as usize..(d + l) as usize].to_vec())
                    .collect(),
            )
        } else {
            root.gather_into(&len);
            root.gather_varcount_into(data);
            None
        }
    }

    fn broadcast(&mut self, data: &mut Vec<u8>) {
        let root = self.world.process_at_rank(0);
        let mut len = data.len() as u64;
        root.broadcast_into(&mut len);
        if len > 0 {
            // (Not an empty buffer: see `gather`.)
            data.resize(len as usize, 0);
            root.broadcast_into(&mut data[..]);
        } else {
            data.clear();
        }
    }
}

impl Drop for MpiTransport {
    fn drop(&mut self) {
        // Complete every send before its buffer goes (the search waits for them; this is
        // for a transport dropped early by a panic).
        while self.pending_sends() > 0 {
            std::thread::yield_now();
        }
        // And every receive posted before its buffer goes: a matched message is on its way.
        loop {
            self.test_receives();
            if self.incoming.iter().all(|m| m.done) {
                break;
            }
            std::thread::yield_now();
        }
    }
}
