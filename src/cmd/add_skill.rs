#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn run(g: &Global, name: &str, desc: &str) -> Result<ExitCode> { bail!("not yet") }
