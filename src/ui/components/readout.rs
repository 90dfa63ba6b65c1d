//! The numbers that describe a puzzle as a whole: how many boards can be solved and why not
//! all of them.

use yew::prelude::*;

use crate::ui::state::Facts;

#[derive(Properties, PartialEq)]
pub struct ReadoutProps {
    pub facts: Facts,
}

/// The readout for one puzzle, e.g. for 5 x 5 Lights Out: "Solvable dimension 23 of 25",
/// "Quiet patterns 4 = 2²", "A random board is solvable with probability 1/4".
#[function_component(Readout)]
pub fn readout(props: &ReadoutProps) -> Html {
    let facts = &props.facts;
    // Rank and nullity are only defined when N is prime; for other N the count stands alone.
    let dimension = facts.rank.map(|rank| {
        html! {
            <p class="fact" data-fact="dimension">
                {format!("Solvable dimension {rank} of {}", facts.cells)}
            </p>
        }
    });
    let quiet = match facts.nullity {
        Some(nullity) => format!(
            "{} = {}{}",
            facts.quiet_patterns,
            facts.states,
            superscript(nullity)
        ),
        None => facts.quiet_patterns.to_string(),
    };
    html! {
        <section class="readout" aria-label="Readout">
            {dimension}
            <p class="fact" data-fact="quiet-patterns">{format!("Quiet patterns: {quiet}")}</p>
            <p class="fact" data-fact="probability">
                {format!("A random board is solvable with probability {}", facts.solvable_fraction)}
            </p>
        </section>
    }
}

/// Writes an exponent with Unicode superscript digits, so that it reads as a power in the page
/// and still copies, searches and tests as plain text (a `<sup>` would read back as "22").
fn superscript(exponent: usize) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    exponent
        .to_string()
        .chars()
        .map(|digit| DIGITS[digit.to_digit(10).expect("decimal digit") as usize])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::superscript;

    #[test]
    fn superscripts_every_digit() {
        assert_eq!(superscript(2), "²");
        assert_eq!(superscript(1024), "¹⁰²⁴");
        assert_eq!(superscript(0), "⁰");
    }
}
