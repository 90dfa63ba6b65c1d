//! The puzzle's parameters as the page's menus hold them (Tatham's `params`): lattice, size,
//! surface, rule, N, goal and mask. Plain data, serialisable for the worker and for storage,
//! and turned into an engine [`Puzzle`] in one place, [`Setup::puzzle`].
//!
//! The menus keep square and hexagonal sizes side by side (`rows`, `cols` and `order`), and the
//! graph of the Graph lattice beside them, so switching the lattice back and forth returns to
//! the size (and graph) the player had.

use crate::puzzle::graph::setup::GraphSetup;
use crate::shared::codec::codec;
use lights_lab_engine::{
    hex_cell_count, Board, EngineError, Goal, GraphBoard, HexLattice, Pattern, PatternName, Puzzle,
    Rule, Shape, SquareLattice, Topology, MAX_STATES, MIN_STATES,
};

/// Largest number of rows or columns the page offers: a million cells. Boards beyond 64 x 64
/// are drawn on a canvas (`canvas_board`), whose press costs the same at any size, and the
/// engine's work on them runs in the worker. Classic Lights Out on the plane is solved there
/// within a second at 1024 x 1024; other rules are refused with the engine's reason where
/// their move matrix or their system after light chasing is too large.
pub const MAX_SIDE: usize = 1024;
/// Largest hexagon order the page offers (4,681 cells).
pub const MAX_ORDER: usize = 40;

/// Square cells, hexagonal cells, or the vertices of a directed graph (SIGMA and SIGMA+).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lattice {
    Square,
    Hex,
    Graph,
}

codec!(
    enum Lattice {
        Square,
        Hex,
        Graph,
    }
);

/// The named rules of the Pattern menu. Flip and Merlin are rules of their own rather than
/// fixed offsets (Flip reaches the whole row and column, Merlin depends on where the press is).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PatternPreset {
    LightsOut,
    Sigma,
    King,
    X,
    Knight,
    Flip,
    Merlin,
}

impl PatternPreset {
    /// Every preset, in menu order.
    pub const ALL: [PatternPreset; 7] = [
        PatternPreset::LightsOut,
        PatternPreset::Sigma,
        PatternPreset::King,
        PatternPreset::X,
        PatternPreset::Knight,
        PatternPreset::Flip,
        PatternPreset::Merlin,
    ];

    /// The name shown in the menu.
    pub fn label(self) -> &'static str {
        match self {
            PatternPreset::LightsOut => "Lights Out",
            PatternPreset::Sigma => "SIGMA",
            PatternPreset::King => "King",
            PatternPreset::X => "X",
            PatternPreset::Knight => "Knight",
            PatternPreset::Flip => "Flip (row and column)",
            PatternPreset::Merlin => "Merlin",
        }
    }

    /// The menu value (stable, used by tests and the `<select>`).
    pub fn key(self) -> &'static str {
        match self {
            PatternPreset::LightsOut => "lights-out",
            PatternPreset::Sigma => "sigma",
            PatternPreset::King => "king",
            PatternPreset::X => "x",
            PatternPreset::Knight => "knight",
            PatternPreset::Flip => "flip",
            PatternPreset::Merlin => "merlin",
        }
    }

    /// The preset with this menu value.
    pub fn from_key(key: &str) -> Option<PatternPreset> {
        PatternPreset::ALL
            .into_iter()
            .find(|preset| preset.key() == key)
    }

    /// The engine's name of this preset's pattern; Flip and Merlin are rules of their own.
    pub fn pattern_name(self) -> Option<PatternName> {
        match self {
            PatternPreset::LightsOut => Some(PatternName::Plus),
            PatternPreset::Sigma => Some(PatternName::Sigma),
            PatternPreset::King => Some(PatternName::King),
            PatternPreset::X => Some(PatternName::X),
            PatternPreset::Knight => Some(PatternName::Knight),
            PatternPreset::Flip | PatternPreset::Merlin => None,
        }
    }

    /// The rule on this lattice, or `None` when the lattice has no such preset (the engine
    /// names hexagonal patterns plus and sigma only, and Merlin needs corners). On a graph,
    /// Lights Out is SIGMA+ (a press changes its vertex and those its arcs point to) and SIGMA
    /// leaves the vertex itself alone, as the lattice presets do with the centre.
    pub fn rule(self, lattice: Lattice) -> Option<Rule> {
        match (lattice, self, self.pattern_name()) {
            (Lattice::Graph, PatternPreset::LightsOut, _) => Some(Rule::Sigma { plus: true }),
            (Lattice::Graph, PatternPreset::Sigma, _) => Some(Rule::Sigma { plus: false }),
            (Lattice::Graph, _, _) => None,
            (Lattice::Square, _, Some(name)) => Some(Rule::Pattern(Pattern::square_named(name))),
            (Lattice::Hex, _, Some(name)) => Pattern::hex_named(name).map(Rule::Pattern),
            (_, PatternPreset::Merlin, None) => {
                (lattice == Lattice::Square).then_some(Rule::Merlin)
            }
            // Flip, the one preset left: the whole row and column, or a hexagon's three lines.
            (_, _, None) => Some(Rule::Line),
        }
    }

    /// The presets the menu offers on this lattice.
    pub fn available(lattice: Lattice) -> impl Iterator<Item = PatternPreset> {
        PatternPreset::ALL
            .into_iter()
            .filter(move |preset| preset.rule(lattice).is_some())
    }

    /// The preset this rule is, or `None` for a custom pattern.
    pub fn of(rule: &Rule, lattice: Lattice) -> Option<PatternPreset> {
        PatternPreset::available(lattice).find(|preset| preset.rule(lattice).as_ref() == Some(rule))
    }
}

