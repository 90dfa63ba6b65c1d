//! The graph presets as the page's menus offer them: a kind (the engine's preset word) and its
//! sizes, each size with a label and the range the page draws. The engine takes graphs of
//! 65,536 vertices; an SVG of a disc per vertex and a line per edge stays responsive to about a
//! thousand, so the page's ranges stop there ([`MAX_VERTICES`], [`MAX_EDGES`]) and say so.
//!
//! Plain data: the ELLO page and the graph boards of the Lights Out page share this table and
//! the picker that draws it ([`super::picker::GraphPicker`]), and the reducers check a [`Choice`]
//! before anything is built.

use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{GraphBoard, Preset};

/// The most vertices a graph on the page may have.
pub const MAX_VERTICES: usize = 1024;
/// The most edges (a pair of opposite arcs counts once, as it is drawn once).
pub const MAX_EDGES: usize = 8192;

/// One number a kind of graph takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    /// The field's label.
    pub label: &'static str,
    pub min: usize,
    pub max: usize,
    /// What the field holds when the kind is picked.
    pub default: usize,
}

/// A kind of graph in the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kind {
    /// The engine's preset word (`Preset::parse`).
    pub word: &'static str,
    /// The menu's name for it.
    pub label: &'static str,
    pub sizes: &'static [Size],
    /// Whether ELLO offers it: Merlin's square is a directed graph, and ELLO is played on
    /// undirected ones.
    pub ello: bool,
}

const fn size(label: &'static str, min: usize, max: usize, default: usize) -> Size {
    Size {
        label,
        min,
        max,
        default,
    }
}

const fn kind(word: &'static str, label: &'static str, sizes: &'static [Size]) -> Kind {
    Kind {
        word,
        label,
        sizes,
        ello: true,
    }
}

/// Every kind, in menu order: the physical puzzles first, then the families.
pub const KINDS: [Kind; 16] = [
    kind("cube", "Lights Out Cube", &[size("Cells a side", 1, 13, 3)]),
    Kind {
        ello: false,
        ..kind("merlin", "Merlin's Magic Square", &[])
    },
    kind("icosahedron", "Icosahedron (Orbix)", &[]),
    kind("dodecahedron", "Dodecahedron", &[]),
    kind("petersen", "Petersen graph", &[]),
    kind("path", "Path", &[size("Vertices", 1, MAX_VERTICES, 8)]),
    kind("cycle", "Cycle", &[size("Vertices", 3, MAX_VERTICES, 8)]),
    kind(
        "wheel",
        "Wheel",
        &[size("Rim vertices", 3, MAX_VERTICES - 1, 8)],
    ),
    kind(
        "fan",
        "Fan",
        &[size("Path vertices", 1, MAX_VERTICES - 1, 6)],
    ),
    kind("complete", "Complete graph", &[size("Vertices", 1, 64, 6)]),
    kind(
        "bipartite",
        "Complete bipartite graph",
        &[size("Left", 1, 64, 3), size("Right", 1, 64, 4)],
    ),
    kind("hypercube", "Hypercube", &[size("Dimension", 0, 10, 4)]),
    kind(
        "grid",
        "Grid",
        &[size("Grid rows", 1, 32, 4), size("Grid columns", 1, 32, 4)],
    ),
    kind("hex", "Hexagonal board", &[size("Cells a side", 1, 18, 3)]),
    kind(
        "tree",
        "Random tree",
        &[size("Vertices", 1, MAX_VERTICES, 12)],
    ),
    kind(
        "mop",
        "Random maximal outerplanar graph",
        &[size("Vertices", 3, MAX_VERTICES, 10)],
    ),
];

/// A kind and its sizes, as the menu holds them: not yet checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub word: &'static str,
    pub sizes: Vec<usize>,
}

impl Choice {
    /// The kind `word` names, with its default sizes.
    pub fn new(word: &str) -> Option<Self> {
        let kind = KINDS.iter().find(|kind| kind.word == word)?;
        Some(Self {
            word: kind.word,
            sizes: kind.sizes.iter().map(|size| size.default).collect(),
        })
    }

    /// The menu's choice for an engine preset (whose sizes the page already accepted).
    pub fn of(preset: &Preset) -> Self {
        let text = preset.to_string();
        let mut words = text.split(' ');
        let word = words.next().unwrap_or_default();
        let kind = KINDS
            .iter()
            .find(|kind| kind.word == word)
            .expect("every engine preset is in the menu");
        Self {
            word: kind.word,
            sizes: words.filter_map(|number| number.parse().ok()).collect(),
        }
    }

