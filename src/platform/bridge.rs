//! Sends the state's engine requests to an [`Analyst`]: on the page for small puzzles, in a
//! Web Worker for large ones, and feeds the answers back as they come.
//!
//! Why both. Measured in headless Chromium (release wasm): the precomputation takes about
//! 2 ms for 128 x 128 Lights Out, but 0.3 s for Knight with N = 5, 0.6 s for a dense custom
//! pattern with N = 3, and 1.7 s for Flip, all at 128 x 128. Up to [`LOCAL_CELLS`] cells the
//! worst case seen is about 50 ms (Flip on 32 x 32), so small puzzles are analysed on the
//! page: no worker start-up before the first readout, no message latency, and the browser
//! tests (which have no worker) run the very same code path. Anything larger goes to the
//! worker, and the page shows a progress indicator meanwhile.
//!
//! The worker keeps the precomputation it made and answers the job's later questions (a
//! start board's solution, a deal), so a factorisation is never shipped between threads.
//! A new large job while the worker is still busy terminates it and spawns a fresh one rather
//! than queueing behind the stale work, and [`Bridge::stop`] terminates it when the player
//! presses Stop: a computation cannot be interrupted from outside, but its thread can, which
//! is why the worker is a plain `web_sys::Worker` here rather than gloo-worker's bridge
//! (which can only ask a worker to close once its current job ends). Should the worker fail
//! to start (an `error` event: a browser without module workers, a blocked script) or not
//! load within [`LOAD_TIMEOUT_MS`], the bridge answers on the page instead: slower for large
//! boards, but never a page that waits forever (e2e/worker.test.mjs). Should it fail after
//! loading (a fault in the engine, which stops the worker's wasm for good), its unanswered
//! questions are answered with [`Refusal::WorkerFailed`], not asked again on the page, where
//! the same fault would stop the whole app; a fresh worker takes the next question.
//!
//! Some questions take long whatever the board's size: the searches through every solution
//! (the fewest-press search, the largest fewest-press count, a deal by difficulty, a Hint
//! under the lit-only rule) and a repair, each allowed up to 300-600 ms of work ([`long`]).
//! The largest count of 16 x 16 Lights Out took the page's thread 300 ms, so these go to the
//! worker on small boards too: it is given the small puzzle's setup first (its answer is not
//! passed on: the page has analysed it already), and then holds the puzzle's searches.
//!
//! What the page answers of a puzzle it answers in a task of its own (a timer), never in the
//! task that asked: answered at once, the answer's render and the next request would follow within the
//! same task (Yew renders in microtasks), so a new board's drawing, its analysis, its deal and
//! its solution made one long task, and a search's slices would never let the page draw or
//! take a click, let alone the Cancel button's.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, MessageEvent, Url, Worker, WorkerOptions, WorkerType};
use yew::Callback;

use crate::analyst::{Analyst, DealKind, Refusal, Request, Response};
use crate::platform::worker::{post, received};
use crate::puzzle::setup::Setup;
use crate::shared::clock;

/// Puzzles with at most this many cells are analysed on the page.
pub const LOCAL_CELLS: usize = 1024;
/// Where the page's own script is named: Trunk preloads the wasm-bindgen module it builds
/// (its name carries a hash of its contents, so it is found, not written here).
const OWN_SCRIPT: &str = "link[rel=modulepreload]";
/// How long the worker may take to load before the page does the work itself.
pub const LOAD_TIMEOUT_MS: u32 = 8_000;

/// The page's one connection to the engine.
#[derive(Clone)]
pub struct Bridge {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for Bridge {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

struct Inner {
    local: Analyst,
    worker: Option<Link>,
    /// The job whose precomputation the worker holds.
    worker_job: Option<u64>,
    /// The small puzzle the page analysed last, for the worker should a long question come.
    small: Option<(u64, Setup)>,
    /// Set once the worker failed to load: everything is answered on the page from then on.
    worker_failed: bool,
    on_response: Callback<Response>,
}

/// A running worker and what it has not answered yet. Dropping it terminates the worker.
struct Link {
    worker: Worker,
    /// Keep the message and error handlers alive as long as the worker.
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn()>,
    loaded: bool,
    /// Requests held until the worker has loaded, oldest first, each with whether its answer
    /// is passed on.
    waiting: Vec<(Request, bool)>,
    /// For each request posted and not yet answered, oldest first (the worker answers in
    /// order): for one whose answer is passed on, the answer to give should the worker fail
    /// first; None for one whose answer is not.
    pending: VecDeque<Option<Response>>,
    /// Fires if the worker has not said it loaded in time; dropped once it has.
    load_timeout: Option<Timeout>,
}

impl Drop for Link {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

impl Link {
    fn busy(&self) -> bool {
        !self.pending.is_empty() || !self.waiting.is_empty()
    }

