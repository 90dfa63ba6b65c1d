//! The rules of ELLO in a few sentences, and the one fact the readout leans on most.

use yew::prelude::*;

pub fn ello_rules() -> Html {
    html! {
        <section class="panel how" aria-label="How ELLO is played">
            <h2>{"How ELLO is played"}</h2>
            <p>{"Every vertex carries a disc, green (G) or red (R). Play a green vertex: its \
                remaining neighbours change colour and the vertex is removed. Remove every \
                vertex to win; the game is lost when only red ones remain."}</p>
            <p>{"From Craft, Miller and Pritikin, “A Solitaire Game Played on 2-Colored \
                Graphs”: a game that can be won has γ ≡ p + q (mod 2), with γ green vertices, \
                p vertices and q edges (Theorem 1.5)."}</p>
        </section>
    }
}
