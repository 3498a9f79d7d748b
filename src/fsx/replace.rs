//! Replacing a file that a person may be editing at the same moment, without losing their
//! edit. A writer takes a [`Snapshot`] when it reads; before it renames its new text over
//! the file it checks the file is still the one it read:
//! - unchanged: it goes ahead;
//! - grown by an append (`echo >> MEMORY.md`), the rest untouched: the appended bytes are
//!   added to the new text, and it goes ahead;
//! - anything else (replaced, shrunk, edited in place, created, deleted): [`Conflict`] — the
//!   caller reads again and redoes its change.
//!
//! Bytes appended between that check and the rename land in the old file, which the writer
//! still holds open: they are copied onto the new file right after the rename.

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use super::{read_open, sync_dir, temp_name};

/// The file changed under a writer in a way it cannot merge: read again and redo.
#[derive(Debug)]
pub struct Conflict(pub String);

impl std::fmt::Display for Conflict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} changed while it was being written", self.0)
    }
}

impl std::error::Error for Conflict {}

/// What a writer saw of a file when it read it.
#[derive(Debug)]
pub struct Snapshot {
    /// The file, held open (`None`: it did not exist).
    file: Option<File>,
    /// Its bytes as read, and their hash.
    len: u64,
    hash: u64,
    stamp: Option<Stamp>,
}

/// What identifies a file's content without reading it: which file it is and when it last
/// changed.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stamp {
    id: (u64, u64),
    len: u64,
    modified: Option<std::time::SystemTime>,
}

#[cfg(unix)]
fn stamp(meta: &fs::Metadata) -> Stamp {
    use std::os::unix::fs::MetadataExt;
    Stamp {
        id: (meta.dev(), meta.ino()),
        len: meta.len(),
        modified: meta.modified().ok(),
    }
}

#[cfg(not(unix))]
fn stamp(meta: &fs::Metadata) -> Stamp {
    Stamp {
        id: (0, 0),
        len: meta.len(),
        modified: meta.modified().ok(),
    }
}

/// The file a path names once a link is followed (a linked memory file stays a link).
fn target(path: &Path) -> Result<PathBuf> {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => fs::canonicalize(path)
            .with_context(|| format!("cannot follow the link {}", path.display())),
        _ => Ok(path.to_path_buf()),
    }
}

/// Read a text file for a later [`prepare`]: its text (`None` when missing) and what the
/// writer saw.
pub fn read_snapshot(path: &Path) -> Result<(Option<String>, Snapshot)> {
    match super::open_regular(path)? {
        None => Ok((
            None,
            Snapshot {
                file: None,
                len: 0,
                hash: content_hash(b""),
                stamp: None,
            },
        )),
        Some(file) => {
            let meta = file
                .metadata()
                .with_context(|| format!("cannot read {}", path.display()))?;
            let text = read_open(&file, path)?;
            let snapshot = Snapshot {
                len: text.len() as u64,
                hash: content_hash(text.as_bytes()),
                stamp: Some(stamp(&meta)),
                file: Some(file),
            };
            Ok((Some(text), snapshot))
        }
    }
}

/// A new text, written and synced beside its file, ready to be renamed over it.
#[derive(Debug)]
pub struct Prepared {
    temp: PathBuf,
    target: PathBuf,
    /// Length and hash of the text written.
    len: u64,
    hash: u64,
    snapshot: Snapshot,
    /// How long the old file was when last checked: bytes past this were appended since.
    seen_len: u64,
    done: bool,
}

