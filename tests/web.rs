//! Browser tests: the app mounted in a real (headless) Chromium by wasm-bindgen-test-runner.
//! Run with `cargo test --target wasm32-unknown-unknown --test web` (scripts/test does).

#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use gloo::utils::document;
use lights_lab::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, Event, HtmlElement, HtmlSelectElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a fresh app in its own element, so that tests do not see each other's pages.
fn mount() -> HtmlElement {
    let root = document().create_element("div").expect("a div");
    document()
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("appended");
    yew::Renderer::<App>::with_root(root.clone()).render();
    root.dyn_into().expect("a div is an HtmlElement")
}

/// Waits (up to about a second) until the rendered text contains `needle`: Yew renders on its
/// own schedule, so one tick is usually but not always enough.
async fn text_containing(root: &HtmlElement, needle: &str) -> String {
    let mut text = String::new();
    for _ in 0..100 {
        yew::platform::time::sleep(Duration::from_millis(10)).await;
        text = root.inner_text();
        if text.contains(needle) {
            break;
        }
    }
    text
}

#[wasm_bindgen_test]
async fn shows_the_5x5_lights_out_readout() {
    let root = mount();
    let text = text_containing(&root, "23 of 25").await;
    // 5 x 5 Lights Out: rank 23, two independent quiet patterns, a quarter of boards solvable.
    assert!(text.contains("Solvable dimension 23 of 25"), "{text}");
    assert!(text.contains("Quiet patterns: 4 = 2²"), "{text}");
    assert!(
        text.contains("A random board is solvable with probability 1/4"),
        "{text}"
    );
}

#[wasm_bindgen_test]
async fn picking_a_size_recomputes_the_readout() {
    let root = mount();
    text_containing(&root, "23 of 25").await;
    let select: HtmlSelectElement = root
        .query_selector("select[name=size]")
        .expect("a valid selector")
        .map(Element::unchecked_into)
        .expect("the size picker");
    select.set_value("4");
    select
        .dispatch_event(&Event::new("change").expect("an event"))
        .expect("dispatched");
    // 4 x 4 Lights Out has nullity 4: rank 12 of 16, one board in 16 solvable.
    let text = text_containing(&root, "12 of 16").await;
    assert!(text.contains("Solvable dimension 12 of 16"), "{text}");
    assert!(text.contains("probability 1/16"), "{text}");
}
