//! git's merge driver for memory files (`memory-manager merge-file %O %A %B %P`): pure
//! functions from the three versions' texts to the merged text (docs/FORMATS.md "Teams").
//! Each kind of file merges by what it holds, never by raw lines alone, and never with
//! conflict markers; a side that cannot be read is refused, naming its lines, so git leaves
//! its own conflict instead.

mod doc;
mod lines;
pub mod seq;
#[cfg(test)]
mod tests;

pub use doc::flagged_pairs;

use super::candidates::Pool;

/// How a file merges, told by its name (git's `%P`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// MEMORY.md, USER.md: entries by fact and section.
    Memory,
    /// CANDIDATES.md: rows by fingerprint.
    Candidates,
    /// EVOLUTION_LOG.md, `YYYY-MM-DD.md`, `YYYY-MM.md`: a union in time order.
    Log,
    /// skills/INDEX.md, IMPROVEMENTS.md, any other file: a union of lines.
    Lines,
}

impl Kind {
    pub fn of_path(path: &str) -> Kind {
        let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
        let stem = name.strip_suffix(".md").unwrap_or("");
        let dated = |s: &str| {
            let b = s.as_bytes();
            let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
            (b.len() == 10
                && digits(0..4)
                && b[4] == b'-'
                && digits(5..7)
                && b[7] == b'-'
                && digits(8..10))
                || (b.len() == 7 && digits(0..4) && b[4] == b'-' && digits(5..7))
        };
        match name {
            "MEMORY.md" | "USER.md" => Kind::Memory,
            "CANDIDATES.md" => Kind::Candidates,
            "EVOLUTION_LOG.md" => Kind::Log,
            _ if dated(stem) => Kind::Log,
            _ => Kind::Lines,
        }
    }
}

/// A version that cannot be merged: which one, and its lines that stop it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// `base`, `ours` or `theirs`.
    pub side: &'static str,
    pub lines: Vec<usize>,
    pub why: &'static str,
}

/// Lines of an earlier, unresolved conflict: merging around them would bury it.
fn conflict_lines(text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut open = false;
    for (i, l) in text.lines().enumerate() {
        let l = l.trim_end();
        if l.starts_with("<<<<<<< ") || l == "<<<<<<<" {
            open = true;
            out.push(i + 1);
        } else if open && (l == "=======" || l.starts_with(">>>>>>>") || l.starts_with("||||||| "))
        {
            out.push(i + 1);
            if l.starts_with(">>>>>>>") {
                open = false;
            }
        }
    }
    out
}

/// The text of one version: UTF-8, without conflict markers.
pub fn read_side(side: &'static str, bytes: &[u8]) -> Result<String, Unreadable> {
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let line = bytes[..e.valid_up_to()]
                .iter()
                .filter(|b| **b == b'\n')
                .count()
                + 1;
            return Err(Unreadable {
                side,
                lines: vec![line],
                why: "is not UTF-8",
            });
        }
    };
    let markers = conflict_lines(text);
    if !markers.is_empty() {
        return Err(Unreadable {
            side,
            lines: markers,
            why: "holds conflict markers",
        });
    }
    Ok(text.to_string())
}

/// Merge `a` ("ours") and `b` ("theirs"), both descended from `o`.
pub fn merge(kind: Kind, o: &str, a: &str, b: &str) -> String {
    match kind {
        Kind::Memory => doc::merge(o, a, b),
        Kind::Candidates => Pool::merge(o, a, b),
        Kind::Log => lines::merge_log(o, a, b),
        Kind::Lines => lines::merge_union(o, a, b),
    }
}
