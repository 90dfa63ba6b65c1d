//! The fewest lights to change so that an unsolvable board becomes solvable ("change these 2
//! lights and it can be solved").
//!
//! A board can reach the goal exactly when its class invariants are all 0, and they are
//! linear: changing cell i by δ takes δ·h_i off them, h_i being the invariants of the board
//! that differs from the goal in cell i alone. So the question is the shortest way to write
//! the board's invariants s as Σ δ_i·h_i over distinct cells: minimum-weight decoding of a
//! syndrome, in a space of only kernel-size syndromes (2^nullity for N = 2).
//!
//! A breadth-first search from 0 finds every syndrome within r changes, with its distance.
//! A fix of 2r changes splits into two halves of at most r, and one of 2r + 1 into r, one
//! change and r, so once the search has reached radius r, looking up s - x for each x at
//! distance r (and s - x - h for each single change h) settles every fix of up to 2r + 1
//! changes: the search meets in the middle and keeps only the ball of radius r.

use crate::budget::{Budget, Progress};
use crate::error::EngineError;
use crate::model::board::{Board, Goal};
use crate::model::key_map::KeyMap;
use crate::solve::reduced::Reduced;

/// Most syndromes the search keeps (a million, about 32 MB).
const MAX_BALL: usize = 1 << 20;

/// Lights to change so that the board can reach the goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    /// (cell, new value) for each light to change, by cell.
    pub changes: Vec<(usize, u8)>,
    /// The board with those changes made: it can reach the goal.
    pub board: Board,
    /// Whether no fewer changes would do.
    pub minimal: bool,
    /// At least this many lights must change.
    pub lower_bound: u64,
}

impl Reduced {
    /// The fewest lights to change so that the board can reach the goal (none for a board
    /// that already can). When the search is too large for `budget` or for memory, the board
    /// is set to the goal itself, with the bound the search reached (`minimal: false` unless
    /// the goal is as few changes away as that bound).
    pub fn repair(
        &self,
        board: &Board,
        goal: &Goal,
        budget: &mut Budget,
    ) -> Result<Repair, EngineError> {
        let class = self.class(board, goal)?;
        if class.is_solvable() {
            return Ok(Repair {
                changes: Vec::new(),
                board: board.clone(),
                minimal: true,
                lower_bound: 0,
            });
        }
        let moduli: Vec<u32> = class.invariants.iter().map(|i| i.modulus).collect();
        let values: Vec<u32> = class.invariants.iter().map(|i| i.value).collect();
        let found = match Syndromes::new(moduli) {
            Some(space) => {
                let target = space.encode(&values);
                match space.changes(self, budget)? {
                    Some(changes) => search(&space, &changes, target, budget)
                        .map(|path| merge(path, self.states())),
                    None => Err(1),
                }
            }
            None => Err(1),
        };
        let states = self.states();
        let (changes, minimal, lower_bound) = match found {
            Ok(deltas) => {
                let count = deltas.len() as u64;
                let changes = deltas
                    .into_iter()
                    .map(|(cell, delta)| (cell, (board.0[cell] + delta) % states))
                    .collect();
                (changes, true, count)
            }
            Err(bound) => {
                // The board is unsolvable, so at least one light must change.
                let lower_bound = bound.max(1);
                let goal = goal.target(self.cells(), states);
                let changes: Vec<(usize, u8)> = (0..self.cells())
                    .filter(|&cell| board.0[cell] != goal.0[cell])
                    .map(|cell| (cell, goal.0[cell]))
                    .collect();
                // A board as few lights off the goal as the bound needs no search.
                let minimal = changes.len() as u64 <= lower_bound;
                (changes, minimal, lower_bound)
            }
        };
        let mut repaired = board.clone();
        for &(cell, value) in &changes {
            repaired.0[cell] = value;
        }
        debug_assert!(self.class(&repaired, goal)?.is_solvable());
        Ok(Repair {
            changes,
            board: repaired,
            minimal,
            lower_bound,
        })
    }
}

/// Class invariants as one u64: digit j (modulo m_j) at weight m_0·...·m_{j-1}.
struct Syndromes {
    moduli: Vec<u32>,
    /// All moduli 2: addition is XOR.
    binary: bool,
}

