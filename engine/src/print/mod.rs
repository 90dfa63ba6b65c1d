//! The print room: puzzles made to leave the screen. [`worksheet`] deals a sheet of boards of
//! one difficulty from a seed, each with its fewest-press solution; [`sheet_svg`] writes it as
//! pages of vector drawing (the command line prints it, the web app shows and prints the same
//! pages); [`drawing`] is where a board's cells sit on paper. It imports the searches (to deal
//! by difficulty) and the share codes (each puzzle's own link); nothing imports it.

pub mod drawing;
pub mod sheet_svg;
pub mod worksheet;
