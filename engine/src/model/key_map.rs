//! [`KeyMap`], the engine's one hash map: u64 keys to usize values, hashed by one
//! multiplication. Each map type (its key, value and hasher) is its own copy of the hash
//! table's code, some 1.5 KB of the web page's WebAssembly apiece; the engine's maps (a
//! repair's syndromes and its ball, the coset's partition, the cube's cells, a triangulation's
//! sides) share this one, their keys packed into a u64 and their values an index into a
//! vector of their own (docs/development.md, "Download size").

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hash map from a packed u64 key to an index or a count.
pub(crate) type KeyMap = HashMap<u64, usize, BuildHasherDefault<MultiplyHasher>>;

/// Fibonacci hashing: the key times 2^64 / phi, whose high half mixes every bit of the key,
/// folded onto the low half, which is where the table finds its bucket (on WebAssembly, the
/// low 32 bits are all it reads). Not for keys an adversary picks; these are cell classes,
/// syndromes and coordinates.
#[derive(Default)]
pub(crate) struct MultiplyHasher(u64);

impl Hasher for MultiplyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(byte as u64);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 32)
    }
}

/// Distinct lists of words numbered from 0 in the order first seen. A [`KeyMap`] from each
/// list's hash to its number, rather than a map keyed by the lists (its own copy of the hash
/// table's code); lists whose hashes are equal are told apart by the lists kept, the later
/// one taking the next key.
#[derive(Default)]
pub(crate) struct ListNumbers {
    numbers: KeyMap,
    lists: Vec<Vec<u64>>,
}

impl ListNumbers {
    /// The number of `list`: its own if it was seen before, else the next.
    pub(crate) fn number(&mut self, list: Vec<u64>) -> usize {
        let mut hasher = MultiplyHasher::default();
        list.iter().for_each(|&word| hasher.write_u64(word));
        self.number_at(hasher.finish(), list)
    }

    /// The number of `list`, whose hash is `key`.
    fn number_at(&mut self, mut key: u64, list: Vec<u64>) -> usize {
        loop {
            match self.numbers.get(&key) {
                Some(&number) if self.lists[number] == list => return number,
                Some(_) => key = key.wrapping_add(1),
                None => {
                    self.numbers.insert(key, self.lists.len());
                    self.lists.push(list);
                    return self.lists.len() - 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    fn hash(key: u64) -> u64 {
        BuildHasherDefault::<MultiplyHasher>::default().hash_one(key)
    }

    #[test]
    fn keys_that_differ_only_above_32_bits_land_apart_in_the_low_32() {
        // A coset's classes past 2^24 reach above bit 32 of its packed keys; a table on
        // WebAssembly reads only the low 32 bits of the hash.
        let low = |key: u64| hash(key) as u32;
        let keys: Vec<u64> = (0..64).map(|high| (high << 32) | 7).collect();
        let mut lows: Vec<u32> = keys.iter().map(|&key| low(key)).collect();
        lows.sort_unstable();
        lows.dedup();
        assert_eq!(lows.len(), keys.len());
    }

    #[test]
    fn lists_are_numbered_in_the_order_first_seen_even_when_their_hashes_meet() {
        let mut numbers = ListNumbers::default();
        assert_eq!(numbers.number(vec![5, 6]), 0);
        assert_eq!(numbers.number(vec![7]), 1);
        assert_eq!(numbers.number(vec![5, 6]), 0);
        // Three lists whose hashes meet, as any two may: each keeps its own number.
        assert_eq!(numbers.number_at(42, vec![1]), 2);
        assert_eq!(numbers.number_at(42, vec![2]), 3);
        assert_eq!(numbers.number_at(43, vec![3]), 4);
        assert_eq!(numbers.number_at(42, vec![1]), 2);
        assert_eq!(numbers.number_at(42, vec![2]), 3);
        assert_eq!(numbers.number_at(43, vec![3]), 4);
        assert_eq!(numbers.number(vec![7]), 1);
    }

    #[test]
    fn a_key_finds_its_value_among_many() {
        let mut map = KeyMap::default();
        for key in 0..10_000u64 {
            map.insert(key << 20, key as usize);
        }
        assert!((0..10_000u64).all(|key| map.get(&(key << 20)) == Some(&(key as usize))));
        assert_eq!(map.get(&1), None);
    }
}
