//! `handoff`: a Markdown brief for a new agent: rules, preferences, decisions, ready
//! candidates, recent logs.

use std::process::ExitCode;

use anyhow::Result;

use crate::cli::Handoff;
use crate::cmd::{Ctx, Run};
use crate::store::candidates::READY_AT;
use crate::store::doc::{Located, Section};
use crate::store::hot_tier::recent_decisions;
use crate::store::logs::daily_logs;
use crate::store::paths::MemFile;

/// How many recent daily logs the brief carries.
const RECENT_LOGS: usize = 3;
/// Lines of each recent log shown (its end: the newest).
const LOG_TAIL: usize = 15;

impl Run for Handoff {
    fn run(&self, ctx: &Ctx) -> Result<ExitCode> {
        let store = ctx.store()?;
        let mut out = format!("# Handoff — {}\n\n", store.today.format("%Y-%m-%d"));
        out.push_str(&format!(
        "Memory lives in {} (layout {}). Cite facts as 📍 FILE:Lnn; save new ones with `memory-manager write-memory` / `write-user`.\n",
        store.paths.data_dir.display(),
        store.paths.layout.name()
    ));
        let memory = store.read_doc(MemFile::Memory)?;
        let user = store.read_doc(MemFile::User)?;
        let active = |doc: &Option<crate::store::doc::Doc>,
                      file: MemFile,
                      sections: &[Section]|
         -> Vec<String> {
            doc.as_ref()
                .map(|d| {
                    d.entries()
                        .into_iter()
                        .filter(|l| {
                            l.entry.is_active() && l.section.is_some_and(|s| sections.contains(&s))
                        })
                        .map(|l| cited(&l, file))
                        .collect()
                })
                .unwrap_or_default()
        };
        let mut section = |title: &str, lines: Vec<String>| {
            out.push_str(&format!("\n## {title}\n\n"));
            if lines.is_empty() {
                out.push_str("(none yet)\n");
            } else {
                out.push_str(&lines.join("\n"));
                out.push('\n');
            }
        };
        section(
            "Rules",
            active(
                &memory,
                MemFile::Memory,
                &[Section::Rules, Section::Corrections],
            ),
        );
        section("The user", active(&user, MemFile::User, Section::USER));
        // The same decisions a new session is shown at its start.
        let decisions = memory
            .as_ref()
            .map(|d| {
                recent_decisions(d)
                    .into_iter()
                    .map(|l| cited(&l, MemFile::Memory))
                    .collect()
            })
            .unwrap_or_default();
        section("Recent decisions", decisions);
        let ready: Vec<String> = store
            .read_pool()?
            .map(|p| {
                p.ready()
                    .iter()
                    .map(|c| {
                        format!(
                            "- {} {} ({}/{READY_AT}) — run `memory-manager evolve`",
                            c.id, c.summary, c.count
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        section("Candidates ready for evolve", ready);
        let logs = daily_logs(&store.paths)?;
        let recent: Vec<String> = logs[logs.len().saturating_sub(RECENT_LOGS)..]
            .iter()
            .filter_map(|(day, path)| {
                // A log that cannot be read as text is left out of the brief.
                let text = store.read_text(path).ok()??;
                let lines: Vec<&str> = text
                    .lines()
                    .filter(|l| !l.trim().is_empty() && !l.starts_with("# "))
                    .collect();
                let tail = &lines[lines.len().saturating_sub(LOG_TAIL)..];
                Some(format!("### {day}.md\n\n{}", tail.join("\n")))
            })
            .collect();
        section("Recent logs", recent);
        print!("{out}");
        // The facts the brief cites, so that a citation given back acts on that fact.
        let mut shown = Vec::new();
        for (doc, file) in [(&memory, MemFile::Memory), (&user, MemFile::User)] {
            for l in doc.iter().flat_map(|d| d.entries()) {
                if l.entry.is_active() && out.contains(&cited(&l, file)) {
                    shown.push((file, l.line, l.entry.fact));
                }
            }
        }
        store.note_cited(
            super::cited_session(ctx),
            shown.iter().map(|(f, n, fact)| (*f, *n, fact.as_str())),
        );
        Ok(ExitCode::SUCCESS)
    }
}

/// One fact of the brief: `- [!] fact (📍 FILE:Lnn)`.
fn cited(l: &Located, file: MemFile) -> String {
    let pin = if l.entry.pinned { "[!] " } else { "" };
    format!("- {pin}{} (📍 {}:L{})", l.entry.fact, file.name(), l.line)
}
