//! What `install-hooks` changed in a host's config file, kept outside the host's folders (a
//! project's `.claude/` is committed): the file's bytes before the first install, the bytes
//! the last install wrote, the folders it created, and backups of what it replaced, pruned
//! to the last few. `uninstall-hooks` puts back the original bytes when the file is still
//! what install wrote (docs/FORMATS.md "Derived data").

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::fsx;

/// Backups kept per config file.
const KEEP_BACKUPS: usize = 3;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The config file.
    pub target: PathBuf,
    /// Its text before the first install (`None`: there was no file).
    pub original: Option<String>,
    /// The text the last install wrote.
    pub installed: String,
    /// Folders the first install created for it, innermost last.
    pub created_dirs: Vec<PathBuf>,
    /// Things the install added that were not there before (say, an allow rule), so that an
    /// uninstall of an edited file removes only those.
    #[serde(default)]
    pub added: Vec<String>,
    /// Files that were there before install and that it replaced (name, text), put back by
    /// uninstall.
    #[serde(default)]
    pub replaced: Vec<(String, String)>,
    /// The host itself rewrote the file while install ran (Claude Code's CLI migrates
    /// settings when `claude mcp add-json` starts): `original` is the file as the host left
    /// it, not the bytes from before the install, and uninstall says so.
    #[serde(default)]
    pub host_changed: bool,
}

/// Where the records of `target` live, under the user's data folder.
fn file_of(records: &Path, target: &Path) -> PathBuf {
    let key = target.to_string_lossy();
    let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    records.join(format!("{hash:016x}.json"))
}

/// The record of `target`, if an install made one.
pub fn load(records: &Path, target: &Path) -> Option<Record> {
    let text = fsx::read_text(&file_of(records, target)).ok()??;
    let record: Record = serde_json::from_str(&text).ok()?;
    (record.target == target).then_some(record)
}

pub fn save(records: &Path, record: &Record) -> Result<()> {
    let path = file_of(records, &record.target);
    fsx::atomic_write(&path, serde_json::to_string_pretty(record)?.as_bytes())
}

pub fn forget(records: &Path, target: &Path) {
    let _ = std::fs::remove_file(file_of(records, target));
}

/// Keep `text` (what `target` held before a change) as a timestamped backup beside the
/// records, and prune that file's backups to the newest few.
pub fn backup(records: &Path, target: &Path, text: &str) -> Result<PathBuf> {
    let stem = file_of(records, target)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S%.3f").to_string();
    // Two backups in the same millisecond (an install run twice by a script) must not
    // overwrite each other: the later one takes a counter, which sorts after the first
    // ('-' before '.').
    let backups = records.join("backups");
    let path = (0..100)
        .map(|n| match n {
            0 => backups.join(format!("{stem}-{stamp}-{name}")),
            n => backups.join(format!("{stem}-{stamp}.{n:02}-{name}")),
        })
        .find(|p| !p.exists())
        .with_context(|| format!("too many backups of {name} at {stamp}"))?;
    fsx::atomic_write(&path, text.as_bytes())?;
    let dir = records.join("backups");
    let mut mine: Vec<PathBuf> = std::fs::read_dir(&dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&format!("{stem}-")))
        })
        .collect();
    mine.sort();
    let excess = mine.len().saturating_sub(KEEP_BACKUPS);
    for old in &mine[..excess] {
        let _ = std::fs::remove_file(old);
    }
    Ok(path)
}

/// The folders `create_dir_all(dir)` is about to create, outermost first.
pub fn missing_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = dir
        .ancestors()
        .take_while(|d| !d.as_os_str().is_empty() && !d.exists())
        .map(Path::to_path_buf)
        .collect();
    out.reverse();
    out
}

/// Remove the folders a record created, innermost first, each only when empty.
pub fn remove_created_dirs(record: &Record) {
    for dir in record.created_dirs.iter().rev() {
        let _ = std::fs::remove_dir(dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_backups_are_pruned() {
        let dir = tempfile::tempdir().unwrap();
        let records = dir.path().join("records");
        let target = dir.path().join("project/.claude/settings.json");
        assert!(load(&records, &target).is_none());
        let record = Record {
            target: target.clone(),
            original: None,
            installed: "{}\n".into(),
            created_dirs: missing_dirs(target.parent().unwrap()),
            added: vec!["allow".into()],
            replaced: Vec::new(),
            host_changed: false,
        };
        assert_eq!(
            record.created_dirs,
            [
                dir.path().join("project"),
                dir.path().join("project/.claude")
            ]
        );
        save(&records, &record).unwrap();
        assert_eq!(load(&records, &target), Some(record));
        // Written in a tight loop, several share a millisecond: none overwrites another.
        let paths: std::collections::BTreeSet<PathBuf> = (0..5)
            .map(|n| backup(&records, &target, &format!("v{n}")).unwrap())
            .collect();
        assert_eq!(paths.len(), 5);
        let kept = std::fs::read_dir(records.join("backups")).unwrap().count();
        assert_eq!(kept, KEEP_BACKUPS);
        forget(&records, &target);
        assert!(load(&records, &target).is_none());
    }
}
