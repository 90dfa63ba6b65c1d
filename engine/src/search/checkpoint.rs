//! A fewest-press search written down as text, to be taken up again or put together with the
//! other shards of the same search ([`crate::search::minimum::BlockSearch`] writes and reads
//! it).
//!
//! The text names the search (a fingerprint of its plan and its number of blocks, so that it
//! is never taken up by another puzzle, board, goal or version of the search), the shard it
//! covers, the lightest solution found, the blocks settled (searched to the end, or ruled
//! out by their bound against that solution) and how far the walks of the blocks under way
//! got: a block of a record search takes a core weeks, far longer than a run between two
//! saves. A block is settled against the best in the same text, so shards put together take
//! the lightest of their bests, which is at most each.
//!
//! A shard is one of M disjoint parts of a search: the blocks whose place in the search order
//! is I - 1 modulo M. Every M-th block rather than a run of them: the blocks are sorted by their
//! bound, and runs would give the first shard every block that must be walked and the last
//! only blocks that the best rules out at once.

use std::fmt;

use crate::error::EngineError;

/// The first line of a saved search.
const HEADER: &str = "lights-lab fewest-press checkpoint 1";
/// Most shard numbers a refusal lists before it counts the rest.
const LISTED: usize = 5;

/// A fingerprint of `words` (64-bit FNV-1a, a word at a time): what tells a saved search, or a
/// saved step of a walk, from another.
pub(crate) fn fingerprint(words: impl IntoIterator<Item = u64>) -> u64 {
    words.into_iter().fold(0xcbf2_9ce4_8422_2325, |hash, word| {
        (hash ^ word).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// One of M disjoint parts of a fewest-press search: shard I of M, counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    number: usize,
    count: usize,
}

impl Shard {
    /// The whole search, the one shard of one.
    pub const WHOLE: Self = Self {
        number: 1,
        count: 1,
    };

    /// Shard `number` of `count`; refused unless 1 <= number <= count.
    pub fn new(number: usize, count: usize) -> Result<Self, EngineError> {
        if number == 0 || number > count {
            return Err(EngineError::out_of_range(format!(
                "a shard is I of M with I from 1 to M; {number} of {count} is not one"
            )));
        }
        Ok(Self { number, count })
    }

    /// I, from 1 to M.
    pub fn number(&self) -> usize {
        self.number
    }

    /// M, the number of shards the search is split into.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Whether the block at `index` in the search order is this shard's.
    pub(crate) fn holds(&self, index: usize) -> bool {
        index % self.count == self.number - 1
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Self::WHOLE {
            f.write_str("the whole search")
        } else {
            write!(f, "shard {} of {}", self.number, self.count)
        }
    }
}

/// How far the search of one shard has got: its blocks of solutions, how many are settled, and
/// a lower bound for the solutions in them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardProgress {
    pub shard: Shard,
    pub blocks: usize,
    pub settled: usize,
    /// No solution in the shard's blocks has fewer presses than this.
    pub lower_bound: u64,
}

/// A search as its text says it stood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Saved {
    /// The fingerprint of the search's plan.
    pub fingerprint: u64,
    pub shard: Shard,
    /// The lightest solution found, one 0 or 1 per cell.
    pub best: Vec<u8>,
    /// Per block of the plan, in its order: settled.
    pub finished: Vec<bool>,
    /// The blocks under way, each with the outer steps of its walk weighed already, and the
    /// fingerprint of the layout those steps are of.
    pub under_way: Vec<(usize, u64)>,
    pub layout: u64,
}

