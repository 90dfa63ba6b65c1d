//! Levels: fixed puzzles that walk a player through the family, from 3 x 3 Lights Out to
//! hexagons, tori, the Möbius band, three states, the lit-only rule, the King and Knight
//! patterns and graphs, each with a sentence on what is new in it.
//!
//! A level's start board is the goal with its presses made, so every level can be solved,
//! and its fewest presses (for the lit-only levels, the fewest lit presses) is a number in
//! the table that the tests check against the engine's own count: the stars a player earns
//! never wait for a search.

use crate::puzzle::graph::setup::GraphSetup;
use crate::puzzle::setup::{Lattice, PatternPreset, Setup};
use lights_lab_engine::{Board, Preset, Rule, Topology};

/// What a level is played on.
#[derive(Debug, Clone, Copy)]
enum Family {
    /// Rows, columns, surface, pattern, states.
    Square(usize, usize, Topology, PatternPreset, u8),
    /// The hexagon's order and its states.
    Hex(usize, u8),
    /// A named graph, and whether a press changes its own vertex (SIGMA+) or not (SIGMA).
    Graph(Preset, bool),
}

/// One level as the table writes it.
struct Spec {
    title: &'static str,
    new: &'static str,
    family: Family,
    lit_only: bool,
    /// The presses that make the start board from the goal (a cell twice is two presses).
    presses: &'static [usize],
    /// The fewest presses that solve it, checked against the engine by the tests.
    fewest: u64,
}

use Family::{Graph, Hex, Square};
use PatternPreset::{King, Knight, LightsOut};
use Topology::{Klein, Moebius, Plane, Projective, Torus};

const fn level(
    title: &'static str,
    new: &'static str,
    family: Family,
    presses: &'static [usize],
    fewest: u64,
) -> Spec {
    Spec {
        title,
        new,
        family,
        lit_only: false,
        presses,
        fewest,
    }
}

const fn lit_only(title: &'static str, new: &'static str, spec: Spec) -> Spec {
    Spec {
        title,
        new,
        lit_only: true,
        ..spec
    }
}

const fn classic(rows: usize, cols: usize) -> Family {
    Square(rows, cols, Plane, LightsOut, 2)
}

