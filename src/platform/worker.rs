//! The Web Worker that runs the [`Analyst`] off the page's thread, so that a precomputation
//! that takes seconds (a dense rule on a large board, N > 2 with hundreds of unknowns) never
//! freezes the page. [`crate::platform::bridge`] spawns it (a module worker running the page's
//! own wasm, whose entry point, `src/bin/lights-lab-web.rs`, starts this when it finds no
//! window), and terminates it when the player stops its work.
//!
//! Messages are a [`Request`] in and a [`Response`] out, as bytes ([`post`], [`received`]).
//! The worker says [`Response::Pong`] once it has loaded: a message posted to it before its
//! wasm has started would be lost, so the page holds its requests until then.

use std::cell::RefCell;

use js_sys::Uint8Array;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::analyst::{Analyst, Request, Response};
use crate::shared::clock;
use crate::shared::codec::Codec;

/// Answers requests in the order they arrive, one at a time, for as long as the worker runs.
pub fn run() {
    let scope: DedicatedWorkerGlobalScope = JsValue::from(js_sys::global()).unchecked_into();
    let analyst = RefCell::new(Analyst::timed(clock::now));
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request: Request = received(&event);
        let response = analyst.borrow_mut().handle(request);
        let _ = reply.post_message(&post(&response));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its handler; nothing ever removes it.
    on_message.forget();
    let _ = scope.post_message(&post(&Response::Pong));
}

/// `message` as the bytes a message event carries.
pub fn post(message: &impl Codec) -> JsValue {
    Uint8Array::from(message.to_bytes().as_slice()).into()
}

/// The message `event` carries. Both ends are this module, so bytes that do not read are a
/// fault of the build, not of anything a player did.
pub fn received<T: Codec>(event: &MessageEvent) -> T {
    T::from_bytes(&Uint8Array::new(&event.data()).to_vec()).expect("a message from this build")
}
