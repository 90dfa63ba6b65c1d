//! JSON text: a reader and a writer of [`Json`], the value every [`super::Codec`] is written
//! as. What serde_json wrote reads here as it did, and what is written here is the same text,
//! field for field.
//!
//! Numbers keep their digits until a field asks for one ([`Json::as_uint`]), so a 64-bit seed
//! reads back exactly. A field that is absent or `null` is `None` to [`Json::get`], as serde
//! read an absent `Option`; fields a record does not know are ignored, as serde ignored them,
//! so an entry written by a later version still opens here.

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

impl Json {
    /// The field called `name`, unless it is absent or `null`.
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields
                .iter()
                .find(|(key, _)| key == name)
                .map(|(_, value)| value)
                .filter(|value| **value != Json::Null),
            _ => None,
        }
    }

    /// A whole number from 0 to `u64::MAX`.
    pub fn as_uint(&self) -> Result<u64, String> {
        match self {
            Json::Number(digits) => digits.parse().map_err(|_| self.expected("a whole number")),
            _ => Err(self.expected("a whole number")),
        }
    }

    /// A whole number that fits `T` (a count, a position, a number of states).
    pub fn as_small<T: TryFrom<u64>>(&self) -> Result<T, String> {
        T::try_from(self.as_uint()?).map_err(|_| self.expected("a smaller number"))
    }

    pub fn as_float(&self) -> Result<f64, String> {
        match self {
            Json::Number(digits) => digits.parse().map_err(|_| self.expected("a number")),
            _ => Err(self.expected("a number")),
        }
    }

    pub fn as_bool(&self) -> Result<bool, String> {
        match self {
            Json::Bool(value) => Ok(*value),
            _ => Err(self.expected("true or false")),
        }
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
        let mut reader = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = reader.value(0)?;
        reader.space();
        match reader.at < reader.bytes.len() {
            true => Err(reader.error("text after the value")),
            false => Ok(value),
        }
    }

    /// Appends the value, written without spaces.
    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(value) => out.push_str(if *value { "true" } else { "false" }),
            Json::Number(digits) => out.push_str(digits),
            Json::Text(text) => write_text(text, out),
            Json::List(items) => {
                out.push('[');
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(fields) => {
                out.push('{');
                for (index, (name, value)) in fields.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    write_text(name, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

/// A string with JSON's escapes: quotes, backslashes and control characters.
fn write_text(text: &str, out: &mut String) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            control if (control as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[control as usize >> 4] as char);
                out.push(HEX[control as usize & 15] as char);
            }
            other => out.push(other),
        }
    }
    out.push('"');
}

