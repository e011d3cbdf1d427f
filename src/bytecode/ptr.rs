//! Pointer encoding: a pointer is an (object id, offset) pair packed into one integer of the
//! target's pointer width, so that pointers live in registers and memory as plain integers,
//! `ptrtoint`/`inttoptr` round-trip exactly, and pointer arithmetic is integer arithmetic.
//!
//! - 64-bit targets: id in the high 32 bits, offset in the low 32 bits (objects up to 4 GiB).
//! - 32-bit targets: id in the high 12 bits, offset in the low 20 bits (at most 4095 live
//!   objects of up to 1 MiB each).
//!
//! Object id 0 is the null object, so the null pointer is 0 and small integers cast to
//! pointers decode to "near null". Arithmetic that leaves an object and comes back is exact
//! (it is modular); a pointer that is dereferenced while outside its object decodes to a
//! neighbouring id with a large offset and is reported as out of bounds.

/// Encoder/decoder for one pointer width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PtrCodec {
    /// Bits of offset.
    pub off_bits: u32,
    /// Mask of the pointer width (all ones for 64-bit).
    pub mask: u64,
}

impl PtrCodec {
    /// The codec for pointers of `ptr_size` bytes (4 or 8).
    pub fn new(ptr_size: u32) -> PtrCodec {
        if ptr_size == 4 {
            PtrCodec {
                off_bits: 20,
                mask: 0xffff_ffff,
            }
        } else {
            PtrCodec {
                off_bits: 32,
                mask: u64::MAX,
            }
        }
    }

    /// Largest encodable object id.
    pub fn max_id(&self) -> u32 {
        let id_bits = if self.mask == u64::MAX {
            32
        } else {
            32 - self.off_bits
        };
        if id_bits >= 32 {
            u32::MAX
        } else {
            (1u32 << id_bits) - 1
        }
    }

    /// Largest object size in bytes.
    pub fn max_size(&self) -> u64 {
        1u64 << self.off_bits
    }

    /// Encodes (id, offset).
    #[inline(always)]
    pub fn encode(&self, id: u32, off: u64) -> u64 {
        ((u64::from(id) << self.off_bits).wrapping_add(off)) & self.mask
    }

    /// Decodes into (id, offset).
    #[inline(always)]
    pub fn decode(&self, p: u64) -> (u32, u64) {
        let p = p & self.mask;
        (
            (p >> self.off_bits) as u32,
            p & ((1u64 << self.off_bits) - 1),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_64() {
        let c = PtrCodec::new(8);
        let p = c.encode(7, 12);
        assert_eq!(c.decode(p), (7, 12));
        // Leaving the object and coming back is exact.
        let q = p.wrapping_sub(100).wrapping_add(100);
        assert_eq!(c.decode(q), (7, 12));
        assert_eq!(c.decode(p.wrapping_sub(16)).0, 6);
        assert_eq!(c.encode(0, 0), 0);
    }

    #[test]
    fn round_trip_32() {
        let c = PtrCodec::new(4);
        assert_eq!(c.max_id(), 4095);
        let p = c.encode(4095, (1 << 20) - 1);
        assert_eq!(p, 0xffff_ffff);
        assert_eq!(c.decode(p), (4095, (1 << 20) - 1));
        assert_eq!(c.decode(c.encode(3, 5)), (3, 5));
    }
}
