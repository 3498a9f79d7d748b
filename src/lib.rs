//! memory-manager: long-term Markdown memory for coding agents.
//!
//! Data flows one way: host JSON (`hosts`) → [`event::Event`] → `signals` → `store` →
//! `answer`. The layers, and where each kind of change goes: docs/ARCHITECTURE.md.

pub mod answer;
pub mod cli;
pub mod cmd;
pub mod config;
pub mod deadline;
pub mod event;
pub mod fsx;
pub mod hosts;
pub mod num;
pub mod redact;
pub mod signals;
pub mod store;
pub mod text;
pub mod tools;
