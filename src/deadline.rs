//! A hard deadline for the hook's process: when it passes, the answer prepared so far (the
//! plain reminder, for a prompt) goes to stdout, one line goes to the error log, and the
//! process exits 0. Whatever stalls the work (a disk that hangs, a lock never released, a
//! file that takes long to rank), the host gets its answer in time (docs/ARCHITECTURE.md
//! "Fail-open").
//!
//! On Unix the deadline is a SIGALRM from setitimer(2); its handler uses only
//! async-signal-safe calls (write, open, close, _exit) on bytes prepared beforehand. Elsewhere
//! it does nothing: the read timeout and the lock wait still bound the hook.

use std::path::Path;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// When the armed deadline passes.
static AT: OnceLock<Instant> = OnceLock::new();

/// Start the clock: `after` from now, [`prepare`]d bytes are written and the process exits
/// 0, unless [`claim_exit`] was called first.
pub fn arm(after: Duration) {
    let _ = AT.set(Instant::now() + after);
    #[cfg(unix)]
    imp::arm(after);
}

/// Time left before the deadline; unbounded when none was armed. Waits that could run past
/// it (a lock) are cut to fit, so the work they guard still ends in time.
pub fn left() -> Duration {
    AT.get().map_or(Duration::MAX, |at| {
        at.saturating_duration_since(Instant::now())
    })
}

/// What to print and log if the deadline passes from now on: `answer` (a line for stdout;
/// none prints nothing) and `log` (the error log's path and the line it gets).
pub fn prepare(answer: Option<&str>, log: Option<(&Path, &str)>) {
    #[cfg(unix)]
    imp::prepare(answer, log);
    #[cfg(not(unix))]
    let _ = (answer, log);
}

/// The process finished its work in time: from here on it alone writes stdout and decides
/// when to exit. False when the deadline passed first: the handler is writing the prepared
/// answer and exiting, so the caller must write nothing.
pub fn claim_exit() -> bool {
    #[cfg(unix)]
    return imp::claim_exit();
    #[cfg(not(unix))]
    true
}

#[cfg(unix)]
mod imp {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;
    use std::ptr;
    use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
    use std::time::Duration;

    /// Bytes the handler writes: made before, never freed (a few per process).
    struct Prepared {
        answer: Vec<u8>,
        log: Option<(CString, Vec<u8>)>,
    }

    static PREPARED: AtomicPtr<Prepared> = AtomicPtr::new(ptr::null_mut());
    /// Set by whichever comes first: the work finishing, or the deadline.
    static EXITING: AtomicBool = AtomicBool::new(false);

    pub fn arm(after: Duration) {
        // SAFETY: a zeroed sigaction with a handler that only makes async-signal-safe calls;
        // the itimerval is fully initialised.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_deadline as *const () as libc::sighandler_t;
            libc::sigemptyset(&mut action.sa_mask);
            if libc::sigaction(libc::SIGALRM, &action, ptr::null_mut()) != 0 {
                return;
            }
            let timer = libc::itimerval {
                it_interval: libc::timeval {
                    tv_sec: 0,
                    tv_usec: 0,
                },
                it_value: libc::timeval {
                    tv_sec: after.as_secs() as libc::time_t,
                    tv_usec: after.subsec_micros() as libc::suseconds_t,
                },
            };
            libc::setitimer(libc::ITIMER_REAL, &timer, ptr::null_mut());
        }
    }

    pub fn prepare(answer: Option<&str>, log: Option<(&Path, &str)>) {
        let mut bytes = Vec::new();
        if let Some(a) = answer {
            bytes.extend_from_slice(a.as_bytes());
            bytes.push(b'\n');
        }
        let log = log.and_then(|(path, line)| {
            let path = CString::new(path.as_os_str().as_bytes()).ok()?;
            let mut line = line.as_bytes().to_vec();
            line.push(b'\n');
            Some((path, line))
        });
        let fresh = Box::into_raw(Box::new(Prepared { answer: bytes, log }));
        // The old one may be in the handler's hands right now: it is leaked, not freed.
        PREPARED.store(fresh, Ordering::SeqCst);
    }

    pub fn claim_exit() -> bool {
        let won = !EXITING.swap(true, Ordering::SeqCst);
        if won {
            // SAFETY: an all-zero itimerval disarms the timer.
            unsafe {
                let off: libc::itimerval = std::mem::zeroed();
                libc::setitimer(libc::ITIMER_REAL, &off, ptr::null_mut());
            }
        }
        won
    }

    extern "C" fn on_deadline(_: libc::c_int) {
        if EXITING.swap(true, Ordering::SeqCst) {
            return;
        }
        let prepared = PREPARED.load(Ordering::SeqCst);
        // SAFETY: a non-null pointer came from Box::into_raw and is never freed; only
        // async-signal-safe calls follow.
        unsafe {
            if let Some(p) = prepared.as_ref() {
                write_all(1, &p.answer);
                if let Some((path, line)) = &p.log {
                    let flags = libc::O_WRONLY
                        | libc::O_APPEND
                        | libc::O_CREAT
                        | libc::O_NOFOLLOW
                        | libc::O_NONBLOCK
                        | libc::O_CLOEXEC;
                    let fd = libc::open(path.as_ptr(), flags, 0o644 as libc::c_uint);
                    if fd >= 0 {
                        write_all(fd, line);
                        libc::close(fd);
                    }
                }
            }
            libc::_exit(0);
        }
    }

    /// write(2) until every byte is out or the descriptor refuses.
    unsafe fn write_all(fd: libc::c_int, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            // SAFETY: `bytes` is valid for reads of its length.
            let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
            match usize::try_from(n) {
                Ok(n) if n > 0 => bytes = &bytes[n..],
                _ => return,
            }
        }
    }
}