/// Reads one value at a time from the bytes of a text.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &str) -> String {
        format!("{what} at character {}", self.at + 1)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let here = self.peek() == Some(byte);
        self.at += usize::from(here);
        here
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, String> {
        if depth > MAX_DEPTH {
            return Err(self.error("nesting too deep"));
        }
        self.space();
        match self.peek() {
            Some(b'n') => self.word("null", Json::Null),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::Text),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.after_item(b']')? {
                            break;
                        }
                    }
                }
                Ok(Json::List(items))
            }
            Some(b'{') => {
                self.at += 1;
                let mut fields = Vec::new();
                self.space();
                if !self.eat(b'}') {
                    loop {
                        self.space();
                        if self.peek() != Some(b'"') {
                            return Err(self.error("expected a field name"));
                        }
                        let name = self.string()?;
                        self.space();
                        if !self.eat(b':') {
                            return Err(self.error("expected ':'"));
                        }
                        fields.push((name, self.value(depth + 1)?));
                        if self.after_item(b'}')? {
                            break;
                        }
                    }
                }
                Ok(Json::Object(fields))
            }
            Some(_) => Err(self.error("expected a value")),
            None => Err(self.error("the text ends before its value")),
        }
    }

    /// After an item of a list or object: true at its closing bracket, false at a comma.
    fn after_item(&mut self, close: u8) -> Result<bool, String> {
        self.space();
        if self.eat(b',') {
            Ok(false)
        } else if self.eat(close) {
            Ok(true)
        } else {
            Err(self.error(&format!("expected ',' or '{}'", close as char)))
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, String> {
        match self.bytes[self.at..].starts_with(word.as_bytes()) {
            true => {
                self.at += word.len();
                Ok(value)
            }
            false => Err(self.error("expected a value")),
        }
    }

    /// Digits, checked against JSON's grammar for numbers.
    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        self.eat(b'-');
        let whole = self.digits();
        let leading_zero = whole > 1 && self.bytes[self.at - whole] == b'0';
        let fraction_ok = !self.eat(b'.') || self.digits() > 0;
        let exponent_ok = !(self.eat(b'e') || self.eat(b'E')) || {
            let _ = self.eat(b'+') || self.eat(b'-');
            self.digits() > 0
        };
        if whole == 0 || leading_zero || !fraction_ok || !exponent_ok {
            return Err(self.error("a malformed number"));
        }
        let digits = &self.bytes[start..self.at];
        Ok(Json::Number(
            digits.iter().map(|&byte| byte as char).collect(),
        ))
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - start
    }

    /// A string, from its opening quote to its closing one, escapes undone.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let Some(byte) = self.peek() else {
                return Err(self.error("the text ends inside a string"));
            };
            self.at += 1;
            match byte {
                b'"' => break,
                b'\\' => {
                    let escaped = self.peek();
                    self.at += 1;
                    let ch = match escaped {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => self.unicode()?,
                        _ => return Err(self.error("an unknown escape")),
                    };
                    out.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes());
                }
                0..=0x1f => return Err(self.error("a control character in a string")),
                _ => out.push(byte),
            }
        }
        // Whole characters of the text and whole escaped ones: still UTF-8.
        String::from_utf8(out).map_err(|_| self.error("a string that is not UTF-8"))
    }

    /// The character of a `\u` escape (after the `u`), joining a surrogate pair.
    fn unicode(&mut self) -> Result<char, String> {
        let high = self.hex4()?;
        let code = match high {
            0xd800..=0xdbff if self.bytes[self.at..].starts_with(b"\\u") => {
                self.at += 2;
                let low = self.hex4()?;
                if !(0xdc00..=0xdfff).contains(&low) {
                    return Err(self.error("a lone surrogate"));
                }
                0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00)
            }
            _ => high,
        };
        char::from_u32(code).ok_or_else(|| self.error("a lone surrogate"))
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self.bytes.get(self.at..self.at + 4).unwrap_or_default();
        let text = std::str::from_utf8(digits).unwrap_or_default();
        let code = match text.len() == 4 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
            true => u32::from_str_radix(text, 16).unwrap_or_default(),
            false => return Err(self.error("a malformed \\u escape")),
        };
        self.at += 4;
        Ok(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_back_as_written() {
        let number = |digits: &str| Json::Number(digits.into());
        let name = "a \"quoted\"\\ line\nand a tab\t\u{1} é ☃";
        let value = Json::Object(vec![
            ("seed".into(), number("18446744073709551615")),
            ("saved".into(), number("1764201600000.0")),
            ("name".into(), Json::Text(name.into())),
            ("moves".into(), Json::List(vec![number("0"), number("24")])),
            ("graph".into(), Json::Null),
            ("shown".into(), Json::Bool(true)),
        ]);
        let mut text = String::new();
        value.write(&mut text);
        assert_eq!(
            text,
            r#"{"seed":18446744073709551615,"saved":1764201600000.0,"name":"a \"quoted\"\\ line\nand a tab\t\u0001 é ☃","moves":[0,24],"graph":null,"shown":true}"#
        );
        let back = Json::parse(&text).unwrap();
        assert_eq!(back, value);
        assert_eq!(back.get("seed").unwrap().as_uint(), Ok(u64::MAX));
        assert_eq!(back.get("saved").unwrap().as_float(), Ok(1764201600000.0));
        assert_eq!(back.get("graph"), None);
        assert_eq!(back.get("absent"), None);
    }

    #[test]
    fn what_serde_json_accepted_reads_too() {
        let text = " { \"a\" : [ 1 , -2.5e3 , 0.25E-1 ] ,\n\t\"b\":\"\\u00e9\\ud83d\\ude00\\/\", \"c\":{} , \"d\":[] } ";
        let value = Json::parse(text).unwrap();
        let numbers = value.get("a").unwrap().as_list().unwrap();
        assert_eq!(numbers[1].as_float(), Ok(-2500.0));
        assert_eq!(numbers[2].as_float(), Ok(0.025));
        assert_eq!(value.get("b").unwrap().as_text(), Ok("é😀/"));
        assert_eq!(value.get("c"), Some(&Json::Object(Vec::new())));
    }

    #[test]
    fn malformed_text_is_refused_with_where() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "01",
            "1.",
            "-",
            "1e",
            "nul",
            "\"open",
            "\"\\x\"",
            "\"\\ud800\"",
            "\"tab\there\"",
            "{} {}",
            "[1 2]",
            "{1:2}",
        ] {
            assert!(Json::parse(bad).is_err(), "{bad:?} read");
        }
        assert_eq!(
            Json::parse("[1,]").unwrap_err(),
            "expected a value at character 4"
        );
        let deep = "[".repeat(100_000);
        assert!(Json::parse(&deep)
            .unwrap_err()
            .starts_with("nesting too deep"));
    }

    #[test]
    fn fields_of_the_wrong_kind_say_so() {
        let value = Json::parse(r#"{"rows":"5","states":300,"seed":-1,"big":1.5}"#).unwrap();
        assert_eq!(
            value.get("rows").unwrap().as_uint(),
            Err("expected a whole number, found text".to_string())
        );
        assert!(value.get("states").unwrap().as_small::<u8>().is_err());
        assert!(value.get("seed").unwrap().as_uint().is_err());
        assert!(value.get("big").unwrap().as_uint().is_err());
        assert_eq!(
            super::super::field::<u64>(&value, "moves"),
            Err("missing field `moves`".to_string())
        );
        assert_eq!(
            super::super::field::<u64>(&Json::Number("3".into()), "moves"),
            Err("expected an object, found a number".to_string())
        );
    }
}