    fn post(&mut self, request: Request, heard: bool) {
        if self.loaded {
            let _ = self.worker.post_message(&post(&request));
            self.pending.push_back(
                heard
                    .then(|| request.refused(Refusal::WorkerFailed))
                    .flatten(),
            );
        } else {
            self.waiting.push((request, heard));
        }
    }
}

impl Bridge {
    /// A bridge that hands every answer to `on_response`.
    pub fn new(on_response: Callback<Response>) -> Self {
        Self {
            inner: Rc::new(RefCell::new(Inner {
                local: Analyst::timed(clock::now),
                worker: None,
                worker_job: None,
                small: None,
                worker_failed: false,
                on_response,
            })),
        }
    }

    /// Sends one request; the answer arrives through the callback, in a later task.
    pub fn send(&self, request: Request) {
        let route = {
            let mut inner = self.inner.borrow_mut();
            match &request {
                Request::Analyse { job, setup } => {
                    let large = setup.cells() > LOCAL_CELLS && !inner.worker_failed;
                    if inner.worker.as_ref().is_some_and(Link::busy) {
                        // Superseded: its work is for a puzzle no longer on the page.
                        inner.worker = None;
                    }
                    inner.worker_job = large.then_some(*job);
                    inner.small = (!large).then(|| (*job, setup.clone()));
                    if large {
                        Route::Worker
                    } else {
                        Route::Page
                    }
                }
                Request::Solve { job, .. }
                | Request::Deal { job, .. }
                | Request::Search { job, .. }
                | Request::Largest { job }
                | Request::LitOnly { job, .. }
                | Request::Solutions { job, .. }
                | Request::Repair { job, .. } => {
                    let held = inner.worker_job == Some(*job) && inner.worker.is_some();
                    let small = inner.small.as_ref().filter(|(small, _)| small == job);
                    match small {
                        // The page holds the puzzle; the worker takes its long questions.
                        Some((_, setup)) if long(&request) && !inner.worker_failed => {
                            if held {
                                Route::Worker
                            } else {
                                Route::WorkerAfter(Request::Analyse {
                                    job: *job,
                                    setup: setup.clone(),
                                })
                            }
                        }
                        Some(_) => Route::Page,
                        None if held => Route::Worker,
                        None => Route::Page,
                    }
                }
                // ELLO's questions are bounded by a step count worth a fraction of a second
                // (the readout says "not known" past it), like a small puzzle's; its page
                // takes a new graph and its deal as one step.
                Request::Ping | Request::Ello { .. } => Route::PageNow,
            }
        };
        let unposted = match route {
            Route::PageNow => return Bridge::answer_here(&self.inner, request),
            Route::Page => Some(request),
            Route::Worker => self.post(request, true),
            Route::WorkerAfter(analyse) => {
                if let Request::Analyse { job, .. } = &analyse {
                    self.inner.borrow_mut().worker_job = Some(*job);
                }
                self.post(analyse, false);
                self.post(request, true)
            }
        };
        if let Some(request) = unposted {
            Bridge::answer_later(Rc::downgrade(&self.inner), request);
        }
    }

    /// Stops whatever the worker is doing by terminating it: its answers never come, and the
    /// next large job starts a fresh worker. The page's own work is in slices that end on
    /// their own.
    pub fn stop(&self) {
        let mut inner = self.inner.borrow_mut();
        inner.worker = None;
        inner.worker_job = None;
    }

    /// Answers on the page, in a task of its own.
    fn answer_later(inner: Weak<RefCell<Inner>>, request: Request) {
        Timeout::new(0, move || {
            if let Some(inner) = inner.upgrade() {
                Bridge::answer_here(&inner, request);
            }
        })
        .forget();
    }

    /// Answers on the page.
    fn answer_here(inner: &RefCell<Inner>, request: Request) {
        let (response, on_response) = {
            let mut inner = inner.borrow_mut();
            (inner.local.handle(request), inner.on_response.clone())
        };
        on_response.emit(response);
    }

    /// Posts to the worker, spawning it first if there is none; `heard`: whether its answer
    /// is passed on. Without a worker, a request whose answer is passed on comes back, for
    /// the page to answer.
    fn post(&self, request: Request, heard: bool) -> Option<Request> {
        let mut inner = self.inner.borrow_mut();
        if inner.worker.is_none() {
            match spawn(Rc::downgrade(&self.inner)) {
                Some(link) => inner.worker = Some(link),
                None => {
                    inner.worker_failed = true;
                    inner.worker_job = None;
                    return heard.then_some(request);
                }
            }
        }
        if let Some(link) = inner.worker.as_mut() {
            link.post(request, heard);
        }
        None
    }

