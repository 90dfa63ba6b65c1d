//! The decision at the heart of the exact largest count for N = 2: given how many cells each
//! type holds, n_t, is there a signed count c_t per type (c_t = n_t - 2·(the cells of type t
//! a board's solution presses), so c_t ≡ n_t mod 2 and |c_t| <= n_t) whose Walsh-Hadamard
//! spectrum W(λ) = Σ_t c_t (-1)^<λ,t> stays at or below m for every combination λ of the quiet
//! patterns? W(λ) is n + n_0 - 2·(the presses of that solution plus quiet pattern λ), so the
//! smallest such m gives the largest fewest-press count (see the room's notes).
//!
//! The spectrum is the last stage of the fast transform's butterflies, stage s + 1 taking
//! x ± y from each pair of stage s that differs in bit s. Every entry of every stage gets an
//! interval of values of one parity, and each butterfly (x, y) -> (x + y, x - y) narrows its
//! four intervals both ways (x = (u + v) / 2, y = (u - v) / 2) until nothing changes: the
//! bound W <= m flows back through the stages into bounds on the types. A depth-first search
//! then fixes the types one at a time in the order of the stages (all of a subspace of types
//! before the types beyond it), so that each subspace's own spectrum, an average of W over a
//! coset, is known as soon as its types are and cuts the search there. With the types in the
//! coordinates of [`super::types::chain`], the last stage holds the fewest types: 9 x 9 Lights
//! Out (8 quiet patterns, 55 types) is settled in a few thousand nodes.
//!
//! Two facts shrink the search before it starts: |c_t| <= W's maximum (average W over the two
//! combinations that differ only on t's side), so no type needs more than m; and adding a
//! quiet pattern λ to a solution flips the sign of c_t on the types it presses without
//! changing the set of values W takes, so the types of one basis may be taken non-negative.

use crate::budget::{Budget, Progress};

/// Work units of one butterfly narrowed once: four intervals, each a few comparisons.
const BUTTERFLY_COST: u64 = 16;
/// Butterflies narrowed between two looks at the clock within one node of the search (a node
/// of 16 quiet patterns narrows a million): about a millisecond of work.
const BUTTERFLIES_A_LOOK: u64 = Budget::REPORT_WORK / BUTTERFLY_COST;

/// The answer to one decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Decision {
    /// These signed counts, one per type (0 where the type holds no cell), keep W <= m.
    Below(Vec<i32>),
    /// No signed counts do.
    Never,
    /// The budget stopped the search first.
    Stopped,
}

/// The butterflies of one setup's types, with the intervals of every stage.
pub(crate) struct Spectrum {
    /// k: the types are the integers below 2^k.
    bits: usize,
    /// Cells of each type (0 for type 0 and for types no cell has).
    counts: Vec<u32>,
    /// The types of one basis, which may be taken non-negative.
    basis: Vec<usize>,
    /// Per stage and entry: the interval and the parity its values have.
    low: Vec<i32>,
    high: Vec<i32>,
    odd: Vec<bool>,
    /// What was narrowed, to be undone on the way back: (entry, low, high) before.
    trail: Vec<(u32, i32, i32)>,
    /// Butterflies to narrow again, one list a stage, and whether each is listed.
    waiting: Vec<Vec<u32>>,
    listed: Vec<bool>,
    /// Butterflies narrowed since the budget was last told of them.
    unreported: u64,
    /// The fewest presses proven so far, for the progress reports.
    proven: u64,
}

/// A search position: the type being fixed, the next candidate value, and the trail length
/// to go back to.
struct Frame {
    entry: usize,
    candidate: i32,
    mark: usize,
}

