//! The Lights Out page: the board with the offer, the headings, the goal, the status, the
//! message and the work under way above it, the toolbar, the journey's views, the games kept
//! and the fewest-press panels below it; the mode, the readout and the board's setup on the
//! right. The root owns the state and the side effects (the clipboard, storage, the engine's
//! bridge, saving the board as a file) and hands them in as callbacks, as it does for the
//! ELLO and Learn pages.

use std::rc::Rc;

use yew::prelude::*;

use crate::journey::daily::Day;
use crate::journey::levels::Level;
use crate::journey::progress::Progress;
use crate::journey::statistics::Statistics;
use crate::play::components::board_view::{on_canvas, BoardView};
use crate::play::components::goal_line::goal_line;
use crate::play::components::how_it_works::HowItWorks;
use crate::play::components::lit_only::progress::lit_only_progress;
use crate::play::components::lit_only::switch::lit_only_switch;
use crate::play::components::mode_picker::{mode_picker, ModePickerProps};
use crate::play::components::offer_bar::{offer_bar, KeptList};
use crate::play::components::pattern_editor::PatternEditor;
use crate::play::components::readout::{readout, ReadoutProps};
use crate::play::components::setup_panel::SetupPanel;
use crate::play::components::status::{status, StatusProps};
use crate::play::components::toolbar::{toolbar, ImageFormat, ToolbarProps};
use crate::play::fewest::fewest_facts::{fewest_facts, FewestFactsProps};
use crate::play::fewest::repair_note::repair_note;
use crate::play::fewest::search_progress::search_progress;
use crate::play::fewest::solutions_panel::{solutions_panel, SolutionsPanelProps};
use crate::play::graph::editor::GraphEditor;
use crate::play::graph::panel::GraphPanel;
use crate::play::journey::levels_view::{levels_view, LevelsViewProps};
use crate::play::journey::statistics_view::{statistics_view, StatisticsViewProps};
use crate::play::journey::view::View;
use crate::play::kept::{self, Kept, KeptAction, KeptGames};
use crate::play::reducer::{Action, Event};
use crate::play::snapshot::Snapshot;
use crate::play::state::{Mode, OfferKind, Precomputation, State, Verdict};
use crate::puzzle::naming::describe;
use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::by_address::ByAddress;
use crate::shared::clock;
use crate::shared::message_bar::message_bar;
use crate::shared::said::said_aloud;
use crate::shared::wording;
use crate::shared::work_progress::WorkProgress;

#[derive(Properties)]
pub struct PageProps {
    /// The root owns the reducer, so that switching pages keeps the game.
    pub state: UseReducerHandle<State>,
    /// Another page is on show: this one stays in the document, hidden, so that coming back
    /// finds the board as it was drawn.
    pub hidden: bool,
    /// The games kept aside (the root keeps them in step with storage).
    pub kept: UseReducerHandle<KeptGames>,
    /// The statistics of dailies and the levels' progress (the root keeps them in storage).
    pub statistics: UseReducerHandle<Statistics>,
    pub progress: UseReducerHandle<Progress>,
    /// Copying the game's link is a browser side effect, so the root handles it.
    pub on_copy_link: Callback<()>,
    /// Copies this text of how the player did (the clipboard is the root's).
    pub on_copy_result: Callback<String>,
    /// Saves the board on show as a file.
    pub on_save_image: Callback<ImageFormat>,
    /// Reads a file of statistics.
    pub on_import: Callback<web_sys::File>,
    /// Opens the level of this number (and moves focus to its board).
    pub on_level: Callback<usize>,
    /// Stops the engine's work (the bridge is the root's) and says so.
    pub on_stop: Callback<()>,
}

impl PartialEq for PageProps {
    /// The game is compared by address: its reducer hands out a new state for every change,
    /// and the state (a move matrix; a megabyte of board at 1024 x 1024) has no `==` of its
    /// own, so the handle's, which compares values, is not there to derive from.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq::<State>(&*self.state, &*other.state)
            && self.hidden == other.hidden
            && self.kept == other.kept
            && self.statistics == other.statistics
            && self.progress == other.progress
            && self.on_copy_link == other.on_copy_link
            && self.on_copy_result == other.on_copy_result
            && self.on_save_image == other.on_save_image
            && self.on_import == other.on_import
            && self.on_level == other.on_level
            && self.on_stop == other.on_stop
    }
}

/// "the 5 × 5 board" or "the order-3 hexagon", for the progress line.
fn subject(setup: &Setup) -> String {
    match setup.lattice {
        Lattice::Square => format!("the {} × {} board", setup.rows, setup.cols),
        Lattice::Hex => format!("the order-{} hexagon", setup.order),
        Lattice::Graph => format!(
            "the graph of {}",
            wording::count(setup.cells() as u64, "vertex", "vertices")
        ),
    }
}