impl Syndromes {
    /// `None` when the syndromes do not fit in a u64.
    fn new(moduli: Vec<u32>) -> Option<Self> {
        moduli
            .iter()
            .try_fold(1u64, |size, &m| size.checked_mul(m as u64))
            .filter(|&size| size < 1 << 62)?;
        let binary = moduli.iter().all(|&m| m == 2);
        Some(Self { moduli, binary })
    }

    fn encode(&self, values: &[u32]) -> u64 {
        self.moduli
            .iter()
            .zip(values)
            .rev()
            .fold(0u64, |key, (&m, &v)| key * m as u64 + (v % m) as u64)
    }

    fn decode(&self, mut key: u64) -> Vec<u32> {
        self.moduli
            .iter()
            .map(|&m| {
                let digit = (key % m as u64) as u32;
                key /= m as u64;
                digit
            })
            .collect()
    }

    /// a + b or a - b, digit by digit.
    fn combine(&self, a: u64, b: u64, subtract: bool) -> u64 {
        if self.binary {
            return a ^ b;
        }
        let (a, b) = (self.decode(a), self.decode(b));
        let sum: Vec<u32> = self
            .moduli
            .iter()
            .zip(a.iter().zip(&b))
            .map(|(&m, (&x, &y))| {
                if subtract {
                    (x + m - y) % m
                } else {
                    (x + y) % m
                }
            })
            .collect();
        self.encode(&sum)
    }

    /// Every distinct nonzero syndrome a single change makes, with one change making it;
    /// `None` when the budget ran out.
    fn changes(
        &self,
        reduced: &Reduced,
        budget: &mut Budget,
    ) -> Result<Option<Vec<Change>>, EngineError> {
        let (n, states) = (reduced.cells(), reduced.states());
        // Each syndrome's place in `changes`, the first change that made it.
        let mut seen = KeyMap::default();
        let mut changes: Vec<Change> = Vec::new();
        // Each cell's class is a chase of the whole board.
        let cost = (n + reduced.entries()) as u64;
        for cell in 0..n {
            if !budget.tick_costing(cost, |steps| progress(cell as f64 / n as f64, steps, None)) {
                return Ok(None);
            }
            // The board N-1 at `cell` is the goal (all 0) minus e_cell.
            let mut unit = Board::dark(n);
            unit.0[cell] = states - 1;
            let class = reduced.class(&unit, &Goal::Off)?;
            let values: Vec<u32> = class.invariants.iter().map(|i| i.value).collect();
            for delta in 1..states {
                let scaled: Vec<u32> = values.iter().map(|&v| v * delta as u32).collect();
                let key = self.encode(&scaled);
                if key != 0 {
                    seen.entry(key).or_insert_with(|| {
                        changes.push(Change {
                            syndrome: key,
                            cell,
                            delta,
                        });
                        changes.len() - 1
                    });
                }
            }
        }
        changes.sort_unstable_by_key(|change| change.syndrome);
        Ok(Some(changes))
    }
}

/// One light changed: cell `cell` by `delta`, which takes `syndrome` off the invariants.
#[derive(Debug, Clone, Copy)]
struct Change {
    syndrome: u64,
    cell: usize,
    delta: u8,
}

/// Where the breadth-first search reached a syndrome from: its distance, the syndrome one
/// change closer to 0 and that change's index.
#[derive(Clone, Copy)]
struct Reached {
    distance: u64,
    parent: u64,
    change: usize,
}

/// The syndromes the search has reached, each with where it was reached from.
struct Ball {
    /// Each syndrome's place in `reached`.
    places: KeyMap,
    reached: Vec<Reached>,
}

impl Ball {
    fn get(&self, syndrome: u64) -> Option<&Reached> {
        self.places
            .get(&syndrome)
            .map(|&place| &self.reached[place])
    }

    fn contains(&self, syndrome: u64) -> bool {
        self.places.contains_key(&syndrome)
    }

    fn len(&self) -> usize {
        self.reached.len()
    }

    /// Keeps `syndrome` as reached by `how`, unless it was reached before; whether it is new.
    fn reach(&mut self, syndrome: u64, how: Reached) -> bool {
        let place = self.reached.len();
        let known = *self.places.entry(syndrome).or_insert(place) != place;
        if !known {
            self.reached.push(how);
        }
        !known
    }
}

