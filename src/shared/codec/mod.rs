//! One declaration per message and stored record. [`codec!`] names a type's fields (or an
//! enum's variants) once, and from it come both forms the type is written in: the bytes a
//! message to or from the Web Worker carries ([`Writer`], [`Reader`]), and the JSON the page
//! keeps in localStorage ([`Json`]). Each form has methods of its own, so that a build keeps
//! only the form each type is used in: one method writing both forms (the bytes ignoring the
//! names) cost 1.5 KB more of the gzipped download, and messages as JSON text 10 KB more.
//!
//! Both ends of the worker are the same build, so its bytes need no version and no names:
//! each value in order, whole numbers as LEB128 (a small one is one byte), a variant as its
//! place, boards and press counts as one length and their bytes (a million-cell board is one
//! copy). Stored text reads as every earlier release wrote it (serde_json, before the page
//! wrote its own): a unit variant as its name ("Square"), any other as an object of one field
//! named for it; a field added later is `or_default` (absent, it reads as its default) or
//! `omitted` (left out while it is its default, so an older entry is written back to the
//! letter). serde, serde_json and bincode did this in 26 KB more of the gzipped download
//! (docs/development.md, "Download size").

mod bytes;
mod json;

pub use bytes::{Reader, Writer};
pub use json::Json;

use lights_lab_engine::decimal;

/// A value with both forms: a message to or from the worker, or a stored record.
pub trait Codec: Sized {
    fn put(&self, out: &mut Writer);

    /// The value [`Codec::put`] wrote, or `None` for bytes it did not write.
    fn take(from: &mut Reader) -> Option<Self>;

    fn to_json(&self) -> Json;

    /// The value `json` describes, or what is wrong with it.
    fn from_json(json: &Json) -> Result<Self, String>;

    /// Whether a field may be absent (or `null`): an option's `None`.
    fn absent() -> Option<Self> {
        None
    }

    /// A list of these; bytes write theirs as one copy.
    fn put_list(items: &[Self], out: &mut Writer) {
        out.uint(items.len() as u64);
        items.iter().for_each(|item| item.put(out));
    }

    fn take_list(from: &mut Reader) -> Option<Vec<Self>> {
        let length = from.length()?;
        let mut items = Vec::with_capacity(length);
        for _ in 0..length {
            items.push(Self::take(from)?);
        }
        Some(items)
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut out = Writer::default();
        self.put(&mut out);
        out.0
    }

    /// The value [`Codec::to_bytes`] wrote, all of `bytes`.
    fn from_bytes(bytes: &[u8]) -> Option<Self> {
        let mut from = Reader::new(bytes);
        Self::take(&mut from).filter(|_| from.is_done())
    }

    fn to_text(&self) -> String {
        let mut text = String::new();
        self.to_json().write(&mut text);
        text
    }

    /// The value written as `text`, or why it does not read.
    fn from_text(text: &str) -> Result<Self, String> {
        Self::from_json(&Json::parse(text)?)
    }
}

/// The field `name` of the object `json`.
pub fn field<T: Codec>(json: &Json, name: &str) -> Result<T, String> {
    match (json, json.get(name)) {
        (_, Some(value)) => T::from_json(value),
        (Json::Object(_), None) => T::absent().ok_or_else(|| missing(name)),
        _ => Err(json.expected("an object")),
    }
}

/// Said in one place rather than in each type's reading of a field.
fn missing(name: &str) -> String {
    format!("missing field `{name}`")
}

/// The field `name`, or its default when it is absent (an entry saved before it existed).
pub fn field_or_default<T: Codec + Default>(json: &Json, name: &str) -> Result<T, String> {
    json.get(name).map_or(Ok(T::default()), T::from_json)
}

/// Whether a field declared `omitted` is left out.
pub fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// A variant with a payload as serde writes it: `{"Name":payload}`.
pub fn variant(name: &str, payload: Json) -> Json {
    Json::Object(vec![(name.into(), payload)])
}

