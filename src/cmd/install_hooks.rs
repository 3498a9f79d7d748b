#![allow(unused)]
use std::process::ExitCode;
use anyhow::{Result, bail};
use crate::cli::*;
pub fn install(g: &Global, args: &InstallArgs) -> Result<ExitCode> { bail!("not yet") }
pub fn uninstall(g: &Global, args: &InstallArgs) -> Result<ExitCode> { bail!("not yet") }
