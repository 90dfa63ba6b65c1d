//! The teaching room: the solver's algebra as steps a student can follow on a board.
//!
//! [`walk`] steps light chasing visit by visit; [`lookup`] is the chase's table of free
//! presses and the residual lights they clear; [`tableau`] and [`stage`] record elimination
//! on [A | b] operation by operation over one modulus, and [`elimination`] runs it over any N,
//! splitting a composite N into prime powers where plain elimination gets stuck; [`witness`]
//! shows why a board cannot be solved. It imports the algebra, model and solve rooms, and
//! nothing here is needed to solve: every answer is checked against [`crate::Reduced`]'s.

pub mod elimination;
pub mod lookup;
pub mod stage;
pub mod tableau;
pub mod walk;
pub mod witness;
