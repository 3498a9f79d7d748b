//! CANDIDATES.md: the candidate pool's three tables (🌱 observing / ✅ promoted / 🗑️ dropped).
//!
//! The file is kept as a list of lines. A line the pool understands (a data row of one of
//! the three tables) carries its parsed row; every other line (headings, prose, table
//! headers, rows it cannot read) is kept byte for byte, line ending included. A row is
//! re-rendered only when it changes, so `Pool::parse(t).render() == t` for any text.
//!
//! Sections are found by their emoji (🌱, ✅, 🗑), so Chinese and English headers read
//! alike; columns are positional (docs/FORMATS.md "Candidate pool").

pub mod error_summary;
pub mod fingerprint;
mod kind;
mod repair;
mod table;

use anyhow::{Result, bail};
use chrono::NaiveDate;
use serde::Serialize;

use crate::text::{Lang, collapse_whitespace, has_cjk};
use fingerprint::fingerprint;
pub use kind::{CandidateKind, CandidateSource};
use table::{
    Line, Row, Table, columns, heading_table, id_number, is_ready, is_separator_line, may_be_ready,
    normalize_id, parse_row, plain, render_row, section_headings, separator, split_cells,
    table_headers,
};

/// A row of the 🌱 observing table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// `C001`…, stable forever.
    pub id: String,
    pub kind: CandidateKind,
    pub summary: String,
    pub first: NaiveDate,
    pub last: NaiveDate,
    pub count: u32,
    /// The user asked for it explicitly: ready at once.
    pub explicit: bool,
    /// Who it came from, each source once, first first (empty for a row from before the
    /// column).
    pub sources: Vec<CandidateSource>,
    /// For a failure: what fixed it, once known.
    pub fix: Option<String>,
}

impl Candidate {
    pub fn is_ready(&self) -> bool {
        is_ready(self.count, self.explicit)
    }

    fn fingerprint(&self) -> String {
        fingerprint(self.kind, &self.summary)
    }
}

/// A row of the ✅ promoted table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Promoted {
    pub id: String,
    pub summary: String,
    pub date: NaiveDate,
    /// Where it was written, `MEMORY.md:L24`.
    pub location: String,
}

/// A row of the 🗑️ dropped table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Dropped {
    pub id: String,
    pub summary: String,
    pub reason: String,
    pub date: NaiveDate,
}

/// What recording one observation did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Observation {
    pub id: String,
    pub count: u32,
    pub ready: bool,
    /// A new row was added (not an existing one counted again).
    pub created: bool,
    /// What fixed it, when that is already known.
    pub fix: Option<String>,
}

/// What recording a failure's fix did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Resolved {
    pub id: String,
    /// The failure, as the pool states it.
    pub summary: String,
    pub fix: String,
    /// The fix it replaced, if there was one.
    pub replaced: Option<String>,
}

/// The parsed CANDIDATES.md, keeping every line it does not own.
#[derive(Debug, Clone, Default)]
pub struct Pool {
    lines: Vec<Line>,
    /// The file's language (labels of new rows and sections follow it).
    lang: Lang,
    /// Line ending of new lines: the file's own.
    crlf: bool,
}

/// A pool's language: Chinese when its text holds CJK letters.
fn lang_of(text: &str) -> Lang {
    if has_cjk(text) { Lang::Zh } else { Lang::En }
}

impl Pool {
    /// Reads CANDIDATES.md. Never fails: what it cannot read it keeps as it is.
    pub fn parse(text: &str) -> Pool {
        let mut lines = Vec::new();
        let mut table = None;
        let mut lang = None;
        for piece in text.split_inclusive('\n') {
            let (body, eol) = match piece.strip_suffix("\r\n") {
                Some(b) => (b, "\r\n"),
                None => match piece.strip_suffix('\n') {
                    Some(b) => (b, "\n"),
                    None => (piece, ""),
                },
            };
            if let Some(t) = heading_table(body) {
                table = t;
                if t.is_some() && lang.is_none() {
                    lang = Some(lang_of(body));
                }
            }
            let row = table.and_then(|t| parse_row(t, body));
            lines.push(Line {
                text: body.to_string(),
                eol: eol.to_string(),
                row,
            });
        }
        Pool {
            lines,
            lang: lang.unwrap_or_else(|| lang_of(text)),
            crlf: text.contains("\r\n"),
        }
    }

