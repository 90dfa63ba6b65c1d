//! The board for large square boards: one `<canvas>` that zooms and pans, with one real
//! focusable element over the cursor's cell for the keyboard and screen readers.
//!
//! Why a canvas. As SVG every cell is an element: a press at 128 x 128 took about 57 ms of
//! style and layout, and a million cells would not fit in a tab. Here a press rewrites the
//! pixels of the cells it changed ([`paint`]), and zoom and pan are a [`view::View`] changed
//! by its own reducer, so the cost of a press does not grow with the board.
//!
//! Why one focusable element. A screen reader needs an element with a name; a million would
//! be the SVG board again. The cursor's cell is a `role="button"` element placed over the
//! cell, named like an SVG cell ("row 512, column 3, on"); arrows move it (the board pans to
//! keep it in view), Space or Enter presses, and a polite live region says the cell's new
//! name after every move or press, since a name changing under focus is not always read.

mod gestures;
mod paint;
mod painting;
pub mod view;

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, HtmlElement, ResizeObserver, WheelEvent};
use yew::prelude::*;

use crate::play::components::board_view_props::BoardViewProps;
use crate::play::components::svg_board::board_row::{cell_label, CellNotes};
use crate::play::reducer::Action;
use crate::play::state::Mode;
use crate::shared::roving::Handlers;
use gestures::Gestures;
use painting::{paint_canvas, Canvas, Scene};
use view::{View, ViewAction, ZOOM_STEP};

/// The view as a Yew reducer: [`View::apply`] is the whole of it.
#[derive(PartialEq)]
struct ViewState(View);

impl Reducible for ViewState {
    type Action = ViewAction;

    fn reduce(self: Rc<Self>, action: ViewAction) -> Rc<Self> {
        let next = self.0.apply(action);
        if next == self.0 {
            self
        } else {
            Rc::new(ViewState(next))
        }
    }
}

/// "row 512, column 3, on", and what is marked on it ([`cell_label`]); ", hole" for a hole.
fn label(props: &BoardViewProps, site: usize) -> String {
    let geometry = &props.geometry;
    let Some(spot) = geometry.get(site) else {
        return String::new();
    };
    let Some(cell) = spot.cell else {
        return format!("{}, hole", spot.name());
    };
    let notes = CellNotes {
        hint: props.hint == Some(cell),
        mark: props.marks.as_ref().map_or(0, |marks| marks[cell]),
        quiet: props.mode == Mode::Quiet,
        change: props.changes.contains(&cell),
    };
    cell_label(&spot.name(), props.board()[cell], props.states, notes)
}

