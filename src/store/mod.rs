//! The store: the only code that touches memory files. Locks, atomic replace, spool,
//! redaction on the way in, Markdown parse/render.

pub mod candidates;
pub mod card;
pub mod doc;
pub mod entry;
pub mod fingerprint;
pub mod fsx;
pub mod paths;
pub mod recall;
pub mod term_index;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use chrono::{Local, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::cli::Global;
use crate::redact::redact;
use crate::text::Lang;
use crate::text::clip_fact;
use candidates::{CandidateKind, Observation, Pool};
use doc::{Doc, Section};
use entry::Entry;
use paths::{MemFile, Paths};

/// A temp file this old, found while holding the lock, was left by a killed writer.
const STALE_TEMP: Duration = Duration::from_secs(60);

/// How long a command run by hand waits for another writer before giving up.
const CLI_WAIT: Duration = Duration::from_secs(10);

/// Where a fact came from, written as its `来源:` / `source:` metadata.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The user said so in a prompt (记住…, from now on…).
    Explicit,
    /// A decision the user made in a prompt.
    Decision,
    /// `write-memory` / `write-user` by hand.
    Manual,
    /// Promoted from the candidate pool.
    Candidate(String),
}

impl Source {
    pub fn label(&self, lang: Lang) -> String {
        match (self, lang) {
            (Source::Explicit, Lang::Zh) => "用户明确指示".into(),
            (Source::Explicit, Lang::En) => "user-explicit".into(),
            (Source::Decision, Lang::Zh) => "对话决策".into(),
            (Source::Decision, Lang::En) => "decision".into(),
            (Source::Manual, Lang::Zh) => "手动写入".into(),
            (Source::Manual, Lang::En) => "manual".into(),
            (Source::Candidate(id), Lang::Zh) => format!("候选池{id}"),
            (Source::Candidate(id), Lang::En) => format!("candidate {id}"),
        }
    }
}

/// One change a writer wants; serialisable so a writer that cannot get the lock in time can
/// spool it for the next writer to merge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Op {
    /// A fact for MEMORY.md / USER.md.
    Entry {
        section: Section,
        text: String,
        source: Source,
        #[serde(default)]
        pinned: bool,
    },
    /// One observation for the candidate pool.
    Observe {
        kind: CandidateKind,
        summary: String,
        #[serde(default)]
        explicit: bool,
    },
    /// A `### checkpoint.` entry in today's log.
    Checkpoint { text: String },
    /// A line in today's log.
    Log { text: String },
    /// A missed save the user flagged, for IMPROVEMENTS.md.
    Improvement { text: String },
}

/// Where a fact is (or already was).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Placed {
    pub file: MemFile,
    pub line: usize,
    /// The entry line's fact as written.
    pub text: String,
    /// It was already there: nothing was written, this cites the existing line.
    pub duplicate: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Outcome {
    Placed(Placed),
    Observed(Observation),
    /// Written to a log-like file (name as cited).
    Logged {
        file: String,
    },
    /// The lock was busy: the record waits in the spool for the next writer.
    Spooled,
}

#[derive(Debug, Serialize, Deserialize)]
struct SpoolRecord {
    date: NaiveDate,
    ops: Vec<Op>,
}

#[derive(Debug, Clone)]
pub struct Store {
    pub paths: Paths,
    pub today: NaiveDate,
}

impl Store {
    /// The store the command line points at.
    pub fn open(g: &Global) -> Result<Store> {
        let paths = paths::resolve(g.root.as_deref(), g.layout, None)?;
        Ok(Store::new(paths, today(g)?))
    }

    pub fn new(paths: Paths, today: NaiveDate) -> Store {
        Store { paths, today }
    }

    /// Read a memory file without the lock (readers see whole files: writers rename).
    pub fn read_doc(&self, f: MemFile) -> Result<Option<Doc>> {
        Ok(fsx::read_text(&self.paths.file(f))?.map(|t| Doc::parse(&t)))
    }

