//! A HyperLogLog sketch (Flajolet, Fusy, Gandouet and Meunier, "HyperLogLog: the analysis of
//! a near-optimal cardinality estimation algorithm", 2007), shared by concurrent searches: it
//! estimates how many *distinct* states several searches stored together (swarm
//! verification, where each search has its own visited set and their union is what was
//! covered) in 2^14 bytes, with a standard error of about 1.04 / 2^7 ≈ 0.8%.
//!
//! Each state adds the 64-bit hash of its matched bytes: the top 14 bits pick a register,
//! which keeps the largest rank (position of the first set bit, from 1) of the remaining bits.
//! Registers are atomic and only grow (`fetch_max`), so adding from many threads needs no
//! lock and the result does not depend on the order. The estimate uses the small-range
//! correction of the paper (linear counting while many registers are still zero).

use std::sync::atomic::{AtomicU8, Ordering};

/// log2 of the number of registers.
const P: u32 = 14;
const M: usize = 1 << P;

/// The sketch. See the module documentation.
#[derive(Debug)]
pub struct Sketch {
    regs: Box<[AtomicU8]>,
}

impl Default for Sketch {
    fn default() -> Self {
        Sketch {
            regs: (0..M).map(|_| AtomicU8::new(0)).collect(),
        }
    }
}

impl Sketch {
    /// Adds an element by its 64-bit hash (a good one: the bits must look independent).
    #[inline]
    pub fn add(&self, h: u64) {
        let i = (h >> (64 - P)) as usize;
        let rest = h << P;
        // The rank of the first set bit among the 64 - P others (all zero: 64 - P + 1).
        let rank = (rest.leading_zeros().min(64 - P) + 1) as u8;
        let r = &self.regs[i];
        if r.load(Ordering::Relaxed) < rank {
            r.fetch_max(rank, Ordering::Relaxed);
        }
    }

    /// The registers, to merge into another process's sketch ([`Sketch::merge`]).
    pub fn registers(&self) -> Vec<u8> {
        self.regs
            .iter()
            .map(|r| r.load(Ordering::Relaxed))
            .collect()
    }

    /// Adds the elements another sketch counted (its [`Sketch::registers`]): the union.
    /// Registers beyond this sketch's are ignored.
    pub fn merge(&self, regs: &[u8]) {
        for (r, &v) in self.regs.iter().zip(regs) {
            r.fetch_max(v, Ordering::Relaxed);
        }
    }

    /// The estimated number of distinct elements added.
    pub fn estimate(&self) -> f64 {
        let m = M as f64;
        let mut sum = 0.0;
        let mut zeros = 0usize;
        for r in self.regs.iter() {
            let v = r.load(Ordering::Relaxed);
            sum += 2f64.powi(-i32::from(v));
            zeros += usize::from(v == 0);
        }
        let alpha = 0.7213 / (1.0 + 1.079 / m);
        let raw = alpha * m * m / sum;
        if raw <= 2.5 * m && zeros > 0 {
            // Linear counting: exact-ish while the registers are sparse.
            m * (m / zeros as f64).ln()
        } else {
            raw
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::store::hash64;

    fn estimate_of(n: u64, repeat: u64) -> f64 {
        let s = Sketch::default();
        for _ in 0..repeat {
            for i in 0..n {
                s.add(hash64(&i.to_le_bytes()));
            }
        }
        s.estimate()
    }

    #[test]
    fn estimates_are_within_a_few_percent() {
        for n in [0u64, 1, 10, 1_000, 20_000, 100_000, 1_000_000] {
            let e = estimate_of(n, 1);
            let err = (e - n as f64).abs() / (n as f64).max(1.0);
            assert!(err < 0.03, "{n} elements estimated as {e:.0}");
        }
    }

    #[test]
    fn duplicates_do_not_count() {
        let once = estimate_of(5_000, 1);
        let thrice = estimate_of(5_000, 3);
        assert_eq!(once, thrice);
    }

    #[test]
    fn merged_sketches_count_the_union() {
        let (a, b) = (Sketch::default(), Sketch::default());
        for i in 0..60_000u64 {
            a.add(hash64(&i.to_le_bytes()));
        }
        for i in 30_000..90_000u64 {
            b.add(hash64(&i.to_le_bytes()));
        }
        a.merge(&b.registers());
        let e = a.estimate();
        assert!((e - 90_000.0).abs() / 90_000.0 < 0.03, "{e}");
    }

    #[test]
    fn union_of_overlapping_sets() {
        // Two "searches" that share half their states: the sketch counts the union.
        let s = Sketch::default();
        for i in 0..60_000u64 {
            s.add(hash64(&i.to_le_bytes()));
        }
        for i in 30_000..90_000u64 {
            s.add(hash64(&i.to_le_bytes()));
        }
        let e = s.estimate();
        assert!((e - 90_000.0).abs() / 90_000.0 < 0.03, "{e}");
    }
}
