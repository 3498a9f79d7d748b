//! The spool: records a writer could not write for lack of the lock, one file each, merged
//! by the next writer (docs/FORMATS.md "Spool records").

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;

use anyhow::{Context, Result, bail};

use super::{TEMP_COUNTER, atomic_write_no_link};

/// The spool folder, which must be a real folder (a link would take records elsewhere).
fn check_folder(spool: &Path) -> Result<bool> {
    match fs::symlink_metadata(spool) {
        Ok(m) if m.is_dir() => Ok(true),
        Ok(_) => bail!(
            "{} is not a folder; not using it as the spool",
            spool.display()
        ),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", spool.display())),
    }
}

/// Put a record in the spool: each record is its own file, complete before it is visible.
pub fn spool_put(spool: &Path, bytes: &[u8]) -> Result<PathBuf> {
    if !check_folder(spool)? {
        fs::create_dir_all(spool).with_context(|| format!("cannot create {}", spool.display()))?;
    }
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = format!("{nanos:020}-{}-{n}.json", std::process::id());
    let path = spool.join(name);
    atomic_write_no_link(&path, bytes)?;
    Ok(path)
}

/// Spooled records, oldest first. Temp files of writers still at work are skipped.
pub fn spool_list(spool: &Path) -> Result<Vec<PathBuf>> {
    if !check_folder(spool)? {
        return Ok(Vec::new());
    }
    let entries = match fs::read_dir(spool) {
        Ok(e) => e,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", spool.display())),
    };
    let mut v: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    v.sort();
    Ok(v)
}
