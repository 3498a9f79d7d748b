#![allow(unused)]
use crate::cli::*;
use anyhow::{Result, bail};
use std::process::ExitCode;
pub fn run(text: &str, json: bool) -> Result<ExitCode> {
    bail!("not yet")
}
