//! What `health-check` says of each host: whether it is here, every route memory-manager is
//! wired by (Claude Code's settings hooks and its plugin; OpenClaw's plugin and hook pack),
//! what needs a person (with the one action to take) and what is merely worth knowing.

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::claude_code::{plugin, settings};
use super::{Host, current_binary, find_on_path, openclaw};
use crate::config::HostEnv;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HostStatus {
    pub host: Host,
    /// The host seems to be installed here (its folder exists or its CLI is on PATH).
    pub found: bool,
    /// Every way memory-manager is wired into it.
    pub routes: Vec<Route>,
    /// What needs a person, one line each, with what to do.
    pub problems: Vec<String>,
    /// Worth knowing, nothing to do (a route not used, a folder the host creates later).
    pub notes: Vec<String>,
}

/// One way the host runs memory-manager.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Route {
    /// `settings hooks`, `plugin memory-manager@memory-manager (user)`, …
    pub name: String,
    /// The file or folder it was read from.
    pub path: PathBuf,
    /// It runs this binary, whole and turned on.
    pub wired: bool,
    /// Where the agent's memory tools come from by this route (docs/TOOLS.md), or why there
    /// are none; `None` for a route that has no part in them (OpenClaw's hook pack).
    pub tools: Option<String>,
}

impl HostStatus {
    fn new(host: Host, found: bool) -> HostStatus {
        HostStatus {
            host,
            found,
            routes: Vec::new(),
            problems: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn wired(&self) -> bool {
        self.routes.iter().any(|r| r.wired)
    }
}

/// Every host's status, for this binary. `project` adds Claude Code's project and local
/// settings (and project-scope plugin installs) of that folder.
pub fn status_all(project: Option<&Path>, env: &HostEnv) -> Vec<HostStatus> {
    let binary = match current_binary() {
        Ok(b) => b,
        Err(e) => {
            let mut s = HostStatus::new(Host::ClaudeCode, false);
            s.problems.push(format!("{e:#}"));
            return vec![s];
        }
    };
    vec![claude_code(&binary, project, env), openclaw(&binary, env)]
}

fn claude_code(binary: &Path, project: Option<&Path>, env: &HostEnv) -> HostStatus {
    let found =
        settings::config_dir(env).is_ok_and(|d| d.is_dir()) || find_on_path("claude").is_some();
    let mut s = HostStatus::new(Host::ClaudeCode, found);
    for (route, problems) in settings::routes(binary, project, env) {
        s.problems.extend(
            problems
                .into_iter()
                .map(|p| format!("{}: {p}", route.path.display())),
        );
        s.routes.push(route);
    }
    let on_path = find_on_path("memory-manager");
    for install in plugin::installs(project, env) {
        let scope = serde_json::to_value(install.scope)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        let name = format!("plugin {} ({scope})", install.id);
        if !install.enabled {
            s.notes.push(format!(
                "{name} is installed but turned off (`claude plugin enable {}`)",
                install.id
            ));
        } else if on_path.is_none() {
            s.problems.push(format!(
                "{name} runs `memory-manager` from PATH, and PATH has none: add {} to PATH",
                binary.parent().unwrap_or(binary).display()
            ));
        }
        s.routes.push(Route {
            name,
            path: settings::config_dir(env)
                .map(|d| d.join("plugins").join("installed_plugins.json"))
                .unwrap_or_default(),
            wired: install.enabled && on_path.is_some(),
            tools: Some("the plugin's own MCP server".to_owned()),
        });
    }
    let wired: Vec<&str> = s
        .routes
        .iter()
        .filter(|r| r.wired)
        .map(|r| r.name.as_str())
        .collect();
    if wired.len() > 1 {
        s.notes.push(format!(
            "wired {} times ({}): each event is still handled once, but every hook runs twice; keep one (`memory-manager uninstall-hooks --host claude-code`, or `claude plugin uninstall memory-manager@memory-manager`)",
            wired.len(),
            wired.join(", ")
        ));
    }
    if found && s.routes.is_empty() {
        s.notes.push(
            "not wired: `memory-manager install-hooks --host claude-code` (or the plugin in hooks/claude-code/)"
                .to_owned(),
        );
    }
    s
}

fn openclaw(binary: &Path, env: &HostEnv) -> HostStatus {
    let state = match openclaw::config::state_dir(env) {
        Ok(s) => s,
        Err(e) => {
            let mut s = HostStatus::new(Host::Openclaw, false);
            s.problems.push(format!("{e:#}"));
            return s;
        }
    };
    let found = state.is_dir() || find_on_path("openclaw").is_some();
    let mut s = HostStatus::new(Host::Openclaw, found);
    let (routes, problems) = openclaw::routes(binary, &state);
    s.routes = routes;
    s.problems = problems;
    if found && s.routes.is_empty() {
        s.notes
            .push("not wired: `memory-manager install-hooks --host openclaw`".to_owned());
    }
    if let Ok(ws) = openclaw::config::workspace(env)
        && found
        && !ws.is_dir()
    {
        s.notes.push(format!(
            "the workspace {} does not exist yet: OpenClaw creates it at the first agent run",
            ws.display()
        ));
    }
    s
}
