//! One run of a process under test: the builder ([`Mm`]), the process while it runs
//! ([`Running`]) and what it left ([`Output`]).
//!
//! Every process starts in the same isolated environment, stated here once:
//! - every `MEMORY_MANAGER_*`, `CLAUDE_*` and `OPENCLAW_*` variable is removed (they would
//!   point it at another memory folder, session or host state), and so is `LC_ALL`;
//! - `LANG` is `C.UTF-8` (English, unless a test says otherwise);
//! - `HOME`, the XDG folders and `TMPDIR` are inside the test's temp folder ([`Mm::home`]);
//!   a run that never got a home refuses to start, so nothing reaches the real `$HOME`.
//!
//! A host CLI ([`Mm::host`]) starts from an empty environment instead, then gets the same.
//!
//! Every wait has a deadline, far above what a debug build on a loaded machine needs: it turns
//! a hang into a failure and says nothing about speed (that is `cargo bench`'s business).

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::assert::{assert_text, cited_line};

/// Variables with these prefixes never reach a process under test.
const SCRUBBED_PREFIXES: &[&str] = &["MEMORY_MANAGER_", "CLAUDE_", "OPENCLAW_"];
/// Nor do these.
const SCRUBBED: &[&str] = &["LC_ALL"];
/// The locale every run gets.
const LANG: &str = "C.UTF-8";
/// Where a run keeps its files: all inside the test's home once [`Mm::home`] says where.
const XDG_AND_HOME: [&str; 6] = [
    "HOME",
    "XDG_CACHE_HOME",
    "XDG_DATA_HOME",
    "XDG_CONFIG_HOME",
    "XDG_STATE_HOME",
    "TMPDIR",
];
/// The hook's deadline in every run (`MEMORY_MANAGER_HOOK_DEADLINE_MS`), unless a test sets
/// its own: the production 1.8 s is for a release build, and a debug build on a loaded machine
/// must not be cut short by it. Below [`DEADLINE`], so a hook that never answers still fails
/// the test as a hang would not.
pub const HOOK_DEADLINE_MS: &str = "30000";
/// How long a run may take before it counts as hung.
const DEADLINE: Duration = Duration::from_secs(120);
/// How often [`wait_until`] looks again.
const POLL: Duration = Duration::from_millis(5);

/// Wait until `done()` holds, looking again every few milliseconds; panic (saying `what` was
/// awaited) after `deadline`. For conditions only a file or a process can tell.
#[track_caller]
fn wait_until(what: &str, deadline: Duration, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < deadline,
            "gave up after {deadline:?} waiting for {what}"
        );
        thread::sleep(POLL);
    }
}

/// One run being built up.
pub struct Mm {
    cmd: Command,
    stdin: Option<Vec<u8>>,
    has_home: bool,
    deadline: Duration,
}

impl Default for Mm {
    fn default() -> Self {
        Mm::new()
    }
}

impl Mm {
    /// The binary under test, in the isolated environment (it still needs [`Mm::home`]).
    pub fn new() -> Mm {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_memory-manager"));
        for (name, _) in std::env::vars_os() {
            let text = name.to_string_lossy();
            if SCRUBBED_PREFIXES.iter().any(|p| text.starts_with(p))
                || SCRUBBED.contains(&text.as_ref())
            {
                cmd.env_remove(&name);
            }
        }
        // The hook's note for the person (`systemMessage`) is tested where it is the subject
        // (lessons.rs, which unsets this); other answers are compared without it.
        cmd.env("MEMORY_MANAGER_NOTIFY", "0");
        Mm::isolated(cmd)
    }

    /// A host CLI. Hosts read many variables of their own (API keys, proxies, `NODE_OPTIONS`):
    /// they start from an empty environment, then get what every run gets (and their `PATH`
    /// from the test).
    pub fn host(program: impl AsRef<OsStr>) -> Mm {
        let mut cmd = Command::new(program);
        cmd.env_clear();
        Mm::isolated(cmd)
    }

