//! The game's buttons, named as a player says them: Daily puzzle, New puzzle (with its
//! Difficulty), Random board, Hint, Solve, Solutions, Undo, Redo, Reset, Copy link, Save image,
//! and the Levels and Statistics views.

use yew::prelude::*;

use crate::play::fewest::difficulty_picker::difficulty_picker;
use crate::play::fewest::model::FewestAction;
use crate::play::journey::view::View;
use crate::play::reducer::Action;
use lights_lab_engine::Difficulty;

/// The file Save image makes of the board on show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    /// Vector: the SVG board as drawn, at any size.
    Svg,
    /// Pixels: the SVG board at twice its size on screen, or the canvas as it shows the board.
    Png,
}

impl ImageFormat {
    pub fn extension(self) -> &'static str {
        match self {
            ImageFormat::Svg => "svg",
            ImageFormat::Png => "png",
        }
    }
}

pub struct ToolbarProps {
    /// Undo and Redo reach past a game's moves to the setup changes around it.
    pub can_undo: bool,
    pub can_redo: bool,
    /// Whether a move has been made since the start board (Reset's work).
    pub can_reset: bool,
    /// Whether Solve's marks are showing (Solve is a toggle).
    pub solution_shown: bool,
    /// What New puzzle deals (`None`: any solvable board).
    pub difficulty: Option<Difficulty>,
    /// Whether the solutions panel is open (Solutions is a toggle).
    pub solutions_open: bool,
    pub on_action: Callback<Action>,
    /// Copying a link is a browser side effect, so the root handles it.
    pub on_copy_link: Callback<()>,
    /// The daily puzzle is the player's local date's, which the root reads.
    pub on_daily: Callback<()>,
    /// The Levels or Statistics view, when open (each button is a toggle).
    pub view: Option<View>,
    /// Whether the board is drawn as SVG (saved as SVG or PNG) rather than on the canvas
    /// (saved as PNG).
    pub vector: bool,
    /// Saving a file is a browser side effect, so the root handles it.
    pub on_save_image: Callback<ImageFormat>,
}

pub fn toolbar(props: &ToolbarProps) -> Html {
    let button = |label: &'static str, action: Action, disabled: bool, title: &'static str| {
        let on_action = props.on_action.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_action.emit(action.clone()));
        html! { <button type="button" {title} {disabled} {onclick}>{label}</button> }
    };
    let solve = {
        let on_action = props.on_action.clone();
        html! {
            <button type="button" aria-pressed={props.solution_shown.to_string()}
                title="Mark every cell to press (press Solve again to hide the marks)"
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::Solve))}>
                {"Solve"}
            </button>
        }
    };
    let solutions = {
        let on_action = props.on_action.clone();
        let open = props.solutions_open;
        html! {
            // It controls the panel only while the panel is there to name.
            <button type="button" aria-pressed={open.to_string()}
                aria-controls={open.then_some("solutions")}
                title="List every solution of the board (press Solutions again to close the list)"
                onclick={Callback::from(move |_: MouseEvent| {
                    on_action.emit(Action::Fewest(FewestAction::ShowSolutions(!open)))
                })}>
                {"Solutions"}
            </button>
        }
    };
    let copy = {
        let on_copy_link = props.on_copy_link.clone();
        html! {
            <button type="button" title="Copy a link that opens this puzzle"
                onclick={Callback::from(move |_: MouseEvent| on_copy_link.emit(()))}>
                {"Copy link"}
            </button>
        }
    };
    let view = |view: View, title: &'static str| {
        let open = props.view == Some(view);
        let on_action = props.on_action.clone();
        html! {
            <button type="button" aria-expanded={open.to_string()}
                aria-controls={open.then_some(view.id())} {title}
                onclick={Callback::from(move |_: MouseEvent| {
                    on_action.emit(Action::ShowView((!open).then_some(view)))
                })}>
                {view.label()}
            </button>
        }
    };
    let save = |format: ImageFormat, label: &'static str, title: &'static str| {
        let on_save_image = props.on_save_image.clone();
        html! {
            <button type="button" {title}
                onclick={Callback::from(move |_: MouseEvent| on_save_image.emit(format))}>
                {label}
            </button>
        }
    };
    // The formats fold away under one name: a designer opens them, a player never sees them.
    let save_image = html! {
        <details class="save-image">
            <summary>{"Save image"}</summary>
            <div class="save-image-formats">
                if props.vector {
                    { save(ImageFormat::Svg, "SVG", "The board as a vector drawing, sharp at any size") }
                }
                { save(ImageFormat::Png, "PNG", if props.vector {
                    "The board as a picture, at twice its size on screen"
                } else {
                    "The board as the canvas shows it (zoom in to save a part)"
                }) }
            </div>
        </details>
    };
    html! {
        <div class="toolbar" role="toolbar" aria-label="Game">
            <div class="group">
                <button type="button" title="Today's puzzle, the same for everyone today"
                    onclick={props.on_daily.reform(|_: MouseEvent| ())}>
                    {"Daily puzzle"}
                </button>
                { button("New puzzle", Action::NewPuzzle, false, "A random board that can be solved") }
                { difficulty_picker(props.difficulty, &props.on_action) }
                { button("Random board", Action::RandomBoard, false, "Any random board, solvable or not") }
            </div>
            <div class="group">
                { button("Hint", Action::Hint, false, "Mark one cell to press next") }
                { solve }
                { solutions }
            </div>
            <div class="group">
                { button("Undo", Action::Undo, !props.can_undo, "Take back the last press, setup change or new deal") }
                { button("Redo", Action::Redo, !props.can_redo, "Make again what was undone") }
                { button("Reset", Action::Reset, !props.can_reset, "Back to the start board") }
            </div>
            <div class="group">{ copy }{ save_image }</div>
            <div class="group">
                { view(View::Levels, "Puzzles that walk you through every kind of board") }
                { view(View::Statistics, "How your daily puzzles went") }
            </div>
        </div>
    }
}
