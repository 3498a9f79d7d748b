#![allow(unused)]
use crate::cli::*;
use anyhow::{Result, bail};
use std::process::ExitCode;
pub fn run(dir: Option<&std::path::Path>) -> Result<ExitCode> {
    bail!("not yet")
}
