//! How a code packs what is not cheap to spell: boards and masks as base64url bits (most
//! significant bit first), graph arcs and drawings as base64url varints of five bits a digit.

use bitvec::prelude::BitSlice;

use super::fields::{fail, fail_with};
use crate::error::{CodeFault, EngineError};
use crate::model::board::Board;
use crate::model::graph::{MAX_ARCS, MAX_VERTICES};
use crate::model::puzzle::Puzzle;
use crate::model::shape::Mask;

/// A graph's drawing, as a shape field carries it.
pub type Drawing = Vec<(u16, u16)>;

/// The 64 digits of base64url (RFC 4648 §5), each worth 6 bits.
pub const BASE64URL: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The value of a base64url digit.
pub fn digit_value(byte: u8) -> Option<u32> {
    Some(match byte {
        b'A'..=b'Z' => byte - b'A',
        b'a'..=b'z' => byte - b'a' + 26,
        b'0'..=b'9' => byte - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    } as u32)
}

/// Bits per cell: the fewest that hold N - 1.
pub fn bits_per_cell(states: u8) -> u32 {
    u8::BITS - (states - 1).leading_zeros()
}

/// `values` of `bits` bits each, most significant bit first, six bits to a base64url digit,
/// the last digit padded with zero bits.
pub fn pack(values: impl Iterator<Item = u8>, bits: u32) -> String {
    let mut text = String::new();
    let (mut buffer, mut held) = (0u32, 0u32);
    for value in values {
        buffer = ((buffer << bits) | (value as u32 & ((1 << bits) - 1))) & 0xfff;
        held += bits;
        while held >= 6 {
            held -= 6;
            text.push(BASE64URL[((buffer >> held) & 63) as usize] as char);
        }
    }
    if held > 0 {
        text.push(BASE64URL[((buffer << (6 - held)) & 63) as usize] as char);
    }
    text
}

/// Reads `count` values of `bits` bits each from `data`, which must have exactly the length
/// [`pack`] writes (checked before decoding) and zero padding bits. Messages name the `part`
/// ("start board") and its `detail` ("25 cells of 1 bit").
pub fn unpack(
    data: &str,
    count: usize,
    bits: u32,
    part: &str,
    detail: &str,
) -> Result<Vec<u8>, EngineError> {
    let what = format!("{part} ({detail})");
    let expected = (count * bits as usize).div_ceil(6);
    if data.len() != expected {
        return Err(fail_with(
            CodeFault::Length {
                part: part.to_string(),
                expected,
                got: data.len(),
            },
            format!(
                "the {what} must be {expected} base64url characters, got {}",
                data.len()
            ),
        ));
    }
    let mut values = Vec::with_capacity(count);
    let (mut buffer, mut held) = (0u32, 0u32);
    for (index, byte) in data.bytes().enumerate() {
        let digit = digit_value(byte).ok_or_else(|| {
            fail(format!(
                "the {what} has {:?} at character {}; allowed: A-Z a-z 0-9 - _",
                byte as char,
                index + 1
            ))
        })?;
        buffer = ((buffer << 6) | digit) & 0xfff;
        held += 6;
        while held >= bits && values.len() < count {
            held -= bits;
            values.push(((buffer >> held) & ((1 << bits) - 1)) as u8);
        }
    }
    if buffer & ((1 << held) - 1) != 0 {
        return Err(fail(format!(
            "the {what} ends in padding bits that are not zero; it was cut or changed"
        )));
    }
    Ok(values)
}

/// A mask as bits, one per site, 1 for a cell.
pub fn pack_bits(mask: &BitSlice) -> String {
    pack(mask.iter().by_vals().map(u8::from), 1)
}

pub fn unpack_mask(data: &str, sites: usize, lattice: &str) -> Result<Mask, EngineError> {
    let part = format!("mask of a {lattice} lattice");
    let mask: Mask = unpack(data, sites, 1, &part, "one bit per site")?
        .into_iter()
        .map(|bit| bit == 1)
        .collect();
    if mask.all() {
        return Err(fail(
            "the mask keeps every cell; a full board has no mask field",
        ));
    }
    Ok(mask)
}

