//! One locked read-modify-write over the memory files: docs, the pool and text files are
//! read once, changed in memory and written at commit by atomic replace
//! (docs/ARCHITECTURE.md "Invariants").

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use chrono::{Local, NaiveDate};

use super::candidates::{Candidate, READY_AT};
use super::candidates::{CandidateKind, CandidateSource, Observation, Pool, Resolved};
use super::doc::{Doc, Section};
use super::entry::{self, Entry};
use super::paths::{MemFile, Paths};
use super::{Op, Outcome, Placed, Provenance, Store, evolution_log_header};
use crate::fsx;
use crate::redact::redact;
use crate::text::{Lang, clip_clause, given_text};

/// A text given explicitly, as written: redacted, then [`given_text`] (one line, whole, or
/// refused when over the cap). Refused before redaction when already too long, so a huge
/// paste costs no work under the lock (redaction must see the text as given, line breaks
/// and all). Where redaction removed something, the spaces left around it are one.
fn redacted_given(text: &str) -> Result<String> {
    if text.len() > 4 * crate::text::MAX_GIVEN_CHARS {
        given_text(text).map_err(anyhow::Error::msg)?;
    }
    let clean = match redact(text) {
        std::borrow::Cow::Borrowed(t) => std::borrow::Cow::Borrowed(t),
        std::borrow::Cow::Owned(t) => std::borrow::Cow::Owned(crate::text::collapse_whitespace(&t)),
    };
    given_text(&clean).map_err(anyhow::Error::msg)
}

/// A file the transaction read and may rewrite.
struct Loaded<T> {
    value: T,
    /// The text on disk (a new file: its template).
    disk: String,
    /// The text once loading repaired it: the file is written only when the value renders
    /// to something else (a repair alone never rewrites a file).
    base: String,
    /// What loading repaired, logged when the file is written.
    repairs: Vec<String>,
    snapshot: fsx::Snapshot,
}

/// A file a transaction would write: its text now (`None`: it does not exist) and after.
#[derive(Debug, Clone)]
pub struct Pending {
    pub path: PathBuf,
    pub before: Option<String>,
    pub after: String,
}

/// A text file the transaction read and may rewrite.
struct TextFile {
    original: Option<String>,
    current: String,
    snapshot: fsx::Snapshot,
}

impl TextFile {
    fn changed(&self) -> bool {
        self.original.as_deref() != Some(self.current.as_str())
    }
}

/// A record file a transaction changed: a memory file, or the candidate pool.
#[derive(Debug, Clone, Copy)]
enum Record {
    Doc(MemFile),
    Pool,
}

/// One locked read-modify-write over the memory files.
pub struct Tx<'a> {
    store: &'a Store,
    /// The date new records carry (a spooled record keeps its own).
    pub(super) date: NaiveDate,
    docs: BTreeMap<MemFile, Loaded<Doc>>,
    pool: Option<Loaded<Pool>>,
    texts: BTreeMap<PathBuf, TextFile>,
    removals: Vec<PathBuf>,
    /// Spool records merged into this transaction (removed once it is committed).
    pub(super) merged: Vec<PathBuf>,
    /// From a ledger a killed writer left: its records, and the files it had written.
    pub(super) ledgered: Vec<String>,
    pub(super) ledger_done: Vec<(PathBuf, u64, u64)>,
}

