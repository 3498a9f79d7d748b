//! The real OpenClaw CLI in a test's folder, for the end-to-end tests: its state and
//! workspace in the temp HOME, its log in the temp folder, its state locks in /tmp removed at
//! the end, its model the loopback mock.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::json;

use super::folder::{Folder, files_under};
use super::hosts::Hosts;
use super::mock::MockServer;
use super::run::{Mm, Output};

/// OpenClaw and memory-manager run as a user runs them, in one temp HOME.
pub struct Claw {
    pub hosts: Hosts,
    /// Dropped before the folder: it looks for the state databases in it.
    _locks: StateLocks,
    /// HOME, where OpenClaw keeps its state and workspace.
    pub f: Folder,
    /// The test's name in its progress lines.
    label: &'static str,
    started: Instant,
}

impl Claw {
    /// A fresh home. OpenClaw logs to /tmp/openclaw unless its config says otherwise before
    /// its first command: its log is kept in the test's folder (`openclaw.log`).
    pub fn new(hosts: Hosts, label: &'static str) -> Claw {
        let f = Folder::new();
        let state = f.home().join(".openclaw");
        std::fs::create_dir_all(&state).expect("create OpenClaw's state folder");
        std::fs::write(
            state.join("openclaw.json"),
            json!({"logging": {"file": f.tmp().join("openclaw.log")}}).to_string(),
        )
        .expect("write OpenClaw's config");
        Claw {
            hosts,
            _locks: StateLocks::of(&state),
            f,
            label,
            started: Instant::now(),
        }
    }

    /// A progress line on stderr: how far into the test, what ran, how long it took.
    pub fn step(&self, what: &str, elapsed: Duration) {
        eprintln!(
            "[e2e {} +{:>6.1}s] {what} ({elapsed:.1?})",
            self.label,
            self.started.elapsed().as_secs_f64()
        );
    }

    /// The last progress line: the whole test's time.
    pub fn done(&self) {
        self.step("done", self.started.elapsed());
    }

    /// `program` in HOME, with Node 24 and the host CLIs first on PATH.
    pub fn command(&self, program: &Path) -> Mm {
        self.f
            .host(program)
            .current_dir(&self.f.home())
            .env("PATH", self.hosts.path_env())
    }

    /// `openclaw ARGS`, which must succeed.
    pub fn openclaw(&self, args: &[&str]) -> Output {
        let out = self
            .command(&self.hosts.openclaw())
            .args(args)
            .deadline(Duration::from_secs(300))
            .run()
            .success();
        self.step(&format!("openclaw {}", args.join(" ")), out.elapsed);
        out
    }

    /// `memory-manager ARGS` as OpenClaw's user runs it, which must succeed.
    pub fn mm(&self, args: &[&str]) -> Output {
        let out = self
            .command(Path::new(env!("CARGO_BIN_EXE_memory-manager")))
            .args(args)
            .deadline(Duration::from_secs(600))
            .run()
            .success();
        self.step(&format!("memory-manager {}", args.join(" ")), out.elapsed);
        out
    }

    /// Every agent's model: `mock/mock-model`, served by `server`.
    pub fn use_model(&self, server: &MockServer) {
        let provider = json!({"baseUrl": server.url(), "apiKey": "dummy",
                              "api": "anthropic-messages",
                              "models": [{"id": "mock-model", "name": "Mock"}]});
        let batch = json!([
            {"path": "models.mode", "value": "merge"},
            {"path": "models.providers.mock", "value": provider},
            {"path": "agents.defaults.model", "value": {"primary": "mock/mock-model"}},
        ]);
        self.openclaw(&["config", "set", "--batch-json", &batch.to_string()]);
    }

    /// One embedded turn of the main agent in session `session`, which must succeed.
    pub fn agent_turn(&self, session: &str, message: &str) -> Output {
        self.openclaw(&[
            "agent",
            "--local",
            "--agent",
            "main",
            "--session-id",
            session,
            "--message",
            message,
            "--json",
        ])
    }

    pub fn workspace(&self) -> PathBuf {
        self.f.home().join(".openclaw/workspace")
    }
}

/// OpenClaw keeps lock files of its state databases in a fixed `/tmp/openclaw-state-locks-
/// <uid>/`, named by a hash of each database's real path (docs/HOSTS.md "Observed while building memory-manager"): the
/// ones of this test's databases are removed when it ends, and the folders OpenClaw made in
/// /tmp if they are left empty and were not there before.
struct StateLocks {
    state: PathBuf,
    new_dirs: Vec<PathBuf>,
}

impl StateLocks {
    fn of(state: &Path) -> StateLocks {
        let dirs = [locks_dir(state), PathBuf::from("/tmp/openclaw")];
        StateLocks {
            state: state.to_path_buf(),
            new_dirs: dirs.into_iter().filter(|d| !d.exists()).collect(),
        }
    }
}

/// `/tmp/openclaw-state-locks-<uid>`, the uid read off a folder this process made.
fn locks_dir(state: &Path) -> PathBuf {
    use std::os::unix::fs::MetadataExt;
    let uid = std::fs::metadata(state).map(|m| m.uid()).unwrap_or(0);
    PathBuf::from(format!("/tmp/openclaw-state-locks-{uid}"))
}

/// The first 8 hex digits of SHA-256 of `text` (coreutils' `sha256sum`).
fn sha256_prefix(text: &str) -> Option<String> {
    use std::io::Write;
    let mut child = std::process::Command::new("sha256sum")
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(String::from_utf8_lossy(&out.stdout).get(..8)?.to_owned())
}

impl Drop for StateLocks {
    fn drop(&mut self) {
        let locks = locks_dir(&self.state);
        for (db, _) in files_under(&self.state) {
            let name = db.to_string_lossy();
            if !name.ends_with(".sqlite") || name.contains("lock") {
                continue;
            }
            let real = std::fs::canonicalize(&db).unwrap_or(db);
            let Some(hash) = sha256_prefix(&real.to_string_lossy()) else {
                continue;
            };
            for e in std::fs::read_dir(&locks).into_iter().flatten().flatten() {
                if e.file_name()
                    .to_string_lossy()
                    .contains(&format!(".{hash}."))
                {
                    let _ = std::fs::remove_file(e.path());
                }
            }
        }
        for dir in &self.new_dirs {
            let _ = std::fs::remove_dir(dir);
        }
    }
}
