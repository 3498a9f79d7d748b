//! The MCP server's stdio framing: every line a client sends is checked here before the
//! protocol library sees it, so that every request gets an answer carrying its id.
//!
//! rmcp drops a line it cannot parse (a lone surrogate escape, invalid JSON, nesting past
//! serde_json's 128 levels) without a word, and answers a malformed request with -32600 and
//! `id: null`: either way the client waits for an answer that never comes. Here a line is
//! either handed on as a JSON value that is a well-formed JSON-RPC 2.0 message, or answered.

use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};

/// JSON-RPC 2.0's error codes.
pub const PARSE_ERROR: i64 = -32700;
pub const INVALID_REQUEST: i64 = -32600;
pub const INVALID_PARAMS: i64 = -32602;

/// What to do with one line.
#[derive(Debug, PartialEq)]
pub enum Line {
    /// A well-formed message, for the protocol library.
    Message(Value),
    /// The answer to write back (a JSON-RPC error response).
    Answer(Value),
    /// Nothing to do: an empty line, or a bad notification or response (JSON-RPC answers
    /// neither).
    Nothing,
}

/// An error response.
pub fn error(id: Value, code: i64, message: &str) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})
}

/// One line, without its `\n`.
pub fn check(line: &[u8]) -> Line {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Line::Nothing;
    }
    let Ok(text) = std::str::from_utf8(line) else {
        return Line::Answer(error(Value::Null, PARSE_ERROR, "Parse error: not UTF-8"));
    };
    // What JavaScript makes when it cuts a string inside an emoji: keep the rest of the text.
    let text = well_formed(text);
    match serde_json::from_str::<Value>(&text) {
        Ok(value) => envelope(value),
        Err(e) => match serde_json::from_str::<Shallow>(&text) {
            // Valid JSON, too deep for the parser: answer with the id if there is one.
            Ok(shallow) => match shallow.id {
                Some(id) if shallow.method.is_some() && valid_id(&id) => Line::Answer(error(
                    id,
                    INVALID_REQUEST,
                    "Invalid Request: nested deeper than 128 levels",
                )),
                _ if shallow.method.is_none() => Line::Nothing,
                _ => Line::Answer(error(
                    Value::Null,
                    INVALID_REQUEST,
                    "Invalid Request: nested deeper than 128 levels",
                )),
            },
            Err(_) => Line::Answer(error(
                Value::Null,
                PARSE_ERROR,
                &format!("Parse error: {e}"),
            )),
        },
    }
}

/// A message's top level only: everything else is skipped without a depth limit (serde_json
/// skips ignored values iteratively).
#[derive(Deserialize)]
struct Shallow {
    #[serde(default)]
    id: Option<Value>,
    #[serde(default)]
    method: Option<IgnoredAny>,
}

/// A JSON-RPC id MCP takes: a string or an integer (null is not an id in MCP).
fn valid_id(id: &Value) -> bool {
    match id {
        Value::String(_) => true,
        Value::Number(n) => n.is_i64() || n.is_u64(),
        _ => false,
    }
}

/// The JSON-RPC 2.0 envelope: a request (`method` and `id`), a notification (`method`, no
/// `id`) or a response (`result` or `error` with an `id`).
fn envelope(mut value: Value) -> Line {
    let Value::Object(fields) = &mut value else {
        let what = if value.is_array() {
            "batches are not supported"
        } else {
            "not a JSON object"
        };
        return Line::Answer(error(
            Value::Null,
            INVALID_REQUEST,
            &format!("Invalid Request: {what}"),
        ));
    };
    let id = fields.get("id").cloned();
    let is_response = !fields.contains_key("method")
        && (fields.contains_key("result") || fields.contains_key("error"));
    // A response to a request this server never sends: nothing to answer.
    if is_response {
        return Line::Message(value);
    }
    let answer_id = id.clone().filter(valid_id).unwrap_or(Value::Null);
    let invalid = |why: &str| {
        // A notification is not answered, even when invalid; a request whose id cannot be
        // read is answered with `id: null`.
        if id.is_none() && matches!(fields.get("method"), Some(Value::String(_))) {
            return Line::Nothing;
        }
        Line::Answer(error(
            answer_id.clone(),
            INVALID_REQUEST,
            &format!("Invalid Request: {why}"),
        ))
    };
    if fields.get("jsonrpc") != Some(&Value::String("2.0".into())) {
        return invalid("\"jsonrpc\" must be \"2.0\"");
    }
    if !matches!(fields.get("method"), Some(Value::String(_))) {
        return invalid("\"method\" must be a string");
    }
    if id.as_ref().is_some_and(|id| !valid_id(id)) {
        return invalid("\"id\" must be a string or an integer");
    }
    match fields.get("params") {
        None | Some(Value::Object(_)) => {}
        // Some clients send `"params": null` for no parameters.
        Some(Value::Null) => {
            fields.remove("params");
        }
        Some(_) => return invalid("\"params\" must be an object"),
    }
    // rmcp takes a `tools/call` it cannot read for a custom method (-32601, "method not
    // found"): the method is known, its parameters are wrong.
    if fields.get("method") == Some(&Value::String("tools/call".into())) {
        let params = fields.get("params");
        let named = params
            .and_then(|p| p.get("name"))
            .is_some_and(Value::is_string);
        let arguments = params.and_then(|p| p.get("arguments"));
        if !named || arguments.is_some_and(|a| !a.is_object() && !a.is_null()) {
            if id.is_none() {
                return Line::Nothing;
            }
            return Line::Answer(error(
                answer_id,
                INVALID_PARAMS,
                "Invalid params: tools/call takes a string \"name\" and an object \"arguments\"",
            ));
        }
    }
    Line::Message(value)
}

