//! `printf`-family formatting with glibc's output for the conversions C programs use:
//! `d i u x X o c s p n f F e E g G a A %`, flags `- + space # 0`, width and precision
//! (including `*`), and length modifiers `hh h l ll L q j z t`.
//!
//! Arguments come from an [`ArgSource`]: the call's registers, or a `va_list` in memory.
//! Tests compare the output with the host C library's `snprintf`.

use crate::vm::memory::{Fault, Memory};

/// Where conversion arguments come from.
pub trait ArgSource {
    /// The next integer argument of `size` bytes (1..=8), zero-extended.
    fn int(&mut self, mem: &Memory, size: u32) -> Result<u64, Fault>;
    /// The next `double` argument.
    fn f64(&mut self, mem: &Memory) -> Result<f64, Fault>;
    /// The next `long double` argument: its x87 80-bit image.
    fn fext(&mut self, mem: &Memory) -> Result<u128, Fault>;
    /// The next pointer argument.
    fn ptr(&mut self, mem: &Memory) -> Result<u64, Fault>;
}

/// A `%n` request: where to store how many bytes were produced so far.
pub struct NWrite {
    /// The pointer argument.
    pub ptr: u64,
    /// Size of the pointee in bytes.
    pub size: u32,
    /// The count.
    pub value: u64,
}

#[derive(Default, Clone, Copy)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: Option<usize>,
    prec: Option<usize>,
}

fn pad(out: &mut Vec<u8>, body: &[u8], sp: &Spec, numeric_zero: bool) {
    let w = sp.width.unwrap_or(0);
    if body.len() >= w {
        out.extend_from_slice(body);
        return;
    }
    let fill = w - body.len();
    if sp.left {
        out.extend_from_slice(body);
        out.extend(std::iter::repeat_n(b' ', fill));
    } else if numeric_zero {
        // Zeros go after the sign and any 0x prefix.
        let mut split = 0;
        if matches!(body.first(), Some(b'-' | b'+' | b' ')) {
            split = 1;
        }
        if body.len() >= split + 2 && body[split] == b'0' && matches!(body[split + 1], b'x' | b'X')
        {
            split += 2;
        }
        out.extend_from_slice(&body[..split]);
        out.extend(std::iter::repeat_n(b'0', fill));
        out.extend_from_slice(&body[split..]);
    } else {
        out.extend(std::iter::repeat_n(b' ', fill));
        out.extend_from_slice(body);
    }
}

fn fmt_int(v: u64, neg: bool, base: u32, upper: bool, sp: &Spec, signed: bool) -> (Vec<u8>, bool) {
    let mut digits = if v == 0 && sp.prec == Some(0) {
        Vec::new()
    } else {
        let s = match base {
            8 => format!("{v:o}"),
            16 if upper => format!("{v:X}"),
            16 => format!("{v:x}"),
            _ => format!("{v}"),
        };
        s.into_bytes()
    };
    if let Some(p) = sp.prec {
        while digits.len() < p {
            digits.insert(0, b'0');
        }
    }
    if base == 8 && sp.alt && digits.first() != Some(&b'0') {
        digits.insert(0, b'0');
    }
    let mut body = Vec::with_capacity(digits.len() + 2);
    if signed {
        if neg {
            body.push(b'-');
        } else if sp.plus {
            body.push(b'+');
        } else if sp.space {
            body.push(b' ');
        }
    }
    if base == 16 && sp.alt && v != 0 {
        body.extend_from_slice(if upper { b"0X" } else { b"0x" });
    }
    body.extend_from_slice(&digits);
    (body, sp.zero && !sp.left && sp.prec.is_none())
}

/// `%e` digits for `x` (finite, non-negative) with `prec` fractional digits: (mantissa, exp).
fn exp_parts(x: f64, prec: usize) -> (String, i32) {
    let s = format!("{x:.prec$e}");
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    (m.to_string(), e.parse().unwrap_or(0))
}

fn fmt_exp(x: f64, prec: usize, upper: bool, alt: bool) -> String {
    let (mut m, e) = exp_parts(x, prec);
    if alt && prec == 0 {
        m.push('.');
    }
    let sign = if e < 0 { '-' } else { '+' };
    let s = format!("{m}{}{sign}{:02}", if upper { 'E' } else { 'e' }, e.abs());
    s
}

