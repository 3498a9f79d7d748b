//! Replacing a file that a person may be editing at the same moment, without losing their
//! edit. A writer takes a [`Snapshot`] when it reads; before it puts its new text in place it
//! checks the file is still the one it read — at [`prepare`], and again right before any
//! file of the commit is replaced ([`Prepared::recheck`]):
//! - unchanged: it goes ahead;
//! - grown by an append (`echo >> MEMORY.md`), the rest untouched: the appended bytes are
//!   added to the new text, and it goes ahead;
//! - anything else (replaced, shrunk, edited in place, created, deleted): [`Conflict`] — the
//!   caller reads again and redoes its change.
//!
//! Then ([`Prepared::commit`]): a file someone holds open for writing, and a change that
//! only appends, are written in place (a descriptor opened before the write keeps writing
//! into the file, not into one no name leads to); anything else is swapped in atomically,
//! the file it displaced checked to be the one read, and bytes appended to the old file
//! since are copied onto the new one until nobody holds the old one open for writing.
//! README's Safety section states the windows that remain.

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
    /// The new text (what the temp file holds, bytes appended since aside).
    text: Vec<u8>,
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
        text: text.into_bytes(),
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

    /// Check the file once more, right before it is replaced: the temp file's write and
    /// fsync take a real disk's time (tens of ms, seconds on a busy one), and an editor's
    /// save landing meanwhile must not be undone. Bytes appended since are added to the new
    /// text; any other change is a [`Conflict`]. Call it on every file of a commit before
    /// replacing any, so that a conflict leaves every file as it was.
    pub fn recheck(&mut self) -> Result<()> {
        let Some(seen) = &self.snapshot.stamp else {
            return match fs::symlink_metadata(&self.target) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                _ => Err(conflict(&self.target)),
            };
        };
        let now = match fs::metadata(&self.target) {
            Ok(m) => stamp(&m),
            Err(_) => return Err(conflict(&self.target)),
        };
        if now.id != seen.id || now.len < self.seen_len {
            return Err(conflict(&self.target));
        }
        if now.len == self.seen_len && now.modified == seen.modified {
            return Ok(());
        }
        if !unchanged(&self.snapshot, self.snapshot.len) {
            return Err(conflict(&self.target));
        }
        let late = read_range(&self.snapshot, self.seen_len, now.len)
            .ok_or_else(|| conflict(&self.target))?;
        let mut temp = OpenOptions::new()
            .append(true)
            .open(&self.temp)
            .with_context(|| format!("cannot write {}", self.temp.display()))?;
        temp.write_all(&late)
            .with_context(|| format!("cannot write {}", self.temp.display()))?;
        self.text.extend_from_slice(&late);
        self.seen_len = now.len;
        Ok(())
    }

    /// Put the new text in place. A file someone holds open for writing (`exec 3>>FILE`,
    /// a `cat >>` still typing) and a change that only adds to the end are written in place,
    /// into the same file, so that what they write later lands after the new text rather
    /// than in a file no name leads to any more. Anything else is swapped in atomically,
    /// checked to have replaced the file that was read (else swapped back: a
    /// [`Conflict`]), and what was appended to the old file meanwhile is copied over.
    pub fn commit(mut self) -> Result<()> {
        let in_place = match &self.snapshot.file {
            None => false,
            Some(old) => {
                let grows = self.text.len() as u64 >= self.seen_len;
                let appends = grows
                    && self.text.len() as u64 >= self.snapshot.len
                    && content_hash(&self.text[..self.snapshot.len as usize]) == self.snapshot.hash;
                appends || lease::held_for_writing(old)
            }
        };
        if in_place {
            self.write_in_place()?;
        } else {
            self.swap()?;
        }
        Ok(())
    }

    /// Rename the temp file over the target (atomically swapped, where the system can, so
    /// the file it displaced can be checked), then take in late appends.
    fn swap(&mut self) -> Result<()> {
        let cannot = |e: std::io::Error, t: &Path| {
            anyhow::Error::new(e).context(format!("cannot write {}", t.display()))
        };
        // The old file is leased while it is replaced: a process opening it for writing now
        // waits until the new file is in place, and is then waited for.
        let leased = self
            .snapshot
            .file
            .as_ref()
            .is_some_and(|f| lease::take(f).is_ok());
        match self
            .snapshot
            .file
            .as_ref()
            .map(|_| exchange(&self.temp, &self.target))
        {
            None => {
                no_replace(&self.temp, &self.target).map_err(|e| match e.kind() {
                    std::io::ErrorKind::AlreadyExists => conflict(&self.target),
                    _ => cannot(e, &self.target),
                })?;
                self.done = true;
            }
            Some(Ok(true)) => {
                // The temp name now holds the file that was displaced: the one read, or an
                // editor's save that landed in the last instant (then put back).
                let displaced_is_ours = fs::symlink_metadata(&self.temp)
                    .ok()
                    .zip(self.snapshot.stamp.as_ref())
                    .is_some_and(|(m, seen)| stamp(&m).id == seen.id);
                if !displaced_is_ours {
                    let _ = exchange(&self.temp, &self.target);
                    if let Some(f) = &self.snapshot.file {
                        lease::release(f);
                    }
                    return Err(conflict(&self.target));
                }
                let _ = fs::remove_file(&self.temp);
                self.done = true;
            }
            Some(Ok(false)) => {
                fs::rename(&self.temp, &self.target).map_err(|e| cannot(e, &self.target))?;
                self.done = true;
            }
            Some(Err(e)) => return Err(cannot(e, &self.target)),
        }
        sync_dir(self.target.parent());
        self.take_late_appends(leased)
    }

    /// Copy onto the new file what was appended to the old one after the last check, until
    /// nobody holds the old one open for writing (an `echo >>` that opened it just before
    /// the rename writes just after it). Without leases (another system, a file of another
    /// user), until its length stops changing.
    fn take_late_appends(&mut self, mut leased: bool) -> Result<()> {
        // The same open file (a lease belongs to it), apart from `self`.
        let Some(Ok(old)) = self.snapshot.file.as_ref().map(File::try_clone) else {
            return Ok(());
        };
        let old = &old;
        let give_up = std::time::Instant::now() + LATE_WAIT;
        loop {
            if !leased {
                match lease::take(old) {
                    Ok(()) => {}
                    Err(Some(lease::Busy)) if std::time::Instant::now() < give_up => {
                        self.copy_late()?;
                        std::thread::sleep(std::time::Duration::from_millis(1));
                        continue;
                    }
                    // No lease to be had (not supported here, or a writer that keeps the
                    // file open past the wait): what was written so far is taken in.
                    Err(_) => {
                        self.copy_late()?;
                        return Ok(());
                    }
                }
            }
            // Leased: nobody has the old file open for writing, and whoever opens it now
            // waits for the lease to be released.
            self.copy_late()?;
            let breaking = lease::breaking(old);
            lease::release(old);
            if !breaking {
                return Ok(());
            }
            leased = false;
        }
    }

    /// Append to the new file the old one's bytes past what was already taken in.
    fn copy_late(&mut self) -> Result<()> {
        let Some(old) = self.snapshot.file.as_ref() else {
            return Ok(());
        };
        let grown = old.metadata().map_or(0, |m| m.len());
        if grown <= self.seen_len {
            return Ok(());
        }
        let Some(late) = read_range(&self.snapshot, self.seen_len, grown) else {
            return Ok(());
        };
        let mut f = OpenOptions::new()
            .append(true)
            .open(&self.target)
            .with_context(|| format!("cannot write {}", self.target.display()))?;
        f.write_all(&late)
            .with_context(|| format!("cannot write {}", self.target.display()))?;
        self.seen_len = grown;
        Ok(())
    }

    /// Write the new text into the file itself. Appends by others are never overwritten:
    /// a file that grows is first extended by an append (which tells where the end was,
    /// others' appends included), then rewritten below that end, which no append touches;
    /// a file that shrinks is rewritten and cut, and only an append landing between the
    /// last look at its length and the cut (two system calls) could be lost. The temp file,
    /// synced, holds the whole new text until the file does: a crash in between leaves it
    /// beside the file.
    fn write_in_place(&mut self) -> Result<()> {
        let cannot = |e: std::io::Error| {
            anyhow::Error::new(e).context(format!("cannot write {}", self.target.display()))
        };
        let mut options = OpenOptions::new();
        options.read(true).append(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
        }
        let mut f = options.open(&self.target).map_err(cannot)?;
        // Linux appends every write to an O_APPEND file, at whatever offset: the rewrite
        // below the end goes through a second descriptor.
        options.append(false).write(true);
        let at = options.open(&self.target).map_err(cannot)?;
        let seen = self.snapshot.stamp.as_ref().map(|s| s.id);
        if f.metadata().ok().map(|m| stamp(&m).id) != seen
            || at.metadata().ok().map(|m| stamp(&m).id) != seen
        {
            return Err(conflict(&self.target));
        }
        let _quiet = deadline_held();
        let n = self.text.len() as u64;
        let end = if n > self.seen_len {
            // The append: the rest of the new text, after whatever others appended.
            f.write_all(&self.text[self.seen_len as usize..])
                .map_err(cannot)?;
            let end = f.stream_position().map_err(cannot)?;
            end - (n - self.seen_len)
        } else {
            f.metadata().map_err(cannot)?.len()
        };
        let mut whole = self.text.clone();
        whole.extend(
            read_range(&self.snapshot, self.seen_len, end).ok_or_else(|| conflict(&self.target))?,
        );
        write_at(&at, &whole, 0).map_err(cannot)?;
        if n <= self.seen_len {
            let now = f.metadata().map_err(cannot)?.len();
            let mut kept = whole.len() as u64;
            if now > end {
                // Appended since the look at the length: kept after the new text.
                let more = read_range(&self.snapshot, end, now).unwrap_or_default();
                write_at(&at, &more, kept).map_err(cannot)?;
                kept += more.len() as u64;
            }
            if kept < now.max(end) {
                at.set_len(kept).map_err(cannot)?;
            }
        }
        at.sync_all().map_err(cannot)?;
        // An editor's save renamed over the file meanwhile took the text written here with
        // the old file: redone on top of the save.
        let still = fs::metadata(&self.target).ok().map(|m| stamp(&m).id);
        if still != seen {
            return Err(conflict(&self.target));
        }
        Ok(())
    }
}