/// A drawing as four 5-bit values a vertex (x's high and low half, then y's), so that the
/// packing of boards serves it too.
pub fn pack_drawing(drawing: &[(u16, u16)]) -> String {
    let halves = |c: u16| [(c >> 5) as u8, (c & 31) as u8];
    pack(
        drawing
            .iter()
            .flat_map(|&(x, y)| halves(x).into_iter().chain(halves(y))),
        5,
    )
}

pub fn unpack_drawing(data: &str, vertices: usize) -> Result<Drawing, EngineError> {
    let detail = format!("{vertices} vertices of 20 bits");
    let values = unpack(data, 4 * vertices, 5, "drawing", &detail)?;
    let steps = |high: u8, low: u8| (high as u16) << 5 | low as u16;
    // Two 5-bit halves make 0..=1023, every one a step of the unit box.
    Ok(values
        .chunks_exact(4)
        .map(|v| (steps(v[0], v[1]), steps(v[2], v[3])))
        .collect())
}

pub fn pack_board(board: &Board, states: u8) -> String {
    pack(board.0.iter().copied(), bits_per_cell(states))
}

pub fn unpack_board(data: &str, puzzle: &Puzzle, what: &str) -> Result<Board, EngineError> {
    let states = puzzle.states();
    let bits = bits_per_cell(states);
    let detail = format!(
        "{} cells of {bits} bit{}",
        puzzle.cells(),
        if bits == 1 { "" } else { "s" }
    );
    let values = unpack(data, puzzle.cells(), bits, what, &detail)?;
    if let Some((cell, value)) = values.iter().enumerate().find(|(_, &v)| v >= states) {
        return Err(fail(format!(
            "{what} cell {cell} is {value}; with {states} states each cell must be 0..={}",
            states - 1
        )));
    }
    Ok(Board(values))
}

pub fn check_fits(board: &Board, puzzle: &Puzzle, what: &str) -> Result<(), EngineError> {
    if board.0.len() != puzzle.cells() {
        return Err(EngineError::new(format!(
            "{what} must have one value per cell ({}), got {}",
            puzzle.cells(),
            board.0.len()
        )));
    }
    if let Some((cell, value)) = board
        .0
        .iter()
        .enumerate()
        .find(|(_, &v)| v >= puzzle.states())
    {
        return Err(EngineError::new(format!(
            "{what} cell {cell} is {value}; with {} states each cell must be 0..={}",
            puzzle.states(),
            puzzle.states() - 1
        )));
    }
    Ok(())
}

/// Varint digits: 5 value bits each, least significant first, bit 5 set on every digit but
/// the last. Values below 65,536 take at most 4 digits.
pub const MORE: u32 = 32;

pub const MAX_VARINT_DIGITS: usize = 4;

pub fn push_varint(text: &mut String, mut value: u32) {
    while value >= MORE {
        text.push(BASE64URL[(MORE | (value & 31)) as usize] as char);
        value >>= 5;
    }
    text.push(BASE64URL[value as usize] as char);
}

/// Arcs, sorted as [`Digraph`] keeps them, each as two varints: the gap from the previous
/// arc's tail, then the head (after the first arc, when the tail is unchanged, the gap from
/// the previous head less one, so that small graphs take about two digits an arc).
pub fn pack_arcs(arcs: &[(u32, u32)]) -> String {
    let mut text = String::new();
    let mut previous: Option<(u32, u32)> = None;
    for &(u, v) in arcs {
        match previous {
            Some((pu, pv)) if pu == u => {
                push_varint(&mut text, 0);
                push_varint(&mut text, v - pv - 1);
            }
            _ => {
                push_varint(&mut text, u - previous.map_or(0, |(pu, _)| pu));
                push_varint(&mut text, v);
            }
        }
        previous = Some((u, v));
    }
    text
}

