//! Fixes found by watching a session (docs/TOOLS.md "Lessons that carry their fix").
//!
//! A failure the hook records is watched for the rest of the session (an hour at most).
//! When a later call of the same tool doing the same operation succeeds with a different
//! command, before any file was edited, that command is taken as the fix:
//! `` `npm install --legacy-peer-deps` worked ``. The same command succeeding, or an edit in
//! between, ends the watch without a fix: what fixed it was not a command. The state is one
//! small file per session in the user's cache folder, holding no command text (hashes only),
//! so a successful call in a session that watches nothing costs one failed `open`.
//!
//! The same operation: the same command head, acting on every target the failure acted on
//! (its positional arguments, normalised: `./src/` is `src`, `react@18` is `react`). Options
//! are how one retries an operation; a target changed or dropped is another operation:
//!
//! | failed | then worked | fix? | why |
//! |---|---|---|---|
//! | `npm install` | `npm install --legacy-peer-deps` | yes | an option added |
//! | `ls /nonexistent/conf` | `ls -la /etc/other` | no | another target: it never worked on the first |
//! | `pytest tests/a.py` | `pytest tests/a.py -x` | yes | the same file, an option added |
//! | `pytest tests/a.py` | `pytest tests/b.py` | no | another file |
//! | `pytest tests/a.py tests/b.py` | `pytest tests/a.py` | no | the failing part was left out, not fixed |
//! | `cargo build` | `cargo build --release` | yes | the same build with another profile; no file changed in between (an edit ends the watch), so the option is what was seen to make the difference, and the lesson says only that |
//! | `git push` | `git push -u origin main` | yes | targets added, none lost: the upstream it lacked |
//! | `npm install react` | `npm install react@18` | yes | the same package, its version pinned |

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::Result;
use serde::{Deserialize, Serialize};

use super::{Operation, operation};
use crate::fsx;
use crate::redact::redact;
use crate::text::{Lang, collapse_whitespace, one_line, truncate_chars};

/// How long a failure waits for its fix.
const WATCH_FOR: Duration = Duration::from_secs(60 * 60);
/// Failures one session watches at most (the oldest goes first).
const MAX_WATCHED: usize = 8;
/// Session files untouched this long are swept.
const SWEEP_AFTER: Duration = Duration::from_secs(24 * 60 * 60);
/// Longest command a fix quotes, in characters.
const MAX_FIX_COMMAND: usize = 90;

/// One failure waiting for its fix.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Watched {
    /// The data folder of the store whose pool holds the candidate.
    dir: PathBuf,
    tool: String,
    head: String,
    /// Hash of the failed command (the command, which may hold a secret, is not kept).
    command: u64,
    /// Hashes of its targets ([`Operation::targets`]), in order.
    #[serde(default)]
    targets: Vec<u64>,
    id: String,
    /// Seconds since the epoch.
    at: u64,
}

/// A successful call, as the watch sees it.
#[derive(Debug, Clone, Copy)]
pub enum Success<'a> {
    Command {
        tool: &'a str,
        command: &'a str,
    },
    /// A tool that writes files.
    Edit,
}

/// The failures one session watches, as kept in its file.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Watch {
    #[serde(skip)]
    path: PathBuf,
    /// Changed since it was read: [`Watch::save`] writes only then.
    #[serde(skip)]
    changed: bool,
    failures: Vec<Watched>,
}

/// Seconds since the epoch, now.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn command_hash(command: &str) -> u64 {
    fsx::hash(collapse_whitespace(command).as_bytes())
}

impl Watch {
    /// The watch file of `session` in the cache folder.
    pub fn file(cache: &Path, session: &str) -> PathBuf {
        cache
            .join("watch")
            .join(format!("{:016x}.json", fsx::hash(session.as_bytes())))
    }

    /// The watch kept at `path`, or `None` when there is none (the common case). A damaged
    /// file is an empty watch.
    pub fn load(path: &Path) -> Option<Watch> {
        let text = fsx::read_text(path).ok()??;
        let mut watch: Watch = serde_json::from_str(&text).unwrap_or_default();
        watch.path = path.to_path_buf();
        Some(watch)
    }

    /// Watch a failure of `command` just recorded as candidate `id` of the store in `dir`
    /// (nothing for a command without a head).
    pub fn failed(
        path: &Path,
        dir: &Path,
        tool: &str,
        command: &str,
        id: &str,
        now: u64,
    ) -> Result<()> {
        let Some(Operation { head, targets }) = operation(command) else {
            return Ok(());
        };
        let mut watch = Watch::load(path).unwrap_or_else(|| Watch {
            path: path.to_path_buf(),
            ..Watch::default()
        });
        watch.expire(now);
        watch.failures.retain(|w| !(w.dir == dir && w.id == id));
        watch.failures.push(Watched {
            dir: dir.to_path_buf(),
            tool: tool.to_string(),
            head,
            command: command_hash(command),
            targets: targets.iter().map(|t| fsx::hash(t.as_bytes())).collect(),
            id: id.to_string(),
            at: now,
        });
        let excess = watch.failures.len().saturating_sub(MAX_WATCHED);
        watch.failures.drain(..excess);
        watch.changed = true;
        watch.save()?;
        if let Some(folder) = path.parent() {
            fsx::remove_older_than(folder, SWEEP_AFTER, |name| name.ends_with(".json"));
        }
        Ok(())
    }

