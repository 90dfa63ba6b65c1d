//! Cell colours: one per state, told apart without relying on hue.
//!
//! Two states are dark slate and bright yellow, the look of Lights Out itself. For N states
//! the colours are N evenly spaced samples of viridis (van der Walt and Smith, matplotlib),
//! which runs from dark purple to yellow with steadily rising lightness, so neighbouring
//! states differ for every kind of colour vision and even in greyscale. Each colour comes
//! with the ink (black or white) that writes its state number at a contrast of at least
//! 4.5:1, the WCAG AA threshold for text.

/// A state's fill and the ink for text on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Swatch {
    pub fill: String,
    pub ink: &'static str,
}

/// Viridis at nine evenly spaced points (0, 1/8, ..., 1).
const VIRIDIS: [(u8, u8, u8); 9] = [
    (0x44, 0x01, 0x54),
    (0x47, 0x2d, 0x7b),
    (0x3b, 0x52, 0x8b),
    (0x2c, 0x72, 0x8e),
    (0x21, 0x91, 0x8c),
    (0x28, 0xae, 0x80),
    (0x5e, 0xc9, 0x62),
    (0xad, 0xdc, 0x30),
    (0xfd, 0xe7, 0x25),
];

/// Off and on for two states.
const TWO: [(u8, u8, u8); 2] = [(0x1e, 0x29, 0x3b), (0xfa, 0xcc, 0x15)];

/// One swatch per state, state 0 first (the darkest).
pub fn palette(states: u8) -> Vec<Swatch> {
    let colours: Vec<(u8, u8, u8)> = if states <= 2 {
        TWO.to_vec()
    } else {
        (0..states)
            .map(|state| viridis(state as f64 / (states - 1) as f64))
            .collect()
    };
    colours
        .into_iter()
        .map(|(r, g, b)| Swatch {
            fill: format!("#{r:02x}{g:02x}{b:02x}"),
            ink: if contrast(luminance((r, g, b)), 0.0) >= contrast(luminance((r, g, b)), 1.0) {
                "#000000"
            } else {
                "#ffffff"
            },
        })
        .collect()
}

/// Viridis at `t` in 0..=1, by linear interpolation between the nine points.
fn viridis(t: f64) -> (u8, u8, u8) {
    let scaled = t.clamp(0.0, 1.0) * (VIRIDIS.len() - 1) as f64;
    let low = (scaled.floor() as usize).min(VIRIDIS.len() - 2);
    let fraction = scaled - low as f64;
    let (a, b) = (VIRIDIS[low], VIRIDIS[low + 1]);
    let mix = |x: u8, y: u8| (x as f64 + (y as f64 - x as f64) * fraction).round() as u8;
    (mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// WCAG relative luminance of an sRGB colour.
fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let channel = |c: u8| {
        let c = c as f64 / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/// WCAG contrast ratio of two luminances.
fn contrast(a: f64, b: f64) -> f64 {
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgb(hex: &str) -> (u8, u8, u8) {
        let value = u32::from_str_radix(&hex[1..], 16).unwrap();
        ((value >> 16) as u8, (value >> 8) as u8, value as u8)
    }

    #[test]
    fn every_state_number_is_readable_on_its_cell() {
        for states in 2..=16 {
            for swatch in palette(states) {
                let ratio = contrast(luminance(rgb(&swatch.fill)), luminance(rgb(swatch.ink)));
                assert!(ratio >= 4.5, "{states} states: {swatch:?} has {ratio:.2}");
            }
        }
    }

    #[test]
    fn lightness_rises_with_the_state_so_order_survives_greyscale() {
        for states in 2..=16 {
            let lightness: Vec<f64> = palette(states)
                .iter()
                .map(|s| luminance(rgb(&s.fill)))
                .collect();
            assert!(lightness.windows(2).all(|w| w[0] < w[1]), "{states}");
        }
    }

    #[test]
    fn off_and_on_are_far_apart() {
        let two = palette(2);
        let ratio = contrast(luminance(rgb(&two[0].fill)), luminance(rgb(&two[1].fill)));
        assert!(ratio > 7.0, "{ratio}");
        assert_eq!(palette(16).len(), 16);
    }
}
