//! The worker's messages as bytes: [`Wire`], how a request or an answer writes itself and
//! reads itself back, with the [`Writer`] and [`Reader`] of numbers, text, byte strings, lists
//! and options it is written with.
//!
//! Both ends are the same build of the same module (the worker runs the page's own wasm), so
//! the format needs no version and no names: each value in a fixed order, whole numbers as
//! LEB128 (a small number is one byte), enums as a leading variant number, boards and press
//! vectors as one length and their bytes (a million-cell board is one copy). This replaced
//! serde's derives and bincode: 9 KB less of the gzipped download (docs/development.md, "Download size").

/// A value that crosses the worker.
pub trait Wire: Sized {
    fn put(&self, out: &mut Writer);

    /// The value [`Wire::put`] wrote, or `None` for bytes it did not write.
    fn take(from: &mut Reader) -> Option<Self>;
}

/// `message` as bytes.
pub fn encode(message: &impl Wire) -> Vec<u8> {
    let mut out = Writer(Vec::new());
    message.put(&mut out);
    out.0
}

/// The message `bytes` hold, all of them.
pub fn decode<T: Wire>(bytes: &[u8]) -> Option<T> {
    let mut from = Reader { bytes, at: 0 };
    let message = T::take(&mut from)?;
    (from.at == bytes.len()).then_some(message)
}

/// Where a message is written.
pub struct Writer(Vec<u8>);

impl Writer {
    /// A whole number, seven bits a byte, low bits first.
    pub fn uint(&mut self, mut value: u64) {
        while value >= 0x80 {
            self.0.push(value as u8 | 0x80);
            value >>= 7;
        }
        self.0.push(value as u8);
    }

    /// An enum's variant (its place in the enum).
    pub fn tag(&mut self, variant: u8) {
        self.0.push(variant);
    }

    pub fn bytes(&mut self, bytes: &[u8]) {
        self.uint(bytes.len() as u64);
        self.0.extend_from_slice(bytes);
    }

    pub fn text(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    /// Boards or press vectors (quiet patterns, a page of solutions), each as bytes.
    pub fn byte_lists(&mut self, lists: &[Vec<u8>]) {
        self.uint(lists.len() as u64);
        for bytes in lists {
            self.bytes(bytes);
        }
    }
}

/// Where a message is read from.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    pub fn uint(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = *self.bytes.get(self.at)?;
            self.at += 1;
            value |= u64::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return Some(value);
            }
        }
        None
    }

    /// A whole number that fits `T`.
    pub fn small<T: TryFrom<u64>>(&mut self) -> Option<T> {
        T::try_from(self.uint()?).ok()
    }

    pub fn tag(&mut self) -> Option<u8> {
        let tag = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(tag)
    }

    pub fn bytes(&mut self) -> Option<Vec<u8>> {
        let length: usize = self.small()?;
        let bytes = self.bytes.get(self.at..self.at.checked_add(length)?)?;
        self.at += length;
        Some(bytes.to_vec())
    }

    pub fn text(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?).ok()
    }

    pub fn byte_lists(&mut self) -> Option<Vec<Vec<u8>>> {
        (0..self.small::<usize>()?).map(|_| self.bytes()).collect()
    }
}

impl Wire for u64 {
    fn put(&self, out: &mut Writer) {
        out.uint(*self);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.uint()
    }
}

impl Wire for u32 {
    fn put(&self, out: &mut Writer) {
        out.uint((*self).into());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.small()
    }
}

impl Wire for u8 {
    fn put(&self, out: &mut Writer) {
        out.uint((*self).into());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.small()
    }
}

impl Wire for usize {
    fn put(&self, out: &mut Writer) {
        out.uint(*self as u64);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.small()
    }
}

impl Wire for bool {
    fn put(&self, out: &mut Writer) {
        out.tag((*self).into());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        match from.tag()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
}

/// Its bits, exactly.
impl Wire for f64 {
    fn put(&self, out: &mut Writer) {
        out.uint(self.to_bits());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.uint().map(f64::from_bits)
    }
}

impl Wire for String {
    fn put(&self, out: &mut Writer) {
        out.text(self);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.text()
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn put(&self, out: &mut Writer) {
        out.uint(self.len() as u64);
        for item in self {
            item.put(out);
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        let length: usize = from.small()?;
        // Each item takes a byte at least: a damaged length cannot ask for more room than
        // the message has bytes.
        let mut items = Vec::with_capacity(length.min(from.bytes.len() - from.at));
        for _ in 0..length {
            items.push(T::take(from)?);
        }
        Some(items)
    }
}

impl<T: Wire> Wire for Option<T> {
    fn put(&self, out: &mut Writer) {
        match self {
            None => out.tag(0),
            Some(value) => {
                out.tag(1);
                value.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        match from.tag()? {
            0 => Some(None),
            1 => Some(Some(T::take(from)?)),
            _ => None,
        }
    }
}

impl<T: Wire, E: Wire> Wire for Result<T, E> {
    fn put(&self, out: &mut Writer) {
        match self {
            Ok(value) => {
                out.tag(0);
                value.put(out);
            }
            Err(error) => {
                out.tag(1);
                error.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        match from.tag()? {
            0 => Some(Ok(T::take(from)?)),
            1 => Some(Err(E::take(from)?)),
            _ => None,
        }
    }
}

impl<A: Wire, B: Wire> Wire for (A, B) {
    fn put(&self, out: &mut Writer) {
        self.0.put(out);
        self.1.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some((A::take(from)?, B::take(from)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_text_and_lists_come_back_as_they_went() {
        type Mixed = (Vec<(u64, String)>, Option<Result<f64, bool>>);
        let value: Mixed = (
            vec![
                (0, String::new()),
                (u64::MAX, "é ☃".into()),
                (300, "x".into()),
            ],
            Some(Err(true)),
        );
        assert_eq!(decode(&encode(&value)), Some(value));
        let float: Result<f64, bool> = Ok(-0.1);
        assert_eq!(decode(&encode(&float)), Some(float));
    }

    #[test]
    fn small_numbers_take_a_byte_and_a_board_one_byte_a_cell() {
        assert_eq!(encode(&127u64), [127]);
        assert_eq!(encode(&128u64), [0x80, 1]);
        let mut out = Writer(Vec::new());
        out.bytes(&vec![1; 1 << 20]);
        assert_eq!(out.0.len(), (1 << 20) + 3);
        let mut from = Reader {
            bytes: &out.0,
            at: 0,
        };
        assert_eq!(from.bytes(), Some(vec![1; 1 << 20]));
    }

    #[test]
    fn damaged_messages_read_as_none() {
        let bytes = encode(&vec![String::from("abc")]);
        assert_eq!(decode::<Vec<String>>(&bytes[..bytes.len() - 1]), None);
        assert_eq!(decode::<u64>(&[0x80; 11]), None);
        assert_eq!(decode::<Vec<u64>>(&[0xff, 0xff, 0xff, 0xff, 0x0f]), None);
        assert_eq!(decode::<u8>(&encode(&256u64)), None);
        assert_eq!(decode::<bool>(&[2]), None);
        // Trailing bytes are not part of a message.
        assert_eq!(decode::<u64>(&[1, 2]), None);
    }
}
