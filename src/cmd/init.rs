//! `init [--lang zh|en] [--team]`: create the memory files from templates (never overwrite)
//! and register the memory merge driver in the clone's git config.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Init, LangArg};
use crate::cmd::{Ctx, Run};
use crate::hosts::current_binary;
use crate::store::setup::{self, Registered};
use crate::text::Lang;

impl Run for Init {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let lang = match self.lang {
            Some(LangArg::Zh) => Lang::Zh,
            Some(LangArg::En) => Lang::En,
            None => ctx.env.locale,
        };
        let done = store.transaction(|tx| tx.init(lang, self.team))?;
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
        if self.team && p.user_dir != p.data_dir && p.user_dir != p.memory_dir {
            println!(
                "  USER.md is personal: it lives in {}, outside the committed folder",
                p.user_dir.display()
            );
        }
        println!("  {}", describe_driver(&register_driver(&p.memory_dir)));
        Ok(ExitCode::SUCCESS)
    }
}

/// Register the merge driver for the clone holding `dir` (install-hooks calls it too).
pub(crate) fn register_driver(dir: &std::path::Path) -> Result<Registered> {
    setup::register_driver(dir, &current_binary()?)
}

/// One line saying what registering the driver did.
pub(crate) fn describe_driver(r: &Result<Registered>) -> String {
    match r {
        Ok(Registered::NoGit) => "git not found: merge driver not registered".into(),
        Ok(Registered::NotARepo) => {
            "not in a git work tree: merge driver not registered (run init again in a clone)".into()
        }
        Ok(Registered::Done { top, changed: true }) => format!(
            "registered the memory merge driver in {}/.git/config",
            top.display()
        ),
        Ok(Registered::Done { changed: false, .. }) => {
            "memory merge driver already registered".into()
        }
        Err(e) => format!("merge driver not registered: {e:#}"),
    }
}
