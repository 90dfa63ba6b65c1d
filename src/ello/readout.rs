//! The ELLO readout, always visible: the position's size and greens, the parity condition
//! (Theorem 1.5), the family the paper has a rule for, and whether the position can still be
//! won, with what decided it. `#ello-readout[data-winnable]` holds yes, no or unknown, for
//! tests.

use yew::prelude::*;

use super::explain;
use super::state::State;
use crate::shared::fact::fact;
use crate::shared::wording::count;
use lights_lab_engine::ello::{Colour, Status};

/// p vertices, q edges and gamma greens of the position (the vertices not yet removed).
fn counts(state: &State) -> (usize, usize, usize) {
    let game = &state.game;
    let left: Vec<usize> = (0..state.vertices())
        .filter(|&v| game.colour(v).is_some())
        .collect();
    let edges = left
        .iter()
        .map(|&u| {
            game.graph()
                .neighbours(u)
                .iter()
                .filter(|&&v| u < v as usize && game.colour(v as usize).is_some())
                .count()
        })
        .sum();
    let greens = left
        .iter()
        .filter(|&&v| game.colour(v) == Some(Colour::Green))
        .count();
    (left.len(), edges, greens)
}

/// The readout of `state`'s position: its engine analysis is `None` while it is worked out,
/// and once the game is won; `witnessed` verdicts come from the order the colours were dealt
/// from, not the engine.
pub fn ello_readout(state: &State) -> Html {
    let (p, q, gamma) = counts(state);
    let pieces = state.pieces();
    let size = fact(
        "size",
        Classes::new(),
        format!(
            "{} and {} left, {} green",
            count(p as u64, "vertex", "vertices"),
            count(q as u64, "edge", "edges"),
            gamma
        )
        .into(),
    );
    let Some(analysis) = &state.analysis else {
        let won = state.status() == Status::Won;
        let (data, class, text) = if won {
            ("won", "yes", "Won: every vertex is gone.")
        } else {
            ("unknown", "unknown", "Winnable: working it out…")
        };
        return html! {
            <section class="panel readout" id="ello-readout" aria-label="Analysis"
                data-winnable={data}>
                <h2>{"Analysis"}</h2>
                { size }
                { fact("winnable", classes!("verdict", class), text.into()) }
            </section>
        };
    };
    let parity = format!(
        "Parity condition γ ≡ p + q (mod 2), Theorem 1.5: {} ({gamma} ≡ {p} + {q})",
        if analysis.parity_ok { "holds" } else { "fails" }
    );
    let family = explain::family_line(analysis, pieces);
    let (winnable, class, data) = match analysis.winnable() {
        Some(true) => ("Winnable: yes", "yes", "yes"),
        Some(false) => ("Winnable: no", "no", "no"),
        None => ("Winnable: not known", "unknown", "unknown"),
    };
    let uniform = (!state.uniform).then(|| {
        html! {
            <p class="fact note">
                {"The start colours are winnable, but were not drawn evenly among all winnable colourings."}
            </p>
        }
    });
    html! {
        <section class="panel readout" id="ello-readout" aria-label="Analysis"
            data-winnable={data}>
            <h2>{"Analysis"}</h2>
            { size }
            { fact("parity", classes!(if analysis.parity_ok { "yes" } else { "no" }), parity.into()) }
            { fact("family", Classes::new(), family.into()) }
            { fact("winnable", classes!("verdict", class), winnable.into()) }
            { fact("reason", Classes::new(), format!("Why: {}", if state.witnessed {
                    explain::WITNESSED.to_string()
                } else {
                    explain::why(analysis, pieces)
                }).into()) }
            { uniform }
        </section>
    }
}
