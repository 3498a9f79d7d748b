//! Where the memory files live (DESIGN.md §1 "Where they live").

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use chrono::NaiveDate;

use crate::cli::LayoutArg;

/// The hook's error log, in the data folder (local state, not memory).
pub const ERROR_LOG: &str = ".memory-manager-errors.log";
/// Records waiting for the lock, in the data folder (local state, not memory).
pub const SPOOL_DIR: &str = ".memory-manager-spool";

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    /// `--root DIR` / `MEMORY_MANAGER_ROOT`: everything in one folder.
    Root,
    /// USER.md in `~/.claude/memory/`, the rest in `<project>/.claude/memory/`.
    ClaudeCode,
    /// USER.md and MEMORY.md in the OpenClaw workspace, the rest in `<workspace>/memory/`.
    Openclaw,
}

impl Layout {
    pub fn name(self) -> &'static str {
        match self {
            Layout::Root => "root",
            Layout::ClaudeCode => "claude-code",
            Layout::Openclaw => "openclaw",
        }
    }
}

/// The resolved memory folders of one store.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Paths {
    pub layout: Layout,
    /// Folder of USER.md.
    pub user_dir: PathBuf,
    /// Folder of MEMORY.md.
    pub memory_dir: PathBuf,
    /// Folder of everything else (CANDIDATES.md, logs, skills, the lock, the spool).
    pub data_dir: PathBuf,
    /// Why this layout was chosen, for `health-check`.
    pub reason: String,
}

/// Which files the store knows by name.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum MemFile {
    #[serde(rename = "MEMORY.md")]
    Memory,
    #[serde(rename = "USER.md")]
    User,
}

impl MemFile {
    pub fn name(self) -> &'static str {
        match self {
            MemFile::Memory => "MEMORY.md",
            MemFile::User => "USER.md",
        }
    }

    /// Accepts `MEMORY.md`, `memory`, `USER.md`, `user` (any case).
    pub fn parse(name: &str) -> Option<MemFile> {
        let lower = name.trim().to_ascii_lowercase();
        match lower.trim_end_matches(".md") {
            "memory" => Some(MemFile::Memory),
            "user" => Some(MemFile::User),
            _ => None,
        }
    }
}

impl Paths {
    pub fn root(dir: &Path) -> Paths {
        Paths {
            layout: Layout::Root,
            user_dir: dir.to_path_buf(),
            memory_dir: dir.to_path_buf(),
            data_dir: dir.to_path_buf(),
            reason: "--root / MEMORY_MANAGER_ROOT".into(),
        }
    }

    pub fn file(&self, f: MemFile) -> PathBuf {
        match f {
            MemFile::Memory => self.memory_dir.join("MEMORY.md"),
            MemFile::User => self.user_dir.join("USER.md"),
        }
    }

    pub fn candidates(&self) -> PathBuf {
        self.data_dir.join("CANDIDATES.md")
    }

    pub fn evolution_log(&self) -> PathBuf {
        self.data_dir.join("EVOLUTION_LOG.md")
    }

    pub fn improvements(&self) -> PathBuf {
        self.data_dir.join("IMPROVEMENTS.md")
    }

    pub fn daily_log(&self, day: NaiveDate) -> PathBuf {
        self.data_dir.join(format!("{}.md", day.format("%Y-%m-%d")))
    }

    pub fn skills_dir(&self) -> PathBuf {
        self.data_dir.join("skills")
    }

    /// The bounded log of the hook's own errors.
    pub fn error_log(&self) -> PathBuf {
        self.data_dir.join(ERROR_LOG)
    }

    pub fn spool_dir(&self) -> PathBuf {
        self.data_dir.join(SPOOL_DIR)
    }

    /// Every distinct folder the store may write, sorted: the order locks are taken in.
    pub fn folders(&self) -> Vec<PathBuf> {
        let mut v = vec![
            self.user_dir.clone(),
            self.memory_dir.clone(),
            self.data_dir.clone(),
            self.skills_dir(),
        ];
        v.sort();
        v.dedup();
        v
    }

    /// Folders that get a lock file (the skills folder is covered by the data folder's).
    pub fn lock_folders(&self) -> Vec<PathBuf> {
        let mut v = vec![
            self.user_dir.clone(),
            self.memory_dir.clone(),
            self.data_dir.clone(),
        ];
        v.sort();
        v.dedup();
        v
    }

    /// A file name as cited to the user: `MEMORY.md`, `USER.md`, `2026-11-30.md`, ….
    pub fn display_name(&self, path: &Path) -> String {
        for dir in [&self.data_dir, &self.memory_dir, &self.user_dir] {
            if let Ok(rel) = path.strip_prefix(dir) {
                return rel.display().to_string();
            }
        }
        path.display().to_string()
    }
}

