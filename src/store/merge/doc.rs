//! MEMORY.md / USER.md merged entry by entry (docs/FORMATS.md "Teams").
//!
//! - An entry is the fact (normalised) in its section: the same fact on both sides is one
//!   entry, wherever each side's line numbers put it.
//! - What either side added is kept once in its section; two sides adding at the same place
//!   come out in text order (`[YYYY-MM]` first, so older first), whichever side is "ours".
//! - A line one side deleted (a hard forget, a person's edit) is gone; one side's change to a
//!   line the other left alone is kept; when both changed an entry, a closed copy (struck,
//!   superseded, archived) wins over one still in force.
//! - Two different supersedes of one fact keep both replacements; the closed fact points at
//!   both (`→ L20, L22`), which `consolidate` shows as a pair to settle.
//! - Lines that are not entries (headings, prose) merge as lines, kept in place.
//! - Supersede pointers and the line index are recomputed for the merged file.

use std::collections::HashMap;

use super::seq::{self, Item};
use crate::store::doc::{Doc, Section, pointer};
use crate::store::entry::{Entry, normalize};

/// What identifies a line across the three versions.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    /// An entry: its section, its normalised fact, which copy of that fact in the section.
    Entry(Option<Section>, String, usize),
    /// Any other line: the heading above it, its text, which copy under that heading.
    Line(String, String, usize),
}

#[derive(Debug, Clone)]
struct Value {
    raw: String,
    entry: Option<Entry>,
    /// What a superseded entry points at, as keys of this version.
    targets: Vec<Key>,
}

/// One version's body (the lines after the auto index) as keyed items.
fn items(doc: &Doc) -> Vec<Item<Key, Value>> {
    let entries: HashMap<usize, _> = doc.entries().into_iter().map(|l| (l.line, l)).collect();
    let mut seen: HashMap<(Option<Section>, String, String), usize> = HashMap::new();
    let mut heading = String::new();
    let mut prev = String::new();
    let mut keys: HashMap<usize, Key> = HashMap::new();
    let mut out = Vec::new();
    for n in doc.index_len() + 1..=doc.line_count() {
        let raw = doc.line(n).unwrap_or_default().to_string();
        let (key, entry) = match entries.get(&n) {
            Some(l) => {
                let fact = normalize(&l.entry.fact);
                let slot = (l.section, String::new(), fact.clone());
                let occ = seen.entry(slot).or_default();
                *occ += 1;
                (Key::Entry(l.section, fact, *occ - 1), Some(l.entry.clone()))
            }
            None => {
                let mut text = raw.trim_end().to_string();
                if text.trim_start().starts_with('#') {
                    heading = text.clone();
                }
                // A blank line is known by the line above it: blank lines a person adds
                // elsewhere do not renumber it.
                if text.trim().is_empty() {
                    text = format!("\u{0}after {prev}");
                }
                let slot = (None, heading.clone(), text.clone());
                let occ = seen.entry(slot).or_default();
                *occ += 1;
                (Key::Line(heading.clone(), text, *occ - 1), None)
            }
        };
        if !raw.trim().is_empty() {
            prev = raw.trim_end().to_string();
        }
        keys.insert(n, key.clone());
        out.push((
            key,
            Value {
                raw,
                entry,
                targets: Vec::new(),
            },
        ));
    }
    // Pointers as keys: what the line numbers of this version name.
    for (_, v) in &mut out {
        if let Some((_, lines)) = pointer::find(&v.raw).filter(|_| v.entry.is_some()) {
            v.targets = lines.iter().filter_map(|n| keys.get(n).cloned()).collect();
        }
    }
    out
}

fn closed(v: &Value) -> bool {
    v.entry.as_ref().is_some_and(|e| !e.is_active())
}

fn superseded(v: &Value) -> bool {
    v.entry
        .as_ref()
        .is_some_and(|e| e.meta("superseded").is_some())
}

fn union(a: &[Key], b: &[Key]) -> Vec<Key> {
    let mut out = a.to_vec();
    out.extend(b.iter().filter(|k| !a.contains(k)).cloned());
    out
}