    /// A fresh, empty pool in the given language.
    pub fn template(lang: Lang) -> String {
        let zh = lang.is_zh();
        let [obs, prom, drop] = section_headings(lang);
        let [h_obs, h_prom, h_drop] = table_headers(lang);
        let title = if zh {
            "# 候选池"
        } else {
            "# Candidate pool"
        };
        let note = if zh {
            "> 由 memory-manager 维护:观察到 3 次(或用户明确要求)即可通过 `memory-manager evolve` 晋升。手动编辑会被保留。"
        } else {
            "> Maintained by memory-manager: a candidate seen 3 times (or asked for explicitly) is proposed by `memory-manager evolve`. Hand edits are kept."
        };
        format!(
            "{title}\n\n{note}\n\n{obs}\n{h_obs}\n{}\n\n{prom}\n{h_prom}\n{}\n\n{drop}\n{h_drop}\n{}\n",
            separator(columns(Table::Observing)),
            separator(columns(Table::Promoted)),
            separator(columns(Table::Dropped))
        )
    }

    /// The file text. Unchanged rows come out byte for byte.
    pub fn render(&self) -> String {
        let eol = if self.crlf { "\r\n" } else { "\n" };
        let mut out = String::new();
        let last = self.lines.len().saturating_sub(1);
        for (i, l) in self.lines.iter().enumerate() {
            out.push_str(&l.text);
            if l.eol.is_empty() && i < last {
                out.push_str(eol);
            } else {
                out.push_str(&l.eol);
            }
        }
        out
    }