/// Resolve the store's folders.
///
/// `--root` wins; then `--layout`; then the project around `cwd` if it has `.claude/`; then the
/// OpenClaw workspace if it exists; else the Claude Code layout of the project around `cwd`.
pub fn resolve(
    root: Option<&Path>,
    layout: Option<LayoutArg>,
    cwd: Option<&Path>,
) -> Result<Paths> {
    if let Some(root) = root {
        if root.as_os_str().is_empty() {
            bail!("--root is empty");
        }
        return Ok(Paths::root(&absolute(root)?));
    }
    let start = match std::env::var_os("CLAUDE_PROJECT_DIR").filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => match cwd {
            Some(c) => c.to_path_buf(),
            None => std::env::current_dir().context("cannot read the current folder")?,
        },
    };
    let start = absolute(&start)?;
    match layout {
        Some(LayoutArg::ClaudeCode) => claude_code(&start, "--layout claude-code"),
        Some(LayoutArg::Openclaw) => openclaw("--layout openclaw"),
        None => {
            if let Some(project) = find_up(&start, &[".claude"]) {
                if project != home().unwrap_or_default() {
                    return claude_code(&project, "a .claude/ folder around the current folder");
                }
            }
            if let Ok(ws) = openclaw_workspace() {
                if ws.is_dir() {
                    return openclaw("the OpenClaw workspace exists");
                }
            }
            claude_code(&start, "default (Claude Code layout)")
        }
    }
}

fn claude_code(start: &Path, reason: &str) -> Result<Paths> {
    let project = find_up(start, &[".claude", ".git"]).unwrap_or_else(|| start.to_path_buf());
    let home = home()?;
    let memory = project.join(".claude").join("memory");
    Ok(Paths {
        layout: Layout::ClaudeCode,
        user_dir: home.join(".claude").join("memory"),
        memory_dir: memory.clone(),
        data_dir: memory,
        reason: reason.into(),
    })
}

fn openclaw(reason: &str) -> Result<Paths> {
    let ws = openclaw_workspace()?;
    Ok(Paths {
        layout: Layout::Openclaw,
        user_dir: ws.clone(),
        memory_dir: ws.clone(),
        data_dir: ws.join("memory"),
        reason: reason.into(),
    })
}

/// OpenClaw's workspace: `MEMORY_MANAGER_WORKSPACE` (set by our plugin from the host's own
/// `ctx.workspaceDir`), else `agents.defaults.workspace` from `~/.openclaw/openclaw.json`, else
/// `~/.openclaw/workspace[-<profile>]`.
pub fn openclaw_workspace() -> Result<PathBuf> {
    if let Some(ws) = std::env::var_os("MEMORY_MANAGER_WORKSPACE").filter(|v| !v.is_empty()) {
        return absolute(Path::new(&ws));
    }
    let state = openclaw_state_dir()?;
    if let Some(ws) = configured_workspace(&state.join("openclaw.json")) {
        return Ok(ws);
    }
    Ok(
        match std::env::var("OPENCLAW_PROFILE")
            .ok()
            .filter(|p| !p.is_empty() && p != "default")
        {
            Some(profile) => state.join(format!("workspace-{profile}")),
            None => state.join("workspace"),
        },
    )
}

/// `~/.openclaw`, or `OPENCLAW_STATE_DIR`.
pub fn openclaw_state_dir() -> Result<PathBuf> {
    if let Some(dir) = std::env::var_os("OPENCLAW_STATE_DIR").filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    Ok(home()?.join(".openclaw"))
}

/// The config is JSON5, so it is not parsed whole: only a `"workspace": "…"` string inside
/// the `defaults` object is looked for.
fn configured_workspace(config: &Path) -> Option<PathBuf> {
    let text = std::fs::read_to_string(config).ok()?;
    let defaults = text.find("defaults")?;
    let rest = &text[defaults..];
    let at = rest.find("workspace")?;
    let after = rest[at + "workspace".len()..].trim_start_matches(['"', '\'', ' ', ':', '\t']);
    let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &after[1..];
    let end = value.find(quote)?;
    let raw = &value[..end];
    let path = match raw.strip_prefix("~/") {
        Some(rel) => home().ok()?.join(rel),
        None => PathBuf::from(raw),
    };
    path.is_absolute().then_some(path)
}

pub fn home() -> Result<PathBuf> {
    dirs::home_dir().context("cannot find the home folder (set HOME)")
}

/// Walk up from `start` to the nearest folder holding one of `markers`.
fn find_up(start: &Path, markers: &[&str]) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|dir| markers.iter().any(|m| dir.join(m).is_dir()))
        .map(Path::to_path_buf)
}

fn absolute(p: &Path) -> Result<PathBuf> {
    if p.is_absolute() {
        Ok(p.to_path_buf())
    } else {
        Ok(std::env::current_dir()
            .context("cannot read the current folder")?
            .join(p))
    }
}
