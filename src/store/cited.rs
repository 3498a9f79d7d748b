//! What each caller was shown at a citation, so that a citation given back without its text
//! (`forget MEMORY.md:L20`) acts on the fact it named, not on whatever holds that line now
//! (store/edit.rs, docs/FORMATS.md "Entry lines").
//!
//! Every place that prints a citation of a memory line to a caller (the hook's blocks,
//! `recall`, `write-memory`, the tools' search, get and save) notes it here: one line
//! appended to `<cache>/cited/<hash of the memory folder>` with the time, the caller's
//! session (none for a person at the CLI) and a hash of the fact as it stood — never its
//! text, so a hard delete leaves it nowhere. Best effort: a caller
//! whose citation was not noted (no cache folder, a file the ledger lost) gets the line as it
//! is now, as before.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::Store;
use super::entry::normalize;
use super::paths::MemFile;
use crate::fsx;

/// A citation older than this is not taken to be what a caller has in mind: a person who
/// recalled a line yesterday and reads the file today means what the file says now.
const FRESH: Duration = Duration::from_secs(24 * 3600);
/// Past this size the ledger is rewritten with the latest fresh note of each citation.
const COMPACT_AT: u64 = 256 * 1024;
/// The most the ledger is read (a bigger one is damaged or foreign: nothing is taken from it).
const READ_CAP: u64 = 4 * 1024 * 1024;
/// Ledgers of memory folders unused this long are deleted when another is compacted.
const KEEP_LEDGERS: Duration = Duration::from_secs(7 * 24 * 3600);
/// How long a writer waits for the ledger's lock (a cache file: giving up loses one note).
const LOCK_WAIT: Duration = Duration::from_millis(200);

/// What a caller was last shown at a citation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LastShown {
    /// Nothing noted there (recently): the citation came from elsewhere (the file itself).
    Nothing,
    /// One fact, by its [`fact_key`].
    Fact(u64),
    /// Other callers were shown this many different facts there, and this one none: which
    /// is meant cannot be told.
    Differing(usize),
}

/// One note: a fact a caller was shown at a line.
struct Note {
    at: u64,
    session: u64,
    file: MemFile,
    line: usize,
    fact: u64,
}

