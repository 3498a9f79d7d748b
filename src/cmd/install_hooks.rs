//! `install-hooks` / `uninstall-hooks`: wire this binary into a host, or unwire it.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Global, HostArg, InstallArgs};
use crate::hosts::claude_code::settings;
use crate::hosts::{current_binary, openclaw};

pub fn install(_: &Global, args: &InstallArgs) -> Result<ExitCode> {
    let binary = current_binary()?;
    let mut out = std::io::stdout().lock();
    match args.host {
        HostArg::ClaudeCode => {
            let path = settings::settings_path(args.scope, args.project.as_deref())?;
            let outcome = settings::install(&path, &binary, args.dry_run)?;
            let events: Vec<&str> = settings::EVENTS.iter().map(|(e, _)| *e).collect();
            if !outcome.changed {
                writeln!(
                    out,
                    "memory-manager hooks already installed in {}",
                    path.display()
                )?;
            } else if let Some(diff) = &outcome.diff {
                write!(out, "{diff}")?;
                writeln!(out, "dry run: {} not changed", path.display())?;
            } else {
                writeln!(
                    out,
                    "installed memory-manager hooks ({}) in {}",
                    events.join(", "),
                    path.display()
                )?;
                writeln!(out, "  command: {}", settings::command_for(&binary))?;
                if let Some(backup) = &outcome.backup {
                    writeln!(out, "  backup: {}", backup.display())?;
                }
            }
        }
        HostArg::Openclaw => openclaw::install(&binary, args.dry_run, &mut out)?,
    }
    Ok(ExitCode::SUCCESS)
}

pub fn uninstall(_: &Global, args: &InstallArgs) -> Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    match args.host {
        HostArg::ClaudeCode => {
            let path = settings::settings_path(args.scope, args.project.as_deref())?;
            let outcome = settings::uninstall(&path, args.dry_run)?;
            if !outcome.changed {
                writeln!(out, "no memory-manager hooks in {}", path.display())?;
            } else if let Some(diff) = &outcome.diff {
                write!(out, "{diff}")?;
                writeln!(out, "dry run: {} not changed", path.display())?;
            } else {
                writeln!(out, "removed memory-manager hooks from {}", path.display())?;
                if let Some(backup) = &outcome.backup {
                    writeln!(out, "  backup: {}", backup.display())?;
                }
            }
        }
        HostArg::Openclaw => openclaw::uninstall(args.dry_run, &mut out)?,
    }
    Ok(ExitCode::SUCCESS)
}