/// Everything the setup menus choose. Changing anything but the goal changes the move matrix,
/// so the precomputation runs again (see [`Setup::same_matrix`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub lattice: Lattice,
    pub rows: usize,
    pub cols: usize,
    /// Cells a side of the hexagon.
    pub order: usize,
    /// Square boards only; hexagons lie on the plane.
    pub surface: Topology,
    pub states: u8,
    pub goal: Goal,
    pub rule: Rule,
    /// Which sites of the current lattice are cells, in site order (`None`: all of them).
    pub mask: Option<Vec<bool>>,
    /// The Graph lattice's graph and drawing (kept while another lattice is picked).
    pub graph: Option<GraphSetup>,
}

impl Default for Setup {
    /// Classic Lights Out: 5 x 5, plus-shaped presses, the plane, two states, all off.
    fn default() -> Self {
        Self {
            lattice: Lattice::Square,
            rows: 5,
            cols: 5,
            order: 3,
            surface: Topology::Plane,
            states: 2,
            goal: Goal::Off,
            rule: PatternPreset::LightsOut
                .rule(Lattice::Square)
                .expect("Lights Out is a square preset"),
            mask: None,
            graph: None,
        }
    }
}

impl Setup {
    /// The number of lattice sites (cells plus holes).
    pub fn sites(&self) -> usize {
        match self.lattice {
            Lattice::Square => self.rows * self.cols,
            Lattice::Hex => hex_cell_count(self.order),
            Lattice::Graph => self
                .graph
                .as_ref()
                .map_or(0, |graph| graph.board.graph().vertex_count()),
        }
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        match &self.mask {
            Some(mask) => mask.iter().filter(|&&present| present).count(),
            None => self.sites(),
        }
    }

    /// The engine's puzzle. Checks the page's own bounds first (128 a side, order 40), so a
    /// stored or linked setup can never ask for more than the page is built to draw.
    pub fn puzzle(&self) -> Result<Puzzle, EngineError> {
        let shape = match self.lattice {
            Lattice::Square => {
                check_bound("rows", self.rows, MAX_SIDE)?;
                check_bound("columns", self.cols, MAX_SIDE)?;
                let square = SquareLattice::new(self.rows, self.cols, self.surface)?;
                Shape::Square(match &self.mask {
                    Some(mask) => square.with_mask(mask.clone())?,
                    None => square,
                })
            }
            Lattice::Hex => {
                check_bound("order", self.order, MAX_ORDER)?;
                if self.surface != Topology::Plane {
                    return Err(EngineError::new(format!(
                        "hexagonal boards lie on the plane; got {}",
                        self.surface
                    )));
                }
                let hex = HexLattice::new(self.order)?;
                Shape::Hex(match &self.mask {
                    Some(mask) => hex.with_mask(mask.clone())?,
                    None => hex,
                })
            }
            Lattice::Graph => {
                let graph = self
                    .graph
                    .as_ref()
                    .ok_or_else(|| EngineError::new("the Graph lattice needs a graph"))?;
                crate::puzzle::graph::choice::check(&graph.board).map_err(EngineError::new)?;
                Shape::Graph(graph.board.graph().clone())
            }
        };
        let puzzle = Puzzle::new(shape, self.rule.clone(), self.states)?;
        if let Goal::Board(board) = &self.goal {
            if board.0.len() != puzzle.cells() || board.0.iter().any(|&v| v >= self.states) {
                return Err(EngineError::new(format!(
                    "the goal board must have one value 0 to {} per cell ({})",
                    self.states - 1,
                    puzzle.cells()
                )));
            }
        }
        Ok(puzzle)
    }

