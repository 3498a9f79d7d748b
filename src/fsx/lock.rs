//! Folder locks: one exclusive lock per memory folder, on a sidecar file that is never
//! renamed. A lock file deleted while held (`git clean -fdX` does that) is noticed: the
//! holder's commit is refused and retried under a fresh lock, so two writers never both
//! believe they hold the folder.

use std::fs::{self, File, OpenOptions};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

pub const LOCK_FILE: &str = ".memory-manager.lock";

/// Exclusive locks on a set of folders, released on drop.
#[derive(Debug)]
pub struct FolderLocks {
    held: Vec<(PathBuf, File)>,
}

impl FolderLocks {
    /// Whether every lock file we hold is still the one at its path: when a lock file has
    /// been deleted or replaced, another writer may lock the new one, and a write now would
    /// race it.
    pub fn intact(&self) -> bool {
        self.held.iter().all(|(path, file)| same_file(path, file))
    }
}

#[cfg(unix)]
fn same_file(path: &Path, file: &File) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::symlink_metadata(path), file.metadata()) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(path: &Path, _: &File) -> bool {
    // Windows does not delete an open file's name while it is held open.
    path.is_file()
}

/// Open (creating) the lock file of `dir`: a regular file, never through a link.
fn open_lock(dir: &Path) -> Result<(PathBuf, File)> {
    fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the memory folder {}", dir.display()))?;
    let path = dir.join(LOCK_FILE);
    let mut options = OpenOptions::new();
    options.create(true).truncate(false).read(true).write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = options
        .open(&path)
        .with_context(|| format!("cannot open the lock file {}", path.display()))?;
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        bail!("{} is not a regular file; not locking it", path.display());
    }
    Ok((path, file))
}

/// Lock every folder (sorted, so two writers never deadlock), waiting at most `wait`.
/// `Ok(None)` means the budget ran out.
pub fn lock_folders(folders: &[PathBuf], wait: Duration) -> Result<Option<FolderLocks>> {
    let deadline = Instant::now() + wait;
    let mut held = Vec::with_capacity(folders.len());
    for dir in folders {
        let mut pause = Duration::from_millis(1);
        loop {
            let (path, file) = open_lock(dir)?;
            match file.try_lock() {
                // A lock file deleted between our open and our lock is not the folder's
                // lock any more: open the new one.
                Ok(()) if same_file(&path, &file) => {
                    held.push((path, file));
                    break;
                }
                Ok(()) => continue,
                Err(fs::TryLockError::WouldBlock) => {
                    if Instant::now() >= deadline {
                        return Ok(None);
                    }
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(20));
                }
                Err(fs::TryLockError::Error(e)) => {
                    return Err(e).with_context(|| format!("cannot lock {}", path.display()));
                }
            }
        }
    }
    Ok(Some(FolderLocks { held }))
}

/// Is the folder's lock held right now? (For `health-check`.)
pub fn lock_is_held(dir: &Path) -> bool {
    let path = dir.join(LOCK_FILE);
    // A link is never the folder's lock (writers refuse it): not followed.
    if fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink()) {
        return false;
    }
    let Ok(Some(file)) = super::open_regular(&path) else {
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
