//! Detection: what a prompt or a tool failure means for memory, and what it asks the store to
//! do (`ops`). Pure functions, but for `failure::fix`'s watch file: a session's failures
//! waiting for their fix, kept in the cache folder between hook runs.

pub mod failure;
pub mod gate;
pub mod ops;
pub mod prompt;