    /// The active entries of MEMORY.md and USER.md most relevant to `query`, best first:
    /// from the term index while it matches the files, else from the index rebuilt from
    /// them, else (no cache folder to write it to) by reading them (best effort: it is
    /// only a cache, in the user's cache folder).
    pub fn rank(&self, query: &str, limit: usize) -> Result<Vec<recall::Hit>> {
        let q = recall::Query::new(query);
        if q.is_empty() || limit == 0 {
            return Ok(Vec::new());
        }
        let mut sources = term_index::Sources::open(&self.paths)?;
        let index = term_index::path(&self.paths);
        if let Some(index) = &index {
            if let Some((hits, refresh)) = term_index::lookup(index, &mut sources, &q, limit) {
                if let Some(checked) = refresh {
                    let _ = term_index::refresh(index, &sources, &checked);
                }
                return Ok(hits);
            }
        }
        let docs = sources.docs()?;
        if docs.is_empty() {
            return Ok(Vec::new());
        }
        // Rebuild the index and answer from it (the same hits as the scan, for one pass of
        // tokenising every line instead of two); the scan answers when it cannot be written.
        if let Some(index) = &index {
            if term_index::write(index, &sources, &docs).is_ok() {
                if let Some((hits, _)) = term_index::lookup(index, &mut sources, &q, limit) {
                    return Ok(hits);
                }
            }
        }
        let refs: Vec<(MemFile, &Doc)> = docs.iter().map(|(f, d)| (*f, d)).collect();
        Ok(recall::rank_query(&refs, &q, limit))
    }

    /// How many candidates are ready for `evolve` (without the lock, and without parsing
    /// the whole pool: the prompt hook asks before every prompt).
    pub fn ready_count(&self) -> Result<usize> {
        Ok(fsx::read_text(&self.paths.candidates())?.map_or(0, |t| Pool::ready_count(&t)))
    }

    /// Read the candidate pool without the lock.
    pub fn read_pool(&self) -> Result<Option<Pool>> {
        Ok(fsx::read_text(&self.paths.candidates())?.map(|t| Pool::parse(&t)))
    }

    /// Run `f` under the folder locks (merging the spool first) and write what it changed.
    /// Waits up to 10 s for another writer, then fails with a clear message.
    pub fn transaction<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<T> {
        let _locks = fsx::lock_folders(&self.paths.lock_folders(), CLI_WAIT)?.ok_or_else(|| {
            anyhow!(
                "the memory folder is busy: another memory-manager has held {} for over {} s",
                self.paths.data_dir.join(fsx::LOCK_FILE).display(),
                CLI_WAIT.as_secs()
            )
        })?;
        let mut tx = Tx::new(self, self.today);
        let spooled = tx.merge_spool()?;
        let out = f(&mut tx)?;
        tx.commit()?;
        remove_merged(&spooled);
        Ok(out)
    }

    /// Apply `ops`, waiting at most `wait` for the lock; past that they are spooled, never lost.
    pub fn apply(&self, ops: Vec<Op>, wait: Duration) -> Result<Vec<Outcome>> {
        if ops.is_empty() {
            return Ok(Vec::new());
        }
        match fsx::lock_folders(&self.paths.lock_folders(), wait)? {
            Some(_locks) => {
                let mut tx = Tx::new(self, self.today);
                let spooled = tx.merge_spool()?;
                let out = ops
                    .iter()
                    .map(|op| tx.apply(op))
                    .collect::<Result<Vec<_>>>()?;
                tx.commit()?;
                remove_merged(&spooled);
                Ok(out)
            }
            None => {
                let record = SpoolRecord {
                    date: self.today,
                    ops,
                };
                let bytes = serde_json::to_vec(&record)?;
                fsx::spool_put(&self.paths.spool_dir(), &bytes)?;
                Ok(record.ops.iter().map(|_| Outcome::Spooled).collect())
            }
        }
    }

    /// The language new files are written in: the existing MEMORY.md's, else the locale's.
    pub fn lang(&self) -> Lang {
        match fsx::read_text(&self.paths.file(MemFile::Memory)) {
            Ok(Some(t)) => Doc::parse(&t).lang,
            _ => Lang::from_env(),
        }
    }
}

fn remove_merged(spooled: &[PathBuf]) {
    for p in spooled {
        let _ = std::fs::remove_file(p);
    }
}

/// The first lines of a new EVOLUTION_LOG.md.
pub fn evolution_log_header(zh: bool) -> &'static str {
    if zh {
        "# EVOLUTION_LOG.md — 进化日志\n\n"
    } else {
        "# EVOLUTION_LOG.md — evolution log\n\n"
    }
}

/// Today, or the `--today` / `MEMORY_MANAGER_TODAY` date.
pub fn today(g: &Global) -> Result<NaiveDate> {
    match &g.today {
        Some(s) => NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d")
            .with_context(|| format!("--today {s:?} is not a date like 2026-11-30")),
        None => Ok(Local::now().date_naive()),
    }
}

