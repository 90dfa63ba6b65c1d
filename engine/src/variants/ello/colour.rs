//! The two colours of a disc, and a colouring written one letter per vertex.

use std::fmt;

use crate::error::EngineError;

/// The colour a disc shows: green may be played, red may not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    Green,
    Red,
}

impl Colour {
    /// The other colour: what a disc shows after it flips.
    pub fn flipped(self) -> Self {
        match self {
            Colour::Green => Colour::Red,
            Colour::Red => Colour::Green,
        }
    }
}

/// Reads a colouring written one letter per vertex: `g` for green, `r` for red ("grrg").
pub fn parse_colours(text: &str, vertex_count: usize) -> Result<Vec<Colour>, EngineError> {
    let text = text.trim();
    let length = text.chars().count();
    if length != vertex_count {
        return Err(EngineError::new(format!(
            "colours must have one letter per vertex ({vertex_count}), got {length}"
        )));
    }
    text.chars()
        .enumerate()
        .map(|(vertex, letter)| match letter {
            'g' => Ok(Colour::Green),
            'r' => Ok(Colour::Red),
            other => Err(EngineError::new(format!(
                "colour of vertex {vertex} is {other:?}; each must be g (green) or r (red)"
            ))),
        })
        .collect()
}

/// Writes a colouring the way [`parse_colours`] reads it.
pub fn format_colours(colours: &[Colour]) -> String {
    colours.iter().map(ToString::to_string).collect()
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Green => "g",
            Colour::Red => "r",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_read_and_write_one_letter_per_vertex() {
        let colours = parse_colours("grrg", 4).unwrap();
        assert_eq!(colours[1], Colour::Red);
        assert_eq!(format_colours(&colours), "grrg");
        assert!(parse_colours("grr", 4)
            .unwrap_err()
            .message()
            .contains("(4)"));
        assert!(parse_colours("grxg", 4)
            .unwrap_err()
            .message()
            .contains("vertex 2"));
    }
}