/// Check that `path` is still what `snapshot` saw (taking in appended bytes) and write
/// `text` to a temp file beside it. Fails with [`Conflict`] when the file changed otherwise.
pub fn prepare(path: &Path, text: &str, snapshot: Snapshot) -> Result<Prepared> {
    let target = target(path)?;
    let mut text = text.to_string();
    let mut seen_len = snapshot.len;
    let now = match fs::metadata(&target) {
        Ok(m) => Some(m),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", target.display())),
    };
    match (&snapshot.stamp, now) {
        (None, None) => {}
        (Some(seen), Some(now)) => {
            let now = stamp(&now);
            if now.id != seen.id || now.len < seen.len {
                return Err(conflict(path));
            }
            if now.len > seen.len {
                let appended =
                    appended(&snapshot, seen.len, now.len).ok_or_else(|| conflict(path))?;
                if !text.is_empty() && !text.ends_with('\n') {
                    text.push('\n');
                }
                text.push_str(&appended);
                seen_len = now.len;
            } else if now.modified != seen.modified && !unchanged(&snapshot, seen.len) {
                return Err(conflict(path));
            }
        }
        _ => return Err(conflict(path)),
    }
    if let Some(parent) = target.parent() {
        fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    let temp = temp_name(&target);
    let written = (|| -> std::io::Result<()> {
        let mut f = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        if let Ok(meta) = fs::metadata(&target) {
            let _ = fs::set_permissions(&temp, meta.permissions());
        }
        Ok(())
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(e).with_context(|| format!("cannot write {}", target.display()));
    }
    Ok(Prepared {
        temp,
        target,
        len: text.len() as u64,
        hash: content_hash(text.as_bytes()),
        snapshot,
        seen_len,
        done: false,
    })
}

fn conflict(path: &Path) -> anyhow::Error {
    anyhow::Error::new(Conflict(path.display().to_string()))
}

/// The bytes `from..to` of the file as the writer holds it, when its first `from` bytes are
/// still the ones it read (so the change was an append); `None` otherwise.
fn appended(snapshot: &Snapshot, from: u64, to: u64) -> Option<String> {
    if !unchanged(snapshot, from) {
        return None;
    }
    String::from_utf8(read_range(snapshot, from, to)?).ok()
}

/// Whether the first `len` bytes of the held file hash as the bytes read did (read again:
/// an edit in place of the same length changes no stamp but the time).
fn unchanged(snapshot: &Snapshot, len: u64) -> bool {
    len == snapshot.len
        && read_range(snapshot, 0, len).is_some_and(|now| content_hash(&now) == snapshot.hash)
}

/// Bytes `from..to` of the held file.
fn read_range(snapshot: &Snapshot, from: u64, to: u64) -> Option<Vec<u8>> {
    let mut file = snapshot.file.as_ref()?;
    file.seek(SeekFrom::Start(from)).ok()?;
    let mut bytes = Vec::with_capacity(to.saturating_sub(from) as usize);
    file.take(to.saturating_sub(from))
        .read_to_end(&mut bytes)
        .ok()?;
    (bytes.len() as u64 == to - from).then_some(bytes)
}

/// Whether the file at `path` starts with `len` bytes that hash to `hash` (what a writer
/// wrote there, bytes appended since aside).
pub fn holds_written(path: &Path, len: u64, hash: u64) -> bool {
    let Ok(Some(file)) = super::open_regular(path) else {
        return false;
    };
    let mut bytes = Vec::with_capacity(len as usize);
    (&file).take(len).read_to_end(&mut bytes).is_ok()
        && bytes.len() as u64 == len
        && content_hash(&bytes) == hash
}

/// FNV-1a: enough to tell two versions of one file apart.
fn content_hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Prepared {
    /// The file it replaces, and the length and hash of the text it writes there.
    pub fn written(&self) -> (&Path, u64, u64) {
        (&self.target, self.len, self.hash)
    }

    /// Rename the new text over the file, then copy onto it what was appended to the old one
    /// since the check.
    pub fn commit(mut self) -> Result<()> {
        fs::rename(&self.temp, &self.target)
            .with_context(|| format!("cannot write {}", self.target.display()))?;
        self.done = true;
        sync_dir(self.target.parent());
        let grown = self
            .snapshot
            .file
            .as_ref()
            .and_then(|f| f.metadata().ok())
            .map_or(0, |m| m.len());
        if grown > self.seen_len
            && let Some(late) = read_range(&self.snapshot, self.seen_len, grown)
        {
            let mut f = OpenOptions::new()
                .append(true)
                .open(&self.target)
                .with_context(|| format!("cannot write {}", self.target.display()))?;
            f.write_all(&late)
                .with_context(|| format!("cannot write {}", self.target.display()))?;
        }
        Ok(())
    }
}

impl Drop for Prepared {
    fn drop(&mut self) {
        if !self.done {
            let _ = fs::remove_file(&self.temp);
        }
    }
}
