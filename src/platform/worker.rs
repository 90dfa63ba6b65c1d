//! The Web Worker that runs the [`Analyst`] off the page's thread, so that a precomputation
//! that takes seconds (a dense rule on a large board, N > 2 with hundreds of unknowns) never
//! freezes the page. `src/bin/lights-lab-worker.rs` registers it; [`crate::platform::bridge`] spawns it.

use gloo::worker::{HandlerId, Worker, WorkerScope};

use crate::analyst::{Analyst, Request, Response};
use crate::platform::clock;

/// Answers [`Request`]s in the order they arrive, one at a time.
pub struct AnalystWorker {
    analyst: Analyst,
}

impl Worker for AnalystWorker {
    type Message = ();
    type Input = Request;
    type Output = Response;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Self {
            analyst: Analyst::timed(clock::now),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _message: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, id: HandlerId) {
        scope.respond(id, self.analyst.handle(request));
    }
}
