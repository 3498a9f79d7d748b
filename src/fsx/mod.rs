//! File primitives: folder locks, atomic replace that notices a file changed under it, the
//! spool, confinement to the memory folders, reading only regular files without blocking
//! (docs/ARCHITECTURE.md "Invariants").

mod cache;
mod claim;
mod json;
mod lock;
mod replace;
mod spool;

use std::fs::{self, File, OpenOptions};
use std::io::{ErrorKind, Read, Write};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use anyhow::{Context, Result, bail};

pub use cache::{
    append_cache, cache_dir, lock_cache, open_cache, open_cache_rw, read_cache, replace_cache,
};
pub use claim::claim;
pub use json::{MAX_JSON_DEPTH, check_json_depth, json_depth};
pub use lock::{FolderLocks, LOCK_FILE, lock_folders, lock_is_held};
pub use replace::{Conflict, Prepared, Snapshot, holds_written, prepare, read_snapshot};
pub use spool::{spool_list, spool_put};

/// The largest text file the tool reads: memory files are injected into every session and
/// must stay small, and a hook must never read for seconds (`consolidate` keeps them short).
pub const MAX_TEXT_BYTES: u64 = 16 * 1024 * 1024;

pub(crate) static TEMP_COUNTER: AtomicU32 = AtomicU32::new(0);

pub(crate) fn temp_name(target: &Path) -> PathBuf {
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

/// [`atomic_write`] of a file the tool alone names and owns (a spool record, the spool's
/// ledger): a link in its place is refused, never followed — renamed over, its target would
/// be replaced, wherever it is.
pub fn atomic_write_no_link(path: &Path, bytes: &[u8]) -> Result<()> {
    if fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        bail!("{} is a link; not writing through it", path.display());
    }
    atomic_write(path, bytes)
}

#[cfg(unix)]
pub(crate) fn sync_dir(dir: Option<&Path>) {
    if let Some(d) = dir.and_then(|d| File::open(d).ok()) {
        let _ = d.sync_all();
    }
}

#[cfg(not(unix))]
pub(crate) fn sync_dir(_: Option<&Path>) {}

/// Remove `.NAME.tmp-PID-N` files older than `age` from `dir` (best effort).
pub fn remove_stale_temps(dir: &Path, age: Duration) {
    remove_older_than(dir, age, |name| {
        name.starts_with('.') && name.contains(".tmp-")
    });
}

/// Remove the files of `dir` whose name `matches` and that were last modified over `age`
/// ago (best effort). A `dir` that is a link is not swept (its files are elsewhere), and a
/// link among its files is removed itself, never what it points to.
pub fn remove_older_than(dir: &Path, age: Duration, matches: impl Fn(&str) -> bool) {
    if !fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir()) {
        return;
    }
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

/// Open a file for reading only if it is a regular file, without ever blocking (a FIFO or a
/// device in its place is refused, not read); `None` when it does not exist.
pub fn open_regular(path: &Path) -> Result<Option<File>> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = match options.open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
    };
    let meta = file
        .metadata()
        .with_context(|| format!("cannot read {}", path.display()))?;
    if !meta.is_file() {
        bail!("{} is not a regular file; not reading it", path.display());
    }
    Ok(Some(file))
}

/// Memory folders, each with the folder it must stay inside once links are followed (its
/// anchor: the project, the home, the workspace).
pub type Anchored = [(PathBuf, PathBuf)];

/// Whether `folder`, reached from `anchor` one component at a time, stays inside it. Cheap
/// when no component is a link (an `lstat` each); otherwise both are resolved.
fn stays_within(folder: &Path, anchor: &Path) -> bool {
    let Ok(rest) = folder.strip_prefix(anchor) else {
        return false;
    };
    let mut at = anchor.to_path_buf();
    let linked = rest.components().any(|c| {
        at.push(c);
        fs::symlink_metadata(&at).is_ok_and(|m| m.file_type().is_symlink())
    });
    if !linked {
        return true;
    }
    match (real_location(folder), real_location(anchor)) {
        (Some(f), Some(a)) => f.starts_with(a),
        _ => false,
    }
}

/// The folders of `anchored` that hold `path` (lexically) must stay inside their anchors.
fn check_folders(path: &Path, anchored: &Anchored) -> Result<()> {
    for (folder, anchor) in anchored.iter().filter(|(f, _)| path.starts_with(f)) {
        if !stays_within(folder, anchor) {
            bail!(
                "refusing {}: the folder {} leads outside {}",
                path.display(),
                folder.display(),
                anchor.display()
            );
        }
    }
    Ok(())
}

/// Every folder of `anchored` stays inside its anchor, links followed: checked before a
/// folder is locked, spooled into or logged to, so that not even a lock file or a log line
/// lands where a linked folder leads.
pub fn check_anchored(anchored: &Anchored) -> Result<()> {
    for (folder, _) in anchored {
        check_folders(folder, anchored)?;
    }
    Ok(())
}

/// [`confine`] to anchored folders: the path stays inside the folders, and the folders
/// inside their anchors, links followed.
pub fn confine_anchored(path: &Path, anchored: &Anchored) -> Result<()> {
    check_folders(path, anchored)?;
    let folders: Vec<PathBuf> = anchored.iter().map(|(f, _)| f.clone()).collect();
    confine(path, &folders)
}

