//! What `health-check` says of the store itself: each memory file against its cap and its
//! line index, records waiting in the spool and those set aside unreadable, the lock, and
//! the hook's newest errors (docs/ARCHITECTURE.md "Where each kind of change goes"). Read
//! only; each problem comes with the one action to take.

use std::path::PathBuf;

use serde::Serialize;

use super::doc::Doc;
use super::paths::MemFile;
use super::{MEMORY_LINE_CAP, Store};
use crate::fsx;

/// How many of the newest hook errors are shown.
const RECENT_ERRORS: usize = 5;

/// The suffix a spool record gets when it cannot be read (set aside for a person).
pub(super) const UNREADABLE: &str = "json.bad";

#[derive(Debug, Serialize)]
pub struct FileHealth {
    pub name: String,
    pub path: PathBuf,
    pub exists: bool,
    pub lines: usize,
    pub bytes: u64,
    /// Whether its line index (行号速查) is current (MEMORY.md and USER.md only).
    pub index_current: Option<bool>,
}

#[derive(Debug, Serialize)]
pub struct Health {
    pub files: Vec<FileHealth>,
    pub spooled: usize,
    pub spool_unreadable: usize,
    pub lock_held: bool,
    /// The newest lines of the hook's error log, oldest first.
    pub recent_hook_errors: Vec<String>,
    /// What needs a person, each with what to do (the report lists them with the hosts').
    #[serde(skip)]
    pub problems: Vec<String>,
    /// Worth knowing, nothing to do (listed by the report likewise).
    #[serde(skip)]
    pub notes: Vec<String>,
}

impl Store {
    /// The store's health, for `health-check`.
    pub fn health(&self) -> Health {
        let p = &self.paths;
        let mut problems = Vec::new();
        let mut notes = Vec::new();
        let mut files = Vec::new();
        for (name, path, doc_file) in [
            ("MEMORY.md", p.file(MemFile::Memory), Some(MemFile::Memory)),
            ("USER.md", p.file(MemFile::User), Some(MemFile::User)),
            ("CANDIDATES.md", p.candidates(), None),
            ("EVOLUTION_LOG.md", p.evolution_log(), None),
        ] {
            let text = fsx::read_text_in(&path, &p.anchored).unwrap_or_else(|e| {
                problems.push(format!("{name}: {e:#}"));
                None
            });
            let lines = text.as_deref().map_or(0, |t| t.lines().count());
            let index_current = match (doc_file, &text) {
                (Some(_), Some(t)) => Some(Doc::parse(t).index_is_current()),
                _ => None,
            };
            if index_current == Some(false) {
                problems.push(format!(
                    "{name}: the line index (行号速查) is stale; the next write refreshes it"
                ));
            }
            if doc_file == Some(MemFile::Memory) && lines > MEMORY_LINE_CAP {
                problems.push(format!(
                    "MEMORY.md has {lines} lines (cap {MEMORY_LINE_CAP}): run `memory-manager consolidate`"
                ));
            }
            files.push(FileHealth {
                name: name.into(),
                path,
                exists: text.is_some(),
                lines,
                bytes: text.as_ref().map_or(0, |t| t.len() as u64),
                index_current,
            });
        }
        if let Ok(Some(n @ 1..)) = self.stale_count() {
            notes.push(format!("{n} MEMORY.md line(s) name a path, package or script that is gone (marked ⚠ when recalled): `memory-manager consolidate` proposes closing them"));
        }
        if files.iter().any(|f| !f.exists) {
            notes.push(
                "files not created yet appear at the first save (a decision, a \"remember\", a failing tool); `memory-manager init` creates them now"
                    .to_owned(),
            );
        }
        let spool = p.spool_dir();
        let spooled = fsx::spool_list(&spool).map(|v| v.len()).unwrap_or(0);
        let suffix = format!(".{UNREADABLE}");
        let spool_unreadable = std::fs::read_dir(&spool)
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .filter(|e| e.file_name().to_string_lossy().ends_with(&suffix))
                    .count()
            })
            .unwrap_or(0);
        if spool_unreadable > 0 {
            problems.push(format!(
                "{spool_unreadable} unreadable spool record(s) set aside in {}",
                spool.display()
            ));
        }
        let lock_held = p.lock_folders().iter().any(|d| fsx::lock_is_held(d));
        // The hook never writes its log through a link, so a link is not its log.
        let recent_hook_errors: Vec<String> = fsx::read_text_no_link(&p.error_log())
            .ok()
            .flatten()
            .map(|t| {
                let lines: Vec<&str> = t.lines().collect();
                lines[lines.len().saturating_sub(RECENT_ERRORS)..]
                    .iter()
                    .map(|s| s.to_string())
                    .collect()
            })
            .unwrap_or_default();
        // The log is stamped by the clock, whatever date the store pretends.
        let today = chrono::Local::now().format("%Y-%m-%d").to_string();
        if recent_hook_errors.iter().any(|l| l.starts_with(&today)) {
            problems.push(format!(
                "the hook logged errors today (see {})",
                p.error_log().display()
            ));
        }
        Health {
            files,
            spooled,
            spool_unreadable,
            lock_held,
            recent_hook_errors,
            problems,
            notes,
        }
    }
}