/// How long a writer waits, after replacing a file, for an `echo >>` that opened the old
/// one just before to finish (it writes and closes within microseconds).
const LATE_WAIT: std::time::Duration = std::time::Duration::from_millis(500);

#[cfg(unix)]
fn write_at(f: &File, bytes: &[u8], at: u64) -> std::io::Result<()> {
    use std::os::unix::fs::FileExt;
    f.write_all_at(bytes, at)
}

#[cfg(not(unix))]
fn write_at(f: &File, bytes: &[u8], at: u64) -> std::io::Result<()> {
    let mut f = f;
    f.seek(SeekFrom::Start(at))?;
    f.write_all(bytes)
}

/// While it lives, the hook's deadline (SIGALRM) waits: a file half rewritten in place must
/// not be left so by the deadline's exit.
#[cfg(unix)]
fn deadline_held() -> impl Drop {
    struct Held(libc::sigset_t);
    impl Drop for Held {
        fn drop(&mut self) {
            // SAFETY: restores the mask saved below.
            unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &self.0, std::ptr::null_mut()) };
        }
    }
    // SAFETY: plain signal-set calls on sets owned here.
    unsafe {
        let mut block: libc::sigset_t = std::mem::zeroed();
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut block);
        libc::sigaddset(&mut block, libc::SIGALRM);
        libc::pthread_sigmask(libc::SIG_BLOCK, &block, &mut old);
        Held(old)
    }
}