#[function_component(CanvasBoard)]
pub fn canvas_board(props: &BoardViewProps) -> Html {
    let geometry = &props.geometry;
    // Only a square board is drawn here ([`on_canvas`]).
    //
    // [`on_canvas`]: crate::play::components::board_view::on_canvas
    let (rows, cols) = geometry.grid().unwrap_or((1, 1));
    let view = use_reducer(|| ViewState(View::new(rows, cols, 1.0, 1.0)));
    let canvas_ref = use_node_ref();
    let viewport_ref = use_node_ref();
    let cursor_ref = use_node_ref();
    let gestures = use_mut_ref(Gestures::default);
    let canvas = use_mut_ref(Canvas::default);

    // Another board size: the whole of it in view.
    {
        let view = view.dispatcher();
        use_effect_with((rows, cols), move |&(rows, cols)| {
            view.dispatch(ViewAction::Reshape { rows, cols });
        });
    }
    // The cursor (an arrow key, a hint) stays in view.
    {
        let view = view.dispatcher();
        let (row, col) = (props.cursor / cols, props.cursor % cols);
        use_effect_with(props.cursor, move |_| {
            view.dispatch(ViewAction::Reveal { row, col });
        });
    }
    // The canvas's size follows its box; the wheel zooms (a listener that may cancel the
    // page's scroll, which Yew's passive wheel listener may not).
    {
        let view = view.dispatcher();
        let viewport_ref = viewport_ref.clone();
        let canvas_ref = canvas_ref.clone();
        use_effect_with((), move |_| {
            let viewport = viewport_ref.cast::<HtmlElement>();
            let measure = {
                let view = view.clone();
                let viewport = viewport.clone();
                move || {
                    if let Some(viewport) = &viewport {
                        view.dispatch(ViewAction::Resize {
                            width: viewport.client_width() as f64,
                            height: viewport.client_height() as f64,
                        });
                    }
                }
            };
            measure();
            let on_resize = Closure::<dyn FnMut()>::new(measure);
            let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok();
            if let (Some(observer), Some(viewport)) = (&observer, &viewport) {
                observer.observe(viewport);
            }
            let wheel = canvas_ref.cast::<HtmlCanvasElement>().map(|canvas| {
                EventListener::new_with_options(
                    &canvas,
                    "wheel",
                    EventListenerOptions::enable_prevent_default(),
                    move |event| {
                        let Some(event) = event.dyn_ref::<WheelEvent>() else {
                            return;
                        };
                        event.prevent_default();
                        // Lines or pages of scroll count as about 33 pixels each.
                        let pixels = match event.delta_mode() {
                            0 => event.delta_y(),
                            _ => event.delta_y() * 33.0,
                        };
                        view.dispatch(ViewAction::ZoomAt {
                            factor: ZOOM_STEP.powf((-pixels / 100.0).clamp(-3.0, 3.0)),
                            x: event.offset_x() as f64,
                            y: event.offset_y() as f64,
                        });
                    },
                )
            });
            move || {
                if let Some(observer) = observer {
                    observer.disconnect();
                }
                drop((on_resize, wheel));
            }
        });
    }

    // Paint: bring the images up to new props (only the cells that changed), then draw
    // what changed, or everything when the view did.
    let version = std::ptr::from_ref(props) as usize;
    let scene = (!canvas.borrow().synced(version)).then(|| Scene {
        geometry: Rc::clone(&geometry.0),
        game: Rc::clone(&props.game.0),
        marks: props.marks.clone(),
        hint: props.hint.map(|cell| geometry.cell_site(cell)),
        changes: props.changes.clone(),
        states: props.states,
        holes: props.mode == Mode::Shape,
        numbers: props.numbers && props.states > 2,
    });
    {
        let canvas = canvas.clone();
        let canvas_ref = canvas_ref.clone();
        let view = view.0;
        use_effect(move || {
            if let Some(element) = canvas_ref.cast::<HtmlCanvasElement>() {
                paint_canvas(&canvas, &element, view, scene, version);
            }
        });
    }

    let Handlers { onkeydown, .. } = props.handlers();
    let onkeydown = {
        let view = view.dispatcher();
        Callback::from(move |event: KeyboardEvent| {
            let zoom = match event.key().as_str() {
                "+" | "=" => Some(ViewAction::Zoom(ZOOM_STEP)),
                "-" => Some(ViewAction::Zoom(1.0 / ZOOM_STEP)),
                "0" => Some(ViewAction::Fit),
                _ => None,
            };
            match zoom {
                Some(action) => {
                    event.prevent_default();
                    view.dispatch(action);
                }
                None => onkeydown.emit(event),
            }
        })
    };
    let pointer = |event: &PointerEvent| (event.offset_x() as f64, event.offset_y() as f64);
    let onpointerdown = {
        let gestures = gestures.clone();
        Callback::from(move |event: PointerEvent| {
            if let Some(target) = event.target_dyn_into::<web_sys::Element>() {
                let _ = target.set_pointer_capture(event.pointer_id());
            }
            let (x, y) = pointer(&event);
            gestures.borrow_mut().down(event.pointer_id(), x, y);
        })
    };
    let onpointermove = {
        let gestures = gestures.clone();
        let view = view.dispatcher();
        Callback::from(move |event: PointerEvent| {
            let (x, y) = pointer(&event);
            let action = gestures.borrow_mut().moved(event.pointer_id(), x, y);
            if let Some(action) = action {
                view.dispatch(action);
            }
        })
    };
    let onpointerup = {
        let gestures = gestures.clone();
        let on_action = props.on_action.clone();
        let cursor_ref = cursor_ref.clone();
        let holes = props.mode == Mode::Shape;
        let geometry = geometry.clone();
        let current = view.0;
        Callback::from(move |event: PointerEvent| {
            let Some((x, y)) = gestures.borrow_mut().up(event.pointer_id()) else {
                return;
            };
            let Some((row, col)) = current.cell_at(x, y) else {
                return;
            };
            let site = row * cols + col;
            if holes || geometry.cell_at(site).is_some() {
                on_action.emit(Action::Activate(site));
                if let Some(cursor) = cursor_ref.cast::<HtmlElement>() {
                    let _ = cursor.focus();
                }
            }
        })
    };
    let onpointercancel = {
        let gestures = gestures.clone();
        Callback::from(move |event: PointerEvent| gestures.borrow_mut().cancel(event.pointer_id()))
    };

    let current = view.0;
    let (left, top, side) = current.cell_box(props.cursor / cols, props.cursor % cols);
    // At least a few pixels, so the focus outline is seen on a fitted million-cell board.
    let box_side = side.max(6.0);
    let centre = |start: f64| start + side / 2.0 - box_side / 2.0;
    let cursor_style = format!(
        "left:{:.1}px;top:{:.1}px;width:{box_side:.1}px;height:{box_side:.1}px",
        centre(left),
        centre(top)
    );
    let cursor_label = label(props, props.cursor);
    let cells = geometry.cells();
    // As the SVG board's: no "rows" in it, which Playwright's getByLabel("Rows") would match.
    let board_label = format!("Game board, {cells} cells");
    let zoom = |action: ViewAction| {
        let view = view.dispatcher();
        Callback::from(move |_: MouseEvent| view.dispatch(action))
    };
    html! {
        <div id="board" class="canvas-board" role="group" aria-label={board_label}
            aria-busy={props.busy.to_string()} data-cells={cells.to_string()}
            data-rows={rows.to_string()} data-cols={cols.to_string()}>
            <div class="zoom-controls" role="toolbar" aria-label="Zoom">
                <button type="button" onclick={zoom(ViewAction::Zoom(ZOOM_STEP))}
                    disabled={!current.can_zoom_in()}>{"Zoom in"}</button>
                <button type="button" onclick={zoom(ViewAction::Zoom(1.0 / ZOOM_STEP))}
                    disabled={!current.can_zoom_out()}>{"Zoom out"}</button>
                <button type="button" onclick={zoom(ViewAction::Fit)}
                    disabled={!current.can_zoom_out()}>{"Whole board"}</button>
            </div>
            <div class="canvas-viewport" ref={viewport_ref}
                style={format!("aspect-ratio:{cols}/{rows}")}>
                <canvas ref={canvas_ref} aria-hidden="true" {onpointerdown} {onpointermove}
                    {onpointerup} {onpointercancel} data-scale={format!("{:.4}", current.scale)}
                    data-x={format!("{:.3}", current.x)} data-y={format!("{:.3}", current.y)} />
                <div class="canvas-cursor" ref={cursor_ref} role="button" tabindex="0"
                    data-site={props.cursor.to_string()} aria-label={cursor_label.clone()}
                    style={cursor_style} {onkeydown} />
            </div>
            <p class="visually-hidden" aria-live="polite">{ cursor_label }</p>
        </div>
    }
}
