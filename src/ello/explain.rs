//! Why a position of ELLO can or cannot be won, in a player's words with the paper's result
//! beside them (seed 001: Craft, Miller and Pritikin). Built from the analysis of the position
//! on screen and the graph that is left, so the explanation always describes that graph: a
//! path left over from a cycle is a tree, and a graph that fell into several pieces is said
//! to be pieces, each decided on its own, never one tree.

use lights_lab_engine::ello::{Analysis, Family, Graph, Implausible, Reason};

/// How many pieces (connected components) the vertices still in play form.
pub fn pieces(graph: &Graph, left: &[bool]) -> usize {
    let mut seen = vec![false; graph.vertex_count()];
    let mut count = 0;
    for start in 0..graph.vertex_count() {
        if !left[start] || seen[start] {
            continue;
        }
        count += 1;
        seen[start] = true;
        let mut stack = vec![start];
        while let Some(v) = stack.pop() {
            for &w in graph.neighbours(v) {
                let w = w as usize;
                if left[w] && !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
    }
    count
}

/// A family's name without its sizes ("tree", "cycle"), for "each piece is a ...".
fn kind(family: Family) -> &'static str {
    match family {
        Family::Tree => "tree",
        Family::Complete { .. } => "complete graph",
        Family::Cycle { .. } => "cycle",
        Family::Bipartite { .. } => "complete bipartite graph",
        Family::Hypercube { .. } => "hypercube",
        Family::Wheel { .. } => "wheel",
        Family::Grid { .. } => "grid",
        Family::MaximalOuterplanar => "maximal outerplanar graph",
    }
}

/// The family's rule in words, with the result that proves it.
fn rule(family: Family) -> &'static str {
    match family {
        Family::Tree => {
            "it can be won exactly when an odd number of its vertices are green (Proposition 3.5)"
        }
        Family::Complete { .. } => {
            "it can be won exactly when half its vertices, rounded up, are green (Corollary 1.3)"
        }
        Family::Cycle { .. } => {
            "it can be won exactly when an even number of its vertices, and at least two, are \
             green (Section 1)"
        }
        Family::Bipartite { .. } => {
            "it can be won exactly when some vertex is green and the parity condition holds \
             (Corollary 3.7)"
        }
        Family::Hypercube { .. } => {
            "it can be won exactly when the parity condition holds, some vertex is green and \
             the colours are not the all-red game reflected (Theorem 5.1)"
        }
        Family::Wheel { .. } => {
            "it can be won exactly when it passes the necessary checks of Corollary 1.7 \
             (Proposition 7.3)"
        }
        Family::Grid { .. } => {
            "it can be won exactly when an odd number of its vertices are green (Proposition \
             3.11)"
        }
        Family::MaximalOuterplanar => "Section 7's linear-time algorithm decides it",
    }
}

/// The "Why" line: what decided the verdict for the graph on screen. `pieces` is how many
/// pieces the vertices in play form ([`pieces`]).
pub fn why(analysis: &Analysis, pieces: usize) -> String {
    let split = if pieces > 1 {
        format!("The graph has fallen into {pieces} pieces, each played on its own. ")
    } else {
        String::new()
    };
    match analysis.reason {
        Reason::Parity => "It cannot be won: the number of green vertices has the wrong parity. \
             A game that can be won has γ ≡ p + q (mod 2): green vertices, vertices and edges \
             (Theorem 1.5)."
            .to_string(),
        Reason::Implausible { vertex, why } => {
            let what = match why {
                Implausible::Parity => "has green vertices of the wrong parity",
                Implausible::AllRed => "is all red, so no move can start it",
                Implausible::Reflection => {
                    "is the all-red game reflected (green exactly where the degree is odd), \
                     which no order wins"
                }
            };
            let piece = if pieces > 1 {
                format!("the piece with vertex {vertex}")
            } else {
                "the graph".to_string()
            };
            format!("{split}It cannot be won: {piece} {what} (Corollary 1.7).")
        }
        Reason::Rule(family) if pieces > 1 => {
            format!("{split}Each is a {}: {}.", kind(family), rule(family))
        }
        Reason::Rule(family) => format!("This graph is a {family}: {}.", rule(family)),
        Reason::Mop => "This graph is maximal outerplanar: Section 7's linear-time algorithm \
             decides it."
            .to_string(),
        Reason::Search => {
            format!("{split}Decided by trying every set of vertices that can be removed.")
        }
        Reason::Blocks => "Decided block by block: the graph splits at cut vertices, and each \
             block is decided with the colours Theorem 4.1 gives it."
            .to_string(),
        Reason::Components => format!("{split}Each piece was decided by its own means."),
        Reason::TooLarge => format!(
            "{split}Not known: a piece has more than {} vertices that no cut vertex splits, \
             too many to try every order, and it is none of the graphs the paper decides \
             (trees, cycles, complete graphs, complete bipartite graphs, hypercubes, wheels, \
             grids with an odd side, maximal outerplanar graphs).",
            lights_lab_engine::ello::MAX_SEARCH_VERTICES
        ),
        Reason::Stopped => "Not known: the search stopped at its step limit.".to_string(),
    }
}