    fn isolated(mut cmd: Command) -> Mm {
        // Until `home` says where they are, there is none: see `launch`.
        for var in XDG_AND_HOME {
            cmd.env_remove(var);
        }
        cmd.env("LANG", LANG)
            .env("RUST_BACKTRACE", "1")
            .env("MEMORY_MANAGER_HOOK_DEADLINE_MS", HOOK_DEADLINE_MS);
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        Mm {
            cmd,
            stdin: None,
            has_home: false,
            deadline: DEADLINE,
        }
    }

    pub fn arg(mut self, a: impl AsRef<OsStr>) -> Mm {
        self.cmd.arg(a);
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Mm
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.cmd.args(args);
        self
    }

    pub fn env(mut self, k: &str, v: impl AsRef<OsStr>) -> Mm {
        self.cmd.env(k, v);
        self
    }

    pub fn current_dir(mut self, dir: &Path) -> Mm {
        self.cmd.current_dir(dir);
        self
    }

    /// `HOME`, with the cache folder (the hook's term index) and the temp folder inside it.
    pub fn home(mut self, home: &Path) -> Mm {
        let tmp = home.join(".tmp");
        std::fs::create_dir_all(&tmp).expect("create the home's temp folder");
        self.has_home = true;
        self.env("HOME", home)
            .env("XDG_CACHE_HOME", home.join(".cache"))
            .env("XDG_DATA_HOME", home.join(".local").join("share"))
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("XDG_STATE_HOME", home.join(".local").join("state"))
            .env("TMPDIR", tmp)
            // git (init registers a merge driver in the clone around the folder) never looks
            // above the test's own folder, nor reads the machine's config.
            .env("GIT_CEILING_DIRECTORIES", home.parent().unwrap_or(home))
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", home.join(".gitconfig"))
    }

    pub fn stdin(mut self, text: impl Into<Vec<u8>>) -> Mm {
        self.stdin = Some(text.into());
        self
    }

