//! The readout, always visible: the puzzle's solvable dimension, its quiet patterns, the
//! chance that a random board is solvable, and whether this board is; a progress indicator
//! while the engine works. `#readout[data-ready="true"]` marks a finished readout, for tests
//! and benchmarks.

use yew::prelude::*;

use crate::analyst::Facts;
use crate::play::reducer::Action;
use crate::play::state::{Mode, Precomputation, Verdict};

#[derive(Properties, PartialEq)]
pub struct ReadoutProps {
    pub precomputation: Precomputation,
    pub verdict: Verdict,
    /// What the engine is working on, as "the 128 × 128 board".
    pub subject: AttrValue,
    pub mode: Mode,
    pub quiet: usize,
    pub on_action: Callback<Action>,
    /// More facts once the puzzle is analysed (the fewest-press lines).
    #[prop_or_default]
    pub children: Html,
}

/// Writes an exponent with Unicode superscript digits, so that it reads as a power in the page
/// and still copies, searches and tests as plain text (a `<sup>` would read back as "22").
pub fn superscript(exponent: u64) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    exponent
        .to_string()
        .chars()
        .map(|digit| DIGITS[digit.to_digit(10).expect("decimal digit") as usize])
        .collect()
}

/// A count given as prime powers: "2²", "2² · 3³" (and "1" for none).
pub fn powers(factors: &[(u32, u64)]) -> String {
    if factors.is_empty() {
        return "1".into();
    }
    factors
        .iter()
        .map(|&(p, e)| {
            if e == 1 {
                p.to_string()
            } else {
                format!("{p}{}", superscript(e))
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The count in decimal, when it is short enough to read (at most twelve digits).
pub fn decimal(factors: &[(u32, u64)]) -> Option<u64> {
    let mut value: u64 = 1;
    for &(p, e) in factors {
        for _ in 0..e {
            value = value
                .checked_mul(p as u64)
                .filter(|&v| v < 1_000_000_000_000)?;
        }
    }
    Some(value)
}

/// "4 = 2²", or only "2⁵⁶" when the decimal is too long to take in.
fn count_text(factors: &[(u32, u64)]) -> String {
    let power = powers(factors);
    match decimal(factors) {
        Some(value) if value.to_string() != power => format!("{value} = {power}"),
        Some(value) => value.to_string(),
        None => power,
    }
}

/// "1/4 = 1/2²", with brackets around a product.
fn probability_text(factors: &[(u32, u64)]) -> String {
    if factors.is_empty() {
        return "1: every board is solvable".into();
    }
    let power = powers(factors);
    let power = if factors.len() > 1 {
        format!("({power})")
    } else {
        power
    };
    match decimal(factors) {
        Some(value) if value.to_string() != power => format!("1/{value} = 1/{power}"),
        _ => format!("1/{power}"),
    }
}

/// A class as its invariants: "(1, 0)" with two states, "(1 mod 2, 2 mod 3)" otherwise.
pub fn class_text(invariants: &[(u32, u32)], states: u8) -> String {
    let parts: Vec<String> = invariants
        .iter()
        .map(|&(value, modulus)| {
            if modulus == states as u32 {
                value.to_string()
            } else {
                format!("{value} mod {modulus}")
            }
        })
        .collect();
    format!("({})", parts.join(", "))
}

fn facts_view(facts: &Facts) -> Html {
    let dimension = facts.rank.map(|rank| {
        html! {
            <p class="fact" data-fact="dimension">
                {format!("Solvable dimension {rank} of {}", facts.cells)}
            </p>
        }
    });
    html! {
        <>
            { dimension }
            <p class="fact" data-fact="quiet-patterns">
                {format!("Quiet patterns: {}", count_text(&facts.kernel))}
            </p>
            <p class="fact" data-fact="probability">
                {format!("A random board is solvable with probability {}", probability_text(&facts.kernel))}
            </p>
            <p class="fact detail" data-fact="unknowns">
                {format!("Light chasing leaves {} of {} unknowns to eliminate.", facts.unknowns, facts.cells)}
            </p>
        </>
    }
}

/// Why a board cannot be solved, in words first and the exact class after: presses never
/// change a board's class (seed 002, Theorems 3 and 4), so only changing lights by hand can
/// help.
pub fn unsolvable_text(class: &[(u32, u32)], states: u8) -> String {
    format!(
        "This board is in a different class from the goal: no presses can solve it. Change \
         the ringed lights to bring it into the goal's class (its class: {}).",
        class_text(class, states)
    )
}

fn verdict_view(verdict: &Verdict, states: u8) -> Html {
    let (text, class) = match verdict {
        Verdict::Pending => ("Checking this board…".to_string(), "pending"),
        Verdict::Solvable(_) => ("This board is solvable.".to_string(), "solvable"),
        Verdict::Unsolvable(class) => (unsolvable_text(class, states), "unsolvable"),
        Verdict::Unavailable(_) => (
            "This board's solvability is unknown.".to_string(),
            "unknown",
        ),
    };
    html! { <p class={classes!("fact", "verdict", class)} data-fact="board">{text}</p> }
}

fn quiet_view(facts: &Facts, mode: Mode, quiet: usize, on_action: &Callback<Action>) -> Html {
    let shown = facts.quiet_patterns.len();
    if shown == 0 {
        return Html::default();
    }
    let active = mode == Mode::Quiet;
    let toggle = {
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| {
            on_action.emit(if active {
                Action::SetMode(Mode::Play)
            } else {
                Action::ShowQuiet(0)
            })
        })
    };
    let go = |index: usize| {
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(Action::ShowQuiet(index)))
    };
    let navigation = active.then(|| {
        let more = if facts.generators > shown {
            format!(" (the first {shown} of {} shown)", facts.generators)
        } else {
            String::new()
        };
        html! {
            <div class="quiet-nav">
                <p id="quiet-index">
                    {format!("Quiet pattern {} of {}{more}", quiet + 1, facts.generators)}
                </p>
                <button type="button" disabled={quiet == 0} onclick={go(quiet.saturating_sub(1))}>
                    {"Previous"}
                </button>
                <button type="button" disabled={quiet + 1 >= shown} onclick={go(quiet + 1)}>
                    {"Next"}
                </button>
                <p class="hint-text">
                    {"Pressing every marked cell (as often as marked) changes nothing."}
                </p>
            </div>
        }
    });
    html! {
        <div class="quiet">
            <button type="button" aria-pressed={active.to_string()} onclick={toggle}>
                {"Quiet patterns"}
            </button>
            { navigation }
        </div>
    }
}

#[function_component(Readout)]
pub fn readout(props: &ReadoutProps) -> Html {
    let (body, ready) = match &props.precomputation {
        Precomputation::Pending => (
            html! {
                <p class="working">
                    <progress aria-label="Working out the puzzle"></progress>
                    {format!(" Working out {}…", props.subject)}
                </p>
            },
            false,
        ),
        Precomputation::Ready(facts) => (
            html! {
                <>
                    { facts_view(facts) }
                    { verdict_view(&props.verdict, facts.states) }
                    { props.children.clone() }
                    { quiet_view(facts, props.mode, props.quiet, &props.on_action) }
                </>
            },
            true,
        ),
        Precomputation::Failed(message) => (
            html! {
                <p class="fact error" data-fact="failed">
                    {format!("The engine cannot analyse this puzzle: {message}. The board can still be played.")}
                </p>
            },
            true,
        ),
    };
    html! {
        <section id="readout" class="panel readout" aria-label="Readout" aria-live="polite"
            aria-busy={(!ready).to_string()} data-ready={ready.to_string()}>
            { body }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn superscripts_every_digit() {
        assert_eq!(superscript(2), "²");
        assert_eq!(superscript(1024), "¹⁰²⁴");
    }

    #[test]
    fn counts_read_as_decimals_and_powers() {
        assert_eq!(count_text(&[(2, 2)]), "4 = 2²");
        assert_eq!(count_text(&[]), "1");
        assert_eq!(count_text(&[(3, 1)]), "3");
        assert_eq!(count_text(&[(2, 2), (3, 3)]), "108 = 2² · 3³");
        assert_eq!(count_text(&[(2, 56)]), "2⁵⁶");
    }

    #[test]
    fn probabilities_name_the_kernel_size() {
        assert_eq!(probability_text(&[(2, 2)]), "1/4 = 1/2²");
        assert_eq!(probability_text(&[(2, 2), (3, 1)]), "1/12 = 1/(2² · 3)");
        assert_eq!(probability_text(&[(2, 100)]), "1/2¹⁰⁰");
        assert_eq!(probability_text(&[(3, 1)]), "1/3");
        assert!(probability_text(&[]).starts_with("1:"));
    }

    #[test]
    fn an_unsolvable_board_is_told_why_in_words_before_its_class() {
        let text = unsolvable_text(&[(1, 2), (0, 2)], 2);
        assert!(
            text.starts_with(
                "This board is in a different class from the goal: no presses can solve it."
            ),
            "{text}"
        );
        assert!(text.ends_with("(its class: (1, 0))."), "{text}");
    }

    #[test]
    fn classes_show_moduli_only_when_they_differ_from_n() {
        assert_eq!(class_text(&[(1, 2), (0, 2)], 2), "(1, 0)");
        assert_eq!(class_text(&[(1, 2), (2, 3)], 6), "(1 mod 2, 2 mod 3)");
    }
}
