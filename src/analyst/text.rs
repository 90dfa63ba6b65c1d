//! Setups and goals across the worker as the text they are stored in ([`Stored`]): the
//! messages carry a setup as its JSON and a goal as "off", "on" or its digits.

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::play::setup::Setup;
use crate::shared::json::Stored;

impl Serialize for Setup {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_text())
    }
}

impl<'de> Deserialize<'de> for Setup {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Setup::from_text(&String::deserialize(d)?).map_err(D::Error::custom)
    }
}

/// A goal, for `#[serde(with = "crate::analyst::text::goal")]`.
pub mod goal {
    use super::*;
    use crate::play::setup::{goal_text, read_goal};
    use lights_lab_engine::Goal;

    pub fn serialize<S: Serializer>(value: &Goal, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&goal_text(value))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Goal, D::Error> {
        read_goal(&String::deserialize(d)?).map_err(D::Error::custom)
    }
}
