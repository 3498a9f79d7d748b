//! Merging the spool: records that writers could not write for lack of the lock are applied
//! by the next writer, under the lock, and removed once its commit is in place.
//!
//! A writer killed after its commit but before removing the records would leave them to be
//! merged again (a failure counted twice). So a commit that merges records first writes a
//! ledger — the records, and the length and hash of every file it is about to write — and
//! removes it last. The next writer that finds a ledger checks each file: a file that holds
//! what the ledger says was written has the records' changes already, and they are not
//! applied to it again (docs/FORMATS.md "Spool records").

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Result;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::paths::Paths;
use super::{Op, Tx};
use crate::fsx;

/// A temp file this old, found while holding the lock, was left by a killed writer.
const STALE_TEMP: Duration = Duration::from_secs(60);
/// The ledger of a commit that merges spool records, in the spool folder.
const LEDGER: &str = ".ledger.json";

/// One spooled record: the ops of one writer, with the date they carry.
#[derive(Debug, Serialize, Deserialize)]
pub(super) struct SpoolRecord {
    pub date: NaiveDate,
    pub ops: Vec<Op>,
}

#[derive(Debug, Serialize, Deserialize)]
struct Ledger {
    /// File names of the records being merged.
    records: Vec<String>,
    /// Every file the commit writes: path, length and hash of the text written.
    files: Vec<(PathBuf, u64, u64)>,
}

/// The file an op changes.
fn target(op: &Op, date: NaiveDate, paths: &Paths) -> PathBuf {
    match op {
        Op::Entry { section, .. } => paths.file(section.file()),
        Op::Observe { .. } | Op::Resolve { .. } => paths.candidates(),
        Op::Checkpoint { .. } | Op::Log { .. } => paths.daily_log(date),
        Op::Improvement { .. } => paths.improvements(),
    }
}

fn read_record(path: &Path) -> Option<SpoolRecord> {
    // A record is a file the spool wrote: a link in its place is not read, wherever it leads.
    let text = fsx::read_text_no_link(path).ok()??;
    serde_json::from_str(&text).ok()
}

