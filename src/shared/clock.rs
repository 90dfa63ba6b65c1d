//! The browser's clock: `Date.now()` exists on the page and in a Web Worker alike, and
//! milliseconds are fine enough for the analyst's slices of tens of them (the bridge and the
//! worker hand [`now`] to `Analyst::timed`), for the engine's work seen on the page, and for
//! when a game was kept, as a player reads it ([`when`]).

/// Milliseconds since the epoch. Only called in a browser (natively the analyst counts steps).
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// The time `ms` (since the epoch) in the player's time zone: "14:32" today, "3 Nov, 14:32"
/// on another day.
pub fn when(ms: f64) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let date = js_sys::Date::new(&ms.into());
    let time = format!("{:02}:{:02}", date.get_hours(), date.get_minutes());
    let today = js_sys::Date::new_0();
    if date.to_date_string() == today.to_date_string() {
        time
    } else {
        let month = MONTHS[date.get_month() as usize % 12];
        format!("{} {month}, {time}", date.get_date())
    }
}

/// The player's local calendar date as (year, month 1 to 12, day 1 to 31): the daily puzzle's.
pub fn today() -> (i32, u32, u32) {
    let date = js_sys::Date::new_0();
    (
        date.get_full_year() as i32,
        date.get_month() + 1,
        date.get_date(),
    )
}
