//! Exact decimal formatting of binary floating-point values `m * 2^e` (used for
//! `long double` conversions in `printf`, where Rust's formatter cannot help): the value's
//! exact decimal expansion is computed with a small bignum, then rounded half-to-even at the
//! requested digit, as glibc does in the default rounding mode.

/// Exact decimal digits of `m * 2^e`: returns (digits without leading zeros, or "0"; and
/// the power of ten of the last digit), i.e. value = digits × 10^pow.
pub fn exact(m: u128, e: i32) -> (Vec<u8>, i32) {
    if m == 0 {
        return (b"0".to_vec(), 0);
    }
    // Little-endian base-1e9 limbs.
    let mut limbs: Vec<u32> = Vec::new();
    let mut x = m;
    while x > 0 {
        limbs.push((x % 1_000_000_000) as u32);
        x /= 1_000_000_000;
    }
    let mul = |limbs: &mut Vec<u32>, k: u32| {
        let mut carry = 0u64;
        for l in limbs.iter_mut() {
            let v = u64::from(*l) * u64::from(k) + carry;
            *l = (v % 1_000_000_000) as u32;
            carry = v / 1_000_000_000;
        }
        while carry > 0 {
            limbs.push((carry % 1_000_000_000) as u32);
            carry /= 1_000_000_000;
        }
    };
    let pow = if e >= 0 { 0 } else { e };
    if e >= 0 {
        let mut k = e;
        while k >= 29 {
            mul(&mut limbs, 1 << 29);
            k -= 29;
        }
        mul(&mut limbs, 1 << k);
    } else {
        let mut k = -e;
        while k >= 13 {
            mul(&mut limbs, 1_220_703_125); // 5^13
            k -= 13;
        }
        mul(&mut limbs, 5u32.pow(k as u32));
    }
    let mut s = String::new();
    for (i, l) in limbs.iter().rev().enumerate() {
        if i == 0 {
            s.push_str(&l.to_string());
        } else {
            s.push_str(&format!("{l:09}"));
        }
    }
    (s.into_bytes(), pow)
}

/// Rounds a digit string to its first `keep` digits, half to even on the exact tail.
/// Returns the kept digits (possibly one longer after a carry, e.g. 999 → 1000).
fn round(d: &[u8], keep: usize) -> Vec<u8> {
    if keep >= d.len() {
        return d.to_vec();
    }
    let mut out = d[..keep].to_vec();
    let first = d[keep];
    let rest_zero = d[keep + 1..].iter().all(|&c| c == b'0');
    let last_odd = out.last().map(|c| (c - b'0') % 2 == 1).unwrap_or(false);
    let up = first > b'5' || (first == b'5' && (!rest_zero || last_odd));
    if up {
        let mut i = out.len();
        loop {
            if i == 0 {
                out.insert(0, b'1');
                break;
            }
            i -= 1;
            if out[i] == b'9' {
                out[i] = b'0';
            } else {
                out[i] += 1;
                break;
            }
        }
    }
    out
}

/// `%f` with `prec` fractional digits of the value digits × 10^pow (non-negative).
pub fn fixed(d: &[u8], pow: i32, prec: usize, alt: bool) -> String {
    // Scale to an integer count of 10^-prec units: digits × 10^(pow + prec).
    let shift = pow + prec as i32;
    let units: Vec<u8> = if shift >= 0 {
        let mut v = d.to_vec();
        v.extend(std::iter::repeat_n(b'0', shift as usize));
        v
    } else {
        let drop = (-shift) as usize;
        if drop > d.len() {
            // Less than half a unit unless exactly... value < 10^-prec * 10^-(drop - len).
            let mut padded = vec![b'0'; drop - d.len() + 1];
            padded.extend_from_slice(d);
            let keep = padded.len() - drop;
            round(&padded, keep)
        } else {
            let mut padded = vec![b'0'];
            padded.extend_from_slice(d);
            let keep = padded.len() - drop;
            round(&padded, keep)
        }
    };
    let mut u: Vec<u8> = units;
    while u.len() > 1 && u[0] == b'0' {
        u.remove(0);
    }
    while u.len() <= prec {
        u.insert(0, b'0');
    }
    let int_len = u.len() - prec;
    let mut s = String::from_utf8(u[..int_len].to_vec()).unwrap_or_default();
    if prec > 0 || alt {
        s.push('.');
    }
    s.push_str(std::str::from_utf8(&u[int_len..]).unwrap_or(""));
    s
}