/// What identifies a fact in the ledger: a hash of its folded text (the folding `--was`
/// compares with), so the ledger never holds the text itself.
pub fn fact_key(fact: &str) -> u64 {
    fsx::hash(normalize(fact).as_bytes())
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn session_key(session: Option<&str>) -> u64 {
    fsx::hash(session.unwrap_or("").as_bytes())
}

fn file_mark(file: MemFile) -> char {
    match file {
        MemFile::Memory => 'm',
        MemFile::User => 'u',
    }
}

fn render(n: &Note) -> String {
    format!(
        "{:x} {:016x} {}{} {:016x}\n",
        n.at,
        n.session,
        file_mark(n.file),
        n.line,
        n.fact
    )
}

fn parse(line: &str) -> Option<Note> {
    let mut parts = line.split(' ');
    let at = u64::from_str_radix(parts.next()?, 16).ok()?;
    let session = u64::from_str_radix(parts.next()?, 16).ok()?;
    let place = parts.next()?;
    let fact = u64::from_str_radix(parts.next()?, 16).ok()?;
    let file = match place.chars().next()? {
        'm' => MemFile::Memory,
        'u' => MemFile::User,
        _ => return None,
    };
    let line = place[1..].parse().ok()?;
    Some(Note {
        at,
        session,
        file,
        line,
        fact,
    })
}

impl Store {
    /// `<cache>/cited/<hash of the memory folder>`.
    fn cited_ledger(&self) -> Option<PathBuf> {
        let key = self.paths.data_dir.as_os_str().as_encoded_bytes();
        let name = format!("{:016x}", fsx::hash(key));
        Some(self.cache_dir.as_ref()?.join("cited").join(name))
    }

    /// Note that `session` (none: a person at the CLI) was just shown these facts at these
    /// lines. Best effort: a note that cannot be written is lost, and that citation acts on
    /// its line as it is then.
    pub fn note_cited<'f>(
        &self,
        session: Option<&str>,
        shown: impl IntoIterator<Item = (MemFile, usize, &'f str)>,
    ) {
        let (at, session) = (now_secs(), session_key(session));
        let text: String = shown
            .into_iter()
            .map(|(file, line, fact)| {
                render(&Note {
                    at,
                    session,
                    file,
                    line,
                    fact: fact_key(fact),
                })
            })
            .collect();
        let Some(path) = self.cited_ledger().filter(|_| !text.is_empty()) else {
            return;
        };
        let Some(dir) = path.parent() else {
            return;
        };
        // Opening the lock checks the folders and makes them when missing (`open_cache_rw`):
        // a separate `cache_dir` first was five more syscalls on every prompt that cites.
        let Some(_lock) = fsx::lock_cache(&dir.join(".lock"), LOCK_WAIT) else {
            return;
        };
        let big = std::fs::symlink_metadata(&path).is_ok_and(|m| m.len() > COMPACT_AT);
        if big {
            let old = fsx::read_cache(&path, READ_CAP).unwrap_or_default();
            let kept = compact(&String::from_utf8_lossy(&old), at);
            let _ = fsx::replace_cache(&path, format!("{kept}{text}").as_bytes());
            fsx::remove_older_than(dir, KEEP_LEDGERS, |name| name.len() == 16);
        } else {
            let _ = fsx::append_cache(&path, text.as_bytes());
        }
    }

    /// What `session` (none: a person at the CLI) was last shown at `file:line`, within the
    /// last day: its own latest note there; else, when it has none, what every other
    /// caller's latest note there agrees on.
    pub fn last_shown(&self, session: Option<&str>, file: MemFile, line: usize) -> LastShown {
        let Some(bytes) = self
            .cited_ledger()
            .and_then(|p| fsx::read_cache(&p, READ_CAP))
        else {
            return LastShown::Nothing;
        };
        let text = String::from_utf8_lossy(&bytes);
        let (mine, oldest) = (
            session_key(session),
            now_secs().saturating_sub(FRESH.as_secs()),
        );
        let mut latest: HashMap<u64, u64> = HashMap::new();
        for note in text.lines().filter_map(parse) {
            if note.file == file && note.line == line && note.at >= oldest {
                latest.insert(note.session, note.fact);
            }
        }
        if let Some(fact) = latest.get(&mine) {
            return LastShown::Fact(*fact);
        }
        let mut facts: Vec<u64> = latest.into_values().collect();
        facts.sort_unstable();
        facts.dedup();
        match facts.as_slice() {
            [] => LastShown::Nothing,
            [one] => LastShown::Fact(*one),
            many => LastShown::Differing(many.len()),
        }
    }
}

/// The ledger's fresh notes, the latest of each caller and citation only, in their order.
fn compact(text: &str, now: u64) -> String {
    let oldest = now.saturating_sub(FRESH.as_secs());
    let notes: Vec<Note> = text
        .lines()
        .filter_map(parse)
        .filter(|n| n.at >= oldest)
        .collect();
    let mut last: HashMap<(u64, MemFile, usize), usize> = HashMap::new();
    for (i, n) in notes.iter().enumerate() {
        last.insert((n.session, n.file, n.line), i);
    }
    notes
        .iter()
        .enumerate()
        .filter(|(i, n)| last.get(&(n.session, n.file, n.line)) == Some(i))
        .map(|(_, n)| render(n))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_reads_back_and_compaction_keeps_the_latest() {
        let n = |at, line, fact| Note {
            at,
            session: 7,
            file: MemFile::Memory,
            line,
            fact: fact_key(fact),
        };
        let now = now_secs();
        let text = [
            render(&n(now - 10, 20, "Use Redis for sessions")),
            render(&n(now - 5, 20, "Use Postgres")),
            render(&n(now - 5, 3, "Keep PRs small")),
            render(&n(now - FRESH.as_secs() - 1, 9, "old")),
            "garbage\n".to_string(),
        ]
        .concat();
        let back = parse(text.lines().next().unwrap()).unwrap();
        assert_eq!(back.line, 20);
        // The text is not kept; its folded form is what matches.
        assert!(!text.contains("Redis"));
        assert_eq!(back.fact, fact_key("use redis for sessions."));
        let kept = compact(&text, now);
        let facts: Vec<u64> = kept.lines().filter_map(parse).map(|n| n.fact).collect();
        assert_eq!(
            facts,
            [fact_key("Use Postgres"), fact_key("Keep PRs small")]
        );
    }
}
