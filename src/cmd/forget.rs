//! `forget FILE:Lnn [--hard]`: archive a fact (struck through, kept), or delete it after
//! showing what goes.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::Forget;
use crate::cmd::{Ctx, Run};

impl Run for Forget {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let hard = self.hard;
        let (file, line) = super::parse_location(&self.location)?;
        let store = ctx.store()?;
        let (line, fact) = store.transaction(|tx| {
            let found = super::supersede::active_entry(tx, file, line)?;
            let (line, entry) = (found.line, found.entry);
            let date = tx.today().format("%Y-%m-%d").to_string();
            let doc = tx.doc(file)?;
            let raw = doc.line(line).unwrap_or_default().to_string();
            if hard {
                println!("deleting 📍 {}:L{line} {raw}", file.name());
                doc.remove_line(line);
                // The text is not logged: a hard delete is for what must not be kept anywhere.
                tx.log_evolution(&format!("delete · {}:L{line} (text not kept)", file.name()))?;
            } else {
                let mut archived = entry.clone();
                archived.struck = true;
                archived.meta.push(("archived".into(), date));
                doc.set_line(line, archived.render());
                tx.log_evolution(&format!(
                    "archive · {}:L{line} \"{}\"",
                    file.name(),
                    entry.fact
                ))?;
            }
            Ok((line, entry.fact))
        })?;
        if hard {
            println!(
                "deleted from {}; EVOLUTION_LOG.md records only that a line was deleted.",
                file.name()
            );
        } else {
            println!(
                "archived 📍 {}:L{line} {fact} (struck through; no longer recalled or injected)",
                file.name()
            );
        }
        Ok(ExitCode::SUCCESS)
    }
}
