#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn run(g: &Global, query: &str, limit: usize, json: bool) -> Result<ExitCode> { bail!("not yet") }