impl<'a> Tx<'a> {
    pub(super) fn new(store: &'a Store, date: NaiveDate) -> Tx<'a> {
        Tx {
            store,
            date,
            docs: BTreeMap::new(),
            pool: None,
            texts: BTreeMap::new(),
            removals: Vec::new(),
            merged: Vec::new(),
            ledgered: Vec::new(),
            ledger_done: Vec::new(),
        }
    }

    /// The store this transaction writes.
    pub(super) fn store(&self) -> &Store {
        self.store
    }

    pub fn paths(&self) -> &Paths {
        &self.store.paths
    }

    pub fn today(&self) -> NaiveDate {
        self.date
    }

    pub fn month(&self) -> String {
        self.date.format("%Y-%m").to_string()
    }

    pub(crate) fn lang(&mut self) -> Result<Lang> {
        Ok(self.doc(MemFile::Memory)?.lang)
    }

    /// MEMORY.md or USER.md (from the template when it does not exist yet), with union-merge
    /// damage repaired. Written at commit if it changed.
    pub fn doc(&mut self, f: MemFile) -> Result<&mut Doc> {
        if !self.docs.contains_key(&f) {
            let path = self.store.paths.file(f);
            self.confine(&path)?;
            let (text, snapshot) = fsx::read_snapshot(&path)?;
            let loaded = match text {
                Some(text) => {
                    let mut doc = Doc::parse(&text);
                    let repairs = doc.fold_duplicates();
                    Loaded {
                        base: doc.render(),
                        value: doc,
                        disk: text,
                        repairs: repairs
                            .into_iter()
                            .map(|r| format!("{}: {r}", f.name()))
                            .collect(),
                        snapshot,
                    }
                }
                None => {
                    let lang = match f {
                        MemFile::Memory => self.store.locale,
                        MemFile::User => self.lang()?,
                    };
                    let doc = Doc::template(f, lang);
                    let text = doc.render();
                    Loaded {
                        value: doc,
                        disk: text.clone(),
                        base: text,
                        repairs: Vec::new(),
                        snapshot,
                    }
                }
            };
            self.docs.insert(f, loaded);
        }
        Ok(&mut self.docs.get_mut(&f).expect("just inserted").value)
    }

    /// Refuse a path outside the store's folders (through links too).
    fn confine(&self, path: &Path) -> Result<()> {
        fsx::confine_anchored(path, &self.store.paths.anchored)
    }

    /// Where line `n` of `f` as it stands on disk (as `recall` or a person cited it) is in
    /// this transaction's copy, which loading may have repaired: folded duplicates and a
    /// refreshed index move lines. A folded duplicate maps to the line it was folded into.
    /// Call it before changing the doc.
    pub fn line_now(&mut self, f: MemFile, n: usize) -> Result<usize> {
        self.doc(f)?;
        let Loaded {
            value: doc, disk, ..
        } = &self.docs[&f];
        if doc.render() == *disk {
            return Ok(n);
        }
        let disk = Doc::parse(disk);
        if n <= disk.index_len() {
            return Ok(n);
        }
        // The repaired body is the disk body with some lines taken out.
        let mut now = doc.index_len() + 1;
        for i in disk.index_len() + 1..n {
            if disk.line(i) == doc.line(now) {
                now += 1;
            }
        }
        if disk.line(n) == doc.line(now) {
            return Ok(now);
        }
        Ok(disk
            .line(n)
            .and_then(Entry::parse)
            .and_then(|e| doc.find_same(&e.fact))
            .map_or(now, |l| l.line))
    }

    /// Add a fact to its section: redacted, on one line, whole (longer than
    /// [`crate::text::MAX_GIVEN_CHARS`] it is refused, never cut), not written twice. What the
    /// hook lifts from a prompt was clipped to a clause before it came here.
    pub fn add_entry(
        &mut self,
        section: Section,
        text: &str,
        source: &Provenance,
        pinned: bool,
    ) -> Result<Placed> {
        let fact = redacted_given(text)?;
        let fact = entry::unmarked(&fact).to_string();
        if fact.is_empty() {
            bail!(
                "nothing to write: the text is empty once secrets and <private> parts are removed"
            );
        }
        if entry::is_struck(&fact) {
            bail!(
                "{fact:?} is struck through: saved so, it would be closed at once (close a fact with supersede or forget)"
            );
        }
        let file = section.file();
        let month = self.month();
        let doc = self.doc(file)?;
        if let Some(found) = doc.find_same(&fact) {
            return Ok(Placed {
                file,
                line: found.line,
                text: found.entry.fact,
                duplicate: true,
            });
        }
        let mut entry = Entry::new(&month, &fact);
        entry.pinned = pinned;
        entry.meta.push(source.meta(doc.lang));
        let line = doc.insert_in_section(section, &entry.render());
        Ok(Placed {
            file,
            line,
            text: fact,
            duplicate: false,
        })
    }

    /// The candidate pool (from the template when it does not exist yet).
    pub fn pool(&mut self) -> Result<&mut Pool> {
        if self.pool.is_none() {
            let path = self.store.paths.candidates();
            self.confine(&path)?;
            let (text, snapshot) = fsx::read_snapshot(&path)?;
            let text = match text {
                Some(t) => t,
                None => {
                    let lang = self.lang()?;
                    Pool::template(lang)
                }
            };
            let mut pool = Pool::parse(&text);
            let repairs = pool.repair();
            self.pool = Some(Loaded {
                base: pool.render(),
                value: pool,
                disk: text,
                repairs: repairs
                    .into_iter()
                    .map(|r| format!("CANDIDATES.md: {r}"))
                    .collect(),
                snapshot,
            });
        }
        Ok(&mut self.pool.as_mut().expect("just set").value)
    }

    /// Record one observation in the pool (redacted; counted when already there).
    pub fn observe(
        &mut self,
        kind: CandidateKind,
        summary: &str,
        explicit: bool,
        source: CandidateSource,
    ) -> Result<Observation> {
        let summary = redacted_given(summary)?;
        if summary.is_empty() {
            bail!("nothing to record: the text is empty once secrets are removed");
        }
        let today = self.date;
        Ok(self
            .pool()?
            .observe(kind, &summary, explicit, source, today))
    }

    /// Record what fixed failure candidate `id` (redacted, one line, clipped), logged. An
    /// `observed` fix — seen by the hook, not told — is only a first guess: it never replaces
    /// a recorded fix, and a candidate that is gone or not a failure makes it a no-op (`None`).
    pub fn resolve(&mut self, id: &str, fix: &str, observed: bool) -> Result<Option<Resolved>> {
        let fix = redacted_given(fix)?;
        if fix.is_empty() {
            bail!("the fix is empty: say what fixed the failure");
        }
        let found = match self.pool()?.require(id) {
            Ok(c) => c.clone(),
            Err(_) if observed => return Ok(None),
            Err(e) => return Err(e),
        };
        if found.kind != CandidateKind::Error {
            if observed {
                return Ok(None);
            }
            bail!(
                "{} is a {} candidate, not a failure: only failures have a fix",
                found.id,
                found.kind.label(Lang::En)
            );
        }
        if observed && found.fix.is_some() || found.fix.as_deref() == Some(fix.as_str()) {
            return Ok(None);
        }
        self.pool()?.set_fix(&found.id, &fix)?;
        let how = if observed { " (observed)" } else { "" };
        self.log_evolution(&format!("resolve · {} \"{fix}\"{how}", found.id))?;
        Ok(Some(Resolved {
            id: found.id,
            summary: found.summary,
            fix,
            replaced: found.fix,
        }))
    }

    /// A text file's current content in this transaction.
    pub fn read_text(&mut self, path: &Path) -> Result<Option<String>> {
        if let Some(t) = self.texts.get(path) {
            return Ok(Some(t.current.clone()));
        }
        self.confine(path)?;
        fsx::read_text(path)
    }

    /// Replace a text file at commit.
    pub fn write_text(&mut self, path: &Path, text: String) -> Result<()> {
        self.confine(path)?;
        let (original, snapshot) = match self.texts.remove(path) {
            Some(t) => (t.original, t.snapshot),
            None => fsx::read_snapshot(path)?,
        };
        self.removals.retain(|p| p != path);
        self.texts.insert(
            path.to_path_buf(),
            TextFile {
                original,
                current: text,
                snapshot,
            },
        );
        Ok(())
    }

    /// Append `block` to a text file, creating it with `header` first.
    pub fn append_text(&mut self, path: &Path, header: &str, block: &str) -> Result<()> {
        let mut text = self.read_text(path)?.unwrap_or_else(|| header.to_string());
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(block);
        if !block.ends_with('\n') {
            text.push('\n');
        }
        self.write_text(path, text)
    }

    /// Delete a file at commit, after every write of this transaction succeeded.
    pub fn remove_file(&mut self, path: &Path) -> Result<()> {
        self.confine(path)?;
        self.texts.remove(path);
        self.removals.push(path.to_path_buf());
        Ok(())
    }

    /// One line in EVOLUTION_LOG.md: every promotion, drop, expiry, supersession, repair.
    pub fn log_evolution(&mut self, what: &str) -> Result<()> {
        let lang = self.lang()?;
        let line = format!(
            "- {} {}",
            self.date.format("%Y-%m-%d"),
            crate::redact::redact_line(what)
        );
        let path = self.store.paths.evolution_log();
        self.append_text(&path, evolution_log_header(lang), &line)
    }

    /// A candidate recorded by a person (`candidates add`), and its line in EVOLUTION_LOG.md.
    pub fn observe_by_hand(
        &mut self,
        kind: CandidateKind,
        text: &str,
        explicit: bool,
    ) -> Result<Observation> {
        let obs = self.observe(kind, text, explicit, CandidateSource::Manual)?;
        let what = if obs.created { "new" } else { "seen again" };
        self.log_evolution(&format!(
            "observe · {} {what} by hand ({}/{READY_AT}{})",
            obs.id,
            obs.count,
            if explicit { ", explicit" } else { "" }
        ))?;
        Ok(obs)
    }

    /// A candidate dropped for `reason` (`candidates drop`), and its line in EVOLUTION_LOG.md.
    pub fn drop_candidate(&mut self, id: &str, reason: &str) -> Result<Candidate> {
        let today = self.today();
        let c = self.pool()?.drop(id, reason, today)?;
        self.log_evolution(&format!("drop · {} \"{}\" ({reason})", c.id, c.summary))?;
        Ok(c)
    }

    /// A line in today's daily log (`### checkpoint.` entries for checkpoints).
    pub fn append_daily_log(&mut self, text: &str, checkpoint: bool) -> Result<String> {
        // One line, whatever it holds: a line break or U+2028 cannot forge a line of its own
        // (`📍 USER.md:L1 …`) that a reader of the log would take for the tool's.
        let text = crate::redact::redact_line(text);
        let text = text.as_str();
        if text.is_empty() && !checkpoint {
            bail!(
                "nothing to write: the text is empty once secrets and <private> parts are removed"
            );
        }
        let path = self.store.paths.daily_log(self.date);
        let header = format!("# {}\n\n", self.date.format("%Y-%m-%d"));
        let time = Local::now().format("%H:%M");
        let block = if checkpoint {
            let body = if text.is_empty() {
                "(checkpoint)"
            } else {
                text
            };
            format!("\n### checkpoint. {time}\n\n{body}\n")
        } else {
            format!("- {time} {text}")
        };
        self.append_text(&path, &header, &block)?;
        Ok(self.store.paths.display_name(&path))
    }

    /// Apply one op.
    pub fn apply(&mut self, op: &Op) -> Result<Outcome> {
        Ok(match op {
            Op::Entry {
                section,
                text,
                source,
                pinned,
            } => Outcome::Placed(self.add_entry(*section, text, source, *pinned)?),
            Op::Observe {
                kind,
                summary,
                explicit,
                source,
            } => Outcome::Observed(self.observe(*kind, summary, *explicit, *source)?),
            Op::Checkpoint { text } => Outcome::Logged {
                file: self.append_daily_log(text, true)?,
            },
            Op::Log { text } => Outcome::Logged {
                file: self.append_daily_log(text, false)?,
            },
            Op::Improvement { text } => {
                let path = self.store.paths.improvements();
                let lang = self.lang()?;
                let header = if lang.is_zh() {
                    "# IMPROVEMENTS.md — 漏记反馈\n\n"
                } else {
                    "# IMPROVEMENTS.md — missed saves\n\n"
                };
                let line = format!(
                    "- {} {}",
                    self.date.format("%Y-%m-%d"),
                    clip_clause(&redact(text))
                );
                self.append_text(&path, header, &line)?;
                Outcome::Logged {
                    file: self.store.paths.display_name(&path),
                }
            }
            Op::Resolve { id, fix, observed } => {
                Outcome::Resolved(self.resolve(id, fix, *observed)?)
            }
        })
    }

    /// The memory files and the pool this transaction changed, each with the text it is to
    /// be written as (a doc's index refreshed): the one test of "changed" that `commit`
    /// writes by and `pending` shows.
    fn changed_records(&mut self) -> Vec<(Record, String)> {
        let mut out = Vec::new();
        for (f, loaded) in &mut self.docs {
            if loaded.value.render() != loaded.base {
                loaded.value.refresh_index();
                out.push((Record::Doc(*f), loaded.value.render()));
            }
        }
        if let Some(loaded) = &self.pool
            && loaded.value.render() != loaded.base
        {
            out.push((Record::Pool, loaded.value.render()));
        }
        out
    }

    /// What committing would write, without writing it: each changed file with its text on
    /// disk (`None` for a new file) and the text it would get. For previews (`import`).
    pub(super) fn pending(&mut self) -> Vec<Pending> {
        let paths = self.store.paths.clone();
        let mut out = Vec::new();
        for (record, after) in self.changed_records() {
            let (path, disk) = match record {
                Record::Doc(f) => (paths.file(f), &self.docs[&f].disk),
                Record::Pool => (
                    paths.candidates(),
                    &self.pool.as_ref().expect("a changed pool is loaded").disk,
                ),
            };
            out.push(Pending {
                before: path.exists().then(|| disk.clone()),
                path,
                after,
            });
        }
        for (path, t) in self.texts.iter().filter(|(_, t)| t.changed()) {
            out.push(Pending {
                path: path.clone(),
                before: t.original.clone(),
                after: t.current.clone(),
            });
        }
        out
    }

    /// Write what changed: every file checked against what was read and prepared (a file
    /// that changed under us other than by an append is a [`fsx::Conflict`]: the caller
    /// redoes the transaction), the locks checked intact, then every file renamed into
    /// place, then removals. Spool records merged here are removed last, with a ledger
    /// that keeps a merge from ever being applied twice (store/spool.rs).
    pub(super) fn commit(mut self, locks: &fsx::FolderLocks) -> Result<()> {
        let paths = self.store.paths.clone();
        let mut changed: Vec<(PathBuf, String, fsx::Snapshot)> = Vec::new();
        let mut repairs = Vec::new();
        for (record, text) in self.changed_records() {
            let (path, loaded_repairs, snapshot) = match record {
                Record::Doc(f) => {
                    let loaded = self.docs.remove(&f).expect("a changed doc is loaded");
                    (paths.file(f), loaded.repairs, loaded.snapshot)
                }
                Record::Pool => {
                    let loaded = self.pool.take().expect("a changed pool is loaded");
                    (paths.candidates(), loaded.repairs, loaded.snapshot)
                }
            };
            changed.push((path, text, snapshot));
            repairs.extend(loaded_repairs);
        }
        for r in repairs {
            self.log_evolution(&format!("repair · {r}"))?;
        }
        // The first write into a folder leaves a .gitignore for its local state, so a team
        // that commits the folder never commits the lock or the spool.
        let ignore = paths.data_dir.join(".gitignore");
        let writes = !changed.is_empty() || self.texts.values().any(TextFile::changed);
        if writes && !self.texts.contains_key(&ignore) && !ignore.exists() {
            self.write_text(&ignore, super::setup::gitignore())?;
        }
        // Another folder that gets a lock file and is the top of a work tree (OpenClaw makes
        // its workspace a git repository) keeps that lock out of git in its own .gitignore.
        if writes {
            for dir in paths.lock_folders() {
                if dir != paths.data_dir && dir.join(".git").exists() {
                    let ignore = dir.join(".gitignore");
                    let old = self.read_text(&ignore)?.unwrap_or_default();
                    if let Some(new) = super::setup::with_lock_ignored(&old) {
                        self.write_text(&ignore, new)?;
                    }
                }
            }
        }
        for (path, t) in std::mem::take(&mut self.texts) {
            if t.changed() {
                changed.push((path, t.current, t.snapshot));
            }
        }
        let mut prepared = Vec::with_capacity(changed.len());
        for (path, text, snapshot) in changed {
            prepared.push(fsx::prepare(&path, &text, snapshot)?);
        }
        if !locks.intact() {
            bail!(fsx::Conflict(format!(
                "the lock file {}",
                paths.data_dir.join(fsx::LOCK_FILE).display()
            )));
        }
        // Checked once more right before any is replaced (their writes took a disk's time).
        for p in &mut prepared {
            p.recheck()?;
        }
        let ledger = self.write_ledger(&prepared)?;
        for p in prepared {
            p.commit()?;
        }
        for path in &self.removals {
            match std::fs::remove_file(path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    return Err(e).with_context(|| format!("cannot remove {}", path.display()));
                }
            }
        }
        self.finish_merge(ledger);
        Ok(())
    }
}
