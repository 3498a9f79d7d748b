//! Host adapters: wire formats and host configuration. The core never sees a host field.

pub mod claude_code;
pub mod openclaw;
