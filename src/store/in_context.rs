//! Lines the model already has, so that a prompt does not spend tokens repeating them
//! (docs/RECALL.md "What is not repeated"):
//! - what `SessionStart` injected in this session, recorded in the cache folder (one small
//!   file per session: the ids of the lines shown);
//! - in the OpenClaw layout, what OpenClaw itself loads into the system prompt of the main
//!   session: MEMORY.md and USER.md, each up to its bootstrap limit (docs/HOSTS.md).

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Duration;

use super::Store;
use super::paths::{Layout, MemFile};
use super::recall::Hit;
use crate::fsx;

/// OpenClaw's default per-file bootstrap limits (`agents.defaults.bootstrapMaxChars`, and
/// USER.md's own lower cap), in UTF-16 code units as JavaScript counts them.
const OPENCLAW_MEMORY_LIMIT: usize = 20_000;
const OPENCLAW_USER_LIMIT: usize = 4_000;
/// Over its limit, OpenClaw keeps the first 75% and the last 25% of what is left after its
/// truncation notice; the notice is counted at its longest, so a line counted as loaded is.
const OPENCLAW_HEAD: f64 = 0.75;
const OPENCLAW_NOTICE: usize = 200;
/// Session records unused for this long are deleted when another is written.
const KEEP_SESSIONS: Duration = Duration::from_secs(7 * 24 * 3600);

/// What the model already has in its context.
#[derive(Default)]
pub struct InContext {
    shown: HashSet<u64>,
    /// Per file (MEMORY.md, USER.md): the lines the host loaded itself.
    loaded: [Loaded; 2],
}

/// Lines `1..=head` and `tail..` of a file: what the host loaded of it.
#[derive(Default, Clone, Copy)]
struct Loaded {
    head: usize,
    tail: usize,
}

impl Loaded {
    const NOTHING: Loaded = Loaded {
        head: 0,
        tail: usize::MAX,
    };
    const ALL: Loaded = Loaded {
        head: usize::MAX,
        tail: usize::MAX,
    };

    fn has(self, line: usize) -> bool {
        line <= self.head || line >= self.tail
    }
}

impl InContext {
    /// Whether the model already has this line.
    pub fn has(&self, hit: &Hit) -> bool {
        self.loaded[slot(hit.file)].has(hit.line) || self.shown.contains(&line_id(hit))
    }
}

impl Store {
    /// What the model of `session` already has: the lines its `SessionStart` showed, and in
    /// the OpenClaw layout (unless in a sub-agent, which OpenClaw gives no MEMORY.md) what the
    /// host loads itself. Best effort: what cannot be read counts as not there.
    pub fn in_context(&self, session: Option<&str>, subagent: bool) -> InContext {
        let shown = session
            .and_then(|s| self.session_record(s))
            .and_then(|p| fsx::read_cache(&p, 1 << 20))
            .and_then(|b| String::from_utf8(b).ok())
            .map(|t| {
                t.lines()
                    .filter_map(|l| u64::from_str_radix(l, 16).ok())
                    .collect()
            })
            .unwrap_or_default();
        let mut loaded = [Loaded::NOTHING; 2];
        if self.paths.layout == Layout::Openclaw && !subagent {
            for (file, limit) in [
                (MemFile::Memory, OPENCLAW_MEMORY_LIMIT),
                (MemFile::User, OPENCLAW_USER_LIMIT),
            ] {
                if let Ok(Some(text)) = fsx::read_text(&self.paths.file(file)) {
                    loaded[slot(file)] = openclaw_loaded(&text, limit);
                }
            }
        }
        InContext { shown, loaded }
    }

    /// Record what `SessionStart` showed `session`, for its prompts not to repeat (best
    /// effort: without a record, they may).
    pub fn record_shown(&self, session: &str, hits: &[Hit]) {
        let Some(path) = self.session_record(session) else {
            return;
        };
        let text: String = hits.iter().map(|h| format!("{:x}\n", line_id(h))).collect();
        let Some(dir) = path.parent() else {
            return;
        };
        if fsx::replace_cache(&path, text.as_bytes()).is_ok() {
            fsx::remove_older_than(dir, KEEP_SESSIONS, |name| name.len() == 16);
        }
    }

    /// `<cache>/sessions/<hash of the memory folder and the session id>`.
    fn session_record(&self, session: &str) -> Option<PathBuf> {
        let mut key = self.paths.data_dir.as_os_str().as_encoded_bytes().to_vec();
        key.push(0);
        key.extend_from_slice(session.as_bytes());
        let name = format!("{:016x}", fsx::hash(&key));
        Some(self.cache_dir.as_ref()?.join("sessions").join(name))
    }
}

fn slot(file: MemFile) -> usize {
    match file {
        MemFile::Memory => 0,
        MemFile::User => 1,
    }
}

/// A line by what it says, not where it is: a line that moved is still the line shown.
fn line_id(hit: &Hit) -> u64 {
    let mut key = vec![slot(hit.file) as u8];
    key.extend_from_slice(hit.fact.as_bytes());
    fsx::hash(&key)
}

/// The lines of `text` OpenClaw puts in the system prompt when a file may hold `limit`
/// UTF-16 units: all of them when it fits (after trimming its end, as OpenClaw does), else
/// those wholly inside the head and the tail it keeps.
fn openclaw_loaded(text: &str, limit: usize) -> Loaded {
    let text = text.trim_end();
    let units: usize = text.chars().map(char::len_utf16).sum();
    if units <= limit {
        return Loaded::ALL;
    }
    let budget = limit.saturating_sub(OPENCLAW_NOTICE) as f64;
    let head_units = (budget * OPENCLAW_HEAD) as usize;
    let tail_units = (budget * (1.0 - OPENCLAW_HEAD)) as usize;
    let tail_start = units - tail_units;
    let mut loaded = Loaded::NOTHING;
    let mut at = 0;
    for (i, line) in text.split('\n').enumerate() {
        let len: usize = line.chars().map(char::len_utf16).sum();
        let end = at + len;
        if end <= head_units {
            loaded.head = i + 1;
        }
        if at >= tail_start && loaded.tail == usize::MAX {
            loaded.tail = i + 1;
        }
        at = end + 1;
    }
    loaded
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_within_the_limit_is_loaded_whole() {
        let l = openclaw_loaded("a\nb\nc\n\n\n", 5);
        assert!(l.has(1) && l.has(3) && l.has(1000));
    }

    #[test]
    fn over_the_limit_only_the_head_and_tail_lines_are_loaded() {
        // 1,000 lines of 9 units each and a newline: 9,999 units, limit 1,200 →
        // budget 1,000: head 750 units (75 whole lines), tail 250 (the last 25 lines).
        let text: String = (0..1000).map(|i| format!("line {i:04}\n")).collect();
        let l = openclaw_loaded(&text, 1200);
        assert!(l.has(75) && !l.has(76), "head {}", l.head);
        assert!(!l.has(975) && l.has(976) && l.has(1000), "tail {}", l.tail);
    }

    #[test]
    fn units_are_counted_as_javascript_counts_them() {
        // 😀 is two UTF-16 units, 中 one.
        assert!(!openclaw_loaded("😀😀😀", 5).has(1));
        assert!(openclaw_loaded("中中中中中", 5).has(1));
    }
}
