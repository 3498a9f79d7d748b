//! The store: the only code that touches memory files. Locks, atomic replace, spool,
//! redaction on the way in, Markdown parse/render.

pub mod candidates;
pub mod fingerprint;
pub mod paths;
