//! CANDIDATES.md merged row by row (docs/FORMATS.md "Teams"): the rows of one fingerprint on
//! the two sides become one row, sightings added up (what each side saw since the base),
//! first and last seen widened, sources joined, the older ID kept; a candidate promoted or
//! dropped on one side stays so; every other line merges as a line.

use std::collections::HashMap;

use super::fingerprint::fingerprint;
use super::table::{Line, Row, heading_table, id_number, render_row};
use super::{Candidate, CandidateSource, Pool};
use crate::store::merge::seq::{self, Item};
use crate::text::collapse_whitespace;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    /// A 🌱 row: its kind and fingerprint.
    Observing(String, String),
    /// A ✅ / 🗑️ row: its table, ID and summary.
    Closed(u8, String, String),
    /// Any other line: the heading above it, its text, which copy.
    Line(String, String, usize),
}

fn items(pool: &Pool) -> Vec<Item<Key, Line>> {
    let mut seen: HashMap<(String, String), usize> = HashMap::new();
    let mut heading = String::new();
    pool.lines
        .iter()
        .map(|l| {
            let key = match &l.row {
                Some(Row::Observing(c)) => Key::Observing(format!("{:?}", c.kind), c.fingerprint()),
                Some(r) => Key::Closed(
                    r.table() as u8,
                    r.id().to_string(),
                    collapse_whitespace(r.summary()),
                ),
                None => {
                    let text = l.text.trim_end().to_string();
                    if heading_table(&text).is_some() {
                        heading = text.clone();
                    }
                    let occ = seen.entry((heading.clone(), text.clone())).or_default();
                    *occ += 1;
                    Key::Line(heading.clone(), text, *occ - 1)
                }
            };
            (key, l.clone())
        })
        .collect()
}

/// Of two values, the one `b` changed since the base, the one `a` changed, or `both(a, b)`.
fn three_way<T: PartialEq + Clone>(o: Option<&T>, a: &T, b: &T, both: impl Fn(&T, &T) -> T) -> T {
    if a == b || o == Some(b) {
        a.clone()
    } else if o == Some(a) {
        b.clone()
    } else {
        both(a, b)
    }
}

fn id_num(id: &str) -> u64 {
    id_number(id).unwrap_or(u64::MAX)
}

/// One candidate from both sides' rows of it.
fn merge_candidate(o: Option<&Candidate>, a: &Candidate, b: &Candidate) -> Candidate {
    // Sightings since the base add up: each side counted its own.
    let base = o.map_or(0, |o| o.count);
    let count = (a.count.saturating_sub(base))
        .saturating_add(b.count.saturating_sub(base))
        .saturating_add(base.min(a.count).min(b.count));
    let older = if (a.first, id_num(&a.id)) <= (b.first, id_num(&b.id)) {
        a
    } else {
        b
    };
    let sources = three_way(o.map(|o| &o.sources), &a.sources, &b.sources, |x, y| {
        CandidateSource::ALL
            .into_iter()
            .filter(|s| x.contains(s) || y.contains(s))
            .collect()
    });
    Candidate {
        id: older.id.clone(),
        kind: a.kind,
        summary: three_way(o.map(|o| &o.summary), &a.summary, &b.summary, |x, y| {
            x.min(y).clone()
        }),
        first: a.first.min(b.first),
        last: a.last.max(b.last),
        count,
        explicit: a.explicit || b.explicit,
        sources,
        fix: three_way(o.map(|o| &o.fix), &a.fix, &b.fix, |x, y| {
            x.clone().max(y.clone())
        }),
    }
}

impl Pool {
    /// Merge three versions of CANDIDATES.md.
    pub fn merge(o: &str, a: &str, b: &str) -> String {
        let (op, ap, bp) = (Pool::parse(o), Pool::parse(a), Pool::parse(b));
        let lang = ap.lang;
        let pick = |o: Option<&Line>, a: &Line, b: &Line| -> Line {
            let unchanged = o.is_some_and(|o| o.text == a.text && o.text == b.text);
            if unchanged || (a.text == b.text && !matches!(a.row, Some(Row::Observing(_)))) {
                return a.clone();
            }
            // Identical new rows on both sides are two sightings, not one: a row both sides
            // got from one commit would be in the base.
            if let (Some(Row::Observing(ca)), Some(Row::Observing(cb))) = (&a.row, &b.row) {
                let co = match o.and_then(|o| o.row.as_ref()) {
                    Some(Row::Observing(c)) => Some(c),
                    _ => None,
                };
                let row = Row::Observing(merge_candidate(co, ca, cb));
                return Line {
                    text: render_row(&row, lang),
                    eol: a.eol.clone(),
                    row: Some(row),
                };
            }
            match o {
                Some(o) if o.text == a.text => b.clone(),
                Some(o) if o.text == b.text => a.clone(),
                _ if b.text < a.text => b.clone(),
                _ => a.clone(),
            }
        };
        // New rows of the two sides: by first sighting, then fingerprint (an order that does
        // not depend on which side is "ours"); other new lines before them, by text.
        let combine = |x: Vec<Item<Key, Line>>, y: Vec<Item<Key, Line>>| {
            let mut all: Vec<Item<Key, Line>> = x.into_iter().chain(y).collect();
            let mut seen = std::collections::HashSet::new();
            all.retain(|(k, _)| seen.insert(k.clone()));
            all.sort_by_cached_key(|(k, l)| match &l.row {
                Some(Row::Observing(c)) => (1, Some(c.first), format!("{k:?}")),
                Some(_) => (1, None, format!("{k:?}")),
                None => (0, None, l.text.clone()),
            });
            all
        };
        let merged = seq::merge(&items(&op), &items(&ap), &items(&bp), pick, combine);
        let mut pool = Pool {
            lines: merged.into_iter().map(|(_, l)| l).collect(),
            lang,
            crlf: ap.crlf,
        };
        // Promoted or dropped on one side: the 🌱 copy of the other side goes.
        let closed: Vec<(String, String)> = pool
            .rows()
            .filter(|r| !matches!(r, Row::Observing(_)))
            .map(|r| (r.id().to_string(), r.summary().to_string()))
            .collect();
        pool.lines.retain(|l| match &l.row {
            Some(Row::Observing(c)) => !closed.iter().any(|(id, summary)| {
                let same = fingerprint(c.kind, summary) == c.fingerprint();
                same && (*id == c.id
                    || collapse_whitespace(summary) == collapse_whitespace(&c.summary))
            }),
            _ => true,
        });
        // Two new candidates given one ID on the two sides: the later gets a fresh one.
        pool.repair();
        let last = pool.lines.len().saturating_sub(1);
        let open = !a.ends_with('\n') && !b.ends_with('\n');
        for (i, l) in pool.lines.iter_mut().enumerate() {
            if l.eol.is_empty() && (i < last || !open) {
                l.eol = if pool.crlf { "\r\n" } else { "\n" }.to_string();
            } else if i == last && open {
                l.eol.clear();
            }
        }
        pool.render()
    }
}
