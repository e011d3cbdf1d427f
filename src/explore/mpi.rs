//! The MPI transport of the distributed search and of swarms over ranks (the `mpi` cargo
//! feature): Open MPI through rsmpi.
//!
//! Point-to-point messages are byte vectors sent with `MPI_Issend` (non-blocking,
//! synchronous mode: a send completes once the receiver has matched it, which the
//! quiescence phase of [`super::distributed`] relies on) and received by probing
//! (`MPI_Improbe`, matched receive). The tag of a message is its kind. Only the thread that
//! initialised MPI calls it (`MPI_THREAD_FUNNELED`).

use super::distributed::Transport;
use mpi::collective::{CommunicatorCollectives, Root};
use mpi::ffi;
use mpi::point_to_point::{MatchedReceiveVec, Source};
use mpi::raw::AsRaw;
use mpi::request::Request;
use mpi::topology::{Communicator, SimpleCommunicator};

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
    barrier: Option<Request<'static, ()>>,
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
        self.inflight.retain_mut(|(_, req)| {
            let mut flag = 0;
            // SAFETY: `req` is an active request returned by `MPI_Issend`; a completed
            // request is removed (its buffer dropped) and never tested again.
            let rc = unsafe { ffi::MPI_Test(req, &mut flag, ffi::RSMPI_STATUS_IGNORE) };
            assert_eq!(rc, 0, "MPI_Test failed");
            flag == 0
        });
        self.inflight.len()
    }

    fn try_recv(&mut self) -> Option<(usize, u8, Vec<u8>)> {
        let probed = self.world.any_process().immediate_matched_probe()?;
        let (data, status) = probed.matched_receive_vec::<u8>();
        Some((status.source_rank() as usize, status.tag() as u8, data))
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

    fn barrier_done(&mut self) -> bool {
        match self.barrier.take() {
            None => true,
            Some(r) => match r.test() {
                Ok(_) => true,
                Err(r) => {
                    self.barrier = Some(r);
                    false
                }
            },
        }
    }

    fn gather(&mut self, data: &[u8]) -> Option<Vec<Vec<u8>>> {
        let root = self.world.process_at_rank(0);
        let n = self.size();
        let len = data.len() as i32;
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
            let mut all = vec![0u8; total as usize];
            {
                let mut part =
                    mpi::datatype::PartitionMut::new(&mut all[..], &lens[..], &displs[..]);
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
        data.resize(len as usize, 0);
        root.broadcast_into(&mut data[..]);
    }
}

impl Drop for MpiTransport {
    fn drop(&mut self) {
        // Complete every send before its buffer goes (the search waits for them; this is
        // for a transport dropped early by a panic).
        while self.pending_sends() > 0 {
            std::thread::yield_now();
        }
    }
}
