//! `supersede FILE:Lnn NEW_TEXT [--was TEXT]`: close a fact without deleting it. The old
//! line is struck through and points at the new one; the change is logged.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::Supersede;
use crate::cmd::{Ctx, Run};
use crate::store::Provenance;

impl Run for Supersede {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (file, line, was) = super::parse_location(&self.location, self.was.as_deref())?;
        let store = ctx.store()?;
        let done = store.transaction(|tx| {
            tx.supersede(
                file,
                line,
                super::seen(ctx, was.as_deref()),
                &self.new_text,
                &Provenance::Manual,
            )
        })?;
        println!(
            "superseded 📍 {}:L{} {}",
            file.name(),
            done.old_line,
            done.old
        );
        println!(
            "       now 📍 {}:L{} {}",
            file.name(),
            done.new_line,
            done.new
        );
        store.note_cited(
            super::cited_session(ctx),
            [
                (file, done.old_line, done.old.as_str()),
                (file, done.new_line, done.new.as_str()),
            ],
        );
        Ok(ExitCode::SUCCESS)
    }
}
