//! Files merged as lines: EVOLUTION_LOG.md and daily logs as time-ordered unions, the skill
//! index and any other file as a plain union (docs/FORMATS.md "Teams").

use std::collections::HashMap;

use super::seq::{self, Item};

/// A line's identity: its text and which copy of that text it is.
type Key = (String, usize);

/// One run of lines: a dated line and the undated lines under it (a checkpoint block).
type Block = Vec<Item<Key, String>>;

fn items(text: &str) -> Vec<Item<Key, String>> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    text.lines()
        .map(|l| {
            let t = l.trim_end();
            let occ = seen.entry(t).or_default();
            *occ += 1;
            (
                (t.to_string(), *occ - 1),
                l.trim_end_matches('\r').to_string(),
            )
        })
        .collect()
}

/// When a log line happened, as text that sorts in time order: `- 2026-11-30 …` (the
/// evolution log), `- 14:05 …` and `### checkpoint. 14:05` (daily logs). `None` for a line
/// without a time (it belongs to the block above it).
fn stamp(line: &str) -> Option<String> {
    let t = line.trim_start().trim_start_matches(['-', '*', '#', ' ']);
    let t = t.strip_prefix("checkpoint.").map_or(t, str::trim_start);
    let b = t.as_bytes();
    let digits =
        |r: std::ops::Range<usize>| b.get(r).is_some_and(|s| s.iter().all(u8::is_ascii_digit));
    if b.len() >= 10
        && digits(0..4)
        && b[4] == b'-'
        && digits(5..7)
        && b[7] == b'-'
        && digits(8..10)
    {
        return Some(t[..10].to_string());
    }
    if b.len() >= 5 && digits(0..2) && b[2] == b':' && digits(3..5) {
        return Some(t[..5].to_string());
    }
    None
}

fn blocks(gap: Vec<Item<Key, String>>) -> Vec<(Option<String>, Block)> {
    let mut out: Vec<(Option<String>, Block)> = Vec::new();
    for item in gap {
        match stamp(&item.1) {
            Some(s) => out.push((Some(s), vec![item])),
            None => match out.last_mut() {
                Some((_, b)) => b.push(item),
                None => out.push((None, vec![item])),
            },
        }
    }
    out
}

/// Two sides' runs interleaved by time, block by block; a tie in time goes by text, so the
/// order does not depend on which side is "ours".
fn by_time(a: Vec<Item<Key, String>>, b: Vec<Item<Key, String>>) -> Vec<Item<Key, String>> {
    let order = |x: &(Option<String>, Block)| {
        (
            x.0.clone(),
            x.1.iter().map(|i| i.1.clone()).collect::<Vec<_>>(),
        )
    };
    let mut all: Vec<(Option<String>, Block)> = blocks(a);
    let mut bs = blocks(b);
    // A stable merge of the two runs, each already in its own order.
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    let a_blocks = std::mem::take(&mut all);
    let b_blocks = std::mem::take(&mut bs);
    while i < a_blocks.len() || j < b_blocks.len() {
        let take_a = match (a_blocks.get(i), b_blocks.get(j)) {
            (Some(x), Some(y)) => order(x) <= order(y),
            (Some(_), None) => true,
            _ => false,
        };
        if take_a {
            out.extend(a_blocks[i].1.clone());
            i += 1;
        } else {
            out.extend(b_blocks[j].1.clone());
            j += 1;
        }
    }
    out
}

/// Two sides' runs, the one whose text sorts first first.
fn by_text(a: Vec<Item<Key, String>>, b: Vec<Item<Key, String>>) -> Vec<Item<Key, String>> {
    let text = |g: &[Item<Key, String>]| g.iter().map(|i| i.1.clone()).collect::<Vec<_>>();
    let (first, second) = if text(&b) < text(&a) { (b, a) } else { (a, b) };
    first.into_iter().chain(second).collect()
}

fn render(a: &str, b: &str, merged: Vec<Item<Key, String>>) -> String {
    let eol = if a.contains("\r\n") { "\r\n" } else { "\n" };
    let mut out = String::new();
    for (_, l) in &merged {
        out.push_str(l);
        out.push_str(eol);
    }
    let open = !a.is_empty() && !a.ends_with('\n') && !b.is_empty() && !b.ends_with('\n');
    if open && !merged.is_empty() {
        out.truncate(out.len() - eol.len());
    }
    out
}

/// A log: both sides' new lines kept, interleaved by their time.
pub fn merge_log(o: &str, a: &str, b: &str) -> String {
    let merged = seq::merge(
        &items(o),
        &items(a),
        &items(b),
        |_, a, _| a.clone(),
        by_time,
    );
    render(a, b, merged)
}

/// Any other file: both sides' new lines kept once, deletions applied.
pub fn merge_union(o: &str, a: &str, b: &str) -> String {
    let merged = seq::merge(
        &items(o),
        &items(a),
        &items(b),
        |_, a, _| a.clone(),
        by_text,
    );
    render(a, b, merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logs_interleave_by_time() {
        let o = "# Evolution log\n\n- 2026-11-01 promote · a\n";
        let a = format!("{o}- 2026-11-03 supersede · b\n- 2026-11-05 drop · c\n");
        let b = format!("{o}- 2026-11-04 observe · d\n");
        let want = format!(
            "{o}- 2026-11-03 supersede · b\n- 2026-11-04 observe · d\n- 2026-11-05 drop · c\n"
        );
        assert_eq!(merge_log(o, &a, &b), want);
        assert_eq!(merge_log(o, &b, &a), want);
        let o = "# 2026-11-30\n\n- 09:00 start\n";
        let a = format!("{o}### checkpoint. 11:00\nnotes a\n");
        let b = format!("{o}- 10:30 b did x\n- 12:00 b did y\n");
        let want = format!("{o}- 10:30 b did x\n### checkpoint. 11:00\nnotes a\n- 12:00 b did y\n");
        assert_eq!(merge_log(o, &a, &b), want);
        assert_eq!(merge_log(o, &b, &a), want);
    }
}
