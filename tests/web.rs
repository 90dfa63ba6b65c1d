//! Browser tests: the app mounted in a real (headless) Chromium by wasm-bindgen-test-runner,
//! driven the way a player does (clicks, keys, the setup menus) and read back through what a
//! screen reader gets (aria-labels, text). Run with
//! `cargo test -p lights-lab-web --target wasm32-unknown-unknown --test web` (scripts/test does).

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::sync::atomic::Ordering;
use std::time::Duration;

use gloo::storage::{LocalStorage, Storage};
use gloo::utils::document;
use lights_lab_web::analyst::Request;
use lights_lab_web::play::components::board_view::RENDERS;
use lights_lab_web::puzzle::setup::{Setup, MAX_SIDE};
use lights_lab_web::shared::codec::Codec;
use lights_lab_web::{App, ELLO_KEY, STORAGE_KEY};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{
    Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent,
    KeyboardEventInit, MouseEvent, MouseEventInit,
};

wasm_bindgen_test_configure!(run_in_browser);

thread_local! {
    /// The apps the tests have mounted, with their elements. Every test runs in one page, and
    /// an app left mounted keeps answering the address bar and storage: one could write its own
    /// puzzle's code over a later test's (the address bar test once read "plane.sigma").
    static MOUNTED: RefCell<Vec<(Element, yew::AppHandle<App>)>> = const { RefCell::new(Vec::new()) };
}

/// Mounts an app in a new element at the end of the page, as one more tab of the same
/// browser (it shares the storage); taken down by the next test's [`forget`].
fn render_app() -> HtmlElement {
    let root = document().create_element("div").expect("a div");
    document()
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("appended");
    let app = yew::Renderer::<App>::with_root(root.clone()).render();
    MOUNTED.with(|mounted| mounted.borrow_mut().push((root.clone(), app)));
    root.dyn_into().expect("a div is an HtmlElement")
}

/// Forgets what earlier tests' apps left behind: the apps themselves, the saved games and the
/// address bar's code.
fn forget() {
    for (root, app) in MOUNTED.with(|mounted| mounted.take()) {
        app.destroy();
        root.remove();
    }
    LocalStorage::delete(STORAGE_KEY);
    LocalStorage::delete(ELLO_KEY);
    let history = gloo::utils::window().history().expect("a history");
    let path = gloo::utils::window().location().pathname().expect("a path");
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path))
        .expect("replaced");
}

/// Mounts a fresh app (no saved game, no link) in its own element, so that tests do not see
/// each other's pages.
async fn mount() -> HtmlElement {
    forget();
    let root = render_app();
    text_containing(&root, "This board").await;
    root
}

/// Waits (up to about two seconds) until `check` holds: Yew renders on its own schedule.
async fn until(check: impl Fn() -> bool) {
    for _ in 0..200 {
        if check() {
            return;
        }
        yew::platform::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The rendered text, once it contains `needle` (or after the wait, for the assertion).
/// Opens the maths panel, which starts folded, so that its text is rendered.
async fn text_containing(root: &HtmlElement, needle: &str) -> String {
    until(|| {
        open_folds(root);
        root.inner_text().contains(needle)
    })
    .await;
    root.inner_text()
}

/// Opens every fold (`<details>`) on the page, as a reader clicking each summary does.
fn open_folds(root: &Element) {
    for fold in find_all(root, "details") {
        fold.set_attribute("open", "")
            .expect("a details element takes open");
    }
}

fn find(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

fn find_all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).expect("a valid selector");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|node| node.unchecked_into())
        .collect()
}

fn label(element: &Element) -> String {
    element.get_attribute("aria-label").unwrap_or_default()
}

/// The cell drawn at `site` (site n is cell n on a board without holes).
fn cell(root: &Element, site: usize) -> Element {
    find(root, &format!("#board .cell[data-site=\"{site}\"]"))
}

/// A bubbling click, as a tap or mouse click gives (SVG elements have no `click()`).
fn click(element: &Element) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("an event");
    element.dispatch_event(&event).expect("dispatched");
}

