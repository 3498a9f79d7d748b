//! `init [--lang zh|en]`: create the memory files from templates; never overwrite.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Init, LangArg};
use crate::cmd::{Ctx, Run};
use crate::text::Lang;

impl Run for Init {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let lang = match self.lang {
            Some(LangArg::Zh) => Lang::Zh,
            Some(LangArg::En) => Lang::En,
            None => ctx.env.locale,
        };
        let done = store.transaction(|tx| tx.init(lang))?;
        let p = &store.paths;
        println!(
            "memory folder: {} (layout {})",
            p.data_dir.display(),
            p.layout.name()
        );
        for path in &done.created {
            println!("  created {}", path.display());
        }
        for path in &done.kept {
            println!("  kept    {} (already there, not touched)", path.display());
        }
        Ok(ExitCode::SUCCESS)
    }
}
