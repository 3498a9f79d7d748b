//! `auto-skill NAME --step … --step …`: a skill draft under skills/auto-generated/NAME/,
//! listed in skills/INDEX.md as awaiting approval. Nothing runs it until a person approves.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::AutoSkill;
use crate::cmd::{Ctx, Run};

impl Run for AutoSkill {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let path = store.transaction(|tx| {
            tx.draft_skill(&self.name, &self.steps, self.description.as_deref())
        })?;
        let steps = self.steps.iter().filter(|s| !s.trim().is_empty()).count();
        println!(
            "drafted {} ({steps} steps), listed in skills/INDEX.md as awaiting approval",
            path.display()
        );
        Ok(ExitCode::SUCCESS)
    }
}