fn button(root: &Element, name: &str) -> Element {
    find_all(root, "button")
        .into_iter()
        .find(|b| b.text_content().unwrap_or_default().trim() == name)
        .unwrap_or_else(|| panic!("no button {name}"))
}

fn key(element: &Element, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    element.dispatch_event(&event).expect("dispatched");
}

fn bubbling(name: &str) -> Event {
    let init = EventInit::new();
    init.set_bubbles(true);
    Event::new_with_event_init_dict(name, &init).expect("an event")
}

fn type_number(root: &Element, id: &str, value: &str) {
    let input: HtmlInputElement = find(root, &format!("#{id}")).unchecked_into();
    input.set_value(value);
    input
        .dispatch_event(&bubbling("input"))
        .expect("dispatched");
    key(&input, "Enter");
}

fn choose(root: &Element, id: &str, value: &str) {
    let select: HtmlSelectElement = find(root, &format!("#{id}")).unchecked_into();
    select.set_value(value);
    select
        .dispatch_event(&bubbling("change"))
        .expect("dispatched");
}

fn status(root: &Element) -> String {
    find(root, "#status").text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn shows_the_5x5_lights_out_readout() {
    let root = mount().await;
    let text = text_containing(&root, "23 of 25").await;
    // 5 x 5 Lights Out: rank 23, two independent quiet patterns, a quarter of boards solvable.
    assert!(text.contains("solvable dimension 23 of 25"), "{text}");
    assert!(text.contains("quiet patterns: 4 = 2²"), "{text}");
    assert!(
        text.contains("1 in every 4 boards can be solved (probability 1/4"),
        "{text}"
    );
    assert!(text.contains("This board can be solved."), "{text}");
    let readout = find(&root, "#readout");
    assert_eq!(readout.get_attribute("data-ready").as_deref(), Some("true"));
    assert_eq!(find_all(&root, "#board .cell").len(), 25);
}

#[wasm_bindgen_test]
async fn typing_a_size_recomputes_the_readout() {
    let root = mount().await;
    type_number(&root, "rows", "4");
    type_number(&root, "cols", "4");
    // 4 x 4 Lights Out has nullity 4: rank 12 of 16, one board in 16 solvable.
    let text = text_containing(&root, "12 of 16").await;
    assert!(text.contains("solvable dimension 12 of 16"), "{text}");
    assert!(text.contains("probability 1/16"), "{text}");
    assert_eq!(find_all(&root, "#board .cell").len(), 16);
}

#[wasm_bindgen_test]
async fn a_refused_size_says_what_is_allowed() {
    let root = mount().await;
    let past = MAX_SIDE + 1;
    type_number(&root, "rows", &past.to_string());
    // The reason names the range and the number typed, in a player's words, and the board
    // stays as it was.
    let expected = format!("Rows must be a whole number from 1 to {MAX_SIDE}, and 1,025 is too many; the board stays at 5.");
    assert_eq!(past, 1025);
    let text = text_containing(&root, &expected).await;
    assert!(text.contains(&expected), "{text}");
    assert!(!text.contains("got"), "{text}");
    assert_eq!(find_all(&root, "#board .cell").len(), 25);
}

#[wasm_bindgen_test]
async fn clicking_a_cell_presses_it_and_its_neighbours() {
    let root = mount().await;
    let before: Vec<String> = (0..25).map(|c| label(&cell(&root, c))).collect();
    assert!(
        before[12].starts_with("row 3, column 3, "),
        "{}",
        before[12]
    );
    click(&cell(&root, 12));
    until(|| status(&root) == "Moves: 1").await;
    assert_eq!(status(&root), "Moves: 1");
    let changed: Vec<usize> = (0..25)
        .filter(|&c| label(&cell(&root, c)) != before[c])
        .collect();
    assert_eq!(changed, [7, 11, 12, 13, 17]);
    // "on" and "off" swap on the pressed cell.
    let flipped = if before[12].ends_with(", on") {
        "row 3, column 3, off"
    } else {
        "row 3, column 3, on"
    };
    assert_eq!(label(&cell(&root, 12)), flipped);
    click(&button(&root, "Undo"));
    until(|| status(&root) == "Moves: 0").await;
    assert_eq!(label(&cell(&root, 12)), before[12]);
}

/// Mounts the app, waits for the puzzle a first visit deals, then deals another with New
/// puzzle and waits until it is on the board and its fewest-press count is known.
async fn mount_with_puzzle() -> HtmlElement {
    let root = mount().await;
    until(|| lights(&root).iter().any(|l| l.ends_with(", on"))).await;
    let first = lights(&root);
    click(&button(&root, "New puzzle"));
    until(|| lights(&root) != first).await;
    until(|| {
        open_folds(&root);
        let text = root.inner_text();
        text.contains("Fewest presses for this board: ") && !text.contains("(searching)")
    })
    .await;
    root
}

#[wasm_bindgen_test]
async fn a_first_visit_deals_a_puzzle_and_says_the_goal() {
    let root = mount().await;
    until(|| (0..25).any(|c| label(&cell(&root, c)).ends_with(", on"))).await;
    assert!((0..25).any(|c| label(&cell(&root, c)).ends_with(", on")));
    assert_eq!(status(&root), "Moves: 0");
    assert!(root.inner_text().contains("Turn all the lights off"));
}

/// How many times a board has been rendered in this tab (debug builds count them).
fn board_renders() -> usize {
    RENDERS.load(Ordering::Relaxed)
}

/// Waits until the board has not been rendered for a fifth of a second (a deal's or a
/// search's answers have all come), and says how many times it has been.
async fn board_settled() -> usize {
    let mut last = board_renders();
    for _ in 0..20 {
        yew::platform::time::sleep(Duration::from_millis(200)).await;
        let now = board_renders();
        if now == last {
            return now;
        }
        last = now;
    }
    last
}

/// The board's lights, each cell's accessible name.
fn lights(root: &Element) -> Vec<String> {
    (0..25).map(|c| label(&cell(root, c))).collect()
}

/// The sites whose names differ between two readings of the board.
fn changed(before: &[String], after: &[String]) -> Vec<usize> {
    (0..before.len())
        .filter(|&c| before[c] != after[c])
        .collect()
}

#[wasm_bindgen_test]
async fn a_message_leaves_the_board_alone_and_presses_reach_the_board_on_show() {
    let root = mount_with_puzzle().await;
    let board = lights(&root);
    let renders = board_settled().await;
    // Copy link says so in the message line, and the dismiss button takes it away: the board
    // shows neither, so neither renders it again.
    click(&button(&root, "Copy link"));
    let message = || {
        find(&root, "#message .text")
            .text_content()
            .unwrap_or_default()
    };
    until(|| !find_all(&root, "#message .text").is_empty()).await;
    // "Link copied." where the page may write to the clipboard, else where to copy it from.
    assert!(message().to_lowercase().contains("link"), "{}", message());
    click(&find(&root, "#message .dismiss"));
    until(|| find_all(&root, "#message .text").is_empty()).await;
    assert!(find_all(&root, "#message .text").is_empty());
    assert_eq!(
        board_settled().await,
        renders,
        "the board was rendered for a message"
    );
    assert_eq!(lights(&root), board);
    // The board's callbacks, made once, still press the board on show: after a press, and
    // after New puzzle deals another board.
    click(&cell(&root, 12));
    until(|| status(&root) == "Moves: 1").await;
    let pressed = lights(&root);
    assert_eq!(changed(&board, &pressed), [7, 11, 12, 13, 17]);
    assert!(board_renders() > renders);
    click(&button(&root, "New puzzle"));
    until(|| status(&root) == "Moves: 0" && lights(&root) != pressed).await;
    let dealt = lights(&root);
    assert_ne!(dealt, pressed);
    click(&cell(&root, 0));
    until(|| status(&root) == "Moves: 1").await;
    assert_eq!(changed(&dealt, &lights(&root)), [0, 1, 5]);
}

#[wasm_bindgen_test]
async fn following_solve_marks_solves_the_puzzle() {
    let root = mount_with_puzzle().await;
    click(&button(&root, "Solve"));
    until(|| !find_all(&root, "#board [data-marked]").is_empty()).await;
    let marked: Vec<Element> = find_all(&root, "#board [data-marked]");
    assert!(!marked.is_empty());
    assert!(marked
        .iter()
        .all(|c| label(c).ends_with(", marked: press once")));
    let count = marked.len();
    // The move counter says how many presses are marked, for those who cannot see them.
    let plural = if count == 1 { "press" } else { "presses" };
    assert_eq!(status(&root), format!("Moves: 0 · {count} {plural} marked"));
    for cell in marked {
        let site = cell.get_attribute("data-site").unwrap();
        click(&find(&root, &format!("[data-site=\"{site}\"]")));
    }
    let text = text_containing(&root, "Solved in").await;
    let expected = format!(
        "Solved in {count} press{}",
        if count == 1 { "" } else { "es" }
    );
    assert!(text.contains(&expected), "{text}");
    assert!(find_all(&root, "#board [data-marked]").is_empty());
}

#[wasm_bindgen_test]
async fn hint_marks_one_cell() {
    let root = mount_with_puzzle().await;
    click(&button(&root, "Hint"));
    until(|| find_all(&root, "#board [data-marked]").len() == 1).await;
    let marked = find_all(&root, "#board [data-marked]");
    assert_eq!(marked.len(), 1);
    assert!(label(&marked[0]).ends_with(", hint: press it"));
}

#[wasm_bindgen_test]
async fn arrow_keys_move_focus_and_space_presses() {
    let root = mount().await;
    let first = cell(&root, 0);
    assert_eq!(first.get_attribute("tabindex").as_deref(), Some("0"));
    assert_eq!(
        cell(&root, 1).get_attribute("tabindex").as_deref(),
        Some("-1")
    );
    first.unchecked_ref::<HtmlElement>().focus().unwrap();
    key(&first, "ArrowRight");
    key(&first, "ArrowDown");
    let focused_site = || {
        document()
            .active_element()
            .and_then(|e| e.get_attribute("data-site"))
    };
    until(|| focused_site().as_deref() == Some("6")).await;
    assert_eq!(focused_site().as_deref(), Some("6"));
    let before = label(&cell(&root, 6));
    key(&cell(&root, 6), " ");
    until(|| status(&root) == "Moves: 1").await;
    assert_ne!(label(&cell(&root, 6)), before);
}

#[wasm_bindgen_test]
async fn hexagons_draw_every_cell_of_the_order() {
    let root = mount().await;
    choose(&root, "lattice", "hex");
    until(|| root.query_selector("#order").ok().flatten().is_some()).await;
    type_number(&root, "order", "2");
    until(|| find_all(&root, "#board .cell").len() == 7).await;
    assert_eq!(find_all(&root, "#board polygon.cell").len(), 7);
    assert!(root.query_selector("#rows").unwrap().is_none());
    let text = text_containing(&root, "of 7").await;
    assert!(text.contains("solvable dimension"), "{text}");
}

#[wasm_bindgen_test]
async fn five_states_show_numbers_and_state_labels() {
    let root = mount().await;
    choose(&root, "states", "5");
    until(|| label(&cell(&root, 0)).contains("state")).await;
    assert!(label(&cell(&root, 0)).starts_with("row 1, column 1, state "));
    assert_eq!(find_all(&root, "#board text.number").len(), 25);
}

#[wasm_bindgen_test]
async fn the_pattern_editor_changes_the_rule() {
    let root = mount().await;
    let centre = find_all(&root, "#pattern-editor [role=button]")
        .into_iter()
        .find(|e| label(e).starts_with("offset 0,0"))
        .expect("the centre offset");
    assert_eq!(label(&centre), "offset 0,0 (the pressed cell), on");
    click(&centre);
    // Lights Out without the pressed cell is SIGMA.
    until(|| {
        let select: HtmlSelectElement = find(&root, "#pattern").unchecked_into();
        select.value() == "sigma"
    })
    .await;
    let select: HtmlSelectElement = find(&root, "#pattern").unchecked_into();
    assert_eq!(select.value(), "sigma");
}

#[wasm_bindgen_test]
async fn editing_the_shape_removes_a_cell() {
    let root = mount().await;
    let shape = find_all(&root, "input[type=radio]")
        .into_iter()
        .find(|input| {
            input
                .parent_element()
                .and_then(|label| label.text_content())
                .is_some_and(|text| text.contains("Edit shape"))
        })
        .expect("the Edit shape mode");
    shape.unchecked_ref::<HtmlElement>().click();
    let board_class = || {
        find(&root, "#board")
            .get_attribute("class")
            .unwrap_or_default()
    };
    until(|| board_class().contains("mode-shape")).await;
    click(&cell(&root, 0));
    until(|| find_all(&root, "#board .cell").len() == 24).await;
    assert_eq!(find_all(&root, "#board .cell").len(), 24);
    let hole = find(&root, "#board .hole");
    assert_eq!(label(&hole), "row 1, column 1, hole");
}

#[wasm_bindgen_test]
async fn a_game_survives_a_reload() {
    let root = mount().await;
    click(&cell(&root, 0));
    click(&cell(&root, 24));
    until(|| status(&root) == "Moves: 2").await;
    let labels: Vec<String> = (0..25).map(|c| label(&cell(&root, c))).collect();
    // A second app in the same page reads what the first one saved.
    let second = render_app();
    until(|| second.query_selector("#status").ok().flatten().is_some()).await;
    assert_eq!(status(&second), "Moves: 2");
    let restored: Vec<String> = (0..25).map(|c| label(&cell(&second, c))).collect();
    assert_eq!(restored, labels);
}

#[wasm_bindgen_test]
async fn a_corrupt_saved_game_gives_the_default_puzzle() {
    forget();
    LocalStorage::set(STORAGE_KEY, "{\"setup\": 7}").unwrap();
    let root = render_app();
    let text = text_containing(&root, "23 of 25").await;
    assert!(text.contains("solvable dimension 23 of 25"), "{text}");
}

#[wasm_bindgen_test]
fn requests_survive_the_workers_encoding() {
    let request = Request::Analyse {
        job: 3,
        setup: Setup {
            mask: Some(vec![true; 24].into_iter().chain([false]).collect()),
            ..Setup::default()
        },
    };
    let decoded = Request::from_bytes(&request.to_bytes());
    assert_eq!(decoded, Some(request));
}

/// Mounts the app as a link with this fragment opens it.
async fn mount_link(code: &str) -> HtmlElement {
    forget();
    let history = gloo::utils::window().history().unwrap();
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("#{code}")))
        .unwrap();
    render_app()
}

