//! Closing a fact: supersede (struck through, pointing at its replacement) and forget
//! (archived, or deleted with `hard`). A fact is named by its line as cited, and — when the
//! caller says what it saw there — by its text, so a stale citation never hits another fact
//! (docs/FORMATS.md "Entry lines").

use anyhow::{Result, bail};
use serde::Serialize;

use super::cited::{LastShown, fact_key};
use super::doc::Located;
use super::entry::normalize;
use super::paths::MemFile;
use super::{Provenance, Tx};

/// The shortest start (folded, in characters) a `was` cut with `…` may give.
const MIN_PARTIAL_WAS: usize = 6;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Superseded {
    pub file: MemFile,
    /// Where the closed fact is now, and its text.
    pub old_line: usize,
    pub old: String,
    /// Where its replacement is, and its text.
    pub new_line: usize,
    pub new: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Forgotten {
    pub file: MemFile,
    pub line: usize,
    pub fact: String,
    /// The whole line as it was (what a hard delete removed).
    pub raw: String,
    pub hard: bool,
}

/// Whether a fact is the one a caller saw as `was`: the same text once case, width, spacing
/// and punctuation are folded — or, when `was` ends with `…` (or `...`: the caller saw the
/// fact cut), a fact that starts with it. A fact that merely contains the words seen is
/// another fact ("Never use Redis for queues" is not "Use Redis"), and taking it when the
/// one seen is gone would act on the wrong line.
fn holds(fact: &str, was: &str) -> bool {
    let trimmed = was.trim_end();
    let cut = trimmed
        .strip_suffix('…')
        .or_else(|| trimmed.strip_suffix("..."));
    let fact = normalize(fact);
    match cut {
        Some(start) => {
            let start = normalize(start);
            start.chars().count() >= MIN_PARTIAL_WAS && fact.starts_with(&start)
        }
        None => {
            let was = normalize(was);
            !was.is_empty() && fact == was
        }
    }
}

/// What the caller of `supersede` or `forget` says it saw at the line it cites.
#[derive(Debug, Clone, Copy)]
pub enum Seen<'a> {
    /// The fact's text, as given (`--was`, `old_text`, or pasted after the citation).
    Text(&'a str),
    /// No text: the fact `session` (none: a person at the CLI) was last shown at that line
    /// ([`Store::last_shown`](super::Store::last_shown)); with nothing shown there, the line
    /// as it is now.
    Shown(Option<&'a str>),
}

/// The fact a citation names: by the text given, or by the key of the one last shown there.
#[derive(Clone, Copy)]
enum Want<'a> {
    Text(&'a str),
    Shown(u64),
}

impl Want<'_> {
    fn holds(self, fact: &str) -> bool {
        match self {
            Want::Text(was) => holds(fact, was),
            Want::Shown(key) => fact_key(fact) == key,
        }
    }

    /// How the messages name it.
    fn said(self) -> String {
        match self {
            Want::Text(was) => format!("{was:?}"),
            Want::Shown(_) => "the fact last shown there".into(),
        }
    }
}

impl Tx<'_> {
    /// The fact in force at `file:line` (a line of the file on disk), with the line it is on
    /// now. The one rule for a citation, whoever gives it (docs/FORMATS.md "Entry lines"): it
    /// acts on the fact the caller saw there — the text it gives, else the fact it was last
    /// shown at that line — found on its new line when the lines moved, and refused when no
    /// fact in force (or more than one) holds it. Only a citation with no text and nothing
    /// shown at it (read off the file itself) is taken at its line as it is now.
    pub fn active_entry(&mut self, file: MemFile, line: usize, seen: Seen) -> Result<Located> {
        let want = match seen {
            Seen::Text(text) => Some(Want::Text(text)),
            Seen::Shown(session) => match self.store().last_shown(session, file, line) {
                LastShown::Nothing => None,
                LastShown::Fact(key) => Some(Want::Shown(key)),
                LastShown::Differing(n) => bail!(
                    "{}:L{line} was shown holding {n} different facts to other callers: give the text of the one you mean (--was): nothing changed",
                    file.name()
                ),
            },
        };
        let now = self.line_now(file, line)?;
        let doc = self.doc(file)?;
        let entries = doc.entries();
        let at = entries.iter().find(|l| l.line == now);
        if let Some(want) = want {
            let said = want.said();
            if let Some(l) = at.filter(|l| l.entry.is_active() && want.holds(&l.entry.fact)) {
                return Ok(l.clone());
            }
            let moved: Vec<&Located> = entries
                .iter()
                .filter(|l| l.entry.is_active() && want.holds(&l.entry.fact))
                .collect();
            return match moved.as_slice() {
                [one] => Ok((*one).clone()),
                [] => match at {
                    Some(l) if want.holds(&l.entry.fact) => bail!(
                        "{}:L{line} holds {said} but is already closed (struck through): nothing changed",
                        file.name()
                    ),
                    Some(l) => bail!(
                        "{}:L{line} no longer holds {said} (it holds {:?}), and no fact in force does: nothing changed",
                        file.name(),
                        l.entry.fact
                    ),
                    None => bail!(
                        "no fact in force in {} holds {said}: nothing changed",
                        file.name()
                    ),
                },
                many => bail!(
                    "{}:L{line} no longer holds {said}, and {} facts do (lines {}): give the line of the one you mean",
                    file.name(),
                    many.len(),
                    many.iter()
                        .map(|l| format!("L{}", l.line))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
        }
        let count = doc.line_count();
        if now > count {
            bail!(
                "{}:L{line} is past the end of the file ({count} lines)",
                file.name()
            );
        }
        let Some(found) = at else {
            bail!(
                "{}:L{line} is not a memory entry: {:?}",
                file.name(),
                doc.line(now).unwrap_or("")
            );
        };
        if !found.entry.is_active() {
            bail!("{}:L{line} is already closed (struck through)", file.name());
        }
        Ok(found.clone())
    }

    /// Close the fact at `file:line` and add `new_text` to its section, the old line struck
    /// through and pointing at the new one; logged.
    pub fn supersede(
        &mut self,
        file: MemFile,
        line: usize,
        seen: Seen,
        new_text: &str,
        source: &Provenance,
    ) -> Result<Superseded> {
        let Located {
            line,
            section,
            entry,
        } = self.active_entry(file, line, seen)?;
        let Some(section) = section else {
            bail!("{}:L{line} is not inside a known section", file.name());
        };
        let index_before = self.doc(file)?.index_len();
        let mut placed = self.add_entry(section, new_text, source, entry.pinned)?;
        if placed.duplicate && placed.line == line {
            bail!("the new text is the same as {}:L{line}", file.name());
        }
        let month = self.month();
        let doc = self.doc(file)?;
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
        self.log_evolution(&format!(
            "supersede · {}:L{line} \"{}\" → L{} \"{}\"",
            file.name(),
            entry.fact,
            placed.line,
            placed.text
        ))?;
        Ok(Superseded {
            file,
            old_line: line,
            old: entry.fact,
            new_line: placed.line,
            new: placed.text,
        })
    }

    /// Archive the fact at `file:line` (struck through, dated, never recalled again), or
    /// with `hard` delete its line; logged (a hard delete without its text).
    pub fn forget(
        &mut self,
        file: MemFile,
        line: usize,
        seen: Seen,
        hard: bool,
    ) -> Result<Forgotten> {
        let found = self.active_entry(file, line, seen)?;
        let (line, entry) = (found.line, found.entry);
        let date = self.today().format("%Y-%m-%d").to_string();
        let doc = self.doc(file)?;
        let raw = doc.line(line).unwrap_or_default().to_string();
        if hard {
            doc.remove_line(line);
            // The text is not logged: a hard delete is for what must not be kept anywhere.
            self.log_evolution(&format!("delete · {}:L{line} (text not kept)", file.name()))?;
        } else {
            let mut archived = entry.clone();
            archived.struck = true;
            archived.meta.push(("archived".into(), date));
            doc.set_line(line, archived.render());
            self.log_evolution(&format!(
                "archive · {}:L{line} \"{}\"",
                file.name(),
                entry.fact
            ))?;
        }
        Ok(Forgotten {
            file,
            line,
            fact: entry.fact,
            raw,
            hard,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::holds;

    #[test]
    fn was_matches_the_fact_seen() {
        assert!(holds("Use Redis for sessions", "use redis for sessions."));
        assert!(!holds("Use Postgres for sessions", "Use Redis"));
        // Words of the fact are not the fact.
        assert!(!holds(
            "Use Redis for the session store",
            "Redis for the session"
        ));
        assert!(!holds("Never use Redis for queues", "Use Redis"));
        assert!(!holds("Use Redis Cluster", "Use Redis"));
        // A fact seen cut: its start, long enough to be specific.
        assert!(holds(
            "Use Redis for the session store",
            "Use Redis for the…"
        ));
        assert!(holds("Use Redis for the session store", "use redis for..."));
        assert!(!holds("Never use Redis for queues", "Use Redis…"));
        assert!(!holds("Use Redis for sessions", "Use…"));
        assert!(holds("Redis", "redis"));
        assert!(!holds("anything", "  "));
    }
}
