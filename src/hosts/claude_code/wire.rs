//! Claude Code's hook JSON (stdin) → [`Event`]; [`Answer`] → Claude Code's hook JSON (stdout).
//!
//! Every field but `hook_event_name` is optional and unknown fields are ignored: Claude Code
//! adds new ones often (HOSTS.md).

use std::fmt;
use std::path::PathBuf;

use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value, json};

use crate::event::{Answer, Event, EventKind, ToolFailure};
use crate::hosts::input::Shorten;
use crate::text::clip_head;

/// Input strings shorter than this (in characters, trimmed) are never treated as echoes.
const MIN_ECHO_CHARS: usize = 4;
/// An echoed input is kept up to this many bytes: an error line only ever shows its start.
const MAX_ECHO_BYTES: usize = 4 * 1024;
/// `tool_input` keys that describe the call rather than feed the tool: never echoed.
const NOT_ECHOED: &[&str] = &["description"];

/// Top-level fields whose strings are clipped by [`HookInput`]: only a failure's error text
/// is read from them, and only its two ends.
const CLIPPED_FIELDS: &[&str] = &["error", "tool_response"];
/// A clipped string keeps this many bytes of its start…
pub const KEPT_HEAD: usize = 64 * 1024;
/// …and this many of its end: twice what a failure summary scans (32 KiB and 8 KiB).
pub const KEPT_TAIL: usize = 16 * 1024;

/// How [`crate::hosts::input::read_first_json`] may shorten the same strings before they are
/// parsed: keeping a little more than [`HookInput`] does, so the result is the same.
pub static SHORTEN: Shorten = Shorten {
    fields: CLIPPED_FIELDS,
    head: KEPT_HEAD + 4,
    tail: KEPT_TAIL + 4,
};

/// One hook input as a JSON value, for [`parse_event`]. Strings under `error` and
/// `tool_response` longer than [`KEPT_HEAD`] + [`KEPT_TAIL`] bytes keep only their start and
/// end (joined by `\n…\n`, or by `\n` when only whitespace was left out), as they are
/// parsed: a 10 MB error is never held whole, and its summary is the same.
#[derive(Debug)]
pub struct HookInput(pub Value);

impl<'de> Deserialize<'de> for HookInput {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer
            .deserialize_any(Clipping { top: true })
            .map(HookInput)
    }
}

/// Builds a [`Value`] like serde_json does, clipping long strings; at the top level only
/// the [`CLIPPED_FIELDS`] are clipped.
#[derive(Clone, Copy)]
struct Clipping {
    top: bool,
}

impl<'de> DeserializeSeed<'de> for Clipping {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Clipping {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(clip_middle(v)))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Value, E> {
        if v.len() <= KEPT_HEAD + KEPT_TAIL {
            Ok(Value::String(v))
        } else {
            self.visit_str(&v)
        }
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(Clipping { top: false })? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut obj = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let value = if self.top && !CLIPPED_FIELDS.contains(&key.as_str()) {
                map.next_value::<Value>()?
            } else {
                map.next_value_seed(Clipping { top: false })?
            };
            obj.insert(key, value);
        }
        Ok(Value::Object(obj))
    }
}

/// `s` without its middle when it is longer than [`KEPT_HEAD`] + [`KEPT_TAIL`] bytes.
fn clip_middle(s: &str) -> String {
    if s.len() <= KEPT_HEAD + KEPT_TAIL {
        return s.to_owned();
    }
    let head = clip_head(s, KEPT_HEAD).len();
    let mut tail = s.len() - KEPT_TAIL;
    while !s.is_char_boundary(tail) {
        tail += 1;
    }
    // Whitespace-only text stays whitespace-only (an empty `error` is no error).
    let mark = if s[head..tail].trim().is_empty() {
        "\n"
    } else {
        "\n…\n"
    };
    [&s[..head], mark, &s[tail..]].concat()
}