/// The value of a line both sides hold.
fn pick(o: Option<&Value>, a: &Value, b: &Value) -> Value {
    if a.raw == b.raw {
        let mut v = a.clone();
        v.targets = union(&a.targets, &b.targets);
        return v;
    }
    if o.is_some_and(|o| o.raw == a.raw) {
        return b.clone();
    }
    if o.is_some_and(|o| o.raw == b.raw) {
        return a.clone();
    }
    // Both changed it. A close wins over a copy in force; two supersedes keep both
    // replacements; otherwise the text that sorts first (an order, not a judgement).
    match (closed(a), closed(b)) {
        (true, false) => a.clone(),
        (false, true) => b.clone(),
        _ => {
            let (first, second) = if b.raw < a.raw { (b, a) } else { (a, b) };
            let mut v = match (superseded(first), superseded(second)) {
                (false, true) => second.clone(),
                _ => first.clone(),
            };
            if superseded(first) && superseded(second) {
                v.targets = union(&first.targets, &second.targets);
                // The later month of the two closes.
                if let (Some(ma), Some(mb)) = (month_of(&first.raw), month_of(&second.raw))
                    && mb > ma
                    && let Some(fixed) = set_month(&v.raw, &mb)
                {
                    v.raw = fixed;
                }
            }
            v
        }
    }
}

/// The month of a `superseded: YYYY-MM → …` pointer.
fn month_of(raw: &str) -> Option<String> {
    let e = Entry::parse(raw)?;
    Some(e.meta("superseded")?.split('→').next()?.trim().to_string())
}

fn set_month(raw: &str, month: &str) -> Option<String> {
    let (range, _) = pointer::find(raw)?;
    let head = &raw[..range.start];
    let label = head.to_ascii_lowercase().rfind("superseded")?;
    let colon = head[label..].find([':', '：'])? + label;
    let sep = head[colon..].chars().next().map_or(1, char::len_utf8);
    Some(format!(
        "{}{} {month} → {}",
        &raw[..colon],
        &raw[colon..colon + sep],
        &raw[range.start..]
    ))
}

/// Two sides' items between one pair of anchors, in text order of each side's run.
fn combine(a: Vec<Item<Key, Value>>, b: Vec<Item<Key, Value>>) -> Vec<Item<Key, Value>> {
    let text = |g: &[Item<Key, Value>]| g.iter().map(|(_, v)| v.raw.clone()).collect::<Vec<_>>();
    let (first, second) = if text(&b) < text(&a) { (b, a) } else { (a, b) };
    first.into_iter().chain(second).collect()
}

/// Merge three versions of MEMORY.md or USER.md.
pub fn merge(o: &str, a: &str, b: &str) -> String {
    let (od, ad, bd) = (Doc::parse(o), Doc::parse(a), Doc::parse(b));
    let merged = seq::merge(&items(&od), &items(&ad), &items(&bd), pick, combine);
    let eol = if a.contains("\r\n") { "\r\n" } else { "\n" };
    let mut text = String::new();
    if a.starts_with('\u{FEFF}') || b.starts_with('\u{FEFF}') {
        text.push('\u{FEFF}');
    }
    for (_, v) in &merged {
        text.push_str(&v.raw);
        text.push_str(eol);
    }
    let ends_open = !a.is_empty() && !a.ends_with('\n') && !b.is_empty() && !b.ends_with('\n');
    if ends_open && !merged.is_empty() {
        text.truncate(text.len() - eol.len());
    }
    let mut doc = Doc::parse(&text);
    if ad.index_len() > 0 || bd.index_len() > 0 {
        doc.refresh_index();
    }
    let offset = doc.index_len();
    let line_of: HashMap<&Key, usize> = merged
        .iter()
        .enumerate()
        .map(|(i, (k, _))| (k, offset + i + 1))
        .collect();
    for (i, (_, v)) in merged.iter().enumerate() {
        if v.targets.is_empty() {
            continue;
        }
        let mut lines: Vec<usize> = v
            .targets
            .iter()
            .filter_map(|k| line_of.get(k).copied())
            .collect();
        lines.sort_unstable();
        lines.dedup();
        let n = offset + i + 1;
        let current = doc.line(n).unwrap_or_default().to_string();
        if lines.is_empty() {
            continue;
        }
        if let Some((range, old)) = pointer::find(&current)
            && old != lines
        {
            let fixed = format!(
                "{}{}{}",
                &current[..range.start],
                pointer::render(&lines),
                &current[range.end..]
            );
            doc.set_line(n, fixed);
        }
    }
    doc.render()
}

/// Facts closed by two different supersedes, as a merge flags them: the closed fact's line
/// and the lines of its replacements still in force (`consolidate` shows them to settle).
pub fn flagged_pairs(doc: &Doc) -> Vec<(usize, String, Vec<usize>)> {
    let entries = doc.entries();
    let active: HashMap<usize, bool> = entries
        .iter()
        .map(|l| (l.line, l.entry.is_active()))
        .collect();
    entries
        .iter()
        .filter_map(|l| {
            let (_, targets) = pointer::find(doc.line(l.line)?)?;
            let live: Vec<usize> = targets
                .into_iter()
                .filter(|n| active.get(n) == Some(&true))
                .collect();
            (live.len() >= 2).then(|| (l.line, l.entry.fact.clone(), live))
        })
        .collect()
}
