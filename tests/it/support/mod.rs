//! The one harness of the integration tests, in the spirit of `just`'s tests:
//!
//! ```ignore
//! let f = Folder::new();
//! f.mm().args(["write-memory", "Use pnpm"]).run().stdout("saved 📍 MEMORY.md:L15 Use pnpm\n");
//! f.assert_file("MEMORY.md", "…the whole expected file…");
//! ```
//!
//! - [`Folder`]: a temp folder holding the memory root (`mem/`), a fake home (`home/`) and a
//!   project (`project/`). Every process a test starts runs against one.
//! - [`Mm`]: one run of the binary (or of a host CLI) being built up, in an isolated
//!   environment (see [`run`] for the one list of what is scrubbed) and with a deadline that
//!   turns a hang into a failure; [`Output`]: what it left, with exact assertions.
//! - [`corpus()`]: the labelled corpora, for the `*_corpus` modules.
//! - [`events`]: the hook events the hosts send, and the hook's answers.
//! - [`hosts`]: whether the end-to-end tests run, and where the pinned host CLIs are.
//! - [`mock`]: a loopback Messages API for the host CLIs to talk to.
//! - [`openclaw`]: the real OpenClaw CLI in a test's folder, talking to the mock.
//! - [`templates`]: the files `init` writes, byte for byte.

mod assert;
mod corpus;
pub mod events;
mod folder;
pub mod hosts;
pub mod mcp_script;
pub mod mock;
pub mod openclaw;
pub mod own_path;
pub mod run;
pub mod split;
pub mod templates;

pub use assert::{assert_text, cited_line, lines_with, mask_clock, mask_stamps};
pub use corpus::corpus;
pub use events::{
    REMINDER_EN, REMINDER_ZH, TOOLS_MCP, TOOLS_OPENCLAW, context_of, failure_event, hook_answer,
    hook_event, memory_block, opens_with_reminder, prompt_event, reminder_en_with,
};
pub use folder::{Folder, MONTH, TODAY, files_under, read_or_empty};
pub use run::{Mm, Output};