/// `%e` digits: `prec + 1` significant digits and the decimal exponent.
pub fn sci(d: &[u8], pow: i32, prec: usize) -> (Vec<u8>, i32) {
    if d == b"0" {
        return (vec![b'0'; prec + 1], 0);
    }
    let mut r = round(d, prec + 1);
    let mut exp = pow + d.len() as i32 - 1;
    if r.len() > prec + 1 {
        r.truncate(prec + 1);
        exp += 1;
    }
    while r.len() < prec + 1 {
        r.push(b'0');
    }
    (r, exp)
}

/// `%e` text.
pub fn exp_text(d: &[u8], pow: i32, prec: usize, upper: bool, alt: bool) -> String {
    let (r, exp) = sci(d, pow, prec);
    let mut s = String::new();
    s.push(r[0] as char);
    if prec > 0 || alt {
        s.push('.');
    }
    s.push_str(std::str::from_utf8(&r[1..]).unwrap_or(""));
    s.push(if upper { 'E' } else { 'e' });
    s.push(if exp < 0 { '-' } else { '+' });
    s.push_str(&format!("{:02}", exp.abs()));
    s
}

fn strip(s: &mut String) {
    if s.contains('.') {
        while s.ends_with('0') {
            s.pop();
        }
        if s.ends_with('.') {
            s.pop();
        }
    }
}

/// `%g` text, as glibc prints it. Standard C: with P significant digits and X the exponent
/// of the value rounded to P digits, use fixed notation with P-1-X decimals if P > X ≥ -4,
/// else exponential with P-1 decimals. glibc differs in one case, reproduced here: when the
/// unrounded value is in the fixed range but rounding carries it to 10^P (e.g. `%#g` of
/// 999999.5), it prints the exponential form with no decimals (`1.e+06`).
pub fn general(d: &[u8], pow: i32, prec: usize, upper: bool, alt: bool) -> String {
    let p = prec.max(1);
    let zero = d == b"0";
    let x0 = if zero { 0 } else { pow + d.len() as i32 - 1 };
    let x = if zero { 0 } else { sci(d, pow, p - 1).1 };
    let e = if upper { 'E' } else { 'e' };
    if !zero && x0 < p as i32 && x0 >= -4 && x == p as i32 {
        return format!("1{}{e}+{:02}", if alt { "." } else { "" }, x);
    }
    if x < p as i32 && x >= -4 {
        let mut s = fixed(d, pow, (p as i32 - 1 - x) as usize, alt);
        if !alt {
            strip(&mut s);
        }
        s
    } else {
        let (r, exp) = sci(d, pow, p - 1);
        let mut m = String::new();
        m.push(r[0] as char);
        if p > 1 || alt {
            m.push('.');
            m.push_str(std::str::from_utf8(&r[1..]).unwrap_or(""));
        }
        if !alt {
            strip(&mut m);
        }
        format!("{m}{e}{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
    }
}

/// Exact digits of a finite, non-negative f64 (see [`exact`]).
pub fn of_f64(x: f64) -> (Vec<u8>, i32) {
    let b = x.to_bits();
    let e = ((b >> 52) & 0x7ff) as i32;
    let f = b & ((1u64 << 52) - 1);
    if e == 0 {
        exact(u128::from(f), -1074)
    } else {
        exact(u128::from(f | (1 << 52)), e - 1075)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(x: f64) -> (Vec<u8>, i32) {
        of_f64(x)
    }

    #[test]
    fn matches_rust_exact_formatting() {
        for x in [
            0.1,
            1.0,
            2.5,
            0.5,
            1.5,
            123456.789,
            1e-7,
            9.999999e22,
            1e300,
            5e-324,
            0.125,
            999999.5,
            3.0e-5,
            7.0,
        ] {
            let (d, p) = of(x);
            for prec in [0usize, 1, 2, 6, 10, 20] {
                assert_eq!(
                    fixed(&d, p, prec, false),
                    format!("{x:.prec$}"),
                    "{x} {prec}"
                );
                let e = format!("{x:.prec$e}");
                let (m, ex) = e.split_once('e').unwrap();
                let ex: i32 = ex.parse().unwrap();
                let want = format!("{m}e{}{:02}", if ex < 0 { '-' } else { '+' }, ex.abs());
                assert_eq!(exp_text(&d, p, prec, false, false), want, "{x} {prec}");
            }
        }
    }

    #[test]
    fn general_format() {
        let (d, p) = of(100000.0);
        assert_eq!(general(&d, p, 6, false, false), "100000");
        let (d, p) = of(1000000.0);
        assert_eq!(general(&d, p, 6, false, false), "1e+06");
        let (d, p) = of(0.0001);
        assert_eq!(general(&d, p, 6, false, false), "0.0001");
        let (d, p) = of(0.00001);
        assert_eq!(general(&d, p, 6, false, false), "1e-05");
        let (d, p) = exact(0, 0);
        assert_eq!(general(&d, p, 6, false, false), "0");
    }
}