    /// An answer from the worker.
    fn received(inner: &Weak<RefCell<Inner>>, response: Response) {
        let Some(inner) = inner.upgrade() else {
            return;
        };
        let on_response = {
            let mut inner = inner.borrow_mut();
            let Some(link) = inner.worker.as_mut() else {
                return;
            };
            if response == Response::Pong {
                link.loaded = true;
                link.load_timeout = None;
                for (request, heard) in std::mem::take(&mut link.waiting) {
                    link.post(request, heard);
                }
                return;
            }
            if matches!(link.pending.pop_front(), Some(None)) {
                return;
            }
            inner.on_response.clone()
        };
        on_response.emit(response);
    }

    /// The worker reported an error: before it has loaded, it failed to start (no need to
    /// wait longer); after, it failed at work: its unanswered questions are refused, and the
    /// next one starts a fresh worker.
    fn failed(inner: &Weak<RefCell<Inner>>) {
        let Some(strong) = inner.upgrade() else {
            return;
        };
        let loaded = strong
            .borrow()
            .worker
            .as_ref()
            .is_some_and(|link| link.loaded);
        if !loaded {
            return Bridge::load_failed(inner);
        }
        let (refusals, on_response) = {
            let mut state = strong.borrow_mut();
            gloo::console::warn!("lights-lab: the worker failed; its questions are refused");
            state.worker_job = None;
            let link = state.worker.take().expect("loaded, so there");
            let refusals: Vec<Response> = link.pending.iter().flatten().cloned().collect();
            (refusals, state.on_response.clone())
        };
        for refusal in refusals {
            on_response.emit(refusal);
        }
    }

    /// The worker failed to start, or did not load in time: answer its pending requests
    /// here, and every later one too. Nothing once it has loaded.
    fn load_failed(inner: &Weak<RefCell<Inner>>) {
        let Some(inner) = inner.upgrade() else {
            return;
        };
        let waiting = {
            let mut inner = inner.borrow_mut();
            if inner.worker.as_ref().is_none_or(|link| link.loaded) {
                return;
            }
            gloo::console::warn!("lights-lab: the worker did not load; analysing on the page");
            inner.worker_failed = true;
            inner.worker_job = None;
            let mut link = inner.worker.take().expect("checked above");
            std::mem::take(&mut link.waiting)
        };
        // The page holds the puzzles of the answers not passed on already.
        for (request, _) in waiting.into_iter().filter(|(_, heard)| *heard) {
            Bridge::answer_later(Rc::downgrade(&inner), request);
        }
    }
}

/// Where a request is answered.
enum Route {
    /// On the page, in the task that asked.
    PageNow,
    /// On the page, in a task of its own.
    Page,
    Worker,
    /// In the worker, once it has been given this small puzzle (whose answer is not passed on).
    WorkerAfter(Request),
}

/// Whether a request's work may take long on a board of any size (see the module's note).
fn long(request: &Request) -> bool {
    matches!(
        request,
        Request::Search { .. }
            | Request::Largest { .. }
            | Request::LitOnly { .. }
            | Request::Repair { .. }
            | Request::Deal {
                kind: DealKind::Band(_),
                ..
            }
    )
}

/// Starts a worker that runs the page's own wasm module (a module worker that imports the
/// page's script and starts it; `main` sees no window and answers requests), to answer
/// through `inner` once it says it has loaded. One module for both saves downloading the
/// engine twice (docs/development.md, "Download size"). Without the page's script in sight (the wasm
/// tests) there is no worker, and the page answers everything.
fn spawn(inner: Weak<RefCell<Inner>>) -> Option<Link> {
    let own = gloo::utils::document()
        .query_selector(OWN_SCRIPT)
        .ok()??
        .get_attribute("href")?;
    let href = gloo::utils::window().location().href().ok()?;
    // Absolute: the worker's script is a blob, against which nothing relative resolves.
    let script = Url::new_with_base(&own, &href).ok()?.href();
    let wasm = format!("{}_bg.wasm", script.strip_suffix(".js")?);
    let source = js_sys::Array::of1(
        &format!(r#"import init from "{script}"; init({{ module_or_path: "{wasm}" }});"#).into(),
    );
    let options = BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = Blob::new_with_str_sequence_and_options(&source, &options).ok()?;
    let url = Url::create_object_url_with_blob(&blob).ok()?;
    let worker_options = WorkerOptions::new();
    worker_options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(&url, &worker_options).ok()?;
    let on_answer = inner.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let response: Response = received(&event);
        Bridge::received(&on_answer, response);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let on_error = {
        let inner = inner.clone();
        Closure::<dyn Fn()>::new(move || Bridge::failed(&inner))
    };
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let load_timeout = Timeout::new(LOAD_TIMEOUT_MS, move || Bridge::load_failed(&inner));
    Some(Link {
        worker,
        _on_message: on_message,
        _on_error: on_error,
        loaded: false,
        waiting: Vec::new(),
        pending: VecDeque::new(),
        load_timeout: Some(load_timeout),
    })
}
