//! Decimal numbers read from text by integer arithmetic: a graph file's coordinates, an SVG
//! drawing's view box, a saved game's time.
//!
//! Why not `str::parse::<f64>`: it brings the standard library's float reader (Eisel-Lemire
//! with its table of 1,302 powers of five, 10 KB, and a slow path of big decimals) into the web
//! page's WebAssembly (docs/development.md, "Download size"), and every number read here is
//! one of a few digits: a coordinate to four decimals, a time in whole milliseconds. So a
//! number is read as a whole number of its digits and a power of ten, joined by one
//! multiplication or division.

/// The powers of ten an `f64` holds exactly, to 10^22 (5^22 < 2^53): a whole number up to
/// 2^53 times or divided by one of these is one correctly rounded operation, which is how
/// [`read`] reads every number of up to 15 significant digits and 22 places.
const EXACT_POWERS: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// Digits beyond the 19th are left out of the whole number [`read`] builds (they would
/// overflow a u64), and only move its power of ten; they are past the 17 digits that tell
/// two `f64`s apart.
const KEPT_DIGITS: u32 = 19;

/// A decimal number: an optional sign, digits with an optional decimal point among or after
/// them (at least one digit), and an optional exponent (`e` or `E`, an optional sign and at
/// least one digit); nothing else, not even spaces. The same texts `str::parse::<f64>` reads
/// as a number, less its words "inf", "infinity" and "nan". A number of up to 15 significant
/// digits and 22 places (every one this project writes) reads as the nearest `f64`, as
/// `str::parse` reads it; a longer one within a few units of its last bit. Past the range of
/// `f64` it reads as infinity, or zero, as there.
pub fn read(text: &str) -> Option<f64> {
    let (negative, text) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let mut bytes = text.bytes().peekable();
    let (mut whole, mut kept, mut power, mut digits, mut point) = (0u64, 0, 0i64, 0, false);
    while let Some(byte) = bytes.next_if(|byte| byte.is_ascii_digit() || (*byte == b'.' && !point))
    {
        if byte == b'.' {
            point = true;
            continue;
        }
        digits += 1;
        if kept < KEPT_DIGITS && (whole > 0 || byte != b'0') {
            whole = whole * 10 + u64::from(byte - b'0');
            kept += 1;
            power -= i64::from(point);
        } else if kept >= KEPT_DIGITS {
            power += i64::from(!point);
        } else {
            power -= i64::from(point);
        }
    }
    if digits == 0 {
        return None;
    }
    if bytes
        .next_if(|byte| *byte == b'e' || *byte == b'E')
        .is_some()
    {
        let negative_exponent = match bytes.next_if(|byte| *byte == b'-' || *byte == b'+') {
            Some(sign) => sign == b'-',
            None => false,
        };
        let (mut exponent, mut exponent_digits) = (0i64, 0);
        while let Some(byte) = bytes.next_if(u8::is_ascii_digit) {
            exponent = (exponent * 10 + i64::from(byte - b'0')).min(1 << 20);
            exponent_digits += 1;
        }
        if exponent_digits == 0 {
            return None;
        }
        power += match negative_exponent {
            true => -exponent,
            false => exponent,
        };
    }
    if bytes.next().is_some() {
        return None;
    }
    // Trailing zeros moved into the power ("1764201600000.0" is 17642016 x 10^5), so that
    // every whole number below 2^53 written with ".0" reads exactly.
    while whole != 0 && whole % 10 == 0 {
        whole /= 10;
        power += 1;
    }
    let magnitude = scaled_by_ten(whole as f64, power);
    Some(match negative {
        true => -magnitude,
        false => magnitude,
    })
}

/// `value` times 10^power: one exact power of ten when it fits, else a step of 10^22 at a
/// time (a power far past `f64`'s range ends at infinity or zero, as `str::parse` does).
fn scaled_by_ten(mut value: f64, mut power: i64) -> f64 {
    let largest = EXACT_POWERS.len() as i64 - 1;
    loop {
        let step = power.clamp(-largest, largest);
        let exact = EXACT_POWERS[step.unsigned_abs() as usize];
        value = match step >= 0 {
            true => value * exact,
            false => value / exact,
        };
        power -= step;
        if power == 0 || value == 0.0 || value.is_infinite() {
            return value;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_takes_what_str_parse_takes() {
        for text in [
            "0",
            "1",
            "-0",
            "+1",
            "0.5",
            ".5",
            "5.",
            "1e5",
            "1E-5",
            "1.e2",
            "-.25e+1",
            "007",
            "0.1234",
            "1764201600000.0",
            "0.000000000000000000001",
            "1e400",
            "1e-400",
            "1e0000000000000000000000001",
            "123456789012345",
            "9007199254740992",
            "9007199254740991.0",
            "900719925474099.10",
        ] {
            let expected: f64 = text.parse().unwrap();
            assert_eq!(read(text), Some(expected), "{text}");
        }
        for text in [
            "123456789012345678901234",
            "2.2250738585072014e-300",
            "0.1e-30",
        ] {
            let (got, expected) = (read(text).unwrap(), text.parse::<f64>().unwrap());
            assert!(
                (got - expected).abs() <= expected * 1e-15,
                "{text}: {got} against {expected}"
            );
        }
        for text in [
            "", "-", "+", ".", "e5", "1e", "1e+", "1..2", "1.2.3", " 1", "1 ", "0x10", "inf",
            "NaN", "1,5", "--1", "1e5.0",
        ] {
            assert_eq!(read(text), None, "{text:?}");
            assert!(text.parse::<f64>().is_err() || !text.parse::<f64>().unwrap().is_finite());
        }
    }
}