impl Saved {
    /// The text: a header, the search, the shard (left out for the whole search, as before
    /// there were shards), the best and the settled blocks as ranges FROM-TO.
    pub fn text(&self) -> String {
        let mut ranges = Vec::new();
        let mut i = 0;
        while i < self.finished.len() {
            if self.finished[i] {
                let start = i;
                while i < self.finished.len() && self.finished[i] {
                    i += 1;
                }
                ranges.push(format!("{start}-{}", i - 1));
            }
            i += 1;
        }
        let shard = if self.shard == Shard::WHOLE {
            String::new()
        } else {
            format!("shard {}/{}\n", self.shard.number, self.shard.count)
        };
        let best: String = self.best.iter().map(|&b| (b'0' + b) as char).collect();
        let under_way = match self.under_way.is_empty() {
            true => String::new(),
            false => {
                let steps: Vec<String> = (self.under_way.iter())
                    .map(|(block, step)| format!("{block}:{step}"))
                    .collect();
                format!("under way {:016x} {}\n", self.layout, steps.join(","))
            }
        };
        format!(
            "{HEADER}\nsearch {:016x} {}\n{shard}best {best}\nfinished {}\n{under_way}",
            self.fingerprint,
            self.finished.len(),
            ranges.join(",")
        )
    }

    /// Reads a saved search of at most `max_blocks` blocks; the error says what is wrong with
    /// the text, to follow the text's name ("the checkpoint", a file).
    pub fn parse(text: &str, max_blocks: usize) -> Result<Self, String> {
        let mut lines = text.lines().peekable();
        if lines.next() != Some(HEADER) {
            return Err(format!("does not start with the line {HEADER:?}"));
        }
        let mut field = |name: &str, optional: bool| -> Result<Option<String>, String> {
            let rest = lines.peek().and_then(|line| line.strip_prefix(name));
            match rest {
                Some(rest) => {
                    let value = rest.strip_prefix(' ').unwrap_or(rest).to_string();
                    lines.next();
                    Ok(Some(value))
                }
                None if optional => Ok(None),
                None => Err(format!("has no {name:?} line where one was expected")),
            }
        };
        let search = field("search", false)?.unwrap_or_default();
        let (fingerprint, blocks) = search
            .split_once(' ')
            .and_then(|(f, b)| Some((u64::from_str_radix(f, 16).ok()?, b.parse().ok()?)))
            .filter(|&(_, blocks)| (1..=max_blocks).contains(&blocks))
            .ok_or("has a \"search\" line that is not a fingerprint and a number of blocks")?;
        let shard = match field("shard", true)? {
            None => Shard::WHOLE,
            Some(shard) => shard
                .split_once('/')
                .and_then(|(i, m)| Shard::new(i.parse().ok()?, m.parse().ok()?).ok())
                .filter(|shard| shard.count <= blocks)
                .ok_or(format!(
                    "has a \"shard\" line that is not I/M with I from 1 to M and M at most its {blocks} blocks"
                ))?,
        };
        let best = field("best", false)?
            .unwrap_or_default()
            .bytes()
            .map(|b| match b {
                b'0' | b'1' => Ok(b - b'0'),
                _ => Err("has a best solution that is not 0s and 1s".to_string()),
            })
            .collect::<Result<_, _>>()?;
        let mut finished = vec![false; blocks];
        for range in field("finished", false)?
            .unwrap_or_default()
            .split(',')
            .filter(|r| !r.is_empty())
        {
            let bad = || {
                format!(
                    "has a block range {range:?} that is not FROM-TO within 0-{}",
                    blocks - 1
                )
            };
            let (from, to) = range.split_once('-').ok_or_else(bad)?;
            let (from, to): (usize, usize) = (
                from.parse().map_err(|_| bad())?,
                to.parse().map_err(|_| bad())?,
            );
            if from > to || to >= blocks {
                return Err(bad());
            }
            finished[from..=to].iter_mut().for_each(|f| *f = true);
        }
        let (layout, under_way) = match field("under way", true)? {
            None => (0, Vec::new()),
            Some(line) => {
                let bad = || {
                    format!("has an \"under way\" line that is not a layout and BLOCK:STEP pairs of blocks not settled within 0-{}", blocks - 1)
                };
                let (layout, steps) = line.split_once(' ').ok_or_else(bad)?;
                let steps = steps
                    .split(',')
                    .map(|pair| {
                        let (block, step) = pair.split_once(':')?;
                        Some((block.parse::<usize>().ok()?, step.parse::<u64>().ok()?))
                    })
                    .map(|pair| pair.filter(|&(block, _)| block < blocks && !finished[block]))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(bad)?;
                (u64::from_str_radix(layout, 16).map_err(|_| bad())?, steps)
            }
        };
        let listed = (0..blocks).filter(|&i| finished[i]);
        if let Some(foreign) = listed
            .chain(under_way.iter().map(|&(block, _)| block))
            .find(|&i| !shard.holds(i))
        {
            return Err(format!("lists block {foreign}, which is not {shard}'s"));
        }
        Ok(Self {
            fingerprint,
            shard,
            best,
            finished,
            under_way,
            layout,
        })
    }
}

