//! The Statistics view: daily puzzles played and solved, the current and longest streak, the
//! presses over the fewest and how they spread, and the record exported to a file or read
//! back from one (merged with what this browser keeps, never replacing it).

use std::rc::Rc;

use web_sys::{File, HtmlInputElement};
use yew::prelude::*;

use crate::journey::daily::Day;
use crate::journey::statistics::{Statistics, OVER_COLUMNS};
use crate::play::journey::view::View;
use crate::play::reducer::Action;
use crate::shared::codec::{Codec, Json};
use crate::shared::message::Message;
use crate::shared::wording::count;

pub struct StatisticsViewProps {
    pub statistics: Rc<Statistics>,
    /// The player's date, for the current streak.
    pub today: Option<Day>,
    /// What the view says about the last file imported.
    pub note: Option<Message>,
    /// Reading a file is a browser side effect, so the root handles it.
    pub on_import: Callback<File>,
    pub on_action: Callback<Action>,
}

/// The distribution's columns as a player reads them.
const COLUMNS: [&str; OVER_COLUMNS] = [
    "At the fewest",
    "1 over",
    "2 over",
    "3 over",
    "4 or more over",
];

pub fn statistics_view(props: &StatisticsViewProps) -> Html {
    let statistics = &props.statistics;
    let days = |days: usize| count(days as u64, "day", "days");
    let fact = |term: &str, value: String| {
        html! { <div><dt>{term.to_string()}</dt><dd>{value}</dd></div> }
    };
    let current = props
        .today
        .map_or(0, |today| statistics.current_streak(today));
    let average = match statistics.average_over() {
        Some(average) => format!("{average:.1} a solve on average"),
        None => "none rated yet".to_string(),
    };
    let columns = statistics.over_fewest();
    let tallest = columns.iter().copied().max().unwrap_or(0).max(1);
    let column = |(label, solves): (&&str, &usize)| {
        let width = format!("width: {}%", solves * 100 / tallest);
        html! {
            <li>
                <span class="label">{label.to_string()}</span>
                <span class="bar" aria-hidden="true"><span style={width}></span></span>
                <span class="value">{count(*solves as u64, "solve", "solves")}</span>
            </li>
        }
    };
    let download = format!(
        "data:application/json;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&statistics.to_text()))
    );
    let on_file = {
        let on_import = props.on_import.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                on_import.emit(file);
            }
            // The same file chosen again is read again.
            input.set_value("");
        })
    };
    let note = props.note.as_ref();
    let on_close = props
        .on_action
        .reform(|_: MouseEvent| Action::ShowView(None));
    html! {
        <section class="panel journey-view" id={View::Statistics.id()}
            aria-labelledby="statistics-heading">
            <h2 id="statistics-heading">{"Statistics"}</h2>
            <dl class="statistics">
                { fact("Daily puzzles played", statistics.played_count().to_string()) }
                { fact("Solved", statistics.solved_count().to_string()) }
                { fact("Current streak", days(current)) }
                { fact("Longest streak", days(statistics.longest_streak())) }
                { fact("Presses over the fewest", average) }
            </dl>
            <h3 id="over-heading">{"Presses over the fewest, solve by solve"}</h3>
            <ul class="distribution" aria-labelledby="over-heading">
                { for COLUMNS.iter().zip(columns.iter()).map(column) }
            </ul>
            <p class="hint-text">
                {"Kept in this browser apart from your games. Export them to a file to keep \
                  or to move to another browser, and import that file there."}
            </p>
            <div class="group">
                <a class="button" href={download} download="lights-lab-statistics.json">
                    {"Export statistics to a file"}
                </a>
            </div>
            <div class="import">
                <label for="statistics-file">{"Import statistics from a file"}</label>
                <input type="file" id="statistics-file" accept=".json,application/json"
                    onchange={on_file} />
            </div>
            <p class={classes!("view-note", note.filter(|note| note.error).map(|_| "error"))}
                role="status">
                { note.map(|note| note.text.clone()).unwrap_or_default() }
            </p>
            <button type="button" onclick={on_close}>{"Close statistics"}</button>
        </section>
    }
}

/// What to do about a file that is not one: said after every reason.
const CHOOSE: &str = "Choose a file that Export statistics saved.";

/// The statistics in the text of a file the player chose, or what the view says was wrong
/// with it, in the player's words.
pub fn read_import(text: &str) -> Result<Statistics, Message> {
    let refused = |why: &str| Message::refusal(format!("That file {why}. {CHOOSE}"));
    let json = Json::parse(text).map_err(|_| refused("is not a file of statistics"))?;
    Statistics::from_json(&json).map_err(|why| match why.strip_suffix(" is no date") {
        Some(text) => refused(&format!("names {text}, which is no date")),
        None => refused("holds no record of daily puzzles"),
    })
}

/// What the view says once a file's statistics are added to the browser's.
pub fn imported_note(statistics: &Statistics) -> Message {
    Message::note(format!(
        "Statistics imported: {} from the file, added to those kept here.",
        count(
            statistics.played_count() as u64,
            "daily puzzle",
            "daily puzzles"
        )
    ))
}

/// What the view says of a file the browser could not read.
pub fn unreadable() -> Message {
    Message::refusal(format!("That file could not be read. {CHOOSE}"))
}

/// What the view says of a file too large to be statistics, before reading it.
pub fn too_large(bytes: f64) -> Message {
    Message::refusal(format!(
        "That file is {:.1} MB, far larger than a file of statistics. {CHOOSE}",
        bytes / 1e6
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_file_is_refused_in_a_sentence_that_says_what_to_do() {
        let refusal = |text: &str| read_import(text).unwrap_err().text;
        assert_eq!(
            refusal("hello"),
            "That file is not a file of statistics. Choose a file that Export statistics saved."
        );
        assert_eq!(
            refusal(r#"{"levels":[]}"#),
            "That file holds no record of daily puzzles. Choose a file that Export statistics \
             saved."
        );
        assert_eq!(
            refusal(r#"{"dailies":[{"day":"2026-02-30"}]}"#),
            "That file names “2026-02-30”, which is no date. Choose a file that Export \
             statistics saved."
        );
        let read = read_import(r#"{"dailies":[{"day":"2026-12-01","presses":9}]}"#).unwrap();
        assert_eq!(
            imported_note(&read).text,
            "Statistics imported: 1 daily puzzle from the file, added to those kept here."
        );
        assert_eq!(
            too_large(3_210_000.0).text,
            "That file is 3.2 MB, far larger than a file of statistics. Choose a file that \
             Export statistics saved."
        );
    }
}
