//! The ELLO page: the board with its status, message, buttons and move list on the left; the
//! readout, the graph menu and the rules on the right, as the Lights Out page lays out its own.

use std::rc::Rc;

use yew::prelude::*;

use super::board::ElloBoard;
use super::move_list::ello_move_list;
use super::readout::ello_readout;
use super::reducer::{Action, Event};
use super::rules::ello_rules;
use super::state::State;
use super::status::ello_status;
use super::toolbar::ello_toolbar;
use crate::puzzle::graph::choice::Choice;
use crate::puzzle::graph::picker::GraphPicker;
use crate::shared::message_bar::message_bar;
use crate::shared::said::said_aloud;
use crate::shared::wording::count;
use lights_lab_engine::GraphBoard;

/// One line naming the game: "ELLO: Petersen graph, 10 vertices".
pub fn describe(state: &State) -> String {
    let graph = match &state.preset {
        Some(preset) => Choice::of(preset).kind().label,
        None => "your own graph",
    };
    format!(
        "ELLO: {graph}, {}",
        count(state.vertices() as u64, "vertex", "vertices")
    )
}

/// The page for `state`, whose reducer the root component owns, so that switching games keeps
/// the game. Copying a link (`on_copy_link`) is a browser side effect, so the root handles it;
/// `editor_graph` is the graph of the Lights Out page's Graph lattice (the editor's), if there
/// is one.
pub fn ello_page(
    state: &UseReducerHandle<State>,
    on_copy_link: &Callback<()>,
    editor_graph: Option<Rc<GraphBoard>>,
) -> Html {
    let on_action = &{
        let dispatcher = state.dispatcher();
        Callback::from(move |action: Action| dispatcher.dispatch(Event::Player(action)))
    };
    let on_dismiss = {
        let on_action = on_action.clone();
        Callback::from(move |()| on_action.emit(Action::Dismiss))
    };
    let on_choose = {
        let on_action = on_action.clone();
        Callback::from(move |choice: Choice| on_action.emit(Action::ChooseGraph(choice)))
    };
    let editor_graph = editor_graph.map(|board| {
        let on_action = on_action.clone();
        html! {
            <button type="button" title="Play ELLO on the graph of the Lights Out page's editor"
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::UseGraph(board.clone())))}>
                {"Use the Lights Out graph"}
            </button>
        }
    });
    html! {
        <main class="layout" id="ello">
            <section class="play" aria-label="ELLO game">
                { ello_status(state.game.moves().len(), state.status()) }
                { message_bar("ello-message", state.message.as_ref(), &on_dismiss) }
                { said_aloud("ello-said", &state.said) }
                <div class="board-frame">
                    <ElloBoard drawing={state.drawing.clone()} colours={state.colours()}
                        cursor={state.cursor} hint={state.hint} on_action={on_action.clone()} />
                </div>
                { ello_toolbar(state.game.can_undo(), state.game.can_redo(), on_action,
                    on_copy_link) }
                { ello_move_list(state.game.moves()) }
            </section>
            <aside class="side">
                { ello_readout(state) }
                <fieldset class="panel">
                    <legend>{"Board"}</legend>
                    <GraphPicker id="ello-graph" ello=true
                        choice={state.preset.as_ref().map(Choice::of)} {on_choose} />
                    { editor_graph }
                </fieldset>
                { ello_rules() }
            </aside>
        </main>
    }
}
