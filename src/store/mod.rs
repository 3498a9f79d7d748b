//! The store: the only code that touches memory files. Locks, atomic replace, spool,
//! redaction on the way in, Markdown parse/render.

pub mod candidates;
pub mod card;
pub mod citation;
pub mod cited;
pub mod consolidate;
pub mod doc;
pub mod edit;
pub mod entry;
pub mod evolve;
pub mod health;
pub mod hot_tier;
pub mod in_context;
pub mod logs;
pub mod merge;
pub mod paths;
pub mod recall;
pub mod referents;
pub mod setup;
pub mod skills;
mod spool;
pub mod term_index;
mod tx;

use spool::SpoolRecord;
pub use tx::{Pending, Tx};

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Result, anyhow};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::fsx;
use crate::redact::redact;
use crate::text::Lang;
use candidates::{CandidateKind, CandidateSource, Observation, Pool};
use doc::{Doc, Section};
use paths::{MemFile, Paths};

/// MEMORY.md past this many lines should be consolidated (injected every session, it must
/// stay short).
pub const MEMORY_LINE_CAP: usize = 200;

/// How many times a transaction is redone when files change under it before it gives up
/// (a command fails with a clear message; a hook spools its record).
const MAX_ATTEMPTS: usize = 5;

/// How long a command run by hand waits for another writer before giving up.
const CLI_WAIT: Duration = Duration::from_secs(10);

/// Where a fact came from, written as its `来源:` / `source:` metadata.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Provenance {
    /// The user said so in a prompt (记住…, from now on…).
    Explicit,
    /// A decision the user made in a prompt.
    Decision,
    /// `write-memory` / `write-user` by hand.
    Manual,
    /// The agent, through its memory tools (`memory_save`, `memory_supersede`).
    Agent,
    /// Promoted from the candidate pool.
    Candidate(String),
    /// Brought in by `import` from another tool's files: `claude-code (CLAUDE.md)`, the
    /// source and the file it came from.
    Import(String),
}

impl Provenance {
    /// The `来源:` / `source:` metadata pair of an entry line in `lang`.
    pub fn meta(&self, lang: Lang) -> (String, String) {
        (entry::source_key(lang).to_string(), self.label(lang))
    }

    pub fn label(&self, lang: Lang) -> String {
        match (self, lang) {
            (Provenance::Explicit, Lang::Zh) => "用户明确指示".into(),
            (Provenance::Explicit, Lang::En) => "user-explicit".into(),
            (Provenance::Decision, Lang::Zh) => "对话决策".into(),
            (Provenance::Decision, Lang::En) => "decision".into(),
            (Provenance::Manual, Lang::Zh) => "手动写入".into(),
            (Provenance::Manual, Lang::En) => "manual".into(),
            (Provenance::Agent, Lang::Zh) => "智能体".into(),
            (Provenance::Agent, Lang::En) => "agent".into(),
            (Provenance::Candidate(id), Lang::Zh) => format!("候选池{id}"),
            (Provenance::Candidate(id), Lang::En) => format!("candidate {id}"),
            // The same in both languages: it names a tool and a file, and stays greppable.
            (Provenance::Import(from), _) => format!("import:{from}"),
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
        source: Provenance,
        #[serde(default)]
        pinned: bool,
    },
    /// One observation for the candidate pool.
    Observe {
        kind: CandidateKind,
        summary: String,
        #[serde(default)]
        explicit: bool,
        #[serde(default)]
        source: CandidateSource,
    },
    /// A `### checkpoint.` entry in today's log.
    Checkpoint { text: String },
    /// A line in today's log.
    Log { text: String },
    /// A missed save the user flagged, for IMPROVEMENTS.md.
    Improvement { text: String },
    /// What fixed a failure candidate. An `observed` fix (the hook saw a later call succeed)
    /// never replaces one already recorded, and is dropped when the candidate has left the
    /// pool; a fix given by the agent or a person replaces any.
    Resolve {
        id: String,
        fix: String,
        #[serde(default)]
        observed: bool,
    },
}

impl Op {
    /// The op with its text redacted, as it may be written anywhere.
    fn redacted(self) -> Op {
        let clean = |t: String| redact(&t).into_owned();
        match self {
            Op::Entry {
                section,
                text,
                source,
                pinned,
            } => Op::Entry {
                section,
                text: clean(text),
                source,
                pinned,
            },
            Op::Observe {
                kind,
                summary,
                explicit,
                source,
            } => Op::Observe {
                kind,
                summary: clean(summary),
                explicit,
                source,
            },
            Op::Checkpoint { text } => Op::Checkpoint { text: clean(text) },
            Op::Log { text } => Op::Log { text: clean(text) },
            Op::Improvement { text } => Op::Improvement { text: clean(text) },
            Op::Resolve { id, fix, observed } => Op::Resolve {
                id,
                fix: clean(fix),
                observed,
            },
        }
    }
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
    /// A failure candidate's fix was recorded (`None`: an observed fix that was not needed).
    Resolved(Option<candidates::Resolved>),
}

#[derive(Debug, Clone)]
pub struct Store {
    pub paths: Paths,
    /// The date new records carry.
    pub today: NaiveDate,
    /// The language of files created before MEMORY.md says otherwise (from the locale).
    pub locale: Lang,
    /// memory-manager's folder in the user's cache: derived data only (the term index,
    /// what a session was shown). `None`: nothing is cached.
    pub cache_dir: Option<PathBuf>,
}

impl Store {
    pub fn new(paths: Paths, today: NaiveDate, locale: Lang, cache_dir: Option<PathBuf>) -> Store {
        Store {
            paths,
            today,
            locale,
            cache_dir,
        }
    }

