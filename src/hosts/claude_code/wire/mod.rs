//! Claude Code's hook JSON (stdin) → [`Event`]; [`Answer`] → Claude Code's hook JSON (stdout).
//!
//! Every field but `hook_event_name` is optional and unknown fields are ignored: Claude Code
//! adds new ones often (docs/HOSTS.md).

use std::fmt;
use std::path::PathBuf;

use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value, json};

use crate::event::{Answer, ERROR_HEAD, ERROR_TAIL, Event, EventKind, ToolFailure, ToolSuccess};
use crate::hosts::input::Shorten;
use crate::text::clip_head;

/// Input strings shorter than this (in characters, trimmed) are never treated as echoes.
const MIN_ECHO_CHARS: usize = 4;
/// An echoed input is kept up to this many bytes: an error line only ever shows its start.
const MAX_ECHO_BYTES: usize = 4 * 1024;
/// `tool_input` keys that describe the call rather than feed the tool: never echoed.
const NOT_ECHOED: &[&str] = &["description"];
/// Tools that write files: Claude Code's, and OpenClaw's (its glue sends the same shape).
const EDIT_TOOLS: &[&str] = &[
    "Edit",
    "MultiEdit",
    "Write",
    "NotebookEdit",
    "edit",
    "write",
    "apply_patch",
];

/// Top-level fields whose strings are clipped by [`HookInput`]: only a failure's error text
/// is read from them, and only its two ends.
const CLIPPED_FIELDS: &[&str] = &["error", "tool_response"];
/// A clipped string keeps this many bytes of its start and end: twice what the failure
/// summary reads, so a clipped error is summarised as the whole one would be.
pub const KEPT_HEAD: usize = 2 * ERROR_HEAD;
pub const KEPT_TAIL: usize = 2 * ERROR_TAIL;

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
        let mut first = true;
        while let Some(key) = map.next_key::<String>()? {
            // `arbitrary_precision` hands a number over as a one-key map of its text: it is
            // the number (`1.5`), not an object holding it.
            if std::mem::take(&mut first) && key == NUMBER_TOKEN {
                let text: String = map.next_value()?;
                return text
                    .parse::<serde_json::Number>()
                    .map(Value::Number)
                    .map_err(|_| {
                        de::Error::invalid_value(de::Unexpected::Str(&text), &"a JSON number")
                    });
            }
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

/// The key under which serde_json's `arbitrary_precision` passes a number to a visitor.
const NUMBER_TOKEN: &str = "$serde_json::private::Number";

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
            None => tool_success(obj),
        },
        _ => EventKind::Ignored,
    };
    let session = str_field(obj, "session_id");
    // The id Claude Code gives this prompt or tool call; a session start has none but its
    // session and source (a resume or a compaction starts it again, later).
    let id = match name {
        "UserPromptSubmit" => str_field(obj, "prompt_id"),
        "PostToolUse" | "PostToolUseFailure" => str_field(obj, "tool_use_id"),
        "SessionStart" => session.and(str_field(obj, "source")),
        _ => None,
    };
    let event = Event {
        session_id: session.map(str::to_owned),
        cwd: str_field(obj, "cwd").map(PathBuf::from),
        subagent: obj.get("agent_id").is_some_and(|v| !v.is_null()),
        delivery: id.map(|id| format!("{name}\u{1f}{}\u{1f}{id}", session.unwrap_or(""))),
        kind,
    };
    Some((event, name.to_owned()))
}

/// Render the answer for `hook_event_name`, or `None` to print nothing. The notice for the
/// person is Claude Code's top-level `systemMessage` (shown in the session, not to the model).
pub fn render_answer(hook_event_name: &str, answer: &Answer) -> Option<String> {
    let context = answer.context.as_deref().filter(|c| !c.trim().is_empty())?;
    let mut out = json!({
        "hookSpecificOutput": {
            "hookEventName": hook_event_name,
            "additionalContext": context,
        }
    });
    if let Some(notice) = answer.notice.as_deref().filter(|n| !n.trim().is_empty()) {
        out["systemMessage"] = Value::String(notice.to_owned());
    }
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

/// A success worth watching (a command, or a tool that writes files), else `Ignored`.
fn tool_success(obj: &Map<String, Value>) -> EventKind {
    let tool = str_field(obj, "tool_name").unwrap_or_default();
    let command = obj
        .get("tool_input")
        .and_then(|i| i.get("command"))
        .and_then(Value::as_str);
    let edits_files = EDIT_TOOLS.contains(&tool);
    if command.is_none() && !edits_files {
        return EventKind::Ignored;
    }
    EventKind::ToolSuccess(ToolSuccess {
        tool: tool.to_owned(),
        command: command.map(str::to_owned),
        edits_files,
    })
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
    let text = match error.or_else(|| resp.get("error").filter(|e| e.is_number())) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
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
mod tests;