#[wasm_bindgen_test]
async fn a_link_opens_the_puzzle_it_names() {
    // docs/share-code.md: 3 x 3 without its centre, the four corners lit.
    let root = mount_link("v1.s3x3.plane.mask94.plus.n2.off.bpQ").await;
    let text = text_containing(&root, "of 8").await;
    assert!(text.contains("solvable dimension 8 of 8"), "{text}");
    let lights: String = find_all(&root, "#board .cell")
        .iter()
        .map(|cell| {
            if label(cell).ends_with(", on") {
                '1'
            } else {
                '0'
            }
        })
        .collect();
    assert_eq!(lights, "10100101");
}

#[wasm_bindgen_test]
async fn a_broken_link_says_what_is_wrong_over_the_default_puzzle() {
    // One character short of a 5 x 5 board.
    let root = mount_link("v1.s5x5.plane.plus.n2.off.bAAAA").await;
    let text = text_containing(&root, "cut short or damaged").await;
    assert!(
        text.contains("the start board should be 5 characters long, and is 4 characters"),
        "{text}"
    );
    let text = text_containing(&root, "23 of 25").await;
    assert!(text.contains("solvable dimension 23 of 25"), "{text}");
}

#[wasm_bindgen_test]
async fn the_address_bar_holds_the_puzzles_share_code() {
    let _root = mount_with_puzzle().await;
    let hash = || gloo::utils::window().location().hash().unwrap();
    until(|| hash().starts_with("#v1.s5x5.plane.plus.n2.off.seed")).await;
    assert!(
        hash().starts_with("#v1.s5x5.plane.plus.n2.off.seed"),
        "{}",
        hash()
    );
}

