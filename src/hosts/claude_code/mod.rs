//! Claude Code: the hook wire format (`wire`), settings.json wiring (`settings`), the MCP
//! server registry (`mcp_config`), the plugin route (`plugin`), how its files name the binary
//! (`named`) and what it lets run in a folder (`trust`).

mod json_text;
pub mod mcp_config;
pub mod named;
pub mod plugin;
pub mod settings;
pub mod trust;
pub mod wire;
