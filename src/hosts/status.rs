//! What `health-check` says of each host: whether it is here, every route memory-manager is
//! wired by (Claude Code's settings hooks and its plugin; OpenClaw's plugin and hook pack),
//! what needs a person (with the one action to take) and what is merely worth knowing.

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::claude_code::settings::Scope;
use super::claude_code::{mcp_config, plugin, settings, trust};
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
    /// The command that takes this route out (`None` where there is no single one).
    pub remove: Option<String>,
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

    /// Worth reporting: the host is here, or something of ours is wired into it (a project's
    /// committed files on a machine without the host yet).
    pub fn present(&self) -> bool {
        self.found || !self.routes.is_empty() || !self.problems.is_empty()
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

/// The permission rule that lets the agent call the plugin's MCP tools without asking.
const PLUGIN_PERMISSION: &str = "mcp__plugin_memory-manager_memory-manager";

fn claude_code(binary: &Path, project: Option<&Path>, env: &HostEnv) -> HostStatus {
    let found =
        settings::config_dir(env).is_ok_and(|d| d.is_dir()) || find_on_path("claude").is_some();
    let mut s = HostStatus::new(Host::ClaudeCode, found);
    let mut hooked = Vec::new();
    for (scope, route, problems) in settings::routes(binary, project, env) {
        s.problems.extend(
            problems
                .into_iter()
                .map(|p| format!("{}: {p}", route.path.display())),
        );
        hooked.push(scope);
        s.routes.push(route);
    }
    // A server (or permission) of ours left behind where no hook is: its tools reach the
    // model beside any other route's.
    let mut scopes = vec![Scope::User];
    if project.is_some() {
        scopes.extend([Scope::Project, Scope::Local]);
    }
    for scope in scopes.into_iter().filter(|sc| !hooked.contains(sc)) {
        if let Ok(Some(r)) = mcp_config::registered(scope, project, env) {
            s.problems.push(format!(
                "{}: a memory-manager MCP server is registered ({} scope) with no hooks of ours beside it: its tools reach the model beside any other route's; remove it with `{}`",
                r.path.display(),
                settings::scope_word(scope),
                settings::uninstall_command(scope, project)
            ));
        }
    }
    let on_path = find_on_path("memory-manager");
    let installs = plugin::installs(project, env);
    let plugin_allowed = trust::allowed_in(PLUGIN_PERMISSION, project, env).is_some();
    for install in &installs {
        let scope = settings::scope_word(install.scope);
        let name = format!("plugin {} ({scope})", install.id);
        let mut wired = install.enabled;
        if !install.enabled {
            s.notes.push(format!(
                "{name} is installed but turned off (`claude plugin enable {}`)",
                install.id
            ));
        } else {
            match &on_path {
                None => {
                    wired = false;
                    s.problems.push(format!(
                        "{name} runs `memory-manager` from PATH, and PATH has none: {}",
                        super::claude_code::named::put_on_path(binary)
                    ));
                }
                Some(found) if !super::claude_code::named::same_program(found, binary) => {
                    s.notes.push(format!(
                        "{name} runs `memory-manager` from PATH, which is {}, not this binary ({})",
                        found.display(),
                        binary.display()
                    ));
                }
                Some(_) => {}
            }
            if !plugin_allowed {
                wired = false;
                s.problems.push(format!(
                    "{name}: no permissions.allow holds \"{PLUGIN_PERMISSION}\": the agent must ask before each memory tool, and `claude -p` refuses them; add it to {}",
                    settings::settings_path(Scope::User, None, env)
                        .map(|p| p.display().to_string())
                        .unwrap_or_default()
                ));
            }
        }
        s.routes.push(Route {
            name,
            path: settings::config_dir(env)
                .map(|d| d.join("plugins").join("installed_plugins.json"))
                .unwrap_or_default(),
            wired,
            tools: Some("the plugin's own MCP server".to_owned()),
            remove: Some(format!(
                "claude plugin uninstall {} --scope {scope}",
                install.id
            )),
        });
    }
    let wired: Vec<&Route> = s.routes.iter().filter(|r| r.wired).collect();
    if wired.len() > 1 {
        let each: Vec<String> = wired
            .iter()
            .map(|r| match &r.remove {
                Some(cmd) => format!("{} in {} (`{cmd}`)", r.name, r.path.display()),
                None => format!("{} in {}", r.name, r.path.display()),
            })
            .collect();
        s.notes.push(format!(
            "wired {} times: each event is still handled once, but every hook runs twice and the model may be offered each tool twice; keep one, remove the others: {}",
            wired.len(),
            each.join("; ")
        ));
    }
    if !s.routes.is_empty() && wired.is_empty() && s.problems.is_empty() {
        // Every route is off (a plugin turned off): nothing runs memory-manager.
        s.problems.push(
            "no route runs memory-manager: every one is turned off (see the notes)".to_owned(),
        );
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
