//! [`Json`], the value every stored [`super::Codec`] is written as, and its text: what
//! serde_json wrote reads here as it did, and what is written here is the same text, field for
//! field.
//!
//! The text is read whole into a value, then each record takes its fields from the value by
//! name: fields a record does not know are ignored, as serde ignored them, so an entry written
//! by a later version still opens here. Numbers keep their digits until a field asks for one,
//! so a 64-bit seed reads back exactly.

use lights_lab_engine::decimal;

/// How deep lists and objects may nest: the records go four deep, and a hostile entry cannot
/// exhaust the stack.
const MAX_DEPTH: usize = 32;

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number as written, checked to be one.
    Number(String),
    Text(String),
    List(Vec<Json>),
    /// Fields in the order written.
    Object(Vec<(String, Json)>),
}

/// JSON's escapes of one letter: the letter and the character it stands for. Text is written
/// with all but the last, as serde_json wrote it.
const ESCAPES: [(u8, char); 8] = [
    (b'"', '"'),
    (b'\\', '\\'),
    (b'b', '\u{8}'),
    (b'f', '\u{c}'),
    (b'n', '\n'),
    (b'r', '\r'),
    (b't', '\t'),
    (b'/', '/'),
];

impl Json {
    /// The field called `name`, unless it is absent or `null`.
    pub fn get(&self, name: &str) -> Option<&Json> {
        let Json::Object(fields) = self else {
            return None;
        };
        let (_, value) = fields.iter().find(|(key, _)| key == name)?;
        (*value != Json::Null).then_some(value)
    }

    /// A whole number that fits `T` (a seed, a count, a position, a number of states).
    pub fn as_small<T: TryFrom<u64>>(&self) -> Result<T, String> {
        let whole = match self {
            Json::Number(digits) => digits.parse::<u64>().ok(),
            _ => None,
        };
        let whole = whole.ok_or_else(|| self.expected("a whole number"))?;
        T::try_from(whole).map_err(|_| self.expected("a smaller number"))
    }

    pub fn as_text(&self) -> Result<&str, String> {
        match self {
            Json::Text(text) => Ok(text),
            _ => Err(self.expected("text")),
        }
    }

    pub fn as_list(&self) -> Result<&[Json], String> {
        match self {
            Json::List(items) => Ok(items),
            _ => Err(self.expected("a list")),
        }
    }

    /// "expected a list, found text".
    pub fn expected(&self, what: &str) -> String {
        let found = match self {
            Json::Null => "null",
            Json::Bool(_) => "true or false",
            Json::Number(_) => "a number",
            Json::Text(_) => "text",
            Json::List(_) => "a list",
            Json::Object(_) => "an object",
        };
        format!("expected {what}, found {found}")
    }

    /// The value read from `text`, which must hold one value and nothing more.
    pub fn parse(text: &str) -> Result<Json, String> {
        let mut reader = Reader { text, at: 0 };
        let value = reader.value(0)?;
        reader.space();
        match reader.at == text.len() {
            true => Ok(value),
            false => Err(reader.error("text after the value")),
        }
    }

    /// Appends the value, written without spaces.
    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(value) => out.push_str(if *value { "true" } else { "false" }),
            Json::Number(digits) => out.push_str(digits),
            Json::Text(text) => write_text(text, out),
            Json::List(items) => write_all(out, ['[', ']'], items, Json::write),
            Json::Object(fields) => write_all(out, ['{', '}'], fields, |(name, value), out| {
                write_text(name, out);
                out.push(':');
                value.write(out);
            }),
        }
    }
}

/// `items` between `brackets`, each written by `write`, with commas between.
fn write_all<T>(out: &mut String, brackets: [char; 2], items: &[T], write: fn(&T, &mut String)) {
    out.push(brackets[0]);
    for (index, item) in items.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        write(item, out);
    }
    out.push(brackets[1]);
}

/// A string with JSON's escapes, as serde_json wrote them: quotes, backslashes and control
/// characters.
fn write_text(text: &str, out: &mut String) {
    out.push('"');
    for ch in text.chars() {
        match ESCAPES[..7].iter().find(|(_, plain)| *plain == ch) {
            Some((letter, _)) => {
                out.push('\\');
                out.push(*letter as char);
            }
            None if ch < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.extend([HEX[ch as usize >> 4] as char, HEX[ch as usize & 15] as char]);
            }
            None => out.push(ch),
        }
    }
    out.push('"');
}