/// The player's local date.
fn today() -> Option<Day> {
    let (year, month, day) = clock::today();
    Day::new(year, month, day)
}

#[function_component(LightsOutPage)]
pub fn lights_out_page(props: &PageProps) -> Html {
    let state = &props.state;
    // Made once, from the reducer's dispatcher (the same for the page's life, and compared by
    // address), never from the state: Yew compares a callback by address, so one made afresh
    // at every render drew the board and the setup panels again for a message or a tick of
    // the engine's progress. It dispatches to the state as it is when the player acts.
    let on_action = use_callback(state.dispatcher(), |action: Action, dispatcher| {
        dispatcher.dispatch(Event::Player(action))
    });
    let outcome = state.outcome();
    let daily = state.daily();
    let level = state.level();
    // How the player did, naming the puzzle and never a cell or the share code.
    let on_copy_result = {
        let name = match (&daily, &level) {
            (Some(daily), _) => daily.heading(),
            (None, Some(level)) => level.heading(),
            (None, None) => describe(&state.setup),
        };
        let (on_copy_result, outcome) = (props.on_copy_result.clone(), outcome.clone());
        Callback::from(move |()| {
            if let Some(text) = outcome.as_ref().map(|outcome| outcome.shared(&name)) {
                on_copy_result.emit(text);
            }
        })
    };
    let on_daily = {
        let state = state.clone();
        Callback::from(move |()| {
            if let Some(day) = today() {
                state.dispatch(state.open_daily(day, rand::random()));
            }
        })
    };
    let setup = &state.setup;
    let busy = state.precomputation == Precomputation::Pending || state.deal.is_some();
    // What the engine works on for the player, for the progress bar and its Stop button.
    let working: Option<AttrValue> = if state.precomputation == Precomputation::Pending {
        Some(format!("Working out {}", subject(setup)).into())
    } else if state.deal.is_some() {
        Some("Dealing a new puzzle".into())
    } else if state.verdict == Verdict::Pending {
        Some("Solving this board".into())
    } else {
        None
    };
    // The games kept aside, but for the one on show and the one offered above them.
    let kept_shown: Vec<Kept> = (props.kept.games.iter())
        .filter(|entry| {
            !kept::is_game(&entry.game, state)
                && !(state.offer.as_ref())
                    .is_some_and(|offer| kept::is_game(&entry.game, &offer.game))
        })
        .cloned()
        .collect();
    let on_restore = {
        let (dispatcher, kept) = (state.dispatcher(), props.kept.dispatcher());
        Callback::from(move |entry: Kept| {
            kept.dispatch(KeptAction::Drop(Box::new(entry.game.clone())));
            dispatcher.dispatch(match entry.game.restore(rand::random()) {
                Ok(game) => Event::Opened(Box::new(game)),
                Err(why) => Event::Player(Action::Refused(format!(
                    "That kept game could not be opened ({why})."
                ))),
            });
        })
    };
    let on_forget = {
        let kept = props.kept.dispatcher();
        Callback::from(move |entry: Kept| kept.dispatch(KeptAction::Drop(Box::new(entry.game))))
    };
    // Letting the game set aside go lets it go from the games kept too.
    let on_offer = {
        let (on_action, kept) = (on_action.clone(), props.kept.dispatcher());
        let offer = state.offer.clone();
        Callback::from(move |action: Action| {
            if let (Action::DismissOffer, Some(offer)) = (&action, &offer) {
                if offer.kind == OfferKind::SetAside {
                    kept.dispatch(KeptAction::Drop(Box::new(Snapshot::of(&offer.game))));
                }
            }
            on_action.emit(action);
        })
    };
    let graph = setup.lattice == Lattice::Graph;
    // A graph's shape is edited in the graph editor, in place of the board.
    let editor = state
        .geometry()
        .drawing
        .clone()
        .filter(|_| state.ui.mode == Mode::Shape);
    let marks = state.marks();
    // Asked once per render: each asks after the whole board (a megabyte at 1024 x 1024).
    let fewest = state.fewest_count();
    let solved = state.solved();
    // Solve's presses still to make, said beside the move counter (a live region), so that a
    // player who cannot see the marks knows how many there are.
    let to_press = marks
        .as_ref()
        .filter(|_| state.ui.solution_shown && state.ui.mode == Mode::Play)
        .map(|marks| marks.iter().map(|&count| count as u64).sum());
    let on_level = &props.on_level;
    html! {
        <main class="layout" hidden={props.hidden}>
            <section class="play" aria-label="Game">
                { offer_bar(state.offer.as_ref().map(|offer| offer.kind), &on_offer) }
                if let Some(daily) = &daily {
                    <h2 class="daily-heading">{daily.heading()}</h2>
                }
                if let Some(level) = &level {
                    <h2 class="daily-heading">{level.heading()}</h2>
                    <p class="level-new">{level.new}</p>
                }
                { goal_line(setup, state.ui.lit_only) }
                { status(&StatusProps {
                    moves: state.game.position, outcome, to_press, dealing: state.deal.is_some(),
                    on_copy_result,
                    next_level: level.as_ref().and_then(|level| Level::get(level.number + 1))
                        .map(|next| (next.number, next.heading())),
                    on_level: on_level.clone(),
                }) }
                { message_bar("message", state.message.as_ref(), &on_action.reform(|()| Action::Dismiss)) }
                { said_aloud("said", &state.said) }
                // Where the answer will appear: a Hint's search is the player's own wait.
                { lit_only_progress(state.lit_only_hint().map(|hint| hint.done), &on_action) }
                { repair_note(state.fix(), state.geometry(), &state.game.board.0, state.states(),
                    &on_action) }
                <WorkProgress {working} on_stop={props.on_stop.clone()} />
                <div class={classes!("board-frame", solved.then_some("solved"))}>
                    if let Some(drawing) = editor {
                        <GraphEditor {drawing} cursor={state.ui.cursor}
                            on_action={on_action.clone()} />
                    } else {
                        <BoardView geometry={ByAddress(state.geometry().clone())} game={ByAddress(state.game.clone())}
                            states={state.states()} {marks} hint={state.ui.hint}
                            changes={state.cells_to_change()}
                            cursor={state.ui.cursor} mode={state.ui.mode} numbers={state.ui.numbers}
                            surface={setup.surface} {busy} dealing={state.deal.is_some()}
                            on_action={on_action.clone()} />
                    }
                </div>
                { toolbar(&ToolbarProps {
                    can_undo: state.can_undo(), can_redo: state.can_redo(),
                    can_reset: state.game.can_undo(), solution_shown: state.ui.solution_shown,
                    difficulty: state.fewest.difficulty,
                    solutions_open: state.fewest.listing.is_some(), on_action: on_action.clone(),
                    on_copy_link: props.on_copy_link.clone(), on_daily, view: state.ui.view,
                    vector: !on_canvas(state.geometry()),
                    on_save_image: props.on_save_image.clone(),
                }) }
                if state.ui.view == Some(View::Levels) {
                    { levels_view(&LevelsViewProps {
                        progress: Rc::new((*props.progress).clone()),
                        playing: level.as_ref().map(|level| level.number),
                        on_level: on_level.clone(), on_action: on_action.clone(),
                    }) }
                }
                if state.ui.view == Some(View::Statistics) {
                    { statistics_view(&StatisticsViewProps {
                        statistics: Rc::new((*props.statistics).clone()), today: today(),
                        note: state.ui.view_note.clone(), on_import: props.on_import.clone(),
                        on_action: on_action.clone(),
                    }) }
                }
                // Below the controls, so that games from before never push them down.
                <KeptList games={kept_shown} {on_restore} {on_forget} />
                { search_progress(state.search(), fewest, &on_action) }
                { solutions_panel(&SolutionsPanelProps {
                    ask: state.solutions_ask(), page: state.solutions_page(),
                    previewed: state.previewed(), on_action: on_action.clone(),
                }) }
            </section>
            <aside class="side">
                { mode_picker(&ModePickerProps {
                    mode: state.ui.mode, states: state.states(), numbers: state.ui.numbers,
                    cells: state.setup.cells(), graph, on_action: on_action.clone(),
                }) }
                { lit_only_switch(state.ui.lit_only, &on_action) }
                { readout(&ReadoutProps {
                    precomputation: state.precomputation.clone(), verdict: state.verdict.clone(),
                    subject: subject(setup).into(), mode: state.ui.mode, quiet: state.ui.quiet,
                    on_action: on_action.clone(),
                    facts: fewest_facts(&FewestFactsProps {
                        fewest, search: state.search().cloned(),
                        now: state.fewest_now().filter(|_| state.game.position > 0),
                        largest: state.largest(),
                    }),
                }) }
                // The board's design folds away; open at first, so that every menu is one
                // look away, and closed with one click by a player who only plays.
                <details class="panel folding" id="design" open=true>
                    <summary>{"Board setup"}</summary>
                    <SetupPanel setup={setup.clone()} on_action={on_action.clone()} />
                    <GraphPanel setup={setup.clone()} mode={state.ui.mode} cursor={state.ui.cursor}
                        both_directions={state.ui.both_directions} on_action={on_action.clone()} />
                    if !graph {
                        <PatternEditor lattice={setup.lattice} rule={setup.rule.clone()}
                            on_action={on_action} />
                    }
                </details>
                <HowItWorks />
            </aside>
        </main>
    }
}
