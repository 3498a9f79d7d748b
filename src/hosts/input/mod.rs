//! Reading a hook's stdin: the first JSON value, without waiting for EOF (some hosts never
//! close stdin), bounded in time and size.
//!
//! A failure event can carry a 10 MB error. The bytes are read into one buffer and framed
//! as they arrive (eight bytes at a time inside strings); a long string under a field named
//! in [`Shorten`] then loses its middle in place, before parsing, so the parser never copies
//! or checks text that nobody reads.

use std::io::{ErrorKind, Read};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;
#[cfg(unix)]
use std::time::Instant;

use anyhow::{Result, anyhow, bail};
use serde::de::DeserializeOwned;

/// Larger input is not read to the end: a hook must never stall the prompt.
pub const MAX_INPUT: usize = 32 * 1024 * 1024;
/// Bytes asked of the reader at a time, at most (a pipe holds 64 KiB), and at first.
const CHUNK: usize = 64 * 1024;
const FIRST_CHUNK: usize = 4 * 1024;
/// What replaces the middle of a shortened string (JSON text of `\n…\n`).
const MARK: &[u8] = "\\n…\\n".as_bytes();
/// How far back from its end a shortened string's tail may start looking for a safe cut.
const MAX_CUT_SEARCH: usize = 4096;

/// Which long strings may lose their middle before parsing: those inside the value of one
/// of the top-level `fields` (matched as written, without escapes). Such a string keeps at
/// least `head` bytes of its start and `tail` bytes of its end (decoded), joined by `\n…\n`;
/// it is left whole when it is under `4 × (head + tail)` bytes, or when it cannot be cut
/// cheaply and safely (no visible ASCII character in the middle, or no plain character near
/// the tail). The middle left out is not checked for valid JSON.
pub struct Shorten {
    pub fields: &'static [&'static str],
    pub head: usize,
    pub tail: usize,
}

impl Shorten {
    /// Every string parsed whole.
    pub const NOTHING: Shorten = Shorten {
        fields: &[],
        head: 0,
        tail: 0,
    };

    fn min_len(&self) -> usize {
        4 * (self.head + self.tail)
    }
}

/// Tracks JSON nesting across chunks so the value is parsed once, when it is complete, and
/// notes the long strings under the fields to shorten.
#[derive(Default)]
struct Framer {
    depth: usize,
    in_string: bool,
    started: bool,
    /// Offset of the open string's opening quote.
    string_start: usize,
    /// The top-level value is an object…
    top_object: bool,
    /// …whose next string at depth 1 is a key.
    expect_key: bool,
    /// Text of the last top-level key, and of the key of the value being read.
    key: (usize, usize),
    value_key: (usize, usize),
    /// Text (quotes excluded) of the strings to shorten, in order.
    long: Vec<(usize, usize)>,
}

