//! The memory folders of one store and the files in them (docs/FORMATS.md "Files").
//! Which folders a host uses is found by `hosts::locate`.

use std::path::{Path, PathBuf};

use chrono::NaiveDate;

/// The hook's error log, in the data folder (local state, not memory).
pub const ERROR_LOG: &str = ".memory-manager-errors.log";
/// Records waiting for the lock, in the data folder (local state, not memory).
pub const SPOOL_DIR: &str = ".memory-manager-spool";
/// How many evolution cards each session has seen (local state, not memory).
pub const EVOLVE_STATE: &str = ".memory-manager-evolve.json";

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
    /// Each folder with the folder it must stay inside once links are followed: the project
    /// for `<project>/.claude/memory`, the home for `~/.claude/memory`, the workspace for
    /// `<workspace>/memory`, a root for itself. A cloned repo's `.claude/memory -> ~/.ssh`
    /// leads outside its project, and is refused.
    #[serde(skip)]
    pub anchored: Vec<(PathBuf, PathBuf)>,
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
    /// Every file in `dir` (`--root DIR` / `MEMORY_MANAGER_ROOT`).
    pub fn root(dir: &Path) -> Paths {
        Paths {
            layout: Layout::Root,
            user_dir: dir.to_path_buf(),
            memory_dir: dir.to_path_buf(),
            data_dir: dir.to_path_buf(),
            reason: "--root / MEMORY_MANAGER_ROOT".into(),
            anchored: vec![(dir.to_path_buf(), dir.to_path_buf())],
        }
    }

    /// Claude Code's: USER.md in `~/.claude/memory/`, the rest in `<project>/.claude/memory/`.
    pub fn claude_code(project: &Path, home: &Path, reason: &str) -> Paths {
        let memory = project.join(".claude").join("memory");
        let user = home.join(".claude").join("memory");
        Paths {
            layout: Layout::ClaudeCode,
            user_dir: user.clone(),
            memory_dir: memory.clone(),
            data_dir: memory.clone(),
            reason: reason.into(),
            anchored: vec![(user, home.to_path_buf()), (memory, project.to_path_buf())],
        }
    }

    /// OpenClaw's: USER.md and MEMORY.md in the workspace, the rest in `<workspace>/memory/`.
    pub fn openclaw(workspace: &Path, reason: &str) -> Paths {
        Paths {
            layout: Layout::Openclaw,
            user_dir: workspace.to_path_buf(),
            memory_dir: workspace.to_path_buf(),
            data_dir: workspace.join("memory"),
            reason: reason.into(),
            anchored: vec![
                (workspace.to_path_buf(), workspace.to_path_buf()),
                (workspace.join("memory"), workspace.to_path_buf()),
            ],
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
