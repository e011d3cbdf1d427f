//! Pointer encoding: a pointer is an (object id, offset) pair packed into one integer of the
//! target's pointer width, so that pointers live in registers and memory as plain integers,
//! `ptrtoint`/`inttoptr` round-trip exactly, and pointer arithmetic is integer arithmetic.
//!
//! - 64-bit targets: id in the high 32 bits, offset in the low 32 bits (objects up to 4 GiB).
//! - 32-bit targets: two address spaces share the 32 bits. Ids below 2048 ("large" objects)
//!   are `0 | id:11 | offset:20` (up to 1 MiB each); higher ids ("small" objects, up to
//!   4 KiB, which is what stack slots, list nodes and strings are) are
//!   `1 | (id - 2048):19 | offset:12`, so half a million small objects can be live at once.
//!
//! Object id 0 is the null object, so the null pointer is 0 and small integers cast to
//! pointers decode to "near null". Arithmetic that leaves an object and comes back is exact
//! (it is modular); a pointer that is dereferenced while outside its object decodes to a
//! neighbouring id with a large offset and is reported as out of bounds. (In the 32-bit small
//! space, an access more than 4 KiB past an object can land in a neighbouring live object.)

/// First id of the 32-bit small-object space.
const SMALL_BASE: u32 = 2048;
/// Offset bits of 32-bit small objects.
const SMALL_OFF_BITS: u32 = 12;

/// Encoder/decoder for one pointer width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PtrCodec {
    /// Bits of offset (of large objects on 32-bit targets).
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

    fn is32(&self) -> bool {
        self.mask != u64::MAX
    }

    /// Bytes of a pointer.
    pub fn ptr_bytes(&self) -> usize {
        if self.is32() { 4 } else { 8 }
    }

    /// Largest encodable object id.
    pub fn max_id(&self) -> u32 {
        if self.is32() {
            SMALL_BASE + (1 << (31 - SMALL_OFF_BITS)) - 1
        } else {
            u32::MAX
        }
    }

    /// Largest object size in bytes (of any object).
    pub fn max_size(&self) -> u64 {
        1u64 << self.off_bits
    }

    /// Largest size of an object with id `id`.
    #[inline]
    pub fn max_size_of(&self, id: u32) -> u64 {
        if self.is32() && id >= SMALL_BASE {
            1 << SMALL_OFF_BITS
        } else {
            1u64 << self.off_bits
        }
    }

    /// The ids that can hold objects larger than the small limit (`None`: all).
    pub fn large_id_limit(&self) -> Option<u32> {
        self.is32().then_some(SMALL_BASE)
    }

    /// Encodes (id, offset).
    #[inline(always)]
    pub fn encode(&self, id: u32, off: u64) -> u64 {
        if self.is32() && id >= SMALL_BASE {
            (0x8000_0000u64 | (u64::from(id - SMALL_BASE) << SMALL_OFF_BITS)).wrapping_add(off)
                & self.mask
        } else {
            ((u64::from(id) << self.off_bits).wrapping_add(off)) & self.mask
        }
    }

    /// Decodes into (id, offset).
    #[inline(always)]
    pub fn decode(&self, p: u64) -> (u32, u64) {
        if self.is32() {
            let p = p & 0xffff_ffff;
            if p & 0x8000_0000 != 0 {
                let id = SMALL_BASE + ((p & 0x7fff_ffff) >> SMALL_OFF_BITS) as u32;
                return (id, p & ((1 << SMALL_OFF_BITS) - 1));
            }
        }
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
        assert_eq!(c.decode(c.encode(3, 5)), (3, 5));
        assert_eq!(
            c.decode(c.encode(2047, (1 << 20) - 1)),
            (2047, (1 << 20) - 1)
        );
        assert_eq!(c.decode(c.encode(2048, 0)), (2048, 0));
        assert_eq!(c.decode(c.encode(c.max_id(), 4095)), (c.max_id(), 4095));
        assert_eq!(c.encode(c.max_id(), 4095), 0xffff_ffff);
        assert_eq!(c.max_size_of(5000), 4096);
        let p = c.encode(3000, 100);
        assert_eq!(c.decode(p.wrapping_sub(200).wrapping_add(200)), (3000, 100));
    }
}