impl Spectrum {
    /// The butterflies for `counts` (cells per type, indexed by the type's coordinates; index 0,
    /// the cells no quiet pattern presses, is ignored). `counts.len()` is a power of two.
    pub(crate) fn new(counts: &[u32]) -> Self {
        let size = counts.len();
        debug_assert!(size.is_power_of_two());
        let bits = size.trailing_zeros() as usize;
        let mut counts = counts.to_vec();
        counts[0] = 0;
        let mut odd = vec![false; (bits + 1) * size];
        for (t, &count) in counts.iter().enumerate() {
            odd[t] = count % 2 == 1;
        }
        for stage in 0..bits {
            let (from, to) = odd.split_at_mut((stage + 1) * size);
            let from = &from[stage * size..];
            for i in (0..size).filter(|i| i >> stage & 1 == 0) {
                let parity = from[i] ^ from[i | 1 << stage];
                to[i] = parity;
                to[i | 1 << stage] = parity;
            }
        }
        // Greedily, each type independent of those before it, the odd types with fewest cells
        // first: one cell's sign taken non-negative fixes it (9 x 9 settles five times faster
        // than with the types in the search's order).
        // A type's key is (even, count, type) in one u64 (a type is below 2^31: `odd` holds
        // 2^bits flags a stage), so that the engine's one sort of u64 orders them.
        const TYPE: u64 = (1 << 31) - 1;
        let mut present: Vec<u64> = (0..size)
            .filter(|&t| counts[t] > 0)
            .map(|t| {
                let even = u64::from(counts[t].is_multiple_of(2));
                (even << 63) | (u64::from(counts[t]) << 31) | t as u64
            })
            .collect();
        present.sort_unstable();
        let present = present.into_iter().map(|key| (key & TYPE) as usize);
        let mut basis = Vec::new();
        let mut reduced: Vec<usize> = Vec::new();
        for t in present {
            let rest = reduced.iter().fold(t, |x, &r| x.min(x ^ r));
            if rest != 0 {
                // Kept largest first; `rest` is reduced by every one, so none equals it.
                let at = reduced.partition_point(|&r| r > rest);
                reduced.insert(at, rest);
                basis.push(t);
            }
        }
        Self {
            bits,
            counts,
            basis,
            low: vec![0; (bits + 1) * size],
            high: vec![0; (bits + 1) * size],
            odd,
            trail: Vec::new(),
            waiting: vec![Vec::new(); bits],
            listed: vec![false; bits * size],
            unreported: 0,
            proven: 0,
        }
    }

    fn size(&self) -> usize {
        self.counts.len()
    }

    /// Whether some signed counts keep every W(λ) at or below `m`; `proven` is the fewest-press
    /// count already proven, shown in the progress reports.
    pub(crate) fn decide(&mut self, m: i32, proven: u64, budget: &mut Budget) -> Decision {
        self.proven = proven;
        self.trail.clear();
        let size = self.size();
        let wide = (self.counts.iter().map(|&c| c as i64).sum::<i64>() + 2).min(1 << 28) as i32;
        for entry in 0..(self.bits + 1) * size {
            let (low, high) = if entry < size {
                let count = self.counts[entry] as i32;
                // |c_t| <= W's maximum: no type needs more than m.
                let cap = count.min(m.max(0));
                (-cap, cap)
            } else if entry >= self.bits * size {
                (-wide, m)
            } else {
                (-wide, wide)
            };
            self.low[entry] = self.round_up(entry, low);
            self.high[entry] = self.round_down(entry, high);
            if self.low[entry] > self.high[entry] {
                return Decision::Never;
            }
        }
        for i in 0..self.basis.len() {
            let t = self.basis[i];
            self.low[t] = self.low[t].max(self.round_up(t, 0));
        }
        for stage in 0..self.bits {
            for i in (0..size).filter(|i| i >> stage & 1 == 0) {
                self.list(stage, i);
            }
        }
        match self.settle(budget) {
            Some(true) => self.search(budget),
            Some(false) => Decision::Never,
            None => Decision::Stopped,
        }
    }

    /// The depth-first search over the types, in index order.
    fn search(&mut self, budget: &mut Budget) -> Decision {
        let mut stack: Vec<Frame> = Vec::new();
        let mut from = 0;
        loop {
            // Descend: the first type still open, or a leaf.
            match (from..self.size()).find(|&t| self.low[t] < self.high[t]) {
                None => return Decision::Below(self.low[..self.size()].to_vec()),
                Some(entry) => stack.push(Frame {
                    entry,
                    candidate: self.round_up(entry, 0),
                    mark: self.trail.len(),
                }),
            }
            // Try the next value of the deepest open position, backing up past exhausted ones.
            loop {
                let Some(frame) = stack.last_mut() else {
                    return Decision::Never;
                };
                let entry = frame.entry;
                let mark = frame.mark;
                self.undo(mark);
                let (low, high) = (self.low[entry], self.high[entry]);
                // Values by size, 0 or ±1 first: 0, 2, -2, 4, ... or 1, -1, 3, -3, ...
                let mut value = frame.candidate;
                while value.abs() <= low.abs().max(high.abs()) && !(low..=high).contains(&value) {
                    value = next_by_size(value);
                }
                if value.abs() > low.abs().max(high.abs()) {
                    stack.pop();
                    continue;
                }
                frame.candidate = next_by_size(value);
                self.narrow(entry, value, value);
                match self.settle(budget) {
                    Some(true) => {
                        from = entry + 1;
                        break;
                    }
                    Some(false) => continue,
                    None => return Decision::Stopped,
                }
            }
        }
    }

    fn round_up(&self, entry: usize, value: i32) -> i32 {
        value + ((value & 1 == 1) != self.odd[entry]) as i32
    }

    fn round_down(&self, entry: usize, value: i32) -> i32 {
        value - ((value & 1 == 1) != self.odd[entry]) as i32
    }

