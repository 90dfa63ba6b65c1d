//! The ELLO page: the board with its status, message, buttons and move list on the left; the
//! readout, the graph menu and the rules on the right, as the Lights Out page lays out its own.

use yew::prelude::*;

use super::board::ElloBoard;
use super::moves::ElloMoves;
use super::readout::ElloReadout;
use super::rules::ElloRules;
use super::state::{Action, State};
use super::status::ElloStatus;
use super::toolbar::ElloToolbar;
use crate::ui::components::{GraphPicker, MessageBar};
use crate::ui::graph_choice::Choice;
use crate::ui::state::Action as LightsOutAction;

#[derive(Properties, PartialEq)]
pub struct PageProps {
    /// The root component owns the reducer, so that switching games keeps the game.
    pub state: UseReducerHandle<State>,
}

/// One line naming the game: "ELLO on the Petersen graph, 10 vertices".
pub fn describe(state: &State) -> String {
    let graph = match &state.preset {
        Some(preset) => Choice::of(preset).kind().label.to_string(),
        None => "your own graph".to_string(),
    };
    format!(
        "ELLO on {}{graph}, {} vertices",
        if state.preset.is_some() { "a " } else { "" },
        state.vertices()
    )
}

#[function_component(ElloPage)]
pub fn ello_page(props: &PageProps) -> Html {
    let state = &props.state;
    let on_action = &{
        let dispatcher = state.dispatcher();
        Callback::from(move |action: Action| dispatcher.dispatch(action))
    };
    // The message line is shared with the Lights Out page; its one action is Dismiss.
    let on_message = {
        let on_action = on_action.clone();
        Callback::from(move |_: LightsOutAction| on_action.emit(Action::Dismiss))
    };
    let on_choose = {
        let on_action = on_action.clone();
        Callback::from(move |choice: Choice| on_action.emit(Action::ChooseGraph(choice)))
    };
    html! {
        <main class="layout" id="ello">
            <section class="play" aria-label="ELLO game">
                <ElloStatus moves={state.game.moves().len()} status={state.status()} />
                <MessageBar message={state.message.clone()} on_action={on_message} />
                <div class="board-frame">
                    <ElloBoard state={state.clone()} on_action={on_action.clone()} />
                </div>
                <ElloToolbar can_undo={state.game.can_undo()} can_redo={state.game.can_redo()}
                    on_action={on_action.clone()} />
                <ElloMoves moves={state.game.moves().to_vec()} />
            </section>
            <aside class="side">
                <ElloReadout state={state.clone()} />
                <fieldset class="panel">
                    <legend>{"Board"}</legend>
                    <GraphPicker id="ello-graph" ello=true
                        choice={state.preset.as_ref().map(Choice::of)} {on_choose} />
                </fieldset>
                <ElloRules />
            </aside>
        </main>
    }
}
