//! Which memory folders a run uses: `--root`, else the host's layout (docs/FORMATS.md
//! "Where the files live"). Host knowledge — Claude Code's project, OpenClaw's workspace —
//! lives here, so the store only ever sees plain folders.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::config::HostEnv;
use crate::hosts::Host;
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
            &openclaw_workspace(env)?,
            "--layout openclaw",
        )),
        None => {
            if let Some(project) = find_up(&start, &[".claude"])
                && Some(&project) != env.home.as_ref()
            {
                return claude_code(&project, env, "a .claude/ folder around the current folder");
            }
            if let Ok(ws) = openclaw_workspace(env)
                && ws.is_dir()
            {
                return Ok(Paths::openclaw(&ws, "the OpenClaw workspace exists"));
            }
            claude_code(&start, env, "default (Claude Code layout)")
        }
    }
}

fn claude_code(start: &Path, env: &HostEnv, reason: &str) -> Result<Paths> {
    let project = find_up(start, &[".claude", ".git"]).unwrap_or_else(|| start.to_path_buf());
    Ok(Paths::claude_code(&project, home(env)?, reason))
}

/// OpenClaw's workspace: `MEMORY_MANAGER_WORKSPACE` (set by our plugin from the host's own
/// `ctx.workspaceDir`), else `agents.defaults.workspace` from `openclaw.json`, else
/// `<state>/workspace[-<profile>]`.
pub fn openclaw_workspace(env: &HostEnv) -> Result<PathBuf> {
    if let Some(ws) = &env.openclaw_workspace {
        return absolute(ws);
    }
    let state = openclaw_state_dir(env)?;
    if let Some(ws) = configured_workspace(&state.join("openclaw.json"), env) {
        return Ok(ws);
    }
    Ok(match &env.openclaw_profile {
        Some(profile) => state.join(format!("workspace-{profile}")),
        None => state.join("workspace"),
    })
}

/// `~/.openclaw`, or `OPENCLAW_STATE_DIR`.
pub fn openclaw_state_dir(env: &HostEnv) -> Result<PathBuf> {
    match &env.openclaw_state_dir {
        Some(dir) => Ok(dir.clone()),
        None => Ok(home(env)?.join(".openclaw")),
    }
}

/// The config is JSON5, so it is not parsed whole: only a `"workspace": "…"` string inside
/// the `defaults` object is looked for.
fn configured_workspace(config: &Path, env: &HostEnv) -> Option<PathBuf> {
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
        Some(rel) => env.home.as_ref()?.join(rel),
        None => PathBuf::from(raw),
    };
    path.is_absolute().then_some(path)
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