/// The fewest changes (cell, δ) with Σ δ·h = target; `Err(lower bound)` when the ball
/// outgrew memory or the budget.
fn search(
    space: &Syndromes,
    changes: &[Change],
    target: u64,
    budget: &mut Budget,
) -> Result<Vec<(usize, u8)>, u64> {
    let mut ball = Ball {
        places: KeyMap::default(),
        reached: Vec::new(),
    };
    ball.reach(
        0,
        Reached {
            distance: 0,
            parent: 0,
            change: usize::MAX,
        },
    );
    let mut layer = vec![0u64];
    let mut radius = 0;
    // The unit changes reach every syndrome, so the target is met before the layers run out.
    while !layer.is_empty() {
        // Fixes of up to 2r changes: x at distance r, target - x within the ball.
        let mut best: Option<(u64, u64, Option<usize>)> = None;
        for &x in &layer {
            if !budget.tick(|steps| progress(0.0, steps, Some(2 * radius + 1))) {
                return Err(2 * radius);
            }
            if let Some(y) = ball.get(space.combine(target, x, true)) {
                let total = radius + y.distance;
                if best.is_none_or(|(b, _, _)| total < b) {
                    best = Some((total, x, None));
                }
            }
        }
        // Fixes of 2r + 1: x at distance r, one more change, the rest within the ball.
        if best.is_none() {
            'odd: for &x in &layer {
                let rest = space.combine(target, x, true);
                for (index, change) in changes.iter().enumerate() {
                    if !budget.tick(|steps| progress(0.0, steps, Some(2 * radius + 1))) {
                        return Err(2 * radius + 1);
                    }
                    // Anything nearer than r here would have been found among the even fixes.
                    if ball.contains(space.combine(rest, change.syndrome, true)) {
                        best = Some((2 * radius + 1, x, Some(index)));
                        break 'odd;
                    }
                }
            }
        }
        if let Some((_, x, middle)) = best {
            let mut path = walk_back(&ball, x, changes);
            let mut y = space.combine(target, x, true);
            if let Some(index) = middle {
                path.push((changes[index].cell, changes[index].delta));
                y = space.combine(y, changes[index].syndrome, true);
            }
            path.extend(walk_back(&ball, y, changes));
            return Ok(path);
        }
        if ball
            .len()
            .saturating_add(layer.len().saturating_mul(changes.len()))
            > MAX_BALL
        {
            return Err(2 * radius + 2);
        }
        let mut next = Vec::new();
        for &x in &layer {
            for (index, change) in changes.iter().enumerate() {
                if !budget.tick(|steps| progress(0.0, steps, None)) {
                    return Err(2 * radius + 2);
                }
                let z = space.combine(x, change.syndrome, false);
                let how = Reached {
                    distance: radius + 1,
                    parent: x,
                    change: index,
                };
                if ball.reach(z, how) {
                    next.push(z);
                }
            }
        }
        layer = next;
        radius += 1;
    }
    Err(2 * radius)
}

/// The changes that lead from 0 to `key` in the ball.
fn walk_back(ball: &Ball, mut key: u64, changes: &[Change]) -> Vec<(usize, u8)> {
    let mut path = Vec::new();
    while let Some(reached) = ball.get(key).filter(|r| r.distance > 0) {
        let change = changes[reached.change];
        path.push((change.cell, change.delta));
        key = reached.parent;
    }
    path
}

/// Sums the changes per cell modulo N (a minimal fix touches each cell once; this keeps it
/// honest), by cell, dropping those that cancel. The changes are sorted as u64 keys, cell
/// then change, to share the engine's one sort of u64 rather than build a map of their own
/// into the web page's download (docs/development.md, "Download size").
fn merge(path: Vec<(usize, u8)>, states: u8) -> Vec<(usize, u8)> {
    let mut keys: Vec<u64> = path
        .iter()
        .map(|&(cell, delta)| ((cell as u64) << 8) | u64::from(delta))
        .collect();
    keys.sort_unstable();
    let mut merged: Vec<(usize, u8)> = Vec::new();
    for key in keys {
        let (cell, delta) = ((key >> 8) as usize, (key as u8) % states);
        match merged.last_mut() {
            Some((last, sum)) if *last == cell => *sum = (*sum + delta) % states,
            _ => merged.push((cell, delta)),
        }
    }
    merged.retain(|&(_, delta)| delta != 0);
    merged
}

fn progress(done: f64, steps: u64, best: Option<u64>) -> Progress {
    Progress {
        done,
        steps,
        best,
        bound: None,
    }
}
