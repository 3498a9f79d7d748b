//! Logarithms without libm: `logf` / `log2` were the binary's only libm symbols, and loading
//! libm cost every hook's start more than all the logs it takes (docs/ARCHITECTURE.md
//! "The hot path").

/// The natural log of `x`, to f64 precision (NaN below 0, −∞ at 0).
pub fn ln(x: f64) -> f64 {
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x.is_nan() || x < 0.0 || x == f64::INFINITY {
        return if x == f64::INFINITY { x } else { f64::NAN };
    }
    // A subnormal is scaled into the normal range first.
    let (x, shift) = if x < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), -64)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    // x = m · 2^e with m in [1, 2); ln m = 2 atanh(s), s = (m - 1) / (m + 1) ≤ 1/3.
    let e = ((bits >> 52) & 0x7ff) as i64 - 1023 + shift;
    let m = f64::from_bits((bits & ((1 << 52) - 1)) | (1023 << 52));
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let (mut sum, mut power) = (0.0f64, s);
    for k in 0..16 {
        sum += power / f64::from(2 * k + 1);
        power *= s2;
    }
    e as f64 * std::f64::consts::LN_2 + 2.0 * sum
}

/// The base-2 log of `x`.
pub fn log2(x: f64) -> f64 {
    ln(x) / std::f64::consts::LN_2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logs_are_libms_to_f64_precision() {
        let mut x = 1e-300f64;
        while x < 1e300 {
            let (ours, libm) = (ln(x), x.ln());
            assert!(
                (ours - libm).abs() <= 8.0 * f64::EPSILON * libm.abs().max(1.0),
                "{x}: {ours} vs {libm}"
            );
            assert!((log2(x) - x.log2()).abs() <= 8.0 * f64::EPSILON * x.log2().abs().max(1.0));
            x *= 1.37;
        }
        for n in 1..3000 {
            let x = f64::from(n) / 7.0;
            assert!((ln(x) - x.ln()).abs() <= 8.0 * f64::EPSILON * x.ln().abs().max(1.0));
        }
        assert_eq!(ln(1.0), 0.0);
        assert_eq!(ln(0.0), f64::NEG_INFINITY);
        assert!(ln(-1.0).is_nan());
        assert!((ln(5e-324) - 5e-324f64.ln()).abs() < 1e-9);
    }
}
