//! The user's cache folder (`$XDG_CACHE_HOME/memory-manager`: claims/, sessions/, watch/,
//! index-*): derived data the tool alone names, so nothing in it is ever followed. A link
//! in place of a file or a folder is never read, written through or swept through; a FIFO
//! or a device is never opened for long (O_NONBLOCK) and counts as a damaged file.

use std::fs::{self, File, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

/// The cache folder's own name (`config` joins it to the user's cache folder).
const OWN_FOLDER: &str = "memory-manager";

/// Open options that never follow a link in the last component and never block on a FIFO.
fn no_follow(options: &mut OpenOptions) -> &mut OpenOptions {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    options
}

/// Whether `dir` is a real folder (or missing), never a link: a linked cache folder would
/// take the tool's writes and sweeps wherever it leads.
fn real_dir(dir: &Path) -> Result<()> {
    match fs::symlink_metadata(dir) {
        Ok(m) if m.file_type().is_symlink() => {
            bail!(
                "{} is a link; the cache folder never follows one",
                dir.display()
            )
        }
        Ok(m) if !m.is_dir() => bail!("{} is not a folder", dir.display()),
        _ => Ok(()),
    }
}

/// `dir` is a real folder or missing, and so is the cache folder above it when `dir` is
/// one of its subfolders (claims/, sessions/, watch/). What holds the cache folder
/// (`~/.cache`, often a link itself) is the user's business.
fn real_dirs(dir: &Path) -> Result<()> {
    for d in dir.ancestors().take(2) {
        real_dir(d)?;
        if d.file_name().is_some_and(|n| n == OWN_FOLDER) {
            break;
        }
    }
    Ok(())
}

/// Make sure `dir` (a folder of the cache, or the cache itself) and its parent are real
/// folders, creating them when missing.
pub fn cache_dir(dir: &Path) -> Result<()> {
    real_dirs(dir)?;
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    // A link could have been put in place between the check and the creation.
    real_dir(dir)
}

/// Open a cache file for reading: `None` when it is missing; an error when it is a link, a
/// FIFO or anything but a regular file (the caller treats it as damaged).
pub fn open_cache(path: &Path) -> Result<Option<File>> {
    if let Some(dir) = path.parent() {
        real_dirs(dir)?;
    }
    let file = match no_follow(OpenOptions::new().read(true)).open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
    };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        bail!("{} is not a regular file; not reading it", path.display());
    }
    Ok(Some(file))
}

/// A cache file's bytes (at most `cap`); `None` when missing, damaged or not a regular file.
pub fn read_cache(path: &Path, cap: u64) -> Option<Vec<u8>> {
    use std::io::Read;
    let file = open_cache(path).ok()??;
    let mut bytes = Vec::new();
    file.take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .ok()?;
    (bytes.len() as u64 <= cap).then_some(bytes)
}

/// Open (creating) a cache file for reading and writing in place, never through a link; a
/// FIFO, a link or a folder in its place is removed and a fresh file made.
pub fn open_cache_rw(path: &Path) -> Result<File> {
    let dir = path.parent().context("a cache file has a folder")?;
    real_dirs(dir)?;
    for _ in 0..3 {
        let opened = no_follow(
            OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false),
        )
        .open(path);
        match opened {
            Ok(f) if f.metadata().is_ok_and(|m| m.is_file()) => return Ok(f),
            Err(e) if e.kind() == ErrorKind::NotFound => cache_dir(dir)?,
            Ok(_) | Err(_) => replace_foreign(path),
        }
    }
    bail!(
        "{} is not a regular file and cannot be replaced",
        path.display()
    )
}

/// Append `bytes` to a cache file (created when missing), never through a link and never
/// blocking on a FIFO: a non-file in its place is replaced. One `write` with `O_APPEND`, so
/// the lines of writers appending at once do not interleave.
pub fn append_cache(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = path.parent().context("a cache file has a folder")?;
    real_dirs(dir)?;
    for _ in 0..3 {
        let opened = no_follow(OpenOptions::new().append(true).create(true)).open(path);
        match opened {
            Ok(mut f) if f.metadata().is_ok_and(|m| m.is_file()) => {
                return f
                    .write_all(bytes)
                    .with_context(|| format!("cannot write {}", path.display()));
            }
            Err(e) if e.kind() == ErrorKind::NotFound => cache_dir(dir)?,
            Ok(_) | Err(_) => replace_foreign(path),
        }
    }
    bail!(
        "{} is not a regular file and cannot be replaced",
        path.display()
    )
}

/// Remove whatever non-file sits at a cache file's path (a link itself, not its target).
fn replace_foreign(path: &Path) {
    match fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => {
            let _ = fs::remove_dir(path);
        }
        Ok(m) if !m.is_file() => {
            let _ = fs::remove_file(path);
        }
        _ => {}
    }
}

/// Replace a cache file (derived data, rebuilt when lost or wrong): a fresh temp file
/// (never through a link) renamed over it, without the fsyncs `atomic_write` pays for data
/// that must survive a crash. A rename replaces a link or a FIFO in its place, never what
/// it points to.
pub fn replace_cache(path: &Path, bytes: &[u8]) -> Result<()> {
    if let Some(dir) = path.parent() {
        cache_dir(dir)?;
    }
    let tmp = super::temp_name(path);
    let result = no_follow(OpenOptions::new().write(true).create_new(true))
        .open(&tmp)
        .and_then(|mut f| f.write_all(bytes))
        .and_then(|()| fs::rename(&tmp, path));
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.with_context(|| format!("cannot write {}", path.display()))
}

/// An exclusive lock on the cache file `path` (created, never through a link), waiting at
/// most `wait`; `None` when it is not to be had (the caller goes on unlocked or gives up).
pub fn lock_cache(path: &Path, wait: Duration) -> Option<File> {
    let file = open_cache_rw(path).ok()?;
    let start = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Some(file),
            Err(fs::TryLockError::WouldBlock) if start.elapsed() < wait => {
                std::thread::sleep(Duration::from_millis(1));
            }
            Err(_) => return None,
        }
    }
}