    /// The language the file is written in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Rows of the 🌱 table, in file order.
    pub fn observing(&self) -> Vec<&Candidate> {
        self.rows()
            .filter_map(|r| match r {
                Row::Observing(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    /// How many candidates in `text` (CANDIDATES.md) are ready, as `parse(text).ready()`
    /// counts them, reading only the rows of the 🌱 table: the prompt hook's count.
    pub fn ready_count(text: &str) -> usize {
        let mut table = None;
        let mut n = 0;
        for line in text.lines() {
            if let Some(t) = heading_table(line) {
                table = t;
            }
            let ready = table == Some(Table::Observing)
                && may_be_ready(line)
                && matches!(parse_row(Table::Observing, line), Some(Row::Observing(c)) if c.is_ready());
            n += usize::from(ready);
        }
        n
    }

    /// Observing candidates that are ready for `evolve`, in file order.
    pub fn ready(&self) -> Vec<&Candidate> {
        self.observing()
            .into_iter()
            .filter(|c| c.is_ready())
            .collect()
    }

    /// Rows of the ✅ table, in file order.
    pub fn promoted(&self) -> Vec<&Promoted> {
        self.rows()
            .filter_map(|r| match r {
                Row::Promoted(p) => Some(p),
                _ => None,
            })
            .collect()
    }

    /// Rows of the 🗑️ table, in file order.
    pub fn dropped(&self) -> Vec<&Dropped> {
        self.rows()
            .filter_map(|r| match r {
                Row::Dropped(d) => Some(d),
                _ => None,
            })
            .collect()
    }

    /// An observing candidate by ID (`C3`, `c003` and `C003` are the same).
    pub fn get(&self, id: &str) -> Option<&Candidate> {
        let id = normalize_id(id)?;
        self.observing().into_iter().find(|c| c.id == id)
    }

    /// Records one observation: counts an existing 🌱 row with the same fingerprint, or adds
    /// a new one. `summary` is stored as given (one line; `|` is escaped on render).
    pub fn observe(
        &mut self,
        kind: CandidateKind,
        summary: &str,
        explicit: bool,
        source: CandidateSource,
        today: NaiveDate,
    ) -> Observation {
        let summary = collapse_whitespace(summary);
        let fp = fingerprint(kind, &summary);
        let lang = self.lang;
        let found = self.lines.iter_mut().find_map(|l| match &mut l.row {
            Some(Row::Observing(c)) if c.fingerprint() == fp => Some(l),
            _ => None,
        });
        if let Some(line) = found {
            let Some(Row::Observing(c)) = &mut line.row else {
                unreachable!("matched an observing row above")
            };
            c.count = c.count.saturating_add(1);
            c.last = c.last.max(today);
            c.first = c.first.min(today);
            c.explicit |= explicit;
            if !c.sources.contains(&source) {
                c.sources.push(source);
            }
            let obs = Observation {
                id: c.id.clone(),
                count: c.count,
                ready: c.is_ready(),
                created: false,
                fix: c.fix.clone(),
            };
            line.text = render_row(line.row.as_ref().expect("row present"), lang);
            self.upgrade_header(Table::Observing);
            return obs;
        }
        let c = Candidate {
            id: self.next_id(),
            kind,
            summary,
            first: today,
            last: today,
            count: 1,
            explicit,
            sources: vec![source],
            fix: None,
        };
        let obs = Observation {
            id: c.id.clone(),
            count: 1,
            ready: c.is_ready(),
            created: true,
            fix: None,
        };
        self.insert_row(Row::Observing(c));
        obs
    }

    /// Records what fixed an observing candidate (a failure's fix), replacing an earlier one.
    pub fn set_fix(&mut self, id: &str, fix: &str) -> Result<Candidate> {
        let norm = self.require(id)?.id.clone();
        let fix = collapse_whitespace(fix);
        if fix.is_empty() {
            bail!("the fix is empty");
        }
        let lang = self.lang;
        let line = self
            .lines
            .iter_mut()
            .find(|l| matches!(&l.row, Some(Row::Observing(c)) if c.id == norm))
            .expect("require found the row");
        let Some(Row::Observing(c)) = &mut line.row else {
            unreachable!("matched an observing row above")
        };
        c.fix = Some(fix);
        let done = c.clone();
        line.text = render_row(line.row.as_ref().expect("row present"), lang);
        self.upgrade_header(Table::Observing);
        Ok(done)
    }

    /// Moves an observing candidate to ✅ with where it was written (`MEMORY.md:L24`).
    pub fn promote(&mut self, id: &str, location: &str, today: NaiveDate) -> Result<Candidate> {
        let c = self.take_observing(id)?;
        self.insert_row(Row::Promoted(Promoted {
            id: c.id.clone(),
            summary: c.summary.clone(),
            date: today,
            location: crate::redact::redact_line(location),
        }));
        Ok(c)
    }

    /// Moves an observing candidate to 🗑️ with the reason.
    pub fn drop(&mut self, id: &str, reason: &str, today: NaiveDate) -> Result<Candidate> {
        let c = self.take_observing(id)?;
        self.insert_row(Row::Dropped(Dropped {
            id: c.id.clone(),
            summary: c.summary.clone(),
            // Redacted and on one line, whoever gives it (`candidates drop --reason`).
            reason: crate::redact::redact_line(reason),
            date: today,
        }));
        Ok(c)
    }

    /// Observing candidates that `consolidate` expires: first seen more than `days` days
    /// before `today`, still below 3, not explicit.
    pub fn stale(&self, today: NaiveDate, days: i64) -> Vec<&Candidate> {
        self.observing()
            .into_iter()
            .filter(|c| !c.is_ready() && (today - c.first).num_days() > days)
            .collect()
    }

    fn rows(&self) -> impl Iterator<Item = &Row> {
        self.lines.iter().filter_map(|l| l.row.as_ref())
    }

    /// The next free ID: one past the highest ID anywhere in the file (rows it cannot read
    /// included), so an ID is never reused. Past the largest number an ID can hold (a
    /// hand-edited `C18446744073709551615`), the lowest number no row uses.
    fn next_id(&self) -> String {
        let used: Vec<u64> = self
            .lines
            .iter()
            .filter_map(|l| {
                let first = split_cells(l.text.trim()).into_iter().next()?;
                id_number(first.trim())
            })
            .collect();
        let max = used.iter().copied().max().unwrap_or(0);
        let n = max
            .checked_add(1)
            .unwrap_or_else(|| (1..).find(|n| !used.contains(n)).unwrap_or(1));
        format!("C{n:03}")
    }

    /// The observing candidate `id`, or an error saying why it is not there.
    pub fn require(&self, id: &str) -> Result<&Candidate> {
        let Some(norm) = normalize_id(id) else {
            bail!("'{id}' is not a candidate ID (expected C001…)");
        };
        if let Some(c) = self.observing().into_iter().find(|c| c.id == norm) {
            return Ok(c);
        }
        if self.rows().any(|r| r.id() == norm) {
            bail!("candidate {norm} is no longer under observation")
        }
        bail!("no candidate {norm} in the pool (see `memory-manager candidates list`)")
    }

    fn take_observing(&mut self, id: &str) -> Result<Candidate> {
        let norm = self.require(id)?.id.clone();
        let pos = self
            .lines
            .iter()
            .position(|l| matches!(&l.row, Some(Row::Observing(c)) if c.id == norm))
            .expect("require found the row");
        match self.lines.remove(pos).row {
            Some(Row::Observing(c)) => Ok(c),
            _ => unreachable!("position matched an observing row"),
        }
    }

    fn remove_lines(&mut self, mut idx: Vec<usize>) {
        idx.sort_unstable();
        idx.dedup();
        for i in idx.into_iter().rev() {
            self.lines.remove(i);
        }
    }

    /// A table written before it had all its columns (an old 🌱 table without 来源 and 修复)
    /// gets the current header and separator once a row of it is written with them.
    fn upgrade_header(&mut self, table: Table) {
        let mut current = None;
        let want = columns(table);
        for i in 0..self.lines.len() {
            if let Some(t) = heading_table(&self.lines[i].text) {
                current = t;
                continue;
            }
            let is_header = current == Some(table)
                && self.lines[i].row.is_none()
                && self.lines[i].text.trim_start().starts_with('|')
                && self
                    .lines
                    .get(i + 1)
                    .is_some_and(|n| n.row.is_none() && is_separator_line(&n.text));
            if !is_header {
                continue;
            }
            if split_cells(self.lines[i].text.trim()).len() < want {
                self.lines[i].text = table_headers(self.lang)[table as usize].to_string();
                self.lines[i + 1].text = separator(want);
            }
            return;
        }
    }

    /// Appends a row at the end of its table, creating the section when it is missing.
    fn insert_row(&mut self, row: Row) {
        let table = row.table();
        let text = render_row(&row, self.lang);
        let eol = if self.crlf { "\r\n" } else { "\n" };
        let line = Line {
            text,
            eol: eol.to_string(),
            row: Some(row),
        };
        let mut current = None;
        let mut heading = None;
        let mut last_table_line = None;
        for (i, l) in self.lines.iter().enumerate() {
            if let Some(t) = heading_table(&l.text) {
                current = t;
                if t == Some(table) && heading.is_none() {
                    heading = Some(i);
                }
                continue;
            }
            if current == Some(table) && heading.is_some() && l.text.trim_start().starts_with('|') {
                last_table_line = Some(i);
            }
            if heading.is_some() && current != Some(table) {
                break;
            }
        }
        match (heading, last_table_line) {
            (_, Some(i)) => {
                self.lines.insert(i + 1, line);
                self.upgrade_header(table);
            }
            (Some(h), None) => {
                let cols = columns(table);
                let header = table_headers(self.lang)[table as usize].to_string();
                let mut new = vec![plain(header, eol), plain(separator(cols), eol), line];
                // Keep the table right under its heading.
                new.reverse();
                for l in new {
                    self.lines.insert(h + 1, l);
                }
            }
            (None, _) => {
                let sec = section_headings(self.lang)[table as usize].to_string();
                let header = table_headers(self.lang)[table as usize].to_string();
                if self.lines.last().is_some_and(|l| !l.text.trim().is_empty()) {
                    self.lines.push(plain(String::new(), eol));
                }
                self.lines.push(plain(sec, eol));
                self.lines.push(plain(header, eol));
                self.lines.push(plain(separator(columns(table)), eol));
                self.lines.push(line);
            }
        }
    }
}

#[cfg(test)]
mod tests;
