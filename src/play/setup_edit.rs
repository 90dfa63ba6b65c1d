//! What editing the setup does to the Lights Out page: a new size, surface, N or goal, a
//! pattern preset or offset, a lattice, a cell punched out or put back. The board carries over
//! where it can, and the engine is asked again.

use std::rc::Rc;

use crate::play::game::Game;
use crate::play::state::{Derived, Mode, Precomputation, State};
use crate::puzzle::geometry::Geometry;
use crate::puzzle::setup::{Lattice, PatternPreset, Setup};
use crate::shared::wording::capitalise;
use lights_lab_engine::{Board, Goal, HexLattice, Pattern, Rule, Topology};

/// One field of the setup, changed from the setup panel.
#[derive(Debug, Clone, PartialEq)]
pub enum SetupEdit {
    Lattice(Lattice),
    Rows(usize),
    Cols(usize),
    Order(usize),
    Surface(Topology),
    States(u8),
    Goal(Goal),
    /// Puts every hole back.
    ClearHoles,
}

/// The holes of `old` carried to `new`'s sites (a resize): each site of the new board that was
/// a site of the old one keeps being a cell or a hole, new sites are cells. Square sites match
/// by row and column, hexagon sites by their axial coordinates (the centre stays the centre).
/// `None` when no hole is left, or none would keep a cell.
pub fn carried_mask(old: &Setup, new: &Setup) -> Option<Vec<bool>> {
    let mask = old.mask.as_ref()?;
    let carried: Vec<bool> = match new.lattice {
        Lattice::Square => (0..new.rows * new.cols)
            .map(|site| {
                let (row, col) = (site / new.cols, site % new.cols);
                row >= old.rows || col >= old.cols || mask[row * old.cols + col]
            })
            .collect(),
        Lattice::Hex => {
            let old_sites = HexLattice::new(old.order).ok()?.sites();
            HexLattice::new(new.order)
                .ok()?
                .sites()
                .iter()
                .map(|site| match old_sites.iter().position(|old| old == site) {
                    Some(index) => mask[index],
                    None => true,
                })
                .collect()
        }
        Lattice::Graph => return None,
    };
    (carried.contains(&false) && carried.contains(&true)).then_some(carried)
}

impl State {
    /// One field of the setup changed from the setup panel.
    pub(crate) fn edit_setup(&mut self, edit: SetupEdit) {
        let setup = self.setup.clone();
        match edit {
            SetupEdit::Lattice(lattice) => self.set_lattice(lattice),
            SetupEdit::Rows(rows) => self.resize(Setup { rows, ..setup }),
            SetupEdit::Cols(cols) => self.resize(Setup { cols, ..setup }),
            SetupEdit::Order(order) => self.resize(Setup { order, ..setup }),
            SetupEdit::ClearHoles => self.change_setup(Setup {
                mask: None,
                ..setup
            }),
            SetupEdit::Surface(surface) => self.change_setup(Setup { surface, ..setup }),
            SetupEdit::States(states) => self.change_setup(Setup { states, ..setup }),
            SetupEdit::Goal(goal) => self.change_setup(Setup { goal, ..setup }),
        }
    }

    /// A new size: the holes come along where they still fit. A size beyond the page's gets
    /// no mask, so that [`State::change_setup`] refuses it for its size alone.
    fn resize(&mut self, mut setup: Setup) {
        if setup.mask.is_some() && !setup.same_sites(&self.setup) {
            setup.mask = None;
            if setup.puzzle().is_ok() {
                setup.mask = carried_mask(&self.setup, &setup);
            }
        }
        self.change_setup(setup);
    }

    /// Switches to `setup`, or says why not and keeps the current one. A new move matrix
    /// means a new precomputation; in play a new puzzle is dealt, while designing the board
    /// is carried over site by site so the design survives.
    pub(crate) fn change_setup(&mut self, mut setup: Setup) {
        if setup.cells() != self.setup.cells() || !setup.same_sites(&self.setup) {
            if let Goal::Board(_) = setup.goal {
                setup.goal = Goal::Off;
                self.say("The custom goal does not fit the new shape; the goal is now all off.");
            }
        }
        if setup == self.setup {
            return;
        }
        if setup.same_matrix(&self.setup) {
            let redrawn = setup.graph != self.setup.graph;
            self.setup = setup;
            if redrawn {
                // Only a graph's drawing (or name) changed: same puzzle, same game.
                return self.redraw();
            }
            self.after_setup_change();
            return;
        }
        let derived = match Derived::of(&setup, Some(&self.derived)) {
            Ok(derived) => derived,
            Err(error) => return self.refuse(capitalise(error.message())),
        };
        let carried = self.carry_board(&setup, &derived.geometry);
        self.setup = setup;
        self.derived = Rc::new(derived);
        self.job = self.fresh_id();
        self.precomputation = Precomputation::Pending;
        self.start_from(carried, None);
        let geometry = self.derived.geometry.clone();
        let on_cell = geometry.cell_at(self.ui.cursor).is_some();
        if !on_cell && (self.ui.mode != Mode::Shape || self.ui.cursor >= geometry.site_count()) {
            self.ui.cursor = geometry.first_cell_site();
        }
        self.ui.quiet = 0;
        self.after_setup_change();
    }

