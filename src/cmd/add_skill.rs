//! `add-skill NAME DESCRIPTION`: register a skill in skills/INDEX.md and MEMORY.md 🔗.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::AddSkill;
use crate::cmd::{Ctx, Run, describe_placed};

impl Run for AddSkill {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let placed = store.transaction(|tx| tx.add_skill(&self.name, &self.description))?;
        println!("added skill {} to skills/INDEX.md", self.name);
        println!("{}", describe_placed(&placed));
        Ok(ExitCode::SUCCESS)
    }
}