#[cfg(not(unix))]
fn deadline_held() -> impl Drop {
    struct Held;
    impl Drop for Held {
        fn drop(&mut self) {}
    }
    Held
}

/// Swap `temp` and `target` atomically (`renameat2(RENAME_EXCHANGE)`): `Ok(false)` where
/// the system or the filesystem cannot (then a plain rename is used).
#[cfg(target_os = "linux")]
fn exchange(temp: &Path, target: &Path) -> std::io::Result<bool> {
    match renameat2(temp, target, libc::RENAME_EXCHANGE) {
        Ok(()) => Ok(true),
        Err(e)
            if matches!(
                e.raw_os_error(),
                Some(libc::EINVAL | libc::ENOSYS | libc::ENOTSUP)
            ) =>
        {
            Ok(false)
        }
        Err(e) => Err(e),
    }
}

#[cfg(not(target_os = "linux"))]
fn exchange(_: &Path, _: &Path) -> std::io::Result<bool> {
    Ok(false)
}

/// Rename `temp` to `target` only if nothing is there (a file created meanwhile is a
/// person's: a conflict, not replaced).
#[cfg(target_os = "linux")]
fn no_replace(temp: &Path, target: &Path) -> std::io::Result<()> {
    match renameat2(temp, target, libc::RENAME_NOREPLACE) {
        Err(e)
            if matches!(
                e.raw_os_error(),
                Some(libc::EINVAL | libc::ENOSYS | libc::ENOTSUP)
            ) =>
        {
            fs::rename(temp, target)
        }
        other => other,
    }
}

