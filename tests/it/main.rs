//! The integration tests, one binary: the real `memory-manager` driven in temp folders, the
//! labelled corpora replayed through it, the OpenClaw glue's own tests and the real host CLIs
//! end to end. One module per area; `support` is the one harness they share.
//!
//! A corpus gets its own module (`<name>_corpus.rs`), listed below with the others.

mod support;

mod candidates;
mod cli_surface;
mod concurrency;
mod consolidate;
mod e2e_claude_code;
mod e2e_claude_code_scopes;
mod e2e_mcp_claude_code;
mod e2e_mcp_openclaw;
mod e2e_openclaw;
mod evolve;
mod health_check;
mod hook;
mod hook_corpus;
mod import;
mod install_hooks;
mod lessons;
mod mcp;
mod not_repeated;
mod openclaw_glue;
mod recall_corpus;
mod stale;
mod store_cli;
mod store_props;
mod teams;
mod trust;
