//! Claude Code: the hook wire format (`wire`) and settings.json wiring (`settings`).

pub mod plugin;
pub mod settings;
pub mod wire;
