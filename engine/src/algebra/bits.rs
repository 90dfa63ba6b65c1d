//! A set of small numbers as one bit each, packed in u64 words on every target (bitvec's
//! `BitVec<u64>` misbehaves on wasm32): the lit-only search's layers and the boards it has met.

/// A bitset over board numbers `0..boards`.
#[derive(Debug)]
pub struct Bits(pub Vec<u64>);

impl Bits {
    pub fn new(boards: u32) -> Self {
        Self(vec![0; (boards as usize).div_ceil(64)])
    }

    pub fn contains(&self, board: u32) -> bool {
        self.0[board as usize / 64] >> (board % 64) & 1 == 1
    }

    /// Sets the bit; returns whether it was clear.
    pub fn insert(&mut self, board: u32) -> bool {
        let word = &mut self.0[board as usize / 64];
        let bit = 1 << (board % 64);
        let clear = *word & bit == 0;
        *word |= bit;
        clear
    }

    /// The set boards, smallest first.
    pub fn ones(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(index, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros();
                    rest &= rest - 1;
                    index as u32 * 64 + bit
                })
            })
        })
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }
}