/// The variant's name and its payload (`null` for a unit variant).
pub fn read_variant(json: &Json) -> Result<(&str, &Json), String> {
    match json {
        Json::Text(name) => Ok((name, &Json::Null)),
        Json::Object(fields) if fields.len() == 1 => Ok((&fields[0].0, &fields[0].1)),
        _ => Err(json.expected("a variant")),
    }
}

/// "unknown lattice \"Triangle\"".
pub fn unknown(kind: &str, name: &str) -> String {
    format!("unknown {} {name:?}", kind.to_ascii_lowercase())
}

/// Declares the codec of a struct, an enum, or a type kept as text:
///
/// - `codec!(struct Kept { game, saved })`: an object of these fields, each by its own codec;
///   `name as "key"` is stored under another key, `name: or_default` reads as its default
///   when absent, `name: omitted` is also left out when it is its default, and
///   `name: with module` goes through another type, `module::to` and `module::from`.
/// - `codec!(enum Answer { Solvable(presses), Unsolvable(class), Unavailable(why) })`:
///   variants with fields (`Name { a, b }`), with one value (`Name(value)`), or none; in
///   bytes each is its place in the declaration.
///   A generic enum names its type parameters: `codec!(enum Result<T, E> { Ok(value), Err(error) })`.
/// - `codec!(text Goal: goal_text, read_goal)`: the type as the text the first function
///   writes and the second reads back (a `Result<_, String>`).
///
/// Every field and variant is named, so the compiler refuses a declaration that forgets one.
/// The impl sits in an unnamed constant, as serde's derives do, to `use` the codec's names.
macro_rules! codec {
    (struct $T:ident { $($field:ident $(as $key:literal)? $(: $how:ident $($with:ident)?)?),* $(,)? }) => {
        const _: () = {
            use $crate::shared::codec::{self, Codec, Json};

            impl Codec for $T {
                fn put(&self, out: &mut codec::Writer) {
                    let $T { $($field),* } = self;
                    $(codec::codec!(@put out $field $($how $($with)?)?);)*
                }

                fn take(from: &mut codec::Reader) -> Option<Self> {
                    Some($T { $($field: codec::codec!(@take from $($how $($with)?)?),)* })
                }

                // A field declared `omitted` is pushed only when it is not its default.
                #[allow(clippy::vec_init_then_push)]
                fn to_json(&self) -> Json {
                    let $T { $($field),* } = self;
                    let mut fields = Vec::new();
                    // Each key is the one given after `as`, else the field's name.
                    $(codec::codec!(@write fields [$($key,)? stringify!($field)][0], $field $($how $($with)?)?);)*
                    Json::Object(fields)
                }

                fn from_json(json: &Json) -> Result<Self, String> {
                    Ok($T {$($field: {
                        let key = [$($key,)? stringify!($field)][0];
                        codec::codec!(@read json key $($how $($with)?)?)
                    },)*})
                }
            }
        };
    };
    (enum $T:ident $(<$($G:ident),*>)? { $($V:ident $({ $($f:ident),* $(,)? })? $(($x:ident))?),* $(,)? }) => {
        const _: () = {
            use $crate::shared::codec::{self, Codec, Json};

            // Each variant's place in the declaration: its tag in the worker's bytes.
            enum Place { $($V),* }

            impl<$($($G: Codec),*)?> Codec for $T<$($($G),*)?> {
                fn put(&self, out: &mut codec::Writer) {
                    match self {
                        $(codec::codec!(@pattern $V $({$($f),*})? $(($x))?) => {
                            out.tag(Place::$V as u8);
                            $($(Codec::put($f, out);)*)?
                            $(Codec::put($x, out);)?
                        })*
                    }
                }

                fn take(from: &mut codec::Reader) -> Option<Self> {
                    let tag = from.tag()?;
                    $(if tag == Place::$V as u8 {
                        return Some(codec::codec!(@build $V $({$($f),*})? $(($x))? (Codec::take(from)?)));
                    })*
                    None
                }

                fn to_json(&self) -> Json {
                    match self {
                        $(codec::codec!(@pattern $V $({$($f),*})? $(($x))?) =>
                            codec::codec!(@variant $V $({$($f),*})? $(($x))?),)*
                    }
                }

                fn from_json(json: &Json) -> Result<Self, String> {
                    let (name, payload) = codec::read_variant(json)?;
                    let _ = payload; // unread when every variant is a name alone
                    $(if name == stringify!($V) {
                        return Ok(codec::codec!(@read_variant payload $V $({$($f),*})? $(($x))?));
                    })*
                    Err(codec::unknown(stringify!($T), name))
                }
            }
        };
    };
    (text $T:ty: $write:expr, $read:expr) => {
        impl $crate::shared::codec::Codec for $T {
            fn put(&self, out: &mut $crate::shared::codec::Writer) {
                out.text(&($write)(self));
            }

            fn take(from: &mut $crate::shared::codec::Reader) -> Option<Self> {
                ($read)(&from.text()?).ok()
            }

            fn to_json(&self) -> $crate::shared::codec::Json {
                $crate::shared::codec::Json::Text(($write)(self))
            }

            fn from_json(json: &$crate::shared::codec::Json) -> Result<Self, String> {
                ($read)(json.as_text()?)
            }
        }
    };
    (@put $out:ident $field:ident $($how:ident)?) => { Codec::put($field, $out) };
    (@put $out:ident $field:ident with $with:ident) => { Codec::put(&$with::to($field), $out) };
    (@take $from:ident $($how:ident)?) => { Codec::take($from)? };
    (@take $from:ident with $with:ident) => { $with::from(Codec::take($from)?).ok()? };
    (@write $fields:ident $key:expr, $field:ident $(or_default)?) => {
        $fields.push(($key.into(), Codec::to_json($field)))
    };
    (@write $fields:ident $key:expr, $field:ident omitted) => {
        if !codec::is_default($field) {
            codec::codec!(@write $fields $key, $field)
        }
    };
    (@write $fields:ident $key:expr, $field:ident with $with:ident) => {
        $fields.push(($key.into(), Codec::to_json(&$with::to($field))))
    };
    (@read $json:ident $key:ident) => { codec::field($json, $key)? };
    (@read $json:ident $key:ident $how:ident) => { codec::field_or_default($json, $key)? };
    (@read $json:ident $key:ident with $with:ident) => { $with::from(codec::field($json, $key)?)? };
    (@pattern $V:ident) => { Self::$V };
    (@pattern $V:ident ($x:ident)) => { Self::$V($x) };
    (@pattern $V:ident { $($f:ident),* }) => { Self::$V { $($f),* } };
    // A variant as serde writes it: a unit variant as its name, any other as `{"Name":payload}`.
    (@variant $V:ident) => { Json::Text(stringify!($V).into()) };
    (@variant $V:ident ($x:ident)) => { codec::variant(stringify!($V), Codec::to_json($x)) };
    (@variant $V:ident { $($f:ident),* }) => {
        codec::variant(stringify!($V), Json::Object(vec![$((stringify!($f).into(), Codec::to_json($f))),*]))
    };
    (@build $V:ident ($read:expr)) => { Self::$V };
    (@build $V:ident ($x:ident) ($read:expr)) => { Self::$V($read) };
    (@build $V:ident { $($f:ident),* } ($read:expr)) => { Self::$V { $($f: $read),* } };
    (@read_variant $payload:ident $V:ident) => { Self::$V };
    (@read_variant $payload:ident $V:ident ($x:ident)) => { Self::$V(Codec::from_json($payload)?) };
    (@read_variant $payload:ident $V:ident { $($f:ident),* }) => {
        Self::$V { $($f: codec::field($payload, stringify!($f))?),* }
    };
}

