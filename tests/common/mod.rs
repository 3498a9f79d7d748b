//! A small builder over the real binary, in the spirit of `just`'s tests:
//!
//! ```ignore
//! let f = Folder::new();
//! f.mm().args(["write-memory", "Use pnpm"]).run().success().stdout_has("saved 📍 MEMORY.md:L");
//! assert!(f.read("MEMORY.md").contains("Use pnpm"));
//! ```
//!
//! Every run gets `--root <temp>/mem`, `HOME=<temp>/home` and a fixed clock; the real HOME
//! and the caller's memory-manager environment never leak in.
// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The date every [`Folder::mm`] run pretends today is, unless [`Folder::on`] says otherwise.
pub const TODAY: &str = "2026-11-30";
/// Its month, as entry lines carry it.
pub const MONTH: &str = "2026-11";

/// Environment that would point the binary somewhere else than the test's folder.
const SCRUBBED: &[&str] = &[
    "MEMORY_MANAGER_ROOT",
    "MEMORY_MANAGER_TODAY",
    "MEMORY_MANAGER_BUDGET",
    "MEMORY_MANAGER_WORKSPACE",
    "CLAUDE_PROJECT_DIR",
    "CLAUDE_CODE_SESSION_ID",
    "OPENCLAW_PROFILE",
    "OPENCLAW_STATE_DIR",
    "LC_ALL",
];

/// A temp folder holding the memory root (`mem/`) and a fake home (`home/`).
pub struct Folder {
    tmp: tempfile::TempDir,
    today: String,
}

impl Default for Folder {
    fn default() -> Self {
        Folder::new()
    }
}

impl Folder {
    pub fn new() -> Folder {
        Folder::on(TODAY)
    }

    /// A folder whose runs pretend today is `today`.
    pub fn on(today: &str) -> Folder {
        let tmp = tempfile::tempdir().expect("temp dir");
        std::fs::create_dir_all(tmp.path().join("home")).expect("home");
        Folder {
            tmp,
            today: today.to_string(),
        }
    }

    /// The memory folder passed as `--root` (created by the first write).
    pub fn root(&self) -> PathBuf {
        self.tmp.path().join("mem")
    }

    pub fn home(&self) -> PathBuf {
        self.tmp.path().join("home")
    }

    /// A folder on `today` with `init --lang LANG` done.
    pub fn initialised(today: &str, lang: &str) -> Folder {
        let f = Folder::on(today);
        f.init(lang);
        f
    }

    /// A run of the binary on this folder: `--root`, `HOME`, `--today` (2026-11-30 by default).
    pub fn mm(&self) -> Mm {
        self.mm_on(&self.today)
    }

    /// A run of the binary on this folder that pretends today is `today`.
    pub fn mm_on(&self, today: &str) -> Mm {
        Mm::new()
            .arg("--root")
            .arg(self.root())
            .args(["--today", today])
            .home(&self.home())
    }

    /// `args`, which must succeed; its stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        self.mm().args(args).run().success().stdout
    }

    /// `args` (with `--json`), which must succeed; its stdout parsed.
    pub fn json(&self, args: &[&str]) -> serde_json::Value {
        self.mm().args(args).run().success().json()
    }

    /// `init --lang LANG`, which must succeed.
    pub fn init(&self, lang: &str) -> &Folder {
        self.mm().args(["init", "--lang", lang]).run().success();
        self
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.root().join(rel)
    }

    /// A file under the root, as text.
    pub fn read(&self, rel: &str) -> String {
        let p = self.path(rel);
        std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
    }

    /// A file under the root as text, empty when it is missing.
    pub fn read_or_empty(&self, rel: &str) -> String {
        std::fs::read_to_string(self.path(rel)).unwrap_or_default()
    }

    pub fn exists(&self, rel: &str) -> bool {
        self.path(rel).exists()
    }

    /// Write a file under the root (creating folders), as a person or git would.
    pub fn write(&self, rel: &str, text: &str) -> &Folder {
        let p = self.path(rel);
        std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
        std::fs::write(&p, text).expect("write");
        self
    }

    /// 1-based line `n` of a file.
    pub fn line(&self, rel: &str, n: usize) -> String {
        self.read(rel)
            .lines()
            .nth(n - 1)
            .unwrap_or_else(|| panic!("{rel} has no line {n}"))
            .to_string()
    }

    /// Every regular file under the temp folder (root and home), with its bytes.
    pub fn files(&self) -> Vec<(PathBuf, Vec<u8>)> {
        let mut out = Vec::new();
        walk(self.tmp.path(), &mut out);
        out.sort();
        out
    }

    /// Panic when `needle` appears in any file under the folder (names included).
    pub fn assert_nowhere(&self, needle: &str) {
        for (path, bytes) in self.files() {
            let text = String::from_utf8_lossy(&bytes);
            assert!(
                !text.contains(needle) && !path.to_string_lossy().contains(needle),
                "{needle:?} leaked into {}:\n{text}",
                path.display()
            );
        }
    }

    /// Temp files a writer left behind (`.NAME.tmp-PID-N`).
    pub fn temp_files(&self) -> Vec<PathBuf> {
        self.files()
            .into_iter()
            .map(|(p, _)| p)
            .filter(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().contains(".tmp-"))
            })
            .collect()
    }
}

fn walk(dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if let Ok(bytes) = std::fs::read(&p) {
            out.push((p, bytes));
        }
    }
}

/// One run of the binary being built up.
pub struct Mm {
    cmd: Command,
    stdin: Option<Vec<u8>>,
}

impl Default for Mm {
    fn default() -> Self {
        Mm::new()
    }
}