const SPECS: &[Spec] = &[
    level(
        "One press",
        "A press changes its cell and the cells beside it: turn every light off.",
        classic(3, 3),
        &[4],
        1,
    ),
    level(
        "A corner",
        "A press in a corner reaches only three cells.",
        classic(3, 3),
        &[0],
        1,
    ),
    level(
        "Two presses",
        "Where two presses overlap they cancel, and the order of presses never matters.",
        classic(3, 3),
        &[0, 8],
        2,
    ),
    level(
        "The ring",
        "Pressing a cell twice undoes it, so no cell needs more than one press.",
        classic(3, 3),
        &[1, 3, 5, 7],
        4,
    ),
    level(
        "Full house",
        "Every light is on: find the presses whose changes add up to the whole board.",
        classic(3, 3),
        &[0, 2, 4, 6, 8],
        5,
    ),
    level(
        "Four by four",
        "On 4 x 4 some sets of presses change nothing at all, so every board has several solutions.",
        classic(4, 4),
        &[5, 10],
        2,
    ),
    level(
        "Quiet corners",
        "Look for the shortest of the solutions: two boards that look alike may differ by a quiet pattern.",
        classic(4, 4),
        &[0, 3, 6, 12, 15],
        5,
    ),
    level(
        "Chasing lights",
        "The classic 5 x 5: press under each lit cell, row by row, to chase the lights down.",
        classic(5, 5),
        &[2, 7, 12],
        3,
    ),
    level(
        "Five by five",
        "A scattered board: chasing works, but the fewest presses take some looking.",
        classic(5, 5),
        &[0, 4, 6, 12, 18, 20, 24],
        7,
    ),
    level(
        "The diamond",
        "A pattern with a symmetry: a solution often shares it.",
        classic(5, 5),
        &[2, 6, 8, 10, 14, 16, 18, 22],
        8,
    ),
    level(
        "Six by six",
        "On 6 x 6 nothing is quiet: every board has exactly one solution.",
        classic(6, 6),
        &[1, 8, 15, 20, 27, 34],
        6,
    ),
    level(
        "Seven by seven",
        "A larger board with one solution each: the chase still finds it.",
        classic(7, 7),
        &[3, 9, 17, 24, 31, 39, 45],
        7,
    ),
    level(
        "Hexagons",
        "Hexagonal cells have six neighbours, so a press changes seven lights.",
        Hex(2, 2),
        &[3],
        1,
    ),
    level(
        "Round the edge",
        "A hexagon's corner cell has only three neighbours.",
        Hex(2, 2),
        &[0, 6],
        2,
    ),
    level(
        "A bigger hexagon",
        "Nineteen cells: the hexagon of order 3.",
        Hex(3, 2),
        &[4, 9, 14],
        3,
    ),
    level(
        "Honeycomb",
        "More presses to find on the same hexagon.",
        Hex(3, 2),
        &[0, 5, 9, 13, 18],
        5,
    ),
    level(
        "Order four",
        "Thirty-seven hexagons, from corner to corner.",
        Hex(4, 2),
        &[0, 8, 18, 28, 36],
        5,
    ),
    level(
        "A torus",
        "On a torus the edges wrap round: the left edge touches the right, the top the bottom.",
        Square(3, 3, Torus, LightsOut, 2),
        &[0],
        1,
    ),
    level(
        "No edges",
        "Every cell of a torus is like every other: no corners, no sides.",
        Square(4, 4, Torus, LightsOut, 2),
        &[0, 5, 10],
        3,
    ),
    level(
        "Wrapped five",
        "A press near an edge lights cells on the far side.",
        Square(5, 5, Torus, LightsOut, 2),
        &[0, 4, 20, 24, 12],
        5,
    ),
    level(
        "Six round",
        "A bigger torus, with presses that wrap both ways.",
        Square(6, 6, Torus, LightsOut, 2),
        &[0, 7, 14, 21, 28, 35],
        6,
    ),
    level(
        "The Möbius band",
        "Left and right edges join with a half twist: leave on the right and come back on the left upside down.",
        Square(4, 4, Moebius, LightsOut, 2),
        &[3, 4],
        2,
    ),
    level(
        "Twisted five",
        "On the Möbius band a press at the side reaches the mirrored row on the far side.",
        Square(5, 5, Moebius, LightsOut, 2),
        &[0, 9, 14, 20],
        4,
    ),
    level(
        "One-sided",
        "A larger band: one twist, one side.",
        Square(6, 6, Moebius, LightsOut, 2),
        &[5, 6, 17, 18, 29, 30],
        6,
    ),
    level(
        "The Klein bottle",
        "The sides join with a twist and the top and bottom join straight.",
        Square(5, 5, Klein, LightsOut, 2),
        &[0, 4, 10, 14, 22],
        5,
    ),
    level(
        "The projective plane",
        "Both pairs of edges join with a twist.",
        Square(5, 5, Projective, LightsOut, 2),
        &[0, 6, 18, 24],
        4,
    ),
    level(
        "Three states",
        "Each light now counts 0, 1, 2: a press moves every cell it reaches one step on, and 2 goes round to 0.",
        Square(3, 3, Plane, LightsOut, 3),
        &[4],
        2,
    ),
    level(
        "Twice is not undone",
        "With three states a second press is one more step, not an undo.",
        Square(3, 3, Plane, LightsOut, 3),
        &[0, 0, 8],
        3,
    ),
    level(
        "Three by four",
        "Count each cell's steps to 0: some need one press, some two.",
        Square(4, 4, Plane, LightsOut, 3),
        &[1, 1, 6, 9, 14, 14],
        6,
    ),
    level(
        "Ternary five",
        "The classic board with three states.",
        Square(5, 5, Plane, LightsOut, 3),
        &[2, 2, 6, 12, 12, 18, 22],
        8,
    ),
    level(
        "Three-state hexagon",
        "Three states on the hexagon.",
        Hex(2, 3),
        &[0, 3, 3, 5],
        5,
    ),
    lit_only(
        "Only lit cells",
        "New rule: you may press only a cell that is lit.",
        level("", "", classic(3, 3), &[4], 1),
    ),
    lit_only(
        "Mind the dark",
        "The two presses the free game would make are on dark cells: find a way through lit ones.",
        level("", "", classic(3, 3), &[7, 8], 4),
    ),
    lit_only(
        "Dark path",
        "Plan ahead: every press must be on a cell that is lit when you make it.",
        level("", "", classic(4, 4), &[0, 5, 10, 15], 4),
    ),
    lit_only(
        "The long way round",
        "Under the lit-only rule this board takes twice the presses of the free game.",
        level("", "", classic(4, 4), &[4, 5, 10, 11], 8),
    ),
    level(
        "The King",
        "A press changes its cell and all eight around it, diagonals too, as a chess king moves.",
        Square(3, 3, Plane, King, 2),
        &[4],
        1,
    ),
    level(
        "King's four",
        "The King's pattern on 4 x 4: big presses, many overlaps.",
        Square(4, 4, Plane, King, 2),
        &[0, 10],
        2,
    ),
    level(
        "King's five",
        "The King on the classic board.",
        Square(5, 5, Plane, King, 2),
        &[6, 8, 16, 18],
        4,
    ),
    level(
        "The Knight",
        "A press changes its cell and the cells a knight's move away, none of them its neighbours.",
        Square(4, 4, Plane, Knight, 2),
        &[5],
        1,
    ),
    level(
        "Knight's five",
        "The Knight's jumps on 5 x 5 reach across the board.",
        Square(5, 5, Plane, Knight, 2),
        &[0, 12, 24],
        3,
    ),
    level(
        "Knight's six",
        "More jumps to untangle on 6 x 6.",
        Square(6, 6, Plane, Knight, 2),
        &[7, 14, 21, 28],
        4,
    ),
    level(
        "A path",
        "Lights on a graph: a press changes its vertex and the vertices joined to it.",
        Graph(Preset::Path { n: 6 }, true),
        &[1, 4],
        2,
    ),
    level(
        "A cycle",
        "The path closed into a ring of seven vertices.",
        Graph(Preset::Cycle { n: 7 }, true),
        &[0, 2, 4],
        3,
    ),
    level(
        "The cube",
        "The corners of a cube: each vertex is joined to three.",
        Graph(Preset::Hypercube { dimension: 3 }, true),
        &[0, 7],
        2,
    ),
    level(
        "The Petersen graph",
        "Ten vertices, each joined to three, with no short cycles.",
        Graph(Preset::Petersen, true),
        &[0, 2, 5, 9],
        2,
    ),
    level(
        "The dodecahedron",
        "Twenty vertices of a dodecahedron.",
        Graph(Preset::Dodecahedron, true),
        &[0, 5, 11, 17],
        4,
    ),
    level(
        "Orbix",
        "The icosahedron, where a press changes the five vertices joined to it but not its own.",
        Graph(Preset::Icosahedron, false),
        &[0, 11],
        2,
    ),
];

