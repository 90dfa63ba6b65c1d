//! The largest board the engine works out with a setup's lattice, pattern, surface and states,
//! known while the player picks them: the size fields state it and refuse a larger size at
//! once, where the player used to learn it only after making the board and seeing it refused.
//!
//! It is the engine's [`Reduced::largest_side_at_once`] (the move matrix's entries from the
//! rule, the unknowns light chasing leaves counted from the board's edges): microseconds on a
//! square board, where finding it by building move matrices took seconds.

use crate::puzzle::setup::{Lattice, PatternPreset, Setup, MAX_ORDER, MAX_SIDE};
use crate::shared::wording;
use lights_lab_engine::{Goal, Reduced, Topology};

/// A side (rows and columns, or a hexagon's order) past which a setup's rule is not worked
/// out, below the page's own range, and the choices that bring it down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeLimit {
    /// The largest side taken.
    pub side: usize,
    /// The choices that set the limit, as a phrase to follow a range: "with the King pattern",
    /// "with 16 states", "with Flip (row and column) on the torus".
    pub because: String,
}

impl SizeLimit {
    /// The limit of `setup`'s lattice, pattern, surface and states, whatever its size; `None`
    /// when its largest side is the page's own (classic Lights Out takes 1024 x 1024) or the
    /// board is a graph (sized by its graph).
    pub fn of(setup: &Setup) -> Option<Self> {
        let side = largest_side(setup)?;
        (side < page_max(setup.lattice)).then(|| Self {
            side,
            because: because(setup, side),
        })
    }

    /// Whether `setup`'s board is larger than the limit (a rule chosen after the size).
    pub fn exceeded_by(&self, setup: &Setup) -> bool {
        match setup.lattice {
            Lattice::Square => setup.rows.max(setup.cols) > self.side,
            Lattice::Hex => setup.order > self.side,
            Lattice::Graph => false,
        }
    }

    /// The board the limit allows, as a player reads it: "965 × 965", "order 12".
    pub fn board(&self, lattice: Lattice) -> String {
        match lattice {
            Lattice::Hex => format!("order {}", self.side),
            _ => format!(
                "{side} × {side}",
                side = wording::thousands(self.side as u64)
            ),
        }
    }
}

/// The page's own largest side on `lattice`.
fn page_max(lattice: Lattice) -> usize {
    match lattice {
        Lattice::Hex => MAX_ORDER,
        _ => MAX_SIDE,
    }
}

/// The engine's largest side for `setup` with its size set aside (no holes, the goal all off).
fn largest_side(setup: &Setup) -> Option<usize> {
    let resized = |side: usize| {
        let (rows, cols, order) = match setup.lattice {
            Lattice::Hex => (setup.rows, setup.cols, side),
            _ => (side, side, setup.order),
        };
        Setup {
            rows,
            cols,
            order,
            mask: None,
            goal: Goal::Off,
            ..setup.clone()
        }
        .puzzle()
    };
    match setup.lattice {
        Lattice::Graph => None,
        lattice => Reduced::largest_side_at_once(page_max(lattice), resized),
    }
}

/// The choices of `setup` that bring its largest side down to `side`: each one that, put back
/// to classic Lights Out's (its pattern, the plane, two states), allows a larger board; all
/// of them when only together they do.
fn because(setup: &Setup, side: usize) -> String {
    let preset = setup.preset();
    let classic = Setup::default();
    let pattern = (preset != Some(PatternPreset::LightsOut)).then(|| Setup {
        rule: PatternPreset::LightsOut
            .rule(setup.lattice)
            .unwrap_or_else(|| classic.rule.clone()),
        ..setup.clone()
    });
    let surface = (setup.surface != Topology::Plane).then(|| Setup {
        surface: Topology::Plane,
        ..setup.clone()
    });
    let states = (setup.states != 2).then(|| Setup {
        states: 2,
        ..setup.clone()
    });
    let raises = |other: &Option<Setup>| {
        other
            .as_ref()
            .is_some_and(|other| largest_side(other).is_none_or(|larger| larger > side))
    };
    let mut named: Vec<bool> = [&pattern, &surface, &states].map(raises).to_vec();
    if !named.contains(&true) {
        named = [&pattern, &surface, &states].map(Option::is_some).to_vec();
    }
    let mut phrase = String::new();
    if named[0] {
        phrase += &match preset {
            // "Flip (row and column)" in the menu; its name is enough here.
            Some(preset) => format!(
                " with the {} pattern",
                preset.label().split(" (").next().unwrap_or_default()
            ),
            None => " with this pattern".to_string(),
        };
    }
    if named[1] {
        phrase += &format!(" on the {}", wording::surface(setup.surface));
    }
    if named[2] {
        phrase += &format!(
            "{} {} states",
            if named[0] { " and" } else { " with" },
            setup.states
        );
    }
    phrase.trim_start().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(preset: PatternPreset, surface: Topology, states: u8) -> Setup {
        Setup {
            rule: preset.rule(Lattice::Square).unwrap(),
            surface,
            states,
            ..Setup::default()
        }
    }

    fn limit(setup: &Setup) -> (usize, String) {
        let limit = SizeLimit::of(setup).expect("a limit below the page's");
        (limit.side, limit.because)
    }

    #[test]
    fn each_limit_names_the_choices_that_set_it() {
        // King reaches nine cells a press: its move matrix outgrows 965 x 965 on any surface.
        let king = setup(PatternPreset::King, Topology::Plane, 2);
        assert_eq!(limit(&king), (965, "with the King pattern".into()));
        let king_torus = setup(PatternPreset::King, Topology::Torus, 2);
        assert_eq!(limit(&king_torus), (965, "with the King pattern".into()));
        // Light chasing leaves a row of unknowns, and three or more states allow 512.
        let sixteen = setup(PatternPreset::LightsOut, Topology::Plane, 16);
        assert_eq!(limit(&sixteen), (512, "with 16 states".into()));
        // Both: King leaves about two rows' worth.
        let both = setup(PatternPreset::King, Topology::Plane, 16);
        let (side, because) = limit(&both);
        assert!(side < 512, "{side}");
        assert_eq!(because, "with the King pattern and 16 states");
        let flip = setup(PatternPreset::Flip, Topology::Plane, 2);
        assert_eq!(limit(&flip), (64, "with the Flip pattern".into()));
        // Classic Lights Out takes every size the page offers; a graph is sized by its graph.
        assert_eq!(SizeLimit::of(&Setup::default()), None);
        let graph = Setup {
            lattice: Lattice::Graph,
            ..Setup::default()
        };
        assert_eq!(SizeLimit::of(&graph), None);
    }

    #[test]
    fn a_board_past_the_limit_is_told_and_the_size_of_the_board_does_not_change_it() {
        let big = Setup {
            rows: 1000,
            cols: 30,
            ..setup(PatternPreset::King, Topology::Plane, 2)
        };
        let limit = SizeLimit::of(&big).unwrap();
        assert_eq!(limit.side, 965);
        assert!(limit.exceeded_by(&big));
        assert!(!limit.exceeded_by(&Setup {
            rows: 965,
            cols: 965,
            ..big.clone()
        }));
        assert_eq!(limit.board(Lattice::Square), "965 × 965");
    }
}
