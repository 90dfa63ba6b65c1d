//! The readout's fewest-press lines: this board's fewest presses (or the best found and the
//! bound while the search runs), the largest fewest-press count of the setup (or the range
//! the search left it in, said as a range), and the difficulty bands it defines.

use yew::prelude::*;

use crate::analyst::LargestCount;
use crate::analyst::Refusal;
use crate::play::fewest::difficulty_picker::difficulty_label;
use crate::play::fewest::model::{FewestCount, Search};
use crate::shared::fact::fact;
use crate::shared::wording::thousands;
use lights_lab_engine::Difficulty;

pub struct FewestFactsProps {
    /// The start board's count.
    pub fewest: Option<FewestCount>,
    /// The board on screen's, once a move is made ([`State::fewest_now`]).
    ///
    /// [`State::fewest_now`]: crate::play::state::State::fewest_now
    pub now: Option<FewestCount>,
    pub search: Option<Search>,
    pub largest: Option<Result<LargestCount, Refusal>>,
}

fn fewest_text(fewest: FewestCount, search: Option<&Search>) -> String {
    let best = fewest.presses;
    // A bound of 0 says nothing; a search often has no better one until it ends.
    let range = match fewest.lower_bound {
        0 => format!("at most {best}"),
        bound => format!("{bound} to {best}"),
    };
    match search {
        _ if fewest.proven => format!("Fewest presses for this board: {best}"),
        Some(Search::Failed(message)) => {
            format!("Fewest presses for this board: at most {best} (the search could not run: {message})")
        }
        Some(Search::Stopped(_)) => {
            format!("Fewest presses for this board: {range} (search stopped)")
        }
        _ => format!("Fewest presses for this board: {range} (searching)"),
    }
}

/// After a move: the count of the board on screen, then the start board's.
fn now_text(now: FewestCount, start: FewestCount) -> String {
    let count = if now.proven {
        now.presses.to_string()
    } else {
        format!("at most {}", now.presses)
    };
    let start = if start.proven {
        start.presses.to_string()
    } else {
        format!("at most {}", start.presses)
    };
    format!("Fewest presses for this board: {count} (from the start board: {start})")
}

fn largest_text(largest: Option<&Result<LargestCount, Refusal>>) -> String {
    match largest {
        None => "Largest fewest-press count: working it out…".into(),
        Some(Ok(count)) if count.lower == count.upper => {
            format!("Largest fewest-press count: {}", thousands(count.lower))
        }
        Some(Ok(count)) if count.lower == 0 => format!(
            "Largest fewest-press count: at most {} (not settled in the time allowed)",
            thousands(count.upper)
        ),
        Some(Ok(count)) => {
            let (lower, upper) = (thousands(count.lower), thousands(count.upper));
            format!(
                "Largest fewest-press count: {lower} to {upper} (not settled: some board needs {lower}, none needs more than {upper})"
            )
        }
        Some(Err(message)) => format!("Largest fewest-press count: unknown ({message})"),
    }
}

/// "Difficulties by fewest presses: easy 1–5, medium 6–10, hard 11–14, hardest 15."
fn bands_text(largest: LargestCount) -> String {
    let bands: Vec<String> = Difficulty::ALL
        .into_iter()
        .map(|difficulty| {
            let band = difficulty.presses(&largest.bounds());
            let presses = match (band.start(), band.end()) {
                _ if band.is_empty() => "none".to_string(),
                (start, end) if start == end => start.to_string(),
                (start, end) => format!("{start}–{end}"),
            };
            format!(
                "{} {presses}",
                difficulty_label(difficulty).to_ascii_lowercase()
            )
        })
        .collect();
    format!("Difficulties by fewest presses: {}.", bands.join(", "))
}

pub fn fewest_facts(props: &FewestFactsProps) -> Html {
    let fewest = props.fewest.map(|fewest| {
        let text = match props.now {
            Some(now) => now_text(now, fewest),
            None => fewest_text(fewest, props.search.as_ref()),
        };
        fact("fewest", Classes::new(), text.into())
    });
    // Bands from a largest count of 0 would all be empty but the last: not worth a line.
    let bands = match &props.largest {
        Some(Ok(largest)) if largest.lower > 0 => Some(fact(
            "bands",
            classes!("detail"),
            bands_text(*largest).into(),
        )),
        _ => None,
    };
    html! {
        <>
            { fewest }
            { fact("largest", Classes::new(), largest_text(props.largest.as_ref()).into()) }
            { bands }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_of_5x5_are_those_of_the_engine() {
        let largest = LargestCount {
            lower: 15,
            upper: 15,
        };
        assert_eq!(
            bands_text(largest),
            "Difficulties by fewest presses: easy 1–5, medium 6–10, hard 11–14, hardest 15."
        );
        assert_eq!(
            largest_text(Some(&Ok(largest))),
            "Largest fewest-press count: 15"
        );
    }

    #[test]
    fn an_unsettled_count_is_said_as_a_range() {
        let range = LargestCount {
            lower: 34,
            upper: 40,
        };
        assert!(largest_text(Some(&Ok(range)))
            .starts_with("Largest fewest-press count: 34 to 40 (not settled"));
        let unsettled = LargestCount {
            lower: 0,
            upper: 199,
        };
        assert!(largest_text(Some(&Ok(unsettled)))
            .ends_with("at most 199 (not settled in the time allowed)"));
        // On 1 x 1 the largest count is 1: only the hardest band has boards.
        let one = LargestCount { lower: 1, upper: 1 };
        assert_eq!(
            bands_text(one),
            "Difficulties by fewest presses: easy none, medium none, hard none, hardest 1."
        );
    }
}