#[wasm_bindgen_test]
async fn a_link_pasted_into_the_tab_opens_its_puzzle() {
    let root = mount().await;
    // What a user does by pasting a link into the address bar of an open tab.
    gloo::utils::window()
        .location()
        .set_hash("v1.s2x3.torus.plus.n3.on.seed4")
        .unwrap();
    let text = text_containing(&root, "of 6").await;
    assert!(
        text.contains("2 × 3 torus, 3 states, goal all on"),
        "{text}"
    );
    assert_eq!(find_all(&root, "#board .cell").len(), 6);
}

#[wasm_bindgen_test]
fn graph_setups_survive_the_workers_encoding() {
    use lights_lab_engine::Preset;
    use lights_lab_web::puzzle::graph::setup::GraphSetup;
    use lights_lab_web::puzzle::setup::Lattice;
    let request = Request::Analyse {
        job: 4,
        setup: Setup {
            lattice: Lattice::Graph,
            rule: lights_lab_engine::Rule::Sigma { plus: false },
            graph: Some(GraphSetup::preset(Preset::Petersen, 0).unwrap()),
            ..Setup::default()
        },
    };
    let decoded = Request::from_bytes(&request.to_bytes());
    assert_eq!(decoded, Some(request));
}

#[wasm_bindgen_test]
async fn a_cycle_graph_is_drawn_as_discs_and_pressed_like_lights_out() {
    let root = mount().await;
    choose(&root, "lattice", "graph");
    text_containing(&root, "of 54").await;
    choose(&root, "graph-kind", "cycle");
    text_containing(&root, "Cycle of 8 vertices").await;
    type_number(&root, "graph-size-0", "6");
    // SIGMA+ on C_6: 1 + x + x^-1 is singular over GF(2) when 3 divides 6, nullity 2.
    let text = text_containing(&root, "solvable dimension 4 of 6").await;
    assert!(text.contains("quiet patterns: 4 = 2²"), "{text}");
    assert_eq!(find_all(&root, "#board circle.cell").len(), 6);
    assert_eq!(find_all(&root, "#board .graph-line").len(), 6);
    let before: Vec<String> = (0..6).map(|c| label(&cell(&root, c))).collect();
    assert!(before[0].starts_with("vertex 0, "), "{}", before[0]);
    click(&cell(&root, 0));
    until(|| status(&root) == "Moves: 1").await;
    let changed: Vec<usize> = (0..6)
        .filter(|&c| label(&cell(&root, c)) != before[c])
        .collect();
    assert_eq!(changed, [0, 1, 5]);
}