#[cfg(not(target_os = "linux"))]
fn no_replace(temp: &Path, target: &Path) -> std::io::Result<()> {
    fs::rename(temp, target)
}

#[cfg(target_os = "linux")]
fn renameat2(from: &Path, to: &Path, flags: libc::c_uint) -> std::io::Result<()> {
    let c = |p: &Path| {
        std::ffi::CString::new(p.as_os_str().as_encoded_bytes()).map_err(std::io::Error::other)
    };
    let (from, to) = (c(from)?, c(to)?);
    // SAFETY: two NUL-terminated paths, relative to the working folder.
    let r = unsafe {
        libc::syscall(
            libc::SYS_renameat2,
            libc::AT_FDCWD,
            from.as_ptr(),
            libc::AT_FDCWD,
            to.as_ptr(),
            flags,
        )
    };
    if r == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// Read leases (Linux `F_SETLEASE`): the kernel's own word on whether any process holds a
/// file open for writing, and a way to make one that opens it now wait a moment.
mod lease {
    use std::fs::File;

    /// Someone holds the file open for writing.
    pub struct Busy;

    #[cfg(target_os = "linux")]
    pub fn take(f: &File) -> Result<(), Option<Busy>> {
        use std::os::fd::AsRawFd;
        quiet_sigio();
        // SAFETY: fcntl on a descriptor owned by `f`.
        match unsafe { libc::fcntl(f.as_raw_fd(), libc::F_SETLEASE, libc::F_RDLCK) } {
            0 => Ok(()),
            _ if std::io::Error::last_os_error().raw_os_error() == Some(libc::EAGAIN) => {
                Err(Some(Busy))
            }
            _ => Err(None),
        }
    }

    #[cfg(not(target_os = "linux"))]
    pub fn take(_: &File) -> Result<(), Option<Busy>> {
        Err(None)
    }

    /// Whether a process is waiting to open the leased file for writing.
    #[cfg(target_os = "linux")]
    pub fn breaking(f: &File) -> bool {
        use std::os::fd::AsRawFd;
        // SAFETY: as above.
        unsafe { libc::fcntl(f.as_raw_fd(), libc::F_GETLEASE) == libc::F_UNLCK }
    }

    #[cfg(not(target_os = "linux"))]
    pub fn breaking(_: &File) -> bool {
        false
    }

    #[cfg(target_os = "linux")]
    pub fn release(f: &File) {
        use std::os::fd::AsRawFd;
        // SAFETY: as above.
        unsafe { libc::fcntl(f.as_raw_fd(), libc::F_SETLEASE, libc::F_UNLCK) };
    }

    #[cfg(not(target_os = "linux"))]
    pub fn release(_: &File) {}

    /// Whether the file is held open for writing by anyone (`false` when it cannot be told).
    pub fn held_for_writing(f: &File) -> bool {
        match take(f) {
            Ok(()) => {
                release(f);
                false
            }
            Err(busy) => busy.is_some(),
        }
    }

    /// A lease holder is told of a breaker by SIGIO, whose default action ends the process:
    /// ignored (nothing here uses SIGIO).
    #[cfg(target_os = "linux")]
    fn quiet_sigio() {
        static ONCE: std::sync::Once = std::sync::Once::new();
        // SAFETY: setting a signal's disposition to ignore.
        ONCE.call_once(|| unsafe {
            libc::signal(libc::SIGIO, libc::SIG_IGN);
        });
    }
}

impl Drop for Prepared {
    fn drop(&mut self) {
        if !self.done {
            let _ = fs::remove_file(&self.temp);
        }
    }
}
