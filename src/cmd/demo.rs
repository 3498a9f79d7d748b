#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn run(dir: Option<&std::path::Path>) -> Result<ExitCode> { bail!("not yet") }
