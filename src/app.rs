//! The root component: owns the state (a Yew reducer) and every side effect (the engine
//! bridge, storage, the clipboard), and hands children plain data and callbacks.

use yew::prelude::*;

use std::rc::Rc;

use crate::analyst::event::PageState;
use crate::analyst::{Request, Response};
use crate::ello::saved::SavedGame;
use crate::ello::{self, ElloPage};
use crate::journey::daily::Day;
use crate::journey::levels::Level;
use crate::learn::{self, LearnPage};
use crate::platform::address;
use crate::platform::bridge::Bridge;
use crate::platform::clipboard::copy_text;
use crate::platform::storage;
use crate::platform::url;
use crate::platform::{image, keeping, keys, opening, records, saved_game, view};
use crate::play::components::board::Board;
use crate::play::components::canvas_board::{self, CanvasBoard};
use crate::play::components::goal_line::GoalLine;
use crate::play::components::how_it_works::HowItWorks;
use crate::play::components::lit_only::progress::LitOnlyProgress;
use crate::play::components::lit_only::switch::LitOnlySwitch;
use crate::play::components::mode_picker::ModePicker;
use crate::play::components::offer_bar::{KeptList, OfferBar};
use crate::play::components::pattern_editor::PatternEditor;
use crate::play::components::readout::Readout;
use crate::play::components::setup_panel::SetupPanel;
use crate::play::components::status::Status;
use crate::play::components::toolbar::Toolbar;
use crate::play::fewest::fewest_facts::FewestFacts;
use crate::play::fewest::repair_note::RepairNote;
use crate::play::fewest::search_progress::SearchProgress;
use crate::play::fewest::solutions_panel::SolutionsPanel;
use crate::play::graph::editor::GraphEditor;
use crate::play::graph::panel::GraphPanel;
use crate::play::journey::levels_view::LevelsView;
use crate::play::journey::statistics_view::StatisticsView;
use crate::play::journey::view::View;
use crate::play::kept::{self, Kept, KeptAction};
use crate::play::link;
use crate::play::reducer::{Action, Event};
use crate::play::snapshot::Snapshot;
use crate::play::state::{Mode, OfferKind, Precomputation, State, Verdict};
use crate::puzzle::naming::describe;
use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::clock;
use crate::shared::game_switch::{GameSwitch, Page};
use crate::shared::message_bar::MessageBar;
use crate::shared::said::SaidAloud;
use crate::shared::shortcuts::Shortcut;
use crate::shared::wording;
use crate::shared::work_progress::WorkProgress;
use crate::worksheet::link::{is_sheet, SheetLink};
use crate::worksheet::state::Action as SheetAction;
use crate::worksheet::WorksheetPage;

/// The ELLO game the page opens on: as for Lights Out, the saved game when it is the link's
/// (a reload keeps the moves and the undo history) or when there is no ELLO link; else the
/// link's, or a fresh one (with the reason when the link does not open).
fn initial_ello() -> ello::state::State {
    let seed: u64 = rand::random();
    let link = url::fragment().filter(|code| ello::link::is_ello(code));
    let saved = storage::load::<SavedGame>(storage::ELLO_KEY)
        .filter(|saved| link.as_ref().is_none_or(|code| *code == saved.code))
        .and_then(|saved| saved.restore(seed).ok());
    match (saved, link) {
        (Some(restored), _) => restored,
        (None, Some(code)) => opened_ello(&code, seed),
        (None, None) => ello::state::State::new(seed),
    }
}

/// Learn as the student left it before a reload, through the reducer's Restore; a missing,
/// old or unreadable place leaves a page that waits to be opened.
fn initial_learn() -> learn::state::State {
    let state = Rc::new(learn::state::State::new(rand::random()));
    let Some(place) = storage::load::<learn::state::Place>(storage::LEARN_KEY) else {
        return (*state).clone();
    };
    let restored = state.act(learn::reducer::Action::Restore(Rc::new(place)));
    (*restored).clone()
}

/// Whether a reload opens on Learn: it was on show, its place came back, and the address
/// names no other game than the saved one (a link to another puzzle opens on its offer).
fn resumes_learn(learn: &learn::state::State, game: &State) -> bool {
    let shown =
        storage::load::<learn::state::Place>(storage::LEARN_KEY).is_some_and(|place| place.shown);
    shown
        && learn.lesson().is_some()
        && url::fragment().is_none_or(|code| link::share_code(game).as_deref() == Some(&code))
}