    /// At most `bytes` of address space (RLIMIT_AS, on Unix): past it an allocation fails and
    /// the run aborts, so a test bounds a run's memory without sampling it (a child's
    /// `ru_maxrss` counts the test process it was forked from).
    pub fn max_memory(mut self, bytes: u64) -> Mm {
        #[cfg(unix)]
        // SAFETY: between fork and exec the closure only calls setrlimit, which is
        // async-signal-safe, on a limit built beforehand.
        unsafe {
            let limit = libc::rlimit {
                rlim_cur: bytes as libc::rlim_t,
                rlim_max: bytes as libc::rlim_t,
            };
            std::os::unix::process::CommandExt::pre_exec(&mut self.cmd, move || {
                if libc::setrlimit(libc::RLIMIT_AS, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
        #[cfg(not(unix))]
        let _ = bytes;
        self
    }

    /// How long the run may take before it counts as hung (host CLIs need more than the
    /// default).
    pub fn deadline(mut self, deadline: Duration) -> Mm {
        self.deadline = deadline;
        self
    }

    /// The same run inside a pseudo-terminal from util-linux `script` (same environment).
    pub fn in_terminal(self) -> Mm {
        let line: Vec<String> = std::iter::once(self.cmd.get_program())
            .chain(self.cmd.get_args())
            .map(|a| format!("'{}'", a.to_string_lossy().replace('\'', r"'\''")))
            .collect();
        let mut cmd = Command::new("script");
        cmd.args(["-qec", &line.join(" "), "/dev/null"]);
        for (k, v) in self.cmd.get_envs() {
            match v {
                Some(v) => cmd.env(k, v),
                None => cmd.env_remove(k),
            };
        }
        if let Some(dir) = self.cmd.get_current_dir() {
            cmd.current_dir(dir);
        }
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        Mm { cmd, ..self }
    }

    /// Start without waiting. Stdin is written from a thread and then closed (a reader that
    /// stops early, on oversized input, is fine); without [`Mm::stdin`] it is empty.
    pub fn spawn(mut self) -> Running {
        let input = self.stdin.take();
        let piped = input.is_some();
        let mut running = self.launch(if piped { Stdio::piped() } else { Stdio::null() });
        if let Some(input) = input {
            let mut pipe = running.child.stdin.take().expect("stdin");
            running.writer = Some(thread::spawn(move || {
                let _ = pipe.write_all(&input);
            }));
        }
        running
    }

    /// Start with stdin piped and left open: the test takes it with [`Running::stdin`],
    /// writes, and closes it by dropping it.
    pub fn spawn_open(self) -> Running {
        self.launch(Stdio::piped())
    }

    /// Run to the end.
    pub fn run(self) -> Output {
        self.spawn().wait()
    }

    fn launch(mut self, stdin: Stdio) -> Running {
        let what = describe(&self.cmd);
        assert!(
            self.has_home,
            "{what}: every run needs a HOME in its temp folder (Folder::mm, or Mm::home)"
        );
        self.cmd
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = spawn_when_written(&mut self.cmd)
            .unwrap_or_else(|e| panic!("cannot start {what}: {e}"));
        let stdout = Drain::start(child.stdout.take());
        let stderr = Drain::start(child.stderr.take());
        Running {
            child,
            what,
            started: Instant::now(),
            deadline: self.deadline,
            stdout,
            stderr,
            writer: None,
            reaped: false,
            taken: 0,
        }
    }
}

/// The program and its arguments, for messages.
fn describe(cmd: &Command) -> String {
    std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A pipe read to its end on a thread, into a buffer the test can look at meanwhile.
struct Drain {
    bytes: Arc<Mutex<Vec<u8>>>,
    reader: Option<JoinHandle<()>>,
}

impl Drain {
    fn start(pipe: Option<impl Read + Send + 'static>) -> Drain {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let reader = pipe.map(|mut pipe| {
            let bytes = Arc::clone(&bytes);
            thread::spawn(move || {
                let mut chunk = [0; 64 * 1024];
                while let Ok(n) = pipe.read(&mut chunk) {
                    if n == 0 {
                        break;
                    }
                    bytes
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .extend(&chunk[..n]);
                }
            })
        });
        Drain { bytes, reader }
    }

    /// What has arrived so far.
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes.lock().unwrap_or_else(|e| e.into_inner())).into_owned()
    }

    /// Everything, once the pipe is closed.
    fn finish(&mut self) -> String {
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        self.text()
    }
}

/// A process under test while it runs. Dropped unfinished (a test that panicked), it is
/// killed with whatever it started.
pub struct Running {
    child: Child,
    what: String,
    started: Instant,
    deadline: Duration,
    stdout: Drain,
    stderr: Drain,
    writer: Option<JoinHandle<()>>,
    reaped: bool,
    /// How much of stdout [`Running::next_stdout_line`] has taken, in bytes.
    taken: usize,
}

impl Running {
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// The open stdin of a [`Mm::spawn_open`] run.
    pub fn stdin(&mut self) -> ChildStdin {
        self.child
            .stdin
            .take()
            .expect("stdin is piped and not taken yet")
    }

    /// Wait until stdout shows `needle` (a prompt the process prints before it reads).
    pub fn wait_for_stdout(&self, needle: &str) {
        wait_until(
            &format!("{needle:?} on the stdout of {}", self.what),
            self.deadline,
            || self.stdout.text().contains(needle),
        );
    }

    /// Wait until stdout shows `needle` and, after its last showing, `then` (a message and the
    /// prompt printed after it: input typed before that prompt is echoed ahead of it).
    pub fn wait_for_stdout_then(&self, needle: &str, then: &str) {
        wait_until(
            &format!("{needle:?} then {then:?} on the stdout of {}", self.what),
            self.deadline,
            || {
                let text = self.stdout.text();
                text.rfind(needle)
                    .is_some_and(|at| text[at + needle.len()..].contains(then))
            },
        );
    }

