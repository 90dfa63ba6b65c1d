//! Pairs of 32-bit numbers (a graph's arcs, a pattern's offsets) sorted and kept once each,
//! as one u64 per pair whose order is the pair's. Sorting the pairs themselves made the
//! standard library's sort once per pair type, each copy 8 KB of the web page's WebAssembly;
//! as keys they share the one sort of u64, a third of that (docs/development.md, "Download
//! size"). The extra pass to and from the keys is linear, beside a sort's n log n.

/// Sorts arcs (u, v) by u, then v, keeping each arc once.
pub(crate) fn sort_arcs(arcs: &mut Vec<(u32, u32)>) {
    sort_by_keys(
        arcs,
        |(u, v)| (u64::from(u) << 32) | u64::from(v),
        |key| ((key >> 32) as u32, key as u32),
    );
}

/// Sorts offsets (a, b) by a, then b, keeping each offset once. An i32 with its sign bit
/// flipped, read as a u32, keeps its order: -1 comes just before 0.
pub(crate) fn sort_offsets(offsets: &mut Vec<(i32, i32)>) {
    const SIGN: u32 = 1 << 31;
    sort_by_keys(
        offsets,
        |(a, b)| (u64::from(a as u32 ^ SIGN) << 32) | u64::from(b as u32 ^ SIGN),
        |key| {
            (
                ((key >> 32) as u32 ^ SIGN) as i32,
                (key as u32 ^ SIGN) as i32,
            )
        },
    );
}

/// Sorts and deduplicates `items` through `key`, which must keep their order and be undone by
/// `item`.
fn sort_by_keys<T: Copy>(items: &mut Vec<T>, key: impl Fn(T) -> u64, item: impl Fn(u64) -> T) {
    let mut keys: Vec<u64> = items.iter().map(|&it| key(it)).collect();
    keys.sort_unstable();
    keys.dedup();
    items.clear();
    items.extend(keys.into_iter().map(item));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_come_out_in_the_order_of_the_pairs_themselves_each_once() {
        let given = vec![
            (1, -1),
            (0, 0),
            (-1, 0),
            (i32::MIN, 7),
            (0, -1),
            (1, -1),
            (-1, i32::MAX),
            (i32::MAX, i32::MIN),
            (0, 1),
            (-1, 0),
        ];
        let mut expected = given.clone();
        expected.sort_unstable();
        expected.dedup();
        let mut sorted = given;
        sort_offsets(&mut sorted);
        assert_eq!(sorted, expected);
    }

    #[test]
    fn arcs_come_out_by_tail_then_head_each_once() {
        let given = vec![
            (2, 0),
            (0, 3),
            (u32::MAX, 0),
            (0, 3),
            (1, u32::MAX),
            (0, 1),
            (2, 0),
        ];
        let mut sorted = given;
        sort_arcs(&mut sorted);
        assert_eq!(
            sorted,
            [(0, 1), (0, 3), (1, u32::MAX), (2, 0), (u32::MAX, 0)]
        );
    }
}
