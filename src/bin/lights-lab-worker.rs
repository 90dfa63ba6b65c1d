//! The Web Worker's entry point: Trunk builds it as a worker (index.html, `data-type="worker"`)
//! and the page spawns it by the script name `lights-lab-worker.js`.

#[cfg(target_arch = "wasm32")]
fn main() {
    lights_lab_web::run_worker();
}

/// Built natively too (so `cargo clippy --all-targets` checks it), where there is no worker.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("lights-lab-worker runs as a Web Worker inside the web app (scripts/serve)");
}