#[wasm_bindgen_test]
async fn ello_is_won_on_a_path_of_two() {
    let root = mount().await;
    click(&button(&root, "ELLO"));
    until(|| root.query_selector("#ello-board").ok().flatten().is_some()).await;
    choose(&root, "ello-graph-kind", "path");
    text_containing(&root, "ELLO: Path, 8 vertices").await;
    type_number(&root, "ello-graph-size-0", "2");
    let disc = |vertex: usize| find(&root, &format!("#ello-board [data-vertex=\"{vertex}\"]"));
    let colour = |vertex: usize| disc(vertex).get_attribute("data-colour");
    until(|| find_all(&root, "#ello-board [data-vertex]").len() == 2).await;
    // A path is a tree: winnable exactly when an odd number of vertices is green, so one is.
    let green = (0..2)
        .find(|&v| colour(v).as_deref() == Some("green"))
        .expect("one green vertex");
    assert_eq!(label(&disc(green)), format!("vertex {green}, green"));
    click(&disc(green));
    // Its neighbour flips to green and is the last move.
    let other = 1 - green;
    until(|| colour(other).as_deref() == Some("green")).await;
    click(&disc(other));
    let text = text_containing(&root, "Won in 2 moves").await;
    assert!(text.contains("Won: every vertex is gone."), "{text}");
    assert!(find_all(&root, "#ello-board [data-vertex]").is_empty());
}