/// `text` with every lone surrogate escape (`\ud83d` not followed by its low half, or a low
/// half alone) replaced by `\ufffd`, which serde_json refuses to parse.
fn well_formed(text: &str) -> std::borrow::Cow<'_, str> {
    let bytes = text.as_bytes();
    // The common case costs one scan: no escape of a surrogate at all.
    let suspect = bytes
        .windows(3)
        .any(|w| w[0] == b'\\' && w[1] == b'u' && matches!(w[2], b'd' | b'D'));
    if !suspect {
        return text.into();
    }
    let surrogate = |at: usize| -> Option<u16> {
        let hex = bytes.get(at..at + 6)?;
        if hex[0] != b'\\' || hex[1] != b'u' {
            return None;
        }
        let n = u16::from_str_radix(std::str::from_utf8(&hex[2..]).ok()?, 16).ok()?;
        (0xD800..=0xDFFF).contains(&n).then_some(n)
    };
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut kept = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            i += 1;
            continue;
        }
        match surrogate(i) {
            Some(0xD800..=0xDBFF) if surrogate(i + 6).is_some_and(|low| low >= 0xDC00) => {
                i += 12;
            }
            Some(_) => {
                out.push_str(&text[kept..i]);
                out.push_str("\\ufffd");
                i += 6;
                kept = i;
            }
            // Any other escape: its two characters (a `\\` must not start another).
            None => i += 2,
        }
    }
    out.push_str(&text[kept.min(text.len())..]);
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(line: &str) -> Value {
        match check(line.as_bytes()) {
            Line::Answer(v) => v,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn lone_surrogates_become_replacement_characters() {
        assert_eq!(well_formed(r#""a \ud83d b""#), r#""a \ufffd b""#);
        assert_eq!(well_formed(r#""\ude00\ud83d""#), r#""\ufffd\ufffd""#);
        assert_eq!(well_formed(r#""\ud83d\ude00""#), r#""\ud83d\ude00""#);
        // An escaped backslash before `ud83d` is not an escape of a surrogate.
        assert_eq!(well_formed(r#""\\ud83d""#), r#""\\ud83d""#);
        assert_eq!(well_formed(r#""\\\ud83d""#), r#""\\\ufffd""#);
        assert_eq!(well_formed(r#""x\u"#), r#""x\u"#);
        let Line::Message(v) = check(
            br#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"q":"Use pnpm \ud83d here"}}"#,
        ) else {
            panic!()
        };
        assert_eq!(v["params"]["q"], "Use pnpm \u{fffd} here");
    }

    #[test]
    fn every_bad_line_is_answered_with_its_id() {
        assert_eq!(answer("{").get("id"), Some(&Value::Null));
        assert_eq!(answer("{")["error"]["code"], PARSE_ERROR);
        let deep = format!(
            r#"{{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{{"a":{}1{}}}}}"#,
            "[".repeat(200),
            "]".repeat(200)
        );
        assert_eq!(answer(&deep)["id"], 7);
        let v = answer(r#"{"jsonrpc":"1.0","id":"a","method":"ping"}"#);
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!("a"), json!(-32600))
        );
        let v = answer(r#"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":[]}"#);
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!(3), json!(-32600))
        );
        assert_eq!(
            answer(r#"{"jsonrpc":"2.0","id":{},"method":"x"}"#)["id"],
            Value::Null
        );
        assert_eq!(answer("[]")["error"]["code"], INVALID_REQUEST);
        assert_eq!(answer("\"x\"")["error"]["code"], INVALID_REQUEST);
        // Notifications are never answered.
        assert_eq!(check(br#"{"jsonrpc":"1.0","method":"n"}"#), Line::Nothing);
        assert_eq!(check(b"  \r"), Line::Nothing);
    }
}
