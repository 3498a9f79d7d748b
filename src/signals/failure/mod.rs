//! Tool failure summaries (docs/FORMATS.md "Candidate pool"): `Tool `head` → first meaningful
//! error line`, redacted, at most 120 characters.
//!
//! Errors can be huge (10 MB): only a bounded head and tail of the text are scanned, line by
//! line, and nothing but the chosen line is copied.

mod command;
mod error_line;
pub mod fix;

use crate::event::ToolFailure;
use crate::redact::redact;
use crate::store::candidates::error_summary;
use crate::text::truncate_chars;
pub use command::{Operation, command_head, operation};
use error_line::error_line;

/// A failure as the candidate pool records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailureSummary {
    /// `Tool `head` → first meaningful error line`, redacted, at most 120 characters.
    pub summary: String,
}

/// Longest summary, in characters (docs/FORMATS.md "Entry lines").
pub const MAX_SUMMARY_CHARS: usize = crate::text::MAX_FACT_CHARS;
/// An echoed input shorter than this, in characters, is left alone (it could be any word)…
const MIN_ECHO_CHARS: usize = 4;
/// …and so is one line of a multi-line input shorter than this, in bytes.
const MIN_ECHO_FRAGMENT: usize = 8;
/// Lines of a multi-line echoed input compared with the error line.
const MAX_ECHO_LINES: usize = 16;

/// Summarise a failure, or `None` when there is nothing worth recording.
pub fn summarize(failure: &ToolFailure) -> Option<FailureSummary> {
    if is_own_tool(&failure.tool, failure.command.as_deref()) {
        return None;
    }
    let line = error_line(&failure.error)?;
    let line = replace_echoes(line, &failure.input_echoes);
    let tool = label(&failure.tool);
    let head = failure.command.as_deref().and_then(command_head);
    let text = error_summary::render(&tool, head.as_deref(), &line);
    Some(FailureSummary {
        summary: truncate_chars(&redact(&text), MAX_SUMMARY_CHARS),
    })
}

/// Tool names of memory-manager's own tools: Claude Code's for our MCP server and for the
/// plugin's (`mcp__plugin_memory-manager_memory-manager__…`), OpenClaw's for our plugin.
const OWN_TOOL_PREFIXES: &[&str] = &[
    "mcp__memory-manager__",
    "mcp__plugin_memory-manager_",
    "memory_manager_",
];
/// The binary's name, as the head of a command the agent runs through its shell.
const OWN_BINARY: &str = "memory-manager";

/// A call of memory-manager itself: one of its tools, or the binary run through a shell.
/// What it refuses (a save the content gate turns down, a recall that finds nothing) is an
/// answer to the agent, never a failure to learn from: the lesson would be about us.
pub fn is_own_tool(tool: &str, command: Option<&str>) -> bool {
    OWN_TOOL_PREFIXES.iter().any(|p| tool.starts_with(p))
        || command
            .and_then(command_head)
            .is_some_and(|head| head.split(' ').next() == Some(OWN_BINARY))
}

/// Text echoing the call's own input (Edit's `String: <old_string>`) becomes a quoted
/// placeholder, so the summary does not depend on it.
fn replace_echoes(mut line: String, echoes: &[String]) -> String {
    for echo in echoes {
        let echo = echo.trim();
        let whole = (echo.chars().nth(MIN_ECHO_CHARS - 1).is_some() && !echo.contains('\n'))
            .then_some(echo);
        let fragments = echo
            .lines()
            .take(MAX_ECHO_LINES)
            .map(str::trim)
            .filter(|f| f.len() >= MIN_ECHO_FRAGMENT);
        for fragment in whole.into_iter().chain(fragments) {
            if fragment.len() <= line.len() && line.contains(fragment) {
                line = quote_out(&line, fragment);
            }
        }
    }
    line
}

/// Every occurrence of `fragment` in `line` replaced by `'…'` (or by `…` when it is already
/// between quotes).
fn quote_out(line: &str, fragment: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(fragment) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + fragment.len()..].chars().next();
        out.push_str(&rest[..at]);
        let quoted = matches!((before, after), (Some(b), Some(a)) if b == a && matches!(b, '\'' | '"' | '`'));
        out.push_str(if quoted { "…" } else { "'…'" });
        rest = &rest[at + fragment.len()..];
    }
    out.push_str(rest);
    out
}

/// A tool name fit for a summary: one line, no backticks, never empty.
fn label(tool: &str) -> String {
    let tool: String = tool
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('`', "")
        .chars()
        .take(60)
        .collect();
    if tool.is_empty() {
        "tool".to_owned()
    } else {
        tool
    }
}

#[cfg(test)]
mod tests;