pub(crate) use codec;

/// Whole numbers, exactly: a 64-bit seed as all its digits. A list of bytes (a board, press
/// counts) is its length and one copy of them.
macro_rules! whole_numbers {
    ($($T:ty $({ $($list:item)* })?),*) => {$(
        impl Codec for $T {
            fn put(&self, out: &mut Writer) {
                out.uint(*self as u64);
            }

            fn take(from: &mut Reader) -> Option<Self> {
                from.small()
            }

            fn to_json(&self) -> Json {
                Json::Number((*self as u64).to_string())
            }

            fn from_json(json: &Json) -> Result<Self, String> {
                json.as_small()
            }

            $($($list)*)?
        }
    )*};
}

whole_numbers!(u32, u64, usize, u8 {
    fn put_list(items: &[Self], out: &mut Writer) {
        out.bytes(items);
    }

    fn take_list(from: &mut Reader) -> Option<Vec<Self>> {
        from.bytes().map(<[u8]>::to_vec)
    }
});

impl Codec for bool {
    fn put(&self, out: &mut Writer) {
        out.tag((*self).into());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        match from.tag()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }

    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }

    fn from_json(json: &Json) -> Result<Self, String> {
        match json {
            Json::Bool(value) => Ok(*value),
            _ => Err(json.expected("true or false")),
        }
    }
}

