#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn list(g: &Global, ready: bool, json: bool) -> Result<ExitCode> { bail!("not yet") }
pub fn add(g: &Global, kind: CandidateTypeArg, text: &str, explicit: bool) -> Result<ExitCode> { bail!("not yet") }
pub fn promote(g: &Global, id: &str) -> Result<ExitCode> { bail!("not yet") }
pub fn drop(g: &Global, id: &str, reason: &str) -> Result<ExitCode> { bail!("not yet") }
