//! Conversions between `f64` (how the VM carries `x86_fp80`, `fp128` and `half` values in
//! registers) and their in-memory encodings.
//!
//! `long double` arithmetic is therefore done in double precision: programs that print
//! `long double` results with more than ~15 significant digits can differ from native runs.
//! This is a documented limitation.

/// Encodes `v` as an x87 80-bit extended value (10 bytes, little-endian).
pub fn f64_to_x87(v: f64) -> [u8; 10] {
    let bits = v.to_bits();
    let sign = (bits >> 63) as u16;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (e, m): (u16, u64) = if exp == 0 && frac == 0 {
        (0, 0)
    } else if exp == 0x7ff {
        if frac == 0 {
            (0x7fff, 1 << 63)
        } else {
            (0x7fff, (1 << 63) | (1 << 62) | (frac << 11))
        }
    } else if exp == 0 {
        let lz = frac.leading_zeros() as i32;
        let m = frac << lz;
        ((63 - 1074 - lz + 16383) as u16, m)
    } else {
        ((exp - 1023 + 16383) as u16, (1 << 63) | (frac << 11))
    };
    let mut out = [0u8; 10];
    out[..8].copy_from_slice(&m.to_le_bytes());
    out[8..].copy_from_slice(&((sign << 15) | e).to_le_bytes());
    out
}

fn scale(mut x: f64, mut e: i32) -> f64 {
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
    }
    x * 2f64.powi(e)
}

/// Decodes an x87 80-bit extended value (at least 10 bytes) to the nearest `f64`.
pub fn x87_to_f64(b: &[u8]) -> f64 {
    let mut mb = [0u8; 8];
    mb.copy_from_slice(&b[..8]);
    let m = u64::from_le_bytes(mb);
    let se = u16::from_le_bytes([b[8], b[9]]);
    let neg = se >> 15 == 1;
    let e = i32::from(se & 0x7fff);
    let v = if e == 0x7fff {
        if m << 1 == 0 { f64::INFINITY } else { f64::NAN }
    } else if m == 0 {
        0.0
    } else {
        scale(m as f64, e - 16383 - 63)
    };
    if neg { -v } else { v }
}

/// Encodes `v` as an IEEE binary128 value (16 bytes, little-endian).
pub fn f64_to_f128(v: f64) -> [u8; 16] {
    let bits = v.to_bits();
    let sign = u128::from(bits >> 63);
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = u128::from(bits & ((1u64 << 52) - 1));
    let (e, f): (u128, u128) = if exp == 0 && frac == 0 {
        (0, 0)
    } else if exp == 0x7ff {
        (
            0x7fff,
            if frac == 0 {
                0
            } else {
                (1 << 111) | (frac << 60)
            },
        )
    } else if exp == 0 {
        let lz = (frac as u64).leading_zeros() as i32; // leading one at bit 63 - lz
        let top = 63 - lz; // position of the leading one
        let rest = frac & ((1u128 << top) - 1);
        ((top - 1074 + 16383) as u128, rest << (112 - top))
    } else {
        ((exp - 1023 + 16383) as u128, frac << 60)
    };
    ((sign << 127) | (e << 112) | f).to_le_bytes()
}

/// Decodes an IEEE binary128 value (at least 16 bytes) to the nearest `f64`.
pub fn f128_to_f64(b: &[u8]) -> f64 {
    let mut a = [0u8; 16];
    a.copy_from_slice(&b[..16]);
    let x = u128::from_le_bytes(a);
    let neg = x >> 127 == 1;
    let e = ((x >> 112) & 0x7fff) as i32;
    let f = x & ((1u128 << 112) - 1);
    let v = if e == 0x7fff {
        if f == 0 { f64::INFINITY } else { f64::NAN }
    } else if e == 0 && f == 0 {
        0.0
    } else {
        let (m, e2) = if e == 0 {
            (f, -16382 - 112)
        } else {
            (f | (1u128 << 112), e - 16383 - 112)
        };
        // Keep the top 64 significant bits (with a sticky bit) and scale.
        let lz = m.leading_zeros() as i32;
        let shift = 128 - lz - 64;
        if shift > 0 {
            let top = (m >> shift) as u64;
            let sticky = u64::from(m & ((1u128 << shift) - 1) != 0);
            scale((top | sticky) as f64, e2 + shift)
        } else {
            scale(m as u64 as f64, e2)
        }
    };
    if neg { -v } else { v }
}

/// Converts `v` to IEEE binary16 bits (round to nearest even, via `f32`).
pub fn f64_to_f16(v: f64) -> u16 {
    let x = (v as f32).to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let frac = x & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if frac != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = frac | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rem = m & ((1 << shift) - 1);
        let mut r = m >> shift;
        if rem > half || (rem == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let rem = frac & 0x1fff;
    let mut r = ((e as u32) << 10) | (frac >> 13);
    if rem > 0x1000 || (rem == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

/// Converts IEEE binary16 bits to `f64` (exact).
pub fn f16_to_f64(h: u16) -> f64 {
    let neg = h >> 15 == 1;
    let e = i32::from((h >> 10) & 0x1f);
    let f = f64::from(h & 0x3ff);
    let v = if e == 0x1f {
        if f == 0.0 { f64::INFINITY } else { f64::NAN }
    } else if e == 0 {
        f * 2f64.powi(-24)
    } else {
        (1.0 + f / 1024.0) * 2f64.powi(e - 15)
    };
    if neg { -v } else { v }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x87_round_trip() {
        for v in [
            0.0,
            -0.0,
            1.0,
            -2.5,
            1e300,
            1e-300,
            5e-324,
            f64::INFINITY,
            std::f64::consts::PI,
        ] {
            let b = f64_to_x87(v);
            assert_eq!(x87_to_f64(&b).to_bits(), v.to_bits(), "{v}");
        }
        // 1.0 is 0x3FFF 8000000000000000.
        assert_eq!(f64_to_x87(1.0), [0, 0, 0, 0, 0, 0, 0, 0x80, 0xff, 0x3f]);
        assert!(x87_to_f64(&f64_to_x87(f64::NAN)).is_nan());
    }

    #[test]
    fn f128_round_trip() {
        for v in [0.0, 1.0, -2.5, 1e300, 1e-300, 5e-324, f64::INFINITY, 0.1] {
            let b = f64_to_f128(v);
            assert_eq!(f128_to_f64(&b).to_bits(), v.to_bits(), "{v}");
        }
        let one = u128::from_le_bytes(f64_to_f128(1.0));
        assert_eq!(one, 0x3fff_u128 << 112);
    }

    #[test]
    fn half() {
        for v in [
            0.0,
            1.0,
            -2.5,
            65504.0,
            6.103515625e-05,
            5.960464477539063e-8,
        ] {
            assert_eq!(f16_to_f64(f64_to_f16(v)), v);
        }
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(1e6), 0x7c00);
    }
}
