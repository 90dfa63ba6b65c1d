//! Boards and press vectors across the worker as byte strings: serde writes a `Vec<u8>` as a
//! sequence, which bincode then decodes one element at a time (a million-cell board took
//! tens of milliseconds of the page's thread that way); as bytes it is one length and one
//! copy. Fields use it as `#[serde(with = "crate::analyst::bytes")]` (one vector) or
//! `crate::analyst::bytes::list` (a list of them).

use serde::de::{Deserializer, Error, SeqAccess, Visitor};
use serde::ser::{SerializeSeq, Serializer};

pub fn serialize<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_bytes(bytes)
}

pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
    deserializer.deserialize_byte_buf(Bytes)
}

/// Reads bytes however the format gives them: borrowed, owned, or (from a format with no
/// byte strings) as a sequence.
struct Bytes;

impl<'de> Visitor<'de> for Bytes {
    type Value = Vec<u8>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("bytes")
    }

    fn visit_bytes<E: Error>(self, bytes: &[u8]) -> Result<Vec<u8>, E> {
        Ok(bytes.to_vec())
    }

    fn visit_byte_buf<E: Error>(self, bytes: Vec<u8>) -> Result<Vec<u8>, E> {
        Ok(bytes)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<u8>, A::Error> {
        let mut bytes = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(byte) = seq.next_element()? {
            bytes.push(byte);
        }
        Ok(bytes)
    }
}

/// A list of byte vectors (the quiet patterns), each as bytes.
pub mod list {
    use super::*;

    #[derive(serde::Serialize, serde::Deserialize)]
    struct One(#[serde(with = "super")] Vec<u8>);

    pub fn serialize<S: Serializer>(list: &[Vec<u8>], serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(list.len()))?;
        for bytes in list {
            seq.serialize_element(&One(bytes.clone()))?;
        }
        seq.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<u8>>, D::Error> {
        let list: Vec<One> = serde::Deserialize::deserialize(d)?;
        Ok(list.into_iter().map(|One(bytes)| bytes).collect())
    }
}

#[cfg(test)]
mod tests {
    use crate::analyst::{Answer, Response};

    /// A million-cell answer crosses bincode (the worker's codec) as one byte a cell, and
    /// comes back as it was.
    #[test]
    fn a_large_board_crosses_the_codec_unchanged() {
        let presses: Vec<u8> = (0..1 << 20).map(|i| (i % 7 == 0) as u8).collect();
        let response = Response::Solved {
            job: 3,
            board_id: 4,
            answer: Answer::Solvable(presses),
        };
        let bytes = bincode::serialize(&response).unwrap();
        assert!(
            bytes.len() < (1 << 20) + 64,
            "one byte a cell, {} in all",
            bytes.len()
        );
        assert_eq!(bincode::deserialize::<Response>(&bytes).unwrap(), response);
    }
}
