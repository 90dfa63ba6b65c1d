//! Why a share code does not read, as a value: the command line prints the engine's message,
//! and the web page, which words a broken link for players ("This link is cut short: it ends
//! before its goal"), reads this instead of taking the message apart.

/// A field of a share code, in the order a code lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodePart {
    Version,
    Shape,
    Surface,
    Arcs,
    Rule,
    States,
    Goal,
    Start,
}

impl CodePart {
    /// What the field holds, as the engine's messages say it ("the goal off, on or t<board>").
    pub fn expected(self) -> &'static str {
        match self {
            CodePart::Version => "the version v1",
            CodePart::Shape => "the shape s<rows>x<cols>, h<order> or g<vertices>",
            CodePart::Surface => "the surface",
            CodePart::Arcs => "the arcs a<arcs>",
            CodePart::Rule => "the rule",
            CodePart::States => "the states n2..n16",
            CodePart::Goal => "the goal off, on or t<board>",
            CodePart::Start => "the start seed<S> or b<board>",
        }
    }

    /// The fault of a field that holds nothing the engine knows.
    pub fn unknown(self) -> CodeFault {
        CodeFault::Unknown(self)
    }
}

/// What is wrong with a share code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeFault {
    /// Nothing was given.
    Empty,
    /// A character no code holds, at `position` (counting characters from 1).
    Character { character: char, position: usize },
    /// The code does not start with a version: it is not a share code.
    NotACode,
    /// A version this build does not read.
    OtherVersion,
    /// The code stops where this field should be.
    CutShort(CodePart),
    /// This field holds nothing the engine knows.
    Unknown(CodePart),
    /// The start's seed is not a number.
    Seed,
    /// Fields follow the start, which ends every code.
    TooLong,
    /// The list of arcs stops inside an arc.
    ArcsCut,
    /// A packed part (a board, a mask, a drawing) named `part` ("start board") is `expected`
    /// characters long and has `got`.
    Length {
        part: String,
        expected: usize,
        got: usize,
    },
    /// Anything else (a side out of range, a cell past the states, offsets out of order): the
    /// message says what.
    Other,
}
