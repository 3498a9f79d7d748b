//! `check [FILES]`: secrets in memory files, found by the same rules that redact every write
//! (`redact`), for a pre-commit hook: hand edits never pass through the store's redaction.
//! Exit 0 clean, 1 with `file:line` of each finding (never the secret itself), 2 on error.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};

use crate::cli::Check;
use crate::cmd::{Ctx, Run};
use crate::redact;
use crate::store::logs::daily_logs;
use crate::store::paths::MemFile;

/// The store's memory files that exist, when no file is named.
fn memory_files(ctx: &Ctx) -> Result<Vec<PathBuf>> {
    let p = ctx.paths_for(None)?;
    let mut files = vec![
        p.file(MemFile::Memory),
        p.file(MemFile::User),
        p.candidates(),
        p.evolution_log(),
        p.improvements(),
        p.skills_dir().join("INDEX.md"),
    ];
    files.extend(
        daily_logs(&p)
            .unwrap_or_default()
            .into_iter()
            .map(|(_, f)| f),
    );
    files.retain(|f| f.is_file());
    Ok(files)
}

/// 1-based lines of `text` holding something redaction would remove.
pub(crate) fn secret_lines(text: &str) -> Vec<usize> {
    let mut found: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| redact::redact(l) != *l)
        .map(|(i, _)| i + 1)
        .collect();
    // A shape that spans lines (a private key block): the first line the redaction changes.
    if found.is_empty() {
        let whole = redact::redact(text);
        if whole != text {
            let first = text
                .lines()
                .zip(whole.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            found.push(first + 1);
        }
    }
    found
}

impl Run for Check {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let files = if self.files.is_empty() {
            memory_files(ctx)?
        } else {
            self.files.clone()
        };
        let mut findings = 0;
        for f in &files {
            // An error is the command's error (exit 2 with the house's codes), never "clean".
            let bytes = std::fs::read(f).with_context(|| format!("cannot read {}", f.display()))?;
            let text = String::from_utf8_lossy(&bytes);
            for n in secret_lines(&text) {
                println!(
                    "{}:{n}: looks like a secret (memory-manager check)",
                    f.display()
                );
                findings += 1;
            }
        }
        if findings > 0 {
            eprintln!(
                "{findings} line(s) look like secrets: remove them (or `memory-manager forget --hard`) before committing"
            );
            return Ok(ExitCode::from(1));
        }
        Ok(ExitCode::SUCCESS)
    }
}
