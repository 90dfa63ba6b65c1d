//! The player's records in localStorage, each under a key of its own and never in the saved
//! game: the statistics of daily puzzles ([`crate::journey::statistics`]) and the progress
//! through the levels ([`crate::journey::progress`]). Each is read once when the page opens,
//! written whenever it changes and merged with another tab's whenever it writes it, so that
//! every tab counts the same; a solve on the page is recorded as it happens, and a file of
//! statistics is read here.

use gloo::file::callbacks::{read_as_text, FileReader};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::journey::progress::{Best, Progress, ProgressAction};
use crate::journey::statistics::{Statistics, StatisticsAction};
use crate::platform::storage;
use crate::play::journey::statistics_view::{imported_note, read_import, too_large, unreadable};
use crate::play::reducer::Action;
use crate::play::state::State;
use crate::shared::after_frame::{after_next_frame, AfterFrame};
use crate::shared::codec::Codec;

/// Never the saved game's key: statistics and games are kept apart.
pub const STATISTICS_KEY: &str = "lights-lab/v1/statistics";
/// The levels' progress, apart from the games and the statistics.
pub const LEVELS_KEY: &str = "lights-lab/v1/levels";
/// The largest file of statistics read: ten years of dailies take well under 100 KB.
const MAX_IMPORT_BYTES: u64 = 1 << 20;

/// A record kept under `key`, in step with storage and the other tabs; `merge` is the action
/// that takes another tab's in.
#[hook]
fn use_record<R>(key: &'static str, merge: fn(R) -> R::Action) -> UseReducerHandle<R>
where
    R: Reducible + Codec + Default + PartialEq + 'static,
{
    let record = use_reducer(|| storage::load::<R>(key).unwrap_or_default());
    use_effect_with(record.clone(), move |record| {
        if **record != R::default() {
            storage::save(key, &**record);
        }
    });
    {
        let dispatcher = record.dispatcher();
        use_effect_with((), move |_| {
            let listener = storage::on_change(key, move |text| {
                if let Ok(stored) = R::from_text(&text) {
                    dispatcher.dispatch(merge(stored));
                }
            });
            move || drop(listener)
        });
    }
    record
}

/// The statistics of daily puzzles.
#[hook]
pub fn use_statistics() -> UseReducerHandle<Statistics> {
    use_record(STATISTICS_KEY, StatisticsAction::Merge)
}

/// The progress through the levels.
#[hook]
pub fn use_progress() -> UseReducerHandle<Progress> {
    use_record(LEVELS_KEY, ProgressAction::Merge)
}

/// Records the game on show: a daily puzzle opened is played, a daily or a level solved is
/// counted with its presses and hints (again after a reload, which changes nothing).
#[hook]
pub fn use_recording(
    state: &State,
    statistics: &UseReducerHandle<Statistics>,
    progress: &UseReducerHandle<Progress>,
) {
    let outcome = state.outcome();
    let day = state.daily().map(|daily| daily.day);
    let dispatcher = statistics.dispatcher();
    use_effect_with((day, outcome.clone()), move |(day, outcome)| {
        let Some(day) = *day else {
            return;
        };
        dispatcher.dispatch(match outcome {
            Some(outcome) => {
                let fewest = outcome.fewest.filter(|count| count.proven);
                let fewest = fewest.map(|count| count.presses);
                StatisticsAction::Solved(day, outcome.presses, fewest, outcome.hints)
            }
            None => StatisticsAction::Played(day),
        });
    });
    let level = state.level().map(|level| level.number);
    let dispatcher = progress.dispatcher();
    use_effect_with((level, outcome), move |(level, outcome)| {
        if let (Some(level), Some(outcome)) = (level, outcome) {
            let best = Best {
                presses: outcome.presses,
                hints: outcome.hints,
            };
            dispatcher.dispatch(ProgressAction::Solved(*level, best));
        }
    });
}

/// What picking a level does (from the list, or Next beside a solve): the level opened over
/// the game on show, and keyboard focus on its board once drawn, where the button pressed
/// has gone.
#[hook]
pub fn use_open_level(state: &UseReducerHandle<State>) -> Callback<usize> {
    let refocus = use_mut_ref(|| None::<AfterFrame>);
    let state = state.clone();
    Callback::from(move |number: usize| {
        state.dispatch(state.open_level(number, rand::random()));
        *refocus.borrow_mut() = Some(after_next_frame(|| {
            let board = gloo::utils::document().query_selector("#board [tabindex=\"0\"]");
            if let Ok(Some(cell)) = board {
                let _ = cell.unchecked_into::<HtmlElement>().focus();
            }
        }));
    })
}

/// What importing a chosen file does: its statistics merged with this browser's and the view
/// told how many dates came, or told why the file was refused (too large to be statistics,
/// unreadable, or not statistics).
#[hook]
pub fn use_import(
    statistics: &UseReducerHandle<Statistics>,
    on_action: Callback<Action>,
) -> Callback<web_sys::File> {
    // The reading under way: dropping it would call it off.
    let reading = use_mut_ref(|| None::<FileReader>);
    let dispatcher = statistics.dispatcher();
    Callback::from(move |file: web_sys::File| {
        let blob = gloo::file::Blob::from(file);
        if blob.size() > MAX_IMPORT_BYTES {
            on_action.emit(Action::ViewNote(too_large(blob.size() as f64)));
            return;
        }
        let (dispatcher, on_action) = (dispatcher.clone(), on_action.clone());
        *reading.borrow_mut() = Some(read_as_text(&blob, move |text| {
            let note = match text.map(|text| read_import(&text)) {
                Ok(Ok(imported)) => {
                    let note = imported_note(&imported);
                    dispatcher.dispatch(StatisticsAction::Merge(imported));
                    note
                }
                Ok(Err(refusal)) => refusal,
                Err(_) => unreadable(),
            };
            on_action.emit(Action::ViewNote(note));
        }));
    })
}