/// A text file the transaction read and may rewrite.
struct TextFile {
    original: Option<String>,
    current: String,
}

/// One locked read-modify-write over the memory files.
pub struct Tx<'a> {
    store: &'a Store,
    /// The date new records carry (a spooled record keeps its own).
    date: NaiveDate,
    docs: BTreeMap<MemFile, (Doc, String)>,
    pool: Option<(Pool, String)>,
    texts: BTreeMap<PathBuf, TextFile>,
    removals: Vec<PathBuf>,
    repairs: Vec<String>,
}

impl<'a> Tx<'a> {
    fn new(store: &'a Store, date: NaiveDate) -> Tx<'a> {
        Tx {
            store,
            date,
            docs: BTreeMap::new(),
            pool: None,
            texts: BTreeMap::new(),
            removals: Vec::new(),
            repairs: Vec::new(),
        }
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

    fn lang(&mut self) -> Result<Lang> {
        Ok(self.doc(MemFile::Memory)?.lang)
    }

    /// MEMORY.md or USER.md (from the template when it does not exist yet), with union-merge
    /// damage repaired. Written at commit if it changed.
    pub fn doc(&mut self, f: MemFile) -> Result<&mut Doc> {
        if !self.docs.contains_key(&f) {
            let path = self.store.paths.file(f);
            let doc = match fsx::read_text(&path)? {
                Some(text) => {
                    let mut doc = Doc::parse(&text);
                    let repairs = doc.fold_duplicates();
                    self.repairs
                        .extend(repairs.into_iter().map(|r| format!("{}: {r}", f.name())));
                    (doc, text)
                }
                None => {
                    let lang = match f {
                        MemFile::Memory => Lang::from_env(),
                        MemFile::User => self.lang()?,
                    };
                    let doc = Doc::template(f, lang);
                    let text = doc.render();
                    (doc, text)
                }
            };
            self.docs.insert(f, doc);
        }
        Ok(&mut self.docs.get_mut(&f).expect("just inserted").0)
    }

    /// Where line `n` of `f` as it stands on disk (as `recall` or a person cited it) is in
    /// this transaction's copy, which loading may have repaired: folded duplicates and a
    /// refreshed index move lines. A folded duplicate maps to the line it was folded into.
    /// Call it before changing the doc.
    pub fn line_now(&mut self, f: MemFile, n: usize) -> Result<usize> {
        self.doc(f)?;
        let (doc, original) = &self.docs[&f];
        if doc.render() == *original {
            return Ok(n);
        }
        let disk = Doc::parse(original);
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

    /// Add a fact to its section: redacted, clipped, not written twice.
    pub fn add_entry(
        &mut self,
        section: Section,
        text: &str,
        source: &Source,
        pinned: bool,
    ) -> Result<Placed> {
        let fact = clip_fact(redact(text).trim());
        if fact.is_empty() {
            bail!(
                "nothing to write: the text is empty once secrets and <private> parts are removed"
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
        let lang = doc.lang;
        let label = match lang {
            Lang::Zh => "来源",
            Lang::En => "source",
        };
        let mut entry = Entry::new(&month, &fact);
        entry.pinned = pinned;
        entry.meta.push((label.to_string(), source.label(lang)));
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
            let text = match fsx::read_text(&self.store.paths.candidates())? {
                Some(t) => t,
                None => {
                    let zh = self.lang()? == Lang::Zh;
                    Pool::template(zh)
                }
            };
            let mut pool = Pool::parse(&text);
            let repairs = pool.repair();
            self.repairs
                .extend(repairs.into_iter().map(|r| format!("CANDIDATES.md: {r}")));
            self.pool = Some((pool, text));
        }
        Ok(&mut self.pool.as_mut().expect("just set").0)
    }

    /// Record one observation in the pool (redacted; counted when already there).
    pub fn observe(
        &mut self,
        kind: CandidateKind,
        summary: &str,
        explicit: bool,
    ) -> Result<Observation> {
        let summary = clip_fact(redact(summary).trim());
        if summary.is_empty() {
            bail!("nothing to record: the text is empty once secrets are removed");
        }
        let today = self.date;
        Ok(self.pool()?.observe(kind, &summary, explicit, today))
    }

    /// A text file's current content in this transaction.
    pub fn read_text(&mut self, path: &Path) -> Result<Option<String>> {
        if let Some(t) = self.texts.get(path) {
            return Ok(Some(t.current.clone()));
        }
        fsx::read_text(path)
    }

    /// Replace a text file at commit.
    pub fn write_text(&mut self, path: &Path, text: String) -> Result<()> {
        fsx::confine(path, &self.store.paths.folders())?;
        let original = match self.texts.remove(path) {
            Some(t) => t.original,
            None => fsx::read_text(path)?,
        };
        self.removals.retain(|p| p != path);
        self.texts.insert(
            path.to_path_buf(),
            TextFile {
                original,
                current: text,
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
        fsx::confine(path, &self.store.paths.folders())?;
        self.texts.remove(path);
        self.removals.push(path.to_path_buf());
        Ok(())
    }

    /// One line in EVOLUTION_LOG.md: every promotion, drop, expiry, supersession, repair.
    pub fn log_evolution(&mut self, what: &str) -> Result<()> {
        let zh = self.lang()? == Lang::Zh;
        let line = format!("- {} {}", self.date.format("%Y-%m-%d"), redact(what));
        let path = self.store.paths.evolution_log();
        self.append_text(&path, evolution_log_header(zh), &line)
    }

    /// A line in today's daily log (`### checkpoint.` entries for checkpoints).
    pub fn append_daily_log(&mut self, text: &str, checkpoint: bool) -> Result<String> {
        let text = redact(text);
        let text = text.trim();
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
            } => Outcome::Observed(self.observe(*kind, summary, *explicit)?),
            Op::Checkpoint { text } => Outcome::Logged {
                file: self.append_daily_log(text, true)?,
            },
            Op::Log { text } => Outcome::Logged {
                file: self.append_daily_log(text, false)?,
            },
            Op::Improvement { text } => {
                let path = self.store.paths.improvements();
                let zh = self.lang()? == Lang::Zh;
                let header = if zh {
                    "# IMPROVEMENTS.md — 漏记反馈\n\n"
                } else {
                    "# IMPROVEMENTS.md — missed saves\n\n"
                };
                let line = format!(
                    "- {} {}",
                    self.date.format("%Y-%m-%d"),
                    clip_fact(&redact(text))
                );
                self.append_text(&path, header, &line)?;
                Outcome::Logged {
                    file: self.store.paths.display_name(&path),
                }
            }
        })
    }

    /// Merge records spooled by writers that could not get the lock. Returns their files,
    /// removed only after this transaction commits (delayed, never lost).
    fn merge_spool(&mut self) -> Result<Vec<PathBuf>> {
        // Under the lock no one else is writing: an old temp file is a killed writer's.
        for dir in self.store.paths.lock_folders() {
            fsx::remove_stale_temps(&dir, STALE_TEMP);
        }
        let files = fsx::spool_list(&self.store.paths.spool_dir())?;
        let mut merged = Vec::with_capacity(files.len());
        for path in files {
            let record = std::fs::read(&path)
                .ok()
                .and_then(|b| serde_json::from_slice::<SpoolRecord>(&b).ok());
            let Some(record) = record else {
                // Unreadable: set aside for a person rather than lost or retried forever.
                let _ = std::fs::rename(&path, path.with_extension("json.bad"));
                continue;
            };
            let today = std::mem::replace(&mut self.date, record.date);
            for op in &record.ops {
                // One bad op (say, text that is empty once redacted) must not block the rest.
                let _ = self.apply(op);
            }
            self.date = today;
            merged.push(path);
        }
        Ok(merged)
    }

    fn commit(mut self) -> Result<()> {
        if !self.repairs.is_empty() {
            for r in std::mem::take(&mut self.repairs) {
                self.log_evolution(&format!("repair · {r}"))?;
            }
        }
        let folders = self.store.paths.folders();
        for (f, (doc, original)) in &mut self.docs {
            let path = self.store.paths.file(*f);
            let mut after = doc.render();
            if after != *original {
                doc.refresh_index();
                after = doc.render();
                fsx::confine(&path, &folders)?;
                fsx::atomic_write(&path, after.as_bytes())?;
            }
        }
        if let Some((pool, original)) = &self.pool {
            let after = pool.render();
            if after != *original {
                let path = self.store.paths.candidates();
                fsx::confine(&path, &folders)?;
                fsx::atomic_write(&path, after.as_bytes())?;
            }
        }
        for (path, t) in &self.texts {
            if t.original.as_deref() != Some(t.current.as_str()) {
                fsx::atomic_write(path, t.current.as_bytes())?;
            }
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
        Ok(())
    }
}
