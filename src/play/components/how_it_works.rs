//! "How it works": the linear algebra in a few sentences and one picture.

use yew::prelude::*;

/// A 3 x 3 board in the picture, at `x`, with the given cells lit and one ringed.
fn mini_board(x: f64, lit: &[usize], ringed: Option<usize>, caption: &'static str) -> Html {
    let cells = (0..9).map(|cell| {
        let (cx, cy) = (x + (cell % 3) as f64, (cell / 3) as f64);
        let class = if lit.contains(&cell) { "lit" } else { "dark" };
        html! { <rect class={class} x={(cx + 0.05).to_string()} y={(cy + 0.05).to_string()}
        width="0.9" height="0.9" rx="0.1" /> }
    });
    let ring = ringed.map(|cell| {
        let (cx, cy) = (x + (cell % 3) as f64 + 0.5, (cell / 3) as f64 + 0.5);
        html! { <circle class="press" cx={cx.to_string()} cy={cy.to_string()} r="0.25" /> }
    });
    html! {
        <g>
            { for cells }
            { ring }
            <text class="caption" x={(x + 1.5).to_string()} y="3.6">{caption}</text>
        </g>
    }
}

#[function_component(HowItWorks)]
pub fn how_it_works() -> Html {
    html! {
        <details class="panel how" id="how-it-works">
            <summary>{"How it works"}</summary>
            <p>
                {"A board is a vector b of numbers mod N, one per cell. Pressing cell j adds
                  column j of the move matrix A: 1 on every cell the press reaches. Order does
                  not matter and pressing a cell N times does nothing, so a solution is a vector
                  x of press counts with A·x = g − b (mod N), where g is the goal."}
            </p>
            <svg class="how-picture" viewBox="-0.2 -0.2 12.4 4.2" role="img"
                aria-label="Pressing the centre of a dark 3 by 3 board lights the centre and its four neighbours: column 5 of A.">
                { mini_board(0.0, &[], Some(4), "press cell 5") }
                <text class="arrow" x="4.5" y="1.75">{"→"}</text>
                { mini_board(6.0, &[1, 3, 4, 5, 7], None, "adds column 5 of A") }
            </svg>
            <p>
                {"The boards that can be solved are the column space of A; its dimension is the
                  solvable dimension. Press vectors with A·x = 0 change nothing: these are the
                  quiet patterns, and a solvable board has exactly as many solutions as there
                  are quiet patterns. A random board is solvable with probability one over
                  their number. An unsolvable board's class says which of the other cosets it
                  lies in; pressing never changes it."}
            </p>
            <p>
                {"Once per puzzle the engine chases lights row by row down to a small system and
                  factors it (Gaussian elimination for prime N, Smith forms for composite N).
                  After that, every hint, solution and fresh solvable puzzle takes a fraction of
                  a millisecond."}
            </p>
        </details>
    }
}
