//! Reading a hook's stdin: the first JSON value, without waiting for EOF (some hosts never
//! close stdin), bounded in time and size.

use std::io::Read;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

/// Larger input is not read to the end: a hook must never stall the prompt.
pub const MAX_INPUT: usize = 32 * 1024 * 1024;

/// Tracks JSON nesting across chunks so the value is parsed once, when it is complete.
#[derive(Default)]
struct Framer {
    depth: usize,
    in_string: bool,
    escaped: bool,
    started: bool,
}

impl Framer {
    /// Feed bytes; returns the offset just past the end of the first top-level value.
    fn feed(&mut self, bytes: &[u8], base: usize) -> Option<usize> {
        for (i, &b) in bytes.iter().enumerate() {
            if self.in_string {
                if self.escaped {
                    self.escaped = false;
                } else if b == b'\\' {
                    self.escaped = true;
                } else if b == b'"' {
                    self.in_string = false;
                }
                continue;
            }
            match b {
                b'"' => {
                    self.in_string = true;
                    self.started = true;
                }
                b'{' | b'[' => {
                    self.depth += 1;
                    self.started = true;
                }
                b'}' | b']' => {
                    self.depth = self.depth.saturating_sub(1);
                    if self.depth == 0 {
                        return Some(base + i + 1);
                    }
                }
                b' ' | b'\t' | b'\r' | b'\n' => {}
                _ if self.depth == 0 && !self.started => self.started = true,
                _ => {}
            }
        }
        None
    }
}

/// Read `reader` until the first JSON object or array is complete, EOF, `timeout`, or
/// [`MAX_INPUT`]. The reader runs on its own thread so an open, silent stdin cannot hang us.
pub fn read_first_json<R: Read + Send + 'static>(
    mut reader: R,
    timeout: Duration,
) -> Result<serde_json::Value> {
    let (tx, rx) = mpsc::channel::<std::io::Result<Vec<u8>>>();
    std::thread::spawn(move || {
        let mut chunk = vec![0u8; 256 * 1024];
        loop {
            match reader.read(&mut chunk) {
                Ok(0) => {
                    let _ = tx.send(Ok(Vec::new()));
                    return;
                }
                Ok(n) => {
                    if tx.send(Ok(chunk[..n].to_vec())).is_err() {
                        return;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    let _ = tx.send(Err(e));
                    return;
                }
            }
        }
    });
    let deadline = Instant::now() + timeout;
    let mut buf: Vec<u8> = Vec::new();
    let mut framer = Framer::default();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let chunk = match rx.recv_timeout(left) {
            Ok(Ok(c)) => c,
            Ok(Err(e)) => bail!("cannot read stdin: {e}"),
            Err(_) if buf.is_empty() => {
                bail!("no input on stdin within {} ms", timeout.as_millis())
            }
            Err(_) => bail!(
                "incomplete JSON on stdin after {} ms ({} bytes)",
                timeout.as_millis(),
                buf.len()
            ),
        };
        if chunk.is_empty() {
            // EOF: whatever we have is all there is.
            return parse(&buf);
        }
        let base = buf.len();
        buf.extend_from_slice(&chunk);
        if let Some(end) = framer.feed(&chunk, base) {
            return parse(&buf[..end]);
        }
        if buf.len() > MAX_INPUT {
            bail!("input larger than {} MB ignored", MAX_INPUT / (1024 * 1024));
        }
    }
}

fn parse(bytes: &[u8]) -> Result<serde_json::Value> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        bail!("empty input");
    }
    let mut values = serde_json::Deserializer::from_slice(bytes).into_iter::<serde_json::Value>();
    match values.next() {
        Some(Ok(v)) => Ok(v),
        Some(Err(e)) => bail!("malformed JSON on stdin: {e}"),
        None => bail!("empty input"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct NeverEnding(Vec<u8>);
    impl Read for NeverEnding {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            if self.0.is_empty() {
                std::thread::sleep(Duration::from_secs(3600));
                return Ok(0);
            }
            let n = self.0.len().min(out.len()).min(7);
            out[..n].copy_from_slice(&self.0[..n]);
            self.0.drain(..n);
            Ok(n)
        }
    }

    #[test]
    fn returns_the_first_value_without_eof() {
        let input = br#"{"a":"}{\"","b":[1,{"c":2}]} {"second":true}"#.to_vec();
        let v = read_first_json(NeverEnding(input), Duration::from_secs(5)).unwrap();
        assert_eq!(v["b"][1]["c"], 2);
        assert_eq!(v["a"], "}{\"");
    }

    #[test]
    fn silent_open_stdin_times_out() {
        let t = Instant::now();
        assert!(read_first_json(NeverEnding(Vec::new()), Duration::from_millis(100)).is_err());
        assert!(t.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn bad_inputs_are_errors_not_panics() {
        for input in [
            &b""[..],
            b"   ",
            b"not json",
            b"\xff\xfe\x00binary",
            b"{\"a\":",
            b"[1,2",
        ] {
            assert!(
                read_first_json(std::io::Cursor::new(input.to_vec()), Duration::from_secs(1))
                    .is_err()
            );
        }
    }
}