fn fmt_hex_float(x: f64, prec: Option<usize>, upper: bool) -> String {
    if x == 0.0 {
        let mut s = String::from("0x0");
        if let Some(p) = prec.filter(|&p| p > 0) {
            s.push('.');
            s.push_str(&"0".repeat(p));
        }
        s.push_str("p+0");
        return if upper { s.to_uppercase() } else { s };
    }
    let bits = x.to_bits();
    let mut exp = ((bits >> 52) & 0x7ff) as i32;
    let mut mant = bits & ((1u64 << 52) - 1);
    let lead;
    if exp == 0 {
        // Subnormal: glibc prints 0x0.xxxp-1022.
        lead = 0;
        exp = -1022;
    } else {
        lead = 1;
        exp -= 1023;
    }
    let mut lead_digit = lead;
    let mut digits = format!("{mant:013x}");
    if let Some(p) = prec {
        if p < 13 {
            // Round to nearest even at p hex digits.
            let shift = (13 - p) * 4;
            let rem = mant & ((1u64 << shift) - 1);
            let half = 1u64 << (shift - 1);
            mant >>= shift;
            if rem > half || (rem == half && mant & 1 == 1) {
                mant += 1;
                if p == 0 || mant >> (p * 4) != 0 {
                    mant &= if p == 0 { 0 } else { (1u64 << (p * 4)) - 1 };
                    lead_digit += 1;
                }
            }
            digits = if p == 0 {
                String::new()
            } else {
                format!("{mant:0width$x}", width = p)
            };
        } else {
            digits.push_str(&"0".repeat(p - 13));
        }
    } else {
        while digits.ends_with('0') {
            digits.pop();
        }
    }
    let mut s = format!("0x{lead_digit}");
    if !digits.is_empty() {
        s.push('.');
        s.push_str(&digits);
    }
    s.push_str(&format!(
        "p{}{}",
        if exp < 0 { '-' } else { '+' },
        exp.abs()
    ));
    if upper { s.to_uppercase() } else { s }
}

/// A `long double` (x87 image) formatted exactly.
fn fmt_x87(bits: u128, conv: u8, sp: &Spec) -> (Vec<u8>, bool) {
    use super::decimal;
    use crate::bytecode::op::FTy;
    let upper = conv.is_ascii_uppercase();
    let (neg, class) = crate::vm::xfloat::decompose(bits, FTy::X87);
    let mut body = String::new();
    if neg {
        body.push('-');
    } else if sp.plus {
        body.push('+');
    } else if sp.space {
        body.push(' ');
    }
    let (m, e) = match class {
        Err(nan) => {
            let t = if nan { "nan" } else { "inf" };
            body.push_str(&if upper {
                t.to_uppercase()
            } else {
                t.to_string()
            });
            return (body.into_bytes(), false);
        }
        Ok(me) => me,
    };
    if matches!(conv, b'a' | b'A') {
        // Hex float of long double: print via double (glibc prints 0xc.…p form; rare).
        let x = crate::vm::xfloat::to_f64(bits, FTy::X87).abs();
        body.push_str(&fmt_hex_float(x, sp.prec, upper));
        return (body.into_bytes(), sp.zero && !sp.left);
    }
    let (d, p) = decimal::exact(m, e);
    let prec = sp.prec.unwrap_or(6);
    body.push_str(&match conv.to_ascii_lowercase() {
        b'f' => decimal::fixed(&d, p, prec, sp.alt),
        b'e' => decimal::exp_text(&d, p, prec, upper, sp.alt),
        _ => decimal::general(&d, p, prec, upper, sp.alt),
    });
    (body.into_bytes(), sp.zero && !sp.left)
}

fn fmt_float(x: f64, conv: u8, sp: &Spec) -> (Vec<u8>, bool) {
    let upper = conv.is_ascii_uppercase();
    let neg = x.is_sign_negative();
    let ax = x.abs();
    let mut body = String::new();
    if neg {
        body.push('-');
    } else if sp.plus {
        body.push('+');
    } else if sp.space {
        body.push(' ');
    }
    if !x.is_finite() {
        let t = if x.is_nan() { "nan" } else { "inf" };
        body.push_str(&if upper {
            t.to_uppercase()
        } else {
            t.to_string()
        });
        return (body.into_bytes(), false);
    }
    let prec = sp.prec.unwrap_or(6);
    let digits = match conv.to_ascii_lowercase() {
        b'f' => {
            let mut s = format!("{ax:.prec$}");
            if sp.alt && prec == 0 {
                s.push('.');
            }
            s
        }
        b'e' => fmt_exp(ax, prec, upper, sp.alt),
        b'g' => {
            let (d, p) = super::decimal::of_f64(ax);
            super::decimal::general(&d, p, prec, upper, sp.alt)
        }
        _ => fmt_hex_float(ax, sp.prec, upper),
    };
    body.push_str(&digits);
    (body.into_bytes(), sp.zero && !sp.left)
}