    /// Narrows `entry` to [low, high] (rounded to its parity) and lists the butterflies it
    /// feeds and is fed by; false when the interval is left empty.
    fn narrow(&mut self, entry: usize, low: i32, high: i32) -> bool {
        let low = self.round_up(entry, low).max(self.low[entry]);
        let high = self.round_down(entry, high).min(self.high[entry]);
        if low == self.low[entry] && high == self.high[entry] {
            return true;
        }
        self.trail
            .push((entry as u32, self.low[entry], self.high[entry]));
        self.low[entry] = low;
        self.high[entry] = high;
        let size = self.size();
        let (stage, i) = (entry / size, entry % size);
        if stage < self.bits {
            self.list(stage, i & !(1 << stage));
        }
        if stage > 0 {
            self.list(stage - 1, i & !(1 << (stage - 1)));
        }
        low <= high
    }

    fn list(&mut self, stage: usize, i: usize) {
        let butterfly = stage * self.size() + i;
        if !self.listed[butterfly] {
            self.listed[butterfly] = true;
            self.waiting[stage].push(i as u32);
        }
    }

    /// Narrows listed butterflies, sweeping the stages up and down, until none is listed: one
    /// step of the search, charged with its butterflies. `Some(false)` when an interval
    /// empties, `None` when the budget stops it.
    fn settle(&mut self, budget: &mut Budget) -> Option<bool> {
        let proven = self.proven;
        let progress = |steps| Progress {
            done: 0.0,
            steps,
            best: Some(proven),
            bound: None,
        };
        let mut consistent = true;
        'sweeps: while consistent {
            let mut any = false;
            let stages: Vec<usize> = (0..self.bits).chain((0..self.bits).rev()).collect();
            for stage in stages {
                while let Some(i) = self.waiting[stage].pop() {
                    any = true;
                    let butterfly = stage * self.size() + i as usize;
                    self.listed[butterfly] = false;
                    if !self.butterfly(stage, i as usize) {
                        consistent = false;
                        break 'sweeps;
                    }
                    self.unreported += 1;
                    // A look at the clock that takes no step.
                    if self.unreported == BUTTERFLIES_A_LOOK {
                        self.unreported = 0;
                        if !budget.charge(0, progress) {
                            self.clear_lists();
                            return None;
                        }
                    }
                }
            }
            if !any {
                break;
            }
        }
        if !consistent {
            self.clear_lists();
        }
        let work = std::mem::take(&mut self.unreported) * BUTTERFLY_COST;
        budget.tick_costing(work, progress).then_some(consistent)
    }

    fn clear_lists(&mut self) {
        let size = self.size();
        for (stage, waiting) in self.waiting.iter_mut().enumerate() {
            for i in waiting.drain(..) {
                self.listed[stage * size + i as usize] = false;
            }
        }
    }

    /// Narrows one butterfly's four intervals: x, y at stage s; x + y, x - y at stage s + 1.
    fn butterfly(&mut self, stage: usize, i: usize) -> bool {
        let size = self.size();
        let (x, y) = (stage * size + i, stage * size + (i | 1 << stage));
        let (u, v) = (x + size, y + size);
        let l = &self.low;
        let h = &self.high;
        let (sum_low, sum_high) = (l[x] + l[y], h[x] + h[y]);
        let (difference_low, difference_high) = (l[x] - h[y], h[x] - l[y]);
        if !(self.narrow(u, sum_low, sum_high) && self.narrow(v, difference_low, difference_high)) {
            return false;
        }
        let (l, h) = (&self.low, &self.high);
        // u and v share a parity, so these halves are whole.
        let (x_low, x_high) = ((l[u] + l[v]) / 2, (h[u] + h[v]) / 2);
        let (y_low, y_high) = ((l[u] - h[v]) / 2, (h[u] - l[v]) / 2);
        self.narrow(x, x_low, x_high) && self.narrow(y, y_low, y_high)
    }

    fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            let (entry, low, high) = self.trail.pop().expect("above the mark");
            self.low[entry as usize] = low;
            self.high[entry as usize] = high;
        }
    }
}

/// The value after `value` when values are taken by size, positive first: 0, 2, -2, 4, -4, ...
/// and 1, -1, 3, -3, ...
fn next_by_size(value: i32) -> i32 {
    if value > 0 {
        -value
    } else {
        2 - value
    }
}

/// Σ_t values(t)·(-1)^<λ,t> for every λ: the fast Walsh-Hadamard transform, in place.
pub(crate) fn transform(mut values: Vec<i64>) -> Vec<i64> {
    let mut half = 1;
    while half < values.len() {
        for start in (0..values.len()).step_by(2 * half) {
            for i in start..start + half {
                let (x, y) = (values[i], values[i + half]);
                values[i] = x + y;
                values[i + half] = x - y;
            }
        }
        half *= 2;
    }
    values
}