    /// The next line of stdout, without its newline, waiting for it (a line protocol's next
    /// message); each line is taken once, in order.
    pub fn next_stdout_line(&mut self) -> String {
        let mut line = None;
        wait_until(
            &format!("a line on the stdout of {}", self.what),
            self.deadline.saturating_sub(self.started.elapsed()),
            || {
                let text = self.stdout.text();
                line = text[self.taken..]
                    .find('\n')
                    .map(|end| text[self.taken..self.taken + end].to_owned());
                line.is_some()
            },
        );
        let line = line.expect("a whole line");
        self.taken += line.len() + 1;
        line
    }

    /// Wait for the end, as [`Running::wait`] does; its stdout is what
    /// [`Running::next_stdout_line`] has not taken.
    pub fn wait_untaken(self) -> Output {
        let taken = self.taken;
        let mut out = self.wait();
        out.stdout.drain(..taken.min(out.stdout.len()));
        out
    }

    /// SIGKILL the process itself (not what it started), as a crash would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
    }

    /// Wait for the end (killing it, and failing, past the deadline) and collect its output.
    pub fn wait(mut self) -> Output {
        let left = self.deadline.saturating_sub(self.started.elapsed());
        let hung = !sys::exits_within(&mut self.child, left);
        // What it started and left behind holding the pipes goes with it, hung or not.
        sys::kill_group(&mut self.child);
        let status = self.child.wait().expect("reap the child");
        self.reaped = true;
        if let Some(writer) = self.writer.take() {
            let _ = writer.join();
        }
        let out = Output {
            what: self.what.clone(),
            code: status.code().unwrap_or(-1),
            signal: signal_of(status),
            stdout: self.stdout.finish(),
            stderr: self.stderr.finish(),
            elapsed: self.started.elapsed(),
        };
        assert!(
            !hung,
            "hung: killed after {:?}\n{}",
            self.deadline,
            out.report()
        );
        out
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if !self.reaped {
            sys::kill_group(&mut self.child);
            let _ = self.child.wait();
        }
    }
}

#[cfg(unix)]
fn signal_of(status: ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(&status)
}

#[cfg(not(unix))]
fn signal_of(_: ExitStatus) -> Option<i32> {
    None
}

#[cfg(unix)]
mod sys {
    use std::process::Child;
    use std::sync::mpsc;
    use std::thread;
    use std::time::Duration;

    /// Whether the child exits within `limit`. It is not reaped, so its process group (which
    /// it leads: see `Mm::isolated`) cannot be reused by another before `kill_group`.
    pub fn exits_within(child: &mut Child, limit: Duration) -> bool {
        let pid = child.id() as libc::id_t;
        let (done, exited) = mpsc::channel();
        thread::spawn(move || {
            loop {
                // SAFETY: waitid only writes the siginfo_t it is given.
                let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
                let r = unsafe {
                    libc::waitid(libc::P_PID, pid, &mut info, libc::WEXITED | libc::WNOWAIT)
                };
                if r == 0
                    || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted
                {
                    break;
                }
            }
            let _ = done.send(());
        });
        exited.recv_timeout(limit).is_ok()
    }

    /// SIGKILL the group the child leads: the child and everything it started.
    pub fn kill_group(child: &mut Child) {
        // SAFETY: kill takes plain integers; the group is the child's own, which stays ours
        // until the child is reaped.
        unsafe {
            libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL);
        }
    }
}

#[cfg(not(unix))]
mod sys {
    use std::process::Child;
    use std::time::{Duration, Instant};

    pub fn exits_within(child: &mut Child, limit: Duration) -> bool {
        let start = Instant::now();
        while let Ok(None) = child.try_wait() {
            if start.elapsed() >= limit {
                return false;
            }
            std::thread::sleep(super::POLL);
        }
        true
    }

