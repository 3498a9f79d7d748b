//! Claude Code's hook JSON (stdin) → [`Event`]; [`Answer`] → Claude Code's hook JSON (stdout).

use crate::event::{Answer, Event};

/// Parse one hook input object. Returns the event and the host's `hook_event_name`.
pub fn parse_event(value: &serde_json::Value) -> Option<(Event, String)> {
    let _ = value;
    None
}

/// Render the answer for `hook_event_name`, or `None` to print nothing.
pub fn render_answer(hook_event_name: &str, answer: &Answer) -> Option<String> {
    let _ = (hook_event_name, answer);
    None
}
