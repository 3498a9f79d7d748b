//! OpenClaw's own files: its state folder, its config (`openclaw.json`, JSON5, read with the
//! `json5` crate, which parses what OpenClaw's own npm `json5` parses) and where the
//! workspace is (docs/HOSTS.md "OpenClaw").

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde_json::Value;

use crate::config::HostEnv;
use crate::fsx;
use crate::hosts::locate::home;

/// The agent a workspace is looked up for when no host tells us: OpenClaw's default agent.
const DEFAULT_AGENT: &str = "main";

/// `OPENCLAW_STATE_DIR`, else `<home>/.openclaw` (`OPENCLAW_HOME` stands for the home).
pub fn state_dir(env: &HostEnv) -> Result<PathBuf> {
    match &env.openclaw_state_dir {
        Some(dir) => Ok(dir.clone()),
        None => Ok(openclaw_home(env)?.join(".openclaw")),
    }
}

fn openclaw_home(env: &HostEnv) -> Result<PathBuf> {
    match &env.openclaw_home {
        Some(h) => Ok(expand(h.to_string_lossy().as_ref(), env).unwrap_or_else(|| h.clone())),
        None => Ok(home(env)?.to_path_buf()),
    }
}

/// The config file: `OPENCLAW_CONFIG_PATH`, else `<state>/openclaw.json`.
pub fn config_path(env: &HostEnv) -> Result<PathBuf> {
    match &env.openclaw_config_path {
        Some(p) => Ok(p.clone()),
        None => Ok(state_dir(env)?.join("openclaw.json")),
    }
}

/// The config as a value: `Ok(None)` when there is no config file; an error when it cannot
/// be read or parsed (hand-written JSON5 included, comments and all).
pub fn read(path: &Path) -> Result<Option<Value>> {
    let Some(text) = fsx::read_text(path)? else {
        return Ok(None);
    };
    // json5's parser recurses per level: a deep file would overflow the stack.
    fsx::check_json_depth(&text, path)?;
    json5::from_str::<Value>(&text)
        .map(Some)
        .with_context(|| format!("{} is not valid JSON5", path.display()))
}

/// The value at `keys` in a config.
pub fn at<'a>(config: Option<&'a Value>, keys: &[&str]) -> Option<&'a Value> {
    keys.iter().try_fold(config?, |v, key| v.get(key))
}

/// OpenClaw's workspace, as OpenClaw itself resolves it: `MEMORY_MANAGER_WORKSPACE` (set by
/// our OpenClaw glue from the host's own `ctx.workspaceDir`), else the default agent's
/// `agents.entries.main.workspace`, else `agents.defaults.workspace`, else
/// `OPENCLAW_WORKSPACE_DIR`, else `<state>/workspace` (`~/.openclaw-<profile>/workspace`
/// with `OPENCLAW_PROFILE`). A config that cannot be read is passed over.
pub fn workspace(env: &HostEnv) -> Result<PathBuf> {
    if let Some(ws) = &env.openclaw_workspace {
        return Ok(ws.clone());
    }
    let config = config_path(env).ok().and_then(|p| read(&p).ok().flatten());
    let configured = [
        &["agents", "entries", DEFAULT_AGENT, "workspace"][..],
        &["agents", "defaults", "workspace"][..],
    ]
    .into_iter()
    .find_map(|keys| at(config.as_ref(), keys)?.as_str())
    .and_then(|raw| expand(raw, env));
    if let Some(ws) = configured.or_else(|| env.openclaw_workspace_dir.clone()) {
        return Ok(ws);
    }
    // With a profile OpenClaw 2026.9.6 was seen to use `~/.openclaw-<profile>/workspace`
    // (docs/HOSTS.md "Observed while building memory-manager").
    match (&env.openclaw_profile, &env.openclaw_state_dir) {
        (Some(profile), None) => Ok(openclaw_home(env)?
            .join(format!(".openclaw-{profile}"))
            .join("workspace")),
        _ => Ok(state_dir(env)?.join("workspace")),
    }
}

/// `~/x` against the home OpenClaw uses; a relative path against the state folder.
fn expand(raw: &str, env: &HostEnv) -> Option<PathBuf> {
    let path = match raw.strip_prefix("~/") {
        Some(rest) => match &env.openclaw_home {
            Some(h) if !h.to_string_lossy().starts_with('~') => h.join(rest),
            _ => home(env).ok()?.join(rest),
        },
        None if raw == "~" => home(env).ok()?.to_path_buf(),
        None => PathBuf::from(raw),
    };
    if path.is_absolute() {
        Some(path)
    } else {
        Some(state_dir(env).ok()?.join(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(dir: &Path) -> HostEnv {
        HostEnv {
            home: Some(dir.join("home")),
            ..HostEnv::default()
        }
    }

    fn with_config(dir: &Path, text: &str) -> HostEnv {
        let env = env(dir);
        let state = dir.join("home/.openclaw");
        std::fs::create_dir_all(&state).unwrap();
        std::fs::write(state.join("openclaw.json"), text).unwrap();
        env
    }

    #[test]
    fn the_workspace_is_where_openclaw_puts_it() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(
            workspace(&env(d)).unwrap(),
            d.join("home/.openclaw/workspace")
        );
        // The shape OpenClaw's own `config set agents.defaults.workspace` writes.
        let env = with_config(
            d,
            "{\n  \"agents\": {\n    \"defaults\": {\n      \"workspace\": \"~/my-ws\"\n    }\n  }\n}\n",
        );
        assert_eq!(workspace(&env).unwrap(), d.join("home/my-ws"));
        // Hand-written JSON5: comments, unquoted keys, single quotes, trailing commas; the
        // default agent's own workspace wins.
        let env = with_config(
            d,
            "// mine\n{ agents: { defaults: { 'workspace': '/srv/a', }, entries: { main: { workspace: \"/srv/main-ws\", }, }, }, }",
        );
        assert_eq!(workspace(&env).unwrap(), PathBuf::from("/srv/main-ws"));
        let env = with_config(d, "{ agents: { defaults: { workspace: 'rel-ws' } } }");
        assert_eq!(workspace(&env).unwrap(), d.join("home/.openclaw/rel-ws"));
    }

    #[test]
    fn the_environment_and_a_broken_config() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let mut env = with_config(d, "{ this is not json5");
        assert!(read(&config_path(&env).unwrap()).is_err());
        assert_eq!(workspace(&env).unwrap(), d.join("home/.openclaw/workspace"));
        env.openclaw_workspace_dir = Some(d.join("from-env"));
        assert_eq!(workspace(&env).unwrap(), d.join("from-env"));
        env.openclaw_profile = Some("work".into());
        env.openclaw_workspace_dir = None;
        assert_eq!(
            workspace(&env).unwrap(),
            d.join("home/.openclaw-work/workspace")
        );
        env.openclaw_workspace = Some(d.join("glue"));
        assert_eq!(workspace(&env).unwrap(), d.join("glue"));
    }
}
