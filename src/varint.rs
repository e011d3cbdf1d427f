//! LEB128 variable-length integers: the byte format of the VM's state codec
//! (`vm::codec`) and of the distributed search's messages (`explore::distributed::wire`).
//! Unsigned values are LEB128; signed ones zig-zag first, so that small magnitudes of
//! either sign are short.

/// Appends `v` as an unsigned LEB128 varint.
#[inline]
pub fn put_u64(out: &mut Vec<u8>, v: u64) {
    if v < 0x80 {
        out.push(v as u8);
        return;
    }
    put_u128(out, u128::from(v));
}

/// Appends `v` as an unsigned LEB128 varint (up to 19 bytes).
#[inline]
pub fn put_u128(out: &mut Vec<u8>, mut v: u128) {
    let mut buf = [0u8; 19];
    let mut n = 0;
    while v >= 0x80 {
        buf[n] = v as u8 | 0x80;
        v >>= 7;
        n += 1;
    }
    buf[n] = v as u8;
    out.extend_from_slice(&buf[..=n]);
}

/// Appends `v` zig-zag encoded (small magnitudes, either sign, are short).
#[inline]
pub fn put_i128(out: &mut Vec<u8>, v: i128) {
    put_u128(out, ((v << 1) ^ (v >> 127)) as u128);
}

/// Appends `v` zig-zag encoded.
#[inline]
pub fn put_i64(out: &mut Vec<u8>, v: i64) {
    put_u64(out, ((v << 1) ^ (v >> 63)) as u64);
}

/// Reads an unsigned varint of at most 64 bits at `b[*pos..]`, advancing `pos`; `None` if
/// it is truncated or too long.
#[inline]
pub fn get_u64(b: &[u8], pos: &mut usize) -> Option<u64> {
    let mut x = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = *b.get(*pos)?;
        *pos += 1;
        x |= u64::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return Some(x);
        }
    }
    None
}

/// Reads a zig-zag encoded `i64` ([`put_i64`]).
#[inline]
pub fn get_i64(b: &[u8], pos: &mut usize) -> Option<i64> {
    let u = get_u64(b, pos)?;
    Some(((u >> 1) as i64) ^ -((u & 1) as i64))
}