    /// The candidates a successful call in the store of `dir` fixed (their IDs; the fix is
    /// [`observed_fix`] of the call's command). Each watched failure it settles leaves the
    /// watch.
    pub fn succeeded(&mut self, dir: &Path, success: Success, now: u64) -> Vec<String> {
        self.expire(now);
        let before = self.failures.len();
        let mut fixed = Vec::new();
        match success {
            Success::Edit => self.failures.retain(|w| w.dir != dir),
            Success::Command { tool, command } => {
                // A head's program is a word of its command: without one of the watched
                // programs in it, the command is not the same task (and needs no parse).
                let may_match = self.failures.iter().any(|w| {
                    w.dir == dir
                        && w.tool == tool
                        && w.head
                            .split(' ')
                            .next()
                            .is_some_and(|p| command.contains(p))
                });
                if let Some(op) = may_match.then(|| operation(command)).flatten() {
                    let hash = command_hash(command);
                    let targets: Vec<u64> =
                        op.targets.iter().map(|t| fsx::hash(t.as_bytes())).collect();
                    self.failures.retain(|w| {
                        let same_task = w.dir == dir
                            && w.tool == tool
                            && w.head == op.head
                            && keeps_targets(&w.targets, &targets);
                        if same_task && w.command != hash {
                            fixed.push(w.id.clone());
                        }
                        !same_task
                    });
                }
            }
        }
        self.changed |= self.failures.len() != before;
        fixed
    }

    /// Write the watch back when it changed, or remove its file when it watches nothing any
    /// more.
    pub fn save(&self) -> Result<()> {
        if !self.changed {
            return Ok(());
        }
        if self.failures.is_empty() {
            return match std::fs::remove_file(&self.path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.into()),
                _ => Ok(()),
            };
        }
        if let Some(folder) = self.path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        fsx::replace_cache(&self.path, &serde_json::to_vec(self)?)
    }

    fn expire(&mut self, now: u64) {
        let before = self.failures.len();
        self.failures
            .retain(|w| now.saturating_sub(w.at) <= WATCH_FOR.as_secs());
        self.changed |= self.failures.len() != before;
    }
}

/// Every target of the failure is among the success's (each as often): see the table above.
fn keeps_targets(failed: &[u64], worked: &[u64]) -> bool {
    let mut left = worked.to_vec();
    failed
        .iter()
        .all(|t| match left.iter().position(|w| w == t) {
            Some(at) => {
                left.swap_remove(at);
                true
            }
            None => false,
        })
}

