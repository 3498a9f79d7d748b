//! A new memory folder: the templates, and the git files that let a team commit it
//! (docs/FORMATS.md "Files", "Teams").

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Result;

use super::candidates::Pool;
use super::doc::Doc;
use super::paths::{self, MemFile};
use super::{Tx, evolution_log_header, skills};
use crate::fsx;
use crate::text::Lang;

/// The name of our merge driver in `.gitattributes` and git's config.
pub const DRIVER: &str = "memory-manager";

/// A union merge is not a merge (a superseded fact comes back in force, a rule lands among
/// decisions): memory files merge entry by entry through our driver. git does not version
/// drivers, so each clone registers it (`init`, `install-hooks`); a clone without it merges
/// these files as plain text.
pub const GITATTRIBUTES: &str = "# memory-manager: memory files merge entry by entry (`memory-manager merge-file`,\n# registered in each clone's .git/config by `memory-manager init` or `install-hooks`)\n*.md merge=memory-manager\n";

/// The same, for a folder holding only MEMORY.md and USER.md of a layout (OpenClaw's
/// workspace).
const GITATTRIBUTES_FILES: &str = "# memory-manager: memory files merge entry by entry (`memory-manager merge-file`)\n/MEMORY.md merge=memory-manager\n/USER.md merge=memory-manager\n";

/// The driver's command line in git's config: this binary, by absolute path (the config is
/// the clone's own, never committed).
pub fn driver_command(binary: &Path) -> String {
    let path = binary.display().to_string().replace('\'', "'\\''");
    format!("'{path}' merge-file %O %A %B %P")
}

/// What registering the driver in a clone did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Registered {
    /// git is not installed: nothing to do.
    NoGit,
    /// The folder is not inside a git work tree.
    NotARepo,
    /// Set in the config of the clone at this top folder (`changed`: it was missing or
    /// named another command).
    Done { top: PathBuf, changed: bool },
}

fn git(dir: &Path, args: &[&str]) -> Option<std::process::Output> {
    Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .ok()
}