    /// The setup of an engine puzzle (from a share code), or why the page cannot show it
    /// (sizes beyond the page's bounds). A graph is drawn at `drawing` when the code has one,
    /// else around a circle.
    pub fn from_puzzle(
        puzzle: &Puzzle,
        goal: &Goal,
        drawing: Option<GraphBoard>,
    ) -> Result<Self, EngineError> {
        let mut setup = Setup {
            states: puzzle.states(),
            goal: goal.clone(),
            rule: puzzle.rule().clone(),
            ..Setup::default()
        };
        match puzzle.shape() {
            Shape::Square(square) => {
                setup.lattice = Lattice::Square;
                setup.rows = square.rows();
                setup.cols = square.cols();
                setup.surface = square.topology();
                setup.mask = square.mask().map(|mask| mask.iter().by_vals().collect());
            }
            Shape::Hex(hex) => {
                setup.lattice = Lattice::Hex;
                setup.order = hex.order();
                setup.mask = hex.mask().map(|mask| mask.iter().by_vals().collect());
            }
            Shape::Graph(graph) => {
                setup.lattice = Lattice::Graph;
                let board = drawing
                    .filter(|board| board.graph() == graph)
                    .unwrap_or_else(|| GraphBoard::on_circle(graph.clone()));
                setup.graph = Some(GraphSetup::custom(board).map_err(EngineError::new)?);
            }
        }
        setup.puzzle()?;
        Ok(setup)
    }

    /// Whether `other` has the same move matrix (everything but the goal and the graph's
    /// drawing agrees), so that the precomputation can be kept.
    pub fn same_matrix(&self, other: &Setup) -> bool {
        let same_graph = match (&self.graph, &other.graph) {
            (Some(a), Some(b)) => a.same_graph(b),
            (a, b) => a.is_none() && b.is_none(),
        };
        same_graph
            && Setup {
                goal: Goal::Off,
                graph: None,
                ..self.clone()
            } == Setup {
                goal: Goal::Off,
                graph: None,
                ..other.clone()
            }
    }

    /// Whether `other` has the same sites (lattice and size; on a graph, the vertex count), so
    /// that a board can be carried over site by site.
    pub fn same_sites(&self, other: &Setup) -> bool {
        self.lattice == other.lattice
            && match self.lattice {
                Lattice::Square => (self.rows, self.cols) == (other.rows, other.cols),
                Lattice::Hex => self.order == other.order,
                Lattice::Graph => self.sites() == other.sites(),
            }
    }

    /// The named preset of the current rule, or `None` for a custom pattern.
    pub fn preset(&self) -> Option<PatternPreset> {
        PatternPreset::of(&self.rule, self.lattice)
    }
}

fn check_bound(what: &str, value: usize, max: usize) -> Result<(), EngineError> {
    if (1..=max).contains(&value) {
        Ok(())
    } else {
        Err(EngineError::new(format!(
            "{what} must be {}, got {value}",
            crate::shared::wording::range(1, max)
        )))
    }
}

/// The smallest and largest N the States menu offers.
pub const STATES: std::ops::RangeInclusive<u8> = MIN_STATES..=MAX_STATES;

// Stored, and sent to the worker, with the engine's own text forms, so the engine needs no
// JSON and the stored setup reads like the command line: "torus", "off", "0,0;1,0;-1,0", "##.#".
codec!(struct Setup { lattice, rows, cols, order, surface, states, goal, rule, mask: with mask_text, graph });
codec!(text Topology: |surface: &Topology| surface.name().to_string(), |name: &str| name.parse().map_err(words));
codec!(text Goal: goal_text, read_goal);
codec!(text Rule: rule_text, read_rule);

/// A mask as "#" for each cell and "." for each hole.
mod mask_text {
    pub fn to(mask: &Option<Vec<bool>>) -> Option<String> {
        let text = |mask: &Vec<bool>| {
            mask.iter()
                .map(|&cell| if cell { '#' } else { '.' })
                .collect()
        };
        mask.as_ref().map(text)
    }

    pub fn from(text: Option<String>) -> Result<Option<Vec<bool>>, String> {
        let cell = |ch| match ch {
            '#' => Ok(true),
            '.' => Ok(false),
            other => Err(format!("mask has {other:?}; allowed: '#' and '.'")),
        };
        text.map(|text| text.chars().map(cell).collect())
            .transpose()
    }
}

fn words(error: EngineError) -> String {
    error.to_string()
}

/// "off", "on", or the goal board's digits.
pub fn goal_text(goal: &Goal) -> String {
    match goal {
        Goal::Off => "off".into(),
        Goal::On => "on".into(),
        Goal::Board(board) => board.to_string(),
    }
}