/// Formats `fmt` with arguments from `args`. Returns the bytes and any `%n` stores.
pub fn format(
    fmt: &[u8],
    args: &mut dyn ArgSource,
    mem: &Memory,
    ptr_size: u32,
) -> Result<(Vec<u8>, Vec<NWrite>), Fault> {
    let mut out = Vec::with_capacity(fmt.len() + 16);
    let mut nwrites = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        if c != b'%' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        let mut sp = Spec::default();
        while i < fmt.len() {
            match fmt[i] {
                b'-' => sp.left = true,
                b'+' => sp.plus = true,
                b' ' => sp.space = true,
                b'#' => sp.alt = true,
                b'0' => sp.zero = true,
                _ => break,
            }
            i += 1;
        }
        if i < fmt.len() && fmt[i] == b'*' {
            let w = args.int(mem, 4)? as u32 as i32;
            if w < 0 {
                sp.left = true;
            }
            sp.width = Some(w.unsigned_abs() as usize);
            i += 1;
        } else {
            let mut w = 0usize;
            let mut any = false;
            while i < fmt.len() && fmt[i].is_ascii_digit() {
                w = w
                    .saturating_mul(10)
                    .saturating_add(usize::from(fmt[i] - b'0'));
                any = true;
                i += 1;
            }
            if any {
                sp.width = Some(w.min(1 << 20));
            }
        }
        if i < fmt.len() && fmt[i] == b'.' {
            i += 1;
            if i < fmt.len() && fmt[i] == b'*' {
                let p = args.int(mem, 4)? as u32 as i32;
                sp.prec = if p < 0 { None } else { Some(p as usize) };
                i += 1;
            } else {
                let mut p = 0usize;
                while i < fmt.len() && fmt[i].is_ascii_digit() {
                    p = p
                        .saturating_mul(10)
                        .saturating_add(usize::from(fmt[i] - b'0'));
                    i += 1;
                }
                sp.prec = Some(p.min(1 << 20));
            }
        }
        // Length modifier → argument size in bytes.
        let (mut hcount, mut lcount) = (0, 0);
        let (mut long_double, mut big, mut ptr_sized) = (false, false, false);
        loop {
            match fmt.get(i) {
                Some(b'h') => hcount += 1,
                Some(b'l') => lcount += 1,
                Some(b'q' | b'j') => big = true,
                Some(b'L') => {
                    long_double = true;
                    big = true;
                }
                Some(b'z' | b't') => ptr_sized = true,
                _ => break,
            }
            i += 1;
        }
        let size = if ptr_sized {
            ptr_size
        } else if big || lcount >= 2 {
            8
        } else if lcount == 1 {
            ptr_size
        } else {
            4
        };
        let char_size = hcount >= 2;
        let short_size = hcount == 1;
        let Some(&conv) = fmt.get(i) else {
            break;
        };
        i += 1;
        match conv {
            b'd' | b'i' => {
                let raw = args.int(mem, size)?;
                let bits = if char_size {
                    8
                } else if short_size {
                    16
                } else {
                    size * 8
                };
                let v = crate::vm::arith::sext(raw, bits as u8);
                let (body, z) = fmt_int(v.unsigned_abs(), v < 0, 10, false, &sp, true);
                pad(&mut out, &body, &sp, z);
            }
            b'u' | b'x' | b'X' | b'o' => {
                let raw = args.int(mem, size)?;
                let bits = if char_size {
                    8
                } else if short_size {
                    16
                } else {
                    size * 8
                };
                let v = crate::vm::arith::mask(raw, bits as u8);
                let base = match conv {
                    b'u' => 10,
                    b'o' => 8,
                    _ => 16,
                };
                let (body, z) = fmt_int(v, false, base, conv == b'X', &sp, false);
                pad(&mut out, &body, &sp, z);
            }
            b'c' => {
                let v = args.int(mem, 4)? as u8;
                pad(&mut out, &[v], &sp, false);
            }
            b's' => {
                let p = args.ptr(mem)?;
                let s: Vec<u8> = if p == 0 {
                    if sp.prec.is_none_or(|pr| pr >= 6) {
                        b"(null)".to_vec()
                    } else {
                        Vec::new()
                    }
                } else {
                    match sp.prec {
                        Some(pr) => read_bounded(mem, p, pr)?,
                        None => mem.read_cstr(p)?,
                    }
                };
                pad(&mut out, &s, &sp, false);
            }
            b'p' => {
                let p = args.ptr(mem)?;
                let body = if p == 0 {
                    b"(nil)".to_vec()
                } else {
                    let spx = Spec { alt: true, ..sp };
                    fmt_int(p, false, 16, false, &spx, false).0
                };
                pad(&mut out, &body, &sp, false);
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let (body, z) = if long_double {
                    fmt_x87(args.fext(mem)?, conv, &sp)
                } else {
                    let x = args.f64(mem)?;
                    let (b, z) = fmt_float(x, conv, &sp);
                    (b, z && x.is_finite())
                };
                pad(&mut out, &body, &sp, z);
            }
            b'n' => {
                let p = args.ptr(mem)?;
                let size = if char_size {
                    1
                } else if short_size {
                    2
                } else {
                    size
                };
                nwrites.push(NWrite {
                    ptr: p,
                    size,
                    value: out.len() as u64,
                });
            }
            b'%' => out.push(b'%'),
            other => {
                // Unknown conversion: glibc prints it as is.
                out.push(b'%');
                out.push(other);
            }
        }
    }
    Ok((out, nwrites))
}

