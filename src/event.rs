//! The host-neutral event the core works on. Host adapters (`hosts::*`) build it from their
//! wire format; nothing past this point sees a host-specific field.

use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub session_id: Option<String>,
    /// The host's working folder for this event, used to find the project.
    pub cwd: Option<PathBuf>,
    /// Fired inside a sub-agent: it may record candidates, never write MEMORY.md / USER.md.
    pub subagent: bool,
    /// What identifies this delivery of the event, when the host says (a prompt's or a tool
    /// call's id): a host wired twice delivers the same event twice, and it is handled once.
    pub delivery: Option<String>,
    pub kind: EventKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventKind {
    /// The user submitted a prompt.
    Prompt { text: String },
    /// A tool call failed (the adapter decides what counts as a failure).
    ToolFailure(ToolFailure),
    /// A tool call that ran a command or changed files succeeded: it may be what fixed an
    /// earlier failure (other successes are `Ignored`).
    ToolSuccess(ToolSuccess),
    /// A session started, resumed or was cleared.
    SessionStart,
    /// Anything else: answered with nothing.
    Ignored,
}

/// Bytes of an error's start the failure summary reads…
pub const ERROR_HEAD: usize = 32 * 1024;
/// …and of its end (Claude Code middle-truncates long output, keeping both ends).
pub const ERROR_TAIL: usize = 8 * 1024;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ToolFailure {
    /// The host's tool name (`Bash`, `Edit`, `exec`, `mcp__x__y`, …).
    pub tool: String,
    /// The shell command, for tools that run one.
    pub command: Option<String>,
    /// The error text the host reported. A host adapter may leave out the middle of a huge
    /// error, keeping at least [`ERROR_HEAD`] bytes of its start and [`ERROR_TAIL`] of its
    /// end: all the failure summary reads.
    pub error: String,
    /// String values of the call's own input, so an error that echoes them can treat them
    /// as quoted values (Edit's `String: <old_string>`).
    pub input_echoes: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ToolSuccess {
    /// The host's tool name.
    pub tool: String,
    /// The shell command, for tools that run one.
    pub command: Option<String>,
    /// The tool writes files (an edit may be what fixed a failure, not a command).
    pub edits_files: bool,
}

/// What the hook answers: text for the model's context, or nothing; and a one-line note for
/// the person (what was saved), for a host that shows one.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Answer {
    pub context: Option<String>,
    pub notice: Option<String>,
}