    pub fn kill_group(child: &mut Child) {
        let _ = child.kill();
    }
}

/// What a run left.
#[derive(Debug)]
pub struct Output {
    what: String,
    /// The exit code, -1 when a signal ended it.
    pub code: i32,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    /// How long it ran: for progress lines, and for bounds only a deadline guarantees.
    pub elapsed: Duration,
}

impl Output {
    /// The whole run, for failure messages.
    pub fn report(&self) -> String {
        format!(
            "{}\nexit code {}{}\n--- stdout\n{}\n--- stderr\n{}\n--- end",
            self.what,
            self.code,
            self.signal
                .map_or(String::new(), |s| format!(" (signal {s})")),
            self.stdout,
            self.stderr
        )
    }

    /// Exit code `code`, with the whole run shown when it is not.
    #[track_caller]
    pub fn code(self, code: i32) -> Output {
        assert_eq!(self.code, code, "exit code of\n{}", self.report());
        self
    }

    #[track_caller]
    pub fn success(self) -> Output {
        self.code(0)
    }

    /// A user error: exit 2 and exactly one stderr line `memory-manager: …`, no panic.
    #[track_caller]
    pub fn fails(self) -> Output {
        let out = self.code(2);
        let lines: Vec<&str> = out.stderr.lines().collect();
        assert!(
            lines.len() == 1 && lines[0].starts_with("memory-manager: "),
            "one stderr line `memory-manager: …` expected:\n{}",
            out.report()
        );
        out
    }

    /// A user error whose one stderr line is exactly `memory-manager: {message}`.
    #[track_caller]
    pub fn fails_with(self, message: &str) -> Output {
        self.fails().stderr(&format!("memory-manager: {message}\n"))
    }

    /// A hook's fail-open contract: exit 0 and nothing on stderr.
    #[track_caller]
    pub fn quiet(self) -> Output {
        self.success().stderr("")
    }

    /// stdout is exactly `expected`.
    #[track_caller]
    pub fn stdout(self, expected: &str) -> Output {
        assert_text(&format!("stdout of {}", self.what), &self.stdout, expected);
        self
    }

    /// stderr is exactly `expected`.
    #[track_caller]
    pub fn stderr(self, expected: &str) -> Output {
        assert_text(&format!("stderr of {}", self.what), &self.stderr, expected);
        self
    }

    /// The `Lnn` of the first `📍 FILE:Lnn` citation of `file` on stdout.
    #[track_caller]
    pub fn cited_line(&self, file: &str) -> usize {
        cited_line(&self.stdout, file)
            .unwrap_or_else(|| panic!("no 📍 {file}:Lnn in\n{}", self.report()))
    }

    /// stdout, which must be one JSON value.
    #[track_caller]
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout).unwrap_or_else(|e| panic!("{e}:\n{}", self.report()))
    }

    /// stdout from its first `{`, as JSON: host CLIs may print log lines before their JSON.
    #[track_caller]
    pub fn json_after_logs(&self) -> serde_json::Value {
        let start = self.stdout.find('{').unwrap_or(0);
        serde_json::from_str(self.stdout[start..].trim())
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", self.report()))
    }
}

/// Start `cmd`, again while the kernel says its file is busy (ETXTBSY). A test that has just
/// written a binary and runs it meets this when another test's thread forked while the write
/// was open: the fork's child holds the written descriptor until its own exec, a matter of
/// milliseconds. Any other error, or a file busy for two seconds, is returned.
fn spawn_when_written(cmd: &mut Command) -> std::io::Result<Child> {
    const ETXTBSY: i32 = 26;
    let mut tries = 0;
    loop {
        match cmd.spawn() {
            Err(e) if e.raw_os_error() == Some(ETXTBSY) && tries < 200 => {
                tries += 1;
                thread::sleep(Duration::from_millis(10));
            }
            other => return other,
        }
    }
}
