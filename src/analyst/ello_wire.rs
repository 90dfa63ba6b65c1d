//! ELLO's questions and answers on the [`Wire`]: the graph, the colours, and the engine's
//! analysis with its verdict and reason, each enum's variants numbered in declared order.

use super::ello::{DealtColours, ElloGraph, ElloQuestion};
use super::wire::{Reader, Wire, Writer};
use lights_lab_engine::ello::{Analysis, Colour, Family, Implausible, Reason, Verdict};

impl Wire for ElloGraph {
    fn put(&self, out: &mut Writer) {
        self.vertices.put(out);
        self.edges.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(ElloGraph {
            vertices: Wire::take(from)?,
            edges: Wire::take(from)?,
        })
    }
}

impl Wire for ElloQuestion {
    fn put(&self, out: &mut Writer) {
        match self {
            ElloQuestion::Analyse {
                graph,
                start,
                moves,
            } => {
                out.tag(0);
                graph.put(out);
                start.put(out);
                moves.put(out);
            }
            ElloQuestion::Deal { graph, seed } => {
                out.tag(1);
                graph.put(out);
                seed.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => ElloQuestion::Analyse {
                graph: Wire::take(from)?,
                start: Wire::take(from)?,
                moves: Wire::take(from)?,
            },
            1 => ElloQuestion::Deal {
                graph: Wire::take(from)?,
                seed: Wire::take(from)?,
            },
            _ => return None,
        })
    }
}

impl Wire for DealtColours {
    fn put(&self, out: &mut Writer) {
        self.colours.put(out);
        self.uniform.put(out);
        self.order.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(DealtColours {
            colours: Wire::take(from)?,
            uniform: Wire::take(from)?,
            order: Wire::take(from)?,
        })
    }
}

impl Wire for Colour {
    fn put(&self, out: &mut Writer) {
        out.tag((*self == Colour::Red).into());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        match from.tag()? {
            0 => Some(Colour::Green),
            1 => Some(Colour::Red),
            _ => None,
        }
    }
}

impl Wire for Analysis {
    fn put(&self, out: &mut Writer) {
        self.parity_ok.put(out);
        self.family.put(out);
        self.verdict.put(out);
        self.reason.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(Analysis {
            parity_ok: Wire::take(from)?,
            family: Wire::take(from)?,
            verdict: Wire::take(from)?,
            reason: Wire::take(from)?,
        })
    }
}

impl Wire for Verdict {
    fn put(&self, out: &mut Writer) {
        match self {
            Verdict::Winnable { order } => {
                out.tag(0);
                order.put(out);
            }
            Verdict::Unwinnable => out.tag(1),
            Verdict::Unknown => out.tag(2),
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => Verdict::Winnable {
                order: Wire::take(from)?,
            },
            1 => Verdict::Unwinnable,
            2 => Verdict::Unknown,
            _ => return None,
        })
    }
}

impl Wire for Reason {
    fn put(&self, out: &mut Writer) {
        match self {
            Reason::Parity => out.tag(0),
            Reason::Implausible { vertex, why } => {
                out.tag(1);
                vertex.put(out);
                why.put(out);
            }
            Reason::Rule(family) => {
                out.tag(2);
                family.put(out);
            }
            Reason::Mop => out.tag(3),
            Reason::Search => out.tag(4),
            Reason::Blocks => out.tag(5),
            Reason::Components => out.tag(6),
            Reason::TooLarge => out.tag(7),
            Reason::Stopped => out.tag(8),
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => Reason::Parity,
            1 => Reason::Implausible {
                vertex: Wire::take(from)?,
                why: Wire::take(from)?,
            },
            2 => Reason::Rule(Wire::take(from)?),
            3 => Reason::Mop,
            4 => Reason::Search,
            5 => Reason::Blocks,
            6 => Reason::Components,
            7 => Reason::TooLarge,
            8 => Reason::Stopped,
            _ => return None,
        })
    }
}

impl Wire for Implausible {
    fn put(&self, out: &mut Writer) {
        out.tag(match self {
            Implausible::Parity => 0,
            Implausible::AllRed => 1,
            Implausible::Reflection => 2,
        });
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => Implausible::Parity,
            1 => Implausible::AllRed,
            2 => Implausible::Reflection,
            _ => return None,
        })
    }
}

/// A family and its sizes (none, one or two).
impl Wire for Family {
    fn put(&self, out: &mut Writer) {
        let (tag, sizes) = match *self {
            Family::Tree => (0, vec![]),
            Family::Complete { p } => (1, vec![p]),
            Family::Cycle { p } => (2, vec![p]),
            Family::Bipartite { m, n } => (3, vec![m, n]),
            Family::Hypercube { dimension } => (4, vec![dimension]),
            Family::Wheel { rim } => (5, vec![rim]),
            Family::Grid { rows, cols } => (6, vec![rows, cols]),
            Family::MaximalOuterplanar => (7, vec![]),
        };
        out.tag(tag);
        sizes.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        let tag = from.tag()?;
        let sizes: Vec<usize> = Wire::take(from)?;
        Some(match (tag, sizes.as_slice()) {
            (0, []) => Family::Tree,
            (1, &[p]) => Family::Complete { p },
            (2, &[p]) => Family::Cycle { p },
            (3, &[m, n]) => Family::Bipartite { m, n },
            (4, &[dimension]) => Family::Hypercube { dimension },
            (5, &[rim]) => Family::Wheel { rim },
            (6, &[rows, cols]) => Family::Grid { rows, cols },
            (7, []) => Family::MaximalOuterplanar,
            _ => return None,
        })
    }
}
