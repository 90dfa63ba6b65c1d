//! The browser app's entry point. It only mounts [`lights_lab_web::App`]; everything else
//! lives in the library so that it can be tested natively and in the browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<lights_lab_web::App>::new().render();
}

/// Built natively too (so `cargo clippy --all-targets` checks it), where there is no page to
/// mount: say where the app actually runs instead of failing obscurely.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "lights-lab-web runs in the browser: start it with `scripts/serve` and open http://127.0.0.1:8080"
    );
}
