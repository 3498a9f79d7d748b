//! CANDIDATES.md: the candidate pool's three tables (🌱 observing / ✅ promoted / 🗑️ dropped).
//!
//! The file is kept as a list of lines. A line the pool understands (a data row of one of
//! the three tables) carries its parsed row; every other line (headings, prose, table
//! headers, rows it cannot read) is kept byte for byte, line ending included. A row is
//! re-rendered only when it changes, so `Pool::parse(t).render() == t` for any text.
//!
//! Sections are found by their emoji (🌱, ✅, 🗑), so Chinese and English headers read
//! alike; columns are positional, in the order of DESIGN.md §1.

use std::collections::HashMap;

use anyhow::{Result, bail};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::doc::Section;
use super::fingerprint::fingerprint;
use crate::text::collapse_whitespace;

/// Candidate types: 规则/rule, 偏好/preference, 错误/error, 决策/decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CandidateKind {
    Rule,
    Preference,
    Error,
    Decision,
}

impl CandidateKind {
    pub const ALL: [CandidateKind; 4] = [
        CandidateKind::Rule,
        CandidateKind::Preference,
        CandidateKind::Error,
        CandidateKind::Decision,
    ];

    /// The label in the 类型 column.
    pub fn label(self, zh: bool) -> &'static str {
        match (self, zh) {
            (CandidateKind::Rule, true) => "规则",
            (CandidateKind::Preference, true) => "偏好",
            (CandidateKind::Error, true) => "错误",
            (CandidateKind::Decision, true) => "决策",
            (CandidateKind::Rule, false) => "rule",
            (CandidateKind::Preference, false) => "preference",
            (CandidateKind::Error, false) => "error",
            (CandidateKind::Decision, false) => "decision",
        }
    }

    /// Reads a 类型 cell in either language.
    pub fn parse(cell: &str) -> Option<CandidateKind> {
        let c = cell.trim().to_lowercase();
        CandidateKind::ALL
            .into_iter()
            .find(|k| c == k.label(true) || c == k.label(false))
    }

    /// The section a promoted candidate of this kind is written to.
    pub fn section(self) -> Section {
        match self {
            CandidateKind::Error => Section::Corrections,
            CandidateKind::Rule => Section::Rules,
            CandidateKind::Preference => Section::Preferences,
            CandidateKind::Decision => Section::Decisions,
        }
    }

    /// The 目标 column: `MEMORY.md ⚠️`.
    pub fn target_label(self) -> String {
        let emoji = match self {
            CandidateKind::Error => "⚠️",
            CandidateKind::Rule => "📌",
            CandidateKind::Preference => "👤",
            CandidateKind::Decision => "🧭",
        };
        format!("{} {emoji}", self.section().file().name())
    }
}

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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Table {
    Observing,
    Promoted,
    Dropped,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Row {
    Observing(Candidate),
    Promoted(Promoted),
    Dropped(Dropped),
}

impl Row {
    fn id(&self) -> &str {
        match self {
            Row::Observing(c) => &c.id,
            Row::Promoted(p) => &p.id,
            Row::Dropped(d) => &d.id,
        }
    }

    fn set_id(&mut self, id: String) {
        match self {
            Row::Observing(c) => c.id = id,
            Row::Promoted(p) => p.id = id,
            Row::Dropped(d) => d.id = id,
        }
    }

    fn summary(&self) -> &str {
        match self {
            Row::Observing(c) => &c.summary,
            Row::Promoted(p) => &p.summary,
            Row::Dropped(d) => &d.summary,
        }
    }

    fn table(&self) -> Table {
        match self {
            Row::Observing(_) => Table::Observing,
            Row::Promoted(_) => Table::Promoted,
            Row::Dropped(_) => Table::Dropped,
        }
    }
}

/// One line of the file: its current text, its original line ending, and the row it holds.
#[derive(Debug, Clone)]
struct Line {
    text: String,
    eol: String,
    row: Option<Row>,
}

/// The parsed CANDIDATES.md, keeping every line it does not own.
#[derive(Debug, Clone, Default)]
pub struct Pool {
    lines: Vec<Line>,
    /// Written in Chinese (labels of new rows and sections follow the file).
    zh: bool,
    /// Line ending of new lines: the file's own.
    crlf: bool,
}

// Plain string tests, not regexes: the pool is parsed on every prompt, and compiling even
// small Unicode regexes costs more than the whole parse.

/// `C001` → 1 (exactly `C` and ASCII digits).
fn id_number(cell: &str) -> Option<u32> {
    let digits = cell.strip_prefix('C')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A table separator cell: `---`, `:--`, `--:`.
fn is_separator(cell: &str) -> bool {
    let inner = cell.strip_prefix(':').unwrap_or(cell);
    let inner = inner.strip_suffix(':').unwrap_or(inner);
    !inner.is_empty() && inner.bytes().all(|b| b == b'-')
}

/// The leading number of a count cell (`2/3`, `1/3 明确`).
fn leading_number(cell: &str) -> Option<u32> {
    let end = cell.bytes().take_while(u8::is_ascii_digit).count();
    cell[..end].parse().ok()
}

/// Could this row be ready? A look at its 次数 cell alone, so only rows that may count are
/// parsed whole. Never false for a row `parse_row` reads as ready.
fn may_be_ready(line: &str) -> bool {
    if line.contains('\\') {
        // Escaped pipes shift the cells: let the full parse decide.
        return true;
    }
    // The outer pipe makes an empty first piece: cell i is piece i + 1.
    let cell = line.trim().split('|').nth(COUNT_CELL + 1).unwrap_or("");
    let (count, explicit) = read_count(cell.trim());
    is_ready(count.unwrap_or(0), explicit)
}

/// The 🌱 table's 次数 column.
const COUNT_CELL: usize = 5;

/// A 次数 cell (`2/3`, `1/3 明确`): the count, and whether the user asked explicitly.
fn read_count(cell: &str) -> (Option<u32>, bool) {
    let lower = cell.to_lowercase();
    let explicit = lower.contains(EXPLICIT_ZH) || lower.contains(EXPLICIT_EN);
    (leading_number(cell), explicit)
}

/// Seen 3 times, or asked for explicitly: ready for `evolve`.
fn is_ready(count: u32, explicit: bool) -> bool {
    explicit || count >= 3
}

/// The explicit marker in the 次数 column: `1/3 明确` / `1/3 explicit`.
const EXPLICIT_ZH: &str = "明确";
const EXPLICIT_EN: &str = "explicit";

impl Pool {
    /// Reads CANDIDATES.md. Never fails: what it cannot read it keeps as it is.
    pub fn parse(text: &str) -> Pool {
        let mut lines = Vec::new();
        let mut table = None;
        let mut zh = None;
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
                if t.is_some() && zh.is_none() {
                    zh = Some(crate::text::has_cjk(body));
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
            zh: zh.unwrap_or_else(|| crate::text::has_cjk(text)),
            crlf: text.contains("\r\n"),
        }
    }

    /// A fresh, empty pool in the given language.
    pub fn template(zh: bool) -> String {
        let [obs, prom, drop] = section_headings(zh);
        let [h_obs, h_prom, h_drop] = table_headers(zh);
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
            separator(7),
            separator(4),
            separator(4)
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

    /// Whether the file is written in Chinese.
    pub fn is_zh(&self) -> bool {
        self.zh
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
        today: NaiveDate,
    ) -> Observation {
        let summary = collapse_whitespace(summary);
        let fp = fingerprint(kind, &summary);
        let zh = self.zh;
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
            let obs = Observation {
                id: c.id.clone(),
                count: c.count,
                ready: c.is_ready(),
                created: false,
            };
            line.text = render_row(line.row.as_ref().expect("row present"), zh);
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
        };
        let obs = Observation {
            id: c.id.clone(),
            count: 1,
            ready: c.is_ready(),
            created: true,
        };
        self.insert_row(Row::Observing(c));
        obs
    }

    /// Moves an observing candidate to ✅ with where it was written (`MEMORY.md:L24`).
    pub fn promote(&mut self, id: &str, location: &str, today: NaiveDate) -> Result<Candidate> {
        let c = self.take_observing(id)?;
        self.insert_row(Row::Promoted(Promoted {
            id: c.id.clone(),
            summary: c.summary.clone(),
            date: today,
            location: collapse_whitespace(location),
        }));
        Ok(c)
    }

    /// Moves an observing candidate to 🗑️ with the reason.
    pub fn drop(&mut self, id: &str, reason: &str, today: NaiveDate) -> Result<Candidate> {
        let c = self.take_observing(id)?;
        self.insert_row(Row::Dropped(Dropped {
            id: c.id.clone(),
            summary: c.summary.clone(),
            reason: collapse_whitespace(reason),
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

    /// Repairs what a git union merge can break, returning one message per repair:
    /// - the same ID on two different candidates: the later row gets a fresh ID;
    /// - the same candidate twice under one ID: 🌱 copies fold into one (largest count,
    ///   earliest first, latest last); a ✅/🗑️ row wins over a 🌱 copy; a repeated
    ///   ✅/🗑️ copy is removed;
    /// - two 🌱 rows with the same fingerprint under different IDs (independent
    ///   observations): counts add up in the earlier row; the later moves to 🗑️.
    pub fn repair(&mut self) -> Vec<String> {
        let mut log = Vec::new();
        self.repair_ids(&mut log);
        self.fold_fingerprints(&mut log);
        log
    }

    fn repair_ids(&mut self, log: &mut Vec<String>) {
        let zh = self.zh;
        // First row (line index) seen for each ID.
        let mut first: HashMap<String, usize> = HashMap::new();
        let mut remove = Vec::new();
        for i in 0..self.lines.len() {
            let Some(row) = self.lines[i].row.clone() else {
                continue;
            };
            let Some(&j) = first.get(row.id()) else {
                first.insert(row.id().to_string(), i);
                continue;
            };
            let earlier = self.lines[j].row.clone().expect("indexed rows have a row");
            if !same_candidate(&earlier, &row) {
                let new_id = self.next_id();
                log.push(format!(
                    "renumbered {} → {new_id}: two different candidates shared the ID",
                    row.id()
                ));
                let line = &mut self.lines[i];
                let r = line.row.as_mut().expect("row present");
                r.set_id(new_id.clone());
                line.text = render_row(r, zh);
                first.insert(new_id, i);
                continue;
            }
            match (earlier, row) {
                (Row::Observing(mut a), Row::Observing(b)) => {
                    a.count = a.count.max(b.count);
                    a.first = a.first.min(b.first);
                    a.last = a.last.max(b.last);
                    a.explicit |= b.explicit;
                    log.push(format!("folded a duplicate row of {}", a.id));
                    let row = Row::Observing(a);
                    self.lines[j].text = render_row(&row, zh);
                    self.lines[j].row = Some(row);
                    remove.push(i);
                }
                (Row::Observing(a), _) => {
                    log.push(format!(
                        "removed an observing copy of {}: it is already closed",
                        a.id
                    ));
                    remove.push(j);
                    first.insert(a.id, i);
                }
                (_, b) => {
                    log.push(format!("removed a duplicate row of {}", b.id()));
                    remove.push(i);
                }
            }
        }
        self.remove_lines(remove);
    }

    fn fold_fingerprints(&mut self, log: &mut Vec<String>) {
        let zh = self.zh;
        let mut seen: HashMap<String, usize> = HashMap::new();
        let mut folded = Vec::new();
        for i in 0..self.lines.len() {
            let Some(Row::Observing(c)) = &self.lines[i].row else {
                continue;
            };
            let c = c.clone();
            let print = c.fingerprint();
            let Some(&j) = seen.get(&print) else {
                seen.insert(print, i);
                continue;
            };
            let Some(Row::Observing(a)) = &mut self.lines[j].row else {
                continue;
            };
            a.count = a.count.saturating_add(c.count);
            a.first = a.first.min(c.first);
            a.last = a.last.max(c.last);
            a.explicit |= c.explicit;
            let into = a.id.clone();
            self.lines[j].text = render_row(self.lines[j].row.as_ref().expect("row"), zh);
            log.push(format!("folded {} into {into}: same candidate", c.id));
            folded.push((c.id, into));
        }
        for (id, into) in folded {
            let reason = if zh {
                format!("与 {into} 重复,已合并")
            } else {
                format!("duplicate of {into}, merged")
            };
            let day = self.get(&id).map(|c| c.last);
            if let Some(day) = day {
                // Cannot fail: the row was just found.
                let _ = self.drop(&id, &reason, day);
            }
        }
    }

    fn rows(&self) -> impl Iterator<Item = &Row> {
        self.lines.iter().filter_map(|l| l.row.as_ref())
    }

    /// The next free ID: one past the highest ID anywhere in the file (rows it cannot read
    /// included), so an ID is never reused.
    fn next_id(&self) -> String {
        let max = self
            .lines
            .iter()
            .filter_map(|l| {
                let first = split_cells(l.text.trim()).into_iter().next()?;
                id_number(first.trim())
            })
            .max()
            .unwrap_or(0);
        format!("C{:03}", max + 1)
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

    /// Appends a row at the end of its table, creating the section when it is missing.
    fn insert_row(&mut self, row: Row) {
        let table = row.table();
        let text = render_row(&row, self.zh);
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
            (_, Some(i)) => self.lines.insert(i + 1, line),
            (Some(h), None) => {
                let cols = columns(table);
                let header = table_headers(self.zh)[table as usize].to_string();
                let mut new = vec![plain(header, eol), plain(separator(cols), eol), line];
                // Keep the table right under its heading.
                new.reverse();
                for l in new {
                    self.lines.insert(h + 1, l);
                }
            }
            (None, _) => {
                let sec = section_headings(self.zh)[table as usize].to_string();
                let header = table_headers(self.zh)[table as usize].to_string();
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

fn plain(text: String, eol: &str) -> Line {
    Line {
        text,
        eol: eol.to_string(),
        row: None,
    }
}

fn columns(t: Table) -> usize {
    match t {
        Table::Observing => 7,
        Table::Promoted | Table::Dropped => 4,
    }
}

fn section_headings(zh: bool) -> [&'static str; 3] {
    if zh {
        ["## 🌱 观察中", "## ✅ 已晋升", "## 🗑️ 已丢弃"]
    } else {
        ["## 🌱 Observing", "## ✅ Promoted", "## 🗑️ Dropped"]
    }
}

fn table_headers(zh: bool) -> [&'static str; 3] {
    if zh {
        [
            "| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 |",
            "| ID | 内容摘要 | 晋升日期 | 写入位置 |",
            "| ID | 内容摘要 | 原因 | 日期 |",
        ]
    } else {
        [
            "| ID | Type | Summary | First seen | Last seen | Count | Target |",
            "| ID | Summary | Promoted | Location |",
            "| ID | Summary | Reason | Date |",
        ]
    }
}

fn separator(cols: usize) -> String {
    format!("|{}", "----|".repeat(cols))
}

/// `Some(Some(table))` for one of the pool's headings, `Some(None)` for any other heading,
/// `None` for a line that is not a heading.
fn heading_table(line: &str) -> Option<Option<Table>> {
    let t = line.trim_start();
    if !t.starts_with('#') {
        return None;
    }
    Some(if t.contains('🌱') {
        Some(Table::Observing)
    } else if t.contains('✅') {
        Some(Table::Promoted)
    } else if t.contains('🗑') {
        Some(Table::Dropped)
    } else {
        None
    })
}

/// Splits a table line into cells, honouring `\|`. Outer pipes are dropped.
fn split_cells(line: &str) -> Vec<String> {
    let Some(inner) = line.strip_prefix('|') else {
        return Vec::new();
    };
    if !inner.contains('\\') {
        // No escaped pipes (the common case): plain slices.
        let mut cells: Vec<String> = inner.split('|').map(|c| c.trim().to_string()).collect();
        if cells.last().is_some_and(String::is_empty) {
            cells.pop();
        }
        return cells;
    }
    let mut cells = Vec::new();
    let mut cur = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '\\' if chars.peek() == Some(&'|') => {
                cur.push('|');
                chars.next();
            }
            '|' => cells.push(std::mem::take(&mut cur)),
            _ => cur.push(ch),
        }
    }
    if !cur.trim().is_empty() {
        cells.push(cur);
    }
    cells.into_iter().map(|c| c.trim().to_string()).collect()
}

fn escape_cell(s: &str) -> String {
    s.replace('|', "\\|")
}

fn normalize_id(id: &str) -> Option<String> {
    let up = id.trim().to_ascii_uppercase();
    let n = id_number(&up)?;
    Some(format!("C{n:03}"))
}

/// `YYYY-MM-DD` (one-digit months and days too). By hand: chrono's format parser costs more
/// than the rest of a row, and the hook reads every row before every prompt.
fn parse_date(s: &str) -> Option<NaiveDate> {
    let mut parts = s.trim().split('-');
    let mut num = |max_len: usize| -> Option<u32> {
        let p = parts.next()?;
        let ok = !p.is_empty() && p.len() <= max_len && p.bytes().all(|b| b.is_ascii_digit());
        if ok { p.parse().ok() } else { None }
    };
    let (y, m, d) = (num(4)?, num(2)?, num(2)?);
    if parts.next().is_some() || y < 1000 {
        return None;
    }
    NaiveDate::from_ymd_opt(i32::try_from(y).ok()?, m, d)
}

fn parse_row(table: Table, line: &str) -> Option<Row> {
    let cells = split_cells(line.trim());
    let first = cells.first()?;
    let id = normalize_id(first).filter(|_| id_number(first).is_some())?;
    if cells.iter().all(|c| is_separator(c)) {
        return None;
    }
    let cell = |i: usize| cells.get(i).map(String::as_str).unwrap_or("");
    Some(match table {
        Table::Observing => {
            let (count, explicit) = read_count(cell(COUNT_CELL));
            Row::Observing(Candidate {
                id,
                kind: CandidateKind::parse(cell(1))?,
                summary: cell(2).to_string(),
                first: parse_date(cell(3))?,
                last: parse_date(cell(4))?,
                count: count?,
                explicit,
            })
        }
        Table::Promoted => Row::Promoted(Promoted {
            id,
            summary: cell(1).to_string(),
            date: parse_date(cell(2))?,
            location: cell(3).to_string(),
        }),
        Table::Dropped => Row::Dropped(Dropped {
            id,
            summary: cell(1).to_string(),
            reason: cell(2).to_string(),
            date: parse_date(cell(3))?,
        }),
    })
}

fn render_row(row: &Row, zh: bool) -> String {
    let cells: Vec<String> = match row {
        Row::Observing(c) => {
            let mut count = format!("{}/3", c.count);
            if c.explicit {
                count.push(' ');
                count.push_str(if zh { EXPLICIT_ZH } else { EXPLICIT_EN });
            }
            vec![
                c.id.clone(),
                c.kind.label(zh).to_string(),
                escape_cell(&c.summary),
                c.first.to_string(),
                c.last.to_string(),
                count,
                c.kind.target_label(),
            ]
        }
        Row::Promoted(p) => vec![
            p.id.clone(),
            escape_cell(&p.summary),
            p.date.to_string(),
            escape_cell(&p.location),
        ],
        Row::Dropped(d) => vec![
            d.id.clone(),
            escape_cell(&d.summary),
            escape_cell(&d.reason),
            d.date.to_string(),
        ],
    };
    format!("| {} |", cells.join(" | "))
}

/// Two rows with one ID are the same candidate when their summaries match.
fn same_candidate(a: &Row, b: &Row) -> bool {
    let kind = match (a, b) {
        (Row::Observing(c), _) | (_, Row::Observing(c)) => c.kind,
        _ => return collapse_whitespace(a.summary()) == collapse_whitespace(b.summary()),
    };
    fingerprint(kind, a.summary()) == fingerprint(kind, b.summary())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn d(s: &str) -> NaiveDate {
        parse_date(s).unwrap()
    }

    const ZH: &str = "# 候选池\n\n手写的说明\n\n## 🌱 观察中\n| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 |\n|----|------|---------|---------|---------|------|------|\n| C001 | 错误 | Bash `npm install` → npm ERR! code ERESOLVE | 2026-11-02 | 2026-11-09 | 2/3 | MEMORY.md ⚠️ |\n| C002 | 偏好 | 回复用中文 | 2026-11-03 | 2026-11-03 | 1/3 明确 | USER.md 👤 |\n## ✅ 已晋升\n| ID | 内容摘要 | 晋升日期 | 写入位置 |\n## 🗑️ 已丢弃\n| ID | 内容摘要 | 原因 | 日期 |\n";

    #[test]
    fn parses_the_original_format() {
        let p = Pool::parse(ZH);
        assert!(p.is_zh());
        let obs = p.observing();
        assert_eq!(obs.len(), 2);
        assert_eq!(obs[0].kind, CandidateKind::Error);
        assert_eq!(obs[0].count, 2);
        assert!(!obs[0].explicit);
        assert!(obs[1].explicit);
        assert_eq!(p.ready().len(), 1);
        assert_eq!(p.render(), ZH);
    }

    #[test]
    fn english_headers_read_alike() {
        let t = "## 🌱 Observing\n| ID | Type | Summary | First seen | Last seen | Count | Target |\n|---|---|---|---|---|---|---|\n| C007 | rule | Run tests before commit | 2026-01-01 | 2026-01-05 | 3/3 | MEMORY.md 📌 |\n";
        let p = Pool::parse(t);
        assert!(!p.is_zh());
        assert_eq!(p.ready()[0].id, "C007");
        assert_eq!(p.ready()[0].kind, CandidateKind::Rule);
    }

    #[test]
    fn observe_counts_and_adds() {
        let mut p = Pool::parse(&Pool::template(true));
        let a = p.observe(
            CandidateKind::Rule,
            "先跑测试再提交",
            false,
            d("2026-11-01"),
        );
        assert_eq!((a.id.as_str(), a.count, a.created), ("C001", 1, true));
        let b = p.observe(
            CandidateKind::Rule,
            "先跑测试再提交",
            false,
            d("2026-11-04"),
        );
        assert_eq!((b.id.as_str(), b.count, b.created), ("C001", 2, false));
        let c = p.observe(
            CandidateKind::Rule,
            "先跑测试再提交",
            false,
            d("2026-11-05"),
        );
        assert!(c.ready);
        let e = p.observe(
            CandidateKind::Preference,
            "用 tab | 不用空格",
            true,
            d("2026-11-05"),
        );
        assert_eq!(e.id, "C002");
        assert!(e.ready);
        let text = p.render();
        assert!(text.contains(
            "| C001 | 规则 | 先跑测试再提交 | 2026-11-01 | 2026-11-05 | 3/3 | MEMORY.md 📌 |"
        ));
        assert!(text.contains("用 tab \\| 不用空格"));
        assert!(text.contains("1/3 明确"));
        let back = Pool::parse(&text);
        assert_eq!(back.get("C2").unwrap().summary, "用 tab | 不用空格");
        assert!(back.get("c002").unwrap().explicit);
    }

    #[test]
    fn promote_and_drop_move_rows() {
        let mut p = Pool::parse(ZH);
        p.promote("C001", "MEMORY.md:L24", d("2026-11-10")).unwrap();
        p.drop("C002", "没用", d("2026-11-10")).unwrap();
        let text = p.render();
        assert!(text.contains("## ✅ 已晋升\n| ID | 内容摘要 | 晋升日期 | 写入位置 |\n| C001 | Bash `npm install` → npm ERR! code ERESOLVE | 2026-11-10 | MEMORY.md:L24 |\n"));
        assert!(text.ends_with("| C002 | 回复用中文 | 没用 | 2026-11-10 |\n"));
        assert!(text.contains("手写的说明"));
        assert!(p.observing().is_empty());
        assert!(p.promote("C001", "x", d("2026-11-10")).is_err());
        assert!(p.drop("C009", "x", d("2026-11-10")).is_err());
        // IDs are never reused.
        let o = p.observe(CandidateKind::Rule, "new", false, d("2026-11-11"));
        assert_eq!(o.id, "C003");
    }

    #[test]
    fn missing_sections_are_created() {
        let mut p = Pool::parse("my notes\r\n");
        p.observe(CandidateKind::Error, "boom", false, d("2026-01-01"));
        p.promote("C001", "MEMORY.md:L3", d("2026-01-02")).unwrap();
        let t = p.render();
        assert!(t.starts_with("my notes\r\n\r\n## 🌱 Observing\r\n"));
        let back = Pool::parse(&t);
        assert_eq!(back.promoted()[0].location, "MEMORY.md:L3");
        assert_eq!(back.render(), t);
    }

    #[test]
    fn stale_candidates() {
        let p = Pool::parse(ZH);
        assert!(p.stale(d("2026-12-02"), 30).is_empty());
        let s = p.stale(d("2026-12-03"), 30);
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].id, "C001");
    }

    #[test]
    fn repair_after_union_merge() {
        let t = "## 🌱 观察中\n| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 |\n|---|---|---|---|---|---|---|\n\
| C001 | 错误 | boom | 2026-11-02 | 2026-11-05 | 2/3 | MEMORY.md ⚠️ |\n\
| C001 | 错误 | boom | 2026-11-02 | 2026-11-07 | 2/3 | MEMORY.md ⚠️ |\n\
| C002 | 规则 | alpha | 2026-11-02 | 2026-11-02 | 1/3 | MEMORY.md 📌 |\n\
| C002 | 规则 | beta | 2026-11-03 | 2026-11-03 | 1/3 | MEMORY.md 📌 |\n\
| C003 | 规则 | gamma | 2026-11-03 | 2026-11-03 | 1/3 | MEMORY.md 📌 |\n\
| C004 | 规则 | gamma | 2026-11-04 | 2026-11-04 | 1/3 | MEMORY.md 📌 |\n\
| C005 | 规则 | done | 2026-11-04 | 2026-11-04 | 2/3 | MEMORY.md 📌 |\n\
## ✅ 已晋升\n| ID | 内容摘要 | 晋升日期 | 写入位置 |\n| C005 | done | 2026-11-05 | MEMORY.md:L9 |\n\
## 🗑️ 已丢弃\n| ID | 内容摘要 | 原因 | 日期 |\n";
        let mut p = Pool::parse(t);
        let log = p.repair();
        assert_eq!(log.len(), 4, "{log:?}");
        let obs = p.observing();
        let ids: Vec<_> = obs
            .iter()
            .map(|c| (c.id.as_str(), c.summary.as_str(), c.count))
            .collect();
        assert_eq!(
            ids,
            vec![
                ("C001", "boom", 2),
                ("C002", "alpha", 1),
                ("C006", "beta", 1),
                ("C003", "gamma", 2)
            ]
        );
        assert_eq!(obs[0].last, d("2026-11-07"));
        assert_eq!(p.dropped()[0].id, "C004");
        assert!(p.repair().is_empty());
    }

    #[test]
    fn unreadable_rows_are_kept_and_their_ids_reserved() {
        let t = "## 🌱 观察中\n| C009 | 未知 | ??? | soon | later | many | x |\n";
        let mut p = Pool::parse(t);
        assert!(p.observing().is_empty());
        assert_eq!(
            p.observe(CandidateKind::Rule, "x", false, d("2026-01-01"))
                .id,
            "C010"
        );
        assert!(p.render().starts_with(t));
    }

    proptest! {
        #[test]
        fn parse_render_identity(s in "(\\PC|\r|\n|\\|| |#|🌱|✅|C00[1-3]|2026-01-0[1-9]|错误|1/3){0,80}") {
            prop_assert_eq!(Pool::parse(&s).render(), s);
        }

        /// Dates read by hand as chrono's `%Y-%m-%d` reads them (years from 1000 on).
        #[test]
        fn dates_parse_as_chrono_does(s in " ?[1-9][0-9]{3}-[0-9]{1,3}-[0-9]{1,3} ?|[0-9a-z-]{0,12}") {
            prop_assert_eq!(parse_date(&s), NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok());
        }

        /// The hook's quick count agrees with the full parse, whatever the rows hold.
        #[test]
        fn ready_count_agrees_with_the_parse(
            rows in proptest::collection::vec(
                (
                    "C0[0-9]{2}|c1|X",
                    "错误|规则|偏好|error|rule|thing",
                    "[a-z \\\\|`]{0,12}",
                    "2026-0[1-9]-[0-3][0-9]|2026-1-5|soon",
                    "[0-5]/3|[1-4]/3 明确|1/3 Explicit|3|many",
                    proptest::bool::ANY,
                ),
                0..12,
            ),
            heading in "🌱 观察中|✅ 已晋升|🗑️ 已丢弃|Notes",
        ) {
            let mut text = format!("# 候选池\n\n## {heading}\n| ID | 类型 |\n|----|----|\n");
            for (id, kind, summary, date, count, second_table) in rows {
                if second_table {
                    text.push_str("## ✅ 已晋升\n");
                }
                text.push_str(&format!(
                    "| {id} | {kind} | {summary} | {date} | {date} | {count} | MEMORY.md 📌 |\n"
                ));
            }
            prop_assert_eq!(Pool::ready_count(&text), Pool::parse(&text).ready().len());
        }

        #[test]
        fn summaries_survive_a_round_trip(summary in "[^\r\n]{1,60}") {
            let mut p = Pool::parse(&Pool::template(false));
            let o = p.observe(CandidateKind::Rule, &summary, false, d("2026-01-01"));
            let back = Pool::parse(&p.render());
            let got = back.get(&o.id).map(|c| c.summary.clone());
            prop_assert_eq!(got, Some(collapse_whitespace(&summary)));
        }
    }
}
