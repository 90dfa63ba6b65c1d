//! The readout, folded under "The maths" with its most useful fact in plain words: the chance
//! that a random board can be solved, how many solutions a board has (the quiet patterns), the
//! solvable dimension, and whether this board can be solved; a progress indicator while the
//! engine works. Plain words come first, the exact terms beside them.
//! `#readout[data-ready="true"]` marks a finished readout, for tests and benchmarks.

use yew::prelude::*;

use crate::analyst::{Facts, Refusal};
use crate::play::reducer::Action;
use crate::play::state::{Mode, Precomputation, Verdict};
use crate::shared::fact::fact;
use crate::shared::wording::{grouped, thousands};

pub struct ReadoutProps {
    pub precomputation: Precomputation,
    pub verdict: Verdict,
    /// What the engine is working on, as "the 128 × 128 board".
    pub subject: AttrValue,
    pub mode: Mode,
    pub quiet: usize,
    pub on_action: Callback<Action>,
    /// More facts once the puzzle is analysed (the fewest-press lines).
    pub facts: Html,
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

/// The chance that a random board can be solved, in plain words: "1 in every 4 boards can be
/// solved", "Every board can be solved".
pub fn chance_text(kernel: &[(u32, u64)]) -> String {
    if kernel.is_empty() {
        return "Every board can be solved".into();
    }
    let every = match decimal(kernel) {
        Some(value) => grouped(&value.to_string()),
        None => powers(kernel),
    };
    format!("1 in every {every} boards can be solved")
}

/// How many solutions every solvable board has, in plain words, then the quiet patterns that
/// make them.
fn solutions_text(kernel: &[(u32, u64)]) -> String {
    if kernel.is_empty() {
        return "Every solvable board has exactly 1 solution (no quiet patterns: no presses \
                cancel out)"
            .into();
    }
    let count = match decimal(kernel) {
        Some(value) => grouped(&value.to_string()),
        None => powers(kernel),
    };
    format!(
        "Every solvable board has {count} solutions, because some presses cancel out (quiet \
         patterns: {})",
        count_text(kernel)
    )
}

/// How many presses are independent, in words that agree with the counts: "23 of the 25
/// presses are independent of each other", "The one press changes the board" (solvable
/// dimension 1 of 1).
fn independence_text(rank: usize, cells: usize) -> String {
    let dimension = format!(
        "(solvable dimension {} of {})",
        thousands(rank as u64),
        thousands(cells as u64)
    );
    match (rank, cells) {
        (1, 1) => format!("The one press changes the board {dimension}"),
        (0, 1) => format!("The one press changes nothing {dimension}"),
        (1, _) => format!(
            "1 of the {} presses is independent of the others {dimension}",
            thousands(cells as u64)
        ),
        _ => format!(
            "{} of the {} presses are independent of each other {dimension}",
            thousands(rank as u64),
            thousands(cells as u64)
        ),
    }
}

fn facts_view(facts: &Facts) -> Html {
    let dimension = facts.rank.map(|rank| {
        fact(
            "dimension",
            Classes::new(),
            independence_text(rank, facts.cells).into(),
        )
    });
    html! {
        <>
            { fact("probability", Classes::new(), format!("{} (probability {}).", chance_text(&facts.kernel), probability_text(&facts.kernel)).into()) }
            { fact("quiet-patterns", Classes::new(), format!("{}.", solutions_text(&facts.kernel)).into()) }
            { dimension }
            { fact("unknowns", classes!("detail"), format!("Light chasing leaves {} of {} unknowns to eliminate.", thousands(facts.unknowns as u64), thousands(facts.cells as u64)).into()) }
        </>
    }
}

/// Why a board cannot be solved, in words first and the exact class after: presses never
/// change a board's class (seed 002, Theorems 3 and 4), so only changing lights by hand can
/// help.
pub fn unsolvable_text(class: &[(u32, u32)], states: u8) -> String {
    format!(
        "This board is in a different class from the goal: no presses can solve it. Change \
         the lights with a dashed outline to bring it into the goal's class (its class: {}).",
        class_text(class, states)
    )
}

fn verdict_view(verdict: &Verdict, states: u8) -> Html {
    let (text, class) = match verdict {
        Verdict::Pending => ("Checking this board…".to_string(), "pending"),
        Verdict::Solvable(_) => ("This board can be solved.".to_string(), "solvable"),
        Verdict::Unsolvable(class) => (unsolvable_text(class, states), "unsolvable"),
        Verdict::Unavailable(_) => (
            "Whether this board can be solved is not known.".to_string(),
            "unknown",
        ),
    };
    fact("board", classes!("verdict", class), text.into())
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
                    { props.facts.clone() }
                    { quiet_view(facts, props.mode, props.quiet, &props.on_action) }
                </>
            },
            true,
        ),
        Precomputation::Failed(message) => (
            fact("failed", classes!("error"), format!("The engine cannot analyse this puzzle: {message}. The board can still be played.").into()),
            true,
        ),
    };
    let headline = match &props.precomputation {
        Precomputation::Pending => "working it out…".to_string(),
        Precomputation::Ready(facts) => chance_text(&facts.kernel),
        Precomputation::Failed(Refusal::TooLargeForRule {
            largest: Some(side),
            ..
        }) => format!("stops at {side} × {side} with this rule"),
        Precomputation::Failed(_) => "not known for this puzzle".to_string(),
    };
    // One click away: the game comes first, the mathematics folds under a line that already
    // says the most useful fact in plain words.
    html! {
        <details class="panel analysis" id="analysis">
            <summary>{"The maths: "}<span id="maths-headline">{headline}</span></summary>
            // Not a live region: the page says what changed in one sentence (`play::said`),
            // where a live readout read its paragraphs aloud at every answer.
            <section id="readout" class="readout" aria-label="Readout"
                aria-busy={(!ready).to_string()} data-ready={ready.to_string()}>
                { body }
            </section>
        </details>
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
    fn the_independent_presses_are_counted_in_plain_words() {
        assert_eq!(
            independence_text(23, 25),
            "23 of the 25 presses are independent of each other (solvable dimension 23 of 25)"
        );
        assert_eq!(
            independence_text(1, 1),
            "The one press changes the board (solvable dimension 1 of 1)"
        );
        assert!(independence_text(1, 3).starts_with("1 of the 3 presses is independent"));
    }

    #[test]
    fn the_chance_is_said_in_plain_words() {
        assert_eq!(chance_text(&[(2, 2)]), "1 in every 4 boards can be solved");
        assert_eq!(chance_text(&[]), "Every board can be solved");
        assert_eq!(
            chance_text(&[(2, 20)]),
            "1 in every 1,048,576 boards can be solved"
        );
        assert_eq!(
            chance_text(&[(2, 100)]),
            "1 in every 2¹⁰⁰ boards can be solved"
        );
        assert!(solutions_text(&[(2, 2)]).starts_with("Every solvable board has 4 solutions"));
        assert!(solutions_text(&[]).contains("exactly 1 solution"));
    }

    #[test]
    fn classes_show_moduli_only_when_they_differ_from_n() {
        assert_eq!(class_text(&[(1, 2), (0, 2)], 2), "(1, 0)");
        assert_eq!(class_text(&[(1, 2), (2, 3)], 6), "(1 mod 2, 2 mod 3)");
    }
}
