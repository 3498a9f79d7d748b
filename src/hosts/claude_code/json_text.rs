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

/// `new` written over `original` (a JSON text that parses, BOM and all) with the least
/// change: every value that did not change keeps its exact text, a member or element added
/// takes the indentation, separators and line ending of its neighbours (or of the file), and
/// whatever surrounds the root value (a BOM, a final newline or its absence) stays. Another
/// tool's entries and the file's own style (tabs, four spaces, minified, CRLF) are kept.
pub fn edit(original: &str, new: &Value) -> serde_json::Result<String> {
    let (bom, text) = match original.strip_prefix('\u{feff}') {
        Some(rest) => ("\u{feff}", rest),
        None => ("", original),
    };
    let mut at = 0;
    skip_ws(text.as_bytes(), &mut at);
    let start = at;
    let root = node(text.as_bytes(), &mut at);
    let style = Style::of(text);
    let mut out = String::with_capacity(original.len() + 256);
    out.push_str(bom);
    out.push_str(&text[..start]);
    emit(new, Some(&root), text, 0, false, &style, &mut out)?;
    out.push_str(&text[root.end..]);
    Ok(out)
}

/// How a file lays out its JSON: the indentation of one level (`None`: all on one line) and
/// its line ending.
struct Style {
    indent: Option<String>,
    /// `", "` and `": "` rather than `,` and `:` on one line.
    spaced: bool,
    newline: &'static str,
}

impl Style {
    fn of(text: &str) -> Style {
        let newline = if text.contains("\r\n") { "\r\n" } else { "\n" };
        let indent = if text.trim().contains('\n') {
            let unit = text
                .lines()
                .skip(1)
                .map(|l| &l[..l.len() - l.trim_start_matches([' ', '\t']).len()])
                .find(|w| !w.is_empty())
                .unwrap_or("  ");
            Some(unit.to_owned())
        } else {
            None
        };
        let spaced = indent.is_some() || text.contains("\": ");
        Style {
            indent,
            spaced,
            newline,
        }
    }

    /// The whitespace before a member at `depth`.
    fn line(&self, depth: usize) -> String {
        match &self.indent {
            Some(unit) => format!("{}{}", self.newline, unit.repeat(depth)),
            None => String::new(),
        }
    }

    fn colon(&self) -> &'static str {
        if self.spaced { ": " } else { ":" }
    }
}

/// One value of the original text: where it is and, for a container, where its parts are.
struct Node {
    start: usize,
    end: usize,
    kind: Kind,
}

enum Kind {
    Scalar,
    /// Each member: the key's text span (quotes included), the key, the value.
    Object(Vec<(usize, usize, String, Node)>),
    Array(Vec<Node>),
}

fn skip_ws(b: &[u8], at: &mut usize) {
    while *at < b.len() && matches!(b[*at], b' ' | b'\t' | b'\n' | b'\r') {
        *at += 1;
    }
}

/// The value at `at` of a text serde_json has already parsed (so it is well formed and
/// no deeper than its limit).
fn node(b: &[u8], at: &mut usize) -> Node {
    let start = *at;
    let kind = match b.get(*at) {
        Some(b'{') => {
            *at += 1;
            let mut members = Vec::new();
            loop {
                skip_ws(b, at);
                match b.get(*at) {
                    Some(b'}') | None => break,
                    Some(b',') => *at += 1,
                    _ => {
                        let key_start = *at;
                        skip_string(b, at);
                        let key_end = *at;
                        let key = serde_json::from_slice::<String>(&b[key_start..key_end])
                            .unwrap_or_default();
                        skip_ws(b, at);
                        *at += 1; // the colon
                        skip_ws(b, at);
                        members.push((key_start, key_end, key, node(b, at)));
                    }
                }
            }
            *at += 1;
            Kind::Object(members)
        }
        Some(b'[') => {
            *at += 1;
            let mut items = Vec::new();
            loop {
                skip_ws(b, at);
                match b.get(*at) {
                    Some(b']') | None => break,
                    Some(b',') => *at += 1,
                    _ => items.push(node(b, at)),
                }
            }
            *at += 1;
            Kind::Array(items)
        }
        Some(b'"') => {
            skip_string(b, at);
            Kind::Scalar
        }
        _ => {
            while *at < b.len()
                && !matches!(b[*at], b',' | b']' | b'}' | b' ' | b'\t' | b'\n' | b'\r')
            {
                *at += 1;
            }
            Kind::Scalar
        }
    };
    Node {
        start,
        end: *at,
        kind,
    }
}

