//! Claude Code: the hook wire format (`wire`), settings.json wiring (`settings`) and the MCP
//! server registry (`mcp_config`).

mod json_text;
pub mod mcp_config;
pub mod plugin;
pub mod settings;
pub mod wire;