/// Reads values from a text, recursively, each from where the last ended.
struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    fn error(&self, what: &str) -> String {
        format!("{what} at character {}", self.at + 1)
    }

    /// The bytes from `at` on while `wanted` holds for them, taken.
    fn run(&mut self, wanted: impl Fn(u8) -> bool) -> &'a str {
        let start = self.at;
        while self
            .text
            .as_bytes()
            .get(self.at)
            .is_some_and(|&byte| wanted(byte))
        {
            self.at += 1;
        }
        self.text.get(start..self.at).unwrap_or_default()
    }

    fn space(&mut self) {
        self.run(|byte| matches!(byte, b' ' | b'\n' | b'\r' | b'\t'));
    }

    /// Whether `byte` is next after any spaces, taking it if it is.
    fn next_is(&mut self, byte: u8) -> bool {
        self.space();
        let here = self.text.as_bytes().get(self.at) == Some(&byte);
        self.at += usize::from(here);
        here
    }

    fn expect(&mut self, byte: u8) -> Result<(), String> {
        match self.next_is(byte) {
            true => Ok(()),
            false => Err(self.error(&format!("expected '{}'", byte as char))),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, String> {
        if depth > MAX_DEPTH {
            return Err(self.error("nesting too deep"));
        }
        self.space();
        let words = [
            ("null", Json::Null),
            ("true", Json::Bool(true)),
            ("false", Json::Bool(false)),
        ];
        for (word, value) in words {
            if self.text.as_bytes()[self.at..].starts_with(word.as_bytes()) {
                self.at += word.len();
                return Ok(value);
            }
        }
        match self.text.as_bytes().get(self.at) {
            Some(b'"') => self.string().map(Json::Text),
            Some(b'-' | b'0'..=b'9') => self.number().map(Json::Number),
            Some(b'[') => self.items(b']', |r| r.value(depth + 1)).map(Json::List),
            Some(b'{') => {
                let field = |r: &mut Self| {
                    let name = r.string()?;
                    r.expect(b':')?;
                    Ok((name, r.value(depth + 1)?))
                };
                self.items(b'}', field).map(Json::Object)
            }
            Some(_) => Err(self.error("expected a value")),
            None => Err(self.error("the text ends before its value")),
        }
    }

    /// After an opening bracket: items read by `item`, separated by commas, to `close`.
    fn items<T>(
        &mut self,
        close: u8,
        item: impl Fn(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.at += 1;
        let mut items = Vec::new();
        while !self.next_is(close) {
            if !items.is_empty() {
                self.expect(b',')?;
            }
            items.push(item(self)?);
        }
        Ok(items)
    }

    /// A number's digits: the characters numbers are written with, which must read as one
    /// (by the engine's [`decimal::read`], which takes the texts `str::parse::<f64>` took
    /// here, without the standard library's float reader in the page).
    fn number(&mut self) -> Result<String, String> {
        let digits = self.run(|byte| b"+-.eE0123456789".contains(&byte));
        match decimal::read(digits) {
            Some(_) => Ok(digits.into()),
            None => Err(self.error("a malformed number")),
        }
    }

    /// A string, from its opening quote to its closing one, escapes undone.
    fn string(&mut self) -> Result<String, String> {
        self.expect(b'"')?;
        let mut out = String::new();
        loop {
            out.push_str(self.run(|byte| byte >= b' ' && byte != b'"' && byte != b'\\'));
            self.at += 1;
            match self.text.as_bytes().get(self.at - 1) {
                Some(b'"') => return Ok(out),
                Some(b'\\') => out.push(self.escape()?),
                Some(_) => return Err(self.error("a control character in a string")),
                None => return Err(self.error("the text ends inside a string")),
            }
        }
    }

    /// The character of an escape, after its backslash; `\u` joins a surrogate pair.
    fn escape(&mut self) -> Result<char, String> {
        let letter = self.text.as_bytes().get(self.at).copied();
        self.at += 1;
        if let Some((_, ch)) = ESCAPES.iter().find(|(short, _)| Some(*short) == letter) {
            return Ok(*ch);
        } else if letter != Some(b'u') {
            return Err(self.error("an unknown escape"));
        }
        let code = match self.hex4()? {
            high @ 0xd800..=0xdbff if self.text.as_bytes()[self.at..].starts_with(b"\\u") => {
                self.at += 2;
                match self.hex4()? {
                    low @ 0xdc00..=0xdfff => 0x10000 + ((high - 0xd800) << 10) + low - 0xdc00,
                    _ => return Err(self.error("a lone surrogate")),
                }
            }
            code => code,
        };
        char::from_u32(code).ok_or_else(|| self.error("a lone surrogate"))
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let hex = self.text.get(self.at..self.at + 4).unwrap_or_default();
        match hex.len() == 4 && hex.bytes().all(|byte| byte.is_ascii_hexdigit()) {
            true => {
                self.at += 4;
                Ok(u32::from_str_radix(hex, 16).unwrap_or_default())
            }
            false => Err(self.error("a malformed \\u escape")),
        }
    }
}
