//! The ELLO page: the board with its status, message, buttons and move list on the left; the
//! readout, the graph menu and the rules on the right, as the Lights Out page lays out its own.

use std::rc::Rc;

use yew::prelude::*;

use super::board::ElloBoard;
use super::move_list::ElloMoveList;
use super::readout::{counts, ElloReadout};
use super::reducer::{Action, Event};
use super::rules::ElloRules;
use super::state::State;
use super::status::ElloStatus;
use super::toolbar::ElloToolbar;
use crate::puzzle::graph::choice::Choice;
use crate::puzzle::graph::picker::GraphPicker;
use crate::shared::message_bar::MessageBar;
use crate::shared::said::SaidAloud;
use crate::shared::wording::count;
use lights_lab_engine::GraphBoard;

#[derive(Properties, PartialEq)]
pub struct PageProps {
    /// The root component owns the reducer, so that switching games keeps the game.
    pub state: UseReducerHandle<State>,
    /// Copying a link is a browser side effect, so the root handles it.
    pub on_copy_link: Callback<()>,
    /// The graph of the Lights Out page's Graph lattice (the editor's), if there is one.
    pub editor_graph: Option<Rc<GraphBoard>>,
}

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

#[function_component(ElloPage)]
pub fn ello_page(props: &PageProps) -> Html {
    let state = &props.state;
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
    let editor_graph = props.editor_graph.clone().map(|board| {
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
                <ElloStatus moves={state.game.moves().len()} status={state.status()} />
                <MessageBar id="ello-message" message={state.message.clone()} {on_dismiss} />
                <SaidAloud id="ello-said" said={state.said.clone()} />
                <div class="board-frame">
                    <ElloBoard drawing={state.drawing.clone()} colours={state.colours()}
                        cursor={state.cursor} hint={state.hint} on_action={on_action.clone()} />
                </div>
                <ElloToolbar can_undo={state.game.can_undo()} can_redo={state.game.can_redo()}
                    on_action={on_action.clone()} on_copy_link={props.on_copy_link.clone()} />
                <ElloMoveList moves={state.game.moves().to_vec()} />
            </section>
            <aside class="side">
                <ElloReadout counts={counts(state)} pieces={state.pieces()} witnessed={state.witnessed} analysis={state.analysis.clone()}
                    status={state.status()} uniform={state.uniform} />
                <fieldset class="panel">
                    <legend>{"Board"}</legend>
                    <GraphPicker id="ello-graph" ello=true
                        choice={state.preset.as_ref().map(Choice::of)} {on_choose} />
                    { editor_graph }
                </fieldset>
                <ElloRules />
            </aside>
        </main>
    }
}
