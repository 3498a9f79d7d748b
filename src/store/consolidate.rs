//! Consolidation: stale candidates expire, daily logs older than a month fold into monthly
//! files, and an oversized MEMORY.md gets its lowest-value entries listed. Never deletes a
//! fact (docs/FORMATS.md "Daily logs", "Candidate pool").

use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::sync::LazyLock;

use anyhow::{Context, Result};
use chrono::{Datelike, NaiveDate};
use regex::Regex;
use serde::Serialize;

use super::candidates::Candidate;
use super::candidates::READY_AT;
use super::doc::{Doc, Section};
use super::entry::Entry;
use super::paths::MemFile;
use super::recall::terms;
use super::{MEMORY_LINE_CAP, Tx};

/// Candidates first seen more than this many days ago, still below 3, expire; daily logs
/// older than this are folded.
pub const RETENTION_DAYS: i64 = 30;
/// Fewest low-value entries listed when MEMORY.md is flagged.
const MIN_LISTED: usize = 5;
const MAX_LISTED: usize = 20;

/// Facts about who the user is that are never suggested for archiving.
static IDENTITY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)名字|姓名|叫我|生日|出生|\bname\b|\bbirthday\b|\bborn\b|\bcall me\b")
        .expect("identity regex")
});

#[derive(Debug, Serialize)]
pub struct Expired {
    pub id: String,
    pub summary: String,
    pub count: u32,
    pub first_seen: NaiveDate,
}

#[derive(Debug, Serialize)]
pub struct Fold {
    /// `2026-10.md`
    pub file: String,
    /// The daily logs folded into it (`2026-10-03.md`, …).
    pub days: Vec<String>,
}

/// An entry's value: importance + freshness + activity (3–10); lowest first is archived first.
#[derive(Debug, Serialize)]
pub struct Scored {
    pub line: usize,
    pub fact: String,
    pub score: u8,
    pub importance: u8,
    pub freshness: u8,
    pub activity: u8,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub applied: bool,
    pub expired: Vec<Expired>,
    pub folded: Vec<Fold>,
    pub memory_lines: usize,
    pub oversized: bool,
    pub low_value: Vec<Scored>,
    /// Facts two clones superseded differently, flagged by the merge driver: for a person.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicts: Vec<Conflict>,
    /// MEMORY.md lines whose every referent is gone from the project, with what to do.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stale: Vec<super::referents::Proposal>,
}

/// A fact closed by two different supersedes (a git merge of two clones): both
/// replacements are in force until someone keeps one (docs/FORMATS.md "Teams").
#[derive(Debug, Serialize)]
pub struct Conflict {
    pub file: MemFile,
    pub line: usize,
    pub fact: String,
    /// The replacements in force: line and fact.
    pub replacements: Vec<(usize, String)>,
}

/// The flagged pairs of MEMORY.md and USER.md.
fn conflicts(tx: &mut Tx) -> Result<Vec<Conflict>> {
    let mut out = Vec::new();
    for file in [MemFile::Memory, MemFile::User] {
        let Ok(doc) = tx.doc(file) else { continue };
        for (line, fact, lines) in super::merge::flagged_pairs(doc) {
            let replacements = lines
                .into_iter()
                .filter_map(|n| Some((n, Entry::parse(doc.line(n)?)?.fact)))
                .collect();
            out.push(Conflict {
                file,
                line,
                fact,
                replacements,
            });
        }
    }
    Ok(out)
}

/// One pass: what expires, what folds, what is of low value (acted on with `apply`).
pub fn consolidate(tx: &mut Tx, apply: bool) -> Result<Report> {
    // First, while MEMORY.md's lines are still those on disk (a fold adds 📅 lines).
    let stale = super::referents::propose(tx, apply)?;
    let expired = expire(tx, apply)?;
    let folded = fold_logs(tx, apply)?;
    let (memory_lines, low_value) = low_value(tx)?;
    let conflicts = conflicts(tx)?;
    Ok(Report {
        applied: apply,
        expired,
        folded,
        memory_lines,
        oversized: memory_lines > MEMORY_LINE_CAP,
        low_value,
        conflicts,
        stale,
    })
}

