//! File primitives: folder locks, atomic replace, the spool, confinement.

use std::fs::{self, File, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

pub const LOCK_FILE: &str = ".memory-manager.lock";

/// Exclusive locks on a set of folders, released on drop.
#[derive(Debug)]
pub struct FolderLocks {
    _files: Vec<File>,
}

/// Lock every folder (sorted, so two writers never deadlock), waiting at most `wait`.
/// `Ok(None)` means the budget ran out.
pub fn lock_folders(folders: &[PathBuf], wait: Duration) -> Result<Option<FolderLocks>> {
    let deadline = Instant::now() + wait;
    let mut files = Vec::with_capacity(folders.len());
    for dir in folders {
        fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the memory folder {}", dir.display()))?;
        let path = dir.join(LOCK_FILE);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .read(true)
            .write(true)
            .open(&path)
            .with_context(|| format!("cannot open the lock file {}", path.display()))?;
        let mut pause = Duration::from_millis(1);
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(std::fs::TryLockError::WouldBlock) => {
                    if Instant::now() >= deadline {
                        return Ok(None);
                    }
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(20));
                }
                Err(std::fs::TryLockError::Error(e)) => {
                    return Err(e).with_context(|| format!("cannot lock {}", path.display()));
                }
            }
        }
        files.push(file);
    }
    Ok(Some(FolderLocks { _files: files }))
}

/// Is any folder's lock held right now? (For `health-check`.)
pub fn lock_is_held(dir: &Path) -> bool {
    let Ok(file) = File::open(dir.join(LOCK_FILE)) else {
        return false;
    };
    match file.try_lock() {
        Ok(()) => {
            let _ = file.unlock();
            false
        }
        Err(_) => true,
    }
}

static TEMP_COUNTER: AtomicU32 = AtomicU32::new(0);

fn temp_name(target: &Path) -> PathBuf {
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = target
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    target.with_file_name(format!(".{name}.tmp-{}-{n}", std::process::id()))
}

/// Replace `path` with `bytes`: write a temp file beside it, fsync, rename over. A reader (or
/// a crash) sees the old file or the new one, never a torn one. A symlinked target is
/// resolved first so the link itself survives.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> Result<()> {
    let target = match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => fs::canonicalize(path)
            .with_context(|| format!("cannot follow the link {}", path.display()))?,
        _ => path.to_path_buf(),
    };
    if let Some(parent) = target.parent() {
        fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    let tmp = temp_name(&target);
    let result = (|| -> std::io::Result<()> {
        let mut f = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        if let Ok(meta) = fs::metadata(&target) {
            let _ = fs::set_permissions(&tmp, meta.permissions());
        }
        fs::rename(&tmp, &target)?;
        sync_dir(target.parent());
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.with_context(|| format!("cannot write {}", target.display()))
}

/// Replace a cache file (derived data, rebuilt when lost or wrong): a temp file renamed
/// over it, without the fsyncs `atomic_write` pays for data that must survive a crash.
pub fn replace_cache(path: &Path, bytes: &[u8]) -> Result<()> {
    let tmp = temp_name(path);
    let result = fs::write(&tmp, bytes).and_then(|()| fs::rename(&tmp, path));
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.with_context(|| format!("cannot write {}", path.display()))
}

#[cfg(unix)]
fn sync_dir(dir: Option<&Path>) {
    if let Some(d) = dir.and_then(|d| File::open(d).ok()) {
        let _ = d.sync_all();
    }
}

#[cfg(not(unix))]
fn sync_dir(_: Option<&Path>) {}

/// Remove `.NAME.tmp-PID-N` files older than `age` from `dir` (best effort).
pub fn remove_stale_temps(dir: &Path, age: Duration) {
    remove_older_than(dir, age, |name| {
        name.starts_with('.') && name.contains(".tmp-")
    });
}

/// Remove the files of `dir` whose name `matches` and that were last modified over `age`
/// ago (best effort).
pub fn remove_older_than(dir: &Path, age: Duration, matches: impl Fn(&str) -> bool) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        if !matches(&e.file_name().to_string_lossy()) {
            continue;
        }
        let old = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|elapsed| elapsed > age);
        if old {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// Read a text file; `None` when it does not exist.
pub fn read_text(path: &Path) -> Result<Option<String>> {
    match fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(s) => Ok(Some(s)),
            Err(_) => Err(not_utf8(path)),
        },
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
    }
}

