//! `forget FILE:Lnn [--was TEXT] [--hard]`: archive a fact (struck through, kept), or delete
//! it after showing what goes.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::Forget;
use crate::cmd::{Ctx, Run};

impl Run for Forget {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (file, line, was) = super::parse_location(&self.location, self.was.as_deref())?;
        let store = ctx.store()?;
        let done = store
            .transaction(|tx| tx.forget(file, line, super::seen(ctx, was.as_deref()), self.hard))?;
        let name = file.name();
        if done.hard {
            println!("deleting 📍 {name}:L{} {}", done.line, done.raw);
            println!("deleted from {name}; EVOLUTION_LOG.md records only that a line was deleted.");
        } else {
            println!(
                "archived 📍 {name}:L{} {} (struck through; no longer recalled or injected)",
                done.line, done.fact
            );
        }
        Ok(ExitCode::SUCCESS)
    }
}