/// Checks that `parts` (each with its name) are every shard of one split of a search, each
/// once and each finished, so that together they settle every block exactly once; the error
/// is the one-line reason they do not.
pub(crate) fn check_cover(parts: &[(&str, Saved)]) -> Result<(), String> {
    let Some((first, head)) = parts.first() else {
        return Err("there are no shards to merge".into());
    };
    let count = head.shard.count;
    if let Some((name, saved)) = parts.iter().find(|(_, s)| s.shard.count != count) {
        return Err(format!(
            "{name} is {} but {first} is {}: the shards merged must come from one split, --shard I/M with the same M",
            saved.shard, head.shard
        ));
    }
    let mut given: Vec<Option<&str>> = vec![None; count];
    for (name, saved) in parts {
        let slot = &mut given[saved.shard.number - 1];
        if let Some(other) = slot {
            return Err(if other == name {
                format!("{name} is given twice; give each shard once")
            } else {
                format!(
                    "{other} and {name} are both {}; give each shard once",
                    saved.shard
                )
            });
        }
        *slot = Some(name);
    }
    let missing: Vec<usize> = (1..=count).filter(|&n| given[n - 1].is_none()).collect();
    if !missing.is_empty() {
        let (what, verb) = if missing.len() == 1 {
            ("shard", "is")
        } else {
            ("shards", "are")
        };
        return Err(format!(
            "{what} {} of {count} {verb} missing: a merge needs every shard from 1 to {count}",
            listed(&missing)
        ));
    }
    for (name, saved) in parts {
        let shard = saved.shard;
        let blocks = (0..saved.finished.len()).filter(|&i| shard.holds(i));
        let open = blocks.clone().filter(|&i| !saved.finished[i]).count();
        if open > 0 {
            let total = blocks.count();
            let noun = if total == 1 { "block" } else { "blocks" };
            let verb = if open == 1 { "is" } else { "are" };
            return Err(format!(
                "{name} ({shard}) has not finished: {open} of its {total} {noun} of solutions {verb} not settled yet; take its search up again until it finishes"
            ));
        }
    }
    Ok(())
}