/// The marked cells of the board (Solve's marks, a previewed solution or the hint).
fn marked(root: &Element) -> Vec<Element> {
    find_all(root, "#board [data-marked]")
}

#[wasm_bindgen_test]
async fn solve_marks_the_15_presses_of_all_on_5x5() {
    // The all-on 5 x 5 board needs 15 presses at fewest (the classic answer); Solve marks a
    // fewest-press solution.
    let root = mount_link("v1.s5x5.plane.plus.n2.off.b____g").await;
    let text = text_containing(&root, "Fewest presses for this board: 15").await;
    assert!(text.contains("Largest fewest-press count: 15"), "{text}");
    click(&button(&root, "Solve"));
    until(|| marked(&root).len() == 15).await;
    assert_eq!(marked(&root).len(), 15);
}

#[wasm_bindgen_test]
async fn solving_by_the_marks_compares_with_the_fewest() {
    let root = mount_with_puzzle().await;
    text_containing(&root, "Fewest presses for this board").await;
    click(&button(&root, "Solve"));
    until(|| !marked(&root).is_empty()).await;
    let sites: Vec<String> = marked(&root)
        .iter()
        .filter_map(|cell| cell.get_attribute("data-site"))
        .collect();
    for site in &sites {
        click(&find(&root, &format!("[data-site=\"{site}\"]")));
    }
    let moves = sites.len();
    let text = text_containing(&root, "Solved in").await;
    let expected = format!(
        "Solved in {moves} press{}; fewest possible {moves}",
        if moves == 1 { "" } else { "es" }
    );
    assert!(text.contains(&expected), "{text}");
}

