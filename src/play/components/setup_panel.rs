//! The setup menus: lattice, size, surface, states, goal and pattern, each with a visible
//! label. Every change is one [`SetupEdit`] (a pattern, [`Action::ChoosePreset`]); the reducer refuses what does not fit and says why.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::play::components::size_field::{Dimension, SizeField};
use crate::play::reducer::Action;
use crate::play::setup_edit::SetupEdit;
use crate::puzzle::setup::{Lattice, PatternPreset, Setup, MAX_ORDER, MAX_SIDE, STATES};
use crate::puzzle::size_limit::SizeLimit;
use crate::shared::wording::{self, capitalise};
use lights_lab_engine::{Goal, Topology};

#[derive(Properties, PartialEq)]
pub struct SetupPanelProps {
    pub setup: Setup,
    pub on_action: Callback<Action>,
}

/// A `<select>` whose change is parsed into an action (options are ours, so parsing only
/// fails for values we never offer).
fn on_select(
    on_action: &Callback<Action>,
    parse: impl Fn(&str) -> Option<Action> + 'static,
) -> Callback<Event> {
    let on_action = on_action.clone();
    Callback::from(move |event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        if let Some(action) = parse(&select.value()) {
            on_action.emit(action);
        }
    })
}

/// A size field: see [`SizeField`] for when it acts. Its largest size is the page's `max`, or
/// the setup's rule's `limit` below it.
fn number_field(
    (id, name, dimension): (&'static str, &'static str, Dimension),
    value: usize,
    max: usize,
    limit: Option<&SizeLimit>,
    on_action: &Callback<Action>,
) -> Html {
    let (max, because) = limit.map_or((max, String::new()), |limit| {
        (limit.side, limit.because.clone())
    });
    html! { <SizeField {id} {name} {value} {max} {because} {dimension} on_action={on_action.clone()} /> }
}

/// Sets a `<select>`'s value after each render: the `selected` attribute alone does not move
/// a choice the player has made, so a menu could name the wrong option (the Pattern menu after
/// an offset was toggled off and on again).
#[hook]
fn use_select_value(value: String) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect(move || {
            if let Some(select) = node.cast::<HtmlSelectElement>() {
                if select.value() != value {
                    select.set_value(&value);
                }
            }
        });
    }
    node
}

