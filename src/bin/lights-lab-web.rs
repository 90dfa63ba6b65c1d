//! The browser app's entry point, run both on the page and in its Web Worker: one wasm module
//! serves both, so the engine is downloaded once. On the page it mounts [`lights_lab_web::App`];
//! in a worker (no `window`), started by [`lights_lab_web::platform::bridge`], it answers the
//! page's engine requests instead. Everything else lives in the library so that it can be
//! tested natively and in the browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_some() {
        yew::Renderer::<lights_lab_web::App>::new().render();
    } else {
        lights_lab_web::run_worker();
    }
}

/// Built natively too (so `cargo clippy --all-targets` checks it), where there is no page to
/// mount: say where the app actually runs instead of failing obscurely.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "lights-lab-web runs in the browser: start it with `scripts/serve` and open http://127.0.0.1:8080"
    );
}