/// The goal [`goal_text`] wrote. Digits are checked against the cell count and N later, by
/// [`Setup::puzzle`].
pub fn read_goal(text: &str) -> Result<Goal, String> {
    match text {
        "off" => Ok(Goal::Off),
        "on" => Ok(Goal::On),
        digits => Board::parse(digits, digits.len(), 16)
            .map(Goal::Board)
            .map_err(words),
    }
}

fn rule_text(rule: &Rule) -> String {
    match rule {
        Rule::Pattern(pattern) => pattern.to_string(),
        Rule::Line => "line".into(),
        Rule::Merlin => "merlin".into(),
        Rule::Sigma { plus: false } => "sigma-graph".into(),
        Rule::Sigma { plus: true } => "sigma-plus-graph".into(),
    }
}

fn read_rule(text: &str) -> Result<Rule, String> {
    match text {
        "line" => Ok(Rule::Line),
        "merlin" => Ok(Rule::Merlin),
        "sigma-graph" => Ok(Rule::Sigma { plus: false }),
        "sigma-plus-graph" => Ok(Rule::Sigma { plus: true }),
        offsets => Pattern::parse(offsets).map(Rule::Pattern).map_err(words),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::codec::Codec;

    #[test]
    fn the_default_is_classic_lights_out() {
        let setup = Setup::default();
        assert_eq!(setup.preset(), Some(PatternPreset::LightsOut));
        assert_eq!(setup.puzzle().unwrap(), Puzzle::lights_out(5, 5).unwrap());
    }

    #[test]
    fn hexagons_offer_lights_out_sigma_and_flip_only() {
        let hex: Vec<PatternPreset> = PatternPreset::available(Lattice::Hex).collect();
        assert_eq!(
            hex,
            [
                PatternPreset::LightsOut,
                PatternPreset::Sigma,
                PatternPreset::Flip
            ]
        );
        assert_eq!(PatternPreset::available(Lattice::Square).count(), 7);
    }

    #[test]
    fn a_custom_pattern_is_no_preset() {
        let setup = Setup {
            rule: Rule::Pattern(Pattern::parse("0,0;0,1").unwrap()),
            ..Setup::default()
        };
        assert_eq!(setup.preset(), None);
    }

    #[test]
    fn sizes_beyond_the_page_are_refused_with_the_bound() {
        let setup = Setup {
            rows: MAX_SIDE + 1,
            ..Setup::default()
        };
        let error = setup.puzzle().unwrap_err();
        assert!(
            error.message().contains(&format!("1 to {MAX_SIDE}")),
            "{error}"
        );
        let hex = Setup {
            lattice: Lattice::Hex,
            order: 41,
            ..Setup::default()
        };
        assert!(hex.puzzle().is_err());
    }

    #[test]
    fn setups_round_trip_through_json_in_readable_text() {
        let setup = Setup {
            surface: Topology::Klein,
            states: 5,
            goal: Goal::On,
            rows: 1,
            cols: 3,
            mask: Some(vec![true, false, true]),
            ..Setup::default()
        };
        let json = setup.to_text();
        assert!(
            json.contains("\"klein\"") && json.contains("\"#.#\""),
            "{json}"
        );
        assert_eq!(Setup::from_text(&json).unwrap(), setup);
    }

    #[test]
    fn a_puzzle_reads_back_as_its_setup() {
        let setup = Setup {
            lattice: Lattice::Hex,
            order: 2,
            states: 3,
            rule: Rule::Line,
            mask: Some(vec![true, true, false, true, true, true, true]),
            ..Setup::default()
        };
        let puzzle = setup.puzzle().unwrap();
        assert_eq!(
            Setup::from_puzzle(&puzzle, &Goal::Off, None).unwrap(),
            setup
        );
    }

    #[test]
    fn only_the_goal_keeps_the_matrix() {
        let setup = Setup::default();
        let on = Setup {
            goal: Goal::On,
            ..setup.clone()
        };
        assert!(setup.same_matrix(&on));
        let three = Setup {
            states: 3,
            ..setup.clone()
        };
        assert!(!setup.same_matrix(&three));
        assert!(setup.same_sites(&three));
    }

    #[test]
    fn a_hexagon_as_serde_wrote_it_reads_and_is_written_to_the_letter() {
        let text = r##"{"lattice":"Hex","rows":5,"cols":5,"order":2,"surface":"plane","states":2,"goal":"off","rule":"line","mask":null,"graph":null}"##;
        let setup = Setup::from_text(text).unwrap();
        assert_eq!(
            (setup.lattice, setup.order, &setup.rule),
            (Lattice::Hex, 2, &Rule::Line)
        );
        assert_eq!(setup.to_text(), text);
        let unknown = text.replace("Hex", "Triangle");
        assert_eq!(
            Setup::from_text(&unknown).unwrap_err(),
            "unknown lattice \"Triangle\""
        );
    }
}