/// Parse one hook input object. Returns the event and the host's `hook_event_name`.
pub fn parse_event(value: &Value) -> Option<(Event, String)> {
    let obj = value.as_object()?;
    let name = obj.get("hook_event_name")?.as_str()?;
    let kind = match name {
        "UserPromptSubmit" => EventKind::Prompt {
            text: str_field(obj, "prompt").unwrap_or_default().to_owned(),
        },
        "SessionStart" => EventKind::SessionStart,
        "PostToolUseFailure" if obj.get("is_interrupt") == Some(&Value::Bool(true)) => {
            EventKind::Ignored
        }
        "PostToolUseFailure" => {
            let error = match obj.get("error") {
                None | Some(Value::Null) => String::new(),
                Some(Value::String(s)) => s.clone(),
                Some(other) => other.to_string(),
            };
            EventKind::ToolFailure(tool_failure(obj, error))
        }
        "PostToolUse" => match obj.get("tool_response").and_then(response_error) {
            Some(error) => EventKind::ToolFailure(tool_failure(obj, error)),
            None => EventKind::Ignored,
        },
        _ => EventKind::Ignored,
    };
    let event = Event {
        session_id: str_field(obj, "session_id").map(str::to_owned),
        cwd: str_field(obj, "cwd").map(PathBuf::from),
        subagent: obj.get("agent_id").is_some_and(|v| !v.is_null()),
        kind,
    };
    Some((event, name.to_owned()))
}

/// Render the answer for `hook_event_name`, or `None` to print nothing.
pub fn render_answer(hook_event_name: &str, answer: &Answer) -> Option<String> {
    let context = answer.context.as_deref().filter(|c| !c.trim().is_empty())?;
    let out = json!({
        "hookSpecificOutput": {
            "hookEventName": hook_event_name,
            "additionalContext": context,
        }
    });
    Some(out.to_string())
}

fn str_field<'a>(obj: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
    obj.get(key).and_then(Value::as_str)
}

fn tool_failure(obj: &Map<String, Value>, error: String) -> ToolFailure {
    let input = obj.get("tool_input").and_then(Value::as_object);
    let command = input
        .and_then(|i| str_field(i, "command"))
        .map(str::to_owned);
    let input_echoes = input
        .into_iter()
        .flatten()
        .filter(|(key, _)| !NOT_ECHOED.contains(&key.as_str()))
        .filter_map(|(_, v)| v.as_str())
        .filter(|s| s.trim().chars().nth(MIN_ECHO_CHARS - 1).is_some())
        .map(|s| clip_head(s, MAX_ECHO_BYTES).to_owned())
        .collect();
    ToolFailure {
        tool: str_field(obj, "tool_name").unwrap_or_default().to_owned(),
        command,
        error,
        input_echoes,
    }
}

/// The error text of a `PostToolUse` response that says it failed (`is_error: true`,
/// `success: false`, or a non-empty `error` field at its top level), else `None`.
/// Words like "error" in stdout, a file or a page, and a non-empty stderr don't count.
fn response_error(response: &Value) -> Option<String> {
    let resp = response.as_object()?;
    let error = resp.get("error").filter(|e| match e {
        Value::String(s) => !s.trim().is_empty(),
        Value::Bool(b) => *b,
        Value::Array(a) => !a.is_empty(),
        Value::Object(o) => !o.is_empty(),
        Value::Null | Value::Number(_) => false,
    });
    let failed = error.is_some()
        || resp.get("is_error") == Some(&Value::Bool(true))
        || resp.get("success") == Some(&Value::Bool(false));
    if !failed {
        return None;
    }
    let text = match error {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Object(o)) if o.get("message").is_some_and(Value::is_string) => {
            str_field(o, "message").unwrap_or_default().to_owned()
        }
        Some(e @ (Value::Object(_) | Value::Array(_))) => e.to_string(),
        _ => content_text(resp)
            .or_else(|| str_field(resp, "message").map(str::to_owned))
            .or_else(|| str_field(resp, "stderr").map(str::to_owned))
            .unwrap_or_default(),
    };
    Some(text)
}

