//! The root component: owns the state (a Yew reducer) and every side effect (the engine
//! bridge, storage, the clipboard), and hands children plain data and callbacks.

use yew::prelude::*;

use std::rc::Rc;

use crate::analyst::event::PageState;
use crate::analyst::{Request, Response};
use crate::ello::saved::SavedGame;
use crate::ello::{self, ello_page};
use crate::learn::{self, LearnPage};
use crate::platform::address::{self, Address};
use crate::platform::bridge::Bridge;
use crate::platform::clipboard::copy_text;
use crate::platform::storage;
use crate::platform::url;
use crate::platform::{image, keeping, keys, opening, records, saved_game, view};
use crate::play::link;
use crate::play::page::LightsOutPage;
use crate::play::reducer::{Action, Event};
use crate::play::state::State;
use crate::puzzle::naming::describe;
use crate::puzzle::setup::Lattice;
use crate::shared::clock;
use crate::shared::game_switch::{game_switch, Page};
use crate::shared::shortcuts::Shortcut;
use crate::worksheet::link::{is_sheet, SheetLink};
use crate::worksheet::state::Action as SheetAction;
use crate::worksheet::worksheet_page;

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
    let address = match (*page, (*game_code).clone()) {
        (Page::LightsOut | Page::Learn, Some(code)) => Address::Code(Some(code)),
        // Without a code of its own (a deal on its way, a link's puzzle offered), the address
        // stays as it is, unless it names ELLO's game or a worksheet.
        (Page::LightsOut | Page::Learn, None) => {
            Address::Kept(|code| !ello::link::is_ello(code) && !is_sheet(code))
        }
        (Page::Ello, _) => Address::Code(Some(ello::link::share_code(&ello_state))),
        // A link that did not open stays, so that a reload says why again.
        (Page::Worksheet, _) => match sheet_state.link.as_ref() {
            Some(link) => Address::Code(Some(link.to_fragment())),
            None => Address::Kept(|_| true),
        },
    };
    let shown = address::use_address_bar(address, page.name());
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
        let (page, shown) = (page.dispatcher(), shown.clone());
        use_effect_with((), move |_| {
            let listener = url::on_change(move |fragment| {
                let Some(code) = fragment.filter(|code| Some(code) != shown.borrow().as_ref())
                else {
                    return;
                };
                // Taken in: a link that does not open stays in the address as it is.
                *shown.borrow_mut() = Some(code.clone());
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
        let (page, shown) = (*page, shown.clone());
        Callback::from(move |()| {
            let href = match shown.borrow().as_deref() {
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

    // Copies how the player did (the page puts it in words); the note goes to the message line.
    let on_copy_result = {
        let on_action = on_action.clone();
        Callback::from(move |text: String| {
            on_action.emit(Action::Note(match copy_text(&text) {
                true => "Result copied. It says how you did, not where to press.".to_string(),
                false => format!("Copy your result from here: {}", text.replace('\n', " ")),
            }));
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
    let on_stop = {
        let bridge = bridge.clone();
        let on_action = on_action.clone();
        Callback::from(move |()| {
            bridge.stop();
            on_action.emit(Action::Stop);
        })
    };
    let setup = &state.setup;
    let graph = setup.lattice == Lattice::Graph;
    html! {
        <div class="app">
            <header class="masthead">
                <h1>{"Lights Lab"}</h1>
                { game_switch(*page, &on_pick) }
                <p class="subtitle" id="puzzle-name">
                    { match *page {
                        Page::LightsOut => describe(setup),
                        Page::Ello => ello::describe(&ello_state),
                        Page::Learn => format!("Learn: {}", describe(setup)),
                        Page::Worksheet => sheet_state.title(),
                    } }
                </p>
            </header>
            <LightsOutPage state={state.clone()} hidden={*page != Page::LightsOut} {kept}
                {statistics} {progress} on_copy_link={on_copy_link.clone()} {on_copy_result}
                {on_save_image} {on_import} {on_level} {on_stop} />
            if *page == Page::Learn {
                <LearnPage state={learn_state} />
            }
            if *page == Page::Worksheet {
                { worksheet_page(&sheet_state, &on_make_sheet,
                    &Callback::from(|()| drop(gloo::utils::window().print()))) }
            }
            if *page == Page::Ello {
                { ello_page(&ello_state, &on_copy_link,
                    setup.graph.as_ref().filter(|_| graph).map(|g| g.board.clone())) }
            }
        </div>
    }
}