#[wasm_bindgen_test]
async fn the_solutions_panel_counts_and_pages_a_4x4_boards_solutions() {
    let root = mount().await;
    type_number(&root, "rows", "4");
    type_number(&root, "cols", "4");
    text_containing(&root, "12 of 16").await;
    click(&button(&root, "Solutions"));
    // 4 x 4 Lights Out: nullity 4, so every solvable board has 16 solutions.
    let text = text_containing(&root, "This board has 16 solutions.").await;
    assert!(text.contains("1–10 of 16"), "{text}");
    assert_eq!(find_all(&root, "#solutions .solution").len(), 10);
    click(&button(&root, "Next"));
    text_containing(&root, "11–16 of 16").await;
    assert_eq!(find_all(&root, "#solutions .solution").len(), 6);
}

#[wasm_bindgen_test]
async fn an_unsolvable_board_names_the_light_to_change_and_changes_it() {
    // A lone corner light: unsolvable on 5 x 5, and turning it off is the one change needed.
    let root = mount_link("v1.s5x5.plane.plus.n2.off.bgAAAA").await;
    let text = text_containing(&root, "Change this light and it can be solved").await;
    assert!(text.contains("row 1, column 1 (to off)"), "{text}");
    assert_eq!(find_all(&root, "#board .change-ring").len(), 1);
    click(&button(&root, "Change it"));
    let text = text_containing(&root, "This board can be solved.").await;
    assert!(text.contains("1 light changed"), "{text}");
    assert!(find_all(&root, "#board .change-ring").is_empty());
}

#[wasm_bindgen_test]
async fn a_long_search_shows_its_progress_and_can_be_cancelled() {
    // 20 x 20 on the torus: 2^32 solutions a board, far more than one slice settles.
    let root = mount_link("v1.s20x20.torus.plus.n2.off.seed5").await;
    text_containing(&root, "Searching for the fewest presses").await;
    let progress = find(&root, "#fewest-search progress");
    assert!(progress.get_attribute("value").is_some());
    click(&button(&root, "Cancel"));
    let text = text_containing(&root, "Search stopped").await;
    assert!(text.contains("not proven fewest"), "{text}");
    assert!(text.contains("(search stopped)"), "{text}");
}