/// The "Why" line of a position the engine could not decide but the dealt order settles
/// ([`super::state::State::witnessed`]).
pub const WITNESSED: &str = "These colours were made from a random order of the vertices, and \
     the moves so far followed by the rest of that order still win: every vertex's colour plus \
     the number of its neighbours played before it is even (Proposition 1.1). The graph is too \
     large to try every order, and this one is enough.";

/// The "Family" line: the family of the graph on screen, or its pieces.
pub fn family_line(analysis: &Analysis, pieces: usize) -> String {
    match (analysis.family, pieces) {
        (_, 2..) => format!("Family: {pieces} separate pieces"),
        (Some(family), _) => format!("Family: {family}"),
        (None, _) => "Family: none the paper has a rule for".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lights_lab_engine::ello::{analyze, parse_colours};
    use lights_lab_engine::Budget;

    fn analysed(n: usize, edges: &[(u32, u32)], colours: &str) -> (Graph, Analysis) {
        let graph = Graph::new(n, edges).unwrap();
        let colours = parse_colours(colours, n).unwrap();
        let analysis = analyze(&graph, &colours, &mut Budget::unlimited()).unwrap();
        (graph, analysis)
    }

    #[test]
    fn a_tree_is_explained_by_its_rule() {
        let (graph, analysis) = analysed(4, &[(0, 1), (1, 2), (2, 3)], "grrr");
        assert_eq!(pieces(&graph, &[true; 4]), 1);
        let text = why(&analysis, 1);
        assert!(text.starts_with("This graph is a tree:"), "{text}");
        assert!(
            text.contains("odd number") && text.contains("Proposition 3.5"),
            "{text}"
        );
    }

    #[test]
    fn a_forest_is_never_called_a_tree() {
        // Two paths of two vertices: every piece a tree, the whole graph not.
        let (graph, analysis) = analysed(4, &[(0, 1), (2, 3)], "grgr");
        assert_eq!(pieces(&graph, &[true; 4]), 2);
        let text = why(&analysis, 2);
        assert!(
            text.starts_with("The graph has fallen into 2 pieces"),
            "{text}"
        );
        assert!(text.contains("Each is a tree"), "{text}");
        assert!(!text.contains("This graph is a tree"), "{text}");
        assert_eq!(family_line(&analysis, 2), "Family: 2 separate pieces");
    }

    #[test]
    fn cycles_complete_graphs_and_hypercubes_name_their_theorem() {
        let cycle: Vec<(u32, u32)> = (0..5).map(|v| (v, (v + 1) % 5)).collect();
        let (_, analysis) = analysed(5, &cycle, "ggrrr");
        let text = why(&analysis, 1);
        assert!(
            text.contains("cycle C_5") && text.contains("even number"),
            "{text}"
        );
        let k4: Vec<(u32, u32)> = (0..4)
            .flat_map(|u| (u + 1..4).map(move |v| (u, v)))
            .collect();
        let (_, analysis) = analysed(4, &k4, "ggrr");
        assert!(why(&analysis, 1).contains("Corollary 1.3"));
        let cube: Vec<(u32, u32)> = (0..8u32)
            .flat_map(|v| (0..3).map(move |i| (v, v ^ (1 << i))))
            .filter(|(u, w)| u < w)
            .collect();
        let (_, analysis) = analysed(8, &cube, "ggggggrr");
        let text = why(&analysis, 1);
        assert!(
            text.contains("hypercube Q_3") && text.contains("Theorem 5.1"),
            "{text}"
        );
    }

    #[test]
    fn a_parity_failure_names_theorem_one_five() {
        let (_, analysis) = analysed(3, &[(0, 1), (1, 2)], "ggr");
        assert_eq!(analysis.reason, Reason::Parity);
        assert!(why(&analysis, 1).contains("Theorem 1.5"));
    }
}