impl Framer {
    /// Feed `buf[from..]` (`buf` holds everything fed before); returns the offset just past
    /// the end of the first top-level value.
    fn feed(&mut self, buf: &[u8], from: usize, shorten: &Shorten) -> Option<usize> {
        let mut i = from;
        while i < buf.len() {
            if self.in_string {
                let q = i + quote(&buf[i..])?;
                i = q + 1;
                let backslashes = buf[..q].iter().rev().take_while(|&&b| b == b'\\').count();
                if backslashes % 2 == 0 {
                    self.in_string = false;
                    self.string_closed(buf, q, shorten);
                }
                continue;
            }
            match buf[i] {
                b'"' => {
                    self.in_string = true;
                    self.started = true;
                    self.string_start = i;
                }
                b @ (b'{' | b'[') => {
                    if self.depth == 0 {
                        self.top_object = b == b'{';
                        self.expect_key = self.top_object;
                    }
                    self.depth += 1;
                    self.started = true;
                }
                b'}' | b']' => {
                    self.depth = self.depth.saturating_sub(1);
                    if self.depth == 0 {
                        return Some(i + 1);
                    }
                }
                b':' if self.depth == 1 => {
                    self.expect_key = false;
                    self.value_key = self.key;
                }
                b',' if self.depth == 1 => self.expect_key = self.top_object,
                b' ' | b'\t' | b'\r' | b'\n' => {}
                _ if self.depth == 0 && !self.started => self.started = true,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// The string opened at `string_start` ended with the quote at `end`.
    fn string_closed(&mut self, buf: &[u8], end: usize, shorten: &Shorten) {
        let text = (self.string_start + 1, end);
        if self.depth == 1 && self.expect_key {
            self.key = text;
        } else if self.top_object
            && self.depth >= 1
            && end - text.0 >= shorten.min_len()
            && shorten
                .fields
                .iter()
                .any(|f| f.as_bytes() == &buf[self.value_key.0..self.value_key.1])
        {
            self.long.push(text);
        }
    }
}

/// Index of the first `"` in `bytes`, looked for eight bytes at a time.
fn quote(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    const QUOTES: u64 = ONES * b'"' as u64;
    let mut skipped = 0;
    for word in bytes.chunks_exact(8) {
        let x = u64::from_le_bytes(word.try_into().expect("chunks of eight")) ^ QUOTES;
        // Non-zero when some byte of `x` is zero (exact as to whether, not as to where).
        if x.wrapping_sub(ONES) & !x & HIGHS != 0 {
            break;
        }
        skipped += 8;
    }
    bytes[skipped..]
        .iter()
        .position(|&b| b == b'"')
        .map(|at| skipped + at)
}

/// An ASCII character that is never part of an escape sequence (`\n`, `\"`, `\u00e9`):
/// a cut just after it is between two characters.
fn plain(b: u8) -> bool {
    (b.is_ascii_graphic() || b == b' ')
        && !b.is_ascii_hexdigit()
        && !matches!(b, b'\\' | b'"' | b'/' | b'n' | b'r' | b't' | b'u')
}

/// Walk the string text `raw` token by token until `want` bytes are decoded (never
/// stopping inside a character or a surrogate pair) or its end: the raw offset reached
/// and the bytes decoded. `None` on a broken escape.
fn decode_len(raw: &[u8], want: usize) -> Option<(usize, usize)> {
    let (mut i, mut decoded, mut pair) = (0, 0, false);
    while i < raw.len() && (decoded < want || pair || raw[i] & 0xc0 == 0x80) {
        pair = false;
        if raw[i] != b'\\' {
            decoded += 1;
            i += 1;
            continue;
        }
        if raw.get(i + 1) != Some(&b'u') {
            decoded += 1;
            i += 2;
            continue;
        }
        let hex = std::str::from_utf8(raw.get(i + 2..i + 6)?).ok()?;
        let unit = u32::from_str_radix(hex, 16).ok()?;
        decoded += match unit {
            0..0x80 => 1,
            0x80..0x800 => 2,
            // A pair is four bytes, counted on its first half.
            0xd800..0xdc00 => {
                pair = true;
                4
            }
            0xdc00..0xe000 => 0,
            _ => 3,
        };
        i += 6;
    }
    Some((i.min(raw.len()), decoded))
}

/// Where the middle of string text `raw` starts and ends, or `None` to keep it whole.
fn middle(raw: &[u8], shorten: &Shorten) -> Option<(usize, usize)> {
    let (head, _) = decode_len(raw, shorten.head)?;
    let mut before = raw.len().checked_sub(shorten.tail)?;
    let tail = loop {
        // The tail starts just after a plain character.
        let start = (before.saturating_sub(MAX_CUT_SEARCH)..=before)
            .rev()
            .find(|&p| p > 0 && plain(raw[p - 1]))?;
        let (_, decoded) = decode_len(&raw[start..], usize::MAX)?;
        if decoded >= shorten.tail {
            break start;
        }
        before = start.checked_sub(shorten.tail - decoded)?;
    };
    // Only a middle with something visible in it is replaced by `…`.
    let visible = |b: &u8| plain(*b) && *b != b' ';
    (tail > head + MARK.len() && raw[head..tail].iter().any(visible)).then_some((head, tail))
}

/// `buf` with the middles of the `long` strings (text spans, in order) replaced by [`MARK`].
fn shorten_strings(buf: &mut Vec<u8>, long: &[(usize, usize)], shorten: &Shorten) {
    let (mut read, mut write) = (0, 0);
    for &(start, end) in long {
        let Some((head, tail)) = middle(&buf[start..end], shorten) else {
            continue;
        };
        buf.copy_within(read..start + head, write);
        write += start + head - read;
        buf[write..write + MARK.len()].copy_from_slice(MARK);
        write += MARK.len();
        read = start + tail;
    }
    let len = buf.len();
    buf.copy_within(read..len, write);
    buf.truncate(write + len - read);
}

/// The first JSON value on this process's stdin, as [`read_first_json`] reads it. On Unix
/// the deadline is kept with poll(2) on this thread: starting a reader thread (its stack,
/// its malloc arena) costs the hook more than reading a prompt.
#[cfg(unix)]
pub fn read_stdin_json<T: DeserializeOwned>(timeout: Duration, shorten: &Shorten) -> Result<T> {
    let received = AtomicUsize::new(0);
    let stdin = PolledStdin {
        deadline: Instant::now() + timeout,
    };
    match read_value(stdin, &received, shorten) {
        Ok(bytes) => parse(&bytes),
        Err(e) if is_timeout(&e) => Err(timed_out(timeout, received.load(Ordering::Relaxed))),
        Err(e) => Err(e),
    }
}

#[cfg(not(unix))]
pub fn read_stdin_json<T: DeserializeOwned>(
    timeout: Duration,
    shorten: &'static Shorten,
) -> Result<T> {
    read_first_json(std::io::stdin(), timeout, shorten)
}

/// File descriptor 0, read directly (no buffer that poll could not see), each read waiting
/// at most until the deadline.
#[cfg(unix)]
struct PolledStdin {
    deadline: Instant,
}

#[cfg(unix)]
impl Read for PolledStdin {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        let mut fd = libc::pollfd {
            fd: 0,
            events: libc::POLLIN,
            revents: 0,
        };
        let ms = i32::try_from(left.as_millis()).unwrap_or(i32::MAX);
        // SAFETY: one valid pollfd, and its count.
        match unsafe { libc::poll(&mut fd, 1, ms) } {
            r if r < 0 => return Err(std::io::Error::last_os_error()),
            0 => return Err(ErrorKind::TimedOut.into()),
            // Readable, hung up or in error: read(2) tells which.
            _ => {}
        }
        // SAFETY: `out` is valid for writes of `out.len()` bytes.
        let n = unsafe { libc::read(0, out.as_mut_ptr().cast(), out.len()) };
        usize::try_from(n).map_err(|_| std::io::Error::last_os_error())
    }
}

fn is_timeout(e: &anyhow::Error) -> bool {
    e.downcast_ref::<std::io::Error>()
        .is_some_and(|e| e.kind() == ErrorKind::TimedOut)
}

fn timed_out(timeout: Duration, received: usize) -> anyhow::Error {
    match received {
        0 => anyhow!("no input on stdin within {} ms", timeout.as_millis()),
        n => anyhow!(
            "incomplete JSON on stdin after {} ms ({n} bytes)",
            timeout.as_millis()
        ),
    }
}

/// Read `reader` until the first JSON object or array is complete, EOF, `timeout`, or
/// [`MAX_INPUT`], and deserialize that value, the strings named by `shorten` shortened.
/// The reader runs on its own thread so an open, silent stdin cannot hang us.
pub fn read_first_json<T, R>(reader: R, timeout: Duration, shorten: &'static Shorten) -> Result<T>
where
    T: DeserializeOwned,
    R: Read + Send + 'static,
{
    let (tx, rx) = mpsc::channel();
    let received = Arc::new(AtomicUsize::new(0));
    let progress = Arc::clone(&received);
    std::thread::spawn(move || {
        let _ = tx.send(read_value(reader, &progress, shorten));
    });
    match rx.recv_timeout(timeout) {
        Ok(bytes) => parse(&bytes?),
        Err(_) => Err(timed_out(timeout, received.load(Ordering::Relaxed))),
    }
}

/// The bytes of the first value (up to its end, or all there is at EOF), shortened.
fn read_value(mut reader: impl Read, received: &AtomicUsize, shorten: &Shorten) -> Result<Vec<u8>> {
    let mut buf: Vec<u8> = Vec::new();
    // Small at first, doubling while reads fill it: a prompt event fits one page, and
    // zeroing a whole 64 KiB chunk cost a hook more page faults than reading its event.
    let mut chunk = vec![0u8; FIRST_CHUNK];
    let mut framer = Framer::default();
    loop {
        let n = match reader.read(&mut chunk) {
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) if e.kind() == ErrorKind::TimedOut => return Err(e.into()),
            Err(e) => bail!("cannot read stdin: {e}"),
        };
        if n == 0 {
            // EOF: whatever we have is all there is.
            break;
        }
        let start = buf.len();
        buf.extend_from_slice(&chunk[..n]);
        if n == chunk.len() && chunk.len() < CHUNK {
            chunk.resize(chunk.len() * 2, 0);
        }
        received.store(buf.len(), Ordering::Relaxed);
        if let Some(end) = framer.feed(&buf, start, shorten) {
            buf.truncate(end);
            break;
        }
        if buf.len() > MAX_INPUT {
            return Err(TooLarge {
                event: event_name(&buf[..buf.len().min(SNIFF)]),
            }
            .into());
        }
    }
    shorten_strings(&mut buf, &framer.long, shorten);
    Ok(buf)
}

/// Input over [`MAX_INPUT`], not read to its end: `event` is the `hook_event_name` its start
/// gives, if it gives one (hosts write it before the prompt), so a prompt too large to read
/// can still be answered.
#[derive(Debug)]
pub struct TooLarge {
    pub event: Option<String>,
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "input larger than {} MB ignored",
            MAX_INPUT / (1024 * 1024)
        )
    }
}

impl std::error::Error for TooLarge {}

/// How far into oversized input [`event_name`] looks.
const SNIFF: usize = 64 * 1024;

/// The value of the first `"hook_event_name": "…"` in `head` (a plain name, no escapes).
fn event_name(head: &[u8]) -> Option<String> {
    const KEY: &[u8] = b"\"hook_event_name\"";
    let at = memchr::memmem::find(head, KEY)? + KEY.len();
    let rest = head[at..].trim_ascii_start().strip_prefix(b":")?;
    let rest = rest.trim_ascii_start().strip_prefix(b"\"")?;
    let end = rest.iter().take(64).position(|&b| b == b'"')?;
    let name = &rest[..end];
    name.iter()
        .all(u8::is_ascii_alphanumeric)
        .then(|| String::from_utf8_lossy(name).into_owned())
}

fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        bail!("empty input");
    }
    let mut values = serde_json::Deserializer::from_slice(bytes).into_iter::<T>();
    match values.next() {
        Some(Ok(v)) => Ok(v),
        Some(Err(e)) => bail!("malformed JSON on stdin: {e}"),
        None => bail!("empty input"),
    }
}

#[cfg(test)]
mod tests;