    pub fn kind(&self) -> &'static Kind {
        KINDS
            .iter()
            .find(|kind| kind.word == self.word)
            .expect("a choice names a kind of the menu")
    }

    /// The engine preset, or what is wrong with a size and what the page allows.
    pub fn preset(&self) -> Result<Preset, String> {
        let kind = self.kind();
        if self.sizes.len() != kind.sizes.len() {
            return Err(format!(
                "{} takes {} sizes, got {}",
                kind.label,
                kind.sizes.len(),
                self.sizes.len()
            ));
        }
        for (size, &value) in kind.sizes.iter().zip(&self.sizes) {
            if !(size.min..=size.max).contains(&value) {
                return Err(format!(
                    "{}: {} must be {}, got {value}",
                    kind.label,
                    size.label.to_ascii_lowercase(),
                    crate::shared::wording::range(size.min, size.max)
                ));
            }
        }
        let numbers: Vec<String> = self.sizes.iter().map(ToString::to_string).collect();
        let words: Vec<&str> = std::iter::once(self.word)
            .chain(numbers.iter().map(String::as_str))
            .collect();
        Preset::parse(&words).map_err(|error| crate::shared::wording::plain(error.message()))
    }
}

/// Builds a preset's board (random presets from `seed`), refusing graphs beyond what the page
/// draws: vertices and edges are counted on the built graph, since some sizes (two sides of a
/// bipartite graph) only bound it together.
pub fn build(preset: &Preset, seed: u64) -> Result<GraphBoard, String> {
    let board = preset
        .board_with_rng(&mut StdRng::seed_from_u64(seed))
        .map_err(|error| error.to_string())?;
    check(&board)?;
    Ok(board)
}

/// The menu's graph that `board` is, vertex for vertex and arc for arc, among those its vertex
/// count alone sizes (the Petersen graph, a path, a wheel...): a link carries a graph, not its
/// name, and a player who shared the Petersen graph should see it named so.
pub fn recognise(board: &GraphBoard) -> Option<Preset> {
    let n = board.graph().vertex_count();
    let mut candidates = vec![
        Preset::Petersen,
        Preset::Icosahedron,
        Preset::Dodecahedron,
        Preset::Path { n },
        Preset::Cycle { n },
        Preset::Complete { n },
    ];
    if n > 1 {
        candidates.extend([Preset::Wheel { rim: n - 1 }, Preset::Fan { path: n - 1 }]);
    }
    if n.is_power_of_two() {
        candidates.push(Preset::Hypercube {
            dimension: n.trailing_zeros() as usize,
        });
    }
    candidates
        .into_iter()
        .find(|preset| build(preset, 0).is_ok_and(|built| built.graph() == board.graph()))
}

/// Whether the page can draw `board`; the error says what is too large and the page's bound.
pub fn check(board: &GraphBoard) -> Result<(), String> {
    let vertices = board.graph().vertex_count();
    if vertices > MAX_VERTICES {
        return Err(format!(
            "graphs here have at most {MAX_VERTICES} vertices, got {vertices}"
        ));
    }
    let edges = edge_count(board);
    if edges > MAX_EDGES {
        return Err(format!(
            "graphs here have at most {MAX_EDGES} edges, got {edges}"
        ));
    }
    Ok(())
}

/// Lines the drawing needs: an arc whose reverse is there is drawn once with it.
fn edge_count(board: &GraphBoard) -> usize {
    let graph = board.graph();
    graph
        .arcs()
        .iter()
        .filter(|&&(u, v)| u <= v || graph.arcs().binary_search(&(v, u)).is_err())
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use lights_lab_engine::PRESET_SYNTAX;

    #[test]
    fn the_menu_offers_every_engine_preset_in_its_order() {
        let words: Vec<&str> = KINDS.iter().map(|kind| kind.word).collect();
        let engine: Vec<&str> = PRESET_SYNTAX.iter().map(|(word, _)| *word).collect();
        assert_eq!(words, engine);
    }

    #[test]
    fn every_default_builds_and_reads_back_as_its_choice() {
        for kind in KINDS {
            let choice = Choice::new(kind.word).unwrap();
            let preset = choice.preset().unwrap();
            assert_eq!(Choice::of(&preset), choice, "{}", kind.word);
            build(&preset, 1).unwrap();
        }
    }

    #[test]
    fn the_largest_sizes_fit_the_page() {
        for kind in KINDS {
            let choice = Choice {
                word: kind.word,
                sizes: kind.sizes.iter().map(|size| size.max).collect(),
            };
            let preset = choice.preset().unwrap();
            assert!(build(&preset, 1).is_ok(), "{}", kind.word);
        }
    }

    #[test]
    fn sizes_beyond_the_page_say_the_range() {
        let choice = Choice {
            word: "cycle",
            sizes: vec![2000],
        };
        let error = choice.preset().unwrap_err();
        assert!(error.contains("3 to 1024"), "{error}");
        let two = Choice {
            word: "cycle",
            sizes: vec![2],
        };
        assert!(two.preset().is_err());
    }

    #[test]
    fn the_lights_out_cube_has_54_cells_and_merlin_is_not_for_ello() {
        let cube = build(&Choice::new("cube").unwrap().preset().unwrap(), 0).unwrap();
        assert_eq!(cube.graph().vertex_count(), 54);
        assert!(!Choice::new("merlin").unwrap().kind().ello);
    }
}
