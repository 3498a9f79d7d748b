//! Which memory folders a run uses: `--root`, else the host's layout (docs/FORMATS.md
//! "Where the files live"). Host knowledge — Claude Code's project, OpenClaw's workspace (in
//! `hosts::openclaw::config`) — lives in `hosts`, so the store only ever sees plain folders.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::config::HostEnv;
use crate::hosts::Host;
use crate::hosts::openclaw::config as openclaw;
use crate::store::paths::Paths;

/// The store's folders.
///
/// `root` wins; then `layout`; then the project around `cwd` (`CLAUDE_PROJECT_DIR` first) if
/// it has `.claude/`; then the OpenClaw workspace if it exists; else the Claude Code layout of
/// the project around `cwd`.
pub fn locate(
    root: Option<&Path>,
    layout: Option<Host>,
    cwd: Option<&Path>,
    env: &HostEnv,
) -> Result<Paths> {
    if let Some(root) = root {
        if root.as_os_str().is_empty() {
            bail!("--root is empty");
        }
        return Ok(Paths::root(&absolute(root)?));
    }
    let start = match (&env.claude_project_dir, cwd) {
        (Some(dir), _) => dir.clone(),
        (None, Some(c)) => c.to_path_buf(),
        (None, None) => std::env::current_dir().context("cannot read the current folder")?,
    };
    let start = absolute(&start)?;
    match layout {
        Some(Host::ClaudeCode) => claude_code(&start, env, "--layout claude-code"),
        Some(Host::Openclaw) => Ok(Paths::openclaw(
            &absolute(&openclaw::workspace(env)?)?,
            "--layout openclaw",
        )),
        None => {
            if let Some(project) = find_up(&start, &[".claude"])
                && Some(&project) != env.home.as_ref()
            {
                return claude_code(&project, env, "a .claude/ folder around the current folder");
            }
            if let Some(paths) = openclaw_in_use(env)? {
                return Ok(paths);
            }
            claude_code(&start, env, "default (Claude Code layout)")
        }
    }
}

/// The OpenClaw layout when OpenClaw is in use here: its workspace exists, or our plugin is
/// installed in its state folder (a fresh OpenClaw home creates its workspace only at the
/// first agent run, and its memory must not land in the Claude Code layout meanwhile).
fn openclaw_in_use(env: &HostEnv) -> Result<Option<Paths>> {
    let Ok(ws) = openclaw::workspace(env) else {
        return Ok(None);
    };
    let ws = absolute(&ws)?;
    if ws.is_dir() {
        return Ok(Some(Paths::openclaw(&ws, "the OpenClaw workspace exists")));
    }
    let plugin = openclaw::state_dir(env).map(|s| crate::hosts::openclaw::plugin_dir(&s));
    Ok(plugin.is_ok_and(|p| p.is_dir()).then(|| {
        Paths::openclaw(
            &ws,
            "memory-manager's OpenClaw plugin is installed (the workspace appears at the first agent run)",
        )
    }))
}

fn claude_code(start: &Path, env: &HostEnv, reason: &str) -> Result<Paths> {
    let project = find_up(start, &[".claude", ".git"]).unwrap_or_else(|| start.to_path_buf());
    Ok(Paths::claude_code(&project, home(env)?, reason))
}

/// The Claude Code project a command run in `cwd` (the current folder when `None`) belongs
/// to, whose `.claude/settings*.json` and `.mcp.json` are its project and local scopes:
/// `CLAUDE_PROJECT_DIR`, else the nearest folder up holding `.claude/` or `.git/` below the
/// home (the home's `.claude/` is Claude Code's own folder, not a project), else `cwd`.
pub fn project(cwd: Option<&Path>, env: &HostEnv) -> Result<PathBuf> {
    let start = match (&env.claude_project_dir, cwd) {
        (Some(dir), _) => return absolute(dir),
        (None, Some(c)) => c.to_path_buf(),
        (None, None) => std::env::current_dir().context("cannot read the current folder")?,
    };
    let start = absolute(&start)?;
    let home = env.home.as_deref();
    Ok(start
        .ancestors()
        .take_while(|dir| Some(*dir) != home)
        .find(|dir| dir.join(".claude").is_dir() || dir.join(".git").is_dir())
        .map_or(start.clone(), Path::to_path_buf))
}

/// The project whose settings `health-check` reads beside the user's: [`project`], unless
/// that is the home itself, whose `.claude/settings.json` is the user's own (a command run
/// from `~` is in no project).
pub fn project_for_status(env: &HostEnv) -> Option<PathBuf> {
    let project = project(None, env).ok()?;
    let home = env
        .home
        .as_deref()
        .map(|h| dunce::canonicalize(h).unwrap_or(h.to_path_buf()));
    let real = dunce::canonicalize(&project).unwrap_or(project.clone());
    (Some(&real) != home.as_ref()).then_some(project)
}

pub fn home(env: &HostEnv) -> Result<&Path> {
    env.home
        .as_deref()
        .context("cannot find the home folder (set HOME)")
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
