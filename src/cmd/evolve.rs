#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn run(g: &Global, args: &EvolveArgs) -> Result<ExitCode> { bail!("not yet") }
