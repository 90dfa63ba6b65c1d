//! A game of ELLO in play: the graph, the first colours, and the list of moves with a position
//! in it, so that undo steps back, redo steps forward, and a new move drops the undone tail.
//! The state after the moves is a function of the set of removed vertices alone, so it is
//! kept up to date by flipping neighbours on every step either way.

use crate::budget::Budget;
use crate::error::EngineError;

use super::analysis::{analyze_red, Analysis, Reason, Verdict};
use super::colour::Colour;
use super::graph::Graph;

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// A green vertex remains.
    Playing,
    /// Every vertex is gone.
    Won,
    /// Vertices remain and all are red.
    Lost,
}

/// A game of ELLO with its history of moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    graph: Graph,
    start: Vec<Colour>,
    /// Every move made, including undone moves that redo can bring back.
    moves: Vec<usize>,
    /// How many of `moves` are in effect.
    played: usize,
    /// Each vertex's colour now (for a removed vertex, the colour it would show).
    colours: Vec<Colour>,
    removed: Vec<bool>,
}

impl Game {
    /// A new game: one colour per vertex.
    pub fn new(graph: Graph, start: Vec<Colour>) -> Result<Self, EngineError> {
        let n = graph.vertex_count();
        if start.len() != n {
            return Err(EngineError::new(format!(
                "a game needs one colour per vertex ({n}), got {}",
                start.len()
            )));
        }
        Ok(Self {
            colours: start.clone(),
            graph,
            start,
            moves: Vec::new(),
            played: 0,
            removed: vec![false; n],
        })
    }

    /// A game with the given moves played, as a share link carries it; refused at the first
    /// move that is not allowed, naming it.
    pub fn replay(graph: Graph, start: Vec<Colour>, moves: &[usize]) -> Result<Self, EngineError> {
        let mut game = Self::new(graph, start)?;
        for (index, &vertex) in moves.iter().enumerate() {
            game.play(vertex)
                .map_err(|e| EngineError::new(format!("move {}: {e}", index + 1)))?;
        }
        Ok(game)
    }

    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The colours the game started from.
    pub fn start(&self) -> &[Colour] {
        &self.start
    }

    /// The colour `vertex` shows now, or `None` once it is removed (or out of range).
    pub fn colour(&self, vertex: usize) -> Option<Colour> {
        (vertex < self.removed.len() && !self.removed[vertex]).then(|| self.colours[vertex])
    }

    /// The moves in effect, in order.
    pub fn moves(&self) -> &[usize] {
        &self.moves[..self.played]
    }

    /// Every move made, in order, including those undone (the redo tail): with
    /// [`Game::moves`]' length, the whole undo history, as a saved game keeps it.
    pub fn history(&self) -> &[usize] {
        &self.moves
    }

    pub fn can_undo(&self) -> bool {
        self.played > 0
    }

    pub fn can_redo(&self) -> bool {
        self.played < self.moves.len()
    }

    pub fn status(&self) -> Status {
        let mut remaining = (0..self.removed.len()).filter(|&v| !self.removed[v]);
        match remaining.next() {
            None => Status::Won,
            Some(first) => {
                if std::iter::once(first)
                    .chain(remaining)
                    .any(|v| self.colours[v] == Colour::Green)
                {
                    Status::Playing
                } else {
                    Status::Lost
                }
            }
        }
    }

    /// Plays a green vertex: its remaining neighbours flip and it is removed. Undone moves
    /// that have not been redone are forgotten.
    pub fn play(&mut self, vertex: usize) -> Result<(), EngineError> {
        match self.colour(vertex) {
            Some(Colour::Green) => {}
            Some(Colour::Red) => {
                return Err(EngineError::new(format!(
                    "vertex {vertex} is red; only a green vertex can be played"
                )))
            }
            None if vertex < self.removed.len() => {
                return Err(EngineError::new(format!(
                    "vertex {vertex} has already been removed"
                )))
            }
            None => {
                return Err(EngineError::out_of_range(format!(
                    "vertex must be 0..={}, got {vertex}",
                    self.removed.len() - 1
                )))
            }
        }
        self.moves.truncate(self.played);
        self.moves.push(vertex);
        self.step(vertex, true);
        Ok(())
    }