#[function_component(SetupPanel)]
pub fn setup_panel(props: &SetupPanelProps) -> Html {
    let setup = &props.setup;
    let on_action = &props.on_action;
    let square = setup.lattice == Lattice::Square;
    let graph = setup.lattice == Lattice::Graph;
    // Worked out again only when what it depends on changes (microseconds on a square board,
    // a few milliseconds for Flip on a hexagon).
    let limit = use_memo(
        (
            setup.lattice,
            setup.rule.clone(),
            setup.surface,
            setup.states,
        ),
        |_| SizeLimit::of(setup),
    );
    let limit = limit.as_ref().as_ref();
    let size = match setup.lattice {
        Lattice::Square => html! {
            <>
                { number_field(("rows", "Rows", Dimension::Rows), setup.rows, MAX_SIDE, limit, on_action) }
                { number_field(("cols", "Columns", Dimension::Cols), setup.cols, MAX_SIDE, limit, on_action) }
            </>
        },
        Lattice::Hex => number_field(
            ("order", "Order", Dimension::Order),
            setup.order,
            MAX_ORDER,
            limit,
            on_action,
        ),
        // A graph's size is its graph (the Graph panel).
        Lattice::Graph => Html::default(),
    };
    // A board made before the rule was chosen may be past its limit: it plays, unanalysed.
    let rule_limit = limit.filter(|limit| limit.exceeded_by(setup)).map(|limit| {
        html! {
            <p class="note" id="rule-limit" role="note">
                {format!(
                    "Hints and the maths stop at {} {}; this larger board can still be played without them.",
                    limit.board(setup.lattice),
                    limit.because
                )}
            </p>
        }
    });
    let preset = setup.preset();
    let merlin = preset == Some(PatternPreset::Merlin);
    let surfaces = Topology::ALL.into_iter().map(|surface| {
        // Hexagons lie on the plane; Merlin needs corners and sides.
        let allowed = surface == Topology::Plane || (square && !merlin);
        html! {
            <option value={surface.name()} selected={surface == setup.surface}
                disabled={!allowed}>{capitalise(wording::surface(surface))}</option>
        }
    });
    let custom_goal = matches!(setup.goal, Goal::Board(_)).then(|| {
        html! { <option value="custom" selected=true disabled=true>{"Custom (from a link)"}</option> }
    });
    let pattern_menu = use_select_value(preset.map_or("custom", |preset| preset.key()).into());
    let clear_holes = setup.mask.is_some().then(|| {
        let on_action = on_action.clone();
        html! {
            <button type="button" class="clear-holes" title="Put every hole back"
                onclick={Callback::from(move |_: MouseEvent| {
                    on_action.emit(Action::Edit(SetupEdit::ClearHoles))
                })}>
                {"Clear holes"}
            </button>
        }
    });
    let custom_pattern = preset.is_none().then(|| {
        html! { <option value="custom" selected=true disabled=true>{"Custom"}</option> }
    });
    html! {
        <fieldset class="panel setup" id="setup">
            <legend>{"Setup"}</legend>
            <div class="field">
                <label for="lattice">{"Lattice"}</label>
                <select id="lattice" onchange={on_select(on_action, |value| match value {
                    "square" => Some(Action::Edit(SetupEdit::Lattice(Lattice::Square))),
                    "hex" => Some(Action::Edit(SetupEdit::Lattice(Lattice::Hex))),
                    "graph" => Some(Action::Edit(SetupEdit::Lattice(Lattice::Graph))),
                    _ => None,
                })}>
                    <option value="square" selected={square}>{"Square"}</option>
                    <option value="hex" selected={setup.lattice == Lattice::Hex}>{"Hexagonal"}</option>
                    <option value="graph" selected={graph}>{"Graph"}</option>
                </select>
            </div>
            { size }
            { rule_limit }
            { clear_holes }
            <div class="field">
                <label for="surface">{"Surface"}</label>
                <select id="surface" disabled={!square} onchange={on_select(on_action, |value| {
                    value.parse().ok().map(SetupEdit::Surface).map(Action::Edit)
                })} aria-describedby={(setup.lattice == Lattice::Hex).then_some("surface-why")}>
                    { for surfaces }
                </select>
                // Why the menu is greyed: a greyed menu without a word looks broken.
                if setup.lattice == Lattice::Hex {
                    <p class="field-note" id="surface-why">
                        {"Hexagonal boards lie on the plane only."}
                    </p>
                }
            </div>
            <div class="field">
                <label for="states">{"States"}</label>
                <select id="states" onchange={on_select(on_action, |value| {
                    value.parse().ok().map(SetupEdit::States).map(Action::Edit)
                })}>
                    { for STATES.map(|states| html! {
                        <option value={states.to_string()} selected={states == setup.states}>
                            {states}
                        </option>
                    }) }
                </select>
            </div>
            <div class="field">
                <label for="goal">{"Goal"}</label>
                <select id="goal" onchange={on_select(on_action, |value| match value {
                    "off" => Some(Action::Edit(SetupEdit::Goal(Goal::Off))),
                    "on" => Some(Action::Edit(SetupEdit::Goal(Goal::On))),
                    _ => None,
                })}>
                    <option value="off" selected={setup.goal == Goal::Off}>
                        {"Lights Out (all off)"}
                    </option>
                    <option value="on" selected={setup.goal == Goal::On}>
                        {"All Lights (all on)"}
                    </option>
                    { custom_goal }
                </select>
            </div>
            // A graph's rule is SIGMA or SIGMA+, switched in the Graph panel.
            <div class="field" hidden={graph}>
                <label for="pattern">{"Pattern"}</label>
                <select id="pattern" ref={pattern_menu} onchange={on_select(on_action, |value| {
                    PatternPreset::from_key(value).map(Action::ChoosePreset)
                })}>
                    { for PatternPreset::available(setup.lattice).map(|option| html! {
                        <option value={option.key()} selected={preset == Some(option)}>
                            {option.label()}
                        </option>
                    }) }
                    { custom_pattern }
                </select>
            </div>
        </fieldset>
    }
}
