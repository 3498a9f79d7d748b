//! Lines the model already has, so that a prompt does not spend tokens repeating them
//! (docs/RECALL.md "What is not repeated"):
//! - what `SessionStart` injected in this session, recorded in the cache folder (one small
//!   file per session: the ids of the lines shown);
//! - what the host itself loads into the system prompt, when it does (OpenClaw's main
//!   session: MEMORY.md and USER.md, each up to a limit): the limits are the host's facts,
//!   given by the caller ([`HostLoads`], from `hosts::openclaw`).

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Duration;

use super::Store;
use super::paths::MemFile;
use super::recall::Hit;
use crate::fsx;

/// What a host loads of MEMORY.md and USER.md itself: each file whole up to its limit (in
/// UTF-16 code units, as JavaScript counts them); over it, the first `head` share and the
/// rest as the tail of what is left after a truncation notice of at most `notice` units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HostLoads {
    pub memory_limit: usize,
    pub user_limit: usize,
    pub head: f64,
    pub notice: usize,
}
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
    /// What the model of `session` already has: the lines its `SessionStart` showed, and what
    /// the host loads itself (`host`, when it does). Best effort: what cannot be read counts
    /// as not there.
    pub fn in_context(&self, session: Option<&str>, host: Option<HostLoads>) -> InContext {
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
        if let Some(host) = host {
            for (file, limit) in [
                (MemFile::Memory, host.memory_limit),
                (MemFile::User, host.user_limit),
            ] {
                if let Ok(Some(text)) = fsx::read_text(&self.paths.file(file)) {
                    loaded[slot(file)] = host_loaded(&text, limit, host);
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

/// The lines of `text` the host puts in the system prompt when a file may hold `limit`
/// UTF-16 units: all of them when it fits (after trimming its end, as OpenClaw does), else
/// those wholly inside the head and the tail it keeps.
fn host_loaded(text: &str, limit: usize, host: HostLoads) -> Loaded {
    let text = text.trim_end();
    let units: usize = text.chars().map(char::len_utf16).sum();
    if units <= limit {
        return Loaded::ALL;
    }
    let budget = limit.saturating_sub(host.notice) as f64;
    let head_units = (budget * host.head) as usize;
    let tail_units = (budget * (1.0 - host.head)) as usize;
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

    /// OpenClaw's shares, with the limit each test gives.
    const HOST: HostLoads = HostLoads {
        memory_limit: 0,
        user_limit: 0,
        head: 0.75,
        notice: 200,
    };

    fn openclaw_loaded(text: &str, limit: usize) -> Loaded {
        host_loaded(text, limit, HOST)
    }

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