/// The error for a memory file that is not UTF-8 text: the store never rewrites one.
pub fn not_utf8(path: &Path) -> anyhow::Error {
    anyhow::anyhow!("{} is not UTF-8 text; not touching it", path.display())
}

/// Refuse a write that would land outside the memory folders, including through a symlink.
pub fn confine(path: &Path, folders: &[PathBuf]) -> Result<()> {
    let inside = |p: &Path, dirs: &[PathBuf]| dirs.iter().any(|d| p.starts_with(d));
    let parent_ok = path.parent().is_some_and(|p| inside(p, folders));
    if !parent_ok {
        bail!(
            "refusing to write {}: outside the memory folders",
            path.display()
        );
    }
    if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        let real = fs::canonicalize(path)
            .with_context(|| format!("cannot follow the link {}", path.display()))?;
        let real_dirs: Vec<PathBuf> = folders
            .iter()
            .filter_map(|d| fs::canonicalize(d).ok())
            .collect();
        if !inside(&real, &real_dirs) {
            bail!(
                "refusing to follow {} → {}: it points outside the memory folders",
                path.display(),
                real.display()
            );
        }
    }
    Ok(())
}

/// Put a record in the spool: each record is its own file, complete before it is visible.
pub fn spool_put(spool: &Path, bytes: &[u8]) -> Result<PathBuf> {
    fs::create_dir_all(spool).with_context(|| format!("cannot create {}", spool.display()))?;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = format!("{nanos:020}-{}-{n}.json", std::process::id());
    let path = spool.join(name);
    atomic_write(&path, bytes)?;
    Ok(path)
}

/// Spooled records, oldest first. Temp files of writers still at work are skipped.
pub fn spool_list(spool: &Path) -> Result<Vec<PathBuf>> {
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

/// Append one line to a log file, keeping it under `cap` bytes (the older half is dropped).
pub fn append_bounded(path: &Path, line: &str, cap: u64) -> Result<()> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    if fs::metadata(path).is_ok_and(|m| m.len() > cap) {
        let old = fs::read(path).unwrap_or_default();
        let half = old.len() / 2;
        let cut = old[half..]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(old.len(), |i| half + i + 1);
        atomic_write(path, &old[cut..])?;
    }
    let mut f = OpenOptions::new().create(true).append(true).open(path)?;
    f.write_all(line.as_bytes())?;
    if !line.ends_with('\n') {
        f.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_temps_go_and_fresh_ones_and_files_stay() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join(".MEMORY.md.tmp-123-0");
        let fresh = dir.path().join(".MEMORY.md.tmp-456-1");
        let real = dir.path().join("MEMORY.md");
        for p in [&old, &fresh, &real] {
            fs::write(p, "x").unwrap();
        }
        let past = std::time::SystemTime::now() - Duration::from_secs(600);
        File::options()
            .write(true)
            .open(&old)
            .unwrap()
            .set_modified(past)
            .unwrap();
        File::options()
            .write(true)
            .open(&real)
            .unwrap()
            .set_modified(past)
            .unwrap();
        remove_stale_temps(dir.path(), Duration::from_secs(60));
        assert!(!old.exists());
        assert!(fresh.exists() && real.exists());
    }

    #[test]
    fn atomic_write_keeps_a_symlink_and_confine_refuses_escapes() {
        let dir = tempfile::tempdir().unwrap();
        let inside = dir.path().join("mem");
        let outside = dir.path().join("elsewhere");
        fs::create_dir_all(&inside).unwrap();
        fs::create_dir_all(&outside).unwrap();
        let target = inside.join("real.md");
        fs::write(&target, "old").unwrap();
        #[cfg(unix)]
        {
            let link = inside.join("MEMORY.md");
            std::os::unix::fs::symlink(&target, &link).unwrap();
            confine(&link, std::slice::from_ref(&inside)).unwrap();
            atomic_write(&link, b"new").unwrap();
            assert!(
                fs::symlink_metadata(&link)
                    .unwrap()
                    .file_type()
                    .is_symlink()
            );
            assert_eq!(fs::read_to_string(&target).unwrap(), "new");
            let escape = inside.join("USER.md");
            std::os::unix::fs::symlink(outside.join("x.md"), &escape).unwrap();
            fs::write(outside.join("x.md"), "x").unwrap();
            assert!(confine(&escape, std::slice::from_ref(&inside)).is_err());
        }
        assert!(confine(&outside.join("a.md"), &[inside]).is_err());
    }
}
