//! `supersede FILE:Lnn NEW_TEXT`: close a fact without deleting it. The old line is struck
//! through and points at the new one; the change is logged.

use std::process::ExitCode;

use anyhow::{Result, bail};

use crate::cli::Supersede;
use crate::cmd::{Ctx, Run};
use crate::store::doc::Located;
use crate::store::paths::MemFile;
use crate::store::{Source, Tx};

impl Run for Supersede {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let new_text = &self.new_text;
        let (file, line) = super::parse_location(&self.location)?;
        let store = ctx.store()?;
        let (old_line, new_line, old, new) = store.transaction(|tx| {
            let Located {
                line,
                section,
                entry,
            } = active_entry(tx, file, line)?;
            let Some(section) = section else {
                bail!("{}:L{line} is not inside a known section", file.name());
            };
            let index_before = tx.doc(file)?.index_len();
            let mut placed = tx.add_entry(section, new_text, &Source::Manual, entry.pinned)?;
            if placed.duplicate && placed.line == line {
                bail!("the new text is the same as {}:L{line}", file.name());
            }
            let month = tx.month();
            let doc = tx.doc(file)?;
            // The new line went in after the old one, so only a refreshed index (a hand-written
            // file without one, a heading added by hand) moves the old one.
            doc.refresh_index();
            let shift = |n: usize| (n + doc.index_len()).saturating_sub(index_before);
            let line = shift(line);
            if placed.duplicate {
                placed.line = shift(placed.line);
            }
            let mut struck = entry.clone();
            struck.struck = true;
            struck
                .meta
                .push(("superseded".into(), format!("{month} → L{}", placed.line)));
            doc.set_line(line, struck.render());
            tx.log_evolution(&format!(
                "supersede · {}:L{line} \"{}\" → L{} \"{}\"",
                file.name(),
                entry.fact,
                placed.line,
                placed.text
            ))?;
            Ok((line, placed.line, entry.fact, placed.text))
        })?;
        println!("superseded 📍 {}:L{old_line} {old}", file.name());
        println!("       now 📍 {}:L{new_line} {new}", file.name());
        Ok(ExitCode::SUCCESS)
    }
}

/// The entry at `file:line` (a line of the file on disk), which must be one still in force;
/// with the line it is on now.
pub(crate) fn active_entry(tx: &mut Tx, file: MemFile, line: usize) -> Result<Located> {
    let now = tx.line_now(file, line)?;
    let doc = tx.doc(file)?;
    let count = doc.line_count();
    if now > count {
        bail!(
            "{}:L{line} is past the end of the file ({count} lines)",
            file.name()
        );
    }
    let Some(found) = doc.entries().into_iter().find(|l| l.line == now) else {
        bail!(
            "{}:L{line} is not a memory entry: {:?}",
            file.name(),
            doc.line(now).unwrap_or("")
        );
    };
    if !found.entry.is_active() {
        bail!("{}:L{line} is already closed (struck through)", file.name());
    }
    Ok(found)
}
