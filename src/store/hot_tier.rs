//! The session-start hot tier: what a new session is told before its first prompt
//! (docs/ARCHITECTURE.md "Hooks").

use anyhow::Result;

use super::Store;
use super::doc::{Doc, Located, Section};
use super::paths::MemFile;
use super::recall::Hit;
use crate::text::Lang;

/// "Recent decisions", at session start and in `handoff` alike: this many of a file's.
pub const RECENT_DECISIONS: usize = 5;

/// A file's recent decisions: those still in force (a struck or superseded one is history,
/// not a decision), the newest [`RECENT_DECISIONS`], newest first (by month, then by line:
/// a section grows at its end). Closed decisions are dropped before counting, so two in
/// force and four closed show the two.
pub fn recent_decisions(doc: &Doc) -> Vec<Located> {
    let mut decisions: Vec<Located> = doc
        .entries()
        .into_iter()
        .filter(|l| l.section == Some(Section::Decisions) && l.entry.is_active())
        .collect();
    decisions.sort_by(|a, b| b.entry.month.cmp(&a.entry.month).then(b.line.cmp(&a.line)));
    decisions.truncate(RECENT_DECISIONS);
    decisions
}

/// The hot tier's lines, pinned first, then newest first, and the language to say it in.
pub struct HotTier {
    pub lang: Lang,
    pub lines: Vec<Hit>,
}

impl Store {
    fn read_docs(&self) -> Result<Vec<(MemFile, Doc)>> {
        let mut out = Vec::with_capacity(2);
        for f in [MemFile::Memory, MemFile::User] {
            if let Some(d) = self.read_doc(f)? {
                out.push((f, d));
            }
        }
        Ok(out)
    }

    /// Pinned facts, then rules, corrections, the user's preferences, background and style,
    /// and each file's newest decisions, newest first (so a budget keeps what is freshest).
    pub fn hot_tier(&self) -> Result<HotTier> {
        let docs = self.read_docs()?;
        let lang = docs
            .iter()
            .find(|(f, _)| *f == MemFile::Memory)
            .map_or(self.locale, |(_, d)| d.lang);
        let mut pinned = Vec::new();
        let mut rest = Vec::new();
        for (file, doc) in &docs {
            let entries = doc.entries();
            let recent_decisions: Vec<usize> =
                recent_decisions(doc).into_iter().map(|l| l.line).collect();
            for l in &entries {
                if !l.entry.is_active() {
                    continue;
                }
                let hit = Hit {
                    file: *file,
                    line: l.line,
                    month: l.entry.month.clone(),
                    fact: l.entry.fact.clone(),
                    pinned: l.entry.pinned,
                    score: 0.0,
                };
                let wanted = match l.section {
                    Some(
                        Section::Rules
                        | Section::Corrections
                        | Section::Preferences
                        | Section::Style
                        | Section::Background,
                    ) => true,
                    Some(Section::Decisions) => recent_decisions.contains(&l.line),
                    _ => false,
                };
                if l.entry.pinned {
                    pinned.push(hit);
                } else if wanted {
                    rest.push(hit);
                }
            }
        }
        rest.sort_by(|a, b| b.month.cmp(&a.month).then(b.line.cmp(&a.line)));
        pinned.extend(rest);
        Ok(HotTier {
            lang,
            lines: pinned,
        })
    }
}