    /// Takes the last move back; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(&vertex) = self.moves[..self.played].last() else {
            return false;
        };
        self.step(vertex, false);
        true
    }

    /// Plays the last undone move again; false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(&vertex) = self.moves.get(self.played) else {
            return false;
        };
        self.step(vertex, true);
        true
    }

    /// Removes (or puts back) a vertex; its neighbours flip either way, since a colour depends
    /// only on how many neighbours are gone.
    fn step(&mut self, vertex: usize, forward: bool) {
        self.removed[vertex] = forward;
        for &w in self.graph.neighbours(vertex) {
            self.colours[w as usize] = self.colours[w as usize].flipped();
        }
        if forward {
            self.played += 1;
        } else {
            self.played -= 1;
        }
    }

    /// The analysis of the position now, with vertex numbers of the whole graph; `None` once
    /// the game is won and nothing is left to analyse. Its order's first vertex is the hint.
    pub fn analyze(&self, budget: &mut Budget) -> Option<Analysis> {
        let left: Vec<usize> = (0..self.removed.len())
            .filter(|&v| !self.removed[v])
            .collect();
        if left.is_empty() {
            return None;
        }
        let red: Vec<bool> = left
            .iter()
            .map(|&v| self.colours[v] == Colour::Red)
            .collect();
        let mut analysis = analyze_red(&self.graph.induced(&left), &red, budget);
        if let Verdict::Winnable { order: Some(order) } = &mut analysis.verdict {
            for v in order.iter_mut() {
                *v = left[*v];
            }
        }
        if let Reason::Implausible { vertex, .. } = &mut analysis.reason {
            *vertex = left[*vertex];
        }
        Some(analysis)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::ello::parse_colours;

    /// The path 0 - 1 - 2.
    fn path() -> Graph {
        Graph::new(3, &[(0, 1), (1, 2)]).unwrap()
    }

    #[test]
    fn moves_flip_neighbours_and_undo_redo_walk_the_history() {
        let mut game = Game::new(path(), parse_colours("grr", 3).unwrap()).unwrap();
        game.play(0).unwrap();
        assert_eq!(game.colour(1), Some(Colour::Green));
        assert_eq!(game.colour(0), None);
        game.play(1).unwrap();
        assert_eq!(game.colour(2), Some(Colour::Green));
        assert!(game.undo());
        assert_eq!(game.colour(2), Some(Colour::Red));
        assert_eq!(game.moves(), &[0]);
        assert!(game.redo() && !game.redo());
        game.play(2).unwrap();
        assert_eq!(game.status(), Status::Won);
        assert!(game.analyze(&mut Budget::unlimited()).is_none());
        // A new move after an undo forgets the undone one.
        game.undo();
        game.undo();
        assert!(game.can_redo());
        assert!(game.play(2).is_err(), "vertex 2 is red now");
        assert!(game.play(1).is_ok() && !game.can_redo());
    }

    #[test]
    fn refused_moves_say_why_and_a_lost_game_is_seen() {
        let mut game = Game::new(path(), parse_colours("rgr", 3).unwrap()).unwrap();
        assert!(game.play(0).unwrap_err().message().contains("red"));
        assert!(game.play(9).unwrap_err().message().contains("0..=2"));
        game.play(1).unwrap();
        assert!(game.play(1).unwrap_err().message().contains("removed"));
        // 0 and 2 turned green and are no longer joined: two single vertices, both playable,
        // and the hint, in the whole graph's numbers, is one of them.
        assert_eq!(game.status(), Status::Playing);
        let hint = game.analyze(&mut Budget::unlimited()).unwrap().hint();
        assert!(matches!(hint, Some(0 | 2)), "{hint:?}");
        let lost = Game::replay(path(), parse_colours("ggg", 3).unwrap(), &[1]).unwrap();
        assert_eq!(lost.status(), Status::Lost);
        let analysis = lost.analyze(&mut Budget::unlimited()).unwrap();
        assert_eq!(analysis.winnable(), Some(false));
        assert!(Game::replay(path(), parse_colours("rgr", 3).unwrap(), &[0])
            .unwrap_err()
            .message()
            .contains("move 1"));
    }
}
