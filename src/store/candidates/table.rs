//! CANDIDATES.md as Markdown: the three tables' headings, headers and rows, read and
//! written cell by cell (docs/FORMATS.md "Candidate pool"). Columns are positional.

use chrono::NaiveDate;

use super::READY_AT;
use super::kind::{CandidateKind, CandidateSource};
use super::{Candidate, Dropped, Promoted};
use crate::text::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Table {
    Observing,
    Promoted,
    Dropped,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Row {
    Observing(Candidate),
    Promoted(Promoted),
    Dropped(Dropped),
}

impl Row {
    pub(super) fn id(&self) -> &str {
        match self {
            Row::Observing(c) => &c.id,
            Row::Promoted(p) => &p.id,
            Row::Dropped(d) => &d.id,
        }
    }

    pub(super) fn set_id(&mut self, id: String) {
        match self {
            Row::Observing(c) => c.id = id,
            Row::Promoted(p) => p.id = id,
            Row::Dropped(d) => d.id = id,
        }
    }

    pub(super) fn summary(&self) -> &str {
        match self {
            Row::Observing(c) => &c.summary,
            Row::Promoted(p) => &p.summary,
            Row::Dropped(d) => &d.summary,
        }
    }

    pub(super) fn table(&self) -> Table {
        match self {
            Row::Observing(_) => Table::Observing,
            Row::Promoted(_) => Table::Promoted,
            Row::Dropped(_) => Table::Dropped,
        }
    }
}

/// One line of the file: its current text, its original line ending, and the row it holds.
#[derive(Debug, Clone)]
pub(super) struct Line {
    pub(super) text: String,
    pub(super) eol: String,
    pub(super) row: Option<Row>,
}

// Plain string tests, not regexes: the pool is parsed on every prompt, and compiling even
// small Unicode regexes costs more than the whole parse.

/// `C001` → 1 (exactly `C` and ASCII digits).
pub(super) fn id_number(cell: &str) -> Option<u64> {
    let digits = cell.strip_prefix('C')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A table's separator line: `|----|:--|`.
pub(super) fn is_separator_line(line: &str) -> bool {
    let cells = split_cells(line.trim());
    !cells.is_empty() && cells.iter().all(|c| is_separator(c))
}

/// A table separator cell: `---`, `:--`, `--:`.
pub(super) fn is_separator(cell: &str) -> bool {
    let inner = cell.strip_prefix(':').unwrap_or(cell);
    let inner = inner.strip_suffix(':').unwrap_or(inner);
    !inner.is_empty() && inner.bytes().all(|b| b == b'-')
}

/// The leading number of a count cell (`2/3`, `1/3 明确`).
pub(super) fn leading_number(cell: &str) -> Option<u32> {
    let end = cell.bytes().take_while(u8::is_ascii_digit).count();
    cell[..end].parse().ok()
}

/// Could this row be ready? A look at its 次数 cell alone, so only rows that may count are
/// parsed whole. Never false for a row `parse_row` reads as ready.
pub(super) fn may_be_ready(line: &str) -> bool {
    let row = line.trim().as_bytes();
    if row.contains(&b'\\') {
        // Escaped pipes shift the cells: let the full parse decide.
        return true;
    }
    // The outer pipe opens cell 0: cell i runs from pipe i to pipe i + 1. A byte loop, not
    // `split` (a char searcher per piece) nor memchr (whose first call probes the CPU's
    // features, costly in a VM): this runs on every row before every prompt.
    let mut pipes = row
        .iter()
        .enumerate()
        .filter_map(|(i, &b)| (b == b'|').then_some(i));
    let Some(start) = pipes.nth(COUNT_CELL) else {
        return is_ready(0, false);
    };
    let end = pipes.next().unwrap_or(row.len());
    let cell = std::str::from_utf8(&row[start + 1..end]).unwrap_or("");
    let (count, explicit) = read_count(cell.trim());
    is_ready(count.unwrap_or(0), explicit)
}

/// The 🌱 table's 次数 column, and its 来源 and 修复 columns (absent in rows written before
/// them).
pub(super) const COUNT_CELL: usize = 5;
const SOURCE_CELL: usize = 7;
const FIX_CELL: usize = 8;

/// A 次数 cell (`2/3`, `1/3 明确`): the count, and whether the user asked explicitly.
pub(super) fn read_count(cell: &str) -> (Option<u32>, bool) {
    let lower = cell.to_lowercase();
    let explicit = lower.contains(EXPLICIT_ZH) || lower.contains(EXPLICIT_EN);
    (leading_number(cell), explicit)
}

/// Seen [`READY_AT`] times, or asked for explicitly: ready for `evolve`.
pub(super) fn is_ready(count: u32, explicit: bool) -> bool {
    explicit || count >= READY_AT
}

/// The explicit marker in the 次数 column: `1/3 明确` / `1/3 explicit`.
pub(super) const EXPLICIT_ZH: &str = "明确";
pub(super) const EXPLICIT_EN: &str = "explicit";

pub(super) fn plain(text: String, eol: &str) -> Line {
    Line {
        text,
        eol: eol.to_string(),
        row: None,
    }
}

pub(super) fn columns(t: Table) -> usize {
    match t {
        Table::Observing => 9,
        Table::Promoted | Table::Dropped => 4,
    }
}

pub(super) fn section_headings(lang: Lang) -> [&'static str; 3] {
    if lang.is_zh() {
        ["## 🌱 观察中", "## ✅ 已晋升", "## 🗑️ 已丢弃"]
    } else {
        ["## 🌱 Observing", "## ✅ Promoted", "## 🗑️ Dropped"]
    }
}

pub(super) fn table_headers(lang: Lang) -> [&'static str; 3] {
    if lang.is_zh() {
        [
            "| ID | 类型 | 内容摘要 | 首次观察 | 最近观察 | 次数 | 目标 | 来源 | 修复 |",
            "| ID | 内容摘要 | 晋升日期 | 写入位置 |",
            "| ID | 内容摘要 | 原因 | 日期 |",
        ]
    } else {
        [
            "| ID | Type | Summary | First seen | Last seen | Count | Target | Source | Fix |",
            "| ID | Summary | Promoted | Location |",
            "| ID | Summary | Reason | Date |",
        ]
    }
}

pub(super) fn separator(cols: usize) -> String {
    format!("|{}", "----|".repeat(cols))
}

/// `Some(Some(table))` for one of the pool's headings, `Some(None)` for any other heading,
/// `None` for a line that is not a heading.
pub(super) fn heading_table(line: &str) -> Option<Option<Table>> {
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
pub(super) fn split_cells(line: &str) -> Vec<String> {
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

pub(super) fn escape_cell(s: &str) -> String {
    s.replace('|', "\\|")
}

pub(super) fn normalize_id(id: &str) -> Option<String> {
    let up = id.trim().to_ascii_uppercase();
    let n = id_number(&up)?;
    Some(format!("C{n:03}"))
}

/// `YYYY-MM-DD` (one-digit months and days too). By hand: chrono's format parser costs more
/// than the rest of a row, and the hook reads every row before every prompt.
pub(super) fn parse_date(s: &str) -> Option<NaiveDate> {
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

pub(super) fn parse_row(table: Table, line: &str) -> Option<Row> {
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
                sources: cell(SOURCE_CELL)
                    .split([',', '，'])
                    .filter_map(CandidateSource::parse)
                    .collect(),
                fix: Some(cell(FIX_CELL).to_string()).filter(|f| !f.is_empty()),
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

pub(super) fn render_row(row: &Row, lang: Lang) -> String {
    let cells: Vec<String> = match row {
        Row::Observing(c) => {
            let mut count = format!("{}/{READY_AT}", c.count);
            if c.explicit {
                count.push(' ');
                count.push_str(if lang.is_zh() {
                    EXPLICIT_ZH
                } else {
                    EXPLICIT_EN
                });
            }
            vec![
                c.id.clone(),
                c.kind.label(lang).to_string(),
                escape_cell(&c.summary),
                c.first.to_string(),
                c.last.to_string(),
                count,
                c.kind.target_label(),
                c.sources
                    .iter()
                    .map(|s| s.label(lang))
                    .collect::<Vec<_>>()
                    .join(", "),
                escape_cell(c.fix.as_deref().unwrap_or("")),
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