/// The top of the git work tree holding `dir`: `Err(true)` when git is missing.
fn work_tree(dir: &Path) -> std::result::Result<PathBuf, bool> {
    let Some(out) = git(dir, &["rev-parse", "--show-toplevel"]) else {
        return Err(true);
    };
    if !out.status.success() {
        return Err(false);
    }
    Ok(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

/// Register our merge driver in the config of the clone holding `dir` (when there is one).
pub fn register_driver(dir: &Path, binary: &Path) -> Result<Registered> {
    let dir = nearest_existing(dir);
    let top = match work_tree(&dir) {
        Ok(top) => top,
        Err(true) => return Ok(Registered::NoGit),
        Err(false) => return Ok(Registered::NotARepo),
    };
    let want = driver_command(binary);
    let key = format!("merge.{DRIVER}.driver");
    if driver(&dir).as_deref() == Some(want.as_str()) {
        return Ok(Registered::Done {
            top,
            changed: false,
        });
    }
    for (k, v) in [
        (
            format!("merge.{DRIVER}.name"),
            "memory-manager: memory files entry by entry",
        ),
        (key, want.as_str()),
    ] {
        let ok = git(&dir, &["config", "--local", &k, v]).is_some_and(|o| o.status.success());
        if !ok {
            anyhow::bail!("git could not set {k} in {}", top.display());
        }
    }
    Ok(Registered::Done { top, changed: true })
}

fn nearest_existing(dir: &Path) -> PathBuf {
    dir.ancestors()
        .find(|d| d.is_dir())
        .unwrap_or(dir)
        .to_path_buf()
}

/// The driver's command registered for the clone holding `dir`, if any.
fn driver(dir: &Path) -> Option<String> {
    let out = git(dir, &["config", &format!("merge.{DRIVER}.driver")])?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .filter(|s| !s.is_empty())
}

/// Keep a private file (a `settings.local.json`) out of git: when it is in a work tree and
/// git does not ignore it yet, its path goes into that clone's own `info/exclude`, never
/// into a committed `.gitignore`. The exclude file written, if any.
pub fn ignore_private(path: &Path) -> Result<Option<PathBuf>> {
    let dir = nearest_existing(path.parent().unwrap_or(path));
    let Ok(top) = work_tree(&dir) else {
        return Ok(None);
    };
    let ignored = git(&dir, &["check-ignore", "-q", "--", &path.to_string_lossy()])
        .is_some_and(|o| o.status.success());
    if ignored {
        return Ok(None);
    }
    let Some(exclude) = exclude_file(&dir) else {
        return Ok(None);
    };
    let real_top = dunce::canonicalize(&top).unwrap_or(top);
    let real = dunce::canonicalize(path.parent().unwrap_or(path))
        .map(|d| d.join(path.file_name().unwrap_or_default()))
        .unwrap_or_else(|_| path.to_path_buf());
    let Ok(rel) = real.strip_prefix(&real_top) else {
        return Ok(None);
    };
    let line = format!("/{}", rel.to_string_lossy().replace('\\', "/"));
    let old = fsx::read_text(&exclude)?.unwrap_or_default();
    let sep = if old.is_empty() || old.ends_with('\n') {
        ""
    } else {
        "\n"
    };
    fsx::atomic_write(
        &exclude,
        format!("{old}{sep}{PRIVATE_MARK}\n{line}\n").as_bytes(),
    )?;
    Ok(Some(exclude))
}

/// The clone's `info/exclude` (worktrees share their main clone's), as git names it.
fn exclude_file(dir: &Path) -> Option<PathBuf> {
    git(
        dir,
        &[
            "rev-parse",
            "--path-format=absolute",
            "--git-path",
            "info/exclude",
        ],
    )
    .filter(|o| o.status.success())
    .map(|o| dir.join(String::from_utf8_lossy(&o.stdout).trim()))
}

/// The comment [`ignore_private`] writes above its line.
const PRIVATE_MARK: &str = "# memory-manager: private Claude Code settings";

/// Undo [`ignore_private`] for a file uninstall removed: our two lines go from the clone's
/// `info/exclude`, the rest of it kept byte for byte. The exclude file changed, if any.
pub fn unignore_private(path: &Path) -> Result<Option<PathBuf>> {
    let dir = nearest_existing(path.parent().unwrap_or(path));
    let Some(exclude) = exclude_file(&dir) else {
        return Ok(None);
    };
    let Some(old) = fsx::read_text(&exclude)? else {
        return Ok(None);
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut out = String::with_capacity(old.len());
    let mut lines = old.split_inclusive('\n').peekable();
    let mut changed = false;
    while let Some(l) = lines.next() {
        let ours = l.trim_end() == PRIVATE_MARK
            && lines
                .peek()
                .is_some_and(|next| next.trim_end().ends_with(&format!("/{name}")));
        if ours {
            lines.next();
            changed = true;
        } else {
            out.push_str(l);
        }
    }
    if !changed {
        return Ok(None);
    }
    fsx::atomic_write(&exclude, out.as_bytes())?;
    Ok(Some(exclude))
}

/// What `health-check` says about a store's folders and git.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct GitStatus {
    /// git is installed.
    pub git: bool,
    /// The top of the work tree holding the project memory, when it is in one.
    pub work_tree: Option<PathBuf>,
    /// The registered driver's command (`None`: not registered).
    pub driver: Option<String>,
    /// Memory files whose `merge` attribute is not our driver, with what it is.
    pub unmerged: Vec<(String, String)>,
    /// A USER.md tracked by git (personal memory in a shared repo).
    pub tracked_user: Option<PathBuf>,
    /// Some memory file is committed: the memory is shared through git, so a merge that
    /// does not go through the driver can bring closed facts back.
    pub shared: bool,
}

/// The git side of a store: the driver, the attributes of its files, a tracked USER.md.
pub fn git_status(p: &paths::Paths) -> GitStatus {
    let dir = nearest_existing(&p.memory_dir);
    let mut status = GitStatus {
        git: true,
        work_tree: None,
        driver: None,
        unmerged: Vec::new(),
        tracked_user: None,
        shared: false,
    };
    match work_tree(&dir) {
        Err(no_git) => status.git = !no_git,
        Ok(top) => {
            status.driver = driver(&dir);
            let files = [
                p.file(MemFile::Memory),
                p.candidates(),
                p.evolution_log(),
                p.skills_dir().join("INDEX.md"),
            ];
            for f in files.iter().filter(|f| f.exists()) {
                status.shared |= git(
                    &dir,
                    &[
                        "ls-files",
                        "--error-unmatch",
                        "--",
                        &f.display().to_string(),
                    ],
                )
                .is_some_and(|o| o.status.success());
                let attr = git(
                    &dir,
                    &["check-attr", "merge", "--", &f.display().to_string()],
                )
                .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
                .unwrap_or_default();
                let value = attr.rsplit(": ").next().unwrap_or("").to_string();
                if value != DRIVER {
                    status.unmerged.push((p.display_name(f), value));
                }
            }
            status.work_tree = Some(top);
        }
    }
    let user = p.file(MemFile::User);
    if user.exists() {
        let udir = nearest_existing(&p.user_dir);
        let tracked = git(&udir, &["ls-files", "--error-unmatch", "--", "USER.md"])
            .is_some_and(|o| o.status.success());
        if tracked {
            status.tracked_user = Some(user);
        }
    }
    status
}

/// The folder's local state (lock, hook error log, spool, temp files of a write) is not
/// memory: a team that commits the folder should not commit it.
pub fn gitignore() -> String {
    format!(
        "# memory-manager: local state, not memory\n{}\n{}\n{}/\n{}\n.*.tmp-*\n",
        fsx::LOCK_FILE,
        paths::ERROR_LOG,
        paths::SPOOL_DIR,
        paths::EVOLVE_STATE,
    )
}

/// `gitignore` (a work tree's own) with a line for the lock file, or `None` when it has one.
pub fn with_lock_ignored(gitignore: &str) -> Option<String> {
    let listed = gitignore
        .lines()
        .any(|l| l.trim().trim_start_matches('/') == fsx::LOCK_FILE);
    if listed {
        return None;
    }
    let sep = if gitignore.is_empty() || gitignore.ends_with('\n') {
        ""
    } else {
        "\n"
    };
    Some(format!(
        "{gitignore}{sep}# memory-manager: its lock file, local state\n/{}\n",
        fsx::LOCK_FILE
    ))
}

/// What `init` found: the files it created and those already there (never touched).
pub struct Created {
    pub created: Vec<PathBuf>,
    pub kept: Vec<PathBuf>,
}

impl Tx<'_> {
    /// Create every memory file that does not exist yet from its template in `lang`. With
    /// `team`, USER.md is kept out of git where it shares a folder with committed files.
    pub fn init(&mut self, lang: Lang, team: bool) -> Result<Created> {
        let p = self.paths().clone();
        let personal = team && p.user_dir == p.data_dir;
        let mut ignore = gitignore();
        if personal {
            ignore.push_str(
                "# personal: about one person, never committed (init --team)\n/USER.md\n",
            );
        }
        let mut files = vec![
            (
                p.file(MemFile::Memory),
                Doc::template(MemFile::Memory, lang).render(),
            ),
            (
                p.file(MemFile::User),
                Doc::template(MemFile::User, lang).render(),
            ),
            (p.candidates(), Pool::template(lang)),
            (p.evolution_log(), evolution_log_header(lang).to_string()),
            (
                p.skills_dir().join("INDEX.md"),
                skills::index_template(lang).to_string(),
            ),
            (p.data_dir.join(".gitattributes"), GITATTRIBUTES.to_string()),
            (p.data_dir.join(".gitignore"), ignore),
        ];
        if p.memory_dir != p.data_dir {
            files.push((
                p.memory_dir.join(".gitattributes"),
                GITATTRIBUTES_FILES.to_string(),
            ));
        }
        let mut done = Created {
            created: Vec::new(),
            kept: Vec::new(),
        };
        for (path, text) in files {
            if path.exists() {
                done.kept.push(path);
            } else {
                self.write_text(&path, text)?;
                done.created.push(path);
            }
        }
        // USER.md beside other committed files (OpenClaw's workspace): ignored there too.
        if team && p.user_dir != p.data_dir && p.user_dir == p.memory_dir {
            let path = p.user_dir.join(".gitignore");
            let old = std::fs::read_to_string(&path).unwrap_or_default();
            if !old
                .lines()
                .any(|l| l.trim().trim_start_matches('/') == "USER.md")
            {
                let sep = if old.is_empty() || old.ends_with('\n') {
                    ""
                } else {
                    "\n"
                };
                self.write_text(&path, format!("{old}{sep}/USER.md\n"))?;
                done.created.push(path);
            }
        }
        Ok(done)
    }
}