fn opened_ello(code: &str, seed: u64) -> ello::state::State {
    ello::link::open(code, seed)
        .unwrap_or_else(|message| ello::state::State::new(seed).refused(message))
}

/// What a link pasted into this tab does: opens its puzzle (the game on show is set aside), or
/// says why it does not open, over the game on show.
fn opened(code: &str) -> Event {
    match link::open(code, rand::random()) {
        Ok(state) => Event::Opened(Box::new(state)),
        Err(message) => Event::Player(Action::Refused(message)),
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

/// Sends `requests` through `bridge` once each: again only when they change.
#[hook]
fn use_requests(bridge: &Rc<Bridge>, requests: Vec<Request>) {
    let bridge = bridge.clone();
    use_effect_with(requests, move |requests| {
        for request in requests {
            bridge.send(request.clone());
        }
    });
}

/// The whole page.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(opening::initial_state);
    let learn_state = use_reducer(initial_learn);
    let sheet_state = use_reducer(opening::initial_sheet);
    // The two games and Learn; the root owns their states, so switching keeps each as it was.
    // An ELLO link opens on ELLO; a reload on Learn opens on Learn.
    let page = use_reducer(|| match url::fragment() {
        Some(code) if ello::link::is_ello(&code) => Page::Ello,
        Some(code) if is_sheet(&code) => Page::Worksheet,
        _ if resumes_learn(&learn_state, &state) => Page::Learn,
        _ => Page::LightsOut,
    });
    let ello_state = use_reducer(initial_ello);
    let kept = keeping::use_kept_games();
    // Learn teaches on the Lights Out page's board as it is when Learn is picked.
    // A sheet of the Lights Out page's puzzle under the usual rule (a sheet's counts are its).
    let on_make_sheet = {
        let (state, sheet) = (state.clone(), sheet_state.dispatcher());
        Callback::from(move |()| {
            let code = link::share_code(&state)
                .map(|code| code.trim_start_matches(link::LIT_ONLY).to_string());
            sheet.dispatch(SheetAction::Make {
                code,
                seed: rand::random(),
            });
        })
    };
    let on_pick = {
        let page = page.dispatcher();
        let on_make_sheet = on_make_sheet.clone();
        let learn_dispatcher = learn_state.dispatcher();
        // The board is copied on the click, not on every render (a megabyte at 1024 x 1024).
        let state = state.clone();
        Callback::from(move |picked| {
            if picked == Page::Learn {
                let opening = learn::reducer::Opening {
                    setup: state.setup.clone(),
                    board: state.game.board.clone(),
                };
                let open = learn::reducer::Action::Open(Rc::new(opening));
                learn_dispatcher.dispatch(open.into());
            }
            if picked == Page::Worksheet {
                on_make_sheet.emit(());
            }
            page.dispatch(picked)
        })
    };
    let on_action = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action: Action| dispatcher.dispatch(Event::Player(action)))
    };
    // The one connection to the engine; each answer goes to the page that asked.
    let bridge = {
        let dispatcher = state.dispatcher();
        let ello_dispatcher = ello_state.dispatcher();
        use_memo((), move |_| {
            Bridge::new(Callback::from(move |response: Response| {
                if response.is_ello() {
                    ello_dispatcher.dispatch(ello::reducer::Event::Engine(response))
                } else {
                    dispatcher.dispatch(Event::Engine(response))
                }
            }))
        })
    };

    // Ask the engine what each page is waiting for; each request once.
    use_requests(&bridge, state.requests());
    use_requests(&bridge, ello_state.requests());
    // Keep the game across reloads and tabs (see `saved_game`).
    saved_game::use_saved_game(&state, &kept);
    use_effect_with(SavedGame::of(&ello_state), |saved| {
        storage::save(storage::ELLO_KEY, saved);
    });
    use_effect_with(learn_state.place(*page == Page::Learn), |place| {
        if let Some(place) = place {
            storage::save(storage::LEARN_KEY, place);
        }
    });
    // Keep the address bar's share code (of the game on show, or of a link still offered) up
    // to date, and open a link
    // pasted into this tab (a fragment that differs from the code the page wrote itself).
    let game_code = address::use_game_code(&state);
    // This tab's game, so that a reload on another page comes back to it (see `opening`).
    use_effect_with(game_code.clone(), |code| {
        if let Some(code) = code.as_ref() {
            storage::save_for_tab(storage::TAB_GAME_KEY, code);
        }
    });
    let code = match *page {
        // Without a code of its own (a deal on its way, a link's puzzle offered), the address
        // stays as it is, unless it names ELLO's game.
        Page::LightsOut | Page::Learn => (*game_code).clone().or_else(|| {
            url::fragment().filter(|code| !ello::link::is_ello(code) && !is_sheet(code))
        }),
        Page::Ello => Some(ello::link::share_code(&ello_state)),
        // A link that did not open stays, so that a reload says why again.
        Page::Worksheet => (sheet_state.link.as_ref())
            .map(SheetLink::to_fragment)
            .or_else(url::fragment),
    };
    let shown = address::use_address_bar(code.clone(), page.name());
    // Back and Forward go to the page of that history entry, with its game as it is now.
    {
        let (page, shown) = (page.dispatcher(), shown.clone());
        use_effect_with((), move |_| {
            let listener = url::on_traverse(move |name| {
                if let Some(picked) = Page::named(&name) {
                    // Its fragment is this page's, not a link pasted into the tab.
                    *shown.borrow_mut() = url::fragment();
                    page.dispatch(picked);
                }
            });
            move || drop(listener)
        });
    }
    {
        let dispatcher = state.dispatcher();
        let ello_dispatcher = ello_state.dispatcher();
        let sheet_dispatcher = sheet_state.dispatcher();
        let page = page.dispatcher();
        use_effect_with((), move |_| {
            let listener = url::on_change(move |fragment| {
                let Some(code) = fragment.filter(|code| Some(code) != shown.borrow().as_ref())
                else {
                    return;
                };
                if ello::link::is_ello(&code) {
                    let game = opened_ello(&code, rand::random());
                    ello_dispatcher.dispatch(ello::reducer::Event::Opened(Box::new(game)));
                    page.dispatch(Page::Ello);
                } else if is_sheet(&code) {
                    sheet_dispatcher.dispatch(SheetAction::Open(SheetLink::parse(&code)));
                    page.dispatch(Page::Worksheet);
                } else {
                    dispatcher.dispatch(opened(&code));
                    page.dispatch(Page::LightsOut);
                }
            });
            move || drop(listener)
        });
    }

    // A tap is answered where the player looks (see `view`).
    view::use_answers_in_view(
        state.message.clone(),
        state.ui.hint,
        state.solved(),
        *page == Page::LightsOut,
    );
    // Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z undo and redo on the game on show.
    {
        let dispatcher = state.dispatcher();
        let ello_dispatcher = ello_state.dispatcher();
        use_effect_with(*page, move |&page| {
            let listener = keys::on_shortcut(move |shortcut| match (page, shortcut) {
                (Page::LightsOut, Shortcut::Undo) => dispatcher.dispatch(Action::Undo.into()),
                (Page::LightsOut, Shortcut::Redo) => dispatcher.dispatch(Action::Redo.into()),
                (Page::Ello, Shortcut::Undo) => {
                    ello_dispatcher.dispatch(ello::reducer::Action::Undo.into())
                }
                (Page::Ello, Shortcut::Redo) => {
                    ello_dispatcher.dispatch(ello::reducer::Action::Redo.into())
                }
                // The Learn page steps with its own buttons; it keeps no game to undo.
                (Page::Learn | Page::Worksheet, _) => {}
            });
            move || drop(listener)
        });
    }

    // Copies the link of the game on show; the note goes to that game's message line.
    let on_copy_link = {
        let on_action = on_action.clone();
        let ello_dispatcher = ello_state.dispatcher();
        let page = *page;
        Callback::from(move |()| {
            let href = match &code {
                Some(code) => url::link(code),
                None => gloo::utils::window().location().href().unwrap_or_default(),
            };
            let has_clipboard = copy_text(&href);
            let note = match (has_clipboard, page) {
                (true, Page::LightsOut | Page::Learn | Page::Worksheet) => {
                    "Link copied. It opens this puzzle from its start board.".to_string()
                }
                (true, Page::Ello) => {
                    "Link copied. It opens this game from its start colours.".to_string()
                }
                (false, _) => format!("Copy this link from the address bar: {href}"),
            };
            match page {
                Page::LightsOut | Page::Learn | Page::Worksheet => {
                    on_action.emit(Action::Note(note))
                }
                Page::Ello => ello_dispatcher.dispatch(ello::reducer::Action::Note(note).into()),
            }
        })
    };

    // The statistics of dailies and the levels' progress, each under its own key.
    let statistics = records::use_statistics();
    let progress = records::use_progress();
    records::use_recording(&state, &statistics, &progress);
    let on_import = records::use_import(&statistics, on_action.clone());
    let on_level = records::use_open_level(&state);

    // Copies how the player did, naming the puzzle and never a cell or the share code.
    let outcome = state.outcome();
    let daily = state.daily();
    let level = state.level();
    let on_copy_result = {
        let name = match (&daily, &level) {
            (Some(daily), _) => daily.heading(),
            (None, Some(level)) => level.heading(),
            (None, None) => describe(&state.setup),
        };
        let (on_action, outcome) = (on_action.clone(), outcome.clone());
        Callback::from(move |()| {
            let Some(text) = outcome.as_ref().map(|outcome| outcome.shared(&name)) else {
                return;
            };
            on_action.emit(Action::Note(match copy_text(&text) {
                true => "Result copied. It says how you did, not where to press.".to_string(),
                false => format!("Copy your result from here: {}", text.replace('\n', " ")),
            }));
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
    // The first press and the solve are timed as the page shows them.
    {
        let on_action = on_action.clone();
        use_effect_with(
            (state.wants_clock(), state.game.position),
            move |(wants, _)| {
                if *wants {
                    on_action.emit(Action::Clock(clock::now() as u64));
                }
            },
        );
    }
    // Saves the board on show as a file; the note goes to the message line.
    let on_save_image = {
        let (state, on_action) = (state.clone(), on_action.clone());
        Callback::from(move |format| image::save_board(format, &state.setup, on_action.clone()))
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
    let on_stop = {
        let bridge = bridge.clone();
        let on_action = on_action.clone();
        Callback::from(move |()| {
            bridge.stop();
            on_action.emit(Action::Stop);
        })
    };
    let lights_out = *page == Page::LightsOut;
    // The games kept aside, but for the one on show and the one offered above them.
    let kept_shown: Vec<Kept> = kept
        .games
        .iter()
        .filter(|entry| {
            !kept::is_game(&entry.game, &state)
                && !(state.offer.as_ref())
                    .is_some_and(|offer| kept::is_game(&entry.game, &offer.game))
        })
        .cloned()
        .collect();
    let on_restore = {
        let (dispatcher, kept) = (state.dispatcher(), kept.dispatcher());
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
        let kept = kept.dispatcher();
        Callback::from(move |entry: Kept| kept.dispatch(KeptAction::Drop(Box::new(entry.game))))
    };
    // Letting the game set aside go lets it go from the games kept too.
    let on_offer = {
        let (on_action, kept, offer) = (on_action.clone(), kept.dispatcher(), state.offer.clone());
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
    html! {
        <div class="app">
            <header class="masthead">
                <h1>{"Lights Lab"}</h1>
                <GameSwitch page={*page} {on_pick} />
                <p class="subtitle" id="puzzle-name">
                    { match *page {
                        Page::LightsOut => describe(setup),
                        Page::Ello => ello::describe(&ello_state),
                        Page::Learn => format!("Learn: {}", describe(setup)),
                        Page::Worksheet => sheet_state.title(),
                    } }
                </p>
            </header>
            <main class="layout" hidden={!lights_out}>
                <section class="play" aria-label="Game">
                    <OfferBar kind={state.offer.as_ref().map(|offer| offer.kind)}
                        on_action={on_offer} />
                    if let Some(daily) = &daily {
                        <h2 class="daily-heading">{daily.heading()}</h2>
                    }
                    if let Some(level) = &level {
                        <h2 class="daily-heading">{level.heading()}</h2>
                        <p class="level-new">{level.new}</p>
                    }
                    <GoalLine setup={setup.clone()} lit_only={state.ui.lit_only} />
                    <Status moves={state.game.position} {outcome} {to_press}
                        dealing={state.deal.is_some()} {on_copy_result}
                        next_level={level.as_ref().and_then(|level| Level::get(level.number + 1))
                            .map(|next| (next.number, next.heading()))}
                        on_level={on_level.clone()} />
                    <MessageBar id="message" message={state.message.clone()} on_dismiss={on_action.reform(|()| Action::Dismiss)} />
                    <SaidAloud id="said" said={state.said.clone()} />
                    // Where the answer will appear: a Hint's search is the player's own wait.
                    <LitOnlyProgress done={state.lit_only_hint().map(|hint| hint.done)}
                        on_action={on_action.clone()} />
                    // The board only where a repair names its cells.
                    <RepairNote fix={state.fix().cloned()} geometry={state.geometry().clone()}
                        board={state.fix().map(|_| state.game.board.0.clone()).unwrap_or_default()}
                        states={state.states()}
                        on_action={on_action.clone()} />
                    <WorkProgress {working} {on_stop} />
                    <div class={classes!("board-frame", solved.then_some("solved"))}>
                        if let Some(drawing) = editor {
                            <GraphEditor {drawing} cursor={state.ui.cursor}
                                on_action={on_action.clone()} />
                        } else if canvas_board::suits(state.geometry()) {
                            <CanvasBoard geometry={state.geometry().clone()} board={state.game.board.0.clone()}
                                states={state.states()} marks={marks.clone()} hint={state.ui.hint}
                                changes={state.cells_to_change()} cursor={state.ui.cursor}
                                mode={state.ui.mode} numbers={state.ui.numbers} {busy}
                                on_action={on_action.clone()} />
                        } else {
                            <Board geometry={state.geometry().clone()} board={state.game.board.0.clone()}
                                states={state.states()} {marks} hint={state.ui.hint}
                                changes={state.cells_to_change()}
                                cursor={state.ui.cursor} mode={state.ui.mode} numbers={state.ui.numbers}
                                surface={setup.surface} {busy} dealing={state.deal.is_some()}
                                on_action={on_action.clone()} />
                        }
                    </div>
                    <Toolbar can_undo={state.can_undo()} can_redo={state.can_redo()}
                        can_reset={state.game.can_undo()}
                        solution_shown={state.ui.solution_shown} difficulty={state.fewest.difficulty}
                        solutions_open={state.fewest.listing.is_some()} on_action={on_action.clone()}
                        on_copy_link={on_copy_link.clone()} {on_daily} view={state.ui.view}
                        vector={!canvas_board::suits(state.geometry())} {on_save_image} />
                    if state.ui.view == Some(View::Levels) {
                        <LevelsView progress={Rc::new((*progress).clone())}
                            playing={level.as_ref().map(|level| level.number)} {on_level}
                            on_action={on_action.clone()} />
                    }
                    if state.ui.view == Some(View::Statistics) {
                        <StatisticsView statistics={Rc::new((*statistics).clone())}
                            today={today()} note={state.ui.view_note.clone()} {on_import}
                            on_action={on_action.clone()} />
                    }
                    // Below the controls, so that games from before never push them down.
                    <KeptList games={kept_shown} {on_restore} {on_forget} />
                    <SearchProgress search={state.search().cloned()} {fewest}
                        on_action={on_action.clone()} />
                    <SolutionsPanel ask={state.solutions_ask()} page={state.solutions_page()}
                        previewed={state.previewed()} on_action={on_action.clone()} />
                </section>
                <aside class="side">
                    <ModePicker mode={state.ui.mode} states={state.states()}
                        numbers={state.ui.numbers} cells={state.setup.cells()} {graph}
                        on_action={on_action.clone()} />
                    <LitOnlySwitch on={state.ui.lit_only} on_action={on_action.clone()} />
                    <Readout precomputation={state.precomputation.clone()} verdict={state.verdict.clone()}
                        subject={subject(setup)} mode={state.ui.mode} quiet={state.ui.quiet}
                        on_action={on_action.clone()}>
                        <FewestFacts {fewest} search={state.search().cloned()}
                            now={state.fewest_now().filter(|_| state.game.position > 0)}
                            largest={state.largest()} />
                    </Readout>
                    // The board's design folds away; open at first, so that every menu is one
                    // look away, and closed with one click by a player who only plays.
                    <details class="panel folding" id="design" open=true>
                        <summary>{"Board setup"}</summary>
                        <SetupPanel setup={setup.clone()} on_action={on_action.clone()} />
                        <GraphPanel setup={setup.clone()} mode={state.ui.mode} cursor={state.ui.cursor}
                            both_directions={state.ui.both_directions} on_action={on_action.clone()} />
                        if !graph {
                            <PatternEditor lattice={setup.lattice} rule={setup.rule.clone()}
                                on_action={on_action.clone()} />
                        }
                    </details>
                    <HowItWorks />
                </aside>
            </main>
            if *page == Page::Learn {
                <LearnPage state={learn_state} />
            }
            if *page == Page::Worksheet {
                <WorksheetPage state={sheet_state} on_make={on_make_sheet}
                    on_print={Callback::from(|()| drop(gloo::utils::window().print()))} />
            }
            if *page == Page::Ello {
                <ElloPage state={ello_state} {on_copy_link}
                    editor_graph={setup.graph.as_ref().filter(|_| graph).map(|g| g.board.clone())} />
            }
        </div>
    }
}
