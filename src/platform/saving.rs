//! When a game is written to storage. A small game is written as soon as it changes; a large
//! one (a million cells packs to a sizeable entry, and writing it took longer than a frame)
//! once the page has been quiet for [`QUIET_MS`], and at once whenever the page is hidden or
//! left (`visibilitychange`, `pagehide`), so a reload or a closed tab right after a press
//! still finds it: no move is lost, and a press costs no write.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use gloo::utils::{document, window};
use yew::prelude::*;

/// How long the page must be without a change before a large game is written.
pub const QUIET_MS: u32 = 600;

/// A write waiting for quiet, and the timer that will make it.
#[derive(Default)]
struct Pending {
    write: Option<Box<dyn FnOnce()>>,
    timer: Option<Timeout>,
}

/// Makes the waiting write, if any.
fn flush(pending: &Rc<RefCell<Pending>>) {
    let write = {
        let mut pending = pending.borrow_mut();
        pending.timer = None;
        pending.write.take()
    };
    if let Some(write) = write {
        write();
    }
}

/// Calls `write` whenever `kept` changes: at once, or, when `later`, after [`QUIET_MS`]
/// without a further change or when the page is hidden or left, whichever comes first. Only
/// the latest write waits; one that is replaced was never needed.
#[hook]
pub fn use_saved<K, W>(kept: K, later: bool, write: W)
where
    K: PartialEq + 'static,
    W: FnOnce() + 'static,
{
    let pending = use_mut_ref(Pending::default);
    {
        let pending = pending.clone();
        use_effect_with((), move |_| {
            let on_hide = {
                let pending = pending.clone();
                EventListener::new(&document(), "visibilitychange", move |_| {
                    if document().hidden() {
                        flush(&pending);
                    }
                })
            };
            let on_leave = {
                let pending = pending.clone();
                EventListener::new(&window(), "pagehide", move |_| flush(&pending))
            };
            move || {
                drop((on_hide, on_leave));
                flush(&pending);
            }
        });
    }
    use_effect_with(kept, move |_| {
        if later {
            let timer = {
                let pending = pending.clone();
                Timeout::new(QUIET_MS, move || flush(&pending))
            };
            let mut waiting = pending.borrow_mut();
            waiting.write = Some(Box::new(write));
            waiting.timer = Some(timer);
        } else {
            pending.borrow_mut().write = None;
            write();
        }
    });
}