/// The fix a successful command is taken as: what was seen, not a guess at why.
pub fn observed_fix(command: &str, lang: Lang) -> String {
    let command = collapse_whitespace(&one_line(&redact(command))).replace('`', "'");
    let command = truncate_chars(&command, MAX_FIX_COMMAND);
    match lang {
        Lang::Zh => format!("改用 `{command}` 成功"),
        Lang::En => format!("`{command}` worked"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: u64 = 1_800_000_000;

    fn watching(dir: &Path, failures: &[(&str, &str, &str)]) -> (tempfile::TempDir, PathBuf) {
        let tmp = tempfile::tempdir().unwrap();
        let path = Watch::file(tmp.path(), "session-1");
        for (tool, command, id) in failures {
            Watch::failed(&path, dir, tool, command, id, T).unwrap();
        }
        (tmp, path)
    }

    fn run(path: &Path, dir: &Path, success: Success, at: u64) -> Vec<String> {
        let mut watch = Watch::load(path).expect("a watch");
        let fixed = watch.succeeded(dir, success, at);
        watch.save().unwrap();
        fixed
    }

    fn command<'a>(tool: &'a str, command: &'a str) -> Success<'a> {
        Success::Command { tool, command }
    }

    #[test]
    fn a_different_command_of_the_same_head_is_the_fix() {
        let dir = Path::new("/p/.claude/memory");
        let (_tmp, path) = watching(dir, &[("Bash", "npm install", "C003")]);
        // Another program, another tool: not the same task.
        assert!(run(&path, dir, command("Bash", "ls -la"), T + 1).is_empty());
        assert!(run(&path, dir, command("exec", "npm install --force"), T + 2).is_empty());
        let fixed = run(
            &path,
            dir,
            command("Bash", "npm  install --legacy-peer-deps"),
            T + 3,
        );
        assert_eq!(fixed, ["C003"]);
        // Settled: the file is gone, and a later success finds nothing to watch.
        assert!(Watch::load(&path).is_none());
    }

    #[test]
    fn the_same_command_succeeding_or_an_edit_settles_without_a_fix() {
        let dir = Path::new("/p/mem");
        let (_tmp, path) = watching(dir, &[("Bash", "cargo test", "C001")]);
        assert!(run(&path, dir, command("Bash", "cargo   test"), T + 5).is_empty());
        assert!(Watch::load(&path).is_none());

        let (_tmp, path) = watching(dir, &[("Bash", "cargo test", "C001")]);
        assert!(run(&path, dir, Success::Edit, T + 5).is_empty());
        assert!(run_if_any(&path, dir, command("Bash", "cargo test --lib x"), T + 6).is_empty());
    }

    fn run_if_any(path: &Path, dir: &Path, success: Success, at: u64) -> Vec<String> {
        match Watch::load(path) {
            Some(mut w) => w.succeeded(dir, success, at),
            None => Vec::new(),
        }
    }

    #[test]
    fn another_store_an_hour_later_or_no_head_fixes_nothing() {
        let dir = Path::new("/p/mem");
        let (_tmp, path) = watching(dir, &[("Bash", "git push", "C002")]);
        assert!(
            run(
                &path,
                Path::new("/q/mem"),
                command("Bash", "git push -u origin main"),
                T + 1
            )
            .is_empty()
        );
        let late = T + WATCH_FOR.as_secs() + 1;
        assert!(run(&path, dir, command("Bash", "git push -u origin main"), late).is_empty());
        let (_tmp, path) = watching(dir, &[("Bash", "", "C004")]);
        assert!(
            Watch::load(&path).is_none(),
            "a command without a head is not watched"
        );
    }

    #[test]
    fn every_pending_failure_of_the_task_gets_the_fix_and_the_watch_stays_small() {
        let dir = Path::new("/p/mem");
        let (_tmp, path) = watching(
            dir,
            &[
                ("Bash", "npm install", "C001"),
                ("Bash", "npm install --force", "C002"),
                ("Bash", "pytest -q", "C005"),
            ],
        );
        let fixed = run(
            &path,
            dir,
            command("Bash", "npm install --legacy-peer-deps"),
            T + 9,
        );
        assert_eq!(fixed, ["C001", "C002"]);
        assert_eq!(Watch::load(&path).unwrap().failures.len(), 1);
        for n in 0..20 {
            Watch::failed(
                &path,
                dir,
                "Bash",
                &format!("make t{n}"),
                &format!("C1{n:02}"),
                T,
            )
            .unwrap();
        }
        assert_eq!(Watch::load(&path).unwrap().failures.len(), MAX_WATCHED);
    }

    #[test]
    fn only_the_same_operation_is_a_fix() {
        let dir = Path::new("/p/mem");
        let table = [
            ("npm install", "npm install --legacy-peer-deps", true),
            ("ls /nonexistent/conf", "ls -la /etc/other", false),
            ("pytest tests/a.py", "pytest tests/a.py -x", true),
            ("pytest tests/a.py", "pytest ./tests/a.py -x", true),
            ("pytest tests/a.py", "pytest tests/b.py", false),
            ("pytest tests/a.py tests/b.py", "pytest tests/a.py", false),
            ("cargo build", "cargo build --release", true),
            ("git push", "git push -u origin main", true),
            ("npm install react", "npm install react@18", true),
            ("cd web && make", "make -j1", true),
            ("sh -c 'make deploy; exit 1'", "make deploy V=1", true),
        ];
        for (failed, then, is_fix) in table {
            let (_tmp, path) = watching(dir, &[("Bash", failed, "C001")]);
            let fixed = run(&path, dir, command("Bash", then), T + 1);
            assert_eq!(!fixed.is_empty(), is_fix, "{failed} → {then}");
        }
    }

    #[test]
    fn the_fix_quotes_the_command_redacted_on_one_line() {
        let fix = observed_fix(
            "mysql -u shop --password=AhOCmIyNSHQ190HY -e `date`\nSELECT 1",
            Lang::En,
        );
        assert!(!fix.contains("AhOCmIyNSHQ190HY"), "{fix}");
        assert!(
            !fix.contains('\n') && fix.matches('`').count() == 2,
            "{fix}"
        );
        assert_eq!(observed_fix("pnpm i", Lang::Zh), "改用 `pnpm i` 成功");
        let long = observed_fix(&format!("npm install {}", "x".repeat(200)), Lang::En);
        assert!(long.chars().count() < MAX_FIX_COMMAND + 12, "{long}");
    }

    #[test]
    fn no_command_text_is_kept() {
        let dir = Path::new("/p/mem");
        let (_tmp, path) = watching(
            dir,
            &[(
                "Bash",
                "curl -H 'Authorization: Bearer abcdefghijklmnop1234' https://x",
                "C007",
            )],
        );
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            !text.contains("abcdefghijklmnop1234") && !text.contains("Bearer"),
            "{text}"
        );
    }
}