/// Reads what [`pack_arcs`] writes, refusing a field longer than the most arcs could take
/// before reading it, and any varint with a needless final zero digit (so each graph has one
/// spelling).
pub fn unpack_arcs(data: &str, vertices: usize) -> Result<Vec<(u32, u32)>, EngineError> {
    let longest = 2 * MAX_VARINT_DIGITS * MAX_ARCS;
    if data.len() > longest {
        return Err(fail(format!(
            "the arcs take {} characters; {MAX_ARCS} arcs take at most {longest}",
            data.len()
        )));
    }
    let mut digits = data.bytes().enumerate();
    let mut varint = |what: &str| -> Result<Option<u32>, EngineError> {
        let mut value = 0u32;
        for place in 0..MAX_VARINT_DIGITS {
            let Some((index, byte)) = digits.next() else {
                return match place {
                    0 => Ok(None),
                    _ => Err(fail_with(
                        CodeFault::ArcsCut,
                        format!("the arcs end inside the {what}; they were cut"),
                    )),
                };
            };
            let digit = digit_value(byte).ok_or_else(|| {
                fail(format!(
                    "the arcs have {:?} at character {}; allowed: A-Z a-z 0-9 - _",
                    byte as char,
                    index + 1
                ))
            })?;
            value |= (digit & 31) << (5 * place);
            if digit & MORE == 0 {
                if place > 0 && digit == 0 {
                    return Err(fail(format!(
                        "the arcs have a varint with a needless zero digit at character {}",
                        index + 1
                    )));
                }
                return Ok(Some(value));
            }
        }
        Err(fail(format!(
            "the arcs have a {what} longer than {MAX_VARINT_DIGITS} digits; vertices are below {MAX_VERTICES}"
        )))
    };
    let out_of_range = |what: &str, value: u64| {
        fail(format!(
            "an arc's {what} is vertex {value}; vertices are 0..={}",
            vertices - 1
        ))
    };
    let mut arcs: Vec<(u32, u32)> = Vec::new();
    while let Some(gap) = varint("tail")? {
        if arcs.len() == MAX_ARCS {
            return Err(fail(format!("a graph has at most {MAX_ARCS} arcs")));
        }
        let head = varint("head")?.ok_or_else(|| {
            fail_with(
                CodeFault::ArcsCut,
                "the arcs end after a tail without its head; they were cut",
            )
        })?;
        let previous = arcs.last().copied();
        let (u, v) = match previous {
            Some((pu, pv)) if gap == 0 => (pu as u64, pv as u64 + 1 + head as u64),
            _ => (
                previous.map_or(0, |(pu, _)| pu as u64) + gap as u64,
                head as u64,
            ),
        };
        if u >= vertices as u64 {
            return Err(out_of_range("tail", u));
        }
        if v >= vertices as u64 {
            return Err(out_of_range("head", v));
        }
        arcs.push((u as u32, v as u32));
    }
    Ok(arcs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_per_cell_hold_the_top_state() {
        let bits: Vec<u32> = [2, 3, 4, 5, 8, 9, 16].map(bits_per_cell).to_vec();
        assert_eq!(bits, [1, 2, 2, 3, 3, 4, 4]);
    }

    #[test]
    fn packing_is_base64url_most_significant_bit_first() {
        // 100000 -> 'g' (32), then 1 padded to 100000 -> 'g'.
        assert_eq!(pack([1, 0, 0, 0, 0, 0, 1].into_iter(), 1), "gg");
        let unpacked = |data| unpack(data, 7, 1, "board", "7 cells of 1 bit");
        assert_eq!(unpacked("gg").unwrap(), [1, 0, 0, 0, 0, 0, 1]);
        assert!(unpacked("gh").is_err(), "padding bit set");
    }

    #[test]
    fn varints_take_five_bits_a_digit() {
        let mut text = String::new();
        push_varint(&mut text, 31);
        push_varint(&mut text, 32);
        assert_eq!(text, "fgB");
    }
}
