//! Repairs of what a git union merge can break in CANDIDATES.md (docs/FORMATS.md "Teams").

use std::collections::HashMap;

use super::Pool;
use super::fingerprint::fingerprint;
use super::table::{Row, render_row};
use crate::text::collapse_whitespace;

impl Pool {
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
        let lang = self.lang();
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
                line.text = render_row(r, lang);
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
                    self.lines[j].text = render_row(&row, lang);
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
        let lang = self.lang();
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
            self.lines[j].text = render_row(self.lines[j].row.as_ref().expect("row"), lang);
            log.push(format!("folded {} into {into}: same candidate", c.id));
            folded.push((c.id, into));
        }
        for (id, into) in folded {
            let reason = if lang.is_zh() {
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
}

/// Two rows with one ID are the same candidate when their summaries match.
fn same_candidate(a: &Row, b: &Row) -> bool {
    let kind = match (a, b) {
        (Row::Observing(c), _) | (_, Row::Observing(c)) => c.kind,
        _ => return collapse_whitespace(a.summary()) == collapse_whitespace(b.summary()),
    };
    fingerprint(kind, a.summary()) == fingerprint(kind, b.summary())
}
