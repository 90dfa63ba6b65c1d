//! Work put off until the browser has drawn its next frame, then run in a task of its own:
//! what a render leaves for later (the address bar, the next slice of a large board) then
//! lengthens neither the render's task nor the style and paint work of the frame that shows
//! it. Without a frame (a hidden tab) it waits until the page is shown.
//!
//! Calling the work off never cancels the frame: the frame keeps its own callback alive until
//! it fires and then finds the work called off. web-sys reads a frame's id as an i32, so an id
//! past that range (Playwright's clock hands out ids from 10^12) was cancelled under another
//! number; the frame still fired, into a callback already freed ("closure invoked recursively
//! or after being dropped").

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::render::{request_animation_frame, AnimationFrame};
use gloo::timers::callback::Timeout;

/// Work waiting for the next frame; dropping it calls the work off.
pub struct AfterFrame {
    called_off: Rc<Cell<bool>>,
    _task: Rc<RefCell<Option<Timeout>>>,
}

impl Drop for AfterFrame {
    fn drop(&mut self) {
        self.called_off.set(true);
    }
}

/// Runs `work` in a task of its own once the next frame has been drawn.
pub fn after_next_frame(work: impl FnOnce() + 'static) -> AfterFrame {
    let called_off = Rc::new(Cell::new(false));
    let task = Rc::new(RefCell::new(None));
    // The frame holds itself until it fires, and lets go of itself then.
    let frame_slot = Rc::new(RefCell::new(None::<AnimationFrame>));
    let (off, slot, held) = (called_off.clone(), task.clone(), frame_slot.clone());
    let frame = request_animation_frame(move |_| {
        let _fired = held.borrow_mut().take();
        if !off.get() {
            *slot.borrow_mut() = Some(Timeout::new(0, work));
        }
    });
    *frame_slot.borrow_mut() = Some(frame);
    AfterFrame {
        called_off,
        _task: task,
    }
}