    /// Read a memory file without the lock (readers see whole files: writers rename).
    pub fn read_doc(&self, f: MemFile) -> Result<Option<Doc>> {
        Ok(self.read_own(&self.paths.file(f))?.map(|t| Doc::parse(&t)))
    }

    /// The active entries of MEMORY.md and USER.md most relevant to `query`, best first:
    /// from the term index while it matches the files, else from the index rebuilt from
    /// them, else (no cache folder to write it to) by reading them (best effort: it is
    /// only a cache, in the user's cache folder).
    ///
    /// A file too large to rank is an error: see [`Store::rank_what_fits`].
    pub fn rank(&self, query: &str, limit: usize) -> Result<Vec<recall::Hit>> {
        let q = recall::Query::new(query);
        if q.is_empty() || limit == 0 {
            return Ok(Vec::new());
        }
        let mut sources = term_index::Sources::open(&self.paths)?;
        if let Some(why) = sources.left_out().into_iter().next() {
            return Err(anyhow!(why));
        }
        self.rank_sources(&mut sources, &q, limit)
    }

    /// [`Store::rank`] over the files small enough to rank (a prompt's hook must answer in
    /// time: a 50 MB USER.md does not cost it MEMORY.md's lines), with why each other one
    /// was left out.
    pub fn rank_what_fits(
        &self,
        query: &str,
        limit: usize,
    ) -> Result<(Vec<recall::Hit>, Vec<String>)> {
        let q = recall::Query::new(query);
        if q.is_empty() || limit == 0 {
            return Ok((Vec::new(), Vec::new()));
        }
        let mut sources = term_index::Sources::open(&self.paths)?;
        let left_out = sources.left_out();
        Ok((self.rank_sources(&mut sources, &q, limit)?, left_out))
    }

    fn rank_sources(
        &self,
        sources: &mut term_index::Sources,
        q: &recall::Query,
        limit: usize,
    ) -> Result<Vec<recall::Hit>> {
        let index = term_index::path(&self.paths, self.cache_dir.as_deref());
        if let Some(index) = &index
            && let Some((hits, refresh)) = term_index::lookup(index, sources, q, limit)
        {
            if let Some(checked) = refresh {
                let _ = term_index::refresh(index, sources, &checked);
            }
            return Ok(hits);
        }
        let docs = sources.docs()?;
        if docs.is_empty() {
            return Ok(Vec::new());
        }
        // Rebuild the index and answer from it (the same hits as the scan, for one pass of
        // tokenising every line instead of two); the scan answers when it cannot be written.
        if let Some(index) = &index
            && term_index::write(index, sources, &docs).is_ok()
            && let Some((hits, _)) = term_index::lookup(index, sources, q, limit)
        {
            return Ok(hits);
        }
        let refs: Vec<(MemFile, &Doc)> = docs.iter().map(|(f, d)| (*f, d)).collect();
        Ok(recall::rank_query(&refs, q, limit))
    }

    /// The lines `rank` gives for `query`, each with why it ranked (matched terms, the
    /// words a concept was reached from, each term's share of the score).
    pub fn explain(&self, query: &str, limit: usize) -> Result<Vec<recall::Explained>> {
        let mut sources = term_index::Sources::open(&self.paths)?;
        if let Some(why) = sources.left_out().into_iter().next() {
            return Err(anyhow!(why));
        }
        let docs = sources.docs()?;
        let refs: Vec<(MemFile, &Doc)> = docs.iter().map(|(f, d)| (*f, d)).collect();
        Ok(recall::explain(&refs, query, limit))
    }

    /// How many candidates are ready for `evolve` (without the lock, and without parsing
    /// the whole pool: the prompt hook asks before every prompt).
    pub fn ready_count(&self) -> Result<usize> {
        Ok(self
            .read_own(&self.paths.candidates())?
            .map_or(0, |t| Pool::ready_count(&t)))
    }