impl Tx<'_> {
    /// Merge records spooled by writers that could not get the lock; they are removed only
    /// after this transaction commits (delayed, never lost, never applied twice).
    pub(super) fn merge_spool(&mut self) -> Result<()> {
        let paths = self.paths().clone();
        // Under the lock no one else is writing: an old temp file is a killed writer's.
        for dir in paths.lock_folders() {
            fsx::remove_stale_temps(&dir, STALE_TEMP);
        }
        let spool = paths.spool_dir();
        self.recover_ledger(&spool);
        for path in fsx::spool_list(&spool)? {
            let Some(record) = read_record(&path) else {
                // Unreadable: set aside for a person rather than lost or retried forever.
                let _ = std::fs::rename(&path, path.with_extension(super::health::UNREADABLE));
                continue;
            };
            let today = std::mem::replace(&mut self.date, record.date);
            for op in &record.ops {
                let target = target(op, record.date, &paths);
                if self.is_ledgered(&path) && self.ledger_done.iter().any(|(f, ..)| *f == target) {
                    continue;
                }
                // One bad op (say, text that is empty once redacted) must not block the rest.
                let _ = self.apply(op);
            }
            self.date = today;
            self.merged.push(path);
        }
        Ok(())
    }

    /// A ledger left by a writer killed mid-commit: its records, and the files it had
    /// already written, whose changes from those records must not be applied again.
    fn recover_ledger(&mut self, spool: &Path) {
        let Some(ledger) = fsx::read_text_no_link(&spool.join(LEDGER))
            .ok()
            .flatten()
            .and_then(|t| serde_json::from_str::<Ledger>(&t).ok())
        else {
            return;
        };
        self.ledgered = ledger.records;
        self.ledger_done = ledger
            .files
            .into_iter()
            .filter(|(file, len, hash)| fsx::holds_written(file, *len, *hash))
            .collect();
    }

    fn is_ledgered(&self, record: &Path) -> bool {
        record
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| self.ledgered.iter().any(|r| r == n))
    }

    /// Before the renames of a commit that merged records: the ledger of what it writes.
    pub(super) fn write_ledger(&self, prepared: &[fsx::Prepared]) -> Result<Option<PathBuf>> {
        if self.merged.is_empty() {
            return Ok(None);
        }
        let ledger = Ledger {
            records: self
                .merged
                .iter()
                .filter_map(|p| Some(p.file_name()?.to_str()?.to_owned()))
                .collect(),
            files: prepared
                .iter()
                .map(|p| {
                    let (path, len, hash) = p.written();
                    (path.to_path_buf(), len, hash)
                })
                // What an earlier, killed merge wrote and this one does not rewrite still
                // holds its records' changes.
                .chain(
                    self.ledger_done
                        .iter()
                        .filter(|(f, ..)| !prepared.iter().any(|p| p.written().0 == f.as_path()))
                        .cloned(),
                )
                .collect(),
        };
        let path = self.paths().spool_dir().join(LEDGER);
        // Never through a link: a `.ledger.json -> ~/.bashrc` would be replaced.
        fsx::atomic_write_no_link(&path, &serde_json::to_vec(&ledger)?)?;
        Ok(Some(path))
    }

    /// After the renames: the merged records go, then the ledger (and any a killed writer
    /// left, now merged or obsolete).
    pub(super) fn finish_merge(&self, ledger: Option<PathBuf>) {
        for p in &self.merged {
            let _ = std::fs::remove_file(p);
        }
        let stale = self.paths().spool_dir().join(LEDGER);
        if ledger.is_some() || !self.ledgered.is_empty() {
            let _ = std::fs::remove_file(stale);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use crate::store::candidates::{CandidateKind, CandidateSource, Pool};
    use crate::text::Lang;

    fn store(dir: &Path) -> Store {
        Store::new(
            Paths::root(dir),
            NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
            Lang::En,
            None,
        )
    }

    fn spool(store: &Store, summary: &str) -> PathBuf {
        let record = SpoolRecord {
            date: store.today,
            ops: vec![Op::Observe {
                kind: CandidateKind::Error,
                summary: summary.into(),
                explicit: false,
                source: CandidateSource::Hook,
            }],
        };
        fsx::spool_put(
            &store.paths.spool_dir(),
            &serde_json::to_vec(&record).unwrap(),
        )
        .unwrap()
    }

    fn count(store: &Store) -> u32 {
        let pool = Pool::parse(&fsx::read_text(&store.paths.candidates()).unwrap().unwrap());
        pool.observing().iter().map(|c| c.count).sum()
    }

    /// The state a writer killed after its renames and before removing its records leaves:
    /// the record back in the spool, and the ledger of what it wrote.
    fn killed_after_commit(store: &Store, record: &Path, copy: &[u8], wrote: &Path) {
        std::fs::write(record, copy).unwrap();
        let text = std::fs::read(wrote).unwrap();
        let (len, hash) = {
            let (_, snap) = fsx::read_snapshot(wrote).unwrap();
            let p = fsx::prepare(wrote, std::str::from_utf8(&text).unwrap(), snap).unwrap();
            let (_, len, hash) = p.written();
            (len, hash)
        };
        let ledger = Ledger {
            records: vec![record.file_name().unwrap().to_str().unwrap().into()],
            files: vec![(wrote.to_path_buf(), len, hash)],
        };
        let at = store.paths.spool_dir().join(LEDGER);
        std::fs::write(at, serde_json::to_vec(&ledger).unwrap()).unwrap();
    }

    #[test]
    fn a_merge_is_never_applied_twice() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(dir.path());
        let record = spool(&store, "Bash `npm test` → Error: boom");
        let copy = std::fs::read(&record).unwrap();
        store.transaction(|_| Ok(())).unwrap();
        assert_eq!(count(&store), 1);
        assert!(!record.exists());
        killed_after_commit(&store, &record, &copy, &store.paths.candidates());
        store.transaction(|_| Ok(())).unwrap();
        assert_eq!(count(&store), 1, "the record was merged a second time");
        assert!(!record.exists());
        assert!(!store.paths.spool_dir().join(LEDGER).exists());
    }

    #[test]
    fn a_merge_killed_before_its_renames_is_applied() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(dir.path());
        store
            .transaction(|tx| tx.init(Lang::En, false).map(|_| ()))
            .unwrap();
        let record = spool(&store, "Bash `npm test` → Error: boom");
        // The ledger says CANDIDATES.md was to get other bytes: they never landed.
        let ledger = Ledger {
            records: vec![record.file_name().unwrap().to_str().unwrap().into()],
            files: vec![(store.paths.candidates(), 3, 42)],
        };
        std::fs::write(
            store.paths.spool_dir().join(LEDGER),
            serde_json::to_vec(&ledger).unwrap(),
        )
        .unwrap();
        store.transaction(|_| Ok(())).unwrap();
        assert_eq!(count(&store), 1);
        assert!(!record.exists());
    }
}