/// Its bits, exactly, in bytes; in JSON as serde_json wrote it, the shortest digits that read
/// back the same and a decimal point always ("1764201600000.0").
impl Codec for f64 {
    fn put(&self, out: &mut Writer) {
        out.uint(self.to_bits());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.uint().map(f64::from_bits)
    }

    fn to_json(&self) -> Json {
        Json::Number(format!("{self:?}"))
    }

    fn from_json(json: &Json) -> Result<Self, String> {
        match json {
            Json::Number(digits) => decimal::read(digits).ok_or_else(|| json.expected("a number")),
            _ => Err(json.expected("a number")),
        }
    }
}

impl Codec for String {
    fn put(&self, out: &mut Writer) {
        out.text(self);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        from.text()
    }

    fn to_json(&self) -> Json {
        Json::Text(self.clone())
    }

    fn from_json(json: &Json) -> Result<Self, String> {
        json.as_text().map(String::from)
    }
}

/// `null` for `None`.
impl<T: Codec> Codec for Option<T> {
    fn put(&self, out: &mut Writer) {
        out.tag(self.is_some().into());
        if let Some(value) = self {
            value.put(out);
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        match from.tag()? {
            0 => Some(None),
            1 => T::take(from).map(Some),
            _ => None,
        }
    }

    fn to_json(&self) -> Json {
        self.as_ref().map_or(Json::Null, T::to_json)
    }

    fn from_json(json: &Json) -> Result<Self, String> {
        match json {
            Json::Null => Ok(None),
            _ => T::from_json(json).map(Some),
        }
    }

    fn absent() -> Option<Self> {
        Some(None)
    }
}

impl<T: Codec> Codec for Vec<T> {
    fn put(&self, out: &mut Writer) {
        T::put_list(self, out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        T::take_list(from)
    }

    fn to_json(&self) -> Json {
        Json::List(self.iter().map(T::to_json).collect())
    }

    fn from_json(json: &Json) -> Result<Self, String> {
        let list = json.as_list()?;
        let mut items = Vec::with_capacity(list.len());
        for item in list {
            items.push(T::from_json(item)?);
        }
        Ok(items)
    }
}

/// A pair as a list of two.
impl<A: Codec, B: Codec> Codec for (A, B) {
    fn put(&self, out: &mut Writer) {
        self.0.put(out);
        self.1.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some((A::take(from)?, B::take(from)?))
    }

    fn to_json(&self) -> Json {
        Json::List(vec![self.0.to_json(), self.1.to_json()])
    }

    fn from_json(json: &Json) -> Result<Self, String> {
        match json.as_list()? {
            [a, b] => Ok((A::from_json(a)?, B::from_json(b)?)),
            _ => Err(json.expected("a pair")),
        }
    }
}

// `{"Ok":value}` or `{"Err":error}`, as serde wrote it.
codec!(
    enum Result<T, E> {
        Ok(value),
        Err(error),
    }
);
