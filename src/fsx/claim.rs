//! Which process handles a host event delivered twice (two wiring routes, a retry).
//!
//! Claims live in a few small files in the cache folder, each a list of `key millis` lines
//! read and rewritten under an exclusive lock. A file per claim was simpler, but creating a
//! new file for every prompt and tool call cost a prompt hook more than anything else it
//! wrote (`perf` on `cargo bench --bench hooks`: the filesystem's inode allocation).

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::hash;

/// Files the claims are spread over (by key), so unrelated events rarely wait on each other.
const BUCKETS: u64 = 16;
/// A claims file larger than this is damaged or foreign: it is started afresh.
const MAX_BYTES: u64 = 256 * 1024;
/// How long a claim waits for its file's lock; past it the event is handled (two copies of
/// one event hold it for microseconds, so only a stopped process makes anyone wait).
const LOCK_WAIT: Duration = Duration::from_millis(50);

/// Claim `key` in `dir` for `window`: `true` for the first claim (or one after the window
/// has passed), `false` for any other within it. Two copies of one event running at once
/// agree on which one handles it; anything that goes wrong hands the event to the caller.
pub fn claim(dir: &Path, key: &str, window: Duration) -> bool {
    let key = hash(key.as_bytes());
    let path = dir.join(format!("claims-{:x}", key % BUCKETS));
    // Never through a link, never blocking on a FIFO: anything but a regular file in its
    // place is replaced; a linked claims folder hands the event to the caller.
    let Ok(file) = super::open_cache_rw(&path) else {
        return true;
    };
    if !lock(&file) {
        return true;
    }
    claim_in(file, dir, key, window).unwrap_or(true)
}

fn lock(file: &File) -> bool {
    let start = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return true,
            Err(_) if start.elapsed() < LOCK_WAIT => std::thread::sleep(Duration::from_millis(1)),
            Err(_) => return false,
        }
    }
}

/// Under the file's lock: whether `key` is new, recording it when it is. Claims older than
/// ten windows are dropped as the file is rewritten.
fn claim_in(mut file: File, dir: &Path, key: u64, window: Duration) -> std::io::Result<bool> {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    let window = window.as_millis() as u64;
    let len = file.metadata()?.len();
    if len == 0 {
        // A new claims file: clear out the one-file-per-claim layout of earlier versions.
        super::remove_older_than(dir, Duration::ZERO, |name| name.len() == 16);
    }
    let mut text = String::new();
    if len <= MAX_BYTES {
        // Bytes that are not text are a damaged file: it is started afresh.
        let _ = file.read_to_string(&mut text);
    }
    let mut kept = String::with_capacity(text.len() + 34);
    for line in text.lines() {
        let Some((k, at)) = line.split_once(' ') else {
            continue;
        };
        let (Ok(k), Ok(at)) = (u64::from_str_radix(k, 16), at.parse::<u64>()) else {
            continue;
        };
        let age = now.saturating_sub(at);
        if k == key && age < window {
            return Ok(false);
        }
        if k != key && age < window.saturating_mul(10) {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    kept.push_str(&format!("{key:016x} {now}\n"));
    file.seek(SeekFrom::Start(0))?;
    file.write_all(kept.as_bytes())?;
    file.set_len(kept.len() as u64)?;
    Ok(true)
}
