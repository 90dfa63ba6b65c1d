//! The six surfaces a square board can be drawn on, and where an offset lands on each.

use std::fmt;
use std::str::FromStr;

use crate::error::EngineError;

/// How the edges of a rectangular board are glued together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Topology {
    /// No gluing: a press near the edge reaches fewer cells.
    #[default]
    Plane,
    /// Left and right edges glued.
    Cylinder,
    /// Left-right and top-bottom glued.
    Torus,
    /// Left and right edges glued with a half twist (rows mirrored).
    Moebius,
    /// Left-right with a twist, top-bottom straight.
    Klein,
    /// Both pairs glued with a twist: the real projective plane (cross-cap).
    Projective,
}

impl Topology {
    /// Every surface, in the order menus list them.
    pub const ALL: [Topology; 6] = [
        Topology::Plane,
        Topology::Cylinder,
        Topology::Torus,
        Topology::Moebius,
        Topology::Klein,
        Topology::Projective,
    ];

    /// The name used on the command line and in share codes.
    pub fn name(self) -> &'static str {
        match self {
            Topology::Plane => "plane",
            Topology::Cylinder => "cylinder",
            Topology::Torus => "torus",
            Topology::Moebius => "moebius",
            Topology::Klein => "klein",
            Topology::Projective => "projective",
        }
    }

    /// Where the cell `(row + dr, col + dc)` lies on a `rows` x `cols` board with this surface,
    /// or `None` when it falls off an edge that is not glued.
    ///
    /// The column is settled first: a glued left-right edge wraps it, and a twisted one mirrors
    /// the row once per crossing. Then the row: a glued top-bottom edge wraps it, and the
    /// projective plane's twist mirrors the column once per crossing.
    pub fn land(
        self,
        rows: usize,
        cols: usize,
        row: usize,
        col: usize,
        dr: i32,
        dc: i32,
    ) -> Option<(usize, usize)> {
        let (rows_i, cols_i) = (rows as i64, cols as i64);
        let mut r = row as i64 + dr as i64;
        let mut c = col as i64 + dc as i64;
        if !(0..cols_i).contains(&c) {
            let crossings = c.div_euclid(cols_i);
            c = c.rem_euclid(cols_i);
            match self {
                Topology::Plane => return None,
                Topology::Cylinder | Topology::Torus => {}
                Topology::Moebius | Topology::Klein | Topology::Projective => {
                    if crossings % 2 != 0 {
                        r = rows_i - 1 - r;
                    }
                }
            }
        }
        if !(0..rows_i).contains(&r) {
            let crossings = r.div_euclid(rows_i);
            r = r.rem_euclid(rows_i);
            match self {
                Topology::Plane | Topology::Cylinder | Topology::Moebius => return None,
                Topology::Torus | Topology::Klein => {}
                Topology::Projective => {
                    if crossings % 2 != 0 {
                        c = cols_i - 1 - c;
                    }
                }
            }
        }
        Some((r as usize, c as usize))
    }
}

impl fmt::Display for Topology {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Topology {
    type Err = EngineError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Topology::ALL
            .into_iter()
            .find(|t| t.name() == text)
            .ok_or_else(|| {
                EngineError::new(format!(
                    "unknown topology {text:?}; allowed: plane, cylinder, torus, moebius, klein, projective"
                ))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plane_drops_cells_off_every_edge() {
        assert_eq!(Topology::Plane.land(3, 3, 0, 0, -1, 0), None);
        assert_eq!(Topology::Plane.land(3, 3, 0, 0, 0, -1), None);
        assert_eq!(Topology::Plane.land(3, 3, 1, 1, 1, 1), Some((2, 2)));
    }

    #[test]
    fn torus_wraps_both_ways() {
        assert_eq!(Topology::Torus.land(3, 4, 0, 0, -1, -1), Some((2, 3)));
    }

    #[test]
    fn moebius_mirrors_the_row_when_crossing_the_side() {
        assert_eq!(Topology::Moebius.land(3, 4, 0, 3, 0, 1), Some((2, 0)));
        assert_eq!(Topology::Moebius.land(3, 4, 0, 0, -1, 0), None);
    }

    #[test]
    fn projective_mirrors_the_column_when_crossing_the_top() {
        assert_eq!(Topology::Projective.land(3, 4, 0, 0, -1, 0), Some((2, 3)));
    }
}
