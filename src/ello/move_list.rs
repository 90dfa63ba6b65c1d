//! The list of moves in effect, in order, as the vertices played: what undo takes back one by
//! one, and what a winning order looks like once the game is won.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The vertices played, in order.
    pub moves: Vec<usize>,
}

#[function_component(ElloMoveList)]
pub fn ello_move_list(props: &MoveListProps) -> Html {
    let list = if props.moves.is_empty() {
        html! { <p class="hint-text">{"No moves yet: play a green vertex."}</p> }
    } else {
        html! {
            <ol id="ello-moves" class="ello-moves" aria-label="Moves">
                { for props.moves.iter().map(|vertex| html! { <li>{format!("vertex {vertex}")}</li> }) }
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
