//! The facts each view rests on, listed once at the foot of the page with the paper each comes
//! from (by its authors and title, as a student would look it up); every view's "why" line
//! links to its fact here.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A fact from the papers: its anchor, where it is (each paper and the place in it), and what
/// it says.
pub struct Fact {
    pub id: &'static str,
    pub sources: &'static [(&'static str, &'static str)],
    pub says: &'static str,
}

impl Fact {
    /// Where the fact is, as a reader looks it up: "Losada, “All Lights and Lights Out”, more
    /// than two states".
    pub fn source(&self) -> String {
        self.sources
            .iter()
            .map(|(paper, place)| format!("{paper}, {place}"))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// Tang, Lu and Huang's paper (Guangdong Experimental High School): light chasing, the
/// classes of boards and the quiet patterns.
const SOLUTIONS: &str =
    "Tang, Lu and Huang, \u{201c}The Solutions and Generalization of the Lights Out Game\u{201d}";

/// Joel Gibson's Lights Out web page, whose neighbour editor and elimination Lights Lab
/// grew from.
const GIBSON: &str = "Gibson, \u{201c}Lights Out\u{201d} (a web page)";

/// Rafael Losada's article in SUMA: more than two states, composite N.
const ALL_LIGHTS: &str = "Losada, \u{201c}All Lights and Lights Out\u{201d}";

pub const CHASE: Fact = Fact {
    id: "fact-chase",
    sources: &[(SOLUTIONS, "section 2.4, Method of Row by Row")],
    says: "Pressing under every lit light, row by row, is forced: once the first row's presses are chosen, the rest follow, so every board reduces to its last row.",
};

pub const LOOKUP: Fact = Fact {
    id: "fact-lookup",
    sources: &[(SOLUTIONS, "section 2.4.2, the 5 × 5 equations")],
    says: "Each first-row press, chased, lights a fixed set of last-row cells (a_1 + x_2 + x_3 + x_5 = 0, ...); a last row can be cleared exactly when a_3 = a_2 + a_4 and a_3 = a_1 + a_5, the premise of winnable.",
};

pub const ELIMINATION: Fact = Fact {
    id: "fact-elimination",
    sources: &[
        (SOLUTIONS, "section 2"),
        (GIBSON, "Gauss-Jordan elimination"),
    ],
    says: "A board is a vector b, each press adds a column of A, and the presses x that solve it are the solutions of A·x = b (mod N): row-reduce [A | b], read off the pivots, back-substitute.",
};

pub const COMPOSITE: Fact = Fact {
    id: "fact-composite",
    sources: &[(ALL_LIGHTS, "more than two states")],
    says: "Mod 6, 3a = 0 has three solutions and 3 has no inverse, so Gauss' method cannot be trusted; solve mod 2 and mod 3 and join them as S_6 = 3·S_2 + 4·S_3. Mod 4, pivot on odd entries first.",
};

pub const QUIET: Fact = Fact {
    id: "fact-quiet",
    sources: &[(SOLUTIONS, "Theorems 1 and 2, Deduction 4")],
    says: "Presses that change nothing form the null space of A; two solutions differ by one of them, and with k independent ones a random board is solvable with chance 1/2^k.",
};

pub const CLASSES: Fact = Fact {
    id: "fact-classes",
    sources: &[(SOLUTIONS, "Theorems 1, 3 and 4")],
    says: "A board is winnable exactly when it is perpendicular to every quiet pattern (of the transpose); the products with them sort the boards into classes, and changing lights moves a board between classes.",
};

const ALL: [&Fact; 6] = [&CHASE, &LOOKUP, &ELIMINATION, &COMPOSITE, &QUIET, &CLASSES];

/// "Why: `because`" with a link to the fact. The address bar's fragment is the share code, so
/// the link moves focus to the fact itself instead of following the fragment.
pub fn why(fact: &Fact, because: &'static str) -> Html {
    let fact = fact.id;
    let onclick = Callback::from(move |event: MouseEvent| {
        event.prevent_default();
        if let Some(target) = gloo::utils::document().get_element_by_id(fact) {
            target.scroll_into_view();
            let _ = target.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    html! {
        <p class="why"><strong>{"Why: "}</strong>{because}{" "}
            <a href={format!("#{fact}")} {onclick}>{"(the source)"}</a></p>
    }
}

/// The list of facts at the foot of the page.
pub fn sources() -> Html {
    html! {
        <section class="panel learn-sources" aria-label="Where the facts come from">
            <h2>{"Where the facts come from"}</h2>
            <dl>
                { for ALL.iter().map(|fact| html! {
                    <>
                        <dt id={fact.id} tabindex="-1">{fact.source()}</dt>
                        <dd>{fact.says}</dd>
                    </>
                }) }
            </dl>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fact_names_its_paper_by_author_and_title() {
        for fact in ALL {
            let source = fact.source();
            assert!(!source.to_lowercase().contains("seed"), "{source}");
            for (paper, place) in fact.sources {
                // "Author, “Title”": a surname, then the title in quotation marks.
                let (author, title) = paper.split_once(", \u{201c}").expect(paper);
                assert!(
                    author.chars().next().is_some_and(char::is_uppercase),
                    "{paper}"
                );
                assert!(title.contains('\u{201d}'), "{paper}");
                assert!(source.contains(&format!("{paper}, {place}")), "{source}");
            }
        }
        assert_eq!(
            COMPOSITE.source(),
            "Losada, \u{201c}All Lights and Lights Out\u{201d}, more than two states"
        );
    }
}
