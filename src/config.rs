//! Configuration from the environment, read in one place, once per run. A leaf: the layers
//! below `cmd` get plain values from here, never `std::env` themselves
//! (docs/ARCHITECTURE.md "Configuration").

use std::ffi::OsString;
use std::path::PathBuf;

use crate::text::Lang;

/// The name of memory-manager's folder in the user's cache and data folders.
const OWN_FOLDER: &str = "memory-manager";

/// Every environment value the tool reads. Empty variables count as unset.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Env {
    /// `MEMORY_MANAGER_ROOT`: every memory file in one folder (below `--root`).
    pub root: Option<PathBuf>,
    /// `MEMORY_MANAGER_TODAY`: a pretend date, for tests and demos (below `--today`).
    pub today: Option<String>,
    /// `MEMORY_MANAGER_BUDGET`: the hook's character budget (below `--budget`).
    pub budget: Option<String>,
    /// `CLAUDE_CODE_SESSION_ID`: the Claude Code session a command runs in.
    pub session_id: Option<String>,
    /// `MEMORY_MANAGER_NOTIFY=0` (or `off`, `false`, `no`): the hook does not tell the person
    /// what it saved (Claude Code's `systemMessage`); it does by default.
    pub notify_off: bool,
    /// The language of new files when nothing else says (`LC_ALL`, else `LANG`).
    pub locale: Lang,
    /// Where hosts keep their files.
    pub hosts: HostEnv,
    /// memory-manager's folder in the user's cache (derived data: the term index, which
    /// deliveries were handled, what a session was shown), if the user has a cache folder.
    pub cache_dir: Option<PathBuf>,
    /// memory-manager's folder in the user's local data (what `install-hooks` changed, to
    /// undo it exactly).
    pub data_dir: Option<PathBuf>,
    /// Our own variables that are set but empty, so ignored (the hook logs them: an empty
    /// `MEMORY_MANAGER_ROOT` is a hook line whose `$DIR` was never set).
    pub empty: Vec<&'static str>,
}

/// The variables of [`Env::empty`].
const OURS: [&str; 3] = [
    "MEMORY_MANAGER_ROOT",
    "MEMORY_MANAGER_TODAY",
    "MEMORY_MANAGER_BUDGET",
];

/// What host discovery (`hosts::locate`) reads.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HostEnv {
    pub home: Option<PathBuf>,
    /// `CLAUDE_PROJECT_DIR`: the project Claude Code runs in.
    pub claude_project_dir: Option<PathBuf>,
    /// `CLAUDE_CONFIG_DIR`: Claude Code's own folder (default `~/.claude`).
    pub claude_config_dir: Option<PathBuf>,
    /// `MEMORY_MANAGER_WORKSPACE`: the OpenClaw workspace, set by our OpenClaw glue from the
    /// host's own `ctx.workspaceDir`.
    pub openclaw_workspace: Option<PathBuf>,
    /// `OPENCLAW_STATE_DIR` (default `~/.openclaw`).
    pub openclaw_state_dir: Option<PathBuf>,
    /// `OPENCLAW_CONFIG_PATH` (default `<state>/openclaw.json`).
    pub openclaw_config_path: Option<PathBuf>,
    /// `OPENCLAW_HOME`: the home OpenClaw's defaults start from.
    pub openclaw_home: Option<PathBuf>,
    /// `OPENCLAW_WORKSPACE_DIR`: the workspace when the config names none.
    pub openclaw_workspace_dir: Option<PathBuf>,
    /// `OPENCLAW_PROFILE`: another workspace (`~/.openclaw-<profile>/workspace`).
    pub openclaw_profile: Option<String>,
}

impl Env {
    /// This process's environment.
    pub fn read() -> Env {
        Env::from_lookup(|name| std::env::var_os(name))
    }

    /// The environment as `lookup` sees it (tests pass a table).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<OsString>) -> Env {
        let get = |name: &str| lookup(name).filter(|v| !v.is_empty());
        let text = |name: &str| get(name).map(|v| v.to_string_lossy().into_owned());
        let path = |name: &str| get(name).map(PathBuf::from);
        Env {
            root: path("MEMORY_MANAGER_ROOT"),
            today: text("MEMORY_MANAGER_TODAY"),
            budget: text("MEMORY_MANAGER_BUDGET"),
            session_id: text("CLAUDE_CODE_SESSION_ID"),
            notify_off: text("MEMORY_MANAGER_NOTIFY").is_some_and(|v| {
                matches!(
                    v.trim().to_ascii_lowercase().as_str(),
                    "0" | "off" | "false" | "no"
                )
            }),
            locale: Lang::of_locale(&text("LC_ALL").or_else(|| text("LANG")).unwrap_or_default()),
            hosts: HostEnv {
                home: dirs::home_dir(),
                claude_project_dir: path("CLAUDE_PROJECT_DIR"),
                claude_config_dir: path("CLAUDE_CONFIG_DIR"),
                openclaw_workspace: path("MEMORY_MANAGER_WORKSPACE"),
                openclaw_state_dir: path("OPENCLAW_STATE_DIR"),
                openclaw_config_path: path("OPENCLAW_CONFIG_PATH"),
                openclaw_home: path("OPENCLAW_HOME"),
                openclaw_workspace_dir: path("OPENCLAW_WORKSPACE_DIR"),
                openclaw_profile: text("OPENCLAW_PROFILE").filter(|p| p != "default"),
            },
            cache_dir: dirs::cache_dir().map(|d| d.join(OWN_FOLDER)),
            data_dir: dirs::data_local_dir().map(|d| d.join(OWN_FOLDER)),
            empty: OURS
                .into_iter()
                .filter(|name| lookup(name).is_some_and(|v| v.is_empty()))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_variables_are_unset_and_locale_picks_the_language() {
        let env = Env::from_lookup(|name| match name {
            "MEMORY_MANAGER_ROOT" => Some(OsString::new()),
            "MEMORY_MANAGER_BUDGET" => Some("900".into()),
            "LC_ALL" => Some(OsString::new()),
            "LANG" => Some("zh_CN.UTF-8".into()),
            "OPENCLAW_PROFILE" => Some("default".into()),
            _ => None,
        });
        assert_eq!(env.root, None);
        assert_eq!(env.empty, ["MEMORY_MANAGER_ROOT"]);
        assert_eq!(env.budget.as_deref(), Some("900"));
        assert_eq!(env.locale, Lang::Zh);
        assert_eq!(env.hosts.openclaw_profile, None);
        assert!(!env.notify_off, "the person is told of saves by default");
        for (value, off) in [("0", true), ("off", true), ("No", true), ("1", false)] {
            let env =
                Env::from_lookup(|name| (name == "MEMORY_MANAGER_NOTIFY").then(|| value.into()));
            assert_eq!(env.notify_off, off, "{value}");
        }
    }
}
