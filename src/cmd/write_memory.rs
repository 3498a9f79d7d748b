//! `write-memory [--section rules|decisions|corrections] TEXT`

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{MemorySectionArg, WriteMemory};
use crate::cmd::{Ctx, Run, describe_placed};
use crate::store::Source;
use crate::store::doc::Section;

impl Run for WriteMemory {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let section = match self.section {
            MemorySectionArg::Rules => Section::Rules,
            MemorySectionArg::Decisions => Section::Decisions,
            MemorySectionArg::Corrections => Section::Corrections,
        };
        write(ctx, section, self.pin, &self.text)
    }
}

/// Shared by `write-memory` and `write-user`: one fact, under the lock, cited back.
pub(crate) fn write(ctx: &Ctx, section: Section, pin: bool, text: &str) -> Result<ExitCode> {
    let store = ctx.store()?;
    let placed = store.transaction(|tx| tx.add_entry(section, text, &Source::Manual, pin))?;
    println!("{}", describe_placed(&placed));
    Ok(ExitCode::SUCCESS)
}
