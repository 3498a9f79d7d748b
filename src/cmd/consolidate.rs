//! `consolidate [--apply] [--json]`: expire stale candidates, fold old daily logs into
//! monthly files, flag an oversized MEMORY.md with its lowest-value entries, close lines whose
//! every referent is gone from the project. Previews by default; never deletes a fact (the
//! work itself: `store::consolidate`, `store::referents`).

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use crate::cli::Consolidate;
use crate::cmd::{Ctx, Run};
use crate::store::MEMORY_LINE_CAP;
use crate::store::candidates::READY_AT;
use crate::store::consolidate::{RETENTION_DAYS, Report, consolidate};
use crate::store::referents::Action;

impl Run for Consolidate {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let (apply, json) = (self.apply, self.json);
        let store = ctx.store()?;
        let report = store.transaction(|tx| consolidate(tx, apply))?;
        let mut out = std::io::stdout().lock();
        if json {
            writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
        } else {
            print_report(&mut out, &report)?;
        }
        Ok(ExitCode::SUCCESS)
    }
}

fn print_report(out: &mut impl Write, r: &Report) -> Result<()> {
    let mode = if r.applied {
        ""
    } else {
        " (preview: run with --apply to act)"
    };
    let nothing = r.expired.is_empty()
        && r.folded.is_empty()
        && !r.oversized
        && r.conflicts.is_empty()
        && r.stale.is_empty();
    if nothing {
        writeln!(
            out,
            "Nothing to consolidate: no stale candidates, no daily logs older than {RETENTION_DAYS} days, MEMORY.md has {} lines.",
            r.memory_lines
        )?;
        return Ok(());
    }
    writeln!(out, "consolidate{mode}")?;
    let verb = |done: &'static str, todo: &'static str| if r.applied { done } else { todo };
    for e in &r.expired {
        writeln!(
            out,
            "🗑️ {} {} ({}/{READY_AT}, first seen {}): {}",
            verb("expired", "would expire"),
            e.id,
            e.count,
            e.first_seen,
            e.summary
        )?;
    }
    for f in &r.folded {
        writeln!(
            out,
            "📅 {} {} daily log{} into {}: {}",
            verb("folded", "would fold"),
            f.days.len(),
            if f.days.len() == 1 { "" } else { "s" },
            f.file,
            f.days.join(", ")
        )?;
    }
    for c in &r.conflicts {
        let replacements: Vec<String> = c
            .replacements
            .iter()
            .map(|(n, fact)| format!("L{n} \"{fact}\""))
            .collect();
        writeln!(
            out,
            "⚖️ {}:L{} \"{}\" was superseded two ways (a merge of two clones): {} — keep one, `memory-manager supersede` or `forget` the other",
            c.file.name(),
            c.line,
            c.fact,
            replacements.join(" and ")
        )?;
    }
    for p in &r.stale {
        let gone = p.gone.join(", ");
        let why = if p.gone.len() == 1 {
            format!("{gone} no longer exists")
        } else {
            format!("{gone} no longer exist")
        };
        match &p.action {
            Action::Supersede { text } => {
                let renames: Vec<String> = p
                    .renamed
                    .iter()
                    .map(|(old, new)| format!("{old} → {new}"))
                    .collect();
                let at = p.new_line.map(|n| format!(" (L{n})")).unwrap_or_default();
                writeln!(
                    out,
                    "🔗 {} MEMORY.md:L{} \"{}\" with \"{text}\"{at}: git renamed {}",
                    verb("superseded", "would supersede"),
                    p.line,
                    p.fact,
                    renames.join(", ")
                )?;
            }
            Action::Forget => writeln!(
                out,
                "🔗 {} MEMORY.md:L{} \"{}\": {why}",
                verb("forgot", "would forget"),
                p.line,
                p.fact
            )?,
        }
    }
    if r.oversized {
        writeln!(
            out,
            "⚠️ MEMORY.md has {} lines (over {MEMORY_LINE_CAP}). Lowest-value entries, to archive with `memory-manager forget MEMORY.md:Lnn` (nothing is deleted):",
            r.memory_lines
        )?;
        for s in &r.low_value {
            writeln!(
                out,
                "  L{:<4} score {:>2} (importance {}, freshness {}, activity {})  {}",
                s.line, s.score, s.importance, s.freshness, s.activity, s.fact
            )?;
        }
    }
    Ok(())
}
