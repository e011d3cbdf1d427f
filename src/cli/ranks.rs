//! `pancam check --distributed` and swarms under `mpirun`: MPI set-up for the CLI, and the
//! same search with ranks that are threads of this process (`--ranks-in-process`). Without
//! the `mpi` feature, `--distributed` says how to build pancam with it.

use crate::bytecode::Program;
use crate::check::{CheckOptions, Checked, Prepared};
use crate::explore::distributed::{Transport, on_local_ranks};

/// Why MPI is not available in this build.
#[cfg(not(feature = "mpi"))]
const NO_MPI: &str = "this pancam was built without MPI: build it with \
    `cargo build --release --features mpi` (needs Open MPI: apt-get install libopenmpi-dev \
    openmpi-bin libclang-dev; README.md, \"Beyond one machine\")";

/// Whether this process is one of an MPI job's (`mpirun`), with a pancam built for MPI: a
/// swarm then spreads its runs over the ranks.
pub fn swarm_over_ranks() -> bool {
    #[cfg(feature = "mpi")]
    {
        crate::explore::mpi::launched_by_mpirun()
    }
    #[cfg(not(feature = "mpi"))]
    {
        false
    }
}

/// The ranks of a distributed check, seen from this process.
pub enum Ranks {
    /// This process is one rank of an MPI job.
    #[cfg(feature = "mpi")]
    Mpi {
        // Field order is drop order: the communicator is freed before MPI is finalised.
        comm: crate::explore::mpi::MpiTransport,
        mpi: crate::explore::mpi::Mpi,
    },
    /// All ranks are threads of this process; this thread is rank 0.
    InProcess(usize),
}

impl Ranks {
    /// Initialises MPI for `--distributed`.
    pub fn start() -> Result<Ranks, String> {
        #[cfg(feature = "mpi")]
        {
            let mpi = crate::explore::mpi::Mpi::init()
                .ok_or_else(|| "MPI was already initialised in this process".to_string())?;
            let comm = mpi.transport();
            Ok(Ranks::Mpi { comm, mpi })
        }
        #[cfg(not(feature = "mpi"))]
        {
            Err(format!("--distributed: {NO_MPI}"))
        }
    }

    /// `n` ranks as threads of this process.
    pub fn in_process(n: usize) -> Ranks {
        Ranks::InProcess(n)
    }

    /// Whether this process is rank 0 (which prints the report).
    pub fn is_root(&self) -> bool {
        match self {
            #[cfg(feature = "mpi")]
            Ranks::Mpi { mpi, .. } => mpi.rank() == 0,
            Ranks::InProcess(_) => true,
        }
    }

    /// Number of ranks.
    pub fn size(&self) -> usize {
        match self {
            #[cfg(feature = "mpi")]
            Ranks::Mpi { mpi, .. } => mpi.size(),
            Ranks::InProcess(n) => *n,
        }
    }

    /// Runs this rank's part of the distributed check: the report on rank 0, `None` elsewhere.
    /// In process, the other ranks are threads that build their own model of `prog`.
    pub fn check<'p>(
        &mut self,
        prog: &'p Program,
        prepared: Prepared<'p>,
        opts: &CheckOptions,
    ) -> Option<Checked<'p>> {
        match self {
            #[cfg(feature = "mpi")]
            Ranks::Mpi { comm, .. } => crate::check::run_distributed(prepared, opts, comm),
            Ranks::InProcess(n) => {
                // Rank 0 searches the model built already; the others build their own, as
                // separate processes would.
                let first = std::sync::Mutex::new(Some(prepared));
                Some(on_local_ranks(*n, |comm| {
                    let p = if comm.rank() == 0 {
                        first.lock().ok().and_then(|mut p| p.take())
                    } else {
                        None
                    };
                    let p = p.unwrap_or_else(|| {
                        crate::check::prepare(prog, opts)
                            .expect("the model builds as it did on rank 0")
                    });
                    crate::check::run_distributed(p, opts, comm)
                }))
            }
        }
    }

    /// The exit code of every rank: rank 0's `code`, sent to the others (so that `mpirun`
    /// exits with the verdict's code).
    pub fn exit_code(&mut self, code: i32) -> i32 {
        match self {
            #[cfg(feature = "mpi")]
            Ranks::Mpi { comm, .. } => {
                let mut b = code.to_le_bytes().to_vec();
                comm.broadcast(&mut b);
                b.get(..4)
                    .and_then(|x| <[u8; 4]>::try_from(x).ok())
                    .map_or(code, i32::from_le_bytes)
            }
            Ranks::InProcess(_) => code,
        }
    }
}