fn skip_string(b: &[u8], at: &mut usize) {
    *at += 1;
    while *at < b.len() && b[*at] != b'"' {
        *at += if b[*at] == b'\\' { 2 } else { 1 };
    }
    *at += 1;
}

/// The original value of a node.
fn value_of(text: &str, n: &Node) -> Option<Value> {
    serde_json::from_str(&text[n.start..n.end]).ok()
}

/// Write `new` where `old` stood (if anything did) at nesting `depth`; `inline` when the
/// container around it is written on one line.
fn emit(
    new: &Value,
    old: Option<&Node>,
    text: &str,
    depth: usize,
    inline: bool,
    style: &Style,
    out: &mut String,
) -> serde_json::Result<()> {
    if let Some(old) = old
        && value_of(text, old).as_ref() == Some(new)
    {
        out.push_str(&text[old.start..old.end]);
        return Ok(());
    }
    let inline = inline || old.is_some_and(|o| !text[o.start..o.end].contains('\n'));
    match (new, old.map(|o| &o.kind)) {
        (Value::Object(map), Some(Kind::Object(members))) => {
            let (open, sep, close) = layout(
                text,
                old.expect("matched"),
                members.iter().map(|m| (m.0, m.3.end)).collect(),
                depth,
                style,
            );
            out.push('{');
            for (i, (key, value)) in map.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(if i == 0 { &open } else { &sep });
                match members.iter().find(|m| &m.2 == key) {
                    Some((ks, ke, _, n)) => {
                        out.push_str(&text[*ks..*ke]);
                        out.push_str(&text[*ke..n.start]);
                        emit(value, Some(n), text, depth + 1, inline, style, out)?;
                    }
                    None => {
                        out.push_str(&serde_json::to_string(key)?);
                        out.push_str(style.colon());
                        emit(value, None, text, depth + 1, inline, style, out)?;
                    }
                }
            }
            if !map.is_empty() {
                out.push_str(&close);
            }
            out.push('}');
        }
        (Value::Array(items), Some(Kind::Array(olds))) => {
            let (open, sep, close) = layout(
                text,
                old.expect("matched"),
                olds.iter().map(|n| (n.start, n.end)).collect(),
                depth,
                style,
            );
            let old_values: Vec<Option<Value>> = olds.iter().map(|n| value_of(text, n)).collect();
            let mut cursor = 0;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(if i == 0 { &open } else { &sep });
                // The same element further on (those in between were removed), else the
                // next one changed in place, else a new one.
                let same = (cursor..olds.len()).find(|&j| old_values[j].as_ref() == Some(item));
                let matched = match same {
                    Some(j) => Some(j),
                    None if cursor < olds.len()
                        && std::mem::discriminant(item)
                            == std::mem::discriminant(
                                old_values[cursor].as_ref().unwrap_or(&Value::Null),
                            )
                        && !items[i + 1..]
                            .iter()
                            .any(|later| old_values[cursor].as_ref() == Some(later)) =>
                    {
                        Some(cursor)
                    }
                    None => None,
                };
                if let Some(j) = matched {
                    cursor = j + 1;
                }
                emit(
                    item,
                    matched.map(|j| &olds[j]),
                    text,
                    depth + 1,
                    inline,
                    style,
                    out,
                )?;
            }
            if !items.is_empty() {
                out.push_str(&close);
            }
            out.push(']');
        }
        _ if inline => one_line(new, style, out)?,
        _ => fresh(new, depth, style, out)?,
    }
    Ok(())
}

/// A container's whitespace: before its first part, between parts, before its end. Taken
/// from the original when it had parts, else from the file's style.
fn layout(
    text: &str,
    old: &Node,
    parts: Vec<(usize, usize)>,
    depth: usize,
    style: &Style,
) -> (String, String, String) {
    let Some(&(first, _)) = parts.first() else {
        return (
            style.line(depth + 1),
            style.line(depth + 1),
            style.line(depth),
        );
    };
    let open = text[old.start + 1..first].to_owned();
    let sep = match parts.get(1) {
        Some(&(second, _)) => {
            let between = &text[parts[0].1..second];
            between[between.find(',').map_or(0, |c| c + 1)..].to_owned()
        }
        // One part on one line: `[a]` becomes `[a, b]` (`[a,b]` when minified).
        None if !open.contains('\n') && style.spaced => " ".to_owned(),
        None => open.clone(),
    };
    let last_end = parts[parts.len() - 1].1;
    let close = text[last_end..old.end - 1]
        .trim_start_matches(',')
        .to_owned();
    (open, sep, close)
}

