//! The browser's clock, for the analyst's deadlines ([`crate::analyst::Analyst::timed`]):
//! `Date.now()` exists on the page and in a Web Worker alike, and milliseconds are fine
//! enough for slices of tens of them.

/// Milliseconds since the epoch. Only called in a browser (natively the analyst counts steps).
pub fn now() -> f64 {
    js_sys::Date::now()
}
