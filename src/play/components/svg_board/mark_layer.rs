//! Marks on a large board (Solve's presses, or a quiet pattern), drawn as outlines over the
//! cells rather than by the cells themselves.
//!
//! Why a layer. Turning Solve on at 128 x 128 marks about half of 16,384 cells; when each
//! marked cell changed its own class and label, Yew re-rendered every row and the browser
//! restyled thousands of elements, about 0.2 s in headless Chromium. Here the marks are at
//! most two `<path>` elements per row (one per ink), built in one pass over the cells, so
//! Solve costs about what a press does, and a press redraws only the rows it changed. The focused cell still says "marked" in its label (the board passes
//! the cursor's mark to its row), which is where a keyboard or screen-reader player meets it.

use yew::prelude::*;

use crate::puzzle::geometry::Geometry;
use crate::shared::by_address::ByAddress;
use crate::shared::palette::Swatch;

#[derive(Properties, PartialEq)]
pub struct MarkLayerProps {
    pub geometry: ByAddress<Geometry>,
    /// The value of every cell: a mark is drawn in the ink of its cell's state.
    pub board: Vec<u8>,
    /// The mark count of every cell (0: unmarked), or nothing for no marks at all.
    pub marks: Vec<u8>,
    /// The marks are a quiet pattern's (dashed), not Solve's presses (solid).
    #[prop_or_default]
    pub quiet: bool,
    pub palette: ByAddress<Vec<Swatch>>,
}

/// One path of outlines: the marked cells of one row whose states share an ink.
#[derive(Debug, PartialEq)]
pub struct MarkPath {
    pub row: usize,
    /// Black on bright states, white on dark ones.
    pub ink: &'static str,
    /// The outlines as SVG path data.
    pub d: String,
}

/// The outlines of the marked cells, a path per row and ink. Per row, so that a press redraws
/// the few rows whose marks it changed: one path for the whole board would make the browser
/// repaint every cell of a 128 x 128 board on each press.
pub fn mark_paths(
    geometry: &Geometry,
    board: &[u8],
    marks: &[u8],
    palette: &[Swatch],
) -> Vec<MarkPath> {
    let mut paths: Vec<MarkPath> = Vec::new();
    for (row, sites) in geometry.rows().enumerate() {
        let first = paths.len();
        for site in geometry.sites(sites) {
            let marked = |&cell: &usize| marks.get(cell).is_some_and(|&count| count != 0);
            let Some(cell) = site.cell.filter(marked) else {
                continue;
            };
            let ink = palette[board[cell] as usize].ink;
            let index = match paths[first..].iter().position(|path| path.ink == ink) {
                Some(index) => first + index,
                None => {
                    paths.push(MarkPath {
                        row,
                        ink,
                        d: String::new(),
                    });
                    paths.len() - 1
                }
            };
            site.outline().push_mark(&mut paths[index].d);
        }
    }
    paths
}

#[function_component(MarkLayer)]
pub fn mark_layer(props: &MarkLayerProps) -> Html {
    let paths = mark_paths(&props.geometry, &props.board, &props.marks, &props.palette);
    let quiet = props.quiet.then_some("quiet");
    let paths = paths.into_iter().map(|MarkPath { row, ink, d }| {
        html! { <path key={format!("{row}{ink}")} class={classes!("mark-outline", quiet)} stroke={ink} {d} /> }
    });
    html! { <g class="mark-layer" aria-hidden="true">{ for paths }</g> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::setup::Setup;
    use crate::shared::palette::palette;

    #[test]
    fn each_marked_cell_is_one_outline_in_its_states_ink() {
        let setup = Setup {
            rows: 40,
            cols: 40,
            ..Setup::default()
        };
        let geometry = Geometry::of(&setup);
        let cells = 1600;
        // Every third cell marked; every other cell lit.
        let marks: Vec<u8> = (0..cells).map(|cell| (cell % 3 == 0) as u8).collect();
        let board: Vec<u8> = (0..cells).map(|cell| (cell % 2) as u8).collect();
        let palette = palette(2);
        let paths = mark_paths(&geometry, &board, &marks, &palette);
        let subpaths = |ink: &str| {
            paths
                .iter()
                .filter(|path| path.ink == ink)
                .map(|path| path.d.matches('M').count())
                .sum::<usize>()
        };
        // A path per row and ink: every row has marked cells of both states here.
        assert_eq!(paths.len(), 80);
        assert!(paths.iter().all(|path| path.row < 40));
        // Off is dark slate (white ink), on is yellow (black ink).
        let marked_on = (0..cells).filter(|c| c % 3 == 0 && c % 2 == 1).count();
        let marked_off = (0..cells).filter(|c| c % 3 == 0 && c % 2 == 0).count();
        assert_eq!(subpaths("#000000"), marked_on);
        assert_eq!(subpaths("#ffffff"), marked_off);
        // Cell 0 is the top left square, 0.9 wide at (0.05, 0.05); its mark is 0.54 wide,
        // inset by 0.18 on every side.
        assert!(
            paths[0]
                .d
                .starts_with("M0.05,0.05m0.18,0.18h0.54v0.54h-0.54z"),
            "{}",
            paths[0].d
        );
    }

    #[test]
    fn a_hexagons_mark_starts_below_its_top_corner() {
        let setup = Setup {
            lattice: crate::puzzle::setup::Lattice::Hex,
            order: 2,
            ..Setup::default()
        };
        let geometry = Geometry::of(&setup);
        let cells = geometry.cells();
        let paths = mark_paths(&geometry, &vec![0; cells], &vec![1; cells], &palette(2));
        let d: String = paths.iter().map(|path| path.d.as_str()).collect();
        assert_eq!(d.matches('M').count(), cells);
        let crate::puzzle::geometry::Outline::Polygon { points } =
            &geometry.site(geometry.cell_site(0)).outline()
        else {
            panic!("hexagonal cells are polygons")
        };
        let top = points.split(' ').next().unwrap();
        assert!(d.starts_with(&format!("M{top}m0,")), "{d}");
        // Six sides, closed.
        let first = &d[..d.find('z').unwrap() + 1];
        assert_eq!(first.matches(['l', 'v']).count(), 5, "{first}");
    }

    #[test]
    fn no_marks_draw_nothing() {
        let geometry = Geometry::of(&Setup::default());
        for marks in [&[0; 25][..], &[]] {
            assert!(mark_paths(&geometry, &[1; 25], marks, &palette(2)).is_empty());
        }
    }
}
