//! One line of a readout: a fact about the position, named in `data-fact` (what it is about,
//! for tests and styles). Both games' readouts build their lines here, once, rather than each
//! line's paragraph in place: every `html!` element is code of its own in the download.

use yew::prelude::*;

/// `<p class="fact …" data-fact="name">text</p>`, with `class` adding "detail", "verdict" and
/// the like to "fact" (none when empty).
pub fn fact(name: &'static str, class: Classes, text: AttrValue) -> Html {
    html! { <p class={classes!("fact", class)} data-fact={name}>{text}</p> }
}
