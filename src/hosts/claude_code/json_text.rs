//! A host's JSON file rendered again after an edit, its numbers spelled as they were.
//!
//! serde_json's `arbitrary_precision` keeps every digit (`12345678901234567890123` is not
//! `1.2345678901234568e+22`, `1.0` is not `1`), but it spells an exponent its own way: `1e400`
//! and `1.5E-7` come back as `1e+400` and `1.5e-7`. The file's own spellings are read from its
//! text and written back for the numbers they stand for, in order, so a key the tool never
//! touched keeps its exact text.

use std::collections::{HashMap, VecDeque};
use std::io;

use serde::Serialize;
use serde_json::ser::{Formatter, PrettyFormatter};
use serde_json::{Number, Value};

/// `value` pretty-printed (two-space indent) with each number that `original` spells
/// differently from serde_json written as `original` spells it.
pub fn to_string_pretty(value: &Value, original: &str) -> serde_json::Result<String> {
    let mut out = Vec::new();
    let formatter = Spelled {
        pretty: PrettyFormatter::new(),
        spellings: spellings(original),
    };
    let mut ser = serde_json::Serializer::with_formatter(&mut out, formatter);
    value.serialize(&mut ser)?;
    Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
}

/// The numbers of a JSON text whose spelling is not serde_json's: by serde_json's spelling,
/// the text's ones in the order they come.
fn spellings(text: &str) -> HashMap<String, VecDeque<String>> {
    let mut out: HashMap<String, VecDeque<String>> = HashMap::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                // Skip the string, escapes included.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < bytes.len()
                    && matches!(bytes[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                let token = &text[start..i];
                if let Ok(n) = serde_json::from_str::<Number>(token) {
                    let canonical = n.to_string();
                    if canonical != token {
                        out.entry(canonical)
                            .or_default()
                            .push_back(token.to_owned());
                    }
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// The pretty formatter, writing numbers in the file's own spelling.
struct Spelled<'a> {
    pretty: PrettyFormatter<'a>,
    spellings: HashMap<String, VecDeque<String>>,
}

impl Formatter for Spelled<'_> {
    fn write_number_str<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        value: &str,
    ) -> io::Result<()> {
        match self.spellings.get_mut(value).and_then(VecDeque::pop_front) {
            Some(own) => w.write_all(own.as_bytes()),
            None => w.write_all(value.as_bytes()),
        }
    }
    fn begin_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.begin_array(w)
    }
    fn end_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_array(w)
    }
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.pretty.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_array_value(w)
    }
    fn begin_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.begin_object(w)
    }
    fn end_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_object(w)
    }
    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.pretty.begin_object_key(w, first)
    }
    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.pretty.end_object_value(w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_their_spelling() {
        let text = r#"{"a": 1e400, "b": 1E5, "c": [1.5E-7, 2e3, "1e400"], "d": 12345678901234567890123, "e": -0, "f": 1.0, "g": 1E5}"#;
        let value: Value = serde_json::from_str(text).unwrap();
        let pretty = to_string_pretty(&value, text).unwrap();
        for own in [
            "1e400",
            "1E5",
            "1.5E-7",
            "2e3",
            "\"1e400\"",
            "12345678901234567890123",
            "-0",
            "1.0",
        ] {
            assert!(pretty.contains(own), "{own} in {pretty}");
        }
        assert_eq!(pretty.matches("1E5").count(), 2, "{pretty}");
        assert_eq!(
            pretty,
            serde_json::to_string_pretty(&value)
                .unwrap()
                .replace("1e+400", "1e400")
                .replace("1e+5", "1E5")
                .replace("1.5e-7", "1.5E-7")
                .replace("2e+3", "2e3")
        );
    }
}
