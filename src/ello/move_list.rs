//! The list of moves in effect, in order, as the vertices played: what undo takes back one by
//! one, and what a winning order looks like once the game is won.

use yew::prelude::*;

/// `moves`: the vertices played, in order.
pub fn ello_move_list(moves: &[usize]) -> Html {
    let list = if moves.is_empty() {
        html! { <p class="hint-text">{"No moves yet: play a green vertex."}</p> }
    } else {
        html! {
            <ol id="ello-moves" class="ello-moves" aria-label="Moves">
                { for moves.iter().map(|vertex| html! { <li>{format!("vertex {vertex}")}</li> }) }
            </ol>
        }
    };
    html! {
        <section class="panel" aria-label="Move list">
            <h2>{"Moves"}</h2>
            { list }
        </section>
    }
}