/// Candidates not seen again within [`RETENTION_DAYS`] of their first observation and still
/// below 3 (explicit ones are ready, never stale) go to 🗑️ with the reason and date.
fn expire(tx: &mut Tx, apply: bool) -> Result<Vec<Expired>> {
    let today = tx.today();
    let pool = tx.pool()?;
    let zh = pool.lang().is_zh();
    let stale: Vec<Candidate> = pool
        .stale(today, RETENTION_DAYS)
        .into_iter()
        .cloned()
        .collect();
    let mut out = Vec::new();
    for c in stale {
        if apply {
            let reason = if zh {
                format!(
                    "{RETENTION_DAYS} 天内未达 {READY_AT} 次({}/{READY_AT}),过期",
                    c.count
                )
            } else {
                format!(
                    "expired: below {READY_AT} ({}/{READY_AT}) after {RETENTION_DAYS} days",
                    c.count
                )
            };
            tx.pool()?.drop(&c.id, &reason, today)?;
            tx.log_evolution(&format!("expire · {} \"{}\" ({reason})", c.id, c.summary))?;
        }
        out.push(Expired {
            id: c.id,
            summary: c.summary,
            count: c.count,
            first_seen: c.first,
        });
    }
    Ok(out)
}

/// The marker written before each folded day: it makes a second run after an interrupted
/// one recognise a day already folded, so nothing is written twice.
fn fold_marker(day: &str) -> String {
    format!("<!-- folded from {day}.md -->")
}

/// Daily logs (`YYYY-MM-DD.md` in the data folder) older than [`RETENTION_DAYS`] are
/// appended, every line verbatim, to `YYYY-MM.md`; the originals are removed only after
/// the monthly file is written (the transaction writes files before it removes any), and
/// MEMORY.md's 📅 section gets one reference line per month.
fn fold_logs(tx: &mut Tx, apply: bool) -> Result<Vec<Fold>> {
    let today = tx.today();
    let dir = tx.paths().data_dir.clone();
    let mut by_month: BTreeMap<String, Vec<(NaiveDate, PathBuf)>> = BTreeMap::new();
    for (day, path) in super::logs::daily_logs(tx.paths())? {
        if (today - day).num_days() > RETENTION_DAYS {
            by_month
                .entry(day.format("%Y-%m").to_string())
                .or_default()
                .push((day, path));
        }
    }
    let mut out = Vec::new();
    for (month, mut days) in by_month {
        days.sort();
        let monthly = dir.join(format!("{month}.md"));
        let mut text = tx
            .read_text(&monthly)?
            .unwrap_or_else(|| format!("# {month}\n"));
        // A log that cannot be read as text stays where it is, untouched.
        days.retain(|(_, path)| match tx.read_text(path) {
            Ok(Some(_)) => true,
            Ok(None) => false,
            Err(e) => {
                eprintln!("memory-manager: a daily log is left unfolded: {e:#}");
                false
            }
        });
        if days.is_empty() {
            continue;
        }
        for (day, path) in &days {
            let content = tx
                .read_text(path)?
                .with_context(|| format!("{} vanished while folding", path.display()))?;
            let block = format!("\n{}\n{}", fold_marker(&day.to_string()), content);
            if !text.contains(&block) {
                if !text.ends_with('\n') {
                    text.push('\n');
                }
                text.push_str(&block);
            }
        }
        let names: Vec<String> = days.iter().map(|(d, _)| format!("{d}.md")).collect();
        if apply {
            tx.write_text(&monthly, text.clone())?;
            for (_, path) in &days {
                tx.remove_file(path)?;
            }
            let folded_days = text.matches("<!-- folded from ").count();
            archive_ref(tx, &month, folded_days)?;
            tx.log_evolution(&format!(
                "fold · {} daily log{} → {month}.md ({})",
                names.len(),
                if names.len() == 1 { "" } else { "s" },
                names.join(", ")
            ))?;
        }
        out.push(Fold {
            file: format!("{month}.md"),
            days: names,
        });
    }
    Ok(out)
}

/// MEMORY.md 📅: `- 2026-10 → 2026-10.md (31 days of logs)`, one line per month, updated in
/// place when more days of that month are folded later.
fn archive_ref(tx: &mut Tx, month: &str, days: usize) -> Result<()> {
    let doc = tx.doc(MemFile::Memory)?;
    let line = match doc.lang {
        crate::text::Lang::Zh => format!("- {month} → {month}.md({days} 天日志)"),
        crate::text::Lang::En => format!("- {month} → {month}.md ({days} days of logs)"),
    };
    let target = format!("→ {month}.md");
    let existing = doc
        .section_lines(Section::LogArchive)
        .into_iter()
        .find(|(_, l)| l.contains(&target));
    match existing {
        Some((n, _)) => doc.set_line(n, line),
        None => {
            doc.insert_in_section(Section::LogArchive, &line);
        }
    }
    Ok(())
}