/// A value the original did not have, on one line (`{"a": 1, "b": [2]}`, or minified).
fn one_line(value: &Value, style: &Style, out: &mut String) -> serde_json::Result<()> {
    let (comma, colon) = if style.spaced {
        (", ", ": ")
    } else {
        (",", ":")
    };
    match value {
        Value::Object(map) => {
            out.push('{');
            for (i, (k, v)) in map.iter().enumerate() {
                if i > 0 {
                    out.push_str(comma);
                }
                out.push_str(&serde_json::to_string(k)?);
                out.push_str(colon);
                one_line(v, style, out)?;
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(comma);
                }
                one_line(v, style, out)?;
            }
            out.push(']');
        }
        scalar => out.push_str(&serde_json::to_string(scalar)?),
    }
    Ok(())
}

/// A value the original did not have, in the file's style at `depth`.
fn fresh(value: &Value, depth: usize, style: &Style, out: &mut String) -> serde_json::Result<()> {
    match &style.indent {
        None => one_line(value, style, out)?,
        Some(unit) => {
            let mut buf = Vec::new();
            let mut ser = serde_json::Serializer::with_formatter(
                &mut buf,
                PrettyFormatter::with_indent(unit.as_bytes()),
            );
            value.serialize(&mut ser)?;
            let rendered = String::from_utf8(buf).expect("serde_json writes UTF-8");
            out.push_str(&rendered.replace('\n', &style.line(depth)));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edited(original: &str, change: impl FnOnce(&mut Value)) -> String {
        let mut v: Value = serde_json::from_str(original.trim_start_matches('\u{feff}')).unwrap();
        change(&mut v);
        let out = edit(original, &v).unwrap();
        let back: Value = serde_json::from_str(out.trim_start_matches('\u{feff}')).unwrap();
        assert_eq!(back, v, "{out}");
        out
    }

    #[test]
    fn an_edit_keeps_the_files_own_style() {
        // Tabs, CRLF, a BOM, no final newline: an added member takes its neighbours' layout.
        let tabs = "\u{feff}{\r\n\t\"a\": 1E5,\r\n\t\"b\": [1, 2]\r\n}";
        let out = edited(tabs, |v| {
            v["c"] = serde_json::json!({"d": [true]});
        });
        assert_eq!(
            out,
            "\u{feff}{\r\n\t\"a\": 1E5,\r\n\t\"b\": [1, 2],\r\n\t\"c\": {\r\n\t\t\"d\": [\r\n\t\t\ttrue\r\n\t\t]\r\n\t}\r\n}"
        );
        // Removing it again gives the bytes back.
        assert_eq!(
            edited(&out, |v| {
                v.as_object_mut().unwrap().shift_remove("c");
            }),
            tabs
        );
        // Minified stays minified.
        assert_eq!(
            edited(r#"{"x":{"y":[]}}"#, |v| v["x"]["y"] =
                serde_json::json!([{"k": 1}])),
            r#"{"x":{"y":[{"k":1}]}}"#
        );
        // Four spaces, an element changed in place and one appended.
        let four =
            "{\n    \"l\": [\n        {\"c\": \"old\", \"t\": 5},\n        \"keep\"\n    ]\n}\n";
        let out = edited(four, |v| {
            v["l"][0]["c"] = "new".into();
            v["l"].as_array_mut().unwrap().push("more".into());
        });
        assert_eq!(
            out,
            "{\n    \"l\": [\n        {\"c\": \"new\", \"t\": 5},\n        \"keep\",\n        \"more\"\n    ]\n}\n"
        );
        // A new member in an empty object of a four-space file.
        assert_eq!(
            edited("{\n    \"o\": {}\n}", |v| v["o"]["k"] = 1.into()),
            "{\n    \"o\": {\n        \"k\": 1\n    }\n}"
        );
    }

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
