//! Every question the page asks the engine, and the one place that answers them: the
//! precomputation ([`Reduced::new`]) with the readout it gives, a solution or class for a
//! start board, and freshly dealt boards.
//!
//! The same [`Analyst`] runs either in the Web Worker (the page's own wasm, started by
//! `src/bin/lights-lab-web.rs`) or on the page itself; [`crate::platform::bridge`] picks which. Requests and answers
//! ([`protocol`]) are plain data (each declared once in [`messages`], from which come the bytes the worker gets), tagged with the job
//! and board they were asked for, so the reducer can drop answers to questions that were
//! superseded while in flight; when there is no answer, a [`Refusal`] says why. ELLO's
//! questions ([`ello`]) go the same way. An answer reaches a page's reducer as an [`event`],
//! beside the player's actions.
//!
//! Only start boards are solved: a press adds a column of the move matrix, so the current
//! board's solution is the start board's minus the presses made (and its class never changes
//! while playing). Hints and Solve marks therefore cost no round trip at all.
//!
//! The fewest-press questions (a search run in slices, the largest count, deals by
//! difficulty, pages of solutions, repairs) and Hints under the lit-only rule (an exact search
//! run in slices) are answered by [`fewest`], [`difficulty`], [`solutions`], [`repair`] and
//! [`lit_only`], each within an [`Effort`]: a deadline on the browser's clock, or a step count
//! natively.

pub mod difficulty;
pub mod effort;
pub mod ello;
pub mod event;
pub mod fewest;
pub mod held;
pub mod lit_only;
pub mod messages;
pub mod protocol;
pub mod refusal;
pub mod repair;
pub mod service;
pub mod solutions;

pub use effort::Effort;
pub use protocol::{
    Answer, DealKind, Dealt, Facts, Fix, LargestCount, LitOnlyReport, Request, Response,
    SearchReport, MAX_QUIET_SHOWN,
};
pub use refusal::Refusal;
pub use service::{next_seed, Analyst};
pub use solutions::{PageAsk, SolutionsPage, PAGE_SIZE};