    /// A text file of the store's folders, read without the lock; `None` when missing.
    pub fn read_text(&self, path: &Path) -> Result<Option<String>> {
        fsx::confine_anchored(path, &self.paths.anchored)?;
        fsx::read_text(path)
    }

    /// A file of the store's folders, read without the lock: a link in its place is followed
    /// only when it leads inside them.
    fn read_own(&self, path: &Path) -> Result<Option<String>> {
        fsx::read_text_in(path, &self.paths.anchored)
    }

    /// Read the candidate pool without the lock.
    pub fn read_pool(&self) -> Result<Option<Pool>> {
        Ok(self
            .read_own(&self.paths.candidates())?
            .map(|t| Pool::parse(&t)))
    }

    /// Run `f` under the folder locks (merging the spool first) and write what it changed.
    /// Waits up to 10 s for another writer, then fails with a clear message. When a file
    /// changed under it (a person's edit, a lock file deleted), `f` runs again on what is
    /// there now.
    pub fn transaction<T>(&self, mut f: impl FnMut(&mut Tx) -> Result<T>) -> Result<T> {
        fsx::check_anchored(&self.paths.anchored)?;
        let mut attempt = 0;
        loop {
            let locks = fsx::lock_folders(&self.paths.lock_folders(), CLI_WAIT)?
                .ok_or_else(|| self.busy())?;
            let mut tx = Tx::new(self, self.today);
            tx.merge_spool()?;
            let out = f(&mut tx)?;
            match tx.commit(&locks) {
                Ok(()) => return Ok(out),
                Err(e) if is_conflict(&e) && attempt < MAX_ATTEMPTS => attempt += 1,
                Err(e) => return Err(e),
            }
        }
    }

    /// Why a command run by hand gave up waiting for the lock.
    fn busy(&self) -> anyhow::Error {
        anyhow!(
            "the memory folder is busy: another memory-manager has held {} for over {} s",
            self.paths.data_dir.join(fsx::LOCK_FILE).display(),
            CLI_WAIT.as_secs()
        )
    }

    /// Run `f` as [`Store::transaction`] would, under the locks, but write nothing: returns
    /// what `f` returned and the files a commit would have written (a preview).
    pub fn preview<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<(T, Vec<Pending>)> {
        fsx::check_anchored(&self.paths.anchored)?;
        let _locks =
            fsx::lock_folders(&self.paths.lock_folders(), CLI_WAIT)?.ok_or_else(|| self.busy())?;
        let mut tx = Tx::new(self, self.today);
        let out = f(&mut tx)?;
        let pending = tx.pending();
        Ok((out, pending))
    }

    /// Apply `ops`, waiting at most `wait` for the lock; past that (or when the files keep
    /// changing under it) they are spooled, never lost.
    pub fn apply(&self, ops: Vec<Op>, wait: Duration) -> Result<Vec<Outcome>> {
        if ops.is_empty() {
            return Ok(Vec::new());
        }
        fsx::check_anchored(&self.paths.anchored)?;
        for _ in 0..=MAX_ATTEMPTS {
            let Some(locks) = fsx::lock_folders(&self.paths.lock_folders(), wait)? else {
                break;
            };
            let mut tx = Tx::new(self, self.today);
            tx.merge_spool()?;
            let out = ops
                .iter()
                .map(|op| tx.apply(op))
                .collect::<Result<Vec<_>>>()?;
            match tx.commit(&locks) {
                Ok(()) => return Ok(out),
                Err(e) if is_conflict(&e) => continue,
                Err(e) => return Err(e),
            }
        }
        // Secrets and <private> parts never reach the disk, the spool included.
        let record = SpoolRecord {
            date: self.today,
            ops: ops.into_iter().map(Op::redacted).collect(),
        };
        let bytes = serde_json::to_vec(&record)?;
        fsx::spool_put(&self.paths.spool_dir(), &bytes)?;
        Ok(record.ops.iter().map(|_| Outcome::Spooled).collect())
    }

    /// The language new files are written in: the existing MEMORY.md's, else the locale's.
    pub fn lang(&self) -> Lang {
        match self.read_own(&self.paths.file(MemFile::Memory)) {
            Ok(Some(t)) => Doc::parse(&t).lang,
            _ => self.locale,
        }
    }
}

/// A file changed under a commit: the transaction can be redone.
fn is_conflict(e: &anyhow::Error) -> bool {
    e.downcast_ref::<fsx::Conflict>().is_some()
}

/// The first lines of a new EVOLUTION_LOG.md.
pub fn evolution_log_header(lang: Lang) -> &'static str {
    if lang.is_zh() {
        "# EVOLUTION_LOG.md — 进化日志\n\n"
    } else {
        "# EVOLUTION_LOG.md — evolution log\n\n"
    }
}