/// [`open_regular`] for a file of the memory folders: a link is followed only if it leads
/// inside them (a cloned repo's `MEMORY.md -> ~/.ssh/config` is refused, not read into the
/// model's context), and so is a linked folder on the way. The common case, plain files and
/// folders, costs an `lstat` or three.
pub fn open_regular_in(path: &Path, anchored: &Anchored) -> Result<Option<File>> {
    check_folders(path, anchored)?;
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Ok(m) if m.file_type().is_symlink() => confine_anchored(path, anchored)?,
        _ => {}
    }
    open_regular(path)
}

/// [`read_text`] for a file of the memory folders (see [`open_regular_in`]).
pub fn read_text_in(path: &Path, anchored: &Anchored) -> Result<Option<String>> {
    match open_regular_in(path, anchored)? {
        Some(file) => read_open(&file, path).map(Some),
        None => Ok(None),
    }
}

/// [`read_text`] of a file that must be no link at all (a spool record): a link in its
/// place is refused, wherever it leads.
pub fn read_text_no_link(path: &Path) -> Result<Option<String>> {
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
        Ok(m) if m.file_type().is_symlink() => {
            bail!("{} is a link; not reading it", path.display())
        }
        _ => read_text(path),
    }
}

/// The whole of an open regular file as text, at most [`MAX_TEXT_BYTES`].
pub(crate) fn read_open(file: &File, path: &Path) -> Result<String> {
    let len = file.metadata().map(|m| m.len()).unwrap_or(0);
    if len > MAX_TEXT_BYTES {
        bail!(
            "{} is {} MB, over the {} MB memory-manager reads: move old parts out of it",
            path.display(),
            len / (1024 * 1024),
            MAX_TEXT_BYTES / (1024 * 1024)
        );
    }
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(MAX_TEXT_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {}", path.display()))?;
    if bytes.len() as u64 > MAX_TEXT_BYTES {
        bail!(
            "{} grew past {} MB while being read",
            path.display(),
            MAX_TEXT_BYTES / (1024 * 1024)
        );
    }
    String::from_utf8(bytes).map_err(|_| not_utf8(path))
}

/// Read a text file (regular files only, at most [`MAX_TEXT_BYTES`]); `None` when it does
/// not exist.
pub fn read_text(path: &Path) -> Result<Option<String>> {
    match open_regular(path)? {
        Some(file) => read_open(&file, path).map(Some),
        None => Ok(None),
    }
}

/// The error for a memory file that is not UTF-8 text: the store never rewrites one.
pub fn not_utf8(path: &Path) -> anyhow::Error {
    anyhow::anyhow!("{} is not UTF-8 text; not touching it", path.display())
}

/// Where `path` really is: its nearest existing ancestor with every link resolved, and the
/// rest of the path as given (`..` refused). `None` when it cannot be told.
fn real_location(path: &Path) -> Option<PathBuf> {
    let mut rest = Vec::new();
    let mut at = path;
    loop {
        if let Ok(real) = fs::canonicalize(at) {
            let mut out = real;
            for part in rest.iter().rev() {
                out.push(part);
            }
            return Some(out);
        }
        let name = at.file_name()?;
        rest.push(name.to_os_string());
        at = at.parent()?;
    }
}

/// Refuse a path that lands outside the memory folders, through a symlinked file or a
/// symlinked folder on the way alike.
pub fn confine(path: &Path, folders: &[PathBuf]) -> Result<()> {
    if path.components().any(|c| c == Component::ParentDir) {
        bail!("refusing {}: it climbs out with ..", path.display());
    }
    let inside = |p: &Path, dirs: &[PathBuf]| dirs.iter().any(|d| p.starts_with(d));
    if !path.parent().is_some_and(|p| inside(p, folders)) {
        bail!(
            "refusing to write {}: outside the memory folders",
            path.display()
        );
    }
    let real_dirs: Vec<PathBuf> = folders.iter().filter_map(|d| real_location(d)).collect();
    match real_location(path) {
        Some(real) if inside(&real, &real_dirs) => Ok(()),
        Some(real) => bail!(
            "refusing {} → {}: it points outside the memory folders",
            path.display(),
            real.display()
        ),
        None => bail!("cannot tell where {} is", path.display()),
    }
}

/// Append one line to a log file, keeping it under `cap` bytes (the older half is dropped).
/// Only a regular file is appended to: a link or anything else in its place is refused.
pub fn append_bounded(path: &Path, line: &str, cap: u64) -> Result<()> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    match fs::symlink_metadata(path) {
        Ok(m) if !m.is_file() => bail!("{} is not a regular file; not appending", path.display()),
        _ => {}
    }
    if fs::symlink_metadata(path).is_ok_and(|m| m.len() > cap) {
        let old = fs::read(path).unwrap_or_default();
        let half = old.len() / 2;
        let cut = old[half..]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(old.len(), |i| half + i + 1);
        atomic_write(path, &old[cut..])?;
    }
    let mut options = OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let mut f = options.open(path)?;
    f.write_all(line.as_bytes())?;
    if !line.ends_with('\n') {
        f.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;

/// A fast 64-bit hash (multiply and fold, 8 bytes a step) for cache keys and checks: the term
/// index runs it over both memory files before every prompt. Stable across runs and builds.
pub fn hash(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mix = |a: u64| {
        let r = u128::from(a) * u128::from(K);
        (r as u64) ^ ((r >> 64) as u64)
    };
    let mut h = mix(bytes.len() as u64 ^ 0x2d35_8dcc_aa6c_78a5);
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        h = mix(h ^ u64::from_le_bytes(c.try_into().unwrap_or_default()));
    }
    let mut tail = [0u8; 8];
    tail[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    mix(mix(h ^ u64::from_le_bytes(tail)) ^ 0x5851_f42d_4c95_7f2d)
}