/// Ranks MEMORY.md's active entries when the file is over [`MEMORY_LINE_CAP`] lines.
///
/// score = importance + freshness + activity:
/// - importance 2–4: pinned `[!]` 4; 📌 rules and ⚠️ corrections 3; everything else 2;
/// - freshness 1–3 by the age of its `[YYYY-MM]`: up to 3 months 3, up to 12 months 2,
///   older (or unreadable) 1;
/// - activity 1–3: how many of the entry's terms (words, CJK bigrams, as recall uses)
///   occur in the daily logs of the last 30 days and the candidate pool's summaries:
///   none 1, one or two 2, three or more 3.
///
/// Struck-through (superseded, archived) entries, the log-archive and evolution sections
/// and anything about the user's name or birthday are never listed.
fn low_value(tx: &mut Tx) -> Result<(usize, Vec<Scored>)> {
    let today = tx.today();
    let lines = tx.doc(MemFile::Memory)?.line_count();
    if lines <= MEMORY_LINE_CAP {
        return Ok((lines, Vec::new()));
    }
    let recent = recent_terms(tx)?;
    let doc: Doc = tx.doc(MemFile::Memory)?.clone();
    let mut scored: Vec<Scored> = doc
        .entries()
        .into_iter()
        .filter(|l| l.entry.is_active())
        .filter(|l| !matches!(l.section, Some(Section::LogArchive | Section::Evolution)))
        .filter(|l| !IDENTITY.is_match(&l.entry.fact))
        .map(|l| {
            let importance = importance(&l.entry, l.section);
            let freshness = freshness(&l.entry.month, today);
            let hits = terms(&l.entry.fact).intersection(&recent).count();
            let activity = match hits {
                0 => 1,
                1..=2 => 2,
                _ => 3,
            };
            Scored {
                line: l.line,
                fact: l.entry.fact,
                score: importance + freshness + activity,
                importance,
                freshness,
                activity,
            }
        })
        .collect();
    scored.sort_by_key(|s| (s.score, s.line));
    let want = (lines - MEMORY_LINE_CAP).clamp(MIN_LISTED, MAX_LISTED);
    scored.truncate(want);
    Ok((lines, scored))
}

fn importance(e: &Entry, section: Option<Section>) -> u8 {
    if e.pinned {
        4
    } else if matches!(section, Some(Section::Rules | Section::Corrections)) {
        3
    } else {
        2
    }
}

fn freshness(month: &str, today: NaiveDate) -> u8 {
    let Ok(d) = NaiveDate::parse_from_str(&format!("{month}-01"), "%Y-%m-%d") else {
        return 1;
    };
    let age = (today.year() - d.year()) * 12 + today.month() as i32 - d.month() as i32;
    match age {
        ..=3 => 3,
        4..=12 => 2,
        _ => 1,
    }
}

/// Terms of the last 30 days of daily logs and of the candidate pool.
fn recent_terms(tx: &mut Tx) -> Result<HashSet<String>> {
    let today = tx.today();
    let mut text = String::new();
    for back in 0..=RETENTION_DAYS {
        let day = today - chrono::Duration::days(back);
        let path = tx.paths().daily_log(day);
        // A log that is not UTF-8 only weakens the activity score.
        if let Ok(Some(t)) = tx.read_text(&path) {
            text.push_str(&t);
            text.push('\n');
        }
    }
    for c in tx.pool()?.observing() {
        text.push_str(&c.summary);
        text.push('\n');
    }
    Ok(terms(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn freshness_by_age() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 15).unwrap();
        assert_eq!(freshness("2026-11", today), 3);
        assert_eq!(freshness("2026-08", today), 3);
        assert_eq!(freshness("2026-07", today), 2);
        assert_eq!(freshness("2025-11", today), 2);
        assert_eq!(freshness("2025-10", today), 1);
        assert_eq!(freshness("garbage", today), 1);
    }

    #[test]
    fn importance_levels() {
        let mut e = Entry::new("2026-01", "x");
        assert_eq!(importance(&e, Some(Section::Decisions)), 2);
        assert_eq!(importance(&e, Some(Section::Rules)), 3);
        assert_eq!(importance(&e, Some(Section::Corrections)), 3);
        e.pinned = true;
        assert_eq!(importance(&e, Some(Section::Decisions)), 4);
    }

    #[test]
    fn identity_is_exempt() {
        assert!(IDENTITY.is_match("用户的名字是小王"));
        assert!(IDENTITY.is_match("Birthday: March 3"));
        assert!(!IDENTITY.is_match("Use pnpm"));
    }
}
