//! Detection: what a prompt or a tool failure means for memory. Pure functions, no I/O.

pub mod failure;
pub mod gate;
pub mod prompt;
