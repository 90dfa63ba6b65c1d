//! Work put off until the browser has drawn its next frame, then run in a task of its own:
//! what a render leaves for later (the address bar, the next slice of a large board) then
//! lengthens neither the render's task nor the style and paint work of the frame that shows
//! it. Without a frame (a hidden tab) it waits until the page is shown.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::render::{request_animation_frame, AnimationFrame};
use gloo::timers::callback::Timeout;

/// Work waiting for the next frame; dropping it calls the work off.
pub struct AfterFrame {
    _frame: AnimationFrame,
    _task: Rc<RefCell<Option<Timeout>>>,
}

/// Runs `work` in a task of its own once the next frame has been drawn.
pub fn after_next_frame(work: impl FnOnce() + 'static) -> AfterFrame {
    let task = Rc::new(RefCell::new(None));
    let slot = task.clone();
    let frame = request_animation_frame(move |_| {
        *slot.borrow_mut() = Some(Timeout::new(0, work));
    });
    AfterFrame {
        _frame: frame,
        _task: task,
    }
}
