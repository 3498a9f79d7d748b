//! Claude Code: hook wire format and settings.json wiring.