/// A level as the page plays it.
#[derive(Debug, Clone, PartialEq)]
pub struct Level {
    /// 1 for the first level.
    pub number: usize,
    pub title: &'static str,
    /// What is new in it, in a sentence.
    pub new: &'static str,
    pub setup: Setup,
    /// Whether only lit cells may be pressed.
    pub lit_only: bool,
    pub start: Board,
    /// The fewest presses that solve it (lit presses, under the lit-only rule).
    pub fewest: u64,
}

/// How many levels there are.
pub fn count() -> usize {
    SPECS.len()
}

impl Level {
    /// Level `number` (1 to [`count`]), if there is one.
    pub fn get(number: usize) -> Option<Level> {
        let spec = SPECS.get(number.checked_sub(1)?)?;
        let setup = setup(spec.family);
        let puzzle = setup.puzzle().expect("every level's setup is a puzzle");
        let matrix = puzzle.move_matrix().expect("every level's board is small");
        let mut start = setup.goal.target(puzzle.cells(), setup.states);
        for &press in spec.presses {
            matrix.press(press, &mut start.0, setup.states);
        }
        Some(Level {
            number,
            title: spec.title,
            new: spec.new,
            setup,
            lit_only: spec.lit_only,
            start,
            fewest: spec.fewest,
        })
    }

    /// "Level 12: A torus", the heading over its board and its name in a copied result.
    pub fn heading(&self) -> String {
        format!("Level {}: {}", self.number, self.title)
    }
}