impl Mm {
    /// The binary with a scrubbed environment (English locale, backtraces on so a panic shows).
    pub fn new() -> Mm {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_memory-manager"));
        for var in SCRUBBED {
            cmd.env_remove(var);
        }
        // The hook's term index goes to the cache folder: never the real one.
        cmd.env(
            "XDG_CACHE_HOME",
            concat!(env!("CARGO_TARGET_TMPDIR"), "/cache"),
        );
        cmd.env("LANG", "en_US.UTF-8").env("RUST_BACKTRACE", "1");
        Mm { cmd, stdin: None }
    }

    pub fn arg(mut self, a: impl AsRef<std::ffi::OsStr>) -> Mm {
        self.cmd.arg(a);
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Mm
    where
        I: IntoIterator<Item = S>,
        S: AsRef<std::ffi::OsStr>,
    {
        self.cmd.args(args);
        self
    }

    pub fn env(mut self, k: &str, v: impl AsRef<std::ffi::OsStr>) -> Mm {
        self.cmd.env(k, v);
        self
    }

    /// `HOME`, and the cache folder (the hook's term index) inside it.
    pub fn home(self, home: &Path) -> Mm {
        self.env("HOME", home)
            .env("XDG_CACHE_HOME", home.join(".cache"))
    }

    pub fn stdin(mut self, text: impl Into<Vec<u8>>) -> Mm {
        self.stdin = Some(text.into());
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
        Mm {
            cmd,
            stdin: self.stdin,
        }
    }

    /// Start without waiting (for concurrency and crash tests). Stdin is written from a
    /// thread and then closed; a reader that stops early (oversized input) is fine.
    pub fn spawn(self) -> Child {
        self.start().0
    }

    /// Start with stdin piped and left open: the caller writes, and closes it by dropping it.
    pub fn spawn_open(self) -> Child {
        self.launch(Stdio::piped())
    }

    fn launch(mut self, stdin: Stdio) -> Child {
        self.cmd
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        self.cmd.spawn().expect("spawn memory-manager")
    }

    fn start(mut self) -> (Child, Option<std::thread::JoinHandle<()>>) {
        let Some(input) = self.stdin.take() else {
            return (self.launch(Stdio::null()), None);
        };
        let mut child = self.spawn_open();
        let mut pipe = child.stdin.take().expect("stdin");
        let writer = std::thread::spawn(move || {
            let _ = pipe.write_all(&input);
        });
        (child, Some(writer))
    }

    pub fn run(self) -> Output {
        let what = format!("{:?}", self.cmd);
        let (child, writer) = self.start();
        let out = child.wait_with_output().expect("wait");
        if let Some(writer) = writer {
            writer.join().expect("stdin writer");
        }
        Output {
            what,
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }
}

/// What a run left: exit code, stdout, stderr.
#[derive(Debug)]
pub struct Output {
    what: String,
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Output {
    /// Exit code `code`, with the whole run shown when it is not.
    pub fn code(self, code: i32) -> Output {
        assert_eq!(self.code, code, "exit code of {self:#?}");
        self
    }

    pub fn success(self) -> Output {
        self.code(0)
    }

    /// A user error: exit 1 and exactly one stderr line `memory-manager: …`, no panic.
    pub fn fails(self) -> Output {
        let out = self.code(1);
        let lines: Vec<&str> = out.stderr.lines().collect();
        assert_eq!(lines.len(), 1, "one stderr line expected: {out:#?}");
        assert!(lines[0].starts_with("memory-manager: "), "{out:#?}");
        assert!(
            !out.stderr.contains("panicked") && !out.stderr.contains("backtrace"),
            "{out:#?}"
        );
        out
    }

    /// A hook's fail-open contract: exit 0 and nothing on stderr.
    pub fn quiet(self) -> Output {
        let out = self.success();
        assert!(out.stderr.is_empty(), "stderr: {out:#?}");
        out
    }

    pub fn stdout_has(self, needle: &str) -> Output {
        assert!(
            self.stdout.contains(needle),
            "stdout lacks {needle:?}: {self:#?}"
        );
        self
    }

    pub fn stdout_lacks(self, needle: &str) -> Output {
        assert!(
            !self.stdout.contains(needle),
            "stdout has {needle:?}: {self:#?}"
        );
        self
    }

    pub fn stderr_has(self, needle: &str) -> Output {
        assert!(
            self.stderr.contains(needle),
            "stderr lacks {needle:?}: {self:#?}"
        );
        self
    }

    /// The `Lnn` of the first `📍 FILE:Lnn` citation of `file` on stdout.
    pub fn cited_line(&self, file: &str) -> usize {
        let tag = format!("📍 {file}:L");
        let at = self
            .stdout
            .find(&tag)
            .unwrap_or_else(|| panic!("no {tag} in {self:#?}"))
            + tag.len();
        let digits: String = self.stdout[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().expect("line number")
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout).unwrap_or_else(|e| panic!("{e}: {self:#?}"))
    }
}

/// A Claude Code hook event, as JSON text.
pub fn hook_event(name: &str, fields: serde_json::Value) -> String {
    let mut v = serde_json::json!({
        "hook_event_name": name,
        "session_id": "test-session",
    });
    if let (Some(obj), Some(extra)) = (v.as_object_mut(), fields.as_object()) {
        for (k, val) in extra {
            obj.insert(k.clone(), val.clone());
        }
    }
    v.to_string()
}

/// A `UserPromptSubmit` event.
pub fn prompt_event(prompt: &str) -> String {
    hook_event("UserPromptSubmit", serde_json::json!({ "prompt": prompt }))
}

/// A `PostToolUseFailure` event of a Bash command.
pub fn failure_event(command: &str, error: &str) -> String {
    hook_event(
        "PostToolUseFailure",
        serde_json::json!({
            "tool_name": "Bash",
            "tool_input": { "command": command },
            "error": error,
        }),
    )
}
