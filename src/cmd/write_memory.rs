//! `write-memory [--section rules|decisions|corrections] TEXT`

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{MemorySectionArg, WriteMemory};
use crate::cmd::{Ctx, Run};
use crate::store::doc::Section;

impl Run for WriteMemory {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let section = match self.section {
            MemorySectionArg::Rules => Section::Rules,
            MemorySectionArg::Decisions => Section::Decisions,
            MemorySectionArg::Corrections => Section::Corrections,
        };
        super::write_fact(ctx, section, self.pin, &self.text)
    }
}