fn setup(family: Family) -> Setup {
    match family {
        Square(rows, cols, surface, pattern, states) => Setup {
            rows,
            cols,
            surface,
            states,
            rule: pattern.rule(Lattice::Square).expect("a square pattern"),
            ..Setup::default()
        },
        Hex(order, states) => Setup {
            lattice: Lattice::Hex,
            order,
            states,
            rule: LightsOut.rule(Lattice::Hex).expect("a hexagon pattern"),
            ..Setup::default()
        },
        Graph(preset, plus) => Setup {
            lattice: Lattice::Graph,
            rule: Rule::Sigma { plus },
            graph: Some(GraphSetup::preset(preset, 0).expect("a named graph")),
            ..Setup::default()
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lights_lab_engine::lit_only::{analyze, LitOnly};
    use lights_lab_engine::{Budget, Reduced};

    /// The engine's fewest presses for `level`: the free game's proven count, or the lit-only
    /// search's for a lit-only level.
    fn engine_fewest(level: &Level) -> u64 {
        let reduced = Reduced::new(&level.setup.puzzle().unwrap()).unwrap();
        let (start, goal, budget) = (&level.start, &level.setup.goal, &mut Budget::unlimited());
        if level.lit_only {
            match analyze(&reduced, start, goal, budget).unwrap() {
                LitOnly::Reachable { presses, .. } => presses as u64,
                other => panic!("level {}: {other}", level.number),
            }
        } else {
            let fewest = reduced.fewest_presses(start, goal, budget).unwrap();
            let fewest = fewest.expect("every level can be solved");
            assert!(fewest.minimal, "level {}: not proven", level.number);
            fewest.press_count
        }
    }

    #[test]
    fn every_levels_fewest_presses_is_the_engines() {
        let found: Vec<(usize, u64)> = (1..=count())
            .map(|number| (number, engine_fewest(&Level::get(number).unwrap())))
            .collect();
        let table: Vec<(usize, u64)> = (1..=count())
            .map(|number| (number, Level::get(number).unwrap().fewest))
            .collect();
        assert_eq!(found, table);
    }

    /// Every level's start board, cell by cell (a hexagon's and a graph's in site order): a
    /// change that would deal anyone another level fails here.
    #[test]
    fn every_levels_puzzle_is_fixed() {
        let table = [
            (1, "010111010"),
            (2, "110100000"),
            (3, "110101011"),
            (4, "010101010"),
            (5, "111111111"),
            (6, "0100110000110010"),
            (7, "1101111010111111"),
            (8, "0101001110010100010000000"),
            (9, "1001101001001001001011001"),
            (10, "0010001110110110111000100"),
            (11, "110000001000001110011100000100000011"),
            (12, "0001100011100000001000011100001000000011100011000"),
            (13, "1111111"),
            (14, "1110111"),
            (15, "1101000001000001011"),
            (16, "1011101001001011101"),
            (17, "1101110110011110011100111100110111011"),
            (18, "111100100"),
            (19, "1001010000111010"),
            (20, "1101110101011101010111011"),
            (21, "100000010000001000000100000010000001"),
            (22, "1011110110011000"),
            (23, "1100010010100100000111001"),
            (24, "100010010000000010010000000010010001"),
            (25, "1111100000010101010101110"),
            (26, "0000001100010100011000000"),
            (27, "010111010"),
            (28, "220201011"),
            (29, "2200011111100022"),
            (30, "0022011200002000011101120"),
            (31, "0011200"),
            (32, "010111010"),
            (33, "000011100"),
            (34, "1000010000100001"),
            (35, "1100000110000011"),
            (36, "111111111"),
            (37, "1100101101110111"),
            (38, "1101111011000001101111011"),
            (39, "0001010000011010"),
            (40, "1101010101011101010101011"),
            (41, "010000111000011000000110000111000010"),
            (42, "111111"),
            (43, "1010111"),
            (44, "11111111"),
            (45, "0011001111"),
            (46, "01011010000110101110"),
            (47, "011010010110"),
        ];
        let found: Vec<(usize, String)> = (1..=count())
            .map(|number| (number, Level::get(number).unwrap().start.to_string()))
            .collect();
        let table: Vec<(usize, String)> = table
            .iter()
            .map(|&(number, board)| (number, board.to_string()))
            .collect();
        assert_eq!(found, table);
        assert!(count() >= 40);
        assert_eq!(Level::get(0), None);
        assert_eq!(Level::get(count() + 1), None);
        assert_eq!(Level::get(18).unwrap().heading(), "Level 18: A torus");
        for number in 1..=count() {
            let level = Level::get(number).unwrap();
            assert!(
                level.new.ends_with('.') && !level.title.is_empty(),
                "level {number} says what is new in a sentence"
            );
        }
    }
}