    /// In play a setup change deals a new puzzle (as Tatham's games start a new game when the
    /// params change); while designing it keeps the board.
    pub(crate) fn after_setup_change(&mut self) {
        self.new_board_id();
        match self.ui.mode {
            Mode::Play | Mode::Quiet => self.order_deal(self.puzzle_kind()),
            Mode::Shape | Mode::Paint => {
                self.deal = None;
                self.seed = None;
                self.game = Rc::new(Game::new(self.game.board.clone()));
            }
        }
    }

    /// The current board on the new setup's cells: each cell keeps its value (mod the new N)
    /// when its site was a cell before, and new cells start at the goal.
    pub(crate) fn carry_board(&self, setup: &Setup, geometry: &Geometry) -> Board {
        let states = setup.states;
        let goal = setup.goal.target(geometry.cells(), states);
        if !setup.same_sites(&self.setup) {
            return goal;
        }
        let old = &self.derived.geometry;
        Board(
            geometry
                .cell_sites()
                .zip(&goal.0)
                .map(|(site, &target)| match old.cell_at(site) {
                    Some(cell) => self.game.board.0[cell] % states,
                    None => target,
                })
                .collect(),
        )
    }

    pub(crate) fn toggle_site(&mut self, site: usize) {
        let sites = self.setup.sites();
        let mut mask = self.setup.mask.clone().unwrap_or_else(|| vec![true; sites]);
        mask[site] = !mask[site];
        if !mask.contains(&true) {
            return self.refuse("A board needs at least one cell.");
        }
        let mask = (!mask.iter().all(|&present| present)).then_some(mask);
        self.change_setup(Setup {
            mask,
            ..self.setup.clone()
        });
    }

    pub(crate) fn toggle_offset(&mut self, offset: (i32, i32)) {
        let mut offsets: Vec<(i32, i32)> = match &self.setup.rule {
            Rule::Pattern(pattern) => pattern.offsets().to_vec(),
            _ => match PatternPreset::LightsOut.rule(self.setup.lattice) {
                Some(Rule::Pattern(pattern)) => pattern.offsets().to_vec(),
                _ => vec![(0, 0)],
            },
        };
        match offsets.iter().position(|&o| o == offset) {
            Some(index) => {
                offsets.remove(index);
            }
            None => offsets.push(offset),
        }
        if offsets.is_empty() {
            return self.refuse("A pattern needs at least one cell.");
        }
        match Pattern::new(offsets) {
            Ok(pattern) => self.change_setup(Setup {
                rule: Rule::Pattern(pattern),
                ..self.setup.clone()
            }),
            Err(error) => self.refuse(capitalise(error.message())),
        }
    }

    pub(crate) fn choose_preset(&mut self, preset: PatternPreset) {
        let Some(rule) = preset.rule(self.setup.lattice) else {
            return self.refuse(format!(
                "{} is not available on hexagonal boards.",
                preset.label()
            ));
        };
        let mut setup = Setup {
            rule,
            ..self.setup.clone()
        };
        if preset == PatternPreset::Merlin && setup.surface != Topology::Plane {
            setup.surface = Topology::Plane;
            self.say("Merlin needs corners and sides, so the surface is now the plane.");
        }
        self.change_setup(setup);
    }

    pub(crate) fn set_lattice(&mut self, lattice: Lattice) {
        if lattice == self.setup.lattice {
            return;
        }
        let rule = self
            .setup
            .preset()
            .and_then(|preset| preset.rule(lattice))
            .or_else(|| PatternPreset::LightsOut.rule(lattice))
            .expect("Lights Out exists on every lattice");
        let graph = match (lattice, &self.setup.graph) {
            (Lattice::Graph, None) => Some(crate::puzzle::graph::setup::first_graph()),
            (_, graph) => graph.clone(),
        };
        self.change_setup(Setup {
            lattice,
            rule,
            surface: Topology::Plane,
            mask: None,
            graph,
            ..self.setup.clone()
        });
    }
}
