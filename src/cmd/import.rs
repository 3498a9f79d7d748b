//! `import SOURCE [PATH] [--apply] [--json]`: preview what another tool's files would add,
//! as a diff, then write it with `--apply` (the reading: `hosts::import`; the writing: the
//! store's, under its lock).

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use crate::cli::{Import, ImportSourceArg};
use crate::cmd::{Ctx, Run};
use crate::hosts::import::{self, Outcome, Places, Source};
use crate::hosts::{line_diff, locate};

impl Run for Import {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let source = match self.source {
            ImportSourceArg::ClaudeCode => Source::ClaudeCode,
            ImportSourceArg::AgentsMd => Source::AgentsMd,
            ImportSourceArg::Cursor => Source::Cursor,
            ImportSourceArg::Learnings => Source::Learnings,
            ImportSourceArg::ClaudeMem => Source::ClaudeMem,
        };
        let project = locate::project(None, &ctx.env.hosts)?;
        let places = Places {
            project: &project,
            env: &ctx.env.hosts,
        };
        let found = import::read(source, self.path.as_deref(), &places)?;
        let mut out = std::io::stdout().lock();
        if found.files.is_empty() {
            writeln!(
                out,
                "Nothing to import: no {} files in {} (give a PATH to read another place).",
                source.name(),
                project.display()
            )?;
            return Ok(ExitCode::from(1));
        }
        let store = ctx.store()?;
        let files = found.files.clone();
        let (outcome, diff) = if self.apply {
            let o = store.transaction(|tx| import::apply(tx, source, found.clone()))?;
            (o, String::new())
        } else {
            let (o, pending) = store.preview(|tx| import::apply(tx, source, found))?;
            let mut diff = String::new();
            for p in pending {
                let name = p
                    .path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                // The log says what an import did; the preview shows the memory itself.
                if name == "EVOLUTION_LOG.md" {
                    continue;
                }
                let before = p.before.as_deref().unwrap_or("");
                let shown = p.path.display().to_string();
                diff.push_str(&line_diff(before, &p.after, &shown, &shown));
            }
            (o, diff)
        };
        if self.json {
            let json = serde_json::json!({
                "source": source.name(),
                "applied": self.apply,
                "files": files,
                "added": outcome.added,
                "already": outcome.already,
                "refused": outcome.refused,
            });
            writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
        } else {
            print_outcome(&mut out, source, &files, &outcome, &diff, self.apply)?;
        }
        Ok(ExitCode::SUCCESS)
    }
}

fn print_outcome(
    out: &mut impl Write,
    source: Source,
    files: &[String],
    o: &Outcome,
    diff: &str,
    applied: bool,
) -> Result<()> {
    writeln!(out, "import {} · read {}", source.name(), files.join(", "))?;
    if !diff.is_empty() {
        write!(out, "{diff}")?;
    }
    let verb = if applied { "added" } else { "would add" };
    writeln!(
        out,
        "{verb} {}, already there {}, refused {}",
        o.added.len(),
        o.already.len(),
        o.refused.len()
    )?;
    if applied {
        for p in &o.added {
            writeln!(out, "✔ {} 📍 {} {}", p.origin, p.at, p.text)?;
        }
    }
    for p in &o.already {
        writeln!(out, "= {} already there 📍 {} {}", p.origin, p.at, p.text)?;
    }
    for r in &o.refused {
        writeln!(out, "✗ {} {:?}: {}", r.origin, r.text, r.reason)?;
    }
    if !applied && !o.added.is_empty() {
        writeln!(out, "(preview: run again with --apply to write it)")?;
    }
    Ok(())
}