/// Reads at most `n` bytes of a string at `p`, stopping at a NUL, checking each byte read.
fn read_bounded(mem: &Memory, p: u64, n: usize) -> Result<Vec<u8>, Fault> {
    let mut v = Vec::new();
    for k in 0..n as u64 {
        let b = mem.read(p.wrapping_add(k), 1)?[0];
        if b == 0 {
            break;
        }
        v.push(b);
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::ptr::PtrCodec;
    use std::ffi::CString;

    /// Arguments given as a list of (kind, bits) for tests.
    enum A {
        I(u64),
        F(f64),
    }

    struct ListArgs(Vec<A>, usize);

    impl ArgSource for ListArgs {
        fn int(&mut self, _m: &Memory, size: u32) -> Result<u64, Fault> {
            self.1 += 1;
            Ok(match self.0[self.1 - 1] {
                A::I(v) => crate::vm::arith::mask(v, (size * 8) as u8),
                A::F(_) => 0,
            })
        }
        fn f64(&mut self, _m: &Memory) -> Result<f64, Fault> {
            self.1 += 1;
            Ok(match self.0[self.1 - 1] {
                A::F(v) => v,
                A::I(_) => 0.0,
            })
        }
        fn fext(&mut self, m: &Memory) -> Result<u128, Fault> {
            let x = self.f64(m)?;
            Ok(crate::vm::xfloat::from_f64_bits(
                x,
                crate::bytecode::op::FTy::X87,
            ))
        }
        fn ptr(&mut self, m: &Memory) -> Result<u64, Fault> {
            self.int(m, 8)
        }
    }

    unsafe extern "C" {
        fn snprintf(buf: *mut i8, n: usize, fmt: *const i8, ...) -> i32;
    }

    fn ours(fmt: &str, args: Vec<A>) -> String {
        let mem = Memory::new(PtrCodec::new(8), 0, u64::MAX);
        let (o, _) = format(fmt.as_bytes(), &mut ListArgs(args, 0), &mem, 8).unwrap();
        String::from_utf8(o).unwrap()
    }

    fn host_i(fmt: &str, v: i64) -> String {
        let f = CString::new(fmt).unwrap();
        let mut buf = vec![0i8; 256];
        // SAFETY: the format has exactly one integer conversion taking a 64-bit argument or
        // smaller (promoted), and the buffer is large enough.
        let n = unsafe { snprintf(buf.as_mut_ptr(), 256, f.as_ptr(), v) };
        String::from_utf8(buf[..n as usize].iter().map(|&c| c as u8).collect()).unwrap()
    }

    fn host_f(fmt: &str, v: f64) -> String {
        let f = CString::new(fmt).unwrap();
        let mut buf = vec![0i8; 512];
        // SAFETY: one double conversion; the buffer is large enough.
        let n = unsafe { snprintf(buf.as_mut_ptr(), 512, f.as_ptr(), v) };
        String::from_utf8(buf[..n as usize].iter().map(|&c| c as u8).collect()).unwrap()
    }

    #[test]
    fn integers_match_host() {
        let fmts = [
            "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%8.3d", "%-8.3d|", "%.0d", "%x",
            "%#x", "%#X", "%08x", "%#08x", "%o", "%#o", "%u", "%ld", "%lld", "%lu", "%llu", "%lx",
            "%hhd", "%hd", "%hu", "%hhu", "%zu", "%zd", "%i", "%+.2d", "%#.0o", "%-#10x|", "%+05d",
        ];
        let vals: [i64; 12] = [
            0,
            1,
            -1,
            42,
            -42,
            255,
            256,
            65535,
            i32::MAX as i64,
            i32::MIN as i64,
            i64::MAX,
            i64::MIN,
        ];
        for f in fmts {
            for v in vals {
                // Host varargs: pass as long for l/ll/z, as int otherwise.
                let long = f.contains('l') || f.contains('z');
                let hv = if long { v } else { v as i32 as i64 };
                let expect = if long {
                    host_i(f, hv)
                } else {
                    // SAFETY-free path: host printf reads an int; pass the low 32 bits.
                    host_i(f, hv as i32 as i64)
                };
                assert_eq!(
                    ours(f, vec![A::I(v as u64)]),
                    expect,
                    "format {f} value {v}"
                );
            }
        }
    }

    #[test]
    fn floats_match_host() {
        let fmts = [
            "%f", "%.2f", "%10.3f", "%-10.1f|", "%010.2f", "%+f", "% f", "%.0f", "%#.0f", "%e",
            "%.3e", "%E", "%g", "%G", "%.3g", "%.10g", "%#g", "%g", "%12g|", "%-12.4e|", "%.0e",
            "%a", "%.3a", "%A", "%.0g", "%+.3g", "%F",
        ];
        let vals = [
            0.0,
            -0.0,
            1.0,
            -1.5,
            0.1,
            2.5,
            3.5,
            100.0,
            123456.789,
            1e-5,
            1.23e-10,
            1e20,
            6.02214076e23,
            -9.87654321e-7,
            0.5,
            1.0 / 3.0,
            999999.5,
            1e100,
            5e-324,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            0.000123456,
            1234567.0,
        ];
        for f in fmts {
            for v in vals {
                assert_eq!(ours(f, vec![A::F(v)]), host_f(f, v), "format {f} value {v}");
            }
        }
    }

    #[test]
    fn random_floats_match_host() {
        let mut x: u64 = 0x1234_5678_9abc_def0;
        let fmts = [
            "%g", "%#g", "%.3g", "%#.3g", "%.1g", "%#.1g", "%.12g", "%e", "%.0e", "%f", "%.3f",
        ];
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Values with few significant digits near powers of ten exercise rounding carries.
            let mant = (x % 100_000) as f64;
            let exp = ((x >> 20) % 24) as i32 - 12;
            let v = (mant + 0.5) * 10f64.powi(exp) * if x & 1 == 0 { 1.0 } else { -1.0 };
            for f in fmts {
                assert_eq!(
                    ours(f, vec![A::F(v)]),
                    host_f(f, v),
                    "format {f} value {v:e}"
                );
            }
        }
    }

    #[test]
    fn strings_and_misc() {
        let mut mem = Memory::new(PtrCodec::new(8), 0, u64::MAX);
        mem.push_static(crate::vm::memory::ObjKind::Vacant, &[], true);
        let id = mem.push_static(crate::vm::memory::ObjKind::Constant, b"hello\0", true);
        let p = mem.codec.encode(id, 0);
        let run = |fmt: &str, args: Vec<A>| {
            let (o, _) = format(fmt.as_bytes(), &mut ListArgs(args, 0), &mem, 8).unwrap();
            String::from_utf8(o).unwrap()
        };
        assert_eq!(run("[%s]", vec![A::I(p)]), "[hello]");
        assert_eq!(run("[%8s]", vec![A::I(p)]), "[   hello]");
        assert_eq!(run("[%-8s]", vec![A::I(p)]), "[hello   ]");
        assert_eq!(run("[%.3s]", vec![A::I(p)]), "[hel]");
        assert_eq!(run("[%*d]", vec![A::I(5), A::I(42)]), "[   42]");
        assert_eq!(run("[%-*d]", vec![A::I(5), A::I(42)]), "[42   ]");
        assert_eq!(run("[%.*f]", vec![A::I(2), A::F(1.23456)]), "[1.23]");
        assert_eq!(run("%c%c", vec![A::I(65), A::I(66)]), "AB");
        assert_eq!(run("100%%", vec![]), "100%");
        assert_eq!(run("%p", vec![A::I(0)]), "(nil)");
        assert_eq!(run("%s", vec![A::I(0)]), "(null)");
    }
}