/// Numbers as a sentence lists them: "3", "2 and 3", "2, 3 and 4", the first few of many and
/// how many more.
fn listed(numbers: &[usize]) -> String {
    let words: Vec<String> = numbers.iter().take(LISTED).map(usize::to_string).collect();
    let more = numbers.len().saturating_sub(LISTED);
    match (words.split_last(), more) {
        (Some((last, rest)), 0) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        (_, 0) => words.join(""),
        _ => format!("{} and {more} more", words.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved(number: usize, count: usize, finished: Vec<bool>) -> Saved {
        Saved {
            fingerprint: 0xabc,
            shard: Shard::new(number, count).unwrap(),
            best: vec![1, 0, 1],
            finished,
            under_way: Vec::new(),
            layout: 0,
        }
    }

    #[test]
    fn a_shard_takes_every_mth_block_and_the_shards_of_a_split_take_each_block_once() {
        let shards: Vec<Shard> = (1..=3).map(|i| Shard::new(i, 3).unwrap()).collect();
        for block in 0..10 {
            assert_eq!(shards.iter().filter(|s| s.holds(block)).count(), 1);
        }
        assert!(shards[1].holds(1) && shards[1].holds(4) && !shards[1].holds(2));
        assert!(Shard::new(0, 3).is_err() && Shard::new(4, 3).is_err());
        assert_eq!(shards[1].to_string(), "shard 2 of 3");
        assert_eq!(Shard::WHOLE.to_string(), "the whole search");
    }

    #[test]
    fn a_saved_shard_reads_back_as_it_was_written() {
        let mut part = saved(2, 2, vec![false, true, false, true, false]);
        part.under_way = vec![(5, 4096), (7, 1)];
        part.finished.resize(8, false);
        part.layout = 0xfeed;
        let text = part.text();
        assert!(text.contains("\nshard 2/2\n"), "{text}");
        assert!(
            text.ends_with("\nunder way 000000000000feed 5:4096,7:1\n"),
            "{text}"
        );
        assert_eq!(Saved::parse(&text, 8), Ok(part));
        // The whole search writes no shard line, as checkpoints did before shards.
        let whole = Saved {
            shard: Shard::WHOLE,
            ..saved(1, 1, vec![true, true, false])
        };
        assert!(!whole.text().contains("shard"));
        assert_eq!(Saved::parse(&whole.text(), 3), Ok(whole));
    }

    #[test]
    fn damaged_texts_are_refused_saying_what_is_wrong() {
        let text = saved(1, 2, vec![true, false, true]).text();
        let refused = |text: &str| Saved::parse(text, 16).unwrap_err();
        assert!(refused(&text.replace("search 0", "search x")).contains("\"search\" line"));
        assert!(refused(&text.replace("1/2", "3/2")).contains("\"shard\" line"));
        assert!(refused(&text.replace("best 1", "best 2")).contains("0s and 1s"));
        assert!(refused(&text.replace("0-0", "0-9")).contains("block range"));
        // A shard that lists another shard's block, settled or under way.
        assert!(refused(&text.replace("0-0", "0-1")).contains("not shard 1 of 2's"));
        let under_way = |line: &str| format!("{text}under way 00000000000000ff {line}\n");
        assert!(refused(&under_way("1:5")).contains("not shard 1 of 2's"));
        // Under way and settled at once, or past the last block.
        assert!(refused(&under_way("0:5")).contains("\"under way\" line"));
        assert!(refused(&under_way("3:5")).contains("\"under way\" line"));
        // More blocks than any plan has: refused before anything is allocated for them.
        assert!(Saved::parse(&text, 2)
            .unwrap_err()
            .contains("\"search\" line"));
    }

    #[test]
    fn a_merge_needs_every_shard_once_and_each_finished() {
        let one = saved(1, 2, vec![true, false, true]);
        let two = saved(2, 2, vec![false, true, false]);
        let whole = |parts: &[(&str, Saved)]| check_cover(parts);
        assert_eq!(whole(&[("a", one.clone()), ("b", two.clone())]), Ok(()));
        assert_eq!(
            whole(&[("a", one.clone())]),
            Err("shard 2 of 2 is missing: a merge needs every shard from 1 to 2".into())
        );
        assert_eq!(
            whole(&[("a", one.clone()), ("b", two.clone()), ("c", one.clone())]),
            Err("a and c are both shard 1 of 2; give each shard once".into())
        );
        let unfinished = saved(2, 2, vec![false, false, false]);
        let refusal = whole(&[("a", one.clone()), ("b", unfinished)]).unwrap_err();
        assert!(refusal
            .starts_with("b (shard 2 of 2) has not finished: 1 of its 1 block of solutions is"));
        let other_split = saved(1, 3, vec![true, false, false]);
        let refusal = whole(&[("a", one), ("b", other_split)]).unwrap_err();
        assert!(refusal.contains("one split"), "{refusal}");
    }

    #[test]
    fn missing_shards_are_listed_as_a_sentence() {
        assert_eq!(listed(&[3]), "3");
        assert_eq!(listed(&[2, 3]), "2 and 3");
        assert_eq!(listed(&[2, 3, 4]), "2, 3 and 4");
        assert_eq!(listed(&[1, 2, 3, 4, 5, 6, 7]), "1, 2, 3, 4, 5 and 2 more");
    }
}
