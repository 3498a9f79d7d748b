#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn run(g: &Global, apply: bool, json: bool) -> Result<ExitCode> { bail!("not yet") }
