#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn run(g: &Global, section: MemorySectionArg, pin: bool, text: &str) -> Result<ExitCode> { bail!("not yet") }