/// MCP-style `content`: a string, or `[{"type": "text", "text": …}, …]` joined by lines.
fn content_text(resp: &Map<String, Value>) -> Option<String> {
    match resp.get("content")? {
        Value::String(s) => Some(s.clone()),
        Value::Array(items) => {
            let texts: Vec<&str> = items
                .iter()
                .filter_map(|item| item.get("text").and_then(Value::as_str))
                .collect();
            (!texts.is_empty()).then(|| texts.join("\n"))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(text: &str) -> (Event, String) {
        parse_event(&serde_json::from_str(text).unwrap()).unwrap()
    }

    fn failure(text: &str) -> Option<ToolFailure> {
        match parse(text).0.kind {
            EventKind::ToolFailure(f) => Some(f),
            _ => None,
        }
    }

    #[test]
    fn prompt_and_session_start() {
        let (event, name) = parse(
            r#"{"hook_event_name":"UserPromptSubmit","session_id":"s1","cwd":"/p","prompt":"hi","new_field":[1]}"#,
        );
        assert_eq!(name, "UserPromptSubmit");
        assert_eq!(event.session_id.as_deref(), Some("s1"));
        assert_eq!(event.cwd, Some(PathBuf::from("/p")));
        assert!(!event.subagent);
        assert_eq!(event.kind, EventKind::Prompt { text: "hi".into() });
        let (event, _) = parse(r#"{"hook_event_name":"SessionStart","source":"resume"}"#);
        assert_eq!(event.kind, EventKind::SessionStart);
        assert_eq!(event.session_id, None);
    }

    #[test]
    fn missing_or_odd_name_is_none_and_unknown_event_ignored() {
        assert!(parse_event(&json!({"prompt": "x"})).is_none());
        assert!(parse_event(&json!({"hook_event_name": 3})).is_none());
        assert!(parse_event(&json!([1, 2])).is_none());
        let (event, name) = parse(r#"{"hook_event_name":"Stop","agent_id":"a1"}"#);
        assert_eq!((event.kind, name.as_str()), (EventKind::Ignored, "Stop"));
        assert!(event.subagent);
    }

    #[test]
    fn tool_failure_fields() {
        let f = failure(
            r#"{"hook_event_name":"PostToolUseFailure","tool_name":"Edit",
            "tool_input":{"file_path":"/a/b.rs","old_string":"let x = 1;","new_string":"ab","replace_all":false},
            "error":"String to replace not found in file.","is_interrupt":false}"#,
        )
        .unwrap();
        assert_eq!(f.tool, "Edit");
        assert_eq!(f.command, None);
        assert_eq!(f.error, "String to replace not found in file.");
        assert_eq!(f.input_echoes, vec!["/a/b.rs", "let x = 1;"]);

        let f = failure(
            r#"{"hook_event_name":"PostToolUseFailure","tool_name":"Bash",
            "tool_input":{"command":"npm test","description":"Run the tests"},"error":"Exit code 1\nboom"}"#,
        )
        .unwrap();
        assert_eq!(f.command.as_deref(), Some("npm test"));
        assert_eq!(f.input_echoes, vec!["npm test"]);
        let bare = failure(r#"{"hook_event_name":"PostToolUseFailure"}"#).unwrap();
        assert_eq!(bare, ToolFailure::default());
    }

    #[test]
    fn interrupt_is_ignored() {
        let (event, _) = parse(
            r#"{"hook_event_name":"PostToolUseFailure","tool_name":"Bash","tool_input":{"command":"npm run build"},
            "error":"[Request interrupted by user for tool use]","is_interrupt":true}"#,
        );
        assert_eq!(event.kind, EventKind::Ignored);
    }

    #[test]
    fn post_tool_use_success_is_ignored() {
        for response in [
            r#"{"stdout":"found error in logs\nFAILED 0","stderr":"warning: x","interrupted":false}"#,
            r#"{"stdout":"{\"status\":\"ok\",\"error\":null}","stderr":""}"#,
            r#"{"error":null,"success":true}"#,
            r#"{"error":"","is_error":false}"#,
            r#"{"content":[{"type":"text","text":"Error: fix the error toast"}],"is_error":false}"#,
            r#""Error: a plain string response""#,
        ] {
            let text = format!(
                r#"{{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{{"command":"grep -r error"}},"tool_response":{response}}}"#
            );
            assert_eq!(parse(&text).0.kind, EventKind::Ignored, "{response}");
        }
    }

    #[test]
    fn post_tool_use_failures_carry_their_text() {
        let cases = [
            (
                r#"{"error":"Request failed with status code 503","code":503}"#,
                "Request failed with status code 503",
            ),
            (
                r#"{"success":false,"error":"EROFS: read-only file system"}"#,
                "EROFS: read-only file system",
            ),
            (
                r#"{"content":[{"type":"text","text":"Error: Issue X not found"}],"is_error":true}"#,
                "Error: Issue X not found",
            ),
            (
                r#"{"error":{"message":"rate limited","code":429}}"#,
                "rate limited",
            ),
            (r#"{"success":false}"#, ""),
        ];
        for (response, error) in cases {
            let text = format!(
                r#"{{"hook_event_name":"PostToolUse","tool_name":"WebFetch","tool_input":{{"url":"https://x.test/a"}},"tool_response":{response}}}"#
            );
            let f = failure(&text).unwrap_or_else(|| panic!("{response} not a failure"));
            assert_eq!(f.error, error);
            assert_eq!(f.input_echoes, vec!["https://x.test/a"]);
        }
    }

    #[test]
    fn long_echoes_are_clipped_on_a_char_boundary() {
        let content = "é".repeat(MAX_ECHO_BYTES);
        let value = json!({"hook_event_name": "PostToolUseFailure", "tool_name": "Write",
            "tool_input": {"content": content}, "error": "EACCES"});
        let (event, _) = parse_event(&value).unwrap();
        let EventKind::ToolFailure(f) = event.kind else {
            panic!("not a failure")
        };
        assert!(f.input_echoes[0].len() <= MAX_ECHO_BYTES);
        assert!(f.input_echoes[0].len() >= MAX_ECHO_BYTES - 1);
    }

    #[test]
    fn answers_render_as_hook_specific_output() {
        let answer = Answer {
            context: Some("<memory>\n📍 \"x\"</memory>".into()),
        };
        let out = render_answer("UserPromptSubmit", &answer).unwrap();
        let back: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            back,
            json!({"hookSpecificOutput": {"hookEventName": "UserPromptSubmit",
                "additionalContext": "<memory>\n📍 \"x\"</memory>"}})
        );
        assert!(out.starts_with('{') && !out.contains('\n'));
        assert_eq!(render_answer("SessionStart", &Answer::default()), None);
        assert_eq!(
            render_answer(
                "SessionStart",
                &Answer {
                    context: Some("  ".into())
                }
            ),
            None
        );
    }

    #[test]
    fn huge_strings_keep_what_a_summary_reads() {
        use crate::hosts::input::read_first_json;
        use crate::signals::failure::summarize;
        use std::time::Duration;

        let line = |i: usize| {
            format!(
                "test case_{i:06} ... ok (0.{:03}s) 中文日志 \"q\"\t\\\n",
                i % 1000
            )
        };
        let body: String = (0..12_000).map(line).collect();
        let errors = [
            format!("Exit code 101\n{body}error: test failed, to rerun pass `-p storage --lib`\n"),
            format!("{body}{}", "😀 é".repeat(30_000)),
            format!("{}{body}", " ".repeat(300_000)),
            format!("Error: {}", "\u{1}\u{7f}\\".repeat(300_000)),
        ];
        for error in &errors {
            let event = json!({"hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                "tool_input": {"command": "cargo test"}, "error": error,
                "tool_response": {"stdout": error}});
            let text = event.to_string();
            let whole = parse_event(&event).unwrap().0;
            let clipped: HookInput = serde_json::from_str(&text).unwrap();
            let read: HookInput = read_first_json(
                std::io::Cursor::new(text.into_bytes()),
                Duration::from_secs(5),
                &SHORTEN,
            )
            .unwrap();
            assert_eq!(read.0, clipped.0);
            assert!(clipped.0["error"].as_str().unwrap().len() < KEPT_HEAD + KEPT_TAIL + 8);
            let summary = |e: &Event| match &e.kind {
                EventKind::ToolFailure(f) => summarize(f),
                _ => panic!("not a failure"),
            };
            let short = parse_event(&read.0).unwrap().0;
            assert_eq!(summary(&short), summary(&whole));
        }
    }

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            prop_oneof![
                Just("hook_event_name".to_owned()),
                Just("PostToolUse".to_owned()),
                Just("PostToolUseFailure".to_owned()),
                Just("UserPromptSubmit".to_owned()),
                ".*",
            ]
            .prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 64, 8, |inner| {
            let key = prop_oneof![
                Just("hook_event_name".to_owned()),
                Just("tool_response".to_owned()),
                Just("tool_input".to_owned()),
                Just("error".to_owned()),
                Just("is_error".to_owned()),
                Just("success".to_owned()),
                Just("content".to_owned()),
                Just("command".to_owned()),
                Just("agent_id".to_owned()),
                Just("is_interrupt".to_owned()),
                "[a-z_]{1,8}",
            ];
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::vec((key, inner), 0..8)
                    .prop_map(|kv| Value::Object(kv.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn parse_event_never_panics(value in json_value(), name in prop_oneof![
            Just("PostToolUse"), Just("PostToolUseFailure"), Just("UserPromptSubmit"), Just("Other")
        ]) {
            let _ = parse_event(&value);
            if let Value::Object(mut obj) = value {
                obj.insert("hook_event_name".into(), json!(name));
                let parsed = parse_event(&Value::Object(obj));
                prop_assert!(parsed.is_some());
            }
        }
    }
}
