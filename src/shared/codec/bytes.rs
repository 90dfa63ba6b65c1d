//! The worker's bytes: [`Writer`] and [`Reader`] of whole numbers (LEB128, seven bits a byte,
//! low bits first), tags and byte strings, which every [`super::Codec`] writes itself with.

/// Where a message is written.
#[derive(Default)]
pub struct Writer(pub(super) Vec<u8>);

impl Writer {
    pub fn uint(&mut self, mut value: u64) {
        while value >= 0x80 {
            self.0.push(value as u8 | 0x80);
            value >>= 7;
        }
        self.0.push(value as u8);
    }

    /// A variant's place, or an option's or a flag's 0 or 1.
    pub fn tag(&mut self, tag: u8) {
        self.0.push(tag);
    }

    pub fn bytes(&mut self, bytes: &[u8]) {
        self.uint(bytes.len() as u64);
        self.0.extend_from_slice(bytes);
    }

    pub fn text(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }
}

/// Where a message is read from.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, at: 0 }
    }

    pub(super) fn is_done(&self) -> bool {
        self.at == self.bytes.len()
    }

    pub fn uint(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.tag()?;
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

    /// A list's length: each item takes a byte at least, so a damaged length cannot ask for
    /// more room than the message has bytes.
    pub fn length(&mut self) -> Option<usize> {
        let length: usize = self.small()?;
        (length <= self.bytes.len() - self.at).then_some(length)
    }

    pub fn tag(&mut self) -> Option<u8> {
        let tag = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(tag)
    }

    pub fn bytes(&mut self) -> Option<&'a [u8]> {
        let length = self.length()?;
        let bytes = &self.bytes[self.at..self.at + length];
        self.at += length;
        Some(bytes)
    }

    pub fn text(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?.to_vec()).ok()
    }
}
