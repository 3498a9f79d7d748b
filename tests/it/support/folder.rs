//! The temp folder every test runs in.

use std::path::{Path, PathBuf};

use super::assert::{assert_text, mask_stamps};
use super::run::{Mm, Output};

/// The date every [`Folder::mm`] run pretends today is, unless [`Folder::on`] says otherwise.
pub const TODAY: &str = "2026-11-30";
/// Its month, as entry lines carry it.
pub const MONTH: &str = "2026-11";

/// A temp folder holding the memory root (`mem/`, created by the first write), a fake home
/// (`home/`) and a project (`project/`). Removed when dropped, unless `MM_E2E_KEEP=1` (then
/// its path is printed).
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
        Folder::in_dir(tempfile::tempdir().expect("temp dir"), today)
    }

    /// A folder in the build's own temp folder (`target/tmp`) rather than the system's, which
    /// may be a RAM disk: for a test that needs writes to take a real disk's time.
    pub fn on_disk() -> Folder {
        let tmp = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("temp dir");
        Folder::in_dir(tmp, TODAY)
    }

    fn in_dir(mut tmp: tempfile::TempDir, today: &str) -> Folder {
        if std::env::var("MM_E2E_KEEP").is_ok_and(|v| v == "1") {
            tmp.disable_cleanup(true);
            eprintln!("MM_E2E_KEEP=1: keeping {}", tmp.path().display());
        }
        for dir in ["home", "project"] {
            std::fs::create_dir_all(tmp.path().join(dir)).expect("create the temp folders");
        }
        Folder {
            tmp,
            today: today.to_string(),
        }
    }

    /// A folder on `today` with `init --lang LANG` done.
    pub fn initialised(today: &str, lang: &str) -> Folder {
        let f = Folder::on(today);
        f.init(lang);
        f
    }

    /// The temp folder itself.
    pub fn tmp(&self) -> &Path {
        self.tmp.path()
    }

    /// The memory folder passed as `--root`.
    pub fn root(&self) -> PathBuf {
        self.tmp().join("mem")
    }

    pub fn home(&self) -> PathBuf {
        self.tmp().join("home")
    }

    /// The folder the binary and the hosts run in.
    pub fn project(&self) -> PathBuf {
        self.tmp().join("project")
    }

    /// A run of the binary on this folder: `--root`, `--today` (2026-11-30 by default), the
    /// temp `HOME`.
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

    /// The binary as a person or a host runs it: in the project folder, with the temp
    /// `HOME`, and no `--root` or `--today`, so it finds its files as it does in real use.
    pub fn mm_in_project(&self) -> Mm {
        Mm::new().home(&self.home()).current_dir(&self.project())
    }

    /// A host CLI (see [`Mm::host`]) in the project folder, with the temp `HOME`.
    pub fn host(&self, program: &Path) -> Mm {
        Mm::host(program)
            .home(&self.home())
            .current_dir(&self.project())
    }

    /// `args`, which must succeed; its stdout.
    #[track_caller]
    pub fn ok(&self, args: &[&str]) -> String {
        self.mm().args(args).run().success().stdout
    }

    /// `args` (with `--json`), which must succeed; its stdout parsed.
    #[track_caller]
    pub fn json(&self, args: &[&str]) -> serde_json::Value {
        self.mm().args(args).run().success().json()
    }

    /// `init --lang LANG`, which must succeed.
    #[track_caller]
    pub fn init(&self, lang: &str) -> &Folder {
        self.mm().args(["init", "--lang", lang]).run().success();
        self
    }

    /// `write-memory --section decisions TEXT`, which must succeed; its stdout.
    #[track_caller]
    pub fn decide(&self, text: &str) -> String {
        self.ok(&["write-memory", "--section", "decisions", text])
    }

    /// The folder's lock, taken as a writer would: held until the file is dropped.
    pub fn hold_lock(&self) -> std::fs::File {
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(self.path(".memory-manager.lock"))
            .unwrap();
        lock.lock().unwrap();
        lock
    }

    /// A path under the root.
    pub fn path(&self, rel: &str) -> PathBuf {
        self.root().join(rel)
    }

    /// A file under the root, as text.
    #[track_caller]
    pub fn read(&self, rel: &str) -> String {
        let p = self.path(rel);
        std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
    }

    /// A file under the root as text, empty when it is missing.
    pub fn read_or_empty(&self, rel: &str) -> String {
        read_or_empty(&self.path(rel))
    }

    /// A file under the root is exactly `expected`.
    #[track_caller]
    pub fn assert_file(&self, rel: &str, expected: &str) {
        assert_text(rel, &self.read(rel), expected);
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
    #[track_caller]
    pub fn line(&self, rel: &str, n: usize) -> String {
        self.read(rel)
            .lines()
            .nth(n - 1)
            .unwrap_or_else(|| panic!("{rel} has no line {n}"))
            .to_string()
    }

    /// Every regular file under the temp folder, with its bytes.
    pub fn files(&self) -> Vec<(PathBuf, Vec<u8>)> {
        files_under(self.tmp())
    }

    /// Panic when `needle` appears in any file under the folder (names included).
    #[track_caller]
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

    /// The hook's answer to `event` (JSON text on stdin, closed after), which must keep the
    /// fail-open contract: exit 0, nothing on stderr.
    #[track_caller]
    pub fn hook(&self, event: &str) -> Output {
        self.mm().arg("hook").stdin(event).run().quiet()
    }

    /// The hook's error log, its clock stamps masked (empty when there is none).
    pub fn error_log(&self) -> String {
        mask_stamps(&self.read_or_empty(".memory-manager-errors.log"))
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

/// A file as text, empty when it is missing.
pub fn read_or_empty(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// Every regular file under `dir`, with its bytes, sorted by path. Links are not followed
/// and FIFOs or devices are not read (a trap a test laid must not hang or fool the walk).
pub fn files_under(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    fn walk(dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            let Ok(kind) = e.file_type() else { continue };
            if kind.is_dir() {
                walk(&p, out);
            } else if kind.is_file()
                && let Ok(bytes) = std::fs::read(&p)
            {
                out.push((p, bytes));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}
